"""Tile feedback: worked examples with repeated symbols, codes, parsing, filtering, and the fast batch scorer."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlers.errors import PuzzleError
from puzzlers.feedback import (
    Candidates,
    code_to_text,
    consistent,
    parse_feedback,
    score,
    score_code,
    score_codes,
    solved_code,
    text_to_code,
)


def reference(guess, answer):
    """Wordle's rule, spelled out the slow way: greens, then purples left to right while copies remain."""
    result = ["B"] * len(guess)
    left = list(answer)
    for i, (g, a) in enumerate(zip(guess, answer)):
        if g == a:
            result[i] = "G"
            left[i] = None
    for i, g in enumerate(guess):
        if result[i] == "B" and g in left:
            result[i] = "P"
            left[left.index(g)] = None
    return "".join(result)


@pytest.mark.parametrize("guess, answer, expected", [
    ("12+35=47", "12+35=47", "GGGGGGGG"),
    # The answer's two 1s are both green: the other 1s of the guess are black.
    ("11+11=22", "10+12=22", "GBGGBGGG"),
    # Two 1s in the answer, one green: exactly one more 1 of the guess turns purple (the leftmost).
    ("1+1=2", "1+1=2", "GGGGG"),
    # Three 1s in the answer, two green: one more 1 of the guess is purple, the leftmost; the next is black.
    ("11*1=11", "1+10=11", "GPBBGGG"),
    # A purple is never given for a copy already used by a green to its right.
    ("22-2=20", "12*2=24", "BGBGGGB"),
    ("10+2=12", "12+1=13", "GBGPGGB"),
    ("9²-8=73", "8²+9=73", "PGBPGGG"),
])
def test_worked_examples(guess, answer, expected):
    assert score(guess, answer) == expected == reference(guess, answer)


@settings(max_examples=400, deadline=None)
@given(st.text(alphabet="012+=", min_size=6, max_size=6), st.text(alphabet="012+=", min_size=6, max_size=6))
def test_matches_reference(guess, answer):
    assert score(guess, answer) == reference(guess, answer)
    assert code_to_text(score_code(guess, answer), 6) == reference(guess, answer)
    assert score_codes(guess, [answer]) == [score_code(guess, answer)]


def test_multi_character_tiles():
    assert score(["10", "+", "2"], ["2", "+", "10"]) == "PGP"


def test_codes_round_trip():
    assert text_to_code("GP") == 5 and code_to_text(5, 2) == "GP"
    assert text_to_code("G" * 8) == solved_code(8) == 3**8 - 1


def test_parse_feedback_accepts_synonyms_and_rejects_bad_input():
    assert parse_feedback("gpb y x") == "GPBPB"
    assert parse_feedback("🟩🟪⬛") == "GPB"
    with pytest.raises(PuzzleError, match="got 'Q' at tile 2"):
        parse_feedback("GQB")
    with pytest.raises(PuzzleError, match="needs 8 letters"):
        parse_feedback("GPB", 8)
    with pytest.raises(PuzzleError, match="empty"):
        parse_feedback("  ")


def test_consistent_filters_by_feedback():
    pool = ["1+2=3", "2+1=3", "3-2=1", "4-1=3"]
    assert consistent(pool, "1+2=3", "PGPGG") == ["2+1=3"]
    assert consistent(pool, "1+2=3", text_to_code("GGGGG")) == ["1+2=3"]


def test_candidates_batch_matches_score_code():
    rng = random.Random(7)
    alphabet = "0123456789+-*/="
    answers = ["".join(rng.choice(alphabet) for _ in range(8)) for _ in range(300)]
    pool = Candidates(answers)
    guesses = answers[:40] + ["11111111", "12+35=47", "=======0", "abc+1=2x"]
    for guess in guesses:
        sub = pool.subset(rng.sample(range(300), 50))
        assert sub.codes(guess) == [score_code(guess, a) for a in sub.answers]
