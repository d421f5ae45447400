"""The numbers games (Countdown, 24, Krypto): exact solution sets against a brute force, the published figures,
bad input, the command line's JSON."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import combinations_with_replacement

import pytest

from puzzlers.engine import Rules, evaluate, parse_expression
from puzzlers.errors import PuzzleError
from puzzlers.numbers import forms as F
from puzzlers.numbers import solve, stats, target_map
from puzzlers.numbers.tables import Table, reach_whole

RULES = Rules(parentheses=True)


def value_of(text: str):
    v = Fraction(evaluate(parse_expression(text, RULES), RULES))
    return v.numerator if v.denominator == 1 else v


def numbers_in(text: str) -> list[int]:
    out, digits = [], ""
    for ch in text + " ":
        if ch.isdigit():
            digits += ch
        elif digits:
            out.append(int(digits))
            digits = ""
    return sorted(out)


def is_submultiset(small: list[int], big) -> bool:
    rest = list(big)
    for v in small:
        if v not in rest:
            return False
        rest.remove(v)
    return True


# --- a brute force: every tree, by picking two numbers and combining them, again and again -------------------


def _steps(x, y, whole: bool):
    """(value, how) for x op y and y op x under the rules."""
    a, b = x[0], y[0]
    out = [(a + b, "+"), (a * b, "*")]
    if whole:
        if a > b:
            out.append((a - b, "a-b"))
        if b > a:
            out.append((b - a, "b-a"))
        if b and a % b == 0:
            out.append((a // b, "a/b"))
        if a and b % a == 0:
            out.append((b // a, "b/a"))
    else:
        if a >= b:
            out.append((a - b, "a-b"))
        if b >= a:
            out.append((b - a, "b-a"))
        if b:
            out.append((Fraction(a) / b, "a/b"))
        if a:
            out.append((Fraction(b) / a, "b/a"))
    return out


def brute(numbers, whole: bool):
    """{(used count, value): (set of forms, set of binary texts)} over every tree the pick-two search builds."""
    seen: dict = {}
    found: dict = {}

    def note(item, used):
        v, form, text = item
        forms, texts = found.setdefault((used, v), (set(), set()))
        if form is not None:
            forms.add(form)
        texts.add(text)

    def rec(items, used_counts):
        key = tuple(sorted((i[2], u) for i, u in zip(items, used_counts)))
        if key in seen:
            return
        seen[key] = True
        for item, used in zip(items, used_counts):
            note(item, used)
        for i in range(len(items)):
            for j in range(i + 1, len(items)):
                x, y = items[i], items[j]
                rest = [it for k, it in enumerate(items) if k not in (i, j)]
                rest_used = [u for k, u in enumerate(used_counts) if k not in (i, j)]
                for v, how in _steps(x, y, whole):
                    v = v.numerator if isinstance(v, Fraction) and v.denominator == 1 else v
                    fx, fy, tx, ty = x[1], y[1], x[2], y[2]
                    text = {"+": "(" + "+".join(sorted((tx, ty))) + ")", "*": "(" + "*".join(sorted((tx, ty))) + ")",
                            "a-b": f"({tx}-{ty})", "b-a": f"({ty}-{tx})", "a/b": f"({tx}/{ty})",
                            "b/a": f"({ty}/{tx})"}[how]
                    form = None
                    if fx is not None and fy is not None:
                        build = {"+": lambda: F.plus(fx, fy, v), "*": lambda: F.times(fx, fy, v),
                                 "a-b": lambda: F.minus(fx, fy, v), "b-a": lambda: F.minus(fy, fx, v),
                                 "a/b": lambda: F.divide(fx, fy, v), "b/a": lambda: F.divide(fy, fx, v)}[how]
                        form = build()
                        if whole:
                            if F.pointless(form) or any(F.pointless(part) for part in _parts(form)):
                                form = None
                        else:
                            form = F.tidy(form)
                    rec(rest + [(v, form, text)], rest_used + [used_counts[i] + used_counts[j]])
        # and dropping a number (Countdown: each at most once) is covered by noting every item

    rec([(n, F.leaf(n), str(n)) for n in numbers], [1] * len(numbers))
    return found


def _parts(form):
    if form[0] == F.LEAF:
        return []
    out = []
    for t in form[2] + form[3]:
        if t[0] != F.LEAF:
            out.append(t)
            out.extend(_parts(t))
    return out


def brute_answer(numbers, target, whole: bool, all_numbers: bool):
    """(distinct forms, raw count) for the target, from the brute force."""
    found = brute(numbers, whole)
    forms, texts = set(), set()
    for (used, v), (fs, ts) in found.items():
        if v == target and (used == len(numbers) or not all_numbers):
            forms |= fs
            texts |= ts
    if all_numbers:
        forms = {F.float_identities(f) for f in forms}
    return forms, len(texts)


# --- exact solution sets against the brute force ---------------------------------------------------------------


def _texts(forms) -> set[str]:
    return {F.text(f) for f in forms}


@pytest.mark.parametrize("numbers,target", [
    ((1, 2, 3, 4), 10), ((2, 3, 5, 7), 29), ((1, 1, 2, 5), 7), ((3, 3, 6, 9), 18), ((25, 50, 4, 6), 151),
    ((2, 2, 2, 2), 4), ((100, 75, 3, 9), 107), ((1, 10, 10, 7), 71),
])
def test_countdown_solutions_equal_the_brute_force(numbers, target):
    a = solve("countdown", numbers, target, free=True, max_solutions=5000)
    forms, raw = brute_answer(numbers, a.closest, whole=True, all_numbers=False)
    assert {s.expression for s in a.solutions} == _texts(forms)
    assert a.count == len(forms)
    assert a.raw == raw


def test_countdown_random_selections_equal_the_brute_force():
    rng = random.Random(17)
    cards = list(range(1, 11)) * 2 + [25, 50, 75, 100]
    for _ in range(12):
        numbers = tuple(sorted(rng.sample(cards, 4)))
        target = rng.randrange(1, 300)
        a = solve("countdown", numbers, target, free=True, max_solutions=5000)
        forms, raw = brute_answer(numbers, a.closest, whole=True, all_numbers=False)
        assert (a.count, a.raw) == (len(forms), raw), numbers
        assert {s.expression for s in a.solutions} == _texts(forms), numbers


@pytest.mark.parametrize("numbers", [(4, 7, 8, 8), (3, 3, 8, 8), (1, 5, 5, 5), (1, 2, 3, 4), (0, 0, 4, 6),
                                     (1, 1, 4, 6), (6, 6, 6, 6), (2, 3, 4, 0), (0, 1, 4, 6), (0, 0, 1, 5)])
def test_24_solutions_equal_the_brute_force(numbers):
    a = solve("24", numbers, max_solutions=5000)
    forms, raw = brute_answer(numbers, a.closest, whole=False, all_numbers=True)
    assert {s.expression for s in a.solutions} == _texts(forms)
    assert (a.count, a.raw) == (len(forms), raw)


def test_krypto_against_the_brute_force():
    a = solve("krypto", [1, 2, 3, 4, 5], 7, max_solutions=5000)
    forms, raw = brute_answer((1, 2, 3, 4, 5), 7, whole=False, all_numbers=True)
    assert (a.count, a.raw) == (len(forms), raw) == (75, 706)


def test_every_solution_is_a_true_expression_over_the_given_numbers():
    for game, numbers, target in [("countdown", [75, 50, 2, 3, 8, 7], 812), ("countdown", [1, 2, 3, 4, 5, 6], 500),
                                  ("countdown", [100, 75, 50, 25, 10, 10], 999), ("24", [3, 3, 8, 8], None),
                                  ("krypto", [10, 11, 13, 17, 22], 19)]:
        a = solve(game, numbers, target, max_solutions=5000)
        assert a.solutions
        for s in a.solutions:
            assert value_of(s.expression) == a.closest
            used = numbers_in(s.expression)
            if game == "countdown":
                assert is_submultiset(used, numbers)
            else:
                assert used == sorted(numbers)
            assert len(s.steps) == s.numbers - 1
            assert s.steps[-1].endswith(f"= {a.closest}")


def test_the_published_example_812():
    a = solve("countdown", [75, 50, 2, 3, 8, 7], 812)
    assert (a.closest, a.count, a.raw, a.fewest) == (812, 9, 120, 4)
    assert a.solutions[0].expression == "(50+8)*7*2"
    assert a.solutions[0].steps == ("50 + 8 = 58", "58 × 7 = 406", "406 × 2 = 812")


def test_closest_when_the_target_cannot_be_reached():
    a = solve("countdown", [25, 50, 75, 100, 3, 6], 812)
    assert 812 not in a.reachable
    assert (a.closest, a.distance, a.exact) == (813, 1, False)
    assert all(value_of(s.expression) == 813 for s in a.solutions)
    assert a.ladder()[0]["text"] == "Not exactly: the closest is 813, 1 away."


def test_simplest_first_and_the_ladder():
    a = solve("countdown", [100, 75, 50, 25, 10, 10], 500, max_solutions=5000)
    counts = [s.numbers for s in a.solutions]
    assert counts == sorted(counts) and counts[0] == 2
    assert a.solutions[0].expression == "50*10"
    rungs = a.ladder()
    assert [r["label"] for r in rungs] == ["Solvable?", "How many ways?", "How many numbers?", "First step",
                                          "Whole solution"]
    assert rungs[2]["text"] == "2 of the 6 numbers."
    assert rungs[3]["text"] == "50 × 10 = 500"


def test_a_game_that_uses_every_number_hints_at_the_last_operation_not_how_many():
    # "4 of the 4 numbers" gives nothing away in 24 or Krypto: the third rung names the last operation instead
    rungs = solve("24", [3, 3, 8, 8], 24).ladder()
    assert rungs[2] == {"label": "Last operation?", "text": "A division: … ÷ … = 24."}
    assert rungs[4]["text"].endswith("8 ÷ (1/3) = 24")
    assert solve("krypto", [3, 5, 9, 12, 16], 10).ladder()[2]["text"] == "A subtraction: … − … = 10."
    # not exact: the operation that makes the closest value
    assert solve("24", [1, 1, 1, 1], 24).ladder()[2]["text"] == "An addition: … + … = 4."
    assert solve("24", [3, 3, 8, 8], 24, free=True).ladder()[2]["label"] == "Last operation?"


def test_distinct_means_up_to_commutativity_and_associativity():
    # a-(b-c) and (a+c)-b are one solution; x*1 and a number added and taken away are dropped
    a = solve("countdown", [9, 5, 3], 7, free=True)
    assert [s.expression for s in a.solutions] == ["9+3-5"]
    b = solve("countdown", [1, 7, 3, 100], 103, free=True, max_solutions=5000)
    assert "100+3" in {s.expression for s in b.solutions}
    assert not any("*1" in s.expression or "/1" in s.expression for s in b.solutions)
    assert "100+7-7" not in {s.expression for s in b.solutions}
    c = solve("countdown", [6, 3, 100], 103, free=True)  # 100+6-3: 6-3 makes the 3 it uses
    assert [s.expression for s in c.solutions] == ["100+3"]


def test_a_one_made_on_its_own_is_no_pointless_part():
    """8/8 adding a 1 the hand lacks is a number the solution needs (it was dropped as "*a/a": 0.5% of deals said
    "0 distinct solutions" with a solution there); multiplying, it can still go."""
    a = solve("countdown", [10, 10, 9, 9, 8, 8], 999)
    assert (a.closest, a.count, [s.expression for s in a.solutions]) == (999, 1, ["(10+8/8)*10*9+9"])
    assert [s.expression for s in solve("countdown", [75, 6, 1, 6, 3, 8], 827).solutions] == ["75*(8+3)+1+6/6"]
    b = solve("countdown", [50, 75, 9, 10, 6, 10], 293)
    assert (b.closest, [s.expression for s in b.solutions]) == (292, ["50*6+10/10-9"])
    c = solve("countdown", [100, 9, 9, 2, 5, 7], 101, max_solutions=5000)
    assert (c.count, c.solutions[0].expression) == (70, "100+9/9")
    assert {r["label"]: r["text"] for r in c.ladder()}["How many numbers?"] == "3 of the 6 numbers."
    d = solve("countdown", [10, 8, 8, 7], 70, free=True, max_solutions=5000)
    assert not any("8/8" in s.expression for s in d.solutions)  # 10*7*8/8: the 8/8 goes


def test_a_target_of_1_floats_its_identities_too():
    """9*1*1-8, 9*1-8*1, 9-8*1*1 and 1*1*(9-8) were four solutions of 1 from 1 1 8 9 (20 in all): one now."""
    a = solve("24", [1, 1, 8, 9], 1, max_solutions=5000)
    assert [s.expression for s in a.solutions] == [
        "8+1+1-9", "9+1-8-1", "(8+1)*1/9", "(9-1)*1/8", "1*1*(9-8)", "8*1/(9-1)", "9*1/(8+1)"]
    forms, raw = brute_answer((1, 1, 8, 9), 1, whole=False, all_numbers=True)
    assert (a.count, a.raw) == (len(forms), raw) == (7, 130)
    assert solve("krypto", [1, 1, 2, 3, 4], 1, max_solutions=5000).count == 112  # 250 before


def test_24_identities_float():
    a = solve("krypto", [1, 2, 3, 4, 5], 7, max_solutions=5000)
    texts = {s.expression for s in a.solutions}
    assert "(3*2+5-4)*1" in texts
    assert not {"3*2*1+5-4", "3*2+5*1-4", "3*2+5-4*1"} & texts


def test_24_identities_float_from_any_depth():
    """A 1 or a 0 inside another identity, or a 1 kept over a divisor, is pulled out too: one solution each."""
    # 6*4+1*0 (the 1 multiplies the 0), 6*4*(1+0) (the 0 added to the 1), 4/(1/6)+0 (the 1 over the 6)
    assert [s.expression for s in solve("24", [0, 1, 4, 6]).solutions] == ["(6*4+0)*1"]
    assert [s.expression for s in solve("24", [0, 1, 1, 8], 9).solutions] == ["(8+1+0)*1"]  # 8+1*1+0, 8+1*(1+0)
    assert [s.expression for s in solve("24", [0, 0, 1, 5], 5).solutions] == ["(5+0+0)*1", "(5+0*0)*1"]
    # a part worth 1 multiplied at the end joins the product, whose 0 then goes out too: one solution each
    assert [s.expression for s in solve("24", [0, 6, 6, 6], 6).solutions] == [
        "6+6+0-6", "6*6/6+0", "6+6*6*0", "6+(6+6)*0", "6+0*(6-6)"]  # 6*(6+0)/6 is 6*6/6+0
    texts = [s.expression for s in solve("24", [0, 3, 8, 2, 2], free=True).solutions]
    assert "8*3*2/2+0" in texts and "(8*3+0)*2/2" not in texts and len(texts) == len(set(texts)) == 8
    texts = {s.expression for s in solve("krypto", [1, 2, 3, 4, 5], 7, max_solutions=5000).solutions}
    assert "(5+2)*1*(4-3)" in texts and not {"(5+2)*(4-3*1)", "(5+2)*(4*1-3)", "3*2+1*(5-4)"} & texts


def test_target_map():
    assert len(target_map([25, 50, 75, 100, 3, 6])) == 832
    assert 812 not in target_map([25, 50, 75, 100, 3, 6])
    a = solve("countdown", [25, 50, 75, 100, 3, 6])
    assert a.target is None and len(a.reachable) == 832 and not a.solutions


def test_free_mode():
    a = solve("countdown", [3, 7, 9], 1000, free=True)
    assert a.closest == 9 * (7 + 3) * 9 or a.closest <= 1000  # any closest; it is reachable or nearest
    assert abs(a.closest - 1000) == a.distance
    b = solve("countdown", [2, 3, 5, 7, 11, 13, 17], 2023, free=True, max_solutions=3)
    assert b.exact and len(b.solutions) == 3 and b.count > 3


# --- the published figures -------------------------------------------------------------------------------------


def test_selection_counts():
    assert len(stats.selections()) == 13_243
    assert [len(stats.selections(k)) for k in range(5)] == [2850, 5808, 3690, 840, 55]


def test_24_sample():
    solvable = {h for h in [(1, 1, 1, 1), (1, 1, 1, 8), (3, 3, 8, 8), (1, 5, 5, 5), (4, 7, 8, 8), (0, 0, 0, 0),
                            (0, 4, 6, 9), (1, 1, 2, 7), (1, 1, 1, 2)]
                if 24 in Table(h, whole=False).values(15)}
    assert solvable == {(1, 1, 1, 8), (3, 3, 8, 8), (1, 5, 5, 5), (4, 7, 8, 8), (0, 4, 6, 9), (1, 1, 2, 7)}


@pytest.mark.exhaustive
def test_24_figures():
    assert stats.figures_24(range(10))["hands"] == 715
    assert stats.figures_24(range(10))["solvable"] == 466
    assert stats.figures_24(range(1, 10))["solvable"] == 404


@pytest.mark.exhaustive
def test_countdown_figures_from_every_selection():
    maps = {s: stats.selection_map(s) for s in stats.selections()}
    figures = stats.countdown_figures(maps)
    assert figures["all"]["reach_all"] == 1226
    assert figures["all"]["per_target"][947 - 100] == 9017
    assert [g["selections"] for g in figures["by_large"]] == [2850, 5808, 3690, 840, 55]


def test_the_lean_table_agrees_with_the_full_one():
    rng = random.Random(3)
    for sel in rng.sample(stats.selections(), 15):
        assert reach_whole(sel) == Table(sel).reach()


def test_four_digit_hands_are_the_multisets():
    assert len(list(combinations_with_replacement(range(10), 4))) == 715


# --- bad input -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game,numbers,target,free,message", [
    ("countdown", [75, 50, 2, 3, 8, 7, 1], 812, False, "Countdown takes 6 numbers; got 7 (free mode allows 2 to 8)"),
    ("countdown", [5, 5, 5, 1, 2, 3], 500, False,
     "5 is used 3 times, but the Countdown deck has 2 cards of 5 (free mode allows any)"),
    ("countdown", [100, 100, 1, 2, 3, 4], 500, False,
     "100 is used 2 times, but the Countdown deck has one card of 100 (free mode allows any)"),
    ("countdown", [0, 1, 2, 3, 4, 5], 500, False, "number 1 must be positive; got 0"),
    ("countdown", [5, 1, 2, 3, 4, -5], 500, False, "number 6 must be positive; got -5"),
    ("countdown", [11, 1, 2, 3, 4, 5], 500, False,
     "11 is not a Countdown card (cards: 1 to 10 (two of each) and 25, 50, 75, 100 (one of each); "
     "free mode allows any number)"),
    ("countdown", [11, 13, 2, 13, 4, 1000], 500, False,  # every one named (only the first was)
     "11, 13 and 1,000 are not Countdown cards (cards: 1 to 10 (two of each) and 25, 50, 75, 100 (one of each); "
     "free mode allows any number)"),
    ("countdown", [75, 50, 2, 3, 8, 7], 1000, False, "the target must be between 100 and 999; got 1,000"),
    ("countdown", [75, 50, 2, 3, 8, 7], 99, False, "the target must be between 100 and 999; got 99"),
    ("countdown", [75, 50, 2, 3, 8, 7], "abc", False, "the target must be a whole number, not 'abc'"),
    ("countdown", ["75", "fifty", 2, 3, 8, 7], 812, False, "number 2 must be a whole number, not 'fifty'"),
    ("countdown", [10**30, 2], 5, True, f"the numbers go up to 10,000 in the free mode; got {10**30:,}"),
    ("countdown", ["1" * 30, "2"], 5, True, "number 1 is too large: 11111111111111111111…"),
    ("countdown", ["2", "1234567890123"], 5, True, "number 2 is too large: 1234567890123"),  # nothing cut: no …
    ("24", [1, 2, -3, 4], None, False, "number 3 must be zero or more; got -3"),
    ("countdown", [20_000, 2], 5, True, "the numbers go up to 10,000 in the free mode; got 20,000"),
    ("countdown", [2], 5, True, "Countdown in the free mode takes 2 to 8 numbers; got 1"),
    ("countdown", [2, 3], 0, True, "the target must be between 1 and 1,000,000 in the free mode; got 0"),
    ("countdown", [1.5, 2], 5, True, "number 1 must be a whole number, not 1.5"),
    ("countdown", [True, 2], 5, True, "number 1 must be a whole number, not True"),
    ("24", [1, 2, 3], None, False, "the 24 game takes 4 numbers; got 3 (free mode allows 2 to 6)"),
    ("24", [1, 2, 3, 2000], None, False, "the 24 game's numbers go from 0 to 1,000; got 2,000"),
    ("24", [1, 3000, 3, 2000], None, False, "the 24 game's numbers go from 0 to 1,000; got 3,000 and 2,000"),
    ("krypto", [1, 2, 3, 4, 5], None, False, "Krypto needs a target: a card from 1 to 25"),
    ("krypto", [1, 2, 30], None, True, "Krypto needs a target"),  # free: any target
    ("krypto", [1, 2, 3, 4, 26], 7, False,
     "26 is not a Krypto card (cards: 1 to 6 (three of each), 7 to 10 (four), 11 to 17 (two), 18 to 25 (one); "
     "free mode allows any number)"),
    ("krypto", [20, 20, 3, 4, 5], 7, False,
     "20 is used 2 times, but the Krypto deck has one card of 20 (counting the target card; free mode allows any)"),
    ("nope", [1, 2], 3, False, "unknown game 'nope'; known: countdown, 24, krypto"),
])
def test_bad_input(game, numbers, target, free, message):
    with pytest.raises(PuzzleError) as caught:
        solve(game, numbers, target, free=free)
    assert str(caught.value) == message


def test_numbers_as_strings_and_json():
    a = solve("countdown", ["75", "50", "2", "3", "8", "7"], "812")
    data = json.loads(json.dumps(a.to_json()))
    assert data["count"] == 9 and data["closest"] == 812 and len(data["reachable"]) == 900
    b = solve("24", [1, 5, 5, 5], 24).to_json()
    assert b["solutions"] == ["5*(5-1/5)"] and b["steps"][0][1] == "5 − 1/5 = 24/5"


# --- the command line ------------------------------------------------------------------------------------------


def test_cli_countdown_with_a_target_json():
    from cli_runner import run

    status, out, err = run(["countdown", "75", "50", "2", "3", "8", "7", "--target", "812", "--json"])
    assert status == 0 and err == ""
    data = json.loads(out)
    assert isinstance(data["count"], int) and data["count"] == 9
    assert data["closest"] == 812 and data["raw"] == 120
    assert len(data["solutions"]) == 9
    for text in data["solutions"]:
        assert set(text) <= set("0123456789+-*/()")
        assert value_of(text) == 812
        assert is_submultiset(numbers_in(text), [75, 50, 2, 3, 8, 7])


def test_cli_countdown_closest_json():
    from cli_runner import run

    status, out, _ = run(["countdown", "25", "50", "75", "100", "3", "6", "--target", "812", "--json"])
    data = json.loads(out)
    assert status == 0 and data["closest"] == 813 and not data["exact"]
    assert all(value_of(t) == 813 for t in data["solutions"])


def test_cli_countdown_map_json():
    from cli_runner import run

    status, out, _ = run(["countdown", "25", "50", "75", "100", "3", "6", "--json"])
    data = json.loads(out)
    assert status == 0
    assert data["reachable"] == sorted(data["reachable"]) and len(data["reachable"]) == 832
    assert all(100 <= t <= 999 for t in data["reachable"]) and 812 in data["unreachable"]
    status, out, _ = run(["countdown", "25", "50", "75", "100", "3", "6"])
    assert out.startswith("3 6 25 50 75 100: 832 of 900 targets 100-999 reachable\nunreachable: 340, 554,")


def test_cli_24_json_and_text():
    from cli_runner import run

    status, out, _ = run(["24", "4", "7", "8", "8", "--json"])
    data = json.loads(out)
    assert status == 0 and data["count"] == 3
    for text in data["solutions"]:
        assert value_of(text) == 24 and numbers_in(text) == [4, 7, 8, 8]
    status, out, _ = run(["24", "4", "7", "8", "8"])
    assert out.splitlines()[0] == "4 7 8 8 → 24: 3 distinct solutions (5 raw); fewest numbers: 4"
    assert "  3. (7-8/8)*4" in out.splitlines()


def test_cli_krypto_and_hints():
    from cli_runner import run

    status, out, _ = run(["krypto", "1", "2", "3", "4", "5", "--target", "7", "--hints"])
    assert status == 0
    assert out.splitlines()[:2] == ["1. Solvable? Yes, 7 can be made exactly.",
                                    "2. How many ways? 75 distinct ways (706 counting every order of the steps)."]
    status, out, _ = run(["countdown", "3", "7", "9", "11", "--free", "--target", "1000", "--json", "--max", "2"])
    data = json.loads(out)
    assert status == 0 and data["shown"] == len(data["solutions"]) <= 2


@pytest.mark.parametrize("argv,message", [
    (["countdown", "75", "50", "2", "3", "8", "7", "1", "--target", "812"],
     "Countdown takes 6 numbers; got 7 (free mode allows 2 to 8)"),
    (["countdown", "5", "5", "5", "1", "2", "3", "--target", "500"],
     "5 is used 3 times, but the Countdown deck has 2 cards of 5 (free mode allows any)"),
    (["countdown", "0", "50", "2", "3", "8", "7", "--target", "812"], "number 1 must be positive; got 0"),
    (["countdown", "-5", "50", "2", "3", "8", "7", "--target", "812"], "number 1 must be positive; got -5"),
    (["countdown", "75", "50", "2", "3", "8", "7", "--target", "1000"],
     "the target must be between 100 and 999; got 1,000"),
    (["countdown", "75", "50", "2", "3", "8", "seven", "--target", "812"],
     "number 6 must be a whole number, not 'seven'"),
    (["countdown", "9" * 40, "2", "--free", "--target", "5"], "number 1 is too large: 99999999999999999999…"),
    (["krypto", "1", "2", "3", "4", "5"], "Krypto needs --target T, a card from 1 to 25"),
    (["countdown", "75", "50", "2", "3", "8", "7", "--hints"],
     "--hints needs a --target (without one: the target map)"),
])
def test_cli_bad_input(argv, message):
    from cli_runner import run

    status, out, err = run(argv)
    assert (status, out, err) == (2, "", f"puzzlers: {message}\n")


def test_deal_gives_24_hands_that_make_24_and_the_games_own_draws_otherwise():
    """The page's Deal: every 24 hand makes 24 (a quarter of four cards drawn at random do not), four cards 1-13;
    Countdown deals the large numbers asked for and a target 100-999; Krypto five cards and a target of its deck."""
    from puzzlers.numbers.web import web_deal

    hands = [web_deal("24")["numbers"] for _ in range(300)]
    assert all(len(h) == 4 and all(1 <= n <= 13 for n in h) for h in hands)
    assert all(solve("24", h, 24, max_solutions=1).exact for h in hands)
    assert len({tuple(sorted(h)) for h in hands}) > 150  # still random
    for large in range(5):
        deal = web_deal("countdown", large)
        assert sum(n in (25, 50, 75, 100) for n in deal["numbers"]) == large and 100 <= deal["target"] <= 999
    deal = web_deal("krypto")
    assert len(deal["numbers"]) == 5 and 1 <= deal["target"] <= 25
    with pytest.raises(PuzzleError, match="Countdown deals 0 to 4 large numbers; got 5"):
        web_deal("countdown", 5)
    with pytest.raises(PuzzleError, match="unknown game 'bridge'"):
        web_deal("bridge")


def test_cli_hints_help_is_plain_and_hints_json_names_the_game():
    from cli_runner import run

    status, out, _ = run(["24", "4", "7", "8", "8", "--hints", "--json"])
    data = json.loads(out)
    assert status == 0 and data["game"] == "24" and list(data) == ["game", "numbers", "target", "ladder"]
    assert json.loads(run(["countdown", "75", "50", "2", "3", "8", "7", "--target", "812", "--hints", "--json"])[1])[
        "game"] == "countdown"
    assert json.loads(run(["countdown", "25", "50", "75", "100", "3", "6", "--json"])[1])["game"] == "countdown"
    helped = {game: " ".join(run([game, "--help"])[1].split()) for game in ("countdown", "24", "krypto")}
    ladder = ("--hints instead of the solutions, print five hints, each giving away a little more: whether the target "
              "can be made, in how many ways, {}, the first step, and the whole solution")
    assert ladder.format("how many of the numbers are needed") in helped["countdown"]
    for game in ("24", "krypto"):
        assert ladder.format("the last operation (every number is used)") in helped[game]


def test_a_tie_for_the_closest_names_the_other_value_too():
    """855 from 50 6 8 2 1 10: 854 and 856 are both 1 off; the answer gave 854 alone, and a contestant who made 856
    was told 854. The lower one keeps the solutions; the higher one is named (`tie`), in the ladder and the CLI."""
    a = solve("countdown", [50, 6, 8, 2, 1, 10], 855)
    assert (a.closest, a.distance, a.tie) == (854, 1, 856)
    assert a.ladder()[0]["text"] == "Not exactly: the closest is 854, 1 away (as is 856)."
    assert a.to_json()["tie"] == 856
    assert solve("countdown", [100, 75, 50, 25, 1, 1], 999).tie is None  # 1,000 alone
    assert solve("countdown", [75, 50, 2, 3, 8, 7], 812).tie is None  # exact


def test_progress_moves_inside_the_whole_selection_and_counts_the_countdown_values_after_the_tables(monkeypatch):
    """The bar of a long search: the tables reported once per sub-multiset, so it stood still while the largest
    ones (most of the work) were combined, and Countdown's whole-selection values (half the time of the free mode's
    eight primes) reported nothing after a full bar."""
    from puzzlers.numbers import solver, tables

    reports: list = []
    reports_at_combine: list = []
    combine = tables.combine_whole

    def counted(a, b):
        reports_at_combine.append(len(reports))
        return combine(a, b)

    monkeypatch.setattr(tables, "combine_whole", counted)
    nums = (2, 3, 5, 7, 11, 13, 17, 19)
    table = Table(nums, progress=lambda done, total: reports.append((done, total)))
    # the last mask (the whole selection) combines 127 pairs of parts, each followed by a report
    last = reports_at_combine[-127:]
    assert table.reach() == tables.reach_whole(nums)
    assert all(b == a + 1 for a, b in zip(last, last[1:])), last[:10]
    assert len({total for _, total in reports}) == 1 and reports[-1][0] == reports[-1][1]
    assert all(a[0] <= b[0] for a, b in zip(reports, reports[1:]))

    # Countdown: the tables fill the first half, the values of the whole selection the second
    monkeypatch.setattr(tables, "combine_whole", combine)
    reports.clear()
    at_values: list = []
    reach = solver.reach_whole
    monkeypatch.setattr(solver, "reach_whole", lambda *a, **k: at_values.append(reports[-1]) or reach(*a, **k))
    answer = solve("countdown", [100, 75, 50, 25, 10, 9, 8], 999, free=True,
                   progress=lambda done, total: reports.append((done, total)))
    assert answer.count > 0
    (done, total), = at_values
    assert done * 2 == total
    assert reports[-1][0] == reports[-1][1] == total and len({t for _, t in reports}) == 1
    assert sum(total / 2 < d < total for d, _ in reports) > 100
    assert all(a[0] <= b[0] for a, b in zip(reports, reports[1:]))
