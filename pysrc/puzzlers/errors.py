"""The one exception type a user can cause, the check of whole-number arguments, and typed text read as ASCII."""

import unicodedata
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


#: Full-width forms (U+FF01 to U+FF5E, what a Chinese or Japanese keyboard types) and the ideographic space; the minus
#: sign and the en dash (a keyboard's long press on "-", or its smart punctuation) are "-".
_FULL_WIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20, 0x2212: 0x2D, 0x2013: 0x2D}


def ascii_forms(text: str) -> str:
    """``text`` with full-width forms and other scripts' digits in ASCII: a phone's keyboard set to Japanese types
    ``１２３４``, one set to Arabic ``١٢٣٤``, and both mean ``1234`` (what a puzzle's input is read as).

    >>> ascii_forms("１２－３＝９"), ascii_forms("٤٢"), ascii_forms("x² ≠ 5"), ascii_forms("−12 – 3")
    ('12-3=9', '42', 'x² ≠ 5', '-12 - 3')
    """
    if text.isascii():
        return text
    text = text.translate(_FULL_WIDTH)
    return "".join(str(unicodedata.decimal(ch)) if ch.isdecimal() and not ch.isascii() else ch for ch in text)


def tiles_text(text: str) -> str:
    """A typed equation as its tiles: `ascii_forms`, without spaces of any kind ("9 * 8 - 7 = 65" is 8 tiles, as
    a Nerdle or Mathler guess and a matchstick equation are read), with the signs ``×`` and ``÷`` as the tiles
    ``*`` and ``/`` (as the boards of the site read those keys).

    >>> tiles_text(" ９ × 8 -\xa07 = 65 ")
    '9*8-7=65'
    >>> tiles_text("12÷3=4")
    '12/3=4'
    """
    if not isinstance(text, str):
        raise TypeError(f"an equation is text; got {type(text).__name__}")
    return "".join(ascii_forms(text).split()).replace("×", "*").replace("÷", "/")
