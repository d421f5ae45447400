"""The service worker's offline copy when things go wrong: a page the host fails during the install, an address
the site does not have, a share link's page fetched by instant navigation, and a new build while a tab is open.

"Offline" here is a host that refuses connections (its server stopped): Playwright's ``set_offline`` cuts the
page's and the service worker's own fetches, but not the browser's update checks of ``sw.js``. Each test has its
own server (the session's is shared) and a fresh browser profile.
"""

from __future__ import annotations

import base64
import hashlib
import json
import threading
import time
import urllib.parse

import pytest
import serve
from playwright.sync_api import Error as PlaywrightError

from .conftest import SITE, wait_runtime_cached

PLATE_DONE = "() => document.querySelector('#plate-summary')?.textContent.includes('solution')"
#: Records how the install started by the page's own registration (js/runtime.js) ends: window.__pzInstall is
#: 'activated', 'redundant' (the install failed) or 'installed' (waiting). An init script: the page's policy
#: does not apply to it, and no test waits on the clock or polls a promise (wait_for_function does not await).
WATCH_INSTALL = """
const register = ServiceWorkerContainer.prototype.register;
ServiceWorkerContainer.prototype.register = function (...args) {
  const registered = register.apply(this, args);
  registered.then((registration) => {
    const worker = registration.installing || registration.waiting || registration.active;
    const settle = () => {
      if (['activated', 'redundant'].includes(worker.state)) window.__pzInstall = worker.state;
    };
    worker.addEventListener('statechange', settle);
    settle();
  }, () => { window.__pzInstall = 'rejected'; });
  return registered;
};
"""
#: The URLs of the runtime cache's entries.
RUNTIME_KEYS = "() => caches.open('puzzlers-runtime').then((c) => c.keys()).then((ks) => ks.map((k) => k.url))"
#: Sets window.__pzCached once the offline copy holds ``href`` (checked again until it does).
WATCH_CACHED = """(href) => {
  window.__pzCached = false;
  const check = () => caches.match(href).then((hit) => hit ? (window.__pzCached = true) : setTimeout(check, 100));
  check();
}"""
#: The version of the service worker that controls the page.
CONTROLLER_VERSION = """() => new Promise((resolve) => {
  navigator.serviceWorker.addEventListener('message', (e) => e.data.type === 'sw-version' && resolve(e.data.version));
  navigator.serviceWorker.controller.postMessage('version');
})"""


class Host:
    """A private server of the site: it can answer 500 for some paths, switch to another build, and stop."""

    def __init__(self, site):
        host = self

        class Handler(serve.Handler):
            site_headers = serve.read_headers(SITE)

            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=str(host.site), **kwargs)

            def send_head(self):
                if urllib.parse.urlsplit(self.path).path in host.failing:
                    self.send_error(500)
                    return None
                return super().send_head()

        self.site, self.failing = site, set()
        self.server = serve.Server(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.up = True

    def stop(self):
        """Offline: connections to the host are refused from now on."""
        if self.up:
            self.up = False
            self.server.shutdown()
            self.server.server_close()


@pytest.fixture
def host():
    hosts = []

    def start(site=SITE):
        hosts.append(Host(site))
        return hosts[-1]

    yield start
    for each in hosts:
        each.stop()


def visit_until_installed(page, url):
    """Open ``url`` in a fresh profile and return how the service worker's first install ended."""
    page.context.add_init_script(WATCH_INSTALL)
    page.goto(url)
    page.wait_for_function("() => window.__pzInstall")
    return page.evaluate("window.__pzInstall")


def test_a_page_the_host_fails_costs_only_that_page(fresh_page, host):
    """A 500 for one docs page during the install: the service worker still activates, the offline copy works
    (a puzzle solves with the host gone), and the missing page is fetched on a later page view online."""
    site = host()
    site.failing.add("/how/regex/")
    page = fresh_page()
    assert visit_until_installed(page, site.url + "plates/?p=1234") == "activated"
    page.wait_for_function(PLATE_DONE)
    regex_docs = site.url + "how/regex/"
    assert page.evaluate("(href) => caches.match(href).then((hit) => !!hit)", regex_docs) is False
    # The host answers again: the next page view online fetches what the install left out.
    site.failing.clear()
    page.goto(site.url + "how/site/")
    page.evaluate(WATCH_CACHED, regex_docs)
    page.wait_for_function("() => window.__pzCached")
    site.stop()
    page.goto(site.url + "plates/?p=4321")
    page.wait_for_function(PLATE_DONE)
    page.goto(regex_docs)
    assert page.locator("h1").first.inner_text().strip() != "404 - Not found"
    assert "regex" in page.title().lower()
    assert page.errors == []


def test_offline_pages_share_links_and_unknown_addresses(fresh_page, host):
    """Offline, a share link's page comes from this build's copy however it is fetched (a page kept by an older
    build in the runtime cache is never served), and an address the site does not have shows the site's own
    "not found" page, styled, at any depth (not the home page with its relative links broken)."""
    site = host()
    page = fresh_page(phone=True)
    assert visit_until_installed(page, site.url + "plates/?p=1234") == "activated"
    page.wait_for_function(PLATE_DONE)
    # Instant navigation fetches a share link's page with fetch(): it must not be kept in the runtime cache.
    page.open(site.url + "numbers/?g=24&n=1,3,8,8&t=24")
    assert [key for key in page.evaluate(RUNTIME_KEYS) if "/numbers/" in key] == []
    # What an older build left there (an earlier version of the worker kept share links' pages in it).
    page.evaluate("""async (href) => {
        const text = await (await fetch(new URL('.', href))).text();
        const old = text.replace('<h1', '<p id="pz-old-build">an older build</p><h1');
        const cache = await caches.open('puzzlers-runtime');
        await cache.put(href, new Response(old, {headers: {'Content-Type': 'text/html; charset=utf-8'}}));
    }""", site.url + "plates/?p=9999")
    site.stop()
    page.open(site.url + "plates/?p=9999")
    page.wait_for_function("() => (document.querySelector('#plate-summary')?.textContent || '').includes('9999')")
    assert page.locator("#pz-old-build").count() == 0
    # A mistyped share link, offline.
    response = page.goto(site.url + "plate/?p=1234")
    assert response.status == 404
    assert page.locator("h1").first.inner_text().strip() == "404 - Not found"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # styled for the phone's width
    assert page.locator("a.md-logo").first.evaluate("(a) => a.href") == site.url  # links resolve from the site's root
    # A page's address without its last slash, or with its file, as the host takes them.
    for typed in ("plates?p=4321", "plates/index.html?p=4321"):
        response = page.goto(site.url + typed)
        assert response.status == 200 and page.url == site.url + "plates/?p=4321"
        page.wait_for_function("() => (document.querySelector('#plate-summary')?.textContent || '').includes('4321')")
    assert page.errors == []


#: The state of the service worker it runs in (evaluated there) once it is the active one, or after 30 s: a bound
#: so that a regression fails instead of hanging, not a timing.
ACTIVATED = """() => new Promise((resolve) => {
  const given = Date.now() + 30000;
  const check = () => self.serviceWorker.state === 'activated' || Date.now() > given
    ? resolve(self.serviceWorker.state) : setTimeout(check, 50);
  check();
})"""


def _service_worker(context, version):
    """The running service worker of build ``version``, found among the context's (an older one may be gone)."""
    for _ in range(100):
        for worker in reversed(context.service_workers):
            try:
                if worker.evaluate("VERSION") == version:
                    return worker
            except PlaywrightError:  # stopped since it started
                pass
        time.sleep(0.1)
    raise AssertionError(f"no service worker of build {version} runs")


def _next_build(tmp_path, n=2):
    """A copy of the built site whose home page (and so its service worker's version) differs: build ``n``."""
    for entry in SITE.iterdir():
        if entry.name.split(".")[0] not in ("index", "sw"):
            (tmp_path / entry.name).symlink_to(entry)
    old_home = (SITE / "index.html").read_text()
    home = old_home.replace('<article class="md-content__inner md-typeset">',
                            f'<article class="md-content__inner md-typeset"><p id="pz-build-{n}">build {n}</p>', 1)
    assert home != old_home
    (tmp_path / "index.html").write_text(home)

    def integrity(text):
        return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()

    script = (SITE / "sw.js").read_text()
    version = script.split('const VERSION = "', 1)[1].split('"', 1)[0]
    new_script = script.replace(f'const VERSION = "{version}"', f'const VERSION = "{version}{n}"', 1) \
        .replace(f'["./", "{integrity(old_home)}"]', f'["./", "{integrity(home)}"]', 1)
    assert new_script.count(integrity(home)) == 1
    (tmp_path / "sw.js").write_text(new_script)
    return version, f"{version}{n}"


def test_a_new_build_waits_until_the_old_one_is_closed(fresh_page, host, tmp_path):
    """A new build found while a tab of the old one is open installs but waits: the tab keeps its build (its
    instant navigation shows the old build's pages, its worker is the old one). Once the tab is closed, the next
    visit gets the new build, and the old build's cache is gone, with the files it cached on use (an equation
    list's part, whose name stays while its rows change with the list: offline, the new index read the old part)."""
    site = host()
    page = fresh_page()
    assert visit_until_installed(page, site.url + "how/site/") == "activated"
    part = site.url + "lists/mathler-easy-game/chunk-0001.json"
    page.evaluate("url => fetch(url).then((r) => r.json())", part)  # through the worker: cached on use
    runtime_keys = "() => caches.open('puzzlers-runtime').then((c) => c.keys()).then((ks) => ks.map((k) => k.url))"
    wait_runtime_cached(page, f"(u) => u === {json.dumps(part)}")
    old, new = _next_build(tmp_path)
    assert page.evaluate(CONTROLLER_VERSION) == old
    site.site = tmp_path  # the host now serves the next build
    # The update is found and installed. A worker that takes over does so soon after, when the old one is idle
    # (Chromium waits for its events to end): the page gives it a few seconds, not to time anything, but so that
    # a regression shows; the worker that waits never takes over while this tab is open, however long.
    state = page.evaluate("""async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration.update();
        const worker = registration.installing;
        if (!worker) return 'no update found';
        await new Promise((resolve) => {
            const settled = () => ['installed', 'activated', 'redundant'].includes(worker.state) && resolve();
            worker.addEventListener('statechange', settled);
            settled();
        });
        if (worker.state !== 'installed') return worker.state;
        await new Promise((resolve) => {
            worker.addEventListener('statechange', resolve);
            setTimeout(resolve, 5000);
        });
        return worker.state;
    }""")
    assert state == "installed"  # and waiting
    page.locator(".pz-update").get_by_role("button", name="Not now").click()  # the tab offers it; not taken
    assert page.locator(".pz-update").is_hidden()
    page.open(site.url)  # instant navigation in the old build's tab
    assert page.locator("#pz-build-2").count() == 0
    assert page.evaluate(CONTROLLER_VERSION) == old
    assert page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => !!r.waiting)") is True
    # The tab is closed: the waiting build takes over, with no page open. The next visit waits until it has: a
    # navigation that raced the take-over got the old build (one clean-clone run), or never loaded (another).
    context = page.context
    page.close()
    assert _service_worker(context, new).evaluate(ACTIVATED) == "activated"
    page = context.new_page()
    page.goto(site.url)
    page.wait_for_function("() => !!navigator.serviceWorker.controller")
    assert page.locator("#pz-build-2").count() == 1
    assert page.evaluate(CONTROLLER_VERSION) == new
    assert page.evaluate("() => caches.keys()").count(f"puzzlers-{old}") == 0
    assert page.evaluate(runtime_keys) == [site.url + "sitemap.xml"]  # what the new build's install fetched


def test_a_tab_alone_may_update_to_a_new_build(fresh_page, host, tmp_path):
    """A tab that finds a new build waiting says so and offers to update; with another tab of the site open it
    says to close that one first (the new build taking over would mix the builds there) and nothing changes;
    alone, Update reloads it under the new build."""
    site = host()
    page = fresh_page(phone=True)
    assert visit_until_installed(page, site.url) == "activated"
    old, new = _next_build(tmp_path)
    site.site = tmp_path
    offer = page.locator(".pz-update")
    assert offer.count() == 0
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    offer.wait_for()
    assert offer.get_attribute("role") == "status"
    assert offer.inner_text().startswith("A new version of Puzzlers is ready.")
    box = offer.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844 and box["x"] >= 0 and box["x"] + box["width"] <= 390
    other = page.context.new_page()
    other.goto(site.url + "how/site/")
    other.wait_for_function("() => !!navigator.serviceWorker.controller")
    offer.get_by_role("button", name="Update").click()
    page.wait_for_function("() => document.querySelector('.pz-update').textContent.includes('Close the other')")
    assert offer.inner_text().startswith("Close the other tab or window of Puzzlers first, then press Update")
    assert page.evaluate(CONTROLLER_VERSION) == old
    assert page.locator("#pz-build-2").count() == 0
    other.close()
    offer.get_by_role("button", name="Update").click()
    page.locator("#pz-build-2").wait_for()
    assert page.evaluate(CONTROLLER_VERSION) == new
    assert page.locator(".pz-update").count() == 0
    assert page.evaluate("() => caches.keys()").count(f"puzzlers-{old}") == 0
    assert page.errors == []


def test_a_build_declined_does_not_hide_a_newer_one(fresh_page, host, tmp_path):
    """"Not now" to a new build, then a newer one: the newer one is offered (the offer stayed hidden for good)."""
    site = host()
    page = fresh_page(phone=True)
    assert visit_until_installed(page, site.url) == "activated"
    (tmp_path / "2").mkdir()
    (tmp_path / "3").mkdir()
    _next_build(tmp_path / "2")
    site.site = tmp_path / "2"
    offer = page.locator(".pz-update")
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    offer.wait_for()
    offer.get_by_role("button", name="Not now").click()
    assert offer.is_hidden()
    _next_build(tmp_path / "3", 3)
    site.site = tmp_path / "3"
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    offer.wait_for()
    assert offer.inner_text().startswith("A new version of Puzzlers is ready.")
    offer.get_by_role("button", name="Update").click()
    page.locator("#pz-build-3").wait_for()
    assert page.errors == []


def test_a_new_build_found_as_the_page_loads_is_offered(fresh_page, host, tmp_path):
    """The usual way a new build is found: the browser checks the service worker as a page loads, and its install
    may be over, or still going, when the page registers the worker (at idle): the offer comes either way."""
    site = host()
    page = fresh_page(phone=True)
    assert visit_until_installed(page, site.url + "how/site/") == "activated"
    old, _ = _next_build(tmp_path)
    site.site = tmp_path
    page.reload()
    page.locator(".pz-update").wait_for()
    assert page.locator(".pz-update").inner_text().startswith("A new version of Puzzlers is ready.")
    assert page.evaluate(CONTROLLER_VERSION) == old  # offered, not taken
    assert page.errors == []
