"""Sizing secondary windows to the screen they open on: pure geometry, testable alone.

A fixed size (the help was 820×600) runs off small screens and past the bottom of wide,
short ones. Here a window gets its preferred size, shrunk to a share of the screen's
available area (the part not taken by panels) with room for the window manager's frame,
and a place centred over its parent but always wholly on that screen.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

# The frame a window manager adds around a window, before the first show tells us the
# real one: a title bar and thin borders (openbox, KWin, Mutter are within this).
FRAME_GUESS = QMargins(6, 34, 6, 6)
SCREEN_SHARE = 0.92  # never cover the whole screen: the game stays in sight beside it
# The main window's first size: roomy on an ordinary screen; on a large one, two thirds
# of its available width and height (a 1180×820 window was a stamp on 3840×2160).
FIRST_SIZE = QSize(1180, 820)
FIRST_SMALLEST = QSize(640, 480)
FIRST_SHARE = 2 / 3


def fitted_size(preferred: QSize, minimum: QSize, available: QRect,
                frame: QMargins = FRAME_GUESS, share: float = SCREEN_SHARE) -> QSize:
    """`preferred`, shrunk so that it and its frame take at most `share` of `available`;
    never below `minimum` (a screen smaller than that gets the minimum)."""
    room_w = int(available.width() * share) - frame.left() - frame.right()
    room_h = int(available.height() * share) - frame.top() - frame.bottom()
    return QSize(max(minimum.width(), min(preferred.width(), room_w)),
                 max(minimum.height(), min(preferred.height(), room_h)))


def placed(size: QSize, available: QRect, over: QRect | None = None,
           frame: QMargins = FRAME_GUESS) -> QRect:
    """The window's geometry (without frame) for a window of `size`: centred over `over`
    (the parent's frame) or the screen, then moved so that its frame lies on `available`."""
    outer = QSize(size.width() + frame.left() + frame.right(),
                  size.height() + frame.top() + frame.bottom())
    centre = (over if over is not None and over.isValid() else available).center()
    left = centre.x() - outer.width() // 2
    top = centre.y() - outer.height() // 2
    left = max(available.left(), min(left, available.right() + 1 - outer.width()))
    top = max(available.top(), min(top, available.bottom() + 1 - outer.height()))
    return QRect(QPoint(left + frame.left(), top + frame.top()), size)


def first_window_geometry(available: QRect) -> QRect:
    """The main window's geometry (without frame) the first time it opens on a screen
    whose available area is `available`: FIRST_SIZE, or two thirds of each side where
    that is larger, never past SCREEN_SHARE of the screen; centred on it."""
    wide = max(FIRST_SIZE.width(), round(available.width() * FIRST_SHARE))
    tall = max(FIRST_SIZE.height(), round(available.height() * FIRST_SHARE))
    size = fitted_size(QSize(wide, tall), FIRST_SMALLEST, available, QMargins())
    return placed(size, available)


def frame_of(window: QWidget) -> QMargins:
    """The frame the window manager gave `window`, or the guess before it has one."""
    outer, inner = window.frameGeometry(), window.geometry()
    real = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                    outer.right() - inner.right(), outer.bottom() - inner.bottom())
    return real if window.isVisible() and real.top() > 0 else FRAME_GUESS


def screen_of(window: QWidget) -> QScreen | None:
    """The screen `window` (or the window it belongs to) is on, asked of the application.

    Never `QWidget.screen()`: PySide makes the widget the parent of the QScreen's wrapper,
    and a widget collected as garbage then deletes the screen with it (the next window
    crashed in QPixmap.fromImage; tests/ui/window/test_window_lifetime.py)."""
    top = window.window()
    owner = window.parentWidget()
    if owner is not None:
        top = owner.window()
    found = QGuiApplication.screenAt(top.frameGeometry().center())
    return found if found is not None else QGuiApplication.primaryScreen()


def available_for(window: QWidget) -> QRect:
    """The available area of the screen `window` (or its parent) is on."""
    screen = screen_of(window)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)


def fit_window(window: QWidget, preferred: QSize, available: QRect | None = None) -> QRect:
    """Give `window` its fitted size and place on `available` (default: its screen's);
    returns the geometry set."""
    area = available if available is not None else available_for(window)
    frame = frame_of(window)
    size = fitted_size(preferred, window.minimumSize(), area, frame)
    owner = window.parentWidget()
    over = owner.window().frameGeometry() if owner is not None and owner.isVisible() else None
    geometry = placed(size, area, over, frame)
    window.setGeometry(geometry)
    return geometry
