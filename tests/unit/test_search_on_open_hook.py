"""hooks/search_on_open.py: Material's bundle sends the search index when the search opens, not at load; a
bundle without the expression it replaces fails the build."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import material
import pytest

HOOK = Path(__file__).resolve().parents[2] / "hooks" / "search_on_open.py"
spec = importlib.util.spec_from_file_location("search_on_open_hook", HOOK)
search_on_open = importlib.util.module_from_spec(spec)
spec.loader.exec_module(search_on_open)

THEME = Path(material.__file__).parent / "templates"


def test_the_installed_materials_bundle_is_changed_in_one_place_at_the_same_length(tmp_path):
    (source,) = THEME.glob(search_on_open.BUNDLE)
    target = tmp_path / "assets" / "javascripts" / source.name
    target.parent.mkdir(parents=True)
    shutil.copyfile(source, target)
    assert search_on_open.defer_search_index(tmp_path) == source.name
    before, after = source.read_text(), target.read_text()
    assert len(after) == len(before)
    changed = [i for i, (a, b) in enumerate(zip(before, after)) if a != b]
    assert after[changed[0] - 4:changed[-1] + 15] == 'L($(!1/*search index on open */),Je("search")'
    assert 'location.protocol!=="file:"' not in after
    # done twice, the second finds nothing to change: a build fails rather than ship the bundle unchanged
    with pytest.raises(RuntimeError, match=r"does not send the search index as Material 9\.8 did \(0 matches\)"):
        search_on_open.defer_search_index(tmp_path)


def test_no_bundle_or_two_fail_with_their_names(tmp_path):
    with pytest.raises(RuntimeError, match=r"expected one Material bundle, found \[\]"):
        search_on_open.defer_search_index(tmp_path)
    folder = tmp_path / "assets" / "javascripts"
    folder.mkdir(parents=True)
    for name in ("bundle.a.min.js", "bundle.b.min.js"):
        (folder / name).write_text("x")
    with pytest.raises(RuntimeError, match=r"found \['bundle.a.min.js', 'bundle.b.min.js'\]"):
        search_on_open.defer_search_index(tmp_path)
