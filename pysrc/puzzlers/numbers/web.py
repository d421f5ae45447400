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


def web_deal(game: str, large: int = 2) -> dict:
    """A random deal for the page's Deal button: ``{"numbers": [...], "target": ...}`` drawn from the game's cards
    (Countdown: ``large`` of 25, 50, 75, 100 and the rest small, target 100-999; 24: four cards 1-13 that make 24,
    as every card of the 24 game does, where a quarter of four cards drawn at random do not; Krypto: six cards of
    its deck, the last one the target). Countdown's and Krypto's targets are drawn as their games draw them, so
    a deal may have no exact answer: the page then gives the closest."""
    import random

    from puzzlers.errors import PuzzleError
    from puzzlers.numbers.games import GAMES

    rng = random.SystemRandom()
    if game not in GAMES:
        raise PuzzleError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
    if game == "countdown":
        if isinstance(large, bool) or not 0 <= large <= 4:
            raise PuzzleError(f"Countdown deals 0 to 4 large numbers; got {large!r}")
        small = [n for n in range(1, 11) for _ in range(2)]
        numbers = rng.sample([25, 50, 75, 100], large) + rng.sample(small, 6 - large)
        return {"numbers": numbers, "target": rng.randrange(100, 1000)}
    if game == "24":
        while True:  # about 1.3 draws on average
            numbers = [rng.randrange(1, 14) for _ in range(4)]
            if solve("24", numbers, 24, max_solutions=1).exact:
                return {"numbers": numbers, "target": 24}
    deck = [n for n, copies in GAMES["krypto"].cards.items() for _ in range(copies)]
    cards = rng.sample(deck, 6)
    return {"numbers": cards[:5], "target": cards[5]}
