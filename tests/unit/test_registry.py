"""The puzzle registry: every puzzle has one record, and the lists derived from the records agree with them."""

import argparse
import ast
import json
import re
import subprocess
import sys
from importlib.resources import files
from pathlib import Path

import pytest

from cli_runner import run
from puzzlers import cli, web
from puzzlers.registry import PUZZLES, Command, Puzzle, by_package, warm_modules

PACKAGE = Path(files("puzzlers"))  # type: ignore[arg-type]


def test_every_puzzle_package_has_a_record():
    with_faces = sorted(d.name for d in PACKAGE.iterdir()
                        if d.is_dir() and ((d / "cli.py").exists() or (d / "web.py").exists()))
    assert sorted(p.package for p in PUZZLES) == with_faces
    assert {"plates", "nerdle", "mathler", "regexcrossword", "matchsticks"} <= set(with_faces)
    for puzzle in PUZZLES:
        assert isinstance(puzzle, Puzzle) and puzzle.title and puzzle.commands
        assert all(isinstance(c, Command) for c in puzzle.commands)
    assert [p.order for p in PUZZLES] == sorted(p.order for p in PUZZLES)
    assert len({p.order for p in PUZZLES}) == len(PUZZLES)
    assert by_package("plates").title == "License plates"
    with pytest.raises(KeyError):
        by_package("sudoku")


def test_records_import_nothing_but_the_registry():
    for puzzle in PUZZLES:
        tree = ast.parse((PACKAGE / puzzle.package / "record.py").read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        assert imported == {"puzzlers.registry"}, puzzle.package


def test_commands_are_unique_and_each_configures_its_parser():
    names = [command.name for puzzle in PUZZLES for command in puzzle.commands]
    assert len(names) == len(set(names))
    assert list(cli.COMMANDS) == names
    assert {name: package for name, (package, _) in cli.COMMANDS.items()} == {
        c.name: p.package for p in PUZZLES for c in p.commands}
    for puzzle in PUZZLES:
        for command in puzzle.commands:
            parser = cli.build_parser([command.name])
            sub = next(a for a in parser._actions if a.dest == "command").choices[command.name]
            assert sub.format_help().startswith(f"usage: puzzlers {command.name}"), command
            assert any(a.option_strings or a.dest != "help" for a in sub._actions), command


def test_the_browser_lists_come_from_the_records():
    assert web._ALLOWED_MODULES == {p.package for p in PUZZLES} | {"web"}
    assert web.FIRST_REQUESTS == {p.package: p.first_request for p in PUZZLES if p.first_request}
    assert warm_modules()[:5] == ["plates", "nerdle", "mathler", "regexcrossword", "matchsticks"]
    assert set(warm_modules()) <= set(web.FIRST_REQUESTS)


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.first_request], ids=lambda p: p.package)
def test_first_requests_run(puzzle):
    fn, args = puzzle.first_request
    answer = json.loads(web.call(json.dumps({"module": puzzle.package, "fn": fn, "args": args})))
    assert answer["ok"], answer


def test_reading_the_records_imports_no_puzzle_library():
    script = ("import sys, puzzlers.cli, puzzlers.web\n"
              "print(sorted(m for m in sys.modules if m.startswith('puzzlers')))")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout == "['puzzlers', 'puzzlers.cli', 'puzzlers.errors', 'puzzlers.registry', 'puzzlers.web']\n"


def test_records_are_found_in_a_bytecode_only_zip(tmp_path):
    """The browser imports the package from a zip of bytecode (no sources): the records must be found there too."""
    import py_compile
    import zipfile

    archive = tmp_path / "puzzlers.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in sorted(PACKAGE.rglob("*")):
            if "__pycache__" in path.parts or not path.is_file():
                continue
            name = path.relative_to(PACKAGE.parent).as_posix()
            if path.suffix == ".py":
                compiled = tmp_path / "c.pyc"
                py_compile.compile(str(path), str(compiled), dfile=name, doraise=True)
                zf.write(compiled, name + "c")
            else:
                zf.write(path, name)
    script = (f"import sys; sys.path.insert(0, {str(archive)!r})\n"
              "import puzzlers.registry as r\n"
              f"assert r.__file__.startswith({str(archive)!r}), r.__file__\n"
              "print([p.package for p in r.PUZZLES])")
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{[p.package for p in PUZZLES]}\n"


def test_the_page_gets_the_warm_list_on_runtimes_script_tag():
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))
    from widget_tables import with_warm

    page = with_warm('<p>x</p><script src="../js/site.js"></script><script src="../js/kit.js"></script>')
    expected = json.dumps(warm_modules(), separators=(",", ":")).replace('"', "&quot;")
    assert page == f'<p>x</p><script src="../js/site.js" data-warm="{expected}"></script>' \
                   '<script src="../js/kit.js"></script>'


def test_the_404_page_gets_the_warm_list_too():
    """MkDocs builds 404.html from a template (on_post_template), not as a page (on_post_page)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))
    from widget_tables import on_post_template

    page = on_post_template('<script src="/js/site.js"></script>', "404.html", {})
    assert page.startswith('<script src="/js/site.js" data-warm="[&quot;plates&quot;,')
    assert on_post_template("x", "sitemap.xml", {}) == "x"


#: What a verb needs besides the examples of its arguments' help to run.
_EXAMPLE_NEEDS = {("mathler", "suggest"): ["--target", "24"]}


def _help_examples(parser, path=()):
    """``(path, argv)`` for each verb whose positional arguments' help gives examples ("e.g. X Y"), in order."""
    examples = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _help_examples(sub, (*path, name))
        elif not action.option_strings and action.help and "e.g. " in action.help:
            examples += [word.rstrip(",.;") for word in re.search(r"e\.g\. ([^()]+)", action.help).group(1).split()]
    if examples:
        yield path, [*path, *examples, *_EXAMPLE_NEEDS.get(path, [])]


def test_every_example_in_the_help_runs():
    found = dict(_help_examples(cli.build_parser()))
    assert found[("nerdle", "multi")] == ["nerdle", "multi", "52-34=18:BPBPBGPB,PBPBBGBP"]
    assert found[("nerdle", "instant")] == ["nerdle", "instant", "9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"]
    assert found[("nerdle", "feedback")] == ["nerdle", "feedback", "12+35=47", "52-34=18"]
    assert len(found) >= 6
    for argv in found.values():
        status, out, err = run(argv)
        assert (status, err) == (0, ""), (argv, err)
        assert out, argv
