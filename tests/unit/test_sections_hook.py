"""hooks/sections.py: every top-level <h2> starts a section that runs to the next one; nothing else moves."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "sections.py"
spec = importlib.util.spec_from_file_location("sections_hook", HOOK)
sections = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sections)


def test_top_level_h2_sections():
    html = '<p>a</p>\n<h2 id="x">X</h2><details><h2>in</h2></details>\n<p>b<br>c</p><h2>Y</h2><p>d</p>'
    first = '<details><h2>in</h2></details>\n<p>b<br>c</p>'
    h1, h2 = sections.estimate_height(first), sections.estimate_height("<p>d</p>")
    # the heading stays outside its section, so that reading its position lays out no skipped section
    assert sections.wrap_sections(html) == (
        f'<p>a</p>\n<h2 id="x">X</h2><div class="pz-section" style="--pz-h: {h1}px">{first}</div>'
        f'<h2>Y</h2><div class="pz-section" style="--pz-h: {h2}px"><p>d</p></div>')


def test_height_estimate_counts_what_is_drawn():
    w = sections.WEIGHTS

    def expect(**counts):  # a section "<h2>A</h2>" + more, its measures besides the heading
        counts["headings"] = counts.get("headings", 0) + 1
        return round(sections.MARGIN * (sections.BASE + sum(w[k] * v for k, v in counts.items())))

    def height(more):
        return sections.estimate_height("<h2>A</h2>" + more)

    n = sections.LINE_CHARS
    assert height("") == expect()
    assert height(f"<p>{'x' * n}</p>") == expect(lines=1, blocks=1)
    assert height(f"<p>{'x' * (n + 1)}</p>") == expect(lines=2, blocks=1)
    # hidden markup and scripts count nothing, a closed fold its summary only; an open fold's body counts
    assert height("<p hidden>text</p><script>x = 1</script>") == expect()
    assert height("<details><summary>S</summary><p>text</p><pre>a\nb</pre></details>") == expect(lines=1, blocks=1)
    assert height("<details open><summary>S</summary><p>text</p></details>") == expect(lines=2, blocks=2)
    # three code lines; a 760 x 200 picture drawn 380 px wide on a phone; a table's rows and characters
    assert height("<pre>a\nb\nc</pre>") == expect(code_blocks=1, code_lines=3)
    assert height('<svg viewBox="0 0 760 200"></svg>') == expect(picture_px=100)
    assert height("<table><tr><td>abc</td></tr><tr><td>de</td></tr></table>") == expect(
        tables=1, rows=2, table_chars=5)


def test_pages_without_sections_or_with_unbalanced_markup_unchanged():
    for html in ('<p>a</p><h3>b</h3>', '<div><h2>inside</h2></div>', '<div><p>open</p><h2>X</h2>'):
        assert sections.wrap_sections(html) == html


def test_text_is_kept_byte_for_byte():
    html = '<p>é &amp; 😀</p>\n\n<h2>A</h2>\n<pre>x\n\ny</pre>\n<h2>B</h2>'
    wrapped = sections.wrap_sections(html)
    unwrapped = re.sub(r'<div class="pz-section" style="--pz-h: \d+px">', "", wrapped).replace("</div>", "")
    assert unwrapped == html
    assert wrapped.count('<div class="pz-section"') == 2


def test_page_kinds_are_classes_of_the_content_box():
    box = '<div class="md-content" data-md-component="content">'
    page = f'<main>{box}<div id="nerdle-widget" class="x"></div></div></main>'
    assert sections.mark_page_kind(page) == page.replace('"md-content"', '"md-content pz-page-widget"')
    lists = f'{box}<div class="eqlist" id="eqlist" data-index="index.json">'
    assert sections.mark_page_kind(lists).startswith('<div class="md-content pz-page-widget pz-page-lists"')
    home = f'{box}<div class="grid cards pz-home">'
    assert sections.mark_page_kind(home).startswith('<div class="md-content pz-page-home"')
    stats = f'{box}<figure><svg class="numbers-chart" viewBox="0 0 300 100">'
    assert sections.mark_page_kind(stats).startswith('<div class="md-content pz-page-stats"')
    # neither the playground's widget nor a class that merely starts with pz-home is a kind
    for other in (f'{box}<div id="playground-widget">', f'{box}<div class="pz-home-card">', f"{box}<p>text</p>"):
        assert sections.mark_page_kind(other) == other
    # a page of a kind without Material's content box fails the build (its styles would be lost without a word)
    with pytest.raises(ValueError, match="md-content"):
        sections.mark_page_kind('<div class="md-content"><div id="plates-widget">')
