// The Python worker: loads Pyodide (served by this site) and the puzzlers package (compiled to bytecode at build
// time), then answers requests. Started from the head of a widget page (js/boot.js) or by js/runtime.js.
// Messages in:  {id, module, fn, args}
// Messages out: {type: "status", state, message, timings} | {type: "progress", done, total, message}
//               {type: "result", id, response: {ok, result} | {ok: false, error}}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
const pyodideURL = new URL("../pyodide/", here);
const status = (state, message, timings) => postMessage({ type: "status", state, message, timings });
// Absolute times (ms since the epoch, comparable with the page's performance.timeOrigin) of the start-up phases.
const now = () => performance.timeOrigin + performance.now();
const marks = { workerStart: now() };

// The build ships in python_stdlib.zip only the standard-library modules the site imports; any other one (an
// edited docs example importing something new) comes from python_stdlib_more.zip, fetched once, synchronously
// (a worker may), the first time an import misses.
const MORE_STDLIB = `
import importlib, importlib.machinery, sys

class MoreStdlibFinder:
    zip = "/lib/python314-more.zip"
    loaded = False
    misses = []
    import js
    names = frozenset(js.pzStdlibMoreNames.to_py())  # top-level names with files in the second zip
    del js

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name.partition(".")[0] not in cls.names or not cls.fetch():
            return None
        cls.misses.append(name)  # for diagnosis: what the build's trimming missed
        if path is None:
            return importlib.machinery.PathFinder.find_spec(name, [cls.zip])
        extra = [cls.zip + p[len("/lib/python314.zip"):] for p in path if p.startswith("/lib/python314.zip")]
        parent = sys.modules.get(name.rpartition(".")[0])
        if parent is not None and hasattr(parent, "__path__"):
            for p in extra:
                if p not in parent.__path__:
                    parent.__path__.append(p)
        return importlib.machinery.PathFinder.find_spec(name, extra)

    @classmethod
    def fetch(cls):
        if cls.loaded is None:  # fetching: imports made meanwhile are not ours
            return False
        if not cls.loaded:
            cls.loaded = None
            try:
                import js
                request = js.XMLHttpRequest.new()
                request.open("GET", js.pzStdlibMore, False)
                request.responseType = "arraybuffer"
                request.send()
                if request.status != 200:
                    raise OSError(f"HTTP {request.status}")
                with open(cls.zip, "wb") as file:
                    file.write(request.response.to_py())
            except Exception:
                cls.loaded = False  # offline and not cached: the import fails as usual, a later one retries
                return False
            sys.path.append(cls.zip)  # a new entry: no finder cache to invalidate
            cls.loaded = True
        return True

sys.meta_path.append(MoreStdlibFinder)
`;

async function start() {
  const started = performance.now();
  status("loading", "Loading Python…");
  const runtime = fetch(new URL("../py/runtime.json", here)).then((r) => {
    if (!r.ok) throw new Error(`could not fetch the runtime description: HTTP ${r.status}`);
    return r.json();
  });
  // Fetch the package while Pyodide starts.
  const packageBytes = runtime
    .then((info) => fetch(new URL(`../py/${info.bytecode}`, here)))
    .then((r) => {
      if (!r.ok) throw new Error(`could not fetch the puzzlers package: HTTP ${r.status}`);
      return r.arrayBuffer();
    });
  packageBytes.catch(() => {}); // reported when awaited below
  const pyodide = await loadPyodide({
    indexURL: pyodideURL.href,
    // No packages are loaded: the lock file's header is enough (saves fetching its 120 kB list of packages).
    lockFileContents: runtime.then((info) => ({ info: info.lock_info, packages: {} })),
    packages: [],
  });
  const loaded = performance.now();
  marks.pyodideLoaded = now();
  status("loading", "Loading the solvers…");
  const info = await runtime;
  self.pzStdlibMore = new URL(info.stdlib_more, pyodideURL).href;
  self.pzStdlibMoreNames = info.stdlib_more_names;
  pyodide.runPython(MORE_STDLIB);
  pyodide.unpackArchive(await packageBytes, "wheel");
  const web = pyodide.pyimport("puzzlers.web");
  const done = performance.now();
  marks.packageImported = now();
  const timings = { pyodide_ms: Math.round(loaded - started), wheel_ms: Math.round(done - loaded),
                    worker_started_ms: Math.round(started), marks };
  status("ready", `Python ${pyodide.version} ready in ${Math.round(done - started)} ms`, timings);
  return web;
}

const ready = start().catch((error) => {
  status("error", `Python could not start: ${error.message}`);
  throw error;
});

// Requests run one at a time in arrival order (Python is single-threaded here).
let queue = Promise.resolve();
// Requests cancelled while still queued: skipped without running (the page has already forgotten them).
const skipped = new Set();
self.onmessage = (event) => {
  if (event.data.skip) {
    for (const id of event.data.skip) skipped.add(id);
    return;
  }
  const { id, module, fn, args } = event.data;
  queue = queue.then(async () => {
    if (skipped.delete(id)) return;
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
