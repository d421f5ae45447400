"""The regular expressions of regex crosswords: parsing, automata over fixed-length lines, exact matching.

A clue is a Python regular expression that must match its whole line (`re.fullmatch` semantics). This module

- parses the subset these puzzles use (`parse`), naming the position of anything unsupported;
- compiles a clue, for one line length and one alphabet, to a `LineAutomaton`: an epsilon-free automaton whose
  `narrow` method takes the symbols still possible in each cell and returns the symbols some full match can use
  (forward and backward reachability over the fixed-length line);
- matches a whole string exactly (`matches`), backreferences and lookaheads included, by a search over
  (state, position, captures) with a visited set, so no pattern can make it backtrack exponentially.

Backreferences and lookaheads are not regular. For propagation the automaton relaxes them (``\\1`` may read any
string its group could read; a lookahead is ignored), which can only keep symbols, never lose one; a clue that
needed relaxing is marked ``exact=False`` and its candidates are checked with `matches` once few remain.

Symbols are the characters of the puzzle's alphabet; a set of symbols is an ``int`` bit mask (bit ``k`` is
``alphabet[k]``). What a character class matches is decided by Python's own `re` on each alphabet character, so
escapes and categories (``\\d \\w \\s``) mean exactly what they mean to `re.fullmatch`.

Its modules, by concept (everything public is re-exported here: ``from puzzlers.regexcrossword.regex import
parse``):

- `regex.syntax`: the syntax tree, `parse` and the symbol masks (`charset_mask`);
- `regex.work`: the work budget (`Work`, `OutOfWork`);
- `regex.automaton`: `line_automaton` and `LineAutomaton` (relaxed, for propagation);
- `regex.program`: the exact matcher's program (captures, backreferences, lookaheads);
- `regex.matcher`: exact matching of a whole line (`matches`);
- `regex.captures`: exact narrowing with backreferences (`narrow_captures`).
"""

from puzzlers.regexcrossword.regex.automaton import MAX_STATES, LineAutomaton, line_automaton
from puzzlers.regexcrossword.regex.captures import CAPTURE_STEP, narrow_captures
from puzzlers.regexcrossword.regex.matcher import MATCH_BUDGET, MATCH_STEP, matches
from puzzlers.regexcrossword.regex.program import program_size
from puzzlers.regexcrossword.regex.syntax import (
    MAX_CLUE_LENGTH,
    MAX_DEPTH,
    MAX_RANGE,
    Alt,
    Anchor,
    Backref,
    Boundary,
    CharSet,
    Group,
    Look,
    Regex,
    Repeat,
    Seq,
    charset_mask,
    compile_quietly,
    parse,
)
from puzzlers.regexcrossword.regex.work import OutOfWork, Work

__all__ = [
    "MAX_CLUE_LENGTH", "MAX_RANGE", "MAX_DEPTH", "MATCH_BUDGET", "MATCH_STEP", "CAPTURE_STEP", "MAX_STATES",
    "CharSet", "Seq", "Alt", "Repeat", "Group", "Backref", "Look", "Anchor", "Boundary", "Regex", "parse",
    "compile_quietly", "charset_mask", "OutOfWork", "Work", "LineAutomaton", "line_automaton", "program_size",
    "matches", "narrow_captures", "clear_caches",
]


def clear_caches() -> None:
    """Forget every cached parse, symbol mask, automaton and program (benchmarks time cold runs with it)."""
    from puzzlers.regexcrossword.regex import automaton, captures, program

    for cached in (parse, compile_quietly, charset_mask, program.program, captures.program_masks):
        cached.cache_clear()
    automaton.clear_automata()
