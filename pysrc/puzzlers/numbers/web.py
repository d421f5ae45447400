"""Numbers games: the browser entry points (JSON in, JSON out; see `puzzlers.web`)."""

from __future__ import annotations

from puzzlers.numbers.solver import MAX_SOLUTIONS, solve

#: How many solutions the page lists (it says how many more there are).
PAGE_SOLUTIONS = 50


def web_solve(game: str, numbers: list, target: int | str | None = None, free: bool = False,
              max_solutions: int = PAGE_SOLUTIONS) -> dict:
    """Solve one selection for the page. ``numbers`` are whole numbers or strings of digits; ``target`` a whole
    number, a string of digits, or ``""``/``null`` for none (Countdown: the target map only; 24: 24).

    Returns `Answer.to_json`: ``{"game", "numbers", "target", "closest", "distance", "exact", "count", "raw",
    "fewest", "solutions", "steps", "shown", "truncated", "ladder", "reachable"}`` (``reachable``: Countdown's
    targets 100-999 the numbers make; ``closest`` and ``distance`` are strings when they are fractions).
    """
    from puzzlers import web

    if isinstance(target, str) and not target.strip():
        target = None
    max_solutions = min(max_solutions, MAX_SOLUTIONS) if isinstance(max_solutions, int) else max_solutions
    return solve(game, numbers, target, free=free, max_solutions=max_solutions, progress=web.progress).to_json()
