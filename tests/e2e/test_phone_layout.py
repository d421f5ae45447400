"""On a phone (390x844, touch): nothing on the plates, Nerdle, Mathler and lists pages moves while they load, while
Python starts or when the first answer arrives (the layout shifts the browser reports, a layout measure, not a
timing one); after an action what changed is in view; the lists page and the statistics tables fit 390 px."""

import pytest

from puzzlers.feedback import score

from .conftest import ABOVE_KEYBOARD_PX, IN_VIEW, PHONE, assert_above_keyboard, boxes, hold_python, release_python

#: Cumulative Layout Shift allowed from load to the widget's first answer (Lighthouse's "good" is 0.1).
MAX_SHIFT = 0.02

#: The layout shifts since the document loaded (not those within 500 ms of an input), each with what moved.
SHIFTS = """() => {
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: "layout-shift", buffered: true });
  const entries = observer.takeRecords();
  observer.disconnect();
  const name = (node) => !node ? "?" : node.id ? "#" + node.id
    : node.nodeType === 1 ? node.tagName.toLowerCase() + "." + [...node.classList].join(".") : node.nodeName;
  return entries.filter((e) => !e.hadRecentInput).map((e) => ({
    value: e.value,
    sources: (e.sources || []).map((s) => [name(s.node), s.previousRect.y, s.currentRect.y]),
  }));
}"""


def wait_plates(page):
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('1234: 2 solutions')")


def wait_tiles(prefix):
    def wait(page):
        page.wait_for_function(f"document.querySelector('#{prefix}-summary').dataset.state === 'ok'")
        # Nerdle's first answer is drawn without Python: wait for Python too, whose arrival must move nothing
        page.wait_for_function("window.Puzzlers && Puzzlers.status.state === 'ready'", timeout=120_000)
    return wait


def wait_numbers(page):
    page.wait_for_function("document.querySelector('#nb-summary').textContent === '812: 9 distinct solutions'")


def wait_lists(page):
    page.wait_for_function("document.querySelector('.eqlist-status').textContent === '127 matches in Nerdle Micro.'")


def wait_solutions(page):
    """A matchsticks link that shows its solutions (s=1): until they are drawn."""
    page.wait_for_function("document.querySelector('#ms-summary').textContent.includes('solutions')")


def wait_verdict(page):
    """A matchsticks link's equation: until its verdict is written."""
    page.wait_for_function("document.querySelector('#ms-verdict').textContent.includes('correct')")


def wait_python(page):
    """A page opened with nothing to answer (its examples shown): until Python is ready, whose status line comes
    and goes meanwhile."""
    page.wait_for_function("window.Puzzlers && Puzzlers.status.state === 'ready'", timeout=120_000)


def wait_playground(page):
    page.wait_for_function("document.querySelector('#playground-widget').dataset.ready === '1'")


PAGES = {
    "plates/?p=1234": wait_plates,
    "nerdle/": wait_tiles("nd"),
    "mathler/?t=24": wait_tiles("ml"),
    "lists/?list=nerdle-micro": wait_lists,
    "playground/": wait_playground,  # the editor replaces the skeleton drawn at build time
    "numbers/?g=countdown&n=75,50,2,3,8,7&t=812": wait_numbers,
    "plates/": wait_python,
    "numbers/": wait_python,
    "matchsticks/": wait_python,
    # the list pushed the page's text and the options off the screen a second after load (0.23): its room is kept
    "matchsticks/?e=6%2B4%3D4&s=1": wait_solutions,
    # its verdict takes two lines on a phone: they are kept from the start (it pushed the buttons 33 px: 0.049)
    "matchsticks/?e=12345%2B67890%3D11111": wait_verdict,
}


def layout_shift(page):
    entries = page.evaluate(SHIFTS)
    return sum(e["value"] for e in entries), entries


@pytest.mark.parametrize("path", list(PAGES))
def test_nothing_moves_from_load_to_the_first_answer(phone_page, site_url, path):
    page = phone_page
    page.goto(site_url + path)  # a full load: the document's own layout shifts, Python started again
    PAGES[path](page)
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    total, entries = layout_shift(page)
    print(f"\n{path}: layout shift {total:.4f} from load to the first answer")
    # A page with nothing to answer has nothing to move: its examples sit above Python's status line (below them,
    # Python's "Loading" line moved them: 0.018 on the plates page, 0.010 on the numbers page).
    assert total <= (0.001 if PAGES[path] is wait_python else MAX_SHIFT), entries
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []


def test_nothing_moves_on_a_cold_start(fresh_page, site_url):
    """A new phone profile: Python starts from nothing (seconds), the Nerdle skeleton is there all along."""
    page = fresh_page(phone=True)
    page.goto(site_url + "nerdle/")
    wait_tiles("nd")(page)
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    total, entries = layout_shift(page)
    assert total <= MAX_SHIFT, entries


def test_plates_answer_and_share_button_in_view(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "plates/?p=1234")
    wait_plates(page)
    # The share button sits next to the answer, outside the closed Options fold.
    assert page.locator("#plate-options").get_attribute("open") is None
    assert_above_keyboard(page, "#plate-summary", "#plate-share", "#plate-solutions li")
    assert page.locator("#plate-share").text_content() in ("Share", "Copy share link")
    # A changed option: the new answer is in view although the page was scrolled past it.
    page.locator("#plate-options > summary").tap()
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.locator("#plate-unary").tap()
    page.wait_for_function("document.querySelector('#plate-summary').textContent === '1234: 6 solutions'")
    page.wait_for_function("""() => { const r = document.querySelector('.pl-answer').getBoundingClientRect();
                                      return r.top >= 0 && r.bottom <= innerHeight + 1; }""")
    # The options open, a plate typed: its answer is under the field, above the keyboard (the options below it).
    assert page.locator("#plate-options").get_attribute("open") is not None
    page.locator("#plate-input").fill("86349")
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('86349: ')")
    assert_above_keyboard(page, "#plate-input", "#plate-summary", "#plate-share")
    # An error takes the answer's place in its line: in view too, and the line keeps its height.
    line = boxes(page, ".pl-answer")[0]["height"]
    page.locator("#plate-input").fill("123456789012")
    page.locator("#plates-widget .pz-error").wait_for(state="visible")
    assert page.locator("#plates-widget .pz-error").text_content() == "A plate needs 2 to 11 digits: 12 given."
    assert_above_keyboard(page, "#plate-input", "#plates-widget .pz-error")
    assert boxes(page, ".pl-answer")[0]["height"] == line
    # Hint mode's answer for the longest plate fits the same line (unary minus off again: 11 digits with it take long).
    page.locator("#plate-unary").tap()
    page.locator("#plate-hint").tap()
    page.locator("#plate-input").fill("08123456789")
    page.wait_for_function("document.querySelector('#plate-more').textContent.startsWith('Clue:')")
    assert page.locator("#plate-summary").text_content() == "08123456789: 2,323 solutions"
    assert page.locator("#plate-more").text_content() == "Clue: the = goes after the 10th digit"
    assert boxes(page, ".pl-answer")[0]["height"] == line
    assert page.errors == []


def starts_above_keyboard(page, selector):
    """The element begins above a phone's keyboard line and ends on screen (a message of several lines)."""
    page.evaluate("window.scrollTo(0, 0)")
    (box,) = boxes(page, selector)
    assert 0 <= box["top"] < ABOVE_KEYBOARD_PX and box["bottom"] <= page.viewport_size["height"], (selector, box)


def test_numbers_answer_and_errors_in_view_with_the_options_open(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "numbers/?g=countdown&n=75,50,2,3,8,7&t=812")
    wait_numbers(page)
    page.locator("#nb-options > summary").tap()
    assert page.locator("#nb-options").get_attribute("open") is not None
    # The answer and its share button are under the target, the options below them.
    assert_above_keyboard(page, "#nb-target", "#nb-summary", "#nb-share")
    line = boxes(page, "#numbers-widget .pl-answer")[0]["height"]
    # An error takes the answer's line, whole (the share button hidden meanwhile), and the line keeps its height.
    page.locator("#nb-n1").fill("1000")
    page.locator("#nb-solve").tap()
    error = page.locator("#numbers-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content().startswith("1,000 is not a Countdown card")
    starts_above_keyboard(page, "#numbers-widget .pz-error")  # its three lines
    assert page.locator("#nb-summary").evaluate("e => getComputedStyle(e).visibility") == "hidden"
    assert page.locator("#nb-share").evaluate("e => getComputedStyle(e).visibility") == "hidden"
    assert boxes(page, "#numbers-widget .pl-answer")[0]["height"] == line
    # A link's unreadable parts go under the answer it still gives, which stays in view.
    page.goto(site_url + "numbers/?g=24&n=3,3,8,8,x9")
    page.wait_for_function("document.querySelector('#nb-summary').textContent === '24: 1 distinct solution'")
    error.wait_for(state="visible")
    assert error.text_content() == 'This link could not be read whole: "x9" not a number of up to 6 digits.'
    assert page.locator("#nb-summary").evaluate("e => getComputedStyle(e).visibility") == "visible"
    assert_above_keyboard(page, "#nb-summary", "#nb-share")
    starts_above_keyboard(page, "#numbers-widget .pz-error")
    summary, note = boxes(page, "#nb-summary")[0], boxes(page, "#numbers-widget .pz-error")[0]
    assert note["top"] >= summary["bottom"]
    assert page.errors == []


def test_numbers_solutions_in_view_after_solve_on_a_small_phone(phone_page, site_url):
    """Solve on a 360x640 phone: the answer line and the first solutions under it are scrolled into view (the list
    began at y = 637 of 640)."""
    page = phone_page
    page.set_viewport_size({"width": 360, "height": 640})
    try:
        page.goto(site_url + "numbers/?g=countdown&n=25,50,75,100,3,6&t=952")
        page.wait_for_function("document.querySelector('#nb-summary').textContent === '952: 2 distinct solutions'")
        page.evaluate("window.scrollTo(0, 0)")
        assert boxes(page, "#nb-solutions li")[0]["bottom"] > 640  # below the screen before the tap
        page.locator("#nb-solve").tap()
        page.wait_for_function(f"s => !!document.querySelector(s) && ({IN_VIEW})(s)",
                               arg="#nb-solutions li:nth-child(2)")
        page.wait_for_function(IN_VIEW, arg="#nb-summary")
        # Deal with the page scrolled down to the answer: the new numbers come into view with their answer (they
        # stayed under the header, unseen: only the answer showed that they had changed)
        page.evaluate("window.scrollTo(0, document.querySelector('#nb-deal').getBoundingClientRect().top + scrollY"
                      " - 60)")
        assert not page.evaluate(IN_VIEW, "#nb-n1")
        page.locator("#nb-deal").tap()
        page.wait_for_function("() => !document.querySelector('#nb-summary').textContent.startsWith('952')")
        page.wait_for_function(IN_VIEW, arg="#nb-n1")
        page.wait_for_function(IN_VIEW, arg="#nb-summary")
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


def test_numbers_hints_in_words_wrap_on_a_small_phone(phone_page, site_url):
    """A hint in words wraps in the answer's box: "29 distinct ways (121 counting every order of t" ran on past a
    390 px screen, and a 320 px phone's "Not exactly: the closest is 960, 39 away." too (each hint was kept on one
    line, as the whole solution's steps are); those steps still are, each whole."""
    page = phone_page
    page.set_viewport_size({"width": 320, "height": 640})
    try:
        for link, first in (("g=24&n=12,12,13,10&t=24&hints=1&step=5", "Yes, 24 can be made exactly."),
                            ("g=countdown&n=1,2,3,4,5,6&t=999&hints=1&step=5",
                             "Not exactly: the closest is 960, 39 away.")):
            page.open(site_url + "numbers/?" + link)
            page.wait_for_function("document.querySelectorAll('#nb-ladder li').length === 5")
            rungs = page.locator("#nb-ladder li").evaluate_all(
                "items => items.map((li) => [li.textContent, li.scrollWidth <= li.clientWidth,"
                " li.getBoundingClientRect().right <= innerWidth])")
            assert rungs[0][0] == "Solvable? " + first
            assert [fits for _, *fits in rungs] == [[True, True]] * 5, rungs
            steps = page.locator("#nb-ladder li:last-child .nb-step").all_text_contents()
            assert steps and all(" = " in step for step in steps), steps
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


@pytest.mark.parametrize("path", ["nerdle/", "mathler/?t=24&m=8"])
def test_a_phone_held_sideways_shows_the_row_typed_and_the_keys_together(phone_page, site_url, path):
    """640x360: the board and the answer beside the help line and the keypad. One above the other, the row being
    typed and the Enter key were 450 px apart on a screen 312 px high under the header."""
    page = phone_page
    page.set_viewport_size({"width": 640, "height": 360})
    try:
        page.goto(site_url + path)
        page.wait_for_function("document.querySelector('.tl-summary')?.dataset.state === 'ok'")
        page.evaluate("window.scrollBy(0, document.querySelector('[data-key=Enter]').getBoundingClientRect().bottom"
                      " - innerHeight + 8)")
        page.wait_for_function(IN_VIEW, arg="[data-key=Enter]")
        page.wait_for_function(IN_VIEW, arg=".tl-typing")
        assert page.evaluate("document.documentElement.scrollWidth") <= 640
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


@pytest.mark.parametrize("path", [
    "mathler/?t=24&g=30-2%2A3%3ABBPPPB,12%2B3%2A4%3APPBBPP,20%2B2%2A2%3ABBBBPG,16%2B2%2A4%3APBBPPP",
    "nerdle/?g=52-34%3D18%3AGPGBPGGP,12%2B35%3D47%3APPBBPGPB,7%2A9-3%3D60%3ABBBPBGPB,10%2B20%3D30%3APBBPBGBB"])
def test_sideways_the_keypad_stays_on_screen_beside_a_long_board(phone_page, site_url, path):
    """640x360, four guesses played: the board (six rows) is taller than the screen under the header, and the answer
    under it brought into view took the keypad beside the board's top under the header (Mathler at 740x360: at -58
    to 86 px)."""
    page = phone_page
    page.set_viewport_size({"width": 640, "height": 360})
    try:
        page.goto(site_url + path)
        page.wait_for_function("document.querySelector('.tl-summary')?.dataset.state === 'ok'")
        # the answer's own scroll (a link's answer is revealed, smoothly) ended first: under load it went on after the
        # test's and took the answer out of view again (a CI run)
        page.evaluate(SETTLED)
        page.evaluate("window.scrollBy(0, document.querySelector('.tl-result').getBoundingClientRect().bottom"
                      " - innerHeight + 8)")
        page.wait_for_function(IN_VIEW, arg=".tl-result")
        page.evaluate(SETTLED)
        assert [page.evaluate(IN_VIEW, s) for s in ("[data-key='1']", "[data-key=Enter]", ".tl-result")] == [True] * 3
        # further down the keys go under the buttons and the options, not over them (a review: a tap on the options'
        # line typed a key)
        on_top = """() => [...document.querySelectorAll(
            '.tl-panel > .pz-actions .md-button, .tl-panel > .pz-fold > summary')]
          .filter((e) => { const r = e.getBoundingClientRect();
            return r.height && r.top >= 0 && r.bottom <= innerHeight; })
          .map((e) => { const r = e.getBoundingClientRect();
            const hit = document.elementFromPoint(r.right - 4, r.top + r.height / 2);
            return !!hit && e.contains(hit); })"""
        page.evaluate("window.scrollBy(0, document.querySelector('.tl-panel > .pz-actions')"
                      ".getBoundingClientRect().top - 70)")
        page.evaluate(SETTLED)
        hits = page.evaluate(on_top)
        assert hits == [True] * len(hits) and len(hits) >= 3
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


def test_a_tablets_columns_keep_each_solution_in_one_piece(phone_page, site_url):
    """768x1024, two columns of Countdown's solutions: the 11th one's steps were at the top of the second column, its
    equation at the foot of the first."""
    page = phone_page
    page.set_viewport_size({"width": 768, "height": 1024})
    try:
        page.goto(site_url + "numbers/?g=countdown&n=100%2C75%2C3%2C6%2C8%2C2&t=813")
        page.wait_for_function("document.querySelectorAll('#nb-solutions li').length >= 12")
        pieces = page.locator("#nb-solutions li").evaluate_all("items => items.map((i) => i.getClientRects().length)")
        lefts = page.locator("#nb-solutions li").evaluate_all("items => items.map((i) => i.getBoundingClientRect().x)")
        assert len(set(lefts)) == 2  # two columns
        assert pieces == [1] * len(pieces)
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


@pytest.mark.parametrize("size, keyboard, shown", [
    ((844, 390), 170, ["#ms-input"]),  # held sideways: the field was at 120-189 px, under the keyboard
    ((390, 844), 450, ["#ms-input", ".ms-play"]),  # the verdict was at 468-501 px, under the keyboard
], ids=["sideways", "upright"])
def test_an_equation_typed_stays_above_the_keyboard_with_what_it_drew(phone_page, site_url, size, keyboard, shown):
    page = phone_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    try:
        page.goto(site_url + "matchsticks/")
        page.wait_for_function("() => !document.querySelector('#ms-input').disabled")
        page.locator("#ms-input").tap()
        page.set_viewport_size({"width": size[0], "height": keyboard})  # the keyboard comes up
        page.keyboard.type("6+4=4")
        page.wait_for_function("() => document.querySelector('#ms-verdict').textContent === '6+4=4 is not correct.'")
        page.evaluate(SETTLED)
        assert [page.evaluate(IN_VIEW, s) for s in shown] == [True] * len(shown), boxes(page, ", ".join(shown))
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


#: A phone's Web Share API, recording what it was asked to share (Chromium on Linux has none); with
#: window.__cancelShare set it acts as a share sheet the user closed.
SHARE_STUB = """
Object.defineProperty(navigator, "share", { configurable: true, value: (data) => {
  window.__shared = (window.__shared || []).concat([data]);
  return window.__cancelShare ? Promise.reject(new DOMException("closed", "AbortError")) : Promise.resolve();
}});
"""


def test_share_button_opens_the_share_sheet_on_a_phone(tab, site_url):
    page = tab(phone=True)
    page.add_init_script(SHARE_STUB)
    page.goto(site_url + "plates/?p=1234")
    wait_plates(page)
    share = page.locator("#plate-share")
    assert share.text_content() == "Share"
    share.tap()
    page.wait_for_function("window.__shared && window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared == {"url": page.url, "title": page.title(), "text": "1234: 2 solutions"}  # with its answer line
    # A closed share sheet is not an error: nothing copied, no prompt, the label stays.
    page.evaluate("window.__cancelShare = true; window.prompt = () => { window.__prompted = true; }; 0")
    share.tap()
    page.wait_for_function("window.__shared.length === 2")
    assert share.text_content() == "Share"
    assert page.evaluate("window.__prompted") is None
    # no plate: the link alone (the page's own "Type the digits of a plate." went to the friend)
    page.evaluate("window.__cancelShare = false")
    page.locator("#plate-input").fill("")
    page.wait_for_function("() => new URLSearchParams(location.search).get('p') === null")
    share.tap()
    page.wait_for_function("window.__shared.length === 3")
    assert page.evaluate("window.__shared[2]") == {"url": page.url, "title": page.title()}
    assert page.errors == []


def test_desktop_share_button_copies_the_link(page, site_url):
    page.goto(site_url + "plates/?p=1234")
    wait_plates(page)
    assert page.locator("#plate-share").text_content() == "Copy share link"
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page.locator("#plate-share").click()
        page.wait_for_function("document.querySelector('#plate-share').textContent === 'Link copied'")
        assert page.evaluate("() => navigator.clipboard.readText()") == page.url
        # The new label is not announced while the button has the focus: a polite live region says it.
        page.wait_for_function("document.querySelector('#pz-announce')?.textContent === 'Link copied.'")
        assert page.locator("#pz-announce").get_attribute("role") == "status"
    finally:
        page.context.clear_permissions()


def test_nerdle_answer_revealed_after_a_tap_on_the_keypad(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "nerdle/")
    wait_tiles("nd")(page)
    page.locator("#nd-use").tap()
    # Scroll the answer out of view (the keypad at the top of the screen), then enter the guess from the keypad.
    page.evaluate("window.scrollBy(0, document.querySelector('#nd-keyboard').getBoundingClientRect().top - 60)")
    assert boxes(page, "#nd-result")[0]["top"] < 0
    page.locator('#nd-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    page.wait_for_function("""() => { const r = document.querySelector('#nd-result').getBoundingClientRect();
                                      return r.top >= 0 && r.bottom <= innerHeight + 1; }""")
    assert page.locator("#nd-summary").get_attribute("data-state") == "pending"
    page.locator("#nd-reset").tap()
    assert page.errors == []


@pytest.mark.parametrize("path, prefix, guess, entered, width", [
    # a Nerdle guess is never all black: its '=' is coloured
    ("nerdle/", "nd", "12+35=47", "Then the next guess.", 390),
    ("mathler/?t=24", "ml", "12+3*4", "All grey? Press Enter.", 390),
    # at 320 px (and Maxi's at 360) the words for taps took three lines, then two: the keypad went up 25 px at the
    # first key of each guess
    ("nerdle/", "nd", "12+35=47", "Then the next guess.", 320),
    ("nerdle/?v=10", "nd", "17-2+43=58", "Then the next guess.", 320),
    ("nerdle/?v=10", "nd", "17-2+43=58", "Then the next guess.", 360),
    ("mathler/?t=24", "ml", "12+3*4", "All grey? Press Enter.", 320),
    ("mathler/?t=24&m=8", "ml", "10+2*7-0", "All grey? Press Enter.", 320),
])
def test_the_help_line_keeps_its_height_while_a_guess_is_entered_and_coloured(phone_page, site_url, path, prefix,
                                                                             guess, entered, width):
    """The help line over the keypad changes its words (type a guess; tap its tiles; then the next guess) in a box
    that keeps its height on a phone 390 or 320 px wide and holds them whole, so the keypad under it does not move
    for it."""
    page = phone_page
    page.set_viewport_size({"width": width, "height": 844 if width == 390 else 640})
    try:
        _help_line_keeps_its_height(page, site_url, path, prefix, guess, entered)
    finally:
        page.set_viewport_size(PHONE["viewport"])


def _help_line_keeps_its_height(page, site_url, path, prefix, guess, entered):
    page.goto(site_url + path)
    wait_tiles(prefix)(page)
    help_box = f"document.querySelector('#{prefix}-help')"
    sizes = [page.evaluate(f"[{help_box}.clientHeight, {help_box}.scrollHeight]")]
    keypad = f"#{prefix}-keyboard"
    for ch in guess:
        page.locator(f'{keypad} [data-key="{ch}"]').tap()
    page.locator(f'{keypad} [data-key="Enter"]').tap()
    page.wait_for_selector(f'#{prefix}-board .tl-row[data-row="0"]')
    assert page.locator(f"#{prefix}-help").text_content().endswith(entered)
    sizes.append(page.evaluate(f"[{help_box}.clientHeight, {help_box}.scrollHeight]"))
    page.locator(f'#{prefix}-board .tl-row[data-row="0"] .tl-tile[data-index="0"]').tap()
    page.wait_for_function(f"{help_box}.textContent.endsWith('Then the next guess.')")
    sizes.append(page.evaluate(f"[{help_box}.clientHeight, {help_box}.scrollHeight]"))
    assert len({tuple(size) for size in sizes}) == 1 and sizes[0][0] == sizes[0][1], sizes
    page.locator(f"#{prefix}-reset").tap()
    assert page.errors == []


def test_lists_page_fits_a_phone(phone_page, site_url):
    page = phone_page
    page.goto(site_url + "lists/?list=nerdle-mini")
    page.wait_for_function("document.querySelector('.eqlist-status').textContent === '206 matches in Nerdle Mini.'")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Numbers of two and three digits are not clipped: the markers sit inside the scrolling box.
    assert page.locator(".eqlist-results li").count() == 206
    assert page.locator(".eqlist-results li").nth(150).evaluate("e => getComputedStyle(e).listStylePosition") \
        == "inside"
    # The results scroll down, not sideways (CSS columns in the box of fixed height ran 3,452 px to the right).
    width, scroll_width, height, scroll_height = page.locator(".eqlist-results").evaluate(
        "e => [e.clientWidth, e.scrollWidth, e.clientHeight, e.scrollHeight]")
    assert scroll_width == width and scroll_height > height
    # The list menu shows the whole name and count of every list.
    fits = page.locator("select[name=list]").evaluate("""s => {
      const ctx = document.createElement('canvas').getContext('2d');
      ctx.font = getComputedStyle(s).font;
      return [...s.options].map(o => [o.text, ctx.measureText(o.text).width < s.clientWidth - 28]); }""")
    assert len(fits) >= 5 and all(ok for _, ok in fits), fits
    # Each download link on one line; the table scrolls inside a region the keyboard can reach.
    region = page.locator(".eqlist-downloads .pz-table")
    assert region.get_attribute("tabindex") == "0" and page.locator(".eqlist-downloads [tabindex]").count() == 1
    # Only that region scrolls: not the table in it, which the keyboard cannot reach (Material's tables scroll).
    assert page.locator(".pz-table table").evaluate_all(
        "ts => ts.map(t => getComputedStyle(t).overflowX + ' ' + getComputedStyle(t).maxWidth)") \
        == ["visible none"] * page.locator(".pz-table table").count()
    lines = page.locator(".eqlist-downloads a").evaluate_all("els => els.map(a => a.getClientRects().length)")
    assert lines and set(lines) == {1}, lines
    (box,) = boxes(page, ".eqlist-downloads")
    assert box["left"] >= 0 and box["right"] <= 390
    # ... and it has no need to: the table fits the phone's width (it was 650 px wide)
    assert region.evaluate("e => [e.scrollWidth, e.clientWidth]") == [390, 390]
    # a long page of lists keeps Material's "Back to top" on a phone; a puzzle page hides it (it would take taps)
    assert page.evaluate("document.body.classList.contains('pz-play')") is False
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function("document.body.classList.contains('pz-play')")
    assert page.locator(".md-top").evaluate("e => getComputedStyle(e).display") == "none"
    assert page.errors == []


def test_on_a_small_phone_each_download_is_a_card(tab, site_url):
    """At 320 px the downloads table was 347 px wide (a 27 px swipe to read its notes, a word a line): each list is
    a card there, its name, its links, its counts on one line, its note, and the table keeps its roles."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + "lists/")
    region = page.locator(".eqlist-downloads .pz-table")
    assert region.evaluate("e => [e.scrollWidth, e.clientWidth]") == [320, 320]
    assert page.evaluate("document.documentElement.scrollWidth") == 320
    row = page.locator(".eqlist-downloads tbody tr", has_text="Nerdle Classic")
    tops = row.locator("td").evaluate_all("tds => tds.map(td => Math.round(td.getClientRects()[0].top))")
    name, links, entries, values, tiles, note = tops
    assert name < links < entries == values == tiles < note, tops
    counts = row.locator("td.eqlist-n").evaluate_all(
        "tds => tds.map(td => td.textContent + getComputedStyle(td, '::after').content)")
    assert counts == ['17,723"\u00a0entries\u00a0\u00b7"', '457"\u00a0values\u00a0\u00b7"', '8"\u00a0tiles"']
    assert page.locator(".eqlist-downloads thead").evaluate("e => e.getBoundingClientRect().height") <= 1
    # shown as blocks, the table is still read as one (WebKit drops the roles of a table not shown as a table)
    table = page.get_by_role("table", name=None)
    assert table.get_by_role("columnheader").all_text_contents() == [
        "list", "downloads", "entries", "values", "tiles", "note"]
    assert table.get_by_role("row").count() == 1 + page.locator(".eqlist-downloads tbody tr").count()
    assert page.errors == []


@pytest.mark.parametrize("path", ["plates-stats/", "numbers-stats/"])
def test_statistics_tables_fit_a_phone(phone_page, site_url, path):
    """The first table of each statistics page (six columns, 600 px wide before) fits 390 px; the page's title
    has no second, empty line (its hidden permalink wrapped to one)."""
    page = phone_page
    page.goto(site_url + path)
    region = page.locator(".pz-table").first
    assert region.evaluate("e => [e.scrollWidth, e.clientWidth]") == [390, 390]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    title = page.locator(".md-typeset h1")
    below_text = title.evaluate("""e => {
      const text = document.createRange();
      text.selectNodeContents(e.firstChild);
      return e.getBoundingClientRect().bottom - text.getBoundingClientRect().bottom; }""")
    assert below_text < 10
    assert page.errors == []


def test_show_more_leaves_the_rows_shown_in_place(phone_page, site_url):
    # Show more reads the next chunks: the status says "Reading part 3 of 513…" (one line on a phone) between
    # summaries of two lines. The rows shown stay where they are meanwhile (they moved 25 px up and back).
    page = phone_page
    page.goto(site_url + "lists/?list=nerdle-maxi&must=9*")
    more = page.locator(".eqlist [data-action=more]")
    more.wait_for()
    page.evaluate("""() => {
      window.tops = new Set();
      window.said = [];
      const rows = document.querySelector('.eqlist-results');
      const status = document.querySelector('.eqlist-status');
      window.__pzWatch = new MutationObserver(() => {
        window.tops.add(Math.round(rows.getBoundingClientRect().top + scrollY));
        window.said.push(status.textContent);
      });
      window.__pzWatch
        .observe(document.querySelector('.eqlist'), { subtree: true, childList: true, characterData: true,
                                                      attributes: true }); }""")
    for _ in range(3):
        more.tap()
        more.wait_for()
    page.evaluate("window.__pzWatch.disconnect()")  # the page is shared with the tests after this one
    assert any(said.startswith("Reading part") for said in page.evaluate("window.said"))
    tops = page.evaluate("[...window.tops]")
    assert len(tops) == 1, tops
    assert page.locator(".eqlist-results li").count() == 2000
    assert page.errors == []


def test_the_nerdle_keypad_moves_only_by_the_row_a_guess_adds(fresh_page, site_url):
    # The opener's answer is on the page before Python: Use suggestion and Enter at once make the page wait for
    # Python ("Loading Python…", "Checking 52-34=18…"). That line lies over the answer it replaces, and the answer
    # line keeps its height when it empties: the keypad moved 26-46 px down and up meanwhile (mis-taps). (A fresh
    # profile: Python's cold start is the wait.)
    page = fresh_page(phone=True)
    page.goto(site_url + "nerdle/")
    page.wait_for_function("(document.querySelector('#nd-summary') || {}).textContent?.includes('17,723')")
    page.evaluate("""() => { window.seen = []; window.said = [];
      const keys = document.querySelector('#nd-keyboard');
      const status = () => document.querySelector('#nd-result .pz-status')?.textContent || '';
      new MutationObserver(() => {
        window.seen.push(Math.round(keys.getBoundingClientRect().top + scrollY));
        if (window.said.at(-1) !== status()) window.said.push(status());
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true }); }""")
    row = boxes(page, "#nd-typing")[0]["height"]
    top = boxes(page, "#nd-keyboard")[0]["top"] + page.evaluate("scrollY")
    page.locator("#nd-use").tap()
    page.locator('#nd-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nd-board .tl-row[data-guess="52-34=18"]')
    page.wait_for_function("document.querySelector('#nd-summary').dataset.state === 'pending'")
    said = page.evaluate("window.said")
    # Python's start, then the guess's check, with no blank between (the answer under the line showed through)
    checking = said.index("Checking 52-34=18\u2026")
    assert "" not in said[said.index(next(s for s in said if s)):checking], said
    tops = sorted(set(page.evaluate("window.seen")))
    gap = page.locator("#nd-board").evaluate("e => parseFloat(getComputedStyle(e).rowGap) || 0")
    assert tops in ([round(top)], [round(top), round(top + row + gap)]), (tops, top, row, gap)
    assert page.errors == []


@pytest.mark.parametrize("path, actions, under", [
    ("regex/", ".rx-play .pz-actions", "#rx-wrap"),
    ("matchsticks/", ".ms-actions", "#ms-hint"),
])
def test_with_a_share_sheet_the_actions_take_one_row_from_the_skeleton_on(fresh_page, site_url, path, actions,
                                                                           under):
    """A 360 px phone with a share sheet: the skeleton drawn at build time labels its share button "Share", as the
    widget does (it said "Copy share link" and took a second row, which went when the widget came: the regex grid
    moved 58 px), and the four actions fit one row."""
    row = f"""() => {{ const a = document.querySelector('{actions}');
      const tops = new Set([...a.children].filter((e) => e.offsetParent).map((e) => e.getBoundingClientRect().top));
      return [tops.size, a.querySelector('.pz-share').innerText, document.querySelector('{under}')
        .getBoundingClientRect().top + scrollY]; }}"""
    page = fresh_page(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.context.add_init_script(SHARE_STUB)
    page.route("**/js/site.js", lambda route: route.abort())  # no widget script: the skeleton stays
    page.goto(site_url + path)
    skeleton = page.evaluate(row)
    page.unroute("**/js/site.js")
    page.goto(site_url + path)
    wait_python(page)
    drawn = page.evaluate(row)
    assert skeleton[:2] == drawn[:2] == [1, "Share"], (skeleton, drawn)
    assert drawn[2] == pytest.approx(skeleton[2], abs=1), (skeleton, drawn)
    assert page.errors == []


@pytest.mark.parametrize("path, prefix, size, guesses", [
    ("mathler/?t=24", "ml", (390, 844), ["12+3*4", "30-2-4"]),
    ("mathler/?t=24", "ml", (360, 640), ["12+3*4", "30-2-4"]),
    ("nerdle/", "nd", (360, 640), ["12+35=47", "52-34=18"]),
])
def test_after_enter_the_keypad_and_the_row_entered_are_in_view(tab, site_url, path, prefix, size, guesses):
    """The row a guess adds pushes the keypad down: Enter went 61 px below a 390x844 screen at each Mathler turn.
    The keypad and the row entered are both in view after each Enter. At 360x640 the keypad starts below the
    screen: the first tap scrolls it up (as a player does), the row being typed under the header (10-61 px), where
    it stayed after Enter."""
    page = tab(phone=True)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + path)
    page.wait_for_function("p => (document.querySelector(`#${p}-summary`)?.textContent || '').includes('possible')",
                           arg=prefix)
    for guess in guesses:
        for ch in guess:
            page.locator(f'#{prefix}-keyboard [data-key="{ch}"]').tap()
        page.locator(f'#{prefix}-keyboard [data-key="Enter"]').tap()
        row = f'#{prefix}-board .tl-row[data-guess="{guess}"]'
        page.wait_for_selector(row)
        page.wait_for_function(IN_VIEW, arg=f'#{prefix}-keyboard [data-key="Enter"]')
        assert page.evaluate(IN_VIEW, row), guess
        # its colours, those an answer gives it: the next guess is not played over colours no answer gives
        for i, mark in enumerate(score(guess, ANSWERS[prefix])):
            for _ in range("BPG".index(mark)):
                page.locator(f'{row} .tl-tile[data-index="{i}"]').tap()
    assert page.errors == []


#: An answer of each game of test_after_enter_the_keypad_and_the_row_entered_are_in_view (Mathler's of target 24).
ANSWERS = {"ml": "30-2-4", "nd": "63-31=32"}


def test_a_plate_tapped_sideways_shows_its_first_solution(tab, site_url):
    """844x390: the answer of the 08-D-12345 example came in view, its first solution 21-29 px below the screen
    (under the Options line); now it shows too, the plate's field still in view above."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "plates/")
    page.wait_for_function("() => !!window.Puzzlers && !!document.querySelector('#plate-examples .pz-example')")
    page.locator("#plate-examples .pz-example", has_text="08-D-12345").tap()
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent.startsWith('0812345: ')")
    page.wait_for_function(IN_VIEW, arg="#plate-solutions li")
    assert page.evaluate(IN_VIEW, "#plate-summary") and page.evaluate(IN_VIEW, "#plate-input")
    assert page.errors == []


def plates_over_a_keyboard(page, site_url, options=False):
    """The plates page on a 360 px phone, the field tapped and the keyboard up (the view 330 px high), the Options
    fold opened first when ``options``."""
    page.set_viewport_size({"width": 360, "height": 640})
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "plates/")
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent.startsWith('Type')")
    if options:
        page.locator("#plate-options > summary").tap()
    page.locator("#plate-input").tap()
    page.set_viewport_size({"width": 360, "height": 330})
    return page


def test_typing_a_plate_over_a_phone_keyboard_does_not_scroll(tab, site_url):
    """A 360 px phone with its keyboard up (the view 330 px high): each key typed in the plate field after the
    first answer scrolled the page 49 px up (the browser keeping the caret clear of a scroll padding) and back
    down (the answer revealed under the field)."""
    page = plates_over_a_keyboard(tab(phone=True), site_url)
    scrolls = []
    for n, key in enumerate("12345678", 1):
        page.keyboard.type(key)
        page.wait_for_function("n => document.querySelector('#plate-summary').textContent"
                               ".startsWith('12345678'.slice(0, n) + ':')", arg=n)
        page.wait_for_timeout(300)
        scrolls.append(page.evaluate("Math.round(scrollY)"))
    assert len(set(scrolls[2:])) == 1, scrolls
    assert page.errors == []


#: Whether an element whose text is the solution ``arg`` (in the answer line or in the box of solutions) is seen.
SOLUTION_SEEN = """s => [...document.querySelectorAll('#plate-summary code, #plate-solutions code')]
  .filter(e => e.textContent === s).some(e => { const r = e.getBoundingClientRect();
    const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
    return r.height > 0 && r.top >= header - 1 && r.bottom <= innerHeight + 1; })"""


def test_a_plate_typed_over_a_phone_keyboard_shows_its_only_solution(tab, site_url):
    """The same phone with the options open: a plate's only solution was 268 px below the screen (1+2=3 at y=566-598
    in a view 330 px high, under the options); the page may not scroll to it while the plate is typed."""
    page = plates_over_a_keyboard(tab(phone=True), site_url, options=True)
    line = boxes(page, ".pl-answer")[0]["height"]
    fields = []
    for n, key in enumerate("123", 1):
        page.keyboard.type(key)
        if n > 1:
            page.wait_for_function("a => document.querySelector('#plate-summary').textContent.startsWith(a + ':')",
                                   arg="123"[:n])
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        fields.append(boxes(page, "#plate-input")[0]["top"])
    assert page.locator("#plate-options").get_attribute("open") is not None
    assert page.evaluate(SOLUTION_SEEN, "1+2=3"), boxes(page, "#plate-summary, #plate-solutions li")
    assert page.locator("#plate-summary").text_content() == "123: 1 solution, 1+2=3"
    assert page.evaluate(IN_VIEW, "#plate-input")
    assert fields[1] == fields[2], fields  # the field stays put once the first answer came
    assert boxes(page, ".pl-answer")[0]["height"] == line
    # A solution too long for the answer line (the summary 104 px high in a line of 72 at 320 px) stays in the box
    # only: the line keeps its height
    page.set_viewport_size({"width": 320, "height": 640})
    line = boxes(page, ".pl-answer")[0]["height"]
    page.locator("#plate-use-target").tap()
    page.locator("#plate-target").fill("402653184")
    page.locator("#plate-input").fill("8888888883")
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent.startsWith('8888888883:')")
    assert page.locator("#plate-summary").text_content() == "8888888883: 1 solution"
    assert page.locator("#plate-solutions li code").all_text_contents() == ["8*8*8*8*8*8*8*8*8*3=402653184"]
    assert boxes(page, ".pl-answer")[0]["height"] == line
    assert page.errors == []


#: Resolves once the page has not scrolled for ten frames in a row (a reveal's smooth scroll has ended).
SETTLED = """() => new Promise((done) => { let last = scrollY, still = 0;
  const tick = () => { if (scrollY === last) still += 1; else { still = 0; last = scrollY; }
    if (still >= 10) done(scrollY); else requestAnimationFrame(tick); };
  requestAnimationFrame(tick); })"""


def _to_top(page, selector):
    """Scroll as a player does before a tap: ``selector``'s top just under the header."""
    page.evaluate(f"() => scrollTo(0, document.querySelector({selector!r}).getBoundingClientRect().top + scrollY - 56)")
    page.evaluate(SETTLED)


def _instant_error(page):
    page.wait_for_function("() => document.querySelector('#nd-summary')?.dataset.state === 'ok'")
    _to_top(page, "#ni-form")
    # each guess's colours possible alone, not together
    for field, value in (("#ni-g1", "12+35=47"), ("#ni-f1", "BBBBBGBB"), ("#ni-g2", "8*9-6=66"),
                         ("#ni-f2", "BBPBBGBB")):
        page.locator(field).tap()
        page.locator(field).fill(value)
    page.locator("#ni-solve").tap()
    page.wait_for_function("() => document.querySelector('#ni-summary').textContent.startsWith('No answer yet')")
    return ["#nerdle-instant .pz-error:not([hidden])", "#ni-summary"]


def _lists_show(page):
    page.wait_for_selector("#eqlist select option[value=nerdle-mini]", state="attached")
    page.locator("#eqlist select").select_option("nerdle-mini")
    _to_top(page, "#eqlist form")
    page.locator("#eqlist [name=target]").fill("10")
    page.locator("#eqlist button[type=submit]").tap()
    page.wait_for_function("() => document.querySelector('.eqlist-status').textContent"
                           " === '11 matches in Nerdle Mini.'")
    return [".eqlist-status", ".eqlist-results li"]


def _plates_hint(page):
    page.wait_for_function("() => !document.querySelector('#plate-input').disabled")
    _to_top(page, "#plate-input")
    page.locator("#plate-input").fill("86349")
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent.startsWith('86349: ')")
    page.locator("#plate-options > summary").tap()
    page.evaluate(SETTLED)
    page.locator("#plate-hint").tap()
    page.wait_for_function("() => document.querySelector('#plate-more').textContent.startsWith('Clue:')")
    return ["#plate-summary", "#plate-more"]


def _mathler_target(page):
    page.wait_for_function("() => !document.querySelector('#ml-target').disabled")
    _to_top(page, "#ml-target")
    page.locator("#ml-target").tap()
    page.locator("#ml-target").fill("24")
    page.wait_for_function("() => document.querySelector('#ml-summary').dataset.state === 'ok'")
    return ["#ml-target", "#ml-summary"]


@pytest.mark.parametrize("path, size, act", [
    ("nerdle/", (640, 360), _instant_error),  # the message and "No answer yet" were 51-102 px below the screen
    ("lists/", (640, 360), _lists_show),  # the first row was 4-29 px below it
    ("plates/", (844, 390), _plates_hint),  # the clue was 97-123 px below it (the plate's field kept in view)
    ("mathler/", (640, 360), _mathler_target),  # the target's field went under the header, at 4-62 px
], ids=["instant-nerdle-error", "lists-show", "plates-hint", "mathler-target"])
def test_held_sideways_what_an_action_changed_is_in_view(phone_page, site_url, path, size, act):
    page = phone_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    try:
        page.goto(site_url + path)
        shown = act(page)
        page.evaluate(SETTLED)
        assert [page.evaluate(IN_VIEW, s) for s in shown] == [True] * len(shown), boxes(page, ", ".join(shown))
        assert page.errors == []
    finally:
        page.set_viewport_size({"width": 390, "height": 844})


@pytest.mark.parametrize("width, height", [(320, 640), (390, 844)])
def test_bi_nerdle_keypad_stays_put_for_an_error_and_the_help_line(tab, site_url, width, height):
    """Bi- and Quad-Nerdle's keypad: at 320 px a refused guess pushed it 19 px down (the error under the answer, which
    the Classic board puts in the answer's place), and at 390 px it went 25 px up at Enter (the help line of three
    lines while colours are set, two before)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + "nerdle/?m=2")
    page.wait_for_function("() => document.getElementById('nm-summary').dataset.state === 'ok'")
    place = "e => e.getBoundingClientRect().top + scrollY"  # in the page (a tap may scroll the keypad into view)
    keypad = page.locator("#nm-keyboard")
    before = keypad.evaluate(place)
    error = page.locator("#nerdle-multi .pz-error")
    for guess, message in (("52-34=1", "A Classic guess has 8 tiles; this one has 7."),
                           ("52-34=19", "52-34=19 is not true: the left side is 18, not 19.")):
        for ch in guess:
            page.locator(f'#nm-keyboard [data-key="{ch}"]').tap()
        page.locator('#nm-keyboard [data-key="Enter"]').tap()
        error.wait_for()
        assert error.text_content() == message
        assert keypad.evaluate(place) == before, guess
        for _ in guess:
            page.locator('#nm-keyboard [data-key="Backspace"]').tap()
        error.wait_for(state="hidden")
        assert keypad.evaluate(place) == before, guess
    # a guess played: its colours to set, the help line says so in the same height
    help_height = page.locator("#nm-help").evaluate("e => e.getBoundingClientRect().height")
    for ch in "52-34=18":
        page.locator(f'#nm-keyboard [data-key="{ch}"]').tap()
    page.locator('#nm-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nm-board-2 .tl-row[data-row="0"]')
    page.wait_for_function("() => document.getElementById('nm-help').textContent.startsWith('Tap the tiles')")
    assert page.locator("#nm-help").evaluate("e => e.getBoundingClientRect().height") == help_height
    assert page.locator("#nm-help").evaluate("e => e.scrollHeight <= e.clientHeight")
    assert page.errors == []


def test_cancel_beside_loading_python_stays_on_the_screen(fresh_page, site_url):
    """While Python loads, the regex and matchsticks panels show "Loading Python…", the bar and Cancel on one row:
    Cancel stuck out of the screen by 3 px (regex at 360 and 390 px, matchsticks at 320 px: 8 px) and the page
    scrolled sideways. Python's file is held back, so the page stays loading."""
    page = fresh_page(phone=True)
    page.route("**/pyodide.asm.wasm", lambda route: None)  # never answered: Python loads for as long as needed
    for path, run in (("regex/?p=notebook/3x3", ".rx-run"), ("matchsticks/?e=6%2B4%3D4&s=1", ".ms-run")):
        page.goto(site_url + path)
        cancel = page.locator(f"{run} .pz-cancel")
        cancel.wait_for()
        assert page.locator(f"{run} .pz-status").text_content() == "Loading Python…"
        for width in (320, 360, 390):
            page.set_viewport_size({"width": width, "height": 640})
            box = cancel.bounding_box()
            assert box["x"] + box["width"] <= width, (path, width, box)
            assert page.evaluate("document.documentElement.scrollWidth") == width, (path, width)


@pytest.mark.parametrize("width, height", [(320, 640), (360, 640), (390, 844)])
def test_the_regex_grid_stays_put_while_python_works_and_answers(phone_page, site_url, width, height):
    """While Python worked, the bar and Cancel took a line of their own under "Puzzle" on a phone, and the buttons
    and the grid went 22 px down and back up (under a finger on its way); at 320 px the tally went from two lines
    to one at the answer, and the grid 26 px up (at 360 px, the room kept for the count took one line in the
    count's weight, two in the answer's bold)."""
    page = phone_page
    page.set_viewport_size({"width": width, "height": height})
    try:
        page.open(site_url + "regex/?p=hamlet/the-end")
        page.wait_for_function("document.querySelector('#rx-tally').textContent.startsWith('Clues: ')")
        place = "e => e.getBoundingClientRect().top + scrollY"
        grid, solve = page.locator("#rx-wrap"), page.locator("#rx-solve")
        before = [grid.evaluate(place), solve.evaluate(place)]
        hold_python(page)
        solve.tap()
        page.locator("#regex-widget .pz-cancel").wait_for()
        assert [grid.evaluate(place), solve.evaluate(place)] == before
        assert release_python(page)
        page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
        assert page.locator("#rx-summary").text_content() == "Unique solution."
        page.locator("#regex-widget .pz-cancel").wait_for(state="hidden")
        assert [grid.evaluate(place), solve.evaluate(place)] == before
        assert page.errors == []
    finally:
        page.set_viewport_size(PHONE["viewport"])


@pytest.mark.parametrize("path, prefix, guess, width, height", [
    ("mathler/?t=24", "ml", "26-2-0", 390, 844), ("nerdle/", "nd", "12+35=47", 390, 844),
    ("nerdle/?m=2", "nm", "12+35=47", 390, 844), ("mathler/?t=24", "ml", "26-2-0", 320, 640),
    ("nerdle/", "nd", "12+35=47", 320, 640)])
def test_enter_leaves_the_keypad_under_the_finger(tab, site_url, path, prefix, guess, width, height):
    """The row a guess adds above the keypad pushed it down (Nerdle's Enter by 57 px at 390x844): the next tap at
    Enter's place typed a 0 or a 5, which made the guess's colours, all black, final. The page now scrolls by that
    row, as far as the row entered stays under the header: the point tapped is still on Enter. (With the board at
    the top of the screen the row stays in view instead, and the keypad moves.)"""
    page = tab(phone=True)
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site_url + path)
    page.wait_for_function(f"document.querySelector('#{prefix}-summary').dataset.state === 'ok'")
    enter = page.locator(f'#{prefix}-keyboard [data-key="Enter"]')
    # scrolled down to the keypad, at the foot of the screen: where one types from
    board = "#nm-grid" if prefix == "nm" else f"#{prefix}-board"
    page.evaluate(f"""() => {{ const k = document.getElementById('{prefix}-keyboard').getBoundingClientRect();
      window.scrollBy({{ top: k.bottom - innerHeight + 8, behavior: 'instant' }}); }}""")
    for ch in guess:
        page.locator(f'#{prefix}-keyboard [data-key="{ch}"]').tap()
    top = "e => e.getBoundingClientRect().top"
    middle = "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"
    x, y = enter.evaluate(middle)
    assert 0 < y < height
    enter.tap()
    row = page.locator(f'{"#nm-board-1" if prefix == "nm" else board} .tl-row[data-row="0"]')
    row.wait_for()
    under = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                          " const k = e && e.closest('[data-key]'); return k && k.dataset.key; }", [x, y])
    assert under == "Enter"
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    assert row.evaluate(top) >= header - 1
    assert page.errors == []


def test_at_400_percent_zoom_the_row_entered_and_a_refused_filter_are_in_view(tab, site_url):
    """A desktop at 400% zoom (320x256, a mouse): Enter on the keypad at the foot of the screen showed the answer
    line, the row entered above the screen and the keypad below it, and Material's "Back to top" over what was left;
    the row whose tiles are set next is now under the header. A filter of the lists refused turned its field red,
    its reason 180 px below the screen: it comes into view."""
    page = tab()
    page.set_viewport_size({"width": 320, "height": 256})
    page.goto(site_url + "nerdle/")
    page.wait_for_function("document.querySelector('#nd-summary').dataset.state === 'ok'")
    page.evaluate("""() => { const k = document.getElementById('nd-keyboard').getBoundingClientRect();
      window.scrollBy({ top: k.bottom - innerHeight, behavior: 'instant' }); }""")
    type_keys = "12+35=47"
    for ch in type_keys:
        page.locator(f'#nd-keyboard [data-key="{ch}"]').click()
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    row = page.locator('#nd-board .tl-row[data-row="0"]')
    row.wait_for()
    page.wait_for_function("document.querySelector('#nd-summary').dataset.key === '12+35=47:BBBBBBBB'")
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    page.wait_for_function(f"""() => {{ const r = document.querySelector('#nd-board .tl-row[data-row="0"]')
      .getBoundingClientRect(); return r.top >= {header} - 1 && r.bottom <= innerHeight + 1; }}""")
    assert page.locator(".md-top").evaluate("e => getComputedStyle(e).display") == "none"

    page.goto(site_url + "lists/?list=nerdle-micro")
    page.wait_for_function("document.querySelector('.eqlist-status').textContent.includes('matches in')")
    page.fill("input[name=pattern]", "??+??=??")
    page.locator(".eqlist-form button[type=submit]").click()
    status = page.locator(".eqlist-status")
    expect_text = "The pattern needs one character per tile: 5 for Nerdle Micro."
    page.wait_for_function("t => document.querySelector('.eqlist-status').textContent === t", arg=expect_text)
    page.wait_for_function("""() => { const r = document.querySelector('.eqlist-status').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight + 1; }""")
    assert status.evaluate("e => e.getBoundingClientRect().top") >= header - 1
    assert page.errors == []


def test_on_a_touch_tablet_the_options_start_closed_and_a_plates_answer_is_under_its_field(tab, site_url):
    """A touch tablet held sideways (1180x820, wider than Material's 960 px) was treated as a desktop: the options
    started open and pushed a plate's answers down, under where its on-screen keyboard comes. Closed on a touch
    screen however wide, open on a wide screen with a mouse."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 1180, "height": 820})
    page.goto(site_url + "plates/?p=2024")
    page.wait_for_selector("#plate-solutions li")
    assert page.evaluate("document.querySelector('#plate-options').open") is False
    assert boxes(page, "#plate-solutions li")[0]["top"] < 450  # 537 with the options open
    for slug, fold in (("nerdle/", "#nd-options"), ("matchsticks/?e=6%2B4%3D4", "#ms-options")):
        page.goto(site_url + slug)
        page.wait_for_selector(fold)
        assert page.evaluate("f => document.querySelector(f).open", fold) is False, slug
    desktop = tab()
    desktop.goto(site_url + "plates/?p=2024")
    desktop.wait_for_selector("#plate-solutions li")
    assert desktop.evaluate("document.querySelector('#plate-options').open") is True
    assert page.errors == [] and desktop.errors == []


#: Whether an element's content fits in its box (nothing cut, nothing spilling out sideways).
FITS = "e => e.scrollWidth <= e.clientWidth"
PAGE_WIDTH = "() => document.documentElement.scrollWidth"


def test_text_at_twice_its_size_fits_the_phone(tab, site_url):
    """A phone's text at 200% (Android's font size, iOS's larger text: here the browser's default font size at 32
    px): every widget stays within the 390 px screen and its texts in their boxes. Before: the answer line of the
    plates and numbers pages was a column 0 px wide (the answer a letter a line, 650 px high), the number boxes cut
    "100" to "10", the plates' options and the matchstick generator were wider than the phone (498 and 410 px),
    and Mathler's Cancel was off the screen, at x = 617."""
    page = tab(phone=True)
    page.context.new_cdp_session(page).send("Page.setFontSizes", {"fontSizes": {"standard": 32}})
    page.goto(site_url + "plates/?p=1234")
    wait_plates(page)
    assert page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)") == 40  # Material's 125%
    summary = page.locator("#plate-summary")
    assert summary.evaluate("e => e.clientWidth") > 100 and summary.evaluate(FITS)
    page.evaluate("document.querySelectorAll('details.pz-fold').forEach((d) => { d.open = true; })")
    assert page.evaluate(PAGE_WIDTH) == 390

    page.open(site_url + "numbers/?g=countdown&n=100,75,50,25,6,3&t=952")
    page.wait_for_function("document.querySelector('#nb-summary').textContent.startsWith('952: ')")
    assert page.locator("#nb-summary").evaluate("e => e.clientWidth") > 100
    assert page.locator(".nb-num:not(.nb-off)").evaluate_all(f"boxes => boxes.map({FITS})") == [True] * 6
    assert page.evaluate(PAGE_WIDTH) == 390

    page.open(site_url + "matchsticks/")
    page.evaluate("document.querySelectorAll('details.pz-fold').forEach((d) => { d.open = true; })")
    assert page.evaluate(PAGE_WIDTH) == 390

    page.open(site_url + "mathler/?t=24")
    page.wait_for_function("document.getElementById('ml-summary').dataset.game === '6:24'")
    hold_python(page)
    try:
        page.locator("#ml-target").fill("25")  # its first guess waits behind the hold: the bar and Cancel show
        cancel = page.locator("#mathler-widget .pz-cancel")
        cancel.wait_for(state="visible")
        assert cancel.evaluate("e => e.getBoundingClientRect().right") <= 390
        assert page.evaluate(PAGE_WIDTH) == 390
    finally:
        assert release_python(page)
    page.wait_for_function("document.getElementById('ml-summary').dataset.game === '6:25'")

    # Maxi's keypad: "Enter" on one line and ⌫ within its key ("Ente" over "r", ⌫ 41 px in a 35 px key)
    page.open(site_url + "nerdle/?v=10")
    page.wait_for_function("document.querySelector('#nd-summary').dataset.state === 'ok'")
    keys = page.locator("#nd-keyboard .tl-key").evaluate_all("""keys => keys.map((k) => {
      const range = document.createRange(); range.selectNodeContents(k); const text = range.getBoundingClientRect();
      const box = k.getBoundingClientRect();
      return [k.dataset.key, text.width <= box.width - 2, range.getClientRects().length]; })""")
    assert len(keys) > 15 and all(fits and lines == 1 for _, fits, lines in keys), keys
    # the regex editor's title whole, on two lines ("Type or paste a p…")
    page.open(site_url + "regex/")
    assert page.locator("#rx-custom > summary").evaluate(FITS)
    assert page.errors == []


def swipe_up(page, box, distance=240):
    """A finger's swipe up (the page or box under it scrolls down) that begins 30 px into ``box``."""
    where = box.bounding_box()
    x, y = where["x"] + where["width"] / 2, where["y"] + 30
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 13):
            cdp.send("Input.dispatchTouchEvent",
                     {"type": "touchMove", "touchPoints": [{"x": x, "y": y - distance * step / 12}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        cdp.detach()


def test_a_swipe_on_an_answer_box_scrolls_the_page_unless_the_box_has_more(phone_page, site_url):
    """A finger's swipe up that begins on the plates' answer box (a third of the phone's screen): with two
    solutions, nothing to scroll, it scrolls the page (it did nothing: the box kept the scroll for itself,
    overscroll-behavior: contain); with a long list scrolled to its end, the page stays (the plate's field above
    would leave the screen)."""
    page = phone_page
    page.open(site_url + "plates/?p=12345678")
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('12345678: ')")
    box = page.locator("#plate-results")
    box.scroll_into_view_if_needed()
    box.evaluate("e => { e.scrollTop = e.scrollHeight; }")
    assert box.evaluate("e => e.scrollHeight > 2 * e.clientHeight")
    top, end = page.evaluate("scrollY"), box.evaluate("e => e.scrollTop")
    swipe_up(page, box)
    # (the page would have moved with the finger's moves: two frames after them it still has not)
    page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert (page.evaluate("scrollY"), box.evaluate("e => e.scrollTop")) == (top, end)

    page.open(site_url + "plates/?p=1234")
    wait_plates(page)
    assert box.evaluate("e => e.scrollHeight <= e.clientHeight")
    box.scroll_into_view_if_needed()
    top = page.evaluate("scrollY")
    swipe_up(page, box)
    page.wait_for_function("top => scrollY > top + 100", arg=top)
    assert page.errors == []


def test_a_button_tapped_on_a_phone_keeps_its_look(tab, site_url):
    """After a tap, Deal stayed filled (Material's :hover and :focus look, which stay after a tap on a touch screen),
    a second main button beside Solve; it keeps its own look, as before the tap."""
    page = tab(phone=True)
    page.goto(site_url + "numbers/?g=countdown")
    deal = page.locator("#nb-deal")
    deal.wait_for()
    page.wait_for_function("() => !document.querySelector('#nb-deal').disabled")
    look = "e => { const s = getComputedStyle(e); return [s.backgroundColor, s.color]; }"
    before = deal.evaluate(look)
    deal.tap()
    page.wait_for_function("() => new URLSearchParams(location.search).get('play') === '1'")
    assert page.evaluate("document.activeElement.id") == "nb-deal"
    assert deal.evaluate(look) == before
    assert page.errors == []
