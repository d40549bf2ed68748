"""Issue 24 point 2: in a big window (4 players, 1920×1080) the result line stayed
nowhere near the pile (top left, over CPU 1's seat, ~500 px from where the cards met).
It now stays within two card widths of the table's centre, covering no card, its text
capped in size rather than moved away."""

from __future__ import annotations

import math

import pytest

from krig_desktop.ui.table.felt_layout import NEAR_PILE
from krig_desktop.ui.table.result_caption import MAX_PX
from krig_desktop.ui.table.seat_layout import card_zones

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800)])
def test_the_result_line_stays_at_the_pile(qtbot, open_window, players, size):
    window = open_window("--game", "12345", "--players", str(players), "--speed", "instant",
                         size=size)
    c, scene = window.controller, window.scene
    for _ in range(3):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    qtbot.waitUntil(lambda: scene.caption.isVisible(), timeout=5000)
    layout = scene.table_layout
    assert layout is not None
    box = scene.caption.sceneBoundingRect()
    centre = layout.centre
    distance = math.hypot(box.center().x() - centre.x(), box.center().y() - centre.y())
    assert distance <= NEAR_PILE["result"] * layout.card_w, (distance, layout.card_w)
    inner = box.adjusted(3, 3, -3, -3)
    assert not any(inner.intersects(zone) for zone in card_zones(layout))
    assert scene.caption._px <= MAX_PX
