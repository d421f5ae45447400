"""A guess strategy for Wordle-like games: the best next guess, and whole decision trees.

Game-agnostic. A game supplies three things:

- the **candidates**: a `puzzlers.feedback.Candidates` (or any object with ``answers``, ``codes(guess)`` and
  ``subset(positions)``, e.g. a subclass whose ``codes`` knows a game's special rules);
- the **guess pool**: guesses the player may type (answers are always allowed too);
- the **solved code**: the feedback code meaning "correct" (all green: ``3**tiles - 1``).

Scoring. A guess splits the candidates into parts, one per feedback. The cost of a guess is the total number of
guesses, summed over all candidates, still needed to finish: every candidate pays this guess, and each part
pays what it needs next. One-step choices (`rank_guesses`, `best_guess`) estimate a part's need with `estimate`
(1 for a single candidate, 3 for two, about ``2s - 1`` and a little more for ``s`` candidates, since the best one
can hope for is to guess one and tell the others apart); `build_tree` computes it exactly for the best few
guesses by recursion (lookahead) and keeps the cheapest, subject to a limit on the number of guesses.

Trees are JSON-safe: a leaf is an answer (a string: guess it); a node is a list ``[guess, {code: subtree}]``
whose dictionary maps each feedback code (a decimal string, JSON keys being strings) other than the solved code
to the subtree for the candidates that give it.

>>> from puzzlers.feedback import Candidates, score_code
>>> pool = Candidates(["1+2=3", "2+1=3", "3-2=1", "4-1=3", "4-3=1"])
>>> tree, total = build_tree(pool, [], solved=3**5 - 1)
>>> total, max(len(play(tree, a, score_code)) for a in pool.answers)
(9, 2)
"""

from __future__ import annotations

import itertools
import json
import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

#: A leaf (an answer to guess) or a node ``[guess, {code: subtree}]``.
Tree = str | list
INFINITE = float("inf")


def estimate(size: int) -> float:
    """Estimated total guesses to finish ``size`` candidates that all gave the same feedback (next turn on)."""
    if size <= 2:
        return 2 * size - 1
    return 2 * size - 1 + 0.35 * size * math.log(size / 2)


def partition(candidates, guess) -> dict[int, list[int]]:
    """Positions of ``candidates.answers`` grouped by the feedback code they give for ``guess``."""
    parts: dict[int, list[int]] = {}
    for i, code in enumerate(candidates.codes(guess)):
        parts.setdefault(code, []).append(i)
    return parts


def guess_cost(candidates, guess, solved: int) -> float:
    """The one-step cost of ``guess``: one guess for every candidate plus `estimate` of every unsolved part."""
    sizes = Counter(candidates.codes(guess))
    return len(candidates) + sum(estimate(s) for code, s in sizes.items() if code != solved)


def rank_guesses(candidates, guesses: Sequence, solved: int, top: int | None = None) -> list[tuple[float, str]]:
    """``(cost, guess)`` for the candidates themselves and ``guesses``, cheapest first; ties go to a guess that
    may be the answer, then to the earlier one. ``top`` keeps only the first few."""
    seen = set()
    scored = []
    for order, guess in enumerate(list(candidates.answers) + list(guesses)):
        if guess in seen:
            continue
        seen.add(guess)
        scored.append((guess_cost(candidates, guess, solved), order, guess))
    scored.sort()
    if top is not None:
        scored = scored[:top]
    return [(cost, guess) for cost, _, guess in scored]


#: What preparing one guess costs, in feedback computations (its tables, the counting): `best_guess` charges it.
GUESS_OVERHEAD = 40


def best_guess(candidates, guesses: Sequence, solved: int, *, max_pairs: int = 400_000,
               seconds: float | None = None, seed: int = 0) -> str:
    """The best next guess by `guess_cost`, within a budget: at most ``max_pairs`` feedback computations,
    counting `GUESS_OVERHEAD` more for each guess tried (and ``seconds`` of wall time, when given). When the
    candidates and the pool do not fit the budget, the guesses tried are a deterministic random sample
    (``seed``) of the candidates and of ``guesses``, half and half, so the answer comes in bounded time whatever
    the position. Ties go to a guess that may be the answer."""
    n = len(candidates)
    if n == 0:
        raise ValueError("no candidates")
    if n <= 2:
        return candidates.answers[0]
    own = list(candidates.answers)
    own_set = set(own)
    other = [g for g in dict.fromkeys(guesses) if g not in own_set]
    room = max(2, max_pairs // (n + GUESS_OVERHEAD))
    if len(own) + len(other) > room:
        rng = random.Random(seed)
        take_own = min(len(own), max(1, room // 2))
        own = rng.sample(own, take_own)
        other = rng.sample(other, min(len(other), room - take_own))
    start = time.monotonic()
    best_key, best = (INFINITE, 2), candidates.answers[0]
    for guess in own + other:
        key = (guess_cost(candidates, guess, solved), 0 if guess in own_set else 1)
        if key < best_key:
            best_key, best = key, guess
        if seconds is not None and time.monotonic() - start > seconds:
            break
    return best


def build_tree(candidates, guesses: Sequence, solved: int, *, max_guesses: int | None = None,
               width: Callable[[int, int], int] | None = None, pool_size: int = 60, inherit: int = 150,
               full_rank_min: int = 40, parent_limit: int = 600, separator_scan: int | None = None,
               openers: Sequence | None = None) -> tuple[Tree, int]:
    """A decision tree for ``candidates`` and its total cost (sum over answers of the guesses each one takes).

    At every node the guesses are ranked by `guess_cost` (one step); the best ``width(size, depth)`` of them are
    expanded exactly (recursively) and the cheapest subtree kept (more are tried while none meets the bound).
    Guesses considered at a node: its own candidates; at nodes of at least ``full_rank_min`` candidates, the
    ``pool_size`` best of all ``guesses``; the ``inherit`` best guesses of its parent, and its parent's
    candidates when there are at most ``parent_limit`` of them (they share structure with the node's and often
    split it well). At the root, ``openers`` (when given) replaces all that: the first guess is one of them.
    ``max_guesses`` bounds the guesses any answer may take (None: no bound); ``ValueError`` if it cannot be met
    with the guesses considered. With two guesses left, a guess telling all candidates apart is looked for in the
    node's pool, then in the first ``separator_scan`` of ``guesses`` (all of them when None).
    """
    width = width or default_width
    guesses = list(dict.fromkeys(guesses))
    memo: dict[tuple, tuple] = {}

    def solve(cands, inherited: Sequence, depth: int, left: float) -> tuple[float, int, Tree]:
        n = len(cands)
        if left < 1:
            return INFINITE, 0, ""
        if n == 1:
            return 1, 1, cands.answers[0]
        if left < 2:
            return INFINITE, 0, ""
        key = (tuple(cands.answers), left)
        if key in memo:
            return memo[key]
        own = cands.answers
        if n == 2:
            result = (3, 2, [own[0], {str(cands.codes(own[0])[1]): own[1]}])
            memo[key] = result
            return result
        own_set = set(own)
        if depth == 0 and openers is not None:
            pool = list(dict.fromkeys(openers))
        else:
            # With two guesses left only separators matter: the wide ranking is skipped (see below).
            wide = _ranked(cands, guesses, solved, pool_size) if n >= full_rank_min and left >= 3 else []
            pool = list(dict.fromkeys(list(own) + list(inherited) + wide))
        if left < 3:
            # Two guesses left: only a guess that tells every candidate apart will do; prefer a candidate.
            result = (INFINITE, 0, "")
            scan = guesses if separator_scan is None else guesses[:separator_scan]
            for guess in itertools.chain(sorted(pool, key=lambda g: g not in own_set), scan):
                codes = cands.codes(guess)
                if len(set(codes)) == n:
                    cost = 2 * n - (1 if guess in own_set else 0)
                    result = (cost, 2, [guess, {str(c): a for c, a in sorted(zip(codes, own)) if c != solved}])
                    break
            memo[key] = result
            return result
        ranked = rank_guesses_pool(cands, pool, solved)
        handed = [g for _, g in ranked[:inherit]] + (list(own) if n <= parent_limit else [])
        if left == 3:
            ranked = _feasible_first(cands, ranked, solved)
        best: tuple[float, int, Tree] = (INFINITE, 0, "")
        k = width(n, depth)
        for tried, (_, guess) in enumerate(ranked):
            if tried >= (k if best[0] < INFINITE else max(4 * k, 60)):
                break
            parts = partition(cands, guess)
            if len(parts) == 1 and solved not in parts:
                continue
            total, deepest, branches = n, 1, {}
            for code, positions in sorted(parts.items(), key=lambda item: -len(item[1])):
                if code == solved:
                    continue
                c, d, t = solve(cands.subset(positions), handed, depth + 1, left - 1)
                total += c
                if total >= best[0]:
                    break
                deepest = max(deepest, d + 1)
                branches[str(code)] = t
            else:
                best = (total, deepest, [guess, dict(sorted(branches.items(), key=lambda kv: int(kv[0])))])
        memo[key] = best
        return best

    limit = INFINITE if max_guesses is None else max_guesses
    total, _, tree = solve(candidates, [], 0, limit)
    if total == INFINITE:
        raise ValueError(f"no tree found that solves every answer within {max_guesses} guesses")
    return tree, int(total)


def _separates(cands, guess) -> bool:
    """Whether ``guess`` gives every one of the candidates its own feedback."""
    return len(set(cands.codes(guess))) == len(cands)


def _separable(cands) -> bool:
    """Whether one of the candidates tells all the others apart (so two more guesses always suffice)."""
    return any(_separates(cands, guess) for guess in cands.answers)


def _feasible_first(cands, ranked: list, solved: int, look: int = 120) -> list:
    """With three guesses left, put first (in cost order) the guesses after which every part of three or more
    candidates is told apart by one of its own members: those surely finish within the bound. The others
    follow, fewest doubtful parts first."""
    keyed = []
    for order, (cost, guess) in enumerate(ranked[:look]):
        doubtful = 0
        for code, positions in partition(cands, guess).items():
            if code != solved and len(positions) >= 3:
                if not _separable(cands.subset(positions)):
                    doubtful += 1
        keyed.append(((doubtful > 0, doubtful, order), (cost, guess)))
    keyed.sort(key=lambda kv: kv[0])
    return [item for _, item in keyed] + ranked[look:]


def default_width(size: int, depth: int) -> int:
    """How many of the best-ranked guesses `build_tree` expands exactly at a node of ``size`` candidates."""
    if size <= 3:
        return 2
    if size <= 40:
        return 3
    return 2


def _ranked(cands, guesses: list, solved: int, top: int) -> list:
    if not guesses or top <= 0:
        return []
    scored = sorted((guess_cost(cands, g, solved), i, g) for i, g in enumerate(guesses))
    return [g for _, _, g in scored[:top]]


def rank_guesses_pool(cands, pool: Sequence, solved: int) -> list[tuple[float, str]]:
    """``(cost, guess)`` for every guess of ``pool``, cheapest first, candidates first among equals."""
    answers = set(cands.answers)
    scored = sorted((guess_cost(cands, g, solved), 0 if g in answers else 1, i, g) for i, g in enumerate(pool))
    return [(c, g) for c, _, _, g in scored]


def follow(tree: Tree, turns: Sequence[tuple[str, int]]) -> Tree | None:
    """The subtree reached after ``turns`` (``(guess, code)`` pairs), or None when the turns leave the tree
    (a guess the tree would not have made, or a feedback it did not expect)."""
    node = tree
    for guess, code in turns:
        if isinstance(node, str) or node[0] != guess:
            return None
        node = node[1].get(str(code))
        if node is None:
            return None
    return node


def next_guess(tree: Tree) -> str:
    """The guess a (sub)tree makes now."""
    return tree if isinstance(tree, str) else tree[0]


def play(tree: Tree, answer, feedback: Callable, solved: int | None = None) -> list[str]:
    """The guesses the tree makes when the answer is ``answer``; the last one is correct.
    ``feedback(guess, answer)`` gives the code; ``solved`` defaults to all green for the answer's length."""
    if solved is None:
        solved = 3 ** len(answer) - 1
    guesses = []
    node = tree
    while True:
        guess = next_guess(node)
        guesses.append(guess)
        code = feedback(guess, answer)
        if code == solved:
            return guesses
        if isinstance(node, str):
            raise ValueError(f"the tree does not know the answer {answer!r}")
        node = node[1].get(str(code))
        if node is None:
            raise ValueError(f"the tree does not know the answer {answer!r}")
        if len(guesses) > 50:
            raise ValueError("the tree loops")


def distribution(tree: Tree, answers, feedback: Callable) -> dict[int, int]:
    """How many answers take 1, 2, 3, ... guesses with ``tree``."""
    counts = Counter(len(play(tree, a, feedback)) for a in answers)
    return dict(sorted(counts.items()))


def tree_size(tree: Tree) -> int:
    """Number of nodes and leaves."""
    if isinstance(tree, str):
        return 1
    return 1 + sum(tree_size(t) for t in tree[1].values())


@dataclass(frozen=True)
class Suggestion:
    """What a game's ``suggest`` found: the next guess (None when solved or no candidate is left), the remaining
    candidates, whether the game is already won, and where the guess came from (``"tree"``: a precomputed
    decision tree; ``"search"``: a live, budgeted search; ``"sample"``: scored against a sample of the
    candidates; ``"last"``: the only candidates left; ``"solved"``)."""

    suggestion: str | None
    remaining: list[str] = field(default_factory=list)
    solved: bool = False
    source: str = ""

    def to_json(self, candidates: int) -> dict:
        """The browser's and ``--json``'s shape: ``{"suggestion", "remaining": count, "candidates": the first
        ``candidates``, "solved", "source"}``."""
        return {"suggestion": self.suggestion, "remaining": len(self.remaining),
                "candidates": self.remaining[:candidates], "solved": self.solved, "source": self.source}

    def print(self, candidates: int, as_json: bool = False, seconds: float | None = None) -> None:
        """Print for the command line: the JSON object, or a few lines for people."""
        if as_json:
            print(json.dumps({**self.to_json(candidates),
                              **({"seconds": round(seconds, 3)} if seconds is not None else {})}))
        elif self.solved:
            print(f"solved: {self.remaining[0]}")
        else:
            print(f"suggestion: {self.suggestion}")
            print(f"remaining: {len(self.remaining)}")
            shown = self.remaining[:candidates]
            if shown:
                more = len(self.remaining) - len(shown)
                print("candidates: " + " ".join(shown) + (f" (+{more} more)" if more else ""))
