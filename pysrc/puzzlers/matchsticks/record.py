"""The matchstick equations' record in the puzzle registry (`puzzlers.registry`)."""

from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="matchsticks",
    title="Matchstick equations",
    order=50,
    commands=(Command("matchsticks", "matchstick equations: solve, generate, draw"),),
    first_request=("solve", {"equation": "6+4=4"}),
)
