"""Mathler: the browser entry points (JSON in, JSON out; see `puzzlers.web`)."""

from __future__ import annotations

from puzzlers.errors import PuzzleError, whole_number
from puzzlers.mathler.game import (
    ACCEPT_MODES,
    MAX_CANDIDATES_CAP,
    MODES,
    RULE_ALIASES,
    RULE_SETS,
    check_guess,
    expressions_for,
    matches,
    mode,
    suggest,
)
from puzzlers.web import progress

#: What the bar says while a target's expressions are found (a second or more for Hard on a phone).
FINDING = "finding every expression of the target"


def _finding(done: float, total: float) -> None:
    progress(done, total, FINDING)

# --- browser entry points -------------------------------------------------------------------------------------


def _int_arg(name: str, value, lo: int | None = None, hi: int | None = None) -> int:
    whole_number(value, f"{name} must be a whole number; got {value!r}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise PuzzleError(f"{name} must be from {lo} to {hi}; got {value}")
    return value


def web_modes() -> dict:
    """``{"modes": [{"tiles", "name", "max_operators", "parentheses", "symbols"}], "rules": [{"name",
    "description", "accept"}], "aliases": {"seed": "signed-whole"}, "accept": ["commutative", "anagram",
    "exact"]}`` (``aliases``: old rule-set names a share link may still carry, `RULE_ALIASES`)."""
    return {
        "modes": [{"tiles": m.tiles, "name": m.name, "max_operators": m.max_operators,
                   "parentheses": m.parentheses, "symbols": "0123456789+-*/" + ("()" if m.parentheses else "")}
                  for m in MODES.values()],
        "rules": [{"name": rs.name, "description": rs.description, "accept": rs.accept}
                  for rs in RULE_SETS.values()],
        "aliases": dict(RULE_ALIASES),
        "accept": list(ACCEPT_MODES),
    }


def web_check(tiles: int, target: int, guess: str, rules: str = "game") -> dict:
    """``{"valid": bool, "message": str}``: whether the game takes ``guess`` for ``target``."""
    _int_arg("target", target)
    verdict = check_guess(guess, tiles, target, rules)
    return {"valid": verdict.valid, "message": verdict.message}


def web_suggest(tiles: int, target: int, turns: list, rules: str = "game", max_candidates: int = 50,
                accept: str | None = None) -> dict:
    """The next guess for the widget.

    ``turns``: ``[{"guess": "12+3*4", "feedback": "BPBBPB"}, ...]``. Returns ``{"suggestion": str | null,
    "remaining": int, "candidates": [str, ...] (at most max_candidates, sorted), "solved": bool,
    "source": str}``.
    """
    _int_arg("target", target)
    _int_arg("max_candidates", max_candidates, 0, MAX_CANDIDATES_CAP)
    if not isinstance(turns, list):
        raise PuzzleError("turns must be a list of {guess, feedback} objects")
    result = suggest(tiles, target, turns, rules, accept, progress=_finding)
    return result.to_json(max_candidates)


def web_list(tiles: int, target: int, rules: str = "game", offset: int = 0, limit: int = 200,
             pattern: str = "", must: str = "", must_not: str = "") -> dict:
    """A page of the expressions of value ``target`` that pass the filters (see `matches`):
    ``{"count": int (all matches), "expressions": [str, ...] (matches offset .. offset+limit)}``."""
    _int_arg("target", target)
    _int_arg("offset", offset, 0)
    _int_arg("limit", limit, 0, MAX_CANDIDATES_CAP)
    for name, value in (("pattern", pattern), ("must", must), ("must_not", must_not)):
        if not isinstance(value, str) or len(value) > 40:
            raise PuzzleError(f"{name} must be text of at most 40 characters")
    if pattern and len(pattern) != mode(tiles).tiles:
        raise PuzzleError(f"the pattern needs one character per tile ({mode(tiles).tiles}); got {len(pattern)}")
    found = expressions_for(tiles, target, rules, _finding)
    if pattern or must or must_not:
        found = [t for t in found if matches(t, pattern, must, must_not)]
    return {"count": len(found), "expressions": found[offset:offset + limit]}


