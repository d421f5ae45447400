// Matchsticks widget: type an equation (or tap sticks to move them) and see it drawn; solve it for k moves;
// generate a puzzle with exactly one solution and play it. Every tap is one call of the package's toggle
// (puzzlers.matchsticks.web.web_toggle); a move is two. The puzzle lives in the URL:
//   e = the equation (text or stick notation), k = sticks, m = mode (move|add|remove), option flags
//   ne lg tails seven one um lz, b = the board after hand-made moves (stick notation), s=1 when the solutions are
//   shown, and for a generated puzzle seed, kind and size (opening it regenerates it).
// Set up once per page view (Puzzlers.onPage). On a phone Solve and the answer sit right under the drawing; the
// options and the puzzle generator fold away below the answer.
(function () {
  "use strict";
  const { el, share } = Puzzlers;
  const MODULE = "matchsticks";
  const TOGGLES = [
    ["ne", "\u2260 comparator"], ["lg", "< and > comparators"], ["tails", "6 and 9 without tails too"],
    ["seven", "7 with 4 sticks too"], ["one", "1 on the left too"], ["um", "Unary minus"], ["lz", "Leading zeros"],
  ];
  const MODES = new Map([
    ["move", { label: "Move", verb: "moving", say: "Move", count: "Moves" }],
    ["add", { label: "Add", verb: "adding", say: "Add", count: "Sticks added" }],
    ["remove", { label: "Remove", verb: "taking away", say: "Take away", count: "Sticks removed" }],
  ]);
  const KINDS = [["any", "any"], ["numbers", "numbers only"], ["symbols", "signs only"], ["mixed", "numbers and signs"]];
  /** On a touch screen a stick (20 drawing units long) is drawn at least this many pixels long: a 44 px target. */
  const TOUCH_PX_PER_UNIT = 2.2;

  let current = null; // {host, teardown} of the widget on the page shown
  Puzzlers.onPage(() => {
    const host = document.getElementById("matchsticks-widget");
    if (current && current.host === host) return;
    if (current) current.teardown();
    current = host ? { host, teardown: setup(host) } : null;
  });

  function setup(host) {
    // ---- the page skeleton ------------------------------------------------------------------------------------
    const input = el("input", { id: "ms-input", class: "pz-input", type: "text", autocomplete: "off",
                                autocapitalize: "off", spellcheck: "false", maxlength: "200",
                                placeholder: "e.g. 6+4=4", "aria-label": "Equation" });
    const board = el("div", { id: "ms-board", class: "ms-board", role: "group",
                              "aria-label": "The equation in matchsticks: tap a stick, then an empty place" });
    const count = el("span", { id: "ms-count", class: "ms-count" });
    const verdict = el("span", { id: "ms-verdict", class: "ms-verdict", "aria-live": "polite" });
    const hint = el("p", { id: "ms-hint", class: "ms-hint" });
    const undoButton = el("button", { id: "ms-undo", class: "md-button", type: "button", onclick: () => undo() }, "Undo");
    const resetButton = el("button", { id: "ms-reset", class: "md-button", type: "button", onclick: () => reset() },
                           "Reset");
    const showButton = el("button", { id: "ms-show", class: "md-button", type: "button", hidden: true,
                                      onclick: () => showSolution() }, "Show solution");
    const moves = el("select", { id: "ms-moves", class: "pz-input ms-select", "aria-label": "Sticks" },
      ["1", "2", "3"].map((n) => el("option", { value: n }, n === "1" ? "1 stick" : `${n} sticks`)));
    const mode = el("select", { id: "ms-mode", class: "pz-input ms-select", "aria-label": "Mode" },
      [...MODES].map(([value, m]) => el("option", { value }, m.label)));
    const checks = Object.fromEntries(TOGGLES.map(([key]) => [key,
      el("input", { type: "checkbox", id: `ms-${key}`, name: key })]));
    const solveButton = el("button", { id: "ms-solve", class: "md-button md-button--primary", type: "button",
                                       onclick: () => solve() }, "Solve");
    const shareButton = el("button", { id: "ms-share", class: "md-button", type: "button",
                                       onclick: () => Puzzlers.copyLink(shareButton) }, "Copy share link");
    const kind = el("select", { id: "ms-kind", class: "pz-input ms-select", "aria-label": "Kind" },
      KINDS.map(([value, label]) => el("option", { value }, label)));
    const size = el("input", { id: "ms-size", class: "pz-input pz-narrow", type: "number", inputmode: "numeric",
                               min: "3", max: "15", step: "1", value: "5", "aria-label": "Symbols" });
    const seed = el("input", { id: "ms-seed", class: "pz-input pz-narrow ms-seed", type: "number", inputmode: "numeric",
                               min: "0", step: "1", placeholder: "random", "aria-label": "Seed" });
    const generateButton = el("button", { id: "ms-generate", class: "md-button", type: "button",
                                          onclick: () => generate(undefined) }, "Generate a puzzle");
    const summary = el("p", { class: "pz-summary", id: "ms-summary", "aria-live": "polite" });
    const list = el("ol", { class: "ms-solutions", id: "ms-solutions" });
    const more = el("p", { class: "pz-more", id: "ms-more" });
    const runBox = el("div", { class: "ms-run" });
    const optionsTitle = el("summary", { id: "ms-options-title" }, "Options");
    const optionsBox = el("details", { class: "pz-fold", id: "ms-options" }, optionsTitle,
      el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Options"),
        el("label", { class: "ms-field" }, "Solve for ", mode, " ", moves),
        TOGGLES.map(([key, label]) => el("label", { class: "pz-check" }, checks[key], " ", label))));
    const generator = el("details", { class: "pz-fold ms-generator", id: "ms-generator" },
      el("summary", {}, "Generate a puzzle"),
      el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Puzzle"),
        el("label", { class: "ms-field" }, "Kind ", kind),
        el("label", { class: "ms-field" }, "Symbols ", size),
        el("label", { class: "ms-field" }, "Seed ", seed),
        generateButton));
    const wide = window.matchMedia && window.matchMedia("(min-width: 60em)").matches;
    if (wide) optionsBox.open = generator.open = true;

    const panel = el("div", { class: "pz-panel ms-panel" },
      el("label", { for: "ms-input", class: "pz-label pz-sr" }, "Equation"), input,
      board,
      el("p", { class: "ms-play" }, count, " ", verdict),
      el("div", { class: "pz-actions ms-actions" }, solveButton, undoButton, resetButton, showButton),
      runBox);
    host.replaceChildren(panel);
    const runner = Puzzlers.runner(runBox);
    host.append(summary, hint, list, more,
                el("div", { class: "pz-panel ms-more-panel" }, optionsBox, generator,
                   el("div", { class: "pz-actions" }, shareButton)));

    // ---- state ------------------------------------------------------------------------------------------------
    // start: the drawing of the equation typed (or generated), now: the drawing now, history: the drawings
    // before each move (for Undo). A drawing is web_draw's or web_toggle's answer: {svg, equation, sticks, correct}.
    let start = null;
    let now = null;
    let history = [];
    let held = null; // {cell, position} of the stick picked up
    let puzzle = null; // a generated puzzle being played: {equation, moves, mode, kind, seed, size, solution}
    let shown = false; // the solutions (or the puzzle's solution) are on the page
    let busy = false;
    let drawToken = 0;
    let timer = null;
    let alive = true;

    const modeInfo = () => MODES.get(mode.value) || MODES.get("move");

    function options() {
      const o = {};
      const comparators = "=" + (checks.ne.checked ? "\u2260" : "") + (checks.lg.checked ? "<>" : "");
      if (comparators !== "=") o.comparators = comparators;
      if (checks.tails.checked) o.tails = "both";
      if (checks.seven.checked) o.seven = "both";
      if (checks.one.checked) o.one = "both";
      if (checks.um.checked) o.unary_minus = true;
      if (checks.lz.checked) o.leading_zeros = true;
      return Object.keys(o).length ? o : null;
    }

    function k() { return Number(moves.value); }

    /** The fold's title says what Solve does and which options are on: "Move 1 stick · Unary minus". */
    function drawOptionsTitle() {
      const on = TOGGLES.filter(([key]) => checks[key].checked).map(([, label]) => label);
      optionsTitle.textContent = [`${modeInfo().say} ${sticks(k())}`, ...on].join(" \u00b7 ");
    }

    function writeLink() {
      if (!alive) return;
      const s = { e: input.value.trim(), k: k() === 1 ? "" : k(), m: mode.value === "move" ? "" : mode.value };
      for (const [key] of TOGGLES) s[key] = checks[key].checked;
      if (puzzle) Object.assign(s, { seed: puzzle.seed, kind: puzzle.kind === "any" ? "" : puzzle.kind,
                                     size: puzzle.size });
      s.b = start && now && history.length && now.sticks !== start.sticks ? now.sticks : "";
      s.s = shown;
      share.write(s);
      drawOptionsTitle();
    }

    /** The share link as it is now; anything unknown or malformed falls back to the default. */
    function restore() {
      const q = share.read();
      const get = (key) => (Object.hasOwn(q, key) ? q[key] : "");
      input.value = get("e");
      moves.value = ["1", "2", "3"].includes(get("k")) ? get("k") : "1";
      mode.value = MODES.has(get("m")) ? get("m") : "move";
      for (const [key] of TOGGLES) checks[key].checked = get(key) === "1";
      if (KINDS.some(([value]) => value === get("kind"))) kind.value = get("kind");
      if (/^\d{1,2}$/.test(get("size"))) size.value = get("size");
      if (/^\d{1,9}$/.test(get("seed"))) seed.value = get("seed");
      drawOptionsTitle();
      return { equation: get("e"), seed: /^\d{1,9}$/.test(get("seed")) ? get("seed") : "",
               board: /^[a-z|]{1,200}$/.test(get("b")) ? get("b") : "", solutions: get("s") === "1" };
    }

    const plural = (n, word) => `${n.toLocaleString("en")} ${word}${n === 1 ? "" : "s"}`;
    const sticks = (n) => plural(n, "stick");

    // ---- the board ----------------------------------------------------------------------------------------------
    function cellsOf(sticksText) {
      return sticksText ? sticksText.split("|").map((cell) => new Set(cell)) : [];
    }

    /** How far the board is from the start: sticks moved (or added/removed), from the two rows of cells. */
    function distance() {
      if (!start || !now) return 0;
      const a = cellsOf(start.sticks);
      const b = cellsOf(now.sticks);
      if (a.length !== b.length) return history.length; // a cell opened or emptied: count the moves made
      let added = 0;
      let removed = 0;
      a.forEach((cell, i) => {
        for (const p of b[i]) if (!cell.has(p)) added++;
        for (const p of cell) if (!b[i].has(p)) removed++;
      });
      return Math.max(added, removed);
    }

    function showBoard() {
      held = null;
      board.classList.remove("ms-holding");
      if (!now) {
        board.replaceChildren();
        count.textContent = "";
        verdict.textContent = "";
        verdict.dataset.state = "";
        undoButton.disabled = resetButton.disabled = true;
        return;
      }
      board.innerHTML = now.svg; // drawn by puzzlers.matchsticks.svg, text escaped there
      const svg = board.querySelector("svg");
      if (svg) {
        const units = svg.viewBox.baseVal ? svg.viewBox.baseVal.width : 0;
        const cells = svg.querySelectorAll(".ms-cell").length;
        const touch = window.matchMedia && window.matchMedia("(pointer: coarse)").matches;
        // On a touch screen the drawing keeps sticks a finger wide; a long equation scrolls sideways in its box.
        svg.style.width = touch && units ? `max(100%, ${Math.ceil(units * TOUCH_PX_PER_UNIT)}px)`
                                         : `min(100%, ${Math.max(3, cells) * 4.2}rem)`;
        svg.style.maxWidth = touch ? "none" : "100%";
        svg.style.height = "auto";
        svg.removeAttribute("height");
      }
      const n = distance();
      count.textContent = `${modeInfo().count}: ${n}.`;
      undoButton.disabled = history.length === 0;
      resetButton.disabled = history.length === 0;
      verdict.dataset.state = now.correct ? "correct" : "wrong";
      if (now.equation === null || now.error) {
        verdict.textContent = now.error ? `Not an equation yet: ${now.error}.` : "Not an equation yet.";
        verdict.dataset.state = "unfinished";
      } else if (puzzle && now.equation === puzzle.solution.equation && n === puzzle.moves) {
        verdict.textContent = `Solved! ${now.equation} is the one solution.`;
        verdict.dataset.state = "solved";
      } else if (puzzle && now.correct && history.length) {
        verdict.textContent = `${now.equation} is correct, but the puzzle asks for ${MODES.get(puzzle.mode).verb} ` +
          `exactly ${sticks(puzzle.moves)}.`;
      } else {
        verdict.textContent = `${now.equation} is ${now.correct ? "correct" : "not correct"}.`;
      }
      hint.textContent = mode.value === "move" ? "Tap a stick to pick it up, then tap a free place to put it down."
        : mode.value === "add" ? "Tap a free place to add a stick (tap it again to take it back)."
        : "Tap a stick to take it away.";
    }

    /** Lit sticks of a cell in the drawing shown. */
    function litIn(cell) {
      return board.querySelectorAll(`.ms-stick[data-cell="${cell}"][data-state="on"]`).length;
    }

    /** The rank of a cell among the drawing's non-empty cells (empty cells come and go as sticks move). */
    function rankOf(root, cell) {
      return [...root.querySelectorAll(".ms-cell:not([data-empty])")].findIndex((n) => Number(n.dataset.cell) === cell);
    }

    async function toggle(drawing, cell, position) {
      return runner.run(MODULE, "toggle", { equation: drawing.sticks, cell, position, options: options() });
    }

    /** Apply taps (each {cell, position} of the drawing shown) through the package's toggle; a move is the put-down
     *  first (it never empties a cell), then the pick-up, found again by its rank among the non-empty cells. */
    async function change(taps) {
      for (const t of taps) {
        if (!checks.um.checked && board.querySelector(`.ms-stick[data-cell="${t.cell}"][data-position="${t.position}"]`)
            ?.dataset.state === "on" && litIn(t.cell) === 1 && !taps.some((u) => u !== t && u.cell === t.cell)) {
          hint.textContent = `That would empty cell ${t.cell + 1}: a symbol can change but not vanish.`;
          return;
        }
      }
      busy = true;
      try {
        let drawing = now;
        let root = board;
        for (let i = 0; i < taps.length; i++) {
          let { cell, position } = taps[i];
          if (i > 0) {
            const rank = rankOf(board, cell) + (taps[0].empty && taps[0].cell < cell ? 1 : 0);
            const cellNode = root.querySelectorAll(".ms-cell:not([data-empty])")[rank];
            if (!cellNode) return;
            cell = Number(cellNode.dataset.cell);
          }
          const result = await toggle(drawing, cell, position);
          if (!result || !alive) return;
          if (!result.sticks) {
            hint.textContent = "Leave at least one stick.";
            return;
          }
          drawing = result;
          root = document.createElement("div");
          root.innerHTML = result.svg;
        }
        history.push(now);
        now = drawing;
        writeLink();
        showBoard();
      } finally {
        busy = false;
      }
    }

    function tap(stick) {
      if (busy || !now) return;
      const cell = Number(stick.dataset.cell);
      const position = stick.dataset.position;
      const lit = stick.dataset.state === "on";
      if (mode.value === "add") {
        if (lit && start && startHas(cell, position)) {
          hint.textContent = "In this mode sticks are only added: tap a free place.";
          return;
        }
        change([{ cell, position }]);
        return;
      }
      if (mode.value === "remove") {
        if (!lit) {
          hint.textContent = "In this mode sticks are only taken away: tap a stick.";
          return;
        }
        change([{ cell, position }]);
        return;
      }
      if (lit) {
        const same = held && held.cell === cell && held.position === position;
        for (const node of board.querySelectorAll(".ms-held")) node.classList.remove("ms-held");
        held = same ? null : { cell, position };
        if (held) stick.classList.add("ms-held");
        board.classList.toggle("ms-holding", !!held);
        hint.textContent = held ? "Now tap a free place to put the stick there (or tap it again to keep it)."
          : "Tap a stick to pick it up, then tap a free place to put it down.";
        return;
      }
      if (!held) {
        hint.textContent = "First tap a stick to pick it up.";
        return;
      }
      const empty = !!board.querySelector(`.ms-cell[data-cell="${cell}"][data-empty]`);
      change([{ cell, position, empty }, held]);
    }

    /** Whether the start had a stick at this place (only meaningful while the cells line up). */
    function startHas(cell, position) {
      const a = cellsOf(start.sticks);
      const b = cellsOf(now.sticks);
      return a.length === b.length && a[cell] !== undefined && a[cell].has(position);
    }

    /** The stick a tap means: the nearest one (to its drawn line) among those the tap can act on now, so that
     *  crossing places (the upright of '+' over '-', the strokes of '×') are each reachable. */
    function stickAt(event) {
      const svg = board.querySelector("svg");
      const ctm = svg && svg.getScreenCTM();
      if (!ctm) return null;
      const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
      const wanted = mode.value === "remove" || (mode.value === "move" && !held) ? ["on"] : ["on", "slot"];
      let best = null;
      let bestDistance = 11; // viewBox units: a stick is 20 long; farther taps hit nothing
      for (const stick of svg.querySelectorAll(".ms-stick")) {
        if (!wanted.includes(stick.dataset.state)) continue;
        const line = stick.querySelector(".ms-body");
        const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((a) => line[a].baseVal.value);
        const dx = x2 - x1;
        const dy = y2 - y1;
        const t = Math.max(0, Math.min(1, ((p.x - x1) * dx + (p.y - y1) * dy) / (dx * dx + dy * dy || 1)));
        const d = Math.hypot(p.x - (x1 + t * dx), p.y - (y1 + t * dy));
        if (d <= bestDistance) {
          best = stick;
          bestDistance = d;
        }
      }
      return best;
    }

    board.addEventListener("click", (event) => {
      const stick = stickAt(event);
      if (stick) tap(stick);
    });

    function undo() {
      if (!history.length || busy) return;
      now = history.pop();
      writeLink();
      showBoard();
    }

    function reset() {
      if (!start || busy) return;
      history = [];
      now = start;
      writeLink();
      showBoard();
    }

    /** Draw the typed equation as the new start (a typed equation ends a generated puzzle); then the board of the
     *  link (b=), if any. */
    async function draw(boardSticks) {
      clearTimeout(timer);
      timer = null;
      const token = ++drawToken;
      const text = input.value.trim();
      if (!text) {
        start = now = null;
        history = [];
        runner.showError("");
        writeLink();
        showBoard();
        hint.textContent = "Type an equation such as 6+4=4, or generate a puzzle.";
        return;
      }
      const result = await runner.run(MODULE, "draw", { equation: text, options: options(), interactive: true });
      if (token !== drawToken || !alive) return;
      start = now = result || null;
      history = [];
      if (result && boardSticks && boardSticks !== result.sticks) {
        const moved = await runner.run(MODULE, "draw", { equation: boardSticks, options: options(), interactive: true });
        if (token !== drawToken || !alive) return;
        if (moved) {
          history = [start];
          now = moved;
        } else {
          runner.showError("The moves in this link could not be drawn; the board shows the start.");
        }
      }
      writeLink();
      showBoard();
      if (!result) hint.textContent = "";
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(draw, 200);
    }

    function endPuzzle() {
      puzzle = null;
      showButton.hidden = true;
    }

    function clearSolutions(message) {
      summary.textContent = message || "";
      list.replaceChildren();
      more.textContent = "";
      shown = false;
    }

    // ---- solutions --------------------------------------------------------------------------------------------
    function solutionItem(s) {
      const picture = el("div", { class: "ms-picture" });
      picture.innerHTML = s.svg; // drawn by puzzlers.matchsticks.svg, text escaped there
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

    async function solve() {
      if (timer) await draw();
      const text = input.value.trim();
      if (!text) {
        runner.showError("Type an equation first, such as 6+4=4.");
        return;
      }
      clearSolutions("");
      writeLink();
      const n = k();
      busy = true; // taps wait, so that they do not overtake the answer
      let result;
      try {
        result = await runner.run(MODULE, "solve", { equation: text, moves: n, mode: mode.value,
                                                      options: options() });
      } finally {
        busy = false;
      }
      if (!result || !alive) return;
      const how = `${modeInfo().verb} ${sticks(n)}`;
      summary.textContent = (result.correct_already ? `${result.equation} is already correct. ` : "") +
        (result.count ? `${result.equation}, ${how}: ${plural(result.count, "solution")}`
                      : `${result.equation}: no solution ${how}.`);
      list.replaceChildren(...result.solutions.map(solutionItem));
      more.textContent = result.truncated ? `Showing the first ${result.solutions.length} of ${result.count}.` : "";
      shown = true;
      writeLink();
    }

    // ---- puzzles ------------------------------------------------------------------------------------------------
    async function generate(fromLink) {
      const n = Number(size.value);
      if (!Number.isInteger(n) || n < 3 || n > 15) {
        runner.showError("The number of symbols must be 3 to 15.");
        return;
      }
      // The field shows the seed of the puzzle on the board; Generate makes a new puzzle unless a seed was typed.
      const seedText = fromLink !== undefined || seed.dataset.shown !== seed.value ? seed.value.trim() : "";
      if (seedText && !/^\d+$/.test(seedText)) {
        runner.showError("The seed must be a whole number (or empty for a random one).");
        return;
      }
      clearTimeout(timer);
      timer = null;
      ++drawToken;
      clearSolutions("");
      const args = { moves: k(), count: 1, seed: seedText ? Number(seedText) : null, kind: kind.value, size: n,
                     mode: mode.value, options: options() };
      busy = true; // taps wait for the new puzzle
      let result;
      let drawn;
      let moved = null;
      try {
        result = await runner.run(MODULE, "generate", args);
        drawn = result && await runner.run(MODULE, "draw", { equation: result.puzzles[0].equation,
                                                              options: args.options, interactive: true });
        if (drawn && fromLink && fromLink.board && fromLink.board !== drawn.sticks) {
          moved = await runner.run(MODULE, "draw", { equation: fromLink.board, options: args.options,
                                                     interactive: true });
        }
      } finally {
        busy = false;
      }
      if (!drawn || !alive) return;
      const p = result.puzzles[0];
      puzzle = { equation: p.equation, moves: p.moves, mode: p.mode, kind: args.kind, found: p.kind,
                 seed: result.seed, size: n, solution: p.solutions[0] };
      seed.value = seed.dataset.shown = String(result.seed);
      input.value = p.equation;
      start = now = drawn;
      history = moved ? [start] : [];
      if (moved) now = moved;
      showButton.hidden = false;
      writeLink();
      showBoard();
      summary.textContent = `Puzzle (seed ${result.seed}): ${MODES.get(p.mode).say} ${sticks(p.moves)} to make ` +
        `${p.equation} correct. It has exactly one solution.`;
      if (fromLink && fromLink.equation && fromLink.equation !== p.equation) {
        runner.showError(`This link's seed now makes ${p.equation}, not ${fromLink.equation}.`);
      }
      if (fromLink && fromLink.solutions) showSolution();
    }

    function showSolution() {
      if (!puzzle) return;
      summary.textContent = `The solution of ${puzzle.equation}:`;
      list.replaceChildren(solutionItem(puzzle.solution));
      more.textContent = "";
      shown = true;
      writeLink();
    }

    // ---- wiring -------------------------------------------------------------------------------------------------
    function changed() {
      endPuzzle();
      clearSolutions("");
      draw();
    }

    input.addEventListener("input", () => { endPuzzle(); clearSolutions(""); schedule(); });
    input.addEventListener("keydown", (event) => { if (event.key === "Enter") solve(); });
    for (const box of Object.values(checks)) box.addEventListener("change", changed);
    for (const select of [moves, mode]) select.addEventListener("change", changed);

    const link = restore();
    Puzzlers.warm();
    if (link.seed) {
      generate(link);
    } else {
      draw(link.board).then(() => { if (link.solutions && alive && start) solve(); });
    }
    return () => { alive = false; clearTimeout(timer); runner.dispose(); };
  }
})();
