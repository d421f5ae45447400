"""The statistics page generated at build time: one chart per rule set, figures that match the library."""

import pytest

from puzzlers import plates


def test_statistics_page_charts_and_download(phone_page, site_url):
    page = phone_page
    page.open(site_url + "plates-stats/")
    charts = page.locator("svg.plates-chart")
    assert charts.count() == 7
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    data = page.evaluate("fetch('../data/plates-stats.json').then(r => r.json())")
    plain = next(r for r in data["rule_sets"] if r["slug"] == "plain")
    expected = plates.stats(4, plates.PlateOptions())
    assert plain["solvable"] == expected.solvable == 4306
    assert plain["plates"] == 10000
    assert f"{plain['solvable_share']:.1%}" == "43.1%"
    assert "43.1%" in page.locator("article").text_content()
    # the table of rule sets fits a 320 px phone (its last column was cut at "startin", 28 px over)
    page.set_viewport_size({"width": 320, "height": 640})
    try:
        table = page.locator("article table").first
        assert table.evaluate("t => t.getBoundingClientRect().right "
                              "<= t.closest('.pz-table').getBoundingClientRect().right")
    finally:
        page.set_viewport_size({"width": 390, "height": 844})
    assert page.errors == []


#: The smallest text of each chart of the page, in CSS pixels as drawn (its font size in the SVG's units, scaled).
CHART_TEXT_PX = """sel => [...document.querySelectorAll(sel)].map((svg) => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale));
})"""


@pytest.mark.parametrize("path, selector, charts", [("plates-stats/", "svg.plates-chart", 7),
                                                     ("numbers-stats/", "svg.numbers-chart", 2)])
def test_charts_are_legible_on_a_small_phone(tab, site_url, path, selector, charts):
    """At 320 px the charts' labels were 7-9 px (plates) and 5.5-7 px (Countdown): bars stood side by side, each
    label under a bar 30 units wide, the chart scaled down to the screen. A bar a row leaves them 10 px or more."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + path)
    smallest = page.evaluate(CHART_TEXT_PX, selector)
    assert len(smallest) == charts and min(smallest) >= 10, smallest
    assert page.evaluate("document.documentElement.scrollWidth") == 320
    assert page.errors == []


@pytest.mark.parametrize("path", ["plates-stats/", "numbers-stats/"])
def test_the_first_table_fits_a_small_phone_its_plates_whole(tab, site_url, path):
    """At 320 px the Countdown table was 21 px too wide; the plates table's "0000" broke as "000" over "0" (and
    "1-1+0+0" in the text after "1-"): plates and equations stay whole, and the tables fit."""
    page = tab(phone=True)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto(site_url + path)
    assert page.locator(".pz-table").first.evaluate("e => [e.scrollWidth, e.clientWidth]") == [320, 320]
    lines = page.locator("article code").evaluate_all("cs => cs.map((c) => [c.textContent, c.getClientRects().length])")
    assert lines and [text for text, n in lines if n != 1] == []
    assert page.errors == []
