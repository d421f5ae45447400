"""The build-time statistics page renders from the figures (the MkDocs hook, without MkDocs)."""

import importlib.util
import json
from pathlib import Path

from puzzlers.plates import PlateOptions

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "gen_plates.py"


def load_hook():
    spec = importlib.util.spec_from_file_location("gen_plates", HOOK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_page_renders_with_charts_and_license_plate_games_figures():
    hook = load_hook()
    small = [("plain", "Plain", 2, PlateOptions(), "two digits"),
             ("zero", "Target 0 with parentheses", 3, PlateOptions(parens=True, target=0), "three digits")]
    figures = hook.compute_figures(small)
    assert json.loads(json.dumps(figures)) == figures
    page = hook.render_page(figures)
    assert page.startswith('---\ndescription: "How often') and "\n---\n# License plates: statistics\n" in page
    assert page.count("<svg") == 2 and 'fill="currentColor"' in page
    assert "## Plain { #plain }" in page and "data/plates-stats.json" in page
    assert "`1100` has 58 distinct solutions" in page and "`11110` has 69" in page
    plain = figures["rule_sets"][0]
    assert plain["plates"] == 100 and sum(n for _, n in plain["histogram"]) == 100


def test_svg_bins_cover_every_plate():
    hook = load_hook()
    histogram = [[0, 5], [1, 3], [2, 2], [7, 1], [300, 1]]
    assert sum(n for _, n in hook.binned(histogram)) == 12
    svg = hook.svg_histogram(histogram, "T & <x>", "t")
    assert svg.startswith("<svg") and "T &amp; &lt;x&gt;" in svg and svg.endswith("</svg>")
    # every bar's figure in words, for a screen reader (role="img" hides the bars' own titles)
    assert 'aria-describedby="chart-t-bars"' in svg
    desc = svg.split('<desc id="chart-t-bars">', 1)[1].split("</desc>", 1)[0]
    assert desc.startswith("0 solutions: 5 plates; 1 solution: 3 plates; 2 solutions: 2 plates; ")
    assert desc.count(": ") == len(hook.binned(histogram))
