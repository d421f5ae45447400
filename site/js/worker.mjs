// The Python worker: loads Pyodide (served by this site) and the puzzlers wheel (compiled to bytecode at build
// time), then answers requests.
// Messages in:  {id, module, fn, args}
// Messages out: {type: "status", state, message} | {type: "progress", done, total, message}
//               {type: "result", id, response: {ok, result} | {ok: false, error}}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
const status = (state, message, timings) => postMessage({ type: "status", state, message, timings });

async function start() {
  const started = performance.now();
  status("loading", "Loading Python…");
  // Fetch the wheel while Pyodide starts.
  const wheelBytes = fetch(new URL("../py/runtime.json", here))
    .then((r) => r.json())
    .then((runtime) => fetch(new URL(`../py/${runtime.bytecode}`, here)))
    .then((r) => {
      if (!r.ok) throw new Error(`could not fetch the puzzlers wheel: HTTP ${r.status}`);
      return r.arrayBuffer();
    });
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", here).href });
  const loaded = performance.now();
  status("loading", "Loading the solvers…");
  pyodide.unpackArchive(await wheelBytes, "wheel");
  const web = pyodide.pyimport("puzzlers.web");
  const done = performance.now();
  const timings = { pyodide_ms: Math.round(loaded - started), wheel_ms: Math.round(done - loaded),
                    worker_started_ms: Math.round(started) };
  status("ready", `Python ${pyodide.version} ready in ${Math.round(done - started)} ms`, timings);
  return web;
}

const ready = start().catch((error) => {
  status("error", `Python could not start: ${error.message}`);
  throw error;
});

// Requests run one at a time in arrival order (Python is single-threaded here).
let queue = Promise.resolve();
self.onmessage = (event) => {
  const { id, module, fn, args } = event.data;
  queue = queue.then(async () => {
    let response;
    try {
      const web = await ready;
      const started = performance.now();
      response = JSON.parse(web.call(JSON.stringify({ module, fn, args })));
      response.ms = performance.now() - started;
    } catch (error) {
      response = { ok: false, error: `Python is not available: ${error.message}` };
    }
    postMessage({ type: "result", id, response });
  });
};
