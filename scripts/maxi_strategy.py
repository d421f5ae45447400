"""Compute the Maxi assistant's strategy once and write pysrc/puzzlers/data/nerdle-maxi.json.gz (committed).

    .venv/bin/python scripts/maxi_strategy.py [--jobs 2]

1. The whole list (`puzzlers.nerdle.maxi.answers`, about 20 s).
2. The opener: `OPENER`, fixed (as the Classic tree's is in scripts/build_nerdle_trees.py). How it was found:
   7,000 answers whose ten tiles are all different, ranked by the sum of squared feedback-class sizes (the
   expected answers left, up to a factor) over 60,000 answers; it leaves 588 answers on average over the whole
   list. The ranking of a seeded sample (``--rank-openers``, logged only) prefers 29-3+41=67 (590 on the whole
   list); a first replay of 250 answers favoured 17-2+43=58 (3.37 against 3.46 guesses), but over the 2,000
   answers of scripts/maxi_quality.py the two are equal (3.4550 and 3.4565), so the difference was noise.
3. The buckets: the list split by the opener's feedback.
4. The second guesses: for every bucket too large for the live search (`maxiplay.needs_precomputing`), the best
   of `maxiplay.SECOND_SAMPLE` of its own answers (a seeded sample) by `puzzlers.assistant.best_guess`.

The file holds its inputs' hash (`source_hash`: the list's, the feedback's and the search's modules, and the
settings, `parameters`); `tests/unit/test_nerdle_maxi.py` checks it. About 8 minutes with two processes.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

from puzzlers import assistant  # noqa: E402
from puzzlers.feedback import Candidates, score_codes, solved_code  # noqa: E402
from puzzlers.nerdle import maxi, maxiplay  # noqa: E402

OUT = ROOT / "pysrc" / "puzzlers" / "data" / "nerdle-maxi.json.gz"
SOURCES = ("pysrc/puzzlers/nerdle/maxi.py", "pysrc/puzzlers/exact.py", "pysrc/puzzlers/feedback.py",
           "pysrc/puzzlers/assistant.py")
SEED = 2026
OPENER = "17-2+43=58"
OPENER_CANDIDATES = 1500
OPENER_SAMPLE = 20_000
OPENER_FINALISTS = 5
FIRST = 1000  # answers stored for the opening's candidate list


def source_hash() -> str:
    """The hash of the sources the strategy depends on (stored in the file as ``version``)."""
    digest = hashlib.sha256()
    for name in SOURCES:
        digest.update(name.encode())
        digest.update((ROOT / name).read_bytes().replace(b"\r\n", b"\n"))
    digest.update(json.dumps(parameters()).encode())
    return digest.hexdigest()[:20]


def parameters() -> list:
    """What the strategy depends on besides the sources: this script's and the assistant's settings."""
    return [OPENER, SEED, OPENER_CANDIDATES, OPENER_SAMPLE, OPENER_FINALISTS, FIRST, maxiplay.SECOND_SAMPLE,
            maxiplay.PAIR_BUDGET, assistant.GUESS_OVERHEAD]


def spread(guess: str, answers: list[str]) -> int:
    """The sum of the squared sizes of the feedback classes of ``guess`` over ``answers``."""
    return sum(n * n for n in Counter(score_codes(guess, answers)).values())


def choose_opener(answers: list[str], log=print) -> tuple[str, list]:
    rng = random.Random(SEED)
    distinct = [a for a in answers if len(set(a)) == len(a)]
    candidates = rng.sample(distinct, OPENER_CANDIDATES)
    sample = rng.sample(answers, OPENER_SAMPLE)
    ranked = sorted((spread(g, sample), g) for g in candidates)
    log(f"openers ranked on {OPENER_SAMPLE:,} answers: {ranked[:OPENER_FINALISTS]}")
    finals = sorted((spread(g, answers), g) for _, g in ranked[:OPENER_FINALISTS])
    log(f"finalists over the whole list: {finals}")
    return finals[0][1], [[g, s] for s, g in finals]


def buckets_of(opener: str, answers: list[str]) -> dict[int, list[str]]:
    """The answers by the feedback code they give for ``opener``, each bucket in list order."""
    out: dict[int, list[str]] = {}
    for answer, code in zip(answers, score_codes(opener, answers)):
        out.setdefault(code, []).append(answer)
    return out


def second_for(bucket: list[str]) -> str:
    """The precomputed second guess of a bucket: the best of a seeded sample of its own answers."""
    k = maxiplay.SECOND_SAMPLE
    budget = 2 * k * (len(bucket) + assistant.GUESS_OVERHEAD)  # best_guess tries half its room from the answers
    return assistant.best_guess(Candidates(bucket), [], solved_code(maxiplay.TILES), max_pairs=budget)


def _seconds(items: list[tuple[int, list[str]]]) -> list[tuple[int, str]]:
    return [(code, second_for(bucket)) for code, bucket in items]


def compute(jobs: int = 2, log=print, rank: bool = False) -> dict:
    start = time.perf_counter()
    answers = list(maxi.answers(maxiplay.TILES))
    log(f"{len(answers):,} answers in {time.perf_counter() - start:.0f} s")
    opener, finalists = OPENER, []
    if rank:
        best, finalists = choose_opener(answers, log)
        log(f"best by the sum of squares: {best}; kept: {OPENER}")
    buckets = buckets_of(opener, answers)
    sizes = sorted((len(b) for b in buckets.values()), reverse=True)
    big = sorted(((c, b) for c, b in buckets.items() if maxiplay.needs_precomputing(len(b))),
                 key=lambda cb: -len(cb[1]))
    log(f"opener {opener}: {len(buckets):,} buckets, largest {sizes[0]:,}; {len(big):,} to precompute")
    chunks = [big[i::jobs * 8] for i in range(jobs * 8)]
    second: dict[str, str] = {}
    with ProcessPoolExecutor(jobs) as pool:
        for i, part in enumerate(pool.map(_seconds, chunks)):
            second.update((str(c), g) for c, g in part)
            log(f"  {i + 1}/{len(chunks)} chunks, {time.perf_counter() - start:.0f} s")
    return {"version": source_hash(), "opener": opener, "finalists": finalists, "seed": SEED,
            "count": len(answers), "buckets": len(buckets), "largest": sizes[0], "median": sizes[len(sizes) // 2],
            "precomputed": len(second), "second_sample": maxiplay.SECOND_SAMPLE, "pair_budget": maxiplay.PAIR_BUDGET,
            "second": dict(sorted(second.items(), key=lambda kv: int(kv[0]))), "first": answers[:FIRST],
            "seconds": round(time.perf_counter() - start)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--rank-openers", action="store_true", help="rank a seeded sample of openers (logged)")
    args = parser.parse_args()
    data = compute(args.jobs, log=lambda msg: print(msg, file=sys.stderr, flush=True), rank=args.rank_openers)
    OUT.write_bytes(gzip.compress(json.dumps(data, separators=(",", ":")).encode(), mtime=0))
    print(f"wrote {OUT.relative_to(ROOT)} ({data['seconds']} s; version {data['version']})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
