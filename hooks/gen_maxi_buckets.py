"""MkDocs hook: the Maxi assistant's answers, split by the colours of its first guess, for the Nerdle page.

The Maxi assistant (`puzzlers.nerdle.maxiplay`) always opens with the same guess; its feedback leaves one *bucket*
of answers (at most a few thousand of the 2,048,913). The page's Maxi board fetches only the file holding its
bucket: ``lists/nerdle-maxi-buckets/<code % SHARDS>.json`` = ``{"opener": "...", "buckets": {"<feedback letters>":
[answers in list order], ...}}`` (`SHARDS` files of about 100 kB; under ``lists/`` so the service worker caches a
file when it is first fetched, not at install, and the build does not precompress them).

The answers come from the equation lists' cache (``hooks/gen_equations.py`` runs first and writes the Maxi list;
reading it back takes a few seconds), else from the generator (about 20 s). The files are cached in
``build/cache/maxi-buckets/<hash>`` keyed by the list's sources, the strategy file and this hook.
"""

from __future__ import annotations

import csv
import gzip
import hashlib
import json
import logging
import os
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "build" / "cache" / "maxi-buckets"
FOLDER = "lists/nerdle-maxi-buckets"
SHARDS = 256  # puzzlers.nerdle.maxiplay.BUCKET_FILES (the tests check they agree)
SOURCES = ("pysrc/puzzlers/nerdle/maxi.py", "pysrc/puzzlers/exact.py", "pysrc/puzzlers/feedback.py",
           "pysrc/puzzlers/data/nerdle-maxi.json.gz", "hooks/gen_maxi_buckets.py")

log = logging.getLogger("mkdocs.hooks.gen_maxi_buckets")


def source_hash() -> str:
    digest = hashlib.sha256()
    for name in SOURCES:
        digest.update(name.encode())
        digest.update((ROOT / name).read_bytes())
    return digest.hexdigest()[:20]


def shard_of(feedback: str) -> int:
    """The file holding the bucket of ``feedback`` (letters): its code modulo `SHARDS` (as site/js/nerdle.js)."""
    code = sum((2 if ch == "G" else 1 if ch == "P" else 0) * 3**i for i, ch in enumerate(feedback))
    return code % SHARDS


def _cached_list() -> list[str] | None:
    """The Maxi answers from the equation lists' cache of this build, in list order, or None."""
    sys.path.insert(0, str(ROOT / "hooks"))
    try:
        import gen_equations

        path = gen_equations.CACHE / gen_equations.source_hash() / "lists" / "nerdle-maxi.csv.gz"
        if not path.exists():
            return None
        with gzip.open(path, "rt", encoding="utf-8", newline="") as f:
            rows = csv.reader(f)
            next(rows)
            answers = [row[0] for row in rows]
    except (ImportError, OSError, ValueError, IndexError) as error:
        log.warning("Maxi list not read from the equation lists' cache: %s", error)
        return None
    # The list's order: by the width of the right side, then as text (puzzlers.nerdle.maxi.answers).
    answers.sort(key=lambda eq: (len(eq) - eq.index("="), eq))
    return answers


def generate(out: Path, answers: list[str] | None = None) -> dict:
    """Write the bucket files under ``out`` (the folder); return a summary (sizes)."""
    sys.path.insert(0, str(ROOT / "pysrc"))
    from puzzlers.feedback import code_to_text, score_codes
    from puzzlers.nerdle import maxi, maxiplay

    if answers is None:
        answers = list(maxi.answers(maxiplay.TILES))
    opener = maxiplay.opener()
    buckets: dict[str, list[str]] = {}
    for answer, code in zip(answers, score_codes(opener, answers)):
        buckets.setdefault(code_to_text(code, maxiplay.TILES), []).append(answer)
    shards: list[dict] = [{} for _ in range(SHARDS)]
    for feedback, bucket in buckets.items():
        shards[shard_of(feedback)][feedback] = bucket
    out.mkdir(parents=True, exist_ok=True)
    sizes = []
    for number, shard in enumerate(shards):
        data = json.dumps({"opener": opener, "buckets": dict(sorted(shard.items()))}, separators=(",", ":"))
        (out / f"{number}.json").write_text(data, encoding="utf-8")
        sizes.append(len(data.encode()))
    lengths = sorted(len(b) for b in buckets.values())
    return {"answers": len(answers), "buckets": len(buckets), "largest": lengths[-1],
            "median": lengths[len(lengths) // 2], "shards": SHARDS, "largest_file": max(sizes),
            "total_bytes": sum(sizes)}


def on_files(files, config):
    from mkdocs.structure.files import File

    start = time.perf_counter()
    cached = CACHE / source_hash()
    if not (cached / "done").exists():
        tmp = CACHE / f"{cached.name}.tmp-{os.getpid()}"
        shutil.rmtree(tmp, ignore_errors=True)
        summary = generate(tmp / FOLDER, _cached_list())
        (tmp / "done").write_text(json.dumps(summary))
        try:
            tmp.rename(cached)
        except OSError:  # another build finished the same key first
            shutil.rmtree(tmp, ignore_errors=True)
        for old in CACHE.iterdir():
            if old != cached and (old / "done").exists():
                shutil.rmtree(old, ignore_errors=True)
        log.info("Maxi buckets written in %.1f s: %s", time.perf_counter() - start, summary)
    for path in sorted((cached / FOLDER).iterdir()):
        uri = f"{FOLDER}/{path.name}"
        files.append(File.generated(config, uri, abs_src_path=str(path)))
    return files


if __name__ == "__main__":  # a dry run: the summary, for the docs
    print(json.dumps(generate(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/maxi-buckets"))))
