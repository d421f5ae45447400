# Puzzlers: `make serve` builds and serves the site; `make test` runs every test (lint, unit, docs examples, browser).
SHELL := /bin/bash
PY := .venv/bin/python
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup site serve lint test test-unit test-full bench clean

setup:
	@scripts/setup.sh

# --strict: a broken link, a missing cross-reference or a page left out of the navigation fails the build.
site: setup
	$(PY) -m mkdocs build --clean --strict 2>&1 | grep -v -e "Material for MkDocs reaches" -e "│"; \
	  status=$${PIPESTATUS[0]}; test $$status -eq 0 || (echo "site build failed" && exit 1)
	@test -f build/site/sw.js || (echo "site build failed: no service worker" && exit 1)

serve: site
	$(PY) scripts/serve.py --port 8000

lint: setup
	.venv/bin/ruff check pysrc tests bench hooks scripts
	@for f in site/js/*.js site/js/*.mjs site/js/editor/*.mjs; do node --check $$f || exit 1; done # the site's scripts parse

# The unit tests and the package's doctests (which need no site) start with the site's build, the two on the
# machine's two cores; the browser tests start once the site is built, in two processes (pytest-xdist; a test
# file stays in one process, which keeps its own browser and server), while the unit tests finish (the build
# takes about half as long as they do: the second core would wait for them). Their report comes last.
test: lint
	@mkdir -p build; \
	  $(PY) -m pytest -q -p no:cacheprovider tests/unit --doctest-modules pysrc/puzzlers >build/unit-tests.log 2>&1 & \
	  unit=$$!; $(MAKE) --no-print-directory site; built=$$?; browser=1; \
	  if test $$built -eq 0; then $(PY) -m pytest -q -n 2 --dist loadfile --durations=15 tests/e2e; browser=$$?; fi; \
	  wait $$unit; passed=$$?; echo "== unit tests and doctests (run during the build and the browser tests)"; \
	  cat build/unit-tests.log; test $$built -eq 0 && test $$browser -eq 0 && test $$passed -eq 0

test-unit: setup
	$(PY) -m pytest -q tests/unit --doctest-modules pysrc/puzzlers

# Also the exhaustive brute-force oracles (marker `exhaustive`; minutes).
test-full: lint site
	$(PY) -m pytest -q tests --doctest-modules pysrc/puzzlers -m "exhaustive or not exhaustive"

bench: site
	@for f in bench/bench_*.py; do echo "== $$f"; $(PY) $$f || exit 1; done

clean:
	rm -rf build
