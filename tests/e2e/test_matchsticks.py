"""The matchsticks widget in Chromium: type and solve, tap to move, generate and play, share links, bad input,
phone. Expected answers come from the library, run here in the test process."""

import re
from urllib.parse import parse_qs, quote, urlparse

import pytest

from puzzlers.matchsticks import IncompleteSet, generate, generator, solve
from puzzlers.matchsticks.model import Options
from puzzlers.matchsticks.output import solution_dict

from .conftest import (
    IN_VIEW,
    LAYOUT_SHIFTS,
    RECORD_ANNOUNCED,
    RECORD_LIVE,
    WATCH_REQUESTS,
    WATCH_SHIFTS,
    address_at_a_links_click,
    hold_python,
    python_caught_up,
    release_python,
)
from .test_phone_layout import SHARE_STUB

#: The signs the message about a symbol that is none lists, each named: a screen reader said "+ - × /" as "plus dash
#: times slash", or passed them over as punctuation.
SIGNS_NAMED = "+ (plus), - (minus), × (times), / (divided by) and = (equals)."


def wait_text(page, selector, text):
    page.wait_for_function(
        "([s, t]) => (document.querySelector(s)?.textContent || '').includes(t)", arg=[selector, text])
    return page.locator(selector).text_content()


def wait_board(page, equation):
    page.wait_for_function(
        "e => document.querySelector('#ms-board svg')?.dataset.equation === e", arg=equation)


RECORD_SUMMARIES = """() => { window.summaries = []; const line = document.querySelector('#ms-summary');
  new MutationObserver(() => window.summaries.push(line.textContent)).observe(line,
    { childList: true, characterData: true, subtree: true }); }"""
CHOOSE_STICKS = """n => { const moves = document.querySelector('#ms-moves'); moves.value = n;
  moves.dispatchEvent(new Event('change', { bubbles: true })); }"""


def test_a_solve_under_way_goes_when_the_number_of_sticks_changes(page, site_url):
    """Solve, then another number of sticks chosen while it worked: its answer came under the new number ("moving 3
    sticks: 57 solutions" with 1 chosen), and its link said 1 stick, which a sibling opened as another puzzle."""
    equation = "12+34=56-78+9"
    page.open(site_url + "matchsticks/?e=" + quote(equation, safe="") + "&k=3")
    wait_board(page, equation)
    page.evaluate(RECORD_SUMMARIES)
    hold_python(page)
    try:
        page.locator("#ms-solve").click()
        page.evaluate(CHOOSE_STICKS, "1")
    finally:
        assert release_python(page)
    # a request after it answers after it: the Solve's answer, had it been kept, is on the page by then
    python_caught_up(page)
    assert not [text for text in page.evaluate("window.summaries") if "3 sticks" in text]
    page.locator("#ms-solve").click()
    answer = wait_text(page, "#ms-summary", f"{equation}, moving 1 stick: ")
    assert answer == f"{equation}, moving 1 stick: 1 solution"
    assert not [text for text in page.evaluate("window.summaries") if "3 sticks" in text]
    assert "k" not in parse_qs(urlparse(page.url).query)  # (1 stick: the link's default)
    assert page.errors == []


def solution_equations(page):
    return page.locator("#ms-solutions > li").evaluate_all("items => items.map(li => li.dataset.equation)")


TAP_POINT = """([cell, position, at, still]) => {
  const stick = document.querySelector(`#ms-board .ms-stick[data-cell="${cell}"][data-position="${position}"]`);
  if (!stick) return null;
  if (!still) stick.scrollIntoView({ block: "center", inline: "nearest" });  // clear of the sticky header
  const line = stick.querySelector(".ms-body");
  const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((a) => line[a].baseVal.value);
  const p = new DOMPoint(x1 + (x2 - x1) * at, y1 + (y2 - y1) * at).matrixTransform(line.getScreenCTM());
  return { x: p.x, y: p.y, state: stick.dataset.state };
}"""


def tap_stick(page, cell, position, touch=False, at=0.3, still=False):
    """Tap a stick (or a free place) of the board where a finger would: on the stick, off its middle (where the
    upright of '+' crosses '-', say); `at`: how far along it, from its start; `still`: where it is (else scrolled to
    the middle of the window first)."""
    point = page.evaluate(TAP_POINT, [cell, position, at, still])
    assert point is not None, f"no tappable point for cell {cell}, position {position}"
    if touch:
        page.touchscreen.tap(point["x"], point["y"])
    else:
        page.mouse.click(point["x"], point["y"])
    return point["state"]


def play(page, solution, touch=False, puzzle=False):
    """Make a solution's moves on the board: pick each stick up, put it down; wait for each redraw (in a
    `puzzle`, the count says what it asks: "Moves: 1 of 2.")."""
    goal = f" of {len(solution.moves)}" if puzzle else ""
    for n, move in enumerate(solution.moves, 1):
        (from_cell, from_position), (to_cell, to_position) = move.source, move.target
        assert tap_stick(page, from_cell, from_position, touch) == "on"
        page.wait_for_selector("#ms-board .ms-held")
        assert tap_stick(page, to_cell, to_position, touch) == "slot"
        wait_text(page, "#ms-count", f"Moves: {n}{goal}.")


def test_the_typed_equation_s_verdict_is_said_for_typing_only(page, site_url):
    """The verdict said once the typing pauses: not for an example tapped after the field was emptied, nor when
    Solve is pressed at once (its answer says itself: both were said)."""
    from .test_plates import RECORD_SAID
    page.open(site_url + "matchsticks/")
    page.evaluate(RECORD_SAID)
    page.locator("#ms-input").fill("6+4=4")
    page.wait_for_function("() => window.__said.includes('6+4=4 is not correct.')")
    page.locator("#ms-input").fill("")
    page.locator("#ms-examples a.pz-example", has_text="5+7=2").click()
    wait_board(page, "5+7=2")
    page.locator("#ms-input").fill("7+1=0")
    page.locator("#ms-solve").click()
    page.wait_for_function("() => document.querySelectorAll('#ms-solutions li').length > 0")
    # a verdict is said 0.7 s after its board: a page timer of 0.8 s set now fires after any such
    page.evaluate("() => new Promise((done) => setTimeout(done, 800))")
    said = page.evaluate("window.__said")
    assert "5+7=2 is not correct." not in said and "7+1=0 is not correct." not in said, said
    page.evaluate("window.__saidObserver.disconnect()")
    assert page.errors == []


def test_type_and_solve_one_move(page, site_url):
    page.open(site_url + "matchsticks/")
    page.locator("#ms-input").fill("6+4=4")
    wait_board(page, "6+4=4")
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
    # said once the typing pauses (typing was silent until Enter)
    page.wait_for_function("() => document.querySelector('#pz-announce')?.textContent === '6+4=4 is not correct.'")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    page.locator("#ms-solve").click()
    expected = [s.equation for s in solve("6+4=4", 1).solutions]
    assert {"0+4=4", "8-4=4"} <= set(expected)
    summary = wait_text(page, "#ms-summary", "solution")
    assert summary == f"6+4=4, moving 1 stick: {len(expected)} solutions"
    assert solution_equations(page) == expected
    # each solution is drawn, with the stick put on highlighted and its notation shown
    item = page.locator('#ms-solutions > li[data-equation="8-4=4"]')
    assert item.locator("svg .ms-added").count() == 1
    assert item.locator("svg .ms-removed").count() == 1
    assert item.locator(".ms-action").text_content() == "(+1, -1)"
    assert item.locator(".ms-notation").text_content() == "(+N, -O, w )"
    assert item.locator(".ms-how li").all_text_contents() == [
        "move the upright of '+' (cell 2) to the upper right of '6' (cell 1)"]
    # the notation is explained in words a phone shows (a tooltip it cannot)
    assert page.locator("#ms-more").text_content() == (
        "Notation: + a stick put on, - one taken off, w one moved within a symbol; N a digit, O an operator, "
        "C the comparator, E an empty cell.")

    page.locator("#ms-input").fill("5/3=1")
    wait_board(page, "5/3=1")
    page.locator("#ms-input").press("Enter")
    wait_text(page, "#ms-summary", "5/3=1, moving 1 stick")
    assert solution_equations(page) == [s.equation for s in solve("5/3=1", 1).solutions] == ["3/3=1", "5/5=1"]
    assert page.errors == []


def test_tap_to_move_makes_the_equation_correct(page, site_url):
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    solution = next(s for s in solve("6+4=4", 1).solutions if s.equation == "8-4=4")
    assert [(m.source, m.target) for m in solution.moves] == [((1, "v"), (0, "b"))]
    play(page, solution)
    wait_board(page, "8-4=4")
    assert page.locator("#ms-verdict").text_content() == "8-4=4 is correct."
    assert page.locator("#ms-verdict").get_attribute("data-state") == "correct"
    # Undo goes back one move, Reset to the start; both without asking Python again
    page.locator("#ms-undo").click()
    wait_board(page, "6+4=4")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
    # a stick moved within its own cell: 6 -> 0
    play(page, next(s for s in solve("6+4=4", 1).solutions if s.equation == "0+4=4"))
    wait_board(page, "0+4=4")
    assert page.locator("#ms-verdict").text_content() == "0+4=4 is correct."
    page.locator("#ms-reset").click()
    wait_board(page, "6+4=4")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    # picking a stick up and putting it back where it was is no move
    assert tap_stick(page, 0, "a") == "on"
    assert page.locator("#ms-hint").text_content() == (  # a mouse: "click" (a finger is told to tap)
        "Now click a free place to put the stick there (or click it again to put it back).")
    assert tap_stick(page, 0, "a") == "on"
    assert page.locator("#ms-board .ms-held").count() == 0
    assert page.errors == []


def test_puzzles_being_made_go_when_the_number_of_sticks_changes(page, site_url):
    """Generate for 2 sticks, then 1 stick chosen while the puzzle was made: the puzzle came ("Move 2 sticks to make
    ...") under 1 stick, and its link, without k, made another puzzle from its seed for whoever opened it."""
    page.open(site_url + "matchsticks/")
    page.locator("#ms-moves").select_option("2")
    page.locator("#ms-size").fill("7")
    page.locator("#ms-seed").fill("3")
    page.evaluate(RECORD_SUMMARIES)
    hold_python(page)
    try:
        page.locator("#ms-generate").click()
        page.evaluate(CHOOSE_STICKS, "1")
    finally:
        assert release_python(page)
    python_caught_up(page)  # (answered after the puzzle's)
    assert not [text for text in page.evaluate("window.summaries") if "Move 2 sticks" in text]
    assert "seed" not in parse_qs(urlparse(page.url).query)
    assert page.errors == []


def test_generate_with_a_seed_and_play_it(page, site_url, tab):
    expected = generate(moves=2, count=1, seed=3, size=7, kind="mixed")[0]
    page.open(site_url + "matchsticks/")
    page.locator("#ms-moves").select_option("2")
    page.locator("#ms-kind").select_option("mixed")
    page.locator("#ms-size").fill("7")
    page.locator("#ms-seed").fill("3")
    page.locator("#ms-generate").click()
    wait_board(page, expected.equation)
    assert page.locator("#ms-input").input_value() == expected.equation
    assert page.locator("#ms-summary").text_content() == (
        f"Puzzle (seed 3): Move 2 sticks to make {expected.equation} correct. It has exactly one solution.")
    assert page.locator("#ms-count").text_content() == "Moves: 0 of 2."  # what it asks, under the board
    assert parse_qs(urlparse(page.url).query) == {
        "e": [expected.equation], "k": ["2"], "seed": ["3"], "kind": ["mixed"], "size": ["7"]}
    shared = page.url

    play(page, expected.solution, puzzle=True)
    wait_board(page, expected.solution.equation)
    assert page.locator("#ms-verdict").text_content() == f"Solved! {expected.solution.equation} is the one solution."
    assert page.locator("#ms-verdict").get_attribute("data-state") == "solved"

    page.locator("#ms-show").click()
    assert solution_equations(page) == [expected.solution.equation]
    assert page.locator("#ms-solutions .ms-notation").text_content() == expected.solution.notation
    # the live region says the solution itself, not only "The solution of …:"
    moves = "; ".join(m["text"] for m in solution_dict(expected.solution, Options())["moves"])
    assert page.locator("#ms-summary").text_content() == \
        f"The solution of {expected.equation}: {expected.solution.equation}, {moves}."

    # the share link regenerates the same puzzle from its seed, ready to play
    other = tab()
    other.goto(shared)
    wait_board(other, expected.equation)
    assert other.locator("#ms-moves").input_value() == "2"
    assert other.locator("#ms-kind").input_value() == "mixed"
    assert other.locator("#ms-seed").input_value() == "3"
    assert other.locator("#ms-show").is_visible()
    assert other.locator("#ms-verdict").text_content() == f"{expected.equation} is not correct."
    other.locator("#ms-show").click()
    assert solution_equations(other) == [expected.solution.equation]
    assert other.errors == [] and page.errors == []
    other.close()

    # Generate again without typing a seed: a new puzzle from a new seed, shown in the field and the link
    page.locator("#ms-generate").click()
    page.wait_for_function("document.querySelector('#ms-seed').value !== '3'")
    new_seed = int(page.locator("#ms-seed").input_value())
    fresh = generate(moves=2, count=1, seed=new_seed, size=7, kind="mixed")[0]
    wait_board(page, fresh.equation)
    assert parse_qs(urlparse(page.url).query)["seed"] == [str(new_seed)]
    assert page.locator("#ms-count").text_content() == "Moves: 0 of 2."
    # Another kind, the seed left as shown: that seed, for the new kind (a teacher's same seed in another setting)
    page.locator("#ms-kind").select_option("numbers")
    page.locator("#ms-generate").click()
    other_kind = generate(moves=2, count=1, seed=new_seed, size=7, kind="numbers")[0]
    wait_board(page, other_kind.equation)
    assert page.locator("#ms-seed").input_value() == str(new_seed)
    # each puzzle generated is a step in the history: Back brings the one before, with its settings
    page.go_back()
    page.wait_for_function("new URLSearchParams(location.search).get('kind') === 'mixed'")
    wait_board(page, fresh.equation)
    assert page.locator("#ms-kind").input_value() == "mixed"
    page.go_forward()
    wait_board(page, other_kind.equation)
    assert page.locator("#ms-kind").input_value() == "numbers"
    assert page.errors == []


def test_a_set_of_puzzles_for_a_class(page, site_url, tab):
    """A teacher's set: every puzzle drawn with a link that opens it alone, the answers folded, the set in the
    address; a puzzle of the set plays on the board; the set's link brings the set back."""
    expected = generate(moves=1, count=4, seed=2024, size=7, kind="mixed")
    assert [p.equation for p in expected] == ["77-2=78", "99=5/19", "91=87+6", "9-5-3=5"]
    page.open(site_url + "matchsticks/")
    page.locator("#ms-kind").select_option("mixed")
    page.locator("#ms-size").fill("7")
    page.locator("#ms-seed").fill("2024")
    page.locator("#ms-set-size").fill("41")
    assert page.locator("#ms-generate").text_content() == "Generate"  # over the limit: no number promised
    page.locator("#ms-generate").click()
    assert wait_text(page, "#matchsticks-widget .pz-error", "puzzles") == (
        "The number of puzzles must be a whole number from 1 to 40.")
    page.locator("#ms-set-size").fill("")
    assert page.locator("#ms-generate").text_content() == "Generate a puzzle"  # empty: one
    page.locator("#ms-set-size").fill("4")
    page.locator("#ms-generate").click()
    wait_board(page, "77-2=78")
    assert page.locator("#ms-summary").text_content() == (
        "Puzzle 1 of 4 (seed 2024): Move 1 stick to make 77-2=78 correct. It has exactly one solution.")
    assert page.locator("#ms-sheet h2").text_content() == "Puzzle set"
    assert page.locator("#ms-sheet .ms-sheet-title").text_content() == (
        "4 puzzles (seed 2024): move 1 stick to make each one correct; each has exactly one solution.")
    items = page.locator("#ms-sheet .ms-sheet-item")
    assert items.locator("svg").evaluate_all("ss => ss.map(s => s.getAttribute('aria-label'))") == [
        p.equation for p in expected]
    assert page.locator("#ms-sheet .ms-answers li").all_text_contents() == [
        f"{p.equation} \u2192 {p.solution.equation} {p.solution.notation}" for p in expected]
    links = page.locator("#ms-sheet .ms-sheet-play").evaluate_all("as => as.map(a => a.href)")
    assert [parse_qs(urlparse(link).query) for link in links] == [
        {"e": [p.equation], "seed": ["2024"], "kind": ["mixed"], "size": ["7"], "i": [str(k + 1)]}
        for k, p in enumerate(expected)]
    assert parse_qs(page.evaluate("location.search")[1:]) == {
        "e": ["77-2=78"], "seed": ["2024"], "kind": ["mixed"], "size": ["7"], "n": ["4"]}
    # the third, played on the board, is solved like any puzzle
    items.nth(2).locator(".ms-sheet-play").click()
    wait_board(page, "91=87+6")
    assert page.locator("#ms-summary").text_content().startswith("Puzzle 3 of 4 (seed 2024): ")
    play(page, expected[2].solution, puzzle=True)
    wait_board(page, expected[2].solution.equation)
    assert page.locator("#ms-verdict").text_content() == f"Solved! {expected[2].solution.equation} is the one solution."
    page.locator("#ms-reset").click()
    wait_board(page, "91=87+6")
    assert page.locator('#ms-sheet .ms-sheet-play[aria-current="true"]').evaluate(
        "a => a.closest('li').dataset.index") == "2"
    shared = page.evaluate("location.href")
    assert parse_qs(urlparse(shared).query)["i"] == ["3"]

    other = tab()
    other.goto(shared)  # the set again, its third puzzle on the board
    wait_board(other, "91=87+6")
    assert other.locator("#ms-sheet .ms-sheet-item").count() == 4
    assert other.locator("#ms-set-size").input_value() == "4"
    assert other.locator("#ms-summary").text_content().startswith("Puzzle 3 of 4 (seed 2024): ")
    other.goto(links[3])  # a pupil's link: that puzzle alone
    wait_board(other, "9-5-3=5")
    assert other.locator("#ms-sheet").is_hidden()
    assert other.locator("#ms-summary").text_content() == (
        "Puzzle 4 (seed 2024): Move 1 stick to make 9-5-3=5 correct. It has exactly one solution.")
    play(other, expected[3].solution, puzzle=True)
    wait_board(other, expected[3].solution.equation)
    solved = f"Solved! {expected[3].solution.equation} is the one solution."
    assert other.locator("#ms-verdict").text_content() == solved
    # the first puzzle's link says its number as the others do (it said "Puzzle (seed 2024)"), and keeps it
    other.goto(links[0])
    wait_board(other, expected[0].equation)
    assert other.locator("#ms-summary").text_content().startswith("Puzzle 1 (seed 2024): ")
    assert parse_qs(other.evaluate("location.search")[1:])["i"] == ["1"]
    assert other.errors == [] and page.errors == []
    other.close()
    # a puzzle number beyond the set: said, and the set's first shown (not "the seed now makes …")
    page.open(site_url + "matchsticks/?e=9-5-3%3D5&seed=2024&kind=mixed&size=7&n=4&i=7")
    wait_board(page, "77-2=78")
    assert wait_text(page, "#matchsticks-widget .pz-error", "link") == (
        "This link could not be read whole: \"7\" as the puzzle's number in its set.")
    # another option puts the set away, and says so; back to the settings it was made with, Generate makes it again
    page.open(shared)
    wait_board(page, "91=87+6")
    page.locator("#ms-options > summary").click() if not page.locator("#ms-ne").is_visible() else None
    page.locator("#ms-ne").check()
    assert wait_text(page, "#ms-summary", "put away") == (
        "The set of 4 puzzles (seed 2024) is put away: Generate makes it again, for the settings chosen then.")
    assert page.locator("#ms-sheet").is_hidden()
    page.locator("#ms-ne").uncheck()
    page.locator("#ms-generate").click()
    wait_board(page, "77-2=78")
    assert page.locator("#ms-sheet .ms-sheet-item").count() == 4
    # an equation typed ends the set (the address no longer holds it)
    page.locator("#ms-input").fill("6+4=4")
    wait_board(page, "6+4=4")
    assert page.locator("#ms-sheet").is_hidden()
    assert "n=" not in page.evaluate("location.search")


def test_back_and_forward_between_the_puzzles_of_a_set(tab, site_url):
    """Play on a puzzle of the set is a step in the history: Back brings the puzzle played before (board, set and
    its 'on the board' mark), Forward the one played next, without a page load (Back left the page: Play only
    rewrote the address). A new page, the set's link its first address, as for a pupil or a reviewer: Material
    would fetch the page again on its first Back (js/kit.js popstate, overrides/main.html)."""
    page = tab(phone=True)
    expected = [p.equation for p in generate(moves=1, count=4, seed=42, size=5, kind="any")]
    assert expected[:2] == ["1-3=2", "6=7×0"]
    page.goto(site_url + "matchsticks/?e=1-3%3D2&seed=42&size=5&n=4")
    wait_board(page, "1-3=2")
    page.evaluate("window.notReloaded = document.querySelector('.md-content')")  # a swap or a load replaces it
    marked = ("() => document.querySelector('#ms-sheet .ms-sheet-play[aria-current=\"true\"]')"
              "?.closest('li').dataset.index")

    def query():
        return parse_qs(page.evaluate("location.search")[1:])

    page.locator("#ms-sheet .ms-sheet-item").nth(1).locator(".ms-sheet-play").tap()
    wait_board(page, "6=7×0")
    assert query()["i"] == ["2"]
    assert page.evaluate(marked) == "1"

    page.go_back()
    page.wait_for_function("!location.search.includes('i=')")
    assert urlparse(page.url).path.endswith("/matchsticks/")
    wait_board(page, "1-3=2")
    assert query() == {"e": ["1-3=2"], "seed": ["42"], "size": ["5"], "n": ["4"]}
    assert page.locator("#ms-sheet .ms-sheet-item").count() == 4
    page.wait_for_function(marked + " === '0'")
    assert wait_text(page, "#ms-summary", "Puzzle 1").startswith("Puzzle 1 of 4 (seed 42): ")

    page.go_forward()
    page.wait_for_function("location.search.includes('i=2')")
    wait_board(page, "6=7×0")
    page.wait_for_function(marked + " === '1'")
    assert wait_text(page, "#ms-summary", "Puzzle 2").startswith("Puzzle 2 of 4 (seed 42): ")
    assert page.locator("#ms-sheet .ms-sheet-item").count() == 4
    assert page.evaluate("window.notReloaded === document.querySelector('.md-content')")
    assert page.errors == []


def test_share_link_round_trip(page, site_url, tab):
    page.open(site_url + "matchsticks/")
    page.locator("#ms-input").fill("4+7=9")
    wait_board(page, "4+7=9")
    page.locator("#ms-solve").click()
    assert wait_text(page, "#ms-summary", "4+7=9") == "4+7=9: no solution moving 1 stick."
    page.locator("#ms-um").check()
    page.wait_for_function("location.search.includes('um=1')")
    page.locator("#ms-solve").click()
    wait_text(page, "#ms-summary", "solution")
    expected = [s.equation for s in solve("4+7=9", 1, options={"unary_minus": True}).solutions]
    assert solution_equations(page) == expected == ["-4+7=3"]
    page.locator("#ms-mode").select_option("add")
    page.locator("#ms-moves").select_option("2")
    page.locator("#ms-ne").check()
    page.wait_for_function("location.search.includes('ne=1')")
    shared = page.url
    assert parse_qs(urlparse(shared).query) == {"e": ["4+7=9"], "k": ["2"], "m": ["add"], "um": ["1"], "ne": ["1"]}

    other = tab()
    other.goto(shared)
    wait_board(other, "4+7=9")
    assert other.locator("#ms-input").input_value() == "4+7=9"
    assert other.locator("#ms-mode").input_value() == "add"
    assert other.locator("#ms-moves").input_value() == "2"
    assert other.locator("#ms-um").is_checked() and other.locator("#ms-ne").is_checked()
    assert not other.locator("#ms-lg").is_checked()
    # unary minus opens an empty cell in front of each side to put a stick in
    assert other.locator("#ms-board .ms-cell[data-empty]").count() == 2
    other.locator("#ms-solve").click()
    summary = wait_text(other, "#ms-summary", "4+7=9")
    options = {"unary_minus": True, "comparators": "=≠"}
    expected = [s.equation for s in solve("4+7=9", 2, "add", options).solutions]
    assert summary == f"4+7=9, adding 2 sticks: {len(expected)} solutions"
    assert solution_equations(other) == expected
    assert other.errors == [] and page.errors == []
    other.close()


def test_solve_says_the_answer_not_solving(page, site_url):
    """Solve: the answer line (a live region) wrote "Solving…", then the answer, and a screen reader said both at
    every Solve. "Solving…" still shows at once, but only the answer is said, the same answer again too."""
    page.open(site_url + "matchsticks/")
    page.locator("#ms-input").fill("6+4=4")
    wait_board(page, "6+4=4")
    page.evaluate(RECORD_LIVE)
    hold_python(page)  # the answer waits: what the line shows and says meanwhile
    try:
        page.locator("#ms-solve").click()
        page.wait_for_function("document.querySelector('#ms-summary').textContent === 'Solving…'")
        assert not [text for text in page.evaluate("window.liveSaid") if "Solving" in text]
    finally:
        release_python(page)
    answer = wait_text(page, "#ms-summary", "6+4=4, moving 1 stick: ")
    page.wait_for_function("t => window.liveSaid.includes(t)", arg=answer)
    page.locator("#ms-solve").click()  # the same answer again: said again
    page.wait_for_function("t => window.liveSaid.filter((s) => s === t).length === 2", arg=answer)
    said = page.evaluate("window.liveSaid")
    assert not [text for text in said if "Solving" in text], said
    assert page.errors == []


def test_bad_input_shows_a_message(page, site_url):
    page.open(site_url + "matchsticks/")
    page.locator("#ms-input").fill("6+4=A")
    # An equation that cannot be drawn: the board says why in its place, under the input (not under the buttons).
    error = page.locator("#ms-board .ms-undrawable")
    error.wait_for(state="visible")
    assert error.text_content() == "'A' (position 5) is not a matchstick symbol; use digits, " + SIGNS_NAMED
    assert error.get_attribute("role") == "alert"
    assert page.locator("#ms-board svg").count() == 0
    assert page.locator("#matchsticks-widget .ms-run .pz-error").is_hidden()  # said once
    assert error.bounding_box()["y"] < page.locator("#ms-solve").bounding_box()["y"]
    # typed on, drawn again with the same message: not an alert again (a screen reader said it at each pause)
    page.locator("#ms-input").fill("6+4=A+")
    page.wait_for_function("document.querySelector('#ms-board .ms-undrawable')?.dataset.equation === '6+4=A+'")
    assert error.text_content() == "'A' (position 5) is not a matchstick symbol; use digits, " + SIGNS_NAMED
    assert error.get_attribute("role") is None
    page.locator("#ms-solve").click()  # said again, still once
    page.wait_for_function("document.querySelector('#ms-board .ms-undrawable')?.getAttribute('role') === 'alert'")
    assert error.text_content().startswith("'A'")
    assert page.locator("#matchsticks-widget .ms-run .pz-error").is_hidden()
    assert page.locator("#ms-solutions > li").count() == 0
    assert "Traceback" not in page.content()
    # typed spellings: x and * for ×, != for ≠ (once ≠ is switched on)
    page.locator("#ms-input").fill("3x4!=13")
    page.wait_for_function("document.querySelector('#ms-board .ms-undrawable')?.textContent.includes('is not enabled')")
    page.locator("#ms-ne").check()
    wait_board(page, "3×4≠13")
    assert error.count() == 0
    assert page.locator("#matchsticks-widget .pz-error").is_hidden()
    assert page.locator("#ms-verdict").text_content() == "3×4≠13 is correct."
    page.locator("#ms-input").fill("3*4=12")
    wait_board(page, "3×4=12")
    # drawn but no equation: the cell at fault and its symbol as drawn (it quoted the engine's '6 * * 4 = 4')
    page.locator("#ms-input").fill("6××4=4")
    assert wait_text(page, "#ms-verdict", "Not an equation") == (
        "Not an equation yet: expected a number, got '×' in cell 3.")
    assert page.errors == []


def test_a_link_with_unreadable_parts_says_so_and_uses_the_rest(page, site_url):
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&k=9&m=zz&b=XYZ&s=1")
    wait_board(page, "6+4=4")
    error = wait_text(page, ".pz-error", "This link")
    assert error == ('This link could not be read whole: "9" as the number of moves (1 to 3); "zz" as the mode '
                     '(move, add or remove); "XYZ" as the board\'s sticks.')
    assert wait_text(page, "#ms-summary", "solutions").startswith("6+4=4, moving 1 stick: ")
    assert page.errors == []


def test_phone_viewport(phone_page, site_url):
    page = phone_page
    page.open(site_url + "matchsticks/?e=5%2F3%3D1")
    wait_board(page, "5/3=1")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    board = page.locator("#ms-board").bounding_box()
    assert board["x"] >= 0 and board["x"] + board["width"] <= 390
    # the drawing grows to the screen's width at least, so sticks are big enough to tap (it scrolls when longer)
    assert page.locator("#ms-board svg").bounding_box()["width"] >= 250
    solution = solve("5/3=1", 1).solutions[0]
    play(page, solution, touch=True)
    wait_board(page, solution.equation)
    assert page.locator("#ms-verdict").text_content() == f"{solution.equation} is correct."
    page.locator("#ms-solve").tap()
    wait_text(page, "#ms-summary", "solutions")
    assert solution_equations(page) == ["3/3=1", "5/5=1"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for selector in ("#ms-undo", "#ms-solve", "#ms-reset", "#ms-options > summary", "#ms-generator > summary"):
        assert page.locator(selector).bounding_box()["height"] >= 44
    assert page.errors == []


def test_add_remove_and_unary_minus_on_the_board(page, site_url):
    # add mode: a tap on a free place puts a stick there
    page.open(site_url + "matchsticks/?e=9-4%3D4&m=add")
    wait_board(page, "9-4=4")
    ((_, (cell, position)),) = [(m.source, m.target) for m in solve("9-4=4", 1, "add").solutions[0].moves]
    assert tap_stick(page, cell, position) == "slot"
    wait_board(page, "8-4=4")
    assert page.locator("#ms-count").text_content() == "Sticks added: 1."
    assert page.locator("#ms-verdict").text_content() == "8-4=4 is correct."
    # remove mode: a tap on a stick takes it away
    page.locator("#ms-mode").select_option("remove")
    page.locator("#ms-input").fill("8+3=9")
    wait_board(page, "8+3=9")
    assert tap_stick(page, 0, "b") == "on"
    wait_board(page, "6+3=9")
    assert page.locator("#ms-count").text_content() == "Sticks removed: 1."
    assert page.locator("#ms-verdict").text_content() == "6+3=9 is correct."
    # move mode: a symbol may not be emptied (the row is fixed, as in the solver) ...
    page.locator("#ms-mode").select_option("move")
    page.locator("#ms-input").fill("4-7=9")
    wait_board(page, "4-7=9")
    tap_stick(page, 1, "g")
    tap_stick(page, 0, "a")
    wait_text(page, "#ms-hint", "That would empty cell 2")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    # ... but with unary minus a stick may go into the empty cell in front of a side
    page.locator("#ms-um").check()
    page.locator("#ms-input").fill("4+7=9")
    wait_board(page, "4+7=9")
    solution = solve("4+7=9", 1, options={"unary_minus": True}).solutions[0]
    assert page.locator(f'#ms-board .ms-cell[data-cell="{solution.moves[0].target[0]}"]').get_attribute(
        "data-empty") == "true"
    play(page, solution)
    wait_board(page, "-4+7=3")
    assert page.locator("#ms-verdict").text_content() == "-4+7=3 is correct."
    assert page.errors == []


CENTRE = """([cell, position]) => {
  const line = document.querySelector(`#ms-board .ms-stick[data-cell="${cell}"][data-position="${position}"] .ms-body`);
  const [x1, y1, x2, y2] = ["x1", "y1", "x2", "y2"].map((a) => line[a].baseVal.value);
  const p = new DOMPoint((x1 + x2) / 2, (y1 + y2) / 2).matrixTransform(line.getScreenCTM());
  return { x: p.x, y: p.y };
}"""


def test_a_tap_on_the_centre_of_a_digit_adds_its_middle_bar(phone_page, site_url):
    """A cell that is no symbol yet also offers a sign's strokes, which all cross its centre, as the middle bar
    does: a tap there means the digit's bar (a stroke was put on instead)."""
    page = phone_page
    page.open(site_url + "matchsticks/?e=1%3D7-2&m=add&k=2")
    wait_board(page, "1=7-2")
    assert tap_stick(page, 2, "d", touch=True) == "slot"  # 7 and a bottom stick: no symbol yet
    wait_text(page, "#ms-verdict", "Not an equation yet")
    centre = page.evaluate(CENTRE, [2, "g"])
    page.touchscreen.tap(centre["x"], centre["y"])
    wait_board(page, "1=3-2")
    assert page.locator("#ms-verdict").text_content() == "1=3-2 is correct."
    assert page.locator("#ms-hint").text_content() == "Tap a free place to add a stick (tap it again to take it back)."
    assert page.errors == []


def tap_centre(page, cell, position):
    """A finger on the middle of a stick or free place (the reviewer's tap: on the place, not beside it)."""
    page.evaluate(TAP_POINT, [cell, position])  # scrolled into view, clear of the header
    centre = page.evaluate(CENTRE, [cell, position])
    page.touchscreen.tap(centre["x"], centre["y"])


def test_a_tap_while_a_move_is_made_is_made_after_it(page, site_url):
    """Two sticks tapped quickly in Remove mode: the second tap, while the first stick's removal was being made,
    was refused ("Wait: …", gone before it could be read), and only one stick went. It is made after the first."""
    page.open(site_url + "matchsticks/?e=8%2B3%3D9&m=remove")
    wait_board(page, "8+3=9")
    hold_python(page)  # the first removal waits: the second tap comes while it is being made
    try:
        assert tap_stick(page, 0, "b") == "on"
        assert tap_stick(page, 0, "e") == "on"
    finally:
        assert release_python(page)
    page.wait_for_function("document.querySelector('#ms-count').textContent === 'Sticks removed: 2.'")
    wait_board(page, "5+3=9")  # 8 without its upper right and lower left sticks
    assert page.errors == []


def test_a_double_tap_on_a_stick_being_taken_away_takes_it_away_once(page, site_url):
    """The same stick tapped twice while its removal is made: the second tap, made after the first, put it back."""
    page.open(site_url + "matchsticks/?e=8%2B3%3D9&m=remove")
    wait_board(page, "8+3=9")
    hold_python(page)
    try:
        assert tap_stick(page, 0, "b") == "on"
        tap_stick(page, 0, "b")
    finally:
        assert release_python(page)
    wait_board(page, "6+3=9")
    python_caught_up(page)  # (after any tap made after it)
    assert page.locator("#ms-count").text_content() == "Sticks removed: 1."
    assert page.errors == []


def test_a_second_tap_takes_back_what_the_first_did(phone_page, site_url):
    """Remove mode: a tap on the place a stick was taken from puts that stick back, and never takes away the stick
    beside it (the 7's upper right went too: the tap went to the nearest stick). Add mode takes an added stick
    back; Move mode picks a placed stick up again, to put it down elsewhere or back."""
    page = phone_page
    page.open(site_url + "matchsticks/?e=5%2B7%3D2&m=remove")
    wait_board(page, "5+7=2")
    tap_centre(page, 2, "a")
    wait_board(page, "5+1=2")
    assert page.locator("#ms-count").text_content() == "Sticks removed: 1."
    tap_centre(page, 2, "a")  # the same place again: the stick is back
    page.wait_for_function("document.querySelector('#ms-count').textContent !== 'Sticks removed: 1.'")
    assert page.locator("#ms-count").text_content() == "Sticks removed: 0."
    wait_board(page, "5+7=2")
    assert page.locator('#ms-board .ms-stick[data-cell="2"][data-position="b"]').get_attribute("data-state") == "on"
    assert page.locator("#ms-verdict").text_content() == "5+7=2 is not correct."
    page.locator("#ms-undo").tap()  # the putting back is undone like any change
    wait_board(page, "5+1=2")
    assert page.locator("#ms-hint").text_content() == (  # the help line says what a second tap does
        "Tap a stick to take it away (tap its place again to put it back).")
    # a free place no stick was taken from takes nothing away either: it says what the mode does
    tap_centre(page, 2, "g")
    wait_text(page, "#ms-hint", "In this mode sticks are only taken away")
    assert page.locator("#ms-count").text_content() == "Sticks removed: 1."
    wait_board(page, "5+1=2")

    # Add mode: a stick put on, tapped again, is taken back
    page.open(site_url + "matchsticks/?e=9-4%3D4&m=add")
    wait_board(page, "9-4=4")
    tap_centre(page, 0, "e")
    wait_board(page, "8-4=4")
    tap_centre(page, 0, "e")
    wait_board(page, "9-4=4")
    assert page.locator("#ms-count").text_content() == "Sticks added: 0."
    # Move mode: a stick put down, tapped again, is picked up; put back on its place, no move is counted
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    tap_stick(page, 1, "v", touch=True)  # off the middle, where '-' crosses it
    page.wait_for_selector("#ms-board .ms-held")
    tap_centre(page, 0, "b")
    wait_board(page, "8-4=4")
    tap_centre(page, 0, "b")
    page.wait_for_selector('#ms-board .ms-held[data-cell="0"][data-position="b"]')
    tap_stick(page, 1, "v", touch=True)
    wait_board(page, "6+4=4")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    assert page.errors == []


def test_phone_solve_shows_the_answer_and_its_first_drawing(tab, site_url):
    """Solve on a phone: the answer and its first solution's drawing are on screen under the board, so nothing
    scrolls (the page went 307 px down to the list's end, the board's top at -89); on a screen too short for them
    (a phone held sideways, a small phone) the page scrolls down as far as they need, not to the list's end (the
    first solution was below the screen at 360x640 and 844x390, the board kept in view instead)."""
    page = tab(phone=True)
    page.emulate_media(reduced_motion="reduce")  # the scroll, if any, is done at once, not over the next frames
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    top = "s => document.querySelector(s).getBoundingClientRect().top"
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    board = page.evaluate(top, "#ms-board")
    assert page.evaluate("scrollY") == 0 and board > header
    page.locator("#ms-solve").tap()
    wait_text(page, "#ms-summary", "solutions")  # drawn and revealed in one task: any scroll is done by now
    assert page.evaluate("scrollY") == 0
    assert page.evaluate(top, "#ms-board") == board
    assert page.evaluate(IN_VIEW, "#ms-summary")
    assert page.evaluate(IN_VIEW, "#ms-solutions > li svg")

    for width, height in (360, 640), (844, 390):  # the first solution is below the screen's end
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        assert page.evaluate(top, "#ms-solutions > li") > height
        page.locator("#ms-solve").tap()
        wait_text(page, "#ms-summary", "solutions")
        assert page.evaluate(IN_VIEW, "#ms-summary")
        assert page.evaluate(IN_VIEW, "#ms-solutions > li svg")
        # no further: the drawing ends the view (the list's end is 2 solutions, 500 px, further down)
        bottom = page.evaluate("() => document.querySelector('#ms-solutions > li svg').getBoundingClientRect().bottom")
        assert bottom > height - 2, (width, height, bottom)
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_a_long_list_draws_each_solution_as_it_nears_the_view(tab, site_url):
    """Each of 200 solutions' drawings was put in with the list: 88+88+88=88+888 moving 3 sticks held a phone's page
    4.7 s (4.1 MB of SVG). The first 12 come with the list, each other one when its place nears the view or the
    page is printed; its place has the drawing's size (nothing moves) and its name (a screen reader's)."""
    page = tab(phone=True)
    expected = [s.equation for s in solve("9+9=9", 2, "move", Options(comparators="=\u2260<>")).solutions]
    # a phone; one column wider than 20rem (the place was 400 px wide, the drawing 466: each one drawn moved the page)
    for width in 390, 520:
        page.set_viewport_size({"width": width, "height": 844})
        page.goto(site_url + "matchsticks/?e=9%2B9%3D9&k=2&ne=1&lg=1&s=1")
        wait_text(page, "#ms-summary", "9+9=9, moving 2 sticks: 60 solutions")
        assert solution_equations(page) == expected
        pictures = page.locator("#ms-solutions .ms-picture")
        drawn = "els => els.map((e) => !!e.querySelector('svg'))"
        assert pictures.evaluate_all(drawn) == [True] * 12 + [False] * 48
        last = pictures.nth(59)
        assert (last.get_attribute("role"), last.get_attribute("aria-label")) == ("img", expected[59])
        place = last.bounding_box()
        assert place["height"] > 20
        last.scroll_into_view_if_needed()
        page.wait_for_function("() => !!document.querySelector('#ms-solutions > li:last-child .ms-picture svg')")
        svg = page.locator("#ms-solutions > li:last-child .ms-picture svg")
        assert svg.get_attribute("aria-label") == expected[59] and last.get_attribute("role") is None
        box = svg.bounding_box()
        assert abs(box["height"] - place["height"]) < 0.5 and abs(box["width"] - place["width"]) < 0.5, (width,
                                                                                                          box, place)
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")
    assert pictures.evaluate_all(drawn) == [True] * 60
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_a_phone_held_sideways_shows_a_moves_verdict_with_the_board(tab, site_url):
    """844x390: after a move made by taps, the line of the moves and the verdict was below the screen (398-432 px),
    the page still; it comes into view under the board, which stays whole on the screen."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    page.emulate_media(reduced_motion="reduce")  # the scroll, if any, is done at once, not over the next frames
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    assert page.evaluate("scrollY") == 0 and not page.evaluate(IN_VIEW, ".ms-play")
    tap_stick(page, 0, "g", touch=True, still=True)  # the 6's middle stick, picked up: nothing moves under the finger
    page.wait_for_function("() => document.querySelector('#ms-board .ms-held')")
    assert page.evaluate("scrollY") == 0
    tap_stick(page, 0, "b", touch=True, still=True)  # put down at its upper right: 0+4=4
    wait_board(page, "0+4=4")
    page.wait_for_function("() => document.querySelector('#ms-count').textContent === 'Moves: 1.'")
    assert page.locator("#ms-verdict").text_content() == "0+4=4 is correct."
    assert page.evaluate(IN_VIEW, ".ms-play") and page.evaluate(IN_VIEW, "#ms-board")
    assert page.errors == []


def test_phone_nothing_moves_while_python_starts(phone_page, site_url):
    """The widget's skeleton is in the page as built, at its final size: from the load to the first drawing of
    a link's equation (Python drawing it), the page's layout shifts add up to at most 0.02."""
    page = phone_page
    page.add_init_script(WATCH_SHIFTS)
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    page.wait_for_function("document.querySelector('#ms-verdict').textContent !== ''")
    shifts = page.evaluate(LAYOUT_SHIFTS)
    assert sum(shifts) <= 0.02, shifts
    assert page.errors == []


def test_phone_generated_puzzle_is_shown(phone_page, site_url):
    """On a phone the generator is far below the board: the new puzzle is scrolled into view."""
    page = phone_page
    page.open(site_url + "matchsticks/")
    page.locator("#ms-generator > summary").tap()
    page.locator("#ms-seed").fill("11")
    page.locator("#ms-generate").tap()
    expected = generate(moves=1, count=1, seed=11, size=5, kind="any")[0]
    wait_board(page, expected.equation)
    page.wait_for_function(IN_VIEW, arg="#ms-board")
    page.wait_for_function(IN_VIEW, arg="#ms-verdict")
    assert page.locator("#ms-verdict").text_content() == f"{expected.equation} is not correct."
    # the share button is in the actions under the board, not in a fold
    assert page.locator("#ms-share").is_visible()
    assert page.locator("#ms-share").evaluate("b => !b.closest('details')")
    assert page.errors == []


def test_phone_generator_errors_are_shown(phone_page, site_url):
    """A wrong number of symbols or seed, said far above the button that was tapped: scrolled into view."""
    page = phone_page
    page.open(site_url + "matchsticks/")
    page.locator("#ms-generator > summary").tap()
    error = page.locator("#matchsticks-widget .ms-run .pz-error")
    for field, value, message in (("#ms-seed", "1234567890123456",  # more than a link keeps exactly
                                   "The seed must be a whole number of up to 15 digits (or empty for a random one)."),
                                  ("#ms-size", "2", "The number of symbols must be 3 to 15."),
                                  ("#ms-size", "", "The number of symbols must be 3 to 15.")):
        page.locator(field).fill(value)
        page.locator("#ms-generate").scroll_into_view_if_needed()
        page.locator("#ms-generate").tap()
        error.wait_for(state="visible")
        assert error.text_content() == message
        page.wait_for_function(IN_VIEW, arg="#matchsticks-widget .ms-run .pz-error")
    page.locator("#ms-size").fill("5")
    # a seed of 11 digits generates, and its link opens the same puzzle (the link kept 9 digits at most)
    page.locator("#ms-seed").fill("12345678901")
    page.locator("#ms-generate").tap()
    wait_text(page, "#ms-summary", "Puzzle (seed 12345678901)")
    wait_board(page, "1-4=6")
    page.wait_for_function("location.search.includes('seed=12345678901')")
    page.open(site_url + "matchsticks/?e=1-4%3D6&seed=12345678901&size=5")
    wait_text(page, "#ms-summary", "Puzzle (seed 12345678901)")
    wait_board(page, "1-4=6")
    assert page.locator("#ms-seed").input_value() == "12345678901"
    assert page.locator("#matchsticks-widget .pz-error").is_hidden()
    assert page.errors == []


def test_the_empty_board_offers_examples(phone_page, site_url):
    """With nothing typed the board's place offers examples (share links, js/kit.js examples) at the board's
    height; a tap loads one to play without a page load, and clearing the equation brings them back."""
    page = phone_page
    page.open(site_url + "matchsticks/")
    examples = page.locator("#ms-examples a.pz-example")
    assert examples.all_text_contents() == ["6+4=4", "5+7=2", "7+1=0"]
    assert page.locator("#ms-board").is_hidden()
    place = "s => { const r = document.querySelector(s).getBoundingClientRect(); return [r.top + scrollY, r.height]; }"
    below = page.evaluate(place, ".ms-play")
    assert page.evaluate(place, "#ms-examples")[1] == 128  # the board's height on a phone
    page.evaluate("window.notReloaded = document.querySelector('.md-content')")  # instant navigation replaces it
    examples.nth(1).click()
    wait_board(page, "5+7=2")
    assert page.locator("#ms-verdict").text_content() == "5+7=2 is not correct."
    assert page.locator("#ms-input").input_value() == "5+7=2"
    assert parse_qs(urlparse(page.url).query) == {"e": ["5+7=2"]}
    assert page.locator("#ms-examples").is_hidden()
    assert page.evaluate("window.notReloaded === document.querySelector('.md-content')")
    assert page.evaluate(place, ".ms-play") == below  # the board took the examples' place at their height
    page.locator("#ms-input").fill("")
    page.wait_for_function("!document.querySelector('#ms-examples').hidden")
    assert page.locator("#ms-board").is_hidden()
    assert page.errors == []
    # every example is a puzzle: it has a solution one stick away (the library, on CPython)
    assert {e: len(solve(e).solutions) for e in ["6+4=4", "5+7=2", "7+1=0"]} == {"6+4=4": 2, "5+7=2": 1, "7+1=0": 1}


#: Whether the focus is on the board's tab stop (its one stick with tabindex 0), not on the page's start.
ON_THE_BOARD = "() => document.activeElement.matches('#ms-board .ms-stick[tabindex=\"0\"]')"


def test_an_example_activated_with_no_key_leaves_the_focus_on_its_board(page, phone_page, site_url):
    """A screen reader's activation (the link focused, then a click with no key) or a tap hides the examples with
    the link (js/kit.js examples): the focus goes to the board the example is drawn on, its tab stop once drawn,
    not to the page's start (no box around the examples takes it, as numbers' answer box does); on a phone the
    board stays in view."""
    page.open(site_url + "matchsticks/")
    page.locator("#ms-examples a.pz-example").first.focus()
    page.evaluate("document.querySelector('#ms-examples a.pz-example').click()")  # detail 0: a screen reader's
    wait_board(page, "6+4=4")
    assert page.locator("#ms-examples").is_hidden()
    assert page.evaluate(ON_THE_BOARD), page.evaluate("document.activeElement.outerHTML.slice(0, 80)")
    assert page.errors == []
    phone = phone_page
    phone.open(site_url + "matchsticks/")
    phone.locator("#ms-examples a.pz-example").nth(1).tap()
    wait_board(phone, "5+7=2")
    assert phone.evaluate(ON_THE_BOARD), phone.evaluate("document.activeElement.outerHTML.slice(0, 80)")
    assert phone.evaluate(IN_VIEW, "#ms-board")
    assert phone.errors == []


def pdf_pages(page) -> int:
    """How many pages the page prints on (Chromium's PDF of it, A4)."""
    return len(re.findall(rb"/Type\s*/Page[^s]", page.pdf(format="A4")))


def test_a_printed_set_names_its_rules_and_fits_its_pages(page, site_url, tab):
    """On paper the Options fold is not printed: the set's title names the rules its answers need (4 of these 8 need
    ≠); and a set that fits one page prints on one (the header's margin pushed it onto a second, blank page)."""
    expected = generate(moves=1, count=8, seed=5, size=5, kind="symbols",
                        options=Options(comparators="=≠<>"))
    page.open(site_url + "matchsticks/?e=5%C3%972%3D4&ne=1&lg=1&seed=5&kind=symbols&size=5&n=8")
    wait_board(page, expected[0].equation)
    assert page.locator("#ms-sheet .ms-sheet-title").text_content() == (
        "8 puzzles (seed 5): move 1 stick to make each one correct (allowed: ≠ comparator; < and > comparators); "
        "each has exactly one solution.")
    assert sum("≠" in p.solution.equation for p in expected) == 4
    # printed from a page of its own: the shared page, after other tests, printed whole (13 pages) in 3 of 5 runs on
    # 30 November, its print class set, and also once loaded again (never a fresh page, here or on a quiet machine)
    page = tab()
    page.goto(site_url + "matchsticks/?e=16%3D17-5&seed=7&kind=mixed&size=7&n=6")
    wait_board(page, "16=17-5")
    # the set shown whole, nothing of it still drawn (on a loaded machine the PDF once caught the page without it:
    # 13 pages)
    shown = """() => { const sheet = document.querySelector('#ms-sheet');
      return !sheet.hidden && sheet.querySelectorAll('.ms-sheet-item').length === 6
        && !sheet.querySelector('[aria-busy="true"]'); }"""
    page.wait_for_function(shown)
    # (what the print's rules hang on: the page's part)
    assert page.evaluate("document.documentElement.classList.contains('ms-set-shown')")
    pages = pdf_pages(page)
    # Under load Chromium's PDF has now and then held the whole page (13), the class above set (twice in clean-clone
    # runs at load 20-30, then twice on 30 November at load 9-10, 2 s later too; never in 23 tries on a quiet
    # machine): the page loaded again prints the set alone. A page that always prints whole still fails.
    for _ in range(2):
        if pages == 1:
            break
        page.reload()
        page.wait_for_function(shown)
        assert page.evaluate("document.documentElement.classList.contains('ms-set-shown')")
        pages = pdf_pages(page)
    assert pages == 1
    # the answers opened print on a page of their own: the first page, the puzzles alone, can be handed out (they
    # came under the puzzles, on the same page)
    page.locator("#ms-sheet .ms-answers-fold").evaluate("e => e.open = true")
    assert pdf_pages(page) == 2
    # under a heading that says whose they are (a teacher with several sets could not tell)
    page.emulate_media(media="print")
    try:
        assert page.locator("#ms-sheet .ms-answers-fold > summary").inner_text() == "Answers to 6 puzzles (seed 7)"
    finally:
        page.emulate_media(media="screen")
    assert page.locator("#ms-sheet .ms-answers-fold > summary").inner_text() == "Answers"
    assert page.errors == []


def test_a_link_typed_by_hand_with_plus_signs(page, site_url):
    """A `+` typed into an address is a space to the browser; Python reads no spaces, so 6 4=4 was 64=4."""
    page.open(site_url + "matchsticks/?e=6+4=4&s=1")
    wait_board(page, "6+4=4")
    assert page.locator("#ms-input").input_value() == "6+4=4"
    expected = [s.equation for s in solve("6+4=4", 1).solutions]
    assert wait_text(page, "#ms-summary", "solutions") == f"6+4=4, moving 1 stick: {len(expected)} solutions"
    assert solution_equations(page) == expected
    # what the page writes has no spaces: a space in a link is a hand-typed +
    page.locator("#ms-input").fill("6 + 4 = 4")
    page.wait_for_function("new URLSearchParams(location.search).get('e') === '6+4=4'")
    assert page.errors == []


def test_a_link_whose_board_the_moves_cannot_make_shows_the_start(page, site_url):
    """An edited b= with 34 sticks for a start of 18 (8+8=8+8 'solved' in 1 move): refused, the start is shown."""
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&b=abcdefg%7Cgv%7Cabcdefg%7Cgq%7Cabcdefg%7Cgv%7Cabcdefg")
    wait_board(page, "6+4=4")
    assert wait_text(page, ".pz-error", "could not") == (
        "The moves in this link could not be drawn (its board has 34 sticks; moving keeps the start's 18); "
        "the board shows the start.")
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
    # A real move, shared, still comes back: 6+4=4 -> 0+4=4 moves the middle stick of the 6 to its top right
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&b=abcdef%7Cgv%7Cbcfg%7Cgq%7Cbcfg")
    wait_board(page, "0+4=4")
    assert page.locator(".pz-error").is_hidden()
    # A move that leaves no equation yet: the link's reader is told why, as its sender was
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&b=acdef%7Cgv%7Cabcfg%7Cgq%7Cbcfg")
    page.wait_for_function("document.querySelector('#ms-verdict').textContent.startsWith('Not an equation')")
    assert page.locator("#ms-verdict").text_content() == "Not an equation yet: cell 1 is no symbol yet."
    assert page.errors == []


def test_enter_on_a_phone_sends_the_keyboard_away_to_the_answer(phone_page, site_url):
    """The phone keyboard's Go key (Enter) in the equation box: the answer takes the focus, so that the keyboard
    that hid it closes (the focus stayed in the box, which the page had scrolled under the site's header). Its
    solutions take it: the answer line says itself (a live region), and focused it was read twice."""
    page = phone_page
    page.open(site_url + "matchsticks/")
    box = page.locator("#ms-input")
    box.tap()
    box.fill("6+4=4")
    box.press("Enter")
    wait_text(page, "#ms-summary", "solutions")
    page.wait_for_function("document.activeElement === document.querySelector('#ms-solutions')")
    assert page.errors == []


def test_while_python_starts_its_status_is_not_under_the_progress_bar(fresh_page, site_url):
    """A phone opening a link while Python starts (a new profile: seconds): "Loading Python…" shows beside the
    progress bar and Cancel, on one row even at 320 px; the bar was laid over it, and the text could not be read."""
    page = fresh_page(phone=True)
    page.set_viewport_size({"width": 320, "height": 568})
    page.add_init_script("""window.__pzSeen = [];
      const watch = () => {
        const run = document.querySelector('#matchsticks-widget .ms-run');
        const status = run && run.querySelector('.pz-status'), busy = run && run.querySelector('.pz-busy');
        if (status && status.textContent && !busy.hidden) {
          const a = status.getBoundingClientRect(), b = busy.getBoundingClientRect();
          const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
          const oneRow = a.top < b.bottom && b.top < a.bottom; // side by side: the row does not grow
          window.__pzSeen.push([status.textContent, apart && oneRow]);
        }
        requestAnimationFrame(watch); };
      requestAnimationFrame(watch);""")
    page.goto(site_url + "matchsticks/?e=5%2B7%3D2")
    wait_board(page, "5+7=2")
    seen = page.evaluate("window.__pzSeen")
    assert any(text == "Loading Python…" for text, _ in seen), seen[:3]  # the state this test is about was shown
    assert all(apart for _, apart in seen), [s for s in seen if not s[1]][:3]
    assert page.errors == []


def test_the_options_stay_inside_their_folds_on_narrow_phones(tab, site_url):
    """At 320 px the Options fold's "Solve for" row ran 48 px past the fold (a fieldset is as wide as its content
    by default), cutting "1 stick" and "Unary minus"; at 360 px by 8 px. Now it wraps at 320 px and fits one row
    at 360 px."""
    page = tab(phone=True)
    for width in (320, 360):
        page.set_viewport_size({"width": width, "height": 640})
        page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
        wait_board(page, "6+4=4")
        page.evaluate("() => { for (const id of ['ms-options', 'ms-generator'])"
                      " document.getElementById(id).open = true; }")
        out = page.evaluate("""() => [...document.querySelectorAll('#ms-options, #ms-generator')].map(fold => {
          const edge = fold.getBoundingClientRect().right;
          return [...fold.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > edge + 0.5)
            .map(e => e.id || e.textContent.trim().slice(0, 20)); })""")
        assert out == [[], []], (width, out)
        rows = page.evaluate("() => ['ms-mode', 'ms-moves']"
                             ".map(id => document.getElementById(id).getBoundingClientRect().top)")
        assert (rows[0] == rows[1]) == (width == 360), (width, rows)
    assert page.errors == []


def test_the_stick_held_tapped_again_at_its_middle_is_put_back(phone_page, site_url):
    """The lower stroke of '=' ends where the upright of '+' would stand: tapped again at its middle while held, it
    went to that free place ('=' became '+', one move) instead of being put back."""
    page = phone_page
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    middle = """() => { const s = document.querySelector('#ms-board .ms-stick[data-cell="3"][data-position="q"]');
      s.scrollIntoView({ block: "center" }); const l = s.querySelector('.ms-body');
      const p = new DOMPoint((l.x1.baseVal.value + l.x2.baseVal.value) / 2, l.y1.baseVal.value)
        .matrixTransform(l.getScreenCTM()); return [p.x, p.y]; }"""
    page.touchscreen.tap(*page.evaluate(middle))
    page.wait_for_selector('#ms-board .ms-held[data-cell="3"][data-position="q"]')
    page.touchscreen.tap(*page.evaluate(middle))
    page.wait_for_function("() => !document.querySelector('#ms-board .ms-held')")
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    assert page.locator("#ms-board svg").get_attribute("data-equation") == "6+4=4"
    assert page.errors == []


def test_the_buttons_do_not_move_when_the_verdict_comes_on_a_320_px_phone(tab, site_url):
    """At 320 px the verdict of even a short equation takes two lines: its line keeps them from the first drawing,
    so Solve stays put (it went 34 px down when "Moves: 0. 6+4=4 is not correct." came)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.add_init_script("""window.__pzTops = new Set();
      const watch = () => { const s = document.querySelector('#ms-solve');
        if (s) window.__pzTops.add(Math.round(s.getBoundingClientRect().top + scrollY));
        requestAnimationFrame(watch); };
      requestAnimationFrame(watch);""")
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_text(page, "#ms-verdict", "6+4=4 is not correct.")
    page.wait_for_timeout(200)  # a few more frames after the verdict (what is measured is a position, not a time)
    assert len(page.evaluate("[...window.__pzTops]")) == 1, page.evaluate("[...window.__pzTops]")
    assert page.errors == []


def test_solve_pressed_while_the_drawing_waits_for_python_draws_the_board_too(page, site_url):
    """Solve pressed while the equation's drawing waited for Python (still loading, or busy): the solutions came, but
    the board stayed blank (no drawing, no verdict): Solve's request, newer, made the drawing's answer count for
    nothing. Python is held busy here (a loop) so that the drawing surely waits when Solve is pressed."""
    page.open(site_url + "matchsticks/")
    page.evaluate("""() => { window.__pzLoop = Puzzlers.call('web', 'run_example', {code: 'while True: pass'});
                             window.__pzLoop.catch(() => {}); }""")
    try:
        page.locator("#ms-input").fill("6+4=4")
        # the drawing's request waits behind the loop: the run panel offers to cancel it
        page.locator("#matchsticks-widget .ms-run .pz-cancel").wait_for(state="visible")
        assert page.locator("#ms-board svg").count() == 0
        page.locator("#ms-solve").click()
    finally:
        page.evaluate("() => Puzzlers.cancel(window.__pzLoop.id)")
    expected = [s.equation for s in solve("6+4=4", 1).solutions]
    assert wait_text(page, "#ms-summary", "solutions") == f"6+4=4, moving 1 stick: {len(expected)} solutions"
    assert solution_equations(page) == expected
    # the board is drawn, under it the count and the verdict, and it plays
    assert page.locator("#ms-board svg").count() == 1
    assert page.locator("#ms-board svg").get_attribute("data-equation") == "6+4=4"
    assert page.locator("#ms-board .ms-stick[data-state='on']").count() == 18
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
    play(page, next(s for s in solve("6+4=4", 1).solutions if s.equation == "8-4=4"))
    wait_board(page, "8-4=4")
    assert page.locator("#ms-verdict").text_content() == "8-4=4 is correct."
    assert page.locator("#ms-undo").is_enabled() and page.locator("#ms-reset").is_enabled()
    assert solution_equations(page) == expected  # the answer stays under the board
    assert page.errors == []


#: Python code that makes the page's generator never end (the worker's Python patched: a set that takes for ever).
#: The page's generator patched never to end, in a Python that keeps the change (a run that changes the package
#: asks for a fresh Python: puzzlers.web.run_example, whose check this tab's Python then skips).
STUCK_GENERATOR = """import puzzlers.matchsticks.web as web
def stuck(*args, **kwargs):
    while True:
        pass
web.generate = stuck
import puzzlers.web as w
w._after_run = lambda result, *rest: result"""


def test_an_equation_typed_while_a_set_is_made_stops_the_set_and_is_drawn(tab, site_url):
    """An equation typed while a set of puzzles was being made (40 of 15 symbols, moving 3: 12 s on a phone) waited
    for the set, the board blank, its hint still "Type an equation…", no e= in the address; then the set was thrown
    away. Typing stops the set (not shown yet: the user has moved on), without a word, and draws the equation. The
    page's generator never ends here (its Python patched), so the drawing comes only if the set was stopped."""
    page = tab(phone=True)
    page.goto(site_url + "matchsticks/")
    page.evaluate("code => Puzzlers.call('web', 'run_example', {code})", STUCK_GENERATOR)
    page.locator("#ms-generator > summary").tap()
    page.locator("#ms-seed").fill("1")
    page.locator("#ms-set-size").fill("40")
    page.locator("#ms-generate").tap()
    page.locator("#matchsticks-widget .ms-run .pz-cancel").wait_for(state="visible")  # the set is being made
    page.locator("#ms-input").fill("6+4=4")
    wait_board(page, "6+4=4")
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
    assert page.locator("#ms-count").text_content() == "Moves: 0."
    assert page.locator("#ms-hint").text_content() == "Tap a stick to pick it up, then tap a free place to put it down."
    query = parse_qs(urlparse(page.url).query)
    assert query["e"] == ["6+4=4"] and "seed" not in query and "n" not in query
    assert page.locator("#ms-sheet").is_hidden()  # no set came after all
    assert page.locator("#matchsticks-widget .ms-run .pz-error").is_hidden()  # stopped without a "Cancelled."
    assert page.locator("#matchsticks-widget .ms-run .pz-cancel").is_hidden()
    page.locator("#ms-solve").tap()
    expected = [s.equation for s in solve("6+4=4", 1).solutions]
    assert wait_text(page, "#ms-summary", "solutions") == f"6+4=4, moving 1 stick: {len(expected)} solutions"
    assert page.errors == []


def test_a_drawing_cancelled_while_a_set_was_made_says_how_to_draw_it(phone_page, site_url):
    """Generate tapped, then an equation typed while the set was being made, then Cancel: the set and the drawing
    waiting behind it were both cancelled, and the board stayed empty for good, no word under it (count, verdict
    and hint empty) though the input and the address held the equation; Solve answered but drew no board. Now the
    typing stops the set; a Cancel of the drawing itself says how to draw it, and Solve draws it with its answer.
    Python is held busy (a loop) so that the set, then the drawing, surely wait when each is stopped."""
    page = phone_page
    page.open(site_url + "matchsticks/")
    page.evaluate(WATCH_REQUESTS)
    hold_python(page)
    try:
        cancel = page.locator("#matchsticks-widget .ms-run .pz-cancel")
        page.locator("#ms-generator > summary").tap()
        page.locator("#ms-seed").fill("1")
        page.locator("#ms-generate").tap()
        cancel.wait_for(state="visible")  # the set waits behind the loop
        page.locator("#ms-input").fill("6+4=4")
        # the drawing's request is sent (after the typing's pause), and waits behind the loop
        page.wait_for_function("() => window.__pzSent.some(m => m.module === 'matchsticks' && m.fn === 'draw')")
        cancel.tap()
        assert wait_text(page, "#matchsticks-widget .ms-run .pz-error", "Cancelled.") == "Cancelled."
        assert page.locator("#ms-board svg").count() == 0
        assert page.locator("#ms-hint").text_content() == "6+4=4 is not drawn: press Solve to draw it and solve it."
        assert parse_qs(urlparse(page.url).query)["e"] == ["6+4=4"]
        assert page.locator("#ms-sheet").is_hidden()
        assert release_python(page)  # all this came while the loop ran
    finally:
        page.evaluate("() => { window.__pzUnwatch(); if (window.__pzBusy) Puzzlers.cancel(window.__pzBusy.id); }")
    page.locator("#ms-solve").tap()
    expected = [s.equation for s in solve("6+4=4", 1).solutions]
    assert wait_text(page, "#ms-summary", "solutions") == f"6+4=4, moving 1 stick: {len(expected)} solutions"
    wait_board(page, "6+4=4")  # drawn, with its answer
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
    assert page.locator("#ms-hint").text_content() == "Tap a stick to pick it up, then tap a free place to put it down."
    assert solution_equations(page) == expected
    assert page.errors == []


#: Where the buttons are in the page (their top plus the scroll), and how many lines the verdict takes.
BUTTONS = """() => ({ tops: ['#ms-solve', '#ms-undo', '#ms-reset', '#ms-show']
    .map(s => Math.round(document.querySelector(s).getBoundingClientRect().top + scrollY)),
  lines: Math.round(document.querySelector('#ms-verdict').getBoundingClientRect().height
    / parseFloat(getComputedStyle(document.querySelector('.ms-play')).lineHeight)) })"""


def test_a_verdict_that_wraps_after_a_move_moves_no_button_on_a_phone(phone_page, site_url):
    """At 390 and 320 px a verdict of two or three lines ("Not an equation yet: cell 2 is no symbol yet.", "… is
    correct, but the puzzle asks for moving exactly 2 sticks.") pushed Solve, Undo, Reset and Show solution 34 px
    down after a move of a five-symbol puzzle (its line kept one line, or two at 320 px): under the finger coming
    back for Undo. The verdict's line is under the buttons now: whatever its length, they stay."""
    page = phone_page
    sixes = generate(moves=2, count=1, seed=4, size=5)[0]
    assert sixes.equation == "6/8=7"
    one = solve("6/8=7", 1).solutions[0]
    assert (one.equation, [(m.source, m.target) for m in one.moves]) == ("8/8=1", [((4, "a"), (0, "b"))])
    try:
        for width, height in (390, 844), (320, 640):
            page.set_viewport_size({"width": width, "height": height})
            # the rising stroke of × picked up and put down as the middle bar: its cell is no symbol
            page.open(site_url + "matchsticks/?e=0%C3%978%3D8&k=2&seed=7&size=5")
            wait_board(page, "0×8=8")
            wait_text(page, "#ms-count", "Moves: 0 of 2.")
            before = page.evaluate(BUTTONS)
            assert tap_stick(page, 1, "s", touch=True, at=0.15) == "on"
            page.wait_for_selector("#ms-board .ms-held")
            assert tap_stick(page, 1, "g", touch=True, at=0.1) == "slot"
            wait_text(page, "#ms-count", "Moves: 1 of 2.")
            assert page.locator("#ms-verdict").text_content() == "Not an equation yet: cell 2 is no symbol yet."
            after = page.evaluate(BUTTONS)
            assert after["lines"] > before["lines"], (width, after)  # it wrapped to one line more
            assert after["tops"] == before["tops"], (width, before, after)
            # a correct equation one move from a puzzle of two
            page.open(site_url + "matchsticks/?e=6%2F8%3D7&k=2&seed=4&size=5")
            wait_board(page, "6/8=7")
            wait_text(page, "#ms-count", "Moves: 0 of 2.")
            before = page.evaluate(BUTTONS)
            assert tap_stick(page, 4, "a", touch=True) == "on"
            page.wait_for_selector("#ms-board .ms-held")
            assert tap_stick(page, 0, "b", touch=True) == "slot"
            wait_text(page, "#ms-count", "Moves: 1 of 2.")
            assert page.locator("#ms-verdict").text_content() == (
                "8/8=1 is correct, but the puzzle asks for moving exactly 2 sticks.")
            after = page.evaluate(BUTTONS)
            assert after["lines"] >= 2 and after["lines"] > before["lines"], (width, after)
            assert after["tops"] == before["tops"], (width, before, after)
    finally:
        page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_a_link_with_a_number_of_symbols_out_of_range_uses_the_default(page, site_url):
    """A link's size= outside 3 to 15 (size=99, size=2) drew nothing: an empty board, the examples, Undo and Reset
    enabled but inert, s=1 ignored, and only "The number of symbols must be 3 to 15.". Now it falls back to the
    default (5 symbols), and the page says which part of the link it could not read."""
    expected = generate(moves=1, count=1, seed=1, size=5)[0]
    assert expected.equation == "9+5=6"
    for size in ("99", "2"):
        page.open(site_url + f"matchsticks/?e=9%2B5%3D6&seed=1&size={size}&s=1")
        error = page.locator("#matchsticks-widget .ms-run .pz-error")
        error.wait_for(state="visible")  # said once the rest of the link is shown
        assert error.text_content() == (
            f'This link could not be read whole: "{size}" as the number of symbols (3 to 15).')
        assert page.locator("#ms-board svg").count() == 1
        assert page.locator("#ms-board svg").get_attribute("data-equation") == "9+5=6"
        assert page.locator("#ms-examples").is_hidden()
        assert page.locator("#ms-size").input_value() == "5"
        assert page.locator("#ms-seed").input_value() == "1"
        assert page.locator("#ms-count").text_content() == "Moves: 0 of 1."
        assert page.locator("#ms-verdict").text_content() == "9+5=6 is not correct."
        assert page.locator("#ms-undo").is_disabled() and page.locator("#ms-reset").is_disabled()
        # s=1: the solution shown
        assert page.locator("#ms-summary").text_content().startswith(
            f"The solution of 9+5=6: {expected.solution.equation}, ")
        assert solution_equations(page) == [expected.solution.equation]
        assert parse_qs(urlparse(page.url).query)["size"] == ["5"]
    play(page, expected.solution, puzzle=True)
    wait_board(page, expected.solution.equation)
    assert page.locator("#ms-verdict").text_content() == f"Solved! {expected.solution.equation} is the one solution."
    assert page.errors == []


def test_a_comparator_not_switched_on_names_its_box_in_options(page, site_url):
    """The page said "…enable it with the comparators option (now '=')": the page has no such option (the command
    line has); it names the box to tick in Options."""
    page.open(site_url + "matchsticks/")
    error = page.locator("#ms-board .ms-undrawable")
    for typed, said in (("5!=3", "The comparator '≠' is not enabled; tick “≠ comparator” in Options."),
                        ("3<5", "The comparator '<' is not enabled; tick “< and > comparators” in Options."),
                        ("5>3", "The comparator '>' is not enabled; tick “< and > comparators” in Options.")):
        page.locator("#ms-input").fill(typed)
        page.wait_for_function("t => document.querySelector('#ms-board .ms-undrawable')?.dataset.equation === t",
                               arg=typed)
        assert error.text_content() == said
        page.evaluate("document.querySelector('#ms-board .ms-undrawable').pzBefore = true")  # (not cloned)
        page.locator("#ms-solve").click()  # said again by Solve (a new alert), in the same words
        page.wait_for_function("(() => { const e = document.querySelector('#ms-board .ms-undrawable');"
                               " return e && !e.pzBefore && e.getAttribute('role') === 'alert'; })()")
        assert error.text_content() == said
    # the box it names draws it
    page.locator("label.pz-check", has_text="< and > comparators").locator("input").check()
    wait_board(page, "5>3")
    assert page.locator("#ms-verdict").text_content() == "5>3 is correct."
    assert page.errors == []


def test_a_set_cut_short_shows_the_puzzles_found(tab, site_url, monkeypatch):
    """A set that meets the step limit before it is whole shows the puzzles found and says why (it showed only the
    error: a 100-puzzle set of 15 symbols found 43 in 26 s, all thrown away). The limit is lowered in the page's
    Python (20,000 steps) so that a set of 20 stops after 9, as the library's does: in a tab of its own, whose
    Python keeps the change (a run that changes the package asks for a fresh Python: puzzlers.web.run_example)."""
    monkeypatch.setattr(generator, "GENERATE_MAX_WORK", 20_000)
    with pytest.raises(IncompleteSet) as cut:
        generate(moves=2, count=20, seed=1, size=7)
    expected = [p.equation for p in cut.value.puzzles]
    assert len(expected) == 9
    page = tab()
    page.goto(site_url + "matchsticks/")
    page.evaluate("""() => Puzzlers.call('web', 'run_example', {code:
      'import puzzlers.matchsticks.generator as g\\ng.GENERATE_MAX_WORK = 20_000\\n'
      + 'import puzzlers.web as w\\nw._after_run = lambda result, *rest: result'})""")
    page.locator("#ms-moves").select_option("2")
    page.locator("#ms-size").fill("7")
    page.locator("#ms-seed").fill("1")
    page.locator("#ms-set-size").fill("20")
    page.locator("#ms-generate").click()
    wait_board(page, expected[0])
    assert page.locator("#ms-summary").text_content().startswith("Puzzle 1 of 9 (seed 1): ")
    assert page.locator("#ms-sheet .ms-sheet-title").text_content().startswith("9 puzzles (seed 1): ")
    assert page.locator("#ms-sheet .ms-sheet-item").count() == 9
    assert page.locator("#matchsticks-widget .pz-error").text_content() == (
        f"{str(cut.value)[0].upper()}{str(cut.value)[1:]}. The 9 found are here.")
    assert parse_qs(urlparse(page.url).query)["n"] == ["9"]  # the set shown (the same 9 under any budget)
    assert page.errors == []


#: The id of the element with the keyboard's focus, "cancel" for the run panel's Cancel (which has none).
ACTIVE = "() => document.activeElement.id || (document.activeElement.matches('.pz-cancel') ? 'cancel' : '')"


def test_long_work_pressed_with_a_key_says_so_and_hands_the_focus_to_cancel(page, site_url):
    """Enter on Generate or Solve started long work in silence (the status lines empty for seconds), the focus left
    on the button while the work's Cancel showed at the top of the widget, 16 Shift+Tabs above Generate. Now
    "Working…" is said once after a second, the focus goes to Cancel as it shows, and back to the button once the
    work is over (cancelled or answered). Python is held busy (a loop) so that the work surely waits."""
    page.open(site_url + "matchsticks/")
    page.evaluate("() => { document.getElementById('ms-generator').open = true; }")
    page.locator("#ms-seed").fill("3")
    page.evaluate(RECORD_ANNOUNCED)
    try:
        hold_python(page)
        try:
            page.locator("#ms-generate").focus()
            page.keyboard.press("Enter")
            page.wait_for_function(f"({ACTIVE})() === 'cancel'")
            page.wait_for_function("() => window.announced.includes('Working…')")
            page.keyboard.press("Enter")  # on Cancel
            assert wait_text(page, "#ms-error", "Cancelled.") == "Cancelled."
            page.wait_for_function(f"({ACTIVE})() === 'ms-generate'")
            assert page.evaluate("window.announced").count("Working…") == 1
            assert page.locator("#ms-board svg").count() == 0
            assert release_python(page)  # all this came while the loop ran
            # Solve: the answer comes (the loop ended), and the focus is back on Solve
            page.locator("#ms-input").fill("6+4=4")
            wait_board(page, "6+4=4")
            hold_python(page)
            page.locator("#ms-solve").focus()
            page.keyboard.press("Enter")
            page.wait_for_function(f"({ACTIVE})() === 'cancel'")
            page.wait_for_function("() => window.announced.filter(t => t === 'Working…').length === 2")
            assert release_python(page)
        finally:
            page.evaluate("() => { if (window.__pzBusy) Puzzlers.cancel(window.__pzBusy.id); }")
        expected = [s.equation for s in solve("6+4=4", 1).solutions]
        assert wait_text(page, "#ms-summary", "solutions") == f"6+4=4, moving 1 stick: {len(expected)} solutions"
        page.wait_for_function(f"({ACTIVE})() === 'ms-solve'")
        # Generate by key with no wait: the new puzzle's board takes the focus, as before
        page.locator("#ms-generate").focus()
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('#ms-summary').textContent.startsWith('Puzzle (seed 3)')")
        page.wait_for_function("() => document.activeElement.closest('#ms-board') !== null")
    finally:
        page.evaluate("window.__pzAnnounced.disconnect()")
    assert page.errors == []


#: A field's mark: [aria-invalid, the text of the element its aria-describedby names (null: none)].
MARK = """s => { const f = document.querySelector(s), d = f.getAttribute('aria-describedby');
  return [f.getAttribute('aria-invalid'), d && document.getElementById(d).textContent]; }"""


def test_an_error_marks_its_field_and_the_generator_focuses_it(page, site_url):
    """A message about the equation typed, or a number of the generator, was not tied to its field (no
    aria-invalid, no aria-describedby), and the generator's were said at the top of the widget with the focus left
    on Generate. Now the field is marked and described by the message until it goes, and the generator's field at
    fault takes the focus."""
    page.open(site_url + "matchsticks/")
    page.locator("#ms-input").fill("abc")
    page.locator("#ms-board .ms-undrawable").wait_for(state="visible")
    said = "'a' (position 1) is not a matchstick symbol; use digits, " + SIGNS_NAMED
    assert page.evaluate(MARK, "#ms-input") == ["true", said]
    page.locator("#ms-solve").click()  # said again (the message drawn again): still tied to the field
    page.wait_for_function("document.querySelector('#ms-board .ms-undrawable')?.getAttribute('role') === 'alert'")
    assert page.evaluate(MARK, "#ms-input") == ["true", said]
    page.locator("#ms-input").fill("6+4=4")
    wait_board(page, "6+4=4")
    assert page.evaluate(MARK, "#ms-input") == [None, None]
    page.evaluate("() => { document.getElementById('ms-generator').open = true; }")
    for field, value, message in (("#ms-size", "30", "The number of symbols must be 3 to 15."),
                                  ("#ms-seed", "-5", "The seed must be a whole number of up to 15 digits (or empty "
                                                     "for a random one)."),
                                  ("#ms-set-size", "0", "The number of puzzles must be a whole number from 1 to 40.")):
        page.locator(field).fill(value)
        page.locator("#ms-generate").focus()
        page.keyboard.press("Enter")
        page.wait_for_function(f"({ACTIVE})() === '{field[1:]}'")
        assert page.evaluate(MARK, field) == ["true", message]
        assert page.locator("#ms-error").is_visible()
        page.locator(field).fill({"#ms-size": "5", "#ms-seed": "", "#ms-set-size": "1"}[field])
    page.locator("#ms-seed").fill("3")
    page.locator("#ms-generate").click()
    page.wait_for_function("() => document.querySelector('#ms-summary').textContent.startsWith('Puzzle (seed 3)')")
    for field in ("#ms-input", "#ms-size", "#ms-seed", "#ms-set-size"):  # the messages gone, the marks with them
        assert page.evaluate(MARK, field) == [None, None], field
    assert page.errors == []


def test_a_link_cut_short_in_its_last_setting_says_so(page, site_url):
    """A link cut short in its last setting ("...&tai" for "...&tails=1") lost that setting without a word."""
    page.open(site_url + "matchsticks/?e=6%2B4%3D4&k=2&tai")
    wait_board(page, "6+4=4")
    error = wait_text(page, "#matchsticks-widget .pz-error", "This link")
    assert error == ('This link could not be read whole: its end, "tai", is a setting with no value (was the link '
                     'cut short?).')
    assert page.locator("#ms-moves").input_value() == "2"  # the rest is used
    assert page.errors == []


def test_on_a_320_px_phone_the_pick_up_line_shows_and_the_board_stays(tab, site_url):
    """320x568: a stick picked up, the line that says where to put it was below the screen. It shows at the
    screen's foot, and the board does not move under the finger coming to put the stick down."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 568})
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_text(page, "#ms-verdict", "6+4=4 is not correct.")
    board = "document.querySelector('#ms-board').getBoundingClientRect().top"
    top = page.evaluate(board)
    assert tap_stick(page, 0, "e", touch=True, still=True) == "on"
    page.wait_for_selector("#ms-board .ms-held")
    assert page.locator("#ms-hint").text_content() == \
        "Now tap a free place to put the stick there (or tap it again to put it back)."
    assert page.evaluate(IN_VIEW, "#ms-hint")
    assert page.evaluate(board) == top
    assert page.evaluate(IN_VIEW, "#ms-board")
    # the stick goes down where the finger puts it, a free place the line may lie over
    assert tap_stick(page, 2, "e", touch=True, still=True) == "slot"
    wait_text(page, "#ms-count", "Moves: 1.")
    assert page.errors == []


def test_the_hint_and_options_stay_put_while_an_equation_is_typed_on_a_phone(phone_page, site_url):
    """Typing 123+45=168 at 390 px: the verdict on the way ("… needs exactly one =; '123+4…' has none") took four
    lines, then two once the = came, and the hint and the options under it jumped 34 px up under the finger."""
    page = phone_page
    page.open(site_url + "matchsticks/")
    field = page.locator("#ms-input")
    field.wait_for(state="visible")
    page.wait_for_function("() => !document.querySelector('#ms-input').disabled")
    field.fill("")
    field.press_sequentially("123+45")
    wait_board(page, "123+45")
    verdict = wait_text(page, "#ms-verdict", "Not an equation yet")
    assert verdict == "Not an equation yet: an equation needs exactly one =."
    top = "() => Math.round(document.querySelector('#ms-hint').getBoundingClientRect().top + scrollY)"
    before = page.evaluate(top)
    field.press_sequentially("=168")
    wait_board(page, "123+45=168")
    wait_text(page, "#ms-verdict", "is correct")
    assert page.evaluate(top) == before
    assert page.errors == []


def test_an_equation_typed_just_before_a_link_is_tapped_is_in_the_address_it_leaves(tab, site_url):
    """The board is drawn, and the address written, 200 ms after a key press. A link tapped sooner left the page
    before the address held the equation: Back brought back the one before. Here that pause never ends (the page's
    200 ms timers are held back): the field's blur, which comes before the link's click, writes it. (A tab of its
    own: the click is stopped, and the page left as it is then.)"""
    page = tab()
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")

    def typing():
        page.locator("#ms-input").click()
        page.keyboard.press("End")
        page.keyboard.press("Backspace")
        page.keyboard.type("5")

    assert parse_qs(address_at_a_links_click(page, 200, typing)[1:]) == {"e": ["6+4=5"]}
    assert page.errors == []


def test_a_puzzle_of_a_set_is_shared_alone_and_the_set_by_its_own_button(tab, site_url):
    """A teacher playing a puzzle of a set on a phone pressed Share under the board: the link was the whole set,
    its Answers a tap away for the pupil. Share now gives the puzzle on the board alone (its Play link and the
    moves made); the set has its own button, under its list."""
    page = tab(phone=True)
    page.add_init_script(SHARE_STUB)

    def shared_by(button):
        """Tap ``button`` and return what it gave the share sheet ({url, title, text})."""
        before = page.evaluate("(window.__shared || []).length")
        page.locator(button).tap()
        page.wait_for_function("n => window.__shared && window.__shared.length === n + 1", arg=before)
        return page.evaluate("window.__shared.at(-1)")

    page.goto(site_url + "matchsticks/?e=91%3D87%2B6&seed=2024&kind=mixed&size=7&n=4&i=3")
    wait_board(page, "91=87+6")
    assert page.locator("#ms-sheet .ms-sheet-item").count() == 4
    shared = shared_by("#ms-share")
    assert parse_qs(urlparse(shared["url"]).query) == {
        "e": ["91=87+6"], "seed": ["2024"], "kind": ["mixed"], "size": ["7"], "i": ["3"]}
    # said as the pupil will see it, alone
    assert shared["text"] == "Puzzle 3 (seed 2024): Move 1 stick to make 91=87+6 correct."
    assert page.locator("#ms-share-set").text_content() == "Share the set"
    shared = shared_by("#ms-share-set")
    assert shared == {"url": page.url, "title": page.title(), "text": "4 puzzles (seed 2024)."}
    assert parse_qs(urlparse(shared["url"]).query)["n"] == ["4"]
    # the solution shown: the pupil's link and words still give nothing away (the text was the solution); each
    # equation of the solution's line stays whole (a 320 px phone broke "9-" / "6=3")
    page.locator("#ms-show").tap()
    page.wait_for_function("() => document.querySelector('#ms-summary').textContent.startsWith('The solution of')")
    assert page.locator("#ms-summary .ms-eq").all_text_contents() == ["91=87+6", "81=87-6"]
    shared = shared_by("#ms-share")
    assert "s" not in parse_qs(urlparse(shared["url"]).query)
    assert shared["text"] == "Puzzle 3 (seed 2024): Move 1 stick to make 91=87+6 correct."
    # the set's link as made (its first puzzle on the board, no number in it): the pupil's link numbers it, as the
    # set's Play link does (it opened as "Puzzle (seed 2024)")
    page.goto(site_url + "matchsticks/?e=77-2%3D78&seed=2024&kind=mixed&size=7&n=4")
    wait_board(page, "77-2=78")
    shared = shared_by("#ms-share")
    assert parse_qs(urlparse(shared["url"]).query) == {
        "e": ["77-2=78"], "seed": ["2024"], "kind": ["mixed"], "size": ["7"], "i": ["1"]}
    assert shared["text"] == "Puzzle 1 (seed 2024): Move 1 stick to make 77-2=78 correct."
    assert page.errors == []


def test_while_python_downloads_a_link_shows_its_equation_and_one_cancel_stops_solve(fresh_page, site_url):
    """A first visit on a slow line (Python's download takes a minute there): a shared puzzle's board was empty until
    Python came, Undo and Reset enabled beside it; Solve pressed meanwhile took three presses of Cancel (the drawing
    under way, the drawing Solve then asked for, the solving). Now the equation stands in the board's place, and one
    Cancel stops it all. Python's file is held back until released."""
    page = fresh_page(phone=True)
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    pending = page.locator("#ms-board .ms-pending")
    pending.wait_for()
    assert pending.text_content() == "6+4=4 Its sticks are drawn once Python is ready."
    assert page.locator("#ms-undo").is_disabled() and page.locator("#ms-reset").is_disabled()
    page.evaluate(WATCH_REQUESTS)
    page.locator("#ms-solve").tap()
    cancel = page.locator("#matchsticks-widget .ms-run .pz-cancel")
    cancel.wait_for()
    cancel.tap()
    assert wait_text(page, "#matchsticks-widget .ms-run .pz-error", "Cancelled.") == "Cancelled."
    # nothing asked again after the Cancel (it asked to draw the equation again, then to solve it)
    assert page.evaluate("() => window.__pzSent.filter(m => m.module === 'matchsticks').map(m => m.fn)") == []
    assert page.locator("#ms-hint").text_content() == "6+4=4 is not drawn: press Solve to draw it and solve it."
    # Solve again, still loading: it asks for the drawing, and one Cancel stops it (it went on to solve)
    page.locator("#ms-solve").tap()
    cancel.wait_for()
    cancel.tap()
    assert wait_text(page, "#matchsticks-widget .ms-run .pz-error", "Cancelled.") == "Cancelled."
    assert page.evaluate("() => window.__pzSent.filter(m => m.module === 'matchsticks').map(m => m.fn)") == ["draw"]
    for _ in range(600):  # the held request reaches this thread with Playwright's next events
        if held:
            break
        page.wait_for_timeout(50)
    held[0].continue_()
    page.locator("#ms-solve").tap()
    expected = [s.equation for s in solve("6+4=4", 1).solutions]
    assert wait_text(page, "#ms-summary", "solutions") == f"6+4=4, moving 1 stick: {len(expected)} solutions"
    wait_board(page, "6+4=4")
    assert page.locator("#ms-board .ms-pending").count() == 0
    assert page.errors == []


#: The stick a tap at a point of a stick's line means (Puzzlers.matchsticksBoard.stickAt), the point `along` its
#: length and `off` screen pixels to its side; `wanted`: the states taps reach now.
TAP_NEAR = """([cell, position, along, off, wanted]) => {
  const board = document.querySelector('#ms-board'), svg = board.querySelector('svg'), ctm = svg.getScreenCTM();
  const line = svg.querySelector(`.ms-stick[data-cell="${cell}"][data-position="${position}"] .ms-body`);
  const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => line[a].baseVal.value);
  const a = new DOMPoint(x1, y1).matrixTransform(ctm), b = new DOMPoint(x2, y2).matrixTransform(ctm);
  const len = Math.hypot(b.x - a.x, b.y - a.y), nx = -(b.y - a.y) / len, ny = (b.x - a.x) / len;
  const x = a.x + (b.x - a.x) * along + nx * off, y = a.y + (b.y - a.y) * along + ny * off;
  const got = Puzzlers.matchsticksBoard.stickAt(board, x, y, wanted);
  return got && got.dataset.cell + got.dataset.position; }"""


def test_a_finger_a_few_pixels_off_a_signs_stick_still_takes_it(tab, site_url):
    """On a phone, a tap 3 px to the side of +'s upright (on the drawn line, 7 px wide) went to an invisible free
    place of × and said "First tap a stick to pick it up": half the taps on +, / and = missed. With nothing held a
    lit stick within reach comes first; holding one, the places of × and / come after the nearer others."""
    page = tab(phone=True)
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    wait_board(page, "6+4=4")
    for off in (-3, 3):
        for along in (0.3, 0.7):
            assert page.evaluate(TAP_NEAR, [1, "v", along, off, ["on"]]) == "1v", (along, off)
            assert page.evaluate(TAP_NEAR, [1, "g", along, off, ["on"]]) == "1g", (along, off)
            assert page.evaluate(TAP_NEAR, [3, "q", along, off, ["on"]]) == "3q", (along, off)
            # Remove mode: a stick, not an empty place it may not use (which only says what the mode does)
            assert page.evaluate(TAP_NEAR, [1, "v", along, off, ["on", "taken"]]) == "1v", (along, off)
    # a tap squarely on an empty place is that place's (its message), not a stick's beside it: the 1 of 7+1=0
    page.goto(site_url + "matchsticks/?e=7%2B1%3D0")
    wait_board(page, "7+1=0")
    assert page.evaluate(TAP_NEAR, [2, "a", 0.5, 0, ["on"]]) == "2a"
    assert page.evaluate(TAP_NEAR, [2, "b", 0.5, 3, ["on"]]) == "2b"
    assert page.errors == []


def test_the_generator_s_numbers_typed_on_other_keyboards_are_read(page, site_url):
    """An Arabic keyboard's "٣" and "٧" in the seed and symbols fields: the number fields emptied themselves, and
    Generate made a random seed's puzzle (or said the symbols must be 3 to 15). Text fields hold them as 3 and 7."""
    expected = generate(moves=2, count=1, seed=3, size=7, kind="mixed")[0]
    page.open(site_url + "matchsticks/")
    page.locator("#ms-moves").select_option("2")
    page.locator("#ms-kind").select_option("mixed")
    page.locator("#ms-size").fill("٧")
    page.locator("#ms-seed").fill("٣")
    assert page.locator("#ms-size").input_value() == "7" and page.locator("#ms-seed").input_value() == "3"
    page.locator("#ms-generate").click()
    wait_board(page, expected.equation)
    assert page.locator("#ms-summary").text_content().startswith("Puzzle (seed 3): Move 2 sticks to make ")
    assert page.errors == []


def test_a_link_to_a_set_of_one_puzzle_opens_the_set(page, site_url):
    """A set cut short after its first puzzle by the step limit (4 asked for: move 3 sticks, signs only, 9 symbols,
    seed 3009) wrote n=1 into its link, which opened the puzzle alone: no sheet, no Answers, no Print."""
    page.open(site_url + "matchsticks/?e=77-2%3D78&seed=2024&kind=mixed&size=7&n=1")
    wait_board(page, "77-2=78")
    assert page.locator("#ms-summary").text_content().startswith("Puzzle 1 of 1 (seed 2024): ")
    assert page.locator("#ms-sheet").is_visible() and page.locator("#ms-sheet .ms-sheet-item").count() == 1
    assert page.locator("#ms-sheet .ms-sheet-title").text_content().startswith("1 puzzle (seed 2024): ")
    assert parse_qs(urlparse(page.url).query)["n"] == ["1"]
    # a puzzle alone (no n=) is no set
    page.open(site_url + "matchsticks/?e=77-2%3D78&seed=2024&kind=mixed&size=7")
    wait_board(page, "77-2=78")
    assert page.locator("#ms-summary").text_content().startswith("Puzzle (seed 2024): ")
    assert page.locator("#ms-sheet").is_hidden()
    assert page.errors == []


def test_undo_of_a_links_moves_says_it_took_them_all(page, site_url):
    """A link holds the board, not the order of its moves: one Undo went from "Moves: 2" back to the start, unsaid
    (on the tab that made them it takes back one)."""
    page.open(site_url + "matchsticks/?e=5%2B7%3D2&k=2&b=acdfg%7Cgv%7Cbc%7Cgq%7Cacdefg")
    wait_board(page, "5+1=6")
    assert page.locator("#ms-count").text_content() == "Moves: 2."
    page.locator("#ms-undo").click()
    wait_board(page, "5+7=2")
    assert page.locator("#ms-hint").text_content() == (
        "Undo took back the link's 2 changes at once: a link holds the board, not the order of its moves.")
    assert page.locator("#ms-live").text_content().startswith("Undo took back the link's 2 changes at once: ")
    assert page.errors == []
