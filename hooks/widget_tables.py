"""MkDocs hook: the widgets' tables (Nerdle, Mathler, regex crosswords) and skeletons, written into their pages at build
time.

The widgets need their variants and modes (tiles, names, keyboards) before they can draw the board. Asking Python
for them would make the page wait for Pyodide; hard-coding them in JavaScript would let the two drift apart. So
the build asks the package (`puzzlers.nerdle.web.web_variants`, `puzzlers.mathler.web.web_modes`, the same entry
points the page would call) and writes the JSON answer into the host element's ``data-table`` attribute, which
``site/js/tiles.js`` reads first (the regex page: its puzzle list and first puzzle, for ``site/js/regex.js``).

From the same table the hook draws the widget's skeleton inside the host: the markup ``site/js/tiles.js`` draws
for a new game of the default variant (chips, the empty row, the answer's box, the keyboard, the buttons, the
candidates' box), inert, so that the page has the widget's final size before any script runs and nothing moves
when the script replaces it or when Python answers (Cumulative Layout Shift).

Every page's script tag of ``js/site.js`` (the site's scripts joined, ``site/js/runtime.js`` first:
hooks/site_script.py) gets ``data-warm``: the puzzles to warm up, from the puzzle registry (`puzzlers.registry`).
"""

from __future__ import annotations

import html
import importlib
import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "pysrc"))



def _regex_table() -> dict:
    """The regex crossword's puzzle list and the puzzle its page shows when a link names none (DEFAULT_ID in
    site/js/regex.js), so that the picker and the grid come with the page."""
    from puzzlers.regexcrossword import web

    return {"puzzles": web.web_list()["puzzles"], "first": web.web_load("beginner/beatles")}


def _entry(package: str, name: str):
    return lambda: getattr(importlib.import_module(f"puzzlers.{package}.web"), name)()


#: host element -> what the widget reads from its ``data-table`` attribute: the JSON answer of the package's own
#: entry points, as the page would get it from Python.
TABLES = {"nerdle-widget": _entry("nerdle", "web_variants"), "mathler-widget": _entry("mathler", "web_modes"),
          "regex-widget": _regex_table}

#: What the skeleton of each host shows, as site/js/nerdle.js and site/js/mathler.js configure site/js/tiles.js.
SKELETONS = {
    "nerdle-widget": {"variants": "variants", "default": 8, "label": "Variant", "options": "Options",
                      "nouns": "answers", "target": False},
    "mathler-widget": {"variants": "modes", "default": 6, "label": "Mode", "options": "Rules",
                       "nouns": "expressions", "target": True},
}

HELP = "Type a guess and press Enter, then tap its tiles to set the colours."


def skeleton(host: str, table: dict) -> str:
    """The inert markup of a new game of the host's default variant, as ``site/js/tiles.js`` draws it."""
    spec = SKELETONS[host]
    variants = table[spec["variants"]]
    tiles = spec["default"] if any(v["tiles"] == spec["default"] for v in variants) else variants[0]["tiles"]
    symbols = next(v["symbols"] for v in variants if v["tiles"] == tiles)
    esc = html.escape
    chips = "".join(
        f'<button type="button" class="pz-chip" role="radio" aria-checked="{str(v["tiles"] == tiles).lower()}"'
        f' disabled>{esc(v["name"])} {v["tiles"]}</button>' for v in variants)
    target = ('<label class="ml-field ml-target">Target <input class="pz-input pz-narrow" type="text" disabled'
              ' placeholder="e.g. 24" aria-label="Target"><button class="md-button pz-sign" type="button" disabled'
              ' aria-label="Change the sign">±</button></label><p class="tl-heading"></p>'
              if spec["target"] else "")
    cells = "".join(f'<span class="tl-tile tl-typed{" tl-cursor" if i == 0 else ""}" data-mark=""></span>'
                    for i in range(tiles))

    def keys(chars: str) -> str:
        return "".join(f'<button type="button" class="tl-key" disabled>{esc(ch)}</button>'
                       for ch in chars if ch in symbols)

    keyboard = (f'<div class="tl-keys">{keys("12345+-")}</div><div class="tl-keys">{keys("67890*/")}</div>'
                f'<div class="tl-keys">{keys("=()²³")}<button type="button" class="tl-key" disabled>⌫</button>'
                '<button type="button" class="tl-key tl-wide" disabled>Enter</button></div>')
    variant = next((v for v in variants if v["tiles"] == tiles), {})
    opening = variant.get("opening")
    summary = more = candidates = use = ""
    if opening:  # what tiles.js shows at once from the table: the first paint is the final one
        count = f'{opening["remaining"]:,}'
        summary = (f'{count} {spec["nouns"]} possible. Best next guess: <code>{esc(opening["suggestion"])}</code>'
                   + (' (precomputed)' if variant.get("tree") is False else ' (from the decision tree)'))
        use = '<button class="md-button md-button--primary tl-use" type="button" disabled>Use suggestion</button>'
        more = f'The first {len(opening["candidates"])} of {count} (tap one to type it):'
        candidates = "".join(f'<li><button type="button" class="tl-candidate" disabled><code>{esc(c)}</code>'
                             '</button></li>' for c in opening["candidates"])
    return (
        '<div class="pz-panel tl-panel" aria-busy="true">'
        f'<div class="pz-chips" role="radiogroup" aria-label="{spec["label"]}">{chips}</div>'
        f'{target}'
        f'<div class="tl-board" style="--n: {tiles}"><div class="tl-row tl-typing">{cells}</div></div>'
        f'<div class="tl-result"><div class="tl-run"></div><p class="pz-summary tl-summary">{summary}</p>{use}</div>'
        f'<p class="tl-help">{HELP}</p>'
        f'<div class="tl-keyboard">{keyboard}</div>'
        '<div class="pz-actions"><button class="md-button" type="button" disabled>Undo</button>'
        '<button class="md-button" type="button" disabled>Reset</button>'
        '<button class="md-button pz-share" type="button" disabled><span class="pz-label-copy">Copy share link</span>'
        '<span class="pz-label-sheet">Share</span></button></div>'
        f'<details class="pz-fold"><summary>{spec["options"]}</summary></details>'
        '</div>'
        f'<div class="tl-more" role="region" tabindex="0" aria-label="Possible {spec["nouns"]}">'
        f'<p class="pz-more">{more}</p>'
        f'<ol class="pz-solutions tl-candidates">{candidates}</ol></div>'
    )


def with_table(page_html: str) -> str:
    """``page_html`` with each known widget host given its ``data-table`` attribute, and its skeleton when the
    page holds an empty host (the regex page holds its skeleton itself); the host is left out of the search index
    (``data-search-exclude``: hooks/search_text.py)."""
    for host, make in TABLES.items():
        empty = f'<div id="{host}"></div>'
        opening = re.search(f'<div id="{host}"(?=[ >])', page_html)
        if not opening:
            continue
        table = make()
        attribute = html.escape(json.dumps(table, separators=(",", ":"), ensure_ascii=False), quote=True)
        start = f'<div id="{host}" data-table="{attribute}" data-search-exclude'
        if empty in page_html and host in SKELETONS:
            page_html = page_html.replace(empty, f"{start}>{skeleton(host, table)}</div>", 1)
        else:
            page_html = page_html.replace(opening.group(), start, 1)
    return page_html


def with_warm(page_html: str) -> str:
    """``page_html`` with the script tag of ``js/site.js`` (runtime.js's part) given ``data-warm``: the puzzles the
    page warms up after Python's first answer (`puzzlers.registry.warm_modules`, JSON), which runtime.js reads as it
    starts."""
    from puzzlers.registry import warm_modules

    attribute = html.escape(json.dumps(warm_modules(), separators=(",", ":")), quote=True)
    return re.sub(r'<script src="([^"]*js/site\.js)"', rf'<script src="\1" data-warm="{attribute}"', page_html,
                  count=1)


def on_page_content(html_text: str, page, config, files) -> str:
    return with_table(html_text)


def on_post_page(output: str, page, config) -> str:
    return with_warm(output)


def on_post_template(output: str, template_name: str, config) -> str:
    """The 404 page is a template, not a page: its runtime.js tag gets the warm list too (instant navigation keeps
    the runtime it loaded for the rest of the visit)."""
    return with_warm(output) if template_name.endswith(".html") else output
