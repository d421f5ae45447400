"""The matchstick model: stick positions in a cell, the symbols they make, options, and reading equations.

Every cell has the same frame, one unit wide and two tall (a stick is one unit long). A symbol is the *set* of
positions holding a stick, so which symbol becomes which by adding, removing or moving sticks is derived from
set differences, never typed in by hand::

     a          the seven segments a-g of a digit,
    f b         v  the upright of '+',          q  the second bar of '=' (under g),
     g          s  the stroke of '/' (and of '×'), t  the other stroke of '×',
    e c         n  the stroke of '≠' (through both bars of '='),
     d          h, i  the arms of '<',  j, k  the arms of '>'.

'-' is the stick at g, so '+' minus its upright is '-', '-' plus q is '=', '=' plus n is '≠', '×' minus t is
'/', and '-' turned about its middle is '/' (``wO`` in the notation of *Matchstick Calculator program*).
Because every cell shares the frame, a cell may change kind: '+' becomes '=' by moving its upright to q.

>>> opts = Options()
>>> sorted(symbol.text for symbol in symbols(opts) if symbol.mask == mask_of("abcdfg"))
['9']
>>> one_stick_table("add", opts)["5"]
['6', '9']
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from functools import cache

from puzzlers.errors import PuzzleError, check_option_names, tiles_text

#: Every stick position of a cell, in bit order.
POSITIONS = "abcdefgvqstnhijk"
BIT = {p: 1 << i for i, p in enumerate(POSITIONS)}

_R = math.sqrt(3) / 4  # half the rise of a stick at 60 degrees


def _diagonal(cx: float, cy: float, rising: bool) -> tuple[float, float, float, float]:
    """A unit stick at 60 degrees through (cx, cy): rising goes from lower left to upper right."""
    return (cx - 0.25, cy + _R, cx + 0.25, cy - _R) if rising else (cx - 0.25, cy - _R, cx + 0.25, cy + _R)


#: Where each position lies in the cell frame: (x1, y1, x2, y2), x to the right, y down; the match head is at
#: (x2, y2).
GEOMETRY: dict[str, tuple[float, float, float, float]] = {
    "a": (0.0, 0.0, 1.0, 0.0),
    "b": (1.0, 1.0, 1.0, 0.0),
    "c": (1.0, 2.0, 1.0, 1.0),
    "d": (0.0, 2.0, 1.0, 2.0),
    "e": (0.0, 2.0, 0.0, 1.0),
    "f": (0.0, 1.0, 0.0, 0.0),
    "g": (0.0, 1.0, 1.0, 1.0),
    "v": (0.5, 1.5, 0.5, 0.5),
    "q": (0.0, 1.4, 1.0, 1.4),
    "s": _diagonal(0.5, 1.0, True),
    "t": _diagonal(0.5, 1.0, False),
    "n": _diagonal(0.5, 1.2, True),
    "h": (0.9, 0.4, 0.1, 1.0),
    "i": (0.9, 1.6, 0.1, 1.0),
    "j": (0.1, 0.4, 0.9, 1.0),
    "k": (0.1, 1.6, 0.9, 1.0),
}

#: What each position is called in sentences.
POSITION_NAMES = {
    "a": "top", "b": "upper right", "c": "lower right", "d": "bottom", "e": "lower left", "f": "upper left",
    "g": "middle", "v": "upright", "q": "lower bar", "s": "rising stroke", "t": "falling stroke",
    "n": "crossing stroke", "h": "upper arm of <", "i": "lower arm of <", "j": "upper arm of >",
    "k": "lower arm of >",
}

DIGIT_POSITIONS = "abcdefg"

#: Display spelling -> engine spelling (the engine's tokenizer reads both).
ENGINE_TEXT = {"×": "*", "≠": "!="}
#: Accepted spellings of each symbol when reading an equation.
SPELLINGS = {"*": "×", "x": "×", "X": "×", "·": "×", "÷": "/", ":": "/", "−": "-", "–": "-", "!=": "≠", "<>": "≠",
             "==": "="}

DIGIT, OPERATOR, COMPARATOR, EMPTY, LOOSE = "N", "O", "C", "E", "X"


@dataclass(frozen=True)
class Options:
    """Which symbols exist and how they are drawn (the variants people meet), plus where new cells may appear.

    - ``comparators``: the comparators in play, from ``=≠<>`` (*Matchstick Calculator program* has ``=`` only).
    - ``operators``: the operators in play, from ``+-×/``; ``×`` is always two crossed diagonals.
    - ``tails``: 6 and 9 ``"with"`` their tail (6 sticks, the standard), ``"without"`` (5 sticks) or ``"both"``.
    - ``seven``: 7 with ``"3"`` sticks (standard), ``"4"`` (with the upper-left stick) or ``"both"``.
    - ``one``: 1 on the ``"right"`` segments (standard), the ``"left"`` ones, or ``"both"``.
    - ``unary_minus``: a side may start with ``-``; opens an empty cell in front of each side for it.
    - ``gaps``: empty cells sticks may be moved into (and cells that may be emptied): ``"none"`` (as in
      *Matchstick Calculator program*: the row of symbols is fixed), ``"sides"`` (an empty cell in front of each
      side) or ``"all"`` (an empty cell between any two symbols and at both ends, and any symbol may be emptied
      away).
    - ``leading_zeros``: whether a number may start with 0 (``05``).

    Where a variant is ``"both"``, typed text uses the first (standard) drawing; the other is reached by moving
    sticks, or typed in stick notation (see `read`).
    """

    comparators: str = "="
    operators: str = "+-×/"
    tails: str = "with"
    seven: str = "3"
    one: str = "right"
    unary_minus: bool = False
    gaps: str = "none"
    leading_zeros: bool = False

    def __post_init__(self) -> None:
        for name in ("comparators", "operators"):
            if not isinstance(getattr(self, name), str):
                raise PuzzleError(f"{name} must be text such as {getattr(Options, name)!r}; "
                                  f"got {getattr(self, name)!r}")
        comparators = "".join(SPELLINGS.get(c, c) for c in self.comparators)
        operators = "".join(SPELLINGS.get(c, c) for c in self.operators)
        if not comparators or set(comparators) - set("=≠<>"):
            raise PuzzleError(f"comparators must be taken from '=≠<>'; got {self.comparators!r}")
        if set(operators) - set("+-×/"):
            raise PuzzleError(f"operators must be taken from '+-×/'; got {self.operators!r}")
        object.__setattr__(self, "comparators", "".join(c for c in "=≠<>" if c in comparators))
        object.__setattr__(self, "operators", "".join(c for c in "+-×/" if c in operators))
        for name, allowed in (("tails", ("with", "without", "both")), ("seven", ("3", "4", "both")),
                              ("one", ("right", "left", "both")), ("gaps", ("none", "sides", "all"))):
            value = str(getattr(self, name))
            if value not in allowed:
                raise PuzzleError(f"{name} must be one of {', '.join(allowed)}; got {getattr(self, name)!r}")
            object.__setattr__(self, name, value)
        for name in ("unary_minus", "leading_zeros"):
            if not isinstance(getattr(self, name), bool):
                raise PuzzleError(f"{name} must be true or false; got {getattr(self, name)!r}")
        if self.unary_minus and self.gaps == "none":
            object.__setattr__(self, "gaps", "sides")

    @classmethod
    def from_dict(cls, data: dict | None) -> Options:
        """Options from a JSON object (the browser's ``options``); unknown keys are an error, not ignored."""
        if data is None:
            return cls()
        if isinstance(data, Options):
            return data
        if not isinstance(data, dict):
            raise PuzzleError(f"options must be an object; got {type(data).__name__}")
        check_option_names(cls, data)
        return cls(**data)

    def to_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


@dataclass(frozen=True)
class Symbol:
    """One drawing of a symbol: its text (``×`` and ``≠`` as displayed), kind (N, O, C) and stick positions."""

    text: str
    kind: str
    mask: int
    variant: str = ""

    @property
    def sticks(self) -> int:
        return self.mask.bit_count()


def mask_of(positions: str) -> int:
    mask = 0
    for p in positions:
        if p not in BIT:
            raise PuzzleError(f"unknown stick position {p!r}; positions are {POSITIONS}")
        mask |= BIT[p]
    return mask


def positions_of(mask: int) -> str:
    """The stick positions of ``mask`` as letters, in the order a to g, then the signs' (see the figure in "How it
    works").

    >>> positions_of(by_text()["4"].mask)
    'bcfg'
    """
    return "".join(p for p in POSITIONS if mask & BIT[p])


_DIGITS = {"0": "abcdef", "2": "abdeg", "3": "abcdg", "4": "bcfg", "5": "acdfg", "8": "abcdefg"}
_SIGNS = {"+": "gv", "-": "g", "×": "st", "/": "s", "=": "gq", "≠": "gqn", "<": "hi", ">": "jk"}
#: Each sign's name, written after it where a message lists the signs: read aloud, "+ - × /" was "plus dash times
#: slash" (or nothing at all, a screen reader passing punctuation over), and "-" and "/" are read as punctuation.
_SIGN_NAMES = {"+": "plus", "-": "minus", "×": "times", "/": "divided by", "=": "equals", "≠": "not equal to",
               "<": "less than", ">": "greater than"}


def _named(signs: str) -> str:
    """The signs listed with their names: ``+ (plus), - (minus) and = (equals)``."""
    named = [f"{sign} ({_SIGN_NAMES[sign]})" for sign in signs]
    return ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else "".join(named)


@cache
def symbols(options: Options = Options()) -> tuple[Symbol, ...]:
    """Every symbol drawing in play, standard drawings first (so the first drawing of a text is its default)."""
    table: list[Symbol] = []
    ones = {"right": ["bc"], "left": ["ef"], "both": ["bc", "ef"]}[options.one]
    sevens = {"3": ["abc"], "4": ["abcf"], "both": ["abc", "abcf"]}[options.seven]
    sixes = {"with": ["acdefg"], "without": ["cdefg"], "both": ["acdefg", "cdefg"]}[options.tails]
    nines = {"with": ["abcdfg"], "without": ["abcfg"], "both": ["abcdfg", "abcfg"]}[options.tails]
    variants = {"1": ones, "6": sixes, "7": sevens, "9": nines}
    for digit in "0123456789":
        drawings = variants.get(digit, [_DIGITS.get(digit)])
        for n, drawing in enumerate(drawings):
            table.append(Symbol(digit, DIGIT, mask_of(drawing), "" if n == 0 else drawing))
    for op in options.operators:
        table.append(Symbol(op, OPERATOR, mask_of(_SIGNS[op])))
    for cmp in options.comparators:
        table.append(Symbol(cmp, COMPARATOR, mask_of(_SIGNS[cmp])))
    return tuple(table)


@cache
def by_mask(options: Options = Options()) -> dict[int, Symbol]:
    """The symbol a set of sticks shows, if any."""
    return {s.mask: s for s in symbols(options)}


@cache
def by_text(options: Options = Options()) -> dict[str, Symbol]:
    """The standard drawing of each symbol text."""
    table: dict[str, Symbol] = {}
    for s in symbols(options):
        table.setdefault(s.text, s)
    return table


def one_stick_table(change: str, options: Options = Options()) -> dict[str, list[str]]:
    """Which symbol becomes which with one stick: ``change`` is ``"add"``, ``"remove"`` or ``"move"`` (within
    the symbol). Derived from the positions; keys and lists in table order, variants merged by text.

    >>> one_stick_table("move")["0"]
    ['6', '9']
    """
    table: dict[str, list[str]] = {}
    for s in symbols(options):
        row = table.setdefault(s.text, [])
        for t in symbols(options):
            added, removed = (t.mask & ~s.mask).bit_count(), (s.mask & ~t.mask).bit_count()
            wanted = {"add": (1, 0), "remove": (0, 1), "move": (1, 1)}[change]
            if (added, removed) == wanted and t.text != s.text and t.text not in row:
                row.append(t.text)
    return table


# --- reading equations --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    """One place in the row: its sticks, and whether it is an empty gap the options opened."""

    mask: int
    gap: bool = False


def read(equation: str, options: Options = Options()) -> tuple[int, ...]:
    """The stick masks of an equation, one per symbol.

    ``equation`` is text (``6+4=4``, ``12×3≠5``; spaces ignored; ``*`` ``x`` ``÷`` ``!=`` accepted) or stick
    notation: the positions of each cell separated by ``|`` (``acdefg|gv|bcfg|gq|bcfg`` is ``6+4=4``), which
    can spell any drawing, even one that is not a symbol (a pile in progress). Empty cells are dropped.

    >>> read("1+1=2") == (mask_of("bc"), mask_of("gv"), mask_of("bc"), mask_of("gq"), mask_of("abdeg"))
    True
    """
    if not isinstance(equation, str):
        raise PuzzleError(f"an equation must be text; got {type(equation).__name__}")
    text = tiles_text(equation)
    if not text:
        raise PuzzleError("the equation is empty; type one such as 6+4=4")
    if "|" in text:
        masks = tuple(mask_of(part) for part in text.split("|") if part)
        if not masks:
            raise PuzzleError("the stick notation has no sticks")
        return masks
    known = by_text(options)
    masks = []
    i = 0
    while i < len(text):
        two = text[i:i + 2]
        if two in SPELLINGS:
            sym, i = SPELLINGS[two], i + 2
        else:
            sym, i = SPELLINGS.get(text[i], text[i]), i + 1
        if sym not in known:
            if sym in _SIGNS:
                which = "comparator" if sym in "=≠<>" else "operator"
                raise PuzzleError(f"the {which} {sym!r} is not enabled; enable it with the "
                                  f"{which}s option (now {getattr(options, which + 's')!r})")
            raise PuzzleError(f"{sym!r} (position {i}) is not a matchstick symbol; use digits, "
                              f"{_named(options.operators + options.comparators)}")
        masks.append(known[sym].mask)
    return tuple(masks)


def text_of(masks, options: Options = Options()) -> str | None:
    """The equation text a row of masks shows (empty cells read as nothing), or None if a cell is no symbol."""
    table = by_mask(options)
    out = []
    for mask in masks:
        if mask:
            symbol = table.get(mask)
            if symbol is None:
                return None
            out.append(symbol.text)
    return "".join(out)


def sticks_of(masks) -> str:
    """Stick notation of a row (empty cells dropped): ``acdefg|gv|bcfg|gq|bcfg``."""
    return "|".join(positions_of(m) for m in masks if m)


def layout(masks, options: Options = Options()) -> tuple[Cell, ...]:
    """The row with the empty cells the options open (``gaps``): in front of each side for ``"sides"``,
    around every symbol for ``"all"``. Cell numbers in moves and drawings count these cells."""
    cells: list[Cell] = []
    comparator_masks = {s.mask for s in symbols(options) if s.kind == COMPARATOR}
    if options.gaps == "all":
        for mask in masks:
            cells += [Cell(0, True), Cell(mask)]
        cells.append(Cell(0, True))
        return tuple(cells)
    if options.gaps == "sides":
        cells.append(Cell(0, True))
        for mask in masks:
            cells.append(Cell(mask))
            if mask in comparator_masks:
                cells.append(Cell(0, True))
        return tuple(cells)
    return tuple(Cell(mask) for mask in masks)


def kind_of(mask: int, options: Options = Options()) -> str:
    """N, O or C for a symbol, E for an empty cell, X for sticks that make no symbol."""
    if not mask:
        return EMPTY
    symbol = by_mask(options).get(mask)
    return symbol.kind if symbol else LOOSE


def engine_text(text: str) -> str:
    """The engine's spelling of a row's text, every sign its own token: two '=' cells are two comparators,
    not the engine's ``==``, and two '×' cells are not ``**``.

    >>> engine_text("3==3×4")
    '3 = = 3 * 4'
    """
    return " ".join("".join(ch if ch.isdigit() else f" {ENGINE_TEXT.get(ch, ch)} " for ch in text).split())
