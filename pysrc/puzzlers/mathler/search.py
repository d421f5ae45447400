"""Fast exact enumeration of Mathler expressions: skeletons, then numbers.

An expression of ``n`` tiles is a *skeleton* (its shape: where the numbers are, how many digits each has, the
operators, signs and parentheses) filled with numbers. ``12+3*45`` has the skeleton ``NN+N*NN``. There are
few skeletons (hundreds, even for 8 tiles) and they are found once, with the engine itself as the judge: a
shape is kept only when the engine prints it back unchanged (`puzzlers.engine.to_text` of its parse), so every
listed expression is written with the fewest parentheses and each string has exactly one tree.

Numbers are then filled in two ways:

- `stream` walks every filling of every skeleton, left operand outside, right operand inside, in batches, so
  memory stays bounded by the largest operand table (a few MB), not by the list;
- `solve` finds only the fillings with one given value: it enumerates the smaller operand of each operator and
  *solves* the other for the value it must have (``a+x=T`` gives ``x=T-a``), down to a single number, which
  is checked against its digit range. Its cost is the product of all slot sizes but the largest, not of all.

Arithmetic is exact (``int``; ``Fraction`` only where the ``"exact"`` division policy produces one), with the
engine's semantics: a division by zero has no value and, under ``"integer"`` division, so has every ``/``
that does not divide exactly.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from puzzlers.engine import (
    PRECEDENCE,
    Binary,
    Num,
    Rules,
    Unary,
    needs_parens,
    parse_expression,
    precedence,
    to_text,
)
from puzzlers.errors import PuzzleError
from puzzlers.exact import norm, number_range

OPERATOR_CHARS = frozenset("+-*/")


def operator_count(text: str) -> int:
    """How many of the tiles are ``+ - * /`` (signs count, as in the game's "up to N operators")."""
    return sum(ch in OPERATOR_CHARS for ch in text)


def has_binary(node) -> bool:
    if isinstance(node, Binary):
        return True
    if isinstance(node, Unary):
        return has_binary(node.operand)
    return False


# --- skeletons ------------------------------------------------------------------------------------------------


def _slot(length: int) -> Num:
    return Num(int("1" * length), "1" * length)


def _shapes(size: int, max_ops: int, rules: Rules, memo: dict) -> list:
    """Engine trees (numbers as ``1``, ``11``, ...) printing to exactly ``size`` tiles with <= max_ops operators."""
    key = (size, max_ops)
    if key in memo:
        return memo[key]
    out = [_slot(size)]
    division = rules.division
    if max_ops >= 1:
        signs = [s for s, ok in (("-", rules.unary_minus), ("+", rules.unary_plus)) if ok]
        for sign in signs:
            for inner in (size - 1, size - 3):
                if inner < 1:
                    continue
                for child in _shapes(inner, max_ops - 1, rules, memo):
                    wrapped = precedence(child) < PRECEDENCE["neg"] or isinstance(child, Unary)
                    if wrapped == (inner == size - 3) and (not wrapped or rules.parentheses):
                        out.append(Unary(sign, child))
        for op in sorted(rules.operators):
            for lsize in range(1, size - 1):
                for left in _shapes(lsize, max_ops - 1, rules, memo):
                    lparen = needs_parens(op, left, False, division)
                    rem = size - 1 - lsize - 2 * lparen
                    if rem < 1:
                        continue
                    budget = max_ops - 1 - _ops(left)
                    for rsize in (rem, rem - 2):
                        if rsize < 1:
                            continue
                        for right in _shapes(rsize, budget, rules, memo):
                            rparen = needs_parens(op, right, True, division)
                            if rsize + 2 * rparen != rem:
                                continue
                            if (lparen or rparen) and not rules.parentheses:
                                continue
                            out.append(Binary(op, left, right))
    out = [t for t in out if _ops(t) <= max_ops]
    memo[key] = out
    return out


def _ops(node) -> int:
    if isinstance(node, Binary):
        return 1 + _ops(node.left) + _ops(node.right)
    if isinstance(node, Unary):
        return 1 + _ops(node.operand)
    return 0


@cache
def skeletons(tiles: int, max_ops: int, rules: Rules, require_binary: bool = True) -> tuple:
    """The templates (``"11+1*1"``: each number a run of 1s) of every shape of ``tiles`` tiles, sorted.

    A template is kept when the engine parses it back to the same tree and prints it unchanged: signs only where
    the rules allow them, parentheses only where they matter.
    """
    out = set()
    for tree in _shapes(tiles, max_ops, rules, {}):
        if require_binary and not has_binary(tree):
            continue
        text = to_text(tree, rules.division)
        if len(text) != tiles or operator_count(text) > max_ops:
            continue
        try:
            back = parse_expression(text, rules)
        except PuzzleError:
            continue
        if back == tree and to_text(back, rules.division) == text:
            out.add(text)
    return tuple(sorted(out))


# --- compiled skeletons ---------------------------------------------------------------------------------------


class Shape:
    """A compiled skeleton node: a number slot (``kind == "n"``: the numbers ``range(lo, hi)``), a sign
    (``"u"``) or a binary operator (``"b"``).

    ``size`` is how many fillings it has, ``cost`` roughly how many steps `solve` takes for one value, and
    ``enum_left`` which operand `solve` enumerates (the other is solved for). ``key`` is the template text,
    shared by equal sub-shapes of different skeletons so their operand tables are computed once.
    """

    __slots__ = ("kind", "op", "left", "right", "lwrap", "rwrap", "lo", "hi", "size", "cost", "enum_left",
                 "key", "fractional")

    def __init__(self, kind, key, op=None, left=None, right=None, lwrap=False, rwrap=False, lo=0, hi=0):
        self.kind, self.key, self.op, self.left, self.right = kind, key, op, left, right
        self.lwrap, self.rwrap, self.lo, self.hi = lwrap, rwrap, lo, hi
        self.enum_left = True
        if kind == "n":
            self.size, self.cost, self.fractional = hi - lo, 1, False
        elif kind == "u":
            self.size, self.cost, self.fractional = left.size, left.cost, left.fractional
        else:
            self.size = left.size * right.size
            by_left, by_right = left.size * right.cost, right.size * left.cost
            self.enum_left = by_left <= by_right
            self.cost = min(by_left, by_right)
            self.fractional = left.fractional or right.fractional or op == "/"


def compile_template(template: str, rules: Rules) -> Shape:
    """The compiled tree of a skeleton template (see `skeletons`), with each slot's number range."""
    tree = parse_expression(template, rules)
    division = rules.division
    integer = division == "integer"

    def comp(node):
        if isinstance(node, Num):
            lo, last = number_range(len(node.text), rules.lone_zero)
            return Shape("n", node.text, lo=lo, hi=last + 1)
        if isinstance(node, Unary):
            wrap = precedence(node.operand) < PRECEDENCE["neg"] or isinstance(node.operand, Unary)
            return Shape("u", to_text(node, division), op=node.op, left=comp(node.operand), lwrap=wrap)
        shape = Shape("b", to_text(node, division), op=node.op, left=comp(node.left), right=comp(node.right),
                      lwrap=needs_parens(node.op, node.left, False, division),
                      rwrap=needs_parens(node.op, node.right, True, division))
        if integer:
            shape.fractional = False
        return shape

    return comp(tree)


def _divide(a, la, pairs, integer):
    out = []
    if type(a) is int:
        for b, sb in pairs:
            if not b:
                continue
            if type(b) is int:
                if a % b == 0:
                    out.append((a // b, la + sb))
                elif not integer:
                    out.append((Fraction(a, b), la + sb))
            else:
                q = norm(a / b)
                if not integer or type(q) is int:
                    out.append((q, la + sb))
        return out
    for b, sb in pairs:
        if b:
            q = norm(a / b)
            if not integer or type(q) is int:
                out.append((q, la + sb))
    return out


def _combine(op, lv, rv, lwrap, rwrap, integer):
    """All (value, text) of ``left op right`` for the operand tables ``lv`` and ``rv``."""
    out = []
    ext = out.extend
    pairs = [(b, f"({sb})") for b, sb in rv] if rwrap else rv
    for a, sa in lv:
        la = f"({sa}){op}" if lwrap else f"{sa}{op}"
        if op == "+":
            ext([(norm(a + b), la + sb) for b, sb in pairs])
        elif op == "-":
            ext([(norm(a - b), la + sb) for b, sb in pairs])
        elif op == "*":
            ext([(norm(a * b), la + sb) for b, sb in pairs])
        else:
            ext(_divide(a, la, pairs, integer))
    return out


#: Operand tables shared across skeletons and calls, keyed by (template, division policy, lone zero).
_TABLES: dict = {}
_TABLE_LIMIT = 20000


def values(node: Shape, integer: bool, cache: dict | None = None) -> list:
    """Every (value, text) of a compiled node (valid under the division policy), in a deterministic order.

    Small tables (up to 20,000 entries) are kept for later calls; larger ones only in ``cache``.
    """
    key = (node.key, integer, node.lo if node.kind == "n" else None)
    hit = _TABLES.get(key)
    if hit is None and cache is not None:
        hit = cache.get(key)
    if hit is not None:
        return hit
    if node.kind == "n":
        out = [(v, str(v)) for v in range(node.lo, node.hi)]
    elif node.kind == "u":
        cv = values(node.left, integer, cache)
        sign, wrap = node.op, node.lwrap
        if sign == "-":
            out = [(-v, f"-({s})" if wrap else "-" + s) for v, s in cv]
        else:
            out = [(v, f"+({s})" if wrap else "+" + s) for v, s in cv]
    else:
        out = _combine(node.op, values(node.left, integer, cache), values(node.right, integer, cache),
                       node.lwrap, node.rwrap, integer)
    if len(out) <= _TABLE_LIMIT and node.size <= _TABLE_LIMIT:
        _TABLES[key] = out
    elif cache is not None:
        cache[key] = out
    return out


# --- streaming every expression -------------------------------------------------------------------------------


def stream_batches(node: Shape, integer: bool):
    """Yield lists of (text, value) with an integer value for every filling of the compiled skeleton ``node``.

    Only operand tables of the root's children are held (a number slot is a ``range``), so memory is bounded.
    """
    cache: dict = {}
    if node.kind == "u":
        sign, wrap = node.op, node.lwrap
        for batch in stream_batches(node.left, integer):
            if sign == "-":
                yield [(f"-({t})" if wrap else "-" + t, -v) for t, v in batch]
            else:
                yield [(f"+({t})" if wrap else "+" + t, v) for t, v in batch]
        return
    if node.kind == "n":
        yield [(str(v), v) for v in range(node.lo, node.hi)]
        return
    op, left, right, lwrap = node.op, node.left, node.right, node.lwrap
    rng = rv = None
    if right.kind == "n":
        rng = range(right.lo, right.hi)
    else:
        rv = values(right, integer, cache)
        if node.rwrap:
            rv = [(b, f"({sb})") for b, sb in rv]
    if left.kind == "n":
        lefts = ((a, str(a)) for a in range(left.lo, left.hi))
    else:
        lefts = values(left, integer, cache)
    for a, sa in lefts:
        la = f"({sa}){op}" if lwrap else f"{sa}{op}"
        ai = type(a) is int
        if rng is not None:
            if op == "+":
                batch = [(f"{la}{b}", a + b) for b in rng] if ai else []
            elif op == "-":
                batch = [(f"{la}{b}", a - b) for b in rng] if ai else []
            elif op == "*":
                if ai:
                    batch = [(f"{la}{b}", a * b) for b in rng]
                else:
                    batch = [(f"{la}{b}", norm(a * b)) for b in rng if (a * b).denominator == 1]
            elif ai:
                batch = [(f"{la}{b}", a // b) for b in rng if b and a % b == 0]
            else:
                batch = [(f"{la}{b}", norm(a / b)) for b in rng if b and (a / b).denominator == 1]
        elif ai:
            if op == "+":
                batch = [(la + sb, a + b) for b, sb in rv if type(b) is int]
            elif op == "-":
                batch = [(la + sb, a - b) for b, sb in rv if type(b) is int]
            elif op == "*":
                batch = [(la + sb, norm(a * b)) for b, sb in rv if type(b) is int or (a * b).denominator == 1]
            else:
                batch = [(la + sb, v) for v, sb in _divide(a, "", rv, True)]
        else:
            batch = []
            for b, sb in rv:
                if op == "+":
                    v = a + b
                elif op == "-":
                    v = a - b
                elif op == "*":
                    v = a * b
                elif b:
                    v = a / b
                else:
                    continue
                v = norm(v)
                if type(v) is int:
                    batch.append((la + sb, v))
        if batch:
            yield batch


# --- solving for one value ------------------------------------------------------------------------------------


def _need(op, enum_left, x, target, fractional):
    """The value the solved operand must have, given the enumerated operand's value ``x``; None if none can
    work, ``ANY`` if every value works (``0*x == 0``), ``NONZERO`` if every nonzero value works (``0/x``)."""
    if op == "+":
        return target - x
    if op == "-":
        return x - target if enum_left else target + x
    if op == "*":
        if x == 0:
            return ANY if target == 0 else None
        if type(x) is int and type(target) is int:
            if target % x == 0:
                return target // x
            return Fraction(target, x) if fractional else None
        q = norm(Fraction(target) / x)
        return q if fractional or type(q) is int else None
    # division
    if enum_left:  # x / ? = target
        if target == 0:
            return NONZERO if x == 0 else None
        if x == 0:
            return None
        if type(x) is int and type(target) is int:
            if x % target == 0:
                return x // target
            return Fraction(x, target) if fractional else None
        q = norm(Fraction(x) / target)
        return q if fractional or type(q) is int else None
    if x == 0:  # ? / 0
        return None
    return norm(target * x)


ANY, NONZERO = object(), object()


def solve(node: Shape, target, integer: bool) -> list:
    """The texts of every filling of compiled ``node`` whose value is exactly ``target``."""
    target = norm(target)
    if type(target) is not int and (integer or not node.fractional):
        return []
    kind = node.kind
    if kind == "n":
        if node.lo <= target < node.hi and type(target) is int:
            return [str(target)]
        return []
    if kind == "u":
        texts = solve(node.left, -target if node.op == "-" else target, integer)
        sign = node.op
        return [f"{sign}({t})" if node.lwrap else sign + t for t in texts]
    op, lwrap, rwrap = node.op, node.lwrap, node.rwrap
    enum_left = node.enum_left
    known, other = (node.left, node.right) if enum_left else (node.right, node.left)
    fractional = other.fractional
    out: list = []
    append = out.append
    if other.kind == "n":
        lo, hi = other.lo, other.hi
        for x, sx in values(known, integer):
            need = _need(op, enum_left, x, target, False)
            if need is None:
                continue
            if need is ANY or need is NONZERO:
                texts = [str(v) for v in range(lo, hi) if need is ANY or v]
            elif type(need) is int and lo <= need < hi:
                texts = (str(need),)
            else:
                continue
            for t in texts:
                if enum_left:
                    append((f"({sx})" if lwrap else sx) + op + (f"({t})" if rwrap else t))
                else:
                    append((f"({t})" if lwrap else t) + op + (f"({sx})" if rwrap else sx))
        return out
    for x, sx in values(known, integer):
        need = _need(op, enum_left, x, target, fractional)
        if need is None:
            continue
        if need is ANY or need is NONZERO:
            texts = [s for v, s in values(other, integer) if need is ANY or v != 0]
        else:
            texts = solve(other, need, integer)
        for t in texts:
            if enum_left:
                append((f"({sx})" if lwrap else sx) + op + (f"({t})" if rwrap else t))
            else:
                append((f"({t})" if lwrap else t) + op + (f"({sx})" if rwrap else sx))
    return out
