"""The site as a whole: Python starts in the page, documentation examples run live, the app is installable."""

import html
import json
import re

from .conftest import ROOT, SITE


def test_home_page_example_runs_live(page, site_url):
    page.goto(site_url)
    block = page.locator(".pz-example-bar").first
    block.get_by_role("button", name="Run").click()
    output = page.locator(".pz-example-output").first
    output.wait_for(state="visible")
    page.wait_for_function("document.querySelector('.pz-example-output').textContent.includes('=')")
    assert output.text_content() == "1/3+1/6 = 1/2\n"
    # Edit the example and run it again: an error shows as a traceback of the reader's own lines only.
    block.get_by_role("button", name="Edit").click()
    page.locator(".pz-example-editor").first.fill("print(1/0)")
    block.get_by_role("button", name="Run").click()
    page.wait_for_function("document.querySelector('.pz-example-output').textContent.includes('Error')")
    assert output.text_content().splitlines()[:3] == [
        "Traceback (most recent call last):", '  File "<example>", line 1, in <module>', "    print(1/0)"]
    assert output.text_content().endswith("\nZeroDivisionError: division by zero")
    assert "web.py" not in output.text_content()
    assert page.errors == []


def test_manifest_and_service_worker(page, site_url):
    page.goto(site_url)
    manifest = page.evaluate("fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())")
    assert manifest["short_name"] == "Puzzlers"
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    # an icon Android may crop to its own shape; the description names every puzzle page (the numbers games were
    # missing); iOS's name for the home screen
    assert {icon["sizes"] for icon in manifest["icons"] if icon.get("purpose") == "maskable"} == {
        "192x192", "512x512"}
    assert "numbers games" in manifest["description"]
    assert page.locator('meta[name="apple-mobile-web-app-title"]').get_attribute("content") == "Puzzlers"
    state = page.evaluate("""navigator.serviceWorker.ready.then(r => r.active.state)""")
    assert state in ("activating", "activated")
    sw = page.evaluate("fetch('sw.js').then(r => r.text())")
    assert re.search(r'const VERSION = "[0-9a-f]{16}"', sw)
    assert '"pyodide/pyodide.asm.wasm"' in sw
    # the lists page works offline, with the lists' indexes and their files of at most 4 kB; the rest of their
    # 100 MB on use
    lists = [name for name in re.findall(r'\["(lists/[^"]+)"', sw) if not name.endswith("/")]
    assert '"lists/"' in sw and "lists/index.json" in lists
    assert 0 < sum((SITE / name).stat().st_size for name in lists) < 200_000


def test_wasm_is_served_as_wasm(page, site_url):
    response = page.request.get(site_url + "pyodide/pyodide.asm.wasm")
    assert response.headers["content-type"] == "application/wasm"


SCHEME = """() => ({scheme: document.body.dataset.mdColorScheme,
  shown: [...document.querySelectorAll('.md-header__option label')].map(label => label.checkVisibility()),
  checked: [...document.querySelectorAll('.md-header__option input')].map(input => input.checked),
  meta: document.querySelector('meta[name=color-scheme]').content})"""
LIGHT = {"scheme": "default", "shown": [True, False], "checked": [True, False], "meta": "light"}
DARK = {"scheme": "slate", "shown": [False, True], "checked": [False, True], "meta": "dark"}


def test_light_and_dark_switch(browser, site_url):
    """The header's switch (overrides/partials/javascripts/palette.html, in place of Material's palette component):
    the system's preference until the reader chooses, the choice kept on the next page, Enter switches too."""
    for system, first, other in (("light", LIGHT, DARK), ("dark", DARK, LIGHT)):
        context = browser.new_context(bypass_csp=True, color_scheme=system)
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(site_url + "plates/")
        assert page.evaluate(SCHEME) == first
        assert page.evaluate("Object.keys(localStorage).some(key => key.endsWith('__palette'))") is False
        page.locator(".md-header__option label:visible").click()
        assert page.evaluate(SCHEME) == other
        page.goto(site_url + "nerdle/")
        assert page.evaluate(SCHEME) == other
        page.locator(".md-header__option input:checked").focus()
        page.keyboard.press("Enter")
        assert page.evaluate(SCHEME) == first
        assert page.evaluate("document.activeElement.checked") is True
        page.reload()
        assert page.evaluate(SCHEME) == first
        assert errors == []
        context.close()


def test_the_light_and_dark_switch_says_what_it_does_and_takes_space(browser, site_url):
    """The switch's focused input is the current scheme's: its name says what it switches to (it said "Dark mode",
    checked, in the light scheme), and Space switches as Enter does (it did nothing)."""
    context = browser.new_context(bypass_csp=True, color_scheme="light")
    page = context.new_page()
    page.goto(site_url)
    focused = "() => document.activeElement.getAttribute('aria-label')"
    page.locator(".md-header__option input:checked").focus()
    assert page.evaluate(SCHEME) == LIGHT
    assert page.evaluate(focused) == "Switch to dark mode"
    assert page.get_by_role("radio", name="Switch to dark mode", exact=True).is_checked()
    page.keyboard.press("Space")
    assert page.evaluate(SCHEME) == DARK
    assert page.evaluate(focused) == "Switch to light mode"
    assert page.locator(".md-header__option label:visible").get_attribute("title") == "Switch to light mode"
    page.keyboard.press(" ")
    assert page.evaluate(SCHEME) == LIGHT
    context.close()


def test_every_page_has_a_title_of_its_own():
    """The browser tab's title tells pages apart (WCAG 2.4.2): the plates and numbers solvers are both "Solver"
    in the navigation, and a how-it-works page is labelled with its puzzle's name there."""
    titles = {}
    for page in sorted(SITE.rglob("index.html")):
        text = page.read_text(encoding="utf-8")
        if 'http-equiv="refresh"' in text:
            continue  # a redirect
        (title,) = re.findall(r"<head>.*?<title>([^<]*)</title>", text, re.S)
        titles.setdefault(html.unescape(title), []).append(str(page.parent.relative_to(SITE)))
    assert {t: p for t, p in titles.items() if len(p) > 1} == {}
    assert titles["License plates - Puzzlers"] == ["plates"]
    assert titles["Numbers games - Puzzlers"] == ["numbers"]
    assert titles["How the Nerdle solver works - Puzzlers"] == ["how/nerdle"]
    assert len(titles) >= 18


def test_a_shared_link_is_previewed_with_its_pages_title_and_own_description():
    """Messaging apps preview a link by its Open Graph tags: each puzzle page says what it solves (they all gave the
    site's one description)."""
    def tags(path):
        text = (SITE / path / "index.html").read_text(encoding="utf-8")
        head = text.split("</head>", 1)[0]
        metas = re.findall(r'<meta (?:name|property)="([^"]+)" content="([^"]*)"', head)
        return {key: html.unescape(value) for key, value in metas}

    home = tags(".")
    assert home["og:title"] == "Puzzlers" and home["og:description"] == home["description"]
    descriptions = set()
    for path, title in (("plates", "License plates"), ("nerdle", "Nerdle"), ("mathler", "Mathler"),
                        ("numbers", "Numbers games"), ("matchsticks", "Matchsticks"), ("regex", "Regex crosswords"),
                        ("playground", "Playground")):
        page = tags(path)
        assert (page["og:title"], page["og:site_name"], page["og:type"]) == (title, "Puzzlers", "website")
        assert page["og:description"] == page["description"] != home["description"]
        descriptions.add(page["description"])
    assert len(descriptions) == 7
    assert tags("plates")["description"].startswith("Solve a license plate: put + - * / and one = between")
    # the pages on how each works too (they gave the site's description)
    for name in ("plates", "nerdle", "mathler", "numbers", "matchsticks", "regex", "site"):
        page = tags("how/" + name)
        assert page["og:description"] == page["description"] != home["description"]
        descriptions.add(page["description"])
    assert len(descriptions) == 14
    assert tags("how/nerdle")["description"].startswith("How the Nerdle solver works: every answer listed")
    # every page but the home page has its own (the lists, the statistics and the 50 reference pages gave the
    # site's), a picture (the site's icon: a chat showed a bare card) and its own address
    pages = [str(p.parent.relative_to(SITE)) for p in sorted(SITE.rglob("index.html"))
             if 'http-equiv="refresh"' not in p.read_text(encoding="utf-8")]
    assert len(pages) >= 60
    for path in pages:
        page = tags(path)
        assert path == "." or page["description"] != home["description"], path
        assert page["og:image"].endswith("/assets/icon-512.png") and page["og:image"].startswith("http"), path
        assert page["og:url"].endswith("/" if path == "." else f"/{path}/"), (path, page["og:url"])
        assert page["twitter:card"] == "summary"
    assert (SITE / "assets" / "icon-512.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert tags("reference/api/plates")["description"] == (
        "puzzlers.plates: License plates: put + - * / and one = between a plate's digits, in order, to make a true"
        " equation.")


def test_the_search_index_holds_the_pages_text_not_their_widgets_controls():
    """A search result shows a puzzle page's opening words, not its widget's labels and buttons (it began "Plate Type
    the digits of a plate. Copy share link Share Options …"; hooks/search_text.py)."""
    docs = json.loads((SITE / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]
    text = {doc["location"]: doc["text"] for doc in docs}
    opening = {"plates/": "<p>Type the digits of the plate in front of you.", "numbers/": "<p>Three games of making",
               "matchsticks/": "<p>An equation is laid out in matchsticks.", "nerdle/": "<p>Nerdle is Wordle with",
               "mathler/": "<p>Mathler shows a number", "regex/": "<p>A regex crossword is a grid",
               "playground/": "<p>Write Python and run it in your browser", "lists/": "<p>Every Nerdle answer"}
    assert {page: text[page][:len(words)] for page, words in opening.items()} == opening
    # the widgets' own markup: a share button's two labels, the examples' title, a keypad's last keys
    controls = ("Copy share linkShare", "Or try one:", "⌫Enter")
    quoted = "how/"  # the how-it-works pages quote them
    assert [page for page, words in text.items() if any(c in words for c in controls) and quoted not in page] == []
    assert "matchsticks/#ms-sheet-heading" not in text  # the heading of a set of puzzles the widget makes
    # a page with a diagram (its script before the title) is one result with its text, not an empty one and a second
    assert [page for page, words in text.items() if not words] == []
    assert text["how/nerdle/"].startswith("<p>Three parts: an enumerator")
    # the words of a table's cells and a chart's labels stay apart, and a chart is no text
    assert " list downloads entries values tiles note " in text["lists/#downloads"]
    assert "solutionsplates" not in "".join(words for page, words in text.items() if page.startswith("plates-stats/"))


def test_every_page_loads_the_sites_scripts_as_one_file():
    """The site's own scripts (mkdocs.yml's extra_javascript) are joined at build time into js/site.js, in their
    order (hooks/site_script.py): a page ends with one script of ours, which carries the warm-up list, not sixteen
    loaded one after the other; the sources are not published on their own. The joined script is minified (a
    first visit on a slow line waited for 118 kB of it, brotli, before a widget could be used; 58 kB now), and
    its source map holds the joined sources for a browser's developer tools."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    listed = re.findall(r"^  - (js/\S+\.js)$", config.split("extra_javascript:")[1], re.M)
    assert listed[:2] == ["js/runtime.js", "js/kit.js"] and "js/a11y.js" in listed
    script = (SITE / "js" / "site.js").read_text(encoding="utf-8")
    (joined,) = json.loads((SITE / "js" / "site.js.map").read_text(encoding="utf-8"))["sourcesContent"]
    assert re.findall(r"^// ---- (\S+) ----$", joined, re.M) == listed
    assert script.endswith("//# sourceMappingURL=site.js.map\n") and len(script) < len(joined) / 2
    assert "// ----" not in script
    assert not any((SITE / name).exists() for name in listed)
    for page in (SITE / "index.html", SITE / "plates" / "index.html", SITE / "how" / "nerdle" / "index.html"):
        ours = re.findall(r'<script src="[./]*(js/[^"]+)"([^>]*)>', page.read_text(encoding="utf-8"))
        assert [name for name, _ in ours if name not in ("js/boot.js", "js/plate-groups.js")
                and not name.startswith("js/vendor/")] == ["js/site.js"]
        assert 'data-warm="[&quot;plates&quot;' in dict(ours)["js/site.js"]


def test_the_search_index_is_fetched_when_the_search_opens_not_at_load(tab, site_url):
    """Material's bundle fetched the search index (0.7 MB) and had its worker build it at every page load, beside
    Python's start (hooks/search_on_open.py): it now waits for the search to open, and what is typed meanwhile is
    answered once it is built."""
    page = tab(phone=True)
    asked = []
    page.on("request", lambda request: asked.append(request.url) if "search_index" in request.url else None)
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function("() => document.querySelector('#plate-summary').textContent.includes('2 solutions')")
    page.evaluate("() => new Promise((done) => setTimeout(done, 500))")  # what the page's scripts do next
    assert asked == []
    page.get_by_role("button", name="Search").click()  # the magnifier, as a phone shows it
    page.locator(".md-search__input").fill("hexagon")
    page.wait_for_function("() => /\\d+ matching document/.test(document.querySelector('.md-search-result__meta')"
                           ".textContent)")
    assert asked == [site_url + "search/search_index.json"]
    assert page.errors == []
