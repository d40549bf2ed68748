"""Looking back: the table shows a past battle as past_model builds it, the status bar,
the log and the chart say which, and returning leaves the game exactly as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from krig_desktop.model.past import past_model

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def played(qtbot, open_window):
    window = open_window("--game", "7", "--players", "3", "--speed", "instant")
    c = window.controller
    for _ in range(12):
        c.request_step()
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    return window


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def test_looking_back_and_returning_changes_nothing(qtbot, played):
    window, c = played, played.controller
    before, present = c.game.to_dict(), c.model
    battles = c.story.shown
    assert battles == c.game.battles > 5
    assert c.looking_back is None
    action(window, "actionLookBack").trigger()  # the newest battle
    assert c.looking_back == battles
    action(window, "actionLookOlder").trigger()
    action(window, "actionLookOlder").trigger()
    n = battles - 2
    assert c.looking_back == n
    record = c.game.history[n - 1]
    assert window.scene.model == past_model(record, present)
    assert window.status_label.text() == f"Battle {n} of {battles} — press End to return"
    assert window.story_dock.log.currentIndex().row() == n - 1
    assert window.story_dock.chart.marked() == n
    assert window.scene.result_line() == window.scene.texts.result_line(
        past_model(record, present))
    assert record.number == n and window.scene.result_line()
    assert action(window, "actionLookBack").isChecked()
    assert c.game.to_dict() == before
    action(window, "actionLookReturn").trigger()
    assert c.looking_back is None and not action(window, "actionLookBack").isChecked()
    assert window.scene.model == c.model == present
    assert c.game.to_dict() == before
    assert window.status_label.text() == window.status_text(present)
    assert window.story_dock.chart.marked() is None


def test_right_past_the_newest_returns_and_esc_returns(played):
    window, c = played, played.controller
    newest = c.story.shown
    c.looking.look_at(newest - 1)
    action(window, "actionLookNewer").trigger()
    assert c.looking_back == newest
    action(window, "actionLookNewer").trigger()
    assert c.looking_back is None
    c.looking.look_at(3)
    action(window, "actionEscape").trigger()  # Esc
    assert c.looking_back is None
    assert window.scene.model == c.model


def test_a_log_row_or_the_chart_picks_the_battle(qtbot, played):
    window, c = played, played.controller
    log = window.story_dock.log
    window.story_dock.show()
    index = log.model().index(4, 0)
    log.battleActivated.emit(index.data(log.model().BattleRole))
    assert c.looking_back == 5
    window.story_dock.chart.battleClicked.emit(2)
    assert c.looking_back == 2 and window.story_dock.chart.marked() == 2
    action(window, "actionLookBack").trigger()  # off again
    assert c.looking_back is None


def test_playing_while_looking_back_first_returns(qtbot, played):
    window, c = played, played.controller
    before = c.game.to_dict()
    c.looking.look_at(2)
    c.request_step()  # Space, a deck click: back to the present, nothing played
    assert c.looking_back is None and c.game.to_dict() == before
    assert window.scene.model == c.model
    c.request_step()  # now it plays
    assert c.game.to_dict() != before


def test_autoplay_stops_while_looking_and_resumes_from_the_present(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "fast")
    c = window.controller
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: c.story.shown >= 2, timeout=20_000)
    c.looking.look_at(1)
    assert not c.autoplay
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    qtbot.waitUntil(lambda: c.looking_back == 1, timeout=10_000)  # after the step moving
    before = c.game.to_dict()
    qtbot.wait(50)
    assert c.game.to_dict() == before  # nothing plays while looking
    c.set_autoplay(True)
    assert c.looking_back is None
    c.set_autoplay(False)


def test_left_key_starts_looking_back(qtbot, played):
    window, c = played, played.controller
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    if c.looking_back is None:  # offscreen: shortcuts need an active window
        action(window, "actionLookOlder").trigger()
    assert c.looking_back == c.story.shown
    assert action(window, "actionLookOlder").shortcut().toString() == "Left"
    assert action(window, "actionLookReturn").shortcut().toString() == "End"
