"""Figures over every game: the 13,243 Countdown selections and the 24 game's hands of four digits.

`selections` lists every distinct Countdown selection (a multiset of six cards); `countdown_figures` solves each
one's target map (minutes on CPython: `scripts/numbers_stats.py` computes them once and the site reads the
committed result); `figures_24` counts the hands of four digits that make 24 (a second).

>>> len(selections())
13243
>>> [len(selections(large=k)) for k in range(5)]
[2850, 5808, 3690, 840, 55]
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from puzzlers.numbers.games import COUNTDOWN_CARDS
from puzzlers.numbers.tables import Table, reach_whole

LARGE = (25, 50, 75, 100)
TARGETS = range(100, 1000)


def selections(large: int | None = None) -> list[tuple[int, ...]]:
    """Every distinct selection of six Countdown cards (ascending tuples, in lexicographic order); with ``large``,
    only those with that many of 25, 50, 75, 100."""
    values = sorted(COUNTDOWN_CARDS)
    out = []
    for combo in combinations_with_replacement(values, 6):
        if any(combo.count(v) > COUNTDOWN_CARDS[v] for v in set(combo)):
            continue
        if large is None or sum(v in LARGE for v in combo) == large:
            out.append(combo)
    return out


def selection_map(selection) -> int:
    """The targets 100–999 ``selection`` reaches, as a bit set (bit ``t - 100`` for target ``t``)."""
    bits = 0
    for v in reach_whole(selection):
        if 100 <= v <= 999:
            bits |= 1 << (v - 100)
    return bits


def countdown_figures(maps: dict[tuple, int]) -> dict:
    """The statistics page's figures from every selection's map (``{selection: bits}``, as `selection_map`).

    Per number of large cards (and over all): selections, how many reach every target, how many reach none,
    the average share of targets reached; per target, how many selections reach it; the hardest targets.
    """
    groups: dict = {k: [] for k in range(5)}
    for sel, bits in maps.items():
        groups[sum(v in LARGE for v in sel)].append(bits)
    full = (1 << 900) - 1

    def summary(bit_sets: list[int]) -> dict:
        per_target = [0] * 900
        for bits in bit_sets:
            b = bits
            while b:
                low = b & -b
                per_target[low.bit_length() - 1] += 1
                b ^= low
        total = len(bit_sets)
        reached = sum(per_target)
        order = sorted(range(900), key=lambda i: (per_target[i], i))
        return {"selections": total,
                "reach_all": sum(1 for b in bit_sets if b == full),
                "reach_none": sum(1 for b in bit_sets if b == 0),
                "share": round(reached / (900 * total), 6) if total else 0,
                "per_target": per_target,
                "hardest": [[i + 100, per_target[i]] for i in order[:10]]}

    by_large = [summary(groups[k]) for k in range(5)]
    everything = summary([b for k in range(5) for b in groups[k]])
    histogram = [0] * 901
    for bits in maps.values():
        histogram[bin(bits).count("1")] += 1
    return {"all": everything, "by_large": by_large, "targets_reached_histogram": histogram}


def figures_24(digits=range(10), target: int = 24) -> dict:
    """How many multisets of four of ``digits`` make ``target`` (every number once, fractions allowed).

    >>> figures_24(range(1, 10))["solvable"]
    404
    """
    hands = list(combinations_with_replacement(list(digits), 4))
    solvable = [h for h in hands if target in Table(h, whole=False).values(15)]
    return {"hands": len(hands), "solvable": len(solvable),
            "unsolvable": ["".join(map(str, h)) for h in hands if h not in set(solvable)]}
