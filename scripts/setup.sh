#!/usr/bin/env bash
# Install everything the project needs, idempotently: Debian's browsers (browser tests), a Python venv with the
# package and its site/test extras, and the pinned npm packages (the Pyodide runtime the site serves).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages, each installed when its command (or file) is missing: Chromium and its headless shell (Playwright
# drives the shell in the browser tests, the browser in the benchmarks), Firefox ESR
# (driven over WebDriver BiDi), WebKitGTK's WebDriver (Selenium drives it), Xvfb (the virtual display WebKitGTK
# needs) and the GObject bindings of WebKitGTK for the system Python (tests/e2e/engines/webkit_browser.py).
missing=()
for pair in chromium:chromium chromium-headless-shell:chromium-headless-shell firefox-esr:firefox-esr \
    WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb \
    /usr/lib/python3/dist-packages/gi:python3-gi \
    "/usr/lib/*/girepository-1.0/WebKit2-4.1.typelib:gir1.2-webkit2-4.1"; do
  command -v "${pair%%:*}" >/dev/null 2>&1 || compgen -G "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian's ${missing[*]} (browser tests)"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.puzzlers-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/pip install -q --upgrade pip
  .venv/bin/pip install -q -e ".[site,test]"
  touch "$stamp"
fi

if [ ! -f node_modules/pyodide/pyodide.mjs ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
