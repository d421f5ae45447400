"""Hypothesis strategies for random clues of the regex crossword dialect (shared by the regex test files)."""

from __future__ import annotations

from hypothesis import strategies as st


def _quantify(body: str, q: str) -> str:
    return f"(?:{body}){q}" if len(body) > 1 and not body.startswith("[") else body + q


def clue_strategy(leaves: list[str], max_leaves: int = 6):
    """Regexes grown from ``leaves`` by concatenation, alternation, groups, quantifiers and lookaheads (repeated
    ones too, as in ``(?=a)*``)."""
    def extend(children):
        quant = st.sampled_from(["*", "+", "?", "{2}", "{0,2}", "{1,}", "*?", "+?", "??", "{1,2}?"])
        return st.one_of(
            st.tuples(children, children).map("".join),
            st.tuples(children, children).map(lambda t: f"{t[0]}|{t[1]}"),
            children.map(lambda c: f"({c})"),
            children.map(lambda c: f"(?:{c})"),
            st.tuples(children, quant).map(lambda t: _quantify(*t)),
            children.map(lambda c: f"(?={c})"),
            children.map(lambda c: f"(?!{c})"),
            st.tuples(st.sampled_from("=!"), children, quant).map(lambda t: f"(?{t[0]}{t[1]}){t[2]}"),
        )
    return st.recursive(st.sampled_from(leaves), extend, max_leaves=max_leaves)
