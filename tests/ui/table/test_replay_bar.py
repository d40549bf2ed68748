"""Issue 24 point 4: a replay's own controls (pause, step, speed, leave) under its
ribbon on the felt, driving the window's actions; hidden but while a replay runs."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu
from table_models import model_of

from krig_desktop.engine import Game
from krig_desktop.ui.table.table_scene import TableScene
from krig_desktop.ui.table.table_view import TableView

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_the_replay_bar_shows_under_the_ribbon_and_drives_the_actions(qtbot):
    scene = TableScene()
    view = TableView(scene)
    scene.setParent(view)  # deleted with the view, not whenever a garbage collection runs
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    scene.sync(model_of(Game.new(2, 7)))
    running, step, leave = QAction(view), QAction(view), QAction(view)
    running.setCheckable(True)
    running.setChecked(True)
    speeds = QMenu(view)
    bar = view.replay_bar
    bar.set_actions(running, step, speeds, leave)
    assert not bar.isVisible()
    scene.show_mode(None, 0, True)  # a replay runs
    assert bar.isVisible() and scene.ribbon.isVisible()
    ribbon = view.mapFromScene(scene.ribbon.sceneBoundingRect()).boundingRect()
    assert bar.y() >= ribbon.bottom() and abs(bar.geometry().center().x()
                                              - ribbon.center().x()) <= 2
    assert bar.pause.text() == "Pause Replay"
    bar.pause.click()
    assert not running.isChecked() and bar.pause.text() == "Go On"
    with qtbot.waitSignal(step.triggered, timeout=1000):
        bar.step.click()
    with qtbot.waitSignal(leave.triggered, timeout=1000):
        bar.leave.click()
    assert bar.speed.menu() is speeds
    step.setEnabled(False)
    assert not bar.step.isEnabled()
    scene.show_mode(None, 0, False)  # your game is back
    assert not bar.isVisible()
