"""A remembered Dark look reaches every part of the real window: the menu bar, the
toolbar, the status bar, the help window opened beside it and a dialog; their palettes
are dark, their texts read at WCAG AA on them, and what they draw is dark too."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QMessageBox, QToolBar, QWidget

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.appearance import (
    AA,
    Mode,
    apply_appearance,
    contrast,
    is_dark,
    luminance,
)
from krig_desktop.ui.help.help_window import HelpWindow

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
R = QPalette.ColorRole
TEXT_ON = ((R.WindowText, R.Window), (R.ButtonText, R.Button), (R.Text, R.Base))


@pytest.fixture
def dark_remembered(qapp):
    settings = Settings()
    settings.appearance = Mode.DARK.value
    settings.sync()
    yield qapp
    apply_appearance(qapp, Mode.SYSTEM, high_contrast=False)


def commonest_colour(widget: QWidget) -> QColor:
    """The colour most of `widget`'s pixels are drawn in (its background)."""
    image = widget.grab().toImage()
    counts: dict[int, int] = {}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 3):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    return QColor.fromRgb(max(counts, key=counts.__getitem__))


def assert_dark_and_readable(widget: QWidget, name: str) -> None:
    palette = widget.palette()
    assert is_dark(palette), name
    for text, back in TEXT_ON:
        ratio = contrast(palette.color(text), palette.color(back))
        assert ratio >= AA, f"{name}: {text.name} on {back.name} is {ratio:.2f}"
    assert luminance(commonest_colour(widget)) < 0.1, f"{name} draws light"


def test_every_bar_and_the_help_follow_a_remembered_dark_look(qtbot, open_window,
                                                               dark_remembered):
    window = open_window("--speed", "instant")
    toolbar = window.findChild(QToolBar, "mainToolbar")
    bars = {"menu bar": window.menuBar(), "toolbar": toolbar, "status bar": window.statusBar()}
    for name, bar in bars.items():
        assert bar.isVisible(), name
        assert_dark_and_readable(bar, name)
    window.game_actions.help.trigger()
    helps = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, HelpWindow) and w.isVisible()]
    assert len(helps) == 1
    qtbot.waitExposed(helps[0])
    assert_dark_and_readable(helps[0], "help window")
    for name, bar in bars.items():  # with the help open, the bars stay dark
        assert_dark_and_readable(bar, name)


def test_a_dialog_follows_the_dark_look(qtbot, open_window, dark_remembered):
    window = open_window("--speed", "instant")
    box = QMessageBox(QMessageBox.Icon.Information, "Krig", "A message", parent=window)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    assert_dark_and_readable(box, "message box")
