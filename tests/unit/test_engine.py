"""The arithmetic engine against an independent reference: Python's own parser (ast) evaluated with Fractions."""

import ast
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlers.engine import (
    MAX_POWER_BITS,
    Binary,
    Num,
    Postfix,
    Rules,
    Unary,
    evaluate,
    holds,
    parse_equation,
    parse_expression,
    to_text,
    tokenize,
)
from puzzlers.errors import PuzzleError

FULL = Rules(operators=frozenset("+-*/^"), parentheses=True, unary_minus=True, postfix_powers=True)


def reference(text: str):
    """Evaluate with Python's grammar, numbers as Fractions; None on division by zero or huge powers."""
    text = re.sub(r"(\d+)([²³])", lambda m: f"({m[1]}**{'2' if m[2] == '²' else '3'})", text).replace("^", "**")
    tree = ast.parse(text, mode="eval").body

    def ev(n):
        if isinstance(n, ast.Constant):
            return Fraction(n.value)
        if isinstance(n, ast.UnaryOp):
            v = ev(n.operand)
            return None if v is None else -v
        a, b = ev(n.left), ev(n.right)
        if a is None or b is None:
            return None
        if isinstance(n.op, ast.Add):
            return a + b
        if isinstance(n.op, ast.Sub):
            return a - b
        if isinstance(n.op, ast.Mult):
            return a * b
        if isinstance(n.op, ast.Div):
            return None if b == 0 else a / b
        if isinstance(n.op, ast.Pow):
            # the engine's documented limits: integer exponents, results up to MAX_POWER_BITS bits
            if b.denominator != 1 or (a == 0 and b < 0):
                return None
            if max(abs(a.numerator), a.denominator).bit_length() * abs(int(b)) > MAX_POWER_BITS:
                return None
            return a ** int(b)
        raise AssertionError(n)

    return ev(tree)


def trees(max_leaves=6):
    leaf = st.integers(0, 12).map(lambda v: Num(v, str(v)))
    return st.recursive(
        leaf,
        lambda sub: st.one_of(
            st.builds(Binary, st.sampled_from("+-*/"), sub, sub),
            st.builds(Binary, st.just("^"), sub, leaf),
            st.builds(Unary, st.just("-"), sub),
            st.builds(Postfix, st.sampled_from("²³"), leaf),
        ),
        max_leaves=max_leaves,
    )


def tame(node):
    """Keep exponents small so the reference never computes giant powers."""
    if isinstance(node, Binary) and node.op == "^":
        return isinstance(node.right, Num) and node.right.value <= 3 and tame(node.left)
    if isinstance(node, Binary):
        return tame(node.left) and tame(node.right)
    if isinstance(node, (Unary, Postfix)):
        return tame(node.operand)
    return True


@settings(max_examples=600, deadline=None)
@given(trees())
def test_evaluate_matches_reference_and_printing_keeps_value(node):
    if not tame(node):
        return
    value = evaluate(node, FULL)
    text = to_text(node)
    ref = reference(text)
    if value is None:
        # no value: a division by zero (the reference agrees) or a power our limits refuse
        assert ref is None or any(sym in text for sym in "^²³"), text
        return
    assert ref == value, text
    assert evaluate(parse_expression(text, FULL), FULL) == value


@settings(max_examples=300, deadline=None)
@given(trees())
def test_printing_is_a_fixed_point(node):
    text = to_text(node)
    assert to_text(parse_expression(text, FULL)) == text


@pytest.mark.parametrize("text,expected", [
    ("1+(2+3)", "1+2+3"), ("1+(2-3)", "1+2-3"), ("1-(2+3)", "1-(2+3)"), ("1-(2-3)", "1-(2-3)"),
    ("2*(3/4)", "2*3/4"), ("2/(3*4)", "2/(3*4)"), ("(2^3)^2", "(2^3)^2"), ("2^(3^2)", "2^3^2"),
    ("-(2*3)", "-(2*3)"), ("(-2)*3", "-2*3"), ("(-2)^2", "(-2)^2"), ("-(2^2)", "-2^2"), ("((7))", "7"),
    ("2*(-3)", "2*(-3)"), ("(1+2)²", "(1+2)²"),
    ("1+(-2*3)", "1+(-2*3)"), ("1-(-2/3)", "1-(-2/3)"), ("2*(-3*4)", "2*(-3*4)"), ("1+(-2+3)", "1+(-2+3)"),
])
def test_minimal_parentheses(text, expected):
    assert to_text(parse_expression(text, FULL)) == expected


def test_integer_division_policy_keeps_parentheses_that_matter():
    rules = Rules(parentheses=True, division="integer")
    node = parse_expression("2*(3/2)", rules)
    assert evaluate(node, rules) is None
    assert to_text(node, division="integer") == "2*(3/2)"
    assert evaluate(parse_expression("2*3/2", rules), rules) == 3


def test_exact_values():
    assert evaluate(parse_expression("1/3+1/6")) == Fraction(1, 2)
    assert evaluate(parse_expression("7/0")) is None
    assert evaluate(parse_expression("9^9^9", FULL), FULL) is None  # refused, not a hang
    assert holds(parse_equation("1-2=3-4"))
    assert holds(parse_equation("8=6*4*3/9"))
    assert not holds(parse_equation("1=1/0+1"))


@pytest.mark.parametrize("text,rules,message", [
    ("1+", Rules(), "a number is missing at the end of '1+'"),
    ("05+1", Rules(), "the number 05 has a leading zero at position 1 of '05+1'"),
    ("-1+2", Rules(), "a sign '-' cannot stand here at position 1 of '-1+2'"),
    ("(1+2)", Rules(), "parentheses are not allowed at position 1 of '(1+2)'"),
    ("2^3", Rules(), "the operator '^' is not allowed at position 2 of '2^3'"),
    ("1+a", Rules(), "unexpected character 'a' at position 3"),
    ("0+1", Rules(lone_zero=False), "a lone 0 is not allowed at position 1 of '0+1'"),
    ("1*-2", Rules(unary_minus=True), "a sign '-' cannot stand here at position 3 of '1*-2'"),
])
def test_errors_say_what_and_where(text, rules, message):
    with pytest.raises(PuzzleError) as info:
        parse_expression(text, rules)
    assert str(info.value) == message


def test_equation_needs_one_comparator():
    with pytest.raises(PuzzleError, match="exactly one = ; '1=1=1' has 2|exactly one =; '1=1=1' has 2"):
        parse_equation("1=1=1")
    assert [t.text for t in tokenize("3 × 4 ÷ 2 ≠ 5")] == ["3", "*", "4", "/", "2", "!=", "5"]


def test_a_right_operand_that_starts_with_a_sign_keeps_its_parentheses():
    # regression: to_text printed this tree as '1+-2*3', which does not parse
    node = Binary("+", Num(1, "1"), Binary("*", Unary("-", Num(2, "2")), Num(3, "3")))
    assert to_text(node) == "1+(-2*3)"
    assert parse_expression(to_text(node), FULL) == node
