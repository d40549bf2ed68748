"""The battle log's view: a table that keeps the newest battle in sight while you are
at the bottom, leaves you be when you have scrolled back, and says which battle you
picked (for looking back).

Rows all have the same height (a fixed vertical header), and no column is sized to its
contents: either would make Qt measure every row, and a log can hold millions. So the
dock tells the view how many lines a row needs (`set_lines`, from a long sample text
and the columns' widths): a war's result wraps onto a second line rather than being cut
short. The seat names in the header wrap too, in a smaller font when a word is longer
than its column, before anything is cut.
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
        self.setWordWrap(True)  # a war's result takes two lines, not "War: CPU 1 t…"
        self.setTextElideMode(Qt.TextElideMode.ElideRight)  # only past its lines
        self.setShowGrid(False)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        rows = self.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        columns = self.horizontalHeader()
        columns.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        columns.setStretchLastSection(True)
        columns.setHighlightSections(False)
        # The stretched result column never grows past the log (a horizontal scroll bar
        # hid the result at 800×600): Qt keeps a last section at least this wide.
        columns.setDefaultSectionSize(40)
        columns.setMinimumSectionSize(24)
        # A seat's name wraps at its spaces («Комп’ютер» over «1»), never cut in its
        # middle («Ком…р 1»): the dock sizes the header's height and font for it.
        columns.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._lines = 1
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

    def lines(self) -> int:
        return self._lines

    def set_lines(self, lines: int) -> None:
        """Every row `lines` lines high (1 or 2): what the widest result needs."""
        lines = max(1, lines)
        if lines != self._lines:
            self._lines = lines
            self._fit_rows()

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
        before = self.currentIndex().row()
        super().keyPressEvent(event)
        current = self.currentIndex()
        # Arrows, Page Up/Down, Home and End pick a row as a click does: look back at it.
        if current.isValid() and current.row() != before:
            self._emit_battle(current)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_rows()

    def _fit_rows(self) -> None:
        self.verticalHeader().setDefaultSectionSize(
            self._lines * self.fontMetrics().height() + 2 * ROW_PADDING)
