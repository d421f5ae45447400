"""Regex crossword solver figures: medians, and ratios against the approach of the notebook
*Using Python to solve Regexp CrossWord Puzzles* in the same run.

- MIT 2013 hexagon (127 cells, 39 clues), solved and proved unique (search for 2 solutions), cold (every cache
  cleared: parsing, automata) and warm;
- all of challenges.json (53 regular puzzles) plus the MIT hexagon, each proved unique, cold;
- the notebook's own problems (ids ``notebook/...``): our solver against its "smart" brute force
  (every word of the alphabet that
  fits each row clue, then every combination of rows checked against the columns) and against the naive brute
  force (every grid), on the 2x2 and 3x3; for the 5x5 that crashed the notebook we print how many grids it would
  have to check;
- hostile inputs (issue 11) under the work budget: what each of solve, check and hint answers, the work units
  charged and the median time. No pass/fail on time: the budget counts work, so the answers are the same on any
  machine; the times, and the machine's load printed with them, say how long that work took here.

Usage: .venv/bin/python bench/bench_regex.py [--runs 5] [--smoke]   (--smoke: seconds, the smallest case of each
section, as the gate runs it)
"""

from __future__ import annotations

import argparse
import itertools
import math
import re

from _common import SMOKE, heading, median_time

from puzzlers import regexcrossword as rc
from puzzlers.regexcrossword import puzzle as rp
from puzzlers.regexcrossword import regex as rr


def timed(fn, runs: int, cold: bool) -> float:
    """The median seconds of ``runs`` calls of ``fn``, every cache cleared before each when ``cold``."""
    return median_time(fn, runs, before=rr.clear_caches if cold else None)[0]


def rows_and_columns(puzzle: rp.Puzzle) -> tuple[list[list[str]], list[list[str]], int, int]:
    nrows, ncols = len(puzzle.rows), puzzle.rows[0]
    rows = [[c.regex for c in puzzle.clues if c.direction == "row" and c.line == r] for r in range(nrows)]
    cols = [[c.regex for c in puzzle.clues if c.direction == "column" and c.line == k] for k in range(ncols)]
    return rows, cols, nrows, ncols


def seed_smart_solve(puzzle: rp.Puzzle) -> list[tuple[str, ...]]:
    """The notebook's smart_solve: candidate words per row, then every combination checked by columns."""
    rows, cols, nrows, ncols = rows_and_columns(puzzle)
    alphabet = puzzle.alphabet
    words = [["".join(w) for w in itertools.product(alphabet, repeat=ncols)
              if all(re.fullmatch(p, "".join(w)) for p in rows[r])] for r in range(nrows)]
    found = []
    for choice in itertools.product(*words):
        if all(re.fullmatch(p, "".join(choice[r][c] for r in range(nrows))) for c in range(ncols) for p in cols[c]):
            found.append(choice)
    return found


def naive_solve(puzzle: rp.Puzzle) -> list[str]:
    """Every grid of the alphabet, each line checked with re.fullmatch."""
    found = []
    for letters in itertools.product(puzzle.alphabet, repeat=puzzle.size):
        if all(re.fullmatch(c.regex, "".join(letters[k] for k in c.cells)) for c in puzzle.clues):
            found.append("".join(letters))
    return found


HOSTILE = {
    "(?:a?b?){100}(?:b?a?){100} on 1x40 (was 27 s building its automaton)":
        "rows:\n(?:a?b?){100}(?:b?a?){100}\ncolumns:\n" + "[ab]\n" * 40,
    "(?:(?=(?:[ab]?){100}x3 c)[ab]|[ab])+ on 1x9 (was: check 89 s, solve > 15 min)":
        "rows:\n(?:(?=(?:[ab]?){100}(?:[ab]?){100}(?:[ab]?){100}c)[ab]|[ab])+\ncolumns:\n" + "[abc]\n" * 9,
    "((x+)+)+y|.* with 18 columns of x (re.fullmatch hung)": "rows:\n((x+)+)+y|.*\ncolumns:\n" + "x\n" * 18,
    "20x20 of (.*)(.*)\\2\\1 and (.*)\\1 over ABC":
        "alphabet: ABC\nrows:\n" + "(.*)(.*)\\2\\1\n" * 20 + "columns:\n" + "(.*)\\1\n" * 20,
}


def run_hostile(runs: int, smoke: bool = False) -> None:
    print(f"hostile inputs, budget {rc.WORK_BUDGET:,} units per call ({heading()}); medians of {runs}, cold:")
    for label, text in list(HOSTILE.items())[:1 if smoke else None]:
        puzzle = rc.from_text(text)
        letters = [puzzle.alphabet[0]] * puzzle.size
        calls = {"solve": lambda: rc.solve(puzzle, 2), "check": lambda: rc.check(puzzle, letters),
                 "hint": lambda: rc.hint(puzzle)}
        parts = []
        for name, fn in calls.items():
            try:
                result = fn()
                if name == "solve":
                    answer = f"{result.count}{'' if result.complete else '+'} solutions"
                elif name == "check":
                    answer = "clues " + ",".join(sorted(set(result)))
                else:
                    answer = result.status
            except rc.GaveUp as error:
                answer = "GaveUp at " + re.search(r"after ([\d,]+) units", str(error)).group(1)
            parts.append(f"{name}: {answer} in {timed(fn_quiet(fn), runs, cold=True) * 1000:.0f} ms")
        print(f"  {label}\n    " + "; ".join(parts))


def fn_quiet(fn):
    def run() -> None:
        try:
            fn()
        except rc.GaveUp:
            pass
    return run


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(SMOKE, action="store_true", help="seconds: the smallest case of each section")
    args = parser.parse_args()
    smoke = args.smoke
    runs = 1 if smoke else args.runs
    print(heading("smoke run" if smoke else ""))

    mit = rp.bundled_puzzle("mit-2013")
    assert rc.solve(mit, 2).unique
    mit_cold = timed(lambda: rc.solve(mit, 2), runs, cold=True)
    mit_warm = timed(lambda: rc.solve(mit, 2), runs, cold=False)
    print(f"MIT 2013 hexagon, solved and proved unique: cold {mit_cold * 1000:.0f} ms, warm {mit_warm * 1000:.0f} ms"
          f" (median of {runs})")

    everything = [p for pid, _pack, p, _ in rp.bundled() if p is not None and not pid.startswith("notebook/")]
    if smoke:
        everything = everything[:5] + [mit]

    def solve_all() -> None:
        for p in everything:
            assert rc.solve(p, 2).unique

    total = timed(solve_all, runs, cold=True)
    print(f"{'the first' if smoke else 'all'} {len(everything) - 1} challenges.json puzzles + MIT hexagon, each "
          f"proved unique: {total * 1000:.0f} ms cold (median of {runs})")
    slowest = []
    for p in everything:
        if p.id == "mit-2013":
            continue
        slowest.append((timed(lambda p=p: rc.solve(p, 2), 1, cold=True), p.id))
    slowest.sort(reverse=True)
    print("  slowest challenges (cold): " + ", ".join(f"{pid} {t * 1000:.1f} ms" for t, pid in slowest[:3]))

    print()
    print(f"{'problem':<12} {'ours':>10} {'its smart':>12} {'ratio':>8} {'naive':>20} {'ratio':>8}")
    for pid in ("notebook/2x2",) if smoke else ("notebook/2x2", "notebook/3x3"):
        p = rp.bundled_puzzle(pid)
        ours = timed(lambda p=p: rc.solve(p, 2), runs, cold=True)
        smart = timed(lambda p=p: seed_smart_solve(p), max(1, runs // 2), cold=False)
        assert [tuple(s) for s in seed_smart_solve(p)] == list(rc.solve(p).solutions)
        if len(p.alphabet) ** p.size <= 200_000:
            naive = timed(lambda p=p: naive_solve(p), 1, cold=False)
            naive_text, naive_ratio = f"{naive * 1000:.0f} ms", f"{naive / ours:.0f}x"
        else:
            naive_text, naive_ratio = f"{len(p.alphabet)}^{p.size} = {len(p.alphabet) ** p.size:.0e} grids", "-"
        print(f"{pid:<12} {ours * 1000:>8.1f} ms {smart * 1000:>9.1f} ms {smart / ours:>7.0f}x "
              f"{naive_text:>20} {naive_ratio:>8}")
    p = rp.bundled_puzzle("notebook/5x5")
    ours = timed(lambda: rc.solve(p, 2), runs, cold=True)
    words = len(p.alphabet) ** p.rows[0]
    print(f"{'notebook/5x5':<12} {ours * 1000:>8.1f} ms   the notebook's smart brute force first tests "
          f"{len(p.alphabet)}^5 = {words:.1e} words per row ({len(p.rows) * words:.1e} re.fullmatch calls, its "
          f"lists crashed the kernel); naive: {len(p.alphabet)}^25 = 10^{math.log10(len(p.alphabet) ** 25):.0f} grids")
    print()
    run_hostile(max(1, runs // 2), smoke)


if __name__ == "__main__":
    main()
