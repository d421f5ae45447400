"""Run the ``puzzlers`` command line in-process for tests: exit status, standard output and standard error."""

from __future__ import annotations

import contextlib
import io

from puzzlers import cli


def run(argv: list[str]) -> tuple[int, str, str]:
    """``puzzlers *argv``; argparse's own exits (usage errors: 2, --help: 0) become the status too."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = cli.main(argv)
        except SystemExit as stop:
            status = stop.code
    return status, out.getvalue(), err.getvalue()
