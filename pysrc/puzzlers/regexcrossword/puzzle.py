"""Regex crossword puzzles as data: cells, clues, shapes, the three input formats and the bundled packs.

Every puzzle becomes one `Puzzle`: cells numbered in reading order (rows top to bottom, left to right within a
row), and clues that each read a list of cells in order. Rectangles, double crosses and hexagons differ only in
which cells their clues read, so the solver needs no special cases.

Formats (see ``site/regex.md`` for the full description):

- the regexcrossword.com JSON (``patternsX`` columns, ``patternsY`` rows, ``patternsZ`` the third hexagon
  direction; a second pattern in a line's list is the clue at the other end of that line);
- the explicit-cells JSON of ``mit-2013.json`` (``row_lengths`` and clues listing the ``[row, index]`` they read);
- a plain text format (``rows:``/``columns:`` sections, one clue a line).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from puzzlers.errors import PuzzleError, is_whole
from puzzlers.regexcrossword.regex import parse

#: Largest grid accepted, in cells (the MIT hexagon has 127).
MAX_CELLS = 400
#: Longest line accepted, in cells.
MAX_LINE = 40
#: Most symbols an alphabet may have.
MAX_ALPHABET = 256
#: Largest hexagon side accepted.
MAX_SIDE = 12


def data_dir() -> Traversable:
    """The bundled puzzles' files: a directory, or a place inside the package's zip in the browser. Looked up at
    each use, never kept: inside a zip it holds the zip open, and a memory snapshot of Python (the site's worker)
    must not carry an open file into the next visit."""
    return resources.files("puzzlers").joinpath("data", "regex")


@dataclass(frozen=True)
class Clue:
    """One regex reading `cells` (cell numbers, in reading order); `name` says where it sits, e.g. "row 2 left"."""

    regex: str
    cells: tuple[int, ...]
    name: str
    direction: str  # "row", "column", or a hexagon direction ("row", "down-left", "up-left")
    line: int  # the line's number within its direction, from 0


@dataclass(frozen=True)
class Puzzle:
    """A regex crossword: the row lengths of its grid, its clues, prefilled cells and its alphabet.

    `given` holds one string per cell: the prefilled symbol, or "" for an empty cell. `alphabet` is the sorted
    string of symbols cells may hold.
    """

    name: str
    shape: str  # "rectangle", "hexagon" or "cells"
    rows: tuple[int, ...]
    clues: tuple[Clue, ...]
    given: tuple[str, ...]
    alphabet: str
    id: str = ""
    hexagon: tuple[int, int, int] = ()  # hexagons: the number of lines (rows, down-left, up-left)

    @property
    def size(self) -> int:
        """The number of cells."""
        return sum(self.rows)

    def row_col(self, cell: int) -> tuple[int, int]:
        """(row, index within the row) of a cell number."""
        for r, n in enumerate(self.rows):
            if cell < n:
                return r, cell
            cell -= n
        raise IndexError(cell)

    def cell(self, row: int, index: int) -> int:
        """The cell number of (row, index within the row)."""
        if not (0 <= row < len(self.rows) and 0 <= index < self.rows[row]):
            raise PuzzleError(f"there is no cell [{row}, {index}] in this grid")
        return sum(self.rows[:row]) + index

    def grid_rows(self, symbols: list[str] | tuple[str, ...], empty: str = "_") -> list[str]:
        """The cells' symbols as row strings, top to bottom ("" cells shown as `empty`)."""
        out, k = [], 0
        for n in self.rows:
            out.append("".join(s if s else empty for s in symbols[k:k + n]))
            k += n
        return out


# ----------------------------------------------------------------------------------------------------------------
# Geometry


def hexagon_rows(side: int) -> tuple[int, ...]:
    """Row lengths of a regular hexagon of `side` cells: side, side+1, ..., 2*side-1, ..., side."""
    return tuple(side + min(r, 2 * side - 2 - r) for r in range(2 * side - 1))


def hexagon_lines(side: int) -> dict[str, list[list[int]]]:
    """The lines of a regular hexagon with horizontal rows, for each of its three directions, as cell numbers.

    Cells sit at doubled coordinates x = |row - (side-1)| + 2*index, y = row. Directions, in reading order:

    - ``row``: read left to right; lines listed top to bottom.
    - ``down-left``: read from the upper right down to the lower left (x + y constant); lines listed from the
      upper-left edge of the hexagon (the first line is that edge, read from the top corner) to the lower-right edge.
    - ``up-left``: read from the lower right up to the upper left (x - y constant); lines listed from the
      lower-left edge (read from the bottom corner upwards) to the upper-right edge.

    These are regexcrossword.com's conventions for ``patternsY``, ``patternsX`` and ``patternsZ``.
    """
    n = 2 * side - 1
    return hexagon_geometry(n, n, n)[1]


@lru_cache(maxsize=64)
def _hexagon(rows_n: int, down_n: int, up_n: int) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """Row lengths and doubled cell coordinates of the hexagon with these line counts (see `hexagon_geometry`)."""
    best: list[tuple[int, tuple]] = []
    span = 2 * (rows_n + down_n + up_n)
    for d in range(-span, span + 1, 2):  # x + y runs over 0, 2, .., 2*(down_n-1); x - y over d, d+2, ..
        cells = []
        for y in range(rows_n):
            lo = max(-y, d + y)  # x >= -y (x + y >= 0) and x >= d + y
            hi = min(2 * (down_n - 1) - y, d + 2 * (up_n - 1) + y)
            if (lo + y) % 2:
                lo += 1
            cells.extend((x, y) for x in range(lo, hi + 1, 2))
        rows = [sum(1 for _x, y in cells if y == r) for r in range(rows_n)]
        if all(rows) and len({x + y for x, y in cells}) == down_n and len({x - y for x, y in cells}) == up_n:
            best.append((len(cells), tuple(cells)))
    if not best:
        raise PuzzleError(f"no hexagon has {rows_n} rows, {down_n} down-left and {up_n} up-left lines")
    most = max(n for n, _ in best)
    shapes = [c for n, c in best if n == most]
    if len(shapes) > 1:
        raise PuzzleError(f"the hexagon with {rows_n} rows, {down_n} down-left and {up_n} up-left lines is ambiguous")
    cells = shapes[0]
    left = min(x for x, _y in cells)
    coords = tuple((x - left, y) for x, y in cells)
    rows = tuple(sum(1 for _x, y in coords if y == r) for r in range(rows_n))
    return rows, coords


def hexagon_geometry(rows_n: int, down_n: int, up_n: int) -> tuple[tuple[int, ...], dict[str, list[list[int]]],
                                                                     list[tuple[int, int]]]:
    """Row lengths, lines and drawing coordinates of a hexagon given its number of lines in each direction.

    A regular hexagon of side s has 2s-1 lines in each; other counts give an irregular hexagon (regexcrossword.com's
    "Winnie" has 9 rows and 8 lines each way: rows of 4, 5, 6, 7, 8, 7, 6, 5, 4 cells; "Buzz buzz" has 3 rows
    and 2 lines each way: rows of 1, 2, 1). The grid is the largest set of cells of the triangular lattice with
    exactly these lines (a convex hexagon, unique up to nothing: an ambiguous count is refused). Directions, line
    order and reading order are those of `hexagon_lines`; coordinates are doubled (x counts half cells from the
    left, y the row).

    >>> hexagon_geometry(3, 2, 2)[0], hexagon_geometry(9, 8, 8)[0]
    ((1, 2, 1), (4, 5, 6, 7, 8, 7, 6, 5, 4))
    """
    rows, coords = _hexagon(rows_n, down_n, up_n)
    groups: dict[str, dict[int, list[int]]] = {"row": {}, "down-left": {}, "up-left": {}}
    for cell, (x, y) in enumerate(coords):
        groups["row"].setdefault(y, []).append(cell)
        groups["down-left"].setdefault(x + y, []).append(cell)
        groups["up-left"].setdefault(x - y, []).append(cell)
    out = {}
    for name, by_key in groups.items():
        lines = [sorted(by_key[k], key=lambda c: (coords[c][1], coords[c][0])) for k in sorted(by_key)]
        out[name] = [line[::-1] for line in lines] if name == "up-left" else lines
    return rows, out, list(coords)


#: The hexagon direction of each regexcrossword.com pattern list. Worked out by solving the site's three regular
#: hexagons under all 384 ways of assigning directions, line orders and reading orders: 12 (the symmetries of
#: the hexagon) give a unique solution, and only this one makes the site's ``solutionMap`` spell the answers
#: ("FLOWER!", '"BIRDS AND BEES..."', 'BEES = "MOVE VERY FAST TO STAY STILL"') in the site's cell order.
SITE_HEXAGON = {"patternsY": "row", "patternsX": "down-left", "patternsZ": "up-left"}


# ----------------------------------------------------------------------------------------------------------------
# Alphabet


def alphabet_of(clues: tuple[Clue, ...] | list[Clue], given: tuple[str, ...] = ()) -> str:
    """The symbols the clues name explicitly (literals, class and range members; ``\\s`` names the space),
    plus any prefilled symbols, sorted."""
    chars: set[str] = set()
    for clue in clues:
        chars |= parse(clue.regex).explicit
    chars.update(s for s in given if s)
    if not chars:
        raise PuzzleError("the clues name no characters, so there is no alphabet; give one with 'alphabet:'")
    return "".join(sorted(chars))


def build_puzzle(name: str, shape: str, rows: tuple[int, ...], clues: list[Clue], given: list[str] | None = None,
                 alphabet: str | None = None, puzzle_id: str = "", hexagon: tuple[int, int, int] = ()) -> Puzzle:
    """Validate the pieces (limits, cell numbers, clue syntax) and assemble a `Puzzle`."""
    if alphabet is not None and not isinstance(alphabet, str):
        raise PuzzleError(f"the alphabet must be text; got {type(alphabet).__name__}")
    size = sum(rows)
    if not rows or any(n < 1 for n in rows):
        raise PuzzleError("a grid needs at least one row, each with at least one cell")
    if size > MAX_CELLS:
        raise PuzzleError(f"a grid may have at most {MAX_CELLS} cells; got {size}")
    if not clues:
        raise PuzzleError("a puzzle needs at least one clue")
    for clue in clues:
        if not clue.cells:
            raise PuzzleError(f"{clue.name} reads no cells")
        if len(clue.cells) > MAX_LINE:
            raise PuzzleError(f"a line may have at most {MAX_LINE} cells; {clue.name} has {len(clue.cells)}")
        if any(not (0 <= c < size) for c in clue.cells) or len(set(clue.cells)) != len(clue.cells):
            raise PuzzleError(f"{clue.name} reads cells outside the grid or a cell twice")
        try:  # the clue named by its place: two lines may hold the same text
            parse(clue.regex)
        except PuzzleError as error:
            raise PuzzleError(f"{clue.name}: {error}") from None
    given_t = tuple(given) if given is not None else ("",) * size
    if len(given_t) != size:
        raise PuzzleError(f"the grid has {size} cells but {len(given_t)} were given")
    for s in given_t:
        if len(s) > 1:
            raise PuzzleError(f"a cell holds one character; got {s!r}")
    if alphabet:
        alpha = "".join(sorted(set(alphabet)))
        missing = sorted({s for s in given_t if s and s not in alpha})
        if missing:
            raise PuzzleError(f"prefilled symbols {''.join(missing)!r} are not in the alphabet {alpha!r}")
    else:
        alpha = alphabet_of(clues, given_t)
    if len(alpha) > MAX_ALPHABET:
        raise PuzzleError(f"the alphabet may have at most {MAX_ALPHABET} symbols; got {len(alpha)}")
    return Puzzle(name, shape, tuple(rows), tuple(clues), given_t, alpha, puzzle_id, tuple(hexagon))


# ----------------------------------------------------------------------------------------------------------------
# Format 1: regexcrossword.com JSON


def _site_patterns(raw: object, key: str, lines: int) -> list[list[str]]:
    if not isinstance(raw, list) or len(raw) != lines:
        raise PuzzleError(f"{key} should list {lines} lines of patterns; got {raw!r:.60}")
    out = []
    for entry in raw:
        if isinstance(entry, str):
            entry = [entry]
        if not isinstance(entry, list) or not 1 <= len(entry) <= 2 or not all(isinstance(p, str) for p in entry):
            raise PuzzleError(f"each line of {key} is a list of one or two patterns; got {entry!r:.60}")
        out.append(entry)
    return out


def from_site_json(data: dict, puzzle_id: str = "") -> Puzzle:
    """A puzzle in the regexcrossword.com format.

    Rectangles: ``patternsY`` are the rows (first pattern on the left, second on the right), ``patternsX`` the
    columns (top, then bottom); all read left to right or top to bottom. Hexagons (``"hexagonal": true``) with
    equally many lines in X, Y and Z (a regular hexagon of side (lines+1)/2) follow `SITE_HEXAGON`. An empty
    pattern means no clue. Optional ``"alphabet"``, ``"grid"`` (row strings, ``_`` for empty cells) and ``"id"``
    (used when `puzzle_id` is empty).
    """
    if not isinstance(data, dict):
        raise PuzzleError("a puzzle is a JSON object")
    if not puzzle_id and isinstance(data.get("id"), str):
        puzzle_id = data["id"]
    name = _name(data, puzzle_id)
    for key in ("patternsX", "patternsY", "patternsZ"):
        if key in data and not isinstance(data[key], list):
            raise PuzzleError(f"{key} must be a list of lines; got {type(data[key]).__name__}")
    clues: list[Clue] = []
    hexagon: tuple[int, int, int] = ()
    if data.get("hexagonal") or "patternsZ" in data:
        counts = {k: len(data.get(k) or []) for k in ("patternsX", "patternsY", "patternsZ")}
        hexagon = (counts["patternsY"], counts["patternsX"], counts["patternsZ"])
        if min(hexagon) < 1 or max(hexagon) > 2 * MAX_SIDE - 1:
            raise PuzzleError(f"a hexagon has 1 to {2 * MAX_SIDE - 1} lines in each direction (patternsY, patternsX, "
                              f"patternsZ); got {hexagon[0]}, {hexagon[1]}, {hexagon[2]}")
        rows, geometry, _xy = hexagon_geometry(*hexagon)
        for key in ("patternsY", "patternsX", "patternsZ"):
            direction = SITE_HEXAGON[key]
            lines = geometry[direction]
            for k, pats in enumerate(_site_patterns(data[key], key, len(lines))):
                cells = tuple(lines[k])
                for j, pat in enumerate(pats):
                    if pat:
                        clues.append(Clue(pat, cells, f"{direction} {k + 1}" + (" (2nd)" if j else ""), direction, k))
        shape = "hexagon"
    else:
        if "patternsX" not in data or "patternsY" not in data:
            raise PuzzleError("a regexcrossword.com puzzle needs patternsX (columns) and patternsY (rows)")
        ncols = len(data["patternsX"]) if isinstance(data["patternsX"], list) else 0
        nrows = len(data["patternsY"]) if isinstance(data["patternsY"], list) else 0
        if not ncols or not nrows:
            raise PuzzleError("patternsX and patternsY must each list at least one line")
        rows_pats = _site_patterns(data["patternsY"], "patternsY", nrows)
        cols_pats = _site_patterns(data["patternsX"], "patternsX", ncols)
        for j in (0, 1):  # as the text format lists them: left, right, top, bottom
            for r, pats in enumerate(rows_pats):
                if j < len(pats) and pats[j]:
                    clues.append(Clue(pats[j], tuple(r * ncols + c for c in range(ncols)),
                                      f"row {r + 1} {'right' if j else 'left'}", "row", r))
        for j in (0, 1):
            for c, pats in enumerate(cols_pats):
                if j < len(pats) and pats[j]:
                    clues.append(Clue(pats[j], tuple(r * ncols + c for r in range(nrows)),
                                      f"column {c + 1} {'bottom' if j else 'top'}", "column", c))
        rows, shape = (ncols,) * nrows, "rectangle"
    given = _given_rows(data.get("grid"), rows)
    return build_puzzle(name, shape, rows, clues, given, data.get("alphabet"), puzzle_id, hexagon)


def _name(data: dict, puzzle_id: str) -> str:
    name = data.get("name")
    if name is not None and not isinstance(name, (str, int, float)):
        raise PuzzleError(f"a puzzle's name must be text; got {type(name).__name__}")
    return str(name or puzzle_id or "regex crossword")[:200]


def _given_rows(grid: object, rows: tuple[int, ...], empty: str = "_") -> list[str] | None:
    """Prefilled cells from row strings (`empty` marks an empty cell)."""
    if grid is None:
        return None
    if not isinstance(grid, list) or len(grid) != len(rows) or not all(isinstance(g, str) for g in grid):
        raise PuzzleError(f"the grid should be {len(rows)} row strings")
    out = []
    for r, (text, n) in enumerate(zip(grid, rows)):
        if len(text) != n:
            raise PuzzleError(f"grid row {r + 1} should have {n} characters; got {len(text)}")
        out.extend("" if ch == empty else ch for ch in text)
    return out


# ----------------------------------------------------------------------------------------------------------------
# Format 2: explicit cells (mit-2013.json)


def from_cells_json(data: dict, puzzle_id: str = "") -> Puzzle:
    """A puzzle given by ``row_lengths`` and clues that list the ``[row, index]`` cells they read, in order.

    Keys: ``name``, ``row_lengths``, ``clues`` (each ``{"regex", "cells"}``, optional ``"name"``), optional
    ``shape`` ("hexagon" with ``side``), ``alphabet`` and ``grid`` (row strings, ``_`` for empty cells).
    """
    rows_raw = data.get("row_lengths")
    if not isinstance(rows_raw, list) or not 1 <= len(rows_raw) <= MAX_CELLS:
        raise PuzzleError(f"row_lengths must be a list of 1 to {MAX_CELLS} row lengths")
    if not all(is_whole(n) and 1 <= n <= MAX_CELLS for n in rows_raw):
        raise PuzzleError(f"each of row_lengths must be a whole number of cells from 1 to {MAX_CELLS}")
    rows = tuple(rows_raw)
    if sum(rows) > MAX_CELLS:
        raise PuzzleError(f"a grid may have 1 to {MAX_CELLS} cells; got {sum(rows)}")
    starts = [0]
    for n in rows[:-1]:
        starts.append(starts[-1] + n)
    raw_clues = data.get("clues")
    if not isinstance(raw_clues, list):
        raise PuzzleError("clues must be a list")
    if len(raw_clues) > 4 * MAX_CELLS:
        raise PuzzleError(f"a puzzle may have at most {4 * MAX_CELLS} clues; got {len(raw_clues)}")
    clues = []
    counts: dict[str, int] = {}
    for k, raw in enumerate(raw_clues):
        if not isinstance(raw, dict) or not isinstance(raw.get("regex"), str) or not isinstance(raw.get("cells"), list):
            raise PuzzleError(f"clue {k + 1} needs a regex and a list of cells")
        if len(raw["cells"]) > MAX_LINE:
            raise PuzzleError(f"a line may have at most {MAX_LINE} cells; clue {k + 1} has {len(raw['cells'])}")
        cells = []
        for rc in raw["cells"]:
            if not (isinstance(rc, list) and len(rc) == 2 and all(isinstance(v, int) for v in rc)
                    and 0 <= rc[0] < len(rows) and 0 <= rc[1] < rows[rc[0]]):
                raise PuzzleError(f"clue {k + 1} reads a cell {rc!r} that is not in the grid")
            cells.append(starts[rc[0]] + rc[1])
        for key in ("direction", "name"):
            if not isinstance(raw.get(key, ""), str):
                raise PuzzleError(f"clue {k + 1}: {key} must be text")
        direction = _direction_name(raw.get("direction", ""))
        line = counts.get(direction, 0)
        counts[direction] = line + 1
        clues.append(Clue(raw["regex"], tuple(cells), raw.get("name") or "", direction, line))
    regular = len(rows) % 2 == 1 and rows == hexagon_rows((len(rows) + 1) // 2)
    shape = "hexagon" if data.get("shape") == "hexagon" and regular else "cells"
    if shape == "hexagon":
        clues = _hexagon_order(clues, len(rows))
    clues = [c if c.name else replace(c, name=f"{c.direction} {c.line + 1}") for c in clues]
    given = _given_rows(data.get("grid"), rows)
    return build_puzzle(_name(data, puzzle_id), shape, rows, clues, given, data.get("alphabet"), puzzle_id,
                        (len(rows),) * 3 if shape == "hexagon" else ())


def _hexagon_order(clues: list[Clue], n: int) -> list[Clue]:
    """The clues of a regular hexagon of `n` rows numbered and listed as the other formats do (rows, down-left,
    up-left lines, each in `hexagon_lines` order), so that its text form is the same puzzle; unchanged unless
    every clue reads a whole line in its direction's reading order."""
    lines = hexagon_geometry(n, n, n)[1]
    number = {(d, tuple(line)): k for d, found in lines.items() for k, line in enumerate(found)}
    if not all((c.direction, c.cells) in number for c in clues):
        return clues
    order = list(lines)
    out = [replace(c, line=number[c.direction, c.cells]) for c in clues]
    return sorted(out, key=lambda c: (order.index(c.direction), c.line))


def _direction_name(text: str) -> str:
    text = text.lower()
    if text.startswith("row"):
        return "row"
    if "lower right to upper left" in text or "up-left" in text:
        return "up-left"
    if "upper right to lower left" in text or "down-left" in text:
        return "down-left"
    return text.split(",")[0].strip() or "line"


# ----------------------------------------------------------------------------------------------------------------
# Format 3: plain text

_SECTIONS = ("rows", "left", "right", "columns", "top", "bottom", "down-left", "up-left", "grid")
_HEADERS = ("name", "shape", "alphabet", "id", "lines")
#: The characters `str.splitlines` breaks lines at, and lone surrogates (no file can hold them). The text format
#: breaks lines only at "\n" (and "\r\n"), and writes a value holding any of these as a quoted string, escaped.
_UNSAFE = re.compile(r"[\n\r\v\f\x1c-\x1e\x85\u2028\u2029\ud800-\udfff]")


def _section(line: str) -> str | None:
    """The section a stripped line opens (``rows:``, ``Right :``...), or None."""
    key = line[:-1].strip().lower() if line.endswith(":") else None
    return key if key in _SECTIONS else None


def _plain(value: str) -> str:
    """`value` as one line of the text format: as it is, or as a JSON string (in double quotes, with JSON's
    backslash escapes) when it would otherwise be misread: empty, whitespace at either end, a first ``#`` or ``"``,
    a line break of any kind (or a lone surrogate), or a line that reads as a section header or ``---``.

    >>> [_plain(v) for v in ("HE|LL|O+", " |A", "#A", "", "A\\u0085|B", "rows:")]
    ['HE|LL|O+', '" |A"', '"#A"', '""', '"A\\\\u0085|B"', '"rows:"']
    """
    if (value and value == value.strip() and value[0] not in '#"' and not _UNSAFE.search(value)
            and _section(value) is None and value != "---"):
        return value
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(value, ensure_ascii=False))


def _unplain(line: str) -> str:
    """The value of a stripped line: the text of a JSON string in double quotes, else the line itself."""
    if len(line) > 1 and line[0] == line[-1] == '"':
        try:
            value = json.loads(line, strict=False)
        except ValueError:
            return line
        if isinstance(value, str):
            return value
    return line


def from_text(text: str, puzzle_id: str = "") -> Puzzle:
    """A puzzle in the plain text format.

    Optional header lines ``name: ...``, ``id: ...``, ``shape: rectangle|hexagon``, ``alphabet: ...`` (an
    irregular hexagon also ``lines: ROWS DOWN-LEFT UP-LEFT``, its number of lines each way, see
    `hexagon_geometry`); then sections, each a line ``rows:``, ``right:``, ``columns:``, ``bottom:`` (hexagons:
    ``rows:``, ``down-left:``, ``up-left:``) or ``grid:``, followed by one clue per line (grid: one row per line,
    ``_`` for an empty cell). Lines end at "\\n" only. Blank lines and lines starting with ``#`` are skipped;
    values are stripped of whitespace at both ends. A value written as a JSON string in double quotes (as
    `to_text` writes what the plain form cannot hold) is that string; ``""`` is a line with no clue.

    >>> from_text('rows:\\n" |A"\\n""\\ncolumns:\\nA(A| )').clues[0].regex
    ' |A'
    """
    if not isinstance(text, str):
        raise PuzzleError(f"a puzzle is text; got {type(text).__name__}")
    headers: dict[str, str] = {}
    sections: dict[str, list[str]] = {}
    current = None
    for number, raw in enumerate(text.removeprefix("\ufeff").split("\n"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key = _section(line)
        if key:
            current = key
            sections.setdefault(key, [])
            continue
        if current is None:
            m = re.match(r"(\w+)\s*:\s*(.*)$", line)
            opened = re.match(r"([\w-]+)\s*:", line)
            if opened and opened.group(1).lower() in _SECTIONS:
                # "rows: A" reads as a header that is not one: the header asked for was there, only not alone
                raise PuzzleError(f"line {number}: '{opened.group(1).lower()}:' stands alone on its line, with one "
                                  "clue a line under it")
            if not m or m.group(1).lower() not in _HEADERS:
                raise PuzzleError(f"line {number}: expected 'name:', 'shape:', 'alphabet:' or a section such as "
                                  f"'rows:'; got {line!r:.40}")
            value = m.group(2)
            if m.group(1).lower() == "alphabet" and not value.startswith('"'):
                value = raw.split(":", 1)[1].removesuffix("\r").lstrip()  # spaces at the end are symbols
            headers[m.group(1).lower()] = _unplain(value)
            continue
        sections[current].append(_unplain(line))
    name = _name({"name": headers.get("name")}, puzzle_id)
    shape = headers.get("shape", "hexagon" if ("down-left" in sections or "up-left" in sections) else "rectangle")
    alphabet = headers.get("alphabet") or None
    clues: list[Clue] = []
    hexagon: tuple[int, int, int] = ()
    if shape == "hexagon":
        nrows = len(sections.get("rows", []))
        if "lines" in headers:  # an irregular hexagon: "lines: ROWS DOWN-LEFT UP-LEFT"
            m = re.fullmatch(r"(\d{1,2})\s+(\d{1,2})\s+(\d{1,2})", headers["lines"])
            if not m:
                raise PuzzleError("lines: gives the number of rows, down-left and up-left lines, e.g. 'lines: 9 8 8'")
            counts = [int(g) for g in m.groups()]
        else:
            if nrows % 2 == 0 or nrows < 1:
                raise PuzzleError(f"a hexagon has an odd number of rows (2*side-1); got {nrows} clues under rows: "
                                  "(an irregular hexagon says how many lines it has, e.g. 'lines: 9 8 8')")
            counts = [nrows] * 3
        if min(counts) < 1 or max(counts) > 2 * MAX_SIDE - 1:
            raise PuzzleError(f"a hexagon has 1 to {2 * MAX_SIDE - 1} lines in each direction; got {counts[0]}, "
                              f"{counts[1]}, {counts[2]}")
        rows, geometry, _xy = hexagon_geometry(*counts)
        for section, direction in (("rows", "row"), ("down-left", "down-left"), ("up-left", "up-left")):
            pats = sections.get(section, [])
            if len(pats) != len(geometry[direction]):
                what = (f"a hexagon of side {(nrows + 1) // 2}" if "lines" not in headers else "this hexagon")
                raise PuzzleError(f"{what} needs {len(geometry[direction])} clues under {section}:; got {len(pats)}")
            clues.extend(Clue(pat, tuple(geometry[direction][k]), f"{direction} {k + 1}", direction, k)
                         for k, pat in enumerate(pats) if pat)
        hexagon = tuple(counts)
    elif shape == "rectangle":
        left = sections.get("rows", []) + sections.get("left", [])
        top = sections.get("columns", []) + sections.get("top", [])
        if not left or not top:
            raise PuzzleError("a rectangle needs clues under rows: and under columns:")
        nrows, ncols = len(left), len(top)
        right, bottom = sections.get("right", [""] * nrows), sections.get("bottom", [""] * ncols)
        for key, pats, expect in (("right", right, nrows), ("bottom", bottom, ncols)):
            if len(pats) != expect:
                raise PuzzleError(f"{key}: needs {expect} clues, one per {'row' if key == 'right' else 'column'}; "
                                  f"got {len(pats)}")
        for pats, end in ((left, "left"), (right, "right")):
            clues.extend(Clue(pat, tuple(r * ncols + c for c in range(ncols)), f"row {r + 1} {end}", "row", r)
                         for r, pat in enumerate(pats) if pat)
        for pats, end in ((top, "top"), (bottom, "bottom")):
            clues.extend(Clue(pat, tuple(r * ncols + c for r in range(nrows)), f"column {c + 1} {end}", "column", c)
                         for c, pat in enumerate(pats) if pat)
        rows = (ncols,) * nrows
    else:
        raise PuzzleError(f"shape must be rectangle or hexagon; got {shape!r}")
    given = _given_rows(sections["grid"], rows) if "grid" in sections else None
    return build_puzzle(name, shape, rows, clues, given, alphabet, headers.get("id") or puzzle_id, hexagon)


def check_puzzle(puzzle: object) -> None:
    """A `TypeError` that names what to pass for anything but a `Puzzle` (a regex given: "'str' object has no
    attribute 'alphabet'")."""
    if not isinstance(puzzle, Puzzle):
        raise TypeError(f"a regex crossword is a Puzzle (read one with from_text or from_json); got "
                        f"{type(puzzle).__name__}")


def _line_ends(puzzle: Puzzle) -> dict[tuple[str, int], list[str]]:
    """Each line's clues of a rectangle or hexagon, as [first end, second end] ("" for none), by (direction, line
    number); raises `PuzzleError` when a clue does not read a whole line in the format's order."""
    check_puzzle(puzzle)
    if puzzle.shape == "hexagon":
        lines = hexagon_geometry(*puzzle.hexagon)[1]
    elif puzzle.shape == "rectangle":
        ncols, nrows = puzzle.rows[0], len(puzzle.rows)
        lines = {"row": [range(r * ncols, (r + 1) * ncols) for r in range(nrows)],
                 "column": [range(c, nrows * ncols, ncols) for c in range(ncols)]}
    else:
        raise PuzzleError("only rectangles and hexagons have a plain text and a regexcrossword.com form")
    ends = {(d, k): ["", ""] for d in lines for k in range(len(lines[d]))}
    for clue in puzzle.clues:
        end = ends.get((clue.direction, clue.line))
        second = clue.name.endswith(("right", "bottom", "(2nd)"))
        if end is None or tuple(lines[clue.direction][clue.line]) != clue.cells or end[second]:
            raise PuzzleError(f"{clue.name} does not follow the lines of the text format")
        end[second] = clue.regex
    return ends


def _stated_alphabet(puzzle: Puzzle) -> str | None:
    """The alphabet when the clues and prefilled cells do not name exactly it, else None."""
    try:
        return None if alphabet_of(puzzle.clues, puzzle.given) == puzzle.alphabet else puzzle.alphabet
    except PuzzleError:
        return puzzle.alphabet


def to_text(puzzle: Puzzle) -> str:
    """The plain text form of a rectangle or hexagon: `from_text` reads it back as the same puzzle (equal
    `Puzzle`s, which is checked). Explicit-cells puzzles and hexagons with two clues on a line have none
    (`PuzzleError`). A puzzle with no name of its own and no id has no ``name:`` line (the default name comes back
    without it): a puzzle typed without one is shared as typed.

    >>> print(to_text(from_site_json({"alphabet": "ABC", "patternsY": [["A|B", ""], ["", "#|C"]],
    ...                               "patternsX": [["AC|BC"]]})), end="")
    alphabet: ABC
    rows:
    A|B
    ""
    right:
    ""
    "#|C"
    columns:
    AC|BC
    """
    ends = _line_ends(puzzle)
    named = puzzle.id or puzzle.name != _name({}, "")
    lines = ([f"name: {_plain(puzzle.name)}"] if named else []) + ([f"id: {_plain(puzzle.id)}"] if puzzle.id else [])
    alphabet = _stated_alphabet(puzzle)
    if puzzle.shape == "hexagon":
        lines.append("shape: hexagon")
        if len(set(puzzle.hexagon)) > 1:
            lines.append("lines: " + " ".join(map(str, puzzle.hexagon)))
        if any(second for _first, second in ends.values()):
            raise PuzzleError("a hexagon with two clues on a line has no plain text form")
        sections = (("rows", "row", 0), ("down-left", "down-left", 0), ("up-left", "up-left", 0))
    else:
        sections = (("rows", "row", 0), ("right", "row", 1), ("columns", "column", 0), ("bottom", "column", 1))
    if alphabet is not None:
        lines.append(f"alphabet: {_plain(alphabet)}")
    for section, direction, end in sections:
        pats = [ends[d, k][end] for d, k in ends if d == direction]
        if end == 0 or any(pats):
            lines.append(f"{section}:")
            lines.extend(map(_plain, pats))
    if any(puzzle.given):
        lines.append("grid:")
        lines.extend(map(_plain, puzzle.grid_rows(puzzle.given)))
    text = "\n".join(lines) + "\n"
    if from_text(text) != puzzle:  # e.g. explicit-cells clues with their own names
        raise PuzzleError("this puzzle has no exact plain text form")
    return text


def to_json(puzzle: Puzzle) -> dict:
    """The regexcrossword.com JSON form of a rectangle or hexagon: `from_site_json` reads it back as the same
    puzzle (``id`` is read when no other id is given; checked). Raises `PuzzleError` as `to_text` does."""
    ends = _line_ends(puzzle)
    out: dict = {"name": puzzle.name}
    if puzzle.id:
        out["id"] = puzzle.id
    keys = SITE_HEXAGON if puzzle.shape == "hexagon" else {"patternsY": "row", "patternsX": "column"}
    if puzzle.shape == "hexagon":
        out["hexagonal"] = True
    for key, direction in keys.items():
        out[key] = [end if end[1] else end[:1] for (d, _k), end in ends.items() if d == direction]
    alphabet = _stated_alphabet(puzzle)
    if alphabet is not None:
        out["alphabet"] = alphabet
    if any(puzzle.given):
        out["grid"] = puzzle.grid_rows(puzzle.given)
    if from_site_json(out) != puzzle:
        raise PuzzleError("this puzzle has no exact regexcrossword.com form")
    return out


# ----------------------------------------------------------------------------------------------------------------
# Reading any of the formats, and the bundled packs


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def puzzles_from_json(data: object, source: str = "", skipped: list[str] | None = None) -> list[Puzzle]:
    """Every puzzle in a JSON document: one puzzle, a pack ``{"puzzles": [...]}``, or a list of packs/puzzles.

    With a `skipped` list, puzzles that cannot be read (such as irregular hexagons) are left out and their
    messages appended to it; without one, the first such puzzle raises `PuzzleError`.
    """
    return _from_json(data, source, skipped, 0)


#: How deeply lists of packs may nest in a JSON document.
MAX_JSON_DEPTH = 3


def _from_json(data: object, source: str, skipped: list[str] | None, depth: int) -> list[Puzzle]:
    if depth > MAX_JSON_DEPTH:
        raise PuzzleError(f"lists of puzzles nest at most {MAX_JSON_DEPTH} deep")
    if isinstance(data, dict) and "puzzles" in data:
        if not isinstance(data["puzzles"], list):
            raise PuzzleError(f"puzzles must be a list of puzzles; got {type(data['puzzles']).__name__}")
        pack = _slug(_name({"name": data.get("id") or data.get("name")}, source))
        out = []
        for k, p in enumerate(data["puzzles"]):
            if isinstance(p, dict):
                pid = f"{pack}/{_slug(_name(p, str(k + 1)))}" if pack else ""
                out.extend(_collect(lambda p=p, pid=pid: [_one_json(p, pid)], skipped))
        return out
    if isinstance(data, list):
        out = []
        for item in data:
            out.extend(_collect(lambda item=item: _from_json(item, source, skipped, depth + 1), skipped))
        return out
    if isinstance(data, dict):
        return [_one_json(data, source)]
    raise PuzzleError("expected a JSON object or list of puzzles")


def _collect(read, skipped: list[str] | None) -> list[Puzzle]:
    if skipped is None:
        return read()
    try:
        return read()
    except PuzzleError as error:
        skipped.append(str(error))
        return []


def _one_json(data: dict, puzzle_id: str) -> Puzzle:
    try:
        if "row_lengths" in data:
            return from_cells_json(data, puzzle_id)
        return from_site_json(data, puzzle_id)
    except PuzzleError as error:
        label = data.get("name") if isinstance(data.get("name"), str) else puzzle_id
        raise PuzzleError(f"{label}: {error}" if label else str(error)) from None


def commented_clues(text: str) -> list[tuple[int, str]]:
    """The lines of a plain-text puzzle (its first, up to a line ``---``) that start with ``#`` under a section:
    skipped as comments, though a clue such as ``#A|B`` may have been meant (written ``"#A|B"`` it is one).
    Nothing for JSON.

    >>> commented_clues('rows:\\n#A|B\\nAB\\ncolumns:\\n[#A]B\\n.')
    [(2, '#A|B')]
    """
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith(("{", "[")) and not text.lstrip().startswith("[^"):
        return []
    found, section = [], False
    for number, raw in enumerate(text.split("\n"), 1):
        line = raw.strip()
        if raw.rstrip() == "---" and (section or found):  # (as puzzles_from_text splits: "  ---" is a clue)
            break
        section = section or _section(line) is not None
        if section and line.startswith("#"):
            found.append((number, line))
    return found


def puzzles_from_text(text: str, source: str = "", skipped: list[str] | None = None) -> list[Puzzle]:
    """Every puzzle in a text: JSON (any of the JSON forms) or the plain text format (puzzles separated by a
    line ``---``; a file of one puzzle keeps `source` as its id). A UTF-8 byte-order mark at the start is
    ignored. `skipped` as in `puzzles_from_json`."""
    text = text.removeprefix("\ufeff")
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")) and not stripped.startswith("[^"):
        data = _json_or_none(stripped)
        if data is not None:
            return puzzles_from_json(data, source, skipped)
    # each part with the number of lines before it: a message names its line in the whole text, not in the part
    lines = list(re.finditer(r"(?m)^---\s*$", text))
    starts = [0] + [m.end() for m in lines]
    ends = [m.start() for m in lines] + [len(text)]
    parts = [(text[a:b], text.count("\n", 0, a)) for a, b in zip(starts, ends) if text[a:b].strip()]
    out = []
    for k, (part, before) in enumerate(parts):
        try:
            out.append(from_text(part, f"{source}/{k + 1}" if len(parts) > 1 and source else source))
        except PuzzleError as error:
            line = re.match(r"line (\d+): ", str(error))
            if not line or not before:
                raise
            raise PuzzleError(f"line {int(line.group(1)) + before}: {str(error)[line.end():]}") from None
    return out


def _json_or_none(text: str):
    """``text`` parsed as JSON; None when it is not JSON and may be the plain text format (a first line such as
    ``[AB]+`` is a clue). Text that can only be meant as JSON (an object, or an array of arrays, objects, strings
    or numbers), and is not valid JSON, gets the JSON's error and where it is."""
    try:
        return json.loads(text)
    except RecursionError:
        raise PuzzleError("the JSON is nested too deeply") from None
    except ValueError as error:
        if not (text.startswith("{") or re.match(r'\[\s*([\[{"\d\-\]]|$)', text)):
            return None
        where = (f"{error.msg.lower()} at line {error.lineno}, column {error.colno}"
                 if isinstance(error, json.JSONDecodeError) else str(error))
        # (a phone's keyboard types curly quotes in place of straight ones, which the JSON's error does not name)
        curly = " (its quotes are curly, “ ”: JSON needs straight ones, \")" if re.search("[“”]", text) else ""
        raise PuzzleError(f"the text starts as JSON but is not valid JSON: {where}{curly}") from None


@lru_cache(maxsize=1)
def bundled() -> tuple[tuple[str, str, Puzzle | None, str], ...]:
    """The bundled puzzles as (id, pack name, puzzle or None when its shape is unsupported, reason)."""
    out = []
    data = data_dir()
    packs = json.loads((data / "challenges.json").read_text(encoding="utf-8"))
    for pack in packs:
        for p in pack["puzzles"]:
            pid = f"{pack['id']}/{_slug(p['name'])}"
            try:
                out.append((pid, pack["name"], from_site_json(p, pid), ""))
            except PuzzleError as error:
                out.append((pid, pack["name"], None, str(error)))
    mit = json.loads((data / "mit-2013.json").read_text(encoding="utf-8"))
    out.append(("mit-2013", "MIT Mystery Hunt", from_cells_json(mit, "mit-2013"), ""))
    for path in sorted((f for f in data.iterdir() if f.name.endswith(".txt")), key=lambda f: f.name):
        for p in puzzles_from_text(path.read_text(encoding="utf-8"), path.name.removesuffix(".txt")):
            out.append((p.id, "Using Python to solve Regexp CrossWord Puzzles", p, ""))
    return tuple(out)


def current_id(puzzle_id: str) -> str:
    """A bundled puzzle's id as it is now: the notebook's puzzles were ``seed/...`` in earlier versions (old share
    links and commands still name them so).

    >>> current_id("seed/3x3")
    'notebook/3x3'
    """
    return "notebook/" + puzzle_id.removeprefix("seed/") if puzzle_id.startswith("seed/") else puzzle_id


def bundled_puzzle(puzzle_id: str) -> Puzzle:
    """A bundled puzzle by its id (e.g. ``beginner/beatles``, ``hexagonal/garden``, ``mit-2013``)."""
    wanted = current_id(puzzle_id)
    for pid, _pack, puzzle, reason in bundled():
        if pid == wanted:
            if puzzle is None:
                raise PuzzleError(f"{pid} is not supported: {reason}")
            return puzzle
    raise PuzzleError(f"no bundled puzzle {puzzle_id!r}; 'puzzlers regex list' shows them")


def load(source: str, skipped: list[str] | None = None) -> list[Puzzle]:
    """Puzzles from a file path or a bundled puzzle id (`skipped` as in `puzzles_from_json`)."""
    path = Path(source)
    if source and path.is_dir():  # ("" is the current folder to Path: no name given)
        raise PuzzleError(f"{source} is a folder; give a puzzle file in it")
    if path.is_file():
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise PuzzleError(f"cannot read {source}: {error}") from None
        found = puzzles_from_text(text, path.stem, skipped)
        if not found:
            raise PuzzleError(f"no puzzle could be read from {source}" +
                              (f": {skipped[0]}" if skipped else ""))
        return found
    if any(pid == current_id(source) for pid, *_ in bundled()):
        return [bundled_puzzle(source)]
    raise PuzzleError(f"no file or bundled puzzle named {source!r}; 'puzzlers regex list' shows the bundled ones")
