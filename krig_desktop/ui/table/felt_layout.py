"""One layout for everything drawn over the felt: where each layer goes.

Ten kinds of things lie over the table (the hint, the result line, the War! banner, the
war prompt, notes, the ribbon, the replay's bar, the first-time tip, the game-over
panel, today's card). Each placed by its own rule, they collided: the replay bar on a
deck, the tip on your deck, a note under the panel. Here one pure function of the card
zones and the layers' sizes places them all, in order of importance, so that none covers
a deck that holds cards, a battle card (with its longest fan), a plate or another layer;
a layer with no room left is hidden (None), never laid over another. At game over the
decks and slots of the players who are out are empty: the panel may lie there (and, as a
last resort on a small felt, over their plates, which say "Out"); an empty slot is free
while no card moves. Plain geometry, as `seat_layout.py`: a test walks every size
without a window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QPointF, QRectF

from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.table.seat_layout import TableLayout, card_zones

# Every layer's name (the tag of its item or widget: see the module of each).
NAMES = ("hint", "result", "banner", "warPrompt", "callNote", "ribbon", "replayBar",
         "tip", "gameOver", "todayCard")
# Placed in this order: where room is short, the later ones wait (are hidden).
PRIORITY = ("gameOver", "todayCard", "banner", "result", "warPrompt", "ribbon",
            "replayBar", "callNote", "hint", "tip")
MODES = ("play", "war", "call", "lookBack", "replay", "over")
# Sought first within this many card widths of the pile: words about the battle.
NEAR_PILE = {"result": 2.0, "warPrompt": 2.0, "banner": 2.5}
# How much more a step away from the anchor up or down counts than one across: the
# ribbon keeps to the top edge, going beside the top seat's cards rather than below.
DOWN_WEIGHT = {"ribbon": 6.0}
# Pixels between two layers, or a layer and a plate, and from the felt's edge (an item
# draws up to 2 pixels beyond the box it is placed as).
GAP = 6.0
CARD_PAD = 0.1  # card widths around a card zone: its tilt, glow and shadow

Size = tuple[float, float]
_Edges = tuple[float, float, float, float]  # left, top, right, bottom


class FeltPlan(Frozen):
    """Where each layer goes: its rectangle and which of its shapes (sizes) was used;
    a layer asked for and not placed is hidden (None)."""

    placed: tuple[tuple[str, QRectF | None, int], ...]

    def rect(self, name: str) -> QRectF | None:
        return next((rect for key, rect, _ in self.placed if key == name), None)

    def shape(self, name: str) -> int:
        return next((shape for key, _, shape in self.placed if key == name), 0)

    def rects(self) -> dict[str, QRectF]:
        """Every layer shown, by name."""
        return {key: rect for key, rect, _ in self.placed if rect is not None}


def zones(layout: TableLayout, mode: str = "play", out: frozenset[int] = frozenset(),
          laid: frozenset[int] | None = None) -> tuple[list[QRectF], list[QRectF]]:
    """What no layer may cover: the card zones (each deck's whole item rectangle with
    its stack, each battle slot with its longest fan, the set-aside card) and the
    plates. A slot with no card is free when it is known (`laid`: the seats with cards
    on the table; None while cards move, or not known); at game over the decks of the
    seats that are `out` are free too."""
    # card_zones: each seat's deck then its slot, in seat order; the set-aside card last.
    empty: set[int] = set()
    if mode == "over":
        empty = {2 * seat + k for seat in out for k in (0, 1)}
    if laid is not None:
        empty |= {2 * seat + 1 for seat in range(len(layout.seats)) if seat not in laid}
    cards = [zone for index, zone in enumerate(card_zones(layout)) if index not in empty]
    plates = [QRectF(geo.label) for geo in layout.seats]
    if layout.set_aside_label is not None:
        plates.append(QRectF(layout.set_aside_label))
    return cards, plates


def anchor_of(name: str, layout: TableLayout, placed: Mapping[str, QRectF],
              size: Size) -> QPointF:
    """Where a layer would rather be: the words about the battle at the pile, the
    ribbon at the top edge, the replay's bar under it, the hint by your deck, the tip
    in a corner away from the cards."""
    centre = layout.centre
    if name == "ribbon":
        return QPointF(centre.x(), 0.0)
    if name == "replayBar":
        ribbon = placed.get("ribbon")
        if ribbon is None:
            return QPointF(centre.x(), 0.0)
        return QPointF(ribbon.center().x(), ribbon.bottom() + GAP + size[1] / 2)
    if name == "hint":
        return layout.hint.center()
    if name == "tip":
        return QPointF(layout.width, layout.height)
    return QPointF(centre)


def plan_felt(layout: TableLayout, mode: str, out: frozenset[int],
              sizes: Mapping[str, Sequence[Size]],
              anchors: Mapping[str, QPointF] | None = None,
              laid: frozenset[int] | None = None) -> FeltPlan:
    """Place the layers of `sizes` (each with its shapes, best first; a layer with no
    shape is not shown) in order of PRIORITY, each nearest its anchor (`anchors`, else
    `anchor_of`) where it covers no card zone, plate or layer placed before it
    (`zones`: `laid` says which seats have cards on the table)."""
    cards, plates = zones(layout, mode, out, laid)
    pad = CARD_PAD * layout.card_w
    blocked = [_edges(z.adjusted(-pad, -pad, pad, pad)) for z in cards]
    # The last resort of the game-over panel on a small felt: the plates of the seats
    # that are out ("Out", said by their empty decks too) may lie under it.
    spare = [p for seat, p in enumerate(plates) if mode == "over" and seat in out]
    blocked_hard = blocked + [_edges(p.adjusted(-GAP, -GAP, GAP, GAP)) for p in plates
                              if not any(p is q for q in spare)]
    blocked += [_edges(p.adjusted(-GAP, -GAP, GAP, GAP)) for p in plates]
    area = (GAP, GAP, layout.width - GAP, layout.height - GAP)
    placed: dict[str, QRectF] = {}
    result: list[tuple[str, QRectF | None, int]] = []
    for name in PRIORITY:
        shapes = [s for s in sizes.get(name, ()) if s[0] > 0 and s[1] > 0]
        if not shapes:
            continue
        found: tuple[QRectF, int] | None = None
        near = NEAR_PILE.get(name)
        tries: list[tuple[float | None, list[_Edges]]] = []
        if near is not None:
            tries.append((near * layout.card_w, blocked))
        tries.append((None, blocked))
        if name == "gameOver" and spare:
            tries.append((None, blocked_hard))
        for reach, walls in tries:
            for index, size in enumerate(shapes):
                anchor = (anchors or {}).get(name) or anchor_of(name, layout, placed, size)
                spot = _find(area, size, anchor, walls, reach, DOWN_WEIGHT.get(name, 1.0))
                if spot is not None:
                    found = (QRectF(spot[0], spot[1], size[0], size[1]), index)
                    break
            if found is not None:
                break
        if found is None:
            result.append((name, None, 0))
            continue
        rect, index = found
        placed[name] = rect
        blocked.append(_edges(rect.adjusted(-GAP, -GAP, GAP, GAP)))
        blocked_hard.append(blocked[-1])
        result.append((name, rect, index))
    return FeltPlan(tuple(result))


def _edges(rect: QRectF) -> _Edges:
    return rect.left(), rect.top(), rect.right(), rect.bottom()


def _find(area: _Edges, size: Size, anchor: QPointF, blocked: list[_Edges],
          reach: float | None, down: float = 1.0) -> tuple[float, float] | None:
    """The top-left of a free `size` box whose centre is nearest `anchor` (within
    `reach` of it, if given; a step up or down counting `down` times), inside `area`;
    None if there is none.

    The nearest free place of a box lies where it is centred on the anchor or touches
    an edge of the area or of something blocked, on each axis: those candidates, nearest
    first, each tested against every blocked rectangle (a few hundred at most)."""
    w, h = size
    left, top, right, bottom = area
    if w > right - left or h > bottom - top:
        return None
    ax, ay = anchor.x(), anchor.y()
    xs = {min(max(ax - w / 2, left), right - w), left, right - w}
    ys = {min(max(ay - h / 2, top), bottom - h), top, bottom - h}
    for b_left, b_top, b_right, b_bottom in blocked:
        xs.update((b_right + 0.5, b_left - w - 0.5))
        ys.update((b_bottom + 0.5, b_top - h - 0.5))
    xs = {x for x in xs if left <= x <= right - w}
    ys = {y for y in ys if top <= y <= bottom - h}
    limit = None if reach is None else reach * reach
    candidates = sorted(((x + w / 2 - ax) ** 2 + (down * (y + h / 2 - ay)) ** 2, x, y)
                        for x in xs for y in ys)
    for distance, x, y in candidates:
        if limit is not None and distance > limit:
            return None
        x2, y2 = x + w, y + h
        for b_left, b_top, b_right, b_bottom in blocked:
            if x < b_right and b_left < x2 and y < b_bottom and b_top < y2:
                break
        else:
            return x, y
    return None
