"""Run the ``puzzlers`` command line in-process for tests: exit status, standard output and standard error."""

from __future__ import annotations

import contextlib
import io

from puzzlers import cli


class Terminal(io.StringIO):
    """A standard error that says it is a terminal (the CLI draws its progress bars only on one)."""

    def isatty(self) -> bool:
        return True


def run(argv: list[str], terminal: bool = False) -> tuple[int, str, str]:
    """``puzzlers *argv``; argparse's own exits (usage errors: 2, --help: 0) become the status too. With
    ``terminal``, standard error is a terminal."""
    out, err = io.StringIO(), Terminal() if terminal else io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(argv)
        except SystemExit as stop:
            status = stop.code
    return status, out.getvalue(), err.getvalue()
