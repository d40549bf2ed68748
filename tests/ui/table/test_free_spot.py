"""free_spot, the search that places the War! banner, the result line and the ribbon:
the arithmetic on edges finds exactly the spot the search with QRectF objects found
(kept here as the reference), for every table, box, reach and other words tried."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from krig_desktop.ui.table.seat_layout import (
    TableLayout,
    card_zones,
    compute_layout,
    free_spot,
)


def reference_free_spot(layout: TableLayout, width: float, height: float,
                        reach: float | None = None,
                        avoid: tuple[QRectF, ...] = ()) -> QPointF | None:
    """The search as it was written before (QRectF boxes tested point by point)."""
    pad = 0.1 * layout.card_w
    hard = [z.adjusted(-pad, -pad, pad, pad) for z in card_zones(layout)]
    hard.extend(avoid)
    plates = [geo.label for geo in layout.seats]
    if layout.set_aside_label is not None:
        plates.append(layout.set_aside_label)
    area = layout.rect.adjusted(4, 4, -4, -4)
    if width > area.width() or height > area.height():
        return None
    step = max(3.0, layout.card_w / 6)
    cx, cy = layout.centre.x(), layout.centre.y()
    nx, ny = int(layout.width / 2 / step) + 1, int(layout.height / 2 / step) + 1
    xs = [cx + i * step for i in range(-nx, nx + 1)]
    ys = [cy + j * step for j in range(-ny, ny + 1)]
    points = [(x, y) for x in xs for y in ys
              if area.left() + width / 2 <= x <= area.right() - width / 2
              and area.top() + height / 2 <= y <= area.bottom() - height / 2]
    points.sort(key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)
    for zones in (hard + plates, hard):
        for x, y in points:
            if reach is not None and (x - cx) ** 2 + (y - cy) ** 2 > reach ** 2:
                break
            box = QRectF(x - width / 2, y - height / 2, width, height)
            if not any(box.intersects(zone) for zone in zones):
                return QPointF(x, y)
    return None


TABLES = [(800, 560, 2), (800, 560, 4), (1280, 720, 3), (1280, 760, 4), (1920, 1040, 4),
          (1920, 1080, 2), (1024, 700, 3)]


@pytest.mark.parametrize(("w", "h", "players"), TABLES)
def test_the_spot_found_is_the_one_the_reference_finds(w, h, players):
    layout = compute_layout(w, h, players)
    card = layout.card_w
    hint = QRectF(layout.centre.x() - card, layout.centre.y() + card * 0.3, 2 * card, card / 3)
    found = 0
    for (wide, high), reach, avoid in itertools.product(
            [(0.5, 0.3), (1.2, 0.4), (2.5, 0.6), (4.0, 0.5), (6.0, 1.2), (8.0, 0.3),
             (3.0, 2.5), (w, 1.0), (0.0, 0.5)],
            [None, 1.3, 2.0],
            [(), (hint,), (QRectF(),)]):
        width = min(wide * card, float(w))
        expected = reference_free_spot(layout, width, high * card, reach, avoid)
        assert free_spot(layout, width, high * card, reach, avoid) == expected, (
            wide, high, reach, avoid)
        found += expected is not None
    assert found  # the cases tried include spots found, not only "none fits"
