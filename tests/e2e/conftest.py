"""Browser tests: the built site (build/site) served on 127.0.0.1, driven by Playwright in Debian's Chromium.

The site must be built first (`make test` does it). Chromium comes from Debian: its headless shell
(`apt-get install chromium-headless-shell`, the build of Chromium that Playwright itself runs headless tests in: the
same engine without the browser's window code: the suite took a quarter less time), else `chromium`; set
PUZZLERS_CHROMIUM to use another binary.

One browser serves the whole run, and two browser contexts (a desktop one and a phone one, 390x844 with touch)
serve every test that does not need a fresh profile: their page stays open from test to test and `goto` moves it
with the site's instant navigation when it can, so the Python worker started by the first test answers the next
ones warm. A link opened in another tab, or a page at another size, takes a `tab` of a profile the worker keeps
for them; tests that need a fresh profile (offline, a cold start, the service worker's install) use `fresh_page`.
No test waits on the clock: they wait on the page's state.
"""

from __future__ import annotations

import importlib
import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The built site under test; PUZZLERS_SITE_DIR points elsewhere (e.g. a private build while others build).
SITE = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site").resolve()
sys.path.insert(0, str(ROOT / "scripts"))
from serve import serve_in_background  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
#: Python's first start in a fresh browser profile can take several seconds on a loaded 2-core machine.
PYTHON_TIMEOUT_MS = 60_000
#: What a phone shows above the on-screen keyboard: the answer must be inside this many pixels from the top.
ABOVE_KEYBOARD_PX = 500
#: The smallest tap target, in CSS pixels (2.2rem).
TAP_PX = 44


#: Collect the page's layout shifts from its start (a PerformanceObserver, buffered), for LAYOUT_SHIFTS to read.
WATCH_SHIFTS = """if (!window.__pzShifts) {
  window.__pzShifts = [];
  window.__pzShiftObserver = new PerformanceObserver((list) => { window.__pzShifts.push(...list.getEntries()); });
  window.__pzShiftObserver.observe({ type: "layout-shift", buffered: true });
}"""
#: The layout shifts so far, without those right after an input: their sum is the page's Cumulative Layout Shift.
LAYOUT_SHIFTS = """() => {
  window.__pzShifts.push(...window.__pzShiftObserver.takeRecords());
  return window.__pzShifts.filter((e) => !e.hadRecentInput).map((e) => e.value);
}"""

#: Whether an element is wholly in the part of the window one sees (below the site's sticky header).
IN_VIEW = """s => { const r = document.querySelector(s).getBoundingClientRect();
  const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
  return r.height > 0 && r.top >= header - 1 && r.bottom <= innerHeight + 1; }"""


def web(puzzle: str):
    """The module of a puzzle's browser entry points, ``puzzlers.<puzzle>.web``."""
    return importlib.import_module(f"puzzlers.{puzzle}.web")


def pytest_collection_modifyitems(items):
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def site_url():
    if not (SITE / "index.html").exists() or not (SITE / "sw.js").exists():
        pytest.fail("the site is not built: run `make site` (or `make test`, which builds it) first")
    server, url = serve_in_background(SITE)
    yield url
    server.shutdown()


#: The Playwright this worker's session runs ("playwright"), while it runs: the engines' smoke suite uses it for its
#: Chromium (a second sync Playwright in the same process fails: "Sync API inside the asyncio loop").
RUNNING: dict = {}


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = (os.environ.get("PUZZLERS_CHROMIUM") or shutil.which("chromium-headless-shell")
                  or shutil.which("chromium") or "/usr/bin/chromium")
    with sync_playwright() as playwright:
        RUNNING["playwright"] = playwright
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()
        RUNNING.pop("playwright", None)


#: Move the page to a URL of the site the way a reader does: a click on a link, which Material's instant
#: navigation turns into a page swap that keeps the window (and its Python worker). Resolves to false when the
#: page cannot do that (no instant navigation), so that the caller loads the URL instead.
INSTANT = """url => {
  const config = document.getElementById('__config');
  let features = [];
  try { features = JSON.parse(config.textContent).features || []; } catch { return false; }
  if (!features.includes('navigation.instant') || !window.Puzzlers) return false;
  const article = document.querySelector('article');
  if (!article || !window.document$) return false;
  article.dataset.pzOld = '1';
  // Material announces the new page on document$ once its scripts ran, which may be after the article is
  // swapped: each widget then queues its set-up (Puzzlers.onPage, setTimeout 0). This subscriber comes after
  // the widgets', so its own task runs after their set-ups. (document$ replays the old page at once: skipped.)
  window.__pzSwapped = false;
  const subscription = window.document$.subscribe(() => {
    if (document.querySelector('article[data-pz-old]')) return;
    setTimeout(() => { window.__pzSwapped = true; subscription.unsubscribe(); }, 0);
  });
  const link = document.createElement('a');
  link.href = url;
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}"""


#: Whether the navigation INSTANT started has ended: 'swapped' once the page at ``url`` is in place and its widgets
#: are set up (the path, not the whole address: a widget may rewrite the query at once, a link's unknown values
#: dropped), 'loaded' if the page was loaded afresh instead (INSTANT's mark is gone), else false.
SWAPPED = """url => window.__pzSwapped === undefined ? 'loaded'
  : location.pathname === new URL(url).pathname && window.__pzSwapped === true && 'swapped'"""


def _path(url: str) -> str:
    return url.split("?")[0].split("#")[0]


def _home(url: str) -> str:
    """The site's home page of a page's address (its origin and "/")."""
    return "/".join(url.split("/", 3)[:3]) + "/"


def goto(page, url):
    """Open ``url`` in ``page``: by instant navigation from a page of the site (Python stays warm), else a load.
    Returns once the new page's content is in place and its widgets are set up.

    Instant navigation swaps the page only when the path changes, so a link to the page already shown (another
    share link of the same widget) is reached through the home page: two swaps, and the widget is set up afresh
    from the link as after a load, without restarting Python (a load starts it again: a second or two of CPU)."""
    current = page.url
    home = _home(url)
    if not current.startswith(home):
        page.goto(url)
        return
    if _path(current) == _path(url):
        if _path(url) == home or not _swap(page, home):
            page.goto(url)
            return
    if not _swap(page, url):
        page.goto(url)


def _swap(page, url) -> bool:
    """Instant navigation to ``url`` (another path of the site); False when the page cannot do it."""
    if not page.evaluate(INSTANT, url):
        return False
    how = page.wait_for_function(SWAPPED, arg=url)
    assert how.json_value() == "swapped", f"instant navigation to {url} loaded the page instead"
    return True


def address_at_a_links_click(page, delay, typing):
    """Run ``typing`` (key presses in a field), then click a link of the site (to Nerdle), the page's timers of
    ``delay`` ms held back meanwhile (they never run: a link tapped before the pause after typing was over). The
    address (its query) as the link's click came, the click then stopped (no navigation: what a link would have
    left is read there)."""
    page.evaluate("""delay => {
      const set = window.setTimeout;
      window.__pzSetTimeout = set;
      window.setTimeout = (fn, ms, ...rest) => (ms === delay ? 0 : set(fn, ms, ...rest));
      window.addEventListener('click', function stop(event) {
        if (!event.target.closest('a.md-nav__link')) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        window.__pzAtClick = location.search;
        window.removeEventListener('click', stop, true);
      }, true);
    }""", delay)
    try:
        typing()
        page.locator("a.md-nav__link[href$='nerdle/']").first.click()
        return page.evaluate("window.__pzAtClick")
    finally:
        page.evaluate("() => { window.setTimeout = window.__pzSetTimeout; }")


def hold_python(page, code="while True: pass"):
    """Keep the page's Python busy with ``code`` (window.__pzBusy: await it, or Puzzlers.cancel its id), so that
    the next request waits in the queue."""
    page.evaluate("code => { window.__pzBusy = Puzzlers.call('web', 'run_example', {code});"
                  " window.__pzBusy.catch(() => {}); }", code)


#: What the page's announcer (#pz-announce, a polite live region) says from now on, in window.announced;
#: window.__pzAnnounced.disconnect() stops recording. (The region observed, not the page's: a navigation replaces
#: it, and an announcement still pending when it did comes to the old one, out of the page.)
RECORD_ANNOUNCED = """() => { window.announced = []; const region = document.querySelector('#pz-announce');
  window.__pzAnnounced?.disconnect();
  window.__pzAnnounced = new MutationObserver(() => {
    const t = region.isConnected && region.textContent;
    if (t) window.announced.push(t);
  });
  window.__pzAnnounced.observe(region, { childList: true, characterData: true, subtree: true }); }"""


#: What the page's live regions (aria-live, role status or alert) say from now on, in window.liveSaid: a region's
#: text as a screen reader has it (without what aria-hidden or hidden leaves out), each time it changes to another
#: text than nothing. Not the page's announcer (#pz-announce: RECORD_ANNOUNCED), which says what lasts (a runner's
#: `slow`, after a second: on a loaded machine, a quick answer's too). window.__pzLive.disconnect() stops recording.
RECORD_LIVE = """() => { window.liveSaid = []; window.__pzLive?.disconnect();
  const said = (region) => {
    let text = '';
    const walk = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      if (!walk.currentNode.parentElement.closest('[aria-hidden="true"], [hidden]')) text += walk.currentNode.data;
    }
    return text.trim();
  };
  const regions = () => document.querySelectorAll('[aria-live]:not(#pz-announce), [role=status]:not(#pz-announce),'
                                                  + ' [role=alert]');
  const last = new Map([...regions()].map((region) => [region, said(region)]));
  window.__pzLive = new MutationObserver(() => {
    for (const region of regions()) {
      const text = said(region);
      if (text && text !== last.get(region)) window.liveSaid.push(text);
      last.set(region, text);
    }
  });
  window.__pzLive.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true,
                                           attributeFilter: ['aria-hidden', 'hidden'] }); }"""


#: Records the requests sent to Python's worker, in order (window.__pzSent); window.__pzUnwatch() puts postMessage
#: back (call it in a finally: the page may be the shared one).
WATCH_REQUESTS = """() => { const send = Worker.prototype.postMessage; window.__pzSent = [];
  Worker.prototype.postMessage = function (message, ...rest) {
    window.__pzSent.push(message);
    return send.call(this, message, ...rest);
  };
  window.__pzUnwatch = () => { Worker.prototype.postMessage = send; }; }"""


def wait_runtime_cached(page, predicate: str) -> list[str]:
    """Wait until the cache of files kept on use (``puzzlers-runtime``) holds an address for which ``predicate``
    (a JavaScript function of the address) is true; its addresses then. Playwright does not await a predicate's
    promise (a promise counts as true at once: microsoft/playwright#29132), so each poll starts a read of the cache
    and looks at the one before."""
    page.wait_for_function(f"""() => {{
        caches.open('puzzlers-runtime').then((c) => c.keys())
          .then((ks) => {{ window.__pzKept = ks.map((k) => k.url); }});
        return (window.__pzKept || []).some({predicate}); }}""", polling=100)
    return page.evaluate("window.__pzKept")


def throttle(page, latency=0, down=-1, up=-1):
    """Chromium's network emulation for the page's tab, its workers included: round trips of `latency` ms, `down`
    and `up` bytes a second (-1: no limit; throttle(page) lifts it). Returns the DevTools session, to call again."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    return set_network(cdp, latency, down, up)


def set_network(cdp, latency=0, down=-1, up=-1):
    cdp.send("Network.emulateNetworkConditions", {"offline": False, "latency": latency, "downloadThroughput": down,
                                                  "uploadThroughput": up})
    return cdp


def python_caught_up(page):
    """Wait for a request sent now to be answered: requests run in order, so every one sent before it has been
    answered, and what the page does with those answers is done."""
    page.evaluate("() => Puzzlers.call('web', 'run_example', { code: '1' })")


def release_python(page):
    """End hold_python's hold: Python restarts, and the requests still waiting behind it are sent again to the new
    worker, so they still answer. Returns whether the hold still ran (had neither answered nor failed) until then,
    i.e. whether the steps before the release surely came while those requests waited."""
    # a promise already settled wins the race (its reaction job is queued first), a pending one loses it
    return page.evaluate("""async () => { const busy = window.__pzBusy, running = {};
      const held = await Promise.race([busy, running]).then((value) => value === running, () => false);
      Puzzlers.cancel(busy.id);
      return held; }""")


def _page_error(page, error):
    page.errors.append(str(error))
    # where it was thrown: pytest shows this output of a test that fails
    print(f"page error on {page.url}:\n{error.stack}")


def _new_page(browser, **context_options):
    # Playwright's wait_for_function evaluates its predicate with eval, which the site's Content-Security-Policy
    # (no 'unsafe-eval') refuses; the tests bypass the policy (the site's own scripts never need eval).
    context = browser.new_context(bypass_csp=True, **context_options)
    context.set_default_timeout(PYTHON_TIMEOUT_MS)
    return context, _prepare(context.new_page())


def _prepare(page):
    """A new page as the tests use it: its errors kept in ``page.errors``, ``page.open(url)`` for `goto`."""
    page.errors = []
    page.on("pageerror", lambda error: _page_error(page, error))
    page.open = lambda url: goto(page, url)
    return page


@pytest.fixture(scope="session")
def _desktop(browser):
    context, page = _new_page(browser, **DESKTOP)
    yield page
    context.close()


@pytest.fixture(scope="session")
def _phone(browser):
    context, page = _new_page(browser, **PHONE)
    yield page
    context.close()


#: Whether the tab keeps a widget's state (a half-typed row, the other Bi/Quad game: js/tiles.js, nerdle-multi.js).
KEPT = "() => { try { return Object.keys(sessionStorage).some((k) => k.startsWith('pz-')); } catch { return false; } }"


def _reset(page):
    page.errors.clear()
    page.context.set_offline(False)
    # What the tab keeps is not for the next test. The widgets of the page shown write it again as their answers
    # come (a Quad-Nerdle row typed by the test before came back in the next one, on a loaded machine): they go
    # first, by an instant navigation to the home page (Python stays warm).
    if page.evaluate(KEPT):
        home = _home(page.url)
        if _path(page.url) != home:
            _swap(page, home)
        page.evaluate("() => sessionStorage.clear()")
    return page


@pytest.fixture
def page(_desktop):
    """The shared desktop page (1280x900): `page.open(url)` keeps Python warm across pages and tests."""
    return _reset(_desktop)


@pytest.fixture
def phone_page(_phone):
    """The shared phone page (390x844, touch)."""
    return _reset(_phone)


@pytest.fixture(scope="session")
def _warm(browser):
    """This worker's two used profiles (desktop and phone) that `tab` opens its tabs in, made at its first call."""
    contexts = {}
    yield contexts
    for context in contexts.values():
        context.close()


@pytest.fixture
def tab(browser, _warm):
    """A new tab in a profile this worker keeps for tabs, one for the desktop and one for the phone: a link opened in
    a browser that has been to the site (from the profile's second tab on, its service worker is installed and its
    caches filled; Python's snapshot too once a tab has stayed long enough to make it). Its sessionStorage is its
    own, as a tab's is. Another size is `set_viewport_size`. It is closed after the test (so are the pages it
    opened) and the profile put back: online, no permissions, localStorage cleared (from a page still open; the
    site's own scripts write there only as an app added to the home screen). Anything else set on the profile
    stays for its next tabs: use the page's own `add_init_script` and `emulate_media`. A first visit (offline,
    Python's cold start, the service worker's install), `page.route` (the service worker answers first) or
    `page.clock` (the profile's, for good) needs `fresh_page`: a fresh profile took about 4 CPU-seconds more than a
    tab to a plate's first answer; over the whole run, a tab saved about 1.4 a test."""
    pages = []

    def make(phone: bool = False):
        if phone not in _warm:
            _warm[phone], first = _new_page(browser, **(PHONE if phone else DESKTOP))
            first.close()
        page = _prepare(_warm[phone].new_page())
        pages.append(page)
        return page

    yield make
    for context in {page.context for page in pages}:
        open_pages = [page for page in context.pages if not page.is_closed()]
        for page in open_pages:
            try:
                if page.url.startswith("http"):
                    page.evaluate("() => { try { localStorage.clear(); } catch {} }")
            except Exception:  # a page that crashed or is closing: closed below all the same
                pass
        for page in open_pages:
            page.close()
        context.set_offline(False)
        context.clear_permissions()


@pytest.fixture
def fresh_page(browser):
    """A page in a new browser profile (no service worker, no cache, Python cold), closed after the test."""
    pages = []

    def make(phone: bool = False):
        context, page = _new_page(browser, **(PHONE if phone else DESKTOP))
        pages.append(context)
        return page

    yield make
    for context in pages:
        context.close()


def boxes(page, selector):
    """The bounding boxes ({top, bottom, left, right, width, height}) of the elements ``selector`` matches."""
    return page.locator(selector).evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height}; })")


def assert_above_keyboard(page, *selectors):
    """Each element is on screen without scrolling, above where a phone's on-screen keyboard starts."""
    page.evaluate("window.scrollTo(0, 0)")
    for selector in selectors:
        (box,) = boxes(page, selector)[:1] or [None]
        assert box is not None, f"{selector} is not on the page"
        assert box["height"] > 0 and 0 <= box["top"] and box["bottom"] <= ABOVE_KEYBOARD_PX, (selector, box)
