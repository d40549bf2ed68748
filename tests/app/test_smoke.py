"""`--smoke N`, the start-up check CI runs in a real window, must pass and fail honestly.

Here it drives an offscreen window; CI runs the same code under Xvfb with xcb. Each
failure it exists to catch (a lost card, a step that never comes, an exception inside a
slot) is made to happen, and the verdict must be 1 with a message that says which.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer

from krig_desktop.commands.smoke import SmokeRun, card_problem
from krig_desktop.engine import Game

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def shown_window(open_window):
    return open_window


def run(qtbot, window, steps: int, **kwargs) -> tuple[SmokeRun, list[int]]:
    """Start a smoke run and wait for its verdict (given to a fake quit, not the app)."""
    verdicts: list[int] = []
    smoke = SmokeRun(window, steps, report=lambda _text: None, quit_app=verdicts.append,
                     **kwargs)
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    return smoke, verdicts


def test_plays_the_steps_and_passes(qtbot, shown_window):
    window = shown_window("--players", "3", "--game", "7", "--speed", "instant")
    smoke, verdicts = run(qtbot, window, 12)
    assert verdicts == [0], smoke.messages
    assert smoke.played == 12
    game = window.controller.game
    assert game.battles + game.war_steps >= 12 or game.over
    assert card_problem(game) is None
    assert smoke.messages[0].startswith("smoke: ok: 12 steps")


def test_plays_with_animations(qtbot, shown_window):
    window = shown_window("--players", "2", "--game", "3", "--speed", "fast")
    smoke, verdicts = run(qtbot, window, 3)
    assert verdicts == [0], smoke.messages
    assert smoke.played == 3
    assert window.controller.game.battles >= 2


def test_a_lost_card_fails(qtbot, shown_window):
    window = shown_window("--players", "2", "--game", "5", "--speed", "instant")
    smoke = SmokeRun(window, 1000, report=lambda _text: None, quit_app=lambda _code: None)
    qtbot.waitUntil(lambda: window.controller.game.battles >= 3, timeout=30_000)
    hands = window.controller.game.hands
    hands[0].pop()  # the engine accepts fewer than 52 cards; the smoke check must not
    window.controller.replace_game(Game.from_hands(hands))
    qtbot.waitUntil(lambda: smoke.exit_code is not None, timeout=30_000)
    assert smoke.exit_code == 1
    assert "51 cards" in smoke.messages[0], smoke.messages


def test_a_step_that_never_comes_fails(qtbot, shown_window, monkeypatch):
    window = shown_window("--players", "2", "--speed", "instant")
    monkeypatch.setattr(window.controller, "request_step", lambda: None)
    smoke, verdicts = run(qtbot, window, 5, stall_seconds=0.3)
    assert verdicts == [1]
    assert "step 1 did not happen" in smoke.messages[0], smoke.messages


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_fails(qtbot, shown_window):
    window = shown_window("--players", "2", "--speed", "instant")

    def broken_slot():
        raise RuntimeError("broken on purpose")

    verdicts: list[int] = []
    smoke = SmokeRun(window, 10_000, report=lambda _text: None, quit_app=verdicts.append)
    QTimer.singleShot(50, broken_slot)
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    assert verdicts == [1]
    assert any("broken on purpose" in message for message in smoke.messages), smoke.messages


def test_card_problem_names_missing_extra_and_duplicate_cards():
    hands = Game.new(3, 1).hands
    game = Game.new(3, 1)
    assert card_problem(game) is None
    state = SimpleNamespace(hands=hands, table=[], set_aside=game.set_aside)
    assert card_problem(state) is None
    state.set_aside = None
    assert "51 cards" in card_problem(state)
    state.table = [hands[0][0], hands[1][0]]
    assert "53 cards" in card_problem(state)
    state.table = [hands[0][0]]
    assert card_problem(state) == f"cards present twice: {hands[0][0]}"


def test_play_stopped_on_an_error_fails(qtbot, shown_window, monkeypatch):
    """The controller catches a step's exception (errorOccurred); the smoke must fail."""
    window = shown_window("--players", "2", "--game", "3", "--speed", "instant")

    def broken_step(self):
        raise RuntimeError("the engine broke")

    monkeypatch.setattr(Game, "step", broken_step)
    smoke, verdicts = run(qtbot, window, 5)
    assert verdicts == [1]
    assert any("play stopped on an error" in m and "the engine broke" in m
               for m in smoke.messages), smoke.messages


@pytest.mark.qt_no_exception_capture
def test_an_exception_at_the_start_still_ends_in_a_verdict(qtbot, shown_window,
                                                          monkeypatch):
    window = shown_window("--players", "2", "--speed", "instant")

    def broken_check(self):
        raise RuntimeError("check broken on purpose")

    monkeypatch.setattr(SmokeRun, "_view_problem", broken_check)
    smoke, verdicts = run(qtbot, window, 3)  # it used to wait forever here
    assert verdicts == [1]
    assert any("check broken on purpose" in m for m in smoke.messages), smoke.messages


@pytest.mark.qt_no_exception_capture
def test_a_report_that_fails_still_quits(qtbot, shown_window):
    window = shown_window("--players", "2", "--game", "7", "--speed", "instant")

    def report(_text):
        raise BrokenPipeError("stderr is gone")

    verdicts: list[int] = []
    SmokeRun(window, 2, report=report, quit_app=verdicts.append)
    qtbot.waitUntil(lambda: bool(verdicts), timeout=30_000)
    assert verdicts == [0]
