"""Regex crosswords: a constraint solver for rectangles, double crosses and hexagons, with hints.

Every cell keeps the set of symbols still possible. Each clue narrows the cells of its line: its regex, compiled
to an automaton for that line's length (`puzzlers.regexcrossword.regex`), keeps in each cell only the symbols
some full match can use. Narrowing one line can narrow crossing lines, so clues are revisited until nothing
changes (a fixed point); then the solver branches on the undecided cell with the fewest symbols left, and
repeats. Backreferences are relaxed in the automaton and checked exactly once a line has few candidates left;
every solution is finally checked on every clue with the exact matcher (`regex.matches`, which cannot backtrack
exponentially). Everything (building automata, narrowing, exact checks, verification) is charged to one
deterministic work budget, `WORK_BUDGET`; past it the solver stops with `GaveUp`.

>>> from puzzlers.regexcrossword import from_text
>>> puzzle = from_text("rows:\\nHE|LL|O+\\n[PLEASE]+\\ncolumns:\\n[^SPEAK]+\\nEP|IP|EF\\n")
>>> solve(puzzle).solutions
(('HE', 'LP'),)
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from puzzlers.errors import PuzzleError, whole_number
from puzzlers.regexcrossword.puzzle import (
    Puzzle,
    check_puzzle,
)
from puzzlers.regexcrossword.regex import (
    CAPTURE_STEP,
    LineAutomaton,
    OutOfWork,
    Work,
    line_automaton,
    matches,
    narrow_captures,
    parse,
    program_size,
)

#: Default cap on the number of solutions listed.
DEFAULT_MAX = 10
#: Largest cap a caller may ask for.
MAX_SOLUTIONS = 1000
#: Work budget of one solve, check or hint, a few seconds at most on CPython (the page runs ~3x slower); past
#: it the solver stops with `GaveUp`. Work units are about a microsecond each and count everything: building a
#: clue's automaton (its states, epsilon edges and transition rows, charged on every use even when cached) and
#: its exact matcher (its states); a line narrowing costs `NARROW_WORK` plus `NARROW_WORK_PER_CELL` per cell
#: plus `regex.CAPTURE_STEP` per configuration the exact backreference narrowing visits; checking a line exactly
#: (lookaheads, word boundaries, and every clue of a found solution) costs `VERIFY_WORK` plus
#: `VERIFY_WORK_PER_CELL` per cell, plus `regex.MATCH_STEP` per configuration the exact matcher visits. The
#: budget counts work, not time, so the same puzzle always gives the same answer. A narrowing already memoised
#: costs `MEMO_WORK` and a node of the search `NODE_WORK`: without them a search whose narrowings repeat ran with no
#: bound (a hint's search for a cell every solution fills alike ran for minutes on a 6x6 grid of parity clues).
WORK_BUDGET = 3_000_000
NARROW_WORK, NARROW_WORK_PER_CELL = 20, 10
MEMO_WORK, NODE_WORK = 1, 10
VERIFY_WORK, VERIFY_WORK_PER_CELL = 10, 2
#: A clue with lookaheads is checked string by string once its line has at most this many candidates.
EXACT_CANDIDATES = 512
#: Most configurations (state, position, captured strings) the exact backreference narrowing may visit before
#: it leaves the clue relaxed for now (it is tried again as the cells narrow).
CAPTURE_CONFIGS = 8000
#: Most work `check` spends deciding one clue exactly (it is also bounded by what is left of `WORK_BUDGET`);
#: past it the clue is "undecided". A clue with backreferences first looks for a witness with this share of it.
CHECK_CLUE_WORK = 1_000_000
CHECK_WITNESS_SHARE = 0.25


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
class Step:
    """One deduction: clue `clue` (its name), given the cells as narrowed by the steps before it, leaves only
    `symbols` possible in `cell` (row, index)."""

    clue: str
    cell: tuple[int, int]
    symbols: str


@dataclass(frozen=True)
class Hint:
    """One step for a stuck player: `cell` (row, index) must hold `symbol`.

    `method` is "clue" (the one clue in `clues` forces it on its own, given the letters so far), "logic" (the
    clues in `clues` force it together: `steps` is the chain of deductions, each a clue narrowing one cell given
    the letters so far and the steps before it, ending with this cell) or "search" (no deduction reaches it; it
    is the unique solution's, or with several solutions the same in all of them). `status` is "hint", "solved"
    (nothing left to fill), "conflict" (the letters so far fit no solution; `wrong` lists the cells that differ
    from the unique solution, when there is one), "unsolvable" (no cell is forced and there are several
    solutions, or the puzzle has none) or "gave_up" (the solver ran out of its work budget first; `message` says
    what to change).
    """

    status: str
    cell: tuple[int, int] | None = None
    symbol: str = ""
    clues: tuple[str, ...] = ()
    method: str = ""
    wrong: tuple[tuple[int, int], ...] = ()
    message: str = ""
    steps: tuple[Step, ...] = field(default=())


# ----------------------------------------------------------------------------------------------------------------
# The solver


class GaveUp(PuzzleError):
    """The solver ran out of its `WORK_BUDGET` (the puzzle may still have solutions)."""


def _gave_up(work: Work, what: str = "the puzzle has too many open choices; fill in some cells or tighten the "
                                     "clues") -> GaveUp:
    return GaveUp(f"gave up after {work.used:,} units of work, the budget here being {work.limit:,}: {what}")


class _Solver:
    """Propagation state shared by solve, hint and check for one puzzle; all its work is charged to `work`."""

    def __init__(self, puzzle: Puzzle, work: Work | None = None):
        self.puzzle = puzzle
        self.alphabet = puzzle.alphabet
        self.full = (1 << len(puzzle.alphabet)) - 1
        self.work = Work(WORK_BUDGET) if work is None else work
        self.regexes = [parse(c.regex) for c in puzzle.clues]
        self.autos: list[LineAutomaton] = []
        for regex, clue in zip(self.regexes, puzzle.clues):
            self.autos.append(line_automaton(regex, len(clue.cells), self.alphabet, self.work))
            self.work.charge(program_size(regex))  # the exact matcher's program, used to verify
        self.cell_clues: list[list[int]] = [[] for _ in range(puzzle.size)]
        for k, clue in enumerate(puzzle.clues):
            for cell in clue.cells:
                self.cell_clues[cell].append(k)
        self.memo: dict[tuple, tuple | None] = {}
        self.looks: list[dict] = [{} for _ in puzzle.clues]  # lookahead outcomes per clue, shared by its texts
        self.steps = 0
        self.nodes = 0

    def charge(self, units: int) -> None:
        self.work.charge(units)

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
            self.charge(MEMO_WORK)
            return self.memo[key]
        self.steps += 1
        self.charge(NARROW_WORK + NARROW_WORK_PER_CELL * len(cells))
        out, _exact = self._narrow_line(k, list(key[1:]))
        result = tuple(out) if out is not None else None
        self.memo[key] = result
        return result

    def _relaxed(self, k: int) -> bool:
        """Clue k has parts no narrowing models exactly: lookaheads, word boundaries, ``$`` before a newline."""
        regex = self.regexes[k]
        return regex.has_lookahead or regex.has_boundary or (regex.has_dollar and "\n" in self.alphabet)

    def _narrow_line(self, k: int, line: list[int]) -> tuple[list[int] | None, bool]:
        """Clue k's narrowing of `line` (the symbols possible in each of its cells), and whether it is exact:
        None only when no filling matches; with True, every symbol kept is used by some full match."""
        auto = self.autos[k]
        out = auto.narrow(line)
        if out is None or auto.exact:
            return out, True
        regex = auto.regex
        relaxed = self._relaxed(k)
        if regex.referenced:
            exact = narrow_captures(regex, self.alphabet, out, CAPTURE_CONFIGS, self.work)
            if exact is False:
                relaxed = True
            else:
                out = exact
        if out is not None and relaxed:
            return self._exact(k, out)
        return out, True

    def _exact(self, k: int, doms: list[int]) -> tuple[list[int] | None, bool]:
        """Check the candidates of a clue the automaton relaxes one by one, when few remain (else the domains
        are returned unchanged, marked not exact)."""
        total = 1
        for d in doms:
            total *= d.bit_count()
            if total > EXACT_CANDIDATES:
                return doms, False
        choices = [[self.alphabet[i] for i in range(len(self.alphabet)) if d >> i & 1] for d in doms]
        out = [0] * len(doms)
        for letters in itertools.product(*choices):
            if self.line_matches(k, "".join(letters)):
                for i, ch in enumerate(letters):
                    out[i] |= 1 << self.alphabet.index(ch)
        return (out if all(out) else None), True

    def decide(self, k: int, line: list[int]) -> bool:
        """Whether some filling of `line` (the symbols possible in each cell of clue k) matches clue k exactly.

        The narrowing settles most clues. When it had to relax (lookaheads, boundaries, backreferences past the
        propagation's caps), a search for a witness walks the candidate lines in order, pruned by the relaxed
        automaton (which never loses a match), and checks each with the exact matcher; for backreferences the
        exact capture narrowing is also run without propagation's cap. Everything is charged to the work
        budget; `OutOfWork` means undecided.
        """
        out, exact = self._narrow_line(k, line)
        if out is None or exact:
            return out is not None
        regex = self.regexes[k]
        if regex.referenced and not regex.look_groups:
            first = self._within(CHECK_WITNESS_SHARE, lambda: self._witness(k, out))
            if first is not None:
                return first
            cap = max(1, (self.work.limit - self.work.used) // CAPTURE_STEP)
            captured = narrow_captures(regex, self.alphabet, out, cap, self.work)
            if captured is None:
                return False
            if captured is not False:
                if not self._relaxed(k):
                    return True
                out = captured
        return self._witness(k, out)

    def _within(self, share: float, task):
        """`task()`, with at most `share` of the work left; None when that runs out (the work is still counted)."""
        outer = self.work
        inner = Work(int((outer.limit - outer.used) * share))
        self.work = inner
        try:
            return task()
        except OutOfWork:
            return None
        finally:
            self.work = outer
            outer.used += inner.used  # past the limit, the next charge raises

    def _witness(self, k: int, line: list[int]) -> bool:
        """Whether some candidate of `line` matches clue k exactly: depth first over the cells, symbols in
        alphabet order, each prefix kept only while the relaxed automaton can still complete it."""
        auto = self.autos[k]
        masks, succ, n = auto.masks, auto.succ, len(line)
        live = [0] * n  # states that may read cell i and still reach an accepting end
        for i in range(n - 1, -1, -1):
            after = auto.final if i == n - 1 else live[i + 1]
            alive = 0
            for q, m in enumerate(masks):
                if m & line[i] and (i == n - 1 and after >> q & 1 or i < n - 1 and succ[i][q] & after):
                    alive |= 1 << q
            live[i] = alive
            self.charge(len(masks))

        def walk(i: int, states: int, prefix: str) -> bool:
            self.charge(1)
            states &= live[i]
            for b, ch in enumerate(self.alphabet):
                reading = 0
                if line[i] >> b & 1:
                    bits = states
                    while bits:
                        low = bits & -bits
                        bits ^= low
                        if masks[low.bit_length() - 1] >> b & 1:
                            reading |= low
                if not reading:
                    continue
                if i == n - 1:
                    if self.line_matches(k, prefix + ch):
                        return True
                    continue
                nxt = 0
                while reading:
                    low = reading & -reading
                    reading ^= low
                    nxt |= succ[i][low.bit_length() - 1]
                if walk(i + 1, nxt, prefix + ch):
                    return True
            return False

        return walk(0, auto.init, "")

    def line_matches(self, k: int, text: str) -> bool:
        """Clue k matches `text` exactly (its exact matcher, charged to the budget)."""
        self.charge(VERIFY_WORK + VERIFY_WORK_PER_CELL * len(text))
        return matches(self.regexes[k], text, self.work, self.looks[k])

    def propagate(self, doms: list[int], queue: list[int] | None = None, trace: list | None = None) -> bool:
        """Narrow to a fixed point (in place); False on a contradiction. `trace` collects
        (call number, clue, cell, domain after) for every cell a narrowing changed."""
        pending = list(range(len(self.autos))) if queue is None else sorted(set(queue))
        queued = set(pending)
        clues = self.puzzle.clues
        head = 0
        call = 0
        while head < len(pending):
            k = pending[head]
            head += 1
            queued.discard(k)
            out = self.narrow(k, doms)
            if out is None:
                return False
            call += 1
            for cell, new in zip(clues[k].cells, out):
                old = doms[cell]
                if new != old:
                    doms[cell] = new
                    if trace is not None:
                        trace.append((call, k, cell, new))
                    for j in self.cell_clues[cell]:
                        if j != k and j not in queued:
                            queued.add(j)
                            pending.append(j)
        return True

    def search(self, doms: list[int], limit: int, found: list[list[int]], queue: list[int] | None = None,
               avoid: list[int] | None = None) -> None:
        """Depth-first search after propagation, branching on the undecided cell with the fewest symbols; its
        symbols are tried in the alphabet's order, the one of ``avoid`` (a solution's domains) last."""
        self.nodes += 1
        self.charge(NODE_WORK)
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
        if avoid is not None and d & avoid[best]:
            d ^= avoid[best]
        while d and len(found) < limit:
            low = d & -d
            d ^= low
            if not d and avoid is not None and doms[best] & avoid[best] and low != avoid[best]:
                d = avoid[best]
            child = doms[:]
            child[best] = low
            self.search(child, limit, found, self.cell_clues[best], avoid)

    def symbols(self, doms: list[int]) -> list[str]:
        return [self.alphabet[d.bit_length() - 1] for d in doms]

    def symbol_set(self, d: int) -> str:
        return "".join(ch for i, ch in enumerate(self.alphabet) if d >> i & 1)

    def verify(self, doms: list[int]) -> bool:
        """Every clue fully matches its line, by the exact matcher (no exponential backtracking)."""
        letters = self.symbols(doms)
        return all(self.line_matches(k, "".join(letters[c] for c in clue.cells))
                   for k, clue in enumerate(self.puzzle.clues))


def _check_limit(max_solutions: int) -> int:
    return whole_number(max_solutions, f"the solution cap must be 1 to {MAX_SOLUTIONS}; got {max_solutions!r}", 1,
                        MAX_SOLUTIONS)


def solve(puzzle: Puzzle, max_solutions: int = DEFAULT_MAX, letters: tuple[str, ...] | None = None,
          progress=None) -> Solution:
    """All solutions of `puzzle` (up to `max_solutions`), each as row strings; `complete` tells whether the
    search finished, so that ``count`` is exact (a unique puzzle has ``complete`` and ``count == 1``).

    `letters` (one string per cell, "" for empty) adds cells filled so far to the puzzle's prefilled ones.
    ``progress(used, limit)`` is told of the work budget used, at each 1% of it. Raises `GaveUp` when the work
    budget runs out.
    """
    check_puzzle(puzzle)
    _check_limit(max_solutions)
    return _solve(puzzle, max_solutions, letters, Work(WORK_BUDGET, progress))


def _solve(puzzle: Puzzle, max_solutions: int, letters: tuple[str, ...] | None, work: Work) -> Solution:
    solver = None
    found: list[list[int]] = []
    try:
        solver = _Solver(puzzle, work)
        solver.search(solver.initial(letters), max_solutions + 1, found)
    except OutOfWork:
        raise _gave_up(work) from None
    complete = len(found) <= max_solutions
    grids = tuple(tuple(puzzle.grid_rows(solver.symbols(d))) for d in found[:max_solutions])
    return Solution(grids, complete, solver.nodes, solver.steps)


# ----------------------------------------------------------------------------------------------------------------
# Checking and hints


def hint_dict(h: Hint) -> dict:
    """A hint as JSON: ``{"status", "cell", "symbol", "clues", "method", "wrong", "message", "steps": [{"clue",
    "cell", "symbols"}]}`` (cells as ``[row, index]``), as the page and ``puzzlers regex hint --json`` give it."""
    return {"status": h.status, "cell": list(h.cell) if h.cell else None, "symbol": h.symbol,
            "clues": list(h.clues), "method": h.method, "wrong": [list(c) for c in h.wrong], "message": h.message,
            "steps": [{"clue": st.clue, "cell": list(st.cell), "symbols": st.symbols} for st in h.steps]}


def cell_letters(puzzle: Puzzle, cells: object) -> tuple[str, ...]:
    """Normalise cells filled so far: a list with one string per cell, or row strings with ``_`` for empty."""
    check_puzzle(puzzle)
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

    def named(k: int) -> str:  # as the page names its cells (these messages said "cell 2", "cell (1, 0)": from 0)
        row, index = puzzle.row_col(k)
        return f"row {row + 1}, cell {index + 1}"

    for k, s in enumerate(cells):
        if s is None:
            s = ""
        if not isinstance(s, str) or len(s) > 1:
            raise PuzzleError(f"a cell holds one character; {named(k)} holds {s!r:.20}")
        if s and puzzle.given[k] and s != puzzle.given[k]:
            raise PuzzleError(f"{named(k)} is prefilled with {puzzle.given[k]!r}")
        out.append(s)
    return tuple(out)


@dataclass(frozen=True)
class Check:
    """The outcome of `check_clues`: one status per clue, in the puzzle's order, and why some are undecided."""

    clues: tuple[str, ...]
    undecided: str = ""  # "" when no clue is "undecided"


def check_clues(puzzle: Puzzle, cells: object = None, progress=None) -> Check:
    """Each clue judged on its own, exactly, against the letters filled so far.

    A clue is "ok" (its line is full and matches), "impossible" (no filling of its line's empty cells matches
    it), "possible" (some filling does) or "undecided" (deciding it took more than `CHECK_CLUE_WORK` units, or
    the rest of the budget; `undecided` says which clues and what to do). A clue is never called possible
    when its line cannot be completed. The clues are not judged together: each may be possible on its own
    while no grid satisfies all of them (`solve` finds that out).

    Raises `GaveUp` when building the clues' automata alone exceeds the work budget. ``progress`` as for `solve`.
    """
    letters = cell_letters(puzzle, cells)
    work = Work(WORK_BUDGET, progress)
    out = []
    undecided = []
    try:
        solver = _Solver(puzzle, work)
    except OutOfWork:
        raise _gave_up(work, "a clue is too complex to check here; simplify it") from None
    doms = solver.initial(letters)
    for k, clue in enumerate(puzzle.clues):
        line = [letters[c] or puzzle.given[c] for c in clue.cells]
        if work.used >= work.limit:
            verdict = None
        elif all(line):
            verdict = solver._within(1.0, lambda: "ok" if solver.line_matches(k, "".join(line)) else "impossible")
        else:
            share = min(1.0, CHECK_CLUE_WORK / (work.limit - work.used))
            verdict = solver._within(share, lambda: "possible" if solver.decide(k, [doms[c] for c in clue.cells])
                                     else "impossible")
        if verdict is None:
            undecided.append(clue.name)
            verdict = "undecided"
        out.append(verdict)
    reason = ""
    if undecided:
        names = ", ".join(undecided[:3]) + (f" and {len(undecided) - 3} more" if len(undecided) > 3 else "")
        reason = (f"{names}: too many ways to fill {'its' if len(undecided) == 1 else 'their'} line to decide "
                  f"within the work budget ({min(CHECK_CLUE_WORK, WORK_BUDGET):,} units per clue, "
                  f"{WORK_BUDGET:,} in all); fill in more cells")
    return Check(tuple(out), reason)


def check(puzzle: Puzzle, cells: object = None) -> list[str]:
    """The statuses of `check_clues`: for each clue "ok", "possible", "impossible" or "undecided"."""
    return list(check_clues(puzzle, cells).clues)


#: The end of a conflict's message when its `Hint.wrong` cells are known (the page marks them).
MARKED = " (wrong cells marked)"
#: The message of an "unsolvable" hint for a puzzle with no solution at all (not one with several).
NO_SOLUTION = "this puzzle has no solution: no grid matches every clue"


def hint(puzzle: Puzzle, cells: object = None, progress=None) -> Hint:
    """The next cell that logic alone forces, with the clue(s) that force it and the chain of deductions.

    First each clue on its own is tried against the letters so far; then full propagation, which records every
    narrowing: of the cells it decides, the one with the shortest chain of deductions is reported, with that
    chain; if no deduction decides a cell, the unique solution's symbol is offered, or with several solutions
    that of a cell every one of them fills alike. All of it shares one work
    budget; when it runs out the hint's status is "gave_up". ``progress`` as for `solve`.
    """
    letters = cell_letters(puzzle, cells)
    work = Work(WORK_BUDGET, progress)
    try:
        solver = _Solver(puzzle, work)
        start = solver.initial(letters)
        empty = [k for k in range(puzzle.size) if not (letters[k] or puzzle.given[k])]
        if not empty:
            if all(d for d in start) and solver.verify(start):
                return Hint("solved", message="the grid is full")
            try:  # which cells: only if the unique solution is found within the budget; that it is wrong, anyway
                wrong = _wrong_cells(puzzle, letters, _solve(puzzle, 2, None, solver.work))
            except GaveUp:
                wrong = ()
            return Hint("conflict", wrong=wrong,
                        message="the grid is full but wrong" + (MARKED if wrong else ""))
        return _hint(puzzle, solver, letters, start, empty)
    except GaveUp as error:
        return Hint("gave_up", message=str(error))
    except OutOfWork:
        return Hint("gave_up", message=str(_gave_up(work)))


def _wrong_cells(puzzle: Puzzle, letters: tuple[str, ...], base: Solution) -> tuple[tuple[int, int], ...]:
    """The cells (row, index) whose letter differs from the puzzle's solution `base`; none unless it is unique."""
    if not base.unique:
        return ()
    flat = "".join(base.solutions[0])
    return tuple(puzzle.row_col(k) for k, s in enumerate(letters) if s and s != flat[k])


def _hint(puzzle: Puzzle, solver: _Solver, letters: tuple[str, ...], start: list[int], empty: list[int]) -> Hint:
    answer = _solve(puzzle, 2, letters, solver.work)
    if answer.count == 0:
        base = _solve(puzzle, 2, None, solver.work) if any(letters) else answer
        if base.count == 0:  # not the letters: the clues themselves
            return Hint("unsolvable", message=NO_SOLUTION)
        wrong = _wrong_cells(puzzle, letters, base)
        return Hint("conflict", wrong=wrong,
                    message="no solution fits the letters so far" + (MARKED if wrong else ""))
    clues = puzzle.clues
    for k in range(len(clues)):  # one clue alone
        out = solver.narrow(k, start)
        if out is None:
            continue
        for cell, d in zip(clues[k].cells, out):
            if cell in empty and d.bit_count() == 1 and start[cell].bit_count() > 1:
                symbol = solver.symbols([d])[0]
                step = Step(clues[k].name, puzzle.row_col(cell), symbol)
                return Hint("hint", puzzle.row_col(cell), symbol, (clues[k].name,), "clue",
                            message=f"{clues[k].name} alone forces this cell", steps=(step,))
    doms = start[:]
    trace: list = []
    solver.propagate(doms, None, trace)
    best = None
    for pos, (_call, _k, cell, new) in enumerate(trace):
        if cell in empty and new.bit_count() == 1:
            chain = _chain(puzzle, trace, pos)
            if best is None or len(chain) < len(best[1]):
                best = (cell, chain)
    if best is not None:
        cell, chain = best
        chain = _prune(solver, start, chain)
        steps = tuple(Step(clues[k].name, puzzle.row_col(c), solver.symbol_set(d)) for k, c, d in chain)
        names = tuple(dict.fromkeys(step.clue for step in steps))
        return Hint("hint", puzzle.row_col(cell), solver.symbols([doms[cell]])[0], names, "logic",
                    message=f"{len(steps)} deductions by {len(names)} clues force this cell, step by step",
                    steps=steps)
    if answer.unique:
        flat = "".join(answer.solutions[0])
        cell = min(empty, key=lambda c: (doms[c].bit_count(), c))
        return Hint("hint", puzzle.row_col(cell), flat[cell], (), "search",
                    message="no deduction decides a cell here; this is the unique solution's symbol")
    forced = _alike_in_every_solution(solver, doms, empty, "".join(answer.solutions[0]))
    if forced is not None:
        cell, symbol = forced
        return Hint("hint", puzzle.row_col(cell), symbol, (), "search",
                    message="no deduction decides a cell here; every solution has this symbol in it")
    return Hint("unsolvable", message="no cell is forced: the puzzle has several solutions from here")


def _alike_in_every_solution(solver: _Solver, doms: list[int], empty: list[int], solution: str
                             ) -> tuple[int, str] | None:
    """An empty cell that every solution fills alike, with its symbol, or None: the puzzle has several solutions
    and no deduction decides a cell, but a cell may be the same in all of them (the hint said "no cell is forced"
    while Solve said the solutions differ in one cell). ``doms``: the domains after propagation; ``solution``: one
    solution's symbols, cell by cell.

    Every empty cell is a candidate; a search for a solution without a candidate's symbol there (trying the other
    cells' other symbols first) either proves it forced or finds one that rules out every candidate it differs in
    (often all of them at once)."""
    first = [1 << solver.alphabet.index(ch) for ch in solution]
    candidates = sorted(empty, key=lambda c: (doms[c].bit_count(), c))
    while candidates:
        cell = candidates.pop(0)
        other = doms[:]
        other[cell] &= ~first[cell]
        more: list[list[int]] = []
        solver.search(other, 1, more, solver.cell_clues[cell], first)
        if not more:
            return cell, solver.symbols([first[cell]])[0]
        candidates = [c for c in candidates if more[0][c] == first[c]]
    return None


def _chain(puzzle: Puzzle, trace: list, target: int) -> list[tuple[int, int, int]]:
    """The narrowings trace[target] depends on, in order, as (clue, cell, domain after).

    A narrowing by clue k in call c read the cells of k as the last earlier calls left them, so it needs, for
    each of those cells, the last entry before call c; those need theirs, and so on. Replaying the entries kept,
    in order, reproduces exactly the domains each of their clues saw, so each one is a valid deduction.
    """
    needed = {target}
    stack = [target]
    snapshots = _snapshots(trace)
    while stack:
        i = stack.pop()
        call, k, _cell, _new = trace[i]
        before = snapshots[call]
        for c in puzzle.clues[k].cells:
            j = before.get(c, -1)
            if j >= 0 and j not in needed:
                needed.add(j)
                stack.append(j)
    return [(trace[i][1], trace[i][2], trace[i][3]) for i in sorted(needed)]


def _snapshots(trace: list) -> dict[int, dict[int, int]]:
    """For each call number, the index of the last entry on each cell made by an earlier call."""
    out: dict[int, dict[int, int]] = {}
    latest: dict[int, int] = {}
    current = None
    for i, (call, _k, cell, _new) in enumerate(trace):
        if call != current:
            out[call] = dict(latest)
            current = call
        latest[cell] = i
    return out


#: Longest chain of deductions `_prune` tries to shorten (it replays the chain once per step).
PRUNE_STEPS = 40


def _replay(solver: _Solver, start: list[int], chain: list[tuple[int, int, int]]) -> list[tuple[int, int, int]] | None:
    """Apply each (clue, cell) of `chain` in order to `start`; the chain with the domains it really gives, or
    None when a step leaves its cell unchanged or some clue cannot match."""
    doms = start[:]
    out = []
    for k, cell, _d in chain:
        narrowed = solver.narrow(k, doms)
        if narrowed is None:
            return None
        new = narrowed[solver.puzzle.clues[k].cells.index(cell)]
        if new == doms[cell]:
            return None
        doms[cell] = new
        out.append((k, cell, new))
    return out


def _prune(solver: _Solver, start: list[int], chain: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Drop the steps the last one does not need: a step goes when the chain without it still narrows every
    remaining cell and ends with the same single symbol."""
    if len(chain) > PRUNE_STEPS:
        return chain
    goal = chain[-1]
    k = 0
    while k < len(chain) - 1:
        shorter = _replay(solver, start, chain[:k] + chain[k + 1:])
        if shorter is not None and shorter[-1] == goal:
            chain = shorter
        else:
            k += 1
    return chain
