// The guess assistant shared by the Nerdle and Mathler widgets (site/js/nerdle.js, site/js/mathler.js):
// PuzzlersTiles.assistant(host, game) draws the variant chips, the game's own options, a board of tiles (the
// entered guesses, whose tiles a tap cycles black -> purple -> green, and the row being typed), an on-screen
// keyboard (the physical one works too), and the assistant's answer after every change: the next guess, how many
// candidates are left and the first of them. The whole game lives in the URL (Puzzlers.share):
//   <game.variantKey>=tiles, the game's options, g=GUESS:FEEDBACK,GUESS:FEEDBACK (feedback letters G, P, B).
// The variants (tiles, names, symbols) come from the package: the host's data-table attribute (JSON written at
// build time, with the widget's skeleton: hooks/widget_tables.py) when the page has it, else the game's table
// entry point (web_variants, web_modes) asked once. The skeleton has the widget's final size, and the answer and
// the candidates have boxes of fixed height, so nothing moves when Python starts or answers.
//
// The parts, each a function of the game's state (a plain object, `newGame`) that draws one element:
//   board(...)        the guesses and the row being typed          keypad(...)   the on-screen keyboard
//   suggestions(...)  the assistant's answer, "Use suggestion" and the candidates
//   readLink/writeLink  the share link;  play(...)  what a key, a tap or a button does to the state.
// assistant() wires them and returns {destroy(), optionsChanged(gameKey)}.
(function () {
  "use strict";
  const { el, share, plural } = Puzzlers;
  const NEXT = { B: "P", P: "G", G: "B" };
  const TYPED_AS = { x: "*", X: "*", "×": "*", "·": "*", "⋅": "*", "÷": "/", "∕": "/" };
  /** A symbol as the board reads it, from a key or a link: × is *, and a Japanese keyboard's "２" or the minus
   *  sign "−" what the text fields read them as. */
  const typedAs = (ch) => TYPED_AS[ch] || Puzzlers.asciiForms(ch);
  const MAX_CANDIDATES = 50;
  const FIX_COLOURS = "Tap the tiles the message names to fix their colours, or Undo.";

  /** "A", "A or B", "A, B or C": the few answers left, named in a sentence. */
  const orList = (texts) => Puzzlers.listed(texts, "or");

  /**
   * The candidates' lists (ol.tl-candidates of button.tl-candidate) in `container` as one Tab stop each (a roving
   * tabindex): up to 50 buttons were as many Tab stops between the board and what follows. The stop is the button
   * last focused while it is listed, else the first; the arrow keys (Home, End) go from one to another, and Enter
   * or Space still types the one focused. Call refresh() after each redraw of the lists.
   */
  function candidateStops(container) {
    const last = new Map(); // a list's id -> the text of the button last focused in it
    const buttonsOf = (list) => [...list.querySelectorAll("button.tl-candidate")];
    function refresh() {
      for (const list of container.querySelectorAll("ol.tl-candidates")) {
        const buttons = buttonsOf(list);
        const entry = buttons.find((b) => b.textContent === last.get(list.id)) || buttons[0];
        for (const button of buttons) button.tabIndex = button === entry ? 0 : -1;
      }
    }
    container.addEventListener("focusin", (event) => {
      const button = event.target.closest && event.target.closest("button.tl-candidate");
      const list = button && button.closest("ol.tl-candidates");
      if (!list) return;
      last.set(list.id, button.textContent);
      refresh();
    });
    const STEPS = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    container.addEventListener("keydown", (event) => {
      const button = event.target.closest && event.target.closest("button.tl-candidate");
      const list = button && button.closest("ol.tl-candidates");
      if (!list || event.ctrlKey || event.metaKey || event.altKey) return;
      const buttons = buttonsOf(list);
      const i = buttons.indexOf(button);
      const to = event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1
        : STEPS[event.key] === undefined ? null : i + STEPS[event.key];
      if (to === null) return;
      event.preventDefault(); // the box does not scroll by itself; at an end the focus stays
      if (buttons[to]) buttons[to].focus(); // (into view within its box, as focus does)
    });
    return { refresh };
  }

  /** "12+35=47:GPBBGPBB,..." from turns. */
  function encodeTurns(turns) {
    return turns.map((t) => `${t.guess}:${t.feedback}`).join(",");
  }

  /** A share link's guesses with their "+" back: an address's "+" not escaped (%2B) reads as a space. */
  const plusesBack = (text) => text.replace(/ /g, "+");
  /** A link's colour letters as the board writes them: the other letters the command line and the Instant form
   *  take too (Y yellow for P, X grey for B), in either case. */
  const linkColours = (text) => text.toUpperCase().replace(/Y/g, "P").replace(/X/g, "B");

  /** The turns a link's g= holds: {turns, dropped} where dropped lists the parts that could not be read (with
   *  why), so that a bad link loses only its bad guesses and the page can say which. */
  function decodeTurns(text, tiles, symbols) {
    const turns = [];
    const dropped = [];
    if (!text) return { turns, dropped };
    for (const part of plusesBack(text).split(",")) {
      const at = part.lastIndexOf(":");
      // (as the board takes a key: a link typed or pasted with × or ÷ is read the same way)
      const guess = [...(at < 0 ? part : part.slice(0, at))].map(typedAs).join("");
      const feedback = at < 0 ? "" : linkColours(part.slice(at + 1));
      const bad = [...guess].find((ch) => !symbols.includes(ch));
      const why = at < 0 ? "no colours"
        : [...guess].length !== tiles ? `${[...guess].length} tiles, not ${tiles}`
        : bad !== undefined ? `'${bad}' is not a key of this game`
        : !/^[GPB]+$/.test(feedback) || feedback.length !== tiles ? `colours must be ${tiles} of G, P, B`
        : "";
      if (why) dropped.push(`${part ? Puzzlers.shortened(part, 24) : "(empty)"} (${why})`);
      else turns.push({ guess, feedback, fresh: false });
    }
    return { turns, dropped };
  }

  /** The game's table: the host's data-table (JSON written at build time) or the game's entry point. */
  async function loadTable(host, game) {
    if (host.dataset.table) {
      try { return JSON.parse(host.dataset.table); } catch { /* fall back to asking Python */ }
    }
    return Puzzlers.call(game.module, game.tableFn, {});
  }

  // ---- the state -----------------------------------------------------------------------------------------------
  /** The game in progress. turns: {guess, feedback, fresh, colouring} (fresh while the colours of a just-entered
   *  guess are not set yet; colouring from its entry until the user types on or presses Enter, the taps on its
   *  tiles included: colours half set are not called wrong meanwhile); typed: the row being typed; saved: each
   *  other variant's game, kept while another is played. */
  function newGame(tiles) {
    return { variants: new Map(), tiles, turns: [], typed: [], saved: new Map(), started: false };
  }
  const variantOf = (g) => g.variants.get(g.tiles);
  const pending = (g) => g.turns.length > 0 && g.turns[g.turns.length - 1].fresh;
  const colouring = (g) => g.turns.length > 0 && !!g.turns[g.turns.length - 1].colouring;
  const solvedAt = (g) => g.turns.findIndex((t) => !t.fresh && t.feedback === "G".repeat(g.tiles));

  /** What the user's actions do to the state; each returns true when the turns (not only the typing) changed. */
  const play = {
    /** The colours of the last guess are taken as they are (when the user types on or presses Enter). Returns
     *  true when they were not set at all, "colours" when they were being set (tapped), else false. */
    confirm(g) {
      if (!pending(g) && !colouring(g)) return false;
      const fresh = pending(g);
      Object.assign(g.turns[g.turns.length - 1], { fresh: false, colouring: false });
      return fresh || "colours";
    },
    /** `hold`: a guess's colours not touched since it was entered are not taken as they are (a game in which no
     *  answer leaves a guess all black: Nerdle). */
    key(g, symbol, hold = false) {
      const changed = hold && pending(g) ? false : play.confirm(g);
      if (symbol === "Backspace") g.typed.pop();
      else if (g.typed.length < g.tiles) g.typed.push(symbol);
      return changed;
    },
    /** Type a whole guess (a suggestion, a candidate): only over an empty row, so that nothing typed is lost. */
    fill(g, text, hold = false) {
      if (g.typed.length && g.typed.join("") !== text) return null;
      const changed = hold && pending(g) ? false : play.confirm(g);
      g.typed = [...text];
      return changed;
    },
    cycle(g, row, i) {
      const turn = g.turns[row];
      if (!turn) return false;
      const marks = [...turn.feedback];
      marks[i] = NEXT[marks[i]];
      turn.feedback = marks.join("");
      turn.fresh = false;
      return true;
    },
    entered(g, guess) {
      play.confirm(g);
      g.floating = false; // a guess played: the game is the target's now
      g.turns.push({ guess, feedback: "B".repeat(g.tiles), fresh: true, colouring: true });
      g.typed = [];
    },
    /** Another variant: this one's game is kept (typed row too) and comes back when it is chosen again. */
    variant(g, tiles) {
      if (tiles === g.tiles || !g.variants.has(tiles)) return false;
      g.saved.set(g.tiles, { turns: g.turns, typed: g.typed });
      const back = g.saved.get(tiles) || { turns: [], typed: [] };
      g.saved.delete(tiles);
      g.tiles = tiles;
      g.turns = back.turns;
      g.typed = back.typed;
      return true;
    },
  };

  // ---- the share link --------------------------------------------------------------------------------------------
  /** The game's part of the page's address. */
  const linkOf = (game, g) => ({ [game.variantKey]: g.tiles === game.defaultTiles ? "" : g.tiles,
                                 ...game.shareFields(), g: encodeTurns(g.turns) });
  /** `push`: as a new entry of the history (Reset: Back brings the game back). */
  function writeLink(game, g, push = false) {
    share.write(linkOf(game, g), { push });
  }

  /** The game the link holds, into g; returns what could not be read (notes for the user), with `cut`, the notes
   *  of a link cut short (Puzzlers.linkCut, read as the page came: the page's other games write the address). */
  function readLink(game, g, table, cut) {
    const get = Puzzlers.linkReader(share.read());
    const notes = [];
    const wantedText = get(game.variantKey);
    if (wantedText && g.variants.has(Number(wantedText))) g.tiles = Number(wantedText);
    else if (wantedText) {
      notes.push(`no ${game.variantLabel.toLowerCase()} has ${Puzzlers.shortened(wantedText, 16)} tiles`);
    }
    if (!g.variants.has(g.tiles)) g.tiles = g.variants.keys().next().value;
    notes.push(...(game.restore(get, table) || []));
    const { turns, dropped } = decodeTurns(get("g"), g.tiles, variantOf(g).symbols);
    g.turns = turns.slice(0, game.guesses);
    if (dropped.length) {
      const which = dropped.length === 1 ? "this guess" : "these guesses";
      notes.push(`left out ${which}: ${Puzzlers.firstFew(dropped, "; ")}`);
    }
    if (turns.length > game.guesses) {
      notes.push(`${turns.length} guesses, of which the first ${game.guesses} are shown (the game gives ` +
                 `${game.guesses})`);
    }
    notes.push(...cut);
    return notes;
  }

  // ---- the board -------------------------------------------------------------------------------------------------
  function board(game, id, onTap) {
    // Its name says what both do: the focus comes here to type ("Use suggestion", say), on a board with no tiles yet
    const element = el("div", { class: "tl-board", id: id("board"), role: "group", tabindex: "-1", "aria-label":
                                "Your guesses: type the next one here; press a tile to change its colour" });
    const tileLabel = (row, i, ch, mark) => `Guess ${row + 1}, tile ${i + 1}: ${Puzzlers.keyName(ch)}, ` +
      `${game.colours[mark]} (${game.meanings[mark]}).`;

    function draw(g) {
      element.style.setProperty("--n", g.tiles);
      const rows = g.turns.map((turn, row) => el("div", {
        class: "tl-row", dataset: { row, guess: turn.guess, feedback: turn.feedback }, role: "group",
        "aria-label": `Guess ${row + 1}: ${Puzzlers.spoken(turn.guess)}, `
          + Puzzlers.colourCounts(turn.feedback, game.colours),
      }, [...turn.guess].map((ch, i) => el("button", {
        type: "button", class: "tl-tile", "data-mark": turn.feedback[i], dataset: { index: i },
        // the colour's name as a pointer's tooltip; not said again after the label, which says it ("…, green (right
        // place). button, green")
        "aria-label": tileLabel(row, i, ch, turn.feedback[i]), title: game.colours[turn.feedback[i]],
        "aria-description": "",
        onclick: () => onTap(row, i),
      }, ch))));
      if (solvedAt(g) < 0 && g.turns.length < game.guesses) {
        const cells = [];
        for (let i = 0; i < g.tiles; i++) {
          cells.push(el("span", { class: "tl-tile tl-typed" + (i === g.typed.length ? " tl-cursor" : ""),
                                  "data-mark": "" }, g.typed[i] || ""));
        }
        rows.push(el("div", { class: "tl-row tl-typing", id: id("typing"), role: "group",
                              "aria-label": `Next guess: ${Puzzlers.spoken(g.typed.join("")) || "empty"}` }, cells));
      }
      const focused = element.contains(document.activeElement); // a tile, say, when a key typed on
      element.replaceChildren(...rows);
      stops.refresh(g.turns.length !== guessesDrawn); // a guess entered (or undone): its row comes next
      guessesDrawn = g.turns.length;
      // the tile tapped is focused again (a tap cycles its colour), not the board first: a screen reader said the
      // board's long name before the tile at every tap
      const tapped = held && tileAt(...held);
      held = null;
      if (focused && !element.contains(document.activeElement)) (tapped || element).focus({ preventScroll: true });
    }

    const stops = Puzzlers.tileStops(element); // one Tab stop, at the last guess's first tile: arrows from there
    let guessesDrawn = 0;
    const tileAt = (row, i) => element.querySelector(`.tl-row[data-row="${row}"] .tl-tile[data-index="${i}"]`);

    /** Focus a tile again after it was redrawn (a tap cycles its colour). */
    function focusTile(row, i) {
      const tile = tileAt(row, i);
      if (tile) tile.focus();
    }
    /** The tile the next drawing focuses, if the focus was on the board: the one tapped. */
    let held = null;
    const holdTile = (row, i) => { held = [row, i]; };

    return { element, draw, focusTile, holdTile };
  }

  // ---- the on-screen keyboard ------------------------------------------------------------------------------------
  function keypad(id, onPress) {
    const element = el("div", { class: "tl-keyboard", id: id("keyboard"), role: "group", "aria-label": "Keyboard" });
    let drawn = "";

    function draw(g) {
      const symbols = variantOf(g).symbols;
      if (drawn === symbols) return;
      drawn = symbols;
      const key = (symbol, label, extra = {}) => el("button", {
        type: "button", class: "tl-key" + (extra.wide ? " tl-wide" : ""), dataset: { key: symbol },
        "aria-label": extra.name || Puzzlers.keyName(symbol), onclick: () => onPress(symbol),
      }, label);
      const only = (text) => [...text].filter((ch) => symbols.includes(ch));
      element.replaceChildren(
        el("div", { class: "tl-keys" }, only("12345+-").map((s) => key(s, s))),
        el("div", { class: "tl-keys" }, only("67890*/").map((s) => key(s, s))),
        el("div", { class: "tl-keys" }, only("=()²³").map((s) => key(s, s)),
           key("Backspace", "⌫", { name: "Delete" }), key("Enter", "Enter", { wide: true, name: "Enter" })));
    }

    return { element, draw };
  }

  // ---- the assistant's answer ------------------------------------------------------------------------------------
  /** The answer line ("N possible. Best next guess: X", with the Python status and errors in the same box of
   *  fixed height) and the candidates (in a box of fixed height of their own). */
  function suggestions(game, id, onFill) {
    // No live region: the answer changes at every tap of a tile (four answers were read out for one guess's
    // colours); the widget says it once the taps pause (assistant: say)
    const summary = el("p", { class: "pz-summary tl-summary", id: id("summary") });
    const useButton = el("button", { class: "md-button md-button--primary tl-use", id: id("use"), type: "button",
                                     hidden: true, onclick: () => onFill(summary.dataset.suggestion || "") },
                         "Use suggestion");
    const runBox = el("div", { class: "tl-run" });
    const element = el("div", { class: "tl-result", id: id("result") }, runBox, summary, useButton);
    const note = el("p", { class: "pz-more", id: id("more") });
    const list = el("ol", { class: "pz-solutions tl-candidates", id: id("candidates"),
                            "aria-description": "The arrow keys go from one to the next." });
    const more = Puzzlers.scrollBox(el("div", { class: "tl-more", id: id("more-box"), role: "region", tabindex: "0",
                                                "aria-label": `Possible ${game.nouns}` }, note, list));
    const stops = candidateStops(more);

    function clear(text, state) {
      summary.textContent = text || "";
      if (state) summary.dataset.state = state;
      useButton.hidden = true;
      list.replaceChildren();
      note.textContent = "";
    }

    function show(r, g) {
      clear("");
      if (r.solved) {
        const at = solvedAt(g);
        summary.dataset.state = "solved";
        summary.textContent = `Solved in ${plural(at + 1, "guess", "guesses")}: ${g.turns[at].guess}.`;
        return;
      }
      summary.dataset.state = "ok";
      const over = g.turns.length >= game.guesses; // every guess the game gives is played: no next one
      const suggestion = over ? null : r.suggestion;
      summary.dataset.suggestion = suggestion || "";
      // The game over, the few answers left are named here (they were only in the list, below a phone's screen)
      const named = over && r.remaining >= 1 && r.remaining <= 3 && r.candidates.length >= r.remaining
        ? r.candidates.slice(0, r.remaining) : null;
      // Maxi has no decision tree: its opener and the second guesses of its large buckets are precomputed
      const stored = variantOf(g).tree === false ? " (precomputed)" : " (from the decision tree)";
      const source = r.source === "tree" ? stored : r.source === "last" ? "" : " (searched now)";
      if (named) {
        const codes = named.map((text) => el("code", {}, text)); // "A.", "A or B.", "A, B or C."
        summary.replaceChildren("The answer is ", ...codes.flatMap((code, i) => [code,
          i === codes.length - 1 ? "." : i === codes.length - 2 ? " or " : ", "]));
      } else {
        summary.replaceChildren(
          el("span", { id: id("remaining") }, Puzzlers.count(r.remaining)), " ",
          r.remaining === 1 ? game.noun : game.nouns, " possible. ",
          ...(suggestion ? ["Best next guess: ", el("code", { id: id("suggestion") }, suggestion), source] : []));
      }
      useButton.hidden = !suggestion;
      list.replaceChildren(...r.candidates.map((text) => el("li", {},
        el("button", { type: "button", class: "tl-candidate", title: "Type this guess", onclick: () => onFill(text) },
           el("code", {}, text)))));
      stops.refresh();
      const first = r.remaining > r.candidates.length ? `The first ${r.candidates.length} of ` +
        `${Puzzlers.count(r.remaining)}` : "All of them";
      note.textContent = over && r.remaining === 1 ? "The answer:"
        : over ? `${first} (the answer is one of them):` : `${first} (tap one to type it):`;
      Puzzlers.toTop(more);
    }

    return { element, more, runBox, summary, useButton, clear, show };
  }

  // ---- the widget ------------------------------------------------------------------------------------------------
  function assistant(host, game) {
    const id = (name) => `${game.prefix}-${name}`;
    // the game's guess limit (a link holds no more, the board takes no more), on a copy of the caller's object
    game = { ...game, guesses: game.guesses || Infinity };
    const g = newGame(game.defaultTiles);
    let computeToken = 0;
    let checking = false;
    let entering = 0; // the Enter whose check is awaited: another game (variant, target, rules) or Reset drops it
    // Keys tapped while a typed guess is checked: applied once the check answers (a ⌫ tapped meanwhile was lost,
    // and the refused guess stayed whole)
    let queued = [];
    let alive = true;
    // Colours no answer gives, once they are final: {key (the turns), message}. Typing on keeps the message, and
    // Enter plays no guess over them (a key emptied the error box and the next guess was taken on top of them).
    let wrong = null;
    // The turns (turnsNow) whose all-green guess Python called wrong (not the answer, or not fitting the others)
    let stuck = null;
    let acted = false; // the user played: show the answer it gives (not at load)
    // A link to this game opened: its first answer comes into view as a played one does (on a phone held sideways
    // it was just below the screen until the first tap), unless the reader scrolled or pressed something first
    let linked = false;
    // Mathler: the guesses of each target typed (its game key), kept while another is played: key -> tiles -> turns
    const kept = new Map();
    let shownKey = "";

    const chips = el("div", { class: "pz-chips", role: "radiogroup", "aria-label": game.variantLabel,
                              id: id("variants") });
    Puzzlers.radioKeys(chips);
    const heading = el("p", { class: "tl-heading", id: id("heading"), hidden: !game.heading });
    const help = el("p", { class: "tl-help", id: id("help") });
    const theBoard = board(game, id, tap);
    // A key tapped on a short screen: the whole keypad comes into view (Maxi's Enter, on its last row, was below
    // a 360x640 screen's edge); scrolled up to it, the row being typed comes with it where both fit
    const theKeypad = keypad(id, (symbol) => {
      press(symbol);
      const typing = theBoard.element.querySelector(".tl-typing");
      if (symbol !== "Enter") Puzzlers.reveal(theKeypad.element, { keep: typing });
    });
    const answer = suggestions(game, id, fill);
    const undoButton = el("button", { class: "md-button", id: id("undo"), type: "button", onclick: () => undo() },
                          "Undo");
    const resetButton = el("button", { class: "md-button", id: id("reset"), type: "button",
                                       onclick: () => reset() }, "Reset");
    // The fold's title says what is set (a link may have set it), as the other widgets' do
    const optionsTitle = () => (typeof game.optionsTitle === "function" ? game.optionsTitle() : "Options");
    const optionsSummary = el("summary", { id: id("options-title") }, optionsTitle());
    const options = el("details", { class: "pz-fold", id: id("options") }, optionsSummary, game.optionsPanel);
    if (Puzzlers.roomy()) options.open = true;

    const panel = el("div", { class: "pz-panel tl-panel" },
      chips, game.topFields || null, heading, theBoard.element, answer.element, help, theKeypad.element,
      // The link opens at the page's top, where the game is (not at a section the address named), and holds the
      // game's own keys (Nerdle's: not the other widgets')
      el("div", { class: "pz-actions" }, undoButton, resetButton,
         Puzzlers.shareButton({ id: id("share"), anchor: "", keys: game.ownKey, text: solvedRows, sheetUrl })),
      options);
    host.replaceChildren(panel, answer.more);
    const runner = Puzzlers.runner(answer.runBox, { quietWhenIdle: true });
    const { summary } = answer;

    /** A solved game shared: its rows of colours, as the games share them, and not the answer (the answer line's
     *  "Solved in 3 guesses: 12+35=47." gave it away in a chat's preview). */
    function solvedRows() {
      const at = solvedAt(g);
      if (at < 0) return null; // (the answer line's first sentence)
      const squares = { green: "🟩", purple: "🟪", yellow: "🟨", black: "⬛", grey: "⬛" };
      const rows = g.turns.slice(0, at + 1).map((t) => [...t.feedback].map((m) => squares[game.colours[m]]).join(""));
      return `Solved in ${plural(at + 1, "guess", "guesses")}.\n${rows.join("\n")}`;
    }

    /** A solved game shared by the sheet, with its rows of colours: the link without the guesses, which held the
     *  answer (a friend who has not played opened it, or read it); the same game to play, its target kept. */
    function sheetUrl(url) {
      if (solvedAt(g) < 0) return url;
      const link = new URL(url);
      link.searchParams.delete("g");
      link.search = share.query(Object.fromEntries(link.searchParams));
      return link.href;
    }

    function drawChips() {
      if (chips.childElementCount !== g.variants.size) { // drawn once: a redraw would drop a keyboard user's focus
        chips.replaceChildren(...[...g.variants.values()].map((v) => el("button", {
          type: "button", class: "pz-chip", role: "radio", dataset: { tiles: v.tiles },
          onclick: () => chooseVariant(v.tiles),
        }, `${v.name} ${v.tiles}`)));
      }
      for (const chip of chips.children) {
        chip.setAttribute("aria-checked", String(Number(chip.dataset.tiles) === g.tiles));
      }
    }

    function draw() {
      drawChips();
      theBoard.draw(g);
      theKeypad.draw(g);
      drawTyping();
      heading.textContent = game.heading ? game.heading(g.tiles) : "";
      drawHelp();
    }

    function drawHelp() {
      // Two lines on a phone at most, in a box two lines high (site/css/puzzlers.css): the keypad under it never
      // moves when the text changes (a tap in that moment would hit another key). The words for taps fit two lines
      // of a 320 px phone with Maxi's ten tiles ("Tap each tile of … to its colour (…)" took three there).
      const last = g.turns.length ? g.turns[g.turns.length - 1].guess : "";
      const { B, P, G } = game.colours;
      // (a guess all green that Python finds no answer for, or that another guess's colours do not fit: the message
      // names it, and the game goes on only once its colours change or it is taken back)
      help.textContent = solvedAt(g) >= 0 ? (stuck === turnsNow() ? FIX_COLOURS : "")
        : colouring(g)
        ? (Puzzlers.byKeys()
          ? `Tab to the tiles of ${last}: Enter or Space changes a tile's colour (${B} → ${P} → ${G}). `
          : `Tap the tiles of ${last}: ${B} → ${P} → ${G}. `) +
          (pending(g) && game.allBlack !== false ? `All ${B}? Press Enter.`
            : g.turns.length < game.guesses ? "Then the next guess."
            : "The answer follows.") // the last guess: no next one, but the answer line follows its colours
        : wrongNow() ? FIX_COLOURS
        : g.turns.length >= game.guesses ? `The game gives ${game.guesses} guesses, and all are played.`
        : `Type a guess and press Enter, then tap its tiles to set the colours.`;
    }

    /** The message calling the colours of these turns wrong, "" when none does. */
    const wrongNow = () => (wrong && wrong.key === turnsNow() ? wrong.message : "");
    /** The error line after a key: the message calling these turns' colours wrong stays (not said again: the
     *  error line is an alert), any other goes. */
    function calm() {
      const message = wrongNow();
      const shown = answer.runBox.querySelector(".pz-error");
      if (!message || !shown || shown.hidden || shown.textContent !== message) runner.showError(message);
    }

    function drawTyping() {
      Puzzlers.undoReset(undoButton, resetButton, g, () => host.querySelector(".pz-share"));
      keepTyped();
    }

    // The row being typed outlives the page view in this tab (Back from another page, a reload), kept by the game
    // the link holds (this widget's part of the address: another widget of the page writing its own part made it
    // stale, and a half-typed guess was lost); so does a last guess whose colours are still being set, which a
    // reload called wrong at once.
    const typedKey = () => {
      const own = Object.entries(linkOf(game, g)).filter(([key]) => !game.ownKey || game.ownKey(key));
      return `pz-typed:${game.prefix}:${location.pathname}${share.query(Object.fromEntries(own))}`;
    };
    function keepTyped() {
      if (!g.started || !alive) return;
      try {
        if (g.typed.length || colouring(g)) {
          sessionStorage.setItem(typedKey(), JSON.stringify({ tiles: g.tiles, typed: g.typed,
                                                              colouring: colouring(g), fresh: pending(g) }));
        } else sessionStorage.removeItem(typedKey());
      } catch { /* storage refused: the row lasts as long as the page view */ }
    }
    /** The row kept for this game (and whether its last guess was being coloured: it is again). */
    function typedKept() {
      try {
        const kept = JSON.parse(sessionStorage.getItem(typedKey()) || "null");
        const symbols = variantOf(g).symbols;
        if (kept && kept.tiles === g.tiles && Array.isArray(kept.typed) && kept.typed.length <= g.tiles
            && kept.typed.every((ch) => symbols.includes(ch))) {
          // (a row typed after it: a guess whose untouched colours wait for their taps, as Nerdle's do)
          if (kept.colouring === true && g.turns.length && (!kept.typed.length || kept.fresh === true)) {
            Object.assign(g.turns.at(-1), { colouring: true, fresh: kept.fresh === true });
          }
          return kept.typed;
        }
      } catch { /* none kept, or unreadable */ }
      return [];
    }

    // The other variants' games (g.saved) outlive the page view in this tab as well, kept by the page's path: the
    // link holds the game on screen only, and a reload lost the others (Mini's, played before a switch to Classic).
    // Mathler's are its target's: they come back with that target only; the games of its other targets (`kept`:
    // each mode keeps its own target, so Hard's game at 50 waits there while Normal is played at 24) come back too.
    const savedKey = () => `pz-variants:${game.prefix}:${location.pathname}`;
    function keepSaved() {
      if (!g.started || !alive) return;
      const games = [...g.saved].filter(([, other]) => other.turns.length || other.typed.length)
        .map(([tiles, other]) => [tiles, { g: encodeTurns(other.turns), typed: other.typed.join("") }]);
      const others = [...kept].map(([key, byTiles]) => [key, Object.fromEntries([...byTiles]
        .filter(([, turns]) => turns.length).map(([tiles, turns]) => [tiles, encodeTurns(turns)]))])
        .filter(([, byTiles]) => Object.keys(byTiles).length);
      try {
        if (!games.length && !others.length) sessionStorage.removeItem(savedKey());
        else {
          sessionStorage.setItem(savedKey(), JSON.stringify({ key: shownKey, games: Object.fromEntries(games),
                                                              others: Object.fromEntries(others) }));
        }
      } catch { /* storage refused: they last as long as the page view */ }
    }
    /** `text` (a kept game) read for `tiles`' variant: its turns, or null when unreadable there. */
    function turnsKept(text, tiles) {
      const variant = g.variants.get(Number(tiles));
      if (!variant) return null;
      const { turns, dropped } = decodeTurns(String(text || ""), variant.tiles, variant.symbols);
      return dropped.length ? null : turns.slice(0, game.guesses);
    }
    function savedKept() {
      let stored = null;
      try { stored = JSON.parse(sessionStorage.getItem(savedKey()) || "null"); } catch { /* none, or unreadable */ }
      if (!stored || typeof stored !== "object") return;
      for (const [key, byTiles] of Object.entries(stored.others && typeof stored.others === "object" ? stored.others
                                                                                                     : {})) {
        if (key === shownKey || !byTiles || typeof byTiles !== "object") continue;
        const games = Object.entries(byTiles).map(([tiles, text]) => [Number(tiles), turnsKept(text, tiles)])
          .filter(([, turns]) => turns && turns.length);
        if (games.length) kept.set(key, new Map(games));
      }
      if (stored.key !== shownKey || !stored.games || typeof stored.games !== "object") return;
      for (const [tiles, other] of Object.entries(stored.games)) {
        const variant = g.variants.get(Number(tiles));
        if (!variant || variant.tiles === g.tiles || !other || typeof other !== "object") continue;
        const turns = turnsKept(other.g, tiles);
        const typed = [...String(other.typed || "")];
        if (!turns || typed.length > variant.tiles || !typed.every((ch) => variant.symbols.includes(ch))) continue;
        g.saved.set(variant.tiles, { turns, typed });
      }
    }

    // ---- the assistant --------------------------------------------------------------------------------------
    const advice = Puzzlers.latest(answerNow); // the answer being worked out, which Enter waits for (settled)
    /** The game the answer is for: the variant, and Mathler's target. */
    const gameNow = () => `${g.tiles}:${game.gameKey ? game.gameKey() : ""}`;
    const turnsNow = () => `${gameNow()} ${encodeTurns(g.turns)}`;
    /** The answer shown is another game's (another variant's, another target's): not left to read as this one's.
     *  Returns whether it was. */
    function clearOthers() {
      if (summary.dataset.game === gameNow()) return false;
      answer.clear(`Working out the best ${g.turns.length ? "next" : "first"} guess…`);
      return true;
    }
    function schedule(delay = 250) {
      speaker.cancel(); // the answer about to be said is out of date
      summary.dataset.state = "busy"; // what it shows is out of date until the advice comes
      // at once, not when the advice comes (a target typed waits 0.3 s); not before a variant's opening, which
      // answerNow() draws at once (the line would flash)
      if (g.started && summary.dataset.game && !game.notReady?.() && !(g.turns.length === 0 && variantOf(g).opening)) {
        // out of date from now (dimmed), not from when the answer is asked: Maxi's first row waits 0.8 s for that
        if (!clearOthers()) summary.setAttribute("aria-busy", "true");
      }
      advice.later(delay);
    }

    async function answerNow() {
      if (!alive || !g.started) return;
      const token = ++computeToken;
      const key = encodeTurns(g.turns);
      const turnsKey = turnsNow();
      const gameOf = gameNow();
      const finish = (ms) => {
        summary.dataset.key = key;
        summary.dataset.game = gameOf;
        summary.removeAttribute("aria-busy");
        if (ms === undefined) delete summary.dataset.ms;
        else summary.dataset.ms = String(Math.round(ms));
        // the row whose tiles are set next (the last guess's) stays in view above the answer; before any guess, the
        // field being typed in (Mathler's target: held sideways it went under the header, at 4-62 px)
        const last = theBoard.element.querySelector(`.tl-row[data-row="${g.turns.length - 1}"]`);
        const typed = document.activeElement;
        const field = typed && typed.tagName === "INPUT" && typed.type === "text"
          && typed.compareDocumentPosition(answer.element) & Node.DOCUMENT_POSITION_FOLLOWING ? typed : null;
        const linkShown = linked && Puzzlers.linkUntouched(); // (a link's answer, the page untouched since)
        // (the row first when the two do not fit: its tiles are what is tapped next)
        if (acted || linkShown) Puzzlers.reveal(answer.element, { keep: last || field, keepFirst: true });
        linked = false;
        say(summary.textContent);
      };
      // An answer asked before (a target typed, then emptied) is not this state's: its error and bar would come
      // over the words below (every early return: runner.forget)
      const notReady = game.notReady ? game.notReady() : "";
      if (notReady) {
        runner.forget();
        runner.showError("");
        answer.clear(notReady, "waiting");
        return finish();
      }
      const done = solvedAt(g);
      if (!variantOf(g).assistant) {
        runner.forget();
        runner.showError("");
        answer.clear(done >= 0 ? `Solved in ${plural(done + 1, "guess", "guesses")}: ${g.turns[done].guess}.`
                               : variantOf(g).note, done >= 0 ? "solved" : "note");
        return finish();
      }
      if (pending(g) && solvedAt(g) < 0) { // (after an all-green guess, Python checks the guesses after it now)
        runner.forget();
        answer.clear("", "pending");
        return finish();
      }
      const opening = g.turns.length === 0 && variantOf(g).opening;
      if (opening) { // the assistant's first answer, computed at build time: no wait for Python
        runner.forget();
        answer.show(opening, g);
        return finish(0);
      }
      // this game's answer stays, out of date until the new one comes
      if (!clearOthers()) summary.setAttribute("aria-busy", "true");
      summary.dataset.state = "busy";
      const began = performance.now();
      let args;
      try { // a game may fetch data first (Nerdle Maxi's answers)
        args = await game.suggestArgs({
          tiles: g.tiles, turns: g.turns.map((t) => ({ guess: t.guess, feedback: t.feedback })),
          max_candidates: MAX_CANDIDATES,
        }, variantOf(g));
      } catch (error) {
        if (token !== computeToken || !alive) return;
        runner.showError(error.message);
        answer.clear("", "error");
        return finish(performance.now() - began);
      }
      if (token !== computeToken || !alive) return;
      // Python's words for colours no answer has are the command line's (letters); here the colours are tiles.
      // While the last guess's tiles are being set, colours half set are no mistake: said calmly, in the answer's
      // place, with no error.
      let unfit = false;
      let misfit = false; // the colours are called wrong (an earlier guess's too, and a guess all green too soon)
      let tileWhy = "";
      const explain = (message) => {
        // (a guess all green that cannot be the answer, or whose answer the other guesses' colours do not fit)
        const green = /\ball green\b/i.test(message);
        misfit = green || /\bno answer\b|\bfits these guesses and colours\b/i.test(message);
        // Nerdle names the turn, and the tile when its colour alone is impossible: "guess 1 (…), tile 8 ('='): no
        // answer makes it black" (the generic words below were all Classic said), as Mathler does. Not a guess
        // all green: its tiles are all set ("guess 2 (…) is all green, but no answer it can stand for fits …")
        // The last guess and an earlier one that no answer gives both their colours ("guesses 1 (…) and 2 (…)"):
        // the last guess's colours still being set, or the earlier one re-coloured wrong. Said with both guesses
        // named, calmly while the last row's colours are being set (after a tap on guess 1 it said "set the other
        // tiles", with every tile set; once final it blamed the last guess, whose Undo took the right one away)
        const both = new RegExp(`^guesses (\\d+) \\((.*)\\) and ${g.turns.length} \\(`, "i").exec(message);
        const lastGuess = !green
          && (both || new RegExp(`^guess ${g.turns.length}\\b.*\\bno answer`, "i").test(message));
        // (the generic words: "no answer fits these guesses and colours", when no turn is to blame)
        if (!lastGuess && !/^no .* fits these guesses and colours/.test(message)) return message;
        unfit = colouring(g);
        misfit = !unfit;
        // the tile whose colour alone fits no answer, named while the colours are being set: "set the other tiles"
        // alone was said with every tile set but a black '='
        const tile = unfit && lastGuess && !both && /\btile \d+ .*$/.exec(message);
        tileWhy = tile ? `. ${Puzzlers.sentence(tile[0])}` : unfit && both
          ? `: set the other tiles, or check guess ${both[1]} (${both[2]}): no answer gives both its colours and these.`
          : "";
        return unfit ? "" : lastGuess ? message
          : "No answer fits these guesses and colours: check each tile's colour (tap it to change).";
      };
      // (work after the player's own tap said to be running; not at the page's load, over the page's own reading)
      const result = await runner.run(game.module, "suggest", args, { explain, slow: acted ? "Working…" : "" });
      const ms = performance.now() - began;
      if (token !== computeToken || !alive) return;
      const shown = answer.runBox.querySelector(".pz-error");
      wrong = !result && misfit && shown && !shown.hidden ? { key: turnsKey, message: shown.textContent } : null;
      stuck = !result && misfit && solvedAt(g) >= 0 && shown && !shown.hidden ? turnsKey : null;
      drawHelp();
      if (!result) {
        answer.clear(unfit ? `No answer fits these colours yet${tileWhy || ": set the other tiles."}`
          : "", unfit ? "unfit" : "error");
        return finish(ms);
      }
      answer.show(result, g);
      finish(ms);
    }

    /** Say the answer once it has stood for a moment (not every answer to a half-set row of colours), or at
     *  once what just happened (`now`). Only after the player acted: not the answer a page opens with. */
    const speaker = Puzzlers.settledAnnouncer((text) => alive && summary.textContent === text, { again: false });
    function say(text, now = false) {
      speaker.cancel();
      if (!acted || !text) return;
      if (now) Puzzlers.announce(Puzzlers.spoken(text)); // (the guess entered: "9 times 8-7=65", not "9 star 8")
      else speaker.say(text);
    }

    // ---- playing ----------------------------------------------------------------------------------------------
    function changed(delay, push = false) {
      acted = true;
      if (alive) writeLink(game, g, push);
      keepSaved();
      draw();
      schedule(delay);
    }

    /** Only the typed row changed: redraw the board, keep the assistant's answer (unless the colours just set
     *  were called "not yet" fitting: now they are final, and said to be wrong). */
    function typedChanged(turnsChanged) {
      // the answer to these turns cancelled (a long Maxi turn) or failed: the next key asks again (the answer's
      // place stayed blank once the key took "Cancelled." away)
      const missing = summary.dataset.state === "error" && !wrongNow();
      if (turnsChanged === true || (turnsChanged === "colours" && summary.dataset.state === "unfit") || missing) {
        return changed(0);
      }
      if (turnsChanged) draw(); // the colours were being set: the help line's words change
      else {
        theBoard.draw(g);
        drawTyping();
      }
      // A key typed with the focus on "Use suggestion" (Tab after Mathler's target lands there), or on a button just
      // disabled: typing goes on on the board, where Enter plays the typed guess. ("Use suggestion" stays enabled
      // over another typed guess and, pressed, says to delete it first, as a candidate does: disabled, it said why
      // in a tooltip only, which a touch screen never shows.)
      const active = document.activeElement;
      const typed = g.typed.join("");
      const replaces = typed !== "" && typed !== (answer.summary.dataset.suggestion || "");
      if (host.contains(active) && (active.disabled || (active === answer.useButton && replaces))) {
        theBoard.element.focus({ preventScroll: true });
      }
    }

    /** Every guess the game gives is played, with no answer found: the board takes no more (a key or Enter still
     *  confirms the last guess's colours). Says so and returns true then. */
    function allPlayed() {
      if (solvedAt(g) >= 0 || g.turns.length < game.guesses) return false;
      const waiting = untouchedImpossible();
      if (waiting) runner.showError(waiting);
      else if (play.confirm(g)) changed(0);
      else runner.showError(`The game gives ${game.guesses} guesses, and all are played: Undo or Reset to play on.`);
      return true;
    }

    // In a game whose answers never leave a guess all black (Nerdle: its '=' is green or purple), a guess whose
    // colours were not touched since it was entered is waiting for them, not all black: typing on does not take them
    // as they are, and Enter says so (a second Enter, or keys tapped at once after it, took them as the colours and
    // called '=' wrong: "no answer makes it black", colours the player had not set).
    const holdsUntouched = game.allBlack === false;
    function untouchedImpossible() {
      if (!holdsUntouched || !pending(g)) return "";
      const { B, P, G } = game.colours;
      return `Tap the tiles of ${g.turns[g.turns.length - 1].guess} to set their colours (${B} → ${P} → ${G}) ` +
        `first: no answer leaves a guess all ${B}.`;
    }

    function press(symbol) {
      if (!g.started) return;
      if (checking) return void queued.push(symbol);
      if (symbol === "Enter") return enter();
      if (ended()) return;
      calm();
      if (allPlayed()) return;
      if (symbol !== "Backspace" && g.typed.length >= g.tiles) { // said, not dropped without a word
        // (unless colours are called wrong: that message stays while the next guess is typed, as the help says)
        if (!wrongNow()) runner.showError(Puzzlers.rowLength(variantOf(g).name, g.tiles));
        return undefined;
      }
      const gone = g.typed[g.typed.length - 1];
      typedChanged(play.key(g, symbol, holdsUntouched));
      // typed with the keyboard, the key is said, as a text field echoes it (the board is no text field: nothing was)
      if (Puzzlers.byKeys()) Puzzlers.sayKey(symbol, gone);
    }

    /** Whether the game ended at an all-green guess (keys do nothing then), said unless the guesses after it
     *  (its colours set while a later guess waited for its own) have Python's message why they do not fit it. */
    function ended() {
      const done = solvedAt(g);
      if (done < 0) return false;
      if (summary.dataset.state === "error") return true; // Python's message why the colours do not fit stays
      runner.showError(done === g.turns.length - 1 ? "Solved. Undo or Reset to play on."
        : `Guess ${done + 1} is all green: the game ended there. Undo or Reset to play on.`);
      return true;
    }

    function fill(text) {
      if (!text || checking || !g.started || solvedAt(g) >= 0 || allPlayed()) return;
      const turnsChanged = play.fill(g, text, holdsUntouched);
      if (turnsChanged === null) return runner.showError("Delete the typed guess first (⌫) to type another one.");
      runner.showError("");
      theBoard.element.focus({ preventScroll: true }); // so that Enter on the keyboard enters it
      typedChanged(turnsChanged);
      Puzzlers.announce(`${Puzzlers.spoken(text)} typed: Enter plays it.`);
      // a candidate tapped far down its list: the row it went to is in view; and with it the keypad's Enter, which
      // plays it (after "Use suggestion" on a 320x640 phone Enter was 85 px below the screen)
      Puzzlers.reveal(theKeypad.element, { keep: theBoard.element.querySelector(".tl-typing") });
    }

    async function enter() {
      if (ended()) return;
      calm();
      const waiting = untouchedImpossible();
      if (waiting) return runner.showError(waiting);
      if (allPlayed()) return;
      if (!g.typed.length) {
        if (play.confirm(g)) changed(0);
        else runner.showError(wrongNow() || "Type a guess first.");
        return;
      }
      if (g.typed.length < g.tiles) { // (colours called wrong come first: no guess is played over them)
        return runner.showError(wrongNow() || Puzzlers.rowLength(variantOf(g).name, g.tiles, g.typed.length));
      }
      const notReady = game.notReady ? game.notReady() : "";
      if (notReady) {
        // Said in the answer's place already (it was said twice): said to a screen reader, and the field to fill
        // in (Mathler's target) takes the focus, which on a phone opens its keyboard: typing it comes next
        if (summary.textContent === notReady) Puzzlers.announce(notReady);
        else runner.showError(notReady);
        if (game.notReadyField) {
          Puzzlers.markField(game.notReadyField, summary.id); // (unmarked by the game once it is right)
          game.notReadyField.focus();
        }
        return;
      }
      const guess = g.typed.join("");
      const mine = ++entering;
      checking = true;
      let refused = "";
      try {
        // the colours before it became final when it was typed: their answer first, and no guess is played over
        // colours no answer gives
        await advice.settled();
        refused = alive && mine === entering
          && (wrongNow() || await Puzzlers.refusal(runner, game.module, game.checkArgs(g.tiles, guess), guess));
      } finally {
        if (mine === entering) checking = false;
      }
      // Another variant, target or rules chosen while it was checked (Python starting, a slow answer), or Reset:
      // the guess was played on that game, all black (Mathler's 23+5-4, typed for 24, on 25's board). It stays
      // typed in its own (dropCheck).
      if (!alive || mine !== entering) return;
      if (refused) {
        runner.showError(refused);
        return typeQueued(guess, refused);
      }
      const hold = Puzzlers.keepInPlace(theKeypad.element);
      // The row kept for the game it was typed in goes: the address holds that game with this guess played now
      // (replaced, not pushed), so only a link opened that game again, which then showed the guess as typed. Not
      // when the reader has left the page while the guess was checked: the address is no longer this page's, so it
      // is not written, and Back to it brings the row back typed.
      const typedIn = location.pathname === share.path && typedKey();
      play.entered(g, guess);
      try { if (typedIn) sessionStorage.removeItem(typedIn); } catch { /* storage refused: nothing was kept */ }
      changed(0);
      typeQueued(guess, "");
      // the row it adds pushes the keypad down: the keypad stays under the finger (the next tap at Enter's place
      // typed a 0), or comes back into view (Enter went 61 px below a 390x844 screen), as far as the row entered,
      // whose tiles are set next, stays in view
      const entered = theBoard.element.querySelector(`.tl-row[data-row="${g.turns.length - 1}"]`);
      hold(entered);
      Puzzlers.reveal(theKeypad.element, { keep: entered });
      say(`${guess} entered: set the colours of its tiles.`, true);
      // Typed on the page (the focus nowhere): the focus goes to the board, whose tiles Tab reaches next
      if (!host.contains(document.activeElement)) theBoard.element.focus({ preventScroll: true });
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

    function tap(row, i) {
      if (!play.cycle(g, row, i)) return;
      runner.showError("");
      // (a game whose answer to colours half set is costly, Nerdle Maxi's first turn, asks it once the taps pause)
      theBoard.holdTile(row, i);
      changed(game.tapDelay ? game.tapDelay(g, row) : undefined);
      theBoard.focusTile(row, i);
    }

    /** Another game chosen (a variant, Mathler's target or rules), Undo or Reset, while a typed guess is checked:
     *  the check's answer is not waited for (the guess is not played), and the keys tapped meanwhile are typed
     *  into the game they were tapped in (a ⌫ correcting the row; they were lost). */
    function dropCheck(typeThem = true) {
      if (!checking) return;
      entering += 1;
      checking = false;
      runner.hush(); // its "Checking …" goes with it
      const keys = queued.filter((symbol) => symbol !== "Enter");
      queued = [];
      if (typeThem) keys.forEach(press);
    }

    function undo() {
      dropCheck();
      if (!g.turns.length) return;
      const { guess } = g.turns.pop();
      runner.showError("");
      changed(0);
      Puzzlers.reveal(theBoard.element.querySelector(".tl-typing")); // the board shorter: its row may go up
      say(`Guess ${g.turns.length + 1}, ${Puzzlers.spoken(guess)}, taken back.`, true); // then the answer it leaves
    }

    function reset() {
      dropCheck(false); // the guess being checked goes with the rest, and the keys tapped after it
      const had = g.turns.length;
      g.turns = [];
      g.typed = [];
      runner.showError("");
      changed(0, true); // a new entry of the history: Back brings the game back (set up again from its address)
      // the board is one row again: scrolled down on a phone, that row was under the header
      Puzzlers.reveal(theBoard.element.querySelector(".tl-typing"));
      if (had) say("Every guess taken back.", true);
    }

    function chooseVariant(n) {
      if (n === g.tiles) return;
      dropCheck();
      if (!play.variant(g, n)) return;
      runner.showError("");
      changed(0);
    }

    // The physical keyboard: the variant's symbols, Enter and Backspace, while the focus is in this widget (not
    // on one of its fields), or on nothing (after the page loads, a click on plain text) with the widget on the
    // screen. With the focus on any other element (a link or a table of the docs, another widget), or on nothing
    // with the widget out of sight, the key is not the board's: it went into this board, maybe thousands of
    // pixels away, and the page jumped to it. Listened to first (capture on window) so that Material's search
    // shortcut does not take '/'; removed by destroy().
    function onKeydown(event) {
      if (!g.started || !host.isConnected) return;
      if (event.metaKey || event.defaultPrevented) return;
      // A shortcut is not the board's, but a symbol of the board typed with AltGr is (German's ³: Windows says
      // Ctrl and Alt both, Linux AltGraph)
      const altGraph = event.getModifierState?.("AltGraph") || (event.ctrlKey && event.altKey);
      if ((event.ctrlKey || event.altKey || altGraph)
          && !(altGraph && typedAs(event.key).length === 1 && variantOf(g).symbols.includes(typedAs(event.key)))) {
        return;
      }
      const target = event.target;
      if (target === document.body || target === document.documentElement) {
        const box = host.getBoundingClientRect();
        if (box.bottom <= 0 || box.top >= window.innerHeight) return;
      } else if (!(target instanceof Node && host.contains(target))) return;
      if (Puzzlers.keepsKey(target, event.key)) return;
      const symbol = typedAs(event.key);
      const typed = symbol.length === 1 && variantOf(g).symbols.includes(symbol);
      if (symbol === "Enter" || symbol === "Backspace" || typed) {
        event.preventDefault();
        event.stopPropagation();
        press(symbol);
      }
    }
    window.addEventListener("keydown", onKeydown, true);

    // ---- start: the table, then the game the link holds -------------------------------------------------------
    async function start() {
      Puzzlers.warm();
      const cut = Puzzlers.linkCut(); // (before the table's wait)
      let table;
      try {
        table = await loadTable(host, game);
      } catch (error) {
        if (alive) runner.showError(error.message);
        return;
      }
      if (!alive) return;
      g.variants = new Map(game.variants(table).map((v) => [v.tiles, v]));
      const notes = readLink(game, g, table, cut);
      // (this game's guesses, and no other game's state nor another section named: the Nerdle page's others)
      const q = share.read();
      linked = g.turns.length > 0 && !location.hash
        && !Object.keys(q).some((key) => q[key] && game.ownKey && !game.ownKey(key));
      shownKey = game.gameKey ? game.gameKey() : "";
      // Guesses a link holds without a target one can read (`t=24x`) belong to no target yet: they go with the
      // target typed, character by character, until a guess is played (a guess needs a target).
      g.floating = !!game.gameKey && g.turns.length > 0 && !/^-?\d+$/.test(shownKey);
      optionsSummary.textContent = optionsTitle();
      savedKept();
      g.started = true;
      writeLink(game, g);
      const row = typedKept(); // (and the last guess's colours still being set, the sixth's too)
      if (solvedAt(g) < 0 && g.turns.length < game.guesses) g.typed = row;
      draw();
      const message = Puzzlers.linkMessage(notes);
      if (message) runner.addError(message); // an aside: the answer to the rest of the link comes beside it
      // the answer's run emptied the error box: the note again, beside the answer or after its error (a link whose
      // rules were mistyped blamed the colours alone, the note gone)
      advice.now().then(() => {
        if (!message || !alive) return;
        if (summary.dataset.state !== "error") runner.showError("");
        else if (answer.runBox.querySelector(".pz-error").textContent.includes(message)) return;
        runner.addError(message);
      });
    }
    start();

    return {
      /** The game's options changed: recompute. A new `gameKey` (Mathler's target) makes the guesses meaningless:
       *  they are put aside under the old key and the new key's come back (none for a new one), so that fixing a
       *  mistyped target loses nothing. The rows being typed stay. Guesses a link gave with an unreadable target
       *  go with the target typed instead (g.floating). */
      optionsChanged(gameKey) {
        optionsSummary.textContent = optionsTitle();
        if (!g.started) return;
        dropCheck();
        const newKey = gameKey !== undefined && gameKey !== shownKey;
        if (newKey && g.floating) shownKey = gameKey;
        let said = "";
        if (newKey && !g.floating) {
          const had = g.turns.length;
          kept.set(shownKey, new Map([[g.tiles, g.turns], ...[...g.saved].map(([t, other]) => [t, other.turns])]));
          const back = kept.get(gameKey) || new Map();
          kept.delete(gameKey);
          g.turns = back.get(g.tiles) || [];
          for (const [t, other] of g.saved) other.turns = back.get(t) || [];
          // (a mode with no game at the old target, whose game at the new one came back from the tab's storage)
          for (const [t, turns] of back) if (t !== g.tiles && !g.saved.has(t)) g.saved.set(t, { turns, typed: [] });
          // the guesses that go and come back are said (the board alone shows it)
          const guesses = (n) => plural(n, "guess", "guesses");
          said = [had && `Kept for ${shownKey}: ${guesses(had)}, back when it is typed again.`,
                  g.turns.length && `Back for ${gameKey}: ${guesses(g.turns.length)}.`].filter(Boolean).join(" ");
          shownKey = gameKey;
        }
        runner.showError("");
        changed(newKey ? 300 : 0);
        if (said) say(said, true);
      },
      /** The page changed: stop listening and answering. */
      destroy() {
        alive = false;
        advice.stop();
        window.removeEventListener("keydown", onKeydown, true);
        runner.dispose();
      },
      get tiles() { return g.tiles; },
    };
  }

  window.PuzzlersTiles = { assistant, encodeTurns, decodeTurns, plusesBack, linkColours, newGame, play, board, keypad,
                           suggestions, typedAs, FIX_COLOURS, orList, candidateStops };
})();
