"""The matchsticks widget in Chromium: type and solve, tap to move, generate and play, share links, bad input,
phone. Expected answers come from the library, run here in the test process."""

from urllib.parse import parse_qs, urlparse

from puzzlers.matchsticks import generate, solve


def wait_text(page, selector, text):
    page.wait_for_function(
        "([s, t]) => (document.querySelector(s)?.textContent || '').includes(t)", arg=[selector, text])
    return page.locator(selector).text_content()


def wait_board(page, equation):
    page.wait_for_function(
        "e => document.querySelector('#ms-board svg')?.dataset.equation === e", arg=equation)


def solution_equations(page):
    return page.locator("#ms-solutions > li").evaluate_all("items => items.map(li => li.dataset.equation)")


def stick(page, cell, position):
    return page.locator(f'#ms-board .ms-stick[data-cell="{cell}"][data-position="{position}"]')


def test_type_and_solve_one_move(page, site_url):
    page.goto(site_url + "matchsticks/")
    page.locator("#ms-input").fill("6+4=4")
    wait_board(page, "6+4=4")
    assert page.locator("#ms-verdict").text_content() == "6+4=4 is not correct."
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
    assert item.locator(".ms-notation").text_content() == "(+1, -1) (+N, -O, w )"
    assert item.locator(".ms-how li").all_text_contents() == [
        "move the upright of '+' (cell 2) to the upper right of '6' (cell 1)"]

    page.locator("#ms-input").fill("5/3=1")
    wait_board(page, "5/3=1")
    page.locator("#ms-input").press("Enter")
    wait_text(page, "#ms-summary", "5/3=1, moving 1 stick")
    assert solution_equations(page) == [s.equation for s in solve("5/3=1", 1).solutions] == ["3/3=1", "5/5=1"]
    assert page.errors == []
