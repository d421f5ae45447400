"""Lighthouse scores of the built site: npm ``lighthouse`` (mobile preset, its default: a Moto G Power-sized
screen, 4x CPU slowdown, simulated slow 4G) with Debian's Chromium, against the site served by scripts/serve.py
on 127.0.0.1 (precompressed files and the Content-Security-Policy header, as a static host).

Pages: the home page, every puzzle page, the equation lists, one how-it-works page and the Python API reference.
Per page, the median over runs of the performance, accessibility, best-practices and SEO scores, Cumulative
Layout Shift and Total Blocking Time, and TBT as a ratio to the home page's in the same run (the in-run anchor:
the machine's load moves TBT a lot, the ratio much less). The audits that cost a page points in the last run are
listed under the table. A benchmark: nothing here passes or fails on time.

--throttling devtools throttles the network and the CPU while the page loads (Lighthouse's
``--throttling-method=devtools``) instead of loading at full speed and modelling a phone from that load (the
preset's ``simulate``). Served from 127.0.0.1, a download the page starts early (Python's 4 MB) arrives at once
in the simulated mode and competes for the machine's two cores with the page's own tasks, which then count as
longer; a phone on a real network receives it over seconds. The devtools mode loads as the phone would.

Usage: .venv/bin/python bench/bench_lighthouse.py [--runs 3] [--pages plates/ nerdle/] [--json out.json]
       [--throttling simulate|devtools] [--smoke]
       (--smoke: one run of the home page only)
       (build the site first: make site; PUZZLERS_SITE_DIR points at another build)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site")
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
from serve import serve_in_background  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS  # noqa: E402

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
PAGES = ("", "plates/", "plates-stats/", "nerdle/", "mathler/", "regex/", "matchsticks/", "numbers/", "lists/",
         "how/plates/", "reference/api/")
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
COLUMNS = ("perf", "a11y", "best", "seo")


def loadavg() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def lighthouse(url: str, chromium: str, throttling: str = "simulate") -> dict:
    """One Lighthouse run of ``url``: its scores (0-100), CLS, TBT (ms) and the audits that cost points."""
    with tempfile.TemporaryDirectory(prefix="pz-lh-") as tmp:
        out = Path(tmp) / "report.json"
        flags = " ".join(["--headless=new", *CHROMIUM_ARGS, f"--user-data-dir={tmp}/profile"])
        subprocess.run([str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
                        f"--only-categories={','.join(CATEGORIES)}", f"--throttling-method={throttling}",
                        f"--chrome-flags={flags}"],
                       check=True, env={**os.environ, "CHROME_PATH": chromium}, timeout=600)
        report = json.loads(out.read_text())
    audits = report["audits"]
    failing = []
    for name in CATEGORIES[1:]:
        for ref in report["categories"][name]["auditRefs"]:
            audit = audits[ref["id"]]
            if ref["weight"] and audit["score"] is not None and audit["score"] < 1:
                failing.append(f"{name}: {ref['id']}")
    return {"scores": {name: round(100 * (report["categories"][name]["score"] or 0)) for name in CATEGORIES},
            "cls": audits["cumulative-layout-shift"]["numericValue"],
            "tbt": audits["total-blocking-time"]["numericValue"],
            "failing": failing}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", nargs="*", default=list(PAGES), help="paths under the site (the home page is ''")
    parser.add_argument("--json", type=Path, help="also write every run's figures to this file")
    parser.add_argument("--throttling", choices=("simulate", "devtools"), default="simulate",
                        help="Lighthouse's throttling method (simulate: the mobile preset's)")
    parser.add_argument("--smoke", action="store_true", help="one run of the home page only")
    options = parser.parse_args()
    if options.smoke:
        options.runs, options.pages = 1, []
    chromium = os.environ.get("PUZZLERS_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not LIGHTHOUSE.exists():
        raise SystemExit("node_modules/.bin/lighthouse is missing: run scripts/setup.sh (npm ci) first")
    if not (SITE / "index.html").exists():
        raise SystemExit(f"the site is not built in {SITE}: run `make site` first")
    pages = [""] + [p for p in options.pages if p]  # the home page, the anchor, always and first
    print(f"Lighthouse mobile preset, {options.throttling} throttling, {options.runs} runs per page; "
          f"load before: {loadavg()}")
    server, base = serve_in_background(SITE)
    runs: dict[str, list[dict]] = {page: [] for page in pages}
    try:
        for _ in range(options.runs):
            for page in pages:  # round-robin: a load spike spreads over the pages instead of hitting one
                runs[page].append(lighthouse(base + page, chromium, options.throttling))
    finally:
        server.shutdown()
    home_tbt = statistics.median(run["tbt"] for run in runs[""])
    print(f"{'page':<16}" + "".join(f"{c:>6}" for c in COLUMNS) + f"{'CLS':>8}{'TBT ms':>9}{'xhome':>7}")
    for page, page_runs in runs.items():
        scores = [statistics.median(run["scores"][name] for run in page_runs) for name in CATEGORIES]
        cls = statistics.median(run["cls"] for run in page_runs)
        tbt = statistics.median(run["tbt"] for run in page_runs)
        ratio = f"{tbt / home_tbt:.2f}" if home_tbt else "-"
        print(f"{page or '(home)':<16}" + "".join(f"{s:>6.0f}" for s in scores) + f"{cls:>8.3f}{tbt:>9.0f}{ratio:>7}")
    for page, page_runs in runs.items():
        if page_runs[-1]["failing"]:
            print(f"  {page or '(home)'}: " + ", ".join(page_runs[-1]["failing"]))
    print(f"load after: {loadavg()}")
    if options.json:
        options.json.write_text(json.dumps(runs, indent=1))


if __name__ == "__main__":
    main()
