"""Matchstick equations: every correct equation k stick moves (or additions, or removals) away, puzzles with
exactly one solution, and drawings.

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

import csv
import io
import random
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from puzzlers import engine
from puzzlers.errors import PuzzleError
from puzzlers.matchsticks.model import (
    BIT,
    COMPARATOR,
    DIGIT,
    EMPTY,
    OPERATOR,
    POSITION_NAMES,
    POSITIONS,
    Cell,
    Options,
    by_mask,
    engine_text,
    kind_of,
    layout,
    read,
    sticks_of,
    symbols,
    text_of,
)
from puzzlers.matchsticks.svg import draw_equation, draw_row

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
#: The most steps one `generate` call may take in all its searches together (a few seconds on CPython); one
#: 15-symbol three-stick puzzle takes 0.1 to 3 million, depending on the seed.
GENERATE_MAX_WORK = 2_000_000
KINDS = ("any", "numbers", "symbols", "mixed")


# --- results --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Move:
    """One stick: taken from ``source`` and put at ``target``, each a ``(cell, position)``; ``source`` is None
    for a stick added from the pile, ``target`` None for one taken away. Cells count from 0 in the layout."""

    source: tuple[int, str] | None
    target: tuple[int, str] | None


@dataclass(frozen=True)
class Solution:
    """A correct equation reached from the start, with the moves that make it.

    ``before`` and ``after`` are the stick masks of every cell of the layout (empty gaps included);
    ``action`` and ``notation`` are the seed's ``(+1, -1)`` and ``(+N, -O, w )``.
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
    return _holds(text, rules_for(options))


def _holds(text: str | None, rules: engine.Rules) -> bool:
    if not text:
        return False
    try:
        return engine.holds(engine.parse_equation(engine_text(text), rules), rules)
    except PuzzleError:
        return False


def _check_question(moves: int, mode: str) -> tuple[int, int]:
    if mode not in MODES:
        raise PuzzleError(f"mode must be one of {', '.join(MODES)}; got {mode!r}")
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= MAX_MOVES:
        raise PuzzleError(f"the number of sticks must be 1 to {MAX_MOVES}; got {moves!r}")
    return {"move": (moves, moves), "add": (moves, 0), "remove": (0, moves)}[mode]


def _check_size(masks) -> None:
    if len(masks) > MAX_CELLS:
        raise PuzzleError(f"an equation may have at most {MAX_CELLS} symbols; this one has {len(masks)}")


# --- the search -----------------------------------------------------------------------------------------------

_START, _NUMBER, _ZERO, _AFTER = range(4)


class _WorkLimit(PuzzleError):
    """A search ran out of its step budget."""



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
        raise _WorkLimit(f"this question needs more than {MAX_WORK:,} search steps, the limit here; "
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


def _moves(before, after, added: int, removed: int) -> tuple[Move, ...]:
    """Pair each taken stick with a placed one: within a cell first (the seed's ``w``), then in row order."""
    takes, puts, moves = [], [], []
    for i, (b, a) in enumerate(zip(before, after)):
        if a == b:
            continue
        out = [p for p in POSITIONS if b & ~a & BIT[p]]
        into = [p for p in POSITIONS if a & ~b & BIT[p]]
        if added and removed:
            while out and into:
                moves.append(Move((i, out.pop(0)), (i, into.pop(0))))
        takes += [(i, p) for p in out]
        puts += [(i, p) for p in into]
    while takes and puts:
        moves.append(Move(takes.pop(0), puts.pop(0)))
    moves += [Move(t, None) for t in takes] + [Move(None, p) for p in puts]
    return tuple(sorted(moves, key=lambda m: (m.source or m.target, m.target or m.source)))


def notation(before, after, moves: tuple[Move, ...], options: Options = Options()) -> tuple[str, str]:
    """The seed's notation: the action ``(+a, -r)`` and where sticks went, ``(+N, -O, wO)``: ``+`` a stick put
    on, ``-`` one taken off, ``w`` one moved within a cell; N a number's digit, O an operator, C the comparator,
    E an empty cell, X sticks that were no symbol — each letter names the cell as it was before.

    >>> notation((BIT["g"],), (BIT["s"],), (Move((0, "g"), (0, "s")),))
    ('(+1, -1)', '(+ , - , wO)')
    """
    order = "NOCEX"
    plus, minus, within = [], [], []
    for m in moves:
        if m.source and m.target and m.source[0] == m.target[0]:
            within.append(kind_of(before[m.source[0]], options))
            continue
        if m.target:
            plus.append(kind_of(before[m.target[0]], options))
        if m.source:
            minus.append(kind_of(before[m.source[0]], options))
    added = sum(1 for m in moves if m.target)
    removed = sum(1 for m in moves if m.source)

    def letters(xs):
        return "".join(sorted(xs, key=order.index)) or " "

    return f"(+{added}, -{removed})", f"(+{letters(plus)}, -{letters(minus)}, w{letters(within)})"


def _display(masks, options: Options) -> str:
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
    return _solve(equation, moves, mode, Options.from_dict(options), limit)[0]


def _solve(equation: str, moves: int, mode: str, options: Options, limit: int | None,
           budget: int | None = None) -> tuple[Result, int]:
    """`solve` within ``budget`` steps; also returns the steps taken."""
    added, removed = _check_question(moves, mode)
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 0):
        raise PuzzleError(f"limit must be a whole number from 0; got {limit!r}")
    start = read(equation, options)
    _check_size(start)
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
        raise _WorkLimit(f"this question has {len(texts):,} solutions, too many to describe within the "
                         f"{MAX_WORK:,}-step limit here; try fewer sticks, a shorter equation or fewer options")
    search.work += DETAIL_WORK * len(listed)
    solutions = []
    for text in listed:
        if not _holds(text, rules):  # the engine has the last word
            raise AssertionError(f"search and engine disagree on {text!r}")
        after = best[text][1]
        ms = _moves(before, after, added, removed)
        action, where = notation(before, after, ms, options)
        solutions.append(Solution(text, sticks_of(after), ms, action, where, before, after))
    result = Result(_display(start, options), moves, mode, _holds(original, rules), tuple(solutions), before,
                    len(texts))
    return result, search.work


def neighbours(equation: str, moves: int = 1, mode: str = "move", options: Options | dict | None = None) -> list[str]:
    """Every well-formed equation (correct or not) exactly ``moves`` sticks away, sorted, without the start."""
    return _neighbours(equation, moves, mode, Options.from_dict(options))[0]


def _neighbours(equation: str, moves: int, mode: str, options: Options,
                budget: int | None = None) -> tuple[list[str], int]:
    added, removed = _check_question(moves, mode)
    start = read(equation, options)
    _check_size(start)
    original = text_of(start, options)
    search = _Search(layout(start, options), added, removed, options, budget)
    texts = set()
    for text, _ in search.rows():
        search.charge(ROW_WORK)
        texts.add(text)
    texts.discard(original)
    return sorted(texts), search.work


# --- describing moves -----------------------------------------------------------------------------------------


def _symbol_name(mask: int, options: Options) -> str | None:
    if not mask:
        return ""
    symbol = by_mask(options).get(mask)
    return symbol.text if symbol else None


def _place(spot: tuple[int, str], before, options: Options) -> str:
    cell, position = spot
    name = _symbol_name(before[cell], options)
    what = "the empty cell" if name == "" else f"'{name}'" if name else "the sticks"
    return f"the {POSITION_NAMES[position]} of {what} (cell {cell + 1})"


def describe(move: Move, before, options: Options = Options()) -> str:
    """A sentence for one move; cells are counted from 1 here, as people count.

    >>> describe(Move((1, "v"), (0, "b")), read("6+4=4"))
    "move the upright of '+' (cell 2) to the upper right of '6' (cell 1)"
    """
    if move.source and move.target:
        return f"move {_place(move.source, before, options)} to {_place(move.target, before, options)}"
    if move.target:
        return f"add a stick at {_place(move.target, before, options)}"
    return f"take away {_place(move.source, before, options)}"


def solution_dict(solution: Solution, options: Options = Options()) -> dict:
    """A solution as JSON: ``{"equation", "sticks", "action", "notation", "moves": [{"from", "to", "text"}],
    "changes": [{"cell", "from", "to"}]}``. A move's ``from``/``to`` is ``{"cell", "position", "symbol"}``
    (cells from 0 in the layout, ``symbol`` what the cell showed before: ``""`` for an empty cell, null for
    sticks that were no symbol) or null for a stick added from or put back to the pile."""
    before = solution.before

    def spot(s):
        if s is None:
            return None
        return {"cell": s[0], "position": s[1], "symbol": _symbol_name(before[s[0]], options)}

    return {
        "equation": solution.equation,
        "sticks": solution.sticks,
        "action": solution.action,
        "notation": solution.notation,
        "moves": [{"from": spot(m.source), "to": spot(m.target), "text": describe(m, before, options)}
                  for m in solution.moves],
        "changes": [{"cell": i, "from": _symbol_name(before[i], options),
                     "to": _symbol_name(solution.after[i], options)} for i in solution.cells_changed],
    }


def draw(equation: str, options: Options | dict | None = None, interactive: bool = False) -> str:
    """The SVG of an equation (text or stick notation); see `puzzlers.matchsticks.svg`."""
    return draw_equation(equation, Options.from_dict(options), interactive)


def draw_solution(solution: Solution, options: Options | dict | None = None) -> str:
    """The SVG of a solution: sticks put on in blue, the places sticks left dashed."""
    options = Options.from_dict(options)
    text = "; ".join(describe(m, solution.before, options) for m in solution.moves)
    cells = [(b, a, not b) for b, a in zip(solution.before, solution.after)]
    return draw_row(cells, solution.equation, text, options=options)


# --- tapping sticks -------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Toggled:
    """The row after one tap: its stick notation, its text if every cell is a symbol, and what is wrong if not
    an equation (``problem`` is None for a well-formed equation, correct or not)."""

    sticks: str
    equation: str | None
    problem: str | None
    correct: bool


def toggle(equation: str, cell: int, position: str, options: Options | dict | None = None) -> Toggled:
    """Put a stick at ``position`` of ``cell`` (0-based, in the layout drawn with ``interactive=True``) or take
    it away if one lies there. Empty cells are dropped from the result.

    >>> toggle("6+4=4", 1, "v").equation
    '6-4=4'
    """
    options = Options.from_dict(options)
    masks = read(equation, options)
    _check_size(masks)
    cells = layout(masks, options)
    if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < len(cells):
        raise PuzzleError(f"cell must be 0 to {len(cells) - 1}; got {cell!r}")
    if not isinstance(position, str) or position not in BIT:
        raise PuzzleError(f"position must be one of {', '.join(POSITIONS)}; got {position!r}")
    row = [c.mask for c in cells]
    row[cell] ^= BIT[position]
    sticks = sticks_of(row)
    if not sticks:
        return Toggled("", None, "no sticks are left", False)
    text = text_of(row, options)
    if text is None:
        bad = next(i for i, m in enumerate(row) if m and m not in by_mask(options))
        return Toggled(sticks, None, f"cell {bad + 1} is no symbol yet", False)
    problem = None
    try:
        engine.parse_equation(engine_text(text), rules_for(options))
    except PuzzleError as error:
        problem = str(error)
    return Toggled(sticks, text, problem, problem is None and is_correct(text, options))


# --- generating puzzles ---------------------------------------------------------------------------------------

MIN_SIZE, MAX_SIZE = 3, 15
MAX_COUNT = 1000


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
    """``numbers`` if every changed cell is a digit before and after, ``symbols`` if none is, else ``mixed``."""
    table = by_mask(options)

    def digit(mask):
        s = table.get(mask)
        return s is not None and s.kind == DIGIT

    numeric = [digit(solution.before[i]) and digit(solution.after[i]) for i in solution.cells_changed]
    return "numbers" if all(numeric) else "symbols" if not any(numeric) else "mixed"


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


def generate(moves: int = 1, count: int = 1, seed: int | None = None, kind: str = "any", size: int = 5,
             mode: str = "move", options: Options | dict | None = None, attempts: int | None = None,
             progress: Callable[[int, int], None] | None = None) -> list[Puzzle]:
    """``count`` different puzzles of ``size`` symbols, each with exactly one solution ``moves`` sticks away in
    ``mode`` and of the chosen ``kind`` (see `Puzzle`); the same ``seed`` gives the same puzzles.

    It works backwards, as the seed suggests: a random correct equation, a random well-formed equation ``moves``
    sticks away from it, and an exhaustive `solve` of that, kept only if the equation it came from is its one
    and only solution; ``progress(found, count)`` is called as puzzles are found. All its searches together may take
    `GENERATE_MAX_WORK` steps; past that it stops with a
    `PuzzleError` asking for fewer puzzles, sticks or symbols.

    >>> [p.equation for p in generate(count=3, seed=1)]
    ['9+5=6', '0=7×9', '3=5×2']
    """
    options = Options.from_dict(options)
    _check_question(moves, mode)
    if kind not in KINDS:
        raise PuzzleError(f"kind must be one of {', '.join(KINDS)}; got {kind!r}")
    if isinstance(size, bool) or not isinstance(size, int) or not MIN_SIZE <= size <= MAX_SIZE:
        raise PuzzleError(f"size must be {MIN_SIZE} to {MAX_SIZE} symbols; got {size!r}")
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise PuzzleError(f"count must be 1 to {MAX_COUNT}; got {count!r}")
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
        except _WorkLimit:
            if left > MAX_WORK:
                raise
            raise PuzzleError(f"found {len(puzzles)} of {count} puzzles within {GENERATE_MAX_WORK:,} search steps, "
                              "the limit here; try again (another seed), or ask for fewer puzzles, sticks or symbols"
                              ) from None
        spent += work
        return value

    for _attempt in range(attempts):
        if len(puzzles) == count:
            break
        if progress:
            progress(len(puzzles), count)
        correct = random_correct(rng, size, options)
        candidates = [t for t in within_budget(_neighbours, correct, moves, reverse, options) if t not in seen]
        rng.shuffle(candidates)
        for text in candidates[:12]:
            if _holds(text, rules):
                continue
            result = within_budget(_solve, text, moves, mode, options, 1)
            if result.count != 1 or result.solutions[0].equation != correct:
                continue
            found = kind_of_solution(result.solutions[0], options)
            if kind != "any" and found != kind:
                continue
            puzzles.append(Puzzle(text, moves, mode, found, result.solutions[0]))
            seen.add(text)
            break
    if len(puzzles) < count:
        raise PuzzleError(f"found only {len(puzzles)} of {count} puzzles of {size} symbols, kind {kind}, "
                          f"in {attempts} tries; try another size, kind or number of sticks")
    return puzzles


def puzzle_dict(puzzle: Puzzle, options: Options = Options()) -> dict:
    """A puzzle as JSON: ``{"equation", "moves", "mode", "kind", "solutions": [one solution_dict]}``."""
    return {"equation": puzzle.equation, "moves": puzzle.moves, "mode": puzzle.mode, "kind": puzzle.kind,
            "solutions": [solution_dict(puzzle.solution, options)]}


CSV_FIELDS = ("equation", "moves", "mode", "kind", "solution", "action", "notation", "how")


def puzzles_csv(puzzles: list[Puzzle], options: Options = Options()) -> str:
    """A puzzle set as CSV, one row per puzzle, with its solution and how to reach it."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for p in puzzles:
        s = p.solution
        how = "; ".join(describe(m, s.before, options) for m in s.moves)
        writer.writerow([p.equation, p.moves, p.mode, p.kind, s.equation, s.action, s.notation, how])
    return out.getvalue()
