"""The three games' rules and the checks on what a player types: the cards, how many numbers, the target's range.

>>> check("countdown", [75, 50, 2, 3, 8, 7], 812)
((2, 3, 7, 8, 50, 75), 812)
>>> check("countdown", [75, 50, 2, 3, 8, 7, 1], 812)
Traceback (most recent call last):
...
puzzlers.errors.PuzzleError: Countdown takes 6 numbers; got 7 (free mode allows 2 to 8)
>>> check("24", ["4", "7", "8", "8"], None)
((4, 7, 8, 8), 24)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from puzzlers.errors import PuzzleError


@dataclass(frozen=True)
class Game:
    """One game's rules.

    ``cards``: the deck as {number: copies} (``None``: any number in ``lowest..highest``); ``count``: how many
    numbers are dealt; ``targets``: the target's range; ``whole``: every intermediate result a positive whole
    number (else any rational ≥ 0); ``all_numbers``: every number must be used (else each at most once).
    """

    name: str
    title: str
    cards: dict | None
    count: int
    targets: tuple[int, int]
    whole: bool
    all_numbers: bool
    default_target: int | None
    lowest: int = 1
    highest: int = 100

    @property
    def said(self) -> str:
        """The game's name in a sentence: "the 24 game" (not "24 takes 4 numbers"), "Countdown"."""
        return f"the {self.title} game" if self.title[0].isdigit() else self.title

    def deck_text(self) -> str:
        if self.name == "countdown":
            return "1 to 10 (two of each) and 25, 50, 75, 100 (one of each)"
        if self.name == "krypto":
            return "1 to 6 (three of each), 7 to 10 (four), 11 to 17 (two), 18 to 25 (one)"
        return f"{self.lowest} to {self.highest}"


COUNTDOWN_CARDS = {**{n: 2 for n in range(1, 11)}, 25: 1, 50: 1, 75: 1, 100: 1}
KRYPTO_CARDS = {**{n: 3 for n in range(1, 7)}, **{n: 4 for n in range(7, 11)}, **{n: 2 for n in range(11, 18)},
                **{n: 1 for n in range(18, 26)}}

GAMES = {
    "countdown": Game("countdown", "Countdown", COUNTDOWN_CARDS, 6, (100, 999), True, False, None),
    "24": Game("24", "24", None, 4, (0, 1_000_000), False, True, 24, lowest=0, highest=1000),
    "krypto": Game("krypto", "Krypto", KRYPTO_CARDS, 5, (1, 25), False, True, None),
}

#: The free modes: how many numbers, the largest number and the largest target.
FREE_COUNT = {"countdown": (2, 8), "24": (2, 6), "krypto": (2, 6)}
FREE_MAX_NUMBER = 10_000
FREE_MAX_TARGET = 1_000_000


def game(name: str) -> Game:
    try:
        return GAMES[name]
    except KeyError:
        raise PuzzleError(f"unknown game {name!r}; known: {', '.join(GAMES)}") from None


def whole_number(value, what: str) -> int:
    """``value`` as an ``int`` (``int`` or a string of digits); a `PuzzleError` naming ``what`` otherwise."""
    if isinstance(value, bool):
        raise PuzzleError(f"{what} must be a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str):
        text = value.strip().replace("_", "")
        # a comma groups thousands ("1,000"); anywhere else it is a decimal comma ("9,52" was read as 952)
        if re.fullmatch(r"[+-]?\d{1,3}(,\d{3})+", text):
            text = text.replace(",", "")
        if text.lstrip("+-").isdigit() and text.isascii():
            if len(text.lstrip("+-").lstrip("0")) > 12:
                shown = value.strip()
                raise PuzzleError(f"{what} is too large: {shown[:20]}{'…' if len(shown) > 20 else ''}")
            return int(text)
        raise PuzzleError(f"{what} must be a whole number, not {value.strip()[:20]!r}")
    raise PuzzleError(f"{what} must be a whole number, not {value!r}")


def check(name: str, numbers, target, free: bool = False) -> tuple[tuple[int, ...], int | None]:
    """The numbers (ascending) and the target of a game, checked; `PuzzleError` with what to change otherwise.

    ``target=None``: none given (24 then aims at 24; Countdown draws the target map; Krypto needs one).
    """
    g = game(name)
    if isinstance(numbers, (str, bytes)) or not hasattr(numbers, "__iter__"):
        raise PuzzleError("the numbers must be a list of whole numbers")
    nums = [whole_number(v, f"number {i + 1}") for i, v in enumerate(numbers)]
    lo_count, hi_count = FREE_COUNT[name] if free else (g.count, g.count)
    if not lo_count <= len(nums) <= hi_count:
        if free:
            raise PuzzleError(f"{g.said} in the free mode takes {lo_count} to {hi_count} numbers; got {len(nums)}")
        raise PuzzleError(f"{g.said} takes {g.count} numbers; got {len(nums)} (free mode allows "
                          f"{FREE_COUNT[name][0]} to {FREE_COUNT[name][1]})")
    lowest = 1 if g.whole else 0
    for i, v in enumerate(nums):
        if v < lowest:
            raise PuzzleError(f"number {i + 1} must be {'positive' if lowest else 'zero or more'}; got {v}")
    if free:
        for v in nums:
            if v > FREE_MAX_NUMBER:
                raise PuzzleError(f"the numbers go up to {FREE_MAX_NUMBER:,} in the free mode; got {v:,}")
    elif g.cards is not None:
        _check_cards(g, nums, target)
    else:
        wrong = [v for v in nums if not g.lowest <= v <= g.highest]
        if wrong:
            raise PuzzleError(f"{g.said}'s numbers go from {g.lowest} to {g.highest:,}; got {_listed(wrong)}")
    if target is not None:
        target = whole_number(target, "the target")
        lo, hi = (1 if g.whole else 0, FREE_MAX_TARGET) if free else g.targets
        if not lo <= target <= hi:
            raise PuzzleError(f"the target must be between {lo:,} and {hi:,}{' in the free mode' if free else ''}; "
                              f"got {target:,}")
    elif g.default_target is not None:
        target = g.default_target
    elif name == "krypto":
        raise PuzzleError("Krypto needs a target" + ("" if free else ": a card from 1 to 25"))
    return tuple(sorted(nums)), target


def _listed(values: list[int]) -> str:
    """Numbers as a sentence names them, each once: ``11``, ``11 and 13``, ``11, 13 and 1,000``."""
    said = [f"{v:,}" for v in dict.fromkeys(values)]
    return said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"


def _check_cards(g: Game, nums: list[int], target) -> None:
    assert g.cards is not None
    wrong = [v for v in nums if v not in g.cards]
    if wrong:
        are = f"is not a {g.title} card" if len(set(wrong)) == 1 else f"are not {g.title} cards"
        raise PuzzleError(f"{_listed(wrong)} {are} (cards: {g.deck_text()}; free mode allows any number)")
    dealt = list(nums)
    if g.name == "krypto" and target is not None:  # the target is a card of the same deck
        t = whole_number(target, "the target")
        if t in g.cards:
            dealt.append(t)
    for v in sorted(set(dealt)):
        have = dealt.count(v)
        if have > g.cards[v]:
            copies = "one card" if g.cards[v] == 1 else f"{g.cards[v]} cards"
            raise PuzzleError(f"{v} is used {have} times, but the {g.title} deck has {copies} of {v} "
                              f"({'counting the target card; ' if g.name == 'krypto' else ''}free mode allows any)")
