"""Regex crosswords: the command line (`puzzlers regex ...`)."""

from __future__ import annotations

import argparse
import json
import sys

from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword.puzzle import (
    Puzzle,
    load,
    puzzles_from_text,
)
from puzzlers.regexcrossword.solver import DEFAULT_MAX, MARKED, hint, hint_dict, solve
from puzzlers.regexcrossword.web import web_list

# ----------------------------------------------------------------------------------------------------------------
# Command line


def _load_one(source: str, which: str | None) -> list[Puzzle]:
    skipped: list[str] = []
    if source == "-":  # standard input: JSON or the text format
        puzzles = puzzles_from_text(sys.stdin.read(), "stdin", skipped)
        if not puzzles:
            raise PuzzleError("no puzzle could be read from standard input" + (f": {skipped[0]}" if skipped else ""))
    else:
        puzzles = load(source, skipped)
    if not which:
        for message in skipped:
            print(f"puzzlers: skipped {message}", file=sys.stderr)
    if which:
        chosen = [p for p in puzzles if which in (p.id, p.name) or p.id.endswith("/" + which)]
        if not chosen:
            raise PuzzleError(f"no puzzle {which!r} in {source}; ids: {', '.join(p.id for p in puzzles)}")
        return chosen
    return puzzles


def _print(text: str = "") -> None:
    """Print a line whatever it holds: a lone surrogate or a symbol the terminal's encoding lacks is written as
    a backslash escape instead of raising UnicodeEncodeError."""
    stream = sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.write(text.encode(encoding, "backslashreplace").decode(encoding) + "\n")


def _cmd_solve(args: argparse.Namespace) -> int:
    puzzles = _load_one(args.file, args.puzzle)
    results = []
    for puzzle in puzzles:
        result = solve(puzzle, args.max)
        results.append({"id": puzzle.id, "name": puzzle.name, "count": result.count, "complete": result.complete,
                        "unique": result.unique, "solutions": [list(s) for s in result.solutions]})
    if args.json:
        print(json.dumps(results[0] if len(results) == 1 else {"puzzles": results}))
        return 0
    for r in results:
        more = "" if r["complete"] else f" (stopped at {args.max}; there may be more)"
        _print(f"{r['name']}: {r['count']} solution{'s' if r['count'] != 1 else ''}{more}")
        for k, rows in enumerate(r["solutions"]):
            if k:
                _print()
            for row in rows:
                _print("  " + row)
    return 0


def _cmd_hint(args: argparse.Namespace) -> int:
    puzzle = _load_one(args.file, args.puzzle)[0]
    h = hint(puzzle, list(args.cells) if args.cells else None)
    if h.status == "gave_up":  # as `solve` says it: on stderr, exit status 2
        raise PuzzleError(h.message)
    if args.json:
        print(json.dumps(hint_dict(h)))
    elif h.status == "hint":
        row, col = h.cell
        why = ", ".join(h.clues) if h.clues else "the solution"
        _print(f"row {row + 1}, cell {col + 1}: {h.symbol!r} ({h.method}: {why})")
        if h.method == "logic":
            for n, step in enumerate(h.steps, 1):
                r, c = step.cell
                only = "only " + repr(step.symbols) if len(step.symbols) == 1 else "one of " + repr(step.symbols)
                _print(f"  {n}. {step.clue} leaves row {r + 1}, cell {c + 1} {only}")
    elif h.status == "conflict":
        cells = "; ".join(f"row {row + 1}, cell {col + 1}" for row, col in h.wrong)
        _print(h.message.removesuffix(MARKED) + (f": {cells}" if cells else ""))
    else:
        _print(f"solved: {h.message}" if h.status == "solved" else h.message)
    return 0


def _cmd_list(args: argparse.Namespace) -> int:
    if args.json:
        print(json.dumps(web_list()))
        return 0
    for item in web_list()["puzzles"]:
        note = "" if item["supported"] else f"  (unsupported: {item['reason']})"
        _print(f"{item['id']:<45} {item['shape']:<9} {item['name']}{note}")
    return 0


#: The help of FILE, the puzzle to read.
FILE_HELP = ("the puzzle: a file (JSON or the plain-text format), '-' for standard input, or a bundled puzzle's id"
             " from 'puzzlers regex list' (e.g. beginner/beatles)")


def configure(parser: argparse.ArgumentParser) -> None:
    """Add ``puzzlers regex solve|hint|list``."""
    parser.description = ("Solve regex crosswords; FILE is a path (JSON or plain text), '-' for standard input, "
                          "or a bundled puzzle id from 'puzzlers regex list'.")
    verbs = parser.add_subparsers(dest="verb", metavar="VERB", required=True)
    p = verbs.add_parser("solve", help="list the solutions (up to --max) and their count")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--puzzle", help="which puzzle of a file holding several (id or name)")
    p.add_argument("--max", type=int, default=DEFAULT_MAX, help=f"solution cap (default {DEFAULT_MAX})")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cmd_solve)
    p = verbs.add_parser("hint", help="the next cell logic forces, and the clues that force it")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--puzzle", help="which puzzle of a file holding several (id or name)")
    p.add_argument("--cells", nargs="+", metavar="ROW", help="the letters so far, one string per row, _ for empty")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cmd_hint)
    p = verbs.add_parser("list", help="list the bundled puzzles")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(func=_cmd_list)


