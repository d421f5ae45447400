"""Material's stylesheets without the rules for what this site never shows (called by hooks/build_runtime.py
after the build, before the service worker's list and the compressed copies are written).

Why: Material ships the styles of every feature it has (content tabs, blog posts, keyboard keys, task lists,
footers, …), 137 kB. Many of its selectors end in a bare ``:nth-child(…)`` or ``> *``, so the browser tries them
on every element it styles: on the plates page, during a phone's load, 137,000 selector tests of which 126,000
were rejected (Chromium's selector statistics). A widget page styles many more elements than the home page, so
this weighed on the puzzle pages' Total Blocking Time most (site/how/site.md has the figures).

What goes: a selector naming a class (``.name``) that appears in no page, script or JSON file of the built site
as a word, and that no script builds from a prefix (``md-tag--${…}``, ``"pz-" + …``). A rule goes when all its
selectors go; a block (``@media``) when all its rules go. Classes inside ``:not()``, ``:is()``, ``:where()`` and
``:has()`` are not judged (a ``:not(.unused)`` still matches). Only Material's own stylesheets are pruned; the
site's stylesheet (site/css/puzzlers.css) is kept whole.
"""

from __future__ import annotations

import re
from pathlib import Path

THEME_CSS = ("assets/stylesheets/main.*.min.css", "assets/stylesheets/palette.*.min.css")
#: Files whose words count as used class names; Pyodide's files and the equation lists' data are not pages' code.
CORPUS_SUFFIXES = (".html", ".js", ".mjs", ".json", ".svg")
CORPUS_SKIP_DIRS = ("pyodide",)
CORPUS_SKIP_DATA = ("lists",)  # only their pages (.html) are read
_WORD = re.compile(r"[A-Za-z_][\w-]*")
#: Class-name prefixes scripts complete at run time: `md-tag--${kind}`, "pz-" + kind.
_PREFIX = re.compile(r"([A-Za-z_][\w-]*[-_])(?:\$\{|[\"']\s*\+)")
_CLASS = re.compile(r"\.(-?[A-Za-z_][\w-]*)")
_FUNCTIONAL = re.compile(r":(?:not|is|where|has|matches|-webkit-any|-moz-any)\(")


def used_names(site_dir: Path) -> tuple[set[str], tuple[str, ...]]:
    """The words of the built site's pages, scripts and JSON files, and the class prefixes its scripts complete."""
    words: set[str] = set()
    prefixes: set[str] = set()
    for path in site_dir.rglob("*"):
        rel = path.relative_to(site_dir).parts
        if path.suffix not in CORPUS_SUFFIXES or not path.is_file() or rel[0] in CORPUS_SKIP_DIRS:
            continue
        if rel[0] in CORPUS_SKIP_DATA and path.suffix != ".html":
            continue
        text = path.read_text(encoding="utf-8", errors="ignore")
        words.update(_WORD.findall(text))
        if path.suffix in (".js", ".mjs", ".html"):
            prefixes.update(_PREFIX.findall(text))
    return words, tuple(sorted(prefixes))


def _without_functional(selector: str) -> str:
    """The selector with the arguments of :not(), :is(), :where() and :has() removed."""
    out = []
    i = 0
    while True:
        match = _FUNCTIONAL.search(selector, i)
        if not match:
            out.append(selector[i:])
            return "".join(out)
        out.append(selector[i:match.start()])
        depth, j = 1, match.end()
        while j < len(selector) and depth:
            depth += {"(": 1, ")": -1}.get(selector[j], 0)
            j += 1
        i = j


def _split_top(text: str, sep: str = ",") -> list[str]:
    """``text`` split at ``sep`` outside brackets, parentheses and strings."""
    parts, depth, start, quote = [], 0, 0, ""
    for i, ch in enumerate(text):
        if quote:
            quote = "" if ch == quote and text[i - 1] != "\\" else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def _braces(css: str, start: int):
    """(index, brace) of each ``{`` and ``}`` from ``start`` on, outside strings and comments."""
    i, quote = start, ""
    while i < len(css):
        ch = css[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "\"'":
            quote = ch
        elif css.startswith("/*", i):
            i = css.index("*/", i + 2) + 1
        elif ch in "{}":
            yield i, ch
        i += 1


def _block_end(css: str, start: int) -> int:
    """The index of the ``}`` closing the block whose ``{`` is at ``start``."""
    depth = 0
    for i, ch in _braces(css, start):
        depth += 1 if ch == "{" else -1
        if depth == 0:
            return i
    raise ValueError("unbalanced braces in a stylesheet")


def prune(css: str, words: set[str], prefixes: tuple[str, ...] = ()) -> tuple[str, int]:
    """``css`` without the selectors naming an unused class; returns it and how many selectors went."""

    def used(name: str) -> bool:
        return name in words or name.startswith(prefixes)

    def dead(selector: str) -> bool:
        plain = re.sub(r"\[[^\]]*\]", "", _without_functional(selector))
        return any(not used(name) for name in _CLASS.findall(plain))

    dropped = 0

    def walk(block: str) -> str:
        nonlocal dropped
        out, i = [], 0
        while True:
            brace = next((j for j, ch in _braces(block, i) if ch == "{"), -1)
            if brace < 0:
                out.append(block[i:])
                return "".join(out)
            end = _block_end(block, brace)
            prelude, body = block[i:brace], block[brace + 1:end]
            # Statements before the rule (`@charset "UTF-8";`, `@import …;`) stay as they are.
            statements, _, prelude = prelude.rpartition(";") if prelude.lstrip().startswith("@") else ("", "", prelude)
            out.append(statements + (";" if statements else ""))
            head = prelude.strip()
            if head.startswith(("@media", "@supports", "@layer", "@container")):
                inner = walk(body)
                if inner.strip():
                    out.append(f"{prelude}{{{inner}}}")
            elif head.startswith("@"):  # @font-face, @keyframes, @page…: kept whole
                out.append(f"{prelude}{{{body}}}")
            else:
                selectors = _split_top(prelude)
                kept = [s for s in selectors if not dead(s)]
                dropped += len(selectors) - len(kept)
                if kept:
                    out.append(f"{','.join(kept)}{{{body}}}")
            i = end + 1

    return walk(css), dropped


def prune_theme_css(site_dir: Path) -> list[tuple[str, int, int, int]]:
    """Prune Material's stylesheets in the built site in place: (file, bytes before, after, selectors dropped)."""
    words, prefixes = used_names(site_dir)
    report = []
    for pattern in THEME_CSS:
        for path in sorted(site_dir.glob(pattern)):
            css = path.read_text(encoding="utf-8")
            pruned, dropped = prune(css, words, prefixes)
            path.write_text(pruned, encoding="utf-8")
            report.append((path.name, len(css.encode()), len(pruned.encode()), dropped))
    return report
