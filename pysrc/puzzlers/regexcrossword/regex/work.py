"""The regex solver's deterministic work budget: `Work` counts units, `OutOfWork` stops the work past its limit."""

from __future__ import annotations


class OutOfWork(Exception):
    """Raised by `Work.charge` when the work budget is spent (the solver turns it into `GaveUp`)."""


class Work:
    """A deterministic work budget: every step that can be expensive (building automata, narrowing, exact
    matching, checking candidates) charges units; past `limit` the next charge raises `OutOfWork`.
    ``report(used, limit)``, if given, is told each time another 1% of the budget is used (the page's progress
    bar: how much of the budget the work has taken).

    >>> seen = []
    >>> work = Work(1000, lambda used, limit: seen.append(used))
    >>> for _ in range(30):
    ...     work.charge(7)
    >>> seen[:3], work.used
    ([14, 28, 42], 210)
    """

    __slots__ = ("used", "limit", "report", "_step", "_next")

    def __init__(self, limit: int, report=None):
        self.used = 0
        self.limit = limit
        self.report = report
        self._step = max(1, limit // 100)
        self._next = self._step if report else limit + 1  # one comparison a charge, as without a report

    def charge(self, units: int) -> None:
        self.used += units
        if self.used >= self._next:
            if self.used > self.limit:
                raise OutOfWork
            self.report(self.used, self.limit)
            self._next = min(self.used + self._step, self.limit + 1)
