"""The matchstick board and the regex crossword with the keyboard alone, and with a screen reader's live region:
a stick is focused, picked up and put down with keys, and the board says what changed. The Nerdle and Mathler
boards take the keys typed only while the focus is on them (or on nothing)."""

from urllib.parse import quote

import pytest

from puzzlers.matchsticks import generate, solve

from .conftest import hold_python, release_python
from .tiles_page import TilesPage


def wait_board(page, equation):
    page.wait_for_function(
        "e => document.querySelector('#ms-board svg')?.dataset.equation === e", arg=equation)


def wait_live(page, text):
    page.wait_for_function("t => document.querySelector('#ms-live').textContent === t", arg=text)


FOCUSED = """() => {
  const e = document.activeElement;
  return e && e.classList.contains('ms-stick')
    ? { cell: Number(e.dataset.cell), position: e.dataset.position, label: e.getAttribute('aria-label'),
        tabindex: e.getAttribute('tabindex'), ring: getComputedStyle(e.querySelector('.ms-hit')).stroke }
    : { tag: e && e.tagName, id: e && e.id };
}"""


def focused(page):
    return page.evaluate(FOCUSED)


def test_keyboard_only_move_solves_a_one_move_puzzle(page, site_url):
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    # 6+4=4 -> 0+4=4: the middle stick of the 6 goes to its upper right
    ((source, target),) = [(m.source, m.target) for m in next(
        s for s in solve("6+4=4", 1).solutions if s.equation == "0+4=4").moves]
    assert (source, target) == ((0, "g"), (0, "b"))
    # the board is one tab stop after the equation, on its first stick; a visible ring marks it
    page.locator("#ms-input").focus()
    page.keyboard.press("Tab")
    first = focused(page)
    assert first["cell"] == 0 and first["position"] == "a" and first["tabindex"] == "0"
    assert first["label"] == "the top stick of the 1st digit (6)"
    assert first["ring"] not in ("none", "transparent", "rgba(0, 0, 0, 0)")
    assert page.locator('#ms-board .ms-stick[tabindex="0"]').count() == 1
    # reading order within a digit: top, upper left, (upper right is free), middle
    page.keyboard.press("ArrowRight")
    assert focused(page)["label"] == "the upper left stick of the 1st digit (6)"
    page.keyboard.press("ArrowRight")
    assert focused(page)["label"] == "the middle stick of the 1st digit (6)"
    # Escape puts a stick picked up back
    page.keyboard.press("Enter")
    wait_live(page, "Picked up the middle stick of the 1st digit (6).")
    assert page.locator("#ms-board .ms-held").count() == 1
    # the help line speaks of keys to someone using them (a mouse or a finger is told to click or tap)
    assert page.locator("#ms-hint").text_content() == (
        "Now press Enter on a free place to put the stick there (or press Enter on it again to put it back).")
    page.keyboard.press("PageDown")  # on the way to put it down, then Escape there: the focus goes back to it
    assert focused(page)["label"] == "the middle stick of the 1st sign (+)"
    page.keyboard.press("Escape")
    wait_live(page, "Put the stick back.")
    assert focused(page)["label"] == "the middle stick of the 1st digit (6)"
    assert page.locator("#ms-hint").text_content() == (
        "Press Enter on a stick to pick it up, then press Enter on a free place to put it down.")
    assert page.locator("#ms-board .ms-held").count() == 0
    # PageDown goes to the next symbol, PageUp back
    page.keyboard.press("PageDown")
    assert focused(page)["label"] == "the middle stick of the 1st sign (+)"
    page.keyboard.press("PageUp")
    assert focused(page)["label"] == "the top stick of the 1st digit (6)"
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    # Space picks it up; now the free places are reachable too: the upper right lies between
    page.keyboard.press(" ")
    wait_live(page, "Picked up the middle stick of the 1st digit (6).")
    page.keyboard.press("ArrowLeft")
    assert focused(page)["label"] == "the free upper right place of the 1st digit (6)"
    page.keyboard.press("Enter")
    wait_board(page, "0+4=4")
    wait_live(page, "Moved: 6+4=4 \u2192 0+4=4; the equation is true.")
    assert page.locator("#ms-input").input_value() == "6+4=4"
    assert page.locator("#ms-verdict").text_content() == "0+4=4 is correct."
    assert page.locator("#ms-count").text_content() == "Moves: 1."
    # the keyboard stays on the board, on the stick just put down
    after = focused(page)
    assert (after["cell"], after["position"]) == (0, "b")
    assert after["label"] == "the upper right stick of the 1st digit (0)"
    # on to Undo with Tab (past Solve) and back with Enter
    page.keyboard.press("Tab")
    assert focused(page) == {"tag": "BUTTON", "id": "ms-solve"}
    page.keyboard.press("Tab")
    assert focused(page) == {"tag": "BUTTON", "id": "ms-undo"}
    page.keyboard.press("Enter")
    wait_board(page, "6+4=4")
    wait_live(page, "Undone: 0+4=4 \u2192 6+4=4; the equation is false.")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    assert page.errors == []


def test_keyboard_in_add_and_remove_modes(page, site_url):
    page.open(site_url + "matchsticks/?e=9-4%3D4&m=add")
    wait_board(page, "9-4=4")
    # add mode: the free places are reachable at once; the lower left of the 9 makes 8-4=4
    page.locator("#ms-input").focus()
    page.keyboard.press("Tab")
    for _ in range(10):
        if focused(page)["label"] == "the free lower left place of the 1st digit (9)":
            break
        page.keyboard.press("ArrowRight")
    assert focused(page)["label"] == "the free lower left place of the 1st digit (9)"
    page.keyboard.press("Enter")
    wait_board(page, "8-4=4")
    wait_live(page, "Added a stick: 9-4=4 \u2192 8-4=4; the equation is true.")
    assert page.locator("#ms-count").text_content() == "Sticks added: 1."
    # a drawing that is no equation is named by its symbols, "?" for a shape that is none (its stick notation,
    # "cdefg|gv|bcfg|gq|bcfg", was read out)
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&m=remove")
    wait_board(page, "6+4=4")
    page.locator("#ms-input").focus()
    page.keyboard.press("Tab")
    assert focused(page)["label"] == "the top stick of the 1st digit (6)"
    page.keyboard.press("Enter")
    wait_board(page, "cdefg|gv|bcfg|gq|bcfg")
    assert page.locator("#ms-board svg").get_attribute("aria-label") == "?+4=4, not an equation yet (? is no symbol)"
    # its sticks belong to no digit or sign now, and the + is still the 1st sign (it was the "2nd sign")
    assert focused(page)["label"].endswith(" of the 1st unfinished symbol")
    page.keyboard.press("PageDown")
    assert focused(page)["label"] == "the middle stick of the 1st sign (+)"
    assert page.errors == []


def test_focus_rings_on_the_regex_controls(page, site_url):
    page.open(site_url + "regex/?p=notebook/3x3")
    page.wait_for_function("document.querySelector('#rx-tally').textContent !== ''")
    page.locator("#rx-solve").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    ring = page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                         " return [document.activeElement.id, s.outlineStyle, s.outlineWidth]; }")
    assert ring == ["rx-solve", "solid", "3px"]
    # typing in the grid never loses a letter to a shortcut: each key lands in the next cell
    page.locator(".rx-cell[data-k='0']").focus()
    page.keyboard.type("xyz")
    page.wait_for_function("new URLSearchParams(location.search).get('g') === 'XYZ______'")
    assert page.eval_on_selector_all(".rx-cell", "els => els.slice(0, 3).map(e => e.value)") == ["X", "Y", "Z"]
    # the grid is one Tab stop (the cell last focused), not one per cell: Tab leaves it, Shift+Tab comes back
    focused = page.evaluate("document.activeElement.dataset.k")
    assert page.eval_on_selector_all(".rx-cell", "els => els.filter(e => e.tabIndex === 0).map(e => e.dataset.k)") \
        == [focused]
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('rx-cell')") is False
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.dataset.k") == focused
    assert focused == "3"  # the first cell of the second row
    page.keyboard.press("ArrowRight")  # the arrows go from cell to cell
    assert page.evaluate("document.activeElement.dataset.k") == "4"
    assert page.errors == []


def test_a_text_field_with_the_focus_has_a_ring(page, site_url):
    # as a button has (only its border's colour changed before)
    page.open(site_url + "plates/")
    page.locator("#plate-input").focus()
    ring = page.evaluate("() => { const s = getComputedStyle(document.activeElement);"
                         " return [document.activeElement.id, s.outlineStyle, s.outlineWidth]; }")
    assert ring == ["plate-input", "solid", "2px"]
    assert page.errors == []


def test_generate_with_the_keyboard_takes_the_focus_to_the_new_board(page, site_url):
    """Enter on Generate (under its fold, far below the board): the focus goes to the new puzzle's board with the
    view (it stayed on Generate, off the screen, and the next Tab left the widget); a click leaves it where it is."""
    page.open(site_url + "matchsticks/")
    page.evaluate("() => { document.getElementById('ms-generator').open = true; }")
    page.locator("#ms-seed").fill("3")
    page.locator("#ms-generate").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('#ms-summary').textContent.startsWith('Puzzle (seed 3)')")
    stick = focused(page)
    assert stick.get("tabindex") == "0", stick
    assert page.evaluate("() => document.activeElement.closest('#ms-board') !== null")
    page.locator("#ms-seed").fill("4")
    page.locator("#ms-generate").click()
    page.wait_for_function("() => document.querySelector('#ms-summary').textContent.startsWith('Puzzle (seed 4)')")
    assert focused(page) == {"tag": "BUTTON", "id": "ms-generate"}
    assert page.errors == []


def test_back_with_the_focus_on_a_stick_leaves_it_on_the_board(page, site_url):
    """Back while a stick has the focus: the widget is set up again for the address before (js/kit.js popstate),
    and the focus goes to the new board's tab stop once it is drawn (sticks have no id: it fell to the page's
    start)."""
    first, _, third = [p.equation for p in generate(moves=1, count=5, seed=7, size=5, kind="any")][:3]
    page.open(site_url + "matchsticks/?e=x&seed=7&size=5&n=5")
    wait_board(page, first)
    page.locator("#ms-sheet .ms-sheet-play").nth(2).focus()
    page.keyboard.press("Enter")  # plays the third puzzle: the focus goes to its board
    wait_board(page, third)
    assert focused(page).get("tabindex") == "0"
    page.keyboard.press("ArrowRight")
    assert focused(page).get("tabindex") == "0"
    page.go_back()
    page.wait_for_function("!location.search.includes('i=')")
    wait_board(page, first)
    stick = focused(page)
    assert stick.get("tabindex") == "0", stick
    assert page.evaluate("() => document.activeElement.closest('#ms-board') !== null")
    assert page.errors == []


def test_solve_right_after_a_move_keeps_the_move_and_escape_gives_the_focus_back(page, site_url):
    """A stick put down, then Solve at once, while Python was busy: the move's answer was dropped for Solve's (the
    stick stayed held, "Moves: 0", and nothing said so). Escape on a free place gave the focus to nothing usable:
    it goes back to the stick put back. A tap while Solve works says to wait (it did nothing)."""
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    page.locator("#ms-input").focus()
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    wait_live(page, "Picked up the middle stick of the 1st digit (6).")
    page.keyboard.press("ArrowLeft")
    assert focused(page)["label"] == "the free upper right place of the 1st digit (6)"
    page.keyboard.press("Escape")
    wait_live(page, "Put the stick back.")
    back = focused(page)
    assert (back["cell"], back["position"], back["tabindex"]) == (0, "g", "0")
    page.keyboard.press("Enter")
    wait_live(page, "Picked up the middle stick of the 1st digit (6).")
    page.keyboard.press("ArrowLeft")
    page.evaluate("() => { window.__pzBusy = Puzzlers.call('web', 'run_example', "
                  "{code: 'import time; time.sleep(1.5)'}); }")
    page.keyboard.press("Enter")  # the move waits for Python
    page.locator("#ms-solve").click()  # and Solve after it
    wait_board(page, "0+4=4")
    wait_live(page, "Moved: 6+4=4 \u2192 0+4=4; the equation is true.")
    page.wait_for_function("document.querySelector('#ms-summary').textContent.includes('solutions')")
    assert page.locator("#ms-count").text_content() == "Moves: 1."
    assert page.locator("#ms-board .ms-held").count() == 0
    assert page.evaluate("window.__pzBusy") == {"output": "", "error": None}  # Python was busy as planned
    # a stick pressed while Solve works: said to wait
    hold_python(page)
    page.locator("#ms-solve").click()
    page.locator("#ms-board .ms-stick[tabindex='0']").focus()
    page.keyboard.press("Enter")
    assert page.locator("#ms-hint").text_content() == "Wait for the answer being worked out (or cancel it) first."
    assert release_python(page)  # Solve still waited (the new Python answers it)
    page.wait_for_function("document.querySelector('#ms-summary').textContent.includes('solutions')")
    page.wait_for_function("document.querySelector('#ms-hint').textContent.startsWith('Press Enter on a stick')")
    assert page.errors == []


def test_the_sticks_or_an_option_changed_keep_the_moves_made(page, site_url):
    """The number of sticks or an option changed after a move: the board and its moves stay (they were wiped, the
    link's b= with them, without a word); the mode changed to one that cannot make the board says so; the board
    is named for what its sticks do in the mode."""
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&b=abcdefg%7Cg%7Cbcfg%7Cgq%7Cbcfg")
    wait_board(page, "8-4=4")
    assert page.locator("#ms-count").text_content() == "Moves: 1."
    page.locator("#ms-moves").select_option("2")
    page.wait_for_function("new URLSearchParams(location.search).get('k') === '2'")
    assert page.locator("#ms-count").text_content() == "Moves: 1."
    assert page.locator("#ms-board svg").get_attribute("data-equation") == "8-4=4"
    assert "b" in page.evaluate("Object.fromEntries(new URLSearchParams(location.search))")
    page.locator("#ms-options").evaluate("e => e.open = true")
    page.locator("#ms-ne").check()
    page.wait_for_function("new URLSearchParams(location.search).get('ne') === '1'")
    wait_board(page, "8-4=4")
    assert page.locator("#ms-count").text_content() == "Moves: 1."
    page.locator("#ms-undo").click()  # one step back to the start
    wait_board(page, "6+4=4")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    # moved again, then Add: a board of as many sticks as the start's is none that adding makes
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&b=abcdefg%7Cg%7Cbcfg%7Cgq%7Cbcfg")
    wait_board(page, "8-4=4")
    assert page.locator("#ms-board").get_attribute("aria-label") == (
        "The equation in matchsticks: pick a stick up, then put it on a free place")
    page.locator("#ms-mode").select_option("add")
    wait_board(page, "6+4=4")
    assert page.locator("#matchsticks-widget .pz-error").text_content() == (
        "The moves made could not be drawn (its board has 18 sticks; adding needs more than the start's 18); the "
        "board shows the start.")
    assert page.locator("#ms-board").get_attribute("aria-label") == (
        "The equation in matchsticks: put a stick on a free place")
    assert page.errors == []


def test_a_generated_puzzles_link_with_a_board_its_moves_cannot_make_shows_the_start(page, site_url):
    page.open(site_url + "matchsticks/?e=8%2F1%3D7&seed=7&size=5&b=abcdefg%7Cgv%7Cbc%7Cgq%7Cabcdefg")
    error = page.locator("#matchsticks-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == ("The moves in this link could not be drawn (its board has 20 sticks; moving keeps "
                                    "the start's 15); the board shows the start.")
    assert page.locator("#ms-count").text_content() == "Moves: 0 of 1."
    assert page.locator("#ms-undo").is_disabled()
    assert page.errors == []


# The page's scroll position once the layout has settled (the docs below a widget are laid out as they come into
# view, and the page's height changes then): the same for 10 frames in a row.
SETTLED = """() => new Promise((done) => {
  let last = "", same = 0;
  const look = () => {
    const now = `${scrollY} ${document.documentElement.scrollHeight}`;
    same = now === last ? same + 1 : 0;
    last = now;
    if (same >= 10) done(scrollY); else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})"""


@pytest.mark.parametrize("slug,prefix", [("nerdle/", "nd"), ("mathler/?t=24", "ml")])
def test_keys_typed_with_the_focus_elsewhere_on_the_page_leave_the_board_alone(page, site_url, slug, prefix):
    """Keys typed while a link or a table of the docs, far below, has the focus went into the game's board (the
    page jumped up to it, and Enter entered what was typed): they belong to the element with the focus. With the
    focus on nothing (the page's body) they still type on the board."""
    tiles = TilesPage(prefix)
    page.open(site_url + slug)
    tiles.wait_result(page, "")
    typing = f"() => [...document.querySelectorAll('#{prefix}-typing .tl-tile')].map(t => t.textContent).join('')"
    # the docs' last link (of the text, not a heading's anchor), and the last table
    page.evaluate("""() => [...document.querySelectorAll('.md-content__inner :is(p, li) a[href]')]
      .filter(a => !a.closest('[id$="-widget"]')).pop().dataset.testLink = 'last'""")
    docs = page.locator("[data-test-link=last]"), page.locator(".pz-table").last
    for element in docs:
        element.focus()
        scrolled = page.evaluate(SETTLED)
        assert scrolled > 1000
        page.keyboard.type("12+3")
        page.keyboard.press("Backspace")
        if element is docs[1]:
            page.keyboard.press("Enter")  # (on a link it would follow it)
        assert page.evaluate(typing) == ""
        assert tiles.board(page) == []
        assert page.evaluate("scrollY") == scrolled
        assert page.evaluate("() => [...document.querySelectorAll('.pz-error')].every(e => !e.textContent)")
    page.evaluate("() => document.activeElement.blur()")
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.type("12+")  # the focus on nothing, the game out of sight, far above: not typed there either
    assert page.evaluate(typing) == "" and page.evaluate("scrollY") == scrolled
    page.evaluate("() => window.scrollTo(0, 0)")  # the game on the screen
    page.keyboard.type("12+")
    assert page.evaluate(typing) == "12+"
    assert page.locator(f"#{prefix}-board").get_attribute("aria-label") == (
        "Your guesses: type the next one here; press a tile to change its colour")
    assert page.errors == []


@pytest.mark.parametrize("slug,prefix", [("nerdle/", "nd"), ("mathler/?t=24", "ml")])
def test_keys_of_other_keyboards_type_the_symbols_they_mean(page, site_url, slug, prefix):
    """A keyboard set to Japanese sends "５", one set to Arabic "٣", and a long press on "-" (or smart punctuation)
    the minus sign "−" or the en dash "–": the board dropped them without a word (it took "×" and "÷")."""
    tiles = TilesPage(prefix)
    page.open(site_url + slug)
    tiles.wait_result(page, "")
    typing = f"() => [...document.querySelectorAll('#{prefix}-typing .tl-tile')].map(t => t.textContent).join('')"
    page.locator(f"#{prefix}-board").focus()
    for key in "５٣−２–1":
        page.evaluate("""k => document.activeElement.dispatchEvent(
          new KeyboardEvent('keydown', {key: k, bubbles: true, cancelable: true}))""", key)
    assert page.evaluate(typing) == "53-2-1"
    assert page.errors == []


def test_a_link_with_the_signs_the_board_takes_from_keys_reads_them_the_same(page, site_url):
    """The board takes "×" and "÷" from a key as * and /; a link written with them (and with the minus sign "−")
    lost that guess: "'×' is not a key of this game"."""
    tiles = TilesPage("nd")
    page.open(site_url + "nerdle/?g=" + quote("9×8−7=65:BBBBPGBP,12÷4+5=8:GGBPPPPB"))  # the colours of 12+35=47
    tiles.wait_result(page, "9*8-7=65:BBBBPGBP,12/4+5=8:GGBPPPPB")
    assert tiles.board(page) == [["9*8-7=65", "BBBBPGBP"], ["12/4+5=8", "GGBPPPPB"]]
    assert "12+35=47" in tiles.candidates(page)
    assert page.locator(".pz-error:not([hidden])").count() == 0
    assert page.errors == []


def test_escape_cancels_the_work_of_the_widget_the_focus_is_in(page, site_url):
    """Escape does what the widget's Cancel does, with the focus in the widget (here the plate being typed, which is
    kept); with the focus elsewhere in the page (a link of the text below), it leaves the work alone."""
    page.open(site_url + "plates/?p=1234")
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('1234: 2 solutions')")
    hold_python(page)
    page.locator("#plate-input").fill("5678")
    cancel = page.locator("#plates-widget .pz-cancel")
    cancel.wait_for(state="visible")
    cancel.evaluate("b => b.addEventListener('click', () => { window.__pzCancelled = true; })")
    page.locator("article p a[href]").last.focus()
    page.keyboard.press("Escape")
    assert page.evaluate("window.__pzCancelled === undefined")
    assert cancel.is_visible()
    page.locator("#plate-input").focus()
    page.keyboard.press("Escape")
    page.locator("#plates-widget .pz-error", has_text="Cancelled.").wait_for()
    cancel.wait_for(state="hidden")
    assert page.locator("#plate-input").input_value() == "5678"
    assert page.evaluate("document.activeElement.id") == "plate-input"
    assert release_python(page)
    page.locator("#plate-input").press("Enter")
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('5678: ')")
    # the focus on nothing: Escape cancels the work whose Cancel is on the screen
    hold_python(page)
    page.locator("#plate-input").fill("56789")
    cancel.wait_for(state="visible")
    page.evaluate("() => { document.activeElement.blur(); window.scrollTo(0, 0); }")
    page.keyboard.press("Escape")
    page.locator("#plates-widget .pz-error", has_text="Cancelled.").wait_for()
    assert release_python(page)
    assert page.errors == []
