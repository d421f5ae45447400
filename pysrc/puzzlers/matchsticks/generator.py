"""Matchstick puzzles: random puzzles with exactly one solution (`generate`), worked backwards from a random correct
equation.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from puzzlers import engine
from puzzlers.errors import PuzzleError, whole_number
from puzzlers.matchsticks.model import (
    DIGIT,
    Options,
    by_mask,
    engine_text,
)
from puzzlers.matchsticks.solver import (
    MAX_WORK,
    Solution,
    WorkLimit,
    check_question,
    holds,
    is_correct,
    neighbours_within,
    rules_for,
    solve_within,
)

#: The most steps one `generate` call may take in all its searches together (a few seconds on CPython); one
#: 15-symbol three-stick puzzle takes 0.1 to 3 million, depending on the seed.
GENERATE_MAX_WORK = 2_000_000
KINDS = ("any", "numbers", "symbols", "mixed")

MIN_SIZE, MAX_SIZE = 3, 15
MAX_COUNT = 1000


class IncompleteSet(PuzzleError):
    """`generate` found fewer puzzles than asked for: the message says why, ``puzzles`` holds those it found (a
    set of 100 that met the step limit after 43 is 43 puzzles a teacher can still use)."""

    def __init__(self, message: str, puzzles: list[Puzzle]):
        super().__init__(message)
        self.puzzles = puzzles


@dataclass(frozen=True)
class Puzzle:
    """A puzzle with exactly one solution ``moves`` sticks away in ``mode``; ``kind`` says which cells the
    solution touches: ``numbers`` only digits, ``symbols`` only operators/comparator, ``mixed`` both."""

    equation: str
    moves: int
    mode: str
    kind: str
    solution: Solution


def kind_of_solution(solution: Solution, options: Options = Options()) -> str:
    """``numbers`` if every changed cell is a digit before and after, ``symbols`` if every one is a sign (or
    nothing) before and after, else ``mixed`` (a digit that becomes a sign is no change of the signs only: 9=514 →
    9=5+4 was called "signs only")."""
    table = by_mask(options)

    def digit(mask):
        s = table.get(mask)
        return s is not None and s.kind == DIGIT

    changed = [(digit(solution.before[i]), digit(solution.after[i])) for i in solution.cells_changed]
    return ("numbers" if all(a and b for a, b in changed) else "symbols" if not any(a or b for a, b in changed)
            else "mixed")


def defined(text: str, rules) -> bool:
    """Whether both sides of an equation text have a value (no division by zero: ``7/0=7`` has none).

    >>> defined("7/0=7", rules_for(Options())), defined("6+4=4", rules_for(Options()))
    (False, True)
    """
    try:
        equation = engine.parse_equation(engine_text(text), rules)
    except PuzzleError:
        return False
    return engine.evaluate(equation.left, rules) is not None and engine.evaluate(equation.right, rules) is not None


def _random_number(rng: random.Random, digits: int) -> str:
    if digits == 1:
        return str(rng.randrange(10))
    return str(rng.randrange(1, 10)) + "".join(str(rng.randrange(10)) for _ in range(digits - 1))


def _random_expression(rng: random.Random, length: int, operators: str) -> str:
    """A random well-formed expression of exactly ``length`` symbols, with an operator when there is room."""
    most = (length - 1) // 2 if operators else 0
    count = rng.randint(min(1, most), most)
    digits = length - count
    cuts = sorted(rng.sample(range(1, digits), count))
    sizes = [b - a for a, b in zip([0] + cuts, cuts + [digits])]
    parts = [_random_number(rng, sizes[0])]
    for size in sizes[1:]:
        parts += [rng.choice(operators), _random_number(rng, size)]
    return "".join(parts)


def random_correct(rng: random.Random, size: int, options: Options = Options()) -> str:
    """A random correct equation of ``size`` symbols: an expression on one side, a number on the other."""
    rules = rules_for(options)
    for _ in range(10_000):
        digits = rng.randint(1, max(1, min((size - 1) // 2, size - 4)))
        expression = _random_expression(rng, size - 1 - digits, options.operators)
        comparator = rng.choice(options.comparators)
        value = engine.evaluate(engine.parse_expression(engine_text(expression), rules), rules)
        if value is None:
            continue
        if comparator == "=":
            number = str(value)
            if isinstance(value, Fraction) or value < 0 or len(number) != digits:
                continue
        else:
            number = _random_number(rng, digits)
        sides = [expression, number] if rng.random() < 0.5 else [number, expression]
        text = sides[0] + comparator + sides[1]
        if is_correct(text, options):
            return text
    raise PuzzleError(f"found no correct equation of {size} symbols; try another size")


#: The largest seed: 15 digits, as the page takes (exact as a JavaScript number, and short enough for a link).
MAX_SEED = 10**15 - 1


def generate(moves: int = 1, count: int = 1, seed: int | None = None, kind: str = "any", size: int = 5,
             mode: str = "move", options: Options | dict | None = None, attempts: int | None = None,
             progress: Callable[[float, int], None] | None = None) -> list[Puzzle]:
    """``count`` different puzzles of ``size`` symbols, each with exactly one solution ``moves`` sticks away in
    ``mode`` and of the chosen ``kind`` (see `Puzzle`); the same ``seed`` gives the same puzzles.

    It works backwards, as *Matchstick Calculator program* suggests: a random correct equation, a random
    well-formed equation ``moves`` sticks away from it, and an exhaustive `solve` of that, kept only if the
    equation it came from is its one and only solution. All its searches together may take `GENERATE_MAX_WORK`
    steps; past that, or when its tries run out, it stops with `IncompleteSet` (a `PuzzleError` saying what to ask
    for instead), holding the puzzles found. ``progress(done, 1)`` is told, at each try, how near
    the nearest of those ends is (the share of the puzzles found, of the steps or of the tries taken).

    >>> [p.equation for p in generate(count=3, seed=1)]
    ['9+5=6', '0=7×9', '3=5×2']
    """
    options = Options.from_dict(options)
    check_question(moves, mode)
    if kind not in KINDS:
        raise PuzzleError(f"kind must be one of {', '.join(KINDS)}; got {kind!r}")
    if kind == "mixed" and moves == 1 and mode != "move":  # (it tried 400 times before it said so)
        done = {"add": "added", "remove": "taken away"}[mode]
        raise PuzzleError(f"a puzzle of numbers and signs changes two symbols, and one stick {done} changes one: "
                          "choose 2 or 3 sticks, or Move")
    whole_number(size, f"size must be {MIN_SIZE} to {MAX_SIZE} symbols; got {size!r}", MIN_SIZE, MAX_SIZE)
    whole_number(count, f"count must be 1 to {MAX_COUNT}; got {count!r}", 1, MAX_COUNT)
    if seed is not None:  # random.Random(-1) is random.Random(1): a negative seed would repeat a positive one
        whole_number(seed, f"a seed is a whole number of up to 15 digits (0 to {MAX_SEED:,}); got {seed!r}", 0,
                     MAX_SEED)
    rng = random.Random(seed)
    reverse = {"move": "move", "add": "remove", "remove": "add"}[mode]
    attempts = attempts if attempts is not None else 400 * count
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    rules = rules_for(options)
    spent = 0

    def within_budget(fn, *args):
        nonlocal spent
        left = GENERATE_MAX_WORK - spent
        try:
            value, work = fn(*args, budget=min(MAX_WORK, left))
        except WorkLimit:
            if left > MAX_WORK:
                raise
            # (there may be no more: 3 symbols moving 1 stick make two puzzles, 3=8 and 8=3; it said "try again
            # (another seed), or ask for fewer puzzles, sticks or symbols", with the fewest sticks and symbols)
            fewer = [what for what, can in (("puzzles", count > 1), ("sticks", moves > 1), ("symbols", size > MIN_SIZE))
                     if can]
            asks = ([f"fewer {', '.join(fewer[:-1])} or {fewer[-1]}" if len(fewer) > 1 else f"fewer {fewer[0]}"]
                    if fewer else []) + (["more symbols"] if size == MIN_SIZE else [])
            ask = f"ask for {' or '.join(asks)}, or try another seed" if asks else "try another seed"
            raise IncompleteSet(f"found {len(puzzles)} of {count} puzzles within {GENERATE_MAX_WORK:,} search "
                                f"steps, the limit here; there may be no more, or another seed may find them: {ask}",
                                puzzles) from None
        spent += work
        return value

    for attempt in range(attempts):
        if len(puzzles) == count:
            break
        if progress:  # (the puzzles found alone: the bar stood at 2 of 40 when the steps ran out)
            progress(max(len(puzzles) / count, spent / GENERATE_MAX_WORK, attempt / attempts), 1)
        correct = random_correct(rng, size, options)
        candidates = [t for t in within_budget(neighbours_within, correct, moves, reverse, options) if t not in seen]
        rng.shuffle(candidates)
        for text in candidates[:12]:
            if holds(text, rules) or not defined(text, rules):  # (not 7/0=7: a puzzle of a division by zero)
                continue
            result = within_budget(solve_within, text, moves, mode, options, 1)
            if result.count != 1 or result.solutions[0].equation != correct:
                continue
            found = kind_of_solution(result.solutions[0], options)
            if kind != "any" and found != kind:
                continue
            puzzles.append(Puzzle(text, moves, mode, found, result.solutions[0]))
            seen.add(text)
            break
    if len(puzzles) < count:
        raise IncompleteSet(f"found only {len(puzzles)} of {count} puzzles of {size} symbols, kind {kind}, "
                            f"in {attempts} tries; try another size, kind or number of sticks", puzzles)
    return puzzles
