"""The committed statistics (templates/numbers-stats.json): made by the current sources, and a sample re-derived
with the solver."""

from __future__ import annotations

import importlib.util
import json
import random
import re
from pathlib import Path

import pytest

from puzzlers.numbers import games, solve, stats

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("numbers_stats", ROOT / "scripts" / "numbers_stats.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def figures() -> dict:
    return json.loads((ROOT / "templates" / "numbers-stats.json").read_text(encoding="utf-8"))


def test_made_by_the_current_sources(figures):
    assert figures["version"] == _script().source_hash(), \
        "the statistics are stale: run .venv/bin/python scripts/numbers_stats.py and commit the JSON"


def test_the_published_figures(figures):
    assert figures["all"]["selections"] == 13_243
    assert [g["selections"] for g in figures["by_large"]] == [2850, 5808, 3690, 840, 55]
    assert figures["all"]["reach_all"] == 1226
    assert figures["all"]["per_target"][947 - 100] == 9017
    assert figures["all"]["hardest"][0] == [947, 9017]
    assert figures["game_24"]["digits_0_9"]["hands"] == 715
    assert figures["game_24"]["digits_0_9"]["solvable"] == 466
    assert figures["game_24"]["digits_1_9"]["solvable"] == 404
    # the classic deck's cards 1-13: 1,362 of the 1,820 hands, the figure the 24 game's solvers publish
    assert figures["game_24"]["cards_1_13"] == {"hands": 1820, "solvable": 1362}


def test_the_figures_agree_with_each_other(figures):
    reached = figures["reached"]
    assert len(reached) == 13_243
    assert sum(reached) == sum(figures["all"]["per_target"])
    assert sum(1 for r in reached if r == 900) == figures["all"]["reach_all"]
    assert figures["targets_reached_histogram"][900] == 1226
    for group in figures["by_large"]:
        assert len(group["per_target"]) == 900
        assert all(0 <= n <= group["selections"] for n in group["per_target"])
        assert group["reach_all"] <= group["selections"]
    summed = [sum(g["per_target"][i] for g in figures["by_large"]) for i in range(900)]
    assert summed == figures["all"]["per_target"]


def test_a_sample_re_derived_with_the_solver(figures):
    sels = stats.selections()
    rng = random.Random(11)
    for i in rng.sample(range(len(sels)), 12):
        answer = solve("countdown", sels[i])
        assert len(answer.reachable) == figures["reached"][i], sels[i]


def test_krypto_figures_agree_and_a_sample_re_derived_with_the_solver(figures):
    """Every Krypto deal weighed by how often it comes: the weights add up to C(56, 5) × 51, the shares agree with
    the counts, and a sample of hands makes exactly the targets the solver reaches exactly (a target card only
    where the deck has one left after the hand)."""
    krypto = figures["krypto"]
    assert (krypto["hands"], krypto["deals"]) == (93_682, 3_819_816 * 51)
    assert 0 < krypto["solvable_pairs"] < krypto["pairs"] and krypto["no_target"] < krypto["all_targets"]
    assert [t for t, _ in krypto["per_target"]] == list(range(1, 26))
    assert krypto["hardest"] == sorted(krypto["per_target"], key=lambda p: (p[1], p[0]))[:5]
    assert min(share for _, share in krypto["per_target"]) <= krypto["share"] <= 1
    hands = stats.krypto_hands()
    rng = random.Random(5)
    for hand in rng.sample(hands, 8):
        bits = stats.krypto_targets(hand)
        for t in range(1, 26):
            if hand.count(t) < games.KRYPTO_CARDS[t]:
                assert bool(bits >> t & 1) == (solve("krypto", list(hand), t, max_solutions=0).exact), (hand, t)


def test_24_unsolvable_sample(figures):
    unsolvable = figures["game_24"]["digits_1_9"]["unsolvable"]
    assert len(unsolvable) == 495 - 404
    for hand in unsolvable[:10]:
        assert not solve("24", [int(c) for c in hand]).exact


def _hook():
    spec = importlib.util.spec_from_file_location("gen_numbers", ROOT / "hooks" / "gen_numbers.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_page_renders_from_the_committed_figures(figures):
    hook = _hook()
    assert hook.figures() == figures  # the hash matches: the build uses the committed file, computing nothing
    page = hook.render_page(figures)
    assert page.startswith('---\ndescription: "Every Countdown') and "\n---\n# Numbers games: statistics\n" in page
    assert "**1,226 selections reach every target from 100 to 999.**" in page
    assert "**947**, reachable with 9,017 of the\n13,243 selections" in page
    assert "**466 of the 715 hands of four digits 0–9 make 24**" in page and "(404 of the 495 without 0)" in page
    assert "**1,362 of the 1,820 hands of the\nclassic cards 1–13**" in page
    krypto = figures["krypto"]
    assert f"**{100 * krypto['share']:.1f}% of the deals can be solved**" in page
    assert f"{krypto['all_targets']:,} make every target from 1 to 25" in page
    assert page.count("<svg") == 2 and page.count('<rect x="') >= 900 + 19
    # the histogram's bars in words, for a screen reader (role="img" hides the bars' own titles)
    desc = page.split('<desc id="nhist-', 1)[1].split(">", 1)[1].split("</desc>", 1)[0]
    assert desc.count(" targets: ") == 19 and desc.endswith("; all 900 targets: 1,226 selections.")
    assert sum(int(n.replace(",", "")) for n in re.findall(r": ([\d,]+) selections?", desc)) == 13_243
    assert "| 1 | 5,808 | 614 | 0 | 95.1% |" in page
