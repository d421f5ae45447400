"""The ``puzzlers`` command line: one subcommand per puzzle.

Each puzzle's record (`puzzlers.registry`) names its subcommands; its package's ``cli`` module has, for each, a
function (``configure(parser)`` by default) that adds the subcommand's arguments and sets
``func`` (called with the parsed arguments; it returns the exit status). Errors a user can cause
(`PuzzleError`) are printed as one line on stderr with exit status 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import re
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


#: The stream a line was left open on (a progress bar drawn in place), for `complain` to end first.
_open_line = None


def say(message: str, end: str = "\n", stream=None) -> None:
    """Write a note for the person at the terminal on stderr; a closed stderr (``2>&-``) only loses the note."""
    global _open_line
    stream = stream or sys.stderr
    if stream is None:
        return
    text = message + end
    if text:
        _open_line = None if text.endswith("\n") else stream
    try:
        stream.write(text)
        stream.flush()
    except (OSError, ValueError):
        pass


def complain(message: str) -> None:
    """Print ``puzzlers: message`` on stderr, on a line of its own: a progress bar left open is ended first."""
    if _open_line is not None and _open_line is sys.stderr:
        say("")
    say(f"puzzlers: {message}")


def add_list_output(parser: argparse.ArgumentParser, columns: str, json_help: str) -> None:
    """The output choices of a verb that lists: ``--csv FILE`` (written by `write_csv`) or ``--json``."""
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--csv", metavar="FILE", help=f"write CSV ({columns}) to FILE ('-': standard output), "
                                                   "progress on stderr")
    out.add_argument("--json", action="store_true", help=json_help)


def add_candidates(parser: argparse.ArgumentParser, default: int, what: str = "remaining candidates") -> None:
    """``--candidates N``: how many of the ``what`` an assistant shows, a whole number of 0 or more (a negative
    one is a usage error, exit status 2)."""
    parser.add_argument("--candidates", type=_count, default=default, metavar="N",
                        help=f"how many {what} to show (default {default})")


def _count(text: str) -> int:
    """A command-line count: a whole number of 0 or more, else argparse's usage error naming the option."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"give a whole number of 0 or more; got {text.strip()!r}")
    return value


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


#: A guess, turn or equation that starts with a sign (``-10+34``, ``-(2)*5=-10``, ``-1+10=9:GGBBBBBB``) is a
#: positional argument, not an option; a plain negative number (``--target -5``) argparse already takes as one.
#: Only the characters of those: a file name (``--csv -1.csv``) stays what argparse makes of it.
_SIGNED = re.compile(r"-[0-9(][0-9()+\-−*/×÷=≠<>:,xXgpbyGPBY ]*$")
_NEGATIVE_NUMBER = re.compile(r"-\d+$|-\d*\.\d+$")


def signed_positionals(argv: list[str]) -> list[str]:
    """``argv`` with each argument that starts with ``-`` and a digit or ``(`` but is not a plain negative number
    written with a space in front, so that argparse reads it as a positional argument (a guess, a turn, an
    equation) rather than an unknown option. Every reader of those arguments drops spaces (`tiles_text`), so the
    space changes nothing else. Arguments after ``--`` are left as they are, and so are those of ``regex``, whose
    FILE and rows are taken literally.

    >>> signed_positionals(["mathler", "check", "--target", "-5", "-10+34"])
    ['mathler', 'check', '--target', '-5', ' -10+34']
    """
    if "regex" in argv[:1]:
        return list(argv)
    out, literal = [], False
    for arg in argv:
        if arg == "--":
            literal = True
        elif not literal and _SIGNED.match(arg) and not _NEGATIVE_NUMBER.match(arg):
            arg = " " + arg
        out.append(arg)
    return out


def main(argv: list[str] | None = None) -> int:
    """Run ``puzzlers *argv``; return the exit status (0 done, 1 a check said no, 2 an error, 130 interrupted)."""
    argv = sys.argv[1:] if argv is None else argv
    for stream in (sys.stdout, sys.stderr):  # a lone surrogate in the input is shown escaped, not a traceback
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    try:
        parser = build_parser(argv)  # imports the chosen puzzle: inside the try, so that Ctrl-C is caught
        args = parser.parse_args(signed_positionals(argv))
        if not getattr(args, "func", None):
            parser.print_usage(sys.stderr)
            complain(f"choose a PUZZLE: {', '.join(COMMANDS)} ('puzzlers --help' says more)")
            return 2
        return args.func(args) or 0
    except BrokenPipeError:  # output piped into `head` and closed: not an error
        if _open_line is sys.stderr:  # a progress bar still drawn: the shell's prompt comes on a line of its own
            say("")
        return 0
    except PuzzleError as error:
        complain(str(error))
        return 2
    except OSError as error:
        where = f": {error.filename}" if getattr(error, "filename", None) else ""
        complain(f"{error.strerror or error}{where}")
        return 2
    except KeyboardInterrupt:
        complain("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main())
