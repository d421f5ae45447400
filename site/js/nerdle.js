// Nerdle guess assistant (site/nerdle.md): the shared tiles widget of site/js/tiles.js with Nerdle's variants (from
// the package: puzzlers.nerdle.web.web_variants) and its "commutative answers" option; Maxi's answers are fetched
// by the colours of its first guess (maxiBucket). Share link: v=tiles (8 when
// absent), c=0 when commutative answers are off, g=GUESS:FEEDBACK,... (see tiles.js). Set up once per page view.
// Instant Nerdle (the form #nerdle-instant, drawn at build time in site/nerdle.md): two given guesses and their
// colours -> puzzlers.nerdle.web.web_instant. Share link: i=GUESS:COLOURS,GUESS:COLOURS, ic=1 (commutative).
(function () {
  "use strict";
  // Maxi: the assistant opens with a fixed guess (the table's `opener`); the answers its colours leave (at most a
  // few thousand) are in lists/nerdle-maxi-buckets/<code % bucket_files>.json (hooks/gen_maxi_buckets.py), fetched
  // when first needed, kept for the page's life and cached by the service worker for offline play. After any other
  // first guess, or when the file cannot be fetched, Python generates the answers the colours leave
  // (puzzlers.nerdle.maxiplay.first_turn_answers).
  const maxiFiles = new Map(); // file number -> Promise of its {opener, buckets}
  // The query keys of the page's two other games: the Instant form's (i, ic) and Bi/Quad-Nerdle's (m)
  const INSTANT_KEYS = ["i", "ic"];
  const OTHER_GAMES = [...INSTANT_KEYS, "m"];
  /** A guess typed in the Instant form as the boards take it: x, X, × and · for *, ÷ for / (js/tiles.js typedAs). */
  const asTiles = (text) => [...text].map((ch) => PuzzlersTiles.typedAs(ch)).join("");

  function maxiCode(feedback) {
    let code = 0;
    for (let i = feedback.length - 1; i >= 0; i--) code = code * 3 + ({ G: 2, P: 1, B: 0 })[feedback[i]];
    return code;
  }

  /** The answers the opener's colours leave: fetched (about 100 kB) once per file; null when the file cannot be
   * fetched (offline, say): Python then generates them from the colours, more slowly but with no network. */
  async function maxiBucket(variant, feedback) {
    const number = maxiCode(feedback) % variant.bucket_files;
    if (!maxiFiles.has(number)) {
      const url = new URL(`lists/nerdle-maxi-buckets/${number}.json`, Puzzlers.root);
      const loading = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        // Fetched before the service worker controls the page (a first visit): keep it where the worker looks when
        // offline (templates/sw.js: RUNTIME_CACHE), so that this game survives a reload without the network.
        if (window.caches && !(navigator.serviceWorker && navigator.serviceWorker.controller)) {
          const copy = response.clone();
          caches.open("puzzlers-runtime").then((cache) => cache.put(url, copy)).catch(() => {});
        }
        return response.json();
      });
      maxiFiles.set(number, loading);
      loading.catch(() => maxiFiles.delete(number)); // tried again next time
    }
    try {
      const file = await maxiFiles.get(number);
      return file.buckets[feedback] || [];
    } catch {
      return null;
    }
  }

  Puzzlers.mount("nerdle-widget", (host) => {
    if (!window.PuzzlersTiles) return undefined;
    const widget = setup(host);
    return () => widget.destroy();
  });

  function setup(host) {
    const { el } = Puzzlers;
    const commutative = el("input", { type: "checkbox", id: "nd-commutative", checked: true });
    const widget = PuzzlersTiles.assistant(host, {
      prefix: "nd",
      module: "nerdle",
      tableFn: "variants",
      variants: (table) => table.variants.map((v) => ({
        tiles: v.tiles, name: v.name, symbols: v.symbols, assistant: v.assistant ?? v.tree, tree: v.tree,
        opening: v.opening,
        note: "", opener: v.opener, bucket_files: v.bucket_files })),
      variantKey: "v",
      variantLabel: "Variant",
      defaultTiles: 8,
      guesses: 6, // every variant of the game gives six (nerdlegame.com's rules)
      colours: { B: "black", P: "purple", G: "green" },
      allBlack: false, // no answer leaves a guess all black: its '=' is green or purple
      meanings: { B: "not in the answer", P: "in the answer elsewhere", G: "right place" },
      noun: "answer",
      nouns: "answers",
      optionsTitle: () => (commutative.checked ? "Options" : "Options: commutative answers off"),
      optionsPanel: el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Options"),
        el("label", { class: "pz-check" }, commutative, " Commutative answers (the game's default)")),
      restore(get) {
        const notes = [];
        commutative.checked = Puzzlers.linkFlag(get, "c", notes, true);
        return notes;
      },
      // The Instant form's fields (i, ic) and the Bi/Quad-Nerdle game (m, js/nerdle-multi.js) live in the same
      // address: keep them when the board writes its own.
      shareFields() {
        const q = Puzzlers.share.read();
        return { c: commutative.checked ? "" : "0", ...Object.fromEntries(OTHER_GAMES.map((key) => [key, q[key]])) };
      },
      ownKey: (key) => !OTHER_GAMES.includes(key), // the share link holds this game only
      checkArgs(tiles, guess) { return { tiles, guess }; },
      // Maxi's first turn: the answer to each set of colours costs a file of about 100 kB (after the opener) or
      // seconds of work (after another guess). Colours are set one tap at a time: those passed on the way to the
      // player's are not asked for while the taps come (the boards' usual wait, 0.25 s, is shorter than a player's
      // pace: seven files were fetched for one row).
      tapDelay(g, row) { return row === 0 && g.turns.length === 1 && g.variants.get(g.tiles)?.opener ? 800 : 250; },
      async suggestArgs(args, variant) {
        const out = { ...args, commutative: commutative.checked };
        const first = args.turns[0];
        // Maxi after its opener: pass the bucket when it can be fetched (otherwise, and after another first guess,
        // Python generates it from the colours, with progress).
        if (variant && variant.opener && first && first.guess === variant.opener &&
            !args.turns.some((t) => t.feedback === "G".repeat(args.tiles))) {
          const bucket = await maxiBucket(variant, first.feedback);
          if (bucket) out.answers = bucket;
        }
        return out;
      },
    });
    commutative.addEventListener("change", () => widget.optionsChanged());
    return widget;
  }

  Puzzlers.mount("nerdle-instant", (host) => {
    const { el, share, plural } = Puzzlers;
    const $ = (id) => host.querySelector("#" + id);
    const form = $("ni-form");
    const fields = [[$("ni-g1"), $("ni-f1")], [$("ni-g2"), $("ni-f2")]];
    const commutative = $("ni-commutative");
    const summary = $("ni-summary");
    const list = $("ni-candidates");
    // Python's start said only while an answer waits for it (the line pushed the boards below 26 px and back)
    const runner = Puzzlers.runner(host.querySelector(".ni-run"), { quietWhenIdle: true });
    const errorBox = host.querySelector(".ni-run .pz-error");
    errorBox.id = "ni-error"; // what a field marked wrong is described by
    const oldShare = $("ni-share");
    // An Instant Nerdle shared is a puzzle for a friend: the sheet says how many answers fit, never which (the
    // answer line's "2 answers still possible: 12+33=45 or 12+35=47." was the chat's preview)
    let found = null; // the answer shown, for the share sheet
    oldShare.replaceWith(Puzzlers.shareButton({ id: "ni-share", anchor: "instant-nerdle",
      keys: (key) => INSTANT_KEYS.includes(key),
      text: () => !found ? "" : `Instant Nerdle: ${found.answer ? "one answer fits"
        : `${plural(found.count, "answer")} fit`} these two guesses.` }));

    let answered = null; // the link state whose answer is shown

    /** The address follows the fields; returns the state written ("i" and "ic"). */
    function writeShare() {
      const turns = fields.map(([g, f]) => `${g.value.trim()}:${f.value.trim()}`);
      while (turns.length && turns[turns.length - 1] === ":") turns.pop(); // no empty guess at the end
      const i = turns.join(",");
      const ic = commutative.checked ? "1" : "";
      share.write({ ...share.read(), i, ic });
      return `${i}|${ic}`;
    }

    /** The field a message is about marked (aria-invalid) and tied to it, so that a screen reader says the message
     *  with the field: "Guess 2: …" names guess 2's equation, or its colours when it speaks of them ("tile 6
     *  ('='): no answer makes it black"). */
    function mark(message, input) {
      const named = /^Guess (\d)\b/.exec(message);
      const pair = named && fields[Number(named[1]) - 1];
      const field = input || (pair && pair[/\b(colours?|black|purple|green)\b/.test(message) ? 1 : 0]);
      if (field) Puzzlers.markField(field, errorBox.id);
    }
    function unmark() {
      for (const field of fields.flat()) Puzzlers.markField(field); // (the message it pointed to is gone)
    }

    /** A field or the option changed: the link follows, and an answer to other guesses or colours goes. */
    function changed() {
      const now = writeShare();
      if (answered === null || answered === now) return;
      runner.forget(); // an answer (or error) still to come is the guesses' before: it must not show
      answered = null;
      found = null; // (the sheet said the answer of the guesses before)
      runner.showError("");
      unmark();
      list.replaceChildren();
      summary.textContent = "Changed: press Find the answer (or Enter) for these guesses.";
    }

    /** Answers the fields; `show`: the answer is scrolled into view (not when a link for another game opens);
     *  `asked`: by the reader (not a link), who is told of an answer slow to come. Resolves to true once answered,
     *  false when no answer fits (said), undefined for a field to fill in. */
    async function solve(show = true, asked = true) {
      const key = writeShare();
      answered = key;
      found = null;
      list.replaceChildren();
      unmark();
      for (const [n, [g, f]] of fields.entries()) {
        if (!g.value.trim()) return showProblem(`Guess ${n + 1}: type the equation the game shows.`, show && g);
        if (!f.value.trim()) {
          return showProblem(`Guess ${n + 1}: type its colours, one letter per tile (G, P, B).`, show && f);
        }
      }
      // shown, not said (a screen reader heard "Looking…" before every answer); said once by the runner when the
      // answer is asked for and still not there after a second
      Puzzlers.working(summary, "Looking…");
      found = null;
      const turns = fields.map(([g, f]) => ({ guess: asTiles(g.value.trim()), feedback: f.value.trim() }));
      const result = await runner.run("nerdle", "instant", { turns, commutative: commutative.checked },
                                      { slow: asked ? "Looking…" : "" });
      if (answered !== key) return; // the fields changed meanwhile: this answer is not theirs
      if (!result) { // the message says why (no answer fits these colours, say): in view with it, as an answer is
        summary.textContent = "No answer yet: see the message above.";
        if (!errorBox.hidden) mark(errorBox.textContent);
        if (show) Puzzlers.reveal(runner.element, { until: summary });
        return false;
      }
      // Two or three left are named here, as the board names a finished game's last few: a screen reader heard
      // the count alone, the answers being in the list below
      const named = result.count <= 3 && result.candidates.length >= result.count
        ? `: ${PuzzlersTiles.orList(result.candidates.slice(0, result.count))}` : "";
      // (a live region: its equations said in words, "1 times 10-4=6", where a screen reader said "1 star 10")
      summary.replaceChildren(...Puzzlers.inWords(el("span", {}, result.answer
        ? `The answer: ${result.answer}`
        : `${plural(result.count, "answer")} still possible${result.count > result.candidates.length
          ? ` (the first ${result.candidates.length} listed)` : named}.`)));
      list.replaceChildren(...result.candidates.map((c) => el("li", {}, el("code", {}, c))));
      found = result;
      if (show) Puzzlers.reveal(summary, { until: list });
      return true;
    }

    /** What is missing said; the focus goes to `input`, the field to fill in (none for a link of another game). */
    function showProblem(message, input) {
      runner.forget(); // an earlier request's error would come over this
      runner.showError(message);
      mark(message, input || null);
      summary.textContent = "No answer yet: see the message above.";
      if (input) input.focus();
    }

    // On a touch screen the answer (or what says there is none) takes the focus once it is there, and the keyboard
    // that hid it closes: its list when it has one, the answer line saying itself (a live region; focused at once,
    // it read the line before, then "Looking…", then the answer). A field to fill in has the focus already.
    // A message about a field (Python's: "Guess 1 (…): colours need 8 letters") takes a keyboard's focus there, as
    // a field left empty does (it stayed on the button or the option pressed, four stops away)
    const onSubmit = (event) => {
      event.preventDefault();
      const from = document.activeElement;
      solve().then((answered) => {
        const wrong = answered === false && fields.flat().find((f) => f.getAttribute("aria-invalid") === "true");
        if (wrong) Puzzlers.focusField(wrong, from);
        if (answered !== undefined) Puzzlers.keyboardAway(answered && list.childElementCount ? list : summary);
      });
    };
    // Enter (a phone's Next) in a field with a later one still empty goes on to it, with no word: the colours
    // field next was marked in red, "Guess 1: type its colours…", at each field's Enter
    const onEnter = (event) => {
      const order = fields.flat();
      const at = order.indexOf(event.target);
      if (event.key !== "Enter" || event.isComposing || event.keyCode === 229 || at < 0) return; // (229: an IME's)
      const next = order.slice(at + 1).find((input) => !input.value.trim());
      if (!next) return; // the form's own Enter: the answer is looked for
      event.preventDefault();
      next.focus();
    };
    form.addEventListener("keydown", onEnter);
    form.addEventListener("submit", onSubmit);
    form.addEventListener("input", changed);
    commutative.addEventListener("change", changed);

    // Restore from the share link and answer at once.
    const get = Puzzlers.linkReader(share.read()); // １２ is 12
    const notes = [];
    commutative.checked = Puzzlers.linkFlag(get, "ic", notes);
    const flagNotes = notes.length; // the option's, said in any case (the fields' only with the answer)
    if (get("i")) {
      const turns = PuzzlersTiles.plusesBack(get("i")).split(","); // "12 35=47": a "+" the link did not escape
      turns.slice(0, 2).forEach((turn, n) => {
        const cut = turn.lastIndexOf(":");
        fields[n][0].value = cut < 0 ? turn : turn.slice(0, cut);
        fields[n][1].value = cut < 0 ? "" : turn.slice(cut + 1);
        // what is no Classic guess or colours is named (the fields take it, to be fixed there): "?i=junk" asked
        // only for the colours of guess 1
        const [guess, colours] = [fields[n][0].value.trim(), fields[n][1].value.trim()];
        if (guess && !/^[0-9+\-*/=]{8}$/.test(asTiles(guess))) {
          notes.push(`${Puzzlers.quoted(guess)} as guess ${n + 1} (8 of 0-9 + - * / =)`);
        }
        if (colours && !/^[GPB]{8}$/.test(PuzzlersTiles.linkColours(colours))) {
          notes.push(`${Puzzlers.quoted(colours)} as the colours of guess ${n + 1} (8 of G, P, B)`);
        }
      });
      if (turns.length > 2) notes.push(`${turns.length} guesses (the game shows 2; the first 2 are used)`);
    }
    // What the link held that could not be read, said after the answer to the rest
    // A link of this form's (its section named, or no other game's state with it) opens at the answer. A form half
    // filled (the address follows each key: a reload, Back) only gets its fields back: no answer is looked for, and
    // nothing is said, scrolled to or focused (the page jumped 4,100 px to an empty field, with an error).
    const mine = location.hash === "#instant-nerdle" || (!get("g") && !get("m"));
    const complete = fields.every(([g, f]) => g.value.trim() && f.value.trim());
    if (get("i") && complete) {
      solve(mine, false).then(() => {
        if (notes.length) runner.addError(Puzzlers.linkMessage(notes));
      });
    } else if (flagNotes) runner.addError(Puzzlers.linkMessage(notes.slice(0, flagNotes)));
    return () => {
      form.removeEventListener("submit", onSubmit);
      form.removeEventListener("keydown", onEnter);
      form.removeEventListener("input", changed);
      runner.dispose();
    };
  });
})();
