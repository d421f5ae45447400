"""The exact matcher's program: a clue as a Thompson automaton with capture markers, backreferences, anchors and
lookahead states (`Program`), shared by the exact matcher (`puzzlers.regexcrossword.regex.matcher`) and the exact
narrowing with captures (`puzzlers.regexcrossword.regex.captures`).
"""

from __future__ import annotations

from functools import lru_cache

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
    compile_quietly,
)

#: The kinds of a program's states (`Program.kind`): read a symbol, empty move, open and close a capture, a
#: backreference, ``^``, ``$``, a lookahead, the accepting state, ``\Z``, a word boundary (``\b``, ``\B``).
CHAR, EPS, OPEN, CLOSE, BACKREF, BOL, EOL, LOOK, ACCEPT, EOS, BOUND = range(11)


class Program:
    """A Thompson NFA with capture markers, backreferences and lookahead states, for exact matching.

    Each state's successors are listed in the order a backtracking engine tries them (greedy repeats try one
    more repetition first, lazy ones one fewer), which decides what a lookahead captures.
    """

    def __init__(self, regex: Regex):
        self.kind: list[int] = []
        self.arg: list[object] = []
        self.out: list[list[int]] = []
        self.slot = {g: k for k, g in enumerate(sorted(regex.referenced))}
        self.start = self.new(EPS, None)
        end = self.build(regex.tree, self.start)
        self.accept = self.new(ACCEPT, None)
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
            return self.link(start, CHAR, compile_quietly(node.source))
        if isinstance(node, Seq):
            for part in node.parts:
                start = self.build(part, start)
            return start
        if isinstance(node, Alt):
            end = self.new(EPS, None)
            for option in node.options:
                s = self.link(start, EPS, None)
                self.out[self.build(option, s)].append(end)
            return end
        if isinstance(node, Group):
            if node.index in self.slot:
                s = self.link(start, OPEN, self.slot[node.index])
                e = self.build(node.body, s)
                return self.link(e, CLOSE, self.slot[node.index])
            return self.build(node.body, start)
        if isinstance(node, Backref):
            return self.link(start, BACKREF, self.slot[node.index])
        if isinstance(node, Anchor):
            return self.link(start, {"^": BOL, "$": EOL, "Z": EOS}[node.kind], None)
        if isinstance(node, Boundary):
            return self.link(start, BOUND, node.negate)
        if isinstance(node, Look):
            sub_start = self.new(EPS, None)
            sub_end = self.build(node.body, sub_start)
            sub_accept = self.new(ACCEPT, None)
            self.out[sub_end].append(sub_accept)
            return self.link(start, LOOK, (sub_start, node.negate))
        if isinstance(node, Repeat):
            for _ in range(node.low):
                start = self.build(node.body, self.link(start, EPS, None))
            if node.high is None:
                loop = self.link(start, EPS, None)
                body = self.link(loop, EPS, None)
                self.out[self.build(node.body, body)].append(loop)
                out = self.new(EPS, None)
                self.out[loop].append(out)
                if node.lazy:
                    self.out[loop].reverse()
                return out
            end = self.new(EPS, None)
            for _ in range(node.high - node.low):
                nxt = self.link(start, EPS, None)
                self.out[start].insert(0 if node.lazy else len(self.out[start]), end)
                start = self.build(node.body, nxt)
            self.out[start].append(end)
            return end
        raise AssertionError(node)


@lru_cache(maxsize=1024)
def program(regex: Regex) -> Program:
    """The exact matcher's program for `regex` (cached)."""
    return Program(regex)


def program_size(regex: Regex) -> int:
    """The number of states of the exact matcher's program for `regex` (its construction cost in work units)."""
    return len(program(regex).kind)
