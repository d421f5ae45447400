"""Nerdle Maxi assistant: the time of each turn, on CPython and in Chromium (the built site).

    python bench/bench_nerdle_maxi.py [--games 8] [--seed 3]   # CPython, then the browser (make site first)
    python bench/bench_nerdle_maxi.py --smoke                   # seconds, CPython only (the gate runs this)

Games: answers drawn (seeded) from the site's bucket files (build/site/lists/nerdle-maxi-buckets: uniform over
the answers, each file weighted by its answers), each played from the opener by the assistant's suggestions with
the package's own feedback. Without a built site (and in the smoke mode) the answers with a 4-digit right side
stand in for the whole list. Printed: per turn (2 = the turn after the opener's colours), the median and the
largest time on CPython, in Chromium (request to answer shown, the bucket's fetch and the worker round trip
included), the browser/CPython ratio, the bytes each game fetched for its bucket, and
an anchor measured in the same run: a Classic suggestion off the tree (the page's slowest Classic turn).

Another first guess: ``--firsts`` seeded games (first guess and answer both drawn as above) whose second turn
generates the answers the first colours leave (`maxiplay.first_turn_answers`, no bucket) and searches: its time
on CPython and in Chromium, median, 90th percentile and largest. Nothing here passes or fails on time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

from _common import SMOKE, heading

from puzzlers.nerdle import feedback, maxi, maxiplay, suggest

ROOT = Path(__file__).resolve().parents[1]
SITE = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site")
BUCKETS = SITE / "lists" / "nerdle-maxi-buckets"


def draw_games(count: int, seed: int) -> list[tuple[str, list[str]]]:
    """``(answer, its bucket)`` pairs: from the site's files when built, else from the 4-digit-right answers."""
    rng = random.Random(seed)
    if BUCKETS.exists():
        files = sorted(BUCKETS.glob("*.json"))
        games = []
        for path in rng.sample(files, count):
            buckets = json.loads(path.read_text(encoding="utf-8"))["buckets"]
            pairs = [(a, b) for b in buckets.values() for a in b]
            answer, bucket = rng.choice(pairs)
            games.append((answer, bucket))
        return games
    answers = sorted(f"{t}={v}" for t, v in maxi.left_sides(5, 4))
    opener = maxiplay.opener()
    games = []
    for answer in rng.sample(answers, count):
        fb = feedback(opener, answer)
        games.append((answer, [a for a in answers if feedback(opener, a) == fb]))
    return games


def cpython_turns(games) -> dict[int, list[float]]:
    """Seconds of each later turn's suggestion, by turn number."""
    out: dict[int, list[float]] = {}
    for answer, bucket in games:
        turns = []
        guess = maxiplay.opener()
        while guess != answer and len(turns) < 7:
            turns.append((guess, feedback(guess, answer)))
            start = time.perf_counter()
            guess = suggest(10, turns, answers=bucket).suggestion
            out.setdefault(len(turns) + 1, []).append(time.perf_counter() - start)
    return out


def draw_first_turns(count: int, seed: int) -> list[tuple[str, str]]:
    """``(first guess, answer)`` pairs, both drawn as `draw_games` draws answers."""
    answers = [answer for answer, _ in draw_games(2 * count, seed + 1)]
    return list(zip(answers[::2], answers[1::2]))


def cpython_first_turns(pairs) -> list[float]:
    """Seconds of the suggestion after each first guess, its answers generated from its colours."""
    out = []
    for guess, answer in pairs:
        maxiplay._FIRST_TURNS.clear()
        start = time.perf_counter()
        suggest(10, [(guess, feedback(guess, answer))])
        out.append(time.perf_counter() - start)
    return out


def anchor() -> float:
    """A Classic suggestion off the tree (its list and tables built first), in seconds: median of 3."""
    suggest(8, [])
    times = []
    for _ in range(3):
        start = time.perf_counter()
        suggest(8, ["12+35=47:GPGPBGBB"])
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def browser_turns(games, pairs) -> tuple[dict[int, list[float]], list[int], float, list[float]]:
    """Milliseconds of each later turn in Chromium, by turn (on the Nerdle page, Python warm: the bucket file's
    fetch when the turn needs it, plus the worker's suggest call with the bucket, as site/js/nerdle.js makes
    them); the bytes of bucket files fetched per game; the anchor (the Classic off-tree turn) in the same page;
    the milliseconds of the turn after each first guess of ``pairs`` (its answers generated in the worker)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from playwright.sync_api import sync_playwright
    from serve import serve_in_background

    server, url = serve_in_background(SITE)
    server.record = True
    out: dict[int, list[float]] = {}
    fetched = []
    turn_js = """async ([turns, file, fb, fetchIt]) => {
        const t0 = performance.now();
        let bucket = window.__pzBucket;
        if (fetchIt) {
            const response = await fetch(new URL(`lists/nerdle-maxi-buckets/${file}.json`, Puzzlers.root));
            bucket = window.__pzBucket = (await response.json()).buckets[fb];
        }
        const result = await Puzzlers.call('nerdle', 'suggest', {tiles: 10, turns, commutative: false,
            max_candidates: 50, answers: bucket});
        return [performance.now() - t0, result.suggestion];
    }"""
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=os.environ.get("PUZZLERS_CHROMIUM") or "/usr/bin/chromium",
                                     args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        page.goto(url + "nerdle/?v=10", wait_until="load")
        page.wait_for_function("() => document.getElementById('nd-summary')?.dataset.state === 'ok'",
                               timeout=120_000)
        anchor_ms = page.evaluate("""async () => {
            await Puzzlers.call('nerdle', 'suggest', {tiles: 8, turns: ['12+35=47:GPGPBGBB']});  // tables built
            const t0 = performance.now();
            await Puzzlers.call('nerdle', 'suggest', {tiles: 8, turns: ['12+35=47:GPGPBGBB']});
            return performance.now() - t0; }""")
        opener = maxiplay.opener()
        for answer, _ in games:
            turns = []
            guess = opener
            first = feedback(opener, answer)
            number = maxiplay.code_of(first) % maxiplay.BUCKET_FILES
            before = sum(size for path, _, size, _ in server.requests if "nerdle-maxi-buckets" in path)
            while guess != answer and len(turns) < 7:
                turns.append([guess, feedback(guess, answer)])
                ms, guess = page.evaluate(turn_js, [[f"{g}:{f}" for g, f in turns], number, first, len(turns) == 1])
                out.setdefault(len(turns) + 1, []).append(ms)
            after = sum(size for path, _, size, _ in server.requests if "nerdle-maxi-buckets" in path)
            fetched.append(after - before)
        firsts = [page.evaluate("""async (turns) => { const t0 = performance.now();
            await Puzzlers.call('nerdle', 'suggest', {tiles: 10, turns, commutative: false, max_candidates: 50});
            return performance.now() - t0; }""", [f"{guess}:{feedback(guess, answer)}"]) for guess, answer in pairs]
        browser.close()
    server.shutdown()
    return out, fetched, anchor_ms, firsts


def spread(name: str, values: list[float]) -> None:
    values = sorted(values)
    print(f"  {name}: median {statistics.median(values):.0f} ms, 90th percentile"
          f" {values[int(0.9 * (len(values) - 1))]:.0f} ms, max {values[-1]:.0f} ms ({len(values)} first guesses)")


def show(name: str, turns: dict[int, list[float]], unit: float) -> None:
    for turn in sorted(turns):
        values = [v * unit for v in turns[turn]]
        print(f"  {name} turn {turn}: median {statistics.median(values):.0f} ms, max {max(values):.0f} ms"
              f" ({len(values)} turns)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--firsts", type=int, default=20, help="games opened with another first guess")
    parser.add_argument(SMOKE, action="store_true")
    args = parser.parse_args(argv)
    print(heading("Nerdle Maxi assistant: time per turn"))
    games = draw_games(2 if args.smoke else args.games, args.seed)
    print(f"{len(games)} games ({'site buckets' if BUCKETS.exists() else '4-digit-right answers'}), seed {args.seed}")
    base = anchor()
    print(f"anchor: a Classic suggestion off the tree on CPython: {base * 1000:.0f} ms")
    cpy = cpython_turns(games)
    show("CPython", cpy, 1000)
    pairs = draw_first_turns(2 if args.smoke else args.firsts, args.seed)
    print("another first guess, the turn after it (its answers generated from its colours):")
    cpy_firsts = cpython_first_turns(pairs)
    spread("CPython", [t * 1000 for t in cpy_firsts])
    if args.smoke or not BUCKETS.exists():
        return 0
    web, fetched, anchor_ms, web_firsts = browser_turns(games, pairs)
    print(f"anchor in Chromium (same Classic turn, worker round trip included): {anchor_ms:.0f} ms"
          f" ({anchor_ms / (base * 1000):.1f}x CPython)")
    show("Chromium", web, 1)
    every = [v for vs in web.values() for v in vs]
    later = [v for t, vs in web.items() if t >= 3 for v in vs]
    print(f"  Chromium, every later turn: median {statistics.median(every):.0f} ms, max {max(every):.0f} ms;"
          f" turns 3+: max {max(later) if later else 0:.0f} ms")
    print(f"  bucket bytes fetched per game: median {statistics.median(fetched):,.0f}, max {max(fetched):,}")
    spread("Chromium, the turn after another first guess", web_firsts)
    ratios = sorted(w / (c * 1000) for w, c in zip(web_firsts, cpy_firsts))
    print(f"  Chromium / CPython for it: median {statistics.median(ratios):.1f}x")
    print(heading("end"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
