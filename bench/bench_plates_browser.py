"""The plates solver in the browser: the worst plate at each digit limit, timed in the built site's worker.

Debian's Chromium, driven by Playwright, opens the plates page of the built site in a phone context (390x844,
touch), served by scripts/serve.py. For each case a fresh page (so a fresh worker, cold tables) waits for
Python and the page's idle warm-up, then times ``Puzzlers.call("plates", "solve", ...)`` as the widget sends it
(count plus 200 listed), from the request to the answer. The anchor is the plain 4-digit plate ``1234`` timed the
same way in the same run. ``--throttle 4`` slows the CPU 4x through the DevTools protocol, as Lighthouse's mobile
preset does, on the page and on its worker. Medians over runs and the machine's load average are printed; a
benchmark: nothing passes or fails on time.

    .venv/bin/python bench/bench_plates_browser.py                    # the slowest option sets, unthrottled
    .venv/bin/python bench/bench_plates_browser.py --throttle 4
    .venv/bin/python bench/bench_plates_browser.py --all --runs 1     # every option set at its limit

(build the site first: make site; PUZZLERS_SITE_DIR points at another build)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "pysrc"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_browser import ARGS, PHONE  # noqa: E402
from serve import serve_in_background  # noqa: E402

from puzzlers.plates import solver as plates_solver  # noqa: E402

#: The option sets bench_plates.py found slowest at their limits (CPython), timed by default.
SLOWEST = ("join+power+target", "join+unary+power+target", "unary+power+target", "join+power", "unary+power",
           "power+target", "join+unary+power", "power", "parens+join+target", "parens+target")
HARD = "987654321098"  # distinct digits, as bench_plates.py uses

TIME_CALL_JS = """async (args) => {
    const started = performance.now();
    const result = await Puzzlers.call('plates', 'solve', args);
    return {ms: performance.now() - started, count: result.count};
}"""


def case_args(key: str, digits: int) -> dict:
    names = [] if key == "plain" else key.split("+")
    args = {n: n in names for n in ("parens", "join", "reorder", "unary", "power")}
    args["target"] = "24" if "target" in names else ""
    args["text"] = HARD[:digits]
    return args


def throttle(context, page, rate: float) -> None:
    """CPU throttling on the page and on every worker it starts (each worker is its own DevTools target)."""
    if rate <= 1:
        return
    session = context.new_cdp_session(page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    session.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})

    def attached(event):
        sid = event["sessionId"]
        for n, (method, params) in enumerate([("Emulation.setCPUThrottlingRate", {"rate": rate}),
                                              ("Runtime.runIfWaitingForDebugger", {})]):
            message = json.dumps({"id": n + 1, "method": method, "params": params})
            session.send("Target.sendMessageToTarget", {"sessionId": sid, "message": message})

    session.on("Target.attachedToTarget", attached)


def timed(browser, base: str, args: dict, rate: float) -> tuple[float, int]:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    throttle(context, page, rate)
    page.goto(base + "plates/", wait_until="load")
    page.wait_for_function("() => window.Puzzlers && Puzzlers.marks && Puzzlers.marks.warmed !== undefined",
                           timeout=300_000)
    page.evaluate("() => Puzzlers.call('plates', 'solve', {text: '12'})")
    out = page.evaluate(TIME_CALL_JS, args)
    context.close()
    return out["ms"], out["count"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slowdown factor (Lighthouse mobile: 4)")
    parser.add_argument("--all", action="store_true", help="every option set at its limit, not only the slowest")
    parser.add_argument("--cases", help="comma-separated option sets (as in DIGIT_LIMITS) to time")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    limits = plates_solver.DIGIT_LIMITS
    keys = list(limits) if args.all else args.cases.split(",") if args.cases else list(SLOWEST)
    site = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site")
    server, base = serve_in_background(site)
    load = [os.getloadavg()[0]]
    rows = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("PUZZLERS_CHROMIUM") or "/usr/bin/chromium",
                                     args=ARGS)
        anchor = statistics.median(timed(browser, base, case_args("plain", 4), args.throttle)[0]
                                   for _ in range(args.runs))
        for key in keys:
            times, found = [], 0
            for _ in range(args.runs):
                ms, found = timed(browser, base, case_args(key, limits[key]), args.throttle)
                times.append(ms)
            load.append(os.getloadavg()[0])
            rows.append((statistics.median(times), key, limits[key], found))
        browser.close()
    server.shutdown()
    print(f"plates in Chromium (phone context, CPU throttling {args.throttle:g}x), medians of {args.runs} fresh "
          f"pages; load {min(load):.1f}-{max(load):.1f} on {os.cpu_count()} cores")
    print(f"  anchor: plain 4-digit plate 1234  {anchor:7.0f} ms")
    for ms, key, limit, found in sorted(rows, reverse=True):
        print(f"  {key:<42} {limit:>2} digits  {ms:7.0f} ms  ({ms / anchor:5.1f}x the anchor)  {found:,} solutions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
