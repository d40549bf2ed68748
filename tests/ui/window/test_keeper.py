"""The game in play is kept as it goes: written to resume.krig after a step at rest,
not only at quit; never while cards move; one moment written once.

Before, nothing was written until the window closed, so a kill -9 lost the game.
"""

from __future__ import annotations

import json

import pytest

from krig_desktop.storage import paths
from krig_desktop.storage.envelope import FORMAT_VERSION
from krig_desktop.storage.save_format import read_save

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def test_a_step_at_rest_is_kept_without_quitting(open_window, qtbot):
    window = open_window("--game", "9", "--speed", "instant")
    c, keeper = window.controller, window.save_flow.keeper
    with qtbot.waitSignal(keeper.kept, timeout=10_000):
        c.request_step()
    kept = read_save(paths.resume_path())
    assert kept.game == c.game and kept.game_key == c.game_key
    with qtbot.assertNotEmitted(keeper.kept, wait=200):
        assert keeper.keep() is True  # this very moment is on disk already


def test_nothing_is_kept_while_cards_move(open_window, qtbot):
    window = open_window("--game", "9", "--speed", "slow")
    c, keeper = window.controller, window.save_flow.keeper
    c.request_step()
    assert c.busy  # the cards are on their way
    keeper.moved()
    assert not keeper.writing and not keeper.pending
    with qtbot.waitSignal(keeper.kept, timeout=10_000):  # the step ends at rest
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert read_save(paths.resume_path()).game == c.game


def test_a_finished_game_is_kept_finished_at_once(open_window, qtbot):
    window = open_window("--game", "9", "--speed", "instant")
    c = window.controller
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    kept = read_save(paths.resume_path())  # written in gameOver itself
    assert kept.game.over and kept.game == c.game
    assert open_window().controller.game.battles == 0  # never resumed: a new deal


def test_a_keep_waited_for_waits_for_the_same_moment_handed_over_before(
        open_window, monkeypatch):
    """Finish Game's last slice hands the finished game to the writer a moment before
    gameOver asks for it written: that ask waits for the write, it is not taken as done
    (CI saw the history row written before the resume file)."""
    import threading

    from krig_desktop.storage import save_format

    window = open_window("--game", "9", "--speed", "instant")
    keeper = window.save_flow.keeper
    keeper.stop()  # the start's own keep written: the writer has nothing else to do
    keeper.enabled = True
    release, done = threading.Event(), threading.Event()
    real_write = save_format.write_document

    def slow_write(path, document):
        release.wait(10)
        real_write(path, document)
        done.set()

    monkeypatch.setattr(save_format, "write_document", slow_write)
    window.controller.game.step()  # a new moment, not yet on disk
    assert keeper.keep() is True  # handed over; the writer holds it
    threading.Timer(0.2, release.set).start()
    assert keeper.keep(wait=True) is True
    assert done.is_set()  # on disk when the waited keep returned


def _on_disk() -> tuple[bytes, int, int]:
    """The resume file as it lies: its bytes, and its inode and time (a write, atomic,
    makes a new file)."""
    path = paths.resume_path()
    return path.read_bytes(), path.stat().st_ino, path.stat().st_mtime_ns


def test_a_resumed_game_is_not_written_again_until_it_moves(open_window, qtbot):
    """The file the start resumes is that very moment: the start writes nothing (a
    document, a writer thread and a write before the first frame); the next step is
    kept as ever."""
    first = open_window("--game", "9", "--speed", "instant")
    with qtbot.waitSignal(first.save_flow.keeper.kept, timeout=10_000):
        first.controller.request_step()
    first.close()
    before = _on_disk()
    window = open_window("--speed", "instant")
    c, keeper = window.controller, window.save_flow.keeper
    assert c.game.battles == 1 and c.game.seed == 9  # resumed
    assert keeper.keep(wait=True)  # waits for a write of this moment, were there one
    assert _on_disk() == before
    with qtbot.waitSignal(keeper.kept, timeout=10_000):
        c.request_step()
    assert read_save(paths.resume_path()).game == c.game


def test_a_resume_file_of_an_older_format_is_brought_up_to_date_at_start(
        open_window, qtbot):
    first = open_window("--game", "9", "--speed", "instant")
    with qtbot.waitSignal(first.save_flow.keeper.kept, timeout=10_000):
        first.controller.request_step()
    first.close()
    path = paths.resume_path()
    document = json.loads(path.read_text(encoding="utf-8"))
    del document["game_key"], document["chances"]
    document["version"] = 2
    for name in ("people", "calls"):
        document.pop(name, None)
    path.write_text(json.dumps(document), encoding="utf-8")
    assert read_save(path).format_version == 2
    window = open_window("--speed", "instant")
    assert window.save_flow.keeper.keep(wait=True)
    kept = read_save(path)
    assert kept.format_version == FORMAT_VERSION
    assert kept.game_key == window.controller.game_key
    assert kept.game == window.controller.game
