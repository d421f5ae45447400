"""The regular expressions of regex crosswords: parsing, automata over fixed-length lines, exact matching.

A clue is a Python regular expression that must match its whole line (`re.fullmatch` semantics). This module

- parses the subset these puzzles use (`parse`), naming the position of anything unsupported;
- compiles a clue, for one line length and one alphabet, to a `LineAutomaton`: an epsilon-free automaton whose
  `narrow` method takes the symbols still possible in each cell and returns the symbols some full match can use
  (forward and backward reachability over the fixed-length line);
- matches a whole string exactly (`matches`), backreferences and lookaheads included, by a search over
  (state, position, captures) with a visited set, so no pattern can make it backtrack exponentially.

Backreferences and lookaheads are not regular. For propagation the automaton relaxes them (``\\1`` may read any
string its group could read; a lookahead is ignored), which can only keep symbols, never lose one; a clue that
needed relaxing is marked ``exact=False`` and its candidates are checked with `matches` once few remain.

Symbols are the characters of the puzzle's alphabet; a set of symbols is an ``int`` bit mask (bit ``k`` is
``alphabet[k]``). What a character class matches is decided by Python's own `re` on each alphabet character, so
escapes and categories (``\\d \\w \\s``) mean exactly what they mean to `re.fullmatch`.
"""

from __future__ import annotations

import re
import sys
import warnings
from dataclasses import dataclass
from functools import lru_cache

from puzzlers.errors import PuzzleError

#: Longest clue accepted, in characters.
MAX_CLUE_LENGTH = 300
#: Most characters a range such as ``[A-Z]`` may add to the alphabet.
MAX_RANGE = 256
#: Work budget of one exact match (configurations visited); beyond it the clue is reported as too complex.
MATCH_BUDGET = 400_000
#: Work units per configuration the exact matcher visits (about two microseconds each on CPython).
MATCH_STEP = 2
#: Work units per configuration the exact backreference narrowing visits (it records each step for the way back).
CAPTURE_STEP = 4
#: Most states of the line automaton of one clue (its repeats expanded).
MAX_STATES = 5000


# ----------------------------------------------------------------------------------------------------------------
# Syntax tree


@dataclass(frozen=True)
class CharSet:
    """One character position: a literal, a class, ``.`` or a shorthand; `source` is its regex text."""

    source: str
    explicit: frozenset[str]  # characters the clue names (literals, class members, range members)


@dataclass(frozen=True)
class Seq:
    parts: tuple


@dataclass(frozen=True)
class Alt:
    options: tuple


@dataclass(frozen=True)
class Repeat:
    body: object
    low: int
    high: int | None  # None: unbounded
    lazy: bool = False  # tries fewer repetitions first (matters only for what a lookahead captures)


@dataclass(frozen=True)
class Group:
    body: object
    index: int | None  # None: non-capturing


@dataclass(frozen=True)
class Backref:
    index: int


@dataclass(frozen=True)
class Look:
    body: object
    negate: bool


@dataclass(frozen=True)
class Anchor:
    kind: str  # "^" (also \\A), "$" or "Z" (\\Z: the very end)


@dataclass(frozen=True)
class Boundary:
    negate: bool  # \\b (False) or \\B (True)


@dataclass(frozen=True)
class Regex:
    """A parsed clue: its text, syntax tree, the characters it names and what it uses."""

    text: str
    tree: object
    explicit: frozenset[str]
    groups: int
    referenced: frozenset[int]  # groups some backreference reads
    has_lookahead: bool
    has_dollar: bool
    has_boundary: bool = False  # \\b or \\B
    look_groups: frozenset[int] = frozenset()  # referenced groups that capture inside a lookahead

    @property
    def regular(self) -> bool:
        """True when the clue needs no backreference, lookahead or word boundary (its automaton is exact)."""
        return not self.referenced and not self.has_lookahead and not self.has_boundary


# ----------------------------------------------------------------------------------------------------------------
# Parser

_SHORTHANDS = "dDwWsS"
_CONTROL = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a"}
_UNSUPPORTED_ESCAPES = {"N": "named character \\N{...}", "g": "\\g"}
#: Deepest nesting of parentheses accepted (keeps every recursive walk far from Python's recursion limit).
MAX_DEPTH = 30


class _Parser:
    """Recursive descent over the clue text; positions in messages count from 1."""

    def __init__(self, text: str):
        self.text = text
        self.pos = 0
        self.groups = 0
        self.open_groups: list[int] = []
        self.closed: set[int] = set()
        self.look_groups: set[int] = set()
        self.look_depth = 0
        self.referenced: set[int] = set()
        self.explicit: set[str] = set()
        self.has_lookahead = False
        self.has_dollar = False
        self.has_boundary = False
        self.depth = 0

    def fail(self, what: str, at: int | None = None) -> PuzzleError:
        at = self.pos if at is None else at
        return PuzzleError(f"clue {self.text!r}: {what} at position {at + 1}")

    def peek(self, k: int = 0) -> str:
        i = self.pos + k
        return self.text[i] if i < len(self.text) else ""

    def parse(self) -> object:
        tree = self.alternation()
        if self.pos < len(self.text):
            raise self.fail("unbalanced parenthesis ')'")
        return tree

    def alternation(self) -> object:
        options = [self.sequence()]
        while self.peek() == "|":
            self.pos += 1
            options.append(self.sequence())
        return options[0] if len(options) == 1 else Alt(tuple(options))

    def sequence(self) -> object:
        parts = []
        while self.pos < len(self.text) and self.peek() not in "|)":
            start = self.pos
            atom = self.atom()
            atom = self.quantified(atom, start)
            parts.append(atom)
        return parts[0] if len(parts) == 1 else Seq(tuple(parts))

    def quantified(self, atom: object, start: int) -> object:
        while True:
            c = self.peek()
            at = self.pos
            if c in ("*", "+", "?"):
                self.pos += 1
                low, high = {"*": (0, None), "+": (1, None), "?": (0, 1)}[c]
            elif c == "{":
                bounds = self.braces()
                if bounds is None:
                    return atom
                low, high = bounds
            else:
                return atom
            if isinstance(atom, (Anchor, Boundary)) or atom is None:
                raise self.fail("nothing to repeat", at)
            if isinstance(atom, Look):  # Python repeats a lookahead as it repeats (?:(?=...))
                atom = Group(atom, None)
            if isinstance(atom, Repeat) and not getattr(atom, "_grouped", False):
                raise self.fail("multiple repeat", at)
            lazy = False
            if self.peek() == "?":
                self.pos += 1  # lazy: the same strings match in full; only what a lookahead captures differs
                lazy = True
            elif self.peek() == "+":
                raise self.fail("possessive quantifier '+' is not supported", self.pos)
            atom = Repeat(atom, low, high, lazy)
            if self.peek() in ("*", "+", "?") or (self.peek() == "{" and self._looks_like_braces()):
                raise self.fail("multiple repeat", self.pos)

    def _looks_like_braces(self) -> bool:
        return re.match(r"\{\d*(,\d*)?\}", self.text[self.pos:]) is not None

    def braces(self) -> tuple[int, int | None] | None:
        m = re.match(r"\{(\d*)(,?)(\d*)\}", self.text[self.pos:])
        if m is None or (not m.group(2) and not m.group(1)):
            return None  # a literal '{', as in Python
        at = self.pos
        self.pos += m.end()
        low = int(m.group(1)) if m.group(1) else 0
        if m.group(2):
            high = int(m.group(3)) if m.group(3) else None
        else:
            high = low
        if high is not None and high < low:
            raise self.fail("min repeat greater than max repeat", at)
        if low > 100 or (high is not None and high > 100):
            raise self.fail("repeat counts above 100 are not supported", at)
        return low, high

    def atom(self) -> object:
        c = self.peek()
        at = self.pos
        if c == "(":
            return self.group()
        if c == "[":
            return self.char_class()
        if c in "*+?":
            raise self.fail("nothing to repeat")
        if c == "{" and self._looks_like_braces():
            raise self.fail("nothing to repeat")
        self.pos += 1
        if c == ".":
            return CharSet(".", frozenset())
        if c == "^":
            return Anchor("^")
        if c == "$":
            self.has_dollar = True
            return Anchor("$")
        if c == "\\":
            return self.escape(at)
        self.explicit.add(c)
        return CharSet(re.escape(c), frozenset(c))

    def group(self) -> object:
        at = self.pos
        self.pos += 1
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.fail(f"parentheses nested more than {MAX_DEPTH} deep are not supported", at)
        index = None
        look = None
        if self.peek() == "?":
            kind = self.text[self.pos:self.pos + 2]
            if kind == "?:":
                self.pos += 2
            elif kind in ("?=", "?!"):
                self.pos += 2
                look = kind == "?!"
                self.has_lookahead = True
            elif kind in ("?<",) and self.peek(2) in ("=", "!"):
                raise self.fail("lookbehind (?<=...) / (?<!...) is not supported", at)
            elif kind in ("?P", "?<"):
                raise self.fail("named groups are not supported; use (...) and \\1", at)
            elif kind == "?#":
                raise self.fail("comments (?#...) are not supported", at)
            elif kind == "?>":
                raise self.fail("atomic groups (?>...) are not supported", at)
            elif kind == "?(":
                raise self.fail("conditional groups (?(1)...) are not supported", at)
            else:
                raise self.fail("inline flags and other (?...) groups are not supported", at)
        else:
            self.groups += 1
            index = self.groups
            self.open_groups.append(index)
            if self.look_depth:
                self.look_groups.add(index)
        if look is not None:
            self.look_depth += 1
        body = self.alternation()
        if self.peek() != ")":
            raise self.fail("missing ')'", at)
        self.pos += 1
        self.depth -= 1
        if look is not None:
            self.look_depth -= 1
            return Look(body, look)
        if index is not None:
            self.open_groups.pop()
            self.closed.add(index)
        return Group(body, index)

    def escape(self, at: int) -> object:
        c = self.peek()
        if not c:
            raise self.fail("bad escape (end of pattern)", at)
        self.pos += 1
        if c in _SHORTHANDS:
            if c == "s":
                self.explicit.add(" ")
            return CharSet("\\" + c, frozenset(" ") if c == "s" else frozenset())
        if c.isdigit() and c != "0":
            if self.peek().isdigit():
                raise self.fail("backreferences above \\9 are not supported", at)
            k = int(c)
            if k in self.open_groups:
                raise self.fail(f"cannot refer to an open group \\{k}", at)
            if k not in self.closed:
                raise self.fail(f"invalid group reference \\{k}", at)
            self.referenced.add(k)
            return Backref(k)
        if c in "bB":
            self.has_boundary = True
            return Boundary(c == "B")
        if c == "A":
            return Anchor("^")
        if c == "Z":
            self.has_dollar = True
            return Anchor("Z")
        if c in _UNSUPPORTED_ESCAPES:
            raise self.fail(f"{_UNSUPPORTED_ESCAPES[c]} is not supported", at)
        ch = self.escaped_char(c, at, in_class=False)
        self.explicit.add(ch)
        return CharSet(re.escape(ch), frozenset(ch))

    def escaped_char(self, c: str, at: int, in_class: bool) -> str:
        """The character an escape such as ``\\.``, ``\\n``, ``\\x41`` or ``\\0`` stands for."""
        if c in _CONTROL:
            return _CONTROL[c]
        if c == "b" and in_class:
            return "\b"
        if c in "xuU":
            width = {"x": 2, "u": 4, "U": 8}[c]
            digits = self.text[self.pos:self.pos + width]
            if len(digits) != width or not all(d in "0123456789abcdefABCDEF" for d in digits):
                raise self.fail(f"bad escape \\{c}", at)
            self.pos += width
            return chr(int(digits, 16))
        if c in "01234567" and (c == "0" or in_class):
            digits = c
            while len(digits) < 3 and self.peek() in tuple("01234567") and self.peek():
                digits += self.peek()
                self.pos += 1
            return chr(int(digits, 8))
        if c.isalnum():
            raise self.fail(f"bad escape \\{c}", at)
        return c

    def char_class(self) -> CharSet:
        at = self.pos
        self.pos += 1
        if self.peek() == "^":
            self.pos += 1
        first = True
        members: set[str] = set()
        while True:
            c = self.peek()
            if not c:
                raise self.fail("unterminated character set", at)
            if c == "]" and not first:
                self.pos += 1
                break
            first = False
            lo = self.class_char()
            if lo is None:
                continue
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                dash = self.pos
                self.pos += 1
                hi = self.class_char()
                if hi is None:
                    raise self.fail("bad character range", dash)
                if ord(hi) < ord(lo):
                    raise self.fail(f"bad character range {lo}-{hi}", dash)
                if ord(hi) - ord(lo) >= MAX_RANGE:
                    raise self.fail(f"character range {lo}-{hi} is too wide (at most {MAX_RANGE})", dash)
                members.update(chr(k) for k in range(ord(lo), ord(hi) + 1))
            else:
                members.add(lo)
        source = self.text[at:self.pos]
        self.explicit.update(members)
        return CharSet(source, frozenset(members))

    def class_char(self) -> str | None:
        """One member of a class; None for a shorthand such as ``\\d`` (which names no character)."""
        c = self.peek()
        at = self.pos
        self.pos += 1
        if c != "\\":
            return c
        e = self.peek()
        if not e:
            raise self.fail("bad escape (end of pattern)", at)
        self.pos += 1
        if e in _SHORTHANDS:
            if e == "s":
                self.explicit.add(" ")
            return None
        if e in "AZBNg":
            raise self.fail(f"bad escape \\{e} in a character set", at)
        return self.escaped_char(e, at, in_class=True)


@lru_cache(maxsize=4096)
def parse(text: str) -> Regex:
    """Parse a clue, or raise `PuzzleError` naming the position of the problem (counting from 1).

    >>> parse("(A|B)\\\\1").referenced
    frozenset({1})
    >>> parse("(?<=A)B")
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: clue '(?<=A)B': lookbehind (?<=...) / (?<!...) is not supported at position 1
    """
    if not isinstance(text, str):
        raise PuzzleError(f"a clue must be text; got {type(text).__name__}")
    if len(text) > MAX_CLUE_LENGTH:
        raise PuzzleError(f"a clue may have at most {MAX_CLUE_LENGTH} characters; got {len(text)}")
    parser = _Parser(text)
    tree = parser.parse()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FutureWarning)  # "possible nested set": harmless here
            re.compile(text)
    except re.error as error:  # what our parser accepted but Python rejects
        pos = error.pos if error.pos is not None else 0
        raise PuzzleError(f"clue {text!r}: {error.msg} at position {pos + 1}") from None
    except (OverflowError, RecursionError) as error:
        raise PuzzleError(f"clue {text!r}: {error}") from None
    return Regex(text, tree, frozenset(parser.explicit), parser.groups, frozenset(parser.referenced),
                 parser.has_lookahead, parser.has_dollar, parser.has_boundary,
                 frozenset(parser.referenced & parser.look_groups))


# ----------------------------------------------------------------------------------------------------------------
# Symbol masks


@lru_cache(maxsize=4096)
def compile_quietly(pattern: str) -> re.Pattern:
    """`re.compile` without the "possible nested set" FutureWarning some puzzle classes trigger."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        return re.compile(pattern)


@lru_cache(maxsize=16384)
def charset_mask(source: str, alphabet: str) -> int:
    """The alphabet symbols a class matches (bit k = alphabet[k]), decided by Python's `re` itself."""
    pattern = compile_quietly(source)
    mask = 0
    for k, ch in enumerate(alphabet):
        if pattern.fullmatch(ch):
            mask |= 1 << k
    return mask


# ----------------------------------------------------------------------------------------------------------------
# Thompson automaton (relaxed), then epsilon-free per line length


class OutOfWork(Exception):
    """Raised by `Work.charge` when the work budget is spent (the solver turns it into `GaveUp`)."""


class Work:
    """A deterministic work budget: every step that can be expensive (building automata, narrowing, exact
    matching, checking candidates) charges units; past `limit` the next charge raises `OutOfWork`."""

    __slots__ = ("used", "limit")

    def __init__(self, limit: int):
        self.used = 0
        self.limit = limit

    def charge(self, units: int) -> None:
        self.used += units
        if self.used > self.limit:
            raise OutOfWork


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


# ----------------------------------------------------------------------------------------------------------------
# Exact matching (backreferences, lookaheads, anchors)

_CHAR, _EPS, _OPEN, _CLOSE, _BACKREF, _BOL, _EOL, _LOOK, _ACCEPT, _EOS, _BOUND = range(11)


class _Program:
    """A Thompson NFA with capture markers, backreferences and lookahead states, for exact matching.

    Each state's successors are listed in the order a backtracking engine tries them (greedy repeats try one
    more repetition first, lazy ones one fewer), which decides what a lookahead captures.
    """

    def __init__(self, regex: Regex):
        self.kind: list[int] = []
        self.arg: list[object] = []
        self.out: list[list[int]] = []
        self.slot = {g: k for k, g in enumerate(sorted(regex.referenced))}
        self.start = self.new(_EPS, None)
        end = self.build(regex.tree, self.start)
        self.accept = self.new(_ACCEPT, None)
        self.out[end].append(self.accept)

    def new(self, kind: int, arg: object) -> int:
        self.kind.append(kind)
        self.arg.append(arg)
        self.out.append([])
        if len(self.kind) > 20000:
            raise PuzzleError("a clue is too large once its repeats are expanded")
        return len(self.kind) - 1

    def link(self, a: int, kind: int, arg: object) -> int:
        s = self.new(kind, arg)
        self.out[a].append(s)
        return s

    def build(self, node: object, start: int) -> int:
        if isinstance(node, CharSet):
            return self.link(start, _CHAR, compile_quietly(node.source))
        if isinstance(node, Seq):
            for part in node.parts:
                start = self.build(part, start)
            return start
        if isinstance(node, Alt):
            end = self.new(_EPS, None)
            for option in node.options:
                s = self.link(start, _EPS, None)
                self.out[self.build(option, s)].append(end)
            return end
        if isinstance(node, Group):
            if node.index in self.slot:
                s = self.link(start, _OPEN, self.slot[node.index])
                e = self.build(node.body, s)
                return self.link(e, _CLOSE, self.slot[node.index])
            return self.build(node.body, start)
        if isinstance(node, Backref):
            return self.link(start, _BACKREF, self.slot[node.index])
        if isinstance(node, Anchor):
            return self.link(start, {"^": _BOL, "$": _EOL, "Z": _EOS}[node.kind], None)
        if isinstance(node, Boundary):
            return self.link(start, _BOUND, node.negate)
        if isinstance(node, Look):
            sub_start = self.new(_EPS, None)
            sub_end = self.build(node.body, sub_start)
            sub_accept = self.new(_ACCEPT, None)
            self.out[sub_end].append(sub_accept)
            return self.link(start, _LOOK, (sub_start, node.negate))
        if isinstance(node, Repeat):
            for _ in range(node.low):
                start = self.build(node.body, self.link(start, _EPS, None))
            if node.high is None:
                loop = self.link(start, _EPS, None)
                body = self.link(loop, _EPS, None)
                self.out[self.build(node.body, body)].append(loop)
                out = self.new(_EPS, None)
                self.out[loop].append(out)
                if node.lazy:
                    self.out[loop].reverse()
                return out
            end = self.new(_EPS, None)
            for _ in range(node.high - node.low):
                nxt = self.link(start, _EPS, None)
                self.out[start].insert(0 if node.lazy else len(self.out[start]), end)
                start = self.build(node.body, nxt)
            self.out[start].append(end)
            return end
        raise AssertionError(node)


@lru_cache(maxsize=1024)
def _program(regex: Regex) -> _Program:
    return _Program(regex)


@lru_cache(maxsize=4096)
def _is_word(ch: str) -> bool:
    return _WORD.fullmatch(ch) is not None


_WORD = re.compile(r"\w")
#: ``\B`` matches the empty text from Python 3.14 on, never before; puzzle lines are never empty, but the
#: matcher follows the running Python so that it agrees with `re.fullmatch` everywhere.
_EMPTY_NON_BOUNDARY = sys.version_info >= (3, 14)


def program_size(regex: Regex) -> int:
    """The number of states of the exact matcher's program for `regex` (its construction cost in work units)."""
    return len(_program(regex).kind)


def matches(regex: Regex | str, text: str, work: Work | None = None, looks: dict | None = None) -> bool:
    """Whether `regex` matches all of `text`, as `re.fullmatch` would decide, in polynomial time per capture.

    Each configuration (state, position, captures) is visited once, and charged one unit to `work` (by default a
    budget of `MATCH_BUDGET`, past which a `PuzzleError` says the clue is too complex; with a caller's `work`,
    `OutOfWork` propagates). A lookahead is evaluated once per configuration, atomically as in Python: the
    first way it matches, in backtracking order, gives the captures that later backreferences read. `looks`, a
    dict the caller keeps per clue and line length, shares lookahead outcomes between texts (a lookahead that
    sees no captured group depends only on its position and the text from the character before it on).

    >>> matches("(.)(.)\\\\2\\\\1", "ABBA"), matches("(.)(.)\\\\2\\\\1", "ABAB")
    (True, False)
    >>> matches("(^a)\\\\1", "aa"), matches("(a){0}\\\\1", "")
    (True, False)
    """
    if isinstance(regex, str):
        regex = parse(regex)
    prog = _program(regex)
    empty = ((-1, -1, -1),) * len(prog.slot)
    own = work is None
    if own:
        work = Work(MATCH_BUDGET)
    try:
        return _search(prog, text, prog.start, 0, empty, True, work, {} if looks is None else looks) is not None
    except OutOfWork:
        if own:
            raise PuzzleError("a clue is too complex to check (too many ways to capture its groups)") from None
        raise


def _search(prog: _Program, text: str, start: int, pos: int, env: tuple, full: bool, work: Work,
            looks: dict) -> tuple | None:
    """Depth-first search of configurations (state, position, captures) in backtracking order, each visited
    once; the captures at the first accepting configuration, or None. `looks` memoises lookahead outcomes."""
    kind, arg, out = prog.kind, prog.arg, prog.out
    n = len(text)
    seen = set()
    stack = [(start, pos, env)]
    while stack:
        config = stack.pop()
        if config in seen:
            continue
        seen.add(config)
        work.charge(MATCH_STEP)
        s, p, e = config
        k = kind[s]
        if k == _ACCEPT:
            if not full or p == n:
                return e
            continue
        if k == _CHAR:
            if p < n and arg[s].fullmatch(text[p]):
                stack.extend((t, p + 1, e) for t in reversed(out[s]))
            continue
        if k == _OPEN:
            slot = arg[s]
            e = e[:slot] + ((p, e[slot][1], e[slot][2]),) + e[slot + 1:]
        elif k == _CLOSE:
            slot = arg[s]
            e = e[:slot] + ((e[slot][0], e[slot][0], p),) + e[slot + 1:]
        elif k == _BACKREF:
            _, a, z = e[arg[s]]
            if a < 0 or not text.startswith(text[a:z], p):
                continue
            p += z - a
        elif k == _BOL:
            if p != 0:
                continue
        elif k == _EOL:
            if not (p == n or (p == n - 1 and text[p] == "\n")):
                continue
        elif k == _EOS:
            if p != n:
                continue
        elif k == _BOUND:
            before = p > 0 and _is_word(text[p - 1])
            after = p < n and _is_word(text[p])
            if (before != after) == arg[s] or (arg[s] and not n and not _EMPTY_NON_BOUNDARY):
                continue
        elif k == _LOOK:
            sub_start, negate = arg[s]
            key = (sub_start, p, e, text if any(slot[1] >= 0 for slot in e) else text[max(p - 1, 0):], n)
            if key not in looks:
                if len(looks) > 100_000:
                    looks.clear()
                looks[key] = _search(prog, text, sub_start, p, e, False, work, looks)
            found = looks[key]
            if negate:
                if found is not None:
                    continue
            elif found is None:
                continue
            else:
                e = found  # a positive lookahead keeps what it captured
        stack.extend((t, p, e) for t in reversed(out[s]))
    return None


# ----------------------------------------------------------------------------------------------------------------
# Exact narrowing with backreferences: captures held as concrete strings


@lru_cache(maxsize=1024)
def _program_masks(regex: Regex, alphabet: str) -> tuple[int, ...]:
    prog = _program(regex)
    return tuple(charset_mask(prog.arg[s].pattern, alphabet) if k == _CHAR else 0 for s, k in enumerate(prog.kind))


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
    prog = _program(regex)
    masks = _program_masks(regex, alphabet)
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
        if kd == _ACCEPT:
            if p == n:
                accepting.append(k)
        elif kd == _CHAR:
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
        elif kd == _BACKREF:
            text = env[arg[s]][1]
            if text is not None and p + len(text) <= n and all(
                    domains[p + j] >> alphabet.index(ch) & 1 for j, ch in enumerate(text)):
                env2 = tuple((pa + text, c) if pa is not None else (pa, c) for pa, c in env)
                for t in out[s]:
                    nexts.append((t, p + len(text), env2, (p, text) if text else None))
        else:
            env2 = env
            if kd == _OPEN:
                slot = arg[s]
                env2 = env[:slot] + (("", env[slot][1]),) + env[slot + 1:]
            elif kd == _CLOSE:
                slot = arg[s]
                env2 = env[:slot] + ((None, env[slot][0]),) + env[slot + 1:]
            elif kd == _BOL and p != 0:
                env2 = None
            elif kd == _EOL and not (p == n or (p == n - 1 and domains[p] & newline_bit)):
                env2 = None
            elif kd == _EOS and p != n:
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
