"""Issue 27, point 2: saves, resume and replays carry the seats as they were."""

from __future__ import annotations

import pytest

from krig_desktop.storage import paths
from krig_desktop.storage.save_format import read_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_a_two_person_game_resumes_with_both_names(open_window, qtbot):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--game", "9",
                         "--speed", "instant")
    c, keeper = window.controller, window.save_flow.keeper
    with qtbot.waitSignal(keeper.kept, timeout=10_000):
        c.request_step()
    assert read_save(paths.resume_path()).people == ("Ada", "Bo")
    battles = c.game.battles
    window.close()
    again = open_window()  # nothing on the command line: the kept game resumes
    assert again.controller.game.battles == battles
    assert again.controller.human_names == ("Ada", "Bo")
    assert again.scene.seat_label(1).text()[0] == "Bo"


def test_a_save_and_a_load_of_a_two_person_game_carry_the_names(open_window, qtbot,
                                                                  tmp_path):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--game", "9",
                         "--speed", "instant")
    c = window.controller
    c.request_step()
    path = tmp_path / "two.krig"
    c.save_to(path)
    c.new_game(2, 5, c.model.rules, ("",))  # one person, unnamed, now
    assert c.human_names == ("",)
    c.load(read_save(path))
    assert c.human_names == ("Ada", "Bo") and c.model.people == ("Ada", "Bo")


def test_a_replay_keeps_the_people(open_window, qtbot):
    window = open_window("--humans", "2", "--names", "Ada,Bo", "--game", "9",
                         "--speed", "instant")
    c = window.controller
    for _ in range(3):
        c.request_step()
    c.watch_replay()
    assert c.replaying and c.model.people == ("Ada", "Bo")
    assert window.scene.texts.seat_name(0) == "Ada"
    c.stop_replay()
    assert c.human_names == ("Ada", "Bo")


def test_a_recorded_deal_replays_with_its_own_people_and_gives_them_back(open_window,
                                                                        qtbot):
    from krig_desktop.engine import Game

    window = open_window("--game", "9", "--speed", "fast")
    c = window.controller
    other = Game.new(2, 12)
    for _ in range(5):
        other.play_battle()
    c.watch_game(other, ("Ada", "Bo"))
    assert c.replaying and c.model.people == ("Ada", "Bo")
    assert window.scene.seat_label(0).text()[0] == "Ada"
    assert c.human_names == ("",)  # the real game's, kept and saved as they are
    c.stop_replay()
    assert not c.replaying and c.human_names == ("",)
    assert window.scene.seat_label(0).text()[0] == "You"
