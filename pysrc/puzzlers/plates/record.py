"""The license plates' record in the puzzle registry (`puzzlers.registry`)."""

from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="plates",
    title="License plates",
    order=10,
    commands=(Command("plate", "solve a license plate: put + - * / and = between its digits"),),
    first_request=("solve", {"text": "1234"}),
)
