"""Bi-Nerdle and Quad-Nerdle: the time of the assistant's slowest kind of turn, on CPython and in Chromium.

    python bench/bench_nerdle_multi.py [--runs 3]   # CPython, then the built site's Nerdle page (make site first)
    python bench/bench_nerdle_multi.py --smoke      # seconds, CPython only, a Bi-Nerdle turn (the gate runs this)

The positions: a poor first guess on four boards (99-90=09, which leaves 422, 108, 763 and 1,225 answers: seconds
of scoring, the page shows progress and Cancel) and a usual Bi-Nerdle turn (52-34=18). Printed: the median over
``--runs`` of `puzzlers.nerdle.web.web_multi` on CPython, and in Chromium the time the page itself reports for the
turn (``#nm-summary``'s ``data-ms``: from the request to the answer shown, the worker's round trip included),
opened from a share link, so Python's start (warm) and the Classic tables' loading are included, as a player who
follows a link waits for them; with the browser/CPython ratio. Nothing here passes or fails on time.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from urllib.parse import quote

from _common import SMOKE, heading, median_time

from puzzlers.nerdle import web

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site")
#: name: (boards, guess, each board's colours)
POSITIONS = {
    "Quad-Nerdle, poor first guess": (4, "99-90=09", ["BBPBPPBB", "PBPBBGBB", "BBGBBPBB", "BBGBBGBB"]),
    "Bi-Nerdle, first turn": (2, "52-34=18", ["BPBPBGPB", "PBPBBGBP"]),
}


def link(boards: int, guess: str, colours: list[str]) -> str:
    """The share link's ``m=`` value for one turn (js/nerdle-multi.js)."""
    return quote(f"{boards}:{guess}:{','.join(colours)}", safe=":,;")


def cpython(boards: int, guess: str, colours: list[str], runs: int) -> tuple[float, dict]:
    return median_time(lambda: web.web_multi(boards, [{"guess": guess, "feedback": colours}]), runs)


def chromium(positions: dict, runs: int) -> dict[str, list[float]]:
    """Milliseconds the page reports for each position's turn, one fresh page load per run (Python warm)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from playwright.sync_api import sync_playwright
    from serve import serve_in_background

    server, url = serve_in_background(SITE)
    out: dict[str, list[float]] = {}
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("PUZZLERS_CHROMIUM") or "/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_context(bypass_csp=True).new_page()
        for _ in range(runs):
            for name, (boards, guess, colours) in positions.items():
                key = f"{boards}:{guess}:{','.join(colours)}"
                page.goto(url + "nerdle/?m=" + link(boards, guess, colours), wait_until="load")
                page.wait_for_function(
                    "k => { const s = document.getElementById('nm-summary');"
                    " return s && s.dataset.key === k && s.dataset.state === 'ok'; }", arg=key, timeout=180_000)
                out.setdefault(name, []).append(float(page.locator("#nm-summary").get_attribute("data-ms")))
        browser.close()
    server.shutdown()
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(SMOKE, action="store_true")
    args = parser.parse_args(argv)
    print(heading("Bi-Nerdle and Quad-Nerdle: the assistant's turn"))
    positions = {k: v for k, v in POSITIONS.items() if not args.smoke or v[0] == 2}
    runs = 1 if args.smoke else args.runs
    base = {}
    for name, (boards, guess, colours) in positions.items():
        seconds, result = cpython(boards, guess, colours, runs)
        base[name] = seconds * 1000
        left = ", ".join(f"{b['remaining']:,}" for b in result["boards"])
        print(f"  CPython  {name}: {base[name]:.0f} ms (median of {runs}); answers left {left};"
              f" suggestion {result['suggestion']}")
    if args.smoke or not (SITE / "nerdle" / "index.html").exists():
        return 0
    for name, values in chromium(positions, runs).items():
        ms = statistics.median(values)
        print(f"  Chromium {name}: {ms:.0f} ms (median of {len(values)}, max {max(values):.0f});"
              f" {ms / base[name]:.1f}x CPython")
    print(heading("end"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
