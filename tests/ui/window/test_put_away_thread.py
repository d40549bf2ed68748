"""The game put away is written on a writer thread (a long game's write takes more than
a frame), in the order asked for: the offer stands at once, Undo waits for the write and
finds the game, and a removal asked for after a write comes after it."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QAction

from krig_desktop.storage import paths, save_format

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def gated(monkeypatch):
    """The write of the game put away held until `release` is set; the threads it ran
    on (the keeper's writes go on)."""
    release, threads = threading.Event(), []
    real = save_format.write_document

    def held(path, document):
        if path == paths.left_path():
            threads.append(threading.current_thread())
            assert release.wait(10)
        real(path, document)

    monkeypatch.setattr(save_format, "write_document", held)
    return release, threads


def test_the_write_is_off_the_gui_thread_and_undo_waits_for_it(open_window, gated):
    release, threads = gated
    window = open_window("--speed", "instant", "--game", "41")
    window.finish_start()
    for _ in range(5):
        window.controller.request_step()
    before = window.controller.game_key, window.controller.game.to_dict()
    window.play_again()  # returns while the write is held
    undo = window.findChild(QAction, "actionUndo")
    assert undo.isEnabled()  # offered at once
    assert not paths.left_path().exists()  # not written yet: the GUI thread went on
    release.set()
    undo.trigger()  # waits for the write, then reads it
    assert (window.controller.game_key, window.controller.game.to_dict()) == before
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_a_removal_asked_for_after_a_write_comes_after_it(open_window, gated):
    release, _threads = gated
    window = open_window("--speed", "instant", "--game", "42")
    window.finish_start()
    window.controller.request_step()
    window.play_again()
    window.put_away._drop()  # (what the quit does) while the write is held
    release.set()
    window.put_away.settle()
    assert not paths.left_path().exists()
    assert window.put_away.offered is None


def test_a_write_that_fails_withdraws_the_offer_and_says_so(open_window, monkeypatch,
                                                             qtbot):
    real = save_format.write_document

    def fails(path, document):
        if path == paths.left_path():
            raise OSError("disk full")
        real(path, document)

    monkeypatch.setattr(save_format, "write_document", fails)
    window = open_window("--speed", "instant", "--game", "43")
    window.finish_start()
    window.controller.request_step()
    window.play_again()
    qtbot.waitUntil(lambda: "could not be kept" in window.statusBar().currentMessage(),
                    timeout=5_000)
    assert window.put_away.offered is None
    assert not window.findChild(QAction, "actionUndo").isEnabled()


def test_the_keepers_write_and_the_put_aways_go_through_one_writer_in_order(
        open_window, monkeypatch):
    """One writer for the window: the game put away is written after the keep handed
    over before it, never beside it."""
    window = open_window("--speed", "instant", "--game", "44")
    window.finish_start()
    window.controller.request_step()
    window.save_flow.writer.settle()  # the start's own writes are done
    began, release, order = threading.Event(), threading.Event(), []
    real = save_format.write_document

    def logged(path, document):
        if path == paths.resume_path():
            began.set()
            assert release.wait(10)
        real(path, document)
        order.append(path.name)

    monkeypatch.setattr(save_format, "write_document", logged)
    window.controller.game.step()  # a moment not kept yet
    assert window.save_flow.keeper.keep()  # its write handed over, and held
    assert began.wait(5)
    window.play_again()  # the game put away: written after the keep
    threading.Timer(0.2, release.set).start()
    window.put_away.settle()
    assert order[:2] == ["resume.krig", "left.krig"]


def test_a_keep_not_begun_at_a_door_is_left_for_the_game_put_away(open_window,
                                                                   monkeypatch):
    """Keeper.fence: a keep handed over but not begun when a door opens is not written
    after the game put away (it would be the same moment); the next game's keep comes
    after the game put away, never before."""
    window = open_window("--speed", "instant", "--game", "45")
    window.finish_start()
    window.controller.request_step()
    writer = window.save_flow.writer
    writer.settle()
    release, order = threading.Event(), []
    real = save_format.write_document

    def logged(path, document):
        real(path, document)
        order.append(path.name)

    monkeypatch.setattr(save_format, "write_document", logged)
    writer.run(lambda: release.wait(10))  # the writer busy: the keep below waits
    window.controller.game.step()
    assert window.save_flow.keeper.keep()  # handed over, not begun
    window.play_again()
    window.save_flow.keeper.keep()  # the new game's keep
    release.set()
    window.put_away.settle()
    assert order == ["left.krig", "resume.krig"]
