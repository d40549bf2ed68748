"""A main window ties no QScreen's lifetime to its own.

Measured on PySide6 6.11: `QWidget.screen()` returns the QScreen's wrapper with the
widget as its Shiboken parent (the return-value heuristic). Windows sit in reference
cycles and are freed by the garbage collector whenever it runs; once a freed window
took the screen's wrapper with it, the next window crashed in `QPixmap.fromImage`
(tests/ui/test_table.py segfaulted after a few windows). The window asks the application
for the screen instead, so no screen's wrapper ever has a window for a parent.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtGui import QGuiApplication


def parented_screens() -> list[str]:
    """The screens whose Python wrapper a Qt object holds as its child."""
    return [screen.name() for screen in QGuiApplication.screens()
            if "parent...." in shiboken6.dump(screen)]


def test_a_window_lends_the_screen_no_parent(open_window):
    assert parented_screens() == []
    window = open_window("--players", "3", "--game", "5", "--speed", "instant")
    window.resize(700, 500)  # the initial size asked the screen; a new size asks again
    window.controller.finish_game()  # the game-over panel places itself too
    assert window.view.panel.isVisible()
    assert parented_screens() == []


def test_fitting_a_window_to_its_screen_lends_the_screen_no_parent(qtbot):
    from PySide6.QtWidgets import QDialog, QWidget

    from krig_desktop.ui.desktop.window_fit import available_for

    owner = QWidget()
    qtbot.addWidget(owner)
    dialog = QDialog(owner)
    assert available_for(dialog).width() > 0 and available_for(owner).width() > 0
    assert parented_screens() == []
