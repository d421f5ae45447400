// The Python worker: loads Pyodide (served by this site) and the puzzlers wheel, then answers requests.
// Messages in:  {id, module, fn, args}
// Messages out: {type: "status", state, message} | {type: "progress", done, total, message}
//               {type: "result", id, response: {ok, result} | {ok: false, error}}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
const status = (state, message) => postMessage({ type: "status", state, message });

async function start() {
  const started = performance.now();
  status("loading", "Loading Python…");
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", here).href });
  status("loading", "Loading the solvers…");
  const runtime = await (await fetch(new URL("../py/runtime.json", here))).json();
  const wheel = await fetch(new URL(`../py/${runtime.wheel}`, here));
  if (!wheel.ok) throw new Error(`could not fetch ${runtime.wheel}: HTTP ${wheel.status}`);
  pyodide.unpackArchive(await wheel.arrayBuffer(), "wheel");
  const web = pyodide.pyimport("puzzlers.web");
  status("ready", `Python ${pyodide.version} ready in ${Math.round(performance.now() - started)} ms`);
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
