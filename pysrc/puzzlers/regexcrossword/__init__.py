"""Regex crosswords: solve, prove uniqueness and hint, for rectangular and hexagonal grids.

The library is re-exported here (``from puzzlers.regexcrossword import solve``); its modules:

- `regexcrossword.solver`: the library: `solve`, `check`, `hint`
- `regexcrossword.puzzle`: puzzle formats, grids and the bundled puzzles
- `regexcrossword.regex`: the puzzle regex dialect (a package): parser, line automata, exact matching
- `regexcrossword.cli`: the `puzzlers` subcommand;  `regexcrossword.web`: the browser entry points (JSON in, JSON out)

No library module imports a face: long work reports progress through a callback argument.
"""

from puzzlers.regexcrossword.puzzle import (
    Clue,
    Puzzle,
    bundled,
    bundled_puzzle,
    from_cells_json,
    from_site_json,
    from_text,
    load,
    puzzles_from_json,
    puzzles_from_text,
    to_text,
)
from puzzlers.regexcrossword.solver import (
    CAPTURE_CONFIGS,
    DEFAULT_MAX,
    EXACT_CANDIDATES,
    MAX_SOLUTIONS,
    WORK_BUDGET,
    GaveUp,
    Hint,
    Solution,
    check,
    hint,
    solve,
)

__all__ = ["DEFAULT_MAX", "MAX_SOLUTIONS", "WORK_BUDGET", "EXACT_CANDIDATES", "CAPTURE_CONFIGS", "Clue", "Puzzle",
           "Solution", "Hint", "GaveUp", "solve", "hint", "check", "load", "bundled", "bundled_puzzle", "from_text",
           "from_site_json", "from_cells_json", "puzzles_from_json", "puzzles_from_text", "to_text"]
