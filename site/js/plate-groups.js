// Run from the plates page's markup right after its row of digit groups, before the rest of the page is parsed:
// a share link's plate with several groups of digits (08-D-12345) gets its row of chips before the page is first
// drawn, so that nothing under it moves when js/plates.js, at its set-up a second later, draws the chips that
// work in their place (they pushed the answer and the solutions 56 px down: a layout shift of 0.044).
(function () {
  "use strict";
  const row = document.getElementById("plate-groups");
  const query = new URLSearchParams(location.search);
  // The runs of digits of any script (full-width ones too), as js/kit.js's asciiForms and Python's digit_groups
  // read them, each digit written in ASCII (its place in its script's run of ten digits)
  const ascii = (ch) => {
    let zero = ch.codePointAt(0);
    while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
    return String((ch.codePointAt(0) - zero) % 10);
  };
  const found = ((query.get("p") || "").match(/\p{Nd}+/gu) || []).map((run) => [...run].map(ascii).join(""));
  // Material's instant navigation runs this again with the new page, possibly after js/plates.js set it up
  if (!row || found.length < 2 || !row.hidden || row.childNodes.length) return;
  const chosen = /^\d{1,2}$/.test(query.get("g") || "") && Number(query.get("g")) < found.length
    ? Number(query.get("g")) : found.length;
  const chips = [...found, "all"].map((label, i) => {
    const chip = Object.assign(document.createElement("button"), {
      type: "button", className: "pz-chip", textContent: label, disabled: true,
    });
    chip.dataset.placeholder = ""; // js/plates.js replaces it
    chip.setAttribute("aria-checked", String(i === chosen));
    return chip;
  });
  row.append("Digits: ", ...chips);
  row.hidden = false;
})();
