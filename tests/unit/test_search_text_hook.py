"""hooks/search_text.py: the elements marked ``data-search-exclude`` are left out of what the search index reads,
whole, however deep the same tag nests inside them."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "search_text.py"
spec = importlib.util.spec_from_file_location("search_text_hook", HOOK)
search_text = importlib.util.module_from_spec(spec)
spec.loader.exec_module(search_text)


def test_an_excluded_element_goes_whole_with_its_nested_same_tags():
    page = ('<h1>T</h1><div id="w" class="x" data-search-exclude><div><div>Copy</div></div><p>Share</p>'
            '<div>Cancel</div></div><p>Text</p><div>kept</div>')
    assert search_text.without(search_text.EXCLUDED, page) == "<h1>T</h1><p>Text</p><div>kept</div>"


def test_every_excluded_element_goes_and_an_attribute_with_a_value_counts():
    page = ('<p>a</p><section data-search-exclude=""><section>x</section></section><p>b</p>'
            '<div data-search-exclude="true">y</div><p>c</p>')
    assert search_text.without(search_text.EXCLUDED, page) == "<p>a</p><p>b</p><p>c</p>"


def test_a_page_without_the_attribute_is_unchanged_and_a_similar_attribute_is_not_it():
    page = '<div data-search-excluded><p>x</p></div><p data-search-exclude-not>y</p>'
    assert search_text.without(search_text.EXCLUDED, page) == page


def test_an_element_without_its_end_is_an_error_naming_it():
    with pytest.raises(ValueError, match='no end to the element left out of the search index: <div id="w"'):
        search_text.without(search_text.EXCLUDED, '<div id="w" data-search-exclude><div>x</div>')


def test_the_index_reads_no_picture_script_or_noscript_and_a_space_ends_each_cell():
    page = ('<script src="../../js/vendor/mermaid.min.js"></script>\n<h1 id="t">T</h1><noscript>Needs JS</noscript>'
            '<table><tr><th>list</th><th>downloads</th></tr><tr><td>Mini</td><td>CSV</td></tr></table>'
            '<svg role="img"><title>Plates</title><svg><text>0</text></svg><text>1</text></svg><p>after</p>')
    assert search_text.for_index(page) == (
        '<h1 id="t">T</h1><table><tr><th>list</th> <th>downloads</th> </tr><tr><td>Mini</td> <td>CSV</td> </tr>'
        '</table><p>after</p>')
