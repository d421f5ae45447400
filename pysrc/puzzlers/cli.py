"""The ``puzzlers`` command line: one subcommand per puzzle.

Each puzzle's record (`puzzlers.registry`) names its subcommands; its package's ``cli`` module has, for each, a
function (``configure(parser)`` by default) that adds the subcommand's arguments and sets
``func`` (called with the parsed arguments; it returns the exit status). Errors a user can cause
(`PuzzleError`) are printed as one line on stderr with exit status 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import codecs
import errno
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
    """Draw ``[#####.....]  42.0%  note`` in place on stderr (long CLI runs: lists, statistics), if it is a
    terminal: a file or a pipe (``2>log``) would get every frame of it.

    A closed or broken stderr (``2>&-``, a closed pipe) only loses the bar, never the work.
    """
    if not _terminal(stream or sys.stderr):
        return
    if not total:
        say(f"\r{note}", end="", stream=stream)
        return
    width = 30
    filled = width * done // max(total, 1)
    say(f"\r[{'#' * filled}{'.' * (width - filled)}] {100 * done / max(total, 1):5.1f}%  {note}", end="",
        stream=stream)


def _terminal(stream) -> bool:
    try:
        return stream is not None and stream.isatty()
    except (OSError, ValueError):  # closed
        return False


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


def end_line() -> None:
    """End the line a progress bar left open on stderr, if one is."""
    if _open_line is not None and _open_line is sys.stderr:
        say("")


def complain(message: str) -> None:
    """Print ``puzzlers: message`` on stderr, on a line of its own: a progress bar left open is ended first."""
    end_line()
    say(f"puzzlers: {message}")


def add_list_output(parser: argparse.ArgumentParser, columns: str, json_help: str) -> None:
    """The output choices of a verb that lists: ``--csv FILE`` (written by `write_csv`) or ``--json``."""
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--csv", metavar="FILE", help=f"write CSV ({columns}) to FILE ('-': standard output), "
                                                   "a progress bar on stderr if a terminal")
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
    end_line()
    say(f"{rows:,} {what} written to {'standard output' if path == '-' else path}")
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
    subparsers = parser.add_subparsers(dest="command", metavar="PUZZLE")  # (regex has a --puzzle)
    chosen = None if argv is None else next((a for a in argv if not a.startswith("-")), "")
    for puzzle in PUZZLES:
        for command in puzzle.commands:
            sub = subparsers.add_parser(command.name, help=command.help)
            if chosen is None or chosen == command.name:
                getattr(importlib.import_module(f"puzzlers.{puzzle.package}.cli"), command.configure)(sub)
    return parser


def _chosen(parser: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.ArgumentParser:
    """The (sub)parser of the deepest subcommand ``args`` chose (``puzzlers regex solve``: its parser)."""
    while True:
        # (argparse keeps a parser's subcommands as an action of its own kind, with no public way to them)
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        chosen = subs and getattr(args, subs[0].dest, None)
        if not chosen:
            return parser
        parser = subs[0].choices[chosen]


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


#: What the signs the answers are written with become where the output takes only ASCII (``PYTHONIOENCODING=ascii``,
#: ``LANG=C`` on an older Python): as the input may write them.
_PLAIN = {"×": "*", "÷": "/", "−": "-", "→": "->", "≠": "!=", "≤": "<=", "≥": ">=", "²": "^2", "³": "^3", "…": "...",
          "–": "-", "—": "-", "‘": "'", "’": "'", "“": '"', "”": '"', "\u00a0": " "}


class _Closed:
    """A standard output that was closed: writing to it is an `OSError` (`main` says it on one line)."""

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "standard output is closed")

    def flush(self) -> None:
        pass


def _plain(error: UnicodeError) -> tuple[str, int]:
    """The codec error handler ``puzzlers``: a sign of `_PLAIN` in ASCII, anything else (a lone surrogate of the
    input, a letter of another alphabet) escaped as Python writes it, never a traceback.

    >>> codecs.register_error("puzzlers", _plain)
    >>> print("8 × 7 − 32 → 24, é".encode("ascii", "puzzlers").decode())
    8 * 7 - 32 -> 24, \\xe9
    """
    if not isinstance(error, UnicodeEncodeError):
        raise error
    bad = error.object[error.start:error.end]
    return "".join(_PLAIN.get(c) or c.encode("ascii", "backslashreplace").decode() for c in bad), error.end


def main(argv: list[str] | None = None) -> int:
    """Run ``puzzlers *argv``; return the exit status (0 done, 1 a check said no, 2 an error, 130 interrupted)."""
    argv = sys.argv[1:] if argv is None else argv
    if sys.stdout is None:  # closed (``>&-``): print() would lose every answer without a word
        sys.stdout = _Closed()  # (an error once something is written: a CSV file written is no answer lost)
    codecs.register_error("puzzlers", _plain)
    for stream in (sys.stdout, sys.stderr):  # a terminal or a file that takes ASCII only
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="puzzlers")
    try:
        parser = build_parser(argv)  # imports the chosen puzzle: inside the try, so that Ctrl-C is caught
        args, unknown = parser.parse_known_args(signed_positionals(argv))
        if unknown:  # with the usage of the subcommand they were given to (argparse shows the top one's)
            _chosen(parser, args).error(f"unrecognized arguments: {' '.join(a.strip() for a in unknown)}")
        if not getattr(args, "func", None):
            parser.print_usage(sys.stderr)
            complain(f"choose a PUZZLE: {', '.join(COMMANDS)} ('puzzlers --help' says more)")
            return 2
        return args.func(args) or 0
    except BrokenPipeError:  # output piped into `head` and closed: not an error
        end_line()  # a progress bar still drawn: the shell's prompt comes on a line of its own
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
