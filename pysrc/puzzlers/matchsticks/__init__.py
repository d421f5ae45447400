"""Matchstick equations: move, add or remove sticks to make an equation true; puzzle generation.

The library is re-exported here (``from puzzlers.matchsticks import solve``); its modules:

- `matchsticks.solver`: the library: `solve`, `toggle`, `generate`
- `matchsticks.model`: digits and symbols as sticks: the seven-segment model
- `matchsticks.svg`: drawing equations as SVG
- `matchsticks.cli`: the `puzzlers` subcommand;  `matchsticks.web`: the browser entry points (JSON in, JSON out)

No library module imports a face: long work reports progress through a callback argument.
"""

from puzzlers.matchsticks.solver import (
    CSV_FIELDS,
    DETAIL_WORK,
    GENERATE_MAX_WORK,
    KINDS,
    MAX_CELLS,
    MAX_COUNT,
    MAX_MOVES,
    MAX_WORK,
    MODES,
    ROW_WORK,
    Move,
    Puzzle,
    Result,
    Solution,
    Toggled,
    describe,
    draw,
    draw_solution,
    generate,
    is_correct,
    kind_of_solution,
    neighbours,
    notation,
    puzzle_dict,
    puzzles_csv,
    random_correct,
    rules_for,
    solution_dict,
    solve,
    toggle,
)

__all__ = [
    "MODES", "MAX_MOVES", "MAX_CELLS", "MAX_WORK", "ROW_WORK", "DETAIL_WORK", "GENERATE_MAX_WORK", "KINDS",
    "Move", "Solution", "Result", "rules_for", "is_correct", "notation", "solve", "neighbours", "describe",
    "solution_dict", "draw", "draw_solution", "Toggled", "toggle", "MAX_COUNT", "Puzzle", "kind_of_solution",
    "random_correct", "generate", "puzzle_dict", "CSV_FIELDS", "puzzles_csv",
]
