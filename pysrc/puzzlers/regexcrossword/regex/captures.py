"""Exact narrowing of a line with backreferences (`narrow_captures`): the captures held as concrete strings."""

from __future__ import annotations

from functools import lru_cache

from puzzlers.regexcrossword.regex.program import (
    ACCEPT,
    BACKREF,
    BOL,
    CHAR,
    CLOSE,
    EOL,
    EOS,
    OPEN,
    program,
)
from puzzlers.regexcrossword.regex.syntax import Regex, charset_mask
from puzzlers.regexcrossword.regex.work import Work

#: Work units per configuration the exact backreference narrowing visits (it records each step for the way back).
CAPTURE_STEP = 4


@lru_cache(maxsize=1024)
def program_masks(regex: Regex, alphabet: str) -> tuple[int, ...]:
    """The symbols each state of `regex`'s program reads (0 for states that read none), over `alphabet`."""
    prog = program(regex)
    return tuple(charset_mask(prog.arg[s].pattern, alphabet) if k == CHAR else 0 for s, k in enumerate(prog.kind))


def narrow_captures(regex: Regex, alphabet: str, domains: list[int], cap: int,
                    work: Work | None = None) -> list[int] | None | bool:
    """Like `LineAutomaton.narrow`, but exact for backreferences; False when more than `cap` configurations
    would be needed, or when a referenced group captures inside a lookahead (the caller then keeps the relaxed
    answer). `work`, when given, is charged `CAPTURE_STEP` units per configuration visited.

    Configurations are (state, position, captures) where a referenced group's capture is a concrete string, so
    inside such a group the search branches on each symbol still possible; elsewhere it moves on whole symbol
    sets. Forward search records every step; symbols survive when a step lies on a path to an accepting end.
    Lookaheads and word boundaries are still ignored here (sound, not exact).
    """
    if regex.look_groups:
        return False
    prog = program(regex)
    masks = program_masks(regex, alphabet)
    kind, arg, out = prog.kind, prog.arg, prog.out
    n = len(domains)
    nslots = len(prog.slot)
    newline_bit = 1 << alphabet.index("\n") if "\n" in alphabet else 0
    start = (prog.start, 0, ((None, None),) * nslots)
    index = {start: 0}
    configs = [start]
    rev: list[list[tuple[int, object]]] = [[]]
    accepting = []
    k = 0
    while k < len(configs):
        s, p, env = configs[k]
        kd = kind[s]
        nexts: list[tuple[int, int, tuple, object]] = []  # (state, pos, env, label)
        if kd == ACCEPT:
            if p == n:
                accepting.append(k)
        elif kd == CHAR:
            if p < n:
                m = masks[s] & domains[p]
                if m:
                    if any(slot[0] is not None for slot in env):
                        bits = m
                        while bits:
                            low = bits & -bits
                            bits ^= low
                            ch = alphabet[low.bit_length() - 1]
                            env2 = tuple((pa + ch, c) if pa is not None else (pa, c) for pa, c in env)
                            for t in out[s]:
                                nexts.append((t, p + 1, env2, (p, low)))
                    else:
                        for t in out[s]:
                            nexts.append((t, p + 1, env, (p, m)))
        elif kd == BACKREF:
            text = env[arg[s]][1]
            if text is not None and p + len(text) <= n and all(
                    domains[p + j] >> alphabet.index(ch) & 1 for j, ch in enumerate(text)):
                env2 = tuple((pa + text, c) if pa is not None else (pa, c) for pa, c in env)
                for t in out[s]:
                    nexts.append((t, p + len(text), env2, (p, text) if text else None))
        else:
            env2 = env
            if kd == OPEN:
                slot = arg[s]
                env2 = env[:slot] + (("", env[slot][1]),) + env[slot + 1:]
            elif kd == CLOSE:
                slot = arg[s]
                env2 = env[:slot] + ((None, env[slot][0]),) + env[slot + 1:]
            elif kd == BOL and p != 0:
                env2 = None
            elif kd == EOL and not (p == n or (p == n - 1 and domains[p] & newline_bit)):
                env2 = None
            elif kd == EOS and p != n:
                env2 = None
            if env2 is not None:
                for t in out[s]:
                    nexts.append((t, p, env2, None))
        for t, p2, env2, label in nexts:
            key = (t, p2, env2)
            j = index.get(key)
            if j is None:
                j = len(configs)
                if j >= cap:
                    if work is not None:
                        work.charge(CAPTURE_STEP * j)
                    return False
                index[key] = j
                configs.append(key)
                rev.append([])
            rev[j].append((k, label))
        k += 1
    if work is not None:
        work.charge(CAPTURE_STEP * len(configs))
    if not accepting:
        return None
    alive = bytearray(len(configs))
    stack = list(accepting)
    for j in stack:
        alive[j] = 1
    result = [0] * n
    while stack:
        j = stack.pop()
        for i, label in rev[j]:
            if label is not None:
                pos, sym = label
                if isinstance(sym, int):
                    result[pos] |= sym
                else:
                    for off, ch in enumerate(sym):
                        result[pos + off] |= 1 << alphabet.index(ch)
            if not alive[i]:
                alive[i] = 1
                stack.append(i)
    return result
