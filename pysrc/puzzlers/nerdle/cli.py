"""Nerdle: the command line (`puzzlers nerdle ...`)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from puzzlers.nerdle.game import _require_guess, check_guess, count_answers, equations, feedback, suggest, variant
from puzzlers.nerdle.web import web_check

# --- command line -------------------------------------------------------------------------------------------


def _cli_list(args) -> int:
    from puzzlers.cli import progress_bar

    v = variant(args.tiles)
    if args.csv:
        total = None if v.tiles == 10 else count_answers(v.tiles)
        with open(args.csv, "w", encoding="utf-8", newline="") as out:
            out.write("equation,left,right\n")
            n = 0
            for n, eq in enumerate(equations(v.tiles), 1):
                left, right = eq.split("=")
                out.write(f"{eq},{left},{right}\n")
                if n % 2000 == 0:
                    if total:
                        progress_bar(n, total, f"{n:,}/{total:,} equations")
                    else:
                        sys.stderr.write(f"\r{n:,} equations")
            if total:
                progress_bar(n, total, f"{n:,}/{total:,} equations")
            sys.stderr.write(f"\n{n:,} equations written to {args.csv}\n")
        return 0
    write = sys.stdout.write
    for eq in equations(v.tiles):
        write(eq + "\n")
    return 0


def _cli_check(args) -> int:
    verdict = check_guess(args.guess, args.tiles)
    if args.json:
        print(json.dumps(web_check(args.tiles, args.guess)))
    else:
        print(verdict.message)
    return 0 if verdict.valid else 1


def _cli_suggest(args) -> int:
    start = time.perf_counter()
    result = suggest(args.tiles, args.turns, args.commutative)
    result.print(args.candidates, args.json, time.perf_counter() - start)
    return 0
    if result.solved:
        print(f"solved: {result.remaining[0]}")
        return 0
    print(f"suggestion: {result.suggestion}")
    print(f"remaining: {len(result.remaining)}")
    if result.remaining and args.candidates:
        shown = result.remaining[: args.candidates]
        more = len(result.remaining) - len(shown)
        print("candidates: " + " ".join(shown) + (f" (+{more} more)" if more else ""))
    return 0


def _cli_feedback(args) -> int:
    print(feedback(_require_guess(args.guess, args.tiles), args.answer, args.commutative, args.tiles))
    return 0


def configure(parser: argparse.ArgumentParser) -> None:
    """``puzzlers nerdle list|check|suggest|feedback``."""
    parser.description = ("Nerdle answer lists (Micro 5, Mini 6, Midi 7, Classic 8, Maxi 10"
                          " tiles), guess validity and the guess assistant.")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)

    def tiles_arg(p):
        p.add_argument("--tiles", "-t", type=int, default=8, help="5, 6, 7, 8 or 10 (default 8: Classic)")

    p = verbs.add_parser("list", help="print every answer, one per line")
    tiles_arg(p)
    p.add_argument("--csv", metavar="FILE", help="write CSV (equation,left,right) to FILE, progress on stderr")
    p.set_defaults(func=_cli_list)

    p = verbs.add_parser("check", help="is GUESS a valid guess? (exit status 1 if not)")
    tiles_arg(p)
    p.add_argument("guess")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cli_check)

    p = verbs.add_parser("suggest", help="the best next guess after GUESS:FEEDBACK turns")
    tiles_arg(p)
    p.add_argument("turns", nargs="*", metavar="GUESS:FEEDBACK", help="e.g. 12+35=47:GPBBGPBB")
    p.add_argument("--commutative", action="store_true", help="the game's 'commutative answers' option is on")
    p.add_argument("--candidates", type=int, default=10, help="how many remaining candidates to show")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cli_suggest)

    p = verbs.add_parser("feedback", help="the tiles the game shows for GUESS when the answer is ANSWER")
    tiles_arg(p)
    p.add_argument("guess")
    p.add_argument("answer")
    p.add_argument("--commutative", action="store_true")
    p.set_defaults(func=_cli_feedback)
