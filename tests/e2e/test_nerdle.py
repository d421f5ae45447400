"""The Nerdle assistant in Chromium: play Classic and Mini to the end by following the suggestions, with the
feedback of a chosen answer computed here (puzzlers.feedback.score) and every count checked against the library
run on CPython; share links, undo and reset, invalid guesses, Maxi and the phone layout.

Each turn's time in the browser (from the request to the answer shown, the worker round trip included) is
printed: run with -s to see it."""

from urllib.parse import parse_qs, quote, urlparse

import pytest
from playwright.sync_api import expect

from puzzlers import nerdle
from puzzlers.feedback import score

from .conftest import (
    IN_VIEW,
    PYTHON_TIMEOUT_MS,
    RECORD_ANNOUNCED,
    RECORD_LIVE,
    hold_python,
    release_python,
    set_network,
    throttle,
    web,
)
from .test_phone_layout import SHARE_STUB
from .tiles_page import TAPS, TilesPage

nerdle_web = web("nerdle")

game = TilesPage("nd")
wait_result, summary, candidates, board = game.wait_result, game.summary, game.candidates, game.board
type_keys, set_colours, enter_guess = game.type_keys, game.set_colours, game.enter_guess


def enter_turn(page, row, guess, feedback, key):
    """Enter the typed guess, set its colours and wait for the answer; return the turn's time."""
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_selector(f'#nd-board .tl-row[data-row="{row}"]')
    assert board(page)[row] == [guess, "B" * len(guess)]
    set_colours(page, row, feedback)
    if set(feedback) == {"B"}:
        page.keyboard.press("Enter")
    return wait_result(page, key)


def game_feedback(guess, answer, tiles, commutative=True):
    """What the game shows: `score`, except that a reordering of the answer wins when commutative is on."""
    if commutative and nerdle.same_commutative(guess, answer, tiles):
        return "G" * tiles
    return score(guess, answer)


def play_by_suggestions(page, tiles, answer, commutative=True, on_screen=True):
    """Follow "Use suggestion" until solved, checking every answer against the library; returns the times."""
    turns = []
    times = [wait_result(page, "")]
    while True:
        expected = nerdle_web.web_suggest(tiles, [{"guess": g, "feedback": f} for g, f in turns], commutative)
        assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"
        assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
        assert candidates(page) == expected["candidates"]
        if turns:
            assert expected["remaining"] == len(nerdle.remaining(tiles, turns, commutative))
        guess = expected["suggestion"]
        page.locator("#nd-use").click()
        assert page.locator("#nd-typing .tl-tile").all_text_contents() == list(guess)
        fb = game_feedback(guess, answer, tiles, commutative)
        turns.append((guess, fb))
        key = ",".join(f"{g}:{f}" for g, f in turns)
        if on_screen:
            times.append(enter_turn(page, len(turns) - 1, guess, fb, key))
        else:
            page.keyboard.press("Enter")
            page.wait_for_selector(f'#nd-board .tl-row[data-row="{len(turns) - 1}"]')
            set_colours(page, len(turns) - 1, fb)
            times.append(wait_result(page, key))
        if fb == "G" * tiles:
            break
        assert len(turns) < 6
    return turns, times


@pytest.mark.parametrize("answer", ["63-31=32", "7-12/6=5"])
def test_classic_played_to_the_end_by_the_suggestions(page, site_url, answer):
    assert answer in nerdle.answer_list(8)
    page.open(site_url + "nerdle/")
    assert page.locator('#nd-variants [aria-checked="true"]').text_content() == "Classic 8"
    assert page.locator("#nd-commutative").is_checked()
    turns, times = play_by_suggestions(page, 8, answer)
    assert len(turns) <= 4
    assert turns[-1][0] == answer or nerdle.same_commutative(turns[-1][0], answer, 8)
    assert summary(page) == f"Solved in {len(turns)} guesses: {turns[-1][0]}."
    assert page.locator("#nd-typing").count() == 0
    assert candidates(page) == []
    query = parse_qs(urlparse(page.url).query)
    assert query == {"g": [",".join(f"{g}:{f}" for g, f in turns)]}
    print(f"\nClassic {answer}: {len(turns)} guesses; ms per turn (first includes starting Python): {times}")
    assert page.errors == []


def test_a_turn_off_the_tree_and_remaining_counts(page, site_url):
    """A guess of our own (not the suggestion): the live search answers within a second."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    answer = "6*32=192"
    times = []
    turns = []
    for guess in ("12+35=47", "9*8-7=65"):
        fb = score(guess, answer)
        turns.append((guess, fb))
        type_keys(page, guess)
        times.append(enter_turn(page, len(turns) - 1, guess, fb, ",".join(f"{g}:{f}" for g, f in turns)))
        expected = nerdle_web.web_suggest(8, [{"guess": g, "feedback": f} for g, f in turns], True)
        assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"
        assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
        assert candidates(page) == expected["candidates"]
    print(f"\nClassic, own guesses 12+35=47, 9*8-7=65 (live search): ms per turn {times}")
    assert page.errors == []


def test_mini_with_the_physical_keyboard_and_commutative_off(page, site_url):
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator('#nd-variants [data-tiles="6"]').click()
    page.locator("#nd-commutative").uncheck()
    page.wait_for_function("location.search.includes('v=6') && location.search.includes('c=0')")
    expected = nerdle_web.web_suggest(6, [], False)
    wait_result(page, "")
    assert page.locator("#nd-remaining").text_content() == "206"
    assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
    # Typed on the keyboard: a wrong key and Backspace first.
    page.locator("#nd-board").click()
    page.keyboard.type("28/7")
    page.keyboard.type("x")  # typed as *
    assert page.locator("#nd-typing .tl-tile").all_text_contents() == ["2", "8", "/", "7", "*", ""]
    page.keyboard.press("Backspace")
    page.keyboard.type("=4")
    assert typing(page) == "28/7=4"
    # "Use suggestion" never replaces a typed guess: it waits until the row is empty again.
    assert expected["suggestion"] != "28/7=4"
    page.locator("#nd-use").click()
    assert page.locator("#nerdle-widget .pz-error").text_content() == ("Delete the typed guess first (⌫) to type "
                                                                       "another one.")
    assert typing(page) == "28/7=4"
    page.locator("#nd-board").focus()
    for _ in range(6):
        page.keyboard.press("Backspace")
    assert typing(page) == ""
    turns, times = play_by_suggestions(page, 6, "72/8=9", commutative=False, on_screen=False)
    assert len(turns) <= 3
    assert summary(page) == f"Solved in {len(turns)} guesses: 72/8=9."
    print(f"\nMini 72/8=9: {len(turns)} guesses; ms per turn {times}")
    assert page.errors == []


def test_share_link_restores_the_game_then_undo_and_reset(page, site_url, tab):
    page.open(site_url + "nerdle/?v=7&c=0")
    wait_result(page, "")
    answer = nerdle.answer_list(7)[1234]
    turns = []
    for guess in ("6+17=23", "3*4-5=7"):
        assert nerdle.check_guess(guess, 7).valid
        fb = score(guess, answer)
        turns.append((guess, fb))
        type_keys(page, guess)
        enter_turn(page, len(turns) - 1, guess, fb, ",".join(f"{g}:{f}" for g, f in turns))
    key = ",".join(f"{g}:{f}" for g, f in turns)
    assert parse_qs(urlparse(page.url).query) == {"v": ["7"], "c": ["0"], "g": [key]}
    assert "%2B" in page.url and "%3D" in page.url
    shown = summary(page)
    expected = nerdle_web.web_suggest(7, [{"guess": g, "feedback": f} for g, f in turns], False)
    assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"

    other = tab()
    other.goto(page.url)
    wait_result(other, key)
    assert board(other) == [list(t) for t in turns]
    assert other.locator('#nd-variants [aria-checked="true"]').text_content() == "Midi 7"
    assert not other.locator("#nd-commutative").is_checked()
    assert summary(other) == shown
    assert candidates(other) == expected["candidates"]
    # Undo takes the last guess back; Reset starts again (with the keyboard: a button that disables itself hands
    # its focus on, here to the share button, rather than dropping it to the page's start).
    other.locator("#nd-undo").focus()
    other.keyboard.press("Enter")
    wait_result(other, f"{turns[0][0]}:{turns[0][1]}")
    assert board(other) == [list(turns[0])]
    first = nerdle_web.web_suggest(7, [{"guess": turns[0][0], "feedback": turns[0][1]}], False)
    assert other.locator("#nd-remaining").text_content() == f"{first['remaining']:,}"
    other.locator("#nd-reset").focus()
    other.keyboard.press("Enter")
    wait_result(other, "")
    assert board(other) == []
    assert other.evaluate("document.activeElement.id") == "nd-share"
    assert other.locator("#nd-remaining").text_content() == "6,661"
    assert parse_qs(urlparse(other.url).query) == {"v": ["7"], "c": ["0"]}
    assert other.errors == []
    other.close()
    assert page.errors == []


def test_invalid_guesses_show_the_library_message(page, site_url):
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    error = page.locator("#nerdle-widget .pz-error")
    type_keys(page, "12+35=48")
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    error.wait_for(state="visible")
    assert error.text_content() == nerdle_web.web_check(8, "12+35=48")["message"] + "."
    assert error.text_content() == "12+35=48 is not true: the left side is 47, not 48."
    assert board(page) == []
    page.locator('#nd-keyboard [data-key="Backspace"]').click()
    assert error.is_hidden()
    page.keyboard.press("Backspace")
    page.keyboard.type("5")
    page.keyboard.press("Enter")
    error.wait_for(state="visible")
    assert error.text_content() == "A Classic guess has 8 tiles; this one has 7."
    # Colours no answer has: the library says so, and a tap later the assistant answers again.
    for _ in range(7):
        page.keyboard.press("Backspace")
    page.keyboard.type("12+35=47")
    enter_turn(page, 0, "12+35=47", "GGGGGGGB", "12+35=47:GGGGGGGB")
    # While the tiles are being set, colours no answer has are no mistake yet; the help line still says how to set
    # them. Once they are final (Enter, or the next guess typed), they are called wrong, in the page's words.
    summary = page.locator("#nd-summary")
    assert error.is_hidden()
    assert summary.text_content() == "No answer fits these colours yet: set the other tiles."
    assert summary.get_attribute("data-state") == "unfit"
    assert page.locator("#nd-help").text_content() == ("Tap the tiles of 12+35=47: black → purple → green. "
                                                       "Then the next guess.")
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    error.wait_for(state="visible")
    assert error.text_content() == ("Guess 1 (12+35=47): no answer gives exactly these colours; each tile is "
                                    "possible on its own, so check them together.")
    assert summary.get_attribute("data-state") == "error"
    page.locator("#nd-undo").click()
    wait_result(page, "")
    assert error.is_hidden()
    assert board(page) == []
    assert "Traceback" not in page.content()
    assert page.errors == []


def test_a_guess_made_all_green_under_a_later_one_ends_the_game_only_if_they_fit(page, site_url):
    """A guess set all green while a later guess waits for its colours: the page said "Solved." and nothing else,
    while a reload of the same link named the misfit. Now Python checks the later guess at once."""
    page.open(site_url + "nerdle/?g=" + quote("9*8-7=65:PGBGPGBB"))
    wait_result(page, "9*8-7=65:PGBGPGBB")
    enter_guess(page, "3*7-2=19", row=1)
    for i, mark in enumerate("PGBGPGBB"):  # back to black, then to green
        for _ in range((TAPS["G"] - TAPS[mark]) % 3):
            page.locator(f'#nd-board .tl-row[data-row="0"] .tl-tile[data-index="{i}"]').click()
    assert board(page) == [["9*8-7=65", "GGGGGGGG"], ["3*7-2=19", "BBBBBBBB"]]
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible")
    message = ("Guess 1 (9*8-7=65) is all green, but no answer it can stand for fits the colours of the other "
               "guesses; check them.")  # (commutative answers on, the page's default)
    assert error.text_content() == message
    assert page.locator("#nd-summary").get_attribute("data-state") == "error"
    page.locator('#nd-keyboard [data-key="Enter"]').click()  # the message stays (it said "Solved.")
    page.keyboard.type("1")
    assert error.text_content() == message
    assert page.errors == []


@pytest.mark.parametrize("mode", ["tapped", "linked"])
def test_the_last_guess_made_all_green_that_cannot_be_the_answer_is_said(page, site_url, mode):
    """The last guess set all green when the colours of the guess before do not fit it: read as colours still being
    set, the page said "No answer fits these colours yet: set the other tiles." with every tile set, and the next
    key replaced any message with "Solved." (the game is not solved)."""
    message = ("Guess 2 (12+35=47) is all green, but no answer it can stand for fits the colours of the other "
               "guesses; check them.")
    if mode == "linked":
        page.open(site_url + "nerdle/?g=" + quote("9*8-7=65:PGBGPGBB,12+35=47:GGGGGGGG"))
    else:
        page.open(site_url + "nerdle/?g=" + quote("9*8-7=65:PGBGPGBB"))
        wait_result(page, "9*8-7=65:PGBGPGBB")
        enter_guess(page, "12+35=47", row=1)
        set_colours(page, 1, "GGGGGGGG")
    error = page.locator("#nerdle-widget .pz-error")
    page.wait_for_function("document.getElementById('nd-summary').dataset.state === 'error'")
    assert error.text_content() == message
    assert page.locator("#nd-help").text_content() == "Tap the tiles the message names to fix their colours, or Undo."
    page.locator('#nd-keyboard [data-key="Enter"]').click()  # the message stays (it said "Solved.")
    page.keyboard.type("1")
    assert error.text_content() == message
    assert page.errors == []


def test_a_key_past_the_last_tile_is_said_not_dropped(page, site_url):
    page.open(site_url + "nerdle/?v=7")
    wait_result(page, "")
    page.locator("#nd-board").click()
    page.keyboard.type("5+2*3=11")
    assert typing(page) == "5+2*3=1"
    error = page.locator("#nerdle-widget .pz-error")
    assert error.text_content() == "A Midi guess has 7 tiles: press Enter, or ⌫ to change it."
    page.keyboard.press("Backspace")
    assert error.is_hidden()
    assert page.errors == []


def test_a_guess_checked_while_python_is_busy_says_so_then_answers(page, site_url):
    """A typed guess's check waits behind other work: the status line says "Checking GUESS…" meanwhile (kit.js
    refusal, runtime.js ask), and the check's answer then replaces it."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    status = page.locator("#nerdle-widget .pz-status")
    type_keys(page, "12+35=48")
    hold_python(page)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function("t => document.querySelector('#nerdle-widget .pz-status').textContent === t",
                           arg="Checking 12+35=48\u2026")
    assert release_python(page)  # Python was busy as planned (the check waits, and is sent again to the new one)
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == "12+35=48 is not true: the left side is 47, not 48."
    assert status.text_content() == ""
    assert page.errors == []


def test_a_guess_typed_while_python_downloads_shows_the_download(fresh_page, site_url):
    """A first visit on a slow connection: a guess typed and entered while Python's files came said "Loading
    Python…" alone (for a minute at 400 kbit/s), where a plate or a puzzle showed its download filling the bar.
    The check's wait shows it too, and goes once Python is there."""
    page = fresh_page(phone=True)
    cdp = throttle(page, 20, 1_000_000, 1_000_000)
    # (not the load event, which waits for every file of the page at 1 MB/s: CI waited over 60 s for it once)
    page.goto(site_url + "nerdle/", wait_until="commit")
    page.locator('#nd-keyboard [data-key="1"]').wait_for(timeout=PYTHON_TIMEOUT_MS)
    type_keys(page, "12+35=48")
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function("""() => { const bar = document.querySelector('#nerdle-widget .pz-progress');
      return document.querySelector('#nerdle-widget .pz-status').textContent === 'Loading Python\u2026'
        && !bar.hidden && bar.getAttribute('aria-label') === 'Downloading Python' && bar.value > 0
        && bar.value < bar.max; }""", polling=100, timeout=PYTHON_TIMEOUT_MS)
    set_network(cdp)  # (no limit)
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible", timeout=PYTHON_TIMEOUT_MS)
    assert error.text_content() == "12+35=48 is not true: the left side is 47, not 48."
    assert page.locator("#nerdle-widget .pz-progress").is_hidden()
    assert page.errors == []


def test_maxi_board_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "nerdle/?v=10")
    wait_result(page, "")
    assert page.locator("#nd-suggestion").text_content() == nerdle_web.web_suggest(10, [])["suggestion"]
    assert page.locator("#nd-remaining").text_content() == "2,048,913"
    # Maxi has no decision tree: its opener is precomputed (the line said "from the decision tree")
    assert page.locator("#nd-summary").text_content().endswith("Best next guess: 17-2+43=58 (precomputed)")
    guess = "(9+1)²=100"  # not the assistant's opener: the answers its colours leave are generated in the worker
    colours = nerdle.feedback(guess, "(8+2)*5=50")
    assert nerdle.check_guess(guess, 10).valid and colours == "GBGBGBPBBG"
    for ch in guess:
        page.locator(f'#nd-keyboard [data-key="{ch}"]').tap()
    page.locator('#nd-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    set_colours(page, 0, colours, tap=True)
    wait_result(page, f"{guess}:{colours}")
    assert board(page) == [[guess, colours]]
    assert parse_qs(urlparse(page.url).query) == {"v": ["10"], "g": [f"{guess}:{colours}"]}
    expected = nerdle_web.web_suggest(10, [{"guess": guess, "feedback": colours}])
    assert expected["remaining"] == 77 and expected["suggestion"] == "(2+3)*8=40"
    assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
    assert page.locator("#nd-remaining").text_content() == "77"
    tile = page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="9"]')
    assert tile.get_attribute("aria-label") == "Guess 1, tile 10: 0, green (right place)."
    # its tooltip (the colour's name) not said again after it: "… green (right place). button, green"
    assert tile.get_attribute("title") == "green"
    expect(tile).to_have_accessible_description("")
    assert page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="5"]').get_attribute(
        "aria-label") == "Guess 1, tile 6: squared, black (not in the answer)."
    # the row in words, not in the colours' letters
    words = ", ".join(f"{colours.count(m)} {name}" for m, name in zip("GPB", ("green", "purple", "black"))
                      if colours.count(m))
    assert page.locator('#nd-board .tl-row[data-row="0"]').get_attribute("aria-label") == (
        f"Guess 1: {guess.replace('²', ' squared ')}, {words}")  # (its signs in words)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for selector in ("#nd-board .tl-tile", "#nd-keyboard .tl-key"):
        boxes = [b for b in page.locator(selector).evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.left, r.right, r.width, r.height]; })")]
        assert all(left >= 0 and right <= 390 for left, right, _, _ in boxes), boxes
        assert min(w for _, _, w, _ in boxes) >= 28
    keys = page.locator("#nd-keyboard .tl-key").evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert min(keys) >= 44  # 2.2rem
    assert page.errors == []


def test_a_key_tapped_on_a_short_phone_brings_the_whole_keypad_into_view(tab, site_url):
    """A 360x640 phone: Maxi's keypad ends below the screen's edge (its Enter key with it) until a key is tapped;
    then the page scrolls the keypad into view, the row being typed still in view under the header."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site_url + "nerdle/?v=10")
    wait_result(page, "")
    bottom = "() => document.querySelector('#nd-keyboard').getBoundingClientRect().bottom"
    assert page.evaluate(bottom) > 640
    page.locator('#nd-keyboard [data-key="1"]').tap()
    page.wait_for_function(f"() => ({bottom})() <= innerHeight")
    row = page.evaluate("() => document.querySelector('#nd-board .tl-typing').getBoundingClientRect().top")
    header = page.evaluate("() => document.querySelector('.md-header').getBoundingClientRect().bottom")
    assert row >= header, (row, header)
    assert page.locator("#nd-board .tl-typing").text_content().startswith("1")
    assert page.errors == []


def test_maxi_tiles_are_at_least_24_px_on_a_320_px_phone(tab, site_url):
    """Ten tiles and nine gaps of 6 px left 23.4 px a tile at 320 px; the gaps between a row's tiles narrow with
    the board (4.6 px there), and each tile still takes the taps of half the gap next to it."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 568})
    page.goto(site_url + "nerdle/?v=10")
    wait_result(page, "")
    widths = page.locator("#nd-board .tl-row .tl-tile").evaluate_all(
        "els => els.map(e => e.getBoundingClientRect().width)")
    assert len(widths) == 10 and min(widths) >= 24, widths
    assert page.errors == []


def test_maxi_keys_show_their_whole_symbol_on_a_320_px_phone(tab, site_url):
    """Maxi's bottom row has nine keys, 31 px wide at 320 px: the ⌫ glyph (31.1 px, from a fallback font) was wider
    than its key, whose border cut it. Every key's text fits inside its border."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + "nerdle/?v=10")
    wait_result(page, "")
    keys = page.locator("#nd-keyboard .tl-key").evaluate_all("""keys => keys.map(k => {
      const box = k.getBoundingClientRect(), range = document.createRange();
      range.selectNodeContents(k);
      const text = range.getBoundingClientRect();
      return [k.dataset.key, text.left >= box.left + k.clientLeft && text.right <= box.right - k.clientLeft,
              Math.round(box.width)]; })""")
    assert len(keys) == 21  # (7, 7, then = ( ) ² ³ ⌫ Enter)
    assert [key for key, fits, _ in keys if not fits] == []
    assert [width for key, _, width in keys if key == "Backspace"] == [31]
    assert page.errors == []


def maxi_bucket(page, site_url, feedback):
    """The answers the Maxi opener's colours leave, from the file the page fetches (hooks/gen_maxi_buckets.py)."""
    number = sum({"B": 0, "P": 1, "G": 2}[ch] * 3**i for i, ch in enumerate(feedback)) % 256
    return page.request.get(f"{site_url}lists/nerdle-maxi-buckets/{number}.json").json()["buckets"][feedback]


def test_maxi_answers_that_are_a_power_of_a_power_of_a_power(page, site_url):
    """A player's audit: the opener's bucket PBBBBBBPBB held 899 answers, not 907 (((1²)²)²=1 and the seven like it
    were missing), and a second row only they fit said no answer gives those colours."""
    page.open(site_url + "nerdle/?v=10&g=17-2%2B43%3D58%3APBBBBBBPBB")
    wait_result(page, "17-2+43=58:PBBBBBBPBB")
    assert page.locator("#nd-remaining").text_content() == "907"
    bucket = maxi_bucket(page, site_url, "PBBBBBBPBB")
    assert len(bucket) == 907 and bucket[:2] == ["((1²)²)²=1", "((1²)²)³=1"]
    page.open(site_url + "nerdle/?v=10&g=17-2%2B43%3D58%3APBBBBBBPBB,9%2F9%2F1%2F1%C2%B3%3D1%3ABBBBPBBPGG")
    wait_result(page, "17-2+43=58:PBBBBBBPBB,9/9/1/1³=1:BBBBPBBPGG")
    assert page.locator("#nd-remaining").text_content() == "3"
    assert candidates(page) == ["((1²)³)²=1", "((1³)²)²=1", "((1³)³)²=1"]
    assert page.errors == []


def test_maxi_played_by_the_suggestions_and_reloaded(page, site_url):
    """Maxi from the opener to the answer with "Use suggestion", each turn checked against the library given the
    same bucket; a reload mid-game restores the board and the answer; turn times printed (bench/ measures)."""
    answer = "2*660=1320"
    page.open(site_url + "nerdle/?v=10")
    times = [wait_result(page, "")]
    turns = []
    bucket = None
    while True:
        plain = [{"guess": g, "feedback": f} for g, f in turns]
        expected = nerdle_web.web_suggest(10, plain, True, answers=bucket)
        assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"
        assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
        assert candidates(page) == expected["candidates"]
        guess = expected["suggestion"]
        page.locator("#nd-use").click()
        fb = game_feedback(guess, answer, 10)
        turns.append((guess, fb))
        key = ",".join(f"{g}:{f}" for g, f in turns)
        times.append(enter_turn(page, len(turns) - 1, guess, fb, key))
        if fb == "G" * 10:
            break
        if bucket is None:
            bucket = maxi_bucket(page, site_url, fb)
            assert answer in bucket
            page.reload()  # the address bar holds the game: the board and the answer come back
            wait_result(page, key)
            assert board(page) == [[guess, fb]]
        assert len(turns) < 6
    assert summary(page) == f"Solved in {len(turns)} guesses: {answer}."
    print(f"\nMaxi turns, ms: {times}")
    assert page.errors == []


def test_maxi_game_in_progress_survives_offline(page, site_url):
    answer = "2*660=1320"
    opener = nerdle_web.web_suggest(10, [])["suggestion"]
    fb = game_feedback(opener, answer, 10)
    key = f"{opener}:{fb}"
    bucket = maxi_bucket(page, site_url, fb)
    page.open(site_url + f"nerdle/?v=10&g={key}")
    wait_result(page, key)
    expected = page.locator("#nd-suggestion").text_content()
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.goto(site_url + f"nerdle/?v=10&g={key}")  # a new page: the bucket file comes from the cache
    wait_result(page, key)
    assert page.locator("#nd-suggestion").text_content() == expected
    assert page.locator("#nd-remaining").text_content() == f"{len(bucket):,}"
    page.context.set_offline(False)


def test_maxi_opener_colours_tapped_in_fetch_one_file(fresh_page, site_url):
    """The opener's colours set one tap at a time, 0.4 s apart (a player's pace): the answers are fetched for the
    colours the player stops at, one file of about 100 kB, not for each set of colours passed on the way (seven
    files, 874 kB, for one row). Here the page's clock stands still between the taps."""
    page = fresh_page()
    page.clock.install()
    page.goto(site_url + "nerdle/?v=10")
    wait_result(page, "")
    opener = nerdle_web.web_suggest(10, [])["suggestion"]
    fb = game_feedback(opener, "2*660=1320", 10)
    assert sum("BPG".index(mark) for mark in fb) >= 4, fb  # four taps or more
    enter_guess(page, opener)
    page.evaluate("""() => { window.__fetched = []; const fetch = window.fetch;
      window.fetch = (url, ...rest) => { window.__fetched.push(String(url)); return fetch(url, ...rest); }; }""")
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    for i, mark in enumerate(fb):
        for _ in range("BPG".index(mark)):
            page.locator(f'#nd-board .tl-row[data-row="0"] .tl-tile[data-index="{i}"]').click()
            # the answer shown is marked out of date at once (dimmed), not when the new one is asked for
            assert page.locator("#nd-summary").get_attribute("aria-busy") == "true"
            page.clock.run_for(400)
    page.clock.resume()
    wait_result(page, f"{opener}:{fb}")
    number = sum({"B": 0, "P": 1, "G": 2}[ch] * 3**i for i, ch in enumerate(fb)) % 256
    fetched = [url for url in page.evaluate("window.__fetched") if "nerdle-maxi-buckets" in url]
    assert fetched == [f"{site_url}lists/nerdle-maxi-buckets/{number}.json"]
    assert page.locator("#nd-remaining").text_content() == f"{len(maxi_bucket(page, site_url, fb)):,}"
    assert page.errors == []


def test_maxi_after_another_first_guess_progress_cancel_and_offline(fresh_page, site_url):
    """A first guess whose colours rule out little: generating its answers takes seconds, with progress and a
    Cancel that says so; then, offline, another first guess and the opener whose colours' file was never fetched:
    both answered from the colours."""
    page = fresh_page()
    slow = "27+555=582:BPPPBBPBPB"
    page.goto(site_url + "nerdle/?v=10&g=" + quote(slow, safe=":"))
    cancel = page.locator("#nd-result .pz-cancel")
    cancel.wait_for(state="visible")
    # (a first visit: the bar fills with Python's download first, then with the work's progress)
    page.wait_for_function("(() => { const b = document.querySelector('#nd-result .pz-progress');"
                           " return !b.hidden && b.value > 0 && b.getAttribute('aria-label') !== 'Downloading Python';"
                           " })()")
    bar = page.locator("#nd-result .pz-progress")
    assert bar.get_attribute("aria-label") == "finding the Maxi answers these colours leave"
    cancel.focus()
    page.keyboard.press("Enter")
    assert wait_result(page, slow) is not None
    assert page.locator("#nd-summary").get_attribute("data-state") == "error"
    assert page.locator("#nd-result .pz-error").text_content() == "Cancelled."
    # the Cancel button went, with the keyboard's focus on it: the focus stays by the message
    assert page.evaluate("document.querySelector('#nd-result').contains(document.activeElement)")
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    guess, answer = "(9+1)²=100", "12*9-8=100"
    key = f"{guess}:{nerdle.feedback(guess, answer)}"
    page.goto(site_url + "nerdle/?v=10&g=" + quote(key, safe=":"))
    wait_result(page, key)
    expected = nerdle_web.web_suggest(10, [{"guess": guess, "feedback": nerdle.feedback(guess, answer)}])
    assert expected["remaining"] == 10 and answer in expected["candidates"]
    assert page.locator("#nd-remaining").text_content() == "10"
    assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
    assert candidates(page) == expected["candidates"]
    # the assistant's own opener, offline, its colours' file never fetched: generated from the colours all the same
    opener = nerdle_web.web_suggest(10, [])["suggestion"]
    key = f"{opener}:{nerdle.feedback(opener, answer)}"
    page.goto(site_url + "nerdle/?v=10&g=" + quote(key, safe=":"))
    wait_result(page, key)
    expected = nerdle_web.web_suggest(10, [{"guess": opener, "feedback": nerdle.feedback(opener, answer)}])
    assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"
    assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
    assert page.locator("#nd-result .pz-error").is_hidden()
    page.context.set_offline(False)
    assert page.errors == []


def test_a_guess_just_entered_waits_for_its_colours_not_taken_as_all_black(page, site_url):
    """A second Enter (a double tap), or keys tapped at once after Enter, took the untouched colours of the guess
    just entered as final: all black, which no Nerdle answer leaves, and the page called its '=' wrong ("no answer
    makes it black"), colours the player had not set. The guess waits for its colours: Enter says so, and keys
    typed meanwhile go into the next row."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    type_keys(page, "52-34=18")
    enter = page.locator('#nd-keyboard [data-key="Enter"]')
    enter.click()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    enter.click()
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == ("Tap the tiles of 52-34=18 to set their colours (black → purple → green) first: "
                                    "no answer leaves a guess all black.")
    type_keys(page, "12")
    assert typing(page) == "12"
    enter.click()  # a guess typed on: not played over colours not set
    assert error.text_content().startswith("Tap the tiles of 52-34=18 to set their colours")
    colours = nerdle.feedback("52-34=18", "5*6+2=32")
    set_colours(page, 0, colours)
    wait_result(page, f"52-34=18:{colours}")
    assert typing(page) == "12"
    assert page.locator("#nd-remaining").text_content() == str(nerdle_web.web_suggest(8, [
        {"guess": "52-34=18", "feedback": colours}])["remaining"])
    assert page.errors == []


def test_a_guess_waiting_for_its_colours_waits_after_a_reload_with_a_row_typed(phone_page, site_url):
    """A guess just entered, its colours not touched, and the next row typed meanwhile: a reload brought the guess
    back as final, all black, and called its '=' wrong at once. It still waits for its colours."""
    page = phone_page
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    enter_guess(page, "52-34=18")
    type_keys(page, "12")
    page.reload()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    page.wait_for_function("() => document.querySelector('#nd-board .tl-typing')?.textContent === '12'", polling=100)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content().startswith("Tap the tiles of 52-34=18 to set their colours")
    assert page.errors == []


def test_maxi_impossible_colours_name_the_tile(page, site_url):
    opener = nerdle_web.web_suggest(10, [])["suggestion"]
    page.open(site_url + f"nerdle/?v=10&g={opener}:BBBBBBBBBB")
    wait_result(page, f"{opener}:BBBBBBBBBB")
    assert "tile 8 ('='): no answer makes it black" in page.locator("#nd-result").text_content()
    # While the tiles of a guess just entered are being set, the same colours are no mistake yet: said calmly, as
    # on the other boards (Maxi showed this error after the first tap)
    page.locator("#nd-reset").click()
    wait_result(page, "")
    page.locator("#nd-use").click()
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="0"]').click()
    assert wait_result(page, f"{opener}:PBBBBBBBBB") is not None
    # (the tile whose colour alone fits no answer named: "set the other tiles" was said with all set but '=')
    assert summary(page) == ("No answer fits these colours yet. Tile 8 ('='): no answer makes it black (every answer "
                             "has an '='); it can only be purple or green.")
    assert page.locator("#nd-result .pz-error").is_hidden()
    page.locator('#nd-keyboard [data-key="Enter"]').click()  # the colours as they are: an error, naming the tile
    page.locator("#nd-result .pz-error", has_text="tile 8 ('='): no answer makes it black").wait_for()
    assert page.errors == []


def test_the_same_answer_is_said_once_while_tiles_are_tapped(page, site_url):
    """Colours no answer has, tapped on: a screen reader heard the same long "No answer fits these colours yet. Tile
    7 ('='): …" word for word at each tap while it held. It is said once, until it changes."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    opener = page.locator("#nd-suggestion").text_content()
    equals = opener.index("=")
    page.locator("#nd-use").click()
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    page.evaluate(RECORD_ANNOUNCED)
    tile = page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="0"]')
    held = (f"No answer fits these colours yet. Tile {equals + 1} ('='): no answer makes it black; it can only be "
            "purple or green.")
    tile.click()  # purple
    wait_result(page, f"{opener}:P" + "B" * (len(opener) - 1))
    assert summary(page) == held
    # (the guess's "… entered: set the colours of its tiles." may come after the recording began: not counted)
    unfit = "() => window.announced.filter((said) => said.startsWith('No answer fits')).length"
    page.wait_for_function(f"() => ({unfit})() === 1")
    tile.click()  # green: the same words
    wait_result(page, f"{opener}:G" + "B" * (len(opener) - 1))
    assert summary(page) == held
    page.evaluate("() => new Promise((done) => setTimeout(done, 1500))")  # past the pause before an answer is said
    assert page.evaluate(unfit) == 1, page.evaluate("window.announced")
    assert page.errors == []


def test_classic_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator("#nd-use").tap()
    page.locator('#nd-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    opener = nerdle_web.web_suggest(8, [], True)["suggestion"]
    fb = score(opener, "10+20=30")
    for i, mark in enumerate(fb):
        for _ in range(TAPS[mark]):
            page.locator(f'#nd-board .tl-row[data-row="0"] .tl-tile[data-index="{i}"]').tap()
    wait_result(page, f"{opener}:{fb}")
    expected = nerdle_web.web_suggest(8, [{"guess": opener, "feedback": fb}], True)
    assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    tile = page.locator('#nd-board .tl-row[data-row="0"] .tl-tile').first.bounding_box()
    assert tile["width"] >= 36
    assert page.errors == []


def test_opening_of_every_variant_is_timed(page, site_url):
    """Python is started on Micro; then each variant's first answer (its answer list is built on first use); the
    times are printed, not checked (bench/ measures)."""
    page.open(site_url + "nerdle/?v=5")
    start = wait_result(page, "")
    times = {5: start}
    for tiles in (6, 7, 8):
        page.locator(f'#nd-variants [data-tiles="{tiles}"]').click()
        page.wait_for_function(f"location.search.includes('v={tiles}') || {tiles} === 8")
        times[tiles] = wait_result(page, "")
        expected = nerdle_web.web_suggest(tiles, [], True)
        assert page.locator("#nd-remaining").text_content() == f"{expected['remaining']:,}"
        assert page.locator("#nd-suggestion").text_content() == expected["suggestion"]
    print(f"\nNerdle openings, ms (Micro includes starting Python): {times}")
    assert page.errors == []


def typing(page):
    return "".join(page.locator("#nd-typing .tl-tile").all_text_contents())


def test_a_symbol_typed_with_altgr_goes_on_the_board_a_shortcut_does_not(page, site_url):
    """German's ³ is AltGr+3, which Windows reports as Ctrl and Alt both: the board took it for a shortcut."""
    page.open(site_url + "nerdle/?v=10")
    wait_result(page, "")
    page.locator("#nd-board").focus()
    page.keyboard.type("(3)")
    key = """([key, ctrl, alt]) => document.activeElement.dispatchEvent(new KeyboardEvent('keydown',
      {key, ctrlKey: ctrl, altKey: alt, bubbles: true, cancelable: true}))"""
    page.evaluate(key, ["³", True, True])  # AltGr+3 on Windows
    assert typing(page) == "(3)³"
    page.evaluate(key, ["2", True, False])  # Ctrl+2: a shortcut, not the board's
    page.evaluate(key, ["a", True, True])  # Ctrl+Alt+A: no symbol of the board
    assert typing(page) == "(3)³"
    assert page.errors == []


def test_the_board_the_focus_goes_to_is_named_for_typing(page, site_url):
    """"Use suggestion" pressed with the keyboard takes the focus to the board, to type on: its name spoke only of
    tiles to press ("Your guesses: press a tile to change its colour"), on a board with none yet."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    suggestion = page.locator("#nd-suggestion").text_content()
    page.locator("#nd-use").focus()
    page.keyboard.press("Enter")
    assert typing(page) == suggestion
    assert page.evaluate("document.activeElement.id") == "nd-board"
    assert page.locator("#nd-board").get_attribute("aria-label") == (
        "Your guesses: type the next one here; press a tile to change its colour")
    assert page.errors == []


def test_keyboard_only_variant_switch_keeps_each_variants_guess(page, site_url):
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator("#nd-board").focus()
    page.keyboard.type("12+35=4")
    page.locator('#nd-variants [data-tiles="6"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#nd-variants [aria-checked=true]').dataset.tiles === '6'")
    assert page.evaluate("document.activeElement.dataset.tiles") == "6"  # the focus stays on the chosen chip
    assert typing(page) == ""
    page.keyboard.type("1+2")
    assert typing(page) == "1+2"
    page.locator('#nd-variants [data-tiles="8"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#nd-variants [aria-checked=true]').dataset.tiles === '8'")
    assert typing(page) == "12+35=4"
    page.keyboard.type("7")
    assert typing(page) == "12+35=47"
    page.keyboard.press("Enter")  # on the chosen chip (where it would do nothing), Enter enters the guess typed
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    assert page.evaluate("document.activeElement.dataset.tiles") == "8"
    assert board(page) == [["12+35=47", "BBBBBBBB"]]
    page.locator('#nd-variants [data-tiles="6"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#nd-variants [aria-checked=true]').dataset.tiles === '6'")
    assert typing(page) == "1+2"
    assert page.errors == []


def test_the_variant_chips_are_one_tab_stop_with_arrow_keys(page, site_url):
    """The ARIA radio group pattern: Tab enters the chips at the checked one and leaves at once; the arrows, Home
    and End choose a variant and the focus follows."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    checked = "document.querySelector('#nd-variants [aria-checked=true]').dataset.tiles"
    stops = "[...document.querySelectorAll('#nd-variants .pz-chip')].map(c => c.tabIndex)"
    assert page.evaluate(stops) == [-1, -1, -1, 0, -1]
    page.locator('#nd-variants [data-tiles="8"]').focus()
    for key, tiles in [("ArrowLeft", "7"), ("End", "10"), ("ArrowRight", "5"), ("ArrowDown", "6")]:
        page.keyboard.press(key)
        page.wait_for_function(f"{checked} === '{tiles}'")
        assert page.evaluate("document.activeElement.dataset.tiles") == tiles, key
    assert page.evaluate(stops) == [-1, 0, -1, -1, -1]
    page.keyboard.press("Tab")
    assert page.evaluate("!document.querySelector('#nd-variants').contains(document.activeElement)")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.dataset.tiles") == "6"
    assert page.errors == []


def test_typing_from_a_keypad_key_leaves_the_focus_visible(page, site_url):
    """A keyboard user on the keypad types a whole guess: wherever the focus goes, it shows a ring."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator("#nd-keyboard .tl-key", has_text="9").focus()
    page.keyboard.type("9*8-7=65")
    assert typing(page) == "9*8-7=65"
    ring = page.evaluate("""() => { const e = document.activeElement;
      return [e.id || e.textContent, e.matches(':focus-visible'), getComputedStyle(e).outlineStyle]; }""")
    assert ring[1:] == [True, "solid"], ring
    page.keyboard.press("Enter")
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    # said in words (a screen reader said "9 star 8")
    page.wait_for_function("t => document.querySelector('#pz-announce')?.textContent === t",
                           arg="9 times 8-7=65 entered: set the colours of its tiles.")
    assert page.errors == []


def test_enter_on_a_keypad_key_reached_by_the_keyboard_presses_it(page, site_url):
    """Enter on a key of the keypad on screen that the keyboard went to types it (it entered the guess: "Type a
    guess first."); once a guess is typed on the keyboard, Enter enters it. Keys pressed on Instant Nerdle's
    buttons, far below, leave the Classic board's row alone (they typed on it, unseen)."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator("#nd-keyboard .tl-key", has_text="2").focus()
    page.keyboard.press("Shift+Tab")  # to "1", by the keyboard
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    assert typing(page) == "11"
    assert page.locator("#nerdle-widget .pz-error").is_hidden()
    page.keyboard.type("+12=2")
    # a key typed is said, as a text field echoes it (the board is none: nothing was said)
    said = "t => document.querySelector('#pz-announce')?.textContent === t"
    page.wait_for_function(said, arg="2")
    page.keyboard.press("Backspace")
    page.wait_for_function(said, arg="2 deleted")
    page.keyboard.press("=")
    page.wait_for_function(said, arg="equals")
    page.keyboard.press("Backspace")
    page.wait_for_function(said, arg="equals deleted")
    page.keyboard.type("23")
    assert typing(page) == "11+12=23"
    page.keyboard.press("Enter")
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    assert typing(page) == ""
    page.wait_for_function(said, arg="11+12=23 entered: set the colours of its tiles.")  # (after "2", "3")
    page.evaluate(RECORD_ANNOUNCED)
    try:
        page.locator("#nd-keyboard .tl-key", has_text="3").click()
        page.locator("#ni-share").focus()
        page.keyboard.press("Shift+Tab")  # to Instant's "Find the answer"
        assert page.evaluate("document.activeElement.id") == "ni-solve"
        page.keyboard.press("4")
        page.keyboard.press("Backspace")
        assert typing(page) == "3"
        # said after anything the keys above said (an announcement waits 50 ms, in order)
        page.evaluate("Puzzlers.announce('(end)')")
        page.wait_for_function("() => window.announced.includes('(end)')")
    finally:
        said = page.evaluate("() => { window.__pzAnnounced.disconnect(); return window.announced; }")
    assert "3" not in said, said  # (a key clicked is seen: not said)
    assert page.errors == []


def test_checkboxes_show_a_focus_ring(page, site_url):
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator("#nd-options > summary").focus()
    page.keyboard.press("Tab")
    ring = page.locator("#nd-commutative").evaluate(
        "e => [document.activeElement === e, e.matches(':focus-visible'), getComputedStyle(e).outlineStyle,"
        " parseFloat(getComputedStyle(e).outlineWidth)]")
    assert ring[:3] == [True, True, "solid"] and ring[3] >= 2


# --- Instant Nerdle ---------------------------------------------------------------------------------------------


#: An element's text as shown: without the words for screen readers alone (Puzzlers.inWords's .pz-sr).
SHOWN = ("e => { const c = e.cloneNode(true); c.querySelectorAll('.pz-sr').forEach((n) => n.remove());"
         " return c.textContent; }")


def instant_summary(page, start):
    page.wait_for_function("s => { const t = document.querySelector('#ni-summary').textContent;"
                           " return t !== s && t !== 'Looking…'; }", arg=start)
    return page.locator("#ni-summary").text_content()


def test_instant_says_the_answer_not_looking(page, site_url):
    """Find the answer: the answer line (a live region) wrote "Looking…", then the answer, and a screen reader said
    both each time. "Looking…" still shows at once, but only the answer is said, the same answer again too."""
    page.open(site_url + "nerdle/?i=9*8-7=65:PGBGPGBB,10-4-1=5:pbpbbbpb#instant-nerdle")
    answer = "4 answers still possible."
    page.wait_for_function("t => document.querySelector('#ni-summary').textContent === t", arg=answer)
    page.evaluate(RECORD_LIVE)
    hold_python(page)  # the answer waits: what the line shows and says meanwhile
    try:
        page.locator("#ni-f2").press("Enter")
        page.wait_for_function("document.querySelector('#ni-summary').textContent === 'Looking…'")
        assert not [text for text in page.evaluate("window.liveSaid") if "Looking" in text]
    finally:
        release_python(page)
    page.wait_for_function("t => window.liveSaid.includes(t)", arg=answer)
    page.locator("#ni-f2").press("Enter")  # the same answer again: said again
    page.wait_for_function("t => window.liveSaid.filter((s) => s === t).length === 2", arg=answer)
    said = page.evaluate("window.liveSaid")
    assert not [text for text in said if "Looking" in text], said
    assert page.errors == []


def test_instant_on_a_phone(phone_page, site_url):
    """Two given guesses typed on a phone: the candidates, then a unique answer, the share link, clear errors."""
    page = phone_page
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    start = page.locator("#ni-summary").text_content()
    page.locator("#ni-g1").fill("9*8-7=65")
    page.locator("#ni-f1").fill("PGBGPGBB")
    page.locator("#ni-g2").fill("10-4-1=5")
    page.locator("#ni-f2").fill("pbpbbbpb")
    # Enter in the last field with the summary at the screen's bottom edge, as it is on a phone there
    page.evaluate("""() => { const s = document.querySelector('#ni-summary');
      window.scrollBy(0, s.getBoundingClientRect().bottom - window.innerHeight); }""")
    page.locator("#ni-f2").press("Enter")
    expected = nerdle_web.web_instant(["9*8-7=65:PGBGPGBB", "10-4-1=5:PBPBBBPB"])
    assert instant_summary(page, start) == "4 answers still possible."
    assert page.locator("#ni-candidates li").all_text_contents() == expected["candidates"]
    # The answer and its list are scrolled into view together (the summary alone left the list below the screen).
    page.wait_for_function("""() => { const s = document.querySelector('#ni-summary').getBoundingClientRect();
      const l = document.querySelector('#ni-candidates li:last-child').getBoundingClientRect();
      return s.top >= 0 && l.bottom <= window.innerHeight + 1; }""")
    assert parse_qs(urlparse(page.url).query)["i"] == ["9*8-7=65:PGBGPGBB,10-4-1=5:pbpbbbpb"]
    # The focus went to the answer: the on-screen keyboard, which hid it and its list (y=635 and more), is gone. To
    # its list, once there: the answer line says itself (focused at once, a screen reader read the line before it,
    # then "Looking…", then the answer)
    page.wait_for_function("document.activeElement.id === 'ni-candidates'")
    # A colour no answer can give: named by guess and tile.
    page.locator("#ni-f1").fill("PBBPBBBB")
    page.locator("#ni-f1").press("Enter")
    error = page.locator("#nerdle-instant .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == ("Guess 1 (9*8-7=65), tile 6 ('='): no answer makes it black; it can only be "
                                    "purple or green.")
    page.locator("#ni-f2").fill("")
    page.locator("#ni-solve").tap()
    page.wait_for_function("document.querySelector('#nerdle-instant .pz-error').textContent.startsWith('Guess 2')")
    assert error.text_content() == "Guess 2: type its colours, one letter per tile (G, P, B)."
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert "Traceback" not in page.content()
    # the checkbox beside its long label keeps its size (it was squeezed to 13 px wide)
    box = page.locator("#ni-commutative").bounding_box()
    assert box["width"] == box["height"] >= 20, box
    assert page.errors == []


def test_instant_marks_the_field_its_message_names(page, site_url):
    """A message about a field of the Instant form marks it (aria-invalid) and describes it, so that a screen reader
    says the message with the field, as the other widgets' fields do; a change to the fields clears both."""
    marks = """() => Object.fromEntries(['ni-g1', 'ni-f1', 'ni-g2', 'ni-f2'].map(id => {
      const e = document.getElementById(id), by = e.getAttribute('aria-describedby');
      return [id, [e.getAttribute('aria-invalid'), by && document.getElementById(by).textContent]]; }))"""
    clear = {id: [None, None] for id in ("ni-g1", "ni-f1", "ni-g2", "ni-f2")}
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    error = page.locator("#nerdle-instant .pz-error")
    page.locator("#ni-g1").fill("9*8-7=65")
    page.locator("#ni-f1").fill("PGBGPGBB")
    page.locator("#ni-f2").fill("PBPBBBPB")
    page.locator("#ni-f2").press("Enter")
    message = "Guess 2: type the equation the game shows."
    page.wait_for_function("t => document.querySelector('#nerdle-instant .pz-error').textContent === t", arg=message)
    assert page.evaluate("document.activeElement.id") == "ni-g2"
    assert page.evaluate(marks) == {**clear, "ni-g2": ["true", message]}
    page.locator("#ni-g2").fill("B")  # a change: the message and the marks go
    assert error.is_hidden()
    assert page.evaluate(marks) == clear
    page.locator("#ni-f2").press("Enter")  # Python's message names the field
    message = "Guess 2: a Classic guess has 8 tiles; 'B' has 1."
    page.wait_for_function("t => document.querySelector('#nerdle-instant .pz-error').textContent === t", arg=message)
    assert page.evaluate(marks) == {**clear, "ni-g2": ["true", message]}
    # and it takes the focus there, as an empty field does (it stayed where Enter was pressed)
    page.wait_for_function("document.activeElement.id === 'ni-g2'")
    page.locator("#ni-g2").fill("10-4-1=5")
    page.locator("#ni-f1").fill("PBBPBBBB")
    page.locator("#ni-f2").press("Enter")
    message = "Guess 1 (9*8-7=65), tile 6 ('='): no answer makes it black; it can only be purple or green."
    page.wait_for_function("t => document.querySelector('#nerdle-instant .pz-error').textContent === t", arg=message)
    assert page.evaluate(marks) == {**clear, "ni-f1": ["true", message]}
    page.wait_for_function("document.activeElement.id === 'ni-f1'")
    page.locator("#ni-f1").fill("PGBGPGBB")
    page.locator("#ni-f2").press("Enter")
    page.wait_for_function("document.querySelector('#ni-summary').textContent === '4 answers still possible.'")
    assert page.evaluate(marks) == clear
    assert page.errors == []


def test_instant_share_link_restores_and_answers(page, site_url):
    page.open(site_url + "nerdle/?i=48-32%3D16:PBPBBPPG,9*8-7%3D65:BGBPBPPB&ic=1")
    page.wait_for_function("document.querySelector('#ni-summary').textContent.startsWith('The answer')")
    assert page.locator("#ni-summary").evaluate(SHOWN) == "The answer: 1*10-4=6"
    # a live region: said in words (a screen reader said "1 star 10")
    assert page.locator("#ni-summary .pz-sr").text_content() == "The answer: 1 times 10-4=6"
    assert page.locator("#ni-summary [aria-hidden=true]").text_content() == "The answer: 1*10-4=6"
    assert page.locator("#ni-g2").input_value() == "9*8-7=65"
    assert page.locator("#ni-commutative").is_checked()
    # A colour changed: the link follows at once (read from location: Playwright's page.url lags a replaceState),
    # and the answer to the colours before goes.
    page.locator("#ni-f2").fill("BGBPBPPG")
    assert parse_qs(page.evaluate("location.search")[1:])["i"] == ["48-32=16:PBPBBPPG,9*8-7=65:BGBPBPPG"]
    assert page.locator("#ni-summary").text_content() == "Changed: press Find the answer (or Enter) for these guesses."
    assert page.locator("#ni-candidates li").count() == 0
    page.locator("#ni-f2").fill("BGBPBPPB")
    page.locator("#ni-f2").press("Enter")
    page.wait_for_function("document.querySelector('#ni-summary').textContent.startsWith('The answer')")
    assert page.locator("#ni-summary").evaluate(SHOWN) == "The answer: 1*10-4=6"
    # The board writes its own share fields and keeps the Instant ones.
    wait_result(page, "")
    page.locator("#nd-use").click()
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function("location.search.includes('g=')")
    query = parse_qs(urlparse(page.url).query)
    assert query["i"] == ["48-32=16:PBPBBPPG,9*8-7=65:BGBPBPPB"] and query["ic"] == ["1"]
    # A link with one guess (a form half filled): its fields come back, nothing more, and the link is left as it was
    # (no empty guess added)
    page.open(site_url + "nerdle/?i=9*8-7%3D65:PGBGPGBB")
    assert page.locator("#ni-f1").input_value() == "PGBGPGBB"
    assert page.locator("#nerdle-instant .pz-error").is_hidden()
    assert parse_qs(urlparse(page.url).query)["i"] == ["9*8-7=65:PGBGPGBB"]
    # what is no guess or no colours is named (?i=junk asked only for the colours of guess 1)
    page.open(site_url + "nerdle/?i=junk:GPB,12%2B35%3D47:XX")
    error = page.locator("#nerdle-instant .pz-error", has_text="could not be read")
    error.wait_for()
    assert error.text_content() == ("Guess 1: a Classic guess has 8 tiles; 'junk' has 4. This link could not be read "
                                    'whole: "junk" as guess 1 (8 of 0-9 + - * / =); "GPB" as the colours of guess 1 '
                                    '(8 of G, P, B); "XX" as the colours of guess 2 (8 of G, P, B).')
    assert page.locator("#ni-g1").input_value() == "junk"
    assert page.errors == []


def test_a_solved_game_is_shared_by_its_colours_not_its_answer(tab, site_url):
    """The share sheet said the answer line's first sentence, "Solved in 2 guesses: 58-34=24.": the answer in a
    chat's preview. A solved game is shared with its rows of colours, as the games share theirs; and its link
    without the guesses, which held the answer (the same game to play: Mathler's target kept)."""
    page = tab(phone=True)
    page.add_init_script(SHARE_STUB)
    page.goto(site_url + "nerdle/?g=" + quote("52-34=18:GPGGGGBP,58-34=24:GGGGGGGG", safe=""))
    wait_result(page, "52-34=18:GPGGGGBP,58-34=24:GGGGGGGG")
    assert page.locator("#nd-summary").text_content() == "Solved in 2 guesses: 58-34=24."
    page.locator("#nd-share").tap()
    page.wait_for_function("() => window.__shared && window.__shared.length === 1")
    assert page.evaluate("window.__shared[0].text") == "Solved in 2 guesses.\n🟩🟪🟩🟩🟩🟩⬛🟪\n🟩🟩🟩🟩🟩🟩🟩🟩"
    assert page.evaluate("window.__shared[0].url") == site_url + "nerdle/"
    page.goto(site_url + "mathler/?t=24&g=" + quote("36-4*3:GGGGGG", safe=""))
    page.wait_for_function("() => document.querySelector('#ml-summary')?.dataset.state === 'solved'")
    page.locator("#ml-share").tap()
    page.wait_for_function("() => window.__shared && window.__shared.length === 1")
    assert page.evaluate("window.__shared[0].text") == "Solved in 1 guess.\n🟩🟩🟩🟩🟩🟩"
    assert page.evaluate("window.__shared[0].url") == site_url + "mathler/?t=24"
    assert page.errors == []


def test_a_screen_reader_hears_times_and_divided_by_not_star_and_slash(page, site_url):
    """The guesses' rows were named with their signs as typed ("Guess 1: 9*8-7=65"), which a screen reader reads
    "star" and "slash" (the keys were named "times" and "divided by" already). The answers' buttons keep their
    text as their name: a voice control user says what is shown (WCAG 2.5.3, which axe checks)."""
    key = "9*8-7=65:BBBBPGBP"
    page.open(site_url + "nerdle/?g=" + quote(key, safe=""))
    wait_result(page, key)
    assert page.locator('#nd-board .tl-row[data-row="0"]').get_attribute("aria-label") == (
        "Guess 1: 9 times 8-7=65, 1 green, 2 purple, 5 black")
    from .test_plates import RECORD_SAID

    page.evaluate(RECORD_SAID)
    page.locator("#nd-undo").click()
    page.wait_for_function("window.__said.includes('Guess 1, 9 times 8-7=65, taken back.')")
    assert page.errors == []


def test_instant_link_opens_at_its_answer_on_a_small_phone_and_holds_instant_only(tab, site_url):
    """At 360x640 the link named the form's section, which was held at the top while the answer came 770 px down,
    below the screen. The answer now shows; and the form's link holds its own fields only, not the Classic game's
    guesses that share the address (nor does the Classic game's link hold the form's)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.add_init_script(SHARE_STUB)
    instant = "i=" + quote("9*8-7=65:PGBGPGBB,10-4-1=5:PBPBBBPB", safe="*")
    page.goto(site_url + "nerdle/?g=52-34%3D18%3ABPPPBGGB&" + instant + "#instant-nerdle")
    page.wait_for_function("() => document.querySelectorAll('#ni-candidates li').length === 4")
    assert page.locator("#ni-summary").text_content() == "4 answers still possible."
    for selector in ("#ni-summary", "#ni-candidates li"):
        page.wait_for_function(IN_VIEW, arg=selector)
    page.locator("#ni-share").tap()
    page.wait_for_function("() => window.__shared && window.__shared.length === 1")
    assert page.evaluate("window.__shared[0].url") == site_url + "nerdle/?" + instant + "#instant-nerdle"
    # how many answers fit, not which (the sheet sent the answer line, which names two or three: a puzzle for a
    # friend, given away in the chat's preview)
    assert page.evaluate("window.__shared[0].text") == "Instant Nerdle: 4 answers fit these two guesses."
    wait_result(page, "52-34=18:BPPPBGGB")
    page.locator("#nd-share").scroll_into_view_if_needed()
    page.locator("#nd-share").tap()
    page.wait_for_function("() => window.__shared.length === 2")
    assert page.evaluate("window.__shared[1].url") == site_url + "nerdle/?g=52-34%3D18%3ABPPPBGGB"
    classic = page.locator("#nd-summary").text_content().strip()
    assert classic == "24 answers possible. Best next guess: 9*7-1=62 (from the decision tree)"
    assert page.evaluate("window.__shared[1].text") == "24 answers possible."  # its first sentence
    # a guess changed: the answer goes, and the sheet says nothing of it (it said the answer of the guesses before)
    page.locator("#ni-f2").fill("PBPBBBPP")
    page.wait_for_function("() => document.querySelector('#ni-summary').textContent.startsWith('Changed')")
    page.locator("#ni-share").tap()
    page.wait_for_function("() => window.__shared.length === 3")
    assert "text" not in page.evaluate("window.__shared[2]")
    assert page.errors == []


def test_six_guesses_then_no_more_and_a_link_holding_more_opens_with_six(page, site_url):
    turn = "9*8-7%3D65:PGBGPGBB"
    page.open(site_url + "nerdle/?g=" + ",".join([turn] * 8))
    wait_result(page, ",".join(["9*8-7=65:PGBGPGBB"] * 6))
    assert len(board(page)) == 6
    assert page.locator("#nd-typing").count() == 0  # no seventh row to type into
    assert page.locator("#nd-use").is_hidden() and page.locator("#nd-suggestion").count() == 0  # no next guess
    assert page.locator("#nd-help").text_content() == "The game gives 6 guesses, and all are played."
    error = page.locator("#nerdle-widget .pz-error")
    assert error.text_content() == ("This link could not be read whole: 8 guesses, of which the first 6 are shown "
                                    "(the game gives 6).")
    page.locator('#nd-keyboard [data-key="1"]').click()
    assert error.text_content() == "The game gives 6 guesses, and all are played: Undo or Reset to play on."
    assert "g=" + "%2C".join(["9*8-7%3D65%3APGBGPGBB"] * 6) in page.url
    page.locator("#nd-undo").click()  # five played: a sixth can be typed again
    page.locator("#nd-typing").wait_for()
    assert page.errors == []


def test_an_on_off_value_neither_on_nor_off_is_named(page, site_url):
    page.open(site_url + "nerdle/?c=maybe&ic=no")
    wait_result(page, "")
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for()
    assert error.text_content() == 'This link could not be read whole: "maybe" as c= (1 for on, 0 for off).'
    assert page.locator("#nd-commutative").is_checked()  # the game's default kept
    assert page.locator("#nd-options-title").text_content() == "Options"
    assert not page.locator("#ni-commutative").is_checked()  # ic=no: off, as ic=0
    assert page.locator("#nerdle-instant .pz-error").is_hidden()
    page.open(site_url + "nerdle/?c=no&ic=perhaps")
    instant = page.locator("#nerdle-instant .pz-error")
    instant.wait_for()
    assert instant.text_content() == 'This link could not be read whole: "perhaps" as ic= (1 for on, 0 for off).'
    wait_result(page, "")
    assert not page.locator("#nd-commutative").is_checked()
    assert page.locator("#nd-options-title").text_content() == "Options: commutative answers off"
    assert page.errors == []


def test_a_long_bad_guess_in_a_link_keeps_the_phone_page_narrow(phone_page, site_url):
    page = phone_page
    page.open(site_url + "nerdle/?g=" + "9*8-7%3D65:BBBBBBBB:" * 50)
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for()
    # the guess quoted in part (its first 23 characters), and the line wraps anyway
    assert error.text_content().startswith("This link could not be read whole: left out this guess: "
                                           "9*8-7=65:BBBBBBBB:9*8-7… (")
    assert error.text_content().endswith(" tiles, not 8).")
    assert page.evaluate("document.documentElement.scrollWidth") == 390
    assert page.errors == []


def test_a_candidate_tapped_far_down_is_typed_into_a_row_in_view(phone_page, site_url):
    page = phone_page
    page.open(site_url + "nerdle/?v=6")
    wait_result(page, "")
    last = page.locator("#nd-candidates li button").nth(20)
    last.scroll_into_view_if_needed()
    text = last.text_content()
    last.click()
    typing = page.locator("#nd-typing")
    page.wait_for_function("t => document.querySelector('#nd-typing').getAttribute('aria-label').endsWith(t)",
                           arg=text)
    page.wait_for_function("""() => { const r = document.querySelector('#nd-typing').getBoundingClientRect();
                                       return r.top >= 0 && r.bottom <= innerHeight; }""")
    assert typing.get_attribute("aria-label") == f"Next guess: {text}"
    assert page.errors == []


def test_a_guess_typed_on_the_page_leaves_the_focus_on_the_board(page, site_url):
    """Typed with the focus nowhere (on the page itself) and entered: Tab then reaches the tiles to colour, not the
    page's first link."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.evaluate("document.activeElement.blur()")
    page.keyboard.type("12+35=47")
    page.keyboard.press("Enter")
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    assert page.evaluate("document.activeElement.id") == "nd-board"
    # the help line speaks of keys to a keyboard's user (it said "Tap each tile"), of taps after a tap
    help_line = page.locator("#nd-help")
    assert help_line.text_content() == ("Tab to the tiles of 12+35=47: Enter or Space changes a tile's colour "
                                        "(black → purple → green). Then the next guess.")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('#nd-board') !== null")
    assert page.evaluate("document.activeElement.classList.contains('tl-tile')")
    # Space changes the tile's colour, its tile redrawn and focused again straight away: not through the board
    # first (a screen reader said the board's long name before the tile at every press)
    page.evaluate("""() => { window.__focused = [];
      document.addEventListener('focusin', (e) => window.__focused.push(
        e.target.classList.contains('tl-tile') ? 'a tile' : e.target.id)); }""")
    page.keyboard.press("Space")
    assert page.locator('#nd-board .tl-row[data-row="0"]').get_attribute("aria-label") == (
        "Guess 1: 12+35=47, 1 purple, 7 black")
    assert page.evaluate("window.__focused") == ["a tile"]
    assert help_line.text_content().startswith("Tab to the tiles of 12+35=47:")
    page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="1"]').click()
    assert help_line.text_content().startswith("Tap the tiles of 12+35=47:")
    page.locator("#nd-reset").click()
    assert page.errors == []


def test_the_tiles_are_one_tab_stop_that_starts_at_the_last_guess(page, site_url):
    # Tab into the board lands on the first tile of the last guess (whose colours come next); the arrows go from
    # tile to tile. Each guess added eight Tab stops before the new row (41 Tabs to reach guess 6).
    turns = [("52-34=18", score("52-34=18", "10+20=30")), ("10+20=30", "GGGGGGGG")]
    key = ",".join(f"{g}:{f}" for g, f in turns)
    page.open(site_url + f"nerdle/?g={quote(key)}")
    wait_result(page, key)
    tile = ("() => { const t = document.activeElement; return t.classList.contains('tl-tile')"
            " ? [Number(t.closest('.tl-row').dataset.row), Number(t.dataset.index)] : t.id || t.tagName; }")
    page.locator('#nd-variants [aria-checked="true"]').focus()
    page.keyboard.press("Tab")
    assert page.evaluate(tile) == [1, 0]
    assert page.locator('#nd-board button.tl-tile[tabindex="0"]').count() == 1
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowUp")
    assert page.evaluate(tile) == [0, 1]
    page.keyboard.press("End")
    assert page.evaluate(tile) == [0, 7]
    page.keyboard.press("ArrowUp")  # at the edge: the focus stays
    assert page.evaluate(tile) == [0, 7]
    # Tab leaves the board; Shift+Tab comes back to the tile last focused
    page.keyboard.press("Tab")
    assert page.evaluate(tile) not in ([0, 7], [0, 0], [1, 0])
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(tile) == [0, 7]
    assert page.errors == []


def test_a_screen_reader_hears_the_guess_entered_then_the_answer_once(page, site_url):
    # The answer changes at every tap of a tile: it is said once the taps pause (four answers, three of them to
    # half-set colours, were read out for one guess), and Enter says what it did (it said nothing)
    from .test_plates import RECORD_SAID
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    assert page.locator("#nd-summary").get_attribute("aria-live") is None
    page.evaluate(RECORD_SAID)
    type_keys(page, "52-34=18")
    feedback = score("52-34=18", "10+20=30")
    key = f"52-34=18:{feedback}"
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    set_colours(page, 0, feedback)
    wait_result(page, key)
    final = summary(page)
    assert "Best next guess: 207/9=23 " in final
    final = final.replace("207/9=23", "207 divided by 9=23")  # said in words (a screen reader said "207 slash 9")
    page.wait_for_function("t => window.__said.at(-1) === t", arg=final)
    # (an answer to half-set colours is said too if a tap comes 0.7 s after the one before, as on a loaded machine)
    said = page.evaluate("window.__said")
    assert said[0] == "52-34=18 entered: set the colours of its tiles." and said[-1] == final, said
    assert said.count(final) == 1, said
    # Undo says what it took back, then the answer it leaves (it said only the answer)
    page.locator("#nd-undo").click()
    wait_result(page, "")
    page.wait_for_function("t => window.__said.at(-1) === t", arg=summary(page))
    assert page.evaluate("window.__said")[len(said):] == ["Guess 1, 52-34=18, taken back.", summary(page)]
    assert page.errors == []


def test_a_half_typed_guess_survives_a_visit_to_another_page(page, site_url):
    # Back from another page (or a reload) brings the row being typed back with the guesses (it was lost)
    page.open(site_url + "nerdle/?g=52-34%3D18:BBPBBPGB")
    wait_result(page, "52-34=18:BBPBBPGB")
    page.locator("#nd-board").focus()
    page.keyboard.type("12+")
    assert typing(page) == "12+"
    page.open(site_url + "mathler/")
    page.go_back()
    page.wait_for_function("document.querySelector('#nd-typing') && "
                           "[...document.querySelectorAll('#nd-typing .tl-tile')].map(t => t.textContent).join('')"
                           " === '12+'")
    assert board(page) == [["52-34=18", "BBPBBPGB"]]
    page.reload()
    page.wait_for_function("[...document.querySelectorAll('#nd-typing .tl-tile')].map(t => t.textContent).join('')"
                           " === '12+'")
    page.locator("#nd-reset").click()  # Reset empties it, and it stays empty
    page.reload()
    wait_result(page, "")
    assert typing(page) == ""
    assert page.errors == []


def test_a_guess_played_is_not_typed_again_when_its_game_is_opened_again(page, site_url):
    """A guess played in the empty game came back as the row being typed when the empty game was opened again in
    the same tab (a link to the page): the row kept for Back and reloads outlived its being played."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    page.locator("#nd-board").focus()
    page.keyboard.type("12+35=47")
    page.keyboard.press("Enter")
    page.wait_for_selector('#nd-board .tl-row[data-guess="12+35=47"]')  # its colours next
    assert parse_qs(urlparse(page.url).query)["g"] == ["12+35=47:BBBBBBBB"]
    page.goto(site_url + "nerdle/")
    wait_result(page, "")
    assert typing(page) == "" and board(page) == []
    assert page.errors == []


def test_instant_nerdle_keeps_its_height_while_python_starts(fresh_page, site_url):
    # "Loading Python…" was shown in Instant Nerdle with no answer waiting for it: a line that pushed the boards
    # under it 26 px down and back while Python started
    page = fresh_page(phone=True)
    page.goto(site_url + "nerdle/")
    page.wait_for_selector("#ni-form")
    page.evaluate("""() => { window.heights = new Set();
      const box = document.querySelector('#nerdle-instant');
      window.__pzWatch = new MutationObserver(() => window.heights.add(Math.round(box.getBoundingClientRect().height)));
      window.__pzWatch.observe(box, { subtree: true, childList: true, characterData: true, attributes: true });
      window.heights.add(Math.round(box.getBoundingClientRect().height)); }""")
    page.wait_for_function("window.Puzzlers && Puzzlers.status.state === 'ready'", timeout=120_000)
    assert len(page.evaluate("[...window.heights]")) == 1, page.evaluate("[...window.heights]")
    assert page.errors == []


def test_a_tile_takes_the_taps_of_half_the_gap_around_it(phone_page, site_url):
    """Eight tiles of 44 px and their gaps do not fit a phone: each tile to tap takes the taps in the half of the
    gap next to it (39.7 + 5.7 px at 390), as a finger's tap between two tiles goes to the nearer."""
    page = phone_page
    colours = nerdle.feedback("52-34=18", "12+35=47")
    page.open(site_url + f"nerdle/?g={quote(f'52-34=18:{colours}', safe=':')}")
    page.wait_for_selector('#nd-board .tl-row[data-row="0"] button.tl-tile')
    at = """([dx, dy]) => {
      const t = document.querySelector('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="3"]');
      const r = t.getBoundingClientRect();
      const x = dx < 0 ? r.left + dx : dx > 0 ? r.right + dx : (r.left + r.right) / 2;
      const y = dy < 0 ? r.top + dy : dy > 0 ? r.bottom + dy : (r.top + r.bottom) / 2;
      return document.elementFromPoint(x, y)?.closest('.tl-tile')?.dataset.index ?? null; }"""
    gap = page.locator("#nd-board .tl-row").first.evaluate("e => parseFloat(getComputedStyle(e).columnGap)")
    assert gap >= 4
    inside = gap / 2 - 1  # in the gap, nearer this tile
    for dx, dy in ((-inside, 0), (inside, 0), (0, -inside), (0, inside)):
        assert page.evaluate(at, [dx, dy]) == "3", (dx, dy)
    assert page.evaluate(at, [gap / 2 + 1, 0]) == "4"  # nearer the next tile: the next tile's
    assert page.errors == []


def test_reset_on_a_short_phone_brings_the_emptied_board_into_view(tab, site_url):
    """360x640, three guesses played, scrolled down to Reset: the board shrinks to one row, which went up under the
    header (39..76 px); it is scrolled into view."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.emulate_media(reduced_motion="reduce")
    turns = [(g, score(g, "10+20=30")) for g in ("52-34=18", "12+35=47", "48-32=16")]
    key = ",".join(f"{g}:{f}" for g, f in turns)
    page.goto(site_url + f"nerdle/?g={quote(key)}")
    wait_result(page, key)
    page.locator("#nd-reset").scroll_into_view_if_needed()
    page.evaluate("() => window.scrollBy(0, 200)")
    page.locator("#nd-reset").tap()
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]', state="detached")
    page.wait_for_function(IN_VIEW, arg="#nd-typing")
    assert page.errors == []


def test_an_earlier_row_recoloured_wrong_is_named_with_the_last_guess(page, site_url):
    """A tap on an earlier row's tile that no answer fits with the last guess's colours: both guesses are named,
    calmly while the last row's colours are being set, as an error once they are final (it said "set the other
    tiles" with every tile set, and then blamed the last guess alone, whose Undo took the right guess away and the
    answer 10-2-1=7 with it)."""
    page.open(site_url + "nerdle/?g=" + quote("52-34=18:BPGBBPPB"))
    wait_result(page, "52-34=18:BPGBBPPB")
    enter_guess(page, "21*2/7=6", row=1)
    set_colours(page, 1, "BPBGBPGB")
    right = "52-34=18:BPGBBPPB,21*2/7=6:BPBGBPGB"
    wait_result(page, right)
    assert candidates(page) == ["10-2-1=7"]
    first = page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="0"]')
    first.click()  # the 5, black, made purple
    wait_result(page, "52-34=18:PPGBBPPB,21*2/7=6:BPBGBPGB")
    assert page.locator("#nd-summary").get_attribute("data-state") == "unfit"
    assert summary(page) == ("No answer fits these colours yet: set the other tiles, or check guess 1 (52-34=18): "
                             "no answer gives both its colours and these.")
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == ("Guesses 1 (52-34=18) and 2 (21*2/7=6): no answer gives both their colours; "
                                    "check the tiles of both.")
    first.click()
    first.click()  # purple, green, black again
    wait_result(page, right)
    assert error.is_hidden() and candidates(page) == ["10-2-1=7"]
    assert page.errors == []


def test_colours_called_wrong_stay_wrong_while_the_next_guess_is_typed(page, site_url):
    """Colours no answer gives, made final by Enter: the error naming the guess stays while the next guess is typed
    (a key emptied it, and the help line said to type a guess), and Enter plays no guess over them (the next guess
    was taken, its answer blank)."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    enter_guess(page, "52-34=18")
    set_colours(page, 0, "GGGGGGGB")
    wait_result(page, "52-34=18:GGGGGGGB")
    assert page.locator("#nd-summary").get_attribute("data-state") == "unfit"
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for(state="visible")
    message = error.text_content()
    assert message.startswith("Guess 1 (52-34=18): no answer gives exactly these colours")
    page.locator('#nd-keyboard [data-key="1"]').click()
    assert error.is_visible() and error.text_content() == message
    assert page.locator("#nd-help").text_content() == "Tap the tiles the message names to fix their colours, or Undo."
    type_keys(page, "0-2*3=4")
    assert error.text_content() == message
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    # the guess played (a row more) or refused (the error line shown again: Enter's click hid it before)
    page.wait_for_function("() => !!document.querySelector('#nd-board .tl-row[data-row=\"1\"]')"
                           " || !document.querySelector('#nerdle-widget .pz-error').hidden")
    assert board(page) == [["52-34=18", "GGGGGGGB"]]
    assert error.text_content() == message
    assert typing(page) == "10-2*3=4"
    # fixed, the guess is played
    fixed = score("52-34=18", "63-31=32")
    for i, (mark, right) in enumerate(zip("GGGGGGGB", fixed)):
        for _ in range((TAPS[right] - TAPS[mark]) % 3):
            page.locator(f'#nd-board .tl-row[data-row="0"] .tl-tile[data-index="{i}"]').click()
    wait_result(page, "52-34=18:" + fixed)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#nd-board .tl-row[data-row="1"]')
    assert error.is_hidden()
    assert page.errors == []


def test_keys_tapped_while_a_guess_is_checked_are_typed_after_the_check(page, site_url):
    """A ⌫ tapped while the guess was checked ("Checking 12+35=48…", Python busy) was dropped: the refused guess
    stayed whole. Now it is typed once the check answers, the reason still shown; keys tapped while a guess that is
    played was checked are not typed (they would take its colours, all black, as final), and that is said."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    error = page.locator("#nerdle-widget .pz-error")
    checking = "t => document.querySelector('#nerdle-widget .pz-status').textContent === t"
    type_keys(page, "12+35=48")
    hold_python(page)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function(checking, arg="Checking 12+35=48\u2026")
    page.locator('#nd-keyboard [data-key="Backspace"]').click()
    assert release_python(page)  # the ⌫ came while the check waited
    error.wait_for(state="visible")
    assert typing(page) == "12+35=4"
    assert error.text_content() == "12+35=48 is not true: the left side is 47, not 48."
    page.locator('#nd-keyboard [data-key="7"]').click()
    assert error.is_hidden()
    hold_python(page)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function(checking, arg="Checking 12+35=47\u2026")
    page.locator('#nd-keyboard [data-key="1"]').click()
    assert release_python(page)  # the 1 came while the check waited
    page.wait_for_selector('#nd-board .tl-row[data-row="0"]')
    assert error.text_content() == ("12+35=47 is played: set its colours, then type on (the keys tapped while it was "
                                    "checked were not typed).")
    assert typing(page) == ""
    assert board(page) == [["12+35=47", "BBBBBBBB"]]
    assert page.errors == []


def test_the_other_variants_games_survive_a_reload(page, site_url):
    """Mini played, then Classic: a reload kept Classic's game (the link holds it) and lost Mini's, which now comes
    back from the tab's storage when Mini is chosen again."""
    page.open(site_url + "nerdle/?v=6")
    wait_result(page, "")
    mini = page.locator("#nd-suggestion").text_content()
    mini_colours = score(mini, nerdle.answer_list(6)[0])
    page.locator("#nd-use").click()
    enter_turn(page, 0, mini, mini_colours, f"{mini}:{mini_colours}")
    page.locator('#nd-variants [data-tiles="8"]').click()
    wait_result(page, "")
    classic = page.locator("#nd-suggestion").text_content()
    classic_colours = score(classic, "63-31=32")
    page.locator("#nd-use").click()
    enter_turn(page, 0, classic, classic_colours, f"{classic}:{classic_colours}")
    page.reload()
    wait_result(page, f"{classic}:{classic_colours}")
    page.locator('#nd-variants [data-tiles="6"]').click()
    page.wait_for_function("() => { const s = document.getElementById('nd-summary');"
                           " return s.dataset.game === '6:' && s.dataset.state !== 'busy'; }")
    assert board(page) == [[mini, mini_colours]]
    page.locator('#nd-variants [data-tiles="8"]').click()
    page.wait_for_function("() => document.getElementById('nd-summary').dataset.game === '8:'")
    assert board(page) == [[classic, classic_colours]]
    assert page.errors == []


def test_a_guess_checked_while_the_variant_changes_stays_in_its_own_game(page, site_url):
    """Enter, then another variant chosen while the guess is checked (Python busy, or still starting): the guess
    was played on the other variant's board, all black (Mini got 9*8-7=65, whose link and tiles then disagreed).
    It stays typed in the game it was typed in."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    type_keys(page, "9*8-7=65")
    hold_python(page)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function("() => document.querySelector('#nerdle-widget .pz-status').textContent"
                           " === 'Checking 9*8-7=65\u2026'")
    page.locator('#nd-keyboard [data-key="Backspace"]').click()  # tapped during the check: for this row
    page.locator('#nd-variants [data-tiles="6"]').click()
    # the dropped check's words go with it (they stayed under Mini's board until Python answered)
    assert page.locator("#nerdle-widget .pz-status").text_content() == ""
    page.locator('#nd-keyboard [data-key="1"]').click()  # Mini's, at once (it waited for the old check, then went)
    assert typing(page) == "1"
    assert release_python(page)  # all this came while the check waited
    page.wait_for_function("() => document.getElementById('nd-summary').dataset.game === '6:'")
    wait_result(page, "")
    assert board(page) == [] and typing(page) == "1"
    assert "g" not in parse_qs(urlparse(page.url).query)
    page.locator('#nd-variants [data-tiles="8"]').click()
    page.wait_for_function("() => document.getElementById('nd-summary').dataset.game === '8:'")
    assert board(page) == [] and typing(page) == "9*8-7=6"
    # Reset while a guess is checked: it goes with the rest (it was then played on the emptied board)
    page.locator('#nd-keyboard [data-key="5"]').click()
    hold_python(page)
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    page.wait_for_function("() => document.querySelector('#nerdle-widget .pz-status').textContent"
                           " === 'Checking 9*8-7=65\u2026'")
    page.locator("#nd-reset").click()
    assert release_python(page)  # the Reset came while the check waited
    wait_result(page, "")
    assert board(page) == [] and typing(page) == ""
    assert page.errors == []


def test_a_reload_keeps_what_another_game_of_the_page_did_not_touch(phone_page, site_url):
    """The half-typed row and colours still being set come back after a reload, also once another game of the
    page (Bi-Nerdle, Instant) has written its own part of the address (the row was lost), and colours half set
    are not called wrong by the reload (they were at once: 'tile 6 ('='): no answer makes it black')."""
    page = phone_page
    # the colours of a guess being set, then a reload
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    enter_guess(page, "9*8-7=65")
    set_colours(page, 0, "BGGBBBBB")
    wait_result(page, "9*8-7=65:BGGBBBBB")
    unfit = "No answer fits these colours yet. Tile 6 ('='): no answer makes it black; it can only be purple or green."
    assert summary(page) == unfit
    page.reload()
    wait_result(page, "9*8-7=65:BGGBBBBB")
    assert summary(page) == unfit
    assert page.locator("#nerdle-widget .pz-error").is_hidden()
    # a half-typed row, then another game's part of the address written, then a reload
    page.open(site_url + "nerdle/?g=52-34%3D18%3ABBPPBGGP")
    wait_result(page, "52-34=18:BBPPBGGP")
    type_keys(page, "6*8")
    page.locator("#ni-g1").fill("12+35=47")  # Instant Nerdle's own field: its part of the address
    page.wait_for_function("() => new URLSearchParams(location.search).has('i')")
    page.reload()
    page.wait_for_function("[...document.querySelectorAll('#nd-typing .tl-tile')].map(t => t.textContent).join('')"
                           " === '6*8'")
    assert page.errors == []


def test_use_suggestion_on_a_small_phone_brings_enter_into_view(tab, site_url):
    """After "Use suggestion" at 320 x 640, Enter (which plays it) was 85 px below the screen."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + "nerdle/?g=52-34%3D18%3ABBPPBGGP%2C6-3%2B8%3D11%3APPPBGGGB")
    wait_result(page, "52-34=18:BBPPBGGP,6-3+8=11:PPPBGGGB")
    page.locator("#nd-use").tap()
    page.wait_for_function("() => { const r = document.querySelector('#nd-keyboard [data-key=\"Enter\"]')"
                           ".getBoundingClientRect(); return r.bottom <= innerHeight && r.top >= 0; }")
    typed = page.locator("#nd-typing").bounding_box()
    assert typed["y"] >= 0 and typed["y"] + typed["height"] <= 640
    assert page.errors == []


def test_the_next_key_after_a_cancelled_answer_asks_again(page, site_url):
    """Cancel while the answer to new colours was worked out (a long Maxi turn), then a key: "Cancelled." went
    and the answer's place stayed blank. The key asks again."""
    page.open(site_url + "nerdle/?g=52-34%3D18%3ABBPPBGGP")
    wait_result(page, "52-34=18:BBPPBGGP")
    hold_python(page)
    page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="7"]').click()  # P to G: asked again
    cancel = page.locator("#nerdle-widget .pz-cancel")
    cancel.wait_for(state="visible")
    cancel.click()
    page.locator("#nerdle-widget .pz-error", has_text="Cancelled.").wait_for()
    page.evaluate("() => Puzzlers.cancel(window.__pzBusy.id)")
    page.locator('#nd-keyboard [data-key="1"]').click()
    wait_result(page, "52-34=18:BBPPBGGG")
    assert summary(page) != "" and page.locator("#nerdle-widget .pz-error").is_hidden()
    assert page.errors == []


def instant_untouched(page):
    """The Instant form as the page built it: no message, no answer, the focus not in it."""
    assert page.locator("#nerdle-instant .pz-error").is_hidden()
    assert page.locator("#ni-summary").text_content() == "Type the two guesses the game shows and their colours."
    assert page.locator("#ni-candidates li").count() == 0
    assert page.evaluate("!document.getElementById('nerdle-instant').contains(document.activeElement)")


def test_a_half_filled_instant_form_only_gets_its_fields_back(page, site_url):
    """The address follows the form at each key: a reload (or Back) of a form half filled jumped 4,100 px down to
    its empty colours field, focused it (a phone's keyboard opened) and showed an error nobody asked for. Now its
    fields come back and nothing else happens; a whole link still opens at its answer."""
    page.open(site_url + "nerdle/?i=" + quote("9*8-7=65:", safe="*"))
    assert page.locator("#ni-g1").input_value() == "9*8-7=65"
    assert page.locator("#ni-f1").input_value() == ""
    instant_untouched(page)
    assert page.evaluate("window.scrollY") == 0
    page.evaluate("window.scrollTo(0, 0)")
    page.reload()
    wait_result(page, "")
    assert page.locator("#ni-g1").input_value() == "9*8-7=65"
    instant_untouched(page)
    assert page.evaluate("window.scrollY") == 0
    # with the Classic game in the address too (no jump then, but the same error)
    page.open(site_url + "nerdle/?g=52-34%3D18%3ABPPPBGGB&i=" + quote("9*8-7=65:PGBGPGBB,10-4-1=5:", safe="*"))
    wait_result(page, "52-34=18:BPPPBGGB")
    assert page.locator("#ni-g2").input_value() == "10-4-1=5"
    instant_untouched(page)
    # a whole link: its answer, as before
    page.open(site_url + "nerdle/?i=" + quote("9*8-7=65:PGBGPGBB,10-4-1=5:PBPBBBPB", safe="*"))
    page.wait_for_function("() => document.querySelectorAll('#ni-candidates li').length === 4")
    assert page.locator("#ni-summary").text_content() == "4 answers still possible."
    assert page.errors == []


def test_colours_called_wrong_outlast_the_row_length_notes(page, site_url):
    """Colours no answer gives, then a short row entered or a key past the last tile: the note on the row's length
    took the message's place ("That message stays while you type the next guess", the page says), and the help line
    went on pointing at tiles no message named."""
    page.open(site_url + "nerdle/?g=48-32%3D16:PBBPGGBB")
    wait_result(page, "48-32=16:PBBPGGBB")
    page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="5"]').click()  # '=' black
    wait_result(page, "48-32=16:PBBPGBBB")
    error = page.locator("#nerdle-widget .pz-error")
    message = error.text_content()
    assert message.startswith("Guess 1 (48-32=16), tile 6 ('='): no answer makes it black")
    help_line = "Tap the tiles the message names to fix their colours, or Undo."
    assert page.locator("#nd-help").text_content() == help_line
    type_keys(page, "3*9")
    page.locator('#nd-keyboard [data-key="Enter"]').click()
    assert error.is_visible() and error.text_content() == message
    assert page.locator("#nd-help").text_content() == help_line
    type_keys(page, "-2=250")  # the 9th key: the row is full
    assert typing(page) == "3*9-2=25"
    assert error.is_visible() and error.text_content() == message
    assert page.locator("#nd-help").text_content() == help_line
    assert page.errors == []


def test_reset_can_be_undone_with_back(page, site_url):
    """Reset wiped the game with no way back (the address was replaced): now it is a new entry of the history, and
    Back brings the game back. Reset of an empty game cannot be pressed (nothing to clear), so adds nothing."""
    key = "48-32=16:PBBPGGBB,9*8-7=65:BGBPBPPB"
    page.open(site_url + "nerdle/?g=" + quote(key, safe="*:,"))
    wait_result(page, key)
    page.locator("#nd-reset").click()
    wait_result(page, "")
    assert page.evaluate("location.search") == ""
    assert board(page) == []
    assert page.locator("#nd-reset").is_disabled()
    page.go_back()
    wait_result(page, key)
    assert board(page) == [["48-32=16", "PBBPGGBB"], ["9*8-7=65", "BGBPBPPB"]]
    page.go_forward()
    wait_result(page, "")
    assert board(page) == []
    # (history.length is no measure: the shared page's history is capped at 50 entries)
    assert page.errors == []


def test_instant_takes_x_for_times_and_says_colours(page, site_url):
    """The boards take x, X and × for * and ÷ for /: the Instant form refused them ("uses 'x'"). Its messages said
    "feedback" where the form says "Colours"."""
    page.open(site_url + "nerdle/")
    page.locator("#ni-g1").fill("9x8-7=65")
    page.locator("#ni-f1").fill("PGBGPGBB")
    page.locator("#ni-g2").fill("10-4-1=5")
    page.locator("#ni-f2").fill("PBPBB")
    page.locator("#ni-f2").press("Enter")
    error = page.locator("#nerdle-instant .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == "Guess 2 (10-4-1=5): colours need 8 letters (one per tile): 5 given in 'PBPBB'."
    page.locator("#ni-f2").fill("PBPBBBPB")
    page.locator("#ni-g1").fill("9×8-7=65")
    page.locator("#ni-f2").press("Enter")
    page.wait_for_function("() => document.querySelectorAll('#ni-candidates li').length === 4")
    assert page.locator("#ni-summary").text_content() == "4 answers still possible."
    assert error.is_hidden()
    assert page.errors == []


def test_an_all_green_guess_that_cannot_be_the_answer_says_guess_and_undo(page, site_url):
    """The board's rows are guesses ("Guess 1"): the message said "Turn 1", and the help line was empty."""
    page.open(site_url + "nerdle/?g=01%2B02%3D03:GGGGGGGG")
    wait_result(page, "01+02=03:GGGGGGGG")
    assert page.locator("#nerdle-widget .pz-error").text_content() == (
        "Guess 1 (01+02=03) is all green, but it cannot be the answer: answers have no 0 on its own left of '=', no "
        "leading zeros and no signs.")
    assert page.locator("#nd-help").text_content() == "Tap the tiles the message names to fix their colours, or Undo."
    assert page.errors == []


def test_an_instant_link_with_its_plus_not_escaped_is_read(page, site_url):
    """A link's "+" not written as %2B reads as a space: ?i=12+35=47:... filled "12 35=47" and was refused ("uses
    ' '"), while the boards' g= and m= links read it as "+"."""
    page.open(site_url + "nerdle/?i=12+35=47:BBBBPGBP,10-4-1=5:BBPBBBPG")
    page.wait_for_function("document.querySelector('#ni-summary').textContent.endsWith('still possible.')")
    assert page.locator("#ni-g1").input_value() == "12+35=47"
    expected = nerdle_web.web_instant(["12+35=47:BBBBPGBP", "10-4-1=5:BBPBBBPG"])
    assert page.locator("#ni-summary").text_content() == f"{expected['count']} answers still possible."
    assert page.locator("#ni-candidates li").all_text_contents() == expected["candidates"]
    assert page.locator("#nerdle-instant .pz-error").is_hidden()
    assert page.errors == []


def test_the_answer_is_named_when_the_six_guesses_are_played(phone_page, site_url):
    """Six guesses played without a win: the answer line said "1 answer possible." and the answer was only in the
    list below the screen, while the help still asked for taps as if a next guess came. The few answers left are
    named, and the help says what the taps still do."""
    page = phone_page
    answer = "9*8-7=65"

    def turns(guesses):
        return ",".join(f"{guess}:{score(guess, answer)}" for guess in guesses)

    played = ["12+34=46", "7*8-9=47", "1*2*3=06", "3*3*3=27", "9*9-1=80"]
    page.open(site_url + "nerdle/?g=" + quote(turns(played), safe="*"))
    wait_result(page, turns(played))
    for ch in "10+20=30":
        page.locator(f'#nd-keyboard [data-key="{ch}"]').tap()
    page.locator('#nd-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nd-board .tl-row[data-row="5"]')
    set_colours(page, 5, score("10+20=30", answer), tap=True)
    wait_result(page, turns(played + ["10+20=30"]))
    assert summary(page) == "The answer is 9*8-7=65."
    page.wait_for_function(IN_VIEW, arg="#nd-summary")
    help_line = page.locator("#nd-help")
    assert help_line.text_content() == "Tap the tiles of 10+20=30: black → purple → green. The answer follows."
    # in its box of two lines: the keypad under it does not move
    assert help_line.evaluate("e => e.offsetHeight <= 2 * parseFloat(getComputedStyle(e).lineHeight) + 1")
    assert page.locator("#nd-more").text_content() == "The answer:"
    # Two or three answers left are named too; more are counted
    for last, said in [("3*3*3=27", "The answer is 8*9-7=65, 9*8-7=65 or 9*9-6=75."),
                       ("58-23=35", "The answer is 8*9-7=65 or 9*8-7=65."),
                       ("1*2*3=06", "8 answers possible.")]:
        guesses = ["12+34=46"] + ["10+20=30"] * 4 + [last]
        page.open(site_url + "nerdle/?g=" + quote(turns(guesses), safe="*"))
        wait_result(page, turns(guesses))
        assert summary(page).strip() == said
        assert help_line.text_content() == "The game gives 6 guesses, and all are played."
    assert page.errors == []


def test_use_suggestion_over_another_typed_guess_says_why_it_waits(phone_page, site_url):
    """"Use suggestion" over another typed guess was disabled, with its reason in a tooltip a touch screen never
    shows. Pressed, it says what a candidate tapped says."""
    page = phone_page
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    for ch in "12+35=47":
        page.locator(f'#nd-keyboard [data-key="{ch}"]').tap()
    use = page.locator("#nd-use")
    assert use.is_enabled() and use.get_attribute("title") is None
    use.tap()
    error = page.locator("#nerdle-widget .pz-error")
    assert error.text_content() == "Delete the typed guess first (⌫) to type another one."
    assert board(page) == [] and typing(page) == "12+35=47"
    page.locator("#nd-candidates button").first.tap()
    assert error.text_content() == "Delete the typed guess first (⌫) to type another one."
    assert typing(page) == "12+35=47"
    assert page.errors == []


def test_cancel_focused_while_the_answer_is_worked_out_gives_the_focus_back_to_the_tile(page, site_url):
    """Keyboard alone: Space on a tile starts a long answer, Tab goes to its Cancel, and the answer comes on its
    own. Cancel goes, and the focus goes back to the tile (it fell to the page's start, out of view)."""
    page.open(site_url + "nerdle/?g=52-34%3D18%3ABBPPBGGP")
    wait_result(page, "52-34=18:BBPPBGGP")
    tile = '#nd-board .tl-row[data-row="0"] .tl-tile[data-index="7"]'
    hold_python(page)  # the answer waits behind it: Cancel shows, whatever the machine's speed
    try:
        page.locator(tile).focus()
        page.keyboard.press(" ")  # P to G
        cancel = page.locator("#nerdle-widget .pz-cancel")
        cancel.wait_for(state="visible")
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.classList.contains('pz-cancel')")
    finally:
        assert release_python(page)  # the answer still waited (the new Python works it out)
    wait_result(page, "52-34=18:BBPPBGGG")
    assert summary(page) != "" and cancel.is_hidden()
    assert page.evaluate(f"document.activeElement === document.querySelector('{tile}')")
    assert page.locator(tile).get_attribute("data-mark") == "G"
    assert page.errors == []


def test_long_work_after_a_tap_is_said_to_be_running(page, site_url):
    """A screen reader heard nothing between a tile's press that started long work and its answer (the progress
    bar is no live region): "Working…" is said once while it runs, then the answer."""
    page.open(site_url + "nerdle/?g=52-34%3D18%3ABBPPBGGP")
    wait_result(page, "52-34=18:BBPPBGGP")
    page.evaluate(RECORD_ANNOUNCED)
    try:
        hold_python(page)  # the answer waits behind it: the work runs on until released
        try:
            page.locator('#nd-board .tl-row[data-row="0"] .tl-tile[data-index="7"]').focus()
            page.keyboard.press(" ")  # P to G
            page.wait_for_function("() => window.announced.includes('Working…')")
        finally:
            assert release_python(page)  # the answer still waited when it was said
        wait_result(page, "52-34=18:BBPPBGGG")
        assert page.evaluate("window.announced").count("Working…") == 1
    finally:
        page.evaluate("window.__pzAnnounced.disconnect()")
    assert page.errors == []


FOCUSED_CANDIDATE = """() => { const e = document.activeElement;
  return e && e.classList.contains('tl-candidate') ? e.textContent : null; }"""


def test_the_possible_answers_are_one_tab_stop_with_arrows_between_them(page, site_url):
    """The list of possible answers (up to 50 buttons) was 50 Tab stops between the board and what follows: it is
    one (a roving tabindex). The arrows, Home and End go from one to another; Enter types the one focused."""
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    listed = candidates(page)
    assert len(listed) == 50
    page.locator("#nd-more-box").focus()  # the element before the list: its scrolling box
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED_CANDIDATE) == listed[0]
    assert page.locator('#nd-candidates button[tabindex="0"]').count() == 1
    page.keyboard.press("Tab")  # out of the list at once
    assert page.evaluate(FOCUSED_CANDIDATE) is None
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED_CANDIDATE) == listed[0]
    page.keyboard.press("ArrowUp")  # at the first: stays
    assert page.evaluate(FOCUSED_CANDIDATE) == listed[0]
    page.keyboard.press("End")
    assert page.evaluate(FOCUSED_CANDIDATE) == listed[-1]
    page.keyboard.press("Home")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(FOCUSED_CANDIDATE) == listed[1]
    # Tab leaves the list and Shift+Tab comes back to the one last focused
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED_CANDIDATE) == listed[1]
    page.keyboard.press("Enter")
    assert page.locator("#nd-typing .tl-tile").all_text_contents() == list(listed[1])
    page.keyboard.press("Backspace")  # leave the board as found: the typed row emptied
    for _ in range(7):
        page.keyboard.press("Backspace")
    assert "".join(page.locator("#nd-typing .tl-tile").all_text_contents()) == ""
    assert page.errors == []


def test_instant_names_the_two_answers_left_in_its_summary(page, site_url):
    """Two answers left: the summary names them ("A or B"), as the board names a finished game's last few (a
    screen reader heard "2 answers still possible." alone)."""
    turns = [{"guess": "12+35=47", "feedback": "PPBGBGPB"}, {"guess": "9*8-7=65", "feedback": "BBPPBGPB"}]
    expected = nerdle_web.web_instant(turns)
    assert expected["count"] == 2
    first, second = expected["candidates"]
    link = ",".join(f"{t['guess']}:{t['feedback']}" for t in turns)
    page.open(site_url + "nerdle/?i=" + quote(link, safe=":,") + "#instant-nerdle")
    page.wait_for_function("document.querySelector('#ni-summary').textContent.includes('possible')")
    assert page.locator("#ni-summary").text_content() == f"2 answers still possible: {first} or {second}."
    assert page.locator("#ni-candidates li").all_text_contents() == expected["candidates"]
    assert page.errors == []


def test_a_link_s_colours_may_use_the_other_letters_the_instant_form_takes(page, site_url):
    """Y (yellow) and X (grey), the letters the command line and the Instant form take, dropped a link's whole
    guess ("colours must be 8 of G, P, B") and the address lost it."""
    page.open(site_url + "nerdle/?g=52-34%3D18%3Axyyyxggx&i=" + quote("9*8-7=65:pgxgygxx,10-4-1=5:YXYXXXPX", safe="*"))
    wait_result(page, "52-34=18:BPPPBGGB")
    assert page.locator("#nerdle-widget .pz-error").is_hidden()
    assert "g=52-34%3D18%3ABPPPBGGB" in page.url
    page.wait_for_function("() => document.querySelectorAll('#ni-candidates li').length === 4")
    assert page.locator("#nerdle-instant .pz-error").is_hidden()
    assert page.errors == []


def test_enter_in_an_instant_field_goes_on_to_the_next_empty_one(phone_page, site_url):
    """Enter (a phone's Next: the fields say enterkeyhint) in a field with a later one still empty moves on to it
    without a word; with every field filled in, it looks for the answer. Each Enter marked the next field in red
    ("Guess 1: type its colours, one letter per tile (G, P, B).")."""
    page = phone_page
    page.open(site_url + "nerdle/")
    wait_result(page, "")
    error = page.locator("#nerdle-instant .pz-error")
    assert page.locator("#ni-form input.pz-input").evaluate_all(
        "fields => fields.map((f) => [f.id, f.enterKeyHint, f.getAttribute('autocorrect')])") == [
        ["ni-g1", "next", "off"], ["ni-f1", "next", "off"], ["ni-g2", "next", "off"], ["ni-f2", "go", "off"]]
    for field, text, then in (("ni-g1", "9*8-7=65", "ni-f1"), ("ni-f1", "PGBGPGBB", "ni-g2"),
                              ("ni-g2", "10-4-1=5", "ni-f2")):
        page.locator(f"#{field}").fill(text)
        page.locator(f"#{field}").press("Enter")
        page.wait_for_function("id => document.activeElement.id === id", arg=then)
        assert error.is_hidden()
        assert page.locator(f"#{then}").get_attribute("aria-invalid") is None
    page.locator("#ni-f2").fill("PBPBBBPB")
    page.locator("#ni-f2").press("Enter")
    page.wait_for_function("document.querySelector('#ni-summary').textContent === '4 answers still possible.'")
    assert page.errors == []


def test_a_link_of_many_bad_guesses_names_three_and_shows_no_hidden_characters(page, site_url):
    """A link a stranger made: 2,000 bad guesses named the first three and counts the rest (the message was a box
    51,000 px high), and a right-to-left override in a value is not obeyed (it turned the rest of the sentence
    around): left out, as every invisible format character is."""
    page.open(site_url + "nerdle/?g=" + ",".join(["12*2=24:GGGGGGGG"] * 2000))
    error = page.locator("#nerdle-widget .pz-error")
    error.wait_for()
    assert error.text_content() == (
        "This link could not be read whole: left out these guesses: 12*2=24:GGGGGGGG (7 tiles, not 8); "
        "12*2=24:GGGGGGGG (7 tiles, not 8); 12*2=24:GGGGGGGG (7 tiles, not 8) and 1,997 more.")
    page.open(site_url + "nerdle/?v=abc%E2%80%AEdef")
    page.wait_for_function("document.querySelector('#nerdle-widget .pz-error').textContent.includes('variant')")
    assert error.text_content() == "This link could not be read whole: no variant has abcdef tiles."
    assert page.errors == []


#: A page that runs as the app added to a phone's home screen (display-mode: standalone, which Chromium's media
#: emulation does not offer): its matchMedia says so.
IN_APP = """(() => { const match = window.matchMedia.bind(window);
  window.matchMedia = (query) => /display-mode:\\s*standalone/.test(query)
    ? { matches: true, media: query, onchange: null, addEventListener() {}, removeEventListener() {},
        addListener() {}, removeListener() {}, dispatchEvent() { return false; } }
    : match(query); })();"""


def test_the_app_reopened_brings_its_game_back(tab, site_url):
    """Added to the home screen, the site runs as an app with no address bar: a phone that closed it in the
    background reopened Nerdle empty, the game lost. A game played there comes back when the app opens the page
    again; in a browser's tab, the page opened afresh starts afresh (its address is what keeps a game)."""
    app = tab(phone=True)
    app.add_init_script(IN_APP)
    app.goto(site_url + "nerdle/")
    wait_result(app, "")
    type_keys(app, "48-32=16")
    enter_turn(app, 0, "48-32=16", "BBBPPGPB", "48-32=16:BBBPPGPB")
    app.close()

    again = tab(phone=True)
    again.add_init_script(IN_APP)
    again.goto(site_url + "nerdle/")
    wait_result(again, "48-32=16:BBBPPGPB")
    assert board(again) == [["48-32=16", "BBBPPGPB"]]
    assert parse_qs(urlparse(again.url).query)["g"] == ["48-32=16:BBBPPGPB"]

    browser_tab = tab(phone=True)
    browser_tab.goto(site_url + "nerdle/")
    wait_result(browser_tab, "")
    assert board(browser_tab) == [] and urlparse(browser_tab.url).query == ""
    assert again.errors == [] and browser_tab.errors == []


def test_instant_colours_changed_while_python_was_busy_get_no_error_of_the_old_ones(page, site_url):
    """Find the answer, then a colour changed before Python answered: the page said "Changed: press Find the answer"
    but the old colours' error came after it and stayed ("Guess 2 (…): the colours … do not fit the answer …")."""
    page.open(site_url + "nerdle/?i=9*8-7=65:GGGGGGGG,10-4-1=5:PBPBBBPB#instant-nerdle")
    error = page.locator("#nerdle-instant .ni-run .pz-error")
    error.wait_for()
    assert "do not fit" in error.text_content()
    hold_python(page, "import time\ntime.sleep(2)")
    page.locator("#ni-f2").press("Enter")
    page.wait_for_function("document.querySelector('#ni-summary').textContent === 'Looking…'")
    page.locator("#ni-f1").fill("PGBGPGBB")
    changed = "Changed: press Find the answer (or Enter) for these guesses."
    assert page.locator("#ni-summary").text_content() == changed
    page.evaluate("() => window.__pzBusy")
    page.evaluate("() => Puzzlers.call('web', 'run_example', { code: '1' })")  # after Find's request
    assert page.locator("#ni-summary").text_content() == changed
    assert error.is_hidden()
    assert page.errors == []
