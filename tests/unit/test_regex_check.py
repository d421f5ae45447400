"""`check` is exact: a clue is "impossible" exactly when no filling of its line's empty cells matches it, and
"undecided" (with a reason) only when deciding it would take more than its share of the work budget.

One-clue puzzles (a 1×n row whose columns are all ``.``) are checked against brute force with `re.fullmatch`,
including long lines with backreferences and lookaheads, which the solver's narrowing relaxes.
"""

from __future__ import annotations

import itertools
import re
import warnings

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import regex_strategies
from puzzlers import regexcrossword as rc
from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword import regex as rx
from puzzlers.regexcrossword import solver as rc_solver
from puzzlers.regexcrossword.web import web_check

SETTINGS = settings(max_examples=80, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])


def row(clue: str, alphabet: str, n: int) -> rc.Puzzle:
    return rc.from_text(f"alphabet: {alphabet}\nrows:\n{clue}\ncolumns:\n" + ".\n" * n)


def _fullmatch(pattern: str, text: str) -> bool:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return re.fullmatch(pattern, text) is not None


def brute(clue: str, alphabet: str, line: list[str]) -> bool:
    """Some filling of the line's empty cells ("") matches the clue, by `re.fullmatch`."""
    choices = [[c] if c else list(alphabet) for c in line]
    return any(_fullmatch(clue, "".join(w)) for w in itertools.product(*choices))


def test_odd_line_of_a_doubled_group_is_impossible():
    puzzle = row("(.*)\\1", "abc", 9)
    assert rc.solve(puzzle).count == 0
    result = rc_solver.check_clues(puzzle)
    assert result.clues == ("impossible",) + ("possible",) * 9
    assert result.undecided == ""


def test_lookahead_that_contradicts_the_first_cell_is_impossible():
    puzzle = row("(?=\\W)\\S.*", "a b", 7)
    assert rc.solve(puzzle).count == 0
    assert rc.check(puzzle) == ["impossible"] + ["possible"] * 7


def test_even_line_of_a_doubled_group_is_possible_and_letters_count():
    puzzle = row("(.*)\\1", "abc", 10)
    assert rc.check(puzzle)[0] == "possible"
    assert rc.check(puzzle, ["a", "", "", "", "", "b", "", "", "", ""])[0] == "impossible"
    assert rc.check(puzzle, ["a", "", "", "", "", "a", "", "", "", ""])[0] == "possible"


def test_undecided_names_the_clue_and_the_budget(monkeypatch):
    monkeypatch.setattr(rc_solver, "CHECK_CLUE_WORK", 20_000)
    result = rc_solver.check_clues(row("(.*)\\1", "abc", 11))
    assert result.clues[0] == "undecided"
    assert result.undecided == ("row 1 left: too many ways to fill its line to decide within the work budget "
                                "(20,000 units per clue, 3,000,000 in all); fill in more cells")
    assert web_check("alphabet: abc\nrows:\n(.*)\\1\ncolumns:\n" + ".\n" * 11) == {
        "clues": ["undecided"] + ["possible"] * 11, "full": False, "solved": False,
        "undecided": result.undecided}


def test_web_check_reports_no_reason_when_all_decided():
    got = web_check("alphabet: abc\nrows:\n(.*)\\1\ncolumns:\n" + ".\n" * 9)
    assert got == {"clues": ["impossible"] + ["possible"] * 9, "full": False, "solved": False, "undecided": ""}


def test_full_lines_are_judged_by_the_exact_matcher():
    puzzle = row("(.*)\\1", "ab", 4)
    assert rc.check(puzzle, ["a", "b", "a", "b"]) == ["ok"] * 5
    assert rc.check(puzzle, ["a", "b", "b", "a"]) == ["impossible"] + ["ok"] * 4


LEAVES = ["a", "b", ".", "[ab]", "\\W", "\\S", "(.*)", "(.)", "(a|b+)", "\\1", "\\2", "(?=a)", "(?!b)",
          "(?=.*a$)", "(?!.*\\1)", "\\b", "$"]


@st.composite
def one_clue_lines(draw):
    clue = draw(regex_strategies.clue_strategy(LEAVES, max_leaves=5))
    alphabet = draw(st.sampled_from(["ab", "a b"]))
    n = draw(st.integers(1, 14 if len(alphabet) == 2 else 9))
    line = draw(st.lists(st.sampled_from(["", "", ""] + list(alphabet)), min_size=n, max_size=n))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            re.compile(clue)
        rx.parse(clue)
    except (re.error, PuzzleError):
        assume(False)
    return clue, alphabet, line


@SETTINGS
@given(one_clue_lines())
def test_check_agrees_with_brute_force(case):
    clue, alphabet, line = case
    puzzle = row(clue, alphabet, len(line))
    result = rc_solver.check_clues(puzzle, line)
    status = result.clues[0]
    expected = brute(clue, alphabet, line)
    if status == "undecided":
        assert result.undecided.startswith("row 1 left: too many ways"), result
    elif all(line):
        assert status == ("ok" if expected else "impossible"), (clue, line)
    else:
        assert status == ("possible" if expected else "impossible"), (clue, line)
    if not expected:  # the puzzle has no solution: never called possible
        assert status in ("impossible", "undecided")
        try:
            assert rc.solve(puzzle, 1, tuple(line)).count == 0
        except rc.GaveUp:
            pass


@pytest.mark.parametrize("clue, alphabet, n, expected", [
    ("(.*)\\1", "abc", 9, "impossible"),
    ("(.*)\\1", "ab", 13, "impossible"),
    ("(?=\\W)\\S.*", "a b", 7, "impossible"),
    ("(?=\\W)\\S.*", "a b", 9, "impossible"),
    ("(.*)\\1(?=a)", "ab", 11, "impossible"),
    ("(.)(.*)\\1\\2", "ab", 12, "possible"),
    ("(?!.*(.)\\1).*", "ab", 14, "possible"),
    ("(?!.*(.).*\\1).*", "ab", 8, "impossible"),
    ("(?!.*(.).*\\1).*", "ab", 14, "undecided"),
])
def test_long_lines(clue, alphabet, n, expected):
    assert rc.check(row(clue, alphabet, n))[0] == expected


def test_a_cell_of_two_characters_is_named_as_the_page_names_it():
    """The message said "cell 0" (counted from 0) where the page's cells are "row 1, cell 1"."""
    from puzzlers.regexcrossword.solver import cell_letters

    with pytest.raises(PuzzleError, match=r"^a cell holds one character; row 2, cell 1 holds 'SS'$"):
        cell_letters(rc.bundled_puzzle("beginner/beatles"), ["H", "E", "SS", ""])
