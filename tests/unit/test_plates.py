"""The plate solver: known plates, the engine's verdict on every solution, a brute force on short plates, input,
limits and messages, listing order, hints, statistics, the command line and the browser entry points."""

from __future__ import annotations

import inspect
import itertools
import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cli_runner import run
from plates_brute import brute_solutions
from puzzlers import engine, plates, web
from puzzlers.errors import PuzzleError
from puzzlers.plates import PlateOptions, digit_groups, hint, plate_digits, solve, stats
from puzzlers.plates import solver as plates_solver
from puzzlers.plates import web as plates_web

FLAGS = ("parens", "join", "reorder", "unary", "power")
ALL_OPTIONS = [PlateOptions(**dict(zip(FLAGS, bits)), target=target)
               for bits in itertools.product([False, True], repeat=5) for target in (None, 0, 10)]


def option_id(options: PlateOptions) -> str:
    return options.describe().replace(", ", "+").replace(" ", "")


def check_solution(text: str, digits: str, options: PlateOptions) -> None:
    """The engine's verdict: the text parses under the rules, holds, is printed minimally, uses the digits."""
    rules = options.rules
    if options.target is None:
        equation = engine.parse_equation(text, rules)
        assert engine.holds(equation, rules), text
        sides = text.split("=")
        assert [engine.to_text(equation.left), engine.to_text(equation.right)] == sides, text
    else:
        expression, _, target = text.rpartition("=")
        assert int(target) == options.target
        node = engine.parse_expression(expression, rules)
        assert engine.evaluate(node, rules) == options.target, text
        assert engine.to_text(node) == expression, text
    used = "".join(ch for ch in (text if options.target is None else text.rpartition("=")[0]) if ch.isdigit())
    if options.reorder:
        assert sorted(used) == sorted(digits), text
    else:
        assert used == digits, text


# --- known plates -------------------------------------------------------------------------------------------


@pytest.mark.parametrize("plate,expected", [
    ("1234", {"1-2=3-4", "1=2+3-4"}),
    ("1235", {"1*2+3=5", "1=2*3-5"}),
    ("1013", set()),
    ("86349", {"8-6+3+4=9", "8/6/3=4/9", "8/6=3*4/9", "8=6*3*4/9", "8=6-3-4+9"}),
])
def test_known_plates_have_exactly_these_solutions(plate, expected):
    result = solve(plate)
    assert result.count == len(expected)
    assert set(result.solutions) == expected
    for text in result.solutions:
        check_solution(text, plate, PlateOptions())


def test_the_seeds_examples():
    # 86349 -> 8=6*4*3/9 swaps 3 and 4: in order it is 8=6*3*4/9; with reordering License Plate Game's form is found too
    assert "8=6*4*3/9" in solve("86349", PlateOptions(reorder=True), max_solutions=10_000).solutions
    assert "1*2=3+4-5" in solve("12345").solutions
    assert "(1-1)*3*7=0" in solve("1137", PlateOptions(parens=True, target=0)).solutions
    assert solve("1137").count == 0


def test_issue_style_target_solution_text():
    result = solve("123494", PlateOptions(parens=True, target=0), max_solutions=10_000)
    assert "(1+2)*3+4-9-4=0" in result.solutions  # the issue's "(1+2)*3+4-9-8=0" is the style, not a solution


def test_joining_has_no_leading_zeros_but_a_lone_zero_is_fine():
    result = solve("1055", PlateOptions(join=True), max_solutions=10_000)
    assert "10=5+5" in result.solutions
    assert "1*0=5-5" in result.solutions
    assert not any("05" in t for t in solve("1055", PlateOptions(join=True, reorder=True), max_solutions=10_000)
                   .solutions)


def test_unary_minus_only_at_the_start_of_a_side_or_after_a_parenthesis():
    plain = solve("112", PlateOptions(unary=True), max_solutions=10_000).solutions
    assert "-1+1=2" not in plain and "1=-1+2" in plain
    assert all("--" not in t and "*-" not in t and "+-" not in t for t in plain)
    options = PlateOptions(unary=True, parens=True)
    with_parens = solve("1234", options, max_solutions=10_000).solutions
    assert "1=2-(-3)-4" in with_parens and "-(-1+2)=3-4" in with_parens

    def signs_on_signs(node):
        if isinstance(node, engine.Unary):
            return isinstance(node.operand, engine.Unary) or signs_on_signs(node.operand)
        if isinstance(node, engine.Binary):
            return signs_on_signs(node.left) or signs_on_signs(node.right)
        return False

    for text in with_parens:
        equation = engine.parse_equation(text, options.rules)
        assert not signs_on_signs(equation.left) and not signs_on_signs(equation.right), text


def test_power_is_right_associative_and_bounded():
    assert solve("23264", PlateOptions(power=True)).solutions == ("2^3+2-6=4", "2^3+2=6+4", "2^3=2*6-4")
    result = solve("232512", PlateOptions(power=True, join=True), max_solutions=10_000)
    assert "2^3^2=512" in result.solutions  # 2^(3^2)
    for text in result.solutions:
        check_solution(text, "232512", PlateOptions(power=True, join=True))
    # towers such as 9^9^999999 are refused by the engine's size limit, not computed: an answer, no hang
    assert solve("99999999", PlateOptions(power=True, join=True), max_solutions=5).count == 5115


# --- every solution through the engine, and the brute force -------------------------------------------------


@pytest.mark.parametrize("options", ALL_OPTIONS, ids=option_id)
def test_matches_brute_force_on_random_short_plates(options):
    rng = random.Random(option_id(options))
    lengths = [2, 3] if options.reorder or options.unary or options.power else [2, 3, 4]
    for n in lengths:
        digits = "".join(rng.choice("0123456789") for _ in range(n))
        expected = brute_solutions(digits, options)
        result = solve(digits, options, max_solutions=10_000)
        assert result.count == len(expected), (digits, options)
        if result.count <= 10_000:
            assert set(result.solutions) == expected, (digits, options)
        for text in result.solutions[:300]:
            check_solution(text, digits, options)


@pytest.mark.parametrize("options", [PlateOptions(), PlateOptions(parens=True), PlateOptions(join=True),
                                     PlateOptions(parens=True, target=0)], ids=option_id)
def test_matches_brute_force_on_every_two_digit_plate(options):
    for i in range(100):
        digits = f"{i:02d}"
        assert solve(digits, options).count == len(brute_solutions(digits, options)), digits


@settings(max_examples=30, deadline=None)
@given(st.text("0123456789", min_size=2, max_size=4), st.booleans(), st.booleans(),
       st.sampled_from([None, 0, 1, 24, -3]))
def test_property_against_brute_force(digits, parens, join, target):
    options = PlateOptions(parens=parens, join=join, target=target)
    expected = brute_solutions(digits, options)
    result = solve(digits, options, max_solutions=10_000)
    assert result.count == len(expected)
    if result.count <= 10_000:
        assert set(result.solutions) == expected


def test_counting_backwards_agrees_with_full_maps():
    rng = random.Random(7)
    for options in (PlateOptions(parens=True), PlateOptions(join=True, unary=True), PlateOptions(parens=True,
                    join=True, target=24)):
        for _ in range(3):
            digits = "".join(rng.choice("0123456789") for _ in range(6))
            plates_solver._TABLES.clear()
            fast = solve(digits, options, max_solutions=0).count
            tables = plates_solver._tables(options)
            for i in range(len(digits)):
                for j in range(i + 1, len(digits) + 1):
                    tables.maps(digits[i:j])  # every map known: counting uses them directly
            assert solve(digits, options, max_solutions=0).count == fast


def test_long_plates_solutions_hold():
    for digits, options in [("31415926535", PlateOptions()), ("12345678", PlateOptions(parens=True, join=True)),
                            ("2024052", PlateOptions(parens=True, target=10)),
                            ("27182", PlateOptions(unary=True, power=True, parens=True))]:
        result = solve(digits, options, max_solutions=300)
        assert result.count >= len(result.solutions) > 0
        assert len(set(result.solutions)) == len(result.solutions)
        for text in result.solutions:
            check_solution(text, digits, options)


# --- listing order ------------------------------------------------------------------------------------------


def test_order_is_simplest_first_and_stable():
    options = PlateOptions(parens=True, target=0)
    full = solve("1100", options, max_solutions=10_000)
    assert full.count == 58  # License Plate Game's 90 counts equivalent parenthesis patterns separately
    assert list(full.solutions) == sorted(full.solutions, key=lambda t: plates.order_key(t, 0))
    assert full.solutions[:3] == ("1*1*0*0=0", "1*1*0+0=0", "1*1*0-0=0")
    capped = solve("1100", options, max_solutions=5)
    assert capped.count == full.count and capped.solutions == full.solutions[:5] and capped.truncated
    assert solve("1100", options, max_solutions=5) == capped


def test_order_key_counts_signs_but_not_the_target():
    assert plates.order_key("1-4=-3", target=-3) == (0, 1, "1-4=-3")
    assert plates.order_key("1=-2+3") == (0, 2, "1=-2+3")


def test_listing_level_by_level_matches_sorting_everything(monkeypatch):
    for digits, options in [("1100", PlateOptions(parens=True, target=0)),
                            ("2468", PlateOptions(parens=True, join=True, unary=True))]:
        full = solve(digits, options, max_solutions=10_000)
        monkeypatch.setattr(plates_solver, "SORT_LIMIT", 10)
        for cap in (1, 7, 40):
            levelled = solve(digits, options, max_solutions=cap)
            assert levelled.count == full.count
            if levelled.exact_order:
                assert levelled.solutions == full.solutions[:cap]
            else:
                assert [plates.order_key(t)[0] for t in levelled.solutions] == \
                       [plates.order_key(t)[0] for t in full.solutions[:cap]]
        monkeypatch.setattr(plates_solver, "SORT_LIMIT", 20_000)


def test_huge_counts_are_exact_without_listing():
    result = solve("11111111111")
    assert result.count == 486_200
    assert len(result.solutions) == 200 and result.truncated and not result.exact_order
    assert all(plates.order_key(t)[0] == 0 for t in result.solutions)
    # a longer list starts with a shorter one's (the page's Show more adds the next ones): the first 200 of 400
    # sorted were not the 200 sorted
    assert solve("11111111111", max_solutions=400).solutions[:200] == result.solutions


def test_an_unsorted_level_keeps_a_longer_list_starting_with_a_shorter_ones(monkeypatch):
    monkeypatch.setattr(plates_solver, "SORT_LIMIT", 10)
    options = PlateOptions(parens=True, join=True, unary=True)
    longer = solve("2468", options, max_solutions=20)  # level 0: 6 solutions, sorted; level 1: more than 10
    assert not longer.exact_order
    for cap in (1, 7, 10):
        assert solve("2468", options, max_solutions=cap).solutions == longer.solutions[:cap]


# --- input, limits, messages --------------------------------------------------------------------------------


def test_digit_extraction():
    assert digit_groups("08-D-12345") == ["08", "12345"]
    assert digit_groups("no digits") == []
    assert plate_digits("08-D-12345") == "0812345"
    assert plate_digits("08-D-12345", 1) == "12345"
    assert plate_digits("08-D-12345", -1) == "12345"
    assert plate_digits(" 1 2 3 4 ") == "1234"
    assert solve("08-D-12345", group=-1).digits == "12345"
    assert solve("12-34").digits == "1234"


@pytest.mark.parametrize("call,message", [
    (lambda: solve("123456789012345"), "a plate needs 2 to 11 digits; got 15"),
    (lambda: solve("7"), "a plate needs 2 to 11 digits; got 1"),
    (lambda: solve("ABC"), "a plate needs 2 to 11 digits; got 0"),
    (lambda: solve("1234567890", PlateOptions(parens=True, join=True)),
     "with parentheses and join digits, a plate may have at most 8 digits; got 10"),
    (lambda: solve("1234", max_solutions=10_001), "the number of solutions to list must be 0 to 10000; got 10001"),
    (lambda: solve("08-D-12345", group=2),
     "there is no digit group 2; '08-D-12345' has 2 (0 to 1, or -1 for the last)"),
    (lambda: PlateOptions(target="x"), "the target must be a whole number, not 'x'"),
    (lambda: stats(7), "statistics cover plates of 2 to 5 digits; got 7"),
])
def test_errors_say_what_to_change(call, message):
    with pytest.raises(PuzzleError) as info:
        call()
    assert str(info.value) == message


def test_every_option_combination_has_a_limit_within_range():
    for options in ALL_OPTIONS:
        assert plates.MIN_DIGITS < plates.max_digits(options) <= plates.MAX_DIGITS


# --- hints --------------------------------------------------------------------------------------------------


def test_hints():
    h = hint("1234")
    assert (h.solvable, h.count, h.clue) == (True, 2, "the = goes after the 1st digit or the 2nd digit")
    h = hint("1013")
    assert not h.solvable and h.count == 0 and h.clue.startswith("no solution")
    assert hint("0113").clue == ("no solution under these rules; parentheses gives 2 solutions; reorder digits gives "
                                 "24 solutions; powers (^) gives 2 solutions")
    assert hint("99999991").clue == "no solution under these rules; parentheses gives 19,384 solutions"
    # no option on its own helps: those tried and all of them together, as the page says it (CLI audit)
    assert hint("081").clue == ("no solution under these rules, nor with any one of parentheses, join digits, reorder "
                                "digits, unary minus or powers (^) on as well; all 5 on together give 16 solutions")
    assert hint("19").clue == "no solution under these rules"  # two digits: only when equal, whatever the options
    # reorder cannot be counted at 7 digits with a target: not named, nor all of them together
    assert hint("0000001", PlateOptions(target=5)).clue == (
        "no solution under these rules, nor with any one of parentheses, join digits, unary minus or powers (^) on "
        "as well")
    h = hint("1137", PlateOptions(parens=True, target=0))
    assert h.solvable and h.count == 10 and "(" not in h.clue.replace("with parentheses", "")
    assert not any(s in h.clue for s in solve("1137", PlateOptions(parens=True, target=0)).solutions)


# --- statistics ---------------------------------------------------------------------------------------------


def test_stats_agree_with_solving_each_plate():
    options = PlateOptions(parens=True)
    result = stats(3, options)
    counts = Counter(solve(f"{i:03d}", options, max_solutions=0).count for i in range(1000))
    assert dict(result.histogram) == dict(counts)
    assert result.solvable == 1000 - counts[0]
    assert result.plates == 1000
    best = max(counts.values()) and max(counts)
    assert result.most_solutions == best
    assert solve(result.most_solvable, options).count == best
    calls = []
    stats(2, PlateOptions(), progress=lambda done, total: calls.append((done, total)))
    assert calls[-1] == (100, 100)


def test_stats_four_digits_with_parentheses_figures():
    result = stats(4, PlateOptions(parens=True, target=0))
    assert result.plates == 10_000 and 0 < result.solvable < 10_000
    data = result.to_json()
    assert json.loads(json.dumps(data)) == data


# --- command line and browser -------------------------------------------------------------------------------


def run_cli(*argv) -> tuple[int, str, str]:
    return run(list(argv))


def test_cli_json():
    status, out, _ = run_cli("plate", "1234", "--json")
    data = json.loads(out)
    assert status == 0
    assert data["digits"] == "1234" and data["count"] == 2 and data["solutions"] == ["1-2=3-4", "1=2+3-4"]
    status, out, _ = run_cli("plate", "1137", "--parens", "--target", "0", "--json", "--max", "3")
    data = json.loads(out)
    assert data["count"] == 10 and len(data["solutions"]) == 3 and data["truncated"]
    assert all(s.endswith("=0") for s in data["solutions"])


def test_cli_text_hint_and_errors():
    status, out, _ = run_cli("plate", "08-D-12345", "--group", "-1")
    assert status == 0 and out.startswith("12345 (plain): ") and "1*2=3+4-5" in out
    status, out, _ = run_cli("plate", "1234", "--hint", "--json")
    assert json.loads(out) == {"digits": "1234", "solvable": True, "count": 2,
                               "clue": "the = goes after the 1st digit or the 2nd digit"}
    status, out, err = run_cli("plate", "123456789012345")
    assert status == 2 and err.strip() == "puzzlers: a plate needs 2 to 11 digits; got 15"


def test_cli_stats_with_progress_bar():
    status, out, err = run(["plate", "stats", "--digits", "3", "--parens", "--json"], terminal=True)
    data = json.loads(out)
    assert status == 0 and data["plates"] == 1000 and data["length"] == 3
    assert "1,000/1,000 plates" in err and "[" in err
    status, out, err = run(["plate", "stats", "--digits", "2", "--quiet"], terminal=True)
    assert status == 0 and err == "" and "2-digit plates (plain)" in out


def test_web_entry_points():
    result = plates_web.web_solve("08-D-12345", group=1, max_solutions=2)
    assert result["digits"] == "12345" and result["groups"] == ["08", "12345"]
    assert result["shown"] == 2 == len(result["solutions"]) and result["truncated"] is (result["count"] > 2)
    assert json.loads(json.dumps(result)) == result
    result = plates_web.web_solve("1137", parens=True, target="0")
    assert result["count"] == 10 and result["solutions"][0] == "(1-1)*3*7=0"
    h = plates_web.web_hint("1234")
    assert {"digits", "solvable", "count", "clue"} <= set(h) and h["count"] == 2
    response = json.loads(web.call(json.dumps({"module": "plates", "fn": "solve", "args": {"text": "1"}})))
    assert response == {"ok": False, "error": "a plate needs 2 to 11 digits; got 1"}
    response = json.loads(web.call(json.dumps({"module": "plates", "fn": "solve",
                                               "args": {"text": "1234", "parens": "yes"}})))
    assert response["ok"] is False and response["error"].startswith("bad request: 'parens' must be true or false")
    with pytest.raises(PuzzleError, match="the option parens must be true or false, not 'yes'"):
        plates_web.web_solve("1234", parens="yes")


def test_a_target_string_passes_the_web_type_check():
    response = json.loads(web.call(json.dumps({"module": "plates", "fn": "solve",
                                               "args": {"text": "1137", "parens": True, "target": "0"}})))
    assert response["ok"] and response["result"]["count"] == 10


def test_a_long_target_string_gets_the_range_message():
    with pytest.raises(PuzzleError, match="the target must be between -1000000000 and 1000000000; got a number of "
                                          "5,000 digits"):
        plates_web.web_solve("1234", target="9" * 5000)
    assert plates_web.web_solve("1234", target="-0000000000010")["rules"] == "target -10"


def test_listing_with_parentheses_is_capped_lower():
    every = PlateOptions(parens=True, join=True, reorder=True, unary=True, power=True)
    with pytest.raises(PuzzleError, match="must be 0 to 1000 for a 4-digit plate with parentheses, join digits, "
                                          "reorder digits, unary minus and powers; got 1001"):
        solve("9876", every, max_solutions=1001)
    assert len(solve("9876", every, max_solutions=1000).solutions) == 1000
    joined = PlateOptions(parens=True, join=True)
    assert solve("9876543", joined, max_solutions=10_000).count == 299  # under the limit: the full cap, all listed
    assert len(solve("9876543", joined, max_solutions=10_000).solutions) == 299


def test_work_over_the_documented_limits_is_refused_up_front():
    """Issue 10: these took 7-10 s in the browser; now they are refused at once with the limit named."""
    every = PlateOptions(parens=True, join=True, reorder=True, unary=True, power=True)
    with pytest.raises(PuzzleError, match="^with parentheses, join digits, reorder digits, unary minus and powers, "
                                          "a plate may have at most 4 digits; got 5$"):
        solve("98765", every)
    with pytest.raises(PuzzleError, match="^with reorder digits and unary minus, a plate may have at most 5 digits; "
                                          "got 6$"):
        solve("987654", PlateOptions(reorder=True, unary=True))


def test_stats_length_of_the_wrong_type_is_shown_as_given():
    with pytest.raises(PuzzleError, match="statistics cover plates of 2 to 5 digits; got '4'"):
        stats("4")


def test_stats_that_would_take_too_long_stop_early():
    assert inspect.signature(stats).parameters["time_limit"].default == plates_solver.STATS_TIME_LIMIT
    with pytest.raises(PuzzleError, match="statistics of 3-digit plates with parentheses would take about .* over "
                                          "the limit of 0 minutes; try fewer digits or fewer options"):
        stats(3, PlateOptions(parens=True), time_limit=0.0)
    # The site's build asks for no limit: a busy machine must not fail it.
    assert stats(3, PlateOptions(parens=True), time_limit=None).plates == 1000


@pytest.mark.parametrize("argv, message", [
    (("plate", "1234", "--digits", "9"), "--digits applies only to 'puzzlers plate stats'"),
    (("plate", "1234", "--quiet"), "--quiet applies only to 'puzzlers plate stats'"),
    (("plate", "stats", "--digits", "2", "--max", "-5"), "--max does not apply to stats"),
    (("plate", "stats", "--hint"), "--hint does not apply to stats"),
    (("plate", "1234", "--hint", "--max", "-1"), "--max does not apply to --hint"),
])
def test_cli_flags_that_do_not_apply_are_errors(argv, message):
    status, out, err = run_cli(*argv)
    assert status == 2 and out == "" and err == f"puzzlers: {message}\n"


def test_cli_more_solutions_with_a_thousands_separator_and_check_plate_is_documented():
    status, out, _ = run_cli("plate", "12345678", "--parens", "--join", "--max", "1")
    assert status == 0 and out.splitlines()[0] == "12345678 (parentheses, join digits): 3,695 solutions"
    assert out.splitlines()[-1] == "... and 3,694 more (--max N lists up to 1,000)"
    assert plates.check_plate.__doc__ and plates.check_plate.__doc__.startswith("Refuse a plate")
    assert "-(-1)^41=1" in run_cli("plate", "1411", "--parens", "--power", "--join", "--unary", "--max", "10000")[1]
    assert "-(-1)^41=1" not in run_cli("plate", "1411", "--parens", "--power", "--unary", "--max", "10000")[1]
