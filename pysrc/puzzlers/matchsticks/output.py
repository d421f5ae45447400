"""Matchstick answers shaped for output: solutions and puzzles as JSON (`solution_dict`, `puzzle_dict`), puzzle sets
as CSV (`puzzles_csv`), and drawings (`draw`, `draw_solution`).
"""

from __future__ import annotations

import csv
import io

from puzzlers.matchsticks.generator import Puzzle
from puzzlers.matchsticks.model import Options
from puzzlers.matchsticks.moves import describe, symbol_name
from puzzlers.matchsticks.solver import Solution
from puzzlers.matchsticks.svg import draw_equation, draw_row


def solution_dict(solution: Solution, options: Options = Options()) -> dict:
    """A solution as JSON: ``{"equation", "sticks", "action", "notation", "moves": [{"from", "to", "text"}],
    "changes": [{"cell", "from", "to"}]}``. A move's ``from``/``to`` is ``{"cell", "position", "symbol"}``
    (cells from 0 in the layout, ``symbol`` what the cell showed before: ``""`` for an empty cell, null for
    sticks that were no symbol) or null for a stick added from or put back to the pile."""
    before = solution.before

    def spot(s):
        if s is None:
            return None
        return {"cell": s[0], "position": s[1], "symbol": symbol_name(before[s[0]], options)}

    return {
        "equation": solution.equation,
        "sticks": solution.sticks,
        "action": solution.action,
        "notation": solution.notation,
        "moves": [{"from": spot(m.source), "to": spot(m.target), "text": describe(m, before, options)}
                  for m in solution.moves],
        "changes": [{"cell": i, "from": symbol_name(before[i], options),
                     "to": symbol_name(solution.after[i], options)} for i in solution.cells_changed],
    }


def draw(equation: str, options: Options | dict | None = None, interactive: bool = False) -> str:
    """The SVG of an equation (text or stick notation); see `puzzlers.matchsticks.svg`."""
    return draw_equation(equation, Options.from_dict(options), interactive)


def draw_solution(solution: Solution, options: Options | dict | None = None) -> str:
    """The SVG of a solution: sticks put on in blue, the places sticks left dashed."""
    options = Options.from_dict(options)
    text = "; ".join(describe(m, solution.before, options) for m in solution.moves)
    cells = [(b, a, not b) for b, a in zip(solution.before, solution.after)]
    return draw_row(cells, solution.equation, text, options=options)


def puzzle_dict(puzzle: Puzzle, options: Options = Options()) -> dict:
    """A puzzle as JSON: ``{"equation", "moves", "mode", "kind", "solutions": [one solution_dict]}``."""
    return {"equation": puzzle.equation, "moves": puzzle.moves, "mode": puzzle.mode, "kind": puzzle.kind,
            "solutions": [solution_dict(puzzle.solution, options)]}


CSV_FIELDS = ("equation", "moves", "mode", "kind", "solution", "action", "notation", "how")


def puzzles_csv(puzzles: list[Puzzle], options: Options = Options()) -> str:
    """A puzzle set as CSV, one row per puzzle, with its solution and how to reach it."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for p in puzzles:
        s = p.solution
        how = "; ".join(describe(m, s.before, options) for m in s.moves)
        writer.writerow([p.equation, p.moves, p.mode, p.kind, s.equation, s.action, s.notation, how])
    return out.getvalue()
