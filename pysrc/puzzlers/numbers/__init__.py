"""Numbers games: Countdown's numbers round, 24 (make N) and Krypto — every distinct solution, the closest value,
the target map and a spoiler-free ladder of hints.

The library is re-exported here (``from puzzlers.numbers import solve``); its modules:

- `numbers.games`: the games' rules and the checks on the input (cards, counts, targets, the free mode)
- `numbers.tables`: the value tables, by dynamic programming over sub-multisets
- `numbers.forms`: canonical forms — when two solutions are the same — and how a solution is written and read out
- `numbers.solver`: `solve`, `target_map`, the ladder
- `numbers.stats`: the figures over every Countdown selection and every 24 hand
- `numbers.cli`: the `puzzlers countdown`, `puzzlers 24` and `puzzlers krypto` subcommands;
  `numbers.web`: the browser entry points;  `numbers.record`: the puzzle's registry record
"""

from puzzlers.numbers.games import GAMES, Game, check
from puzzlers.numbers.solver import (
    DEFAULT_MAX_SOLUTIONS,
    MAP_RANGE,
    MAX_SOLUTIONS,
    Answer,
    Solution,
    ladder,
    solve,
    target_map,
)

__all__ = ["GAMES", "Game", "check", "DEFAULT_MAX_SOLUTIONS", "MAX_SOLUTIONS", "MAP_RANGE", "Answer", "Solution",
           "ladder", "solve", "target_map"]
