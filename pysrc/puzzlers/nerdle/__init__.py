"""Nerdle: every answer of every variant, the guess check, tile feedback and the guess assistant.

The library is re-exported here (``from puzzlers.nerdle import suggest``); its modules:

- `nerdle.game`: the library: variants, answers, guesses, feedback, `suggest`
- `nerdle.basic`: the answer enumerator for the basic variants
- `nerdle.maxi`: the answer enumerator for Maxi (parentheses, squares, cubes)
- `nerdle.maxiplay`: the Maxi assistant (a fixed opener, precomputed second guesses, a budgeted live search)
- `nerdle.instant`: Instant Nerdle (two coloured guesses given: the answer or the few candidates)
- `nerdle.multi`: Bi-Nerdle and Quad-Nerdle (one guess per turn for 2 or 4 boards)
- `nerdle.rules`: counting rules that reproduce other published answer counts (`CountRules`, `RULE_SETS`)
- `nerdle.cli`: the `puzzlers` subcommand;  `nerdle.web`: the browser entry points (JSON in, JSON out)

No library module imports a face: long work reports progress through a callback argument.
"""

from puzzlers.nerdle.game import (
    BASIC_SYMBOLS,
    LIVE_PAIR_BUDGET,
    MAX_CANDIDATES_CAP,
    MAXI_SYMBOLS,
    VARIANTS,
    GuessCheck,
    NerdleCandidates,
    Suggestion,
    Variant,
    answer_list,
    candidates_for,
    check_guess,
    commutative_key,
    count_answers,
    decision_tree,
    equations,
    feedback,
    feedback_code,
    guess_pool,
    is_answer,
    remaining,
    same_commutative,
    suggest,
    variant,
)
from puzzlers.nerdle.instant import InstantResult, instant
from puzzlers.nerdle.multi import MultiSuggestion, multi_suggest
from puzzlers.nerdle.rules import RULE_SETS, CountRules

__all__ = [
    "BASIC_SYMBOLS", "MAXI_SYMBOLS", "LIVE_PAIR_BUDGET", "MAX_CANDIDATES_CAP", "Variant", "VARIANTS",
    "variant", "equations", "answer_list", "count_answers", "guess_pool", "is_answer", "GuessCheck",
    "check_guess", "commutative_key", "same_commutative", "feedback", "feedback_code", "NerdleCandidates",
    "candidates_for", "decision_tree", "Suggestion", "remaining", "suggest",
    "CountRules", "RULE_SETS", "InstantResult", "instant",
    "MultiSuggestion", "multi_suggest",
]
