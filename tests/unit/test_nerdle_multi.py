"""Bi-Nerdle and Quad-Nerdle: one guess per turn for 2 or 4 Classic boards."""

import json

import pytest
from tests.unit.cli_runner import run

from puzzlers.errors import PuzzleError
from puzzlers.nerdle import candidates_for, feedback, multi_suggest
from puzzlers.nerdle.multi import LIMITS, best_multi_guess, evaluate, play_multi


def test_limits_and_opening():
    assert LIMITS == {2: 7, 4: 10}
    first = multi_suggest(4, [])
    assert first.suggestion == multi_suggest(2, []).suggestion
    assert first.turns_left == 10 and first.solved == [False] * 4
    assert [len(b) for b in first.remaining] == [17723] * 4


def test_filters_each_board_and_plays_a_known_answer():
    r = multi_suggest(2, ["52-34=18:BPBPBGPB,PBPBBGBP"])
    assert r.suggestion == "161/7=23" and [len(b) for b in r.remaining] == [119, 12]
    assert "10+20=30" in r.remaining[0] and "7*8-6=50" in r.remaining[1]
    assert r.turns_left == 6
    # a board with one candidate left is played at once, whatever the pool
    full = candidates_for(8)
    one = full.subset([full.answers.index("10+20=30")])
    many = full.subset(range(0, 17723, 97))
    assert best_multi_guess([many, one], ["52-34=18"]) == "10+20=30"
    assert best_multi_guess([many], ["52-34=18", "161/7=23"]) in ("52-34=18", "161/7=23")


@pytest.mark.parametrize("answers", [["10+20=30", "7*8-6=50"], ["1*10-4=6", "3*7-9=12", "12-7-4=1", "48-32=16"]])
def test_play_solves_every_board_within_the_limit(answers):
    guesses = play_multi(answers)
    assert set(answers) <= set(guesses)
    assert len(guesses) <= LIMITS[len(answers)]
    # a solved board takes "-" afterwards
    turns = []
    for g in guesses:
        turns.append(g + ":" + ",".join("-" if a in guesses[:len(turns)] else feedback(g, a) for a in answers))
    final = multi_suggest(len(answers), turns)
    assert final.suggestion is None and all(final.solved)
    assert [b[0] for b in final.remaining] == answers


def test_small_seeded_evaluation():
    result = evaluate(2, 5, seed=15)
    assert result["games"] == 5 and result["over_limit"] == 0
    assert sum(result["distribution"].values()) == 5
    assert result["worst"] <= 7 and result == evaluate(2, 5, seed=15)


@pytest.mark.parametrize("boards, turns, message", [
    (3, [], "Bi-Nerdle has 2 boards and Quad-Nerdle 4; got 3"),
    (2, ["52-34=18:BPBPBGPB"], "turn 1 (52-34=18): give 2 colour rows separated by commas"),
    (2, ["52-34=18:BPBPBGPB,PBPBBGBQ"], "turn 1 (52-34=18), board 2: feedback letters are G (green)"),
    (2, ["52-34=18:BPBPBGPB,BPBPGBBB"], "turn 1 (52-34=18), board 2: no answer fits this board's colours"),
    (2, ["52-34=18:BPBPBGPB,-"], "turn 1 (52-34=18), board 2: colours needed"),
    (2, ["52-34=19:BPBPBGPB,PBPBBGBP"], "turn 1: 52-34=19 is not true"),
    (2, ["52-34=18:BPBPBGPB,PBPBBGBP"] * 8, "2 boards get 7 guesses; got 8 turns"),
    (2, "52-34=18:BPBPBGPB,PBPBBGBP", "give the turns as a list"),
])
def test_errors_name_the_turn_and_board(boards, turns, message):
    with pytest.raises(PuzzleError) as error:
        multi_suggest(boards, turns)
    assert str(error.value).startswith(message)


def test_cli():
    status, out, _ = run(["nerdle", "multi", "52-34=18:BPBPBGPB,PBPBBGBP", "--candidates", "2"])
    assert status == 0
    assert out.splitlines() == ["suggestion: 161/7=23", "turns left: 6",
                                "board 1: 119 left: 1*3*7=21 1*3*9=27 (+117 more)",
                                "board 2: 12 left: 7*8-6=50 7*9-8=55 (+10 more)"]
    status, out, _ = run(["nerdle", "multi", "-b", "4", "--json"])
    data = json.loads(out)
    assert status == 0 and data["turns_left"] == 10 and [b["remaining"] for b in data["boards"]] == [17723] * 4
