"""MkDocs hook: publish every equation list (Nerdle and Mathler) at build time.

For each list it adds, under ``lists/``:

- downloads: ``<id>.csv`` (``expression,value``) and ``<id>.json`` (``{"by_value": {value: [expression, ...]}}``),
  gzip-compressed (``.csv.gz``, ``.json.gz``) when larger than `GZIP_ABOVE` bytes;
- for the list page's script (`site/js/eqlist.js`): ``<id>/index.json`` (count, chunk table) and
  ``<id>/chunk-NNNN.json`` (`CHUNK_ROWS` rows each, ``[[value, [expression, ...]], ...]``), sorted by value then
  text, so a target filter fetches only the chunk(s) that hold it and other filters stream chunk by chunk;
- ``lists/index.json`` (every list, small) and the page ``lists/index.md`` (from ``templates/equations.md.j2``;
  its script ``js/eqlist.js`` is loaded on every page by ``extra_javascript`` and starts only where the list
  browser's markup is).

Mathler Hard has hundreds of millions of expressions (gigabytes); its static list covers the targets in
`HARD_TARGETS`, and the page computes any other target in the browser with the package itself
(``mathler.web.web_list`` through the Python worker). The CLI writes the complete list.

Everything generated is cached in ``build/cache/equations/<hash>``, keyed by the source of the modules the lists
run and this hook (`hooks/sources.py`), so a rebuild after a change elsewhere only copies files.
"""

from __future__ import annotations

import gzip
import io
import json
import logging
import os
import shutil
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "cache" / "equations"
TEMPLATES = ROOT / "templates"
CHUNK_ROWS = 4000
GZIP_ABOVE = 4 * 1024 * 1024
#: Mathler Hard targets published as static files (the rest are computed in the browser on demand).
HARD_TARGETS = range(1, 4)

log = logging.getLogger("mkdocs.hooks.gen_equations")

SYMBOL_ORDER = "0123456789+-*/=()²³"
NERDLE = ((5, "Micro"), (6, "Mini"), (7, "Midi"), (8, "Classic"), (10, "Maxi"))
MATHLER = ((5, "Easy"), (6, "Normal"), (8, "Hard"))


def list_specs() -> list[dict]:
    """Every list to publish: id, titles, and a function returning its ``(text, value)`` rows."""
    specs = []
    for tiles, name in NERDLE:
        specs.append({"id": f"nerdle-{name.lower()}", "game": "Nerdle", "mode": name, "tiles": tiles, "rules": "",
                      "column": "equation", "rows": (lambda t=tiles: _nerdle_rows(t)), "complete": True,
                      "note": "answers: one =, a number right of it"})
    for tiles, name in MATHLER:
        # (ids mathler-<mode>-seed before the rule set was named after what it does: js/eqlist.js reads them)
        for rules in ("game", "signed-whole"):
            spec = {"id": f"mathler-{name.lower()}-{rules}", "game": "Mathler", "mode": name, "tiles": tiles,
                    "rules": rules, "column": "expression", "complete": tiles != 8,
                    "rows": (lambda t=tiles, r=rules: _mathler_rows(t, r)),
                    "note": "values of any sign, 0 included"}
            if tiles == 8:
                spec["rows"] = lambda r=rules: _mathler_hard_rows(r)
                spec["note"] = (f"targets {HARD_TARGETS.start} to {HARD_TARGETS.stop - 1} only; any other target is"
                                f" computed in your browser")
                spec["python"] = {"module": "mathler", "fn": "list", "tiles": tiles, "rules": rules}
            specs.append(spec)
    return specs


def _nerdle_rows(tiles: int):
    from puzzlers import nerdle

    for eq in nerdle.equations(tiles):
        yield eq, int(eq.rsplit("=", 1)[1])


def _mathler_rows(tiles: int, rules: str):
    from puzzlers import mathler

    for batch, _, _ in mathler.batches(tiles, rules):
        yield from batch


def _mathler_hard_rows(rules: str):
    from puzzlers import mathler

    for target in HARD_TARGETS:
        for text in mathler.expressions_for(8, target, rules):
            yield text, target


# --- writing --------------------------------------------------------------------------------------------------


def _gzip(data: bytes) -> bytes:
    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=6, mtime=0) as f:
        f.write(data)
    return buf.getvalue()


def chunk_rows(rows: list[tuple[int, str]], size: int = CHUNK_ROWS) -> list[list]:
    """Sorted ``(value, text)`` rows cut into chunks of ``size`` rows, each ``[[value, [text, ...]], ...]``."""
    chunks = []
    for start in range(0, len(rows), size):
        groups: list = []
        for value, text in rows[start:start + size]:
            if groups and groups[-1][0] == value:
                groups[-1][1].append(text)
            else:
                groups.append([value, [text]])
        chunks.append(groups)
    return chunks


def write_list(spec: dict, rows: list[tuple[int, str]], out: Path) -> dict:
    """Write one list's downloads, chunks and index under ``out`` (the ``lists/`` folder); return its summary."""
    rows.sort()
    lid = spec["id"]
    folder = out / lid
    folder.mkdir(parents=True, exist_ok=True)
    chunks = []
    for number, groups in enumerate(chunk_rows(rows), 1):
        name = f"chunk-{number:04d}.json"
        (folder / name).write_text(json.dumps(groups, separators=(",", ":")), encoding="utf-8")
        chunks.append({"file": name, "first": groups[0][0], "last": groups[-1][0],
                       "count": sum(len(g[1]) for g in groups)})
    csv = (f"{spec['column']},value\n" + "".join(f"{t},{v}\n" for v, t in rows)).encode()
    by_value: dict = {}
    for v, t in rows:
        by_value.setdefault(str(v), []).append(t)
    doc = {"list": lid, "title": _title(spec), "count": len(rows), "complete": spec["complete"],
           "by_value": by_value}
    js = json.dumps(doc, separators=(",", ":")).encode()
    downloads = []
    for ext, data in (("csv", csv), ("json", js)):
        name = f"{lid}.{ext}"
        if len(data) > GZIP_ABOVE:
            name, data = name + ".gz", _gzip(data)
        (out / name).write_bytes(data)
        downloads.append({"file": name, "format": ext, "bytes": len(data)})
    used = set("".join(t for _, t in rows))
    # the characters its entries use, in the order the page names them (js/eqlist.js refuses any other in a filter)
    symbols = "".join(ch for ch in SYMBOL_ORDER if ch in used) + "".join(sorted(used - set(SYMBOL_ORDER)))
    summary = {"id": lid, "title": _title(spec), "game": spec["game"], "mode": spec["mode"], "tiles": spec["tiles"],
               "symbols": symbols, "rules": spec["rules"], "count": len(rows), "values": len(by_value),
               "complete": spec["complete"], "note": spec["note"], "chunk_rows": CHUNK_ROWS, "chunks": chunks,
               "downloads": downloads,
               "python": spec.get("python"),
               "targets": [HARD_TARGETS.start, HARD_TARGETS.stop - 1] if spec.get("python") else None}
    (folder / "index.json").write_text(json.dumps(summary, separators=(",", ":")), encoding="utf-8")
    return summary


def _title(spec: dict) -> str:
    rules = f" ({spec['rules']} rules)" if spec["rules"] else ""
    return f"{spec['game']} {spec['mode']}{rules}"


def render_page(summaries: list[dict], seconds: float) -> str:
    """The Markdown of ``lists/index.md`` from ``templates/equations.md.j2``."""
    import jinja2

    from puzzlers.mathler import MAX_TARGET_CANDIDATES

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(TEMPLATES)), autoescape=False,
                             keep_trailing_newline=True)
    env.filters["size"] = _human_size
    return env.get_template("equations.md.j2").render(lists=summaries, seconds=seconds, chunk_rows=CHUNK_ROWS,
                                                      hard_targets=HARD_TARGETS,
                                                      max_target=f"{MAX_TARGET_CANDIDATES:,}")


def _human_size(n: int) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024
    return str(n)


def generate(out: Path, specs: list[dict] | None = None) -> list[dict]:
    """Write every list under ``out`` (the ``lists/`` folder) and ``out/index.json``; return the summaries."""
    out.mkdir(parents=True, exist_ok=True)
    summaries = []
    for spec in specs if specs is not None else list_specs():
        start = time.perf_counter()
        try:
            rows = [(v, t) for t, v in spec["rows"]()]
        except (ImportError, ValueError) as error:  # a puzzle module or list not in this build yet
            log.warning("equation list %s skipped: %s", spec["id"], error)
            continue
        summary = write_list(spec, rows, out)
        summary["seconds"] = round(time.perf_counter() - start, 2)
        summaries.append(summary)
        log.info("equation list %s: %s rows in %.1f s", spec["id"], f"{len(rows):,}", summary["seconds"])
    (out / "index.json").write_text(json.dumps({"lists": [{k: v for k, v in s.items() if k != "chunks"}
                                                          for s in summaries]}, indent=1), encoding="utf-8")
    return summaries


def source_hash() -> str:
    """The cache key: the modules the lists run (whatever `puzzlers.nerdle` and `puzzlers.mathler` import), this
    hook and its template; not the package's data files, such as decision trees, which the lists do not use."""
    import sys

    sys.path.insert(0, str(ROOT / "hooks"))
    import sources

    return sources.source_hash(("puzzlers.nerdle", "puzzlers.mathler"), (Path(__file__), TEMPLATES / "equations.md.j2"))


def _prune(keep: Path, entries: int = 3) -> None:
    """Keep the newest few complete cache entries (each is about 200 MB)."""
    done = sorted((d for d in CACHE.iterdir() if (d / "done").exists() and d != keep),
                  key=lambda d: d.stat().st_mtime, reverse=True)
    for old in done[entries - 1:]:
        shutil.rmtree(old, ignore_errors=True)


# --- MkDocs events --------------------------------------------------------------------------------------------


def on_files(files, config):
    from mkdocs.structure.files import File

    start = time.perf_counter()
    key = source_hash()
    cached = CACHE / key
    if not (cached / "done").exists():
        # A private temporary folder, renamed when complete: parallel builds (other checkouts' keys) never
        # see a half-written cache entry, and old entries are pruned only after this one is in place.
        tmp = CACHE / f"{key}.tmp-{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        summaries = generate(tmp / "lists")
        page = render_page(summaries, time.perf_counter() - start)
        (tmp / "page.md").write_text(page, encoding="utf-8")
        (tmp / "done").write_text(f"{time.perf_counter() - start:.1f}\n")
        try:
            tmp.rename(cached)
        except OSError:  # another build finished the same key first
            shutil.rmtree(tmp, ignore_errors=True)
        _prune(keep=cached)
        log.info("equation lists generated in %.1f s", time.perf_counter() - start)
    else:
        log.info("equation lists from the cache (%s)", key)
    for path in sorted((cached / "lists").rglob("*")):
        if path.is_file():
            uri = path.relative_to(cached).as_posix()
            files.append(File.generated(config, uri, abs_src_path=str(path)))
    files.append(File.generated(config, "lists/index.md", content=(cached / "page.md").read_text(encoding="utf-8")))
    return files
