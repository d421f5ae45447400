"""An independent brute force for the plate game: build every expression tree, print it with the engine, keep
the texts the rules accept, dedupe, evaluate with the engine. Slow on purpose; for plates up to 4 digits."""

from __future__ import annotations

import itertools

from puzzlers import engine
from puzzlers.engine import Binary, Num, Unary


def numbers(s: str, join: bool) -> bool:
    return len(s) == 1 or (join and s[0] != "0")


def trees(s: str, ops: str, join: bool, unary: bool):
    out = []
    if numbers(s, join):
        out.append(Num(int(s), s))
    for m in range(1, len(s)):
        lefts, rights = trees(s[:m], ops, join, unary), trees(s[m:], ops, join, unary)
        for op in ops:
            for left in lefts:
                for r in rights:
                    out.append(Binary(op, left, r))
    if unary:
        out += [Unary("-", t) for t in out if not isinstance(t, Unary)]
    return out


def side_texts(s: str, options) -> dict[str, object]:
    """Every accepted minimal text over s -> its value (None when it has none)."""
    rules = options.rules
    found = {}
    for tree in trees(s, options.ops, options.join, options.unary):
        text = engine.to_text(tree)
        if text in found:
            continue
        try:
            node = engine.parse_expression(text, rules)
        except engine.PuzzleError:
            continue
        found[text] = engine.evaluate(node, rules)
    return found


def brute_solutions(digits: str, options) -> set[str]:
    arrangements = {"".join(p) for p in itertools.permutations(digits)} if options.reorder else {digits}
    result = set()
    for a in arrangements:
        if options.target is not None:
            for text, value in side_texts(a, options).items():
                if value is not None and value == options.target:
                    result.add(f"{text}={options.target}")
            continue
        for k in range(1, len(a)):
            left, right = side_texts(a[:k], options), side_texts(a[k:], options)
            by_value: dict = {}
            for text, value in right.items():
                if value is not None:
                    by_value.setdefault(value, []).append(text)
            for lt, value in left.items():
                if value is not None:
                    for rt in by_value.get(value, ()):
                        result.add(f"{lt}={rt}")
    return result
