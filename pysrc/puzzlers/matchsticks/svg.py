"""SVG drawings of matchstick equations, built as strings (standard library only).

A drawing scales (``viewBox``), names itself for screen readers (``role="img"``, ``aria-label`` and
``<title>`` with the equation text), and reads in light and dark mode: sticks are amber with red heads (3:1
or better on white and on dark grey), sticks put on are blue, places a stick was taken from are dashed in
``currentColor`` (the page's text colour). Colours can be overridden with the CSS variables ``--ms-stick``,
``--ms-head``, ``--ms-added``.

For a tap-to-move page every stick is a ``<g class="ms-stick">`` carrying ``data-cell`` (0-based, in the
layout with its empty cells), ``data-position`` (a letter of `puzzlers.matchsticks.model.POSITIONS`) and
``data-state`` (``on``, ``added``, ``removed`` or ``slot``); with ``interactive=True`` the free places a stick
could go are drawn as faint ``slot`` sticks too, each with a wide transparent ``ms-hit`` line to tap.
Each cell is a ``<g class="ms-cell" data-cell=... data-symbol=...>``; the root carries ``data-equation`` and
``data-sticks`` (stick notation of the row drawn).

>>> svg = draw_row([(read("1=1")[0], read("1=1")[0], False)], "1")
>>> svg.startswith("<svg") and 'aria-label="1"' in svg and 'data-position="b"' in svg
True
"""

from __future__ import annotations

from html import escape as _escape

from puzzlers.matchsticks.model import (
    BIT,
    DIGIT,
    DIGIT_POSITIONS,
    GEOMETRY,
    POSITIONS,
    Options,
    by_mask,
    layout,
    read,
    sticks_of,
    symbols,
    text_of,
)


def escape(text: str) -> str:
    return _escape(text, quote=False)


def quoteattr(text: str) -> str:
    return f'"{_escape(text, quote=True)}"'


UNIT = 20  # pixels per stick length
PITCH = 1.6  # cell to cell, in stick lengths
MARGIN = 0.45
INSET = 0.07  # sticks stop short of the corners so neighbours do not touch
SCALE = 1.6  # the drawn size in CSS pixels per viewBox unit; it shrinks to fit (max-width: 100%)

STYLE = (
    ".ms-body{stroke:var(--ms-stick,#a86c16);stroke-width:3.2px;stroke-linecap:round}"
    ".ms-head{fill:var(--ms-head,#d23a2a)}"
    ".ms-added .ms-body{stroke:var(--ms-added,#1976d2);stroke-width:3.8px}"
    ".ms-added .ms-head{fill:var(--ms-added,#1976d2)}"
    ".ms-removed .ms-body{stroke:currentColor;stroke-dasharray:3 3;stroke-width:2px;opacity:.6}"
    ".ms-slot .ms-body{stroke:currentColor;opacity:.12}"
    ".ms-removed .ms-head,.ms-slot .ms-head{display:none}"
    ".ms-hit{stroke:transparent;stroke-width:12px;stroke-linecap:round}"
)


def _n(x: float) -> str:
    text = f"{x:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _size(width: float, height: float) -> str:
    return (f'width="{_n(width * SCALE)}" height="{_n(height * SCALE)}" '
            'style="max-width:100%;height:auto"')


def _slots(mask: int, options: Options) -> int:
    """The free places offered for a tap in a cell: a digit's segments, a sign's strokes, all for others."""
    table = by_mask(options)
    symbol = table.get(mask)
    if symbol is not None and symbol.kind == DIGIT:
        return sum(BIT[p] for p in DIGIT_POSITIONS)
    signs = 0
    for s in symbols(options):
        if s.kind != DIGIT:
            signs |= s.mask
    if symbol is not None:
        return signs
    return signs | sum(BIT[p] for p in DIGIT_POSITIONS)


def _stick(cell: int, position: str, state: str, x0: float, y0: float, interactive: bool) -> str:
    x1, y1, x2, y2 = GEOMETRY[position]
    dx, dy = x2 - x1, y2 - y1
    length = (dx * dx + dy * dy) ** 0.5
    ux, uy = dx / length * INSET, dy / length * INSET
    ax, ay = (x0 + x1 + ux) * UNIT, (y0 + y1 + uy) * UNIT
    bx, by = (x0 + x2 - ux) * UNIT, (y0 + y2 - uy) * UNIT
    line = f'x1="{_n(ax)}" y1="{_n(ay)}" x2="{_n(bx)}" y2="{_n(by)}"'
    parts = [f'<g class="ms-stick ms-{state}" data-cell="{cell}" data-position="{position}" data-state="{state}">']
    if interactive:
        parts.append(f'<line class="ms-hit" {line}/>')
    parts.append(f'<line class="ms-body" {line}/>')
    hx, hy = bx - ux * UNIT * 0.4, by - uy * UNIT * 0.4
    parts.append(f'<circle class="ms-head" cx="{_n(hx)}" cy="{_n(hy)}" r="2.4"/>')
    parts.append("</g>")
    return "".join(parts)


def draw_row(cells, label: str, description: str = "", interactive: bool = False,
             options: Options = Options(), name: str | None = None) -> str:
    """Draw a row of cells, each ``(before_mask, after_mask, gap)``: sticks in both are ``on``, only after are
    ``added``, only before are ``removed``. Empty gaps take no room unless ``interactive`` (then they show
    their slots so a stick can be put there). ``label`` is the drawing's ``data-equation``, and its name for
    screen readers unless ``name`` gives another."""
    table = by_mask(options)
    body: list[str] = []
    x = MARGIN
    for i, (before, after, _gap) in enumerate(cells):
        if not (before or after) and not interactive:
            continue
        symbol = table.get(after)
        attrs = f' data-symbol={quoteattr(symbol.text)}' if symbol else (' data-empty="true"' if not after else "")
        body.append(f'<g class="ms-cell" data-cell="{i}"{attrs}>')
        sticks = []
        for p in POSITIONS:
            bit = BIT[p]
            if before & bit and after & bit:
                state = "on"
            elif after & bit:
                state = "added"
            elif before & bit:
                state = "removed"
            elif interactive and _slots(after, options) & bit:
                state = "slot"
            else:
                continue
            sticks.append((state not in ("slot", "removed"), state, p))
        for _, state, p in sorted(sticks, key=lambda s: s[0]):  # free places under sticks, for taps
            body.append(_stick(i, p, state, x, MARGIN, interactive))
        body.append("</g>")
        x += PITCH
    width = (x - PITCH + 1 + MARGIN) * UNIT if x > MARGIN else 2 * MARGIN * UNIT
    height = (2 + 2 * MARGIN) * UNIT
    sticks = sticks_of([after for _, after, _ in cells])
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="matchsticks" viewBox="0 0 {_n(width)} {_n(height)}" '
            f'{_size(width, height)} role="img" aria-label={quoteattr(name or label)} '
            f'data-equation={quoteattr(label)} data-sticks="{sticks}">')
    desc = f"<desc>{escape(description)}</desc>" if description else ""
    return f"{head}<title>{escape(name or label)}</title>{desc}<style>{STYLE}</style>{''.join(body)}</svg>"


def draw_equation(equation: str, options: Options = Options(), interactive: bool = False) -> str:
    """Draw an equation (text or stick notation) as it stands; with ``interactive`` the layout's empty cells
    and free places are drawn too, numbered as `puzzlers.matchsticks.toggle` expects."""
    masks = read(equation, options)
    cells = layout(masks, options)
    text = text_of(masks, options)
    return draw_row([(c.mask, c.mask, c.gap) for c in cells], text or sticks_of(masks), interactive=interactive,
                    options=options, name=text if text is not None else unreadable_name(masks, options))


def unreadable_name(masks, options: Options = Options()) -> str:
    """What a screen reader hears for a drawing that is no equation (a stick half moved): its symbols, ``?`` for
    each shape that is none.

    >>> unreadable_name(read("acdefg|vs|bcfg|gq|bcfg"))
    '6?4=4, not an equation yet (? is no symbol)'
    """
    table = by_mask(options)
    shown = "".join(table[m].text if m in table else "?" for m in masks if m)
    return f"{shown}, not an equation yet (? is no symbol)"


#: Where the frame picture writes each position's letter (cell units), clear of the sticks.
LABELS = {
    "a": (0.5, -0.17), "b": (1.2, 0.5), "c": (1.2, 1.5), "d": (0.5, 2.2), "e": (-0.2, 1.5), "f": (-0.2, 0.5),
    "g": (0.2, 0.86), "v": (0.64, 0.42), "q": (0.86, 1.62), "s": (0.92, 0.5), "t": (0.92, 1.55),
    "n": (0.95, 0.72), "h": (1.0, 0.3), "i": (1.0, 1.72), "j": (0.0, 0.3), "k": (0.0, 1.72),
}
FRAME_GROUPS = ("abcdefg", "gvst", "gqn", "hi", "jk")


def draw_frame() -> str:
    """The model as a picture: every stick position of the cell frame, named, in five groups (digits;
    ``+ - × /``; ``= ≠``; ``<``; ``>``) so none hides another."""
    pitch = PITCH + 0.3
    body = []
    for n, group in enumerate(FRAME_GROUPS):
        x0 = MARGIN + 0.2 + n * pitch
        body.append(f'<g class="ms-cell" data-cell="{n}">')
        body += [_stick(n, p, "on", x0, MARGIN, False) for p in group]
        for p in group:
            lx, ly = LABELS[p]
            body.append(f'<text x="{_n((x0 + lx) * UNIT)}" y="{_n((MARGIN + ly) * UNIT)}">{p}</text>')
        body.append("</g>")
    width = (MARGIN + 0.2 + (len(FRAME_GROUPS) - 1) * pitch + 1.4 + MARGIN) * UNIT
    height = (2.3 + 2 * MARGIN) * UNIT
    label = "The stick positions of a cell: a to g for digits; g, v, s, t for + - × /; g, q, n for = and ≠; " \
            "h, i for <; j, k for >"
    style = STYLE + ".ms-frame text{fill:currentColor;font:7px sans-serif;text-anchor:middle;dominant-baseline:middle}"
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="matchsticks ms-frame" '
            f'viewBox="0 0 {_n(width)} {_n(height)}" '
            f'{_size(width, height)} role="img" aria-label={quoteattr(label)}>'
            f"<title>{escape(label)}</title><style>{style}</style>{''.join(body)}</svg>")
