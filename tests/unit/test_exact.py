"""puzzlers.exact against plain definitions: Fraction arithmetic, the digits of numbers, integer powers."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from puzzlers import exact

small = st.integers(-10**6, 10**6)
nonzero = small.filter(bool)
ratios = st.one_of(small, st.builds(exact.ratio, small, nonzero))


def test_norm_turns_whole_fractions_into_ints_and_leaves_the_rest():
    assert exact.norm(Fraction(10, 5)) == 2 and type(exact.norm(Fraction(10, 5))) is int
    assert exact.norm(Fraction(-3, 1)) == -3 and type(exact.norm(Fraction(-3, 1))) is int
    assert exact.norm(Fraction(1, 3)) == Fraction(1, 3)
    assert exact.norm(5) == 5
    assert exact.norm(None) is None


@pytest.mark.parametrize("lone_zero", [False, True])
@pytest.mark.parametrize("width", [1, 2, 3, 4])
def test_number_range_is_the_numbers_written_with_width_digits(width, lone_zero):
    written = [n for n in range(10**width) if len(str(n)) == width and (n or lone_zero)]
    assert exact.number_range(width, lone_zero) == (written[0], written[-1])
    assert exact.number_range(width, lone_zero) == (min(written), max(written))


@pytest.mark.parametrize("width", [1, 2, 3, 4])
def test_right_range_admits_zero_alone(width):
    assert exact.right_range(width) == exact.number_range(width, lone_zero=True)


@given(st.integers(-5, 10**60), st.integers(1, 5))
def test_iroot_is_the_largest_base_under_n(n, k):
    c = exact.iroot(n, k)
    if n < 1:
        assert c == 0
    else:
        assert c**k <= n < (c + 1) ** k


@given(small, nonzero)
def test_ratio_is_reduced_with_a_positive_denominator(n, d):
    r = exact.ratio(n, d)
    assert exact.to_value(r) == Fraction(n, d)
    if type(r) is not int:
        num, den = r
        assert den > 1 and Fraction(num, den).denominator == den
    assert exact.from_value(Fraction(n, d)) == r


@given(ratios, ratios)
def test_ratio_arithmetic_matches_fractions(a, b):
    fa, fb = Fraction(exact.to_value(a)), Fraction(exact.to_value(b))
    assert exact.r_add(a, b) == exact.from_value(fa + fb)
    assert exact.r_sub(a, b) == exact.from_value(fa - fb)
    assert exact.r_mul(a, b) == exact.from_value(fa * fb)
    assert exact.r_div(a, b) == (None if fb == 0 else exact.from_value(fa / fb))
    assert exact.r_neg(a) == exact.from_value(-fa)
    assert exact.parts(a) == (fa.numerator, fa.denominator)
