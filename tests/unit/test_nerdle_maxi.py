"""The Maxi assistant (`puzzlers.nerdle.maxiplay`): the committed strategy and figures are current, exact remaining
sets, seeded replays that end at the answer within 5 guesses, and the error messages.

The whole Maxi list takes 20-40 s to generate, so the fast tests use the answers whose right side has 4 digits
(23,641 of them, under a second): after a second guess whose `=` is green at tile 6, no other answer is left, so
those remaining sets are exact for the whole list. The replays over the real buckets need PUZZLERS_SLOW=1.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from puzzlers import nerdle
from puzzlers.errors import PuzzleError
from puzzlers.feedback import Candidates
from puzzlers.nerdle import feedback, maxi, maxiplay, suggest
from puzzlers.nerdle.web import web_suggest, web_variants

ROOT = Path(__file__).resolve().parents[2]
OPENER = "17-2+43=58"


def _load(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def width4() -> list[str]:
    """Every Maxi answer with a 4-digit right side, in list order."""
    return sorted(f"{text}={value}" for text, value in maxi.left_sides(5, 4))


def bucket_in(answers: list[str], answer: str) -> list[str]:
    fb = feedback(OPENER, answer)
    return [a for a in answers if feedback(OPENER, a) == fb]


def play(answer: str, bucket: list[str]) -> list[str]:
    turns = []
    guess = OPENER
    while len(turns) < 8:
        turns.append((guess, feedback(guess, answer)))
        if guess == answer:
            break
        guess = suggest(10, turns, answers=bucket).suggestion
    return [g for g, _ in turns]


def test_strategy_is_current():
    script = _load(ROOT / "scripts" / "maxi_strategy.py", "maxi_strategy")
    data = maxiplay.strategy()
    assert data["version"] == script.source_hash(), \
        "the Maxi strategy is stale: run .venv/bin/python scripts/maxi_strategy.py and commit the file"
    assert data["opener"] == OPENER and data["count"] == maxiplay.COUNT == 2_048_913
    assert data["buckets"] == 23_517 and data["largest"] == 3_244
    # every precomputed second guess is an answer and was needed (its bucket too big for the live search)
    assert len(data["second"]) == data["precomputed"] == 1_518
    assert all(nerdle.is_answer(g, 10) for g in list(data["second"].values())[:200])
    # each pass of the offline search (own answers, then the other buckets' guesses too) did no worse than the last
    estimates = [Fraction(e) for e in data["estimate"]]
    assert len(estimates) == 1 + script.SHARED_PASSES and estimates == sorted(estimates, reverse=True)
    assert estimates[-1] < estimates[0]


def test_second_cost_counts_the_guesses_left():
    script = _load(ROOT / "scripts" / "maxi_strategy.py", "maxi_strategy")
    left = ["2*630=1260", "2*660=1320", "206*6=1236", "220*6=1320", "336*6=2016", "360*6=2160", "6*206=1236",
            "6*336=2016", "6*360=2160", "630*2=1260", "660*2=1320"]
    # all eleven give 99*99=9801 the same colours: one class of 11, 2*11 - 1 guesses and a quarter for 9 of them
    assert script.second_cost(Candidates(left), "99*99=9801") == 4 * 21 + 9
    assert script.second_cost(Candidates(left[:1]), left[0]) == 0  # the guess is the answer: nothing left
    assert script.second_cost(Candidates(left[:1]), "99*99=9801") == 4  # one answer left: one more guess


def test_quality_figures_belong_to_this_strategy():
    figures = json.loads((ROOT / "templates" / "nerdle-maxi-quality.json").read_text(encoding="utf-8"))
    script = _load(ROOT / "scripts" / "maxi_quality.py", "maxi_quality")
    assert figures["version"] == maxiplay.strategy()["version"] and figures["player"] == script.player_hash(), \
        "re-run .venv/bin/python scripts/maxi_quality.py: the strategy or the code that plays changed"
    assert figures["sample"] >= 2000 and figures["worst"] <= 5
    assert sum(figures["distribution"].values()) == figures["sample"]


def test_hook_and_package_agree_on_the_bucket_files():
    hook = _load(ROOT / "hooks" / "gen_maxi_buckets.py", "gen_maxi_buckets")
    assert hook.SHARDS == maxiplay.BUCKET_FILES
    for fb in ("BBBBBBBBBB", "GPBBGPBBBB", "GGGGGGGGGP"):
        assert hook.shard_of(fb) == maxiplay.code_of(fb) % maxiplay.BUCKET_FILES


def test_hook_writes_each_bucket_in_its_file_in_list_order(tmp_path):
    hook = _load(ROOT / "hooks" / "gen_maxi_buckets.py", "gen_maxi_buckets")
    answers = width4()
    summary = hook.generate(tmp_path, answers)
    files = {int(p.stem): json.loads(p.read_text(encoding="utf-8")) for p in tmp_path.glob("*.json")}
    assert sorted(files) == list(range(256)) and all(f["opener"] == OPENER for f in files.values())
    for answer in ("2*660=1320", "37*63=2331", "(4²)³=4096"):
        fb = feedback(OPENER, answer)
        assert files[hook.shard_of(fb)]["buckets"][fb] == bucket_in(answers, answer)
    assert summary["answers"] == len(answers) == sum(len(b) for f in files.values() for b in f["buckets"].values())


def test_the_opening_is_precomputed():
    result = suggest(10, [])
    assert result.suggestion == OPENER and result.source == "tree"
    shown = result.to_json(50)
    assert shown["remaining"] == 2_048_913 and len(shown["candidates"]) == 50
    assert all(nerdle.is_answer(a, 10) for a in shown["candidates"])
    assert web_suggest(10, [])["suggestion"] == OPENER
    row = web_variants()["variants"][-1]
    assert row["tiles"] == 10 and row["assistant"] and row["opener"] == OPENER and row["bucket_files"] == 256


def test_exact_remaining_after_two_guesses():
    answer = "2*660=1320"
    turns = [f"{OPENER}:PBBPBBPPBB", "99*99=9801:BBPBBGBBPP"]
    assert [feedback(OPENER, answer), feedback("99*99=9801", answer)] == ["PBBPBBPPBB", "BBPBBGBBPP"]
    # The second guess's '=' is green at tile 6: only answers with a 4-digit right side are left, all in width4().
    result = suggest(10, turns, answers=width4())
    assert result.remaining == [
        "2*630=1260", "2*660=1320", "206*6=1236", "220*6=1320", "336*6=2016", "360*6=2160", "6*206=1236",
        "6*336=2016", "6*360=2160", "630*2=1260", "660*2=1320"]
    brute = [a for a in width4() if feedback(OPENER, a) == "PBBPBBPPBB" and feedback("99*99=9801", a) == "BBPBBGBBPP"]
    assert result.remaining == brute
    assert result.suggestion in result.remaining or nerdle.check_guess(result.suggestion, 10).valid


def test_seeded_replay_ends_at_the_answer_within_five():
    answers = width4()
    for answer in random.Random(7).sample(answers, 12):
        guesses = play(answer, bucket_in(answers, answer))
        assert guesses[-1] == answer and len(guesses) <= 5, guesses


def test_web_suggest_with_the_bucket_matches_the_library():
    answers = width4()
    answer = "37*63=2331"
    bucket = bucket_in(answers, answer)
    turns = [{"guess": OPENER, "feedback": feedback(OPENER, answer)}]
    result = web_suggest(10, turns, answers=bucket, max_candidates=5)
    expected = suggest(10, [(OPENER, feedback(OPENER, answer))], answers=bucket)
    assert result["suggestion"] == expected.suggestion and result["remaining"] == len(bucket)
    assert result["candidates"] == bucket[:5]


def test_messages():
    with pytest.raises(PuzzleError, match=r"tile 8 \('='\): no answer makes it black"):
        suggest(10, [f"{OPENER}:BBBBBBBBBB"], answers=["12+34-5=41"])
    with pytest.raises(PuzzleError, match=r"guess 1 \(17-2\+43=58\): no Maxi answer gives exactly the colours"):
        suggest(10, [f"{OPENER}:GGGGGGGGGB"], answers=width4())
    bucket = bucket_in(width4(), "2*660=1320")
    with pytest.raises(PuzzleError, match=r"guess 2 \(99\*99=9801\), tile 6 \('='\): no answer the earlier guesses "
                                          r"left makes it black; it can only be green"):
        suggest(10, [f"{OPENER}:PBBPBBPPBB", "99*99=9801:BBPBBBBBPP"], answers=bucket)
    with pytest.raises(PuzzleError, match="a Maxi guess has 10 tiles"):
        suggest(10, ["12+35=47:GPBBGPBB"])
    with pytest.raises(PuzzleError, match="answers are the buckets of the assistant's first guess, 17-2\\+43=58; "
                                          "this game opened with 12\\+34-5=41: pass no answers"):
        web_suggest(10, [{"guess": "12+34-5=41", "feedback": "BBBBBBBBBB"}], answers=[])
    with pytest.raises(PuzzleError, match=r"guess 1 \(12\+34-5=41\), tile 8 \('='\): no answer makes it black"):
        web_suggest(10, [{"guess": "12+34-5=41", "feedback": "BBBBBBBBBB"}])
    with pytest.raises(PuzzleError, match="answers must be a list"):
        web_suggest(10, [{"guess": OPENER, "feedback": "PBBPBBPPBB"}], answers=["1+1=2"])
    with pytest.raises(PuzzleError, match="answers= is for Maxi only"):
        suggest(8, [], answers=["1+2+3=6"])
    # a solved game needs no answers
    assert web_suggest(10, [{"guess": OPENER, "feedback": "G" * 10}])["solved"]


@pytest.mark.parametrize("tiles", [7, 8])
def test_answers_generated_from_colours_are_the_list_filtered(tiles):
    """`maxi.Fit` only skips lines: the answers it generates, checked exactly, are the whole list's answers that
    give the colours, in list order, after one and after two guesses (60 seeded games per width)."""
    answers = list(maxi.answers(tiles))
    rng = random.Random(tiles)
    for _ in range(30):
        answer = rng.choice(answers)
        turns = [(g, feedback(g, answer)) for g in rng.sample(answers, 2)]
        for n in (1, 2):
            fit = maxi.Fit(turns[:n], tiles)
            expected = [a for a in answers if all(feedback(g, a) == fb for g, fb in turns[:n])]
            assert [a for a in maxi.answers(tiles, fit) if all(feedback(g, a) == fb for g, fb in turns[:n])] == expected
            assert answer in expected


def test_first_turn_answers_without_the_list():
    """Any first guess: the answers its colours leave are generated (no bucket), exact for the whole list when the
    colours put `=` green at tile 6 (then only 4-digit right sides are left: `width4`)."""
    rng = random.Random(3)
    for answer in rng.sample(width4(), 4):
        guess = rng.choice(width4())
        code = maxiplay.code_of(feedback(guess, answer))
        told = []
        got = maxiplay.first_turn_answers(guess, code, lambda done, total, message: told.append((done, message)))
        assert got == [a for a in width4() if feedback(guess, a) == feedback(guess, answer)]
        assert told[-1] == (1, "finding the Maxi answers these colours leave")
        done = [d for d, _ in told]
        assert done == sorted(done) and done[0] < 1  # progress only goes forward
    # the page's path after another first guess: no answers passed, a suggestion among them
    answer = "2*660=1320"
    guess = "99*99=9801"
    result = web_suggest(10, [{"guess": guess, "feedback": feedback(guess, answer)}], max_candidates=3)
    left = [a for a in width4() if feedback(guess, a) == feedback(guess, answer)]
    assert result["remaining"] == len(left) and result["candidates"] == left[:3] and result["source"] == "search"
    # after the opener, generated or passed as the page's bucket: the same answers left
    turns = [{"guess": g, "feedback": feedback(g, answer)} for g in (OPENER, guess)]
    generated, passed = web_suggest(10, turns), web_suggest(10, turns, answers=bucket_in(width4(), answer))
    assert generated["remaining"] == passed["remaining"] == 11
    assert generated["candidates"] == passed["candidates"] and answer in generated["candidates"]


def test_cli_opening_json():
    out = subprocess.run([sys.executable, "-m", "puzzlers", "nerdle", "suggest", "--tiles", "10", "--json"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert data["suggestion"] == OPENER and data["remaining"] == 2_048_913 and not data["solved"]


@pytest.mark.skipif(not os.environ.get("PUZZLERS_SLOW"), reason="set PUZZLERS_SLOW=1 (the whole list: about 1 min)")
def test_replay_on_the_whole_list():
    answers = nerdle.answer_list(10)
    codes = {}
    for a in answers:
        codes.setdefault(feedback(OPENER, a), []).append(a)
    assert len(codes) == 23_517 and max(map(len, codes.values())) == 3_244
    for answer in random.Random(15).sample(answers, 25):
        guesses = play(answer, codes[feedback(OPENER, answer)])
        assert guesses[-1] == answer and len(guesses) <= 5, guesses
    # the command line's path (no answers given: generated from the colours) agrees with the page's
    answer = "2*660=1320"
    turns = [f"{OPENER}:{feedback(OPENER, answer)}"]
    assert suggest(10, turns).remaining == codes[feedback(OPENER, answer)]
    # any first guess: the answers generated from its colours are the whole list's, in order
    rng = random.Random(16)
    for _ in range(5):
        guess, answer = rng.sample(answers, 2)
        fb = feedback(guess, answer)
        got = maxiplay.first_turn_answers(guess, maxiplay.code_of(fb))
        assert got == [a for a in answers if feedback(guess, a) == fb]
