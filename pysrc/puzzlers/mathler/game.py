"""Mathler: every expression of a mode, grouped by value (the day's target), and a guess assistant.

Mathler shows a target number; you find a calculation of exactly N tiles (digits and ``+ - * /``, plus
parentheses in Hard) whose value is the target. Modes: Easy (5 tiles, one operator), Normal (6 tiles, up to 2),
Hard (8 tiles, up to 3, parentheses). Two rule sets, as data (`RULE_SETS`):

- ``"game"``: what the game does, as far as public sources show — no signs in front, ``*`` and ``/`` before
  ``+`` and ``-``, exact division (``7/2*4`` is 14), lone zeros allowed, no leading zeros.
- ``"signed-whole"``: the rules of the notebook *Generating all possible equations for Mathler game* (the
  Kaggle notebook this puzzle's lists started from) — a leading ``+`` or ``-`` is allowed (in Hard also right
  after ``(``), and every ``/`` must divide exactly (a whole number). ``"seed"`` is its old name, still accepted
  (`RULE_ALIASES`: the command line, the library and share links ``r=seed``).

Both: an expression has at least one operator between two numbers, and lists write each expression with the
fewest parentheses (``(1+2)*3`` yes, ``(1*2)+3`` no), so one string stands for one calculation.

>>> expressions_for(5, 100)[:4]
['0+100', '1*100', '10*10', '10+90']
>>> score("12+3*4", "4*3+12")          # a commutative rearrangement of the answer wins: all green
'GGGGGG'
>>> score("12+3*4", "4*3+12", accept="exact")
'PPPPPP'
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from puzzlers.assistant import Suggestion
from puzzlers.engine import (
    Rules,
    commutative_form,
    divides_by_zero,
    evaluate,
    parse_expression,
    to_text,
    value_text,
)
from puzzlers.errors import PuzzleError, ascii_forms, is_whole, tile_fault, tiles_text, whole_number
from puzzlers.feedback import (
    Candidates,
    code_to_text,
    parse_feedback,
    score_codes,
    solved_code,
    split_turn,
    text_to_code,
)
from puzzlers.feedback import score as tile_score
from puzzlers.mathler.search import compile_template, has_binary, operator_count, skeletons, solve, stream_batches

#: Candidates above this many are scored against a deterministic sample of this size (the answer comes fast).
SAMPLE_SIZE = 1500
#: Feedback computations allowed per suggestion (keeps a turn well under a second in the browser).
PAIR_BUDGET = 120_000
#: At most this many answers left, `suggest` tries any expression of the target as a guess, not only those left.
PROBE_LIMIT = 100
#: The guesses a game allows, in every mode.
GUESSES = 6
#: At most this many candidates are returned to the page.
MAX_CANDIDATES_CAP = 1000
#: Targets whose candidate list would exceed this are refused by the assistant (e.g. 0 in Hard: ``0*123456``).
MAX_TARGET_CANDIDATES = 400_000
ACCEPT_MODES = ("commutative", "anagram", "exact")


@dataclass(frozen=True)
class Mode:
    """A game mode: ``tiles`` tiles, at most ``max_operators`` of ``+ - * /`` (signs count), parentheses or not."""

    name: str
    tiles: int
    max_operators: int
    parentheses: bool
    url: str


MODES = {
    5: Mode("Easy", 5, 1, False, "https://easy.mathler.com/"),
    6: Mode("Normal", 6, 2, False, "https://www.mathler.com/"),
    8: Mode("Hard", 8, 3, True, "https://hard.mathler.com/"),
}


@dataclass(frozen=True)
class RuleSet:
    """What an expression may be, as data: the engine's `Rules` (without parentheses; the mode adds them) for
    the listed expressions, the wider rules for guesses, and how the game accepts a rearranged answer."""

    name: str
    rules: Rules
    guess_rules: Rules
    accept: str
    description: str

    def for_mode(self, mode: Mode, guess: bool = False) -> Rules:
        return replace(self.guess_rules if guess else self.rules, parentheses=mode.parentheses)


_GAME = Rules(division="exact", lone_zero=True)
_SIGNED_WHOLE = Rules(division="integer", lone_zero=True, unary_minus=True, unary_plus=True)

RULE_SETS = {
    "game": RuleSet("game", _GAME, replace(_GAME, unary_minus=True, unary_plus=True), "commutative",
                    "the game's rules: exact division (fractions on the way are fine), no sign in front"),
    "signed-whole": RuleSet("signed-whole", _SIGNED_WHOLE, _SIGNED_WHOLE, "commutative",
                            "a leading + or - allowed, every / must divide exactly (the rules of the notebook "
                            "Generating all possible equations for Mathler game)"),
}
#: Old names of rule sets, still accepted everywhere a rule set is named: ``seed`` (the name of ``signed-whole``
#: until the rule sets were named after what they do; old share links ``r=seed`` hold it).
RULE_ALIASES = {"seed": "signed-whole"}


def mode(tiles: int) -> Mode:
    """The mode with ``tiles`` tiles (5 Easy, 6 Normal, 8 Hard)."""
    if not is_whole(tiles) or tiles not in MODES:
        raise PuzzleError(f"Mathler has 5 (Easy), 6 (Normal) or 8 (Hard) tiles; got {tiles!r}")
    return MODES[tiles]


def rule_set(rules: str | RuleSet) -> RuleSet:
    """The rule set named ``rules`` (`RULE_SETS`; an old name of `RULE_ALIASES` too).

    >>> rule_set("seed").name
    'signed-whole'
    """
    if isinstance(rules, RuleSet):
        return rules
    rules = RULE_ALIASES.get(rules, rules) if isinstance(rules, str) else rules
    if rules not in RULE_SETS:
        raise PuzzleError(f"rules are {' or '.join(repr(name) for name in RULE_SETS)}; got {rules!r}")
    return RULE_SETS[rules]


@cache
def shapes(tiles: int, rules: str = "game") -> tuple:
    """The compiled skeletons of a mode (see `puzzlers.mathler.search`), in template order."""
    m, rs = mode(tiles), rule_set(rules)
    r = rs.for_mode(m)
    return tuple(compile_template(t, r) for t in skeletons(m.tiles, m.max_operators, r))


def _integer(rules: str) -> bool:
    return rule_set(rules).rules.division == "integer"


# --- the lists ------------------------------------------------------------------------------------------------


def expressions(tiles: int, rules: str = "game", target: int | None = None) -> Iterator[tuple[str, int]]:
    """Every ``(expression, value)`` of the mode with an integer value, lazily, in a fixed order (skeleton by
    skeleton, in template order; numbers ascending within). With ``target``, only that value's expressions.

    Memory stays bounded (a few MB) whatever the mode: nothing is collected.

    >>> next(expressions(6))
    ('0*0*10', 0)
    """
    integer = _integer(rules)
    for node in shapes(tiles, rule_set(rules).name):
        if target is None:
            for batch in stream_batches(node, integer):
                yield from batch
        else:
            for text in solve(node, target, integer):
                yield text, target


def batches(tiles: int, rules: str = "game") -> Iterator[tuple[list, int, int]]:
    """``(batch, done, total)`` triples: the lists of `expressions` as produced, with progress measured in
    fillings of skeletons (``done`` of ``total``), for writers that show a progress bar."""
    integer = _integer(rules)
    nodes = shapes(tiles, rule_set(rules).name)
    total = sum(n.size for n in nodes)
    done = 0
    for node in nodes:
        for batch in stream_batches(node, integer):
            yield batch, done, total
        done += node.size
    yield [], total, total


#: The expressions of the latest targets, (tiles, target, rules) -> sorted tuple, the least recent first.
_FOR_TARGET: dict[tuple[int, int, str], tuple[str, ...]] = {}
_FOR_TARGET_KEPT = 16


def _for_target(tiles: int, target: int, rules: str, progress=None) -> tuple[str, ...]:
    key = (tiles, target, rules)
    if key in _FOR_TARGET:
        _FOR_TARGET[key] = _FOR_TARGET.pop(key)  # the most recent now
        return _FOR_TARGET[key]
    integer = _integer(rules)
    nodes = shapes(tiles, rules)
    total, done = sum(node.size for node in nodes), 0
    out: list[str] = []
    for node in nodes:
        out.extend(solve(node, target, integer))
        if len(out) > MAX_TARGET_CANDIDATES:
            raise PuzzleError(f"{target:,} has more than {MAX_TARGET_CANDIDATES:,} expressions of {tiles} tiles:"
                              f" too many to list or to search through (the game's targets have far fewer)")
        done += node.size
        if progress is not None:
            progress(done, total)
    out.sort()
    _FOR_TARGET[key] = found = tuple(out)
    if len(_FOR_TARGET) > _FOR_TARGET_KEPT:
        del _FOR_TARGET[next(iter(_FOR_TARGET))]
    return found


def clear_caches() -> None:
    """Forget the expressions cached per target (`expressions_for`); benchmarks time cold runs with it."""
    _FOR_TARGET.clear()


def expressions_for(tiles: int, target: int, rules: str = "game", progress=None) -> list[str]:
    """Every expression of the mode whose value is ``target``, sorted as text (computed by solving for the
    target, not by filtering the list: milliseconds for Normal, a fraction of a second for Hard). The latest 16
    targets' are kept. ``progress(done, total)`` is told how far the work is (in fillings of skeletons), when it
    is not kept.

    >>> clear_caches()
    >>> seen = []
    >>> len(expressions_for(5, 7, progress=lambda done, total: seen.append((done, total))))
    88
    >>> seen[-1][0] == seen[-1][1] and len(seen) == len(shapes(5))
    True
    >>> expressions_for(5, 7, progress=lambda done, total: seen.append((done, total)))[:3], len(seen)  # kept
    (['17-10', '18-11', '19-12'], 12)
    """
    mode(tiles)
    rs = rule_set(rules)
    whole_number(target, f"the target is a whole number; got {target!r}")
    return list(_for_target(tiles, target, rs.name, progress))


def count(tiles: int, rules: str = "game") -> int:
    """How many expressions the mode has (by streaming them: seconds for Normal, minutes for Hard)."""
    return sum(len(b) for b, _, _ in batches(tiles, rules))


def value_counts(tiles: int, rules: str = "game") -> dict[int, int]:
    """How many expressions each value has, by value."""
    counts: dict[int, int] = {}
    get = counts.get
    for batch, _, _ in batches(tiles, rules):
        for _, v in batch:
            counts[v] = get(v, 0) + 1
    return dict(sorted(counts.items()))


def group_by_value(pairs: Iterable[tuple[str, int]]) -> dict[int, list[str]]:
    """``{value: [expression, ...]}`` sorted by value, expressions in the order given."""
    groups: dict[int, list[str]] = {}
    for text, value in pairs:
        groups.setdefault(value, []).append(text)
    return dict(sorted(groups.items()))


def is_listed(text: str, tiles: int, rules: str = "game") -> bool:
    """Whether ``text`` belongs to the mode's list, decided by the engine alone (the definition the fast
    enumerator is tested against): the right length, at most the mode's operators, a binary operator, parsed
    under the rule set, printed back unchanged (fewest parentheses) and an integer value."""
    m, rs = mode(tiles), rule_set(rules)
    r = rs.for_mode(m)
    if len(text) != m.tiles or operator_count(text) > m.max_operators:
        return False
    try:
        node = parse_expression(text, r)
    except PuzzleError:
        return False
    if not has_binary(node) or to_text(node, r.division) != text:
        return False
    value = evaluate(node, r)
    return value is not None and getattr(value, "denominator", 1) == 1

def matches(text: str, pattern: str = "", must: str = "", must_not: str = "") -> bool:
    """The list page's filter: ``pattern`` (one character per tile, ``?`` any tile; empty: any), symbols that
    must all occur, each as many times as given, and symbols none of which may occur.

    >>> matches("12+3*4", "??+???", must="*", must_not="/")
    True
    >>> matches("12+3*4", must="11"), matches("11+3*4", must="11")
    (False, True)
    """
    if pattern:
        if len(pattern) != len(text):
            return False
        for p, ch in zip(pattern, text):
            if p != "?" and p != ch:
                return False
    return all(text.count(ch) >= must.count(ch) for ch in set(must)) and not any(ch in text for ch in must_not)


# --- guesses, acceptance, feedback ----------------------------------------------------------------------------


@dataclass(frozen=True)
class GuessCheck:
    valid: bool
    message: str
    value: str | None = None


def check_guess(guess: str, tiles: int, target: int | None = None, rules: str = "game") -> GuessCheck:
    """Whether the game takes ``guess``: the mode's tile count, only allowed symbols, a well-formed
    calculation with at most the mode's operators (parentheses need not be minimal here), and, when ``target``
    is given, the target's value. The message says what is wrong, for a person."""
    m, rs = mode(tiles), rule_set(rules)
    if not isinstance(guess, str):
        return GuessCheck(False, "a guess is text such as 12+3*4")
    text = tiles_text(guess)
    allowed = "0123456789+-*/" + ("()" if m.parentheses else "")
    for i, ch in enumerate(text):
        if ch not in allowed:
            return GuessCheck(False, f"{ch!r} (tile {i + 1}) is not a {m.name} Mathler tile; use {allowed}")
    if len(text) != m.tiles:
        return GuessCheck(False, f"{m.name} Mathler needs {m.tiles} tiles; {text!r} has {len(text)}")
    if operator_count(text) > m.max_operators:
        return GuessCheck(False, f"{m.name} Mathler allows at most {m.max_operators} operator"
                                 f"{'s' if m.max_operators > 1 else ''}; {text!r} has {operator_count(text)}")
    r = rs.for_mode(m, guess=True)
    try:
        node = parse_expression(text, r)
    except PuzzleError as error:
        return GuessCheck(False, str(error))
    if not has_binary(node):
        return GuessCheck(False, "a guess needs an operator between two numbers")
    value = evaluate(node, r)
    if value is None:
        why = ("divides by zero" if divides_by_zero(node, r)
               else "has a division that is not exact (the rules want whole ones)")
        return GuessCheck(False, f"{text} {why}")
    shown = value_text(value)
    if target is not None and value != target:
        return GuessCheck(False, f"{text} = {shown}, not {target}", shown)
    return GuessCheck(True, f"{text} = {shown}", shown)


@lru_cache(maxsize=65536)
def commutative_key(text: str, tiles: int = 8) -> tuple:
    """Equal for two expressions exactly when one is a commutative rearrangement of the other: the terms of
    every sum in any order (each keeping its sign) and the factors of every product in any order (each keeping
    its ``*`` or ``/``), at every level of parentheses."""
    r = replace(RULE_SETS["signed-whole"].rules, parentheses=True, division="exact")
    return commutative_form(parse_expression(text, r))


def accepts(guess: str, answer: str, accept: str = "commutative") -> bool:
    """Whether the game counts ``guess`` as solving ``answer`` (both have the target's value).

    - ``"exact"``: only the answer itself;
    - ``"commutative"`` (the game's stated rule, "commutative solutions are accepted ... and will be
      automatically rearranged to the solution"): the same terms and factors in another order, see
      `commutative_key`: ``4*3+12`` for ``12+3*4``, ``20-3+7`` for ``7+20-3``; not ``4/12*2`` for ``2/4*12`` (12
      divides there);
    - ``"anagram"`` (the loosest reading, used by some clones): any rearrangement of the same tiles with the
      same value.

    Both are read as typed expressions are (`tiles_text`: ``4×3+12`` is ``4*3+12``).

    >>> accepts("3+7+20", "20+7+3"), accepts("13+42", "12+43"), accepts("13+42", "12+43", "anagram")
    (True, False, True)
    >>> accepts("4×3+12", "12+3*4")
    True
    """
    if accept not in ACCEPT_MODES:
        raise PuzzleError(f"accept is one of {', '.join(ACCEPT_MODES)}; got {accept!r}")
    return _accepts(tiles_text(guess), tiles_text(answer), accept)


def _accepts(guess: str, answer: str, accept: str) -> bool:
    """`accepts` for texts already read (`tiles_text`) and a known ``accept`` mode: the assistants' inner loops."""
    if guess == answer:
        return True
    if accept == "exact" or sorted(guess) != sorted(answer):
        return False
    if accept == "anagram":
        return _value(guess) == _value(answer)
    try:
        return commutative_key(guess) == commutative_key(answer)
    except PuzzleError:
        return False


def _value(text: str):
    r = replace(RULE_SETS["game"].guess_rules, parentheses=True)
    try:
        return evaluate(parse_expression(text, r), r)
    except PuzzleError:
        return None


def score(guess: str, answer: str, accept: str = "commutative") -> str:
    """The tiles the game shows for ``guess`` when the answer is ``answer``: ``G`` green, ``P`` (the game's
    yellow) in the answer elsewhere, ``B`` (grey) not there; all green when the game accepts the guess as a
    rearrangement of the answer (`accepts`). Both are read as typed expressions are (`tiles_text`).

    >>> score("12+3*4", "4×3+12")
    'GGGGGG'
    """
    if accept not in ACCEPT_MODES:
        raise PuzzleError(f"accept is one of {', '.join(ACCEPT_MODES)}; got {accept!r}")
    guess, answer = tiles_text(guess), tiles_text(answer)
    if _accepts(guess, answer, accept):
        return "G" * len(answer)
    return tile_score(guess, answer)


class MathlerCandidates(Candidates):
    """`puzzlers.feedback.Candidates` with Mathler's acceptance: an answer the guess rearranges (see
    `accepts`) scores all green. All candidates share one value (the target)."""

    accept = "commutative"

    def codes(self, guess):
        out = super().codes(guess)
        return _accept_codes(guess, self.answers, out, self.accept)

    def subset(self, positions):
        sub = super().subset(positions)
        sub.accept = self.accept
        return sub


def _accept_codes(guess: str, answers, codes: list, accept: str) -> list:
    if accept == "exact":
        return codes
    solved = solved_code(len(guess))
    signature = sorted(guess)
    for i, answer in enumerate(answers):
        if codes[i] != solved and sorted(answer) == signature and _accepts(guess, answer, accept):
            codes[i] = solved
    return codes


# --- the assistant --------------------------------------------------------------------------------------------


def _parse_turns(tiles: int, target: int, turns: Iterable, rules: str) -> list[tuple[str, str]]:
    m = mode(tiles)
    out = []
    for number, turn in enumerate(turns, 1):
        guess, fb = map(ascii_forms, split_turn(number, turn, f"{'12+3*4-5'[:m.tiles]}:{'GPBBGBPB'[:m.tiles]}"))
        verdict = check_guess(guess, tiles, target, rules)
        if not verdict.valid:
            raise PuzzleError(f"turn {number}: {verdict.message}")
        try:
            fb = parse_feedback(fb, m.tiles)
        except PuzzleError as error:
            raise PuzzleError(f"turn {number}: {error}") from None
        out.append((tiles_text(guess), fb))  # as check_guess read it (12+3×4 is 12+3*4)
    return out


def _no_fit(number: int, guess: str, feedback: str, codes: list, tiles: int, parsed=(), every=(),
            accept: str = "exact") -> PuzzleError:
    """Why turn ``number`` leaves no answer: the answers left before it give ``guess`` the colour ``codes``, none
    of them ``feedback``. Names the tile whose colour alone none gives, as Nerdle's messages do; else a turn whose
    colours some of ``every`` answer gives, but not with an earlier turn's of ``parsed``, is named with that turn
    (either may be the one set wrong).

    >>> print(_no_fit(1, "23+5-4", "PGBBBB", [text_to_code("BBBPBG"), text_to_code("PBBBBB")], 6))
    guess 1 (23+5-4), tile 2 ('3'): no answer makes it green; it can only be black
    """
    answers = "no answer the earlier guesses left" if number > 1 else "no answer"
    rows = {code_to_text(c, tiles) for c in codes}
    tile = tile_fault(f"guess {number} ({guess})", guess, feedback, rows, answers)
    if tile:
        return PuzzleError(tile)
    code = text_to_code(feedback)
    if number > 1 and code in _accept_codes(guess, every, score_codes(guess, every), accept):
        for j, (earlier, earlier_fb) in enumerate(parsed[:number - 1], 1):
            earlier_code = text_to_code(earlier_fb)
            both = [a for a, c in zip(every, _accept_codes(earlier, every, score_codes(earlier, every), accept))
                    if c == earlier_code]
            if code not in _accept_codes(guess, both, score_codes(guess, both), accept):
                return PuzzleError(f"guesses {j} ({earlier}) and {number} ({guess}): no answer gives both their "
                                   "colours; check the tiles of both")
    return PuzzleError(f"guess {number} ({guess}): {answers} gives exactly these colours; each tile is possible"
                       " on its own, so check them together")


def remaining(tiles: int, target: int, turns: Iterable = (), rules: str = "game",
              accept: str | None = None) -> list[str]:
    """The expressions of value ``target`` consistent with every ``(guess, feedback)`` turn, sorted."""
    return suggest(tiles, target, turns, rules, accept, search=False).remaining


def suggest(tiles: int, target: int, turns: Iterable = (), rules: str = "game", accept: str | None = None, *,
            search: bool = True, progress=None) -> Suggestion:
    """The best next guess for target ``target`` after ``turns`` (``"GUESS:FEEDBACK"`` strings,
    ``{"guess", "feedback"}`` dicts or pairs), and the candidates still possible.

    Candidates are all the mode's expressions of value ``target`` (`expressions_for`); each turn keeps those
    that would have shown its feedback, with the game's acceptance of rearrangements (``accept``; default the
    rule set's). The guess is the candidate that splits the rest best by `puzzlers.assistant.best_guess`
    (expected guesses to finish), within a fixed budget; above `SAMPLE_SIZE` candidates it is scored against
    a deterministic sample. ``progress(done, total)`` is told how far the target's expressions are found, when
    they are not kept from before (see `expressions_for`; the guess's choice after them is not counted).

    >>> s = suggest(6, 24, ["12+3*4:BPBBPB"])
    >>> s.suggestion, len(s.remaining)
    ('27*8/9', 18)
    """
    rs = rule_set(rules)
    accept = accept or rs.accept
    if accept not in ACCEPT_MODES:
        raise PuzzleError(f"accept is one of {', '.join(ACCEPT_MODES)}; got {accept!r}")
    m = mode(tiles)
    parsed = _parse_turns(tiles, target, turns, rs.name)
    green = "G" * m.tiles
    for guess, fb in parsed:
        if fb == green:
            return Suggestion(None, [guess], True, "solved")
    left = every = expressions_for(m.tiles, target, rs.name, progress)
    if not left:
        raise PuzzleError(f"no {m.name} Mathler expression has the value {target:,}; check the target")
    for number, (guess, fb) in enumerate(parsed, 1):
        code = text_to_code(fb)
        codes = _accept_codes(guess, left, score_codes(guess, left), accept)
        if code not in codes:
            raise _no_fit(number, guess, fb, codes, m.tiles, parsed, every, accept)
        left = [a for a, c in zip(left, codes) if c == code]
    if len(left) <= 2:
        return Suggestion(left[0], left, False, "last")
    if not search:
        return Suggestion(None, left, False, "")
    pool = left
    source = "search"
    if len(left) > SAMPLE_SIZE:
        pool = sorted(random.Random(target).sample(left, SAMPLE_SIZE))
        source = "sample"
    from puzzlers import assistant

    cands = MathlerCandidates(pool)
    cands.accept = accept
    # Few left, the guess may be any expression of the target, not only one of them: 4+21-1, 4+22-2, 4+26-6, …
    # ruled out one answer a guess, and lost games (30 of 1,553 answers of 24 took more than six guesses; 112 of
    # 1,512 of 7); a guess that is no answer tells several of them apart at once.
    # (not for the last guess, which only one of them can win)
    probes = every if len(left) <= PROBE_LIMIT and len(parsed) < GUESSES - 1 else []
    best = assistant.best_guess(cands, probes, solved_code(m.tiles), max_pairs=PAIR_BUDGET)
    return Suggestion(best, left, False, source)
