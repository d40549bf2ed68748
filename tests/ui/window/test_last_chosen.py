"""Issue 40, point 6: a plain next start deals the player count and rules last chosen in
New Game, or given on the command line, on every path. Before, they were remembered
whenever a game started in the window, except a load: `--players 4`, quit mid-game, a
resume finished with Finish Game, and the next start dealt 2 players (ux-2.md, N14);
Today's Deal (2 players, the default rules) overwrote the choice too."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Rules
from krig_desktop.today import local_day, todays_game_number
from krig_desktop.ui.window import new_game_dialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def dealt(window) -> tuple[int, Rules]:
    game = window.controller.game
    return game.players, game.rules


def test_a_command_line_choice_finished_after_a_resume_is_dealt_next_time(open_window):
    first = open_window("--speed", "instant", "--players", "4", "--gathering", "fixed")
    for _ in range(3):
        first.controller.request_step()
    first.close()  # kept, not finished
    resumed = open_window("--speed", "instant")
    assert resumed.controller.game.players == 4 and resumed.controller.game.battles > 0
    resumed.controller.finish_game()
    resumed.close()  # kept finished: the next start deals anew
    assert dealt(open_window("--speed", "instant")) == (4, Rules(gathering="fixed"))


def test_new_games_choice_outlives_todays_deal(open_window, monkeypatch):
    window = open_window("--speed", "instant")
    chosen = Rules(face_down=2, gathering="fixed")
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda self: 1)
    monkeypatch.setattr(new_game_dialog.NewGameDialog, "values",
                        lambda self: (3, 77, chosen))
    window.new_game()
    assert dealt(window) == (3, chosen)
    window.controller.new_game(2, todays_game_number(local_day()), Rules())  # Today's Deal
    window.controller.finish_game()
    window.close()
    assert dealt(open_window("--speed", "instant")) == (3, chosen)


def test_a_loaded_or_dealt_again_game_is_no_choice(open_window, tmp_path):
    other = open_window("--speed", "instant", "--players", "3")
    path = tmp_path / "three.krig"
    assert other.save_flow.save_to(path)
    other.controller.set_autoplay(False)
    window = open_window("--speed", "instant", "--players", "2")
    assert window.save_flow.load_path(path)
    window.controller.new_game(4, 9, Rules(face_down=3))  # as Play This Deal Again does
    window.controller.finish_game()
    window.close()
    assert dealt(open_window("--speed", "instant"))[0] == 2
