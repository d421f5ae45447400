"""How well hooks/sections.py estimates each section's height: every page of the built site in Chromium, on a
phone (412 px wide, as Lighthouse's) and a desktop (1280 px), every section drawn, its real height against the
height it is drawn at before it is first shown (``--pz-h``; on a desktop times the stylesheet's .85).

Prints, per width, the quantiles of estimate / real and the sections drawn taller than estimated (those whose
undrawn contents can overlap the next section's). Sizes, not times: the figures do not depend on the machine's
load. A benchmark: nothing passes or fails.

Usage: .venv/bin/python bench/bench_section_sizes.py [--smoke]   (--smoke: the home and plates pages only)
       (build the site first: make site)
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
from serve import serve_in_background  # noqa: E402
from tests.e2e.conftest import CHROMIUM_ARGS, SITE  # noqa: E402

WIDTHS = {"phone": (412, 1.0), "desktop": (1280, 0.85)}
MEASURE = """(scale) => [...document.querySelectorAll('.md-typeset .pz-section')].map((s) => {
  const estimate = parseFloat(s.style.getPropertyValue('--pz-h')) * scale;
  s.style.contentVisibility = 'visible';
  return [estimate, s.getBoundingClientRect().height];
})"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--smoke", action="store_true", help="the home and plates pages only")
    args = parser.parse_args()
    pages = sorted(str(p.parent.relative_to(SITE)) for p in SITE.glob("**/index.html"))
    pages = [("" if p == "." else p + "/") for p in pages]
    if args.smoke:
        pages = ["", "plates/"]
    from playwright.sync_api import sync_playwright

    server, base = serve_in_background(SITE)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("PUZZLERS_CHROMIUM", "/usr/bin/chromium"),
                                    args=CHROMIUM_ARGS)
        for name, (width, scale) in WIDTHS.items():
            context = browser.new_context(viewport={"width": width, "height": 823}, is_mobile=name == "phone",
                                          service_workers="block", bypass_csp=True)
            page = context.new_page()
            ratios, short = [], []
            for path in pages:
                page.goto(base + path)
                for estimate, real in page.evaluate(MEASURE, scale):
                    ratios.append(estimate / real)
                    if estimate < real:
                        short.append(f"{path or 'home'} ({estimate:.0f} < {real:.0f} px)")
            context.close()
            ratios.sort()
            if not ratios:
                print(f"{name}: no sections")
                continue
            quantiles = " ".join(f"{q:.0%} {ratios[round(q * (len(ratios) - 1))]:.2f}"
                                 for q in (0, .1, .5, .9, 1))
            print(f"{name} ({width} px): {len(ratios)} sections on {len(pages)} pages; estimate / real: {quantiles}")
            print(f"  drawn taller than estimated: {len(short)}" + (f": {', '.join(short)}" if short else ""))
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
