"""Every CPython benchmark still runs against the code: each one's ``--smoke`` mode (seconds, the smallest case of
each section, printing its figures) runs as a subprocess and must exit with status 0. Nothing about time is
asserted: a stale benchmark (a renamed function, a moved module) fails here instead of at ``make bench``.

Left out, because they drive browsers against the built site (minutes, and a build first): ``bench_browser.py``,
``bench_plates_browser.py``, ``bench_page_work.py``, ``bench_section_sizes.py`` (Chromium through Playwright),
``bench_engines.py`` (Chromium, Firefox ESR and WebKitGTK) and ``bench_lighthouse.py`` (npm Lighthouse). They
have a ``--smoke`` mode too (one run), for a person to try by hand.
"""

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
BROWSER = {"bench_browser.py", "bench_plates_browser.py", "bench_page_work.py", "bench_section_sizes.py",
           "bench_engines.py", "bench_lighthouse.py"}
CPYTHON = sorted(p.name for p in BENCH.glob("bench_*.py") if p.name not in BROWSER)


def test_every_benchmark_is_gated_or_named_as_a_browser_one():
    """A new ``bench/bench_*.py`` is gated unless it is named in BROWSER above."""
    assert {"bench_matchsticks.py", "bench_mathler.py", "bench_nerdle.py", "bench_plates.py",
            "bench_regex.py"} <= set(CPYTHON)
    assert BROWSER <= {p.name for p in BENCH.glob("bench_*.py")}


@pytest.mark.parametrize("name", CPYTHON)
def test_the_benchmark_runs_in_its_smoke_mode(name):
    done = subprocess.run([sys.executable, str(BENCH / name), "--smoke"], capture_output=True, text=True,
                          cwd=BENCH.parent, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("Python 3."), done.stdout[:200]  # the heading: Python, load, cores
    assert "load " in done.stdout.splitlines()[0]
