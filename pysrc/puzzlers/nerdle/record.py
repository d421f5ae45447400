"""Nerdle's record in the puzzle registry (`puzzlers.registry`)."""

from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="nerdle",
    title="Nerdle",
    order=20,
    commands=(Command("nerdle", "Nerdle: answer lists, guess check, assistant"),),
    first_request=("suggest", {"tiles": 8, "turns": []}),
)
