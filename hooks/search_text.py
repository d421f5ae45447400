"""MkDocs hook: the search index holds a page's text, not its widget's controls.

A widget's host carries ``data-search-exclude`` (Material's attribute for markup to leave out of the index): in the
markdown of the plates, numbers games, matchsticks, Nerdle and playground pages and the lists page's template, and
from ``hooks/widget_tables.py`` for the hosts it fills. Without it a search result's text began with the widget's
labels and buttons ("Plate Type the digits of a plate. Copy share link Share Options Parentheses …"), and a
search for "share" or "cancel" found every puzzle page.

Material's own handling of the attribute does not hold for a widget: its indexer compares elements by their tag
name only, so the exclusion of a ``<div>`` ends at the first ``</div>`` inside it, and the rest of the widget is
indexed. So, just before the search plugin reads a page (``on_page_context``, priority 100 against its 0), this
hook hands it the page's content with each excluded element cut out whole, and puts the full content back just
after (priority -100), before the page is rendered: the served page is unchanged.

The same copy leaves out what is not text to search and puts a space where the indexer ran words together:
- a page's pictures (``<svg>``: the statistics pages' charts read "33–64 solutions: 1 plate.solutionsplates00 …")
  and ``<noscript>`` (the lists page's text began with "The list browser needs JavaScript");
- scripts: the how-it-works pages with a diagram load Mermaid from a script before their title, and the indexer
  made that a section of its own, an empty first result with the page's title over a second one;
- a table's cells, written without space between them (the lists page's downloads read "listdownloadsentries").
"""

from __future__ import annotations

import re

from mkdocs.plugins import CombinedEvent, event_priority

EXCLUDED = re.compile(r"<([a-z][a-z0-9]*)\b[^>]*\sdata-search-exclude(?=[\s=>])[^>]*>")
NOT_TEXT = re.compile(r"<(svg|noscript|script)\b[^>]*>")
CELL_END = re.compile(r"</t[dh]>")


def for_index(page_html: str) -> str:
    """What the search index reads of a page: ``page_html`` without its widgets, pictures and scripts, a space
    after each table cell.

    >>> for_index('<script src="m.js"></script><h1>T</h1><table><tr><th>a</th><th>b</th></tr></table><svg>x</svg>')
    '<h1>T</h1><table><tr><th>a</th> <th>b</th> </tr></table>'
    """
    # (what comes before the title, a line break left by the script cut, would make a section of its own)
    return CELL_END.sub(r"\g<0> ", without(NOT_TEXT, without(EXCLUDED, page_html))).lstrip()


def without(start: re.Pattern, page_html: str) -> str:
    """``page_html`` without the elements whose opening tag ``start`` finds (its group 1 the tag's name), with
    everything inside them. The markup must be well formed: each element's end is found by counting the opening
    and closing tags of its name.

    >>> without(EXCLUDED, '<p>a</p><div data-search-exclude><div>b</div>c</div><p>d</p>')
    '<p>a</p><p>d</p>'
    """
    while match := start.search(page_html):
        if match.group().endswith("/>"):  # (a self-closing <svg/>: nothing inside it)
            page_html = page_html[:match.start()] + page_html[match.end():]
            continue
        tag = re.compile(rf"<(/?){match.group(1)}\b[^>]*>")
        depth, end = 0, None
        for found in tag.finditer(page_html, match.start()):
            depth += -1 if found.group(1) else 1
            if depth == 0:
                end = found.end()
                break
        if end is None:
            raise ValueError(f"no end to the element left out of the search index: {match.group()[:80]}")
        page_html = page_html[:match.start()] + page_html[end:]
    return page_html


_full: dict[str, str] = {}


@event_priority(100)
def _hide(context, page, config, nav):
    _full.pop(page.file.src_uri, None)  # (left by a build that stopped between the two: `mkdocs serve` builds again)
    shown = for_index(page.content or "")
    if shown != page.content:
        _full[page.file.src_uri] = page.content
        page.content = shown
    return context


@event_priority(-100)
def _restore(context, page, config, nav):
    full = _full.pop(page.file.src_uri, None)
    if full is not None:
        page.content = full
    return context


on_page_context = CombinedEvent(_hide, _restore)
