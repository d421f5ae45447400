"""The one exception type a user can cause."""


class PuzzleError(ValueError):
    """Bad input or a stated limit exceeded; the message is meant for a person and says what to change.

    >>> raise PuzzleError("a plate needs 2 to 11 digits; got 15")
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 15
    """
