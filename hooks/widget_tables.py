"""MkDocs hook: the tables a widget draws from, written into its page at build time by the package itself.

The Nerdle and Mathler widgets need their variants and modes (tiles, names, keyboards) before they can draw the
board. Asking Python for them would make the page wait for Pyodide; hard-coding them in JavaScript would let the
two drift apart. So the build asks the package (`puzzlers.nerdle.web.web_variants`,
`puzzlers.mathler.web.web_modes`, the same entry points the page would call) and writes the JSON answer into the
host element's ``data-table`` attribute, which ``site/js/tiles.js`` reads first.
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

#: host element -> (package, entry point) whose JSON answer the widget reads from ``data-table``.
TABLES = {"nerdle-widget": ("nerdle", "web_variants"), "mathler-widget": ("mathler", "web_modes")}


def with_table(page_html: str) -> str:
    """``page_html`` with each known widget host given its ``data-table`` attribute."""
    import importlib

    for host, (package, entry) in TABLES.items():
        tag = f'<div id="{host}"></div>'
        if tag in page_html:
            table = getattr(importlib.import_module(f"puzzlers.{package}.web"), entry)()
            attribute = html.escape(json.dumps(table, separators=(",", ":")), quote=True)
            page_html = page_html.replace(tag, f'<div id="{host}" data-table="{attribute}"></div>')
    return page_html


def on_page_content(html_text: str, page, config, files) -> str:
    return with_table(html_text)
