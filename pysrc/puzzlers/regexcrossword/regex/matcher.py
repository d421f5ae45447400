"""Exact matching of a whole line (`matches`): backreferences, lookaheads, anchors and word boundaries, as
`re.fullmatch` decides, by a search over (state, position, captures) that visits each configuration once.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache

from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword.regex.program import (
    ACCEPT,
    BACKREF,
    BOL,
    BOUND,
    CHAR,
    CLOSE,
    EOL,
    EOS,
    LOOK,
    OPEN,
    Program,
    program,
)
from puzzlers.regexcrossword.regex.syntax import Regex, parse
from puzzlers.regexcrossword.regex.work import OutOfWork, Work

MATCH_BUDGET = 400_000
#: Work units per configuration the exact matcher visits (about two microseconds each on CPython).
MATCH_STEP = 2
#: Work units per configuration the exact backreference narrowing visits (it records each step for the way back).


@lru_cache(maxsize=4096)
def _is_word(ch: str) -> bool:
    return _WORD.fullmatch(ch) is not None


_WORD = re.compile(r"\w")
#: ``\B`` matches the empty text from Python 3.14 on, never before; puzzle lines are never empty, but the
#: matcher follows the running Python so that it agrees with `re.fullmatch` everywhere.
_EMPTY_NON_BOUNDARY = sys.version_info >= (3, 14)


def matches(regex: Regex | str, text: str, work: Work | None = None, looks: dict | None = None) -> bool:
    """Whether `regex` matches all of `text`, as `re.fullmatch` would decide, in polynomial time per capture.

    Each configuration (state, position, captures) is visited once, and charged one unit to `work` (by default a
    budget of `MATCH_BUDGET`, past which a `PuzzleError` says the clue is too complex; with a caller's `work`,
    `OutOfWork` propagates). A lookahead is evaluated once per configuration, atomically as in Python: the
    first way it matches, in backtracking order, gives the captures that later backreferences read. `looks`, a
    dict the caller keeps per clue and line length, shares lookahead outcomes between texts (a lookahead that
    sees no captured group depends only on its position and the text from the character before it on).

    >>> matches("(.)(.)\\\\2\\\\1", "ABBA"), matches("(.)(.)\\\\2\\\\1", "ABAB")
    (True, False)
    >>> matches("(^a)\\\\1", "aa"), matches("(a){0}\\\\1", "")
    (True, False)
    """
    if isinstance(regex, str):
        regex = parse(regex)
    prog = program(regex)
    empty = ((-1, -1, -1),) * len(prog.slot)
    own = work is None
    if own:
        work = Work(MATCH_BUDGET)
    try:
        return _search(prog, text, prog.start, 0, empty, True, work, {} if looks is None else looks) is not None
    except OutOfWork:
        if own:
            raise PuzzleError("a clue is too complex to check (too many ways to capture its groups)") from None
        raise


def _search(prog: Program, text: str, start: int, pos: int, env: tuple, full: bool, work: Work,
            looks: dict) -> tuple | None:
    """Depth-first search of configurations (state, position, captures) in backtracking order, each visited
    once; the captures at the first accepting configuration, or None. `looks` memoises lookahead outcomes."""
    kind, arg, out = prog.kind, prog.arg, prog.out
    n = len(text)
    seen = set()
    stack = [(start, pos, env)]
    while stack:
        config = stack.pop()
        if config in seen:
            continue
        seen.add(config)
        work.charge(MATCH_STEP)
        s, p, e = config
        k = kind[s]
        if k == ACCEPT:
            if not full or p == n:
                return e
            continue
        if k == CHAR:
            if p < n and arg[s].fullmatch(text[p]):
                stack.extend((t, p + 1, e) for t in reversed(out[s]))
            continue
        if k == OPEN:
            slot = arg[s]
            e = e[:slot] + ((p, e[slot][1], e[slot][2]),) + e[slot + 1:]
        elif k == CLOSE:
            slot = arg[s]
            e = e[:slot] + ((e[slot][0], e[slot][0], p),) + e[slot + 1:]
        elif k == BACKREF:
            _, a, z = e[arg[s]]
            if a < 0 or not text.startswith(text[a:z], p):
                continue
            p += z - a
        elif k == BOL:
            if p != 0:
                continue
        elif k == EOL:
            if not (p == n or (p == n - 1 and text[p] == "\n")):
                continue
        elif k == EOS:
            if p != n:
                continue
        elif k == BOUND:
            before = p > 0 and _is_word(text[p - 1])
            after = p < n and _is_word(text[p])
            if (before != after) == arg[s] or (arg[s] and not n and not _EMPTY_NON_BOUNDARY):
                continue
        elif k == LOOK:
            sub_start, negate = arg[s]
            key = (sub_start, p, e, text if any(slot[1] >= 0 for slot in e) else text[max(p - 1, 0):], n)
            if key not in looks:
                if len(looks) > 100_000:
                    looks.clear()
                looks[key] = _search(prog, text, sub_start, p, e, False, work, looks)
            found = looks[key]
            if negate:
                if found is not None:
                    continue
            elif found is None:
                continue
            else:
                e = found  # a positive lookahead keeps what it captured
        stack.extend((t, p, e) for t in reversed(out[s]))
    return None
