"""MkDocs hook: each page's text after its first ``<h2>`` is wrapped, one ``<div class="pz-section">`` per
``<h2>`` section (the heading just before it, outside), and the stylesheet gives those sections
``content-visibility: auto``.

Why: a phone's browser styles and lays out the whole page several times while it loads (Material's bundle reads
sizes and scroll offsets as it sets up, each read after a change to the page forces a full style and layout
pass), so a long page's main thread was busy 2.2x as long as the short home page's. The browser skips the style
and layout of a section that is off screen, so that work now grows with what is on screen, not with the page.
The sections stay in the document: find in page, links to their headings, screen readers and the search index
see them as before (site/how/site.md has the figures).

Only ``<h2>`` headings at the top level of the page's content start a section; the widget and the text above
the first ``<h2>`` stay as they are (they are what a visitor sees first).

Each section carries an estimate of its height on a phone (``--pz-h``, `estimate_height`): a skipped section is
drawn at that height until it is first shown, then at its real one. A good estimate keeps the scroll bar and the
page's length honest, and keeps an undrawn section's contents, which the browser places from the estimate, from
overlapping the next section's (tools that read positions, such as Lighthouse's tap-target audit, see them).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
TEXT_BLOCKS = {"p", "li", "h3", "h4", "h5", "h6", "dt", "dd", "summary", "figcaption", "blockquote", "caption"}
CONTROLS = {"input", "select", "textarea", "button", "fieldset"}
#: Characters of text per line on a phone (390-412 px wide).
LINE_CHARS = 45
#: px per unit of each measure (`_Measures`) on a 412 px wide phone, fitted by least squares to the real heights
#: of this site's 101 sections (bench/bench_section_sizes.py measures them again): estimate / real from 0.82 to
#: 1.26, median 1.00. `estimate_height` adds `MARGIN` so that a section is rarely drawn taller than estimated.
WEIGHTS = {"lines": 23.9, "blocks": 14.6, "code_lines": 14.2, "code_blocks": 110.8, "rows": 23.1, "tables": 37.7,
           "headings": 11.2, "picture_px": 1.6, "table_chars": 0.9, "controls": 77.2}
BASE, MARGIN = 32.6, 1.25
#: Width of the text on a phone, px (pictures wider than this are scaled down to it).
PHONE_WIDTH = 380


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


class _Measures(HTMLParser):
    """What a section's height on a phone grows with: lines of text (each block of text rounded up to whole lines
    of `LINE_CHARS`), blocks of text, code lines and blocks, table rows, tables and their characters, headings,
    pictures' heights (scaled to the phone's width) and form controls. Hidden elements (``hidden``, a closed
    ``<details>`` past its summary, scripts) count nothing."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []  # (tag, hidden) of the elements open now
        self.count = dict.fromkeys(WEIGHTS, 0.0)
        self.block: list | None = None  # [tag, characters] of the block of text being read
        self.details_open: list[bool] = []  # of the <details> open now, innermost last

    def _hidden(self, tag: str, attrs: dict) -> bool:
        if self.open and self.open[-1][1]:
            return True
        if "hidden" in attrs or tag in ("script", "style", "template"):
            return True
        parent = self.open[-1][0] if self.open else ""
        return parent == "details" and not self.details_open[-1] and tag != "summary"

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        hidden = self._hidden(tag, attrs)
        if tag == "details":
            self.details_open.append("open" in attrs)
        if tag not in VOID:
            self.open.append((tag, hidden))
        if hidden:
            return
        c = self.count
        inside = {t for t, _ in self.open[:-1]} if tag not in VOID else {t for t, _ in self.open}
        if tag == "pre":
            c["code_blocks"] += 1
            c["code_lines"] += 1
        elif tag == "table":
            c["tables"] += 1
        elif tag == "tr":
            c["rows"] += 1
        elif tag in ("h2", "h3", "h4"):
            c["headings"] += 1
        elif tag in CONTROLS:
            c["controls"] += 1
        elif tag in ("svg", "img") and not inside & {"svg", "pre"}:
            c["picture_px"] += _picture_height(attrs)
        if tag in TEXT_BLOCKS and self.block is None:
            self.block = [tag, 0]

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i][0] == tag:
                self.details_open[len(self.details_open) - sum(t == "details" for t, _ in self.open[i:]):] = []
                del self.open[i:]
                break
        if self.block is not None and tag == self.block[0]:
            self.count["blocks"] += 1
            self.count["lines"] += -(-self.block[1] // LINE_CHARS)
            self.block = None

    def handle_data(self, data):
        if self.open and self.open[-1][1]:
            return
        inside = {t for t, _ in self.open}
        if "pre" in inside:
            self.count["code_lines"] += data.count("\n")
        elif "table" in inside:
            self.count["table_chars"] += len(" ".join(data.split()))
        elif self.block is not None:
            self.block[1] += len(" ".join(data.split()))


def _picture_height(attrs: dict) -> float:
    """A picture's height in px on a phone, from its width and height or its viewBox (0 when it gives neither)."""
    def number(text):
        try:
            return float(str(text).removesuffix("px"))
        except ValueError:
            return 0.0
    width, height = number(attrs.get("width") or 0), number(attrs.get("height") or 0)
    box = (attrs.get("viewbox") or "").replace(",", " ").split()
    if (not width or not height) and len(box) == 4:
        width, height = number(box[2]), number(box[3])
    return height * min(1.0, PHONE_WIDTH / width) if width else height


def estimate_height(html: str) -> int:
    """The height in px, on a 412 px wide phone, that a section of this markup is drawn at before it is shown
    (its estimate times `MARGIN`)."""
    parser = _Measures()
    parser.feed(html)
    parser.close()
    return round(MARGIN * (BASE + sum(WEIGHTS[k] * v for k, v in parser.count.items())))


def wrap_sections(html: str) -> str:
    """``html`` with the text after every top-level ``<h2>``, up to the next one, wrapped in
    ``<div class="pz-section">``; the heading stays outside, so that reading its position (Material's table of
    contents reads every heading's on each change of the page's height) never makes the browser lay out a skipped
    section. (tests/unit/test_sections_hook.py has examples.)
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
        body = html.index("</h2>", start, end) + len("</h2>")  # a heading holds no other heading
        section = html[body:end]
        parts.append(f'{html[start:body]}<div class="pz-section" style="--pz-h: {estimate_height(section)}px">'
                     f'{section}</div>')
    return "".join(parts)


def on_page_content(html: str, page, config, files) -> str:
    return wrap_sections(html)


#: The kinds of page the stylesheet styles apart, as classes of Material's content box: with a ``:has()`` selector
#: (``.md-content:has(#nerdle-widget)``) every change in a widget made the browser test the whole content box
#: again, a restyle of 15 elements that took 78 ms under Lighthouse's 4x slowdown (site/how/site.md).
PAGE_KINDS = (
    ("pz-page-widget", re.compile(r'<div id="(plates|nerdle|mathler|matchsticks|regex|numbers)-widget"'
                                  r'|<div class="eqlist" id="eqlist"')),
    ("pz-page-lists", re.compile(r'<div class="eqlist" id="eqlist"')),
    ("pz-page-home", re.compile(r'class="(?:[^"]*\s)?pz-home["\s]')),
    ("pz-page-stats", re.compile(r'<svg class="(?:plates|numbers)-chart"')),
)
CONTENT_BOX = '<div class="md-content" data-md-component="content">'


def mark_page_kind(page_html: str) -> str:
    """``page_html`` (a whole built page) with its kinds (`PAGE_KINDS`) added to the content box's classes."""
    kinds = [name for name, pattern in PAGE_KINDS if pattern.search(page_html)]
    if not kinds:
        return page_html
    if CONTENT_BOX not in page_html:  # Material's markup changed: the stylesheet's page kinds would be lost
        raise ValueError(f"no {CONTENT_BOX!r} in a page of kind {kinds}")
    return page_html.replace(CONTENT_BOX, CONTENT_BOX.replace('"md-content"', f'"md-content {" ".join(kinds)}"'), 1)


def on_post_page(output: str, page, config) -> str:
    return mark_page_kind(output)
