"""The help window fits the screen it opens on, its contents list cuts no title in any
language, and its shortcut list names every key the program binds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QListWidget, QMenuBar, QWidget

from krig_desktop import i18n
from krig_desktop.app import create_main_window
from krig_desktop.ui.desktop.window_fit import FRAME_GUESS, fitted_size, frame_of, placed, screen_of
from krig_desktop.ui.help.help_text import help_sections
from krig_desktop.ui.help.help_window import (
    MINIMUM_SIZE,
    PREFERRED_SIZE,
    HelpWindow,
    help_window,
    show_help,
)
from krig_desktop.ui.help.shortcut_list import NATIVE, key_names, shortcut_groups

SCREENS = {
    "800x600": QRect(0, 0, 800, 600),
    "1280x800": QRect(0, 0, 1280, 800),
    "1280x800 under a top panel": QRect(0, 27, 1280, 773),
    "second monitor": QRect(1920, 0, 1024, 768),
}


@pytest.mark.parametrize("name", SCREENS)
def test_fitted_window_and_its_frame_lie_on_the_screen(name):
    available = SCREENS[name]
    size = fitted_size(PREFERRED_SIZE, MINIMUM_SIZE, available)
    for over in (None, QRect(-500, 700, 900, 700), available.adjusted(40, 40, -40, -40)):
        geometry = placed(size, available, over)
        assert available.contains(geometry.marginsAdded(FRAME_GUESS)), (over, geometry)


def test_fitted_size_keeps_the_preferred_size_where_there_is_room():
    assert fitted_size(PREFERRED_SIZE, MINIMUM_SIZE, QRect(0, 0, 2560, 1440)) == PREFERRED_SIZE
    small = fitted_size(PREFERRED_SIZE, MINIMUM_SIZE, QRect(0, 0, 800, 600))
    assert small.width() < 800 and small.height() < 600


@pytest.fixture
def main_window(qtbot):
    def make(code: str = "en"):
        window = create_main_window(["--lang", code, "--speed", "instant", "--players", "3"])
        qtbot.addWidget(window)
        return window

    return make


@pytest.mark.parametrize("name", ["800x600", "1280x800", "1280x800 under a top panel"])
def test_help_window_with_its_close_button_fits_the_screen(qtbot, main_window, name):
    available = SCREENS[name]
    window = HelpWindow(main_window())
    window.fit_to_screen(available)
    window.show()
    qtbot.waitExposed(window)
    # The layout did not have to grow the window past the size chosen for the screen...
    assert window.minimumSizeHint().width() <= window.width()
    assert window.minimumSizeHint().height() <= window.height()
    assert available.contains(window.geometry().marginsAdded(FRAME_GUESS))
    # ...so the Close button is inside it, where the player can reach it.
    buttons = window.findChild(QDialogButtonBox)
    close = buttons.button(QDialogButtonBox.StandardButton.Close)
    corner = close.mapTo(window, close.rect().bottomRight())
    assert close.isVisible() and window.rect().contains(corner)


def test_help_opens_fitted_to_its_screen(qtbot, main_window):
    owner = main_window()
    show_help(owner)
    window = help_window(owner)
    available = screen_of(owner).availableGeometry()
    assert window.width() <= available.width() and window.height() <= available.height()
    assert window.size() == fitted_size(PREFERRED_SIZE, MINIMUM_SIZE, available,
                                        _frame(window))


def _frame(window: QWidget):
    return frame_of(window)


@pytest.mark.parametrize("code", ["en", "uk", "fil", "nb"])
def test_contents_entries_are_not_cut_short(qtbot, main_window, code):
    window = HelpWindow(main_window(code))
    window.fit_to_screen(SCREENS["800x600"])
    window.show()
    qtbot.waitExposed(window)
    contents = window.findChild(QListWidget, "helpContents")
    metrics = QFontMetrics(contents.font())
    assert contents.textElideMode() == Qt.TextElideMode.ElideNone
    for row in range(contents.count()):
        item = contents.item(row)
        rect = contents.visualItemRect(item)
        # The whole title on one line, inside the visible part of the list.
        assert metrics.horizontalAdvance(item.text()) + 20 <= rect.width(), item.text()
        assert rect.right() <= contents.viewport().width(), item.text()


def test_contents_check_catches_a_list_too_narrow(qtbot):
    """The measure above can fail: squeezed to 120 px, "Questions and answers" does not fit."""
    window = HelpWindow()
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    contents = window.findChild(QListWidget, "helpContents")
    contents.setMinimumWidth(0)
    window.findChild(QWidget, "helpSplitter").setSizes([120, 680])
    metrics = QFontMetrics(contents.font())
    widths = [contents.visualItemRect(contents.item(r)).width() for r in range(contents.count())]
    titles = [contents.item(r).text() for r in range(contents.count())]
    assert any(metrics.horizontalAdvance(t) + 20 > w for t, w in zip(titles, widths, strict=True))


def _shortcut_text(window: HelpWindow) -> str:
    text = window.plain_text()
    return text[text.rindex(window.section_titles()[-1]):]


def test_shortcut_list_names_every_key_the_actions_bind(qtbot, main_window):
    owner = main_window()
    show_help(owner)
    listed = _shortcut_text(help_window(owner))
    bound = [(a.objectName(), s.toString(NATIVE)) for a in owner.findChildren(QAction)
             for s in a.shortcuts() if not s.isEmpty()]
    assert len(bound) >= 10
    # Call the War's four keys are one row, "Shift+1 … Shift+4" (wave_keys).
    calls = [key for name, key in bound if name.startswith("actionCallSeat")]
    assert len(calls) == 4 and f"{calls[0]} … {calls[-1]}" in listed
    missing = [(name, key) for name, key in bound
               if f" {key} " not in listed and key not in calls]
    assert missing == []
    regrouped = ("actionCallSeat", "actionSeatKey")  # said in their own words (wave_keys)
    for action in owner.findChildren(QAction):
        if (any(not s.isEmpty() for s in action.shortcuts())
                and not action.objectName().startswith(regrouped)):
            assert action.text().replace("&", "").rstrip(".…") in listed, action.objectName()


def test_secondary_shortcuts_are_listed_too(qtbot):
    """Play's Enter and Pause's Esc are second shortcuts: reading only an action's first
    shortcut (QAction.shortcut) left them out."""
    owner = QWidget()
    qtbot.addWidget(owner)
    bar = QMenuBar(owner)
    menu = bar.addMenu("&Game")
    pause = QAction("Pa&use", owner)
    pause.setShortcuts([QKeySequence(Qt.Key.Key_P), QKeySequence(Qt.Key.Key_Escape)])
    menu.addAction(pause)
    hidden = QAction("Hidden", owner)
    hidden.setShortcut(QKeySequence("Ctrl+H"))
    owner.addAction(hidden)
    escape = QKeySequence(Qt.Key.Key_Escape).toString(NATIVE)
    assert key_names(pause) == ("P", escape)
    groups = shortcut_groups(owner, "Other keys")
    assert [(g.title, [(r.keys, r.text) for r in g.rows]) for g in groups] == [
        ("Game", [(("P", escape), "Pause")]),
        ("Other keys", [(("Ctrl+H",), "Hidden")]),
    ]


def test_escape_closes_the_help(qtbot):
    """Esc is bound on the help window itself (offscreen has no active window to send the
    key to, so the binding is checked and triggered)."""
    window = HelpWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    escape = QKeySequence(Qt.Key.Key_Escape)
    bound = [a for a in window.actions() if escape in a.shortcuts()]
    assert len(bound) == 1
    assert bound[0].shortcutContext() == Qt.ShortcutContext.WindowShortcut
    bound[0].trigger()
    assert not window.isVisible()


def test_help_explains_the_table_cues_in_every_language(qtbot):
    for code in ("en", "uk", "fil", "nb"):
        i18n.apply_language(code)
        table = next(s for s in help_sections() if s.anchor == "table")
        war = i18n.QCoreApplication.translate("TableScene", "War!")
        assert war in table.html and war != ""
    i18n.reset_language()


def test_window_fits_a_size_the_screen_gives():
    size = fitted_size(QSize(900, 700), QSize(480, 360), QRect(0, 0, 400, 300))
    assert size == QSize(480, 360)  # a screen below the minimum gets the minimum
