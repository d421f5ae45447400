"""MkDocs hook: reference pages generated from the code, so they cannot drift from it.

- ``reference/cli.md``: every ``puzzlers`` subcommand's help, straight from the argument parser.
- ``reference/api.md``: an index of the package's modules, each with its first docstring line, and
  ``reference/api/<module>.md``: one mkdocstrings page per module (docstrings and signatures).
"""

from __future__ import annotations

import argparse
import json
import pkgutil

from mkdocs.structure.files import File

import puzzlers
from puzzlers.cli import build_parser
from puzzlers.registry import PUZZLES

API_INTRO = """# Python API

Generated from the package's docstrings and signatures by
[mkdocstrings](https://mkdocstrings.github.io/). Every puzzle module has the same faces: plain functions and frozen
dataclasses (below), a [command-line subcommand](cli.md), and `web_*` entry points that the site's widgets call
through `puzzlers.web` (JSON in, JSON out). Errors a user can cause raise `puzzlers.errors.PuzzleError`, with a
message that says what to change; an argument of the wrong kind (a regex where a regex crossword's `Puzzle` is
expected) raises `TypeError`, naming what to pass.
"""

#: The API reference's order: the shared modules, the puzzles in their records' order (`puzzlers.registry`), then
#: the registry and the two dispatchers.
MODULE_ORDER = ("errors", "engine", "exact", "feedback", "assistant", *(p.package for p in PUZZLES),
                "registry", "web", "cli")


def _subcommands(parser: argparse.ArgumentParser, path: list[str]):
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _subcommands(sub, path + [name])


def cli_markdown() -> str:
    parser = build_parser()
    parts = ["# Command line\n",
             "Generated from the argument parser at build time. Install the package (`pip install -e .`) and run "
             "`puzzlers --help`, or `python -m puzzlers`. Errors a user can cause exit with status 2 and never "
             "print a traceback: a value the puzzle refuses prints one line on stderr (`puzzlers: …`); an "
             "option the parser cannot read (`--max abc`, a word where a number goes) prints the command's usage, "
             "then its error; the numbers and the target of `countdown`, `24` and `krypto` are read by the "
             "puzzle, which names the one it cannot read in one line "
             "(`puzzlers: number 3 must be a whole number, not 'x'`).\n"]
    for path, sub in _subcommands(parser, ["puzzlers"]):
        sub.prog = " ".join(path)
        level = "#" * min(len(path) + 1, 4)
        parts.append(f"{level} `{' '.join(path)}`\n\n```text\n{sub.format_help().rstrip()}\n```\n")
    return "\n".join(parts)


def api_modules() -> list[str]:
    """Every library module, as a dotted name under ``puzzlers``: a puzzle's package, then its modules; the
    puzzles' faces (``<puzzle>.cli``, ``<puzzle>.web``) and records (``<puzzle>.record``, one constant read by
    `puzzlers.registry`) are left out (their pages would be empty)."""
    names = {m.name.removeprefix("puzzlers.") for m in pkgutil.walk_packages(puzzlers.__path__, "puzzlers.")}
    present = {n for n in names if not n.rsplit(".", 1)[-1].startswith("_")
               and not ("." in n and n.rsplit(".", 1)[-1] in ("cli", "web", "record"))}
    top = [name for name in MODULE_ORDER if name in present]
    top += sorted(n for n in present - set(top) if "." not in n)
    return [sub for name in top for sub in [name, *sorted(n for n in present if n.startswith(name + "."))]]


def _summary(name: str) -> str:
    import importlib

    doc = importlib.import_module(f"puzzlers.{name}").__doc__ or ""
    return " ".join(doc.strip().split("\n\n")[0].split())  # its first paragraph (a line cut a sentence)


def api_markdown() -> str:
    rows = [f"| [`puzzlers.{name}`](api/{name}.md) | {_summary(name)} |" for name in api_modules()]
    return API_INTRO + "\n| module | what it holds |\n|---|---|\n" + "\n".join(rows) + "\n"


def on_config(config):
    """Put every API page in the navigation, under Reference → Python API."""
    pages = [{"Overview": "reference/api.md"}] + [{f"puzzlers.{name}": f"reference/api/{name}.md"}
                                                  for name in api_modules()]
    for section in config["nav"]:
        if isinstance(section, dict) and "Reference" in section:
            section["Reference"] = [{"Python API": pages} if item == {"Python API": "reference/api.md"} else item
                                    for item in section["Reference"]]
    return config


def _described(text: str, description: str) -> str:
    """A page's Markdown with its own description (front matter: what a shared link's preview says of it)."""
    return f"---\ndescription: {json.dumps(description, ensure_ascii=False)}\n---\n{text}"


def on_files(files, config):
    files.append(File.generated(config, "reference/cli.md", content=_described(
        cli_markdown(), "The puzzlers command line: every command of each puzzle, with its options.")))
    files.append(File.generated(config, "reference/api.md", content=_described(
        api_markdown(), "The puzzlers package's Python API: every module and what it holds.")))
    for name in api_modules():
        page = _described(f"# `puzzlers.{name}`\n\n::: puzzlers.{name}\n    options:\n      show_root_heading: false\n",
                          f"puzzlers.{name}: {_summary(name).replace('`', '')}".rstrip(": "))
        files.append(File.generated(config, f"reference/api/{name}.md", content=page))
    return files
