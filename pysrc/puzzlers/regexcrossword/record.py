"""The regex crosswords' record in the puzzle registry (`puzzlers.registry`)."""

from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="regexcrossword",
    title="Regex crosswords",
    order=40,
    commands=(Command("regex", "solve regex crosswords (rectangles, double crosses, hexagons)"),),
    first_request=("check", {"puzzle": "beginner/beatles"}),
)
