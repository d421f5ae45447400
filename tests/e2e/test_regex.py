"""The regex crossword widget in Chromium: bundled and typed puzzles, live clue status, solve, hint, keyboard,
share links, bad input, hexagons and the phone."""

from urllib.parse import parse_qs, quote, urlparse

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from puzzlers.regexcrossword import bundled_puzzle, hint, solve
from puzzlers.regexcrossword.web import web_check, web_solve

from .conftest import (
    IN_VIEW,
    LAYOUT_SHIFTS,
    RECORD_ANNOUNCED,
    RECORD_LIVE,
    WATCH_SHIFTS,
    boxes,
    hold_python,
    release_python,
)
from .test_phone_layout import SHARE_STUB
from .test_plates import RECORD_SAID

SPACE_SHOWN = "\u2423"
PYTHON_TIMEOUT_MS = 60_000


def open_puzzle(page, site_url, query=""):
    page.open(site_url + "regex/" + query)
    wait_tally(page)


def wait_tally(page):
    """Wait until the live clue check has reported (the tally line is written after each check)."""
    page.wait_for_function("document.querySelector('#rx-tally').textContent !== ''")


def cell_values(page):
    return page.eval_on_selector_all(".rx-cell", "els => els.map(e => e.value)")


def statuses(page):
    return page.eval_on_selector_all(".rx-clue", "els => els.map(e => e.dataset.status)")


def wait_status(page, clue, status):
    page.wait_for_function(
        "([i, s]) => document.querySelector(`.rx-clue[data-clue='${i}']`).dataset.status === s", arg=[clue, status])


def wait_summary(page, text):
    try:
        page.wait_for_function("t => document.querySelector('#rx-summary').textContent === t", arg=text,
                               timeout=PYTHON_TIMEOUT_MS)
    except PlaywrightTimeout:
        pass
    assert page.locator("#rx-summary").text_content() == text


def expected_cells(puzzle_id):
    result = solve(bundled_puzzle(puzzle_id))
    assert result.unique
    return [ch.replace(" ", SPACE_SHOWN) for row in result.solutions[0] for ch in row]


def test_pick_a_puzzle_type_and_see_clue_status(page, site_url):
    open_puzzle(page, site_url)
    assert page.locator("#rx-puzzle").input_value() == "beginner/beatles"
    assert page.locator(".rx-cell").count() == 4
    # The picker: grouped by pack; the irregular hexagons are supported now.
    assert page.locator("#rx-puzzle optgroup[label='Hexagonal'] option[value='hexagonal/pollen']").count() == 1
    buzz = page.locator("#rx-puzzle option[value='hexagonal/buzz-buzz']")
    assert not buzz.is_disabled() and "not supported" not in buzz.text_content()
    # Rectangles on a wide screen: clues around the grid, left, right, top.
    assert page.locator(".rx-left .rx-edge[data-clue='0'] code").text_content() == "HE|LL|O+"
    assert page.locator(".rx-top .rx-edge[data-clue='2'] code").text_content() == "[^SPEAK]+"
    assert statuses(page) == ["possible"] * 4
    # Lowercase is typed as uppercase; the cursor moves on; HE|LL|O+ and [^SPEAK]+ cannot start with an S.
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("s")
    wait_status(page, 2, "impossible")
    assert cell_values(page) == ["S", "", "", ""]
    assert page.evaluate("document.activeElement.dataset.k") == "1"
    assert statuses(page) == web_check("beginner/beatles", ["S", "", "", ""])["clues"]
    assert statuses(page) == ["impossible", "possible", "impossible", "possible"]
    clue = page.locator(".rx-clue[data-clue='2']")
    assert clue.locator(".rx-state").text_content() == "cannot match."  # the "." for screen readers only
    assert page.locator(".rx-top .rx-edge[data-clue='2']").get_attribute("data-status") == "impossible"
    assert page.locator("#rx-tally").text_content() == "Clues: 0 match, 2 possible, 2 impossible."
    # Fill in the answer: every clue ok, the grid says it is solved. The tally is no live region (a screen reader
    # said it after every letter): it is said once the typing pauses.
    assert page.locator("#rx-tally").get_attribute("aria-live") is None
    page.evaluate(RECORD_SAID)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("help")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert cell_values(page) == ["H", "E", "L", "P"]
    assert statuses(page) == ["ok"] * 4
    assert page.locator("#rx-tally").text_content() == "Solved: every clue matches."
    page.wait_for_function("window.__said.includes('Solved: every clue matches.')")
    # (a tally of a half-typed grid is said only if the typing paused 0.7 s there: not on this machine's speed)
    assert page.evaluate("window.__said").count("Solved: every clue matches.") == 1
    # Another puzzle from the picker.
    page.locator("#rx-puzzle").select_option("notebook/3x3")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    assert page.locator("#rx-title").text_content().startswith("Notebook: Bat Man \u00b7 3\u00d73")
    # and said (the new grid came without a word to a screen reader)
    page.wait_for_function("window.__said.includes(document.querySelector('#rx-title').textContent)")
    assert parse_qs(urlparse(page.url).query) == {"p": ["notebook/3x3"]}
    assert page.errors == []


def test_a_control_character_among_the_symbols_is_shown_by_its_picture(page, site_url):
    """Winnie's clue ['\\2BINGE']+ names U+0002 (octal in a class, as Python reads it): the title's symbols show it
    as U+2402 (it was an empty box); pasted in a cell, that picture is the symbol, shown as typed."""
    open_puzzle(page, site_url, "?p=hexagonal/winnie")
    title = page.locator("#rx-title").text_content()
    assert "\x02" not in title and " \u2402 \u2423 ' . 0 1" in title, title
    cell = page.locator(".rx-cell[data-k='0']")
    cell.fill("\u2402")
    page.wait_for_function("document.querySelectorAll('.rx-cell')[0].value === '\u2402'")
    assert page.errors == []


def test_full_width_letters_in_a_cell_are_ascii(page, site_url):
    """A phone's keyboard set to Japanese types full-width letters (Ｈ): the cell and the share link hold H."""
    open_puzzle(page, site_url)
    page.locator(".rx-cell[data-k='0']").fill("Ｈ")
    page.wait_for_function("document.querySelector('#rx-tally').textContent !== ''")
    page.wait_for_function("document.querySelectorAll('.rx-cell')[0].value === 'H'")
    page.wait_for_function("(new URLSearchParams(location.search).get('g') || '').startsWith('H')")
    assert parse_qs(urlparse(page.url).query)["g"][0].isascii()
    assert cell_values(page) == ["H", "", "", ""]
    # a link typed with them too
    open_puzzle(page, site_url, "?p=beginner%2Fbeatles&g=" + quote("ＨELP"))
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert cell_values(page) == ["H", "E", "L", "P"]
    assert page.errors == []


def test_an_accent_written_as_a_mark_of_its_own_is_one_letter(page, site_url):
    """"cafe\u0301s" (an é as e and a combining accent, as some keyboards and pasted text write it) put the lone
    accent in a cell of its own, and the S was lost at the grid's end."""
    open_puzzle(page, site_url, "?t=" + quote("rows:\nCAF[ÉE]S\ncolumns:\nC\nA\nF\nÉ\nS", safe=""))
    page.locator(".rx-cell[data-k='0']").focus()
    page.keyboard.insert_text("cafe\u0301s")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert cell_values(page) == ["C", "A", "F", "É", "S"]
    assert page.errors == []


def test_a_letter_whose_capital_is_two_stays_one_character(page, site_url):
    """A "ß", whose capital is "SS", filled one cell with two letters, which the link then spread over two cells."""
    open_puzzle(page, site_url, "?p=beginner%2Fbeatles&g=HE__")
    page.locator(".rx-cell[data-k='2']").focus()
    page.keyboard.insert_text("ß")
    page.wait_for_function("document.querySelectorAll('.rx-cell')[2].value === 'ß'")
    assert cell_values(page) == ["H", "E", "ß", ""]
    assert page.errors == []


UPRIGHT_ICON = """e => {
  // the icon's own writing mode, and its transform composed with its clue's (identity: upright, as a row's)
  const matrix = (node) => new DOMMatrix(getComputedStyle(node).transform);
  const turn = matrix(e.closest('.rx-edge')).multiply(matrix(e));
  const box = e.getBoundingClientRect();
  return [getComputedStyle(e).writingMode, turn.isIdentity, e.textContent, Math.round(box.width),
          Math.round(box.height)];
}"""


@pytest.mark.parametrize("query, sides", [("p=beginner/beatles&g=HELP", ("left", "top")),
                                          ("p=doublecross/bat-man", ("left", "right", "top", "bottom"))],
                         ids=["beatles", "double-cross"])
def test_the_clues_status_icons_stand_upright_on_every_side(page, site_url, query, sides):
    """A column clue is written down its edge (turned half round at the top); its icon lay on its side ("…" became
    "⋮"): it is upright, as a row clue's, with the same box."""
    open_puzzle(page, site_url, "?" + query)
    icons = {side: page.locator(f".rx-{side} .rx-edge:not(.rx-none) .rx-icon").first.evaluate(UPRIGHT_ICON)
             for side in sides}
    row = icons["left"]
    assert row[:2] == ["horizontal-tb", True] and row[2] in ("\u2713", "\u2026")
    for side, icon in icons.items():
        assert icon[:2] == ["horizontal-tb", True], side
        if icon[2] == row[2]:
            assert abs(icon[3] - row[3]) <= 1 and abs(icon[4] - row[4]) <= 1, side
    assert page.errors == []


def test_hovering_a_clue_highlights_its_cells(page, site_url):
    open_puzzle(page, site_url, "?p=seed/3x3")  # the notebook's puzzles' ids before: old links still work
    assert page.locator("#rx-puzzle").input_value() == "notebook/3x3"
    assert page.locator("#rx-title").text_content().startswith("Notebook: Bat Man")
    page.wait_for_function("() => new URLSearchParams(location.search).get('p') === 'notebook/3x3'")
    page.locator(".rx-top .rx-edge[data-clue='7']").hover()
    highlighted = page.eval_on_selector_all(".rx-cell.rx-hl", "els => els.map(e => Number(e.dataset.k))")
    assert highlighted == [1, 4, 7]
    page.locator(".rx-cell[data-k='4']").focus()
    active = page.eval_on_selector_all(".rx-edge.rx-active", "els => els.map(e => Number(e.dataset.clue))")
    assert sorted(active) == [1, 4, 7, 10]


def test_keyboard_navigation(page, site_url):
    open_puzzle(page, site_url, "?p=notebook/3x3")
    page.locator(".rx-cell[data-k='0']").focus()
    active = "document.activeElement.dataset.k"
    for key, cell in [("ArrowRight", "1"), ("ArrowDown", "4"), ("ArrowDown", "7"), ("ArrowDown", "7"),
                      ("ArrowLeft", "6"), ("ArrowLeft", "6"), ("ArrowUp", "3")]:
        page.keyboard.press(key)
        assert page.evaluate(active) == cell, key
    page.keyboard.type("fer")
    assert cell_values(page)[3:6] == ["F", "E", "R"]
    assert page.evaluate(active) == "6"
    page.keyboard.press("Backspace")          # cell 6 is empty: go back to cell 5 and clear it
    assert page.evaluate(active) == "5"
    assert cell_values(page)[3:6] == ["F", "E", ""]
    page.keyboard.press("Backspace")          # cell 5 is empty now: go back to cell 4 and clear it
    assert cell_values(page)[3:6] == ["F", "", ""]
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '___F_____'")


#: Record the live checks sent to Python from now on (window.__pzChecks: each one's letters).
RECORD_CHECKS = """() => {
  window.__pzChecks = [];
  if (!window.__pzPost) window.__pzPost = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.fn === 'check') window.__pzChecks.push(message.args.cells);
    return window.__pzPost.call(this, message, ...rest);
  };
}"""
#: Stop RECORD_CHECKS's recording.
STOP_RECORDING_CHECKS = "() => { if (window.__pzPost) Worker.prototype.postMessage = window.__pzPost; }"
#: Paste text on the focused cell (a paste event carrying the clipboard's text, as a phone's menu sends).
PASTE = """text => {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true,
                                                                    cancelable: true }));
}"""


def focused_cell(page):
    return page.evaluate("document.activeElement.dataset.k")


def test_a_paste_fills_the_cells_from_there_on(page, site_url):
    """A paste kept its last character only ("FORTY-TWO" gave "O"): its characters fill the cell and the next
    ones as typing them would (a filled cell takes the new letter, a space that is no symbol is skipped, a given
    cell passes on), the cursor after the last, and the grid is checked once."""
    open_puzzle(page, site_url, "?p=notebook/3x3")  # its symbols have no space
    page.evaluate(RECORD_CHECKS)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page.locator(".rx-cell[data-k='2']").click()
        page.keyboard.type("a")
        page.wait_for_function("window.__pzChecks.length === 1")  # the check of the A is sent
        page.evaluate("window.__pzChecks = []")
        page.evaluate("navigator.clipboard.writeText('fo rt\\n')")
        page.locator(".rx-cell[data-k='1']").click()
        page.keyboard.press("Control+V")
        assert cell_values(page) == ["", "F", "O", "R", "T", "", "", "", ""]
        assert focused_cell(page) == "5"
        page.wait_for_function("new URLSearchParams(location.search).get('g') === '_FORT____'")
        expected = web_check("notebook/3x3", ["", "F", "O", "R", "T", "", "", "", ""])["clues"]
        page.wait_for_function("s => [...document.querySelectorAll('.rx-clue')].every((e, i) => e.dataset.status"
                               " === s[i]) && window.__pzChecks.length > 0", arg=expected)
        assert page.evaluate("window.__pzChecks") == [["", "F", "O", "R", "T", "", "", "", ""]]
        # Typing goes on from there.
        page.keyboard.type("u")
        assert cell_values(page)[5] == "U"
        assert focused_cell(page) == "6"
    finally:
        page.evaluate(STOP_RECORDING_CHECKS)
        page.context.clear_permissions()
    # Pasted on a given cell: from the next open cell on; the grid's end ends it.
    text = "rows:\nAB\nCD\ncolumns:\nAC\nBD\ngrid:\nA_\n_D"
    open_puzzle(page, site_url, "?t=" + quote(text, safe=""))
    page.locator(".rx-cell[data-k='0']").click()
    page.evaluate(PASTE, "bcd")
    assert cell_values(page) == ["A", "B", "C", "D"]
    assert focused_cell(page) == "2"
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_BC_'")
    # a paste with no text is left to the browser (Lighthouse pastes nothing, and read a paste always cancelled as
    # a field that refuses pastes: best practices 89 on this page)
    assert page.evaluate("""() => document.querySelector('.rx-cell[data-k="1"]').dispatchEvent(new ClipboardEvent(
      'paste', { clipboardData: new DataTransfer(), bubbles: true, cancelable: true }))""") is True
    assert page.errors == []


def test_a_phone_keyboard_sending_several_characters_at_once_types_them_all(phone_page, site_url):
    """A phone's keyboard may send several characters in one input event (a word, a suggestion): "Y-" kept "-"
    only. They fill the cell and the next ones, the cursor after the last; on a filled cell the word replaces."""
    page = phone_page
    open_puzzle(page, site_url, "?p=intermediate/earth")
    page.locator(".rx-cell[data-k='0']").tap()
    page.keyboard.insert_text("Y-")
    assert cell_values(page) == ["Y", "-", "", "", "", "", "", "", ""]
    assert focused_cell(page) == "2"
    page.locator(".rx-cell[data-k='0']").tap()
    page.keyboard.insert_text("yea")
    assert cell_values(page) == ["Y", "E", "A", "", "", "", "", "", ""]
    assert focused_cell(page) == "3"
    page.keyboard.insert_text("r")
    assert cell_values(page) == ["Y", "E", "A", "R", "", "", "", "", ""]
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'YEAR_____'")
    assert page.errors == []


def test_a_word_composed_by_the_phones_keyboard_is_typed_once(phone_page, site_url):
    """Keyboards that compose a word before committing it (Samsung's, Gboard's with suggestions, Japanese, Chinese)
    send the word at each change ("t", "to", "tob"): each was typed, the focus moving on mid-word, and "tob" filled
    nine cells (TTOTOBTOB). The word is typed once it is committed."""
    page = phone_page
    open_puzzle(page, site_url, "?p=experienced/hamlet")
    page.locator(".rx-cell[data-k='0']").tap()
    cdp = page.context.new_cdp_session(page)
    try:
        for text in ("t", "to", "tob"):
            cdp.send("Input.imeSetComposition", {"text": text, "selectionStart": len(text),
                                                 "selectionEnd": len(text)})
        cdp.send("Input.insertText", {"text": "tob"})
    finally:
        cdp.detach()
    page.wait_for_function("new URLSearchParams(location.search).get('g')?.startsWith('TOB__')")
    assert cell_values(page)[:6] == ["T", "O", "B", "", "", ""]
    assert focused_cell(page) == "3"
    page.keyboard.insert_text("e")  # and a letter typed the plain way after it
    assert cell_values(page)[:5] == ["T", "O", "B", "E", ""]
    assert page.errors == []


def test_a_word_ended_by_a_tap_on_another_cell_leaves_the_focus_there(phone_page, site_url):
    """A word being composed in one cell, ended by a tap on another cell: it is typed where it was composed, and
    the focus stays on the cell tapped (it went back to the cell after the word, the tap lost)."""
    page = phone_page
    open_puzzle(page, site_url, "?p=experienced/hamlet")
    page.locator(".rx-cell[data-k='0']").tap()
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Input.imeSetComposition", {"text": "t", "selectionStart": 1, "selectionEnd": 1})
    finally:
        cdp.detach()
    page.locator(".rx-cell[data-k='12']").tap()  # the word ends as the focus leaves its cell
    page.wait_for_function("new URLSearchParams(location.search).get('g')?.startsWith('T')")
    assert cell_values(page)[:2] == ["T", ""]
    assert focused_cell(page) == "12"
    assert page.errors == []


def test_on_a_phone_the_focused_cells_clues_show_above_the_grid(phone_page, site_url):
    """On a phone the clues of a 5x5 grid are listed under it: those of the cell being typed in were 250 to 800 px
    under it, under the phone's keyboard. They show above the grid, with their status, under the site's header
    as the grid scrolls by."""
    page = phone_page
    open_puzzle(page, site_url, "?p=experienced/hamlet")
    box = page.locator("#rx-cell-clues")
    assert box.is_visible() and box.text_content() == "Tap a cell: its clues show here."
    cell = page.locator(".rx-cell[data-k='12']")
    cell.tap()
    listed = page.evaluate("""() => document.querySelector('.rx-cell[data-k="12"]').getAttribute('aria-describedby')
      .split(' ').map((id) => { const li = document.getElementById(id);
        return [li.querySelector('.rx-name').textContent, li.querySelector('code').textContent]; })""")
    lines = page.locator("#rx-cell-clues .rx-line")
    assert [[line.locator(".rx-name").text_content(), line.locator("code").text_content()]
            for line in lines.all()] == listed and len(listed) >= 2
    page.keyboard.type("Q")  # a letter no clue of this cell's row takes there: its line says so
    wait_tally(page)
    first = page.evaluate("document.querySelector('.rx-cell[data-k=\"12\"]').getAttribute('aria-describedby')"
                          ".split(' ')[0]")
    page.wait_for_function("""id => document.querySelector('#rx-cell-clues .rx-line').dataset.status
      === document.getElementById(id).dataset.status""", arg=first)
    # scrolled down to the grid's last row: the box stays under the header, above the cell
    page.locator(".rx-cell[data-k='22']").tap()
    page.evaluate("window.scrollBy({top: document.querySelector('.rx-cell[data-k=\"22\"]').getBoundingClientRect()"
                  ".top - 200, behavior: 'instant'})")
    header, top, bottom, cell_top = page.evaluate("""() => [document.querySelector('.md-header')
      .getBoundingClientRect().bottom, ...['#rx-cell-clues', '#rx-cell-clues', '.rx-cell[data-k="22"]'].map((s, i) =>
      document.querySelector(s).getBoundingClientRect()[i === 1 ? 'bottom' : 'top'])]""")
    assert abs(top - header) <= 1 and bottom <= cell_top, (header, top, bottom, cell_top)
    page.set_viewport_size({"width": 1280, "height": 900})  # the clues around the grid: no box
    try:
        page.wait_for_function("document.querySelector('#rx-cell-clues').hidden")
    finally:
        page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_clear_is_taken_back_by_back(tab, site_url):
    """Clear, next to Hint, emptied the grid for good: the address lost the letters and Back left the page. It is
    an entry of the history now: Back brings the letters back."""
    page = tab(phone=True)
    page.goto(site_url + "regex/?p=experienced/hamlet&g=TOBEORNOT")
    page.wait_for_function("document.querySelector('#rx-tally').textContent !== ''", polling=100)
    assert cell_values(page)[:9] == list("TOBEORNOT")
    page.locator("#rx-clear").tap()
    page.wait_for_function("!new URLSearchParams(location.search).get('g')?.replace(/_/g, '')", polling=100)
    assert cell_values(page)[:9] == [""] * 9
    page.go_back()
    page.wait_for_function("document.querySelector('.rx-cell[data-k=\"8\"]')?.value === 'T'", polling=100,
                           timeout=PYTHON_TIMEOUT_MS)
    assert cell_values(page)[:9] == list("TOBEORNOT")
    assert "regex/" in page.url


def test_solve_over_wrong_letters_marks_the_cells_it_changed(page, site_url):
    """Solve over letters that fit no solution said how many cells it changed, but the grid did not show which:
    they are marked (a ring, and a title naming the letter typed), until typed over."""
    expected = expected_cells("experienced/hamlet")
    mine = "TOBEORNOTX"
    open_puzzle(page, site_url, "?p=experienced/hamlet&g=" + mine)
    page.locator("#rx-solve").click()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Your letters fit no')",
                           timeout=PYTHON_TIMEOUT_MS)
    changed = [k for k, ch in enumerate(mine) if ch != expected[k]]
    assert changed and page.eval_on_selector_all(".rx-cell.rx-changed", "els => els.map(e => +e.dataset.k)") \
        == changed
    k = changed[0]
    assert page.locator(f".rx-cell[data-k='{k}']").get_attribute("title") == \
        f"Changed by Solve: your letter was {mine[k]}"
    page.locator(f".rx-cell[data-k='{k}']").click()
    page.keyboard.type(expected[k])
    assert page.locator(f".rx-cell[data-k='{k}']").get_attribute("class").split().count("rx-changed") == 0
    assert page.errors == []


def test_a_letter_typed_on_a_filled_or_given_cell_is_kept(page, site_url):
    """A letter typed on a given cell was lost (the cursor moved on without it): it goes into the next open cell,
    as it would had the cursor skipped the given one. On a cell holding a letter the new one replaces it."""
    text = "rows:\nAB\nCD\ncolumns:\nAC\nBD\ngrid:\nA_\n_D"
    open_puzzle(page, site_url, "?t=" + quote(text, safe=""))
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("b")
    assert cell_values(page) == ["A", "B", "", "D"]
    assert focused_cell(page) == "2"
    page.keyboard.type("c")
    assert cell_values(page) == ["A", "B", "C", "D"]
    assert focused_cell(page) == "2"  # the last open cell: the cursor stays
    page.locator(".rx-cell[data-k='1']").click()
    page.keyboard.type("x")
    assert cell_values(page) == ["A", "X", "C", "D"]
    assert focused_cell(page) == "2"
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("b")
    assert cell_values(page) == ["A", "B", "C", "D"]
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_BC_'")
    # the check of these letters (a loaded machine answered an earlier check's row 2 "possible" first: clue 0 is
    # "ok" in both, so waiting for it alone read that one)
    page.wait_for_function("() => [...document.querySelectorAll('.rx-clue')].every((c) => c.dataset.status === 'ok')")
    assert statuses(page) == ["ok"] * 4
    assert page.errors == []


def test_solve_fills_the_grid_with_the_solution(page, site_url):
    open_puzzle(page, site_url, "?p=notebook/5x5")
    page.locator("#rx-solve").click()
    wait_summary(page, "Unique solution.")
    assert cell_values(page) == expected_cells("notebook/5x5")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert statuses(page) == ["ok"] * 20
    # the link holds the letters Solve was given (none): opened, it solves again
    assert parse_qs(urlparse(page.url).query) == {"p": ["notebook/5x5"], "s": ["1"]}
    page.evaluate(RECORD_SAID)
    try:
        page.locator("#rx-clear").click()
        assert cell_values(page) == [""] * 25
        assert page.locator("#rx-summary").text_content() == ""
        page.wait_for_function("!location.search.includes('g=')")
        # a screen reader hears it (the summary, emptied, says nothing)
        page.wait_for_function("() => window.__said.includes('The grid is cleared.')")
    finally:
        page.evaluate("() => window.__saidObserver.disconnect()")
    assert page.errors == []


def test_solution_count_for_a_puzzle_with_several_solutions(page, site_url):
    page.open(site_url + "regex/")
    wait_tally(page)
    page.locator("#rx-custom summary").click()
    page.locator("#rx-text").fill("rows:\n[AB]\n[AB]\ncolumns:\n[AB]*")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 2")
    page.locator("#rx-solve").click()
    wait_summary(page, "4 solutions (first shown). The first two differ in one cell, row 2, cell 1 (A or B).")
    assert cell_values(page) == ["A", "A"]
    page.locator("#rx-text").fill("rows:\nA\ncolumns:\nB")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 1")
    page.locator("#rx-solve").click()
    wait_summary(page, "No solution: no grid matches every clue.")
    assert cell_values(page) == [""]
    assert page.errors == []


def test_mit_hexagon_renders_and_solves_uniquely(page, site_url):
    open_puzzle(page, site_url, "?p=mit-2013")
    assert page.locator(".rx-hex .rx-cell").count() == 127
    assert page.locator(".rx-clue").count() == 39
    assert page.locator(".rx-edge").count() == 0
    titles = page.locator(".rx-group-title").all_text_contents()
    assert sorted(titles) == ["Down-left lines", "Rows", "Up-left lines"]
    # Hexagon rows are offset by half a cell: row 0 (7 cells) starts half a cell right of row 1 (8 cells).
    first = page.locator(".rx-cell[data-k='0']").bounding_box()
    pitch = page.locator(".rx-cell[data-k='1']").bounding_box()["x"] - first["x"]
    second_row = page.locator(".rx-cell[data-k='7']").bounding_box()
    assert abs((first["x"] - second_row["x"]) - pitch / 2) < 0.5
    assert second_row["y"] > first["y"]
    # Up and down move to the nearest cell of the next row.
    page.locator(".rx-cell[data-k='0']").focus()
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.k") == "7"
    page.locator("#rx-solve").click()
    wait_summary(page, "Unique solution.")
    assert cell_values(page) == expected_cells("mit-2013")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert statuses(page) == ["ok"] * 39
    assert page.errors == []


def test_hint_highlights_a_cell_and_marks_wrong_ones(page, site_url, tab):
    open_puzzle(page, site_url)
    expected = hint(bundled_puzzle("beginner/beatles"))
    assert expected.cell == (1, 0) and expected.symbol == "L"
    page.locator("#rx-hint").click()
    # The first press names the cell and its clues, not the letter (it gave the letter away at once)
    wait_summary(page, "Hint: look at row 2, cell 1 (row 2 left, column 1 top). Hint again for its letter.")
    assert page.locator("#rx-steps").is_hidden()
    hinted = page.eval_on_selector_all(".rx-cell.rx-hint", "els => els.map(e => e.dataset.k)")
    assert hinted == ["2"]
    assert parse_qs(page.evaluate("location.search")[1:])["h"] == ["1"]
    other = tab()
    other.goto(page.evaluate("location.href"))
    wait_summary(other, page.locator("#rx-summary").text_content())
    assert other.eval_on_selector_all(".rx-cell.rx-hint", "els => els.map(e => e.dataset.k)") == ["2"]
    assert other.locator("#rx-steps").is_hidden()
    other.close()
    page.locator("#rx-hint").click()
    wait_summary(page, "Hint: row 2, cell 1 is \u201cL\u201d (row 2 left, column 1 top). "
                       "2 deductions by 2 clues force this cell, step by step.")
    # the chain of deductions, one clue at a time
    assert page.locator("#rx-steps li").all_inner_texts() == [
        "row 2 left: row 2, cell 1 \u2192 one of A, E, L, P, S", "column 1 top: row 2, cell 1 \u2192 only L"]
    hinted = page.eval_on_selector_all(".rx-cell.rx-hint", "els => els.map(e => e.dataset.k)")
    assert hinted == ["2"]
    assert cell_values(page) == ["", "", "", ""]   # a hint does not fill the letter in by itself
    # The link shows the hint again as far as it went (the same letters give the same hint)
    assert parse_qs(page.evaluate("location.search")[1:])["h"] == ["2"]
    other = tab()
    other.goto(page.evaluate("location.href"))
    wait_summary(other, page.locator("#rx-summary").text_content())
    assert other.eval_on_selector_all(".rx-cell.rx-hint", "els => els.map(e => e.dataset.k)") == ["2"]
    assert other.locator("#rx-steps li").all_inner_texts() == page.locator("#rx-steps li").all_inner_texts()
    other.close()
    # Typing in the hinted cell removes the mark; a wrong letter is marked by the next hint.
    page.locator(".rx-cell[data-k='1']").click()
    page.keyboard.type("x")
    # another cell filled: the hint still shows, but the link no longer holds it (these letters give another)
    assert page.locator(".rx-cell.rx-hint").count() == 1
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_X__'")
    assert "h" not in parse_qs(page.evaluate("location.search")[1:])
    page.locator("#rx-hint").click()
    wait_summary(page, "No solution fits the letters so far (wrong cells marked): row 1, cell 2 is wrong.")
    assert page.eval_on_selector_all(".rx-cell.rx-wrong", "els => els.map(e => e.dataset.k)") == ["1"]
    assert page.locator(".rx-cell.rx-hint").count() == 0
    assert page.locator("#rx-steps li").count() == 0
    # The link holds this answer of Hint's too, the wrong cells marked (it held no h=1, and showed nothing)
    assert parse_qs(page.evaluate("location.search")[1:])["h"] == ["1"]
    other = tab()
    other.goto(page.evaluate("location.href"))
    wait_summary(other, "No solution fits the letters so far (wrong cells marked): row 1, cell 2 is wrong.")
    assert other.eval_on_selector_all(".rx-cell.rx-wrong", "els => els.map(e => e.dataset.k)") == ["1"]
    other.close()
    assert page.errors == []


def test_a_link_holds_solves_verdict_when_there_is_no_solution(page, site_url, tab):
    """A typed puzzle no grid fits: "No solution" was said, but the link held no s=1, and opened with no verdict."""
    open_puzzle(page, site_url, "?t=" + quote("rows:\nA\ncolumns:\nB\n", safe=""))
    page.locator("#rx-solve").click()
    wait_summary(page, "No solution: no grid matches every clue.")
    assert parse_qs(page.evaluate("location.search")[1:])["s"] == ["1"]
    other = tab()
    other.goto(page.evaluate("location.href"))
    wait_summary(other, "No solution: no grid matches every clue.")
    other.close()
    # a letter typed after it goes into the link (it held Solve's letters, none, from then on)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("a")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'A'")
    assert "s" not in parse_qs(page.evaluate("location.search")[1:])
    page.locator("#rx-solve").click()
    wait_summary(page, "No solution: no grid matches every clue.")
    page.locator("#rx-clear").click()  # the verdict goes with Clear, and so does s=1
    page.wait_for_function("() => !new URLSearchParams(location.search).has('s')")
    assert page.errors == []


def test_an_action_right_after_typing_gets_its_answer(page, site_url):
    """Typing schedules the live check 150 ms later, on the panel's runner, whose latest request wins. A Hint and
    a Load clicked meanwhile, while Python is still busy with earlier work, must not be overtaken by that check:
    the check runs first and the action then answers."""
    open_puzzle(page, site_url)
    hold_python(page)
    try:
        page.locator(".rx-cell[data-k='1']").click()
        page.keyboard.type("x")
        page.locator("#rx-hint").click()
    finally:
        held = release_python(page)
    assert held  # Python was busy as planned: the Hint came while it worked
    wait_summary(page, "No solution fits the letters so far (wrong cells marked): row 1, cell 2 is wrong.")
    assert page.eval_on_selector_all(".rx-cell.rx-wrong", "els => els.map(e => e.dataset.k)") == ["1"]
    hold_python(page)
    try:
        page.locator(".rx-cell[data-k='2']").click()
        page.keyboard.type("l")
        page.locator("#rx-custom summary").click()
        page.locator("#rx-text").fill("rows:\nA\ncolumns:\nB")
        page.locator("#rx-load").click()
    finally:
        held = release_python(page)
    assert held  # Python was busy as planned: the Load came while it worked
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 1")
    assert page.errors == []


def test_share_link_round_trip(page, site_url, tab):
    open_puzzle(page, site_url, "?p=notebook/3x3")
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("x")
    page.locator(".rx-cell[data-k='3']").click()
    page.keyboard.type("fe")
    page.locator(".rx-cell[data-k='8']").click()
    page.keyboard.type("u")
    expected = web_check("notebook/3x3", ["X", "", "", "F", "E", "", "", "", "U"])["clues"]
    assert [i for i, s in enumerate(expected) if s == "impossible"] == [0, 3, 6, 9]   # row 1 and column 1
    page.wait_for_function("e => [...document.querySelectorAll('.rx-clue')].every((c, i) => c.dataset.status === e[i])",
                           arg=expected)
    shared = page.url
    assert parse_qs(urlparse(shared).query) == {"p": ["notebook/3x3"], "g": ["X__FE___U"]}
    other = tab()
    other.goto(shared)
    wait_tally(other)
    assert other.locator("#rx-puzzle").input_value() == "notebook/3x3"
    assert cell_values(other) == ["X", "", "", "F", "E", "", "", "", "U"]
    assert statuses(other) == expected
    other.close()


def test_a_shared_puzzle_opens_at_its_grid_on_a_phone(tab, site_url):
    """The grid is below the menu and the buttons: on a 360x640 phone it started at 667 px, below the screen. The
    shared link names the puzzle's title, and opens there, the grid in view."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.add_init_script(SHARE_STUB)
    page.goto(site_url + "regex/?p=beginner/beatles")
    wait_tally(page)
    page.locator(".rx-cell[data-k='0']").tap()
    page.keyboard.type("h")
    page.wait_for_function("() => new URLSearchParams(location.search).get('g') === 'H___'")
    page.locator("#rx-share").tap()
    page.wait_for_function("() => window.__shared && window.__shared.length === 1")
    link = page.evaluate("window.__shared[0].url")
    assert link == page.evaluate("location.href.split('#')[0]") + "#rx-title"
    # the sheet's words name the puzzle (the answer line alone, "Unique solution.", said not which)
    assert page.evaluate("window.__shared[0].text") == "Beatles (2×2)."
    other = tab(phone=True)  # the link opened on another phone
    other.set_viewport_size({"width": 360, "height": 640})
    other.goto(link)
    wait_tally(other)
    assert cell_values(other) == ["H", "", "", ""]
    for selector in ("#rx-title", "#rx-solve", "#rx-board"):
        assert other.evaluate(IN_VIEW, selector), f"{selector} is not in view"
    # A typed puzzle's link: its text's fold opens after the browser went to the title, which the widget had drawn
    # anew (no :target margin), and the grid was below the screen (title at 464 px, grid at 729)
    typed = "rows:\n[AB]+C\nA?B#C\ncolumns:\n(A|B)\\1?\n[^C]B?\n\\w+C\n"
    other.goto(site_url + "regex/?t=" + quote(typed, safe="") + "&g=A_____#rx-title")
    wait_tally(other)
    assert cell_values(other) == ["A", "", "", "", "", ""]
    for selector in ("#rx-title", "#rx-board"):
        other.wait_for_function(IN_VIEW, arg=selector)
    assert page.errors == [] and other.errors == []


def test_a_hint_link_on_a_phone_opens_at_the_title_when_the_hinted_cell_fits_with_it(tab, site_url):
    """390x844: a link with a hint (h=1) that names the grid (#rx-board), so that the page opens with the title
    above the screen. The title and the hinted cell fit on the screen together: the page goes up to the title, the
    cell under it in view. The message first left the title, which names the puzzle, above the screen. (The share
    button's link, at #rx-title, and the address without a #fragment open with the title in view or below it: the
    message first shows the same.)"""
    page = tab(phone=True)
    page.goto(site_url + "regex/?p=notebook/3x3")
    page.wait_for_function("() => document.querySelector('#rx-tally').textContent !== ''"
                           " && !document.querySelector('#rx-hint').disabled")
    page.locator("#rx-hint").tap()
    page.wait_for_selector(".rx-hint")
    link = page.url
    assert parse_qs(urlparse(link).query) == {"p": ["notebook/3x3"], "h": ["1"]}
    other = tab(phone=True)  # the link opened on another phone
    other.emulate_media(reduced_motion="reduce")  # each scroll done at once: where the page is is known
    other.goto(link + "#rx-board")
    wait_summary(other, "Hint: look at row 3, cell 1 (row 3 left). Hint again for its letter.")
    header = other.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    title = other.locator("#rx-title").bounding_box()
    assert abs(title["y"] - header) <= 1, (title, header)
    assert other.evaluate(IN_VIEW, ".rx-cell.rx-hint"), boxes(other, ".rx-cell.rx-hint")
    assert page.errors == [] and other.errors == []


@pytest.mark.parametrize("flag, answer", [
    ("h=2", "Hint: row 3, cell 1 is \u201cA\u201d (row 3 left). Row 3 left alone forces this cell."),
    ("s=1", "Unique solution."),
])
def test_a_hint_or_solve_link_reloaded_leaves_the_page_where_the_reader_was(tab, site_url, flag, answer):
    """A link with a hint (or solved), the page scrolled far down, then reloaded: the answer comes again, and the
    page stays where the browser put it back (the link's reveal ran again, as for a link just opened: the hint's
    took the page up to the title, from 3000 to 289 px)."""
    page = tab(phone=True)
    page.emulate_media(reduced_motion="reduce")  # each scroll done at once: where the page is is known
    page.goto(site_url + "regex/?p=notebook/3x3&" + flag)
    wait_summary(page, answer)
    page.evaluate("scrollTo(0, 3000)")
    # Material keeps the place in the history entry (100 ms after a scroll), where a reload finds it
    page.wait_for_function("history.state && history.state.y >= 2900")
    page.reload()
    wait_summary(page, answer)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert page.evaluate("scrollY") > 2500, page.evaluate("scrollY")
    assert page.errors == []


def test_a_link_with_more_letters_than_cells_says_so(page, site_url):
    """g= longer than the grid: the letters that fit are used, and the message says how many were left out."""
    open_puzzle(page, site_url, "?p=notebook/3x3&g=X__FE___UAB")
    assert cell_values(page) == ["X", "", "", "F", "E", "", "", "", "U"]
    page.wait_for_function("document.querySelector('#regex-widget .pz-error').textContent !== ''")
    assert page.locator("#regex-widget .pz-error").text_content() == (
        "This link could not be read whole: 2 letters more than the grid's 9 cells (left out).")
    assert page.errors == []


def test_a_link_cut_short_in_its_last_setting_says_so(page, site_url):
    """A link cut short in its last setting ("&s=1", solve it, sent as "&so"): the letters are used, and the lost
    setting is said (the puzzle was shown unsolved, with nothing said)."""
    open_puzzle(page, site_url, "?p=notebook/3x3&g=X__FE&so")
    assert cell_values(page) == ["X", "", "", "F", "E", "", "", "", ""]
    error = page.locator("#regex-widget .pz-error")
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: its end, "so", '
                                    'is a setting with no value (was the link cut short?).')
    assert page.errors == []


def test_a_link_with_letters_but_no_puzzle_says_so(page, site_url):
    """g= without p= or t= (a link cut short): the first puzzle is shown empty, and the message says why."""
    open_puzzle(page, site_url, "?g=HELP")
    assert page.locator("#rx-puzzle").input_value() == "beginner/beatles"
    assert cell_values(page) == ["", "", "", ""]
    error = page.locator("#regex-widget .pz-error")
    error.wait_for()
    assert error.text_content() == "This link could not be read whole: letters but no puzzle for them (left out)."
    assert page.errors == []


def test_share_link_of_a_typed_puzzle(page, site_url, tab):
    open_puzzle(page, site_url)
    page.locator("#rx-custom summary").click()
    text = "name: Mine\nrows:\nA[BC]\n[DE]F\ncolumns:\n[AD]+\nCF"
    page.locator("#rx-text").fill(text)
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelector('#rx-title').textContent.startsWith('Mine')")
    assert page.locator("#rx-puzzle").input_value() == "__custom"
    page.locator(".rx-cell[data-k='2']").click()
    page.keyboard.type("d")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '__D_'")
    query = parse_qs(urlparse(page.url).query)
    assert query["g"] == ["__D_"] and "p" not in query
    assert query["t"][0].startswith("name: Mine\nrows:\nA[BC]\n[DE]F\n")
    other = tab()
    other.goto(page.url)
    wait_tally(other)
    assert other.locator("#rx-title").text_content().startswith("Mine \u00b7 2\u00d72")
    assert cell_values(other) == ["", "", "D", ""]
    other.locator("#rx-solve").click()
    wait_summary(other, "Unique solution with the letters in the grid.")  # Solve starts from the letters typed
    assert cell_values(other) == ["A", "C", "D", "F"]
    other.close()


PACK = ('{"puzzles": [{"name": "A", "patternsX": [["A"]], "patternsY": [["A"]]},'
        ' {"name": "B", "patternsX": [["B"]], "patternsY": [["B"]]}]}')
TWO_TEXTS = "name: First\nrows:\nA\ncolumns:\nA\n---\nname: Second\nrows:\nB\ncolumns:\nB\n"


@pytest.mark.parametrize("text, name", [(PACK, "A"), (TWO_TEXTS, "First")], ids=["pack", "text"])
def test_a_pack_or_a_text_of_several_puzzles_loads_the_first_and_says_so(page, site_url, tab, text, name):
    """The docs say the page accepts a pack and files of several puzzles: it said "Expected one puzzle; got 2."
    It loads the first, says so, and its link opens that puzzle."""
    open_puzzle(page, site_url)
    page.locator("#rx-custom summary").click()
    page.locator("#rx-text").fill(text)
    page.locator("#rx-load").click()
    page.wait_for_function("t => document.querySelector('#rx-title').textContent.startsWith(t)", arg=name + " \u00b7")
    wait_summary(page, "This text holds 2 puzzles; the first is loaded. To load another, leave only it in the box.")
    assert page.locator(".pz-error").is_hidden()
    assert page.locator(".rx-cell").count() == 1 and page.locator("#rx-text").input_value() == text
    page.locator(".rx-cell").first.click()
    page.keyboard.type("a")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'A'")
    query = parse_qs(urlparse(page.url).query)
    assert query["t"][0].startswith(f"name: {name}\n") and "---" not in query["t"][0] and "B" not in query["t"][0]
    other = tab()
    other.goto(page.url)
    wait_tally(other)
    assert other.locator("#rx-title").text_content().startswith(name + " \u00b7 1\u00d71")
    assert cell_values(other) == ["A"] and other.locator("#rx-tally").text_content() == "Solved: every clue matches."
    assert other.locator("#rx-summary").text_content() == ""  # the link holds that one puzzle alone
    other.close()
    assert page.errors == []


def test_unsupported_syntax_shows_the_message(page, site_url):
    open_puzzle(page, site_url)
    page.locator("#rx-custom summary").click()
    page.locator("#rx-text").fill("rows:\nA(?<=A)B\ncolumns:\nA\n.\n.\n")
    page.locator("#rx-load").click()
    error = page.locator(".pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == ("Row 1 left: clue 'A(?<=A)B': lookbehind (?<=...) / (?<!...) is not supported at "
                                     "position 2.")
    assert "Traceback" not in page.content()
    # The puzzle shown before stays playable.
    assert page.locator(".rx-cell").count() == 4
    assert page.locator("#rx-puzzle").input_value() == "beginner/beatles"
    page.locator("#rx-text").fill("rows:\nAB\ncolumns:\nA\nB\n")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 2")
    assert error.is_hidden()
    # A share link with a bad typed puzzle shows the message and keeps the text to fix.
    page.open(site_url + "regex/?t=" + "rows%3A%0A(%3FP%3Cx%3EA)%0Acolumns%3A%0AA")
    error.wait_for(state="visible")
    assert error.text_content() == ("Row 1 left: clue '(?P<x>A)': named groups are not supported; use (...) and \\1 at "
                                     "position 1.")
    assert page.locator("#rx-text").input_value() == "rows:\n(?P<x>A)\ncolumns:\nA"
    assert page.errors == []


def test_phone_viewport(phone_page, site_url):
    page = phone_page
    open_puzzle(page, site_url, "?p=mit-2013")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # The puzzle menu in the body text's size (the phone rule for inputs made it 28 px, its names cut short).
    assert page.locator("#rx-puzzle").evaluate("e => getComputedStyle(e).fontSize") == "20px"
    # The puzzle's text at 16 px (the phone's 28 px for inputs wrapped every clue; under 16 iOS zooms in)
    assert page.locator("#rx-text").evaluate("e => getComputedStyle(e).fontSize") == "16px"
    # The 13-cell middle row does not fit 390 px at a finger's width per cell: the grid scrolls in its box.
    wrap = page.locator("#rx-wrap").bounding_box()
    assert wrap["x"] >= 0 and wrap["x"] + wrap["width"] <= 390
    cell = page.locator(".rx-cell[data-k='63']").bounding_box()   # a cell of the 13-cell middle row
    assert cell["width"] >= 44
    # ... and shows that it does: a shadow on the side where more of the grid is (gradients that scroll with it)
    assert page.locator("#rx-wrap").evaluate("e => e.scrollWidth > e.clientWidth")
    assert page.locator("#rx-wrap").evaluate("e => getComputedStyle(e).backgroundImage").count("gradient") == 4
    page.locator(".rx-cell[data-k='0']").tap()
    page.keyboard.type("n")
    page.wait_for_function("new URLSearchParams(location.search).get('g').startsWith('N_')")
    # A rectangle on a phone: its clues move to a list under the grid.
    open_puzzle(page, site_url, "?p=notebook/5x5")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator(".rx-clue").first.is_visible()
    assert page.locator(".rx-board").bounding_box()["width"] <= 390
    assert page.errors == []


def test_an_irregular_hexagon_draws_and_solves(page, site_url):
    """Buzz buzz (rows 1, 2, 1): four cells at distinct places, solved uniquely (it spells HIVE)."""
    open_puzzle(page, site_url, "?p=hexagonal/buzz-buzz")
    boxes = page.eval_on_selector_all(".rx-cell", "els => els.map(e => { const r = e.getBoundingClientRect();"
                                                  " return [Math.round(r.x), Math.round(r.y)]; })")
    assert len(boxes) == 4 and len(set(map(tuple, boxes))) == 4
    page.locator("#rx-solve").click()
    wait_summary(page, "Unique solution.")
    assert cell_values(page) == expected_cells("hexagonal/buzz-buzz")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert page.errors == []


def box(page, selector):
    return page.locator(selector).evaluate("e => { const r = e.getBoundingClientRect();"
                                           " return {top: r.top, bottom: r.bottom}; }")


def test_phone_nothing_moves_while_python_starts(phone_page, site_url):
    """The first puzzle and the list come with the page (the build writes them), the skeleton has its final
    size: from the load to the first clue check, the layout shifts add up to at most 0.02."""
    page = phone_page
    page.add_init_script(WATCH_SHIFTS)
    page.goto(site_url + "regex/")
    wait_tally(page)
    assert page.locator("#rx-puzzle").input_value() == "beginner/beatles"
    shifts = page.evaluate(LAYOUT_SHIFTS)
    assert sum(shifts) <= 0.02, shifts
    assert page.errors == []


def test_phone_clues_by_the_grid_and_answers_in_view(phone_page, site_url):
    page = phone_page
    for query in ("?p=notebook/5x5", "?p=mit-2013"):
        open_puzzle(page, site_url, query)
        grid = box(page, "#rx-wrap")
        clues = box(page, "#rx-clues")
        # only the tally line (two lines at most) between the grid and its clues
        assert 0 <= clues["top"] - grid["bottom"] <= 80, (query, grid, clues)
    open_puzzle(page, site_url, "?p=notebook/5x5")
    page.locator("#rx-hint").tap()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Hint: look at')")
    page.locator("#rx-hint").tap()  # its letter and steps
    page.wait_for_selector("#rx-steps li")
    page.wait_for_function(IN_VIEW, arg="#rx-summary")
    assert page.locator(".rx-cell.rx-hint").count() == 1
    page.locator("#rx-solve").tap()
    wait_summary(page, "Unique solution.")
    page.wait_for_function(IN_VIEW, arg="#rx-summary")
    # the old hint is gone: no mark, no steps
    assert page.locator(".rx-cell.rx-hint").count() == 0
    assert page.locator("#rx-steps").is_hidden()
    assert page.errors == []


def test_a_hint_goes_once_its_cell_is_filled(page, site_url):
    open_puzzle(page, site_url, "?p=notebook/3x3")
    page.locator("#rx-hint").click()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Hint: look at')")
    page.locator("#rx-hint").click()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.includes('\u201c')")
    cell = page.locator(".rx-cell.rx-hint")
    symbol = page.locator("#rx-summary").text_content().split("\u201c")[1][0]
    cell.focus()
    page.keyboard.type(symbol)
    page.wait_for_function("document.querySelectorAll('.rx-cell.rx-hint').length === 0")
    assert page.locator("#rx-summary").text_content() == ""
    assert "h" not in parse_qs(page.evaluate("location.search")[1:])  # the link no longer shows the hint
    assert page.errors == []


PARTS = """data => {
  // The grid's parts (js/regex-grid.js) on their own: draw a puzzle, show an undecided clue, write the tally.
  const G = Puzzlers.regexGrid;
  const none = () => {};
  const view = G.draw(data, data.given.map(() => ""), { key: none, input: none, focus: none, blur: none, hover: none });
  G.setStatus(view, data, 0, "undecided", "the work budget ran out");
  G.setStatus(view, data, 1, "ok");
  const item = view.clueNodes[0].find((n) => n.classList.contains("rx-clue"));
  const statuses = data.clues.map((_, i) => (i === 0 ? "undecided" : i === 1 ? "ok" : "possible"));
  return {
    cells: view.inputs.length, icon: item.querySelector(".rx-icon").textContent,
    state: item.querySelector(".rx-state").textContent, title: item.title, status: item.dataset.status,
    okTitle: view.clueNodes[1][0].title,
    tally: G.tallyText({ clues: statuses, solved: false, undecided: "the work budget ran out" }),
    withoutReason: G.tallyText({ clues: statuses, solved: false }),
    before: G.tallyText({ clues: statuses.slice(1), solved: false }),
  };
}"""


def test_undecided_clue_status_is_shown(page, site_url):
    """A clue web_check could not judge within its work budget ("undecided", with a top-level reason) shows '?'
    and the reason, to screen readers too; without the field the page reads as before."""
    from puzzlers.regexcrossword.web import web_load

    open_puzzle(page, site_url, "?p=notebook/3x3")
    data = web_load("notebook/3x3")
    names = [clue["name"] for clue in data["clues"]]
    n = len(names)
    assert page.evaluate(PARTS, data) == {
        "cells": 9, "icon": "?", "state": "undecided: the work budget ran out.", "status": "undecided",
        "title": f"{names[0]}: undecided: the work budget ran out", "okTitle": f"{names[1]}: matches",
        "tally": f"Clues: 1 matches, {n - 2} possible, 0 impossible, 1 undecided (the work budget ran out).",
        "withoutReason": f"Clues: 1 matches, {n - 2} possible, 0 impossible, 1 undecided.",
        "before": f"Clues: 1 matches, {n - 2} possible, 0 impossible.",
    }
    assert page.errors == []


def test_a_link_whose_puzzle_does_not_load_names_no_other_puzzle(phone_page, site_url):
    page = phone_page
    page.open(site_url + "regex/?t=" + quote("rows:\n(\ncolumns:\nA"))
    error = page.locator("#regex-widget .pz-error")
    error.wait_for()
    assert error.text_content().startswith("Row 1 left: clue '(': missing ')'")
    assert page.locator("#rx-puzzle").input_value() == "__custom"  # not a bundled puzzle's name over no grid
    page.wait_for_function("""() => { const r = document.querySelector('#regex-widget .pz-error')
                                        .getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }""")
    # Load on a phone: the grid loaded is brought into view (it was below the screen, under the Load button)
    page.locator("#rx-text").fill("rows:\n[AB]\n[AB]\ncolumns:\n[AB]*")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 2")
    page.wait_for_function("""() => { const r = document.querySelector('#rx-wrap').getBoundingClientRect();
                                       return r.top >= 0 && r.top < innerHeight; }""")
    assert page.errors == []


def test_while_python_starts_a_linked_puzzle_is_named_not_the_lists_first(fresh_page, site_url):
    page = fresh_page(phone=True)
    page.goto(site_url + "regex/?p=intermediate/always-remember")
    page.wait_for_function("document.querySelectorAll('#rx-puzzle option').length > 1")  # the menu is filled
    value, cells, title = page.evaluate("[document.querySelector('#rx-puzzle').value,"
                                        " document.querySelectorAll('.rx-cell').length,"
                                        " document.querySelector('#rx-title').textContent]")
    assert value == "intermediate/always-remember"
    if not cells:  # Python has not answered yet (a cold start takes seconds): the title says what comes
        assert title.startswith("Loading Always remember (")
    page.wait_for_function("document.querySelector('#rx-title').textContent.startsWith('Always remember ·')")
    assert page.locator("#rx-puzzle").input_value() == "intermediate/always-remember"
    assert page.errors == []


def test_a_puzzle_chosen_again_brings_its_letters_back(page, site_url):
    """No key press loses typed letters: on a closed select Chromium's arrow keys change the puzzle at once, and
    choosing the puzzle again brings back its letters (the link holds them), bundled or typed."""
    open_puzzle(page, site_url)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("hel")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'HEL_'")
    page.locator("#rx-puzzle").focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_function("document.querySelector('#rx-puzzle').value !== 'beginner/beatles'")
    other = page.locator("#rx-puzzle").input_value()
    page.wait_for_function("v => new URLSearchParams(location.search).get('p') === v", arg=other)
    wait_tally(page)
    assert "g" not in parse_qs(urlparse(page.url).query)
    assert page.locator("#rx-summary").text_content() == ""
    page.keyboard.press("ArrowUp")
    page.wait_for_function("new URLSearchParams(location.search).get('p') === 'beginner/beatles'")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 4")
    assert cell_values(page) == ["H", "E", "L", ""]
    assert page.locator("#rx-summary").text_content() == "Your letters for this puzzle are back."
    assert parse_qs(urlparse(page.url).query)["g"] == ["HEL_"]
    wait_status(page, 0, "ok")
    # a typed puzzle is known by its clues: loaded again (its text spaced otherwise), its letters come back
    page.locator("#rx-custom summary").click()
    page.locator("#rx-text").fill("rows:\n[AB]\n[AB]\ncolumns:\n[AB]*")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 2")
    page.locator(".rx-cell[data-k='1']").click()
    page.keyboard.type("b")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_B'")
    page.locator("#rx-puzzle").select_option("notebook/3x3")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    page.locator("#rx-text").fill("rows:\n[AB]\n\n[AB]\ncolumns:\n[AB]*\n")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 2")
    assert cell_values(page) == ["", "B"]
    assert page.locator("#rx-summary").text_content() == "Your letters for this puzzle are back."
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_B'")
    # Solve's answer is not kept as the reader's letters
    page.locator("#rx-puzzle").select_option("notebook/3x3")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    page.locator("#rx-solve").click()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Unique solution')")
    page.locator("#rx-puzzle").select_option("beginner/beatles")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 4")
    page.locator("#rx-puzzle").select_option("notebook/3x3")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    assert cell_values(page) == [""] * 9 and page.locator("#rx-summary").text_content() == ""
    assert page.errors == []


def test_back_returns_to_the_puzzle_before_with_its_letters(page, site_url):
    """Each puzzle picked or loaded is a new entry of the history: Back brings the one before back with the letters
    it had, Forward the next; a run of the menu's arrow keys makes one entry (Back left the page)."""
    open_puzzle(page, site_url, "?p=beginner/beatles")
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("h")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'H___'")
    page.locator("#rx-puzzle").select_option("notebook/3x3")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    page.locator(".rx-cell[data-k='4']").click()
    page.keyboard.type("x")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '____X____'")
    page.go_back()
    page.wait_for_function("new URLSearchParams(location.search).get('p') === 'beginner/beatles'")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 4")
    wait_tally(page)
    assert cell_values(page) == ["H", "", "", ""]
    assert page.locator("#rx-puzzle").input_value() == "beginner/beatles"
    page.go_forward()
    page.wait_for_function("new URLSearchParams(location.search).get('p') === 'notebook/3x3'")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    wait_tally(page)
    assert cell_values(page)[4] == "X"
    # three arrow presses in the menu: three puzzles shown, one entry
    page.locator("#rx-puzzle").focus()
    shown = page.evaluate("new URLSearchParams(location.search).get('p')")
    for _ in range(3):
        page.keyboard.press("ArrowUp")  # (the notebook's puzzles end the menu)
        page.wait_for_function("p => new URLSearchParams(location.search).get('p') !== p", arg=shown)
        shown = page.evaluate("new URLSearchParams(location.search).get('p')")
        page.wait_for_function("p => document.querySelector('#rx-puzzle').value === p", arg=shown)
    page.go_back()
    page.wait_for_function("new URLSearchParams(location.search).get('p') === 'notebook/3x3'")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    # two presses while Python is busy: the first one's puzzle, overtaken by the second's, is never shown; the new
    # entry is made all the same (the 3x3's entry was replaced: Back left it)
    page.locator("#rx-puzzle").focus()
    hold_python(page)
    try:
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")
    finally:
        assert release_python(page)
    page.wait_for_function("new URLSearchParams(location.search).get('p') !== 'notebook/3x3'")
    page.go_back()
    page.wait_for_function("new URLSearchParams(location.search).get('p') === 'notebook/3x3'")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    assert page.errors == []


def test_a_cell_is_described_by_its_clues_and_their_status(page, site_url):
    """A screen reader hears a cell's clues, and whether each can still match, from the cell itself."""
    open_puzzle(page, site_url)
    cell = page.locator(".rx-cell[data-k='0']")
    assert cell.get_attribute("aria-describedby") == "rx-clue-0 rx-clue-2"
    expect(cell).to_have_accessible_name("row 1, cell 1")
    expect(cell).to_have_accessible_description(
        "row 1 left: HE|LL|O+ can still match. column 1 top: [^SPEAK]+ can still match.")
    cell.click()
    page.keyboard.type("s")
    wait_status(page, 2, "impossible")
    expect(cell).to_have_accessible_description(
        "row 1 left: HE|LL|O+ cannot match. column 1 top: [^SPEAK]+ cannot match.")
    # hexagons: three lines through a cell; the grid is still one Tab stop
    open_puzzle(page, site_url, "?p=mit-2013")
    centre = page.locator(".rx-cell[data-k='63']")
    ids = centre.get_attribute("aria-describedby").split()
    assert len(ids) == 3
    names = [page.locator(f"#{i} .rx-name").text_content() for i in ids]
    assert sorted(name.split()[0] for name in names) == ["down-left", "row", "up-left"], names
    description = " ".join(f"{name}: {page.locator(f'#{i} code').text_content()} can still match."
                           for name, i in zip(names, ids))
    expect(centre).to_have_accessible_description(description)
    assert page.locator(".rx-cell[tabindex='0']").count() == 1
    assert page.errors == []


def test_the_clues_are_no_tab_stops(page, site_url):
    """The cells say their clues (above), so Tab goes from the buttons straight to the grid and on past it."""
    for query, first in [("?p=notebook/3x3", "0"), ("?p=mit-2013", "0")]:
        open_puzzle(page, site_url, query)
        assert page.locator(".rx-edge[tabindex], .rx-clue[tabindex]").count() == 0
        page.locator("#rx-share").focus()
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.dataset.k") == first
        page.keyboard.press("Tab")
        assert not page.evaluate("!!document.activeElement.closest('#regex-widget')")
    assert page.errors == []


def test_hint_again_fills_its_cell_in_then_gives_the_next(page, site_url):
    """Hint pressed again, with its hint on the page, gives its letter, then takes it: the cell is filled in and
    that is said (the same hint came again, forever); the next press gives the next hint."""
    open_puzzle(page, site_url)
    said = ("Hint: row 2, cell 1 is \u201cL\u201d (row 2 left, column 1 top). "
            "2 deductions by 2 clues force this cell, step by step.")
    page.locator("#rx-hint").click()
    wait_summary(page, "Hint: look at row 2, cell 1 (row 2 left, column 1 top). Hint again for its letter.")
    page.locator("#rx-hint").click()
    wait_summary(page, said)
    assert page.locator("#rx-steps li").count() == 2
    page.locator("#rx-hint").click()
    wait_summary(page, "Filled in row 2, cell 1: \u201cL\u201d. Hint again for the next cell.")
    assert page.locator(".rx-cell[data-k='2']").input_value() == "L"
    assert page.locator(".rx-cell.rx-hint").count() == 0 and page.locator("#rx-steps").is_hidden()
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '__L_'")
    assert "h" not in parse_qs(page.evaluate("location.search")[1:])
    page.locator("#rx-hint").click()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Hint: look at row ')")
    assert page.locator("#rx-summary").text_content() != said
    assert page.locator(".rx-cell.rx-hint").count() == 1
    assert page.errors == []


def test_the_grid_solved_by_hand_after_a_hint_filled_a_cell_in_drops_its_words(page, site_url):
    """"Hint again for the next cell." stayed above "Solved: every clue matches." once the rest was typed."""
    open_puzzle(page, site_url)
    for words in ("Hint: look at ", "Hint: row 2, cell 1 is "):
        page.locator("#rx-hint").click()
        page.wait_for_function("w => document.querySelector('#rx-summary').textContent.startsWith(w)", arg=words)
    page.locator("#rx-hint").click()
    wait_summary(page, "Filled in row 2, cell 1: \u201cL\u201d. Hint again for the next cell.")
    for k, letter in (("0", "H"), ("1", "E"), ("3", "P")):
        page.locator(f".rx-cell[data-k='{k}']").fill(letter)
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    wait_summary(page, "")
    assert page.errors == []


def test_a_hint_asked_again_for_letters_typed_meanwhile_takes_no_step_unasked(page, site_url):
    """A hint on the page, a letter typed elsewhere, Hint pressed, the letter taken back while Python worked: the
    hint asked again for the grid as it is gave the first hint's letter (its next press's step) with no press."""
    open_puzzle(page, site_url)
    nudge = "Hint: look at row 2, cell 1 (row 2 left, column 1 top). Hint again for its letter."
    page.locator("#rx-hint").click()
    wait_summary(page, nudge)
    page.locator(".rx-cell[data-k='1']").click()
    page.keyboard.type("x")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_X__'")
    from .test_plates import RECORD_SAID
    page.evaluate(RECORD_SAID)
    hold_python(page)
    try:
        page.locator("#rx-hint").click()
        page.locator(".rx-cell[data-k='1']").focus()
        page.keyboard.press("Backspace")
        page.wait_for_function("new URLSearchParams(location.search).get('g') === null")
    finally:
        held = release_python(page)
    assert held  # the letter went while the Hint waited
    # the hint asked again for the grid as it is: the same nudge, said again (not its letter)
    page.wait_for_function("t => window.__said.includes(t) || document.querySelector('#rx-summary').textContent !== t",
                           arg=nudge)
    page.evaluate("window.__saidObserver.disconnect()")
    assert page.locator("#rx-summary").text_content() == nudge
    assert page.locator("#rx-steps").is_hidden() and cell_values(page) == ["", "", "", ""]
    assert page.errors == []


def test_a_hint_whose_letter_was_shown_gives_it_at_once_after_letters_typed_elsewhere(page, site_url):
    """The letter of row 3, cell 1 shown, then a letter typed elsewhere that leaves the same hint: Hint said
    "look at row 3, cell 1" again, a press more for a letter already seen."""
    open_puzzle(page, site_url, "?p=notebook/3x3")
    page.locator("#rx-hint").click()
    wait_summary(page, "Hint: look at row 3, cell 1 (row 3 left). Hint again for its letter.")
    page.locator("#rx-hint").click()
    said = "Hint: row 3, cell 1 is \u201cA\u201d (row 3 left). Row 3 left alone forces this cell."
    wait_summary(page, said)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("n")  # right, and the hint for the grid with it is the same
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'N________'")
    page.locator("#rx-hint").click()
    page.wait_for_function("new URLSearchParams(location.search).get('h') === '2'")
    assert page.locator("#rx-summary").text_content() == said
    assert page.errors == []


def test_hint_again_that_fills_the_last_cell_asks_for_no_next_hint(page, site_url):
    """The hint taken fills the grid's last empty cell: said as such (it said "Hint again for the next cell.",
    with no next cell, and the tally saying the grid is solved)."""
    open_puzzle(page, site_url, "?p=beginner/beatles&g=HEL_&h=2")
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Hint: row 2, cell 2 ')")
    page.locator("#rx-hint").click()
    wait_summary(page, "Filled in row 2, cell 2: \u201cP\u201d, the last empty cell.")
    assert cell_values(page) == ["H", "E", "L", "P"]
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    assert page.errors == []


def test_a_full_wrong_grid_names_its_wrong_cell(page, site_url):
    open_puzzle(page, site_url)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("hell")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'HELL'")
    page.locator("#rx-hint").click()
    wait_summary(page, "The grid is full but wrong (wrong cells marked): row 2, cell 2 is wrong.")
    assert page.eval_on_selector_all(".rx-cell.rx-wrong", "els => els.map(e => e.dataset.k)") == ["3"]
    assert page.errors == []


def test_on_a_phone_the_tally_is_above_the_grid_and_says_solved(tab, site_url):
    """The tally of the clues goes above the grid, under the answers: a phone's keyboard covers what is under the
    cell being typed in, and the tally is where "Solved" comes."""
    page = tab(phone=True)
    page.goto(site_url + "regex/?p=beginner/beatles")
    wait_tally(page)
    page.locator(".rx-cell[data-k='0']").tap()
    page.keyboard.type("help")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    tally, board, summary = (page.locator(s).bounding_box() for s in ("#rx-tally", "#rx-board", "#rx-summary"))
    assert summary["y"] + summary["height"] <= tally["y"]
    assert tally["y"] + tally["height"] <= board["y"]
    assert page.locator("#rx-tally").text_content() == "Solved: every clue matches."
    assert page.errors == []


def test_on_a_small_phone_the_grid_is_not_pushed_down_by_empty_rows(tab, site_url):
    """At 360 px: Python's status shares the row of the label "Puzzle" (a row of its own stayed empty once Python
    was up), and the clues' tally of a 39-clue hexagon takes one line (two were kept free above the grid)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site_url + "regex/?p=mit-2013")
    wait_tally(page)
    label, run, picker = (page.locator(s).bounding_box() for s in (".rx-head .pz-label", ".rx-run", "#rx-puzzle"))
    assert run["y"] < label["y"] + label["height"] and label["y"] < run["y"] + run["height"]
    assert run["y"] + run["height"] <= picker["y"]
    assert page.locator("#rx-tally").text_content() == "Clues: 0 match, 39 possible, 0 impossible."
    line = page.locator("#rx-tally").evaluate("e => parseFloat(getComputedStyle(e).lineHeight)")
    assert page.locator("#rx-tally").bounding_box()["height"] < 1.5 * line
    assert page.errors == []


@pytest.mark.parametrize("size", [(844, 390), (640, 360)])
def test_held_sideways_a_hint_its_steps_and_its_cell_are_on_the_screen_together(phone_page, site_url, size):
    """The grid goes beside the answer on a phone held sideways: one above the other, the hint's two lines and its
    steps pushed the cell it marks below an 844x390 screen (379-431 px)."""
    page = phone_page
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(reduced_motion="reduce")
    try:
        page.goto(site_url + "regex/?p=beginner/beatles")
        page.wait_for_function("() => document.querySelector('#rx-tally').textContent !== ''"
                               " && !document.querySelector('#rx-hint').disabled")
        page.locator("#rx-hint").tap()
        page.wait_for_selector(".rx-hint")
        page.locator("#rx-hint").tap()  # its letter and steps
        page.wait_for_function("() => document.querySelector('#rx-steps').children.length === 2")
        for selector in ("#rx-summary", "#rx-steps", ".rx-hint"):
            page.wait_for_function(IN_VIEW, arg=selector)
        assert page.evaluate("document.documentElement.scrollWidth") <= size[0]
        assert page.errors == []
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.set_viewport_size({"width": 390, "height": 844})


def sideways_phone(fresh_page, site_url, query):
    """A new phone held sideways (844x390, no smooth scrolling) at the regex page, its Hint ready."""
    page = fresh_page(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    page.emulate_media(reduced_motion="reduce")
    page.goto(site_url + "regex/" + query)
    page.wait_for_function("() => document.querySelector('#rx-tally').textContent !== ''"
                           " && !document.querySelector('#rx-hint').disabled")
    return page


def test_a_phone_held_sideways_shows_the_hinted_cell_and_the_solved_grid(fresh_page, site_url):
    """844x390: a 5x5 grid with its clues written down its top and bottom was 513 px high on a 342 px view, so the
    hinted cell and most of the solved grid were below the screen. A grid taller than the view lists its clues
    under it instead, and Hint and Solve show the cell and the grid under their answer."""
    page = sideways_phone(fresh_page, site_url, "?p=notebook/5x5")
    assert "rx-compact" in page.locator("#rx-wrap").get_attribute("class").split()
    page.locator("#rx-hint").tap()
    page.wait_for_selector(".rx-hint")
    page.wait_for_function(IN_VIEW, arg=".rx-hint")
    assert page.evaluate(IN_VIEW, "#rx-summary")
    page.locator("#rx-solve").tap()
    page.wait_for_function("() => document.querySelector('#rx-summary').textContent === 'Unique solution.'")
    page.wait_for_function(IN_VIEW, arg="#rx-summary")
    rows = page.locator("#rx-wrap .rx-cell").evaluate_all(
        "cells => cells.filter(c => c.getBoundingClientRect().bottom <= innerHeight).length")
    assert rows >= 20, rows  # four rows of five at least (one row of five was on the screen)
    page.set_viewport_size({"width": 1280, "height": 800})  # a desktop's window: the clues around the grid
    page.wait_for_function("() => !document.querySelector('#rx-wrap').classList.contains('rx-compact')")
    assert page.errors == []


def test_held_sideways_the_wrong_cell_a_hint_names_is_on_the_screen(fresh_page, site_url):
    """A hexagon of 127 cells held sideways (844x390): the hint's message and the wrong cell it names do not fit
    together; the cell was left below the screen (at 573-630 px), now it is shown, under the message's end."""
    page = sideways_phone(fresh_page, site_url, "?p=mit-2013")
    page.locator(".rx-cell[data-k='100']").tap()
    page.keyboard.type("Q")
    page.locator("#rx-hint").tap()
    page.wait_for_selector(".rx-wrong")
    assert page.locator(".rx-wrong").evaluate("c => c.dataset.k") == "100"
    assert page.locator("#rx-summary").text_content().endswith("is wrong.")
    page.wait_for_function(IN_VIEW, arg=".rx-wrong")
    assert page.errors == []


def test_solve_says_the_answer_not_solving(page, site_url):
    """Solve: the summary (a live region) wrote "Solving…", then the answer, and a screen reader said both at every
    Solve. "Solving…" still shows at once, but only the answer is said, the same answer again too."""
    page.open(site_url + "regex/")
    wait_tally(page)
    page.locator("#rx-custom summary").click()
    page.locator("#rx-text").fill("rows:\nA\ncolumns:\nB")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 1")
    wait_tally(page)
    page.evaluate(RECORD_LIVE)
    answer = "No solution: no grid matches every clue."
    hold_python(page)  # the answer waits: what the summary shows and says meanwhile
    try:
        page.locator("#rx-solve").click()
        page.wait_for_function("document.querySelector('#rx-summary').textContent === 'Solving…'")
        assert not [text for text in page.evaluate("window.liveSaid") if "Solving" in text]
    finally:
        release_python(page)
    page.wait_for_function("t => window.liveSaid.includes(t)", arg=answer)
    page.locator("#rx-solve").click()  # the same answer again: said again
    page.wait_for_function("t => window.liveSaid.filter((s) => s === t).length === 2", arg=answer)
    said = page.evaluate("window.liveSaid")
    assert not [text for text in said if "Solving" in text], said
    assert page.errors == []


def test_a_letter_typed_while_an_action_waits_does_not_drop_its_answer(page, site_url):
    """Solve or Hint pressed, then a letter typed while Python works: the letter's live check went through the
    panel's runner, whose newer request made the action's answer count for nothing (the summary went from
    "Solving…" to blank, a Hint said nothing). The check now goes beside the action."""
    open_puzzle(page, site_url)

    def type_while_waiting(action, cell):
        hold_python(page)
        try:
            page.locator(f"#rx-{action}").click()
            page.locator(f".rx-cell[data-k='{cell}']").click()
            page.keyboard.type("x")
        finally:
            held = release_python(page)
        assert held  # the letter was typed while the action waited

    type_while_waiting("hint", 1)
    # the hint asked again for the letters as they are now (HE|LL|O+: the "X" is wrong)
    wait_summary(page, "No solution fits the letters so far (wrong cells marked): row 1, cell 2 is wrong.")
    assert page.eval_on_selector_all(".rx-cell.rx-wrong", "els => els.map(e => e.dataset.k)") == ["1"]
    assert page.eval_on_selector_all(".rx-cell[aria-invalid='true']", "els => els.map(e => e.dataset.k)") == ["1"]
    type_while_waiting("solve", 2)
    # solved again for the letters as they are (the "X"s are wrong)
    wait_summary(page, "Your letters fit no solution; the puzzle's solution is shown "
                       "(2 cells changed, the first row 1, cell 2).")
    assert cell_values(page) == expected_cells("beginner/beatles")
    assert page.locator(".rx-cell[aria-invalid]").count() == 0
    assert page.errors == []


def test_solve_is_said_once(page, site_url):
    """Solve's verdict is said, and not followed by the tally its letters bring ("Solved: every clue matches.")."""
    open_puzzle(page, site_url)
    page.evaluate(RECORD_SAID)
    page.locator("#rx-solve").click()
    wait_summary(page, "Unique solution.")
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'")
    page.wait_for_timeout(1500)  # the tally would be said 0.7 s after it stands
    said = page.evaluate("window.__said")
    assert not [s for s in said if "Solved" in s], said  # (the summary, a live region, says the verdict)
    assert page.errors == []


def test_up_and_down_on_a_hexagon_keep_to_their_column(page, site_url):
    """Two cells of the next row are equally near: the one nearer where the run of Up and Down keys started is
    taken (the left one was, always: Down then Up did not come back, and twelve Downs ended at the left edge)."""
    open_puzzle(page, site_url, "?p=mit-2013")
    page.locator(".rx-cell[data-k='6']").focus()  # row 1's last cell
    for _ in range(12):
        page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.k") == "126"  # row 13's last cell, under it
    for _ in range(12):
        page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.dataset.k") == "6"
    x = page.locator(".rx-cell[data-k='6']").bounding_box()["x"]
    assert abs(page.evaluate("document.activeElement.getBoundingClientRect().x") - x) < 1
    # one Down then one Up comes back, from any cell of row 1
    for k in range(7):
        page.locator(f".rx-cell[data-k='{k}']").focus()
        page.keyboard.press("ArrowDown")
        page.keyboard.press("ArrowUp")
        assert page.evaluate("document.activeElement.dataset.k") == str(k)
    assert page.errors == []


def test_the_puzzle_box_keeps_the_readers_own_text(page, site_url):
    """Text typed in "Type or paste a puzzle" is not replaced by the next puzzle's when the menu's arrow keys go
    through the puzzles; a bundled puzzle's text loaded from the box is that puzzle (its letters come back); a
    refused text marks the box wrong."""
    open_puzzle(page, site_url)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("he")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'HE__'")
    page.locator("#rx-custom summary").click()
    beatles = page.locator("#rx-text").input_value()
    assert "rows:\nHE|LL|O+\n" in beatles
    page.locator("#rx-load").click()  # the same clues: the same puzzle, with its letters
    page.wait_for_function("document.querySelector('#rx-summary').textContent === "
                           "'Your letters for this puzzle are back.'")
    assert cell_values(page) == ["H", "E", "", ""]
    mine = "rows:\n[AB]\n[AB]\ncolumns:\n[AB]*"
    page.locator("#rx-text").fill(mine)
    page.locator("#rx-puzzle").focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_function("document.querySelector('#rx-puzzle').value !== 'beginner/beatles'")
    wait_tally(page)
    assert page.locator("#rx-text").input_value() == mine
    page.locator("#rx-text").fill("rows:\n(A\ncolumns:\nA")
    page.locator("#rx-load").click()
    error = page.locator("#regex-widget .pz-error")
    error.wait_for(state="visible")
    assert page.locator("#rx-text").get_attribute("aria-invalid") == "true"
    assert page.locator("#rx-text").get_attribute("aria-describedby") == error.get_attribute("id")
    page.locator("#rx-text").fill(mine)
    assert page.locator("#rx-text").get_attribute("aria-invalid") is None
    assert page.errors == []


def test_on_a_phone_a_long_solves_progress_and_cancel_come_into_view(tab, site_url):
    """The run panel is at the top, by the menu; a link opened at the grid has it above the screen: a Solve that
    takes long showed its progress and Cancel there, unseen, and its error too. They come into view now."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 360, "height": 640})
    page.goto(site_url + "regex/?p=beginner/beatles#rx-title")
    wait_tally(page)
    page.wait_for_function(IN_VIEW, arg="#rx-title")
    assert not page.evaluate(IN_VIEW, "#regex-widget .rx-run")
    hold_python(page)
    page.locator("#rx-solve").tap()
    cancel = page.locator("#regex-widget .pz-cancel")
    cancel.wait_for(state="visible")
    page.wait_for_function(IN_VIEW, arg="#regex-widget .pz-cancel")
    cancel.tap()
    assert release_python(page)  # the Solve was still waiting when Cancel was tapped
    page.locator("#regex-widget .pz-error", has_text="Cancelled.").wait_for()
    page.wait_for_function(IN_VIEW, arg="#regex-widget .pz-error")
    assert page.errors == []


#: Resolves once Python has answered everything asked before it (the worker answers in order), and the page has
#: taken those answers.
SETTLED = "() => Puzzlers.call('web', 'run_example', {code: 'pass'}).then(() => new Promise((r) => setTimeout(r)))"


@pytest.mark.parametrize("action", ["solve", "hint"])
def test_cancel_stops_a_solve_or_hint_pressed_right_after_typing(page, site_url, action):
    """Solve (or Hint) pressed while the live check of the letter just typed waited: they waited for it first, with
    no "Solving…" and the check's Cancel, which stopped the check only; the Solve then ran and filled the grid."""
    open_puzzle(page, site_url)
    hold_python(page)  # until release_python: whatever the page asks meanwhile waits behind it
    try:
        page.locator(".rx-cell[data-k='0']").click()
        page.keyboard.type("h")
        cancel = page.locator("#regex-widget .pz-cancel")
        cancel.wait_for(state="visible")  # the check waits for Python
        page.locator(f"#rx-{action}").click()
        if action == "solve":
            assert page.locator("#rx-summary").text_content() == "Solving\u2026"
        cancel.wait_for(state="visible")
        cancel.click()
    finally:
        release_python(page)
    page.evaluate(SETTLED)
    assert page.locator("#rx-summary").text_content() == ""
    assert cell_values(page) == ["H", "", "", ""]
    assert page.locator(".rx-cell.rx-hint").count() == 0
    assert page.locator("#rx-error").text_content() == "Cancelled."
    assert parse_qs(page.evaluate("location.search")[1:]).get("g") == ["H___"]
    assert page.errors == []


def test_hint_pressed_while_solve_works_leaves_no_solving_behind(page, site_url):
    """Solve, then Hint before Solve answered, then Cancel: "Solving…" stayed for good (the Solve, overtaken, and
    the Hint, cancelled, each left the summary as it was)."""
    open_puzzle(page, site_url)
    hold_python(page)  # until release_python: whatever the page asks meanwhile waits behind it
    try:
        page.locator("#rx-solve").click()
        assert page.locator("#rx-summary").text_content() == "Solving\u2026"
        page.locator("#rx-hint").click()
        cancel = page.locator("#regex-widget .pz-cancel")
        cancel.wait_for(state="visible")
        cancel.click()
    finally:
        release_python(page)
    page.evaluate(SETTLED)
    assert page.locator("#rx-error").text_content() == "Cancelled."
    assert page.locator("#rx-summary").text_content() == ""
    assert cell_values(page) == ["", "", "", ""]
    assert page.errors == []


@pytest.mark.parametrize("action", ["solve", "hint"])
def test_clear_stops_a_solve_or_hint_still_working(page, site_url, action):
    """Clear pressed while Solve worked: the grid was filled again when its answer came. Clear drops it without
    a word (it said "Cancelled.")."""
    open_puzzle(page, site_url)
    hold_python(page)  # until release_python: whatever the page asks meanwhile waits behind it
    try:
        page.locator(f"#rx-{action}").click()
        page.locator("#regex-widget .pz-cancel").wait_for(state="visible")  # its request waits for Python
        # read in the click's own task: the check of the cleared grid then waits for Python too, and its Cancel
        # comes 450 ms later (a loaded machine's next locator call saw it)
        after = page.evaluate("""() => { document.querySelector("#rx-clear").click();
          return [document.querySelector("#rx-summary").textContent, document.querySelector("#rx-error").hidden,
                  document.querySelector("#regex-widget .pz-cancel").hidden]; }""")
        # dropped without a word: "Cancelled." showed, a Cancel nobody pressed
        assert after == ["", True, True]
    finally:
        release_python(page)
    page.evaluate(SETTLED)
    wait_tally(page)
    assert page.locator("#rx-summary").text_content() == ""
    assert cell_values(page) == ["", "", "", ""]
    assert page.locator(".rx-cell.rx-hint").count() == 0
    query = parse_qs(page.evaluate("location.search")[1:])
    assert "s" not in query and "h" not in query and "g" not in query
    assert page.errors == []


def test_solve_starts_from_the_letters_typed(page, site_url, tab):
    """Solve ignored the letters so far (a B typed: Solve gave A, A and "4 solutions"). It solves from them now, and
    says plainly when they fit no solution (the puzzle's solution is then shown); the link gives the same again."""
    open_puzzle(page, site_url, "?t=" + quote("rows:\n[AB]\n[AB]\ncolumns:\n[AB]*\n", safe=""))
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("b")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'B_'")
    page.locator("#rx-solve").click()
    two = ("2 solutions with the letters in the grid (first shown). The first two differ in one cell, row 2, cell 1"
           " (A or B).")
    wait_summary(page, two)
    assert cell_values(page) == ["B", "A"]
    query = parse_qs(page.evaluate("location.search")[1:])
    assert query["g"] == ["B_"] and query["s"] == ["1"]  # the letters Solve was given: the link solves again
    other = tab()
    other.goto(page.evaluate("location.href"))
    wait_summary(other, two)
    assert cell_values(other) == ["B", "A"]
    other.close()
    # letters that fit no solution: said, and the puzzle's solution shown, with what it changed
    open_puzzle(page, site_url, "?p=beginner/beatles")
    page.locator(".rx-cell[data-k='1']").click()
    page.keyboard.type("x")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '_X__'")
    page.locator("#rx-solve").click()
    wait_summary(page, "Your letters fit no solution; the puzzle's solution is shown (row 1, cell 2 changed).")
    assert cell_values(page) == expected_cells("beginner/beatles")
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("xx")
    page.locator("#rx-solve").click()
    wait_summary(page, "Your letters fit no solution; the puzzle's solution is shown "
                       "(2 cells changed, the first row 1, cell 1).")
    assert page.errors == []


def test_on_a_phone_hint_shows_the_wrong_cell_it_names(phone_page, site_url):
    """Hint's answer for letters that fit no solution names the first wrong cell: on a 320x640 phone it was left
    below the screen (696-748 px). The answer and the cell are on the screen together."""
    page = phone_page
    page.set_viewport_size({"width": 320, "height": 640})
    page.emulate_media(reduced_motion="reduce")
    try:
        page.goto(site_url + "regex/?p=notebook/5x5#rx-title")
        wait_tally(page)
        page.locator(".rx-cell[data-k='22']").tap()
        page.keyboard.type("z")
        page.wait_for_function("new URLSearchParams(location.search).get('g') === '" + "_" * 22 + "Z__'")
        page.locator("#rx-hint").tap()
        wait_summary(page, "No solution fits the letters so far (wrong cells marked): row 5, cell 3 is wrong.")
        assert page.evaluate(IN_VIEW, "#rx-summary")
        assert page.evaluate(IN_VIEW, ".rx-cell.rx-wrong")
        assert page.errors == []
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.set_viewport_size({"width": 390, "height": 844})


@pytest.mark.parametrize("phone", [True, False])
def test_typing_the_hinted_letter_does_not_move_the_grid(page, phone_page, site_url, phone):
    """The hint's message and steps, above the grid, went as its letter was typed: the grid jumped up ~105 px
    under the finger. It stays where it is (the page scrolls up by as much, or the space stays at its top)."""
    page = phone_page if phone else page
    page.emulate_media(reduced_motion="reduce")
    try:
        open_puzzle(page, site_url, "?p=notebook/3x3#rx-title")
        page.locator("#rx-hint").click()
        page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('Hint: look at')")
        page.locator("#rx-hint").click()  # its letter and steps
        page.wait_for_function("document.querySelector('#rx-summary').textContent.includes('\u201c')")
        assert page.locator("#rx-steps li").count() > 0
        symbol = page.locator("#rx-summary").text_content().split("\u201c")[1][0]
        k = page.locator(".rx-cell.rx-hint").get_attribute("data-k")
        cell = page.locator(f".rx-cell[data-k='{k}']")
        cell.tap() if phone else cell.click()
        top = cell.evaluate("e => e.getBoundingClientRect().top")
        page.keyboard.type(symbol)
        page.wait_for_function("document.querySelectorAll('.rx-cell.rx-hint').length === 0")
        assert page.locator("#rx-summary").text_content() == ""
        assert page.locator("#rx-steps").is_hidden()
        assert abs(cell.evaluate("e => e.getBoundingClientRect().top") - top) < 1
        assert page.errors == []
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_a_link_keeps_an_underscore_symbol_and_reads_letters_as_typed(page, site_url, tab):
    """"_" means an empty cell in a link's letters: a puzzle whose symbols include "_" lost it (the link wrote it
    as "_"). It is written "\\_" there now, and old links still read. A link's lower case letters were kept as they
    were; they are read as typing reads them."""
    text = "rows:\n[_A]+\n[_B]+\ncolumns:\n[_A]+\n[_B]+\n"
    open_puzzle(page, site_url, "?t=" + quote(text, safe=""))
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("_")
    page.locator(".rx-cell[data-k='3']").click()
    page.keyboard.type("b")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === '\\\\___B'")
    assert cell_values(page) == ["_", "", "", "B"]
    other = tab()
    try:
        other.goto(page.evaluate("location.href"))
        wait_tally(other)
        assert cell_values(other) == ["_", "", "", "B"]
        other.goto(site_url + "regex/?t=" + quote(text, safe="") + "&g=A__b")  # an old link: "_" is empty
        wait_tally(other)
        assert cell_values(other) == ["A", "", "", "B"]
        other.goto(site_url + "regex/?p=beginner/beatles&g=he__")
        wait_tally(other)
        assert cell_values(other) == ["H", "E", "", ""]
        assert other.evaluate("new URLSearchParams(location.search).get('g')") == "HE__"
    finally:
        other.close()
    assert page.errors == []


def test_solved_is_said_when_an_older_check_answers_between_the_last_letters(fresh_page, site_url):
    """A fast typist on a slow phone: the check of "HEL" answered after the P was typed, before P's own check (150 ms
    later) was sent; it took the "typed" mark, so P's check, "Solved: every clue matches.", was never said. Here the
    page's clock stands still (Python's worker runs on): each step comes in that order. (A fresh profile: the clock
    is the profile's, and stays installed for its other tabs.)"""
    page = fresh_page()
    page.clock.install()
    open_puzzle(page, site_url)
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    page.evaluate(RECORD_SAID)
    page.locator(".rx-cell[data-k='0']").click()
    page.keyboard.type("hel")
    hold_python(page)
    page.clock.run_for(200)  # the check of HEL is sent, and waits for Python
    page.keyboard.type("p")  # P's check is due in 150 ms of the page's clock, which stands still
    assert release_python(page)
    page.wait_for_function("t => document.querySelector('#rx-tally').textContent === t",
                           arg="Clues: 2 match, 2 possible, 0 impossible.", polling=100)  # HEL's answer
    assert cell_values(page) == ["H", "E", "L", "P"]
    page.clock.run_for(200)  # P's check
    page.wait_for_function("document.querySelector('#rx-tally').dataset.solved === 'true'", polling=100)
    page.clock.run_for(1000)  # the tally is said once it has stood 0.7 s
    page.wait_for_function("window.__said.includes('Solved: every clue matches.')", polling=100)
    assert page.errors == []


def test_held_sideways_a_hexagons_hint_shows_its_message(fresh_page, site_url):
    """A hexagon of 127 cells held sideways (844x390), its top rows filled: the hinted cell (row 11) and the hint's
    message do not fit together, and the cell was shown alone. The message, which names the cell, shows."""
    sol = solve(bundled_puzzle("mit-2013")).solutions[0]
    letters = "".join("".join(row) for row in sol)
    page = sideways_phone(fresh_page, site_url, "?p=mit-2013&g=" + letters[:60] + "_" * (len(letters) - 60))
    page.locator("#rx-hint").tap()
    page.wait_for_selector(".rx-hint")
    assert page.locator("#rx-summary").text_content().startswith("Hint: look at row 11, cell 1 ")
    assert page.evaluate(IN_VIEW, "#rx-summary")
    assert page.errors == []


def test_a_link_s_hidden_characters_are_left_out_and_its_name_reverses_nothing(page, site_url):
    """A puzzle name with a right-to-left override is kept apart from the title's own words (they read backwards:
    "TeacherB A :slobmys · 2×2 · exe.txt"), and letters with invisible characters among them leave those out and
    say so (a cell showed empty, holding U+202E)."""
    text = "name: Teacher\u202e txt.exe\nrows:\nA|B\nA|B\ncolumns:\nA|B\nA|B\n"
    open_puzzle(page, site_url, "?t=" + quote(text) + "&g=" + quote("AB\u202eBA"))
    assert cell_values(page) == ["A", "B", "B", "A"]
    assert page.locator("#rx-title bdi").text_content() == "Teacher\u202e txt.exe"
    page.wait_for_function("document.querySelector('#regex-widget .pz-error').textContent !== ''")
    assert page.locator("#regex-widget .pz-error").text_content() == (
        'This link could not be read whole: 1 invisible character left out ("\\u202e").')
    assert page.errors == []


def test_loading_says_which_lines_were_read_as_comments_and_keeps_no_old_tally(page, site_url):
    """An author's clue #A|B was skipped as a comment without a word (the grid lost a row); a puzzle whose clues
    take seconds to check showed the puzzle before's tally over its blank clues meanwhile; a bad clue is named by
    its place (two rows may hold the same text)."""
    open_puzzle(page, site_url)
    assert page.locator("#rx-tally").text_content() != ""
    page.locator("#rx-custom summary").click()
    slow = "alphabet: ABC\nrows:\n" + "(.*)(.*)\\2\\1\n" * 20 + "columns:\n" + "(.*)\\1\n" * 20
    page.locator("#rx-text").fill(slow)
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 400")
    assert page.locator("#rx-tally").text_content() == ""  # not Beatles' "Clues: 0 match, 4 possible, …"
    page.evaluate(RECORD_ANNOUNCED)
    page.locator("#rx-text").fill("rows:\n#A|B\nAB\ncolumns:\n[#A]B\n.")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 2")
    note = ('Line 2 (#A|B) starts with # and is read as a comment; a clue starting with # is written in double '
            'quotes: "#A|B".')
    assert page.locator("#rx-summary").text_content() == note
    # said, as a puzzle chosen in the menu is (the focus stays on Load, and nothing was)
    title = page.locator("#rx-title").text_content()
    page.wait_for_function("t => window.announced.includes(t)", arg=f"{title}. {note}")
    page.locator("#rx-text").fill("rows:\n#A|B\nA(\ncolumns:\n.")  # a load that fails: the note goes
    page.locator("#rx-load").click()
    page.locator("#regex-widget .pz-error").wait_for()
    assert page.locator("#rx-summary").text_content() == ""
    page.locator("#rx-text").fill('rows:\n"#A|B"\nAB\ncolumns:\n[#A]B\n.')
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 4")
    assert page.locator("#rx-summary").text_content() == ""
    page.locator("#rx-text").fill("rows:\nA.\nA(\ncolumns:\n..\n..")
    page.locator("#rx-load").click()
    error = page.locator("#regex-widget .pz-error")
    error.wait_for()
    assert error.text_content() == "Row 2 left: clue 'A(': missing ')' at position 2."
    assert page.locator("#rx-summary").text_content() == ""  # no note of the text before
    assert page.errors == []


def test_solve_tapped_as_a_puzzle_is_chosen_waits_for_it(page, site_url):
    """Solve tapped within a few ms of a puzzle chosen in the menu overtook its load: the puzzle before (Beatles)
    was solved and the menu went back to it. Solve, Hint and Clear now wait for the load."""
    open_puzzle(page, site_url)
    page.evaluate("""async () => { const menu = document.querySelector('#rx-puzzle');
      menu.value = 'notebook/3x3'; menu.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((done) => setTimeout(done, 0));
      document.querySelector('#rx-solve').click(); }""")
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 9")
    page.wait_for_function("() => !document.querySelector('#rx-solve').disabled")
    assert page.locator("#rx-puzzle").input_value() == "notebook/3x3"
    assert parse_qs(urlparse(page.url).query)["p"] == ["notebook/3x3"]
    page.evaluate("() => Puzzlers.call('web', 'run_example', { code: '1' })")
    assert page.locator("#rx-puzzle").input_value() == "notebook/3x3"
    assert page.locator(".rx-cell").count() == 9
    assert page.errors == []


def test_a_puzzle_not_unique_shows_where_its_first_two_solutions_differ(page, site_url):
    """An author checking a puzzle read "At least 10 solutions (first shown)" and never saw the second: where the
    first two differ is ringed and said, and typing in a ringed cell takes its ring."""
    open_puzzle(page, site_url)
    page.locator("#rx-custom summary").click()
    page.locator("#rx-text").fill("rows:\n[AB]+\n[AB]+\ncolumns:\n(.)\\1|BA\n[AB]+")
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 4")
    page.locator("#rx-solve").click()
    page.wait_for_function("document.querySelector('#rx-summary').textContent.startsWith('At least')")
    expected = web_solve("rows:\n[AB]+\n[AB]+\ncolumns:\n(.)\\1|BA\n[AB]+", max_solutions=10)["solutions"]
    assert expected[:2] == [["AA", "AA"], ["AA", "AB"]]
    assert page.locator("#rx-summary").text_content() == (
        "At least 10 solutions (first shown). The first two differ in one cell, row 2, cell 2 (A or B).")
    assert cell_values(page) == ["A", "A", "A", "A"]
    ringed = page.locator(".rx-cell.rx-differs")
    assert ringed.count() == 1 and ringed.get_attribute("title") == "Ringed: the second solution has B here"
    # said with the cell (a title is not, beside the cell's clues)
    assert ringed.get_attribute("aria-label") == "row 2, cell 2, ringed: the second solution has B here"
    assert ringed.get_attribute("data-k") == "3"
    ringed.fill("B")
    page.wait_for_function("document.querySelectorAll('.rx-cell.rx-differs').length === 0")
    assert page.locator(".rx-cell[data-k='3']").get_attribute("title") is None
    assert page.locator(".rx-cell[data-k='3']").get_attribute("aria-label") == "row 2, cell 2"
    assert page.errors == []


def test_long_work_shows_the_share_of_the_budget_used(page, site_url):
    """A 20×20 grid's Solve ran for seconds under a bar that never moved (it had no value, and the download's
    maximum): it fills with the share of the work budget used, up to where the solver gives up."""
    open_puzzle(page, site_url)
    page.locator("#rx-custom summary").click()
    slow = "alphabet: ABC\nrows:\n" + "(.*)(.*)\\2\\1\n" * 20 + "columns:\n" + "(.*)\\1\n" * 20
    page.locator("#rx-text").fill(slow)
    page.locator("#rx-load").click()
    page.wait_for_function("document.querySelectorAll('.rx-cell').length === 400")
    wait_tally(page)
    page.evaluate("""() => { window.barValues = []; const bar = document.querySelector('#regex-widget .pz-progress');
      new MutationObserver(() => { if (bar.hasAttribute('value')) window.barValues.push([bar.value, bar.max,
        bar.getAttribute('aria-label')]); }).observe(bar, { attributes: true }); }""")
    page.locator("#rx-solve").click()
    error = page.locator("#regex-widget .pz-error")
    error.wait_for(timeout=PYTHON_TIMEOUT_MS)
    assert error.text_content().startswith("Gave up after ")
    values = page.evaluate("window.barValues")
    assert values, "the bar never had a value"
    assert {(m, label) for _, m, label in values} == {(3_000_000, "Solving: share of the work budget used")}
    assert len({v for v, _, _ in values}) > 1 and all(0 < v <= 3_000_000 for v, _, _ in values)
    assert page.errors == []


def test_a_control_character_filled_in_by_a_hint_is_named_by_its_picture(page, site_url):
    """A cell whose symbol is a control character shows its picture (U+241C for U+001C), and the hint names it so;
    filling it in said an invisible character between empty-looking quotes."""
    text = "rows:\n\\s\ncolumns:\n[\\x1cX]\n"  # \s is whitespace, \x1c too: the one symbol both allow
    open_puzzle(page, site_url, "?t=" + quote(text, safe="") + "&h=2")
    wait_summary(page, "Hint: row 1, cell 1 is \u201c\u241c\u201d (row 1 left, column 1 top). 2 deductions by 2 clues "
                       "force this cell, step by step.")
    page.locator("#rx-hint").click()
    wait_summary(page, "Filled in row 1, cell 1: \u201c\u241c\u201d, the last empty cell.")
    assert page.errors == []
