"""Bi-Nerdle and Quad-Nerdle on the Nerdle page (site/js/nerdle-multi.js): a turn played with the keys and taps
gives the library's suggestion and each board's count (checked against puzzlers.nerdle.web.web_multi run on
CPython), a share link restores every board, bad colours get a message naming the board and the tile, the phone
layout does not scroll sideways."""

from urllib.parse import parse_qs, quote, urlparse

import pytest

from puzzlers import nerdle
from puzzlers.feedback import score

from .conftest import IN_VIEW, boxes, hold_python, release_python, web
from .test_phone_layout import SHARE_STUB

nerdle_web = web("nerdle")
STATES = ("ok", "solved", "error", "pending", "unfit")


def wait_multi(page, key):
    """Wait until the assistant has answered for the game ``key`` (the share link's m=); return its state."""
    page.wait_for_function(
        "([k, states]) => { const s = document.getElementById('nm-summary');"
        " return s && s.dataset.key === k && states.includes(s.dataset.state); }", arg=[key, list(STATES)])
    return page.locator("#nm-summary").get_attribute("data-state")


def wait_answered(page, key):
    """Wait until the assistant's answer for ``key`` is shown (a fresh page may compute it twice while Python
    starts, 'busy' between)."""
    page.wait_for_function("k => { const s = document.getElementById('nm-summary');"
                           " return s && s.dataset.key === k && s.dataset.state === 'ok'; }", arg=key)


def open_multi(page, url):
    page.open(url)
    page.locator("#nerdle-multi").scroll_into_view_if_needed()


def type_keys(page, text):
    for ch in text:
        page.locator(f'#nm-keyboard [data-key="{ch}"]').click()


def enter_guess(page, guess, row=0):
    """Type ``guess`` on the keys and enter it: its row (``row``) is drawn on the boards."""
    type_keys(page, guess)
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    page.wait_for_selector(f'#nm-board-2 .tl-row[data-row="{row}"]')


def set_colours(page, board, row, feedback, tap=False):
    for i, mark in enumerate(feedback):
        for _ in range("BPG".index(mark)):
            tile = page.locator(f'#nm-board-{board} .tl-row[data-row="{row}"] .tl-tile[data-index="{i}"]')
            tile.tap() if tap else tile.click()


def titles(page, boards):
    return [page.locator(f"#nm-title-{b}").text_content() for b in range(1, boards + 1)]


def key_of(boards, turns):
    return f"{boards}:" + ";".join(f"{g}:{','.join(rows)}" for g, rows in turns)


def test_a_bi_nerdle_turn_gives_the_suggestion_and_each_boards_count(page, site_url):
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    assert page.locator("#nerdle-multi .pz-error").is_hidden()
    opener = nerdle_web.web_multi(2, [])
    assert page.locator("#nm-suggestion").text_content() == opener["suggestion"]
    assert titles(page, 2) == [f"Board {b}: 17,723 answers possible" for b in (1, 2)]
    answers = ["10+20=30", "7*8-6=50"]
    page.locator("#nm-use").click()
    assert page.locator("#nm-typing .tl-tile").all_text_contents() == list(opener["suggestion"])
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#nm-board-2 .tl-row[data-row="0"]')
    rows = [score(opener["suggestion"], a) for a in answers]
    for b, fb in enumerate(rows, 1):
        set_colours(page, b, 0, fb)
    turns = [(opener["suggestion"], rows)]
    assert wait_multi(page, key_of(2, turns)) == "ok"
    ms = [page.locator("#nm-summary").get_attribute("data-ms")]
    expected = nerdle_web.web_multi(2, [{"guess": g, "feedback": r} for g, r in turns], max_candidates=20)
    assert [b["remaining"] for b in expected["boards"]] == [119, 12]
    assert page.locator("#nm-suggestion").text_content() == expected["suggestion"]
    assert titles(page, 2) == ["Board 1: 119 answers possible", "Board 2: 12 answers possible"]
    assert page.locator("#nm-candidates-2 li").all_text_contents() == expected["boards"][1]["candidates"]
    assert "(6 guesses left of 7)" in page.locator("#nm-help").text_content()
    assert parse_qs(urlparse(page.url).query)["m"] == [key_of(2, turns)]
    # Board 2's answer typed with the physical keyboard (the focus in the widget), all green there.
    page.locator("#nm-board").focus()
    page.keyboard.type("7*8-6=50")
    page.keyboard.press("Enter")
    page.wait_for_selector('#nm-board-2 .tl-row[data-row="1"]')
    # typed on the keyboard: the help line speaks of keys (it said "Tap the tiles"), and the rows' names of colours
    assert page.locator("#nm-help").text_content() == (
        "Tab to the tiles of 7*8-6=50 on each board: Enter or Space changes a tile's colour (black → purple → green).")
    assert page.locator('#nm-board-1 .tl-row[data-row="1"]').get_attribute("aria-label") == (
        "Board 1, guess 2: 7 times 8-6=50, 8 black")
    set_colours(page, 1, 1, score("7*8-6=50", answers[0]))
    set_colours(page, 2, 1, "G" * 8)
    turns.append(("7*8-6=50", [score("7*8-6=50", answers[0]), "G" * 8]))
    assert wait_multi(page, key_of(2, turns)) == "ok"
    ms.append(page.locator("#nm-summary").get_attribute("data-ms"))
    print(f"\nBi-Nerdle 10+20=30, 7*8-6=50: ms per turn (after turns 1 and 2) {ms}")
    assert titles(page, 2)[1] == "Board 2: solved in 2, 7*8-6=50"
    # The next guess goes on board 1 only; board 2 takes "-".
    type_keys(page, "10+20=30")
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#nm-board-1 .tl-row[data-row="2"]')
    assert page.locator('#nm-board-2 .tl-row[data-row="2"]').count() == 0
    set_colours(page, 1, 2, "G" * 8)
    turns.append(("10+20=30", ["G" * 8, "-"]))
    assert wait_multi(page, key_of(2, turns)) == "solved"
    # (said "All 2 boards solved in 3 guesses.")
    assert page.locator("#nm-summary").text_content() == "Both boards solved in 3 guesses."
    # The Classic board above did not take the typed keys.
    assert page.locator("#nd-board .tl-row[data-guess]").count() == 0
    assert "g" not in parse_qs(urlparse(page.url).query)
    assert page.errors == []


def test_a_tile_keeps_the_keyboard_focus_through_the_answer(page, site_url):
    """Space on a tile of an entered guess: the colour changes, the answer comes, the focus stays on that tile."""
    open_multi(page, site_url + "nerdle/?m=2:9*8-7%3D65:BBBBBBBB,BBBBBBBB")
    key = "2:9*8-7=65:BBBBBBBB,BBBBBBBB"
    wait_multi(page, key)
    tile = '#nm-board-1 .tl-row[data-row="0"] .tl-tile[data-index="0"]'
    page.locator(tile).focus()
    page.keyboard.press(" ")
    wait_multi(page, "2:9*8-7=65:PBBBBBBB,BBBBBBBB")
    assert page.evaluate(f"document.activeElement === document.querySelector('{tile}')")
    assert page.locator(tile).get_attribute("data-mark") == "P"
    assert page.errors == []


def test_keys_typed_after_a_click_on_a_board_go_to_this_game(page, site_url):
    """A click on a board (no focusable element there) leaves the focus nowhere: the typed keys went to the Classic
    game above, and Enter scrolled the page up to it. The typing row takes the focus instead."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    page.locator("#nm-title-1").click()
    page.keyboard.type("52-34=18")
    page.keyboard.press("Enter")
    page.wait_for_selector('#nm-board-1 .tl-row[data-row="0"]')
    assert page.evaluate("document.activeElement.closest('#nerdle-multi') !== null")
    assert page.locator("#nd-typing .tl-tile").all_text_contents() in ([], [""] * 8)
    assert page.locator("#nd-board .tl-row[data-guess]").count() == 0
    assert page.errors == []


def test_with_the_keyboard_alone_a_guess_entered_is_coloured_next(page, site_url):
    """Enter: the new row's first tile takes the focus (the typing row comes after the boards, so Tab went to the
    keys); Space colours it, the arrows go on to the next tile; the next guess typed goes back to the typing row.
    Each board's tiles are one Tab stop (Tab went through every tile of every board)."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    page.locator("#nm-board").focus()
    page.keyboard.type("52-34=18")
    page.keyboard.press("Enter")
    page.wait_for_selector('#nm-board-1 .tl-row[data-row="0"]')
    first = '#nm-board-1 .tl-row[data-row="0"] .tl-tile[data-index="0"]'
    page.wait_for_function(f"document.activeElement === document.querySelector('{first}')")
    page.wait_for_function("document.querySelector('#pz-announce')?.textContent"
                           " === '52-34=18 entered: set its colours on each board.'")
    # Space changes the colour as the key goes down: a button acts when it comes up, and the answer arriving in
    # between redrew the boards (a new button under the key), which lost 5 presses of 25
    page.keyboard.down(" ")
    assert page.locator(first).get_attribute("data-mark") == "P"
    page.keyboard.up(" ")
    page.keyboard.press("ArrowRight")
    page.keyboard.press(" ")
    page.keyboard.press(" ")
    assert page.locator('#nm-board-1 .tl-row[data-row="0"] .tl-tile').evaluate_all(
        "tiles => tiles.map(t => t.dataset.mark).join('')") == "PGBBBBBB"
    # Tab: on to board 2's tiles, at its last guess's first tile; Shift+Tab back to the tile left on board 1
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("Board 2, guess 1, tile 1:")
    assert page.locator('#nm-grid button.tl-tile[tabindex="0"]').count() == 2
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')").startswith("Board 1, guess 1, tile 2:")
    page.keyboard.type("7")
    assert page.evaluate("document.activeElement.id") == "nm-board"
    assert page.locator("#nm-typing .tl-tile").first.text_content() == "7"
    assert page.errors == []


def test_colours_half_set_on_other_boards_are_no_error_yet(page, site_url):
    """Board 2's tiles set first while board 1 is still all black (which no answer fits: a guess's '=' is green or
    purple): no alert naming board 1 at each tap, a calm line instead; the next guess waits for board 1's colours;
    Enter makes the colours final, and the error comes."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    enter_guess(page, "52-34=18")
    set_colours(page, 2, 0, "PBPBBGBP")
    key = key_of(2, [("52-34=18", ["BBBBBBBB", "PBPBBGBP"])])
    assert wait_multi(page, key) == "unfit"
    assert page.locator("#nm-summary").text_content() == ("No answer fits these colours yet: set the tiles of every "
                                                          "board.")
    error = page.locator("#nerdle-multi .pz-error")
    assert error.is_hidden()
    assert page.locator("#nm-help").text_content() == (
        "Tap the tiles of 52-34=18 on each board until they show the game's colours (black → purple → green).")
    type_keys(page, "10+20=30")
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    assert error.text_content() == "Set the colours of 52-34=18 on board 1 first."
    assert page.locator('#nm-board-1 .tl-row[data-row="1"]').count() == 0
    for _ in range(8):
        page.locator('#nm-keyboard [data-key="Backspace"]').click()
    page.locator("#nm-board").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#nm-summary').dataset.state === 'error'")
    assert error.text_content().startswith("Turn 1 (52-34=18), board 1, tile 6")
    assert page.errors == []


def test_colours_being_set_on_every_board_are_no_error_until_the_next_guess(page, site_url):
    """Every board's tiles tapped, the row not finished ('=' still black): no alert at each tap naming a tile not
    reached yet (it came and went three times on the way to tile 6); the next guess typed, or Enter on the empty
    row ("Type a guess first." before, the calm line kept), makes the colours final, and the error comes."""
    open_multi(page, site_url + "nerdle/")
    error = page.locator("#nerdle-multi .pz-error")
    key = key_of(2, [("52-34=18", ["PBBBBBBB", "PBBBBBBB"])])
    for final in ("1", "Enter"):
        if final == "Enter":
            page.locator("#nm-reset").click()
        assert wait_multi(page, "") == "ok"
        enter_guess(page, "52-34=18")
        set_colours(page, 1, 0, "PBBBBBBB")
        set_colours(page, 2, 0, "PBBBBBBB")
        assert wait_multi(page, key) == "unfit"
        assert page.locator("#nm-summary").text_content() == ("No answer fits these colours yet: set the rest of "
                                                              "the tiles, or press Enter to check them.")
        assert error.is_hidden()
        page.locator(f'#nm-keyboard [data-key="{final}"]').click()
        error.wait_for(state="visible")
        assert error.text_content().startswith("Turn 1 (52-34=18), board 1, tile 6 ('='): no answer"), final
    assert page.errors == []


def test_colours_being_set_and_a_typed_row_survive_a_reload(page, site_url):
    """A reload while the last guess's colours are being set: they stay "being set" (the error came at once, the
    link holding no such state), board 1's untapped tiles still wait, and a half-typed next guess is kept; the
    same link opened afresh (no reload in this tab) says its colours are wrong at once, as a shared link should."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    enter_guess(page, "52-34=18")
    set_colours(page, 2, 0, "PBPBBGBP")
    key = key_of(2, [("52-34=18", ["BBBBBBBB", "PBPBBGBP"])])
    assert wait_multi(page, key) == "unfit"
    page.reload()
    assert wait_multi(page, key) == "unfit"
    assert page.locator("#nm-summary").text_content() == ("No answer fits these colours yet: set the tiles of every "
                                                          "board.")
    error = page.locator("#nerdle-multi .pz-error")
    assert error.is_hidden()
    # board 1 set (the '=' left black: no answer yet), then the next guess half typed, then a reload
    set_colours(page, 1, 0, "PBBBBBBB")
    key = key_of(2, [("52-34=18", ["PBBBBBBB", "PBPBBGBP"])])
    assert wait_multi(page, key) == "unfit"
    page.reload()
    assert wait_multi(page, key) == "unfit"
    assert page.locator("#nm-summary").text_content() == ("No answer fits these colours yet: set the rest of the "
                                                          "tiles, or press Enter to check them.")
    assert error.is_hidden()
    type_keys(page, "1")
    error.wait_for(state="visible")
    assert error.text_content().startswith("Turn 1 (52-34=18), board 1, tile 6 ('='): no answer")
    type_keys(page, "0+2")
    page.reload()
    page.wait_for_function("document.querySelectorAll('#nm-typing .tl-tile').length === 8")
    assert "".join(page.locator("#nm-typing .tl-tile").all_text_contents()) == "10+2"
    assert wait_multi(page, key) == "error"
    assert error.text_content().startswith("Turn 1 (52-34=18), board 1, tile 6 ('='): no answer")
    # the same link in a new tab: its colours are final
    other = page.context.new_page()
    other.goto(page.url)
    other.wait_for_function("k => document.getElementById('nm-summary').dataset.key === k"
                            " && document.getElementById('nm-summary').dataset.state === 'error'", arg=key)
    assert "".join(other.locator("#nm-typing .tl-tile").all_text_contents()) == ""
    other.close()
    assert page.errors == []


def test_a_share_link_restores_both_boards_and_survives_a_reload(tab, site_url):
    page = tab()
    turns = [("52-34=18", ["BPBPBGPB", "PBPBBGBP"]), ("7*8-6=50", ["BBBBBGBB", "GGGGGGGG"])]
    key = key_of(2, turns)
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":,;"))
    assert wait_multi(page, key) == "ok"
    for b in (1, 2):
        rows = page.locator(f"#nm-board-{b} .tl-row").evaluate_all(
            "rows => rows.map(r => [r.dataset.guess, r.dataset.feedback])")
        assert rows == [[g, r[b - 1]] for g, r in turns]
    expected = nerdle_web.web_multi(2, [{"guess": g, "feedback": r} for g, r in turns])
    assert titles(page, 2) == ["Board 1: 11 answers possible", "Board 2: solved in 2, 7*8-6=50"]
    assert page.locator("#nm-suggestion").text_content() == expected["suggestion"]
    page.reload()
    assert wait_multi(page, key) == "ok"
    assert titles(page, 2) == ["Board 1: 11 answers possible", "Board 2: solved in 2, 7*8-6=50"]
    # Quad-Nerdle's link: four boards, ten guesses.
    quad = key_of(4, [("52-34=18", ["BPBPBGPB", "PBPBBGBP", "BBBBBGBB", "GGGGGGGG"])])
    page.goto(site_url + "nerdle/?m=" + quote(quad, safe=":,;"))
    assert wait_multi(page, quad) == "ok"
    assert page.locator(".nm-board").count() == 4
    assert titles(page, 4)[3] == "Board 4: solved in 1, 52-34=18"
    assert "(9 guesses left of 10)" in page.locator("#nm-help").text_content()
    assert page.errors == []


def test_a_board_down_to_one_answer_names_it_as_one(page, site_url):
    """A board with one answer left: its list's title said "all 1 answer (tap one to type it)"."""
    key = key_of(2, [("52-34=18", ["BPPPBGGB", "BGBGGGPB"])])
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":,;"))
    assert wait_multi(page, key) == "ok"
    assert titles(page, 2) == ["Board 1: 24 answers possible", "Board 2: 1 answer possible"]
    assert page.locator("#nm-more-1").text_content() == "Board 1: the first 20 of 24 (tap one to type it)"
    assert page.locator("#nm-more-2").text_content() == "Board 2: 1 answer (tap it to type it)"
    assert page.locator("#nm-candidates-2 li").all_text_contents() == ["12+34=46"]
    assert page.errors == []


def test_a_shared_game_opens_at_its_boards_on_a_phone(tab, site_url):
    """The boards are about 5,000 px down the Nerdle page: their share link names their section, so it opens
    there; the Classic game's link opens at the page's top. Each game's link holds its own state only (the Classic
    one held the boards' and the Instant form's, and opened at the Instant form). A link copied from the address
    bar, without its #section, opens at the boards too (it opened at the top, the boards 6,210 px down)."""
    page = tab(phone=True)
    page.add_init_script(SHARE_STUB)
    key = key_of(2, [("48-32=16", ["BGGPBGPB", "PBBGPGPB"]), ("52-34=18", ["GBGPBGPP", "PGBGPGPB"])])
    page.goto(site_url + "nerdle/?m=" + quote(key, safe=":,;") + "&i=" + quote("9*8-7=65:PGBGPGBB", safe=":*"))
    wait_answered(page, key)
    assert page.evaluate("scrollY") == 0  # several games in the address, no section named: the page's top
    page.goto(site_url + "nerdle/?m=" + quote(key, safe=":,;"))
    wait_answered(page, key)
    page.wait_for_function(IN_VIEW, arg="#nm-summary")
    assert page.evaluate("location.hash") == ""  # unchanged: once another game is played, a reload opens at the top
    page.locator("#nm-share").scroll_into_view_if_needed()
    page.locator("#nm-share").tap()
    page.wait_for_function("window.__shared && window.__shared.length === 1")
    link = page.evaluate("window.__shared[0].url")
    assert link == page.evaluate("location.href.split('#')[0]") + "#bi-nerdle-and-quad-nerdle"
    page.locator("#nd-share").scroll_into_view_if_needed()
    page.locator("#nd-share").tap()
    page.wait_for_function("window.__shared.length === 2")
    assert page.evaluate("window.__shared[1].url") == site_url + "nerdle/"  # not the boards' game (m=)
    assert page.errors == []
    other = tab(phone=True)  # the link opened on another phone
    other.goto(link)
    wait_answered(other, key)
    for selector in (".nm-board:nth-child(1)", ".nm-board:nth-child(2)", "#nm-summary"):
        assert other.evaluate(IN_VIEW, selector), f"{selector} is not in view"
    # the section's heading where the link put it, under the header (the widgets above, set up after the browser
    # scrolled to it, had moved it 29 px up, half under the header)
    other.wait_for_function("""() => { const h = document.getElementById('bi-nerdle-and-quad-nerdle');
      return Math.abs(h.getBoundingClientRect().top - parseFloat(getComputedStyle(h).scrollMarginTop)) <= 2; }""")
    assert other.evaluate("document.getElementById('bi-nerdle-and-quad-nerdle').getBoundingClientRect().top") \
        >= other.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    assert other.errors == []


def test_a_finished_game_shared_sends_its_colours_and_no_answer(tab, site_url):
    """A Bi-Nerdle game played to the end and shared: the sheet says its rows of colours, the boards side by side,
    and sends the link of the same game to play, without the guesses (it sent the whole game, every answer in the
    link; and in play the answer line's "Best next guess: 48-32=16.", the last board's answer)."""
    page = tab(phone=True)
    page.add_init_script(SHARE_STUB)
    key = key_of(2, [("52-34=18", ["PGBGPGPB", "BPGGPGGP"]), ("12+35=47", ["GGGGGGGG", "PPBGBGPB"]),
                     ("48-32=16", ["-", "GGGGGGGG"])])
    page.goto(site_url + "nerdle/?m=" + quote(key, safe=":,;"))
    assert wait_multi(page, key) == "solved"
    assert page.locator("#nm-typing").count() == 0  # no row to type in (an empty one stayed)
    page.locator("#nm-share").scroll_into_view_if_needed()
    page.locator("#nm-share").tap()
    page.wait_for_function("window.__shared && window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared["url"] == site_url + "nerdle/#bi-nerdle-and-quad-nerdle"
    squares = {"G": "🟩", "P": "🟪", "B": "⬛"}
    rows = [" ".join("".join(squares[m] for m in row) for row in rows) for rows in
            (["PGBGPGPB", "BPGGPGGP"], ["GGGGGGGG", "PPBGBGPB"])] + ["\u3000" * 8 + " " + "🟩" * 8]
    assert shared["text"] == "Both boards solved in 3 guesses.\n" + "\n".join(rows)
    assert "48-32" not in shared["text"] + shared["url"]
    assert page.errors == []


def test_bad_colours_and_a_long_guess_get_messages_naming_the_board(page, site_url):
    bad = key_of(2, [("52-34=18", ["BPBPBGPB", "BPBPGBBB"])])
    open_multi(page, site_url + "nerdle/?m=" + quote(bad, safe=":,;"))
    assert wait_multi(page, bad) == "error"
    error = page.locator("#nerdle-multi .pz-error")
    assert error.text_content() == ("Turn 1 (52-34=18), board 2, tile 6 ('='): no answer left on this board makes "
                                    "it black; it can only be purple or green.")
    assert page.locator("#nm-board-2").get_attribute("data-error") == ""
    # Tapping the '=' of board 2 to purple, then green: colours no answer fits as a row, named by board.
    set_colours(page, 2, 0, "BBBBBGBB")
    row = key_of(2, [("52-34=18", ["BPBPBGPB", "BPBPGGBB"])])
    assert wait_multi(page, row) in ("ok", "error")
    # A guess longer than the board, from a link: refused with a message.
    long = "2:123+45=168:BBBBBBBBBB,BBBBBBBBBB"
    page.open(site_url + "nerdle/?m=" + quote(long, safe=":,;"))
    page.wait_for_function("document.querySelector('#nerdle-multi .pz-error').textContent.includes('has 10 tiles')")
    assert error.text_content() == ("This link could not be read whole: turn 1 (123+45=168:BBBBBBBBBB,BBBBBBBBBB): "
                                    "123+45=168 has 10 tiles; a Classic board has 8.")
    # Typed on the keys: a ninth tile is refused with a message, a short guess too.
    page.open(site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    type_keys(page, "123+45=16")
    assert page.locator("#nm-typing .tl-tile").all_text_contents() == list("123+45=1")
    assert error.text_content() == "A Classic guess has 8 tiles: press Enter, or ⌫ to change it."
    for _ in range(2):
        page.locator('#nm-keyboard [data-key="Backspace"]').click()
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    assert error.text_content() == "A Classic guess has 8 tiles; this one has 6."
    assert "Traceback" not in page.content()
    assert page.errors == []


def test_on_a_phone_no_sideways_scroll_and_taps(phone_page, site_url):
    page = phone_page
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    page.locator('#nm-boards [data-boards="4"]').tap()
    assert wait_multi(page, "4:") == "ok"
    assert page.locator(".nm-board").count() == 4
    page.locator("#nm-use").tap()
    page.locator('#nm-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nm-board-4 .tl-row[data-row="0"]')
    assert page.locator("#nm-board-4 .tl-tile").first.bounding_box()["width"] >= 36
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Bi-Nerdle and back: the Quad-Nerdle game is kept.
    quad = page.url
    page.locator('#nm-boards [data-boards="2"]').tap()
    assert wait_multi(page, "") == "ok"
    page.locator('#nm-boards [data-boards="4"]').tap()
    assert page.url == quad and page.locator('#nm-board-4 .tl-row[data-row="0"]').count() == 1
    assert page.errors == []


def test_on_a_phone_quad_nerdles_new_rows_and_the_keys_fit_one_screen(phone_page, site_url):
    """Quad-Nerdle on a phone held upright: four boards one under the other, every guess shown, were 825 px high at
    the fourth turn, and each turn took scrolling up to a board's new row and down to the keys (Enter 1,293 px
    under the boards' top). Each board shows its last guess; the earlier ones are behind a button."""
    page = phone_page
    answers = ["5*6+2=32", "7+10/5=9", "7*6-3=39", "16-7-8=1"]
    turns, solved = [], set()
    for guess in ["52-34=18", "6+99=105", "7+10/5=9", "5*6+2=32"]:
        turns.append((guess, ["-" if b in solved else nerdle.feedback(guess, a) for b, a in enumerate(answers)]))
        solved |= {b for b, a in enumerate(answers) if a == guess}
    key = key_of(4, turns)
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":;,") + "#bi-nerdle-and-quad-nerdle")
    assert wait_multi(page, key) == "ok"
    shown = """() => [1, 2, 3, 4].map((b) => [...document.querySelectorAll(`#nm-board-${b} .tl-row`)]
      .filter((row) => row.getClientRects().length).map((row) => row.dataset.row))"""
    assert page.evaluate(shown) == [["3"], ["2"], ["3"], ["3"]]  # the last guess of each (board 2 solved at 3)
    earlier = page.locator("#nm-earlier")
    assert earlier.text_content() == "Show the earlier 3 guesses" and earlier.get_attribute("aria-expanded") == "false"
    span = page.evaluate("""() => document.querySelector('#nm-keyboard [data-key="Enter"]').getBoundingClientRect()
      .bottom - document.getElementById('nm-grid').getBoundingClientRect().top""")
    assert span <= 844 - 48, span  # the boards' top and Enter on one screen under the header
    earlier.tap()
    assert page.evaluate(shown) == [["0", "1", "2", "3"], ["0", "1", "2"], ["0", "1", "2", "3"], ["0", "1", "2", "3"]]
    assert earlier.text_content() == "Hide the earlier guesses" and earlier.get_attribute("aria-expanded") == "true"
    earlier.tap()
    assert page.evaluate(shown) == [["3"], ["2"], ["3"], ["3"]]
    page.set_viewport_size({"width": 1280, "height": 900})  # a wide screen shows every guess, and no button
    try:
        assert page.evaluate(shown)[0] == ["0", "1", "2", "3"] and earlier.is_hidden()
    finally:
        page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_on_a_phone_the_boards_stay_put_when_the_earlier_guesses_button_comes_and_reset_hides_them(phone_page,
                                                                                                   site_url):
    """The button for the earlier guesses came at the second guess and pushed the boards being played down by its
    line (64 px, under the finger setting colours); its line is kept from the start, in the skeleton too.
    Reset took the game back but left every row shown."""
    page = phone_page
    page.open(site_url + "nerdle/")
    skeleton_gap = page.evaluate("""() => { const box = document.querySelector('#nerdle-multi');
      return box.querySelector('.nm-boards').getBoundingClientRect().top - box.getBoundingClientRect().top; }""")
    page.locator("#nerdle-multi").scroll_into_view_if_needed()
    assert wait_multi(page, "") == "ok"
    # the boards' place in the widget (in the page, the sections above move as the browser lays them out: their
    # size is estimated until they are drawn, content-visibility: auto)
    top = """() => document.getElementById('nm-grid').getBoundingClientRect().top
      - document.getElementById('nerdle-multi').getBoundingClientRect().top"""
    assert page.evaluate(top) == skeleton_gap  # the widget drawn where its skeleton was, boards at the same place
    before = page.evaluate(top)
    answers = ["10+20=30", "7*8-6=50"]
    enter_guess(page, "52-34=18")
    assert page.evaluate(top) == before and page.locator("#nm-earlier").is_hidden()
    for b, answer in enumerate(answers, 1):
        set_colours(page, b, 0, score("52-34=18", answer), tap=True)
    enter_guess(page, "9*8-6=66", row=1)
    assert page.locator("#nm-earlier").text_content() == "Show the earlier guess"
    assert page.evaluate(top) == before
    page.locator("#nm-earlier").tap()
    assert page.locator('#nm-board-1 .tl-row[data-row="0"]').is_visible()
    page.locator("#nm-reset").tap()
    page.wait_for_function("() => !document.querySelector('#nm-grid .tl-row')")
    assert page.locator("#nm-earlier").get_attribute("aria-expanded") == "false"
    enter_guess(page, "52-34=18")
    for b, answer in enumerate(answers, 1):
        set_colours(page, b, 0, score("52-34=18", answer), tap=True)
    enter_guess(page, "9*8-6=66", row=1)
    assert not page.locator('#nm-board-1 .tl-row[data-row="0"]').is_visible()  # one row a board again
    assert page.evaluate(top) == before
    assert page.errors == []


def test_on_a_phone_a_message_about_an_earlier_guess_shows_its_row(phone_page, site_url):
    """On a phone each board shows its last guess only: a message calling an earlier guess's colours wrong named a
    row one could not see, nor tap to fix. The earlier guesses are shown with it."""
    page = phone_page
    second = ["PPBBPBBP", "BGPBPPPP"]
    key = key_of(2, [("52-34=18", ["BBBBBBBB", "PBBBBPPB"]), ("6+99=105", second)])
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":;,") + "#bi-nerdle-and-quad-nerdle")
    assert wait_multi(page, key) == "error"
    assert page.locator("#nerdle-multi .pz-error").text_content().startswith("Turn 1 (52-34=18), board 1")
    assert page.locator('#nm-board-1 .tl-row[data-row="0"]').is_visible()
    assert page.locator("#nm-earlier").get_attribute("aria-expanded") == "true"
    assert page.errors == []


def test_on_a_phone_two_rows_no_answer_gives_together_are_both_named_and_shown(phone_page, site_url):
    """A board's last row whose colours some answer gives alone, but none with its earlier row's: either may be
    the one set wrong. The message blamed the last row alone ("each tile is possible on its own"); it names both
    turns, and the earlier row, which a phone hides, is shown."""
    page = phone_page
    key = key_of(2, [("52-34=18", ["PPGBBPPB", "PGBGPGPB"]), ("21*2/7=6", ["BPBGBPGB", "PPBBBPPB"])])
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":;,") + "#bi-nerdle-and-quad-nerdle")
    assert wait_multi(page, key) == "error"
    assert page.locator("#nerdle-multi .pz-error").text_content() == (
        "Turn 2 (21*2/7=6), board 1: no answer gives these colours and those of turn 1 (52-34=18); check the tiles "
        "of both.")
    assert page.locator('#nm-board-1 .tl-row[data-row="0"]').is_visible()
    assert page.locator("#nm-earlier").get_attribute("aria-expanded") == "true"
    assert page.errors == []


def test_a_second_enter_does_not_take_untouched_colours_as_all_black(page, site_url):
    """Enter twice (a double tap) after a guess: the untouched colours were taken as final, all black, and the first
    board's '=' called wrong ("no answer left on this board makes it black"), colours the player had not set."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    enter_guess(page, "52-34=18")
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    error = page.locator("#nerdle-multi .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == ("Tap the tiles of 52-34=18 on each board to set their colours (black → purple → "
                                    "green) first: no answer leaves a guess all black.")
    rows = [nerdle.feedback("52-34=18", answer) for answer in ("5*6+2=32", "7+10/5=9")]
    set_colours(page, 1, 0, rows[0])
    set_colours(page, 2, 0, rows[1])
    assert wait_multi(page, key_of(2, [("52-34=18", rows)])) == "ok"
    assert error.is_hidden()
    assert page.errors == []


def test_the_skeleton_has_the_widgets_size(fresh_page, site_url):
    """On a phone, the skeleton drawn at build time (the page without the script) and the widget with Python's first
    answer have the same height, and the keyboard, the boards and the candidates' box sit at the same places in it:
    nothing moves when the script replaces the skeleton or when Python answers (a layout measure, not a timing)."""
    places = """() => {
      const host = document.getElementById('nerdle-multi');
      const top = host.getBoundingClientRect().top;
      const at = (s) => { const r = host.querySelector(s).getBoundingClientRect(); return [r.top - top, r.height]; };
      return [host.getBoundingClientRect().height,
              ...['.nm-boards', '.tl-keyboard', '.tl-more', '.tl-result'].flatMap(at)]; }"""
    page = fresh_page(phone=True)
    page.route("**/js/site.js", lambda route: route.abort())  # no widget script: the skeletons stay
    page.goto(site_url + "nerdle/")
    page.locator("#nerdle-multi").scroll_into_view_if_needed()
    skeleton = page.evaluate(places)
    page.unroute("**/js/site.js")
    page.goto(site_url + "nerdle/?v=8")
    page.locator("#nerdle-multi").scroll_into_view_if_needed()
    assert wait_multi(page, "") == "ok"
    drawn = page.evaluate(places)
    assert drawn == pytest.approx(skeleton, abs=1), (skeleton, drawn)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


SLOW = "4:99-90=09:BBPBPPBB,PBPBBGBB,BBGBBPBB,BBGBBGBB"  # a poor first guess on four boards: seconds of scoring


def test_a_long_turn_shows_progress_and_cancel(tab, site_url):
    page = tab()
    open_multi(page, site_url + "nerdle/?m=" + quote(SLOW, safe=":,;"))
    cancel = page.locator("#nerdle-multi .pz-cancel")
    cancel.wait_for(state="visible")
    # real progress: Python reports how many guesses are scored
    page.wait_for_function("(() => { const b = document.querySelector('#nerdle-multi .pz-progress');"
                           " return !b.hidden && b.max > 1 && b.value > 0"
                           " && b.getAttribute('aria-label') !== 'Downloading Python'; })()")
    cancel.click()
    assert wait_multi(page, SLOW) == "error"
    assert page.locator("#nerdle-multi .pz-error").text_content() == "Cancelled."
    assert page.errors == []


def test_a_link_with_more_turns_than_the_game_gives_says_so_and_reset_keeps_the_focus(page, site_url):
    turn = "9*8-7%3D65:PGBGPGBB,PGBGPGBB"
    open_multi(page, site_url + "nerdle/?m=2:" + ";".join([turn] * 9))
    key = "2:" + ";".join(["9*8-7=65:PGBGPGBB,PGBGPGBB"] * 7)
    wait_multi(page, key)
    assert page.locator("#nm-board-1 .tl-row[data-guess]").count() == 7
    assert page.locator("#nerdle-multi .pz-error").text_content() == (
        "This link could not be read whole: turn 8 (9*8-7=65:PGBGPGBB,PGBGPGBB): Bi-Nerdle gives 7 guesses; "
        "the 1 turn after it left out too.")
    # Reset from the keyboard: the button goes disabled, the focus goes to the share button (not the page's start)
    page.locator("#nm-reset").focus()
    page.keyboard.press("Enter")
    wait_multi(page, "")
    assert page.evaluate("document.activeElement.id") == "nm-share"
    assert page.errors == []


def test_switching_boards_never_shows_the_other_games_suggestion(page, site_url):
    turns = [("52-34=18", [score("52-34=18", "10+20=30"), score("52-34=18", "7*8-6=50")])]
    bi_key = key_of(2, turns)
    open_multi(page, site_url + "nerdle/?m=" + quote(bi_key))
    assert wait_multi(page, bi_key) == "ok"
    bi = nerdle_web.web_multi(2, [{"guess": g, "feedback": r} for g, r in turns])["suggestion"]
    quad = nerdle_web.web_multi(4, [])["suggestion"]
    assert bi != quad and page.locator("#nm-suggestion").text_content() == bi
    page.evaluate("""() => { window.said = [];
      const s = document.getElementById('nm-summary');
      window.__pzWatch = new MutationObserver(() => window.said.push(s.textContent));
      window.__pzWatch.observe(s, { childList: true, subtree: true, characterData: true }); }""")
    # Quad, never answered: a line that waits, then its own suggestion (it showed Bi's for a moment)
    page.locator('#nm-boards [data-boards="4"]').click()
    assert page.locator("#nm-summary").text_content() in ("Working out the best guess for Quad-Nerdle\u2026",
                                                          f"Best next guess: {quad}.")
    assert wait_multi(page, "4:") == "ok"
    assert page.locator("#nm-suggestion").text_content() == quad
    assert page.evaluate("window.said")[0] == "Working out the best guess for Quad-Nerdle\u2026"
    # Bi again: its answer at once, kept from before
    page.evaluate("window.said = []")
    page.locator('#nm-boards [data-boards="2"]').click()
    assert page.locator("#nm-summary").text_content() == f"Best next guess: {bi}."
    assert wait_multi(page, bi_key) == "ok"
    page.evaluate("window.__pzWatch.disconnect()")  # the page is shared with the tests after this one
    assert set(page.evaluate("window.said")) == {f"Best next guess: {bi}."}
    assert page.errors == []


def test_a_screen_reader_hears_this_boards_answer_only_after_playing_here(fresh_page, site_url):
    # Its answer came when Python did, while the Classic board above was played, and was read out then (a fresh
    # profile: Python's cold start, the seconds in which the Classic board is played)
    from .test_plates import RECORD_SAID
    page = fresh_page()
    page.goto(site_url + "nerdle/")
    page.wait_for_function("(document.querySelector('#nd-summary') || {}).dataset?.state === 'ok'")
    page.evaluate(RECORD_SAID)
    assert page.locator("#nm-summary").get_attribute("aria-live") is None
    page.locator("#nd-board").focus()
    page.keyboard.type("12+3")
    assert wait_multi(page, "") == "ok"
    # an answer is said 0.7 s after it comes: a page timer of 0.8 s set after it fires after any such (timers run
    # in order of their time), whatever the machine's load
    page.evaluate("() => new Promise((done) => setTimeout(done, 800))")
    assert not any("Best next guess" in said for said in page.evaluate("window.__said")), page.evaluate("window.__said")
    # played here: said once it stands
    page.locator("#nm-use").click()
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    set_colours(page, 1, 0, score("52-34=18", "10+20=30"))
    set_colours(page, 2, 0, score("52-34=18", "7*8-6=50"))
    key = key_of(2, [("52-34=18", [score("52-34=18", "10+20=30"), score("52-34=18", "7*8-6=50")])])
    assert wait_multi(page, key) == "ok"
    # with each board's count (in the boards' titles only: "Best next guess: …" alone was said)
    titles = page.locator("#nm-grid .nm-title").all_text_contents()
    assert len(titles) == 2 and all(t.endswith(" possible") for t in titles), titles
    final = f'{page.locator("#nm-summary").text_content()} {titles[0]}; {titles[1]}.'
    assert "161/7=23" in final
    final = final.replace("161/7=23", "161 divided by 7=23")  # said in words (a screen reader said "161 slash 7")
    page.wait_for_function("t => window.__said.at(-1) === t", arg=final)
    assert page.errors == []


def test_on_a_small_phone_the_tile_focused_after_enter_is_in_view_with_its_board(tab, site_url):
    """At 360x640, Quad-Nerdle, scrolled down to reach Enter: the guess's first tile on board 1 takes the focus and
    is brought into view under the site's header, with the title "Board 1" (it was at y 37-72 under a header
    ending at 48, the title above the screen)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    page.locator('#nm-boards [data-boards="4"]').tap()
    assert wait_multi(page, "4:") == "ok"
    page.locator("#nm-use").tap()
    enter = page.locator('#nm-keyboard [data-key="Enter"]')
    enter.evaluate("e => e.scrollIntoView({block: 'end'})")  # as a thumb scrolls: Enter at the screen's bottom
    assert page.locator("#nm-title-1").evaluate("e => e.getBoundingClientRect().bottom") < 48
    enter.tap()
    tile = '#nm-board-1 .tl-row[data-row="0"] .tl-tile[data-index="0"]'
    page.wait_for_function("s => document.activeElement === document.querySelector(s)", arg=tile)
    page.wait_for_function(IN_VIEW, arg=tile)
    page.wait_for_function(IN_VIEW, arg="#nm-title-1")
    assert page.errors == []


def test_a_tile_a_fraction_of_a_pixel_under_the_header_is_in_view(phone_page, site_url):
    """The tile focused after Enter, left by the keypad's hold a fraction of a pixel under the site's header (at
    the fourth guess of a game played on a phone): in view, the page stays put. It went up 113 px to the board's
    title, and half the keypad off the screen."""
    page = phone_page
    turns = [("52-34=18", ["BPPPBGGB", "PBPBBGBP"]), ("8+6*9=62", ["BBBPPGBP", "PBBPPGGB"])]
    key = key_of(2, turns)
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":;,") + "#bi-nerdle-and-quad-nerdle")
    wait_answered(page, key)
    scrolled = page.evaluate("""() => {
      const tile = document.querySelector('#nm-board-1 .tl-row[data-row="1"] .tl-tile[data-index="0"]');
      const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
      window.scrollTo({ top: window.scrollY + tile.getBoundingClientRect().top - header + 0.5, behavior: 'instant' });
      const under = header - tile.getBoundingClientRect().top;  // how far under the header (0.5 px, or what the
      const calls = [];                                         // page's scroll positions round it to)
      const scrollTo = window.scrollTo;
      window.scrollTo = (...args) => { calls.push(args); };
      try {
        Puzzlers.reveal(tile, { keep: document.getElementById('nm-title-1'), back: false });
      } finally { window.scrollTo = scrollTo; }
      return { under, calls };
    }""")
    assert 0 < scrolled["under"] < 1, scrolled
    assert scrolled["calls"] == []
    assert page.errors == []


def test_cancel_stays_put_when_pythons_start_is_over(fresh_page, site_url):
    """On a phone, opened at the boards: while Python starts, the first turn's progress bar and Cancel show under
    "Loading Python…"; when that line goes, Cancel does not move (it went 30 px up, where a finger was heading)."""
    page = fresh_page(phone=True)
    page.add_init_script("""window.__pzCancelTops = [];
      const watch = () => { const c = document.querySelector('#nerdle-multi .pz-cancel');
        if (c && !c.hidden) { const y = Math.round(c.getBoundingClientRect().top + scrollY);
          if (window.__pzCancelTops.at(-1) !== y) window.__pzCancelTops.push(y); }
        requestAnimationFrame(watch); };
      requestAnimationFrame(watch);""")
    page.goto(site_url + "nerdle/#bi-nerdle-and-quad-nerdle")
    assert wait_multi(page, "") == "ok"
    tops = page.evaluate("window.__pzCancelTops")
    assert len(tops) == 1, tops
    assert page.errors == []


def test_a_phone_held_sideways_shows_the_row_being_typed_beside_the_keypad(tab, site_url):
    """640x360, Quad-Nerdle: the boards, the row being typed and the answers go beside the help line and the keypad,
    as Nerdle's own board does. One above the other, the row being typed and the keypad's foot were 409 px apart,
    with 312 px under the header to show them."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 640, "height": 360})
    page.goto(site_url + "nerdle/?m=4#bi-nerdle-and-quad-nerdle")
    wait_multi(page, "4:")
    span = page.evaluate("""() => { const q = (s) => document.querySelector(s).getBoundingClientRect();
      const typing = q('#nerdle-multi .nm-typing'), keys = q('#nerdle-multi .tl-keyboard');
      return [typing.top, keys.top, keys.bottom, q('#nm-grid').right <= Math.min(typing.left, keys.left)]; }""")
    assert span[3], span  # beside the boards
    assert span[2] - min(span[0], span[1]) <= 360 - 48, span
    assert page.errors == []


@pytest.mark.parametrize("size", [(844, 390), (640, 360)])
def test_the_tile_focused_after_enter_stays_in_view_sideways(tab, site_url, size):
    """Quad-Nerdle on a phone held sideways: Enter focuses the guess's first tile on board 1, then the answer's scroll
    put that tile at -164 px (-146 at 640x360), out of view."""
    page = tab(phone=True)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "nerdle/?m=4:52-34%3D18:BPBPBGPB,PBPBBGBP,BBBBBGBB,GGGGGGGG")
    page.wait_for_function("() => (document.querySelector('#nm-title-1')?.textContent || '').includes('possible')")
    page.locator('#nm-keyboard [data-key="Enter"]').scroll_into_view_if_needed()
    for ch in "12+35=47":
        page.locator(f'#nm-keyboard [data-key="{ch}"]').tap()
    page.locator('#nm-keyboard [data-key="Enter"]').tap()
    page.wait_for_selector('#nm-board-1 .tl-row[data-row="1"]')
    page.wait_for_function("() => document.querySelector('#nm-summary').dataset.state === 'pending'"
                           " || /possible/.test(document.querySelector('#nm-title-1').textContent)")
    page.wait_for_timeout(1000)  # the answer to the all-black colours comes, and with it its scroll
    focused = """() => { const a = document.activeElement, r = a.getBoundingClientRect();
      const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
      return [a.getAttribute('aria-label'), r.top >= header - 1 && r.bottom <= innerHeight + 1]; }"""
    assert page.evaluate(focused) == ["Board 1, guess 2, tile 1: 1, black (not in the answer).", True]
    # and its board's title with it (kept by the tile alone, it went under the header, at 16-42 px)
    assert page.evaluate(IN_VIEW, "#nm-title-1"), boxes(page, "#nm-title-1")
    assert page.errors == []


def test_colours_called_wrong_stay_wrong_while_the_next_guess_is_typed(page, site_url):
    """Board 2's colours no answer gives, made final by Enter: the error naming the turn and board stays while the
    next guess is typed (a key emptied it), and Enter plays no guess over them (the next guess was taken)."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    enter_guess(page, "52-34=18")
    board_1 = score("52-34=18", "63-31=32")
    set_colours(page, 1, 0, board_1)
    set_colours(page, 2, 0, "GGGGGGGB")
    key = key_of(2, [("52-34=18", [board_1, "GGGGGGGB"])])
    assert wait_multi(page, key) == "unfit"
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    error = page.locator("#nerdle-multi .pz-error")
    error.wait_for(state="visible")
    message = error.text_content()
    assert message.startswith("Turn 1 (52-34=18), board 2") and "no answer" in message
    page.locator('#nm-keyboard [data-key="1"]').click()
    assert error.is_visible() and error.text_content() == message
    type_keys(page, "0-2*3=4")
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    # the guess played (a row more) or refused (the error line shown again: Enter's click hid it before)
    page.wait_for_function("() => !!document.querySelector('#nm-board-1 .tl-row[data-row=\"1\"]')"
                           " || !document.querySelector('#nerdle-multi .pz-error').hidden")
    assert page.locator('#nm-board-1 .tl-row[data-row="1"]').count() == 0
    assert error.text_content() == message
    assert page.locator("#nm-typing .tl-tile").all_text_contents() == list("10-2*3=4")
    assert page.errors == []


def test_keys_tapped_while_a_guess_is_checked_are_typed_after_the_check(page, site_url):
    """A ⌫ tapped while the guess was checked (Python busy) was dropped; now it is typed once the check answers,
    and the reason the guess was refused stays in view."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    type_keys(page, "12+35=48")
    hold_python(page)
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    page.wait_for_function("t => document.querySelector('#nerdle-multi .pz-status').textContent === t",
                           arg="Checking 12+35=48\u2026")
    page.locator('#nm-keyboard [data-key="Backspace"]').click()
    assert release_python(page)  # the ⌫ came while the check waited
    error = page.locator("#nerdle-multi .pz-error")
    error.wait_for(state="visible")
    assert page.locator("#nm-typing .tl-tile").all_text_contents() == [*"12+35=4", ""]
    assert error.text_content() == "12+35=48 is not true: the left side is 47, not 48."
    assert page.errors == []


def test_after_use_suggestion_on_a_small_phone_the_keypads_enter_is_in_view(tab, site_url):
    """Quad-Nerdle at 320x640: after "Use suggestion" the Enter that plays it was below the screen (its top at
    743-895 px); now the keypad comes into view with the row typed."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.emulate_media(reduced_motion="reduce")
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    page.locator('#nm-boards [data-boards="4"]').tap()
    assert wait_multi(page, "4:") == "ok"
    page.locator("#nm-use").tap()
    assert page.locator("#nm-typing").text_content() == page.locator("#nm-suggestion").text_content()
    assert page.evaluate(IN_VIEW, '#nm-keyboard [data-key="Enter"]'), boxes(page, '#nm-keyboard [data-key="Enter"]')
    assert page.evaluate(IN_VIEW, "#nm-typing"), boxes(page, "#nm-typing")
    assert page.errors == []


def typed(page):
    return "".join(page.locator("#nm-typing .tl-tile").all_text_contents())


def test_a_guess_checked_while_the_other_game_is_chosen_stays_typed_in_its_own(page, site_url):
    """Enter on a Bi-Nerdle guess, then at once Quad-Nerdle (while Python starts, or a slow answer): the guess went on
    all four Quad boards, and stayed typed on Bi's two with no row. It is played on no game meanwhile: it stays typed
    in Bi-Nerdle, with a ⌫ tapped while it was checked, and Enter there plays it on Bi's boards."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    type_keys(page, "52-34=18")
    hold_python(page)  # a check then waits for it, until release_python
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    page.wait_for_function("t => document.querySelector('#nerdle-multi .pz-status').textContent === t",
                           arg="Checking 52-34=18\u2026")
    page.locator('#nm-keyboard [data-key="Backspace"]').click()  # tapped while it is checked
    page.locator('#nm-boards [data-boards="4"]').click()
    assert release_python(page)
    # Quad's first answer, or the guess played there (the check answers first: it was sent first)
    page.wait_for_function("() => { const s = document.getElementById('nm-summary');"
                           " return s.dataset.key.startsWith('4:') && s.dataset.state !== 'busy'; }")
    assert page.locator("#nm-summary").get_attribute("data-key") == "4:"
    assert wait_multi(page, "4:") == "ok"
    assert page.locator(".nm-board").count() == 4
    assert page.locator("#nm-grid .tl-row").count() == 0
    assert typed(page) == ""
    assert parse_qs(urlparse(page.url).query)["m"] == ["4:"]
    page.locator('#nm-boards [data-boards="2"]').click()
    assert page.locator("#nm-grid .tl-row").count() == 0
    assert typed(page) == "52-34=1"
    type_keys(page, "8")
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#nm-board-2 .tl-row[data-row="0"]')
    assert parse_qs(urlparse(page.url).query)["m"] == ["2:52-34=18:BBBBBBBB,BBBBBBBB"]
    page.locator('#nm-boards [data-boards="4"]').click()
    assert page.locator("#nm-grid .tl-row").count() == 0
    assert page.errors == []


def test_a_typed_row_survives_a_reload_after_the_classic_board_changed_the_address(page, site_url):
    """A half-typed guess was kept by the page's whole address: once the Classic board above wrote its variant (or
    a guess) there, a reload or Back lost it. Each game's row is kept by its own guesses and boards."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    type_keys(page, "52-3")
    page.locator('#nd-variants [data-tiles="6"]').click()
    page.wait_for_function("new URLSearchParams(location.search).get('v') === '6'")
    page.reload()
    page.wait_for_function("document.querySelectorAll('#nm-typing .tl-tile').length === 8")
    assert typed(page) == "52-3"
    # Quad-Nerdle's row too, the Classic board changed again
    page.locator('#nm-boards [data-boards="4"]').click()
    type_keys(page, "9*")
    page.locator('#nd-variants [data-tiles="8"]').click()
    page.wait_for_function("new URLSearchParams(location.search).get('v') !== '6'")
    page.reload()
    page.wait_for_function("document.querySelectorAll('#nm-grid .nm-board').length === 4")
    assert typed(page) == "9*"
    assert page.errors == []


def test_the_other_game_survives_a_reload(page, site_url):
    """Bi-Nerdle played, Quad-Nerdle chosen, a reload: back on Bi-Nerdle its boards were empty (the other game was
    kept in the page view only; the link holds the game shown). The tab keeps it, with its half-typed guess."""
    bi = key_of(2, [("52-34=18", ["BBPPBGGP", "PBBBBGPB"])])
    open_multi(page, site_url + "nerdle/?m=" + quote(bi, safe=":,;"))
    assert wait_multi(page, bi) == "ok"
    type_keys(page, "10+2")
    page.locator('#nm-boards [data-boards="4"]').click()
    assert wait_multi(page, "4:") == "ok"
    type_keys(page, "9")
    page.reload()
    assert wait_multi(page, "4:") == "ok"
    assert typed(page) == "9"
    page.locator('#nm-boards [data-boards="2"]').click()
    for b, row in ((1, "BBPPBGGP"), (2, "PBBBBGPB")):
        assert page.locator(f"#nm-board-{b} .tl-row").evaluate_all(
            "rows => rows.map(r => [r.dataset.guess, r.dataset.feedback])") == [["52-34=18", row]]
    assert typed(page) == "10+2"
    assert parse_qs(urlparse(page.url).query)["m"] == [bi]
    assert wait_multi(page, bi) == "ok"
    # the page opened with no game in its link (the menu's Nerdle) leaves the game the tab keeps (it wiped it)
    page.goto(site_url + "nerdle/")
    page.locator("#nerdle-multi").scroll_into_view_if_needed()
    assert wait_multi(page, "") == "ok"  # an empty Bi-Nerdle game
    kept = page.evaluate("() => JSON.parse(sessionStorage.getItem('pz-multi:' + location.pathname + ':2'))")
    assert kept["m"] == bi
    assert page.errors == []


def test_undo_and_reset_say_what_was_taken_back(page, site_url):
    """Undo and Reset said nothing to a screen reader of what they took back (the Classic board says it): now the
    guess taken back is said, then the answer it leaves once it stands."""
    from .test_plates import RECORD_SAID
    turns = [("52-34=18", ["BPBPBGPB", "PBPBBGBP"]), ("7*8-6=50", ["BBBBBGBB", "GGGGGGGG"])]
    open_multi(page, site_url + "nerdle/?m=" + quote(key_of(2, turns), safe=":,;"))
    assert wait_multi(page, key_of(2, turns)) == "ok"
    page.evaluate(RECORD_SAID)
    answer_said = "() => window.__said.some((t) => t.startsWith('Best next guess: '))"
    page.locator("#nm-undo").click()
    assert wait_multi(page, key_of(2, turns[:1])) == "ok"
    page.wait_for_function(answer_said)
    assert page.evaluate("window.__said")[0] == "Guess 2, 7 times 8-6=50, taken back."
    page.evaluate("window.__said = []")
    page.locator("#nm-reset").click()
    assert wait_multi(page, "") == "ok"
    page.wait_for_function(answer_said)
    said = page.evaluate("window.__said")
    assert said[0] == "Every guess taken back."
    # every board alike: said once ("Board 1: 17,723 answers possible; Board 2: 17,723 …")
    assert said[-1] == "Best next guess: 52-34=18. Each board: 17,723 answers possible.", said
    page.evaluate("window.__saidObserver.disconnect()")  # the page is shared with the tests after this one
    assert page.errors == []


def test_undo_while_a_guess_is_checked_leaves_it_typed(page, site_url):
    """Undo pressed while the next guess was checked (Python busy): the turn went, then the guess was played on the
    board Undo left, all black, with "Checking …" under it until then. Now the guess stays typed, with the keys
    tapped after it, and its words go."""
    turns = [("52-34=18", ["BPBPBGPB", "PBPBBGBP"])]
    open_multi(page, site_url + "nerdle/?m=" + quote(key_of(2, turns), safe=":,;"))
    assert wait_multi(page, key_of(2, turns)) == "ok"
    type_keys(page, "7*8-6=50")
    hold_python(page)  # a check then waits for it, until release_python
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    status = page.locator("#nerdle-multi .pz-status")
    page.wait_for_function("t => document.querySelector('#nerdle-multi .pz-status').textContent === t",
                           arg="Checking 7*8-6=50\u2026")
    page.locator('#nm-keyboard [data-key="Backspace"]').click()  # tapped while it is checked
    page.locator("#nm-undo").click()
    assert status.text_content() == ""
    assert page.locator("#nm-grid .tl-row").count() == 0
    assert typed(page) == "7*8-6=5"
    assert release_python(page)
    assert wait_multi(page, "") == "ok"  # an empty Bi-Nerdle game
    page.evaluate("() => Puzzlers.call('web', 'run_example', {code: 'pass'})")  # the check has answered
    assert page.locator("#nm-grid .tl-row").count() == 0
    assert typed(page) == "7*8-6=5"
    assert "m" not in parse_qs(urlparse(page.url).query)
    assert page.errors == []


def test_a_link_with_turns_after_every_board_is_solved_drops_them(page, site_url):
    """Turns after the one that solved the last board: counted ("All 2 boards solved in 3 guesses") but shown on no
    board, and Undo took back a guess no one saw. Now they are left out with a note, as the game takes no guess
    then, and the address holds the game without them."""
    solved = "52-34%3D18:GGGGGGGG,GGGGGGGG"
    open_multi(page, site_url + "nerdle/?m=2:" + solved + ";12%2B34%3D46:-,-;12%2B35%3D47:-,-")
    key = "2:52-34=18:GGGGGGGG,GGGGGGGG"
    assert wait_multi(page, key) == "solved"
    assert page.locator("#nm-summary").text_content() == "Both boards solved in 1 guess."
    assert page.locator("#nerdle-multi .pz-error").text_content() == (
        "This link could not be read whole: turn 2 (12+34=46:-,-): every board was solved by turn 1, where the game "
        "ended; the 1 turn after it left out too.")
    assert parse_qs(urlparse(page.url).query)["m"] == [key]
    page.locator("#nm-undo").click()
    assert wait_multi(page, "") == "ok"
    assert page.locator("#nm-grid .tl-row").count() == 0
    assert page.errors == []


def test_colours_called_wrong_outlast_the_row_length_notes(page, site_url):
    """A tile set to a colour no answer gives, then a short row entered or a key past the last tile: the note on the
    row's length took the message's place, and the help line asked for a guess that Enter would not play."""
    turns = [("52-34=18", ["BPBPBGPB", "PBPBBGBP"])]
    open_multi(page, site_url + "nerdle/?m=" + quote(key_of(2, turns), safe=":,;"))
    assert wait_multi(page, key_of(2, turns)) == "ok"
    page.locator('#nm-board-1 .tl-row[data-row="0"] .tl-tile[data-index="5"]').click()  # '=' green -> black
    assert wait_multi(page, key_of(2, [("52-34=18", ["BPBPBBPB", "PBPBBGBP"])])) == "error"
    error = page.locator("#nerdle-multi .pz-error")
    message = error.text_content()
    assert message.startswith("Turn 1 (52-34=18), board 1, tile 6 ('='): no answer")
    help_line = "Tap the tiles the message names to fix their colours, or Undo."
    assert page.locator("#nm-help").text_content() == help_line
    type_keys(page, "16")
    page.locator('#nm-keyboard [data-key="Enter"]').click()
    assert error.is_visible() and error.text_content() == message
    assert page.locator("#nm-help").text_content() == help_line
    type_keys(page, "+2=18+00")  # the 9th key: the row is full
    assert typed(page) == "16+2=18+"
    assert error.is_visible() and error.text_content() == message
    assert page.locator("#nm-help").text_content() == help_line
    assert page.errors == []


def test_reset_can_be_undone_with_back(page, site_url):
    """Reset wiped the game with no way back (the address was replaced): now it is a new entry of the history, and
    Back brings the game back. A Reset that clears no guess (a typed row only) adds no entry."""
    turns = [("52-34=18", ["BPBPBGPB", "PBPBBGBP"])]
    key = key_of(2, turns)
    open_multi(page, site_url + "nerdle/?m=" + quote(key, safe=":,;"))
    assert wait_multi(page, key) == "ok"
    page.locator("#nm-reset").click()
    assert wait_multi(page, "") == "ok"
    assert page.evaluate("location.search") == ""
    assert page.locator("#nm-grid .tl-row").count() == 0
    page.go_back()
    assert wait_multi(page, key) == "ok"
    assert page.locator("#nm-board-2 .tl-row").evaluate_all("rows => rows.map(r => r.dataset.feedback)") == [
        "PBPBBGBP"]
    assert parse_qs(urlparse(page.url).query)["m"] == [key]
    page.go_forward()
    assert wait_multi(page, "") == "ok"
    type_keys(page, "1")
    page.locator("#nm-reset").click()  # a typed row only: no entry of its own, so Back goes to the game
    assert typed(page) == ""
    page.go_back()
    assert wait_multi(page, key) == "ok"
    # (history.length is no measure: the shared page's history is capped at 50 entries)
    assert page.errors == []


def test_a_long_unreadable_link_is_cut_short_in_its_note(page, site_url):
    """A 400-character m= was said whole (470 characters; a 384 px high box on a 320 px phone)."""
    open_multi(page, site_url + "nerdle/?m=" + "9" * 400)
    assert wait_multi(page, "") == "ok"
    assert page.locator("#nerdle-multi .pz-error").text_content() == (
        "This link could not be read whole: the game has 2 or 4 boards, not '" + "9" * 23 + "\u2026'.")
    assert page.errors == []


#: Quad-Nerdle after 3 turns (a phone review's link): board 4 solved, boards 1-3 open.
QUAD_3 = ("4:52-34=18:BPBPBGPB,PBPBBGBP,PGBGPGPB,BPGGPGGP;11+26=37:GBGGBGGB,BBBBPGBP,GBGPBGPG,PBBPPGPB;"
          "48-32=16:BBBPPGPB,BPPBBGBP,PBBGPGPB,GGGGGGGG")


def test_on_a_phone_a_tap_that_makes_colours_wrong_brings_the_message_into_view(phone_page, site_url):
    """390x844, Quad-Nerdle opened at its boards: a tap that turns turn 3's '=' on board 1 black. Its message was
    at y 956-1033, under the screen's bottom (844): the tap brought nothing into view."""
    page = phone_page
    page.emulate_media(reduced_motion="reduce")  # each scroll done at once (a tap during a smooth one missed)
    try:
        page.open(site_url + "nerdle/?m=" + quote(QUAD_3, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
        wait_answered(page, QUAD_3)
        tile = '#nm-board-1 .tl-row[data-row="2"] .tl-tile[data-index="5"]'
        page.locator(tile).scroll_into_view_if_needed()
        page.locator(tile).tap()
        wrong = QUAD_3.replace("48-32=16:BBBPPGPB", "48-32=16:BBBPPBPB")
        assert wait_multi(page, wrong) == "error"
        error = "#nerdle-multi .pz-error"
        assert page.locator(error).text_content() == (
            "Turn 3 (48-32=16), board 1, tile 6 ('='): no answer left on this board makes it black; it can only be "
            "green.")
        assert page.evaluate(IN_VIEW, error), boxes(page, error)
        assert page.evaluate(IN_VIEW, tile), boxes(page, tile)  # with the tile it names
        # Tapped back to green (purple on the way, wrong too): the error goes, and the page stays where it is.
        at = page.evaluate("scrollY")
        page.locator(tile).tap()
        assert wait_multi(page, wrong.replace("48-32=16:BBBPPBPB", "48-32=16:BBBPPPPB")) == "error"
        page.locator(tile).tap()
        assert wait_multi(page, QUAD_3) == "ok"
        assert page.evaluate("scrollY") == at
        assert page.errors == []
    finally:
        page.emulate_media(reduced_motion="null")


def test_on_a_phone_the_tap_that_solves_the_last_board_brings_the_end_into_view(tab, site_url):
    """390x844, Quad-Nerdle, three boards solved: the last guess's colours tapped on board 1. The taps that set
    them leave the page where it is (the next tile stays under the finger); the one that makes the row all green
    brings "All 4 boards solved in 5 guesses." into view (it was under the screen's bottom)."""
    page = tab(phone=True)
    page.emulate_media(reduced_motion="reduce")  # each scroll done at once: where the page is is known
    four = ("4:10+20=30:GBGPBGPB,PBBPBGPB,GBGGBGGB,PBBPBGPB;52-34=18:PGBGPGPB,GGGGGGGG,BPBPBGPB,BPGGPGGP;"
            "11+26=37:GBGPBGPG,-,GGGGGGGG,PBBPPGPB;48-32=16:PBBGPGPB,-,-,GGGGGGGG")
    page.goto(site_url + "nerdle/?m=" + quote(four, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
    wait_answered(page, four)
    assert page.locator("#nm-suggestion").text_content() == "12+35=47"
    page.locator('#nm-keyboard [data-key="Enter"]').scroll_into_view_if_needed()
    for ch in "12+35=47":
        page.locator(f'#nm-keyboard [data-key="{ch}"]').tap()
    page.locator('#nm-keyboard [data-key="Enter"]').tap()
    row = '#nm-board-1 .tl-row[data-row="4"]'
    page.wait_for_selector(row)
    assert wait_multi(page, four + ";12+35=47:BBBBBBBB,-,-,-") == "pending"
    at = page.evaluate("scrollY")
    for i in range(7):
        for _ in range(2):
            page.locator(f'{row} .tl-tile[data-index="{i}"]').tap()
    assert wait_multi(page, four + ";12+35=47:GGGGGGGB,-,-,-") in ("unfit", "ok")
    assert page.evaluate("scrollY") == at
    for _ in range(2):
        page.locator(f'{row} .tl-tile[data-index="7"]').tap()
    assert wait_multi(page, four + ";12+35=47:GGGGGGGG,-,-,-") == "solved"
    assert page.locator("#nm-summary").text_content() == "All 4 boards solved in 5 guesses."
    assert page.evaluate(IN_VIEW, "#nm-summary"), boxes(page, "#nm-summary")
    assert page.evaluate(IN_VIEW, row), boxes(page, row)  # the row tapped with it
    assert page.errors == []


def test_a_phone_held_sideways_shows_the_keypad_beside_the_top_of_tall_boards(tab, site_url):
    """844x390, Quad-Nerdle after 3 turns (boards 741 px high), their top at the top of the screen: the row being
    typed, the keypad and the answer are on the screen beside them. In a row of the grid under the boards' row, the
    keypad began 749 px below the help line beside the boards' top, under the screen."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    # the link's own scroll to its answer done at once (smooth, it went on under the reader's scroll below)
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "nerdle/?m=" + quote(QUAD_3, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
    wait_answered(page, QUAD_3)
    # scrolled as a reader does (a wheel's event first: the page no longer holds the link's heading in place)
    page.evaluate("""() => { const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
      window.dispatchEvent(new WheelEvent('wheel'));
      window.scrollBy({top: document.querySelector('#nm-grid').getBoundingClientRect().top - header,
                       behavior: 'instant'}); }""")
    assert page.locator("#nm-grid").evaluate("e => e.getBoundingClientRect().height") > 390
    for part in ("#nm-board", "#nm-keyboard", "#nm-summary"):
        assert page.evaluate(IN_VIEW, part), (part, boxes(page, part))
    assert page.locator("#nm-suggestion").text_content() == "12+35=47"
    assert page.errors == []


def test_cancel_focused_while_the_turn_is_worked_out_gives_the_focus_back_to_the_tile(page, site_url):
    """Keyboard alone: Space on a tile starts a long answer, the focus goes to its Cancel, and the answer comes on
    its own. Cancel goes, and the focus goes back to the tile (it fell to the page's start, out of view)."""
    # (the colours of 12+35=47 and 8*7-6=50 but one tile)
    open_multi(page, site_url + "nerdle/?m=2:9*8-7%3D65:BBBBBGBP,BGPGPGPP")
    wait_multi(page, "2:9*8-7=65:BBBBBGBP,BGPGPGPP")
    tile = '#nm-board-1 .tl-row[data-row="0"] .tl-tile[data-index="4"]'  # to purple: 12+35=47 fits
    hold_python(page)  # the answer waits behind it: Cancel shows, whatever the machine's speed
    try:
        page.locator(tile).focus()
        page.keyboard.press(" ")
        cancel = page.locator("#nerdle-multi .pz-cancel")
        cancel.wait_for(state="visible")
        cancel.focus()
    finally:
        assert release_python(page)  # the answer still waited (the new Python works it out)
    assert wait_multi(page, "2:9*8-7=65:BBBBPGBP,BGPGPGPP") == "ok"
    assert cancel.is_hidden()
    assert page.evaluate(f"document.activeElement === document.querySelector('{tile}')")
    assert page.errors == []


def test_each_boards_possible_answers_are_one_tab_stop(page, site_url):
    """Each open board's list of possible answers is one Tab stop (it was one per answer: 20 a board); the arrows
    go from one to another, and Enter types the one focused."""
    open_multi(page, site_url + "nerdle/?m=" + quote(QUAD_3, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
    wait_answered(page, QUAD_3)
    first = page.locator("#nm-candidates-1 button").all_text_contents()
    assert len(first) == 5
    for b in (1, 2, 3):
        assert page.locator(f'#nm-candidates-{b} button[tabindex="0"]').count() == 1
    page.locator("#nm-more").focus()
    page.keyboard.press("Tab")
    focused = "() => [document.activeElement.closest('ol')?.id, document.activeElement.textContent]"
    assert page.evaluate(focused) == ["nm-candidates-1", first[0]]
    page.keyboard.press("Tab")  # the next board's list
    assert page.evaluate(focused)[0] == "nm-candidates-2"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    assert page.evaluate(focused) == ["nm-candidates-1", first[2]]
    page.keyboard.press("Enter")
    assert "".join(page.locator("#nm-typing .tl-tile").all_text_contents()) == first[2]
    for _ in range(8):
        page.locator('#nm-keyboard [data-key="Backspace"]').click()
    assert page.errors == []


@pytest.mark.parametrize("slow", [False, True], ids=["taps", "slow-taps"])
def test_on_a_phone_the_tap_that_completes_the_colours_brings_the_next_guess_into_view(phone_page, site_url, slow):
    """390x844, Quad-Nerdle: a guess entered, the page scrolled up to the boards, its colours tapped on each open
    board. The tap that completes them gives the next guess, which comes into view with the row tapped (it stayed
    below the screen; Enter, and typing, brought it). Slow taps: the last board's first tap gets its own answer
    (colours half set, which no answer fits) before the next: the next guess still comes into view (it did not,
    on a loaded machine, where taps come slowly)."""
    page = phone_page
    page.emulate_media(reduced_motion="reduce")  # each scroll done at once: where the page is is known
    try:
        page.open(site_url + "nerdle/?m=" + quote(QUAD_3, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
        wait_answered(page, QUAD_3)
        guess = page.locator("#nm-suggestion").text_content()
        assert guess == "12+35=47"
        page.locator("#nm-use").tap()
        page.locator('#nm-keyboard [data-key="Enter"]').tap()
        page.wait_for_selector('#nm-board-1 .tl-row[data-row="3"]')
        rows = ["GPGPBGBB", "BBBBPGBP", "GGGGGGGG"]  # 10+20=30, 8*9-7=65, 12+35=47
        played = QUAD_3 + f";{guess}:" + ",".join(rows + ["-"])
        # scrolled up as a reader does to the boards' top (a wheel's event first: the page no longer holds the
        # link's heading in place)
        page.evaluate("""() => { const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
          window.dispatchEvent(new WheelEvent('wheel'));
          window.scrollBy({top: document.querySelector('#nm-grid').getBoundingClientRect().top - header,
                           behavior: 'instant'}); }""")
        assert not page.evaluate(IN_VIEW, "#nm-summary"), boxes(page, "#nm-summary")
        for b, row in enumerate(rows, 1):
            if slow and b == len(rows):
                page.locator(f'#nm-board-{b} .tl-row[data-row="3"] .tl-tile[data-index="0"]').tap()
                page.wait_for_function("() => { const s = document.getElementById('nm-summary');"
                                       " return s.dataset.key === new URLSearchParams(location.search).get('m')"
                                       " && s.dataset.state !== 'busy'; }")
                row = "P" + row[1:]  # (tile 0 is purple now: one more tap makes it green)
            set_colours(page, b, 3, row, tap=True)
        wait_answered(page, played)
        assert page.locator("#nm-suggestion").text_content() == nerdle_web.web_multi(4, [
            {"guess": g, "feedback": f.split(",")} for g, f in (p.split(":") for p in played[2:].split(";"))
        ])["suggestion"]
        assert page.evaluate(IN_VIEW, "#nm-summary"), boxes(page, "#nm-summary")
        row = '#nm-board-3 .tl-row[data-row="3"]'
        assert page.evaluate(IN_VIEW, row), boxes(page, row)  # the row tapped last with it
        assert page.errors == []
    finally:
        page.emulate_media(reduced_motion="null")


def test_on_a_phone_a_tap_on_a_row_already_complete_leaves_the_page_where_it_is(tab, site_url):
    """390x844, Quad-Nerdle, the last guess's colours complete on every open board, the page scrolled up to the
    boards' top: a tap that changes a colour of that row gives another next guess, and completes nothing. The page
    stays where it is (the next tile stays under the finger); it went down to the next guess after every such tap."""
    page = tab(phone=True)
    page.emulate_media(reduced_motion="reduce")  # each scroll done at once: where the page is is known
    page.goto(site_url + "nerdle/?m=" + quote(QUAD_3, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
    wait_answered(page, QUAD_3)
    assert page.locator("#nm-suggestion").text_content() == "12+35=47"
    # scrolled up as a reader does to the boards, the next guess just below the screen (a wheel's event first: the
    # page no longer holds the link's heading in place)
    page.evaluate("""() => { window.dispatchEvent(new WheelEvent('wheel'));
      window.scrollBy({top: document.querySelector('#nm-result').getBoundingClientRect().top - innerHeight,
                       behavior: 'instant'}); }""")
    assert not page.evaluate(IN_VIEW, "#nm-summary"), boxes(page, "#nm-summary")
    at = page.evaluate("scrollY")
    tile = '#nm-board-1 .tl-row[data-row="2"] .tl-tile[data-index="4"]'  # 48-32=16's '2', purple
    page.locator(tile).tap()
    changed = QUAD_3.replace("48-32=16:BBBPPGPB", "48-32=16:BBBPGGPB")
    assert wait_multi(page, changed) == "ok"
    assert page.locator("#nm-suggestion").text_content() == "10+22=32"
    assert page.evaluate("scrollY") == at
    assert page.evaluate(IN_VIEW, tile), boxes(page, tile)
    assert page.errors == []


def test_a_quad_nerdle_link_held_sideways_shows_the_next_guess(tab, site_url):
    """844x390: a Quad-Nerdle link opens at its section with the next guess in view (its line was just below the
    screen, at 391-426 px, until the first tap)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "nerdle/?m=" + quote(QUAD_3, safe=":,;") + "#bi-nerdle-and-quad-nerdle")
    wait_answered(page, QUAD_3)
    assert page.locator("#nm-suggestion").text_content() == "12+35=47"
    assert page.evaluate(IN_VIEW, "#nm-summary"), boxes(page, "#nm-summary")
    assert page.evaluate(IN_VIEW, "#nm-grid .nm-title"), boxes(page, "#nm-grid .nm-title")
    assert page.errors == []


def test_keys_of_other_keyboards_type_the_symbols_they_mean(page, site_url):
    """A Japanese keyboard's "１", an Arabic one's "٣", the minus sign and "·": the Classic board read them, these
    boards dropped them (１２＋３５＝４７ typed nothing)."""
    open_multi(page, site_url + "nerdle/")
    assert wait_multi(page, "") == "ok"
    page.locator("#nm-title-1").click()
    for key in "１٢+٣5=4٧":
        page.evaluate("""k => document.activeElement.dispatchEvent(
          new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true}))""", key)
    assert "".join(page.locator("#nm-typing .tl-tile").all_text_contents()) == "12+35=47"
    for _ in range(8):
        page.keyboard.press("Backspace")
    for key in "9·8−7=65":
        page.evaluate("""k => document.activeElement.dispatchEvent(
          new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true}))""", key)
    assert "".join(page.locator("#nm-typing .tl-tile").all_text_contents()) == "9*8-7=65"
    assert page.errors == []
