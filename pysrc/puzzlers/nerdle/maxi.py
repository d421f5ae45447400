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
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from math import ceil, floor

from puzzlers.exact import iroot, norm, number_range, right_range

OPS = "+-*/"


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

    def __init__(self, width: int):
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
                inner_exprs[w] = list(_expressions(w, None, None, self, classify=True))

    @property
    def width(self) -> int:
        return len(self.groups)

    def _add(self, w, text, value, kind):
        self.groups[w].append((text, value, kind))
        self.by_value[w][kind].setdefault(value, []).append(text)


def _expressions(width: int, r_lo, r_hi, tables: _Tables, classify: bool = False,
                 bounds=None) -> Iterator[tuple]:
    """Canonical expressions of exactly ``width`` tiles, as ``(text, value)`` (or ``(text, value, kind)`` with
    ``classify``: kind ``N`` number, ``P`` power, ``M`` product, ``S`` sum). With ``r_lo``/``r_hi``, only those
    whose value is an integer in that interval (the rest is pruned, not filtered)."""
    targeted = r_lo is not None
    big, small = bounds or _bounds(width)

    def reach(S3, R):
        """Can S3 plus an expression of R tiles land in [r_lo, r_hi]?"""
        return S3 - big[R] <= r_hi and S3 + big[R] >= r_lo

    def term_ok(S2, m2, R, div):
        """After ``S2 + m2 ·`` (``*``) or ``S2 + m2 /`` (``/``) with R tiles left for the rest."""
        if m2 == 0:
            return reach(S2, R)
        low = small[R]
        if low is None:
            return True
        spread = max(abs(r_hi - S2), abs(r_lo - S2)) + big[R]
        least = abs(m2) * low if not div else abs(m2) / big[R]
        return least <= spread

    def combine(S, m, op, value):
        """State after factor ``value`` following ``op``: (S, m) with the open term's product in m."""
        if op in ("", "+"):
            return S + m if op else S, value
        if op == "-":
            return S + m, -value
        if op == "*":
            return S, m * value
        return S, norm(Fraction(m) / value) if not isinstance(m, int) or m % value else m // value

    def finish(S, m, op, value):
        S2, m2 = combine(S, m, op, value)
        return norm(S2 + m2)

    def last_powers(text, S, m, op, R, kinds):
        """The last factor, of R tiles, is c (when ``text``), c² or c³: ``kinds`` maps k to the expression's
        kind. Targeted: the interval of factor values f reaching [r_lo, r_hi] is computed once (integers
        only), then each k takes the bases c with c**k in it."""
        if not targeted:
            for k, kind in kinds:
                digits = R if k == 1 else R - 1
                if digits < 1:
                    continue
                c_lo, c_hi = number_range(digits)
                sym = "" if k == 1 else ("²" if k == 2 else "³")
                for c in range(c_lo, c_hi + 1):
                    yield f"{text}{c}{sym}", finish(S, m, op, c**k), kind
            return
        if op in ("", "+", "-"):
            base, mult, div = (S + m if op else S), (-1 if op == "-" else 1), False
        else:
            base, mult, div = S, m, op == "/"
        if mult == 0:
            if isinstance(base, int) and r_lo <= base <= r_hi:
                for k, kind in kinds:
                    digits = R if k == 1 else R - 1
                    if digits >= 1:
                        c_lo, c_hi = number_range(digits)
                        sym = "" if k == 1 else ("²" if k == 2 else "³")
                        for c in range(c_lo, c_hi + 1):
                            yield f"{text}{c}{sym}", base, kind
            return
        mn, md = (mult, 1) if isinstance(mult, int) else (mult.numerator, mult.denominator)
        sn, sd = (base, 1) if isinstance(base, int) else (base.numerator, base.denominator)
        if not div:
            # base + mult*f in [r_lo, r_hi]  <=>  f in [(r_lo - base)/mult, (r_hi - base)/mult] (sorted)
            a_num, b_num = (r_lo * sd - sn) * md, (r_hi * sd - sn) * md
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
                sym = "" if k == 1 else ("²" if k == 2 else "³")
                for c in range(first, last + 1):
                    f = c**k
                    if whole:
                        yield f"{text}{c}{sym}", sn + mn * f, kind
                    else:
                        q, r = divmod(sn * md + mn * f * sd, sd * md)
                        if not r:
                            yield f"{text}{c}{sym}", q, kind
            return
        # base + mult / f = value  <=>  f = mult / (value - base) = mn*sd / (md*(value*sd - sn))
        num = mn * sd
        for k, kind in kinds:
            digits = R if k == 1 else R - 1
            if digits < 1:
                continue
            c_lo, c_hi = number_range(digits)
            sym = "" if k == 1 else ("²" if k == 2 else "³")
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

    def last_group(text, S, m, op, R, allowed, kind_of_term):
        """The last factor is a group of R tiles whose kind is in ``allowed``."""
        if R not in tables.groups:
            return
        if not targeted:
            for gtext, value, kind in tables.groups[R]:
                if kind in allowed and not (op == "/" and value == 0):
                    yield f"{text}{gtext}", finish(S, m, op, value), kind_of_term
            return
        if op in ("", "+", "-"):
            base, mult, div = (S + m if op else S), (-1 if op == "-" else 1), False
        else:
            base, mult, div = S, m, op == "/"
        index = tables.by_value[R]
        if mult == 0:
            if base == int(base) and r_lo <= base <= r_hi:
                for gtext, value, kind in tables.groups[R]:
                    if kind in allowed and not (div and value == 0):
                        yield f"{text}{gtext}", int(base), kind_of_term
            return
        for value in range(r_lo, r_hi + 1):
            t = value - base
            if div:
                if t == 0:
                    continue
                need = norm(Fraction(mult) / t)
            else:
                need = norm(Fraction(t) / mult)
            for kind in allowed:
                for gtext in index[kind].get(need, ()):
                    yield f"{text}{gtext}", value, kind_of_term

    def grow(text, S, m, op, room, factors_in_term, terms):
        """``text`` ends with ``op`` (or is empty); ``room`` tiles remain."""
        first_of_term = op in ("", "+", "-")
        # which kinds of bare group may come next
        if op == "/":
            bare = "SM"
        elif op == "*":
            bare = "S"
        else:
            bare = "S"  # a sum group starting a term: only if the term continues (or after '-', alone)
        # --- the last factor fills the room
        def kind_after(kind_factor):
            if not classify:
                return None
            if terms > 0 or op in "+-" and op:
                return "S"
            if factors_in_term > 0:
                return "M"
            return kind_factor

        kinds = ([(1, kind_after("N"))] if op else []) + ([(2, kind_after("P")), (3, kind_after("P"))]
                                                          if room >= 2 else [])
        if kinds:
            yield from last_powers(text, S, m, op, room, kinds)
        if room >= 4:
            yield from last_group(text, S, m, op, room, "P", kind_after("P"))
        if room >= 5 and op:
            allowed = bare if not first_of_term else ("S" if op == "-" else "")
            if allowed:
                yield from last_group(text, S, m, op, room, allowed, kind_after(None))
        # --- a factor, an operator, then at least one more tile
        for w in range(1, room - 1):
            rest = room - w - 1
            # numbers and powers of numbers
            for k in (1, 2, 3):
                digits = w if k == 1 else w - 1
                if digits < 1:
                    continue
                sym = "" if k == 1 else ("²" if k == 2 else "³")
                c_lo, c_hi = number_range(digits)
                for nxt in OPS:
                    for c in _feasible_bases(S, m, op, nxt, rest, c_lo, c_hi, k):
                        S2, m2 = combine(S, m, op, c**k)
                        yield from grow(f"{text}{c}{sym}{nxt}", S2, m2, nxt, rest,
                                        factors_in_term + 1 if nxt in "*/" else 0,
                                        terms + (1 if nxt in "+-" else 0))
            # groups
            for gtext, value, kind in tables.groups.get(w, ()):
                if kind == "P":
                    ok_next = OPS
                elif kind in bare and not first_of_term:
                    ok_next = OPS
                elif kind == "S" and first_of_term:
                    ok_next = "*/" if op != "-" else OPS
                else:
                    continue
                if op == "/" and value == 0:
                    continue
                S2, m2 = combine(S, m, op, value)
                for nxt in ok_next:
                    if targeted and not _state_ok(S2, m2, nxt, rest):
                        continue
                    yield from grow(f"{text}{gtext}{nxt}", S2, m2, nxt, rest,
                                    factors_in_term + 1 if nxt in "*/" else 0, terms + (1 if nxt in "+-" else 0))

    def _state_ok(S2, m2, nxt, rest):
        if nxt in "+-":
            return reach(norm(S2 + m2), rest)
        return term_ok(S2, m2, rest, nxt == "/")

    def _feasible_bases(S, m, op, nxt, rest, c_lo, c_hi, k):
        """The bases c in [c_lo, c_hi] whose factor c**k, after ``op`` and before ``nxt``, keeps the target in
        reach; an interval computed from the bounds, then checked one by one near its ends."""
        if not targeted:
            return range(c_lo, c_hi + 1)
        # m2 as a function of f = c**k: a*f (op +,-,'',*) or m/f (op /)
        if op in ("", "+", "-"):
            S2, a, recip = (S + m if op else S), (-1 if op == "-" else 1), False
        elif op == "*":
            S2, a, recip = S, m, False
        else:
            S2, a, recip = S, m, True
        if a == 0:
            return range(c_lo, c_hi + 1) if _state_ok(S2, 0, nxt, rest) else range(0)
        if nxt in "+-":
            lo_m, hi_m = r_lo - big[rest] - S2, r_hi + big[rest] - S2  # m2 must lie here
        else:
            low = small[rest]
            if low is None:
                return range(c_lo, c_hi + 1)
            spread = max(abs(r_hi - S2), abs(r_lo - S2)) + big[rest]
            cap = spread / low if nxt == "*" else spread * big[rest]
            lo_m, hi_m = -cap, cap
        # f range from the m2 range
        if not recip:
            f1, f2 = Fraction(lo_m) / a, Fraction(hi_m) / a
            f_lo, f_hi = min(f1, f2), max(f1, f2)
        else:
            # m2 = a / f, f > 0: m2 has the sign of a; |m2| decreases as f grows
            if a > 0:
                if hi_m <= 0:
                    return range(0)
                f_lo = Fraction(a) / hi_m
                f_hi = Fraction(a) / lo_m if lo_m > 0 else None
            else:
                if lo_m >= 0:
                    return range(0)
                f_lo = Fraction(a) / lo_m
                f_hi = Fraction(a) / hi_m if hi_m < 0 else None
        first = c_lo if f_lo <= 1 else max(c_lo, iroot(ceil(f_lo) - 1, k) + 1)
        last = c_hi if f_hi is None else min(c_hi, iroot(floor(f_hi), k)) if f_hi >= 0 else -1
        return range(first, last + 1)

    yield from grow("", 0, 0, "", width, 0, 0)


def left_sides(left_width: int, right_width: int, tables: _Tables | None = None):
    """Every Maxi left side of ``left_width`` tiles whose value is a right side of ``right_width`` digits, as
    ``(text, value)``; a bare number is not a left side. ``tables`` must hold the groups of up to
    ``left_width - 2`` tiles."""
    tables = tables or _Tables(left_width - 2)
    r_lo, r_hi = right_range(right_width)
    for text, value, kind in _expressions(left_width, r_lo, r_hi, tables, classify=True):
        if kind != "N":
            yield text, value
    # The whole left side a power of a group: (X)² or (X)³ with X of left_width - 3 tiles, an integer root.
    inner = left_width - 3
    if inner >= 2:
        small_tables = _Tables(max(inner - 2, 0))
        for sym, k in (("²", 2), ("³", 3)):
            top = iroot(r_hi, k)
            low = -top if k == 2 else 0
            for text, value, kind in _expressions(inner, low, top, small_tables, classify=True):
                if kind == "N":
                    continue
                power = value**k
                if r_lo <= power <= r_hi:
                    yield f"({text}){sym}", power


def answers(tiles: int = 10) -> Iterator[str]:
    """Every Maxi answer of ``tiles`` tiles (10 for the game; fewer for tests), grouped by the width of the
    right side (narrowest first) and sorted as text within each group."""
    for right_width in range(1, tiles - 1):
        left_width = tiles - 1 - right_width
        if left_width < 2:
            continue
        group = sorted(f"{text}={value}" for text, value in left_sides(left_width, right_width))
        yield from group
