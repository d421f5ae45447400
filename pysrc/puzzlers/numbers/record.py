"""The numbers games' registry record (see `puzzlers.registry`): commands, first request, docs order."""

from puzzlers.registry import Command, Puzzle

PUZZLE = Puzzle(
    package="numbers",
    title="Numbers games (Countdown, 24, Krypto)",
    order=60,
    commands=(
        Command("countdown", "Countdown's numbers round: solutions, closest value, target map",
                configure="configure_countdown"),
        Command("24", "the 24 game (make N from four numbers, each used once)", configure="configure_24"),
        Command("krypto", "Krypto: make the target card from five cards, each used once",
                configure="configure_krypto"),
    ),
    first_request=("solve", {"game": "countdown", "numbers": [75, 50, 2, 3, 8, 7], "target": "812"}),
    warm=True,
)
