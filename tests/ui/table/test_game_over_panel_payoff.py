"""The game-over panel is where the payoff is (issue 40): the achievements the game
earned as named medals on the panel itself, and Next Game (the default), Play This
Deal Again and Watch Replay, each a button with its object name and a key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from krig_desktop.engine import Game, Rules

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
DRAWN = [["AS", "9H", "9S"], ["3H", "KH", "2H", "KS", "3S", "4H", "2S"]]  # a draw


def _medals(panel) -> list[str]:
    return [m.objectName() for m in panel.findChildren(QLabel)
            if m.objectName().startswith("medal:")]


def _ended(window, qtbot) -> None:
    c = window.controller
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over and window.view.panel.isVisible(), timeout=20_000)


def test_the_buttons_are_named_and_next_game_is_the_default(open_window, qtbot) -> None:
    window = open_window("--game", "5", "--players", "3", "--face-down", "2",
                         "--speed", "instant")
    _ended(window, qtbot)
    panel = window.view.panel
    found = {name: panel.findChild(QPushButton, name)
             for name in ("panelNewGame", "panelPlayAgain", "panelWatchReplay")}
    assert all(button is not None and button.isVisible() and button.text()
               for button in found.values())
    assert found["panelNewGame"].isDefault()
    assert not found["panelPlayAgain"].isDefault()
    assert [b.text() for b in found.values()] == [
        "&Next Game", "Play This Deal &Again", "&Watch Replay"]
    assert all("&" in b.text() for b in found.values())  # each has its key (Alt+letter)
    # Next Game: at once, a new number, the same players and rules.
    c = window.controller
    with qtbot.waitSignal(c.gameStarted):
        qtbot.keyClick(found["panelNewGame"], Qt.Key.Key_Return)
    assert not panel.isVisible() and not c.game.over
    assert c.model.game_number != 5
    assert (c.model.players, c.model.rules) == (3, Rules(face_down=2))


def test_play_this_deal_again_deals_the_same_game(open_window, qtbot) -> None:
    window = open_window("--game", "5", "--speed", "instant")
    _ended(window, qtbot)
    c = window.controller
    with qtbot.waitSignal(c.gameStarted):
        window.view.panel.play_again.click()
    assert c.model.game_number == 5 and c.model.battles == 0 and not c.game.over


def test_watch_replay_replays_the_game_just_played(open_window, qtbot) -> None:
    window = open_window("--game", "5", "--speed", "instant")
    _ended(window, qtbot)
    c = window.controller
    with qtbot.waitSignal(c.replayChanged):
        window.view.panel.watch_replay.click()
    assert c.replaying


def test_the_achievements_earned_are_medals_on_the_panel(open_window, qtbot) -> None:
    window = open_window("--game", "5", "--speed", "instant")
    history = window.history
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    notes: list[str] = []
    history.notify = notes.append
    c = window.controller
    c.replace_game(Game.from_hands(DRAWN, Rules(gathering="fixed")))
    _ended(window, qtbot)
    panel = window.view.panel
    qtbot.waitUntil(lambda: bool(_medals(panel)), timeout=10_000)
    assert _medals(panel) == ["medal:stalemate"] and notes == []  # never under it
    medal = panel.medal("stalemate")
    assert medal is not None and medal.isVisible()
    assert "Nobody Wins" in medal.text()
    assert medal.accessibleName() == "Achievement: Nobody Wins" and medal.toolTip()
    assert panel.geometry().contains(medal.mapTo(panel, medal.rect().center())
                                     + panel.pos())
    # The next game's panel starts without the last one's medals.
    with qtbot.waitSignal(c.gameStarted):
        panel.next_game.click()
    assert _medals(panel) == []


def test_an_achievement_without_the_panel_is_a_note(open_window, qtbot) -> None:
    """Medals only where the game's panel shows: else the felt's quiet note."""
    window = open_window("--game", "5", "--speed", "instant")
    assert window.view.show_medals(["stalemate"]) is False  # no panel yet
    window.view.panel.add_medals(["stalemate", "no_such_key", "stalemate"])
    assert _medals(window.view.panel) == ["medal:stalemate"]
