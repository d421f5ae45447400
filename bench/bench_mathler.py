"""Benchmark: Mathler lists and assistant against the approach of the notebook
*Generating all possible equations for Mathler game* (try every string), in the same run.

    python bench/bench_mathler.py            # Easy/Normal lists, per-target solving, assistant turns
    python bench/bench_mathler.py --hard     # also stream the whole Hard list (minutes)
    python bench/bench_mathler.py --smoke    # seconds: Easy only, one target, one turn (the gate runs this)

Prints medians; never passes or fails on time. The baseline is that notebook's method: every string of the
mode's symbols (first tile a digit or sign, last a digit, as in the notebook), each evaluated on its own (here with
the engine, so the count is right). It is run on the strings starting with a few two-tile prefixes and
extrapolated to all strings (labelled so).
"""

from __future__ import annotations

import argparse
import itertools
import time

from _common import SMOKE, heading, median_time

from puzzlers import mathler
from puzzlers.mathler.game import clear_caches

FIRST = "1234567890+-"
MIDDLE = "1234567890+-*/"
LAST = "1234567890"


def fast_count(tiles, rules):
    return sum(len(b) for b, _, _ in mathler.batches(tiles, rules))


def baseline(tiles, rules, prefixes):
    """The notebook's method on the strings starting with ``prefixes``: (seconds, strings tried, found, all strings)."""
    tried = found = 0
    start = time.perf_counter()
    for prefix in prefixes:
        for middle in itertools.product(MIDDLE, repeat=tiles - len(prefix) - 1):
            for last in LAST:
                text = prefix + "".join(middle) + last
                tried += 1
                found += mathler.is_listed(text, tiles, rules)
    total = len(FIRST) * len(MIDDLE) ** (tiles - 2) * len(LAST)
    return time.perf_counter() - start, tried, found, total


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hard", action="store_true", help="also stream the whole Hard list (minutes)")
    parser.add_argument(SMOKE, action="store_true", help="seconds: the smallest case of each section")
    args = parser.parse_args()
    smoke = args.smoke
    runs = 1 if smoke else 3
    print(heading("smoke run" if smoke else ""))
    print(f"\n## Whole lists (median of {runs})")
    print("| mode | rules | expressions | ours | the notebook's approach | ratio |")
    print("|---|---|---:|---:|---:|---:|")
    for tiles in ((5,) if smoke else (5, 6)):
        for rules in (("game",) if smoke else ("game", "signed-whole")):
            ours, n = median_time(lambda: fast_count(tiles, rules), runs)
            prefixes = ("1",) if smoke else ("1", "-") if tiles == 5 else ("12", "-3", "7*")
            secs, tried, _, total = baseline(tiles, rules, prefixes)
            estimate = secs / tried * total
            print(f"| {mathler.mode(tiles).name} | {rules} | {n:,} | {ours:.2f} s | {estimate:.0f} s "
                  f"(extrapolated from {tried:,} of {total:,} strings) | {estimate / ours:,.0f}× |")
    runs = 1 if smoke else 5
    print(f"\n## One target (median of {runs}, cold; the assistant's candidates)")
    print("| mode | rules | target | expressions | time |")
    print("|---|---|---:|---:|---:|")
    for tiles, targets in (((6, (24,)),) if smoke else ((6, (24, 120, 999)), (8, (24, 120, 999)))):
        for rules in (("game",) if smoke else ("game", "signed-whole")):
            for target in targets:
                secs, found = median_time(lambda: mathler.expressions_for(tiles, target, rules), runs,
                                          before=clear_caches)
                print(f"| {mathler.mode(tiles).name} | {rules} | {target} | {len(found):,} | {secs * 1000:.0f} ms |")
    runs = 1 if smoke else 3
    print(f"\n## Assistant turns (median of {runs}, candidates cached after the first call)")
    print("| mode | target | turns so far | remaining | time |")
    print("|---|---:|---|---:|---:|")
    cases = ((6, 24, ["12+3*4:BPBBPB"]),) if smoke else (
        (6, 24, []), (6, 24, ["12+3*4:BPBBPB"]), (8, 120, []), (8, 120, ["(1+2)*40:BBBBBPBG"]))
    for tiles, target, turns in cases:
        secs, s = median_time(lambda: mathler.suggest(tiles, target, turns), runs)
        print(f"| {mathler.mode(tiles).name} | {target} | {' '.join(turns) or '—'} | {len(s.remaining):,} |"
              f" {secs * 1000:.0f} ms |")
    if args.hard:
        print("\n## Whole Hard list (one run each, streamed, nothing kept)")
        for rules in ("game", "signed-whole"):
            start = time.perf_counter()
            n = fast_count(8, rules)
            print(f"Hard ({rules}): {n:,} expressions in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
