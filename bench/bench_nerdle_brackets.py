"""Counting Nerdle answers with redundant brackets (rbtying's rules): the value tables against the brute force.

    python bench/bench_nerdle_brackets.py [--repeats 3]   # Maxi (10 tiles) by the tables; 6 and 7 both ways
    python bench/bench_nerdle_brackets.py --smoke         # seconds: 6 tiles both ways, 7 by the tables

Printed: the median wall-clock seconds of `puzzlers.nerdle.brackets.count_answers` (value tables per tile span)
and of `puzzlers.nerdle.rules.bracket_answers` (brute force over left sides), the counts, and the ratio of each
to an anchor measured in the same run: the brute force at 6 tiles. Nothing here passes or fails on time.
"""

from __future__ import annotations

import argparse
import sys

from _common import SMOKE, heading, median_time

from puzzlers.nerdle import brackets
from puzzlers.nerdle.rules import bracket_answers


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument(SMOKE, action="store_true")
    args = ap.parse_args(argv)
    repeats = 1 if args.smoke else args.repeats
    print(heading("redundant-bracket counts"))
    anchor, n6 = median_time(lambda: sum(1 for _ in bracket_answers(6)), repeats)
    print(f"anchor: brute force, 6 tiles: {n6} answers, {anchor:.3f} s")
    cases = [(6, False), (7, False)] if args.smoke else [(6, False), (7, False), (7, True), (10, False)]
    for tiles, brute in cases:
        if brute:
            t, n = median_time(lambda tiles=tiles: sum(1 for _ in bracket_answers(tiles)), repeats)
            how = "brute force"
        else:
            t, n = median_time(lambda tiles=tiles: brackets.count_answers(tiles), repeats)
            how = "value tables"
        print(f"{tiles} tiles, {how}: {n} answers, {t:.3f} s (x{t / anchor:.2f} the anchor)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
