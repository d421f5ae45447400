"""MkDocs hook: the numbers games' statistics page (``numbers-stats.md``) and its data (``data/numbers-stats.json``).

The target maps of all 13,243 Countdown selections take one and a half to four minutes on CPython, more than a
build may spend, so the figures are computed once by ``scripts/numbers_stats.py`` and committed in
``templates/numbers-stats.json`` with the hash of the sources that made them. The build uses that file while the
hash matches the current sources; otherwise it recomputes (minutes) and caches the result in ``build/cache/``
under the new hash, so it recomputes once per change (``tests/unit/test_numbers_stats.py`` fails on a stale file).
"""

from __future__ import annotations

import html
import importlib.util
import json
import logging
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

TEMPLATE = ROOT / "templates" / "numbers-stats.md.j2"
COMMITTED = ROOT / "templates" / "numbers-stats.json"
CACHE_DIR = ROOT / "build" / "cache"
LARGE_TITLES = ("no large number", "one large", "two large", "three large", "four large")

log = logging.getLogger("mkdocs.hooks.gen_numbers")


def _script():
    spec = importlib.util.spec_from_file_location("numbers_stats", ROOT / "scripts" / "numbers_stats.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["numbers_stats"] = module  # its workers' functions are pickled by module name
    spec.loader.exec_module(module)
    return module


def figures() -> dict:
    """The committed figures when they match the sources; else the cached or freshly computed ones."""
    script = _script()
    key = script.source_hash()
    committed = json.loads(COMMITTED.read_text(encoding="utf-8")) if COMMITTED.exists() else {}
    if committed.get("version") == key:
        return committed
    path = CACHE_DIR / f"numbers-stats-{key}.json"
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    log.warning("numbers statistics: templates/numbers-stats.json is stale; recomputing (minutes; run "
                "scripts/numbers_stats.py and commit the file)")
    result = script.compute(jobs=2)
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, separators=(",", ":")), encoding="utf-8")
    return result


def svg_targets(per_target: list[int], selections: int, title: str, ident: str) -> str:
    """A 30×30 grid of the targets 100–999 (rows of 30), each cell shaded by the share of selections that reach
    it: the darker, the easier. Colours follow the theme (``currentColor``)."""
    cell, cols = 10, 30
    rows = (len(per_target) + cols - 1) // cols
    width, height = cols * cell + 34, rows * cell + 2
    parts = [f'<svg class="numbers-chart" viewBox="0 0 {width} {height}" width="100%" style="max-width:520px" '
             f'role="img" aria-labelledby="nchart-{ident}" xmlns="http://www.w3.org/2000/svg">',
             f'<title id="nchart-{ident}">{html.escape(title, quote=False)}: share of selections reaching each '
             f'target 100 to 999, rows of 30</title>']
    for r in range(rows):
        if r % 5 == 0:
            parts.append(f'<text x="0" y="{r * cell + 10}" font-size="12" fill="currentColor">{100 + r * cols}</text>')
    for i, n in enumerate(per_target):
        r, c = divmod(i, cols)
        share = n / selections if selections else 0
        parts.append(f'<rect x="{34 + c * cell}" y="{r * cell + 1}" width="{cell - 1}" height="{cell - 1}" '
                     f'fill="currentColor" fill-opacity="{0.08 + 0.87 * share:.2f}">'
                     f'<title>{100 + i}: {n:,} of {selections:,} selections</title></rect>')
    parts.append("</svg>")
    return "".join(parts)


def svg_histogram(histogram: list[int], ident: str) -> str:
    """Selections by how many of the 900 targets they reach, in bins of 50 (the last bin: all 900), a bar a row (the
    bin on its left, the number of selections at its end): drawn 300 wide, its text is 11 px on a 320 px phone."""
    bins = [(lo, lo + 49) for lo in range(0, 900, 50)] + [(900, 900)]
    counts = [sum(histogram[lo:hi + 1]) for lo, hi in bins]
    top = max(counts) or 1
    width, label_w, bar_max, row, head = 300, 62, 170, 16, 18
    height = head + len(bins) * row + 4
    # What a screen reader says of it: the title, then every bar's figure (the bars' own titles are hidden inside
    # role="img").
    said = "; ".join(f'{"all 900" if lo == 900 else f"{lo}–{hi}"} targets: {n:,} selection{"" if n == 1 else "s"}'
                     for (lo, hi), n in zip(bins, counts))
    parts = [f'<svg class="numbers-chart" viewBox="0 0 {width} {height}" width="100%" style="max-width:420px" '
             f'role="img" aria-labelledby="nhist-{ident}" aria-describedby="nhist-{ident}-bars" font-size="11" '
             'xmlns="http://www.w3.org/2000/svg">',
             f'<title id="nhist-{ident}">Countdown selections by the number of targets 100 to 999 they reach</title>',
             f'<desc id="nhist-{ident}-bars">{said}.</desc>',
             f'<text x="{label_w - 6}" y="12" text-anchor="end" fill="currentColor" fill-opacity="0.7">targets</text>',
             f'<text x="{label_w + 4}" y="12" fill="currentColor" fill-opacity="0.7">selections</text>',
             f'<line x1="{label_w}" y1="{head}" x2="{label_w}" y2="{height}" stroke="currentColor" '
             'stroke-opacity="0.4"/>']
    for i, ((lo, hi), n) in enumerate(zip(bins, counts)):
        y = head + i * row
        w = round(bar_max * n / top, 1)
        label = "900" if lo == 900 else f"{lo}–{hi}"
        parts.append(f'<text x="{label_w - 6}" y="{y + 12}" text-anchor="end" fill="currentColor">{label}</text>')
        parts.append(f'<rect x="{label_w}" y="{y + 2}" width="{w}" height="{row - 4}" fill="currentColor" '
                     f'fill-opacity="{0.9 if lo == 900 else 0.6}"><title>{label} targets: {n:,} selections</title>'
                     f'</rect>')
        parts.append(f'<text x="{label_w + w + 4}" y="{y + 12}" fill="currentColor">{n:,}</text>')
    parts.append("</svg>")
    return "".join(parts)


def render_page(fig: dict) -> str:
    """The Markdown of the statistics page."""
    import jinja2

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATE.parent)), autoescape=False,
                             keep_trailing_newline=True)
    groups = []
    for k, g in enumerate(fig["by_large"]):
        groups.append({**g, "large": k, "title": LARGE_TITLES[k], "percent": f"{100 * g['share']:.1f}"})
    everything = {**fig["all"], "percent": f"{100 * fig['all']['share']:.1f}",
                  "svg": svg_targets(fig["all"]["per_target"], fig["all"]["selections"], "Every selection", "all")}
    return env.get_template(TEMPLATE.name).render(
        fig=fig, groups=groups, all=everything, histogram=svg_histogram(fig["targets_reached_histogram"], "h"),
        t947=fig["all"]["per_target"][947 - 100], g24=fig["game_24"],
        krypto={**fig["krypto"], "percent": f"{100 * fig['krypto']['share']:.1f}"})


def on_files(files, config):
    from mkdocs.structure.files import File

    fig = figures()
    files.append(File.generated(config, "numbers-stats.md", content=render_page(fig)))
    public = {k: v for k, v in fig.items() if k != "reached"}
    files.append(File.generated(config, "data/numbers-stats.json", content=json.dumps(public, indent=1)))
    return files


if __name__ == "__main__":  # python hooks/gen_numbers.py: print the page
    print(render_page(figures()))
