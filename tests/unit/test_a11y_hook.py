"""hooks/a11y.py: the built pages' markup made accessible (what a browser test cannot see at once)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))
from a11y import accessible

LINK = '<a class="headerlink" href="#x" title="Permanent link">&para;</a>'


def test_a_heading_is_named_by_its_words_not_its_permalink():
    assert accessible(f'<h2 id="x">Using the assistant{LINK}</h2>') == (
        f'<h2 id="x" aria-label="Using the assistant">Using the assistant{LINK}</h2>')
    # its markup left out of the name, its characters unescaped then escaped again for the attribute
    inner = '<code>puzzlers.plates</code> &amp; "x"'
    assert accessible(f'<h1 id="x">{inner}{LINK}</h1>') == (
        f'<h1 id="x" aria-label="puzzlers.plates &amp; &quot;x&quot;">{inner}{LINK}</h1>')
    # a heading without a permalink, or named already, is left as it is; two headings are each named by their own
    assert accessible('<h3 id="y">Plain</h3>') == '<h3 id="y">Plain</h3>'
    named = f'<h2 id="x" aria-label="Own">Words{LINK}</h2>'
    assert accessible(named) == named
    two = accessible(f'<h2 id="a">A</h2><h3 id="b">B{LINK}</h3>')
    assert two == f'<h2 id="a">A</h2><h3 id="b" aria-label="B">B{LINK}</h3>'


def test_sessions_and_the_command_line_help_are_focusable_code():
    session = '<div class="language-pycon highlight" data-pz-module="m"><pre><span></span><code>&gt;&gt;&gt; 1'
    assert accessible(session) == session.replace("<code>", '<code tabindex="0">')
    help_text = '<div class="language-text highlight"><pre><span></span><code>usage: puzzlers plate'
    assert accessible(help_text) == ('<div class="language-text highlight pz-keep-lines"><pre><span></span>'
                                     '<code tabindex="0">usage: puzzlers plate')
    other = '<div class="language-text highlight"><pre><span></span><code>1234: 2 solutions'
    assert accessible(other) == other
