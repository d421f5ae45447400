// Compile a zip of Python modules to bytecode with Pyodide's own Python (3.14), at site build time.
//
// Usage: node scripts/compile_bytecode.mjs IN_ZIP OUT_ZIP [PATH_PREFIX]
// Every .py module of IN_ZIP becomes a sourceless .pyc in OUT_ZIP (other files are copied), so the browser
// imports it without compiling: used for Pyodide's standard library and for the puzzlers wheel. The machines'
// CPython is 3.11 and its bytecode would not load in 3.14, hence Pyodide under Node. PATH_PREFIX is where the
// files will live in the browser (it names the files in tracebacks). Entries are stored uncompressed: imports
// read them without inflating, and the server sends the whole zip Brotli- or gzip-compressed.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [inZip, outZip, prefix = "/lib/python314.zip/"] = process.argv.slice(2);
if (!inZip || !outZip) {
  console.error("usage: node scripts/compile_bytecode.mjs IN_ZIP OUT_ZIP [PATH_PREFIX]");
  process.exit(2);
}
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(resolve(root, "node_modules/pyodide/pyodide.mjs"));
const pyodide = await loadPyodide();
pyodide.FS.writeFile("/tmp/in.zip", new Uint8Array(readFileSync(inZip)));
pyodide.globals.set("prefix", prefix);
const summary = pyodide.runPython(`
import importlib._bootstrap_external as bootstrap
import zipfile

compiled = copied = 0
with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for info in src.infolist():
        data = src.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, prefix + info.filename, "exec", dont_inherit=True)
            data = bytes(bootstrap._code_to_timestamp_pyc(code, 0, 0))
            name = info.filename + "c"
            compiled += 1
        else:
            name = info.filename
            copied += 1
        entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_STORED  # the server compresses the whole zip better (br)
        entry.external_attr = info.external_attr
        out.writestr(entry, data)
f"{compiled} modules compiled, {copied} files copied"
`);
writeFileSync(outZip, pyodide.FS.readFile("/tmp/out.zip"));
console.log(`compile_bytecode: ${summary} -> ${outZip}`);
