// Puzzlers runtime client, loaded on every page: registers the service worker (offline use) and talks to the
// Python worker. Widgets call  Puzzlers.call(module, fn, args, {onProgress})  which resolves to the result or
// rejects with an Error whose message is meant for a person. Puzzlers.cancel(ids) stops requests: a queued one is
// dropped, a running one restarts the worker (Python cannot be interrupted mid-call) and the others are re-sent.
(function () {
  "use strict";
  const root = new URL("..", document.currentScript.src);

  // The service worker (offline use) is registered after Python's first answer, or once the page is loaded and
  // idle when it does not start Python: its install precaches the whole site, and by then the files the page and
  // the worker fetched are in the HTTP cache, so nothing is downloaded twice and the first answer never waits for
  // the precache.
  let swRegistered = false;
  /** Whether the site runs as an app added to the home screen (no address bar, no tabs). */
  const IN_APP = matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
  function registerServiceWorker() {
    if (swRegistered || !("serviceWorker" in navigator) || location.protocol === "file:") return;
    swRegistered = true;
    const register = () => navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname })
      .then(watchForUpdate, (error) => console.warn("service worker not registered:", error));
    // Added to the home screen, the site asks the browser to keep its offline copy when the phone runs short of
    // space (persistent storage; Chrome decides without asking, for an installed app). In a tab it does not ask:
    // Firefox would put the question to a first visitor.
    if (IN_APP) navigator.storage?.persist?.().catch(() => {});
    if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 2000 });
    else setTimeout(register, 200);
  }

  // A new build of the site, found while this tab shows the old one, waits (js/sw.js) until no tab of the old
  // build is open: on a phone, whose tabs are rarely closed, that may be never. The tab says a new version is
  // ready and offers to update, which reloads the tab under it (its puzzle is in the address, or kept for the
  // session), but only when no other tab of the site is open: the new build taking over there would mix the two
  // builds in that tab (new pages under old scripts).
  let updateOffer = null;
  function watchForUpdate(registration) {
    if (!registration) return; // a browser that blocks service workers (as an automated one may) gives none
    const offer = () => {
      // Not at the first install (no older build controls the page): that worker takes over, nothing waits.
      if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
    };
    const watch = (installing) => {
      if (!installing) return;
      installing.addEventListener("statechange", () => { if (installing.state === "installed") offer(); });
    };
    registration.addEventListener("updatefound", () => watch(registration.installing));
    watch(registration.installing); // found at this page's load, before this registration: installing still
    offer();
  }

  /** The other tabs of the site open now, as the waiting worker counts them (undefined if it does not answer). */
  function otherTabs(waiting) {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data.others);
      setTimeout(resolve, 3000);
      waiting.postMessage({ type: "tabs" }, [channel.port2]);
    });
  }

  function offerUpdate(registration) {
    if (updateOffer) {
      // "Not now" was said to another build: this newer one is offered again
      if (updateOffer.hidden && registration.waiting !== updateOffer.declined) {
        updateOffer.firstChild.textContent = "A new version of Puzzlers is ready.";
        updateOffer.hidden = false;
      }
      return;
    }
    const text = el("span", {}, "A new version of Puzzlers is ready.");
    const update = el("button", { class: "md-button md-button--primary", type: "button" }, "Update");
    const later = el("button", { class: "md-button", type: "button" }, "Not now");
    updateOffer = el("div", { class: "pz-update md-typeset", role: "status" }, text, " ", update, " ", later);
    later.addEventListener("click", () => {
      updateOffer.declined = registration.waiting;
      updateOffer.hidden = true;
    });
    update.addEventListener("click", async () => {
      if (!registration.waiting) { // replaced by a newer build, still installing
        text.textContent = "A newer version is on its way: press Update again in a moment.";
        return undefined;
      }
      update.disabled = true;
      const waiting = registration.waiting;
      const others = await otherTabs(waiting);
      update.disabled = false;
      if (registration.waiting !== waiting) return undefined; // a newer build replaced it: offered when installed
      if (others === undefined) {
        text.textContent = "The new version did not answer: close every other tab or window of Puzzlers, then press " +
          "Update.";
        return undefined;
      }
      if (others > 0) {
        // (a window: the site added to a phone's home screen opens in one of its own)
        text.textContent = `Close the other ${others === 1 ? "tab or window" : `${others} tabs or windows`} of ` +
          "Puzzlers first, then press Update: an open one would mix the two versions.";
        return undefined;
      }
      text.textContent = "Updating…";
      update.disabled = later.disabled = true;
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
      waiting.postMessage({ type: "skip-waiting" });
      setTimeout(() => { // it did not take over (replaced meanwhile by a newer build, say): not stuck on "Updating…"
        text.textContent = "The update did not take: press Update again, or close every tab of Puzzlers.";
        update.disabled = later.disabled = false;
      }, 15000);
      return undefined;
    });
    document.body.append(updateOffer);
  }

  window.addEventListener("load", () => {
    setTimeout(() => { if (!worker) registerServiceWorker(); }, 1500);
  });

  let worker = null;
  let retryOwed = false; // Python could not start, with requests waiting: see retryStart
  let nextId = 1;
  const pending = new Map();
  let running = null; // the id of the request the worker said it started and has not answered yet
  const listeners = new Set();
  let state = { state: "idle", message: "Python starts when a solver is used." };

  function setState(next) {
    state = next;
    for (const fn of listeners) fn(state);
  }

  /** Start-up marks in ms since this page's time origin: workerCreated, workerStart, go (Python's start may use
   *  the CPU from then on), wasmFetched, stdlibFetched, wasmInstantiated, pyodideLoaded, packageImported (from the
   *  worker), firstAnswer (first result received), warmed, paused (the worker stopped in a tab long hidden). */
  const marks = {};
  const pageTime = (absolute) => Math.round((absolute - performance.timeOrigin) * 10) / 10;

  function startWorker() {
    retryOwed = false; // a request made since the failure starts Python again itself
    if (marks.workerCreated === undefined) marks.workerCreated = pageTime(performance.timeOrigin + performance.now());
    const boot = window.__pzBoot;
    if (boot && !boot.adopted) {
      // Started from the page's head by js/boot.js.
      boot.adopted = true;
      worker = boot.worker;
      marks.workerCreated = Math.round(boot.created * 10) / 10;
    } else {
      worker = new Worker(new URL("js/worker.mjs", root), { type: "module" });
      if (!boot) window.__pzBoot = { adopted: true }; // a late js/boot.js must not start a second worker
    }
    worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "status") {
        if (msg.timings && msg.timings.marks && marks.packageImported === undefined) {
          for (const [key, value] of Object.entries(msg.timings.marks)) marks[key] = pageTime(value);
        }
        const message = msg.state === "error" ? `${sentence(msg.message)} The next request tries again.` : msg.message;
        setState({ state: msg.state, message, timings: msg.timings, download: msg.download });
        if (msg.state === "ready") setTimeout(registerServiceWorker, 1000);
        if (msg.state === "ready" && marks.firstAnswer !== undefined) warmAgain(!!msg.timings?.snapshot);
        if (msg.state === "error") {
          // Python did not start (a file the host failed to send, say): the next request starts a new worker,
          // which fetches again (every request said "Python is not available" until the page was reloaded)
          failAll(message, { startFailed: true });
          worker.terminate();
          worker = null;
          running = null;
          registerServiceWorker();
        }
      } else if (msg.type === "snapshot") {
        marks.snapshot = { bytes: msg.bytes, memory: msg.memory, ms: msg.ms };
      } else if (msg.type === "started") {
        running = msg.id;
        // Cancelled while the page thought it queued, it started before the worker saw the skip: stop it now.
        if (!pending.has(msg.id)) restart();
      } else if (msg.type === "progress") {
        const current = pending.get(running);
        if (current && current.onProgress) current.onProgress(msg);
      } else if (msg.type === "output") {
        // What a docs example printed while it runs (puzzlers.web.web_run_example), before its result.
        const current = pending.get(running);
        if (current && current.onOutput) current.onOutput(msg.text);
      } else if (msg.type === "result") {
        if (msg.id === running) running = null;
        if (marks.firstAnswer === undefined) {
          marks.firstAnswer = pageTime(performance.timeOrigin + performance.now());
          registerServiceWorker();
          setTimeout(warmPuzzles, WARM_AFTER_MS);
        }
        const request = pending.get(msg.id);
        if (!request) return;
        pending.delete(msg.id);
        if (msg.response.ok) request.resolve(msg.response.result);
        else request.reject(Object.assign(new Error(msg.response.error), { internal: !!msg.response.internal }));
        // (its stack overflowed; or a docs example's code changed what the puzzles share: builtins.print replaced,
        // a solver patched, which reached the widgets and the later runs: puzzlers.web.run_example)
        if (msg.response.broken || (msg.response.ok && msg.response.result && msg.response.result.restart)) {
          restart("Python restarts with the next request.");
        }
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      // (its script, or Pyodide's, not downloaded: a new worker is started by the next request, as after an error)
      const message = `Python could not start: ${navigator.onLine ? event.message || "the worker failed"
        : "its files could not be downloaded (check the connection)"}.`;
      failAll(`${message} The next request tries again.`, { startFailed: true });
      setState({ state: "error", message: `${message} The next request tries again.` });
      worker = null;
      running = null;
      registerServiceWorker();
    };
    if (boot && boot.worker === worker) {
      for (const event of boot.messages.splice(0)) {
        if (event.type === "error") worker.onerror(event);
        else worker.onmessage(event);
      }
    }
  }

  function failAll(message, { startFailed = false } = {}) {
    if (startFailed && pending.size) retryOwed = true; // (with no request waiting, the next one starts Python)
    for (const request of pending.values()) request.reject(Object.assign(new Error(message), { startFailed }));
    pending.clear();
  }

  // Python could not start (its files not downloaded, a connection lost): the widgets whose request failed offer
  // "Try again" under their error, and the connection's return tries again by itself, unless a request made since
  // has started Python again. Either sets those widgets up again from the address (js/kit.js), whose requests start
  // a new worker: a share link opened in a tunnel showed the error for good, with no request of the reader's to
  // try again. (What the address does not hold, a Solve pressed, is to be asked again.)
  function retryStart() {
    if (!retryOwed) return;
    retryOwed = false;
    const failed = (host) => !!host.querySelector(".pz-retry:not([hidden])");
    if (window.Puzzlers.setUpAgain) window.Puzzlers.setUpAgain(failed);
  }
  window.addEventListener("online", retryStart);

  // After the first answer, while Python is idle, each puzzle's first request runs once in the background (one
  // puzzle at a time, only when nothing else waits), so a page reached later answers at once instead of paying
  // for its imports and tables (Nerdle's decision tree: ~0.5 s in the browser). A request made meanwhile waits
  // at most for one of these steps.
  const WARM_AFTER_MS = 1000;
  // The puzzles to warm, from the puzzle registry: the build writes them on this script's tag
  // (hooks/widget_tables.py).
  const WARM = JSON.parse((document.currentScript && document.currentScript.dataset.warm) || "[]");
  let warmed = 0;
  function warmPuzzles() {
    // A tab in the background warms nothing until it is shown: the warm-up and the snapshot's packing and writing
    // took a second or more of CPU (0.6-1.3 s of the worker's on a first visit) in a tab nobody looked at
    if (document.hidden) {
      document.addEventListener("visibilitychange", () => setTimeout(warmPuzzles, WARM_AFTER_MS), { once: true });
      return;
    }
    if (warmed >= WARM.length || !worker) {
      if (warmed >= WARM.length && marks.warmed === undefined) {
        marks.warmed = pageTime(performance.timeOrigin + performance.now());
        // Python now holds every puzzle ready: the worker keeps a snapshot of it for the next visit's start.
        if (worker) worker.postMessage({ snapshot: true });
      }
      return;
    }
    if (pending.size) {
      setTimeout(warmPuzzles, WARM_AFTER_MS);
      return;
    }
    const module = WARM[warmed++];
    call("web", "warm", { module }).catch(() => {}).finally(() => setTimeout(warmPuzzles, 50));
  }

  // A worker started again (after a Cancel, a pause, a run that broke Python) is warmed again once it is ready,
  // unless it was restored from the snapshot (made once every puzzle was warm): after a pause the warm-up found no
  // worker and stopped for good, and a first visit's snapshot was never made.
  function warmAgain(restored) {
    if (restored) {
      warmed = WARM.length;
      return;
    }
    warmed = 0;
    delete marks.warmed; // (so that the snapshot is asked for again once the warm-up is done)
    setTimeout(warmPuzzles, WARM_AFTER_MS);
  }

  // A tab left in the background gives Python's memory back (300-400 MB a puzzle tab, most of it the worker's):
  // hidden for Puzzlers.pauseHiddenMs with nothing asked of Python, the worker stops, and the next request starts
  // it again (from the snapshot when there is one: about 2 s). Work still running then is waited for; a tab the
  // browser freezes in the background (a phone's, after minutes) stops its worker as it freezes (its timers stop
  // with it). A tab opened in the background counts from its start.
  let pauseTimer = null;
  function pauseLater() {
    clearTimeout(pauseTimer);
    if (document.hidden) pauseTimer = setTimeout(pauseHidden, Math.max(window.Puzzlers.pauseHiddenMs, 1000));
  }
  document.addEventListener("visibilitychange", pauseLater);
  document.addEventListener("freeze", () => pauseHidden());
  function pauseHidden() {
    if (!document.hidden) return;
    if (!worker || pending.size) { // (no worker yet, or work going on: looked at again later)
      pauseLater();
      return;
    }
    worker.terminate();
    worker = null;
    running = null;
    marks.paused = pageTime(performance.timeOrigin + performance.now());
    setState({ state: "idle", message: "" });
  }

  /** Run puzzlers.<module>.web.web_<fn>(**args) in the worker; the promise carries the request's `id`.
   *  options: onProgress({done, total, message}), onOutput(text) (what a docs example prints, as it prints it),
   *  label: what the request is, named to the widgets' requests waiting behind it ("example 1"). */
  function call(module, fn, args = {}, options = {}) {
    if (!worker) startWorker();
    // A request waits for Python from now: said at once (on a slow connection the worker's own first word came
    // only once its script had arrived, 20 s with nothing said beside a plate typed)
    if (state.state === "idle") setState({ state: "loading", message: "Loading Python…" });
    const id = nextId++;
    const promise = new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress: options.onProgress, onOutput: options.onOutput, module, fn,
                        args, label: options.label });
      worker.postMessage({ id, module, fn, args });
    });
    promise.id = id;
    return promise;
  }

  /**
   * Stop requests: `ids` (one id or a list), or every request when omitted. Each fails with `error.cancelled`.
   * One still queued is dropped (the worker skips it). Python cannot be interrupted, so when the running request
   * is among them the worker is restarted, and the requests of others waiting in it (another widget's, a docs
   * example's) are sent again to the new one. Nothing pending among `ids`: nothing happens, Python stays warm.
   * `message`: Python's status while it is stopped (restart's own by default).
   */
  function cancel(ids, message) {
    const chosen = ids === undefined ? [...pending.keys()] : [].concat(ids).filter((id) => pending.has(id));
    if (!worker || !chosen.length) return;
    for (const id of chosen) {
      pending.get(id).reject(Object.assign(new Error("Cancelled."), { cancelled: true }));
      pending.delete(id);
    }
    if (chosen.includes(running)) restart(message);
    else worker.postMessage({ skip: chosen }); // should one start before the worker sees this, "started" restarts
  }

  /** Stop the worker (Python cannot be interrupted) and send the requests still pending to a new one. */
  function restart(message = "Cancelled. Python restarts with the next request.") {
    worker.terminate();
    worker = null;
    running = null;
    setState({ state: "idle", message });
    const others = [...pending];
    if (others.length) startWorker();
    for (const [id, request] of others) {
      worker.postMessage({ id, module: request.module, fn: request.fn, args: request.args });
    }
  }

  function warm() {
    if (!worker) startWorker();
  }

  function onStatus(fn) {
    listeners.add(fn);
    fn(state);
    return () => listeners.delete(fn);
  }

  /** Read and write the page's share state: a flat object kept in the URL's query string. */
  const share = {
    read() {
      return Object.fromEntries(new URLSearchParams(location.search));
    },
    /** The query string of a share state ("?e=6%2B4%3D4&k=2", "" for none): empty and false values left out. */
    query(params) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        if (value !== undefined && value !== null && value !== "" && value !== false) {
          query.set(key, value === true ? "1" : String(value));
        }
      }
      return query.toString() ? `?${query}` : "";
    },
    /** The address holds `params`; with `push`, as a new entry of the history (Back returns to the one before). */
    // A write while the address is another page's (Material's instant navigation gives the new address first, and
    // the page only once fetched: a widget's state written then, 150 ms after a key press, landed on the next page's
    // address, which set up its widget from it) is dropped: the state stays with its page.
    write(params, { push = false } = {}) {
      if (location.pathname !== share.path) return new URL(`${share.path}${share.query(params)}`, location.href).href;
      const url = `${location.pathname}${share.query(params)}${location.hash}`;
      if (push && url !== `${location.pathname}${location.search}${location.hash}`) history.pushState(null, "", url);
      else history.replaceState(history.state, "", url); // Material keeps the entry's scroll offset in its state
      share.shown = location.search;
      share.keep();
      return new URL(url, location.href).href;
    },
    /** In the app added to a home screen, each page's state is also kept on the device, and a page opened with none
     *  (the app reopened: a phone closes one in the background and it starts again at its first page) takes it
     *  back. There is no address bar there to keep it, and no tab to return to; in a browser's tab the address does
     *  both, and a page opened afresh starts afresh. */
    keep() {
      if (!IN_APP) return;
      try { localStorage.setItem(`pz-app:${location.pathname}`, location.search); } catch { /* storage refused */ }
    },
    resume() {
      if (!IN_APP || location.search) return;
      let kept = null;
      try { kept = localStorage.getItem(`pz-app:${location.pathname}`); } catch { /* storage refused */ }
      if (!kept) return;
      history.replaceState(history.state, "", `${location.pathname}${kept}${location.hash}`);
      share.shown = location.search;
    },
    /** The query the widgets show (js/kit.js sets them up again when Back or Forward brings another one). */
    shown: location.search,
    /** The path of the page shown, whose widgets write (set as each page view begins). */
    path: location.pathname,
  };

  /** A small element helper for widgets: el("button", {class: "x", onclick: f}, "text", child). */
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "dataset") Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child !== null && child !== undefined && child !== false) {
        node.append(child instanceof Node ? child : document.createTextNode(String(child)));
      }
    }
    return node;
  }

  /**
   * A message as the page says it: a sentence. Python's messages are shared with the command line, which words
   * them in its own way ("a plate needs 2 to 11 digits; got 15"): here they start with a capital, say what was
   * given in words ("A plate needs 2 to 11 digits: 15 given.") and end with a full stop.
   */
  function sentence(message) {
    let text = String(message || "").trim().replace(/(:?); got (.+?)(?=\.?$| \(| in '| at tile )/,
      (all, colon, given) => (given.includes(":") ? all : `: ${given} given`)); // "rows:; got 2": "rows: 2 given"
    if (!text) return "";
    text = text.charAt(0).toUpperCase() + text.slice(1);
    return /[.!?…:]$/.test(text) ? text : `${text}.`;
  }

  /**
   * The shared run panel of a widget: Python's loading state, a progress bar for work over a second, a Cancel
   * button for long work, and error messages (never a traceback). run() resolves to the result, or to null when
   * the work failed, was cancelled or was overtaken by a newer run (only the latest run's result is shown).
   */
  function runner(container, { quietWhenIdle = false } = {}) {
    // quietWhenIdle: say how Python's start goes only while one of this panel's requests waits for it (a panel
    // that shows an answer without Python, such as Nerdle's first suggestion, does not grow a line meanwhile).
    const statusLine = el("p", { class: "pz-status", role: "status", "aria-live": "polite" });
    const bar = el("progress", { class: "pz-progress", hidden: true, "aria-label": "Working" });
    const mine = new Set(); // this panel's requests still pending: its Cancel stops them all, overtaken ones too
    const cancelButton = el("button", { class: "md-button pz-cancel", type: "button", hidden: true,
                                        onclick: () => cancel([...mine]) }, "Cancel");
    const errorBox = el("p", { class: "pz-error", role: "alert", hidden: true });
    // How much of Python's download has come, beside its bar (a slow phone's first visit: a minute or more). Not
    // read out: the bar itself says it when asked (the status line is a live region)
    const figure = el("span", { class: "pz-figure", "aria-hidden": "true", hidden: true });
    const busy = el("div", { class: "pz-busy", hidden: true }, figure, bar, cancelButton);
    // (beside the error line, not in it: the line is the alert that a field's description points to, and a link's
    // notes are added to its text)
    const retryButton = el("button", { class: "md-button pz-retry", type: "button", hidden: true,
                                       onclick: () => { retryOwed = true; retryStart(); } }, "Try again");
    container.append(statusLine, busy, errorBox, retryButton);
    // The control the keyboard's focus left for Cancel (a Nerdle tile just pressed, say): see keepFocus.
    let cameFrom = null;
    cancelButton.addEventListener("focus", (event) => { cameFrom = event.relatedTarget; });
    // The row of the bar and Cancel is hidden while both are (here, not by a :has() rule in the stylesheet, whose
    // invalidation made every change in the page restyle the widget)
    const showBusy = (barShown, cancelShown) => {
      const hadFocus = !cancelShown && document.activeElement === cancelButton;
      bar.hidden = !barShown;
      cancelButton.hidden = !cancelShown;
      busy.hidden = !barShown && !cancelShown;
      mark();
      if (hadFocus) keepFocus(); // (hidden, Cancel has already lost the focus: to <body>)
    };
    /**
     * Cancel, or the panel, goes with a keyboard user's focus in it, which must not fall to the page's start.
     * Cancelled or failed, the panel stays with its message ("Cancelled.") and takes the focus. Work that ended on
     * its own hides the panel (Nerdle's and Mathler's answer line): the reader had gone to Cancel only to be able
     * to stop the work, so they go back to the control they were on (the tile whose colour they were setting:
     * Space goes on from there), and the answer, said by the widget, is one Tab away. That control gone or
     * hidden, the answer's region around the panel takes the focus.
     */
    function keepFocus() {
      const shown = (node) => node && node.isConnected && !node.disabled && node.getClientRects().length > 0;
      const target = shown(container) ? container : shown(cameFrom) ? cameFrom : container.parentElement;
      if (!shown(target)) return;
      if (target !== cameFrom && !target.hasAttribute("tabindex")) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    // What the panel shows, for the stylesheet: "error", "work" (Python's start, a wait, the bar), or nothing (the
    // attribute removed). Nerdle's and Mathler's answer line lays "work" over the answer it is replacing.
    const mark = () => {
      const showing = !errorBox.hidden ? "error" : statusLine.textContent || !busy.hidden ? "work" : "";
      if (showing) container.dataset.showing = showing;
      else delete container.dataset.showing;
      // (the panel hidden then by the stylesheet with the focus in it: "Loading Python…" gone, say)
      if (!showing && container.contains(document.activeElement) && !container.getClientRects().length) {
        keepFocus();
      }
    };
    let latest = 0;
    let current = null; // the latest run's request, {id, since}, while it is pending
    let asking = ""; // what a request of ask() waits for, said while Python is ready (busy with other work)
    let behind = ""; // what the latest run waits behind, while it does: another's labelled request (a docs example)
    function showStatus(s) {
      // (Python's start failed: a request of this panel's says it in the error line, not twice)
      const said = s.state === "ready" ? behind || asking : quietWhenIdle && !mine.size ? "" : s.state === "error"
        && mine.size ? "" : s.message;
      // "Cancelled." in the error line says it: not again under it ("Cancelled. Python restarts with the next …")
      const cancelled = s.state === "idle" && !errorBox.hidden && errorBox.textContent === "Cancelled.";
      // (the same words again are not written again: a live region may say them again)
      if (statusLine.textContent !== (cancelled ? "" : said)) statusLine.textContent = cancelled ? "" : said;
      statusLine.dataset.state = s.state;
      // Python's files on their way (a first visit): the bar, shown for the request waiting, fills with them
      if (s.state === "loading" && s.download) {
        bar.max = s.download.total;
        // (all come, Python is being set up: the bar runs; it stood full, then went back to empty for the work)
        if (s.download.done >= s.download.total) bar.removeAttribute("value");
        else bar.value = s.download.done;
        bar.dataset.download = "";
        bar.setAttribute("aria-label", "Downloading Python");
        // (a percent, not megabytes: the sizes counted are of the files as they arrive, uncompressed, 3× the bytes
        // of a phone's data plan)
        figure.textContent = `${Math.floor((100 * Math.min(s.download.done, s.download.total)) / s.download.total)}%`;
        figure.hidden = false;
        // a check of ask()'s waiting for it is shown the bar too (it said "Loading Python…" alone for a minute)
        if (mine.size && bar.hidden) showBusy(true, !cancelButton.hidden);
      } else if (bar.dataset.download !== undefined) { // downloaded: the work's own bar, running
        delete bar.dataset.download;
        bar.removeAttribute("value");
        bar.setAttribute("aria-label", "Working");
        figure.hidden = true;
        if (cancelButton.hidden) showBusy(false, false); // (a run's bar has its Cancel: that one stays)
      }
      mark();
    }
    const unsubscribe = onStatus(showStatus);
    /** The page is going: stop listening and cancel this panel's requests (a queued one is dropped, a running
     *  one restarts Python), so the next page's widgets are not kept waiting behind them. */
    function dispose() {
      unsubscribe();
      latest += 1;
      if (mine.size) cancel([...mine]);
    }
    /** Drop this panel's requests without a word (Regex's Clear: what they would show is no longer asked for; a
     *  Cancel said "Cancelled.", which the user had not pressed). */
    function stop() {
      latest += 1;
      showBusy(false, false);
      // (without a word: "Python starts again with the next request." stayed in the status line over the game's
      // own prompt, after the numbers game was changed during a long solve)
      if (mine.size) cancel([...mine], "");
    }

    function showError(message) {
      retryButton.hidden = true;
      errorBox.textContent = sentence(message);
      errorBox.hidden = !message;
      errorBox.classList.remove("pz-aside");
      mark();
    }
    /** Add `message` after the error shown, if any (a link's unreadable parts, after its answer's own error).
     *  Alone, it is an aside (class pz-aside): the answer it comes with stays in view beside it. */
    function addError(message) {
      if (!message) return;
      const aside = errorBox.hidden;
      showError(aside ? message : `${errorBox.textContent} ${message}`);
      errorBox.classList.toggle("pz-aside", aside);
    }

    /** `explain(message)`: the words to show for an error's message, "" for none (the caller says it another way).
     *  `slow`: what a screen reader is told, once, of work still running after a second ("" for nothing). */
    async function run(module, fn, args, { explain = (message) => message, slow = "" } = {}) {
      const token = ++latest;
      showError("");
      // The bar and Cancel come after 300 ms (quick work shows neither: a Normal Mathler target's count flashed
      // the bar), running until the work says how far it is
      let counted = false, due = false;
      const timer = setTimeout(() => {
        if (token !== latest) return;
        due = true;
        // (Python's download, or the work's count already told: they go on; the bar emptied mid-count)
        if (bar.dataset.download === undefined && !counted) bar.removeAttribute("value");
        showBusy(true, true);
      }, 300);
      // The bar is no live region (its value changes all the time): without this, long work (a Maxi turn, seconds)
      // started in silence, and nothing was heard until its answer
      const slowTimer = slow && setTimeout(() => {
        if (token === latest && window.Puzzlers.announce) window.Puzzlers.announce(slow);
      }, 1000);
      // Queued behind a docs example's run ("while True: pass"), the bar ran under an empty line: it says what it
      // waits for, from a second on, until it starts
      let id = null;
      const waitTimer = setInterval(() => {
        if (token !== latest) return; // (an overtaken run's timer cleared the line the latest one's wrote: it blinked)
        const ahead = id !== null && running !== null && running !== id && pending.get(running);
        const words = ahead && ahead.label
          ? `Waiting for ${ahead.label} to finish (its Cancel stops it)…` : "";
        if (words !== behind) {
          behind = words;
          showStatus(state);
        }
      }, 1000);
      try {
        const request = call(module, fn, args, {
          onProgress: (p) => {
            if (token !== latest || !p.total) return;
            counted = true;
            if (due) showBusy(true, !cancelButton.hidden);
            if (p.done >= p.total) { // a part counted to its end, the work goes on uncounted: the bar runs
              // (it stood full: a Maxi turn's next guess for the last 12 s of 47 on a phone, the numbers' search)
              bar.removeAttribute("value");
              bar.title = "";
              bar.setAttribute("aria-label", "Working");
              return;
            }
            bar.max = p.total;
            bar.value = p.done;
            bar.title = p.message || "";
            if (p.message) bar.setAttribute("aria-label", p.message); // what a screen reader names the bar
          },
        });
        mine.add(request.id);
        id = request.id;
        current = { id: request.id, since: performance.now() };
        if (quietWhenIdle) showStatus(state);
        const result = await request.finally(() => {
          mine.delete(request.id);
          if (current && current.id === request.id) current = null;
          if (quietWhenIdle) showStatus(state);
        });
        return token === latest ? result : null;
      } catch (error) {
        if (token === latest) showError(error.cancelled ? "Cancelled." : explain(error.message));
        if (token === latest && error.startFailed && !errorBox.hidden) retryButton.hidden = false;
        if (token === latest && error.cancelled) showStatus(state);
        return null;
      } finally {
        clearTimeout(timer);
        clearTimeout(slowTimer);
        clearInterval(waitTimer);
        if (behind && token === latest) {
          behind = "";
          showStatus(state);
        }
        if (token === latest) showBusy(false, false);
      }
    }

    /**
     * A request beside the panel's answer (a typed guess's check): run() would overtake the answer shown, this
     * leaves it. While it waits, the status line says so: Python's start, or `waiting` when Python is busy with
     * other work. Resolves to the result; rejects as call() does.
     */
    async function ask(module, fn, args, waiting) {
      const request = call(module, fn, args);
      const round = hushed;
      mine.add(request.id);
      // Python still starting: its status is shown now, and the wait's words follow it with no blank between
      // (the answer under the line showed through for 250 ms)
      if (state.state !== "ready") asking = waiting || "";
      showStatus(state);
      const timer = setTimeout(() => { // a quick answer says nothing
        if (round === hushed) asking = waiting || "";
        showStatus(state);
      }, 300);
      try {
        return await request;
      } finally {
        clearTimeout(timer);
        if (round === hushed) asking = "";
        mine.delete(request.id);
        showStatus(state);
      }
    }
    /** The requests of ask() pending say no more what they wait for (their answer is no longer waited for: a
     *  guess's check dropped by Undo, or by another game chosen). They still run. */
    let hushed = 0;
    function hush() {
      hushed += 1;
      asking = "";
      showStatus(state);
    }

    /** The answer of the panel's latest run is no longer wanted (its plate emptied meanwhile): dropped, with its
     *  bar, when it comes (an error too); the work goes on (stop() would restart Python for a second's work). */
    function forget() {
      latest += 1;
      showBusy(false, false);
      // work running a second or more is stopped (Python restarts, and the panel's other requests, such as a
      // guess's check, are sent to it again): the next request would wait behind it with a bar that does not move
      // (Maxi's first turn takes up to half a minute)
      if (current && mine.has(current.id) && performance.now() - current.since > 1000) cancel([current.id], "");
      current = null;
    }

    return { run, ask, hush, showError, addError, dispose, stop, forget, element: container };
  }

  /**
   * Run a widget's set-up once per page view: at first load and again after every instant navigation (Material's
   * `document$` emits both), so a widget script loaded once serves every page it finds its host element on.
   */
  function onPage(init) {
    // Each set-up runs in a task of its own, after Material's own set-up of the page, not inside it: one long task
    // of the main thread becomes several short ones, so taps are answered between them (Total Blocking Time).
    const later = () => setTimeout(init, 0);
    if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(later);
    else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", later);
    else later();
  }
  onPage(() => { // the first of a page view's set-ups (js/kit.js: the widgets')
    share.path = location.pathname;
    share.resume();
  });

  // Diagrams after instant navigation: Material draws ```mermaid blocks with the global `mermaid`, and fetches it
  // from a CDN when it is missing (refused by the site's Content-Security-Policy, and offline). A page opened
  // directly loads the self-hosted copy itself (hooks/build_runtime.py); for the others this stand-in loads it
  // from the site the first time a diagram is drawn, so visitors who never see a diagram never download it.
  if (typeof window.mermaid === "undefined") {
    let options = null;
    let loading = null;
    const stub = {
      initialize(config) { options = config; },
      render(id, text) {
        loading = loading || new Promise((resolve, reject) => {
          const script = el("script", { src: new URL("js/vendor/mermaid.min.js", root).href });
          script.onload = () => {
            if (window.mermaid === stub) return reject(new Error("mermaid did not load"));
            if (options) window.mermaid.initialize(options);
            resolve(window.mermaid);
          };
          script.onerror = () => { loading = null; reject(new Error("mermaid could not be loaded")); };
          document.head.append(script);
        });
        return loading.then((mermaid) => mermaid.render(id, text), () => ({
          svg: diagramUnavailable(text),
          fn: (root) => { root.host.dataset.pzUnavailable = ""; }, // Material calls it with the diagram's root
        }));
      },
    };
    window.mermaid = stub;
  }

  /** In a diagram's place when Mermaid cannot be loaded (offline, on a page whose diagrams were never drawn
   *  online): what happened, and the diagram's text. Material puts it in the diagram's shadow root. */
  function diagramUnavailable(text) {
    const entities = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
    const escaped = text.replace(/<br\s*\/?>/g, " · ").replace(/[&<>"]/g, (c) => entities[c]);
    return '<div role="note" style="border: 1px dashed var(--md-default-fg-color--lighter); padding: .6em .8em;'
      + ' color: var(--md-default-fg-color); font: .8rem/1.5 var(--md-text-font-family, sans-serif)">'
      + '<p style="margin: 0 0 .4em">This diagram could not be drawn: its drawing script (Mermaid) is not in this'
      + " browser's offline copy. Open this page once online to see it. Its text:</p>"
      + `<pre style="margin: 0; white-space: pre-wrap; font-size: .75rem">${escaped}</pre></div>`;
  }

  // A page with a widget started Python from its head (js/boot.js): follow its start-up from now on. That worker
  // fetches Python's files at once and waits with the CPU work of its start until this page's set-up is done
  // (Material's and the widgets', each a task of its own after DOMContentLoaded): then it is told to go.
  if (window.__pzBoot) {
    startWorker();
    let told = false;
    onPage(() => setTimeout(() => {
      if (!told && worker) worker.postMessage({ go: true });
      told = true;
    }, 0));
  }

  window.Puzzlers = { runner, call, cancel, warm, onStatus, onPage, share, el, root, marks, sentence,
                      pauseHiddenMs: 10 * 60 * 1000, get status() { return state; } };
  pauseLater();
})();
