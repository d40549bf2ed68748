"""Games ended early (issue 44) in the history, played by the real engine: each row
has its end and, for a shared win, its sharers; your place is ranked by cards (or wars
won) when you were still in; a recorded game replays under its own end; the words
name the end and the shared win."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from history_rows import rows

from krig_desktop.controller.game_rows import game_record
from krig_desktop.controller.past_replay import Unreplayable, replayed_game
from krig_desktop.engine import Game, Rules
from krig_desktop.model.statistics import RuleSet
from krig_desktop.ui.history.history_texts import HistoryTexts

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
NOW = datetime.now(UTC)


def played(players: int, number: int, end: str) -> Game:
    game = Game.new(players, number, Rules(end=end))
    game.play_to_end()
    return game


@pytest.mark.parametrize(("players", "number", "end", "outcome", "sharers", "place"), [
    (2, 12, "battles:50", "shared", (0, 1), 1),  # 26 cards each after battle 50
    (3, 54, "battles:50", "shared", (1, 2), 3),  # 15 against 18 and 18
    (3, 5, "battles:50", "win", (), 2),  # 21 cards against 30; seat 2 out
    (3, 2, "wars:3", "win", (), 2),  # wars won 2, 0, 3
])
def test_a_game_ended_early_is_recorded_with_its_end_and_sharers(
        players: int, number: int, end: str, outcome: str, sharers: tuple[int, ...],
        place: int) -> None:
    game = played(players, number, end)
    record = game_record(game, NOW, NOW, 60)
    assert (record.outcome, record.sharers, record.your_place) == (outcome, sharers, place)
    assert record.ending == end and record.rules == RuleSet(players, 1, "shuffled", end)
    again = replayed_game(record)
    assert isinstance(again, Game) and again.winners == game.winners
    # Under another end the deal is the same, the game is not: never "replayed" as it.
    assert replayed_game(record._replace(ending="out")) is Unreplayable.DIFFERENT


def test_the_window_records_a_shared_win_under_battles_50(qtbot, open_window) -> None:
    window = open_window("--game", "18", "--speed", "instant", "--players", "2")
    c = window.controller
    c.replace_game(Game.new(2, 12, Rules(end="battles:50")))
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    qtbot.waitUntil(lambda: any(r.outcome == "shared" for r in rows()), timeout=10_000)
    (row,) = [r for r in rows() if r.outcome == "shared"]
    assert (row.ending, row.sharers, row.winner, row.battles) == ("battles:50", (0, 1),
                                                                  None, 50)


def test_the_words_name_the_end_and_the_shared_win(qtbot) -> None:
    t = HistoryTexts()
    assert t.end("out") == "to the end"
    assert t.end("battles:100").startswith("most cards after 100 battle")
    assert t.end("wars:3").startswith("first to win 3 war")
    assert t.rules(RuleSet(2, 1, "shuffled")).endswith(", to the end")
    assert t.rules_only(1, "shuffled") == t.rules_only(1, "shuffled", "out")
    assert "most cards after 50" in t.rules_only(1, "shuffled", "battles:50")
    record = game_record(played(3, 54, "battles:50"), NOW, NOW, 60)
    assert t.result(record) == "Shared by CPU 1, CPU 2"
    assert t.result(game_record(played(2, 12, "battles:50"), NOW, NOW, 60)) == (
        "You shared the win")
    assert t.outcome("shared") == "Shared win"
