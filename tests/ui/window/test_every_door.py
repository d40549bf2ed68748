"""One door for every game (issue 40 point 1): each way a game replaces the game in play
puts it away as New Game does (`left.krig`, the notice, Undo brings it back exactly) and
the history records it once, when it can no longer come back; a deal or FILE given on
the command line puts the kept game away the same way; a crash after any door, or right
after Undo, loses nothing and records nothing twice."""

from __future__ import annotations

import json
import shutil

import pytest
from history_rows import rows
from PySide6.QtGui import QAction

from krig_desktop.storage import paths, save_format
from krig_desktop.storage.saves import read_save
from krig_desktop.ui.window import new_game_dialog, put_away, save_flow

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

DOORS = ["new_game", "restart", "todays_deal", "play_deal", "open", "recent", "revert"]


def play(window, steps: int) -> None:
    for _ in range(steps):
        window.controller.request_step()


def state(window):
    c = window.controller
    return c.game_key, c.game.to_dict()


def undo(window) -> QAction:
    return window.findChild(QAction, "actionUndo")


def action(window, name: str) -> QAction:
    return window.findChild(QAction, name)


def recorded(key: str) -> int:
    return [row.game_key for row in rows()].count(key)


@pytest.fixture
def built(open_window):
    def make(*argv: str):
        window = open_window("--speed", "instant", *argv)
        said: list[str] = []  # every status message, kept: a later one may replace it
        window.statusBar().messageChanged.connect(said.append)
        window.said = said
        window.finish_start()  # the recorder follows from now on
        return window
    return make


def put_away_said(qtbot, window, text: str = "was put away") -> None:
    """Waits for the notice among every status message since the last one waited for
    (a message shown is a signal, kept: the status bar shows it only until the next)."""
    qtbot.waitUntil(lambda: any(text in message for message in window.said), timeout=5_000)
    window.said.clear()


class Doors:
    """Opens each door of one window as the player does (menus, keys, the history)."""

    def __init__(self, built, monkeypatch, tmp_path) -> None:
        self.tmp_path = tmp_path
        monkeypatch.setattr(new_game_dialog.NewGameDialog, "exec", lambda self: 1)
        self.other = tmp_path / "other.krig"
        other = built("--game", "78")  # a save to load, and a recorded deal to play again
        play(other, 3)
        assert other.save_flow.save_to(self.other)
        other.play_again()
        other.close()  # game 78 left for good: recorded
        self.window = window = built("--game", "77")
        monkeypatch.setattr(window.save_flow, "choose_file", lambda saving: self.other)

    def prepare(self, door: str) -> None:
        """What a door needs before the game in play is played on."""
        if door == "revert":  # the game's own file, at an earlier moment
            assert self.window.save_flow.save_to(self.tmp_path / "mine.krig")

    def open(self, door: str) -> None:
        w = self.window
        if door == "new_game":
            action(w, "actionNew").trigger()
        elif door == "restart":
            action(w, "actionRestart").trigger()
        elif door == "todays_deal":
            action(w, "actionTodaysDeal").trigger()
        elif door == "play_deal":  # the history's Play This Deal Again, of game 78
            record = next(r for r in rows() if r.game_number == 78)
            w.history.play_deal(record)
        elif door == "open":
            action(w, "actionOpen").trigger()
        elif door == "recent":
            w.menus.recent_menu.openRequested.emit(self.other)
        else:
            action(w, "actionRevert").trigger()


@pytest.mark.parametrize("door", DOORS)
def test_every_door_puts_the_game_away_offers_undo_and_records_it_once(
        built, door, qtbot, monkeypatch, tmp_path):
    doors = Doors(built, monkeypatch, tmp_path)
    window = doors.window
    doors.prepare(door)
    play(window, 6)
    before = state(window)
    key = before[0]
    doors.open(door)
    assert state(window) != before
    put_away_said(qtbot, window, "at battle 7 was put away")  # on the table
    window.put_away.settle()
    left = read_save(paths.left_path())
    assert (left.game_key, left.game.to_dict()) == before
    assert undo(window).isEnabled()
    undo(window).trigger()
    assert state(window) == before
    assert recorded(key) == 0  # it came back: never left
    doors.open(door)  # put away again, and this time left for good:
    for _ in range(2):  # two games played and put away in its place
        play(window, 2)
        window.play_again()
    qtbot.waitUntil(lambda: recorded(key) == 1, timeout=10_000)
    window.close()
    assert recorded(key) == 1


def test_revert_reloads_the_games_file_and_records_no_moment_of_its_own(built, qtbot,
                                                                         tmp_path):
    window = built("--game", "90")
    play(window, 3)
    mine = tmp_path / "mine.krig"
    assert window.save_flow.save_to(mine)
    saved = state(window)
    play(window, 5)
    later = state(window)
    action(window, "actionRevert").trigger()
    assert state(window) == saved
    assert window.current_file == mine
    put_away_said(qtbot, window, "Game 90 at battle 9 was put away")
    undo(window).trigger()
    assert state(window) == later
    window.close()  # the game kept for the next start: no row, the moment neither
    assert rows() == []


def test_revert_over_a_game_offered_records_that_game_before_its_file_is_replaced(
        built, qtbot, tmp_path):
    window = built("--game", "91")
    play(window, 4)
    offered = window.controller.game_key
    window.play_again()  # game 91 offered
    play(window, 2)
    assert window.save_flow.save_to(tmp_path / "mine.krig")
    play(window, 3)
    action(window, "actionRevert").trigger()  # the later moment takes 91's place
    assert recorded(offered) == 1
    assert recorded(window.controller.game_key) == 0


def test_revert_with_no_file_loads_the_standard_save(built, monkeypatch):
    shown: list[str] = []
    monkeypatch.setattr(save_flow, "show_error", lambda parent, title, text: shown.append(text))
    window = built("--game", "92")
    action(window, "actionRevert").trigger()
    assert shown and "no saved game" in shown[-1].lower()
    play(window, 2)
    assert window.save_flow.save()  # the standard save
    play(window, 2)
    action(window, "actionRevert").trigger()
    assert window.controller.game.battles == 2


def test_the_file_menu_reads_load_load_recent_revert_save_save_as(built):
    window = built()
    names = [a.objectName() or (a.menu() and a.menu().objectName())
             for a in window.file_menu.actions() if not a.isSeparator()]
    start = names.index("actionOpen")
    assert names[start:start + 5] == ["actionOpen", window.recent_menu.objectName(),
                                      "actionRevert", "actionSave", "actionSaveAs"]
    assert action(window, "actionLoad") is None and action(window, "actionLoadFrom") is None
    assert action(window, "actionOpen").text().replace("&", "") == "Load…"
    assert window.recent_menu.title().replace("&", "") == "Load Recent"


def test_load_runs_a_chooser_that_describes_each_save(built, monkeypatch, tmp_path):
    window = built("--game", "93")
    ran = []
    monkeypatch.setattr("krig_desktop.ui.window.save_dialog.run_file_dialog",
                        lambda dialog, saving: ran.append((dialog, saving)))
    action(window, "actionOpen").trigger()
    ((dialog, saving),) = ran
    assert saving is False
    assert dialog.findChild(object, "savePreview") is not None


# ----------------------------------------------------------------- the command line
def kept_game(built, *argv: str):
    """A game played and kept at its quit (resumed by a plain start), as it was."""
    first = built("--game", "40", *argv)
    play(first, 5)
    kept = state(first)
    first.close()
    return kept


@pytest.mark.parametrize("argv", [["--today"], ["--game", "9"], ["--players", "3"],
                                  ["--face-down", "2"], ["--gathering", "fixed"], ["FILE"]])
def test_a_command_line_deal_or_file_puts_the_kept_game_away(built, argv, qtbot, tmp_path):
    if argv == ["FILE"]:
        other = built("--game", "41")
        play(other, 2)
        assert other.save_flow.save_to(tmp_path / "other.krig")
        other.close()  # (kept: game 40 is kept next)
        argv = [str(tmp_path / "other.krig")]
    kept = kept_game(built)
    window = built(*argv)
    assert state(window)[0] != kept[0]
    put_away_said(qtbot, window, "Game 40 at battle 6 was put away")
    window.put_away.settle()
    assert read_save(paths.left_path()).game_key == kept[0]
    assert undo(window).isEnabled()
    undo(window).trigger()
    assert state(window) == kept
    window.close()
    assert recorded(kept[0]) == 0  # back in play, kept again


def test_a_kept_game_a_deal_put_away_is_recorded_once_when_out_of_reach(built):
    kept = kept_game(built)
    window = built("--today")
    window.close()  # it can no longer come back
    assert recorded(kept[0]) == 1
    again = built("--game", "12")  # today's deal, kept, put away in turn
    again.close()
    assert recorded(kept[0]) == 1


def test_a_command_line_deal_with_resume_off_puts_nothing_away(built):
    first = built("--game", "40")
    first.game_actions.resume_at_start.setChecked(False)
    play(first, 5)
    first.close()  # left (recorded): nothing waits for the next start
    window = built("--today")
    assert not undo(window).isEnabled()


def test_a_crash_after_a_command_line_deal_loses_nothing(built, tmp_path):
    kept = kept_game(built)
    window = built("--game", "9")
    play(window, 1)
    assert window.save_flow.keeper.keep(wait=True)  # the deal kept over the kept game
    window.put_away.settle()  # what a kill now leaves on disk:
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for path in (paths.resume_path(), paths.left_path()):
        if path.exists():
            shutil.copy(path, crashed / path.name)
    window.close()
    for name in ("resume.krig", "left.krig"):
        paths.config_dir().joinpath(name).unlink(missing_ok=True)
        if (crashed / name).exists():
            shutil.copy(crashed / name, paths.config_dir() / name)
    again = built()
    assert state(again)[0] != kept[0]  # the deal resumed, the kept game offered
    undo(again).trigger()
    assert state(again) == kept


# ----------------------------------------------------------------- Undo and a crash
def _key(path) -> str | None:
    try:
        return json.loads(path.read_bytes())["game_key"]
    except (OSError, ValueError, KeyError):
        return None


def test_undo_writes_the_game_brought_back_before_its_file_is_replaced(built,
                                                                        monkeypatch):
    """After each write of Undo's, both games are on disk somewhere: a kill between
    any two loses neither."""
    window = built("--game", "111")
    play(window, 6)
    a = window.controller.game_key
    window.play_again()
    play(window, 4)
    b = window.controller.game_key
    window.put_away.settle()
    real_write, real_move = save_format.write_document, save_format.move_document
    order, held = [], []
    files = (paths.resume_path(), paths.left_path(), put_away.PutAway.swap_path())

    def after(step: str) -> None:
        order.append(step)
        held.append({_key(path) for path in files})

    def write(path, document):
        real_write(path, document)
        after(path.name)

    def move(source, target):
        real_move(source, target)
        after(f"{source.name}→{target.name}")

    monkeypatch.setattr(save_format, "write_document", write)
    monkeypatch.setattr(save_format, "move_document", move)
    undo(window).trigger()
    window.put_away.settle()
    assert order == ["left-swap.krig", "resume.krig", "left-swap.krig→left.krig"]
    assert all({a, b} <= keys for keys in held)
    assert window.controller.game_key == a
    assert _key(paths.resume_path()) == a and _key(paths.left_path()) == b


@pytest.mark.parametrize("cut", ["after_swap", "after_resume"])
def test_a_start_after_a_crash_in_undo_finishes_or_drops_the_swap(built, cut, tmp_path):
    window = built("--game", "112")
    play(window, 6)
    a = state(window)
    window.play_again()
    play(window, 4)
    b = state(window)
    window.put_away.settle()
    window.save_flow.keeper.keep(wait=True)
    folder = paths.config_dir()
    resume_b = (folder / "resume.krig").read_bytes()
    left_a = (folder / "left.krig").read_bytes()
    undo(window).trigger()
    window.put_away.settle()
    resume_a, left_b = (folder / "resume.krig").read_bytes(), (folder / "left.krig").read_bytes()
    window.close()
    # What a kill at that moment would have left:
    (folder / "left-swap.krig").write_bytes(left_b)
    (folder / "resume.krig").write_bytes(resume_b if cut == "after_swap" else resume_a)
    (folder / "left.krig").write_bytes(left_a)
    again = built()
    assert not (folder / "left-swap.krig").exists()
    first = state(again)
    assert undo(again).isEnabled()
    undo(again).trigger()
    assert {first[0], state(again)[0]} == {a[0], b[0]}


# ----------------------------------------------------------------- Watch Replay
@pytest.mark.parametrize("then", ["esc", "door"])
def test_watch_replay_from_the_history_sets_the_game_aside_and_a_door_puts_it_away(
        built, then, qtbot):
    window = built("--game", "95")
    play(window, 3)
    window.play_again()
    play(window, 2)
    window.play_again()  # game 95 recorded (left for good), one to watch
    record = next(r for r in rows() if r.game_number == 95)
    play(window, 4)
    before, battle = state(window), window.controller.game.battle  # (a war: fewer)
    window.history.watch_replay(record)  # from the list, or an achievement's game
    assert window.controller.replaying
    assert window.controller.real_game.to_dict() == before[1]
    if then == "esc":
        window.pause()  # Esc: the game in play back as it was, nothing put away
        assert state(window) == before
        assert "Game 95" not in undo(window).text()
        return
    action(window, "actionTodaysDeal").trigger()  # a door during the replay
    assert not window.controller.replaying
    put_away_said(qtbot, window, f"at battle {battle} was put away")
    undo(window).trigger()
    assert state(window) == before  # the game in play, not the replay's


def test_undo_from_a_finished_game_keeps_the_game_brought_back_before_its_file_goes(
        built, monkeypatch, qtbot):
    """A finished game is not put away: the file of the game brought back is removed,
    only once that game is in the resume file (chaos_kill --doors found it the other
    way round)."""
    window = built("--game", "113")
    play(window, 6)
    a = window.controller.game_key
    window.play_again()
    with qtbot.waitSignal(window.controller.gameOver, timeout=20_000):
        window.controller.finish_game()
    window.put_away.settle()
    real_write, real_remove = save_format.write_document, put_away._remove
    order, held = [], []

    def write(path, document):
        real_write(path, document)
        order.append(path.name)
        held.append(_key(paths.resume_path()) == a or _key(paths.left_path()) == a)

    def remove(path):
        real_remove(path)
        order.append(f"-{path.name}")
        held.append(_key(paths.resume_path()) == a or _key(paths.left_path()) == a)
        return True

    monkeypatch.setattr(save_format, "write_document", write)
    monkeypatch.setattr(put_away, "_remove", remove)
    undo(window).trigger()
    window.put_away.settle()
    assert window.controller.game_key == a
    assert order == ["resume.krig", "-left.krig"]
    assert all(held)
