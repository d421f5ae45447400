"""Instant Nerdle: two coloured guesses given, the answer or the candidates."""

import json
import random

import pytest
from tests.unit.cli_runner import run

from puzzlers.errors import PuzzleError
from puzzlers.nerdle import answer_list, feedback, instant
from puzzlers.nerdle.web import web_instant


def test_unique_answer_and_candidates():
    assert instant(["48-32=16:PBPBBPPG", "9*8-7=65:BGBPBPPB"]).answer == "1*10-4=6"
    result = instant([("9*8-7=65", "PGBGPGBB"), {"guess": "10-4-1=5", "feedback": "PBPBBBPB"}])
    assert result.answer is None
    assert result.candidates == ["3*7-2=19", "3*7-9=12", "7*3-2=19", "7*3-9=12"]
    # commutative answers on: a rearrangement of a given guess would have been all green
    assert instant(["3*7-9=12:GGGGGGGG", "10-4-1=5:PBPBBBPB"]).answer == "3*7-9=12"
    assert instant(["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"], tiles=8, commutative=True).candidates == [
        "3*7-2=19", "3*7-9=12", "7*3-2=19", "7*3-9=12"]


def test_the_answer_is_always_among_the_candidates():
    answers = answer_list(8)
    rng = random.Random(15)
    for _ in range(30):
        answer, g1, g2 = rng.sample(answers, 3)
        result = instant([f"{g1}:{feedback(g1, answer)}", f"{g2}:{feedback(g2, answer)}"])
        assert answer in result.candidates
        assert all(feedback(g1, c) == feedback(g1, answer) and feedback(g2, c) == feedback(g2, answer)
                   for c in result.candidates)


@pytest.mark.parametrize("turns, message", [
    (["9*8-7=65:PBBPBBBB", "10-4-1=5:PBPBBBPB"],
     "guess 1 (9*8-7=65), tile 6 ('='): no answer makes it black; it can only be purple or green"),
    (["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPQ"],
     "guess 2 (10-4-1=5): feedback letters are G (green), P (purple) and B (black); got 'Q' at tile 8"),
    (["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBB"], "guess 2 (10-4-1=5): feedback needs 8 letters"),
    (["9*8-7=66:PGBGPGBB", "10-4-1=5:PBPBBBPB"], "guess 1: 9*8-7=66 is not true"),
    (["9*8-7=65:GGGGGGGP", "10-4-1=5:PBPBBBPB"], "guess 1 (9*8-7=65): no answer gives exactly the colours GGGGGGGP"),
    (["48-32=16:PBPBBPPB", "9*8-7=65:BGBPBPPB"], "no answer fits both guesses"),
    # a guess shown all green is the answer only if the other guess's colours fit it
    (["52-34=18:GGGGGGGG", "11+31=42:GGGGGGGG"], "guess 2 (11+31=42): the colours GGGGGGGG do not fit the answer "
     "52-34=18 that guess 1 shows all green; with that answer they would be PBBGBGPP"),
    (["52-34=18:PBBGBGPP", "11+31=42:GGGGGGGG"], "guess 1 (52-34=18): the colours PBBGBGPP do not fit the answer "
     "11+31=42 that guess 2 shows all green; with that answer they would be BPBGPGPB"),
    (["9*8-7=65:PGBGPGBB"], "Instant Nerdle gives two guesses; got 1"),
    (["9*8-7=65"] * 2, "turn 1: write GUESS:FEEDBACK"),
    ("9*8-7=65:PGBGPGBB", "give the two guesses as a list"),
])
def test_errors_name_the_guess_and_tile(turns, message):
    with pytest.raises(PuzzleError) as error:
        instant(turns)
    assert str(error.value).startswith(message)


def test_a_guess_shown_all_green_fits_the_other():
    assert instant(["52-34=18:BPBGPGPB", "11+31=42:GGGGGGGG"]).candidates == ["11+31=42"]
    with pytest.raises(PuzzleError, match=r"^guess 1 \(52-34=18\) is all green, but no answer it can stand for "
                                          "fits the colours of the other guesses"):  # commutative: rearrangements too
        instant(["52-34=18:GGGGGGGG", "11+31=42:GGGGGGGG"], commutative=True)


def test_other_variants_and_maxi():
    assert instant(["1+2=3:BBPGB", "9-1=8:BBBGG"], tiles=5).answer == "2*4=8"
    with pytest.raises(PuzzleError, match="not Maxi"):
        instant(["1+2=3:BBBBB", "4-1=3:BBBBB"], tiles=10)


def test_web_and_cli():
    given = [{"guess": "48-32=16", "feedback": "PBPBBPPG"}, {"guess": "9*8-7=65", "feedback": "BGBPBPPB"}]
    assert web_instant(given) == {"answer": "1*10-4=6", "count": 1, "candidates": ["1*10-4=6"]}
    assert web_instant(["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"], max_candidates=2)["candidates"] == [
        "3*7-2=19", "3*7-9=12"]
    with pytest.raises(PuzzleError, match="turns must be a list"):
        web_instant("x")
    status, out, _ = run(["nerdle", "instant", "9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"])
    assert status == 0 and out == "4 candidates: 3*7-2=19 3*7-9=12 7*3-2=19 7*3-9=12\n"
    status, out, _ = run(["nerdle", "instant", "48-32=16:PBPBBPPG", "9*8-7=65:BGBPBPPB", "--json"])
    assert status == 0 and json.loads(out)["answer"] == "1*10-4=6"
    status, _, err = run(["nerdle", "instant", "9*8-7=65:PBBPBBBB", "10-4-1=5:PBPBBBPB"])
    assert status != 0 and "tile 6 ('=')" in err


def test_the_web_form_says_colours_not_feedback():
    """The page's form calls the letters "Colours": its messages say so (the command line's say feedback)."""
    with pytest.raises(PuzzleError) as error:
        web_instant([{"guess": "9*8-7=65", "feedback": "PGBGPGBB"}, {"guess": "10-4-1=5", "feedback": "PBPBB"}])
    assert str(error.value) == "guess 2 (10-4-1=5): colours need 8 letters (one per tile); got 5 in 'PBPBB'"
    with pytest.raises(PuzzleError) as error:
        web_instant([{"guess": "9*8-7=65", "feedback": "PGBGPGBQ"}, {"guess": "10-4-1=5", "feedback": "PBPBBBPB"}])
    assert str(error.value) == ("guess 1 (9*8-7=65): colour letters are G (green), P (purple) and B (black); got 'Q' "
                                "at tile 8 of 'PGBGPGBQ'")
    with pytest.raises(PuzzleError, match="feedback needs 8 letters"):  # the command line's words stay
        instant(["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBB"])


def test_the_forms_messages_say_colours_where_the_command_line_says_feedback():
    from puzzlers.nerdle.web import form_words

    assert form_words("guess 2 (10-4-1=5): feedback needs 8 letters (one per tile); got 5 in 'PBPBB'") \
        == "guess 2 (10-4-1=5): colours need 8 letters (one per tile); got 5 in 'PBPBB'"
    assert form_words("guess 1 (9*8-7=65): feedback letters are G (green), P (purple) and B (black); got 'Q' at "
                      "tile 2") == ("guess 1 (9*8-7=65): colour letters are G (green), P (purple) and B (black); "
                                    "got 'Q' at tile 2")


def test_cli_candidates_must_not_be_negative():
    turns = ["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"]
    status, out, err = run(["nerdle", "instant", *turns, "--candidates", "-1"])
    assert (status, out) == (2, "")
    assert err.endswith("puzzlers nerdle instant: error: argument --candidates: give a whole number of 0 or more; "
                        "got '-1'\n")
    assert run(["nerdle", "instant", *turns, "--candidates", "0"]) == (0, "4 candidates: (+4 more)\n", "")
    assert "how many candidates to show (default 20)" in run(["nerdle", "instant", "--help"])[1]
