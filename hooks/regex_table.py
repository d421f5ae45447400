"""MkDocs hook: the regex crossword's puzzle list and first puzzle, written into its page at build time.

Without them the widget waits for Python (seconds on a phone's first visit) before it can fill the picker and
draw the grid, and the page's text jumps down when the grid arrives. The build asks the package through the same
entry points the page would call (`puzzlers.regexcrossword.web.web_list` and `web_load`) and writes the JSON
answers into the host element's ``data-table`` attribute, which ``site/js/regex.js`` reads first.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))

#: The widget's host: an empty div, or one holding the widget's skeleton (drawn at its final size).
HOST = re.compile(r'<div id="regex-widget"(?=[ >])')
#: The puzzle the page shows when its link names none (DEFAULT_ID in site/js/regex.js).
FIRST = "beginner/beatles"


def with_table(page_html: str) -> str:
    """``page_html`` with the regex widget's host given its ``data-table`` attribute."""
    if not HOST.search(page_html):
        return page_html
    from puzzlers.regexcrossword import web

    table = {"puzzles": web.web_list()["puzzles"], "first": web.web_load(FIRST)}
    attribute = html.escape(json.dumps(table, separators=(",", ":"), ensure_ascii=False), quote=True)
    return HOST.sub(lambda _: f'<div id="regex-widget" data-table="{attribute}"', page_html, count=1)


def on_page_content(html_text: str, page, config, files) -> str:
    return with_table(html_text)
