"""A kill -9 right after any door loses nothing (issue 40 point 1): the game in play,
put away by the door, is on disk before the resume file can take the next game.

The real window runs in a subprocess, in the test's own config folder: game 111 played
to battle 6 (saved at battle 3 for Revert to Saved), a door opened, then SIGKILL at once
or a moment later. A window started here in the same folder must show game 111 at
battle 6, or bring it back with Undo.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtGui import QAction

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
HANG_GUARD = 40.0  # seconds: only so that a broken build fails instead of hanging

DOOR_THEN_KILL = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QApplication
    from krig_desktop.app import create_main_window
    from krig_desktop.engine import Rules
    from krig_desktop.storage import paths
    from krig_desktop.ui.window import new_game_dialog

    door, delay = sys.argv[1], int(sys.argv[2])
    new_game_dialog.NewGameDialog.exec = lambda self: 1
    app = QApplication([sys.argv[0]])
    window = create_main_window(["--speed", "instant"])
    window.show()
    c, flow = window.controller, window.save_flow
    other = paths.saves_dir() / "other.krig"
    flow.choose_file = lambda saving: other

    def act(name):
        window.findChild(QAction, name).trigger()

    def go():
        c.new_game(2, 222, Rules())
        c.request_step()
        flow.save_to(other)
        c.new_game(2, 111, Rules())
        for step in range(6):
            c.request_step()
            if step == 2:
                flow.save()  # the game's own file, at battle 3
        window.put_away.settle()
        flow.keeper.keep(wait=True)  # game 111 at battle 6 is in the resume file
        QTimer.singleShot(1100, door_now)  # the keeper free to write the next game at once

    def door_now():
        {"new": lambda: act("actionNew"), "restart": lambda: act("actionRestart"),
         "today": lambda: act("actionTodaysDeal"), "again": window.play_again,
         "open": lambda: act("actionOpen"), "recent": lambda: flow.load_path(other),
         "revert": lambda: act("actionRevert")}[door]()
        if delay == 0:
            os.kill(os.getpid(), signal.SIGKILL)
        QTimer.singleShot(delay, lambda: os.kill(os.getpid(), signal.SIGKILL))

    QTimer.singleShot(0, go)
    sys.exit(app.exec())
""")


def at(window) -> tuple[int, int]:
    return window.controller.game.seed, window.controller.game.battles


@pytest.mark.parametrize("delay_ms", [0, 5, 30])
@pytest.mark.parametrize("door", ["new", "restart", "today", "again", "open", "recent",
                                  "revert"])
def test_a_kill_right_after_a_door_loses_nothing(open_window, door, delay_ms):
    done = subprocess.run([sys.executable, "-c", DOOR_THEN_KILL, door, str(delay_ms)],
                          stdin=subprocess.DEVNULL, capture_output=True,
                          env=dict(os.environ), timeout=HANG_GUARD, check=False)
    assert done.returncode == -9, done.stderr.decode()
    window = open_window("--speed", "instant")
    if at(window) != (111, 6):
        undo = window.findChild(QAction, "actionUndo")
        assert undo.isEnabled(), at(window)
        undo.trigger()
    assert at(window) == (111, 6)
