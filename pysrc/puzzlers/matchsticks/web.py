"""Matchstick equations: the browser entry points (JSON in, JSON out; see `puzzlers.web`)."""

from __future__ import annotations

import random

from puzzlers.errors import PuzzleError, whole_number
from puzzlers.matchsticks.generator import IncompleteSet, generate
from puzzlers.matchsticks.model import Options, layout, read
from puzzlers.matchsticks.output import draw_solution, puzzle_dict, solution_dict
from puzzlers.matchsticks.solver import check_size, solve
from puzzlers.matchsticks.svg import draw_equation
from puzzlers.matchsticks.tapping import examine, toggle
from puzzlers.web import progress

# --- browser entry points -------------------------------------------------------------------------------------

WEB_MAX_SOLUTIONS = 200
WEB_MAX_COUNT = 100


def web_solve(equation: str, moves: int = 1, mode: str = "move", options: dict | None = None) -> dict:
    """Solve for the page.

    Returns ``{"equation": str, "correct_already": bool, "count": int, "truncated": bool,
    "solutions": [{"equation", "sticks", "action", "notation", "moves", "changes", "svg"}]}`` (see
    `solution_dict`); at most `WEB_MAX_SOLUTIONS` solutions are listed (``count`` is the full number).
    """
    opts = Options.from_dict(options)
    result = solve(equation, moves, mode, opts, limit=WEB_MAX_SOLUTIONS)
    return {
        "equation": result.equation,
        "correct_already": result.correct_already,
        "count": result.count,
        "truncated": len(result.solutions) < result.count,
        "solutions": [dict(solution_dict(s, opts), svg=draw_solution(s, opts)) for s in result.solutions],
    }


def web_draw(equation: str, options: dict | None = None, interactive: bool = False) -> dict:
    """Draw for the page: ``{"svg": str, "equation": str|None, "sticks": str, "error": str|None, "correct":
    bool}``, as `web_toggle` answers (``equation`` null and ``error`` saying why when the drawing is no equation,
    a share link's board half moved, say); with ``interactive`` the empty cells and free places are drawn for
    tapping (see `puzzlers.matchsticks.svg`)."""
    opts = Options.from_dict(options)
    if not isinstance(interactive, bool):
        raise PuzzleError(f"interactive must be true or false; got {interactive!r}")
    masks = read(equation, opts)
    check_size(masks)
    t = examine([c.mask for c in layout(masks, opts)], opts)  # cells numbered as a tap numbers them
    return {"svg": draw_equation(equation, opts, interactive), "equation": t.equation if t.problem is None else None,
            "sticks": t.sticks, "error": t.problem, "correct": t.correct}


def web_generate(moves: int = 1, count: int = 1, seed: int | None = None, kind: str = "any", size: int = 5,
                 mode: str = "move", options: dict | None = None) -> dict:
    """Generate for the page: ``{"seed": int, "puzzles": [{"equation", "moves", "mode", "kind", "svg",
    "solutions": [solution_dict + "svg"]}], "short": str|None}``; ``seed`` None picks one (returned, so a share
    link can reproduce the set); ``count`` at most `WEB_MAX_COUNT`. Fewer puzzles found than asked for: those
    found, and ``short`` says why (none found: the `PuzzleError`)."""
    opts = Options.from_dict(options)
    if isinstance(count, int) and count > WEB_MAX_COUNT:
        raise PuzzleError(f"the page generates at most {WEB_MAX_COUNT} puzzles at a time; got {count}")
    if seed is None:
        # Fresh entropy, not the module's generator: the browser may restore Python from a memory snapshot, which
        # would bring back the same generator state, and so the same "random" puzzles, on every visit.
        seed = random.SystemRandom().randrange(1_000_000)
    whole_number(seed, f"seed must be a whole number; got {seed!r}")
    short = None
    try:
        puzzles = generate(moves, count, seed, kind, size, mode, opts,
                           progress=lambda done, total: progress(done, total, "generating puzzles"))
    except IncompleteSet as error:
        if not error.puzzles:
            raise
        puzzles, short = error.puzzles, str(error)
    out = []
    for p in puzzles:
        d = puzzle_dict(p, opts)
        d["svg"] = draw_equation(p.equation, opts)
        d["solutions"][0]["svg"] = draw_solution(p.solution, opts)
        out.append(d)
    return {"seed": seed, "puzzles": out, "short": short}


def web_toggle(equation: str, cell: int, position: str, options: dict | None = None) -> dict:
    """One tap: ``{"equation": str|None, "sticks": str, "error": str|None, "correct": bool, "svg": str}``.

    ``cell`` and ``position`` come from the tapped stick's ``data-cell`` and ``data-position`` in an
    interactive drawing of ``equation``; pass ``sticks`` back as the next ``equation`` (it keeps drawings the
    text cannot, such as a 7 with four sticks). ``equation`` is null and ``error`` says why while the row is
    no equation; ``svg`` is the new interactive drawing (empty when no sticks are left).
    """
    opts = Options.from_dict(options)
    t = toggle(equation, cell, position, opts)
    svg = draw_equation(t.sticks, opts, interactive=True) if t.sticks else ""
    return {"equation": t.equation if t.problem is None else None, "sticks": t.sticks, "error": t.problem,
            "correct": t.correct, "svg": svg}


