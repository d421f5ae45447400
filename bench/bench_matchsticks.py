"""Benchmark: matchstick solving and puzzle generation against the recursive approach of
*Matchstick Calculator program*, in one run.

The baseline is that document's program: for every symbol, a table of "subactions" (which symbols it becomes with a
sticks added and r taken away); a recursion hands the budget out over the symbols in every possible way, builds
each equation and asks the engine whether it is correct. Ours walks each side with the grammar, values each
side once and joins the sides on their values (see puzzlers.matchsticks).

Prints medians and ratios; never passes or fails on time. Run: .venv/bin/python bench/bench_matchsticks.py
(``--quick``: fewer repeats; ``--smoke``: seconds, one equation and ten puzzles, as the gate runs it).
"""

from __future__ import annotations

import random
import sys

from _common import SMOKE, heading, median_time

from puzzlers import engine
from puzzlers.errors import PuzzleError
from puzzlers.matchsticks import generate, is_correct, rules_for, solve
from puzzlers.matchsticks.model import Options, engine_text, read, symbols, text_of

TWELVE = ["123+45-67=89", "9×8-7=65+4×1", "84/12+5=12-0", "6+4=4+7×9-28"]


# --- Matchstick Calculator program -----------------------------------------------------------------------------


def subactions(mask: int, options: Options) -> dict[tuple[int, int], list[str]]:
    table: dict[tuple[int, int], list[str]] = {}
    for s in symbols(options):
        key = ((s.mask & ~mask).bit_count(), (mask & ~s.mask).bit_count())
        table.setdefault(key, []).append(s.text)
    return table


def seed_solve(equation: str, k: int, options: Options = Options()) -> list[str]:
    """Every correct equation k moves away, that program's way: all budget splits, every equation, the engine."""
    masks = read(equation, options)
    original = text_of(masks, options)
    tables = [subactions(m, options) for m in masks]
    rules = rules_for(options)
    found: set[str] = set()

    def recurse(i: int, add: int, remove: int, texts: list[str]) -> None:
        if i == len(tables):
            if add == remove == 0:
                text = "".join(texts)
                if text != original and text not in found:
                    try:
                        if engine.holds(engine.parse_equation(engine_text(text), rules), rules):
                            found.add(text)
                    except PuzzleError:
                        pass
            return
        for (a, r), texts_here in tables[i].items():
            if a <= add and r <= remove:
                for t in texts_here:
                    recurse(i + 1, add - a, remove - r, texts + [t])

    recurse(0, k, k, [])
    return sorted(found)


def seed_generate(count: int, seed: int, size: int = 5) -> list[str]:
    """That program's generator: well-formed equations of the size, drawn at random (it walks them in order),
    each solved in full; kept when it has exactly one solution."""
    rng = random.Random(seed)
    found: list[str] = []
    while len(found) < count:
        left = rng.randint(1, size - 2)
        text = _expression(rng, left) + "=" + _expression(rng, size - 1 - left)
        if text in found or is_correct(text):
            continue
        if len(seed_solve(text, 1)) == 1:
            found.append(text)
    return found


def _expression(rng: random.Random, length: int) -> str:
    """A random well-formed side: digits, with an operator at odd places half the time."""
    while True:
        text = "".join(rng.choice("+-×/") if i % 2 and rng.random() < 0.5 else str(rng.randrange(10))
                       for i in range(length))
        try:
            engine.parse_expression(engine_text(text))
            return text
        except PuzzleError:
            continue


def main() -> int:
    smoke = SMOKE in sys.argv
    quick = "--quick" in sys.argv
    reps, base_reps = (1, 1) if smoke else (3, 1) if quick else (9, 3)
    print(heading(f"medians of {reps} runs (baseline {base_reps})" + ("; smoke run" if smoke else "")) + "\n")
    print("Every 1- and 2-move solution of a 12-symbol equation (and, for comparison, every 3-move one)")
    print(f"{'equation':<14}{'solutions':>10}{'k=1,2 ours ms':>15}{'its ms':>9}{'ratio':>7}"
          f"{'k=3 ours ms':>13}{'its ms':>9}{'ratio':>7}")
    worst = 0.0
    for eq in (["6+4=4+7"] if smoke else TWELVE):
        ours = median_time(lambda: (solve(eq, 1), solve(eq, 2)), reps)[0]
        base = median_time(lambda: (seed_solve(eq, 1), seed_solve(eq, 2)), base_reps)[0]
        three = median_time(lambda: solve(eq, 3), max(1, reps // 3))[0]
        base3 = median_time(lambda: seed_solve(eq, 3), 1)[0]
        n = len(solve(eq, 1).solutions) + len(solve(eq, 2).solutions)
        assert [s.equation for s in solve(eq, 2).solutions] == seed_solve(eq, 2), eq
        worst = max(worst, ours)
        print(f"{eq:<14}{n:>10}{ours * 1e3:>15.1f}{base * 1e3:>9.0f}{base / ours:>6.0f}×"
              f"{three * 1e3:>13.1f}{base3 * 1e3:>9.0f}{base3 / three:>6.0f}×")
    print(f"slowest median {worst * 1e3:.1f} ms (target < 100 ms)\n")

    puzzles = 10 if smoke else 100
    print(f"{puzzles} unique-solution one-move puzzles")
    print(f"{'size':<6}{'ours s':>8}{'its s':>8}{'ratio':>8}")
    for size in ((5,) if smoke else (5, 7)):
        ours = median_time(lambda: generate(moves=1, count=puzzles, seed=size, size=size), max(1, reps // 3))[0]
        base = median_time(lambda: seed_generate(puzzles, seed=size, size=size), 1)[0]
        print(f"{size:<6}{ours:>8.2f}{base:>8.2f}{base / ours:>7.0f}×")
    print("(target < 10 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
