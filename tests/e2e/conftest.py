"""Browser tests: the built site (build/site) served on 127.0.0.1, driven by Playwright in Debian's Chromium.

The site must be built first (`make test` does it). Chromium comes from Debian (`apt-get install chromium`);
set PUZZLERS_CHROMIUM to use another binary.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The built site under test; PUZZLERS_SITE_DIR points elsewhere (e.g. a private build while others build).
SITE = Path(os.environ.get("PUZZLERS_SITE_DIR") or ROOT / "build" / "site")
sys.path.insert(0, str(ROOT / "scripts"))
from serve import serve_in_background  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3, "is_mobile": True, "has_touch": True}
#: Python's first start in a fresh browser profile can take several seconds on a loaded 2-core machine.
PYTHON_TIMEOUT_MS = 60_000


def pytest_collection_modifyitems(items):
    for item in items:
        if "/e2e/" in str(item.fspath):
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def site_url():
    if not (SITE / "index.html").exists() or not (SITE / "sw.js").exists():
        pytest.fail("the site is not built: run `make site` (or `make test`, which builds it) first")
    server, url = serve_in_background(SITE)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    executable = os.environ.get("PUZZLERS_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


def _new_page(browser, **context_options):
    context = browser.new_context(**context_options)
    context.set_default_timeout(PYTHON_TIMEOUT_MS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    return context, page


@pytest.fixture
def page(browser):
    context, page = _new_page(browser, viewport={"width": 1280, "height": 900})
    yield page
    context.close()


@pytest.fixture
def phone_page(browser):
    context, page = _new_page(browser, **PHONE)
    yield page
    context.close()
