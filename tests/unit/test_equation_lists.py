"""The build hook that publishes the equation lists: chunks, downloads, index, page, cache, MkDocs files."""

import gzip
import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def hook():
    spec = importlib.util.spec_from_file_location("gen_equations", ROOT / "hooks" / "gen_equations.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tiny_specs():
    from puzzlers import mathler

    return [
        {"id": "mathler-easy-game", "game": "Mathler", "mode": "Easy", "tiles": 5, "rules": "game",
         "column": "expression", "complete": True, "note": "",
         "rows": lambda: ((t, 7) for t in mathler.expressions_for(5, 7))},
        {"id": "nerdle-tiny", "game": "Nerdle", "mode": "Tiny", "tiles": 5, "rules": "", "column": "equation",
         "complete": True, "note": "", "rows": lambda: iter([("2*3=6", 6), ("1+2=3", 3), ("3-2=1", 1)])},
    ]


def test_chunk_rows_groups_sorted_rows(hook):
    rows = sorted([(2, "b"), (1, "a"), (2, "a"), (3, "c"), (3, "d")])
    assert hook.chunk_rows(rows, 2) == [[[1, ["a"]], [2, ["a"]]], [[2, ["b"]], [3, ["c"]]], [[3, ["d"]]]]


def test_generate_writes_downloads_chunks_and_index(hook, tmp_path, monkeypatch):
    from puzzlers import mathler

    monkeypatch.setattr(hook, "CHUNK_ROWS", 10)
    monkeypatch.setattr(hook, "GZIP_ABOVE", 300)
    out = tmp_path / "lists"
    summaries = hook.generate(out, tiny_specs())
    easy = summaries[0]
    expected = mathler.expressions_for(5, 7)
    assert easy["count"] == len(expected) and easy["values"] == 1
    # chunks: sorted, every row once, first/last values right
    texts = []
    for chunk in easy["chunks"]:
        groups = json.loads((out / "mathler-easy-game" / chunk["file"]).read_text())
        assert groups[0][0] == chunk["first"] and groups[-1][0] == chunk["last"]
        texts += [t for _, ts in groups for t in ts]
    assert texts == expected
    # big downloads are gzipped, small ones are not
    csv = gzip.decompress((out / "mathler-easy-game.csv.gz").read_bytes()).decode().splitlines()
    assert csv[0] == "expression,value" and csv[1:] == [f"{t},7" for t in expected]
    doc = json.loads(gzip.decompress((out / "mathler-easy-game.json.gz").read_bytes()))
    assert doc["by_value"] == {"7": expected}
    assert (out / "nerdle-tiny.csv").read_text().splitlines() == ["equation,value", "3-2=1,1", "1+2=3,3", "2*3=6,6"]
    index = json.loads((out / "index.json").read_text())
    assert [entry["id"] for entry in index["lists"]] == ["mathler-easy-game", "nerdle-tiny"]
    assert json.loads((out / "nerdle-tiny" / "index.json").read_text())["chunks"][0]["count"] == 3


def test_render_page(hook, tmp_path):
    summaries = hook.generate(tmp_path / "lists", tiny_specs())
    page = hook.render_page(summaries, 1.5)
    assert page.startswith('---\ndescription: "Every Nerdle answer') and "\n---\n# Equation lists\n" in page
    row = next(line for line in page.splitlines() if "<td role=\"cell\">Mathler Easy (game rules)</td>" in line)
    # the downloads come first, so they stay on a phone screen; each downloads under its name, and is named with its
    # list for a screen reader's list of links (it heard "CSV, 1.0 KB")
    assert row.startswith('<tr role="row"><td role="cell">Mathler Easy (game rules)</td><td role="cell">'
                          '<a href="mathler-easy-game.csv" download="mathler-easy-game.csv"><span class="pz-sr">'
                          'Mathler Easy (game rules), </span>CSV, ')
    assert row.endswith('<td role="cell" class="eqlist-n" data-unit="tiles">5</td><td role="cell"></td></tr>')
    assert page.count('<tr role="row">') == 1 + len(summaries)
    assert '<div class="eqlist" id="eqlist"' in page


def test_list_specs_cover_every_list(hook):
    ids = [s["id"] for s in hook.list_specs()]
    assert ids[:5] == ["nerdle-micro", "nerdle-mini", "nerdle-midi", "nerdle-classic", "nerdle-maxi"]
    # named by their rule sets (the signed-whole lists were mathler-<mode>-seed: js/eqlist.js reads those ids)
    assert {f"mathler-{m}-{r}" for m in ("easy", "normal", "hard") for r in ("game", "signed-whole")} <= set(ids)
    hard = next(s for s in hook.list_specs() if s["id"] == "mathler-hard-game")
    assert hard["python"] == {"module": "mathler", "fn": "list", "tiles": 8, "rules": "game"}


def test_on_files_generates_then_uses_the_cache(hook, tmp_path, monkeypatch):
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

    monkeypatch.setattr(hook, "CACHE", tmp_path / "cache")
    monkeypatch.setattr(hook, "list_specs", tiny_specs)
    (tmp_path / "docs").mkdir()
    config = MkDocsConfig()
    config.load_dict({"site_name": "t", "docs_dir": str(tmp_path / "docs"), "site_dir": str(tmp_path / "site")})
    assert config.validate() == ([], [])
    config.plugins._current_plugin = None  # set by MkDocs while it runs a plugin's or hook's event
    files = hook.on_files(Files([]), config)
    uris = {f.src_uri for f in files}
    assert {"lists/index.md", "lists/index.json", "lists/nerdle-tiny.csv", "lists/mathler-easy-game.json",
            "lists/mathler-easy-game/chunk-0001.json"} <= uris
    page = next(f for f in files if f.src_uri == "lists/index.md")
    assert page.is_documentation_page()
    (cached,) = [p for p in (tmp_path / "cache").iterdir()]
    assert (cached / "done").exists()
    again = hook.on_files(Files([]), config)
    assert {f.src_uri for f in again} == uris
