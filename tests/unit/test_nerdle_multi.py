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
    (2, ["52-34=18:BPBPBGPB,BPBPGBBB"], "turn 1 (52-34=18), board 2, tile 6 ('='): no answer left on this board "
                                        "makes it black; it can only be purple or green"),
    (2, ["52-34=18:BPBPBGPB,BBGBBGBP"], "turn 1 (52-34=18), board 2: no answer fits these colours; each tile is "
                                        "possible on its own"),
    (2, ["52-34=18:PPGBBPPB,PGBGPGPB", "21*2/7=6:BPBGBPGB,PPBBBPPB"],  # each row fits some answer alone
     "turn 2 (21*2/7=6), board 1: no answer gives these colours and those of turn 1 (52-34=18); check the tiles "
     "of both"),
    (2, ["52-34=18:BPBPBGPB,PBPBBGBP", "10+20=30:GBGPBGPB,GGGGGGGG"],
     "turn 2 (10+20=30), board 2: all green, but 10+20=30 is not an answer this board can still have"),
    (2, ["123+45=168:BBBBBBBBBB,BBBBBBBBBB"], "turn 1: a Classic guess has 8 tiles; '123+45=168' has 10"),
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


# --- the page's entry point (puzzlers.nerdle.web.web_multi) -----------------------------------------------------

OPENER = {"guess": "52-34=18", "feedback": ["BPBPBGPB", "PBPBBGBP"]}
BOARD_2_AFTER_OPENER = ["7*8-6=50", "7*9-8=55", "8*7-6=50", "8*8-5=59", "8*8-7=57", "8*8-8=56", "8*8-9=55",
                        "8*9-5=67", "8*9-7=65", "9*7-8=55", "9*8-5=67", "9*8-7=65"]


def test_web_multi_counts_and_exact_candidates():
    from puzzlers.nerdle.web import web_multi

    turns = [{"guess": "52-34=18", "feedback": ["BPBPBGPB", "PBPBBGBP"]}]
    r = web_multi(2, turns, max_candidates=50)
    assert r["suggestion"] == "161/7=23" and r["turns_left"] == 6 and r["limit"] == 7
    assert [b["remaining"] for b in r["boards"]] == [119, 12]
    assert r["boards"][1] == {"solved": False, "remaining": 12, "candidates": BOARD_2_AFTER_OPENER}
    assert r["boards"][0]["candidates"] == multi_suggest(2, ["52-34=18:BPBPBGPB,PBPBBGBP"]).remaining[0][:50]
    # board 2 solved by its answer; afterwards it takes "-" and keeps its answer
    turns.append({"guess": "7*8-6=50", "feedback": ["BBBBBGBB", "GGGGGGGG"]})
    r = web_multi(2, turns, max_candidates=50)
    assert r["boards"][1] == {"solved": True, "remaining": 1, "candidates": ["7*8-6=50"]}
    assert r["boards"][0] == {"solved": False, "remaining": 11, "candidates": [
        "11+12=23", "11+21=32", "11+22=33", "13+19=32", "19+12=31", "19+13=32", "21+11=32", "21+12=33",
        "3+9+9=21", "9+3+9=21", "9+9+3=21"]}
    assert r["suggestion"] == "13+19=32" and r["turns_left"] == 5
    turns.append({"guess": "13+19=32", "feedback": ["GGGGGGGG", "-"]})
    r = web_multi(2, turns)
    assert r["suggestion"] is None and [b["solved"] for b in r["boards"]] == [True, True]
    quad = web_multi(4, [], max_candidates=2)
    assert quad["limit"] == 10 and [b["remaining"] for b in quad["boards"]] == [17723] * 4


@pytest.mark.parametrize("turns, message", [
    ([{"guess": "52-34=18", "feedback": ["BPBPBGPB", "BPBPGBBB"]}],
     "turn 1 (52-34=18), board 2, tile 6 ('='): no answer left on this board makes it black; it can only be purple "
     "or green"),
    ([OPENER, {"guess": "161/7=23", "feedback": ["-", "BBBBBBBB"]}],
     "turn 2 (161/7=23), board 1: colours needed (the board is not solved)"),
    ([OPENER, {"guess": "161/7=23", "feedback": ["BBBBBBGB", "B" * 8]}],
     "turn 2 (161/7=23), board 1, tile 6 ('='): no answer left on this board makes it black; it can only be green"),
    ([{"guess": "123+45=168", "feedback": ["BBBBBBBBBB", "BBBBBBBBBB"]}],
     "turn 1: a Classic guess has 8 tiles; '123+45=168' has 10"),
    ("52-34=18", "turns must be a list"),
])
def test_web_multi_errors_name_the_board_and_tile(turns, message):
    from puzzlers.nerdle.web import web_multi

    with pytest.raises(PuzzleError) as error:
        web_multi(2, turns)
    assert str(error.value).startswith(message)


def test_a_turn_after_every_board_is_solved_is_refused():
    """The game ends when the last board is solved, as the Classic board's does at an all-green guess: a turn after
    it was counted ("All 2 boards solved in 3 guesses") though no board showed it."""
    from puzzlers.nerdle.web import web_multi

    solved = {"guess": "52-34=18", "feedback": ["GGGGGGGG", "GGGGGGGG"]}
    assert web_multi(2, [solved])["suggestion"] is None
    with pytest.raises(PuzzleError) as error:
        web_multi(2, [solved, {"guess": "12+34=46", "feedback": ["-", "-"]}])
    assert str(error.value) == ("turn 2 (12+34=46): every board was solved by turn 1; the game ended there, and "
                                "takes no more guesses")
    answers = ["10+20=30", "7*8-6=50"]
    turns = [f"52-34=18:{feedback('52-34=18', answers[0])},{feedback('52-34=18', answers[1])}",
             f"10+20=30:GGGGGGGG,{feedback('10+20=30', answers[1])}", "7*8-6=50:-,GGGGGGGG"]
    assert multi_suggest(2, turns).suggestion is None
    with pytest.raises(PuzzleError, match=r"^turn 4 \(12\+35=47\): every board was solved by turn 3"):
        multi_suggest(2, [*turns, "12+35=47:-,-"])


def test_cli_candidates_must_not_be_negative_and_the_help_example_runs():
    status, out, err = run(["nerdle", "multi", "52-34=18:BPBPBGPB,PBPBBGBP", "--candidates", "-1"])
    assert (status, out) == (2, "")
    assert err.endswith("puzzlers nerdle multi: error: argument --candidates: give a whole number of 0 or more; "
                        "got '-1'\n")
    assert run(["nerdle", "multi", "52-34=18:BPBPBGPB,PBPBBGBP", "--candidates", "0"]) == (
        0, "suggestion: 161/7=23\nturns left: 6\nboard 1: 119 left: (+119 more)\nboard 2: 12 left: (+12 more)\n", "")
    helped = run(["nerdle", "multi", "--help"])[1]
    assert "e.g. 52-34=18:BPBPBGPB,PBPBBGBP" in " ".join(helped.split())
    assert "how many of each board's answers to show (default 5)" in " ".join(helped.split())
