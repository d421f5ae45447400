"""The browser's single entry point: JSON in, JSON out.

The site's Web Worker (Pyodide) calls `call` with a JSON request ``{"module": "plates", "fn": "solve",
"args": {...}}``; it runs ``puzzlers.<module>.web.web_<fn>(**args)`` and returns ``{"ok": true, "result": ...}``.
A `PuzzleError` becomes ``{"ok": false, "error": "<message for a person>"}``; anything else becomes
``{"ok": false, "error": "internal error: ...", "internal": true}`` so the page never shows a traceback.

Entry points named ``web_*`` are thin: they validate, call the library and return JSON-safe dicts.
Long work reports progress with `progress`, which posts ``{"type": "progress", ...}`` to the page when running
inside the worker and does nothing elsewhere.
"""

from __future__ import annotations

import importlib
import inspect
import json
import sys
import time
import traceback
import types
import typing

from puzzlers.errors import PuzzleError, is_whole
from puzzlers.registry import PUZZLES

#: The modules a request may name: every registered puzzle (`puzzlers.registry`) and this one.
_ALLOWED_MODULES = frozenset({puzzle.package for puzzle in PUZZLES} | {"web"})
_last_progress = 0.0


def call(request: str) -> str:
    """Run one request (a JSON string) and return the JSON response string."""
    try:
        try:
            req = json.loads(request)
        except (TypeError, ValueError):
            raise PuzzleError("bad request: not JSON") from None
        except RecursionError:
            raise PuzzleError("bad request: JSON nested too deeply") from None
        if not isinstance(req, dict):
            raise PuzzleError("bad request: expected a JSON object")
        fn = _entry_point(req.get("module"), req.get("fn"))
        args = req.get("args")
        args = {} if args is None else args
        if not isinstance(args, dict):
            raise PuzzleError("bad request: 'args' must be an object")
        _check_arguments(fn, args)
        return json.dumps({"ok": True, "result": fn(**args)})
    except PuzzleError as error:
        return json.dumps({"ok": False, "error": str(error)})
    except Exception as error:
        traceback.print_exc()
        return json.dumps({"ok": False, "error": f"internal error: {type(error).__name__}: {error}", "internal": True})


def _entry_point(module_name, fn_name):
    if not isinstance(module_name, str) or module_name not in _ALLOWED_MODULES or not isinstance(fn_name, str) \
            or not fn_name.isidentifier():
        raise PuzzleError(f"unknown request {module_name!r}.{fn_name!r}")
    module = importlib.import_module("puzzlers.web" if module_name == "web" else f"puzzlers.{module_name}.web")
    fn = getattr(module, f"web_{fn_name}", None)
    if fn is None:
        raise PuzzleError(f"unknown request {module_name}.{fn_name}")
    return fn


_JSON_NAMES = {str: "a string", int: "a whole number", float: "a number", bool: "true or false",
               list: "a list", dict: "an object", type(None): "null"}


def _accepts(annotation, value) -> bool:
    """Whether a JSON value fits a simple annotation (str, int, bool, float, list, dict, unions of them)."""
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        return any(_accepts(arg, value) for arg in typing.get_args(annotation))
    base = origin or annotation
    if base is typing.Any or not isinstance(base, type):
        return True
    if base is bool:
        return isinstance(value, bool)
    if base is int:
        return is_whole(value)
    if base is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if base in (list, tuple):
        return isinstance(value, list)
    if base is dict:
        return isinstance(value, dict)
    if base in (str, type(None)):
        return isinstance(value, base)
    return True


def _expected(annotation) -> str:
    args = typing.get_args(annotation) if typing.get_origin(annotation) in (typing.Union, types.UnionType) else ()
    names = [_JSON_NAMES.get(typing.get_origin(a) or a, getattr(a, "__name__", str(a)))
             for a in (args or (annotation,))]
    return " or ".join(names)


def _check_arguments(fn, args: dict) -> None:
    """Refuse missing, unknown or wrongly typed arguments with a message, before the entry point runs."""
    signature = inspect.signature(fn)
    try:
        signature.bind(**args)
    except TypeError as error:
        raise PuzzleError(f"bad request: {error}") from None
    try:
        hints = typing.get_type_hints(fn)
    except Exception:
        hints = {}
    for name, value in args.items():
        if name in hints and not _accepts(hints[name], value):
            raise PuzzleError(f"bad request: {name!r} must be {_expected(hints[name])}; got {json.dumps(value)[:40]}")


def progress(done: float, total: float, message: str = "") -> None:
    """Report progress of long work to the page (at most ~10 times a second); a no-op outside the browser."""
    global _last_progress
    if sys.platform != "emscripten":
        return
    now = time.monotonic()
    # 0 <= : after a restore from a memory snapshot the clock starts again below the time remembered here.
    if 0 <= now - _last_progress < 0.1 and done < total:
        return
    _last_progress = now
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to the worker's global scope
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    js.postMessage(to_js({"type": "progress", "done": done, "total": total, "message": message},
                         dict_converter=js.Object.fromEntries))


#: Each widget's first request (from the puzzles' records, `puzzlers.registry`), which imports its puzzle and
#: builds or loads its tables (Nerdle's decision tree, the plate tables): `web_warm` runs one of them while the
#: page is idle, so the next puzzle page answers at once.
FIRST_REQUESTS = {puzzle.package: puzzle.first_request for puzzle in PUZZLES if puzzle.first_request is not None}


def web_warm(module: str) -> dict:
    """Run ``module``'s first widget request and forget the answer: the page calls this, one puzzle at a time, when
    Python is idle after its first answer (`site/js/runtime.js`), so a later visit to that puzzle's page finds its
    code imported and its tables built. Returns ``{"module": module}``.

    >>> web_warm("plates")
    {'module': 'plates'}
    """
    if module not in FIRST_REQUESTS:
        raise PuzzleError(f"no first request for {module!r}; known: {', '.join(FIRST_REQUESTS)}")
    fn, args = FIRST_REQUESTS[module]
    _entry_point(module, fn)(**args)
    return {"module": module}


def web_run_example(code: str) -> dict:
    """Run a documentation example and return what it printed (used by the docs' Run buttons)."""
    import contextlib
    import io

    out = io.StringIO()
    namespace: dict = {"__name__": "__example__"}
    error = None
    with contextlib.redirect_stdout(out):
        try:
            exec(compile(code, "<example>", "exec"), namespace)
        except BaseException as exc:
            error = "".join(traceback.format_exception_only(type(exc), exc)).strip()
    return {"output": out.getvalue(), "error": error}
