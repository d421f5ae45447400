// Regex crossword widget: pick a bundled puzzle or type one, fill the grid (rectangles and hexagons), see each
// clue's status live, solve, hint, clear. The puzzle and the letters so far live in the URL (?p=id or ?t=text,
// g=letters with "_" for an empty cell, s=1 once Solve has filled the grid (g= then holds the letters Solve was
// given) and h=1 while a hint shows, so that the link shows the solve's verdict, "Unique solution." for instance,
// or the hint again; in a puzzle whose symbols include "_", that symbol is written "\_" and "\" is written "\\").
// Set up once per page view (Puzzlers.mount).
// The parts: skeleton(host) builds the page's elements (ui); the grid and its clues are drawn by
// js/regex-grid.js; setup() keeps the state in one object: loading, typing, the live check, solve, hint, clear.
// The build writes the puzzle list and the first puzzle into the host's data-table (hooks/widget_tables.py), so the
// grid is drawn at once, at its final size, without waiting for Python. site/regex.md holds a copy of the
// elements skeleton() and that first drawing make (disabled and inert), drawn with the page, so that nothing
// moves when this script replaces them: change one, change both (tests/e2e/test_regex.py's layout-shift test
// fails otherwise).
(function () {
  "use strict";
  const { el, share } = Puzzlers;
  const G = Puzzlers.regexGrid;
  const MODULE = "regexcrossword";
  const DEFAULT_ID = "beginner/beatles";
  const CUSTOM = "__custom";
  const EMPTY = "_";
  const ESCAPE = "\\"; // in a link's letters, before the symbols "_" and "\" of a puzzle whose symbols include "_"

  Puzzlers.mount("regex-widget", setup);

  // ---- the page skeleton ----------------------------------------------------------------------------------------
  function skeleton(host) {
    const ui = {};
    ui.picker = el("select", { id: "rx-puzzle", class: "pz-input rx-select", "aria-label": "Puzzle" },
      el("option", { value: "" }, "Loading the puzzles\u2026"));
    ui.text = el("textarea", { id: "rx-text", class: "pz-input rx-text", rows: "8", spellcheck: "false",
                               autocomplete: "off", autocorrect: "off", autocapitalize: "off",
                               "aria-label": "Puzzle text (plain text or JSON)",
                               placeholder: "rows:\nHE|LL|O+\n[PLEASE]+\ncolumns:\n[^SPEAK]+\nEP|IP|EF" });
    ui.load = el("button", { id: "rx-load", class: "md-button", type: "button" }, "Load");
    ui.custom = el("details", { class: "rx-custom", id: "rx-custom" },
      el("summary", {}, "Type or paste a puzzle"),
      el("p", { class: "rx-help" }, "Plain text (sections ", el("code", {}, "rows:"), ", ", el("code", {}, "columns:"),
         ", \u2026 one clue per line) or JSON, as described below."),
      ui.text, el("div", { class: "pz-actions" }, ui.load));
    ui.solve = el("button", { id: "rx-solve", class: "md-button md-button--primary", type: "button" }, "Solve");
    ui.hint = el("button", { id: "rx-hint", class: "md-button", type: "button" }, "Hint");
    ui.clear = el("button", { id: "rx-clear", class: "md-button", type: "button" }, "Clear");
    // opens at the grid, not the menu; the sheet's words name the puzzle ("Unique solution." said which?)
    // (setup's ui.puzzleName: the puzzle shown)
    ui.share = Puzzlers.shareButton({ id: "rx-share", anchor: "rx-title", lead: () => ui.puzzleName?.() || "" });
    ui.title = el("p", { class: "rx-title", id: "rx-title" });
    ui.wrap = el("div", { class: "rx-wrap", id: "rx-wrap" });
    // not a live region: it changes at every letter typed (a screen reader said each tally, and some twice); it is
    // said once the typing pauses and only when it changed (setup's sayTally)
    ui.tally = el("p", { class: "rx-tally", id: "rx-tally" });
    ui.summary = el("p", { class: "pz-summary rx-summary", id: "rx-summary", "aria-live": "polite" });
    ui.steps = el("ol", { class: "rx-steps", id: "rx-steps", hidden: true });
    ui.clues = el("div", { class: "rx-clues", id: "rx-clues" });
    // The focused cell's clues, above the grid, while the clues are listed under it (a phone): the list was 250 to
    // 800 px under the cell being typed in, under the phone's keyboard. For the eye: a cell's description (its
    // clues, aria-describedby) says them to a screen reader.
    ui.cellClues = el("div", { class: "rx-cell-clues", id: "rx-cell-clues", "aria-hidden": "true", hidden: true });
    const runBox = el("div", { class: "rx-run" });
    host.replaceChildren(
      // Python's status (loading, busy with Cancel, errors) shares the label's row: a row of its own stayed empty
      // once Python was up, and pushed the grid 52 px further down a phone's screen.
      el("div", { class: "pz-panel rx-panel" },
         el("div", { class: "rx-head" }, el("label", { for: "rx-puzzle", class: "pz-label" }, "Puzzle"), runBox),
         ui.picker, ui.custom),
      // The actions and what they say first, then the grid with its clues right by it: after Solve or Hint on a
      // phone the answer is under the button, and a cell's clues are next to the grid. The tally of the clues
      // goes above the grid too: on a phone the keyboard covers what is under the cell being typed in.
      el("div", { class: "pz-panel rx-play" }, ui.title,
         el("div", { class: "pz-actions" }, ui.solve, ui.hint, ui.clear, ui.share),
         ui.summary, ui.tally, ui.steps, ui.cellClues, ui.wrap, ui.clues));
    ui.runner = Puzzlers.runner(runBox);
    runBox.querySelector(".pz-error").id = "rx-error";
    ui.text.setAttribute("aria-describedby", "rx-error");
    ui.text.addEventListener("input", () => ui.text.removeAttribute("aria-invalid"));
    ui.actions = [ui.solve, ui.hint, ui.clear];
    for (const button of ui.actions) button.disabled = true;
    return ui;
  }

  /** The build's table (hooks/widget_tables.py): {puzzles: web_list's, first: web_load(DEFAULT_ID)}, or null. */
  function tableOf(host) {
    try {
      return host.dataset.table ? JSON.parse(host.dataset.table) : null;
    } catch {
      return null;
    }
  }

  function fillPicker(picker, list) {
    const groups = new Map();
    for (const p of list) {
      if (!groups.has(p.pack)) groups.set(p.pack, el("optgroup", { label: p.pack }));
      const label = p.supported ? `${p.name} (${G.shapeLabel(p)})` : `${p.name} \u2014 not supported: ${p.reason}`;
      groups.get(p.pack).append(el("option", { value: p.id, disabled: !p.supported, title: p.reason || null },
                                   label));
    }
    picker.replaceChildren(el("option", { value: CUSTOM, disabled: true }, "Your own puzzle (typed below)"),
                           ...groups.values());
  }

  // ---- the widget -----------------------------------------------------------------------------------------------
  function setup(host) {
    const ui = skeleton(host);
    const { runner, summary, steps } = ui;
    const table = tableOf(host);
    // puzzle: web_load's answer; source: {id} for a bundled puzzle, {text} for a typed one; letters: one string
    // per cell, "" for empty (given cells stay ""); view: the drawn grid (regex-grid.js's draw); solved: the grid
    // holds Solve's answer and the summary its verdict (s=1 in the link), noSolution: the summary says Solve found
    // none (s=1 too); hinted: the cell a hint marks; hint: Hint's answer for it (web_hint's), hintStage: how much
    // of it shows (1: the cell and its clues, 2: its letter and the steps too), revealed: the last cell whose letter
    // a hint showed ({puzzle, k, symbol}: its hint comes with the letter again); hintFor: the letters
    // (compactLetters) Hint's answer on the page was given for (h=1 or h=2 while they are the grid's); solveFrom:
    // the letters (compactLetters) Solve's answer on the page was given for (the link's g= while it shows, with
    // s=1: the same letters give it again); kept: the letters typed in each puzzle left, by keyOf, for the page's
    // life (no key press loses them: the picker's arrow keys change the puzzle). action: the latest Solve or Hint
    // (an older one's answer counts for nothing; Clear makes it older), inAction: how many of their requests wait
    // for Python; checkOwed: a live check that an action's request overtook (Solve and Hint do not wait for the
    // check: they send the letters themselves); pushOwed: a puzzle picked from the menu is owed a new entry of the
    // history, until a puzzle is shown.
    const state = { puzzle: null, source: null, letters: [], view: null, solved: false, noSolution: false,
                    hinted: null, hint: null, hintStage: 1, revealed: null, hintFor: null, solveFrom: "",
                    kept: new Map(),
                    checkTimer: null, checking: null, checkToken: 0, startCheck: null, lastWidth: -1, alive: true,
                    tallySaid: "", typed: false, edits: 0, upDown: null, acting: 0, action: 0, inAction: 0,
                    checkOwed: false, textShown: "", before: null, batch: false, pushOwed: false,
                    composing: null, composed: null, cellLines: [] };
    // the tally, said to a screen reader once it has stood 0.7 s (state.tallySaid: the last one said or waiting)
    const sayTally = Puzzlers.settledAnnouncer((text) => state.alive && ui.tally.textContent === text);
    ui.puzzleName = () => (state.puzzle
      ? `${state.puzzle.name || "A regex crossword"} (${G.shapeLabel(state.puzzle)}).` : "");

    const puzzleArg = () => (state.source.id !== undefined ? state.source.id : state.source.text);
    const isGiven = (k) => state.puzzle.given[k] !== "";
    const cellName = (k) => G.cellName(state.puzzle, k);
    /** A mark on cell k (Solve changed its letter, the second solution differs there) in its title and in its
     *  name, which a screen reader says (a title is not said beside the cell's clues); `note` "" takes it off. */
    const noteCell = (k, note) => {
      const input = inputs()[k];
      if (note) input.title = note;
      else input.removeAttribute("title");
      input.setAttribute("aria-label", note ? `${cellName(k)}, ${note.charAt(0).toLowerCase()}${note.slice(1)}`
        : cellName(k));
    };
    const inputs = () => state.view.inputs;

    /** A link's letters escape "_" (and the escape itself) in a puzzle that has "_" among its symbols: else they
     *  are written as they are, as links always were. */
    const escaping = () => state.puzzle.alphabet.includes(EMPTY);

    /** The letters as a link writes them: one symbol per cell, EMPTY for an empty one ("" for an empty grid). */
    function compactLetters() {
      if (!state.letters.some((v) => v)) return "";
      const escape = escaping();
      return state.letters.map((v) => (!v ? EMPTY : escape && (v === EMPTY || v === ESCAPE) ? ESCAPE + v : v))
        .join("");
    }

    /** A link's letters, one string per cell ("" for EMPTY), read as typing reads them (G.normalise: "he" is "HE"
     *  when the puzzle's symbols are upper case; a space that is no symbol is an empty cell); `invisible`: the
     *  invisible characters that are no symbol (a right-to-left override, a zero-width joiner), left out: they
     *  took a cell and showed it empty. */
    function readLetters(text) {
      const chars = Array.from(text);
      const escape = escaping();
      const out = [];
      out.invisible = [];
      for (let i = 0; i < chars.length; i++) {
        let ch = chars[i];
        if (escape && ch === ESCAPE && (chars[i + 1] === EMPTY || chars[i + 1] === ESCAPE)) ch = chars[++i];
        else if (ch === EMPTY) ch = "";
        const letter = ch ? G.normalise(state.puzzle.alphabet, ch) || "" : "";
        if (/^[\p{Cc}\p{Cf}]$/u.test(letter) && !state.puzzle.alphabet.includes(letter)) out.invisible.push(letter);
        else out.push(letter);
      }
      return out;
    }

    /** The address holds what the grid shows; with `push`, as a new entry of the history (another puzzle). */
    function writeShare({ push = false } = {}) {
      if (!state.source || !state.alive) return;
      // h: Hint's answer shown (a cell, or the wrong cells marked), while the letters are those it was given for
      // (the same letters give it again); s: Solve's, also when it found no solution, with the letters it was
      // given (the same letters give it again; the grid it filled is not the reader's)
      const solved = state.solved || state.noSolution;
      const g = solved ? state.solveFrom : compactLetters();
      share.write({ p: state.source.id, t: state.source.text, g, s: solved, h: state.hintFor === g && state.hintStage },
                  { push });
    }

    // ---- loading ------------------------------------------------------------------------------------------------
    /** A puzzle's key in state.kept: its clues and shape, whatever its text's spacing or comments, bundled or
     *  typed (a bundled puzzle's text loaded from the box is the same puzzle). */
    function keyOf(data) {
      return JSON.stringify([data.shape, data.rows, data.given, data.clues.map((c) => [c.direction, c.line, c.regex])]);
    }

    /** Keep the letters of the puzzle shown before another replaces it (an empty grid keeps nothing, nor does
     *  Solve's answer: they are not the reader's letters). */
    function keepLetters() {
      if (!state.puzzle) return;
      const key = keyOf(state.puzzle);
      if (state.letters.some((v) => v) && !state.solved) state.kept.set(key, state.letters.slice());
      else state.kept.delete(key);
    }

    /** Show `data` (web_load's answer) for `next` ({id} or {text}), with the letters of a link; `push`: as a new
     *  entry of the history (Back returns to the puzzle before, with the letters it had). */
    function show(next, data, restoreLetters, { push = false } = {}) {
      keepLetters();
      const kept = restoreLetters ? undefined : state.kept.get(keyOf(data));
      state.puzzle = data;
      state.solved = false;
      state.noSolution = false;
      state.hinted = null;
      state.hintFor = null;
      state.source = next.id !== undefined ? { id: next.id } : { text: data.text || next.text };
      ui.picker.value = state.source.id !== undefined ? state.source.id : CUSTOM;
      // The box shows the puzzle's text, unless it holds the reader's own (typed there, loaded or not): kept, as
      // the menu's arrow keys go through the puzzles (it was replaced by each one's text, and lost)
      if (ui.text.value === state.textShown || !ui.text.value.trim()) {
        ui.text.value = data.text || "";
        state.textShown = ui.text.value;
      }
      if (state.source.text !== undefined) ui.custom.open = true;
      state.letters = data.given.map(() => "");
      const notes = [];
      if (restoreLetters) {
        const letters = readLetters(restoreLetters);
        letters.forEach((ch, k) => {
          if (k < state.letters.length && ch && !isGiven(k)) state.letters[k] = ch;
        });
        const extra = letters.length - state.letters.length;
        if (extra > 0) notes.push(`${Puzzlers.plural(extra, "letter", "letters")} more than the grid's ${
          Puzzlers.count(state.letters.length)} cells (left out)`);
        if (letters.invisible.length) {
          notes.push(`${Puzzlers.plural(letters.invisible.length, "invisible character", "invisible characters")} ` +
                     `left out (${Puzzlers.quoted(letters.invisible.join(""))})`);
        }
      }
      if (kept) kept.forEach((ch, k) => { if (k < state.letters.length && !isGiven(k)) state.letters[k] = ch; });
      render();
      // the clues' tally is this puzzle's once its first check answers (the one before's counts stayed 3.5 s over
      // a 20×20 grid's blank clues); its room stays, so nothing moves
      ui.tally.textContent = "";
      ui.tally.dataset.solved = "false";
      // a pack, or a file of several puzzles, loads its first (the docs say the page reads them): the reader is
      // told, and how to load another, rather than refused (its name is the title's: an unnamed one has a made-up
      // name, not said here)
      const first = data.count > 1 ? `This text holds ${Puzzlers.count(data.count)} puzzles; the first is loaded. `
        + "To load another, leave only it in the box." : "";
      // a line under a section starting with # is a comment: a clue such as #A|B left out without a word changed
      // the grid's shape; the reader is told how to write it
      const comments = data.comments || [];
      const commented = !comments.length ? "" : `${comments.length > 1 ? "Lines" : "Line"} ${Puzzlers.listed(
        comments.map(([n, line]) => `${n} (${line.length > 20 ? `${line.slice(0, 19)}…` : line})`), "and")} ${
        comments.length > 1 ? "start" : "starts"} with # and ${comments.length > 1 ? "are" : "is"} read as a comment; `
        + `a clue starting with # is written in double quotes: "${comments[0][1]}".`;
      summary.textContent = [first, commented, kept ? "Your letters for this puzzle are back." : ""]
        .filter(Boolean).join(" ");
      clearMarks();
      for (const button of ui.actions) button.disabled = loads > 0; // (another puzzle asked for since: its turn)
      writeShare({ push: push || state.pushOwed });
      state.pushOwed = false;
      check();
      runner.addError(Puzzlers.linkMessage(notes));
    }

    let loads = 0; // the loads asked for and not yet answered
    async function load(next, restoreLetters, options) {
      // Solve, Hint and Clear wait for the puzzle asked for (show() gives them back): Solve tapped just after a
      // puzzle was chosen overtook its load, solved the one before, and the menu went back to that one
      loads += 1;
      for (const button of ui.actions) button.disabled = true;
      let data;
      try {
        await settleCheck();
        data = await acting(runner.run(MODULE, "load", { puzzle: next.id !== undefined ? next.id : next.text }),
                            { action: false });
      } finally {
        loads -= 1;
      }
      if (!data) {
        // (another load still coming gives them back; none: the puzzle shown has them)
        if (!loads) for (const button of ui.actions) button.disabled = !state.puzzle;
        // the menu names what the grid shows: the puzzle before, or none ("Your own puzzle") when there is none
        ui.picker.value = !state.puzzle || state.source.id === undefined ? CUSTOM : state.source.id;
        return false;
      }
      if (!state.alive) return false;
      show(next, data, restoreLetters, options);
      return true;
    }

    async function loadCustom() {
      const typed = ui.text.value.trim();
      // the box marked wrong while the message says why (tied to it: aria-describedby, in the skeleton)
      const wrong = (yes) => ui.text.setAttribute("aria-invalid", String(yes));
      if (!typed) {
        wrong(true);
        return runner.showError("Type or paste a puzzle first.");
      }
      // on a phone the grid, or the message that says what is wrong, is below the Load button: brought into view
      if (await load({ text: typed }, "", { push: true })) {
        wrong(false);
        // said, as a puzzle chosen in the menu is (nothing was: the focus stays on Load), with its note if any
        Puzzlers.announce([ui.title.textContent, summary.textContent].filter(Boolean).join(". "));
        Puzzlers.reveal(ui.title, { until: ui.wrap });
      } else if (state.alive && runner.element.querySelector(".pz-error:not([hidden])")) {
        summary.textContent = ""; // (a note on the text before, such as a line read as a comment, is not this one's)
        wrong(true);
        Puzzlers.reveal(runner.element);
      }
    }

    // ---- drawing ------------------------------------------------------------------------------------------------
    function render() {
      const { puzzle } = state;
      // the name kept apart (bdi): a right-to-left override in it reversed the rest of the line too
      ui.title.replaceChildren(el("bdi", {}, puzzle.name || "Your puzzle"), ` \u00b7 ${G.shapeLabel(puzzle)} \u00b7 ` +
        `symbols: ${Array.from(puzzle.alphabet).map(G.shown).join(" ")}`);
      state.view = G.draw(puzzle, state.letters, {
        key: onKey, input: onInput,
        focus: (k) => { rove(k); inputs()[k].select(); markClues(k, true); showCellClues(k); },
        blur: (k) => markClues(k, false),
        hover: highlight,
      });
      inputs().forEach((input, k) => {
        input.tabIndex = k === 0 ? 0 : -1;
        input.addEventListener("beforeinput", (event) => beforeInput(event, k));
        input.addEventListener("paste", (event) => onPaste(event, k));
        input.addEventListener("compositionstart", () => { state.composing = k; });
        input.addEventListener("compositionend", (event) => composed(event, k));
      });
      ui.wrap.replaceChildren(state.view.layout);
      ui.wrap.classList.toggle("rx-rectangle", puzzle.shape === "rectangle");
      ui.clues.replaceChildren(...state.view.list);
      state.cellLines = [];
      state.composing = state.composed = null; // (a word being composed in the grid before: not this grid's)
      // as many lines as the cell with the most clues has: the box keeps its height from cell to cell
      // (set on the panel: the cells' scroll margin counts them too)
      ui.cellClues.parentElement.style.setProperty("--rx-lines",
                                                   String(Math.max(1, ...state.view.cellClues.map((c) => c.length))));
      showCellClues(null);
      fit(true);
    }

    /** The clues of cell k in the box above the grid (null: what the box is for), their status kept up to date
     *  by setStatus (their lines are among the clue's nodes while they show). */
    function showCellClues(k) {
      for (const [i, line] of state.cellLines) {
        const nodes = state.view.clueNodes[i];
        if (nodes.includes(line)) nodes.splice(nodes.indexOf(line), 1);
      }
      state.cellLines = [];
      if (k === null) {
        ui.cellClues.replaceChildren(el("p", { class: "rx-line rx-cell-help" }, "Tap a cell: its clues show here."));
        return;
      }
      ui.cellClues.replaceChildren(...state.view.cellClues[k].map((i) => {
        const clue = state.puzzle.clues[i];
        const listed = state.view.clueNodes[i].find((node) => node.classList.contains("rx-clue"));
        const line = el("p", { class: "rx-line rx-active", dataset: { status: listed.dataset.status || "" } },
          el("span", { class: "rx-icon" }, listed.querySelector(".rx-icon").textContent), " ",
          el("span", { class: "rx-name" }, clue.name), " ", el("code", {}, clue.regex || "(none)"), " ",
          el("span", { class: "rx-state" }, listed.querySelector(".rx-state").textContent.replace(/\.$/, "")));
        state.view.clueNodes[i].push(line);
        state.cellLines.push([i, line]);
        return line;
      }));
    }

    /** The grid is one stop for Tab (the cell last focused; the arrow keys go from cell to cell), not one per cell:
     *  a hexagon has up to 127. */
    function rove(k) {
      for (const input of inputs()) if (input.tabIndex === 0) input.tabIndex = -1;
      inputs()[k].tabIndex = 0;
    }

    /** Rectangles show their clues around the grid when they fit, across and down (a phone held sideways: a 5x5
     *  grid with its clues written down its top and bottom was 513 px high on a 342 px view, its rows below the
     *  screen after Hint or Solve), else (and always for hexagons) in the list. */
    function fit(force) {
      if (!state.puzzle) return;
      const width = ui.wrap.clientWidth;
      if (!force && width === state.lastWidth) return;
      state.lastWidth = width;
      const layout = ui.wrap.firstElementChild;
      ui.wrap.classList.remove("rx-compact");
      const header = document.querySelector(".md-header");
      const view = window.innerHeight - (header ? header.offsetHeight : 0);
      if (state.puzzle.shape !== "rectangle" || layout.scrollWidth > width + 1 || layout.offsetHeight > view) {
        ui.wrap.classList.add("rx-compact");
      }
      ui.cellClues.hidden = !ui.wrap.classList.contains("rx-compact");
    }
    const resizes = window.ResizeObserver ? new ResizeObserver(() => fit(false)) : null;
    if (resizes) resizes.observe(ui.wrap);

    function highlight(i, on) {
      for (const k of state.puzzle.clues[i].cells) inputs()[k].classList.toggle("rx-hl", on);
      for (const node of state.view.clueNodes[i]) node.classList.toggle("rx-active", on);
    }

    function markClues(k, on) {
      for (const i of state.view.cellClues[k]) {
        for (const node of state.view.clueNodes[i]) node.classList.toggle("rx-active", on);
      }
    }

    // ---- typing -------------------------------------------------------------------------------------------------
    function setLetter(k, value) {
      if (isGiven(k)) return;
      state.letters[k] = value;
      inputs()[k].value = G.shown(value);
      inputs()[k].classList.remove("rx-wrong", "rx-hint", "rx-changed", "rx-differs");
      inputs()[k].removeAttribute("aria-invalid");
      noteCell(k, "");
      // Solve's verdict goes, and the hint once taken (or overruled): the grid stays where it is under the finger
      if (state.solved) { state.solved = false; steady(() => { summary.textContent = ""; }); }
      // "No solution." stays true of the puzzle; the link holds the letters typed from now on (not Solve's)
      state.noSolution = false;
      if (state.hinted === k) clearHint(); // the hint is taken (or overruled): it says nothing more
      if (!state.batch) edited(); // type(): once for all its letters
    }

    function focusCell(k) {
      if (k === null || k < 0 || k >= inputs().length) return;
      inputs()[k].focus();
    }

    function nextOpen(k, step) {
      for (let j = k + step; j >= 0 && j < inputs().length; j += step) if (!isGiven(j)) return j;
      return null;
    }

    function onKey(event, k) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const key = event.key;
      if (key.startsWith("Arrow")) {
        event.preventDefault();
        const vertical = key === "ArrowUp" || key === "ArrowDown";
        // a run of up and down keys keeps to the column it started in (a hexagon's rows are offset by half a cell)
        if (!vertical || state.upDown === null || state.upDown.at !== k) state.upDown = null;
        const x = state.upDown ? state.upDown.x : state.puzzle.cells[k].x;
        const j = G.neighbour(state.puzzle, state.view.rowStart, k, key, x);
        state.upDown = vertical && j !== null ? { x, at: j } : null;
        focusCell(j);
      } else if (key === "Backspace") {
        event.preventDefault();
        if (state.letters[k]) setLetter(k, "");
        else {
          const j = nextOpen(k, -1);
          if (j !== null) { setLetter(j, ""); focusCell(j); }
        }
      } else if (key === "Delete") {
        event.preventDefault();
        setLetter(k, "");
      } else if (key.length === 1 || key === G.SPACE_SHOWN) {
        event.preventDefault();
        type(k, key);
      }
    }

    /** What a cell held, and where its selection was, as an insertion comes (onInput reads what it added). */
    function beforeInput(event, k) {
      const input = inputs()[k];
      state.before = { k, type: event.inputType, value: input.value, start: input.selectionStart,
                       end: input.selectionEnd };
    }

    /** The text an input event added to cell k: from beforeInput's note when it was an insertion at the
     *  selection (a word sent at once by a phone's keyboard, a paste, a drop), else the cell's text without its
     *  letter before (a keyboard that sends no beforeinput, an ASCII rewrite's input event). */
    function inserted(k) {
      const input = inputs()[k];
      const value = input.value;
      const before = state.before;
      state.before = null;
      if (before && before.k === k && before.start !== null && /^insert(Text|FromPaste|FromDrop)$/.test(before.type)) {
        const [head, tail] = [before.value.slice(0, before.start), before.value.slice(before.end)];
        if (value.length >= head.length + tail.length && value.startsWith(head) && value.endsWith(tail)) {
          return value.slice(head.length, value.length - tail.length);
        }
      }
      const chars = Array.from(value);
      if (chars.length > 1) {
        const old = chars.indexOf(G.shown(state.letters[k]));
        if (old >= 0) chars.splice(old, 1);
      }
      return chars.join("");
    }

    /** Virtual keyboards often send no usable keydown: take what the input received (several characters at once
     *  too: typed as one by one). */
    function onInput(k) {
      const input = inputs()[k];
      if (isGiven(k)) { input.value = G.shown(state.puzzle.given[k]); return; }
      if (state.composing === k) return; // a word being composed: typed when it is done (composed)
      if (state.composed && state.composed.k === k) { // (Firefox, Safari: the input event after compositionend)
        const { text } = state.composed;
        state.composed = null;
        return typeComposed(k, text);
      }
      const text = inserted(k);
      if (!text) setLetter(k, "");
      else type(k, text);
    }

    /** A keyboard that composes a word before it commits it (Samsung's and Gboard's with suggestions, Japanese,
     *  Chinese) sends an input event at each change of the word ("t", "to", "tob"): each was typed, and the focus
     *  moved on in the middle of the word ("TTOTOBTOB" in nine cells for "tob"). The word is typed once it is
     *  done: at compositionend in Chromium, which sends no input event after it; Firefox and Safari send one,
     *  which types it (onInput), so compositionend's own typing waits a task for it. */
    function composed(event, k) {
      state.composing = null;
      const text = event.data || "";
      state.composed = { k, text };
      setTimeout(() => {
        if (!state.composed || state.composed.k !== k || state.composed.text !== text) return;
        state.composed = null;
        typeComposed(k, text);
      }, 0);
    }
    function typeComposed(k, text) {
      if (!state.alive || !state.view || !inputs()[k]) return;
      // the focus moved on only from the cell still focused (the word ends when the reader taps another cell, or
      // Solve: the focus stays where they tapped)
      if (text) type(k, text, document.activeElement === inputs()[k]);
      else inputs()[k].value = G.shown(state.letters[k]); // a word given up: the cell's letter back
    }

    /** A paste: its text typed from the cell on (the cell's own insertion would keep one character only). One with
     *  no text is left to the browser (Lighthouse pastes nothing, and read a paste always cancelled as a field that
     *  refuses pastes). */
    function onPaste(event, k) {
      const text = event.clipboardData ? event.clipboardData.getData("text/plain") : "";
      if (!text) return;
      event.preventDefault();
      type(k, Puzzlers.asciiForms(text));
    }

    /** Type `text` (a key, or several characters at once: a paste, a phone keyboard's word) from cell k on, as
     *  typing its characters one by one would: each fills the next open cell (a given cell passes the character
     *  on to the next open one; a filled cell takes the new letter), a character the puzzle's symbols refuse is
     *  skipped, and the cursor ends after the last one. The grid's end ends a text (the rest is left out: at the
     *  last cell each would replace the one before); what no key types (a line break) is skipped. The live
     *  check runs once, as after a key. */
    function type(k, text, move = true) {
      // (an accent written as a letter and a mark of its own, "e" + U+0301, is one letter: É, not E and a lone mark)
      text = text.normalize("NFC");
      let at = k;
      let changed = false;
      state.batch = true;
      try {
        for (const ch of text) {
          if (/\p{Cc}/u.test(ch)) continue;
          if (isGiven(at)) {
            const j = nextOpen(at, 1);
            if (j === null) break;
            at = j;
          }
          const symbol = G.normalise(state.puzzle.alphabet, ch);
          if (symbol === null) continue;
          setLetter(at, symbol);
          changed = true;
          const j = nextOpen(at, 1);
          if (j === null) break;
          at = j;
        }
      } finally {
        state.batch = false;
      }
      if (!isGiven(k)) inputs()[k].value = G.shown(state.letters[k]); // a refused character out of the cell
      if (changed) edited();
      if (at !== k && move) focusCell(at);
    }

    // ---- live clue status ---------------------------------------------------------------------------------------
    function edited() {
      state.typed = true; // the check it starts says its tally (not a puzzle's first, nor Solve's: said otherwise)
      state.edits += 1;
      writeShare();
      clearTimeout(state.checkTimer);
      state.checkTimer = setTimeout(() => check(), 150);
    }

    /** The live check: its promise is kept while it runs (`settleCheck`). `aside`: beside the panel's answer, not
     *  through its runner (see checkNow). */
    function check(options) {
      clearTimeout(state.checkTimer);
      state.checkTimer = null;
      const running = checkNow(options);
      state.checking = running;
      running.finally(() => { if (state.checking === running) state.checking = null; });
      return running;
    }

    /** Before a load: the check that is due runs now, and the load waits for it. They share the panel's runner,
     *  whose latest request wins: a check sent while the load waits for Python would make its answer count for
     *  nothing. */
    async function settleCheck() {
      if (state.checkTimer !== null) check();
      await state.checking;
    }

    /** Solve and Hint do not wait for the check (it made them wait seconds with no word, and Cancel then stopped
     *  the check only): they send the letters themselves, and the check due, or overtaken, is owed (`recheck`). */
    function skipCheck() {
      if (state.checkTimer === null) return;
      clearTimeout(state.checkTimer);
      state.checkTimer = null;
      state.checkOwed = true;
    }

    /** After an action: the check it overtook. Its answer on the page (or its error in the panel) stays: the check
     *  goes beside it. Not after Cancel: the next letter typed checks. */
    function recheck() {
      if (!state.checkOwed || state.checkTimer !== null || !state.alive) return;
      if (runner.element.querySelector(".pz-error:not([hidden])")?.textContent === "Cancelled.") return;
      check({ aside: true });
    }

    /** An action's request (`run`'s promise): while it waits, a letter typed is checked beside it (checkNow), not
     *  through the runner, whose newer request would drop the action's answer (Solve, then a letter: no answer).
     *  `action`: Solve's or Hint's (Clear stops it), not a load's. */
    async function acting(request, { action = true } = {}) {
      state.acting += 1;
      if (action) state.inAction += 1;
      // work that takes long shows its progress and Cancel in the panel at the top: on a phone, brought into view
      // (they were 500 px above the screen, under a 20x20 grid's "Solving…"); not a puzzle's load, which a link
      // opened at its grid starts while Python starts (the panel is by the menu, where a puzzle is chosen)
      const shown = action && setTimeout(() => {
        if (state.alive && runner.element.querySelector(".pz-busy:not([hidden])")) Puzzlers.reveal(runner.element);
      }, 400);
      try { return await request; } finally {
        state.acting -= 1;
        if (action) state.inAction -= 1;
        clearTimeout(shown);
      }
    }

    async function checkNow({ aside = false } = {}) {
      if (!state.puzzle) return;
      const token = ++state.checkToken;
      const current = state.puzzle;
      const edits = state.edits;
      const args = { puzzle: puzzleArg(), cells: state.letters.slice() };
      // Through the runner once Python runs: a clue that takes long (a lookahead, a backreference) shows progress
      // and Cancel, and the runner shows a refusal such as the work budget's message. While Python starts (the
      // first check of the page) the request goes straight to it, so no progress bar comes and goes.
      let result = null;
      let run = false;
      if (state.acting || aside) result = await runner.ask(MODULE, "check", args).catch(() => null);
      else if (Puzzlers.status.state === "ready") {
        run = true;
        result = await runner.run(MODULE, "check", args);
      } else {
        const request = Puzzlers.call(MODULE, "check", args);
        state.startCheck = request.id; // the teardown cancels it: a slow clue must not hold up the next page
        result = await request.catch((error) => {
          if (token === state.checkToken && state.alive) runner.showError(error.message);
          return null;
        }).finally(() => { if (state.startCheck === request.id) state.startCheck = null; });
      }
      if (!result && run && token === state.checkToken && state.alive
          && !runner.element.querySelector(".pz-error:not([hidden])")) {
        state.checkOwed = true; // overtaken by Solve's or Hint's request: checked again after it
      }
      if (!result || token !== state.checkToken || current !== state.puzzle || !state.alive) return;
      state.checkOwed = false;
      result.clues.forEach((status, i) => G.setStatus(state.view, current, i, status, result.undecided));
      ui.tally.dataset.solved = String(result.solved);
      ui.tally.dataset.room = G.tallyRoom(result); // the lines its longest count takes are kept (css)
      ui.tally.textContent = G.tallyText(result);
      if (ui.tally.textContent !== state.tallySaid) {
        state.tallySaid = ui.tally.textContent;
        if (state.typed) sayTally.say(state.tallySaid);
      }
      // a letter typed since this check was sent is the next check's to say (this answer, come in the 150 ms before
      // that check, took it: a fast typist on a slow phone never heard "Solved")
      if (state.edits === edits) state.typed = false;
      if (result.solved) { // solved by hand: an old hint says nothing more, nor does a cell's it filled in
        clearHint();
        if (summary.textContent.endsWith("Hint again for the next cell.")) steady(() => { summary.textContent = ""; });
      }
    }

    // ---- solve, hint, clear -------------------------------------------------------------------------------------
    function clearMarks() {
      if (state.view) {
        for (const input of inputs()) {
          input.classList.remove("rx-hint", "rx-wrong", "rx-changed", "rx-differs");
          input.removeAttribute("aria-invalid");
          noteCell(Number(input.dataset.k), "");
        }
      }
      steps.replaceChildren();
      steps.hidden = true;
      summary.style.minHeight = "";
      state.hinted = null;
      state.hintFor = null;
      state.noSolution = false;
    }

    /** Take away what `change` takes off the page above the grid (a hint's message and steps, Solve's verdict)
     *  without moving the grid under the finger typing in it (it went up 105 px as its hinted letter was typed):
     *  the page scrolls up by as much, and what it cannot (at the page's top) stays as blank space until the next
     *  answer comes. */
    function steady(change) {
      const before = ui.wrap.getBoundingClientRect().top;
      change();
      const shift = before - ui.wrap.getBoundingClientRect().top;
      if (shift < 0.5) return;
      const scroll = Math.min(shift, window.scrollY);
      if (scroll >= 0.5) window.scrollTo({ top: window.scrollY - scroll, behavior: "instant" });
      if (shift - scroll >= 0.5) summary.style.minHeight = `${summary.offsetHeight + shift - scroll}px`;
    }

    /** Take a hint off the page: its mark, its steps and its message. */
    function clearHint() {
      if (state.hinted === null) return;
      steady(() => {
        if (summary.textContent.startsWith("Hint:")) summary.textContent = "";
        clearMarks();
      });
      writeShare();
    }

    /** A new Solve or Hint: the answers of those before it count for nothing. */
    function newAction() {
      state.action += 1;
      return state.action;
    }

    /** Scroll a wide grid sideways to show `cell`. */
    function sideways(cell) {
      const [c, box] = [cell.getBoundingClientRect(), ui.wrap.getBoundingClientRect()];
      if (c.left < box.left) ui.wrap.scrollLeft -= box.left - c.left;
      else if (c.right > box.right) ui.wrap.scrollLeft += c.right - box.right;
    }

    /** Solve from the letters so far: the first solution that fits them, and how many do. When none does, the
     *  puzzle's own (first) solution, and how many of the letters it changed. `linked`: asked by a share link
     *  (s=1), which a reload or Back gives again. */
    async function solve(linked = false) {
      const action = newAction();
      skipCheck();
      const current = state.puzzle;
      const given = compactLetters();
      const cells = state.letters.slice();
      const typed = cells.filter((v) => v).length;
      const fresh = () => action === state.action && current === state.puzzle && state.alive;
      clearMarks();
      // shown, not said (a screen reader heard "Solving…" before every answer); said once by the runner when the
      // reader asked and the answer is still not there after a second
      Puzzlers.working(summary, "Solving\u2026");
      const ask = (letters) => acting(runner.run(MODULE, "solve", { puzzle: puzzleArg(), max_solutions: 10,
                                                                      cells: letters },
                                                 { slow: linked ? "" : "Solving\u2026" }));
      let result = await ask(cells);
      let without = false; // the answer of a second solve, without the letters (they fit no solution)
      if (fresh() && result && !result.count && typed && compactLetters() === given) {
        result = await ask(null);
        without = true;
      }
      if (!fresh()) return;
      if (!result) { // its message (the work budget's, "Cancelled.") is in the panel at the top: on a phone in view
        summary.textContent = "";
        recheck();
        if (runner.element.querySelector(".pz-error:not([hidden])")) Puzzlers.reveal(runner.element);
        return;
      }
      if (compactLetters() !== given) return solve(); // a letter typed meanwhile: solved for the letters as they are
      // a link's answer given again by a reload, Back or Forward, or after the reader moved the page, leaves the page
      // where it is (as hint's does)
      const reveal = (...args) => (!linked || Puzzlers.linkUntouched()) && Puzzlers.reveal(...args);
      clearMarks();
      state.solveFrom = given;
      if (!result.count) {
        summary.textContent = "No solution: no grid matches every clue.";
        state.noSolution = true;
        writeShare();
        recheck();
        reveal(summary);
        return;
      }
      const rows = result.solutions[0].map((row) => Array.from(row));
      const changed = [];
      current.cells.forEach((cell, k) => {
        if (!isGiven(k)) {
          const symbol = rows[cell.row][cell.col];
          const mine = state.letters[k];
          if (mine && mine !== symbol) changed.push(k);
          state.letters[k] = symbol;
          inputs()[k].value = G.shown(symbol);
          // the cells whose letter Solve changed are marked (the message counted them, the grid did not show them)
          if (mine && mine !== symbol) {
            inputs()[k].classList.add("rx-changed");
            noteCell(k, `Changed by Solve: your letter was ${G.shown(mine)}`);
          }
        }
      });
      // Not unique: where the first two solutions differ is ringed and said (an author making a puzzle unique had to
      // guess which cell a clue should pin down; the other solution was never shown)
      let differs = "";
      if (!result.unique && result.solutions.length > 1) {
        const other = result.solutions[1].map((row) => Array.from(row));
        const cells = [];
        current.cells.forEach((cell, k) => {
          const a = rows[cell.row][cell.col];
          const b = other[cell.row][cell.col];
          if (a === b) return;
          cells.push(k);
          inputs()[k].classList.add("rx-differs");
          noteCell(k, `Ringed: the second solution has ${G.shown(b)} here`);
        });
        const [k] = cells;
        const { row, col } = current.cells[k];
        const pair = `${G.shown(rows[row][col])} or ${G.shown(other[row][col])}`;
        differs = ` The first two differ in ${cells.length === 1 ? `one cell, ${cellName(k)} (${pair})`
          : `${cells.length} cells, ringed; ${cellName(k)} is ${pair}`}.`;
      }
      const mine = typed ? " with the letters in the grid" : ""; // (typed, or come with a link)
      if (without) {
        const which = result.unique ? "the puzzle's solution is shown"
          : `the first of ${result.complete ? "its" : "at least"} ${result.count} solutions is shown`;
        const first = cellName(changed[0]);
        summary.textContent = `Your letters fit no solution; ${which} (${changed.length === 1 ? `${first} changed`
          : `${changed.length} cells changed, the first ${first}`}).`;
      } else {
        summary.textContent = result.unique ? `Unique solution${mine}.`
          : result.complete ? `${result.count} solutions${mine} (first shown).${differs}`
          : `At least ${result.count} solutions${mine} (first shown).${differs}`;
      }
      state.solved = true;
      edited();
      state.typed = false; // the tally it brings ("Solved: every clue matches.") is not said after the verdict
      reveal(summary, { until: ui.wrap }); // the grid solved, as far as the screen holds it
    }

    /** Hint's answer in the summary, a live region: the same answer again (the same hint for other letters that
     *  force the same cell) changes nothing there, and so would be said once only; the page's announcer says it. */
    function sayHint(text) {
      if (summary.textContent === text) Puzzlers.announce(text);
      else summary.textContent = text;
    }

    /** "row 2, cell 3 is wrong." or "3 cells are wrong, the first row 2, cell 3." for web_hint's `wrong`. */
    function wrongText(wrong) {
      const first = cellName(state.view.rowStart[wrong[0][0]] + wrong[0][1]);
      return wrong.length === 1 ? `${first} is wrong.` : `${wrong.length} cells are wrong, the first ${first}.`;
    }

    /** A cell's hint on the page, by stages, so that a nudge does not give the letter away: the cell marked and the
     *  clues that force it (stage 1), then its letter, how they force it and the steps (stage 2, the next press).
     *  `linked`: asked by a share link (see hint). */
    function showHint(result, stage, linked) {
      const rowStart = state.view.rowStart;
      const k = rowStart[result.cell[0]] + result.cell[1];
      inputs()[k].classList.add("rx-hint");
      Object.assign(state, { hinted: k, hintSymbol: result.symbol, hint: result, hintStage: stage });
      if (stage === 2) state.revealed = { puzzle: state.puzzle, k, symbol: result.symbol };
      writeShare();
      const clues = result.clues.length ? ` (${result.clues.join(", ")})` : "";
      if (stage === 1) {
        sayHint(`Hint: look at ${cellName(k)}${clues}. Hint again for its letter.`);
      } else {
        const symbol = result.symbol === " " ? "a space" : `\u201c${G.shown(result.symbol)}\u201d`;
        const message = result.message.charAt(0).toUpperCase() + result.message.slice(1);
        sayHint(`Hint: ${cellName(k)} is ${symbol}${clues}. ${message}.`);
        // A chain of deductions: each step a clue that, with the letters so far and the steps before, leaves a
        // cell only these symbols; the last step is the hinted cell.
        for (const step of result.steps || []) {
          const cell = cellName(rowStart[step.cell[0]] + step.cell[1]);
          const symbols = [...step.symbols].map((s) => G.shown(s));
          steps.append(el("li", {}, `${step.clue}: ${cell} \u2192 ${symbols.length === 1 ? "only " + symbols[0]
            : "one of " + symbols.join(", ")}`));
        }
        steps.hidden = !steps.childElementCount;
      }
      // a wide grid scrolls sideways to the cell, and the page down to it under the hint as far as the screen
      // holds both (sideways on a phone the cell was below the screen)
      const cell = inputs()[k];
      sideways(cell);
      // with its steps too, which go beside the grid on a phone held sideways (below the cell at 640x360)
      const below = !steps.hidden && steps.getBoundingClientRect().bottom > cell.getBoundingClientRect().bottom;
      const last = below ? steps : cell;
      // A link opens at the puzzle's title, which names the puzzle, with the hint's cell under it when both fit
      // (it opened at the hint, the title above the screen). Else the message comes first, and the cell as far
      // as the screen holds it: in a hexagon held sideways the cell was shown alone, without the message that
      // says which cell it is and why. A link's hint given again by a reload, Back or Forward, or after the reader
      // moved the page, leaves the page where it is, as the other widgets' links do.
      if (!linked) Puzzlers.reveal(summary, { until: last });
      else if (Puzzlers.linkUntouched()) {
        Puzzlers.reveal(Puzzlers.fitTogether(ui.title, last) ? ui.title : summary, { until: last });
      }
    }

    /** Hint's answer. `linked`: asked by a share link (h=1 or h=2), which opens at the puzzle's title; `stage`: how
     *  much of a cell's hint shows (showHint); `fresh`: asked again for letters typed while it worked (not a press
     *  on a hint shown: that would take the next stage, or fill the cell in, unasked). */
    async function hint(linked = false, stage = 1, fresh = false) {
      // Hint again, with the hint on the page and the letters it was given for: the cell's letter, then the hint is
      // taken, its cell filled in (it said the same hint again), and the next press gives the next one.
      if (!fresh && state.hinted !== null && state.hintFor === compactLetters()) {
        newAction(); // (a Solve or Hint still working: its answer counts for nothing now)
        if (state.hintStage === 1) {
          showHint(state.hint, 2, false);
          return;
        }
        const k = state.hinted;
        const symbol = state.hintSymbol;
        setLetter(k, symbol); // takes the hint off the page, checks the clues and writes the link
        // (the grid's last empty cell: there is no next one, and the clues' tally says whether it is solved)
        const full = state.letters.every((ch, cell) => ch || isGiven(cell));
        sayHint(`Filled in ${cellName(k)}: ${symbol === " " ? "a space" : `\u201c${G.shown(symbol)}\u201d`}${full
          ? ", the last empty cell." : ". Hint again for the next cell."}`);
        return;
      }
      const action = newAction();
      skipCheck();
      // a Solve overtaken: its answer will not come
      if (summary.textContent === "Solving\u2026") summary.textContent = "";
      const current = state.puzzle;
      const given = compactLetters();
      const result = await acting(runner.run(MODULE, "hint", { puzzle: puzzleArg(), cells: state.letters.slice() }));
      if (action !== state.action || current !== state.puzzle || !state.alive) return;
      if (!result) {
        recheck();
        if (runner.element.querySelector(".pz-error:not([hidden])")) Puzzlers.reveal(runner.element);
        return;
      }
      // a letter typed meanwhile (the reader acted): the grid as it is
      if (compactLetters() !== given) return hint(false, 1, true);
      recheck();
      clearMarks();
      state.hintFor = compactLetters(); // Hint's answer is on the page (h= in the link)
      state.hintStage = 1;
      const message = result.message.charAt(0).toUpperCase() + result.message.slice(1);
      const rowStart = state.view.rowStart;
      if (result.status === "hint") {
        // the same cell and letter as a hint whose letter was shown (letters typed elsewhere since): the letter again
        const seen = state.revealed;
        const again = seen && seen.puzzle === state.puzzle && seen.symbol === result.symbol
          && seen.k === rowStart[result.cell[0]] + result.cell[1];
        showHint(result, again ? 2 : stage, linked);
      } else if (result.status === "conflict") {
        writeShare();
        for (const [row, index] of result.wrong) { // each wrong cell says so with its name, not by colour only
          inputs()[rowStart[row] + index].classList.add("rx-wrong");
          inputs()[rowStart[row] + index].setAttribute("aria-invalid", "true");
        }
        sayHint(result.wrong.length ? `${message}: ${wrongText(result.wrong)}` : `${message}.`);
        // the first wrong cell too, as far as the screen holds it (on a phone it was left below the screen)
        const first = result.wrong.length ? inputs()[rowStart[result.wrong[0][0]] + result.wrong[0][1]] : null;
        if (first) sideways(first);
        Puzzlers.reveal(summary, { until: first, untilFirst: true });
      } else {
        writeShare();
        sayHint(`${message}.`);
        Puzzlers.reveal(summary);
      }
    }

    /** Empty the grid. A Solve or Hint still working is stopped (its answer would fill the grid again). */
    function clearAll() {
      if (!state.puzzle) return;
      newAction();
      if (state.inAction) runner.stop(); // the panel's requests, without a "Cancelled." nobody asked for
      const had = state.letters.some(Boolean);
      state.letters = state.letters.map(() => "");
      inputs().forEach((input, k) => { if (!isGiven(k)) input.value = ""; });
      clearMarks();
      summary.textContent = "";
      state.solved = false;
      // a new entry of the history: Back brings the letters back (one tap on Clear, next to Hint, lost them all)
      if (had) writeShare({ push: true });
      edited();
      // said: the live check says a new tally only when it differs (Clear after a hint's one letter said nothing)
      Puzzlers.announce("The grid is cleared.");
    }

    // ---- start --------------------------------------------------------------------------------------------------
    ui.load.addEventListener("click", () => loadCustom());
    ui.solve.addEventListener("click", () => solve());
    ui.hint.addEventListener("click", () => hint());
    ui.clear.addEventListener("click", () => clearAll());
    // A puzzle picked is a new entry of the history. The menu's arrow keys change the puzzle at each press: a run
    // of them makes one entry (Back then returns to the puzzle before the run).
    // The entry is owed until a puzzle is shown: a load overtaken by the next one (two quick presses) shows nothing.
    let arrowed = false; // the change coming is an arrow key's
    let browsing = false; // the last change was one, and the menu has kept the focus since
    ui.picker.addEventListener("keydown", (event) => { arrowed = /^(Arrow|Page|Home$|End$)/.test(event.key); });
    ui.picker.addEventListener("pointerdown", () => { arrowed = false; });
    ui.picker.addEventListener("blur", () => { browsing = false; });
    ui.picker.addEventListener("change", () => {
      state.pushOwed ||= !(arrowed && browsing);
      browsing = arrowed;
      arrowed = false;
      // the puzzle chosen is said (its size and symbols), not while the arrows go through the menu (which says each
      // name): the grid changed without a word
      const quiet = browsing;
      if (ui.picker.value && ui.picker.value !== CUSTOM) {
        load({ id: ui.picker.value }).then((loaded) => {
          if (loaded && !quiet) Puzzlers.announce(ui.title.textContent);
        });
      }
    });

    async function start() {
      const q = share.read();
      const cut = Puzzlers.linkCut(); // (read now: the puzzle shown writes the address again)
      const value = (key) => (Object.hasOwn(q, key) ? q[key] : "");
      // letters as a phone types them; their invisible characters kept here to be named as left out
      const get = (key) => (key === "g" ? value(key).replace(/\P{Cf}+/gu, (run) => Puzzlers.asciiForms(run))
        : value(key));
      Puzzlers.warm();
      if (table && table.puzzles) {
        fillPicker(ui.picker, table.puzzles);
      } else {
        try {
          fillPicker(ui.picker, (await Puzzlers.call(MODULE, "list", {})).puzzles);
        } catch (error) {
          if (!state.alive) return;
          ui.picker.replaceChildren(el("option", { value: "" }, "The puzzle list could not be loaded"));
          runner.showError(error.message);
          return;
        }
      }
      if (!state.alive) return;
      let loaded;
      if (get("t")) {
        // A typed puzzle that does not load keeps its text and the message, so it can be fixed.
        ui.text.value = get("t");
        ui.custom.open = true;
        loaded = await load({ text: get("t") }, get("g"));
        if (!loaded && state.alive) Puzzlers.reveal(runner.element); // the link's text: what is wrong with it
      } else {
        const asked = get("p");
        const id = asked.replace(/^seed\//, "notebook/"); // the notebook's puzzles, ids seed/... before
        const known = id && [...ui.picker.options].some((o) => o.value === id && !o.disabled);
        const next = { id: known ? id : DEFAULT_ID };
        if (table && table.first && table.first.id === next.id) {
          show(next, table.first, known ? get("g") : ""); // drawn by the build's table: no wait for Python
          loaded = true;
        } else {
          // While Python starts, the menu and the title name the puzzle coming (not the list's first)
          ui.picker.value = next.id;
          ui.title.textContent = `Loading ${ui.picker.selectedOptions[0]?.textContent || next.id}\u2026`;
          loaded = await load(next, known ? get("g") : "");
          if (!loaded && state.alive && !state.puzzle) ui.title.textContent = ""; // failed or cancelled
        }
        if (id && !known && state.alive) runner.showError(`There is no puzzle "${asked}" here; showing ${DEFAULT_ID}.`);
        else if (!id && get("g") && state.alive) {
          runner.addError(Puzzlers.linkMessage(["letters but no puzzle for them (left out)"]));
        }
      }
      const notes = [];
      const solveIt = Puzzlers.linkFlag(get, "s", notes);
      const unread = []; // h=2: the hint with its letter; else on or off
      const hintStage = get("h").trim() === "2" ? 2 : Puzzlers.linkFlag(get, "h", unread) ? 1 : 0;
      if (unread.length) notes.push(`${Puzzlers.quoted(get("h"))} as h= (1 for a hint, 2 with its letter, 0 for none)`);
      notes.push(...cut);
      if (loaded && state.alive && solveIt) await solve(true);
      else if (loaded && state.alive && hintStage) await hint(true, hintStage);
      if (notes.length && state.alive) runner.addError(Puzzlers.linkMessage(notes));
    }
    start();
    return () => {
      state.alive = false;
      sayTally.cancel();
      clearTimeout(state.checkTimer);
      if (state.startCheck !== null) Puzzlers.cancel(state.startCheck);
      if (resizes) resizes.disconnect();
      runner.dispose();
    };
  }
})();
