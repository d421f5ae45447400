"""MkDocs hook: ship the in-browser Python runtime with the site, make the site work offline, fast and under a
Content-Security-Policy.

After the build it
- copies the pinned Pyodide runtime from ``node_modules/pyodide`` into ``pyodide/`` (served by the site itself,
  no CDN), with its standard library compiled to bytecode by Pyodide's own Python (``scripts/compile_bytecode.mjs``,
  cached in ``build/cache`` by the hash of the source zip) and split in two: ``python_stdlib.zip`` holds only what
  the site's Python imports (found by running it, ``scripts/stdlib_used.mjs``), ``python_stdlib_more.zip`` the
  rest, which the worker fetches only if an import needs it; both uncompressed zips (the server compresses them);
- builds the wheel of ``pysrc/puzzlers`` with the ordinary build backend, compiles it to a bytecode zip in ``py/``
  (the wheel itself is not shipped) and writes ``py/runtime.json`` naming the files and Pyodide's lock-file info
  (the worker passes it to ``loadPyodide`` instead of fetching the 120 kB lock file of packages it never loads);
- serves mermaid (the npm package, pinned) from ``js/vendor/`` and loads it only on the pages that have a diagram
  (not precached: cached when a diagram page is opened);
- moves the inline scripts of the pages into files (``assets/inline/<hash>.js``) and writes the
  Content-Security-Policy into every page (``<meta http-equiv>``) and into ``_headers`` (static hosts; scripts/
  serve.py sends it as a header);
- drops the rules of Material's stylesheets that style nothing on this site (``hooks/unused_css.py``);
- has Material's bundle send the search index to its worker when the search opens, not at every page load
  (``hooks/search_on_open.py``);
- writes the service worker ``sw.js`` from ``templates/sw.js`` with the list of every file to precache (with its
  SHA-256 for integrity) and a version derived from their contents: the whole site but the equation lists' data
  (their indexes are precached) and mermaid;
- writes ``X.br`` and ``X.gz`` next to every compressible file (cached in ``build/cache/compressed`` by content).
"""

from __future__ import annotations

import ast
import base64
import hashlib
import json
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import search_on_open
import unused_css

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
CACHE = ROOT / "build" / "cache"
#: What a memory snapshot of the worker's Python depends on (with the package's bytecode zip): its key hashes them.
SNAPSHOT_INPUTS = ("pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip",
                   "js/worker.mjs")
#: Files above this size, and the data under these folders (not their pages), are cached when first used instead
#: of precached: the equation lists are over 100 MB. Mermaid is cached when a diagram page is opened.
PRECACHE_MAX_BYTES = 12 * 1024 * 1024
RUNTIME_CACHED_DIRS = ("lists/", "js/vendor/")
#: ... but the lists' indexes are precached (and compressed): the index of the lists (the page's List menu) and each
#: list's own (its parts' table; for Mathler Hard, that Python computes other targets), 110 kB; so are their files
#: of at most LIST_SMALL_BYTES (Nerdle Micro and Mini whole, the first list the page shows among them): 19 files,
#: 121 kB, 21 kB as Brotli. Offline after any first visit, the lists page then works for everything but a list's
#: part never read online.
LIST_INDEX = re.compile(r"lists/(?:[^/]+/)?index\.json")
LIST_SMALL_BYTES = 4096
#: Never precached nor compressed: server configuration.
NOT_SHIPPED = ("_headers",)
#: Not precached: served per origin (scripts/serve.py), cached on use.
NOT_PRECACHED = ("sitemap.xml",)
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".zip", ".xml", ".txt", ".map",
                ".webmanifest", ".inv")
#: Standard-library packages always shipped whole in the first zip: Pyodide's own Python side, and the import
#: system's (resource readers for the package's data files, metadata).
STDLIB_ALWAYS = ("pyodide/", "_pyodide/", "importlib/")

#: The Content-Security-Policy: scripts only from the site (no inline script, no eval), WebAssembly compilation
#: for Pyodide, inline styles (Material's and mermaid's SVG use them). The web app manifest falls under default-src:
#: WebKit does not know manifest-src and logged it as an error on every page.
CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
       "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; "
       "object-src 'none'; base-uri 'self'; form-action 'self'")
#: Only as a header: browsers ignore (and warn about) frame-ancestors in a <meta>.
CSP_HEADER = CSP + "; frame-ancestors 'self'"

log = logging.getLogger("mkdocs.hooks.build_runtime")
MERMAID = ROOT / "node_modules" / "mermaid" / "dist" / "mermaid.min.js"
INLINE_SCRIPT = re.compile(r"<script>(.*?)</script>", re.S)
SCRIPT_SRC = re.compile(r'<script src="([^"]+)"(?: data-[a-z]+="[^"]*")?>')
#: Pages with a widget start Python from their head (js/boot.js), before the page is parsed.
WIDGET = re.compile(r'<div id="[a-z]+-widget"')
_inline_scripts: dict[str, str] = {}


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def on_page_content(html: str, page, config, files) -> str:
    """Load the self-hosted mermaid before Material's bundle looks for it (it only fetches when it is missing)."""
    if 'class="mermaid"' not in html:
        return html
    up = "../" * page.url.count("/")
    return f'<script src="{up}js/vendor/mermaid.min.js"></script>\n{html}'


def _secure(html: str, up: str, widget: bool) -> str:
    """Inline scripts into files, the CSP meta and (widget pages) the early start of Python, in one page."""

    def external(match: re.Match) -> str:
        code = match.group(1)
        name = f"assets/inline/{hashlib.sha256(code.encode()).hexdigest()[:16]}.js"
        _inline_scripts[name] = code
        return f'<script src="{up}{name}"></script>'

    html = INLINE_SCRIPT.sub(external, html)
    # Chromium's preload scanner fetches nothing it finds after a Content-Security-Policy <meta>: the page's scripts
    # came one after the other, each found by the parser once the one before had run (on a 400 ms connection,
    # js/site.js was asked for 5.5 s after the page, 2.9 s with the scanner). So each is preloaded before the meta.
    preloads = "".join(f'<link rel="preload" href="{src}" as="script">\n'
                       for src in dict.fromkeys(SCRIPT_SRC.findall(html)) if not src.endswith("js/boot.js"))
    head = f'{preloads}<meta http-equiv="Content-Security-Policy" content="{CSP}">'
    if widget:
        head += f'\n<script src="{up}js/boot.js" async></script>'
    return html.replace('<meta charset="utf-8">', f'<meta charset="utf-8">\n{head}', 1)


def on_post_page(output: str, page, config) -> str:
    return _secure(output, "../" * page.url.count("/"), bool(WIDGET.search(output)))


def on_post_template(output: str, template_name: str, config) -> str:
    if not template_name.endswith(".html"):
        return output
    base = urlsplit(config.get("site_url") or "/").path or "/"
    return _secure(output, base if base.endswith("/") else base + "/", False)


def _copy_vendor(site_dir: Path) -> None:
    if not MERMAID.exists():
        raise SystemExit("node_modules/mermaid is missing: run `npm ci` first (see README)")
    target = site_dir / "js" / "vendor"
    target.mkdir(parents=True, exist_ok=True)
    shutil.copy2(MERMAID, target / MERMAID.name)


def _compile(source: Path, target: Path, prefix: str) -> None:
    started = time.perf_counter()
    subprocess.run(["node", str(ROOT / "scripts" / "compile_bytecode.mjs"), str(source), str(target), prefix],
                   check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
    log.info("compiled %s to bytecode in %.1f s", source.name, time.perf_counter() - started)


def _compiled_stdlib() -> Path:
    source_zip = PYODIDE_SRC / "python_stdlib.zip"
    compiled = CACHE / f"python_stdlib-{_sha256(source_zip)[:16]}-pyc.zip"
    if not compiled.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        _compile(source_zip, compiled, "/lib/python314.zip/")
    return compiled


def _imported_names() -> list[str]:
    """Every module name imported anywhere in the package (lazy imports included) and in the docs' examples."""
    names: set[str] = set()

    def scan(source: str) -> None:
        try:
            tree = ast.parse(source)
        except SyntaxError:
            return
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names if alias.name != "*")

    for path in sorted((ROOT / "pysrc" / "puzzlers").rglob("*.py")):
        scan(path.read_text())
    for path in sorted((ROOT / "site").rglob("*.md")):
        for block in re.findall(r"^```python\n(.*?)^```", path.read_text(), re.S | re.M):
            scan(block)
    return sorted(names)


def _split_stdlib(compiled: Path, package_zip: Path, target: Path) -> list[str]:
    """Write target/python_stdlib.zip (what the site imports) and target/python_stdlib_more.zip (the rest); return
    the top-level module names with files in the second."""
    names = "\n".join(_imported_names())
    script = ROOT / "scripts" / "stdlib_used.mjs"
    key = hashlib.sha256(compiled.read_bytes() + package_zip.read_bytes() + names.encode()
                         + script.read_bytes()).hexdigest()[:16]
    used_file = CACHE / f"stdlib-used-{key}.json"
    if not used_file.exists():
        started = time.perf_counter()
        with tempfile.NamedTemporaryFile("w", suffix=".txt") as modules:
            modules.write(names)
            modules.flush()
            subprocess.run(["node", str(ROOT / "scripts" / "stdlib_used.mjs"), str(compiled), str(package_zip),
                            modules.name, str(used_file)], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        log.info("found the standard library the site imports in %.1f s", time.perf_counter() - started)
    used = set(json.loads(used_file.read_text())["entries"])
    counts = {"python_stdlib.zip": 0, "python_stdlib_more.zip": 0}
    more_names: set[str] = set()
    with zipfile.ZipFile(compiled) as src, \
            zipfile.ZipFile(target / "python_stdlib.zip", "w", zipfile.ZIP_STORED) as first, \
            zipfile.ZipFile(target / "python_stdlib_more.zip", "w", zipfile.ZIP_STORED) as more:
        for info in src.infolist():
            keep = info.filename in used or info.filename.startswith(STDLIB_ALWAYS)
            entry = zipfile.ZipInfo(info.filename, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = info.external_attr
            (first if keep else more).writestr(entry, src.read(info))
            counts["python_stdlib.zip" if keep else "python_stdlib_more.zip"] += 1
            if not keep:
                more_names.add(info.filename.split("/")[0].removesuffix(".pyc").removesuffix(".py"))
    log.info("standard library: %d files in python_stdlib.zip, %d in python_stdlib_more.zip",
             counts["python_stdlib.zip"], counts["python_stdlib_more.zip"])
    return sorted(more_names)


def _copy_pyodide(site_dir: Path) -> None:
    if not (PYODIDE_SRC / "pyodide.mjs").exists():
        raise SystemExit("node_modules/pyodide is missing: run `npm ci` first (see README)")
    target = site_dir / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_SRC / name, target / name)


def _build_package(site_dir: Path) -> Path:
    """The bytecode zip of the puzzlers wheel in py/, and py/runtime.json for the worker."""
    target = site_dir / "py"
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp, str(ROOT)],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        wheels = list(Path(tmp).glob("puzzlers-*.whl"))
        if len(wheels) != 1:
            raise SystemExit(f"expected one puzzlers wheel, got {wheels}")
        bytecode = target / wheels[0].name.replace("-py3-none-any.whl", "-cp314-bytecode.zip")
        _compile(wheels[0], bytecode, "/lib/puzzlers.zip/")  # where js/worker.mjs puts it
    lock_info = json.loads((PYODIDE_SRC / "pyodide-lock.json").read_text())["info"]
    (target / "runtime.json").write_text(json.dumps({
        "bytecode": bytecode.name, "sha256": _sha256(bytecode), "stdlib_more": "python_stdlib_more.zip",
        "lock_info": lock_info}))
    return bytecode


def _integrity(path: Path) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def _precache_list(site_dir: Path) -> list[tuple[str, str]]:
    entries = []
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file():
            continue
        rel = path.relative_to(site_dir).as_posix()
        if rel == "sw.js" or rel in NOT_SHIPPED or rel in NOT_PRECACHED or rel.endswith((".map", ".gz", ".br")):
            continue
        if (rel.startswith(RUNTIME_CACHED_DIRS) and not rel.endswith(".html") and not LIST_INDEX.fullmatch(rel)
                and not (rel.startswith("lists/") and path.stat().st_size <= LIST_SMALL_BYTES)):
            continue
        if path.stat().st_size > PRECACHE_MAX_BYTES and not rel.startswith("pyodide/"):
            continue
        url = rel[: -len("index.html")] if rel.endswith("index.html") else rel
        entries.append((url or "./", _integrity(path)))
    return entries


def _write_service_worker(site_dir: Path) -> None:
    entries = _precache_list(site_dir)
    version = hashlib.sha256(json.dumps(entries).encode()).hexdigest()[:16]
    template = (ROOT / "templates" / "sw.js").read_text()
    script = template.replace("__VERSION__", version).replace("__PRECACHE__", json.dumps(entries))
    (site_dir / "sw.js").write_text(script)
    log.info("service worker %s precaches %d files", version, len(entries))


def _precompress(site_dir: Path) -> None:
    """X.br and X.gz next to each compressible file (the lists' data aside, not their indexes) when they are
    smaller."""
    store = CACHE / "compressed"
    store.mkdir(parents=True, exist_ok=True)
    files, todo = [], []
    for path in sorted(site_dir.rglob("*")):
        rel = path.relative_to(site_dir).as_posix()
        if (not path.is_file() or not rel.endswith(COMPRESSIBLE) or path.stat().st_size < 1024
                or (rel.startswith("lists/") and not rel.endswith(".html") and not LIST_INDEX.fullmatch(rel))):
            continue
        key = store / _sha256(path)
        files.append((path, key))
        if not key.with_suffix(".br").exists() or not key.with_suffix(".gz").exists():
            todo.append(f"{path}\t{key}")
    if todo:
        started = time.perf_counter()
        # One node process per core, the files dealt largest first to the least loaded (the Pyodide runtime's big
        # files dominate): Brotli at its top qualities is single-threaded.
        shares: list[list[str]] = [[] for _ in range(min(len(todo), os.cpu_count() or 1, 4))]
        loads = [0] * len(shares)
        for size, line in sorted(((Path(line.split("\t")[0]).stat().st_size, line) for line in todo), reverse=True):
            least = loads.index(min(loads))
            shares[least].append(line)
            loads[least] += size
        with tempfile.TemporaryDirectory() as tmp:
            jobs = []
            for number, share in enumerate(shares):
                listing = Path(tmp) / f"share{number}.txt"
                listing.write_text("\n".join(share))
                jobs.append(subprocess.Popen(["node", str(ROOT / "scripts" / "compress.mjs"), str(listing)], cwd=ROOT,
                                             stdout=subprocess.DEVNULL))
            failed = [job.args for job in jobs if job.wait() != 0]
        if failed:
            raise RuntimeError(f"compressing failed: {failed}")
        log.info("compressed %d files in %.1f s (%d processes)", len(todo), time.perf_counter() - started,
                 len(shares))
    for path, key in files:
        size = path.stat().st_size
        for suffix in (".br", ".gz"):
            compressed = key.with_suffix(suffix)
            if compressed.stat().st_size < size * 0.95:
                shutil.copyfile(compressed, path.with_name(path.name + suffix))


def on_post_build(config, **kwargs) -> None:
    site_dir = Path(config["site_dir"])
    started = time.perf_counter()
    for name, code in _inline_scripts.items():
        (site_dir / name).parent.mkdir(parents=True, exist_ok=True)
        (site_dir / name).write_text(code)
    (site_dir / "_headers").write_text(f"/*\n  Content-Security-Policy: {CSP_HEADER}\n")
    _copy_pyodide(site_dir)
    _copy_vendor(site_dir)
    bytecode = _build_package(site_dir)
    more_names = _split_stdlib(_compiled_stdlib(), bytecode, site_dir / "pyodide")
    runtime_json = site_dir / "py" / "runtime.json"
    # The key of the memory snapshots that browsers make of this runtime (js/worker.mjs): any change in what
    # Python's memory is made of makes a new key, so an older snapshot is never restored.
    snapshot_key = hashlib.sha256()
    for name in SNAPSHOT_INPUTS:
        snapshot_key.update(_sha256(site_dir / name).encode())
    snapshot_key.update(_sha256(bytecode).encode())
    # the sizes of the two files the worker downloads first (its progress bar: js/worker.mjs)
    downloads = {name: (site_dir / "pyodide" / name).stat().st_size
                 for name in ("pyodide.asm.wasm", "python_stdlib.zip")}
    runtime_json.write_text(json.dumps({**json.loads(runtime_json.read_text()), "stdlib_more_names": more_names,
                                        "snapshot": snapshot_key.hexdigest()[:16], "downloads": downloads}))
    for name, before, after, dropped in unused_css.prune_theme_css(site_dir):
        log.info("%s: %d selectors of features the site does not use dropped, %d -> %d bytes", name, dropped,
                 before, after)
    log.info("%s: the search index is sent to the search worker when the search opens",
             search_on_open.defer_search_index(site_dir))
    _write_service_worker(site_dir)
    _precompress(site_dir)
    log.info("runtime shipped in %.1f s", time.perf_counter() - started)
