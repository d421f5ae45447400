"""The generated reference pages cover the whole CLI and every module, so they cannot drift from the code."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))
import reference
from griffe_doctests import fence_doctests

from puzzlers.cli import COMMANDS


def test_cli_page_has_every_subcommand_help():
    page = reference.cli_markdown()
    for command in ("puzzlers plate", "puzzlers nerdle list", "puzzlers nerdle suggest", "puzzlers mathler list",
                    "puzzlers regex solve", "puzzlers regex hint", "puzzlers matchsticks solve",
                    "puzzlers matchsticks generate"):
        assert f"`{command}`" in page, command
    assert "usage: puzzlers plate" in page


def test_api_index_lists_every_module():
    page = reference.api_markdown()
    packages = [package for package, _ in COMMANDS.values()]
    for name in ("engine", "errors", "web", *packages, "plates.solver", "regexcrossword.regex", "matchsticks.model"):
        assert f"[`puzzlers.{name}`](api/{name}.md)" in page
    assert "plates.cli" not in page and "plates.web" not in page


def test_every_api_page_is_in_the_navigation():
    config = {"nav": [{"Home": "index.md"}, {"Reference": [{"Python API": "reference/api.md"},
                                                           {"Command line": "reference/cli.md"}]}]}
    api = reference.on_config(config)["nav"][1]["Reference"][0]["Python API"]
    assert [page for item in api for page in item.values()] == (
        ["reference/api.md"] + [f"reference/api/{name}.md" for name in reference.api_modules()])


def test_doctests_render_as_code_not_markdown():
    doc = 'Score a guess.\n\n    >>> score("12+3*4", "12+3*4")\n    \'GGGGGG\'\n    >>> [1, 2]\n    [1, 2]\n\nMore.'
    assert fence_doctests(doc) == ('Score a guess.\n\n    ```pycon\n    >>> score("12+3*4", "12+3*4")\n    \'GGGGGG\'\n'
                                   '    >>> [1, 2]\n    [1, 2]\n    ```\n\nMore.')
    fenced = "```python\n>>> 1\n```"
    assert fence_doctests(fenced) == fenced


def test_widget_tables_are_written_into_their_pages():
    from widget_tables import with_table

    from puzzlers.mathler.web import web_modes
    from puzzlers.nerdle.web import web_variants

    page = with_table('<p>x</p><div id="nerdle-widget"></div><div id="mathler-widget"></div>')
    import html
    import re

    tables = [json.loads(html.unescape(t)) for t in re.findall(r'data-table="([^"]*)"', page)]
    assert tables == [web_variants(), web_modes()]
