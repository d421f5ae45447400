"""How much styling and layout a page's load costs the main thread, with and without the off-screen sections of
``hooks/sections.py`` (``content-visibility``), read from a Chromium performance trace in a phone context
(390x844, touch, the site served by scripts/serve.py, a fresh profile per load, the service worker blocked).

Per page, from the page's start until 3 s after its ``load`` event:
- styled elements: the sum of ``elementCount`` over the renderer's ``UpdateLayoutTree`` events (how many elements
  had their style computed, over every pass);
- laid-out objects: the sum of ``totalObjects`` over its ``Layout`` events;
- main-thread work: the main thread's tasks of the page's renderer (not the browser's own pages'), their summed
  CPU time, and the blocking part as Lighthouse's mobile preset counts Total Blocking Time, with its 4x CPU
  slowdown: Σ max(0, 4 x CPU time − 50 ms) (CPU time, so less moved by the machine's load than wall time); each
  with the home page as the in-run anchor.

"with sections" is the site as built; "without" is the same page with a style that makes every section and the
closed drawer visible (``content-visibility: visible``) added to ``css/puzzlers.css`` as it is served. The counts
are deterministic for a build; the times are medians over runs. A benchmark: nothing passes or fails.

Usage: .venv/bin/python bench/bench_page_work.py [--runs 3] [--pages "" plates/ nerdle/] [--smoke]
       (--smoke: one run of the home and plates pages)
       (build the site first: make site)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
from serve import serve_in_background  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, PHONE, SITE  # noqa: E402

PAGES = ("", "plates/", "nerdle/", "mathler/", "regex/", "matchsticks/", "lists/", "how/plates/", "reference/api/")
UNSKIP = ("\n.md-typeset .pz-section, .md-sidebar__scrollwrap "
          "{ content-visibility: visible !important; }\n")


def trace_counts(trace: dict, url: str) -> dict:
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    # The page's renderer only: the browser's own pages (the omnibox's, a new tab's) have a CrRendererMain too,
    # and their work, when it falls in the trace, is not the page's.
    pages = {e["pid"] for e in events if e.get("name") == "ParseHTML"
             and e.get("args", {}).get("beginData", {}).get("url", "").startswith(url)}
    main = {(e["pid"], e["tid"]) for e in events if e.get("pid") in pages
            and e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"}
    styled = laid = 0
    cpu, blocking = 0.0, 0.0
    for e in events:
        if (e.get("pid"), e.get("tid")) not in main:
            continue
        name, args = e.get("name"), e.get("args", {})
        if name == "UpdateLayoutTree":
            styled += args.get("elementCount", 0)
        elif name == "Layout":
            laid += args.get("beginData", {}).get("totalObjects", 0)
        elif name == "ThreadControllerImpl::RunTask" and e.get("ph") == "X" and "tdur" in e:
            ms = e["tdur"] / 1000
            cpu += ms
            blocking += max(0.0, 4 * ms - 50)
    return {"styled": styled, "laid": laid, "cpu": cpu, "blocking": blocking}


def load_once(browser, url: str, unskip: bool) -> dict:
    context = browser.new_context(**PHONE, service_workers="block", bypass_csp=True)
    page = context.new_page()
    if unskip:
        def patch(route):
            response = route.fetch()
            route.fulfill(response=response, body=response.text() + UNSKIP)
        page.route("**/css/puzzlers.css*", patch)
    browser.start_tracing(page=page, categories=["devtools.timeline", "disabled-by-default-devtools.timeline",
                                                 "toplevel"])
    page.goto(url, wait_until="load")
    page.wait_for_timeout(3000)
    trace = json.loads(browser.stop_tracing())
    context.close()
    return trace_counts(trace, url)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--pages", nargs="*", default=list(PAGES))
    parser.add_argument("--smoke", action="store_true", help="one run of the home and plates pages")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.pages = 1, ["", "plates/"]
    from playwright.sync_api import sync_playwright

    server, base = serve_in_background(SITE)
    print(f"load before: {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")
    results: dict[tuple[str, bool], list[dict]] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("PUZZLERS_CHROMIUM", "/usr/bin/chromium"),
                                    args=CHROMIUM_ARGS)
        for _ in range(args.runs):
            for path in args.pages:
                for unskip in (True, False):
                    results.setdefault((path, unskip), []).append(load_once(browser, base + path, unskip))
        browser.close()
    server.shutdown()

    def med(path, unskip, key):
        return statistics.median(r[key] for r in results[(path, unskip)])

    first = args.pages[0]
    print(f"medians of {args.runs} runs; ratios: ÷ {first or 'home'}'s figure in the same variant (without | with)")
    print(f"{'page':16}{'styled':>16}{'laid out':>18}{'CPU ms':>12}{'CPU ratio':>14}{'blocking ms':>14}"
          f"{'blocking ratio':>16}")
    for path in args.pages:
        cols = []
        for key, width, fmt in (("styled", 16, ",.0f"), ("laid", 18, ",.0f"), ("cpu", 12, ",.0f")):
            cols.append(f"{med(path, True, key):{fmt}} | {med(path, False, key):{fmt}}".rjust(width))
        ratio = [med(path, u, "cpu") / (med(first, u, "cpu") or 1) for u in (True, False)]
        cols.append(f"{ratio[0]:.2f} | {ratio[1]:.2f}".rjust(14))
        cols.append(f"{med(path, True, 'blocking'):,.0f} | {med(path, False, 'blocking'):,.0f}".rjust(14))
        ratio = [med(path, u, "blocking") / (med(first, u, "blocking") or 1) for u in (True, False)]
        cols.append(f"{ratio[0]:.2f} | {ratio[1]:.2f}".rjust(16))
        print(f"{path or 'home':16}" + "".join(cols))
    print(f"load after: {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")


if __name__ == "__main__":
    main()
