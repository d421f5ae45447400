"""Numbers games: the command line (``puzzlers countdown ...``, ``puzzlers 24 ...``, ``puzzlers krypto ...``)."""

from __future__ import annotations

import argparse
import json
import re

from puzzlers.errors import PuzzleError
from puzzlers.numbers.games import FREE_COUNT, FREE_MAX_NUMBER, FREE_MAX_TARGET
from puzzlers.numbers.solver import DEFAULT_MAX_SOLUTIONS, MAP_RANGE, MAX_SOLUTIONS, Answer, solve


def _common(parser: argparse.ArgumentParser, game: str) -> None:
    lo, hi = FREE_COUNT[game]
    parser.add_argument("--free", action="store_true",
                        help=f"free mode: {lo} to {hi} numbers, any up to {FREE_MAX_NUMBER:,}, any target up to "
                             f"{FREE_MAX_TARGET:,}")
    parser.add_argument("--max", type=int, metavar="N",
                        help=f"list at most N solutions (0 to {MAX_SOLUTIONS:,}; default {DEFAULT_MAX_SOLUTIONS})")
    parser.add_argument("--hints", action="store_true",
                        help="instead of the solutions, print five hints, each giving away a little more: whether "
                             "the target can be made, in how many ways, "
                             + ("how many of the numbers are needed" if game == "countdown" else
                                "the last operation (every number is used)")
                             + ", the first step, and the whole solution")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def configure_countdown(parser: argparse.ArgumentParser) -> None:
    """``puzzlers countdown N N N N N N [--target T]``: Countdown's numbers round."""
    parser.description = ("Countdown's numbers round: make the target from six cards with + - * /, every step a "
                          "positive whole number, each card at most once. Without --target: the target map "
                          f"({MAP_RANGE[0]}-{MAP_RANGE[1]}).")
    parser.epilog = ("examples: puzzlers countdown 75 50 2 3 8 7 --target 812 | puzzlers countdown 25 50 75 100 3 6 | "
                     "puzzlers countdown 3 7 9 --free --target 1000 --json")
    parser.add_argument("numbers", nargs="+", metavar="N", help="the six cards (1-10 twice, 25 50 75 100 once)")
    parser.add_argument("--target", metavar="T", help=f"the target (100-999; with --free 1 to {FREE_MAX_TARGET:,})")
    _common(parser, "countdown")
    parser.set_defaults(func=lambda args: _cli(args, "countdown"))


def configure_24(parser: argparse.ArgumentParser) -> None:
    """``puzzlers 24 A B C D [--target N]``: the 24 game (make N)."""
    parser.description = ("The 24 game: use all four numbers once each with + - * / and parentheses to make 24 "
                          "(or --target N); fractions are allowed along the way.")
    parser.epilog = ("examples: puzzlers 24 4 7 8 8 | puzzlers 24 3 3 8 8 --json | puzzlers 24 1 2 3 4 --target 10 | "
                     "puzzlers 24 As Th Qd Kc")
    parser.add_argument("numbers", nargs="+", metavar="N", help="the four numbers (0 to 1,000), or cards: A, T, J, "
                                                                "Q, K for 1, 10, 11, 12, 13, a suit after one passed "
                                                                "over (A♠ or As)")
    parser.add_argument("--target", metavar="T", help=f"the number to make (default 24; 0 to {FREE_MAX_TARGET:,})")
    _common(parser, "24")
    parser.set_defaults(func=lambda args: _cli(args, "24"))


def configure_krypto(parser: argparse.ArgumentParser) -> None:
    """``puzzlers krypto A B C D E --target T``: Krypto."""
    parser.description = ("Krypto: use all five cards once each with + - * / to make the target card; fractions "
                          "are allowed along the way. Cards 1-25 (three each of 1-6, four of 7-10, two of 11-17, "
                          "one of 18-25).")
    parser.epilog = "examples: puzzlers krypto 1 2 3 4 5 --target 7 | puzzlers krypto 10 11 13 17 22 --target 19"
    parser.add_argument("numbers", nargs="+", metavar="N", help="the five cards")
    parser.add_argument("--target", metavar="T",
                        help=f"the target card (1-25; with --free 0 to {FREE_MAX_TARGET:,}), required")
    _common(parser, "krypto")
    parser.set_defaults(func=lambda args: _cli(args, "krypto"))


#: A playing card as the 24 game's page reads one: a number or A, T, J, Q, K, a suit after it (a sign or a letter).
_CARD = re.compile(r"(\d+|[ajqkt])(?:[shdc]|[\u2660-\u2667]\ufe0f?)?", re.IGNORECASE)
_FACES = {"a": "1", "t": "10", "j": "11", "q": "12", "k": "13"}


def _card(text: str) -> str:
    """A number of the 24 game as typed: a card (``A♠`` ``Th`` ``K``) as its number, anything else as it is (the
    game's check names what is wrong with it).

    >>> [_card(t) for t in ("A♠", "10♥", "Qd", "k", "7", "x")]
    ['1', '10', '12', '13', '7', 'x']
    """
    found = _CARD.fullmatch(text.strip())
    return _FACES.get(found[1].lower(), found[1]) if found else text


def _cli(args, game: str) -> int:
    if args.hints and args.max is not None:
        raise PuzzleError("--max does not apply to --hints")
    if game == "countdown" and args.target is None and (args.hints or args.max is not None):
        raise PuzzleError(f"{'--hints' if args.hints else '--max'} needs a --target (without one: the target map)")
    if game == "krypto" and args.target is None:
        raise PuzzleError("Krypto needs --target T" + ("" if args.free else ", a card from 1 to 25"))
    cap = DEFAULT_MAX_SOLUTIONS if args.max is None else args.max
    numbers, target = args.numbers, args.target
    if game == "24":  # a hand of cards, as the page reads one
        numbers, target = [_card(n) for n in numbers], target if target is None else _card(target)
    answer = solve(game, numbers, target, free=args.free, max_solutions=cap)
    if answer.target is None:
        return _print_map(answer, args.json)
    if args.hints:
        steps = answer.ladder()
        if args.json:
            print(json.dumps({"game": answer.game, "numbers": list(answer.numbers), "target": answer.target,
                              "ladder": steps}))
        else:
            for i, rung in enumerate(steps, 1):
                print(f"{i}. {rung['label']} {rung['text']}")
        return 0
    if args.json:
        print(json.dumps(answer.to_json()))
        return 0
    _print_answer(answer)
    return 0


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}{'' if n == 1 else 's'}"


def _print_answer(a: Answer) -> None:
    head = " ".join(map(str, a.numbers))
    if a.closest is None:
        print(f"{head} → {a.target}: these numbers make no value")
        return
    if a.exact:
        print(f"{head} → {a.target}: {_plural(a.count, 'distinct solution')} ({a.raw:,} raw); "
              f"fewest numbers: {a.fewest}")
    else:
        also = f", as is {a.tie}" if a.tie is not None else ""
        print(f"{head} → {a.target}: not reachable; closest {a.closest} ({a.distance} away{also}), "
              f"{_plural(a.count, 'distinct solution')} ({a.raw:,} raw)")
    for i, s in enumerate(a.solutions, 1):
        print(f"{i:>3}. {s.expression}")
        if s.steps:
            print("     " + ", ".join(s.steps))
    if a.truncated:
        print(f"... and {a.count - len(a.solutions):,} more (--max N lists up to {MAX_SOLUTIONS:,})")


def _print_map(a: Answer, as_json: bool) -> int:
    lo, hi = MAP_RANGE
    reachable = list(a.reachable or ())
    missing = [t for t in range(lo, hi + 1) if t not in set(reachable)]
    if as_json:
        print(json.dumps({"game": a.game, "numbers": list(a.numbers), "reachable": reachable, "count": len(reachable),
                          "unreachable": missing}))
        return 0
    print(f"{' '.join(map(str, a.numbers))}: {len(reachable)} of {hi - lo + 1} targets {lo}-{hi} reachable")
    print("unreachable: " + (", ".join(map(str, missing)) if missing else "none"))
    return 0
