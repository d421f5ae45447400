"""MkDocs hook: accessibility fixes to the built pages' markup, where Markdown and Material leave a gap that
axe-core reports (tests/e2e/test_a11y.py runs it on every page).

- Material's search panel is a ``role="dialog"`` without a name: it is named "Search".
- Below 1,220 px Material's header opens the navigation drawer, and below 960 px the search, with a ``<label>`` of
  their toggles: out of Tab's order and without a name (and a label may not take the role of a button). Each
  becomes a named ``<button>`` that keeps the label's ``for``, so that Material's stylesheet (which shows and hides
  them by it) and its search (which focuses the search box at a click on it) treat it as before; js/a11y.js
  clicks the toggle, says whether the menu is open, and moves the focus.
- A wide table scrolls sideways in its box, which a keyboard can only do when the box takes focus: every table
  is wrapped in a focusable group named after its header row (Material then wraps the table again at run time
  for its own styling; site/css/puzzlers.css makes the outer box the one that scrolls).
- A Markdown table whose top-left header cell is empty (a row-label column) gets an ordinary cell there: an empty
  ``<th>`` names no column.
- The equation lists' result box scrolls (a long list under a fixed height): focusable and named too.
- A heading's name is its words: the permalink Material puts at its end (a "¶" link, shown at a pointer's hover)
  made a screen reader's list of headings read "Using the assistant ¶"; the heading is named by its text
  (``aria-label``), the link inside it kept.
- The 404 page gets a "Skip to content" link to its heading, as every page has to its first one.
- A page's title (the browser tab, the header once the page scrolls) is its heading, not its label in the
  navigation: two pages are labelled "Solver" there (plates and numbers games), and a how-it-works page carries
  its puzzle's name (titles that tell pages apart: WCAG 2.4.2).

Material makes a code block that scrolls focusable where there is hover (a mouse); on touch screens the
stylesheet wraps long lines instead, so that no code block scrolls there, except two kinds whose lines must stay
whole: a ``>>>`` session (a wrapped line's end, at the start of the next line, read as its output) and the command
line's help (its usage and its columns broken up). Those scroll sideways on a phone too: each block's ``<code>``
is focusable here, and the command line's help is marked (``pz-keep-lines``) for the stylesheet.
"""

from __future__ import annotations

import html
import re

SEARCH_DIALOG = '<div class="md-search" data-md-component="search" role="dialog">'
TABLE = re.compile(r'<table( role="table")?>(.*?)</table>', re.S)  # with its role: the lists' downloads
HEADER_CELL = re.compile(r"<th\b[^>]*>(.*?)</th>", re.S)
EMPTY_HEADER_CELL = re.compile(r"<th\b[^>]*>\s*</th>")
TAG = re.compile(r"<[^>]+>")
RESULTS = '<ol class="eqlist-results">'
NO_SKIP = re.compile(r'(<div data-md-component="skip">)\s*(</div>)')
HEADER_BUTTON = re.compile(r'<label class="md-header__button md-icon" for="(__drawer|__search)">(.*?)</label>', re.S)
HEADER_NAMES = {"__drawer": 'aria-label="Menu" aria-expanded="false"', "__search": 'aria-label="Search"'}
HEADING = re.compile(r'<h([1-6])( [^>]*)?>((?:(?!</h[1-6]>).)*?)(<a class="headerlink" [^>]*>&para;</a></h\1>)', re.S)
SESSION = re.compile(r'(<div class="language-pycon highlight"[^>]*><pre><span></span><code)>')
CLI_HELP = '<div class="language-text highlight"><pre><span></span><code>usage:'


def _table(match: re.Match) -> str:
    """A table wrapped in a focusable, named box; an empty header cell made an ordinary cell."""
    attributes, inner = match.group(1) or "", match.group(2)
    thead = inner.split("</thead>", 1)[0] if "</thead>" in inner else ""
    names = [" ".join(html.unescape(TAG.sub("", cell)).split()) for cell in HEADER_CELL.findall(thead)]
    label = "Table: " + ", ".join(name for name in names if name) if any(names) else "Table"
    inner = EMPTY_HEADER_CELL.sub("<td></td>", inner)
    return (f'<div class="pz-table" tabindex="0" role="group" aria-label="{html.escape(label)}">'
            f"<table{attributes}>{inner}</table></div>")


def _heading(match: re.Match) -> str:
    """A heading with a permalink, named by its words."""
    level, attributes, inner, link = match.group(1), match.group(2) or "", match.group(3), match.group(4)
    words = " ".join(html.unescape(TAG.sub("", inner)).split())
    if not words or "aria-label=" in attributes:
        return match.group(0)
    return f'<h{level}{attributes} aria-label="{html.escape(words)}">{inner}{link}'


def accessible(page_html: str) -> str:
    """``page_html`` (a whole built page) with the fixes above."""
    page_html = page_html.replace(SEARCH_DIALOG, SEARCH_DIALOG[:-1] + ' aria-label="Search">', 1)
    page_html = HEADER_BUTTON.sub(lambda m: f'<button type="button" class="md-header__button md-icon" for="{m[1]}"'
                                  f' {HEADER_NAMES[m[1]]}>{m[2]}</button>', page_html)
    page_html = TABLE.sub(_table, page_html)
    page_html = HEADING.sub(_heading, page_html)
    page_html = SESSION.sub(r'\1 tabindex="0">', page_html)
    page_html = page_html.replace(CLI_HELP, '<div class="language-text highlight pz-keep-lines"><pre><span></span>'
                                  '<code tabindex="0">usage:')
    return page_html.replace(RESULTS, '<ol class="eqlist-results" tabindex="0" aria-label="Equations found">')


def on_page_markdown(markdown: str, page, config, files) -> str:
    """Title the page after its first-line heading (``# License plates``) unless its front matter titles it."""
    first = markdown.lstrip().split("\n", 1)[0]
    if not page.is_homepage and not page.meta.get("title") and first.startswith("# "):
        page.meta["title"] = TAG.sub("", first[2:]).replace("`", "").replace("*", "").strip()
    return markdown


def on_post_page(output: str, page, config) -> str:
    return accessible(output)


def on_post_template(output: str, template_name: str, config) -> str:
    """The 404 page (a template: Material draws "Skip to content" from a page's table of contents, which it has
    none of) skips to its heading; its other fixes are a page's."""
    if template_name == "404.html":
        output = NO_SKIP.sub(r'\1<a href="#page-not-found" class="md-skip">Skip to content</a>\2', output, count=1)
        output = accessible(output)
    return output
