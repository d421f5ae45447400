"""The count-reconciliation table: each published count reproduced by a rule flag (site/how/nerdle.md)."""

import json
from fractions import Fraction

import pytest
from tests.unit.cli_runner import run

from puzzlers.errors import PuzzleError
from puzzlers.nerdle import RULE_SETS, CountRules, brackets, count_answers
from puzzlers.nerdle.rules import bracket_answers, dropped_by_float32, float32_value, to_float32
from puzzlers.nerdle.web import web_count


def test_float32_rounding_is_exact():
    assert to_float32(Fraction(1, 3)) == Fraction(11184811, 2**25)
    assert to_float32(Fraction(3)) == 3
    assert to_float32(Fraction(-1, 7)) == -to_float32(Fraction(1, 7))
    # a tie rounds to even: 2**24 + 1 lies halfway between 2**24 and 2**24 + 2
    assert to_float32(2**24 + 1) == 2**24
    assert to_float32(2**24 + 3) == 2**24 + 4
    assert float32_value("1/7*21") == Fraction(3) + Fraction(1, 2**22)  # not 3 in float32
    assert float32_value("1/3*3") == 1


def test_classic_bondeluke_17719():
    """bondeluke/NerdleResearch (README: 17,719) evaluates in float32 (Validation/Number.cs, NerdleValidator.cs)."""
    assert count_answers(8, rules="bondeluke") == 17719
    assert count_answers(8, rules=CountRules(float32=True)) == 17719
    assert dropped_by_float32(8) == ["1/7*21=3", "1/7*42=6", "1/7*49=7", "2/7*21=6"]
    assert count_answers(8) == count_answers(8, rules="puzzlers") == 17723


def test_float32_on_smaller_boards_drops_nothing_or_little():
    assert dropped_by_float32(6) == []
    assert count_answers(6, rules="bondeluke") == 206


def test_rbtying_small_analogue_404():
    """rbtying/maxi-nerdle-solver's own test (nerdle-solver/src/gen.rs, test_gen) counts 404 at 6 tiles on Maxi's
    keyboard with redundant brackets; its generator never ends a left side of 2 tiles with ³, so it lacks the
    five d³=ddd answers we count."""
    ours = list(bracket_answers(6))
    cubes = [eq for eq in ours if len(eq.split("=")[0]) == 2]
    assert cubes == ["5³=125", "6³=216", "7³=343", "8³=512", "9³=729"]
    assert len(ours) - len(cubes) == 404
    assert count_answers(6, rules="rbtying") == 409
    redundant = sorted(set(ours) - set(bracket_answers(6, redundant_brackets=False)))
    assert redundant == ["(1)²=1", "(1)³=1", "(1²)=1", "(1³)=1", "(2)²=4", "(2)³=8", "(2²)=4", "(2³)=8",
                         "(3)²=9", "(3²)=9"]


@pytest.mark.parametrize("tiles", [5, 6])
def test_brute_force_without_redundant_brackets_is_our_maxi_list(tiles):
    from puzzlers.nerdle import maxi

    assert list(bracket_answers(tiles, redundant_brackets=False)) == sorted(
        maxi.answers(tiles), key=lambda e: (len(e.split("=")[1]), e))


@pytest.mark.exhaustive
def test_brute_force_7_tiles():
    from puzzlers.nerdle import maxi

    assert sum(1 for _ in bracket_answers(7, redundant_brackets=False)) == sum(1 for _ in maxi.answers(7)) == 7412
    assert sum(1 for _ in bracket_answers(7)) == 7809 == count_answers(7, rules="rbtying")


def _by_right_width(equations):
    out = {}
    for eq in equations:
        w = len(eq.split("=")[1])
        out[w] = out.get(w, 0) + 1
    return out


@pytest.mark.parametrize("tiles", [5, 6])
def test_bracket_tables_agree_with_the_brute_force(tiles):
    """The value tables of puzzlers.nerdle.brackets count, right width by right width, the answers the brute force
    lists (7 and 8 tiles: the exhaustive tests)."""
    counted = {w: n for w, n in brackets.count_by_right_width(tiles).items() if n}
    assert counted == _by_right_width(bracket_answers(tiles))


def test_bracket_tables_small_boards():
    assert brackets.count_by_right_width(7) == {1: 4521, 2: 3266, 3: 22, 4: 0}
    assert brackets.count_by_right_width(8) == {1: 13070, 2: 14381, 3: 1608, 4: 80, 5: 0}
    assert count_answers(8, rules="rbtying") == 29139
    # rbtying's generator bounds numbers to (tiles - 2) // 2 digits (gen.rs, gen_digit): no answer needs more
    for tiles in (5, 6, 7, 8):
        assert brackets.count_answers(tiles, max_digits=(tiles - 2) // 2) == brackets.count_answers(tiles)
    with pytest.raises(PuzzleError, match="5 to 10 tiles; got 11"):
        brackets.count_answers(11)


@pytest.mark.exhaustive
def test_brute_force_8_tiles_with_redundant_brackets():
    assert _by_right_width(bracket_answers(8)) == {1: 13070, 2: 14381, 3: 1608, 4: 80}


@pytest.mark.exhaustive
def test_maxi_with_redundant_brackets_2177736():
    """rbtying/maxi-nerdle-solver (README.md: 2,177,736 answers). Its generator emits a subset of the same grammar
    (numbers of at most 4 digits, a left side ending in ² or ³ from its 4th or 3rd tile) and evaluates exactly
    (i32 then Rational32, an overflow an error), so the same count means the same answers."""
    expected = {1: 808492, 2: 981500, 3: 363673, 4: 23801, 5: 217, 6: 53, 7: 0}
    assert brackets.count_by_right_width(10) == expected
    assert brackets.count_by_right_width(10, max_digits=4) == expected
    assert count_answers(10, rules="rbtying") == 2177736
    status, out, _ = run(["nerdle", "count", "-t", "10", "--rules", "rbtying"])
    assert status == 0 and out == "2177736\n"


def test_rule_errors():
    with pytest.raises(PuzzleError, match="unknown counting rules 'x'; named rule sets: puzzlers, bondeluke"):
        count_answers(8, rules="x")
    with pytest.raises(PuzzleError, match="Nerdle has 5 .* tiles; got 9"):
        count_answers(9, rules="rbtying")
    with pytest.raises(PuzzleError, match="covers 5 to 8 tiles; got 9"):
        next(bracket_answers(9))
    with pytest.raises(PuzzleError, match="not Maxi"):
        count_answers(10, rules="bondeluke")
    with pytest.raises(PuzzleError, match="choose one"):
        count_answers(8, rules=CountRules(float32=True, redundant_brackets=True))
    assert set(RULE_SETS) == {"puzzlers", "bondeluke", "rbtying"}


def test_web_and_cli_count():
    assert web_count(8, "bondeluke") == {"tiles": 8, "rules": "bondeluke", "count": 17719,
                                         "dropped": ["1/7*21=3", "1/7*42=6", "1/7*49=7", "2/7*21=6"]}
    assert web_count(6, "rbtying")["count"] == 409
    with pytest.raises(PuzzleError, match="not recomputed in the browser"):
        web_count(10)
    status, out, _ = run(["nerdle", "count", "--rules", "bondeluke", "--json"])
    assert status == 0 and json.loads(out)["count"] == 17719
    status, out, _ = run(["nerdle", "count", "-t", "6"])
    assert status == 0 and out == "206\n"


@pytest.mark.exhaustive
def test_bondeluke_generator_replayed_in_float32():
    """bondeluke's nine patterns (Generation/Generation.fs) checked the way NerdleValidator.cs does, with real
    float32 rounding (struct), an oracle independent of the fraction emulation: the same 17,719 answers."""
    import itertools
    import struct

    from puzzlers.nerdle import answer_list

    def f32(x):
        return struct.unpack("f", struct.pack("f", x))[0]

    def value(nums, ops):
        nums, ops = [f32(n) for n in nums], list(ops)
        while ops:
            i = next((k for k, o in enumerate(ops) if o in "*/"), 0)
            a, b, o = nums[i], nums[i + 1], ops[i]
            if o == "/" and b == 0:
                return None
            r = a + b if o == "+" else a - b if o == "-" else a * b if o == "*" else a / b
            nums[i:i + 2] = [f32(r)]
            del ops[i]
        return nums[0]

    digits = {"Z": range(10), "1": range(1, 10), "2": range(10, 100), "3": range(100, 1000)}
    found = set()
    for pattern in ("1#2=3", "2#1=3", "2#2=2", "3#1=2", "3#2=Z", "1#1#1=2", "1#1#2=Z", "1#2#1=Z", "2#1#1=Z"):
        left, right = pattern.split("=")
        widths = left.split("#")
        for nums in itertools.product(*(digits[w] for w in widths)):
            for ops in itertools.product("+-*/", repeat=len(widths) - 1):
                v = value(nums, ops)
                if v is not None and v.is_integer() and int(v) in digits[right]:
                    text = "".join(f"{n}{o}" for n, o in zip(nums, (*ops, "")))
                    found.add(f"{text}={int(v)}")
    assert len(found) == 17719
    assert found == set(answer_list(8)) - set(dropped_by_float32(8))
