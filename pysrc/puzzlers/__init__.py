"""Puzzlers: exact solvers for number and word puzzles, in pure Python.

One package, standard library only at run time, running unchanged on CPython (library and CLI) and under
Pyodide in the browser. Each puzzle has a sub-package named after it (`puzzlers.plates`, `puzzlers.nerdle`,
`puzzlers.mathler`, `puzzlers.regexcrossword`, `puzzlers.matchsticks`): the library (plain functions and frozen
dataclasses, re-exported by the package) apart from its two faces, ``cli.py`` (a ``puzzlers`` subcommand) and
``web.py`` (``web_*`` JSON-in/JSON-out entry points for the browser, called through `puzzlers.web`).
"""

from puzzlers.errors import PuzzleError

__all__ = ["PuzzleError"]
__version__ = "0.1.0"
