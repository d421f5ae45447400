"""Nerdle: every answer of every variant, the guess check, tile feedback, and a near-optimal guess assistant.

Variants (tiles): Micro 5, Mini 6, Midi 7, Classic 8 use ``0-9 + - * / =``; Maxi 10 adds ``( ) ² ³``.

**Answers** have exactly one ``=`` with only a number right of it, a non-negative integer; on the left, numbers
without leading zeros and never a lone 0, no signs in front of numbers, ``*`` and ``/`` before ``+`` and ``-``,
true division (fractions on the way are fine). Maxi answers also have parentheses, squares and cubes, and are
written with no redundant parentheses (exactly as `puzzlers.engine.to_text` prints them). The counts match the
published ones: 206 for Mini, 17,723 for Classic.

**Guesses** are wider (`check_guess`): any true equation the game accepts, so lone zeros, leading zeros and a
sign in front of a side (``-3+5=2``, ``3-5=-2``) are fine.

>>> count_answers(6), count_answers(8)
(206, 17723)
>>> feedback("12+35=47", "10+21=31")
'GPGPBGBB'
>>> suggest(6, [("28/7=4", "PGGBGB")]).remaining
['18/2=9', '18/9=2']
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources

from puzzlers import assistant
from puzzlers.engine import (
    Num,
    Rules,
    Unary,
    commutative_form,
    evaluate,
    parse_equation,
    parse_expression,
    to_text,
)
from puzzlers.errors import (
    PuzzleError,
    ascii_forms,
    impossible_tile,  # noqa: F401 (moved to puzzlers.errors; maxiplay imports it from here)
    is_whole,
    tile_fault,
    tiles_text,
)
from puzzlers.feedback import (
    Candidates,
    code_to_text,
    parse_feedback,
    score,
    score_code,
    solved_code,
    split_turn,
    text_to_code,
)

BASIC_SYMBOLS = "0123456789+-*/="
MAXI_SYMBOLS = "0123456789+-*/=()²³"
#: What `suggest` may spend when a position is off the precomputed tree (feedback computations).
LIVE_PAIR_BUDGET = 100_000
#: Candidates returned by `web_suggest` at most, unless asked otherwise (and never more than this cap).
MAX_CANDIDATES_CAP = 1000


@dataclass(frozen=True)
class Variant:
    """A Nerdle variant: its tiles, name, keyboard and the rule sets for answers and for guesses. ``maxi`` marks
    Maxi Nerdle (parentheses and powers: its answers come from `puzzlers.nerdle.maxi`, every answer is a valid
    guess, its assistant is `puzzlers.nerdle.maxiplay` and no answer count is computed up front)."""

    tiles: int
    name: str
    symbols: str
    answer_rules: Rules
    guess_rules: Rules
    maxi: bool = False


def _variants() -> dict[int, Variant]:
    basic = Rules(operators=frozenset("+-*/"), lone_zero=False)
    basic_guess = Rules(operators=frozenset("+-*/"), leading_zeros=True, lone_zero=True, unary_minus=True,
                        unary_plus=True)
    maxi = Rules(operators=frozenset("+-*/"), lone_zero=False, parentheses=True, postfix_powers=True)
    maxi_guess = Rules(operators=frozenset("+-*/"), leading_zeros=True, lone_zero=True, unary_minus=True,
                       unary_plus=True, parentheses=True, postfix_powers=True)
    out = {t: Variant(t, name, BASIC_SYMBOLS, basic, basic_guess)
           for t, name in ((5, "Micro"), (6, "Mini"), (7, "Midi"), (8, "Classic"))}
    out[10] = Variant(10, "Maxi", MAXI_SYMBOLS, maxi, maxi_guess, maxi=True)
    return out


VARIANTS: dict[int, Variant] = _variants()


def variant(tiles: int) -> Variant:
    """The variant with ``tiles`` tiles; `PuzzleError` for any other number."""
    if not is_whole(tiles) or tiles not in VARIANTS:
        names = ", ".join(f"{v.tiles} ({v.name})" for v in VARIANTS.values())
        raise PuzzleError(f"Nerdle has {names} tiles; got {tiles!r}")
    return VARIANTS[tiles]


# --- answers ------------------------------------------------------------------------------------------------


def equations(tiles: int) -> Iterator[str]:
    """Every answer of the variant, lazily, in a fixed order: by the width of the right side (narrowest first),
    then as text (Python string order) within each width. Micro to Classic come from the prefix solver of
    `puzzlers.nerdle.basic`, Maxi (2,048,913 answers, 15 to 23 s) from `puzzlers.nerdle.maxi`."""
    v = variant(tiles)
    if v.maxi:
        from puzzlers.nerdle import maxi

        yield from maxi.answers(v.tiles)
        return
    from puzzlers.nerdle import basic

    yield from basic.answers(v.tiles)


@cache
def _answer_tuple(tiles: int) -> tuple[str, ...]:
    return tuple(equations(tiles))


def answer_list(tiles: int) -> list[str]:
    """All answers of the variant as a list (computed once per process)."""
    return list(_answer_tuple(tiles))


def count_answers(tiles: int, rules=None) -> int:
    """The number of answers of the variant; ``rules`` (a `puzzlers.nerdle.rules.CountRules` or the name of one
    of its `RULE_SETS`: ``"bondeluke"``, ``"rbtying"``) counts under another list's rules instead.

    >>> count_answers(8, rules="bondeluke")
    17719
    """
    if rules is not None:
        from puzzlers.nerdle.rules import count_answers_with, rules_named

        if rules_named(rules) != rules_named(None):
            return count_answers_with(tiles, rules)
    return len(_answer_tuple(tiles))


@cache
def _guess_tuple(tiles: int) -> tuple[str, ...]:
    if variant(tiles).maxi:
        return _answer_tuple(tiles)
    from puzzlers.nerdle import basic

    return tuple(basic.answers(tiles, lone_zero=True))


def guess_pool(tiles: int) -> list[str]:
    """The guesses the assistant picks from: the answers and, except for Maxi, the true equations that differ
    from answers only by a lone 0 on the left (``0+12=12``), which the game accepts."""
    return list(_guess_tuple(tiles))


def is_answer(text: str, tiles: int) -> bool:
    """Whether ``text`` is an answer of the variant, decided by the engine alone (independent of the
    enumerators; the tests check every generated equation with it): the left side parses under the variant's
    answer rules (no lone 0, no leading zeros, no signs) as written with no redundant parentheses, and its exact
    value is the right side, a non-negative integer written without leading zeros (0 itself is fine)."""
    v = variant(tiles)
    if len(text) != v.tiles or any(ch not in v.symbols for ch in text):
        return False
    if text.count("=") != 1:
        return False
    left_text, right_text = text.split("=")
    if not right_text.isdigit() or (len(right_text) > 1 and right_text[0] == "0"):
        return False
    try:
        left = parse_expression(left_text, v.answer_rules)
    except PuzzleError:
        return False
    if isinstance(left, Num):
        return False
    value = evaluate(left, v.answer_rules)
    return value is not None and value == int(right_text) and to_text(left) == left_text


@dataclass(frozen=True)
class GuessCheck:
    """The verdict on a guess: ``valid``, and a message for a person (why not, or what it is)."""

    valid: bool
    message: str


def check_guess(guess: str, tiles: int) -> GuessCheck:
    """Whether the game accepts ``guess`` as a guess in the variant, with a reason.

    A guess has exactly ``tiles`` tiles from the variant's keyboard, exactly one ``=``, a calculation (at least
    one operation) on the left and a single number on the right, and it must be true (exactly: ``7/2*2=7`` is).
    Unlike answers, numbers may be 0 on their own or start with 0, and a side may start with a sign.

    >>> check_guess("0+12=12", 7)
    GuessCheck(valid=True, message='0+12=12 is a valid guess (it could not be the answer)')
    >>> check_guess("1+2=4", 5).message
    '1+2=4 is not true: the left side is 3, not 4'
    """
    v = variant(tiles)
    if not isinstance(guess, str):
        return GuessCheck(False, f"a guess is text such as '{'12+35=47'[:v.tiles]}'")
    text = tiles_text(guess)
    if len(text) != v.tiles:
        return GuessCheck(False, f"a {v.name} guess has {v.tiles} tiles; {text!r} has {len(text)}")
    bad = sorted({ch for ch in text if ch not in v.symbols})
    if bad:
        return GuessCheck(False, f"{text!r} uses {', '.join(map(repr, bad))}; {v.name} tiles are {v.symbols}")
    if text.count("=") != 1:
        return GuessCheck(False, f"a guess needs exactly one '='; {text!r} has {text.count('=')}")
    try:
        eq = parse_equation(text, v.guess_rules)
    except PuzzleError as error:
        return GuessCheck(False, str(error))
    right = eq.right.operand if isinstance(eq.right, Unary) else eq.right
    if not isinstance(right, Num):
        return GuessCheck(False, f"only a number may stand right of '=' in {text!r}")
    left = eq.left
    while isinstance(left, Unary):
        left = left.operand
    if isinstance(left, Num):
        return GuessCheck(False, f"the left side of {text!r} must be a calculation, not just a number")
    value = evaluate(eq.left, v.guess_rules)
    target = evaluate(eq.right, v.guess_rules)
    if value is None:
        return GuessCheck(False, f"the left side of {text!r} has no value (a division by zero)")
    if value != target:
        return GuessCheck(False, f"{text} is not true: the left side is {value}, not {target}")
    note = "" if is_answer(text, tiles) else " (it could not be the answer)"
    return GuessCheck(True, f"{text} is a valid guess{note}")


def require_guess(guess: str, tiles: int) -> str:
    """``guess`` as `check_guess` reads it (in ASCII, without spaces) if it accepts it, else a `PuzzleError` with its
    message."""
    verdict = check_guess(guess, tiles)
    if not verdict.valid:
        raise PuzzleError(verdict.message)
    return tiles_text(guess)


def require_answer(answer: str, tiles: int) -> str:
    """``answer`` read as a guess is (`tiles_text`: in ASCII, without spaces) if it is an answer of the variant
    (`is_answer`), else a `PuzzleError` that names it and says why not.

    >>> require_answer("12 × 3 = 36", 7)
    '12*3=36'
    >>> require_answer("1+2=4", 5)
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: the answer 1+2=4 cannot be a Micro answer: 1+2=4 is not true: the left side is 3, not 4
    """
    v = variant(tiles)
    verdict = check_guess(answer, tiles)
    text = tiles_text(answer) if isinstance(answer, str) else answer
    if verdict.valid and is_answer(text, tiles):
        return text
    why = verdict.message
    for said, meant in (("a guess ", "an answer "), (f"a {v.name} guess ", f"a {v.name} answer ")):
        if why.startswith(said):  # the message's own words, not the text it quotes (which may hold "guess")
            why = meant + why.removeprefix(said)
    why = why if not verdict.valid else (
        "answers have no 0 on its own left of '=', no leading zeros and no signs"
        + (", and no brackets they do not need" if v.maxi else ""))
    raise PuzzleError(f"the answer {text if isinstance(text, str) else repr(text)} cannot be a {v.name} answer: {why}")


# --- commutative answers ------------------------------------------------------------------------------------


@lru_cache(maxsize=65536)
def commutative_key(equation: str, tiles: int) -> tuple:
    """Equal for two equations exactly when one is a commutative rearrangement of the other (see
    `same_commutative`)."""
    v = variant(tiles)
    eq = parse_equation(equation, v.guess_rules)
    return (commutative_form(eq.left), to_text(eq.right))


def same_commutative(guess: str, answer: str, tiles: int) -> bool:
    """Whether the game, with "commutative answers" on, accepts ``guess`` for ``answer``.

    Our reading of the game's rule ("if the answer is 10+20=30, 20+10=30 is accepted too"): the same right side,
    and a left side that differs only by the order of the terms of a sum (each keeping its sign) and of the
    factors of a product (each keeping its ``*`` or ``/``), at any level: ``3*4+5=17`` and ``5+4*3=17`` are the
    same, ``12/3*2=8`` and ``2*12/3=8`` too, but not ``12/4=3`` and ``4/12=3`` (which is not even true).

    >>> same_commutative("20+10=30", "10+20=30", 8), same_commutative("5+4*3=17", "3*4+5=17", 8)
    (True, True)
    """
    if guess == answer:
        return True
    if sorted(guess) != sorted(answer):
        return False
    try:
        return commutative_key(guess, tiles) == commutative_key(answer, tiles)
    except PuzzleError:
        return False


def feedback(guess: str, answer: str, commutative: bool = False, tiles: int | None = None) -> str:
    """The tiles the game shows for ``guess`` when the answer is ``answer`` (``G``/``P``/``B``).

    With ``commutative`` on, a commutative rearrangement of the answer wins: all green (the game rearranges the
    tiles into the answer and declares the puzzle solved). Both are read as typed equations are (`tiles_text`:
    ``12×3=36`` is ``12*3=36``).

    >>> feedback("12×3=36", " 12*3 = 36")
    'GGGGGGG'
    """
    guess, answer = tiles_text(guess), tiles_text(answer)
    if commutative and same_commutative(guess, answer, tiles or len(answer)):
        return "G" * len(answer)
    return score(guess, answer)


def feedback_code(guess: str, answer: str, commutative: bool = False) -> int:
    """`feedback` as an integer code (see `puzzlers.feedback`)."""
    if commutative and same_commutative(guess, answer, len(answer)):
        return solved_code(len(answer))
    return score_code(guess, answer)


class NerdleCandidates(Candidates):
    """`puzzlers.feedback.Candidates` that know Nerdle's commutative-answers option: with it on, an answer the
    guess rearranges commutatively scores all green."""

    commutative = False

    def codes(self, guess):
        out = super().codes(guess)
        if self.commutative:
            solved = solved_code(self.length)
            signature = sorted(guess)
            for i, answer in enumerate(self.answers):
                if out[i] != solved and sorted(answer) == signature and same_commutative(guess, answer, self.length):
                    out[i] = solved
        return out

    def subset(self, positions):
        sub = super().subset(positions)
        sub.commutative = self.commutative
        return sub


@cache
def _all_candidates(tiles: int) -> NerdleCandidates:
    return NerdleCandidates(answer_list(tiles))


def candidates_for(tiles: int, commutative: bool = False) -> NerdleCandidates:
    """All answers of the variant as `NerdleCandidates` (the tables are built once per process)."""
    base = _all_candidates(tiles)
    cands = base.subset(range(len(base)))
    cands.commutative = commutative
    return cands


# --- the assistant ------------------------------------------------------------------------------------------


@cache
def decision_tree(tiles: int):
    """The precomputed decision tree for the variant (see `puzzlers.assistant`), or None when none is shipped.
    Built by ``scripts/build_nerdle_trees.py``; stored gzipped in ``puzzlers/data/nerdle-<tiles>.json.gz``."""
    variant(tiles)
    try:
        raw = resources.files("puzzlers").joinpath("data", f"nerdle-{tiles}.json.gz").read_bytes()
    except (FileNotFoundError, OSError):
        return None
    return json.loads(gzip.decompress(raw))


def _parse_turns(tiles: int, turns: Iterable) -> list[tuple[str, str]]:
    v = variant(tiles)
    out = []
    for number, turn in enumerate(turns, 1):
        guess, fb = map(ascii_forms, split_turn(number, turn, f"{'12+35=47'[:v.tiles]}:{'GPBBGPBB'[:v.tiles]}"))
        try:
            guess = require_guess(guess, tiles)
            fb = parse_feedback(fb, v.tiles)
        except PuzzleError as error:
            raise PuzzleError(f"turn {number}: {error}") from None
        out.append((guess, fb))
    return out


Suggestion = assistant.Suggestion  # the games share one type


def _fitting(cands: NerdleCandidates, parsed: list[tuple[str, str]]) -> NerdleCandidates:
    """The candidates that give every ``(guess, feedback)`` turn its colours."""
    for guess, fb in parsed:
        code = text_to_code(fb)
        cands = cands.subset([i for i, c in enumerate(cands.codes(guess)) if c == code])
    return cands


def _no_fit(tiles: int, parsed: list[tuple[str, str]], commutative: bool) -> PuzzleError:
    """Why no answer gives every turn of ``parsed`` its colours: the first turn that leaves none and, when one
    colour alone is impossible there, its tile (as Maxi and the multi-board games name it). Else a turn whose
    colours some answer gives, but not with an earlier turn's, is named with that turn: either may be the one set
    wrong (a player who re-coloured guess 1 was told to check guess 2, and its Undo took the right guess away).

    >>> print(_no_fit(6, [("28/7=4", "GGGGBB")], False))
    guess 1 (28/7=4), tile 5 ('='): no answer makes it black; it can only be purple or green
    >>> print(_no_fit(8, [("52-34=18", "PPGBBPPB"), ("21*2/7=6", "BPBGBPGB")], False))
    guesses 1 (52-34=18) and 2 (21*2/7=6): no answer gives both their colours; check the tiles of both
    """
    every = cands = candidates_for(tiles, commutative)
    for number, (guess, fb) in enumerate(parsed, 1):
        codes = cands.codes(guess)
        code = text_to_code(fb)
        if code not in codes:
            left = "no answer the earlier guesses left" if number > 1 else "no answer"
            rows = (code_to_text(c, tiles) for c in set(codes))
            tile = tile_fault(f"guess {number} ({guess})", guess, fb, rows, left)
            if tile:
                return PuzzleError(tile)
            if number > 1 and code in every.codes(guess):
                for j, (earlier, earlier_fb) in enumerate(parsed[:number - 1], 1):
                    if code not in _fitting(every, [(earlier, earlier_fb)]).codes(guess):
                        return PuzzleError(f"guesses {j} ({earlier}) and {number} ({guess}): no answer gives both "
                                           "their colours; check the tiles of both")
            return PuzzleError(f"guess {number} ({guess}): {left} gives exactly these colours; each tile is"
                               " possible on its own, so check them together")
        cands = cands.subset([i for i, c in enumerate(codes) if c == code])
    return PuzzleError("no answer fits these guesses and colours; check the feedback letters")


def _check_solved(tiles: int, parsed: list[tuple[str, str]], solved: int, commutative: bool) -> None:
    """A `PuzzleError` naming the turn whose colours the answer that turn ``solved`` (1-based, all green) would
    not give: a solved game's other turns must fit its answer.

    With commutative answers on, the answer may be a rearrangement of the green guess, and the other turns were
    coloured against it: Classic and the smaller variants filter their answer list; Maxi, whose list is not at
    hand, checks only what the green guess's own colours would be."""
    answer = parsed[solved - 1][0]
    v = variant(tiles)
    never = (f"turn {solved} ({answer}) is all green, but it cannot be the answer: answers have no 0 on its own "
             "left of '=', no leading zeros and no signs" + (", and no brackets they do not need" if v.maxi else ""))
    if not is_answer(answer, tiles):  # nor is any rearrangement: these are properties of the operands
        raise PuzzleError(never)
    if commutative and not v.maxi:
        if _fitting(candidates_for(tiles, commutative), parsed).answers:
            return
        raise PuzzleError(f"turn {solved} ({answer}) is all green, but no answer it can stand for fits the colours "
                          "of the other turns; check them")
    for number, (guess, fb) in enumerate(parsed, 1):
        expected = feedback(guess, answer, commutative, tiles)
        if number == solved or fb == expected:
            continue
        if commutative and "G" * len(fb) not in (fb, expected):
            continue  # Maxi: perhaps coloured against a rearrangement of the green guess, which is not known here
        raise PuzzleError(f"turn {number} ({guess}): the colours {fb} do not fit the answer {answer} that turn "
                          f"{solved} shows all green; with that answer they would be {expected}")


def remaining(tiles: int, turns: Iterable, commutative: bool = False) -> list[str]:
    """The answers consistent with every ``(guess, feedback)`` turn, in answer-list order."""
    return suggest(tiles, turns, commutative, search=False).remaining


def suggest(tiles: int, turns: Iterable, commutative: bool = False, *, search: bool = True,
            pair_budget: int = LIVE_PAIR_BUDGET, answers: Sequence[str] | None = None,
            progress: Callable | None = None) -> Suggestion:
    """The best next guess after ``turns`` (``(guess, feedback)`` pairs, ``"GUESS:FEEDBACK"`` strings or
    ``{"guess", "feedback"}`` dicts) and the answers still possible.

    While the turns follow the precomputed decision tree its guess is used (every answer solved within the
    published worst case); otherwise a live search scores guesses one step ahead within ``pair_budget``
    feedback computations (a deterministic sample of the pool when the position is large).

    Maxi (10 tiles) has no tree: `puzzlers.nerdle.maxiplay` plays a precomputed opener and second guesses, then
    searches live. ``answers`` (Maxi only): the answers the first turn left, as the site loads them (the opener's
    bucket); without it they are generated from the first turn's colours (`maxiplay.first_turn_answers`, telling
    ``progress(done, total, message)``), so any guesses work.
    """
    v = variant(tiles)
    parsed = _parse_turns(tiles, turns)
    green = "G" * v.tiles
    for number, (guess, fb) in enumerate(parsed, 1):
        if fb == green:
            _check_solved(v.tiles, parsed, number, commutative)
            return Suggestion(None, [guess], True, "solved")
    if v.maxi:
        from puzzlers.nerdle import maxiplay

        return maxiplay.suggest(parsed, commutative, answers, progress, search=search)
    if answers is not None:
        raise PuzzleError("answers= is for Maxi only: the other variants' answers are always at hand")
    if not parsed and search and decision_tree(v.tiles) is not None:
        # The opening move: no feedback tables needed.
        return Suggestion(assistant.next_guess(decision_tree(v.tiles)["tree"]), answer_list(v.tiles), False, "tree")
    cands = _fitting(candidates_for(v.tiles, commutative), parsed)
    left = list(cands.answers)
    if not left:
        raise _no_fit(v.tiles, parsed, commutative)
    if len(left) <= 2:
        return Suggestion(left[0], left, False, "last")
    if not search:
        return Suggestion(None, left, False, "")
    tree = decision_tree(v.tiles)
    if tree is not None:
        codes = [(g, sum((2 if ch == "G" else 1 if ch == "P" else 0) * 3**i for i, ch in enumerate(fb)))
                 for g, fb in parsed]
        node = assistant.follow(tree["tree"], codes)
        if node is not None:
            return Suggestion(assistant.next_guess(node), left, False, "tree")
    # The live pool is the answer list (already in memory); the wider guess pool is for the offline trees.
    best = assistant.best_guess(cands, answer_list(v.tiles), solved_code(v.tiles), max_pairs=pair_budget)
    return Suggestion(best, left, False, "search")
