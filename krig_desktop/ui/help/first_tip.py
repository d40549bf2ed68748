"""A one-time tip the first time the odds meter and the battle log appear.

A newcomer sees "26 % 74 % ±1.3" before the first card, explained only by a tool tip. The
tip says in two lines what the meter and the log are, offers the help section on them
(STORY_ANCHOR), and is never shown again once dismissed: by its button, or by Esc while
it has the focus. It is a small panel inside the window, not a popup: it grabs neither
the mouse nor the keyboard, so the game goes on around it (Space still plays).

Whether it was seen is remembered in the settings (`Settings.story_tip_seen`, a key the
settings know, so a full settings file never drops it). Until settings.py carries that
property, the tip falls back to remembering it for this run only.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.help.help_story import STORY_ANCHOR

_seen_this_run: list[bool] = []
_SEEN = "story_tip_seen"  # the Settings property, once settings.py has it


def tip_seen(settings: Settings) -> bool:
    """True once the tip was dismissed (remembered in the settings where they can)."""
    if hasattr(type(settings), _SEEN):
        return bool(getattr(settings, _SEEN))
    return bool(_seen_this_run)


def remember_tip_seen(settings: Settings) -> None:
    """Never show the tip again (settings are a convenience: a failure is quiet)."""
    _seen_this_run.append(True)
    if hasattr(type(settings), _SEEN):
        setattr(settings, _SEEN, True)
        settings.sync()


class StoryTip(QFrame):
    """The tip: two lines, "Read more" (opens the help at the story) and "Got it"."""

    dismissed = Signal()
    readMore = Signal()

    def __init__(self, parent: QWidget, near: QWidget | None = None) -> None:
        super().__init__(parent)
        # No Python reference to the window (only Qt's parent link): a cycle between the
        # two wrappers once let the garbage collector delete a window under a child that
        # held it (see ui/desktop/retranslate.py); the meter holds none back to the tip.
        self._near = near
        self.setObjectName("storyTip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.text = QLabel(self)
        self.text.setObjectName("storyTipText")
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(300)
        self.more = QPushButton(self)
        self.more.setObjectName("storyTipMore")
        self.ok = QPushButton(self)
        self.ok.setObjectName("storyTipOk")
        self.ok.setDefault(True)
        self.more.clicked.connect(self._read_more)
        self.ok.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.more)
        buttons.addWidget(self.ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.text.setText(self.tr(
            "<b>New here?</b> The meter in the status bar is each player's chance to win, "
            "as a perfect card counter would see it. The battle log tells the game's story, "
            "battle by battle."))
        self.more.setText(self.tr("Read More"))
        self.ok.setText(self.tr("Got It"))  # no mnemonics: Alt+letter is the menu bar's here

    def place(self) -> None:
        """Just above `near` (the odds meter), else in the window's bottom right corner."""
        window, near = self.parentWidget(), self._near
        if window is None:
            return
        if near is not None and near.isVisible():
            corner = near.mapTo(window, QPoint(near.width(), 0))
            x = max(0, min(corner.x() - self.width(), window.width() - self.width()))
            self.move(x, max(0, corner.y() - self.height() - 4))
        else:
            self.move(max(0, window.width() - self.width() - 8),
                      max(0, window.height() - self.height() - 40))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The window, while the tip shows (a first start, until it is dismissed): resized
        # (maximised, full screen), it keeps its place by the meter, once the window's
        # layout has moved the meter too.
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            QTimer.singleShot(0, self, self.place)
        return False

    def _read_more(self) -> None:
        self.readMore.emit()
        self.close()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        window = self.parentWidget()
        if window is not None:
            window.removeEventFilter(self)
        self.dismissed.emit()
        super().closeEvent(event)


def maybe_show_story_tip(window: QWidget, near: QWidget | None = None,
                         settings: Settings | None = None) -> StoryTip | None:
    """Show the tip above `near` (the odds meter) the first time only; None when it was
    seen before. Dismissing it in any way remembers that it was seen."""
    store = settings if settings is not None else Settings()
    if tip_seen(store):
        return None
    tip = StoryTip(window, near)
    tip.dismissed.connect(lambda: remember_tip_seen(store))
    tip.readMore.connect(lambda: _open_story_help(window))
    tip.adjustSize()
    tip.place()
    window.installEventFilter(tip)  # until it is dismissed: it follows the window's size
    tip.show()
    tip.raise_()
    return tip


def _open_story_help(window: QObject) -> None:
    # Imported here: the help window is built only when asked for.
    from krig_desktop.ui.help.help_window import show_help

    show_help(window if isinstance(window, QWidget) else None, STORY_ANCHOR)
