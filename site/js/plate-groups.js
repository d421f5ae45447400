// Run from the plates page's markup right after its row of digit groups, before the rest of the page is parsed:
// a share link's plate with several groups of digits (08-D-12345) gets its row of chips before the page is first
// drawn, so that nothing under it moves when js/plates.js, at its set-up a second later, draws the chips that
// work in their place (they pushed the answer and the solutions 56 px down: a layout shift of 0.044).
(function () {
  "use strict";
  const row = document.getElementById("plate-groups");
  const plate = (new URLSearchParams(location.search).get("p") || "").normalize("NFKC");
  const found = plate.match(/\p{Nd}+/gu) || []; // the runs of digits, as Python's digit_groups reads them
  if (!row || found.length < 2) return;
  const chip = (label) => Object.assign(document.createElement("button"), {
    type: "button", className: "pz-chip", textContent: label, disabled: true,
  });
  row.append("Digits: ", ...[...found, "all"].map(chip));
  for (const node of row.children) node.dataset.placeholder = "";
  row.hidden = false;
})();
