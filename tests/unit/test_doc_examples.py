"""Every Python example in the docs runs on CPython and prints exactly the output shown under it.

Convention (CONTRIBUTING.md): a fenced ```python block, optionally followed right away by a fenced ```text block
holding its expected stdout. The site runs the same blocks live in the browser (site/js/examples.js) with the same
runner, `puzzlers.web.run_example` (a last bare expression shows its value, as in the REPL), so what Run shows on
the page is what is tested here.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from puzzlers.web import run_example

SITE = Path(__file__).resolve().parents[2] / "site"
FENCE = re.compile(r"^(?P<indent>[ \t]*)```(?P<lang>[\w-]*)[^\n]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$",
                   re.MULTILINE | re.DOTALL)


def examples():
    for page in sorted(SITE.rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        fences = list(FENCE.finditer(text))
        for i, fence in enumerate(fences):
            if fence.group("lang") != "python" or fence.group("body").lstrip().startswith(">>>"):
                continue
            expected = None
            if i + 1 < len(fences) and fences[i + 1].group("lang") == "text":
                between = text[fence.end(): fences[i + 1].start()]
                if not between.strip():
                    expected = _dedent(fences[i + 1].group("body"), fences[i + 1].group("indent"))
            line = text[: fence.start()].count("\n") + 1
            code = _dedent(fence.group("body"), fence.group("indent"))
            yield pytest.param(code, expected, id=f"{page.relative_to(SITE)}:{line}")


def _dedent(body: str, indent: str) -> str:
    return "".join(line[len(indent):] if line.startswith(indent) else line for line in body.splitlines(keepends=True))


@pytest.mark.parametrize("code,expected", list(examples()))
def test_example(code, expected):
    result = run_example(code)
    assert result["error"] is None, result["error"]
    if expected is not None:
        assert result["output"].rstrip("\n") == expected.rstrip("\n")


def test_examples_are_found():
    """The extractor sees the examples (guards against a silently empty parametrisation)."""
    found = list(examples())
    assert len(found) >= 1, "no Python examples found in site/"


def test_every_how_it_works_page_has_three_live_examples_with_their_output():
    pages = {}
    for param in examples():
        code, expected = param.values
        page = param.id.split(":")[0]
        if page.startswith("how/") and expected is not None:
            pages[page] = pages.get(page, 0) + 1
    how = sorted(p.relative_to(SITE).as_posix() for p in (SITE / "how").glob("*.md"))
    assert {page: pages.get(page, 0) for page in how} == {page: max(3, pages.get(page, 0)) for page in how}


def playground_starters():
    """The playground's starters (site/playground.md, ``<template data-starter>``): code a reader runs as is."""
    text = (SITE / "playground.md").read_text(encoding="utf-8")
    return re.findall(r'<template data-starter="([\w-]+)">(.*?)</template>', text, re.DOTALL)


def test_every_playground_starter_runs():
    starters = playground_starters()
    options = re.findall(r'<option value="([\w-]+)"', (SITE / "playground.md").read_text(encoding="utf-8"))
    assert [name for name, _ in starters] == options  # one starter per choice of the list, in its order
    for name, code in starters:
        result = run_example(html.unescape(code))
        assert result["error"] is None, (name, result["error"])
        assert result["output"].strip(), name
