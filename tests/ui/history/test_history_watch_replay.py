"""Watch Replay from the history list: a past game's deal replayed in the main window
from battle 1, ending where the recorded game ended; the game in play is set aside
meanwhile and given back as it was (not left), without a question; a game too long, or
with no number, is told, not replayed."""

from __future__ import annotations

import pytest
from history_rows import rows
from PySide6.QtWidgets import QMessageBox

from krig_desktop.controller import past_replay
from krig_desktop.engine import Game, Rules
from krig_desktop.storage.game_history import open_history
from krig_desktop.storage.paths import history_path

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def play_to_the_end(qtbot, window, players: int, number: int, rules: Rules) -> None:
    c = window.controller
    c.new_game(players, number, rules)
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)


def choose(dialog, game_number: int):
    page = dialog.history_page
    model = page.model
    row = next(r for r in range(model.rowCount()) if model.record(r).game_number == game_number)
    page.view.selectRow(row)
    return page.selected_record()


@pytest.mark.parametrize(("players", "number", "rules", "outcome"), [
    (3, 66, Rules(face_down=2), "win"),  # 27 battles
    (2, 17, Rules(gathering="fixed"), "repetition"),  # 89 battles
])
def test_a_past_game_is_replayed_from_its_first_battle(qtbot, open_window, asked, players,
                                                        number, rules, outcome):
    window = open_window("--game", "18", "--speed", "instant")
    c = window.controller
    play_to_the_end(qtbot, window, players, number, rules)
    c.new_game(2, 40, Rules())
    for _ in range(9):  # the game in play, under way
        c.request_step()
    left_at = c.game.battles
    dialog = window.history.show_statistics()
    record = choose(dialog, number)
    assert record.outcome == outcome
    page = dialog.history_page
    assert page.replay_button.isEnabled()
    records = []
    c.story.battlesShown.connect(
        lambda n: records.append(c.story.record(n)) if n and c.replaying else None)
    page.replay_button.click()
    assert c.replaying and not dialog.isVisible()
    game = c.game
    assert (game.players, game.seed, game.rules) == (players, number, rules)
    assert game.battles <= 1  # from its start (autoplay may have played one at once)
    qtbot.waitUntil(lambda: not c.replaying, timeout=60_000)
    back = c.game  # the game in play, given back as it was left for the replay
    assert (back.seed, back.battles, back.over) == (40, left_at, False)
    replayed = past_replay.replayed_game(record)  # the recorded game, ended as recorded
    assert isinstance(replayed, Game)
    assert (str(replayed.outcome), replayed.battles) == (outcome, record.battles)
    assert [r.number for r in records] == list(range(1, record.battles + 1))
    assert records == list(replayed.history)
    assert asked.count == 0  # never a question
    kinds = [(r.game_number, r.outcome, r.battles) for r in rows()]
    assert kinds == [(number, outcome, record.battles)]  # the game in play was not left


def test_a_game_too_long_is_told_and_nothing_changes(qtbot, open_window, monkeypatch):
    window = open_window("--game", "18", "--speed", "instant")
    c = window.controller
    play_to_the_end(qtbot, window, 2, 5, Rules())
    monkeypatch.setattr(past_replay, "REPLAY_LIMIT", rows()[0].battles - 1)
    c.new_game(2, 41, Rules())
    c.request_step()
    game = c.game
    dialog = window.history.show_statistics()
    record = choose(dialog, 5)
    dialog.history_page.replay_button.click()
    box = dialog.findChild(QMessageBox, "replayNotice")
    assert box is not None and box.isVisible() and "too long" in box.text()
    assert not c.replaying and c.game is game and dialog.isVisible()
    assert len(rows()) == 1
    box.close()
    assert past_replay.replayed_game(record) is past_replay.Unreplayable.TOO_LONG


def test_a_game_without_a_number_or_not_as_recorded_is_not_replayed(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    play_to_the_end(qtbot, window, 2, 5, Rules())
    (record,) = rows()
    dialog = window.history.show_statistics()
    with open_history(history_path()).history as history:
        history.record(record._replace(game_number=None, game_key=None))
    dialog.refresh()
    page = dialog.history_page
    page.view.selectRow(0)
    assert page.selected_record().game_number is None
    assert not page.replay_button.isEnabled() and not page.play_button.isEnabled()
    other = record._replace(battles=record.battles - 1)
    assert past_replay.replayed_game(other) is past_replay.Unreplayable.DIFFERENT
    assert past_replay.replayed_game(record._replace(game_number=None)) is (
        past_replay.Unreplayable.NO_NUMBER)
