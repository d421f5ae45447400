"""The plates solver in the browser: the worst plate at each digit limit, timed in the built site's worker.

Debian's Chromium, driven by Playwright, opens the plates page of the built site in a phone context (390x844,
touch), served by scripts/serve.py. For each case a fresh page (so a fresh worker, cold tables) opens plate
``12``, waits for its answer and the page's idle warm-up of every puzzle, then times
``Puzzlers.call("plates", "solve", ...)`` as the widget sends it (count plus 200 listed), from the request to
the answer, on the clock and in CPU time of the renderer processes (read from /proc; the worker runs in its
page's renderer), which a loaded machine does not inflate. The anchor is the plain 4-digit plate ``1234`` timed
the same way in the same run. ``--throttle 4`` slows the CPU 4x through the DevTools protocol, as Lighthouse's
mobile preset does, on the page and on its worker (the clock shows it; CPU time does not). Medians over runs
and the machine's load average are printed; a benchmark: nothing passes or fails on time.

    .venv/bin/python bench/bench_plates_browser.py                    # the slowest option sets, unthrottled
    .venv/bin/python bench/bench_plates_browser.py --throttle 4
    .venv/bin/python bench/bench_plates_browser.py --all --runs 1     # every option set at its limit
    .venv/bin/python bench/bench_plates_browser.py --smoke            # one run of the anchor and one option set

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

#: The option sets `bench_plates.py --limits` found slowest at their limits (CPython), timed by default.
SLOWEST = ("plain", "unary", "target", "unary+target", "parens+unary", "parens+unary+target", "reorder",
           "join+unary", "join+power+target", "power")
HARD = "987654321098"  # distinct digits, as bench_plates.py uses

def renderer_cpu() -> float:
    """CPU seconds used so far by the Chromium renderer processes this script started (the worker runs in its
    page's renderer): unlike the clock, it hardly moves with the machine's load."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    total, stack = 0.0, [os.getpid()]
    while stack:
        pid = stack.pop()
        stack.extend(children.get(pid, []))
        try:
            if b"--type=renderer" in Path(f"/proc/{pid}/cmdline").read_bytes():
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except OSError:
            continue
    return total


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


def timed(browser, base: str, args: dict, rate: float) -> tuple[float, float, int]:
    """(clock ms, renderer CPU ms, solutions) of one solve on a fresh page."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    throttle(context, page, rate)
    page.goto(base + "plates/?p=12", wait_until="load", timeout=300_000)  # a first answer, then the warm-up
    page.wait_for_function("() => window.Puzzlers && Puzzlers.marks && Puzzlers.marks.warmed !== undefined",
                           timeout=300_000)
    try:  # the worker then makes its memory snapshot for the next visit: let it finish first
        page.wait_for_function("() => Puzzlers.marks.snapshot !== undefined", timeout=30_000)
    except Exception:
        pass  # no snapshot made (the worker says so only when it makes one)
    cpu = renderer_cpu()
    out = page.evaluate(TIME_CALL_JS, args)
    cpu = renderer_cpu() - cpu
    context.close()
    return out["ms"], cpu * 1000, out["count"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--throttle", type=float, default=1.0, help="CPU slowdown factor (Lighthouse mobile: 4)")
    parser.add_argument("--all", action="store_true", help="every option set at its limit, not only the slowest")
    parser.add_argument("--cases", help="comma-separated option sets (as in DIGIT_LIMITS) to time")
    parser.add_argument("--smoke", action="store_true", help="one run of the anchor and the plain 11-digit plate")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.all, args.cases = 1, False, "plain"
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
        runs = [timed(browser, base, case_args("plain", 4), args.throttle) for _ in range(args.runs)]
        anchor = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
        for key in keys:
            runs = [timed(browser, base, case_args(key, limits[key]), args.throttle) for _ in range(args.runs)]
            load.append(os.getloadavg()[0])
            rows.append((statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs), key,
                         limits[key], runs[-1][2]))
        browser.close()
    server.shutdown()
    print(f"plates in Chromium (phone context, CPU throttling {args.throttle:g}x), medians of {args.runs} fresh "
          f"pages; load {min(load):.1f}-{max(load):.1f} on {os.cpu_count()} cores")
    print("  clock: request to answer in the page; CPU: the renderer's CPU time meanwhile (what the load hides)")
    print(f"  {'anchor: plain, plate 1234':<45}    clock {anchor[0]:7.0f} ms  CPU {anchor[1]:6.0f} ms")
    for ms, cpu, key, limit, found in sorted(rows, key=lambda r: -r[1]):
        print(f"  {key:<42} {limit:>2}  clock {ms:7.0f} ms  CPU {cpu:6.0f} ms  ({ms / anchor[0]:5.1f}x the "
              f"anchor's clock, {cpu / max(anchor[1], 1):5.1f}x its CPU)  {found:,} solutions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
