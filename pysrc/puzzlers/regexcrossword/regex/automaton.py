"""A clue as an automaton over a fixed-length line: a relaxed Thompson automaton made epsilon-free for one line
length (`line_automaton`), whose `LineAutomaton.narrow` keeps the symbols some full match can use.
"""

from __future__ import annotations

from dataclasses import dataclass

from puzzlers.errors import PuzzleError
from puzzlers.regexcrossword.regex.syntax import (
    Alt,
    Anchor,
    Backref,
    Boundary,
    CharSet,
    Group,
    Look,
    Regex,
    Repeat,
    Seq,
    charset_mask,
)
from puzzlers.regexcrossword.regex.work import Work

#: Most states of the line automaton of one clue (its repeats expanded).
MAX_STATES = 5000


def _group_bodies(node: object, out: dict[int, object]) -> dict[int, object]:
    """Every capturing group's body by index, including groups inside lookaheads and zero-count repeats."""
    if isinstance(node, Group):
        if node.index is not None:
            out[node.index] = node.body
        _group_bodies(node.body, out)
    elif isinstance(node, (Seq, Alt)):
        for part in (node.parts if isinstance(node, Seq) else node.options):
            _group_bodies(part, out)
    elif isinstance(node, (Repeat, Look)):
        _group_bodies(node.body, out)
    return out


class _Builder:
    """Builds a Thompson NFA: ``eps[s]`` lists (target, condition), ``edge[s]`` is (mask, target) or None.

    Relaxations (each can only keep symbols, never lose one): a lookahead and a word boundary are ignored; a
    backreference reads any string its group's body could read, with the body's own anchors, lookaheads and
    boundaries ignored (a backreference matches the captured *text*, wherever it stands: ``(^a)\\1`` matches
    ``aa``); a backreference to a group that cannot have matched still reads its body (never lost, only kept).
    """

    def __init__(self, regex: Regex, alphabet: str):
        self.alphabet = alphabet
        self.eps: list[list[tuple[int, str | None]]] = []
        self.edge: list[tuple[int, int] | None] = []
        self.group_bodies = _group_bodies(regex.tree, {})
        self.in_backref = 0
        self.size = 0

    def new(self) -> int:
        self.eps.append([])
        self.edge.append(None)
        self.size += 1
        if self.size > MAX_STATES:
            raise PuzzleError(f"a clue is too large once its repeats are expanded (more than {MAX_STATES:,} states)")
        return len(self.eps) - 1

    def build(self, node: object, start: int) -> int:
        """Add `node` after state `start`; return its end state."""
        if isinstance(node, CharSet):
            end = self.new()
            self.edge[start] = (charset_mask(node.source, self.alphabet), end)
            if self.edge[start][0] == 0:
                self.edge[start] = None  # matches nothing in this alphabet
            return end
        if isinstance(node, Seq):
            for part in node.parts:
                nxt = self.new()
                self.eps[start].append((nxt, None))
                start = self.build(part, nxt)
            return start
        if isinstance(node, Alt):
            end = self.new()
            for option in node.options:
                s = self.new()
                self.eps[start].append((s, None))
                self.eps[self.build(option, s)].append((end, None))
            return end
        if isinstance(node, Group):
            return self.build(node.body, start)
        if isinstance(node, Backref):
            self.in_backref += 1
            end = self.build(self.group_bodies[node.index], start)  # relaxed: any string the group could read
            self.in_backref -= 1
            return end
        if isinstance(node, (Look, Boundary)):
            return start  # relaxed: ignored
        if isinstance(node, Anchor):
            end = self.new()
            cond = None if self.in_backref else {"^": "bol", "$": "eol", "Z": "eos"}[node.kind]
            self.eps[start].append((end, cond))
            return end
        if isinstance(node, Repeat):
            for _ in range(node.low):
                s = self.new()
                self.eps[start].append((s, None))
                start = self.build(node.body, s)
            if node.high is None:
                loop = self.new()
                self.eps[start].append((loop, None))
                s = self.new()
                self.eps[loop].append((s, None))
                self.eps[self.build(node.body, s)].append((loop, None))
                return loop
            end = self.new()
            self.eps[start].append((end, None))
            for _ in range(node.high - node.low):
                s = self.new()
                self.eps[start].append((s, None))
                start = self.build(node.body, s)
                self.eps[start].append((end, None))
            return end
        raise AssertionError(node)


@dataclass(frozen=True)
class LineAutomaton:
    """An epsilon-free automaton for one clue on a line of `length` cells.

    Its states are the symbol-reading states of the Thompson automaton. ``init`` (bit mask of states) may read
    the first cell; after state q reads cell i, the states ``succ[i][q]`` may read cell i+1; ``final`` are the
    states whose reading of the last cell can end a match. ``exact`` is False when backreferences, lookaheads or
    ``$`` before a final newline were relaxed.
    """

    regex: Regex
    alphabet: str
    length: int
    init: int
    masks: tuple[int, ...]
    succ: tuple[tuple[int, ...], ...]
    final: int
    exact: bool
    cost: int = 0  # work units its construction took (charged on every use, cached or not)

    def narrow(self, domains: list[int]) -> list[int] | None:
        """The symbols of each cell some match can use, given the symbols still possible (None: no match).

        Forward: the states that can be reached reading cells 0..i-1 with allowed symbols; backward: those from
        which the rest can still be read to an accepting end. A symbol survives in cell i when a state alive in
        both directions reads it.
        """
        n = self.length
        masks, succ = self.masks, self.succ
        forward = [0] * n
        cur = self.init
        for i in range(n):
            d = domains[i]
            act = 0
            bits = cur
            while bits:
                low = bits & -bits
                bits ^= low
                if masks[low.bit_length() - 1] & d:
                    act |= low
            if not act:
                return None
            forward[i] = act
            if i + 1 < n:
                row = succ[i]
                cur = 0
                bits = act
                while bits:
                    low = bits & -bits
                    bits ^= low
                    cur |= row[low.bit_length() - 1]
        live = forward[n - 1] & self.final
        if not live:
            return None
        out = [0] * n
        i = n - 1
        while True:
            d = domains[i]
            sym = 0
            bits = live
            while bits:
                low = bits & -bits
                bits ^= low
                sym |= masks[low.bit_length() - 1]
            out[i] = sym & d
            if i == 0:
                break
            row = succ[i - 1]
            prev = 0
            bits = forward[i - 1]
            while bits:
                low = bits & -bits
                bits ^= low
                if row[low.bit_length() - 1] & live:
                    prev |= low
            live = prev
            i -= 1
        return out


_AUTOMATA: dict[tuple, LineAutomaton] = {}


def clear_automata() -> None:
    """Forget the cached automata (`line_automaton`)."""
    _AUTOMATA.clear()


def line_automaton(regex: Regex, length: int, alphabet: str, work: Work | None = None) -> LineAutomaton:
    """Compile `regex` for a line of `length` cells over `alphabet` (cached).

    With `work`, the automaton's construction cost (`LineAutomaton.cost`) is charged whether or not it came
    from the cache, so the work a solve counts never depends on what ran before.
    """
    key = (regex, length, alphabet)
    auto = _AUTOMATA.get(key)
    if auto is None:
        auto = _compile_line(regex, length, alphabet)
        if len(_AUTOMATA) >= 4096:
            _AUTOMATA.clear()
        _AUTOMATA[key] = auto
    if work is not None:
        work.charge(auto.cost)
    return auto


def _closures(eps: list[list[tuple[int, str | None]]], allowed) -> tuple[list[int], int]:
    """The epsilon closure of every state as a bit set of states, with the conditions `allowed` lets through.

    Strongly connected components (Tarjan's algorithm, iterative) are found once; a component's closure is its
    own states plus the closures of the components it reaches, so the whole table costs O(states + edges)
    big-integer unions. Returns the table and the number of edges followed (the work done).
    """
    n = len(eps)
    adj = [[t for t, cond in eps[s] if cond is None or allowed(cond)] for s in range(n)]
    index = [-1] * n
    low = [0] * n
    on_stack = bytearray(n)
    stack: list[int] = []
    comp = [-1] * n
    closure = [0] * n
    counter = 0
    edges = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        work = [(root, 0)]
        while work:
            v, i = work.pop()
            if i == 0:
                index[v] = low[v] = counter
                counter += 1
                stack.append(v)
                on_stack[v] = 1
            recurse = False
            succ = adj[v]
            while i < len(succ):
                w = succ[i]
                i += 1
                edges += 1
                if index[w] < 0:
                    work.append((v, i))
                    work.append((w, 0))
                    recurse = True
                    break
                if on_stack[w]:
                    low[v] = min(low[v], index[w])
            if recurse:
                continue
            if low[v] == index[v]:
                members = []
                while True:
                    w = stack.pop()
                    on_stack[w] = 0
                    comp[w] = v
                    members.append(w)
                    if w == v:
                        break
                bits = 0
                for w in members:
                    bits |= 1 << w
                for w in members:
                    for t in adj[w]:
                        if comp[t] != v:
                            bits |= closure[t]  # already complete: its component was emitted earlier
                for w in members:
                    closure[w] = bits
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
    return closure, edges


def _compile_line(regex: Regex, length: int, alphabet: str) -> LineAutomaton:
    b = _Builder(regex, alphabet)
    start = b.new()
    accept = b.build(regex.tree, start)
    newline = "\n" in alphabet
    # number the symbol-reading states first, so a closure's low bits are exactly the reading states it holds
    readers = [s for s in range(len(b.eps)) if b.edge[s] is not None]
    others = [s for s in range(len(b.eps)) if b.edge[s] is None]
    order = readers + others
    renumber = {s: k for k, s in enumerate(order)}
    eps = [[(renumber[t], cond) for t, cond in b.eps[s]] for s in order]
    nread = len(readers)
    reader_mask = (1 << nread) - 1
    accept_bit = 1 << renumber[accept]
    cost = len(order)

    def position_class(pos: int) -> tuple[bool, bool, bool]:
        return pos == 0, pos == length, newline and pos == length - 1

    tables: dict[tuple[bool, bool, bool], list[int]] = {}

    def table(pos: int) -> list[int]:
        nonlocal cost
        cls = position_class(pos)
        if cls not in tables:
            def allowed(cond: str) -> bool:
                if cond == "bol":
                    return cls[0]
                if cond == "eos":
                    return cls[1]
                return cls[1] or cls[2]  # eol: the end, or before a final newline

            tables[cls], edges = _closures(eps, allowed)
            cost += len(order) + edges
        return tables[cls]

    init = table(0)[renumber[start]] & reader_mask
    succ = []
    rows: dict[tuple[bool, bool, bool], tuple[int, ...]] = {}
    targets = [renumber[b.edge[s][1]] for s in readers]
    for i in range(max(length - 1, 0)):
        cls = position_class(i + 1)
        if cls not in rows:
            t = table(i + 1)
            rows[cls] = tuple(t[target] & reader_mask for target in targets)
            cost += nread
        succ.append(rows[cls])
    end = table(length)
    final = 0
    for k, target in enumerate(targets):
        if end[target] & accept_bit:
            final |= 1 << k
    exact = regex.regular and not (newline and regex.has_dollar)
    return LineAutomaton(regex, alphabet, length, init, tuple(b.edge[s][0] for s in readers), tuple(succ),
                         final, exact, cost)
