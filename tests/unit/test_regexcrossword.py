"""Regex crosswords: the published puzzles, the problems of the notebook Using Python to solve Regexp CrossWord
Puzzles, formats, hints, checks, CLI and web faces."""

from __future__ import annotations

import itertools
import json
import re

import pytest

from puzzlers import regexcrossword as rc
from puzzlers.cli import main as cli_main
from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword import solver as rc_solver
from puzzlers.regexcrossword import web as rc_web
from puzzlers.regexcrossword.puzzle import (
    bundled,
    bundled_puzzle,
    data_dir,
    from_text,
    hexagon_lines,
    hexagon_rows,
    load,
)

SUPPORTED = [(pid, p) for pid, _pack, p, _reason in bundled() if p is not None]
CHALLENGES = [(pid, p) for pid, p in SUPPORTED if pid != "mit-2013" and not pid.startswith("notebook/")]


def _lines(puzzle, rows):
    flat = "".join(rows)
    return [(clue, "".join(flat[c] for c in clue.cells)) for clue in puzzle.clues]


def _assert_solution(puzzle, rows):
    assert [len(r) for r in rows] == list(puzzle.rows)
    for clue, text in _lines(puzzle, rows):
        assert re.fullmatch(clue.regex, text), (clue.name, clue.regex, text)


# ---------------------------------------------------------------------------------------------------------------
# Acceptance: challenges.json, the MIT hexagon, the notebook's problems (ids notebook/...)


def test_challenges_pack_is_covered():
    packs = json.loads((data_dir() / "challenges.json").read_text(encoding="utf-8"))
    total = sum(len(p["puzzles"]) for p in packs)
    assert total == 55
    assert [pid for pid, _pack, p, _ in bundled() if p is None] == []  # irregular hexagons load too
    assert len(CHALLENGES) == 55


@pytest.mark.parametrize("pid, puzzle", CHALLENGES, ids=[pid for pid, _ in CHALLENGES])
def test_every_regular_challenge_is_solved_uniquely(pid, puzzle):
    result = rc.solve(puzzle, 5)
    assert result.complete and result.count == 1, pid
    _assert_solution(puzzle, result.solutions[0])


def test_hexagon_conventions_spell_the_site_answers():
    """Under the documented directions the site's solutionMap spells each answer in its own cell order."""
    packs = json.loads((data_dir() / "challenges.json").read_text(encoding="utf-8"))
    hexes = {p["name"]: p for pack in packs if pack["id"] == "hexagonal" for p in pack["puzzles"]}
    answers = {"Garden": "FLOWER!", "Pollen": '"BIRDS AND BEES..."',
               "Stationary": 'BEES = "MOVE VERY FAST TO STAY STILL"',
               "Winnie": "I'VE BEEN THINKING THESE ARE THE WRONG SORT OF BEES."}  # irregular: 9 rows, 8 lines each way
    for name, answer in answers.items():
        flat = "".join(rc.solve(rc.from_site_json(hexes[name]), 2).solutions[0])
        spelled = [""] * len(flat)
        for k, target in enumerate(hexes[name]["solutionMap"]):
            spelled[target] = flat[k]
        assert "".join(spelled) == answer


def test_mit_hexagon_is_solved_and_unique():
    puzzle = bundled_puzzle("mit-2013")
    assert puzzle.size == 127 and len(puzzle.clues) == 39 and puzzle.shape == "hexagon"
    assert sum(1 for c in puzzle.clues if re.search(r"\\[1-9]", c.regex)) == 4
    result = rc.solve(puzzle, 10)
    assert result.complete and result.count == 1
    _assert_solution(puzzle, result.solutions[0])
    assert result.solutions[0][7] == "OREOREOREORE"


SEED = {
    "notebook/2x2": ("HE", "LP"),
    "notebook/3x3": ("NOS", "FER", "ATU"),
    "notebook/5x5": ("TRAN7", "24L? ", "AM5$L", "-WE3O", "DEFF?"),
}


@pytest.mark.parametrize("pid", sorted(SEED))
def test_seed_problems(pid):
    puzzle = bundled_puzzle(pid)
    result = rc.solve(puzzle)
    assert result.unique and result.solutions[0] == SEED[pid]
    _assert_solution(puzzle, result.solutions[0])


def test_seed_5x5_alphabet_comes_from_the_clues():
    puzzle = bundled_puzzle("notebook/5x5")
    assert " " in puzzle.alphabet and "$" in puzzle.alphabet and "Z" in puzzle.alphabet
    assert "X" not in puzzle.alphabet  # never named by a clue


# ---------------------------------------------------------------------------------------------------------------
# Solver behaviour


def test_all_solutions_up_to_the_cap():
    puzzle = rc.from_text("alphabet: AB\nrows:\n.*\n.*\ncolumns:\n.*\n.*\n")
    full = rc.solve(puzzle, 100)
    assert full.complete and full.count == 16
    capped = rc.solve(puzzle, 5)
    assert not capped.complete and capped.count == 5
    assert capped.solutions == full.solutions[:5]  # deterministic order


def test_no_solution():
    result = rc.solve(rc.from_text("rows:\nA\ncolumns:\nB\n"))
    assert result.count == 0 and result.complete


def test_prefilled_cells_are_respected():
    puzzle = rc.from_text("alphabet: AB\nrows:\n.*\n.*\ncolumns:\n.*\n.*\ngrid:\nA_\n_B\n")
    result = rc.solve(puzzle, 100)
    assert result.count == 4 and all(rows[0][0] == "A" and rows[1][1] == "B" for rows in result.solutions)


def test_solver_does_not_hang_on_hostile_input(monkeypatch):
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 300_000)
    text = "rows:\n" + "(.*)(.*)(.*)\\3\\2\\1\n" * 12 + "columns:\n" + "[A-J]*\n" * 12
    with pytest.raises(rc.GaveUp, match="gave up after 3"):  # the work budget, not a clock: bench_regex times it
        rc.solve(rc.from_text(text))


HOSTILE_20 = "alphabet: ABC\nrows:\n" + "(.*)(.*)\\2\\1\n" * 20 + "columns:\n" + "(.*)\\1\n" * 20


def test_the_work_budget_is_deterministic():
    # a 20x20 grid of backreference clues ran for the old 20 s wall-clock limit in solve and in hint; its time
    # under the budget is measured in bench/bench_regex.py
    with pytest.raises(rc.GaveUp) as first:
        rc.solve(rc.from_text(HOSTILE_20))
    with pytest.raises(rc.GaveUp) as second:
        rc.solve(rc.from_text(HOSTILE_20))
    assert str(first.value) == str(second.value)  # work, not time: the same message every run


def test_a_hint_says_when_the_solver_gave_up(monkeypatch):
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 100_000)
    h = rc_web.web_hint(HOSTILE_20)
    assert h["status"] == "gave_up" and h["message"].startswith("gave up after")
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 3_000_000)
    assert rc_web.web_hint("alphabet: AB\nrows:\n.*\n.*\ncolumns:\n.*\n.*\n")["status"] == "unsolvable"


def test_the_notebooks_puzzles_answer_to_their_old_ids():
    assert bundled_puzzle("seed/3x3").id == "notebook/3x3"
    assert [p.id for p in load("seed/2x2")] == ["notebook/2x2"]
    assert rc_web.web_load("seed/5x5")["id"] == "notebook/5x5"


def test_an_unknown_bundled_id_is_named():
    with pytest.raises(PuzzleError, match="no bundled puzzle 'nope/nope'"):
        rc_web.web_load("nope/nope")
    with pytest.raises(PuzzleError, match="no bundled puzzle 'beginner'"):
        rc_web.web_solve("beginner")
    with pytest.raises(PuzzleError) as raised:  # a damaged link's text, a line typed alone
        rc_web.web_load("%ZZ" + "A" * 60)
    assert str(raised.value) == (f"no bundled puzzle '%ZZ{'A' * 36}…', and no puzzle either: type its clues under a "
                                 "line 'rows:' and a line 'columns:', one per line, or paste its JSON")


def test_limits_are_enforced():
    with pytest.raises(PuzzleError, match="at most 40 cells"):
        rc.from_text("rows:\n" + "A*\n" + "columns:\n" + "A\n" * 41)
    with pytest.raises(PuzzleError, match="solution cap"):
        rc.solve(bundled_puzzle("beginner/beatles"), 0)
    with pytest.raises(PuzzleError, match="too wide"):
        rc.from_text("rows:\n[\\x00-\\uffff]\ncolumns:\n.\n")


# ---------------------------------------------------------------------------------------------------------------
# Geometry and formats


def test_hexagon_geometry():
    assert hexagon_rows(7) == (7, 8, 9, 10, 11, 12, 13, 12, 11, 10, 9, 8, 7)
    lines = hexagon_lines(2)
    assert lines["row"] == [[0, 1], [2, 3, 4], [5, 6]]
    assert lines["down-left"] == [[0, 2], [1, 3, 5], [4, 6]]
    assert lines["up-left"] == [[5, 2], [6, 3, 0], [4, 1]]


def test_mit_file_matches_our_hexagon_directions():
    """Every MIT clue reads one of our hexagon lines (its down-left lines are listed in the opposite order)."""
    puzzle = bundled_puzzle("mit-2013")
    lines = hexagon_lines(7)
    for clue in puzzle.clues:
        assert list(clue.cells) in lines[clue.direction]


def test_text_round_trip():
    for pid, puzzle in SUPPORTED:
        if puzzle.shape in ("rectangle", "hexagon") and pid != "mit-2013":
            again = rc.from_text(rc.to_text(puzzle))
            assert [(c.regex, c.cells) for c in again.clues] == [(c.regex, c.cells) for c in puzzle.clues] or \
                sorted((c.regex, c.cells) for c in again.clues) == sorted((c.regex, c.cells) for c in puzzle.clues)
            assert again.rows == puzzle.rows and again.alphabet == puzzle.alphabet


def test_broken_json_is_called_json_with_where():
    """Text that can only be meant as JSON gets the JSON's error (it got the plain text format's "line 1: expected
    'name:' ..." or "no bundled puzzle"); a first line like a clue still gets the plain text's."""
    with pytest.raises(PuzzleError) as raised:
        rc_web.web_load('{"rows": ["A"]')
    assert str(raised.value) == ("the text starts as JSON but is not valid JSON: expecting ',' delimiter at line 1,"
                                 " column 15")
    with pytest.raises(PuzzleError, match=r"^the text starts as JSON but is not valid JSON: expecting ',' delimiter at"
                                          r" line 1, column 5$"):
        rc_web.web_load("[1,2")
    with pytest.raises(PuzzleError, match=r"^line 1: expected 'name:'"):
        rc.puzzles_from_text("[AB]+\n[AB]+\ncolumns:\nA\nB\n")
    # typed on a phone whose keyboard curls the quotes
    with pytest.raises(PuzzleError) as raised:
        rc_web.web_load('{“rows”: [“A”], “columns”: [“A”]}')
    assert str(raised.value) == ("the text starts as JSON but is not valid JSON: expecting property name enclosed in"
                                 ' double quotes at line 1, column 2 (its quotes are curly, “ ”: JSON needs straight'
                                 ' ones, ")')


def test_text_format_errors_say_what_to_fix():
    with pytest.raises(PuzzleError, match="line 1: expected"):
        rc.from_text("HE|LL\n")
    with pytest.raises(PuzzleError, match="right: needs 2 clues"):
        rc.from_text("rows:\nA\nB\nright:\nA\ncolumns:\n..\n")
    with pytest.raises(PuzzleError, match="hexagon of side 2 needs 3 clues under down-left"):
        rc.from_text("shape: hexagon\nrows:\n.*\n.*\n.*\ndown-left:\n.*\nup-left:\n.*\n.*\n.*\n")
    with pytest.raises(PuzzleError, match="at position 1"):
        rc.from_text("rows:\n(?<=A)\ncolumns:\nA\n")


def test_a_section_header_with_its_clue_on_its_line_says_the_header_stands_alone(capsys, tmp_path):
    """'rows: ["("]' begins with the 'rows:' that the message asked for ("expected ... a section such as
    'rows:'"): it says instead that the header stands alone, with its clues under it; the CLI says the same."""
    text = 'rows: ["("]\ncols: ["A"]\n'
    message = "line 1: 'rows:' stands alone on its line, with one clue a line under it"
    with pytest.raises(PuzzleError) as raised:
        rc.from_text(text)
    assert str(raised.value) == message
    with pytest.raises(PuzzleError) as raised:
        rc_web.web_load("name: x\n Down-Left : A\n")
    assert str(raised.value) == "line 2: 'down-left:' stands alone on its line, with one clue a line under it"
    path = tmp_path / "p.txt"
    path.write_text(text)
    assert cli_main(["regex", "solve", str(path)]) == 2
    assert capsys.readouterr().err == "puzzlers: " + message + "\n"
    # a header that is none of the sections or headers keeps the message that lists them
    with pytest.raises(PuzzleError, match=r"^line 1: expected 'name:', 'shape:', 'alphabet:' or a section such as"):
        rc.from_text("cols: A\n")


def test_cells_json_format():
    data = {"name": "tiny", "row_lengths": [2, 2],
            "clues": [{"regex": "AB", "cells": [[0, 0], [0, 1]]}, {"regex": "(.)\\1", "cells": [[0, 1], [1, 1]]},
                      {"regex": "[AC]C", "cells": [[1, 0], [1, 1]]}],
            "grid": ["__", "__"]}
    puzzle = rc.puzzles_from_json(data)[0]
    assert rc.solve(puzzle).solutions == (("AB", "CB"),) or rc.solve(puzzle).count == 0
    data["clues"][2]["regex"] = "[AC]B"
    assert rc.solve(rc.puzzles_from_json(data)[0]).solutions == (("AB", "AB"), ("AB", "CB"))
    with pytest.raises(PuzzleError, match="not in the grid"):
        rc.puzzles_from_json({"row_lengths": [1], "clues": [{"regex": "A", "cells": [[0, 3]]}]})


def test_site_json_double_cross_and_empty_patterns():
    puzzle = rc.from_site_json({"name": "x", "patternsX": [["A|B", "B|C"]], "patternsY": [["[AB]", ""]]})
    assert [c.name for c in puzzle.clues] == ["row 1 left", "column 1 top", "column 1 bottom"]
    assert rc.solve(puzzle).solutions == (("B",),)


# ---------------------------------------------------------------------------------------------------------------
# Hints and checks


def test_hint_on_empty_beatles_names_the_forcing_clues():
    h = rc.hint(bundled_puzzle("beginner/beatles"))
    assert h.status == "hint" and h.method == "logic"  # no clue alone decides a cell of Beatles
    assert h.symbol == "HE LP".split()[h.cell[0]][h.cell[1]]
    assert h.clues
    h = rc.hint(bundled_puzzle("tutorial/the-or-symbol"))
    assert (h.cell, h.symbol, h.method, h.clues) == ((0, 0), "A", "clue", ("row 1 left",)) or h.method == "logic"


@pytest.mark.parametrize("pid", ["beginner/beatles", "intermediate/technology", "doublecross/the-lektor-device",
                                 "hexagonal/pollen", "experienced/hamlet"])
def test_following_hints_fills_the_solution(pid):
    puzzle = bundled_puzzle(pid)
    solution = "".join(rc.solve(puzzle).solutions[0])
    cells = [""] * puzzle.size
    for _ in range(puzzle.size):
        h = rc.hint(puzzle, cells)
        if h.status == "solved":
            break
        assert h.status == "hint"
        k = puzzle.cell(*h.cell)
        assert cells[k] == "" and h.symbol == solution[k]
        if h.method != "search":
            assert h.clues
        cells[k] = h.symbol
    assert "".join(cells) == solution


def test_hint_is_forced_by_its_clue():
    """A one-clue hint really is forced: that clue alone, with the letters so far, allows only that symbol."""
    puzzle = bundled_puzzle("mit-2013")
    h = rc.hint(puzzle)
    assert h.status == "hint" and h.method == "clue"
    clue = next(c for c in puzzle.clues if c.name == h.clues[0])
    k = puzzle.cell(*h.cell)
    position = clue.cells.index(k)
    solver = rc_solver._Solver(puzzle)
    out = solver.narrow(puzzle.clues.index(clue), solver.initial())
    assert out[position].bit_count() == 1
    assert puzzle.alphabet[out[position].bit_length() - 1] == h.symbol


@pytest.mark.parametrize("rows, columns, cell, symbol", [
    (["[AB]C|C[AB]", "BA|CB|AC"], ["A.|.A", "AA|BB|CC"], (0, 1), "C"),  # ACAC and BCAC
    (["(?=.*A).*", "B.|CC"], ["BA|CB|AC", "[AB]C|C[AB]"], (1, 1), "C"),  # 3 solutions
    (["A*B*C*", "(?=.*A).*"], [".*B.*", "(?=.*A).*"], (1, 1), "A"),  # 10 solutions, more than Solve counts
])
def test_a_hint_gives_a_cell_every_solution_fills_alike(rows, columns, cell, symbol):
    """Several solutions and no deduction decides a cell: a cell the same in all of them is still forced (the hint
    said "no cell is forced" while Solve said the solutions differ in one cell)."""
    puzzle = from_text("alphabet: ABC\nrows:\n" + "\n".join(rows) + "\ncolumns:\n" + "\n".join(columns))
    h = rc.hint(puzzle)
    assert (h.status, h.cell, h.symbol, h.method) == ("hint", cell, symbol, "search")
    assert h.message == "no deduction decides a cell here; every solution has this symbol in it"
    every = [s for s in itertools.product("ABC", repeat=4)
             if all(re.fullmatch(c.regex, "".join(s[k] for k in c.cells)) for c in puzzle.clues)]
    assert len(every) > 1 and {s[puzzle.rows[0] * cell[0] + cell[1]] for s in every} == {symbol}
    # no such cell: said so
    h = rc.hint(from_text("rows:\nAB|BA\nAB|BA\ncolumns:\nAB|BA\nAB|BA"))
    assert (h.status, h.message) == ("unsolvable", "no cell is forced: the puzzle has several solutions from here")


def test_a_hints_search_for_a_cell_alike_in_every_solution_stays_within_the_budget():
    """Parity clues: every solution has A in the first cell, which no deduction shows, and proving it takes a
    search whose narrowings repeat (memoised, they cost nothing, so it ran for minutes past the budget at 6x6).
    At 5x5 it is found; at 6x6 the hint gives up at the budget."""
    even = "(?:A*BA*B)*A*"
    for n, status in ((5, "hint"), (6, "gave_up")):
        rows = ["(?:A|B)" + even] + [even] * (n - 1)
        h = rc.hint(from_text("alphabet: AB\nrows:\n" + "\n".join(rows) + "\ncolumns:\n" + "\n".join([even] * n)))
        assert h.status == status
        if status == "hint":
            assert (h.cell, h.symbol, h.method) == ((0, 0), "A", "search")
        else:
            assert h.message.startswith("gave up after 3,000,0")


def test_hint_reports_wrong_letters():
    puzzle = bundled_puzzle("beginner/beatles")
    h = rc.hint(puzzle, ["O", "", "", ""])
    assert h.status == "conflict" and h.wrong == ((0, 0),)
    assert rc.hint(puzzle, ["H", "E", "L", "P"]).status == "solved"
    # a full grid that is wrong names its wrong cells too (HE|LL|O+ and [PLEASE]+ match HELL; EP|IP|EF does not)
    h = rc.hint(puzzle, ["H", "E", "L", "L"])
    assert (h.status, h.wrong, h.message) == ("conflict", ((1, 1),), "the grid is full but wrong (wrong cells marked)")
    h = rc.hint(from_text("rows:\n[AB]\ncolumns:\nC|[AB]\n"), ["C"])  # two solutions: no cell to name
    assert (h.status, h.wrong, h.message) == ("conflict", (), "the grid is full but wrong")
    # a puzzle without a solution says so, not that the letters (none yet) are wrong
    h = rc.hint(from_text("rows:\nA\ncolumns:\nB\n"), [""])
    assert (h.status, h.message) == ("unsolvable", "this puzzle has no solution: no grid matches every clue")


def test_check_reports_each_clue():
    puzzle = bundled_puzzle("beginner/beatles")  # rows HE|LL|O+, [PLEASE]+; columns [^SPEAK]+, EP|IP|EF
    assert rc.check(puzzle) == ["possible"] * 4
    assert rc.check(puzzle, ["H", "E", "L", "P"]) == ["ok"] * 4
    assert rc.check(puzzle, ["S", "", "", ""]) == ["impossible", "possible", "impossible", "possible"]
    assert rc.check(puzzle, ["HE", "L_"]) == ["ok", "possible", "ok", "possible"]


# ---------------------------------------------------------------------------------------------------------------
# CLI and web


def test_cli_solve_json(capsys, tmp_path):
    assert cli_main(["regex", "solve", "beginner/beatles", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["count"] == 1 and out["solutions"] == [["HE", "LP"]] and out["unique"]
    path = tmp_path / "p.txt"
    path.write_text("rows:\nHE|LL|O+\n[PLEASE]+\ncolumns:\n[^SPEAK]+\nEP|IP|EF\n")
    assert cli_main(["regex", "solve", str(path), "--max", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["solutions"] == [["HE", "LP"]]


def test_cli_solve_text_hint_list_and_errors(capsys):
    assert cli_main(["regex", "solve", "mit-2013"]) == 0
    out = capsys.readouterr().out
    assert "1 solution" in out and "OREOREOREORE" in out
    assert cli_main(["regex", "hint", "beginner/beatles"]) == 0
    assert "row" in capsys.readouterr().out
    assert cli_main(["regex", "list"]) == 0
    assert "hexagonal/stationary" in capsys.readouterr().out
    assert cli_main(["regex", "solve", "no/such-puzzle"]) == 2
    assert "no file or bundled puzzle named 'no/such-puzzle'" in capsys.readouterr().err
    assert cli_main(["regex", "solve", "hexagonal/buzz-buzz"]) == 0
    assert "H\n  IV\n  E" in capsys.readouterr().out  # an irregular hexagon: rows of 1, 2, 1 cells


def test_the_page_reads_the_first_puzzle_of_a_pack_or_a_file_of_several():
    """The docs say the page accepts a pack and files of several puzzles: web_load loads the first and says how
    many there were (it said "expected one puzzle; got 2"); Solve, Hint and the check read the same first one."""
    pack = {"puzzles": [{"name": "A", "patternsX": [["A"]], "patternsY": [["A"]]},
                        {"name": "B", "patternsX": [["B"]], "patternsY": [["B"]]}]}
    two = "name: First\nrows:\nA\ncolumns:\nA\n---\nname: Second\nrows:\nB\ncolumns:\nB\n"
    for source, name in ((pack, "A"), (json.dumps(pack), "A"), (json.dumps([pack]), "A"), (two, "First")):
        loaded = rc_web.web_load(source)
        assert (loaded["name"], loaded["count"]) == (name, 2)
        assert loaded["text"].startswith(f"name: {name}\n") and loaded["text"].endswith("\nrows:\nA\ncolumns:\nA\n")
        assert rc_web.web_load(loaded["text"])["count"] == 1
        assert rc_web.web_solve(source)["solutions"] == [["A"]]
        assert rc_web.web_check(source, ["A"])["solved"]
    assert rc_web.web_load("beginner/beatles")["count"] == 1
    with pytest.raises(PuzzleError, match="^no puzzle in this text"):
        rc_web.web_load("---\n---\n")
    # a fault in a later puzzle is named by its line in the whole text (it said "line 3", the second part's own)
    with pytest.raises(PuzzleError, match="^line 8: 'rows:' stands alone on its line"):
        rc_web.web_load(two.replace("name: Second\nrows:\nB", "name: Second\nrows: B"))
    with pytest.raises(PuzzleError, match="^line 8: expected 'name:'"):
        rc.puzzles_from_text(two.replace("name: Second", "name: Second\nnonsense"))


def test_cli_solves_a_whole_pack_file(capsys):
    assert cli_main(["regex", "solve", str(data_dir() / "challenges.json"), "--json"]) == 0
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert len(out["puzzles"]) == 55 and all(p["count"] == 1 and p["complete"] for p in out["puzzles"])
    assert "skipped" not in captured.err
    assert cli_main(["regex", "solve", str(data_dir() / "challenges.json"), "--puzzle", "beginner/beatles"]) == 0
    assert "HE\n  LP" in capsys.readouterr().out


def test_web_entry_points_are_json_safe():
    listing = rc_web.web_list()
    json.dumps(listing)
    ids = [p["id"] for p in listing["puzzles"]]
    assert "mit-2013" in ids and "notebook/5x5" in ids and ids == sorted(ids, key=ids.index)
    loaded = rc_web.web_load("mit-2013")
    json.dumps(loaded)
    assert loaded["shape"] == "hexagon" and len(loaded["cells"]) == 127 and len(loaded["clues"]) == 39
    assert set(loaded["cells"][0]["lines"]) == {"row", "down-left", "up-left"}
    solved = rc_web.web_solve("mit-2013", max_solutions=2)
    assert solved["count"] == 1 and solved["unique"] and len(solved["solutions"][0]) == 13
    text = rc_web.web_load("beginner/beatles")["text"]
    assert rc_web.web_solve(text)["solutions"] == [["HE", "LP"]]
    assert rc_web.web_solve({"patternsX": [["A|B"]], "patternsY": [["A|Z"]]})["solutions"] == [["A"]]
    assert rc_web.web_check("beginner/beatles", ["H", "E", "", ""]) == {
        "clues": ["ok", "possible", "possible", "possible"], "full": False, "solved": False, "undecided": ""}
    h = rc_web.web_hint("beginner/beatles", ["", "", "", ""])
    json.dumps(h)
    assert h["status"] == "hint" and len(h["cell"]) == 2 and h["symbol"]


def test_web_errors_are_puzzle_errors():
    from puzzlers.web import call

    reply = json.loads(call(json.dumps({"module": "regexcrossword", "fn": "solve",
                                        "args": {"puzzle": "rows:\n(?<=A)B\ncolumns:\nA\n"}})))
    assert reply == {"ok": False, "error": "row 1 left: clue '(?<=A)B': lookbehind (?<=...) / (?<!...) is not "
                                           "supported at position 1"}


def test_a_boolean_solution_cap_is_refused():
    with pytest.raises(PuzzleError, match="the solution cap must be 1 to 1000; got True"):
        rc_web.web_solve("alphabet: AB\nrows:\n.*\ncolumns:\n.\n.\n", max_solutions=True)


def test_cli_hint_says_gave_up_and_no_solution_as_solve_does(tmp_path, monkeypatch):
    """Gave up: an error on stderr, exit status 2, as `solve` says it; no solution: said on stdout (and in the JSON
    object with --json), exit status 0, as `solve`'s "none: 0 solutions"."""
    from tests.unit.cli_runner import run

    none = tmp_path / "none.txt"
    none.write_text("rows:\nA\ncolumns:\nB\n")
    assert run(["regex", "hint", str(none)]) == (0, "this puzzle has no solution: no grid matches every clue\n", "")
    status, out, err = run(["regex", "hint", str(none), "--json"])
    assert (status, json.loads(out)["status"], err) == (0, "unsolvable", "")
    assert run(["regex", "solve", str(none)]) == (0, "none: 0 solutions\n", "")
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 5)
    status, out, err = run(["regex", "hint", "beginner/beatles"])
    assert (status, out) == (2, "")
    assert err.startswith("puzzlers: gave up after ") and err.endswith(
        "the budget here being 5: the puzzle has too many open choices; fill in some cells or tighten the clues\n")
    assert run(["regex", "solve", "beginner/beatles"])[0] == 2


def test_cli_hint_names_wrong_cells_in_its_own_words():
    from tests.unit.cli_runner import run

    assert run(["regex", "hint", "beginner/beatles", "--cells", "HE", "LL"]) == (
        0, "the grid is full but wrong: row 2, cell 2\n", "")
    assert run(["regex", "hint", "beginner/beatles", "--cells", "QQ", "__"]) == (
        0, "no solution fits the letters so far: row 1, cell 1; row 1, cell 2\n", "")
    assert run(["regex", "hint", "beginner/beatles", "--cells", "HE", "LP"]) == (0, "solved: the grid is full\n", "")
    assert json.loads(run(["regex", "hint", "beginner/beatles", "--cells", "HE", "LL", "--json"])[1])["wrong"] == [
        [1, 1]]
    helped = " ".join(run(["regex", "hint", "--help"])[1].split())
    assert "FILE the puzzle: a file (JSON or the plain-text format), '-' for standard input, or a bundled" in helped


def test_a_clue_error_names_its_place_and_octal_escapes_are_characters():
    """Two rows with the same bad text: the message says which (it named the text only); \\101 is "A", as in
    Python (it was refused as a backreference above \\9)."""
    with pytest.raises(PuzzleError, match=r"^row 2 left: clue 'A\(': missing '\)' at position 2$"):
        from_text("rows:\nAB\nA(\ncolumns:\n..\n..")
    p = from_text("rows:\n\\101B\ncolumns:\nA\n[B]")
    assert p.alphabet == "AB" and rc_solver.solve(p).solutions == (("AB",),)
    with pytest.raises(PuzzleError, match=r"octal escape value \\777 outside of range 0-0o377 at position 1$"):
        from_text("rows:\n\\777\ncolumns:\nA")
    with pytest.raises(PuzzleError, match=r"backreferences above \\9 are not supported at position 4$"):
        from_text("rows:\n(A)\\18\ncolumns:\nA\nA")
    # the clue quoted as typed (its backslashes were doubled: "clue '(A)\\\\2'"), and a control character escaped
    with pytest.raises(PuzzleError) as error:
        from_text("rows:\n(A)\\2\ncolumns:\nA\nA")
    assert str(error.value) == "row 1 left: clue '(A)\\2': invalid group reference \\2 at position 4"
    with pytest.raises(PuzzleError) as error:
        from_text("rows:\nA\x01(\ncolumns:\nA")
    assert str(error.value) == "row 1 left: clue 'A\\x01(': missing ')' at position 3"
    # another script's digit escaped is itself, as in Python (it was a backreference, or a ValueError)
    assert from_text("rows:\n(A)\\٣\ncolumns:\nA\n٣").alphabet == "A٣"
    assert from_text("rows:\n\\²\ncolumns:\n²").alphabet == "²"


def test_load_names_the_lines_under_a_section_read_as_comments():
    from puzzlers.regexcrossword.web import web_load

    data = web_load("# my puzzle\nrows:\n#A|B\nAB\ncolumns:\n[#A]B\n.\n---\nrows:\n#C\nC\ncolumns:\nC")
    assert data["rows"] == [2] and data["comments"] == [[3, "#A|B"]]
    assert web_load('rows:\n"#A|B"\nAB\ncolumns:\n[#A]B\n.')["comments"] == []
    assert web_load("beginner/beatles")["comments"] == []
    assert web_load("rows:\nA\n  ---\n#B\ncolumns:\nA\nA")["comments"] == [[4, "#B"]]  # "  ---" is a clue
