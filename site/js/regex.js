// Regex crossword widget: pick a bundled puzzle or type one, fill the grid (rectangles and hexagons), see each
// clue's status live, solve, hint, clear. The puzzle and the letters so far live in the URL (?p=id or ?t=text,
// g=letters with "_" for an empty cell, and s=1 once Solve has filled the grid, so that the link shows the solve's
// verdict, "Unique solution." for instance, again). Set up once per page view (Puzzlers.onPage).
(function () {
  "use strict";
  const { el, share } = Puzzlers;
  const MODULE = "regexcrossword";
  const DEFAULT_ID = "beginner/beatles";
  const CUSTOM = "__custom";
  const EMPTY = "_";
  const SPACE_SHOWN = "\u2423"; // ␣, so that a space in a cell is visible
  const STATUS = {
    ok: ["\u2713", "matches"],
    possible: ["\u2026", "can still match"],
    impossible: ["\u2717", "cannot match"],
  };
  const DIRECTION_TITLES = { row: "Rows", column: "Columns", "down-left": "Down-left lines",
                             "up-left": "Up-left lines" };

  let current = null; // {host, teardown} of the widget on the page shown
  Puzzlers.onPage(() => {
    const host = document.getElementById("regex-widget");
    if (current && current.host === host) return;
    if (current) current.teardown();
    current = host ? { host, teardown: setup(host) } : null;
  });

  function setup(host) {

    // ---- the page skeleton ------------------------------------------------------------------------------------
    const picker = el("select", { id: "rx-puzzle", class: "pz-input rx-select", "aria-label": "Puzzle" },
      el("option", { value: "" }, "Loading the puzzles\u2026"));
    const text = el("textarea", { id: "rx-text", class: "pz-input rx-text", rows: "8", spellcheck: "false",
                                  autocomplete: "off", autocapitalize: "off",
                                  "aria-label": "Puzzle text (plain text or JSON)",
                                  placeholder: "rows:\nHE|LL|O+\n[PLEASE]+\ncolumns:\n[^SPEAK]+\nEP|IP|EF" });
    const loadButton = el("button", { id: "rx-load", class: "md-button", type: "button",
                                      onclick: () => loadCustom() }, "Load");
    const custom = el("details", { class: "rx-custom", id: "rx-custom" },
      el("summary", {}, "Type or paste a puzzle"),
      el("p", { class: "rx-help" }, "Plain text (sections ", el("code", {}, "rows:"), ", ", el("code", {}, "columns:"),
         ", \u2026 one clue per line) or JSON, as described below."),
      text, el("div", { class: "pz-actions" }, loadButton));
    const solveButton = el("button", { id: "rx-solve", class: "md-button md-button--primary", type: "button",
                                       onclick: () => solve() }, "Solve");
    const hintButton = el("button", { id: "rx-hint", class: "md-button", type: "button", onclick: () => hint() },
                          "Hint");
    const clearButton = el("button", { id: "rx-clear", class: "md-button", type: "button", onclick: () => clearAll() },
                           "Clear");
    const shareButton = el("button", { id: "rx-share", class: "md-button", type: "button",
                                       onclick: () => Puzzlers.copyLink(shareButton) }, "Copy share link");
    const title = el("p", { class: "rx-title", id: "rx-title" });
    const wrap = el("div", { class: "rx-wrap", id: "rx-wrap" });
    const tally = el("p", { class: "rx-tally", id: "rx-tally", "aria-live": "polite" });
    const summary = el("p", { class: "pz-summary", id: "rx-summary", "aria-live": "polite" });
    const steps = el("ol", { class: "rx-steps", id: "rx-steps", hidden: true });
    const clueList = el("div", { class: "rx-clues", id: "rx-clues" });

    const panel = el("div", { class: "pz-panel rx-panel" },
      el("label", { for: "rx-puzzle", class: "pz-label" }, "Puzzle"), picker, custom);
    host.replaceChildren(panel);
    const runner = Puzzlers.runner(panel);
    host.append(el("div", { class: "pz-panel rx-play" }, title, wrap, tally,
                   el("div", { class: "pz-actions" }, solveButton, hintButton, clearButton, shareButton),
                   summary, steps, clueList));
    const actions = [solveButton, hintButton, clearButton];
    for (const button of actions) button.disabled = true;

    // ---- state ------------------------------------------------------------------------------------------------
    let puzzle = null;   // web_load's result
    let source = null;   // {id} for a bundled puzzle, {text} for a typed one
    let letters = [];    // one string per cell, "" for empty (given cells stay "")
    let inputs = [];     // the cell inputs, by cell number
    let clueNodes = [];  // per clue: the elements that show it (edge label, list item)
    let cellClues = [];  // per cell: the clues that read it
    let rowStart = [];   // cell number of the first cell of each row
    let solved = false;  // the grid holds Solve's answer and the summary its verdict (s=1 in the link)
    let alive = true;

    const puzzleArg = () => (source.id !== undefined ? source.id : source.text);
    const isGiven = (k) => puzzle.given[k] !== "";
    const cellName = (k) => `row ${puzzle.cells[k].row + 1}, cell ${puzzle.cells[k].col + 1}`;
    const shown = (symbol) => (symbol === " " ? SPACE_SHOWN : symbol);

    function compactLetters() {
      if (!letters.some((v) => v)) return "";
      return letters.map((v) => (v ? v : EMPTY)).join("");
    }

    function writeShare() {
      if (!source || !alive) return;
      share.write({ p: source.id, t: source.text, g: compactLetters(), s: solved });
    }

    // ---- the bundled puzzles ----------------------------------------------------------------------------------
    function shapeLabel(p) {
      if (p.shape === "hexagon") {
        const regular = p.rows.every((n, i) => n === p.rows[p.rows.length - 1 - i]) && p.rows.length % 2 === 1;
        return regular ? `hexagon, side ${(p.rows.length + 1) / 2}` : `hexagon, ${p.rows.length} rows`;
      }
      if (p.shape === "rectangle") return `${p.rows[0]}\u00d7${p.rows.length}`;
      return `${p.rows.reduce((a, b) => a + b, 0)} cells`;
    }

    function fillPicker(list) {
      const groups = new Map();
      for (const p of list) {
        if (!groups.has(p.pack)) groups.set(p.pack, el("optgroup", { label: p.pack }));
        const label = p.supported ? `${p.name} (${shapeLabel(p)})` : `${p.name} \u2014 not supported: ${p.reason}`;
        groups.get(p.pack).append(el("option", { value: p.id, disabled: !p.supported, title: p.reason || null },
                                     label));
      }
      picker.replaceChildren(el("option", { value: CUSTOM, disabled: true }, "Your own puzzle (typed below)"),
                             ...groups.values());
    }

    // ---- loading ----------------------------------------------------------------------------------------------
    async function load(next, restoreLetters) {
      const data = await runner.run(MODULE, "load", { puzzle: next.id !== undefined ? next.id : next.text });
      if (!data) {
        if (puzzle) picker.value = source.id !== undefined ? source.id : CUSTOM;
        return false;
      }
      if (!alive) return false;
      puzzle = data;
      solved = false;
      source = next.id !== undefined ? { id: next.id } : { text: data.text || next.text };
      picker.value = source.id !== undefined ? source.id : CUSTOM;
      if (source.id !== undefined || !text.value.trim()) text.value = data.text || "";
      if (source.text !== undefined) custom.open = true;
      letters = puzzle.given.map(() => "");
      if (restoreLetters) {
        Array.from(restoreLetters).forEach((ch, k) => {
          if (k < letters.length && ch !== EMPTY && !isGiven(k)) letters[k] = ch;
        });
      }
      render();
      summary.textContent = "";
      for (const button of actions) button.disabled = false;
      writeShare();
      check();
      return true;
    }

    function loadCustom() {
      const typed = text.value.trim();
      if (!typed) return runner.showError("Type or paste a puzzle first.");
      load({ text: typed });
    }

    // ---- drawing ----------------------------------------------------------------------------------------------
    function render() {
      const hex = puzzle.shape === "hexagon";
      const rows = puzzle.rows.length;
      rowStart = [];
      puzzle.rows.reduce((start, n) => (rowStart.push(start), start + n), 0);
      const maxX = Math.max(...puzzle.cells.map((c) => c.x));
      const width = hex ? (maxX + 2) / 2 : maxX + 1;
      const height = hex ? ((rows - 1) * 0.75 + 1) * 2 / Math.sqrt(3) : rows;
      title.textContent = `${puzzle.name || "Your puzzle"} \u00b7 ${shapeLabel(puzzle)} \u00b7 ` +
        `symbols: ${Array.from(puzzle.alphabet).map(shown).join(" ")}`;

      cellClues = puzzle.cells.map(() => []);
      puzzle.clues.forEach((clue, i) => clue.cells.forEach((k) => cellClues[k].push(i)));

      inputs = puzzle.cells.map((cell, k) => {
        const given = isGiven(k);
        const input = el("input", {
          class: `rx-cell${given ? " rx-given" : ""}`, type: "text", autocomplete: "off", autocapitalize: "characters",
          spellcheck: "false", inputmode: "text", readonly: given, "aria-label": cellName(k),
          dataset: { k: String(k) }, style: `--x:${cell.x};--y:${cell.y}`,
          value: shown(given ? puzzle.given[k] : letters[k]),
        });
        input.addEventListener("keydown", (event) => onKey(event, k));
        input.addEventListener("input", () => onInput(k));
        input.addEventListener("focus", () => { input.select(); markClues(k, true); });
        input.addEventListener("blur", () => markClues(k, false));
        return input;
      });
      const board = el("div", { class: `rx-board${hex ? " rx-hex" : ""}`, id: "rx-board", role: "group",
                                "aria-label": "Grid" }, inputs);

      clueNodes = puzzle.clues.map(() => []);
      const layout = el("div", { class: "rx-layout" });
      layout.style.setProperty("--rx-w", String(width));
      layout.style.setProperty("--rx-h", String(height));
      if (puzzle.shape === "rectangle") {
        const cols = maxX + 1;
        const edges = { top: Array(cols).fill(null), bottom: Array(cols).fill(null),
                        left: Array(rows).fill(null), right: Array(rows).fill(null) };
        puzzle.clues.forEach((clue, i) => {
          const [first, second] = clue.direction === "row" ? ["left", "right"] : ["top", "bottom"];
          const side = edges[first][clue.line] === null ? first : second;
          edges[side][clue.line] = edgeClue(i, clue);
        });
        const strip = (side) => el("div", { class: `rx-edges rx-${side}` },
          edges[side].map((node) => node || el("span", { class: "rx-edge rx-none" })));
        layout.append(strip("top"), strip("left"), board, strip("right"), strip("bottom"));
        layout.classList.add("rx-rect");
      } else {
        layout.append(board);
      }
      wrap.replaceChildren(layout);
      wrap.classList.toggle("rx-rectangle", puzzle.shape === "rectangle");
      drawList();
      fit(true);
    }

    function edgeClue(i, clue) {
      const icon = el("span", { class: "rx-icon", "aria-hidden": "true" });
      const state = el("span", { class: "rx-sr" });
      const node = el("span", { class: "rx-edge", tabindex: "0", dataset: { clue: String(i) } },
                      el("code", {}, clue.regex || "(none)"), icon, state);
      hoverable(node, i);
      clueNodes[i].push(node);
      return node;
    }

    function drawList() {
      const groups = new Map();
      puzzle.clues.forEach((clue, i) => {
        if (!groups.has(clue.direction)) groups.set(clue.direction, el("ol", { class: "rx-group" }));
        const node = el("li", { class: "rx-clue", tabindex: "0", dataset: { clue: String(i) } },
          el("span", { class: "rx-icon", "aria-hidden": "true" }), " ",
          el("span", { class: "rx-name" }, clue.name), " ",
          el("code", {}, clue.regex || "(none)"), " ",
          el("span", { class: "rx-state" }));
        hoverable(node, i);
        clueNodes[i].push(node);
        groups.get(clue.direction).append(node);
      });
      clueList.replaceChildren(...[...groups].map(([direction, list]) => el("section", {},
        el("p", { class: "rx-group-title" }, DIRECTION_TITLES[direction] || direction), list)));
    }

    /** Rectangles show their clues around the grid when they fit, else (and always for hexagons) in the list. */
    let lastWidth = -1;
    function fit(force) {
      if (!puzzle) return;
      const width = wrap.clientWidth;
      if (!force && width === lastWidth) return;
      lastWidth = width;
      const layout = wrap.firstElementChild;
      wrap.classList.remove("rx-compact");
      if (puzzle.shape !== "rectangle" || layout.scrollWidth > width + 1) wrap.classList.add("rx-compact");
    }
    const resizes = window.ResizeObserver ? new ResizeObserver(() => fit(false)) : null;
    if (resizes) resizes.observe(wrap);

    function hoverable(node, i) {
      const on = () => highlight(i, true);
      const off = () => highlight(i, false);
      node.addEventListener("mouseenter", on);
      node.addEventListener("mouseleave", off);
      node.addEventListener("focus", on);
      node.addEventListener("blur", off);
    }

    function highlight(i, on) {
      for (const k of puzzle.clues[i].cells) inputs[k].classList.toggle("rx-hl", on);
      for (const node of clueNodes[i]) node.classList.toggle("rx-active", on);
    }

    function markClues(k, on) {
      for (const i of cellClues[k]) for (const node of clueNodes[i]) node.classList.toggle("rx-active", on);
    }

    function setStatus(i, status) {
      const [icon, words] = STATUS[status] || ["?", status];
      for (const node of clueNodes[i]) {
        node.dataset.status = status;
        node.querySelector(".rx-icon").textContent = icon;
        const state = node.querySelector(".rx-state, .rx-sr");
        state.textContent = node.classList.contains("rx-edge") ? ` ${words}` : words;
        node.title = `${puzzle.clues[i].name}: ${words}`;
      }
    }

    // ---- typing -----------------------------------------------------------------------------------------------
    function normalise(ch) {
      const alphabet = puzzle.alphabet;
      if (ch === SPACE_SHOWN) ch = " ";
      if (alphabet.includes(ch)) return ch;
      if (alphabet.includes(ch.toUpperCase())) return ch.toUpperCase();
      if (alphabet.includes(ch.toLowerCase())) return ch.toLowerCase();
      return ch === " " ? null : ch.toUpperCase();
    }

    function setLetter(k, value) {
      if (isGiven(k)) return;
      letters[k] = value;
      inputs[k].value = shown(value);
      inputs[k].classList.remove("rx-wrong", "rx-hint");
      if (solved) { solved = false; summary.textContent = ""; }
      edited();
    }

    function focusCell(k) {
      if (k === null || k < 0 || k >= inputs.length) return;
      inputs[k].focus();
    }

    function nextOpen(k, step) {
      for (let j = k + step; j >= 0 && j < inputs.length; j += step) if (!isGiven(j)) return j;
      return null;
    }

    /** The cell one step away: left/right within the row, up/down to the nearest cell of the next row. */
    function neighbour(k, key) {
      const cell = puzzle.cells[k];
      if (key === "ArrowLeft" || key === "ArrowRight") {
        const j = k + (key === "ArrowLeft" ? -1 : 1);
        return j >= 0 && j < inputs.length && puzzle.cells[j].row === cell.row ? j : null;
      }
      const row = cell.row + (key === "ArrowUp" ? -1 : 1);
      if (row < 0 || row >= puzzle.rows.length) return null;
      let best = null;
      for (let j = rowStart[row]; j < rowStart[row] + puzzle.rows[row]; j++) {
        const d = Math.abs(puzzle.cells[j].x - cell.x);
        if (best === null || d < best[0]) best = [d, j];
      }
      return best[1];
    }

    function onKey(event, k) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key;
      if (key.startsWith("Arrow")) {
        event.preventDefault();
        focusCell(neighbour(k, key));
      } else if (key === "Backspace") {
        event.preventDefault();
        if (letters[k]) setLetter(k, "");
        else {
          const j = nextOpen(k, -1);
          if (j !== null) { setLetter(j, ""); focusCell(j); }
        }
      } else if (key === "Delete") {
        event.preventDefault();
        setLetter(k, "");
      } else if (key.length === 1 || key === SPACE_SHOWN) {
        event.preventDefault();
        type(k, key);
      }
    }

    /** Virtual keyboards often send no usable keydown: take what the input received. */
    function onInput(k) {
      const input = inputs[k];
      if (isGiven(k)) { input.value = shown(puzzle.given[k]); return; }
      const chars = Array.from(input.value);
      if (chars.length > 1) {
        const old = chars.indexOf(shown(letters[k]));
        if (old >= 0) chars.splice(old, 1);
      }
      const fresh = chars[chars.length - 1];
      if (fresh === undefined) setLetter(k, "");
      else type(k, fresh);
    }

    function type(k, key) {
      if (isGiven(k)) { focusCell(nextOpen(k, 1)); return; }
      const symbol = normalise(key);
      if (symbol === null) { inputs[k].value = shown(letters[k]); return; }
      setLetter(k, symbol);
      const j = nextOpen(k, 1);
      if (j !== null) focusCell(j);
    }

    // ---- live clue status -------------------------------------------------------------------------------------
    let checkTimer = null;
    let checkToken = 0;
    function edited() {
      writeShare();
      clearTimeout(checkTimer);
      checkTimer = setTimeout(check, 150);
    }

    async function check() {
      clearTimeout(checkTimer);
      if (!puzzle) return;
      const token = ++checkToken;
      const current = puzzle;
      // Through the runner: a clue that takes long (a lookahead, a backreference) shows progress and Cancel, and
      // the runner shows a refusal such as the work budget's message.
      const result = await runner.run(MODULE, "check", { puzzle: puzzleArg(), cells: letters.slice() });
      if (!result || token !== checkToken || current !== puzzle || !alive) return;
      result.clues.forEach((status, i) => setStatus(i, status));
      const counts = { ok: 0, possible: 0, impossible: 0 };
      for (const status of result.clues) counts[status] += 1;
      tally.dataset.solved = String(result.solved);
      tally.textContent = result.solved ? "Solved: every clue matches."
        : `Clues: ${counts.ok} matching, ${counts.possible} still possible, ${counts.impossible} impossible.`;
    }

    // ---- solve, hint, clear -----------------------------------------------------------------------------------
    function clearMarks() {
      for (const input of inputs) input.classList.remove("rx-hint", "rx-wrong");
      steps.replaceChildren();
      steps.hidden = true;
    }

    async function solve() {
      const current = puzzle;
      summary.textContent = "Solving\u2026";
      const result = await runner.run(MODULE, "solve", { puzzle: puzzleArg(), max_solutions: 10 });
      if (current !== puzzle || !alive) return;
      if (!result) { summary.textContent = ""; return; }
      clearMarks();
      if (!result.count) {
        summary.textContent = "No solution: no grid matches every clue.";
        return;
      }
      const rows = result.solutions[0].map((row) => Array.from(row));
      puzzle.cells.forEach((cell, k) => {
        if (!isGiven(k)) {
          letters[k] = rows[cell.row][cell.col];
          inputs[k].value = shown(letters[k]);
        }
      });
      summary.textContent = result.unique ? "Unique solution."
        : result.complete ? `${result.count} solutions (first shown).`
        : `At least ${result.count} solutions (first shown).`;
      solved = true;
      edited();
    }

    async function hint() {
      const current = puzzle;
      const result = await runner.run(MODULE, "hint", { puzzle: puzzleArg(), cells: letters.slice() });
      if (!result || current !== puzzle) return;
      clearMarks();
      const message = result.message.charAt(0).toUpperCase() + result.message.slice(1);
      if (result.status === "hint") {
        const [row, index] = result.cell;
        const k = rowStart[row] + index;
        inputs[k].classList.add("rx-hint");
        const symbol = result.symbol === " " ? "a space" : `\u201c${result.symbol}\u201d`;
        const clues = result.clues.length ? ` (${result.clues.join(", ")})` : "";
        summary.textContent = `Hint: ${cellName(k)} is ${symbol}${clues}. ${message}.`;
        // A chain of deductions: each step a clue that, with the letters so far and the steps before, leaves a
        // cell only these symbols; the last step is the hinted cell.
        for (const step of result.steps || []) {
          const cell = cellName(rowStart[step.cell[0]] + step.cell[1]);
          const symbols = [...step.symbols].map((s) => (s === " " ? "\u2423" : s));
          steps.append(el("li", {}, `${step.clue}: ${cell} \u2192 ${symbols.length === 1 ? "only " + symbols[0]
            : "one of " + symbols.join(", ")}`));
        }
        steps.hidden = !steps.childElementCount;
        inputs[k].scrollIntoView({ block: "nearest", inline: "nearest" });
      } else if (result.status === "conflict") {
        for (const [row, index] of result.wrong) inputs[rowStart[row] + index].classList.add("rx-wrong");
        const n = result.wrong.length;
        summary.textContent = n ? `${message}: ${n === 1 ? "1 cell differs" : `${n} cells differ`} from the solution.` : `${message}.`;
      } else {
        summary.textContent = `${message}.`;
      }
    }

    function clearAll() {
      if (!puzzle) return;
      letters = letters.map(() => "");
      inputs.forEach((input, k) => { if (!isGiven(k)) input.value = ""; });
      clearMarks();
      summary.textContent = "";
      solved = false;
      edited();
    }

    // ---- start ------------------------------------------------------------------------------------------------
    picker.addEventListener("change", () => {
      if (picker.value && picker.value !== CUSTOM) load({ id: picker.value });
    });

    async function start() {
      const q = share.read();
      const get = (key) => (Object.hasOwn(q, key) ? q[key] : "");
      Puzzlers.warm();
      try {
        fillPicker((await Puzzlers.call(MODULE, "list", {})).puzzles);
      } catch (error) {
        if (!alive) return;
        picker.replaceChildren(el("option", { value: "" }, "The puzzle list could not be loaded"));
        runner.showError(error.message);
        return;
      }
      if (!alive) return;
      let loaded;
      if (get("t")) {
        // A typed puzzle that does not load keeps its text and the message, so it can be fixed.
        text.value = get("t");
        custom.open = true;
        loaded = await load({ text: get("t") }, get("g"));
      } else {
        const id = get("p");
        const known = id && [...picker.options].some((o) => o.value === id && !o.disabled);
        loaded = await load({ id: known ? id : DEFAULT_ID }, known ? get("g") : "");
        if (id && !known && alive) runner.showError(`There is no puzzle "${id}" here; showing ${DEFAULT_ID}.`);
      }
      if (loaded && alive && get("s") === "1") await solve();
    }
    start();
    return () => { alive = false; clearTimeout(checkTimer); if (resizes) resizes.disconnect(); runner.dispose(); };
  }
})();
