"""The package's promise to a programmer (the API reference's introduction): an error a user can cause raises
`PuzzleError` with a message that says what to change; an argument of the wrong kind raises `TypeError` naming
what to pass. A reader of the docs met AttributeError ("'str' object has no attribute 'alphabet'") and
"unhashable type: 'list'" instead."""

from __future__ import annotations

import pytest

from puzzlers import matchsticks, mathler, numbers, plates, regexcrossword
from puzzlers.errors import PuzzleError


@pytest.mark.parametrize("call, error, message", [
    (lambda: regexcrossword.solve("A|B"), TypeError,
     "a regex crossword is a Puzzle (read one with from_text or from_json); got str"),
    (lambda: regexcrossword.hint("A|B"), TypeError,
     "a regex crossword is a Puzzle (read one with from_text or from_json); got str"),
    (lambda: regexcrossword.to_text("A|B"), TypeError,
     "a regex crossword is a Puzzle (read one with from_text or from_json); got str"),
    (lambda: mathler.score(None, "1+2"), TypeError, "an equation is text; got NoneType"),
    (lambda: plates.solve("1234", {"parens": "yes"}), PuzzleError, "option 'parens' is True or False; got 'yes'"),
    (lambda: plates.stats(2, {"brackets": True}), PuzzleError,
     "unknown option 'brackets'; known options: join, parens, power, reorder, target, unary"),
    (lambda: plates.solve("1234", ["parens"]), TypeError,
     "options are PlateOptions or a dict of its fields; got list"),
    (lambda: plates.solve("1234", {"brackets": True}), PuzzleError,
     "unknown option 'brackets'; known options: join, parens, power, reorder, target, unary"),
    (lambda: numbers.solve([1, 2], "x"), PuzzleError, "unknown game '[1, 2]'; known: countdown, 24, krypto"),
    (lambda: matchsticks.solve("6+4=4", moves="1"), PuzzleError,
     "the number of sticks must be 1 to 3; got '1' (text, not a number)"),
])
def test_a_wrong_argument_says_what_to_pass(call, error, message):
    with pytest.raises(error) as raised:
        call()
    assert str(raised.value) == message


def test_plate_options_may_be_a_dict_as_the_matchsticks_options_are():
    assert plates.solve("1235", {"parens": True}) == plates.solve("1235", plates.PlateOptions(parens=True))
    assert plates.count("1234", {"join": True, "target": 0}) == plates.count("1234", plates.PlateOptions(join=True,
                                                                                                         target=0))
