// Start Python's worker from the head of a page with a widget, while the page is still being parsed and drawn:
// js/runtime.js (loaded at the end of the page) adopts this worker and replays the messages it already sent.
(function () {
  "use strict";
  if (window.__pzBoot || typeof Worker === "undefined") return;
  const worker = new Worker(new URL("worker.mjs", document.currentScript.src), { type: "module", name: "early" });
  const messages = [];
  worker.onmessage = (event) => messages.push(event);
  worker.onerror = (event) => messages.push(event);
  window.__pzBoot = { worker, messages, created: performance.now() };
})();
