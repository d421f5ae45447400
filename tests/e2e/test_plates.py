"""The license-plate widget in Chromium: solve as you type, share links, bad input, phone, offline, cancel."""

from urllib.parse import parse_qs, quote, urlparse

from .conftest import (
    LAYOUT_SHIFTS,
    PHONE,
    PYTHON_TIMEOUT_MS,
    RECORD_ANNOUNCED,
    WATCH_SHIFTS,
    address_at_a_links_click,
    hold_python,
    release_python,
    set_network,
    throttle,
    web,
)

plates_web = web("plates")


def solutions(page):
    return page.locator("#plate-solutions li code").all_text_contents()


def wait_summary(page, text):
    page.wait_for_function(
        "t => document.querySelector('#plate-summary').textContent.includes(t)", arg=text)
    return page.locator("#plate-summary").text_content()


def test_an_answer_is_not_said_once_the_plate_has_changed(page, site_url):
    """A screen reader heard "123: 1 solution, 1+2=3" when the field already held 1234 (typed a key at a time, the
    answer to the plate before is said once it has stood 0.7 s; the next key did not stop it): a key typed stops
    what was still to be said, and the new plate's answer is said alone."""
    page.open(site_url + "plates/")
    field = page.locator("#plate-input")
    field.fill("123")
    wait_summary(page, "123: 1 solution")
    page.evaluate(RECORD_ANNOUNCED)
    hold_python(page)  # the next answer waits well past the pause after which the one shown would be said
    try:
        field.press("End")
        # (on a loaded machine 123's answer may have stood its 0.7 s and been said before the key: that is right)
        page.evaluate("() => { window.announced.length = 0; }")
        field.press("4")
        page.evaluate("() => new Promise((done) => setTimeout(done, 1500))")
        assert page.evaluate("window.announced") == []
    finally:
        assert release_python(page)  # (the hold still ran: the pause passed while 1234's answer waited)
    wait_summary(page, "1234: 2 solutions")
    page.wait_for_function("() => window.announced.length > 0")
    assert [said.split(",")[0] for said in page.evaluate("window.announced")] == ["1234: 2 solutions"]
    assert page.errors == []


def test_type_a_plate_and_see_its_solutions(page, site_url):
    page.open(site_url + "plates/")
    page.locator("#plate-input").fill("1234")
    assert wait_summary(page, "1234: 2 solutions") == "1234: 2 solutions"
    assert sorted(solutions(page)) == ["1-2=3-4", "1=2+3-4"]
    assert page.locator("#plate-solutions .pz-sr").count() == 0  # (nothing a screen reader says otherwise)
    # A solution with "*" or "/" is said in words: a screen reader read "star" and "slash"
    page.locator("#plate-input").fill("842")
    assert wait_summary(page, "842: 2 solutions") == "842: 2 solutions"
    said = page.locator("#plate-solutions li").evaluate_all(
        "lis => lis.map((li) => [li.querySelector('code[aria-hidden=true]').textContent,"
        " li.querySelector('.pz-sr').textContent])")
    assert sorted(said) == [["8/4=2", "8 divided by 4=2"], ["8=4*2", "8=4 times 2"]]
    page.locator("#plate-input").fill("1013")
    assert wait_summary(page, "1013: no solution") == "1013: no solution"
    # the options that help, counted (it named every option off: parentheses, joining and unary minus give none)
    assert plates_web.web_solve("1013")["helps"] == {"parens": 0, "join": 0, "reorder": 24, "unary": 0, "power": 4}
    assert page.locator("#plate-more").text_content() == ("None with these options. Under Options, reorder digits "
                                                          "gives 24 solutions; powers (^) gives 4 solutions.")
    page.locator("#plate-input").fill("1019")
    assert wait_summary(page, "1019: no solution") == "1019: no solution"
    assert page.locator("#plate-more").text_content() == ("None with these options. Under Options, join digits "
                                                          "gives 2 solutions; reorder digits gives 24 solutions; "
                                                          "powers (^) gives 4 solutions.")
    page.open(site_url + "plates/?p=99999991")  # parentheses alone help (reordering 8 digits is not counted)
    assert wait_summary(page, "99999991: no solution") == "99999991: no solution"
    assert page.locator("#plate-more").text_content() == ("None with these options. Under Options, parentheses "
                                                          "gives 19,384 solutions.")
    page.open(site_url + "plates/?p=081")
    assert wait_summary(page, "081: no solution") == "081: no solution"
    # none helps alone, but all together do (it said none helps, and reorder with powers gives 1=8^0 and 8^0=1)
    assert plates_web.web_solve("081")["together"] == 16
    assert page.locator("#plate-more").text_content() == (
        "None with these options, nor with any one of parentheses, join digits, reorder digits, unary minus or powers "
        "(^) turned on as well; all 5 on together give 16 solutions.")
    assert solutions(page) == []
    # Two digits: no option helps unless they are equal
    page.locator("#plate-input").fill("12")
    assert wait_summary(page, "12: no solution") == "12: no solution"
    assert page.locator("#plate-more").text_content() == (
        "Two digits make an equation only when they are equal, such as 5=5; with a target (no =, under Options) they "
        "make one: 1+2=3.")
    page.open(site_url + "plates/?p=863&t=3")  # nor all together, and the hint says the same as the answer
    assert wait_summary(page, "863: no solution") == "863: no solution"
    nothing = ("None with these options, nor with any one of parentheses, join digits, reorder digits, unary minus or "
               "powers (^) turned on as well, nor with all of them on.")
    assert page.locator("#plate-more").text_content() == nothing
    page.open(site_url + "plates/?p=863&t=3&hint=1")  # (it said only "No solution under these rules.")
    page.wait_for_function("t => document.querySelector('#plate-more').textContent === t", arg=nothing)
    # two options off: either of them, both together (it said "any one of … all 2 on")
    page.open(site_url + "plates/?p=081&parens=1&join=1&unary=1")
    assert wait_summary(page, "081: no solution") == "081: no solution"
    assert page.locator("#plate-more").text_content() == (
        "None with these options, nor with either reorder digits or powers (^) turned on as well; both on together "
        "give 16 solutions.")
    # Every option on: none left to try
    page.open(site_url + "plates/?p=1013&t=24&parens=1&join=1&reorder=1&unary=1&power=1")
    assert wait_summary(page, "1013: no solution") == "1013: no solution"
    assert page.locator("#plate-more").text_content() == "None, even with every option on."
    # The hint mode says which options would help, in the same words
    page.open(site_url + "plates/?p=1019&hint=1")
    assert wait_summary(page, "1019: no solution") == "1019: no solution"
    assert page.locator("#plate-more").text_content() == ("None with these options. Under Options, join digits "
                                                          "gives 2 solutions; reorder digits gives 24 solutions; "
                                                          "powers (^) gives 4 solutions.")
    page.locator("#plate-input").fill("12")  # (the hint said "No solution under these rules." alone)
    page.wait_for_function("() => document.querySelector('#plate-more').textContent.startsWith('Two digits')")
    # a clue names the operators as the solutions write them (it said × and ÷ of solutions with * and /)
    page.open(site_url + "plates/?p=2323&t=6&hint=1")
    page.wait_for_function("() => document.querySelector('#plate-more').textContent.startsWith('Clue')")
    assert page.locator("#plate-more").text_content() == "Clue: the simplest solution uses +, * and /"
    assert page.errors == []


#: Record every text the page's announcer (kit.js announce) says, from its first use (one recorder at a time: the
#: page, and its body, are shared with the tests after this one).
RECORD_SAID = """() => { window.__said = []; window.__saidObserver?.disconnect();
  window.__saidObserver = new MutationObserver(() => {
    const a = document.querySelector('#pz-announce');
    if (a && a.textContent && window.__said.at(-1) !== a.textContent) window.__said.push(a.textContent);
  });
  window.__saidObserver.observe(document.body, { subtree: true, childList: true, characterData: true }); }"""


def test_a_screen_reader_hears_the_answer_once_the_typing_pauses(page, site_url):
    """The answer changes at every key: the summary is no live region (it read out "no solution" for each half-typed
    plate); the answer is said once the typing pauses."""
    page.open(site_url + "plates/")
    wait_summary(page, "Type the digits")
    assert page.locator("#plate-summary").get_attribute("aria-live") is None
    page.evaluate(RECORD_SAID)
    page.locator("#plate-input").press_sequentially("08123", delay=60)
    wait_summary(page, "08123: 6 solutions")
    page.wait_for_function("window.__said.at(-1) === '08123: 6 solutions'")
    # (how many half-typed answers are said depends on the machine's speed: 60 ms between keys here, each said
    # only if no other came within 0.7 s; on this machine none is)
    said = page.evaluate("window.__said")
    none = ("None with these options, nor with any one of parentheses, join digits, reorder digits, unary minus or "
            "powers (^) turned on as well; all 5 on together give {}.")
    assert set(said) <= {"0: type a second digit.",
                         "08: no solution. Two digits make an equation only when they are equal, such as 5=5; no "
                         "option changes that.", "081: no solution. " + none.format("16 solutions"),
                         "0812: no solution. " + none.format("1,856 solutions"),
                         "08123: 6 solutions"}, said
    # A clue is heard with its answer (it was shown, not said)
    page.locator("#plate-options").evaluate("e => e.open = true")
    page.locator("#plate-hint").check()
    page.wait_for_function("window.__said.at(-1).startsWith('08123: 6 solutions. Clue: ')")
    page.locator("#plate-hint").uncheck()
    # An equation said is said in words (a screen reader said "1 plus 1 equals 6 slash 3"; "star" for "*")
    page.locator("#plate-input").fill("1163")
    wait_summary(page, "1163: 1 solution, 1+1=6/3")
    page.wait_for_function("window.__said.at(-1) === '1163: 1 solution, 1+1=6 divided by 3'")
    assert page.errors == []


def test_phone_nothing_moves_while_python_answers_a_link(phone_page, site_url):
    """A link's plate with digit groups: their chips are drawn at set-up, not when Python answers seconds later (they
    pushed the answer and the solutions down: a layout shift of 0.052)."""
    page = phone_page
    page.add_init_script(WATCH_SHIFTS)
    page.goto(site_url + "plates/?p=08-D-12345")
    wait_summary(page, "0812345: ")
    assert page.locator("#plate-groups .pz-chip").all_text_contents() == ["08", "12345", "all"]
    assert page.locator("#plate-groups [data-placeholder]").count() == 0  # the working chips took their place
    shifts = page.evaluate(LAYOUT_SHIFTS)
    assert sum(shifts) <= 0.02, shifts
    assert page.errors == []


def test_a_links_digit_groups_once_after_instant_navigation(page, site_url):
    """Material's instant navigation runs the page's early chips script again, possibly after js/plates.js drew
    the working chips: it leaves them alone (they were drawn twice, 6 chips)."""
    for _ in range(2):
        page.open(site_url + "numbers/")
        # The early script's load event, which comes once it has run. (Its entry among the page's resources was
        # waited for before: the same page kept it in its memory cache, and a second run made no entry.)
        page.evaluate("""() => {
          window.__groupsRan = false;
          window.__groupsWatch = new MutationObserver((changes) => {
            for (const node of changes.flatMap((change) => [...change.addedNodes])) {
              const scripts = node.querySelectorAll ? [node, ...node.querySelectorAll('script')] : [];
              for (const script of scripts.filter((n) => n.matches('script[src$="/js/plate-groups.js"]'))) {
                script.addEventListener('load', () => { window.__groupsRan = true; });
              }
            }
          });
          window.__groupsWatch.observe(document, { childList: true, subtree: true });
        }""")
        try:
            page.open(site_url + "plates/?p=08-D-12345")
            wait_summary(page, "0812345: ")
            page.wait_for_function("() => window.__groupsRan")
        finally:
            page.evaluate("() => window.__groupsWatch.disconnect()")
        assert page.locator("#plate-groups .pz-chip").all_text_contents() == ["08", "12345", "all"]
        assert page.locator("#plate-groups [data-placeholder]").count() == 0
    assert page.errors == []


def test_the_first_digit_typed_asks_for_a_second_not_an_error(page, site_url):
    page.open(site_url + "plates/")
    page.locator("#plate-input").fill("AB-")  # a plate's letters first: no error either (it was said at each key)
    page.wait_for_function("document.querySelector('#plate-summary').textContent"
                           " === \"AB-: type the plate's digits.\"")
    assert page.locator("#plates-widget .pz-error").is_hidden()
    page.locator("#plate-input").fill("1")
    page.wait_for_function("document.querySelector('#plate-summary').textContent === '1: type a second digit.'")
    assert page.locator("#plates-widget .pz-error").is_hidden()
    page.locator("#plate-input").fill("12")
    assert wait_summary(page, "12: ") == "12: no solution"
    assert page.errors == []


#: The target's field as a screen reader meets it: whether it is marked wrong, and what describes it.
TARGET_FIELD = """() => { const t = document.querySelector('#plate-target'), id = t.getAttribute('aria-describedby');
  return [t.getAttribute('aria-invalid'), id && document.getElementById(id).textContent]; }"""


def test_a_wrong_target_marks_its_field_until_it_is_fixed(page, site_url):
    """The target's error marks its field (aria-invalid) and describes it (aria-describedby: the message), as the
    other widgets' fields are; both go once the target is a whole number again (neither was set)."""
    page.open(site_url + "plates/?p=1234&t=2")
    wait_summary(page, "1234: ")
    page.evaluate("document.querySelector('#plate-options').open = true")
    page.locator("#plate-target").fill("1.5")
    page.locator("#plates-widget .pz-error").wait_for(state="visible")
    assert page.evaluate(TARGET_FIELD) == ["true", "The target must be a whole number, such as 0, 10 or 24."]
    page.locator("#plate-target").fill("10")
    assert wait_summary(page, "1234: ").startswith("1234: ")
    assert page.evaluate(TARGET_FIELD) == [None, None]
    # a target being typed, emptied or its sign first: asked for, no error (one flashed at the "-" of -3)
    for typed in ("-", ""):
        page.locator("#plate-target").fill(typed)
        assert wait_summary(page, "Type the target") == "Type the target: a whole number, such as 10 or -3."
        assert page.locator("#plates-widget .pz-error").is_hidden()
        assert page.evaluate(TARGET_FIELD) == [None, None]
    # Python's own limit on the target marks the field the same way
    page.locator("#plate-target").fill("9" * 13)  # (the field takes 13 characters)
    page.locator(".pz-error", has_text="target").wait_for()
    assert page.evaluate(TARGET_FIELD) == ["true", "The target must be between -1000000000 and 1000000000: "
                                                   "a number of 13 digits given."]
    page.locator("#plate-target").fill("-2")
    assert wait_summary(page, "1234: ").startswith("1234: ")
    assert page.evaluate(TARGET_FIELD) == [None, None]
    # thousands' separators grouping the digits by three are left out (the field refused "1 000"); 1.000 is no
    # whole number (a decimal point, or a thousands' one: it cannot tell)
    for typed in ("1 000", "-1,000", "+1\u00a0000"):
        page.locator("#plate-target").fill(typed)
        page.wait_for_function("t => new URLSearchParams(location.search).get('t') === t", arg=typed[0] == "-"
                               and "-1000" or "1000")
        assert wait_summary(page, "1234: ").startswith("1234: ")
        assert page.evaluate(TARGET_FIELD) == [None, None]
    for typed in ("1.000", "+-5"):  # (+-5 was -5)
        page.locator("#plate-target").fill("-5")
        page.locator("#plates-widget .pz-error").wait_for(state="hidden")
        page.locator("#plate-target").fill(typed)
        page.locator("#plates-widget .pz-error").wait_for(state="visible")
        assert page.evaluate(TARGET_FIELD) == ["true", "The target must be a whole number, such as 0, 10 or 24."]
    assert page.errors == []


def test_an_error_leaves_no_answer_of_an_earlier_input(page, site_url):
    """A target error clears the last target's solutions; a plate in error shows no digit groups of another."""
    page.open(site_url + "plates/?p=12-345&t=-5")
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('12345: ')")
    assert page.locator("#plate-groups .pz-chip").all_text_contents() == ["12", "345", "all"]
    assert solutions(page) != []
    page.evaluate("document.querySelector('#plate-options').open = true")
    page.locator("#plate-target").fill("1e3")
    error = page.locator("#plates-widget .pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == "The target must be a whole number, such as 0, 10 or 24."
    assert solutions(page) == [] and page.locator("#plate-summary").text_content() == ""
    page.locator("#plate-target").fill("-5")
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('12345: ')")
    page.locator("#plate-input").fill("abcd")  # letters alone: what to type, no error
    page.wait_for_function("document.querySelector('#plate-summary').textContent"
                           " === \"abcd: type the plate's digits.\"")
    assert page.locator("#plate-groups").is_hidden() and solutions(page) == []
    page.locator("#plate-input").fill("1234-5678-9012")
    page.locator(".pz-error", has_text="A plate needs 2 to 11 digits: 12 given.").wait_for()
    assert solutions(page) == []
    assert page.errors == []


def test_new_solutions_start_at_the_top_of_the_list(phone_page, site_url):
    """The list of solutions, scrolled down, is back at its top for the next plate's (js/kit.js toTop)."""
    page = phone_page
    page.open(site_url + "plates/")
    page.locator("#plate-input").fill("123456")
    wait_summary(page, "123456: ")
    box = page.locator("#plate-results")
    assert box.evaluate("b => b.scrollHeight > b.clientHeight + 100")
    box.evaluate("b => new Promise((done) => { b.addEventListener('scroll', done, { once: true });"
                 " b.scrollTop = 100; })")
    page.locator("#plate-input").fill("86349")
    wait_summary(page, "86349: 5 solutions")
    assert box.evaluate("b => b.scrollTop") == 0
    assert page.errors == []


def test_share_link_round_trip(page, site_url, tab):
    page.open(site_url + "plates/")
    page.locator("#plate-input").fill("86349")
    wait_summary(page, "86349: 5 solutions")
    assert sorted(solutions(page)) == ["8-6+3+4=9", "8/6/3=4/9", "8/6=3*4/9", "8=6*3*4/9", "8=6-3-4+9"]
    page.locator("#plate-parens").check()
    page.wait_for_function("location.search.includes('parens=1')")
    wait_summary(page, "86349: ")
    page.wait_for_function("!document.querySelector('#plate-summary').textContent.includes(': 5 solutions')")
    shared = page.url
    assert parse_qs(urlparse(shared).query) == {"p": ["86349"], "parens": ["1"]}
    expected = solutions(page)
    other = tab()
    other.goto(shared)
    assert other.locator("#plate-input").input_value() == "86349"
    assert other.locator("#plate-parens").is_checked()
    wait_summary(other, page.locator("#plate-summary").text_content())
    assert solutions(other) == expected
    other.close()


def test_a_link_cut_short_in_its_last_setting_says_so(page, site_url):
    """A link cut short inside its last setting's name ("&parens=1" sent as "&par"): the setting is lost, and so
    is the puzzle the link was made for; said, as other unreadable parts of a link are (nothing was said)."""
    page.open(site_url + "plates/?p=3388&t=24&par")
    assert web("plates").web_solve("3388", target="24")["count"] == 0  # (with parens: 128)
    assert wait_summary(page, "3388: ") == "3388: no solution"
    error = page.locator(".pz-error")
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: its end, "par", '
                                    'is a setting with no value (was the link cut short?).')
    page.open(site_url + "plates/?p=3388&t=24&parens=")  # cut after its "="
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: its end, "parens", '
                                    'is a setting with no value (was the link cut short?).')
    page.open(site_url + "plates/?p=3388&t=24&")  # cut after a setting
    error.wait_for()
    assert error.text_content() == 'This link could not be read whole: it ends in "&" (was the link cut short?).'
    page.open(site_url + "plates/?p=3388&t=24&par%C3%A9")  # a name as it reads, not as the address escapes it
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: its end, "paré", '
                                    'is a setting with no value (was the link cut short?).')
    page.open(site_url + "plates/?p=4567&t=1%E2%80%8B0&parens=1")  # an invisible character: left out, as typed
    wait_summary(page, "4567:")
    assert page.locator("#plate-target").input_value() == "10" and error.is_hidden()
    assert page.errors == []


def test_a_link_with_unreadable_parts_says_so_and_uses_the_rest(page, site_url):
    # parens=maybe: an on/off value that is neither (yes and no are read as 1 and 0)
    page.open(site_url + "plates/?p=12-34-56&g=9&parens=maybe&join=yes&t=1e4")
    expected = web("plates").web_solve("123456", join=True)["count"]
    assert wait_summary(page, "123456: ") == f"123456: {expected} solutions"
    assert not page.locator("#plate-parens").is_checked() and page.locator("#plate-join").is_checked()
    error = page.locator(".pz-error")
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: "9" as a digit group (the plate has 3 '
                                    'groups); "maybe" as parens= (1 for on, 0 for off); "1e4" as the target (a '
                                    'whole number).')
    # the message is an aside under the answer it came with, which stays in view
    assert page.locator("#plate-summary").evaluate("e => getComputedStyle(e).visibility") == "visible"
    assert error.bounding_box()["y"] >= page.locator("#plate-summary").bounding_box()["y"] + 10
    # a target too large for a float is sent as it was typed: Python's own limit is said, not a float's repr
    page.open(site_url + "plates/?p=1234&t=" + "9" * 23)
    page.locator(".pz-error", has_text="target").wait_for()
    assert error.text_content() == ("The target must be between -1000000000 and 1000000000: "
                                    "a number of 23 digits given.")
    # a group of one digit (it said "A plate needs 2 to 11 digits: 1 given." with no chip checked), and a target
    # as the field takes it ("+24"; a "+" left unescaped in a link is a space)
    page.open(site_url + "plates/?p=12-3&g=1&t=%2B6")
    expected = web("plates").web_solve("123", target="6")["count"]
    assert wait_summary(page, "123: ") == f"123: {expected} solution{'' if expected == 1 else 's'}"
    assert page.locator('#plate-groups .pz-chip[aria-checked="true"]').all_text_contents() == ["all"]
    assert page.locator("#plate-target").input_value() == "6" and page.locator("#plate-use-target").is_checked()
    error.wait_for()
    assert error.text_content() == ('This link could not be read whole: "1" as a digit group (that group, 3, has '
                                    'one digit).')
    page.open(site_url + "plates/?p=1234&t=+24")
    assert wait_summary(page, "1234: ") == "1234: 1 solution, 1*2*3*4=24"
    assert page.locator("#plate-target").input_value() == "24" and error.is_hidden()
    assert page.errors == []


def test_target_and_digit_groups_from_a_share_link(page, site_url):
    page.open(site_url + "plates/?p=08-D-12345&g=1&t=0&parens=1")
    wait_summary(page, "12345: ")
    assert page.locator(".pz-chip[aria-checked=true]").text_content() == "12345"
    assert all(s.endswith("=0") for s in solutions(page))
    page.locator(".pz-chip", has_text="08").click()
    wait_summary(page, "08: ")
    assert "g=0" in page.url


def test_bad_input_shows_a_message(page, site_url):
    page.open(site_url + "plates/")
    page.locator("#plate-input").fill("8642975310123456")
    error = page.locator(".pz-error")
    error.wait_for(state="visible")
    assert error.text_content() == "A plate needs 2 to 11 digits: 16 given."
    assert "Traceback" not in page.content()
    page.locator("#plate-input").fill("1234")
    wait_summary(page, "1234: 2 solutions")
    assert error.is_hidden()


def test_phone_viewport(phone_page, site_url):
    page = phone_page
    page.open(site_url + "plates/?p=123456")
    wait_summary(page, "123456: 11 solutions")
    assert page.locator("#plate-input").get_attribute("inputmode") == "numeric"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.locator("#plate-options > summary").tap()  # the options fold away on a phone
    box = page.locator("#plate-parens").bounding_box()
    assert box["width"] >= 16
    page.locator("#plate-parens").tap()
    page.wait_for_function("location.search.includes('parens=1')")


def test_reload_offline_still_solves(page, site_url):
    page.open(site_url + "plates/?p=1234")
    wait_summary(page, "1234: 2 solutions")
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    page.context.set_offline(True)
    page.goto(site_url + "plates/?p=1235")
    wait_summary(page, "1235: 2 solutions")
    assert sorted(solutions(page)) == ["1*2+3=5", "1=2*3-5"]
    # Offline, a link still swaps the page in place (instant navigation, which needs the cached sitemap): the
    # window, and Python with it, stays.
    page.evaluate("window.sameWindow = true")
    page.locator(".md-header__button.md-logo").click()
    page.wait_for_function("location.pathname === '/' && !!document.querySelector('.pz-home')")
    assert page.evaluate("window.sameWindow") is True
    page.context.set_offline(False)


def test_cancel_long_work_then_solve_again(page, site_url):
    page.open(site_url + "plates/?p=1234")
    wait_summary(page, "1234: 2 solutions")
    page.locator("#plate-parens").check()
    page.locator("#plate-join").check()
    wait_summary(page, "1234: ")
    page.wait_for_function("!document.querySelector('#plate-summary').textContent.includes(': 2 solutions')")
    # No plate within the limits runs long enough to be cancelled by hand for sure: Python is kept busy first, so
    # the plate's request waits in the queue (Cancel shows after 300 ms) and is skipped; then the endless one stops.
    page.evaluate("""() => { window.__pzLoop = Puzzlers.call('web', 'run_example', {code: 'while True: pass'});
                             window.__pzLoop.catch(() => {}); }""")
    page.locator("#plate-input").fill("86429753")  # eight digits, the limit with parentheses and joining
    page.wait_for_function("location.search.includes('p=86429753')")
    cancel = page.get_by_role("button", name="Cancel")
    cancel.wait_for(state="visible")
    # the answer shown is to the plate before: busy (to a screen reader) and dimmed while this one waits
    assert page.locator("#plate-results").get_attribute("aria-busy") == "true"
    assert "pz-stale" in page.locator("#plate-results").get_attribute("class")
    cancel.click()
    page.locator(".pz-error", has_text="Cancelled.").wait_for()
    cancel.wait_for(state="hidden")
    assert page.locator("#plate-results").get_attribute("aria-busy") is None
    # an aside: the share button stays, and how to solve the same plate again is said (answers come as a plate is
    # typed: nothing else solved it again)
    assert page.locator("#plate-summary").text_content() == "Press Enter in the plate to solve again."
    assert page.locator("#plate-share").is_visible()
    page.evaluate("() => Puzzlers.cancel(window.__pzLoop.id)")
    page.locator("#plate-input").press("Enter")
    expected = plates_web.web_solve("86429753", parens=True, join=True)["count"]
    assert wait_summary(page, "86429753: ") == f"86429753: {expected:,} solutions"
    page.locator("#plate-input").fill("864297531")  # one over: the limit, with the options as the page names them
    error = page.locator("#plates-widget .pz-error", has_text="at most")
    error.wait_for()
    assert error.text_content() == "With parentheses and join digits, a plate may have at most 8 digits: 9 given."
    page.locator("#plate-input").fill("1234")
    wait_summary(page, "1234: ")
    page.wait_for_function("document.querySelectorAll('#plate-solutions li').length > 2")
    assert "1-2=3-4" in solutions(page)
    assert page.errors == []


def test_an_example_loads_in_place_and_hides_until_the_plate_is_cleared(phone_page, site_url):
    """The empty answer box offers examples (share links, js/kit.js examples): a tap loads one without a page load,
    with its options, and they come back when the plate is cleared."""
    page = phone_page
    page.open(site_url + "plates/")
    examples = page.locator("#plate-examples a.pz-example")
    assert examples.all_text_contents() == ["1234", "08-D-12345", "4567: make 10", "3388: make 24, any order"]
    page.evaluate("window.notReloaded = document.querySelector('.md-content')")  # instant navigation would replace it
    examples.nth(3).click()
    assert wait_summary(page, "3388: ") == "3388: 1 solution, 8/(3-8/3)=24"  # in the answer line too
    assert solutions(page) == ["8/(3-8/3)=24"]
    assert parse_qs(urlparse(page.url).query) == {"p": ["3388"], "t": ["24"], "parens": ["1"], "reorder": ["1"]}
    assert page.locator("#plate-input").input_value() == "3388"
    assert page.locator("#plate-options-title").text_content() == "Options: parentheses, reorder digits, target 24"
    assert page.locator("#plate-examples").is_hidden()
    assert page.evaluate("window.notReloaded === document.querySelector('.md-content')")
    page.locator("#plate-input").fill("")
    assert wait_summary(page, "Type the digits") == "Type the digits of a plate."
    assert page.locator("#plate-examples").is_visible()
    examples.nth(1).click()  # a plate with two groups of digits: all its digits, and a chip for each group
    assert wait_summary(page, "0812345: ") == "0812345: 57 solutions"
    assert page.locator("#plate-options-title").text_content() == "Options"  # the earlier example's are gone
    assert page.locator("#plate-groups .pz-chip").all_text_contents() == ["08", "12345", "all"]
    page.locator("#plate-groups .pz-chip", has_text="all").press("ArrowLeft")  # a radio group: arrows choose
    assert page.locator("#plate-groups .pz-chip", has_text="12345").get_attribute("aria-checked") == "true"
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('12345: ')")
    assert page.evaluate("document.activeElement.textContent") == "12345"  # the chips were not drawn again
    assert page.evaluate("window.notReloaded === document.querySelector('.md-content')")
    # an example is a link followed: Back returns to the page as it was before it (Back left the page), Forward
    # to the example again
    page.go_back()  # the first example's options, its plate cleared
    assert wait_summary(page, "Type the digits") == "Type the digits of a plate."
    assert parse_qs(urlparse(page.url).query) == {"t": ["24"], "parens": ["1"], "reorder": ["1"]}
    page.wait_for_function("document.querySelector('#plate-options-title').textContent"
                           " === 'Options: parentheses, reorder digits, target 24'")
    page.go_back()  # the page as it opened
    page.wait_for_function("location.search === ''")
    page.wait_for_function("document.querySelector('#plate-options-title').textContent === 'Options'")
    page.go_forward()
    page.wait_for_function("document.querySelector('#plate-options-title').textContent !== 'Options'")
    page.go_forward()  # the second example, with its group chosen since
    page.wait_for_function("document.querySelector('#plate-summary').textContent.startsWith('12345: ')")
    assert parse_qs(urlparse(page.url).query) == {"p": ["08-D-12345"], "g": ["1"]}
    assert page.errors == []


def test_an_example_entered_from_the_keyboard_leaves_the_focus_on_the_plate(page, site_url):
    page.open(site_url + "plates/")
    example = page.locator("#plate-examples a.pz-example").first
    example.focus()
    page.keyboard.press("Enter")  # the example box goes with the link: the focus goes to the plate, not the page
    assert wait_summary(page, "1234: ") == "1234: 2 solutions"
    assert page.evaluate("document.activeElement.id") == "plate-input"
    assert page.errors == []


def test_an_example_clicked_leaves_the_focus_in_the_answer_box(page, site_url):
    """Clicked or tapped (a screen reader's activation is a click with no key), the link goes with the examples: the
    focus goes to the answer box that held it, not to the page's start."""
    page.open(site_url + "plates/")
    page.locator("#plate-examples a.pz-example").first.click()
    assert wait_summary(page, "1234: ") == "1234: 2 solutions"
    assert page.evaluate("document.activeElement.id") == "plate-results"
    assert page.errors == []


def test_on_a_small_phone_the_target_typed_in_stays_above_the_keyboard(tab, site_url):
    """A 320x568 phone with its keyboard up (308 px left): the answer to a target typed came into view and pushed the
    target's field under the keyboard (y 391-442), as it did not the plate's. The longest target the docs allow,
    -1,000,000,000, fits the field (it kept "-1,000,000,00", said not to be a whole number)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 308})
    page.emulate_media(reduced_motion="reduce")  # the scroll done at once
    page.goto(site_url + "plates/?p=4567&parens=1")
    assert wait_summary(page, "4567: ") == "4567: 2 solutions"
    page.locator("#plate-options-title").tap()
    field = page.locator("#plate-target")
    field.fill("")
    field.press_sequentially("10")
    page.wait_for_function("new URLSearchParams(location.search).get('t') === '10'")
    assert wait_summary(page, "4567: 2 ") == "4567: 2 solutions"
    assert plates_web.web_solve("4567", parens=True, target=10)["count"] == 2
    page.wait_for_function("""() => {  // the page still (a scroll done), over two polls
        const y = Math.round(document.querySelector('#plate-target').getBoundingClientRect().top);
        const still = window.__fieldTop === y;
        window.__fieldTop = y;
        return still;
    }""", polling=100)
    box = field.bounding_box()
    assert page.evaluate("document.activeElement.id") == "plate-target"
    assert 0 <= box["y"] and box["y"] + box["height"] <= 308, box
    field.fill("")
    field.press_sequentially("-1,000,000,000")
    assert field.input_value() == "-1,000,000,000"
    page.wait_for_function("new URLSearchParams(location.search).get('t') === '-1000000000'")
    assert page.errors == []


def test_a_target_typed_is_used_and_enter_on_a_phone_shows_the_answer(phone_page, site_url):
    """Typing a target ticks its box (it was ignored while the box was unticked); Enter (the keyboard's Go) puts the
    focus on the answer, so the on-screen keyboard that hid it goes."""
    page = phone_page
    page.open(site_url + "plates/?p=4567")
    assert wait_summary(page, "4567: ") == "4567: 2 solutions"
    page.locator("#plate-options-title").tap()
    page.locator("#plate-target").fill("10")
    assert wait_summary(page, "4567: 1 ") == "4567: 1 solution, 4+5-6+7=10"
    assert plates_web.web_solve("4567", target="10")["count"] == 1
    assert page.locator("#plate-use-target").is_checked()
    assert parse_qs(urlparse(page.url).query) == {"p": ["4567"], "t": ["10"]}
    page.locator("#plate-input").fill("45678")
    page.locator("#plate-input").press("Enter")
    page.wait_for_function("document.activeElement.id === 'plate-results'")
    assert wait_summary(page, "45678: ").startswith("45678: ")
    # a group of one digit makes no equation: no chip for it (08-D-1's "1" said "A plate needs 2 to 11 digits")
    page.locator("#plate-input").fill("08-D-1")
    wait_summary(page, "081: ")
    assert page.locator("#plate-groups .pz-chip").all_text_contents() == ["08", "all"]
    # Enter while the answer asks for more of the plate keeps the field, and the keyboard (it went to the answer)
    page.locator("#plate-input").fill("7")
    page.locator("#plate-input").press("Enter")
    assert wait_summary(page, "7: type") == "7: type a second digit."
    page.wait_for_timeout(300)  # the answer's focus would have come with the answer
    assert page.evaluate("document.activeElement.id") == "plate-input"
    # a target being typed ("-") is not written into the link (which then said it could not read it)
    page.locator("#plate-input").fill("4567")
    page.locator("#plate-target").fill("-")
    wait_summary(page, "Type the target")
    assert parse_qs(urlparse(page.url).query) == {"p": ["4567"]}
    # the longest count beside the share button takes two lines, as a short one does: nothing under it moves
    page.locator("#plate-target").fill("")
    page.locator("#plate-use-target").uncheck()
    page.locator("#plate-input").fill("1234")
    wait_summary(page, "1234: 2 ")
    tops = [page.locator("#plate-options-title").bounding_box()["y"]]
    page.locator("#plate-input").fill("11111111111")
    assert wait_summary(page, "11111111111: ") == "11111111111: 486,200 solutions"
    tops.append(page.locator("#plate-options-title").bounding_box()["y"])
    assert tops[0] == tops[1]
    assert page.errors == []


def test_the_closed_options_name_every_option_on_at_a_phone_width(phone_page, site_url):
    """A shared link's options, closed, are all named: the title was one line, cut at "target" on a phone (the
    target and Hint only, which changes what the page shows, out of sight). Opened by a tap on its second line, it
    keeps its height: the options do not come up under the finger."""
    page = phone_page
    page.open(site_url + "plates/?p=3388&t=-10&hint=1&parens=1&reorder=1")
    title = page.locator("#plate-options-title")
    page.wait_for_function("document.querySelector('#plate-options-title').textContent.endsWith('hint only')")
    assert title.text_content() == "Options: parentheses, reorder digits, target -10, hint only"
    width, shown, height = title.evaluate("e => [e.scrollWidth, e.clientWidth, e.getBoundingClientRect().height]")
    assert width <= shown and height > 60, (width, shown, height)  # on two lines
    title.tap(position={"x": 40, "y": height - 10})
    page.locator("#plate-options .pz-options").wait_for()
    assert title.evaluate("e => e.getBoundingClientRect().height") == height
    title.tap()
    assert title.evaluate("e => e.getBoundingClientRect().height") == height  # closed, as it was
    assert page.errors == []


def test_a_tap_in_the_options_shows_the_clue_on_a_small_phone(tab, site_url):
    """At 320 × 640 the open options took 480 px: Hint tapped, its clue was below the screen."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + "plates/?p=1013")
    page.locator("#plate-summary", has_text="1013: no solution").wait_for()
    page.locator("#plate-options-title").tap()
    page.locator("#plate-hint").tap()
    page.locator("#plate-more", has_text="Under Options, reorder digits gives 24 solutions").wait_for()
    page.wait_for_function("() => { const r = document.querySelector('#plate-more').getBoundingClientRect();"
                           " return r.top >= 0 && r.bottom <= innerHeight + 1; }")
    assert page.errors == []


def test_full_width_and_arabic_digits_are_read_as_digits(page, site_url):
    """A phone's keyboard in Japanese types １２３４, in Arabic ١٢٣٤: the field holds 1234 (js/kit.js asciiForms),
    also after a keyboard's composition ends, and the caret stays where it was."""
    page.open(site_url + "plates/")
    field = page.locator("#plate-input")
    field.fill("１２３４")
    assert wait_summary(page, "1234: 2 solutions") == "1234: 2 solutions"
    assert field.input_value() == "1234"
    assert page.evaluate("new URL(location.href).searchParams.get('p')") == "1234"
    field.evaluate("f => { f.value = '٨٦٣٤٩'; f.setSelectionRange(2, 2);"
                   " f.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '٨٦٣٤٩' })); }")
    assert wait_summary(page, "86349: 5 solutions") == "86349: 5 solutions"
    assert field.input_value() == "86349"
    assert field.evaluate("f => [f.selectionStart, f.selectionEnd]") == [2, 2]
    assert page.evaluate("Puzzlers.asciiForms('𝟙𝟚 ＋ ３＝x²')") == "12 + 3=x²"
    page.open(site_url + "plates/?p=" + quote("０８-D-１２３４５") + "&g=1")  # a link typed with them
    assert wait_summary(page, "12345: ") == "12345: 2 solutions"
    assert field.input_value() == "08-D-12345"
    assert page.locator("#plates-widget .pz-error").is_hidden()
    assert page.errors == []


def test_a_phone_held_sideways_shows_the_first_answer(tab, site_url):
    """844x390: under a tighter title the first solution shows below the answer line and the Options fold (the
    list started at 400 px, under the screen's edge)."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 844, "height": 390})
    page.goto(site_url + "plates/?p=1234")
    wait_summary(page, "2 solutions")
    first = page.evaluate("() => document.querySelector('#plate-solutions li').getBoundingClientRect().bottom")
    assert first <= 390, first
    assert page.errors == []


def test_a_state_typed_just_before_leaving_stays_on_its_page(page, site_url):
    """The plates widget writes its state into the address 150 ms after a key press. A link of the site followed
    sooner (Material's instant navigation: the new address first, the page once fetched) had that write land on the
    next page's address: the plates' t=-24 reached Mathler, which set up a game for -24 from it."""
    page.open(site_url + "plates/?p=4567")
    assert wait_summary(page, "4567: ") == "4567: 2 solutions"
    if not page.locator("#plate-target").is_visible():
        page.locator("details:has(#plate-target) > summary").click()
    # The next page arrives 600 ms after it is asked for (Material fetches it by XMLHttpRequest once the address is
    # the new one): the write falls inside the navigation
    page.evaluate("""() => {
      const { open, send } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (method, url, ...rest) {
        this.pzUrl = String(url);
        return open.call(this, method, url, ...rest);
      };
      XMLHttpRequest.prototype.send = function (...args) {
        if (!this.pzUrl.includes('/mathler/')) return send.apply(this, args);
        setTimeout(() => send.apply(this, args), 600);
      };
    }""")
    page.locator("#plate-target").fill("-24")
    page.open(site_url + "mathler/")
    assert urlparse(page.url).path.endswith("/mathler/") and urlparse(page.url).query == ""
    page.wait_for_function("() => document.querySelector('#ml-summary')?.dataset.game")
    assert not page.locator("#ml-summary").get_attribute("data-game").endswith(":-24")
    page.go_back()
    page.wait_for_function("() => document.querySelector('#plate-summary')")
    assert parse_qs(urlparse(page.url).query) == {"p": ["4567"]}
    assert page.errors == []


def test_a_plate_typed_just_before_a_link_is_tapped_is_in_the_address_it_leaves(tab, site_url):
    """The plates widget writes the address 150 ms after a key press. A link tapped sooner left the page before the
    address held the plate: Back brought the page back without the digit typed last. Here that pause never ends
    (the page's 150 ms timers are held back): the field's blur, which comes before the link's click, writes it.
    (A tab of its own: the click is stopped, and the page left as it is then.)"""
    page = tab()
    page.goto(site_url + "plates/?p=4567")
    assert wait_summary(page, "4567: ") == "4567: 2 solutions"

    def typing():
        page.locator("#plate-input").click()
        page.keyboard.press("End")
        page.keyboard.type("8")

    assert parse_qs(address_at_a_links_click(page, 150, typing)[1:]) == {"p": ["45678"]}
    assert page.errors == []


#: Each solution's text with "|" where a line of it ends and the next begins (its characters' line boxes, by a Range
#: over each one: a new line starts where a character's box is below the one before).
SOLUTION_LINES = """() => [...document.querySelectorAll('#plate-solutions code')].map((code) => {
  const walk = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  let text = '', last = null;
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const top = range.getClientRects()[0].top;
      if (last !== null && top > last + 2) text += '|';
      text += node.data[i];
      last = top;
    }
  }
  return [text, code.getClientRects().length];
})"""


def test_at_320_px_a_solution_breaks_only_after_its_equals_sign(phone_page, site_url):
    """At 320 px a long solution took two lines, broken inside a side ("1*2*3*4+5+6*7-" over "8*9=0-1"): it breaks
    after its "=" only, each side whole on its line."""
    page = phone_page
    page.set_viewport_size({"width": 320, "height": 640})
    try:
        for plate, count in (("12345678901", "3,822"), ("11111111111", "486,200")):
            page.open(site_url + f"plates/?p={plate}")
            assert wait_summary(page, f"{plate}: ") == f"{plate}: {count} solutions"
            lines = page.evaluate(SOLUTION_LINES)
            assert len(lines) == 200
            broken = [text for text, boxes in lines if boxes > 1 or "|" in text]
            assert broken, "no solution needed two lines: the test shows nothing"
            for text in broken:
                assert text.count("|") == 1 and "=|" in text, text
    finally:
        page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


def test_a_plate_typed_while_pythons_script_is_still_coming_is_told_python_is_loading(fresh_page, site_url):
    """A first visit on a slow connection: the plate's line kept asking "Type the digits of a plate." beside the
    plate typed, and nothing said Python was loading, until the worker's script had come (20 s at 400 kbit/s)."""
    page = fresh_page(phone=True)
    held = []
    page.context.route("**/js/worker.mjs", lambda route: held.append(route))  # its script held back
    page.goto(site_url + "plates/")
    page.locator("#plate-input").wait_for(state="visible")
    page.wait_for_function("() => !document.querySelector('#plate-input').disabled")
    page.locator("#plate-input").fill("1234")
    page.wait_for_function("() => document.querySelector('#plates-widget .pz-status').textContent"
                           " === 'Loading Python…'")
    assert held  # the worker's script had not come: the page said it, not the worker
    assert page.locator("#plate-summary").text_content() == ""  # no more "Type the digits of a plate."
    assert page.locator("#plate-input").input_value() == "1234"
    page.context.unroute("**/js/worker.mjs")  # (lets the held request go on)
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent === '1234: 2 solutions'")
    assert page.errors == []


#: Records the download progress Python's worker reports (window.__pzDownloads), from the page's first moment.
RECORD_DOWNLOADS = """window.__pzDownloads = [];
const NativeWorker = window.Worker;
window.Worker = class extends NativeWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (event) => {
      if (event.data && event.data.download) window.__pzDownloads.push(event.data.download);
    });
  }
};"""


def test_the_pages_scripts_are_asked_for_together_not_one_after_another(fresh_page, site_url):
    """A Content-Security-Policy <meta> stops Chromium's preload scanner: the page's seven scripts were each asked
    for once the one before had run, one round trip each (on a 400 ms connection the widget's script was asked for
    5.5 s after the page). Each is preloaded before the meta now: all are on their way before the first is back."""
    page = fresh_page(phone=True)
    throttle(page, 300, 2_000_000, 1_000_000)
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function("() => !!window.Puzzlers")
    scripts = page.evaluate("""() => [...document.scripts].filter((s) => s.src && !s.async).map((s) => {
      const entry = performance.getEntriesByName(s.src)[0];
      return [s.src.replace(location.origin, ''), entry.startTime, entry.responseEnd]; })""")
    assert scripts[-1][0] == "/js/site.js", scripts
    first_back = min(end for _, _, end in scripts)
    assert len(scripts) >= 5 and all(start < first_back for _, start, _ in scripts), scripts


def test_on_a_slow_connection_python_is_downloaded_after_the_pages_own_files(fresh_page, site_url):
    """At 400 kbit/s, Python's 4 MB (asked for from the page's head) shared the connection with the page's own
    script: the widget stayed empty for 22.8 s. On a connection the browser estimates slow (3G here), the worker
    asks for them once the page is set up; they still fill the bar, and the plate is answered."""
    page = fresh_page(phone=True)
    page.add_init_script(RECORD_DOWNLOADS)
    cdp = throttle(page, 400, 200_000, 100_000)
    order = []
    page.on("request", lambda request: order.append(("asked", request.url.rsplit("/", 1)[-1])))
    page.on("requestfinished", lambda request: order.append(("came", request.url.rsplit("/", 1)[-1])))
    page.goto(site_url + "plates/?p=1234", wait_until="commit")
    assert page.evaluate("navigator.connection.effectiveType") == "3g"
    page.wait_for_function("() => window.__pzDownloads.length > 0", polling=100, timeout=PYTHON_TIMEOUT_MS)
    assert ("came", "site.js") in order and ("asked", "pyodide.asm.wasm") in order, order
    assert order.index(("came", "site.js")) < order.index(("asked", "pyodide.asm.wasm")), order
    set_network(cdp)  # (no limit)
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent === '1234: 2 solutions'")
    assert page.evaluate("window.__pzDownloads.at(-1).done === window.__pzDownloads.at(-1).total")
    assert page.errors == []


def test_python_started_again_after_a_failed_download_shows_its_download_too(browser, site_url):
    """After a failed download (Try again) or a Cancel, the new worker left its downloads to Pyodide and the bar
    said nothing of them: on a slow connection, a minute of a bar without a value. Every worker counts them now."""
    context = browser.new_context(**PHONE, bypass_csp=True, service_workers="block")
    context.route("**/pyodide/pyodide.asm.wasm", lambda route: route.abort("internetdisconnected"))
    page = context.new_page()
    page.goto(site_url + "plates/?p=1234")
    page.locator("#plates-widget .pz-retry").wait_for(timeout=PYTHON_TIMEOUT_MS)
    context.unroute("**/pyodide/pyodide.asm.wasm")
    cdp = throttle(page, 20, 1_500_000, 1_000_000)
    page.locator("#plates-widget .pz-retry").click()
    page.wait_for_function("""() => { const bar = document.querySelector('#plates-widget .pz-progress');
      return bar && !bar.hidden && bar.getAttribute('aria-label') === 'Downloading Python'
        && bar.value > 0 && bar.value < bar.max; }""", polling=100, timeout=PYTHON_TIMEOUT_MS)
    set_network(cdp)  # (no limit)
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent === '1234: 2 solutions'",
                           polling=100, timeout=PYTHON_TIMEOUT_MS)
    context.close()


def test_a_first_visit_on_a_slow_connection_shows_pythons_download_filling_the_bar(fresh_page, site_url):
    """At 400 kbit/s Python's files took over a minute, with "Loading Python…" and a bar that said nothing of how far
    they were. The worker counts their bytes against their sizes (py/runtime.json); the bar fills with them."""
    page = fresh_page(phone=True)
    page.add_init_script(RECORD_DOWNLOADS)
    # 1.5 MB/s: a few seconds for the two files (2.8 and 1.1 MB compressed)
    cdp = throttle(page, 20, 1_500_000, 1_000_000)
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function("""() => { const bar = document.querySelector('#plates-widget .pz-progress');
      return bar && !bar.hidden && bar.getAttribute('aria-label') === 'Downloading Python'
        && bar.value > 0 && bar.value < bar.max; }""")
    # how much has come is shown beside the bar, as a percent (the bar says it itself to a screen reader): checked
    # in one go with the bar's value, which moves meanwhile
    page.wait_for_function("""() => { const bar = document.querySelector('#plates-widget .pz-progress');
      const figure = bar.previousElementSibling;
      return bar.hasAttribute('value') && bar.value < bar.max && !figure.hidden
        && figure.getAttribute('aria-hidden') === 'true'
        && figure.textContent === `${Math.floor(100 * bar.value / bar.max)}%`; }""")
    set_network(cdp)  # (no limit)
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent === '1234: 2 solutions'")
    sizes = page.context.request.get(site_url + "py/runtime.json").json()["downloads"]
    reports = page.evaluate("window.__pzDownloads")
    assert {r["total"] for r in reports} == {sum(sizes.values())}
    assert [r["done"] for r in reports] == sorted(r["done"] for r in reports)
    assert reports[-1]["done"] == reports[-1]["total"]
    assert page.locator("#plates-widget .pz-progress").get_attribute("aria-label") != "Downloading Python"
    assert page.locator("#plates-widget .pz-figure").is_hidden()
    assert page.errors == []


def test_show_more_lists_the_next_solutions_up_to_the_most_the_page_lists(page, site_url):
    """A long list showed its first 200 and no way to more (the count, 3,695, said there were): Show 200 more adds
    the next ones under those shown, the keyboard's focus on the first of them, in view in the box (the button is
    the next Tab), up to the most Python lists for the plate (1,000 with parentheses at the digit limit), said;
    another plate, 200."""
    page.open(site_url + "plates/?p=12345678&parens=1&join=1")
    assert wait_summary(page, "solutions") == "12345678: 3,695 solutions"
    more, button = page.locator("#plate-more"), page.locator("#plate-show-more")
    assert more.text_content() == "Showing the first 200 of 3,695, simplest first."
    assert button.text_content() == "Show 200 more" and button.is_visible()
    first = solutions(page)
    expected = plates_web.web_solve("12345678", parens=True, join=True, max_solutions=1000)["solutions"]
    assert first == expected[:200]
    button.focus()
    page.evaluate("() => { document.querySelector('#plate-solutions li:nth-child(200)').dataset.kept = '1'; }")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelectorAll('#plate-solutions li').length === 400")
    # the solutions shown stay (each press drew them all again: 27 s for the 8,400th on a slow phone)
    assert page.locator("#plate-solutions li:nth-child(200)").get_attribute("data-kept") == "1"
    assert more.text_content() == "Showing the first 400 of 3,695, simplest first."
    assert solutions(page) == expected[:400]
    focused = "() => [...document.querySelectorAll('#plate-solutions li')].indexOf(document.activeElement)"
    assert page.evaluate(focused) == 200
    assert page.evaluate("""() => { const r = document.querySelector('#plate-results').getBoundingClientRect();
      const li = document.activeElement.getBoundingClientRect(); return li.top >= r.top && li.bottom <= r.bottom; }""")
    for shown in (600, 800, 1000):
        page.keyboard.press("Tab")
        assert page.evaluate("document.activeElement.id") == "plate-show-more"
        page.keyboard.press("Enter")
        page.wait_for_function("n => document.querySelectorAll('#plate-solutions li').length === n", arg=shown)
        assert page.evaluate(focused) == shown - 200
    assert solutions(page) == expected
    assert more.text_content() == "Showing the first 1,000 of 3,695, simplest first: the most the page lists (1,000)."
    assert button.is_hidden()
    page.locator("#plate-input").fill("11111111")
    assert wait_summary(page, "11111111:") == "11111111: 180,244 solutions"
    assert len(solutions(page)) == 200 and more.text_content() == "Showing the first 200 of 180,244, simplest first."
    assert button.text_content() == "Show 200 more"
    # more than 20,000 equally simple: in the search's order, said so (it said "the first 200 … simplest first", and
    # 1*1*…=1 comes first in that order), and Show more adds the next ones (sorted, the first 200 of 400 were not
    # the 200 shown: 128 came twice)
    page.open(site_url + "plates/?p=11111111111")
    assert wait_summary(page, "11111111111:") == "11111111111: 486,200 solutions"
    assert more.text_content() == "Showing 200 of 486,200, in the order the search found them (too many to sort)."
    expected = plates_web.web_solve("11111111111", max_solutions=400)["solutions"]
    assert solutions(page) == expected[:200]
    button.click()
    page.wait_for_function("document.querySelectorAll('#plate-solutions li').length === 400")
    assert solutions(page) == expected
    assert page.errors == []


def test_a_plate_emptied_while_it_was_solved_gets_no_answer(page, site_url):
    """A plate typed before Python was ready and then deleted got its answer once Python came: "1234: 2 solutions"
    beside an empty field (and a plate cut to one digit, its long solve's, under "4: type a second digit.")."""
    page.goto(site_url + "plates/")  # a load: Python starts again, and the plate's request waits for it
    page.locator("#plate-input").fill("1234")
    page.wait_for_function("() => document.querySelector('#plate-results').classList.contains('pz-stale')")
    page.locator("#plate-input").fill("")
    assert wait_summary(page, "Type the digits") == "Type the digits of a plate."
    page.evaluate("() => Puzzlers.call('web', 'run_example', { code: '1' })")  # after the plate's request
    page.evaluate("() => new Promise((done) => setTimeout(done, 100))")
    assert page.locator("#plate-summary").text_content() == "Type the digits of a plate."
    assert solutions(page) == [] and page.locator("#plate-results.pz-stale").count() == 0
    assert page.locator(".pl-run .pz-busy").is_hidden()
    page.locator("#plate-input").fill("1234")  # and a plate typed again is answered
    assert wait_summary(page, "1234:") == "1234: 2 solutions"
    hold_python(page, "import time\ntime.sleep(1.5)")  # Python busy: a plate cut to one digit meanwhile
    page.locator("#plate-input").fill("4321")
    page.wait_for_function("() => document.querySelector('#plate-results').classList.contains('pz-stale')")
    page.locator("#plate-input").fill("4")
    assert wait_summary(page, "second digit") == "4: type a second digit."
    page.evaluate("() => window.__pzBusy")
    page.evaluate("() => Puzzlers.call('web', 'run_example', { code: '1' })")
    assert page.locator("#plate-summary").text_content() == "4: type a second digit." and solutions(page) == []
    assert page.errors == []


def test_an_invisible_mark_pasted_with_a_number_is_left_out(page, site_url):
    """A right-to-left mark (pasted from a message) or a zero-width space before "24": the field showed 24 and said
    "The target must be a whole number"; a hyphen (U+2010) is a minus as the minus sign is."""
    page.open(site_url + "plates/?p=3388&parens=1&reorder=1")
    wait_summary(page, "3388:")
    page.locator("#plate-use-target").check()
    page.locator("#plate-target").fill("\u200f24\u200b")
    assert wait_summary(page, "1 solution") == "3388: 1 solution, 8/(3-8/3)=24"
    assert page.locator("#plate-target").input_value() == "24"
    assert parse_qs(urlparse(page.url).query)["t"] == ["24"]
    page.locator("#plate-target").fill("\u20102")
    page.wait_for_function("() => new URLSearchParams(location.search).get('t') === '-2'")
    assert page.locator("#plate-target").input_value() == "-2"
    assert page.locator(".pl-run .pz-error").is_hidden()
    assert page.errors == []
