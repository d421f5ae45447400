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
4. The second guesses, for every bucket too large for the live search (`maxiplay.needs_precomputing`), by
   `second_cost` (a two-step estimate of the guesses still needed: the third guess is assumed to tell a class of
   ``k`` answers apart, ``2k - 1`` guesses, plus a quarter of a guess for each answer beyond two), in passes:
   pass 1, the best of `maxiplay.SECOND_SAMPLE` of the bucket's own answers (a seeded sample); then
   `SHARED_PASSES` passes, each the best of those same answers and of every bucket's guess of the previous pass
   (a good second guess for one bucket is often better for a bucket of similar colours than any of that bucket's
   own answers; random answers of the whole list are not). A pass scores every candidate on a seeded sample of
   `SCREEN` (`SHARED_SCREEN`) answers of the bucket first, then the best `FINALISTS` (`SHARED_FINALISTS`) and the
   previous pass's guess on the whole bucket, so no pass does worse than the one before.

The file holds its inputs' hash (`source_hash`: the list's, the feedback's and the search's modules, and the
settings, `parameters`); `tests/unit/test_nerdle_maxi.py` checks it. 981 s with one process (load 2.4 to 3.9).
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
#: A second guess's candidates are first scored on this many answers of the bucket (a seeded sample) ...
SCREEN = 200
#: ... and the best this many of them on the whole bucket.
FINALISTS = 16
#: Passes that add every bucket's guess of the previous pass to each bucket's candidates ...
SHARED_PASSES = 2
#: ... scored first on this many answers of the bucket, and the best this many then on the whole bucket.
SHARED_SCREEN = 100
SHARED_FINALISTS = 24


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
            maxiplay.PAIR_BUDGET, assistant.GUESS_OVERHEAD, "second_cost 2", SCREEN, FINALISTS,
            SHARED_PASSES, SHARED_SCREEN, SHARED_FINALISTS]


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


SOLVED = solved_code(maxiplay.TILES)


def second_cost(cands, guess: str) -> int:
    """Four times the guesses the bucket's answers still need after ``guess`` (summed over them): none for the
    guess itself when it is an answer, ``2k - 1`` for a class of ``k`` answers (1 for a lone answer: guess it; for
    more, the third guess is assumed to be one of them and tell the others apart) and a quarter more for each
    answer beyond two (a class is not always told apart at once). Integers, so the choice is the same anywhere."""
    total = 0
    for code, k in Counter(cands.codes(guess)).items():
        if code != SOLVED:
            total += 8 * k - 4 + (k - 2 if k > 2 else 0)
    return total


def _own_sample(code: int, bucket: list[str]) -> list[str]:
    return random.Random(SEED * 100_003 + code).sample(bucket, min(len(bucket), maxiplay.SECOND_SAMPLE))


def _pick(cands, screen, pool: list[str], keep: str | None, finalists: int) -> tuple[int, str]:
    """The best of ``pool`` by `second_cost` on ``cands``, among the ``finalists`` best on ``screen`` and ``keep``
    (the previous pass's guess, so that a pass never does worse); ties go to the earlier guess of ``pool``."""
    ranked = sorted((second_cost(screen, g), i) for i, g in enumerate(pool))[:finalists]
    chosen = {i for _, i in ranked} | ({pool.index(keep)} if keep in pool else set())
    cost, i = min((second_cost(cands, pool[i]), i) for i in chosen)
    return cost, pool[i]


def _seconds(items: list[tuple[int, list[str], str | None]], shared: list[str] | None = None,
             screen_size: int = SCREEN, finalists: int = FINALISTS) -> list[tuple[int, str, int]]:
    """``(code, second guess, its second_cost)`` for each ``(code, bucket, previous guess)`` of ``items``: the best
    of the bucket's own sample, and of ``shared`` too when given (the later passes)."""
    out = []
    whole = Candidates([a for _, bucket, _ in items for a in bucket])  # the guess tables are shared by the buckets
    start = 0
    for code, bucket, previous in items:
        n = len(bucket)
        cands = whole.subset(range(start, start + n))
        start += n
        rng = random.Random(SEED * 100_003 + code + 1)
        screen = cands.subset(sorted(rng.sample(range(n), min(n, screen_size))))
        pool = _own_sample(code, bucket)
        if shared:
            pool = list(dict.fromkeys(pool + shared))
        cost, guess = _pick(cands, screen, pool, previous, finalists)
        out.append((code, guess, cost))
    return out


def _run(big: list, jobs: int, found: dict, shared: list[str] | None, screen_size: int, finalists: int, log,
         start: float, name: str) -> dict[int, tuple[str, int]]:
    jobs = max(jobs, 1)
    items = [(c, b, found[c][0] if c in found else None) for c, b in big]
    chunks = [items[i::jobs * 8] for i in range(jobs * 8)]
    out: dict[int, tuple[str, int]] = {}

    def parts():
        if jobs == 1:
            yield from (_seconds(part, shared, screen_size, finalists) for part in chunks)
            return
        with ProcessPoolExecutor(jobs) as pool:
            n = len(chunks)
            yield from pool.map(_seconds, chunks, [shared] * n, [screen_size] * n, [finalists] * n)

    for i, part in enumerate(parts()):
        out.update((c, (g, cost)) for c, g, cost in part)
        if (i + 1) % 4 == 0:
            log(f"  {name}: {i + 1}/{len(chunks)} chunks, {time.perf_counter() - start:.0f} s")
    return out


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
    total = sum(len(b) for _, b in big)
    found = _run(big, jobs, {}, None, SCREEN, FINALISTS, log, start, "pass 1 (own answers)")
    estimates = [sum(c for _, c in found.values())]
    for number in range(2, 2 + SHARED_PASSES):
        shared = sorted({g for g, _ in found.values()})
        found = _run(big, jobs, found, shared, SHARED_SCREEN, SHARED_FINALISTS, log, start,
                     f"pass {number} (and {len(shared):,} guesses of pass {number - 1})")
        estimates.append(sum(c for _, c in found.values()))
    log("estimated guesses in the precomputed buckets, by pass: "
        + ", ".join(f"{2 + c / 4 / total:.4f}" for c in estimates))
    second = {str(c): g for c, (g, _) in found.items()}
    return {"version": source_hash(), "opener": opener, "finalists": finalists, "seed": SEED,
            "count": len(answers), "buckets": len(buckets), "largest": sizes[0], "median": sizes[len(sizes) // 2],
            "precomputed": len(second), "second_sample": maxiplay.SECOND_SAMPLE, "screen": SCREEN,
            "second_finalists": FINALISTS, "shared_passes": SHARED_PASSES, "shared_screen": SHARED_SCREEN,
            "estimate": [f"{2 * 4 * total + c}/{4 * total}" for c in estimates], "pair_budget": maxiplay.PAIR_BUDGET,
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
