"""Mathler: the command line (`puzzlers mathler ...`)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from puzzlers.cli import add_candidates, add_list_output, write_csv
from puzzlers.mathler.game import (
    ACCEPT_MODES,
    RULE_ALIASES,
    RULE_SETS,
    batches,
    check_guess,
    expressions_for,
    mode,
    suggest,
    value_counts,
)

# --- command line ---------------------------------------------------------------------------------------------


def _cli_list(args) -> int:
    m = mode(args.tiles)
    if args.target is not None:  # one batch: the target's expressions
        source = [([(t, args.target) for t in expressions_for(m.tiles, args.target, args.rules)], 1, 1)]
    else:
        source = batches(m.tiles, args.rules)  # (batch of (expression, value), done, total)
    if args.json:
        rows = [[t, v] for batch, _, _ in source for t, v in batch]
        print(json.dumps({"tiles": m.tiles, "rules": args.rules, "target": args.target, "count": len(rows),
                          "expressions": rows}))
    elif args.csv:
        chunks = (("".join([f"{t},{v}\n" for t, v in batch]), len(batch), done, total) for batch, done, total in source)
        write_csv(args.csv, "expression,value\n", chunks, "expressions")
    else:
        for batch, _, _ in source:
            sys.stdout.write("".join([t + "\n" for t, _ in batch]))
    return 0


def _cli_count(args) -> int:
    start = time.perf_counter()
    if args.target is not None:
        n = len(expressions_for(args.tiles, args.target, args.rules))
        values = 1 if n else 0
    else:
        counts = value_counts(args.tiles, args.rules)
        n, values = sum(counts.values()), len(counts)
    seconds = time.perf_counter() - start
    if args.json:
        print(json.dumps({"tiles": args.tiles, "rules": args.rules, "target": args.target, "expressions": n,
                          "values": values, "seconds": round(seconds, 3)}))
    else:
        print(f"{n:,} expression{'' if n == 1 else 's'}, {values:,} distinct value{'' if values == 1 else 's'} "
              f"({seconds:.1f} s)")
    return 0


def _cli_check(args) -> int:
    verdict = check_guess(args.guess, args.tiles, args.target, args.rules)
    if args.json:
        print(json.dumps({"valid": verdict.valid, "message": verdict.message}))
    else:
        print(verdict.message)
    return 0 if verdict.valid else 1


def _cli_suggest(args) -> int:
    start = time.perf_counter()
    result = suggest(args.tiles, args.target, args.turns, args.rules, args.accept)
    result.print(args.candidates, args.json, time.perf_counter() - start)
    return 0


def configure(parser: argparse.ArgumentParser) -> None:
    """``puzzlers mathler list|count|check|suggest``."""
    parser.description = ("Mathler expression lists (Easy 5, Normal 6, Hard 8 tiles) by"
                          " target, guess validity and the guess assistant.")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)

    def common(p, target_required=False):
        p.add_argument("--tiles", "-t", type=int, default=6, help="5 (Easy), 6 (Normal, default) or 8 (Hard)")
        p.add_argument("--rules", choices=list(RULE_SETS), default="game",
                       type=lambda name: RULE_ALIASES.get(name, name),
                       help="rule set: game (the game's, the default) or signed-whole (a leading sign allowed, every "
                            "/ divides exactly)")
        p.add_argument("--target", type=int, required=target_required, help="the day's target value")

    p = verbs.add_parser("list", help="print every expression (of --target), one per line")
    common(p)
    add_list_output(p, "expression,value", "print one JSON object: [expression, value] rows")
    p.set_defaults(func=_cli_list)

    p = verbs.add_parser("count", help="count the expressions and their distinct values")
    common(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_count)

    p = verbs.add_parser("check", help="does the game take GUESS? (exit status 1 if not)")
    common(p)
    p.add_argument("guess", help="the expression typed, e.g. 12+3*4")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_check)

    p = verbs.add_parser("suggest", help="the best next guess after GUESS:FEEDBACK turns")
    common(p, target_required=True)
    p.add_argument("turns", nargs="*", metavar="GUESS:FEEDBACK", help="e.g. 12+3*4:BPBBPB (G, P or Y, B)")
    p.add_argument("--accept", choices=ACCEPT_MODES, help="how the game accepts a rearranged answer"
                                                          " (default: the rule set's, commutative)")
    add_candidates(p, 10)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_suggest)
