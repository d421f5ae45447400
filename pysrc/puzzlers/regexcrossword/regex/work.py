"""The regex solver's deterministic work budget: `Work` counts units, `OutOfWork` stops the work past its limit."""

from __future__ import annotations


class OutOfWork(Exception):
    """Raised by `Work.charge` when the work budget is spent (the solver turns it into `GaveUp`)."""


class Work:
    """A deterministic work budget: every step that can be expensive (building automata, narrowing, exact
    matching, checking candidates) charges units; past `limit` the next charge raises `OutOfWork`."""

    __slots__ = ("used", "limit")

    def __init__(self, limit: int):
        self.used = 0
        self.limit = limit

    def charge(self, units: int) -> None:
        self.used += units
        if self.used > self.limit:
            raise OutOfWork
