"""In-browser figures, measured in Debian's Chromium driven by Playwright against the built site (build/site).

- cold start: a fresh browser profile (empty cache) opens a plate's share link; time until its answer shows;
- warm start: the same profile opens the link again (service worker and HTTP cache filled);
- answer time: with Python loaded, median time of one 6-digit plate through the worker, per option set;
- the same answer on CPython in this process, for the ratio (Pyodide / CPython).

Usage: .venv/bin/python bench/bench_browser.py [--runs 5]   (build the site first: make site)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))
from serve import serve_in_background  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
PLATES = ["123456", "864213", "907531", "555555", "102938", "246801", "314159", "271828", "161803", "999999"]
OPTION_SETS = {"plain": {}, "parentheses": {"parens": True}, "parentheses+join": {"parens": True, "join": True}}


def first_answer(page, url: str) -> float:
    started = time.perf_counter()
    page.goto(url)
    page.wait_for_function("document.querySelector('#plate-summary')?.textContent.includes('solution')",
                           timeout=120_000)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from puzzlers import plates

    import os

    server, base = serve_in_background(Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site"))
    url = base + "plates/?p=123456"
    cold, warm = [], []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for _ in range(args.runs):
            context = browser.new_context()
            page = context.new_page()
            cold.append(first_answer(page, url))
            page.evaluate("navigator.serviceWorker.ready")
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
            page.close()
            page = context.new_page()
            warm.append(first_answer(page, url))
            context.close()
        print(f"cold start to first answer: median {statistics.median(cold):.2f} s "
              f"(runs: {', '.join(f'{t:.2f}' for t in cold)})")
        print(f"warm start to first answer: median {statistics.median(warm):.2f} s "
              f"(runs: {', '.join(f'{t:.2f}' for t in warm)})")

        context = browser.new_context()
        page = context.new_page()
        first_answer(page, url)
        for name, options in OPTION_SETS.items():
            browser_ms = page.evaluate("""async ([plates, options]) => {
                const times = [];
                for (const text of plates) {
                    const t = performance.now();
                    await Puzzlers.call("plates", "solve", {text, ...options});
                    times.push(performance.now() - t);
                }
                return times;
            }""", [PLATES, options])
            cpython_ms = []
            for text in PLATES:
                t = time.perf_counter()
                plates.web_solve(text=text, **options)
                cpython_ms.append((time.perf_counter() - t) * 1000)
            b, c = statistics.median(browser_ms), statistics.median(cpython_ms)
            print(f"6-digit plate, {name}: browser median {b:.1f} ms (max {max(browser_ms):.1f}), "
                  f"CPython median {c:.1f} ms, ratio {b / c:.1f}x")
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
