"""Tapping sticks: put a stick at one place of a cell or take it away (`toggle`), as the page's board does."""

from __future__ import annotations

import re
from dataclasses import dataclass

from puzzlers import engine
from puzzlers.errors import PuzzleError, whole_number
from puzzlers.matchsticks.model import (
    BIT,
    ENGINE_TEXT,
    POSITIONS,
    Options,
    by_mask,
    engine_text,
    layout,
    read,
    sticks_of,
    text_of,
)
from puzzlers.matchsticks.solver import check_size, is_correct, rules_for


@dataclass(frozen=True)
class Toggled:
    """The row after one tap: its stick notation, its text if every cell is a symbol, and what is wrong if not
    an equation (``problem`` is None for a well-formed equation, correct or not)."""

    sticks: str
    equation: str | None
    problem: str | None
    correct: bool


def toggle(equation: str, cell: int, position: str, options: Options | dict | None = None) -> Toggled:
    """Put a stick at ``position`` of ``cell`` (0-based, in the layout drawn with ``interactive=True``) or take
    it away if one lies there. Empty cells are dropped from the result.

    >>> toggle("6+4=4", 1, "v").equation
    '6-4=4'
    """
    options = Options.from_dict(options)
    masks = read(equation, options)
    check_size(masks)
    cells = layout(masks, options)
    whole_number(cell, f"cell must be 0 to {len(cells) - 1}; got {cell!r}", 0, len(cells) - 1)
    if not isinstance(position, str) or position not in BIT:
        raise PuzzleError(f"position must be one of {', '.join(POSITIONS)}; got {position!r}")
    row = [c.mask for c in cells]
    row[cell] ^= BIT[position]
    return examine(row, options)


def examine(row: list[int], options: Options) -> Toggled:
    """A row of cells' masks (empty cells drawn or not) as the board shows it: its text, and what keeps it from
    being an equation, if anything.

    >>> examine(read("6+4=4", Options()), Options())
    Toggled(sticks='acdefg|gv|bcfg|gq|bcfg', equation='6+4=4', problem=None, correct=False)
    >>> examine([*read("6", Options()), 1], Options()).problem
    'cell 2 is no symbol yet'
    """
    sticks = sticks_of(row)
    if not sticks:
        return Toggled("", None, "no sticks are left", False)
    text = text_of(row, options)
    if text is None:
        bad = next(i for i, m in enumerate(row) if m and m not in by_mask(options))
        return Toggled(sticks, None, f"cell {bad + 1} is no symbol yet", False)
    problem = None
    try:
        engine.parse_equation(engine_text(text), rules_for(options))
    except PuzzleError as error:
        problem = _in_cells(str(error), text, [i for i, mask in enumerate(row) if mask])
    return Toggled(sticks, text, problem, problem is None and is_correct(text, options))


def _in_cells(message: str, text: str, drawn: list[int] | None = None) -> str:
    """The engine's message about the row's engine spelling (`engine_text`: signs spaced, × as *) in the row's
    own terms: the cell at fault, numbered as a tap numbers them (``drawn``: the cells of the row that hold the
    text's symbols, empty cells left out of it; by default none), and its symbol as drawn.

    >>> _in_cells("expected a number, got '*' at position 5 of '6 * * 4 = 4'", "6××4=4")
    "expected a number, got '×' in cell 3"
    >>> _in_cells("expected a number, got '*' at position 5 of '6 * * 4 = 4'", "6××4=4", [1, 2, 3, 4, 6, 7])
    "expected a number, got '×' in cell 4"
    >>> _in_cells("a sign '+' cannot stand here at position 7 of '123 + + 4 = 5'", "123++4=5")
    "a sign '+' cannot stand here in cell 5"
    >>> _in_cells("an equation needs exactly one != or =; '6 != != 4' has 2", "6≠≠4")
    "an equation needs exactly one ≠ or =; '6≠≠4' has 2"
    """
    found = re.fullmatch(r"(.*) at (?:position (\d+)|the end) of '(.*)'", message, re.S)
    if not found:  # "an equation needs exactly one != or =; '6 != != 4' has 2"
        return message.replace(repr(engine_text(text)), repr(text)).replace("!=", "≠")
    said, position, spelled = found.groups()
    for symbol, spelling in ENGINE_TEXT.items():
        said = said.replace(repr(spelling), repr(symbol))
    if position is None:
        return f"{said} at the end"
    # the cell each character of the engine's spelling comes from: its tokens are the row's digit runs and signs
    cells: list[int] = []
    cell = 0
    for token in spelled.split(" "):
        width = len(token) if token.isdigit() else 1
        cells.extend(range(cell, cell + width) if token.isdigit() else [cell] * len(token))
        cells.append(cell + width - 1)  # the space after it
        cell += width
    index = int(position) - 1
    if index >= len(cells) or spelled != engine_text(text):
        return message
    cell = cells[index] if drawn is None else drawn[cells[index]]
    return f"{said} in cell {cell + 1}"
