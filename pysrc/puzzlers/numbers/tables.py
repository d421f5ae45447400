"""The value tables: for each sub-multiset of the numbers, every value it makes (dynamic programming over subsets).

A selection's numbers are kept sorted, so equal numbers sit side by side; a sub-multiset is a bit mask over their
positions, and of the masks that pick the same multiset (the first 5 or the second 5 of ``5 5``) only the
*canonical* one — the lowest positions of each run of equal numbers — gets a table. A multiset of ``n`` numbers is
split into two non-empty sub-multisets in every way (each unordered pair once), and a value of the whole is any
``x op y`` with ``x`` a value of one part and ``y`` of the other:

- **whole numbers** (Countdown): ``+ - * /`` with every intermediate result a positive whole number (``x - y``
  only when ``x > y``, ``x / y`` only when ``y`` divides ``x``);
- **rationals** (24, Krypto): every intermediate result a rational number ≥ 0 (``x - y`` only when ``x ≥ y``,
  ``x / y`` only when ``y ≠ 0``), kept as ratios (an ``int``, or a reduced ``(numerator, denominator)`` pair).
  Any expression with negative intermediates has a twin without them (take the absolute value of every step), so
  no value reachable from non-negative numbers is lost.

>>> t = Table((2, 3, 4), whole=True)
>>> sorted(t.values(t.full))
[1, 2, 3, 4, 5, 6, 9, 10, 11, 14, 18, 20, 24]
>>> sorted(t.reach())
[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 18, 20, 24]
>>> t.fewest(24), t.fewest(4), t.fewest(13)
(3, 1, None)
"""

from __future__ import annotations

from math import gcd

from puzzlers.errors import PuzzleError

#: The split lists per shape of a multiset (the lengths of its runs of equal numbers), shared by every selection.
_SPLITS: dict[tuple[int, ...], tuple] = {}


def _shape(numbers: tuple) -> tuple[int, ...]:
    runs: list[int] = []
    for i, v in enumerate(numbers):
        if i and numbers[i - 1] == v:
            runs[-1] += 1
        else:
            runs.append(1)
    return tuple(runs)


def _layout(shape: tuple[int, ...]) -> tuple:
    """For a shape: (canonical masks by size, {canonical mask: ((a, b), ...) unordered canonical splits})."""
    cached = _SPLITS.get(shape)
    if cached is not None:
        return cached
    starts, pos = [], 0
    for run in shape:
        starts.append(pos)
        pos += run
    n = pos

    def counts(mask: int) -> tuple[int, ...]:
        return tuple(bin((mask >> s) & ((1 << r) - 1)).count("1") for s, r in zip(starts, shape))

    def canon_of(cs: tuple[int, ...]) -> int:
        m = 0
        for s, c in zip(starts, cs):
            m |= ((1 << c) - 1) << s
        return m

    canon = [canon_of(counts(m)) for m in range(1 << n)]
    masks = sorted({c for c in canon if c}, key=lambda m: (bin(m).count("1"), m))
    splits = {}
    for m in masks:
        seen = set()
        a = (m - 1) & m
        while a:
            ca, cb = canon[a], canon[m ^ a]
            seen.add((ca, cb) if ca <= cb else (cb, ca))
            a = (a - 1) & m
        splits[m] = tuple(sorted(seen))
    _SPLITS[shape] = (tuple(masks), splits, canon)
    return _SPLITS[shape]


def combine_whole(xs, ys) -> set:
    """Every ``x op y`` (and ``y op x``) of two sets of positive whole numbers that is a positive whole number."""
    if len(xs) > len(ys):
        xs, ys = ys, xs
    out: set = set()
    add = out.add
    for x in xs:
        for y in ys:
            add(x + y)
            add(x * y)
            if x > y:
                add(x - y)
                if not x % y:
                    add(x // y)
            elif y > x:
                add(y - x)
                if not y % x:
                    add(y // x)
            else:
                add(1)
    return out


def combine_rational(xs, ys) -> set:
    """Every ``x op y`` (and ``y op x``) of two sets of rationals ≥ 0 that is ≥ 0, as *ratios* (see
    `puzzlers.exact`: an ``int`` when whole, else a reduced ``(numerator, denominator)`` pair — cheaper to build
    and hash than a `Fraction`)."""
    out: set = set()
    add = out.add
    for x in xs:
        x_whole = type(x) is int
        n1, d1 = (x, 1) if x_whole else x
        for y in ys:
            if x_whole and type(y) is int:
                add(x + y)
                add(x * y)
                add(x - y if x >= y else y - x)
                if y:
                    if x % y:
                        g = gcd(x, y)
                        add((x // g, y // g))
                    else:
                        add(x // y)
                if x:
                    if y % x:
                        g = gcd(x, y)
                        add((y // g, x // g))
                    else:
                        add(y // x)
                continue
            n2, d2 = (y, 1) if type(y) is int else y
            for n, d in ((n1 * d2 + n2 * d1, d1 * d2), (n1 * n2, d1 * d2), (abs(n1 * d2 - n2 * d1), d1 * d2),
                         (n1 * d2, d1 * n2), (n2 * d1, d2 * n1)):
                if d:
                    g = gcd(n, d)
                    if g != 1:
                        n //= g
                        d //= g
                    add(n if d == 1 else (n, d))
    return out


class Table:
    """The values of every sub-multiset of ``numbers`` (sorted on the way in).

    ``whole=True``: positive whole intermediates (Countdown); ``False``: rationals ≥ 0 (24, Krypto).
    ``progress(done, total)`` is called as the sub-multisets are filled in (see `_meter`); ``upto`` limits the tables to
    sub-multisets of at most that many numbers (the search from the target does not need the whole one's);
    ``limit``: a `PuzzleError` as soon as the tables hold more values than that (memory and time stay bounded).
    """

    def __init__(self, numbers, whole: bool = True, progress=None, upto: int | None = None,
                 limit: int | None = None):
        self.numbers = tuple(sorted(numbers))
        self.whole = whole
        self.masks, self.splits, self.canon = _layout(_shape(self.numbers))
        self.full = (1 << len(self.numbers)) - 1
        self._vals: dict[int, set] = {}
        combine = combine_whole if whole else combine_rational
        todo = [m for m in self.masks if upto is None or bin(m).count("1") <= upto]
        tick = _meter(todo, progress)
        held = 0
        for m in todo:
            if not m & (m - 1):
                self._vals[m] = {self.numbers[m.bit_length() - 1]}
            else:
                s = _combined(m, self.splits[m], self._vals, combine, tick)
                self._vals[m] = s
                held += len(s)
                if limit is not None and held > limit:
                    raise PuzzleError(f"these {len(self.numbers)} numbers make more than {limit:,} values along the "
                                      "way, more than this solver keeps; use fewer numbers (or smaller, repeated "
                                      "ones)")

    def values(self, mask: int) -> set:
        """The values made with exactly the numbers of ``mask`` (any mask; it is made canonical)."""
        return self._vals[self.canon[mask]]

    def reach(self) -> set:
        """Every value made with some of the numbers, each at most once (the union over sub-multisets)."""
        out: set = set()
        for m in self._vals:
            out |= self._vals[m]
        return out

    def fewest(self, value) -> int | None:
        """The fewest numbers that make ``value`` (``None``: no sub-multiset does)."""
        for m in self.masks:
            if m in self._vals and value in self._vals[m]:
                return bin(m).count("1")
        return None

    def masks_making(self, value, all_numbers: bool = False) -> list[int]:
        """The canonical masks whose numbers make ``value``, fewest numbers first."""
        if all_numbers:
            return [self.full] if value in self._vals.get(self.full, ()) else []
        return [m for m in self.masks if m in self._vals and value in self._vals[m]]


def _meter(masks, progress):
    """What reports ``progress(done, total)`` as the sub-multisets ``masks`` are filled in, in their order:
    ``tick(m, part, whole)`` says that ``part`` of ``whole`` of mask ``m``'s work is done (None: no ``progress``).
    Only sub-multisets of 4 or more numbers count, each weighing 12 per number (a mask's values, and so the pairs
    it combines, grow about that fast: 12 to 24 times as much time per mask from one size to the next): a table's
    whole selection of eight numbers is most of its work, and a bar counted by masks stood still at its end."""
    if not progress:
        return None
    weights = {m: 12 ** size for m in masks if (size := bin(m).count("1")) > 3}
    total, before = 0, {}
    for m in masks:
        if m in weights:
            before[m] = total
            total += weights[m]

    def tick(m, part, whole):
        if m in weights:
            progress(before[m] + weights[m] * part // whole, total)
    return tick


def _combined(m, pairs, vals, combine, tick) -> set:
    """The values ``combine`` makes of the pairs of parts ``pairs`` of mask ``m`` (``vals``: the parts' values),
    ``tick`` (from `_meter`, or None) told as the pairs are combined, in the number of values each pair pairs."""
    s: set = set()
    if tick is None:
        for a, b in pairs:
            s |= combine(vals[a], vals[b])
        return s
    costs = [len(vals[a]) * len(vals[b]) for a, b in pairs]
    whole, part = sum(costs) or 1, 0
    for (a, b), cost in zip(pairs, costs):
        s |= combine(vals[a], vals[b])
        part += cost
        tick(m, part, whole)
    return s


def reach_whole(numbers, progress=None) -> set:
    """Every positive whole value made with some of ``numbers`` (each at most once): a leaner table for the map
    and the statistics, keeping per sub-multiset only the values no smaller sub-multiset makes (any step from a
    value a smaller part already makes is a value of a smaller part too). ``progress(done, total)`` as `Table`'s.

    >>> sorted(reach_whole((2, 3, 4)))
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 18, 20, 24]
    """
    numbers = tuple(sorted(numbers))
    masks, splits, canon = _layout(_shape(numbers))
    tick = _meter(masks, progress)
    new: dict[int, set] = {}
    reach: dict[int, set] = {}
    for m in masks:
        if not m & (m - 1):
            v = numbers[m.bit_length() - 1]
            new[m] = {v}
            reach[m] = {v}
            continue
        below: set = set()
        rest = m
        while rest:
            low = rest & -rest
            below |= reach[canon[m ^ low]]
            rest ^= low
        s = _combined(m, splits[m], new, combine_whole, tick)
        s -= below
        new[m] = s
        reach[m] = below | s
    return reach[masks[-1]] if masks else set()
