"""MkDocs hook: the site's own scripts (``extra_javascript`` in mkdocs.yml) served as one file, ``js/site.js``.

Each page ended with sixteen script tags (the runtime, the kit, each widget's script, the examples, the lists,
the accessibility fixes), each a synchronous script that blocks the page's parsing until it has come and run. On a
warm visit they came one after the other through the service worker, and the page's set-up (DOMContentLoaded)
waited about 230 ms for them; Python's first answer waits for that set-up (site/how/site.md, "Start-up"). The
files are joined here, in the order mkdocs.yml lists them, each a self-contained IIFE as before, with a comment
naming its source; the sources themselves are not published. One tag, ``js/site.js``, takes their place, and it
is the script ``document.currentScript`` names while each part runs (js/runtime.js and js/eqlist.js find the
site's root from it; hooks/widget_tables.py gives it the page's ``data-warm``).

The joined script is minified by esbuild (npm, pinned; as js/editor.js is): 496 kB became 191 kB, 118 kB brotli
58 kB, which a first visit on a slow phone line (50 kB/s) waits for before any widget can be used. Its source map,
``js/site.js.map``, holds the joined sources for a browser's developer tools (not precached: never fetched else).
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from mkdocs.structure.files import File

ROOT = Path(__file__).resolve().parent.parent
ESBUILD = ROOT / "node_modules" / ".bin" / "esbuild"
OUTPUT = "js/site.js"
_sources: list[str] = []


def minify(text: str) -> tuple[str, str]:
    """The script minified (ending with its map's address) and its source map."""
    if not ESBUILD.exists():
        raise SystemExit("node_modules/.bin/esbuild is missing: run `npm ci` first (see README)")
    with tempfile.TemporaryDirectory() as tmp:
        joined, out = Path(tmp) / "site.src.js", Path(tmp) / "out" / "site.js"
        joined.write_text(text, encoding="utf-8")
        subprocess.run([str(ESBUILD), str(joined), "--minify", "--target=es2020", "--sourcemap",
                        "--legal-comments=none", f"--outfile={out}", "--log-level=warning"], check=True, cwd=ROOT)
        source_map = out.with_name("site.js.map").read_text(encoding="utf-8")
        return out.read_text(encoding="utf-8"), source_map.replace('"../site.src.js"', '"site.src.js"')


def on_config(config):
    _sources[:] = [str(script) for script in config.extra_javascript]
    config.extra_javascript[:] = [OUTPUT]
    return config


def on_files(files, config):
    parts = []
    for source in _sources:
        file = files.get_file_from_path(source)
        if file is None:
            raise SystemExit(f"mkdocs.yml lists {source} under extra_javascript, but there is no such file")
        text = Path(file.abs_src_path).read_text(encoding="utf-8")
        parts.append(f"// ---- {source} ----\n{text.rstrip()}\n;\n")
        files.remove(file)
    script, source_map = minify("".join(parts))
    files.append(File.generated(config, OUTPUT, content=script))
    files.append(File.generated(config, OUTPUT + ".map", content=source_map))
    return files
