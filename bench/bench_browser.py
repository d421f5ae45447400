"""In-browser start-up figures, measured in Debian's Chromium driven by Playwright against the built site, in a
phone context (390x844, touch), the site served by scripts/serve.py (precompressed files, as a static host).

Per run, with a fresh browser profile kept on disk for the run (as a phone keeps one: Chromium's code caches live
in it):
- cold: open a plate's share link (plates/?p=123456) with an empty cache;
- warm: the same profile opens the link again in a new tab (service worker cache filled, Python restored from the
  memory snapshot the first visit's worker made after its warm-up);
- next: on that page, type another plate, until its answer shows;
- page-to-page: follow a link to the Nerdle page (Material's instant navigation), until its first suggestion
  (since 25 November drawn from the page's own table, without Python), then a link back to the plates page
  with another plate;
- warm again: a third visit the same way (Chromium's code caches fill over visits);
- warm without the snapshot: the snapshot deleted, the link opened again (the normal start, the fallback);
- anchor: stock Pyodide (node_modules/pyodide as published: its own standard library) on a blank page of a second
  server, loadPyodide() + runPython("1+1"), cold, warm and a third visit, in the same run.

For each: page shown (first contentful paint), worker created, worker started, Pyodide loaded, package imported,
first answer (ms since navigation start), and the bytes the server sent (as encoded on the wire) before the first
answer and for the whole offline precache. Medians over runs and the machine's load average are printed. A
benchmark: nothing here passes or fails on time.

Usage: .venv/bin/python bench/bench_browser.py [--runs 5] [--json out.json] [--smoke]   (--smoke: one run)
       (build the site first: make site; PUZZLERS_SITE_DIR points at another build)
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from serve import serve_in_background  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
PLATE_URL = "plates/?p=123456"
PLATE_DONE = "document.querySelector('#plate-summary')?.textContent.includes('solution')"
PHASES = ("shown", "workerCreated", "workerStart", "pyodideLoaded", "packageImported", "answer")
MB = 1024 * 1024

#: Reads the page's figures once the answer shows: ms since navigation start.
MARKS_JS = """() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const marks = (window.Puzzlers && Puzzlers.marks) || {};
    return {shown: paint ? paint.startTime : null, ...marks};
}"""


def wait_answer(page, condition: str, timeout: float = 120_000) -> float:
    """performance.now() (ms since the page's navigation) when ``condition`` first holds, polled every frame."""
    # A function, not an expression string: Playwright evaluates strings with eval, which the site's CSP refuses.
    return page.wait_for_function(f"() => ({condition}) && performance.now()", polling="raf",
                                  timeout=timeout).json_value()


def settle(server, quiet: float = 1.5, limit: float = 120) -> None:
    """Wait until the server saw no new request for ``quiet`` seconds."""
    end = time.monotonic() + limit
    count, since = len(server.requests), time.monotonic()
    while time.monotonic() < end:
        time.sleep(0.1)
        if len(server.requests) != count:
            count, since = len(server.requests), time.monotonic()
        elif time.monotonic() - since >= quiet:
            return


def sent(server) -> int:
    return sum(size for _, _, size, _ in server.requests)


def open_link(page, url: str) -> dict:
    page.goto(url, wait_until="commit")
    answer = wait_answer(page, PLATE_DONE)
    figures = page.evaluate(MARKS_JS)
    figures["answer"] = answer
    figures["from_snapshot"] = page.evaluate(
        "() => new Promise((resolve) => Puzzlers.onStatus((s) => resolve(!!(s.timings && s.timings.snapshot))))")
    return figures


def next_plate(page) -> float:
    return page.evaluate("""async () => {
        const summary = document.querySelector('#plate-summary');
        const input = document.querySelector('#plate-input');
        const before = summary.textContent;
        const started = performance.now();
        input.value = '864213';
        input.dispatchEvent(new Event('input', {bubbles: true}));
        await new Promise((resolve) => {
            const check = () => summary.textContent !== before && summary.textContent.includes('solution')
                ? resolve() : requestAnimationFrame(check);
            check();
        });
        return performance.now() - started;
    }""")


def page_to_page(page, href: str, path: str, widget: str, done: str) -> dict:
    """Follow a link to another widget page; shown = its widget is in the page, answer = ``done`` holds."""
    page.evaluate("""(href) => {
        window.__pzRealm = 'kept';
        const link = Object.assign(document.createElement('a'), {href: new URL(href, location).href});
        document.querySelector('.md-content').append(link);
        window.__pzClick = performance.now();
        link.click();
    }""", href)
    try:
        shown = wait_answer(page, f"location.pathname.endsWith('{path}') && document.querySelector('{widget}')",
                            timeout=20_000)
        answer = wait_answer(page, done, timeout=20_000)
        instant = page.evaluate("() => window.__pzRealm === 'kept'")
        click = page.evaluate("() => window.__pzClick") if instant else 0.0
        return {"instant": instant, "shown": shown - click, "answer": answer - click, "after_shown": answer - shown}
    except Exception as error:  # a widget that does not initialise on instant navigation
        return {"instant": page.evaluate("() => window.__pzRealm === 'kept'"), "error": str(error).splitlines()[0]}


def to_nerdle(page) -> dict:
    return page_to_page(page, "../nerdle/", "/nerdle/", "#nerdle-widget",
                        "document.querySelector('#nd-summary')?.dataset.state === 'ok'")


def back_to_plates(page) -> dict:
    return page_to_page(page, "../plates/?p=1235", "/plates/", "#plates-widget",
                        "document.querySelector('#plate-summary')?.textContent.includes('1235:')")


def to_regex_after_warm_up(page) -> dict:
    """A puzzle not used yet, reached after the page's idle-time warm-up finished (a person reading an answer)."""
    page.wait_for_function("() => Puzzlers.marks.warmed !== undefined", timeout=60_000)
    return page_to_page(page, "../regex/", "/regex/", "#regex-widget",
                        "(document.querySelector('#rx-tally')?.textContent || '') !== ''")


def persistent_context(pw):
    """A browser with its own profile on disk, as a phone keeps one (Chromium's code caches persist in it)."""
    profile = tempfile.mkdtemp(prefix="pz-profile-")
    context = pw.chromium.launch_persistent_context(
        profile, executable_path=os.environ.get("PUZZLERS_CHROMIUM") or "/usr/bin/chromium", args=ARGS, **PHONE)
    context.on("close", lambda _: shutil.rmtree(profile, ignore_errors=True))
    return context


def stock_anchor(pw, base: str, server) -> dict:
    context = persistent_context(pw)
    page = context.new_page()
    figures = {}
    for name in ("cold", "warm", "warm_again"):
        server.requests.clear()
        page.goto(base + "index.html", wait_until="commit")
        figures[name] = page.evaluate("""async () => {
            const {loadPyodide} = await import('./pyodide/pyodide.mjs');
            const pyodide = await loadPyodide({indexURL: new URL('./pyodide/', location).href});
            pyodide.runPython('1+1');
            return performance.now();
        }""")
        figures[name + "_bytes"] = sent(server)
    context.close()
    return figures


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def fmt(value, unit="ms"):
    if value is None:
        return "—"
    return f"{value / MB:.2f} MB" if unit == "MB" else f"{value:.0f}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", type=Path, help="also write every run's figures to this file")
    parser.add_argument("--smoke", action="store_true", help="one run (the figures of one run are no median)")
    args = parser.parse_args()
    if args.smoke:
        args.runs = 1
    from playwright.sync_api import sync_playwright

    site = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site")
    server, base = serve_in_background(site)
    server.record = True
    stock_dir = Path(tempfile.mkdtemp(prefix="pz-stock-"))
    (stock_dir / "index.html").write_text("<!doctype html><meta charset=utf-8><title>stock Pyodide</title>")
    (stock_dir / "pyodide").symlink_to(ROOT / "node_modules" / "pyodide")
    stock_server, stock_base = serve_in_background(stock_dir)
    stock_server.record = True

    runs = []
    load_before = os.getloadavg()
    with sync_playwright() as pw:
        for index in range(args.runs):
            run = {"load": os.getloadavg()[0]}
            context = persistent_context(pw)
            page = context.new_page()
            server.requests.clear()
            run["cold"] = open_link(page, base + PLATE_URL)
            run["cold_bytes"] = sent(server)
            run["cold_requests"] = len(server.requests)
            page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=120_000)
            settle(server)
            run["offline_bytes"] = sent(server)
            run["offline_requests"] = len(server.requests)
            paths = [p for p, status, _, _ in server.requests if status == 200]
            run["fetched_twice"] = sorted({p for p in paths if paths.count(p) > 1})
            # The worker snapshots Python's memory after the page's warm-up (js/worker.mjs).
            page.wait_for_function("() => Puzzlers.marks.snapshot !== undefined", timeout=120_000)
            run["snapshot"] = page.evaluate("() => Puzzlers.marks.snapshot")
            page.close()

            page = context.new_page()
            server.requests.clear()
            run["warm"] = open_link(page, base + PLATE_URL)
            run["warm_bytes"] = sent(server)
            run["next"] = next_plate(page)
            run["page_to_page"] = to_nerdle(page)
            run["page_back"] = back_to_plates(page)
            run["page_warmed"] = to_regex_after_warm_up(page)
            page.close()

            # A third visit: Chromium's code caches for Pyodide's script and WebAssembly fill over visits.
            page = context.new_page()
            run["warm_again"] = open_link(page, base + PLATE_URL)
            page.close()

            # The same warm open without the snapshot (the normal start, as before snapshots or when one fails).
            page = context.new_page()
            page.goto(base, wait_until="load")
            page.evaluate("() => caches.delete('puzzlers-snapshot')")
            page.close()
            page = context.new_page()
            run["warm_no_snapshot"] = open_link(page, base + PLATE_URL)
            context.close()

            run["stock"] = stock_anchor(pw, stock_base, stock_server)
            runs.append(run)
            cold, warm, p2p = run["cold"], run["warm"], run["page_to_page"]
            print(f"run {index + 1}: load {run['load']:.2f}; cold answer {cold['answer']:.0f} ms "
                  f"({run['cold_bytes'] / MB:.2f} MB), offline precache {run['offline_bytes'] / MB:.2f} MB; "
                  f"warm {warm['answer']:.0f} ms (from the snapshot: {warm['from_snapshot']}; snapshot "
                  f"{run['snapshot']['bytes'] / MB:.1f} MB made in {run['snapshot']['ms']} ms), third visit "
                  f"{run['warm_again']['answer']:.0f} ms, without the snapshot "
                  f"{run['warm_no_snapshot']['answer']:.0f} ms; next {run['next']:.0f} ms; page-to-page "
                  f"{p2p.get('after_shown', float('nan')):.0f} ms after shown (instant: {p2p['instant']}), back "
                  f"{run['page_back'].get('after_shown', float('nan')):.0f} ms; "
                  f"stock loadPyodide cold {run['stock']['cold']:.0f} / warm {run['stock']['warm']:.0f} ms"
                  + (f"; fetched twice: {run['fetched_twice']}" if run["fetched_twice"] else ""), flush=True)
    server.shutdown()
    stock_server.shutdown()
    shutil.rmtree(stock_dir)

    load_after = os.getloadavg()
    print(f"\n{args.runs} runs, phone context 390x844; load average before "
          f"{' '.join(f'{x:.2f}' for x in load_before)}, after {' '.join(f'{x:.2f}' for x in load_after)}")
    print("medians, ms since navigation start:")
    print(f"{'':18}" + "".join(f"{phase:>16}" for phase in PHASES))
    for name in ("cold", "warm", "warm_again", "warm_no_snapshot"):
        print(f"{name:18}" + "".join(f"{fmt(median([r[name].get(phase) for r in runs])):>16}" for phase in PHASES))
    stock_cold = median([r["stock"]["cold"] for r in runs])
    stock_warm = median([r["stock"]["warm"] for r in runs])
    cold_answer = median([r["cold"]["answer"] for r in runs])
    warm_answer = median([r["warm"]["answer"] for r in runs])
    plain_answer = median([r["warm_no_snapshot"]["answer"] for r in runs])
    print(f"warm open restored from the memory snapshot in {sum(r['warm']['from_snapshot'] for r in runs)} of "
          f"{len(runs)} runs; warm answer without / with the snapshot: {plain_answer / warm_answer:.2f}x; snapshot "
          f"{fmt(median([r['snapshot']['bytes'] for r in runs]), 'MB')} in Cache Storage, made in "
          f"{fmt(median([r['snapshot']['ms'] for r in runs]))} ms")
    print(f"next plate on the same page: {fmt(median([r['next'] for r in runs]))} ms")
    p2p = [r["page_to_page"] for r in runs]
    if all("after_shown" in p for p in p2p):
        print(f"page to page (instant navigation: {all(p['instant'] for p in p2p)}): shown "
              f"{fmt(median([p['shown'] for p in p2p]))} ms after the click, answer "
              f"{fmt(median([p['after_shown'] for p in p2p]))} ms after shown")
    else:
        print(f"page to page: not measured ({next(p['error'] for p in p2p if 'error' in p)})")
    warmed = [r["page_warmed"] for r in runs]
    if all("after_shown" in p for p in warmed):
        print(f"page to page after the idle-time warm-up (regex crosswords, not used before): shown "
              f"{fmt(median([p['shown'] for p in warmed]))} ms after the click, answer "
              f"{fmt(median([p['after_shown'] for p in warmed]))} ms after shown")
    back = [r["page_back"] for r in runs]
    if all("after_shown" in p for p in back):
        print(f"back to the plates page (a new plate; instant navigation: {all(p['instant'] for p in back)}): "
              f"shown {fmt(median([p['shown'] for p in back]))} ms after the click, answer "
              f"{fmt(median([p['after_shown'] for p in back]))} ms after shown")
    stock_again = median([r["stock"]["warm_again"] for r in runs])
    again_answer = median([r["warm_again"]["answer"] for r in runs])
    print(f"stock loadPyodide on a blank page: cold {fmt(stock_cold)} ms, warm {fmt(stock_warm)} ms, third visit "
          f"{fmt(stock_again)} ms; first answer / stock: cold {cold_answer / stock_cold:.2f}x, warm "
          f"{warm_answer / stock_warm:.2f}x, third visit {again_answer / stock_again:.2f}x")
    print(f"bytes on the wire: before the first answer (cold) "
          f"{fmt(median([r['cold_bytes'] for r in runs]), 'MB')} in "
          f"{median([r['cold_requests'] for r in runs]):.0f} requests; whole first visit with the offline precache "
          f"{fmt(median([r['offline_bytes'] for r in runs]), 'MB')} in "
          f"{median([r['offline_requests'] for r in runs]):.0f} requests; "
          f"warm {fmt(median([r['warm_bytes'] for r in runs]), 'MB')}; "
          f"stock cold {fmt(median([r['stock']['cold_bytes'] for r in runs]), 'MB')}")
    twice = sorted({p for r in runs for p in r["fetched_twice"]})
    print(f"fetched twice in a first visit: {', '.join(twice) if twice else 'none'}")
    if args.json:
        args.json.write_text(json.dumps({"load_before": load_before, "load_after": load_after, "runs": runs},
                                        indent=1))


if __name__ == "__main__":
    main()
