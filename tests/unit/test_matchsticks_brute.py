"""The solver against brute force: every way to take k sticks off and put k sticks on, over every position of
every cell, read back as text and judged by the engine alone (no grammar walk, no joining on values)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from puzzlers import engine
from puzzlers.errors import PuzzleError
from puzzlers.matchsticks import rules_for, solve
from puzzlers.matchsticks.model import POSITIONS, Options, by_mask, engine_text, layout, read


def brute_force(equation: str, k: int, mode: str, options: Options) -> set[str]:
    cells = layout(read(equation, options), options)
    table = by_mask(options)
    rules = rules_for(options)
    spots = [(i, 1 << b) for i in range(len(cells)) for b in range(len(POSITIONS))]
    on = [(i, bit) for i, bit in spots if cells[i].mask & bit]
    off = [(i, bit) for i, bit in spots if not cells[i].mask & bit]
    takes = combinations(on, k) if mode in ("move", "remove") else [()]
    takes = list(takes)
    puts = list(combinations(off, k)) if mode in ("move", "add") else [()]
    original = "".join(table[c.mask].text for c in cells if c.mask)
    found = set()
    for take in takes:
        for put in puts:
            row = [c.mask for c in cells]
            for i, bit in take:
                row[i] &= ~bit
            for i, bit in put:
                row[i] |= bit
            text = []
            for cell, mask in zip(cells, row):
                if not mask:
                    if cell.gap or options.gaps == "all":
                        continue
                    break
                symbol = table.get(mask)
                if symbol is None:
                    break
                text.append(symbol.text)
            else:
                t = "".join(text)
                if t == original or t in found:
                    continue
                try:
                    if engine.holds(engine.parse_equation(engine_text(t), rules), rules):
                        found.add(t)
                except PuzzleError:
                    pass
    return found


@pytest.mark.parametrize("equation,k,mode,options", [
    ("6+4=4", 1, "move", {}),
    ("9-9×9=9", 1, "move", {}),
    ("9+3=5", 2, "move", {}),
    ("7+1=9", 2, "move", {}),
    ("8+3=5", 2, "remove", {}),
    ("5-0=5", 2, "add", {}),
    ("9-3=5", 1, "add", {}),
    ("4+7=9", 1, "move", {"unary_minus": True}),
    ("3-7=4", 2, "move", {"unary_minus": True}),
    ("6/3=3", 1, "move", {"gaps": "sides"}),
    ("6-1=7", 1, "add", {"gaps": "all"}),
    ("11+1=2", 2, "remove", {"gaps": "all"}),
    ("5=3", 2, "move", {"comparators": "=≠<>"}),
    ("0×5=0", 1, "move", {"tails": "both", "seven": "both", "one": "both"}),
    ("06+5=9", 1, "move", {"leading_zeros": True}),
])
def test_solver_matches_brute_force(equation, k, mode, options):
    opts = Options(**options)
    got = [s.equation for s in solve(equation, k, mode, opts).solutions]
    assert got and got == sorted(brute_force(equation, k, mode, opts))


SYMBOLS = "0123456789+-×/"


@st.composite
def small_equations(draw):
    left = draw(st.text(SYMBOLS, min_size=1, max_size=3))
    right = draw(st.text(SYMBOLS, min_size=1, max_size=2))
    return f"{left}={right}"


@settings(max_examples=150, deadline=None)
@given(small_equations(), st.sampled_from(["move", "add", "remove"]),
       st.sampled_from([{}, {"unary_minus": True}, {"comparators": "=<>"}, {"gaps": "all"}]))
def test_solver_matches_brute_force_on_random_rows(equation, mode, options):
    """Any row of symbols, even one that is no equation yet (``+=1``), one stick away."""
    opts = Options(**options)
    got = [s.equation for s in solve(equation, 1, mode, opts).solutions]
    assert got == sorted(brute_force(equation, 1, mode, opts))


@settings(max_examples=12, deadline=None)
@given(st.text(SYMBOLS, min_size=1, max_size=2), st.text(SYMBOLS, min_size=1, max_size=1))
def test_solver_matches_brute_force_two_moves(left, right):
    equation = f"{left}={right}"
    got = [s.equation for s in solve(equation, 2, "move").solutions]
    assert got == sorted(brute_force(equation, 2, "move", Options()))
