"""An unexpected error while playing stops play cleanly and is shown, never left half-way.

A slot's exception is only printed by Qt: before, a MemoryError inside Finish game left
"Finishing…" in the status bar and `busy` True for good, so nothing could be played;
an error inside an animated step left the table waiting for an animation that never
came. Now the controller stops, shows the game where it got to, and says so through
`errorOccurred`, which the window shows in a message box.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from krig_desktop.commands.smoke import card_problem
from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture(autouse=True)
def _close_error_boxes(qapp):
    """A message box outlives its closed window: one left open would be the first box
    the next test's dialog answerer finds (and that test would wait on its own)."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QMessageBox) and widget.objectName() == "playErrorBox":
            widget.close()


def shown_counts(window) -> list[int]:
    scene = window.scene
    return [scene.deck_item(seat).count for seat in range(window.controller.game.players)]


def error_box(window) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "playErrorBox")
    return box if box is not None and box.isVisible() else None


def exhausting_play_to_end(battles_first: int):
    """A play_to_end that plays a little, then runs out of memory, as game 21 did."""
    real = Game.play_to_end

    def play_to_end(self, max_battles=None):
        real(self, max_battles=battles_first)
        raise MemoryError

    return play_to_end


def test_memory_error_in_finish_game_stops_and_is_reported(qtbot, open_window, monkeypatch):
    window = open_window("--game", "18", "--speed", "normal")
    c = window.controller
    monkeypatch.setattr(Game, "play_to_end", exhausting_play_to_end(40))
    with qtbot.waitSignal(c.errorOccurred) as blocker:
        window.game_actions.finish.trigger()
    text = blocker.args[0]
    assert c.game.battles == 40 and not c.game.over
    assert not c.finishing and not c.busy
    assert "memory" in text and "battle 41" in text  # on the table: 40 were played
    assert window.statusBar().currentMessage() == ""  # no "Finishing…" left behind
    assert "Battle 41" in window.status_label.text()
    assert shown_counts(window) == [len(hand) for hand in c.game.hands]
    assert card_problem(c.game) is None
    box = error_box(window)
    assert box is not None and box.text() == text
    box.accept()
    monkeypatch.undo()
    c.request_step()  # play goes on from there
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert c.game.battles + len(c.game.table) > 40


def test_an_error_in_a_later_finish_slice_stops_too(qtbot, open_window, monkeypatch):
    window = open_window("--game", "18", "--speed", "instant")
    c = window.controller
    real = Game.play_to_end
    calls = []

    def play_to_end(self, max_battles=None):
        calls.append(max_battles)
        if len(calls) == 1:
            return real(self, max_battles=5)  # not over: another slice follows
        raise RuntimeError("broken on purpose")

    monkeypatch.setattr(Game, "play_to_end", play_to_end)
    with qtbot.waitSignal(c.errorOccurred, timeout=10_000) as blocker:
        c.finish_game()
    assert len(calls) == 2
    assert not c.busy and c.game.battles == 5
    assert "RuntimeError: broken on purpose" in blocker.args[0]
    assert "memory" not in blocker.args[0]


def test_an_error_in_an_animated_step_leaves_no_half_moved_table(qtbot, open_window,
                                                                 monkeypatch):
    window = open_window("--game", "18", "--speed", "fast")
    c = window.controller
    real = Game.step

    def step(self):
        if self.table:  # the flip went through; the next step fails
            raise RuntimeError("the engine broke")
        return real(self)

    monkeypatch.setattr(Game, "step", step)
    c.request_step()  # game 18 opens with a tie: the war step comes next, and fails
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    with qtbot.waitSignal(c.errorOccurred, timeout=10_000) as blocker:
        c.request_step()
    assert "RuntimeError: the engine broke" in blocker.args[0]
    assert not c.busy
    shown = {sprite.card for sprite in window.scene.visible_sprites()}
    assert set(c.game.table) <= shown
    assert shown_counts(window) == [len(hand) for hand in c.game.hands]


def test_an_error_after_the_animation_is_reported(qtbot, open_window, monkeypatch):
    """The gathering step runs from the table's "animations done" signal, not a click."""
    window = open_window("--game", "3", "--speed", "fast")
    c = window.controller
    real = Game.step

    def step(self):
        if self.phase == "gather":
            raise MemoryError
        return real(self)

    monkeypatch.setattr(Game, "step", step)
    with qtbot.waitSignal(c.errorOccurred, timeout=10_000) as blocker:
        c.request_step()
    assert "memory" in blocker.args[0]
    assert not c.busy and c.game.phase == "gather"
    assert shown_counts(window) == [len(hand) for hand in c.game.hands]


def test_an_error_stops_autoplay(qtbot, open_window, monkeypatch):
    window = open_window("--game", "3", "--speed", "instant")
    c = window.controller
    real = Game.step

    def step(self):
        if self.battles >= 3:
            raise RuntimeError("no more")
        return real(self)

    monkeypatch.setattr(Game, "step", step)
    with qtbot.waitSignal(c.errorOccurred, timeout=10_000):
        window.game_actions.autoplay.trigger()
    assert not c.autoplay and not window.game_actions.autoplay.isChecked()
    assert c.game.battles == 3 and not c.busy
    qtbot.wait(50)
    assert c.game.battles == 3  # nothing plays on by itself


@pytest.fixture
def english_afterwards(qapp):
    from krig_desktop import i18n

    yield
    i18n.reset_language()  # no translator may leak into the next test


@pytest.mark.parametrize("language", ["uk", "fil", "nb"])
def test_the_message_is_in_the_players_language(open_window, english_afterwards, language):
    window = open_window("--lang", language, "--game", "2")
    english = "The computer ran out of memory"
    text = window.controller.error_text(MemoryError())
    assert text and english not in text
    other = window.controller.error_text(ValueError("x" * 1000))
    assert "ValueError: xxx" in other and len(other) < 800
