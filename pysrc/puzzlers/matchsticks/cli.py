"""Matchstick equations: the command line (`puzzlers matchsticks ...`)."""

from __future__ import annotations

import argparse
import json
import random
import sys

from puzzlers.cli import write_csv
from puzzlers.errors import PuzzleError
from puzzlers.matchsticks.generator import KINDS, MAX_COUNT, MAX_SEED, MAX_SIZE, MIN_SIZE, IncompleteSet, generate
from puzzlers.matchsticks.model import (
    Options,
    layout,
    read,
    sticks_of,
)
from puzzlers.matchsticks.moves import describe, notation, pair_moves
from puzzlers.matchsticks.output import draw, draw_solution, puzzle_dict, puzzles_csv, solution_dict
from puzzlers.matchsticks.solver import MAX_MOVES, Solution, display, solve

# --- command line ---------------------------------------------------------------------------------------------


def _add_model_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("model")
    group.add_argument("--comparators", default="=", help="comparators in play, from '=≠<>' (default '=')")
    group.add_argument("--operators", default="+-×/", help="operators in play, from '+-×/' (default all)")
    group.add_argument("--tails", default="with", choices=("with", "without", "both"),
                       help="6 and 9 drawn with their tails, without, or both ways (default with)")
    group.add_argument("--seven", default="3", choices=("3", "4", "both"),
                       help="a 7 of 3 sticks, of 4, or both (default 3)")
    group.add_argument("--one", default="right", choices=("right", "left", "both"),
                       help="the side a 1 stands on: right, left or both (default right)")
    group.add_argument("--unary-minus", action="store_true", help="allow a leading '-' (in a new cell)")
    group.add_argument("--gaps", default="none", choices=("none", "sides", "all"),
                       help="empty cells sticks may go to (default none)")
    group.add_argument("--leading-zeros", action="store_true", help="allow numbers such as 05")


def _options(args) -> Options:
    return Options(comparators=args.comparators, operators=args.operators, tails=args.tails, seven=args.seven,
                   one=args.one, unary_minus=args.unary_minus, gaps=args.gaps, leading_zeros=args.leading_zeros)


def _mode(args) -> str:
    return "add" if args.add else "remove" if args.remove else "move"


def _cli_solve(args) -> int:
    options = _options(args)
    result = solve(args.equation, args.moves, _mode(args), options)
    if args.json:
        print(json.dumps({"equation": result.equation, "moves": result.moves, "mode": result.mode,
                          "correct_already": result.correct_already, "count": result.count,
                          "solutions": [solution_dict(s, options) for s in result.solutions]},
                         ensure_ascii=False))
        return 0
    verb = {"move": "moving", "add": "adding", "remove": "removing"}[result.mode]
    sticks = f"{result.moves} stick{'s' if result.moves > 1 else ''}"
    if result.correct_already:
        print(f"{result.equation} is already correct.")
    count = result.count
    print(f"{result.equation}, {verb} {sticks}: {count} solution{'' if count == 1 else 's'}")
    for s in result.solutions:
        how = "; ".join(describe(m, s.before, options) for m in s.moves)
        print(f"  {s.equation}  {s.action} {s.notation}  {how}")
    return 0


def _cli_generate(args) -> int:
    options = _options(args)
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    try:
        puzzles, short = generate(args.moves, args.count, seed, args.kind, args.size, _mode(args), options), None
    except IncompleteSet as error:  # those found are printed, then why there are no more (exit status 2)
        if not error.puzzles:
            raise
        puzzles, short = error.puzzles, error
    if args.json:
        print(json.dumps({"seed": seed, "moves": args.moves, "mode": _mode(args), "kind": args.kind,
                          "size": args.size, "options": options.to_dict(),
                          "puzzles": [puzzle_dict(p, options) for p in puzzles]}, ensure_ascii=False))
    elif args.csv:
        header, _, rows = puzzles_csv(puzzles, options).partition("\n")
        write_csv(args.csv, header + "\n", [(rows, len(puzzles), 1, 1)], "puzzles")
    else:
        n = len(puzzles)
        print(f"# seed {seed}: {n} puzzle{'' if n == 1 else 's'}, {_mode(args)} {args.moves}, size {args.size}")
        for p in puzzles:
            print(f"{p.equation}  ->  {p.solution.equation}  {p.solution.notation}  ({p.kind})")
    if short is not None:
        raise short
    return 0


def _cli_draw(args) -> int:
    options = _options(args)
    if args.to is None:
        _print_svg(draw(args.equation, options), args.json)
        return 0
    start, target = layout(read(args.equation, options), options), read(args.to, options)
    before = tuple(c.mask for c in start)
    after = layout(target, options)
    if len(after) != len(before):
        raise PuzzleError("--to needs an equation with as many symbols as the start")
    after = tuple(c.mask for c in after)
    added = sum((a & ~b).bit_count() for a, b in zip(after, before))
    removed = sum((b & ~a).bit_count() for a, b in zip(after, before))
    moves = pair_moves(before, after, added, removed)
    action, where = notation(before, after, moves, options)
    solution = Solution(display(target, options), sticks_of(after), moves, action, where, before, after)
    _print_svg(draw_solution(solution, options), args.json)
    return 0


def _print_svg(svg: str, as_json: bool) -> None:
    sys.stdout.write((json.dumps({"svg": svg}, ensure_ascii=False) if as_json else svg) + "\n")


def configure(parser: argparse.ArgumentParser) -> None:
    """``puzzlers matchsticks solve|generate|draw``."""
    parser.description = ("Matchstick equations: every correct equation k sticks away, "
                          "puzzles with exactly one solution, SVG drawings.")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)

    p = verbs.add_parser("solve", help="every correct equation k moves away")
    p.add_argument("equation", help="an equation such as 6+4=4, or stick notation (acdefg|gv|bcfg|gq|bcfg)")
    p.add_argument("--moves", "-k", type=int, default=1,
                   help=f"sticks to move, add or remove (1-{MAX_MOVES}; default 1)")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--add", action="store_true", help="add the sticks instead of moving them")
    which.add_argument("--remove", action="store_true", help="take the sticks away instead of moving them")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    _add_model_options(p)
    p.set_defaults(func=_cli_solve)

    p = verbs.add_parser("generate", help="puzzles with exactly one solution")
    p.add_argument("--moves", "-k", type=int, default=1,
                   help=f"sticks to move, add or remove (1-{MAX_MOVES}; default 1)")
    which = p.add_mutually_exclusive_group()
    which.add_argument("--add", action="store_true", help="puzzles solved by adding sticks")
    which.add_argument("--remove", action="store_true", help="puzzles solved by taking sticks away")
    p.add_argument("--count", "-n", type=int, default=10, help=f"how many puzzles (1-{MAX_COUNT}; default 10)")
    p.add_argument("--seed", type=int, help=f"random seed, a whole number of up to 15 digits (0-{MAX_SEED:,});"
                                            " the same seed gives the same set (default: a random one)")
    p.add_argument("--kind", default="any", choices=KINDS,
                   help="which cells the solution may touch (default any)")
    p.add_argument("--size", type=int, default=5,
                   help=f"symbols in the equation ({MIN_SIZE}-{MAX_SIZE}; default 5)")
    fmt = p.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print one JSON object")
    fmt.add_argument("--csv", nargs="?", const="-", metavar="FILE",
                     help="write CSV to FILE (without FILE, or '-': standard output)")
    _add_model_options(p)
    p.set_defaults(func=_cli_generate)

    p = verbs.add_parser("draw", help="an SVG drawing of an equation")
    p.add_argument("equation", help="an equation or stick notation")
    p.add_argument("--to", help="draw the change from EQUATION to this one (moved sticks highlighted)")
    p.add_argument("--json", action="store_true", help='print {"svg": ...}')
    _add_model_options(p)
    p.set_defaults(func=_cli_draw)
