// Nerdle guess assistant (site/nerdle.md): the shared tiles widget of site/js/tiles.js with Nerdle's variants (from
// the package: puzzlers.nerdle.web.web_variants) and its "commutative answers" option. Share link: v=tiles (8 when
// absent), c=0 when commutative answers are off, g=GUESS:FEEDBACK,... (see tiles.js). Set up once per page view.
(function () {
  "use strict";
  const MAXI_NOTE = "The assistant covers Micro to Classic. For this variant the board checks your guesses and " +
    "keeps your colours (and the share link), but suggests nothing.";

  Puzzlers.mount("nerdle-widget", (host) => {
    if (!window.PuzzlersTiles) return undefined;
    const widget = setup(host);
    return () => widget.destroy();
  });

  function setup(host) {
    const { el } = Puzzlers;
    const commutative = el("input", { type: "checkbox", id: "nd-commutative", checked: true });
    const widget = PuzzlersTiles.assistant(host, {
      prefix: "nd",
      module: "nerdle",
      tableFn: "variants",
      variants: (table) => table.variants.map((v) => ({
        tiles: v.tiles, name: v.name, symbols: v.symbols, assistant: v.tree, note: v.tree ? "" : MAXI_NOTE })),
      variantKey: "v",
      variantLabel: "Variant",
      defaultTiles: 8,
      colours: { B: "black", P: "purple", G: "green" },
      meanings: { B: "not in the answer", P: "in the answer elsewhere", G: "right place" },
      noun: "answer",
      nouns: "answers",
      optionsTitle: "Options",
      optionsPanel: el("fieldset", { class: "pz-options" }, el("legend", { class: "pz-sr" }, "Options"),
        el("label", { class: "pz-check" }, commutative, " Commutative answers (the game's default)")),
      restore(get) { commutative.checked = get("c") !== "0"; },
      shareFields() { return { c: commutative.checked ? "" : "0" }; },
      checkArgs(tiles, guess) { return { tiles, guess }; },
      suggestArgs(args) { return { ...args, commutative: commutative.checked }; },
    });
    commutative.addEventListener("change", () => widget.optionsChanged(false));
    return widget;
  }
})();
