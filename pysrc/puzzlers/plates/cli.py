"""License plates: the command line (`puzzlers plate ...`)."""

from __future__ import annotations

import argparse
import json

from puzzlers.errors import PuzzleError
from puzzlers.plates.solver import (
    DEFAULT_MAX_SOLUTIONS,
    MAX_SOLUTIONS,
    MAX_SOLUTIONS_PARENS,
    PlateOptions,
    hint,
    max_listed,
    options_json,
    solve,
    stats,
)

# --- the command line -----------------------------------------------------------------------------------------


def configure(parser: argparse.ArgumentParser) -> None:
    """``puzzlers plate DIGITS [options]`` and ``puzzlers plate stats --digits N [options]``."""
    parser.description = ("Solve a license plate (digits in order; other characters are ignored), or with 'stats' "
                          "count solvable plates of a length.")
    parser.epilog = ("examples: puzzlers plate 1234 | puzzlers plate 08-D-12345 --group -1 --parens | "
                     "puzzlers plate 1137 --parens --target 0 --json | puzzlers plate stats --digits 4 --parens")
    parser.add_argument("plate", metavar="DIGITS|stats", help="the plate (any text; its digits are used), or 'stats'")
    parser.add_argument("--parens", action="store_true", help="allow parentheses")
    parser.add_argument("--join", action="store_true", help="allow joining neighbouring digits (no leading zeros)")
    parser.add_argument("--reorder", action="store_true", help="allow the digits in any order")
    parser.add_argument("--unary", action="store_true", help="allow a minus sign at the start of a side")
    parser.add_argument("--power", action="store_true", help="allow ^")
    parser.add_argument("--target", type=int, metavar="N", help="no '=': the whole expression must equal N")
    parser.add_argument("--group", type=int, metavar="I", help="use only digit group I (0 = first, -1 = last)")
    parser.add_argument("--hint", action="store_true", help="say only whether it is solvable, how often, and a clue")
    parser.add_argument("--max", type=int, metavar="N",
                        help=f"list at most N solutions (0 to {MAX_SOLUTIONS}; {MAX_SOLUTIONS_PARENS} with --parens "
                             f"on a plate at its digit limit; default {DEFAULT_MAX_SOLUTIONS})")
    parser.add_argument("--digits", type=int, metavar="N", help="stats: the plate length (2 to 5; default 4)")
    parser.add_argument("--quiet", action="store_true", help="stats: no progress bar")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(func=_cli)


def _cli(args) -> int:
    options = PlateOptions(parens=args.parens, join=args.join, reorder=args.reorder, unary=args.unary,
                           power=args.power, target=args.target)
    stats_only = [flag for flag, value in (("--digits", args.digits), ("--quiet", args.quiet or None))
                  if value is not None]
    if args.plate == "stats":
        wrong = [flag for flag, value in (("--max", args.max), ("--group", args.group), ("--hint", args.hint or None))
                 if value is not None]
        if wrong:
            raise PuzzleError(f"{', '.join(wrong)} {'does' if len(wrong) == 1 else 'do'} not apply to stats")
        return _cli_stats(args, options)
    if stats_only:
        raise PuzzleError(f"{', '.join(stats_only)} {'applies' if len(stats_only) == 1 else 'apply'} only to "
                          "'puzzlers plate stats'")
    if args.hint and args.max is not None:
        raise PuzzleError("--max does not apply to --hint")
    if args.hint:
        result = hint(args.plate, options, group=args.group)
        if args.json:
            print(json.dumps({"digits": result.digits, "solvable": result.solvable, "count": result.count,
                              "clue": result.clue}))
        else:
            state = f"solvable, {_plural(result.count, 'solution')}" if result.solvable else "not solvable"
            print(f"{result.digits}: {state}\nhint: {result.clue}")
        return 0
    cap = DEFAULT_MAX_SOLUTIONS if args.max is None else args.max
    result = solve(args.plate, options, group=args.group, max_solutions=cap)
    if args.json:
        print(json.dumps({"digits": result.digits, "options": options_json(options), "count": result.count,
                          "solutions": list(result.solutions), "shown": len(result.solutions),
                          "truncated": result.truncated, "exact_order": result.exact_order}))
        return 0
    print(f"{result.digits} ({options.describe()}): {_plural(result.count, 'solution')}")
    for text in result.solutions:
        print(text)
    if result.truncated:
        limit = max_listed(options, len(result.digits))
        print(f"... and {result.count - len(result.solutions):,} more (--max N lists up to {limit:,})")
    return 0


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


def _cli_stats(args, options: PlateOptions) -> int:
    from puzzlers.cli import end_line, progress_bar

    show = not args.quiet

    def bar(done: int, total: int) -> None:
        progress_bar(done, total, f"{done:,}/{total:,} plates")
        if done == total:
            end_line()

    result = stats(4 if args.digits is None else args.digits, options, progress=bar if show else None)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    print(f"{result.length}-digit plates ({options.describe()}): {result.solvable:,} of {result.plates:,} solvable "
          f"({100 * result.solvable_share:.1f}%); most solvable {result.most_solvable} "
          f"with {_plural(result.most_solutions, 'solution')}")
    print("solutions  plates")
    for k, v in result.histogram:
        print(f"{k:>9}  {v:,}")
    return 0
