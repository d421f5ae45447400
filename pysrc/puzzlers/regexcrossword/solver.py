"""Regex crosswords: a constraint solver for rectangles, double crosses and hexagons, with hints.

Every cell keeps the set of symbols still possible. Each clue narrows the cells of its line: its regex, compiled
to an automaton for that line's length (`puzzlers.regexcrossword.regex`), keeps in each cell only the symbols
some full match can use. Narrowing one line can narrow crossing lines, so clues are revisited until nothing
changes (a fixed point); then the solver branches on the undecided cell with the fewest symbols left, and
repeats. Backreferences are relaxed in the automaton and checked exactly once a line has few candidates left;
every solution is finally checked with `re.fullmatch` on every clue.

>>> from puzzlers.regexcrossword import from_text
>>> puzzle = from_text("rows:\\nHE|LL|O+\\n[PLEASE]+\\ncolumns:\\n[^SPEAK]+\\nEP|IP|EF\\n")
>>> solve(puzzle).solutions
(('HE', 'LP'),)
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword.puzzle import (
    Puzzle,
)
from puzzlers.regexcrossword.regex import (
    LineAutomaton,
    compile_quietly,
    line_automaton,
    matches,
    narrow_captures,
    parse,
)

#: Default cap on the number of solutions listed.
DEFAULT_MAX = 10
#: Largest cap a caller may ask for.
MAX_SOLUTIONS = 1000
#: Work budget of one solve, about 3 s on CPython (the page runs ~3x slower); past it the solver stops with
#: `GaveUp`. Work units are about a microsecond each: a line narrowing costs `NARROW_WORK` plus
#: `NARROW_WORK_PER_CELL` per cell of its line plus one per configuration the exact backreference matcher
#: visits; checking a found solution costs `VERIFY_WORK` plus `VERIFY_WORK_PER_CELL` per cell, per clue. The
#: budget counts work, not time, so the same puzzle always gives the same answer.
WORK_BUDGET = 3_000_000
NARROW_WORK, NARROW_WORK_PER_CELL = 20, 10
VERIFY_WORK, VERIFY_WORK_PER_CELL = 10, 2
#: A clue with lookaheads is checked string by string once its line has at most this many candidates.
EXACT_CANDIDATES = 512
#: Most configurations (state, position, captured strings) the exact backreference narrowing may visit before
#: it leaves the clue relaxed for now (it is tried again as the cells narrow).
CAPTURE_CONFIGS = 8000


@dataclass(frozen=True)
class Solution:
    """The outcome of `solve`: the solutions found (each the grid's rows as strings, top to bottom), whether the
    search finished (so `count` is the exact number of solutions) and the work done."""

    solutions: tuple[tuple[str, ...], ...]
    complete: bool
    nodes: int
    steps: int

    @property
    def count(self) -> int:
        return len(self.solutions)

    @property
    def unique(self) -> bool:
        return self.complete and len(self.solutions) == 1


@dataclass(frozen=True)
class Hint:
    """One step for a stuck player: `cell` (row, index) must hold `symbol`.

    `method` is "clue" (that one clue forces it given the letters so far), "logic" (the clues in `clues`, after
    other forced deductions) or "search" (no deduction reaches it; it is the unique solution's). `status` is
    "hint", "solved" (nothing left to fill), "conflict" (the letters so far fit no solution; `wrong` lists the
    cells that differ from the unique solution, when there is one), "unsolvable" (no cell is forced and there
    are several solutions, or the puzzle has none) or "gave_up" (the solver ran out of its work budget first;
    `message` says what to change).
    """

    status: str
    cell: tuple[int, int] | None = None
    symbol: str = ""
    clues: tuple[str, ...] = ()
    method: str = ""
    wrong: tuple[tuple[int, int], ...] = ()
    message: str = ""


# ----------------------------------------------------------------------------------------------------------------
# The solver


class _Budget(Exception):
    pass


class GaveUp(PuzzleError):
    """The solver ran out of its `WORK_BUDGET` (the puzzle may still have solutions)."""


class _Solver:
    """Propagation state shared by solve, hint and check for one puzzle."""

    def __init__(self, puzzle: Puzzle, budget: int | None = None):
        self.puzzle = puzzle
        self.alphabet = puzzle.alphabet
        self.full = (1 << len(puzzle.alphabet)) - 1
        self.autos: list[LineAutomaton] = [line_automaton(parse(c.regex), len(c.cells), self.alphabet)
                                           for c in puzzle.clues]
        self.cell_clues: list[list[int]] = [[] for _ in range(puzzle.size)]
        for k, clue in enumerate(puzzle.clues):
            for cell in clue.cells:
                self.cell_clues[cell].append(k)
        self.memo: dict[tuple, tuple | None] = {}
        self.steps = 0
        self.work = 0
        self.budget = WORK_BUDGET if budget is None else budget
        self._configs = [0]
        self.nodes = 0

    def charge(self, units: int) -> None:
        self.work += units
        if self.work > self.budget:
            raise _Budget

    def initial(self, letters: tuple[str, ...] | None = None) -> list[int]:
        """Domains: prefilled (and `letters`) cells fixed, the rest the whole alphabet."""
        doms = []
        for k, given in enumerate(self.puzzle.given):
            s = given or (letters[k] if letters else "")
            if s:
                i = self.alphabet.find(s)
                doms.append(1 << i if i >= 0 else 0)
            else:
                doms.append(self.full)
        return doms

    def narrow(self, k: int, doms: list[int]) -> tuple | None:
        """The narrowed domains of clue k's cells (None if the clue cannot match), memoised."""
        cells = self.puzzle.clues[k].cells
        key = (k,) + tuple(doms[c] for c in cells)
        if key in self.memo:
            return self.memo[key]
        self.steps += 1
        self.charge(NARROW_WORK + NARROW_WORK_PER_CELL * len(cells))
        auto = self.autos[k]
        out = auto.narrow(list(key[1:]))
        if out is not None and not auto.exact:
            regex = auto.regex
            if regex.referenced:
                self._configs[0] = 0
                exact = narrow_captures(regex, self.alphabet, out, CAPTURE_CONFIGS, self._configs)
                self.charge(self._configs[0])
                if exact is not False:
                    out = exact
                    if out is None or (not regex.has_lookahead and not (regex.has_dollar and "\n" in self.alphabet)):
                        self.memo[key] = tuple(out) if out is not None else None
                        return self.memo[key]
            if out is not None and (regex.has_lookahead or regex.has_dollar):
                out = self._exact(k, out)
        result = tuple(out) if out is not None else None
        self.memo[key] = result
        return result

    def _exact(self, k: int, doms: list[int]) -> list[int] | None:
        """Check the candidates of a non-regular clue one by one when few remain."""
        total = 1
        for d in doms:
            total *= d.bit_count()
            if total > EXACT_CANDIDATES:
                return doms
        regex = self.autos[k].regex
        self.charge(total * len(doms))
        choices = [[self.alphabet[i] for i in range(len(self.alphabet)) if d >> i & 1] for d in doms]
        out = [0] * len(doms)
        for letters in itertools.product(*choices):
            if matches(regex, "".join(letters)):
                for i, ch in enumerate(letters):
                    out[i] |= 1 << self.alphabet.index(ch)
        return out if all(out) else None

    def propagate(self, doms: list[int], queue: list[int] | None = None, trace: list | None = None) -> bool:
        """Narrow to a fixed point (in place); False on a contradiction. `trace` collects (clue, cell, before)."""
        pending = list(range(len(self.autos))) if queue is None else sorted(set(queue))
        queued = set(pending)
        clues = self.puzzle.clues
        head = 0
        while head < len(pending):
            k = pending[head]
            head += 1
            queued.discard(k)
            out = self.narrow(k, doms)
            if out is None:
                return False
            for cell, new in zip(clues[k].cells, out):
                old = doms[cell]
                if new != old:
                    doms[cell] = new
                    if trace is not None:
                        trace.append((k, cell, old))
                    for j in self.cell_clues[cell]:
                        if j != k and j not in queued:
                            queued.add(j)
                            pending.append(j)
        return True

    def search(self, doms: list[int], limit: int, found: list[list[int]], queue: list[int] | None = None) -> None:
        """Depth-first search after propagation, branching on the undecided cell with the fewest symbols."""
        self.nodes += 1
        if not self.propagate(doms, queue):
            return
        best, best_count = -1, 1 << 30
        for cell, d in enumerate(doms):
            n = d.bit_count()
            if 1 < n < best_count:
                best, best_count = cell, n
                if n == 2:
                    break
        if best < 0:
            if self.verify(doms):
                found.append(doms)
            return
        d = doms[best]
        while d and len(found) < limit:
            low = d & -d
            d ^= low
            child = doms[:]
            child[best] = low
            self.search(child, limit, found, self.cell_clues[best])

    def symbols(self, doms: list[int]) -> list[str]:
        return [self.alphabet[d.bit_length() - 1] for d in doms]

    def verify(self, doms: list[int]) -> bool:
        """Every clue fully matches its line, by `matches` and by Python's `re.fullmatch`."""
        letters = self.symbols(doms)
        for clue in self.puzzle.clues:
            self.charge(VERIFY_WORK + VERIFY_WORK_PER_CELL * len(clue.cells))
            text = "".join(letters[c] for c in clue.cells)
            if not matches(parse(clue.regex), text) or compile_quietly(clue.regex).fullmatch(text) is None:
                return False
        return True


def _check_limit(max_solutions: int) -> int:
    if isinstance(max_solutions, bool) or not isinstance(max_solutions, int) or not 1 <= max_solutions <= MAX_SOLUTIONS:
        raise PuzzleError(f"the solution cap must be 1 to {MAX_SOLUTIONS}; got {max_solutions!r}")
    return max_solutions


def solve(puzzle: Puzzle, max_solutions: int = DEFAULT_MAX, letters: tuple[str, ...] | None = None) -> Solution:
    """All solutions of `puzzle` (up to `max_solutions`), each as row strings; `complete` tells whether the
    search finished, so that ``count`` is exact (a unique puzzle has ``complete`` and ``count == 1``).

    `letters` (one string per cell, "" for empty) adds cells filled so far to the puzzle's prefilled ones.
    """
    _check_limit(max_solutions)
    solver = _Solver(puzzle)
    found: list[list[int]] = []
    try:
        solver.search(solver.initial(letters), max_solutions + 1, found)
    except _Budget:
        raise GaveUp(f"gave up after {solver.work:,} units of work ({solver.steps:,} line narrowings), the limit "
                     "here: the puzzle has too many open choices; fill in some cells or tighten the clues") from None
    complete = len(found) <= max_solutions
    grids = tuple(tuple(puzzle.grid_rows(solver.symbols(d))) for d in found[:max_solutions])
    return Solution(grids, complete, solver.nodes, solver.steps)


# ----------------------------------------------------------------------------------------------------------------
# Checking and hints


def _letters(puzzle: Puzzle, cells: object) -> tuple[str, ...]:
    """Normalise cells filled so far: a list with one string per cell, or row strings with ``_`` for empty."""
    if cells is None:
        return ("",) * puzzle.size
    if not isinstance(cells, (list, tuple)):
        raise PuzzleError("cells must be a list")
    if len(cells) == len(puzzle.rows) and len(cells) != puzzle.size and all(isinstance(r, str) for r in cells):
        flat: list[str] = []
        for r, (row, n) in enumerate(zip(cells, puzzle.rows)):
            if len(row) != n:
                raise PuzzleError(f"row {r + 1} should have {n} cells; got {len(row)}")
            flat.extend("" if ch == "_" else ch for ch in row)
        cells = flat
    if len(cells) != puzzle.size:
        raise PuzzleError(f"the grid has {puzzle.size} cells; got {len(cells)}")
    out = []
    for k, s in enumerate(cells):
        if s is None:
            s = ""
        if not isinstance(s, str) or len(s) > 1:
            raise PuzzleError(f"a cell holds one character; cell {k} holds {s!r}")
        if s and puzzle.given[k] and s != puzzle.given[k]:
            raise PuzzleError(f"cell {puzzle.row_col(k)} is prefilled with {puzzle.given[k]!r}")
        out.append(s)
    return tuple(out)


def check(puzzle: Puzzle, cells: object = None) -> list[str]:
    """For each clue, "ok" (line full and matching), "possible" (the empty cells can still be filled so that
    it matches) or "impossible", judging each clue on its own with the letters filled so far."""
    letters = _letters(puzzle, cells)
    solver = _Solver(puzzle)
    doms = solver.initial(letters)
    out = []
    for k, clue in enumerate(puzzle.clues):
        line = [letters[c] or puzzle.given[c] for c in clue.cells]
        if all(line):
            out.append("ok" if "".join(line) in _full_matches(clue.regex, "".join(line)) else "impossible")
            continue
        try:
            result = solver.narrow(k, doms)
        except _Budget:
            result = ()
        out.append("impossible" if result is None else "possible")
    return out


def _full_matches(regex: str, text: str) -> tuple[str, ...]:
    return (text,) if matches(parse(regex), text) and compile_quietly(regex).fullmatch(text) else ()


def hint(puzzle: Puzzle, cells: object = None) -> Hint:
    """The next cell that logic alone forces, with the clue(s) that force it.

    First each clue on its own is tried against the letters so far; then full propagation, reporting the clues
    that narrowed the cell; if no deduction decides a cell, the unique solution's symbol is offered.
    """
    letters = _letters(puzzle, cells)
    solver = _Solver(puzzle)
    start = solver.initial(letters)
    empty = [k for k in range(puzzle.size) if not (letters[k] or puzzle.given[k])]
    if not empty:
        ok = solver.verify(start) if all(d for d in start) else False
        return Hint("solved" if ok else "conflict", message="the grid is full" + ("" if ok else " but wrong"))
    try:
        return _hint(puzzle, solver, letters, start, empty)
    except GaveUp as error:
        return Hint("gave_up", message=str(error))
    except _Budget:
        return Hint("gave_up", message="gave up: the puzzle has too many open choices; fill in some cells or "
                                       "tighten the clues")


def _hint(puzzle: Puzzle, solver: _Solver, letters: tuple[str, ...], start: list[int], empty: list[int]) -> Hint:
    answer = solve(puzzle, 2, letters)
    if answer.count == 0:
        base = solve(puzzle, 2)
        wrong: tuple[tuple[int, int], ...] = ()
        if base.unique:
            flat = "".join(base.solutions[0])
            wrong = tuple(puzzle.row_col(k) for k, s in enumerate(letters) if s and s != flat[k])
        return Hint("conflict", wrong=wrong,
                    message="no solution fits the letters so far" + (" (wrong cells marked)" if wrong else ""))
    for k in range(len(puzzle.clues)):  # one clue alone
        out = solver.narrow(k, start)
        if out is None:
            continue
        for cell, d in zip(puzzle.clues[k].cells, out):
            if cell in empty and d.bit_count() == 1 and start[cell].bit_count() > 1:
                return Hint("hint", puzzle.row_col(cell), solver.symbols([d])[0], (puzzle.clues[k].name,), "clue",
                            message=f"{puzzle.clues[k].name} alone forces this cell")
    doms = start[:]
    trace: list = []
    solver.propagate(doms, None, trace)
    reasons: dict[int, list[int]] = {}
    for _k, cell, _old in trace:
        reasons.setdefault(cell, [])
        if k not in reasons[cell]:
            reasons[cell].append(k)
    for _k, cell, _old in trace:
        if cell in empty and doms[cell].bit_count() == 1:
            names = tuple(puzzle.clues[j].name for j in reasons[cell])
            return Hint("hint", puzzle.row_col(cell), solver.symbols([doms[cell]])[0], names, "logic",
                        message="these clues force this cell, after the deductions they allow elsewhere")
    if answer.unique:
        flat = "".join(answer.solutions[0])
        cell = min(empty, key=lambda c: (doms[c].bit_count(), c))
        return Hint("hint", puzzle.row_col(cell), flat[cell], (), "search",
                    message="no deduction decides a cell here; this is the unique solution's symbol")
    return Hint("unsolvable", message="no cell is forced: the puzzle has several solutions from here")
