"""Puzzlers: exact solvers for number and word puzzles, in pure Python.

One package, standard library only at run time, running unchanged on CPython (library and CLI) and under
Pyodide in the browser. Each puzzle has a module named after it with the same faces: plain functions and frozen
dataclasses, a CLI subcommand, and ``web_*`` JSON-in/JSON-out entry points for the browser (see `puzzlers.web`).
"""

from puzzlers.errors import PuzzleError

__all__ = ["PuzzleError"]
__version__ = "0.1.0"
