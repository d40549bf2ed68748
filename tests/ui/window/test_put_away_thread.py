"""The game put away is written on a writer thread (a long game's write takes more than
a frame), in the order asked for: the offer stands at once, Undo waits for the write and
finds the game, and a removal asked for after a write comes after it."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtGui import QAction

from krig_desktop.storage import paths
from krig_desktop.ui.window import put_away

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


@pytest.fixture
def gated(monkeypatch):
    """write_document held until `release` is set; the threads it ran on."""
    release, threads = threading.Event(), []
    real = put_away.write_document

    def held(path, document):
        threads.append(threading.current_thread())
        assert release.wait(10)
        real(path, document)

    monkeypatch.setattr(put_away, "write_document", held)
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
    def fails(path, document):
        raise OSError("disk full")

    monkeypatch.setattr(put_away, "write_document", fails)
    window = open_window("--speed", "instant", "--game", "43")
    window.finish_start()
    window.controller.request_step()
    window.play_again()
    qtbot.waitUntil(lambda: "could not be kept" in window.statusBar().currentMessage(),
                    timeout=5_000)
    assert window.put_away.offered is None
    assert not window.findChild(QAction, "actionUndo").isEnabled()
