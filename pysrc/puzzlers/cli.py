"""The ``puzzlers`` command line: one subcommand per puzzle.

Each puzzle's record (`puzzlers.registry`) names its subcommands; its package's ``cli`` module has, for each, a
function (``configure(parser)`` by default) that adds the subcommand's arguments and sets
``func`` (called with the parsed arguments; it returns the exit status). Errors a user can cause
(`PuzzleError`) are printed as one line on stderr with exit status 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time

from puzzlers.errors import PuzzleError
from puzzlers.registry import PUZZLES

#: The subcommands, from the puzzles' records (`puzzlers.registry`): name -> (the puzzle's package, one line of
#: help). Only the chosen puzzle is imported.
COMMANDS = {command.name: (puzzle.package, command.help) for puzzle in PUZZLES for command in puzzle.commands}


def progress_bar(done: int, total: int, note: str = "", stream=None) -> None:
    """Draw ``[#####.....]  42.0%  note`` in place on stderr (long CLI runs: lists, statistics).

    A closed or broken stderr (``2>&-``, a closed pipe) only loses the bar, never the work.
    """
    if not total:
        say(f"\r{note}", end="", stream=stream)
        return
    width = 30
    filled = width * done // max(total, 1)
    say(f"\r[{'#' * filled}{'.' * (width - filled)}] {100 * done / max(total, 1):5.1f}%  {note}", end="",
        stream=stream)


def say(message: str, end: str = "\n", stream=None) -> None:
    """Write a note for the person at the terminal on stderr; a closed stderr (``2>&-``) only loses the note."""
    stream = stream or sys.stderr
    if stream is None:
        return
    try:
        stream.write(message + end)
        stream.flush()
    except (OSError, ValueError):
        pass


def add_list_output(parser: argparse.ArgumentParser, columns: str, json_help: str) -> None:
    """The output choices of a verb that lists: ``--csv FILE`` (written by `write_csv`) or ``--json``."""
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--csv", metavar="FILE", help=f"write CSV ({columns}) to FILE ('-': standard output), "
                                                   "progress on stderr")
    out.add_argument("--json", action="store_true", help=json_help)


def write_csv(path: str, header: str, chunks, what: str) -> int:
    """Write CSV to ``path`` (``-``: standard output) from ``chunks`` of ``(text, rows, done, total)``, with a
    progress bar on stderr; return the number of rows.

    The closing note is printed only once the file is closed without error: a full disk (``/dev/full``) is
    an `OSError` for `main` to report, never a success.
    """
    out = sys.stdout if path == "-" else open(path, "w", encoding="utf-8", newline="")
    rows, last = 0, 0.0
    try:
        out.write(header)
        for text, count, done, total in chunks:
            out.write(text)
            rows += count
            now = time.monotonic()
            if now - last > 0.2:
                progress_bar(done, total, f"{rows:,} {what}")
                last = now
        out.flush()
    finally:
        if out is not sys.stdout:
            out.close()
    progress_bar(1, 1, f"{rows:,} {what}")
    say(f"\n{rows:,} {what} written to {'standard output' if path == '-' else path}")
    return rows


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The argument parser; with ``argv``, only the subcommand it names is built in full (fast start-up).

    Without ``argv`` every subcommand is built (the CLI reference page uses that).
    """
    parser = argparse.ArgumentParser(
        prog="puzzlers",
        description="Exact solvers for equation puzzles: " + "; ".join(p.title for p in PUZZLES) + ".",
    )
    from puzzlers import __version__

    parser.add_argument("--version", action="version", version=f"puzzlers {__version__}")
    subparsers = parser.add_subparsers(dest="puzzle", metavar="PUZZLE")
    chosen = None if argv is None else next((a for a in argv if not a.startswith("-")), "")
    for puzzle in PUZZLES:
        for command in puzzle.commands:
            sub = subparsers.add_parser(command.name, help=command.help)
            if chosen is None or chosen == command.name:
                getattr(importlib.import_module(f"puzzlers.{puzzle.package}.cli"), command.configure)(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    for stream in (sys.stdout, sys.stderr):  # a lone surrogate in the input is shown escaped, not a traceback
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser(argv)
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return args.func(args) or 0
    except BrokenPipeError:  # output piped into `head` and closed: not an error
        return 0
    except PuzzleError as error:
        print(f"puzzlers: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        where = f": {error.filename}" if getattr(error, "filename", None) else ""
        print(f"puzzlers: {error.strerror or error}{where}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("puzzlers: interrupted", file=sys.stderr)
        return 130

if __name__ == "__main__":
    sys.exit(main())
