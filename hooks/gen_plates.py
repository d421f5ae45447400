"""MkDocs hook: the license-plate statistics page, computed at build time by the package itself.

Adds two generated files: ``plates-stats.md`` (rendered from ``templates/plates-stats.md.j2``, with inline SVG
bar charts that follow the theme's text colour) and ``data/plates-stats.json`` (the same figures, to download).
The figures take about 10 s to compute; they are cached in ``build/cache/`` under a hash of the solver's source,
so later builds are instant until the solver changes.
"""

from __future__ import annotations

import html
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(ROOT / "hooks"))

import sources  # noqa: E402

from puzzlers import plates  # noqa: E402
from puzzlers.plates import PlateOptions  # noqa: E402

TEMPLATE = ROOT / "templates" / "plates-stats.md.j2"
CACHE_DIR = ROOT / "build" / "cache"

#: The rule sets on the page: (slug, title, length, options, what it is).
RULE_SETS = [
    ("plain", "Plain: = between the digits", 4, PlateOptions(),
     "License Plate Game's first game: + - * / and one = between the digits, usual precedence."),
    ("parens", "= with parentheses", 4, PlateOptions(parens=True), "The same, with parentheses anywhere."),
    ("join", "= with joining", 4, PlateOptions(join=True),
     "No parentheses, but neighbouring digits may form numbers (12, 345; no leading zeros)."),
    ("zero", "Target 0 with parentheses", 4, PlateOptions(parens=True, target=0),
     "License Plate Game's second game: no =, the whole expression must make 0."),
    ("ten", "Target 10 with parentheses", 4, PlateOptions(parens=True, target=10),
     "The Sydney train game: make 10 from the four digits, in order."),
    ("24", "Target 24 with parentheses, any order", 4, PlateOptions(parens=True, reorder=True, target=24),
     "The 24 game: make 24, digits in any order."),
    ("plain5", "Plain, five digits", 5, PlateOptions(),
     "License Plate Game's first game on five-digit plates, as in its histogram (its plates run up to 50,000)."),
]

#: Histogram bins (solution counts), few enough to read on a phone.
BINS = [(0, 0), (1, 1), (2, 2), (3, 4), (5, 8), (9, 16), (17, 32), (33, 64), (65, 128), (129, None)]


def source_hash() -> str:
    """The cache key: the solver's modules (whatever `puzzlers.plates` imports) and this hook."""
    return sources.source_hash(("puzzlers.plates",), (Path(__file__),))


def compute_figures(rule_sets=None, progress=None) -> dict:
    """The figures for every rule set (a JSON-safe dict)."""
    out = []
    for slug, title, length, options, about in rule_sets or RULE_SETS:
        start = time.perf_counter()
        result = plates.stats(length, options, time_limit=None)  # a busy build machine must not fail it
        item = result.to_json()
        item.update(slug=slug, title=title, about=about, seconds=round(time.perf_counter() - start, 2))
        out.append(item)
        if progress:
            progress(slug, item["seconds"])
    seed = {
        "11110": plates.count("11110"),
        "1100_zero": plates.count("1100", PlateOptions(parens=True, target=0)),
        "1235": plates.count("1235"),
        "1137_zero": plates.count("1137", PlateOptions(parens=True, target=0)),
        "five_digit_to_50000_unsolvable": None,
    }
    five = next((f for f in out if f["slug"] == "plain5"), None)
    if five is not None:  # the blog post's range: plates 1 to 49,999 read as numbers (no leading zeros)
        unsolvable = sum(1 for n in range(10_000, 50_000) if plates.count(str(n)) == 0)
        seed["five_digit_to_50000_unsolvable"] = unsolvable
        seed["five_digit_to_50000_plates"] = 40_000
    return {"version": source_hash(), "rule_sets": out, "seed": seed}


def cached_figures() -> dict:
    key = source_hash()
    path = CACHE_DIR / f"plates-stats-{key}.json"
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    figures = compute_figures()
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(figures), encoding="utf-8")
    return figures


def binned(histogram: list) -> list[tuple[str, int]]:
    """(label, plates) per bin of solution counts; empty bins at the top end dropped."""
    rows = []
    for lo, hi in BINS:
        n = sum(v for k, v in histogram if k >= lo and (hi is None or k <= hi))
        label = str(lo) if hi == lo else (f"{lo}+" if hi is None else f"{lo}–{hi}")
        rows.append((label, n))
    while rows and rows[-1][1] == 0:
        rows.pop()
    return rows


#: The charts' geometry, in the SVG's own units: they are drawn 300 wide and shown at most CHART_MAX_PX wide, so
#: their text is 12 x 288/300 = 11.5 px on a 320 px phone (bars standing side by side put it at 7 px there).
CHART_WIDTH, CHART_MAX_PX, CHART_FONT = 300, 420, 12


def svg_histogram(histogram: list, title: str, ident: str) -> str:
    """An inline SVG bar chart: plates per number of solutions, a bar a row (the number of solutions on its left,
    the number of plates at its end). Colours come from ``currentColor``, so it follows the light and dark themes;
    it scales to the page width."""
    rows = binned(histogram)
    top = max(n for _, n in rows) or 1
    label_w, bar_max, row, head = 64, 170, 20, 18
    height = head + len(rows) * row + 4
    # What a screen reader says of it: the title, then every bar's figure (the bars' own titles and labels are
    # hidden inside role="img").
    said = "; ".join(f'{label} solution{"" if label == "1" else "s"}: {n:,} plate{"" if n == 1 else "s"}'
                     for label, n in rows)
    parts = [f'<svg class="plates-chart" viewBox="0 0 {CHART_WIDTH} {height}" width="100%" '
             f'style="max-width:{CHART_MAX_PX}px" role="img" aria-labelledby="chart-{ident}" '
             f'aria-describedby="chart-{ident}-bars" font-size="{CHART_FONT}" xmlns="http://www.w3.org/2000/svg">',
             f'<title id="chart-{ident}">{html.escape(title, quote=False)}: plates by number of solutions</title>',
             f'<desc id="chart-{ident}-bars">{said}.</desc>',
             f'<text x="{label_w - 6}" y="12" text-anchor="end" fill="currentColor" fill-opacity="0.7">solutions'
             '</text>',
             f'<text x="{label_w + 4}" y="12" fill="currentColor" fill-opacity="0.7">plates</text>',
             f'<line x1="{label_w}" y1="{head}" x2="{label_w}" y2="{height}" stroke="currentColor" '
             'stroke-opacity="0.4"/>']
    for i, (label, n) in enumerate(rows):
        y = head + i * row
        w = round(bar_max * n / top, 1)
        opacity = "0.35" if label == "0" else "0.8"
        parts.append(f'<text x="{label_w - 6}" y="{y + 14}" text-anchor="end" fill="currentColor">{label}</text>')
        parts.append(f'<rect x="{label_w}" y="{y + 3}" width="{w}" height="{row - 6}" fill="currentColor" '
                     f'fill-opacity="{opacity}"><title>{label} solution{"" if label == "1" else "s"}: '
                     f'{n:,} plate{"" if n == 1 else "s"}</title></rect>')
        parts.append(f'<text x="{label_w + w + 4}" y="{y + 14}" fill="currentColor">{_short(n)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def _short(n: int) -> str:
    return f"{n / 1000:.1f}k" if n >= 10_000 else f"{n:,}"


def render_page(figures: dict) -> str:
    """The Markdown of the statistics page."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATE.parent)), autoescape=False,
                             keep_trailing_newline=True)
    template = env.get_template(TEMPLATE.name)
    for item in figures["rule_sets"]:
        item["svg"] = svg_histogram(item["histogram"], item["title"], item["slug"])
        item["percent"] = f"{100 * item['solvable_share']:.1f}"
        item["unsolvable_percent"] = f"{100 - 100 * item['solvable_share']:.1f}"
    return template.render(figures=figures, sets=figures["rule_sets"], seed=figures["seed"],
                           by_slug={f["slug"]: f for f in figures["rule_sets"]})


def on_files(files, config):
    from mkdocs.structure.files import File

    figures = cached_figures()
    page = render_page(json.loads(json.dumps(figures)))
    files.append(File.generated(config, "plates-stats.md", content=page))
    files.append(File.generated(config, "data/plates-stats.json", content=json.dumps(figures, indent=1)))
    return files


if __name__ == "__main__":  # python hooks/gen_plates.py: print the figures' timings and the page
    result = compute_figures(progress=lambda slug, s: print(f"{slug}: {s} s", file=sys.stderr))
    print(render_page(result))
