// Accessibility fix to markup Material's bundle makes at run time (the build fixes the rest: hooks/a11y.py):
// each code block's button bar is a <nav> without a name, so a page with several code blocks has several
// identical navigation landmarks; the bar is a plain group of buttons (the Copy button keeps its own name).
(function () {
  "use strict";
  function fix() {
    for (const nav of document.querySelectorAll(".md-code__nav:not([role])")) nav.setAttribute("role", "none");
  }
  function onPage() {
    fix();
    requestAnimationFrame(fix); // Material may mount a code block after this page's first emission
  }
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(onPage);
  else document.addEventListener("DOMContentLoaded", onPage);
})();
