// The guess assistant shared by the Nerdle and Mathler widgets (site/js/nerdle.js, site/js/mathler.js):
// PuzzlersTiles.assistant(host, game) draws the variant chips, the game's own options, a board of tiles (the
// entered guesses, whose tiles a tap cycles black -> purple -> green, and the row being typed), an on-screen
// keyboard (the physical one works too), and the assistant's answer after every change: the next guess, how many
// candidates are left and the first of them. The whole game lives in the URL (Puzzlers.share):
//   <game.variantKey>=tiles, the game's options, g=GUESS:FEEDBACK,GUESS:FEEDBACK (feedback letters G, P, B).
// The variants (tiles, names, symbols) come from the package: the host's data-table attribute (JSON written at
// build time) when the page has it, else the game's table entry point (web_variants, web_modes) asked once.
// On a phone the answer sits right under the board (the keyboard below it, the options folded in a <details>).
// assistant() returns {destroy()}: the widget scripts call it when the page changes (instant navigation).
(function () {
  "use strict";
  const { el, share } = Puzzlers;
  const NEXT = { B: "P", P: "G", G: "B" };
  const KEY_NAMES = { "+": "plus", "-": "minus", "*": "times", "/": "divided by", "=": "equals",
                      "(": "open parenthesis", ")": "close parenthesis", "²": "squared", "³": "cubed" };
  const TYPED_AS = { x: "*", X: "*", "×": "*", "÷": "/" };
  const MAX_CANDIDATES = 50;

  const { plural } = Puzzlers;

  /** "12+35=47:GPBBGPBB,..." from turns, and back (null when the text is not a list of such turns). */
  function encodeTurns(turns) {
    return turns.map((t) => `${t.guess}:${t.feedback}`).join(",");
  }

  /** The turns a link's g= holds: {turns, dropped} where dropped lists the parts that could not be read (with
   *  why), so that a bad link loses only its bad guesses and the page can say which. */
  function decodeTurns(text, tiles, symbols) {
    const turns = [];
    const dropped = [];
    if (!text) return { turns, dropped };
    for (const part of text.replace(/ /g, "+").split(",")) {
      const at = part.lastIndexOf(":");
      const guess = at < 0 ? part : part.slice(0, at);
      const feedback = at < 0 ? "" : part.slice(at + 1).toUpperCase();
      const bad = [...guess].find((ch) => !symbols.includes(ch));
      const why = at < 0 ? "no colours"
        : [...guess].length !== tiles ? `${[...guess].length} tiles, not ${tiles}`
        : bad !== undefined ? `'${bad}' is not a key of this game`
        : !/^[GPB]+$/.test(feedback) || feedback.length !== tiles ? `colours must be ${tiles} of G, P, B`
        : "";
      if (why) dropped.push(`${part || "(empty)"} (${why})`);
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

  function assistant(host, game) {
    const id = (name) => `${game.prefix}-${name}`;
    let variants = new Map();
    let tiles = game.defaultTiles;
    let turns = []; // {guess, feedback, fresh}: fresh while the colours of a just-entered guess are not set yet
    let typed = [];
    let computeToken = 0;
    let checking = false;
    let alive = true;
    let started = false;
    let acted = false; // the user played: show the answer it gives (not at load)

    // ---- the page skeleton ----------------------------------------------------------------------------------
    const chips = el("div", { class: "pz-chips", role: "radiogroup", "aria-label": game.variantLabel,
                              id: id("variants") });
    const board = el("div", { class: "tl-board", id: id("board"), role: "group", tabindex: "-1",
                              "aria-label": "Your guesses: tap a tile to change its colour" });
    const keyboard = el("div", { class: "tl-keyboard", id: id("keyboard"), role: "group",
                                 "aria-label": "Keyboard" });
    const heading = el("p", { class: "tl-heading", id: id("heading") });
    const help = el("p", { class: "tl-help", id: id("help") });
    const undoButton = el("button", { class: "md-button", id: id("undo"), type: "button", onclick: () => undo() },
                          "Undo");
    const resetButton = el("button", { class: "md-button", id: id("reset"), type: "button",
                                       onclick: () => reset() }, "Reset");
    const shareButton = Puzzlers.shareButton({ id: id("share") });
    const summary = el("p", { class: "pz-summary tl-summary", id: id("summary"), "aria-live": "polite" });
    const useButton = el("button", { class: "md-button md-button--primary tl-use", id: id("use"), type: "button",
                                     hidden: true, onclick: () => useSuggestion() }, "Use suggestion");
    const candidatesNote = el("p", { class: "pz-more", id: id("more") });
    const candidates = el("ol", { class: "pz-solutions tl-candidates", id: id("candidates") });
    const runBox = el("div", { class: "tl-run" });
    const resultBox = el("div", { class: "tl-result" }, summary, useButton);
    const options = el("details", { class: "pz-fold", id: id("options") },
      el("summary", {}, game.optionsTitle || "Options"), game.optionsPanel);
    if (window.matchMedia && window.matchMedia("(min-width: 60em)").matches) options.open = true;

    const panel = el("div", { class: "pz-panel tl-panel" },
      chips,
      game.topFields || null,
      heading,
      board,
      resultBox,
      runBox,
      help,
      keyboard,
      el("div", { class: "pz-actions" }, undoButton, resetButton, shareButton),
      options);
    host.replaceChildren(panel);
    const runner = Puzzlers.runner(runBox);
    host.append(el("div", { class: "tl-more" }, candidatesNote, candidates));

    const variant = () => variants.get(tiles);
    const pending = () => turns.length > 0 && turns[turns.length - 1].fresh;
    const solvedAt = () => turns.findIndex((t) => !t.fresh && t.feedback === "G".repeat(tiles));

    // ---- drawing --------------------------------------------------------------------------------------------
    function drawChips() {
      chips.replaceChildren(...[...variants.values()].map((v) => el("button", {
        type: "button", class: "pz-chip", role: "radio", "aria-checked": String(v.tiles === tiles),
        dataset: { tiles: v.tiles }, onclick: () => chooseVariant(v.tiles),
      }, `${v.name} ${v.tiles}`)));
    }

    function tileLabel(row, i, ch, mark) {
      return `Guess ${row + 1}, tile ${i + 1}: ${KEY_NAMES[ch] || ch}, ${game.colours[mark]} ` +
        `(${game.meanings[mark]}). Tap to change.`;
    }

    function drawBoard() {
      board.style.setProperty("--n", tiles);
      const rows = turns.map((turn, row) => el("div", {
        class: "tl-row", dataset: { row, guess: turn.guess, feedback: turn.feedback }, role: "group",
        "aria-label": `Guess ${row + 1}: ${turn.guess}, ${turn.feedback}`,
      }, [...turn.guess].map((ch, i) => el("button", {
        type: "button", class: "tl-tile", "data-mark": turn.feedback[i], dataset: { index: i },
        "aria-label": tileLabel(row, i, ch, turn.feedback[i]), title: game.colours[turn.feedback[i]],
        onclick: () => cycle(row, i),
      }, ch))));
      if (solvedAt() < 0) {
        const cells = [];
        for (let i = 0; i < tiles; i++) {
          cells.push(el("span", { class: "tl-tile tl-typed" + (i === typed.length ? " tl-cursor" : ""),
                                  "data-mark": "" }, typed[i] || ""));
        }
        rows.push(el("div", { class: "tl-row tl-typing", id: id("typing"), role: "group",
                              "aria-label": `Next guess: ${typed.join("") || "empty"}` }, cells));
      }
      board.replaceChildren(...rows);
      undoButton.disabled = turns.length === 0;
      resetButton.disabled = turns.length === 0 && typed.length === 0;
    }

    function drawKeyboard() {
      const symbols = variant().symbols;
      const key = (symbol, label, extra = {}) => el("button", {
        type: "button", class: "tl-key" + (extra.wide ? " tl-wide" : ""), dataset: { key: symbol },
        "aria-label": extra.name || KEY_NAMES[symbol] || symbol, onclick: () => press(symbol),
      }, label);
      const only = (text) => [...text].filter((ch) => symbols.includes(ch));
      const extras = only("=()²³");
      keyboard.replaceChildren(
        el("div", { class: "tl-keys" }, only("12345+-").map((s) => key(s, s))),
        el("div", { class: "tl-keys" }, only("67890*/").map((s) => key(s, s))),
        el("div", { class: "tl-keys" }, extras.map((s) => key(s, s)),
           key("Backspace", "⌫", { name: "Delete" }), key("Enter", "Enter", { wide: true, name: "Enter" })));
    }

    function draw() {
      drawChips();
      drawBoard();
      drawKeyboard();
      heading.textContent = game.heading ? game.heading(tiles) : "";
      heading.hidden = !heading.textContent;
      help.textContent = pending()
        ? `Tap each tile of ${turns[turns.length - 1].guess} until it shows the colour the game gave ` +
          `(${game.colours.B} → ${game.colours.P} → ${game.colours.G}); the assistant updates as you tap. ` +
          `All ${game.colours.B}? Press Enter.`
        : solvedAt() >= 0 ? "" : `Type a guess and press Enter, then tap its tiles to set the colours.`;
    }

    function writeLink() {
      if (!alive) return;
      share.write({ [game.variantKey]: tiles === game.defaultTiles ? "" : tiles, ...game.shareFields(),
                    g: encodeTurns(turns) });
    }

    // ---- the assistant --------------------------------------------------------------------------------------
    function clearResult(text) {
      summary.textContent = text || "";
      useButton.hidden = true;
      candidates.replaceChildren();
      candidatesNote.textContent = "";
    }

    let timer = null;
    function schedule(delay = 250) {
      clearTimeout(timer);
      summary.dataset.state = "busy"; // what it shows is out of date until compute() answers
      timer = setTimeout(compute, delay);
    }

    async function compute() {
      clearTimeout(timer);
      if (!alive || !started) return;
      const token = ++computeToken;
      const key = encodeTurns(turns);
      const finish = (ms) => {
        summary.dataset.key = key;
        if (ms === undefined) delete summary.dataset.ms;
        else summary.dataset.ms = String(Math.round(ms));
      };
      const notReady = game.notReady ? game.notReady() : "";
      if (notReady) {
        runner.showError("");
        clearResult(notReady);
        summary.dataset.state = "waiting";
        return finish();
      }
      const done = solvedAt();
      if (!variant().assistant) {
        runner.showError("");
        clearResult(done >= 0 ? `Solved in ${plural(done + 1, "guess", "guesses")}: ${turns[done].guess}.`
                              : variant().note);
        summary.dataset.state = done >= 0 ? "solved" : "note";
        return finish();
      }
      if (pending()) {
        clearResult("");
        summary.dataset.state = "pending";
        return finish();
      }
      summary.dataset.state = "busy";
      const began = performance.now();
      const result = await runner.run(game.module, "suggest", game.suggestArgs({
        tiles, turns: turns.map((t) => ({ guess: t.guess, feedback: t.feedback })), max_candidates: MAX_CANDIDATES,
      }));
      const ms = performance.now() - began;
      if (token !== computeToken || !alive) return;
      if (!result) {
        clearResult("");
        summary.dataset.state = "error";
        return finish(ms);
      }
      showResult(result);
      finish(ms);
      if (acted) Puzzlers.reveal(resultBox);
    }

    function showResult(r) {
      candidates.replaceChildren();
      candidatesNote.textContent = "";
      useButton.hidden = true;
      if (r.solved) {
        const at = solvedAt();
        summary.dataset.state = "solved";
        summary.textContent = `Solved in ${plural(at + 1, "guess", "guesses")}: ${turns[at].guess}.`;
        return;
      }
      summary.dataset.state = "ok";
      summary.dataset.suggestion = r.suggestion || "";
      const source = r.source === "tree" ? " (from the decision tree)" : r.source === "last" ? "" : " (searched now)";
      summary.replaceChildren(...el("span", {},
        el("span", { id: id("remaining") }, r.remaining.toLocaleString("en")), " ",
        r.remaining === 1 ? game.noun : game.nouns, " possible. ",
        r.suggestion && ["Best next guess: ", el("code", { id: id("suggestion") }, r.suggestion), source]).childNodes);
      useButton.hidden = !r.suggestion;
      candidates.replaceChildren(...r.candidates.map((text) => el("li", {},
        el("button", { type: "button", class: "tl-candidate", title: "Type this guess", onclick: () => fill(text) },
           el("code", {}, text)))));
      candidatesNote.textContent = r.remaining > r.candidates.length
        ? `The first ${r.candidates.length} of ${r.remaining.toLocaleString("en")} (tap one to type it):`
        : `All of them (tap one to type it):`;
    }

    // ---- playing ----------------------------------------------------------------------------------------------
    /** The colours of the last guess are taken as they are (when the user types on or presses Enter). */
    function confirm() {
      if (!pending()) return false;
      turns[turns.length - 1].fresh = false;
      return true;
    }

    function changed(delay) {
      acted = true;
      writeLink();
      draw();
      schedule(delay);
    }

    function press(symbol) {
      if (checking || !started) return;
      if (symbol === "Enter") return enter();
      runner.showError("");
      if (solvedAt() >= 0) return runner.showError("Solved. Undo or Reset to play on.");
      const wasPending = confirm();
      if (symbol === "Backspace") typed.pop();
      else if (typed.length < tiles) typed.push(symbol);
      if (wasPending) changed(0);
      else drawBoard();
    }

    function fill(text) {
      if (checking || !started || solvedAt() >= 0) return;
      const wasPending = confirm();
      typed = [...text];
      runner.showError("");
      board.focus({ preventScroll: true }); // so that Enter on the keyboard enters it (not this button again)
      if (wasPending) changed(0);
      else drawBoard();
    }

    function useSuggestion() {
      const suggestion = summary.dataset.suggestion;
      if (suggestion) fill(suggestion);
    }

    async function enter() {
      runner.showError("");
      if (solvedAt() >= 0) return runner.showError("Solved. Undo or Reset to play on.");
      if (!typed.length) {
        if (confirm()) changed(0);
        else runner.showError("Type a guess first.");
        return;
      }
      if (typed.length < tiles) {
        return runner.showError(`A ${variant().name} guess has ${tiles} tiles; this one has ${typed.length}.`);
      }
      const notReady = game.notReady ? game.notReady() : "";
      if (notReady) return runner.showError(notReady);
      const guess = typed.join("");
      checking = true;
      let verdict;
      try {
        verdict = await Puzzlers.call(game.module, "check", game.checkArgs(tiles, guess));
      } catch (error) {
        runner.showError(error.cancelled ? "Cancelled." : error.message);
        return;
      } finally {
        checking = false;
      }
      if (!alive) return;
      if (!verdict.valid) return runner.showError(verdict.message);
      confirm();
      turns.push({ guess, feedback: "B".repeat(tiles), fresh: true });
      typed = [];
      changed(0);
    }

    function cycle(row, i) {
      const turn = turns[row];
      if (!turn) return;
      const marks = [...turn.feedback];
      marks[i] = NEXT[marks[i]];
      turn.feedback = marks.join("");
      turn.fresh = false;
      runner.showError("");
      changed();
      const again = board.querySelector(`.tl-row[data-row="${row}"] .tl-tile[data-index="${i}"]`);
      if (again) again.focus();
    }

    function undo() {
      if (!turns.length) return;
      turns.pop();
      runner.showError("");
      changed(0);
    }

    function reset() {
      turns = [];
      typed = [];
      runner.showError("");
      changed(0);
    }

    function chooseVariant(n) {
      if (n === tiles) return;
      tiles = n;
      reset();
    }

    // The physical keyboard: the variant's symbols, Enter and Backspace, unless a field has the focus. Listened
    // to first (capture on window) so that Material's search shortcut does not take '/'; removed by destroy().
    function onKeydown(event) {
      if (!started || !host.isConnected) return;
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.target;
      if (target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))) return;
      const onKey = target && target.classList && target.classList.contains("tl-key");
      if ((event.key === "Enter" || event.key === " ") && target && target.tagName === "BUTTON" && !onKey) return;
      const symbol = TYPED_AS[event.key] || event.key;
      if (symbol === "Enter" || symbol === "Backspace" || (symbol.length === 1 && variant().symbols.includes(symbol))) {
        event.preventDefault();
        event.stopPropagation();
        press(symbol);
      }
    }
    window.addEventListener("keydown", onKeydown, true);

    // ---- start: the table, then the game the link holds -------------------------------------------------------
    async function start() {
      Puzzlers.warm();
      summary.textContent = "Loading the game…";
      let table;
      try {
        table = await loadTable(host, game);
      } catch (error) {
        if (alive) { summary.textContent = ""; runner.showError(error.message); }
        return;
      }
      if (!alive) return;
      variants = new Map(game.variants(table).map((v) => [v.tiles, v]));
      const q = share.read();
      const get = (key) => (Object.hasOwn(q, key) ? q[key] : "");
      const notes = [];
      const wantedText = get(game.variantKey);
      if (wantedText && variants.has(Number(wantedText))) tiles = Number(wantedText);
      else if (wantedText) notes.push(`no ${game.variantLabel.toLowerCase()} has ${wantedText} tiles`);
      if (!variants.has(tiles)) tiles = variants.keys().next().value;
      game.restore(get, table);
      const { turns: restored, dropped } = decodeTurns(get("g"), tiles, variant().symbols);
      turns = restored;
      if (dropped.length) {
        notes.push(`left out ${dropped.length === 1 ? "this guess" : "these guesses"}: ${dropped.join("; ")}`);
      }
      started = true;
      writeLink();
      draw();
      summary.textContent = "";
      if (notes.length) runner.showError(`This link could not be read whole: ${notes.join("; ")}.`);
      compute().then(() => {
        if (notes.length && alive && summary.dataset.state !== "error") {
          runner.showError(`This link could not be read whole: ${notes.join("; ")}.`);
        }
      });
    }
    start();

    return {
      /** The game's options changed: recompute (and start again when they make the guesses meaningless). */
      optionsChanged(resetGame) {
        if (!started) return;
        if (resetGame) {
          turns = [];
          typed = [];
        }
        runner.showError("");
        changed(resetGame ? 300 : 0);
      },
      /** The page changed: stop listening and answering. */
      destroy() {
        alive = false;
        clearTimeout(timer);
        window.removeEventListener("keydown", onKeydown, true);
        runner.dispose();
      },
      get tiles() { return tiles; },
    };
  }

  window.PuzzlersTiles = { assistant, encodeTurns, decodeTurns };
})();
