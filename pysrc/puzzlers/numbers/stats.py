"""Figures over every game: the 13,243 Countdown selections, the 24 game's hands of four digits and Krypto's
93,682 hands of five cards.

`selections` lists every distinct Countdown selection (a multiset of six cards); `countdown_figures` solves each
one's target map (minutes on CPython: `scripts/numbers_stats.py` computes them once and the site reads the
committed result); `figures_24` counts the hands of four digits that make 24 (a second); `krypto_targets` finds
the target cards a Krypto hand makes, and `krypto_figures` weighs every deal by how often it comes.

>>> len(selections())
13243
>>> [len(selections(large=k)) for k in range(5)]
[2850, 5808, 3690, 840, 55]
"""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod

from puzzlers.exact import from_value, to_value
from puzzlers.numbers.games import COUNTDOWN_CARDS, KRYPTO_CARDS
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


def krypto_hands() -> list[tuple[int, ...]]:
    """Every distinct hand of five Krypto cards (ascending tuples, in lexicographic order).

    >>> len(krypto_hands()), krypto_hands()[0]
    (93682, (1, 1, 1, 2, 2))
    """
    values = sorted(KRYPTO_CARDS)
    return [h for h in combinations_with_replacement(values, 5)
            if all(h.count(v) <= KRYPTO_CARDS[v] for v in set(h))]


def krypto_targets(hand, targets=range(1, 26)) -> int:
    """The ``targets`` that ``hand`` makes with every card once (``+ − × ÷``, fractions along the way, as the
    solver's Krypto), as a bit set (bit ``t`` for target ``t``). The tables of the hand's parts of up to four
    cards, then for each split of the hand in two parts, each value ``a`` of the smaller one looked up in the
    other: ``t − a``, ``a − t``, ``a + t``, and ``a / t``, ``t / a``, ``t × a`` (``a`` not 0). The whole hand's
    table took five times as long (10 ms a hand on CPython, 2 with this).

    >>> bits = krypto_targets((3, 5, 9, 12, 16))
    >>> [t for t in range(1, 26) if bits >> t & 1][:6]
    [1, 2, 3, 4, 5, 6]
    >>> krypto_targets((1, 1, 1, 2, 2)) >> 25 & 1  # the most it makes is (1 + 1 + 1) × 2 × 2 = 12
    0
    """
    table = Table(hand, whole=False, upto=len(hand) - 1)
    sides = []
    for a, b in table.splits[table.full]:
        small, large = sorted((table.values(a), table.values(b)), key=len)
        # (a `Fraction`, whose `/` stays exact; `Table` keeps values as `from_value` gives them)
        sides.append(([Fraction(to_value(v)) for v in small], large))
    bits = 0
    for t in targets:
        if any(from_value(t - a) in large or from_value(a - t) in large or from_value(a + t) in large
               or (a and (from_value(a / t) in large or from_value(t / a) in large or from_value(t * a) in large))
               for small, large in sides for a in small):
            bits |= 1 << t
    return bits


def krypto_figures(made: dict) -> dict:
    """The statistics page's Krypto figures from every hand's targets (``{hand: bits}``, as `krypto_targets`).

    A deal is six cards from the shuffled 56, the first five the hand, the sixth the target: each (hand, target)
    weighs the number of ways it is dealt, ``∏ C(cards of v, v's in the hand) × (target cards left)``, of
    ``C(56, 5) × 51`` in all. The share of deals that can be solved, the (hand, target) pairs there are and how
    many can, the hands that make every target 1–25 or none, and each target's share of the deals that aim at it.
    """
    every = (1 << 26) - 2  # bits 1-25
    weight = [0] * 26
    solved = [0] * 26
    pairs = solvable = all_targets = no_target = 0
    for hand, bits in made.items():
        ways = prod(comb(KRYPTO_CARDS[v], hand.count(v)) for v in set(hand))
        all_targets += bits & every == every
        no_target += bits & every == 0
        for t in range(1, 26):
            left = KRYPTO_CARDS[t] - hand.count(t)
            if left <= 0:
                continue
            pairs += 1
            weight[t] += ways * left
            if bits >> t & 1:
                solvable += 1
                solved[t] += ways * left
    deals = sum(weight)
    assert deals == comb(sum(KRYPTO_CARDS.values()), 5) * (sum(KRYPTO_CARDS.values()) - 5)
    per_target = [[t, round(solved[t] / weight[t], 6)] for t in range(1, 26)]
    return {"hands": len(made), "pairs": pairs, "solvable_pairs": solvable, "deals": deals,
            "share": round(sum(solved) / deals, 6), "all_targets": all_targets, "no_target": no_target,
            "per_target": per_target, "hardest": sorted(per_target, key=lambda p: (p[1], p[0]))[:5]}
