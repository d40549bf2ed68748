"""Each game has one identity, `controller.game_key`, that its saves and the resume file
carry: a new deal (New, Restart, Play This Deal Again) mints one, a load or a resume
takes the file's, a replay keeps it. Loading a save of the very game in play continues
that game.

Before, the controller had no identity for a game at all, so the save of the game in
play, loaded again, was a game of its own.
"""

from __future__ import annotations

import pytest

from krig_desktop.storage import paths
from krig_desktop.storage.envelope import GAME_KEY
from krig_desktop.storage.save_format import read_save
from krig_desktop.storage.story_format import ChanceMark, SavedChances

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


@pytest.fixture
def window(open_window):
    return open_window("--game", "12", "--speed", "instant", "--players", "3")


def test_a_save_and_a_load_of_the_same_game_continue_it(window):
    c = window.controller
    key = c.game_key
    started = []
    c.gameStarted.connect(lambda: started.append(c.game_key))
    play(window, 6)
    assert window.save_flow.save() is True
    assert read_save(paths.standard_save_path()).game_key == key
    play(window, 9)
    assert window.save_flow.revert() is True
    assert c.game_key == key and started == [key]  # the key was set before gameStarted
    assert c.game.battles < 15


def test_new_restart_and_play_again_mint_a_key_a_replay_keeps_it(window, qtbot):
    c = window.controller
    seen = [c.game_key]
    play(window, 8)
    c.watch_replay()
    assert c.replaying and c.game_key == seen[0]
    c.stop_replay()
    assert c.game_key == seen[0]
    c.restart()
    seen.append(c.game_key)
    window.play_again()
    seen.append(c.game_key)
    c.new_game(2, 5, c.model.rules)
    seen.append(c.game_key)
    assert all(GAME_KEY.fullmatch(key) for key in seen) and len(set(seen)) == 4


def test_the_resume_file_carries_the_key_and_the_chances(window, open_window):
    c = window.controller
    marks = SavedChances((ChanceMark(0, 0.4, False), ChanceMark(2, 0.45, True)))
    c.chance_keeper = lambda game: marks if game is c.real_game else None
    play(window, 4)
    window.close()
    kept = read_save(paths.resume_path())
    assert kept.game_key == c.game_key and kept.chances == marks
    again = open_window().controller
    assert again.game_key == kept.game_key
    assert again.take_loaded_chances(kept.game) is None  # only for the very game shown
