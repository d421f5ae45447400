"""Nerdle Maxi answers: parentheses, squares and cubes, enumerated exactly without trying every left side.

Conventions (see ``site/nerdle.md``): the Classic rules plus ``( )``, ``²`` and ``³``; the left side is written
with **no redundant parentheses**, exactly as `puzzlers.engine.to_text` prints its own parse (``(1+2)*3`` yes,
``(1*2)+3`` and ``1+(2+3)`` no, nested powers as ``(2²)³``); the left side is a calculation, not a bare number.

How. A left side is a chain of *terms* joined by ``+``/``-``, a term a chain of *factors* joined by ``*``/``/``,
and a factor is a number, a number squared or cubed, or a parenthesised expression (possibly squared or
cubed). Which factor may follow which operator is exactly what keeps parentheses non-redundant:

- a bare group ``(X)`` needs X to be a sum, except right after ``/`` where a product is fine too; a sum group may
  start a term only when the term goes on with ``*`` or ``/``, or stand alone as a term right after ``-``;
- ``(X)²``, ``(X)³`` take any X that is not a bare number.

Left to right, the value so far is ``S + m·(rest of the term)``: ``S`` the finished terms, ``m`` the open term.
As in `puzzlers.nerdle.basic`, the last factor is never enumerated but solved for: a number ``c``, ``c²`` or
``c³`` by integer roots over the interval the right side allows, a group by a dictionary lookup of the value it
must have. Earlier numbers are enumerated only over the interval from which the right side can still be reached,
using bounds on what the remaining tiles can add (`_bounds`), so hopeless prefixes are never visited.

Only the answers some colours allow. Given earlier guesses and their colours (a `Fit`), the same walk skips
every prefix that no such answer begins with: a tile a guess showed is not there (or is, green), a symbol shown
black is not used more often than the guess showed it. A first guess's colours cut the whole list's walk to a
small part of it, so an assistant can start from any first guess without the list (`puzzlers.nerdle.maxiplay`;
bench/bench_nerdle_maxi.py measures it).

Code. `_Tables` holds the groups by width and value; `_Search.grow` walks the prefixes depth first, ending each
with `_Search.last_powers` or `_Search.last_group` and extending it with `_Search.extensions`; `_bare_kinds` and
`_next_operators` are the parenthesis rules above; `Fit.prefix` is the test that skips prefixes.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from copy import copy
from fractions import Fraction
from itertools import product
from math import ceil, floor

from puzzlers.exact import iroot, norm, number_range, right_range

OPS = "+-*/"
#: Every Maxi tile.
SYMBOLS = "0123456789+-*/()²³="


class Fit:
    """What earlier guesses' colours allow, as a test of prefixes that never rejects a prefix of an answer giving
    those colours (the answers it lets through are then checked exactly, by `puzzlers.feedback.score`).

    ``turns``: ``(guess, feedback)`` pairs, feedback in ``G``/``P``/``B`` letters. At tile i a green allows only
    its symbol, a purple or black tile forbids its symbol; over the line a symbol's greens and purples are the
    fewest copies it has, and a black copy of it makes that number exact. Operators, brackets and powers stand left of
    the ``=`` only: a prefix of a left side must leave room there for those it still lacks, an operator with the
    operand after it.

    >>> fit = Fit([("17-2+43=58", "GBBBBBGPBB")])
    >>> fit.prefix("1", 0), fit.prefix("17", 0), fit.prefix("3*", 0)
    (True, False, False)
    """

    def __init__(self, turns: Sequence[tuple[str, str]], tiles: int = 10):
        allowed = [set(SYMBOLS) for _ in range(tiles)]
        most: dict[str, int] = {}
        least: dict[str, int] = {}
        for guess, feedback in turns:
            shown: dict[str, int] = {}
            black = set()
            for i, (g, colour) in enumerate(zip(guess, feedback)):
                if colour == "G":
                    allowed[i] &= {g}
                else:
                    allowed[i].discard(g)
                if colour == "B":
                    black.add(g)
                else:
                    shown[g] = shown.get(g, 0) + 1
            for sym, n in shown.items():
                least[sym] = max(least.get(sym, 0), n)
            for sym in black:
                most[sym] = min(most.get(sym, tiles), shown.get(sym, 0))
        for sym, n in most.items():
            if n == 0:  # not in the answer at all
                for a in allowed:
                    a.discard(sym)
        if {"="} in allowed:  # a line has one "=": a green one is the only one
            for a in allowed:
                if a != {"="}:
                    a.discard("=")
        self.allowed = [frozenset(a) for a in allowed]
        self.most = {sym: n for sym, n in most.items() if n}
        self.least = least
        self.symbols = frozenset().union(*self.allowed)
        # a line this much shorter than the whole may lack some of the fewest copies: checked only past it
        self._short = len(allowed) - sum(least.values())
        self._tiles = len(allowed)
        # (symbol, most copies), (symbol, fewest copies), and (symbol, fewest copies, tiles a missing copy needs)
        # for those only a left side holds: operators (two tiles, with an operand), brackets and powers; `left` is
        # the left side's width (`left_sides` sets it in its own copy)
        self._caps = tuple(self.most.items())
        self._fewest = tuple(least.items())
        self._room = tuple((sym, n, 2 if sym in "+-*/" else 1) for sym, n in least.items() if sym in "+-*/()²³")
        self.left = len(allowed)
        self._numbers: dict[tuple[int, int], list[int]] = {}

    def prefix(self, text: str, start: int) -> bool:
        """Whether ``text``, the first tiles of a line whose tiles before ``start`` passed already, may begin an
        answer giving the colours."""
        allowed = self.allowed
        if len(text) > len(allowed):
            return False
        for i in range(start, len(text)):
            if text[i] not in allowed[i]:
                return False
        return self.counts(text) and self.room(text)

    def counts(self, text: str) -> bool:
        """The count part of `prefix`: no symbol more often than the colours allow, and room in the line for the
        fewest copies. The walk's innermost test (it tests `room` apart, once for many numbers), hence written
        out."""
        for sym, n in self._caps:
            if text.count(sym) > n:
                return False
        t = len(text)
        if t <= self._short:
            return True
        for sym, n in self._fewest:
            have = text.count(sym)
            if have < n:
                t += n - have
        return t <= self._tiles

    def room(self, text: str) -> bool:
        """Whether a prefix the walk grows (it ends with an operator) leaves room, within the left side's `left`
        tiles, for the operators, brackets and powers the colours require and it lacks: two tiles for each missing
        operator (with its operand), one for each bracket or power, besides a last tile. Digits do not matter."""
        t = len(text)
        if not self._room or t >= self.left:
            return True
        need = t + 1
        for sym, n, w in self._room:
            have = text.count(sym)
            if have < n:
                need += w * (n - have)
        return need <= self.left

    def numbers(self, start: int, digits: int, bases: range) -> Sequence[int]:
        """The numbers of ``bases`` (all of ``digits`` digits) whose digits tiles ``start`` on allow."""
        if digits > 5:
            return [c for c in bases if self.prefix_at(str(c), start)]
        key = (start, digits)
        fitting = self._numbers.get(key)
        if fitting is None:
            lo, hi = number_range(digits)
            sets = [sorted(d for d in self.allowed[start + i] if d in "0123456789") for i in range(digits)]
            fitting = self._numbers[key] = [c for c in map(int, map("".join, product(*sets))) if lo <= c <= hi]
        return fitting[bisect_left(fitting, bases.start):bisect_left(fitting, bases.stop)]

    def prefix_at(self, part: str, start: int) -> bool:
        """Whether tiles ``start`` on allow the symbols of ``part``, one by one."""
        allowed = self.allowed
        return all(ch in allowed[i] for i, ch in enumerate(part, start))

    def anywhere(self) -> Fit:
        """The same counts with every tile allowing every symbol some tile allows (and no fewest copies): for
        parts of a line whose place is not known yet, such as the groups of `_Tables`."""
        loose = Fit([], len(self.allowed))
        loose.allowed = [self.symbols] * len(self.allowed)
        loose.most = self.most
        loose._caps = self._caps
        loose._room = loose._fewest = ()
        loose.symbols = self.symbols
        loose._short = len(self.allowed)
        loose._numbers = {}
        return loose


def _bounds(max_width: int) -> tuple[list, list]:
    """For every width w: ``big[w]`` bounds |value| of any expression of w tiles, ``small[w]`` is a lower bound
    of |value| for a chain of factors of w tiles that cannot be zero (no group), ``None`` when one can be 0."""
    big = [0] * (max_width + 1)
    den = [1] * (max_width + 1)  # bound on denominators
    for w in range(1, max_width + 1):
        b = 10**w
        d = 1
        if w >= 2:
            b = max(b, (10 ** (w - 1)) ** 3)
        if w >= 4:
            b = max(b, big[w - 3] ** 3 * den[w - 3] ** 3)
            d = max(d, den[w - 3] ** 3)
        for i in range(1, w - 1):
            j = w - 1 - i
            b = max(b, big[i] * big[j] * den[j] + big[i] + big[j])
            d = max(d, den[i] * den[j] * max(big[j], 1))
        if w >= 3:
            b = max(b, big[w - 2])
            d = max(d, den[w - 2])
        big[w], den[w] = b, d
    small = [None] * (max_width + 1)
    for w in range(1, max_width + 1):
        small[w] = Fraction(1, den[w]) if w < 5 else None  # "(1-1)" needs 5 tiles
    return big, small


class _Tables:
    """Every canonical expression of up to ``width`` tiles, as factors: ``groups[w]`` lists ``(text, value,
    kind)`` for the factors of w tiles that are parenthesised (kind ``"S"``: ``(sum)``, ``"M"``: ``(product)``,
    ``"P"``: a power of a group), and ``by_value[w][kind]`` indexes them by value."""

    def __init__(self, width: int, fit: Fit | None = None):
        self.fit = fit
        self.groups: dict[int, list] = {w: [] for w in range(1, width + 1)}
        self.by_value: dict[int, dict] = {w: {"S": {}, "M": {}, "P": {}} for w in range(1, width + 1)}
        inner_exprs: dict[int, list] = {}
        for w in range(1, width + 1):
            # groups of w tiles use expressions of w-2 ("(X)") or w-3 ("(X)²") tiles, all known by now
            if w - 2 >= 1:
                for text, value, kind in inner_exprs.get(w - 2, []):
                    if kind in "SM":
                        self._add(w, f"({text})", value, kind)
            if w - 3 >= 1:
                for text, value, kind in inner_exprs.get(w - 3, []):
                    if kind == "N":
                        continue
                    for sym, k in (("²", 2), ("³", 3)):
                        self._add(w, f"({text}){sym}", norm(Fraction(value) ** k), "P")
            if w <= width - 2:
                inner_exprs[w] = list(_expressions(w, None, None, self, fit))

    @property
    def width(self) -> int:
        return len(self.groups)

    def _add(self, w, text, value, kind):
        if self.fit is not None and not self.fit.prefix(text, 0):
            return
        self.groups[w].append((text, value, kind))
        self.by_value[w][kind].setdefault(value, []).append(text)


# --- the search ---------------------------------------------------------------------------------------------
#
# A *prefix* is the text so far, ending with an operator (or empty), with its state: ``S`` the finished terms,
# ``m`` the open term's product, ``op`` the operator that ends it (``""`` at the start), ``room`` the tiles left,
# and for the kind of the whole expression, ``factors`` (factors so far in the open term) and ``terms`` (finished
# terms). From a prefix, the next factor is either the last one (solved for, `_Search.last_powers` and
# `_Search.last_group`) or is followed by an operator and a longer prefix (`_Search.extensions`).

_SYMBOL = {1: "", 2: "²", 3: "³"}  # a number c, c² or c³
#: Roughly how many times more work a prefix with one more tile left takes (for progress reports only).
_BRANCHING = 12


def _combine(S, m, op: str, value):
    """The state ``(S, m)`` after the factor ``value`` following ``op``; the open term's product goes in m."""
    if op in ("", "+"):
        return S + m if op else S, value
    if op == "-":
        return S + m, -value
    if op == "*":
        return S, m * value
    return S, norm(Fraction(m) / value) if not isinstance(m, int) or m % value else m // value


def _finish(S, m, op: str, value):
    """The value of the whole expression when its last factor is ``value`` following ``op``."""
    S2, m2 = _combine(S, m, op, value)
    return norm(S2 + m2)


def _linear(S, m, op: str):
    """The value as a function of the next factor f, ``(base, mult, div)``: the value is ``base + mult·f``, or
    ``base + mult/f`` when ``div``."""
    if op in ("", "+", "-"):
        return (S + m if op else S), (-1 if op == "-" else 1), False
    return S, m, op == "/"


def _shape(op: str, factors: int, terms: int) -> str | None:
    """The kind of an expression whose last factor follows ``op`` in a prefix with ``factors`` factors in the
    open term and ``terms`` finished terms: ``S`` a sum, ``M`` a product, None a single factor (whose kind it
    takes: ``N`` number, ``P`` power, ``S``/``M`` a bare group)."""
    if terms > 0 or op in ("+", "-"):
        return "S"
    if factors > 0:
        return "M"
    return None


class _Search:
    """One enumeration of canonical expressions of up to ``width`` tiles, over the groups in ``tables``; when
    ``r_lo`` is not None, only those whose value is an integer in [r_lo, r_hi], the rest pruned by the bounds
    (`_bounds`) rather than filtered."""

    def __init__(self, width: int, r_lo, r_hi, tables: _Tables, fit: Fit | None = None,
                 progress: Callable | None = None):
        self.r_lo, self.r_hi = r_lo, r_hi
        self.fit = fit
        self.progress = progress
        self.targeted = r_lo is not None
        self.tables = tables
        self.big, self.small = _bounds(width)

    # --- pruning: can the target still be reached? --------------------------------------------------------

    def reach(self, S, R: int) -> bool:
        """Can S plus an expression of R tiles land in [r_lo, r_hi]?"""
        big = self.big[R]
        return S - big <= self.r_hi and S + big >= self.r_lo

    def term_ok(self, S, m, R: int, div: bool) -> bool:
        """Can ``S + m·`` (``S + m/`` when ``div``) followed by R tiles land in [r_lo, r_hi]?"""
        if m == 0:
            return self.reach(S, R)
        low = self.small[R]
        if low is None:
            return True
        big = self.big[R]
        spread = max(abs(self.r_hi - S), abs(self.r_lo - S)) + big
        least = abs(m) * low if not div else abs(m) / big
        return least <= spread

    def state_ok(self, S, m, nxt: str, rest: int) -> bool:
        """Is the prefix with state ``(S, m)``, ending with ``nxt`` and ``rest`` tiles to go, worth growing?"""
        if nxt in "+-":
            return self.reach(norm(S + m), rest)
        return self.term_ok(S, m, rest, nxt == "/")

    def feasible_bases(self, S, m, op: str, nxt: str, rest: int, c_lo: int, c_hi: int, k: int) -> range:
        """The bases c in [c_lo, c_hi] whose factor c**k, after ``op`` and before ``nxt``, keeps the target in
        reach: an interval computed from the bounds, every c in it then grown."""
        if not self.targeted:
            return range(c_lo, c_hi + 1)
        S2, a, recip = _linear(S, m, op)  # the next m is a*f, or a/f when recip, with f = c**k
        if a == 0:
            return range(c_lo, c_hi + 1) if self.state_ok(S2, 0, nxt, rest) else range(0)
        lo_m, hi_m = self._open_term_interval(S2, nxt, rest)
        if lo_m is None:
            return range(c_lo, c_hi + 1)
        f_lo, f_hi = _factor_interval(a, recip, lo_m, hi_m)
        if f_lo is None:
            return range(0)
        first = c_lo if f_lo <= 1 else max(c_lo, iroot(ceil(f_lo) - 1, k) + 1)
        last = c_hi if f_hi is None else min(c_hi, iroot(floor(f_hi), k)) if f_hi >= 0 else -1
        return range(first, last + 1)

    def _open_term_interval(self, S, nxt: str, rest: int) -> tuple:
        """Where the open term's product must lie once the prefix ends with ``nxt`` with ``rest`` tiles to go;
        ``(None, None)`` when the bounds cannot tell."""
        big = self.big[rest]
        if nxt in "+-":
            return self.r_lo - big - S, self.r_hi + big - S
        low = self.small[rest]
        if low is None:
            return None, None
        spread = max(abs(self.r_hi - S), abs(self.r_lo - S)) + big
        cap = spread / low if nxt == "*" else spread * big
        return -cap, cap

    # --- the last factor, solved for ------------------------------------------------------------------------

    def last_powers(self, text: str, S, m, op: str, R: int, kinds: list) -> Iterator[tuple]:
        """The expressions ``text`` + c, c² or c³ of R tiles: ``kinds`` lists ``(k, kind)``, the powers k to
        try and the kind of the expression then. Targeted, only the bases giving a value in the interval."""
        if not self.targeted:
            return self._every_power(text, S, m, op, R, kinds)
        base, mult, div = _linear(S, m, op)
        if mult == 0:
            return self._powers_times_zero(text, base, R, kinds)
        if div:
            return self._powers_dividing(text, base, mult, R, kinds)
        return self._powers_multiplying(text, base, mult, R, kinds)

    @staticmethod
    def _every_power(text: str, S, m, op: str, R: int, kinds: list) -> Iterator[tuple]:
        """Untargeted: every base of the right width."""
        for k, kind in kinds:
            digits = R if k == 1 else R - 1
            if digits < 1:
                continue
            c_lo, c_hi = number_range(digits)
            sym = _SYMBOL[k]
            for c in range(c_lo, c_hi + 1):
                yield f"{text}{c}{sym}", _finish(S, m, op, c**k), kind

    def _powers_times_zero(self, text: str, base, R: int, kinds: list) -> Iterator[tuple]:
        """The factor is multiplied by 0 (or divides 0): every base, when ``base`` is in the interval."""
        if not (isinstance(base, int) and self.r_lo <= base <= self.r_hi):
            return
        for k, kind in kinds:
            digits = R if k == 1 else R - 1
            if digits >= 1:
                c_lo, c_hi = number_range(digits)
                sym = _SYMBOL[k]
                for c in range(c_lo, c_hi + 1):
                    yield f"{text}{c}{sym}", base, kind

    def _powers_multiplying(self, text: str, base, mult, R: int, kinds: list) -> Iterator[tuple]:
        """``base + mult·f`` in [r_lo, r_hi]  <=>  f in [(r_lo - base)/mult, (r_hi - base)/mult] (sorted): the
        bases c with c**k in that interval, by integer roots."""
        mn, md = mult.numerator, mult.denominator
        sn, sd = base.numerator, base.denominator
        a_num, b_num = (self.r_lo * sd - sn) * md, (self.r_hi * sd - sn) * md
        den = sd * mn
        if den < 0:
            a_num, b_num, den = -b_num, -a_num, -den
        f_lo, f_hi = -(-a_num // den), b_num // den
        if f_hi < 1:
            return
        whole = sd == 1 and md == 1
        for k, kind in kinds:
            digits = R if k == 1 else R - 1
            if digits < 1:
                continue
            c_lo, c_hi = number_range(digits)
            if k == 1:
                first, last = max(f_lo, c_lo), min(f_hi, c_hi)
            else:
                if f_lo > c_hi**k or f_hi < c_lo**k:
                    continue
                first = max(iroot(f_lo - 1, k) + 1 if f_lo > 1 else 1, c_lo)
                last = min(iroot(f_hi, k), c_hi)
            sym = _SYMBOL[k]
            for c in range(first, last + 1):
                f = c**k
                if whole:
                    yield f"{text}{c}{sym}", sn + mn * f, kind
                else:
                    q, r = divmod(sn * md + mn * f * sd, sd * md)
                    if not r:
                        yield f"{text}{c}{sym}", q, kind

    def _powers_dividing(self, text: str, base, mult, R: int, kinds: list) -> Iterator[tuple]:
        """``base + mult/f = value``  <=>  ``f = mult / (value - base)``: one division per value in reach."""
        mn, md = mult.numerator, mult.denominator
        sn, sd = base.numerator, base.denominator
        num = mn * sd
        r_lo, r_hi = self.r_lo, self.r_hi
        for k, kind in kinds:
            digits = R if k == 1 else R - 1
            if digits < 1:
                continue
            c_lo, c_hi = number_range(digits)
            sym = _SYMBOL[k]
            # the values base + mult/f reaches for f from c_lo**k to c_hi**k (monotone in f)
            f_small, f_big = c_lo**k, c_hi**k
            e1n, e1d = sn * md * f_small + mn * sd, sd * md * f_small
            e2n, e2d = sn * md * f_big + mn * sd, sd * md * f_big
            lo_v = min(-(-e1n // e1d), -(-e2n // e2d))
            hi_v = max(e1n // e1d, e2n // e2d)
            for value in range(max(r_lo, lo_v), min(r_hi, hi_v) + 1):
                den = md * (value * sd - sn)
                if not den or num % den:
                    continue
                f = num // den
                if f <= 0:
                    continue
                c = f if k == 1 else iroot(f, k)
                if c**k == f and c_lo <= c <= c_hi:
                    yield f"{text}{c}{sym}", value, kind

    def last_group(self, text: str, S, m, op: str, R: int, allowed: str, kind) -> Iterator[tuple]:
        """The expressions ``text`` + a group of R tiles whose kind is in ``allowed``; ``kind`` is the kind of
        the expression then. Targeted, the group must have one value per target value: a dictionary lookup."""
        tables = self.tables
        if R not in tables.groups:
            return
        if not self.targeted:
            for gtext, value, gkind in tables.groups[R]:
                if gkind in allowed and not (op == "/" and value == 0):
                    yield f"{text}{gtext}", _finish(S, m, op, value), kind
            return
        base, mult, div = _linear(S, m, op)
        if mult == 0:
            if base == int(base) and self.r_lo <= base <= self.r_hi:
                for gtext, value, gkind in tables.groups[R]:
                    if gkind in allowed and not (div and value == 0):
                        yield f"{text}{gtext}", int(base), kind
            return
        index = tables.by_value[R]
        for value in range(self.r_lo, self.r_hi + 1):
            t = value - base
            if div:
                if t == 0:
                    continue
                need = norm(Fraction(mult) / t)
            else:
                need = norm(Fraction(t) / mult)
            for gkind in allowed:
                for gtext in index[gkind].get(need, ()):
                    yield f"{text}{gtext}", value, kind

    # --- growing the prefix ---------------------------------------------------------------------------------

    def grow(self, text: str, S, m, op: str, room: int, factors: int, terms: int) -> Iterator[tuple]:
        """Every expression ``text`` + ``room`` tiles, as ``(text, value, kind)``: first those where the next
        factor is the last, then, depth first, those where an operator follows it."""
        # the last factor fills the room: a number (not alone), a power of a number, a power of a group ...
        shape = _shape(op, factors, terms)
        kinds = [(1, shape or "N")] if op else []
        if room >= 2:
            kinds += [(2, shape or "P"), (3, shape or "P")]
        if kinds:
            yield from self.last_powers(text, S, m, op, room, kinds)
        if room >= 4:
            yield from self.last_group(text, S, m, op, room, "P", shape or "P")
        # ... or a bare group, which must be one the parentheses are needed for (`_bare_kinds`)
        if room >= 5 and op:
            allowed = _bare_kinds(op)
            if allowed:
                yield from self.last_group(text, S, m, op, room, allowed, shape)
        if room >= 3:  # a factor, an operator and a last factor
            states = self.extensions(text, S, m, op, room, factors, terms)
            if text or self.progress is None:
                for state in states:
                    yield from self.grow(*state)
                return
            # the walk's root: tell how far it is, each branch weighed by the tiles it has left
            weights = [_BRANCHING ** state[4] for state in states]
            total, done = sum(weights), 0
            for state, weight in zip(states, weights):
                self.progress(done, total)
                yield from self.grow(*state)
                done += weight

    def extensions(self, text: str, S, m, op: str, room: int, factors: int, terms: int) -> list[tuple]:
        """The prefixes one factor and one operator longer, with at least one tile left, that can still reach
        the target: as the arguments of `grow`. Factors of fewer tiles first; numbers, then groups."""
        first_of_term = op in ("", "+", "-")
        groups, targeted, feasible_bases = self.tables.groups, self.targeted, self.feasible_bases
        fit, start = self.fit, len(text)
        out = []
        add = out.append
        for w in range(1, room - 1):
            rest = room - w - 1
            ops = OPS if fit is None else "".join(nxt for nxt in OPS if nxt in fit.allowed[start + w])
            # numbers and powers of numbers
            for k in (1, 2, 3):
                digits = w if k == 1 else w - 1
                if digits < 1:
                    continue
                sym = _SYMBOL[k]
                if fit is not None and sym and sym not in fit.allowed[start + digits]:
                    continue
                c_lo, c_hi = number_range(digits)
                for nxt in ops:
                    # the same for every number of these digits: tested once, before the numbers are sought
                    if fit is not None and not fit.room(f"{text}{'1' * digits}{sym}{nxt}"):
                        continue
                    factors2, terms2 = (factors + 1, terms) if nxt in "*/" else (0, terms + 1)
                    bases = feasible_bases(S, m, op, nxt, rest, c_lo, c_hi, k)
                    if fit is not None:
                        bases = fit.numbers(start, digits, bases)
                    for c in bases:
                        grown = f"{text}{c}{sym}{nxt}"
                        if fit is not None and not fit.counts(grown):
                            continue
                        S2, m2 = _combine(S, m, op, c**k)
                        add((grown, S2, m2, nxt, rest, factors2, terms2))
            # groups
            for gtext, value, kind in groups.get(w, ()):
                ok_next = _next_operators(op, kind, first_of_term)
                if not ok_next or op == "/" and value == 0:
                    continue
                S2, m2 = _combine(S, m, op, value)
                for nxt in ok_next:
                    if nxt not in ops or targeted and not self.state_ok(S2, m2, nxt, rest):
                        continue
                    grown = f"{text}{gtext}{nxt}"
                    if fit is not None and not fit.prefix(grown, start):
                        continue
                    factors2, terms2 = (factors + 1, terms) if nxt in "*/" else (0, terms + 1)
                    add((grown, S2, m2, nxt, rest, factors2, terms2))
        return out


def _factor_interval(a, recip: bool, lo_m, hi_m) -> tuple:
    """The factors f > 0 with ``a·f`` (``a/f`` when ``recip``) in [lo_m, hi_m], as ``(f_lo, f_hi)`` (f_hi None:
    no upper bound); ``(None, None)`` when there are none."""
    if not recip:
        f1, f2 = Fraction(lo_m) / a, Fraction(hi_m) / a
        return min(f1, f2), max(f1, f2)
    # a / f has the sign of a, and its size decreases as f grows
    if a > 0:
        if hi_m <= 0:
            return None, None
        return Fraction(a) / hi_m, (Fraction(a) / lo_m if lo_m > 0 else None)
    if lo_m >= 0:
        return None, None
    return Fraction(a) / lo_m, (Fraction(a) / hi_m if hi_m < 0 else None)


def _bare_kinds(op: str) -> str:
    """The kinds of bare group ``(X)`` that may be the last factor after ``op`` without redundant parentheses:
    after ``/`` a sum or a product, after ``*`` a sum, as a whole term only after ``-`` and only a sum."""
    if op == "/":
        return "SM"
    if op == "*":
        return "S"
    return "S" if op == "-" else ""


def _next_operators(op: str, kind: str, first_of_term: bool) -> str:
    """The operators that may follow a group of ``kind`` after ``op`` without its parentheses being
    redundant: any after a power; a bare product only after ``/``; a bare sum inside a term, or starting a term
    the term goes on (``*``, ``/``) unless it follows ``-``."""
    if kind == "P":
        return OPS
    if not first_of_term:
        return OPS if kind in ("SM" if op == "/" else "S") else ""
    if kind == "S":
        return "*/" if op != "-" else OPS
    return ""


def _expressions(width: int, r_lo, r_hi, tables: _Tables, fit: Fit | None = None,
                 progress: Callable | None = None) -> Iterator[tuple]:
    """Canonical expressions of exactly ``width`` tiles, as ``(text, value, kind)``: kind ``N`` number, ``P``
    power, ``M`` product, ``S`` sum. With ``r_lo``/``r_hi``, only those whose value is an integer in that
    interval (the rest is pruned, not filtered); with ``fit``, only prefixes it lets through are grown (the
    last factor is not checked). ``progress(done, total)`` is told how far the walk is."""
    return _Search(width, r_lo, r_hi, tables, fit, progress).grow("", 0, 0, "", width, 0, 0)


def left_sides(left_width: int, right_width: int, tables: _Tables | None = None, fit: Fit | None = None,
               progress: Callable | None = None):
    """Every Maxi left side of ``left_width`` tiles whose value is a right side of ``right_width`` digits, as
    ``(text, value)``; a bare number is not a left side. ``tables`` must hold the groups of up to
    ``left_width - 2`` tiles. With ``fit``, the left sides of every line it lets through, and some more (their
    last factors and right sides are not checked)."""
    r_lo, r_hi = right_range(right_width)
    if fit is not None:
        if "=" not in fit.allowed[left_width]:
            return
        first = fit.allowed[left_width + 1]  # the right side's first digit
        lead = sorted(int(d) for d in first if d in "0123456789" and (d != "0" or right_width == 1))
        if not lead:
            return
        scale = 10 ** (right_width - 1)
        r_lo, r_hi = max(r_lo, lead[0] * scale), min(r_hi, (lead[-1] + 1) * scale - 1)
        fit = copy(fit)  # the caller's is left as it was
        fit.left = left_width
    loose = fit.anywhere() if fit is not None else None
    tables = tables or _Tables(left_width - 2, loose)
    for text, value, kind in _expressions(left_width, r_lo, r_hi, tables, fit, progress):
        if kind != "N":
            yield text, value
    # The whole left side a power of a group: (X)² or (X)³ with X of left_width - 3 tiles, an integer root. X may
    # itself be a power of a group of all its tiles, as in ((1²)²)²: the tables hold groups as wide as X.
    inner = left_width - 3
    if inner >= 2 and (fit is None or "(" in fit.allowed[0]):
        small_tables = _Tables(inner, loose)
        for sym, k in (("²", 2), ("³", 3)):
            top = iroot(r_hi, k)
            low = -top if k == 2 else 0
            for text, value, kind in _expressions(inner, low, top, small_tables, loose):
                if kind == "N":
                    continue
                power = value**k
                if r_lo <= power <= r_hi:
                    yield f"({text}){sym}", power


#: The share of the whole list's time each width of right side takes (1 to 7 digits), for progress reports.
_GROUP_WORK = (0.85, 0.10, 0.04, 0.01, 0.0, 0.0, 0.0)


def answers(tiles: int = 10, fit: Fit | None = None, progress: Callable | None = None) -> Iterator[str]:
    """Every Maxi answer of ``tiles`` tiles (10 for the game; fewer for tests), grouped by the width of the
    right side (narrowest first) and sorted as text within each group. With ``fit`` (of ``tiles`` tiles), only
    those it lets through, found without walking the rest. ``progress(done, total)`` (total 1) is told how far
    the enumeration is, a few thousand times at most.

    >>> fit = Fit([("17-2+43=58", "BGGGPBPGBP")])
    >>> list(answers(fit=fit))[:3]
    ['37-22+8=23', '37-23+8=22', '37-2³+8=37']
    """
    widths = [w for w in range(1, tiles - 1)
              if tiles - 1 - w >= 2 and (fit is None or "=" in fit.allowed[tiles - 1 - w])]
    shares = [_GROUP_WORK[w - 1] if w <= len(_GROUP_WORK) else 0.0 for w in widths]
    whole = sum(shares) or 1.0
    done = 0.0
    for right_width, share in zip(widths, shares):
        share /= whole
        report = None
        if progress is not None:
            def report(i, n, done=done, share=share):
                progress(done + share * i / n, 1)
        lines = (f"{text}={value}" for text, value in left_sides(tiles - 1 - right_width, right_width, fit=fit,
                                                                 progress=report))
        if fit is not None:
            lines = (line for line in lines if fit.prefix(line, 0))
        yield from sorted(lines)
        done += share
    if progress is not None:
        progress(1, 1)
