"""Replay the Maxi assistant on a seeded uniform sample of the answers; write templates/nerdle-maxi-quality.json.

    .venv/bin/python scripts/maxi_quality.py [--sample 2000] [--seed 15] [--jobs 2]

Every answer of the sample is played from the opener to the end: each turn's colours come from the package's
own `puzzlers.nerdle.game.feedback`, the next guess from `puzzlers.nerdle.game.suggest` given the opener's bucket
(as the site passes it: the answers of the whole list that give the same colours for the opener). The output
holds the distribution of guesses, the average (exact: a fraction, and rounded to 4 places), the worst case, the
seed, the strategy's version, the hash of the code that played (``player``), where the guesses go
(``after_second``: for the games whose second guess was precomputed and the others, how many answers the second
guess left), and the time per later turn (CPython, this machine, with the load average).
The how-it-works page (site/how/nerdle.md) quotes it; `tests/unit/test_nerdle_maxi.py` checks the version.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

from puzzlers.feedback import score_codes  # noqa: E402
from puzzlers.nerdle import feedback, maxi, maxiplay, suggest  # noqa: E402

OUT = ROOT / "templates" / "nerdle-maxi-quality.json"
#: The code that plays (with the strategy's data): its hash is stored as ``player``.
PLAYER = ("pysrc/puzzlers/nerdle/maxiplay.py", "pysrc/puzzlers/assistant.py", "pysrc/puzzlers/feedback.py")


def player_hash() -> str:
    digest = hashlib.sha256()
    for name in PLAYER:
        digest.update(name.encode())
        digest.update((ROOT / name).read_bytes().replace(b"\r\n", b"\n"))
    return digest.hexdigest()[:20]
LIMIT = 8  # a game longer than this is a bug: stop it


def play(answer: str, bucket: list[str]) -> tuple[list[str], list[float], int]:
    """The guesses the assistant makes for ``answer`` (the last is the answer), the seconds of each later
    turn's suggestion, and the answers left after the second guess (0 when it was the answer)."""
    turns: list[tuple[str, str]] = []
    guess = maxiplay.opener()
    times = []
    left = 0
    while True:
        turns.append((guess, feedback(guess, answer)))
        if guess == answer or len(turns) >= LIMIT:
            return [g for g, _ in turns], times, left
        start = time.perf_counter()
        result = suggest(10, turns, answers=bucket)
        times.append(time.perf_counter() - start)
        if len(turns) == 2:
            left = len(result.remaining)
        guess = result.suggestion


def _play_many(items: list[tuple[str, list[str]]]) -> list[tuple[str, int, list[float], bool, int]]:
    """``(answer, guesses, turn times, whether its second guess was precomputed, answers left after it)``."""
    out = []
    for answer, bucket in items:
        guesses, times, left = play(answer, bucket)
        precomputed = maxiplay.second_guess(maxiplay.code_of(feedback(maxiplay.opener(), answer))) is not None
        out.append((answer, len(guesses) if guesses[-1] == answer else LIMIT + 1, times, precomputed, left))
    return out


def _after_second(results: list) -> dict:
    """Where the guesses go, for the games whose second guess was precomputed and the others: how many games,
    their average (4 places), how many the second guess left alone (solved at guess 3) and the answers it left
    on average (size of the class, 0 when it was the answer)."""
    out = {}
    for name, flag in (("precomputed", True), ("live", False)):
        rows = [r for r in results if r[3] == flag]
        if not rows:
            continue
        out[name] = {"games": len(rows), "average_4": str(_places(Fraction(sum(r[1] for r in rows), len(rows)), 4)),
                     "distribution": {str(k): v for k, v in sorted(Counter(r[1] for r in rows).items())},
                     "left_alone": sum(1 for r in rows if r[4] == 1),
                     "left_average_2": str(_places(Fraction(sum(r[4] for r in rows), len(rows)), 2))}
    return out


def compute(sample: int, seed: int, jobs: int, log=print) -> dict:
    start = time.perf_counter()
    answers = list(maxi.answers(10))
    opener = maxiplay.opener()
    buckets: dict[int, list[str]] = {}
    codes = score_codes(opener, answers)
    for answer, code in zip(answers, codes):
        buckets.setdefault(code, []).append(answer)
    chosen = random.Random(seed).sample(range(len(answers)), sample)
    items = [(answers[i], buckets[codes[i]]) for i in chosen]
    log(f"list and buckets in {time.perf_counter() - start:.0f} s; playing {sample} games")
    results = []
    chunks = [items[i::jobs * 10] for i in range(jobs * 10)]
    with ProcessPoolExecutor(jobs) as pool:
        for n, part in enumerate(pool.map(_play_many, chunks)):
            results.extend(part)
            log(f"  {n + 1}/{len(chunks)}")
    lengths = [r[1] for r in results]
    times = [t for r in results for t in r[2]]
    dist = Counter(lengths)
    average = Fraction(sum(lengths), len(lengths))
    sizes = sorted((len(b) for b in buckets.values()), reverse=True)
    return {"version": maxiplay.strategy()["version"], "player": player_hash(), "opener": opener, "seed": seed,
            "sample": sample, "count": len(answers), "distribution": {str(k): dist[k] for k in sorted(dist)},
            "average": f"{average.numerator}/{average.denominator}", "average_4": str(_places(average, 4)),
            "worst": max(lengths), "buckets": len(buckets), "largest_bucket": sizes[0],
            "median_bucket": sizes[len(sizes) // 2],
            "worst_answers": sorted(r[0] for r in results if r[1] == max(lengths))[:10],
            "after_second": _after_second(results),
            "turn_ms_median": round(statistics.median(times) * 1000, 1),
            "turn_ms_max": round(max(times) * 1000, 1), "loadavg": [round(x, 2) for x in os.getloadavg()],
            "seconds": round(time.perf_counter() - start)}


def _places(value: Fraction, places: int) -> Decimal:
    """``value`` rounded to ``places`` decimal places, exactly (no float on the way)."""
    return (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal(1).scaleb(-places))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args()
    data = compute(args.sample, args.seed, args.jobs, log=lambda m: print(m, file=sys.stderr, flush=True))
    Path(args.out).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in data.items() if k != "worst_answers"}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
