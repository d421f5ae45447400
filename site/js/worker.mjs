// The Python worker: loads Pyodide (served by this site) and the puzzlers package (compiled to bytecode at build
// time), then answers requests. Started from the head of a widget page (js/boot.js) or by js/runtime.js.
// Messages in:  {id, module, fn, args} | {skip: [id, ...]} (drop queued requests) | {snapshot: true} (keep one)
//               {go: true} (the page is set up: start Python; any message says it too)
// Messages out: {type: "status", state, message, timings, download: {done, total} (bytes of the big files)}
//               {type: "progress", done, total, message}
//               {type: "output", text} (a docs example's prints, as they come: puzzlers.web.web_run_example)
//               {type: "started", id} | {type: "result", id, response: {ok, result} | {ok: false, error}}
//               {type: "snapshot", bytes, memory, ms}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);
const pyodideURL = new URL("../pyodide/", here);
const PACKAGE_ZIP = "/lib/puzzlers.zip"; // the build compiles the package's bytecode for this place
const LOADING = "Loading Python…";
let lastStatus = ""; // the last message of Python's start said (a download's progress goes with LOADING)
const status = (state, message, timings) => {
  lastStatus = message;
  postMessage({ type: "status", state, message, timings });
};
// Absolute times (ms since the epoch, comparable with the page's performance.timeOrigin) of the start-up phases.
const now = () => performance.timeOrigin + performance.now();
const marks = { workerStart: now() };
// Python's start is CPU work: compiling pyodide.asm.wasm, then starting Python or restoring its snapshot. Begun
// from the page's head, it ran alongside the page's own parsing and set-up, and on few cores it made those tasks
// of the page longer (Lighthouse's Total Blocking Time, site/how/site.md). So the worker started from the head
// (named "early", or "early-after-page" on a slow connection, by js/boot.js) fetches what it can at once (see
// below) and starts that work once the page's set-up is done: told by js/runtime.js ({go: true}), by the first
// request, or after GO_LATEST_MS at the latest (not on a slow connection: only by the first two). A worker
// js/runtime.js starts itself (a widget's warm-up, a request, a restart) comes after the set-up: it goes at once.
const startedEarly = self.name.startsWith("early");
const afterPage = self.name === "early-after-page"; // (its downloads too wait for the go: see below)
const GO_LATEST_MS = 5000;
let go;
const pageReady = new Promise((resolve) => {
  go = resolve;
  if (!startedEarly) resolve();
  // (its downloads waiting for the go on a slow connection, where the page's script may take longer than that)
  else if (!afterPage) setTimeout(resolve, GO_LATEST_MS);
}).then(() => { marks.go = now(); });
// Meanwhile Pyodide's two large files are downloaded (on a first visit that is most of the wait), and handed to
// Pyodide when it asks for them: each once, whole; a failed download is asked for again the normal way. Every
// worker does so (counting their bytes for the page's progress bar: a worker started after a Cancel or a failure
// too), at once, but for one that js/boot.js found on a slow connection (named "early-after-page"): there
// Python's 4 MB would share the connection with the page's own files, and the widget stayed empty until its
// script came (at 400 kbit/s it came after 22.8 s, the page's own files alone take about 8), so they come after
// the page's go.
const early = new Map();
// The description of the runtime (py/runtime.json), fetched once, at once: it also gives those two files' sizes.
const runtime = fetch(new URL("../py/runtime.json", here)).then((r) => {
  if (!r.ok) throw new Error(`could not fetch the runtime description: HTTP ${r.status}`);
  return r.json();
});
runtime.catch(() => {}); // reported when awaited in start()
// How far their download is, for the page's progress bar ({type: "status", …, download: {done, total}}, at most
// every 250 ms and when a file is whole): on a slow connection it is a minute and more, said only as "Loading
// Python…" before. Counted as they come, unpacked, against their unpacked sizes in runtime.json.
const download = { done: 0, total: 0, said: -Infinity };
runtime.then((info) => { download.total = Object.values(info.downloads || {}).reduce((a, b) => a + b, 0); },
             () => {});
function sayDownload(whole) {
  const at = performance.now();
  if (!download.total || (!whole && at - download.said < 250)) return;
  if (lastStatus && lastStatus !== LOADING) return; // Python is further on (a snapshot needs less)
  download.said = at;
  postMessage({ type: "status", state: "loading", message: LOADING,
                download: { done: Math.min(download.done, download.total), total: download.total } });
}
async function counted(response) {
  if (!response.body || !response.body.getReader) return response.arrayBuffer();
  const reader = response.body.getReader();
  const chunks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    download.done += value.byteLength;
    sayDownload(false);
  }
  sayDownload(true);
  return new Blob(chunks);
}
function downloadEarly() {
  for (const name of ["pyodide.asm.wasm", "python_stdlib.zip"]) {
    const url = new URL(name, pyodideURL).href;
    early.set(url, fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // Only its type (WebAssembly's streaming compile needs it): the length and coding sent were the compressed
      // body's, not these bytes'.
      return new Response(await counted(response),
                          { headers: { "Content-Type": response.headers.get("Content-Type") || "" } });
    }));
    early.get(url).catch(() => {});
  }
}
// (before start() awaits the go: the files are in `early` when Pyodide asks for them)
if (afterPage) pageReady.then(downloadEarly);
else downloadEarly();
const fetchNow = self.fetch;
// A file of Python's that could not be downloaded (a lost connection, the host's error, a body cut short): what the
// page says then is that, not Python's own words for what it lacks ("Program terminated with exit(1)").
let downloadFailed = ""; // why, once one failed
const noted = (promise) => promise.then((response) => {
  if (!response.ok) downloadFailed = `a file could not be downloaded (HTTP ${response.status})`;
  return response;
}, (error) => {
  downloadFailed = "its files could not be downloaded (check the connection)";
  throw error;
});
self.fetch = function (input, init) {
  const url = typeof input === "string" || input instanceof URL ? new URL(input, self.location.href).href : null;
  const fetched = url && early.get(url);
  if (!fetched) return noted(fetchNow.call(this, input, init));
  early.delete(url);
  return fetched.catch(() => noted(fetchNow.call(this, input, init)));
};
/** Why Python could not start, as the page says it ("The next request tries again." follows). */
const whyNot = (error) => `Python could not start: ${!navigator.onLine
  ? "its files could not be downloaded (check the connection)"
  : downloadFailed || (error && error.message) || error}`;
// When Pyodide's big files had arrived (bench/bench_engines.py tells a slow download from a slow compilation).
const FETCH_MARKS = { "pyodide.asm.wasm": "wasmFetched", "python_stdlib.zip": "stdlibFetched" };

// When pyodide.asm.wasm was compiled and instantiated: Pyodide's own call, timed (after it, Python's start or the
// snapshot's restore). Only a call given bytes resolves to {module, instance}; Pyodide's small probe module,
// instantiated from a compiled Module first, does not count.
for (const name of ["instantiate", "instantiateStreaming"]) {
  const original = WebAssembly[name];
  if (typeof original !== "function") continue;
  WebAssembly[name] = function (...args) {
    return original.apply(this, args).then((result) => {
      if (result && result.instance && marks.wasmInstantiated === undefined) marks.wasmInstantiated = now();
      return result;
    }, (error) => {
      // Pyodide catches this with a warning and then waits for ever ("Loading Python…" for good, a lost connection
      // while the file came): said here, the page starts a new worker at the next request.
      if (!downloadFailed && (error instanceof TypeError || error instanceof WebAssembly.CompileError)) {
        downloadFailed = "its files could not be downloaded whole (check the connection)";
      }
      console.warn("pyodide.asm.wasm could not be compiled:", error);
      status("error", whyNot(error));
      throw error;
    });
  };
}

function markFetches() {
  const entries = performance.getEntriesByType ? performance.getEntriesByType("resource") : [];
  for (const entry of entries) {
    const key = FETCH_MARKS[new URL(entry.name).pathname.split("/").pop()];
    if (key && entry.responseEnd > 0 && marks[key] === undefined) {
      marks[key] = performance.timeOrigin + entry.responseEnd;
    }
  }
}

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

    error = ""  # why the last fetch failed

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name.partition(".")[0] not in cls.names:
            return None
        if not cls.fetch():
            if cls.error:  # said as what it is, not as a module that does not exist
                raise ModuleNotFoundError(
                    f"No module named {name!r} yet: it comes with the rest of Python's standard library, which could"
                    f" not be downloaded ({cls.error}); check the connection and run again", name=name)
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
            except Exception as error:
                cls.loaded = False  # offline and not cached: the import fails, saying why; a later one retries
                cls.error = str(error) if isinstance(error, OSError) else "no connection"
                return False
            cls.error = ""
            sys.path.append(cls.zip)  # a new entry: no finder cache to invalidate
            cls.loaded = True
        return True

sys.meta_path.append(MoreStdlibFinder)
`;

// A memory snapshot: the state of this worker's Python after the page's warm-up (every puzzle imported, its
// tables built), made by Pyodide in this browser and kept in Cache Storage under the runtime's key (runtime.json:
// a hash of the Pyodide build, the standard library, the package and this file). A later start restores it instead
// of starting Python afresh (1.5x faster in bench/bench_browser.py); a missing, stale or unusable snapshot is
// dropped and Python starts the normal way.
const SNAPSHOT_CACHE = "puzzlers-snapshot";
const snapshotURL = (key) => new URL(`../py/snapshot-${key}`, here).href;
// How many restores of this build's snapshots failed in this browser: after a second, no more are made (a browser
// that cannot restore them would otherwise pay a failed restore on every visit).
const failuresURL = (key) => `${snapshotURL(key)}.failures`;
const MAX_FAILURES = 2;
let python = null; // the Pyodide instance, once started
const snapshot = { restored: false, canMake: false, made: false, userCode: false, key: null, failures: 0 };

async function snapshotCache() {
  try {
    return await caches.open(SNAPSHOT_CACHE);
  } catch {
    return null; // no Cache Storage (an insecure origin, a private window): no snapshot
  }
}

/** The stored snapshot of this build, if any, and the count of failed restores. */
async function storedSnapshot(cache, info) {
  if (!cache || !(await cache.keys()).length) return null; // the usual first visit: no wait for runtime.json
  const { snapshot: key } = await info;
  const failures = await cache.match(failuresURL(key));
  snapshot.failures = failures ? Number(await failures.text()) || 0 : 0;
  return (await cache.match(snapshotURL(key))) || null;
}

// Stored without its all-zero chunks (about 40% of Python's memory): "PZS1", total length, chunk size (uint32,
// little-endian), a bitmap of the chunks stored, then those chunks. Fewer bytes to read back at the next start.
const CHUNK = 1 << 16;
const SNAPSHOT_LENGTH = "x-snapshot-length"; // the stored response's header: the whole snapshot's length

function packSnapshot(bytes) {
  const count = Math.ceil(bytes.length / CHUNK);
  const header = 12 + Math.ceil(count / 8);
  const kept = [];
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  for (let i = 0; i < count; i++) {
    const end = Math.min((i + 1) * CHUNK, bytes.length);
    let zero = true;
    for (let w = (i * CHUNK) >> 2; w < end >> 2; w++) if (words[w]) { zero = false; break; }
    for (let b = end & ~3; zero && b < end; b++) if (bytes[b]) zero = false;
    if (!zero) kept.push(i);
  }
  const size = kept.reduce((sum, i) => sum + Math.min(CHUNK, bytes.length - i * CHUNK), header);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set([0x50, 0x5a, 0x53, 0x31]); // "PZS1"
  view.setUint32(4, bytes.length, true);
  view.setUint32(8, CHUNK, true);
  let at = header;
  for (const i of kept) {
    out[12 + (i >> 3)] |= 1 << (i & 7);
    const chunk = bytes.subarray(i * CHUNK, Math.min((i + 1) * CHUNK, bytes.length));
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Write a packed snapshot into `bytes` (zeros, of the snapshot's whole length). */
function unpackSnapshot(buffer, bytes) {
  const packed = new Uint8Array(buffer);
  const view = new DataView(buffer);
  if (packed.length < 12 || view.getUint32(0, false) !== 0x505a5331) throw new Error("not a packed snapshot");
  const length = view.getUint32(4, true);
  const chunk = view.getUint32(8, true);
  if (length !== bytes.length || !chunk) throw new Error("snapshot of the wrong size");
  const count = Math.ceil(length / chunk);
  let at = 12 + Math.ceil(count / 8);
  for (let i = 0; i < count; i++) {
    if (!(packed[12 + (i >> 3)] & (1 << (i & 7)))) continue;
    const size = Math.min(chunk, length - i * chunk);
    if (at + size > packed.length) throw new Error("truncated snapshot");
    bytes.set(packed.subarray(at, at + size), i * chunk);
    at += size;
  }
  if (at !== packed.length) throw new Error("snapshot of the wrong size");
}

// Pyodide needs the snapshot's length first (the size of the memory it creates) and its bytes only once its
// WebAssembly module is instantiated: the snapshot is read meanwhile, into a buffer of that length.
async function restoreSnapshot(response, options) {
  const length = Number(response.headers.get(SNAPSHOT_LENGTH));
  if (!Number.isSafeInteger(length) || length <= 0) throw new Error("a snapshot with no length");
  let bytes = new Uint8Array(length);
  const filled = response.arrayBuffer().then((buffer) => unpackSnapshot(buffer, bytes));
  filled.catch(() => {}); // awaited below
  await pageReady;
  const factory = import("../pyodide/pyodide.asm.mjs").then((module) => module.default);
  const pyodide = await loadPyodide({
    ...options,
    _loadSnapshot: bytes,
    createPyodideModule: async (settings) => {
      const module = await (await factory)(settings);
      await filled;
      // This Pyodide build starts with 30 MiB of memory whatever it is told; Python's memory only grows, so a
      // snapshot made after heavy work is larger: grow the memory to the snapshot's size before it is copied in.
      if (module.HEAP8.length < length) {
        module._free(module._malloc(length));
        if (module.HEAP8.length < length) throw new Error("no memory for the snapshot");
      }
      return module;
    },
  });
  // Pyodide keeps its options: without this the snapshot's buffer would stay in memory for the worker's life.
  if (pyodide._api && pyodide._api.config) pyodide._api.config._loadSnapshot = undefined;
  bytes = null;
  return pyodide;
}

/** Delete every snapshot (other builds' included) but this build's count of failed restores. */
async function dropSnapshots(cache) {
  try {
    for (const request of await cache.keys()) {
      if (request.url !== failuresURL(snapshot.key)) await cache.delete(request);
    }
  } catch { /* nothing to drop */ }
}

async function start() {
  const started = performance.now();
  status("loading", LOADING);
  // Fetch the package while Pyodide starts.
  const packageBytes = runtime
    .then((info) => fetch(new URL(`../py/${info.bytecode}`, here)))
    .then((r) => {
      if (!r.ok) throw new Error(`could not fetch the puzzlers package: HTTP ${r.status}`);
      return r.arrayBuffer();
    });
  packageBytes.catch(() => {}); // reported when awaited below
  const options = {
    indexURL: pyodideURL.href,
    // No packages are loaded: the lock file's header is enough (saves fetching its 120 kB list of packages).
    lockFileContents: runtime.then((info) => ({ info: info.lock_info, packages: {} })),
    packages: [],
  };
  const info = runtime.then((runtimeInfo) => {
    self.pzStdlibMore = new URL(runtimeInfo.stdlib_more, pyodideURL).href;
    self.pzStdlibMoreNames = runtimeInfo.stdlib_more_names;
    snapshot.key = runtimeInfo.snapshot;
    return runtimeInfo;
  });
  // The package is imported from its zip as it came (nothing unpacked): one file and an entry in sys.path. A
  // snapshot holds Python's memory (sys.path, the zip's index), not files: after a restore the file comes back.
  const addPackage = async (pyodide) => {
    pyodide.FS.writeFile(PACKAGE_ZIP, new Uint8Array(await packageBytes));
    return pyodide.pyimport("puzzlers.web");
  };
  let pyodide = null;
  let web = null;
  let loaded = 0;
  let unrestored = false; // a stored snapshot failed to restore
  const cache = "caches" in self ? await snapshotCache() : null;
  const stored = await storedSnapshot(cache, info);
  if (stored) {
    try {
      pyodide = await restoreSnapshot(stored, options);
      loaded = performance.now();
      marks.pyodideLoaded = now();
      // Pyodide puts "" at the head of sys.path at every start, a restored one included: once is enough.
      pyodide.runPython("import sys; sys.path[:] = list(dict.fromkeys(sys.path))");
      web = await addPackage(pyodide);
      // A restore that does not answer is no restore: the normal start below takes over.
      const check = JSON.parse(web.call(JSON.stringify({ module: "plates", fn: "solve", args: { text: "1234" } })));
      if (!check.ok) throw new Error(`the restored Python does not answer: ${check.error}`);
      snapshot.restored = true;
    } catch (error) {
      console.warn("Python's memory snapshot could not be restored; starting afresh:", error);
      pyodide = web = null;
      delete marks.pyodideLoaded;
      unrestored = true;
    }
  }
  await pageReady;
  if (!pyodide && cache) {
    try {
      pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
      snapshot.canMake = true;
    } catch (error) {
      console.warn("Python could not start ready for a snapshot; starting without:", error);
    }
  }
  // The snapshot is to blame (counted, and dropped) when a start ready for a new one then worked; not when that
  // start failed too: Firefox, offline, once failed both on Pyodide's own module ("error loading dynamically
  // imported module"), and a good snapshot was thrown away and counted against.
  if (unrestored && snapshot.canMake) {
    snapshot.failures += 1;
    await dropSnapshots(cache);
    await cache.put(failuresURL(snapshot.key), new Response(String(snapshot.failures))).catch(() => {});
  }
  if (!pyodide) pyodide = await loadPyodide(options);
  python = pyodide;
  if (!web) {
    loaded = performance.now();
    marks.pyodideLoaded = now();
    status("loading", "Loading the solvers…");
    await info;
    pyodide.runPython(`${MORE_STDLIB}\nsys.path.insert(0, "${PACKAGE_ZIP}")`);
    web = await addPackage(pyodide);
  }
  const done = performance.now();
  marks.packageImported = now();
  markFetches();
  const timings = { pyodide_ms: Math.round(loaded - started), wheel_ms: Math.round(done - loaded),
                    worker_started_ms: Math.round(started), snapshot: snapshot.restored, marks };
  status("ready", `Python ${pyodide.version} ready in ${Math.round(done - started)} ms`
                  + (snapshot.restored ? " (from this browser's snapshot)" : ""), timings);
  return web;
}

// Asked by the page once its warm-up is done. Not after a docs example ran (its code may have left anything in
// Python), nor once the second standard-library zip was fetched (its file would be missing after a restore).
async function makeSnapshot() {
  if (!snapshot.canMake || snapshot.made || snapshot.userCode || snapshot.failures >= MAX_FAILURES) return;
  snapshot.made = true;
  const started = performance.now();
  try {
    await ready;
    const more = python.runPython(
      "import sys; any(getattr(f, '__name__', '') == 'MoreStdlibFinder' and f.loaded for f in sys.meta_path)");
    if (more) return;
    const memory = python.makeMemorySnapshot();
    const bytes = packSnapshot(memory);
    const cache = await caches.open(SNAPSHOT_CACHE);
    await dropSnapshots(cache);
    await cache.put(snapshotURL(snapshot.key),
                    new Response(bytes, { headers: { [SNAPSHOT_LENGTH]: String(memory.length) } }));
    postMessage({ type: "snapshot", bytes: bytes.length, memory: memory.length,
                  ms: Math.round(performance.now() - started) });
  } catch (error) {
    console.warn("no memory snapshot of Python:", error);
  }
}

const ready = start().catch((error) => {
  status("error", whyNot(error));
  throw error;
});
ready.catch(() => {}); // (said above; each request's own wait reports it to the page)

// Requests run one at a time in arrival order (Python is single-threaded here).
let queue = Promise.resolve();
// Requests cancelled while still queued: skipped without running (the page has already forgotten them).
const skipped = new Set();
self.onmessage = (event) => {
  go();
  if (event.data.go) return;
  if (event.data.skip) {
    for (const id of event.data.skip) skipped.add(id);
    return;
  }
  if (event.data.snapshot) {
    queue = queue.then(makeSnapshot);
    return;
  }
  const { id, module, fn, args } = event.data;
  if (module === "web" && (fn === "run_example" || fn === "run_doctest")) snapshot.userCode = true;
  queue = queue.then(async () => {
    let response;
    try {
      const web = await ready;
      // One task's wait, so that a skip sent while earlier work ran is seen before this request starts (the next
      // request would otherwise start in the same task as the last one ended).
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (skipped.delete(id)) return;
      postMessage({ type: "started", id });
      const started = performance.now();
      response = JSON.parse(web.call(JSON.stringify({ module, fn, args })));
      response.ms = performance.now() - started;
    } catch (error) {
      // Python's own errors come back in the response; this is the runtime's. Code that recursed past the
      // browser's stack (a recursion limit raised far up) leaves Pyodide unusable: the page starts a new one. So
      // does code that ended Python (os._exit(1): Emscripten's ExitStatus, "Program terminated with exit(1)"), whose
      // next call returned nothing ("undefined" is not valid JSON).
      const message = String((error && error.message) || error);
      const exit = /Program terminated with exit\((-?\d+)\)/.exec(message);
      if (/call stack/i.test(message)) {
        response = { ok: false, broken: true, error: "The code went deeper than the browser's stack allows (a deep "
          + "recursion, or an object nested thousands deep); Python restarts with the next run." };
      } else if (exit || (error && error.name === "ExitStatus")) {
        const status = exit ? exit[1] : error.status;
        response = { ok: false, broken: true, error: `The code ended Python${status === undefined ? ""
          : ` (os._exit(${status}))`}; Python starts afresh at the next run.` };
      } else {
        response = { ok: false, error: `Python is not available: ${message}` };
      }
    }
    postMessage({ type: "result", id, response });
  });
};
