"""Full screen: the F11 action, Esc that leaves it, and a button on screen that does.

A PySolFC player was once stuck in full screen with no menu in sight, so while the
window fills the screen a small "Leave Full Screen" button floats in its top right
corner. Esc is one action (`actionEscape`) that decides: it leaves full screen when
the window is full screen, else it does what Esc did before (pause, return from
looking back, stop a replay), so no two actions share the key.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QToolButton

from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui

MARGIN = 8


class FullScreen(QObject):
    """`actionFullScreen` (F11), `actionEscape` (Esc) and the floating leave button."""

    def __init__(self, window: QMainWindow, otherwise: Callable[[], None]) -> None:
        """`otherwise`: what Esc does when the window is not full screen."""
        super().__init__(window)
        self._window = window
        self._otherwise = otherwise
        self.action = make_action(window, "actionFullScreen", Qt.Key.Key_F11, checkable=True,
                                  add_to=window)
        self.action.toggled.connect(self.set_full_screen)
        self.escape = make_action(window, "actionEscape", Qt.Key.Key_Escape, add_to=window)
        self.escape.triggered.connect(self.on_escape)
        self.leave_button = QToolButton(window)
        self.leave_button.setObjectName("leaveFullScreenButton")
        self.leave_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(lambda: self.set_full_screen(False))
        self.leave_button.hide()
        # The window's state, showing and size move the button: the window tells
        # (`follow_window`, `window_resized`), as a filter on it would see its every event.
        translate_ui(self, self.retranslate)  # the window's child: it hears each switch
        self.follow_window()

    @property
    def on(self) -> bool:
        return bool(self._window.windowState() & Qt.WindowState.WindowFullScreen)

    def set_full_screen(self, on: bool) -> None:
        """Fill the screen (True) or go back to the window as it was (maximised stays)."""
        if bool(on) == self.on:
            self.follow_window()
            return
        state = self._window.windowState()
        full = Qt.WindowState.WindowFullScreen
        self._window.setWindowState(state | full if on else state & ~full)
        self.follow_window()

    def on_escape(self) -> None:
        if self.on:
            self.set_full_screen(False)
        else:
            self._otherwise()

    def follow_window(self) -> None:
        """The action's check and the leave button follow the window's real state (also
        when the window shows, or its state changes by any means)."""
        on = self.on
        blocked = self.action.blockSignals(True)
        self.action.setChecked(on)
        self.action.blockSignals(blocked)
        self.leave_button.setVisible(on)
        if on:
            self._place_button()

    def _place_button(self) -> None:
        button = self.leave_button
        button.adjustSize()
        button.move(self._window.width() - button.width() - MARGIN, MARGIN)
        button.raise_()

    def retranslate(self) -> None:
        self.action.setText(self.tr("F&ull Screen"))
        self.action.setStatusTip(self.tr("Fill the screen with the table; F11 or Esc leaves"))
        self.escape.setText(self.tr("Leave Full Screen (Otherwise Pause)"))
        self.leave_button.setText(self.tr("Leave Full Screen"))
        self.leave_button.setToolTip(self.tr("Back to the window (F11 or Esc)"))
        if self.leave_button.isVisible():
            self._place_button()

    def window_resized(self) -> None:
        """The window has a new size: the button keeps to its corner."""
        if self.leave_button.isVisible():
            self._place_button()
