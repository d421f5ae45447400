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
import io
import json
import re
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


#: What one example may print: past this its output is cut (a loop printing forever must not fill the page).
OUTPUT_LIMIT = 200_000
_EXAMPLE = "<example>"
#: A terminal's control sequences (colours, "\x1b[31m"): the page has no terminal, and showed them as "[31m".
_TERMINAL = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]")


class _Output:
    """The example's standard output: kept for the result and handed to ``on_output`` as it is written, so the page
    shows prints while the code runs: each whole line at once, but at most `BURST` messages in 50 ms (a loop of
    prints is sent in batches; the rest of a batch goes with the next line, or at the end)."""

    BURST = 20

    def __init__(self, on_output):
        self.parts: list[str] = []
        self.size = 0
        self.pending: list[str] = []
        self.on_output = on_output
        self.window = -1.0  # when the current 50 ms window of messages began
        self.sent = 0  # messages sent in it
        self.cut = False

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        written = len(text)
        if "\x1b" in text:
            text = _TERMINAL.sub("", text)
        if self.cut:
            return written
        if self.size + len(text) > OUTPUT_LIMIT:
            text = text[: OUTPUT_LIMIT - self.size]
            # (on a line of its own, not under an empty one: a print's newline cut off made one)
            before = text or next((part for part in reversed(self.parts) if part), "\n")
            text += ("" if before.endswith("\n") else "\n") + f"… output cut at {OUTPUT_LIMIT:,} characters\n"
            self.cut = True
        self.parts.append(text)
        self.size += len(text)
        if self.on_output is not None:
            self.pending.append(text)
            # Whole lines as they come (a line printed before long work shows at once), but a loop of prints must
            # not flood the page with messages: at most BURST of them in 50 ms.
            if self.cut:
                self.flush()
            elif "\n" in text:
                now = time.monotonic()
                if not 0 <= now - self.window < 0.05:
                    self.window, self.sent = now, 0
                if self.sent < self.BURST:
                    self.sent += 1
                    self.flush()
        return written

    def note(self, text: str) -> None:
        """Add the runner's own ``text`` at the end, past the limit too, and send what is pending."""
        self.parts.append(text)
        self.pending.append(text)
        self.flush()

    def flush(self) -> None:
        if self.pending and self.on_output is not None:
            text, self.pending = "".join(self.pending), []
            self.on_output(text)

    def getvalue(self) -> str:
        return "".join(self.parts)

    def isatty(self) -> bool:
        return False


def _post_output(text: str) -> None:
    """Send printed text to the page while an example runs (inside the browser's worker only)."""
    import js  # type: ignore[import-not-found]
    from pyodide.ffi import to_js  # type: ignore[import-not-found]

    js.postMessage(to_js({"type": "output", "text": text}, dict_converter=js.Object.fromEntries))


#: A traceback deeper than this many calls is shown from its last ones (see _reader_traceback).
_DEEPEST = 5000
#: A traceback longer than this many links is taken apart once shown (see _reader_traceback).
_UNLINKED = 1000


def _reader_traceback(exc: BaseException) -> str:
    """The traceback as Python prints it, with only the reader's own frames (the runner's and the library's hidden).
    In the browser, a package it has not got is said to be none of this Python's (in the exception's own line,
    which the page says to a screen reader).

    A long traceback is then taken apart link by link: freed whole, each link frees the next one inside its own
    freeing, and in the browser a recursion 4,000 calls deep overflowed its stack once shown (3,000 did not)."""
    if isinstance(exc, ModuleNotFoundError) and sys.platform == "emscripten" and exc.name and len(exc.args) == 1 \
            and exc.name.partition(".")[0] not in sys.stdlib_module_names:
        exc.msg = f"{exc.args[0]} (the Python of this page has the standard library and puzzlers only)"
        exc.args = (exc.msg,)  # (an ImportError says its msg)
    if isinstance(exc, RuntimeError) and exc.args and "Cannot stack switch" in str(exc.args[0]):
        # Pyodide's advice is for JavaScript ("Use pyFunc.callPromising() to fix"): asyncio.run, say
        exc.args = ("asyncio.run() and other waits for a coroutine cannot run here: the page runs an example's code "
                    "in one go, with no event loop of its own; call the work as plain functions",)
    # A deep recursion's traceback is cut to its last calls: read whole (each call's line looked up), 100,000 calls
    # took 2.4 s on CPython and 10.6 s in Chromium, "Running…" meanwhile; Python prints the calls of one line
    # repeated as one anyway ("[Previous line repeated 99993 more times]").
    # (each exception of the chain, those it was raised from too, and how deep its traceback goes)
    chain, seen, link, tbs = [], set(), exc, []
    while link is not None and id(link) not in seen:
        seen.add(id(link))
        depth, tb = 0, link.__traceback__
        while tb is not None:
            tbs.append(tb)
            depth, tb = depth + 1, tb.tb_next
        chain.append(depth)
        link = link.__cause__ or link.__context__
    deep = max(chain) > _DEEPEST
    head = summary = traceback.TracebackException.from_exception(exc, limit=-_DEEPEST if deep else None)
    for depth in chain:  # (the summaries follow the exceptions' chain)
        if summary is None:
            break
        summary.stack = traceback.StackSummary.from_list(
            [frame for frame in summary.stack if frame.filename.startswith(_EXAMPLE[:-1])])
        if depth > _DEEPEST:  # said under the exception's own line
            summary.__notes__ = [*(summary.__notes__ or []),
                                 f"(the {depth - _DEEPEST:,} calls before the last {_DEEPEST:,} are left out)"]
        summary = summary.__cause__ or summary.__context__
    if len(tbs) > _UNLINKED:  # (a shorter one is left whole: an exception the reader keeps shows all its frames)
        for tb in tbs:
            tb.tb_next = None
    return "".join(head.format()).rstrip("\n")


def run_example(code: str, on_output=None, namespace: dict | None = None) -> dict:
    r"""Run ``code`` as a console would: its prints streamed to ``on_output(text)`` as they come, the value of a
    last bare expression shown (its ``repr``, as the REPL does, nothing for ``None``), an exception as a
    traceback of the reader's own lines. Returns ``{"output": everything printed, "error": traceback or None}``.

    >>> run_example("x = 6 * 7\nprint('x is', x)\nx")
    {'output': 'x is 42\n42\n', 'error': None}
    >>> run_example("1 / 0")["error"].splitlines()[-1]
    'ZeroDivisionError: division by zero'
    >>> run_example("name = input('Your name? ')")["error"].splitlines()[-1]
    'EOFError: input() has nothing to read here: no one types into a running example; write the value in the code'
    >>> run_example("import sys\nprint('done')\nsys.exit()")  # ended, as a script ends: no error
    {'output': 'done\n', 'error': None}

    Code written as a ``>>>`` session (its first line starts with ``>>>``; a docstring's, opened in the playground)
    runs as the interpreter's prompt runs it: each example echoed with its prompts, then the value of each bare
    expression and the traceback of each exception, the session going on after it; lines without a prompt (the
    documented outputs) are left out.

    >>> session = run_example(">>> x = 6 * 7\n>>> x\n42\n>>> 1 / 0\n>>> x + 1")["output"].splitlines()
    >>> session[:3], session[-3:]
    (['>>> x = 6 * 7', '>>> x', '42'], ['ZeroDivisionError: division by zero', '>>> x + 1', '43'])
    >>> [line for line in session if line.startswith("  File")]
    ['  File "<example 3>", line 1, in <module>']
    """
    import ast
    import builtins
    import contextlib
    import linecache

    out = _Output(on_output)
    namespace = {"__name__": "__main__", "__builtins__": builtins} if namespace is None else namespace
    shared, left = _shared_state(), {}
    examples = _session_examples(code)
    if examples is not None:
        return _after_run(_run_session(examples, out, namespace, shared, left), out, shared, left)
    # The source of the reader's lines, for the traceback (the runner's code has a file; the example has none).
    linecache.cache[_EXAMPLE] = (len(code), None, code.splitlines(keepends=True), _EXAMPLE)
    error = None
    hook, stdin, limit = sys.displayhook, sys.stdin, sys.getrecursionlimit()
    sys.stdin = _NoInput()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            tree = ast.parse(code, _EXAMPLE)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, _EXAMPLE, "exec"), namespace)
            if last is not None:
                # "single" mode is the REPL's: the value goes through sys.displayhook, which prints its repr.
                sys.displayhook = sys.__displayhook__
                exec(compile(ast.Interactive(body=[last]), _EXAMPLE, "single"), namespace)
        except _ANY as exc:  # the reader's code may raise anything, SystemExit and KeyboardInterrupt too
            _put_back_builtins(shared, left)
            error = None if _ended(exc, out) else _reader_traceback(exc)
        finally:
            _put_back_builtins(shared, left)
            # (a recursion limit the example raised stays the example's: the next run starts with Python's own)
            sys.displayhook, sys.stdin = hook, stdin
            sys.setrecursionlimit(limit)
            out.flush()
    return _after_run({"output": out.getvalue(), "error": error}, out, shared, left)


def _ended(exc: BaseException, out) -> bool:
    """Whether ``exc`` is ``exit()`` or ``sys.exit(...)``, which end the code as they end a script, with no
    traceback (``SystemExit: bye`` was shown, in red): a message given is printed (``sys.exit("bye")``), as Python
    prints it, and another status than 0 is said, ``(exit status 3)``."""
    if not isinstance(exc, SystemExit):
        return False
    code = exc.code
    if code is not None and not isinstance(code, int):
        out.write(f"{code}\n")
    elif code:
        out.write(f"(exit status {int(code)})\n")  # (sys.exit(True) is 1)
    return True


#: Every exception, under a name of this module's: a run may replace builtins.BaseException itself (its handler
#: then failed the run, and the check after it was never made).
_ANY = BaseException
#: The modules of the page's Python whose names a run's code may not change: its own, and builtins.
_OWN = ("builtins", "puzzlers")
#: The names that change as the page works: the last value shown (the console's ``_``), the time of the last
#: progress told, the command line's open progress line.
_MOVING = frozenset({"builtins._", "puzzlers.web._last_progress", "puzzlers.cli._open_line"})
#: The other modules' constants whose change counts (see `_kept`).
_CONSTANT = (int, str, bytes, tuple, frozenset)
#: What Python writes into a class or module at first use: 3.14 its annotations the first time they are read (help()
#: does), ``copy`` and ``pickle`` the names of a class's slots (``copy(Fit(...))`` in `puzzlers.nerdle.maxi`).
_LAZY = frozenset({"__annotations__", "__annotate__", "__annotate_func__", "__annotations_cache__", "__slotnames__"})


def _shared_state() -> dict:
    """What a run's code could change in the Python that the page's puzzles share: a copy of each loaded module's
    names (and of the package's classes' attributes) beside the namespace itself, by module (``"math"``) or class
    (``"puzzlers.numbers.solver.Answer"``). Copies of the dictionaries, compared whole afterwards: both are the C
    loops of ``dict.copy``, where a loop of Python's over every name of 257 modules took 30-50 ms a run in
    Chromium."""
    state = {}
    for name, module in list(sys.modules.items()):
        names = getattr(module, "__dict__", None) if isinstance(module, types.ModuleType) else None
        if not isinstance(names, dict) or name == "__main__":
            continue
        state[name] = (names, names.copy())
        if _own(name):
            for key, value in names.items():
                if isinstance(value, type) and value.__module__ == name:
                    state[f"{name}.{key}"] = (value.__dict__, value.__dict__.copy())
    return state


def _own(name: str) -> bool:
    return name in _OWN or name.startswith("puzzlers.")


def _kept(value, own: bool) -> bool:
    """Whether a change of ``value`` counts: any name of the package and builtins but submodules (an import adds
    them); the other modules' functions, classes and constants (``sys.platform``, ``re.S``), not their data nor
    their flags (``mimetypes.inited``, set at first use: the standard library changes them as it goes)."""
    return not isinstance(value, types.ModuleType) and (
        own or callable(value) or (isinstance(value, _CONSTANT) and not isinstance(value, bool)))


def _put_back_builtins(before: dict, left: dict) -> None:
    """Builtins as they were before the run, for the runner's own code after it and for the page's next requests
    (``builtins.isinstance`` replaced made every request fail, the check of this change too); what the run left in
    them is kept in ``left["builtins"]`` for `_changed` (once: the first call after the run sees it)."""
    namespace, copy = before["builtins"]
    if "builtins" in left:
        return
    try:
        same = namespace == copy
    except _ANY:  # a value whose comparison fails
        same = False
    if not same:
        left["builtins"] = namespace.copy()
        namespace.clear()
        namespace.update(copy)


def _changed(before: dict, left: dict) -> list[str]:
    """The names of `_shared_state` that a run changed or removed (and, in the package and builtins, added; the
    annotations Python writes at first read aside). ``left``: namespaces as the run left them, put back since
    (builtins). A module of the package the run imported itself has no state before: a function or class of the
    run's own code put in it, or in one of its classes, is the change (``puzzlers.plates.web.web_solve = ...``)."""
    changed = []
    for name, (namespace, copy) in before.items():
        namespace = left.get(name, namespace)
        try:
            if namespace == copy:  # (values compared by identity first: the same objects are equal)
                continue
        except Exception:  # a value replaced by one whose comparison fails: looked at name by name
            pass
        own = _own(name)
        changed += [f"{name}.{key}" for key, value in copy.items()
                    if (key not in namespace or namespace[key] is not value) and _kept(value, own)]
        if own:
            changed += [f"{name}.{key}" for key in namespace.keys() - copy.keys() if _kept(namespace[key], own)]
    for name, module in list(sys.modules.items()):
        if name.startswith("puzzlers.") and name not in before and isinstance(module, types.ModuleType):
            namespaces = [(name, vars(module))] + [(f"{name}.{key}", vars(value)) for key, value in vars(module).items()
                                                   if isinstance(value, type) and value.__module__ == name]
            changed += [f"{where}.{key}" for where, names in namespaces for key, value in names.items()
                        if getattr(value, "__module__", None) == "__main__"]
    return [name for name in changed if name not in _MOVING and name.rpartition(".")[2] not in _LAZY]


def _after_run(result: dict, out, before: dict, left: dict) -> dict:
    """A run that changed the Python the puzzles share (``builtins.print`` replaced, a solver's function patched)
    leaves it for a fresh one: the page starts Python again before its next request (``"restart": True``), and the
    output says so. The change reached the page's widgets and every later run before. (Builtins are already put
    back, for this check and the answer's way to the page.)"""
    _put_back_builtins(before, left)
    try:
        changed = _changed(before, left)
        names = ", ".join(sorted(changed)[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
    except _ANY:  # (the check itself broken by the run: a module it reads replaced, say)
        changed, names = ["?"], "Python in a way the page cannot check"
    if changed:
        out.note(f"(This code changed {names}, which the page's puzzles share: Python starts afresh for the next "
                 "request.)\n")
        result = {**result, "output": out.getvalue(), "restart": True}
    return result


def _session_examples(code: str) -> list[str] | None:
    """The examples of a ``>>>`` session (each one's source, its ``...`` lines joined), or None for plain code."""
    lines = code.splitlines()
    first = next((line for line in lines if line.strip()), "")
    if not (first.startswith(">>> ") or first.rstrip() == ">>>"):
        return None
    examples: list[list[str]] = []
    current: list[str] | None = None
    for line in lines:
        if line.startswith(">>> ") or line.rstrip() == ">>>":
            current = [line[4:]]
            examples.append(current)
        elif current is not None and (line.startswith("... ") or line.rstrip() == "..."):
            current.append(line[4:])
        else:
            current = None  # a documented output, or a blank line: the next prompt starts the next example
    return ["\n".join(example) + "\n" for example in examples]


def _run_session(examples: list[str], out, namespace: dict, shared: dict, left: dict) -> dict:
    """`run_example` for a ``>>>`` session: each example in the prompt's own mode ("single"). (``shared`` and
    ``left``: see `_put_back_builtins`.)"""
    import contextlib
    import linecache

    error = None
    hook, stdin, limit = sys.displayhook, sys.stdin, sys.getrecursionlimit()
    sys.stdin = _NoInput()
    sys.displayhook = sys.__displayhook__
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            for n, source in enumerate(examples, 1):
                lines = source.splitlines(keepends=True)
                print("".join((">>> " if i == 0 else "... ") + line for i, line in enumerate(lines)), end="")
                # each example its own file, kept: a function an earlier one defined shows its own lines
                name = f"{_EXAMPLE[:-1]} {n}>"
                linecache.cache[name] = (len(source), None, lines, name)
                try:
                    exec(compile(source, name, "single"), namespace)
                except Exception as exc:  # shown, as the prompt shows it, and the session goes on
                    print(_reader_traceback(exc))
        except _ANY as exc:  # SystemExit, KeyboardInterrupt: the session ends there
            _put_back_builtins(shared, left)
            error = None if _ended(exc, out) else _reader_traceback(exc)
        finally:
            _put_back_builtins(shared, left)
            sys.displayhook, sys.stdin = hook, stdin
            sys.setrecursionlimit(limit)
            out.flush()
    return {"output": out.getvalue(), "error": error}


class _NoInput(io.TextIOBase):
    """The standard input of a running example: there is none (the browser's worker gives Python's input()
    an OS error), so input() says so in words."""

    def readable(self) -> bool:
        return True

    def readline(self, size: int = -1) -> str:
        raise EOFError("input() has nothing to read here: no one types into a running example; write the value in "
                       "the code")

    read = readline


def web_run_example(code: str) -> dict:
    """Run a documentation example or the playground's code (the docs' Run buttons): `run_example`, its prints
    sent to the page as they come (``{"type": "output", "text": ...}`` messages) when it runs in the browser."""
    return run_example(code, _post_output if sys.platform == "emscripten" else None)


#: The option flags the doctests run with: the same as the test suite's (pytest's defaults).
DOCTEST_FLAGS = 0


def run_doctest(source: str, module: str | None = None) -> dict:
    """Run the ``>>>`` examples of ``source`` (a docstring's session) as doctest does, each one's output compared
    with the expected one. ``module`` (``"puzzlers.web"``) gives the globals the docstring's doctests run with
    (a copy of that module's namespace), as ``python -m doctest`` and pytest give them.

    Returns ``{"examples": [{"source", "want", "got", "ok", "line"}, ...], "passed": n, "failed": n}``; an
    example that raised has the exception's last line as ``got`` (doctest compares only that line), after
    ``Traceback (most recent call last):`` and ``...`` when it expected an exception (no frame is shown).
    """
    # Imported by name, not by an import statement: the site's build ships in its first standard-library zip what
    # the package's import statements name (hooks/build_runtime.py), and doctest brings pdb, asyncio and unittest
    # (0.2 MB more before every first answer). The first doctest run fetches them from the second zip instead.
    doctest = importlib.import_module("doctest")

    if module is not None:
        parts = module.split(".")
        if parts[0] != "puzzlers" or not all(part.isidentifier() for part in parts) or "__main__" in parts:
            raise PuzzleError(f"doctests run in the puzzlers package's modules only; got {module!r}")
        try:
            globs = dict(importlib.import_module(module).__dict__)
        except ImportError:
            raise PuzzleError(f"no module named {module!r}") from None
    else:
        globs = {"__name__": "__main__"}
    try:
        test = doctest.DocTestParser().get_doctest(source, globs, module or "example", None, 0)
    except ValueError as error:
        raise PuzzleError(f"not a doctest session: {error}") from None
    results: list[dict] = []

    class Runner(doctest.DocTestRunner):
        def report_success(self, out, test, example, got):
            results.append({"source": example.source, "want": example.want, "got": _doctest_got(example, got),
                            "ok": True, "line": example.lineno})

        def report_failure(self, out, test, example, got):
            results.append({"source": example.source, "want": example.want, "got": _doctest_got(example, got),
                            "ok": False, "line": example.lineno})

        def report_unexpected_exception(self, out, test, example, exc_info):
            got = "".join(traceback.format_exception_only(*exc_info[:2]))
            results.append({"source": example.source, "want": example.want, "got": got, "ok": False,
                            "line": example.lineno})

    runner = Runner(optionflags=DOCTEST_FLAGS, verbose=False)
    # doctest's own report goes nowhere: the results above are the report.
    runner.run(test, out=lambda text: None, clear_globs=True)
    failed = sum(not r["ok"] for r in results)
    return {"examples": results, "passed": len(results) - failed, "failed": failed}


_TRACEBACK = "Traceback (most recent call last):\n"


def _doctest_got(example, got: str) -> str:
    """What an example that expects an exception got, written as its expected output is: doctest hands over the
    whole traceback (doctest's own frames, the library's files), the page shows its header, ``...`` and the
    exception's lines, the only ones doctest compares."""
    start = got.find(_TRACEBACK)
    if example.exc_msg is None or start < 0:
        return got
    tail = got[got.rindex(_TRACEBACK) + len(_TRACEBACK):].splitlines(keepends=True)  # the last of a chain
    first = next((n for n, line in enumerate(tail) if not line.startswith(" ")), len(tail))
    return got[:start] + _TRACEBACK + "...\n" + "".join(tail[first:])


def web_run_doctest(source: str, module: str | None = None) -> dict:
    """Run a ``>>>`` session of the docs (the API reference's doctests, the guides'): `run_doctest`."""
    return run_doctest(source, module)
