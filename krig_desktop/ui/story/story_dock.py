"""The battle log dock: the log of every battle above the card-count chart, and under it
the chance chart when the odds add theirs (`add_chart`).

It renders what the controller's story hands it (the battles the table has reached,
the chart's series) and keeps no game state of its own. The window puts its toggle in
the View menu and remembers it with the window's state (`saveState`), so it needs a
stable object name: `battleLogDock`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QSplitter, QVBoxLayout, QWidget

from krig_desktop.engine import BattleRecord
from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.story.battle_log_model import BattleLogModel
from krig_desktop.ui.story.battle_log_view import BattleLogView
from krig_desktop.ui.story.card_chart import CardChart

# The result column keeps at least this many digits' width in sight; a seat column
# at least one card and this much padding.
RESULT_DIGITS = 14
RESULT_PADDING = 12


class StoryDock(QDockWidget):
    """`battleLogDock`: the `battleLog` view and the `cardChart` in a splitter."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battleLogDock")
        self.log_model = BattleLogModel(self)
        # Every widget made with its Qt parent at once: a Python-owned child that Qt
        # also deletes with the window is freed twice.
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.log = BattleLogView(self.splitter)
        self.log.setModel(self.log_model)
        self._players = 0
        self.log.installEventFilter(self)  # its width shares out the seat columns
        self.chart = CardChart(self.splitter)
        self.splitter.setObjectName("battleLogSplitter")
        self.splitter.addWidget(self.log)
        self.splitter.addWidget(self.chart)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        # The log's title cannot hold a link (Qt draws it), so a line above the log does:
        # it opens the help at the section on reading the story and the odds.
        self.help_link = QLabel(self)
        self.help_link.setObjectName("battleLogHelpLink")
        self.help_link.linkActivated.connect(self._open_help)
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(4, 2, 4, 0)
        column.setSpacing(2)
        column.addWidget(self.help_link)
        column.addWidget(self.splitter, 1)
        self.setWidget(holder)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea
                             | Qt.DockWidgetArea.BottomDockWidgetArea)
        make_action(self, "actionShowBattleLog", "Ctrl+L", adopt=self.toggleViewAction())
        translate_ui(self, self._retranslate)

    def add_chart(self, chart: QWidget) -> None:
        """Put another chart (the chance chart) under the card-count chart, sharing the
        dock's width, so it never takes a column of its own from the table. Make it with
        `self.splitter` as its parent."""
        self.splitter.addWidget(chart)
        self.splitter.setStretchFactor(self.splitter.indexOf(chart), 2)

    def set_game(self, battles: Sequence[BattleRecord], players: int, names: Sequence[str],
                 series: CountSeries | None) -> None:
        """A new, restarted or loaded game: its battles so far and its count series."""
        self.log_model.set_game(battles, players, names)
        self._players = players
        self._size_columns()
        self.chart.set_series(series)
        self.chart.set_names(names)

    def _size_columns(self) -> None:
        """Narrow number and seat columns, so the result stays in sight (never sized
        to contents: that would read every row). A seat gets room for a war's cards
        when the log is wide enough; on a narrow log (three or four seats) the seats
        share what is left beside the result, down to one card each: a longer war is
        cut short with "…" (its tooltip says it whole), never pushed out of sight."""
        players = self._players
        if not players:
            return
        metrics = self.log.fontMetrics()
        header = self.log.horizontalHeader()
        title = str(self.log_model.headerData(0, Qt.Orientation.Horizontal) or "")
        number = max(metrics.horizontalAdvance(title) + 20,
                     metrics.horizontalAdvance("0000000"))
        header.resizeSection(0, number)
        war = metrics.horizontalAdvance("10♥ · ▢ 10♠ ·")
        card = metrics.horizontalAdvance("10♥ ·") + RESULT_PADDING
        result = metrics.horizontalAdvance("0" * RESULT_DIGITS)
        # Not viewport(): its first call costs ~25 ms at start (PySide looks up the
        # plain QWidget's type). Room for the scroll bar is kept whether it shows or not,
        # so the columns do not jump when the log grows long enough for one.
        inside = (self.log.maximumViewportSize().width()
                  - self.log.verticalScrollBar().sizeHint().width())
        room = (inside - number - result) // players
        for seat in range(players):
            header.resizeSection(seat + 1, max(card, min(war, room)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.log and event.type() == QEvent.Type.Resize:
            self._size_columns()
        return False

    def follow(self) -> None:
        """More battles are reached: the log takes them in (one insertion)."""
        self.log_model.follow()

    def series_grew(self) -> None:
        self.chart.series_grew()

    def set_names(self, names: Sequence[str]) -> None:
        if self.log_model.columnCount():
            self.log_model.set_names(names)
        self.chart.set_names(names)

    def _open_help(self, _link: str = "") -> None:
        # Imported here: the help is built only when asked for.
        from krig_desktop.ui.help.help_window import STORY_ANCHOR, show_help

        show_help(self.window(), STORY_ANCHOR)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Battle Log"))
        # Qt names the toggle action after the title, which has no mnemonic: set after it.
        self.toggleViewAction().setText(self.tr("Battle Lo&g"))
        link = self.tr("How to read the log and the charts")
        self.help_link.setText(f'<a href="help:story">{link}</a>')
        self.toggleViewAction().setStatusTip(
            self.tr("Show every battle, a chart of the card counts and your chance to win"))
