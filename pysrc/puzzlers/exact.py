"""Fast exact arithmetic shared by the enumerators (`puzzlers.engine`, Nerdle, Mathler, plates).

The enumerators run these in their innermost loops, so each is a plain function of a few lines on plain ``int``
values; import the names (``from puzzlers.exact import norm``) rather than the module, so a call costs one global
lookup.

Two exact representations of a rational number are in use:

- ``int | Fraction``, **normalised**: a whole value is always an ``int`` (`norm`), so ``type(v) is int`` tells
  whole values apart and whole values hash and compare as the ints they are. The engine, Nerdle and Mathler use it.

  >>> from fractions import Fraction
  >>> norm(Fraction(6, 3)), norm(Fraction(1, 2)), norm(7)
  (2, Fraction(1, 2), 7)

- ``int | (numerator, denominator)``, a *ratio*: a whole value is an ``int``, any other a reduced pair with a
  denominator > 1. Cheaper to build and hash than a ``Fraction``; the plate tables key dictionaries by it.

  >>> ratio(6, -4), ratio(8, 4)
  ((-3, 2), 2)
  >>> r_add((1, 2), (1, 2)), r_div(1, 3), r_div(1, 0) is None
  (1, (1, 3), True)
  >>> to_value((3, 4)), from_value(Fraction(8, 2))
  (Fraction(3, 4), 4)

And the integer helpers the enumerators bound their loops with:

>>> number_range(1), number_range(1, lone_zero=True), number_range(3)
((1, 9), (0, 9), (100, 999))
>>> right_range(1), right_range(2)
((0, 9), (10, 99))
>>> iroot(26, 3), iroot(27, 3), iroot(10**40 - 1, 2) == 10**20 - 1
(2, 3, True)
"""

from __future__ import annotations

from fractions import Fraction
from math import gcd

# --- int | Fraction ------------------------------------------------------------------------------------------


def norm(v):
    """``v`` with a whole `Fraction` turned into an ``int``; anything else unchanged."""
    if type(v) is Fraction and v.denominator == 1:
        return v.numerator
    return v


# --- numbers of a given width --------------------------------------------------------------------------------


def number_range(width: int, lone_zero: bool = False) -> tuple[int, int]:
    """The first and last numbers of ``width`` digits written without a leading zero (both included); the lone
    digit 0 counts only with ``lone_zero``."""
    if width == 1:
        return (0 if lone_zero else 1), 9
    return 10 ** (width - 1), 10**width - 1


def right_range(width: int) -> tuple[int, int]:
    """The first and last values of a right side of ``width`` digits: a non-negative integer without a leading
    zero, 0 itself included."""
    return number_range(width, lone_zero=True)


_FLOAT_EXACT = 1 << 52


def iroot(n: int, k: int) -> int:
    """The largest ``c >= 0`` with ``c**k <= n`` (0 when ``n < 1``), exactly, for any size of ``n``."""
    if n < 2:
        return max(n, 0)
    if n >= _FLOAT_EXACT:  # the float estimate could be off by more than a step or two: Newton from above
        c = 1 << -(-n.bit_length() // k)
        while True:
            d = ((k - 1) * c + n // c ** (k - 1)) // k
            if d >= c:
                return c
            c = d
    c = int(round(n ** (1.0 / k)))
    while c**k > n:
        c -= 1
    while (c + 1) ** k <= n:
        c += 1
    return c


# --- int | (numerator, denominator) --------------------------------------------------------------------------


def ratio(n: int, d: int):
    """n/d (d != 0) as an ``int`` when whole, else a reduced ``(numerator, denominator > 1)`` pair."""
    if d < 0:
        n, d = -n, -d
    g = gcd(n, d)
    if g != 1:
        n //= g
        d //= g
    return n if d == 1 else (n, d)


def parts(a) -> tuple[int, int]:
    """The ``(numerator, denominator)`` of a ratio."""
    return (a, 1) if type(a) is int else a


def r_add(a, b):
    if type(a) is int and type(b) is int:
        return a + b
    (n1, d1), (n2, d2) = parts(a), parts(b)
    return ratio(n1 * d2 + n2 * d1, d1 * d2)


def r_sub(a, b):
    if type(a) is int and type(b) is int:
        return a - b
    (n1, d1), (n2, d2) = parts(a), parts(b)
    return ratio(n1 * d2 - n2 * d1, d1 * d2)


def r_mul(a, b):
    if type(a) is int and type(b) is int:
        return a * b
    (n1, d1), (n2, d2) = parts(a), parts(b)
    return ratio(n1 * n2, d1 * d2)


def r_div(a, b):
    """a / b, or None when b is 0."""
    if type(a) is int and type(b) is int:
        if b == 0:
            return None
        return a // b if a % b == 0 else ratio(a, b)
    (n1, d1), (n2, d2) = parts(a), parts(b)
    if n2 == 0:
        return None
    return ratio(n1 * d2, d1 * n2)


def r_neg(a):
    return -a if type(a) is int else (-a[0], a[1])


def to_value(a) -> int | Fraction:
    """A ratio as a normalised ``int | Fraction``."""
    return a if type(a) is int else Fraction(a[0], a[1])


def from_value(v) -> int | tuple:
    """An ``int``, `Fraction` (or anything `Fraction` takes) as a ratio."""
    v = Fraction(v)
    return v.numerator if v.denominator == 1 else (v.numerator, v.denominator)
