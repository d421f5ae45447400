"""MkDocs hook: the docs' code editor, ``js/editor.js``, bundled at build time from ``site/js/editor/`` (CodeMirror 6
from npm, pinned in ``package-lock.json``) by esbuild (npm, pinned).

The bundle is one self-hosted IIFE script that defines ``window.PuzzlersEditor``; ``js/examples.js`` and
``js/playground.js`` add it to the page the first time a reader edits an example or opens the playground, so a
page that is only read never downloads it. It is cached in ``build/cache/editor-<hash>.js`` by the hash of its
inputs (the sources, the lock file and esbuild's version), so a rebuild does not run esbuild again. The sources
are not shipped. The build fails if the bundle could evaluate text as code (the site's Content-Security-Policy has
no ``'unsafe-eval'``).
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import subprocess
import time
from pathlib import Path

from mkdocs.structure.files import File

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "site" / "js" / "editor"
ENTRY = SOURCES / "main.mjs"
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
CACHE = ROOT / "build" / "cache"
OUTPUT = "js/editor.js"
BANNER = ("/* Puzzlers' code editor: CodeMirror 6 and Lezer (MIT licence, Marijn Haverbeke and others), "
          "bundled by esbuild; versions in package-lock.json. */")
#: What must not be in the bundle: the site forbids eval (script-src without 'unsafe-eval').
EVAL = re.compile(r"\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*['\"]")

log = logging.getLogger("mkdocs.hooks.editor_bundle")


def _inputs_hash() -> str:
    digest = hashlib.sha256()
    for path in sorted(SOURCES.rglob("*")) + [ROOT / "package-lock.json", Path(__file__)]:
        if path.is_file():
            digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def bundle() -> str:
    """The bundled editor (from the cache when its inputs have not changed)."""
    cached = CACHE / f"editor-{_inputs_hash()}.js"
    if not cached.exists():
        if not ESBUILD.exists():
            raise SystemExit("node_modules/.bin/esbuild is missing: run `npm ci` first (see README)")
        started = time.perf_counter()
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(f".{os.getpid()}.tmp")  # two builds at once each write their own
        subprocess.run([str(ESBUILD), str(ENTRY), "--bundle", "--format=iife", "--minify", "--target=es2020",
                        "--legal-comments=none", f"--banner:js={BANNER}", f"--outfile={partial}",
                        "--log-level=warning"],
                       check=True, cwd=ROOT)
        text = partial.read_text(encoding="utf-8")
        found = EVAL.search(text)
        if found:
            raise SystemExit(f"the editor bundle evaluates code ({found.group(0)!r}): the site's CSP forbids it")
        partial.replace(cached)
        log.info("bundled the editor (%d bytes) in %.1f s", len(text.encode()), time.perf_counter() - started)
    return cached.read_text(encoding="utf-8")


def on_files(files, config):
    for file in [f for f in files if f.src_uri.startswith("js/editor/")]:
        files.remove(file)
    files.append(File.generated(config, OUTPUT, content=bundle()))
    return files
