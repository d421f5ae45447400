"""One browser per engine (Chromium, Firefox ESR, WebKitGTK) for the smoke suite, each with its own profile.

The engines come from Debian (scripts/setup.sh installs them); a machine without one fails here, loudly, rather
than skipping. WebKitGTK gets a virtual display: an Xvfb started here, so `make test` needs no xvfb-run.
"""

from __future__ import annotations

import pytest

from . import drivers

#: Run by the system Python (Debian's GObject bindings), never imported by pytest (`--doctest-modules` would).
collect_ignore = ["webkit_browser.py"]


@pytest.fixture(scope="session")
def display():
    """Xvfb for WebKitGTK, started on first use and stopped at the end of the run."""
    process, name = drivers.start_xvfb()
    drivers.WebKit.display = name
    yield name
    process.terminate()
    process.wait()


@pytest.fixture(scope="session")
def engines_ready():
    gone = drivers.missing()
    if gone:
        pytest.fail(f"browser engines missing: {', '.join(gone)}; run scripts/setup.sh (Debian packages)")


@pytest.fixture(scope="module", params=drivers.ENGINES)
def engine(request, engines_ready, tmp_path_factory):
    """A browser of one engine, shared by the module's tests (its profile lives in a temporary directory)."""
    if request.param == "webkit":
        request.getfixturevalue("display")
    browser = drivers.launch(request.param, tmp_path_factory.mktemp(f"profile-{request.param}"))
    yield browser
    browser.close()
