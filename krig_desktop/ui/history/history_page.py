"""The history page: past games in a sortable, filtered list, and what to do with one.

Play This Deal Again deals the chosen game's number with its players and rules; Watch
Replay plays the chosen game again in the main window from its first battle, through
the callable `set_watch_replay` gives (taking the GameRecord); without one it is
disabled. Both need a game dealt from a number (one built from given hands has none).
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryError,
    HistoryFilter,
    HistoryReader,
)
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.history.history_list_model import HistoryListModel
from krig_desktop.ui.history.history_texts import HistoryTexts


class HistoryPage(QWidget):
    """The list of recorded games with its filters and buttons."""

    playDealRequested = Signal(object)  # GameRecord
    exportRequested = Signal()

    def __init__(self, reader: HistoryReader | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyPage")
        self._texts = HistoryTexts(self)
        self.watch_replay: Callable[[GameRecord], None] | None = None
        # How a history that cannot be read is told, in place of the count.
        self.failure_text: Callable[[HistoryError], str] | None = None
        self.model = HistoryListModel(reader, self)
        self.view = QTableView()
        self.view.setObjectName("historyList")
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.view.verticalHeader().hide()
        self.view.setAlternatingRowColors(True)
        self.view.setTabKeyNavigation(False)  # Tab leaves the list; arrows move in it
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.view.selectionModel().selectionChanged.connect(self._update_buttons)
        self.view.doubleClicked.connect(self._play)
        self.players_filter = self._combo("playersFilter")
        self.rules_filter = self._combo("rulesFilter")
        self.result_filter = self._combo("resultFilter")
        self.count_label = QLabel()
        self.count_label.setObjectName("historyCount")
        self.play_button = QPushButton()
        self.play_button.setObjectName("playDealAgain")
        self.play_button.clicked.connect(self._play)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("watchReplay")
        self.replay_button.clicked.connect(self._watch)
        self.export_button = QPushButton()
        self.export_button.setObjectName("exportCsv")
        self.export_button.clicked.connect(self.exportRequested)
        filters = QHBoxLayout()
        # Each filter's caption: a screen reader reads the combo box "labelled by" it
        # (on Linux a combo box's own name is its value).
        self.filter_labels = [QLabel() for _ in range(3)]
        for label, combo in zip(self.filter_labels, (self.players_filter, self.rules_filter,
                                                     self.result_filter), strict=True):
            label.setBuddy(combo)
            filters.addWidget(label)
            filters.addWidget(combo)
        filters.addStretch(1)
        filters.addWidget(self.count_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.replay_button)
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.model.modelReset.connect(self._update_buttons)
        self.model.rowsInserted.connect(self._update_count)
        translate_ui(self, self.retranslate)

    def _combo(self, name: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        combo.currentIndexChanged.connect(self._apply_filter)
        return combo

    # ----------------------------------------------------------------- filters
    def _fill_filters(self) -> None:
        t = self._texts
        choices: list[tuple[QComboBox, list[tuple[str, object]]]] = [
            (self.players_filter, [(self.tr("All player counts"), None)]
             + [(t.players(n), n) for n in (2, 3, 4)]),
            (self.rules_filter, [(self.tr("All rules"), None)]
             + [(t.rules_only(f, g), (f, g)) for g, f in product(("shuffled", "fixed"),
                                                                 (1, 2, 3))]),
            (self.result_filter, [(self.tr("All results"), None)]
             + [(t.outcome(o), o) for o in ("win", "draw", "repetition", "shared",
                                                  "abandoned")]),
        ]
        for combo, items in choices:
            index = max(combo.currentIndex(), 0)
            combo.blockSignals(True)
            combo.clear()
            for text, value in items:
                combo.addItem(text, value)
            combo.setCurrentIndex(index)
            combo.blockSignals(False)

    def current_filter(self) -> HistoryFilter:
        rules = self.rules_filter.currentData()
        face_down, gathering = rules if rules is not None else (None, None)
        return HistoryFilter(players=self.players_filter.currentData(),
                             face_down=face_down, gathering=gathering,
                             outcome=self.result_filter.currentData())

    def _apply_filter(self) -> None:
        self.model.set_filter(self.current_filter())
        self._update_count()

    def refresh(self) -> None:
        """Read the list again (a game was recorded, or the history was reset)."""
        self.model.reload()
        self._update_count()

    # ----------------------------------------------------------------- buttons
    def selected_record(self) -> GameRecord | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.record(rows[0].row()) if rows else None

    def _update_buttons(self) -> None:
        record = self.selected_record()
        self.play_button.setEnabled(record is not None and record.game_number is not None)
        self.replay_button.setEnabled(record is not None and self.watch_replay is not None
                                      and record.game_number is not None
                                      and record.battles > 0)
        self.export_button.setEnabled(self.model.total > 0)
        self._update_count()

    def _update_count(self) -> None:
        error = self.model.error
        if error is not None and self.failure_text is not None:
            self.count_label.setText(self.failure_text(error))
            return
        text = self._texts.games(self.model.total)
        damaged = self.model.damaged
        if damaged:  # shown in the list where they stand; said here too
            text += " " + self.tr("(%Ln damaged row(s) cannot be read)", "", damaged)
        self.count_label.setText(text)

    def _play(self) -> None:
        record = self.selected_record()
        if record is not None and record.game_number is not None:
            self.playDealRequested.emit(record)

    def set_watch_replay(self, watch: Callable[[GameRecord], None] | None) -> None:
        self.watch_replay = watch
        self.retranslate()

    def _watch(self) -> None:
        record = self.selected_record()
        if record is not None and self.watch_replay is not None:
            self.watch_replay(record)

    def retranslate(self) -> None:
        self._fill_filters()
        for label, text in zip(self.filter_labels, (self.tr("Pla&yers:"), self.tr("Ru&les:"),
                                                    self.tr("Resul&t:")), strict=True):
            label.setText(text)
        for combo, name in ((self.players_filter, self.tr("Players")),
                            (self.rules_filter, self.tr("Rules")),
                            (self.result_filter, self.tr("Result"))):
            combo.setAccessibleName(name)
        self.view.setAccessibleName(self.tr("Games played"))
        self.play_button.setText(self.tr("&Play This Deal Again"))
        self.play_button.setToolTip(self.tr("Deal the chosen game again: the same cards, "
                                            "players and rules"))
        self.replay_button.setText(self.tr("&Watch Replay"))
        self.replay_button.setToolTip(
            self.tr("Watch the chosen game again, battle by battle") if self.watch_replay
            else self.tr("Replays are not available in this version yet"))
        self.export_button.setText(self.tr("&Export as CSV…"))
        self.model.retranslate()
        self._update_buttons()
