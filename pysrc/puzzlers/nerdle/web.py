"""Nerdle: the browser entry points (JSON in, JSON out; see `puzzlers.web`)."""

from __future__ import annotations

import re

from puzzlers.errors import PuzzleError, tiles_text, whole_number
from puzzlers.nerdle.game import MAX_CANDIDATES_CAP, VARIANTS, check_guess, count_answers, is_answer, suggest

# --- browser entry points -----------------------------------------------------------------------------------


#: Candidates in a variant's ``opening`` (as many as the page's board lists).
OPENING_CANDIDATES = 50


def web_variants() -> dict:
    """``{"variants": [{"tiles": 8, "name": "Classic", "symbols": "0123456789+-*/=", "answers": 17723 | null,
    "tree": true, "assistant": true, "opening": {...}}, ...]}`` (``answers`` is null for Maxi, whose list is not
    computed just to show a count). ``opening`` is `web_suggest`'s answer before any guess (the same with
    commutative answers on or off), so the page shows the first suggestion without waiting for Python. Maxi has no
    tree but adds ``opener``, its assistant's first guess, and ``bucket_files``: the page fetches the answers its
    first colours leave from ``lists/nerdle-maxi-buckets/<code % bucket_files>.json``."""
    out = []
    for v in VARIANTS.values():
        row = {"tiles": v.tiles, "name": v.name, "symbols": v.symbols,
               "answers": None if v.maxi else count_answers(v.tiles), "tree": not v.maxi, "assistant": True,
               "opening": web_suggest(v.tiles, [], max_candidates=OPENING_CANDIDATES)}
        if v.maxi:
            from puzzlers.nerdle import maxiplay

            row["opener"] = maxiplay.opener()
            row["bucket_files"] = maxiplay.BUCKET_FILES
        out.append(row)
    return {"variants": out}


def web_check(tiles: int, guess: str) -> dict:
    """``{"valid": bool, "message": str, "answer": bool}`` for a guess (``answer``: could it be the answer)."""
    verdict = check_guess(guess, tiles)
    return {"valid": verdict.valid, "message": verdict.message,
            "answer": verdict.valid and is_answer(tiles_text(guess), tiles)}


def web_suggest(tiles: int, turns: list, commutative: bool = False, max_candidates: int = 50,
                answers: list | None = None) -> dict:
    """The next guess for the widget.

    ``turns``: ``[{"guess": "12+35=47", "feedback": "GPBBGPBB"}, ...]`` in order. Returns ``{"suggestion": str |
    null, "remaining": int, "candidates": [str, ...] (at most max_candidates, answer-list order), "solved": bool,
    "source": "tree" | "search" | "last" | "solved"}``. Bad input raises `PuzzleError` (the worker turns it into
    ``{"ok": false, "error": ...}``).

    Maxi: ``answers`` is the bucket of answers the opener's colours leave (the page fetches it when the game
    opened with the assistant's opener); without it, after any other first guess, the answers are generated from
    the first turn's colours (`puzzlers.nerdle.maxiplay.first_turn_answers`, with progress). A page never
    generates the whole Maxi list.
    """
    if not isinstance(turns, list):
        raise PuzzleError("turns must be a list of {guess, feedback} objects")
    whole_number(max_candidates, f"max_candidates must be a whole number from 0 to {MAX_CANDIDATES_CAP}", 0)
    if tiles == 10:
        if turns and not any(_solved_turn(t) for t in turns):
            from puzzlers.nerdle import maxiplay

            maxiplay.check_bucket(turns, answers)
        answers = answers if turns else None
    from puzzlers import web

    try:
        result = suggest(tiles, turns, bool(commutative), answers=answers, progress=web.progress)
    except PuzzleError as error:
        raise PuzzleError(board_words(str(error))) from None
    return result.to_json(min(max_candidates, MAX_CANDIDATES_CAP))


def board_words(message: str) -> str:
    """A message of `suggest` in the board's words: its rows are guesses ("Guess 1"), not the command line's
    turns (tests/unit/test_nerdle.py)."""
    words = {"turn": "guess", "turns": "guesses"}
    return _unquoted(message, lambda part: re.sub(r"\bturns?\b", lambda m: words[m.group()], part))


def _unquoted(message: str, change) -> str:
    """``message`` with ``change`` made to its own words, not to what it quotes of the user's ('…' or "…")."""
    parts = re.split(r"""('[^']*'|"[^"]*")""", message)
    return "".join(part if n % 2 else change(part) for n, part in enumerate(parts))


def form_words(message: str) -> str:
    """A message of `puzzlers.nerdle.instant.instant` in the words of the page's form, whose field is "Colours"
    (the command line's is feedback; tests/unit/test_nerdle_instant.py)."""
    def change(part: str) -> str:
        for old, new in (("feedback needs", "colours need"), ("feedback letters", "colour letters"),
                         ("feedback is", "colours are"), ("feedback must be", "colours must be"),
                         ("feedback", "colours")):
            part = re.sub(rf"\b{old}\b", new, part)
        return part

    return _unquoted(message, change)


def _solved_turn(turn) -> bool:
    return isinstance(turn, dict) and isinstance(turn.get("feedback"), str) and set(turn["feedback"].upper()) == {"G"}


def web_instant(turns: list, tiles: int = 8, commutative: bool = False, max_candidates: int = 50) -> dict:
    """Instant Nerdle: ``turns`` the two given guesses, ``[{"guess", "feedback"}, ...]``. Returns ``{"answer": str
    | null, "count": int, "candidates": [...] (at most max_candidates)}``; bad colours raise `PuzzleError` naming
    the guess and the tile."""
    from puzzlers.nerdle.instant import instant

    if not isinstance(turns, list):
        raise PuzzleError("turns must be a list of two {guess, feedback} objects")
    whole_number(max_candidates, f"max_candidates must be a whole number from 0 to {MAX_CANDIDATES_CAP}", 0)
    try:
        result = instant(turns, tiles, bool(commutative))
    except PuzzleError as error:
        raise PuzzleError(form_words(str(error))) from None
    return result.to_json(min(max_candidates, MAX_CANDIDATES_CAP))


def web_multi(boards: int, turns: list, commutative: bool = False, max_candidates: int = 10) -> dict:
    """Bi-Nerdle (2 boards) and Quad-Nerdle (4): the next guess for every board at once (`puzzlers.nerdle.multi`).

    ``turns``: ``[{"guess": "52-34=18", "feedback": ["BPBPBGPB", "-"]}, ...]``, one colour row per board (``-`` for
    a board solved earlier). Returns ``{"suggestion": str | null, "turns_left": int, "limit": int, "boards":
    [{"solved": bool, "remaining": int, "candidates": [...] (at most max_candidates)}, ...]}``; colours no answer
    left on a board gives raise `PuzzleError` naming the turn, the board and the tile, and so does a turn after
    every board was solved (the game ended there, as the Classic board's does at an all-green guess)."""
    from puzzlers import web
    from puzzlers.nerdle.multi import LIMITS, multi_suggest

    if not isinstance(turns, list):
        raise PuzzleError("turns must be a list of {guess, feedback: [one colour row per board]} objects")
    whole_number(max_candidates, f"max_candidates must be a whole number from 0 to {MAX_CANDIDATES_CAP}", 0)
    result = multi_suggest(boards, turns, bool(commutative), progress=web.progress)
    return {**result.to_json(min(max_candidates, MAX_CANDIDATES_CAP)), "limit": LIMITS[boards]}


def web_count(tiles: int, rules: str = "puzzlers") -> dict:
    """``{"tiles", "rules", "count", "dropped": [...]}``: the number of answers under a named rule set of
    `puzzlers.nerdle.rules.RULE_SETS` (``dropped``: the answers float32 arithmetic loses, for ``"bondeluke"``)."""
    from puzzlers.nerdle.rules import dropped_by_float32, rules_named

    named = rules_named(rules)
    if tiles == 10:
        raise PuzzleError("Maxi's counts are not recomputed in the browser (2,048,913 answers by our rules)")
    if named.redundant_brackets and tiles not in (5, 6):
        raise PuzzleError("redundant brackets are counted in the browser for 5 or 6 tiles only")
    return {"tiles": tiles, "rules": rules, "count": count_answers(tiles, named),
            "dropped": dropped_by_float32(tiles) if named.float32 else []}
