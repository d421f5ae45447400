"""Fast, exact enumeration of Nerdle answers (Micro, Mini, Midi, Classic: no parentheses).

The idea: never try a left side whose value cannot land on the right. A left side is a row of numbers joined by
``+ - * /`` with the usual precedence; everything before its **last number** c is a *prefix* whose effect on the
value is fixed: the value is ``S + m*c`` (the last operator is ``+``, ``-`` or ``*``) or ``S + m/c`` (it is ``/``),
where ``S`` is the sum of the finished terms and ``m`` the signed product of the open term. The right side is a
number of a known width, so its value lies in a known interval; so does c. For each prefix we solve for c exactly
(an interval for ``*``, one division per target value for ``/``) instead of trying every c, and a prefix costs
O(1) plus its answers. Classic has about 70,000 prefixes against 1.7 million left sides, and no prefix is
evaluated twice: the state ``(S, m)`` is carried along as the prefix grows.

Values are exact: ``int`` while they are whole, `fractions.Fraction` once a division leaves a remainder.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from math import ceil, floor

from puzzlers.exact import norm, number_range, right_range

OPERATORS = "+-*/"


def _solve_last(S, m, div: bool, c_lo: int, c_hi: int, r_lo: int, r_hi: int) -> Iterator[tuple[int, int]]:
    """Every ``(c, value)`` with ``c`` in [c_lo, c_hi] and ``value = S + m*c`` (or ``S + m/c``) an integer in
    [r_lo, r_hi], in increasing order of c; c = 0 is skipped after ``/``."""
    if m == 0:
        if not div and isinstance(S, int) and r_lo <= S <= r_hi:
            for c in range(c_lo, c_hi + 1):
                yield c, S
        return
    if div and c_lo == 0:
        c_lo = 1
    if not div:
        lo, hi = r_lo - S, r_hi - S
        whole = isinstance(S, int) and isinstance(m, int)
        if m < 0:
            lo, hi, m_abs = -hi, -lo, -m
        else:
            m_abs = m
        if whole:
            first, last = -(-lo // m_abs), hi // m_abs
        else:
            first, last = ceil(lo / m_abs), floor(hi / m_abs)
        first, last = max(first, c_lo), min(last, c_hi)
        if first > last:
            return
        if whole:
            for c in range(first, last + 1):
                yield c, S + m * c
        else:
            for c in range(first, last + 1):
                v = S + m * c
                if isinstance(v, int) or v.denominator == 1:
                    yield c, int(v)
        return
    # value = S + m/c  <=>  c = m / (value - S), in integers: m = mn/md, S = sn/sd.
    mn, md = (m, 1) if isinstance(m, int) else (m.numerator, m.denominator)
    sn, sd = (S, 1) if isinstance(S, int) else (S.numerator, S.denominator)
    # S + m/c is monotone in c: the values reachable from [c_lo, c_hi] bound the loop below.
    c_small, c_big = (c_hi, c_lo) if mn > 0 else (c_lo, c_hi)
    lo_num, lo_den = sn * md * c_small + mn * sd, sd * md * c_small
    hi_num, hi_den = sn * md * c_big + mn * sd, sd * md * c_big
    first = max(r_lo, -(-lo_num // lo_den))
    last = min(r_hi, hi_num // hi_den)
    num = mn * sd
    for value in range(first, last + 1):
        den = md * (value * sd - sn)
        if den and num % den == 0:
            c = num // den
            if c_lo <= c <= c_hi:
                yield c, value


def left_sides_solved(left_width: int, right_width: int, lone_zero: bool = False) -> Iterator[tuple[str, int]]:
    """Every answer left side of ``left_width`` tiles whose value is a right side of ``right_width`` digits,
    as ``(left text, value)``; with ``lone_zero``, the number 0 may stand on the left too (as in guesses). Order:
    prefixes depth first (numbers ascending, operators in ``+-*/`` order),
    then c ascending."""
    r_lo, r_hi = right_range(right_width)

    def grow(text: str, S, m, op: str, room: int) -> Iterator[tuple[str, int]]:
        # ``text`` ends with operator ``op`` (or is empty); ``room`` tiles remain for numbers and operators.
        # Option 1: the next number is the last one and fills the room: solve for it.
        if text:
            if op == "+":
                S2, m2, div = S + m, 1, False
            elif op == "-":
                S2, m2, div = S + m, -1, False
            else:
                S2, m2, div = S, m, op == "/"
            c_lo, c_hi = number_range(room, lone_zero)
            for c, value in _solve_last(S2, m2, div, c_lo, c_hi, r_lo, r_hi):
                yield f"{text}{c}", value
        # Option 2: a number of width w, an operator, then at least one more tile.
        for w in range(1, room - 1):
            n_lo, n_hi = number_range(w, lone_zero)
            for n in range(n_lo, n_hi + 1):
                for nxt in OPERATORS:
                    if not text:
                        S2, m2 = 0, n
                    elif op == "+":
                        S2, m2 = S + m, n
                    elif op == "-":
                        S2, m2 = S + m, -n
                    elif op == "*":
                        S2, m2 = S, m * n
                    else:
                        if n == 0:
                            continue
                        q = Fraction(m, n) if isinstance(m, int) else m / n
                        S2, m2 = S, norm(q)
                    if isinstance(S2, Fraction):
                        S2 = norm(S2)
                    yield from grow(f"{text}{n}{nxt}", S2, m2, nxt, room - w - 1)

    yield from grow("", 0, 0, "", left_width)


def answers(tiles: int, lone_zero: bool = False) -> Iterator[str]:
    """All answers of ``tiles`` tiles (no parentheses), grouped by the width of the right side (narrowest
    first) and sorted as text within each group. ``lone_zero`` admits the number 0 on the left (guesses)."""
    for right_width in range(1, tiles - 2):
        left_width = tiles - 1 - right_width
        if left_width < 3:
            continue
        group = [f"{left}={value}" for left, value in left_sides_solved(left_width, right_width, lone_zero)]
        group.sort()
        yield from group
