"""The one arithmetic engine: tokenise, parse, evaluate exactly, print with minimal parentheses.

Every puzzle uses it. What is allowed (operators, parentheses, unary minus, leading zeros, lone zeros, powers,
the division policy, comparators) is a `Rules` value, not a branch in each solver. Values are exact: `int` and
`fractions.Fraction`, never floats, never `eval`. A division by zero is "no value" (`None`), never a crash.

>>> rules = Rules(parentheses=True)
>>> eq = parse_equation("8=6*4*3/9", rules)
>>> holds(eq)
True
>>> to_text(parse_expression("(1+(2+3))*((4))", rules))
'(1+2+3)*4'
>>> evaluate(parse_expression("1/(2-2)", rules)) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction

from puzzlers.errors import PuzzleError, ascii_forms
from puzzlers.exact import norm as _norm

Value = int | Fraction

#: Binding strength of each operator; atoms (numbers) bind tightest.
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "neg": 3, "pos": 3, "^": 4, "²": 5, "³": 5}
ATOM = 9

#: Characters accepted as spellings of the canonical symbols.
SYNONYMS = {"×": "*", "x": "*", "X": "*", "·": "*", "÷": "/", ":": "/", "−": "-", "–": "-", "**": "^",
            "≠": "!=", "==": "="}
COMPARATORS = ("=", "!=", "<", ">")

#: Powers are refused (no value) above these sizes, so nothing a user types can hang the evaluator.
MAX_EXPONENT = 256
MAX_POWER_BITS = 4096


@dataclass(frozen=True)
class Rules:
    """A rule set: what an expression may contain and how it is evaluated.

    - ``operators``: the binary operators allowed, from ``+ - * / ^``.
    - ``parentheses``: whether ``(`` ``)`` may group.
    - ``unary_minus`` / ``unary_plus``: a sign at the start of a side or right after ``(``.
    - ``leading_zeros``: whether a multi-digit number may start with 0 (``05``).
    - ``lone_zero``: whether the number ``0`` on its own is allowed.
    - ``postfix_powers``: whether ``²`` and ``³`` are allowed (Nerdle Maxi).
    - ``division``: ``"exact"`` (any rational on the way) or ``"integer"`` (every ``/`` must divide exactly).
    - ``comparators``: which of ``= != < >`` may join the two sides of an equation.
    """

    operators: frozenset = frozenset("+-*/")
    parentheses: bool = False
    unary_minus: bool = False
    unary_plus: bool = False
    leading_zeros: bool = False
    lone_zero: bool = True
    postfix_powers: bool = False
    division: str = "exact"
    comparators: frozenset = field(default=frozenset({"="}))

    def __post_init__(self) -> None:
        bad = set(self.operators) - set("+-*/^")
        if bad:
            raise ValueError(f"unknown operators {sorted(bad)}")
        if self.division not in ("exact", "integer"):
            raise ValueError(f"division must be 'exact' or 'integer', not {self.division!r}")


DEFAULT_RULES = Rules()


# --- the tree -------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Num:
    """A number as written (``text`` keeps leading zeros, so ``05`` and ``5`` differ)."""

    value: int
    text: str


@dataclass(frozen=True)
class Unary:
    """A sign in front of an operand: ``op`` is ``"-"`` or ``"+"``."""

    op: str
    operand: Node


@dataclass(frozen=True)
class Binary:
    op: str
    left: Node
    right: Node


@dataclass(frozen=True)
class Postfix:
    """A square or cube written after its operand: ``op`` is ``"²"`` or ``"³"``."""

    op: str
    operand: Node


Node = Num | Unary | Binary | Postfix


@dataclass(frozen=True)
class Equation:
    """Two sides joined by one comparator."""

    left: Node
    comparator: str
    right: Node


# --- tokens ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Token:
    kind: str  # "num", "op", "(", ")", "cmp", "post"
    text: str
    pos: int


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens; spaces are ignored, synonyms (``×`` ``÷`` ``−`` ``**`` ``≠``) normalised.

    >>> [t.text for t in tokenize("12 × 3 = 36")]
    ['12', '*', '3', '=', '36']
    """
    tokens: list[Token] = []
    text = ascii_forms(text)
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        if ch.isdigit() and ch.isascii():
            j = i
            while j < n and text[j].isdigit() and text[j].isascii():
                j += 1
            tokens.append(Token("num", text[i:j], i))
            i = j
            continue
        two = text[i : i + 2]
        if two in ("**", "!=", "==", "<>"):
            sym = {"**": "^", "!=": "!=", "==": "=", "<>": "!="}[two]
            tokens.append(Token("cmp" if sym in COMPARATORS else "op", sym, i))
            i += 2
            continue
        sym = SYNONYMS.get(ch, ch)
        if sym in ("+", "-", "*", "/", "^"):
            tokens.append(Token("op", sym, i))
        elif sym in ("(", ")"):
            tokens.append(Token(sym, sym, i))
        elif sym in COMPARATORS:
            tokens.append(Token("cmp", sym, i))
        elif sym in ("²", "³"):
            tokens.append(Token("post", sym, i))
        else:
            raise PuzzleError(f"unexpected character {ch!r} at position {i + 1}")
        i += 1
    return tokens


# --- parsing --------------------------------------------------------------------------------------------------


class _Parser:
    def __init__(self, tokens: list[Token], rules: Rules, text: str):
        self.tokens, self.rules, self.text, self.i = tokens, rules, text, 0

    def peek(self) -> Token | None:
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def fail(self, message: str, token: Token | None) -> PuzzleError:
        where = f"at position {token.pos + 1}" if token else "at the end"
        return PuzzleError(f"{message} {where} of {self.text!r}")

    def expression(self, min_prec: int = 0) -> Node:
        left = self.prefix()
        while True:
            tok = self.peek()
            if tok is None or tok.kind not in ("op", "post"):
                return left
            if tok.kind == "post":
                if not self.rules.postfix_powers:
                    raise self.fail(f"{tok.text!r} is not allowed", tok)
                if PRECEDENCE[tok.text] < min_prec:
                    return left
                self.i += 1
                left = Postfix(tok.text, left)
                continue
            prec = PRECEDENCE[tok.text]
            if prec < min_prec:
                return left
            if tok.text not in self.rules.operators:
                raise self.fail(f"the operator {tok.text!r} is not allowed", tok)
            self.i += 1
            # '^' is right-associative; the others are left-associative.
            right = self.expression(prec if tok.text == "^" else prec + 1)
            left = Binary(tok.text, left, right)

    def prefix(self) -> Node:
        tok = self.peek()
        if tok is None:
            raise self.fail("a number is missing", None)
        if tok.kind == "num":
            self.i += 1
            if len(tok.text) > 1 and tok.text[0] == "0" and not self.rules.leading_zeros:
                raise self.fail(f"the number {tok.text} has a leading zero", tok)
            if tok.text == "0" and not self.rules.lone_zero:
                raise self.fail("a lone 0 is not allowed", tok)
            return Num(int(tok.text), tok.text)
        if tok.kind == "(":
            if not self.rules.parentheses:
                raise self.fail("parentheses are not allowed", tok)
            self.i += 1
            inner = self.expression()
            close = self.peek()
            if close is None or close.kind != ")":
                raise self.fail("a ')' is missing", close)
            self.i += 1
            return inner
        if tok.kind == "op" and tok.text in ("-", "+"):
            at_start = self.i == 0 or self.tokens[self.i - 1].kind in ("(", "cmp")
            allowed = self.rules.unary_minus if tok.text == "-" else self.rules.unary_plus
            if not allowed or not at_start:
                raise self.fail(f"a sign {tok.text!r} cannot stand here", tok)
            self.i += 1
            return Unary(tok.text, self.expression(PRECEDENCE["neg"]))
        raise self.fail(f"expected a number, got {tok.text!r}", tok)


def parse_expression(text: str, rules: Rules = DEFAULT_RULES) -> Node:
    """Parse one side (no comparator) under ``rules``; raise `PuzzleError` saying what and where."""
    tokens = tokenize(text)
    parser = _Parser(tokens, rules, text)
    node = parser.expression()
    tok = parser.peek()
    if tok is not None:
        raise parser.fail(f"unexpected {tok.text!r}", tok)
    return node


def parse_equation(text: str, rules: Rules = DEFAULT_RULES) -> Equation:
    """Parse ``left <comparator> right`` with exactly one comparator allowed by ``rules``."""
    tokens = tokenize(text)
    cmps = [t for t in tokens if t.kind == "cmp"]
    if len(cmps) != 1:
        allowed = " or ".join(sorted(rules.comparators))
        raise PuzzleError(f"an equation needs exactly one {allowed}; {text!r} has {len(cmps)}")
    cmp = cmps[0]
    if cmp.text not in rules.comparators:
        raise PuzzleError(f"the comparator {cmp.text!r} is not allowed in {text!r}")
    parser = _Parser(tokens, rules, text)
    left = parser.expression()
    if parser.peek() is not cmp:
        raise parser.fail(f"unexpected {parser.peek().text!r}", parser.peek())
    parser.i += 1
    right = parser.expression()
    if parser.peek() is not None:
        raise parser.fail(f"unexpected {parser.peek().text!r}", parser.peek())
    return Equation(left, cmp.text, right)


# --- evaluation -----------------------------------------------------------------------------------------------


def power(base: Value, exponent: Value) -> Value | None:
    """``base ** exponent`` exactly, or None when undefined (0 to a negative power, a fractional exponent)
    or too large to be sensible (|exponent| > `MAX_EXPONENT` or a result over `MAX_POWER_BITS` bits)."""
    if isinstance(exponent, Fraction):
        if exponent.denominator != 1:
            return None
        exponent = exponent.numerator
    if abs(exponent) > MAX_EXPONENT:
        return None
    if base == 0 and exponent < 0:
        return None
    size = max(abs(Fraction(base).numerator), abs(Fraction(base).denominator))
    # size ** |exponent| has at least (bits - 1) * |exponent| + 1 bits: refuse those at once, compute the rest
    too_big = (size.bit_length() - 1) * abs(exponent) >= MAX_POWER_BITS
    if too_big or (size ** abs(exponent)).bit_length() > MAX_POWER_BITS:
        return None
    return _norm(Fraction(base) ** exponent)


def apply(op: str, a: Value, b: Value, division: str = "exact") -> Value | None:
    """Apply a binary operator exactly; None for a division by zero or a division the policy refuses."""
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        if b == 0:
            return None
        if isinstance(a, int) and isinstance(b, int):
            if a % b == 0:
                return a // b
            return None if division == "integer" else Fraction(a, b)
        q = _norm(Fraction(a) / Fraction(b))
        if division == "integer" and not isinstance(q, int):
            return None
        return q
    if op == "^":
        return power(a, b)
    raise ValueError(f"unknown operator {op!r}")


def evaluate(node: Node, rules: Rules = DEFAULT_RULES) -> Value | None:
    """The exact value of ``node`` (an `int` or a `Fraction`), or None if it has none (division by zero, a
    division the rules' policy refuses, an undefined or oversized power)."""
    if isinstance(node, Num):
        return node.value
    if isinstance(node, Binary):
        a = evaluate(node.left, rules)
        if a is None:
            return None
        b = evaluate(node.right, rules)
        if b is None:
            return None
        return apply(node.op, a, b, rules.division)
    if isinstance(node, Unary):
        v = evaluate(node.operand, rules)
        return None if v is None else (-v if node.op == "-" else v)
    if isinstance(node, Postfix):
        v = evaluate(node.operand, rules)
        return None if v is None else power(v, 2 if node.op == "²" else 3)
    raise TypeError(f"not an expression node: {node!r}")


def commutative_form(node: Node) -> tuple:
    """A key equal for two expressions exactly when they differ only by the order of the terms of their sums
    (each keeping its sign) and of the factors of their products (each keeping its ``*`` or ``/``), at every level
    of parentheses; a square or cube keeps its operand's form. Nerdle's and Mathler's "commutative answers" use it.

    >>> commutative_form(parse_expression("2*3+4")) == commutative_form(parse_expression("4+3*2"))
    True
    >>> commutative_form(parse_expression("6/3")) == commutative_form(parse_expression("3/6"))
    False
    """
    terms: list = []

    def walk(n, sign):
        if isinstance(n, Binary) and n.op in "+-":
            walk(n.left, sign)
            walk(n.right, sign if n.op == "+" else -sign)
        elif isinstance(n, Unary):
            walk(n.operand, sign if n.op == "+" else -sign)
        else:
            terms.append((sign, _product_form(n)))

    walk(node, 1)
    return tuple(sorted(terms, key=repr))


def _product_form(node: Node) -> tuple:
    factors: list = []

    def walk(n, power):
        if isinstance(n, Binary) and n.op in "*/":
            walk(n.left, power)
            walk(n.right, power if n.op == "*" else -power)
        else:
            factors.append((power, _atom_form(n)))

    walk(node, 1)
    return tuple(sorted(factors, key=repr))


def _atom_form(node: Node) -> tuple:
    if isinstance(node, Num):
        return ("n", node.text)
    if isinstance(node, Postfix):
        return ("p", node.op, _atom_form(node.operand) if isinstance(node.operand, Num)
                else commutative_form(node.operand))
    return ("e", commutative_form(node))


def divides_by_zero(node: Node, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether some ``/`` of ``node`` has a divisor worth 0 (exactly), so a message can name that cause.

    >>> divides_by_zero(parse_expression("80/(4-4)", Rules(parentheses=True)))
    True
    >>> divides_by_zero(parse_expression("7/2"), Rules(division="integer"))
    False
    """
    exact = replace(rules, division="exact")
    for child in (getattr(node, "operand", None), getattr(node, "left", None), getattr(node, "right", None)):
        if child is not None and divides_by_zero(child, rules):
            return True
    return isinstance(node, Binary) and node.op == "/" and evaluate(node.right, exact) == 0


def compare(comparator: str, a: Value, b: Value) -> bool:
    """Whether ``a comparator b`` holds, for ``=``, ``!=``, ``<`` and ``>``.

    >>> compare("<", 3, 4), compare("!=", 2, 2)
    (True, False)
    """
    return {"=": a == b, "!=": a != b, "<": a < b, ">": a > b}[comparator]


def holds(equation: Equation, rules: Rules = DEFAULT_RULES) -> bool:
    """Whether the equation is true: both sides have values and the comparator holds between them."""
    a = evaluate(equation.left, rules)
    b = evaluate(equation.right, rules)
    return a is not None and b is not None and compare(equation.comparator, a, b)


# --- printing -------------------------------------------------------------------------------------------------


def precedence(node: Node) -> int:
    """How tightly ``node`` binds when printed: a number `ATOM`, an operation its operator's `PRECEDENCE`.

    >>> precedence(parse_expression("2+3")) < precedence(parse_expression("2*3")) < precedence(Num(2, "2"))
    True
    """
    if isinstance(node, Num):
        return ATOM
    if isinstance(node, Binary):
        return PRECEDENCE[node.op]
    if isinstance(node, Unary):
        return PRECEDENCE["neg"]
    return PRECEDENCE[node.op]


def needs_parens(parent_op: str, child: Node, right: bool, division: str = "exact") -> bool:
    """Whether ``child`` must be parenthesised as the left or right operand of binary ``parent_op``.

    Parentheses are kept only where dropping them would change the value for some operands: ``a+(b-c)`` is
    ``a+b-c`` and ``a*(b/c)`` is ``a*b/c``, but ``a-(b+c)`` and ``a/(b*c)`` keep theirs. Under the integer
    division policy ``a*(b/c)`` keeps them too, since ``a*b/c`` may divide exactly where ``b/c`` does not.
    """
    p, c = PRECEDENCE[parent_op], precedence(child)
    if isinstance(child, Unary):
        return right or p > PRECEDENCE["neg"]
    if right and leads_with_sign(child, division):
        return True  # ``1+(-2*3)``: a sign may not follow an operator
    if not right:
        return c < p or (parent_op == "^" and c == p)
    if c != p:
        return c < p
    if parent_op in ("-", "/"):
        return True
    if parent_op == "*" and division == "integer" and isinstance(child, Binary) and child.op == "/":
        return True
    return False


def leads_with_sign(node: Node, division: str = "exact") -> bool:
    """Whether ``node`` prints starting with a sign, as ``-2*3`` does."""
    while isinstance(node, Binary):
        if needs_parens(node.op, node.left, False, division):
            return False
        node = node.left
    return isinstance(node, Unary)


def to_text(node: Node, division: str = "exact", times: str = "*", divide: str = "/") -> str:
    """Print ``node`` with the fewest parentheses that keep its value for all operands.

    ``times`` and ``divide`` choose the symbols printed for ``*`` and ``/`` (``×``, ``÷`` for display).
    """

    def text(n: Node) -> str:
        if isinstance(n, Num):
            return n.text
        if isinstance(n, Unary):
            inner = text(n.operand)
            if precedence(n.operand) < PRECEDENCE["neg"] or isinstance(n.operand, Unary):
                inner = f"({inner})"
            return n.op + inner
        if isinstance(n, Postfix):
            inner = text(n.operand)
            return (inner if isinstance(n.operand, Num) else f"({inner})") + n.op
        left, right = text(n.left), text(n.right)
        if needs_parens(n.op, n.left, False, division):
            left = f"({left})"
        if needs_parens(n.op, n.right, True, division):
            right = f"({right})"
        sym = times if n.op == "*" else divide if n.op == "/" else n.op
        return f"{left}{sym}{right}"

    return text(node)


def value_text(value: Value) -> str:
    """``3``, ``-1/2``: how values are shown to people."""
    return str(_norm(value))
