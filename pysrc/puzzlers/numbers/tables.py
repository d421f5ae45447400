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
    ``progress(done, total)`` is called as the sub-multisets are filled in; ``upto`` limits the tables to
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
        held = 0
        for i, m in enumerate(todo):
            if not m & (m - 1):
                self._vals[m] = {self.numbers[m.bit_length() - 1]}
            else:
                s: set = set()
                vals = self._vals
                for a, b in self.splits[m]:
                    s |= combine(vals[a], vals[b])
                self._vals[m] = s
                held += len(s)
                if limit is not None and held > limit:
                    raise PuzzleError(f"these {len(self.numbers)} numbers make more than {limit:,} values along the "
                                      "way, more than this solver keeps; use fewer numbers (or smaller, repeated "
                                      "ones)")
            if progress and bin(m).count("1") > 3:
                progress(i + 1, len(todo))

    def values(self, mask: int) -> set:
        """The values made with exactly the numbers of ``mask`` (any mask; it is made canonical)."""
        return self._vals[self.canon[mask]]

    def size(self, mask: int) -> int:
        return bin(mask).count("1")

    def multiset(self, mask: int) -> tuple:
        """The numbers of ``mask``, ascending."""
        return tuple(v for i, v in enumerate(self.numbers) if mask >> i & 1)

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


def reach_whole(numbers) -> set:
    """Every positive whole value made with some of ``numbers`` (each at most once): a leaner table for the map
    and the statistics, keeping per sub-multiset only the values no smaller sub-multiset makes (any step from a
    value a smaller part already makes is a value of a smaller part too).

    >>> sorted(reach_whole((2, 3, 4)))
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 18, 20, 24]
    """
    numbers = tuple(sorted(numbers))
    masks, splits, canon = _layout(_shape(numbers))
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
        s: set = set()
        for a, b in splits[m]:
            s |= combine_whole(new[a], new[b])
        s -= below
        new[m] = s
        reach[m] = below | s
    return reach[masks[-1]] if masks else set()
