"""MkDocs hook: ship the in-browser Python runtime with the site, and make the site work offline.

After the build it
- copies the pinned Pyodide runtime from ``node_modules/pyodide`` into ``pyodide/`` (served by the site itself,
  no CDN), with its standard library compiled to bytecode by Pyodide's own Python (``scripts/compile_bytecode.mjs``,
  cached in ``build/cache`` by the hash of the source zip);
- builds the wheel of ``pysrc/puzzlers`` with the ordinary build backend into ``py/`` and writes
  ``py/runtime.json`` naming it (the worker reads it to find the wheel);
- serves mermaid (the npm package, pinned) from ``js/vendor/`` and loads it on the pages that have a diagram,
  so Material never fetches it from a CDN and diagrams draw offline;
- writes the service worker ``sw.js`` from ``templates/sw.js`` with the list of every file to precache and a
  version derived from their contents, so a new build replaces the old cache and an unchanged one keeps it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_SRC = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
CACHE = ROOT / "build" / "cache"
#: Files above this size, and the data under these folders (not their pages), are cached when first used instead
#: of precached: the equation lists are over 100 MB.
PRECACHE_MAX_BYTES = 12 * 1024 * 1024
RUNTIME_CACHED_DIRS = ("lists/",)

log = logging.getLogger("mkdocs.hooks.build_runtime")


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


MERMAID = ROOT / "node_modules" / "mermaid" / "dist" / "mermaid.min.js"


def on_page_content(html: str, page, config, files) -> str:
    """Load the self-hosted mermaid before Material's bundle looks for it (it only fetches when it is missing)."""
    if 'class="mermaid"' not in html:
        return html
    up = "../" * page.url.count("/")
    return f'<script src="{up}js/vendor/mermaid.min.js"></script>\n{html}'


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


def _copy_pyodide(site_dir: Path) -> None:
    if not (PYODIDE_SRC / "pyodide.mjs").exists():
        raise SystemExit("node_modules/pyodide is missing: run `npm ci` first (see README)")
    target = site_dir / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_SRC / name, target / name)
    source_zip = PYODIDE_SRC / "python_stdlib.zip"
    compiled = CACHE / f"python_stdlib-{_sha256(source_zip)[:16]}-pyc.zip"
    if not compiled.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        _compile(source_zip, compiled, "/lib/python314.zip/")
    shutil.copy2(compiled, target / "python_stdlib.zip")


def _build_wheel(site_dir: Path) -> None:
    target = site_dir / "py"
    target.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp, str(ROOT)],
                       check=True, cwd=ROOT, stdout=subprocess.DEVNULL)
        wheels = list(Path(tmp).glob("puzzlers-*.whl"))
        if len(wheels) != 1:
            raise SystemExit(f"expected one puzzlers wheel, got {wheels}")
        wheel = target / wheels[0].name
        shutil.copy2(wheels[0], wheel)
    bytecode = target / wheel.name.replace("-py3-none-any.whl", "-cp314-bytecode.zip")
    _compile(wheel, bytecode, "/lib/python3.14/site-packages/")
    (target / "runtime.json").write_text(json.dumps({"wheel": wheel.name, "bytecode": bytecode.name,
                                                     "sha256": _sha256(bytecode)}))


def _precache_list(site_dir: Path) -> list[tuple[str, str]]:
    entries = []
    for path in sorted(site_dir.rglob("*")):
        if not path.is_file():
            continue
        rel = path.relative_to(site_dir).as_posix()
        if rel == "sw.js" or rel.endswith((".map", ".gz")):
            continue
        if rel.startswith(RUNTIME_CACHED_DIRS) and not rel.endswith(".html"):
            continue
        if path.stat().st_size > PRECACHE_MAX_BYTES and not rel.startswith("pyodide/"):
            continue
        url = rel[: -len("index.html")] if rel.endswith("index.html") else rel
        entries.append((url or "./", _sha256(path)[:12]))
    return entries


def _write_service_worker(site_dir: Path) -> None:
    entries = _precache_list(site_dir)
    version = hashlib.sha256(json.dumps(entries).encode()).hexdigest()[:16]
    template = (ROOT / "templates" / "sw.js").read_text()
    script = template.replace("__VERSION__", version).replace("__PRECACHE__", json.dumps([u for u, _ in entries]))
    (site_dir / "sw.js").write_text(script)
    log.info("service worker %s precaches %d files", version, len(entries))


def on_post_build(config, **kwargs) -> None:
    site_dir = Path(config["site_dir"])
    started = time.perf_counter()
    _copy_pyodide(site_dir)
    _copy_vendor(site_dir)
    _build_wheel(site_dir)
    _write_service_worker(site_dir)
    log.info("runtime shipped in %.1f s", time.perf_counter() - started)
