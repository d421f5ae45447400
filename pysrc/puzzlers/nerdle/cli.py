"""Nerdle: the command line (`puzzlers nerdle ...`)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from puzzlers.cli import add_candidates, add_list_output, write_csv
from puzzlers.nerdle.game import (
    check_guess,
    count_answers,
    equations,
    feedback,
    require_answer,
    require_guess,
    suggest,
    variant,
)
from puzzlers.nerdle.web import web_check

# --- command line -------------------------------------------------------------------------------------------


def _cli_list(args) -> int:
    v = variant(args.tiles)
    if args.json:
        found = list(equations(v.tiles))
        print(json.dumps({"tiles": v.tiles, "variant": v.name, "count": len(found), "equations": found}))
        return 0
    if not args.csv:
        write = sys.stdout.write
        for eq in equations(v.tiles):
            write(eq + "\n")
        return 0
    total = None if v.maxi else count_answers(v.tiles)

    def chunks():
        batch, done = [], 0
        for eq in equations(v.tiles):
            left, right = eq.split("=")
            batch.append(f"{eq},{left},{right}\n")
            if len(batch) == 2000:
                done += len(batch)
                yield "".join(batch), len(batch), done, total
                batch = []
        yield "".join(batch), len(batch), done + len(batch), total

    write_csv(args.csv, "equation,left,right\n", chunks(), "equations")
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

    told = set()

    def tell(done, total, message):  # Maxi after the first turn: its answers are generated (stderr, not stdout)
        if message not in told:
            told.add(message)
            print(f"{message}…", file=sys.stderr, flush=True)

    result = suggest(args.tiles, args.turns, args.commutative, progress=tell)
    result.print(args.candidates, args.json, time.perf_counter() - start)
    return 0


def _cli_instant(args) -> int:
    from puzzlers.nerdle.instant import instant

    result = instant(args.turns, args.tiles, args.commutative)
    if args.json:
        print(json.dumps(result.to_json(args.candidates)))
    elif result.answer:
        print(f"answer: {result.answer}")
    else:
        shown = result.candidates[:args.candidates]
        more = len(result.candidates) - len(shown)
        print(f"{len(result.candidates)} candidates: " + " ".join([*shown, f"(+{more} more)"] if more else shown))
    return 0


def _cli_multi(args) -> int:
    from puzzlers.nerdle.multi import multi_suggest

    result = multi_suggest(args.boards, args.turns, args.commutative)
    if args.json:
        print(json.dumps(result.to_json(args.candidates)))
        return 0
    print(f"suggestion: {result.suggestion}" if result.suggestion else "all boards solved")
    print(f"turns left: {result.turns_left}")
    for b, (done, left) in enumerate(zip(result.solved, result.remaining), 1):
        if done:
            print(f"board {b}: solved ({left[0]})")
            continue
        shown = left[:args.candidates]
        more = len(left) - len(shown)
        print(f"board {b}: {len(left)} left: " + " ".join([*shown, f"(+{more} more)"] if more else shown))
    return 0


def _cli_count(args) -> int:
    from puzzlers.nerdle.rules import dropped_by_float32, rules_named

    rules = rules_named(args.rules)
    count = count_answers(args.tiles, rules)
    dropped = dropped_by_float32(args.tiles) if rules.float32 else []
    if args.json:
        print(json.dumps({"tiles": args.tiles, "rules": args.rules, "count": count, "dropped": dropped}))
    else:
        print(count)
        for eq in dropped:
            print(f"  not counted: {eq}")
    return 0


def _cli_feedback(args) -> int:
    guess, answer = require_guess(args.guess, args.tiles), require_answer(args.answer, args.tiles)
    tiles = feedback(guess, answer, args.commutative, args.tiles)
    if args.json:
        print(json.dumps({"guess": guess, "answer": answer, "feedback": tiles}))
    else:
        print(tiles)
    return 0


def configure(parser: argparse.ArgumentParser) -> None:
    """``puzzlers nerdle list|check|suggest|instant|multi|count|feedback``."""
    parser.description = ("Nerdle answer lists (Micro 5, Mini 6, Midi 7, Classic 8, Maxi 10"
                          " tiles), guess validity and the guess assistant.")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)

    def tiles_arg(p, choices="5, 6, 7, 8 or 10"):
        p.add_argument("--tiles", "-t", type=int, default=8, help=f"{choices} (default 8: Classic)")

    p = verbs.add_parser("list", help="print every answer, one per line")
    tiles_arg(p)
    add_list_output(p, "equation,left,right", "print one JSON object with every answer")
    p.set_defaults(func=_cli_list)

    p = verbs.add_parser("check", help="is GUESS a valid guess? (exit status 1 if not)")
    tiles_arg(p)
    p.add_argument("guess", help="the equation typed, e.g. 12+35=47")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_check)

    p = verbs.add_parser("suggest", help="the best next guess after GUESS:FEEDBACK turns",
                         description="The best next guess after GUESS:FEEDBACK turns. Micro to Classic follow a"
                                     " precomputed decision tree; Maxi (--tiles 10) opens with a fixed guess and"
                                     " precomputed second guesses, and generates the answers your first guess's"
                                     " colours leave (seconds at most, said on stderr): any first guess works.")
    tiles_arg(p)
    p.add_argument("turns", nargs="*", metavar="GUESS:FEEDBACK", help="e.g. 12+35=47:GPBBGPBB")
    p.add_argument("--commutative", action="store_true", help="the game's 'commutative answers' option is on")
    add_candidates(p, 10)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_suggest)

    p = verbs.add_parser("instant", help="Instant Nerdle: the answer from the two coloured guesses given")
    tiles_arg(p, "5, 6, 7 or 8")
    p.add_argument("turns", nargs="*", metavar="GUESS:FEEDBACK",
                   help="the two given guesses, e.g. 9*8-7=65:PGBGPGBB 10-4-1=5:PBPBBBPB")
    p.add_argument("--commutative", action="store_true",
                   help="also drop answers that would have turned a given guess all green")
    add_candidates(p, 20, "candidates")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_instant)

    p = verbs.add_parser("multi", help="Bi-Nerdle (2 boards, 7 guesses) or Quad-Nerdle (4 boards, 10 guesses)")
    p.add_argument("--boards", "-b", type=int, default=2, help="2 (Bi-Nerdle, default) or 4 (Quad-Nerdle)")
    p.add_argument("turns", nargs="*", metavar="GUESS:FB1,FB2",
                   help="one colour row per board, - for a board solved earlier, e.g. 52-34=18:BPBPBGPB,PBPBBGBP")
    p.add_argument("--commutative", action="store_true", help="the game's 'commutative answers' option is on")
    add_candidates(p, 5, "of each board's answers")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_multi)

    p = verbs.add_parser("count", help="the number of answers, under this package's or another list's rules")
    tiles_arg(p)
    p.add_argument("--rules", default="puzzlers", choices=("puzzlers", "bondeluke", "rbtying"),
                   help="bondeluke: float32 arithmetic (Classic 17,719); rbtying: redundant brackets allowed"
                        " (Maxi's keyboard at any tiles; Maxi 2,177,736, about 10 s)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_count)

    p = verbs.add_parser("feedback", help="the tiles the game shows for GUESS when the answer is ANSWER")
    tiles_arg(p)
    p.add_argument("guess", help="the equation played, e.g. 12+35=47")
    p.add_argument("answer", help="the day's answer, e.g. 52-34=18")
    p.add_argument("--commutative", action="store_true",
                   help="the game's 'commutative answers' option is on (the answer's terms or factors in another"
                        " order, e.g. 20+10=30 for 10+20=30, are all green)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cli_feedback)
