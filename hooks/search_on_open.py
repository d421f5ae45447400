"""Material's search index built when the search is first opened, not at every page load (called by
hooks/build_runtime.py after the build, before the service worker's list and the compressed copies are written).

Why: Material's bundle fetches ``search/search_index.json`` (0.7 MB, 150 kB brotli) at every page load and sends
it to its search worker, which builds the index there: 430-740 ms of CPU on this machine's cores at each load
(a Chromium trace of a plate link, the worker's thread time), on a phone two to four times that. Its worker
runs beside Python's, which is starting then: on a phone's few cores the two share the CPU, and the first
answer waits. Nobody searches in most visits.

What changes: the bundle sends the index once the search opens (Material's own ``search`` toggle: a tap on the
magnifier, the ``/`` or ``s`` key, a focus of the search field; it already sent it again at each opening). Until
the index is built the search says "Initializing search" and keeps what is typed, then answers it (Material's
own handling). One expression of the minified bundle is replaced by another of the same length (the source map
stays right); the bundle of another Material version that lacks it fails the build, so that this is looked at
again rather than silently lost.
"""

from __future__ import annotations

import re
from pathlib import Path

BUNDLE = "assets/javascripts/bundle.*.min.js"
#: `merge(of(location.protocol !== "file:"), watchToggle("search"))` in Material 9.8's setupSearchWorker: the first
#: sends the index at once (except from a file: address), the second at each opening of the search.
AT_LOAD = re.compile(r'(?<=\()location\.protocol!=="file:"(?=\),[\w$]+\("search"\)\))')


def _never(length: int) -> str:
    """``!1`` (false: the index not sent at load) and a comment, ``length`` characters in all."""
    note = "search index on open"
    if length < len(note) + 6:
        raise ValueError(f"no room for the replacement ({length} characters)")
    return "!1/*" + note.ljust(length - 6) + "*/"


def defer_search_index(site_dir: Path) -> str:
    """Rewrite Material's bundle in ``site_dir`` so that it sends the search index at the search's first opening;
    returns the bundle's name. Raises RuntimeError when the bundle is not the one this was written for.

    >>> AT_LOAD.sub(lambda m: _never(len(m.group())), 'L($(location.protocol!=="file:"),Je("search")).pipe(b)')
    'L($(!1/*search index on open */),Je("search")).pipe(b)'
    """
    bundles = sorted(site_dir.glob(BUNDLE))
    if len(bundles) != 1:
        raise RuntimeError(f"search_on_open: expected one Material bundle, found {[b.name for b in bundles]}")
    (bundle,) = bundles
    code = bundle.read_text(encoding="utf-8")
    found = AT_LOAD.findall(code)
    if len(found) != 1:
        raise RuntimeError(f"search_on_open: {bundle.name} does not send the search index as Material 9.8 did "
                           f"({len(found)} matches): look at hooks/search_on_open.py again")
    changed = AT_LOAD.sub(lambda m: _never(len(m.group())), code)
    assert len(changed) == len(code)
    bundle.write_text(changed, encoding="utf-8")
    return bundle.name
