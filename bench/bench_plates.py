"""Benchmark the plate solver against a naive baseline in the same run; prints medians and ratios.

The baseline is the approach of the blog post *License Plate Game* made complete and exact:
build every expression (every way to join digits,
every bracketing, every operator), evaluate it exactly with the engine, print it with the engine to dedupe, and
pair equal sides. It is far too slow for the big cases, so it runs on a subset (a shorter plate, a sample of the
plates) and its time is extrapolated by the number of expressions it would have to build; such lines say
"extrapolated".

    python bench/bench_plates.py            # about a minute on one core
    python bench/bench_plates.py --quick    # fewer repetitions
    python bench/bench_plates.py --smoke    # seconds: small plates in every section (the gate runs this)
    python bench/bench_plates.py --limits 0.33   # the digit limits that keep every option set's worst plate
                                                 # within 0.33 s of CPU time here (the browser is ~3x slower)
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from functools import cache

from _common import SMOKE, heading
from _common import median_time as _median_time

from puzzlers import engine, plates
from puzzlers.engine import Binary, Num
from puzzlers.plates import PlateOptions
from puzzlers.plates import solver as plates_solver


def fresh() -> None:
    """Forget every memoised table, so each run starts cold."""
    plates_solver._TABLES.clear()


def median_time(fn, repeat: int) -> tuple[float, object]:
    """The median of ``repeat`` cold runs (tables cleared before each) and the last result."""
    return _median_time(fn, repeat, before=fresh)


# --- the naive baseline ---------------------------------------------------------------------------------------


def naive_sides(s: str, options: PlateOptions) -> dict[str, object]:
    """Every expression over s: text -> exact value (texts the rules reject, or without a value, dropped)."""
    found = {}
    for tree in _trees(s, options.join):
        text = engine.to_text(tree)
        if text in found:
            continue
        if not options.parens and "(" in text:
            continue
        value = engine.evaluate(tree)
        if value is not None:
            found[text] = value
    return found


def _trees(s: str, join: bool):
    if len(s) == 1 or (join and s[0] != "0"):
        yield Num(int(s), s)
    for m in range(1, len(s)):
        lefts = list(_trees(s[:m], join))
        rights = list(_trees(s[m:], join))
        for op in "+-*/":
            for left in lefts:
                for right in rights:
                    yield Binary(op, left, right)


def naive_count(digits: str, options: PlateOptions) -> int:
    if options.target is not None:
        return sum(1 for v in naive_sides(digits, options).values() if v == options.target)
    total = 0
    for k in range(1, len(digits)):
        right: dict = {}
        for v in naive_sides(digits[k:], options).values():
            right[v] = right.get(v, 0) + 1
        total += sum(right.get(v, 0) for v in naive_sides(digits[:k], options).values())
    return total


@cache
def trees_built(n: int, join: bool) -> int:
    """How many trees `_trees` builds over n digits (assuming no leading zero)."""
    total = 1 if n == 1 or join else 0
    return total + sum(4 * trees_built(m, join) * trees_built(n - m, join) for m in range(1, n))


def work(n: int, options: PlateOptions) -> int:
    """Trees the naive approach builds for one plate of n digits."""
    if options.target is not None:
        return trees_built(n, options.join)
    return sum(trees_built(k, options.join) + trees_built(n - k, options.join) for k in range(1, n))


# --- the cases ------------------------------------------------------------------------------------------------


def row(label: str, ours: float, naive: float, extrapolated: bool, note: str = "") -> None:
    mark = " (naive extrapolated)" if extrapolated else ""
    print(f"{label:<52} ours {ours * 1000:9.1f} ms   naive {naive * 1000:11.1f} ms   ratio {naive / ours:9.1f}x"
          f"{mark}{note}")


def hard_options(key: str) -> PlateOptions:
    names = [] if key == "plain" else key.split("+")
    return PlateOptions(**{n: True for n in names if n != "target"}, target=24 if "target" in names else None)


def cpu_seconds(digits: str, options: PlateOptions) -> float:
    """CPU time of one cold solve (count plus 200 listed): steadier than the clock on a shared machine."""
    fresh()
    start = time.process_time()
    plates.solve(digits, options)
    return time.process_time() - start


def suggest_limits(budget: float) -> None:
    """For every option set, the longest hard plate (987654...) solved within ``budget`` CPU seconds, cold; an
    option set never gets more digits than any of its subsets (adding an option never raises a limit)."""
    print(f"digit limits for {budget:g} s of CPU time per worst plate (load {os.getloadavg()[0]:.1f}):")
    found: dict[str, int] = {}
    for key, limit in plates_solver.DIGIT_LIMITS.items():
        n = limit
        while n > 2 and cpu_seconds("987654321098"[:n], hard_options(key)) > budget:
            n -= 1
        found[key] = n
    for key in found:
        names = set(key.split("+"))
        found[key] = min([found[key]] + [v for k, v in found.items() if k != key and set(k.split("+")) < names])
    print("{" + ", ".join(f'"{k}": {v}' for k, v in found.items()) + "}")
    for key, n in found.items():
        if n != plates_solver.DIGIT_LIMITS[key]:
            print(f"  {key:<42} {plates_solver.DIGIT_LIMITS[key]:>2} -> {n:>2}  "
                  f"({cpu_seconds('987654321098'[:n], hard_options(key)):.2f} s at {n})")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--limits", type=float, metavar="SECONDS", help="only suggest digit limits (see above)")
    parser.add_argument(SMOKE, action="store_true", help="seconds: small plates in every section")
    args = parser.parse_args(argv)
    if args.limits:
        suggest_limits(args.limits)
        return 0
    smoke = args.smoke
    repeat = 1 if smoke else 3 if args.quick else 5
    print(heading(f"medians of {repeat} cold runs (tables cleared before each)" + ("; smoke run" if smoke else ""))
          + "\n")

    # 1. One 8-digit plate, parentheses and joining: every solution counted, 200 listed.
    options = PlateOptions(parens=True, join=True)
    plate = "12345" if smoke else "12345678"
    ours, result = median_time(lambda: plates.solve(plate, options), repeat)
    small = plate[:4] if smoke else plate[:6]
    naive_small, naive_result = median_time(lambda: naive_count(small, options), 1)
    assert naive_result == plates.solve(small, options).count, "naive and solver disagree"
    scale = work(len(plate), options) / work(len(small), options)
    naive = naive_small * scale
    row(f"{plate}, parentheses + joining ({result.count:,} solutions)", ours, naive, True,
        f"  [naive measured on {small}: {naive_small * 1000:.0f} ms, x{scale:,.0f} the trees]")

    # 2. All 10,000 four-digit plates with parentheses (= between the digits).
    length, sampled = (3, 20) if smoke else (4, 200)
    plates_of_length = 10 ** length
    for what, opts in [("parentheses", PlateOptions(parens=True)),
                       ("parentheses, =0", PlateOptions(parens=True, target=0))]:
        ours, figures = median_time(lambda: plates.stats(length, opts), max(1, repeat - 2))
        sample = [f"{i:0{length}d}" for i in random.Random(2).sample(range(plates_of_length), sampled)]
        start = time.perf_counter()
        for p in sample:
            assert naive_count(p, opts) == plates.solve(p, opts, max_solutions=0).count, p
        naive = (time.perf_counter() - start) * plates_of_length / len(sample)
        row(f"all {plates_of_length:,} {length}-digit plates, {what} ({figures.solvable:,} solvable)", ours, naive,
            True, f"  [naive on {sampled} random plates, x{plates_of_length // sampled}]")

    # 3. Plates a phone asks about: 6 digits, defaults and the richest options within the limits.
    phone = "2718" if smoke else "271828"
    for digits, opts in [(phone, PlateOptions()), (phone, PlateOptions(parens=True, join=True)),
                         (phone, PlateOptions(parens=True, join=True, unary=True))]:
        ours, result = median_time(lambda: plates.solve(digits, opts), repeat)
        naive, naive_result = median_time(lambda: naive_count(digits, opts), 1) if not opts.unary else (None, None)
        if naive is None:
            print(f"{digits + ', ' + opts.describe() + f' ({result.count:,} solutions)':<52} ours "
                  f"{ours * 1000:9.1f} ms   (no naive baseline for signs)")
        else:
            assert naive_result == result.count
            row(f"{digits}, {opts.describe()} ({result.count:,} solutions)", ours, naive, False)

    # 4. The longest plain plate (11 digits), and a huge count that is never listed in full.
    for digits, opts in [("31415926535", PlateOptions()), ("11111111111", PlateOptions())][:1 if smoke else 2]:
        ours, result = median_time(lambda: plates.solve(digits, opts), repeat)
        print(f"{digits + ', ' + opts.describe() + f' ({result.count:,} solutions)':<52} ours {ours * 1000:9.1f} ms"
              f"   (naive: {work(len(digits), opts):,} trees, not run)")

    # 5. The digit limits (DIGIT_LIMITS): a hard plate (distinct digits, 9876...) at the limit of every combination
    # of options, once each from cold tables; the slowest few, against the plain 11-digit plate in the same run.
    print(f"\nworst plates at the digit limits (load {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
          f"{', two option sets only (smoke run)' if smoke else ''}:")
    timed = []
    for key, limit in plates_solver.DIGIT_LIMITS.items():
        if smoke and key not in ("plain", "parens"):
            continue
        opts = hard_options(key)
        seconds, result = median_time(lambda: plates.solve("987654321098"[:limit], opts), 1)
        timed.append((seconds, key, limit, result.count))
    anchor = next(t for t in timed if t[1] == "plain")[0]
    for seconds, key, limit, found in sorted(timed, reverse=True)[:6]:
        print(f"  {key:<42} {limit:>2} digits  {seconds:6.2f} s  ({seconds / anchor:4.1f}x plain 11 digits)"
              f"  {found:,} solutions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
