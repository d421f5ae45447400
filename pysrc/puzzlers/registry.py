"""The puzzle registry: one record per puzzle, from which the command line, the browser's entry points, the
warm-up, the API reference and the tests take their lists.

Each puzzle sub-package declares one `Puzzle` in ``puzzlers/<package>/record.py``, a module that imports nothing
but this one:

```python
from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="plates",
    title="License plates",
    order=10,
    commands=(Command("plate", "solve a license plate: put + - * / and = between its digits"),),
    first_request=("solve", {"text": "1234"}),
    warm=True,
)
```

`PUZZLES` holds every record, sorted by `Puzzle.order`. Reading the records imports no puzzle library: each
``record.py`` is found next to its package (on disk or in the browser's zip, source or bytecode) and run on its
own, without running the package's ``__init__.py``, so ``puzzlers --version`` stays fast.

What is derived from the records: `puzzlers.cli.COMMANDS` (the subcommands), `puzzlers.web`'s allowed modules and
`puzzlers.web.FIRST_REQUESTS`, the puzzles the page warms up (`warm_modules`, written into the page at build time
by ``hooks/widget_tables.py``), the order of the API reference (``hooks/reference.py``) and the tests' module lists.

>>> [puzzle.package for puzzle in PUZZLES][:2]
['plates', 'nerdle']
>>> by_package("plates").commands[0].name
'plate'
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import pkgutil
from dataclasses import dataclass


@dataclass(frozen=True)
class Command:
    """One ``puzzlers`` subcommand: its name, one line of help, and the function of ``puzzlers.<package>.cli`` that
    adds its arguments to the subcommand's parser (``configure(parser)``, which sets ``func``)."""

    name: str
    help: str
    configure: str = "configure"


@dataclass(frozen=True)
class Puzzle:
    """A puzzle's record (``puzzlers/<package>/record.py``).

    - ``package``: the sub-package's name (``puzzlers.<package>``; its faces ``cli.py`` and ``web.py``);
    - ``title``: the puzzle's name for people (docs, CONTRIBUTING);
    - ``order``: its place in the command line's help, the API reference and the warm-up (smaller first);
    - ``commands``: its ``puzzlers`` subcommands (`Command`);
    - ``first_request``: ``(fn, args)``, the widget's first call (``puzzlers.<package>.web.web_<fn>(**args)``),
      which imports the puzzle and builds its tables; `puzzlers.web.web_warm` runs it; ``None``: none;
    - ``warm``: whether the page runs the first request in the background after Python's first answer, so that a
      later visit to the puzzle's page answers at once.
    """

    package: str
    title: str
    order: int
    commands: tuple[Command, ...] = ()
    first_request: tuple[str, dict] | None = None
    warm: bool = True

    def __hash__(self) -> int:  # the first request's dict is not hashable: a record hashes by its package
        return hash(self.package)


def _load(package_dir: str, package: str) -> Puzzle | None:
    """Run ``puzzlers/<package>/record.py`` on its own (not the package's ``__init__``) and return its ``PUZZLE``."""
    name = f"puzzlers.{package}.record"
    spec = importlib.machinery.PathFinder.find_spec(name, [package_dir])
    if spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    puzzle = getattr(module, "PUZZLE", None)
    if not isinstance(puzzle, Puzzle) or puzzle.package != package:
        raise ImportError(f"{name} must define PUZZLE = Puzzle(package={package!r}, ...)")
    return puzzle


def _discover() -> tuple[Puzzle, ...]:
    import puzzlers

    found = []
    for location in puzzlers.__path__:
        for info in pkgutil.iter_modules([location]):
            if info.ispkg:
                puzzle = _load(f"{location}/{info.name}", info.name)
                if puzzle is not None:
                    found.append(puzzle)
    return tuple(sorted(found, key=lambda p: (p.order, p.package)))


#: Every puzzle's record, sorted by `Puzzle.order`.
PUZZLES: tuple[Puzzle, ...] = _discover()


def by_package(package: str) -> Puzzle:
    """The record of ``puzzlers.<package>``; `KeyError` when there is none."""
    for puzzle in PUZZLES:
        if puzzle.package == package:
            return puzzle
    raise KeyError(package)


def warm_modules() -> list[str]:
    """The packages the page warms up after Python's first answer, in order (``site/js/runtime.js`` reads them
    from its script tag's ``data-warm`` attribute, written at build time)."""
    return [p.package for p in PUZZLES if p.warm and p.first_request is not None]
