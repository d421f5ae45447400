"""MkDocs hook: the site's own scripts (``extra_javascript`` in mkdocs.yml) served as one file, ``js/site.js``.

Each page ended with sixteen script tags (the runtime, the kit, each widget's script, the examples, the lists,
the accessibility fixes), each a synchronous script that blocks the page's parsing until it has come and run. On a
warm visit they came one after the other through the service worker, and the page's set-up (DOMContentLoaded)
waited about 230 ms for them; Python's first answer waits for that set-up (site/how/site.md, "Start-up"). The
files are joined here, in the order mkdocs.yml lists them, each a self-contained IIFE as before, with a comment
naming its source; the sources themselves are not published. One tag, ``js/site.js``, takes their place, and it
is the script ``document.currentScript`` names while each part runs (js/runtime.js and js/eqlist.js find the
site's root from it; hooks/widget_tables.py gives it the page's ``data-warm``).
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.files import File

OUTPUT = "js/site.js"
_sources: list[str] = []


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
    files.append(File.generated(config, OUTPUT, content="".join(parts)))
    return files
