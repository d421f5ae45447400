"""Mathler: every expression of every mode, acceptance rules, tile feedback and the guess assistant.

The library is re-exported here (``from puzzlers.mathler import suggest``); its modules:

- `mathler.game`: the library: modes, rule sets, lists, acceptance, `suggest`
- `mathler.search`: the exact expression enumerator behind the lists
- `mathler.cli`: the `puzzlers` subcommand;  `mathler.web`: the browser entry points (JSON in, JSON out)

No library module imports a face: long work reports progress through a callback argument.
"""

from puzzlers.mathler.game import (
    ACCEPT_MODES,
    MAX_CANDIDATES_CAP,
    MAX_TARGET_CANDIDATES,
    MODES,
    PAIR_BUDGET,
    RULE_ALIASES,
    RULE_SETS,
    SAMPLE_SIZE,
    GuessCheck,
    MathlerCandidates,
    Mode,
    RuleSet,
    accepts,
    batches,
    check_guess,
    commutative_key,
    count,
    expressions,
    expressions_for,
    group_by_value,
    is_listed,
    matches,
    mode,
    remaining,
    rule_set,
    score,
    shapes,
    suggest,
    value_counts,
)

__all__ = [
    "matches", "SAMPLE_SIZE", "PAIR_BUDGET", "MAX_CANDIDATES_CAP", "MAX_TARGET_CANDIDATES", "ACCEPT_MODES",
    "Mode", "MODES", "RuleSet", "RULE_SETS", "RULE_ALIASES", "mode", "rule_set", "shapes", "expressions", "batches",
    "expressions_for", "count", "value_counts", "group_by_value", "is_listed", "GuessCheck", "check_guess",
    "commutative_key", "accepts", "score", "MathlerCandidates", "remaining", "suggest",
]
