"""License plates: the browser entry points (JSON in, JSON out; see `puzzlers.web`)."""

from __future__ import annotations

import re

from puzzlers.errors import PuzzleError, ascii_forms
from puzzlers.plates.solver import (
    DEFAULT_MAX_SOLUTIONS,
    MAX_TARGET,
    PlateOptions,
    check_cap,
    digit_groups,
    hint,
    max_digits,
    max_listed,
    solve,
    stats,
    unsolvable_help,
)

# --- the browser ----------------------------------------------------------------------------------------------


def _web_options(parens, join, reorder, unary, power, target) -> PlateOptions:
    flags = {"parens": parens, "join": join, "reorder": reorder, "unary": unary, "power": power}  # (checked there)
    if isinstance(target, str):
        text = ascii_forms(target).strip()
        if text == "":
            target = None
        elif re.fullmatch(r"[-+]?[0-9]+", text):
            if len(text.lstrip("+-").lstrip("0")) > len(str(MAX_TARGET)):
                raise PuzzleError(f"the target must be between -{MAX_TARGET} and {MAX_TARGET}; "
                                  f"got a number of {len(text.lstrip('+-').lstrip('0')):,} digits")
            target = int(text)
        else:
            raise PuzzleError(f"the target must be a whole number, not {target!r}")
    return PlateOptions(target=target, **flags)


def web_solve(text: str, group: int | None = None, parens: bool = False, join: bool = False, reorder: bool = False,
              unary: bool = False, power: bool = False, target: int | str | None = None,
              max_solutions: int = DEFAULT_MAX_SOLUTIONS) -> dict:
    """Solve a plate for the page. ``target`` may also be a string of digits ("" = none).

    Returns ``{"digits": "1234", "groups": ["1234"], "group": null, "count": 2,
    "solutions": ["1-2=3-4", "1=2+3-4"], "shown": 2, "truncated": false, "exact_order": true,
    "max_digits": 11, "rules": "plain", "most": 10000, "helps": {}, "together": null}``: ``digits`` are the digits
    solved, ``groups`` the digit runs found in the text (for a group picker), ``count`` the exact total, ``shown``
    the length of ``solutions``, ``most`` the largest ``max_solutions`` this plate takes (Show more goes up to it);
    with no solution, ``helps`` and ``together`` as `unsolvable_help` gives them.
    """
    options = _web_options(parens, join, reorder, unary, power, target)
    result = solve(text, options, group=group, max_solutions=max_solutions)
    # no solution: what each option still off would give (the page names those that help; two digits without a
    # target make an equation only when equal, whatever the options)
    helps, together = unsolvable_help(result.digits, options) if not result.count else ({}, None)
    return {"digits": result.digits, "groups": digit_groups(text), "group": group, "count": result.count,
            "solutions": list(result.solutions), "shown": len(result.solutions), "truncated": result.truncated,
            "exact_order": result.exact_order, "max_digits": max_digits(options), "rules": options.describe(),
            "most": max_listed(options, len(result.digits)), "helps": helps, "together": together}


def web_hint(text: str, group: int | None = None, parens: bool = False, join: bool = False, reorder: bool = False,
             unary: bool = False, power: bool = False, target: int | str | None = None,
             max_solutions: int = DEFAULT_MAX_SOLUTIONS) -> dict:
    """A hint for the page (``max_solutions`` is accepted so the page can send the same arguments).

    Returns ``{"digits": "1234", "groups": ["1234"], "solvable": true, "count": 2,
    "clue": "the = goes after the 1st digit or the 2nd digit", "helps": {}, "together": null}``; with no solution,
    ``helps`` and ``together`` as `web_solve` gives them (the page says the same then, hint or not).
    """
    options = _web_options(parens, join, reorder, unary, power, target)
    check_cap(max_solutions)
    result = hint(text, options, group=group)
    helps, together = unsolvable_help(result.digits, options) if not result.solvable else ({}, None)
    return {"digits": result.digits, "groups": digit_groups(text), "solvable": result.solvable,
            "count": result.count, "clue": result.clue, "helps": helps, "together": together}


def web_stats(length: int = 4, parens: bool = False, join: bool = False, reorder: bool = False, unary: bool = False,
              power: bool = False, target: int | str | None = None) -> dict:
    """Statistics over all plates of a length (see `PlateStats.to_json`), reporting progress to the page."""
    from puzzlers import web

    options = _web_options(parens, join, reorder, unary, power, target)
    return stats(length, options, progress=web.progress).to_json()


