"""The battle log's view: a table that keeps the newest battle in sight while you are
at the bottom, leaves you be when you have scrolled back, and says which battle you
picked (for looking back).

A battle is one line; a war, or a battle that put a seat out, two (its cards and its
result wrap onto a second line rather than being cut). Nothing is sized to its
contents: that would make Qt measure every row, and a log can hold millions. A row is
one line high unless the dock marks it tall (`mark_tall`, from the count series, which
knows them without reading the rows). It scrolls a whole row at a time, so no row is
ever half in view at the top, and a row chosen is scrolled whole into view. The
headers hold a colour dot and a short name, on one line; the full name is their tool
tip.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QFontMetrics, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QTableView,
    QWidget,
)

from krig_desktop.ui.story.battle_log_model import BattleLogModel

ROW_PADDING = 2  # pixels above and below a row's text
WAR_LINES = 2


class BattleLogView(QTableView):
    """The `battleLog` view of a BattleLogModel."""

    battleActivated = Signal(int)  # the battle number clicked or chosen with Enter
    rowsRefitted = Signal()  # every row is one line again (a new font): mark the tall ones

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battleLog")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)  # a war's result takes two lines, not "War: CPU 1 t…"
        self.setTextElideMode(Qt.TextElideMode.ElideRight)  # only past its lines
        self.setShowGrid(False)
        self.setTabKeyNavigation(False)  # Tab leaves the log; arrows move in it
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
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
        columns.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
        columns.setTextElideMode(Qt.TextElideMode.ElideRight)
        self._fit_rows()
        self._at_bottom = True
        self._on_newest = False  # the newest row is the current one: it follows the present
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

    def show_present(self) -> None:
        """Back in the present (End): the newest battle selected and in sight, and so
        it stays as battles come, not the battle looked at last."""
        model = self.model()
        rows = model.rowCount() if model is not None else 0
        if rows:
            self.show_battle(rows)
            self.scrollToBottom()

    def line_height(self) -> int:
        """A one-line row's height."""
        return self.fontMetrics().height() + 2 * ROW_PADDING

    def mark_tall(self, rows: Iterable[int]) -> None:
        """Make `rows` (wars, battles that put a seat out) two lines high; the others
        stay one line."""
        rows = list(rows)
        if not rows:
            return
        header, height = self.verticalHeader(), self.war_height()
        at_bottom = self.at_bottom()
        # Without updates the header skips finding each row's place (all the rows'
        # positions again, per row: a million-battle log took half a minute).
        header.setUpdatesEnabled(False)
        for row in rows:
            header.resizeSection(row, height)
        header.setUpdatesEnabled(True)
        self.viewport().update()
        self.updateGeometries()  # the scroll range now, not at the next event loop
        if at_bottom:
            self.scrollToBottom()  # a taller newest row stays whole in sight

    def war_height(self) -> int:
        return WAR_LINES * self.fontMetrics().height() + 2 * ROW_PADDING

    def _note_position(self, *_: object) -> None:
        self._at_bottom = self.at_bottom()
        model = self.model()
        current = self.currentIndex()
        self._on_newest = (model is not None and current.isValid()
                           and current.row() == model.rowCount() - 1)

    def _keep_up(self, *_: object) -> None:
        model = self.model()
        if self._on_newest and model is not None:  # the selection follows the present
            self.setAutoScroll(False)  # (without scrolling, if you have scrolled back)
            self.setCurrentIndex(model.index(model.rowCount() - 1, 0))
            self.setAutoScroll(True)
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

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self._whole_top()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        self._whole_top()

    def _whole_top(self) -> None:
        """At the bottom Qt lines the last row up with the viewport's bottom edge and
        cuts the top row; here the top row starts at the top instead (its scroll value
        is the first of the last rows that all fit), leaving a sliver free below."""
        bar, header = self.verticalScrollBar(), self.verticalHeader()
        if bar.maximum() <= 0 or bar.value() != bar.maximum():
            return
        top = header.sectionPosition(header.logicalIndex(bar.value()))
        if header.offset() != top:
            header.setOffset(top)
            self.viewport().update()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_rows()

    def _fit_rows(self) -> None:
        """Every row one line high (the dock marks the wars again)."""
        header = self.verticalHeader()
        header.setMinimumSectionSize(1)
        header.setDefaultSectionSize(self.line_height())
        header.reset()  # the sizes set row by row go back to the default
        self.rowsRefitted.emit()

    def header_need(self, section: int) -> int:
        """The width header `section` needs for its dot and name whole, as Qt's style
        measures a header section."""
        model, header = self.model(), self.horizontalHeader()
        if model is None:
            return 0
        option = QStyleOptionHeader()
        option.initFrom(header)
        option.section = section
        option.text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        icon = model.headerData(section, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.DecorationRole)
        if isinstance(icon, QIcon):
            option.icon = icon
        option.fontMetrics = QFontMetrics(header.font())
        return header.style().sizeFromContents(
            QStyle.ContentsType.CT_HeaderSection, option, QSize(), header).width()
