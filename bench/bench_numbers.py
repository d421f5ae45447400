"""Benchmark the numbers games against a naive recursive solver in the same run; prints medians and ratios.

The anchor is the textbook solver: pick two of the numbers left, replace them by their sum, difference, product or
quotient, recurse, and note every value seen (with a memo of the states already explored, as most such solvers
keep). It gives the target map only; the library's full answer (every distinct solution, the closest value and the
map) is timed against it on the same selections.

    python bench/bench_numbers.py           # about a minute
    python bench/bench_numbers.py --smoke   # seconds: fewer selections and repetitions (the gate runs it)
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

from _common import SMOKE, heading, median_time

from puzzlers.numbers import solve, stats, target_map


def naive_map(numbers) -> set[int]:
    """The targets 100-999 reachable from ``numbers``: pick two, combine, recurse (states memoised)."""
    seen: set = set()
    found: set = set()

    def rec(items: tuple) -> None:
        if items in seen:
            return
        seen.add(items)
        found.update(items)
        n = len(items)
        for i in range(n):
            for j in range(i + 1, n):
                a, b = items[i], items[j]
                rest = items[:i] + items[i + 1:j] + items[j + 1:]
                if a < b:
                    a, b = b, a
                outs = [a + b, a * b]
                if a > b:
                    outs.append(a - b)
                if a % b == 0:
                    outs.append(a // b)
                for v in outs:
                    rec(tuple(sorted(rest + (v,))))

    rec(tuple(sorted(numbers)))
    return {v for v in found if 100 <= v <= 999}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(SMOKE, action="store_true", help="a few seconds: check the benchmark still runs")
    args = parser.parse_args()
    rng = random.Random(2026)
    sels = rng.sample(stats.selections(), 3 if args.smoke else 40)
    naive_sels = sels[:1] if args.smoke else sels[:8]
    repeat = 1 if args.smoke else 3
    print(heading(f"medians of {repeat} runs" + ("; smoke run" if args.smoke else "")))

    full, maps = [], []
    for sel in sels:
        target = rng.randrange(100, 1000)
        t, answer = median_time(lambda s=sel, t=target: solve("countdown", s, t), repeat)
        full.append(t)
        t, _ = median_time(lambda s=sel: target_map(s), repeat)
        maps.append(t)
    naive = []
    for sel in naive_sels:
        t, got = median_time(lambda s=sel: naive_map(s), 1)
        assert got == set(target_map(sel)), sel  # the anchor agrees with the library
        naive.append(t)
    full_on_naive = [full[sels.index(s)] for s in naive_sels]
    map_on_naive = [maps[sels.index(s)] for s in naive_sels]
    print(f"Countdown, {len(sels)} random selections and targets (CPython):")
    print(f"  full answer (distinct solutions, closest, map): median {1000 * statistics.median(full):.1f} ms, "
          f"max {1000 * max(full):.1f} ms")
    print(f"  target map alone (lean table):                  median {1000 * statistics.median(maps):.1f} ms, "
          f"max {1000 * max(maps):.1f} ms")
    print(f"  naive recursive map, {len(naive_sels)} of them:                median "
          f"{1000 * statistics.median(naive):.1f} ms")
    print(f"  on those {len(naive_sels)}: naive map / lean map "
          f"{statistics.median(naive) / statistics.median(map_on_naive):.1f}x, naive map / full answer "
          f"{statistics.median(naive) / statistics.median(full_on_naive):.1f}x")

    hands = [(4, 7, 8, 8), (3, 3, 8, 8), (1, 5, 5, 5), (6, 6, 6, 6), (1, 2, 3, 4), (2, 3, 4, 12)]
    if args.smoke:
        hands = hands[:2]
    t24 = [median_time(lambda h=h: solve("24", h), repeat)[0] for h in hands]
    print(f"24, {len(hands)} hands: median {1000 * statistics.median(t24):.1f} ms, max {1000 * max(t24):.1f} ms")
    deals = [((1, 2, 3, 4, 5), 7), ((10, 11, 13, 17, 22), 19), ((2, 5, 7, 7, 9), 12)]
    if args.smoke:
        deals = deals[:1]
    tk = [median_time(lambda d=d: solve("krypto", d[0], d[1]), repeat)[0] for d in deals]
    print(f"Krypto, {len(deals)} deals: median {1000 * statistics.median(tk):.1f} ms, max {1000 * max(tk):.1f} ms")
    print(f"load average after: {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
