"""The plate solver's core: counting and listing expressions over a digit string by interval dynamic programming.

Every expression over a run of digits is a tree; two trees are the same solution when `engine.to_text` prints
them the same. The trees that `engine.parse_expression` gives back from their own text (*canonical* trees) are in
one-to-one correspondence with the minimal-parentheses texts, so counting canonical trees counts distinct texts
without building or comparing any text.

Whether a tree is canonical, and how many parentheses its printing adds, depends only on each operator node and
the *class* of its two children: a number, a power, a sign (``-x``), an additive or multiplicative expression, the
latter two also "leading with a sign" (``-1+2``, ``-1*2``). The table of allowed (operator, left class, right
class) combinations is not written by hand: `rule_table` builds one small tree per combination and asks the
engine (print, parse back, compare), so the solver follows the engine's printing rules by construction.

For each run of digits the solver keeps, per class, a map *value -> number of canonical expressions*. A run's
maps come from the maps of its two parts at every split point, so a plate of n digits needs only the O(n²) runs.
Values are exact rationals, kept as ``int`` or a reduced ``(numerator, denominator)`` pair for speed.
Listing walks the same maps backwards from the value wanted, so it never visits a dead end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from puzzlers import engine
from puzzlers.engine import Binary, Num, Unary
from puzzlers.exact import from_value, r_add, r_div, r_mul, r_neg, r_sub, ratio, to_value

# --- expression classes -------------------------------------------------------------------------------------

NUM, POW, NEG, ADD, ADD_SIGNED, MUL, MUL_SIGNED = range(7)

_ONE = Num(1, "1")
_SIGN = Unary("-", _ONE)
REPRESENTATIVES = {
    NUM: _ONE,
    POW: Binary("^", _ONE, _ONE),
    NEG: _SIGN,
    ADD: Binary("+", _ONE, _ONE),
    ADD_SIGNED: Binary("+", _SIGN, _ONE),
    MUL: Binary("*", _ONE, _ONE),
    MUL_SIGNED: Binary("*", _SIGN, _ONE),
}
_FULL_RULES = engine.Rules(operators=frozenset("+-*/^"), parentheses=True, unary_minus=True)


def classify(node: engine.Node) -> int:
    """The class of an expression tree (see the module docstring)."""
    if isinstance(node, Num):
        return NUM
    if isinstance(node, Unary):
        return NEG
    if node.op == "^":
        return POW
    signed = engine.leads_with_sign(node)
    if node.op in "+-":
        return ADD_SIGNED if signed else ADD
    return MUL_SIGNED if signed else MUL


class RuleTable:
    """The allowed combinations for one option set, grouped for the inner loops.

    ``binary``: tuples ``(op, left classes, right classes, result class, parentheses added)``; every left class
    combines with every right class of the same tuple. ``unary``: ``(operand classes, parentheses added)``.
    With ``collapse`` (counting with parentheses allowed) powers are merged into numbers: they combine alike
    then. (Signed classes never merge: ``1+(-1+1)`` is canonical where ``1+(1+1)`` is not.)
    """

    def __init__(self, ops: str, parens: bool, unary: bool, collapse: bool):
        classes = [NUM, ADD, MUL] + ([POW] if "^" in ops else []) + ([NEG, ADD_SIGNED, MUL_SIGNED] if unary else [])
        merge = {c: c for c in classes}
        if collapse:
            merge[POW] = NUM
        self.classes = tuple(sorted(set(merge.values())))
        self.merge = merge
        allowed: dict[tuple, set] = {}  # (op, lc', rc') -> {(oc', added)}
        members: dict[int, list] = {}
        for c in classes:
            members.setdefault(merge[c], []).append(c)
        for op in ops:
            for lc in classes:
                for rc in classes:
                    tree = Binary(op, REPRESENTATIVES[lc], REPRESENTATIVES[rc])
                    ok, added = _check(tree, parens)
                    if ok:
                        key = (op, merge[lc], merge[rc])
                        allowed.setdefault(key, set()).add((merge[classify(tree)], None if collapse else added))
        unary_allowed: dict[int, set] = {}
        if unary:
            for x in classes:
                if x == NEG:
                    continue  # no sign directly on a sign: "--1" and "-(-1)" would make the list endless
                ok, added = _check(Unary("-", REPRESENTATIVES[x]), parens)
                if ok:
                    unary_allowed.setdefault(merge[x], set()).add(None if collapse else added)
        if collapse:  # a merged pair must be allowed for all its members, with one result, or counts would be off
            for (op, lc, rc), results in allowed.items():
                assert len(results) == 1, (op, lc, rc, results)
                for a in members[lc]:
                    for b in members[rc]:
                        assert _check(Binary(op, REPRESENTATIVES[a], REPRESENTATIVES[b]), parens)[0], (op, a, b)
            for x in unary_allowed:
                assert all(_check(Unary("-", REPRESENTATIVES[m]), parens)[0] for m in members[x] if m != NEG)
        groups: dict[tuple, set] = {}  # (op, oc, added, frozenset(lcs)) -> rcs
        by_right: dict[tuple, set] = {}
        for (op, lc, rc), results in allowed.items():
            for oc, added in results:
                by_right.setdefault((op, rc, oc, added), set()).add(lc)
        for (op, rc, oc, added), lcs in by_right.items():
            groups.setdefault((op, oc, added, frozenset(lcs)), set()).add(rc)
        self.binary = tuple(sorted(
            ((op, lcs, frozenset(rcs), oc, added) for (op, oc, added, lcs), rcs in groups.items()),
            key=lambda g: ("+-*/^".index(g[0]), g[3], sorted(g[1]), sorted(g[2]), g[4] or 0)))
        by_added: dict = {}
        for x, addeds in unary_allowed.items():
            for added in addeds:
                by_added.setdefault(added, set()).add(x)
        self.unary = tuple((frozenset(xs), added) for added, xs in sorted(by_added.items(), key=lambda i: i[0] or 0))


def _check(tree: engine.Node, parens: bool) -> tuple[bool, int]:
    """Whether ``tree`` is canonical (its text parses back to it) and allowed; and the parentheses it adds."""
    text = engine.to_text(tree)
    try:
        canonical = engine.parse_expression(text, _FULL_RULES) == tree
    except engine.PuzzleError:
        canonical = False
    added = text.count("(")
    return canonical and (parens or added == 0), added


# --- exact rationals as int or (numerator, denominator): see `puzzlers.exact` ------------------------------


def r_pow(a, b):
    """a ^ b under the engine's limits (`engine.power`), or None."""
    result = engine.power(to_value(a), to_value(b))
    return None if result is None else from_value(result)


APPLY = {"+": r_add, "-": r_sub, "*": r_mul, "/": r_div, "^": r_pow}


def inverse(op: str, a, v, right_values: Callable[[], Iterable]):
    """The right operands b with ``a op b == v``; ``right_values()`` gives all candidates when needed."""
    if op == "+":
        return (v - a if type(v) is int and type(a) is int else r_sub(v, a),)
    if op == "-":
        return (a - v if type(v) is int and type(a) is int else r_sub(a, v),)
    if op == "*":
        if a == 0:
            return right_values() if v == 0 else ()
        return (r_div(v, a),)
    if op == "/":
        if v == 0:
            return [b for b in right_values() if b != 0] if a == 0 else ()
        b = r_div(a, v)
        return () if b == 0 else (b,)
    return [b for b in right_values() if r_pow(a, b) == v]


def left_inverse(op: str, b, v, left_values: Callable[[], Iterable]):
    """The left operands a with ``a op b == v``; ``left_values()`` gives all candidates when needed."""
    if op == "+":
        return (v - b if type(v) is int and type(b) is int else r_sub(v, b),)
    if op == "-":
        return (v + b if type(v) is int and type(b) is int else r_add(v, b),)
    if op == "*":
        if b == 0:
            return left_values() if v == 0 else ()
        return (r_div(v, b),)
    if op == "/":
        return () if b == 0 else (r_mul(v, b),)
    return [a for a in left_values() if r_pow(a, b) == v]


# --- the tables ---------------------------------------------------------------------------------------------


class Tables:
    """Per-run value maps for one option set.

    ``maps(s)`` gives, for the digit string ``s``, a dict class -> {key: count}, where key is the value (counting
    mode) or ``(value, parentheses)`` when ``max_parens`` is set (then only expressions with at most that many
    pairs of parentheses are kept; used to list the simplest solutions first). Maps are memoised by digit
    string, so runs shared between plates (statistics, reordering, typing one more digit) are computed once.
    """

    CACHE_LIMIT = 400_000  # stored runs before the memo is cleared (bounds memory in long statistics runs)
    MEMO_LIST = 2_000
    GOAL_VALUES = 64  # work backwards from at most this many values of the short side

    def __init__(self, ops: str, parens: bool, join: bool, unary: bool, max_parens: int | None = None):
        self.ops, self.parens, self.join, self.unary, self.max_parens = ops, parens, join, unary, max_parens
        self.track = max_parens is not None
        self.rules = RuleTable(ops, parens, unary, collapse=parens and not self.track)
        self._maps: dict[str, dict] = {}
        self._merged: dict[tuple, dict] = {}
        self._lists: dict[tuple, list] = {}
        self._counts: dict[tuple, int] = {}

    def atom(self, s: str):
        """The number a run of digits spells, or None when it may not be one number."""
        if len(s) == 1 or (self.join and s[0] != "0"):
            return int(s)
        return None

    def maps(self, s: str) -> dict:
        found = self._maps.get(s)
        if found is not None:
            return found
        if len(self._maps) > self.CACHE_LIMIT:
            self._maps.clear()
            self._merged.clear()
            self._lists.clear()
            self._counts.clear()
        out: dict[int, dict] = {c: {} for c in self.rules.classes}
        a = self.atom(s)
        if a is not None:
            out[NUM][(a, 0) if self.track else a] = 1
        for m in range(1, len(s)):
            left, right = s[:m], s[m:]
            for op, lcs, rcs, oc, added in self.rules.binary:
                lm, rm = self.merged(left, lcs), self.merged(right, rcs)
                if lm and rm:
                    if self.track:
                        _combine_tracked(op, lm, rm, out[oc], added, self.max_parens)
                    else:
                        _combine(op, lm, rm, out[oc])
        for xs, added in self.rules.unary:  # the operand of a sign covers the same digits
            target = out[NEG]
            for x in xs:
                for key, c in list(out[x].items()):
                    if self.track:
                        p = key[1] + added
                        if p <= self.max_parens:
                            nk = (r_neg(key[0]), p)
                            target[nk] = target.get(nk, 0) + c
                    else:
                        nk = r_neg(key)
                        target[nk] = target.get(nk, 0) + c
        self._maps[s] = out
        return out

    def merged(self, s: str, classes: frozenset) -> dict:
        """The union of the maps of ``classes`` for run ``s`` (memoised)."""
        k = (s, classes)
        found = self._merged.get(k)
        if found is not None:
            return found
        maps = self.maps(s)
        parts = [maps[c] for c in classes if maps.get(c)]
        if len(parts) == 1:
            result = parts[0]
        else:
            result = {}
            for part in parts:
                for key, c in part.items():
                    result[key] = result.get(key, 0) + c
        self._merged[k] = result
        return result

    def all(self, s: str) -> dict:
        return self.merged(s, frozenset(self.rules.classes))

    # --- listing --------------------------------------------------------------------------------------------

    def count(self, s: str, classes: frozenset, key) -> int:
        """How many canonical expressions over ``s`` in ``classes`` have this key.

        Uses the maps of ``s`` when they are known; otherwise works backwards from the key through the maps of
        the parts (memoised), which skips building the largest map, the one of the whole run."""
        maps = self._maps.get(s)
        if maps is not None:
            return sum(maps[c].get(key, 0) for c in classes if c in maps)
        k = (s, classes, key)
        found = self._counts.get(k)
        if found is not None:
            return found
        value, p = key if self.track else (key, None)
        total = 0
        if NUM in classes:
            a = self.atom(s)
            if a is not None and a == value and (p is None or p == 0):
                total += 1
        for m in range(1, len(s)):
            left, right = s[:m], s[m:]
            for op, lcs, rcs, oc, added in self.rules.binary:
                if oc in classes:
                    lm, rm = self.merged(left, lcs), self.merged(right, rcs)
                    if lm and rm:
                        total += sum(lm[lk] * rm[rk] for lk, rk in self._pairs(op, lm, rm, value, p, added))
        if NEG in classes:
            for xs, added in self.rules.unary:
                if not self.track:
                    total += self.count(s, xs, r_neg(value))
                elif p - added >= 0:
                    total += self.count(s, xs, (r_neg(value), p - added))
        if len(self._counts) > self.CACHE_LIMIT:
            self._counts.clear()
        self._counts[k] = total
        return total

    def count_equal(self, left: str, right: str, level: int | None = None) -> int:
        """Pairs (expression over ``left``, expression over ``right``) of equal value; when tracking, with
        ``level`` pairs of parentheses between them. Works backwards from the short side's values into the
        long side when the long side's map is not known yet and the short side has few values."""
        everything = frozenset(self.rules.classes)
        lm = self.all(left) if len(left) <= len(right) or left in self._maps else None
        rm = self.all(right) if lm is None or len(right) < len(left) or right in self._maps else None
        if lm is not None and rm is not None:
            if level is None:
                small, large = (lm, rm) if len(lm) <= len(rm) else (rm, lm)
                get = large.get
                return sum(c * get(v, 0) for v, c in small.items())
            get = rm.get
            return sum(c * get((v, level - p), 0) for (v, p), c in lm.items() if p <= level)
        short, long_side = (lm, right) if rm is None else (rm, left)
        if len(short) > self.GOAL_VALUES:
            return self.count_equal_full(left, right, level)
        if level is None:
            return sum(c * self.count(long_side, everything, v) for v, c in short.items())
        return sum(c * self.count(long_side, everything, (v, level - p)) for (v, p), c in short.items()
                   if p <= level)

    def count_equal_full(self, left: str, right: str, level: int | None) -> int:
        self.all(left)
        self.all(right)
        return self.count_equal(left, right, level)

    def expressions(self, s: str, classes: frozenset, key) -> Iterable[engine.Node]:
        """Every canonical expression tree over ``s`` in ``classes`` with this key, in a fixed order (lazily;
        lists of up to `MEMO_LIST` trees are memoised, since listing asks for the same parts again and again)."""
        n = self.count(s, classes, key)
        if n == 0:
            return ()
        if n > self.MEMO_LIST:
            return self._expressions(s, classes, key)
        k = (s, classes, key)
        found = self._lists.get(k)
        if found is None:
            if len(self._lists) > self.CACHE_LIMIT:
                self._lists.clear()
            found = self._lists[k] = list(self._expressions(s, classes, key))
        return found

    def _pairs(self, op: str, lm: dict, rm: dict, value, p, added) -> Iterator[tuple]:
        """The (left key, right key) pairs in ``lm`` x ``rm`` that ``op`` combines into ``value`` (and, when
        tracking, ``p`` pairs of parentheses), walking the smaller map and solving for the other operand."""
        track = self.track
        if len(lm) <= len(rm):
            values = _values(rm, track)
            for lkey in lm:
                if track:
                    a, pa = lkey
                    pb = p - pa - added
                    if pb < 0:
                        continue
                    for b in inverse(op, a, value, values):
                        if (b, pb) in rm:
                            yield lkey, (b, pb)
                else:
                    for b in inverse(op, lkey, value, values):
                        if b in rm:
                            yield lkey, b
        else:
            values = _values(lm, track)
            for rkey in rm:
                if track:
                    b, pb = rkey
                    pa = p - pb - added
                    if pa < 0:
                        continue
                    for a in left_inverse(op, b, value, values):
                        if (a, pa) in lm:
                            yield (a, pa), rkey
                else:
                    for a in left_inverse(op, rkey, value, values):
                        if a in lm:
                            yield a, rkey

    def _expressions(self, s: str, classes: frozenset, key) -> Iterator[engine.Node]:
        value, p = key if self.track else (key, None)
        if NUM in classes:
            a = self.atom(s)
            if a is not None and a == value and (p is None or p == 0):
                yield Num(a, s)
        for m in range(1, len(s)):
            left, right = s[:m], s[m:]
            for op, lcs, rcs, oc, added in self.rules.binary:
                if oc not in classes:
                    continue
                lm, rm = self.merged(left, lcs), self.merged(right, rcs)
                if not lm or not rm:
                    continue
                for lkey, rkey in self._pairs(op, lm, rm, value, p, added):
                    for ln in self.expressions(left, lcs, lkey):
                        for rn in self.expressions(right, rcs, rkey):
                            yield Binary(op, ln, rn)
        if NEG in classes:
            nkey = (r_neg(value), p) if self.track else r_neg(value)
            for xs, added in self.rules.unary:
                if self.track:
                    if p - added < 0:
                        continue
                    nkey = (r_neg(value), p - added)
                for xn in self.expressions(s, xs, nkey):
                    yield Unary("-", xn)


def _values(keys: dict, track: bool) -> Callable[[], list]:
    if track:
        return lambda: list(dict.fromkeys(k[0] for k in keys))
    return lambda: list(keys)


def _combine(op: str, lm: dict, rm: dict, out: dict) -> None:
    """out[a op b] += count(a) * count(b) for all pairs (the hot loop; ints take the fast path)."""
    get = out.get
    if op == "+":
        for a, ca in lm.items():
            if type(a) is int:
                for b, cb in rm.items():
                    v = a + b if type(b) is int else r_add(a, b)
                    out[v] = get(v, 0) + ca * cb
            else:
                for b, cb in rm.items():
                    v = r_add(a, b)
                    out[v] = get(v, 0) + ca * cb
    elif op == "-":
        for a, ca in lm.items():
            if type(a) is int:
                for b, cb in rm.items():
                    v = a - b if type(b) is int else r_sub(a, b)
                    out[v] = get(v, 0) + ca * cb
            else:
                for b, cb in rm.items():
                    v = r_sub(a, b)
                    out[v] = get(v, 0) + ca * cb
    elif op == "*":
        for a, ca in lm.items():
            if type(a) is int:
                for b, cb in rm.items():
                    v = a * b if type(b) is int else r_mul(a, b)
                    out[v] = get(v, 0) + ca * cb
            else:
                for b, cb in rm.items():
                    v = r_mul(a, b)
                    out[v] = get(v, 0) + ca * cb
    elif op == "/":
        for a, ca in lm.items():
            if type(a) is int:
                for b, cb in rm.items():
                    if type(b) is int:
                        if b == 0:
                            continue
                        v = a // b if a % b == 0 else ratio(a, b)
                    else:
                        v = r_div(a, b)
                    out[v] = get(v, 0) + ca * cb
            else:
                for b, cb in rm.items():
                    v = r_div(a, b)
                    if v is not None:
                        out[v] = get(v, 0) + ca * cb
    else:
        for a, ca in lm.items():
            for b, cb in rm.items():
                v = r_pow(a, b)
                if v is not None:
                    out[v] = get(v, 0) + ca * cb


def _combine_tracked(op: str, lm: dict, rm: dict, out: dict, added: int, max_parens: int) -> None:
    fn = APPLY[op]
    get = out.get
    for (a, pa), ca in lm.items():
        base = pa + added
        if base > max_parens:
            continue
        for (b, pb), cb in rm.items():
            p = base + pb
            if p > max_parens:
                continue
            v = fn(a, b)
            if v is not None:
                k = (v, p)
                out[k] = get(k, 0) + ca * cb
