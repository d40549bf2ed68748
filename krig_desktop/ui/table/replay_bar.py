"""The replay's own controls, under the mode ribbon while a replay runs: pause (or go
on), one step, speed, leave.

A replay looked like autoplay: its only controls were the game's own (the Autoplay
button pressed, Pause that is Esc). The bar says what each does to the replay, and
drives the window's actions (`set_actions`), so a button is enabled, checked and
shortcut exactly as its action: nothing here knows the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QMenu, QToolButton, QWidget

from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.felt_widget import FeltWidget

STYLE = """
QFrame#replayBar { background: rgba(16, 20, 40, 215); border: 1px solid rgb(120, 190, 255);
                   border-radius: 8px; }
QFrame#replayBar QToolButton { color: rgb(250, 246, 232); padding: 2px 8px; border: none; }
QFrame#replayBar QToolButton:hover { background: rgba(120, 190, 255, 60); border-radius: 4px; }
QFrame#replayBar QToolButton:disabled { color: rgba(250, 246, 232, 110); }
"""


COLUMNS = (4, 2)  # the bar's shapes: its four buttons in one row, or in two


class ReplayBar(FeltWidget):
    """Four buttons over the felt; hidden but while a replay runs (`set_replay`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("replayBar", parent)
        self.setObjectName("replayBar")
        self.setStyleSheet(STYLE)
        self.pause = self._button("replayPauseButton")
        self.step = self._button("replayStepButton")
        self.speed = self._button("replaySpeedButton")
        self.speed.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.leave = self._button("replayLeaveButton")
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 2, 6, 2)
        self._grid.setSpacing(2)
        self._columns = 0
        self._lay_out(4)
        self._running: QAction | None = None  # checked while the replay plays on
        self._step: QAction | None = None
        self._leave: QAction | None = None
        self.pause.clicked.connect(self._toggle)
        self.step.clicked.connect(lambda: self._step is not None and self._step.trigger())
        self.leave.clicked.connect(lambda: self._leave is not None and self._leave.trigger())
        self.hide()
        translate_ui(self, self.retranslate)

    def _button(self, name: str) -> QToolButton:
        button = QToolButton(self)
        button.setObjectName(name)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        return button

    def set_actions(self, running: QAction, step: QAction, speeds: QMenu,
                    leave: QAction) -> None:
        """The window's actions: `running` the checkable autoplay (a replay is played
        by it), `step` Play, `speeds` the Speed menu, `leave` what ends the replay."""
        self._running, self._step, self._leave = running, step, leave
        self.speed.setMenu(speeds)
        running.toggled.connect(self.retranslate)
        running.changed.connect(self._sync)
        step.changed.connect(self._sync)
        self._sync()
        self.retranslate()

    def _sync(self) -> None:
        if self._running is not None:
            self.pause.setEnabled(self._running.isEnabled())
        if self._step is not None:
            self.step.setEnabled(self._step.isEnabled())

    def _toggle(self) -> None:
        if self._running is not None:
            self._running.toggle()

    @property
    def running(self) -> bool:
        return self._running is not None and self._running.isChecked()

    def retranslate(self) -> None:
        self.pause.setText(self.tr("Pause Replay") if self.running
                           else self.tr("Go On"))
        self.step.setText(self.tr("One Step"))
        self.speed.setText(self.tr("Speed"))
        self.leave.setText(self.tr("Leave Replay"))
        self.adjustSize()
        if self.wanted:
            self.wantsPlace.emit()

    def _lay_out(self, columns: int) -> None:
        """The buttons in one row (4 columns) or two (2): a narrow felt has room for
        a square bar where a long one fits nowhere."""
        if columns == self._columns:
            return
        self._columns = columns
        for index, button in enumerate((self.pause, self.step, self.speed, self.leave)):
            self._grid.removeWidget(button)
            self._grid.addWidget(button, index // columns, index % columns)
        self._grid.invalidate()

    def shapes(self) -> list[tuple[float, float]]:
        """One row, then two."""
        sizes = []
        for columns in COLUMNS:
            self._lay_out(columns)
            self._grid.activate()
            size = self.sizeHint()
            sizes.append((float(size.width()), float(size.height())))
        return sizes

    def put(self, rect: QRectF | None, shape: int) -> None:
        if rect is not None:
            self._lay_out(COLUMNS[min(shape, len(COLUMNS) - 1)])
        super().put(rect, shape)

    def set_replay(self, on: bool) -> None:
        """Shown while a replay runs; the felt's layout puts it under the ribbon."""
        self.setVisible(on)
