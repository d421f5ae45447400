"""Mathler's record in the puzzle registry (`puzzlers.registry`)."""

from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="mathler",
    title="Mathler",
    order=30,
    commands=(Command("mathler", "Mathler: expression lists, guess check, assistant"),),
    first_request=("suggest", {"tiles": 6, "target": 24, "turns": []}),
)
