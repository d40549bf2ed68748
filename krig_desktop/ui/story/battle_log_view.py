"""The battle log's view: a table that keeps the newest battle in sight while you are
at the bottom, leaves you be when you have scrolled back, and says which battle you
picked (for looking back).

Rows all have the same height (a fixed vertical header), and no column is sized to its
contents: either would make Qt measure every row, and a log can hold millions.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from krig_desktop.ui.story.battle_log_model import BattleLogModel

ROW_PADDING = 6  # pixels above and below a row's text


class BattleLogView(QTableView):
    """The `battleLog` view of a BattleLogModel."""

    battleActivated = Signal(int)  # the battle number clicked or chosen with Enter

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battleLog")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setShowGrid(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        rows = self.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        columns.setStretchLastSection(True)
        columns.setHighlightSections(False)
        # A narrow seat column keeps both ends of its name: "Ко…р 2", not "мп’ютер".
        columns.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self._fit_rows()
        self._at_bottom = True
        self.clicked.connect(self._emit_battle)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        old = self.model()
        if old is not None:
            old.rowsAboutToBeInserted.disconnect(self._note_position)
            old.rowsInserted.disconnect(self._keep_up)
            old.modelReset.disconnect(self.scrollToBottom)
        super().setModel(model)
        if model is not None:
            model.rowsAboutToBeInserted.connect(self._note_position)
            model.rowsInserted.connect(self._keep_up)
            model.modelReset.connect(self.scrollToBottom)

    def at_bottom(self) -> bool:
        """True when the newest row is in sight (or there is nothing to scroll)."""
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum()

    def show_battle(self, number: int) -> None:
        """Select and scroll to battle `number` (looking back), without emitting."""
        model = self.model()
        if model is None or not 1 <= number <= model.rowCount():
            return
        index = model.index(number - 1, 0)
        self.setCurrentIndex(index)
        self.scrollTo(index, QAbstractItemView.ScrollHint.EnsureVisible)

    def _note_position(self, *_: object) -> None:
        self._at_bottom = self.at_bottom()

    def _keep_up(self, *_: object) -> None:
        if self._at_bottom:
            self.scrollToBottom()

    def _emit_battle(self, index: QModelIndex | QPersistentModelIndex) -> None:
        number = index.data(BattleLogModel.BattleRole) if index.isValid() else None
        if isinstance(number, int):
            self.battleActivated.emit(number)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._emit_battle(self.currentIndex())
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_rows()

    def _fit_rows(self) -> None:
        self.verticalHeader().setDefaultSectionSize(
            self.fontMetrics().height() + 2 * ROW_PADDING)
