"""hooks/sections.py: every top-level <h2> starts a section that runs to the next one; nothing else moves."""

from __future__ import annotations

import importlib.util
from pathlib import Path

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "sections.py"
spec = importlib.util.spec_from_file_location("sections_hook", HOOK)
sections = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sections)


def test_top_level_h2_sections():
    html = '<p>a</p>\n<h2 id="x">X</h2><details><h2>in</h2></details>\n<p>b<br>c</p><h2>Y</h2><p>d</p>'
    assert sections.wrap_sections(html) == (
        '<p>a</p>\n<div class="pz-section"><h2 id="x">X</h2><details><h2>in</h2></details>\n<p>b<br>c</p></div>'
        '<div class="pz-section"><h2>Y</h2><p>d</p></div>')


def test_pages_without_sections_or_with_unbalanced_markup_unchanged():
    for html in ('<p>a</p><h3>b</h3>', '<div><h2>inside</h2></div>', '<div><p>open</p><h2>X</h2>'):
        assert sections.wrap_sections(html) == html


def test_text_is_kept_byte_for_byte():
    html = '<p>é &amp; 😀</p>\n\n<h2>A</h2>\n<pre>x\n\ny</pre>\n<h2>B</h2>'
    wrapped = sections.wrap_sections(html)
    assert wrapped.replace('<div class="pz-section">', "").replace("</div>", "") == html
    assert wrapped.count('<div class="pz-section">') == 2
