"""The Python side of the live docs (site/js/examples.js, site/js/playground.js): `puzzlers.web.run_example`
(prints streamed, the REPL's last value, tracebacks of the reader's own lines) and `run_doctest` (every doctest
of the package, as the browser runs it, line by line)."""

from __future__ import annotations

import doctest
import importlib
import json
import pkgutil
import re
import sys

import pytest

import puzzlers
from puzzlers.errors import PuzzleError
from puzzlers.web import OUTPUT_LIMIT, call, run_doctest, run_example


def test_prints_stream_before_the_code_ends():
    events = []
    namespace = {"events": events}
    code = "print('first')\nevents.append('after the first print')\nprint('second')"
    result = run_example(code, on_output=lambda text: events.append(("out", text)), namespace=namespace)
    assert events[0] == ("out", "first\n")
    assert events[1] == "after the first print"
    assert "".join(e[1] for e in events if isinstance(e, tuple)) == "first\nsecond\n"
    assert result == {"output": "first\nsecond\n", "error": None}


def test_every_line_printed_before_long_work_is_on_the_page_during_it():
    """print() writes its text and its newline apart: the second of two quick prints must not wait for the end."""
    events = []
    code = "print('a')\nprint('b')\nevents.append('work')\nprint('c')"
    run_example(code, on_output=lambda text: events.append(("out", text)), namespace={"events": events})
    assert events == [("out", "a\n"), ("out", "b\n"), "work", ("out", "c\n")]


def test_a_loop_of_prints_is_sent_in_batches():
    chunks = []
    result = run_example("for i in range(10_000):\n    print(i)", on_output=chunks.append)
    assert "".join(chunks) == result["output"] == "".join(f"{i}\n" for i in range(10_000))
    assert len(chunks) < 10_000


def test_the_last_bare_expression_is_shown_as_in_a_repl():
    assert run_example("x = 6 * 7\nx")["output"] == "42\n"
    assert run_example("'text'")["output"] == "'text'\n"
    assert run_example("None")["output"] == ""
    assert run_example("print(1)")["output"] == "1\n"  # print returns None: shown once
    assert run_example("x = 1")["output"] == ""
    assert run_example("for i in range(2):\n    i")["output"] == ""  # only a last top-level expression


def test_a_traceback_shows_only_the_readers_lines():
    code = "def half(n):\n    return n // 0\n\nhalf(4)"
    error = run_example(code)["error"]
    lines = error.splitlines()
    assert lines[0] == "Traceback (most recent call last):"
    assert [line for line in lines if line.startswith("  File")] == [
        '  File "<example>", line 4, in <module>', '  File "<example>", line 2, in half']
    assert "    half(4)" in lines and "    return n // 0" in lines
    assert lines[-1] == "ZeroDivisionError: integer division or modulo by zero"
    assert "web.py" not in error and "puzzlers" not in error


def test_library_frames_are_hidden_and_the_message_kept():
    error = run_example("from puzzlers.plates import solve\nsolve('1')")["error"]
    assert [line for line in error.splitlines() if line.startswith("  File")] == [
        '  File "<example>", line 2, in <module>']
    assert error.splitlines()[-1] == "puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 1"


def test_syntax_errors_point_at_the_line():
    error = run_example("x = 1\ny = (")["error"]
    assert error.splitlines()[0] == '  File "<example>", line 2'
    assert error.splitlines()[-1] == "SyntaxError: '(' was never closed"


def test_system_exit_with_a_status_or_a_message_ends_as_a_script_does():
    """SystemExit(3) and sys.exit("bye") were shown as errors (a red traceback, ``SystemExit: bye``): as a script,
    the code ends, the message printed (Python prints it to standard error), another status than 0 said."""
    assert run_example("print('bye')\nraise SystemExit(3)") == {"output": "bye\n(exit status 3)\n", "error": None}
    assert run_example("import sys\nsys.exit('stopped here')") == {"output": "stopped here\n", "error": None}
    assert run_example(">>> raise SystemExit('no')\n>>> 1") == {"output": ">>> raise SystemExit('no')\nno\n",
                                                                "error": None}


def test_exit_with_no_error_ends_quietly():
    """exit(), sys.exit() and sys.exit(0) end the code as a script ends: no error (it was shown as one, in red,
    "SystemExit: None"); in a session too."""
    for code in ("print('bye')\nexit()", "import sys\nprint('bye')\nsys.exit(0)", "print('bye')\nraise SystemExit"):
        assert run_example(code) == {"output": "bye\n", "error": None}, code
    assert run_example(">>> print('bye')\n>>> exit()\n>>> print('never')") == {
        "output": ">>> print('bye')\nbye\n>>> exit()\n", "error": None}


def test_a_deep_recursion_shows_its_last_calls_at_once():
    """A recursion limit raised far: its traceback was read whole (100,000 calls: 2.4 s on CPython, 10.6 s in
    Chromium, "Running…" meanwhile); its last calls are shown, and how many were left out."""
    code = "import sys\nsys.setrecursionlimit(30000)\ndef f(n):\n    return f(n + 1)\nf(0)"
    limit = sys.getrecursionlimit()
    lines = run_example(code)["error"].splitlines()
    assert sys.getrecursionlimit() == limit  # the example's limit is not the next run's
    assert lines[0] == "Traceback (most recent call last):"
    assert lines[1:3] == ['  File "<example>", line 4, in f', "    return f(n + 1)"]
    assert lines[-3:-1] == ["  [Previous line repeated 4997 more times]",
                            "RecursionError: maximum recursion depth exceeded"]
    left_out = re.fullmatch(r"\(the ([\d,]+) calls before the last 5,000 are left out\)", lines[-1])
    assert left_out and 20000 < int(left_out[1].replace(",", "")) < 30000
    assert len(lines) < 20
    # raised from a deep one: cut too, and said under the deep one's own line
    chained = code.replace("f(0)", "try:\n    f(0)\nexcept RecursionError as e:\n    raise ValueError('deep') from e")
    lines = run_example(chained)["error"].splitlines()
    assert lines[-1] == "ValueError: deep" and len(lines) < 30
    deep = lines.index("RecursionError: maximum recursion depth exceeded")
    assert re.fullmatch(r"\(the [\d,]+ calls before the last 5,000 are left out\)", lines[deep + 1])


def test_asyncio_run_is_said_in_python_words():
    """In the browser, asyncio.run said Pyodide's advice for JavaScript ("Cannot stack switch … Use
    pyFunc.callPromising() to fix"): the page's reader is told what cannot run here."""
    code = "raise RuntimeError('Cannot stack switch because the Python entrypoint was a synchronous function.')"
    assert run_example(code)["error"].splitlines()[-1] == (
        "RuntimeError: asyncio.run() and other waits for a coroutine cannot run here: the page runs an example's "
        "code in one go, with no event loop of its own; call the work as plain functions")


def test_output_is_cut_at_the_limit():
    chunks = []
    result = run_example(f"print('x' * {OUTPUT_LIMIT * 2})", on_output=chunks.append)
    assert result["output"].endswith(f"x\n… output cut at {OUTPUT_LIMIT:,} characters\n")
    assert len(result["output"]) < OUTPUT_LIMIT + 100
    assert "".join(chunks) == result["output"]
    # cut just after a line's end: the mark on the next line, not under an empty one
    line = "y" * 99
    result = run_example(f"for _ in range({OUTPUT_LIMIT}):\n    print({line!r})")
    assert result["output"].endswith(f"{line}\n… output cut at {OUTPUT_LIMIT:,} characters\n"), result["output"][-200:]


def test_a_terminals_colours_are_left_out():
    """Code that colours its output for a terminal ("\\x1b[31m") showed "[31m" around its words: the page has no
    terminal, and shows the words alone; write() still counts what it was given."""
    result = run_example("import sys\nprint('\\x1b[31mred\\x1b[0m, \\x1b[1;32mgreen\\x1b[0m')\n"
                         "sys.stdout.write('\\x1b[2Kdone\\n')")
    assert result == {"output": "red, green\ndone\n9\n", "error": None}


def test_a_traceback_is_taken_apart_once_shown():
    """Freed whole, a deep traceback's links freed each other, one inside the other: in the browser a recursion
    4,000 calls deep overflowed the stack once its traceback was shown. Each link of a long one is left alone."""
    import puzzlers.web as web

    def deep(n):
        return 1 / 0 if n == 0 else deep(n - 1)

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(5000)
    try:
        deep(1500)
    except ZeroDivisionError as exc:
        shown = web._reader_traceback(exc)
        assert exc.__traceback__.tb_next is None
    finally:
        sys.setrecursionlimit(limit)
    assert shown.splitlines()[-1] == "ZeroDivisionError: division by zero"
    # a short one is left whole: an exception the reader keeps shows all its frames
    try:
        deep(5)
    except ZeroDivisionError as exc:
        web._reader_traceback(exc)
        links, tb = 0, exc.__traceback__
        while tb is not None:
            links, tb = links + 1, tb.tb_next
        assert links == 7


def test_a_run_that_changes_what_the_puzzles_share_asks_for_a_fresh_python():
    """builtins.print replaced left every later run without output, a solver's entry point patched reached the
    widgets: the run says what it changed and asks for a fresh Python ("restart"). Using the package, defining
    names, importing modules, showing a value (builtins._) change nothing there."""
    import builtins
    import math

    import puzzlers.plates.web as plates_web

    kept = builtins.print, math.gcd, plates_web.web_solve
    try:
        note = "which the page's puzzles share: Python starts afresh for the next request.)\n"
        assert run_example("import builtins\nbuiltins.print = len") == {
            "output": f"(This code changed builtins.print, {note}", "error": None, "restart": True}
        assert builtins.print is kept[0]  # put back at once: the runner's own code and the answer's way need it
        # builtins broken for the check itself (it failed, and every request after it): put back, said, restarted
        for broken in ("sorted", "isinstance", "len", "vars"):
            result = run_example(f"import builtins\nbuiltins.{broken} = None\n1 / 0")
            assert result["restart"] and result["output"] == f"(This code changed builtins.{broken}, {note}", broken
            assert result["error"].endswith("ZeroDivisionError: division by zero")
        result = run_example("import math, puzzlers.plates.web as w\nmath.gcd = max\nw.web_solve = None\n"
                             "w.extra = 1\nimport builtins\nbuiltins.extra = 2\n1 / 0")
        assert result["restart"] and result["error"].endswith("ZeroDivisionError: division by zero")
        assert result["output"] == (f"(This code changed builtins.extra, math.gcd, puzzlers.plates.web.extra and 1 "
                                    f"more, {note}")
        math.gcd, plates_web.web_solve = kept[1:]
        assert not hasattr(builtins, "extra")
        del plates_web.extra
        from puzzlers.numbers.solver import Answer
        to_json = Answer.to_json
        assert run_example("from puzzlers.numbers.solver import Answer\nAnswer.to_json = dict")["restart"]
        Answer.to_json = to_json
        # a module of the package the run loads itself, then patches (the widget of the next page imported it no
        # more): made here by hand, as an import makes it (re-importing the package's own modules would leave the
        # later tests with two copies of its classes)
        fresh = "import sys, types\nm = types.ModuleType('puzzlers.fresh_module')\nsys.modules[m.__name__] = m\n"
        try:
            assert "restart" not in run_example(fresh + "m.VALUE = 1")  # loaded, not changed
            del sys.modules["puzzlers.fresh_module"]
            assert run_example(fresh + "m.solve = lambda **k: {}")["output"] == (
                f"(This code changed puzzlers.fresh_module.solve, {note}")
        finally:
            sys.modules.pop("puzzlers.fresh_module", None)
        # another module's constant the package reads (sys.platform turned off the page's progress and output), a
        # special method given to a class of the package, builtins.BaseException replaced (the run failed)
        platform = sys.platform
        try:
            assert run_example("import sys\nsys.platform = 'x'")["restart"]
        finally:
            sys.platform = platform
        assert run_example("from puzzlers.numbers.solver import Answer\nAnswer.__bool__ = lambda s: False")["restart"]
        del Answer.__bool__
        result = run_example("import builtins\nbuiltins.BaseException = int\n1 / 0")
        assert result["restart"] and result["error"].endswith("ZeroDivisionError: division by zero")
        assert BaseException.__name__ == "BaseException"
        # help() on a class of the package: Python 3.14 keeps its annotations in the class once read (no change)
        assert "restart" not in run_example("from puzzlers.numbers.solver import Answer\nhelp(Answer)\n"
                                            "Answer.__annotations_cache__ = {}")
        from puzzlers.nerdle.maxi import Fit  # (loaded before, as on the page, and not copied yet)

        if "__slotnames__" in vars(Fit):
            del Fit.__slotnames__
        for code in ("from puzzlers.plates import solve\nsolve('1234').count", ">>> x = 6 * 7\n>>> x",
                     "import mimetypes\nmimetypes.guess_type('a.txt')",  # (a flag set at first use)
                     # copy() of a class with slots writes its __slotnames__ (the reference's Maxi example said so)
                     "from puzzlers.nerdle.maxi import Fit, answers\nfit = Fit([('17-2+43=58', 'BGGGPBPGBP')])\n"
                     "print(list(answers(fit=fit))[:3])",
                     "import json, fractions, statistics\ndef print(*a): pass\nprint(1)"):
            assert "restart" not in run_example(code), code
    finally:
        builtins.print, math.gcd, plates_web.web_solve = kept


def test_the_entry_point_runs_examples_through_call():
    response = json.loads(call(json.dumps({"module": "web", "fn": "run_example", "args": {"code": "print(6*7)\n7"}})))
    assert response == {"ok": True, "result": {"output": "42\n7\n", "error": None}}


def test_a_doctest_session_reports_each_line():
    result = run_doctest(">>> 1 + 1\n2\n>>> print('a')\nb\n>>> 1 / 0\n0\n")
    assert (result["passed"], result["failed"]) == (1, 2)
    assert [(e["source"], e["want"], e["got"], e["ok"]) for e in result["examples"]] == [
        ("1 + 1\n", "2\n", "2\n", True), ("print('a')\n", "b\n", "a\n", False),
        ("1 / 0\n", "0\n", "ZeroDivisionError: division by zero\n", False)]


def test_an_expected_exception_shows_no_frames():
    """doctest hands the whole traceback over (its own frames, the library's paths): the page shows the header,
    ``...`` and the exception, as the docstring writes it."""
    source = (">>> from puzzlers.plates import solve\n"
              ">>> solve('1')\nTraceback (most recent call last):\n...\n"
              "puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 1\n"
              ">>> print('before'); solve('1')\nTraceback (most recent call last):\n...\n"
              "puzzlers.errors.PuzzleError: wrong\n")
    result = run_doctest(source)
    assert (result["passed"], result["failed"]) == (2, 1)
    header = "Traceback (most recent call last):\n...\n"
    assert [e["got"] for e in result["examples"]] == [
        "", header + "puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 1\n",
        "before\n" + header + "puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 1\n"]


def test_a_doctest_runs_with_its_modules_globals():
    result = run_doctest('>>> web_warm("plates")\n{\'module\': \'plates\'}\n', "puzzlers.web")
    assert (result["passed"], result["failed"]) == (1, 0)
    for module in ("os", "puzzlers.__main__", "puzzlers..web", "puzzlersx"):
        with pytest.raises(PuzzleError, match="puzzlers package's modules only"):
            run_doctest(">>> 1\n1\n", module)
    with pytest.raises(PuzzleError, match="no module named 'puzzlers.nothing'"):
        run_doctest(">>> 1\n1\n", "puzzlers.nothing")


def test_a_malformed_session_is_a_message():
    with pytest.raises(PuzzleError, match="not a doctest session: .*lacks blank after \\.\\.\\."):
        run_doctest(">>> if True:\n...print(1)\n")
    with pytest.raises(PuzzleError, match="not a doctest session: .*inconsistent leading whitespace"):
        run_doctest("  >>> 1\n 1\n")
    assert run_doctest("no examples here") == {"examples": [], "passed": 0, "failed": 0}


def test_the_editor_bundle_is_built_cached_and_free_of_eval(monkeypatch):
    """hooks/editor_bundle.py: esbuild from node_modules (npm ci), cached by the inputs' hash."""
    import sys
    from pathlib import Path

    hooks = Path(__file__).resolve().parents[2] / "hooks"
    sys.path.insert(0, str(hooks))
    import editor_bundle

    text = editor_bundle.bundle()
    cached = editor_bundle.CACHE / f"editor-{editor_bundle._inputs_hash()}.js"
    assert cached.read_text(encoding="utf-8") == text
    assert text.startswith("/* Puzzlers' code editor: CodeMirror 6")
    assert "PuzzlersEditor" in text and not editor_bundle.EVAL.search(text)
    # not built again: with esbuild gone, the cached bundle is still there
    monkeypatch.setattr(editor_bundle, "ESBUILD", Path("/nonexistent/esbuild"))
    assert editor_bundle.bundle() == text


def package_doctests():
    """Every doctest of the package, as doctest's finder sees it (pytest --doctest-modules runs the same)."""
    finder = doctest.DocTestFinder()
    for info in pkgutil.walk_packages(puzzlers.__path__, "puzzlers."):
        if info.name.endswith(".__main__"):
            continue
        module = importlib.import_module(info.name)
        for test in finder.find(module):
            if test.examples:
                yield module.__name__, test


def test_every_doctest_of_the_package_passes_as_the_browser_runs_it():
    """The browser test (tests/e2e/test_live_docs.py) runs the reference pages' sessions and expects this count."""
    count = 0
    for module, test in package_doctests():
        result = run_doctest(test.docstring, module)
        assert result["failed"] == 0, (test.name, result)
        assert result["passed"] == len(test.examples)
        count += len(test.examples)
    assert count == len(doctest_examples())


def doctest_examples():
    return [example for _, test in package_doctests() for example in test.examples]
