"""Bi-Nerdle and Quad-Nerdle: two or four Classic boards, one guess per turn for all of them.

The official limits: Bi-Nerdle gives **7 guesses** for its two boards (the game's launch announcement, quoted in
"Bi-Nerdle is to Nerdle what Quordle is to Wordle"), Quad-Nerdle **10 guesses** for four (maxjiang216/nerdle-solver,
``README.md``: "Guess 4 equations in 10 tries"). Every board needs one exact guess of its own, so the assistant
plays to finish them all soonest:

- a board whose answer is known (one candidate left) is played at once: it needs that guess anyway; among several
  such boards, the guess that splits the other boards best;
- otherwise the guess that leaves the fewest candidates in expectation, summed over the unsolved boards (a board
  the guess solves counts 0), among the boards' candidates and a fixed sample of the answer list;
- the first guess is the single-board opener of the precomputed Classic tree (all boards start alike).

>>> r = multi_suggest(2, ["52-34=18:BPBPBGPB,PBPBBGBP"])
>>> r.suggestion, [len(b) for b in r.remaining]
('161/7=23', [119, 12])
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from puzzlers import assistant
from puzzlers.errors import PuzzleError, ascii_forms
from puzzlers.feedback import code_to_text, parse_feedback, solved_code, split_turn, text_to_code
from puzzlers.nerdle.game import _fitting, answer_list, candidates_for, decision_tree, require_guess, tile_fault

#: The official guess limits by number of boards.
LIMITS = {2: 7, 4: 10}
#: Guesses from the answer list added to the boards' candidates when scoring (a fixed sample).
SAMPLE = 150
TILES = 8


@dataclass(frozen=True)
class MultiSuggestion:
    """``suggestion`` (None once every board is solved), ``remaining``: each board's answers still possible (a
    solved board: its answer alone), ``solved``: which boards are, ``turns_left``: within the official limit."""

    suggestion: str | None
    remaining: list
    solved: list
    turns_left: int

    def to_json(self, candidates: int = 10) -> dict:
        return {"suggestion": self.suggestion, "turns_left": self.turns_left,
                "boards": [{"solved": s, "remaining": len(r), "candidates": r[:candidates]}
                           for s, r in zip(self.solved, self.remaining)]}


def _parse(boards: int, turns: Iterable) -> list[tuple[str, list]]:
    out = []
    example = "52-34=18:" + ",".join(["BBPBBPBB"] * boards)
    for number, turn in enumerate(turns, 1):
        guess, fbs = map(ascii_forms, split_turn(number, turn, example))
        try:
            guess = require_guess(guess, TILES)
        except PuzzleError as error:
            raise PuzzleError(f"turn {number}: {error}") from None
        parts = [p.strip() for p in fbs.split(",")]
        if len(parts) != boards:
            raise PuzzleError(f"turn {number} ({guess}): give {boards} colour rows separated by commas, one per "
                              f"board (- for a board already solved); got {len(parts)}")
        row = []
        for b, part in enumerate(parts, 1):
            if part in ("-", ""):
                row.append(None)
                continue
            try:
                row.append(parse_feedback(part, TILES))
            except PuzzleError as error:
                raise PuzzleError(f"turn {number} ({guess}), board {b}: {error}") from None
        out.append((guess, row))
    return out


def _cost(guess: str, boards: list, solved_at: int) -> float:
    """Candidates expected to remain after ``guess``, summed over the boards (solved outcomes count 0)."""
    total = 0.0
    for cands in boards:
        n = len(cands)
        sizes = Counter(cands.codes(guess))
        total += (sum(s * s for s in sizes.values()) - sizes.get(solved_at, 0)) / n
    return total


def _no_fit(where: str, guess: str, fb: str, codes: list, full, earlier: list) -> PuzzleError:
    """Why no answer left on a board gives ``guess`` the colours ``fb`` (``codes``: its candidates' feedback
    codes): the first tile whose colour none of them gives; else an earlier turn of ``earlier`` (``(number,
    guess, fb)`` on this board) whose colours no answer of ``full`` gives with these, when some answer gives these
    alone (either may be the row set wrong, as on the Classic board); else the row as a whole.

    >>> multi_suggest(2, ["52-34=18:PPGBBPPB,PGBGPGPB", "21*2/7=6:BPBGBPGB,PPBBBPPB"])
    Traceback (most recent call last):
    puzzlers.errors.PuzzleError: turn 2 (21*2/7=6), board 1: no answer gives these colours and those of turn 1 \
(52-34=18); check the tiles of both
    """
    rows = (code_to_text(c, TILES) for c in set(codes))
    tile = tile_fault(where, guess, fb, rows, "no answer left on this board")
    if tile:
        return PuzzleError(tile)
    code = text_to_code(fb)
    if code in full.codes(guess):
        for number, other, other_fb in earlier:
            if code not in _fitting(full, [(other, other_fb)]).codes(guess):
                return PuzzleError(f"{where}: no answer gives these colours and those of turn {number} ({other}); "
                                   "check the tiles of both")
    return PuzzleError(f"{where}: no answer fits these colours; each tile is possible on its own, so check them "
                       "together (and the board's earlier rows)")


def best_multi_guess(boards: list, pool: Iterable[str], progress=None) -> str:
    """The guess of ``pool`` with the least `_cost` over the unsolved ``boards`` (`NerdleCandidates`); ties: the
    first in pool order. A board with one candidate left is played at once. ``progress(done, total)`` is called
    as the guesses are scored."""
    solved_at = solved_code(TILES)
    known = [c.answers[0] for c in boards if len(c) == 1]
    if known:
        others = [c for c in boards if len(c) > 1]
        if not others:
            return known[0]
        return min(known, key=lambda g: _cost(g, others, solved_at))
    best, best_cost = None, None
    pool = list(pool)
    for done, guess in enumerate(pool):
        if progress and done % 64 == 0:
            progress(done, len(pool))
        cost = _cost(guess, boards, solved_at)
        if best_cost is None or cost < best_cost:
            best, best_cost = guess, cost
    if progress:
        progress(len(pool), len(pool))
    return best


def multi_suggest(boards: int, turns: Iterable, commutative: bool = False, progress=None) -> MultiSuggestion:
    """The next guess for ``boards`` (2 or 4) Classic boards after ``turns``: ``"GUESS:FB1,FB2"`` strings (one
    colour row per board, ``-`` for a board solved earlier), ``(guess, [fb, ...])`` pairs or ``{"guess",
    "feedback": [...]}`` dicts. Colours no answer left on a board gives are a `PuzzleError` naming the turn, the
    board and the tile. ``progress(done, total)``: called while the guesses are scored."""
    if boards not in LIMITS:
        raise PuzzleError(f"Bi-Nerdle has 2 boards and Quad-Nerdle 4; got {boards!r}")
    if isinstance(turns, (str, bytes)):
        raise PuzzleError("give the turns as a list of GUESS:FB1,FB2")
    norm = []
    for turn in turns:
        if isinstance(turn, dict) and isinstance(turn.get("feedback"), list):
            turn = (turn.get("guess"), ",".join(f if isinstance(f, str) else "?" for f in turn["feedback"]))
        elif isinstance(turn, (list, tuple)) and len(turn) == 2 and isinstance(turn[1], (list, tuple)):
            turn = (turn[0], ",".join(f if isinstance(f, str) else "?" for f in turn[1]))
        norm.append(turn)
    parsed = _parse(boards, norm)
    if len(parsed) > LIMITS[boards]:
        raise PuzzleError(f"{boards} boards get {LIMITS[boards]} guesses; got {len(parsed)} turns")
    full = candidates_for(TILES, commutative)
    green = "G" * TILES
    state = [full] * boards
    solved = [None] * boards
    for number, (guess, row) in enumerate(parsed, 1):
        if all(s is not None for s in solved):  # as the Classic board takes no guess after an all-green one
            raise PuzzleError(f"turn {number} ({guess}): every board was solved by turn {number - 1}; the game "
                              "ended there, and takes no more guesses")
        for b, fb in enumerate(row):
            if solved[b] is not None:
                continue
            where = f"turn {number} ({guess}), board {b + 1}"
            if fb is None:
                raise PuzzleError(f"{where}: colours needed (the board is not solved)")
            codes = state[b].codes(guess)
            code = text_to_code(fb)
            keep = [i for i, c in enumerate(codes) if c == code]
            if not keep:
                if fb == green:
                    raise PuzzleError(f"{where}: all green, but {guess} is not an answer this board can still "
                                      "have; check its earlier rows")
                raise _no_fit(where, guess, fb, codes, full,
                              [(n, parsed[n - 1][0], parsed[n - 1][1][b]) for n in range(1, number)])
            if fb == green:
                solved[b] = guess
                continue
            state[b] = state[b].subset(keep)
    remaining = [[solved[b]] if solved[b] is not None else list(state[b].answers) for b in range(boards)]
    flags = [s is not None for s in solved]
    left = LIMITS[boards] - len(parsed)
    if all(flags):
        return MultiSuggestion(None, remaining, flags, left)
    if not parsed:
        tree = decision_tree(TILES)
        opener = assistant.next_guess(tree["tree"]) if tree else "52-34=18"
        return MultiSuggestion(opener, remaining, flags, left)
    open_boards = [state[b] for b in range(boards) if not flags[b]]
    pool = list(dict.fromkeys(a for c in open_boards for a in c.answers))
    answers = answer_list(TILES)
    pool += random.Random(len(pool) * 7919 + sum(len(c) for c in open_boards)).sample(answers, SAMPLE)
    return MultiSuggestion(best_multi_guess(open_boards, pool, progress), remaining, flags, left)


def play_multi(answers: list[str], commutative: bool = False) -> list[str]:
    """The assistant's guesses until every board of ``answers`` is solved (the feedback computed by the package's
    own `puzzlers.nerdle.feedback`); the game may run past the official limit: the caller judges."""
    from puzzlers.nerdle.game import feedback

    turns, guesses = [], []
    done = [False] * len(answers)
    while not all(done):
        result = multi_suggest(len(answers), turns, commutative)
        guess = result.suggestion
        guesses.append(guess)
        row = []
        for b, answer in enumerate(answers):
            if done[b]:
                row.append("-")
                continue
            fb = feedback(guess, answer, commutative, TILES)
            done[b] = fb == "G" * TILES
            row.append(fb)
        turns.append(f"{guess}:{','.join(row)}")
        if len(guesses) > 3 * LIMITS[len(answers)]:
            raise RuntimeError(f"no progress on {answers}")
    return guesses


def evaluate(boards: int, games: int, seed: int = 15, progress=None) -> dict:
    """Play ``games`` seeded random games of ``boards`` distinct Classic answers (``random.Random(seed).sample``
    of the answer list, one draw per game) and return ``{"boards", "games", "seed", "average", "worst",
    "distribution": {turns: games}, "over_limit": games past the official limit}``."""
    if boards not in LIMITS:
        raise PuzzleError(f"Bi-Nerdle has 2 boards and Quad-Nerdle 4; got {boards!r}")
    rng = random.Random(seed)
    answers = answer_list(TILES)
    turns = []
    for i in range(games):
        turns.append(len(play_multi(rng.sample(answers, boards))))
        if progress:
            progress(i + 1, games)
    dist = Counter(turns)
    return {"boards": boards, "games": games, "seed": seed, "average": sum(turns) / games, "worst": max(turns),
            "distribution": dict(sorted(dist.items())),
            "over_limit": sum(n for t, n in dist.items() if t > LIMITS[boards])}
