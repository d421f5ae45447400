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
// - below 1,220 px the header's menu, and below 960 px its search, are buttons (hooks/a11y.py) that click their
//   toggle; the menu opened from the keyboard takes the focus to its first link, Escape closes it and gives the
//   focus back to the menu button, which says whether it is open; the search closed with Escape gives the focus
//   back to its button (it was left on the page's body).
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

  const shown = (node) => node && node.getClientRects().length > 0;
  const menuButton = () => document.querySelector('button.md-header__button[for="__drawer"]');
  const searchButton = () => document.querySelector('button.md-header__button[for="__search"]');
  // The header's menu and search buttons (labels in Material's markup, buttons from hooks/a11y.py) click their toggle
  function headerClick(event) {
    const button = event.target.closest && event.target.closest("button.md-header__button[for]");
    const toggle = button && document.getElementById(button.getAttribute("for"));
    if (!toggle) return;
    toggle.click();
    if (toggle.id === "__drawer" && toggle.checked && event.detail === 0) intoMenu(); // Enter or Space, not a tap
  }
  function headerKeys(event) {
    if (event.key !== "Escape" || event.altKey || event.ctrlKey || event.metaKey) return;
    const drawer = document.getElementById("__drawer");
    if (drawer && drawer.checked) {
      drawer.click();
      if (shown(menuButton())) menuButton().focus();
    } else if (document.getElementById("__search")?.checked) {
      // after Material's own Escape, which closes the search and takes the focus off its box
      setTimeout(() => {
        if (shown(searchButton()) && document.activeElement === document.body) searchButton().focus();
      });
    }
  }
  // The closed drawer is not drawn (css: content-visibility), and its links take the focus only once the stylesheet
  // draws it again, a few frames after it opens.
  function intoMenu(frames = 30) {
    const menu = document.querySelector(".md-sidebar--primary");
    const first = menu && [...menu.querySelectorAll(TABBABLE)].find((node) => node.tabIndex >= 0 && shown(node));
    if (!first || !document.getElementById("__drawer").checked) return;
    first.focus();
    if (document.activeElement !== first && frames > 0) requestAnimationFrame(() => intoMenu(frames - 1));
  }
  document.addEventListener("click", headerClick);
  window.addEventListener("keydown", headerKeys, true);
  // the menu button says whether the menu is open (a tap on the overlay, Escape and, without an event, Material at
  // a link followed close it too)
  function saysOpen() {
    const button = menuButton(), drawer = document.getElementById("__drawer");
    if (button && drawer) button.setAttribute("aria-expanded", String(drawer.checked));
  }
  document.addEventListener("change", (event) => { if (event.target.id === "__drawer") saysOpen(); });
  if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(saysOpen);
})();
