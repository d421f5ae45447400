"""Matchstick moves: pairing the sticks taken with the sticks put (`pair_moves`), the short notation of the moves
(`notation`) and a sentence for each (`describe`).
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzlers.matchsticks.model import (
    BIT,
    POSITION_NAMES,
    POSITIONS,
    Options,
    by_mask,
    kind_of,
)


@dataclass(frozen=True)
class Move:
    """One stick: taken from ``source`` and put at ``target``, each a ``(cell, position)``; ``source`` is None
    for a stick added from the pile, ``target`` None for one taken away. Cells count from 0 in the layout."""

    source: tuple[int, str] | None
    target: tuple[int, str] | None


def pair_moves(before, after, added: int, removed: int) -> tuple[Move, ...]:
    """Pair each taken stick with a placed one: within a cell first (the ``w`` of the notation),
    then in row order."""
    takes, puts, moves = [], [], []
    for i, (b, a) in enumerate(zip(before, after)):
        if a == b:
            continue
        out = [p for p in POSITIONS if b & ~a & BIT[p]]
        into = [p for p in POSITIONS if a & ~b & BIT[p]]
        if added and removed:
            while out and into:
                moves.append(Move((i, out.pop(0)), (i, into.pop(0))))
        takes += [(i, p) for p in out]
        puts += [(i, p) for p in into]
    while takes and puts:
        moves.append(Move(takes.pop(0), puts.pop(0)))
    moves += [Move(t, None) for t in takes] + [Move(None, p) for p in puts]
    return tuple(sorted(moves, key=lambda m: (m.source or m.target, m.target or m.source)))


def notation(before, after, moves: tuple[Move, ...], options: Options = Options()) -> tuple[str, str]:
    """The notation of the document *Matchstick Calculator program*: the action ``(+a, -r)`` and where sticks
    went, ``(+N, -O, wO)``: ``+`` a stick put on, ``-`` one taken off, ``w`` one moved within a cell; N a number's
    digit, O an operator, C the comparator, E an empty cell, X sticks that were no symbol — each letter names the
    cell as it was before.

    >>> notation((BIT["g"],), (BIT["s"],), (Move((0, "g"), (0, "s")),))
    ('(+1, -1)', '(+ , - , wO)')
    """
    order = "NOCEX"
    plus, minus, within = [], [], []
    for m in moves:
        if m.source and m.target and m.source[0] == m.target[0]:
            within.append(kind_of(before[m.source[0]], options))
            continue
        if m.target:
            plus.append(kind_of(before[m.target[0]], options))
        if m.source:
            minus.append(kind_of(before[m.source[0]], options))
    added = sum(1 for m in moves if m.target)
    removed = sum(1 for m in moves if m.source)

    def letters(xs):
        return "".join(sorted(xs, key=order.index)) or " "

    return f"(+{added}, -{removed})", f"(+{letters(plus)}, -{letters(minus)}, w{letters(within)})"


def symbol_name(mask: int, options: Options) -> str | None:
    """The symbol a cell's sticks show: ``""`` for an empty cell, None for sticks that are no symbol."""
    if not mask:
        return ""
    symbol = by_mask(options).get(mask)
    return symbol.text if symbol else None


def _place(spot: tuple[int, str], before, options: Options) -> str:
    cell, position = spot
    name = symbol_name(before[cell], options)
    what = "the empty cell" if name == "" else f"'{name}'" if name else "the sticks"
    return f"the {POSITION_NAMES[position]} of {what} (cell {cell + 1})"


def describe(move: Move, before, options: Options = Options()) -> str:
    """A sentence for one move; cells are counted from 1 here, as people count.

    >>> from puzzlers.matchsticks.model import read
    >>> describe(Move((1, "v"), (0, "b")), read("6+4=4"))
    "move the upright of '+' (cell 2) to the upper right of '6' (cell 1)"
    """
    if move.source and move.target:
        return f"move {_place(move.source, before, options)} to {_place(move.target, before, options)}"
    if move.target:
        return f"add a stick at {_place(move.target, before, options)}"
    return f"take away {_place(move.source, before, options)}"
