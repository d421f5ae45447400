"""Instant Nerdle: the game shows two guesses already coloured, and you have one try.

`instant` takes those two guesses with their colours and returns the answer, or the few candidates left. Each
guess is checked on its own first, so a mistyped colour is named by guess and tile: a colour no answer can give on
that tile (a black ``=``, say) or a row of colours no answer gives. The candidates are the package's
`puzzlers.nerdle.remaining` (the same filter as the assistant's).

Instant Nerdle is played on Classic's 8 tiles; ``tiles`` takes the other basic variants too. ``commutative``
(the game's "commutative answers" option) also drops the answers that would have turned a given guess all green;
off (the default) keeps them, so the answer is never missed.

>>> instant(["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"]).candidates
['3*7-2=19', '3*7-9=12', '7*3-2=19', '7*3-9=12']
>>> instant(["48-32=16:PBPBBPPG", "9*8-7=65:BGBPBPPB"]).answer
'1*10-4=6'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from puzzlers.errors import PuzzleError, ascii_forms
from puzzlers.feedback import code_to_text, parse_feedback, split_turn
from puzzlers.nerdle.game import candidates_for, remaining, require_guess, tile_fault, variant


@dataclass(frozen=True)
class InstantResult:
    """``answer``: the answer when exactly one fits, else None; ``candidates``: every answer that fits, in
    answer-list order."""

    answer: str | None
    candidates: list

    def to_json(self, limit: int = 50) -> dict:
        return {"answer": self.answer, "count": len(self.candidates), "candidates": self.candidates[:limit]}


def _check_colours(number: int, guess: str, fb: str, tiles: int, commutative: bool) -> None:
    """A `PuzzleError` naming the guess and tile when no answer gives ``guess`` these colours."""
    cands = candidates_for(tiles, commutative)
    seen = {code_to_text(c, tiles) for c in set(cands.codes(guess))}
    if fb in seen:
        return
    fault = tile_fault(f"guess {number} ({guess})", guess, fb, seen, "no answer")
    if fault:
        raise PuzzleError(fault)
    raise PuzzleError(f"guess {number} ({guess}): no answer gives exactly the colours {fb}; each tile is possible "
                      "on its own, so check them together (a symbol black here but green or purple elsewhere means "
                      "the answer has fewer of it)")


def instant(turns: Iterable, tiles: int = 8, commutative: bool = False) -> InstantResult:
    """The answer of an Instant Nerdle, or the candidates, from its two coloured guesses (``"GUESS:FEEDBACK"``
    strings, ``(guess, feedback)`` pairs or ``{"guess", "feedback"}`` dicts)."""
    v = variant(tiles)
    if v.maxi:
        raise PuzzleError("Instant Nerdle is played on Classic's 8 tiles (5 to 8 work here), not Maxi")
    if isinstance(turns, (str, bytes)) or not isinstance(turns, Iterable):
        raise PuzzleError("give the two guesses as a list of GUESS:FEEDBACK")
    turns = list(turns)
    if len(turns) != 2:
        raise PuzzleError(f"Instant Nerdle gives two guesses; got {len(turns)}")
    example = f"{'12+35=47'[:v.tiles]}:{'GPBBGPBB'[:v.tiles]}"
    parsed = []
    for number, turn in enumerate(turns, 1):
        guess, fb = map(ascii_forms, split_turn(number, turn, example))
        try:
            guess = require_guess(guess, tiles)
        except PuzzleError as error:
            raise PuzzleError(f"guess {number}: {error}") from None
        try:
            fb = parse_feedback(fb, v.tiles)
        except PuzzleError as error:
            raise PuzzleError(f"guess {number} ({guess}): {error}") from None
        parsed.append((guess, fb))
    for number, (guess, fb) in enumerate(parsed, 1):
        _check_colours(number, guess, fb, v.tiles, commutative)
    try:
        left = remaining(v.tiles, parsed, commutative)
    except PuzzleError as error:
        if "G" * v.tiles in (fb for _, fb in parsed):  # the other guess does not fit the one shown all green
            words = {"turn": "guess", "turns": "guesses"}
            raise PuzzleError(re.sub(r"\bturns?\b", lambda m: words[m.group()], str(error))) from None
        raise PuzzleError("no answer fits both guesses: each one's colours are possible alone, but not together; "
                          "check the tiles of the symbols the two guesses share") from None
    return InstantResult(left[0] if len(left) == 1 else None, left)
