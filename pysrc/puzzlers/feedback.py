"""Tile feedback for Wordle-like games (Nerdle, Mathler): green, purple, black.

Game-agnostic: a guess and an answer are sequences of symbols of the same length (a ``str`` whose characters
are the tiles, such as ``"3*4=12"`` or ``"9²-8=73"``, or any sequence of hashable symbols for multi-character
tiles). The rule is the one Wordle-like games use for repeated symbols:

1. every tile whose symbol equals the answer's symbol at that position is **green** (``G``);
2. then, left to right, a remaining guess tile is **purple** (``P``: in the answer, elsewhere) while the answer
   still has an unmatched copy of that symbol (copies used by greens or by earlier purples do not count);
3. every other tile is **black** (``B``).

Feedback has two forms: a text of letters (``"GPBBGPBB"``, what people type and see) and an integer code (base
3, tile *i* weighs ``3**i``; black 0, purple 1, green 2), which strategies use as a fast dictionary key. All green
is ``solved_code(n) == 3**n - 1``.

>>> score("1+2*3=7", "7-2*3=1")
'PBGGGGP'
>>> score("11+1=12", "10+2=12")
'GBGBGGG'
>>> consistent(["1+2=3", "2+1=3", "3-2=1"], "1+2=3", "PGPGG")
['2+1=3']
"""

from __future__ import annotations

from array import array
from collections.abc import Hashable, Iterable, Sequence
from operator import add

from puzzlers.errors import PuzzleError

GREEN, PURPLE, BLACK = "G", "P", "B"
#: Integer value of each tile colour in a feedback code.
DIGIT = {BLACK: 0, PURPLE: 1, GREEN: 2}
LETTER = {0: BLACK, 1: PURPLE, 2: GREEN}

#: What `parse_feedback` accepts for each colour (case-insensitive): the letters, Mathler's yellow, and the
#: coloured squares of the games' share texts.
FEEDBACK_SYNONYMS = {
    "G": GREEN, "🟩": GREEN,
    "P": PURPLE, "Y": PURPLE, "🟪": PURPLE, "🟨": PURPLE,
    "B": BLACK, "X": BLACK, "⬛": BLACK, "⬜": BLACK,
}

Symbols = Sequence[Hashable]


def _check_lengths(guess: Symbols, answer: Symbols) -> None:
    if len(guess) != len(answer):
        raise PuzzleError(f"a guess and an answer need the same number of tiles; got {len(guess)} and {len(answer)}")


def score_code(guess: Symbols, answer: Symbols) -> int:
    """The feedback for ``guess`` against ``answer`` as an integer code (see the module docstring).

    >>> score_code("12", "21")   # purple, purple: 1 + 1*3
    4
    """
    _check_lengths(guess, answer)
    code = 0
    weight = 1
    unmatched: dict = {}
    pending: list[tuple[Hashable, int]] = []
    for g, a in zip(guess, answer):
        if g == a:
            code += 2 * weight
        else:
            unmatched[a] = unmatched.get(a, 0) + 1
            pending.append((g, weight))
        weight *= 3
    for g, w in pending:
        left = unmatched.get(g, 0)
        if left:
            code += w
            unmatched[g] = left - 1
    return code


def score(guess: Symbols, answer: Symbols) -> str:
    """The feedback for ``guess`` against ``answer`` as letters ``G``/``P``/``B``, one per tile.

    >>> score("10+2=12", "12+1=13")   # the answer has one 2: the first 2 of the guess takes it
    'GBGPGGB'
    """
    return code_to_text(score_code(guess, answer), len(guess))


def code_to_text(code: int, length: int) -> str:
    """Letters for a feedback code. ``code_to_text(5, 2) == "GP"``."""
    letters = []
    for _ in range(length):
        code, digit = divmod(code, 3)
        letters.append(LETTER[digit])
    return "".join(letters)


def text_to_code(text: str) -> int:
    """The integer code of a feedback text (after `parse_feedback`). ``text_to_code("GP") == 5``."""
    code = 0
    weight = 1
    for letter in parse_feedback(text):
        code += DIGIT[letter] * weight
        weight *= 3
    return code


def solved_code(length: int) -> int:
    """The all-green code for ``length`` tiles."""
    return 3**length - 1


def parse_feedback(text: str, length: int | None = None) -> str:
    """Normalise a feedback text to letters ``G``/``P``/``B``, checking it; raise `PuzzleError` otherwise.

    Accepted, case-insensitively: ``G`` green, ``P`` (or Mathler's ``Y``ellow) purple, ``B`` (or ``X``) black,
    and the coloured squares 🟩 🟪 🟨 ⬛ ⬜ of share texts; spaces are ignored.

    >>> parse_feedback("gp bb")
    'GPBB'
    >>> parse_feedback("GQB")
    Traceback (most recent call last):
    ...
    puzzlers.errors.PuzzleError: feedback letters are G (green), P (purple) and B (black); got 'Q' at tile 2 of 'GQB'
    """
    if not isinstance(text, str):
        raise PuzzleError(f"feedback must be text such as 'GPBBGPBB'; got {type(text).__name__}")
    letters = []
    for ch in text:
        if ch.isspace() or ch == "\ufe0f":
            continue
        letter = FEEDBACK_SYNONYMS.get(ch.upper())
        if letter is None:
            raise PuzzleError(
                f"feedback letters are G (green), P (purple) and B (black); got {ch!r} at tile {len(letters) + 1}"
                f" of {text!r}")
        letters.append(letter)
    if not letters:
        raise PuzzleError("feedback is empty; give one letter per tile, e.g. 'GPBBGPBB'")
    if length is not None and len(letters) != length:
        raise PuzzleError(f"feedback needs {length} letters (one per tile); got {len(letters)} in {text!r}")
    return "".join(letters)


def _as_code(feedback: str | int, length: int) -> int:
    if isinstance(feedback, int):
        if not 0 <= feedback < 3**length:
            raise PuzzleError(f"feedback code {feedback} is out of range for {length} tiles")
        return feedback
    return text_to_code(parse_feedback(feedback, length))


def consistent(candidates: Iterable[Symbols], guess: Symbols, feedback: str | int) -> list:
    """The candidates that would have produced ``feedback`` (letters or a code) for ``guess``, in order.

    Candidates of another length than the guess are dropped (they cannot be the answer).
    """
    n = len(guess)
    code = _as_code(feedback, n)
    return [c for c in candidates if len(c) == n and score_code(guess, c) == code]


def score_codes(guess: Symbols, answers: Sequence[Symbols]) -> list[int]:
    """``[score_code(guess, a) for a in answers]``, faster: the guess is analysed once.

    When the guess has no repeated symbol, a tile is green when it matches, else purple when its symbol occurs
    anywhere in the answer (no copy can be used up by another tile of the guess), so no counting is needed.
    """
    n = len(guess)
    weights = [3**i for i in range(n)]
    if len(set(guess)) != n:
        return [score_code(guess, a) for a in answers]
    where = {g: w for g, w in zip(guess, weights)}
    pairs = list(zip(guess, weights))
    out = []
    for a in answers:
        if len(a) != n:
            raise PuzzleError(f"a guess and an answer need the same number of tiles; got {n} and {len(a)}")
        code = 0
        for s in set(a):
            w = where.get(s)
            if w:
                code += w
        for (g, w), s in zip(pairs, a):
            if g == s:
                code += w
        out.append(code)
    return out


def _compact(table: list, length: int):
    """A lookup table as 16-bit unsigned integers when codes fit (up to 10 tiles): a fifth of a list's memory."""
    return array("H", table) if 3**length <= 1 << 16 else table


class Candidates:
    """A list of possible answers with fast batch feedback: ``codes(guess)`` is
    ``[score_code(guess, a) for a in answers]`` at a fraction of the cost, for strategies that score thousands of
    guesses against thousands of answers.

    How: the code is a sum of independent parts, each a table lookup. A guess tile whose symbol occurs once in
    the guess is purple-or-green exactly when its symbol is present in the answer, plus green when it matches;
    presence is a bit mask of the answer's symbols, looked up 8 bits at a time, and matches are looked up two
    positions at a time. Symbols repeated in the guess get a small table indexed by the answer's count of that
    symbol and which of its positions are green (that key built a column at a time, not answer by answer). The
    tables belong to the guess and are shared by every subset (`subset`), so a strategy that splits the
    candidates again and again pays for each guess once.

    >>> pool = Candidates(["1+2=3", "2+1=3", "3-2=1"])
    >>> pool.codes("1+2=3") == [score_code("1+2=3", a) for a in pool.answers]
    True
    >>> pool.subset([2]).answers
    ['3-2=1']
    """

    #: Guess tables kept at most (about 3 kB each for 8 tiles); the cache is emptied when full.
    CACHE_LIMIT = 40000

    def __init__(self, answers: Sequence[Symbols], _shared: dict | None = None, _rows: list | None = None):
        self.answers = list(answers)
        if _shared is None:
            lengths = {len(a) for a in self.answers}
            if len(lengths) > 1:
                raise PuzzleError(f"candidates must all have the same number of tiles; got lengths {sorted(lengths)}")
            symbols = sorted({s for a in self.answers for s in a}, key=repr)
            index = {s: i + 1 for i, s in enumerate(symbols)}  # 0 = a symbol no answer has
            _shared = {"n": lengths.pop() if lengths else 0, "index": index, "radix": len(symbols) + 1,
                       "guesses": {}}
        self._shared = _shared
        self.length = _shared["n"]
        if _rows is None:
            _rows = [self._row(a) for a in self.answers]
        self._rows = _rows
        self._columns: dict = {}

    def _row(self, answer: Symbols) -> tuple:
        index, radix = self._shared["index"], self._shared["radix"]
        ids = [index[s] for s in answer]
        mask = 0
        for i in ids:
            mask |= 1 << i
        chunks = tuple((mask >> (8 * k)) & 255 for k in range(radix // 8 + 1))
        pairs = tuple(ids[j] * radix + (ids[j + 1] if j + 1 < len(ids) else 0) for j in range(0, len(ids), 2))
        return tuple(ids), chunks, pairs

    def __len__(self) -> int:
        return len(self.answers)

    def subset(self, positions: Iterable[int]) -> Candidates:
        """The candidates at ``positions`` (indices into `answers`), sharing the guess tables."""
        positions = list(positions)
        return type(self)([self.answers[i] for i in positions], self._shared, [self._rows[i] for i in positions])

    def _column(self, key):
        col = self._columns.get(key)
        if col is None:
            kind, k = key[:2]
            if kind == "chunk":
                col = [r[1][k] for r in self._rows]
            elif kind == "pair":
                col = [r[2][k] for r in self._rows]
            elif kind == "sym":
                col = [r[0][k] for r in self._rows]
            elif kind == "capped":  # min(count of symbol id k, c) << c
                c = key[2]
                col = [min(r[0].count(k), c) << c for r in self._rows]
            else:  # count of symbol id k
                col = [r[0].count(k) for r in self._rows]
            self._columns[key] = col
        return col

    def _analyse(self, guess: Symbols):
        n, index, radix = self.length, self._shared["index"], self._shared["radix"]
        if len(guess) != n:
            raise PuzzleError(f"a guess and an answer need the same number of tiles; got {len(guess)} and {n}")
        ids = [index.get(s, 0) for s in guess]
        weights = [3**i for i in range(n)]
        where: dict[int, list[int]] = {}
        for i, s in enumerate(ids):
            if s:
                where.setdefault(s, []).append(i)
        green = [0] * n
        presence = {}
        repeated = []
        for s, pos in where.items():
            if len(pos) == 1:
                green[pos[0]] = weights[pos[0]]
                presence[s] = weights[pos[0]]
            else:
                for i in pos:
                    green[i] = 2 * weights[i]
                # flat[count << k | pattern]: the purples for the answer's count of the symbol (more copies than
                # positions change nothing) and the pattern of the guess's positions that are green
                k = len(pos)
                flat = []
                for count in range(k + 1):
                    for pattern in range(1 << k):
                        avail = count - bin(pattern).count("1")
                        purple = 0
                        for j, i in enumerate(pos):
                            if avail <= 0:
                                break
                            if not pattern >> j & 1:
                                purple += weights[i]
                                avail -= 1
                        flat.append(purple)
                repeated.append((s, pos, flat))
        chunk_tables = []
        for k in range(radix // 8 + 1):
            if not any(8 * k <= s < 8 * k + 8 for s in presence):
                continue
            table = [0]
            for bit in range(8):
                w = presence.get(8 * k + bit, 0)
                table += [x + w for x in table]
            chunk_tables.append((k, _compact(table, n)))
        pair_tables = []
        for j in range(0, n, 2):
            table = [0] * (radix * radix)
            if ids[j]:
                for b in range(radix):
                    table[ids[j] * radix + b] += green[j]
            if j + 1 < n and ids[j + 1]:
                for a in range(radix):
                    table[a * radix + ids[j + 1]] += green[j + 1]
            if ids[j] or (j + 1 < n and ids[j + 1]):
                pair_tables.append((j // 2, _compact(table, n)))
        return chunk_tables, pair_tables, repeated

    #: Below this many candidates, scoring pair by pair is cheaper than building the guess's tables.
    DIRECT_BELOW = 24

    def codes(self, guess: Symbols) -> list[int]:
        """``[score_code(guess, a) for a in self.answers]``."""
        cache = self._shared["guesses"]
        if len(self._rows) < self.DIRECT_BELOW and guess not in cache:
            return [score_code(guess, a) for a in self.answers]
        key = guess if isinstance(guess, (str, tuple)) else tuple(guess)
        plan = cache.get(key)
        if plan is None:
            if len(cache) >= self.CACHE_LIMIT:
                cache.clear()
            plan = cache[key] = self._analyse(guess)
        chunk_tables, pair_tables, repeated = plan
        total = None
        for k, table in chunk_tables:
            part = map(table.__getitem__, self._column(("chunk", k)))
            total = part if total is None else map(add, total, part)
        for j, table in pair_tables:
            part = map(table.__getitem__, self._column(("pair", j)))
            total = part if total is None else map(add, total, part)
        out = list(total) if total is not None else [0] * len(self._rows)
        for s, pos, flat in repeated:
            # one key per answer, count << k | green pattern, built column by column (no loop per answer)
            keys = self._column(("capped", s, len(pos)))
            for j, i in enumerate(pos):
                bit = 1 << j
                keys = [key | bit if x == s else key for key, x in zip(keys, self._column(("sym", i)))]
            out = list(map(add, out, map(flat.__getitem__, keys)))
        return out


def split_turn(number: int, turn, example: str) -> tuple[str, str]:
    """One turn of a game as ``(guess, feedback)`` text, from ``"GUESS:FEEDBACK"``, ``{"guess", "feedback"}`` or a
    pair; anything else is a `PuzzleError` naming the turn (``example`` shows the expected form)."""
    if isinstance(turn, str):
        if ":" not in turn:
            raise PuzzleError(f"turn {number}: write GUESS:FEEDBACK, e.g. '{example}'; got {turn!r}")
        guess, fb = turn.rsplit(":", 1)
    elif isinstance(turn, dict):
        guess, fb = turn.get("guess"), turn.get("feedback")
    elif isinstance(turn, (list, tuple)) and len(turn) == 2:
        guess, fb = turn
    else:
        guess = fb = None
    if not isinstance(guess, str) or not isinstance(fb, str):
        raise PuzzleError(f"turn {number}: a guess and its feedback are text; got {turn!r}")
    return guess, fb
