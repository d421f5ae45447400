// Matchsticks widget: type an equation (or move sticks by tap or keyboard) and see it drawn; solve it for k moves;
// generate a puzzle with exactly one solution and play it. Every tap is one call of the package's toggle
// (puzzlers.matchsticks.web.web_toggle); a move is two. The puzzle lives in the URL:
//   e = the equation (text or stick notation), k = sticks, m = mode (move|add|remove), option flags
//   ne lg tails seven one um lz, b = the board after hand-made moves (stick notation), s=1 when the solutions are
//   shown, and for a generated puzzle seed, kind and size (opening it regenerates it), n = the size of the set of
//   puzzles shown (a teacher's sheet) and i = the number of the puzzle on the board in its set (from 2).
// Set up once per page view (Puzzlers.mount). On a phone Solve and the answer sit right under the drawing; the
// options and the puzzle generator fold away below the answer. The parts: skeleton(host) builds the page's
// elements (ui); options/linkOf/restore read and write the share state; the board's stateless parts (drawing,
// taps, keys, names of sticks) are js/matchsticks-board.js; setup() holds the state in one object and the moves,
// the solutions and the puzzles.
// site/matchsticks.md holds a copy of the elements skeleton() makes (as they are before Python answers, disabled
// and inert), drawn with the page, so that nothing moves when this script replaces them: change one, change both
// (tests/e2e/test_matchsticks.py's layout-shift test fails otherwise).
(function () {
  "use strict";
  const { el, share, plural } = Puzzlers;
  const B = Puzzlers.matchsticksBoard;
  const MODULE = "matchsticks";
  const TOGGLES = [
    ["ne", "\u2260 comparator"], ["lg", "< and > comparators"], ["tails", "6 and 9 without tails too"],
    ["seven", "7 with 4 sticks too"], ["one", "1 on the left too"], ["um", "Unary minus"], ["lz", "Leading zeros"],
  ];
  const MODES = new Map([
    ["move", { label: "Move", verb: "moving", say: "Move", count: "Moves", done: "Moved" }],
    ["add", { label: "Add", verb: "adding", say: "Add", count: "Sticks added", done: "Added a stick" }],
    ["remove", { label: "Remove", verb: "taking away", say: "Take away", count: "Sticks removed",
                 done: "Took a stick away" }],
  ]);
  const KINDS = [["any", "any"], ["numbers", "numbers only"], ["symbols", "signs only"],
                 ["mixed", "numbers and signs"]];
  // The help line's words follow the last way a stick was chosen: a tap, a click or the keyboard (Enter on it).
  /** The answer's line while solutions are worked out (js/matchsticks-link.js writes it too, for a link's). */
  const SOLVING = "Solving\u2026";
  /** What a drawing cancelled with the run panel's Cancel returns (Solve, waiting for it, stops too). */
  const CANCELLED = Symbol("cancelled");
  const HINTS = {
    move: (a) => `${cap(a)} a stick to pick it up, then ${a} a free place to put it down.`,
    add: (a) => `${cap(a)} a free place to add a stick (${a} it again to take it back).`,
    remove: (a) => `${cap(a)} a stick to take it away (${a} its place again to put it back).`,
  };
  const cap = (text) => text[0].toUpperCase() + text.slice(1);
  /** The board's name, with what its sticks are for in the mode chosen (Move's words were said in every mode). */
  const BOARD_NAMES = {
    move: "The equation in matchsticks: pick a stick up, then put it on a free place",
    add: "The equation in matchsticks: put a stick on a free place",
    remove: "The equation in matchsticks: take a stick away",
  };
  const sticks = (n) => plural(n, "stick");
  // A set of puzzles for a class: at most this many at a time (the package's page limit is higher)
  const SET_MAX = 40;
  // The examples the empty board offers (share links: each loads a one-stick puzzle to play).
  const EXAMPLES = ["6+4=4", "5+7=2", "7+1=0"];

  Puzzlers.mount("matchsticks-widget", setup);

  // ---- the page skeleton ----------------------------------------------------------------------------------------
  /** The widget's elements, in their places under `host`; returns them by name. */
  function skeleton(host) {
    const ui = {};
    ui.input = el("input", { id: "ms-input", class: "pz-input", type: "text", autocomplete: "off",
                             autocorrect: "off", autocapitalize: "off", spellcheck: "false", maxlength: "200",
                             placeholder: "e.g. 6+4=4", "aria-label": "Equation" });
    ui.board = el("div", { id: "ms-board", class: "ms-board", role: "group",
                           "aria-label": "The equation in matchsticks: pick a stick up, then put it on a free place" });
    ui.count = el("span", { id: "ms-count", class: "ms-count" });
    ui.verdict = el("span", { id: "ms-verdict", class: "ms-verdict" });
    ui.live = el("p", { id: "ms-live", class: "pz-sr", role: "status", "aria-live": "polite" });
    ui.hint = el("p", { id: "ms-hint", class: "ms-hint" });
    ui.examples = el("p", { id: "ms-examples", class: "pz-examples ms-examples" },
      el("span", { class: "pz-examples-title" }, "Or try one:"),
      EXAMPLES.flatMap((e) => [" ", el("a", { class: "pz-example", href: `?e=${encodeURIComponent(e)}` }, e)]));
    const button = (id, label, extra = {}) => el("button", { id, class: "md-button", type: "button", ...extra }, label);
    ui.undo = button("ms-undo", "Undo");
    ui.reset = button("ms-reset", "Reset");
    ui.show = button("ms-show", "Show solution", { hidden: true });
    ui.solve = button("ms-solve", "Solve", { class: "md-button md-button--primary" });
    ui.generate = button("ms-generate", "Generate a puzzle");
    // With a set shown, the board's link is its puzzle's Play link, for a pupil: alone, without the moves made or the
    // solution shown (a teacher's Share under the board gave the whole set and its Answers); the set has its own.
    // It says the puzzle as the pupil will see it, numbered (its first puzzle's link said "Puzzle (seed 2024)"),
    // never the solution (shared after Show solution, the text gave it away).
    const aSet = () => new URL(location.href).searchParams.has("n");
    ui.share = Puzzlers.shareButton({ id: "ms-share", url: () => {
      const link = new URL(location.href);
      if (!aSet()) return link.href;
      for (const key of ["n", "b", "s"]) link.searchParams.delete(key);
      if (!link.searchParams.has("i")) link.searchParams.set("i", "1");
      return link.href;
    }, text: () => (aSet() && ui.pupilWords) || null });
    ui.shareSet = Puzzlers.shareButton({ id: "ms-share-set", labels: ["Share the set", "Copy the set's link"],
                                         text: () => ui.sheetTitle.textContent.replace(/:.*$/, ".") });
    ui.moves = el("select", { id: "ms-moves", class: "pz-input ms-select", "aria-label": "Sticks" },
      ["1", "2", "3"].map((n) => el("option", { value: n }, n === "1" ? "1 stick" : `${n} sticks`)));
    ui.mode = el("select", { id: "ms-mode", class: "pz-input ms-select", "aria-label": "Mode" },
      [...MODES].map(([value, m]) => el("option", { value }, m.label)));
    ui.checks = Object.fromEntries(TOGGLES.map(([key]) => [key,
      el("input", { type: "checkbox", id: `ms-${key}`, name: key })]));
    ui.kind = el("select", { id: "ms-kind", class: "pz-input ms-select", "aria-label": "Kind" },
      KINDS.map(([value, label]) => el("option", { value }, label)));
    // text fields with a keypad of digits, as every number field of the site: a number field emptied itself of an
    // Arabic keyboard's "٤٢" (and Generate then made a random seed's puzzle); a text field holds it as 42
    const numberField = (attrs) => el("input", { class: "pz-input pz-narrow", type: "text", inputmode: "numeric",
                                                  autocomplete: "off", ...attrs });
    ui.size = numberField({ id: "ms-size", maxlength: "4", value: "5", "aria-label": "Symbols" });
    ui.seed = numberField({ id: "ms-seed", class: "pz-input pz-narrow ms-seed", maxlength: "20", placeholder: "random",
                            "aria-label": "Seed" });
    ui.setSize = numberField({ id: "ms-set-size", maxlength: "4", value: "1", "aria-label": "Puzzles" });
    ui.summary = el("p", { class: "pz-summary", id: "ms-summary", "aria-live": "polite" });
    ui.list = el("ol", { class: "ms-solutions", id: "ms-solutions" });
    ui.more = el("p", { class: "pz-more", id: "ms-more" });
    const runBox = el("div", { class: "ms-run" });
    ui.optionsTitle = el("summary", { id: "ms-options-title" }, "Options");
    const optionsBox = el("details", { class: "pz-fold", id: "ms-options" }, ui.optionsTitle,
      el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Options"),
        el("label", { class: "ms-field" }, "Solve for ", ui.mode, " ", ui.moves),
        TOGGLES.map(([key, label]) => el("label", { class: "pz-check" }, ui.checks[key], " ", label))));
    const generator = el("details", { class: "pz-fold ms-generator", id: "ms-generator" },
      el("summary", {}, "Generate a puzzle"),
      el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Puzzle"),
        el("label", { class: "ms-field" }, "Kind ", ui.kind),
        el("label", { class: "ms-field" }, "Symbols ", ui.size),
        el("label", { class: "ms-field" }, "Seed ", ui.seed),
        el("label", { class: "ms-field" }, "Puzzles ", ui.setSize),
        ui.generate));
    // A set of puzzles (Puzzles above 1): each drawn, a link to play it alone, the answers folded, a print button
    ui.sheetTitle = el("p", { class: "ms-sheet-title" });
    ui.sheetList = el("ol", { class: "ms-sheet-list" });
    ui.answers = el("ol", { class: "ms-answers" });
    ui.print = button("ms-print", "Print the set");
    ui.sheet = el("section", { class: "ms-sheet", id: "ms-sheet", "aria-labelledby": "ms-sheet-heading", hidden: true },
      el("h2", { class: "ms-sheet-heading", id: "ms-sheet-heading" }, "Puzzle set"), ui.sheetTitle, ui.sheetList,
      // (on paper the answers' page says whose they are: a teacher with several sets could not tell)
      el("details", { class: "pz-fold ms-answers-fold" }, el("summary", {}, "Answers",
        ui.answersOf = el("span", { class: "ms-print-only" })), ui.answers,
        el("p", { class: "pz-note" }, NOTATION)),
      el("div", { class: "pz-actions" }, ui.print, ui.shareSet));
    if (Puzzlers.roomy()) optionsBox.open = generator.open = true;

    host.replaceChildren(el("div", { class: "pz-panel ms-panel" },
      el("label", { for: "ms-input", class: "pz-label pz-sr" }, "Equation"), ui.input,
      ui.board, ui.examples,
      // the line of the moves and the verdict under the buttons: a verdict that wraps to two or three lines ("Not an
      // equation yet: cell 2 is no symbol yet." on a phone) moves nothing a finger is on (above the buttons, it
      // pushed them 34 px down after a move, Undo away from the finger coming back for it)
      el("div", { class: "pz-actions ms-actions" }, ui.solve, ui.undo, ui.reset, ui.show, ui.share),
      ui.play = el("p", { class: "ms-play" }, ui.count, " ", ui.verdict),
      ui.live,
      runBox));
    ui.runner = Puzzlers.runner(runBox);
    host.append(ui.summary, ui.hint, ui.list, ui.more, ui.sheet,
                el("div", { class: "pz-panel ms-more-panel" }, optionsBox, generator));
    return ui;
  }

  // ---- options and the share state ------------------------------------------------------------------------------
  /** The package's options for the boxes ticked (null: the defaults). */
  function options(ui) {
    const c = ui.checks;
    const o = {};
    const comparators = "=" + (c.ne.checked ? "\u2260" : "") + (c.lg.checked ? "<>" : "");
    if (comparators !== "=") o.comparators = comparators;
    if (c.tails.checked) o.tails = "both";
    if (c.seven.checked) o.seven = "both";
    if (c.one.checked) o.one = "both";
    if (c.um.checked) o.unary_minus = true;
    if (c.lz.checked) o.leading_zeros = true;
    return Object.keys(o).length ? o : null;
  }

  const modeOf = (ui) => MODES.get(ui.mode.value) || MODES.get("move");

  /** The fold's title says what Solve does and which options are on: "Move 1 stick · Unary minus". */
  function optionsTitle(ui) {
    const on = TOGGLES.filter(([key]) => ui.checks[key].checked).map(([, label]) => label);
    return [`${modeOf(ui).say} ${sticks(Number(ui.moves.value))}`, ...on].join(" \u00b7 ");
  }

  /** The share state (see the top of this file) of the page as it is. */
  function linkOf(ui, state) {
    const k = Number(ui.moves.value);
    const mode = ui.mode.value === "move" ? "" : ui.mode.value;
    const s = { e: ui.input.value.replace(/\s/g, ""), k: k === 1 ? "" : k, m: mode }; // (spaces: see restore)
    for (const [key] of TOGGLES) s[key] = ui.checks[key].checked;
    const p = state.puzzle;
    if (p) {
      Object.assign(s, { seed: p.seed, kind: p.kind === "any" ? "" : p.kind, size: p.size,
                         n: state.set ? state.set.result.puzzles.length : "",
                         i: p.index || p.numbered ? p.index + 1 : "" });
    }
    const { start, now } = state;
    s.b = start && now && state.history.length && now.sticks !== start.sticks ? now.sticks : "";
    s.s = state.shown;
    return s;
  }

  /** Set the controls from the share link; anything unknown or malformed falls back to the default. Returns what
   *  the link asks to show: {equation, seed, board, solutions}, and what could not be read (notes for the user). */
  function restore(ui) {
    const get = Puzzlers.linkReader(share.read());
    const notes = [];
    const check = (key, ok, what) => {
      if (get(key) && !ok(get(key))) notes.push(`${Puzzlers.quoted(get(key))} as ${what}`);
      return !!get(key) && ok(get(key));
    };
    // the link holds the equation without spaces (Python reads none): a space between digits is a `+` typed into a
    // link by hand (6+4=4), which the address reads as a space
    ui.input.value = get("e").replace(/(\d) +(?=\d)/g, "$1+");
    ui.moves.value = check("k", (v) => ["1", "2", "3"].includes(v), "the number of moves (1 to 3)") ? get("k") : "1";
    ui.mode.value = check("m", (v) => MODES.has(v), "the mode (move, add or remove)") ? get("m") : "move";
    for (const [key] of TOGGLES) ui.checks[key].checked = Puzzlers.linkFlag(get, key, notes);
    if (check("kind", (v) => KINDS.some(([value]) => value === v), "the kind of puzzle")) ui.kind.value = get("kind");
    // (the generator's range: a link's size=99 drew nothing, said only "The number of symbols must be 3 to 15.")
    if (check("size", (v) => /^\d{1,2}$/.test(v) && v >= 3 && v <= 15, "the number of symbols (3 to 15)")) {
      ui.size.value = get("size");
    } else if (get("size")) ui.size.value = "5";
    const seed = check("seed", (v) => /^\d{1,15}$/.test(v), "the seed") ? get("seed") : "";
    if (seed) ui.seed.value = seed;
    const board = check("b", (v) => /^[a-z|]{1,200}$/.test(v), "the board's sticks") ? get("b") : "";
    const counted = check("n", (v) => /^\d{1,2}$/.test(v) && v >= 1 && v <= SET_MAX,
                          `the number of puzzles (1 to ${SET_MAX})`);
    const count = counted ? Number(get("n")) : 1;
    if (seed) ui.setSize.value = String(count);
    const numbered = check("i", (v) => /^\d{1,2}$/.test(v) && v >= 1 && v <= (count > 1 ? count : SET_MAX),
                           "the puzzle's number in its set");
    const index = numbered ? Number(get("i")) - 1 : 0;
    if (!seed && (get("n") || get("i"))) notes.push("a set's puzzles (n= and i=) without its seed");
    // a link cut short in its last setting ("...&tai" for "...&tails=1"): that setting was lost without a word
    notes.push(...Puzzlers.linkCut());
    ui.optionsTitle.textContent = optionsTitle(ui);
    // n= is a set's, even of one puzzle (a set of 4 cut short after 1 by the step limit opened as a puzzle alone)
    return { equation: ui.input.value, seed, board, count, set: !!seed && counted, index, numbered,
             solutions: Puzzlers.linkFlag(get, "s", notes), notes,
             otherPuzzle: !!get("i") && !numbered }; // a puzzle's number not read: another one is shown
  }

  // ---- the result panel -----------------------------------------------------------------------------------------
  // A solve lists up to 200 solutions, each with its drawing: put in all at once, the drawings of a long equation
  // held a phone's page for seconds (88+88+88=88+888 moving 3 sticks: 4.1 MB of SVG, 56,800 elements, 1.1 s to
  // read and 2 s to lay out at CPU x4). The first DRAWN_AT_ONCE are drawn with the list; each other one when its
  // place comes within a screen of the view (or the page is printed), the place keeping the drawing's size.
  const DRAWN_AT_ONCE = 12;
  const unseen = new WeakMap(); // place -> its drawing, not yet put in
  const nearView = typeof IntersectionObserver === "function" ? new IntersectionObserver(
    (entries) => entries.forEach((e) => { if (e.isIntersecting) putDrawing(e.target); }), { rootMargin: "100% 0px" })
    : null;
  function putDrawing(picture) {
    if (nearView) nearView.unobserve(picture);
    if (!unseen.has(picture)) return;
    picture.innerHTML = unseen.get(picture); // drawn by puzzlers.matchsticks.svg, text escaped there
    unseen.delete(picture);
    for (const name of ["role", "aria-label", "style"]) picture.removeAttribute(name);
    picture.classList.remove("ms-unseen");
  }
  window.addEventListener("beforeprint", () => { // (a set of puzzles is printed alone, without the solutions)
    if (!document.documentElement.classList.contains("ms-set-shown")) {
      document.querySelectorAll(".ms-unseen").forEach(putDrawing);
    }
  });

  function solutionItem(s, index = 0) {
    const picture = el("div", { class: "ms-picture" });
    const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(s.svg);
    if (index < DRAWN_AT_ONCE || !nearView || !box) {
      picture.innerHTML = s.svg; // drawn by puzzlers.matchsticks.svg, text escaped there
    } else { // the drawing's place: its size (css: width as the drawing's), named as the drawing is
      picture.classList.add("ms-unseen");
      picture.setAttribute("role", "img");
      picture.setAttribute("aria-label", s.equation);
      picture.style.aspectRatio = `${box[1]} / ${box[2]}`;
      unseen.set(picture, s.svg);
      nearView.observe(picture);
    }
    return el("li", { class: "ms-solution", dataset: { equation: s.equation } },
      picture,
      el("div", { class: "ms-about" },
        el("code", { class: "ms-equation" }, s.equation), " ",
        el("code", { class: "ms-action", title: "sticks put on, taken off" }, s.action), " ",
        el("code", { class: "ms-notation", title: "where: + put on, - taken off, w moved within; " +
                                                   "N a digit, O an operator, C the comparator, E an empty cell" },
           s.notation),
        el("ul", { class: "ms-how" }, s.moves.map((m) => el("li", {}, m.text)))));
  }

  /** The package's message in the page's words: a comparator not switched on is switched on by its box in Options
   *  (the package names its option, `comparators`, which the command line has and the page has not). */
  function pageWords(message) {
    const unknown = /^(the comparator '(.)' is not enabled); enable it with the comparators option \(now '.*'\)$/;
    return message.replace(unknown, (text, said, symbol) => {
      const box = TOGGLES.find(([key]) => key === (symbol === "\u2260" ? "ne" : "lg"));
      return symbol === "=" || !box ? text : `${said}; tick \u201c${box[1]}\u201d in Options`;
    });
  }

  /** Said under the solutions (a phone shows no tooltip): how to read each one's notation. */
  const NOTATION = "Notation: + a stick put on, - one taken off, w one moved within a symbol; N a digit, O an "
    + "operator, C the comparator, E an empty cell.";

  /** The line under the board: whether the equation holds (and, in a puzzle, whether it is solved). */
  function verdictOf(state, n) {
    const { now, puzzle } = state;
    if (now.equation === null || now.error) {
      // (not the equation again, which is drawn above: "; '123+45' has 0" took the line to four lines on a phone
      // while an equation was typed, and the hint and options under it jumped up when the = came)
      const why = now.error && now.error.replace(/; '[^']*' has \w+$/, "");
      return [why ? `Not an equation yet: ${why}.` : "Not an equation yet.", "unfinished"];
    }
    if (puzzle && now.equation === puzzle.solution.equation && n === puzzle.moves) {
      return [`Solved! ${now.equation} is the one solution.`, "solved"];
    }
    const mark = now.correct ? "correct" : "wrong";
    if (puzzle && now.correct && state.history.length) {
      return [`${now.equation} is correct, but the puzzle asks for ${MODES.get(puzzle.mode).verb} ` +
              `exactly ${sticks(puzzle.moves)}.`, mark];
    }
    return [`${now.equation} is ${now.correct ? "correct" : "not correct"}.`, mark];
  }

  /** What a screen reader hears after a change: "Moved: 6+4=4 → 0+4=4; the equation is true." */
  function changeSaid(verb, before, after, state) {
    const text = (d) => (d.equation === null || d.error ? "not an equation" : d.equation);
    if (after.equation === null || after.error) return `${verb}: ${text(before)} \u2192 not an equation yet.`;
    const what = state.puzzle && after.equation === state.puzzle.solution.equation ? "the equation is true: solved"
      : `the equation is ${after.correct ? "true" : "false"}`;
    return `${verb}: ${text(before)} \u2192 ${after.equation}; ${what}.`;
  }

  // ---- the widget -----------------------------------------------------------------------------------------------
  function setup(host) {
    const ui = skeleton(host);
    const { board, runner } = ui;
    // start: the drawing of the equation typed (or generated), now: the drawing now, history: the drawings before
    // each move (for Undo). A drawing is web_draw's or web_toggle's answer: {svg, equation, sticks, correct}.
    // held: {cell, position} of the stick picked up; place: the stick or place the keyboard is on; puzzle: a
    // generated puzzle being played {equation, moves, mode, kind, seed, size, solution, index (in its set)};
    // set: the set of puzzles shown {result, args}: web_generate's answer and its question (null: none); shown:
    // solutions shown.
    const state = { start: null, now: null, history: [], held: null, place: null, puzzle: null, shown: false,
                    set: null, busy: false, drawToken: 0, timer: null, alive: true, keys: false, undrawable: "",
                    moving: null, drawing: null, waitSaid: false, generating: null, nextTap: null, typedSay: false };
    // keys: the last stick was chosen with the keyboard (the help line then says "press Enter on", not "tap");
    // generating: the puzzles being made ({dropped}), until they are on the board or given up; typedSay: the board
    // is drawn for an equation typed (its verdict is said, once the typing pauses)
    const act = () => (state.keys ? "press Enter on" : matchMedia("(pointer: coarse)").matches ? "tap" : "click");

    /** The address holds the page's state; `push`: as a new entry of the history (a puzzle of the set played:
     *  Back returns to the one before, js/kit.js setting the widget up again from the address). */
    function writeLink(push = false) {
      if (!state.alive) return;
      share.write(linkOf(ui, state), { push });
      ui.optionsTitle.textContent = optionsTitle(ui);
    }

    const say = (text) => { ui.live.textContent = text; };
    // The verdict on an equation typed ("6+4=4 is not correct."), said once the typing pauses (typing was silent
    // until Enter); not when a link or an example draws the board, which says itself otherwise.
    const speaker = Puzzlers.settledAnnouncer((text) => state.alive && ui.verdict.textContent === text);

    // A message about a field (the equation typed, a number of the generator) marks the field (aria-invalid, a red
    // border) and ties the message to it (aria-describedby), so that a screen reader says it with the field; the
    // mark goes with the message (hidden, replaced, or the board drawn again without it).
    const errorBox = runner.element.querySelector(".pz-error");
    errorBox.id = "ms-error";
    const faults = new Map(); // field: {message, text}: the message shown about it, and its words then
    function markFault(field, message) {
      faults.set(field, { message, text: message.textContent });
      Puzzlers.markField(field, message.id);
    }
    const faultWatch = new MutationObserver(() => {
      for (const [field, { message, text }] of faults) {
        // (a link's notes added after the message keep it: the field's mark stays while its message shows)
        if (message.isConnected && !message.hidden && message.textContent.startsWith(text)) continue;
        faults.delete(field);
        Puzzlers.markField(field);
      }
    });
    faultWatch.observe(host, { subtree: true, childList: true, characterData: true, attributeFilter: ["hidden"] });

    /** Solve or Generate pressed with a key (`event.detail` 0: no pointer's click) starts work that may be long,
     *  whose Cancel shows at the top of the widget (Generate's was 16 Shift+Tabs away): the focus goes to Cancel
     *  as it shows, and back to the button once the work is over (the runner leaves it on its panel, which stays).
     *  Returns the function that ends this, to call when the work is over. */
    function cancelAtHand(button, event) {
      if (!event || event.detail !== 0 || document.activeElement !== button) return () => {};
      const panel = runner.element;
      const cancel = panel.querySelector(".pz-cancel");
      // the focus is still where the work left it: on the button, on Cancel, or on the panel after it (or the page,
      // once Cancel had it: not a click on the page's text, meanwhile, which put it there)
      let held = false;
      const ours = () => [button, cancel, panel].includes(document.activeElement)
        || (held && [document.body, null].includes(document.activeElement));
      const watch = new MutationObserver(() => {
        if (cancel.hidden || !ours()) return;
        cancel.focus({ preventScroll: true }); // brought into view smoothly (an instant jump, from Generate below)
        held = true;
        Puzzlers.reveal(cancel);
      });
      watch.observe(cancel, { attributeFilter: ["hidden"] });
      return () => {
        watch.disconnect();
        if (state.alive && ours() && document.activeElement !== button) button.focus({ preventScroll: true });
      };
    }

    /** The states of the places a tap or the keyboard acts on now ("taken": a place whose stick was taken away by
     *  hand, in Remove mode, where a tap puts it back). */
    function wanted() {
      if (ui.mode.value === "remove") return ["on", "taken"];
      if (ui.mode.value === "move" && !state.held) return ["on"];
      return ["on", "slot"];
    }

    /** The empty board's place shows the examples, until an equation is typed, generated or drawn. */
    function showExamples() {
      const empty = !state.now && !state.busy && !ui.input.value.trim();
      ui.examples.hidden = !empty;
      board.hidden = empty;
    }

    function showBoard() {
      showExamples();
      const { now } = state;
      state.held = null;
      board.classList.remove("ms-holding");
      if (!now) {
        B.show(board, "");
        ui.count.textContent = "";
        ui.verdict.textContent = "";
        ui.verdict.dataset.state = "";
        for (const button of [ui.undo, ui.reset]) Puzzlers.setDisabled(button, true, ui.share);
        return;
      }
      const hadFocus = board.contains(document.activeElement);
      B.show(board, now.svg);
      markTaken();
      const stop = B.prepare(board, wanted(), state.place, null);
      if (hadFocus && stop) stop.focus();
      const n = B.distance(state.start, now, state.history.length);
      // in a puzzle, what it asks, in view right under the buttons (the summary's sentence is further down: below the
      // screen of a phone held sideways)
      ui.count.textContent = `${modeOf(ui).count}: ${n}${state.puzzle ? ` of ${state.puzzle.moves}` : ""}.`;
      for (const button of [ui.undo, ui.reset]) Puzzlers.setDisabled(button, state.history.length === 0, ui.share);
      [ui.verdict.textContent, ui.verdict.dataset.state] = verdictOf(state, n);
      ui.hint.textContent = HINTS[ui.mode.value](act());
      board.setAttribute("aria-label", BOARD_NAMES[ui.mode.value]);
    }

    /** `back`: Escape put the stick back, and the keyboard's focus goes to it (state.place). */
    function setHeld(next, back = false) {
      state.held = next;
      for (const node of board.querySelectorAll(".ms-held")) node.classList.remove("ms-held");
      board.classList.toggle("ms-holding", !!next);
      const focused = document.activeElement && document.activeElement.closest
        && document.activeElement.closest(".ms-stick");
      // a free place the keys cannot use now (Escape on the way to put the stick down): the focus goes to the stop
      const usable = !back && !!focused && wanted().includes(focused.dataset.state);
      const stop = B.prepare(board, wanted(), usable ? placeOf(focused) : state.place, next);
      if (next) {
        const stick = board.querySelector(`.ms-stick[data-cell="${next.cell}"][data-position="${next.position}"]`);
        if (stick) stick.classList.add("ms-held");
      }
      if (focused && stop && (!usable || !board.contains(document.activeElement))) stop.focus();
    }

    /** In Remove mode the free places whose sticks were taken away by hand are "taken": a tap puts a stick back
     *  there (a tap on a free place never takes away the stick beside it). */
    function markTaken() {
      if (ui.mode.value !== "remove" || !state.start || !state.history.length) return;
      for (const stick of board.querySelectorAll('.ms-stick[data-state="slot"]')) {
        const { cell, position } = placeOf(stick);
        if (startHas(cell, position)) stick.dataset.state = "taken";
      }
    }

    const placeOf = (stick) => ({ cell: Number(stick.dataset.cell), position: stick.dataset.position });

    /** Lit sticks of a cell in the drawing shown. */
    function litIn(cell) {
      return board.querySelectorAll(`.ms-stick[data-cell="${cell}"][data-state="on"]`).length;
    }

    /** The rank of a cell among the drawing's non-empty cells (empty cells come and go as sticks move). */
    function rankOf(root, cell) {
      return [...root.querySelectorAll(".ms-cell:not([data-empty])")].findIndex((n) => Number(n.dataset.cell) === cell);
    }

    /** A move, or Solve right after it: Solve waits for the move (their requests share the runner, whose newer one
     *  made the move's answer count for nothing: the stick stayed held, and no word said so). */
    async function change(taps, verb) {
      const work = changeNow(taps, verb);
      state.moving = work;
      try { await work; } finally { if (state.moving === work) state.moving = null; }
      // the tap that came meanwhile, on the same place of the board drawn again (not if its cells changed)
      const next = state.nextTap;
      state.nextTap = null;
      if (!next || !state.alive || state.moving || board.querySelectorAll(".ms-cell").length !== next.cells) return;
      const stick = board.querySelector(`.ms-stick[data-cell="${next.cell}"][data-position="${next.position}"]`);
      if (stick) tap(stick);
    }
    /** Apply taps (each {cell, position} of the drawing shown) through the package's toggle; a move is the put-down
     *  first (it never empties a cell), then the pick-up, found again by its rank among the non-empty cells. */
    async function changeNow(taps, verb) {
      for (const t of taps) {
        const stick = board.querySelector(`.ms-stick[data-cell="${t.cell}"][data-position="${t.position}"]`);
        if (!ui.checks.um.checked && stick?.dataset.state === "on" && litIn(t.cell) === 1
            && !taps.some((u) => u !== t && u.cell === t.cell)) {
          ui.hint.textContent = `That would empty cell ${t.cell + 1}: a symbol can change but not vanish.`;
          say(ui.hint.textContent);
          return;
        }
      }
      state.busy = true;
      try {
        let drawing = state.now;
        let root = board;
        for (let i = 0; i < taps.length; i++) {
          let { cell, position } = taps[i];
          if (i > 0) {
            const rank = rankOf(board, cell) + (taps[0].empty && taps[0].cell < cell ? 1 : 0);
            const cellNode = root.querySelectorAll(".ms-cell:not([data-empty])")[rank];
            if (!cellNode) return;
            cell = Number(cellNode.dataset.cell);
          }
          const result = await runner.run(MODULE, "toggle", { equation: drawing.sticks, cell, position,
                                                               options: options(ui) });
          if (!result || !state.alive) return;
          if (!result.sticks) {
            ui.hint.textContent = "Leave at least one stick.";
            say(ui.hint.textContent);
            return;
          }
          drawing = result;
          root = document.createElement("div");
          root.innerHTML = result.svg;
        }
        const before = state.now;
        state.history.push(before);
        state.now = drawing;
        state.place = { cell: taps[0].cell, position: taps[0].position };
        writeLink();
        showBoard();
        // the line of the moves and the verdict, under the buttons, in view with the board (on a phone held sideways
        // it was below the screen); only once the move is made: a stick picked up moves nothing under the finger
        Puzzlers.reveal(board, { until: ui.play });
        say(changeSaid(verb, before, drawing, state));
      } finally {
        state.busy = false;
        unwait();
      }
    }

    /** The help line said to wait: the work is done, it says what to do again. */
    function unwait() {
      if (!state.waitSaid || !state.alive) return;
      state.waitSaid = false;
      if (state.now) ui.hint.textContent = HINTS[ui.mode.value](act());
    }

    /** A tap on a stick or a free place (or Enter/Space on it). */
    function tap(stick) {
      if (!state.now) return;
      if (state.busy) { // said, not dropped without a word (a Solve of 8888=8888 takes seconds)
        // A tap while a move is being made (a fraction of a second) is made after it: two sticks tapped quickly
        // in Remove mode took the first only, in 1 of 4 tries, the "Wait" gone before it could be read
        if (state.moving) {
          const place = placeOf(stick); // (not a double tap on the place being changed: it would undo the change)
          const same = state.place && state.place.cell === place.cell && state.place.position === place.position;
          if (!same) state.nextTap = { ...place, cells: board.querySelectorAll(".ms-cell").length };
          return;
        }
        ui.hint.textContent = "Wait for the answer being worked out (or cancel it) first.";
        say(ui.hint.textContent);
        state.waitSaid = true;
        return;
      }
      const { cell, position } = placeOf(stick);
      const lit = stick.dataset.state === "on";
      const mode = ui.mode.value;
      state.place = { cell, position };
      if (mode === "add") {
        if (lit && state.start && startHas(cell, position)) {
          ui.hint.textContent = `In this mode sticks are only added: ${act()} a free place.`;
          say(ui.hint.textContent);
          return;
        }
        change([{ cell, position }], lit ? "Took the added stick back" : MODES.get("add").done);
        return;
      }
      if (mode === "remove") {
        if (stick.dataset.state === "taken") {
          change([{ cell, position }], "Put the stick back");
          return;
        }
        if (!lit) {
          ui.hint.textContent = `In this mode sticks are only taken away: ${act()} a stick.`;
          say(ui.hint.textContent);
          return;
        }
        change([{ cell, position }], MODES.get("remove").done);
        return;
      }
      const { held } = state;
      if (lit) {
        const same = held && held.cell === cell && held.position === position;
        setHeld(same ? null : { cell, position });
        ui.hint.textContent = state.held ? `Now ${act()} a free place to put the stick there (or ${act()} it again `
          + "to put it back)." : HINTS.move(act());
        say(state.held ? `Picked up ${B.describe(stick)}.` : "Put the stick back.");
        return;
      }
      if (!held) {
        ui.hint.textContent = `First ${act()} a stick to pick it up.`;
        say(ui.hint.textContent);
        return;
      }
      const empty = !!board.querySelector(`.ms-cell[data-cell="${cell}"][data-empty]`);
      change([{ cell, position, empty }, held], MODES.get("move").done);
    }

    /** Escape: put a stick picked up back. */
    function cancel() {
      if (!state.held) return false;
      state.place = { cell: state.held.cell, position: state.held.position };
      setHeld(null, true); // the focus goes back to the stick, from wherever the keys had taken it
      ui.hint.textContent = HINTS.move(act());
      say("Put the stick back.");
      return true;
    }

    /** Whether the start had a stick at this place (only meaningful while the cells line up). */
    function startHas(cell, position) {
      const a = B.cellsOf(state.start.sticks);
      const b = B.cellsOf(state.now.sticks);
      return a.length === b.length && a[cell] !== undefined && a[cell].has(position);
    }

    board.addEventListener("click", (event) => {
      if (event.detail === 0) { // no pointer: a screen reader activating a stick or place (keys call tap directly)
        const target = event.target.closest && event.target.closest(".ms-stick");
        state.keys = true;
        if (target) tap(target);
        return;
      }
      state.keys = false;
      const stick = B.stickAt(board, event.clientX, event.clientY, wanted());
      if (stick) tap(stick);
    });
    B.keys(board, { wanted, activate: (stick) => { state.keys = true; tap(stick); },
             cancel: () => { state.keys = true; return cancel(); } });
    // The board itself can take the focus (not in the Tab order): for an example tapped, or Back with a stick
    // focused (js/kit.js examples, popstate), while its sticks are not drawn yet; showBoard then gives it to its
    // tab stop (the focus fell to the page's start)
    board.tabIndex = -1;

    function undo() {
      if (!state.history.length || state.busy) return;
      const before = state.now;
      // a link's moves are one step: it holds the board, not their order (one Undo went from "Moves: 2" to 0
      // unsaid)
      const together = state.history.length === 1 ? B.distance(state.start, before, 1) : 1;
      state.now = state.history.pop();
      writeLink();
      showBoard();
      const note = together > 1 ? `Undo took back the link's ${together} changes at once: a link holds the board, `
        + "not the order of its moves." : "";
      if (note) ui.hint.textContent = note;
      say(`${note ? `${note} ` : ""}${changeSaid("Undone", before, state.now, state)}`);
    }

    function reset() {
      if (!state.start || state.busy) return;
      const before = state.now;
      state.history = [];
      state.now = state.start;
      writeLink();
      showBoard();
      say(changeSaid("Reset", before, state.now, state));
    }

    /** A long equation: its verdict line ("Moves: 0. 12345+67890=11111 is not correct.") takes two lines on a
     *  phone, kept from when the equation is typed or opened, not from when the verdict comes (it pushed the
     *  answer under it 33 px down then; the buttons are above it, where no verdict moves them). */
    function fitPlay() {
      ui.play.classList.toggle("ms-long", ui.input.value.trim().length >= 8);
    }

    /** Why the board `moved` (a drawing, or null: not drawn) cannot follow `start` in the mode chosen, or "". The
     *  moves of a mode must be able to make it: moving keeps the number of sticks, adding only adds and removing
     *  only removes (an edited link could show any equation as solved). */
    function boardFault(start, moved, whose) {
      const count = (d) => (d.sticks.match(/[a-z]/g) || []).length;
      const more = moved ? count(moved) - count(start) : 0;
      if (moved && { move: more === 0, add: more > 0, remove: more < 0 }[ui.mode.value]) return "";
      const rule = { move: "moving keeps the start's", add: "adding needs more than the start's",
                     remove: "removing needs fewer than the start's" }[ui.mode.value];
      const why = moved ? ` (its board has ${sticks(count(moved))}; ${rule} ${count(start)})` : "";
      return `The moves ${whose} could not be drawn${why}; the board shows the start.`;
    }

    /** Draw the typed equation as the new start (a typed equation ends a generated puzzle); then a board: a link's
     *  (b=), or the moves made before an option or the mode changed. Solve waits for a drawing under way (state.
     *  drawing): its request, newer, made the drawing's answer count for nothing (the board went blank, its
     *  solutions under it, when Solve was pressed while Python was still loading). */
    async function draw(boardSticks, whose = "in this link") {
      const work = drawNow(boardSticks, whose);
      state.drawing = work;
      try { return await work; } finally { if (state.drawing === work) state.drawing = null; }
    }
    async function drawNow(boardSticks, whose) {
      clearTimeout(state.timer);
      state.timer = null;
      const typed = state.typedSay; // (its verdict is said: this drawing's only, an equation typed since has its own)
      state.typedSay = false;
      dropGeneration();
      const token = ++state.drawToken;
      const text = ui.input.value.trim();
      showExamples();
      fitPlay();
      if (!text) {
        state.start = state.now = null;
        state.history = [];
        runner.showError("");
        writeLink();
        showBoard();
        ui.hint.textContent = "Type an equation such as 6+4=4, or generate a puzzle.";
        return;
      }
      // What was typed cannot be drawn: the board says why in its place, under the input (above a phone's keyboard,
      // with no blank board between them), instead of the run panel under the buttons
      let undrawable = "";
      const explain = (message) => {
        undrawable = pageWords(message);
        return "";
      };
      // nothing drawn yet and Python still on its way (a first visit's download takes a minute on a slow phone
      // line): the equation in the board's place, not an empty board with Undo and Reset as if usable
      if (!state.now && Puzzlers.status.state !== "ready") {
        board.replaceChildren(el("p", { class: "ms-pending" }, el("span", { class: "ms-pending-equation" }, text),
                                 " Its sticks are drawn once Python is ready."));
        for (const button of [ui.undo, ui.reset]) Puzzlers.setDisabled(button, true, ui.share);
      }
      const result = await runner.run(MODULE, "draw", { equation: text, options: options(ui), interactive: true },
                                      { explain });
      if (token !== state.drawToken || !state.alive) return;
      state.start = state.now = result || null;
      state.history = [];
      if (result && boardSticks && boardSticks !== result.sticks) {
        const moved = await runner.run(MODULE, "draw", { equation: boardSticks, options: options(ui),
                                                          interactive: true });
        if (token !== state.drawToken || !state.alive) return;
        const fault = boardFault(result, moved, whose);
        if (!fault) {
          state.history = [state.start];
          state.now = moved;
        } else runner.showError(fault);
      }
      writeLink();
      showBoard();
      // the field typed in and what it drew under it, as far as the screen above a phone's keyboard holds them (held
      // sideways, the field was half under the keyboard, the board and the verdict under it)
      if (typed && document.activeElement === ui.input) Puzzlers.reveal(ui.input, { until: ui.play });
      if (typed && result) speaker.say(ui.verdict.textContent);
      // an alert only when it says something new: typed on (6+a, 6+a=, 6+a=b), the board is drawn again at each
      // pause, and a screen reader said the same message each time
      const said = !result && undrawable ? Puzzlers.sentence(undrawable) : "";
      if (said) {
        const message = el("p", { class: "pz-error ms-undrawable", id: "ms-input-error", dataset: { equation: text },
                                  role: said === state.undrawable ? null : "alert" }, said);
        board.append(message);
        markFault(ui.input, message);
      }
      state.undrawable = said;
      // no drawing and no reason: its request was cancelled (the run panel says "Cancelled."), the board left empty
      if (!result) ui.hint.textContent = undrawable ? "" : `${text} is not drawn: press Solve to draw it and solve it.`;
      return !result && !undrawable ? CANCELLED : undefined;
    }

    /** A drawing asked for (an equation typed, an example, an option changed) while puzzles are being made: the
     *  user has moved on, and the puzzles, not shown yet, would be thrown away (the runner shows only its latest
     *  run's answer). They are stopped without a word, not waited for (a set took 12 s, the board blank meanwhile,
     *  and the run panel's Cancel then cancelled the drawing too). */
    function dropGeneration() {
      if (!state.generating) return;
      state.generating.dropped = true;
      state.generating = null;
      runner.stop();
    }

    function schedule() {
      clearTimeout(state.timer);
      state.timer = setTimeout(draw, 200);
    }

    /** The board is no generated puzzle any more; returns what to say when a set of puzzles went with it. */
    function endPuzzle() {
      state.puzzle = null;
      ui.pupilWords = null;
      ui.show.hidden = true;
      if (!state.set) return "";
      // the set goes too (its puzzles are for the settings it was made with, and its link would not hold it), but
      // Generate makes it again from the seed kept in its field
      const { result } = state.set;
      state.set = null;
      drawSheet();
      delete ui.seed.dataset.made;
      return `The set of ${result.puzzles.length} puzzles (seed ${result.seed}) is put away: Generate makes it ` +
        "again, for the settings chosen then.";
    }

    function clearSolutions(message) {
      ui.summary.textContent = message || "";
      ui.list.replaceChildren();
      ui.more.textContent = "";
      state.shown = false;
    }

    // ---- solutions ------------------------------------------------------------------------------------------------
    /** Solve; `event`: the click on Solve, `acted`: the user asked (Enter in the input), not a link. */
    async function solve({ event = null, acted = !!event } = {}) {
      const done = cancelAtHand(ui.solve, event);
      try {
        return await solveNow(acted);
      } finally {
        done();
      }
    }
    async function solveNow(acted) {
      state.typedSay = false; // (Solve's answer says itself: not the verdict of the equation too)
      while (state.moving) await state.moving; // (a tap that came during a move is made after it: that one too)
      // a drawing Solve waits for cancelled: Solve is too (one press of Cancel stopped the drawing, then the drawing
      // Solve made of the equation, then the solving)
      if (state.timer && await draw() === CANCELLED) return;
      while (state.drawing) { // (an option changed meanwhile draws again: that one too)
        if (await state.drawing === CANCELLED) return;
      }
      speaker.cancel(); // (a drawing's verdict, typed just before)
      // an equation whose drawing was cancelled: drawn now, with its answer
      if (!state.now && ui.input.value.trim() && !board.querySelector(".ms-undrawable")
          && await draw() === CANCELLED) return; // (its Cancel stops Solve too)
      const text = ui.input.value.trim();
      if (!text) {
        runner.showError("Type an equation first, such as 6+4=4.");
        markFault(ui.input, errorBox);
        return;
      }
      const why = board.querySelector(".ms-undrawable");
      if (why && why.dataset.equation === text) { // the board says why this cannot be solved: again, not twice
        const again = why.cloneNode(true);
        again.setAttribute("role", "alert"); // (a drawing again while typing left it out: the message was the same)
        why.replaceWith(again);
        markFault(ui.input, again);
        return Puzzlers.reveal(board);
      }
      clearSolutions("");
      // the answer's line filled at once (the hint under it does not move twice), but not said: a screen reader
      // heard "Solving…" before every answer (the runner says "Working…" once, after a second, when asked for)
      Puzzlers.working(ui.summary, SOLVING);
      writeLink();
      const n = Number(ui.moves.value);
      state.busy = true; // taps wait, so that they do not overtake the answer
      let result;
      try {
        result = await runner.run(MODULE, "solve", { equation: text, moves: n, mode: ui.mode.value,
                                                      options: options(ui) },
                                  { explain: pageWords, slow: acted ? "Working\u2026" : "" });
      } finally {
        state.busy = false;
        unwait();
      }
      if (!state.alive) return;
      if (!result) return clearSolutions(""); // an error or Cancel: the runner says which
      const how = `${modeOf(ui).verb} ${sticks(n)}`;
      const said = (result.correct_already ? `${result.equation} is already correct. ` : "") +
        (result.count ? `${result.equation}, ${how}: ${plural(result.count, "solution")}`
                      : `${result.equation}: no solution ${how}.`);
      ui.summary.textContent = said; // (the same answer again is said again: the summary was empty between)
      ui.list.replaceChildren(...result.solutions.map(solutionItem)); // (its index: drawn at once?)
      ui.more.textContent = (result.truncated
        ? `Showing the first ${result.solutions.length} of ${Puzzlers.count(result.count)}. ` : "")
        + (result.count ? NOTATION : "");
      state.shown = true;
      writeLink();
      revealAnswer();
      return true;
    }

    // ---- puzzles --------------------------------------------------------------------------------------------------
    /** Generate the puzzle (or the set of puzzles) the generator's fields ask for; `fromLink`: what a share link
     *  asks to show ({seed, count, index, equation, board, solutions}); `event`: the click on Generate. */
    async function generate(fromLink, event = null) {
      const keys = !!event && event.detail === 0 && document.activeElement === ui.generate;
      // A field at fault: the message is said with it, and it takes the focus (it stayed on Generate, the message
      // far above it), but not from a finger's tap (a phone's keyboard would open over the message)
      const wrongField = (field, message) => {
        runner.showError(message);
        markFault(field, errorBox);
        if (fromLink === undefined && !(event && event.pointerType === "touch")) field.focus({ preventScroll: true });
        return Puzzlers.reveal(runner.element); // far above the button on a phone
      };
      const n = Number(ui.size.value);
      if (!Number.isInteger(n) || n < 3 || n > 15) return wrongField(ui.size, "The number of symbols must be 3 to 15.");
      const count = fromLink ? fromLink.count : Number(ui.setSize.value.trim() || "1"); // empty: one puzzle
      if (!Number.isInteger(count) || count < 1 || count > SET_MAX) {
        return wrongField(ui.setSize, `The number of puzzles must be a whole number from 1 to ${SET_MAX}.`);
      }
      // The field shows the seed of the puzzle on the board: Generate with the same settings makes a new puzzle,
      // unless a seed was typed; with other settings (another mode, say) it uses that seed.
      const seed = ui.seed;
      const made = JSON.stringify([ui.moves.value, ui.kind.value, n, ui.mode.value, options(ui), count]);
      const again = seed.dataset.shown === seed.value && seed.dataset.made === made;
      const seedText = fromLink !== undefined || !again ? seed.value.trim() : "";
      if (seedText && !/^\d{1,15}$/.test(seedText)) { // 15 digits: exact as a JavaScript number, and in a link
        return wrongField(seed, "The seed must be a whole number of up to 15 digits (or empty for a random one).");
      }
      // A link's puzzle of a set is made with the puzzles before it (the same seed gives the same puzzles in order)
      let index = fromLink ? fromLink.index : 0;
      clearTimeout(state.timer);
      state.timer = null;
      ++state.drawToken;
      clearSolutions("");
      const args = { moves: Number(ui.moves.value), count: Math.max(count, index + 1),
                     seed: seedText ? Number(seedText) : null, kind: ui.kind.value, size: n, mode: ui.mode.value,
                     options: options(ui) };
      state.busy = true; // taps wait for the new puzzle
      showExamples();
      // far above the button on a phone: its progress and Cancel in view while the puzzles are made
      if (fromLink === undefined) setTimeout(() => { if (state.busy) Puzzlers.reveal(runner.element); }, 300);
      let result;
      let drawn;
      let moved = null;
      const work = { dropped: false };
      state.generating = work;
      const done = cancelAtHand(ui.generate, event);
      // the kind as the menu names it ("kind symbols" was "signs only" there)
      const kindSaid = (message) => message.replace(/\bkind (\w+)/, (text, kind) => {
        const named = KINDS.find(([value]) => value === kind);
        return named ? `kind \u201c${named[1]}\u201d` : text;
      });
      try {
        result = await runner.run(MODULE, "generate", args,
                                  { explain: kindSaid, slow: fromLink === undefined ? "Working\u2026" : "" });
        // fewer puzzles than asked for (the step limit met): those found, and a link's puzzle past them is the first
        if (result && index >= result.puzzles.length) index = 0;
        drawn = result && await runner.run(MODULE, "draw", { equation: result.puzzles[index].equation,
                                                              options: args.options, interactive: true });
        if (drawn && fromLink && fromLink.board && fromLink.board !== drawn.sticks) {
          moved = await runner.run(MODULE, "draw", { equation: fromLink.board, options: args.options,
                                                     interactive: true });
        }
      } finally {
        if (state.generating === work) state.generating = null;
        state.busy = false;
        unwait();
        done();
      }
      if (!drawn || !state.alive) { // an error, or "Cancelled." (not when a drawing asked for stopped it)
        if (state.alive && fromLink === undefined && !work.dropped) Puzzlers.reveal(runner.element);
        return showExamples();
      }
      // a link's board, checked as a plain link's is (a generated puzzle's link showed any board)
      const gone = fromLink && fromLink.index >= result.puzzles.length; // (said below) its moves and solutions too
      const fault = fromLink && fromLink.board && fromLink.board !== drawn.sticks && !gone
        ? boardFault(drawn, moved, "in this link") : "";
      if (fault || gone) moved = null;
      seed.value = seed.dataset.shown = String(result.seed);
      seed.dataset.made = made;
      state.set = count > 1 || (fromLink && fromLink.set) ? { result, args } : null;
      // a puzzle generated by a tap is a step in the history, as a set's Play is: Back brings the one before
      takePuzzle(index, result, args, drawn, moved, fromLink === undefined,
                 !!fromLink && fromLink.numbered && index === fromLink.index);
      drawSheet();
      const p = result.puzzles[index];
      if (fromLink && fromLink.equation && fromLink.equation !== p.equation && !fromLink.otherPuzzle && !gone) {
        runner.showError(`This link's seed now makes ${p.equation}, not ${fromLink.equation}.`);
      }
      if (result.short) {
        const found = result.puzzles.length;
        runner.addError(`${Puzzlers.sentence(kindSaid(result.short))} ${gone
          ? `This link's puzzle ${fromLink.index + 1} is not among them: the first is shown.`
          : `${found === 1 ? "The one found is" : `The ${found} found are`} here.`}`);
      }
      if (fault) runner.addError(fault);
      if (fromLink && fromLink.solutions && !gone) showSolution();
      // The puzzle is drawn at the top of the widget, far above the button on a phone: bring it into view, and a
      // keyboard's focus with it (left on Generate, far below, the next Tab went on past the widget)
      if (fromLink === undefined) {
        const fromKeys = document.activeElement === ui.generate && (keys || ui.generate.matches(":focus-visible"));
        Puzzlers.reveal(board);
        if (fromKeys) board.querySelector('.ms-stick[tabindex="0"]')?.focus({ preventScroll: true });
      }
    }

    /** Put puzzle `index` of `result` (web_generate's answer to `args`) on the board, drawn as `drawn` (and as
     *  `moved` after a link's moves); `push`: its address as a new entry of the history; `numbered`: a link named
     *  its number (a pupil's link to a set's first puzzle, i=1, says "Puzzle 1" as the others say theirs). */
    function takePuzzle(index, result, args, drawn, moved, push = false, numbered = false) {
      const p = result.puzzles[index];
      state.puzzle = { equation: p.equation, moves: p.moves, mode: p.mode, kind: args.kind, found: p.kind,
                       seed: result.seed, size: args.size, solution: p.solutions[0], index, numbered };
      ui.input.value = p.equation;
      state.start = state.now = drawn;
      state.history = moved ? [drawn] : [];
      if (moved) state.now = moved;
      state.place = null;
      ui.show.hidden = false;
      writeLink(push);
      showBoard();
      // ("Puzzle 4 of seed 2024" read as nonsense to a pupil given the link to a set's fourth)
      const which = state.set ? `Puzzle ${index + 1} of ${result.puzzles.length} (seed ${result.seed})`
        : index || numbered ? `Puzzle ${index + 1} (seed ${result.seed})` : `Puzzle (seed ${result.seed})`;
      const task = `${MODES.get(p.mode).say} ${sticks(p.moves)} to make ${p.equation} correct.`;
      ui.summary.textContent = `${which}: ${task} It has exactly one solution.`;
      ui.pupilWords = `Puzzle ${index + 1} (seed ${result.seed}): ${task}`;
      markPlayed();
    }

    /** In the set, the puzzle on the board is marked (aria-current). */
    function markPlayed() {
      const at = state.set && state.puzzle ? state.puzzle.index : -1;
      ui.sheetList.querySelectorAll(".ms-sheet-play").forEach((link, k) => {
        if (k === at) link.setAttribute("aria-current", "true");
        else link.removeAttribute("aria-current");
      });
    }

    /** The set's puzzles, each drawn with a link that opens it alone (for a pupil), and their answers, folded. */
    function drawSheet() {
      const { set } = state;
      ui.sheet.hidden = !set;
      // printed, the page is the set alone (css: @media print): a class of the document, not a :has() rule on the
      // sheet's state, which Chromium's print of a loaded page missed now and then (the whole page, 13 sheets)
      document.documentElement.classList.toggle("ms-set-shown", !!set);
      if (!set) {
        ui.sheetList.replaceChildren();
        ui.answers.replaceChildren();
        return;
      }
      const { result, args } = set;
      // the rules the answers need, on paper too (the Options fold, which names them, is not printed): an option
      // changed puts the set away, so the boxes ticked are the set's
      const rules = TOGGLES.filter(([key]) => ui.checks[key].checked).map(([, name]) => name.toLowerCase());
      ui.sheetTitle.textContent = `${plural(result.puzzles.length, "puzzle")} (seed ${result.seed}): ` +
        `${MODES.get(args.mode).say.toLowerCase()} ${sticks(args.moves)} to make each one correct` +
        (rules.length ? ` (allowed: ${rules.join("; ")})` : "") + "; each has exactly one solution.";
      ui.answersOf.textContent = ` to ${ui.sheetTitle.textContent.replace(/:.*$/, "")}`;
      // A pupil's link: the page's link (its options, the set's seed, kind and size) for one puzzle, alone
      const alone = { ...linkOf(ui, state), b: "", s: false, n: "" };
      ui.sheetList.replaceChildren(...result.puzzles.map((p, k) => {
        const picture = el("div", { class: "ms-picture" });
        picture.innerHTML = p.svg; // drawn by puzzlers.matchsticks.svg, text escaped there
        return el("li", { class: "ms-sheet-item", dataset: { index: String(k) } },
          el("a", { class: "ms-sheet-play", href: share.query({ ...alone, e: p.equation, i: k + 1 }) },
            "Play",
            el("span", { class: "pz-sr" }, ` puzzle ${k + 1}, ${p.equation}`)), picture);
      }));
      ui.answers.replaceChildren(...result.puzzles.map((p) => el("li", {},
        el("code", {}, p.equation), " \u2192 ", el("code", {}, p.solutions[0].equation), " ",
        el("code", { class: "ms-notation" }, p.solutions[0].notation))));
      markPlayed();
    }

    /** A tap on a puzzle of the set: play it on the board (its link opens it alone in a new tab). */
    async function play(index) {
      const { set } = state;
      if (!set) return;
      if (state.busy) return runner.showError("Wait for the answer being worked out (or cancel it) first.");
      clearTimeout(state.timer);
      state.timer = null;
      ++state.drawToken;
      state.busy = true;
      // Python busy or starting: the tapped link says it is coming (the run panel's bar may be far above it)
      const link = ui.sheetList.querySelectorAll(".ms-sheet-play")[index];
      const slow = setTimeout(() => link?.setAttribute("aria-busy", "true"), 300);
      let drawn;
      try {
        drawn = await runner.run(MODULE, "draw", { equation: set.result.puzzles[index].equation,
                                                   options: set.args.options, interactive: true });
      } finally {
        state.busy = false;
        clearTimeout(slow);
        link?.removeAttribute("aria-busy");
      }
      if (!drawn || !state.alive || state.set !== set) return;
      const fromKeys = document.activeElement && document.activeElement.closest(".ms-sheet");
      clearSolutions("");
      // the summary says which (it is a live region); Back goes to the puzzle played before
      takePuzzle(index, set.result, set.args, drawn, null, true);
      Puzzlers.reveal(board);
      if (fromKeys) board.querySelector('.ms-stick[tabindex="0"]')?.focus({ preventScroll: true });
    }

    /** The answer in view, its first solution's drawing with it: not the whole list, which is taller than a
     *  phone's screen (scrolling to its end pushed the board off the top). */
    function revealAnswer() {
      Puzzlers.reveal(ui.summary, { until: ui.list.querySelector("svg") });
    }

    function showSolution() {
      const { puzzle } = state;
      if (!puzzle) return;
      // said whole (the summary is a live region): the list under it is not
      const { solution } = puzzle;
      // (each equation whole on a line: a 320 px phone broke "9-" / "6=3")
      const equation = (text) => el("span", { class: "ms-eq" }, text);
      ui.summary.replaceChildren("The solution of ", equation(puzzle.equation), ": ", equation(solution.equation),
                                 `, ${solution.moves.map((m) => m.text).join("; ")}.`);
      ui.list.replaceChildren(solutionItem(puzzle.solution));
      ui.more.textContent = NOTATION;
      state.shown = true;
      writeLink();
      revealAnswer();
    }

    // ---- wiring ---------------------------------------------------------------------------------------------------
    /** An option or the mode changed: the board is drawn again for its rules, with the moves made on it (they
     *  were wiped without a word), if they can be made in the mode chosen. */
    function changed() {
      const moved = state.now && state.history.length ? state.now.sticks : undefined;
      clearSolutions(endPuzzle());
      draw(moved, "made");
    }

    ui.solve.addEventListener("click", (event) => solve({ event }));
    ui.undo.addEventListener("click", () => undo());
    ui.reset.addEventListener("click", () => reset());
    ui.show.addEventListener("click", () => showSolution());
    ui.generate.addEventListener("click", (event) => generate(undefined, event));
    ui.sheetList.addEventListener("click", (event) => {
      const link = event.target.closest && event.target.closest(".ms-sheet-play");
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button) return;
      event.preventDefault();
      event.stopPropagation(); // not Material's instant navigation either
      play(Number(link.closest(".ms-sheet-item").dataset.index));
    });
    ui.print.addEventListener("click", () => window.print());
    const labelGenerate = () => {
      const count = Number(ui.setSize.value.trim() || "1");
      ui.generate.textContent = count === 1 ? "Generate a puzzle"
        : Number.isInteger(count) && count > 1 && count <= SET_MAX ? `Generate ${count} puzzles` : "Generate";
    };
    ui.setSize.addEventListener("input", labelGenerate);
    ui.seed.addEventListener("input", () => { delete ui.seed.dataset.shown; }); // a seed typed: Generate uses it
    ui.input.addEventListener("input", () => { // (the puzzles being made stopped now: not put over what is typed)
      state.typedSay = true;
      speaker.cancel();
      dropGeneration();
      fitPlay();
      clearSolutions(endPuzzle());
      schedule();
    });
    // A link tapped within the pause after a key press, or while the typed equation is drawn, left the page before
    // the address held it: Back brought the board back without it. The field's blur comes before the link's click:
    // the equation is written then (its board not moved yet: no b).
    ui.input.addEventListener("blur", () => {
      if (!state.alive || ui.input.value.replace(/\s/g, "") === (share.read().e || "")) return;
      share.write({ ...linkOf(ui, state), b: "" });
    });
    ui.input.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" || event.isComposing) return;
      // the answer comes: on a touch screen the focus goes to it, and the keyboard that hid it closes (as numbers');
      // to its solutions when it has some: the answer line, which says itself (a live region), was read twice
      solve({ acted: true }).then((answered) => {
        if (answered) Puzzlers.keyboardAway(ui.list.childElementCount ? ui.list : ui.summary);
      });
    });
    for (const box of Object.values(ui.checks)) box.addEventListener("change", changed);
    ui.mode.addEventListener("change", changed);
    // the number of sticks draws nothing anew: the board and its moves stay (the answer, and a puzzle, go)
    ui.moves.addEventListener("change", () => {
      // a Solve or puzzles still being made were for the number before: stopped (their answer came under the new
      // number, "moving 3 sticks: 57 solutions" with 1 chosen, and its link said 1 stick: another puzzle)
      dropGeneration();
      if (state.busy && !state.moving) runner.stop(); // (a move being made is made)
      clearSolutions(endPuzzle());
      writeLink();
      showBoard();
    });

    Puzzlers.examples(host, () => {
      state.typedSay = false; // (an example says itself otherwise: not as an equation typed)
      const example = restore(ui);
      endPuzzle();
      clearSolutions("");
      draw(example.board);
    }, board);
    const link = restore(ui);
    labelGenerate();
    Puzzlers.warm();
    // A link that shows the solutions: the answer's line says they are coming (its line is there from the start)
    if (link.solutions && link.equation && !link.seed) Puzzlers.working(ui.summary, SOLVING);
    // A link's unreadable parts are said after the answer to the rest (which clears the last message)
    (link.seed ? generate(link) : draw(link.board).then(() => {
      if (link.solutions && state.alive && state.start) return solve();
      return undefined;
    })).then(() => { // not under an equation the user typed since (a generated puzzle replaces what was typed)
      if (state.alive && (link.seed || ui.input.value === link.equation)) {
        runner.addError(Puzzlers.linkMessage(link.notes));
      }
    }).finally(() => {
      if (ui.summary.textContent === SOLVING) ui.summary.textContent = "";
      host.classList.remove("ms-awaiting"); // the room js/matchsticks-link.js kept for the solutions
    });
    return () => {
      state.alive = false;
      faultWatch.disconnect();
      clearTimeout(state.timer);
      runner.dispose();
      document.documentElement.classList.remove("ms-set-shown");
    };
  }
})();
