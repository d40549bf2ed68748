"""The end option in a real window (issue 44 item 4), with the engine's real games: the
first game takes `--end`, the status bar shows the progress, a 100-battle game ends with
the most cards on the panel and the log, Next Game repeats the end, saves and the
resume keep it, a replay plays under it, and today's deal is always played to the end."""

from __future__ import annotations

import re
from datetime import date

import pytest

from krig_desktop.engine import Outcome, Rules
from krig_desktop.storage.settings import Settings

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def en(text: str) -> str:
    """New plural forms read "battle(s)" until the translation pass makes krig_en.qm."""
    return re.sub(r"\(s\)", "s", text)


def dealt(open_window, end: str, game: int = 7):
    """A window playing game `game` under `end` (dealt as New Game deals it)."""
    window = open_window("--speed", "instant")
    window.controller.new_game(2, game, Rules(end=end))
    return window


def finished(window, qtbot):
    window.controller.finish_game()
    qtbot.waitUntil(lambda: window.view.panel.isVisible(), timeout=20_000)
    return window.controller.model


def test_a_hundred_battle_game_from_the_command_line(open_window, qtbot):
    window = open_window("--speed", "instant", "--game", "7", "--end", "battles:100")
    c = window.controller
    assert c.game.rules == Rules(end="battles:100")
    assert window.status_text(c.model).startswith("Battle 1 of 100")
    for _ in range(3):
        c.request_step()
    qtbot.waitUntil(lambda: c.model.battles >= 1, timeout=10_000)
    assert "of 100" in window.status_text(c.model)
    model = finished(window, qtbot)
    assert model.over and model.battles <= 100
    panel = window.view.panel
    if model.battles == 100 and len(model.in_play) > 1:  # ended by its end
        assert model.outcome in (Outcome.WIN, Outcome.SHARED)
        words = en(panel.reason.text())
        assert words.startswith("After 100 battles") or "share the win" in words
        assert "every card" not in words
    assert window.status_text(model).startswith(f"Battle {model.battle} of 100")


def test_next_game_repeats_the_end_and_a_save_keeps_it(open_window, qtbot, tmp_path):
    window = dealt(open_window, "wars:3")
    c = window.controller
    finished(window, qtbot)
    assert "first to 3" in window.status_text(c.model)
    window.view.panel.next_game.click()
    qtbot.waitUntil(lambda: not c.model.over, timeout=10_000)
    assert c.game.rules.end == "wars:3"
    c.request_step()
    path = tmp_path / "wars.krig"
    assert window.save_flow.save_to(path)
    other = open_window("--speed", "instant")
    assert other.save_flow.load_path(path)
    assert other.controller.game.rules.end == "wars:3"


def test_the_resumed_game_keeps_its_end(open_window, qtbot):
    first = dealt(open_window, "battles:50")
    for _ in range(3):
        first.controller.request_step()
    first.close()
    resumed = open_window("--speed", "instant")
    assert resumed.controller.game.rules.end == "battles:50"
    assert resumed.controller.game.battles > 0


def test_the_end_given_is_remembered_for_the_next_start(open_window):
    open_window("--speed", "instant", "--end", "wars:5").close()
    assert Settings().end == "wars:5"


def test_a_replay_plays_under_the_games_end(open_window, qtbot):
    window = dealt(open_window, "battles:50")
    c = window.controller
    real = finished(window, qtbot)
    c.watch_replay()
    qtbot.waitUntil(lambda: c.replaying, timeout=10_000)
    assert c.game.rules.end == "battles:50"
    qtbot.waitUntil(lambda: not c.replaying or c.model.over, timeout=20_000)
    c.stop_replay()
    assert c.model.battles == real.battles and c.model.outcome == real.outcome


def test_todays_deal_is_always_played_to_the_end(open_window):
    window = dealt(open_window, "battles:100")
    deal = window.todays_deal
    deal.today = lambda: date(2026, 12, 1)
    deal.action.trigger()
    game = window.controller.game
    assert (game.seed, game.rules) == (20261201, Rules())
    assert game.rules.end == "out"
