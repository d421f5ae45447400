// Run from the matchsticks page's markup right after the widget's skeleton, before the rest of the page is parsed:
// a share link that shows an equation's solutions (?e=…&s=1) keeps a screen's height free for them from the first
// drawing on (the class ms-awaiting, site/css/puzzlers.css; js/matchsticks.js takes it away once they are drawn),
// and its answer line says they are coming. The list came a second later and pushed the page's text and the
// options off the screen: a layout shift of 0.23 on a phone.
(function () {
  "use strict";
  const host = document.getElementById("matchsticks-widget");
  const query = new URLSearchParams(location.search);
  // Material's instant navigation runs this again with the new page, possibly after js/matchsticks.js set it up
  if (!host || !host.querySelector(".ms-panel[inert]")) return; // the widget, not its skeleton: nothing to do
  if (query.get("s") !== "1" || !query.get("e") || query.get("seed")) return;
  host.classList.add("ms-awaiting");
  const summary = document.getElementById("ms-summary");
  if (summary) { // shown, not said, as Puzzlers.working (not loaded yet) writes it: the answer that replaces it is
    const word = document.createElement("span");
    word.setAttribute("aria-hidden", "true");
    word.textContent = "Solving\u2026";
    summary.replaceChildren(word);
  }
})();
