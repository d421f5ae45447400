// The widgets' small shared toolkit, added to window.Puzzlers after js/runtime.js:
//   mount(hostId, setup, {played})  set a widget up once per page view (and again when Back or Forward brings
//                             another state of the same page), tearing the previous one down; played: false for
//                             a widget that is no puzzle to play (lists, code)
//   popstate()                Back or Forward to another state of the page shown: its widgets set up again (true)
//   spoken(equation)          an equation in the words a screen reader is to say ("3 times 4=12")
//   inWords(node)             a node holding equations, shown as it is and said as spoken says it (the nodes to
//                             append in its place)
//   setUpAgain(which)         the page's widgets (`which(host)`) set up again from the address (Try again after a
//                             failed start)
//   setDisabled(button, on, next)  disable a button; its keyboard focus, if it had it, goes to `next`
//   undoReset(undo, reset, g, share)  a guessing game's Undo and Reset, usable when there is something to undo or
//                             to clear; the keyboard's focus goes from one to the next, then to the share button
//   busy(run, cancel, on)     a Run button and its Cancel while work runs, the focus going from one to the other
//   holdTaps(cancel)          a Cancel just shown in its Run button's place: a tap in its first 0.7 s (a double
//                             tap's second) is no Cancel
//   shareButton({url, id, anchor, keys}) "Share" (the system share sheet on a phone, the link said with its
//                             widget's answer line) or "Copy share link"
//   openAt(id)                a link without its #section (copied from the address bar): open at the section
//   holdPlace(id)             a place of the page gone to (overrides/main.html): held there while the page settles
//   rowLength(name, tiles, typed)  a guessing board's word on its row's length (full, or entered short)
//   announce(text)            say `text` to a screen reader (a polite live region of the page), not shown
//   working(line, word)       `word` ("Solving…") in an answer line (a live region) while its answer is worked out:
//                             shown, not said (the answer that follows is)
//   settledAnnouncer(stands, {again})  say(text): say an answer that changes at every key or tap once it has stood
//                             0.7 s (its equations' signs in words: spoken); again: false, not the same twice running
//   plural(n, one, many)      "1 solution", "3 solutions"
//   listed(items, last)       "A", "A and B", "A, B and C" (last: "or" for "A, B or C")
//   firstFew(items, sep)      the first three joined by `sep`, "and 12 more"
//   count(n)                  "1,234": a whole number with thousands separators
//   typedWhole(text)          a whole number typed in a field ("+1 000", "1,000"), its separators and + gone
//   colourCounts(feedback, colours)  "3 green, 2 purple, 3 black": a guess's colours in words
//   reveal(node, {focus, until, keep})  after an action, scroll what changed into view (above a phone's keyboard),
//                             with what follows it down to `until` as far as the screen holds it, and `keep` (what
//                             the answer is about, above it) not pushed off the top
//   fitTogether(first, last)  whether the two (the second below the first) fit on the screen together
//   linkUntouched()           whether the page was reached by a link (not by Back, Forward or a reload) and the
//                             reader has not scrolled, tapped or typed since, nor a widget scrolled (`moved`)
//   focusField(field, from)   a message about a field, come later: a keyboard's focus goes there if still at from
//   keyboardAway(answer)      Enter in a text field on a touch screen: the focus goes to the answer, and the
//                             on-screen keyboard, which hid it, goes
//   scrollBox(box), toTop(box)  a box of results that scrolls: back to its top for new results, only if scrolled
//   latest(work)              an answer worked out again as its question changes: later(ms), now(), settled()
//   refusal(runner, module, args, guess)  why Python's check of a guess refuses it ("" when it may be played)
//   examples(host, apply, answer)  the page's example links (a.pz-example): a tap loads the example in place;
//                             the focus goes to the box that held them, or to `answer`
//   radioKeys(group)          a group of role="radio" chips as one Tab stop, the arrow keys choosing among them
//   tileStops(container, groups)  a guessing board's tiles as one Tab stop per board, the arrows going from tile
//                             to tile; refresh(fresh) after each redraw
//   keepsKey(target, key)     whether the focused element keeps a key press for itself (not a typing board's)
//   byKeys()                  whether the last key press came after the last tap or click (help speaks of keys)
//   linkReader(values)        get(key): a share link's value as ASCII text ("" when absent)
//   linkFlag(get, key, notes, absent)  a share link's on/off value (1 or 0), anything else noted
//   linkMessage(notes), quoted(value), shortened(text, max)  what a share link held that could not be read
//   linkCut()                 the notes for a link cut short in its last setting ("…&par"): none or one
//   markField(field, id)      a field marked wrong and tied to the message that says why; no id: unmarked
//   asciiForms(text)          full-width forms, other scripts' digits, dashes as ASCII; invisible marks gone
//   roomy()                   whether a widget's option folds start open: a wide screen with a mouse
(function () {
  "use strict";
  const P = window.Puzzlers;

  /** Whether some of `node` is within the window's height (a hidden node is not). */
  function onScreen(node) {
    const box = node.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  }

  /**
   * Run `setup(host)` for the element #hostId of each page view (first load and every instant navigation) that
   * has one; the same host as last time is left alone. setup returns its teardown (or nothing), called when the
   * page changes.
   */
  function mount(hostId, setup, { played = true } = {}) {
    // current: {host, teardown}; pristine: the host as built; played: a puzzle to play (not a page of lists or
    // code, where "Back to top" serves)
    const widget = { setup, current: null, pristine: null, played };
    mounted.push(widget);
    P.onPage(() => {
      shownPath = location.pathname;
      P.share.shown = location.search;
      const host = document.getElementById(hostId);
      if (widget.current && widget.current.host === host) return;
      end(widget);
      widget.pristine = host ? host.cloneNode(true) : null; // the markup as built, for a set-up again
      widget.current = host ? { host, teardown: setup(host) } : null;
      // A page with a widget to play: on a touch screen Material's "Back to top", which shows over the top of the
      // window while the page scrolls up (a widget revealing its answer, say), would take taps meant for it
      document.body.classList.toggle("pz-play", mounted.some((w) => w.current && w.played));
    });
  }
  const mounted = [];
  let shownPath = null;
  function end(widget) {
    if (widget.current && typeof widget.current.teardown === "function") widget.current.teardown();
    widget.current = null;
  }

  // A link to a heading (#bi-nerdle-and-quad-nerdle) can land under the header: the widgets above it, set up after
  // the browser has scrolled to it, change the height of sections it had only estimated (content-visibility), and
  // the heading moves. While the page settles (its first 15 s), each change of its height puts the heading back in
  // its place, until the reader scrolls, taps, clicks or types, or a widget scrolls to show an answer (reveal). So on
  // the first load, and after each instant navigation that Material scrolled to the heading of (a link followed, not
  // Back or Forward, which restore the position they kept: Material's own mark of those, history.state, is set
  // 100 ms after any scroll, and the new page may come later). The target is looked up at each change: a widget
  // that draws itself replaces the element the page was built with (#rx-title).
  let moved = false;
  // Whether the page shown was reached by a link (or typed), not by Back, Forward or a reload, where the browser or
  // Material puts the page back where the reader left it: a widget then leaves the page where it is
  // (linkUntouched()). The page as loaded: its navigation's type; after an instant navigation: whether a click began
  // it (below); Back and Forward within the page (popstate) are not.
  const loadedAs = performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
  let byLink = !loadedAs || loadedAs.type === "navigate";
  // aim: where the smooth scroll a reveal started ends (see reveal); the reader's own scroll, tap or click ends it
  let aim = null;
  for (const type of ["wheel", "touchstart", "keydown", "mousedown"]) {
    window.addEventListener(type, () => {
      moved = true;
      if (type !== "keydown") aim = null;
    }, { passive: true, capture: true });
  }
  let watcher = null;
  /** The id the address's #fragment names ("" for none, or a malformed one). */
  function fragmentId() {
    try { return decodeURIComponent(location.hash.slice(1)); } catch { return ""; }
  }
  /** Hold the element `id` (by default the address's #id) in its place while the page settles. */
  function settle(id = null) {
    if (watcher) watcher.disconnect();
    watcher = null;
    const hash = location.hash;
    if (id === null) id = fragmentId();
    if (!id || !document.getElementById(id) || !window.ResizeObserver) return;
    const place = () => {
      const target = document.getElementById(id);
      if (moved || !target || location.hash !== hash) return own.disconnect();
      if (document.body.hasAttribute("data-md-scrolllock")) return undefined; // the page cannot scroll (below)
      const top = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      if (Math.abs(target.getBoundingClientRect().top - top) > 2) target.scrollIntoView();
      return undefined;
    };
    const later = () => requestAnimationFrame(place);
    const resized = new ResizeObserver(later);
    // A search result tapped on a phone: Material swaps its page in while the search is still open, then closes it.
    // Its scroll lock (body[data-md-scrolllock], position: fixed), on once the search has been open 0.4 s, makes
    // its jump to the heading do nothing, and lifting the lock puts back the place the search was opened at (the
    // top: a heading left 2680 px down); this callback runs after that, in the same task. And while the search
    // and the header slide back (their transitions), what they push past the screen's right edge stretches the
    // window's layout viewport (1262 x 2732 px on a 390 x 844 phone), with no resize event: a jump to the heading
    // made then stopped 1900 px short. So the place is taken again when the lock comes off and as each transition
    // ends (the reader's own scroll has ended the hold by then).
    const unlocked = new MutationObserver(place);
    window.addEventListener("transitionend", later, { passive: true });
    const own = {
      disconnect() {
        resized.disconnect();
        unlocked.disconnect();
        window.removeEventListener("transitionend", later, { passive: true });
      },
    };
    watcher = own;
    resized.observe(document.body);
    unlocked.observe(document.body, { attributes: true, attributeFilter: ["data-md-scrolllock"] });
    setTimeout(() => own.disconnect(), 15000);
  }
  settle();
  /** A link to a widget's state that lost its `#id` (copied from the address bar, or cut short): the page goes to
   *  the section as the link naming it would, and is held there while it settles. */
  function openAt(id) {
    const target = document.getElementById(id);
    if (location.hash || !target) return;
    // The address is left as it is: with its hash, a reload would come back here once another game is played.
    target.scrollIntoView(); // under the header: its scroll-margin-top (css/puzzlers.css), as :target's would be
    settle(id);
  }
  // The query of the page view as it came (Material made the page's links absolute with it: overrides/main.html
  // tells a link to a place of this page by it, once a widget has written another state into the address)
  P.onPage(() => { P.pageSearch = location.search; });
  /** A place of the page just gone to by a link in the page (overrides/main.html): held there while the sections
   *  above it, drawn only now (content-visibility), take their height (one grew by 351 px, and the heading the
   *  table of contents led to went 283 px above the window). */
  function holdPlace(id) {
    moved = false; // (the click that followed the link came before)
    settle(id);
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    let followed = false; // the last navigation began with a click (a link followed), not Back or Forward
    window.addEventListener("click", () => { followed = true; }, { passive: true, capture: true });
    // Not the popstate Material itself causes: once it has swapped the new page in, and before it announces it, it
    // goes to the link's #fragment by clicking a link to it, and Chromium fires popstate for that. Every link to
    // another page's heading counted as Back then, and was not held (a search result's, on a phone, stayed 1900 px
    // down). That page's content is not the one last announced (a Back's is: it comes before the swap).
    let announced = null;
    window.addEventListener("popstate", () => {
      if (document.querySelector(".md-content") === announced) followed = false;
    });
    let first = true; // the page as loaded, settled above
    window.document$.subscribe(() => {
      announced = document.querySelector(".md-content");
      if (first) { first = false; return; }
      moved = false; // the click or key that followed the link came before
      byLink = followed;
      if (followed) settle();
      else if (watcher) watcher.disconnect();
    });
  }

  // Back and Forward between two addresses of one page (a share state, then another typed over a link's):
  // Material swaps the page only when the path changes, so the widgets would go on showing the other state.
  // Each one is set up again, on its markup as built, from the address it now has. Returns whether it did.
  // overrides/main.html (every page's head) calls it, in a listener made before Material's, and then Material is not
  // told: the first Back of a page opened from a link (a puzzle of a set played, then Back) fetched the page again
  // and swapped it in (Material's path is new to it then), setting the widgets up a second time.
  // Nor is it told of Back or Forward between two places of the page with the same state (their fragments alone
  // differ; overrides/main.html): the page goes back to where it was there, which Material keeps in the entry's
  // state ({x, y}; it turns the browser's own scroll restoration off), or else to the place the fragment names.
  function popstate() {
    if (location.pathname !== shownPath) return false;
    if (location.search === P.share.shown) {
      const kept = history.state;
      if (kept && typeof kept.y === "number") window.scrollTo(kept.x || 0, kept.y);
      else {
        const target = fragmentId() && document.getElementById(fragmentId());
        if (target) {
          target.scrollIntoView();
          holdPlace(target.id);
        } else if (!location.hash) window.scrollTo(0, 0);
      }
      return true;
    }
    P.share.shown = location.search;
    byLink = false;
    setUpAgain();
    return true;
  }

  /** Every widget of the page (those whose host `which` picks) set up again, on its markup as built, from the
   *  page's address (Back or Forward; Try again after Python could not start, which their requests start again). */
  function setUpAgain(which = () => true) {
    for (const widget of mounted) {
      const old = widget.current && widget.current.host;
      if (!old || !old.isConnected || !which(old)) continue;
      // The keyboard's focus, in the widget set up again, goes back to the control it was on (Deal, pressed
      // twice then Back: it fell to the page's start)
      // (an element with no id, a board's stick: its nearest focusable ancestor with one, the board, which gives
      // it to its tab stop once drawn)
      const active = old.contains(document.activeElement) ? document.activeElement : null;
      const focused = active && (active.id || active.closest("[id][tabindex]")?.id);
      end(widget);
      const host = widget.pristine.cloneNode(true);
      old.replaceWith(host);
      widget.current = { host, teardown: widget.setup(host) };
      const again = focused && document.getElementById(focused);
      if (again && host.contains(again)) again.focus({ preventScroll: true });
      else if (active && active.matches(".pz-retry")) { // Try again: to the widget (its parts are inert until set up)
        if (!host.hasAttribute("tabindex")) host.tabIndex = -1;
        host.focus({ preventScroll: true });
      }
    }
  }

  // Safari's back/forward cache empties every field marked autocomplete="off" when it brings a page back (the HTML
  // standard resets such fields then), while the widgets go on showing the answer to what was typed: the mark is
  // taken off while the page is kept hidden, and put back when it shows again.
  window.addEventListener("pagehide", (event) => {
    if (!event.persisted) return;
    for (const field of document.querySelectorAll('input[autocomplete="off"], textarea[autocomplete="off"]')) {
      field.dataset.pzAutocomplete = "off";
      field.removeAttribute("autocomplete");
    }
  });
  window.addEventListener("pageshow", () => {
    for (const field of document.querySelectorAll("[data-pz-autocomplete]")) {
      field.setAttribute("autocomplete", "off");
      delete field.dataset.pzAutocomplete;
    }
  });

  /**
   * Set `button.disabled`. A button disabled while it has the keyboard focus would drop it to the page's start:
   * the focus goes to `next` first (an element, or a function giving one).
   */
  function setDisabled(button, disabled, next) {
    if (disabled && !button.disabled && document.activeElement === button) {
      const to = typeof next === "function" ? next() : next;
      if (to) to.focus();
    }
    button.disabled = disabled;
  }

  /** A game's Undo (something played) and Reset (something played or typed); `share`: the share button, or a
   *  function that finds it. */
  function undoReset(undo, reset, g, share) {
    const resetOff = g.turns.length === 0 && g.typed.length === 0;
    setDisabled(undo, g.turns.length === 0, resetOff ? share : reset);
    setDisabled(reset, resetOff, share);
  }

  /**
   * While work runs, Cancel shows and Run is disabled; after it, the other way round. A keyboard user's focus goes
   * from the one to the other (on a button that is disabled or hidden it would drop to the page's start).
   */
  // A box of answers of fixed height keeps a finger's scroll to itself (overscroll-behavior: contain, from the
  // class) only while it holds more than it shows, decided as the finger comes down: a long list scrolled to its
  // end does not carry the page on (the field above would leave the screen), but a swipe that began on a box with
  // nothing to scroll, a third of a phone's screen, scrolls the page (contain, always on, kept it).
  document.addEventListener("touchstart", (event) => {
    const box = event.target instanceof Element ? event.target.closest(".pl-results, .tl-more, .eqlist-results") : null;
    if (box) box.classList.toggle("pz-contain", box.scrollHeight > box.clientHeight + 1);
  }, { capture: true, passive: true });

  // Printed, Material opens every fold of the text (and closes them again after): a widget's Options, which its
  // reader had left closed, printed open. Its folds print as they are on the screen: those closed now are marked
  // before Material's handler runs (a capture listener on the window runs first), and css/puzzlers.css hides them.
  window.addEventListener("beforeprint", () => {
    for (const fold of document.querySelectorAll("details.pz-fold")) {
      fold.toggleAttribute("data-print-closed", !fold.open);
    }
  }, { capture: true });
  window.addEventListener("afterprint", () => {
    for (const fold of document.querySelectorAll("[data-print-closed]")) fold.removeAttribute("data-print-closed");
  });

  // The second tap of a double tap on Run (or the lists' Show) landed on the Cancel shown in its place and cancelled
  // what the first tap had started (the lists page's rows gone, "Cancelled."). A tap in its first 0.7 s is dropped
  // (a phone's browser may hold a tap's click 0.3 s, to tell a double tap); a click of a mouse, or a key, cancels
  // at once.
  const heldSince = new WeakMap();
  function holdTaps(cancel) { heldSince.set(cancel, performance.now()); }
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || event.pointerType !== "touch" || !heldSince.has(button)) return;
    if (performance.now() - heldSince.get(button) < 700) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  }, true);

  function busy(run, cancel, on) {
    if (on) {
      cancel.hidden = false;
      holdTaps(cancel);
      setDisabled(run, true, cancel);
    } else {
      run.disabled = false;
      const had = document.activeElement === cancel;
      cancel.hidden = true; // first: where the two share a place, Run shows (and takes the focus) once Cancel goes
      if (had) run.focus();
    }
  }

  // Escape stops the work a widget is doing, as its Cancel does, with the focus anywhere in the widget (a Nerdle
  // tile, a field, an example's buttons), or on nothing while that Cancel is on the screen. Left to what handles
  // Escape itself first: the search, the menu, a matchstick held, the code editor.
  const CANCELS = ".pz-cancel, .pz-stop, [data-action=cancel]";
  const WIDGET = "[data-search-exclude], .pz-example-bar";
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (document.getElementById("__search")?.checked) return; // (the menu's Escape is js/a11y.js's, before)
    const active = document.activeElement;
    const nowhere = !active || active === document.body;
    const roots = nowhere ? [...document.querySelectorAll(WIDGET)] : [active.closest(WIDGET)].filter(Boolean);
    for (const root of roots) {
      const cancel = [...root.querySelectorAll(CANCELS)].find((button) => !button.hidden && !button.disabled
        && button.getClientRects().length && (!nowhere || onScreen(button)));
      if (cancel) {
        event.preventDefault();
        cancel.click();
        return;
      }
    }
  });

  /** The system share sheet is for phones: Web Share API and a coarse pointer. */
  function canShareSheet() {
    return typeof navigator.share === "function" && !!window.matchMedia
      && window.matchMedia("(pointer: coarse)").matches;
  }

  /** Say `text` through the page's one hidden polite live region (a button's new label, "Link copied", is not
   *  announced by screen readers while the button has the focus). The same text twice is said twice. */
  let announcer = null;
  function announcerOf() {
    if (!announcer || !announcer.isConnected) {
      announcer = P.el("p", { class: "pz-sr", role: "status", "aria-live": "polite", id: "pz-announce" });
      (document.querySelector("main") || document.body).append(announcer); // in a landmark, as all content
    }
    return announcer;
  }
  // Made with each page view, not at its first use: screen readers often miss what a region just added says.
  P.onPage(announcerOf);
  function announce(text) {
    const region = announcerOf();
    region.textContent = "";
    setTimeout(() => { region.textContent = text; }, 50);
  }

  /**
   * An answer line (a polite live region) while its answer is worked out: `word` ("Solving…") shown at once in its
   * place, the line keeping its height, but hidden from a screen reader, which heard it before every answer, a quick
   * one too ("Solving…", then the answer). The region holds no text meanwhile, so the answer that follows is said,
   * the same answer again too (the region changed from nothing to it). Work that lasts is said once, after a
   * second, by the runner's `slow` (runtime.js run()). Any text written to the line then replaces the word.
   */
  function working(line, word) {
    line.replaceChildren(P.el("span", { "aria-hidden": "true", dataset: { pzWorking: "" } }, word));
  }

  // A fold's title wraps while it is closed (css/puzzlers.css). Opened by a tap, it keeps its lines and its height
  // until it closes again: one line at once, what the fold holds came up under the finger that had tapped the
  // title's lower lines (122 px closed, 44 px open: the matchsticks' options with all seven on).
  document.addEventListener("click", (event) => {
    const summary = event.target.closest && event.target.closest("details.pz-fold > summary");
    if (!summary) return;
    const opening = !summary.parentElement.open;
    summary.toggleAttribute("data-pz-held", opening);
    summary.style.minHeight = opening ? `${summary.getBoundingClientRect().height}px` : "";
  }, true);

  /**
   * An answer that changes at every key typed or tile tapped is said once it has stood for 0.7 s, not each
   * answer to a half-typed plate or half-set colours: say(text) starts the wait again ("" only stops it), cancel()
   * drops what waits. stands(text): whether it is still to be said then (the widget alive, the text still shown).
   * `again: false`: a text the same as the last one said is not said again (the same long "No answer fits these
   * colours yet. …" was heard word for word at each tap on a tile while it held).
   */
  function settledAnnouncer(stands = () => true, { again = true } = {}) {
    let timer = null, last = null;
    const cancel = () => clearTimeout(timer);
    function say(text) {
      cancel();
      // (its equations in words: "8 divided by 2", where a screen reader said "8 slash 2", and "star" for "*")
      if (text) {
        timer = setTimeout(() => {
          if (!stands(text) || (!again && text === last)) return;
          last = text;
          announce(spoken(text));
        }, 700);
      }
    }
    return { say, cancel };
  }

  /** What the share sheet says with a link: the first sentence of the answer line of the widget `button` belongs
   *  to ("1234: 2 solutions", "4 answers possible."; not the page's own words after it, "Best next guess: … (searched
   *  now)"), as shown (messaging apps drop the title, and a bare link said nothing). */
  function summaryOf(button) {
    let node = button.parentElement;
    while (node && node !== document.body && !node.querySelector(".pz-summary")) node = node.parentElement;
    const summary = node && node !== document.body ? node.querySelector(".pz-summary") : null;
    // (an answer being replaced is hidden under the work's line: not shared)
    const shown = (node) => (node.checkVisibility ? node.checkVisibility({ visibilityProperty: true })
      : node.getClientRects().length > 0);
    if (!summary || !shown(summary)) return "";
    const copy = summary.cloneNode(true); // as shown: without the words for screen readers alone (inWords)
    // (and without a working word: "Looking…" was shared while Python started)
    copy.querySelectorAll(".pz-sr, [data-pz-working]").forEach((node) => node.remove());
    return copy.textContent.replace(/\s+/g, " ").trim().replace(/([.!?]) .*$/, "$1");
  }

  /** The share button: the system share sheet on a phone, else a copy of the link (a prompt when copying fails).
   *  Where several widgets share a page and its address: `anchor`, the id of the widget's section, which the link
   *  opens at ("": the page's top); `keys`, the keys of the address's query that are the widget's own (a key or
   *  not), the only ones its link holds (a Classic game's link held the Instant form's guesses, and opened there);
   *  `labels`: [with a share sheet, without], for a button that shares something else than the widget's state;
   *  `text()`: what the sheet says with the link, when not the first sentence of the widget's answer line (null:
   *  that sentence; "": nothing, where the answer line would give the puzzle away); `lead()`: words before that
   *  sentence, naming the puzzle the link holds (the hand of a numbers game, a crossword's name);
   *  `sheetUrl(url)`: the link the sheet sends, when not the widget's own (a solved game's, without its guesses). */
  function shareButton(options = {}) {
    const urlOf = () => {
      const url = typeof options.url === "function" ? options.url() : options.url || location.href;
      if (options.anchor === undefined && !options.keys) return url;
      const link = new URL(url);
      if (options.anchor !== undefined) link.hash = options.anchor;
      if (options.keys) {
        const query = Object.fromEntries([...link.searchParams].filter(([key]) => options.keys(key)));
        link.search = P.share.query(query);
      }
      return link.href;
    };
    const sheet = canShareSheet();
    const [sheetLabel, copyLabel] = options.labels || ["Share", "Copy share link"];
    const label = sheet ? sheetLabel : copyLabel;
    const button = P.el("button", { class: "md-button pz-share", type: "button", id: options.id }, label);
    let timer = null;
    async function copy(url) {
      try {
        await navigator.clipboard.writeText(url);
        button.textContent = "Link copied";
        announce("Link copied.");
        clearTimeout(timer);
        timer = setTimeout(() => (button.textContent = label), 1500);
      } catch {
        window.prompt("Copy this link:", url);
      }
    }
    button.addEventListener("click", async () => {
      const url = urlOf();
      if (sheet) {
        try {
          const text = options.text?.() ?? `${options.lead?.() || ""} ${summaryOf(button)}`.trim();
          const sent = options.sheetUrl ? options.sheetUrl(url) : url;
          await navigator.share(text ? { url: sent, title: document.title, text }
            : { url: sent, title: document.title });
          return;
        } catch (error) {
          if (error && error.name === "AbortError") return; // the sheet was closed: not an error
        }
      }
      await copy(sheet && options.sheetUrl ? options.sheetUrl(url) : url); // (the sheet failed: what it would send)
    });
    return button;
  }

  /**
   * count(2048905) -> "2,048,905". Not toLocaleString: its first call loads the locale data, 15-30 ms of the main
   * thread during the page's load here (four times that on Lighthouse's phone).
   */
  function count(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  }

  /** A whole number as typed in a field: spaces around it and a + in front left out, and the thousands' separators
   *  of digits grouped by three ("1,000", "1 000" with any space, "1'000": the fields refused them, and the lists
   *  page's link held 1000 for "1 000" while its field said no). Anything else is returned as it is, for the
   *  field's own check ("1.000", a decimal point or a thousands' one, stays refused). */
  function typedWhole(text) {
    const t = text.trim().replace(/^\+(?=\d)/, ""); // ("+-5" is no number)
    // (a comma, an apostrophe, a typographic one, any space, the Arabic thousands' separator)
    return /^-?\d{1,3}([,'\u2019\u066c\u00a0\u2009\u202f ])\d{3}(\1\d{3})*$/.test(t) ? t.replace(/[^-\d]/g, "") : t;
  }

  /** colourCounts("BPGGBGPB", {G: "green", P: "purple", B: "black"}) -> "3 green, 2 purple, 3 black": a row of
   *  coloured tiles said in words (its letters said nothing to a listener). */
  function colourCounts(feedback, colours) {
    return ["G", "P", "B"].map((mark) => [mark, [...feedback].filter((m) => m === mark).length])
      .filter(([, n]) => n).map(([mark, n]) => `${n} ${colours[mark]}`).join(", ");
  }

  /** What a guessing board says of its row's length: full, a key more is refused with a word ("A Classic guess has
   *  8 tiles: press Enter, or ⌫ to change it."); entered short, how short. */
  function rowLength(name, tiles, typed = tiles) {
    return typed >= tiles ? `A ${name} guess has ${tiles} tiles: press Enter, or \u232b to change it.`
      : `A ${name} guess has ${tiles} tiles; this one has ${typed}.`;
  }

  /** plural(1, "solution") -> "1 solution"; plural(1234, "guess", "guesses") -> "1,234 guesses". */
  function plural(n, one, many = one + "s") {
    return `${count(n)} ${n === 1 ? one : many}`;
  }

  // `aim` (above): where the smooth scroll a reveal started ends (a page offset), while it runs. A second reveal
  // meanwhile (Enter's, then the answer's) measures from there: a new smooth scroll stops the one before it where it
  // is, and Quad-Nerdle's board title, on its way into view, stayed under the header.
  let aimTimer = null;
  const unaim = () => { aim = null; };
  window.addEventListener("scroll", () => { if (aim !== null && Math.abs(window.scrollY - aim) < 1) aim = null; },
    { passive: true });

  /** Where the part of the window one sees starts: below the site's sticky header. */
  function headerBottom() {
    const header = document.querySelector(".md-header");
    return header && getComputedStyle(header).position !== "static"
      ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  }

  /** Whether `first` and `last`, below it, fit on the screen together: in the part of the window one sees (under
   *  the site's header, above a phone's on-screen keyboard). */
  function fitTogether(first, last) {
    const view = window.visualViewport ? window.visualViewport.height : window.innerHeight;
    return last.getBoundingClientRect().bottom - first.getBoundingClientRect().top <= view - headerBottom();
  }

  /**
   * Make `node` visible after an action: when it is not wholly inside the part of the page one sees (below the
   * site's header, above a phone's on-screen keyboard: the visual viewport), scroll the page the least that shows
   * it (its top first when it is taller than that). Optionally focus it without a second scroll.
   * `keep`: an element above `node` that the reader looks at with it (the row being typed above the keypad): a
   * scroll up goes to `keep`'s top when `node` then fits under it (with `keepFirst`, when it starts under it: 48 px
   * of it in view), a scroll down stops where `keep`'s top reaches the top of the view, and with `node` in view and
   * `keep` above it (the reader scrolled down to the keypad) the page goes up to `keep` as far as `node` stays in
   * view (unless `back` is false: the page stays put while `node` is in view). `until`: what follows `node` and is
   * shown with it, as far as the screen holds both; with `untilFirst`, when they do not fit together, `until` is
   * shown whole and `node` as far as then fits (the wrong cell a hint names, far below its message in a hexagon
   * held sideways).
   */
  function reveal(node, { focus = false, until = null, untilFirst = false, keep = null, keepFirst = false,
                          back = true } = {}) {
    if (!node || !node.isConnected) return;
    if (focus) node.focus({ preventScroll: true });
    const box = node.getBoundingClientRect();
    if (!box.height && !box.width) return;
    const ahead = aim === null ? 0 : aim - window.scrollY; // what a reveal's scroll still in progress will move
    const at = (r) => ({ top: r.top - ahead, bottom: r.bottom - ahead, height: r.height }); // where it will be
    const rect = at(box);
    // `until`: what follows the node (its list of answers) shown too, as far as the screen holds it
    const after = until && until.isConnected ? at(until.getBoundingClientRect()) : null;
    const end = after && after.height ? Math.max(rect.bottom, after.bottom) : rect.bottom;
    const vv = window.visualViewport;
    const top = Math.max(vv ? vv.offsetTop : 0, headerBottom());
    const bottom = vv ? vv.offsetTop + vv.height : window.innerHeight;
    // kept: how far `keep`'s top is below the top of the view (negative: above it)
    const kept = keep && keep.isConnected ? at(keep.getBoundingClientRect()).top - top : null;
    let delta = 0;
    // (a node less than a pixel under the header is in view: keepInPlace's scroll, by fractions of a pixel, left
    // Bi-Nerdle's new row 0.3 px under it, and the page went up 113 px to the board's title, the keypad with it)
    if (rect.top < top - 1) {
      // both; or, with `keepFirst`, when they do not fit together, `keep` at the top and as much of `node` as then
      // fits, while a line of it at least shows (400% zoom: Nerdle's answer went to the top, and the row entered,
      // whose tiles are set next, above the screen)
      const under = Math.min(rect.height, 48);
      delta = kept !== null && (rect.bottom - kept <= bottom || (keepFirst && rect.top - kept + under <= bottom))
        ? kept : rect.top - top;
      if (untilFirst && after && after.height && after.bottom - delta > bottom) {
        delta = Math.min(after.bottom - bottom, after.top - top);
      }
    }
    else if (end > bottom) { // down, never past where `keep`'s top reaches the top of the view
      const first = untilFirst && after && after.height ? after.top : rect.top; // what stays below the top
      delta = Math.min(end - bottom, first - top, kept === null ? Infinity : Math.max(kept, 0));
    } else if (back && kept !== null && kept < 0 && rect.bottom - kept <= bottom) delta = kept; // `keep` above
    if (Math.abs(delta) < 1) return;
    const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    moved = true; // what a widget shows now comes before the place of the link's heading
    const goal = window.scrollY + ahead + delta;
    aim = still ? null : goal;
    clearTimeout(aimTimer);
    if (aim !== null) aimTimer = setTimeout(unaim, 1000); // at the page's end the scroll stops short of its goal
    window.scrollTo({ top: goal, behavior: still ? "auto" : "smooth" });
  }

  /**
   * Keep `node` where it is on the screen while the page above it changes: `const hold = keepInPlace(node)` before
   * the change, `hold(keep)` after it scrolls the page by as far as the change pushed `node` down (the row a guess
   * adds above the keypad put its 0 key under the finger that had tapped Enter, and the next tap typed a 0, which
   * made the guess's colours, all grey, final). Only while `node` was on screen, and never past `keep`'s top (the
   * row just added) reaching the top of the view.
   */
  function keepInPlace(node) {
    const box = node.getBoundingClientRect();
    const shown = onScreen(node);
    return (keep = null) => {
      if (!shown || !node.isConnected) return;
      let by = node.getBoundingClientRect().top - box.top;
      if (keep && keep.isConnected) by = Math.min(by, Math.max(0, keep.getBoundingClientRect().top - headerBottom()));
      if (by >= 1) window.scrollBy({ top: by, behavior: "instant" });
    };
  }

  /**
   * A message about `field` came after an answer awaited: a keyboard's focus goes to the field to fix, when it is
   * still where the action was (`from`) or nowhere; not on a touch screen, whose keyboard would come over the
   * message, nor when the reader has gone on meanwhile.
   */
  function focusField(field, from) {
    const now = document.activeElement;
    if (now === field || (now !== from && now !== document.body)) return;
    if (window.matchMedia("(pointer: coarse)").matches) return;
    field.focus({ preventScroll: true });
  }

  /**
   * Enter pressed in a text field on a touch screen (its keyboard's Go key): the focus goes to `answer` (made
   * focusable), so that the on-screen keyboard closes and the answer it hid is seen (a first solution was at
   * y=533 under it). With a mouse or a keyboard the focus stays in the field.
   */
  function keyboardAway(answer) {
    const field = document.activeElement;
    const typed = field && (field.tagName === "TEXTAREA" || (field.tagName === "INPUT" && field.type !== "checkbox"));
    if (!typed || !window.matchMedia("(pointer: coarse)").matches) return;
    if (!answer.hasAttribute("tabindex")) answer.tabIndex = -1;
    answer.focus({ preventScroll: true });
  }

  // Boxes not at their top. Setting scrollTop makes the browser lay the page out at once, so a box is scrolled
  // back only when it moved: a widget's first results, drawn during its set-up, force nothing, and neither does
  // the scroll event of toTop's own scroll back.
  const scrolled = new WeakSet();
  function scrollBox(box) {
    box.addEventListener("scroll", () => {
      if (box.scrollTop > 0) scrolled.add(box);
      else scrolled.delete(box);
    }, { passive: true });
    return box;
  }
  function toTop(box) {
    if (scrolled.delete(box)) box.scrollTop = 0;
  }

  /** Why `module`'s `check` entry point refuses `guess` (its message, or "Cancelled.", or the call's error), or ""
   *  when it may be played. Asked through the widget's `runner`, whose status line says what the check waits for
   *  (Python's start, or "Checking 12+35=47…" while Python finishes other work). */
  async function refusal(runner, module, args, guess) {
    try {
      const verdict = await runner.ask(module, "check", args, `Checking ${guess}…`);
      return verdict.valid ? "" : verdict.message;
    } catch (error) {
      return error.cancelled ? "Cancelled." : error.message;
    }
  }

  /**
   * The example links drawn at build time in a widget's empty answer box (`a.pz-example`, each a share link of the
   * page). A tap loads the example in place: the address takes the link's state, which `apply()` then reads as it
   * reads a shared link, without loading the page again (a link opened in a new tab works as any share link).
   */
  function examples(host, apply, answer = null) {
    let keyed = false; // the link was followed with Enter (a screen reader's tap is a click with no key)
    host.addEventListener("keydown", (event) => {
      keyed = event.key === "Enter" && event.target instanceof Element && event.target.matches("a.pz-example");
    }, true);
    host.addEventListener("pointerdown", () => { keyed = false; }, true);
    host.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest("a.pz-example") : null;
      if (!link || !host.contains(link) || event.button !== 0
          || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation(); // not Material's instant navigation either
      // a link followed: Back returns to the state before it (it left the page)
      P.share.write(Object.fromEntries(new URL(link.href).searchParams), { push: true });
      const had = document.activeElement === link;
      apply();
      // The link goes with the empty answer box. Entered from the keyboard, the focus goes to the widget's first
      // field (which shows the example); tapped or clicked (a screen reader's activation is a click with no key)
      // to the box that held the link, where the answer comes (no on-screen keyboard opens): not to the page's
      // start, where a screen reader went on reading; `answer` when no box around the link can take the focus (the
      // matchsticks examples sit beside the board)
      if (keyed) {
        keyed = false;
        const field = host.querySelector('input:is([type="text"], [type="number"], :not([type])), textarea');
        if (field) field.focus();
      } else if ((had || document.activeElement === document.body) && !link.getClientRects().length) {
        const box = link.parentElement.closest("[tabindex]") || answer;
        if (box && host.contains(box)) box.focus({ preventScroll: true });
      }
    });
  }

  /**
   * The tiles (button.tl-tile in .tl-row[data-row]) of a board, or of each board (`groups`, a selector) in
   * `container`, as one Tab stop per board: the tile last focused while it is there, else the first tile of the
   * last guess, whose colours come next (each guess added a Tab stop per tile before the new row); the arrow keys
   * (Home, End) go from tile to tile. Call refresh() after each redraw, refresh(true) when a guess was entered or
   * undone: its row comes next.
   */
  function tileStops(container, groups = null) {
    const current = new Map(); // a board's id -> { row, i } of the tile last focused on it
    const boardOf = (node) => (groups ? node.closest(groups) : container);
    const tileAt = (board, row, i) =>
      board.querySelector(`.tl-row[data-row="${row}"] button.tl-tile[data-index="${i}"]`);
    function refresh(fresh = false) {
      if (fresh) current.clear();
      for (const board of groups ? container.querySelectorAll(groups) : [container]) {
        for (const tile of board.querySelectorAll("button.tl-tile")) tile.tabIndex = -1;
        const at = current.get(board.id);
        const guesses = board.querySelectorAll(".tl-row[data-guess]");
        const entry = (at && tileAt(board, at.row, at.i))
          || (guesses.length && tileAt(board, guesses[guesses.length - 1].dataset.row, 0));
        if (entry) entry.tabIndex = 0;
      }
    }
    container.addEventListener("focusin", (event) => {
      const tile = event.target.closest && event.target.closest("button.tl-tile");
      if (!tile) return;
      current.set(boardOf(tile).id, { row: tile.closest(".tl-row").dataset.row, i: tile.dataset.index });
      refresh();
    });
    const STEPS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    container.addEventListener("keydown", (event) => {
      const tile = event.target.closest && event.target.closest("button.tl-tile");
      if (!tile || event.ctrlKey || event.metaKey || event.altKey) return;
      const board = boardOf(tile);
      const row = Number(tile.closest(".tl-row").dataset.row);
      const i = Number(tile.dataset.index);
      const step = STEPS[event.key];
      if (!step && event.key !== "Home" && event.key !== "End") return;
      event.preventDefault(); // the page does not scroll; at an edge the focus stays
      const next = step ? tileAt(board, row + step[0], i + step[1])
        : tileAt(board, row, event.key === "Home" ? 0 : tile.parentElement.children.length - 1);
      if (next) next.focus();
    });
    return { refresh };
  }

  /**
   * A radio group's keys (the ARIA radio group pattern): Tab enters the group at its checked chip and leaves it at
   * once; the arrow keys (Home, End) choose the previous or next chip (by clicking it, so that the widget's own
   * handler runs) and move the focus with the choice. Works on chips the widget draws again, and keeps the tab
   * order right when the checked chip changes.
   */
  function radioKeys(group) {
    const radios = () => [...group.querySelectorAll('[role="radio"]')];
    const order = () => {
      const all = radios();
      const checked = all.find((r) => r.getAttribute("aria-checked") === "true") || all[0];
      for (const r of all) r.tabIndex = r === checked ? 0 : -1;
    };
    group.addEventListener("keydown", (event) => {
      const all = radios();
      const i = all.indexOf(event.target);
      const n = all.length;
      const keys = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: n - 1 };
      const to = keys[event.key];
      if (i < 0 || to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      event.stopPropagation(); // not the widget's keyboard, nor Material's
      const j = (to + n) % n;
      all[j].click();
      const now = radios()[j]; // the widget may have drawn its chips again
      order();
      if (now) now.focus();
    });
    order();
    if (typeof MutationObserver === "function") {
      new MutationObserver(order).observe(group, {
        childList: true, subtree: true, attributes: true, attributeFilter: ["aria-checked"],
      });
    }
  }

  /**
   * Whether the focused element `target` keeps the key `key` for itself, rather than a widget that types what is
   * pressed (Nerdle, Mathler, which listen on the whole window): a field keeps every key; a link, a fold's title
   * or a button keeps Enter and Space, but not a keypad key (tl-key), nor Enter on the chosen chip of a radio group,
   * where it would do nothing: there Enter enters the guess typed (a keyboard user types wherever Tab left the
   * focus).
   */
  // The page's last input: a key press, or a tap or click (one pair of listeners for every widget's help line)
  let keysLast = false;
  window.addEventListener("keydown", () => { keysLast = true; }, { capture: true, passive: true });
  window.addEventListener("pointerdown", () => { keysLast = false; }, { capture: true, passive: true });
  const byKeys = () => keysLast;
  // The element the keyboard moved the focus to (Tab, arrows), not a click or a tap, nothing typed since
  let keyFocused = null;
  // (from another element: the window given the focus back, after Alt+Tab, gives it to the element it had)
  document.addEventListener("focusin", (event) => {
    keyFocused = keysLast && event.relatedTarget ? event.target : null;
  }, true);
  window.addEventListener("keydown", (event) => {
    if ((event.key.length === 1 && event.key !== " ") || event.key === "Backspace") keyFocused = null;
  }, { capture: true, passive: true });

  /** The guessing boards' symbols as a screen reader says them (tiles' and keys' names). */
  const KEY_NAMES = { "+": "plus", "-": "minus", "*": "times", "×": "times", "/": "divided by", "÷": "divided by",
                      "=": "equals", "(": "open parenthesis", ")": "close parenthesis", "²": "squared",
                      "³": "cubed" };
  const keyName = (symbol) => KEY_NAMES[symbol] || symbol;
  /** An equation as a screen reader is to say it: its signs that are read as punctuation ("star", "slash", a date's
   *  "8/3") in words, "12*3/4=9" -> "12 times 3 divided by 4=9"; the rest it says well. */
  const spoken = (text) => text.replace(/\s*([*×/÷²³])\s*/g, (_, sign) => ` ${keyName(sign)} `).trim()
    .replace(/ {2,}/g, " ");
  /** A node holding equations (an answer's <code> in a list, a live region's sentence), read by a screen reader as
   *  spoken() says it ("8 divided by (3-8 divided by 3)=24": it read "slash", and "star" for "*"): when spoken()
   *  changes its text, the node hidden from screen readers and beside it its words for them alone (not copied
   *  with a selection: css; not in a share sheet's text: summaryOf). Returns the nodes to append. */
  function inWords(node) {
    const words = spoken(node.textContent);
    if (words === node.textContent.trim()) return [node];
    node.setAttribute("aria-hidden", "true");
    return [node, P.el("span", { class: "pz-sr" }, words)];
  }
  /** A key typed on a guessing board said, as a text field echoes it: "plus"; ⌫ says what it deleted. */
  function sayKey(symbol, deleted) {
    if (symbol !== "Backspace") announce(keyName(symbol));
    else if (deleted) announce(`${keyName(deleted)} deleted`);
  }

  function keepsKey(target, key) {
    if (!target || !target.tagName) return false;
    if (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return true;
    if ((key === "Enter" || key === " ") && (target.tagName === "SUMMARY" || target.matches("a[href]"))) return true;
    // A key of the keypad on screen: Enter or Space presses it when the keyboard took the focus there (Enter
    // entered the guess instead, "Type a guess first."); clicked or tapped, or once a guess is typed on the
    // keyboard, Enter enters the guess
    if (target.classList.contains("tl-key")) return (key === "Enter" || key === " ") && keyFocused === target;
    if (target.tagName !== "BUTTON" || (key !== "Enter" && key !== " ")) return false;
    return !(key === "Enter" && target.getAttribute("role") === "radio"
             && target.getAttribute("aria-checked") === "true");
  }

  /** A value from a link as the page shows it: an invisible character (a zero-width space pasted in, a space other
   *  than the plain one, a right-to-left override that would make the text read backwards) written by its code, as
   *  Python's messages write it ("1\u200b0" read as "10"), and cut short, with "…", when longer than `max`
   *  characters (a link may carry thousands). */
  function shortened(text, max) {
    const shown = String(text).replace(/[\p{Cc}\p{Cf}]|(?! )\p{Zs}/gu,
      (ch) => `\\u${ch.codePointAt(0).toString(16).padStart(4, "0")}`);
    return shown.length > max ? shown.slice(0, max - 1) + "…" : shown;
  }

  /** A value from a link, in quotes, as `shortened` shows it. */
  function quoted(value) {
    return `"${shortened(value, 16)}"`;
  }

  /** A reader of a share link's values (`share.read()`): `get(key)` is the value as ASCII text ("１２" is "12"),
   *  "" when the link has none. */
  function linkReader(values) {
    return (key) => (Object.hasOwn(values, key) ? asciiForms(String(values[key])) : "");
  }

  /** A share link's on/off value: 1 (or true, yes, on) is on, 0 (or false, no, off) off, none is `absent`;
   *  anything else is noted in `notes` (said with the link's other unreadable parts) and read as none. */
  function linkFlag(get, key, notes, absent = false) {
    const value = get(key).trim().toLowerCase();
    if (!value) return absent;
    if (["1", "true", "yes", "on"].includes(value)) return true;
    if (["0", "false", "no", "off"].includes(value)) return false;
    notes.push(`${quoted(get(key))} as ${key}= (1 for on, 0 for off)`);
    return absent;
  }

  /** The notes for a link cut short in its last setting ("...&parens=1" sent as "...&par": a name with no value,
   *  which the pages never write), to add to the link's others: none when its end is whole, else one. Not said,
   *  the setting was just lost, and the pupil saw another puzzle than the one the link was made for. */
  function linkCut() {
    const items = location.search.replace(/^\?/, "").split("&");
    const last = items[items.length - 1];
    if (items.length > 1 && !last) return ["it ends in \"&\" (was the link cut short?)"]; // cut after a setting
    if (!last || /=./.test(last)) return [];
    let name = last.replace(/=$/, "");
    try { name = decodeURIComponent(name.replace(/\+/g, " ")); } catch { /* shown as it came */ }
    return [`its end, ${quoted(name)}, is a setting with no value (was the link cut short?)`];
  }

  /** `field` marked wrong (aria-invalid: a red border) and tied to the message that says why, the element
   *  `messageId` (aria-describedby: a screen reader says it with the field); with no `messageId`, unmarked. */
  function markField(field, messageId = null) {
    if (messageId) {
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", messageId);
    } else {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    }
  }

  /** The message for the parts of a share link that could not be read ("" when none): the rest is used. */
  function linkMessage(notes) {
    return notes.length ? `This link could not be read whole: ${notes.join("; ")}.` : "";
  }

  /**
   * A "±" button that changes the sign of the whole number typed in a text field with a phone's numeric keypad
   * (`inputmode="numeric"`): an iPhone's has no minus sign. Its `data-for` names the field (in a page's markup,
   * or made by signButton). Shown where the pointer is a finger (css: .pz-sign); the field keeps the focus, so
   * the keypad stays open.
   */
  function signButton(field) {
    return P.el("button", { class: "md-button pz-sign", type: "button", "aria-label": "Change the sign",
                            dataset: { for: field.id } }, "±");
  }
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element && event.target.closest(".pz-sign[data-for]");
    const field = button && document.getElementById(button.dataset.for);
    if (!field || field.matches(":disabled")) return;
    const value = field.value.trim();
    const number = value.replace(/^[+-]/, ""); // (+12 is 12)
    field.value = value.startsWith("-") ? number : `-${number}`;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.focus();
  });

  /** "A", "A and B", "A, B and C": a few items named in a sentence (`last` "or": "A, B or C"). */
  function listed(items, last = "and") {
    return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}`;
  }

  /** The first three of `items` joined by `separator`, and how many more: a link of 2,000 bad guesses, each named,
   *  made a message 51,000 px high. */
  function firstFew(items, separator) {
    const more = items.length > 3 ? ` and ${count(items.length - 3)} more` : "";
    return items.slice(0, 3).join(separator) + more;
  }

  /** Whether a widget's option folds start open: on a wide screen with a mouse. A touch screen keeps them closed
   *  however wide: a tablet's on-screen keyboard covers half of it, and an open fold put a plate's answers under it
   *  (at 1024×768 the first solution was 537 px down). */
  function roomy() {
    return !!window.matchMedia && window.matchMedia("(min-width: 60em) and (hover: hover) and (pointer: fine)").matches;
  }

  /**
   * `text` with full-width forms and other scripts' digits in ASCII, as Python reads them (`errors.ascii_forms`):
   * a phone's keyboard set to Japanese types "１２３４", one set to Arabic "١٢٣٤". A digit's value is its place in
   * its script's run of digits (every run of Unicode's decimal digits is 0 to 9, or several such in a row). The
   * minus sign, the en dash and hyphens (what a keyboard's long press on "-", or its smart punctuation, types) are
   * "-"; invisible format characters go (a right-to-left mark pasted with a number, a zero-width space: they made
   * "24" refused).
   */
  function asciiForms(text) {
    return text.replace(/[\uFF01-\uFF5E\u3000\u2212\u2013\u2010\u2011]|\p{Nd}|\p{Cf}/gu, (ch) => {
      const code = ch.codePointAt(0);
      if (/\p{Cf}/u.test(ch)) return "";
      if (code === 0x3000) return " ";
      if (code === 0x2212 || code === 0x2013 || code === 0x2010 || code === 0x2011) return "-";
      if (code >= 0xFF01 && code <= 0xFF5E) return String.fromCharCode(code - 0xFEE0);
      let zero = code;
      while (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
      return String((code - zero) % 10);
    });
  }

  // A widget's text field (a regex grid's cells too) holds what is typed in ASCII: its own checks, Python and the
  // share link read that. The field is rewritten once a word is committed (not while a keyboard composes it), the
  // caret kept, and the widget told (a new input event). The rewrite clears the field's undo history (Ctrl+Z), as
  // any value set by a script does; the widgets' links and the lists page's filters go through asciiForms
  // themselves.
  function toAscii(event) {
    const field = event.target;
    const text = field instanceof HTMLInputElement && field.type === "text" && !event.isComposing
      && (field.classList.contains("pz-input") || field.classList.contains("rx-cell")) ? asciiForms(field.value) : null;
    if (text === null || text === field.value) return;
    const caret = asciiForms(field.value.slice(0, field.selectionEnd ?? field.value.length)).length;
    field.value = text;
    field.setSelectionRange(caret, caret);
    if (event.type === "compositionend") field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  document.addEventListener("input", toAscii, true);
  document.addEventListener("compositionend", toAscii, true);

  /** An answer worked out again as its question changes: `later(ms)` asks for it after `ms` (a later call moves
   *  the time), `now()` at once (returns the work's promise), `settled()` resolves once the answer to the question
   *  as it is now is in (one asked for meanwhile too), `stop()` forgets one asked for later. */
  function latest(work) {
    let timer = null;
    let running = Promise.resolve();
    const now = () => {
      clearTimeout(timer);
      timer = null;
      running = work();
      return running;
    };
    return {
      now,
      later(ms) {
        clearTimeout(timer);
        timer = setTimeout(now, ms);
      },
      async settled() {
        if (timer !== null) now();
        for (let seen = null; seen !== running;) {
          seen = running;
          await seen;
        }
      },
      stop() {
        clearTimeout(timer);
        timer = null;
      },
    };
  }

  Object.assign(P, {
    asciiForms, roomy, listed, firstFew, mount, setDisabled, undoReset, busy, holdTaps, shareButton, announce,
    working, settledAnnouncer,
    plural, count, typedWhole,
    colourCounts, reveal, fitTogether, linkUntouched: () => byLink && !moved, keepInPlace, openAt, holdPlace,
    rowLength, signButton, sayKey, keyName, spoken, inWords,
    keyboardAway, focusField, latest,
    scrollBox, toTop, refusal, examples, radioKeys, tileStops, keepsKey, byKeys, quoted, shortened, linkReader,
    linkFlag,
    linkCut, linkMessage, markField, popstate, setUpAgain,
  });
})();
