"""What the benchmarks share: the package of this checkout on the path, medians of timed runs, the machine's load.

Every benchmark takes ``--smoke``: a seconds-long run of each of its sections on the smallest inputs, printing its
figures like a real run (and asserting nothing about time), so that the gate (``tests/unit/test_bench_smoke.py``)
catches a benchmark that no longer runs against the code.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "pysrc") not in sys.path:
    sys.path.insert(0, str(ROOT / "pysrc"))

#: The command-line switch of the smoke mode.
SMOKE = "--smoke"


def median_time(fn: Callable[[], object], repeats: int = 3,
                before: Callable[[], object] | None = None) -> tuple[float, object]:
    """The median wall-clock seconds of ``repeats`` calls of ``fn()`` and the last call's result; ``before()``, when
    given, runs (untimed) before each call, e.g. to clear caches so that every run starts cold."""
    times, result = [], None
    for _ in range(max(1, repeats)):
        if before is not None:
            before()
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes) and core count, for the heading of every run."""
    if not hasattr(os, "getloadavg"):
        return f"load unknown on {os.cpu_count()} cores"
    one, five, fifteen = os.getloadavg()
    return f"load {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def heading(note: str = "") -> str:
    """``Python 3.11.7; load 0.52 0.61 0.70 on 2 cores; <note>``."""
    return "; ".join(part for part in (f"Python {sys.version.split()[0]}", load(), note) if part)
