// Nerdle guess assistant (site/nerdle.md): the shared tiles widget of site/js/tiles.js with Nerdle's variants and
// its "commutative answers" option. Share link: v=tiles (8 when absent), c=0 when commutative answers are off,
// g=GUESS:FEEDBACK,... (see tiles.js).
(function () {
  "use strict";
  const host = document.getElementById("nerdle-widget");
  if (!host || !window.PuzzlersTiles) return;
  const { el } = Puzzlers;
  const BASIC = "0123456789+-*/=";
  const commutative = el("input", { type: "checkbox", id: "nd-commutative", checked: true });

  const widget = PuzzlersTiles.assistant(host, {
    prefix: "nd",
    module: "nerdle",
    variantKey: "v",
    variantLabel: "Variant",
    defaultTiles: 8,
    variants: [
      { tiles: 5, name: "Micro", symbols: BASIC, assistant: true },
      { tiles: 6, name: "Mini", symbols: BASIC, assistant: true },
      { tiles: 7, name: "Midi", symbols: BASIC, assistant: true },
      { tiles: 8, name: "Classic", symbols: BASIC, assistant: true },
      { tiles: 10, name: "Maxi", symbols: BASIC + "()²³", assistant: false,
        note: "The assistant covers Micro to Classic. For Maxi this board checks your guesses and keeps your " +
              "colours (and the share link), but suggests nothing." },
    ],
    colours: { B: "black", P: "purple", G: "green" },
    meanings: { B: "not in the answer", P: "in the answer elsewhere", G: "right place" },
    noun: "answer",
    nouns: "answers",
    optionsPanel: el("fieldset", { class: "pz-options" }, el("legend", {}, "Options"),
      el("label", { class: "pz-check" }, commutative, " Commutative answers (the game's default)")),
    restore(q) { commutative.checked = q.c !== "0"; },
    shareFields() { return { c: commutative.checked ? "" : "0" }; },
    checkArgs(tiles, guess) { return { tiles, guess }; },
    suggestArgs(args) { return { ...args, commutative: commutative.checked }; },
  });
  commutative.addEventListener("change", () => widget.optionsChanged(false));
})();
