"""The result line on the table: after each battle the sentence of game.history[-1],
the waiting war's sentence, the game-over sentence; never a replay of a long game."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game, Rules
from krig_desktop.model.build import CHEAP_REPLAY, table_model
from krig_desktop.ui.table.result_line import battle_result, game_over, war_waiting

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def names(window, players):
    return [window.scene.texts.seat_name(seat) for seat in range(players)]


def play_battle(qtbot, window) -> None:
    """One battle to its end at instant speed (wars need their own clicks)."""
    c = window.controller
    start = c.game.battles
    while c.game.battles == start and not c.game.over:
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)


def first_battle_where(players: int, wanted) -> tuple[int, int]:
    """(game number, battle number) of the first battle with `wanted(record)`."""
    for seed in range(1, 300):
        game = Game.new(players, seed)
        game.play_to_end(max_battles=400)
        for record in game.history:
            if wanted(record):
                return seed, record.number
    raise AssertionError("no such battle in the games tried")


@pytest.mark.parametrize(("players", "kind"), [
    (2, "plain"), (2, "war"), (3, "war"), (4, "war"), (3, "out"), (4, "out")])
def test_the_line_after_a_battle_is_the_result_of_the_last_record(
        qtbot, open_window, players, kind):
    wanted = {"plain": lambda r: not r.war_steps and not r.out,
              "war": lambda r: r.war_steps >= 1 and not r.out,
              "out": lambda r: bool(r.out)}[kind]
    seed, number = first_battle_where(players, wanted)
    window = open_window("--players", str(players), "--game", str(seed), "--speed", "instant")
    while window.controller.game.battles < number:
        play_battle(qtbot, window)
    game = window.controller.game
    record = game.history[-1]
    assert record.number == number and wanted(record)
    line = window.scene.result_line()
    assert line == battle_result(record, names(window, players), players)
    assert line and line in window.view.accessibleDescription()
    assert window.controller.model.last_battle == record


def test_a_waiting_war_asks_for_a_click_or_not_with_autoplay(qtbot, open_window):
    seed, number = first_battle_where(2, lambda r: r.war_steps >= 1)
    window = open_window("--game", str(seed), "--speed", "instant")
    c = window.controller
    while c.game.battles < number - 1:
        play_battle(qtbot, window)
    c.request_step()  # the flip that ties
    qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    model = c.model
    assert model.tied
    line = window.scene.result_line()
    assert line == war_waiting(model, names(window, 2)) and "Click your deck" in line
    window.scene.set_autoplay(True)
    coming = window.scene.result_line()
    assert coming == window.scene.texts.war_coming(model)
    assert "click" not in coming.lower() and str(model.at_stake) in coming
    assert coming in window.view.accessibleDescription()


def test_game_over_shows_the_game_over_sentence(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    window.controller.finish_game()
    qtbot.waitUntil(lambda: window.controller.model.over, timeout=20_000)
    model = window.controller.model
    assert window.scene.result_line() == game_over(model, names(window, 2))
    assert window.scene.result_line() in window.view.accessibleDescription()
    assert not window.scene.caption.isVisible()  # the game-over panel says it


def test_the_line_goes_while_the_next_battle_is_laid(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "fast")
    c = window.controller
    for _ in range(3):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy and c.model.pile == (), timeout=10_000)
    caption = window.scene.caption
    # The felt's line is the result line, its names kept whole (no-break spaces).
    shown = caption.text().replace("\u00a0", " ")
    assert caption.isVisible() and shown == window.scene.result_line() != ""
    c.request_step()
    # Gone with the step's first frame (nothing on the felt changes before it moves).
    qtbot.waitUntil(lambda: not caption.isVisible(), timeout=5000)
    assert c.busy


def test_a_step_changes_nothing_on_the_felt_before_its_first_frame(qtbot, open_window):
    """The line goes, and the cards appear, on the step's first frame of motion, not at
    once: a still frame painted at once pushed the first moving one late at 4K
    (Qt starts a new group's timer only after it, benchmarks/frames.py --breakdown)."""
    window = open_window("--game", "7", "--speed", "normal")
    c, scene = window.controller, window.scene
    c.request_step()
    qtbot.waitUntil(lambda: not c.busy and c.model.pile == (), timeout=10_000)
    caption = scene.caption
    assert caption.isVisible()
    shown = {sprite.card for sprite in scene.visible_sprites()}
    c.request_step()
    assert c.busy and caption.isVisible()  # play() itself left the felt as it was
    assert {sprite.card for sprite in scene.visible_sprites()} == shown
    qtbot.waitUntil(lambda: not caption.isVisible(), timeout=5000)
    assert c.busy and len(scene.visible_sprites()) > len(shown)


def test_a_long_unread_history_is_not_replayed_for_the_line():
    game = Game.new(2, 26, Rules(gathering="fixed"))  # goes on for thousands of battles
    game.play_to_end(max_battles=CHEAP_REPLAY + 10)
    assert not game.over
    model = table_model(game)
    assert model.last_battle is None
    assert game.history.prepared == 0  # nothing was replayed to build the model
    game.history.prepare()
    assert table_model(game).last_battle == game.history[-1]
