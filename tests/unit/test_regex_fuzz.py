"""Regex crosswords under fire: property-based fuzzing of the matcher, the solver, the web entry points and the
CLI verbs, against Python's `re` and brute force, plus the cases that found bugs kept as regression tests.

Everything is deterministic (``derandomize=True``) and bounded by work units, never by time. Longer runs of the
same properties are marked ``exhaustive`` (``make test-full``).
"""

from __future__ import annotations

import itertools
import json
import os
import re
import tempfile
import warnings

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import regex_strategies
from cli_runner import run
from puzzlers import regexcrossword as rc
from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword import regex as rx
from puzzlers.regexcrossword import solver as rc_solver
from puzzlers.regexcrossword import web as rc_web

FAST = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
LONG = settings(max_examples=3000, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])

# ---------------------------------------------------------------------------------------------------------------
# Random clues of the dialect: classes, anchors, boundaries, groups, backreferences, lookaheads, lazy repeats


LEAVES = ["a", "b", "c", ".", "[ab]", "[^a]", "[a-c]", "\\w", "\\W", "\\1", "\\2", "^", "$", "\\b", "\\B",
          "\\A", "\\Z", " "]


def clue_strategy(leaves: list[str] = LEAVES, max_leaves: int = 6):
    return regex_strategies.clue_strategy(leaves, max_leaves)


def _supported(pattern: str) -> bool:
    """Both Python and our parser accept the clue (where the dialects agree)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            re.compile(pattern)
        rx.parse(pattern)
    except (re.error, PuzzleError):
        return False
    return True


def _fullmatch(pattern: str, text: str) -> bool:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return re.fullmatch(pattern, text) is not None


def _check_matcher(pattern: str, text: str) -> None:
    assume(_supported(pattern))
    try:
        got = rx.matches(pattern, text)
    except PuzzleError:
        return  # over the matcher's own budget: a clear error, never a wrong answer
    assert got == _fullmatch(pattern, text), (pattern, text)


@FAST
@given(clue_strategy(), st.text(alphabet="abc _", max_size=6))
def test_matcher_agrees_with_re_fullmatch(pattern, text):
    _check_matcher(pattern, text)


@pytest.mark.exhaustive
@LONG
@given(clue_strategy(max_leaves=9), st.text(alphabet="abc _", max_size=8))
def test_matcher_agrees_with_re_fullmatch_long(pattern, text):
    _check_matcher(pattern, text)


# ---------------------------------------------------------------------------------------------------------------
# Small puzzles against brute force: every grid over a 2-3 letter alphabet


def _brute(puzzle: rc.Puzzle) -> set[tuple[str, ...]]:
    found = set()
    for letters in itertools.product(puzzle.alphabet, repeat=puzzle.size):
        if all(_fullmatch(c.regex, "".join(letters[k] for k in c.cells)) for c in puzzle.clues):
            found.add(tuple(puzzle.grid_rows(list(letters))))
    return found


@st.composite
def small_puzzles(draw, leaves=("a", "b", "c", ".", "[ab]", "[^a]", "\\1", "^", "$", "\\b", "\\B", "(?=a)",
                                "(?!b)", "(?=.*(.)\\1$)")):
    nrows = draw(st.integers(1, 3))
    ncols = draw(st.integers(1, 3))
    alphabet = draw(st.sampled_from(["ab", "abc"] if nrows * ncols <= 6 else ["ab"]))
    clue = clue_strategy(list(leaves), max_leaves=4)
    rows = [draw(clue) for _ in range(nrows)]
    cols = [draw(clue) for _ in range(ncols)]
    assume(all(_supported(p) for p in rows + cols))
    assume(not any(p.strip() != p or p.startswith("#") or not p for p in rows + cols))
    return rc.from_text(f"alphabet: {alphabet}\nrows:\n" + "\n".join(rows) + "\ncolumns:\n" + "\n".join(cols) + "\n")


def _check_against_brute(puzzle: rc.Puzzle) -> None:
    expected = _brute(puzzle)
    try:
        got = rc.solve(puzzle, rc.MAX_SOLUTIONS)
    except rc.GaveUp:
        return
    assert got.complete and set(got.solutions) == expected, [c.regex for c in puzzle.clues]
    try:
        h = rc.hint(puzzle)
    except PuzzleError:
        raise AssertionError("hint raised instead of reporting") from None
    if h.status == "hint" and h.method in ("clue", "logic"):
        k = puzzle.cell(*h.cell)
        assert all("".join(s)[k] == h.symbol for s in expected)  # forced: the same in every solution
        _assert_steps_replay(puzzle, h)
    status = rc.check(puzzle)
    for clue, s in zip(puzzle.clues, status):
        possible = any(_fullmatch(clue.regex, "".join(w))
                       for w in itertools.product(puzzle.alphabet, repeat=len(clue.cells)))
        assert s == ("possible" if possible else "impossible"), clue.regex


@FAST
@given(small_puzzles())
def test_small_puzzles_agree_with_brute_force(puzzle):
    _check_against_brute(puzzle)


@pytest.mark.exhaustive
@LONG
@given(small_puzzles())
def test_small_puzzles_agree_with_brute_force_long(puzzle):
    _check_against_brute(puzzle)


def _assert_steps_replay(puzzle: rc.Puzzle, h: rc.Hint, letters=None) -> None:
    """Each step, replayed in order from the letters so far, leaves its cell exactly its symbols; the last
    step is the hinted cell with its symbol; and the named clues alone, propagated, force the cell."""
    solver = rc_solver._Solver(puzzle)
    doms = solver.initial(letters)
    names = {c.name: k for k, c in enumerate(puzzle.clues)}
    assert h.steps and h.steps[-1].cell == h.cell and h.steps[-1].symbols == h.symbol
    for step in h.steps:
        k = names[step.clue]
        cell = puzzle.cell(*step.cell)
        out = solver.narrow(k, doms)
        assert out is not None
        new = out[puzzle.clues[k].cells.index(cell)]
        assert solver.symbol_set(new) == step.symbols, (step, solver.symbol_set(new))
        doms[cell] = new
    assert set(h.clues) == {s.clue for s in h.steps}
    doms = solver.initial(letters)  # the named clues on their own, to a fixed point
    only = [names[n] for n in h.clues]
    changed = True
    while changed:
        changed = False
        for k in only:
            out = solver.narrow(k, doms)
            for cell, new in zip(puzzle.clues[k].cells, out):
                if new != doms[cell]:
                    doms[cell] = new
                    changed = True
    assert doms[puzzle.cell(*h.cell)] == 1 << puzzle.alphabet.index(h.symbol)


# ---------------------------------------------------------------------------------------------------------------
# The web entry points and the CLI verbs take anything and raise nothing but PuzzleError

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-3, 50), st.text(max_size=8),
              st.sampled_from(["a|b", "(.)\\1", "[AB]+", "(?<=a)", "\ud800", "beginner/beatles", "_A", ""])),
    lambda children: st.one_of(st.lists(children, max_size=4),
                               st.dictionaries(st.sampled_from(["patternsX", "patternsY", "patternsZ", "hexagonal",
                                                                "name", "alphabet", "grid", "puzzles", "row_lengths",
                                                                "clues", "regex", "cells", "shape", "id"]),
                                               children, max_size=5)),
    max_leaves=12)

texts = st.one_of(
    st.text(max_size=40),
    st.builds(lambda rows, cols, alphabet: f"alphabet: {alphabet}\nrows:\n{rows}\ncolumns:\n{cols}\n",
              st.text(alphabet="ab.|()[]*+?\\1^$ \ud800", max_size=10), st.text(alphabet="ab.|()*\\1", max_size=8),
              st.sampled_from(["ab", "a", "\ud800b", ""])),
)


def _call(fn, **kwargs):
    try:
        result = fn(**kwargs)
    except PuzzleError:
        return None
    json.dumps(result)  # JSON-safe
    return result


@FAST
@given(st.one_of(json_values, texts), st.one_of(json_values, st.lists(st.sampled_from(["", "a", "b", "ab"]))),
       st.one_of(st.integers(-1, 1001), json_values))
def test_web_entry_points_raise_only_puzzle_errors(puzzle, cells, cap):
    _call(rc_web.web_load, puzzle=puzzle)
    _call(rc_web.web_solve, puzzle=puzzle, max_solutions=cap, cells=cells)
    _call(rc_web.web_check, puzzle=puzzle, cells=cells)
    _call(rc_web.web_hint, puzzle=puzzle, cells=cells)


def test_web_list_and_every_bundled_puzzle_load():
    listing = rc_web.web_list()
    assert all(item["supported"] for item in listing["puzzles"])
    for item in listing["puzzles"]:
        loaded = rc_web.web_load(item["id"])
        assert len(loaded["cells"]) == sum(loaded["rows"])


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.one_of(texts, json_values.map(json.dumps)), st.sampled_from(["solve", "hint", "solve --json",
                                                                       "hint --json"]))
def test_cli_verbs_exit_cleanly(content, verb):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "p.txt")
        with open(path, "w", encoding="utf-8", errors="surrogatepass") as f:
            f.write(content)
        status, _, _ = run(["regex", *verb.split()[:1], path, *verb.split()[1:]])
        assert status in (0, 2)


# ---------------------------------------------------------------------------------------------------------------
# Regression tests: every case that found a bug


def test_backreference_matches_the_captured_text_not_the_body():
    puzzle = rc.from_text("rows:\n(^a)\\1\ncolumns:\na|b\na|b\n")
    assert rc.solve(puzzle).solutions == (("aa",),)
    assert rx.matches("(^a)\\1", "aa") and re.fullmatch(r"(^a)\1", "aa")


def test_backreference_to_an_unset_group_fails_as_in_python():
    assert rc.solve(rc.from_text("rows:\n(a){0}\\1\ncolumns:\na|b\na|b\n")).count == 0
    assert not rx.matches("(a){0}\\1", "") and not re.fullmatch(r"(a){0}\1", "")
    assert rc.solve(rc.from_text("rows:\n(a){0}\\1|b\ncolumns:\na|b\n")).solutions == (("b",),)


def test_backreference_to_a_group_in_a_lookahead():
    puzzle = rc.from_text("alphabet: ab\nrows:\n(?=.*(.)\\1$).*\ncolumns:\n.\n.\n.\n")
    assert set(rc.solve(puzzle, 100).solutions) == {(w,) for w in ("aaa", "abb", "baa", "bbb")}
    # a lookahead is atomic in Python: its first match fixes the capture
    for text in ("abc", "ac", "abbc"):
        assert rx.matches("(?=(a|ab))\\1c", text) == (re.fullmatch(r"(?=(a|ab))\1c", text) is not None)


def test_word_boundaries():
    puzzle = rc.from_text("alphabet: ab \nrows:\n.\\b.\\B.\ncolumns:\n.\n.\n.\n")
    expected = {(w,) for w in map("".join, itertools.product("ab ", repeat=3)) if re.fullmatch(r".\b.\B.", w)}
    assert set(rc.solve(puzzle, 100).solutions) == expected


def test_unsupported_syntax_is_named():
    with pytest.raises(PuzzleError, match=r"lookbehind \(\?<=\.\.\.\) / \(\?<!\.\.\.\) is not supported"):
        rc.from_text("rows:\n(?<=a)b\ncolumns:\nb\n")
    with pytest.raises(PuzzleError, match="conditional groups"):
        rx.parse("(a)(?(1)b|c)")


def _gave_up_within(fn, limit: int) -> rc.GaveUp:
    with pytest.raises(rc.GaveUp) as info:
        fn()
    used = int(re.search(r"after ([\d,]+) units", str(info.value)).group(1).replace(",", ""))
    assert limit < used <= limit + 20_000 and f"{limit:,}" in str(info.value)  # stops at the budget, names it
    return info.value


LOOKAHEAD = "(?:(?=(?:[ab]?){100}(?:[ab]?){100}(?:[ab]?){100}c)[ab]|[ab])+"


def test_hostile_lookahead_stops_at_the_budget(monkeypatch):
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 200_000)
    puzzle = rc.from_text(f"rows:\n{LOOKAHEAD}\ncolumns:\n" + "[abc]\n" * 9)
    _gave_up_within(lambda: rc.solve(puzzle), 200_000)
    h = rc.hint(puzzle)
    assert h.status == "gave_up" and "200,000" in h.message


def test_hostile_construction_is_charged(monkeypatch):
    text = "rows:\n(?:a?b?){100}(?:b?a?){100}\ncolumns:\n" + "[ab]\n" * 40
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 5_000)
    _gave_up_within(lambda: rc.solve(rc.from_text(text)), 5_000)  # the automaton alone costs more than that
    _gave_up_within(lambda: rc.check(rc.from_text(text)), 5_000)
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 3_000_000)
    assert rc.solve(rc.from_text(text), 2).count == 2


def test_exponential_backtracking_clue_is_verified_without_re():
    puzzle = rc.from_text("rows:\n((x+)+)+y|.*\ncolumns:\n" + "x\n" * 18)
    assert rc.solve(puzzle).solutions == (("x" * 18,),)
    assert rc.check(puzzle, ["x"] * 18) == ["ok"] * 19


def test_the_work_count_does_not_depend_on_caches(monkeypatch):
    monkeypatch.setattr(rc_solver, "WORK_BUDGET", 50_000)
    text = "alphabet: ABC\nrows:\n" + "(.*)(.*)\\2\\1\n" * 6 + "columns:\n" + "(.)\\1*.*\n" * 6
    first = str(_gave_up_within(lambda: rc.solve(rc.from_text(text)), 50_000))
    rx.clear_caches()
    assert str(_gave_up_within(lambda: rc.solve(rc.from_text(text)), 50_000)) == first


@pytest.mark.parametrize("data, message", [
    ({"patternsX": 1, "patternsY": ["a"]}, "patternsX must be a list"),
    ({"patternsX": ["a"], "patternsY": ["a"], "alphabet": 5}, "the alphabet must be text"),
    ({"puzzles": 5}, "puzzles must be a list"),
    ({"hexagonal": True, "patternsX": 3, "patternsY": [], "patternsZ": []}, "patternsX must be a list"),
    ({"name": [[1]], "patternsX": ["a"], "patternsY": ["a"]}, "name must be text"),
    ({"row_lengths": [0] * 50_000, "clues": []}, "row_lengths must be a list of 1 to 400"),
    ({"row_lengths": [1, -1, 1], "clues": []}, "each of row_lengths"),
    ({"row_lengths": [True], "clues": []}, "each of row_lengths"),
    ([[[[[{"patternsX": ["a"], "patternsY": ["a"]}]]]]], "nest at most 3"),
])
def test_wrong_json_types_are_puzzle_errors(data, message):
    with pytest.raises(PuzzleError, match=message):
        rc.puzzles_from_json(data)


def test_deeply_nested_json_is_a_puzzle_error():
    with pytest.raises(PuzzleError, match="nested too deeply"):
        rc.puzzles_from_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(PuzzleError):
        rc_web.web_solve("[" * 100_000 + "]" * 100_000)


def test_cli_prints_a_lone_surrogate():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "s.json")
        with open(path, "w", encoding="utf-8") as f:
            f.write('{"name": "s", "patternsX": ["\\ud800"], "patternsY": ["[\\ud800A]"]}')
        status, out, _ = run(["regex", "solve", path])
        assert status == 0 and "\\ud800" in out
        status, out, _ = run(["regex", "hint", path])
        assert status == 0 and "\\ud800" in out


def test_beatles_hint_names_clues_that_force_the_cell():
    puzzle = rc.bundled_puzzle("beginner/beatles")
    h = rc.hint(puzzle)
    assert (h.cell, h.symbol, h.method, h.clues) == ((1, 0), "L", "logic", ("row 2 left", "column 1 top"))
    assert [(s.clue, s.cell, s.symbols) for s in h.steps] == [("row 2 left", (1, 0), "AELPS"),
                                                              ("column 1 top", (1, 0), "L")]
    reply = rc_web.web_hint("beginner/beatles")
    assert reply["steps"] == [{"clue": "row 2 left", "cell": [1, 0], "symbols": "AELPS"},
                              {"clue": "column 1 top", "cell": [1, 0], "symbols": "L"}]
    status, out, _ = run(["regex", "hint", "beginner/beatles"])
    assert status == 0 and "2. column 1 top leaves row 2, cell 1 only 'L'" in out


BUNDLED = [pid for pid, _pack, p, _ in rc.bundled() if p is not None]


@pytest.mark.parametrize("pid", BUNDLED)
def test_every_first_hint_is_explained(pid):
    """A "clue" hint's clue forces the cell alone; a "logic" hint's steps replay and its clues force it."""
    puzzle = rc.bundled_puzzle(pid)
    h = rc.hint(puzzle)
    assert h.status == "hint", pid
    if h.method in ("clue", "logic"):
        _assert_steps_replay(puzzle, h)
    if h.method == "clue":
        assert len(h.clues) == 1 and len(h.steps) == 1
