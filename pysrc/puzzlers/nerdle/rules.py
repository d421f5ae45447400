"""Counting rules: the rule differences behind everyone's published Nerdle answer counts.

Published counts disagree because their authors wrote slightly different rules into their generators. Each flag of
`CountRules` is one such difference, so ``count_answers(tiles, rules)`` reproduces another list's count from this
package's own enumeration (the table on the "How it works" page of Nerdle lists the sources):

- ``float32``: evaluate the left side the way bondeluke/NerdleResearch does (``Validation/NerdleValidator.cs``):
  in single-precision floats, ``*`` and ``/`` first, left to right, each result rounded to the nearest float32
  (ties to even). Emulated exactly with fractions: no float is used. Four Classic answers lose their exact value.
- ``redundant_brackets``: parentheses that change nothing are allowed (``(3)²``, ``(1+2)+3``, ``((2*3))``), as in
  rbtying/maxi-nerdle-solver (``nerdle-solver/src/gen.rs``). Only with Maxi's keyboard (on fewer tiles: the small
  analogues the tests use). Counted by `puzzlers.nerdle.brackets` from tables of values per tile span, without
  listing the answers: Maxi's 2,177,736 in seconds, the same figure rbtying publishes. `bracket_answers` lists
  them by brute force over left sides instead (up to 8 tiles, a minute at 8), the oracle the tests check the
  tables against.

>>> count_answers_with(8, RULE_SETS["bondeluke"])
17719
>>> count_answers_with(6, "rbtying")
409
>>> count_answers_with(8, "rbtying")
29139
>>> dropped_by_float32(8)
['1/7*21=3', '1/7*42=6', '1/7*49=7', '2/7*21=6']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from puzzlers.engine import Num, Rules, evaluate, parse_expression, to_text
from puzzlers.errors import PuzzleError

#: The most tiles `bracket_answers` enumerates (a minute at 8; 10 would take hours in Python).
MAX_BRACKET_TILES = 8


@dataclass(frozen=True)
class CountRules:
    """Rule flags for counting answers; the defaults are this package's rules (the game's, as we read them)."""

    float32: bool = False
    redundant_brackets: bool = False


#: Named rule sets: this package's, and those that reproduce the published lists we could reproduce.
RULE_SETS: dict[str, CountRules] = {
    "puzzlers": CountRules(),
    "bondeluke": CountRules(float32=True),
    "rbtying": CountRules(redundant_brackets=True),
}


def rules_named(rules) -> CountRules:
    """``rules`` as `CountRules`: None (this package's), a `CountRules`, or a name from `RULE_SETS`."""
    if rules is None:
        return RULE_SETS["puzzlers"]
    if isinstance(rules, CountRules):
        return rules
    if isinstance(rules, str) and rules in RULE_SETS:
        return RULE_SETS[rules]
    raise PuzzleError(f"unknown counting rules {rules!r}; named rule sets: {', '.join(RULE_SETS)}")


# --- float32, emulated exactly --------------------------------------------------------------------------------


def to_float32(x) -> Fraction:
    """The float32 nearest to the rational ``x`` (ties to even), as an exact `Fraction` (normal range only).

    >>> to_float32(Fraction(1, 7)) == Fraction(9586981, 2**26)
    True
    """
    x = Fraction(x)
    if x == 0:
        return Fraction(0)
    sign = -1 if x < 0 else 1
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    scaled = a * Fraction(2) ** (23 - e)  # in [2**23, 2**24)
    m = scaled.numerator // scaled.denominator
    rest = scaled - m
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and m % 2 == 1):
        m += 1
    return sign * m * Fraction(2) ** (e - 23)


def float32_value(left: str) -> Fraction | None:
    """The value bondeluke's validator gives a left side without parentheses: float32 arithmetic, ``*`` and ``/``
    first, left to right, each step rounded; None on a division by zero."""
    nums, ops, cur = [], [], ""
    for ch in left:
        if ch.isdigit():
            cur += ch
        else:
            nums.append(Fraction(int(cur)))
            ops.append(ch)
            cur = ""
    nums.append(Fraction(int(cur)))
    for group in ("*/", "+-"):
        i = 0
        while i < len(ops):
            if ops[i] not in group:
                i += 1
                continue
            a, b, op = nums[i], nums[i + 1], ops[i]
            if op == "/" and b == 0:
                return None
            r = a + b if op == "+" else a - b if op == "-" else a * b if op == "*" else a / b
            nums[i:i + 2] = [to_float32(r)]
            del ops[i]
    return nums[0]


def dropped_by_float32(tiles: int) -> list[str]:
    """The answers (no parentheses) whose float32 value is not their right side, in answer-list order."""
    from puzzlers.nerdle.game import answer_list, variant

    if variant(tiles).maxi:
        raise PuzzleError("the float32 rule is bondeluke's Classic validator: 5 to 8 tiles, not Maxi")
    out = []
    for eq in answer_list(tiles):
        left, right = eq.split("=")
        if float32_value(left) != int(right):
            out.append(eq)
    return out


# --- redundant brackets, by brute force on small boards ------------------------------------------------------

_MAXI = Rules(operators=frozenset("+-*/"), lone_zero=False, parentheses=True, postfix_powers=True)


def _left_sides(width: int) -> Iterator[str]:
    """Every string of ``width`` Maxi tiles shaped like a left side: numbers without leading zeros (and no lone
    0), binary operators between operands, parentheses balanced, ``²``/``³`` right after a number or ``)``, no
    sign."""

    def grow(text: str, depth: int, state: str) -> Iterator[str]:
        # state: "operand" (an operand must come), "number" (inside a number), "closed" (after ")"), "powered"
    # (after ² or ³: no second power, as in rbtying's generator; ``(2²)³`` is written with brackets).
        room = width - len(text)
        if room == 0:
            if depth == 0 and state != "operand":
                yield text
            return
        if state == "operand":
            for d in "123456789":
                yield from grow(text + d, depth, "number")
            yield from grow(text + "(", depth + 1, "operand")
            return
        if state == "number" and text[-1].isdigit() and _number_start(text):
            for d in "0123456789":
                yield from grow(text + d, depth, "number")
        for op in "+-*/":
            yield from grow(text + op, depth, "operand")
        if state != "powered":
            for p in "²³":
                yield from grow(text + p, depth, "powered")
        if depth:
            yield from grow(text + ")", depth - 1, "closed")

    yield from grow("", 0, "operand")


def _number_start(text: str) -> bool:
    i = len(text)
    while i and text[i - 1].isdigit():
        i -= 1
    return text[i] != "0"


def bracket_answers(tiles: int, redundant_brackets: bool = True) -> Iterator[str]:
    """Every answer of ``tiles`` tiles on Maxi's keyboard, found by brute force over left sides (so independent of
    `puzzlers.nerdle.maxi`): the left side a calculation (not a bare number, even in brackets) whose exact value is
    a non-negative integer filling the right side. With ``redundant_brackets`` off, only left sides printed as
    `puzzlers.engine.to_text` prints them (this package's Maxi answers). Order: by right width, then as text."""
    if not isinstance(tiles, int) or not 5 <= tiles <= MAX_BRACKET_TILES:
        raise PuzzleError(f"the brute-force bracket count covers 5 to {MAX_BRACKET_TILES} tiles; got {tiles!r}")
    for right_width in range(1, tiles - 2):
        group = []
        for left in _left_sides(tiles - 1 - right_width):
            try:
                node = parse_expression(left, _MAXI)
            except PuzzleError:
                continue
            if isinstance(node, Num):
                continue
            value = evaluate(node, _MAXI)
            if value is None or value < 0 or getattr(value, "denominator", 1) != 1:
                continue
            if len(str(int(value))) != right_width:
                continue
            if not redundant_brackets and to_text(node) != left:
                continue
            group.append(f"{left}={int(value)}")
        group.sort()
        yield from group


def count_answers_with(tiles: int, rules) -> int:
    """The number of answers of ``tiles`` tiles under ``rules`` (see `CountRules`, `RULE_SETS`)."""
    from puzzlers.nerdle.game import count_answers, variant

    r = rules_named(rules)
    if r.float32 and r.redundant_brackets:
        raise PuzzleError("float32 is a Classic rule and redundant brackets a Maxi one: choose one")
    if r.redundant_brackets:
        from puzzlers.nerdle.brackets import count_answers as count_with_brackets

        variant(tiles)
        return count_with_brackets(tiles)
    if r.float32:
        dropped = len(dropped_by_float32(tiles))  # first: it refuses Maxi before its 2 M answers are listed
        return count_answers(tiles) - dropped
    variant(tiles)
    return count_answers(tiles)
