"""The clue regex engine: parser errors, exact matching and line narrowing against Python's `re`."""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword.puzzle import Clue, build_puzzle
from puzzlers.regexcrossword.regex import line_automaton, matches, narrow_captures, parse
from puzzlers.regexcrossword.solver import _Solver
from regex_strategies import clue_strategy

ALPHABET = "ab1 \n"

# ---------------------------------------------------------------------------------------------------------------
# Random regexes from the supported grammar


LEAVES = ["a", "b", "1", ".", "[ab]", "[^a]", "[a-b1]", "\\d", "\\w", "\\s", "\\W", "\\S", "[\\d ]", "\\1", "\\2",
          "^", "$", " ", "\\n"]
regexes = clue_strategy(LEAVES, max_leaves=7)


def _valid(pattern: str) -> bool:
    try:
        re.compile(pattern)
        parse(pattern)
    except (re.error, PuzzleError):
        return False
    return True


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(regexes, st.text(alphabet=ALPHABET, max_size=5))
def test_matches_agrees_with_re_fullmatch(pattern, text):
    assume(_valid(pattern))
    assert matches(pattern, text) == (re.fullmatch(pattern, text) is not None)


def _brute_supports(pattern: str, alphabet: str, domains: list[int]) -> list[int] | None:
    choices = [[alphabet[i] for i in range(len(alphabet)) if d >> i & 1] for d in domains]
    out = [0] * len(domains)
    any_match = False
    for letters in itertools.product(*choices):
        text = "".join(letters)
        if re.fullmatch(pattern, text):
            any_match = True
            for i, ch in enumerate(letters):
                out[i] |= 1 << alphabet.index(ch)
    return out if any_match else None


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(regexes, st.integers(1, 4), st.data())
def test_line_narrowing_is_exact(pattern, length, data):
    """The solver's narrowing of one line keeps exactly the symbols some full match uses."""
    assume(_valid(pattern))
    alphabet = "".join(sorted(ALPHABET))
    domains = [data.draw(st.integers(1, (1 << len(alphabet)) - 1)) for _ in range(length)]
    puzzle = build_puzzle("t", "cells", (length,), [Clue(pattern, tuple(range(length)), "row 1", "row", 0)],
                          alphabet=alphabet)
    got = _Solver(puzzle).narrow(0, domains)
    expected = _brute_supports(pattern, alphabet, domains)
    assert (list(got) if got is not None else None) == expected


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(regexes, st.integers(1, 4), st.data())
def test_relaxed_automaton_never_loses_a_symbol(pattern, length, data):
    assume(_valid(pattern))
    alphabet = "".join(sorted(ALPHABET))
    domains = [data.draw(st.integers(1, (1 << len(alphabet)) - 1)) for _ in range(length)]
    expected = _brute_supports(pattern, alphabet, domains)
    got = line_automaton(parse(pattern), length, alphabet).narrow(domains)
    if expected is None:
        return
    assert got is not None
    assert all(e & ~g == 0 for e, g in zip(expected, got))
    if parse(pattern).regular and "$" not in pattern:
        assert got == expected


def test_backreference_narrowing_ties_cells():
    alphabet = "ABC"
    full = 0b111
    # (.)\1 with the first cell A or B and the second B or C: only B survives
    assert narrow_captures(parse("(.)\\1"), alphabet, [0b011, 0b110], 1000) == [0b010, 0b010]
    assert narrow_captures(parse("(..)\\1"), alphabet, [0b001, full, full, 0b100], 1000) == [1, 4, 1, 4]
    assert narrow_captures(parse("(.)\\1"), alphabet, [0b001, 0b010], 1000) is None
    assert narrow_captures(parse("(...?)\\1*"), alphabet, [full] * 12, 10) is False  # over the cap


# ---------------------------------------------------------------------------------------------------------------
# Errors name the position


@pytest.mark.parametrize("pattern, message", [
    ("(?<=A)B", "lookbehind (?<=...) / (?<!...) is not supported at position 1"),
    ("AB(?<!A)", "lookbehind (?<=...) / (?<!...) is not supported at position 3"),
    ("A(?P<x>B)", "named groups are not supported; use (...) and \\1 at position 2"),
    ("A\\N{DIGIT ONE}", "named character \\N{...} is not supported at position 2"),
    ("(" * 31 + "A" + ")" * 31, "parentheses nested more than 30 deep are not supported at position 31"),
    ("(?i)A", "inline flags and other (?...) groups are not supported at position 1"),
    ("A**", "multiple repeat at position 3"),
    ("*A", "nothing to repeat at position 1"),
    ("(AB", "missing ')' at position 1"),
    ("AB)", "unbalanced parenthesis ')' at position 3"),
    ("[AB", "unterminated character set at position 1"),
    ("\\1(A)", "invalid group reference \\1 at position 1"),
    ("(A\\1)", "cannot refer to an open group \\1 at position 3"),
    ("A*+", "possessive quantifier '+' is not supported at position 3"),
    ("[Z-A]", "bad character range Z-A at position 3"),
    ("A{3,2}", "min repeat greater than max repeat at position 2"),
    ("(?>A)", "atomic groups (?>...) are not supported at position 1"),
    ("A\\q", "bad escape \\q at position 2"),
    ("(A)\\10", "backreferences above \\9 are not supported at position 4"),
])
def test_unsupported_syntax_names_the_position(pattern, message):
    with pytest.raises(PuzzleError) as info:
        parse(pattern)
    assert str(info.value) == f"clue '{pattern}': {message}"  # as typed (repr doubled its backslashes)


def test_python_escapes_and_classes():
    assert parse("[\\DIP]").explicit == frozenset("IP")
    assert parse("A|\\s").explicit == frozenset("A ")
    assert parse("[A-C]").explicit == frozenset("ABC")
    assert parse("x{").explicit == frozenset("x{")
    assert parse("['\\2BINGE']").explicit == frozenset("'\x02BINGE")
    assert matches("[\\\\\\/B]", "\\") and matches("\\.", ".") and not matches("\\.", "a")


def test_matching_cannot_blow_up():
    """Nested ambiguous repeats that make backtracking engines exponential stay fast here."""
    assert not matches("(a|a)*(a|aa)*(a*)*b", "a" * 35)
    assert matches("(.*)(.*)\\2\\1", "abccab") and not matches("(.*)(.*)\\2\\1", "abccba")
