// Accessibility fixes to markup Material's bundle makes at run time (the build fixes the rest: hooks/a11y.py):
// - each code block's button bar is a <nav> without a name, so a page with several code blocks has several
//   identical navigation landmarks; the bar is a plain group of buttons (the Copy button keeps its own name);
// - a code block whose lines are wider than the page scrolls sideways, so it must be reachable with Tab to scroll
//   with the keys. Material marks such blocks when it mounts them, but misses those that become wider later (a
//   live example's buttons, a section drawn only when scrolled to): a ResizeObserver, which reads sizes after the
//   browser's own layout and forces none, marks them whenever they change. (On a device without hover, a phone,
//   the stylesheet wraps code lines instead.)
// Material mounts a code block, and adds its button bar, when it is first scrolled to (the `content.lazy`
// feature, which spares the page's set-up a layout of every section): a MutationObserver fixes the bars added.
// - Tab in the search box: Material closes the search and takes the focus off the box, and WebKit (Safari's
//   engine) then starts Tab's move from the top of the page, so a keyboard user went round the header forever
//   ("Skip to content", the logo, the colour scheme, the search, "Skip to content"…). Tab and Shift+Tab there
//   now close the search as Material does and move the focus themselves, past the search or before it.
// - the search's result count ("9 matching documents") is a polite live region: a screen reader hears it as the
//   words are typed (nothing in the search dialog said anything).
(function () {
  "use strict";
  let observer = null;
  let mounts = null;
  function markScrolling(entries) {
    // Every size read first, then every write: a write between two reads would make the next read lay out again.
    const wide = entries.map(({ target }) => target)
      .filter((target) => target.scrollWidth > target.clientWidth + 1 && !target.hasAttribute("tabindex"));
    for (const target of wide) target.setAttribute("tabindex", "0");
  }
  function fix() {
    for (const nav of document.querySelectorAll(".md-code__nav:not([role])")) nav.setAttribute("role", "none");
  }
  function fixSearchCount() {
    const meta = document.querySelector(".md-search-result__meta");
    if (meta && !meta.hasAttribute("aria-live")) {
      meta.setAttribute("role", "status");
      meta.setAttribute("aria-live", "polite");
    }
  }
  function onPage() {
    fix();
    fixSearchCount();
    if (observer) observer.disconnect();
    if (mounts) mounts.disconnect();
    const blocks = document.querySelectorAll(".md-typeset pre > code");
    if (typeof ResizeObserver === "function") {
      observer = new ResizeObserver(markScrolling);
      for (const code of blocks) observer.observe(code);
    }
    if (typeof MutationObserver === "function") {
      mounts = new MutationObserver(fix);
      for (const code of blocks) mounts.observe(code.parentElement, { childList: true });
    }
  }
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(onPage);
  else document.addEventListener("DOMContentLoaded", onPage);

  const TABBABLE = "a[href], button, input, select, textarea, summary, [tabindex]";
  function tabOutOfSearch(event) {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const box = event.target;
    const search = box && box.matches && box.matches(".md-search__input") ? box.closest(".md-search") : null;
    if (!search) return;
    const before = (node) => search.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING;
    const stops = [...document.querySelectorAll(TABBABLE)].filter((node) => node.tabIndex >= 0 && !node.disabled
      && !search.contains(node) && !node.closest("[inert]") && node.getClientRects().length
      && getComputedStyle(node).visibility === "visible");
    // in Tab's order from the search on (a stop that cannot take the focus, such as a link in the closed drawer of
    // a phone's menu, is passed over as Tab passes it)
    const order = event.shiftKey ? stops.filter(before).reverse() : stops.filter((node) => !before(node));
    if (!order.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const toggle = document.getElementById("__search");
    if (toggle && toggle.checked) toggle.click(); // as Material closes it
    for (const node of order) {
      node.focus();
      if (document.activeElement === node) break;
    }
  }
  window.addEventListener("keydown", tabOutOfSearch, true);
})();
