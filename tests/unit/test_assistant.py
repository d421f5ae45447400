"""The game-agnostic strategy: one-step ranking, budgeted best guess, decision trees, and the shipped Nerdle
trees (every Mini answer within 3 guesses, every Classic answer within 4)."""

import pytest

from puzzlers import assistant, nerdle
from puzzlers.feedback import Candidates, score_code, solved_code

WORDS = ["1+2=3", "2+1=3", "3-2=1", "4-1=3", "4-3=1", "2*2=4", "4/2=2", "6/3=2", "3*2=6", "2*3=6"]


def test_partition_and_cost():
    pool = Candidates(WORDS)
    parts = assistant.partition(pool, "4-1=3")
    assert sum(len(p) for p in parts.values()) == len(WORDS)
    assert assistant.guess_cost(pool, "4-1=3", solved_code(5)) >= len(WORDS)
    ranked = assistant.rank_guesses(pool, [], solved_code(5))
    assert [c for c, _ in ranked] == sorted(c for c, _ in ranked)


def test_estimate_is_increasing():
    values = [assistant.estimate(s) for s in range(1, 200)]
    assert values[:2] == [1, 3] and all(a < b for a, b in zip(values, values[1:]))


def test_best_guess_is_bounded_and_deterministic():
    pool = Candidates(nerdle.answer_list(8))
    a = assistant.best_guess(pool, [], solved_code(8), max_pairs=50_000)
    b = assistant.best_guess(pool, [], solved_code(8), max_pairs=50_000)
    assert a == b


def test_tree_on_a_toy_game_plays_every_answer():
    pool = Candidates(WORDS)
    tree, total = assistant.build_tree(pool, [], solved_code(5), max_guesses=3)
    games = {w: assistant.play(tree, w, score_code) for w in WORDS}
    assert all(g[-1] == w and len(g) <= 3 for w, g in games.items())
    assert sum(len(g) for g in games.values()) == total
    assert assistant.follow(tree, []) == tree
    first = assistant.next_guess(tree)
    assert assistant.follow(tree, [("not-the-guess", 0)]) is None
    assert assistant.follow(tree, [(first, score_code(first, WORDS[0]))]) is not None or first == WORDS[0]


def test_impossible_bound_raises():
    with pytest.raises(ValueError):
        assistant.build_tree(Candidates(WORDS), [], solved_code(5), max_guesses=1)


@pytest.mark.parametrize("tiles, worst", [(5, 4), (6, 3), (7, 4), (8, 4)])
def test_shipped_trees_solve_every_answer(tiles, worst):
    data = nerdle.decision_tree(tiles)
    assert data is not None, "run scripts/build_nerdle_trees.py"
    dist = assistant.distribution(data["tree"], nerdle.answer_list(tiles), score_code)
    assert sum(dist.values()) == nerdle.count_answers(tiles)
    assert max(dist) <= worst
    assert {str(k): v for k, v in dist.items()} == data["distribution"]
    if tiles == 8:
        assert sum(k * v for k, v in dist.items()) / sum(dist.values()) <= 3.03
