"""The same few verbs on three browser engines, each driven by what works with Debian's build of it:

- Chromium: Playwright (``launch_persistent_context``), as in tests/e2e/conftest.py;
- Firefox ESR: WebDriver BiDi spoken directly over a websocket (Debian ships no geckodriver): the browser is
  started with ``--remote-debugging-port=0`` and prints the address it listens on;
- WebKitGTK: Selenium and Debian's ``WebKitWebDriver``, on a virtual display (Xvfb), with ``webkit_browser.py`` as
  the browser (MiniBrowser forgets everything on a restart in automation mode).

Verbs: ``open(url)``, ``evaluate(js)`` (a JavaScript expression, awaited when it is a promise; its value comes back
through JSON), ``wait_for(js)`` (poll until the expression is truthy; no duration is asserted), ``click(selector)``,
``type(selector, text)`` and ``keys(text)`` (real key input, ``\\n`` is Enter), ``restart()`` (the same profile)
and ``close()``. Each browser keeps its profile in its own directory, as a phone keeps one.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: Chromium's headless shell when installed, as the other browser tests (tests/e2e/conftest.py)
CHROMIUM = (os.environ.get("PUZZLERS_CHROMIUM") or shutil.which("chromium-headless-shell") or shutil.which("chromium")
            or "/usr/bin/chromium")
FIREFOX = os.environ.get("PUZZLERS_FIREFOX") or shutil.which("firefox-esr") or "/usr/bin/firefox-esr"
WEBKIT_DRIVER = os.environ.get("PUZZLERS_WEBKITDRIVER") or shutil.which("WebKitWebDriver") or "/usr/bin/WebKitWebDriver"
#: The Python with Debian's GObject bindings (python3-gi, gir1.2-webkit2-4.1) that runs webkit_browser.py.
SYSTEM_PYTHON = "/usr/bin/python3"
ENGINES = ("chromium", "firefox", "webkit")
#: Python's first start in a fresh profile takes seconds, and on a 2-core machine at load 30-50 WebKitGTK's took
#: minutes (site/how/site.md): a guard against a hang, never a measure.
TIMEOUT = 300.0
SIZE = (1280, 900)

#: Evaluates an expression (a promise is awaited) and returns its value as JSON, the same way on every engine.
WRAP = "Promise.resolve().then(() => ({js})).then((v) => JSON.stringify(v === undefined ? null : v))"
#: Scrolls an element into view and returns its centre in viewport pixels (for a real pointer click).
CENTRE = """(() => {{ const e = document.querySelector({sel});
  if (!e || e.disabled || e.closest('[inert]')) return null;
  e.scrollIntoView({{block: 'center', inline: 'center'}});
  const r = e.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]; }})()"""
#: After a real click: select the field's text, so that typing replaces it.
SELECT = "(() => {{ const e = document.querySelector({sel}); e.focus(); e.select && e.select(); return true; }})()"


def missing() -> list[str]:
    """The programs the three engines need that this machine lacks (scripts/setup.sh installs them)."""
    needs = {"chromium": CHROMIUM, "firefox-esr": FIREFOX, "webkit2gtk-driver": WEBKIT_DRIVER,
             "xvfb": shutil.which("Xvfb") or "/usr/bin/Xvfb", "python3-gi": SYSTEM_PYTHON}
    gone = [name for name, path in needs.items() if not os.access(path, os.X_OK)]
    if "python3-gi" not in gone:
        probe = subprocess.run([SYSTEM_PYTHON, "-c", "import gi; gi.require_version('WebKit2', '4.1')"],
                               capture_output=True)
        if probe.returncode:
            gone.append("gir1.2-webkit2-4.1")
    return gone


class Engine:
    name = ""

    def __init__(self, profile: Path):
        self.profile = profile
        self.start()

    # Each engine defines: start(), stop(), open(url), _evaluate(wrapped_js) -> JSON text, _click_at(x, y),
    # keys(text), tab().
    def evaluate(self, js: str):
        return json.loads(self._evaluate(WRAP.format(js=js)))

    def wait_for(self, js: str, timeout: float = TIMEOUT, what: str = ""):
        """Poll ``js`` until it is truthy; returns its value. Fails with the last value after ``timeout``."""
        end = time.monotonic() + timeout
        value = None
        while time.monotonic() < end:
            try:
                value = self.evaluate(js)
            except Exception as error:  # a page being replaced by a navigation
                value = f"{type(error).__name__}: {error}"
                if "no such window" in str(error):
                    raise
            else:
                if value:
                    return value
            time.sleep(0.1)
        raise AssertionError(f"{self.name}: {what or js} did not hold within {timeout:.0f} s (last: {value!r})")

    def text(self, selector: str) -> str:
        return self.evaluate(f"document.querySelector({json.dumps(selector)})?.textContent ?? null")

    def click(self, selector: str) -> None:
        centre = self.wait_for(CENTRE.format(sel=json.dumps(selector)), what=f"{selector} is on the page")
        self._click_at(*centre)

    def type(self, selector: str, text: str) -> None:
        """Click the field, select what it holds and type ``text`` over it, key by key."""
        self.click(selector)
        self.evaluate(SELECT.format(sel=json.dumps(selector)))
        self.keys(text)

    def restart(self) -> None:
        self.stop()
        self.start()

    def stderr_tail(self, lines: int = 40) -> str:
        """What the browser last said on stderr, where the driver keeps it (for a failure's message)."""
        return ""

    def close(self) -> None:
        self.stop()


class Chromium(Engine):
    name = "chromium"

    def start(self):
        from playwright.sync_api import sync_playwright

        from ..conftest import CHROMIUM_ARGS, RUNNING

        # the session's Playwright when this worker has started it (the suite's other files ran first here)
        self.shared = RUNNING.get("playwright")
        self.playwright = self.shared or sync_playwright().start()
        # The tests bypass the site's Content-Security-Policy: Playwright evaluates with eval (see ../conftest.py).
        self.context = self.playwright.chromium.launch_persistent_context(
            str(self.profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True, bypass_csp=True,
            viewport={"width": SIZE[0], "height": SIZE[1]})
        self.context.set_default_timeout(TIMEOUT * 1000)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()

    def stop(self):
        self.context.close()
        if not self.shared:
            self.playwright.stop()

    def open(self, url):
        self.page.goto(url)

    def _evaluate(self, js):
        return self.page.evaluate(js)

    def _click_at(self, x, y):
        self.page.mouse.click(x, y)

    def keys(self, text):
        for i, part in enumerate(text.split("\n")):
            if i:
                self.page.keyboard.press("Enter")
            if part:
                self.page.keyboard.type(part)

    def tab(self):
        self.page.keyboard.press("Tab")


class Firefox(Engine):
    """Firefox ESR over WebDriver BiDi: commands are JSON messages with an id; the answer carries the same id."""

    name = "firefox"

    def start(self):
        from websockets.sync.client import connect

        self.connection = contextlib.ExitStack()
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [FIREFOX, "--headless", "--no-remote", "--remote-debugging-port=0", "--profile", str(self.profile),
             "--width", str(SIZE[0]), "--height", str(SIZE[1]), "about:blank"],
            stdout=subprocess.DEVNULL, stderr=self.log)
        address = self._address()
        self.socket = self.connection.enter_context(connect(address + "/session", max_size=None,
                                                            open_timeout=TIMEOUT))
        self.next_id = 0
        self.send("session.new", {"capabilities": {}})
        tree = self.send("browsingContext.getTree", {"maxDepth": 0})
        self.context = tree["contexts"][0]["context"]

    def _address(self) -> str:
        end = time.monotonic() + TIMEOUT
        while time.monotonic() < end:
            self.log.seek(0)
            for line in self.log.read().decode(errors="replace").splitlines():
                if line.startswith("WebDriver BiDi listening on "):
                    return line.split()[-1]
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.log.seek(0)
        raise RuntimeError(f"firefox-esr did not start WebDriver BiDi: {self.log.read().decode(errors='replace')}")

    def send(self, method: str, params: dict) -> dict:
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=TIMEOUT * 2))
            if message.get("id") != self.next_id:
                continue  # an event
            if message.get("type") == "error":
                raise RuntimeError(f"BiDi {method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def stop(self):
        try:
            self.send("browser.close", {})
        except Exception:
            pass  # the connection closes as the browser exits
        try:
            self.connection.close()
        finally:
            # Patient: a quit may wait for Cache Storage writes (Python's snapshot, tens of MB) on a loaded machine,
            # and a killed browser may leave the profile's offline copy unusable for the next start.
            try:
                self.process.wait(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise RuntimeError(f"firefox-esr did not quit within {TIMEOUT:.0f} s and was killed") from None
            finally:
                self.log.close()

    def stderr_tail(self, lines: int = 40) -> str:
        """The browser's last lines on stderr (for a failure's message)."""
        self.log.seek(0)
        return "\n".join(self.log.read().decode(errors="replace").splitlines()[-lines:])

    def open(self, url):
        self.send("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def _evaluate(self, js):
        result = self.send("script.evaluate", {"expression": js, "target": {"context": self.context},
                                               "awaitPromise": True, "resultOwnership": "none"})
        if result["type"] == "exception":
            raise RuntimeError(f"JavaScript error: {result['exceptionDetails'].get('text')}")
        return result["result"]["value"]

    def _actions(self, source: dict) -> None:
        self.send("input.performActions", {"context": self.context, "actions": [source]})

    def _click_at(self, x, y):
        self._actions({"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": x, "y": y}, {"type": "pointerDown", "button": 0},
            {"type": "pointerUp", "button": 0}]})

    def keys(self, text):
        actions = []
        for ch in text.replace("\n", "\ue007"):  # U+E007: WebDriver's Enter
            actions += [{"type": "keyDown", "value": ch}, {"type": "keyUp", "value": ch}]
        self._actions({"type": "key", "id": "keyboard", "actions": actions})

    def tab(self):
        self.keys("\ue004")  # WebDriver's Tab


class WebKit(Engine):
    """WebKitGTK through Selenium and WebKitWebDriver, on the display ``DISPLAY`` names (an Xvfb of the tests)."""

    name = "webkit"
    display = None  # set by the fixture that starts Xvfb

    def start(self):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        options = Options()
        options.binary_location = SYSTEM_PYTHON
        options.add_argument(str(HERE / "webkit_browser.py"))
        options.add_argument(str(self.profile))
        options.set_capability("browserName", "PuzzlersWebKit")
        env = dict(os.environ, DISPLAY=self.display or os.environ.get("DISPLAY", ""))
        service = Service(WEBKIT_DRIVER, env=env, log_output=subprocess.DEVNULL)
        self.driver = webdriver.WebKitGTK(options=options, service=service)
        self.driver.set_script_timeout(TIMEOUT * 2)
        self.driver.set_page_load_timeout(TIMEOUT)

    def stop(self):
        self.driver.quit()

    def open(self, url):
        self.driver.get(url)

    def _evaluate(self, js):
        return self.driver.execute_async_script(
            f"const done = arguments[arguments.length - 1]; ({js}).then(done, (e) => done(JSON.stringify("
            "{__error: String(e)})));")

    def evaluate(self, js):
        value = super().evaluate(js)
        if isinstance(value, dict) and "__error" in value:
            raise RuntimeError(f"JavaScript error: {value['__error']}")
        return value

    def _click_at(self, x, y):
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(x, y).click()
        actions.perform()

    def keys(self, text):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        ActionChains(self.driver).send_keys(text.replace("\n", Keys.ENTER)).perform()

    def tab(self):
        from selenium.webdriver.common.keys import Keys

        self.keys(Keys.TAB)


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """A virtual X display for WebKitGTK: the Xvfb process and its DISPLAY (Xvfb picks a free number)."""
    read, write = os.pipe()
    process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                               pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise RuntimeError("Xvfb did not start")
        number += chunk
    os.close(read)
    return process, ":" + number.decode().strip()


def launch(name: str, profile: Path) -> Engine:
    return {"chromium": Chromium, "firefox": Firefox, "webkit": WebKit}[name](profile)
