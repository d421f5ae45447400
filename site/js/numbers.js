// Numbers games widget (site/numbers.md): Countdown, 24 and Krypto. Pick a game, type the numbers and the target
// (or Deal), Solve: every distinct solution with its steps, the closest value, Countdown's target map, and a
// spoiler-free ladder of hints. The markup is the page's own, drawn at build time at its final size (eight number
// boxes always hold their place; the answer scrolls in a box of fixed height; the map sits in a fold), so nothing
// moves when Python answers. State lives in the URL. Set up once per page view (Puzzlers.mount).
(function () {
  "use strict";
  const { el, share, plural } = Puzzlers;
  const SVG = "http://www.w3.org/2000/svg";
  // How many number boxes each game shows (the free mode: its largest count); the rules themselves are Python's.
  const BOXES = { countdown: [6, 8], 24: [4, 6], krypto: [5, 6] };
  const PROMPTS = {
    countdown: ["Type six numbers and a target, or Deal.", "100–999"],
    24: ["Type four numbers (target 24), or Deal.", "24"],
    krypto: ["Type five cards and a target, or Deal.", "1–25"],
  };

  /** The empty answer box's prompt and the target's placeholder, for a game in the free mode or not. */
  const prompt = (name, free) => (free ? [`Type 2 to ${BOXES[name][1]} numbers and a target${name === "24"
    ? " (24 unless you type one)" : ""}, or Deal.`, name === "24" ? "24" : "any"] : PROMPTS[name]);
  // What the answer line asks for before a first answer: worked out again as the hand is typed (another message
  // there, "Choose the game of these numbers.", stays)
  const [SOLVE, SOLVE_ALL] = ["Press Solve.", "Press Solve for every target they reach, or type one."];
  const PROMPTED = new Set([SOLVE, SOLVE_ALL, ...Object.keys(BOXES).flatMap((name) => [true, false]
    .map((free) => prompt(name, free)[0]))]);

  // Each game's own hand, kept while another is played, by the page the widget is on: Back or Forward sets the
  // widget up again in the same place, and the hands typed in the other games stay (arrowing through the games
  // chose each in turn, and the hand typed was gone).
  const handsOf = new WeakMap();

  Puzzlers.mount("numbers-widget", setup);

  function setup(host) {
    const $ = (name) => host.querySelector(`#${name}`);
    const chips = [...host.querySelectorAll("#nb-games .pz-chip")];
    const boxes = [...host.querySelectorAll(".nb-num")];
    const target = $("nb-target");
    const free = $("nb-free");
    const hints = $("nb-hints");
    const large = $("nb-large"); // how many of Countdown's large numbers Deal draws (the contestant's choice)
    const summary = $("nb-summary");
    const ladder = $("nb-ladder");
    const next = $("nb-next");
    const list = $("nb-solutions");
    const more = $("nb-more");
    const results = Puzzlers.scrollBox($("nb-results"));
    const examples = $("nb-examples");
    const map = $("nb-map");
    const mapTitle = $("nb-map-title");
    const mapNote = $("nb-map-note");
    const optionsTitle = $("nb-options-title");
    if (!summary || !list || !map || boxes.length !== 8) return undefined;
    // the link opens at the games, past the page's title: on a 360x640 phone the first solution was below the screen
    // the sheet's words name the hand ("3 3 8 8 → 24: 1 distinct solution"; the numbers were not said)
    // (the numbers solved, not those set aside; the arrow only before an answer)
    const hand = () => { const h = numbers().join(" "); return h && summary.textContent.trim() ? `${h} →` : h; };
    $("nb-share").replaceWith(Puzzlers.shareButton({ id: "nb-share", anchor: "nb-games", lead: hand }));
    const runner = Puzzlers.runner(host.querySelector(".nb-run"));
    const errorId = "nb-error"; // what a field marked wrong is described by
    host.querySelector(".nb-run .pz-error").id = errorId;
    let game = "countdown";
    let alive = true;
    let acted = false;
    let handChanged = false; // the numbers were dealt or an example's: they are shown with the answer
    let rungs = [];
    let shown = 0;
    let pendingSolutions = null;
    let solved = null; // the state (numbers, target, game) whose answer is shown
    let answer = null; // {key, result}: the last answer Python gave, drawn again when only Hints first changes
    let linkStep = 0; // the hints a link showed (step=), shown again by the solve it starts
    // A dealt hand is the player's to try, as on the show: its answer is held back (no solution, no hint shown)
    // until they ask for a hint or press Solve; the link holds it (play=1), so a friend sent it is not told either
    let turn = false;
    let freeDealt = false; // a deal turned free mode off: the turn's line says so
    let unclaimed = false; // the numbers are a link's whose game was unknown: the game chosen next takes them
    const page = host.parentElement || document;
    if (!handsOf.has(page)) handsOf.set(page, new Map());
    const hands = handsOf.get(page); // game -> {values (the eight boxes), target, large}
    /** The hand shown, kept as its game's (left for another game, an example's or a link's by Back), with the turn
     *  being played on it and its hints shown (a child's turn ended when another game was tapped and this one again:
     *  the next tap, Solve, showed every solution). */
    const keepHand = () => {
      if (!unclaimed) {
        hands.set(game, { values: boxes.map((b) => b.value), target: target.value, large: large.value, turn,
                          shown: turn ? shown : 0 });
      }
    };

    const solvedKey = (s) => JSON.stringify([s.g, s.n, s.t, s.free]);

    // The 24 game's cards as a deck names them: A, J, Q and K are 1, 11, 12 and 13, T 10 (a hand typed from cards)
    const FACES = { a: "1", j: "11", q: "12", k: "13", t: "10" };
    // A card as a hand writes it: its rank, then its suit, a sign or a letter ("K♣", "Kc", "10h")
    const CARD = /^(\d+|[ajqkt])(?:[shdc]|[\u2660-\u2667]\ufe0f?)?$/i;
    // (typed as pasted: "A♠" typed in a box was refused, "not 'A♠'")
    const card = (v) => {
      const rank = game === "24" && CARD.exec(v)?.[1];
      return rank ? FACES[rank.toLowerCase()] || rank : v;
    };

    function numbers() {
      return boxes.filter((b) => !b.classList.contains("nb-off")).map((b) => card(b.value.trim())).filter((v) => v);
    }

    function state() {
      // a number typed with a sign, leading zeros or thousands' commas ("+3", "03", "1,000") as the link reads it
      // back, as Python reads it (3, 1000): "+3" was refused
      const plain = (v) => {
        const text = Puzzlers.asciiForms(v);
        return /^\+?(\d+|\d{1,3}(,\d{3})+)$/.test(text) ? String(BigInt(text.replace(/,/g, ""))) : v;
      };
      // a box's own comma or space ("2,5") would make two numbers of one in the link (a seventh number, another
      // puzzle): written "2.5", refused as the box is
      const one = (v) => plain(v).replace(/[\s,;]+/g, ".");
      return { g: game, n: numbers().map(one).join(","), t: plain(target.value.trim()), free: free.checked,
               hints: hints.checked,
               step: (hints.checked && shown > 1) || (turn && shown) ? shown : "", play: turn,
               large: game === "countdown" && large.value !== "2" ? large.value : "" };
    }

    function setGame(name) {
      game = name;
      for (const chip of chips) {
        const on = chip.dataset.game === name;
        chip.setAttribute("aria-checked", String(on));
      }
      const count = BOXES[name][free.checked ? 1 : 0];
      boxes.forEach((box, i) => {
        const off = i >= count;
        box.classList.toggle("nb-off", off);
        box.tabIndex = off ? -1 : 0;
        if (off) box.setAttribute("aria-hidden", "true");
        else box.removeAttribute("aria-hidden");
      });
      target.placeholder = prompt(name, free.checked)[1];
      large.disabled = name !== "countdown"; // only Countdown's contestant chooses
      const dealt = name === "countdown" && large.value !== "2" && `Deal ${large.selectedOptions[0].textContent}`;
      const on = [free.checked && "free mode", hints.checked && "hints first", dealt].filter(Boolean);
      optionsTitle.textContent = on.length ? `Options: ${on.join(", ")}` : "Options";
    }

    /** The state a link holds, into the fields; returns {given: whether it has numbers, notes: what could not be
     *  read} (the rest is used). */
    function restore() {
      const get = Puzzlers.linkReader(share.read());
      const notes = [];
      free.checked = Puzzlers.linkFlag(get, "free", notes);
      hints.checked = Puzzlers.linkFlag(get, "hints", notes);
      large.value = /^[0-4]$/.test(get("large")) ? get("large") : "2";
      if (get("large") && large.value !== get("large")) {
        notes.push(`${Puzzlers.quoted(get("large"))} as the number of large numbers to deal (0 to 4)`);
      }
      const named = get("g").toLowerCase(); // "Krypto", as the chip spells it
      const known = Object.hasOwn(BOXES, named);
      if (named && !known) notes.push(`no game ${Puzzlers.quoted(get("g"))}`);
      setGame(known ? named : "countdown");
      const all = get("n").split(",").map((v) => v.trim()).filter((v) => v);
      const bad = all.filter((v) => !/^\d{1,6}$/.test(v));
      if (bad.length) {
        notes.push(`${Puzzlers.firstFew(bad.map(Puzzlers.quoted), ", ")} not a number of up to 6 digits`);
      }
      const given = all.filter((v) => /^\d{1,6}$/.test(v));
      given.slice(0, 8).forEach((v, i) => { boxes[i].value = v; });
      const room = BOXES[game][free.checked ? 1 : 0];
      if (given.length > room) {
        const more = free.checked || room === 8 ? "" : "; free mode takes more";
        notes.push(`${given.length} numbers (this game takes ${room}${more}; the first ${room} are used)`);
      }
      turn = Puzzlers.linkFlag(get, "play", notes) && given.length > 0; // (a turn is a hand's)
      const step = /^\d{1,2}$/.test(get("step"));
      linkStep = step ? Number(get("step")) : 0;
      if (get("step") && !step) notes.push(`${Puzzlers.quoted(get("step"))} as the hints shown`);
      if (/^\d{1,8}$/.test(get("t"))) target.value = get("t");
      else if (get("t")) notes.push(`the target ${Puzzlers.quoted(get("t"))} is not a whole number of up to 8 digits`);
      notes.push(...Puzzlers.linkCut()); // "...&lar": the setting is lost, and said
      fitAll();
      // An unknown game's numbers are not solved as Countdown's (its error blamed them, not the game): they wait
      // for the game to be chosen
      unclaimed = Boolean(named && !known && given.length);
      return { given: given.length > 0 && !unclaimed, notes };
    }

    /** A long number gets a smaller font, so that a phone's narrow box shows all its digits. */
    function fitAll() {
      for (const box of boxes) box.classList.toggle("nb-long", box.value.length > 3);
      target.classList.toggle("nb-long", target.value.length > 5);
    }

    /** Python's message about `filled` (the boxes sent, the empty ones left out) as the page says it: a box named
     *  by its own number (Python counts the numbers it was sent: 25, an empty box, then x was "number 2"); the
     *  field it is about marked (aria-invalid) and tied to it, so that a screen reader says it with the field. */
    function fault(message, filled) {
      const said = message.replace(/\b(number) (\d+)\b/gi,
        (text, word, i) => (filled[i - 1] ? `${word} ${boxes.indexOf(filled[i - 1]) + 1}` : text));
      const box = /\bnumber (\d+)\b/i.exec(said);
      // Cards not in the deck or one used too often (Krypto's target card counts among them): every box holding
      // them ("11, 13 and 1,000 are not Countdown cards").
      const card = /^([\d,]+(?:(?:, | and )[\d,]+)*) (?:is not a|are not|is used)/.exec(said);
      // Values out of the game's range: the boxes holding them.
      const value = !/ numbers; got /.test(said) && /; got (-?[\d,]+(?:(?:, | and )-?[\d,]+)*)$/.exec(said);
      const wholeOf = (text) => Number(Puzzlers.asciiForms(text).replace(/,/g, ""));
      const holding = (match, fields) => {
        const named = new Set(match[1].split(/, | and /).map(wholeOf));
        return fields.filter((field) => field.value.trim() !== "" && named.has(wholeOf(field.value)));
      };
      const fields = box ? [boxes[Number(box[1]) - 1]]
        : card ? holding(card, /counting the target card/.test(said) ? [...filled, target] : filled)
        : /\btarget\b/i.test(said) ? [target]
        : value ? holding(value, filled)
        : [];
      for (const field of fields) Puzzlers.markField(field, errorId);
      return said;
    }
    function unmark() {
      for (const field of [...boxes, target]) Puzzlers.markField(field); // (the message it pointed to is gone)
    }

    function clearAnswer(text) {
      if (examples) examples.hidden = numbers().length > 0;
      // (a live region: the same words written again at every key were said again)
      if (summary.textContent !== text) summary.textContent = text;
      ladder.replaceChildren();
      list.replaceChildren();
      more.textContent = "";
      next.hidden = true;
      Puzzlers.toTop(results);
    }

    /** Steps and hints as read out: 7,500 as the summary writes it (the expressions keep Python's digits). */
    const grouped = (text) => text.replace(/\d{4,}/g, (digits) => Puzzlers.count(digits));
    // A fraction in the steps ("8 ÷ 3 = 8/3", 24's 3 3 8 8) as a screen reader is to say it: "8 over 3", not
    // "8 slash 3" (or a date). Not Puzzlers.spoken's "divided by": "8 ÷ (1/3)" was then "8 divided by 1 divided by
    // 3", the brackets unsaid. The steps' own signs (× ÷ −) a screen reader says well.
    const FRACTION = /(\d)\/(\d)/g;
    /** Steps or a hint as said (a string): grouped, its fractions in words. */
    const said = (text) => grouped(text).replace(FRACTION, "$1 over $2");
    /** Steps or a hint as shown: grouped; with a fraction, the text shown hidden from a screen reader and the words
     *  it says beside it, unseen (class pz-sr). */
    function readOut(text) {
      const shown = grouped(text);
      if (!/\d\/\d/.test(shown)) return shown;
      return [el("span", { "aria-hidden": "true" }, shown), el("span", { class: "pz-sr" }, said(text))];
    }

    /** An expression written with the signs the steps and the page use (75×(7+3)−8÷2): Python's are ASCII. */
    const signed = (expression) => expression.replace(/[*/-]/g, (sign) => ({ "*": "×", "/": "÷", "-": "−" })[sign]);

    function solutionItem(expression, steps) {
      return el("li", {}, el("code", {}, signed(expression)),
                // each step whole on a line (a line broke inside one: "85 · 85" then "× 10 = 850")
                steps.length ? el("span", { class: "nb-steps" }, ...steps.flatMap((step, i) =>
                  [i ? " · " : "", el("span", { class: "nb-step" }, readOut(step))])) : "");
    }

    function drawSolutions(result) {
      list.replaceChildren(...result.solutions.map((s, i) => solutionItem(s, result.steps[i])));
      const raw = `${plural(result.count, "distinct solution")}, ${plural(result.raw, "raw solution")} (every `
        + "order of the steps).";
      more.textContent = result.truncated
        ? `Showing the first ${result.shown}, simplest first. ${raw}` : `Simplest first. ${raw}`;
    }

    function drawLadder() {
      // the whole solution's steps each whole on a line, as the solutions' (it broke "…; 20" / "+ 4 = 24"); a
      // sentence wraps (a hint in words ran on past a phone's screen, "29 distinct ways (121 counting every order")
      const piece = (text) => (/[a-z]/i.test(text) ? readOut(text) : el("span", { class: "nb-step" }, readOut(text)));
      ladder.replaceChildren(...rungs.slice(0, shown).map((r) => el("li", {}, el("strong", {}, `${r.label} `),
        ...r.text.split("; ").flatMap((step, i) => [i ? "; " : "", piece(step)]))));
      const done = shown >= rungs.length;
      if (done && document.activeElement === next) { // the button goes: the keyboard's focus goes to the ladder
        ladder.tabIndex = -1;
        Puzzlers.reveal(ladder, { focus: true }); // in view (its first hints were above the screen)
      }
      next.hidden = done;
      next.textContent = shown === rungs.length - 1 ? "Show the whole solution" : shown ? "Next hint" : "Hint";
      if (done && pendingSolutions) {
        if (turn) summary.textContent = headline(pendingSolutions); // the turn is over: the answer's own line
        drawSolutions(pendingSolutions);
        drawMap(pendingSolutions.reachable || null, pendingSolutions.target);
        pendingSolutions = null;
      }
    }

    const MAP_NOTE = mapNote.textContent; // (the page's: how to read the map)
    /** `current`: the target solved, ringed on the map. A tap on a cell solves its target. */
    function drawMap(reachable, current = null) {
      map.replaceChildren();
      if (!reachable) {
        mapTitle.textContent = "Target map (Countdown): which of 100–999 the numbers make";
        map.setAttribute("aria-label", "Target map: solve a Countdown selection to draw it");
        mapNote.textContent = MAP_NOTE;
        return;
      }
      const have = new Set(reachable);
      const missing = [];
      for (let t = 100; t <= 999; t++) {
        const i = t - 100;
        const cell = document.createElementNS(SVG, "rect");
        cell.setAttribute("x", 1 + (i % 30) * 10);
        cell.setAttribute("y", 1 + Math.floor(i / 30) * 10);
        cell.setAttribute("width", 9);
        cell.setAttribute("height", 9);
        cell.setAttribute("class", (have.has(t) ? "nb-hit" : "nb-miss") + (t === current ? " nb-current" : ""));
        cell.dataset.t = t;
        if (!have.has(t)) missing.push(t);
        map.append(cell);
      }
      mapTitle.textContent = `Target map: ${reachable.length} of 900 reachable`;
      map.setAttribute("aria-label", `Target map: ${reachable.length} of 900 targets from 100 to 999 reachable`
        + (missing.length ? `; not reachable: ${missing.slice(0, 60).join(", ")}${missing.length > 60 ? ", …" : ""}`
          : ""));
      const ringed = current !== null && current >= 100 && current <= 999 ? ` The target solved, ${current}, is ringed.`
        : "";
      mapNote.textContent = `${MAP_NOTE}${ringed} ${missing.length
        ? `Not reachable (${missing.length}): ${missing.join(", ")}.` : "Every target from 100 to 999 is reachable."}`;
    }

    function headline(r) {
      const ways = plural(r.count, "distinct solution");
      const n = Puzzlers.count;
      if (r.closest === null) return `${n(r.target)}: these numbers make no value.`;
      if (r.exact) return `${n(r.target)}: ${ways}`;
      // (a tie: the value as far on the other side is as close, and a contestant who made it is told so)
      const also = r.tie === null || r.tie === undefined ? "" : `, as is ${n(r.tie)}`;
      return `No ${n(r.target)}; closest ${n(r.closest)} (${n(r.distance)} off${also}): ${plural(r.count, "solution")}`;
    }

    /** `still`: the page does not scroll to the answer (an option's box redraws it: the box, under the answers,
     *  stays under the finger that tapped it; on a 320 px phone it went 244 px down, a second tap hit the answers) */
    async function solve({ still = false, play = false } = {}) {
      turn = play === true; // (Solve's click passes its event: the answer is shown)
      const showHand = handChanged;
      handChanged = false;
      unclaimed = false;
      shown = 0;
      const step = linkStep;
      linkStep = 0;
      const s = state();
      share.write(step ? { ...s, step } : s); // (a link's hints kept in the address while its answer comes)
      unmark();
      const key = solvedKey(s);
      // another hand (an example's, a deal's) or target: a solve still pending for the one before is stopped, not
      // waited behind (a long one kept the new answer waiting until it ended)
      if (solved !== key) runner.stop();
      solved = key;
      setGame(game);
      const nums = numbers();
      if (!nums.length) {
        solved = null; // no answer: typing brings no "Changed"
        runner.showError("");
        return clearAnswer(prompt(game, free.checked)[0]);
      }
      const args = { game, numbers: nums, target: s.t, free: s.free };
      // "Solving…" shown, not said (the answer is said as it comes, even the same again), but said once by the
      // runner when asked for and still not there after a second
      clearAnswer("");
      Puzzlers.working(summary, "Solving…");
      const filled = active().filter((b) => b.value.trim());
      const result = await runner.run("numbers", "solve", args, { explain: (message) => fault(message, filled),
                                                                   slow: acted ? "Solving…" : "" });
      if (!alive || solved !== key) return; // the numbers changed meanwhile: this answer is not theirs
      if (!result) {
        clearAnswer("");
        if (acted) Puzzlers.reveal(summary.parentElement); // the error, in the answer's line
        return;
      }
      answer = { key, result };
      showAnswer(result, step);
      // the answer and its first solutions; numbers dealt (or an example's) with them, from the top (after Deal on
      // a 360x640 phone, the page scrolled down to the answer before, they stayed under the header, unseen)
      if (acted && !still) Puzzlers.reveal(showHand ? $("nb-numbers") : summary.parentElement, { until: results });
      return true;
    }

    /** Draw an answer of Python's: its solutions, or its ladder of hints when Hints first is on (as it is now, not
     *  when the solve began: turned on or off meanwhile, the answer is drawn as the box says); `step`: the hints a
     *  link showed. */
    function showAnswer(result, step = 1) {
      clearAnswer("");
      shown = 0;
      pendingSolutions = null;
      // (the map, which says which targets can be made, waits with the solutions while hints come one by one)
      drawMap((hints.checked || turn) && result.target !== null ? null : result.reachable || null, result.target);
      if (result.target === null) {
        const missing = 900 - result.reachable.length;
        summary.textContent = `${result.reachable.length} of 900 targets reachable`;
        list.replaceChildren();
        const gaps = result.reachable.length < 900
          ? [...Array(900).keys()].map((i) => i + 100).filter((t) => !result.reachable.includes(t)) : [];
        more.textContent = missing ? `Not reachable: ${gaps.join(", ")}. Type a target to solve one; the target map `
          + "below draws them all." : "Type a target to solve one.";
        // the map is this answer: its fold opens (the line sent the reader to a map in a closed fold)
        $("nb-map-fold").open = true;
      } else if (hints.checked || turn) {
        summary.textContent = hints.checked ? `${Puzzlers.count(result.target)}: hints, one at a time`
          : `Your turn: make ${Puzzlers.count(result.target)}. Solve shows the solutions.${freeDealt
            ? " Free mode is off: a deal is the game's own hand." : ""}`;
        freeDealt = false;
        rungs = result.ladder;
        shown = Math.min(Math.max(hints.checked ? 1 : 0, step), rungs.length);
        pendingSolutions = result;
        drawLadder();
        share.write(state());
        const rung = rungs[shown - 1]; // said, as Next hint says each (the summary said only "hints, one at a time")
        if (acted && rung && hints.checked) Puzzlers.announce(`${rung.label} ${said(rung.text)}`);
      } else {
        summary.textContent = headline(result);
        drawSolutions(result);
      }
    }

    async function deal() {
      acted = true;
      runner.stop(); // a solve pending: its hand is being replaced (the deal waited behind it)
      // shown at once, in the answer's line (while Python came, a slow phone's line said "… or Deal." for 100 s, as
      // if the tap had been missed); the line as it was again if the deal fails or is cancelled
      const before = [...summary.childNodes];
      Puzzlers.working(summary, "Dealing…");
      const result = await runner.run("numbers", "deal", { game, large: Number(large.value) }); // (Countdown's only)
      if (alive && !result && summary.textContent === "Dealing…") summary.replaceChildren(...before);
      if (!alive || !result) return;
      // (free mode goes, said with the turn: its title's "free mode" went without a word)
      if (free.checked) { free.checked = false; freeDealt = true; setGame(game); }
      boxes.forEach((b) => { b.value = ""; });
      result.numbers.forEach((v, i) => { boxes[i].value = String(v); });
      target.value = String(result.target);
      fitAll();
      handChanged = true;
      share.write(state(), { push: true }); // a new hand: Back returns to the one before
      Puzzlers.announce(`Dealt ${result.numbers.join(", ")}; the target is ${result.target}.`); // not only its answer
      solve({ play: true });
    }

    const { given: restored, notes } = restore();
    if (!restored) {
      linkStep = 0; // a link's hints shown, with no numbers: nothing to show them for
      clearAnswer(unclaimed ? "Choose the game of these numbers." : prompt(game, free.checked)[0]);
    }
    const onAct = () => { acted = true; };
    host.addEventListener("input", onAct, true);
    host.addEventListener("input", fitAll);
    host.addEventListener("click", onAct, true);
    Puzzlers.radioKeys($("nb-games"));
    chips.forEach((chip) => {
      chip.addEventListener("click", () => {
        // Another game brings its own hand and target back, as last typed in it, or starts empty (Back brings the
        // last game's back). A hand kept from the game before was no hand of this one ("75 is not a Krypto card"),
        // and its link, reopened by Back or Forward, said so where the page had only asked for cards. A link's
        // numbers whose game it did not know go to the game chosen, and are solved.
        const other = chip.dataset.game !== game;
        const claim = unclaimed;
        const back = other && !claim ? hands.get(chip.dataset.game) : null; // (its turn goes on)
        if (other && !claim) {
          keepHand();
          boxes.forEach((b, i) => { b.value = back ? back.values[i] : ""; });
          target.value = back ? back.target : "";
          if (back && chip.dataset.game === "countdown") large.value = back.large;
          fitAll();
        }
        unclaimed = false;
        if (other || claim) {
          runner.showError("");
          unmark(); // the marks go with their message
        }
        setGame(chip.dataset.game);
        solved = null;
        const playing = claim && turn; // (a link's turn goes to the game chosen for its numbers; else it ends)
        turn = false;
        // a solve still pending goes with its answer, its bar and Cancel too (a long Countdown solve kept them under
        // the new game's prompt, and its answer to 3 3 8 8 waited 14 s behind it)
        runner.stop();
        shown = 0;
        share.write(state(), { push: other }); // another game: Back returns to the last one
        clearAnswer(other && !claim && numbers().length ? "This game's hand is back: press Solve."
          : prompt(game, free.checked)[0]);
        drawMap(null);
        if (claim) solve({ play: playing });
        else if (back && back.turn && numbers().length) {
          linkStep = back.shown;
          solve({ play: true });
        }
      });
    });
    Puzzlers.examples(host, () => {
      keepHand();
      for (const input of [...boxes, target]) input.value = "";
      // an example's link holds no Deal choice nor Hints first: the reader's stay (a teacher's hints on, the
      // example's whole solution was shown)
      const [chosen, hinted] = [large.value, hints.checked];
      restore();
      large.value = chosen;
      hints.checked = hinted;
      setGame(game);
      handChanged = true;
      solve();
    });
    $("nb-solve").addEventListener("click", solve);
    // A cell of the target map: its target solved (the map answers "which?"; this answers "how?")
    map.addEventListener("click", (event) => {
      const cell = event.target.closest && event.target.closest("rect[data-t]");
      if (!cell || game !== "countdown") return;
      target.value = cell.dataset.t;
      target.dispatchEvent(new Event("input", { bubbles: true })); // the link and "Changed" follow
      solve();
    });
    $("nb-deal").addEventListener("click", deal);
    next.addEventListener("click", () => {
      shown += 1;
      // Each hint is added above the button: the page scrolls by as much, so the button stays under the finger
      // for the next tap (it went down 30-60 px a tap, and off a phone's screen after four).
      const before = next.getBoundingClientRect().top;
      drawLadder();
      if (!next.hidden) window.scrollBy({ top: next.getBoundingClientRect().top - before, behavior: "instant" });
      share.write(state());
      const rung = rungs[shown - 1]; // the hint just shown, heard as it comes (the list is drawn again whole)
      if (rung) Puzzlers.announce(`${rung.label} ${said(rung.text)}`);
    });
    // A hand typed or pasted into one box goes on into the next ones: a space or a comma moves on to the next box,
    // and pasted numbers ("25 50 75 100 3 6") fill the boxes from this one (a box holds one number, 6 characters).
    const active = () => boxes.filter((b) => !b.classList.contains("nb-off"));
    for (const box of boxes) {
      box.addEventListener("beforeinput", (event) => {
        if (event.inputType !== "insertText") return;
        // A hand sent by the keyboard in one go (its clipboard chip, dictation, an IME's commit, "२५ ५० ७५ १०० ३ ६"):
        // spread over the boxes as a paste is (it filled the first box up to its length, the rest lost); a comma
        // inside a number ("1,000", "2,5") is that number's
        if (/[\s;]|,\s/.test(event.data || "") && !/^[\s,;]+$/.test(event.data)) {
          if (spread(box, event.data)) event.preventDefault();
          return;
        }
        if (!/^[\s,;]+$/.test(event.data || "")) return;
        event.preventDefault();
        // after the last number, the target (a hand and its target typed in one go: the target joined the last
        // number, "6952")
        const next = active()[active().indexOf(box) + 1] || target;
        if (box.value.trim()) {
          next.focus();
          next.select();
        }
      });
      box.addEventListener("paste", (event) => {
        if (spread(box, event.clipboardData?.getData("text") || "")) event.preventDefault();
      });
    }

    /** The numbers of a text pasted (or sent in one go) into `box`, from it on, and the one after them into the
     *  target; false when it holds fewer than two (the box takes it as typed). */
    function spread(box, pasted) {
      // The numbers of the text pasted (words such as "Numbers:" are passed over; one too long for the game is
      // kept whole, and Solve says why it is refused)
      const text = Puzzlers.asciiForms(pasted);
      // In the 24 game, a hand of cards ("A♠ 10♥ Q♦ K♣" lost its letters): every word a card, a number or A, J,
      // Q, K (T for ten), a suit after it as a sign or a letter ("As Th Qd Kc"), but for signs ("K♣ Q♦ 5♠ 2♥ =
      // 24") and a label first ("Hand: A 2 3 4"); "A hand: 3 4 5 6" is no hand of cards, its "A" a word
      const words = text.split(/[\s,;]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
      if (/:$/.test(words[0] || "")) words.shift();
      const cards = game === "24" && words.some((w) => /^[ajqkt]/i.test(w)) && words.every((w) => CARD.test(w));
      const parts = cards ? words.map((w) => CARD.exec(w)[1].toUpperCase().replace(/^T$/, "10"))
        : text.match(/[-\u2212]?\d+(?:\.\d+)?/g) || []; // a sign or a decimal kept: Solve says what is wrong
      if (parts.length < 2) return false;
      // a whole hand fills the boxes from the first, whichever box it was pasted into (into the third, the first two
      // boxes kept the old hand, the 3 and 6 of "25 50 75 100 3 6 952" were left out and the 952 with them)
      const boxesNow = active();
      const from = boxesNow.slice(parts.length >= boxesNow.length ? 0 : boxesNow.indexOf(box));
      const kept = parts.slice(0, from.length);
      kept.forEach((v, i) => { from[i].value = v; });
      // the number after the hand is its target, as a space typed after the last box goes on to the target
      // (Krypto's "18 3 7 11 2 12" pasted lost the 12)
      // (but not a number no Countdown target can be: "25 50 75 100 3 6 7" is seven numbers, and the 7 became the
      // target, "The target must be between 100 and 999: 7 given")
      const after = parts.length > from.length ? parts[from.length] : null;
      const seventh = after !== null && game === "countdown" && !free.checked && Number(after) < 100;
      // (a seventh number and then a target: "25 50 75 100 3 6 7 952")
      const next = parts[from.length + 1];
      const aimAt = seventh ? (next !== undefined && Number(next) >= 100 ? from.length + 1 : -1)
        : after !== null ? from.length : -1;
      const aim = aimAt < 0 ? null : card(parts[aimAt]); // (a card pasted after the hand: its number)
      if (aim !== null) target.value = aim;
      (aim !== null ? target : from[kept.length - 1]).focus();
      from[0].dispatchEvent(new Event("input", { bubbles: true })); // the link and "Changed" follow
      const left = parts.slice(from.length).filter((v, i) => i + from.length !== aimAt);
      if (left.length) {
        const why = seventh ? " (Countdown takes 6 numbers and a target of 100 to 999; the free mode takes up to 8"
          + " numbers)" : "";
        // (the last ones, unless the target came after them)
        const which = aimAt > from.length ? left.join(", ") : `${left.length === 1 ? "the last one"
          : `the last ${left.length}`} (${left.join(", ")})`;
        runner.showError(`Pasted ${parts.length} numbers into ${plural(from.length, "box", "boxes")}` +
                         `${aim !== null ? " and the target" : ""}: ${which} ${left.length === 1 ? "was" : "were"}` +
                         ` left out${why}.`);
      }
      return true;
    }
    // In Target, a space or a comma after its number goes nowhere: the numbers typed after it are left out and
    // named, as a paste's are (they joined the target, "952 7", which Solve then refused)
    let past = ""; // what was typed after the target's number, from the space on
    let pastSaid = false; // the error line is sayPast's (only its own message is taken back)
    const sayPast = () => {
      const left = past.split(/[\s,;]+/).filter((v) => v);
      const one = left.length === 1;
      if (!left.length && !pastSaid) return;
      pastSaid = left.length > 0;
      runner.showError(left.length ? `The target takes one number: ${one ? "the number" : `the ${left.length} numbers`}`
        + ` typed after it (${left.join(", ")}) ${one ? "was" : "were"} left out.` : "");
    };
    target.addEventListener("blur", () => { past = ""; });
    target.addEventListener("beforeinput", (event) => {
      const end = target.value.length;
      const atEnd = target.selectionStart === end && target.selectionEnd === end;
      if (atEnd && past && event.inputType === "deleteContentBackward") { // ⌫ takes back what was left out
        event.preventDefault();
        past = past.slice(0, -1);
        return sayPast();
      }
      if (!atEnd || event.inputType !== "insertText") {
        past = "";
        return undefined;
      }
      const text = target.value + past + (event.data || "");
      const number = /^\s*[^\s,;]+/.exec(text);
      if (!number || number[0].length === text.length) { // nothing after the number: typed as usual
        past = "";
        return undefined;
      }
      event.preventDefault();
      past = text.slice(number[0].length);
      if (target.value !== number[0]) { // "2 7" typed at once after "95": the target is 952, 7 is left out
        target.value = number[0];
        target.dispatchEvent(new Event("input", { bubbles: true })); // the link and "Changed" follow
      }
      return sayPast();
    });
    for (const input of [...boxes, target]) {
      input.addEventListener("keydown", (event) => {
        if (event.key !== "Enter") return;
        past = ""; // the message it made goes with the solve
        pastSaid = false;
        // the answer comes: the focus goes to it (not on an error, which the field is to fix)
        solve().then((answered) => { if (answered) Puzzlers.keyboardAway(results); });
      });
      // The link follows what is typed; an answer to other numbers or another target goes (Solve answers these).
      input.addEventListener("input", () => {
        // a message about what was typed before goes with the change (a paste's or the last box's stayed, and
        // kept the share button hidden)
        runner.showError("");
        unmark();
        if (solved !== null && solved !== solvedKey(state())) {
          solved = null;
          turn = false; // (the turn was the dealt hand's)
          runner.stop(); // a solve still pending for the numbers before is stopped (its answer is not shown)
          shown = 0; // the ladder goes with the answer
          clearAnswer("Changed: press Solve.");
          drawMap(null);
        } else if (solved === null && PROMPTED.has(summary.textContent)) {
          // nothing solved yet: the line says what is left to do (it still asked for the hand once it was typed)
          const whole = free.checked ? numbers().length >= 2 : numbers().length === BOXES[game][0];
          const aim = game === "24" || target.value.trim();
          const ask = prompt(game, free.checked)[0];
          clearAnswer(!whole ? ask : aim ? SOLVE : game === "countdown" ? SOLVE_ALL : ask);
        }
        share.write(state());
      });
    }
    large.addEventListener("change", () => { setGame(game); share.write(state()); });
    for (const box of [free, hints]) {
      box.addEventListener("change", () => {
        setGame(game);
        // The free mode turned off: the numbers in the boxes the game no longer takes are set aside, and said
        // (they went without a word: "500: 8,264 distinct solutions" became "500: 4" for the first six numbers)
        const aside = box !== free ? []
          : boxes.filter((b) => b.classList.contains("nb-off") && b.value.trim()).map((b) => b.value.trim());
        const said = aside.length ? `Without the free mode this game takes ${
          plural(BOXES[game][0], "number")}: ${aside.join(", ")} ${aside.length === 1 ? "is" : "are"} set aside (the `
          + `free mode brings ${aside.length === 1 ? "it" : "them"} back).` : "";
        // An answer shown is redrawn as the options say now: Hints first turned on hides the solutions at once
        // (a teacher turns it on for the class), and the link holds what the page shows
        // (the note only while the free mode is still off: turned on again, it goes)
        // Hints first alone changes no answer: the one shown is drawn again (solved again, a solve of 12 s took 12
        // more at each tick), and a solve under way draws its answer as the box says when it comes
        if (box === hints && solved !== null) {
          if (answer && answer.key === solved) showAnswer(answer.result, shown); // (the hints shown stay)
          share.write(state()); // (else its solve is under way, or failed: nothing to draw again)
        } else if (solved !== null) {
          solve({ still: true, play: turn }).then(() => { if (alive && said && !free.checked) runner.addError(said); });
        }
        else {
          share.write(state());
          if (box === free) runner.showError(said);
        }
      });
    }
    Puzzlers.warm();
    // A link's unreadable parts are said after the answer to the rest (which clears the last message)
    (restored ? solve({ play: turn }) : Promise.resolve()).then(() => {
      if (alive && !acted) runner.addError(Puzzlers.linkMessage(notes)); // not under an answer the user asked for
    });
    return () => {
      keepHand();
      alive = false;
      runner.dispose();
    };
  }
})();
