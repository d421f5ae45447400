// Mathler guess assistant (site/mathler.md): the shared tiles widget of site/js/tiles.js with Mathler's modes, the
// day's target, the rule set and how rearranged answers are accepted. Share link: m=tiles (6 when absent),
// t=target, r=seed when the seed's rules are used, a=anagram|exact when not the game's commutative rule,
// g=GUESS:FEEDBACK,... (see tiles.js). A new target or mode starts a new game.
(function () {
  "use strict";
  const host = document.getElementById("mathler-widget");
  if (!host || !window.PuzzlersTiles) return;
  const { el } = Puzzlers;
  const BASIC = "0123456789+-*/";
  const ACCEPT = [["commutative", "reordered terms (the game)"], ["anagram", "any rearrangement"],
                  ["exact", "only the answer"]];
  const target = el("input", { id: "ml-target", class: "pz-input pz-narrow", type: "text", inputmode: "numeric",
                               autocomplete: "off", maxlength: "12", placeholder: "e.g. 24",
                               "aria-label": "Target" });
  const rules = el("select", { id: "ml-rules", class: "pz-input ml-select", "aria-label": "Rules" },
    el("option", { value: "game" }, "the game's (exact division)"),
    el("option", { value: "seed" }, "the seed's (whole divisions, signs)"));
  const accept = el("select", { id: "ml-accept", class: "pz-input ml-select", "aria-label": "Rearranged answers" },
    ACCEPT.map(([value, label]) => el("option", { value }, label)));

  const targetValue = () => target.value.trim();
  const validTarget = () => /^-?\d{1,12}$/.test(targetValue());

  const widget = PuzzlersTiles.assistant(host, {
    prefix: "ml",
    module: "mathler",
    variantKey: "m",
    variantLabel: "Mode",
    defaultTiles: 6,
    variants: [
      { tiles: 5, name: "Easy", symbols: BASIC, assistant: true },
      { tiles: 6, name: "Normal", symbols: BASIC, assistant: true },
      { tiles: 8, name: "Hard", symbols: BASIC + "()", assistant: true },
    ],
    colours: { B: "grey", P: "yellow", G: "green" },
    meanings: { B: "not in the answer", P: "in the answer elsewhere", G: "right place" },
    noun: "expression",
    nouns: "expressions",
    optionsPanel: el("fieldset", { class: "pz-options" }, el("legend", {}, "Game"),
      el("label", { class: "pz-check", for: "ml-target" }, "Target "), target,
      el("label", { class: "ml-field" }, "Rules ", rules),
      el("label", { class: "ml-field" }, "A rearranged answer wins: ", accept)),
    heading() {
      return validTarget() ? `Find the calculation that equals ${Number(targetValue())}.` : "";
    },
    notReady() {
      if (!targetValue()) return "Type the day's target number first.";
      return validTarget() ? "" : "The target is a whole number, such as 24.";
    },
    restore(q) {
      target.value = q.t || "";
      rules.value = q.r === "seed" ? "seed" : "game";
      accept.value = ACCEPT.some(([value]) => value === q.a) ? q.a : "commutative";
    },
    shareFields() {
      return { t: targetValue(), r: rules.value === "game" ? "" : rules.value,
               a: accept.value === "commutative" ? "" : accept.value };
    },
    checkArgs(tiles, guess) { return { tiles, target: Number(targetValue()), guess, rules: rules.value }; },
    suggestArgs(args) {
      return { ...args, target: Number(targetValue()), rules: rules.value,
               accept: accept.value === "commutative" ? null : accept.value };
    },
  });
  target.addEventListener("input", () => widget.optionsChanged(true));
  rules.addEventListener("change", () => widget.optionsChanged(false));
  accept.addEventListener("change", () => widget.optionsChanged(false));
})();
