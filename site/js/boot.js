// Start Python's worker from the head of a page with a widget, while the page is still being parsed and drawn:
// js/runtime.js (loaded at the end of the page) adopts this worker and replays the messages it already sent.
(function () {
  "use strict";
  if (window.__pzBoot || typeof Worker === "undefined") return;
  // On a connection the browser estimates slow (navigator.connection, in Chromium), or with Data Saver on, the
  // worker downloads Python's files once the page is set up, not alongside the page's own (js/worker.mjs)
  const link = navigator.connection;
  const slow = !!link && (link.saveData === true || ["slow-2g", "2g", "3g"].includes(link.effectiveType));
  const worker = new Worker(new URL("worker.mjs", document.currentScript.src),
                            { type: "module", name: slow ? "early-after-page" : "early" });
  const messages = [];
  worker.onmessage = (event) => messages.push(event);
  worker.onerror = (event) => messages.push(event);
  window.__pzBoot = { worker, messages, created: performance.now() };
})();
