"""The generated reference pages cover the whole CLI and every module, so they cannot drift from the code."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))
import reference  # noqa: E402

from puzzlers.cli import PUZZLE_MODULES  # noqa: E402


def test_cli_page_has_every_subcommand_help():
    page = reference.cli_markdown()
    for command in ("puzzlers plate", "puzzlers nerdle list", "puzzlers nerdle suggest", "puzzlers mathler list",
                    "puzzlers regex solve", "puzzlers regex hint", "puzzlers matchsticks solve",
                    "puzzlers matchsticks generate"):
        assert f"`{command}`" in page, command
    assert "usage: puzzlers plate" in page


def test_api_index_lists_every_module():
    page = reference.api_markdown()
    for name in ("engine", "errors", "web", *PUZZLE_MODULES):
        assert f"[`puzzlers.{name}`](api/{name}.md)" in page
