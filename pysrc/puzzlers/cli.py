"""The ``puzzlers`` command line: one subcommand per puzzle.

Each puzzle module registers its own subcommand with a ``register_cli(subparsers)`` function that adds a parser
and sets ``func`` (called with the parsed arguments; it returns the exit status). Errors a user can cause
(`PuzzleError`) are printed as one line on stderr with exit status 2, never as a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from puzzlers.errors import PuzzleError

#: Puzzle modules, in the order their subcommands are listed in ``puzzlers --help``.
PUZZLE_MODULES = ("plates", "nerdle", "mathler", "regexcrossword", "matchsticks")


def progress_bar(done: int, total: int, note: str = "", stream=None) -> None:
    """Draw ``[#####.....]  42.0%  note`` in place on stderr (long CLI runs: lists, statistics)."""
    stream = stream or sys.stderr
    width = 30
    filled = width * done // max(total, 1)
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {100 * done / max(total, 1):5.1f}%  {note}")
    stream.flush()


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (also used to generate the CLI reference page)."""
    parser = argparse.ArgumentParser(
        prog="puzzlers",
        description="Exact solvers for license plates, Nerdle, Mathler, regex crosswords and matchstick equations.",
    )
    from puzzlers import __version__

    parser.add_argument("--version", action="version", version=f"puzzlers {__version__}")
    subparsers = parser.add_subparsers(dest="puzzle", metavar="PUZZLE")
    for name in PUZZLE_MODULES:
        try:
            module = importlib.import_module(f"puzzlers.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"puzzlers.{name}":
                raise
            continue
        register = getattr(module, "register_cli", None)
        if register is not None:
            register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
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
