"""axe-core's accessibility rules as assertions: every page of the built site, on a phone and a desktop, in the
light and the dark scheme, with its widgets rendered and every fold (<details>) open: no violation of any impact.

axe-core is the pinned npm package (node_modules/axe-core), injected from its file; the contexts bypass the site's
Content-Security-Policy, as every test context does. The dark scheme is Material's own switch (the body's
``data-md-color-scheme``), flipped on the same page so both schemes see the same rendered widgets.
"""

from __future__ import annotations

from urllib.parse import quote

import pytest

from .conftest import IN_VIEW, ROOT, SITE
from .test_matchsticks import tap_stick

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def site_pages() -> list[str]:
    """The path of every page of the built site ('' for the home page), from its index.html files."""
    folders = sorted(p.parent.relative_to(SITE).as_posix() for p in SITE.glob("**/index.html")
                     if "pyodide" not in p.parts)
    return [folder + "/" if folder != "." else "" for folder in folders] or [""]


#: Pages opened with a share link, so that the widget has drawn something to check (the matchstick board is empty
#: until an equation is given; the Bi-Nerdle boards until a guess is played).
QUERIES = {"matchsticks/": "?e=6%2B4%3D4", "nerdle/": "?m=2:52-34%3D18:BPBPBGPB,GGGGGGGG"}

#: Whether the page's widgets and diagrams have drawn their first state: Python answered where the widget asks
#: it at once, nothing runs any more, Mermaid's diagrams drawn. A page without either is ready at once.
READY = """() => {
  const q = (s) => document.querySelector(s);
  const text = (s) => (q(s)?.textContent || '').trim() !== '';
  if (q('pre.mermaid')) return false; // a diagram's source, until Material has drawn it
  if (q('#plates-widget') && !text('#plate-summary')) return false;
  for (const s of ['#nd-summary', '#ml-summary', '#nm-summary'])
    if (q(s) && !['ok', 'solved', 'note', 'waiting'].includes(q(s).dataset.state)) return false;
  if (q('#matchsticks-widget') && !q('#ms-board svg')) return false;
  if (q('#regex-widget') && !(q('.rx-cell') && text('#rx-tally'))) return false;
  if (q('#eqlist') && !q('#eqlist form')) return false;
  if (q('#playground-widget') && q('#playground-widget').dataset.ready !== '1') return false;
  if ([...document.querySelectorAll('.pz-status')].some((s) => s.dataset.state && s.dataset.state !== 'ready'
       && s.dataset.state !== 'idle')) return false;
  return ![...document.querySelectorAll('.pz-progress, .pz-cancel')].some((e) => !e.hidden);
}"""

#: Open every fold, then run axe on the whole document in the given scheme (transitions off: colours measured
#: mid-transition from the other scheme would be neither's; the off-screen sections of hooks/sections.py drawn, as
#: they are once scrolled to: the browser does not restyle a skipped section, so axe would read its colours from
#: the scheme of its last rendering); resolves to the violations, each as
#: "rule-id (impact): target, target, ..." with the contrast figures where axe gives them.
AXE_RUN = """async (scheme) => {
  if (!document.getElementById('pz-no-motion')) {
    const style = document.createElement('style');
    style.id = 'pz-no-motion';
    style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'
      + ' .pz-section { content-visibility: visible !important; }';
    document.head.append(style);
  }
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  document.body.setAttribute('data-md-color-scheme', scheme);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  // js/a11y.js marks a code block that scrolls sideways when its ResizeObserver reports (after the browser's
  // layout; later on a loaded machine): wait for it, at most 3 s, and let axe judge what stands then
  const unmarked = () => [...document.querySelectorAll('.md-typeset pre > code')]
    .some((c) => !c.hasAttribute('tabindex') && c.scrollWidth > c.clientWidth + 1);
  for (let waited = 0; unmarked() && waited < 3000; waited += 50) await new Promise((done) => setTimeout(done, 50));
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id} (${v.impact}): ` + v.nodes.map((n) => {
    const data = (n.any[0] || {}).data;
    const ratio = data && data.contrastRatio ? ` ${data.contrastRatio}:1 ${data.fgColor}/${data.bgColor}` : '';
    return n.target.join(' ') + ratio;
  }).join(', '));
}"""


def violations(page, url: str) -> dict[str, list[str]]:
    page.open(url)
    page.wait_for_function(READY)
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return {scheme: page.evaluate(AXE_RUN, scheme) for scheme in ("default", "slate")}


@pytest.mark.parametrize("path", site_pages())
@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_no_axe_violations(device, path, page, phone_page, site_url):
    page = phone_page if device == "phone" else page
    found = violations(page, site_url + path + QUERIES.get(path, ""))
    assert found == {"default": [], "slate": []}, "\n".join(
        f"{scheme}: {line}" for scheme, lines in found.items() for line in lines)
    assert page.errors == []


@pytest.mark.parametrize("phone", [True, False])
def test_no_axe_violations_on_the_not_found_page(tab, site_url, phone):
    """The 404 page (a template, not one of the pages above; a page of its own: the shared page's instant
    navigation did not end after it)."""
    page = tab(phone=phone)
    page.goto(site_url + "404.html")
    assert page.title() == "Page not found - Puzzlers"
    assert axe_here(page) == {"default": [], "slate": []}
    assert page.errors == []


def axe_here(page) -> dict[str, list[str]]:
    """axe on the page as it stands (no reload: what the test opened stays open)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return {scheme: page.evaluate(AXE_RUN, scheme) for scheme in ("default", "slate")}


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_no_axe_violations_with_the_live_docs_open(device, page, phone_page, site_url):
    """A live example's editor open and run, and a doctest's report shown (js/examples.js, js/editor.js)."""
    page = phone_page if device == "phone" else page
    page.open(site_url + "how/regex/")
    bar = page.locator(".pz-example-bar").first
    bar.get_by_role("button", name="Edit").click()
    page.locator(".pz-editor-box .cm-editor").first.wait_for()
    bar.get_by_role("button", name="Run").click()
    page.wait_for_function("() => document.querySelector('.pz-example-output').dataset.state === 'done'")
    found = axe_here(page)
    page.open(site_url + "reference/api/exact/")
    page.locator(".pz-doctest-bar .pz-run").first.click()
    page.wait_for_function("() => document.querySelector('.pz-doctest-report').dataset.state === 'done'")
    found_reference = axe_here(page)
    assert (found, found_reference) == ({"default": [], "slate": []},) * 2, (found, found_reference)
    assert page.errors == []


def test_hovered_and_focused_links_keep_their_contrast_in_both_schemes(page, site_url):
    """A link under the pointer or with focus takes the accent colour: 4.5:1 in the light and the dark scheme."""
    page.open(site_url + "plates-stats/")
    link = page.locator(".md-content table a").first
    link.hover()
    hovered = axe_here(page)
    link.focus()
    focused = axe_here(page)
    page.mouse.move(0, 0)
    assert (hovered, focused) == ({"default": [], "slate": []},) * 2, (hovered, focused)



def test_code_blocks_mounted_when_scrolled_to_are_fixed_too(page, site_url):
    """Material mounts a code block, adding its button bar, when it is first scrolled to (``content.lazy``):
    js/a11y.js gives those bars their role too, and every block wider than the page is reachable with Tab."""
    page.open(site_url + "how/regex/")
    blocks = page.locator(".md-typeset pre > code")
    assert page.locator(".md-typeset pre > .md-code__nav").count() < blocks.count()  # some not mounted yet
    for i in range(blocks.count()):
        blocks.nth(i).scroll_into_view_if_needed()
        page.wait_for_function("(code) => code.parentElement.querySelector('.md-code__nav')",
                               arg=blocks.nth(i).element_handle())
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    found = page.evaluate("""() => {
      const codes = [...document.querySelectorAll('.md-typeset pre > code')];
      const bar = (c) => c.parentElement.querySelector('.md-code__nav');
      return { bars: [...new Set(codes.map((c) => bar(c).getAttribute('role')))],
               wide: codes.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.getAttribute('tabindex')) };
    }""")
    assert found["bars"] == ["none"] and len(found["wide"]) == 3 and set(found["wide"]) == {"0"}, found
    assert page.errors == []


#: The first code block more than a screen below the top that Material has not mounted (no button bar yet), and
#: the last Tab stop before it, focused without a scroll (window.__pzBlock, window.__pzBefore).
BELOW_THE_SCREEN = """() => {
  const stops = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
    .filter((n) => n.tabIndex >= 0 && !n.disabled && n.getClientRects().length);
  const block = [...document.querySelectorAll('.md-typeset pre > code')].map((c) => c.parentElement)
    .find((pre) => !pre.querySelector('.md-code__nav') && pre.getBoundingClientRect().top > 2 * innerHeight
      && stops.some((n) => n.compareDocumentPosition(pre) & Node.DOCUMENT_POSITION_FOLLOWING));
  const before = stops.filter((n) => n.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).pop();
  window.__pzBlock = block;
  window.__pzBefore = before;
  before.focus({ preventScroll: true });
  return document.activeElement === before && !block.querySelector('.md-code__nav');
}"""


def test_tab_reaches_the_copy_button_of_a_code_block_below_the_screen(page, site_url):
    """Material adds a code block's Copy button once the block is scrolled to (content.lazy): Tab from the stop
    before a block below the screen went past the block, which had no button yet. Tab lands on its Copy button."""
    page.open(site_url + "reference/cli/")
    page.evaluate("() => window.scrollTo(0, 0)")
    try:
        assert page.evaluate(BELOW_THE_SCREEN)
        page.keyboard.press("Tab")
        page.wait_for_function("() => document.activeElement !== window.__pzBefore")
        assert page.evaluate("""() => { const a = document.activeElement;
          return [a.parentElement.parentElement === window.__pzBlock, a.dataset.mdType, a.title]; }""") == [
            True, "copy", "Copy to clipboard"]
        assert page.evaluate("() => { const r = document.activeElement.getBoundingClientRect();"
                             " return r.top >= 0 && r.bottom <= innerHeight; }")
    finally:
        page.evaluate("() => { delete window.__pzBlock; delete window.__pzBefore; }")
    assert page.errors == []


def test_tab_and_shift_tab_from_the_search_box_leave_the_search(page, site_url):
    """Tab in the search box goes on to the first stop past the search, Shift+Tab to the last one before it, and the
    search closes (js/a11y.js moves the focus itself: WebKit sent Tab back to "Skip to content")."""
    page.open(site_url + "how/plates/")  # a page without a widget: the regex page beside a busy test left it closed
    where = """() => { const a = document.activeElement, s = document.querySelector('.md-search');
      return [s.contains(a), s.compareDocumentPosition(a) & 6, document.getElementById('__search').checked]; }"""
    for key, position in (("Tab", 4), ("Shift+Tab", 2)):  # 4: following the search, 2: preceding it
        # The search open (its toggle checked: Material's stylesheet shows it) with the focus in its box. Opened
        # once, it stayed closed (or the focus elsewhere) for 60 s in some runs beside other tests' load (cause not
        # found): what is not so is done again at each poll, until both have held for 100 ms with nothing redone
        # (Material's focus handler runs a task after the focus, 26 ms in one trace); checked again before the key.
        page.wait_for_function("""() => {
          const toggle = document.getElementById('__search'), input = document.querySelector('.md-search__input');
          if (toggle.checked && document.activeElement === input) {
            window.__pzOpenSince = window.__pzOpenSince || performance.now();
            return performance.now() - window.__pzOpenSince >= 100;
          }
          window.__pzOpenSince = 0;
          if (!toggle.checked) toggle.click();
          if (document.activeElement !== input) input.focus();
          return false; }""")
        page.evaluate("() => { delete window.__pzOpenSince; }")
        assert page.evaluate(where)[0::2] == [True, True], key
        page.keyboard.press(key)
        assert page.evaluate(where) == [False, position, False], key
    # Shift+Tab's stop is the light/dark switch, at its current scheme's input ("Switch to dark mode" in the light
    # one: it came to the other one, whose name says the opposite of what Enter then did)
    assert page.evaluate("[document.activeElement.type, document.activeElement.checked]") == ["radio", True]
    assert page.errors == []


COVERED = """() => { const e = document.activeElement, r = e.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return e === hit || e.contains(hit) ? null : (e.textContent || e.tagName).trim().slice(0, 30); }"""


@pytest.mark.parametrize("device", ["phone", "desktop"])
def test_shift_tab_up_a_page_never_hides_the_focus_under_the_header(device, page, phone_page, site_url):
    """Going back up the lists page's download links with Shift+Tab: each focused link is seen, not under the sticky
    header or "Back to top" (three links were hidden under the header, at the view's top)."""
    page = phone_page if device == "phone" else page
    page.goto(site_url + "lists/")
    page.locator(".eqlist-downloads a").last.focus()
    hidden = []
    for _ in range(20):
        page.keyboard.press("Shift+Tab")
        page.wait_for_timeout(100)  # the scroll to the focus, and "Back to top" showing as the page goes up
        hidden.append(page.evaluate(COVERED))
    assert [h for h in hidden if h] == []
    # a heading linked to still lands where Material puts it, 3.4rem (68 px) under the view's top
    page.goto(site_url + "how/site/#three-browser-engines")
    page.wait_for_function("""() => Math.abs(document.getElementById('three-browser-engines').getBoundingClientRect()
      .top - 3.4 * parseFloat(getComputedStyle(document.documentElement).fontSize)) < 2""")
    assert page.errors == []


def test_shift_tab_onto_a_text_field_shows_it_below_the_header(page, site_url):
    """A text field reached with Shift+Tab from below, the page scrolled so that the field is under the sticky
    header: the browser, which sees it in the window, left it there (48 px of the plate box's 69 hidden, its digits
    with them)."""
    page.open(site_url + "plates/")
    page.locator("#plate-input").focus()
    page.keyboard.press("Tab")  # the next control
    page.evaluate("() => window.scrollTo(0, scrollY + document.getElementById('plate-input').getBoundingClientRect()"
                  ".top - 5)")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "plate-input"
    page.wait_for_function(IN_VIEW, arg="#plate-input", timeout=10_000)
    assert page.errors == []


def test_a_disabled_button_looks_disabled(page, site_url):
    """Undo and Reset with nothing to take back looked like Copy share link, which works."""
    page.open(site_url + "matchsticks/?e=6%2B4%3D4")
    page.wait_for_function("() => document.querySelector('#ms-board svg')?.dataset.equation === '6+4=4'")
    opacity = "s => getComputedStyle(document.querySelector(s)).opacity"
    assert page.locator("#ms-undo").is_disabled() and page.evaluate(opacity, "#ms-undo") == "0.5"
    assert page.locator("#ms-share").is_enabled() and page.evaluate(opacity, "#ms-share") == "1"
    # still under the pointer: its title, which may say why it is disabled, shows on hover (a point off the
    # screen hits nothing: the button is scrolled to first)
    page.locator("#ms-undo").scroll_into_view_if_needed()
    assert page.evaluate("""() => { const b = document.querySelector('#ms-undo'), r = b.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && b.contains(hit); }""")
    assert page.errors == []


def test_the_search_says_how_many_pages_it_found(tab, site_url):
    """The search's result count ("9 matching documents") is a polite live region (nothing in the search dialog
    was one: a screen reader heard nothing as the words were typed). (A page of its own: the shared page's next
    instant navigation did not end after this search.)"""
    page = tab()
    page.goto(site_url + "how/plates/")
    # the search opened as test_tab_and_shift_tab_from_the_search_box_leave_the_search opens it
    page.evaluate("() => { const toggle = document.getElementById('__search'); if (!toggle.checked) toggle.click(); }")
    page.locator(".md-search__input").focus()
    page.wait_for_function("() => document.getElementById('__search').checked && document.activeElement"
                           " === document.querySelector('.md-search__input')")
    page.keyboard.type("hexagon")
    page.wait_for_function("() => /matching document/.test(document.querySelector('.md-search-result__meta')"
                           ".textContent)")
    live = page.evaluate("""() => { const meta = document.querySelector('.md-search-result__meta');
      const region = meta.closest('[aria-live]');
      return region && [region === meta, region.getAttribute('aria-live'), region.getAttribute('role')]; }""")
    assert live == [True, "polite", "status"]
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('__search').checked")
    assert page.errors == []



def test_no_axe_violations_with_the_search_open(tab, site_url):
    """Material's search with its results shown, in both schemes: the count ("19 matching documents") was 4.41:1
    in the light scheme and 4.05:1 in the dark one, the words found (marked) 3.13:1 in the dark one, and a code
    snippet of a result a scrollable region out of Tab's reach. (A page of its own, as the test above.)"""
    page = tab()
    page.goto(site_url + "plates/")
    page.wait_for_function(READY)
    page.evaluate("() => { const toggle = document.getElementById('__search'); if (!toggle.checked) toggle.click(); }")
    page.locator(".md-search__input").focus()
    page.wait_for_function(SEARCH_OPEN)
    page.keyboard.type("nerdle")
    page.wait_for_function("() => /\\d+ matching documents/.test(document.querySelector('.md-search-result__meta')"
                           ".textContent) && document.querySelector('.md-search-result mark')")
    found = axe_here(page)
    assert found == {"default": [], "slate": []}, "\n".join(
        f"{scheme}: {line}" for scheme, lines in found.items() for line in lines)
    assert page.errors == []


#: The search is open, its box focused. Material opens it (its toggle) a moment after the box takes the focus: the
#: arrow keys pressed before did nothing, and the results of the last search, still there, met the wait for results.
SEARCH_OPEN = ("() => document.getElementById('__search').checked"
               " && document.activeElement === document.querySelector('.md-search__input')")


def search_for(page, words):
    """Type ``words`` in the open search's box, in place of what it holds (the search keeps its last words), as one
    query (Material searches at each key's release)."""
    page.keyboard.press("Control+a")
    page.keyboard.insert_text(words)
    page.keyboard.press("End")  # (its release starts the search)


FOCUSED = """() => { const a = document.activeElement;
  return [a.tagName, a.getAttribute('role'), a.getAttribute('aria-label') || a.textContent.trim(),
          a.getAttribute('aria-expanded'), getComputedStyle(a).outlineColor]; }"""


def test_the_header_menu_and_search_work_from_the_keyboard(tab, site_url):
    """Below 1,220 px the menu, and below 960 px the search, were labels out of Tab's order and without a name: a
    keyboard could not open the navigation. They are named buttons. Enter or Space opens the menu with the focus in
    the panel it shows (the page's section), and Tab goes only through that panel: Material slides and fades the
    others, and a link focused there scrolled the drawer sideways, blank, for good; the page under the overlay is
    out of reach too. A section opened or left with Enter or Space takes the focus to the panel then shown. Escape
    closes the menu with the focus back on its button, which says whether the menu is open. The search closed with
    Escape gives the focus back to what had it (it went to the page's body). The focus ring is white on the
    indigo header."""
    page = tab()
    page.set_viewport_size({"width": 800, "height": 700})
    page.goto(site_url + "plates/")
    drawer = "document.getElementById('__drawer').checked"
    menu = page.locator("button.md-header__button[for=__drawer]")
    # every stop Tab reaches in the open menu is on top where it is drawn, and in the menu
    in_view = """() => { const a = document.activeElement, r = a.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!a.closest('.md-sidebar--primary') && r.left >= 0 && !!hit && (a === hit || a.contains(hit)); }"""
    page.keyboard.press("Tab")  # "Skip to content"
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED) == ["BUTTON", None, "Menu", "false", "rgb(255, 255, 255)"]
    for key in ("Enter", " "):
        page.keyboard.press(key)
        page.wait_for_function("() => document.activeElement.closest('.md-sidebar--primary') !== null")
        assert page.evaluate(drawer) and menu.get_attribute("aria-expanded") == "true"
        names = []
        for _ in range(3):
            page.wait_for_function(in_view)
            names.append(page.evaluate(FOCUSED)[2].split()[0])
            page.keyboard.press("Tab")
        assert names == ["License", "Solver", "Statistics"]  # the panel's title (back to the tree) and its pages
        assert page.evaluate("document.activeElement") is None or not page.evaluate(
            "document.activeElement.closest('.md-content, .md-header')")  # past the panel: not the page under it
        page.keyboard.press("Escape")
        assert not page.evaluate(drawer)
        assert page.evaluate(FOCUSED)[:4] == ["BUTTON", None, "Menu", "false"]
    # back to the tree with Enter on the panel's title, then into another section with Space
    page.keyboard.press("Enter")
    page.wait_for_function(in_view)
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.matches('label.md-nav__link[for=__nav_2]')")
    page.wait_for_function(in_view)
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate(FOCUSED)[2].startswith("Numbers games"):
            break
    page.keyboard.press(" ")
    page.wait_for_function("() => document.activeElement.matches('label.md-nav__title[for=__nav_8]')")
    page.wait_for_function(in_view)
    page.keyboard.press("Tab")
    page.wait_for_function(in_view)
    assert page.evaluate(FOCUSED)[2] == "Solver"
    page.keyboard.press("Escape")
    assert page.evaluate(FOCUSED)[:4] == ["BUTTON", None, "Menu", "false"]
    assert page.evaluate("document.querySelector('.md-sidebar--primary .md-sidebar__scrollwrap').scrollLeft") == 0
    menu.click()  # the pointer's click opens it too, and takes the focus nowhere in it
    assert page.evaluate(drawer) and menu.get_attribute("aria-expanded") == "true"
    assert not page.evaluate("!!document.activeElement.closest('.md-sidebar--primary')")
    # it opens at the section left open, the numbers games'
    page.locator(".md-sidebar--primary nav[aria-labelledby=__nav_8_label] a", has_text="Statistics").click()
    page.wait_for_url("**/numbers-stats/")
    page.wait_for_function("() => document.querySelector('button.md-header__button[for=__drawer]')"
                           ".getAttribute('aria-expanded') === 'false'")  # Material closes it
    assert not page.evaluate(drawer)
    assert page.evaluate("document.querySelectorAll('[inert]').length") == 0
    # (its links are out of Tab's order once it has slid out: 0.25 s, on a loaded machine Tab came sooner)
    page.wait_for_function("() => getComputedStyle(document.querySelector('.md-sidebar--primary "
                           ".md-sidebar__scrollwrap')).contentVisibility === 'hidden'")
    menu.focus()
    page.set_viewport_size({"width": 390, "height": 700})
    page.keyboard.press("Tab")  # the light/dark switch
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED) == ["BUTTON", None, "Search", None, "rgb(255, 255, 255)"]
    # the hidden search box is no stop after it (focused, it opened the search), nor its results' box (0 by 0)
    page.keyboard.press("Tab")
    assert page.evaluate("[!!document.activeElement.closest('.md-search'), document.getElementById('__search')"
                         ".checked, !!document.activeElement.closest('.md-content')]") == [False, False, True], (
        page.evaluate("document.activeElement.outerHTML.slice(0, 100)"))
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(FOCUSED)[2] == "Search"
    page.keyboard.press("Enter")
    page.wait_for_function(SEARCH_OPEN)
    search_for(page, "hexagon")
    page.wait_for_function("() => /matching document/.test(document.querySelector('.md-search-result__meta')"
                           ".textContent)")
    page.keyboard.press("ArrowDown")  # a result, on white: its ring is not the header's white one
    page.wait_for_function("() => !!document.activeElement.closest('.md-search-result')")
    assert page.evaluate(FOCUSED)[4] != "rgb(255, 255, 255)"
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('__search').checked")
    page.wait_for_function("() => document.activeElement.matches('button.md-header__button[for=__search]')")
    menu.focus()
    page.keyboard.press("/")  # Material's key for the search, from the menu button: Escape goes back there
    page.wait_for_function(SEARCH_OPEN)
    search_for(page, "hexagon")
    page.wait_for_function("() => /matching document/.test(document.querySelector('.md-search-result__meta')"
                           ".textContent)")
    page.keyboard.press("ArrowDown")  # to a result and back to the box: the menu button is still what had it
    page.keyboard.press("ArrowUp")
    page.wait_for_function("() => document.activeElement === document.querySelector('.md-search__input')")
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.activeElement.matches('button.md-header__button[for=__drawer]')")
    assert page.errors == []


def test_tab_goes_round_the_open_menu_on_a_phone(tab, site_url):
    """On a phone, Tab past the last link of the menu opened from the keyboard left the page (all else is inert
    while it is open): the focus went to the browser. It goes round the panel shown, as in a modal menu: Tab from
    its last stop to its first, Shift+Tab from its first to its last."""
    page = tab(phone=True)  # (the shared phone page's menu could be left open by a test that failed)
    page.goto(site_url + "how/site/")
    focused = "() => document.activeElement && document.activeElement.textContent.trim()"
    page.locator("button.md-header__button[for=__drawer]").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => !!document.activeElement.closest('.md-sidebar--primary')")
    stops = page.evaluate("""() => { const panel = document.activeElement.closest('nav.md-nav');
      return [...panel.querySelectorAll('a[href], label[tabindex="0"], button')]
        .filter((n) => n.tabIndex >= 0 && !n.closest('[inert]') && n.getClientRects().length)
        .map((n) => n.textContent.trim()); }""")
    assert len(stops) >= 3 and page.evaluate(focused) == stops[0]
    for name in stops[1:]:
        page.keyboard.press("Tab")
        assert page.evaluate(focused) == name
    page.keyboard.press("Tab")
    assert page.evaluate(focused) == stops[0]
    assert page.evaluate("!!document.activeElement.closest('.md-sidebar--primary')")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(focused) == stops[-1]
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") == "Menu"
    assert page.errors == []


PLATE_SOLVED = "() => document.querySelector('#plate-summary')?.textContent.includes('solution')"
#: What a system colour (CSS's Highlight, CanvasText, ...) is in the page's theme, as the browser computes it.
SYSTEM_COLOUR = """name => { const probe = document.createElement('i'); probe.style.color = name;
  document.body.append(probe); const colour = getComputedStyle(probe).color; probe.remove(); return colour; }"""
#: The computed styles a forced-colours test compares, of the first element ``selector`` finds.
STYLE = """([selector, names]) => { const s = getComputedStyle(document.querySelector(selector));
  return Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)])); }"""


def test_what_colour_alone_told_is_kept_in_forced_colours(tab, site_url):
    """Windows' high-contrast themes draw every background in the theme's colours and drop box shadows: a hexagon's
    cells (clipped boxes without a border) were not drawn at all, the chosen chip looked like the others, a hinted
    cell like any other, and a green tile like a black one. Each keeps a mark of the theme's own (css/puzzlers.css)."""
    page = tab(phone=True)
    page.emulate_media(forced_colors="active")
    page.goto(site_url + "regex/?p=hexagonal/garden")
    page.wait_for_function("document.querySelectorAll('.rx-hex .rx-cell').length > 0"
                           " && document.querySelector('#rx-tally').textContent !== ''")
    canvas = page.evaluate("getComputedStyle(document.body).backgroundColor")
    cell = page.evaluate(STYLE, [".rx-hex .rx-cell", ["background-color"]])["background-color"]
    assert cell.startswith("rgb(") and cell != canvas, (cell, canvas)  # opaque (it was the canvas's at 7%)
    page.goto(site_url + "regex/?p=beginner/beatles")
    page.wait_for_function("document.querySelector('.rx-rect .rx-cell') && !document.querySelector('#rx-hint').disabled"
                           " && document.querySelector('#rx-tally').textContent !== ''")
    page.locator("#rx-hint").click()
    page.wait_for_selector(".rx-cell.rx-hint")
    # a border, which the focus ring (an outline) leaves: the mark was gone from the cell focused
    page.locator(".rx-cell.rx-hint").focus()
    assert page.evaluate(STYLE, [".rx-cell.rx-hint", ["border-top-style", "outline-style"]]) == {
        "border-top-style": "dashed", "outline-style": "solid"}
    # a given letter (it looked like one typed)
    page.goto(site_url + "regex/?t=" + quote("rows:\nAB\nCD\ncolumns:\nAC\nBD\ngrid:\nA_\n_D", safe=""))
    page.wait_for_selector(".rx-rect .rx-cell.rx-given")
    given, typed = (page.evaluate(STYLE, [s, ["border-top-style"]]) for s in (".rx-cell.rx-given",
                                                                             ".rx-cell:not(.rx-given)"))
    assert (given, typed) == ({"border-top-style": "double"}, {"border-top-style": "solid"})
    page.goto(site_url + "nerdle/?g=52-34%3D18%3AGBBBBBBB")
    page.wait_for_selector("#nerdle-widget .tl-tile[data-mark='G']")
    chosen, other = (page.evaluate(STYLE, [f".pz-chip[aria-checked='{c}']", ["background-color", "color"]])
                     for c in ("true", "false"))
    # (in the theme's canvas colour it was one with the page, its text in the canvas colour too)
    assert chosen["background-color"] not in (canvas, other["background-color"]), (chosen, other, canvas)
    assert chosen["color"] != chosen["background-color"]
    green, black = (page.evaluate(STYLE, [f"#nerdle-widget .tl-tile[data-mark='{m}']", ["border-style"]])
                    for m in "GB")
    assert (green, black) == ({"border-style": "double"}, {"border-style": "solid"})
    # a field marked wrong: its red border was the theme's text colour, as every field's
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_SOLVED)
    page.evaluate("document.querySelector('#plate-options').open = true")
    page.locator("#plate-target").fill("1.5")
    page.wait_for_selector("#plate-target[aria-invalid='true']")
    assert page.evaluate(STYLE, ["#plate-target", ["border-top-style"]]) == {"border-top-style": "double"}
    assert page.evaluate(STYLE, ["#plate-input", ["border-top-style"]]) == {"border-top-style": "solid"}
    # the matchsticks' board, an SVG that keeps its own colours: the sticks in the text's colour, a held one and the
    # places it can go to in the theme's Highlight (they stayed amber, and the places faint blue)
    page.goto(site_url + "matchsticks/?e=6%2B4%3D4")
    page.wait_for_function("document.querySelector('#ms-board svg')?.dataset.equation === '6+4=4'")
    text = page.evaluate("getComputedStyle(document.body).color")
    highlight = page.evaluate(SYSTEM_COLOUR, "Highlight")
    assert highlight != text
    stick = '#ms-board .ms-stick[data-cell="0"][data-position="a"] .ms-body'
    assert page.evaluate(STYLE, [stick, ["stroke"]]) == {"stroke": text}
    assert tap_stick(page, 0, "a", touch=True) == "on"
    page.wait_for_selector("#ms-board.ms-holding")
    assert page.evaluate(STYLE, [stick, ["stroke"]]) == {"stroke": highlight}
    assert page.evaluate(STYLE, ["#ms-board .ms-slot .ms-body", ["stroke", "opacity"]]) == {
        "stroke": highlight, "opacity": "1"}
    # a dark high-contrast theme (most are): the dark scheme's own colour for the places stayed
    page.emulate_media(forced_colors="active", color_scheme="dark")
    page.reload()
    page.wait_for_function("document.querySelector('#ms-board svg')?.dataset.equation === '6+4=4'")
    assert page.evaluate("document.body.dataset.mdColorScheme") == "slate"
    assert tap_stick(page, 0, "a", touch=True) == "on"
    page.wait_for_selector("#ms-board.ms-holding")
    highlight = page.evaluate(SYSTEM_COLOUR, "Highlight")
    assert page.evaluate(STYLE, ["#ms-board .ms-slot .ms-body", ["stroke", "opacity"]]) == {
        "stroke": highlight, "opacity": "1"}
    page.emulate_media(forced_colors="none", color_scheme="light")
    assert page.errors == []


def test_more_contrast_and_less_motion_are_followed(tab, site_url):
    """"Increase contrast" asked for: the fields' and keys' edges were 2.2-2.5:1 and the help text 4.6:1 whatever
    the setting; they are in the text's colour. "Reduce motion": the bar of work whose share is not known moved on
    without end; it stands still."""
    page = tab(phone=True)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-contrast", "value": "more"}]})
    page.goto(site_url + "plates/?p=1234")
    page.wait_for_function(PLATE_SOLVED)
    text = page.evaluate("getComputedStyle(document.body).color")
    assert page.evaluate(STYLE, ["#plate-input", ["border-top-color"]]) == {"border-top-color": text}
    # a placeholder stays one (in the text's colour it looked typed): fainter than the text, and slanted
    hint = page.evaluate("""() => { const s = getComputedStyle(document.querySelector('#plate-input'),
      '::placeholder'); return [s.fontStyle, s.opacity]; }""")
    assert hint[0] == "italic" and float(hint[1]) < 1, hint
    cdp.send("Emulation.setEmulatedMedia", {"features": []})
    assert page.evaluate(STYLE, ["#plate-input", ["border-top-color"]]) != {"border-top-color": text}
    cdp.detach()
    bar = """() => { const bar = document.createElement('progress'); bar.className = 'pz-progress';
      bar.style.width = '200px'; bar.id = 'pz-probe'; document.querySelector('article').prepend(bar); }"""
    page.evaluate(bar)
    probe = page.locator("#pz-probe")
    for motion, moves in ("reduce", False), ("no-preference", True):
        page.emulate_media(reduced_motion=motion)
        shots = []
        for _ in range(4):
            shots.append(probe.screenshot(animations="allow"))
            page.wait_for_timeout(150)
        assert (len(set(shots)) > 1) == moves, motion
        if not moves:  # the still bar drawn as the counted bar's track is, half its box's height (it filled it)
            assert probe.bounding_box()["height"] == page.evaluate(
                "parseFloat(getComputedStyle(document.documentElement).fontSize) / 2")
    page.evaluate("document.querySelector('#pz-probe').remove()")
    assert page.errors == []
