"""It fits: in every language, no label or button is squeezed below the size its text
needs (that is what clipped text is), in the window, the dialogs and the help."""

from __future__ import annotations

import contextlib

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QFontMetricsF
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton, QWidget

from krig_desktop.app import create_main_window

from .pseudo import texts_of_next_modal

LANGUAGES = ["en", "uk", "fil", "nb"]


def squeezed(root: QWidget) -> list[str]:
    """Visible labels and buttons narrower (or, when wrapping, lower) than their text."""
    QApplication.processEvents()
    bad = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, QLabel | QAbstractButton) or not widget.isVisibleTo(root):
            continue
        if not widget.text() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            needed = widget.heightForWidth(widget.width())
            if needed > widget.height() + 1:
                bad.append(f"{widget.text()!r}: {widget.height()} px high, needs {needed}")
        elif widget.width() + 1 < widget.sizeHint().width():
            bad.append(f"{widget.text()!r}: {widget.width()} px wide, needs "
                       f"{widget.sizeHint().width()}")
    return bad


def test_squeezed_finds_a_clipped_button(qtbot):
    """The check can fail: a button forced narrower than its text is reported."""
    holder = QWidget()
    qtbot.addWidget(holder)
    button = QPushButton("A rather long button text", holder)
    button.setFixedWidth(40)
    holder.show()
    assert squeezed(holder) != []


@pytest.fixture
def window_in(qtbot):
    def make(code: str):
        window = create_main_window(["--lang", code, "--players", "4", "--speed", "instant"])
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        qtbot.waitExposed(window)
        return window

    return make


@pytest.mark.parametrize("code", LANGUAGES)
def test_new_game_dialog_fits(window_in, code):
    window = window_in(code)
    found: list[str] = []

    def check() -> None:
        found.extend(squeezed(QApplication.activeModalWidget()) or ["ok"])

    QTimer.singleShot(0, check)
    assert texts_of_next_modal(window.findChild(QAction, "actionNew").trigger)
    assert found == ["ok"]


@pytest.mark.parametrize("code", LANGUAGES)
def test_game_over_panel_and_help_fit(window_in, qtbot, code):
    window = window_in(code)
    window.findChild(QAction, "actionFinish").trigger()
    qtbot.waitUntil(lambda: window.controller.game.over, timeout=10_000)
    panel = window.findChild(QWidget, "gameOverPanel")
    qtbot.waitUntil(panel.isVisible)
    # The medals come when the history has recorded the game (on its writer thread), after
    # the panel shows; the panel lays them out then. Wait for that settled panel.
    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(lambda: not squeezed(panel), timeout=15_000)
    assert squeezed(panel) == []
    window.findChild(QAction, "actionHelp").trigger()
    help_window = window.findChild(QWidget, "helpWindow")
    qtbot.waitExposed(help_window)
    assert squeezed(help_window) == []


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("players", [2, 4])
def test_seat_plates_hold_their_names_on_a_small_table(window_in, code, players):
    """With the battle log shown in the smallest window (640x480), each seat's plate is
    wide enough for its name and count at the size it draws them (Ukrainian "Комп'ютер 1"
    was cut)."""
    window = window_in(code)
    window.resize(640, 480)
    window.controller.new_game(players, 12, window.controller.game.rules)
    window.story_dock.show()
    QApplication.processEvents()
    for seat in window.scene.seats:
        label = seat.label
        name, detail = label.text()
        name_font, detail_font, pad = label.fitted_fonts()
        needed = max(QFontMetricsF(name_font).horizontalAdvance(name),
                     QFontMetricsF(detail_font).horizontalAdvance(detail)) + 2 * pad
        assert needed <= label.boundingRect().width() - 6 + 0.5, (name, detail)
