"""The one exception type a user can cause, the check of whole-number arguments, the tile a player's colours
get wrong (Nerdle's and Mathler's messages), and typed text read as ASCII."""

import unicodedata
from collections.abc import Iterable
from dataclasses import fields


class PuzzleError(ValueError):
    """Bad input or a stated limit exceeded; the message is meant for a person and says what to change.

    >>> raise PuzzleError("a plate needs 2 to 11 digits; got 15")
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 15
    """


def is_whole(value: object) -> bool:
    """Whether ``value`` is a whole number: an ``int`` and not a ``bool`` (JSON's ``true`` is no number).

    >>> is_whole(3), is_whole(True), is_whole(3.0)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def check_option_names(options_class: type, data: dict) -> None:
    """A `PuzzleError` naming the first key of ``data`` that is no field of the dataclass ``options_class``, and the
    known ones (a puzzle's options given as a dict: the matchsticks', the plates')."""
    known = {f.name for f in fields(options_class)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise PuzzleError(f"unknown option {unknown[0]!r}; known options: {', '.join(sorted(known))}")


def whole_number(value: object, message: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` when it is a whole number (`is_whole`) from ``low`` to ``high`` (None: no bound that side); else
    a `PuzzleError` with ``message``, the caller's words for what is wanted (every argument a user gives that
    must be a whole number is checked here).

    >>> whole_number(3, "count must be 1 to 9; got 3", 1, 9)
    3
    >>> whole_number(True, "count must be 1 to 9; got True", 1, 9)
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: count must be 1 to 9; got True
    """
    if not is_whole(value) or (low is not None and value < low) or (high is not None and value > high):
        raise PuzzleError(message)
    return value  # type: ignore[return-value]


COLOUR_NAMES = {"G": "green", "P": "purple", "B": "black"}


def impossible_tile(feedback: str, rows: Iterable[str]) -> tuple[int, str, str] | None:
    """The first tile whose colour in ``feedback`` none of the colour ``rows`` gives (the rows the answers still
    possible give the guess), as ``(index, its colour's name, the names of the colours it can have)``; None when
    every tile's colour is possible on its own. For messages that name the tile a player set wrong.

    >>> impossible_tile("BBBBB", ["GGGGG", "GBGPG"])
    (0, 'black', 'green')
    >>> impossible_tile("GBGGG", ["GGGGG", "GBGPG"]) is None
    True
    """
    rows = set(rows)
    for i, colour in enumerate(feedback):
        possible = {row[i] for row in rows}
        if colour not in possible:
            return i, COLOUR_NAMES[colour], " or ".join(COLOUR_NAMES[c] for c in "BPG" if c in possible)
    return None


def tile_fault(where: str, guess: str, feedback: str, rows: Iterable[str], answers: str) -> str | None:
    """The message naming the tile of ``guess`` whose colour in ``feedback`` none of the colour ``rows`` gives
    (`impossible_tile`), for every Nerdle variant's error: ``where`` names the guess (and board), ``answers`` the
    answers meant; None when each tile's colour is possible on its own.

    >>> tile_fault("guess 1 (12+3=15)", "12+3=15", "BBBBBBB", ["GGGGGGG", "GBGPGGG"], "no answer")
    "guess 1 (12+3=15), tile 1 ('1'): no answer makes it black; it can only be green"
    """
    tile = impossible_tile(feedback, rows)
    if tile is None:
        return None
    i, colour, others = tile
    return f"{where}, tile {i + 1} ({guess[i]!r}): {answers} makes it {colour}; it can only be {others}"


#: Full-width forms (U+FF01 to U+FF5E, what a Chinese or Japanese keyboard types) and the ideographic space; the minus
#: sign and the en dash (a keyboard's long press on "-", or its smart punctuation) are "-".
_FULL_WIDTH = ({code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
               | {0x3000: 0x20, 0x2212: 0x2D, 0x2013: 0x2D, 0x2010: 0x2D, 0x2011: 0x2D})


_TILE_SIGNS = str.maketrans({"×": "*", "·": "*", "⋅": "*", "÷": "/", "∕": "/"})


def ascii_forms(text: str) -> str:
    """``text`` with full-width forms and other scripts' digits in ASCII: a phone's keyboard set to Japanese types
    ``１２３４``, one set to Arabic ``١٢٣٤``, and both mean ``1234`` (what a puzzle's input is read as). The minus
    sign, dashes and hyphens are ``-``; invisible format characters (a right-to-left mark pasted from a message,
    a zero-width space) go.

    >>> ascii_forms("１２－３＝９"), ascii_forms("٤٢"), ascii_forms("x² ≠ 5"), ascii_forms("−12 – 3‐1")
    ('12-3=9', '42', 'x² ≠ 5', '-12 - 3-1')
    >>> ascii_forms("\u200f24\u200b")
    '24'
    """
    if text.isascii():
        return text
    text = text.translate(_FULL_WIDTH)
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() and not ch.isascii() else ch for ch in text
                   if unicodedata.category(ch) != "Cf")


def tiles_text(text: str) -> str:
    """A typed equation as its tiles: `ascii_forms`, without spaces of any kind ("9 * 8 - 7 = 65" is 8 tiles, as
    a Nerdle or Mathler guess and a matchstick equation are read), with the signs ``×`` ``·`` ``⋅`` and ``÷``
    ``∕`` as the tiles ``*`` and ``/`` (as the boards of the site read those keys).

    >>> tiles_text(" ９ × 8 -\xa07 = 65 ")
    '9*8-7=65'
    >>> tiles_text("12÷3=4"), tiles_text("9·8-7=65"), tiles_text("12∕3=4")
    ('12/3=4', '9*8-7=65', '12/3=4')
    """
    if not isinstance(text, str):
        raise TypeError(f"an equation is text; got {type(text).__name__}")
    return "".join(ascii_forms(text).split()).translate(_TILE_SIGNS)
