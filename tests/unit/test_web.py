"""The browser's entry point: every request gets JSON back, errors as messages, never a traceback."""

import json

import pytest

from puzzlers import web
from puzzlers.cli import main


def call(module, fn, **args):
    return json.loads(web.call(json.dumps({"module": module, "fn": fn, "args": args})))


@pytest.mark.parametrize("request_text,message", [
    ("not json", "bad request: not JSON"),
    ("[]", "bad request: expected a JSON object"),
    ("null", "bad request: expected a JSON object"),
    ('{"module": "os", "fn": "system"}', "unknown request 'os'.'system'"),
    ('{"module": "plates", "fn": "__init__"}', "unknown request plates.__init__"),
    ('{"module": "plates", "fn": "solve", "args": []}', "bad request: 'args' must be an object"),
    ('{"module": "plates", "fn": "solve", "args": {"txt": "1"}}', "bad request: missing a required argument: 'text'"),
    ('{"module": "plates", "fn": "solve", "args": {"text": 5}}', "bad request: 'text' must be a string; got 5"),
    ('{"module": "plates", "fn": "solve", "args": {"text": "12", "parens": "yes"}}',
     "bad request: 'parens' must be true or false; got \"yes\""),
])
def test_bad_requests_get_messages(request_text, message):
    assert json.loads(web.call(request_text)) == {"ok": False, "error": message}


def test_user_errors_are_messages_and_results_are_json():
    assert call("plates", "solve", text="1") == {"ok": False, "error": "a plate needs 2 to 11 digits; got 1"}
    response = call("plates", "solve", text="1234")
    assert response["ok"] and response["result"]["solutions"] == ["1-2=3-4", "1=2+3-4"]


def test_examples_run_and_report_errors_without_tracebacks():
    assert call("web", "run_example", code="print(6*7)")["result"] == {"output": "42\n", "error": None}
    result = call("web", "run_example", code="print('a')\n1/0")["result"]
    assert result["output"] == "a\n"
    assert result["error"].splitlines()[0] == "Traceback (most recent call last):"
    assert result["error"].splitlines()[-1] == "ZeroDivisionError: division by zero"


def test_cli_reports_unwritable_files_in_one_line(capsys):
    assert main(["mathler", "list", "--tiles", "5", "--target", "24", "--csv", "/nonexistent/dir/x.csv"]) == 2
    assert capsys.readouterr().err == "puzzlers: No such file or directory: /nonexistent/dir/x.csv\n"


def test_every_entry_point_parameter_has_a_json_type():
    """`web.call` checks request values against these annotations, so each must be a plain JSON type."""
    import importlib
    import inspect
    import types
    import typing

    precise = {str, int, bool, dict, list, type(None)}
    from puzzlers.registry import PUZZLES

    for module_name in (*(puzzle.package for puzzle in PUZZLES), "web"):
        module = importlib.import_module(f"puzzlers.{module_name}")
        for name, fn in vars(module).items():
            if name.startswith("web_") and inspect.isfunction(fn):
                hints = typing.get_type_hints(fn)
                for parameter in inspect.signature(fn).parameters:
                    hint = hints.get(parameter)
                    union = typing.get_origin(hint) in (typing.Union, types.UnionType)
                    parts = typing.get_args(hint) if union else (hint,)
                    assert all((typing.get_origin(p) or p) in precise for p in parts), (module_name, name, parameter)


def test_the_static_server_honours_accept_encoding_weights():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    from serve import accepted

    assert accepted("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert accepted("gzip, br;q=0.0000, deflate;Q=0, zstd;q=x") == {"gzip", "zstd"}  # q=0 in any spelling refuses
    assert accepted(None) == set()


def test_warm_runs_each_widgets_first_request():
    from puzzlers.web import FIRST_REQUESTS

    for module in FIRST_REQUESTS:
        request = {"module": "web", "fn": "warm", "args": {"module": module}}
        assert json.loads(web.call(json.dumps(request))) == {"ok": True, "result": {"module": module}}
    refused = json.loads(web.call(json.dumps({"module": "web", "fn": "warm", "args": {"module": "sudoku"}})))
    known = ", ".join(FIRST_REQUESTS)
    assert known.startswith("plates, nerdle, mathler, regexcrossword, matchsticks")
    assert refused == {"ok": False, "error": f"no first request for 'sudoku'; known: {known}"}


def test_package_works_imported_from_a_zip(tmp_path):
    """The browser imports the package from its zip, unpacked nowhere (js/worker.mjs): its data files must be read
    as resources, not from paths next to __file__."""
    import subprocess
    import sys
    import zipfile
    from pathlib import Path

    import puzzlers

    package = Path(puzzlers.__file__).parent
    archive = tmp_path / "puzzlers.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for path in sorted(package.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                zf.write(path, path.relative_to(package.parent).as_posix())
    script = f"""
import json, sys
sys.path.insert(0, {str(archive)!r})
import puzzlers.web
assert puzzlers.__file__.startswith({str(archive)!r}), puzzlers.__file__
for module, (fn, args) in puzzlers.web.FIRST_REQUESTS.items():
    answer = json.loads(puzzlers.web.call(json.dumps({{"module": module, "fn": fn, "args": args}})))
    assert answer["ok"], answer
print(len(json.loads(puzzlers.web.call('{{"module": "regexcrossword", "fn": "list"}}'))["result"]["puzzles"]))
"""
    # -I: the zip only, not the installed package.
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    expected = call("regexcrossword", "list")["result"]["puzzles"]
    assert done.stdout == f"{len(expected)}\n"


def test_progress_after_the_clock_went_back(monkeypatch):
    """In the browser Python may be restored from a memory snapshot of an earlier worker, whose monotonic clock was
    further along: the progress throttle must not mute the new worker until its clock catches up."""
    import sys
    import types

    sent = []
    fake_js = types.SimpleNamespace(postMessage=sent.append, Object=types.SimpleNamespace(fromEntries=dict))
    fake_ffi = types.SimpleNamespace(to_js=lambda value, dict_converter=None: value)
    monkeypatch.setitem(sys.modules, "js", fake_js)
    monkeypatch.setitem(sys.modules, "pyodide", types.SimpleNamespace(ffi=fake_ffi))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", fake_ffi)
    monkeypatch.setattr(sys, "platform", "emscripten")
    clock = [5.0]  # the new worker's clock: 5 s since it started
    monkeypatch.setattr(web.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(web, "_last_progress", 1000.0)  # remembered from the snapshot's worker
    web.progress(1, 10, "working")
    assert sent == [{"type": "progress", "done": 1, "total": 10, "message": "working"}]
    clock[0] = 5.05
    web.progress(2, 10, "working")  # within 0.1 s of the last one: throttled
    assert len(sent) == 1
    clock[0] = 5.2
    web.progress(3, 10, "working")
    assert len(sent) == 2


def test_in_the_browser_a_package_it_has_not_got_is_said_to_be_none_of_its_python(monkeypatch):
    """In the exception's own line (the page says that line to a screen reader); not on the command line."""
    line = web.run_example("import numpy_not_here")["error"].splitlines()[-1]
    assert line == "ModuleNotFoundError: No module named 'numpy_not_here'"
    monkeypatch.setattr(web.sys, "platform", "emscripten")
    line = web.run_example("import numpy_not_here")["error"].splitlines()[-1]
    assert line == ("ModuleNotFoundError: No module named 'numpy_not_here' (the Python of this page has the standard "
                    "library and puzzlers only)")


def test_a_session_runs_as_the_prompt_runs_it():
    """Each example echoed, each value shown, an exception's traceback (its own lines, of the example that defined
    the function too) and the session going on after it."""
    result = web.run_example(">>> def f():\n...     return 1 / 0\n>>> f()\n>>> 6 * 7\n42\n")
    assert result["error"] is None
    lines = result["output"].splitlines()
    assert lines[:3] == [">>> def f():", "...     return 1 / 0", ">>> f()"]
    assert [line for line in lines if line.startswith("  File")] == [
        '  File "<example 2>", line 1, in <module>', '  File "<example 1>", line 2, in f']
    assert lines[-3:] == ["ZeroDivisionError: division by zero", ">>> 6 * 7", "42"]
