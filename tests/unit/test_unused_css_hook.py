"""hooks/unused_css.py: Material's rules for classes the built site never uses are dropped, nothing else."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "unused_css.py"
spec = importlib.util.spec_from_file_location("unused_css_hook", HOOK)
unused_css = importlib.util.module_from_spec(spec)
spec.loader.exec_module(unused_css)

USED = {"md-typeset", "md-nav", "admonition", "note"}


def test_a_rule_goes_with_its_unused_class_and_a_list_loses_only_the_unused_selectors():
    css = ".md-typeset p{margin:0}.tabbed-set>input:checked~.tabbed-labels>:first-child{color:red}" \
          ".md-nav a,.md-tabs a{color:blue}"
    pruned, dropped = unused_css.prune(css, USED)
    assert pruned == ".md-typeset p{margin:0}.md-nav a{color:blue}"
    assert dropped == 2


def test_blocks_keep_what_is_used_and_vanish_when_empty():
    css = '@charset "UTF-8";@media screen and (min-width:60em){.md-tabs{display:block}.md-nav{top:0}}' \
          "@media print{.md-tabs{display:none}}@supports (x:y){.critic{a:b}}"
    pruned, dropped = unused_css.prune(css, USED)
    assert pruned == '@charset "UTF-8";@media screen and (min-width:60em){.md-nav{top:0}}'
    assert dropped == 3


def test_functional_pseudo_classes_attributes_strings_and_keyframes_are_not_judged():
    css = (".md-nav:not(.md-tabs) a{x:1}"  # :not() of an unused class still matches
           ":is(.md-nav,.md-tabs) b{x:2}"  # one alternative is used
           '.md-typeset[data-x=".md-tabs"]{x:3}'  # an attribute's value is not a class
           '.md-typeset:after{content:"}{"}'  # braces inside a string
           "@keyframes md-tabs{0%{opacity:0}to{opacity:1}}"  # kept whole
           "@font-face{font-family:x;src:url(a.woff2)}")
    assert unused_css.prune(css, USED) == (css, 0)


def test_classes_that_scripts_complete_from_a_prefix_are_kept():
    css = ".md-source__fact--stars{x:1}.md-source__fact{x:2}.md-tag--shadow{x:3}"
    pruned, dropped = unused_css.prune(css, USED, ("md-source__fact--",))
    assert pruned == ".md-source__fact--stars{x:1}"
    assert dropped == 2


def test_the_words_of_the_built_site_and_its_script_prefixes(tmp_path):
    (tmp_path / "index.html").write_text('<div class="md-typeset admonition note"><p>x</p></div>')
    (tmp_path / "js").mkdir()
    (tmp_path / "js" / "app.js").write_text('el.className = `md-tag--${kind}`; other = "pz-" + name;')
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pyodide" / "big.js").write_text('"md-tabs"')  # Pyodide's files are not the pages' code
    words, prefixes = unused_css.used_names(tmp_path)
    assert {"md-typeset", "admonition", "note", "className"} <= words
    assert "md-tabs" not in words
    assert prefixes == ("md-tag--", "pz-")


def test_unbalanced_braces_are_refused():
    with pytest.raises(ValueError, match="unbalanced"):
        unused_css.prune(".md-nav{color:red", USED)


def test_braces_in_comments_and_strings_of_a_selector_and_layer_statements():
    css = '@layer base, theme;/* a { comment */.md-nav[title="{"]{x:1}.md-tabs{x:2}'
    pruned, dropped = unused_css.prune(css, USED)
    assert pruned == '@layer base, theme;/* a { comment */.md-nav[title="{"]{x:1}'
    assert dropped == 1


def test_the_lists_pages_are_read_but_not_their_data(tmp_path):
    (tmp_path / "lists").mkdir()
    (tmp_path / "lists" / "index.html").write_text('<table class="eqlist-table"></table>')
    (tmp_path / "lists" / "nerdle-8.json").write_text('["md-tabs"]')
    words, _ = unused_css.used_names(tmp_path)
    assert "eqlist-table" in words and "md-tabs" not in words
