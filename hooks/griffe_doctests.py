"""Griffe extension (mkdocstrings): show the doctests in docstrings as Python console code on the API pages.

Without it a docstring's ``>>> score("12+3*4", ...)`` is read as Markdown: ``*`` turns into italics and
``['a', 'b']`` into a broken cross-reference. Each run of doctest lines (the ``>>>``/``...`` prompts and the
expected output up to a blank line) is wrapped in a ``pycon`` fence, so the page shows it exactly as written.
The fence names the module the docstring belongs to (``data-pz-module``): the page's Run button
(``js/examples.js``) runs the session with that module's globals, as doctest does.
"""

from __future__ import annotations

import griffe


def fence_doctests(text: str, module: str | None = None) -> str:
    """Wrap every doctest block of a docstring in a ```` ```pycon ```` fence (text already fenced is kept); with
    ``module``, the fence carries it as ``data-pz-module`` (the globals the session runs with)."""
    opening = f'``` {{ .pycon data-pz-module="{module}" }}' if module else "```pycon"
    out: list[str] = []
    in_fence = in_doctest = False
    indent = ""
    for line in text.splitlines():
        stripped = line.strip()
        if in_doctest and (not stripped or not line.startswith(indent)):
            out.append(f"{indent}```")
            in_doctest = False
        if stripped.startswith("```"):
            in_fence = not in_fence
        elif not in_fence and not in_doctest and stripped.startswith(">>>"):
            indent = line[: len(line) - len(line.lstrip())]
            out.append(f"{indent}{opening}")
            in_doctest = True
        out.append(line)
    if in_doctest:
        out.append(f"{indent}```")
    return "\n".join(out)


class DoctestBlocks(griffe.Extension):
    def on_instance(self, *, obj: griffe.Object, **kwargs) -> None:
        if obj.docstring is not None:
            module = obj if obj.is_module else obj.module
            obj.docstring.value = fence_doctests(obj.docstring.value, module.path)
