"""The license plate game: make a true equation from a plate's digits.

Keep the digits in order, each digit its own number, and put one of ``+ - * /`` or the single ``=`` between every
two neighbours, so that both sides are equal under the usual precedence: ``1234`` gives ``1-2=3-4``; ``1013``
has no solution. Options (each combinable, see `PlateOptions`) allow parentheses, joining neighbouring digits into
numbers, a target instead of ``=``, any order of the digits, a minus sign at the start of a side, and powers.

Two solutions are the same when their minimal-parentheses text (`puzzlers.engine.to_text`) is the same. Counts
are exact and never need the list: the solver counts canonical expression trees by value (`puzzlers.plates.tables`).

>>> result = solve("1234")
>>> result.count, result.solutions
(2, ('1-2=3-4', '1=2+3-4'))
>>> solve("1013").count
0
>>> solve("08-D-12345", group=-1).digits
'12345'
"""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field

from puzzlers import engine
from puzzlers.errors import PuzzleError, ascii_forms, check_option_names, whole_number
from puzzlers.plates.tables import Tables, from_value

MIN_DIGITS = 2
MAX_DIGITS = 11  # the longest any option set allows (DIGIT_LIMITS["plain"])
DEFAULT_MAX_SOLUTIONS = 200
MAX_SOLUTIONS = 10_000
#: With parentheses each further level of listed solutions needs its own tables, so on a plate at its options'
#: digit limit the list is capped lower (`max_listed`): listing this many costs at most about as much again as
#: counting (`98765` with all five options: 10,000 took 3-5 s, 1,000 takes about what the count takes).
MAX_SOLUTIONS_PARENS = 1_000
#: `stats` stops at once with a message when, after its first 1% of plates, it would take longer than this many
#: seconds in all (CPython; `puzzlers plate stats --digits 5` with five options would take ~15 minutes).
STATS_TIME_LIMIT = 120.0
#: Up to this many solutions (in the simplest parenthesis levels needed) are all listed and sorted exactly.
SORT_LIMIT = 20_000
MAX_TARGET = 10**9
STATS_LENGTHS = (2, 5)

#: The longest plate allowed for each combination of options ("target" = any target), so that the worst plate at a limit
#: answers within about a second in the browser (Chromium's worker, unthrottled, on the developers' machine; Pyodide is
#: 1.5-3x slower than CPython on these plates). Derived with `bench/bench_plates.py --limits 0.33`: the longest hard
#: plate (987654...) whose cold solve (count plus 200 listed) takes at most 0.33 s of CPU time on CPython 3.11, an
#: option set never getting more digits than any of its subsets; `bench/bench_plates_browser.py` times the slowest ones
#: in the browser (figures in site/plates.md). This cut 50 limits by a digit or two (plain 12 -> 11, join + power +
#: target 10 -> 8: 4 s on CPython before). Kept at 4 digits although a loaded machine measured them over 0.33 s:
#: parentheses, any order, minus signs, powers and a target (0.30-0.33 s), and all six options (0.40 s), since four
#: digits is the common plate.
DIGIT_LIMITS: dict[str, int] = {
    "plain": 11, "parens": 8, "join": 9, "reorder": 6, "unary": 10, "power": 10, "target": 11, "parens+join": 8,
    "parens+reorder": 5, "parens+unary": 7, "parens+power": 6, "parens+target": 7, "join+reorder": 6,
    "join+unary": 9, "join+power": 9, "join+target": 9, "reorder+unary": 5, "reorder+power": 6, "reorder+target": 5,
    "unary+power": 9, "unary+target": 10, "power+target": 9, "parens+join+reorder": 5, "parens+join+unary": 6,
    "parens+join+power": 6, "parens+join+target": 7, "parens+reorder+unary": 4, "parens+reorder+power": 5,
    "parens+reorder+target": 5, "parens+unary+power": 5, "parens+unary+target": 6, "parens+power+target": 6,
    "join+reorder+unary": 5, "join+reorder+power": 5, "join+reorder+target": 5, "join+unary+power": 8,
    "join+unary+target": 8, "join+power+target": 8, "reorder+unary+power": 5, "reorder+unary+target": 5,
    "reorder+power+target": 5, "unary+power+target": 8, "parens+join+reorder+unary": 4,
    "parens+join+reorder+power": 5, "parens+join+reorder+target": 5, "parens+join+unary+power": 5,
    "parens+join+unary+target": 5, "parens+join+power+target": 6, "parens+reorder+unary+power": 4,
    "parens+reorder+unary+target": 4, "parens+reorder+power+target": 4, "parens+unary+power+target": 4,
    "join+reorder+unary+power": 5, "join+reorder+unary+target": 5, "join+reorder+power+target": 5,
    "join+unary+power+target": 7, "reorder+unary+power+target": 5, "parens+join+reorder+unary+power": 4,
    "parens+join+reorder+unary+target": 4, "parens+join+reorder+power+target": 4,
    "parens+join+unary+power+target": 4, "parens+reorder+unary+power+target": 4,
    "join+reorder+unary+power+target": 5, "parens+join+reorder+unary+power+target": 4,
}


def number_summary(value: int) -> str:
    """A whole number as a message shows it: in full up to 10 digits, else only how many digits it has, as the
    page's target strings are (a pasted 401-digit target is not echoed back; Python 3.11+ refuses to print a
    number of over 4,300 digits anyway).

    >>> number_summary(-12), number_summary(10**400)
    ('-12', 'a number of 401 digits')
    """
    size = abs(value)
    if size < 10**10:
        return str(value)
    digits = max(1, int(size.bit_length() * 0.30102999566398))  # log10(2): at most one digit short
    while 10**digits <= size:
        digits += 1
    return f"a number of {digits:,} digits"


@dataclass(frozen=True)
class PlateOptions:
    """Which moves are allowed; every combination is valid (within `max_digits`).

    - ``parens``: parentheses may group, anywhere (``(1+2)*3=9``).
    - ``join``: neighbouring digits may form one number (``12+3=15``); no leading zeros (``05`` is not a
      number, ``0`` alone is).
    - ``reorder``: the digits may be used in any order (each exactly once; arrangements that are the same digit
      string count once).
    - ``unary``: a minus sign may stand at the start of a side, and after ``(`` when parentheses are on
      (``-1+2=1``, ``3*(-1+2)=3``); never two signs in a row (``-(-1)``).
    - ``power``: ``^`` is allowed (right-associative; ``2^3^2 = 2^9``), within the engine's limits
      (`puzzlers.engine.power`: exponents up to 256, results up to 4096 bits).
    - ``target``: no ``=`` between digits; instead the whole expression must equal this integer, and the
      solution reads ``expression=target`` (``(1+2)*3+4-9-8=0``).
    """

    parens: bool = False
    join: bool = False
    reorder: bool = False
    unary: bool = False
    power: bool = False
    target: int | None = None

    def __post_init__(self) -> None:
        for name in ("parens", "join", "reorder", "unary", "power"):  # ("yes" was taken, and "" too, for nothing)
            if not isinstance(getattr(self, name), bool):
                raise PuzzleError(f"the option {name} must be true or false, not {getattr(self, name)!r}")
        if self.target is not None:
            whole_number(self.target, f"the target must be a whole number, not {self.target!r}")
            if abs(self.target) > MAX_TARGET:
                raise PuzzleError(f"the target must be between -{MAX_TARGET} and {MAX_TARGET}; "
                                  f"got {number_summary(self.target)}")

    @property
    def rules(self) -> engine.Rules:
        """The engine rule set a solution's expression parses under."""
        return engine.Rules(operators=frozenset("+-*/^" if self.power else "+-*/"), parentheses=self.parens,
                            unary_minus=self.unary)

    @property
    def ops(self) -> str:
        return "+-*/^" if self.power else "+-*/"

    def _parts(self) -> list[str]:
        # the page's names of the options (site/plates.md), which a message about them names
        words = {"parens": "parentheses", "join": "join digits", "reorder": "reorder digits", "unary": "unary minus",
                 "power": "powers"}
        parts = [words[n] for n in ("parens", "join", "reorder", "unary", "power") if getattr(self, n)]
        if self.target is not None:
            parts.append(f"target {self.target}")
        return parts

    def describe(self) -> str:
        """``"parentheses, join digits, target 0"`` or ``"plain"``."""
        return ", ".join(self._parts()) or "plain"

    def in_words(self) -> str:
        """The options as a sentence says them: ``"parentheses, join digits and target 0"`` or ``"no options"``."""
        parts = self._parts()
        if len(parts) < 2:
            return parts[0] if parts else "no options"
        return ", ".join(parts[:-1]) + " and " + parts[-1]


@dataclass(frozen=True)
class Solutions:
    """The answer for one plate.

    ``count`` is exact; ``solutions`` lists at most the cap asked for, simplest first: fewer pairs of
    parentheses, then fewer operator symbols (signs included, ``=`` not), then the text in character order.
    ``exact_order`` is False only when more than `SORT_LIMIT` solutions tie at the cut: then the shown ones are
    still the simplest by parentheses, but which of the tied ones are shown, and their order, is the solver's
    fixed search order (so a longer list starts with a shorter one's).
    """

    digits: str
    options: PlateOptions
    count: int
    solutions: tuple[str, ...]
    exact_order: bool = True

    @property
    def truncated(self) -> bool:
        return self.count > len(self.solutions)


@dataclass(frozen=True)
class Hint:
    """Whether a plate can be solved, how many ways, and one clue that does not give a solution away."""

    digits: str
    solvable: bool
    count: int
    clue: str


@dataclass(frozen=True)
class PlateStats:
    """Figures over every plate of one length (``000..0`` to ``999..9``) under one option set."""

    length: int
    options: PlateOptions
    plates: int
    solvable: int
    histogram: tuple[tuple[int, int], ...]  # (number of solutions, number of plates), ascending
    most_solvable: str
    most_solutions: int
    most_solvable_no_leading_zero: str = ""  # the same among plates that do not start with 0
    most_solutions_no_leading_zero: int = 0
    seconds: float = field(default=0.0, compare=False)

    @property
    def unsolvable(self) -> int:
        return self.plates - self.solvable

    @property
    def solvable_share(self) -> float:
        return self.solvable / self.plates

    def to_json(self) -> dict:
        return {"length": self.length, "options": options_json(self.options), "rules": self.options.describe(),
                "plates": self.plates, "solvable": self.solvable, "unsolvable": self.unsolvable,
                "solvable_share": round(self.solvable_share, 6),
                "histogram": [[k, v] for k, v in self.histogram],
                "most_solvable": self.most_solvable, "most_solutions": self.most_solutions,
                "most_solvable_no_leading_zero": self.most_solvable_no_leading_zero,
                "most_solutions_no_leading_zero": self.most_solutions_no_leading_zero}


def options_json(options: PlateOptions) -> dict:
    """The options as a JSON object (CLI ``--json`` and statistics)."""
    return asdict(options)


# --- input ------------------------------------------------------------------------------------------------------


def digit_groups(text: str) -> list[str]:
    """The runs of ASCII digits in ``text``, in order.

    >>> digit_groups("08-D-12345")
    ['08', '12345']
    """
    return re.findall(r"[0-9]+", ascii_forms(text))


def plate_digits(text: str, group: int | None = None) -> str:
    """The digits of a plate: all digits of ``text`` in order, or only group ``group`` (0-based; -1 = last).

    >>> plate_digits("08-D-12345"), plate_digits("08-D-12345", 0)
    ('0812345', '08')
    """
    if not isinstance(text, str):
        raise PuzzleError(f"a plate is text, not {type(text).__name__}")
    groups = digit_groups(text)
    if group is None:
        return "".join(groups)
    whole_number(group, f"the digit group must be a whole number, not {group!r}")
    if not groups:
        raise PuzzleError("there are no digits to choose from")
    if not -len(groups) <= group < len(groups):
        raise PuzzleError(f"there is no digit group {group}; {text!r} has {len(groups)} "
                          f"(0 to {len(groups) - 1}, or -1 for the last)")
    return groups[group]


def max_digits(options: PlateOptions) -> int:
    """The longest plate these options allow (see `DIGIT_LIMITS`).

    >>> max_digits(PlateOptions()), max_digits(PlateOptions(parens=True, join=True))
    (11, 8)
    """
    names = [n for n in ("parens", "join", "reorder", "unary", "power") if getattr(options, n)]
    if options.target is not None:
        names.append("target")
    return DIGIT_LIMITS["+".join(names) or "plain"]


def check_plate(digits: str, options: PlateOptions) -> None:
    """Refuse a plate `solve` will not take: a `PuzzleError` when ``digits`` (the plate's digits, as text) has fewer
    than `MIN_DIGITS` or more than `MAX_DIGITS` digits, or more than the ``options`` allow (`max_digits`: the
    search grows fast with parentheses, joining and powers); None when it is fine.

    >>> check_plate("1234", PlateOptions())
    >>> check_plate("1", PlateOptions())
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: a plate needs 2 to 11 digits; got 1
    """
    n = len(digits)
    if not MIN_DIGITS <= n <= MAX_DIGITS:
        raise PuzzleError(f"a plate needs {MIN_DIGITS} to {MAX_DIGITS} digits; got {n}")
    limit = max_digits(options)
    if n > limit:
        raise PuzzleError(f"with {options.in_words()}, a plate may have at most {limit} digits; got {n}")


def max_listed(options: PlateOptions, digits: int = 0) -> int:
    """The most solutions `solve` lists for a plate of ``digits`` digits: `MAX_SOLUTIONS`, or
    `MAX_SOLUTIONS_PARENS` with parentheses on a plate at the options' digit limit (`max_digits`)."""
    return MAX_SOLUTIONS_PARENS if options.parens and digits >= max_digits(options) else MAX_SOLUTIONS


def check_cap(max_solutions: int, options: PlateOptions = PlateOptions(), digits: int = 0) -> None:
    """Refuse a number of solutions to list that is not a whole number from 0 to `max_listed` (`PuzzleError`)."""
    whole_number(max_solutions, f"the number of solutions to list must be a whole number, not {max_solutions!r}")
    most = max_listed(options, digits)
    if not 0 <= max_solutions <= most:
        where = f" for a {digits}-digit plate with {options.in_words()}" if most < MAX_SOLUTIONS else ""
        raise PuzzleError(f"the number of solutions to list must be 0 to {most}{where}; got {max_solutions}")


# --- solving ----------------------------------------------------------------------------------------------------

_TABLES: dict[tuple, Tables] = {}


def _tables(options: PlateOptions, max_parens: int | None = None) -> Tables:
    """Shared tables per option set (their memo makes statistics and typing digit by digit cheap)."""
    key = (options.ops, options.parens, options.join, options.unary, max_parens)
    found = _TABLES.get(key)
    if found is None:
        if len(_TABLES) > 16:
            _TABLES.clear()
        found = _TABLES[key] = Tables(options.ops, options.parens, options.join, options.unary, max_parens)
    return found


def arrangements(digits: str, reorder: bool) -> list[str]:
    """The digit strings to solve: the plate itself, or every distinct permutation in ascending order."""
    if not reorder:
        return [digits]
    return sorted({"".join(p) for p in itertools.permutations(digits)})


def _target_key(options: PlateOptions, p: int | None = None):
    value = from_value(options.target)
    return value if p is None else (value, p)


def _count_one(tables: Tables, digits: str, options: PlateOptions, level: int | None = None) -> int:
    """Solutions of one arrangement; with ``level``, only those with exactly that many pairs of parentheses."""
    if options.target is not None:
        return tables.count(digits, frozenset(tables.rules.classes), _target_key(options, level))
    return sum(_side_matches(tables, digits, k, level) for k in range(1, len(digits)))


def _side_matches(tables: Tables, digits: str, k: int, level: int | None = None) -> int:
    """Pairs (left side, right side) of equal value when the ``=`` stands after digit ``k``."""
    return tables.count_equal(digits[:k], digits[k:], level)


def _texts(tables: Tables, digits: str, options: PlateOptions, level: int | None = None) -> Iterator[str]:
    """Every solution text of one arrangement (of one parenthesis level when tracking), in search order."""
    everything = frozenset(tables.rules.classes)
    if options.target is not None:
        suffix = f"={options.target}"
        for node in tables.expressions(digits, everything, _target_key(options, level)):
            yield engine.to_text(node) + suffix
        return
    for k in range(1, len(digits)):
        ls, rs = digits[:k], digits[k:]
        short, other = (ls, rs) if len(ls) <= len(rs) else (rs, ls)
        for key in tables.all(short):
            if level is None:
                okey = key
            else:
                okey = (key[0], level - key[1])
                if okey[1] < 0:
                    continue
            if not tables.count(other, everything, okey):
                continue
            lkey, rkey = (key, okey) if short is ls else (okey, key)
            for ln in tables.expressions(ls, everything, lkey):
                lt = engine.to_text(ln)
                for rn in tables.expressions(rs, everything, rkey):
                    yield f"{lt}={engine.to_text(rn)}"


def order_key(text: str, target: int | None = None) -> tuple[int, int, str]:
    """Simplest first: fewer pairs of parentheses, then fewer operator symbols (signs included, ``=`` and the
    target not), then the text in character order.

    >>> sorted(["(1+2)*3=9", "12-3=9", "1+2*3=7"], key=order_key)
    ['12-3=9', '1+2*3=7', '(1+2)*3=9']
    """
    expression = text[: -len(f"={target}")] if target is not None else text
    return (expression.count("("), sum(expression.count(op) for op in "+-*/^"), text)


def plate_options(options: PlateOptions | dict) -> PlateOptions:
    """``options`` as `PlateOptions`: a dict of its fields is read as one (as the matchsticks' options are); an
    unknown field is a `PuzzleError`.

    >>> plate_options({"parens": True}).parens
    True
    """
    if isinstance(options, PlateOptions):
        return options
    if not isinstance(options, dict):
        raise TypeError(f"options are PlateOptions or a dict of its fields; got {type(options).__name__}")
    check_option_names(PlateOptions, options)
    wrong = [name for name, value in options.items() if name != "target" and not isinstance(value, bool)]
    if wrong:
        raise PuzzleError(f"option {wrong[0]!r} is True or False; got {options[wrong[0]]!r}")
    return PlateOptions(**options)


def solve(plate: str, options: PlateOptions = PlateOptions(), *, group: int | None = None,
          max_solutions: int = DEFAULT_MAX_SOLUTIONS) -> Solutions:
    """Every distinct solution of a plate: the exact count and up to ``max_solutions`` of them, simplest first.

    ``plate`` is any text; its digits are read in order (see `plate_digits` for ``group``). Raises `PuzzleError`
    for fewer than 2 or more than 11 digits, over the limit of the options (`max_digits`), or a cap over
    `max_listed` (`MAX_SOLUTIONS`; `MAX_SOLUTIONS_PARENS` with parentheses at the options' digit limit).

    >>> solve("1235").solutions
    ('1*2+3=5', '1=2*3-5')
    >>> solve("1235", {"parens": True}).count
    4
    """
    options = plate_options(options)
    digits = plate_digits(plate, group)
    check_plate(digits, options)
    check_cap(max_solutions, options, len(digits))
    arrs = arrangements(digits, options.reorder)
    tables = _tables(options)
    count = sum(_count_one(tables, a, options) for a in arrs)
    if max_solutions == 0 or count == 0:
        return Solutions(digits, options, count, ())
    key = lambda t: order_key(t, options.target)
    if count <= SORT_LIMIT:
        texts = sorted((t for a in arrs for t in _texts(tables, a, options)), key=key)
        return Solutions(digits, options, count, tuple(texts[:max_solutions]))
    if not options.parens:  # one parenthesis level: the first ones in search order, left in it (sorted, the first
        # 200 of 400 were not the 200: the page's Show more repeated 128 and left 128 out)
        texts = itertools.islice((t for a in arrs for t in _texts(tables, a, options)), max_solutions)
        return Solutions(digits, options, count, tuple(texts), exact_order=False)
    return _list_by_level(digits, arrs, options, count, max_solutions)


def _list_by_level(digits: str, arrs: list[str], options: PlateOptions, count: int, cap: int) -> Solutions:
    """List the simplest solutions level by level (0, 1, 2, ... pairs of parentheses) with tracked tables."""
    shown: list[str] = []
    seen, level, exact = 0, 0, True
    key = lambda t: order_key(t, options.target)
    while len(shown) < cap and seen < count:
        tables = _tables(options, max_parens=level)
        at_level = sum(_count_one(tables, a, options, level) for a in arrs)
        seen += at_level
        need = cap - len(shown)
        if at_level:
            texts = (t for a in arrs for t in _texts(tables, a, options, level))
            if at_level <= need or at_level <= SORT_LIMIT:
                shown.extend(sorted(texts, key=key)[:need])
            else:  # in search order, so that a longer list starts with a shorter one's
                shown.extend(itertools.islice(texts, need))
                exact = False
        level += 1
    return Solutions(digits, options, count, tuple(shown), exact_order=exact)


def count(plate: str, options: PlateOptions = PlateOptions(), *, group: int | None = None) -> int:
    """The exact number of distinct solutions, without listing any."""
    return solve(plate, options, group=group, max_solutions=0).count


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def hint(plate: str, options: PlateOptions = PlateOptions(), *, group: int | None = None) -> Hint:
    """Whether the plate is solvable, how many solutions it has, and a gentle clue.

    With ``=``: where the ``=`` goes (the place with the most solutions). With a target: which operators the
    simplest solution uses. Without a solution: an option that would make it solvable, if one of them does.

    >>> hint("1234").clue
    'the = goes after the 1st digit or the 2nd digit'
    """
    options = plate_options(options)
    digits = plate_digits(plate, group)
    check_plate(digits, options)
    arrs = arrangements(digits, options.reorder)
    tables = _tables(options)
    if options.target is None:
        by_place = [sum(_side_matches(tables, a, k) for a in arrs) for k in range(1, len(digits))]
        total = sum(by_place)
        if total:
            best = max(by_place)
            places = [_ordinal(k + 1) for k, c in enumerate(by_place) if c == best]
            where = " digit or the ".join(places)
            clue = f"the = goes after the {where} digit"
            if options.reorder:
                clue += " of a good arrangement"
            return Hint(digits, True, total, clue)
    else:
        total = sum(_count_one(tables, a, options) for a in arrs)
        if total:
            first = solve(digits, options, max_solutions=1).solutions[0]
            expression = first.rsplit("=", 1)[0]
            # (as the solutions write them: the clue said × and ÷ over solutions written with * and /)
            used = [op for op in "+-*/^" if op in expression]
            listed = ", ".join(used[:-1]) + " and " + used[-1] if len(used) > 1 else "".join(used) or "no operator"
            clue = "the simplest solution uses " + listed
            if "(" in expression:
                clue += ", with parentheses"
            return Hint(digits, True, total, clue)
    return Hint(digits, False, 0, _unsolvable_clue(digits, options))


#: The options a plate with no solution may name, in the order and by the names the page shows them.
OPTION_WORDS = {"parens": "parentheses", "join": "join digits", "reorder": "reorder digits", "unary": "unary minus",
                "power": "powers (^)"}


def options_that_help(digits: str, options: PlateOptions) -> dict[str, int | None]:
    """For each option of `OPTION_WORDS` that is off, how many solutions ``digits`` have with it turned on as well
    (None: too many digits to count under it; see `max_digits`, at most 8 here).

    >>> options_that_help("1013", PlateOptions())
    {'parens': 0, 'join': 0, 'reorder': 24, 'unary': 0, 'power': 4}
    """
    helps: dict[str, int | None] = {}
    for name in OPTION_WORDS:
        if getattr(options, name):
            continue
        wider = PlateOptions(**{**asdict(options), name: True})
        helps[name] = count(digits, wider) if len(digits) <= min(max_digits(wider), 8) else None
    return helps


def all_options_help(digits: str, options: PlateOptions) -> int | None:
    """How many solutions ``digits`` have with every option of `OPTION_WORDS` still off turned on together (None:
    fewer than two are off, or too many digits to count so): a plate none of them helps alone may still have some
    (``081``: reorder digits and powers together give ``1=8^0`` and ``8^0=1``).

    >>> options_that_help("081", PlateOptions())
    {'parens': 0, 'join': 0, 'reorder': 0, 'unary': 0, 'power': 0}
    >>> all_options_help("081", PlateOptions())
    16
    """
    off = [name for name in OPTION_WORDS if not getattr(options, name)]
    wider = PlateOptions(**{**asdict(options), **dict.fromkeys(off, True)})
    return count(digits, wider) if len(off) > 1 and len(digits) <= min(max_digits(wider), 8) else None


def unsolvable_help(digits: str, options: PlateOptions) -> tuple[dict[str, int | None], int | None]:
    """For a plate with no solution, what the page and the hint name: `options_that_help`, and
    `all_options_help` when none of them gives any on its own (for two digits without a target, nothing: they make an
    equation only when equal, whatever the options).

    >>> unsolvable_help("081", PlateOptions())
    ({'parens': 0, 'join': 0, 'reorder': 0, 'unary': 0, 'power': 0}, 16)
    """
    if len(digits) == 2 and options.target is None:
        return {}, None
    helps = options_that_help(digits, options)
    return helps, all_options_help(digits, options) if not any(helps.values()) else None


def _unsolvable_clue(digits: str, options: PlateOptions) -> str:
    """What the page says of a plate with no solution (`unsolvable_help`): each option still off that gives some,
    else those tried in vain and whether all of them on together give some.

    >>> _unsolvable_clue("1013", PlateOptions())
    'no solution under these rules; reorder digits gives 24 solutions; powers (^) gives 4 solutions'
    >>> _unsolvable_clue("081", PlateOptions())  # doctest: +NORMALIZE_WHITESPACE
    'no solution under these rules, nor with any one of parentheses, join digits, reorder digits, unary minus or
     powers (^) on as well; all 5 on together give 16 solutions'
    """
    clue = "no solution under these rules"
    found, together = unsolvable_help(digits, options)
    helps = [f"{OPTION_WORDS[name]} gives {n:,} solution{'' if n == 1 else 's'}" for name, n in found.items() if n]
    tried = [OPTION_WORDS[name] for name, n in found.items() if n == 0]  # (None: too many digits to count)
    if helps or not tried:
        return "; ".join([clue, *helps])
    names = tried[0] if len(tried) == 1 else ("either " if len(tried) == 2 else "any one of ") + ", ".join(
        tried[:-1]) + " or " + tried[-1]
    clue += f", nor with {names} on as well"
    if together is None:  # (fewer than two off, or too many digits to count them all on)
        return clue
    off = "both" if len(tried) == 2 else f"all {len(tried)}"
    return clue + (f"; {off} on together give {together:,} solution{'' if together == 1 else 's'}" if together
                   else f", nor with {off} on")


# --- statistics ---------------------------------------------------------------------------------------------


def stats(length: int, options: PlateOptions = PlateOptions(),
          progress: Callable[[int, int], None] | None = None,
          time_limit: float | None = STATS_TIME_LIMIT) -> PlateStats:
    """Figures over all ``10**length`` plates of a length: how many are solvable, the histogram of solution
    counts, the most solvable plate (the smallest one on a tie). ``progress(done, total)`` is called now and then.

    Lengths 2 to 5 (100,000 plates), within the options' digit limit; it stops with a `PuzzleError` after its
    first 1% of plates when the whole would take more than `time_limit` seconds (`STATS_TIME_LIMIT`; None: no
    limit, as for the site's build, which must not fail on a busy machine).
    """
    options = plate_options(options)
    lo, hi = STATS_LENGTHS
    whole_number(length, f"statistics cover plates of {lo} to {hi} digits; got {length!r}", lo, hi)
    check_plate("0" * length, options)
    start = time.perf_counter()
    tables = _tables(options)
    total = 10**length
    histogram: dict[int, int] = {}
    by_multiset: dict[str, int] = {}
    best_plate, best = "", -1
    best_nz_plate, best_nz = "", -1
    step = max(1, total // 100)
    for i in range(total):
        digits = str(i).zfill(length)
        if options.reorder:
            key = "".join(sorted(digits))
            n = by_multiset.get(key)
            if n is None:
                n = by_multiset[key] = sum(_count_one(tables, a, options) for a in arrangements(digits, True))
        else:
            n = _count_one(tables, digits, options)
        histogram[n] = histogram.get(n, 0) + 1
        if n > best:
            best_plate, best = digits, n
        if n > best_nz and digits[0] != "0":
            best_nz_plate, best_nz = digits, n
        if (i + 1) % step == 0:
            if i + 1 == step and total >= 1000 and time_limit is not None:
                estimate = (time.perf_counter() - start) * total / step
                if estimate > time_limit:
                    raise PuzzleError(
                        f"statistics of {length}-digit plates with {options.in_words()} would take about "
                        f"{estimate / 60:,.0f} minutes, over the limit of {time_limit / 60:g} minutes; "
                        "try fewer digits or fewer options")
            if progress is not None:
                progress(i + 1, total)
    solvable = total - histogram.get(0, 0)
    return PlateStats(length, options, total, solvable, tuple(sorted(histogram.items())), best_plate, best,
                      best_nz_plate, best_nz, time.perf_counter() - start)
