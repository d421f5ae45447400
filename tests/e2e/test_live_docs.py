"""The live documentation (site/js/examples.js, js/editor.js, js/playground.js) in the browser, on a desktop and a
phone: the editor is loaded only when used, typed with the keyboard and by touch, Tab indents and Esc then Tab
leaves, Ctrl+Enter runs, prints stream while the code runs, Cancel stops it, the last bare value and a traceback of
the reader's lines show as in a console; every doctest of the API reference runs in the page and passes (exactly
as many as Python's doctest finds); the playground's share link round-trips the code and opens offline."""

from __future__ import annotations

import base64
import doctest
import importlib
import json
import pkgutil
import re
import sys
import zlib

import pytest

import puzzlers

from .conftest import INSTANT, PYTHON_TIMEOUT_MS, ROOT, SWAPPED, boxes


def _reference_filters() -> list[re.Pattern]:
    """The names the reference leaves out: mkdocstrings' ``filters`` in mkdocs.yml ("!^_" hides names matching
    "^_"); their doctests are not on its pages."""
    line = re.search(r"^\s*filters:\s*(\[.*\])\s*$", (ROOT / "mkdocs.yml").read_text(), re.M)
    return [re.compile(item[1:]) for item in json.loads(line.group(1)) if item.startswith("!")]


FILTERED = _reference_filters()
OUTPUT = ".pz-example-output"
STATE = "(s) => document.querySelector(s)?.dataset.state"


def reference_doctest_count() -> int:
    """How many doctest examples the API reference shows, as Python's doctest finds them in the docstrings."""
    finder = doctest.DocTestFinder()
    total = 0
    for info in pkgutil.walk_packages(puzzlers.__path__, "puzzlers."):
        if info.name.endswith(".__main__"):
            continue
        module = importlib.import_module(info.name)
        for test in finder.find(module):
            path = test.name[len(module.__name__):].lstrip(".")
            if path and any(f.search(part) for f in FILTERED for part in path.split(".")):
                continue
            total += len(test.examples)
    return total


def playground_link(code: str) -> str:
    """The ?code= value the page makes (UTF-8, raw deflate, base64url without padding), made here by zlib."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(code.encode()) + packer.flush()).decode().rstrip("=")


def editor_requests(page) -> list[str]:
    return [url for url in page.requests if url.endswith("/js/editor.js")]


def wait_state(page, selector, *states):
    page.wait_for_function(f"(s) => {list(states)!r}.includes(document.querySelector(s)?.dataset.state)",
                           arg=selector)


def editor_code(page, scope="") -> str:
    return page.evaluate("(s) => [...document.querySelectorAll(s + ' .cm-line')].map((l) => l.textContent)"
                         ".join('\\n')", scope)


def test_the_editor_is_loaded_only_when_a_reader_edits(fresh_page, site_url):
    page = fresh_page()
    page.requests = []
    page.on("request", lambda request: page.requests.append(request.url))
    page.goto(site_url + "how/plates/")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Run").click()
    wait_state(page, OUTPUT, "done")
    assert page.locator(".pz-example-verdict").first.text_content() == "✓ The same output as the documented one."
    # The new output took the documented output's place (hidden, right above it), not a place above it.
    assert page.evaluate("""() => { const output = document.querySelector('.pz-example-output');
        const documented = output.previousElementSibling;
        return documented.matches('div.language-text') && documented.hidden && !output.hidden; }""")
    # another page, by instant navigation (the address changes before the page is swapped and set up)
    assert page.evaluate(INSTANT, site_url + "how/regex/")
    assert page.wait_for_function(SWAPPED, arg=site_url + "how/regex/").json_value() == "swapped"
    page.locator(".pz-example-bar").first.get_by_role("button", name="Run").click()
    wait_state(page, OUTPUT, "done")
    assert editor_requests(page) == []
    assert page.evaluate("typeof window.PuzzlersEditor") == "undefined"
    page.locator(".pz-example-bar").first.get_by_role("button", name="Edit").click()
    page.locator(".cm-editor").first.wait_for()
    assert len(editor_requests(page)) == 1
    assert page.errors == []


def test_keyboard_editing_tab_escape_run_and_console_output(page, site_url):
    page.open(site_url + "how/plates/")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    content = page.locator(".pz-editor-box .cm-content").first
    content.wait_for()
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    page.keyboard.press("Control+a")
    page.keyboard.press("Delete")
    page.keyboard.type("def half(n):\n")  # the editor indents the body itself
    page.keyboard.type("return n // 0\n")
    page.keyboard.press("Shift+Tab")  # back to the left margin
    page.keyboard.type("print('start')\n")
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    page.keyboard.type("half(4)")
    assert editor_code(page, ".pz-editor-box") == "def half(n):\n    return n // 0\nprint('start')\nhalf(4)"
    page.keyboard.press("Control+Enter")
    wait_state(page, OUTPUT, "error")
    output = page.locator(OUTPUT).first
    text = output.text_content()
    assert text.startswith("start\nTraceback (most recent call last):\n")
    assert re.findall(r'File "([^"]+)", line (\d+)', text) == [("<example>", "4"), ("<example>", "2")]
    assert text.splitlines()[-1] in ("ZeroDivisionError: division by zero",  # Python 3.14 (Pyodide)
                                     "ZeroDivisionError: integer division or modulo by zero")
    # Tab indents inside the editor; Esc then Tab leaves it (no keyboard trap).
    content.click()
    page.keyboard.press("Control+End")
    page.keyboard.press("Home")
    page.keyboard.press("Tab")
    assert editor_code(page, ".pz-editor-box").endswith("\n    half(4)")
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Run"
    # Enter on Run: while it runs the focus is on Cancel, then back on Run (not dropped to the page's start)
    page.evaluate("s => { document.querySelector(s).dataset.state = 'before'; }", OUTPUT)
    page.keyboard.press("Enter")
    wait_state(page, OUTPUT, "error")
    page.wait_for_function("document.activeElement.textContent === 'Run'")
    # A last bare expression shows its value, as in the REPL.
    content.click()
    page.keyboard.press("Control+a")
    page.keyboard.type("x = 6 * 7\nx")
    page.keyboard.press("Control+Enter")
    wait_state(page, OUTPUT, "done")
    assert output.text_content() == "42\n"
    verdict = page.locator(".pz-example-verdict").first
    assert verdict.text_content() == "✗ Not the documented output. Show it"
    # the documented output, shown again beside the edit's (only Reset brought it back, with the code as documented)
    documented = "(bar) => bar.nextElementSibling.matches('div.language-text') && !bar.nextElementSibling.hidden"
    assert bar.evaluate(documented) is False
    verdict.get_by_role("button", name="Show it").click()
    assert bar.evaluate(documented) is True and output.is_visible()
    assert verdict.get_by_role("button", name="Hide it").get_attribute("aria-expanded") == "true"
    assert editor_code(page, ".pz-editor-box") == "x = 6 * 7\nx"
    verdict.get_by_role("button", name="Hide it").click()
    assert bar.evaluate(documented) is False
    # Reset brings back the example as documented, the editor closed, and the focus stays on the bar; Edit opens
    # the editor again, with the example's code.
    bar.get_by_role("button", name="Reset").click()
    assert page.locator(".pz-editor-box").first.is_hidden()
    shown = "(bar) => { const code = bar.previousElementSibling.previousElementSibling; return code.offsetHeight > 0; }"
    assert bar.evaluate(shown) is True  # the example's code (before the editor's box)
    assert page.evaluate("document.activeElement.textContent") == "Edit"
    assert bar.get_by_role("button", name="Reset").is_hidden() and output.is_hidden()
    page.keyboard.press("Enter")
    content.wait_for()
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    assert editor_code(page, ".pz-editor-box").startswith("from puzzlers.plates.tables import Tables")
    assert page.errors == []


def run_edited(page, url, code):
    """Open ``url``, put ``code`` in its first example's editor and run it; returns the example's bar."""
    page.open(url)
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    page.locator(".pz-example-editor").first.fill(code)
    bar.get_by_role("button", name="Run").click()
    return bar


def test_prints_stream_while_the_code_runs_and_cancel_keeps_them(page, site_url):
    bar = run_edited(page, site_url + "how/nerdle/", "print('first line')\nwhile True:\n    pass\n")
    # The print is on the page while the loop still runs: streamed, not at the end.
    page.wait_for_function("(s) => { const o = document.querySelector(s);"
                           " return o.dataset.state === 'running' && o.textContent === 'first line\\n'; }", arg=OUTPUT)
    bar.get_by_role("button", name="Cancel").click()
    wait_state(page, OUTPUT, "cancelled")
    assert page.locator(OUTPUT).first.text_content() == "first line\nCancelled. Python restarts with the next run."
    # Python restarted: the next run answers.
    page.locator(".pz-example-editor").first.fill("print(sum(range(10)))")
    bar.get_by_role("button", name="Run").click()
    wait_state(page, OUTPUT, "done")
    assert page.locator(OUTPUT).first.text_content() == "45\n"
    assert page.errors == []


def test_touch_editing_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "how/matchsticks/")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").tap()
    content = page.locator(".pz-editor-box .cm-content").first
    content.wait_for()
    last = page.locator(".pz-editor-box .cm-line").last
    last.tap()
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")  # the tap focused it
    page.keyboard.press("Control+End")  # the long lines wrap: End would stop at a wrapped line's end
    page.keyboard.insert_text("\nprint('tapped')")  # what a phone's on-screen keyboard sends
    assert editor_code(page, ".pz-editor-box").endswith("\nprint('tapped')")
    bar.get_by_role("button", name="Run").tap()
    wait_state(page, OUTPUT, "done")
    assert page.locator(OUTPUT).first.text_content().endswith("= gq 2\ntapped\n")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390  # nothing scrolls sideways on the phone
    assert page.errors == []


def test_every_doctest_of_the_reference_runs_and_passes(page, site_url):
    """Every Run of every API page; a docstring shown on two pages (a package re-exports it) counts once."""
    sys.path.insert(0, str(ROOT / "hooks"))
    from reference import api_modules

    sessions = {}
    for name in api_modules():
        page.open(f"{site_url}reference/api/{name}/")
        # Each session has its bar once js/examples.js has set the page up.
        page.wait_for_function("() => [...document.querySelectorAll('div.language-pycon')]"
                               ".every((b) => b.dataset.pzExample)")
        page.evaluate("() => document.querySelectorAll('.pz-doctest-bar .pz-run').forEach((b) => b.click())")
        page.wait_for_function("() => [...document.querySelectorAll('.pz-doctest-report')]"
                               ".every((r) => ['done', 'error', 'cancelled'].includes(r.dataset.state))",
                               timeout=PYTHON_TIMEOUT_MS * 2)
        found = page.evaluate("""() => [...document.querySelectorAll('div.language-pycon')].map((block) => {
            const report = block.nextElementSibling.nextElementSibling;
            return [block.dataset.pzModule, block.querySelector('code').textContent, report.dataset.state,
                    Number(report.dataset.passed), Number(report.dataset.failed), report.innerText];
        })""")
        for module, text, state, passed, failed, shown in found:
            assert (state, failed) == ("done", 0), f"{name}: {text}\n{shown}"
            sessions[(module, text)] = passed
    assert sum(sessions.values()) == reference_doctest_count() > 50  # 151 examples on 29 November 2026
    assert page.errors == []


def test_a_failing_doctest_shows_expected_against_actual(page, site_url):
    page.open(site_url + "reference/api/exact/")
    result = page.evaluate("""() => Puzzlers.call('web', 'run_doctest', {source: '>>> 1 + 1\\n3\\n>>> 2\\n2\\n'})""")
    assert (result["passed"], result["failed"]) == (1, 1)
    assert [e["got"] for e in result["examples"]] == ["2\n", "2\n"]


def test_playground_share_link_round_trips_and_opens_offline(fresh_page, site_url):
    page = fresh_page()
    # Byte for byte, Unicode (astral planes too), tabs and Windows line ends included: the link's encoding.
    tricky = "print('héllo wörld — ∑ 😀 日本語')\r\n\tx = '\\u00e9'  # é\n\n  trailing  \n"
    page.goto(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert page.evaluate("(code) => Puzzlers.live.encode(code).then(Puzzlers.live.decode)", tricky) == tricky
    assert page.evaluate("(code) => Puzzlers.live.encode(code)", tricky) == playground_link(tricky)
    # Typed into the editor, the address bar follows; the link opens the same code elsewhere.
    code = "from puzzlers.plates import count\nprint('ünïcode ✓', count('1234'))\ncount('123')"
    page.locator("#playground-widget .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(code)
    page.wait_for_function("(v) => new URLSearchParams(location.search).get('code') === v",
                           arg=playground_link(code))
    link = page.url
    # The output box is a Tab stop (it scrolls) once it holds a run, not while it is empty.
    output_tab = "() => document.querySelector('#playground-widget .pz-example-output').tabIndex"
    assert page.evaluate(output_tab) == -1
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, "#playground-widget .pz-example-output", "done")
    assert page.locator("#playground-widget .pz-example-output").text_content() == "ünïcode ✓ 2\n1\n"
    assert page.evaluate(output_tab) == 0
    # Offline, once the service worker holds the site: the link restores the code, and it runs.
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=PYTHON_TIMEOUT_MS * 3)
    page.context.set_offline(True)
    page.goto(link)
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert editor_code(page, "#playground-widget") == code
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, "#playground-widget .pz-example-output", "done")
    assert page.locator("#playground-widget .pz-example-output").text_content() == "ünïcode ✓ 2\n1\n"
    page.context.set_offline(False)
    assert page.errors == []


def test_a_starter_replaces_code_of_ones_own_only_once_confirmed(page, site_url):
    code = "print('mine')"
    page.open(site_url + "playground/?code=" + playground_link(code))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    starter = page.locator("#pz-starter")
    assert starter.input_value() == ""
    assert starter.locator("option:checked").text_content() == "Code from the link"
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    starter.select_option("nerdle")
    assert asked == ['Replace your code with the starter "Nerdle: the buckets of one guess"?']
    assert editor_code(page, "#playground-widget") == code and starter.input_value() == ""
    page.once("dialog", lambda dialog: dialog.accept())
    starter.select_option("nerdle")
    page.wait_for_function("() => !document.querySelector('#pz-starter option[value=\"\"]')")
    assert "from puzzlers.nerdle import answer_list" in editor_code(page, "#playground-widget")
    assert starter.input_value() == "nerdle"
    # A starter left as it is: another one replaces it without asking
    starter.select_option("regex")
    assert "regex" in editor_code(page, "#playground-widget").split("\n")[0]
    assert page.errors == []


def test_a_damaged_link_says_so_and_shows_the_starter(page, site_url):
    page.open(site_url + "playground/?code=not-a-real-link")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert "damaged" in page.locator("#playground-widget .pz-example-status").text_content()
    assert editor_code(page, "#playground-widget").startswith("from puzzlers.plates import")
    assert page.errors == []


@pytest.mark.parametrize("device", ["desktop", "phone"])
def test_open_in_playground_and_copy_link(device, page, phone_page, site_url):
    page = phone_page if device == "phone" else page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.open(site_url + "how/mathler/")
    source = page.locator("div.language-python code").first.text_content().rstrip("\n")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Copy link").click()
    page.wait_for_function("() => !!document.querySelector('.pz-copy-link').dataset.link")
    link = page.locator(".pz-copy-link").first.get_attribute("data-link")
    assert link == f"{site_url}playground/?code={playground_link(source)}"
    if device == "desktop":
        assert page.evaluate("() => navigator.clipboard.readText()") == link
    bar.get_by_role("button", name="Open in playground").click()
    page.wait_for_function("() => document.querySelector('#playground-widget')?.dataset.ready === '1'")
    assert page.url == link
    assert editor_code(page, "#playground-widget") == source
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, "#playground-widget .pz-example-output", "done")
    assert page.locator("#playground-widget .pz-example-output").text_content().startswith("6171 values;")
    assert page.errors == []


def test_an_api_page_runs_its_sessions_not_its_signatures_and_the_playground_gets_their_import(page, site_url):
    """The signatures (``separate_signature``: div.language-python.doc-signature) had Run buttons, and a Run raised
    a SyntaxError; a session opened in the playground had no import, and raised a NameError there."""
    page.open(site_url + "reference/api/feedback/")
    page.wait_for_function("() => [...document.querySelectorAll('div.language-pycon')]"
                           ".every((b) => b.dataset.pzExample)")
    assert page.locator("div.doc-signature").count() >= 10
    assert page.locator("div.doc-signature[data-pz-example]").count() == 0
    sessions = page.locator("div.language-pycon").count()
    assert page.locator(".pz-run").count() == sessions > 0
    assert page.locator(".pz-run").first.get_attribute("aria-label") == "Run example 1"
    block = page.locator("div.language-pycon").first
    module = block.get_attribute("data-pz-module")
    assert module == "puzzlers.feedback"
    session = block.locator("code").text_content().rstrip("\n")
    code = "\n".join(line for line in session.splitlines() if re.match(r"(>>>|\.\.\.)( |$)", line))
    assert code.count(">>> ") >= 3 and code != session  # examples, and outputs left out
    page.locator(".pz-doctest-bar").first.get_by_role("button", name="Open in playground").click()
    page.wait_for_function("() => document.querySelector('#playground-widget')?.dataset.ready === '1'")
    assert editor_code(page, "#playground-widget") == f">>> from {module} import *\n{code}"
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, "#playground-widget .pz-example-output", "done", "error")
    output = page.locator("#playground-widget .pz-example-output")
    assert output.get_attribute("data-state") == "done", output.text_content()  # (a NameError: "error")
    # Run as the prompt runs a session: every example's output, as documented (only the last one was shown)
    assert output.text_content() == f">>> from {module} import *\n{session}\n"
    assert page.errors == []


def test_a_session_that_raises_opens_in_the_playground_without_its_left_out_traceback(page, site_url):
    """The ``...`` of a documented traceback (its lines left out) is output, not a statement continued: it came
    into the playground's code (9 of 130 sessions), and its run echoed it before the traceback."""
    page.open(site_url + "reference/api/errors/")
    page.wait_for_function("() => [...document.querySelectorAll('div.language-pycon')]"
                           ".every((b) => b.dataset.pzExample)")
    session = page.locator("div.language-pycon code").first.text_content()
    assert session.splitlines()[1:3] == ["Traceback (most recent call last):", "..."]
    page.locator(".pz-doctest-bar").first.get_by_role("button", name="Open in playground").click()
    page.wait_for_function("() => document.querySelector('#playground-widget')?.dataset.ready === '1'")
    code = '>>> raise PuzzleError("a plate needs 2 to 11 digits; got 15")'
    assert editor_code(page, "#playground-widget") == f">>> from puzzlers.errors import *\n{code}"
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, "#playground-widget .pz-example-output", "done", "error")
    assert page.locator("#playground-widget .pz-example-output").text_content() == (
        f">>> from puzzlers.errors import *\n{code}\nTraceback (most recent call last):\n"
        f'  File "<example 2>", line 1, in <module>\n    {code[4:]}\n'
        "puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 15\n")
    assert page.errors == []


def test_the_editor_and_runs_keep_the_content_security_policy(browser, site_url):
    """Under the site's policy (this context does not bypass it): the editor's bundle, its styles, a run, a
    doctest and the playground raise no violation."""
    from .conftest import DESKTOP
    from .test_runtime import CSP_LISTENER

    context = browser.new_context(**DESKTOP)
    context.set_default_timeout(PYTHON_TIMEOUT_MS)
    context.add_init_script(CSP_LISTENER)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda msg: errors.append(msg.text) if "Content Security Policy" in msg.text else None)
    try:
        page.goto(site_url + "how/regex/")
        bar = page.locator(".pz-example-bar").first
        bar.get_by_role("button", name="Edit").click()
        page.locator(".pz-editor-box .cm-editor").first.wait_for()
        page.keyboard.press("Control+Enter")
        page.wait_for_function("() => document.querySelector('.pz-example-output').dataset.state === 'done'")
        page.goto(site_url + "reference/api/exact/")
        page.locator(".pz-doctest-bar .pz-run").first.click()
        page.wait_for_function("() => document.querySelector('.pz-doctest-report')?.dataset.state === 'done'")
        page.goto(site_url + "playground/")
        page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
        assert page.evaluate("window.__csp") == []
        assert errors == []
    finally:
        context.close()


def test_a_failing_session_shows_expected_and_actual_line_by_line(page, site_url):
    """A session whose output differs (added to the page for the test): the mismatching example is marked, its
    expected and actual lines side by side with the differing ones highlighted; the passing one is marked too."""
    page.open(site_url + "reference/api/exact/")
    page.wait_for_function("() => !!document.querySelector('div.language-pycon[data-pz-example]')")  # set up
    page.evaluate("""() => {
        const block = document.createElement('div');
        block.className = 'language-pycon highlight';
        block.id = 'pz-test-session';
        block.innerHTML = '<pre><code>&gt;&gt;&gt; print("a\\\\nb\\\\nc")\\na\\nB\\nc\\n'
                          + '&gt;&gt;&gt; 6 * 7\\n42\\n</code></pre>';
        document.querySelector('.md-content article').append(block);
        Puzzlers.live.attach(block);
        block.nextElementSibling.querySelector('.pz-run').click();
    }""")
    report = "#pz-test-session + .pz-example-bar + .pz-doctest-report"
    page.wait_for_function("(s) => document.querySelector(s)?.dataset.state === 'done'", arg=report)
    assert page.locator(report).get_attribute("data-passed") == "1"
    assert page.locator(report).get_attribute("data-failed") == "1"
    assert page.locator(f"{report} .pz-doctest-summary").text_content() == "1 example of 2 failed."
    marks = page.locator(f"{report} .pz-doctest-mark").evaluate_all(
        "ms => ms.map((m) => [m.textContent, m.getAttribute('aria-label')])")
    assert marks == [["✗", "failed"], ["✓", "passed"]]
    rows = page.locator(f"{report} .pz-doctest-diff tbody tr").evaluate_all(
        "rs => rs.map((r) => [r.className, ...[...r.cells].map((c) => c.textContent)])")
    assert rows == [["pz-same", "a", "a"], ["pz-differs", "B", "b"], ["pz-same", "c", "c"]]
    # Its playground link holds the session's code with its prompts (the playground runs it as a session), the
    # expected output left out.
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    copy = page.locator("#pz-test-session + .pz-example-bar .pz-copy-link")
    copy.click()
    page.wait_for_function("(e) => !!e.dataset.link", arg=copy.element_handle())
    session_code = '>>> print("a\\nb\\nc")\n>>> 6 * 7'
    assert copy.get_attribute("data-link") == f"{site_url}playground/?code={playground_link(session_code)}"
    assert page.errors == []


def test_a_crafted_link_cannot_inflate_without_bound(page, site_url):
    page.open(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    bomb = playground_link("x" * 1_000_000)  # 1 MB of code in a link of about 1.3 kB
    message = page.evaluate("(v) => Puzzlers.live.decode(v).then(() => 'decoded', (e) => e.message)", bomb)
    assert message == ("This link's code is too long (a link holds at most 100,000 characters); the starter is shown "
                       "instead.")
    assert page.errors == []


def test_code_too_long_to_share_says_so_then_the_buttons_come_back(page, site_url):
    page.open(site_url + "how/plates/")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    page.locator(".pz-editor-box .cm-content").first.wait_for()
    page.keyboard.insert_text("#" * 100_001 + "\n")  # over Puzzlers.live.MAX_CODE
    for name, label in ((".pz-copy-link", "Copy link"), (".pz-open-playground", "Open in playground")):
        button = bar.locator(name)
        button.click()
        page.wait_for_function("(b) => b.textContent === 'Code over 100,000 characters cannot be shared.'",
                               arg=button.element_handle())
        page.wait_for_function("([b, label]) => b.textContent === label", arg=[button.element_handle(), label])
    assert page.url.startswith(site_url + "how/plates/")
    assert page.errors == []


def document_listeners(page, kind: str) -> int:
    """How many ``kind`` listeners the page's document has (Chromium's DevTools protocol)."""
    cdp = page.context.new_cdp_session(page)
    try:
        document = cdp.send("Runtime.evaluate", {"expression": "document"})["result"]["objectId"]
        listeners = cdp.send("DOMDebugger.getEventListeners", {"objectId": document})["listeners"]
        return sum(listener["type"] == kind for listener in listeners)
    finally:
        cdp.detach()


def test_an_examples_editor_is_destroyed_when_the_page_changes(page, site_url):
    """An editor listens on the document and the window: left behind by instant navigation it would live on."""
    page.open(site_url + "how/plates/")
    before = document_listeners(page, "selectionchange")
    page.locator(".pz-example-bar").first.get_by_role("button", name="Edit").click()
    page.locator(".pz-editor-box .cm-editor").first.wait_for()
    assert document_listeners(page, "selectionchange") == before + 1
    page.get_by_role("link", name="Regex crosswords").last.click()  # instant navigation
    page.wait_for_function("location.pathname.endsWith('/how/regex/')")
    page.wait_for_function("() => !!document.querySelector('div.language-python[data-pz-example]')")
    for _ in range(50):  # the old page's teardown runs in the navigation's tasks, after the new page shows
        if document_listeners(page, "selectionchange") == before:
            break
        page.wait_for_timeout(100)
    assert document_listeners(page, "selectionchange") == before
    assert page.errors == []


def test_playground_code_over_the_limit_says_so_until_it_is_short_again(page, site_url):
    page.open(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    status = "#playground-widget .pz-example-status"
    page.locator("#playground-widget .cm-content").click()
    page.keyboard.press("Control+End")
    page.keyboard.insert_text("\n" + "#" * 100_001)
    page.wait_for_function("(s) => document.querySelector(s).textContent.startsWith('Over 100,000 characters')",
                           arg=status)
    page.keyboard.press("Control+z")  # undo: the code is short again, and its link follows
    page.wait_for_function("(s) => document.querySelector(s).textContent === ''", arg=status)
    page.wait_for_function("() => new URLSearchParams(location.search).has('code')")
    assert page.errors == []


def test_playground_long_output_scrolls_in_its_box_and_input_says_why_it_cannot_read(page, site_url):
    code = "for i in range(3000):\n    print('line', i)\nname = input('Your name? ')"
    page.open(site_url + "playground/?code=" + playground_link(code))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    page.locator("#playground-widget .pz-run").click()
    output = "#playground-widget .pz-example-output"
    wait_state(page, output, "error")
    text = page.locator(output).text_content()
    assert "line 2999\nYour name? \nTraceback (most recent call last):" in text  # not after the prompt, on its line
    assert text.endswith("EOFError: input() has nothing to read here: no one types into a running example; write "
                         "the value in the code")
    box = page.locator(output).bounding_box()
    assert box["height"] <= 30 * 20 + 1  # 30rem: the 3,000 lines scroll inside it
    assert page.eval_on_selector(output, "o => o.scrollHeight > 10 * o.clientHeight && o.tabIndex === 0")
    assert page.errors == []


#: Record, at every change of the widget (a MutationObserver reads the layout as it would be drawn) and every frame,
#: the page-relative top of each element named: window.__pzTops[selector] is the list of the values seen.
WATCH_TOPS = """selectors => {
  const tops = window.__pzTops = Object.fromEntries(selectors.map((s) => [s, []]));
  const take = () => {
    for (const s of selectors) {
      const top = Math.round(document.querySelector(s).getBoundingClientRect().top + window.scrollY);
      if (tops[s].at(-1) !== top) tops[s].push(top);
    }
  };
  take();
  // stopped with the frames (window.__pzStopTops): the page may go on to another with instant navigation
  window.__pzObserver?.disconnect();
  window.__pzObserver = new MutationObserver(take);
  window.__pzObserver.observe(document.querySelector('article'),
                              { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => { take(); if (!window.__pzStopTops) requestAnimationFrame(frame); };
  window.__pzStopTops = false;
  requestAnimationFrame(frame);
}"""


def test_playground_run_moves_nothing_on_a_phone(phone_page, site_url):
    """The status ("Running…", "Done.") has a line of its own, kept when blank: the output box stays where it is;
    run again, it keeps its height while the new output comes (it went down to "Running…", one line, moving the
    text under it)."""
    page = phone_page
    page.open(site_url + "playground/?code=" + playground_link("for n in range(6):\n    print(n)"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    output = "#playground-widget .pz-example-output"
    watched = [output, "#playground-widget .pz-editor-box", "#playground-widget .pz-example-bar",
               "#playground-widget + *"]
    for again in (False, True):  # the first run (Python may still be loading) and a second one
        page.evaluate(WATCH_TOPS, watched)
        page.evaluate("s => { document.querySelector(s).dataset.state = 'before'; }", output)
        page.locator("#playground-widget .pz-run").click()
        wait_state(page, output, "done")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        tops = page.evaluate("() => { window.__pzStopTops = true; window.__pzObserver.disconnect();"
                             " return window.__pzTops; }")
        # the text under the widget moves only as the first output comes
        assert all(len(seen) == 1 for s, seen in tops.items() if again or s != watched[-1]), tops
        assert page.locator(output).text_content() == "0\n1\n2\n3\n4\n5\n"
    assert page.locator("#playground-widget .pz-example-status").text_content() == "Done: 6 lines, the last: 5"
    # an output that ends with blank lines (help()'s): the last line said is the last with words ("the last:" said
    # nothing)
    page.open(site_url + "playground/?code=" + playground_link("print('a')\nprint('b')\nprint()"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    page.evaluate("s => { document.querySelector(s).dataset.state = 'before'; }", output)
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, output, "done")
    assert page.locator("#playground-widget .pz-example-status").text_content() == "Done: 2 lines, the last: b"
    # an output cut short: the status counted the lines kept and Python's note ("Done: 35,186 lines, the last: …
    # output cut at 200,000 characters" of 100,000 lines printed)
    page.open(site_url + "playground/?code=" + playground_link("for i in range(100000):\n    print(i)"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    page.evaluate("s => { document.querySelector(s).dataset.state = 'before'; }", output)
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, output, "done")
    assert page.locator("#playground-widget .pz-example-status").text_content() == (
        "Done: more than 200,000 characters printed; the first 35,185 lines shown.")
    assert page.errors == []


def test_an_examples_run_moves_nothing_on_a_small_phone(fresh_page, site_url):
    """At 360 px, Python's first start included: Cancel shows where Run was (it pushed "Open in playground" to a
    second row), the output keeps the documented output's height while the code runs, the verdict's line is kept
    for it, and the status is said, not shown (at the bar's end it moved the output a row up and down). Run again,
    the last output keeps its height while the new one comes (it went down to one line, then grew back)."""
    page = fresh_page(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site_url + "how/plates/")
    page.evaluate("() => document.fonts.ready.then(() => true)")
    run = page.locator(".pz-example-bar").first.get_by_role("button", name="Run")
    run.scroll_into_view_if_needed()
    watched = [".pz-example-bar .pz-edit", ".pz-example-bar .pz-open-playground", ".pz-example-bar .pz-copy-link",
               ".pz-example-verdict + *"]
    for again in (False, True):  # the first run (Python starts) and a second one
        page.evaluate("s => { document.querySelector(s).dataset.state = 'before'; }", OUTPUT)
        if again:  # from the tap on: the output of the first run keeps its place while the new one comes
            page.evaluate(WATCH_TOPS, watched)
        run.tap()
        # from the tap's own change on (the output in the documented one's place, the verdict's line kept) to the end
        wait_state(page, OUTPUT, "running", "done")
        if not again:
            page.evaluate(WATCH_TOPS, watched)
        wait_state(page, OUTPUT, "done")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        tops = page.evaluate("() => { window.__pzStopTops = true; window.__pzObserver.disconnect();"
                             " return window.__pzTops; }")
        assert all(len(seen) == 1 for seen in tops.values()), tops
        assert page.locator(".pz-example-verdict").first.text_content() == "✓ The same output as the documented one."
    assert page.errors == []


DESCRIBED = "(e) => document.getElementById(e.getAttribute('aria-describedby'))?.textContent"
HINT = ".pz-editor-box:not([hidden]) .pz-editor-hint"
#: The active element's accessible name, as the buttons have it (their aria-label, else their text).
FOCUSED_NAME = "() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent"


def page_y(locator):
    """The element's top in the page (not the window): a measure of the layout that a scroll, such as the one that
    brings a newly opened page to its top a moment after it shows, does not change."""
    return locator.evaluate("e => e.getBoundingClientRect().top + window.scrollY")


def test_the_editor_says_how_tab_works_and_how_to_leave_it(page, site_url):
    """Tab indents, so the way out is said (aria-describedby) and shown under the editor while it has the focus;
    Esc then Tab leaves with no time limit; Ctrl+M switches Tab to moving the focus until Ctrl+M again."""
    page.open(site_url + "plates/")
    bar = page.locator(".pz-example-bar").nth(1)
    bar.get_by_role("button", name="Edit example 2", exact=True).click()
    content = page.locator(".pz-editor-box .cm-content").first
    content.wait_for()
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Example 2, Python code"
    assert content.evaluate(DESCRIBED) == ("Tab indents and Shift+Tab dedents. To leave the editor, press Esc, then "
                                           "Tab; Ctrl+M makes Tab move the focus instead. Ctrl+Enter runs the code.")
    hint = page.locator(HINT)
    assert hint.is_visible() and hint.text_content() == "Tab indents · Esc then Tab leaves the editor"
    # The hint's line is kept while it is blank: the focus leaving (a click beside) moves nothing under it.
    top = page_y(bar)
    page.mouse.click(5, 300)
    assert not hint.is_visible() and page_y(bar) == top
    content.click()
    assert hint.is_visible() and page_y(bar) == top
    page.keyboard.press("Control+End")
    last = editor_code(page, ".pz-editor-box").split("\n")[-1]
    page.keyboard.press("Tab")  # indents: the focus stays
    assert editor_code(page, ".pz-editor-box").split("\n")[-1] == "    " + last
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    # Esc, then Tab after CodeMirror's two seconds: the focus goes to the example's Run.
    page.keyboard.press("Escape")
    assert hint.text_content() == "Tab now leaves the editor · any other key: Tab indents"
    # (time passed, not a patched clock: the page is shared with the tests after this one, and Material's timers
    # stalled when its clock went back)
    page.wait_for_timeout(2200)
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_NAME) == "Run example 2"
    assert page.evaluate("document.activeElement.textContent") == "Run"
    # Back in: Tab indents again (the way out ends when the editor loses the focus).
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    assert hint.text_content() == "Tab indents · Esc then Tab leaves the editor"
    before = editor_code(page, ".pz-editor-box")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    assert editor_code(page, ".pz-editor-box") != before
    # Ctrl+M: Tab moves the focus, every time, until Ctrl+M again.
    page.keyboard.press("Control+m")
    assert hint.text_content() == "Tab moves the focus · Ctrl+M: Tab indents again"
    assert content.evaluate(DESCRIBED) == ("Tab moves the focus out of the editor; Ctrl+M makes it indent again. "
                                           "Ctrl+Enter runs the code.")
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_NAME) == "Run example 2"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_NAME) == "Run example 2"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Control+m")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('cm-content')")
    assert page.errors == []


def test_the_playground_editor_says_how_to_leave_it_and_its_hint_moves_nothing(page, site_url):
    page.open(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    content = page.locator("#playground-widget .cm-content")
    run = page.locator("#playground-widget .pz-run")
    top = page_y(run)
    content.click()
    assert content.evaluate(DESCRIBED) == ("Tab indents and Shift+Tab dedents. To leave the editor, press Esc, then "
                                           "Tab; Ctrl+M makes Tab move the focus instead. Ctrl+Enter runs the code.")
    hint = page.locator("#playground-widget .pz-editor-hint")
    assert hint.is_visible() and hint.text_content() == "Tab indents · Esc then Tab leaves the editor"
    assert page_y(run) == top
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Run"
    assert not hint.is_visible() and page_y(run) == top
    assert page.errors == []


def test_each_examples_buttons_say_which_example(page, site_url):
    """Three examples on the page: three sets of buttons, each named after its example, their text unchanged."""
    page.open(site_url + "plates/")
    bars = page.locator(".pz-example-bar")
    assert bars.count() == 3
    for n in (1, 2, 3):
        bar = bars.nth(n - 1)
        names = bar.locator("button:visible").evaluate_all("bs => bs.map((b) => [b.getAttribute('aria-label'), "
                                                           "b.textContent])")
        assert names == [[f"Run example {n}", "Run"], [f"Edit example {n}", "Edit"],
                         [f"Open in playground: example {n}", "Open in playground"],
                         [f"Copy link: example {n}", "Copy link"]]
        assert page.get_by_role("button", name=f"Run example {n}", exact=True).count() == 1
    assert page.errors == []


def test_the_code_is_dimmed_while_its_editor_loads(fresh_page, site_url):
    """The status line is said, not shown: what a reader sees while the editor loads is the code dimmed (and Edit
    disabled), until the editor takes its place."""
    page = fresh_page()
    held = []
    page.route("**/js/editor.js", lambda route: held.append(route))
    page.goto(site_url + "how/plates/")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    page.wait_for_function("() => document.querySelector('.pz-loading') !== null")
    assert bar.locator(".pz-example-status").text_content() == "Loading the editor…"
    assert bar.get_by_role("button", name="Edit").is_disabled()
    for _ in range(600):  # the held request reaches this thread with Playwright's next events
        if held:
            break
        page.wait_for_timeout(50)
    assert len(held) == 1
    held[0].continue_()
    page.locator(".pz-editor-box .cm-content").first.wait_for()
    assert page.locator(".pz-loading").count() == 0
    assert page.errors == []


def test_after_run_on_a_phone_the_output_is_in_view_and_said(tab, site_url):
    """Run near the bottom of a phone's screen: the output came below it, unseen; it is brought into view. The
    output is named for its example, and an exception is said with its last line (only "The code raised an
    exception." was)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + "how/plates/")
    bar = page.locator(".pz-example-bar").first
    run = bar.get_by_role("button", name="Run")
    run.scroll_into_view_if_needed()
    page.evaluate("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                  " window.scrollBy(0, r.bottom - innerHeight + 4); }", ".pz-example-bar")  # at the screen's foot
    run.tap()
    wait_state(page, OUTPUT, "done")
    page.wait_for_function("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                           " return r.top >= 0 && r.top < innerHeight - 40; }", arg=OUTPUT)
    assert page.locator(OUTPUT).first.get_attribute("aria-label") == "Output of example 1"
    assert page.locator(".pz-example-status").first.text_content() == (
        "Done: the same output as the documented one.")
    bar.get_by_role("button", name="Edit").tap()
    page.locator(".pz-example-editor").first.fill("print(1 / 0)")
    run.tap()
    wait_state(page, OUTPUT, "error")
    assert page.locator(".pz-example-status").first.text_content() == (
        "The code raised an exception: ZeroDivisionError: division by zero")
    assert page.errors == []


def test_reset_during_a_run_cancels_it(page, site_url):
    # a run far longer than the steps up to Reset, however slow the machine (3 s could end before the click)
    bar = run_edited(page, site_url + "how/plates/", "import time\ntime.sleep(30)\nprint('late')")
    wait_state(page, OUTPUT, "running")
    bar.get_by_role("button", name="Reset").click()
    wait_state(page, OUTPUT, "cancelled")
    assert page.locator(OUTPUT).first.is_hidden()
    bar.locator(".pz-stop").wait_for(state="hidden")
    assert "late" not in page.locator(OUTPUT).first.text_content()
    assert page.errors == []


def test_the_starter_menu_keeps_the_keyboards_focus(page, site_url):
    """The arrow keys of the closed "Start from" menu choose at each press: the first one sent the focus into the
    editor, and the next ones moved its cursor; the menu keeps it now."""
    page.open(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    starter = page.locator("#pz-starter")
    first = starter.input_value()
    starter.focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_function("v => document.querySelector('#pz-starter').value !== v", arg=first)
    assert page.evaluate("document.activeElement.id") == "pz-starter"
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.id") == "pz-starter"
    assert page.errors == []


#: Records every text the first example's output box shows (window.__pzShown).
WATCH_OUTPUT = """(s) => {
  window.__pzShown = [];
  const box = document.querySelector(s);
  new MutationObserver(() => window.__pzShown.push(box.textContent))
    .observe(box, {childList: true, characterData: true, subtree: true});
}"""


def test_the_playground_says_what_a_run_gave_and_refuses_a_link_it_cannot_hold(page, site_url):
    """A screen reader is told which exception a playground run raised, or what it printed (the output box is no
    live region); code over the link's limit turns Share off (it copied the address, which held the code of
    before, and said "Link copied"), and back on once short enough."""
    page.open(site_url + "playground/?code=" + playground_link("print('a')\n1 / 0"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    status = page.locator("#playground-widget .pz-example-status")
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, "#playground-widget .pz-example-output", "error")
    assert status.text_content() == "The code raised an exception: ZeroDivisionError: division by zero"
    share = page.locator("#playground-widget .pz-share")
    assert share.is_enabled()
    page.locator("#playground-widget .cm-content").click()
    page.keyboard.press("Control+End")
    page.keyboard.insert_text("\n#" + "#" * 100_000)
    page.wait_for_function("() => document.querySelector('#playground-widget .pz-share').disabled")
    assert share.get_attribute("title") == "Code over 100,000 characters cannot be shared."
    assert status.text_content() == "Over 100,000 characters: the link no longer holds the code."
    # a reload would lose it (the address holds the code of before, which it brought back unsaid): the browser asks
    leaving = "() => { const e = new Event('beforeunload', {cancelable: true}); return !dispatchEvent(e); }"
    assert page.evaluate(leaving) is True
    page.keyboard.press("Control+z")
    page.wait_for_function("() => !document.querySelector('#playground-widget .pz-share').disabled")
    assert editor_code(page, "#playground-widget") == "print('a')\n1 / 0"
    assert page.evaluate(leaving) is False
    assert page.errors == []


def test_a_run_after_a_cancel_is_no_first_run(page, site_url):
    """Python restarted after a Cancel: the output box says it loads, not "(first run only)"."""
    bar = run_edited(page, site_url + "how/site/", "print('started')\nwhile True:\n    pass\n")
    page.wait_for_function("(s) => document.querySelector(s).textContent === 'started\\n'", arg=OUTPUT)
    bar.get_by_role("button", name="Cancel").click()
    wait_state(page, OUTPUT, "cancelled")
    page.evaluate(WATCH_OUTPUT, OUTPUT)
    page.locator(".pz-example-editor").first.fill("print('second run')")
    bar.get_by_role("button", name="Run").click()
    wait_state(page, OUTPUT, "done")
    assert page.locator(OUTPUT).first.text_content() == "second run\n"
    shown = page.evaluate("window.__pzShown")
    assert shown and not [text for text in shown if "first run only" in text], shown


def test_an_example_sent_behind_another_run_says_it_waits(page, site_url):
    """Example 2 run while example 1 loops: it has not started (Python runs one request at a time), and its box and
    status say so, naming the run it waits for (both said "Running…"); example 1 cancelled, it runs."""
    bar = run_edited(page, site_url + "how/plates/", "print('started')\nwhile True:\n    pass\n")
    page.wait_for_function("(s) => document.querySelector(s).textContent === 'started\\n'", arg=OUTPUT)
    second = page.locator(".pz-example-output").nth(1)
    page.evaluate("""() => { window.__pzShown = [];
      const box = document.querySelectorAll('.pz-example-output')[1];
      window.__pzShownObserver = new MutationObserver(() => window.__pzShown.push(box.textContent));
      window.__pzShownObserver.observe(box, {childList: true, characterData: true, subtree: true}); }""")
    try:
        page.locator(".pz-example-bar").nth(1).get_by_role("button", name="Run").click()
        page.wait_for_function("(s) => document.querySelectorAll(s)[1].dataset.state === 'running'", arg=OUTPUT)
        waiting = "Waiting for example 1 to finish…"
        assert second.text_content() == waiting
        assert page.locator(".pz-example-status").nth(1).text_content() == waiting
        bar.get_by_role("button", name="Cancel").click()
        page.wait_for_function("(s) => document.querySelectorAll(s)[1].dataset.state === 'done'", arg=OUTPUT)
        shown = page.evaluate("window.__pzShown")
    finally:
        page.evaluate("() => { window.__pzShownObserver.disconnect(); delete window.__pzShown; }")
    assert shown[0] == waiting, shown  # from the start: not "Running…" first
    assert page.locator(".pz-example-status").nth(1).text_content().startswith("Done")
    assert page.errors == []


def test_a_package_the_page_has_not_got_is_said_to_be_none_of_its_python(page, site_url):
    run_edited(page, site_url + "how/site/", "import numpy")
    wait_state(page, OUTPUT, "error")
    said = ("ModuleNotFoundError: No module named 'numpy' (the Python of this page has the standard library and "
            "puzzlers only)")
    assert page.locator(OUTPUT).first.text_content().splitlines()[-1] == said
    assert page.locator(".pz-example-status").first.text_content() == f"The code raised an exception: {said}"
    # a mistyped name too (what the line says stays true; a standard module the browser leaves out does not get it)
    page.locator(".pz-example-editor").first.fill("import colections")
    page.locator(".pz-example-bar").first.get_by_role("button", name="Run").click()
    page.wait_for_function("(s) => document.querySelector(s).textContent.includes('colections')", arg=OUTPUT)
    wait_state(page, OUTPUT, "error")
    assert page.locator(OUTPUT).first.text_content().splitlines()[-1] == (
        "ModuleNotFoundError: No module named 'colections' (the Python of this page has the standard library and "
        "puzzlers only)")
    assert page.errors == []


def test_a_sessions_report_is_brought_into_view_on_a_phone(phone_page, site_url):
    """Run on a session at the foot of a phone's screen: its report came below the screen, and the page did not
    scroll (the status line is said, not shown: nothing on screen said the run had ended). Its summary is brought
    into view, as an example's output is (reduced motion: the page jumps there, no smooth scroll to wait for)."""
    page = phone_page
    page.emulate_media(reduced_motion="reduce")
    try:
        page.open(site_url + "reference/api/plates.solver/")
        page.wait_for_function("() => [...document.querySelectorAll('div.language-pycon')]"
                               ".every((b) => b.dataset.pzExample)")
        bar = page.locator(".pz-doctest-bar").first
        bar.scroll_into_view_if_needed()
        page.evaluate("(s) => { const r = document.querySelector(s).getBoundingClientRect();"
                      " window.scrollBy(0, r.bottom - innerHeight + 4); }", ".pz-doctest-bar")  # at the screen's foot
        before = page.evaluate("window.scrollY")
        summary = page.locator(".pz-doctest-report").first
        assert summary.is_hidden()
        height = page.evaluate("innerHeight")
        (bar_box,) = boxes(page, ".pz-doctest-bar")[:1]
        assert height - 40 < bar_box["bottom"] <= height, bar_box  # Run at the screen's foot
        bar.get_by_role("button", name="Run").tap()
        wait_state(page, ".pz-doctest-report", "done")
        (box,) = boxes(page, ".pz-doctest-report .pz-doctest-summary")[:1]
        header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
        assert header <= box["top"] and box["bottom"] <= height, box
        assert page.evaluate("window.scrollY") > before
        assert page.locator(".pz-doctest-summary").first.text_content() == "All 4 examples passed."
    finally:
        page.emulate_media(reduced_motion="no-preference")
    assert page.errors == []


def test_one_example_passed_is_not_all_1_example(page, site_url):
    """A session of one example said "All 1 example passed."; one of several still says "All 4 examples"."""
    page.open(site_url + "reference/api/plates.solver/")
    page.wait_for_function("() => [...document.querySelectorAll('div.language-pycon')]"
                           ".every((b) => b.dataset.pzExample)")
    for index in (0, 4):
        page.locator(".pz-doctest-bar").nth(index).get_by_role("button", name="Run").click()
    page.wait_for_function("() => [0, 4].every((i) => "
                           "document.querySelectorAll('.pz-doctest-report')[i].dataset.state === 'done')")
    reports = page.locator(".pz-doctest-report")
    assert reports.nth(4).get_attribute("data-passed") == "1"
    assert reports.nth(4).locator(".pz-doctest-summary").text_content() == "1 example passed."
    assert page.locator(".pz-doctest-bar .pz-example-status").nth(4).text_content() == "1 example passed."
    assert reports.nth(0).locator(".pz-doctest-summary").text_content() == "All 4 examples passed."
    assert page.errors == []


def test_code_that_ends_python_says_so_and_the_next_run_has_a_fresh_python(page, site_url):
    """os._exit(1) ends Pyodide's Python: the first run said "Python is not available: Program terminated with
    exit(1)", every later one `Python is not available: "undefined" is not valid JSON` (a call to the ended
    runtime returned nothing). The run says what happened, and the next one starts a new Python."""
    page.open(site_url + "playground/?code=" + playground_link("print('before')\nimport os\nos._exit(1)"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    output = "#playground-widget .pz-example-output"
    ended = "The code ended Python (os._exit(1)); Python starts afresh at the next run."
    for _ in range(2):
        page.evaluate("(s) => { document.querySelector(s).dataset.state = ''; }", output)
        page.locator("#playground-widget .pz-run").click()
        wait_state(page, output, "error", "done")
        assert page.locator(output).text_content() == f"before\n{ended}"
        assert page.locator("#playground-widget .pz-example-status").text_content() == "Failed."
    page.locator("#playground-widget .pz-example-editor").fill("import os\nprint(6 * 7, os.getpid() > 0)")
    page.evaluate("(s) => { document.querySelector(s).dataset.state = ''; }", output)
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, output, "error", "done")
    assert page.locator(output).text_content() == "42 True\n"
    assert page.errors == []


def test_a_link_over_the_limit_is_refused_and_the_starter_shown(page, site_url):
    """A link holding 200,000 characters (about 60 characters long: made by hand) opened whole, then said "Over
    100,000 characters: the link no longer holds the code."; the docs say a link holds at most 100,000. It is
    refused as a damaged link is: the starter is shown, with a line that says why."""
    too_long = ("This link's code is too long (a link holds at most 100,000 characters); the starter is shown "
                "instead.")
    page.open(site_url + "playground/?code=" + playground_link("x" * 200_000))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert page.locator("#playground-widget .pz-example-status").text_content() == too_long
    assert editor_code(page, "#playground-widget").startswith("from puzzlers.plates import")
    assert page.locator("#pz-starter").input_value() == "plates"
    assert page.locator("#playground-widget .pz-share").is_enabled()
    # at the limit, a link still opens whole
    for code in ("x" * 100_000, "é" * 100_000):
        assert page.evaluate("(v) => Puzzlers.live.decode(v).then((c) => c.length)", playground_link(code)) == 100_000
    message = page.evaluate("(v) => Puzzlers.live.decode(v).then(() => 'decoded', (e) => e.message)",
                            playground_link("é" * 100_001))
    assert message == too_long
    assert page.errors == []


#: Where the last line of the traceback in the output box ``s`` (the first one shown) is drawn, and what of it one
#: sees: the box as scrolled inside, the window below the site's header.
LAST_LINE = """s => { const box = [...document.querySelectorAll(s)].find((o) => !o.hidden);
  const line = [...box.querySelector('.pz-traceback').getClientRects()].at(-1);
  const r = box.getBoundingClientRect();
  return { top: line.top, bottom: line.bottom, text: box.textContent.trim().split('\\n').at(-1),
           seen: [Math.max(r.top, document.querySelector('.md-header').getBoundingClientRect().bottom),
                  Math.min(r.bottom, innerHeight)] }; }"""


@pytest.mark.parametrize("size", [(844, 390), (320, 568)], ids=["sideways", "small"])
@pytest.mark.parametrize("where", ["playground", "example"])
def test_after_long_output_and_an_exception_the_exception_is_on_a_phones_screen(where, size, phone_page, site_url):
    """A hundred lines printed, then an exception: the box, 30rem (600 px) high, was taller than a phone held
    sideways (390 px) or a small one (568 px); brought into view from its top, it showed the first lines, its end
    (scrolled to inside the box) under the screen, and nothing on screen said there was an error. The box is lower
    than the screen now: all of it is shown, the exception too (reduced motion: the page jumps, no smooth scroll to
    wait for)."""
    page = phone_page
    code = "for i in range(100):\n    print('line', i)\nraise ValueError('the bad thing')"
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(reduced_motion="reduce")
    try:
        if where == "playground":
            page.open(site_url + "playground/?code=" + playground_link(code))
            page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
            page.evaluate("window.scrollTo(0, 0)")
            page.locator("#playground-widget .pz-run").tap()
            output = "#playground-widget .pz-example-output"
        else:
            run_edited(page, site_url + "how/plates/", code)
            output = OUTPUT
        wait_state(page, output, "error")
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        line = page.evaluate(LAST_LINE, output)
        assert line["text"] == "ValueError: the bad thing"
        assert line["seen"][0] - 1 <= line["top"] and line["bottom"] <= line["seen"][1] + 1, line
        if where == "playground":  # the status line over the box says so too
            status = page.locator("#playground-widget .pz-example-status")
            assert status.text_content() == "The code raised an exception: ValueError: the bad thing"
            (box,) = boxes(page, "#playground-widget .pz-example-status")
            header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
            assert header <= box["top"] and box["bottom"] <= size[1], box
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_the_starter_menu_says_when_the_code_is_ones_own_and_gives_every_starter_back(page, site_url):
    """Code written over a starter: the "Start from" menu still named the starter, so choosing it again did nothing
    (a native menu fires no change for the entry already chosen). It says the code is one's own now, as for a
    link's code, and agrees with the share link after a reload; code made a starter's again names that starter."""
    page.open(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    starter = page.locator("#pz-starter")
    chosen = "(s) => document.querySelector(s).selectedOptions[0].text"
    assert starter.input_value() == "plates"
    plates = editor_code(page, "#playground-widget")
    page.locator("#playground-widget .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text("print('mine')")
    page.wait_for_function("(v) => new URLSearchParams(location.search).get('code') === v",
                           arg=playground_link("print('mine')"))
    assert starter.input_value() == "" and page.evaluate(chosen, "#pz-starter") == "Your own code"
    # the starter it was is a choice again, asked for first
    asked = []
    page.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    starter.select_option("plates")
    assert asked == ['Replace your code with the starter "License plates: solve 1234"?']
    assert editor_code(page, "#playground-widget") == plates
    assert starter.input_value() == "plates" and starter.locator('option[value=""]').count() == 0
    # a link of one's own code, reloaded: the menu says so too
    page.open(site_url + "playground/?code=" + playground_link("print('mine')"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert editor_code(page, "#playground-widget") == "print('mine')"
    assert starter.input_value() == "" and page.evaluate(chosen, "#pz-starter") == "Code from the link"
    # written to be a starter's code again, it names that starter, and so does its link reloaded
    page.locator("#playground-widget .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(plates)
    page.wait_for_function("(v) => new URLSearchParams(location.search).get('code') === v",
                           arg=playground_link(plates))
    assert starter.input_value() == "plates" and starter.locator('option[value=""]').count() == 0
    page.open(page.evaluate("location.href"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert starter.input_value() == "plates" and starter.locator('option[value=""]').count() == 0
    assert page.errors == []


def test_a_sessions_marks_are_named_passed_or_failed_for_a_screen_reader(page, site_url):
    """The ✓ and ✗ of a session's report: an aria-label on a plain <span> is ignored, and a screen reader read "✓"
    alone; each mark is an image named "passed" or "failed"."""
    page.open(site_url + "reference/api/feedback/")
    page.get_by_role("button", name="Run example 1", exact=True).click()
    report = page.locator(".pz-example-bar:has([aria-label='Run example 1']) + .pz-doctest-report")
    page.wait_for_function("(e) => e.dataset.state === 'done'", arg=report.element_handle())
    passed = int(report.get_attribute("data-passed"))
    assert passed >= 1 and report.get_attribute("data-failed") == "0"
    snapshot = report.aria_snapshot()
    # (the snapshot shows an image's name, then its text, which is not read: an image's content is presentational)
    assert "text: ✓" not in snapshot, snapshot
    assert snapshot.count('- img "passed"') == passed, snapshot
    assert report.get_by_role("img", name="passed", exact=True).count() == passed
    assert page.errors == []


def test_reset_says_what_it_did_not_the_last_runs_verdict(page, site_url):
    """After Reset, the example's status line (said, not shown) no longer reads the last run's verdict, "Done: not
    the documented output.", of an output no longer shown; a run that Reset ended is not said to be "Cancelled."."""
    status = ".pz-example-bar >> nth=0 >> .pz-example-status"
    bar = run_edited(page, site_url + "how/plates/", "print('not the documented output')")
    wait_state(page, OUTPUT, "done")
    assert page.locator(status).text_content() == "Done: not the documented output."
    bar.get_by_role("button", name="Reset").click()
    assert page.locator(status).text_content() == "Reset: the documented code and output are back."
    # Reset during a run (longer than the steps up to Reset, however slow the machine)
    bar.get_by_role("button", name="Edit").click()
    page.locator(".pz-example-editor").first.fill("import time\ntime.sleep(30)")
    bar.get_by_role("button", name="Run").click()
    wait_state(page, OUTPUT, "running")
    bar.get_by_role("button", name="Reset").click()
    wait_state(page, OUTPUT, "cancelled")
    bar.locator(".pz-stop").wait_for(state="hidden")  # the run's end, handled
    assert page.locator(status).text_content() == "Reset: the documented code and output are back."
    assert page.errors == []


def test_back_after_a_starter_brings_back_the_code_it_replaced_and_forward_the_starter(page, site_url):
    """A starter picked over a link's code replaced the link's history entry: Back left the page, and the link's
    code was lost. The starter is a new entry: Back brings the link's code back into the editor, Forward the
    starter."""
    code = "print('from the link')"
    ready = "() => document.querySelector('#playground-widget').dataset.ready === '1'"
    shown = "(v) => [...document.querySelectorAll('#playground-widget .cm-line')].map((l) => l.textContent)" \
            ".join('\\n') === v"
    page.open(site_url)
    page.open(site_url + "playground/?code=" + playground_link(code))
    page.wait_for_function(ready)
    assert editor_code(page, "#playground-widget") == code
    page.once("dialog", lambda dialog: dialog.accept())
    page.locator("#pz-starter").select_option("plates")
    plates = page.evaluate("() => document.querySelector('template[data-starter=\"plates\"]').content.textContent"
                           ".replace(/\\n$/, '')")
    page.wait_for_function("(v) => new URLSearchParams(location.search).get('code') === v",
                           arg=playground_link(plates))
    assert editor_code(page, "#playground-widget") == plates
    page.go_back()
    # (Back that leaves the page fails at once, not after the wait's time-out)
    page.wait_for_function(f"(v) => location.pathname !== '/playground/' || ({shown})(v)", arg=code)
    assert page.evaluate("location.pathname") == "/playground/"
    page.wait_for_function(ready)
    assert page.evaluate("new URLSearchParams(location.search).get('code')") == playground_link(code)
    assert page.locator("#pz-starter option:checked").text_content() == "Code from the link"
    page.go_forward()
    page.wait_for_function(shown, arg=plates)
    page.wait_for_function(ready)
    assert page.locator("#pz-starter").input_value() == "plates"
    assert page.evaluate("new URLSearchParams(location.search).get('code')") == playground_link(plates)
    # a starter in a starter's place stays in its entry (the menu's arrow keys go through them): Back goes on to
    # the link's code
    page.locator("#pz-starter").select_option("nerdle")
    nerdle = page.evaluate("() => document.querySelector('template[data-starter=\"nerdle\"]').content.textContent"
                           ".replace(/\\n$/, '')")
    page.wait_for_function("(v) => new URLSearchParams(location.search).get('code') === v",
                           arg=playground_link(nerdle))
    page.go_back()
    page.wait_for_function(f"(v) => location.pathname !== '/playground/' || ({shown})(v)", arg=code)
    assert page.evaluate("new URLSearchParams(location.search).get('code')") == playground_link(code)
    assert page.errors == []


def test_undo_after_a_starter_brings_back_the_code_it_replaced(page, site_url):
    """A starter picked soon after typing (within half a second, CodeMirror's time to join changes into one undo
    step) was joined to the typing: Ctrl+Z took both back, and the typed code was lost to undo (Back alone brought
    it back). The starter is one undoable change of its own: Ctrl+Z in the editor gives the typed code back, and
    Ctrl+Y the starter again. (The page's clock is held still meanwhile, so "soon" holds on a loaded machine.)"""
    page.open(site_url + "playground/")
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    nerdle = page.evaluate("() => document.querySelector('template[data-starter=\"nerdle\"]').content.textContent"
                           ".replace(/\\n$/, '')")
    page.locator("#playground-widget .cm-content").click()
    page.keyboard.press("Control+a")
    page.evaluate("() => { window.__pzNow = Date.now; const now = Date.now(); Date.now = () => now; }")
    try:
        page.keyboard.type("print('mine')")
        page.once("dialog", lambda dialog: dialog.accept())
        page.locator("#pz-starter").select_option("nerdle")
    finally:
        page.evaluate("() => { Date.now = window.__pzNow; delete window.__pzNow; }")
    assert editor_code(page, "#playground-widget") == nerdle
    page.locator("#playground-widget .cm-content").focus()
    page.keyboard.press("Control+z")
    assert editor_code(page, "#playground-widget") == "print('mine')"
    assert page.locator("#pz-starter option:checked").text_content() == "Your own code"
    page.keyboard.press("Control+y")
    assert editor_code(page, "#playground-widget") == nerdle
    assert page.locator("#pz-starter").input_value() == "nerdle"
    assert page.errors == []


def test_hidden_characters_in_code_from_a_link_are_drawn(page, site_url):
    """Code from a link with bidirectional controls (a right-to-left override, isolates, an embedding) shows each as
    a mark in the editor: unmarked, the line read as a comment ran as code ("Trojan Source")."""
    code = 'access = "user"\nif access != "user\u202e \u2066# admin only\u2069 \u2066\u202b":\n    print("runs")\n'
    page.open(site_url + "playground/?code=" + playground_link(code))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    page.wait_for_function("document.querySelectorAll('#playground-widget .cm-specialChar').length === 5")
    assert page.locator("#playground-widget .cm-content").text_content() == code.replace("\n", "").translate(
        {ord(c): "\u2022" for c in "\u202e\u2066\u2069\u202b"})  # each drawn as a mark, "•"
    assert page.errors == []


def test_a_sessions_copy_button_copies_code_to_paste_into_a_script(fresh_page, site_url):
    """The copy button of an API example (a >>> session) copied its prompts and documented outputs, which neither a
    script nor Python's prompt takes: it copies the code, with the import of the module whose names it uses."""
    page = fresh_page()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.open(site_url + "reference/api/plates.solver/")
    block = page.locator("div.language-pycon").first
    block.hover()
    block.locator("[data-md-type=copy]").click()
    # (a predicate that returns a promise counts as true at once: each poll starts a read and looks at the last one)
    page.wait_for_function("""() => { navigator.clipboard.readText().then((t) => { window.copied = t; });
      return !!window.copied; }""", polling=100)
    assert page.evaluate("window.copied") == (
        'from puzzlers.plates.solver import *\nresult = solve("1234")\nresult.count, result.solutions\n'
        'solve("1013").count\nsolve("08-D-12345", group=-1).digits\n')
    assert page.errors == []


def test_code_that_changes_what_the_puzzles_share_leaves_a_fresh_python(page, site_url):
    """A run that replaced builtins.print left every later run without output ("Done: no output."), and one that
    patched a solver's entry point made the plate widget of the next page count 999 solutions for 1234: the Python
    is the widgets' too. The run says what it changed, and the page starts Python afresh for the next request."""
    output = "#playground-widget .pz-example-output"

    def run(code):
        page.locator("#playground-widget .pz-example-editor").fill(code)
        page.evaluate("(s) => { document.querySelector(s).dataset.state = ''; }", output)
        page.locator("#playground-widget .pz-run").click()
        wait_state(page, output, "error", "done")
        return page.locator(output).text_content()

    page.open(site_url + "playground/?code=" + playground_link("print(1)"))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    assert run("import builtins\nprint('before')\nbuiltins.print = lambda *a, **k: None") == (
        "before\n(This code changed builtins.print, which the page's puzzles share: Python starts afresh for the next"
        " request.)\n")
    assert run("print('visible?')\n40 + 2") == "visible?\n42\n"
    # a solver's entry point patched, then a plate answered by the widget of another page (no reload)
    patched = run("import puzzlers.plates.web as w\nsolve = w.web_solve\n"
                  "w.web_solve = lambda *a, **k: {**solve(*a, **k), 'count': 999}\nprint('patched')")
    assert patched.startswith("patched\n(This code changed puzzlers.plates.web.web_solve, ")
    # code that only uses the package changes nothing: no restart, no words (help() on one of its classes neither:
    # Python 3.14 keeps the annotations it reads in the class)
    assert run("from puzzlers.plates import solve\nsolve('1234').count") == "2\n"
    assert run("import puzzlers.numbers.solver") == "(no output)"
    assert run("from puzzlers.numbers.solver import Answer\nhelp(Answer)\nprint('helped')").endswith("\nhelped\n")
    # builtins the check itself needs, broken: every request after it failed ("bad request: not JSON")
    assert run("import builtins\nbuiltins.isinstance = lambda a, b: False") == (
        "(This code changed builtins.isinstance, which the page's puzzles share: Python starts afresh for the next"
        " request.)\n")
    assert run("print(isinstance(1, int))") == "True\n"
    page.open(site_url + "plates/?p=1234")
    page.wait_for_function("() => /^1234: /.test(document.querySelector('#plate-summary').textContent)")
    assert page.locator("#plate-summary").text_content().startswith("1234: 2 solutions")
    assert page.errors == []


def test_exit_with_a_message_or_a_status_ends_quietly_as_a_script_does(page, site_url):
    """sys.exit("bye") and raise SystemExit(3) showed a red traceback (``SystemExit: bye``), though the page says
    exit() ends the code as a script ends: the message is printed, a status other than 0 said."""
    output = "#playground-widget .pz-example-output"
    for code, shown in (("print('a')\nimport sys\nsys.exit('bye')", "a\nbye\n"),
                        ("raise SystemExit(3)", "(exit status 3)\n")):
        page.open(site_url + "playground/?code=" + playground_link(code))
        page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
        page.evaluate("(s) => { document.querySelector(s).dataset.state = ''; }", output)
        page.locator("#playground-widget .pz-run").click()
        wait_state(page, output, "error", "done")
        assert page.locator(output).text_content() == shown
        assert page.locator(f"{output} .pz-traceback").count() == 0
    assert page.errors == []


def test_a_widget_waiting_behind_an_example_says_what_it_waits_for(page, site_url):
    """A plate typed while an example of the page loops: the widget's bar ran under an empty line for as long as
    the example ran. It names the example it waits for, and answers once that example is cancelled."""
    page.open(site_url + "plates/?p=1234")
    page.wait_for_function("() => /^1234: /.test(document.querySelector('#plate-summary').textContent)")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    page.locator(".pz-example-editor").first.fill("print('looping')\nwhile True:\n    pass\n")
    bar.get_by_role("button", name="Run").click()
    page.wait_for_function("(s) => document.querySelector(s).textContent === 'looping\\n'", arg=OUTPUT)
    page.locator("#plate-input").fill("5678")
    status = page.locator("#plates-widget .pl-run .pz-status")
    status.get_by_text("Waiting for example 1 to finish (its Cancel stops it)…").wait_for()
    # another plate while the first waits: the line stays (the overtaken run's timer cleared it each second, the
    # latest one's wrote it again, and a screen reader heard it again each time)
    page.evaluate("""() => { window.__pzSaid = [];
      const line = document.querySelector('#plates-widget .pl-run .pz-status');
      window.__pzSaidObserver = new MutationObserver(() => window.__pzSaid.push(line.textContent));
      window.__pzSaidObserver.observe(line, { childList: true, characterData: true, subtree: true }); }""")
    page.locator("#plate-input").fill("5679")
    page.wait_for_timeout(3000)  # three of the line's checks, a second apart
    said = page.evaluate("() => { window.__pzSaidObserver.disconnect(); return window.__pzSaid; }")
    assert "" not in said and status.text_content().startswith("Waiting for example 1"), said
    bar.get_by_role("button", name="Cancel").click()
    page.wait_for_function("() => /^5679: /.test(document.querySelector('#plate-summary').textContent)")
    assert status.text_content() == ""
    assert page.errors == []


def test_a_deep_recursions_traceback_is_shown_not_the_browsers_stack(page, site_url):
    """A recursion 4,000 calls deep (the limit raised) ended with "The code went deeper than the browser's stack
    allows" once its traceback was shown (freed whole, its links freed each other, one inside the other): its
    traceback is shown, the last 5,000 calls of a deeper one."""
    output = "#playground-widget .pz-example-output"
    for depth, last in ((4000, "ZeroDivisionError: division by zero"),
                        (9000, "(the 4,003 calls before the last 5,000 are left out)")):
        code = (f"import sys\nsys.setrecursionlimit({depth + 1000})\ndef f(n):\n    return 1 / 0 if n == 0 else"
                f" f(n - 1)\nf({depth})")
        page.open(site_url + "playground/?code=" + playground_link(code))
        page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
        page.evaluate("(s) => { document.querySelector(s).dataset.state = ''; }", output)
        page.locator("#playground-widget .pz-run").click()
        wait_state(page, output, "error", "done")
        assert page.locator(f"{output} .pz-traceback").text_content().splitlines()[-1] == last
        # a screen reader hears the exception, not the note under it
        assert page.locator("#playground-widget .pz-example-status").text_content() == (
            "The code raised an exception: ZeroDivisionError: division by zero")
    # Recursion inside Python's C code does reach the browser's stack (Python 3.14 bounds its own calls): said, and
    # the next run has a new Python
    page.open(site_url + "playground/?code=" + playground_link('import json\njson.loads("[" * 5000 + "]" * 5000)'))
    page.wait_for_function("() => document.querySelector('#playground-widget').dataset.ready === '1'")
    page.evaluate("(s) => { document.querySelector(s).dataset.state = ''; }", output)
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, output, "error", "done")
    assert page.locator(output).text_content() == (
        "The code went deeper than the browser's stack allows (a deep recursion, or an object nested thousands deep);"
        " Python restarts with the next run.")
    page.locator("#playground-widget .pz-example-editor").fill("print('next run')")
    page.locator("#playground-widget .pz-run").click()
    wait_state(page, output, "done")
    assert page.locator(output).text_content() == "next run\n"
    assert page.errors == []
