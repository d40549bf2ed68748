"""A game kept finished but not yet recorded (a kill between the two) is recorded at the
next start, once: the keeper keeps a finished game before the recorder writes its row,
so the resume file may hold a finished game the history lacks, never the other way."""

from __future__ import annotations

from history_rows import rows

from krig_desktop.commands.window_start import build_window
from krig_desktop.engine import Game
from krig_desktop.options import parse_options
from krig_desktop.storage import paths
from krig_desktop.storage.game_key import new_game_key
from krig_desktop.storage.save_format import read_save, write_save
from krig_desktop.storage.story_format import ChanceMark, SavedChances


def kept_finished() -> str:
    game = Game.new(2, 18)
    game.play_to_end()
    key = new_game_key()
    chances = SavedChances((ChanceMark(0, 0.25, False), ChanceMark(1, 0.3, False)))
    write_save(paths.resume_path(), game, key, chances)
    return key


def test_a_finished_game_in_the_resume_file_is_recorded_once(open_window):
    key = kept_finished()
    first = open_window()
    assert first.controller.game.battles == 0  # not resumed: a new deal
    assert [(r.game_key, r.outcome, r.start_chance) for r in rows()] == [(key, "win", 0.25)]
    first.close()
    open_window().close()  # and again: the file still holds it, the row stays one
    assert [r.game_key for r in rows()] == [key]


def test_the_finished_game_is_kept_before_its_row_is_written(qtbot, open_window):
    window = open_window("--speed", "instant")
    kept_when_recorded: list[bool] = []
    window.history.recorder.recorded.connect(
        lambda _record: kept_when_recorded.append(read_save(paths.resume_path()).game.over))
    with qtbot.waitSignal(window.history.recorder.recorded, timeout=10_000):
        window.controller.finish_game()
    assert kept_when_recorded == [True]


def test_a_staged_start_records_it_before_anything_else_is_kept(qtbot):
    """The command's start builds the history after the first paint; with a finished
    game kept and maybe not recorded, it builds it at once, so no keep of the new deal
    can overwrite that game before its row is written."""
    key = kept_finished()
    window = build_window(parse_options([]), staged=True)
    qtbot.addWidget(window)
    assert [r.game_key for r in rows()] == [key]  # before the window was ever shown
