"""Every widget page on a phone and across instant navigation: the answer above the on-screen keyboard, tap
targets of 44 px, set-up once per page view with no listener left behind, and links with unknown or hostile
parameters that fall back to the defaults."""

import pytest

from .conftest import TAP_PX, assert_above_keyboard, boxes

#: Whether a digit typed on the page (outside any field) is taken by a widget's keyboard listener.
KEY_TAKEN = """() => { const e = new KeyboardEvent('keydown', {key: '1', bubbles: true, cancelable: true});
  document.body.dispatchEvent(e); return e.defaultPrevented; }"""


def wait_text(page, selector, text):
    page.wait_for_function(
        "([s, t]) => (document.querySelector(s)?.textContent || '').includes(t)", arg=[selector, text])
    return page.locator(selector).text_content()


def test_plates_answer_under_the_input_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "plates/?p=123456")
    wait_text(page, "#plate-summary", "123456: 11 solutions")
    assert_above_keyboard(page, "#plate-input", "#plate-summary", "#plate-solutions li")
    # The options are folded; the fold's title says which are on, and opening it shows them.
    assert not page.locator("#plate-options").evaluate("d => d.open")
    page.locator("#plate-options > summary").tap()
    page.locator("#plate-parens").tap()
    page.wait_for_function("location.search.includes('parens=1')")
    assert page.locator("#plate-options > summary").text_content() == "Options: parentheses"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []


def test_nerdle_and_mathler_suggestion_under_the_board_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "nerdle/")
    page.wait_for_function("document.querySelector('#nd-summary')?.dataset.state === 'ok'")
    assert_above_keyboard(page, "#nd-board", "#nd-suggestion")
    assert min(b["height"] for b in boxes(page, "#nd-keyboard .tl-key, #nd-use")) >= TAP_PX
    page.open(site_url + "mathler/?t=24")
    page.wait_for_function("document.querySelector('#ml-summary')?.dataset.state === 'ok'")
    assert_above_keyboard(page, "#ml-target", "#ml-board", "#ml-suggestion")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []


def test_matchsticks_solve_and_answer_under_the_drawing_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    page.wait_for_function("document.querySelector('#ms-board svg')?.dataset.equation === '6+4=4'")
    page.locator("#ms-solve").tap()
    wait_text(page, "#ms-summary", "solutions")
    # What one types and taps stays above the on-screen keyboard; the tap on Solve closes the keyboard, and the
    # answer is then on screen without scrolling (under the actions and the status line).
    assert_above_keyboard(page, "#ms-input", "#ms-board", "#ms-solve")
    (box,) = boxes(page, "#ms-summary")
    assert 0 <= box["top"] and box["bottom"] <= page.viewport_size["height"], box
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []


#: The shortest a stick gets on a touch screen to make an equation fit the board (98 px for 58 drawing units)
STICK_MIN_PX = 20 * 98 / 58


def test_matchsticks_fits_a_five_symbol_equation_to_a_360_px_phone(tab, site_url):
    """6+4=4 at 44 px a stick was 366 px wide: its last 38 px were hidden in a 360 px phone's board (78 px at
    320 px). It now fits, its sticks a little shorter."""
    page = tab(phone=True)
    for width in (360, 320):
        page.set_viewport_size({"width": width, "height": 740})
        page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
        page.wait_for_function("() => document.querySelector('#ms-board svg')?.dataset.equation === '6+4=4'")
        board = page.evaluate("() => { const b = document.querySelector('#ms-board'), s = b.querySelector('svg');"
                              " return [b.scrollWidth, b.clientWidth, s.getBoundingClientRect().height]; }")
        assert board[0] <= board[1], (width, board)
        assert 20 * board[2] / 58 >= STICK_MIN_PX - 0.1, (width, board)
    assert page.errors == []


def test_matchsticks_at_twelve_symbols_keeps_sticks_a_finger_wide(phone_page, site_url):
    page = phone_page
    page.open(site_url + "matchsticks/?e=12%2B34%3D5%2B41")
    page.wait_for_function("document.querySelector('#ms-board svg')?.dataset.equation === '12+34=5+41'")
    assert page.locator("#ms-board .ms-cell").count() == 10
    page.open(site_url + "matchsticks/?e=12%2B34%3D56-1-9")
    page.wait_for_function("document.querySelector('#ms-board svg')?.dataset.equation === '12+34=56-1-9'")
    assert page.locator("#ms-board .ms-cell").count() == 12
    # A stick's place is 20 drawing units long (and its tap region as wide): at least 33.8 px on the screen (44 px
    # where the equation fits so; this one does not at any size).
    scale = page.evaluate("(() => { const svg = document.querySelector('#ms-board svg');"
                          " return svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; })()")
    assert 20 * scale >= STICK_MIN_PX - 0.1
    # The page does not scroll sideways; the drawing does, inside its box.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate("(() => { const b = document.querySelector('#ms-board'); "
                         "return b.scrollWidth > b.clientWidth; })()")
    assert page.errors == []


def test_regex_hexagon_cells_are_tap_sized(phone_page, site_url):
    page = phone_page
    page.open(site_url + "regex/?p=mit-2013")
    page.wait_for_function("(document.querySelector('#rx-tally')?.textContent || '') !== ''")
    cells = boxes(page, ".rx-cell")
    assert len(cells) == 127
    assert min(c["width"] for c in cells) >= TAP_PX and min(c["height"] for c in cells) >= TAP_PX
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []


def test_home_page_links_are_tap_sized(phone_page, site_url):
    page = phone_page
    page.open(site_url)
    links = boxes(page, "article a:not(.headerlink):not(.md-content__button)")
    assert len(links) >= 8
    small = [b for b in links if b["height"] < TAP_PX]
    assert small == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def test_lists_filter_then_results_and_the_downloads_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "lists/?list=nerdle-micro&pattern=%3F%2B%3F%3D%3F")
    wait_text(page, ".eqlist-status", "matches in Nerdle Micro")
    assert page.locator("input[name=pattern]").input_value() == "?+?=?"
    assert_above_keyboard(page, "select[name=list]", "input[name=pattern]", ".eqlist-status", ".eqlist-results li")
    form_bottom = boxes(page, ".eqlist-form")[0]["bottom"]
    table = boxes(page, "article table")[0]
    assert table["top"] > form_bottom  # the filter comes first, the downloads table after it
    downloads = boxes(page, "article table a[href$='.csv'], article table a[href$='.gz']")
    assert len(downloads) >= 11 and all(b["right"] <= 390 and b["height"] >= TAP_PX for b in downloads)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Maxi's pattern (10 tiles) shows whole in its field; the form keeps its rows (Cancel takes Show's place)
    page.select_option("select[name=list]", "nerdle-maxi")
    pattern = page.locator("input[name=pattern]")
    pattern.fill("")
    assert pattern.get_attribute("placeholder") == "????????=?"
    assert page.evaluate(PLACEHOLDER_FITS, "input[name=pattern]")
    assert boxes(page, ".eqlist-form")[0]["bottom"] == form_bottom
    assert page.errors == []


# Whether an input's placeholder fits its content box (measured in the input's own font).
PLACEHOLDER_FITS = """s => { const e = document.querySelector(s), c = getComputedStyle(e);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${c.fontStyle} ${c.fontWeight} ${c.fontSize} ${c.fontFamily}`;
  const room = e.clientWidth - parseFloat(c.paddingLeft) - parseFloat(c.paddingRight);
  return ctx.measureText(e.placeholder).width <= room; }"""


@pytest.mark.parametrize("path, host", [
    ("plates/?p=__proto__&g=__proto__&t=constructor&parens=toString", "#plates-widget .pz-error"),
    ("nerdle/?v=__proto__&c=__proto__&g=__proto__", "#nd-summary"),
    ("mathler/?m=__proto__&t=__proto__&r=__proto__&a=constructor&g=hasOwnProperty", "#ml-summary"),
    ("matchsticks/?m=__proto__&k=__proto__&kind=__proto__&e=6%2B4%3D4&b=__proto__&seed=x", "#ms-verdict"),
    ("regex/?p=__proto__&g=__proto__", "#rx-tally"),
    ("lists/?list=__proto__&target=__proto__", ".eqlist-status"),
])
def test_hostile_links_fall_back_to_the_defaults(page, site_url, path, host):
    page.open(site_url + path)
    page.wait_for_function("s => (document.querySelector(s)?.textContent || '').trim() !== '' "
                           "&& !/Loading/.test(document.querySelector(s).textContent)", arg=host)
    assert page.errors == []


def test_widgets_set_up_once_per_page_view_across_instant_navigation(page, site_url):
    """Plates, then Nerdle, then plates again by link: each page view reads its own link, the worker survives the
    navigation (when the site has instant navigation), and Nerdle's keyboard listener leaves with its page."""
    page.open(site_url + "plates/?p=1234")
    wait_text(page, "#plate-summary", "1234: 2 solutions")
    page.evaluate("window.__pzWindow = 1")
    page.open(site_url + "nerdle/?v=6")
    page.wait_for_function("document.querySelector('#nd-summary')?.dataset.state === 'ok'")
    instant = page.evaluate("window.__pzWindow === 1")
    assert page.locator('#nd-variants [aria-checked="true"]').text_content() == "Mini 6"
    assert page.evaluate(KEY_TAKEN)  # the Nerdle board takes typed digits
    page.open(site_url + "plates/?p=86349")
    wait_text(page, "#plate-summary", "86349: 5 solutions")
    assert page.locator("#plate-input").input_value() == "86349"
    assert page.locator("#plates-widget .pz-panel").count() == 1
    # Typed on the plates page, a digit is not taken by a Nerdle board left behind.
    assert not page.evaluate(KEY_TAKEN)
    assert page.errors == []
    if instant:
        # Python stayed up: the status line reports it ready without a new start.
        assert page.evaluate("Puzzlers.status.state") == "ready"


def test_a_link_to_a_place_in_the_page_leaves_the_page_as_it_is(tab, site_url):
    """The skip link, a table-of-contents entry, then Back: the page stays (Material's first navigation after a load
    fetched the page again though only the fragment changed, and swapped it in: every widget set up again, Python
    cancelled if still starting); the browser scrolls to each place and back."""
    page = tab()
    page.goto(site_url + "numbers/?g=countdown&n=75,50,2,3,8,7&t=812")
    wait_text(page, "#nb-summary", "812: 9 distinct")
    fetched = []
    # the page's own requests for itself (the service worker's copy for offline use aside)
    page.on("request", lambda r: fetched.append(r.url) if "/numbers/" in r.url and r.service_worker is None
            and r.resource_type in ("fetch", "xhr", "document") else None)
    page.evaluate("() => { window.__article = document.querySelector('article'); }")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('md-skip')")
    page.keyboard.press("Enter")
    page.wait_for_function("() => location.hash === '#numbers-games'")
    # another target: the state in the address changes (the table of contents, made absolute by Material when the
    # page loaded, led back to the state the page was opened with)
    page.locator("#nb-target").fill("813")
    page.locator("#nb-target").press("Enter")
    wait_text(page, "#nb-summary", "813: ")
    entry = page.locator(".md-sidebar--secondary a.md-nav__link[href$='#limits']")
    entry.click()
    # the heading comes to rest under the header, not behind it (the scroll may be smooth)
    page.wait_for_function("() => { const top = document.getElementById('limits').getBoundingClientRect().top;"
                           " return location.hash === '#limits' && top >= 48 && top <= 100; }")
    page.go_back()
    page.wait_for_function("() => location.hash === '#numbers-games' && scrollY < 200")
    assert page.evaluate("() => window.__article === document.querySelector('article')")
    assert fetched == []
    assert "t=813" in page.url and page.locator("#nb-target").input_value() == "813"
    assert page.errors == []


#: Whether the search has closed after a result was followed and everything has come to rest: its scroll lock off,
#: no transition running (while the search and the header slid back, the window's layout viewport was stretched to
#: 1262 px wide), the window as wide as the page again.
SEARCH_CLOSED = """hash => location.hash === hash && !document.getElementById('__search').checked
  && !document.body.hasAttribute('data-md-scrolllock') && innerWidth === document.documentElement.clientWidth
  && !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running')"""


def test_a_search_result_on_a_phone_opens_at_its_heading(tab, site_url):
    """A search result that names a section of another page, tapped on a phone, opens the page with that heading just
    under the header, as the link opened directly does. Material swapped the page in while its search, open on the
    whole screen, still locked the page's scroll, so its jump to the heading did nothing (the page stayed at its top,
    the heading 2680 px down) or was made while the closing search stretched the window (the heading 1956 px down);
    and its own jump to the fragment fires popstate, which js/kit.js took for Back, so the heading was not held."""
    page = tab(phone=True)
    page.goto(site_url)
    page.locator("button.md-header__button[for=__search]").tap()
    page.keyboard.type("hardest target")
    hash = "#the-hardest-targets-by-number-of-large-cards"
    result = page.locator(f".md-search-result__link[href$='numbers-stats/{hash}']")
    result.wait_for()
    # the search, open on the whole screen, has locked the page's scroll (as it has after 0.4 s)
    page.wait_for_function("() => document.body.hasAttribute('data-md-scrolllock')")
    result.tap()
    page.wait_for_function(SEARCH_CLOSED, arg=hash)
    # two frames more: a change of the page's height the last frame made has been answered
    place = page.evaluate("""() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
      const heading = document.getElementById('the-hardest-targets-by-number-of-large-cards');
      done({top: heading.getBoundingClientRect().top, margin: parseFloat(getComputedStyle(heading).scrollMarginTop),
            header: document.querySelector('.md-header').getBoundingClientRect().bottom});
    })))""")
    assert abs(place["top"] - place["margin"]) <= 3 and place["top"] >= place["header"], place
    assert page.url == site_url + "numbers-stats/" + hash
    assert page.errors == []


def run_endless_example(page, site_url):
    """Run `while True: pass` in the home page's first docs example; returns its button bar once it runs."""
    page.open(site_url)
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    page.locator(".pz-example-editor").first.fill("while True:\n    pass\n")
    bar.get_by_role("button", name="Run").click()
    page.wait_for_function("() => document.querySelector('.pz-example-output').dataset.state === 'running'")
    return bar


def test_a_docs_example_can_be_cancelled_and_other_requests_survive(page, site_url):
    """`while True: pass` is stoppable; Cancel restarts Python, and a plate request waiting behind the loop (in
    the same worker) is sent again to the new one instead of failing."""
    bar = run_endless_example(page, site_url)
    page.evaluate("""() => { window.__pzWaiting = undefined;
        Puzzlers.call('plates', 'solve', {text: '1234'}).then(r => window.__pzWaiting = r.solutions,
                                                              e => window.__pzWaiting = 'failed: ' + e.message); }""")
    bar.get_by_role("button", name="Cancel").click()
    page.wait_for_function("() => document.querySelector('.pz-example-output').dataset.state === 'cancelled'")
    assert page.locator(".pz-example-output").first.text_content() == "Cancelled. Python restarts with the next run."
    page.wait_for_function("() => window.__pzWaiting !== undefined")
    assert page.evaluate("window.__pzWaiting") == ["1-2=3-4", "1=2+3-4"]
    assert page.errors == []


def test_cancelling_a_request_queued_right_behind_a_running_one(page, site_url):
    """Cancelled while another request runs, `while True: pass` must never start (or be stopped if it did): the
    worker would otherwise start it the moment the running one ends, before it reads the skip, and the plate
    request behind it would wait forever."""
    page.open(site_url)
    assert page.evaluate("() => Puzzlers.call('plates', 'solve', {text: '1235'})")["count"] == 2  # Python is up
    page.evaluate("""() => {
        window.__pzBusy = Puzzlers.call('web', 'run_example',
            {code: 'import time\\nend = time.monotonic() + 0.5\\nwhile time.monotonic() < end: pass\\nprint("busy")'});
        window.__pzLoop = Puzzlers.call('web', 'run_example', {code: 'while True: pass'});
        window.__pzLoop.catch(() => {});
        Puzzlers.call('plates', 'solve', {text: '1234'}).then((r) => window.__pzPlate = r.solutions);
        Puzzlers.cancel(window.__pzLoop.id);
    }""")
    page.wait_for_function("() => window.__pzPlate !== undefined")
    assert page.evaluate("() => window.__pzPlate") == ["1-2=3-4", "1=2+3-4"]
    assert page.evaluate("() => window.__pzLoop.then(() => 'ran', (e) => e.message)") == "Cancelled."
    assert page.evaluate("() => window.__pzBusy") == {"output": "busy\n", "error": None}
    assert page.errors == []


def test_leaving_a_page_stops_its_running_example(page, site_url):
    """An example left running (`while True: pass`) is stopped when the page changes, so the next page's widget
    answers instead of waiting behind it forever."""
    run_endless_example(page, site_url)
    page.open(site_url + "plates/?p=1234")
    wait_text(page, "#plate-summary", "1234: 2 solutions")
    assert page.errors == []


#: The fields a phone's user types in, shown, with a text under 16 px: on an iPhone, Safari zooms the page in on one
#: when it gets the focus (and leaves it zoomed).
SMALL_FIELDS = """() => [...document.querySelectorAll(
    'input:not([type=checkbox]):not([type=radio]), textarea, select, [contenteditable=true]')]
  .filter((e) => e.getClientRects().length && parseFloat(getComputedStyle(e).fontSize) < 16)
  .map((e) => `${e.tagName} ${e.id || e.className} ${getComputedStyle(e).fontSize}`)"""


def test_every_field_on_a_phone_is_typed_at_16_px_at_least(phone_page, site_url):
    """Every widget's fields, the code editor of the playground and of a docs example (13.6 px before) included."""
    page = phone_page
    for path in ("plates/", "nerdle/", "mathler/", "regex/", "matchsticks/", "numbers/", "lists/", "playground/",
                 "how/plates/"):
        page.open(site_url + path)
        page.evaluate("() => document.querySelectorAll('details').forEach((d) => { d.open = true; })")
        if path == "how/plates/":
            page.get_by_role("button", name="Edit example 1", exact=True).tap()
        if path in ("playground/", "how/plates/"):
            page.locator(".cm-content").first.wait_for()
        assert page.evaluate(SMALL_FIELDS) == [], path


def test_a_printed_docs_page_shows_its_examples_code_without_their_buttons(tab, site_url):
    """On paper each example printed its bar of buttons (Run, Edit, Open in playground, Copy link) and the code's
    copy button, and an example could be cut across two pages."""
    page = tab()
    page.goto(site_url + "how/plates/")
    page.locator(".pz-example-bar").first.wait_for()
    page.emulate_media(media="print")
    shown = page.evaluate("""() => [...document.querySelectorAll('.pz-example-bar, .md-clipboard')]
      .filter((e) => getComputedStyle(e).display !== 'none').length""")
    assert page.locator(".pz-example-bar").count() >= 3 and shown == 0
    assert page.evaluate("getComputedStyle(document.querySelector('.md-typeset pre')).breakInside") == "avoid"


def test_a_printed_regex_grid_and_equation_list_leave_their_controls_out(tab, site_url):
    """On paper the regex page printed its puzzle menu and the editor's fold, and a grid could be cut across two
    pages through a row of cells; the lists page printed Show, ± and its empty filters' examples ("e.g. /0")."""
    page = tab()
    page.goto(site_url + "regex/?p=beginner%2Fbeatles&g=HELP")
    page.locator("#regex-widget .rx-cell:not([disabled])").first.wait_for()
    page.goto(site_url + "lists/?list=nerdle-classic&pattern=%3F%3F%3F%3F%3F%3D%3F%3F&target=20")
    page.locator("#eqlist .eqlist-results li").first.wait_for()
    shown = """() => [...document.querySelectorAll('#eqlist :is(button, input, select)')]
      .filter((e) => e.getClientRects().length).map((e) => e.name || e.textContent)"""
    assert page.evaluate(shown) == ["list", "Show", "pattern", "target", "must", "mustNot", "Show more"]
    page.emulate_media(media="print")
    try:
        assert page.evaluate(shown) == ["list", "pattern", "target"]
    finally:
        page.emulate_media(media="screen")
    page.go_back()
    page.locator("#regex-widget .rx-cell:not([disabled])").first.wait_for()
    page.emulate_media(media="print")
    try:
        printed = page.evaluate("""() => ['#rx-puzzle', '#rx-custom', '#rx-title', '#rx-board']
          .map((s) => document.querySelector(s).getClientRects().length > 0)""")
        assert printed == [False, False, True, True]
        assert page.evaluate("getComputedStyle(document.querySelector('.rx-wrap')).breakInside") == "avoid"
    finally:
        page.emulate_media(media="screen")
    assert page.errors == []


def test_printed_pages_leave_the_screens_helpers_out_and_tables_whole(tab, site_url):
    """On paper (a teacher's audit): the regex box of the focused cell's clues, which stays under the header on the
    screen, came over the grid (rows 4 and 5 of a hexagon gone); Instant Nerdle's empty form printed its "e.g."
    boxes and the boards their "tap" lines; a wide table, which scrolls in its box on the screen, lost its right-hand
    columns (the assistant's average and worst guesses)."""
    page = tab()
    page.set_viewport_size({"width": 794, "height": 1123})  # an A4 page's width
    page.goto(site_url + "regex/?p=mit-2013")
    page.locator("#regex-widget .rx-cell:not([disabled])").first.wait_for()
    shown = "s => [...document.querySelectorAll(s)].some((e) => e.getClientRects().length > 0)"
    assert page.evaluate(shown, "#rx-cell-clues")
    page.emulate_media(media="print")
    try:
        assert not page.evaluate(shown, "#rx-cell-clues")
    finally:
        page.emulate_media(media="screen")
    page.goto(site_url + "nerdle/")
    page.wait_for_function("() => document.querySelector('#nd-summary')?.dataset.state === 'ok'")
    tables = """() => [...document.querySelectorAll('.pz-table')].map((t) => t.scrollWidth <= t.clientWidth + 1)"""
    assert page.evaluate(shown, "#nerdle-instant form") and page.evaluate(shown, ".tl-help")
    assert not all(page.evaluate(tables))  # the assistant's table scrolls in its box on the screen
    page.emulate_media(media="print")
    try:
        assert not page.evaluate(shown, "#nerdle-instant form") and not page.evaluate(shown, ".tl-help")
        assert all(page.evaluate(tables))
        assert page.evaluate("getComputedStyle(document.querySelector('.md-typeset h2')).breakAfter") == "avoid"
    finally:
        page.emulate_media(media="screen")
    assert page.errors == []


def test_home_cards_on_a_phone(phone_page, site_url):
    """The home page's cards: each title on a line of its own above the text, every link at least a tap target
    tall, the lines of a card's text evenly spaced (a link in a sentence does not push its line apart), and no
    example equation broken across lines."""
    page = phone_page
    page.open(site_url)
    cards = page.evaluate("""() => [...document.querySelectorAll('.pz-home > ul > li')].map((card) => {
      const title = card.querySelector('a.pz-card-link');
      const rects = [];  // the glyph boxes of the card's text after its title, line by line
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (title.contains(node) || !node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...range.getClientRects());
      }
      const lines = [...new Set(rects.map((r) => Math.round(r.bottom)))].sort((a, b) => a - b);
      return {title: title.textContent, titleBottom: title.getBoundingClientRect().bottom,
              textTop: Math.min(...rects.map((r) => r.top)),
              gaps: lines.slice(1).map((b, i) => b - lines[i]),
              links: [...card.querySelectorAll('a')].map((a) => a.getBoundingClientRect().height),
              codes: [...card.querySelectorAll('code')].map((c) => c.getClientRects().length)};
    })""")
    assert [c["title"] for c in cards] == ["License plates", "Nerdle", "Mathler", "Regex crosswords", "Matchsticks",
                                           "Numbers games"]
    for card in cards:
        assert card["textTop"] >= card["titleBottom"] - 1, card
        assert min(card["links"]) >= TAP_PX, card
        assert max(card["codes"], default=1) == 1, card
    gaps = {gap for card in cards for gap in card["gaps"] if gap > 5}
    assert max(gaps) - min(gaps) <= 2, gaps  # one line height
    # a card looks like a button: a tap on its text opens its puzzle (only the title did); its own links stay theirs
    card = page.locator(".pz-home > ul > li").nth(1)
    box = card.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.55)
    page.wait_for_url("**/nerdle/")
    page.open(site_url)
    page.locator(".pz-home > ul > li").nth(0).get_by_role("link", name="Statistics").tap()
    page.wait_for_url("**/plates-stats/")
    assert page.errors == []


@pytest.mark.parametrize("path", ["how/site/", "how/regex/", "how/plates/"])
def test_the_how_it_works_diagrams_are_drawn(phone_page, site_url, path):
    """Each diagram drawn in the page's own SVG shows, on a phone: the one of "How the site works" was 0 px wide
    (an SVG with a viewBox and no width, in a figure that takes its content's width)."""
    page = phone_page
    page.open(site_url + path)
    sizes = page.locator(".md-typeset figure svg").evaluate_all(
        "els => els.map(e => { e.scrollIntoView(); const r = e.getBoundingClientRect(); return [r.width, r.height]; })")
    assert sizes and all(w > 300 and h > 80 for w, h in sizes), sizes
    assert page.errors == []


def test_the_not_found_page_says_so_and_leads_home(tab, site_url):
    """The 404 page (overrides/404.html) has a title of its own (it was "Puzzlers", the home page's), a short text
    with a link to the home page and a hint to use the search (it had only its heading), and a skip link (hooks/
    a11y.py: it had none, nor the header's fixes, which are a page's). scripts/serve.py answers an address the site
    does not have with it, as a static host does (it sent Python's own error page). (A page of its own:
    the shared page's instant navigation to another page did not end after it.)"""
    page = tab()
    response = page.goto(site_url + "plate/x/?p=1234")  # a mistyped address, as the server answers it
    assert response.status == 404
    assert page.title() == "Page not found - Puzzlers"
    assert page.locator("h1").first.inner_text().strip() == "404 - Not found"  # (the offline test reads it)
    text = " ".join(page.locator("article").inner_text().split())
    assert "There is no page at this address" in text and "search the site" in text
    page.keyboard.press("Tab")  # as on every page, "Skip to content" first (it had none)
    assert page.evaluate("[document.activeElement.textContent.trim(), document.activeElement.hash]") == [
        "Skip to content", "#page-not-found"]
    home = page.locator("article").get_by_role("link", name="home page", exact=True)
    assert home.evaluate("a => a.href") == site_url
    home.click()
    page.wait_for_url(site_url)
    assert page.errors == []


#: Each code block's white-space, whether its code takes the focus (0; Material takes it away from one that does not
#: scroll), and whether it scrolls sideways in its box.
CODE_BLOCKS = """sel => [...document.querySelectorAll(sel)].map((code) => [getComputedStyle(code).whiteSpace,
  code.tabIndex, code.scrollWidth > code.clientWidth + 1])"""


def test_on_a_phone_sessions_and_the_command_line_help_keep_their_lines_whole(phone_page, site_url):
    """On a touch screen long code lines wrap (no code block scrolls there); but a >>> line's end, wrapped to the
    start of the next line, read as its output, and the command line's help lost its usage and its columns. Those
    two scroll sideways in their boxes, which take the focus (for the keys), and the page stays 390 px wide."""
    page = phone_page
    page.open(site_url + "reference/api/plates.solver/")
    sessions = page.evaluate(CODE_BLOCKS, ".language-pycon pre > code")
    assert sessions and all(space == "pre" and (focus == 0 or not scrolls) for space, focus, scrolls in sessions)
    assert any(scrolls for *_, scrolls in sessions), sessions  # a line longer than the phone is wide
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.open(site_url + "reference/cli/")
    helps = page.evaluate(CODE_BLOCKS, ".pz-keep-lines pre > code")
    assert len(helps) >= 6 and all(space == "pre" and (focus == 0 or not scrolls) for space, focus, scrolls in helps)
    assert sum(scrolls for *_, scrolls in helps) >= 6, helps
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.open(site_url + "how/plates/")  # a program: its long lines wrap
    programs = page.evaluate(CODE_BLOCKS, ".language-python pre > code")
    assert programs and all(space == "pre-wrap" and not scrolls for space, _, scrolls in programs), programs
    assert page.errors == []


def test_a_heading_is_named_by_its_words(page, site_url):
    """A screen reader's list of headings read each one with its permalink's pilcrow ("Using the assistant ¶")."""
    page.open(site_url + "nerdle/")
    for name in ("Using the assistant", "Instant Nerdle", "Bi-Nerdle and Quad-Nerdle"):
        assert page.get_by_role("heading", name=name, exact=True).count() == 1, name
    assert page.locator("h2 > a.headerlink").count() >= 3  # the permalinks stay
    assert page.errors == []


FIGURES_FOCUSABLE = "() => [...document.querySelectorAll('figure.pz-wide-figure')].every((f) => f.tabIndex === 0)"


def test_on_a_phone_the_drawings_keep_words_one_can_read(page, phone_page, site_url):
    """The how-it-works pages' drawings, shrunk to a 390 px screen, had words 6-9 px high. They are drawn at least
    560 px wide and scroll sideways in their figure, which takes the focus (for the keys); the page does not. On a
    desktop they fit, and their figures are no Tab stop."""
    page.open(site_url + "how/regex/")
    assert page.locator("figure.pz-wide-figure").count() == 2
    assert not page.evaluate(FIGURES_FOCUSABLE)
    page = phone_page
    for path, count in (("how/regex/", 2), ("how/plates/", 1)):
        page.open(site_url + path)
        for figure in page.locator("figure.pz-wide-figure").all():  # (a section off the screen is not laid out)
            figure.scroll_into_view_if_needed()
        page.wait_for_function(FIGURES_FOCUSABLE)
        figures = page.evaluate("""() => [...document.querySelectorAll('figure.pz-wide-figure')].map((f) =>
          [f.querySelector('svg').getBoundingClientRect().width, f.scrollWidth > f.clientWidth, f.tabIndex])""")
        assert len(figures) == count and all(width >= 560 and scrolls and focus == 0
                                             for width, scrolls, focus in figures), (path, figures)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []


def test_on_a_phone_the_diagrams_keep_words_one_can_read(phone_page, site_url):
    """The Mermaid diagrams of how it works: Nerdle and Mathler were drawn to the phone's 358 px: their words about
    7 px high. They take at least 560 px, as the drawings do, and scroll sideways in a box that takes the focus."""
    page = phone_page
    for path, count in (("how/nerdle/", 2), ("how/mathler/", 1)):
        page.open(site_url + path)
        page.wait_for_function("n => document.querySelectorAll('div.pz-wide-figure > div.mermaid').length === n",
                               arg=count)
        for box in page.locator("div.pz-wide-figure").all():  # (a section off the screen is not laid out)
            box.scroll_into_view_if_needed()
            page.wait_for_function("box => box.tabIndex === 0", arg=box.element_handle())
        boxes = page.evaluate("""() => [...document.querySelectorAll('div.pz-wide-figure')].map((box) =>
          [box.querySelector('.mermaid').getBoundingClientRect().width, box.scrollWidth > box.clientWidth])""")
        assert all(width >= 560 and scrolls for width, scrolls in boxes), (path, boxes)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []
