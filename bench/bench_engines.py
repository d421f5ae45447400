"""Start-up of a plate link on three engines (Chromium, Firefox ESR, WebKitGTK), driven as the smoke suite drives
them (tests/e2e/engines/drivers.py), against the built site served by scripts/serve.py.

Per run and engine, in a fresh browser profile:
- cold: open plates/?p=123456 with an empty profile, until the answer shows;
- warm: once the worker has made its memory snapshot and the service worker controls the page, open the link again
  (a new page load in the same browser: Python restored from the snapshot where that works);
- warm without the snapshot: the snapshot deleted, the link opened again (a second normal start in the same browser).

For each: the first answer (Puzzlers.marks.firstAnswer, ms since the navigation started) and its phases: worker
started, `pyodide.asm.wasm` and `python_stdlib.zip` arrived (their Resource Timing `responseEnd` in the worker;
after them Pyodide's start is compilation and set-up, not download), `pyodide.asm.wasm` compiled and
instantiated (Pyodide's `WebAssembly.instantiate` call resolved; after it, Python's start or the snapshot's
restore), Python loaded (or restored), package imported. Medians over runs, the ratio to Chromium in the same run
and the machine's load average are printed. A benchmark: nothing here passes or fails on time.

Usage: .venv/bin/python bench/bench_engines.py [--runs 3] [--engines chromium,firefox,webkit] [--smoke]
       (--smoke: one run, Chromium only)
       (build the site first: make site; PUZZLERS_SITE_DIR points at another build)
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
# Chromium the browser, as a phone runs it (the tests use its headless shell, lighter: not what is measured here)
os.environ.setdefault("PUZZLERS_CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
from e2e.conftest import SITE, serve_in_background  # noqa: E402
from e2e.engines import drivers  # noqa: E402

PLATE_URL = "plates/?p=123456"
PHASES = ("workerStart", "wasmFetched", "stdlibFetched", "wasmInstantiated", "pyodideLoaded", "packageImported",
          "firstAnswer")
#: The start-up marks and whether Python came from the snapshot, once the answer shows.
MARKS = """new Promise((resolve) => Puzzlers.onStatus((s) => resolve({...Puzzlers.marks,
    snapshotRestored: !!(s.timings && s.timings.snapshot)})))"""


def open_link(engine, url: str) -> dict:
    engine.open(url)
    engine.wait_for("(document.querySelector('#plate-summary')?.textContent || '').includes('solution')",
                    timeout=300, what="the plate's answer")
    return engine.evaluate(MARKS)


def one_run(name: str, base: str) -> dict:
    with tempfile.TemporaryDirectory(prefix=f"pz-bench-{name}-") as profile:
        engine = drivers.launch(name, Path(profile))
        try:
            run = {"cold": open_link(engine, base + PLATE_URL)}
            engine.wait_for("navigator.serviceWorker.controller !== null", timeout=300, what="the service worker")
            try:
                engine.wait_for("Puzzlers.marks.snapshot !== undefined", timeout=180, what="the snapshot")
                run["snapshot"] = engine.evaluate("Puzzlers.marks.snapshot")
            except AssertionError:
                run["snapshot"] = None
            run["warm"] = open_link(engine, base + PLATE_URL)
            engine.evaluate("caches.delete('puzzlers-snapshot')")
            run["warm_no_snapshot"] = open_link(engine, base + PLATE_URL)
        finally:
            engine.close()
    return run


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines", default=",".join(drivers.ENGINES))
    parser.add_argument("--smoke", action="store_true", help="one run, Chromium only")
    args = parser.parse_args()
    if args.smoke:
        args.runs, args.engines = 1, "chromium"
    names = args.engines.split(",")
    gone = drivers.missing()
    if gone:
        raise SystemExit(f"missing: {', '.join(gone)}; run scripts/setup.sh")
    xvfb = None
    if "webkit" in names:
        xvfb, drivers.WebKit.display = drivers.start_xvfb()
    server, base = serve_in_background(SITE)
    runs = {name: [] for name in names}
    load_before = os.getloadavg()
    try:
        for index in range(args.runs):
            for name in names:  # interleaved, so that every engine sees the same load
                run = one_run(name, base)
                runs[name].append(run)
                print(f"run {index + 1} {name:8}: load {os.getloadavg()[0]:.2f}; cold {run['cold']['firstAnswer']:.0f}"
                      f" ms, warm {run['warm']['firstAnswer']:.0f} ms (snapshot restored: "
                      f"{run['warm']['snapshotRestored']}), warm without the snapshot "
                      f"{run['warm_no_snapshot']['firstAnswer']:.0f} ms", flush=True)
    finally:
        server.shutdown()
        server.server_close()
        if xvfb:
            xvfb.terminate()
            xvfb.wait()
    load_after = os.getloadavg()
    print(f"\n{args.runs} runs per engine, plates link {PLATE_URL}; load average before "
          f"{' '.join(f'{x:.2f}' for x in load_before)}, after {' '.join(f'{x:.2f}' for x in load_after)}")
    print("medians, ms since navigation start (ratio: first answer / Chromium's):")
    print(f"{'':26}" + "".join(f"{phase:>16}" for phase in PHASES) + f"{'ratio':>8}{'restored':>10}")
    anchor = {}
    for kind in ("cold", "warm", "warm_no_snapshot"):
        for name in names:
            figures = [median([r[kind].get(phase) for r in runs[name]]) for phase in PHASES]
            anchor.setdefault(kind, figures[-1] if name == "chromium" else None)
            ratio = f"{figures[-1] / anchor[kind]:.2f}x" if anchor[kind] and figures[-1] else "—"
            restored = sum(r[kind]["snapshotRestored"] for r in runs[name])
            print(f"{kind + ' ' + name:26}" + "".join(f"{v:16.0f}" if v is not None else f"{'—':>16}"
                                                     for v in figures) + f"{ratio:>8}{restored:>7}/{len(runs[name])}")
    for name in names:
        made = [r["snapshot"] for r in runs[name] if r["snapshot"]]
        print(f"snapshot {name}: made in {len(made)} of {len(runs[name])} runs"
              + (f", {median([m['bytes'] for m in made]) / 2**20:.1f} MB in {median([m['ms'] for m in made]):.0f} ms"
                 if made else ""))


if __name__ == "__main__":
    main()
