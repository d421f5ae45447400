// The regex crossword's grid and clues: the parts that hold no state (js/regex.js keeps it and passes it in), as
// Puzzlers.regexGrid:
//   shapeLabel(p)                      "5×5", "hexagon, side 7"
//   draw(puzzle, letters, handlers)    the grid's cell inputs and the clues (around a rectangle, and in a list by
//                                      direction); returns {layout, list, inputs, clueNodes, cellClues, rowStart}
//   setStatus(view, puzzle, i, status, reason)   show a clue's live status (✓ … ✗ ?) in words too
//   tallyText(result)                  the line under the grid for web_check's answer
//   tallyRoom(result)                  that line with every count at its widest (the room it keeps)
//   neighbour(puzzle, rowStart, k, key, x)       the cell an arrow key goes to
//   normalise(alphabet, ch)            the symbol a typed character means (null: none)
(function () {
  "use strict";
  const { el } = Puzzlers;
  const SPACE_SHOWN = "\u2423"; // ␣, so that a space in a cell is visible
  const STATUS = {
    ok: ["\u2713", "matches"],
    possible: ["\u2026", "can still match"],
    impossible: ["\u2717", "cannot match"],
    undecided: ["?", "undecided"],
  };
  const DIRECTION_TITLES = { row: "Rows", column: "Columns", "down-left": "Down-left lines",
                             "up-left": "Up-left lines" };

  // A control character among a puzzle's symbols (Winnie's "[\2BINGE]" has U+0002: "\2" in a class is octal) is
  // shown as its picture (U+2400-U+241F, U+2421), not as an empty box
  const shown = (symbol) => {
    const code = symbol.length === 1 ? symbol.charCodeAt(0) : -1;
    if (symbol === " ") return SPACE_SHOWN;
    if (code >= 0 && code < 0x20) return String.fromCharCode(0x2400 + code);
    return code === 0x7f ? "\u2421" : symbol;
  };

  function shapeLabel(p) {
    if (p.shape === "hexagon") {
      // a regular hexagon of side s: rows of s, s+1, …, 2s-1, …, s cells ("Buzz buzz", rows of 1, 2 and 1, is not)
      const side = (p.rows.length + 1) / 2;
      const regular = p.rows.every((n, i) => n === side + Math.min(i, p.rows.length - 1 - i));
      return regular ? `hexagon, side ${side}` : `hexagon, ${p.rows.length} rows`;
    }
    if (p.shape === "rectangle") return `${p.rows[0]}\u00d7${p.rows.length}`;
    return `${p.rows.reduce((a, b) => a + b, 0)} cells`;
  }

  const clueId = (i) => `rx-clue-${i}`;
  const cellName = (puzzle, k) => `row ${puzzle.cells[k].row + 1}, cell ${puzzle.cells[k].col + 1}`;

  /**
   * The grid of `puzzle` (web_load's answer) holding `letters` (one string per cell). handlers: key(event, k),
   * input(k), focus(k), blur(k), hover(i, on) for a clue pointed at.
   * Each cell is described by the list's items of the clues through it (aria-describedby; the list is there for
   * every shape, only visually hidden while a rectangle's clues show around it), so a screen reader hears a
   * cell's clues and their live status where the eye sees them around the grid; the clues themselves are
   * therefore no Tab stops of their own.
   */
  function draw(puzzle, letters, handlers) {
    const hex = puzzle.shape === "hexagon";
    const rows = puzzle.rows.length;
    const rowStart = [];
    puzzle.rows.reduce((start, n) => (rowStart.push(start), start + n), 0);
    const maxX = Math.max(...puzzle.cells.map((c) => c.x));
    const width = hex ? (maxX + 2) / 2 : maxX + 1;
    const height = hex ? ((rows - 1) * 0.75 + 1) * 2 / Math.sqrt(3) : rows;

    const cellClues = puzzle.cells.map(() => []);
    puzzle.clues.forEach((clue, i) => clue.cells.forEach((k) => cellClues[k].push(i)));

    const inputs = puzzle.cells.map((cell, k) => {
      const given = puzzle.given[k] !== "";
      const input = el("input", {
        class: `rx-cell${given ? " rx-given" : ""}`, type: "text", autocomplete: "off", autocorrect: "off",
        autocapitalize: "characters", spellcheck: "false", inputmode: "text", readonly: given,
        "aria-label": cellName(puzzle, k),
        "aria-describedby": cellClues[k].map(clueId).join(" ") || null,
        dataset: { k: String(k) }, style: `--x:${cell.x};--y:${cell.y}`,
        value: shown(given ? puzzle.given[k] : letters[k]),
      });
      input.addEventListener("keydown", (event) => handlers.key(event, k));
      input.addEventListener("input", () => handlers.input(k));
      input.addEventListener("focus", () => handlers.focus(k));
      input.addEventListener("blur", () => handlers.blur(k));
      return input;
    });
    const board = el("div", { class: `rx-board${hex ? " rx-hex" : ""}`, id: "rx-board", role: "group",
                              "aria-label": "Grid" }, inputs);

    const clueNodes = puzzle.clues.map(() => []);
    const hoverable = (node, i) => {
      node.addEventListener("mouseenter", () => handlers.hover(i, true));
      node.addEventListener("mouseleave", () => handlers.hover(i, false));
      clueNodes[i].push(node);
      return node;
    };
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
        edges[side][clue.line] = hoverable(el("span", { class: "rx-edge", dataset: { clue: String(i) } },
          el("code", {}, clue.regex || "(none)"), el("span", { class: "rx-icon", "aria-hidden": "true" })), i);
      });
      // the list says the same to a screen reader (hidden from the eye while the edges show): the edges are not said
      const strip = (side) => el("div", { class: `rx-edges rx-${side}`, "aria-hidden": "true" },
        edges[side].map((node) => node || el("span", { class: "rx-edge rx-none" })));
      layout.append(strip("top"), strip("left"), board, strip("right"), strip("bottom"));
      layout.classList.add("rx-rect");
    } else {
      layout.append(board);
    }

    const groups = new Map();
    puzzle.clues.forEach((clue, i) => {
      if (!groups.has(clue.direction)) groups.set(clue.direction, el("ol", { class: "rx-group" }));
      // the ":" said, not shown (and the "." setStatus adds) pause a screen reader between a cell's clues
      groups.get(clue.direction).append(hoverable(el("li", { class: "rx-clue", id: clueId(i),
                                                             dataset: { clue: String(i) } },
        el("span", { class: "rx-icon", "aria-hidden": "true" }), " ",
        el("span", { class: "rx-name" }, clue.name), el("span", { class: "rx-pause" }, ":"), " ",
        el("code", {}, clue.regex || "(none)"), " ",
        el("span", { class: "rx-state" })), i));
    });
    const list = [...groups].map(([direction, items]) => el("section", {},
      el("p", { class: "rx-group-title" }, DIRECTION_TITLES[direction] || direction), items));
    return { layout, list, inputs, clueNodes, cellClues, rowStart };
  }

  /** Show clue i's status on each of its nodes: an icon, the words (for screen readers, and in the list), and a
   *  title; an undecided clue (too much work to judge) says why. */
  function setStatus(view, puzzle, i, status, reason) {
    const [icon, words] = STATUS[status] || ["?", status];
    const said = status === "undecided" && reason ? `${words}: ${reason}` : words;
    for (const node of view.clueNodes[i]) {
      node.dataset.status = status;
      node.querySelector(".rx-icon").textContent = icon;
      // the list says it (the edges around a rectangle, shown instead, are hidden from screen readers)
      if (!node.classList.contains("rx-edge")) {
        node.querySelector(".rx-state").replaceChildren(said, el("span", { class: "rx-pause" }, "."));
      }
      node.title = `${puzzle.clues[i].name}: ${said}`;
    }
  }

  /** The line under the grid for web_check's answer: "Clues: 1 matches, 2 possible, 0 impossible." ("2 match"
   *  when more, or none, do) and, when some clue could not be judged (web_check's "undecided" status and reason),
   *  how many and why. */
  function tallyText(result) {
    if (result.solved) return "Solved: every clue matches.";
    const counts = { ok: 0, possible: 0, impossible: 0, undecided: 0 };
    for (const status of result.clues) counts[status] = (counts[status] || 0) + 1;
    const undecided = counts.undecided
      ? `, ${counts.undecided} undecided${result.undecided ? ` (${result.undecided})` : ""}` : "";
    // one line on a 360 px phone (two had to be kept free above the grid for it)
    return `Clues: ${matches(counts.ok)}, ${counts.possible} possible, ${counts.impossible} impossible` +
      `${undecided}.`;
  }

  /** "1 matches", "2 match": the verb agrees with the count of clues ("matching" took a second line at 360 px). */
  function matches(n) {
    return `${n} ${n === 1 ? "matches" : "match"}`;
  }

  /** The tally with every count at its widest, so that its room does not change as the counts and "Solved" come. */
  function tallyRoom(result) {
    const n = result.clues.length;
    return `Clues: ${matches(n)}, ${n} possible, ${n} impossible.`;
  }

  /** The cell one step away: left/right within the row, up/down to the nearest cell of the next row. */
  /** `x`: where a run of up and down keys started (on a hexagon two cells of the next row are equally near: the
   *  one nearer that start is taken, so Down then Up comes back, and twelve Downs do not drift to the left). */
  function neighbour(puzzle, rowStart, k, key, x = puzzle.cells[k].x) {
    const cell = puzzle.cells[k];
    if (key === "ArrowLeft" || key === "ArrowRight") {
      const j = k + (key === "ArrowLeft" ? -1 : 1);
      return j >= 0 && j < puzzle.cells.length && puzzle.cells[j].row === cell.row ? j : null;
    }
    const row = cell.row + (key === "ArrowUp" ? -1 : 1);
    if (row < 0 || row >= puzzle.rows.length) return null;
    let best = null;
    for (let j = rowStart[row]; j < rowStart[row] + puzzle.rows[row]; j++) {
      const d = [Math.abs(puzzle.cells[j].x - cell.x), Math.abs(puzzle.cells[j].x - x)];
      if (best === null || d[0] < best[0] - 1e-9 || (Math.abs(d[0] - best[0]) <= 1e-9 && d[1] < best[1])) {
        best = [...d, j];
      }
    }
    return best[2];
  }

  function normalise(alphabet, ch) {
    if (ch === SPACE_SHOWN) ch = " ";
    else if (ch >= "\u2400" && ch <= "\u241f") ch = String.fromCharCode(ch.charCodeAt(0) - 0x2400);
    else if (ch === "\u2421") ch = "\x7f";
    if (alphabet.includes(ch)) return ch;
    if (alphabet.includes(ch.toUpperCase())) return ch.toUpperCase();
    if (alphabet.includes(ch.toLowerCase())) return ch.toLowerCase();
    // (a character whose capital is two, as "ß" is "SS", stays itself: one cell holds one character)
    return ch === " " ? null : [...ch.toUpperCase()].length === 1 ? ch.toUpperCase() : ch;
  }

  Puzzlers.regexGrid = { shapeLabel, draw, setStatus, tallyText, tallyRoom, neighbour, normalise, cellName, shown,
                         SPACE_SHOWN };
})();
