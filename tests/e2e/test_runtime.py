"""The runtime in Chromium: Python kept across instant navigation, nothing downloaded twice, offline after one
visit, the Content-Security-Policy, precompressed files, and the trimmed standard library's fallback."""

from __future__ import annotations

import re
import urllib.request

import pytest

from .conftest import PHONE, PYTHON_TIMEOUT_MS, SITE, serve_in_background

MB = 1024 * 1024
PLATE_DONE = "() => document.querySelector('#plate-summary')?.textContent.includes('solution')"
#: Material draws a diagram into a closed shadow root of a div.mermaid that replaces the <pre>.
MERMAID_DRAWN = "() => [...document.querySelectorAll('div.mermaid')].some(e => e.getBoundingClientRect().height > 50)"
#: Collects the page's CSP violations (an init script is not subject to the page's policy).
CSP_LISTENER = """
window.__csp = [];
document.addEventListener('securitypolicyviolation',
    (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
"""


@pytest.fixture
def recorded():
    """A private server for the site that records every request: (path with query, status, bytes, encoding)."""
    server, url = serve_in_background(SITE)
    server.record = True
    yield server, url
    server.shutdown()


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    context.set_default_timeout(PYTHON_TIMEOUT_MS)
    context.add_init_script(CSP_LISTENER)
    page = context.new_page()
    page.errors, page.console_errors = [], []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.on("console", lambda msg: page.console_errors.append(msg.text) if msg.type == "error" else None)
    yield page
    context.close()


def run_python(page, code: str) -> dict:
    return page.evaluate("(code) => Puzzlers.call('web', 'run_example', {code})", code)


def wait_offline_ready(page) -> None:
    """The service worker controls the page: its install (the whole precache) is done."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")


def go_offline_after_one_visit(page, url: str) -> None:
    """Answer a plate on the site at ``url``, wait for the offline copy, then cut the network."""
    page.goto(url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    wait_offline_ready(page)
    page.context.set_offline(True)


def wait_plate(page, summary: str) -> None:
    page.wait_for_function("(text) => document.querySelector('#plate-summary')?.textContent.includes(text)",
                           arg=summary)


def follow(page, href: str) -> None:
    """Click a link to another page of the site, as a person would (Material's instant navigation catches it)."""
    page.evaluate("""(href) => {
        const link = Object.assign(document.createElement('a'), {href: new URL(href, location).href});
        link.textContent = 'next page';
        document.querySelector('.md-content').append(link);
        link.click();
    }""", href)


def test_python_starts_once_the_page_is_set_up(phone, site_url):
    """The worker started from a widget page's head waits with Python's start (compiling pyodide.asm.wasm, starting
    or restoring Python) until the page's own set-up after DOMContentLoaded is done, then answers."""
    page = phone
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    marks = page.evaluate("Puzzlers.marks")
    set_up = page.evaluate("performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd")
    assert set_up > 0
    assert marks["workerStart"] <= marks["go"]
    assert set_up <= marks["go"] <= marks["wasmInstantiated"] <= marks["pyodideLoaded"] <= marks["firstAnswer"]


def test_instant_navigation_keeps_python(phone, site_url):
    page = phone
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    # (a list the code fills: a name of a module rebound would be a change of what the puzzles share, which starts
    # a fresh Python: puzzlers.web.run_example)
    result = run_python(page, "import sys\nsys.pz_visits = getattr(sys, 'pz_visits', [])\nsys.pz_visits.append(1)\n"
                              "print(len(sys.pz_visits))")
    assert result == {"output": "1\n", "error": None}
    page.evaluate("""() => {
        window.__pzSameRealm = true;
        window.__pzViews = 0;
        Puzzlers.onPage(() => window.__pzViews += 1);
    }""")
    views = page.evaluate("window.__pzViews")
    created = page.evaluate("Puzzlers.marks.workerCreated")
    follow(page, "../nerdle/")
    page.wait_for_function("() => location.pathname.endsWith('/nerdle/') && !!document.querySelector('#nerdle-widget')")
    page.wait_for_function(f"() => window.__pzViews === {views + 1}")
    # The same page realm (no reload), the same worker, the same Python interpreter.
    assert page.evaluate("window.__pzSameRealm") is True
    assert page.evaluate("Puzzlers.marks.workerCreated") == created
    result = run_python(page, "import sys\nsys.pz_visits.append(1)\nprint(len(sys.pz_visits))")
    assert result == {"output": "2\n", "error": None}
    # Back to the plates page: the widget sets itself up again and answers.
    page.go_back()
    page.wait_for_function("() => location.pathname.endsWith('/plates/')")
    page.wait_for_function("() => (document.querySelector('#plate-summary')?.textContent || '')"
                           ".startsWith('1234: 2 solutions')")
    assert page.evaluate("window.__pzSameRealm") is True
    assert page.errors == []


def test_cold_visit_downloads_each_file_once(phone, recorded):
    server, url = recorded
    page = phone
    page.goto(url + "plates/?p=123456")
    page.wait_for_function(PLATE_DONE)
    before_answer = sum(size for _, _, size, _ in server.requests)
    wait_offline_ready(page)  # the install, the whole precache, is done
    requests = list(server.requests)
    paths = [path for path, status, _, _ in requests if status == 200]
    assert sorted({p for p in paths if paths.count(p) > 1}) == []
    assert not [p for p in paths if p.endswith(".whl") or "mermaid" in p or p.endswith("pyodide-lock.json")]
    # What went over the wire, compressed as the server sends it (the byte budgets).
    assert before_answer <= 6 * MB, before_answer
    assert sum(size for _, _, size, _ in requests) <= 12 * MB
    wasm = [r for r in requests if r[0] == "/pyodide/pyodide.asm.wasm"]
    assert len(wasm) == 1 and wasm[0][3] in ("br", "gzip")
    assert page.errors == []


def test_offline_after_one_visit_other_pages_and_examples(phone, site_url):
    page = phone
    go_offline_after_one_visit(page, site_url)
    # A page never opened before, loaded afresh with no network: its widget still starts Python and answers.
    page.goto(site_url + "plates/?p=1235")
    wait_plate(page, "1235: 2 solutions")
    # A docs example importing standard-library modules the trimmed zip leaves out: the fallback zip is cached.
    result = run_python(page, "import colorsys, xml.dom.minidom\n"
                              "print(colorsys.rgb_to_hsv(1, 0, 0),"
                              " xml.dom.minidom.parseString('<a/>').documentElement.tagName)")
    assert result == {"output": "(0.0, 1.0, 1) a\n", "error": None}
    # A page of diagrams: Mermaid is cached only once used, so offline each diagram says why it is not drawn
    # (its text shown instead, in the diagram's closed shadow root), with no error.
    page.goto(site_url + "how/nerdle/")
    diagrams = page.locator("div.mermaid[data-pz-unavailable]")
    diagrams.first.wait_for()
    page.wait_for_function("() => !document.querySelector('pre.mermaid')")
    assert diagrams.count() == page.locator("div.mermaid").count() == 2
    assert diagrams.first.bounding_box()["height"] > 100
    page.context.set_offline(False)
    assert page.errors == []


def test_missing_stdlib_module_falls_back_to_the_full_library(phone, site_url):
    page = phone
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    # Not in python_stdlib.zip (nothing on the site imports them); email is a package split across both zips' names.
    assert run_python(page, "import sys\nprint('colorsys' in sys.modules)") == {"output": "False\n", "error": None}
    result = run_python(page, "import colorsys, email.message, json.tool, zipfile\n"
                              "m = email.message.Message(); m['To'] = 'x'\nprint(m['To'], colorsys.__name__)")
    assert result == {"output": "x colorsys\n", "error": None}
    # A module that exists nowhere is an ordinary error, not a crash.
    result = run_python(page, "import no_such_module_here")
    assert "ModuleNotFoundError" in result["error"]
    assert page.errors == []


def test_content_security_policy(phone, recorded):
    server, url = recorded
    page = phone
    response = page.goto(url + "plates/?p=1234")
    policy = response.headers["content-security-policy"]
    assert "script-src 'self' 'wasm-unsafe-eval'" in policy and "unsafe-inline" not in policy.split("style-src")[0]
    # Only directives all three engines know: WebKitGTK 2.50 logged "Unrecognized Content-Security-Policy
    # directive 'manifest-src'" on every page (default-src covers the manifest)
    known = {"default-src", "script-src", "worker-src", "connect-src", "style-src", "img-src", "font-src",
             "object-src", "base-uri", "form-action", "frame-ancestors"}
    assert {part.split()[0] for part in policy.split(";") if part.strip()} <= known, policy
    html = response.text()
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
    assert meta and "'wasm-unsafe-eval'" in meta.group(1)
    assert not re.search(r"<script(?![^>]*\bsrc=)(?![^>]*application/json)[^>]*>", html)  # no inline script
    page.wait_for_function(PLATE_DONE)
    # Python's worker runs under the same policy (the header), the docs examples, search, a diagram page.
    worker = urllib.request.urlopen(url + "js/worker.mjs")
    assert "wasm-unsafe-eval" in worker.headers["Content-Security-Policy"]
    page.goto(url)
    page.locator(".pz-example-bar").first.get_by_role("button", name="Run").click()
    page.wait_for_function("() => document.querySelector('.pz-example-output')?.textContent.includes('=')")
    page.goto(url + "how/nerdle/")
    page.wait_for_function(MERMAID_DRAWN)
    assert page.evaluate("window.__csp") == []
    assert [e for e in page.console_errors if "Content Security Policy" in e] == []
    assert page.errors == []


def test_diagrams_load_mermaid_only_on_their_pages(phone, recorded):
    server, url = recorded
    page = phone
    outside = []
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith(url) else None)
    page.goto(url)
    page.wait_for_load_state("load")
    assert not [p for p, *_ in server.requests if "mermaid" in p]
    follow(page, "how/nerdle/")  # instant navigation to a diagram page
    page.wait_for_function("() => location.pathname.endsWith('/how/nerdle/')")
    page.wait_for_function(MERMAID_DRAWN)
    assert [p for p, *_ in server.requests if "mermaid" in p]
    assert outside == []  # no CDN
    assert page.errors == []


@pytest.mark.parametrize("accept, coding", [("br, gzip", "br"), ("gzip, deflate", "gzip"), ("", None)])
def test_precompressed_files(recorded, accept, coding):
    server, url = recorded
    request = urllib.request.Request(url + "pyodide/pyodide.asm.wasm", headers={"Accept-Encoding": accept})
    with urllib.request.urlopen(request) as response:
        body = response.read()
        assert response.headers["Content-Type"] == "application/wasm"
        assert response.headers.get("Content-Encoding") == coding
        assert response.headers["Vary"] == "Accept-Encoding"
    original = (SITE / "pyodide" / "pyodide.asm.wasm").read_bytes()
    if coding is None:
        assert body == original
    elif coding == "gzip":
        import gzip

        assert gzip.decompress(body) == original
    else:
        assert len(body) < len(original) / 2
    # Files that do not compress are sent as they are; pages get their type with the charset.
    with urllib.request.urlopen(urllib.request.Request(url, headers={"Accept-Encoding": accept})) as response:
        assert response.headers["Content-Type"].startswith("text/html")


def python_status(page) -> dict:
    return page.evaluate("() => new Promise((resolve) => Puzzlers.onStatus(resolve))")


def snapshot_key(page, site_url: str) -> str:
    """The key this build's snapshots are stored under (py/runtime.json)."""
    return page.context.request.get(site_url + "py/runtime.json").json()["snapshot"]


def assert_no_snapshot_made(page) -> None:
    """This page's warm-up is over, so the worker was asked for a snapshot; a later request came back (the worker's
    queue drained), and still no snapshot was announced."""
    page.wait_for_function("() => Puzzlers.marks.warmed !== undefined")
    assert page.evaluate("() => Puzzlers.call('plates', 'solve', {text: '1235'})")["count"] == 2
    assert page.evaluate("() => Puzzlers.marks.snapshot === undefined") is True


def snapshot_entries(page) -> list[list]:
    """[url, bytes] of what Cache Storage holds in the worker's snapshot cache."""
    return page.evaluate("""async () => {
        const cache = await caches.open('puzzlers-snapshot');
        const entries = [];
        for (const request of await cache.keys()) {
            entries.push([request.url, (await (await cache.match(request)).arrayBuffer()).byteLength]);
        }
        return entries;
    }""")


def test_memory_snapshot_restores_python_on_the_next_visit(phone, site_url):
    page = phone
    key = snapshot_key(page, site_url)
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    assert python_status(page)["timings"]["snapshot"] is False
    # After the warm-up the worker snapshots Python's memory into Cache Storage, under the runtime's key.
    page.wait_for_function("() => Puzzlers.marks.snapshot !== undefined")
    assert snapshot_entries(page) == [[site_url + f"py/snapshot-{key}", page.evaluate("Puzzlers.marks.snapshot.bytes")]]
    assert page.evaluate("Puzzlers.marks.snapshot.bytes") > 8 * MB  # Python's memory, not a stub
    # The next visit restores it: every puzzle answers, imports still to come find their files.
    page.goto(site_url + "plates/?p=1235")
    wait_plate(page, "1235: 2 solutions")
    status = python_status(page)
    assert status["timings"]["snapshot"] is True and "snapshot" in status["message"]
    assert page.evaluate("() => Puzzlers.call('nerdle', 'check', {guess: '12+35=47', tiles: 8})")["valid"] is True
    result = run_python(page, "import sys\nprint('puzzlers.cli' in sys.modules)\nimport puzzlers.cli, colorsys\n"
                              "print(puzzlers.cli.COMMANDS['plate'][0], colorsys.__name__)")
    assert result == {"output": "False\nplates colorsys\n", "error": None}
    assert_no_snapshot_made(page)  # a restored Python makes no new snapshot
    assert page.errors == []


def test_memory_snapshot_larger_than_pythons_first_memory(phone, site_url):
    """Python's memory only grows: a snapshot made after heavy work (a Mathler list) is larger than the 30 MiB a
    fresh Pyodide starts with, and must restore all the same."""
    page = phone
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    listed = page.evaluate("() => Puzzlers.call('mathler', 'list', {tiles: 8, target: 10, limit: 5})")
    assert len(listed["expressions"]) == 5
    page.wait_for_function("() => Puzzlers.marks.snapshot !== undefined")
    assert page.evaluate("Puzzlers.marks.snapshot.memory") > 32 * MB
    page.goto(site_url + "plates/?p=1235")
    wait_plate(page, "1235: 2 solutions")
    assert python_status(page)["timings"]["snapshot"] is True
    assert page.errors == []


@pytest.mark.parametrize("stored", ["garbage", "zeros", "unsized", "stale"])
def test_unusable_memory_snapshot_falls_back_to_a_normal_start(phone, site_url, stored):
    page = phone
    key = snapshot_key(page, site_url)
    page.goto(site_url)
    # Under the right key: bytes that are not the worker's format; in its format, 1 MiB of zeros that Pyodide
    # must refuse; an entry without its length. Under another key: a snapshot of another build.
    page.evaluate("""async ([url, stored]) => {
        let bytes = new Uint8Array(1 << 20).fill(7);
        if (stored === 'zeros') {
            bytes = new Uint8Array(14);  // "PZS1", 1 MiB, chunks of 64 KiB, a bitmap of 16 chunks: none stored
            bytes.set([0x50, 0x5a, 0x53, 0x31, 0, 0, 16, 0, 0, 0, 1, 0]);
        }
        const cache = await caches.open('puzzlers-snapshot');
        const headers = stored === 'unsized' ? {} : {'x-snapshot-length': String(1 << 20)};
        await cache.put(url, new Response(bytes, {headers}));
    }""", [site_url + "py/snapshot-" + (key if stored != "stale" else "0123456789abcdef"), stored])
    page.goto(site_url + "plates/?p=1234")
    wait_plate(page, "1234: 2 solutions")
    assert python_status(page)["timings"]["snapshot"] is False
    page.wait_for_function("() => Puzzlers.marks.snapshot !== undefined")
    # A new snapshot replaces it; a failed restore is counted (the stale one was not tried).
    expected = [[site_url + f"py/snapshot-{key}", page.evaluate("Puzzlers.marks.snapshot.bytes")]]
    if stored != "stale":
        expected.append([site_url + f"py/snapshot-{key}.failures", 1])
    assert sorted(snapshot_entries(page)) == sorted(expected)
    assert page.errors == []


def test_no_more_snapshots_after_a_second_failed_restore(phone, site_url):
    """A browser that cannot restore this build's snapshots stops making them, instead of paying a failed restore
    on every visit."""
    page = phone
    key = snapshot_key(page, site_url)
    page.goto(site_url)
    page.evaluate("""async ([url]) => {
        const cache = await caches.open('puzzlers-snapshot');
        await cache.put(url + '.failures', new Response('1'));  // one failed restore already
        await cache.put(url, new Response(new Uint8Array(64).fill(7), {headers: {'x-snapshot-length': '65536'}}));
    }""", [site_url + f"py/snapshot-{key}"])
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    assert python_status(page)["timings"]["snapshot"] is False
    assert_no_snapshot_made(page)
    assert snapshot_entries(page) == [[site_url + f"py/snapshot-{key}.failures", 1]]
    assert page.evaluate("""async (url) => (await (await caches.open('puzzlers-snapshot')).match(url)).text()""",
                         site_url + f"py/snapshot-{key}.failures") == "2"
    assert page.errors == []


def test_random_puzzles_differ_between_restored_visits(phone, site_url):
    """A snapshot brings back Python's memory, random generators included: a generated puzzle's seed must come from
    fresh entropy, or every visit would get the same puzzles."""
    page = phone
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function("() => Puzzlers.marks.snapshot !== undefined")
    seeds = []
    for _ in range(2):
        page.goto(site_url + "matchsticks/")
        page.wait_for_function("() => document.querySelector('#matchsticks-widget')")
        seeds.append(page.evaluate("() => Puzzlers.call('matchsticks', 'generate', {})")["seed"])
        assert python_status(page)["timings"]["snapshot"] is True
    assert seeds[0] != seeds[1]  # equal by chance once in a million


def test_offline_copy_survives_a_host_that_rewrites_a_file(phone, tmp_path):
    """A host that changes a precached file (a rewriting proxy, a deploy under way) must not cost the visitor the
    whole offline copy: the service worker keeps what the host serves for that file."""
    for entry in SITE.iterdir():
        if not entry.name.startswith("404.html"):
            (tmp_path / entry.name).symlink_to(entry)
    (tmp_path / "404.html").write_text((SITE / "404.html").read_text() + "<!-- rewritten by the host -->\n")
    server, url = serve_in_background(tmp_path)
    try:
        page = phone
        go_offline_after_one_visit(page, url)
        page.goto(url + "nerdle/")
        page.wait_for_function("() => !!document.querySelector('#nerdle-widget')")
        cached = page.evaluate("""async () => {
            const response = await caches.match(new URL('404.html', location.origin + '/').href);
            return response ? await response.text() : null;
        }""")
        assert cached is not None and cached.endswith("<!-- rewritten by the host -->\n")
        page.context.set_offline(False)
        assert page.errors == []
    finally:
        server.shutdown()


def test_python_whose_webassembly_did_not_come_says_so_and_starts_at_the_next_request(browser, site_url):
    """pyodide.asm.wasm lost on the way (the connection gone while it came): Pyodide caught the failure with a
    warning and waited for ever, "Loading Python…" with its bar and Cancel for good, even once back online. Said
    now, with Try again; the connection's return tries again by itself (a share link opened in a tunnel kept its
    error, with no request of the reader's to try again)."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    lost = []

    def abort(route):
        lost.append(route.request.url)
        route.abort("internetdisconnected")

    context.route("**/pyodide/pyodide.asm.wasm", abort)
    page = context.new_page()
    page.goto(site_url + "plates/?p=1234")
    error = page.locator("#plates-widget .pz-error")
    error.filter(has_text="could not start").wait_for(timeout=60_000)
    message = ("Python could not start: its files could not be downloaded (check the connection). The next request "
               "tries again.")
    assert error.text_content() == message
    assert page.locator("#plates-widget .pz-retry").is_visible()  # beside the message, not in it
    assert page.locator("#plates-widget .pz-status").text_content() == ""  # said once, not twice
    # the connection back (still failing here): Python's start is tried again, and fails again
    tried = len(lost)
    page.evaluate("() => window.dispatchEvent(new Event('online'))")
    for _ in range(600):  # (the route's handler runs while the page is waited on)
        if len(lost) > tried:
            break
        page.wait_for_timeout(100)
    assert len(lost) > tried
    page.locator("#plates-widget .pz-retry").wait_for(timeout=60_000)
    context.unroute("**/pyodide/pyodide.asm.wasm")
    page.locator("#plates-widget .pz-retry").click()
    page.locator("#plate-summary", has_text="1234: ").wait_for(timeout=60_000)
    assert page.locator("#plate-summary").text_content() == "1234: 2 solutions"
    assert error.is_hidden() and page.locator("#plates-widget .pz-retry").is_hidden()
    # the focus, on Try again, is in the widget set up again (it fell to the page's body)
    assert page.evaluate("document.querySelector('#plates-widget').contains(document.activeElement)")
    page.locator("#plate-input").fill("5678")
    page.locator("#plate-summary", has_text="5678: ").wait_for(timeout=60_000)
    assert page.locator("#plate-summary").text_content() == "5678: 2 solutions"
    context.close()


def test_a_module_of_the_standard_librarys_second_part_not_downloaded_says_why(browser, site_url):
    """The rest of the standard library (python_stdlib_more.zip) not downloaded: an import of it said "No module
    named 'colorsys'", as if Python had no such module; a later import, once it can be downloaded, works."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    context.route("**/pyodide/python_stdlib_more.zip", lambda route: route.abort("internetdisconnected"))
    page = context.new_page()
    page.goto(site_url + "plates/?p=1234")
    page.locator("#plate-summary", has_text="1234: ").wait_for(timeout=60_000)
    run = "code => Puzzlers.call('web', 'run_example', {code})"
    code = "import colorsys\nprint(colorsys.rgb_to_hsv(0, 1, 0))"
    result = page.evaluate(run, code)
    assert "ModuleNotFoundError: No module named 'colorsys' yet: it comes with the rest of Python's standard " \
        "library, which could not be downloaded (no connection); check the connection and run again" in result["error"]
    context.unroute("**/pyodide/python_stdlib_more.zip")
    assert page.evaluate(run, code) == {"output": "(0.3333333333333333, 1.0, 1)\n", "error": None}
    context.close()


def test_python_that_could_not_start_starts_again_at_the_next_request(browser, site_url):
    """A file of Python's start the host failed to send (HTTP 500): said, and the next request starts Python anew
    (every request said "Python is not available" until the page was reloaded)."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    failed = []

    def once(route):
        if failed:
            return route.continue_()
        failed.append(route.request.url)
        return route.fulfill(status=500, body="host error")

    context.route("**/py/puzzlers-*.zip", once)
    page = context.new_page()
    page.goto(site_url + "plates/?p=1234")
    error = page.locator("#plates-widget .pz-error")
    error.filter(has_text="could not start").wait_for(timeout=60_000)
    assert "HTTP 500" in error.text_content() and error.text_content().endswith("The next request tries again.")
    page.locator("#plate-input").fill("12345")
    page.locator("#plate-summary", has_text="12345: ").wait_for(timeout=60_000)
    assert len(failed) == 1
    context.close()


#: Work that counts a part to its end and goes on: its bar's states, recorded as they change.
COUNTED_THEN_ON = """code => { const box = document.createElement('div'); document.querySelector('article').append(box);
  const bar = () => box.querySelector('.pz-progress');
  const runner = Puzzlers.runner(box); window.__pzBar = [];
  new MutationObserver(() => window.__pzBar.push([bar().hidden, bar().hasAttribute('value') ? bar().value : null,
    bar().max, bar().getAttribute('aria-label')])).observe(bar(), { attributes: true });
  return runner.run('web', 'run_example', { code }).then((r) => r && r.error); }"""


def test_a_bar_counted_to_its_end_runs_while_the_work_goes_on(page, site_url):
    """A part of the work counted to its end and more to do uncounted (a Maxi turn's next guess after its answers,
    the numbers' search after its tables): the bar stood full, for 12 s of a 47 s turn on a phone. It runs (no
    value), named "Working", until the answer."""
    page.open(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    code = ("from puzzlers.web import progress\nimport time\nprogress(5, 10, 'Counting')\ntime.sleep(0.5)\n"
            "progress(10, 10, 'Counting')\ntime.sleep(1)")
    assert page.evaluate(COUNTED_THEN_ON, code) is None
    states = page.evaluate("window.__pzBar")
    shown = [s for s in states if not s[0]]
    assert [5, 10, "Counting"] in [s[1:] for s in shown]
    # shown (at 300 ms) with the count told before: its value kept (it ran, empty, until the next count)
    assert all(s[1] is not None for s in shown if s[3] == "Counting"), shown
    assert shown[-1][1] is None and shown[-1][3] == "Working"  # after the count's end, up to the answer
    assert states[-1][0]  # hidden with the answer
    assert page.errors == []


#: The page's document said hidden (a tab in the background) or shown, with the event a browser sends.
SET_HIDDEN = """(hidden) => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => hidden ? 'hidden' : 'visible' });
  document.dispatchEvent(new Event('visibilitychange'));
}"""


def test_a_tab_in_the_background_warms_nothing_and_gives_pythons_memory_back(phone, site_url):
    """A tab in the background warmed every puzzle and packed the snapshot after its answer (a second or more of
    CPU nobody looked at), and kept Python's 300-400 MB for as long as it stayed open. Opened hidden, it answers,
    warms nothing and, hidden long enough, stops its worker; shown, the next request starts Python again, which is
    warmed then (a pause left the warm-up stopped for good, and a first visit's snapshot never made); work still
    running when the pause is due is waited for."""
    page = phone
    # opened in the background (no event: it never was shown), its ten minutes made a second
    page.add_init_script("""Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      const later = window.setTimeout;
      window.setTimeout = (fn, ms, ...rest) => later(fn, ms === 600000 ? 1000 : ms, ...rest);
      window.__pzWarms = 0; window.__pzSnapshots = 0; const send = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (message, ...rest) {
        if (message && message.fn === 'warm') window.__pzWarms += 1;
        if (message && message.snapshot) window.__pzSnapshots += 1;
        return send.call(this, message, ...rest);
      };""")
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_DONE)
    page.wait_for_function("() => Puzzlers.marks.paused !== undefined")
    assert page.evaluate("Puzzlers.status.state") == "idle"
    assert page.evaluate("[window.__pzWarms, window.__pzSnapshots]") == [0, 0]
    # shown: a plate typed starts Python again, and the warm-up runs, then the snapshot is asked for
    page.evaluate(SET_HIDDEN, False)
    page.locator("#plate-input").fill("4567")
    wait_plate(page, "4567: ")
    page.wait_for_function("() => Puzzlers.marks.warmed !== undefined")
    assert page.evaluate("[window.__pzWarms, window.__pzSnapshots]") == [6, 1]
    # hidden while a run goes on: the pause waits for it, then comes
    paused = page.evaluate("Puzzlers.marks.paused")
    page.evaluate("""() => { Puzzlers.pauseHiddenMs = 0; window.__pzRun = Puzzlers.call('web', 'run_example',
      {code: 'import time\\nend = time.monotonic() + 2.5\\nwhile time.monotonic() < end: pass\\nprint("ran")'}); }""")
    page.evaluate(SET_HIDDEN, True)
    assert page.evaluate("window.__pzRun") == {"output": "ran\n", "error": None}
    page.wait_for_function("(before) => Puzzlers.marks.paused > before", arg=paused)
    assert page.evaluate("Puzzlers.status.state") == "idle"
    page.evaluate(SET_HIDDEN, False)
    page.locator("#plate-input").fill("1235")
    wait_plate(page, "1235: ")
    assert page.errors == []
