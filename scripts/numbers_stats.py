"""Compute the numbers games' statistics once and write templates/numbers-stats.json (committed).

Every one of the 13,243 Countdown selections' target maps takes minutes on CPython, more than a site build may
spend, so the figures are computed by this script and committed with the hash of the sources that made them
(`source_hash`: the modules `puzzlers.numbers.stats` runs). `hooks/gen_numbers.py` uses the file while the hash
matches and recomputes otherwise; `tests/unit/test_numbers_stats.py` checks the hash and re-derives a sample.

    .venv/bin/python scripts/numbers_stats.py [--jobs N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

from puzzlers.numbers import stats  # noqa: E402

OUT = ROOT / "templates" / "numbers-stats.json"
#: The sources the figures depend on (their hash is stored with the figures).
SOURCES = ("pysrc/puzzlers/numbers/games.py", "pysrc/puzzlers/numbers/tables.py",
           "pysrc/puzzlers/numbers/stats.py")


def source_hash() -> str:
    digest = hashlib.sha256()
    for name in SOURCES:
        digest.update(name.encode())
        digest.update((ROOT / name).read_bytes().replace(b"\r\n", b"\n"))
    return digest.hexdigest()[:20]


def _maps(chunk: list) -> list[int]:
    return [stats.selection_map(s) for s in chunk]


def _krypto(chunk: list) -> list[int]:
    return [stats.krypto_targets(h) for h in chunk]


def _each(fn, items: list, size: int, jobs: int, progress, done: int, total: int) -> list:
    """``fn`` over ``items`` in chunks of ``size``, on ``jobs`` processes; ``progress`` counts chunks from ``done``."""
    chunks = [items[i:i + size] for i in range(0, len(items), size)]
    out: list = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        for i, part in enumerate(pool.map(fn, chunks) if pool else map(fn, chunks)):
            out.extend(part)
            if progress:
                progress(done + i + 1, total)
    return out


def compute(jobs: int = 1, progress=None) -> dict:
    """Every selection's map and every Krypto hand's targets, then the figures (JSON-safe), with the
    per-selection counts of targets reached."""
    start = time.perf_counter()
    sels, hands = stats.selections(), stats.krypto_hands()
    total = -(-len(sels) // 200) + -(-len(hands) // 1000)
    maps = _each(_maps, sels, 200, jobs, progress, 0, total)
    made = _each(_krypto, hands, 1000, jobs, progress, -(-len(sels) // 200), total)
    figures = stats.countdown_figures(dict(zip(sels, maps)))
    figures["reached"] = [bin(b).count("1") for b in maps]
    cards = stats.figures_24(range(1, 14))  # (its hands that cannot, written without spaces, would not read)
    figures["game_24"] = {"digits_0_9": stats.figures_24(range(10)), "digits_1_9": stats.figures_24(range(1, 10)),
                          "cards_1_13": {"hands": cards["hands"], "solvable": cards["solvable"]}}
    figures["krypto"] = stats.krypto_figures(dict(zip(hands, made)))
    figures["version"] = source_hash()
    figures["seconds"] = round(time.perf_counter() - start, 1)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args()

    def bar(done: int, total: int) -> None:
        print(f"\r{done}/{total} chunks", end="", file=sys.stderr, flush=True)

    figures = compute(args.jobs, bar)
    OUT.write_text(json.dumps(figures, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"\nwrote {OUT.relative_to(ROOT)} ({figures['seconds']} s; version {figures['version']})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
