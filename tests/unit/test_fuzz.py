"""Property-based hardening of every browser entry point and CLI verb (plates, Nerdle, Mathler, matchsticks; the
regex crossword has its own suite): whatever arrives, the answer is a result or the documented error — a
`PuzzleError` message, never an internal error or a traceback — and the work stays bounded (small sizes here;
the budgets themselves are tested where they are defined).

The inputs mix plausible values (the page's own kinds of arguments, edge values) with arbitrary JSON of the wrong
type. Runs are derandomized, so a failure reproduces; cases that found bugs are kept as explicit examples.
"""

from __future__ import annotations

import importlib
import inspect
import io
import json
import sys

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cli_runner import run
from puzzlers import cli, engine, web
from puzzlers.errors import PuzzleError
from puzzlers.registry import PUZZLES

FUZZ = settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))

JSON = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
                    max_leaves=6)
TILE_TEXT = st.text(alphabet="0123456789+-*/=()²³×≠<>^ x", max_size=14)
SMALL = st.integers(-2, 12)

#: Plausible values by parameter name (sizes kept small: the fuzz checks behaviour, the budgets bound the rest).
PLAUSIBLE = {
    "text": st.text(alphabet="0123456789", min_size=2, max_size=7) | st.text(alphabet="0123456789-D ", max_size=12),
    "guess": TILE_TEXT, "equation": st.sampled_from(["6+4=4", "5+7=2", "9-5=8", "1+1=3", "0=7×9"]) | TILE_TEXT,
    "tiles": st.sampled_from([5, 6, 7, 8, 10, 5, 6, 8]) | SMALL,
    "target": st.none() | st.integers(-50, 500) | st.text(alphabet="-0123456789 x", max_size=6),
    "group": st.none() | st.integers(-3, 3),
    "length": st.integers(0, 3), "boards": st.sampled_from([2, 4]) | SMALL,
    "max_solutions": st.integers(-1, 300), "max_candidates": st.integers(-1, 300),
    "offset": st.integers(-1, 50), "limit": st.integers(-1, 300),
    "moves": st.integers(-1, 3), "count": st.integers(-1, 3), "size": st.integers(1, 7), "seed": st.integers(0, 9),
    "cell": st.integers(-1, 8), "position": st.sampled_from(list("abcdefgvhijk") + ["", "z"]),
    "rules": st.sampled_from(["game", "seed", "x"]),
    "accept": st.sampled_from(["commutative", "anagram", "exact", "no"]),
    "mode": st.sampled_from(["move", "add", "remove", "x"]),
    "kind": st.sampled_from(["any", "numbers", "symbols", "x"]),
    "pattern": st.text(alphabet="?0123456789+-*/", max_size=9), "must": st.text(alphabet="0123456789+-*/", max_size=3),
    "must_not": st.text(alphabet="0123456789+-*/", max_size=3),
    "turns": st.lists(st.fixed_dictionaries({"guess": st.sampled_from(["12+35=47", "28/7=4", "12+3*4", "1+2*3"])
                                             | TILE_TEXT, "feedback": st.text(alphabet="GPBY", max_size=9)})
                      | st.lists(st.text(max_size=9), max_size=3) | JSON, max_size=3),
    "options": st.none() | st.dictionaries(
        st.sampled_from(["comparators", "operators", "tails", "seven", "one", "unary_minus", "gaps", "leading_zeros",
                         "bogus"]),
        st.sampled_from(["=", "=≠<>", "+-", "", "with", "both", "3", "left", "all", "sides"]) | JSON, max_size=3),
}


def _value(name: str, annotation: str):
    plausible = PLAUSIBLE.get(name)
    if plausible is None:
        plausible = st.booleans() if "bool" in annotation else st.integers(-5, 500) if "int" in annotation else JSON
    return st.integers(0, 9).flatmap(lambda i: JSON if i == 9 else plausible)  # wrong types one time in ten


def _requests(module: str, fn):
    params = inspect.signature(fn).parameters
    optional = {n: _value(n, str(p.annotation)) for n, p in params.items() if p.default is not p.empty}
    required = {n: _value(n, str(p.annotation)) for n, p in params.items() if p.default is p.empty}
    return st.fixed_dictionaries(required, optional=optional).map(
        lambda args: {"module": module, "fn": fn.__name__.removeprefix("web_"), "args": args})


#: The registered puzzles (`puzzlers.registry`) fuzzed here; these have their own suites.
OWN_SUITE = {"regexcrossword"}
FACES = [(p.package, importlib.import_module(f"puzzlers.{p.package}.web"))
         for p in PUZZLES if p.package not in OWN_SUITE]
ENTRY_POINTS = [(module, fn) for module, face in FACES
                for name, fn in sorted(vars(face).items())
                if name.startswith("web_") and callable(fn) and fn.__module__ == face.__name__]


def _answer(request) -> dict:
    response = json.loads(web.call(json.dumps(request) if not isinstance(request, str) else request))
    assert "internal" not in response, (request, response)
    assert response["ok"] or (isinstance(response["error"], str) and response["error"]), (request, response)
    return response


def test_every_entry_point_is_fuzzed():
    fuzzed = [f"{module}.{fn.__name__}" for module, fn in ENTRY_POINTS]
    assert {module for module, _ in ENTRY_POINTS} == {p.package for p in PUZZLES} - OWN_SUITE
    assert [name for name in fuzzed if name.split(".")[0] in ("plates", "nerdle", "mathler", "matchsticks")] == [
        "plates.web_hint", "plates.web_solve", "plates.web_stats", "nerdle.web_check", "nerdle.web_count",
        "nerdle.web_instant", "nerdle.web_multi", "nerdle.web_suggest", "nerdle.web_variants",
        "mathler.web_check", "mathler.web_list",
        "mathler.web_modes", "mathler.web_suggest", "matchsticks.web_draw", "matchsticks.web_generate",
        "matchsticks.web_solve", "matchsticks.web_toggle"]


@FUZZ
@given(st.data())
def test_entry_points_answer_or_refuse_with_a_message(data):
    module, fn = data.draw(st.sampled_from(ENTRY_POINTS))
    _answer(data.draw(_requests(module, fn)))


@FUZZ
@given(JSON | st.text(max_size=30))
@example('{"module": [], "fn": "x"}')  # was TypeError: unhashable type
@example("[" * 100_000 + "]" * 100_000)  # was RecursionError
@example('{"module": "matchsticks", "fn": "solve", "args": {"equation": "6+4=4", "options": {"operators": null}}}')
@example('{"module": "plates", "fn": "solve", "args": {"text": "1234", "bogus": 1}}')
def test_malformed_requests_get_a_message(request):
    _answer(request if isinstance(request, str) else {"module": "plates", "fn": "solve", "args": request})


def test_request_errors_name_the_problem():
    assert _answer('{"module": [], "fn": "x"}')["error"] == "unknown request [].'x'"
    assert _answer("[" * 100_000 + "]" * 100_000)["error"] == "bad request: JSON nested too deeply"
    assert _answer({"module": "matchsticks", "fn": "solve", "args": {"equation": "6+4=4",
                                                                     "options": {"operators": None}}})["error"] \
        == "operators must be text such as '+-×/'; got None"


# --- the command line -------------------------------------------------------------------------------------


WORDS = st.text(alphabet="0123456789+-*/=()²³×:GPBYx", max_size=12)
ARGV = st.one_of(
    st.tuples(st.just("plate"), TILE_TEXT, st.lists(st.sampled_from(
        ["--parens", "--join", "--unary", "--power", "--hint", "--json", "--max=3", "--target=24", "--group=-1",
         "--digits=3", "--quiet"]), max_size=3)),
    st.tuples(st.just("plate"), st.just("stats"), st.lists(st.sampled_from(
        ["--digits=2", "--digits=3", "--digits=9", "--json", "--quiet", "--parens", "--max=2"]), max_size=3)),
    st.tuples(st.just("nerdle"), st.sampled_from(["check", "suggest", "feedback"]), st.lists(
        WORDS | st.sampled_from(["-t5", "-t6", "-t8", "-t9", "--json", "--commutative", "--candidates=2"]),
        max_size=4)),
    st.tuples(st.just("mathler"), st.sampled_from(["check", "suggest", "count", "list"]), st.lists(
        WORDS | st.sampled_from(["-t5", "-t6", "-t7", "--json", "--rules=seed", "--target=7", "--target=-3",
                                 "--accept=exact"]), max_size=4)),
    st.tuples(st.just("matchsticks"), st.sampled_from(["solve", "draw", "generate"]), st.lists(
        WORDS | st.sampled_from(["--moves=1", "--moves=2", "--add", "--remove", "--json", "--csv", "--count=2",
                                 "--size=4", "--seed=3", "--to=0+4=4", "--operators=", "--gaps=all"]), max_size=4)),
)


def _bounded(argv: list[str]) -> bool:
    """Leave out the verbs that print whole lists (hundreds of thousands of lines) unless they are small."""
    if argv[:2] == ["mathler", "list"]:
        return any(a.startswith("--target") for a in argv) and "-t7" not in argv
    if argv[:2] == ["mathler", "count"]:
        return "-t5" in argv and "-t6" not in argv and "-t7" not in argv
    return True


@FUZZ
@given(ARGV)
@example(("mathler", "check", ["80/(4-4)", "-t8"]))
@example(("plate", "12\udcff34", ["--json"]))
def test_cli_verbs_exit_with_a_status_never_a_traceback(parts):
    argv = [parts[0], parts[1], *parts[2]]
    if not _bounded(argv):
        return
    status, out, err = run(argv)
    assert status in (0, 1, 2), (argv, status, err)
    assert "Traceback" not in err and "internal error" not in err, (argv, err)
    if "--json" in argv and status == 0 and out:
        json.loads(out)


def test_smaller_findings_of_issue_11():
    assert run(["mathler", "check", "80/(4-4)", "-t", "8"])[1] == "80/(4-4) divides by zero\n"
    inexact = run(["mathler", "check", "17/(9-7)", "-t", "8", "--rules", "seed"])[1]
    assert inexact == "17/(9-7) has a division that is not exact (the rules want whole ones)\n"
    assert engine.power(65536, 241) == 2 ** (16 * 241)  # 3,857 bits: under the documented 4,096-bit limit
    assert engine.power(65536, 257) is None and engine.power(2, 4096) is None


def test_a_full_disk_is_an_error_not_a_success():
    status, _, err = run(["nerdle", "list", "-t", "5", "--csv", "/dev/full"])
    assert status == 2 and "No space left on device" in err and "written to" not in err


def test_csv_to_standard_output_and_json_lists():
    status, out, err = run(["nerdle", "list", "-t", "5", "--csv", "-"])
    assert status == 0 and out.splitlines()[:2] == ["equation,left,right", "1*1=1,1*1,1"]
    assert len(out.splitlines()) == 128 and "127 equations written to standard output" in err
    listed = json.loads(run(["nerdle", "list", "-t", "5", "--json"])[1])
    assert listed["count"] == 127 and listed["equations"][0] == "1*1=1"
    assert json.loads(run(["nerdle", "feedback", "12+35=47", "10+21=31", "--json"])[1])["feedback"] == "GPGPBGBB"
    assert json.loads(run(["matchsticks", "draw", "6+4=4", "--json"])[1])["svg"].startswith("<svg")
    rows = json.loads(run(["mathler", "list", "-t", "5", "--target", "7", "--json"])[1])
    assert rows["count"] == 88 and rows["expressions"][0] == ["17-10", 7]


def test_a_closed_stderr_loses_only_the_progress_bar(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr("sys.stderr", None)
    assert cli.main(["plate", "stats", "--digits", "2"]) == 0
    assert cli.main(["nerdle", "list", "-t", "5", "--csv", str(tmp_path / "n.csv")]) == 0
    assert capsys.readouterr().out.startswith("2-digit plates (plain): ")
    assert len((tmp_path / "n.csv").read_text().splitlines()) == 128


def test_a_file_argument_of_dash_reads_standard_input(monkeypatch):
    text = "rows:\nHE|LL|O+\n[PLEASE]+\ncolumns:\n[^SPEAK]+\nEP|IP|EF\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    status, out, _ = run(["regex", "solve", "-", "--json"])
    assert status == 0 and json.loads(out)["solutions"] == [["HE", "LP"]]
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert run(["regex", "hint", "-"])[2] == "puzzlers: no puzzle could be read from standard input\n"
    listed = json.loads(run(["regex", "list", "--json"])[1])
    assert listed["puzzles"][0]["id"] == "tutorial/the-or-symbol"


def test_no_arguments_is_a_usage_error_on_stderr():
    status, out, err = run([])
    assert (status, out) == (2, "")
    assert err == ("usage: puzzlers [-h] [--version] PUZZLE ...\n"
                   "puzzlers: choose a PUZZLE: plate, nerdle, mathler, regex, matchsticks, countdown, 24, krypto "
                   "('puzzlers --help' says more)\n")
    assert run(["--help"])[0] == 0 and run(["--help"])[1].startswith("usage: puzzlers [-h] [--version] PUZZLE ...")


def test_an_interrupt_while_the_parser_is_built_is_no_traceback(monkeypatch):
    def interrupted(name, *args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli.importlib, "import_module", interrupted)  # Ctrl-C while the puzzle's module loads
    assert run(["nerdle", "list", "--tiles", "10"]) == (130, "", "puzzlers: interrupted\n")


def test_an_error_after_a_progress_bar_starts_on_a_line_of_its_own(monkeypatch):
    import puzzlers.plates.cli as plates_cli

    def stopped(length, options, progress=None):
        progress(6_000, 100_000)
        raise KeyboardInterrupt

    monkeypatch.setattr(plates_cli, "stats", stopped)
    status, out, err = run(["plate", "stats", "--digits", "5"], terminal=True)
    assert (status, out) == (130, "")
    assert err == f"\r[#{'.' * 29}]   6.0%  6,000/100,000 plates\npuzzlers: interrupted\n"
    # stderr to a file or a pipe: no bar (every frame of it would be written there; CLI audit)
    assert run(["plate", "stats", "--digits", "5"]) == (130, "", "puzzlers: interrupted\n")


def test_signed_arguments_are_positionals_and_negative_option_values_stay():
    assert cli.signed_positionals(["nerdle", "check", "-1+10=9", "-(1)*2=-2", "--seed", "-1", "-1.5", "-t", "7"]) == [
        "nerdle", "check", " -1+10=9", " -(1)*2=-2", "--seed", "-1", "-1.5", "-t", "7"]
    assert cli.signed_positionals(["nerdle", "check", "--", "-1+10=9"]) == ["nerdle", "check", "--", "-1+10=9"]
    assert cli.signed_positionals(["regex", "hint", "-1x"]) == ["regex", "hint", "-1x"]
    # a file name is no equation: argparse's usage error, as before (it wrote a file named " -1.csv")
    assert cli.signed_positionals(["nerdle", "list", "--csv", "-1.csv"]) == ["nerdle", "list", "--csv", "-1.csv"]
    assert run(["nerdle", "list", "--tiles", "5", "--csv", "-1.csv"])[0] == 2
    assert run(["plate", "08-D-12345", "--group", "-1", "--max", "1"])[1].startswith("12345 (plain): ")
    assert run(["matchsticks", "solve", "-1+2=3", "--unary-minus"])[1].startswith("-1+2=3, moving 1 stick: ")
    assert run(["matchsticks", "draw", "-1+2=3", "--unary-minus"])[0] == 0


# --- a command-line user's audit (2 December 2026) --------------------------------------------------------------


def test_a_closed_standard_output_is_an_error_not_silence(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr("sys.stdout", None)  # `puzzlers plate 1234 >&-`: print() wrote nothing and exit was 0
    assert cli.main(["plate", "1234"]) == 2
    assert capsys.readouterr().err == "puzzlers: standard output is closed\n"
    # nothing for standard output: no error (a review: a CSV file written was refused)
    monkeypatch.setattr("sys.stdout", None)
    assert cli.main(["nerdle", "list", "--tiles", "5", "--csv", str(tmp_path / "n.csv")]) == 0
    assert len((tmp_path / "n.csv").read_text().splitlines()) == 128


def test_an_ascii_only_output_gets_the_signs_in_ascii(monkeypatch):
    written = io.BytesIO()
    monkeypatch.setattr("sys.stdout", io.TextIOWrapper(written, encoding="ascii"))  # PYTHONIOENCODING=ascii
    assert cli.main(["24", "4", "7", "8", "8", "--max", "1"]) == 0
    sys.stdout.flush()
    assert written.getvalue().decode("ascii").splitlines() == [  # (it was "8 \xd7 7 = 56", "4 7 8 8 \u2192 24")
        "4 7 8 8 -> 24: 3 distinct solutions (5 raw); fewest numbers: 4", "  1. 8*7-8*4",
        "     8 * 7 = 56, 8 * 4 = 32, 56 - 32 = 24", "... and 2 more (--max N lists up to 5,000)"]


def test_an_unknown_option_shows_the_usage_of_its_subcommand():
    status, out, err = run(["plate", "1234", "--bogus"])
    assert (status, out) == (2, "") and err.startswith("usage: puzzlers plate [-h] [--parens]")
    assert err.endswith("\npuzzlers plate: error: unrecognized arguments: --bogus\n")
    # (regex's own --puzzle took the name of the top parser's choice, which was then not found)
    status, _, err = run(["regex", "solve", "beginner/beatles", "--bogus", "2"])
    assert status == 2 and err.startswith("usage: puzzlers regex solve [-h] [--puzzle PUZZLE]")
    assert err.endswith("\npuzzlers regex solve: error: unrecognized arguments: --bogus 2\n")
    assert run(["--bogus"])[2] == ("usage: puzzlers [-h] [--version] PUZZLE ...\n"
                                   "puzzlers: error: unrecognized arguments: --bogus\n")


def test_a_folder_is_named_as_one(tmp_path):
    assert run(["regex", "solve", str(tmp_path)]) == (2, "", f"puzzlers: {tmp_path} is a folder; give a puzzle file "
                                                               "in it\n")
    assert run(["regex", "solve", ""])[2] == ("puzzlers: no file or bundled puzzle named ''; 'puzzlers regex list' "
                                              "shows the bundled ones\n")


def test_the_24_game_reads_a_hand_of_cards_as_the_page_does():
    for hand in (["As", "Th", "Qd", "Kc"], ["A♠", "10♥", "Q♦", "K♣"], ["a", "t", "q", "k"]):
        status, out, _ = run(["24", *hand])
        assert status == 0 and out.startswith("1 10 12 13 → 24: 2 distinct solutions (4 raw)"), hand
    assert run(["24", "1", "2", "3", "4", "--target", "K"])[1].startswith("1 2 3 4 → 13: 5 distinct solutions")
    assert run(["24", "1", "2", "3", "Z"])[2] == "puzzlers: number 4 must be a whole number, not 'Z'\n"
    assert run(["countdown", "As", "2", "3", "4", "5", "6"])[2] == ("puzzlers: number 1 must be a whole number, not "
                                                                    "'As'\n")  # (Countdown has no such cards)


def test_the_targets_help_says_the_free_modes_range():
    assert "the target (100-999; with --free 1 to 1,000,000)" in " ".join(run(["countdown", "--help"])[1].split())
    assert "the target card (1-25; with --free 0 to 1,000,000)" in " ".join(run(["krypto", "--help"])[1].split())
    assert run(["countdown", "1", "2", "--free", "--target", "1000000"])[0] == 0


def test_the_library_refuses_what_is_not_an_option_or_a_puzzle():
    from puzzlers.plates import PlateOptions
    from puzzlers.regexcrossword import from_text

    with pytest.raises(PuzzleError, match="^the option parens must be true or false, not 'yes'$"):
        PlateOptions(parens="yes")  # (taken, as on)
    with pytest.raises(PuzzleError, match="^a puzzle is text; got int$"):
        from_text(5)  # (AttributeError: 'int' object has no attribute 'removeprefix')
