"""Canonical forms: when two solutions are the same, and how a solution is written and read out.

A solution is a tree of ``+ - * /`` steps over the numbers. Two solutions are **the same** when they differ only
by commutativity and associativity: every run of ``+``/``-`` becomes one *sum* (its added terms and its taken
terms, each sorted), every run of ``*``/``/`` one *product* (its multiplied and its dividing factors, sorted).
So ``75*8+3``, ``3+8*75`` and ``(3+75*8)`` are one; ``a-(b-c)`` and ``(a+c)-b`` are one; ``a/(b/c)`` and
``a*c/b`` are one. Identical numbers are interchangeable.

A form is a tuple whose first two items are its kind and its value (so sorting forms puts the smaller value first
within a kind):

- ``(0, v)``: the number ``v``;
- ``(1, v, added, taken)``: a sum; the terms are numbers or products;
- ``(2, v, multiplied, divided)``: a product; the factors are numbers or sums.

>>> f = plus(times(leaf(75), leaf(8), 600), leaf(3), 603)
>>> text(f), steps(f)
('75*8+3', ['75 × 8 = 600', '600 + 3 = 603'])
>>> a, b, c = leaf(9), leaf(5), leaf(3)
>>> minus(a, minus(b, c, 2), 7) == minus(plus(a, c, 12), b, 7)
True
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

LEAF, SUM, PRODUCT = 0, 1, 2


def leaf(v) -> tuple:
    """The form of the number ``v`` itself, where every solution starts.

    >>> leaf(75)
    (0, 75)
    """
    return (LEAF, v)


def _terms(f) -> tuple[tuple, tuple]:
    return (f[2], f[3]) if f[0] == SUM else ((f,), ())


def _factors(f) -> tuple[tuple, tuple]:
    return (f[2], f[3]) if f[0] == PRODUCT else ((f,), ())


def plus(f, g, v) -> tuple:
    """The form of ``f + g`` (whose value is ``v``)."""
    (fp, fn), (gp, gn) = _terms(f), _terms(g)
    return (SUM, v, tuple(sorted(fp + gp)), tuple(sorted(fn + gn)))


def minus(f, g, v) -> tuple:
    """The form of ``f - g``."""
    (fp, fn), (gp, gn) = _terms(f), _terms(g)
    return (SUM, v, tuple(sorted(fp + gn)), tuple(sorted(fn + gp)))


def times(f, g, v) -> tuple:
    """The form of ``f * g``."""
    (fp, fn), (gp, gn) = _factors(f), _factors(g)
    return (PRODUCT, v, tuple(sorted(fp + gp)), tuple(sorted(fn + gn)))


def divide(f, g, v) -> tuple:
    """The form of ``f / g``."""
    (fp, fn), (gp, gn) = _factors(f), _factors(g)
    return (PRODUCT, v, tuple(sorted(fp + gn)), tuple(sorted(fn + gp)))


def tidy(f) -> tuple:
    """The rational games' identity rules (every number must be used, so ``*1`` cannot simply go): ``x/1`` is
    ``x*1``, ``x-0`` is ``x+0``, and ``0/x`` is ``0*x`` — a factor worth 1 is always multiplied, a term worth 0
    always added, and a product worth 0 divides by nothing."""
    kind = f[0]
    if kind == SUM and any(t[1] == 0 for t in f[3]):
        keep = tuple(t for t in f[3] if t[1] != 0)
        return (SUM, f[1], tuple(sorted(f[2] + tuple(t for t in f[3] if t[1] == 0))), keep)
    if kind == PRODUCT and f[3] and (f[1] == 0 or any(t[1] == 1 for t in f[3])):
        move = f[3] if f[1] == 0 else tuple(t for t in f[3] if t[1] == 1)
        keep = () if f[1] == 0 else tuple(t for t in f[3] if t[1] != 1)
        return (PRODUCT, f[1], tuple(sorted(f[2] + move)), keep)
    return f


def float_identities(f) -> tuple:
    """The rational games' last rule: where a factor worth 1 multiplies, or a term worth 0 is added, does not
    matter — ``3*2*1+5-4``, ``3*2+5*1-4`` and ``3*2+5-4*1`` are one solution, written with the identities
    pulled out to the end: ``(3*2+5-4)*1``. So too where the whole solution is worth 1 (or 0), the target 1 of a
    Krypto deal: ``3*1*1+2-4`` and ``1*1*(3+2-4)`` are one.

    >>> text(float_identities(plus(times(leaf(3), leaf(1), 3), leaf(5), 8)))
    '(5+3)*1'
    >>> a = minus(plus(times(times(leaf(3), leaf(1), 3), leaf(1), 3), leaf(2), 5), leaf(4), 1)
    >>> b = times(times(leaf(1), leaf(1), 1), minus(plus(leaf(3), leaf(2), 5), leaf(4), 1), 1)
    >>> text(a), text(b), float_identities(a) == float_identities(b)
    ('3*1*1+2-4', '1*1*(3+2-4)', True)
    """
    if f[0] == LEAF:
        return f
    # Again until nothing changes: a 1 kept over a divisor (1/6) ends under the division, 4/(1/6) = 4*6/1, and a
    # part worth 1 multiplied at the end joins the product, (8*3+0)*2/2, whose 0 then goes out: 8*3*2/2+0
    for _ in range(100):  # (two or three rounds; a bound, not a hang, should a form ever not settle)
        ones: list = []
        zeros: list = []
        core = _strip(f, ones, zeros)
        for z in sorted(zeros):
            core = plus(core, z, core[1])
        for o in sorted(ones):
            core = times(core, o, core[1])
        if core == f:
            break
        f = core
    return f


def _strip(f, ones: list, zeros: list):
    """``f`` without its factors worth 1 and terms worth 0 at any depth (collected into ``ones`` and ``zeros``,
    themselves stripped: the 1 of a term ``1*0``, the 0 of a factor ``1+0``). A sum of terms all worth 0 keeps its
    first one (a product of factors all worth 1, its first), so something is left to add to or multiply."""
    if f[0] == LEAF:
        return f
    kind = f[0]
    identity = 0 if kind == SUM else 1
    keep_up, keep_down, found = [], [], []
    for side, parts in ((keep_up, f[2]), (keep_down, f[3])):
        for t in parts:
            (found if t[1] == identity else side).append(_strip(t, ones, zeros))
    if not keep_up:  # (the smallest: the same whatever the order the parts came in)
        found.sort()
        keep_up.append(found.pop(0))
    (zeros if kind == SUM else ones).extend(found)
    acc = keep_up[0]
    for t in keep_up[1:]:
        acc = plus(acc, t, acc[1] + t[1]) if kind == SUM else times(acc, t, _whole(Fraction(acc[1]) * t[1]))
    for t in keep_down:
        acc = minus(acc, t, acc[1] - t[1]) if kind == SUM else divide(acc, t, _whole(Fraction(acc[1]) / t[1]))
    return acc


def pointless(f) -> bool:
    """Whether the top sum or product of ``f`` has a part that one of the part's own numbers could replace (or that
    could go) without changing the value — a solution with such a part has a simpler one with fewer numbers.

    A part is two or more of its terms (factors) together: it is pointless when it makes 0 (1 for a product) and
    is not the whole sum (product) — ``+a-a``, ``*a/a``, ``*1`` (one factor worth 1 is enough), ``*(5-4)``: the
    part can go — or when it makes the value of one of its own terms or factors — ``6-3`` (3), ``9/3`` (3),
    ``50-25`` (25), ``*2/2``. A whole product worth 1 is no such part: ``10+8/8`` makes 11 from a hand with no 1
    (999 = ``(10+8/8)*10*9+9`` from 10 10 9 9 8 8 was dropped, and the deal said "0 distinct solutions").

    >>> pointless(minus(plus(leaf(100), leaf(6), 106), leaf(2), 104))
    False
    >>> pointless(plus(leaf(100), minus(leaf(6), leaf(3), 3), 103))  # 6-3 makes the 3 it uses: 100+3
    True
    >>> pointless(times(leaf(7), leaf(1), 7)), pointless(divide(leaf(9), leaf(3), 3))
    (True, True)
    >>> pointless(divide(leaf(8), leaf(8), 1)), pointless(times(leaf(10), divide(leaf(8), leaf(8), 1), 10))
    (False, True)
    """
    kind = f[0]
    if kind == LEAF:
        return False
    signed = [(1, t[1]) for t in f[2]] + [(-1, t[1]) for t in f[3]]
    if kind == PRODUCT:
        if any(v == 1 for _, v in signed):
            return True
        for size in range(2, len(signed) + 1):
            for part in combinations(signed, size):
                num = den = 1
                for s, v in part:
                    if s > 0:
                        num *= v
                    else:
                        den *= v
                if num == den and size < len(signed):  # (the whole product worth 1 cannot go)
                    return True
                for _, v in part:  # num/den is v or 1/v
                    if num == v * den or num * v == den:
                        return True
        return False
    for size in range(2, len(signed) + 1):
        for part in combinations(signed, size):
            total = sum(s * v for s, v in part)
            if (total == 0 and size < len(signed)) or any(abs(total) == v for _, v in part):
                return True
    return False


def numbers_used(f) -> int:
    """How many numbers ``f`` uses."""
    return 1 if f[0] == LEAF else sum(numbers_used(t) for t in f[2] + f[3])


def depth(f) -> int:
    """How deeply its sums and products nest (a number: 0)."""
    return 0 if f[0] == LEAF else 1 + max(depth(t) for t in f[2] + f[3])


def _shown(v) -> str:
    return str(v) if type(v) is int else f"{v.numerator}/{v.denominator}"


def _ordered(parts: tuple) -> list:
    """Terms or factors as written: the larger value first (``75*8``, ``100+3``), equal values by form."""
    return sorted(parts, key=lambda t: (-t[1], t))


def text(f) -> str:
    """The form as one expression in ASCII (``+ - * / ( )``), evaluating left to right by the usual precedence.

    >>> text(divide(leaf(8), minus(leaf(3), divide(leaf(8), leaf(3), Fraction(8, 3)), Fraction(1, 3)), 24))
    '8/(3-8/3)'
    """
    kind = f[0]
    if kind == LEAF:
        return _shown(f[1])
    if kind == SUM:
        return "+".join(text(t) for t in _ordered(f[2])) + "".join("-" + text(t) for t in _ordered(f[3]))

    def factor(t) -> str:
        return f"({text(t)})" if t[0] == SUM else text(t)

    return "*".join(factor(t) for t in _ordered(f[2])) + "".join("/" + factor(t) for t in _ordered(f[3]))


def steps(f) -> list[str]:
    """The steps as read out on the show, one operation each: ``75 × 8 = 600``, then ``600 + 3 = 603``.

    Within a sum the added terms come first, so every running total stays positive; within a product the
    multiplied factors come first, and each division by a factor of the whole product's divisor is exact.
    """
    out: list[str] = []
    _steps(f, out)
    return out


def _steps(f, out: list) -> None:
    if f[0] == LEAF:
        return
    up, down = _ordered(f[2]), _ordered(f[3])
    for t in up + down:
        _steps(t, out)
    plus_sign, minus_sign = ("+", "−") if f[0] == SUM else ("×", "÷")

    def operand(v) -> str:  # a fraction multiplied or divided by, in brackets: 8 ÷ (1/3), not 8 ÷ 1/3
        return f"({_shown(v)})" if f[0] != SUM and type(v) is not int else _shown(v)

    acc = up[0][1]
    for t in up[1:]:
        new = acc + t[1] if f[0] == SUM else acc * t[1]
        out.append(f"{_shown(acc)} {plus_sign} {operand(t[1])} = {_shown(_whole(new))}")
        acc = _whole(new)
    for t in down:
        new = acc - t[1] if f[0] == SUM else Fraction(acc) / t[1]
        out.append(f"{_shown(acc)} {minus_sign} {operand(t[1])} = {_shown(_whole(new))}")
        acc = _whole(new)


def _whole(v):
    return v.numerator if type(v) is Fraction and v.denominator == 1 else v
