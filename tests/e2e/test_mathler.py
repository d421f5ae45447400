"""The Mathler assistant in Chromium: a Normal target played to the end by following the suggestions, with the
game's feedback for a chosen answer computed here (`puzzlers.mathler.score`: `puzzlers.feedback.score` plus the
game's acceptance of a reordered answer) and every count checked against the library on CPython; Hard timings,
share links with the signed-whole rules (opened by their old name r=seed), invalid guesses and the phone layout.

Each turn's time in the browser (request to answer shown) is printed: run with -s to see it."""

from urllib.parse import parse_qs, quote, urlparse

import pytest

from puzzlers import mathler
from puzzlers.errors import PuzzleError
from puzzlers.feedback import score

from .conftest import IN_VIEW, boxes, hold_python, release_python, web
from .test_plates import RECORD_SAID
from .tiles_page import TilesPage

mathler_web = web("mathler")

game = TilesPage("ml")
wait_result, summary, candidates, board = game.wait_result, game.summary, game.candidates, game.board
type_keys, set_colours = game.type_keys, game.set_colours


def enter_turn(page, row, feedback, key, tap=False):
    page.locator('#ml-keyboard [data-key="Enter"]').click()
    page.wait_for_selector(f'#ml-board .tl-row[data-row="{row}"]')
    set_colours(page, row, feedback, tap)
    if set(feedback) == {"B"}:
        page.keyboard.press("Enter")
    return wait_result(page, key)


def check_against_library(page, tiles, target, turns, rules="game", accept=None):
    expected = mathler_web.web_suggest(tiles, target, [{"guess": g, "feedback": f} for g, f in turns], rules,
                                   accept=accept)
    assert page.locator("#ml-remaining").text_content() == f"{expected['remaining']:,}"
    assert page.locator("#ml-suggestion").text_content() == expected["suggestion"]
    assert candidates(page) == expected["candidates"]
    return expected


def test_a_target_s_sign_alone_is_a_target_being_typed(page, site_url):
    """The sign button (or "-" typed first) put a lone "-" in the target field, and the page answered "The target is
    a whole number, such as 24." (a screen reader said it too) before the number could be typed."""
    page.open(site_url + "mathler/")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'waiting'")
    page.locator("#ml-target").fill("-")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.game === '6:-'")
    assert summary(page) == "Type the day's target number first."
    page.locator("#ml-target").fill("-x")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.game === '6:-x'")
    assert summary(page) == "The target is a whole number, such as 24."
    assert page.errors == []


@pytest.mark.parametrize("answer", ["26-2-0", "54/9*4"])
def test_normal_target_played_to_the_end(page, site_url, answer):
    assert answer in mathler.expressions_for(6, 24)
    page.open(site_url + "mathler/")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'waiting'")
    assert summary(page) == "Type the day's target number first."
    assert page.locator('#ml-variants [aria-checked="true"]').text_content() == "Normal 6"
    page.locator("#ml-target").fill("24")
    times = [wait_result(page, "")]
    assert page.locator("#ml-heading").text_content() == "Find the calculation that equals 24."
    turns = []
    while True:
        expected = check_against_library(page, 6, 24, turns)
        if turns:
            assert expected["remaining"] == len(mathler.remaining(6, 24, turns))
        guess = expected["suggestion"]
        page.locator("#ml-use").click()
        fb = mathler.score(guess, answer)
        assert fb == score(guess, answer) or mathler.accepts(guess, answer)
        turns.append((guess, fb))
        times.append(enter_turn(page, len(turns) - 1, fb, ",".join(f"{g}:{f}" for g, f in turns)))
        if fb == "GGGGGG":
            break
        assert len(turns) < 6
    assert summary(page) == f"Solved in {len(turns)} guesses: {turns[-1][0]}."
    assert parse_qs(urlparse(page.url).query) == {"t": ["24"], "g": [",".join(f"{g}:{f}" for g, f in turns)]}
    print(f"\nMathler Normal 24, answer {answer}: {len(turns)} guesses; ms per turn "
          f"(first includes starting Python): {times}")
    assert page.errors == []


def test_hard_targets_match_the_library(page, site_url):
    """Mathler Hard on the targets with the most expressions (999, 24, 1): the opening and a turn agree with the
    library; their times are printed (run with -s), not judged."""
    page.open(site_url + "mathler/?m=8&t=120")
    python_start = wait_result(page, "")
    # Python is up now: a new target's opening move, then one turn.
    page.locator("#ml-target").fill("999")
    opening = wait_result(page, "")
    check_against_library(page, 8, 999, [])
    answer = mathler.expressions_for(8, 999)[5000]
    guess = page.locator("#ml-suggestion").text_content()
    page.locator("#ml-use").click()
    fb = mathler.score(guess, answer)
    turn = enter_turn(page, 0, fb, f"{guess}:{fb}")
    check_against_library(page, 8, 999, [(guess, fb)])
    print(f"\nMathler Hard: 120 opening with Python start {python_start} ms; 999 opening {opening} ms "
          f"({mathler_web.web_suggest(8, 999, [])['remaining']:,} expressions); turn 1 {turn} ms")
    # The targets with the most expressions: the opening move is the slowest turn (reported, not a pass/fail).
    for target in (24, 1):
        page.locator("#ml-target").fill(str(target))
        ms = wait_result(page, "")
        expected = check_against_library(page, 8, target, [])
        print(f"Mathler Hard {target}: opening {ms} ms ({expected['remaining']:,} expressions)")
    assert page.errors == []


def test_a_hard_targets_expressions_fill_the_bar(page, site_url):
    """Mathler Hard's first answer for a new target (its expressions found: 5.4 s on a phone) had a bar with no
    value: it fills as they are found, then runs (no value) while the guess is chosen."""
    page.open(site_url + "mathler/?m=8&t=120")
    wait_result(page, "")
    page.evaluate("""() => { window.barValues = []; const bar = document.querySelector('#mathler-widget .pz-progress');
      new MutationObserver(() => window.barValues.push([bar.hasAttribute('value') ? bar.value : null, bar.max,
        bar.getAttribute('aria-label')])).observe(bar, { attributes: true }); }""")
    page.locator("#ml-target").fill("13")
    wait_result(page, "")
    check_against_library(page, 8, 13, [])
    states = page.evaluate("window.barValues")
    finding = [n for n, (_, _, label) in enumerate(states) if label == "finding every expression of the target"]
    counted = [(v, m) for v, m, _ in states[finding[0]:finding[-1] + 1]]
    assert counted and all(v is not None and 0 < v < m for v, m in counted), counted  # (it emptied mid-count)
    assert len({m for _, m in counted}) == 1 and counted == sorted(counted)
    assert page.errors == []


def test_a_target_typed_with_thousands_separators_is_that_number(page, site_url):
    """"1 000" and "1,000" in the target's field are 1000 (the field refused them), in the game and its link; a
    link's "1,000" too."""
    page.open(site_url + "mathler/?m=6&t=24")
    wait_result(page, "")
    for typed, target in (("1 000", "1000"), ("-1,200", "-1200")):
        page.locator("#ml-target").fill(typed)
        page.wait_for_function("t => new URLSearchParams(location.search).get('t') === t", arg=target)
        wait_result(page, "")
        check_against_library(page, 6, int(target), [])
    page.open(site_url + "mathler/?m=6&t=2%2C500")
    wait_result(page, "")
    assert page.locator("#ml-target").input_value() == "2500"
    check_against_library(page, 6, 2500, [])
    assert page.errors == []


def test_share_link_with_the_old_rules_name_and_a_new_target(page, site_url, tab):
    page.open(site_url + "mathler/?m=5&t=10&r=seed&a=exact")  # seed: signed-whole's old name, still opened
    wait_result(page, "")
    assert page.locator("#ml-rules").input_value() == "signed-whole"
    # named for what it sets (a screen reader heard "Rules" three times: the fold, its group and the menu)
    assert page.get_by_role("combobox", name="Arithmetic").input_value() == "signed-whole"
    assert page.locator("#ml-accept").input_value() == "exact"
    # the fold's title says what the link set
    assert page.locator("#ml-options-title").text_content() == ("Rules: signed, whole divisions · a rearranged "
                                                                "answer wins: only the answer")
    check_against_library(page, 5, 10, [], "signed-whole", "exact")
    answer = mathler.expressions_for(5, 10, "signed-whole")[40]
    turns = []
    for guess in ("20-10", "47-37"):
        assert mathler.check_guess(guess, 5, 10, "signed-whole").valid
        fb = mathler.score(guess, answer, accept="exact")
        turns.append((guess, fb))
        page.keyboard.type(guess)
        enter_turn(page, len(turns) - 1, fb, ",".join(f"{g}:{f}" for g, f in turns))
        check_against_library(page, 5, 10, turns, "signed-whole", "exact")
    key = ",".join(f"{g}:{f}" for g, f in turns)
    assert parse_qs(urlparse(page.url).query) == {"m": ["5"], "t": ["10"], "r": ["signed-whole"], "a": ["exact"],
                                                  "g": [key]}
    other = tab()
    other.goto(page.url)
    wait_result(other, key)
    assert board(other) == [list(t) for t in turns]
    assert summary(other) == summary(page)
    assert other.locator("#ml-target").input_value() == "10"
    assert other.locator('#ml-variants [aria-checked="true"]').text_content() == "Easy 5"
    check_against_library(other, 5, 10, turns, "signed-whole", "exact")
    # A new target is a new game.
    other.locator("#ml-target").fill("12")
    wait_result(other, "")
    assert board(other) == []
    check_against_library(other, 5, 12, [], "signed-whole", "exact")
    assert parse_qs(urlparse(other.url).query) == {"m": ["5"], "t": ["12"], "r": ["signed-whole"], "a": ["exact"]}
    assert other.errors == []
    other.close()
    assert page.errors == []


def test_a_link_cut_short_in_its_last_setting_says_so(page, site_url):
    """A link cut short in its last setting's name ("&a=exact" sent as "&a"): said, the rest used."""
    page.open(site_url + "mathler/?m=5&t=24&a")
    error = page.locator(".pz-error", has_text="This link")
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: its end, "a", '
                                    'is a setting with no value (was the link cut short?).')
    assert page.locator('#ml-variants [aria-checked="true"]').text_content() == "Easy 5"
    assert page.errors == []


def test_a_link_with_unreadable_parts_says_so_and_uses_the_rest(page, site_url):
    page.open(site_url + "mathler/?m=5&t=1e400&r=zz&a=exact")
    error = page.locator(".pz-error", has_text="This link")
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: "1e400" as the target (a whole number of '
                                    'up to 12 digits); "zz" as the rules.')
    assert page.locator("#ml-accept").input_value() == "exact"
    assert page.locator('#ml-variants [aria-checked="true"]').text_content() == "Easy 5"
    assert page.errors == []


def test_invalid_guesses_show_the_library_message(page, site_url):
    page.open(site_url + "mathler/?t=24")
    wait_result(page, "")
    error = page.locator(".pz-error")
    page.keyboard.type("12+3*5")
    page.keyboard.press("Enter")
    error.wait_for(state="visible")
    assert error.text_content() == mathler_web.web_check(6, 24, "12+3*5")["message"] + "." == "12+3*5 = 27, not 24."
    assert board(page) == []
    page.keyboard.type("=")  # not a Mathler key: ignored
    assert "".join(page.locator("#ml-typing .tl-tile").all_text_contents()) == "12+3*5"
    for _ in range(6):
        page.keyboard.press("Backspace")
    page.keyboard.type("-1*-24")
    page.keyboard.press("Enter")
    error.wait_for(state="visible")
    assert error.text_content() == mathler_web.web_check(6, 24, "-1*-24")["message"] + "."
    assert error.text_content().startswith("Normal Mathler allows at most 2 operators")
    page.locator("#ml-target").fill("")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'waiting'")
    assert summary(page) == "Type the day's target number first."
    assert "Traceback" not in page.content()
    assert page.errors == []


def test_colours_half_set_are_no_mistake_until_the_next_guess(page, site_url):
    """As on the Nerdle page: while a guess's tiles are being set, colours no expression has are said calmly in the
    answer's place; once final (Enter), they are an error in the page's words, which name the guess (it showed the
    command line's "check the feedback letters" at the second tap, then "check each tile's colour" for any
    guess). A tile whose colour alone no answer left has is named at once, as on the Nerdle page."""
    page.open(site_url + "mathler/?t=24")
    wait_result(page, "")
    type_keys(page, "23+5-4")
    page.locator('#ml-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#ml-board .tl-row[data-row="0"]')
    set_colours(page, 0, "PGBBBB")
    with pytest.raises(PuzzleError, match=r"^guess 1 \(23\+5-4\): no answer gives exactly these colours; each tile"
                       " is possible on its own, so check them together$"):
        mathler.remaining(6, 24, [("23+5-4", "PGBBBB")])
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'unfit'")
    assert summary(page) == "No answer fits these colours yet: set the other tiles."
    error = page.locator("#mathler-widget .pz-error")
    assert error.is_hidden()
    page.locator('#ml-keyboard [data-key="Enter"]').click()  # (Enter on a tile would change its colour)
    error.wait_for(state="visible")
    assert error.text_content() == ("Guess 1 (23+5-4): no answer gives exactly these colours; each tile is possible"
                                    " on its own, so check them together.")
    # a second guess whose second tile cannot be green after the first guess's colours
    turns = [("12+3*4", "BPBBPB"), ("23+5-4", "PGBBBB")]
    with pytest.raises(PuzzleError, match=r"^guess 2 \(23\+5-4\), tile 2 \('3'\): no answer the earlier guesses"
                       " left makes it green; it can only be black$"):
        mathler.remaining(6, 24, turns)
    page.open(site_url + "mathler/?t=24&g=12%2B3*4%3ABPBBPB")
    wait_result(page, "12+3*4:BPBBPB")
    type_keys(page, "23+5-4")
    page.locator('#ml-keyboard [data-key="Enter"]').click()
    page.wait_for_selector('#ml-board .tl-row[data-row="1"]')
    set_colours(page, 1, "PG")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'unfit'")
    assert summary(page) == ("No answer fits these colours yet. Tile 2 ('3'): no answer the earlier guesses left"
                             " makes it green; it can only be black.")
    assert error.is_hidden()
    assert page.errors == []


def test_another_modes_answer_is_not_shown_while_this_ones_is_worked_out(page, site_url):
    """A switch of mode asks Python for the new mode's first guess: meanwhile the answer line does not keep the
    other mode's numbers (here Python is kept busy until the answer line is read, as a slow phone is). Each mode has
    its own target: Hard's is 24 too here."""
    page.open(site_url + "mathler/?m=8&t=24")
    wait_result(page, "")
    page.locator('#ml-variants [data-tiles="6"]').click()
    page.locator("#ml-target").fill("24")
    page.wait_for_function("() => document.getElementById('ml-summary').dataset.game === '6:24'")
    wait_result(page, "")
    assert summary(page).startswith("1,553 expressions possible.")
    hold_python(page)
    page.locator('#ml-variants [data-tiles="8"]').click()
    page.wait_for_selector('#ml-variants [data-tiles="8"][aria-checked="true"]')
    assert summary(page) == "Working out the best first guess\u2026"
    assert page.locator("#ml-summary").get_attribute("data-state") == "busy"
    assert release_python(page)  # the first guess still waited (the new Python works it out)
    wait_result(page, "")
    assert summary(page).startswith("90,051 expressions possible.")
    assert page.errors == []


def test_typing_a_target_on_a_phone_moves_nothing_and_shows_no_other_targets_answer(phone_page, site_url):
    """The heading ("Find the calculation that equals 24.") takes one line or two as the target is typed: its box
    keeps two (the board moved 35 px at each). The answer for the target before is not left under the new
    target's heading while the new one is worked out (it was, for 300 ms)."""
    page = phone_page
    page.open(site_url + "mathler/")
    page.evaluate("""() => { window.seen = new Set(); window.said = [];
      const board = document.querySelector('#ml-board'), s = document.querySelector('#ml-summary');
      const h = document.querySelector('#ml-heading');
      window.__pzWatch = new MutationObserver(() => {
        window.seen.add(Math.round(board.getBoundingClientRect().top + scrollY));
        window.said.push([h.textContent, s.textContent]);
      });
      window.__pzWatch.observe(document.querySelector('#mathler-widget'), { subtree: true, childList: true,
                                                                           characterData: true, attributes: true });
    }""")
    target = page.locator("#ml-target")
    target.tap()
    for text in ("2", "24"):
        target.fill(text)
        wait_result(page, "")
    target.fill("-7")
    wait_result(page, "")
    page.evaluate("window.__pzWatch.disconnect()")  # the page is shared with the tests after this one
    assert page.locator("#ml-heading").text_content() == "Find the calculation that equals -7."
    assert len(page.evaluate("[...window.seen]")) == 1, page.evaluate("[...window.seen]")
    # Under each heading, that target's count or "Working out…", never the count of the target before
    counts = {t: f"{len(mathler.expressions_for(6, int(t))):,} " for t in ("2", "24", "-7")}
    assert len(set(counts.values())) == 3, counts
    for heading, said in page.evaluate("window.said"):
        if " possible." in said:
            number = heading.removeprefix("Find the calculation that equals ").removesuffix(".")
            assert said.startswith(counts[number]), (heading, said)
    assert page.errors == []


def test_a_negative_target_on_a_phone_has_its_sign_button(phone_page, page, site_url):
    """An iPhone's numeric keypad has no minus sign: on a phone the target field has a "±" button beside it, which
    changes the sign and leaves the keypad's field focused. With a mouse there is none (a keyboard has "-"). The
    plates' and the lists' targets have one too."""
    phone_page.open(site_url + "mathler/?t=7")
    wait_result(phone_page, "")
    sign = phone_page.locator("#mathler-widget .pz-sign")
    sign.tap()
    wait_result(phone_page, "")
    assert phone_page.locator("#ml-heading").text_content() == "Find the calculation that equals -7."
    assert phone_page.evaluate("document.activeElement.id") == "ml-target"
    assert phone_page.locator("#ml-remaining").text_content() == f"{len(mathler.expressions_for(6, -7)):,}"
    sign.tap()
    wait_result(phone_page, "")
    assert phone_page.locator("#ml-target").input_value() == "7"
    assert phone_page.errors == []
    page.open(site_url + "mathler/")
    assert page.locator("#mathler-widget .pz-sign").is_hidden()
    # the plates' and lists' targets have one too
    phone_page.open(site_url + "lists/?list=nerdle-mini&target=12")
    phone_page.wait_for_function("() => document.querySelector('.eqlist-status').textContent.includes('matches')")
    phone_page.locator(".eqlist .pz-sign").tap()
    phone_page.locator(".eqlist-form button[type=submit]").tap()
    phone_page.wait_for_function("() => document.querySelector('.eqlist-status').textContent.includes('-12')"
                                 " || document.querySelector('.eqlist-status').textContent.startsWith('0 ')")
    assert phone_page.locator("input[name=target]").input_value() == "-12"
    phone_page.open(site_url + "plates/")
    phone_page.locator("details:has(#plate-target) > summary").tap()
    phone_page.locator("#plate-target").fill("24")
    phone_page.locator("#plates-widget .pz-sign, .pl-widget .pz-sign").first.tap()
    assert phone_page.locator("#plate-target").input_value() == "-24"
    assert phone_page.evaluate("document.activeElement.id") == "plate-target"


def test_hard_on_a_phone(phone_page, site_url):
    page = phone_page
    page.open(site_url + "mathler/?m=8&t=120")
    page.wait_for_function("() => document.querySelector('#ml-summary')?.dataset.game === '8:120'")
    wait_result(page, "")
    guess = page.locator("#ml-suggestion").text_content()
    assert len(guess) == 8, guess
    page.locator("#ml-use").tap()
    answer = mathler.expressions_for(8, 120)[20000]
    fb = mathler.score(guess, answer)
    enter_turn(page, 0, fb, f"{guess}:{fb}", tap=True)
    check_against_library(page, 8, 120, [(guess, fb)])
    assert page.locator('#ml-keyboard [data-key="("]').count() == 1
    assert page.locator('#ml-keyboard [data-key="="]').count() == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    boxes = page.locator("#ml-board .tl-tile, #ml-keyboard .tl-key").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right, r.height]; })")
    assert all(left >= 0 and right <= 390 for left, right, _ in boxes)
    assert min(h for _, _, h in boxes) >= 36
    label = page.locator('#ml-board .tl-row[data-row="0"] .tl-tile[data-index="0"]').get_attribute("aria-label")
    colour = {"G": "green (right place)", "P": "yellow (in the answer elsewhere)", "B": "grey (not in the answer)"}
    assert label.endswith(f"{colour[fb[0]]}.")
    words = ", ".join(f"{fb.count(m)} {name}" for m, name in zip("GPB", ("green", "yellow", "grey")) if fb.count(m))
    assert page.locator('#ml-board .tl-row[data-row="0"]').get_attribute("aria-label") == f"Guess 1: {guess}, {words}"
    assert page.errors == []


def typing(page):
    return "".join(page.locator("#ml-typing .tl-tile").all_text_contents())


def test_keyboard_only_never_loses_the_typed_guess(page, site_url):
    """Tab after the target lands on "Use suggestion"; typing goes on into the row, and Enter enters what was
    typed (the suggestion never replaces a typed guess, nor does a candidate)."""
    page.open(site_url + "mathler/")
    page.locator("#ml-target").focus()
    page.keyboard.type("24")
    wait_result(page, "")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "ml-use"
    page.keyboard.type("12+3*4")
    assert typing(page) == "12+3*4"
    # "Use suggestion" pressed now would say to delete the typed guess: the typing goes on on the board
    assert page.evaluate("document.activeElement.id") == "ml-board"
    page.keyboard.press("Backspace")
    page.locator("#ml-use").focus()
    page.keyboard.type("4")
    assert page.evaluate("document.activeElement.id") == "ml-board"
    page.locator("#ml-use").focus()
    page.keyboard.press("Enter")
    assert page.locator(".pz-error").text_content() == "Delete the typed guess first (⌫) to type another one."
    assert typing(page) == "12+3*4"
    page.locator("#ml-candidates button").first.focus()
    page.keyboard.press("Enter")
    assert page.locator(".pz-error").text_content() == "Delete the typed guess first (⌫) to type another one."
    assert typing(page) == "12+3*4"
    page.keyboard.press("Backspace")
    assert typing(page) == "12+3*"
    page.keyboard.type("4")
    page.locator("#ml-board").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector('#ml-board .tl-row[data-row="0"]')
    assert board(page) == [["12+3*4", "BBBBBB"]]
    assert typing(page) == ""
    page.locator("#ml-reset").click()
    # Enter in an empty or wrong target: the field keeps the keys, marked and tied to the line that says why (the
    # focus went to the board, and the target typed next became a guess)
    page.locator("#ml-target").fill("")
    page.locator("#ml-target").focus()
    for typed, why in (("", "Type the day's target number first."),
                       ("abc", "The target is a whole number, such as 24.")):
        page.keyboard.type(typed)
        page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.id") == "ml-target"
        assert page.locator("#ml-target").get_attribute("aria-invalid") == "true"
        assert page.locator("#ml-target").get_attribute("aria-describedby") == "ml-summary"
        page.wait_for_function("w => document.querySelector('#ml-summary').textContent === w", arg=why)
    page.keyboard.press("Control+a")
    # Enter after the target: the guess typed next goes to the board, not into the target
    page.keyboard.type("24")
    assert page.locator("#ml-target").get_attribute("aria-invalid") is None
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "ml-board"
    page.keyboard.type("23+5-4")
    assert page.locator("#ml-target").input_value() == "24"
    assert typing(page) == "23+5-4"
    # a key typed with a tile focused: the focus stays on the board (not the page's start)
    page.keyboard.press("Enter")
    page.wait_for_selector('#ml-board .tl-row[data-row="0"]')
    page.locator('#ml-board .tl-row[data-row="0"] .tl-tile[data-index="0"]').focus()
    page.keyboard.type("1")
    assert typing(page) == "1"
    assert page.evaluate("document.activeElement.closest('#ml-board') !== null")
    page.locator("#ml-reset").click()
    assert page.errors == []


def test_back_and_forward_within_the_page_show_the_address_state(tab, site_url):
    """A share link opened, then the page's own link in the navigation and another target typed: Back shows the
    link's game again, and Forward the typed one (Material swaps a page on Back only when the path changes; the
    widget is set up again). A new page, so that the link is the page's first address, as for a reader."""
    page = tab()
    page.goto(site_url + "mathler/?t=24&g=12%2B3*4%3ABPBBPB")
    wait_result(page, "12+3*4:BPBBPB")
    linked = check_against_library(page, 6, 24, [("12+3*4", "BPBBPB")])
    page.locator("a.md-nav__link--active").first.click()
    page.wait_for_function("document.querySelector('#ml-summary')?.dataset.state === 'waiting'")
    page.locator("#ml-target").fill("30")
    wait_result(page, "")
    assert parse_qs(urlparse(page.url).query) == {"t": ["30"]}
    typed = check_against_library(page, 6, 30, [])
    page.go_back()
    wait_result(page, "12+3*4:BPBBPB")
    assert page.locator("#ml-target").input_value() == "24"
    assert board(page) == [["12+3*4", "BPBBPB"]]
    assert candidates(page) == linked["candidates"]
    page.go_forward()
    wait_result(page, "")
    assert page.locator("#ml-target").input_value() == "30"
    assert candidates(page) == typed["candidates"]
    assert page.errors == []


def test_a_mistyped_target_fixed_brings_the_guesses_back(page, site_url):
    page.open(site_url + "mathler/?t=24&g=12%2B3*4:BPBBPB")
    wait_result(page, "12+3*4:BPBBPB")
    assert board(page) == [["12+3*4", "BPBBPB"]]
    target = page.locator("#ml-target")
    page.evaluate(RECORD_SAID)  # what a screen reader hears
    target.focus()
    page.keyboard.press("End")
    page.keyboard.press("Backspace")  # target 2: a new game, with no guesses
    page.wait_for_function("new URLSearchParams(location.search).get('t') === '2'")
    assert board(page) == []
    assert "g=" not in page.url
    said = "t => window.__said.includes(t)"
    page.wait_for_function(said, arg="Kept for 24: 1 guess, back when it is typed again.")
    page.keyboard.type("4")  # 24 again: its guess is back, and in the link
    wait_result(page, "12+3*4:BPBBPB")
    assert board(page) == [["12+3*4", "BPBBPB"]]
    assert parse_qs(urlparse(page.url).query)["g"] == ["12+3*4:BPBBPB"]
    page.wait_for_function(said, arg="Back for 24: 1 guess.")
    assert page.errors == []


def test_a_links_guesses_wait_for_the_target_its_unreadable_one_is_typed_as(page, site_url):
    """A link whose target cannot be read keeps its guesses for the target typed, digit by digit (they used to be
    put aside as another target's game at the first digit)."""
    page.open(site_url + "mathler/?t=24x&g=20%2B2%2B2:BGBGBB")
    page.locator(".pz-error", has_text="This link").wait_for()
    assert board(page) == [["20+2+2", "BGBGBB"]]
    page.locator("#ml-target").focus()
    page.keyboard.type("24")
    wait_result(page, "20+2+2:BGBGBB")
    page.wait_for_function("new URLSearchParams(location.search).get('t') === '24'")
    assert board(page) == [["20+2+2", "BGBGBB"]]
    assert parse_qs(page.evaluate("location.search")[1:])["g"] == ["20+2+2:BGBGBB"]
    check_against_library(page, 6, 24, [("20+2+2", "BGBGBB")])
    assert page.errors == []


def test_a_large_target_is_written_with_thousands_separators(page, site_url):
    """As the counts are ("41,857 expressions possible"): "equals 12,345", not "equals 12345"."""
    page.open(site_url + "mathler/?m=8&t=12345")
    page.wait_for_function("document.querySelector('#ml-heading').textContent !== ''")
    assert page.locator("#ml-heading").text_content() == "Find the calculation that equals 12,345."
    assert page.errors == []


def test_a_guess_checked_while_the_target_changes_is_not_played_on_the_new_one(page, site_url):
    """23+5-4 entered for 24, then the target changed to 25 while it was checked: it was played on 25's board
    (the link ?t=25&g=23%2B5-4%3ABBBBBB, and 23+5-4 is 24). It stays typed, to be entered for 25 or not."""
    page.open(site_url + "mathler/?t=24")
    wait_result(page, "")
    type_keys(page, "23+5-4")
    hold_python(page)
    page.locator('#ml-keyboard [data-key="Enter"]').click()
    page.wait_for_function("() => document.querySelector('#mathler-widget .pz-status').textContent"
                           ".startsWith('Checking 23+5-4')")
    page.locator("#ml-target").fill("25")
    assert release_python(page)  # the target changed while the guess was checked
    page.wait_for_function("() => document.getElementById('ml-summary').dataset.game === '6:25'")
    wait_result(page, "")
    assert board(page) == [] and typing(page) == "23+5-4"
    assert parse_qs(urlparse(page.url).query) == {"t": ["25"]}
    page.locator("#ml-target").fill("24")
    page.wait_for_function("() => document.getElementById('ml-summary').dataset.game === '6:24'")
    assert board(page) == []
    assert page.errors == []


def test_an_error_on_a_320_px_phone_moves_no_key(tab, site_url):
    """At 320 x 640 the answer (two or three lines) and an error under it outgrew the answer's line: the keypad
    went 28 px down (Enter below the screen) and came back when the error went, under a finger on its way."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + "mathler/?t=24")
    wait_result(page, "")
    for key in "1+2+34":
        page.locator(f'#ml-keyboard [data-key="{key}"]').tap()
    enter = page.locator('#ml-keyboard [data-key="Enter"]')
    place = "e => e.getBoundingClientRect().top + scrollY"  # in the page (a tap may scroll the keypad into view)
    before = enter.evaluate(place)
    enter.tap()
    error = page.locator("#mathler-widget .pz-error")
    error.wait_for()
    assert error.text_content() == "1+2+34 = 37, not 24."
    assert enter.evaluate(place) == before
    page.locator('#ml-keyboard [data-key="Backspace"]').tap()
    error.wait_for(state="hidden")
    assert enter.evaluate(place) == before
    # what a link held that could not be read goes beside the answer, which stays in view
    page.goto(site_url + "mathler/?t=24&a=maybe")
    wait_result(page, "")
    error.wait_for()
    assert error.text_content().startswith("This link could not be read whole: ")
    assert page.locator("#ml-summary").is_visible()
    assert page.errors == []


@pytest.mark.parametrize("query", ["t=%2B24", "t=+24"])
def test_a_target_written_with_its_plus_sign_is_that_number(page, site_url, query):
    """A link's t=+24 (or its "+" unescaped, read as a space) was refused as "not a whole number" and the game left
    without its target, while the plates and lists pages read it as 24; so is the field's "+24"."""
    page.open(site_url + "mathler/?" + query)
    wait_result(page, "")
    assert summary(page).startswith("1,553 expressions possible.")
    assert page.locator("#ml-target").input_value() == "24"
    assert page.locator("#mathler-widget .pz-error").is_hidden()
    page.locator("#ml-target").fill("+25")
    page.wait_for_function("() => document.getElementById('ml-summary').dataset.game === '6:25'")
    wait_result(page, "")
    assert page.locator("#mathler-widget .pz-error").is_hidden()
    assert page.errors == []


def test_a_links_unread_part_is_said_after_the_error_the_rest_gives(page, site_url):
    """A link whose rules were mistyped (r=signed_whole) holds guesses no answer of the normal rules fits: the page
    blamed the colours alone, and the note that r= was not read went with the answer's error."""
    page.open(site_url + "mathler/?t=24&r=signed_whole&g=-16%2B40%3ABGBGBB")
    page.wait_for_function("document.getElementById('ml-summary').dataset.state === 'error'")
    error = page.locator("#mathler-widget .pz-error")
    page.wait_for_function("() => document.querySelector('#mathler-widget .pz-error').textContent.includes('link')")
    text = error.text_content()
    assert text.startswith("Guess 1 (-16+40): no answer gives exactly these colours"), text
    assert "This link could not be read whole: " in text and "signed_whole" in text, text
    assert text.count("This link could not be read whole") == 1
    assert page.errors == []


def test_enter_without_a_target_says_so_once_and_goes_to_the_target(phone_page, site_url):
    """A guess typed before the day's target, then Enter: "Type the day's target number first." was said twice (in
    the answer's place and as an error) and the focus stayed on Enter. Said once, the target takes the focus (a
    phone's keyboard opens for it)."""
    page = phone_page
    page.open(site_url + "mathler/")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'waiting'")
    for ch in "23+5-4":
        page.locator(f'#ml-keyboard [data-key="{ch}"]').tap()
    page.locator('#ml-keyboard [data-key="Enter"]').tap()
    page.wait_for_function("document.activeElement.id === 'ml-target'")
    assert summary(page) == "Type the day's target number first."
    assert page.locator("#mathler-widget .pz-error").is_hidden()
    assert board(page) == [] and typing(page) == "23+5-4"
    # the target typed, Enter takes the focus to the board, and Enter there plays the guess
    page.keyboard.type("24")
    page.keyboard.press("Enter")
    wait_result(page, "")
    page.keyboard.press("Enter")
    page.wait_for_selector('#ml-board .tl-row[data-row="0"]')
    assert board(page) == [["23+5-4", "BBBBBB"]]
    assert page.errors == []


def test_a_link_held_sideways_shows_the_next_guess(tab, site_url):
    """844x390: a link with guesses opens with its answer and next guess in view, the last guess's row with them
    (the answer's line was just below the screen, at 391-426 px, until the first tap)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    page.emulate_media(reduced_motion="reduce")  # the scroll done at once
    turns = [("23+5-4", "GPGBGB"), ("21+6-3", "GPGBGP")]
    key = ",".join(f"{g}:{f}" for g, f in turns)
    page.goto(site_url + "mathler/?t=24&g=" + quote(key, safe=":,"))
    wait_result(page, key)
    assert summary(page) == "1 expression possible. Best next guess: 22+3-1"
    assert page.evaluate(IN_VIEW, "#ml-summary"), boxes(page, "#ml-summary")
    row = '#ml-board .tl-row[data-row="1"]'
    assert page.evaluate(IN_VIEW, row), boxes(page, row)
    # A reload (as Back or Forward) is no link opened: the page stays where it is, here at its top
    page.evaluate("window.scrollTo(0, 0)")
    page.reload()
    wait_result(page, key)
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    assert page.evaluate("window.scrollY") == 0
    assert page.errors == []


def _query(page):
    return parse_qs(urlparse(page.url).query)


def _mode(page, tiles):
    """Tap a mode's chip and wait until its answer (or its want of a target) is shown for the target it shows."""
    page.locator(f"#ml-variants [data-tiles='{tiles}']").tap()
    # (the address read in the wait itself: read once after the tap, it could be the mode's before)
    page.wait_for_function("(t) => { const s = document.getElementById('ml-summary');"
                           " const v = document.getElementById('ml-target').value.trim();"
                           " const key = new URLSearchParams(location.search).get('g') || '';"
                           " return s.dataset.game === `${t}:${v}` && s.dataset.state !== 'busy'"
                           " && s.dataset.key === key; }", arg=str(tiles))


def test_each_mode_keeps_its_own_target_and_game(tab, site_url):
    """The game gives Easy, Normal and Hard a different target each day. Normal 24 with a guess, then Hard given
    its own target 50: back in Normal the field said 50 (the address too) and the board was empty, the guess back
    only once 24 was typed again; back in Hard the target was 24 and the board empty. Each mode now shows its own
    last target and game, the address holds the mode's own, and a reload keeps them."""
    page = tab(phone=True)  # 390x844, and sessionStorage of its own (a tab's)
    page.goto(site_url + "mathler/?t=24&g=23%2B5-4%3APPGBBG")
    wait_result(page, "23+5-4:PPGBBG")
    target = page.locator("#ml-target")
    # the games the answer line is worked out for: never Hard with Normal's target
    page.evaluate("""() => { window.games = []; const s = document.getElementById('ml-summary');
      new MutationObserver(() => window.games.push(s.dataset.game)).observe(s, { attributes: true }); }""")
    _mode(page, 8)
    assert target.input_value() == ""  # a mode not played yet: its own target to type
    assert summary(page) == "Type the day's target number first."
    assert board(page) == []
    target.fill("50")
    wait_result(page, "")
    assert _query(page) == {"m": ["8"], "t": ["50"]}
    _mode(page, 6)
    assert target.input_value() == "24"
    assert board(page) == [["23+5-4", "PPGBBG"]]
    assert _query(page) == {"t": ["24"], "g": ["23+5-4:PPGBBG"]}
    check_against_library(page, 6, 24, [("23+5-4", "PPGBBG")])
    _mode(page, 8)
    assert target.input_value() == "50" and board(page) == []
    assert page.locator("#ml-heading").text_content() == "Find the calculation that equals 50."
    assert _query(page) == {"m": ["8"], "t": ["50"]}
    _mode(page, 6)
    assert "8:24" not in page.evaluate("window.games")
    # a reload (the tab keeps the other modes' targets; the address, the game shown)
    page.reload()
    wait_result(page, "23+5-4:PPGBBG")
    assert target.input_value() == "24" and board(page) == [["23+5-4", "PPGBBG"]]
    _mode(page, 8)
    assert target.input_value() == "50" and board(page) == []
    assert _query(page) == {"m": ["8"], "t": ["50"]}
    _mode(page, 5)
    assert target.input_value() == ""
    assert page.errors == []


def test_each_mode_keeps_its_own_target_and_game_the_other_way(tab, site_url):
    """The same from Hard: its guess and target 50 come back after Normal was given 24, and after a reload."""
    answer = mathler.expressions_for(8, 50)[2000]
    guess = mathler.expressions_for(8, 50)[100]
    turn = [guess, mathler.score(guess, answer)]
    key = f"{turn[0]}:{turn[1]}"
    page = tab(phone=True)
    page.goto(site_url + "mathler/?m=8&t=50&g=" + quote(key, safe=":"))
    wait_result(page, key)
    target = page.locator("#ml-target")
    _mode(page, 6)
    assert target.input_value() == "" and board(page) == []
    target.fill("24")
    wait_result(page, "")
    assert _query(page) == {"t": ["24"]}
    _mode(page, 8)
    assert target.input_value() == "50"
    assert board(page) == [turn]
    assert _query(page) == {"m": ["8"], "t": ["50"], "g": [key]}
    check_against_library(page, 8, 50, [tuple(turn)])
    page.reload()
    wait_result(page, key)
    _mode(page, 6)
    assert target.input_value() == "24" and board(page) == []
    assert _query(page) == {"t": ["24"]}
    _mode(page, 8)
    assert target.input_value() == "50" and board(page) == [turn]
    # reloaded while another mode is shown (Normal, at 24): Hard's guesses at 50 come back with its target
    _mode(page, 6)
    wait_result(page, "")
    page.reload()
    wait_result(page, "")
    assert target.input_value() == "24" and board(page) == []
    # Normal given 504, typed through 50: Hard's game at 50 is not Normal's, and is not lost on the way
    target.fill("")
    target.press_sequentially("504")
    target.fill("24")
    wait_result(page, "")
    _mode(page, 8)
    assert target.input_value() == "50" and board(page) == [turn]
    assert _query(page) == {"m": ["8"], "t": ["50"], "g": [key]}
    assert page.errors == []


def test_enter_in_the_target_says_a_typed_guess_waits(page, site_url):
    """A guess typed before the target, Enter (sent to the target field), the target typed and Enter: the focus went
    back to the board and nothing was said, the guess not played. Now it is said that Enter plays it."""
    page.open(site_url + "mathler/")
    page.wait_for_function("document.querySelector('#ml-summary').dataset.state === 'waiting'")
    page.locator('#ml-keyboard [data-key="1"]').focus()
    page.keyboard.type("10+2*7")
    page.keyboard.press("Enter")
    page.wait_for_function("document.activeElement.id === 'ml-target'")
    assert summary(page) == "Type the day's target number first."
    page.evaluate(RECORD_SAID)
    try:
        page.keyboard.type("24")
        page.keyboard.press("Enter")
        page.wait_for_function("window.__said.includes('10+2 times 7 is typed: Enter plays it.')")  # not "star"
        assert page.evaluate("document.activeElement.closest('#ml-board') !== null")
        assert typing(page) == "10+2*7" and board(page) == []
    finally:
        page.evaluate("window.__saidObserver.disconnect()")
    page.keyboard.press("Enter")
    page.wait_for_selector('#ml-board .tl-row[data-row="0"]')
    assert board(page) == [["10+2*7", "BBBBBB"]]
    page.locator("#ml-reset").click()
    assert page.errors == []


def test_a_target_emptied_while_python_was_busy_gets_no_error_of_its_own(page, site_url):
    """A target typed while Python was busy and then cleared: its answer, an error, came after and stayed ("No Normal
    Mathler expression has the value 99,999,999,999" over an empty field and "Type the day's target number
    first."), with the bar and Cancel meanwhile."""
    page.open(site_url + "mathler/?t=24")
    wait_result(page, "")
    hold_python(page, "import time\ntime.sleep(2)")
    page.locator("#ml-target").fill("99999999999")
    page.wait_for_selector("#mathler-widget .pz-busy:not([hidden])")  # its request waits for Python
    page.locator("#ml-target").fill("")
    page.wait_for_function("() => document.getElementById('ml-summary').textContent"
                           " === \"Type the day's target number first.\"")
    page.evaluate("() => window.__pzBusy")
    page.evaluate("() => Puzzlers.call('web', 'run_example', { code: '1' })")  # after the target's request
    page.wait_for_timeout(500)  # (what the page does with that request's answer: done by then)
    assert summary(page) == "Type the day's target number first."
    assert page.locator("#mathler-widget .pz-error").evaluate_all("es => es.filter((e) => !e.hidden).length") == 0
    assert page.locator("#mathler-widget .pz-busy").evaluate_all("es => es.filter((e) => !e.hidden).length") == 0
    assert page.errors == []
