"""The statistics page generated at build time: one chart per rule set, figures that match the library."""

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
