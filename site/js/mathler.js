// Mathler guess assistant (site/mathler.md): the shared tiles widget of site/js/tiles.js with Mathler's modes and
// rule sets (from the package: puzzlers.mathler.web.web_modes), the day's target and how rearranged answers are
// accepted. Share link: m=tiles (6 when absent), t=target, r=signed-whole for those rules (r=seed, their old
// name, still opens them: the table's aliases),
// a=anagram|exact when not the game's commutative rule, g=GUESS:FEEDBACK,... (see tiles.js). A new target or mode
// starts a new game; the old one's guesses come back when its target is typed again. Each mode keeps its own target
// (the game gives each a different one every day): a switch of mode brings back that mode's last target, and with
// it that mode's game. Set up once per page view.
(function () {
  "use strict";
  const ACCEPT_LABELS = { commutative: "reordered terms (the game)", anagram: "any rearrangement",
                          exact: "only the answer" };
  const RULE_LABELS = { game: "the game's (exact division)", "signed-whole": "signed, whole divisions" };

  Puzzlers.mount("mathler-widget", (host) => {
    if (!window.PuzzlersTiles) return undefined;
    const widget = setup(host);
    return () => widget.destroy();
  });

  function setup(host) {
    const { el } = Puzzlers;
    const target = el("input", { id: "ml-target", class: "pz-input pz-narrow", type: "text", inputmode: "numeric",
                                 autocomplete: "off", maxlength: "12", placeholder: "e.g. 24",
                                 "aria-label": "Target" });
    // (named for what it sets: "Rules" was the fold's name, its group's and its own, heard three times)
    const rules = el("select", { id: "ml-rules", class: "pz-input ml-select", "aria-label": "Arithmetic" });
    const accept = el("select", { id: "ml-accept", class: "pz-input ml-select", "aria-label": "Rearranged answers" });
    let defaultRules = "game";

    const targetValue = () => Puzzlers.typedWhole(target.value); // "+24" is 24, "1 000" 1000, as on the plates page
    const validTarget = () => /^-?\d{1,12}$/.test(targetValue());
    /** Why no guess can be played yet ("" when one can): the target is missing or wrong. */
    const notReady = () => {
      // (a lone "-": its sign, from the ± button or typed first, with the number still to come)
      if (!targetValue() || targetValue() === "-") return "Type the day's target number first.";
      return validTarget() ? "" : "The target is a whole number, such as 24.";
    };
    const has = (select, value) => [...select.options].some((o) => o.value === value);
    const gameKey = () => (validTarget() ? String(Number(targetValue())) : targetValue()); // 024 is 24's game
    // Each mode's last target (tiles -> the text typed), kept in the tab (a reload, Back from another page) by the
    // page's path: the address holds the mode shown only. A mode not played yet starts with an empty target.
    const targets = new Map();
    let mode = null; // the mode whose target the field shows (null until the link is read)
    const targetsKey = () => `pz-targets:ml:${location.pathname}`;
    function keepTargets() {
      if (mode !== null) targets.set(mode, target.value);
      try {
        sessionStorage.setItem(targetsKey(), JSON.stringify(Object.fromEntries(targets)));
      } catch { /* storage refused: they last as long as the page view */ }
    }
    function targetsKept() {
      try {
        const kept = JSON.parse(sessionStorage.getItem(targetsKey()) || "null");
        if (!kept || typeof kept !== "object") return;
        for (const [tiles, text] of Object.entries(kept)) {
          const whole = typeof text === "string" && /^-?\d{0,12}$/.test(Puzzlers.typedWhole(text));
          if (whole) targets.set(Number(tiles), text);
        }
      } catch { /* none kept, or unreadable */ }
    }

    const widget = PuzzlersTiles.assistant(host, {
      prefix: "ml",
      module: "mathler",
      tableFn: "modes",
      variants: (table) => table.modes.map((m) => ({ tiles: m.tiles, name: m.name, symbols: m.symbols,
                                                    assistant: true })),
      variantKey: "m",
      variantLabel: "Mode",
      defaultTiles: 6,
      guesses: 6, // the game gives six in every mode (mathler.com's rules)
      colours: { B: "grey", P: "yellow", G: "green" },
      meanings: { B: "not in the answer", P: "in the answer elsewhere", G: "right place" },
      noun: "expression",
      nouns: "expressions",
      topFields: el("label", { class: "ml-field ml-target", for: "ml-target" }, "Target ", target,
                   Puzzlers.signButton(target)),
      optionsTitle() {
        // (empty menus before the table of modes is loaded: nothing set yet)
        const set = [rules.value && rules.value !== defaultRules && RULE_LABELS[rules.value],
                     accept.value && accept.value !== "commutative"
                       && `a rearranged answer wins: ${ACCEPT_LABELS[accept.value] || accept.value}`];
        return ["Rules", set.filter(Boolean).join(" · ")].filter(Boolean).join(": ");
      },
      optionsPanel: el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Rules"),
        el("label", { class: "ml-field" }, "Arithmetic ", rules),
        el("label", { class: "ml-field" }, "A rearranged answer wins: ", accept)),
      heading() {
        return validTarget() ? `Find the calculation that equals ${Puzzlers.count(Number(targetValue()))}.` : "";
      },
      notReady,
      notReadyField: target, // Enter pressed while notReady() says why: the focus goes there
      restore(get, table) {
        rules.replaceChildren(...table.rules.map((r) => el("option", { value: r.name, title: r.description },
                                                            RULE_LABELS[r.name] || r.description)));
        accept.replaceChildren(...table.accept.map((a) => el("option", { value: a }, ACCEPT_LABELS[a] || a)));
        defaultRules = table.rules.length ? table.rules[0].name : "game";
        const notes = [];
        const note = (key, what) => { if (get(key)) notes.push(`${Puzzlers.quoted(get(key))} as ${what}`); };
        const aim = Puzzlers.typedWhole(get("t")); // "+24", " 24" (a "+" unescaped) are 24, "1,000" 1000
        target.value = /^-?\d{1,12}$/.test(aim) ? aim : "";
        if (!target.value) note("t", "the target (a whole number of up to 12 digits)");
        // the link's target is its mode's; the other modes' are those they had in this tab
        targetsKept();
        mode = widget.tiles;
        keepTargets();
        const aliases = table.aliases || {};
        const named = Object.hasOwn(aliases, get("r")) ? aliases[get("r")] : get("r");
        rules.value = has(rules, named) ? named : defaultRules;
        if (!has(rules, named)) note("r", "the rules");
        accept.value = has(accept, get("a")) ? get("a") : "commutative";
        if (!has(accept, get("a"))) note("a", "the answers accepted");
        return notes;
      },
      shareFields() {
        return { t: targetValue(), r: rules.value === defaultRules ? "" : rules.value,
                 a: accept.value === "commutative" ? "" : accept.value };
      },
      gameKey, // each target is a game of its own: its guesses are kept while another is typed
      checkArgs(tiles, guess) { return { tiles, target: Number(targetValue()), guess, rules: rules.value }; },
      suggestArgs(args) {
        return { ...args, target: Number(targetValue()), rules: rules.value,
                 accept: accept.value === "commutative" ? null : accept.value };
      },
    });
    target.addEventListener("input", () => {
      if (!notReady()) Puzzlers.markField(target);
      keepTargets();
      widget.optionsChanged(gameKey());
    });
    // A mode chosen (a chip tapped, or the arrow keys, which click it): the field shows that mode's own target, and
    // a new target brings that mode's game for it back. Done in the click's task, before the widget asks Python
    // for the new mode's answer (it waits for a timer), so no answer is worked out for the other mode's target.
    host.addEventListener("click", (event) => {
      if (mode === null || !event.target.closest(".pz-chip") || widget.tiles === mode) return;
      const before = gameKey();
      keepTargets();
      mode = widget.tiles;
      target.value = targets.get(mode) || "";
      keepTargets();
      if (gameKey() === before) return;
      widget.optionsChanged(gameKey());
      // and answered at once, as a mode chosen is (a target waits for the typing to pause): for 0.3 s the line said
      // "Working out the best first guess" for a mode with no target yet
      widget.optionsChanged();
    });
    // Enter in the target: the board takes the keys, so that the guess typed next goes there (not into the target);
    // but with no target or a wrong one, the field keeps them, marked and tied to the line that says why (the
    // digits typed next, meant for the target, went onto the board)
    target.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" || event.isComposing) return;
      event.preventDefault();
      const board = host.querySelector(".tl-board");
      if (!board) return;
      const why = notReady();
      if (why) {
        Puzzlers.markField(target, host.querySelector(".tl-summary").id);
        Puzzlers.announce(why);
        return;
      }
      board.focus({ preventScroll: true });
      // A guess typed before the target waits in its row: said, since the board alone shows it (a screen reader
      // heard nothing, and the player did not know that Enter was still to be pressed)
      const typed = [...host.querySelectorAll(".tl-typing .tl-tile")].map((t) => t.textContent).join("");
      if (!typed || !validTarget()) return;
      const said = Puzzlers.spoken(typed);
      Puzzlers.announce(typed.length === widget.tiles ? `${said} is typed: Enter plays it.`
                                                      : `${said} is typed: finish it, then Enter plays it.`);
    });
    rules.addEventListener("change", () => widget.optionsChanged());
    accept.addEventListener("change", () => widget.optionsChanged());
    return widget;
  }
})();
