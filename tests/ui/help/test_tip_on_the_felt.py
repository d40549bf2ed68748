"""Issue 42: the first-time tip is a layer over the felt (`tip`), placed by the felt's
layout (never on your deck), and it leaves at the first battle; Show the Battle Log
shows the log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QWidget

from krig_desktop.commands.window_start import build_window
from krig_desktop.options import parse_options
from krig_desktop.ui.help import first_tip
from krig_desktop.ui.table.felt_layout import zones

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def first_start(qtbot, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    window = build_window(parse_options(["--players", "4", "--speed", "instant"]),
                          staged=True)
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    window.finish_start()
    window.later.finish()
    qtbot.waitUntil(lambda: window.view.viewport().findChild(QWidget, "storyTip")
                    is not None)
    yield window, window.view.viewport().findChild(QWidget, "storyTip")
    window.controller.set_autoplay(False)
    window.close()


def test_the_tip_lies_on_the_felt_clear_of_the_cards_and_goes_at_the_first_battle(
        qtbot, first_start):
    window, tip = first_start
    assert tip.property("layer") == "tip" and tip.isVisible()
    layout, model = window.scene.table_layout, window.scene.model
    laid = frozenset(pc.seat for pc in model.pile)  # (an empty slot is free at rest)
    cards, plates = zones(layout, "play", model.out, laid)
    assert not any(QRectF(tip.geometry()).intersects(z) for z in cards + plates)
    window.controller.request_step()
    qtbot.waitUntil(lambda: not tip.isVisible())


def test_show_the_battle_log_shows_it(qtbot, first_start):
    window, tip = first_start
    dock = window.later.story_dock
    dock.hide()
    qtbot.mouseClick(tip.log, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(dock.isVisible)
    assert not tip.isVisible()
