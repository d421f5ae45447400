"""The equation lists page offline after a first visit to another page of the site: the lists' indexes are in the
service worker's offline copy (hooks/build_runtime.py: LIST_INDEX), and so are its smallest files (Nerdle Micro
and Mini whole), so the List menu, those lists and a Mathler Hard target Python computes work; a search that needs
a part of a list never read online says so.

Offline is the host stopped, as in test_offline.py (whose server and install watch this file uses)."""

import json

from .conftest import SITE, wait_runtime_cached, web
from .test_lists import CAP, shown, wait_status
from .test_offline import host, visit_until_installed  # noqa: F401 (host: a fixture)

mathler_web = web("mathler")

#: The status line once the page's search is over (not loading the index, reading a part or computing).
SETTLED = """() => { const t = document.querySelector('.eqlist-status')?.textContent || '';
  return t !== '' && !/^(Loading the lists|Reading part|Counting the matches|Computing every)/.test(t); }"""


def test_lists_offline_after_a_first_visit_to_the_home_page(fresh_page, host):  # noqa: F811 (the fixture)
    site = host()
    page = fresh_page()
    assert visit_until_installed(page, site.url) == "activated"  # the home page: nothing of the lists read
    site.stop()
    page.goto(site.url + "lists/?list=mathler-hard-game&target=24")
    page.wait_for_function(SETTLED)
    expected = mathler_web.web_list(8, 24, limit=CAP)
    assert expected["count"] == 90051
    # it said "The index of the lists is not on this device yet: …", the List menu empty
    assert page.locator(".eqlist-status").text_content() == (
        "Showing 500 of 90,051 matches for 24 in Mathler Hard (game rules), computed in your browser.")
    assert shown(page) == [f"{t} = 24" for t in expected["expressions"]]
    menu = page.locator("select[name=list] option").all_text_contents()
    index = json.loads((SITE / "lists" / "index.json").read_text())
    assert len(menu) == len(index["lists"]) == 11
    assert menu[0] == "Nerdle Micro — 127" and page.locator("select[name=list]").input_value() == "mathler-hard-game"
    # A search that needs a part of a list never read online says which, and what to do.
    chunks = json.loads((SITE / "lists" / "nerdle-classic" / "index.json").read_text())["chunks"]
    (part,) = [n for n, c in enumerate(chunks, 1) if c["first"] <= 12 <= c["last"]]
    page.fill("input[name=target]", "12")
    page.select_option("select[name=list]", "nerdle-classic")  # (a list chosen is shown at once)
    assert wait_status(page, "Nerdle Classic") == (
        f"Nerdle Classic (part {part} of {len(chunks)}) is not on this device yet: it is kept for offline use once it "
        "has been opened with a network. Connect and show it once.")
    assert shown(page) == []
    # The page as it opens, on the first list: Nerdle Micro, whole (its one part is small enough to be kept)
    page.goto(site.url + "lists/")
    page.wait_for_function(SETTLED)
    assert "not on this device" not in page.locator(".eqlist-status").text_content()
    assert len(shown(page)) == 127
    assert page.errors == []


def test_parts_a_first_visit_read_stay_once_the_worker_takes_over(fresh_page, host):  # noqa: F811 (the fixture)
    """A first visit keeps the parts it reads (the page puts them in the cache of files kept on use while no service
    worker runs it). The worker's first activation emptied that cache, as it does for an older build's files at an
    update: the part read was gone, and the list "not on this device" offline."""
    site = host()
    page = fresh_page()
    chunks = json.loads((SITE / "lists" / "nerdle-classic" / "index.json").read_text())["chunks"]
    (part,) = [c["file"] for c in chunks if c["first"] <= 12 <= c["last"]]
    url = f"{site.url}lists/nerdle-classic/{part}"
    page.goto(site.url + "lists/?list=nerdle-classic&target=12")
    page.wait_for_function(SETTLED)
    assert page.evaluate("() => navigator.serviceWorker.controller") is None  # read before the worker ran
    runtime_keys = "() => caches.open('puzzlers-runtime').then((c) => c.keys()).then((ks) => ks.map((k) => k.url))"
    wait_runtime_cached(page, f"(u) => u === {json.dumps(url)}")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")  # activated (it claims at the end)
    assert url in page.evaluate(runtime_keys)
    assert page.errors == []
