// The matchstick board's parts that hold no state (js/matchsticks.js keeps the state and passes it in), as
// Puzzlers.matchsticksBoard:
//   cellsOf(sticks)                 "acdefg|gv" -> [Set("acdefg"), Set("gv")]
//   distance(start, now, moves)     sticks moved (or added, removed) from the drawing `start` to `now`
//   show(board, svg)                put a drawing in the board; its size is the stylesheet's (a fixed height), so
//                                   the text below never moves when a drawing arrives or changes
//   stickAt(board, x, y, wanted)    the stick or free place a tap at (x, y) means: the nearest, those in the states
//                                   `wanted` first at a tie
//   reachable(board, wanted)        the sticks the keyboard reaches now, in reading order
//   describe(stick)                 "the top stick of the 2nd digit (4)", "the free upper right place of ..."
//   prepare(board, wanted, place)   every stick a button for assistive technology; one tab stop (roving tabindex)
//   keys(board, actions)            arrows move between sticks, Enter/Space act on one, Escape cancels
(function () {
  "use strict";
  const P = window.Puzzlers;

  /** Reading order of a cell's places: top to bottom, left to right; then the signs' places. */
  const ORDER = "afbgecdvqstnhijk";
  const NAMES = {
    a: "top", b: "upper right", c: "lower right", d: "bottom", e: "lower left", f: "upper left", g: "middle",
    v: "upright", q: "lower bar", s: "rising stroke", t: "falling stroke", n: "crossing stroke",
    h: "upper arm", i: "lower arm", j: "upper arm", k: "lower arm",
  };
  /** On a touch screen a tap acts on the nearest stick within this many viewBox units (a stick is 20 long). */
  const REACH = 11;
  /** The states of free places: a slot, or (Remove mode) a place whose stick was taken away by hand. */
  const FREE = ["slot", "taken"];
  /** Holding a stick, a free diagonal (the places of × and /) counts as this many units further than it is. */
  const DIAGONAL = 1;
  /** Nothing held, a free place this many units nearer than any stick is the one tapped (not a stick beside it). */
  const SQUARELY = 4;

  function cellsOf(sticksText) {
    return sticksText ? sticksText.split("|").map((cell) => new Set(cell)) : [];
  }

  /** How far `now` is from `start`: sticks moved (or added/removed), from the two rows of cells; when a cell
   *  opened or emptied (the rows differ in length) the number of moves made, `moves`. */
  function distance(start, now, moves) {
    if (!start || !now) return 0;
    const a = cellsOf(start.sticks);
    const b = cellsOf(now.sticks);
    if (a.length !== b.length) return moves;
    let added = 0;
    let removed = 0;
    a.forEach((cell, i) => {
      for (const p of b[i]) if (!cell.has(p)) added++;
      for (const p of cell) if (!b[i].has(p)) removed++;
    });
    return Math.max(added, removed);
  }

  /** Put a drawing (puzzlers.matchsticks.svg's markup, text escaped there) in the board, sized by the stylesheet. */
  function show(board, svgText) {
    board.innerHTML = svgText || "";
    const svg = board.querySelector("svg");
    if (!svg) return null;
    for (const name of ["width", "height", "style"]) svg.removeAttribute(name);
    const box = svg.viewBox.baseVal; // its shape, for the stylesheet's fit to a phone's width
    if (box && box.height) svg.style.setProperty("--ms-ar", (box.width / box.height).toFixed(4));
    svg.setAttribute("role", "group"); // not an image: its sticks are buttons (prepare); it keeps its aria-label
    svg.querySelector("title")?.remove(); // no tooltip of the whole equation over every stick
    return svg;
  }

  function ordinal(n) {
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] || "th";
    return `${n}${suffix}`;
  }

  function kindOf(cell) {
    if (cell.hasAttribute("data-empty")) return "empty place";
    const symbol = cell.dataset.symbol || "";
    if (!symbol) return "unfinished symbol"; // no symbol yet (a 6 with a stick picked up): not counted as a sign
    if (/^\d$/.test(symbol)) return "digit";
    return "=\u2260<>".includes(symbol) ? "comparator" : "sign";
  }

  /** "the top stick of the 2nd digit (4)"; a free place: "the free upper right place of the 1st digit (6)". */
  function describe(stick) {
    const cell = stick.closest(".ms-cell");
    const root = stick.closest("svg") || stick.ownerDocument;
    const kind = kindOf(cell);
    const same = [...root.querySelectorAll(".ms-cell")].filter((c) => kindOf(c) === kind);
    const symbol = cell.dataset.symbol && kind !== "empty place" ? ` (${cell.dataset.symbol})` : "";
    const name = NAMES[stick.dataset.position] || stick.dataset.position;
    const state = stick.dataset.state;
    const what = state === "slot" ? `free ${name} place`
      : state === "taken" ? `${name} place, its stick taken away,` : `${name} stick`;
    return `the ${what} of the ${ordinal(same.indexOf(cell) + 1)} ${kind}${symbol}`;
  }

  function ordered(board) {
    const rank = (stick) => Number(stick.dataset.cell) * ORDER.length + ORDER.indexOf(stick.dataset.position);
    return [...board.querySelectorAll(".ms-stick")].sort((a, b) => rank(a) - rank(b));
  }

  function reachable(board, wanted) {
    return ordered(board).filter((stick) => wanted.includes(stick.dataset.state));
  }

  /** Make each stick a button for assistive technology and give the board one tab stop: the stick at `place`
   *  ({cell, position}) when it is reachable, else the first reachable one. Returns that stick (or null). */
  function prepare(board, wanted, place, held) {
    let stop = null;
    for (const stick of ordered(board)) {
      const on = wanted.includes(stick.dataset.state);
      stick.setAttribute("role", "button");
      stick.setAttribute("tabindex", "-1");
      stick.setAttribute("aria-label", describe(stick));
      const isHeld = !!held && held.cell === Number(stick.dataset.cell) && held.position === stick.dataset.position;
      stick.setAttribute("aria-pressed", String(isHeld));
      if (on && !stop) stop = stick;
      if (on && place && place.cell === Number(stick.dataset.cell) && place.position === stick.dataset.position) {
        stop = stick;
      }
    }
    if (stop) stop.setAttribute("tabindex", "0");
    return stop;
  }

  function focusStick(board, stick) {
    for (const node of board.querySelectorAll('.ms-stick[tabindex="0"]')) node.setAttribute("tabindex", "-1");
    stick.setAttribute("tabindex", "0");
    stick.focus();
  }

  /** The stick or free place a tap at client (x, y) means: the nearest one (to its drawn line) among those in the
   *  states `wanted` and the free places, so that crossing places (the upright of '+' over '-', the strokes of '×')
   *  are each reachable, weighed as below for a finger's error; with nothing held, a free place only when no stick
   *  is within reach (the tap's handler says what a free place is for when it is not wanted). */
  function stickAt(board, x, y, wanted) {
    const svg = board.querySelector("svg");
    const ctm = svg && svg.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(x, y).matrixTransform(ctm.inverse());
    // A tap goes to the place nearest it, give or take a finger's error: a sign's strokes all cross its centre, and
    // the free places of × and / (diagonals) crossed the upright of + and the bars of =, so that a tap a few pixels
    // off the upright went to an invisible place: half the taps on +, / and = missed (measured: site/matchsticks.md).
    // So: where only sticks are wanted (nothing held), a lit stick within reach is taken before any free place (a
    // free place answers only a tap near nothing else, with the message to pick a stick up first); where free
    // places are wanted (a stick held, Add and Remove), a free diagonal counts as `DIAGONAL` units further than it
    // is, a lit stick (a tap there takes it instead, where empty places are wanted) 1 further, the stick held 1
    // nearer, a place not wanted (Remove's empty places) 2 further; at the centre of a digit, where a sign's strokes
    // cross its middle bar, the bar first. A tap squarely on a free place not wanted says what the mode does.
    const freeWanted = wanted.some((state) => FREE.includes(state));
    const diagonal = (stick) => "stn".includes(stick.dataset.position);
    const sign = (stick) => !"abcdefg".includes(stick.dataset.position);
    const penalty = (stick) => {
      const tie = sign(stick) ? 0.25 : 0;
      if (!wanted.includes(stick.dataset.state)) return tie + 2;
      if (stick.classList.contains("ms-held")) return -1;
      if (FREE.includes(stick.dataset.state)) return tie + (diagonal(stick) ? DIAGONAL : 0);
      return tie + (wanted.includes("slot") ? 1 : 0);
    };
    const reached = [];
    for (const stick of svg.querySelectorAll(".ms-stick")) {
      if (!wanted.includes(stick.dataset.state) && !FREE.includes(stick.dataset.state)) continue;
      const line = stick.querySelector(".ms-body");
      const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((a) => line[a].baseVal.value);
      const dx = x2 - x1;
      const dy = y2 - y1;
      const t = Math.max(0, Math.min(1, ((p.x - x1) * dx + (p.y - y1) * dy) / (dx * dx + dy * dy || 1)));
      const d = Math.hypot(p.x - (x1 + t * dx), p.y - (y1 + t * dy));
      if (d < REACH) reached.push({ stick, d, score: d + penalty(stick) });
    }
    // (nothing held: the lit sticks within reach, if any, else the free places, for the message; but a tap
    // squarely on a free place, a lit stick much further, is the free place's: on a 1, the empty top's centre)
    const usable = reached.filter((r) => wanted.includes(r.stick.dataset.state));
    reached.sort((a, b) => a.score - b.score);
    usable.sort((a, b) => a.score - b.score);
    if (freeWanted || !usable.length) return reached.length ? reached[0].stick : null;
    const nearest = Math.min(...reached.map((r) => r.d));
    return usable[0].d - nearest > SQUARELY ? reached.find((r) => r.d === nearest).stick : usable[0].stick;
  }

  /**
   * The board's keys. actions: wanted() -> the states the keyboard reaches now, activate(stick) for Enter and
   * Space, cancel() for Escape (returns whether it had something to cancel). Left/Up and Right/Down go to the
   * previous/next reachable stick in reading order, PageUp/PageDown to the previous/next symbol, Home/End to the
   * first/last.
   */
  function keys(board, actions) {
    board.addEventListener("keydown", (event) => {
      const stick = event.target.closest && event.target.closest(".ms-stick");
      if (!stick || event.altKey || event.ctrlKey || event.metaKey) return;
      const key = event.key;
      if (key === "Enter" || key === " ") {
        event.preventDefault();
        if (!event.repeat) actions.activate(stick);
        return;
      }
      if (key === "Escape") {
        if (actions.cancel()) event.preventDefault();
        return;
      }
      const all = ordered(board);
      const wanted = actions.wanted();
      const here = all.indexOf(stick);
      const cell = Number(stick.dataset.cell);
      const ok = (s) => wanted.includes(s.dataset.state);
      let next;
      if (key === "ArrowRight" || key === "ArrowDown") next = all.slice(here + 1).find(ok);
      else if (key === "ArrowLeft" || key === "ArrowUp") next = all.slice(0, here).reverse().find(ok);
      else if (key === "PageDown") next = all.slice(here + 1).find((s) => ok(s) && Number(s.dataset.cell) > cell);
      else if (key === "PageUp") {
        const before = all.slice(0, here).filter((s) => ok(s) && Number(s.dataset.cell) < cell);
        const last = before.length ? Number(before[before.length - 1].dataset.cell) : null;
        next = before.find((s) => Number(s.dataset.cell) === last);
      } else if (key === "Home") next = all.find(ok);
      else if (key === "End") next = [...all].reverse().find(ok);
      else return;
      event.preventDefault();
      if (next) focusStick(board, next);
    });
  }

  P.matchsticksBoard = { cellsOf, distance, show, describe, reachable, prepare, stickAt, keys, focusStick, ordinal };
})();
