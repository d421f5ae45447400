// Which files of Pyodide's standard library the site's Python needs, found at build time by running it.
//
// Usage: node scripts/stdlib_used.mjs STDLIB_ZIP WHEEL_OR_ZIP MODULES_FILE OUT_JSON
// Loads Pyodide (under Node) with STDLIB_ZIP as its standard library, imports the puzzlers package from its zip the
// way the browser's worker does, imports every puzzlers module, every module named in MODULES_FILE (one a line: the
// imports found anywhere in the package's source, lazy ones too, and in the docs' Python examples), makes the
// widgets' first requests and runs one docs example through puzzlers.web, and writes the standard-library zip
// entries of every module then loaded (sys.modules) to OUT_JSON. The build ships those in the browser's python_stdlib.zip and the rest in a second
// zip that the worker fetches only if an import needs it (see site/js/worker.mjs).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [stdlibZip, packageZip, modulesFile, outJson] = process.argv.slice(2);
if (!outJson) {
  console.error("usage: node scripts/stdlib_used.mjs STDLIB_ZIP WHEEL_OR_ZIP MODULES_FILE OUT_JSON");
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(resolve(root, "node_modules/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide({ stdLibURL: resolve(stdlibZip), stdout: () => {}, stderr: () => {} });
pyodide.FS.writeFile("/lib/puzzlers.zip", new Uint8Array(readFileSync(packageZip)));
pyodide.globals.set("extra_modules", readFileSync(modulesFile, "utf8").split("\n").filter(Boolean));
const result = pyodide.runPython(`
import importlib, json, pkgutil, sys
sys.path.insert(0, "/lib/puzzlers.zip")
import puzzlers, puzzlers.web

failed = []
names = [info.name for info in pkgutil.walk_packages(puzzlers.__path__, "puzzlers.")
         if not info.name.endswith(".__main__")]
for name in names + list(extra_modules):
    try:
        importlib.import_module(name)
    except BaseException as error:  # a module Pyodide lacks (curses, tty...), or not a module at all
        failed.append(f"{name}: {type(error).__name__}")
# The widgets' first requests (their data files and lazy imports); errors are answers too.
for module, fn, args in [("web", "run_example", {"code": "print(1)"}), ("plates", "solve", {"text": "1234"}),
                         ("nerdle", "variants", {}), ("nerdle", "suggest", {"tiles": 8, "turns": []}),
                         ("mathler", "modes", {}), ("matchsticks", "draw", {"equation": "6+4=4"}),
                         ("matchsticks", "solve", {"equation": "6+4=4"}), ("regexcrossword", "list", {})]:
    puzzlers.web.call(json.dumps({"module": module, "fn": fn, "args": args}))
prefix = "/lib/python314.zip/"
entries = set()
for module in list(sys.modules.values()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or getattr(module, "__file__", None)
    if isinstance(origin, str) and origin.startswith(prefix):
        entries.add(origin[len(prefix):])
json.dumps({"entries": sorted(entries), "failed": failed})
`);
writeFileSync(outJson, result);
const { entries, failed } = JSON.parse(result);
console.log(`stdlib_used: ${entries.length} files; not importable here: ${failed.length}`);
