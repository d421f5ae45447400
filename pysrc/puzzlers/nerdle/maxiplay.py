"""The Maxi assistant: a precomputed opener and second guesses, then a budgeted live search.

Maxi has 2,048,913 answers (`puzzlers.nerdle.maxi`): too many for a decision tree, or for a browser to hold. The
strategy (``puzzlers/data/nerdle-maxi.json.gz``, made by ``scripts/maxi_strategy.py``, hash-checked by the tests):

1. the **opener** is fixed, chosen offline for the fewest answers left on average over the whole list;
2. its feedback splits the answers into **buckets**. For every bucket too large for a live search within
   `PAIR_BUDGET` the **second guess** is precomputed offline: the best, by a two-step estimate of the guesses
   still needed, of a seeded sample of the bucket's own answers and of the other buckets' second guesses
   (``scripts/maxi_strategy.py`` says how); a smaller bucket's is found live by `puzzlers.assistant.best_guess`,
   every one of its answers and every precomputed second guess tried (`shared_seconds`, `SECOND_PAIR_BUDGET`);
3. later guesses: `puzzlers.assistant.best_guess` over the answers left, trying them and the bucket's answers
   (the answers the first turn left) within `PAIR_BUDGET` feedback computations.

Where the answers come from. The site splits the list by the opener's feedback at build time and a game opened
with the opener fetches only its bucket, which the page passes as ``answers`` (`puzzlers.nerdle.web.web_suggest`).
Any other first guess works too: the answers its colours leave are generated from the colours
(`first_turn_answers`, `puzzlers.nerdle.maxi.Fit`) without the whole list, under a second on CPython for most first
guesses (bench/bench_nerdle_maxi.py measures it), and kept for the game's later turns.

>>> opener()
'17-2+43=58'
>>> second_guess(code_of("BBBBBBBBGB")) is None   # no answer gives this
True
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache
from importlib import resources

from puzzlers import assistant
from puzzlers.errors import PuzzleError
from puzzlers.feedback import score, score_code, solved_code, split_turn
from puzzlers.nerdle.game import impossible_tile

TILES = 10
#: The number of Maxi answers (`puzzlers.nerdle.maxi.answers`), checked by the tests.
COUNT = 2_048_913
#: Feedback computations a live search may spend (about 0.1 s on CPython; bench/bench_nerdle_maxi.py measures it
#: in the browser).
PAIR_BUDGET = 100_000
#: Feedback computations the live search of a second guess may spend (a bucket with no precomputed one): the
#: bucket's answers and every precomputed second guess (`shared_seconds`) fit, even at the largest such bucket
#: (296 answers: about 360,000; 0.3 s on CPython, site/how/nerdle.md).
SECOND_PAIR_BUDGET = 400_000
#: The site's bucket files: the bucket of feedback code c is in file ``c % BUCKET_FILES`` (hooks/gen_maxi_buckets.py).
BUCKET_FILES = 256
#: The most answers a page may pass (the largest bucket has 3,244).
MAX_BUCKET = 20_000
#: Bucket answers tried for a precomputed second guess (a seeded sample of the bucket; the other buckets'
#: second guesses are tried too).
SECOND_SAMPLE = 300


@cache
def strategy() -> dict:
    """The precomputed strategy: ``{"opener", "second": {feedback code: guess}, "first": [the first answers of the
    list], "buckets", "largest", "version", ...}`` (codes are decimal strings; see `puzzlers.feedback`)."""
    raw = resources.files("puzzlers").joinpath("data", "nerdle-maxi.json.gz").read_bytes()
    return json.loads(gzip.decompress(raw))


def opener() -> str:
    """The assistant's first guess."""
    return strategy()["opener"]


def code_of(feedback: str) -> int:
    """The integer code of a ``G``/``P``/``B`` feedback text (tile *i* weighs ``3**i``)."""
    return sum((2 if ch == "G" else 1 if ch == "P" else 0) * 3**i for i, ch in enumerate(feedback))


def second_guess(code: int) -> str | None:
    """The precomputed second guess after the opener gave ``code``, or None (a small bucket: searched live)."""
    return strategy()["second"].get(str(code))


@cache
def shared_seconds() -> list[str]:
    """The precomputed second guesses, each once: the live search of a smaller bucket's second guess tries them
    too (a good second guess for one bucket often suits a bucket of similar colours better than its own answers;
    over the 923 games of such buckets in the 2,000 of scripts/maxi_quality.py they save 23 guesses)."""
    return sorted(set(strategy()["second"].values()))


def needs_precomputing(size: int) -> bool:
    """Whether a bucket of ``size`` answers is too large to try all its answers within `PAIR_BUDGET`."""
    return size * (size + assistant.GUESS_OVERHEAD) > PAIR_BUDGET


def check_bucket(turns: Sequence, answers) -> None:
    """What a web page may pass as ``answers`` for a Maxi game: None (the answers are generated from the first
    turn's colours), or the opener's bucket for its colours, a list of answers, with the opener as the first
    guess; a `PuzzleError` saying what is wrong otherwise."""
    if answers is None:
        return
    guess, _ = split_turn(1, turns[0], f"{opener()}:GPBBGPBBBB")
    if guess.strip() != opener():
        raise PuzzleError(f"answers are the buckets of the assistant's first guess, {opener()}; this game opened "
                          f"with {guess.strip()}: pass no answers (they are generated from its colours)")
    if not isinstance(answers, list) or len(answers) > MAX_BUCKET or not all(
            isinstance(a, str) and len(a) == TILES for a in answers):
        raise PuzzleError(f"answers must be a list of at most {MAX_BUCKET:,} Maxi answers of {TILES} tiles")


#: The answers of the last few first turns (`first_turn_answers`), by ``(guess, code)``: a game's later turns
#: reuse its own.
_FIRST_TURNS: dict[tuple[str, int], list[str]] = {}


def first_turn_answers(guess: str, code: int, progress: Callable | None = None) -> list[str]:
    """The Maxi answers giving feedback ``code`` to ``guess``, in list order, generated from the colours: only
    the lines they allow are walked (`puzzlers.nerdle.maxi.Fit`). ``progress(done, total, message)`` is told how
    far the walk is. The last few results are kept.

    >>> first_turn_answers("17-2+43=58", code_of("BGGGPBPGBP"))[:3]
    ['37-22+8=23', '37-23+8=22', '37-2³+8=37']
    """
    from puzzlers.feedback import code_to_text
    from puzzlers.nerdle import maxi

    key = (guess, code)
    if key not in _FIRST_TURNS:
        feedback = code_to_text(code, len(guess))
        tell = None
        if progress is not None:
            def tell(done, total):
                progress(done, total, "finding the Maxi answers these colours leave")
        fit = maxi.Fit([(guess, feedback)], TILES)
        found = [a for a in maxi.answers(TILES, fit, tell) if score_code(guess, a) == code]
        while len(_FIRST_TURNS) >= 4:
            del _FIRST_TURNS[next(iter(_FIRST_TURNS))]
        _FIRST_TURNS[key] = found
    return _FIRST_TURNS[key]


def filter_answers(answers: Iterable[str], codes: Sequence[tuple[str, int]]) -> list[str]:
    """The answers giving every ``(guess, code)`` of ``codes``, in order (one pass, no tables)."""
    codes = list(codes)
    if not codes:
        return list(answers)
    (g0, c0), rest = codes[0], codes[1:]
    return [a for a in answers if score_code(g0, a) == c0 and all(score_code(g, a) == c for g, c in rest)]


class AllAnswers(Sequence):
    """Every Maxi answer, in list order, without computing the list: its length is `COUNT` and its first
    answers are stored with the strategy; anything further generates the list (about 20 s)."""

    def __len__(self) -> int:
        return COUNT

    def __getitem__(self, index):
        first = strategy()["first"]
        if isinstance(index, slice):
            start, stop, step = index.indices(COUNT)
            if stop <= len(first) and step > 0:
                return first[index]
            return _answers()[index]
        if 0 <= index < len(first):
            return first[index]
        return _answers()[index]

    def __iter__(self) -> Iterator[str]:
        from puzzlers.nerdle import maxi

        return maxi.answers(TILES)


def _answers() -> list[str]:
    from puzzlers.nerdle.game import answer_list

    return answer_list(TILES)


def suggest(turns: Sequence[tuple[str, str]], commutative: bool = False, answers: Sequence[str] | None = None,
            progress: Callable | None = None, search: bool = True):
    """The Maxi assistant's `puzzlers.assistant.Suggestion` after ``turns`` (checked ``(guess, feedback)`` pairs,
    none solved). ``answers``: the answers the first turn left (the opener's bucket, as the site passes it), or
    any list holding them; None generates them from the first turn's colours (`first_turn_answers`, telling
    ``progress(done, total, message)``).
    ``search=False``: the answers left only (no suggestion)."""
    from puzzlers.nerdle.game import NerdleCandidates, same_commutative

    if not turns:
        return assistant.Suggestion(opener() if search else None, AllAnswers(), False, "tree" if search else "")
    codes = [(g, code_of(fb)) for g, fb in turns]
    if answers is None:
        pool = first_turn_answers(*codes[0], progress)
    else:
        pool = filter_answers(answers, codes[:1])
    if not pool:
        raise PuzzleError(_impossible(1, *turns[0], None))
    left = pool
    for number, (guess, fb) in enumerate(turns[1:], 2):
        before, left = left, filter_answers(left, [(guess, code_of(fb))])
        if not left:
            raise PuzzleError(_impossible(number, guess, fb, before))
    if commutative:  # an answer that a guess rearranges commutatively would have ended the game
        left = [a for a in left if not any(same_commutative(g, a, TILES) for g, _ in codes)]
    if not left:
        raise PuzzleError("no answer fits these guesses and colours; check the feedback letters")
    if not search:
        return assistant.Suggestion(None, left, False, "")
    if len(left) <= 2:
        return assistant.Suggestion(left[0], left, False, "last")
    cands = NerdleCandidates(left)
    cands.commutative = commutative
    guesses, budget = pool, PAIR_BUDGET
    if len(codes) == 1 and codes[0][0] == opener():
        guess = second_guess(codes[0][1])
        if guess is not None:
            return assistant.Suggestion(guess, left, False, "tree")
        guesses, budget = list(pool) + shared_seconds(), SECOND_PAIR_BUDGET
    guess = assistant.best_guess(cands, guesses, solved_code(TILES), max_pairs=budget)
    return assistant.Suggestion(guess, left, False, "search")




def _impossible(number: int, guess: str, fb: str, before: list[str] | None) -> str:
    """Why no answer is left after turn ``number``, naming the tile when one colour alone is impossible:
    ``before`` holds the answers the earlier turns left (None for the first turn: then only ``=``, which every
    answer has, is checked)."""
    if before is None:
        for i, (ch, colour) in enumerate(zip(guess, fb)):
            if ch == "=" and colour == "B":
                return (f"guess {number} ({guess}), tile {i + 1} ('='): no answer makes it black (every answer has"
                        " an '='); it can only be purple or green")
        return (f"guess {number} ({guess}): no Maxi answer gives exactly the colours {fb}; check the tiles"
                " (a symbol black here but green or purple elsewhere means the answer has fewer of it)")
    tile = impossible_tile(fb, {score(guess, a) for a in before})
    if tile:
        i, colour, others = tile
        return (f"guess {number} ({guess}), tile {i + 1} ({guess[i]!r}): no answer the earlier guesses left"
                f" makes it {colour}; it can only be {others}")
    return (f"guess {number} ({guess}): no answer the earlier guesses left gives exactly the colours {fb}; each"
            " tile is possible on its own, so check them together")
