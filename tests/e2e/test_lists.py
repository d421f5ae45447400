"""The equation lists page (lists/) in Chromium: filters compared with the library's generators filtered here
(with `puzzlers.mathler.matches`, the page's filter rule), the cap and Show more, Cancel on a long scan, targets
that Python computes in the browser, and the downloads."""

import csv
import gzip
import io
import json
import re
from urllib.parse import parse_qs, quote, urlparse

from puzzlers import mathler, nerdle
from puzzlers.mathler import matches

from .conftest import IN_VIEW, RECORD_ANNOUNCED, SITE, wait_runtime_cached, web

mathler_web = web("mathler")

CAP = 500


def wait_status(page, text):
    page.wait_for_function(
        "t => (document.querySelector('.eqlist-status')?.textContent || '').includes(t)", arg=text)
    return page.locator(".eqlist-status").text_content()


def shown(page):
    return page.locator(".eqlist-results li code").all_text_contents()


def search(page, list_id=None, target="", pattern="", must="", must_not=""):
    if list_id:
        page.select_option("select[name=list]", list_id)
    page.fill("input[name=target]", target)
    page.fill("input[name=pattern]", pattern)
    page.fill("input[name=must]", must)
    page.fill("input[name=mustNot]", must_not)
    page.locator(".eqlist-form button[type=submit]").click()


def nerdle_rows(tiles, pattern="", must="", must_not="", target=None):
    """The page's order: by value (the right side), then text."""
    rows = [(int(t.rsplit("=", 1)[1]), t) for t in nerdle.equations(tiles)
            if matches(t, pattern, must, must_not)]
    return [t for v, t in sorted(rows) if target is None or v == target]


def test_a_link_with_unreadable_parts_says_so_and_uses_the_rest(page, site_url):
    page.open(site_url + "lists/?list=nerdle-maxxi&target=1e400&must=7")
    status = wait_status(page, "This link")
    assert status.endswith(' in Nerdle Micro. This link could not be read whole: no list "nerdle-maxxi"; "1e400" '
                           'as the target (a whole number of up to 12 digits).')
    page.wait_for_function("s => document.querySelector('#pz-announce')?.textContent === s", arg=status,
                           timeout=5000)
    assert page.locator("select[name=list]").input_value() == "nerdle-micro"
    assert page.locator("input[name=must]").input_value() == "7"
    assert page.errors == []


def test_the_index_not_loaded_is_said_and_show_reads_it_again(browser, site_url):
    """The lists' index refused (a host's error; offline before it was kept): said as such, and Show reads it again
    (it said "Cannot read properties of undefined (reading 'chunks')")."""
    # no service worker: every request of the page goes through the route below
    context = browser.new_context(bypass_csp=True, service_workers="block")
    page = context.new_page()
    page.route("**/lists/index.json", lambda route: route.fulfill(status=404, body="not here"))
    page.goto(site_url + "lists/")
    refused = "The index of the lists could not be loaded (HTTP 404)."
    assert wait_status(page, "index") == refused
    # the load's own announcement said first (50 ms after the status), or the recorder below may catch it too
    page.wait_for_function("s => document.querySelector('#pz-announce')?.textContent === s", arg=refused)
    page.evaluate(RECORD_ANNOUNCED)
    page.locator(".eqlist-form button[type=submit]").click()
    page.wait_for_function("() => window.announced.length > 0")
    assert page.evaluate("window.announced") == [refused]
    page.unroute("**/lists/index.json")
    page.locator(".eqlist-form button[type=submit]").click()
    assert wait_status(page, "matches in") == "127 matches in Nerdle Micro."
    context.close()


def test_a_link_cut_short_and_a_target_too_long_are_said(page, site_url):
    """A link cut short in its last setting's name (must=7 sent as "mus"), and a target longer than the 12 digits
    a list's equation holds (it said "a whole number", which it is): each said, the rest used."""
    page.open(site_url + "lists/?list=nerdle-classic&target=99999999999999&mus")
    status = wait_status(page, "This link")
    assert status.endswith(' (part 1 of 5 of the list). This link could not be read whole: "99999999999999" as '
                           'the target (a whole number of up to 12 digits); its end, "mus", '
                           'is a setting with no value (was the link cut short?).')
    assert page.locator("input[name=target]").input_value() == ""
    assert page.errors == []


def test_parts_read_before_the_service_worker_are_kept_for_offline_use(browser, site_url):
    """A first visit reads a list before the service worker takes the page over: the parts it read are kept in the
    cache the worker answers from offline (they were in the browser's HTTP cache alone)."""
    context = browser.new_context(bypass_csp=True, service_workers="block")  # no worker: the page's own copy
    page = context.new_page()
    page.goto(site_url + "lists/?list=nerdle-classic&target=12")
    assert wait_status(page, "matches in") == "297 matches in Nerdle Classic."
    # the copies are put after the parts are read (not awaited by the answer: ci155 read the cache before the chunk's)
    kept = [urlparse(u).path for u in wait_runtime_cached(page, "(u) => new URL(u).pathname.startsWith("
                                                                "'/lists/nerdle-classic/chunk-')")]
    assert any(p.startswith("/lists/nerdle-classic/chunk-") for p in kept), kept
    assert "/lists/nerdle-classic/index.json" in kept
    context.close()


def test_a_link_to_a_list_by_its_earlier_id_opens_it(page, site_url):
    """Mathler's signed-whole lists had ids mathler-<mode>-seed: links made then still open them."""
    page.open(site_url + "lists/?list=mathler-normal-seed&target=999")
    status = wait_status(page, "matches in")
    assert page.locator("select[name=list]").input_value() == "mathler-normal-signed-whole"
    assert status == "234 matches in Mathler Normal (signed-whole rules)."  # the game's rules: 203
    # a shared search's outcome is said to a screen reader, as a search made on the page is
    page.wait_for_function("s => document.querySelector('#pz-announce')?.textContent === s", arg=status,
                           timeout=5000)
    page.wait_for_function("() => new URLSearchParams(location.search).get('list') === 'mathler-normal-signed-whole'")
    assert shown(page)[:3] == ["+0+999 = 999", "+1*999 = 999", "+1+998 = 999"]
    # said in words where a screen reader read "star" (the first, with no such sign, as it is)
    assert page.locator(".eqlist-results li").nth(1).locator(".pz-sr").text_content() == "+1 times 999 = 999"
    assert page.locator(".eqlist-results li").first.locator(".pz-sr").count() == 0
    assert page.errors == []


def test_a_target_search_names_the_parts_of_the_whole_list(page, site_url):
    """Where a target's search stops is said in the list's own parts (it read only those that can hold the
    target, and said "part 1 of 5" of Nerdle Maxi's 513)."""
    page.open(site_url + "lists/?list=nerdle-maxi&target=12")
    status = wait_status(page, "Show more")
    part = re.fullmatch(r"Showing the first 500 of ([\d,]+) matches in Nerdle Maxi; Show more goes on from there "
                        r"\(part (\d+) of 513 of the list\)\.", status)
    assert part and 193 <= int(part[2]) <= 197, status  # parts 193 to 197 hold the equations of 12
    # the parts left are few: the rest was counted (the published list's equations of 12)
    chunks = sorted((SITE / "lists" / "nerdle-maxi").glob("chunk-*.json"))
    twelve = sum(len(texts) for chunk in chunks[190:200] for value, texts in json.loads(chunk.read_text())
                 if value == 12)
    assert int(part[1].replace(",", "")) == twelve > CAP
    assert page.errors == []


def test_a_link_typed_by_hand_with_plus_signs(page, site_url):
    """A `+` typed into an address is a space to the browser: in a pattern and in the symbols it is a +."""
    page.open(site_url + "lists/?list=nerdle-mini&pattern=?+?=??&must=+3&not=-+")
    # a + that must and must not be there: said so (it said "0 matches")
    assert wait_status(page, "also in") == ('Must not contain: "+" is also in Must contain, so no equation could '
                                            'match.')
    assert page.locator("input[name=pattern]").input_value() == "?+?=??"
    assert page.locator("input[name=must]").input_value() == "+3"
    assert page.locator("input[name=mustNot]").input_value() == "-+"
    assert nerdle_rows(6, "?+?=??", "+3", "-+") == []
    page.open(site_url + "lists/?list=nerdle-mini&pattern=?+?=??&must=+3")
    expected = nerdle_rows(6, "?+?=??", "+3")
    assert wait_status(page, "matches in") == f"{len(expected)} matches in Nerdle Mini."
    assert shown(page) == expected and len(expected) > 3
    # what the page writes has no spaces in the symbols: a space in a link is a hand-typed +
    search(page, pattern="?+?=??", must="3 +")
    page.wait_for_function("new URLSearchParams(location.search).get('must') === '3+'")
    assert page.errors == []


def test_nerdle_mini_by_pattern_target_and_symbols(page, site_url):
    page.open(site_url + "lists/?list=nerdle-mini")
    assert wait_status(page, "matches in") == "206 matches in Nerdle Mini."
    assert shown(page) == nerdle_rows(6)
    search(page, pattern="?+?=??")
    expected = nerdle_rows(6, "?+?=??")
    assert len(expected) == 45
    assert wait_status(page, "matches in") == "45 matches in Nerdle Mini."
    assert shown(page) == expected
    search(page, target="12", pattern="?+?=??")
    assert wait_status(page, "matches in") == "7 matches in Nerdle Mini."
    assert shown(page) == nerdle_rows(6, "?+?=??", target=12) == [
        "3+9=12", "4+8=12", "5+7=12", "6+6=12", "7+5=12", "8+4=12", "9+3=12"]
    search(page, target="12")
    wait_status(page, "11 matches in")
    assert shown(page) == nerdle_rows(6, target=12)
    search(page, pattern="??-?=?", must_not="1")
    expected = nerdle_rows(6, "??-?=?", must_not="1")
    wait_status(page, f"{len(expected)} matches in")
    assert shown(page) == expected
    search(page, pattern="？？－？＝？", must_not="１")  # a Japanese keyboard's full-width forms: the same search
    wait_status(page, f"{len(expected)} matches in")
    assert shown(page) == expected
    search(page, pattern="??+??=??")
    assert wait_status(page, "The pattern") == "The pattern needs one character per tile: 6 for Nerdle Mini."
    # spaces in a pattern mean nothing, as in the other fields and the link (it was refused, its link read)
    search(page, pattern="?? - ? = ?", must_not="1")
    wait_status(page, f"{len(expected)} matches in")
    assert shown(page) == expected
    # a symbol both required and left out: said so (it said "0 matches")
    search(page, must="7", must_not="7*")
    assert wait_status(page, "also in") == ('Must not contain: "7" is also in Must contain, so no equation could '
                                            'match.')
    assert page.locator("input[name=mustNot]").get_attribute("aria-invalid") == "true"
    search(page, must="§")  # it said "0 matches"
    assert wait_status(page, '"§"') == ('Must contain: "§" is in no equation of Nerdle Mini; its equations use only '
                                        '0-9 + - * / =.')
    # the field at fault is marked so, with the status as its description, until the search after it is fixed
    must = page.locator("input[name=must]")
    assert must.get_attribute("aria-invalid") == "true" and must.get_attribute("aria-describedby") == "eqlist-status"
    assert must.evaluate("f => getComputedStyle(f).borderTopColor") == "rgb(198, 40, 40)"  # seen too
    assert page.locator("input[name=pattern]").get_attribute("aria-invalid") is None
    # a symbol the list's entries lack, and ? outside the pattern, matched nothing without a word: "0 matches"
    search(page, must_not="(")
    assert wait_status(page, '"("') == ('Must not contain: "(" is in no equation of Nerdle Mini; its equations use '
                                        'only 0-9 + - * / =.')
    search(page, must="?")
    assert wait_status(page, '"?"') == ('Must contain: "?" is in no equation of Nerdle Mini (? stands for any one '
                                        'tile in the pattern only); its equations use only 0-9 + - * / =.')
    # every character of a field that no equation has, named at once (the x was said only after the ( was fixed)
    search(page, must="(x")
    assert wait_status(page, '"x"') == ('Must contain: "(" and "x" are in no equation of Nerdle Mini; its equations '
                                        'use only 0-9 + - * / =.')
    search(page, must_not="a?(a")
    assert wait_status(page, '"?"') == ('Must not contain: "a", "?" and "(" are in no equation of Nerdle Mini (? '
                                        'stands for any one tile in the pattern only); its equations use only '
                                        '0-9 + - * / =.')
    search(page, pattern="(?+?=?")
    assert wait_status(page, 'Pattern: "("') == ('Pattern: "(" is in no equation of Nerdle Mini; its equations use '
                                                 'only 0-9 + - * / =, and ? for any one.')
    search(page, target="１２")  # typed on a Japanese keyboard
    assert wait_status(page, "matches in") == "11 matches in Nerdle Mini."
    search(page, target="1.5")  # a number field refused it itself, and left the last search's answer up
    assert wait_status(page, "The target") == ('The target must be a whole number of at most 12 digits, such as 24: '
                                               '"1.5" given.')
    search(page, target="123456789012345678901")
    assert wait_status(page, "The target") == ('The target must be a whole number of at most 12 digits, such as 24: '
                                               '"1234567890123" given.')  # (13 characters fit)
    # a share link typed with full-width digits: read as ASCII, as the fields are
    page.open(site_url + "lists/?list=nerdle-mini&target=" + quote("１２"))
    wait_status(page, "11 matches in")
    assert page.locator("[name=target]").input_value() == "12"
    assert "could not be read" not in page.content()
    assert page.errors == []


def test_classic_cap_and_show_more(page, site_url):
    page.open(site_url + "lists/")
    wait_status(page, "matches in")
    placeholder = page.locator("input[name=pattern]")
    assert placeholder.get_attribute("placeholder") == "???=?"  # the example fits the list shown (Micro, 5 tiles)
    search(page, "nerdle-classic", pattern="?*?+?=??")
    assert placeholder.get_attribute("placeholder") == "??????=?"
    expected = nerdle_rows(8, "?*?+?=??")
    assert len(expected) == 652
    # The page stops inside the chunk (4,000 rows, sorted by value then text) that holds the 500th match.
    everything = nerdle_rows(8)
    read = everything.index(expected[CAP - 1]) // 4000
    assert read == 2
    # the parts left to read are few (5 in all): the matches after the 500th are counted
    assert wait_status(page, "Showing") == ("Showing the first 500 of 652 matches in Nerdle Classic; Show more goes"
                                            f" on from there (part {read + 1} of 5 of the list).")
    assert shown(page) == expected[:CAP]
    more = page.locator("[data-action=more]")
    assert more.is_visible()
    more.focus()
    page.keyboard.press("Enter")  # Show more hides while it reads: the keyboard's focus is not dropped meanwhile
    assert wait_status(page, "matches in") == "652 matches in Nerdle Classic."
    assert shown(page) == expected
    assert more.is_hidden()
    assert page.evaluate("document.activeElement.textContent") == "Show"
    search(page, must="*", must_not="0")
    wait_status(page, "Showing the first 500")
    assert shown(page) == nerdle_rows(8, must="*", must_not="0")[:CAP]
    assert more.is_visible()
    page.fill("input[name=pattern]", "??=?")  # a filter typed: Show more would go on unfiltered, so it goes
    assert more.is_hidden()
    # A search that cannot start takes Show more away with the rows (it was left, and said "current.next is not
    # a function")
    search(page, pattern="??+??=")
    assert wait_status(page, "The pattern") == "The pattern needs one character per tile: 8 for Nerdle Classic."
    assert shown(page) == [] and more.is_hidden()
    # Show pressed, or Enter in another field: the focus goes to the field at fault (it stayed, and Enter in the
    # target said the pattern's message again, the pattern two stops back)
    assert page.evaluate("document.activeElement.name") == "pattern"
    page.locator("input[name=target]").fill("24")
    page.locator("input[name=target]").press("Enter")
    page.wait_for_function("document.activeElement.name === 'pattern'")
    assert page.locator("input[name=pattern]").get_attribute("aria-invalid") == "true"
    assert page.errors == []


def test_show_more_is_said_and_its_status_brought_into_view(phone_page, site_url):
    """Show more is the reader's action, as Show is: its outcome is said and its status scrolled into view, also
    on a page opened by a link (no Show pressed before; it was left unsaid, its status above the screen), with the
    rows it added."""
    page = phone_page
    page.open(site_url + "lists/?list=nerdle-classic")
    wait_status(page, "Showing the first 500")
    page.evaluate(RECORD_ANNOUNCED)
    more = page.locator("[data-action=more]")
    more.scroll_into_view_if_needed()
    assert not page.evaluate(IN_VIEW, ".eqlist-status")  # the Show more of a long list: the status is above
    more.tap()
    status = wait_status(page, "Showing the first 1,000")
    assert status.startswith("Showing the first 1,000 of 17,723 matches in Nerdle Classic; Show more goes on")
    page.wait_for_function("t => window.announced.includes(t)", arg=status, timeout=5000)
    page.wait_for_function(IN_VIEW, arg=".eqlist-status", timeout=5000)
    assert len(shown(page)) == 2 * CAP
    # the rows it added at the top of the results' box, which scrolls on its own (it showed the first rows again),
    # and Show more in view below it (the focus on Cancel while it read took the page to its top)
    first_added = f".eqlist-results li:nth-child({CAP + 1})"
    assert abs(page.locator(first_added).evaluate("""li => li.getBoundingClientRect().top
                                                             - li.parentElement.getBoundingClientRect().top""")) < 1
    page.wait_for_function(IN_VIEW, arg="[data-action=more]", timeout=5000)  # (once the page's scroll has ended)
    assert page.evaluate(IN_VIEW, first_added)
    assert page.errors == []


def test_enter_in_a_field_on_a_phone_puts_the_keyboard_away(phone_page, page, site_url):
    """Enter (a phone keyboard's Go) in a field searches, and on a touch screen the focus goes to the status, so
    that the on-screen keyboard, which covered it, goes (Puzzlers.keyboardAway, as on the other pages), unless a
    filter is refused; with a keyboard and a mouse the focus stays in the field."""
    phone = phone_page
    phone.open(site_url + "lists/?list=nerdle-micro")
    wait_status(phone, "127 matches in Nerdle Micro.")
    phone.locator("#eqlist-target").tap()
    phone.keyboard.type("5")
    phone.keyboard.press("Enter")
    said = f"{len(nerdle_rows(5, target=5))} matches in Nerdle Micro."  # (11: no part of "127 matches")
    assert wait_status(phone, said) == said
    assert phone.evaluate("document.activeElement.id") == "eqlist-status"
    # a filter refused keeps the focus (and the keyboard) in the field to fix, marked (it went to the status: the
    # field had to be tapped again)
    phone.locator("input[name=must]").tap()
    phone.keyboard.type("(x")
    phone.keyboard.press("Enter")
    wait_status(phone, "Must contain:")
    assert phone.evaluate("[document.activeElement.name, document.activeElement.getAttribute('aria-invalid')]") \
        == ["must", "true"]
    assert phone.errors == []
    page.open(site_url + "lists/?list=nerdle-micro")
    wait_status(page, "127 matches in Nerdle Micro.")
    page.locator("#eqlist-target").click()
    page.keyboard.type("5")
    page.keyboard.press("Enter")
    assert wait_status(page, said) == said
    assert page.evaluate("document.activeElement.id") == "eqlist-target"
    assert page.errors == []


def test_cancel_a_long_scan_then_search_again(page, site_url):
    page.open(site_url + "lists/")
    wait_status(page, "matches in")
    show = page.locator(".eqlist-form button[type=submit]")
    place = {k: v for k, v in show.bounding_box().items() if k in ("x", "y")}
    page.select_option("select[name=list]", "nerdle-maxi")
    summary = wait_status(page, "Showing the first 500 matches in Nerdle Maxi")
    page.wait_for_function("t => document.querySelector('#pz-announce').textContent === t", arg=summary)
    page.evaluate(RECORD_ANNOUNCED)
    search(page, pattern="((((((((((")  # no answer: every chunk of 2 million rows is read
    cancel = page.locator("[data-action=cancel]")
    cancel.wait_for(state="visible")
    # Cancel takes Show's place while the list is read (the two are never shown together)
    assert show.is_hidden() and {k: v for k, v in cancel.bounding_box().items() if k in ("x", "y")} == place
    # a screen reader is told a search still reading after a second, once: its status line was a live region, said
    # at each of the parts read (514 in one search)
    page.wait_for_function("() => window.announced.some((t) => t.startsWith('Reading part'))")
    seen = int(wait_status(page, "Reading part").split()[2])
    page.wait_for_function("n => +document.querySelector('.eqlist-status').textContent.split(' ')[2] >= n",
                           arg=seen + 5)  # five parts more read, not said
    cancel.focus()
    page.keyboard.press("Enter")  # from the keyboard: the focus goes to Show, in Cancel's place
    assert wait_status(page, "Cancelled.") == "Cancelled."
    assert cancel.is_hidden() and show.is_visible()
    assert page.evaluate("document.activeElement.type") == "submit"
    assert page.locator(".eqlist-progress").is_hidden()
    assert shown(page) == []
    page.wait_for_function("() => window.announced.at(-1) === 'Cancelled.'")
    said = page.evaluate("window.announced")
    assert len(said) == 2 and said[0].startswith("Reading part "), said
    assert page.locator(".eqlist-status").get_attribute("aria-live") is None
    search(page, "nerdle-maxi", target="100", pattern="(9+1)²=100")
    assert wait_status(page, "match in") == "1 match in Nerdle Maxi."
    assert shown(page) == ["(9+1)²=100"]
    assert page.errors == []


#: The numbers of the parts the status line says are read, as it says them (window.__parts).
RECORD_PARTS = """() => { const line = document.querySelector('.eqlist-status'); window.__parts = [];
  new MutationObserver(() => { const m = /^Reading part ([\\d,]+)/.exec(line.textContent);
    if (m) window.__parts.push(+m[1].replace(/,/g, '')); })
  .observe(line, { childList: true, characterData: true, subtree: true }); }"""


def test_a_target_typed_with_thousands_separators_is_that_number(page, site_url):
    """"1 000" as the target: the field said it was no whole number while the link held target=1000. Separators
    grouping the digits by three are left out, in the search and its link; "1.000" stays refused."""
    page.open(site_url + "lists/")
    wait_status(page, "matches in")
    search(page, "mathler-normal-game", target="1 000")
    wait_status(page, "in Mathler")
    assert parse_qs(urlparse(page.url).query)["target"] == ["1000"]
    assert page.locator("input[name=target]").get_attribute("aria-invalid") is None
    expected = mathler.expressions_for(6, 1000)[:3]
    assert shown(page)[:3] == [f"{t} = 1000" for t in expected]
    search(page, "mathler-normal-game", target="1.000")
    assert wait_status(page, "The target must be") == ("The target must be a whole number of at most 12 digits, "
                                                       'such as 24: "1.000" given.')
    search(page, "mathler-normal-game", target="10 00")  # refused, and not 1000 in the link
    assert wait_status(page, "The target must be").endswith('"10 00" given.')
    assert parse_qs(urlparse(page.url).query)["target"] == ["10 00"]
    page.open(site_url + "lists/?list=mathler-normal-game&target=1%20000")  # a link's "1 000" is 1000 too
    wait_status(page, "in Mathler")
    assert page.locator("input[name=target]").input_value() == "1000"
    assert page.errors == []


def test_enter_in_a_field_while_the_same_search_reads_lets_it_go_on(page, site_url):
    """A shared link's rare filter being read, Enter in one of its fields (Show): the search started again from the
    first part (23 s lost). It goes on; with a filter changed, the new search starts."""
    page.open(site_url + "lists/?list=nerdle-maxi&pattern=((((((((((")
    wait_status(page, "Reading part 3")
    page.evaluate(RECORD_PARTS)
    page.locator("input[name=pattern]").press("Enter")
    page.wait_for_function("() => window.__parts.length >= 6")
    parts = page.evaluate("window.__parts")
    assert min(parts) >= 3 and parts == sorted(parts), parts  # (started again, it read part 1, 2, 3)
    page.fill("input[name=must]", "7")
    page.evaluate("window.__parts = []")
    page.locator("input[name=must]").press("Enter")
    page.wait_for_function("() => window.__parts.some((n) => n < 3)")  # a new search, from its first part
    page.locator("[data-action=cancel]").click()
    assert wait_status(page, "Cancelled.") == "Cancelled."
    assert page.errors == []


def test_a_long_scans_matches_show_as_they_come_and_stay_after_cancel(page, site_url):
    """A rare filter over Nerdle Maxi's 513 parts: the matches appear as the parts are read (nothing was shown before
    the 500th, a minute in on a phone), and Cancel keeps those found, saying how many (they were lost)."""
    page.open(site_url + "lists/?list=nerdle-maxi")
    wait_status(page, "Showing the first 500")
    search(page, must="²³(")
    page.wait_for_function("""() => document.querySelectorAll('.eqlist-results li').length > 0
                                    && document.querySelector('.eqlist-status').textContent.startsWith('Reading')""")
    page.locator("[data-action=cancel]").click()
    status = wait_status(page, "Cancelled")
    rows = shown(page)
    assert status == f"Cancelled after {len(rows)} match{'es' if len(rows) > 1 else ''}." and 0 < len(rows) < CAP
    assert all(all(ch in row for ch in "²³(") for row in rows), rows
    assert page.locator("[data-action=more]").is_hidden()
    assert page.errors == []


def test_must_contain_counts_repeats_and_takes_the_boards_signs(page, site_url):
    """"11" in Must contain is two 1s at least (it was any 1: 10,768 rows of Classic against 3,242), and × and ÷
    typed (as the Nerdle boards take them) are * and / (they were refused: "is in no equation")."""
    page.open(site_url + "lists/?list=nerdle-mini")
    wait_status(page, "206 matches in Nerdle Mini.")
    search(page, must="1 1")
    expected = nerdle_rows(6, must="11")
    assert wait_status(page, "matches in") == f"{len(expected)} matches in Nerdle Mini."
    assert shown(page) == expected and len(expected) < len(nerdle_rows(6, must="1"))
    assert all(row.count("1") >= 2 for row in expected)
    search(page, must="×", must_not="÷")
    expected = nerdle_rows(6, must="*", must_not="/")
    assert wait_status(page, "matches in") == f"{len(expected)} matches in Nerdle Mini."
    assert shown(page) == expected != []
    # Mathler Hard's count in the menu is that of its published targets, said so (it was "567,052+")
    hard = page.locator("select[name=list] option[value=mathler-hard-game]").text_content()
    assert hard == "Mathler Hard (game rules) — targets 1 to 3: 567,052"
    assert page.errors == []


def test_mathler_targets_static_and_computed_in_the_browser(page, site_url):
    page.open(site_url + "lists/?list=mathler-normal-game")
    wait_status(page, "Showing the first 500")
    search(page, target="24", pattern="??*???", must="/")
    expected = [t for t in mathler.expressions_for(6, 24) if matches(t, "??*???", "/")]
    wait_status(page, "matches in")
    assert shown(page) == [f"{t} = 24" for t in expected]
    # Mathler Hard: a published target (static chunks) and one computed by Python in the worker.
    search(page, "mathler-hard-game", target="3", pattern="(??+?)*?")
    expected = [t for t in mathler.expressions_for(8, 3) if matches(t, "(??+?)*?")]
    assert wait_status(page, "matches in") == f"{len(expected)} matches in Mathler Hard (game rules)."
    assert shown(page) == [f"{t} = 3" for t in expected]
    search(page, "mathler-easy-game", must="=")  # Mathler's expressions have no "="
    assert wait_status(page, '"="') == ('Must contain: "=" is in no expression of Mathler Easy (game rules); its '
                                        'expressions use only 0-9 + - * /.')
    search(page, "mathler-hard-game")  # the published targets named from the first part shown
    assert wait_status(page, "Show more") == (
        "Showing the first 500 matches in Mathler Hard (game rules) (its published targets, 1 to 3; type a target "
        "for any other); Show more goes on from there (part 1 of 142 of the list).")
    search(page, "mathler-hard-game", target="0")  # more than Python lists for one target: the field is marked
    assert wait_status(page, "400,000") == (
        "0 has more than 400,000 expressions of 8 tiles: too many to list or to search through (the game's "
        "targets have far fewer).")
    assert page.locator("input[name=target]").get_attribute("aria-invalid") == "true"
    search(page, "mathler-hard-game", pattern="??*??/??", must="9")
    expected = [(v, t) for v in (1, 2, 3) for t in mathler.expressions_for(8, v) if matches(t, "??*??/??", "9")]
    assert wait_status(page, "matches in") == (
        f"{len(expected):,} matches in Mathler Hard (game rules) (its published targets, 1 to 3; type a target for"
        " any other).")
    assert shown(page) == [f"{t} = {v}" for v, t in expected][:CAP]
    search(page, "mathler-hard-game", target="999")
    expected = mathler_web.web_list(8, 999, limit=CAP)
    assert expected["count"] == 17968
    assert wait_status(page, "computed in your browser") == (
        "Showing 500 of 17,968 matches for 999 in Mathler Hard (game rules), computed in your browser.")
    assert shown(page) == [f"{t} = 999" for t in expected["expressions"]]
    page.locator("[data-action=more]").click()
    wait_status(page, "Showing 1,000 of")
    more = mathler_web.web_list(8, 999, offset=CAP, limit=CAP)["expressions"]
    assert shown(page)[CAP:] == [f"{t} = 999" for t in more]
    search(page, "mathler-hard-signed-whole", target="999", must="(", must_not="0")
    expected = mathler_web.web_list(8, 999, "signed-whole", must="(", must_not="0", limit=CAP)
    wait_status(page, f"{expected['count']:,} match")
    assert shown(page) == [f"{t} = 999" for t in expected["expressions"]]
    assert page.errors == []


def test_downloads_exist_and_hold_the_lists(page, site_url):
    page.open(site_url + "lists/")
    wait_status(page, "matches in")
    links = page.locator("table a[href$='.csv'], table a[href$='.json'], table a[href$='.gz']").evaluate_all(
        "links => links.map(a => a.href)")
    index = json.loads(page.request.get(site_url + "lists/index.json").body())
    assert len(links) == 2 * len(index["lists"]) == 2 * 11
    for href in links:
        response = page.request.head(href)
        assert response.ok, href
    body = page.request.get(site_url + "lists/nerdle-mini.csv").body().decode()
    rows = list(csv.reader(io.StringIO(body)))
    assert rows[0] == ["equation", "value"]
    assert [r[0] for r in rows[1:]] == nerdle_rows(6)
    doc = json.loads(page.request.get(site_url + "lists/nerdle-classic.json").body())
    assert doc["count"] == 17723 and sum(len(v) for v in doc["by_value"].values()) == 17723
    data = gzip.decompress(page.request.get(site_url + "lists/mathler-normal-game.csv.gz").body()).decode()
    assert data.count("\n") == 1 + 1353716
    assert page.errors == []


def test_download_links_download_their_file(page, tab, site_url):
    """Every link of the downloads table downloads its file, under its name: a JSON link opened the raw JSON in the
    tab (CSV and .gz links downloaded)."""
    page.open(site_url + "lists/")
    wait_status(page, "matches in")
    links = page.locator(".eqlist-downloads table a").evaluate_all(
        "links => links.map(a => [a.getAttribute('href'), a.getAttribute('download')])")
    assert len(links) == 2 * 11
    assert links == [[href, href.rsplit("/", 1)[-1]] for href, _ in links]
    other = tab()
    other.goto(site_url + "lists/")
    wait_status(other, "matches in")
    with other.expect_download() as downloading:
        other.locator(".eqlist-downloads a[href$='/mathler-easy-game.json']").click()
    download = downloading.value
    assert download.suggested_filename == "mathler-easy-game.json"
    with open(download.path(), encoding="utf-8") as file:
        doc = json.load(file)
    assert doc["list"] == "mathler-easy-game" and doc["count"] == 81941
    assert other.url.startswith(site_url + "lists/") and other.locator("#eqlist").count() == 1  # the page stays
    assert page.errors == [] and other.errors == []


def test_phone_layout(phone_page, site_url):
    page = phone_page
    page.open(site_url + "lists/?list=nerdle-micro")
    wait_status(page, "127 matches in Nerdle Micro.")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = page.locator("input[name=pattern]").bounding_box()
    assert box["height"] >= 40 and box["x"] + box["width"] <= 390
    # the sign button (shown for a finger) is no part of the field's name
    assert page.get_by_role("textbox", name="Target", exact=True).count() == 1
    # A double tap on Show: its second tap lands on Cancel, shown in Show's place, and is not taken for a Cancel
    # (the rows were gone and "Cancelled." said). A search of Maxi for three symbols seldom together reads on.
    page.open(site_url + "lists/?list=nerdle-maxi")
    wait_status(page, "Showing the first 500")
    page.fill("input[name=must]", "³²(")
    show = page.locator(".eqlist-form button[type=submit]").bounding_box()
    x, y = show["x"] + show["width"] / 2, show["y"] + show["height"] / 2
    page.touchscreen.tap(x, y)
    page.wait_for_timeout(250)  # a finger's double tap
    page.touchscreen.tap(x, y)
    # the search reads on (part 20 of 513, or its end); then Cancel from the keyboard stops it
    page.wait_for_function("""() => { const t = document.querySelector('.eqlist-status').textContent;
        return t.includes('in Nerdle Maxi') || Number((/^Reading part (\\d+)/.exec(t) || [])[1]) >= 20; }""")
    cancel = page.get_by_role("button", name="Cancel")
    if cancel.is_visible():
        cancel.focus()
        page.keyboard.press("Enter")
        status = wait_status(page, "Cancelled")
        found = len(shown(page))  # (the matches found stay)
        assert status == (f"Cancelled after {found} match{'es' if found > 1 else ''}." if found else "Cancelled.")
    assert page.errors == []


#: Holds every read of a list's part (fetch of a chunk-*.json) while window.__pzHold is set, until
#: window.__pzRelease() (each page of the context: a fresh one's).
HOLD_CHUNKS = """(() => { const fetch0 = window.fetch; let waiting = [];
  window.__pzHold = true;
  window.__pzRelease = () => { window.__pzHold = false; waiting.forEach((go) => go()); waiting = []; };
  window.fetch = async function (url, ...rest) {
    if (window.__pzHold && /chunk-[^/]*\\.json/.test(String(url))) await new Promise((go) => waiting.push(go));
    return fetch0.call(this, url, ...rest);
  }; })()"""


def test_cancel_focused_after_tab_from_the_list_gives_the_focus_to_show_when_the_scan_ends(tab, site_url):
    """A search the page started itself (its link), and one started by a list chosen with the arrow keys: Tab from
    the list lands on Cancel (Show is hidden while the list is read). When the scan ends on its own, Cancel goes
    and the focus goes to Show, back in its place (it fell to the page's start)."""
    page = tab()
    page.add_init_script(HOLD_CHUNKS)
    page.goto(site_url + "lists/?list=nerdle-maxi&target=100&pattern=" + quote("(((((((((("))
    cancel = page.locator("[data-action=cancel]")
    cancel.wait_for(state="visible")
    page.locator("select[name=list]").focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.action") == "cancel"
    page.evaluate("window.__pzRelease()")
    assert wait_status(page, "matches in") == "0 matches in Nerdle Maxi."
    assert cancel.is_hidden()
    assert page.evaluate("document.activeElement.type") == "submit"
    # another list chosen with the arrow keys (Nerdle Classic, above; with no filters, which it is too short for):
    # its search starts at once
    page.evaluate("window.__pzHold = true")
    page.fill("input[name=target]", "")
    page.fill("input[name=pattern]", "")
    page.locator("select[name=list]").focus()
    chosen = page.evaluate("document.activeElement.value")
    page.keyboard.press("ArrowUp")
    page.wait_for_function("v => document.querySelector('select[name=list]').value !== v", arg=chosen)
    cancel.wait_for(state="visible")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.action") == "cancel"
    page.evaluate("window.__pzRelease()")
    page.wait_for_function("() => document.querySelector('[data-action=cancel]').hidden")
    assert page.evaluate("document.activeElement.type") == "submit"
    assert page.errors == []


def test_a_part_of_a_list_cut_short_is_said_and_not_kept(browser, site_url):
    """A list's part that came cut short (the connection lost on the way) showed the JSON parser's words
    ("Unterminated string in JSON at position 538"), and the page kept it for offline use, where it broke the list
    again."""
    context = browser.new_context(bypass_csp=True, service_workers="block")
    page = context.new_page()
    whole = (SITE / "lists" / "nerdle-micro" / "chunk-0001.json").read_text()
    page.route("**/lists/nerdle-micro/chunk-0001.json",
               lambda route: route.fulfill(status=200, body=whole[: len(whole) // 2], content_type="application/json"))
    page.goto(site_url + "lists/")
    assert wait_status(page, "Nerdle Micro") == (
        "Nerdle Micro (part 1 of 1) came cut short (was the connection lost?): show it again.")
    kept = ("async () => !!(await (await caches.open('puzzlers-runtime'))"
            ".match(new URL('../lists/nerdle-micro/chunk-0001.json', location.href).href))")
    assert page.evaluate(kept) is False
    page.unroute("**/lists/nerdle-micro/chunk-0001.json")
    page.locator(".eqlist-form button[type=submit]").click()
    assert wait_status(page, "matches in") == "127 matches in Nerdle Micro."
    assert page.evaluate(kept) is True
    context.close()


def test_each_download_is_named_with_its_list(page, site_url):
    """A screen reader's list of links heard "CSV, 1.0 KB", "JSON, 1.1 KB", … with no list named."""
    page.open(site_url + "lists/")
    links = page.locator(".eqlist-downloads a")
    assert links.count() >= 20
    names = links.evaluate_all("links => links.map((a) => a.textContent)")
    assert names[:2] == ["Nerdle Micro, CSV, 1.0 KB", "Nerdle Micro, JSON, 1.1 KB"]
    assert page.get_by_role("link", name="Nerdle Classic, CSV,", exact=False).count() == 1
    assert page.errors == []
