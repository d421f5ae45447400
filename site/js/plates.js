// License-plate solver widget: type a plate, see every solution as you type. State lives in the URL.
// The markup is the page's own (site/plates.md), drawn at build time at its final size: this script only binds
// to it, so nothing moves when it runs or when Python answers. The answer line (with the share button) sits
// right under the input and the solutions in a box of fixed height under it, so that on a phone the answer shows
// above the on-screen keyboard; the options fold away in a <details> whose summary names the ones switched on.
// Set up once per page view (Puzzlers.mount: first load and every instant navigation).
(function () {
  "use strict";
  const { el, share, plural } = Puzzlers;
  const OPTIONS = [
    ["parens", "Parentheses"], ["join", "Join digits"], ["reorder", "Reorder digits"],
    ["unary", "Unary minus"], ["power", "Powers (^)"],
  ];

  Puzzlers.mount("plates-widget", setup);

  function setup(host) {
    const $ = (name) => host.querySelector(`#${name}`);
    const plate = $("plate-input");
    const groups = $("plate-groups");
    Puzzlers.radioKeys(groups);
    const checks = Object.fromEntries(OPTIONS.map(([key]) => [key, $(`plate-${key}`)]));
    const useTarget = $("plate-use-target");
    const target = $("plate-target");
    const hintMode = $("plate-hint");
    const summary = $("plate-summary");
    const list = $("plate-solutions");
    const more = $("plate-more");
    const moreButton = $("plate-show-more");
    const optionsTitle = $("plate-options-title");
    const optionsBox = $("plate-options");
    const results = Puzzlers.scrollBox($("plate-results"));
    const examples = $("plate-examples");
    if (!plate || !summary || !list) return undefined;
    // (while the answer line asks for something, no words: the page's own "Type the digits of a plate." went)
    $("plate-share").replaceWith(Puzzlers.shareButton({ id: "plate-share", text: () => (prompting ? "" : null) }));
    if (Puzzlers.roomy()) optionsBox.open = true;
    const runner = Puzzlers.runner(host.querySelector(".pl-run"));
    const errorId = "plate-error"; // what the target's field, marked wrong, is described by
    runner.element.querySelector(".pz-error").id = errorId;

    let group = null;
    let timer = null;
    let alive = true;
    let acted = false; // the user changed something: show the answer it gives (not at load)
    // Show more lists STEP more of the same plate's solutions (each time solved again, sorted simplest first: 0.9 s
    // for 10,000 of 11111111111's 486,200 on CPython), up to the most Python lists for it; anything else goes
    // back to Python's first 200
    const STEP = 200;
    let cap = 0;
    let growing = false;
    // The answer changes at every key typed: said to a screen reader once the typing pauses, not at every key (the
    // summary is no live region)
    const speaker = Puzzlers.settledAnnouncer(() => alive);

    const targetText = () => Puzzlers.typedWhole(target.value); // " 24", "+24" are 24; "1 000" is 1000
    function state() {
      // a target being typed ("-") is not written into the link, which would say it could not read it
      const t = useTarget.checked && /^-?\d+$/.test(targetText()) ? targetText() : "";
      const s = { p: plate.value.trim(), g: group === null ? "" : group, t, hint: hintMode.checked };
      for (const [key] of OPTIONS) s[key] = checks[key].checked;
      return s;
    }

    /** The share link as it is now; anything malformed falls back to the default, and is returned as a note for
     *  the user. A plate typed before this script ran is kept. */
    function restore() {
      const get = Puzzlers.linkReader(share.read());
      const notes = [];
      if (!plate.value) plate.value = get("p");
      const groups = digitGroups(plate.value);
      // a group of one digit has no chip, and makes no equation ("12-3", g=1: "A plate needs 2 to 11 digits")
      group = /^\d{1,2}$/.test(get("g")) && groups.length > 1 && (groups[Number(get("g"))] || "").length > 1
        ? Number(get("g")) : null;
      if (get("g") && group === null) {
        const lone = /^\d{1,2}$/.test(get("g")) && groups.length > 1 && groups[Number(get("g"))];
        notes.push(`${Puzzlers.quoted(get("g"))} as a digit group (${lone ? `that group, ${lone}, has one digit`
          : `the plate has ${plural(groups.length, "group")}`})`);
      }
      for (const [key] of OPTIONS) checks[key].checked = Puzzlers.linkFlag(get, key, notes);
      const aim = Puzzlers.typedWhole(get("t")); // as typed: "+24", " 24" (a "+" unescaped) are 24, "1,000" 1000
      useTarget.checked = /^-?\d+$/.test(aim);
      if (useTarget.checked) target.value = aim;
      else if (get("t")) notes.push(`${Puzzlers.quoted(get("t"))} as the target (a whole number)`);
      hintMode.checked = Puzzlers.linkFlag(get, "hint", notes);
      notes.push(...Puzzlers.linkCut());
      return notes;
    }

    function drawOptionsTitle() {
      const on = OPTIONS.filter(([key]) => checks[key].checked).map(([, label]) => label.toLowerCase());
      if (useTarget.checked) on.push(`target ${targetText()}`.trim()); // ("target " while its box is empty)
      if (hintMode.checked) on.push("hint only");
      optionsTitle.textContent = on.length ? `Options: ${on.join(", ")}` : "Options";
    }

    /** Check the chip of `group` (the chips: each group of two digits or more, then "all"). */
    function markGroup() {
      for (const c of groups.querySelectorAll(".pz-chip")) {
        c.setAttribute("aria-checked", String(String(group ?? "") === c.dataset.group));
      }
    }

    /** The runs of digits of a plate, as Python's `digit_groups` reads them. */
    function digitGroups(text) {
      return Puzzlers.asciiForms(text).match(/[0-9]+/g) || [];
    }

    function drawGroups(found) {
      // The same groups as shown (an answer for another chip of this plate): only the choice changes, so that a
      // keyboard user's focus stays on the chip
      // A group of one digit makes no equation ("A plate needs 2 to 11 digits": 08-D-1's "1"): no chip for it
      const usable = found.map((g, i) => [g, i]).filter(([g]) => g.length > 1);
      const shown = [...groups.querySelectorAll(".pz-chip:not([data-placeholder])")].map((c) => c.textContent);
      if (!groups.hidden && shown.join() === [...usable.map(([g]) => g), "all"].join()) return markGroup();
      groups.replaceChildren();
      groups.hidden = found.length < 2 || !usable.length;
      if (groups.hidden) return;
      const chip = (label, value) => el("button", {
        type: "button", class: "pz-chip", role: "radio", "aria-checked": String(group === value),
        dataset: { group: value ?? "" },
        onclick: () => { // checked at once, not when the answer comes (seconds while Python starts)
          group = value;
          markGroup();
          update();
        },
      }, label);
      groups.append("Digits: ", ...usable.map(([g, i]) => chip(g, i)), chip("all", null));
    }

    /** The summary's text, and `alone` (a plate's only solution) after it when the answer line holds both. */
    function summarize(text, alone) {
      summary.textContent = text;
      if (alone) summary.append(", ", equation(alone));
      // Over two lines beside the share button (a long plate's count on a phone: "11111111111: 486,200 solutions"
      // took three), a smaller font: the answer line keeps its height, and the options under it stay put
      summary.classList.remove("pl-long");
      if (summary.offsetHeight > 2.2 * parseFloat(getComputedStyle(summary).lineHeight)) {
        summary.classList.add("pl-long");
      }
      // A solution too long for the line even so stays in the box only (the line would grow, the options move)
      const line = parseFloat(getComputedStyle(summary.parentElement).minHeight) || Infinity;
      if (alone && summary.offsetHeight > line + 1) summarize(text, null);
    }

    /** The answer: the summary line, the solutions (or the clue) in the box under it, shown after an action. */
    function show(text, solutions = [], note = "", from = 0) {
      // A plate's only solution is the answer itself: said in the answer line too, which a phone shows above its
      // keyboard while the plate is typed (with the options open, the box under them was below the screen, and
      // the page may not scroll to it: the field would go under the header, and the browser brings it back at
      // the next key)
      summarize(text, solutions.length === 1 && !note ? solutions[0] : null);
      text = summary.textContent;
      const said = note ? `${text}. ${note}` : text; // a clue, or why there is none, is heard with it
      speaker.say(acted && text ? said : "");
      const item = (s) => el("li", {}, ...Puzzlers.inWords(equation(s)));
      // Show more: only the new solutions are drawn, under those shown (each press redrew them all: 27 s for the
      // 8,400th on a slow phone, the page frozen)
      if (from && list.children.length === from) list.append(...solutions.slice(from).map(item));
      else list.replaceChildren(...solutions.map(item));
      more.textContent = note;
      moreButton.hidden = true;
      if (from) return; // Show more: the box stays where it was read, the new solutions under it
      Puzzlers.toTop(results);
      // with the first solution (or the clue) under the Options line (sideways on a phone it was below the screen),
      // as far as the field typed in stays in view (under it a phone's keyboard: the plate's, or the target's,
      // which went under the keyboard of a 320 px phone); after a tap in the options (Hint, say) the field may go
      // (held sideways the clue stayed 90 px below the screen)
      if (acted && text) {
        const typing = [plate, target].includes(document.activeElement) ? document.activeElement : null;
        Puzzlers.reveal(summary.parentElement, { until: list.firstElementChild || (note && more), keep: typing });
      }
    }

    /** A solution's code, its two sides each kept on one line: a narrow screen breaks it after its "=" only
     *  ("1*2*3*4+5+6*7-" over "8*9=0-1" was hard to read). A side wider than the line still breaks, within it. */
    function equation(text) {
      const at = text.indexOf("=") + 1;
      if (!at || at === text.length) return el("code", {}, el("span", { class: "pl-side" }, text));
      return el("code", {}, el("span", { class: "pl-side" }, text.slice(0, at)),
        el("span", { class: "pl-side" }, text.slice(at)));
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(update, 150);
    }

    let prompting = true; // the answer line asks for a plate (no answer to one shown)
    let asked = 0; // the updates begun: an answer comes only to the latest
    // The plate emptied (or a target being typed) while one was solved: its answer is not waited for any more (it
    // came over "4: type a second digit.", with the bar under it)
    const forget = () => {
      runner.forget();
      results.classList.remove("pz-stale");
      results.removeAttribute("aria-busy");
    };
    async function update() {
      clearTimeout(timer);
      timer = null;
      if (!alive) return;
      const ask = ++asked;
      const s = state();
      const from = growing ? list.children.length : 0; // Show more: the solutions shown stay, more under them
      growing = false;
      if (!from) cap = 0;
      share.write(s);
      drawOptionsTitle();
      Puzzlers.markField(target); // marked again below while its message stays
      if (examples) examples.hidden = !!s.p;
      if (!s.p) {
        forget();
        drawGroups([]);
        runner.showError("");
        prompting = true;
        return show("Type the digits of a plate.");
      }
      const digits = (s.p.match(/[0-9]/g) || []).length;
      if (digits < 2) { // a plate's letters or its first digit, typed: no error yet
        forget();
        drawGroups([]);
        runner.showError("");
        prompting = true;
        return show(`${s.p.trim()}: type ${digits ? "a second digit" : "the plate's digits"}.`);
      }
      // What the line asked for is typed: it asks no more while the answer is worked out (on a slow connection,
      // "Type the digits of a plate." stayed beside a plate typed for as long as Python took to arrive)
      if (prompting) show("");
      prompting = false;
      // a target being typed ("" or a lone "-", on the way to -10): asked for, no error (it flashed one)
      if (useTarget.checked && /^-?$/.test(targetText())) {
        forget();
        runner.showError("");
        prompting = true;
        return show("Type the target: a whole number, such as 10 or -3.");
      }
      if (useTarget.checked && !/^-?\d+$/.test(targetText())) {
        forget();
        show(""); // not the last target's solutions under the error
        Puzzlers.markField(target, errorId);
        return runner.showError("The target must be a whole number, such as 0, 10 or 24.");
      }
      // The plate's digit groups at once, not when Python answers: the chips push the answer down, and a link's
      // moved it a few seconds after the page showed
      drawGroups(digitGroups(s.p));
      const args = { text: s.p, group, target: useTarget.checked ? targetText() : null }; // a string: exact
      for (const [key] of OPTIONS) args[key] = s[key];
      if (cap) args.max_solutions = cap;
      // the answer shown is to another plate while this one is worked out: dimmed after 0.3 s (css), and busy to
      // a screen reader (it stayed as it was, 200 solutions of the plate before, half a second and more)
      results.classList.add("pz-stale");
      results.setAttribute("aria-busy", "true");
      const result = await runner.run("plates", s.hint ? "hint" : "solve", args);
      if (!alive || ask !== asked) return; // another update since: its answer is the one shown
      results.classList.remove("pz-stale");
      results.removeAttribute("aria-busy");
      if (!result) { // the error (or "Cancelled.") is in the answer's line
        const error = runner.element.querySelector(".pz-error");
        if (!error.hidden && error.textContent === "Cancelled.") {
          // said beside the answer line, as an aside: the share button stays, and the way to solve again is said
          // (answers come as the plate is typed: nothing else solved the same plate again)
          runner.showError("");
          runner.addError("Cancelled.");
          show("Press Enter in the plate to solve again.");
        } else {
          show("");
          // Python's own limit on the target ("The target must be between …"): its field is the one to fix
          if (!error.hidden && error.textContent.startsWith("The target ")) Puzzlers.markField(target, errorId);
        }
        if (acted) Puzzlers.reveal(summary.parentElement);
        return;
      }
      if (!(s.hint ? result.solvable : result.count)) {
        // The options that help (Python counted each option still off, turned on as well: null when the plate is too
        // long to count under it), or that none of them does alone, and whether all of them together do (081 had
        // none "nor with … turned on as well", and reorder with powers gives 8^0=1); hint or not, the same words
        // (the hint said only "No solution under these rules." where the answer said why)
        const label = (key) => OPTIONS.find(([k]) => k === key)[1].toLowerCase();
        const helps = Object.entries(result.helps || {});
        const good = helps.filter(([, n]) => n).map(([key, n]) => `${label(key)} gives ${plural(n, "solution")}`);
        const tried = helps.filter(([, n]) => n === 0).map(([key]) => label(key));
        // Two digits make an equation only when they are equal (5=5, or -5=-5): no option changes that
        const pair = result.digits.length === 2 && !useTarget.checked;
        const all = result.together;
        const both = tried.length === 2;
        const together = tried.length < 2 || (all !== 0 && !all) ? "."
          : all ? `; ${both ? "both" : `all ${tried.length}`} on together give ${plural(all, "solution")}.`
          : `, nor with ${both ? "both" : "all of them"} on.`;
        // (but a target does: 1+9=10)
        const more = pair ? "Two digits make an equation only when they are equal, such as 5=5; with a target (no =, "
          + `under Options) they make one: ${result.digits[0]}+${result.digits[1]}=${Number(result.digits[0])
          + Number(result.digits[1])}.`
          : good.length ? `None with these options. Under Options, ${good.join("; ")}.`
          : tried.length ? `None with these options, nor with ${both ? "either " : tried.length > 1 ? "any one of "
            : ""}${Puzzlers.listed(tried, "or")} turned on as well${together}`
          : helps.length ? "None with these options."
          : "None, even with every option on.";
        return show(`${result.digits}: no solution`, [], more);
      }
      if (s.hint) return show(`${result.digits}: ${plural(result.count, "solution")}`, [], `Clue: ${result.clue}`);
      const next = Math.min(STEP, result.count - result.shown, result.most - result.shown);
      // More than 20,000 equally simple: not sorted, but as the search found them (it said "simplest first" of
      // 1=1+1-1*1*…, while 1*1*…=1 comes first in that order)
      const sorted = result.exact_order !== false;
      const part = `Showing ${sorted ? "the first " : ""}${Puzzlers.count(result.shown)} of `
        + `${Puzzlers.count(result.count)}${sorted ? ", simplest first" : ", in the order the search found them (too "
        + "many to sort)"}${next > 0 ? "." : `: the most the page lists (${Puzzlers.count(result.most)}).`}`;
      const hadFocus = from && document.activeElement === moreButton;
      show(`${result.digits}: ${plural(result.count, "solution")}`, result.solutions, result.truncated ? part : "",
        from);
      moreButton.hidden = !(result.truncated && next > 0);
      moreButton.textContent = `Show ${Puzzlers.count(next)} more`;
      // Show more pressed with the keyboard: the focus goes to the first new solution, brought into view in the box
      // (it stayed on the button, now 200 solutions further down, out of sight, and a screen reader read on after
      // them); the button is the next Tab
      if (hadFocus && list.children[from]) {
        const first = list.children[from];
        first.tabIndex = -1;
        first.focus({ preventScroll: true });
        results.scrollTop += first.getBoundingClientRect().top - results.getBoundingClientRect().top;
      }
    }

    moreButton.addEventListener("click", () => {
      // one more page a tap, while it is worked out; none for a plate typed and not yet solved (its first 200)
      if (timer !== null || results.classList.contains("pz-stale")) return;
      cap = list.children.length + STEP;
      growing = true;
      update();
    });

    const notes = restore();
    drawOptionsTitle();
    // (a key typed stops the answer still to be said: it was said after the plate had changed, "123: 1 solution"
    // heard with 1234 in the field)
    const onInput = (event) => { acted = true; if (event.type === "input") speaker.cancel(); };
    host.addEventListener("input", onInput, true);
    host.addEventListener("click", onInput, true);
    plate.addEventListener("input", () => { group = null; schedule(); });
    // A link tapped within the pause after a key press left the page before the address held what was typed: Back
    // brought the plate back without it. The field's blur comes before the link's click: the address is written then.
    for (const field of [plate, target]) field.addEventListener("blur", () => { if (timer !== null) update(); });
    const inputs = [...Object.values(checks), useTarget, hintMode];
    for (const input of inputs) input.addEventListener("change", update);
    Puzzlers.examples(host, () => { plate.value = ""; restore(); drawOptionsTitle(); update(); });
    // A target typed (or its sign changed) is a target asked for: its box ticks itself ("make 10" typed with the
    // box unticked was ignored without a word)
    const onTarget = () => {
      if (!useTarget.checked && target.value.trim()) useTarget.checked = true;
      if (useTarget.checked) schedule();
    };
    target.addEventListener("input", onTarget);
    // Enter (a phone keyboard's Go) solves at once, and again after a Cancel; on a touch screen the keyboard,
    // which hid the solutions, goes
    for (const field of [plate, target]) {
      field.addEventListener("keydown", (event) => {
        if (event.key !== "Enter" || event.isComposing) return;
        update().then(() => {
          const failed = runner.element.querySelector(".pz-error:not([hidden], .pz-aside)"); // the field to fix
          // nor while the answer asks for more of the plate ("7: type a second digit.")
          const short = (Puzzlers.asciiForms(plate.value).match(/[0-9]/g) || []).length < 2;
          if (alive && !failed && !short) Puzzlers.keyboardAway(results);
        });
      });
    }
    Puzzlers.warm();
    // A link's unreadable parts are said after the answer to the rest (which clears the last message)
    update().then(() => { if (alive && !acted) runner.addError(Puzzlers.linkMessage(notes)); });
    return () => {
      alive = false;
      clearTimeout(timer);
      speaker.cancel();
      runner.dispose();
    };
  }
})();
