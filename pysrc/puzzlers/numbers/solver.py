"""Solving a selection: every distinct solution (simplest first), the closest value, the target map, the ladder.

>>> a = solve("countdown", [75, 50, 2, 3, 8, 7], 812)
>>> a.closest, a.count, a.solutions[0].expression
(812, 9, '(50+8)*7*2')
>>> a.solutions[0].steps
('50 + 8 = 58', '58 × 7 = 406', '406 × 2 = 812')
>>> b = solve("24", [4, 7, 8, 8])
>>> b.count, [s.expression for s in b.solutions]
(3, ['8*7-8*4', '8*(7+4-8)', '(7-8/8)*4'])
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import isqrt

from puzzlers.errors import PuzzleError, ascii_forms
from puzzlers.exact import from_value, parts, r_add, r_div, r_mul, r_sub, to_value
from puzzlers.numbers import forms as F
from puzzlers.numbers.games import check as check_input
from puzzlers.numbers.games import game
from puzzlers.numbers.tables import Table, reach_whole

#: How many solutions are listed by default, and at most.
DEFAULT_MAX_SOLUTIONS = 20
MAX_SOLUTIONS = 5000
#: The target map's range (Countdown's targets).
MAP_RANGE = (100, 999)
#: A free selection whose tables (all but the whole selection's) would hold more values than this is refused, so
#: memory and time stay bounded.
MAX_TABLE_VALUES = 1_500_000


@dataclass(frozen=True)
class Solution:
    """One distinct solution: ``expression`` in ASCII, ``steps`` as read out on the show, ``numbers`` it uses."""

    expression: str
    steps: tuple[str, ...]
    numbers: int

    def to_json(self) -> dict:
        return {"expression": self.expression, "steps": list(self.steps), "numbers": self.numbers}


@dataclass(frozen=True)
class Answer:
    """The answer for one selection and target.

    ``closest`` is the target when it is reachable, else the nearest reachable value (the lower one on a tie,
    and ``tie`` the higher one, else None: a contestant who made it is as close), ``distance`` how far off it is;
    ``count`` the distinct solutions for ``closest`` and ``raw`` every way to build it step by step (``a+b`` and
    ``b+a`` once, equal numbers interchangeable); ``solutions`` the first ``max_solutions`` distinct ones,
    simplest first; ``fewest`` the fewest numbers needed; ``reachable`` (Countdown) the targets 100–999 some
    sub-selection makes.
    """

    game: str
    numbers: tuple[int, ...]
    target: int | None
    closest: int | Fraction | None
    distance: int | Fraction | None
    count: int
    raw: int
    fewest: int | None
    solutions: tuple[Solution, ...]
    reachable: tuple[int, ...] | None
    tie: int | Fraction | None = None

    @property
    def exact(self) -> bool:
        return self.distance == 0

    @property
    def truncated(self) -> bool:
        return len(self.solutions) < self.count

    def ladder(self) -> list[dict]:
        """The spoiler-free ladder: solvable? → how many ways → how many numbers (or the last operation) → the first
        step → the whole."""
        return ladder(self)

    def to_json(self) -> dict:
        out = {"game": self.game, "numbers": list(self.numbers), "target": self.target,
               "closest": _json_value(self.closest), "distance": _json_value(self.distance), "exact": self.exact,
               "count": self.count, "raw": self.raw, "fewest": self.fewest,
               "solutions": [s.expression for s in self.solutions],
               "steps": [list(s.steps) for s in self.solutions], "shown": len(self.solutions),
               "truncated": self.truncated, "ladder": self.ladder(), "tie": _json_value(self.tie)}
        if self.reachable is not None:
            out["reachable"] = list(self.reachable)
        return out


def _json_value(v):
    return str(v) if isinstance(v, Fraction) else v


def _shown(v) -> str:
    return f"{v:,}" if isinstance(v, int) else str(v)


#: A step's operator (as `steps` writes it) named in the ladder's "Last operation?" hint.
OPERATIONS = {"+": "An addition", "−": "A subtraction", "×": "A multiplication", "÷": "A division"}


def ladder(answer: Answer) -> list[dict]:
    """Five hints, each giving away a little more (``[{"label": ..., "text": ...}]``). The third says how many of
    the numbers are needed, or, in a game that uses them all, what the last operation is."""
    if answer.closest is None:
        return [{"label": "Solvable?", "text": "No: these numbers make no value at all."}]
    target = answer.target
    if answer.exact:
        first = f"Yes, {_shown(target)} can be made exactly."
    else:
        also = f" (as is {_shown(answer.tie)})" if answer.tie is not None else ""
        first = f"Not exactly: the closest is {_shown(answer.closest)}, {_shown(answer.distance)} away{also}."
    ways = (f"{answer.count:,} distinct way{'' if answer.count == 1 else 's'} "
            f"({answer.raw:,} counting every order of the steps).")
    best = answer.solutions[0] if answer.solutions else None
    step = best.steps[0] if best and best.steps else (best.expression if best else "")
    if best and not best.steps:
        step = f"No step: {best.expression} is one of the numbers."
    if game(answer.game).all_numbers and best and best.steps:
        # Every number is used (24, Krypto): how many would give nothing away; the last operation does, a little.
        last = best.steps[-1].split(" ")
        third = {"label": "Last operation?", "text": f"{OPERATIONS[last[1]]}: … {last[1]} … = {last[-1]}."}
    else:
        third = {"label": "How many numbers?", "text": f"{answer.fewest} of the {len(answer.numbers)} numbers."}
    return [{"label": "Solvable?", "text": first},
            {"label": "How many ways?", "text": ways},
            third,
            {"label": "First step", "text": step},
            {"label": "Whole solution", "text": "; ".join(best.steps) if best and best.steps else step}]


# --- the search -----------------------------------------------------------------------------------------------


def _partners_whole(x: int, v: int):
    """(y, how) with ``x op y`` or ``y op x`` = ``v``, positive whole intermediates; ``how`` names the form."""
    if v > x:
        yield v - x, "+"
    if not v % x:
        yield v // x, "*"
    if x > v:
        yield x - v, "x-y"
    yield x + v, "y-x"
    if not x % v:
        yield x // v, "x/y"
    yield v * x, "y/x"


def _ge(a, b) -> bool:
    """a ≥ b for ratios (denominators are positive)."""
    if type(a) is int and type(b) is int:
        return a >= b
    (n1, d1), (n2, d2) = parts(a), parts(b)
    return n1 * d2 >= n2 * d1


def _partners_rational(x, v, ys):
    """As `_partners_whole`, for ratios ≥ 0 (zero included: ``0 * y`` and ``0 / y`` make 0 with any ``y``)."""
    if _ge(v, x):
        yield r_sub(v, x), "+"
    if x != 0:
        yield r_div(v, x), "*"
    elif v == 0:
        for y in ys:
            yield y, "*"
    if _ge(x, v):
        yield r_sub(x, v), "x-y"
    yield r_add(x, v), "y-x"
    if v != 0:
        if x != 0:
            yield r_div(x, v), "x/y"
    elif x == 0:
        for y in ys:
            if y != 0:
                yield y, "x/y"
    if x != 0:
        yield r_mul(v, x), "y/x"


def _build(how: str, fx, fy, v):
    if how == "+":
        return F.plus(fx, fy, v)
    if how == "*":
        return F.times(fx, fy, v)
    if how == "x-y":
        return F.minus(fx, fy, v)
    if how == "y-x":
        return F.minus(fy, fx, v)
    if how == "x/y":
        return F.divide(fx, fy, v)
    return F.divide(fy, fx, v)


#: ``how`` with the roles of x and y exchanged.
_SWAPPED = {"+": "+", "*": "*", "x-y": "y-x", "y-x": "x-y", "x/y": "y/x", "y/x": "x/y"}


class _Search:
    """The forms and the raw counts of one selection's values, from its value table (memoised per sub-multiset
    and value)."""

    def __init__(self, table: Table, prune: bool):
        self.t = table
        self.prune = prune  # Countdown: drop pointless solutions; 24/Krypto: tidy the identities instead
        self._forms: dict = {}
        self._raw: dict = {}
        self._pair_memo: dict = {}

    def _pairs(self, a: int, b: int, v) -> list:
        """[(x, y, how)]: x a value of ``a``, y of ``b``, ``x op y`` (as ``how`` says) = ``v``. The loop runs over
        the smaller of the two tables and looks the partner up in the larger one (memoised: the forms and the raw
        count both ask)."""
        key = (a, b, v)
        got = self._pair_memo.get(key)
        if got is not None:
            return got
        va, vb = self.t.values(a), self.t.values(b)
        whole = self.t.whole
        out = []
        if len(va) <= len(vb) or a == b:
            for x in va:
                for y, how in (_partners_whole(x, v) if whole else _partners_rational(x, v, vb)):
                    if y in vb:
                        out.append((x, y, how))
        else:
            for y in vb:
                for x, how in (_partners_whole(y, v) if whole else _partners_rational(y, v, va)):
                    if x in va:
                        out.append((x, y, _SWAPPED[how]))
        self._pair_memo[key] = out
        return out

    def forms(self, mask: int, v) -> tuple:
        key = (mask, v)
        got = self._forms.get(key)
        if got is not None:
            return got
        t = self.t
        if not mask & (mask - 1):
            out = (F.leaf(v),) if t.numbers[mask.bit_length() - 1] == v else ()
            self._forms[key] = out
            return out
        value = v if t.whole else to_value(v)  # forms hold int | Fraction; the tables hold ratios
        found: set = set()
        for a, b in t.splits[mask]:
            for x, y, how in self._pairs(a, b, v):
                fa = self.forms(a, x)
                if not fa:
                    continue
                fb = self.forms(b, y)
                for fx in fa:
                    for fy in fb:
                        node = _build(how, fx, fy, value)
                        if self.prune:
                            if F.pointless(node):
                                continue
                        else:
                            node = F.tidy(node)
                        found.add(node)
        out = tuple(found)
        self._forms[key] = out
        return out

    def raw(self, mask: int, v) -> int:
        """Every binary tree of steps making ``v`` from exactly ``mask``'s numbers (``a+b`` = ``b+a``)."""
        key = (mask, v)
        got = self._raw.get(key)
        if got is not None:
            return got
        t = self.t
        if not mask & (mask - 1):
            n = 1 if t.numbers[mask.bit_length() - 1] == v else 0
            self._raw[key] = n
            return n
        total = 0
        for a, b in t.splits[mask]:
            same = a == b
            sums = {"+": 0, "*": 0}
            for x, y, how in self._pairs(a, b, v):
                if same and how in ("y-x", "y/x"):
                    continue  # the same trees as x-y, x/y with the roles swapped
                n = self.raw(a, x) * self.raw(b, y)
                if how in sums:
                    sums[how] += n
                else:
                    total += n
            if same:  # unordered pairs of trees: (ordered pairs + pairs of one tree with itself) / 2
                half = _half(v, t.whole)
                sums["+"] = (sums["+"] + (self.raw(a, half) if half is not None and half in t.values(a) else 0)) // 2
                root = _root(v)
                sums["*"] = (sums["*"] + (self.raw(a, root) if root is not None and root in t.values(a) else 0)) // 2
            total += sums["+"] + sums["*"]
        self._raw[key] = total
        return total


def _half(v, whole: bool):
    if whole:
        return v // 2 if v % 2 == 0 else None
    return r_div(v, 2)


def _root(v):
    n, d = parts(v)
    if n < 0:
        return None
    rn, rd = isqrt(n), isqrt(d)
    if rn * rn != n or rd * rd != d:
        return None
    return rn if rd == 1 else (rn, rd)


#: Countdown's progress is told in these units, shared by its two parts.
PROGRESS_UNITS = 1_000_000


def _table(g, numbers, progress) -> Table:
    """The value tables the search needs: every sub-multiset's, but the whole selection's only when every number
    must be used (Countdown's whole-selection values come from the lean `reach_whole`, and the search from the
    target needs only the parts' tables)."""
    upto = None if g.all_numbers else len(numbers) - 1
    return Table(numbers, whole=g.whole, progress=progress, upto=upto, limit=MAX_TABLE_VALUES)


def solve(name: str, numbers, target=None, free: bool = False, max_solutions: int = DEFAULT_MAX_SOLUTIONS,
          progress=None) -> Answer:
    """Solve one selection of game ``name`` (``"countdown"``, ``"24"`` or ``"krypto"``).

    ``target=None`` in Countdown: no solutions, only the target map (`Answer.reachable`). ``free``: any numbers
    (see `puzzlers.numbers.games`). ``progress(done, total)`` is called while the tables are built (in
    Countdown, of ``PROGRESS_UNITS``: the tables the first half, the whole selection's values the second; in the free
    mode's eight primes they took 2.2 of 4.1 s).
    """
    g = game(name if isinstance(name, str) else str(name))  # (a list: "unhashable type", not "unknown game")
    if isinstance(numbers, (list, tuple)):
        numbers = [ascii_forms(v) if isinstance(v, str) else v for v in numbers]
    nums, target = check_input(name, numbers, ascii_forms(target) if isinstance(target, str) else target, free)
    if isinstance(max_solutions, bool) or not isinstance(max_solutions, int) or \
            not 0 <= max_solutions <= MAX_SOLUTIONS:
        raise PuzzleError(f"the number of solutions to list must be 0 to {MAX_SOLUTIONS:,}; got {max_solutions!r}")
    if g.all_numbers:
        table = _table(g, nums, progress)
        values = table.values(table.full)
        reachable = None
    else:
        half = PROGRESS_UNITS // 2
        table = _table(g, nums, progress and (lambda done, total: progress(half * done // total, PROGRESS_UNITS)))
        values = reach_whole(nums, progress and (lambda done, total: progress(half + half * done // total,
                                                                              PROGRESS_UNITS)))
        lo, hi = MAP_RANGE
        reachable = tuple(sorted(v for v in values if lo <= v <= hi))
    if target is None:
        return Answer(name, nums, None, None, None, 0, 0, None, (), reachable)
    if not values:
        return Answer(name, nums, target, None, None, 0, 0, None, (), reachable)
    closest = _closest(values, target)  # a ratio in 24/Krypto
    search = _Search(table, prune=not g.all_numbers)
    found: list = []
    raw = 0
    if g.all_numbers:
        masks = table.masks_making(closest, all_numbers=True)
    else:  # the parts that make it, then the whole selection (which has no table of its own here)
        masks = [m for m in table.masks if m != table.full and closest in table.values(m)] + [table.full]
    for mask in masks:
        found.extend(search.forms(mask, closest))
        raw += search.raw(mask, closest)
    if g.all_numbers:
        found = list(set(F.float_identities(f) for f in found))
    found.sort(key=lambda f: (F.numbers_used(f), F.depth(f), len(F.text(f)), F.text(f)))
    fewest = F.numbers_used(found[0]) if found else None
    shown = tuple(Solution(F.text(f), tuple(F.steps(f)), F.numbers_used(f)) for f in found[:max_solutions])
    closest = to_value(closest)
    distance = F._whole(Fraction(abs(closest - target)))
    other = 2 * target - closest  # as far above the target as the closest is below it
    tie = to_value(from_value(other)) if distance and from_value(other) in values else None
    return Answer(name, nums, target, closest, distance, len(found), raw, fewest, shown, reachable, tie)


def _closest(values, target: int):
    """The value (an int or a ratio) nearest ``target``, the lower one on a tie; fractions are compared by cross
    multiplication, and only those nearer than the nearest whole value become `Fraction` objects."""
    if target in values:
        return target
    best = None
    for v in values:
        if type(v) is int and (best is None or (abs(v - target), v) < (abs(best - target), best)):
            best = v
    limit = None if best is None else abs(best - target)
    near = [v for v in values if type(v) is not int
            and (limit is None or abs(v[0] - target * v[1]) <= limit * v[1])]
    if not near:
        return best
    pool = [to_value(v) for v in near] + ([] if best is None else [best])
    pick = min(pool, key=lambda q: (abs(q - target), q))
    return from_value(pick)


def target_map(numbers, free: bool = False) -> tuple[int, ...]:
    """The Countdown targets 100–999 that ``numbers`` reach (each number at most once).

    >>> len(target_map([25, 50, 75, 100, 3, 6]))
    832
    """
    nums, _ = check_input("countdown", numbers, None, free)
    lo, hi = MAP_RANGE
    return tuple(sorted(v for v in reach_whole(nums) if lo <= v <= hi))
