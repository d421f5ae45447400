"""The plate rules the docs state, checked on the plates the issue named: where a minus sign may stand, and how
an out-of-range target is reported."""

from __future__ import annotations

import pytest

from cli_runner import run
from puzzlers.errors import PuzzleError
from puzzlers.plates import PlateOptions, solve
from puzzlers.plates import web as plates_web

ALL = PlateOptions(parens=True, join=True, reorder=True, unary=True, power=True)


def test_no_sign_directly_on_a_sign():
    assert solve("11", PlateOptions(parens=True, unary=True)).solutions == ("1=1", "-1=-1")  # no -(-1)=1
    assert solve("11", PlateOptions(unary=True)).solutions == ("1=1", "-1=-1")  # no --1=1


def test_a_sign_on_a_group_that_starts_with_a_sign_is_a_solution():
    result = solve("111", PlateOptions(parens=True, unary=True), max_solutions=100)
    assert result.count == 32
    assert [t for t in result.solutions if "-(-" in t] == [
        "-(-1*1)=1", "-(-1/1)=1", "1=-(-1*1)", "1=-(-1/1)",
        "-(-1*(-1))=-1", "-(-1/(-1))=-1", "-1=-(-1*(-1))", "-1=-(-1/(-1))"]
    assert not any("--" in t for t in result.solutions)


def test_a_sign_on_a_power_of_a_negative_number_is_a_solution():
    result = solve("1411", ALL, max_solutions=1000)
    assert result.count == 1344
    assert result.solutions[84] == "-(-1)^41=1"
    assert "1=-(-1)^41" in result.solutions
    assert not any("--" in t or "-(-1)=" in t or t.endswith("=-(-1)") for t in result.solutions)


def test_a_huge_target_is_summarised_not_echoed():
    with pytest.raises(PuzzleError) as caught:
        PlateOptions(target=10**400)
    assert str(caught.value) == ("the target must be between -1000000000 and 1000000000; "
                                 "got a number of 401 digits")
    with pytest.raises(PuzzleError) as caught:
        plates_web.web_solve("1234", target=-(10**400))
    assert str(caught.value) == ("the target must be between -1000000000 and 1000000000; "
                                 "got a number of 401 digits")
    with pytest.raises(PuzzleError) as caught:
        plates_web.web_solve("1234", target="1" * 401)
    assert str(caught.value) == ("the target must be between -1000000000 and 1000000000; "
                                 "got a number of 401 digits")
    with pytest.raises(PuzzleError) as caught:
        PlateOptions(target=-1234567890)
    assert str(caught.value) == "the target must be between -1000000000 and 1000000000; got -1234567890"


def test_the_cli_summarises_a_huge_target_too():
    status, out, err = run(["plate", "1234", "--target", "1" * 401])
    assert (status, out, err) == (2, "", "puzzlers: the target must be between -1000000000 and 1000000000; "
                                         "got a number of 401 digits\n")
