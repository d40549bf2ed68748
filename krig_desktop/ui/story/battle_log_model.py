"""The battle log as a Qt item model: one row per completed battle, read from the game's
history when a view asks, never copied.

`game.history` recomputes records on demand and a legal game can run for hundreds of
millions of battles, so the model keeps only a row count, the seat names and the one
record it read last (a view asks for several columns and roles of a row in a row). It
grows with `follow()` as battles complete and starts over with `set_game()`. Wars
stand out in bold on a tint of the palette's highlight colour, so light and dark themes
both keep their contrast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRectF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QIcon, QPainter, QPalette, QPixmap

from krig_desktop.engine import BattleRecord, Card, HistoryUnavailable
from krig_desktop.model.battle_reading import face_down_per_step, ran_short, steps
from krig_desktop.ui.cards.card_names import card_name, face_down_name
from krig_desktop.ui.cards.card_symbols import FACE_DOWN, card_symbol
from krig_desktop.ui.table.result_line import battle_result, battle_summary
from krig_desktop.ui.table.seat_colours import seat_colour

Index = QModelIndex | QPersistentModelIndex
Role = Qt.ItemDataRole

STEP_SEPARATOR = " · "  # between a seat's flip and each of its war steps
SHORT_MARK = "✕"  # after the cards of a seat that ran short in the war
WAR_TINT_ALPHA = 56  # of 255: how strongly a war row takes the highlight colour
DOT = 10  # px: a seat's colour dot in the header


class BattleLogModel(QAbstractTableModel):
    """Columns: the battle number, one per seat (the cards it laid, war steps apart),
    and the result. Rows are battles 1, 2, ... of the source."""

    BattleRole = Role.UserRole + 1  # the row's battle number (int)
    WarStepsRole = Role.UserRole + 2  # the row's war steps (int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: Sequence[BattleRecord] = ()
        self._players = 0
        self._names: tuple[str, ...] = ()
        self._short: tuple[str, ...] = ()  # the headers' names (the full ones in tips)
        self._dots: dict[int, QIcon] = {}
        self._brief = False  # the results name the seats by their short names
        self._your_seat: int | None = 0
        self._rows = 0
        self._last: BattleRecord | None = None  # the record read last, for its row
        # A game that ended early: its last battle and how it ended, said after that
        # battle's result (made when asked: in the language of the moment).
        self._ending: tuple[int, Callable[[], str]] | None = None

    # ----- feeding

    def set_game(self, source: Sequence[BattleRecord], players: int, names: Sequence[str],
                 your_seat: int | None = 0, short: Sequence[str] | None = None) -> None:
        """Show the battles of a new (or loaded) game: every row it has so far. The
        headers show the `short` names (None: `names` are short enough)."""
        short = names if short is None else short
        if len(names) != players or len(short) != players:
            raise ValueError(f"{len(names)} names, {len(short)} short, for {players} seats")
        self.beginResetModel()
        self._source, self._players, self._names = source, players, tuple(names)
        self._short = tuple(short)
        self._your_seat = your_seat
        self._rows = len(source)
        self._last = None
        self._ending = None
        self.endResetModel()

    def follow(self) -> int:
        """Take in the battles completed since the last call; how many rows came."""
        count = len(self._source)
        added = count - self._rows
        if added > 0:
            self.beginInsertRows(QModelIndex(), self._rows, count - 1)
            self._rows = count
            self.endInsertRows()
        elif added < 0:  # the source went back (not a history's way): start over
            self.set_game(self._source, self._players, self._names, self._your_seat,
                          self._short)
            added = 0
        return added

    def set_ending(self, battle: int, text: Callable[[], str] | None) -> None:
        """The game ended early (its end option) with battle `battle`: its row's
        result ends with `text()` ("After 100 battles you have the most cards: 31.");
        None: no such ending."""
        old = self._ending
        self._ending = None if text is None else (battle, text)
        for row in {end[0] - 1 for end in (old, self._ending) if end is not None}:
            if 0 <= row < self._rows:
                index = self.index(row, self.result_column)
                self.dataChanged.emit(index, index)

    def _ended(self, record: BattleRecord, text: str) -> str:
        """`text` with the game's early ending after it, on the ending's row."""
        ending = self._ending
        if ending is None or ending[0] != record.number:
            return text
        return f"{text} {ending[1]()}"

    def set_names(self, names: Sequence[str], short: Sequence[str] | None = None) -> None:
        """New seat names (the language changed, or a player was renamed)."""
        short = names if short is None else short
        if len(names) != self._players or len(short) != self._players:
            raise ValueError(f"{len(names)} names, {len(short)} short, for {self._players} "
                             "seats")
        self._names, self._short = tuple(names), tuple(short)
        self.retranslate()

    def set_brief(self, brief: bool) -> None:
        """Name the seats in the result column by their short names ("C1 takes 4
        cards.", a narrow log) or in full; the tool tip is always in full."""
        if brief != self._brief:
            self._brief = brief
            self.retranslate()

    def brief(self) -> bool:
        return self._brief

    def retranslate(self) -> None:
        """Every text is made when asked: tell the views to ask again."""
        columns = self.columnCount()
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if self._rows and columns:
            self.dataChanged.emit(self.index(0, 0), self.index(self._rows - 1, columns - 1))

    # ----- reading

    @property
    def result_column(self) -> int:
        return self._players + 1

    def names(self) -> tuple[str, ...]:
        """The seat names, as the header's tool tips say them."""
        return self._names

    def short_names(self) -> tuple[str, ...]:
        """The seat names as the header shows them."""
        return self._short

    def record(self, row: int) -> BattleRecord | None:
        """The record of `row` (battle row + 1), or None when it cannot be read."""
        last = self._last
        if last is not None and last.number == row + 1:
            return last
        if not 0 <= row < self._rows:
            return None
        try:
            record = self._source[row]
        except HistoryUnavailable:
            return None
        self._last = record
        return record

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or not self._players else self._players + 2

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return (Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                | Qt.ItemFlag.ItemNeverHasChildren)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Role.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if 1 <= section <= self._players:  # a seat: its colour, its short name
            seat = section - 1
            if role == Role.DisplayRole:
                return self._short[seat]
            if role in (Role.ToolTipRole, Role.AccessibleTextRole):
                return self._names[seat]
            if role == Role.DecorationRole:
                return self._dot(seat)
            return None
        if role != Role.DisplayRole:
            return None
        if section == 0:
            return self.tr("Battle")
        if section == self.result_column:
            return self.tr("Result")
        return None

    def _dot(self, seat: int) -> QIcon:
        """The seat's colour as on its plate and in the charts: a dot beside its name."""
        icon = self._dots.get(seat)
        if icon is None:
            icon = QIcon()
            for ratio in (1.0, 2.0):
                pixmap = QPixmap(round(DOT * ratio), round(DOT * ratio))
                pixmap.setDevicePixelRatio(ratio)
                pixmap.fill(Qt.GlobalColor.transparent)
                painter = QPainter(pixmap)
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(seat_colour(seat))
                painter.drawEllipse(QRectF(1, 1, DOT - 2, DOT - 2))
                painter.end()
                icon.addPixmap(pixmap)
            self._dots[seat] = icon
        return icon

    def data(self, index: Index, role: int = Role.DisplayRole) -> object:
        if not index.isValid():
            return None
        record = self.record(index.row())
        if record is None:
            return None
        column = index.column()
        if role == Role.DisplayRole:
            if column == 0:
                return record.number
            if column == self.result_column:
                names = self._short if self._brief else self._names
                return self._ended(record, battle_summary(record, names, self._players,
                                                          self._your_seat))
            return seat_text(record, column - 1)
        if role == Role.ToolTipRole:
            return self._ended(record, battle_result(record, self._names, self._players,
                                                     self._your_seat))
        if role == Role.AccessibleTextRole:
            return self._spoken(record, column)
        if role == Role.FontRole and record.war_steps:
            font = QFont()
            font.setBold(True)
            return font
        if role == Role.BackgroundRole and record.war_steps:
            colour = QColor(QGuiApplication.palette().color(QPalette.ColorRole.Highlight))
            colour.setAlpha(WAR_TINT_ALPHA)
            return QBrush(colour)
        if role == Role.TextAlignmentRole and column == 0:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        if role == self.BattleRole:
            return record.number
        if role == self.WarStepsRole:
            return record.war_steps
        return None

    def _spoken(self, record: BattleRecord, column: int) -> str:
        """What a screen reader says for a cell: words, not symbols."""
        if column == 0:
            return self.tr("Battle %1").replace("%1", QLocale().toString(record.number))
        if column == self.result_column:
            return self._ended(record, battle_result(record, self._names, self._players,
                                                     self._your_seat))
        seat = column - 1
        if not record.laid[seat]:
            return self.tr("%1: not in this battle").replace("%1", self._names[seat])
        words = "; ".join(
            ", ".join(card_name(str(card)) if face_up else face_down_name()
                      for card, face_up in zip(part, faces, strict=True))
            for part, faces in _faces(record, seat))
        return self.tr("%1: %2", "A seat's name, then the cards it laid in the battle"
                       ).replace("%1", self._names[seat]).replace("%2", words)


def _faces(record: BattleRecord, seat: int) -> list[tuple[tuple[Card, ...], list[bool]]]:
    """Each step of `seat` with which of its cards lay face up."""
    parts = steps(record, seat)
    short = ran_short(record, seat)
    size = face_down_per_step(record) + 1
    out: list[tuple[tuple[Card, ...], list[bool]]] = []
    for i, part in enumerate(parts):
        if i == 0:
            out.append((part, [True]))
        elif short and i == len(parts) - 1 and len(part) < size:
            out.append((part, [False] * len(part)))
        else:
            out.append((part, [k == size - 1 for k in range(len(part))]))
    return out


def seat_text(record: BattleRecord, seat: int) -> str:
    """A seat's cards in the log ("K♠ · ▢ 7♥"): the flip, then each war step with its
    face-down cards as ▢; a seat that ran short shows what it still held and ✕."""
    texts = []
    short = ran_short(record, seat)
    parts = _faces(record, seat)
    for i, (part, faces) in enumerate(parts):
        hidden = FACE_DOWN * faces.count(False)
        shown = [card_symbol(card) for card, up in zip(part, faces, strict=True) if up]
        text = " ".join(t for t in (hidden, *shown) if t)
        if short and i == len(parts) - 1:
            text = f"{text} {SHORT_MARK}" if text else SHORT_MARK
        texts.append(text)
    return STEP_SEPARATOR.join(texts)
