"""Regex crosswords: the formats are exact. JSON -> text -> JSON and text -> JSON -> text give the same puzzle, and
so does the text `web_load` hands the page; the input edge cases of issue 18 (quoting, line separators, a byte-order
mark, a trailing ``---``, repeated lookaheads)."""

from __future__ import annotations

import itertools
import json
import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from cli_runner import run
from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword import web as rc_web
from puzzlers.regexcrossword.puzzle import (
    bundled,
    bundled_puzzle,
    from_cells_json,
    from_site_json,
    from_text,
    hexagon_geometry,
    load,
    puzzles_from_text,
    to_json,
    to_text,
)
from puzzlers.regexcrossword.regex import matches
from puzzlers.regexcrossword.solver import solve
from regex_strategies import clue_strategy


def _count(puzzle) -> int:
    result = solve(puzzle, 50)
    assert result.complete
    return result.count


def _assert_exact(puzzle) -> str:
    """Both round trips give an equal puzzle, the text is a fixed point, and web_load's text is that text."""
    text = to_text(puzzle)
    assert from_text(text) == puzzle
    assert from_site_json(to_json(puzzle)) == puzzle
    assert to_text(from_site_json(to_json(from_text(text)))) == text
    assert rc_web.web_load(text)["text"] == text
    return text


# ---------------------------------------------------------------------------------------------------------------
# The reproductions of issue 18, each with its solution count before and after the round trip

REPRODUCTIONS = [  # (site JSON, solutions, a line the text must hold)
    ({"alphabet": "ABC", "patternsY": [["."]], "patternsX": [["."]]}, 3, "alphabet: ABC"),
    ({"patternsY": [["A|B", ""], ["", "A|B"]], "patternsX": [["AB|BA"]]}, 2, '""'),
    ({"patternsY": [["A"], [""]], "patternsX": [["A(A|B)"]]}, 2, '""'),
    ({"patternsY": [["#|A"]], "patternsX": [["#"]]}, 1, '"#|A"'),
    ({"patternsY": [[" |A"]], "patternsX": [["[ B]"]]}, 1, '" |A"'),
    ({"name": "x\nrows:\nB", "patternsY": [["A"]], "patternsX": [["A"]]}, 1, 'name: "x\\nrows:\\nB"'),
    ({"patternsY": [['"A"|B']], "patternsX": [["A|B"]]}, 1, '"\\"A\\"|B"'),
    ({"patternsY": [["rows:|A"], ["---|A"]], "patternsX": [["AA"]]}, 1, "rows:|A"),
    ({"patternsY": [["rows:"]], "patternsX": [["r?ows:"]]}, 0, '"rows:"'),
]


@pytest.mark.parametrize("data, count, line", REPRODUCTIONS)
def test_reproductions_keep_their_solutions(data, count, line):
    puzzle = from_site_json(data)
    assert _count(puzzle) == count
    text = _assert_exact(puzzle)
    assert line in text.split("\n")
    assert _count(from_text(text)) == count
    assert rc_web.web_solve(data)["count"] == rc_web.web_solve(rc_web.web_load(data)["text"])["count"] == count


@pytest.mark.parametrize("sep", ["\u0085", "\u2028", "\u2029", "\x0c", "\x1c", "\x1d", "\x1e", "\x0b", "\r"])
def test_a_line_separator_inside_a_clue_stays_in_it(sep):
    data = {"patternsY": [[f"A{sep}|B"]], "patternsX": [["A|B"]]}
    puzzle = from_site_json(data)
    assert _count(puzzle) == 1
    text = _assert_exact(puzzle)
    assert text.count("\n") == 4 and not any(c in text for c in "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
    assert _count(from_text(text)) == 1
    # typed unquoted, it is still one line: the format breaks lines only at "\n"
    assert _count(from_text(f"rows:\nA{sep}|B\ncolumns:\nA|B\n")) == 1


def test_a_puzzle_typed_without_a_name_is_written_without_one():
    """The text a page shares for a typed puzzle is the one typed: no "name: regex crossword" line added (the
    pupil's box showed one line more than the teacher's). A name or an id of its own is kept."""
    typed = "rows:\nA|B\ncolumns:\nA|B\n"
    assert rc_web.web_load(typed)["text"] == typed
    assert rc_web.web_load("name: Mine\n" + typed)["text"] == "name: Mine\n" + typed
    assert to_text(from_text("id: x/1\n" + typed)).startswith("name: regex crossword\nid: x/1\n")
    assert from_text(to_text(from_text(typed))) == from_text(typed)


def test_the_alphabet_keeps_spaces_newlines_and_quotes():
    data = {"alphabet": ' \n"A', "patternsY": [["."]], "patternsX": [["."]], "grid": ['"']}
    puzzle = from_site_json(data)
    assert puzzle.alphabet == '\n "A' and puzzle.given == ('"',)
    text = _assert_exact(puzzle)
    assert 'alphabet: "\\n \\"A"' in text and 'grid:\n"\\""' in text
    assert from_text("alphabet: AB \nrows:\n.\ncolumns:\n.\n").alphabet == " AB"  # spaces at its end count


def test_old_texts_read_the_same():
    text = "# a comment\nname: Old  \r\nrows:\r\n  \\#|A  \r\ncolumns:\nB|#\n\n# another\n"
    puzzle = from_text(text)
    assert puzzle.name == "Old" and [c.regex for c in puzzle.clues] == ["\\#|A", "B|#"]
    assert solve(puzzle).solutions == (("#",),)
    assert from_text(to_text(puzzle)) == puzzle
    old = from_text('rows:\n"A\ncolumns:\n"A"|"\n')  # not a whole JSON string: as written
    assert [c.regex for c in old.clues] == ['"A', '"A"|"']


def test_double_cross_clues_are_listed_in_the_same_order_in_every_format():
    text = "rows:\nA\nB\nright:\nC\nD\ncolumns:\nE\nbottom:\nF\n"
    names = [c.name for c in from_text(text).clues]
    assert names == ["row 1 left", "row 2 left", "row 1 right", "row 2 right", "column 1 top", "column 1 bottom"]
    data = {"patternsY": [["A", "C"], ["B", "D"]], "patternsX": [["E", "F"]]}
    assert from_text(text) == from_site_json(data)
    assert to_json(from_text(text)) == {"name": "regex crossword", **data}


def test_puzzles_with_no_text_form_give_no_text():
    cells = {"row_lengths": [2, 1], "clues": [{"regex": "AB", "cells": [[0, 0], [0, 1]]}]}
    assert from_cells_json(cells).shape == "cells" and rc_web.web_load(cells)["text"] == ""
    with pytest.raises(PuzzleError, match="only rectangles and hexagons"):
        to_text(from_cells_json(cells))
    double = {"hexagonal": True, "patternsY": [["A", "A|B"]], "patternsX": [["A"]], "patternsZ": [["."]]}
    assert _count(from_site_json(double)) == 1 and rc_web.web_load(double)["text"] == ""
    named = {"shape": "hexagon", "row_lengths": [1], "clues": [{"regex": "A", "cells": [[0, 0]], "name": "mine"}]}
    assert rc_web.web_load(named)["text"] == ""


def test_every_bundled_puzzle_with_a_text_form_is_exact():
    exact = [pid for pid, _pack, p, _reason in bundled() if p is not None and p.shape != "cells" and _assert_exact(p)]
    assert len(exact) == 59
    mit = bundled_puzzle("mit-2013")
    assert from_text(rc_web.web_load("mit-2013")["text"]) == mit
    # the MIT file lists its down-left lines from the lower-right edge; they are numbered as the formats list them
    assert [c.name for c in mit.clues][13:15] == ["down-left 1", "down-left 2"]
    assert mit.clues[13].cells == tuple(hexagon_geometry(13, 13, 13)[1]["down-left"][0])


# ---------------------------------------------------------------------------------------------------------------
# A byte-order mark, a trailing ---


BEATLES = "rows:\nHE|LL|O+\n[PLEASE]+\ncolumns:\n[^SPEAK]+\nEP|IP|EF\n"


def test_a_byte_order_mark_is_ignored(tmp_path):
    as_json = json.dumps({"patternsX": [["[^SPEAK]+"], ["EP|IP|EF"]], "patternsY": [["HE|LL|O+"], ["[PLEASE]+"]]})
    for body in (BEATLES, "name: b\n" + BEATLES, as_json):
        assert solve(puzzles_from_text("\ufeff" + body)[0]).solutions == (("HE", "LP"),)
        assert rc_web.web_solve("\ufeff" + body)["solutions"] == [["HE", "LP"]]
        path = tmp_path / "b.txt"
        path.write_bytes(b"\xef\xbb\xbf" + body.encode())
        assert [p.id for p in load(str(path))] == ["b"]
        status, out, err = run(["regex", "solve", str(path), "--json"])
        assert status == 0 and json.loads(out)["solutions"] == [["HE", "LP"]], err
    assert from_text("\ufeff" + BEATLES) == from_text(BEATLES)


@pytest.mark.parametrize("end", ["---\n", "---", "---   \n\n", "---\n---\n"])
def test_a_trailing_separator_keeps_the_file_id(end):
    assert [p.id for p in puzzles_from_text(BEATLES + end, "mine")] == ["mine"]
    two = puzzles_from_text(BEATLES + "---\n" + BEATLES + end, "mine")
    assert [p.id for p in two] == ["mine/1", "mine/2"]


# ---------------------------------------------------------------------------------------------------------------
# Repeated lookaheads, as Python's re repeats them

LOOKS = ["(?=a)*a", "(?!a)+b", "(?=a)+a", "(?=a)*b", "(?=a)+b", "(?!a)*a", "(?=a)?b", "(?=a){0}a", "(?=a){2}a",
         "(?=(a))*\\1", "(?=(a))?b\\1?", "(?!a)*?a", "(?=ab|a)+.*", "(?!a){1,}(?=b)+.+", "((?=a)*)+a", "(?=.*b)*a+"]
STRINGS = ["".join(t) for n in range(6) for t in itertools.product("ab", repeat=n)]


@pytest.mark.parametrize("pattern", LOOKS)
def test_repeated_lookaheads_match_as_in_re(pattern):
    assert [s for s in STRINGS if matches(pattern, s)] == [s for s in STRINGS if re.fullmatch(pattern, s)]
    for n in range(1, 6):  # and the solver agrees: one row of n cells, every column free
        puzzle = from_text(f"alphabet: ab\nrows:\n{pattern}\ncolumns:\n" + ".\n" * n)
        expected = sorted(s for s in STRINGS if len(s) == n and re.fullmatch(pattern, s))
        assert sorted(row for row, in solve(puzzle, 100).solutions) == expected


def test_repeating_an_anchor_is_still_refused():
    with pytest.raises(PuzzleError, match="nothing to repeat at position 2"):
        from_text("rows:\n^*A\ncolumns:\nA\n")


# ---------------------------------------------------------------------------------------------------------------
# Every shape, generated

AWKWARD = ["", " |A", "A| ", "#A|B", '"A"|B', "A\u0085|B", "A\u2028|B", "A\r|B", "rows:", "Right :", "---", "\\#",
           "A\\s", "[^A]", "(A)\\1?", "\\u0041", "  "]
patterns = st.one_of(st.sampled_from(AWKWARD),
                     clue_strategy(["A", "B", ".", "[^A]", "#", " ", '"', "\u0085", "\\s"], max_leaves=4))
names = st.one_of(st.none(), st.text(max_size=12), st.sampled_from(["x\nrows:\nB", " a ", '"q"', "#n", "\ud800",
                                                                     "---", "id: 3"]))
SYMBOLS = "AB #\"\\\n\u2028\x85:-"


def _valid(pattern: str) -> bool:
    try:
        re.compile(pattern)
        from_text("alphabet: A\nrows:\n" + json.dumps(pattern) + "\ncolumns:\n.\n")
    except (re.error, PuzzleError):
        return False
    return True


def _hexagon_counts(counts):
    try:
        hexagon_geometry(*counts)
    except PuzzleError:
        return False
    return True


HEXAGONS = [c for c in itertools.product(range(1, 6), repeat=3) if _hexagon_counts(c)]


@st.composite
def site_puzzles(draw):
    """A regexcrossword.com JSON puzzle: a rectangle (single or double cross, empty ends) or a hexagon (regular or
    irregular, empty clues), with awkward clues, names and ids, sometimes an alphabet and prefilled cells."""
    valid = patterns.filter(_valid)
    data = {}
    if draw(st.booleans()):
        rows, cols = draw(st.integers(1, 3)), draw(st.integers(1, 3))
        ends = draw(st.integers(1, 2))
        data["patternsY"] = [draw(st.lists(valid, min_size=ends, max_size=ends)) for _ in range(rows)]
        data["patternsX"] = [draw(st.lists(valid, min_size=1, max_size=ends)) for _ in range(cols)]
        sizes = [cols] * rows
    else:
        counts = draw(st.sampled_from(HEXAGONS))
        data["hexagonal"] = True
        for key, n in zip(("patternsY", "patternsX", "patternsZ"), counts):
            data[key] = [[draw(valid)] for _ in range(n)]
        sizes = hexagon_geometry(*counts)[0]
    name = draw(names)
    if name is not None:
        data["name"] = name
    pid = draw(st.sampled_from(["", "mine/1", " x", "a\nb"]))
    if pid:
        data["id"] = pid
    alphabet = draw(st.one_of(st.none(), st.text(SYMBOLS, min_size=1, max_size=6)))
    if alphabet is not None:
        data["alphabet"] = alphabet
    if draw(st.booleans()):
        symbols = st.sampled_from("_" + (alphabet or SYMBOLS).replace("_", ""))
        data["grid"] = ["".join(draw(st.lists(symbols, min_size=n, max_size=n))) for n in sizes]
    return data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(site_puzzles())
def test_every_shape_round_trips_exactly(data):
    try:
        puzzle = from_site_json(data)
    except PuzzleError:
        assume(False)  # e.g. clues that name no symbol and no alphabet
    text = _assert_exact(puzzle)
    for source in (data, json.dumps(data), "\ufeff" + json.dumps(data)):
        loaded = rc_web.web_load(source)
        assert loaded["text"] == text
        assert rc_web._puzzle_arg(loaded["text"]) == puzzle
