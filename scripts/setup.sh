#!/usr/bin/env bash
# Install everything the project needs, idempotently: Debian's Chromium (browser tests), a Python venv with the
# package and its site/test extras, and the pinned npm packages (the Pyodide runtime the site serves).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "setup: installing Debian's chromium (browser tests)"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
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
