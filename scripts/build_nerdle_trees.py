"""Build the Nerdle decision trees shipped in pysrc/puzzlers/data/ (run once; the result is committed).

    python scripts/build_nerdle_trees.py            # every variant with a tree
    python scripts/build_nerdle_trees.py 8 --openers 12

For each variant: the answers, the guess pool (answers plus the true equations with a lone 0, which the game
accepts as guesses; for Micro and Mini every valid guess without signs, leading zeros included), a shortlist of
openers (guesses with no repeated tile, ranked by one-step cost over all
answers), then `puzzlers.assistant.build_tree` from the best few openers with the worst case bounded; the
cheapest tree is written to ``pysrc/puzzlers/data/nerdle-<tiles>.json.gz`` with its distribution.
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "pysrc"))

from puzzlers import assistant  # noqa: E402
from puzzlers.feedback import Candidates, score_code, solved_code  # noqa: E402
from puzzlers.nerdle import VARIANTS, answer_list, check_guess, guess_pool  # noqa: E402

#: Per variant: worst case allowed, openers built in full (the best by one-step cost; Classic: a fixed one),
#: pool guesses ranked at big nodes, widths (nodes of at most 60 candidates, bigger nodes), second guesses
#: expanded exactly, the node size from which the whole pool is ranked, and the least number of distinct tiles a
#: pool guess must have. Classic openers tried (total guesses over all answers): 48-32=16 53,638; 46-27=19
#: 53,637; 52-34=18 53,580 (53,578 with 120 second guesses); about 11 minutes each.
SETTINGS = {
    5: dict(max_guesses=4, openers=200, pool=200, width=(200, 50), second=200, rank_min=40, distinct=0),
    6: dict(max_guesses=3, openers=2000, pool=2000, width=(2000, 10), second=2000, rank_min=40, distinct=0),
    7: dict(max_guesses=4, openers=3, pool=60, width=(3, 2), second=40, rank_min=4, distinct=6),
    8: dict(max_guesses=4, openers=1, opener="52-34=18", pool=60, width=(3, 2), second=120, rank_min=4, distinct=7),
}


def every_guess(tiles: int) -> list[str]:
    """Every valid guess without signs (leading and lone zeros allowed), by brute force over all strings:
    affordable for Micro and Mini only. Mini's tree needs one of them (``06/2=3``) to reach 544 guesses with a
    worst case of 3."""
    shape = re.compile(r"^\d[\d+*/-]*[\d]=\d+$")
    found = []
    for eq in range(3, tiles - 1):
        for left in itertools.product("0123456789+-*/", repeat=eq):
            left = "".join(left)
            for right in itertools.product("0123456789", repeat=tiles - 1 - eq):
                text = f"{left}={''.join(right)}"
                if shape.match(text) and check_guess(text, tiles).valid:
                    found.append(text)
    return found


def build(tiles: int, openers: int | None = None, log=print, **overrides) -> dict:
    cfg = dict(SETTINGS[tiles])
    if openers is not None:
        cfg["openers"] = openers
    cfg.update({k: v for k, v in overrides.items() if v is not None})
    answers = answer_list(tiles)
    pool = list(dict.fromkeys(answers + (every_guess(tiles) if tiles <= 6 else guess_pool(tiles))))
    cands = Candidates(answers)
    solved = solved_code(tiles)
    start = time.perf_counter()
    distinct = [g for g in pool if len(set(g)) == tiles] or pool
    ranked = assistant.rank_guesses_pool(cands, distinct, solved)
    openers = [cfg["opener"]] if cfg.get("opener") else [g for _, g in ranked[: cfg["openers"]]]
    # Guesses in order of their one-step cost at the start: the good splitters first.
    first = [g for _, g in ranked]
    guesses = list(dict.fromkeys(first + [g for g in pool if len(set(g)) >= cfg["distinct"]]))
    log(f"{tiles} tiles: {len(answers)} answers, {len(pool)} guesses ({len(guesses)} in the pool); openers "
        f"ranked in {time.perf_counter() - start:.1f} s; best {openers[:3]}")
    wide, narrow = cfg["width"]

    def width(size: int, depth: int) -> int:
        if size <= 3:
            return 2
        if depth == 1:
            return cfg["second"]
        return wide if size <= 60 else narrow

    best = None
    for opener in openers:
        t0 = time.perf_counter()
        try:
            tree, total = assistant.build_tree(cands, guesses, solved, max_guesses=cfg["max_guesses"],
                                               width=width, pool_size=cfg["pool"], openers=[opener],
                                               separator_scan=3000, full_rank_min=cfg["rank_min"])
        except ValueError:
            log(f"  {opener}: no tree within {cfg['max_guesses']} guesses")
            continue
        log(f"  {opener}: total {total} = {total / len(answers):.4f} a game ({time.perf_counter() - t0:.1f} s)")
        if best is None or total < best[1]:
            best = (tree, total)
    tree, total = best
    dist = assistant.distribution(tree, answers, score_code)
    return {"tiles": tiles, "answers": len(answers), "total": total, "average": round(total / len(answers), 4),
            "distribution": {str(k): v for k, v in dist.items()}, "seconds": round(time.perf_counter() - start, 1),
            "tree": tree}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tiles", nargs="*", type=int, default=sorted(SETTINGS))
    parser.add_argument("--openers", type=int, default=None, help="openers to build in full")
    parser.add_argument("--second", type=int, default=None, help="second guesses expanded exactly")
    parser.add_argument("--pool", type=int, default=None, help="pool guesses ranked at big nodes")
    parser.add_argument("--rank-min", type=int, default=None, help="nodes of this size or more rank the pool")
    parser.add_argument("--width", type=int, nargs=2, default=None, help="expansions at small and big nodes")
    parser.add_argument("--opener", default=None, help="build from this first guess only")
    parser.add_argument("--out", default=None, help="write here instead of pysrc/puzzlers/data/")
    parser.add_argument("--dry-run", action="store_true", help="report, do not write the data file")
    args = parser.parse_args(argv)
    for tiles in args.tiles:
        if tiles not in SETTINGS:
            parser.error(f"no tree settings for {tiles} tiles; choose from {sorted(SETTINGS)}")
        result = build(tiles, args.openers, second=args.second, pool=args.pool, rank_min=args.rank_min,
                       opener=args.opener, width=tuple(args.width) if args.width else None)
        if args.dry_run:
            print(f"average {result['average']}, distribution {result['distribution']}")
            continue
        out = Path(args.out) if args.out else ROOT / "pysrc" / "puzzlers" / "data" / f"nerdle-{tiles}.json.gz"
        out.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(result, separators=(",", ":"), ensure_ascii=False).encode()
        out.write_bytes(gzip.compress(data, 9, mtime=0))
        print(f"{VARIANTS[tiles].name}: average {result['average']}, distribution {result['distribution']}, "
              f"{out.name} {out.stat().st_size // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
