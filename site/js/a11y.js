// Accessibility fixes to markup Material's bundle makes at run time (the build fixes the rest: hooks/a11y.py):
// - each code block's button bar is a <nav> without a name, so a page with several code blocks has several
//   identical navigation landmarks; the bar is a plain group of buttons (the Copy button keeps its own name);
// - a code block whose lines are wider than the page scrolls sideways, so it must be reachable with Tab to scroll
//   with the keys. Material marks such blocks when it mounts them, but misses those that become wider later (a
//   live example's buttons, a section drawn only when scrolled to): a ResizeObserver, which reads sizes after the
//   browser's own layout and forces none, marks them whenever they change. (On a device without hover, a phone,
//   the stylesheet wraps code lines instead, but for >>> sessions and the command line's help, whose lines stay
//   whole; there Material takes the mark away as it mounts a block, and it is put back.) So are the how-it-works
//   drawings that scroll in their figure on a phone.
// Material mounts a code block, and adds its button bar, when it is first scrolled to (the `content.lazy`
// feature, which spares the page's set-up a layout of every section): a MutationObserver fixes the bars added,
// and Tab onto a block not mounted yet waits for its Copy button (Tab's move came first and passed over it).
// - Tab in the search box: Material closes the search and takes the focus off the box, and WebKit (Safari's
//   engine) then starts Tab's move from the top of the page, so a keyboard user went round the header forever
//   ("Skip to content", the logo, the colour scheme, the search, "Skip to content"…). Tab and Shift+Tab there
//   now close the search as Material does and move the focus themselves, past the search or before it.
// - the search's result count ("9 matching documents") is a polite live region: a screen reader hears it as the
//   words are typed (nothing in the search dialog said anything).
// - below 1,220 px the header's menu, and below 960 px its search, are buttons (hooks/a11y.py) that click their
//   toggle; the menu opened from the keyboard takes the focus into the panel it shows, and only that panel takes
//   it while the menu is open (below); Escape closes it and gives the focus back to the menu button, which says
//   whether it is open; Tab and Shift+Tab go round that panel (out of its last stop to its first, and back), as
//   in a modal menu; the search closed with Escape gives the focus back to what had it before, or to its
//   button (it was left on the page's body).
// - a text field reached with Tab or Shift+Tab is brought out from under the sticky header (below).
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
  const WHOLE_LINES = ".language-pycon pre > code, .pz-keep-lines pre > code";
  function keepMarked(records) {
    markScrolling(records.filter((record) => record.target.matches(WHOLE_LINES)));
  }
  function fixSearchCount() {
    const meta = document.querySelector(".md-search-result__meta");
    if (meta && !meta.hasAttribute("aria-live")) {
      meta.setAttribute("role", "status");
      meta.setAttribute("aria-live", "polite");
    }
  }
  // the code blocks Material mounts (all the content's, as the page is set up) that it has not mounted yet
  let unmounted = [];
  const mounted = (code) => !!code.parentElement.querySelector(":scope > .md-code__nav");
  function onPage() {
    fix();
    fixSearchCount();
    if (observer) observer.disconnect();
    if (mounts) mounts.disconnect();
    unmounted = [...document.querySelectorAll('[data-md-component="content"] pre:not(.mermaid) > code')]
      .filter((code) => !code.closest(".no-copy") && !mounted(code));
    const blocks = document.querySelectorAll(".md-typeset pre > code");
    if (typeof ResizeObserver === "function") {
      observer = new ResizeObserver(markScrolling);
      for (const code of blocks) observer.observe(code);
      // the how-it-works drawings, which scroll sideways on a phone (css/puzzlers.css), are marked too
      for (const figure of document.querySelectorAll(".pz-wide-figure")) observer.observe(figure);
    }
    if (typeof MutationObserver === "function") {
      mounts = new MutationObserver((records) => { fix(); keepMarked(records); });
      for (const code of blocks) mounts.observe(code.parentElement, { childList: true });
      for (const code of document.querySelectorAll(WHOLE_LINES)) {
        mounts.observe(code, { attributes: true, attributeFilter: ["tabindex"] });
      }
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
      && getComputedStyle(node).visibility === "visible"
      // of a group of radio buttons, the one checked (the light/dark switch's: Shift+Tab came to the other one)
      && !(node.type === "radio" && !node.checked && node.form && [...node.form.elements]
        .some((other) => other.type === "radio" && other.name === node.name && other.checked)));
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

  // Tab onto a code block below the screen passed over its Copy button: Material adds the button only once the
  // block is scrolled to (content.lazy), and Tab's move, which scrolls the block into view, came first. When Tab's
  // next stop would be such a block (no stop in between), the block is scrolled into view, and the focus moved
  // once Material has mounted it (a frame or two later), to its first stop: the button.
  const STOPS = `${TABBABLE}, [contenteditable], iframe`;
  const follows = (node, next) => node.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING;
  // a Tab stop now (also the open menu's, below)
  const stop = (node) => node.tabIndex >= 0 && !node.disabled && !node.closest("[inert]") && shown(node);
  let landing = 0;
  function tabIntoCode(event) {
    if (event.key !== "Tab" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    unmounted = unmounted.filter((code) => code.isConnected && !mounted(code));
    const from = document.activeElement;
    // (not from a text field or an editor, where Tab may indent; not from the open menu: the page is inert then)
    if (event.defaultPrevented || !unmounted.length || !from || from === document.body || from.isContentEditable
        || from instanceof HTMLTextAreaElement) return;
    const code = unmounted.find((next) => follows(from, next.parentElement) && !next.closest("[inert]")
      && shown(next.parentElement));
    if (!code) return;
    const block = code.parentElement;
    // (only the stops between the two are measured)
    const between = [...document.querySelectorAll(STOPS)]
      .some((node) => follows(from, node) && follows(node, block) && stop(node));
    if (between) return;
    event.preventDefault();
    block.scrollIntoView({ block: "nearest" });
    const mine = ++landing;
    const land = (frames) => {
      if (mine !== landing || document.activeElement !== from) return; // another key, or a click, came first
      if (!mounted(code) && frames > 0) {
        requestAnimationFrame(() => land(frames - 1));
        return;
      }
      // the button, or (Material never mounted it: no clipboard, say) the next stop as Tab would have found it; a
      // block still without a button is not waited for again
      if (!mounted(code)) unmounted = unmounted.filter((other) => other !== code);
      const next = [...document.querySelectorAll(STOPS)].find((node) => follows(from, node) && stop(node));
      if (next) next.focus();
    };
    land(30);
  }
  window.addEventListener("keydown", tabIntoCode, true);

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
  // what had the focus when the search took it (its button, or any control where "/" or "s" opened it)
  let beforeSearch = null;
  document.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    // (from a result back to the box, arrow keys: what had the focus before the search is kept)
    if (event.target.matches && event.target.matches(".md-search__input")
        && !(from instanceof Element && from.closest(".md-search"))) {
      beforeSearch = from instanceof Element ? from : null;
    }
  });
  function headerKeys(event) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === " " && event.target instanceof HTMLLabelElement && event.target.closest(".md-sidebar--primary")) {
      event.preventDefault(); // not the page's scroll; Material clicks it at Enter
      event.target.click();
      return;
    }
    if (event.key !== "Escape") return;
    const drawer = document.getElementById("__drawer");
    if (drawer && drawer.checked) {
      event.preventDefault(); // this Escape was the menu's (not a widget's Cancel: js/kit.js)
      drawer.click();
      if (shown(menuButton())) menuButton().focus();
    } else if (document.getElementById("__search")?.checked) {
      // after Material's own Escape, which closes the search and takes the focus off its box
      setTimeout(() => {
        // (Escape on a result: the result, hidden, may still have the focus then)
        const now = document.activeElement;
        if (now && now !== document.body && !now.closest(".md-search")) return;
        const back = [beforeSearch, searchButton()].find((node) => node && node.isConnected && shown(node));
        if (back) back.focus();
      });
    }
  }
  // The closed drawer is not drawn (css: content-visibility), and its links take the focus only once the stylesheet
  // draws it again, a few frames after it opens.
  function intoMenu(frames = 30) {
    const panel = shownPanel();
    const first = panel && [...panel.querySelectorAll(TABBABLE)]
      .find((node) => node.tabIndex >= 0 && !node.closest("[inert]") && shown(node));
    if (!first || !document.getElementById("__drawer").checked) return;
    first.focus({ preventScroll: true }); // (it slides in: a scroll to it would leave the drawer scrolled sideways)
    if (document.activeElement !== first && frames > 0) requestAnimationFrame(() => intoMenu(frames - 1));
  }

  // The open menu, below 1,220 px, covers the page, and shows one panel of its tree at a time (the section of the
  // page, "License plates", over the whole tree): Material only slides and fades the others, so Tab went through
  // the links under the shown panel and the page under the overlay, unseen, and a link focused in a hidden panel
  // scrolled the drawer sideways, blank, for good. While it is open all but the shown panel is inert (the menu
  // button too: the drawer covers it; Escape closes it); the panel's sections take the focus and Space (Material
  // clicks a focused label at Enter), and opening or leaving one from the keyboard takes the focus to the panel
  // now shown.
  const NARROW = matchMedia("(max-width: 76.234375em)");
  const subPanel = (toggle) => toggle.parentElement.querySelector(":scope > nav.md-nav");
  function shownPanel() {
    let panel = document.querySelector(".md-sidebar--primary .md-nav--primary");
    for (let toggle = panel; toggle; ) {
      toggle = [...panel.querySelectorAll(":scope > .md-nav__list > .md-nav__item > .md-nav__toggle")]
        .find((t) => t.checked && subPanel(t));
      if (toggle) panel = subPanel(toggle);
    }
    return panel;
  }
  function keepToMenu() {
    for (const node of document.querySelectorAll("[data-pz-inert]")) {
      node.inert = false;
      node.removeAttribute("data-pz-inert");
    }
    for (const label of document.querySelectorAll("label[data-pz-tab]")) {
      label.setAttribute("tabindex", label.dataset.pzTab);
      label.removeAttribute("data-pz-tab");
    }
    const drawer = document.getElementById("__drawer");
    const panel = drawer && drawer.checked && NARROW.matches && shownPanel();
    if (!panel) return;
    // (the menu button too: the open drawer covers it)
    const kept = new Set([panel]);
    for (let up = panel.parentElement; up && up !== document.documentElement; up = up.parentElement) kept.add(up);
    const inert = (node) => { node.inert = true; node.setAttribute("data-pz-inert", ""); };
    for (const up of kept) {
      if (up === panel) continue;
      for (const child of up.children) {
        if (!kept.has(child) && !child.matches("script, style, input, label.md-overlay")) inert(child);
      }
    }
    for (const toggle of panel.querySelectorAll(".md-nav__toggle:not(:checked)")) {
      if (subPanel(toggle)) inert(subPanel(toggle)); // a closed section's panel
    }
    for (const label of panel.querySelectorAll("label.md-nav__link[for], label.md-nav__title[for]")) {
      if (label.getAttribute("for") === "__drawer" || label.tabIndex >= 0 || label.closest("[inert]")) continue;
      label.dataset.pzTab = label.getAttribute("tabindex") ?? "";
      label.setAttribute("tabindex", "0");
    }
  }
  function sectionToggled(toggle) {
    const drawer = document.getElementById("__drawer");
    const from = document.activeElement;
    keepToMenu();
    if (!drawer.checked || !from || !from.closest(".md-sidebar--primary")) return; // not from the menu's keys
    const opener = document.querySelector(`.md-sidebar--primary label.md-nav__link[for="${toggle.id}"]`);
    if (toggle.checked) intoMenu();
    else if (opener) opener.focus({ preventScroll: true });
  }
  // Tab past the open menu's last stop went out of the page (all else is inert): the focus goes round the shown
  // panel, last to first and, with Shift+Tab, first to last, as in a modal menu.
  function roundMenu(event) {
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const drawer = document.getElementById("__drawer");
    const panel = drawer && drawer.checked && NARROW.matches && shownPanel();
    const from = document.activeElement;
    if (!panel || !from || !panel.contains(from)) return;
    const stops = [...panel.querySelectorAll(TABBABLE)].filter(stop);
    const to = event.shiftKey ? from === stops[0] && stops.at(-1) : from === stops.at(-1) && stops[0];
    if (!to) return;
    event.preventDefault();
    to.focus();
    const wrap = document.querySelector(".md-sidebar--primary .md-sidebar__scrollwrap");
    if (wrap) wrap.scrollLeft = 0; // a focus's scroll must not leave the drawer scrolled sideways, blank
  }
  document.addEventListener("click", headerClick);
  window.addEventListener("keydown", headerKeys, true);
  window.addEventListener("keydown", roundMenu, true);
  // the menu button says whether the menu is open (a tap on the overlay, Escape, Back and Material at a link
  // followed close it too)
  function saysOpen() {
    const button = menuButton(), drawer = document.getElementById("__drawer");
    if (button && drawer) button.setAttribute("aria-expanded", String(drawer.checked));
  }
  // The search's box, closed, is no Tab stop below 960 px, where it is hidden (focusing it opened the search, right
  // after the Search button, which opens it too); "/" and the button still open it and focus the box. (Its
  // results' box, closed: css.)
  const SEARCH_SHOWN = matchMedia("(min-width: 60em)");
  function searchStops() {
    const box = document.querySelector(".md-search__input");
    if (!box) return;
    if (document.getElementById("__search")?.checked || SEARCH_SHOWN.matches) box.removeAttribute("tabindex");
    else box.setAttribute("tabindex", "-1");
  }
  SEARCH_SHOWN.addEventListener("change", searchStops);
  searchStops();
  document.addEventListener("change", (event) => {
    if (event.target.id === "__search") searchStops();
    if (event.target.id === "__drawer") {
      saysOpen();
      keepToMenu();
      const wrap = document.querySelector(".md-sidebar--primary .md-sidebar__scrollwrap");
      if (wrap) wrap.scrollLeft = 0;
    } else if (event.target.matches(".md-sidebar--primary .md-nav__toggle")) sectionToggled(event.target);
  });
  NARROW.addEventListener("change", keepToMenu);

  // A text field reached with Tab or Shift+Tab is brought out from under the sticky header, once, as the focus comes:
  // the browser, which sees it in the window, leaves it there (Shift+Tab onto the plate box left 48 px of its 69,
  // its digits, hidden). It goes where the stylesheet's scroll-margin-top (5.6rem) puts the other controls, clear
  // of the header and of "Back to top" under it, which the scroll up shows. That margin is not for text fields: the
  // browser applies it again at every key typed there, which fought Puzzlers.reveal. Measured a frame later, after
  // the browser's own scroll.
  let tabbed = false;
  document.addEventListener("keydown", (event) => { tabbed = event.key === "Tab"; }, true);
  document.addEventListener("pointerdown", () => { tabbed = false; }, true);
  document.addEventListener("focusin", (event) => {
    const field = event.target;
    if (!tabbed || !(field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement
        && !["checkbox", "radio", "button", "submit", "reset", "range", "color", "file"].includes(field.type)))
        || field.closest(".md-header, .md-sidebar")) return; // (the search's box is in the header)
    requestAnimationFrame(() => {
      const header = document.querySelector(".md-header");
      if (!header || document.activeElement !== field) return;
      const top = field.getBoundingClientRect().top;
      const clear = Math.max(header.getBoundingClientRect().bottom,
                             5.6 * parseFloat(getComputedStyle(document.documentElement).fontSize));
      if (top < clear) window.scrollBy({ top: top - clear, behavior: "instant" });
    });
  });
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(() => { saysOpen(); keepToMenu(); });
  }
})();
