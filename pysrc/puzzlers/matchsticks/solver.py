"""Matchstick equations: the search for every correct equation k stick moves (or additions, or removals) away.

The model (`puzzlers.matchsticks.model`) gives each symbol a set of stick positions in a cell; an equation is a
row of cells. A solution is a row of symbols that differs from the start by exactly k removed and k added sticks
(a stick put back where it was is no move), whose text is a correct equation for the engine: exactly one
comparator, numbers between operators, ``×`` and ``/`` before ``+`` and ``-``, exact arithmetic.

The search never builds whole equations blindly. It picks the cell that becomes the comparator, then walks each
side left to right, choosing a symbol per cell within the stick budget, keeping only rows the grammar allows (a
number, then operator and number in turn) and carrying the side's exact value along (the engine's `engine.apply`,
``×`` and ``/`` before ``+`` and ``-``). The two sides are joined on their values (a dictionary look-up for
``=``); every answer is checked once more by the engine's parser, deduplicated by equation text and sorted.

>>> [s.equation for s in solve("6+4=4").solutions]
['0+4=4', '8-4=4']
>>> solve("5/3=1").solutions[0].notation
'(+ , - , wN)'
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzlers import engine
from puzzlers.errors import PuzzleError, whole_number
from puzzlers.matchsticks.model import (
    COMPARATOR,
    DIGIT,
    EMPTY,
    OPERATOR,
    Cell,
    Options,
    engine_text,
    layout,
    read,
    sticks_of,
    symbols,
    text_of,
)
from puzzlers.matchsticks.moves import Move, notation, pair_moves

MODES = ("move", "add", "remove")
MAX_MOVES = 3
MAX_CELLS = 24
#: The most steps (a symbol tried in a cell, a pair of sides compared) one search may take, about a second or
#: two on CPython; beyond it the search stops with a message instead of keeping the page busy. Each solution
#: found costs `ROW_WORK` steps more and each solution described (checked by the engine, its moves paired and
#: named) `DETAIL_WORK`, so a question with very many solutions stops too instead of running for seconds.
MAX_WORK = 1_000_000
ROW_WORK = 4
DETAIL_WORK = 100


# --- results --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Solution:
    """A correct equation reached from the start, with the moves that make it.

    ``before`` and ``after`` are the stick masks of every cell of the layout (empty gaps included);
    ``action`` and ``notation`` are ``(+1, -1)`` and ``(+N, -O, w )`` in the notation of *Matchstick Calculator
    program* (`puzzlers.matchsticks.moves.notation`).
    """

    equation: str
    sticks: str
    moves: tuple[Move, ...]
    action: str
    notation: str
    before: tuple[int, ...]
    after: tuple[int, ...]

    @property
    def cells_changed(self) -> tuple[int, ...]:
        return tuple(i for i, (b, a) in enumerate(zip(self.before, self.after)) if b != a)


@dataclass(frozen=True)
class Result:
    """The solutions of one question, sorted by equation text: ``count`` of them, of which ``solutions`` holds
    all or, when `solve` was given a ``limit``, the first ``limit``."""

    equation: str
    moves: int
    mode: str
    correct_already: bool
    solutions: tuple[Solution, ...]
    layout: tuple[int, ...]
    count: int


# --- rules ----------------------------------------------------------------------------------------------------


def rules_for(options: Options) -> engine.Rules:
    """The engine's rule set for a matchstick model."""
    return engine.Rules(
        operators=frozenset(engine_text(op) for op in options.operators),
        unary_minus=options.unary_minus,
        leading_zeros=options.leading_zeros,
        comparators=frozenset(engine_text(c) for c in options.comparators),
    )


def is_correct(text: str | None, options: Options = Options()) -> bool:
    """Whether an equation text is correct under the options' rules (a text that does not parse is not)."""
    return holds(text, rules_for(options))


def holds(text: str | None, rules: engine.Rules) -> bool:
    """Whether an equation text is correct under the engine's ``rules`` (a text that does not parse is not)."""
    if not text:
        return False
    try:
        return engine.holds(engine.parse_equation(engine_text(text), rules), rules)
    except PuzzleError:
        return False


def check_question(moves: int, mode: str) -> tuple[int, int]:
    """The sticks to add and to take away for ``moves`` in ``mode``, or a `PuzzleError` for a bad question."""
    if mode not in MODES:
        raise PuzzleError(f"mode must be one of {', '.join(MODES)}; got {mode!r}")
    text = " (text, not a number)" if isinstance(moves, str) else ""
    whole_number(moves, f"the number of sticks must be 1 to {MAX_MOVES}; got {moves!r}{text}", 1, MAX_MOVES)
    return {"move": (moves, moves), "add": (moves, 0), "remove": (0, moves)}[mode]


def check_size(masks) -> None:
    """Refuse an equation of more than `MAX_CELLS` symbols with a `PuzzleError`."""
    if len(masks) > MAX_CELLS:
        raise PuzzleError(f"an equation may have at most {MAX_CELLS} symbols; this one has {len(masks)}")


# --- the search -----------------------------------------------------------------------------------------------

_START, _NUMBER, _ZERO, _AFTER = range(4)


class WorkLimit(PuzzleError):
    """A search ran out of its step budget (a `PuzzleError` whose message says what to change)."""



class _Search:
    """All rows reachable from ``cells`` with exactly ``added`` and ``removed`` sticks, one comparator, and
    both sides well formed; `rows` yields those whose sides satisfy ``accept(comparator, left, right)``."""

    def __init__(self, cells: tuple[Cell, ...], added: int, removed: int, options: Options,
                 budget: int | None = None):
        self.cells, self.added, self.removed, self.options = cells, added, removed, options
        self.rules = rules_for(options)
        self.work = 0
        self.budget = MAX_WORK if budget is None else budget
        vanish = options.gaps == "all"
        self.choices = []
        for cell in cells:
            row = []
            m = cell.mask
            if cell.gap or vanish:
                if m.bit_count() <= removed:
                    row.append(("", EMPTY, 0, 0, m.bit_count()))
            for s in symbols(options):
                a, r = (s.mask & ~m).bit_count(), (m & ~s.mask).bit_count()
                if a <= added and r <= removed:
                    row.append((s.text, s.kind, s.mask, a, r))
            row.sort(key=lambda c: (c[3] + c[4], c[3]))
            self.choices.append(row)
        self._sides: dict = {}

    def side(self, lo: int, hi: int, max_a: int, max_r: int) -> dict:
        """{(added, removed): [(text, masks, value)]} for every well-formed expression in cells lo..hi-1.

        The value is computed on the way, term by term with the engine's exact `engine.apply` (``×`` and ``/``
        inside a term, ``+`` and ``-`` between terms); None when a division by zero leaves it without one.
        """
        key = (lo, hi, max_a, max_r)
        if key in self._sides:
            return self._sides[key]
        out: dict = {}
        choices, unary, zeros = self.choices, self.options.unary_minus, self.options.leading_zeros
        division = self.rules.division
        apply = engine.apply
        texts: list[str] = []
        masks: list[int] = []

        def close(number, term, op):
            """The term with the finished number folded in (None: no value)."""
            if op is None:
                return number
            if term is None:
                return None
            return apply(op, term, number, division)

        def walk(i, state, a, r, number, term, op, total, sign) -> None:
            if i == hi:
                if state == _NUMBER or state == _ZERO:
                    term = close(number, term, op)
                    value = None if term is None or total is None else total + sign * term
                    out.setdefault((a, r), []).append(("".join(texts), tuple(masks), value))
                return
            self.work += 1
            if self.work > self.budget:
                self.too_much()
            for text, kind, mask, da, dr in choices[i]:
                na, nr = a + da, r + dr
                if na > max_a or nr > max_r:
                    continue
                texts.append(text)
                masks.append(mask)
                if kind == DIGIT:
                    if state == _ZERO and not zeros:
                        pass
                    elif state == _NUMBER or state == _ZERO:
                        walk(i + 1, _NUMBER, na, nr, number * 10 + int(text), term, op, total, sign)
                    else:
                        walk(i + 1, _ZERO if text == "0" else _NUMBER, na, nr, int(text), term, op, total, sign)
                elif kind == OPERATOR:
                    if state == _NUMBER or state == _ZERO:
                        t = close(number, term, op)
                        if text == "×" or text == "/":
                            walk(i + 1, _AFTER, na, nr, 0, t, "*" if text == "×" else "/", total, sign)
                        else:
                            done = None if t is None or total is None else total + sign * t
                            walk(i + 1, _AFTER, na, nr, 0, None, None, done, 1 if text == "+" else -1)
                    elif state == _START and unary and text == "-":
                        walk(i + 1, _AFTER, na, nr, 0, None, None, total, -sign)
                elif kind == EMPTY:
                    walk(i + 1, state, na, nr, number, term, op, total, sign)
                texts.pop()
                masks.pop()

        walk(lo, _START, 0, 0, 0, None, None, 0, 1)
        self._sides[key] = out
        return out

    def charge(self, steps: int) -> None:
        self.work += steps
        if self.work > self.budget:
            self.too_much()

    def too_much(self):
        raise WorkLimit(f"this question needs more than {MAX_WORK:,} search steps, the limit here; "
                         "try fewer sticks, a shorter equation or fewer options")

    def rows(self, accept=None):
        """Yield (text, masks) of every row; ``accept`` None means any well-formed row (values not needed)."""
        n = len(self.cells)
        for c in range(n):
            for ctext, kind, cmask, ca, cr in self.choices[c]:
                if kind != COMPARATOR:
                    continue
                max_a, max_r = self.added - ca, self.removed - cr
                left = self.side(0, c, max_a, max_r)
                if not left:
                    continue
                right = self.side(c + 1, n, max_a, max_r)
                for (la, lr), lefts in left.items():
                    rights = right.get((max_a - la, max_r - lr))
                    if not rights:
                        continue
                    if accept is None:
                        for ltext, lmasks, _ in lefts:
                            for rtext, rmasks, _ in rights:
                                yield ltext + ctext + rtext, lmasks + (cmask,) + rmasks
                        continue
                    by_value: dict = {}
                    for rtext, rmasks, v in rights:
                        if v is not None:
                            by_value.setdefault(v, []).append((rtext, rmasks))
                    for ltext, lmasks, lv in lefts:
                        if lv is None:
                            continue
                        if ctext == "=":
                            matches = by_value.get(lv, ())
                        else:
                            self.work += len(by_value)
                            matches = [m for rv, ms in by_value.items() if accept(ctext, lv, rv) for m in ms]
                        self.work += len(matches)
                        if self.work > self.budget:
                            self.too_much()
                        for rtext, rmasks in matches:
                            yield ltext + ctext + rtext, lmasks + (cmask,) + rmasks


def _compare(comparator: str, a, b) -> bool:
    return engine.compare(engine_text(comparator), a, b)


def _changes_key(before, after) -> tuple:
    changed = tuple((i, a ^ b) for i, (a, b) in enumerate(zip(before, after)) if a != b)
    return len(changed), changed


def display(masks, options: Options) -> str:
    """A row as text, or in stick notation when a cell is no symbol."""
    text = text_of(masks, options)
    return text if text is not None else sticks_of(masks)


def solve(equation: str, moves: int = 1, mode: str = "move", options: Options | dict | None = None,
          limit: int | None = None) -> Result:
    """Every correct equation exactly ``moves`` sticks away: moved (``mode="move"``), added (``"add"``) or
    taken away (``"remove"``). ``equation`` is text or stick notation (see `puzzlers.matchsticks.model.read`).
    With ``limit`` only the first ``limit`` solutions are described (``count`` still says how many there are).

    The search, each solution found and each solution described count toward `MAX_WORK` steps; a question
    needing more stops with a `PuzzleError` saying what to change.

    >>> r = solve("5/3=1")
    >>> [s.equation for s in r.solutions], r.correct_already
    (['3/3=1', '5/5=1'], False)
    >>> solve("1+1=2").correct_already
    True
    """
    return solve_within(equation, moves, mode, Options.from_dict(options), limit)[0]


def solve_within(equation: str, moves: int, mode: str, options: Options, limit: int | None,
                 budget: int | None = None) -> tuple[Result, int]:
    """`solve` within ``budget`` steps (default `MAX_WORK`; past it `WorkLimit`); also returns the steps taken."""
    added, removed = check_question(moves, mode)
    if limit is not None:
        whole_number(limit, f"limit must be a whole number from 0; got {limit!r}", 0)
    start = read(equation, options)
    check_size(start)
    cells = layout(start, options)
    before = tuple(c.mask for c in cells)
    original = text_of(start, options)
    search = _Search(cells, added, removed, options, budget)
    rules = search.rules
    best: dict[str, tuple] = {}
    for text, after in search.rows(_compare):
        search.charge(ROW_WORK)
        if text == original:
            continue
        key = _changes_key(before, after)
        if text not in best or key < best[text][0]:
            best[text] = (key, after)
    texts = sorted(best)
    listed = texts if limit is None else texts[:limit]
    if search.work + DETAIL_WORK * len(listed) > search.budget:
        raise WorkLimit(f"this question has {len(texts):,} solutions, too many to describe within the "
                         f"{MAX_WORK:,}-step limit here; try fewer sticks, a shorter equation or fewer options")
    search.work += DETAIL_WORK * len(listed)
    solutions = []
    for text in listed:
        if not holds(text, rules):  # the engine has the last word
            raise AssertionError(f"search and engine disagree on {text!r}")
        after = best[text][1]
        ms = pair_moves(before, after, added, removed)
        action, where = notation(before, after, ms, options)
        solutions.append(Solution(text, sticks_of(after), ms, action, where, before, after))
    result = Result(display(start, options), moves, mode, holds(original, rules), tuple(solutions), before,
                    len(texts))
    return result, search.work


def neighbours(equation: str, moves: int = 1, mode: str = "move", options: Options | dict | None = None) -> list[str]:
    """Every well-formed equation (correct or not) exactly ``moves`` sticks away, sorted, without the start."""
    return neighbours_within(equation, moves, mode, Options.from_dict(options))[0]


def neighbours_within(equation: str, moves: int, mode: str, options: Options,
                      budget: int | None = None) -> tuple[list[str], int]:
    """`neighbours` within ``budget`` steps (default `MAX_WORK`; past it `WorkLimit`); also returns the steps."""
    added, removed = check_question(moves, mode)
    start = read(equation, options)
    check_size(start)
    original = text_of(start, options)
    search = _Search(layout(start, options), added, removed, options, budget)
    texts = set()
    for text, _ in search.rows():
        search.charge(ROW_WORK)
        texts.add(text)
    texts.discard(original)
    return sorted(texts), search.work
