// Bi-Nerdle and Quad-Nerdle (site/nerdle.md, the host #nerdle-multi, its skeleton drawn in the page at build time):
// two or four Classic boards answered by the same guesses. One guess per turn (the on-screen keys or the physical
// keyboard while the focus is in the widget; checked by puzzlers.nerdle.web.web_check), played on every board still
// open; a tap cycles a tile black -> purple -> green; a board solved earlier takes no colours. After every change the
// assistant (puzzlers.nerdle.web.web_multi) gives the next guess, each board's count and first answers, and the
// turns left within the official limit (Bi-Nerdle 7, Quad-Nerdle 10).
// Share link: m=BOARDS:GUESS:ROW,ROW;GUESS:ROW,-;...  (ROW: 8 of G, P, B; "-" for a board solved earlier). The
// Classic board's (v, c, g) and Instant's (i, ic) fields are kept when it is written. Each game (Bi's, Quad's) is
// kept in the tab's sessionStorage too (pz-multi:PATH:BOARDS): the other one, and what no link holds (keep()).
(function () {
  "use strict";
  const TILES = 8;
  const LIMITS = { 2: 7, 4: 10 };
  const NAMES = { 2: "Bi-Nerdle", 4: "Quad-Nerdle" };
  const SYMBOLS = "0123456789+-*/=";
  const NEXT = { B: "P", P: "G", G: "B" };
  const COLOURS = { B: "black", P: "purple", G: "green" };
  /** What each colour means, as the Classic board says it with a tile's colour. */
  const MEANINGS = { B: "not in the answer", P: "in the answer elsewhere", G: "right place" };
  // x and × for *, ÷ for /, and the help while colours are called wrong: the Classic board's (js/tiles.js)
  const { typedAs, FIX_COLOURS, plusesBack, linkColours, candidateStops } = window.PuzzlersTiles;
  const GREEN = "G".repeat(TILES);
  const BLACK = "B".repeat(TILES);
  const MAX_CANDIDATES = 20;

  // ---- the state and the share link ---------------------------------------------------------------------------
  /** turns: {guess, rows: [colours | "-", one per board], fresh, set} (fresh: just entered, colours not set yet;
   *  set: the boards whose tiles were tapped since, while others may still be set). */
  function newGame(boards) {
    return { boards, turns: [], typed: [] };
  }
  const pending = (g) => g.turns.length > 0 && g.turns[g.turns.length - 1].fresh;
  /** The open boards (numbered from 1) whose tiles of the last guess were not tapped since it was entered. */
  function unset(g) {
    const turn = g.turns[g.turns.length - 1];
    if (!turn || !turn.set) return [];
    return turn.rows.flatMap((row, b) => (row !== "-" && !turn.set.has(b) ? [b + 1] : []));
  }
  /** The last guess's colours are being set: some open board's tiles not tapped yet. A board left all black is
   *  never right in Nerdle (a guess's '=' is green or purple), so its colours are still to come. */
  const colouring = (g) => unset(g).length > 0;
  /** The last guess's colours may still change: some board's tiles not tapped yet, or every board's tapped and
   *  neither Enter pressed nor the next guess typed since (colours half set are no mistake until then: an error at
   *  each tap named tiles not reached yet). */
  const setting = (g) => {
    const turn = g.turns[g.turns.length - 1];
    return colouring(g) || (!!turn && !!turn.set && !turn.settled);
  };
  /** The turn at which each board was solved (-1: open). */
  function solvedAt(g) {
    const at = new Array(g.boards).fill(-1);
    g.turns.forEach((turn, n) => turn.rows.forEach((row, b) => {
      if (at[b] < 0 && row === GREEN) at[b] = n;
    }));
    return at;
  }
  const allSolved = (g) => solvedAt(g).every((n) => n >= 0);
  /** After a tap: a board solved earlier takes "-", an open one colours. */
  function normalise(g) {
    const done = new Array(g.boards).fill(false);
    for (const turn of g.turns) {
      turn.rows = turn.rows.map((row, b) => {
        if (done[b]) return "-";
        const out = row === "-" ? BLACK : row;
        if (out === GREEN) done[b] = true;
        return out;
      });
    }
  }

  function encode(g) {
    if (!g.turns.length && g.boards === 2) return "";
    return `${g.boards}:` + g.turns.map((t) => `${t.guess}:${t.rows.join(",")}`).join(";");
  }

  /** The game a link's m= holds, and what could not be read (each turn after a bad one is left out too: the
   *  colours of a turn depend on the turns before it; so is each turn after every board was solved, where the game
   *  ended). The parts echoed are cut short (a 400-character m= was said whole). */
  function decode(text) {
    const notes = [];
    if (!text) return { game: newGame(2), notes };
    const cut = text.indexOf(":");
    const boards = Number(cut < 0 ? text : text.slice(0, cut));
    if (!LIMITS[boards]) {
      notes.push(`the game has 2 or 4 boards, not '${Puzzlers.shortened(cut < 0 ? text : text.slice(0, cut), 24)}'`);
      return { game: newGame(2), notes };
    }
    const g = newGame(boards);
    const parts = plusesBack(cut < 0 ? "" : text.slice(cut + 1)).split(";").filter((p) => p);
    for (const [n, part] of parts.entries()) {
      const at = part.lastIndexOf(":");
      const guess = at < 0 ? part : part.slice(0, at);
      const rows = at < 0 ? [] : linkColours(part.slice(at + 1)).split(",");
      const bad = [...guess].find((ch) => !SYMBOLS.includes(ch));
      const badRow = rows.findIndex((r) => r !== "-" && !new RegExp(`^[GPB]{${TILES}}$`).test(r));
      const why = at < 0 ? "no colours"
        : [...guess].length !== TILES
          ? `${Puzzlers.shortened(guess, 24)} has ${[...guess].length} tiles; a Classic board has ${TILES}`
        : bad !== undefined ? `'${bad}' is not a key of the game`
        : rows.length !== boards ? `${rows.length} colour rows for ${boards} boards`
        : badRow >= 0 ? `board ${badRow + 1}: colours are ${TILES} of G, P, B (or - once solved)`
        : n >= LIMITS[boards] ? `${NAMES[boards]} gives ${LIMITS[boards]} guesses`
        : allSolved(g) ? `every board was solved by turn ${n}, where the game ended`
        : "";
      if (why) {
        const after = parts.length - n - 1;
        // (a whole Quad-Nerdle turn, 44 characters, is said whole)
        notes.push(`turn ${n + 1} (${Puzzlers.shortened(part, 48)}): ${why}` + (after ? `; the ` +
                   `${Puzzlers.plural(after, "turn")} after it left out too` : ""));
        break;
      }
      g.turns.push({ guess, rows, fresh: false });
    }
    return { game: g, notes };
  }

  // ---- the widget -----------------------------------------------------------------------------------------------
  Puzzlers.mount("nerdle-multi", (host) => {
    const { el, share, plural } = Puzzlers;
    const id = (name) => `nm-${name}`;
    let g = newGame(2);
    let alive = true;
    let checking = false;
    let entering = 0; // the Enter whose check is awaited: another game chosen (or Reset) meanwhile drops it
    // Keys tapped while a typed guess is checked: applied once the check answers (a ⌫ tapped meanwhile was lost)
    let queued = [];
    // Colours no answer gives, once they are final: {key (the game), message}. Typing on keeps the message, and
    // Enter plays no guess over them (a key emptied the error box, and the next guess was taken on top of them).
    let wrong = null;
    let acted = false;
    // A link to this game opened (at its section): its first answer comes into view (on a phone held sideways the
    // suggestion was just below the screen until the first tap), unless the reader scrolled or pressed something
    let linked = false;
    let token = 0;
    const advice = Puzzlers.latest(answerNow); // the answer being worked out, which Enter waits for (settled)
    let last = null; // the assistant's last answer (for "Use suggestion")
    let reveal = false; // scroll the answer into view when it comes (not after a tap: the tapped board stays put)
    // After a tap: the tapped row, and the error shown before it. The answer it brings is scrolled to only if it is
    // a new error or the game's end (on a phone both were below the screen); a plain answer leaves the page still,
    // so that the next tile is where the finger is heading.
    let tapped = null;
    // The guess (its index) whose colours a tap completed, until its answer is brought into view: a slow tap on the
    // same board may get an answer first for colours half set ("No answer fits these colours yet"), which ends
    // that tap's turn; the answer to the colours as finished is still the next guess to show.
    let completed = -1;
    const saved = new Map(); // the other game (Bi or Quad), kept while this one is played (and in the tab: keep())
    const answered = new Map(); // boards -> the last answer of the assistant for that game: { key, answer }

    const chips = el("div", { class: "pz-chips", role: "radiogroup", "aria-label": "Boards", id: id("boards") });
    Puzzlers.radioKeys(chips);
    const boardsBox = el("div", { class: "nm-boards", id: id("grid") });
    const stops = Puzzlers.tileStops(boardsBox, ".nm-board"); // each board's tiles: one Tab stop, then the arrows
    // On a phone held upright each board shows its last guess only (css/puzzlers.css), the earlier ones behind this
    // button: four boards one under the other, every guess shown, were 825 px high at Quad-Nerdle's fourth turn,
    // and each turn took scrolling up to a board's new row and down to the keys, about a screen each way. The
    // button's line is kept before there are earlier guesses (invisible: css/puzzlers.css), so that the boards
    // being played do not move down when it appears.
    const earlierButton = el("button", { class: "md-button nm-earlier nm-none", id: id("earlier"), type: "button",
                                         "aria-controls": id("grid"), "aria-expanded": "false",
                                         onclick: () => showEarlier(!("allRows" in boardsBox.dataset)) });
    function showEarlier(shown) {
      if (shown) boardsBox.dataset.allRows = "";
      else delete boardsBox.dataset.allRows;
      earlierButton.setAttribute("aria-expanded", String(shown));
      labelEarlier();
      stops.refresh(true); // (a board's Tab stop on a tile of a row hidden now: on its last row's)
    }
    function labelEarlier() {
      const earlier = g.turns.length - 1;
      earlierButton.classList.toggle("nm-none", earlier < 1);
      earlierButton.textContent = "allRows" in boardsBox.dataset ? "Hide the earlier guesses"
        : `Show the earlier ${earlier === 1 ? "guess" : `${earlier} guesses`}`;
    }
    let guessesDrawn = 0;
    const typingBoard = el("div", { class: "tl-board nm-typing", id: id("board"), role: "group", tabindex: "0",
                                    "aria-label": "Your next guess: type it here (keys below or your keyboard)" });
    // No live region: said once a player's taps pause (say), not at each tap, nor when the page opens (it was read
    // out when Python came, while the Classic board above was being played)
    const summary = el("p", { class: "pz-summary tl-summary", id: id("summary") });
    const useButton = el("button", { class: "md-button md-button--primary tl-use", id: id("use"), type: "button",
                                     hidden: true, onclick: () => fill(last && last.suggestion) }, "Use suggestion");
    const runBox = el("div", { class: "tl-run" });
    const result = el("div", { class: "tl-result", id: id("result") }, runBox, summary, useButton);
    const help = el("p", { class: "tl-help", id: id("help") });
    const keyboard = el("div", { class: "tl-keyboard", id: id("keyboard"), role: "group", "aria-label": "Keyboard" });
    const undoButton = el("button", { class: "md-button", id: id("undo"), type: "button", onclick: () => undo() },
                          "Undo");
    const resetButton = el("button", { class: "md-button", id: id("reset"), type: "button", onclick: () => reset() },
                           "Reset");
    const more = Puzzlers.scrollBox(el("div", { class: "tl-more nm-more", id: id("more"), role: "region",
                                                tabindex: "0", "aria-label": "Possible answers of each board" }));
    const listStops = candidateStops(more); // each board's list: one Tab stop, then the arrows
    // The link opens at this section: two other widgets and much text come before it on the Nerdle page.
    const shareButton = Puzzlers.shareButton({ id: id("share"), anchor: "bi-nerdle-and-quad-nerdle",
                                              keys: (key) => key === "m", text: solvedRows, sheetUrl });
    /** A finished game shared: each guess's rows of colours, the boards side by side (a board solved earlier left
     *  blank), as the games share them; not the answer line (a chat's preview said "Best next guess: 48-32=16.",
     *  the last board's answer, of a game shared to be played). Null while it is played: the answer line's. */
    function solvedRows() {
      if (!g.turns.length || !allSolved(g)) return null;
      const squares = { G: "🟩", P: "🟪", B: "⬛", "-": "\u3000" };
      const rows = g.turns.map((t) => t.rows.map((row) => (row === "-" ? "-".repeat(TILES) : row))
        .map((row) => [...row].map((m) => squares[m]).join("")).join(" "));
      return `${g.boards === 2 ? "Both boards" : `All ${g.boards} boards`} solved in `
        + `${plural(g.turns.length, "guess", "guesses")}.\n${rows.join("\n")}`;
    }
    /** A finished game's link for the sheet: the same game to play (Bi or Quad), without the guesses, which hold
     *  every answer. */
    function sheetUrl(url) {
      if (!g.turns.length || !allSolved(g)) return url;
      const link = new URL(url);
      if (g.boards === 2) link.searchParams.delete("m");
      else link.searchParams.set("m", `${g.boards}:`);
      link.search = share.query(Object.fromEntries(link.searchParams));
      return link.href;
    }
    const panel = el("div", { class: "pz-panel tl-panel nm-panel" }, chips, earlierButton, boardsBox, typingBoard,
      result, help,
      keyboard, el("div", { class: "pz-actions" }, undoButton, resetButton, shareButton));
    host.replaceChildren(panel, more);
    const runner = Puzzlers.runner(runBox);

    // ---- drawing ---------------------------------------------------------------------------------------------
    const key = (symbol, label, extra = {}) => el("button", {
      type: "button", class: "tl-key" + (extra.wide ? " tl-wide" : ""), dataset: { key: symbol },
      "aria-label": extra.name || Puzzlers.keyName(symbol), onclick: () => press(symbol),
    }, label);
    const keys = (text) => [...text].map((s) => key(s, s));
    keyboard.append(el("div", { class: "tl-keys" }, keys("12345+-")), el("div", { class: "tl-keys" }, keys("67890*/")),
      el("div", { class: "tl-keys" }, keys("="), key("Backspace", "⌫", { name: "Delete" }),
         key("Enter", "Enter", { wide: true, name: "Enter" })));

    function drawChips() {
      if (!chips.childElementCount) { // drawn once: a redraw would drop a keyboard user's focus
        chips.replaceChildren(...[2, 4].map((n) => el("button", {
          type: "button", class: "pz-chip", role: "radio", dataset: { boards: n }, onclick: () => chooseBoards(n),
        }, `${NAMES[n]} ${n}`)));
      }
      for (const chip of chips.children) {
        chip.setAttribute("aria-checked", String(Number(chip.dataset.boards) === g.boards));
      }
    }

    function drawBoards() {
      const at = solvedAt(g);
      const counts = last ? last.boards : null;
      // A keyboard user's focus on a tile stays on it through the redraw (an answer redraws the boards)
      const had = document.activeElement;
      const spot = had && boardsBox.contains(had) && had.classList.contains("tl-tile")
        ? `#${had.closest(".nm-board").id} .tl-row[data-row="${had.closest(".tl-row").dataset.row}"] `
          + `.tl-tile[data-index="${had.dataset.index}"]` : null;
      boardsBox.replaceChildren(...Array.from({ length: g.boards }, (_, b) => {
        const rows = g.turns.slice(0, at[b] < 0 ? g.turns.length : at[b] + 1).map((turn, n) => el("div", {
          class: "tl-row", role: "group", dataset: { row: n, guess: turn.guess, feedback: turn.rows[b] },
          "aria-label": `Board ${b + 1}, guess ${n + 1}: ${Puzzlers.spoken(turn.guess)}, `
            + Puzzlers.colourCounts(turn.rows[b], COLOURS),
        }, [...turn.guess].map((ch, i) => el("button", {
          type: "button", class: "tl-tile", "data-mark": turn.rows[b][i], dataset: { index: i },
          title: COLOURS[turn.rows[b][i]], "aria-description": "", onclick: () => tap(b, n, i), // (as tiles.js)
          "aria-label": `Board ${b + 1}, guess ${n + 1}, tile ${i + 1}: ${Puzzlers.keyName(ch)}, ` +
            `${COLOURS[turn.rows[b][i]]} (${MEANINGS[turn.rows[b][i]]}).`,
        }, ch))));
        const title = at[b] >= 0
          ? `Board ${b + 1}: solved in ${at[b] + 1}, ${g.turns[at[b]].guess}`
          : counts && counts[b] ? `Board ${b + 1}: ${plural(counts[b].remaining, "answer")} possible`
          : `Board ${b + 1}`;
        return el("div", { class: "nm-board", id: id(`board-${b + 1}`), role: "group",
                           "aria-label": `Board ${b + 1}` },
          el("p", { class: "nm-title", id: id(`title-${b + 1}`) }, title),
          el("div", { class: "tl-board", style: `--n: ${TILES}` }, rows));
      }));
      labelEarlier();
      stops.refresh(g.turns.length !== guessesDrawn); // a guess entered (or undone): its row comes next
      guessesDrawn = g.turns.length;
      const tile = spot && boardsBox.querySelector(spot);
      if (tile) tile.focus({ preventScroll: true });
    }

    function drawTyping() {
      keep();
      const over = allSolved(g) || g.turns.length >= LIMITS[g.boards];
      const cells = [];
      for (let i = 0; i < TILES; i++) {
        cells.push(el("span", { class: "tl-tile tl-typed" + (!over && i === g.typed.length ? " tl-cursor" : ""),
                                "data-mark": "" }, g.typed[i] || ""));
      }
      typingBoard.style.setProperty("--n", TILES);
      // a game over has no row to type in (an empty one stayed under the solved boards), as on the Classic board
      typingBoard.replaceChildren(...(over ? [] : [el("div", { class: "tl-row tl-typing", id: id("typing") }, cells)]));
      Puzzlers.undoReset(undoButton, resetButton, g, () => host.querySelector(`#${id("share")}`));
      const typed = g.typed.join("");
      const blocked = typed !== "" && typed !== ((last && last.suggestion) || "");
      useButton.disabled = blocked;
      useButton.title = blocked ? "Delete the typed guess first" : "";
    }

    function draw() {
      drawChips();
      drawBoards();
      drawTyping();
      drawHelp();
    }

    /** The help line: what to do next (the colours called wrong: fixed first, as the message says). */
    function drawHelp() {
      const left = LIMITS[g.boards] - g.turns.length;
      const last = g.turns.length ? g.turns[g.turns.length - 1].guess : "";
      help.textContent = colouring(g) // a guess just entered too (its boards all black)
        ? (Puzzlers.byKeys()
          ? `Tab to the tiles of ${last} on each board: Enter or Space changes a tile's colour `
          : `Tap the tiles of ${last} on each board until they show the game's colours `) +
          "(black → purple → green)."
        : wrongNow() ? FIX_COLOURS
        : allSolved(g) ? ""
        : left <= 0 ? `${NAMES[g.boards]} gives ${LIMITS[g.boards]} guesses: none left. Undo to change one.`
        : `Type a guess and press Enter (${plural(left, "guess", "guesses")} left of ${LIMITS[g.boards]}), then tap ` +
          "each board's tiles to set its colours.";
    }

    function drawCandidates() {
      if (!last) return more.replaceChildren();
      const at = solvedAt(g);
      more.replaceChildren(...last.boards.flatMap((board, b) => at[b] >= 0 ? [] : [
        el("p", { class: "pz-more", id: id(`more-${b + 1}`) }, `Board ${b + 1}: ` + (board.remaining >
          board.candidates.length ? `the first ${board.candidates.length} of ${Puzzlers.count(board.remaining)}`
          : board.remaining === 1 ? "1 answer" : `all ${plural(board.remaining, "answer")}`) // (not "all 1 answer")
          + (board.remaining === 1 ? " (tap it to type it)" : " (tap one to type it)")),
        el("ol", { class: "pz-solutions tl-candidates", id: id(`candidates-${b + 1}`),
                   "aria-description": "The arrow keys go from one to the next." },
          board.candidates.map((text) => el("li", {}, el("button", {
            type: "button", class: "tl-candidate", title: "Type this guess", onclick: () => fill(text),
          }, el("code", {}, text))))),
      ]));
      listStops.refresh();
      Puzzlers.toTop(more);
    }

    // ---- the assistant ---------------------------------------------------------------------------------------
    // the answer, said once it has stood for a moment, after the player acted here
    const speaker = Puzzlers.settledAnnouncer((text) => alive && spoken() === text, { again: false });
    /** What is said of an answer: the summary and, with a next guess, each board's count or when it was solved
     *  (the boards' titles, which are no live region: only "Best next guess: …" was said). */
    function spoken() {
      const titles = summary.dataset.state === "ok" && last
        ? [...boardsBox.querySelectorAll(".nm-title")].map((title) => title.textContent) : [];
      // the same on every board (a game's start) said once: "Each board: 17,723 answers possible." (four times)
      const alike = new Set(titles.map((title) => title.replace(/^Board \d+: /, "")));
      if (titles.length > 1 && alike.size === 1) return `${summary.textContent} Each board: ${[...alike][0]}.`;
      return titles.length ? `${summary.textContent} ${titles.join("; ")}.` : summary.textContent;
    }

    function schedule(delay) {
      speaker.cancel();
      summary.dataset.state = "busy";
      advice.later(delay);
    }

    /** The message calling this game's colours wrong, "" when none does. */
    const wrongNow = () => (wrong && wrong.key === encode(g) ? wrong.message : "");
    /** The error line after a key: the message calling the colours wrong stays (not said again: the error line is
     *  an alert), any other goes. */
    function calm() {
      const message = wrongNow();
      const shown = runBox.querySelector(".pz-error");
      if (!message || !shown || shown.hidden || shown.textContent !== message) runner.showError(message);
    }

    function markError(message) {
      const match = /board (\d+)/.exec(message || "");
      for (const node of boardsBox.querySelectorAll(".nm-board")) delete node.dataset.error;
      const board = match && host.querySelector(`#${id("board-" + match[1])}`);
      if (board) board.dataset.error = "";
      // a message about an earlier guess, whose row a phone hides (showEarlier): its rows shown, to be fixed
      // (the last turn may come first: "turn 2 (…), board 1: no answer gives these colours and those of turn 1")
      const earlier = [...(message || "").matchAll(/\bturn (\d+)\b/gi)].some((t) => Number(t[1]) < g.turns.length);
      if (earlier && !("allRows" in boardsBox.dataset)) showEarlier(true);
    }

    async function answerNow() {
      if (!alive) return;
      const mine = ++token;
      const k = encode(g);
      const began = performance.now();
      const finish = (state) => {
        summary.dataset.state = state;
        summary.removeAttribute("aria-busy");
        summary.dataset.key = k;
        summary.dataset.ms = String(Math.round(performance.now() - began)); // the turn's time, for the tests
        // a tile with the keyboard's focus (the guess entered, its colours next) stays in view with its board's
        // title: on a phone held sideways the answer's scroll put Quad-Nerdle's tile at -164 px, then (kept) the
        // title at 16 px, under the header. A guess waiting for its colours has no answer to show yet.
        const focused = boardsBox.contains(document.activeElement) ? document.activeElement : null;
        const title = focused && focused.closest(".nm-board")?.querySelector(".nm-title");
        const error = runBox.querySelector(".pz-error");
        const told = state === "solved" || (state === "error" && !!error && !error.hidden
          && (!tapped || error.textContent !== tapped.error));
        if (acted && reveal && state !== "pending") Puzzlers.reveal(result, { keep: title || focused });
        else if (acted && tapped && told) Puzzlers.reveal(result, { keep: host.querySelector(tapped.row) });
        else if (linked && state !== "pending" && Puzzlers.linkUntouched()) {
          Puzzlers.reveal(result, { keep: boardsBox });
        }
        else if (acted && tapped && completed === g.turns.length - 1 && state === "ok") {
          // in view already, the page stays put (the next tile where the finger is heading)
          Puzzlers.reveal(result, { keep: host.querySelector(tapped.row), back: false });
          completed = -1;
        }
        reveal = false;
        tapped = null;
        linked = false;
        speaker.say(acted ? spoken() : "");
      };
      markError("");
      if (pending(g)) {
        runner.forget(); // the answer asked before this guess was added is not this game's (its error neither)
        summary.textContent = "";
        useButton.hidden = true;
        return finish("pending");
      }
      summary.dataset.state = "busy";
      summary.setAttribute("aria-busy", "true"); // the answer shown is out of date until the new one comes
      // Colours no answer fits, in the last guess while other boards' tiles are still to be set (all black until
      // then): no mistake yet, said calmly in the answer's place; an error once they are set or Enter is pressed.
      let unfit = false;
      let misfit = false; // the colours are called wrong
      const explain = (message) => {
        const turn = /^turn (\d+)\b.*\bno answer/.exec(message);
        unfit = !!turn && Number(turn[1]) === g.turns.length && setting(g);
        misfit = !unfit && /\bno answer\b/i.test(message);
        return unfit ? "" : message;
      };
      const answer = await runner.run("nerdle", "multi", {
        boards: g.boards, turns: g.turns.map((t) => ({ guess: t.guess, feedback: t.rows })),
        max_candidates: MAX_CANDIDATES,
      }, { explain, slow: acted ? "Working…" : "" }); // (as on the Classic board: said after the player's tap)
      if (mine !== token || !alive) return;
      const shown = runBox.querySelector(".pz-error");
      wrong = !answer && misfit && shown && !shown.hidden ? { key: k, message: shown.textContent } : null;
      drawHelp();
      if (!answer) {
        last = null;
        // every board tapped, the colours may be done and wrong: Enter says which tile (it asked for more taps)
        const rest = colouring(g) ? "set the tiles of every board"
          : "set the rest of the tiles, or press Enter to check them";
        summary.textContent = unfit ? `No answer fits these colours yet: ${rest}.` : "";
        useButton.hidden = true;
        drawBoards();
        drawCandidates();
        markError(runBox.querySelector(".pz-error") && runBox.querySelector(".pz-error").textContent);
        return finish(unfit ? "unfit" : "error");
      }
      answered.set(g.boards, { key: k, answer });
      return finish(showAnswer(answer));
    }

    /** Draw an answer of the assistant for the game `g` is; returns the summary's state. */
    function showAnswer(answer) {
      last = answer;
      drawBoards();
      drawCandidates();
      drawTyping();
      useButton.hidden = answer.suggestion === null || answer.turns_left <= 0;
      if (answer.suggestion === null) {
        summary.textContent = `${g.boards === 2 ? "Both boards" : `All ${g.boards} boards`} solved in ` +
          `${plural(g.turns.length, "guess", "guesses")}.`;
        return "solved";
      }
      if (answer.turns_left <= 0) {
        summary.textContent = "No guesses left: each open board's possible answers are listed below.";
        return "ok";
      }
      // (the guesses left are in the help line under it)
      summary.replaceChildren("Best next guess: ", el("code", { id: id("suggestion") }, answer.suggestion), ".");
      return "ok";
    }

    // ---- playing ---------------------------------------------------------------------------------------------
    /** `push`: as a new entry of the history (Reset: Back brings the game back, set up again from its address). */
    function writeLink(push = false) {
      if (alive) share.write({ ...share.read(), m: encode(g) }, { push });
      keep();
    }

    // Each game (Bi-Nerdle's, Quad-Nerdle's) outlives the page view in this tab (a reload, Back from another page),
    // kept by the page's path and its number of boards, with its guesses (its m=): the other game, which the link
    // does not hold (a reload lost it), and what no link holds, the row being typed and the last guess's colours
    // while they are being set (after a reload, colours half set were called wrong at once, and a typed row was
    // lost). Kept by the page's whole address before, it went stale when the Classic board or the Instant form
    // above wrote their own fields there, and a half-typed guess was lost on a reload.
    const keptKey = (boards) => `pz-multi:${location.pathname}:${boards}`;
    function keep() {
      if (!alive) return;
      const turn = g.turns[g.turns.length - 1];
      const open = !!turn && !!turn.set && !turn.settled;
      try {
        // (an empty game is kept as none once played here: the page opened with no game in its link, from the
        // menu, wiped the one the tab kept)
        if (!g.turns.length && !g.typed.length) {
          if (acted) sessionStorage.removeItem(keptKey(g.boards));
        }
        else {
          sessionStorage.setItem(keptKey(g.boards), JSON.stringify({
            m: encode(g), typed: g.typed, fresh: open && !!turn.fresh, set: open ? [...turn.set] : null }));
        }
      } catch { /* storage refused: this lasts as long as the page view */ }
    }
    /** The game of `boards` boards this tab keeps, its typed row and colours being set with it; null if none, or
     *  when its guesses are not `m` (the link's game, when given: a link's own guesses come first). */
    function kept(boards, m) {
      let k = null;
      try { k = JSON.parse(sessionStorage.getItem(keptKey(boards)) || "null"); } catch { /* none, or unreadable */ }
      if (!k || typeof k.m !== "string" || (m !== undefined && k.m !== m)) return null;
      const { game, notes } = decode(k.m);
      if (notes.length || game.boards !== boards) return null;
      if (Array.isArray(k.typed) && k.typed.length <= TILES
          && k.typed.every((ch) => typeof ch === "string" && ch.length === 1 && SYMBOLS.includes(ch))) {
        game.typed = k.typed;
      }
      const turn = game.turns[game.turns.length - 1];
      if (turn && Array.isArray(k.set) && k.set.every((b) => Number.isInteger(b) && b >= 0 && b < boards)) {
        turn.set = new Set(k.set);
        turn.fresh = k.fresh === true;
      }
      return game;
    }

    function changed(delay = 0, show = true, push = false) {
      acted = true;
      reveal = reveal || show;
      writeLink(push);
      draw();
      schedule(delay);
    }

    function confirm() {
      if (!pending(g)) return false;
      g.turns[g.turns.length - 1].fresh = false;
      return true;
    }

    function over() {
      if (allSolved(g)) return "Every board is solved. Undo or Reset to play on.";
      if (g.turns.length >= LIMITS[g.boards]) {
        return `${NAMES[g.boards]} gives ${LIMITS[g.boards]} guesses: none left. Undo to change one.`;
      }
      return "";
    }

    function press(symbol) {
      if (checking) return void queued.push(symbol);
      if (symbol === "Enter") return enter();
      calm();
      const stop = over();
      if (stop) return runner.showError(stop);
      const turnsChanged = confirm();
      // the next guess typed: the colours before are final (colours no answer fits are called wrong now)
      const turn = g.turns[g.turns.length - 1];
      const settles = symbol !== "Backspace" && !!turn && !!turn.set && !turn.settled && !colouring(g);
      if (settles) turn.settled = true;
      // Typed with a tile focused (colours set with the keys): the typing row takes the focus, so Enter enters
      if (boardsBox.contains(document.activeElement)) typingBoard.focus({ preventScroll: true });
      const [gone, before] = [g.typed[g.typed.length - 1], g.typed.length];
      if (symbol === "Backspace") g.typed.pop();
      else if (g.typed.length < TILES) g.typed.push(symbol);
      // (colours called wrong: that message stays while the next guess is typed, as the help line says)
      else if (!wrongNow()) runner.showError(Puzzlers.rowLength("Classic", TILES));
      // (the board is no text field, which would echo the key typed)
      if (g.typed.length !== before && Puzzlers.byKeys()) Puzzlers.sayKey(symbol, gone);
      if (turnsChanged || (settles && summary.dataset.state === "unfit")) return changed(0);
      drawTyping();
    }

    /** Type a whole guess (the suggestion, a candidate): into an empty row only, so nothing typed is lost. */
    function fill(text) {
      if (!text || checking) return;
      const stop = over();
      if (stop) return runner.showError(stop);
      if (g.typed.length && g.typed.join("") !== text) {
        return runner.showError("Delete the typed guess first (⌫) to type another one.");
      }
      calm();
      const turnsChanged = confirm();
      const turn = g.turns[g.turns.length - 1]; // the next guess typed: the colours before are final
      const settles = !!turn && !!turn.set && !turn.settled && !colouring(g);
      if (settles) turn.settled = true;
      g.typed = [...text];
      Puzzlers.announce(`${Puzzlers.spoken(text)} typed: Enter plays it.`);
      typingBoard.focus({ preventScroll: true }); // so that Enter on the keyboard enters it
      if (turnsChanged || (settles && summary.dataset.state === "unfit")) changed(0);
      else drawTyping();
      // a candidate tapped far down the lists: the row it went to is in view; and with it the keypad's Enter, which
      // plays it (Quad-Nerdle's was 100-250 px below a 320x640 screen after "Use suggestion")
      Puzzlers.reveal(keyboard, { keep: typingBoard });
    }

    async function enter() {
      calm();
      // A guess just entered, no tile tapped yet: its colours are to come, not all black (which no answer gives). A
      // second Enter (a double tap) took them as final and called the first board's '=' wrong.
      if (pending(g)) {
        return runner.showError(`Tap the tiles of ${g.turns[g.turns.length - 1].guess} on each board to set their ` +
                                "colours (black → purple → green) first: no answer leaves a guess all black.");
      }
      if (!g.typed.length) {
        // Enter: the colours are final as they are (a board not tapped is all black, which no answer gives: an
        // error names it)
        if (colouring(g)) {
          confirm();
          delete g.turns[g.turns.length - 1].set;
          return changed(0);
        }
        const turn = g.turns[g.turns.length - 1]; // every board's tiles tapped: as they are, now final
        if (turn && turn.set && !turn.settled) {
          turn.settled = true;
          keep();
          if (summary.dataset.state === "unfit") return changed(0); // (called wrong now)
        }
        return runner.showError(over() || wrongNow() || "Type a guess first.");
      }
      const stop = over();
      if (stop) return runner.showError(stop);
      if (g.typed.length < TILES) { // (colours called wrong come first: no guess is played over them)
        return runner.showError(wrongNow() || Puzzlers.rowLength("Classic", TILES, g.typed.length));
      }
      if (colouring(g)) { // the last guess's colours first: a board left all black would be taken as wrong
        const boards = unset(g);
        const which = `${boards.length > 1 ? "boards" : "board"} ${Puzzlers.listed(boards)}`;
        return runner.showError(`Set the colours of ${g.turns[g.turns.length - 1].guess} on ${which} first.`);
      }
      const guess = g.typed.join("");
      const game = g; // the game it is typed in
      const mine = ++entering;
      checking = true;
      let refused = "";
      try {
        // the colours before it became final when it was typed: their answer first, and no guess is played over
        // colours no answer gives
        await advice.settled();
        refused = alive && g === game && mine === entering // (Undo meanwhile dropped it: no check is sent)
          && (wrongNow() || await Puzzlers.refusal(runner, "nerdle", { tiles: TILES, guess }, guess));
      } finally {
        if (mine === entering) checking = false;
      }
      // Another game chosen while it was checked (Python starting, a slow answer): played on neither, not on the
      // game chosen (it went on Quad's four boards, still typed on Bi's two), nor out of sight on the game left: it
      // stays typed there (chooseBoards). Reset meanwhile took it back with the rest.
      if (!alive || mine !== entering || g !== game) return;
      if (refused) {
        runner.showError(refused);
        return typeQueued(guess, refused);
      }
      const at = solvedAt(g);
      const hold = Puzzlers.keepInPlace(keyboard); // the row added above it does not move it under the finger
      g.turns.push({ guess, rows: at.map((n) => (n >= 0 ? "-" : BLACK)), fresh: true, set: new Set() });
      completed = -1;
      g.typed = [];
      const keyed = host.contains(document.activeElement);
      changed(0);
      // With the focus in the widget (keys, or the Enter key on screen), the guess's first tile on the first board
      // still played takes it: its colours come next (the typing row is after the boards, so Tab went to the keys)
      const first = at.findIndex((n) => n < 0) + 1;
      const row = `#${id("board-" + first)} .tl-row[data-row="${g.turns.length - 1}"]`;
      hold(host.querySelector(row));
      const tile = keyed && host.querySelector(`${row} .tl-tile[data-index="0"]`);
      // scrolled to only if it is out of view (on a 360 px phone, scrolled down to Enter, it was under the header),
      // its board's title with it; in view, the page stays put (the keypad under the finger)
      if (tile) {
        Puzzlers.reveal(tile, { focus: true, keep: document.getElementById(id("title-" + first)), back: false });
      }
      // as the Classic board says it
      Puzzlers.announce(`${Puzzlers.spoken(guess)} entered: set its colours on each board.`);
      typeQueued(guess, "");
    }

    /** The keys tapped while `guess` was checked. Refused, it takes them (a ⌫ corrects it), and the reason stays
     *  in view; played, they are not typed (the first would take its colours, all black so far, as final): said.
     *  Enter again is dropped (a double tap). */
    function typeQueued(guess, refused) {
      const keys = queued.filter((symbol) => symbol !== "Enter");
      queued = [];
      if (!keys.length) return;
      if (!refused) {
        return runner.showError(`${guess} is played: set its colours, then type on (the keys tapped while it was ` +
                                "checked were not typed).");
      }
      keys.forEach(press);
      if (!wrongNow()) runner.showError(refused);
    }

    function tap(b, n, i) {
      const turn = g.turns[n];
      if (!turn || turn.rows[b] === "-") return;
      const marks = [...turn.rows[b]];
      marks[i] = NEXT[marks[i]];
      turn.rows[b] = marks.join("");
      turn.fresh = false;
      const was = colouring(g); // some open board's row of the last guess not tapped yet
      if (turn.set) turn.set.add(b);
      normalise(g);
      const row = `#${id("board-" + (b + 1))} .tl-row[data-row="${n}"]`;
      const shown = runBox.querySelector(".pz-error");
      // (the error already shown and not fixed by this tap is not scrolled to again: the page stays put)
      // (and whether this tap is the one that completed the last guess's colours, the last open board's row
      // tapped: then the answer is the next guess, which comes into view as Enter's does, once, when it comes
      // (`completed`); on a phone it stayed below the screen after that tap. After that answer, a tap on that
      // row or on an older one leaves the page put.)
      tapped = { row, error: (tapped && tapped.error) || (shown && !shown.hidden ? shown.textContent : "") };
      if (n === g.turns.length - 1 && was && !colouring(g)) completed = n;
      runner.showError("");
      changed(400, false);
      const tile = host.querySelector(`${row} .tl-tile[data-index="${i}"]`);
      if (tile) tile.focus();
    }

    /** Another game chosen, or Reset, while a typed guess is checked: the check's answer is not waited for (the
     *  guess is not played), and the keys tapped meanwhile are returned, Enter left out. */
    function dropCheck() {
      entering += 1;
      checking = false;
      runner.hush(); // its "Checking …" goes with it (it stayed, under the other game, until Python answered)
      const keys = queued.filter((symbol) => symbol !== "Enter");
      queued = [];
      return keys;
    }

    function undo() {
      // the guess being checked is not played on the board Undo leaves: it stays typed (with the keys tapped after it)
      if (checking) dropCheck().forEach(press);
      if (!g.turns.length) return;
      const { guess } = g.turns.pop();
      completed = -1;
      normalise(g);
      runner.showError("");
      changed(0);
      // what was taken back, as the Classic board says it (then the answer it leaves, once it stands)
      Puzzlers.announce(`Guess ${g.turns.length + 1}, ${Puzzlers.spoken(guess)}, taken back.`);
    }

    function reset() {
      if (checking) dropCheck(); // the guess being checked goes with the rest, and the keys tapped after it
      const had = g.turns.length;
      g = newGame(g.boards);
      runner.showError("");
      showEarlier(false); // (shown for the game taken back: its next guesses are seen one at a time again)
      changed(0, true, true);
      if (had) Puzzlers.announce("Every guess taken back.");
    }

    function chooseBoards(n) {
      if (n === g.boards) return;
      // A guess being checked stays typed in its game, unplayed, with the keys tapped after it (as if refused): it is
      // played only on the game it was typed in, and not out of sight, its colours left to set on boards not shown
      // (and a refusal's reason would have nowhere to go). Back on that game, Enter plays it.
      if (checking) dropCheck().forEach(press);
      saved.set(g.boards, g);
      g = saved.get(n) || newGame(n);
      saved.delete(n);
      last = null;
      runner.showError("");
      // The other game's answer is not shown meanwhile: this game's last one if it is kept, else a line that waits
      const kept = answered.get(n);
      if (kept && kept.key === encode(g)) showAnswer(kept.answer);
      else {
        summary.textContent = `Working out the best guess for ${NAMES[n]}\u2026`;
        useButton.hidden = true;
        drawCandidates();
      }
      changed(0);
    }

    // The physical keyboard while the focus is in this widget (the Classic board above takes keys only while the
    // focus is in it or on nothing). Listened to in the capture phase, like the Classic board's.
    function onKeydown(event) {
      if (!host.isConnected || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target;
      if (!target || !host.contains(target)) return;
      // Space on a tile changes its colour at once: a button acts on Space when the key comes up, and an answer
      // arriving in between redrew the boards (a new button under the key): 5 presses of 25 were lost
      if (event.key === " " && target.classList.contains("tl-tile") && boardsBox.contains(target)) {
        event.preventDefault();
        if (!event.repeat) target.click();
        return;
      }
      if (Puzzlers.keepsKey(target, event.key)) return;
      const symbol = typedAs(event.key); // (a Japanese keyboard's "２", "−": they were dropped here)
      if (symbol === "Enter" || symbol === "Backspace" || (symbol.length === 1 && SYMBOLS.includes(symbol))) {
        event.preventDefault();
        event.stopPropagation();
        press(symbol);
      }
    }
    window.addEventListener("keydown", onKeydown, true);
    // A click or tap on a part of this widget that takes no focus (a board, its title, the help line) leaves the
    // focus nowhere, where the keys would go to the Classic board above: the typing row takes it, so they come here.
    const onClick = (event) => {
      const target = event.target;
      if (!(target instanceof Element) || document.activeElement !== document.body) return;
      if (target.closest("button, input, select, textarea, a[href], summary, label, [tabindex]")) return;
      typingBoard.focus({ preventScroll: true });
    };
    host.addEventListener("click", onClick);

    // ---- start: the game the link holds --------------------------------------------------------------------
    const q = share.read();
    // a game of these boards only, its #section lost: opened at the boards all the same (they are 5,000 px down)
    if (Object.hasOwn(q, "m") && !q.g && !q.i) Puzzlers.openAt("bi-nerdle-and-quad-nerdle");
    const { game, notes } = decode(Object.hasOwn(q, "m") ? Puzzlers.asciiForms(String(q.m)) : ""); // １２ is 12
    g = game;
    // (opened at this section: by its name, or with no other game's state)
    const atSection = location.hash ? location.hash === "#bi-nerdle-and-quad-nerdle" : !q.g && !q.i;
    linked = g.turns.length > 0 && atSection;
    const back = notes.length ? null : kept(g.boards, encode(g)); // this tab's row typed, colours being set
    if (back) g = back;
    const other = g.boards === 2 ? 4 : 2;
    const otherGame = kept(other); // the other game, played here before the reload (the link holds this one)
    if (otherGame) saved.set(other, otherGame);
    draw();
    const message = Puzzlers.linkMessage(notes);
    if (Object.hasOwn(q, "m")) writeLink();
    if (message) runner.showError(message);
    advice.now().then(() => {
      if (message && alive && summary.dataset.state !== "error") runner.showError(message);
    });

    return () => {
      alive = false;
      advice.stop();
      window.removeEventListener("keydown", onKeydown, true);
      host.removeEventListener("click", onClick);
      runner.dispose();
    };
  });
})();
