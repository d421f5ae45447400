"""License plates: put ``+ - * /`` and one ``=`` between a plate's digits, in order, to make a true equation.

The library is re-exported here (``from puzzlers.plates import solve``); its modules:

- `plates.solver`: the library: options, `solve`, `count`, `hint`, `stats`
- `plates.tables`: the value tables the solver builds per digit span (dynamic programming)
- `plates.cli`: the `puzzlers` subcommand;  `plates.web`: the browser entry points (JSON in, JSON out)

No library module imports a face: long work reports progress through a callback argument.
"""

from puzzlers.plates.solver import (
    DEFAULT_MAX_SOLUTIONS,
    DIGIT_LIMITS,
    MAX_DIGITS,
    MAX_SOLUTIONS,
    MAX_SOLUTIONS_PARENS,
    MAX_TARGET,
    MIN_DIGITS,
    SORT_LIMIT,
    STATS_LENGTHS,
    STATS_TIME_LIMIT,
    Hint,
    PlateOptions,
    PlateStats,
    Solutions,
    arrangements,
    check_plate,
    count,
    digit_groups,
    hint,
    max_digits,
    max_listed,
    order_key,
    plate_digits,
    plate_options,
    solve,
    stats,
)

__all__ = [
    "MIN_DIGITS", "MAX_DIGITS", "DEFAULT_MAX_SOLUTIONS", "MAX_SOLUTIONS", "MAX_SOLUTIONS_PARENS",
    "STATS_TIME_LIMIT", "SORT_LIMIT", "MAX_TARGET", "STATS_LENGTHS", "DIGIT_LIMITS", "PlateOptions",
    "Solutions", "Hint", "PlateStats", "digit_groups", "plate_digits", "max_digits", "check_plate",
    "max_listed", "arrangements", "order_key", "plate_options", "solve", "count", "hint", "stats",
]
