"""Watch Replay: the game again from battle 1 with the log building up, reproducing the
same records; the real game is untouched and comes back when the replay reaches it,
or when the player stops it."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def test_a_replay_reproduces_the_records_and_gives_the_game_back(qtbot, open_window):
    window = open_window("--game", "7", "--players", "3", "--speed", "instant")
    c = window.controller
    for _ in range(25):
        c.request_step()
    real = c.game
    before = real.to_dict()
    records = list(real.history)
    assert records
    seen = []
    c.story.battlesShown.connect(
        lambda n: seen.append(c.story.record(n)) if n and c.replaying else None)
    action(window, "actionWatchReplay").trigger()
    assert c.replaying and c.game is not real and action(window, "actionWatchReplay").isChecked()
    assert "Replay" in window.status_label.text()
    assert not action(window, "actionSave").isEnabled()
    qtbot.waitUntil(lambda: not c.replaying, timeout=30_000)
    assert seen == records  # battle by battle, the same story
    assert c.game is real and real.to_dict() == before
    assert window.scene.model == c.model
    assert not action(window, "actionWatchReplay").isChecked()
    assert window.story_dock.log_model.rowCount() == len(records)


def test_esc_stops_a_replay(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "normal")
    c = window.controller
    c.replace_game(played(7, 30))
    real, before = c.game, c.game.to_dict()
    window.watch_replay()
    qtbot.waitUntil(lambda: c.story.shown >= 1, timeout=20_000)
    action(window, "actionEscape").trigger()  # Esc
    assert not c.replaying and c.game is real and real.to_dict() == before
    assert not c.autoplay


def test_pause_on_wars_waits_for_a_click(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c = window.controller
    action(window, "actionPauseOnWars").trigger()
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: bool(c.model.tied) or c.game.over, timeout=30_000)
    assert c.model.tied  # game 7 has wars
    battles = c.game.battles
    qtbot.wait(50)
    assert c.game.battles == battles and c.model.tied  # waiting
    assert "Click your deck" in window.scene.result_line()
    c.request_step()  # the click lays the war; autoplay goes on
    qtbot.waitUntil(lambda: c.game.battles > battles + 1, timeout=30_000)
    c.set_autoplay(False)


def played(seed: int, battles: int) -> Game:
    game = Game.new(2, seed)
    game.play_to_end(max_battles=battles)
    return game


@pytest.mark.slow
def test_looking_back_during_a_replay_still_says_replay(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "normal")
    c = window.controller
    c.replace_game(played(7, 30))
    window.watch_replay()
    qtbot.waitUntil(lambda: c.story.shown >= 3, timeout=20_000)
    c.pause()
    qtbot.waitUntil(lambda: not c.busy, timeout=20_000)
    window.game_actions.look_older.trigger()
    assert c.looking_back is not None and c.replaying
    assert "Replay" in window.status_label.text()
    window.game_actions.look_return.trigger()
    assert c.looking_back is None and c.replaying
    assert "Replay" in window.status_label.text()
