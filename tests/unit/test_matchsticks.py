"""Matchstick equations: the derived model against seven-segment facts, the solver on the issue's examples and
those of Matchstick Calculator program, the generator's promises, drawings, the browser entry points and the
command line."""

from __future__ import annotations

import doctest
import json
import xml.etree.ElementTree as ET

import pytest

from puzzlers import cli, matchsticks, web
from puzzlers.errors import PuzzleError
from puzzlers.matchsticks import (
    Move,
    generate,
    is_correct,
    kind_of_solution,
    neighbours,
    puzzles_csv,
    solve,
    toggle,
)
from puzzlers.matchsticks import generator as matchsticks_generator
from puzzlers.matchsticks import model as matchsticks_model
from puzzlers.matchsticks import solver as matchsticks_solver
from puzzlers.matchsticks import svg as matchsticks_svg
from puzzlers.matchsticks.model import BIT, Options, by_text, one_stick_table, read, symbols
from puzzlers.matchsticks.web import web_draw, web_generate, web_solve, web_toggle

SVG = "{http://www.w3.org/2000/svg}"


def equations(result):
    return [s.equation for s in result.solutions]


# --- the model ------------------------------------------------------------------------------------------------


def test_stick_counts_follow_seven_segments():
    counts = {d: by_text()[d].sticks for d in "0123456789"}
    assert counts == {"0": 6, "1": 2, "2": 5, "3": 5, "4": 4, "5": 5, "6": 6, "7": 3, "8": 7, "9": 6}
    assert {s: by_text()[s].sticks for s in "+-×/="} == {"+": 2, "-": 1, "×": 2, "/": 1, "=": 2}


def test_every_drawing_is_a_different_set_of_positions():
    opts = Options(comparators="=≠<>", tails="both", seven="both", one="both")
    masks = [s.mask for s in symbols(opts)]
    assert len(masks) == len(set(masks))


def test_adding_one_stick_matches_seven_segment_facts():
    add = one_stick_table("add")
    for a, b in [("0", "8"), ("1", "7"), ("3", "9"), ("5", "6"), ("5", "9"), ("6", "8"), ("9", "8")]:
        assert b in add[a], (a, b)
    digits = {d: add[d] for d in "0123456789"}
    assert digits == {"0": ["8"], "1": ["7"], "2": [], "3": ["9"], "4": [], "5": ["6", "9"], "6": ["8"],
                      "7": [], "8": [], "9": ["8"]}


def test_removing_is_adding_backwards():
    add, remove = one_stick_table("add"), one_stick_table("remove")
    pairs_add = {(a, b) for a, bs in add.items() for b in bs}
    pairs_remove = {(b, a) for a, bs in remove.items() for b in bs}
    assert pairs_add == pairs_remove


def test_moving_one_stick_inside_a_digit():
    move = one_stick_table("move")
    for a, b in [("0", "6"), ("0", "9"), ("6", "9"), ("2", "3"), ("3", "5")]:
        assert b in move[a] and a in move[b], (a, b)
    assert {d: move[d] for d in "0123456789"} == {
        "0": ["6", "9"], "1": [], "2": ["3"], "3": ["2", "5"], "4": [], "5": ["3"], "6": ["0", "9"], "7": [],
        "8": [], "9": ["0", "6"]}


def test_operators_and_comparators_share_the_frame():
    opts = Options(comparators="=≠<>")
    t = by_text(opts)
    assert t["+"].mask & ~BIT["v"] == t["-"].mask  # + without its upright is -
    assert t["-"].mask | BIT["q"] == t["="].mask  # - with a second bar is =
    assert t["="].mask | BIT["n"] == t["≠"].mask  # = struck through is ≠
    assert t["×"].mask & ~BIT["t"] == t["/"].mask  # × without one stroke is /
    move = one_stick_table("move", opts)
    assert "/" in move["-"] and "=" in move["+"] and "+" in move["="]
    assert (t["<"].mask ^ t[">"].mask).bit_count() == 4  # turning < into > takes two moves


@pytest.mark.parametrize("options,digit,sticks", [
    ({"tails": "without"}, "6", 5), ({"tails": "without"}, "9", 5), ({"seven": "4"}, "7", 4),
    ({"one": "left"}, "1", 2),
])
def test_variants(options, digit, sticks):
    assert by_text(Options(**options))[digit].sticks == sticks


def test_variant_tables_change_with_the_drawing():
    without = Options(tails="without")
    assert one_stick_table("add", without)["4"] == ["9"]  # a tailless 9 is a 4 with a top
    assert one_stick_table("move", without)["5"] == ["3", "6", "9"]  # 5's top moves down to make a tailless 6
    assert one_stick_table("add", Options(seven="4"))["1"] == []  # a four-stick 7 is two sticks from 1
    assert one_stick_table("add", Options(seven="both"))["1"] == ["7"]


def test_reading_text_and_stick_notation():
    assert read("6+4=4") == read("acdefg|gv|bcfg|gq|bcfg")
    assert read(" 2 * 3 = 6 ") == read("2×3=6") == read("2x3=6")
    assert read("6÷3=2") == read("6/3=2")
    assert read("1!=2", Options(comparators="=≠")) == read("1≠2", Options(comparators="=≠"))


# --- the solver -----------------------------------------------------------------------------------------------


def test_issue_examples():
    assert {"0+4=4", "8-4=4"} <= set(equations(solve("6+4=4", 1)))
    assert {"3/3=1", "5/5=1"} <= set(equations(solve("5/3=1", 1)))


def test_seed_examples_and_notation():
    result = solve("9-9×9=9", 1)
    got = {s.equation: s.notation for s in result.solutions}
    assert got["9/9×9=9"] == "(+ , - , wO)"
    assert got["9-0×9=9"] == "(+ , - , wN)"
    assert got["9-9/9=8"] == "(+N, -O, w )"
    assert all(s.action == "(+1, -1)" for s in result.solutions)


def test_moves_say_which_stick_went_where():
    sol = {s.equation: s for s in solve("6+4=4").solutions}["8-4=4"]
    assert sol.moves == (Move((1, "v"), (0, "b")),)
    d = matchsticks.solution_dict(sol)
    assert d["moves"] == [{"from": {"cell": 1, "position": "v", "symbol": "+"},
                           "to": {"cell": 0, "position": "b", "symbol": "6"},
                           "text": "move the upright of '+' (cell 2) to the upper right of '6' (cell 1)"}]
    assert d["changes"] == [{"cell": 0, "from": "6", "to": "8"}, {"cell": 1, "from": "+", "to": "-"}]


@pytest.mark.parametrize("equation,k,mode", [
    ("6+4=4", 1, "move"), ("6+4=4", 2, "move"), ("12+34=56", 2, "move"), ("5/3=1", 3, "move"),
    ("6+4=4", 2, "add"), ("8+8=8", 2, "remove"), ("9-9×9=9", 1, "move"),
])
def test_solutions_are_exact_correct_deduplicated_and_sorted(equation, k, mode):
    result = solve(equation, k, mode)
    texts = equations(result)
    assert texts == sorted(set(texts))
    assert equation not in texts
    want_added, want_removed = {"move": (k, k), "add": (k, 0), "remove": (0, k)}[mode]
    for s in result.solutions:
        assert is_correct(s.equation)
        added = sum((a & ~b).bit_count() for a, b in zip(s.after, s.before))
        removed = sum((b & ~a).bit_count() for a, b in zip(s.after, s.before))
        assert (added, removed) == (want_added, want_removed)
        row = list(s.before)
        for m in s.moves:  # the listed moves turn the start into the solution
            if m.source:
                assert row[m.source[0]] & BIT[m.source[1]]
                row[m.source[0]] &= ~BIT[m.source[1]]
            if m.target:
                assert not row[m.target[0]] & BIT[m.target[1]]
                row[m.target[0]] |= BIT[m.target[1]]
        assert tuple(row) == s.after


def test_a_stick_put_back_is_no_move():
    # 0+4=4 and 8-4=4 are one move away; a second "move" that puts a stick back would list them again
    assert equations(solve("6+4=4", 1)) == ["0+4=4", "8-4=4"]
    assert equations(solve("6+4=4", 2)) == []


def test_already_correct():
    result = solve("1+1=2")
    assert result.correct_already
    assert "1+1=2" not in equations(result)
    assert not solve("6+4=4").correct_already


def test_stable_order_and_determinism():
    assert solve("12+34=56", 2) == solve("12+34=56", 2)


def test_unary_minus_in_a_new_cell():
    assert equations(solve("4+7=9", 1)) == []
    signed = solve("4+7=9", 1, options={"unary_minus": True})
    assert equations(signed) == ["-4+7=3"]
    # layout: [empty] 4 + 7 = [empty] 9 -- the 9's upper left stick goes to the empty cell in front
    assert signed.solutions[0].moves == (Move((6, "f"), (0, "g")),)
    assert signed.solutions[0].notation == "(+E, -N, w )"


def test_gaps_let_a_new_symbol_appear():
    assert "1+11=12" not in equations(solve("1+1=12", 2))
    assert "11+1=12" in equations(solve("1+1=12", 2, "add", options={"gaps": "all"}))


def test_comparators_as_options():
    opts = {"comparators": "=≠<>"}
    assert "5≠3" in equations(solve("5=3", 1, "add", opts))
    assert "5>3" in equations(solve("5<3", 2, "move", opts))


def test_variant_solutions():
    assert equations(solve("1+6=1", 1, "add", {"seven": "both"})) == ["1+6=7"]
    assert "7+1=8" in equations(solve("1+1=8", 2, "add", {"seven": "4"}))
    assert "7+1=8" not in equations(solve("1+1=8", 1, "add", {"seven": "4"}))


@pytest.mark.parametrize("call,message", [
    (lambda: solve("6+a=4"), "'a' (position 3) is not a matchstick symbol"),
    (lambda: solve("5≠3"), "the comparator '≠' is not enabled"),
    (lambda: solve("6+4=4", 4), "the number of sticks must be 1 to 3; got 4"),
    (lambda: solve("6+4=4", 0), "the number of sticks must be 1 to 3; got 0"),
    (lambda: solve("6+4=4", 1, "swap"), "mode must be one of move, add, remove; got 'swap'"),
    (lambda: solve(""), "the equation is empty"),
    (lambda: solve("1" * 30 + "=1"), "at most 24 symbols; this one has 32"),
    (lambda: solve("6+4=4", options={"colour": 1}), "unknown option 'colour'"),
    (lambda: solve("6+4=4", options={"tails": "maybe"}), "tails must be one of with, without, both"),
    (lambda: solve("abz|gq|bc"), "unknown stick position 'z'"),
    (lambda: solve("6+4=4", options={"comparators": "=~"}), "comparators must be taken from"),
])
def test_errors_are_messages(call, message):
    with pytest.raises(PuzzleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call()


def test_an_unknown_symbol_names_the_signs_to_use():
    """The signs a message lists are named, so that a screen reader says them ("+ - × /" was "plus dash times slash",
    or nothing at all); the comparators turned on are listed too."""
    with pytest.raises(PuzzleError) as error:
        solve("6+a=4")
    assert str(error.value).endswith("use digits, + (plus), - (minus), × (times), / (divided by) and = (equals)")
    with pytest.raises(PuzzleError) as error:
        solve("6+a=4", options={"comparators": "=<"})
    assert str(error.value).endswith("/ (divided by), = (equals) and < (less than)")


def test_solving_from_a_pile_in_progress():
    # the 6 lost its middle stick (no symbol); one more stick added makes 0
    assert "0+4=4" in equations(solve("acdef|gv|bcfg|gq|bcfg", 1, "add"))


def test_neighbours_are_well_formed():
    near = neighbours("6+4=4")
    assert "0+4=4" in near and "8-4=4" in near and "6+4=4" not in near
    assert "6-4=4" not in near  # that is a removal, not a move


# --- the generator --------------------------------------------------------------------------------------------


def test_generator_is_reproducible_and_unique():
    a = generate(moves=1, count=8, seed=42, size=7)
    assert [p.equation for p in a] == [p.equation for p in generate(moves=1, count=8, seed=42, size=7)]
    assert len({p.equation for p in a}) == 8
    for p in a:
        assert len(p.equation) == 7 or len(read(p.equation)) == 7
        assert not is_correct(p.equation)
        result = solve(p.equation, 1)
        assert equations(result) == [p.solution.equation]


@pytest.mark.parametrize("kind", ["numbers", "symbols", "mixed"])
def test_generator_kinds(kind):
    for p in generate(moves=1, count=4, seed=7, kind=kind, size=7):
        assert p.kind == kind == kind_of_solution(solve(p.equation).solutions[0])


def test_signs_only_changes_only_signs_and_no_puzzle_divides_by_zero():
    """A review found "signs only" puzzles that change a digit into a sign (9=514 → 9=5+4) and puzzles that divide by
    zero (7/0=7, 4=4/0, 8=7/0). A digit turned into a sign makes a puzzle of numbers and signs, and no puzzle
    dealt is undefined."""
    assert kind_of_solution(next(s for s in solve("9=514", 2).solutions if s.equation == "9=5+4")) == "mixed"
    rules = matchsticks_solver.rules_for(Options())
    defined = matchsticks_generator.defined
    for seed in range(6):
        for kind in ("symbols", "mixed"):
            for p in generate(moves=1, count=2, seed=seed, kind=kind):
                assert defined(p.equation, rules), p.equation
                before, after = p.equation, p.solution.equation  # (cells stay in place: one character each)
                assert len(before) == len(after)
                signs = [a in "+-×/=" and b in "+-×/=" for a, b in zip(before, after) if a != b]
                assert all(signs) if kind == "symbols" else not all(signs), (p.equation, p.solution.equation)
    with pytest.raises(PuzzleError, match="one stick added changes one: choose 2 or 3 sticks, or Move"):
        generate(moves=1, kind="mixed", mode="add")


@pytest.mark.parametrize("mode,k", [("add", 1), ("remove", 1), ("move", 2)])
def test_generator_modes(mode, k):
    for p in generate(moves=k, count=3, seed=3, size=7, mode=mode):
        assert equations(solve(p.equation, k, mode)) == [p.solution.equation]


def test_generator_output_formats():
    puzzles = generate(count=3, seed=5)
    rows = puzzles_csv(puzzles).splitlines()
    assert rows[0] == "equation,moves,mode,kind,solution,action,notation,how"
    assert len(rows) == 4 and rows[1].startswith(puzzles[0].equation + ",1,move,")
    d = matchsticks.puzzle_dict(puzzles[0])
    assert set(d) == {"equation", "moves", "mode", "kind", "solutions"} and len(d["solutions"]) == 1
    json.dumps(d)


@pytest.mark.parametrize("kwargs,message", [
    ({"size": 2}, "size must be 3 to 15 symbols; got 2"),
    ({"count": 0}, "count must be 1 to 1000; got 0"),
    ({"kind": "odd"}, "kind must be one of any, numbers, symbols, mixed"),
    ({"size": 3, "kind": "symbols", "count": 5, "attempts": 30}, "found only"),
])
def test_generator_errors(kwargs, message):
    with pytest.raises(PuzzleError, match=message):
        generate(**kwargs)


# --- drawings -------------------------------------------------------------------------------------------------


def _sticks(svg):
    root = ET.fromstring(svg)
    return root, [(g.get("data-cell"), g.get("data-position"), g.get("data-state"))
                  for g in root.iter(f"{SVG}g") if g.get("class", "").startswith("ms-stick")]


def test_drawing_is_accessible_scalable_svg():
    svg = matchsticks.draw("6+4=4")
    root, sticks = _sticks(svg)
    assert root.get("viewBox").startswith("0 0 ") and root.get("role") == "img"
    assert root.get("aria-label") == "6+4=4" and root.find(f"{SVG}title").text == "6+4=4"
    assert root.get("data-sticks") == "acdefg|gv|bcfg|gq|bcfg"
    assert len(sticks) == 6 + 2 + 4 + 2 + 4 and all(s[2] == "on" for s in sticks)
    assert ("1", "v", "on") in sticks
    assert "currentColor" in svg and "#" in svg


def test_drawing_escapes_comparators():
    svg = matchsticks.draw("1<2", {"comparators": "=<"})
    root = ET.fromstring(svg)
    assert root.get("aria-label") == "1<2"


def test_solution_drawing_highlights_the_moved_stick():
    sol = {s.equation: s for s in solve("6+4=4").solutions}["8-4=4"]
    _, sticks = _sticks(matchsticks.draw_solution(sol))
    assert ("0", "b", "added") in sticks and ("1", "v", "removed") in sticks
    assert sum(1 for s in sticks if s[2] in ("added", "removed")) == 2


def test_interactive_drawing_offers_free_places_and_gaps():
    _, sticks = _sticks(matchsticks.draw("1=1", {"unary_minus": True}, interactive=True))
    assert ("0", "g", "slot") in sticks  # the empty cell in front of the first side
    assert ("1", "a", "slot") in sticks and ("1", "b", "on") in sticks
    assert ("3", "g", "slot") in sticks  # and the one after '='


# --- tapping, browser entry points, command line --------------------------------------------------------------


def test_toggle():
    assert toggle("6+4=4", 1, "v").equation == "6-4=4"
    t = toggle("6+4=4", 0, "g")
    assert t.equation is None and t.problem == "cell 1 is no symbol yet" and t.sticks.startswith("acdef|")
    assert toggle(t.sticks, 0, "b").equation == "0+4=4" and toggle(t.sticks, 0, "b").correct
    assert toggle("1=1", 0, "g", {"unary_minus": True}).equation == "-1=1"
    assert toggle("7=7", 0, "f", {"seven": "both"}).sticks.startswith("abcf|")
    with pytest.raises(PuzzleError, match="cell must be 0 to 4; got 9"):
        toggle("6+4=4", 9, "a")
    with pytest.raises(PuzzleError, match="position must be one of"):
        toggle("6+4=4", 0, "z")


def test_web_entry_points_are_json_safe_and_shaped():
    solved = web_solve("6+4=4", 1)
    assert set(solved) == {"equation", "correct_already", "count", "truncated", "solutions"}
    assert solved["count"] == len(solved["solutions"]) == 2
    assert set(solved["solutions"][0]) == {"equation", "sticks", "action", "notation", "moves", "changes", "svg"}
    drawn = web_draw("6+4=4")
    assert drawn["svg"].startswith("<svg") and drawn["equation"] == "6+4=4" and drawn["correct"] is False
    assert drawn["error"] is None
    moved = web_draw("acdef|gv|abcfg|gq|bcfg")  # a share link's board, moved to no equation: said as a tap says it
    assert (moved["equation"], moved["error"]) == (None, "cell 1 is no symbol yet")
    for gaps in ("none", "sides", "all"):  # the cells numbered as a tap numbers them, empty places drawn or not
        tapped_off = web_toggle("6+4=4", 1, "a", {"gaps": gaps})
        assert web_draw(tapped_off["sticks"], {"gaps": gaps}, True)["error"] == tapped_off["error"] == (
            "cell 2 is no symbol yet")
    made = web_generate(moves=1, count=2, seed=9)
    assert made["seed"] == 9 and len(made["puzzles"]) == 2 and made["puzzles"][0]["solutions"][0]["svg"]
    tapped = web_toggle("6+4=4", 1, "v")
    assert tapped["equation"] == "6-4=4" and tapped["error"] is None and tapped["svg"].startswith("<svg")
    for value in (solved, drawn, made, tapped):
        json.dumps(value)


def test_web_call_round_trip_and_errors():
    ok = json.loads(web.call(json.dumps({"module": "matchsticks", "fn": "solve",
                                         "args": {"equation": "5/3=1", "moves": 1, "mode": "move"}})))
    assert ok["ok"] and [s["equation"] for s in ok["result"]["solutions"]] == ["3/3=1", "5/5=1"]
    bad = json.loads(web.call(json.dumps({"module": "matchsticks", "fn": "solve", "args": {"equation": "6+?"}})))
    assert not bad["ok"] and "not a matchstick symbol" in bad["error"] and "internal" not in bad
    gen = json.loads(web.call(json.dumps({"module": "matchsticks", "fn": "generate",
                                          "args": {"count": 101}})))
    assert not gen["ok"] and "at most 100" in gen["error"]


def test_cli_solve_json(capsys):
    assert cli.main(["matchsticks", "solve", "6+4=4", "--moves", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [s["equation"] for s in out["solutions"]] == ["0+4=4", "8-4=4"]
    assert out["solutions"][1]["moves"][0]["from"]["position"] == "v"


def test_cli_solve_text_and_errors(capsys):
    assert cli.main(["matchsticks", "solve", "1+1=2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1+1=2 is already correct.\n1+1=2, moving 1 stick: ")
    assert cli.main(["matchsticks", "solve", "6+4=4", "--moves", "5"]) == 2
    assert "the number of sticks must be 1 to 3" in capsys.readouterr().err


def test_cli_generate_and_draw(capsys):
    assert cli.main(["matchsticks", "generate", "--count", "3", "--seed", "1", "--csv"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("equation,moves,")
    assert cli.main(["matchsticks", "generate", "--count", "2", "--seed", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == 1
    assert cli.main(["matchsticks", "draw", "6+4=4", "--to", "8-4=4"]) == 0
    root, sticks = _sticks(capsys.readouterr().out)
    assert ("0", "b", "added") in sticks and root.get("aria-label") == "8-4=4"


@pytest.mark.parametrize("module", [matchsticks, matchsticks_model, matchsticks_svg])
def test_doctests(module):
    assert doctest.testmod(module).failed == 0


def test_two_sign_cells_are_two_tokens_not_one():
    # the engine reads "==" as "=" and "**" as a power; a row of cells must not
    assert not is_correct("3==3") and not is_correct("2××3=8")
    assert not is_correct("1<>2", Options(comparators="=≠<>"))
    assert toggle("3=-3", 2, "q").problem.startswith("an equation needs exactly one")


def test_a_drawing_that_is_no_equation_names_the_cell_a_tap_would():
    """The cell at fault and its symbol as drawn, counted as the board counts (its empty cells too), not the
    engine's spelling ('got * at position 5 of 6 * * 4 = 4')."""
    from puzzlers.matchsticks.model import layout, read
    from puzzlers.matchsticks.tapping import examine

    plain = Options()
    assert examine(read("6××4=4", plain), plain).problem == "expected a number, got '×' in cell 3"
    signed = Options(unary_minus=True)  # an empty cell in front of each side: cell 0 and cell 6
    row = [cell.mask for cell in layout(read("6××4=4", signed), signed)]
    assert [bool(mask) for mask in row] == [False, True, True, True, True, True, False, True]
    assert examine(row, signed).problem == "expected a number, got '×' in cell 4"


def test_the_search_stops_at_its_step_limit(monkeypatch):
    monkeypatch.setattr(matchsticks_solver, "MAX_WORK", 500)
    with pytest.raises(PuzzleError, match="needs more than 500 search steps"):
        solve("123+45-67=89", 3)


def test_docs_pictures_are_this_code_s_output():
    from pathlib import Path

    site = Path(__file__).resolve().parents[2] / "site"
    guide = (site / "matchsticks.md").read_text(encoding="utf-8")
    how = (site / "how" / "matchsticks.md").read_text(encoding="utf-8")
    # the widget's skeleton, drawn at build time, right under the page's title
    assert guide.index('<div id="matchsticks-widget"') == guide.index("# Matchsticks\n") + len("# Matchsticks\n\n")
    frame = matchsticks_svg.draw_frame()
    assert frame in guide and frame in how
    assert matchsticks.draw("6+4=4") in guide
    sol = {s.equation: s for s in solve("9-9×9=9").solutions}["9-9/9=8"]
    assert matchsticks.draw_solution(sol) in how


EVERY_OPTION = {"gaps": "all", "comparators": "=≠<>", "unary_minus": True, "leading_zeros": True,
                "tails": "both", "seven": "both", "one": "both"}


def test_solutions_count_toward_the_step_limit(monkeypatch):
    full = solve("12+45=67", 2, options=EVERY_OPTION)
    assert full.count == len(full.solutions) == 154
    monkeypatch.setattr(matchsticks_solver, "MAX_WORK", 10_000)  # the search fits; describing 154 solutions does not
    with pytest.raises(PuzzleError, match="has 154 solutions, too many to describe within the 10,000-step limit"):
        solve("12+45=67", 2, options=EVERY_OPTION)
    first = solve("12+45=67", 2, options=EVERY_OPTION, limit=10)
    assert first.count == 154 and first.solutions == full.solutions[:10]


def test_the_page_describes_only_the_solutions_it_lists(monkeypatch):
    described = []
    real = matchsticks_solver.pair_moves
    monkeypatch.setattr(matchsticks_solver, "pair_moves", lambda *a: described.append(a) or real(*a))
    result = web_solve("12+45=67", 3, options=EVERY_OPTION)
    assert result["count"] == 2828 and result["truncated"] and len(result["solutions"]) == 200
    assert len(described) == 200


def test_many_solutions_stop_with_a_message_not_a_long_wait():
    # 142,266 solutions: describing them all took 11 s
    with pytest.raises(PuzzleError, match="try fewer sticks"):
        web_solve("8888=8888", 3, options={"gaps": "all", "comparators": "=≠<>"})


def test_generate_stops_at_its_step_budget(monkeypatch):
    monkeypatch.setattr(matchsticks_generator, "GENERATE_MAX_WORK", 20_000)
    with pytest.raises(PuzzleError, match=r"found \d+ of 50 puzzles within 20,000 search steps, the limit here"):
        generate(3, 50, seed=1, size=9)
    assert len(generate(1, 3, seed=1)) == 3


def test_generate_progress_follows_the_nearest_end(monkeypatch):
    """The progress told was the puzzles found alone: 9 of 20 when the steps ran out, the page's bar under half
    full when the set stopped. It is the share of the nearest end: the puzzles, the steps or the tries."""
    monkeypatch.setattr(matchsticks_generator, "GENERATE_MAX_WORK", 20_000)
    told = []
    with pytest.raises(matchsticks.IncompleteSet, match="^found 9 of 20 puzzles"):
        generate(2, 20, seed=1, size=7, progress=lambda done, total: told.append((done, total)))
    shares = [done for done, _ in told]
    assert {total for _, total in told} == {1} and shares == sorted(shares) and 0 <= shares[0] < shares[-1] < 1
    assert shares[-1] > 0.8  # the steps nearly all spent, 9 of 20 puzzles found
    told.clear()
    generate(1, 3, seed=1, progress=lambda done, total: told.append((done, total)))  # the puzzles the nearest end
    assert told[0] == (0, 1) and told[-1][0] >= 2 / 3


def test_a_set_cut_short_at_the_fewest_symbols_asks_for_no_fewer(monkeypatch):
    """Three symbols moving one stick make two puzzles (3=8 and 8=3): a set of 40 met the step limit and asked for
    "fewer puzzles, sticks or symbols" after "try again (another seed)", though 3 symbols are the fewest."""
    monkeypatch.setattr(matchsticks_generator, "GENERATE_MAX_WORK", 100_000)
    with pytest.raises(matchsticks.IncompleteSet) as cut:
        generate(1, 40, seed=3, size=3)
    assert sorted(p.equation for p in cut.value.puzzles) == ["3=8", "8=3"]
    assert str(cut.value) == ("found 2 of 40 puzzles within 100,000 search steps, the limit here; there may be no "
                              "more, or another seed may find them: ask for fewer puzzles or more symbols, or try "
                              "another seed")


def test_a_set_cut_short_keeps_the_puzzles_found(monkeypatch, capsys):
    """A set of 20 that meets the step limit after 9 puzzles: the 9 are kept (the library's error holds them, the
    page shows them with the reason, the command line prints them before it), and they are the set's first 9."""
    monkeypatch.setattr(matchsticks_generator, "GENERATE_MAX_WORK", 20_000)
    with pytest.raises(matchsticks.IncompleteSet, match="^found 9 of 20 puzzles within 20,000 search steps") as cut:
        generate(2, 20, seed=1, size=7)
    found = [p.equation for p in cut.value.puzzles]
    monkeypatch.setattr(matchsticks_generator, "GENERATE_MAX_WORK", 2_000_000)
    assert found == [p.equation for p in generate(2, 9, seed=1, size=7)]
    monkeypatch.setattr(matchsticks_generator, "GENERATE_MAX_WORK", 20_000)
    result = web_generate(2, 20, seed=1, size=7)
    assert [p["equation"] for p in result["puzzles"]] == found
    assert result["short"] == str(cut.value)
    assert web_generate(2, 2, seed=1, size=7)["short"] is None
    assert cli.main(["matchsticks", "generate", "--moves", "2", "--count", "20", "--seed", "1", "--size", "7"]) == 2
    out, err = capsys.readouterr()
    assert out.splitlines()[0] == "# seed 1: 9 puzzles, move 2, size 7"
    assert [line.split()[0] for line in out.splitlines()[1:]] == found
    assert err == f"puzzlers: {cut.value}\n"
    with pytest.raises(PuzzleError, match="^found 0 of 50 puzzles"):  # none found: the error alone
        web_generate(3, 50, seed=1, size=9)


def test_toggle_refuses_overlong_equations():
    with pytest.raises(PuzzleError, match="at most 24 symbols; this one has 6003"):
        toggle("1+" * 3000 + "1=1", 0, "a")
    assert json.loads(web.call(json.dumps({"module": "matchsticks", "fn": "toggle", "args": {
        "equation": "1+" * 3000 + "1=1", "cell": 0, "position": "a"}})))["error"].startswith("an equation may")


def test_interactive_must_be_a_boolean():
    with pytest.raises(PuzzleError, match="interactive must be true or false; got 'yes'"):
        web_draw("6+4=4", interactive="yes")


def test_cli_generate_csv_takes_an_optional_file(tmp_path, monkeypatch):
    from tests.unit.cli_runner import run

    status, out, err = run(["matchsticks", "generate", "--count", "2", "--seed", "1", "--csv"])
    assert status == 0 and err == "2 puzzles written to standard output\n"  # no progress bar in a file
    assert out.splitlines()[:2] == [
        "equation,moves,mode,kind,solution,action,notation,how",
        "9+5=6,1,move,numbers,3+5=8,\"(+1, -1)\",\"(+N, -N, w )\",move the upper left of '9' (cell 1) to the upper "
        "right of '6' (cell 5)"]
    assert out == matchsticks.puzzles_csv(generate(count=2, seed=1))
    assert run(["matchsticks", "generate", "--count", "2", "--seed", "1", "--csv", "-"])[1] == out
    monkeypatch.chdir(tmp_path)
    status, written, err = run(["matchsticks", "generate", "--count", "2", "--seed", "1", "--csv", "x.csv"])
    assert (status, written) == (0, "") and err == "2 puzzles written to x.csv\n"
    assert (tmp_path / "x.csv").read_text(encoding="utf-8") == out


def test_cli_generate_refuses_a_negative_seed_and_help_states_defaults():
    from tests.unit.cli_runner import run

    message = "puzzlers: a seed is a whole number of up to 15 digits (0 to 999,999,999,999,999); got {}\n"
    assert run(["matchsticks", "generate", "--seed", "-1", "--count", "1"]) == (2, "", message.format(-1))
    assert run(["matchsticks", "generate", "--seed", "1000000000000000", "--count", "1"]) == (
        2, "", message.format(1000000000000000))
    with pytest.raises(PuzzleError, match=r"got -3$"):
        generate(count=1, seed=-3)
    assert generate(count=1, seed=999_999_999_999_999)
    helped = " ".join(run(["matchsticks", "generate", "--help"])[1].split())
    for text in ("(1-3; default 1)", "(1-1000; default 10)", "(default any)", "(3-15; default 5)",
                 "(default with)", "a 7 of 3 sticks, of 4, or both (default 3)", "(default right)",
                 "--csv [FILE] write CSV to FILE (without FILE, or '-': standard output)"):
        assert text in helped, text
    assert "(1-3; default 1)" in " ".join(run(["matchsticks", "solve", "--help"])[1].split())
