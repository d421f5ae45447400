"""Nerdle benchmarks: list generation against brute force, and the assistant playing every answer.

    python bench/bench_nerdle.py            # everything (about a minute)
    python bench/bench_nerdle.py --quick    # fewer repeats
    python bench/bench_nerdle.py --smoke    # seconds: the smallest case of each section (the gate runs this)

Prints medians and ratios against a naive baseline measured in the same run; never passes or fails on time.

- Lists: our prefix solver against the brute force a newcomer writes: every left side of the right width over
  ``0-9 + - * /`` that is well formed, evaluated exactly by the engine, kept when its value is the right side.
  The baseline runs on Mini for real; for Classic it is extrapolated from its measured cost per left side times
  the number of left sides (labelled as such).
- Assistant: every answer of Micro, Mini, Midi and Classic played with the shipped decision tree (and, for
  Classic, with the game's "commutative answers" option on); the distribution of guesses and the time. Then the
  live search used off the tree: a first-turn suggestion after a guess the tree would not make.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time

from _common import SMOKE, heading, median_time

from puzzlers import assistant, nerdle
from puzzlers.engine import evaluate, parse_expression
from puzzlers.errors import PuzzleError
from puzzlers.feedback import Candidates, score_code
from puzzlers.nerdle import basic


def well_formed_left_sides(width: int):
    """Every string of ``width`` tiles over 0-9 + - * / that alternates numbers and operators."""
    for text in itertools.product("0123456789+-*/", repeat=width):
        text = "".join(text)
        if text[0] in "+-*/" or text[-1] in "+-*/" or not any(op in text for op in "+-*/"):
            continue
        if any(a in "+-*/" and b in "+-*/" for a, b in zip(text, text[1:])):
            continue
        yield text


def brute_force(tiles: int) -> tuple[list[str], int]:
    rules = nerdle.VARIANTS[tiles].answer_rules
    found, tried = [], 0
    for right_width in range(1, tiles - 2):
        for left in well_formed_left_sides(tiles - 1 - right_width):
            tried += 1
            try:
                value = evaluate(parse_expression(left, rules), rules)
            except PuzzleError:
                continue
            if value is None or not isinstance(value, int) or value < 0 or len(str(value)) != right_width:
                continue
            found.append(f"{left}={value}")
    return found, tried


def count_left_sides(width: int) -> int:
    """Well-formed left sides of ``width`` tiles (numbers may start with 0 here, as the brute force tries them)."""
    total = 0
    for numbers in range(2, width // 2 + 2):
        digits = width - (numbers - 1)
        if digits < numbers:
            continue
        splits = sum(1 for _ in _compositions(digits, numbers))
        total += splits * 10**digits * 4 ** (numbers - 1)
    return total


def _compositions(n: int, k: int):
    if k == 1:
        yield (n,)
        return
    for first in range(1, n - k + 2):
        for rest in _compositions(n - first, k - 1):
            yield (first,) + rest


def bench_lists(repeats: int, smoke: bool = False) -> None:
    print("## Answer lists (CPython)")
    for tiles in ((5,) if smoke else (5, 6, 7, 8)):
        t = median_time(lambda: list(basic.answers(tiles)), repeats)[0]
        print(f"{nerdle.VARIANTS[tiles].name:8} {nerdle.count_answers(tiles):>6} answers  median {t * 1000:8.1f} ms")
    small = 5 if smoke else 6
    name = nerdle.VARIANTS[small].name
    start = time.perf_counter()
    found, tried = brute_force(small)
    brute = time.perf_counter() - start
    assert sorted(found) == sorted(nerdle.answer_list(small)), f"brute force and solver disagree on {name}"
    ours = median_time(lambda: list(basic.answers(small)), repeats)[0]
    print(f"{name} brute force: {tried:,} left sides in {brute:.2f} s (measured) -> ours is {brute / ours:,.0f}x "
          "faster")
    per_side = brute / tried
    classic_sides = sum(count_left_sides(8 - 1 - w) for w in (1, 2, 3))
    classic_ours = median_time(lambda: list(basic.answers(8)), repeats)[0]
    est = per_side * classic_sides
    print(f"Classic brute force (extrapolated: {classic_sides:,} left sides x {per_side * 1e6:.1f} us measured on "
          f"{name}): ~{est:,.0f} s -> ours ({classic_ours:.2f} s) is ~{est / classic_ours:,.0f}x faster")


def seed_like(draws: int, seed: int = 3) -> tuple[set, int]:
    """The generator of *How to make a database for Nerdle*: random left sides
    (no leading 0 or operator, no operator after an operator, no 0
    after an operator), keep the equation when the value is a whole number >= 1 that fills the remaining tiles.
    Evaluated exactly here (it used floats)."""
    import random

    rng = random.Random(seed)
    rules = nerdle.VARIANTS[8].answer_rules
    found, valid = set(), 0
    for _ in range(draws):
        eq_pos = rng.choice((5, 6, 7))
        left = [rng.choice("123456789")]
        while len(left) < eq_pos - 1:
            if left[-1] in "+-*/":
                left.append(rng.choice("123456789"))
            else:
                left.append(rng.choice("0123456789+-*/"))
        if left[-1] in "+-*/":
            continue
        text = "".join(left)
        try:
            value = evaluate(parse_expression(text, rules), rules)
        except PuzzleError:
            continue
        if value is None or value != int(value) or value < 1 or len(str(int(value))) != 8 - eq_pos:
            continue
        valid += 1
        found.add(f"{text}={int(value)}")
    return found, valid


def bench_maxi(smoke: bool = False) -> None:
    print("\n## Maxi (10 tiles)")
    from puzzlers.nerdle import maxi

    for tiles in ((6,) if smoke else (8, 9, 10)):
        start = time.perf_counter()
        count = sum(1 for _ in maxi.answers(tiles))
        print(f"{tiles} tiles with Maxi's rules: {count:,} answers in {time.perf_counter() - start:.2f} s")


def bench_seed(smoke: bool = False) -> None:
    print("\n## The random generator of How to make a database for Nerdle (Classic)")
    classic = set(nerdle.answer_list(8))
    for draws in ((10_000,) if smoke else (10_000, 100_000, 1_000_000)):
        start = time.perf_counter()
        found, valid = seed_like(draws)
        elapsed = time.perf_counter() - start
        print(f"{draws:,} random draws in {elapsed:.1f} s: {valid:,} valid, {len(found):,} distinct "
              f"({100 * len(found) / len(classic):.1f}% of the list; all in it: {found <= classic})")
    zero = sum(1 for eq in classic if eq.endswith("=0"))
    print(f"never produced by design: the {zero} answers whose right side is 0")


def bench_assistant(smoke: bool = False) -> None:
    print("\n## The assistant plays every answer (shipped decision trees)")
    for tiles in ((5,) if smoke else (5, 6, 7, 8)):
        data = nerdle.decision_tree(tiles)
        if data is None:
            print(f"{nerdle.VARIANTS[tiles].name}: no tree shipped")
            continue
        answers = nerdle.answer_list(tiles)
        for commutative in ((False, True) if tiles == 8 else (False,)):
            start = time.perf_counter()
            counts: dict[int, int] = {}
            for answer in answers:
                n = len(assistant.play(data["tree"], answer,
                                       lambda g, a: nerdle.feedback_code(g, a, commutative)))
                counts[n] = counts.get(n, 0) + 1
            elapsed = time.perf_counter() - start
            total = sum(k * v for k, v in counts.items())
            label = " (commutative answers on)" if commutative else ""
            dist = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
            print(f"{nerdle.VARIANTS[tiles].name}{label}: {len(answers)} answers, average {total / len(answers):.4f}"
                  f" ({total}/{len(answers)}), worst {max(counts)}; {{{dist}}}; played in {elapsed:.2f} s")
    tiles = 8
    answers = nerdle.answer_list(tiles)
    start = time.perf_counter()
    data = nerdle.decision_tree.__wrapped__(tiles)
    load = time.perf_counter() - start
    print(f"\nClassic tree: load {load * 1000:.0f} ms; opener {assistant.next_guess(data['tree'])}; "
          f"{assistant.tree_size(data['tree']):,} nodes")
    on_tree = median_time(lambda: nerdle.suggest(8, []), 1 if smoke else 5)[0]
    print(f"suggest on the tree (first turn): median {on_tree * 1000:.0f} ms")
    positions = [["12+35=47:" + nerdle.feedback("12+35=47", a)] for a in answers[:: len(answers) // 7][:7]]
    positions = positions[:1] if smoke else positions
    times = []
    for turns in positions:
        start = time.perf_counter()
        nerdle.suggest(8, turns)
        times.append(time.perf_counter() - start)
    print(f"suggest off the tree (after 12+35=47, {len(positions)} answers): "
          f"median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms "
          f"(budget {nerdle.LIVE_PAIR_BUDGET:,} feedback computations)")
    cands = Candidates(answers)
    runs = 1 if smoke else 3
    naive = median_time(lambda: [score_code("12+35=47", a) for a in answers], runs)[0]
    fast = median_time(lambda: Candidates(answers).codes("12+35=47"), runs)[0]
    cached = median_time(lambda: cands.codes("12+35=47"), runs)[0]
    print(f"feedback for one guess against all {len(answers):,} answers: naive {naive * 1000:.1f} ms, "
          f"tables {cached * 1000:.1f} ms ({naive / cached:.1f}x; {fast * 1000:.0f} ms with setup)")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Nerdle benchmarks")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument(SMOKE, action="store_true", help="seconds: the smallest case of each section")
    args = parser.parse_args(argv)
    print(heading("smoke run" if args.smoke else ""))
    bench_lists(1 if args.smoke else 3 if args.quick else 7, args.smoke)
    bench_seed(args.smoke)
    bench_maxi(args.smoke)
    bench_assistant(args.smoke)
    return 0


if __name__ == "__main__":
    sys.exit(main())
