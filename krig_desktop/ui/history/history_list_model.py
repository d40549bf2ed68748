"""The history list's table model: pages of recorded games, fetched as the view scrolls.

It never reads the whole history: `canFetchMore`/`fetchMore` bring PAGE rows at a time
through `HistoryReader.page`, so a list over 100,000 games opens as fast as one over
ten. Sorting and filtering start again from the first page, done by SQL.

It reads nothing until the first `reload()` (the dialog's refresh, once it is built):
the view sets its sort order twice while it is set up (`setSortingEnabled`, then
`sortByColumn`), and each would otherwise read the list again, a count of the whole
history each time (benchmarks/history_db.py).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from krig_desktop.storage.game_history import (
    DamagedRow,
    GameRecord,
    HistoryError,
    HistoryFilter,
    HistoryReader,
)
from krig_desktop.ui.history.history_texts import HistoryTexts

PAGE = 200
Index = QModelIndex | QPersistentModelIndex
# Each column and the database column it sorts by.
COLUMNS = ("ended_at", "players", "face_down", "game_number", "outcome", "battles",
           "start_chance", "repeat")
REPEAT_COLUMN = COLUMNS.index("repeat")
_NUMERIC = {1, 3, 5, 6}
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class HistoryListModel(QAbstractTableModel):
    """Recorded games, newest first unless sorted otherwise."""

    def __init__(self, reader: HistoryReader | None, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._reader = reader
        self._texts = HistoryTexts(self)
        self._rows: list[GameRecord | DamagedRow] = []
        self._filter = HistoryFilter()
        self._sort = "ended_at"
        self._descending = True
        self._total = 0
        self._loaded = False  # read once by reload(); sorting before only sets the order
        self.error: HistoryError | None = None

    # ----------------------------------------------------------------- paging
    @property
    def total(self) -> int:
        """Games that pass the filter, in the database (not only those fetched)."""
        return self._total

    def set_reader(self, reader: HistoryReader | None, error: HistoryError | None = None
                   ) -> None:
        """Read from `reader` from the next reload (None: nothing to read, `error` why)."""
        self._reader, self.error = reader, error

    def reload(self) -> None:
        self._loaded = True
        self.beginResetModel()
        self._rows = []
        try:
            if self._reader is not None:
                self._total = self._reader.count(where=self._filter)
                self.error = None
            else:
                self._total = 0
        except HistoryError as error:
            self._total, self.error = 0, error
        self.endResetModel()
        if self.canFetchMore(QModelIndex()):
            self.fetchMore(QModelIndex())

    def canFetchMore(self, parent: Index = QModelIndex()) -> bool:  # noqa: B008
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: Index = QModelIndex()) -> None:  # noqa: B008
        if parent.isValid() or self._reader is None:
            return
        try:
            page = self._reader.page(len(self._rows), PAGE, self._sort, self._descending,
                                     self._filter)
        except HistoryError as error:
            self.error, self._total = error, len(self._rows)
            return
        if not page:
            self._total = len(self._rows)
            return
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(page) - 1)
        self._rows.extend(page)
        self.endInsertRows()

    def set_filter(self, where: HistoryFilter) -> None:
        if where != self._filter:
            self._filter = where
            self.reload()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        key, descending = COLUMNS[column], order == Qt.SortOrder.DescendingOrder
        if (key, descending) == (self._sort, self._descending) and self._loaded:
            return
        self._sort, self._descending = key, descending
        if self._loaded:
            self.reload()

    def record(self, row: int) -> GameRecord | None:
        found = self._rows[row] if 0 <= row < len(self._rows) else None
        return found if isinstance(found, GameRecord) else None

    @property
    def damaged(self) -> int:
        """Damaged rows among those fetched so far."""
        return sum(isinstance(row, DamagedRow) for row in self._rows)

    # ----------------------------------------------------------------- the table
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def flags(self, index: Index) -> Qt.ItemFlag:
        row = index.row()
        if index.isValid() and row < len(self._rows) and isinstance(self._rows[row],
                                                                     DamagedRow):
            return Qt.ItemFlag.ItemIsEnabled  # shown, never chosen
        return super().flags(index)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Players"), self.tr("Rules"), self.tr("Game number"),
                self.tr("Result"), self.tr("Battles"), self.tr("Chance at the deal"),
                self.tr("Repeat"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # The view asks every cell in several roles (sizing the columns): the roles
        # unanswered are turned away first, before any lookup.
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if index.column() in _NUMERIC else None
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == REPEAT_COLUMN:
            found = self.record(index.row())
            return (self.tr("This deal had been played to its end before: the game "
                            "ended as it did then, and counts in no statistic")
                    if found is not None and found.repeat else None)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        row = index.row()
        record = self._rows[row] if index.isValid() and row < len(self._rows) else None
        if record is None:
            return None
        column = index.column()
        t = self._texts
        if isinstance(record, DamagedRow):
            return (self.tr("Damaged row %1").replace("%1", str(record.id))
                    if column == 0 else self.tr("cannot be read") if column == 4 else "—")
        if column == 0:
            return t.date(record.ended_at)
        if column == 1:
            return t.number(record.players)
        if column == 2:
            return t.rules_only(record.face_down, record.gathering, record.ending)
        if column == 3:
            return "—" if record.game_number is None else str(record.game_number)
        if column == 4:
            return t.result(record)
        if column == 5:
            return t.number(record.battles)
        if column == REPEAT_COLUMN:  # (a deal played again: counted in no statistic)
            return self.tr("repeat") if record.repeat else ""
        # Your chance at the deal: not known for a loaded game, or with the odds not seen.
        return "—" if record.start_chance is None else t.percent(record.start_chance)

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self._rows:
            self.dataChanged.emit(self.index(0, 0),
                                  self.index(len(self._rows) - 1, len(COLUMNS) - 1))
