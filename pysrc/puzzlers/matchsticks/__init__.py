"""Matchstick equations: move, add or remove sticks to make an equation true; puzzle generation.

The library is re-exported here (``from puzzlers.matchsticks import solve``); its modules:

- `matchsticks.solver`: the search: `solve`, `neighbours`, the rules (`rules_for`, `is_correct`)
- `matchsticks.moves`: the moves of a solution: pairing the sticks, their notation, a sentence for each
- `matchsticks.output`: solutions and puzzles as JSON and CSV, drawings of equations and solutions
- `matchsticks.tapping`: putting a stick on or taking it off (`toggle`)
- `matchsticks.generator`: puzzles with exactly one solution (`generate`)
- `matchsticks.model`: digits and symbols as sticks: the seven-segment model
- `matchsticks.svg`: drawing equations as SVG
- `matchsticks.cli`: the `puzzlers` subcommand;  `matchsticks.web`: the browser entry points (JSON in, JSON out)

No library module imports a face: long work reports progress through a callback argument.
"""

from puzzlers.matchsticks.generator import (
    GENERATE_MAX_WORK,
    KINDS,
    MAX_COUNT,
    IncompleteSet,
    Puzzle,
    generate,
    kind_of_solution,
    random_correct,
)
from puzzlers.matchsticks.moves import Move, describe, notation
from puzzlers.matchsticks.output import CSV_FIELDS, draw, draw_solution, puzzle_dict, puzzles_csv, solution_dict
from puzzlers.matchsticks.solver import (
    DETAIL_WORK,
    MAX_CELLS,
    MAX_MOVES,
    MAX_WORK,
    MODES,
    ROW_WORK,
    Result,
    Solution,
    is_correct,
    neighbours,
    rules_for,
    solve,
)
from puzzlers.matchsticks.tapping import Toggled, toggle

__all__ = [
    "MODES", "MAX_MOVES", "MAX_CELLS", "MAX_WORK", "ROW_WORK", "DETAIL_WORK", "GENERATE_MAX_WORK", "KINDS",
    "Move", "Solution", "Result", "rules_for", "is_correct", "notation", "solve", "neighbours", "describe",
    "solution_dict", "draw", "draw_solution", "Toggled", "toggle", "MAX_COUNT", "Puzzle", "IncompleteSet",
    "kind_of_solution", "random_correct", "generate", "puzzle_dict", "CSV_FIELDS", "puzzles_csv",
]
