# Puzzlers: `make serve` builds and serves the site; `make test` runs every test (unit, docs examples, browser).
PY := .venv/bin/python
export NO_MKDOCS_2_WARNING := 1

.PHONY: setup site serve test test-unit bench clean

setup:
	@scripts/setup.sh

site: setup
	$(PY) -m mkdocs build --clean 2>&1 | grep -v -e "Material for MkDocs reaches" -e "│" || true
	@test -f build/site/sw.js || (echo "site build failed" && exit 1)

serve: site
	$(PY) scripts/serve.py --port 8000

test: site
	$(PY) -m pytest -q tests --doctest-modules pysrc/puzzlers

test-unit: setup
	$(PY) -m pytest -q tests/unit --doctest-modules pysrc/puzzlers

bench: setup
	@for f in bench/bench_*.py; do echo "== $$f"; $(PY) $$f || exit 1; done

clean:
	rm -rf build
