"""A clue's syntax: the tree of the regular-expression subset regex crosswords use, its parser (`parse`), and what
a character class matches (`charset_mask`, decided by Python's own `re`).

`parse` names the position (counting from 1) of anything unsupported or malformed; it refuses what Python's `re`
refuses, so a clue that parses means what `re.fullmatch` makes of it.
"""

from __future__ import annotations

import re
import warnings
from dataclasses import dataclass
from functools import lru_cache

from puzzlers.errors import PuzzleError

#: Longest clue accepted, in characters.
MAX_CLUE_LENGTH = 300
#: Most characters a range such as ``[A-Z]`` may add to the alphabet.
MAX_RANGE = 256
#: Work budget of one exact match (configurations visited); beyond it the clue is reported as too complex.


def quoted(text: str) -> str:
    r"""A clue in quotes as it was typed, for messages: ``repr`` doubled its backslashes (``clue '\\10'``, when
    ``\10`` was typed); only characters that do not print are escaped.

    >>> print(quoted("(A)\\2\x1c"))
    '(A)\2\x1c'
    """
    return "'" + "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text) + "'"


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
        return PuzzleError(f"clue {quoted(self.text)}: {what} at position {at + 1}")

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
        if c in "123456789":  # (ASCII digits only: Python reads "\\٣" as the character ٣)
            three = c + self.text[self.pos:self.pos + 2]
            if len(three) == 3 and all(d in "01234567" for d in three):  # three octal digits: a character, as in
                self.pos += 2                                              # Python (\101 is "A")
                if int(three, 8) > 0o377:
                    raise self.fail(f"octal escape value \\{three} outside of range 0-0o377", at)
                ch = chr(int(three, 8))
                self.explicit.add(ch)
                return CharSet(re.escape(ch), frozenset(ch))
            if self.peek() and self.peek() in "0123456789":
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
        if c.isascii() and c.isalnum():  # (as Python: another script's letter or digit escaped is itself)
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
        raise PuzzleError(f"clue {quoted(text)}: {error.msg} at position {pos + 1}") from None
    except (OverflowError, RecursionError) as error:
        raise PuzzleError(f"clue {quoted(text)}: {error}") from None
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
