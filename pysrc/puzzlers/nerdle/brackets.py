"""Counting answers with redundant brackets allowed, by value tables instead of by listing left sides.

With redundant brackets (``(3)²``, ``(1+2)+3``, ``((2*3))``: any balanced brackets, as rbtying/maxi-nerdle-solver
allows) a left side is any string of the grammar

    expr := term (("+" | "-") term)*        term := factor (("*" | "/") factor)*
    factor := primary | primary "²" | primary "³"        primary := number | "(" expr ")"

(numbers without a leading zero and no lone 0, no unary minus, no second power: ``(2²)³`` needs its brackets).
The grammar is unambiguous, so the number of strings of w tiles with a given value is a sum of products of such
numbers for shorter spans: for each width, ``E[w]``, ``T[w]``, ``F[w]`` and ``P[w]`` map every exact value an
expression, term, factor or primary of w tiles can take to how many strings of w tiles take it. An expression
of w tiles is a term, or an expression of a tiles, ``+`` or ``-``, a term of b tiles (a + 1 + b = w: the last
``+``/``-`` at the top level splits it); a term likewise with ``*``/``/`` and factors; so each table is a
convolution of shorter ones, and values (far fewer than strings) are what is combined.

The two longest left sides are never tabulated in full: only their values that are a right side of the width left
over are counted, each solved for (``x + y = r`` looks ``r - x`` up, ``x * y = r`` looks ``r / x`` up).

Numbers may have any number of digits (``max_digits`` bounds them, to check the bound rbtying's generator uses,
``(tiles - 2) // 2`` digits: it changes no count from 5 to 10 tiles).

Arithmetic is exact (ints and `fractions.Fraction`); division by zero makes no value.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from fractions import Fraction

from puzzlers.errors import PuzzleError
from puzzlers.exact import iroot, number_range, right_range


def _div(x, y):
    """x / y exactly (y != 0): an int when whole."""
    if type(x) is int and type(y) is int:
        q, r = divmod(x, y)
        return q if not r else Fraction(x, y)
    q = Fraction(x) / y
    return q.numerator if q.denominator == 1 else q


def _whole(x):
    return x if type(x) is int else (x.numerator if x.denominator == 1 else x)


class _Tables:
    """``E``, ``T``, ``F``, ``P``: for each width up to ``full``, Counter value -> number of strings."""

    def __init__(self, full: int, max_digits: int):
        self.max_digits = max_digits
        self.E: dict[int, Counter] = defaultdict(Counter)  # empty below width 1
        self.T: dict[int, Counter] = defaultdict(Counter)  # empty below width 1
        self.F: dict[int, Counter] = defaultdict(Counter)  # empty below width 1
        self.P: dict[int, Counter] = defaultdict(Counter)  # empty below width 1
        for w in range(1, full + 1):
            self.P[w] = self.primaries(w)
            self.F[w] = self.factors(w)
            self.T[w] = self.terms(w)
            self.E[w] = self.exprs(w)

    def numbers(self, w: int) -> range:
        if w > self.max_digits:
            return range(0)
        lo, hi = number_range(w)
        return range(lo, hi + 1)

    def primaries(self, w: int) -> Counter:
        out = Counter(dict.fromkeys(self.numbers(w), 1))
        if w >= 3:
            out.update(self.E[w - 2])  # "(" expr ")"
        return out

    def factors(self, w: int) -> Counter:
        out = Counter(self.P[w])
        if w >= 2:
            for v, c in self.P[w - 1].items():
                out[_whole(v**2)] += c
                out[_whole(v**3)] += c
        return out

    def terms(self, w: int) -> Counter:
        out = Counter(self.F[w])
        for a in range(1, w - 1):
            b = w - 1 - a
            Fb = self.F[b]
            for x, cx in self.T[a].items():
                for y, cy in Fb.items():
                    n = cx * cy
                    out[_whole(x * y)] += n
                    if y:
                        out[_div(x, y)] += n
        return out

    def exprs(self, w: int) -> Counter:
        out = Counter(self.T[w])
        for a in range(1, w - 1):
            b = w - 1 - a
            Tb = self.T[b]
            for x, cx in self.E[a].items():
                for y, cy in Tb.items():
                    n = cx * cy
                    out[x + y] += n
                    out[x - y] += n
        return out


def _count_in(table: Counter, targets: range) -> int:
    return sum(table.get(r, 0) for r in targets)


def _sum_pairs(A: Counter, B: Counter, targets: range) -> int:
    """The pairs (x in A, y in B) with x + y or x - y in targets, counted with multiplicity."""
    total = 0
    if len(A) <= len(B):
        for x, cx in A.items():
            for r in targets:
                total += cx * (B.get(r - x, 0) + B.get(x - r, 0))
    else:
        for y, cy in B.items():
            for r in targets:
                total += cy * (A.get(r - y, 0) + A.get(r + y, 0))
    return total


def _product_pairs(A: Counter, B: Counter, targets: range) -> int:
    """The pairs (x in A, y in B) with x * y or x / y (y != 0) in targets, counted with multiplicity."""
    total = 0
    if 0 in targets:  # x * y = 0: x or y is 0; x / y = 0: x is 0 and y is not
        a0, b0 = A.get(0, 0), B.get(0, 0)
        a_all, b_all = sum(A.values()), sum(B.values())
        total += a0 * b_all + a_all * b0 - a0 * b0 + a0 * (b_all - b0)
    nonzero = [r for r in targets if r]
    if len(A) <= len(B):
        for x, cx in A.items():
            if not x:
                continue
            for r in nonzero:
                total += cx * (B.get(_div(r, x), 0) + B.get(_div(x, r), 0))
    else:
        for y, cy in B.items():
            if not y:
                continue
            for r in nonzero:
                total += cy * (A.get(_div(r, y), 0) + A.get(_whole(r * y), 0))
    return total


def _overlap(a: range, b: range) -> int:
    return max(0, min(a.stop, b.stop) - max(a.start, b.start))


def _bare_numbers(width: int, targets: range, max_digits: int) -> int:
    """Left sides of ``width`` tiles that are a bare number, possibly in brackets, with its value in targets."""
    total = 0
    for k in range(0, width // 2 + 1):
        d = width - 2 * k
        if 1 <= d <= max_digits:
            lo, hi = number_range(d)
            total += _overlap(range(lo, hi + 1), targets)
    return total


def count_by_right_width(tiles: int, max_digits: int | None = None) -> dict[int, int]:
    """The number of answers of ``tiles`` tiles with redundant brackets allowed, by width of the right side: the
    left side a calculation (not a bare number, even in brackets) whose exact value is the right side."""
    if not isinstance(tiles, int) or not 5 <= tiles <= 10:
        raise PuzzleError(f"the bracket count covers 5 to 10 tiles; got {tiles!r}")
    if max_digits is None:
        max_digits = tiles - 2  # no bound: no number is longer than the left side
    top = tiles - 2  # the longest left side
    full = max(top - 2, 1)
    t = _Tables(full, max_digits)
    out = {}
    for right_width in range(1, tiles - 2):
        L = tiles - 1 - right_width
        lo, hi = right_range(right_width)
        targets = range(lo, hi + 1)
        if L <= full:
            n = _count_in(t.E[L], targets)
        else:
            n = _top_count(t, L, targets)
        out[right_width] = n - _bare_numbers(L, targets, max_digits)
    return out


def _top_count(t: _Tables, L: int, targets: range) -> int:
    """Strings of ``L`` tiles (longer than the tables) whose value is in targets."""
    tset = set(targets)
    # primary: a number, or "(" expr ")" with the expr of L - 2 tiles (tabulated)
    n = _overlap(t.numbers(L), targets)
    n += _count_in(t.E[L - 2], targets)
    # factor: primary of L - 1 tiles squared or cubed; that primary is a number or a bracketed tabulated expr
    for k in (2, 3):
        roots = range(iroot(targets[0] - 1, k) + 1 if targets[0] else 0, iroot(targets[-1], k) + 1)
        n += _overlap(t.numbers(L - 1), roots)
        for v, c in t.E[L - 3].items():
            if _whole(v**k) in tset:
                n += c
    # term: term of a tiles * or / factor of b tiles; expr: expr of a tiles + or - term of b tiles
    for a in range(1, L - 1):
        b = L - 1 - a
        n += _product_pairs(t.T[a], t.F[b], targets)
        n += _sum_pairs(t.E[a], t.T[b], targets)
    return n


def count_answers(tiles: int, max_digits: int | None = None) -> int:
    """The number of answers of ``tiles`` tiles with redundant brackets allowed (see `count_by_right_width`).

    >>> count_answers(6)
    409
    """
    return sum(count_by_right_width(tiles, max_digits).values())
