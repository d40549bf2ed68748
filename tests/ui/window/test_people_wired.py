"""Issue 27, point 2, once main_window.py wires the people (the lead's patch): the
window's own seat keys, New Game through ask_new_game, the log, the game-over panel and
the announcer calling each person by name, and --today never resuming the kept game."""

from __future__ import annotations

import pytest

from krig_desktop.storage import paths
from krig_desktop.today import todays_game_number

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_the_window_makes_the_seat_keys(open_window):
    window = open_window("--humans", "2")
    assert [a.objectName() for a in window.seat_keys.actions] == ["actionSeatKey1",
                                                                   "actionSeatKey2"]
    assert window.seat_keys.actions[0] in window.actions()


def test_the_game_over_panel_and_the_log_name_the_people(open_window, qtbot):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--game", "3",
                         "--speed", "instant")
    c = window.controller
    window.story_dock.show()
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=20_000)
    panel = window.view.panel
    assert panel.title.text() in ("Ada wins", "Bo wins")
    assert "You" not in panel.reason.text()
    assert not panel.luck.text()  # seat 0's luck is no one's "your chance" with two
    log = window.story_dock.log_model
    qtbot.waitUntil(lambda: log.rowCount() > 0, timeout=10_000)
    results = [str(log.data(log.index(row, log.result_column)))
               for row in range(log.rowCount())]
    assert not any("you" in text.lower().split() for text in results)
    assert any("Ada" in text for text in results) and any("Bo" in text for text in results)


def test_today_deals_the_days_game_and_never_resumes_the_kept_one(open_window, qtbot):
    first = open_window("--game", "9", "--speed", "instant")
    with qtbot.waitSignal(first.save_flow.keeper.kept, timeout=10_000):
        first.controller.request_step()
    first.close()
    assert paths.resume_path().exists()
    import datetime

    window = open_window("--today")
    assert window.controller.game.seed == todays_game_number(datetime.date.today())
    assert window.controller.game.battles == 0 and window.controller.game.players == 2
