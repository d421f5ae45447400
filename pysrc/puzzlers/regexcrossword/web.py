"""Regex crosswords: the browser entry points (JSON in, JSON out; see `puzzlers.web`)."""

from __future__ import annotations

from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword.puzzle import (
    Puzzle,
    bundled,
    bundled_puzzle,
    commented_clues,
    current_id,
    hexagon_geometry,
    puzzles_from_json,
    puzzles_from_text,
    to_text,
)
from puzzlers.regexcrossword.solver import DEFAULT_MAX, cell_letters, check_clues, hint, hint_dict, solve


def _budget(doing: str):
    """The page's progress bar for work on a puzzle: the share of the work budget used (past it, the solver gives
    up, so the bar full is where it stops)."""
    from puzzlers.web import progress

    return lambda used, limit: progress(used, limit, f"{doing}: share of the work budget used")

# ----------------------------------------------------------------------------------------------------------------
# Browser entry points


def _puzzle_arg(puzzle: object) -> Puzzle:
    """A puzzle from a bundled id, a JSON object (any JSON format) or text (JSON or plain text): the first, when
    a pack or a text holds several (the page loads it and says so; see `web_load`)."""
    return _puzzles_arg(puzzle)[0]


def _puzzles_arg(puzzle: object) -> list[Puzzle]:
    """Every puzzle `_puzzle_arg` may read (at least one)."""
    if isinstance(puzzle, dict):
        found = puzzles_from_json(puzzle)
    elif isinstance(puzzle, str):
        if "\n" not in puzzle and any(pid == current_id(puzzle) for pid, *_ in bundled()):
            return [bundled_puzzle(puzzle)]
        if "\n" not in puzzle.strip() and ":" not in puzzle and not puzzle.lstrip().startswith(("{", "[")):
            text = puzzle.strip()
            raise PuzzleError(f"no bundled puzzle {text if len(text) <= 40 else text[:39] + '…'!r}, and no puzzle "
                              "either: type its clues under a line 'rows:' and a line 'columns:', one per line, "
                              "or paste its JSON")
        found = puzzles_from_text(puzzle)
    else:
        raise PuzzleError("a puzzle is a bundled id, a JSON object or text")
    if not found:
        raise PuzzleError("no puzzle in this text: type its clues under a line 'rows:' and a line 'columns:', "
                          "one per line, or paste its JSON")
    return found


def web_solve(puzzle: str | dict, max_solutions: int = DEFAULT_MAX, cells: list | None = None) -> dict:
    """Solve a puzzle (bundled id, JSON object or text) with optional letters so far.

    Returns ``{"count": int, "complete": bool, "unique": bool, "solutions": [[row, ...], ...], "nodes": int}``;
    rows are strings top to bottom (hexagon rows likewise).
    """
    p = _puzzle_arg(puzzle)
    letters = cell_letters(p, cells) if cells is not None else None
    result = solve(p, max_solutions, letters, _budget("Solving"))
    return {"count": result.count, "complete": result.complete, "unique": result.unique,
            "solutions": [list(s) for s in result.solutions], "nodes": result.nodes}


def web_hint(puzzle: str | dict, cells: list | None = None) -> dict:
    """A hint for the letters so far (`cells`: one string per cell, "" for empty, or row strings with ``_``).

    Returns ``{"status": "hint"|"solved"|"conflict"|"unsolvable"|"gave_up", "cell": [row, index] | None, "symbol": str,
    "clues": [clue name, ...], "method": "clue"|"logic"|"search"|"", "wrong": [[row, index], ...],
    "message": str, "steps": [{"clue": name, "cell": [row, index], "symbols": str}, ...]}``: the chain of
    deductions, in order; each step is that clue alone, given the letters so far and the steps before it,
    leaving only `symbols` in that cell; the last step is the hinted cell. Raises nothing for a puzzle that is
    too hard: the status is then "gave_up".
    """
    return hint_dict(hint(_puzzle_arg(puzzle), cells, _budget("Looking for a hint")))


def web_check(puzzle: str | dict, cells: list | None = None) -> dict:
    """Live clue status for the letters so far, each clue judged exactly on its own (see `check_clues`).

    Returns ``{"clues": ["ok"|"possible"|"impossible"|"undecided", ...] (one per clue, in the order of
    web_load's clues), "full": bool (every cell filled), "solved": bool (full and every clue ok),
    "undecided": why some clue is "undecided" (too many ways to fill its line to decide within the work
    budget), or ""}``. "impossible" means no filling of the clue's empty cells matches it; "possible" that
    some does (the clues are not judged together). Raises `GaveUp` (a `PuzzleError`) when building the clues'
    automata alone exceeds the work budget.
    """
    p = _puzzle_arg(puzzle)
    letters = cell_letters(p, cells)
    result = check_clues(p, letters, _budget("Checking the clues"))
    status = list(result.clues)
    full = all(letters[k] or p.given[k] for k in range(p.size))
    return {"clues": status, "full": full, "solved": full and all(s == "ok" for s in status),
            "undecided": result.undecided}


def web_list() -> dict:
    """The bundled puzzles: ``{"puzzles": [{"id", "pack", "name", "shape", "rows", "supported", "reason"}]}``
    in a fixed order (regexcrossword.com packs, the MIT hexagon, the puzzles of the notebook
    *Using Python to solve Regexp CrossWord Puzzles*, ids ``notebook/...``)."""
    out = []
    for pid, pack, puzzle, reason in bundled():
        out.append({"id": pid, "pack": pack, "name": puzzle.name if puzzle else pid.split("/")[-1],
                    "shape": puzzle.shape if puzzle else "irregular", "rows": list(puzzle.rows) if puzzle else [],
                    "supported": puzzle is not None, "reason": reason})
    return {"puzzles": out}


def web_load(puzzle: str | dict) -> dict:
    """A puzzle with the geometry a page needs to draw it.

    Returns ``{"id", "name", "shape": "rectangle"|"hexagon"|"cells", "rows": [row lengths], "alphabet": str,
    "given": [one string per cell, "" for empty], "text": plain text form or "", "count": int,
    "cells": [{"row", "col", "x", "y", "lines": {direction: line number}}],
    "clues": [{"name", "regex", "direction", "line", "cells": [cell numbers in reading order]}]}``.
    Cells are numbered in reading order; ``x`` and ``y`` are drawing positions (rectangles: column and row;
    hexagons: x in half cells from the left, y the row). ``text`` is exact: loading it gives this same puzzle
    (name, id, alphabet, clues and empty clues, prefilled cells), so a page may keep it as the puzzle's source.
    It is "" for a puzzle with no plain text form (explicit cells JSON of another shape, a hexagon with two clues
    on a line); the page then keeps the user's own text. ``count`` is how many puzzles the text or pack holds:
    the first is loaded (the other entry points read the same first one), and the page says so when there are
    more. ``comments``: the ``[line number, line]`` of each line under a section of the text that starts with ``#``,
    skipped as a comment (a clue starting with ``#`` is written in double quotes), for the page to say.
    """
    found = _puzzles_arg(puzzle)
    p = found[0]
    if p.shape == "hexagon":
        xy = hexagon_geometry(*p.hexagon)[2]
    else:
        xy = [(p.row_col(k)[1], p.row_col(k)[0]) for k in range(p.size)]
    cells = []
    for k in range(p.size):
        row, col = p.row_col(k)
        lines = {c.direction: c.line for c in p.clues if k in c.cells}
        cells.append({"row": row, "col": col, "x": xy[k][0], "y": xy[k][1], "lines": lines})
    try:
        text = to_text(p)
    except PuzzleError:
        text = ""
    return {"id": p.id, "name": p.name, "shape": p.shape, "rows": list(p.rows), "alphabet": p.alphabet,
            "given": list(p.given), "text": text, "count": len(found), "cells": cells,
            "comments": [list(c) for c in commented_clues(puzzle)] if isinstance(puzzle, str) else [],
            "clues": [{"name": c.name, "regex": c.regex, "direction": c.direction, "line": c.line,
                       "cells": list(c.cells)} for c in p.clues]}


