"""MkDocs hook: each page's text after its first ``<h2>`` is wrapped, one ``<div class="pz-section">`` per
``<h2>`` section, and the stylesheet gives those sections ``content-visibility: auto``.

Why: a phone's browser styles and lays out the whole page several times while it loads (Material's bundle reads
sizes and scroll offsets as it sets up, each read after a change to the page forces a full style and layout
pass), so a long page's main thread was busy 2.2x as long as the short home page's. The browser skips the style
and layout of a section that is off screen, so that work now grows with what is on screen, not with the page.
The sections stay in the document: find in page, links to their headings, screen readers and the search index
see them as before (site/how/site.md has the figures).

Only ``<h2>`` headings at the top level of the page's content start a section; the widget and the text above
the first ``<h2>`` stay as they are (they are what a visitor sees first).
"""

from __future__ import annotations

from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _TopLevelH2(HTMLParser):
    """Offsets (line, column) of the ``<h2>`` start tags that are not inside another element."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.found: list[tuple[int, int]] = []

    def handle_starttag(self, tag, attrs):
        if tag == "h2" and self.depth == 0:
            self.found.append(self.getpos())
        if tag not in VOID:
            self.depth += 1

    def handle_endtag(self, tag):
        if tag not in VOID:
            self.depth = max(0, self.depth - 1)


def wrap_sections(html: str) -> str:
    """``html`` with every top-level ``<h2>`` section wrapped in ``<div class="pz-section">``.
    (tests/unit/test_sections_hook.py has examples.)
    """
    parser = _TopLevelH2()
    parser.feed(html)
    parser.close()
    if not parser.found or parser.depth != 0:  # no sections, or markup this parser cannot follow: leave it
        return html
    line_starts = [0]  # HTMLParser counts lines at "\n" only
    for line in html.split("\n"):
        line_starts.append(line_starts[-1] + len(line) + 1)
    cuts = [line_starts[line - 1] + column for line, column in parser.found]
    parts = [html[:cuts[0]]]
    for start, end in zip(cuts, cuts[1:] + [len(html)]):
        parts.append(f'<div class="pz-section">{html[start:end]}</div>')
    return "".join(parts)


def on_page_content(html: str, page, config, files) -> str:
    return wrap_sections(html)
