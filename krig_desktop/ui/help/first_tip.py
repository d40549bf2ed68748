"""A one-time tip the first time the odds meter and the battle log appear.

A newcomer sees "26 % 74 % ±1.3" before the first card, explained only by a tool tip. The
tip says in two lines what the meter and the log are, offers the battle log and the help
section on them (STORY_ANCHOR), and is never shown again once dismissed: by a button,
by Esc while it has the focus, at the first battle (the window closes it then) or by
itself after LIFE_MS. It is a layer over the felt (`tip`), placed by the felt's one layout where it
covers no card, plate or other layer, not a popup: it grabs neither the mouse nor the
keyboard, so the game goes on around it (Space still plays).

Whether it was seen is remembered in the settings (`Settings.story_tip_seen`, a key the
settings know, so a full settings file never drops it). Until settings.py carries that
property, the tip falls back to remembering it for this run only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.help.help_story import STORY_ANCHOR
from krig_desktop.ui.table.felt_widget import FeltWidget

_seen_this_run: list[bool] = []
_SEEN = "story_tip_seen"  # the Settings property, once settings.py has it
LIFE_MS = 20_000  # it goes by itself after this long


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


class StoryTip(FeltWidget):
    """The tip: two lines, "Show the Battle Log", "Read More" (opens the help at the
    story) and "Got It"; a layer over the felt (`tip`), placed by the felt's layout."""

    dismissed = Signal()
    readMore = Signal()
    showLog = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__("tip", parent)
        self.setObjectName("storyTip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.text = QLabel(self)
        self.text.setObjectName("storyTipText")
        self.text.setWordWrap(True)
        self.log = QPushButton(self)
        self.log.setObjectName("storyTipLog")
        self.more = QPushButton(self)
        self.more.setObjectName("storyTipMore")
        self.ok = QPushButton(self)
        self.ok.setObjectName("storyTipOk")
        self.ok.setDefault(True)
        self.log.clicked.connect(self._show_log)
        self.more.clicked.connect(self._read_more)
        self.ok.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.log)
        buttons.addWidget(self.more)
        buttons.addWidget(self.ok)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        # It goes by itself after a while: a newcomer who reads on plays on.
        self.timer = QTimer(self)
        self.timer.setObjectName("storyTipTimer")
        self.timer.setSingleShot(True)
        self.timer.setInterval(LIFE_MS)
        self.timer.timeout.connect(self.close)
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.text.setText(self.tr(
            "<b>New here?</b> The meter in the status bar is each player's chance to win, "
            "as a perfect card counter would see it. The battle log tells the game's story, "
            "battle by battle."))
        # No mnemonics: Alt+letter is the menu bar's here.
        self.log.setText(self.tr("Show the Battle Log"))
        self.more.setText(self.tr("Read More"))
        self.ok.setText(self.tr("Got It"))
        for button in (self.log, self.more, self.ok):
            button.setAccessibleName(button.text())
        self.setAccessibleName(self.tr("Tip for a new player"))
        if self.wanted:
            self.wantsPlace.emit()

    def shapes(self) -> list[tuple[float, float]]:
        """Its natural size, then narrower (the text wraps)."""
        shapes = []
        for width in (self.sizeHint().width(), 300, 240):
            height = self.heightForWidth(width) if self.hasHeightForWidth() else -1
            shapes.append((float(width), float(max(height, self.minimumSizeHint().height()))))
        return shapes

    def _read_more(self) -> None:
        self.readMore.emit()
        self.close()

    def _show_log(self) -> None:
        self.showLog.emit()
        self.close()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.dismissed.emit()
        super().closeEvent(event)


def maybe_show_story_tip(felt: QWidget, settings: Settings | None = None,
                         log: Callable[[], object] | None = None) -> StoryTip | None:
    """Show the tip over `felt` (the table's viewport) the first time only; None when it
    was seen before. Dismissing it in any way, or its going by itself, remembers that it
    was seen. `log()` shows the battle log (no such button without it). The
    caller puts it among the felt's layers (`TableView.add_layer`) and closes it at the
    first battle."""
    store = settings if settings is not None else Settings()
    if tip_seen(store):
        return None
    tip = StoryTip(felt)
    tip.dismissed.connect(lambda: remember_tip_seen(store))
    tip.readMore.connect(lambda: _open_story_help(felt.window()))
    if log is not None:
        tip.showLog.connect(log)
    tip.log.setVisible(log is not None)
    tip.adjustSize()
    tip.show()
    tip.timer.start()
    return tip


def _open_story_help(window: QObject) -> None:
    # Imported here: the help window is built only when asked for.
    from krig_desktop.ui.help.help_window import show_help

    show_help(window if isinstance(window, QWidget) else None, STORY_ANCHOR)
