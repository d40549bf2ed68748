"""The controller: pacing, queueing, autoplay, speeds, new/restart/load, idleness."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QTimer

from krig_desktop.engine import RANDOM_GAME_NUMBERS, Game, Rules
from krig_desktop.options import FIRST_SIMULATED_GAME, Options, resolve_options
from krig_desktop.speed import Speed
from krig_desktop.ui.table.felt_note import FADE, HOLD_TIMER
from krig_desktop.ui.window.new_game_dialog import NewGameDialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def window(open_window, request):
    argv = getattr(request, "param", ["--game", "18", "--speed", "normal"])
    return open_window(*argv, size=(1000, 700))


def count_cards(game) -> int:
    n = sum(len(h) for h in game.hands) + len(game.table)
    return n + (game.set_aside is not None)


def odds_settled(qtbot, win) -> None:
    """The odds refine for a second or two after each battle, then stop by themselves."""
    qtbot.waitUntil(lambda: not win.odds.feed.refining, timeout=30_000)


def running_things(win) -> list[str]:
    """Animations and timers that are running anywhere in the window (at rest: none but
    a note on the felt, which holds a few seconds, fades and goes: an achievement)."""
    found = []
    for owner in (win, win.scene):
        for anim in owner.findChildren(QAbstractAnimation):
            if anim.state() == QAbstractAnimation.State.Running and anim.objectName() != FADE:
                found.append(f"animation {anim}")
        for timer in owner.findChildren(QTimer):
            if timer.isActive() and timer.objectName() != HOLD_TIMER:
                found.append(f"timer {timer.objectName() or timer}")
    return found


def test_defaults_are_filled_in_one_place():
    setup = resolve_options(Options())
    assert setup.players == 2 and setup.speed is Speed.NORMAL
    low, high = RANDOM_GAME_NUMBERS
    assert low <= setup.game <= high
    assert setup.rules == Rules()
    chosen = resolve_options(Options(players=4, game=9, speed=Speed.FAST, face_down=2,
                                     gathering="fixed"))
    assert (chosen.players, chosen.game, chosen.speed) == (4, 9, Speed.FAST)
    assert chosen.rules == Rules(face_down=2, gathering="fixed")
    assert resolve_options(Options(simulate=5)).game == FIRST_SIMULATED_GAME


def test_a_step_animates_then_the_gathering_follows_by_itself(qtbot, window):
    c = window.controller
    assert not c.busy
    c.request_step()  # game 18 opens with a tie: flip, then War!
    assert c.busy
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert c.game.phase == "war" and len(c.game.table) == 2
    with qtbot.waitSignal(c.stepFinished, timeout=10_000):
        c.request_step()  # the war step; the pile is then gathered without a click
    assert c.game.battles == 1 and c.game.table == []
    assert count_cards(c.game) == 52


def test_at_most_one_request_is_queued_while_cards_move(qtbot, window):
    c = window.controller
    finished = []
    c.stepFinished.connect(lambda: finished.append(c.game.war_steps))
    c.request_step()
    for _ in range(5):
        c.request_step()  # one is kept, the rest are dropped
    qtbot.waitUntil(lambda: len(finished) >= 2, timeout=15_000)
    qtbot.waitUntil(lambda: not c.busy, timeout=15_000)
    qtbot.wait(50)
    assert len(finished) == 2
    assert c.game.war_steps == 1 and c.game.battles == 1


@pytest.mark.slow
def test_idle_is_idle(qtbot, window):
    c = window.controller
    odds_settled(qtbot, window)
    assert running_things(window) == []
    c.request_step()
    assert running_things(window)  # something moves now ...
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    qtbot.wait(20)
    odds_settled(qtbot, window)
    assert running_things(window) == []  # ... and nothing ticks afterwards


@pytest.mark.slow
@pytest.mark.parametrize("window", [["--game", "3", "--speed", "instant"]], indirect=True)
def test_autoplay_plays_to_the_end_and_stops(qtbot, window):
    c = window.controller
    with qtbot.waitSignal(c.gameOver, timeout=60_000):
        window.game_actions.autoplay.trigger()
    assert c.game.over and not c.autoplay  # it ends with the game
    qtbot.wait(20)
    odds_settled(qtbot, window)
    assert running_things(window) == []
    autoplay = window.game_actions.autoplay
    assert not autoplay.isChecked() and not autoplay.isEnabled()  # nothing left to play


@pytest.mark.slow
@pytest.mark.parametrize("window", [["--speed", "fast"]], indirect=True)
def test_autoplay_at_fast_speed_ends_a_short_game(qtbot, window):
    c = window.controller
    c.replace_game(Game.from_hands([["AS", "KS", "3D"], ["2H", "3H", "4C"]]))
    with qtbot.waitSignal(c.gameOver, timeout=30_000):
        c.set_autoplay(True)
    assert c.game.winner == 0
    assert window.view.panel.title.text() == "You win!"


@pytest.mark.slow
def test_pause_stops_autoplay(qtbot, window):
    c = window.controller
    c.set_autoplay(True)
    assert c.busy and window.game_actions.autoplay.isChecked()
    window.game_actions.pause.trigger()
    assert not c.autoplay and not window.game_actions.autoplay.isChecked()
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    battles = c.game.battles
    qtbot.wait(400)
    odds_settled(qtbot, window)
    assert c.game.battles == battles and running_things(window) == []


def test_speed_menu_is_exclusive_and_drives_the_controller(window):
    c = window.controller
    actions = window.game_actions.speeds
    assert actions[Speed.NORMAL].isChecked()
    actions[Speed.INSTANT].trigger()
    assert c.speed is Speed.INSTANT
    assert [a.isChecked() for a in actions.values()] == [False] * 4 + [True]
    c.request_step()
    assert not c.busy  # instant: nothing moves
    c.set_speed(Speed.SLOW)  # and the menu follows the controller
    assert actions[Speed.SLOW].isChecked() and not actions[Speed.INSTANT].isChecked()


@pytest.mark.parametrize("window", [["--speed", "slow", "--game", "5"]], indirect=True)
def test_speed_comes_from_the_command_line(window):
    assert window.controller.speed is Speed.SLOW
    assert window.game_actions.speeds[Speed.SLOW].isChecked()


def test_restart_replays_the_same_deal(window):
    c = window.controller
    fresh = Game.new(2, 18).hands
    c.set_speed(Speed.INSTANT)
    for _ in range(5):
        c.request_step()
    assert c.game.hands != fresh
    window.game_actions.restart.trigger()
    assert c.game.hands == fresh and c.game.battles == 0


def test_new_game_deals_what_was_asked(qtbot, window):
    c = window.controller
    c.new_game(4, 77, Rules(face_down=2, gathering="fixed"))
    assert (c.model.players, c.model.game_number) == (4, 77)
    assert c.game.hands == Game.new(4, 77, Rules(face_down=2, gathering="fixed")).hands
    assert "77" in window.windowTitle()
    assert [window.scene.deck_item(s).count for s in range(4)] == [13] * 4


def test_new_game_dialog_offers_players_number_and_rules(qtbot):
    dialog = NewGameDialog(None, 3, Rules(face_down=2, gathering="fixed"))
    qtbot.addWidget(dialog)
    players, number, rules = dialog.values()
    low, high = RANDOM_GAME_NUMBERS
    assert players == 3 and low <= number <= high
    assert rules == Rules(face_down=2, gathering="fixed")
    dialog.number.setValue(12345)
    dialog.players.setValue(4)
    dialog.gathering.setCurrentIndex(0)
    assert dialog.values() == (4, 12345, Rules(face_down=2, gathering="shuffled"))
    seen = {dialog.number.value()}
    for _ in range(5):
        dialog.random.click()
        seen.add(dialog.number.value())
    assert len(seen) > 1
    assert dialog.players.minimum() == 2 and dialog.players.maximum() == 4
    assert dialog.face_down.minimum() == 1 and dialog.face_down.maximum() == 3


def test_replace_game_shows_a_loaded_game_and_counts_it_as_saved(qtbot, window):
    c = window.controller
    c.set_speed(Speed.INSTANT)
    c.request_step()
    loaded = Game.new(3, 99)
    loaded.step()  # a half-played battle: the flip is on the table
    with qtbot.waitSignal(c.gameStarted):
        c.replace_game(loaded)
    assert c.game is loaded
    assert (c.model.players, c.model.game_number) == (3, 99)
    shown = {s.card for s in window.scene.visible_sprites()}
    assert set(loaded.table) <= shown and loaded.set_aside in shown
    assert [window.scene.deck_item(s).count for s in range(3)] == [len(h) for h in
                                                                  loaded.hands]
    c.request_step()  # and play goes on from there
    assert count_cards(c.game) == 52


@pytest.mark.parametrize("window", [["--speed", "instant"]], indirect=True)
def test_a_draw_in_a_war_is_announced(window):
    c = window.controller
    c.replace_game(Game.from_hands([["5S"], ["5H"]]))
    c.request_step()  # tie
    c.request_step()  # nobody can go to war
    assert c.game.over and str(c.game.outcome) == "draw"
    assert window.view.panel.isVisible()
    assert window.view.panel.title.text() == "Draw"
    assert "war" in window.view.panel.reason.text()


@pytest.mark.parametrize("window", [["--speed", "instant"]], indirect=True)
def test_a_draw_by_repetition_is_announced(window):
    c = window.controller
    game = Game.from_hands([["KS", "2S"], ["3H", "AH"]], rules=Rules(gathering="fixed"))
    c.replace_game(game)
    c.finish_game()
    assert str(c.game.outcome) == "repetition"
    assert window.view.panel.title.text() == "Draw by repetition"

