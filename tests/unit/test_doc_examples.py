"""Every Python example in the docs runs on CPython and prints exactly the output shown under it.

Convention (CONTRIBUTING.md): a fenced ```python block, optionally followed right away by a fenced ```text block
holding its expected stdout. The site runs the same blocks live in the browser (site/js/examples.js).
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

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
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "<example>", "exec"), {"__name__": "__example__"})
    if expected is not None:
        assert out.getvalue().rstrip("\n") == expected.rstrip("\n")


def test_examples_are_found():
    """The extractor sees the examples (guards against a silently empty parametrisation)."""
    found = list(examples())
    assert len(found) >= 1, "no Python examples found in site/"
