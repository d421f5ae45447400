"""Tile feedback for Wordle-like games (Nerdle, Mathler): green, purple, black.

Game-agnostic: a guess and an answer are sequences of symbols of the same length (a ``str`` whose characters
are the tiles, such as ``"3*4=12"`` or ``"9²-8=73"``, or any sequence of hashable symbols for multi-character
tiles). The rule is the one Wordle-like games use for repeated symbols:

1. every tile whose symbol equals the answer's symbol at that position is **green** (``G``);
2. then, left to right, a remaining guess tile is **purple** (``P``: in the answer, elsewhere) while the answer
   still has an unmatched copy of that symbol (copies used by greens or by earlier purples do not count);
3. every other tile is **black** (``B``).

Feedback has two forms: a text of letters (``"GPBBGPBB"``, what people type and see) and an integer code (base
3, tile *i* weighs ``3**i``; black 0, purple 1, green 2), which strategies use as a fast dictionary key. All green
is ``solved_code(n) == 3**n - 1``.

>>> score("1+2*3=7", "7-2*3=1")
'PBGGGGP'
>>> score("11+1=12", "10+2=12")
'GBGBGGG'
>>> consistent(["1+2=3", "2+1=3", "3-2=1"], "1+2=3", "PGPGG")
['2+1=3']
"""

from __future__ import annotations

from typing import Hashable, Iterable, Sequence

from puzzlers.errors import PuzzleError

GREEN, PURPLE, BLACK = "G", "P", "B"
#: Integer value of each tile colour in a feedback code.
DIGIT = {BLACK: 0, PURPLE: 1, GREEN: 2}
LETTER = {0: BLACK, 1: PURPLE, 2: GREEN}

#: What `parse_feedback` accepts for each colour (case-insensitive): the letters, Mathler's yellow, and the
#: coloured squares of the games' share texts.
FEEDBACK_SYNONYMS = {
    "G": GREEN, "🟩": GREEN,
    "P": PURPLE, "Y": PURPLE, "🟪": PURPLE, "🟨": PURPLE,
    "B": BLACK, "X": BLACK, "⬛": BLACK, "⬜": BLACK,
}

Symbols = Sequence[Hashable]


def _check_lengths(guess: Symbols, answer: Symbols) -> None:
    if len(guess) != len(answer):
        raise PuzzleError(f"a guess and an answer need the same number of tiles; got {len(guess)} and {len(answer)}")


def score_code(guess: Symbols, answer: Symbols) -> int:
    """The feedback for ``guess`` against ``answer`` as an integer code (see the module docstring).

    >>> score_code("12", "21")   # purple, purple: 1 + 1*3
    4
    """
    _check_lengths(guess, answer)
    code = 0
    weight = 1
    unmatched: dict = {}
    pending: list[tuple[Hashable, int]] = []
    for g, a in zip(guess, answer):
        if g == a:
            code += 2 * weight
        else:
            unmatched[a] = unmatched.get(a, 0) + 1
            pending.append((g, weight))
        weight *= 3
    for g, w in pending:
        left = unmatched.get(g, 0)
        if left:
            code += w
            unmatched[g] = left - 1
    return code


def score(guess: Symbols, answer: Symbols) -> str:
    """The feedback for ``guess`` against ``answer`` as letters ``G``/``P``/``B``, one per tile.

    >>> score("10+2=12", "12+1=13")   # the answer has one 2: the first 2 of the guess takes it
    'GBGPGGB'
    """
    return code_to_text(score_code(guess, answer), len(guess))


def code_to_text(code: int, length: int) -> str:
    """Letters for a feedback code. ``code_to_text(5, 2) == "GP"``."""
    letters = []
    for _ in range(length):
        code, digit = divmod(code, 3)
        letters.append(LETTER[digit])
    return "".join(letters)


def text_to_code(text: str) -> int:
    """The integer code of a feedback text (after `parse_feedback`). ``text_to_code("GP") == 5``."""
    code = 0
    weight = 1
    for letter in parse_feedback(text):
        code += DIGIT[letter] * weight
        weight *= 3
    return code


def solved_code(length: int) -> int:
    """The all-green code for ``length`` tiles."""
    return 3**length - 1


def parse_feedback(text: str, length: int | None = None) -> str:
    """Normalise a feedback text to letters ``G``/``P``/``B``, checking it; raise `PuzzleError` otherwise.

    Accepted, case-insensitively: ``G`` green, ``P`` (or Mathler's ``Y``ellow) purple, ``B`` (or ``X``) black,
    and the coloured squares 🟩 🟪 🟨 ⬛ ⬜ of share texts; spaces are ignored.

    >>> parse_feedback("gp bb")
    'GPBB'
    >>> parse_feedback("GQB")
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: feedback letters are G (green), P (purple) and B (black); got 'Q' at tile 2 of 'GQB'
    """
    if not isinstance(text, str):
        raise PuzzleError(f"feedback must be text such as 'GPBBGPBB'; got {type(text).__name__}")
    letters = []
    for ch in text:
        if ch.isspace() or ch == "\ufe0f":
            continue
        letter = FEEDBACK_SYNONYMS.get(ch.upper())
        if letter is None:
            raise PuzzleError(
                f"feedback letters are G (green), P (purple) and B (black); got {ch!r} at tile {len(letters) + 1}"
                f" of {text!r}")
        letters.append(letter)
    if not letters:
        raise PuzzleError("feedback is empty; give one letter per tile, e.g. 'GPBBGPBB'")
    if length is not None and len(letters) != length:
        raise PuzzleError(f"feedback needs {length} letters (one per tile); got {len(letters)} in {text!r}")
    return "".join(letters)


def _as_code(feedback: str | int, length: int) -> int:
    if isinstance(feedback, int):
        if not 0 <= feedback < 3**length:
            raise PuzzleError(f"feedback code {feedback} is out of range for {length} tiles")
        return feedback
    return text_to_code(parse_feedback(feedback, length))


def consistent(candidates: Iterable[Symbols], guess: Symbols, feedback: str | int) -> list:
    """The candidates that would have produced ``feedback`` (letters or a code) for ``guess``, in order.

    Candidates of another length than the guess are dropped (they cannot be the answer).
    """
    n = len(guess)
    code = _as_code(feedback, n)
    return [c for c in candidates if len(c) == n and score_code(guess, c) == code]


def score_codes(guess: Symbols, answers: Sequence[Symbols]) -> list[int]:
    """``[score_code(guess, a) for a in answers]``, faster: the guess is analysed once.

    When the guess has no repeated symbol, a tile is green when it matches, else purple when its symbol occurs
    anywhere in the answer (no copy can be used up by another tile of the guess), so no counting is needed.
    """
    n = len(guess)
    weights = [3**i for i in range(n)]
    if len(set(guess)) != n:
        return [score_code(guess, a) for a in answers]
    where = {g: w for g, w in zip(guess, weights)}
    pairs = list(zip(guess, weights))
    out = []
    for a in answers:
        if len(a) != n:
            raise PuzzleError(f"a guess and an answer need the same number of tiles; got {n} and {len(a)}")
        code = 0
        for s in set(a):
            w = where.get(s)
            if w:
                code += w
        for (g, w), s in zip(pairs, a):
            if g == s:
                code += w
        out.append(code)
    return out
