"""The battle log dock: the log of every battle above the card-count chart, and under it
the chance chart when the odds add theirs (`add_chart`).

It renders what the controller's story hands it (the battles the table has reached,
the chart's series) and keeps no game state of its own. The window puts its toggle in
the View menu and remembers it with the window's state (`saveState`), so it needs a
stable object name: `battleLogDock`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QSplitter, QVBoxLayout, QWidget

from krig_desktop.engine import BattleRecord, Card
from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.desktop.window_fit import screen_of
from krig_desktop.ui.story.battle_log_model import BattleLogModel
from krig_desktop.ui.story.battle_log_view import BattleLogView
from krig_desktop.ui.story.card_chart import CardChart
from krig_desktop.ui.table.result_line import battle_summary, widest_summary

# The result column keeps at least this many digits' width in sight, and this much
# room beside its text.
RESULT_DIGITS = 14
RESULT_PADDING = 12
CELL_MARGIN = 8  # a cell's text from its edges (the style keeps 2 px each side)
WRAP_SLACK = 1.25  # a text wrapped onto lines needs more than its width / lines
START_SHARE = 0.38  # of the window's (or screen's) width: the dock's first width
MAX_START_WIDTH = 640
MOST_SHARE = 0.45  # of the window's width: the most a docked log keeps when it shrinks


def sample_battle(names: Sequence[str], your_seat: int | None) -> BattleRecord:
    """A battle without a war taken by the seat with the longest name (not yours): the
    widest result a battle's one line has to hold."""
    players = len(names)
    taker = max((seat for seat in range(players) if seat != your_seat),
                key=lambda seat: len(names[seat]), default=0)
    laid = tuple((Card.parse(rank + "S"),) for rank in "A234"[:players])
    laid = laid[taker:taker + 1] + laid[:taker] + laid[taker + 1:]  # the ace the taker's
    return BattleRecord(1, laid, 0, taker, (), (13,) * players)


def outs(series: CountSeries) -> list[int]:
    """The battles after which a seat first had no cards: it went out then (once out,
    a seat stays at 0, so each is found by halving, not by reading every battle)."""
    found = []
    for seat, count in enumerate(series.latest):
        if count or series.start[seat] == 0:
            continue
        low, high = 1, series.battles  # the first battle after which the seat holds 0
        while low < high:
            middle = (low + high) // 2
            if series.counts_at(middle)[seat] == 0:
                high = middle
            else:
                low = middle + 1
        found.append(series.known(low))
    return found


@runtime_checkable
class NamedChart(Protocol):
    """A chart that names the seats: full names where they fit, else short ones;
    `your_seat` is "you" (None: two people, each called by name)."""

    def set_names(self, names: Sequence[str], short: Sequence[str] | None,
                  your_seat: int | None) -> None: ...


class _StoryHolder(QWidget):
    """The dock's content (the help link over the splitter): its width hint is the
    dock's first width (a dock window starts at its content's hint)."""

    def __init__(self, dock: StoryDock) -> None:
        super().__init__(dock)
        self._dock = dock

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._dock.start_width()), hint.height())


class StoryDock(QDockWidget):
    """`battleLogDock`: the `battleLog` view and the `cardChart` in a splitter; its link
    asks for the help on reading the story (`helpRequested`: the window opens it)."""

    helpRequested = Signal()

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
        self._you: int | None = 0
        self._rows_sized = 0  # the battles whose rows are sized (tall ones two lines)
        self._named: list[NamedChart] = []  # charts added that name the seats
        self.log.rowsRefitted.connect(self._rows_refitted)
        self._watching_window = False
        self.log.installEventFilter(self)  # its width shares out the seat columns
        self.chart = CardChart(self.splitter)
        self.splitter.setObjectName("battleLogSplitter")
        self.splitter.addWidget(self.log)
        self.splitter.addWidget(self.chart)
        self.splitter.setStretchFactor(0, 4)  # the log half the height: 12+ battles
        self.splitter.setStretchFactor(1, 2)
        self.splitter.setChildrenCollapsible(False)
        # The log's title cannot hold a link (Qt draws it), so a line above the log does:
        # it opens the help at the section on reading the story and the odds.
        self.help_link = QLabel(self)
        self.help_link.setObjectName("battleLogHelpLink")
        self.help_link.linkActivated.connect(self._open_help)
        holder = _StoryHolder(self)
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
        if isinstance(chart, NamedChart):  # it names the seats as the log does
            self._named.append(chart)
            model = self.log_model
            if model.columnCount():
                chart.set_names(model.names(), model.short_names(), self._you)

    def set_game(self, battles: Sequence[BattleRecord], players: int, names: Sequence[str],
                 series: CountSeries | None, your_seat: int | None = 0,
                 short: Sequence[str] | None = None) -> None:
        """A new, restarted or loaded game: its battles so far and its count series;
        `your_seat` is called "you" (None: two people, each called by name); `short`
        are the names the headers show (None: `names` are short enough)."""
        self.log_model.set_game(battles, players, names, your_seat, short)
        self._players, self._you = players, your_seat
        self._rows_sized = 0
        self._size_columns()
        self.chart.set_series(series)
        self._tell_names(names, short)
        self._size_rows()

    def mark(self, battle: int | None) -> None:
        """The battle the table shows, marked in the log and the chart; None: the
        present (after End), the newest battle selected."""
        self.chart.set_marked(battle)
        if battle is None:
            self.log.show_present()
        else:
            self.log.show_battle(battle)

    def _tell_names(self, names: Sequence[str], short: Sequence[str] | None) -> None:
        short = names if short is None else short
        for chart in (self.chart, *self._named):
            chart.set_names(names, short, self._you)

    def _size_rows(self) -> None:
        """The rows of the wars, and of the battles that put a seat out, that the
        series knows and the log lists, made two lines high (their results say two
        things). The series knows them without reading a row."""
        series = self.chart.series()
        if series is None:
            return
        known = min(series.battles, self.log_model.rowCount())
        done = self._rows_sized
        if known > done:
            tall = set(series.wars(done + 1, known))
            tall.update(b for b in outs(series) if done < b <= known)
            self.log.mark_tall(battle - 1 for battle in sorted(tall))
            self._rows_sized = known

    def _rows_refitted(self) -> None:
        self._rows_sized = 0
        self._size_rows()

    def _size_columns(self) -> None:
        """Narrow number and seat columns, so the result takes the spare width (never
        sized to contents: that would read every row). A seat column is as wide as its
        header (a colour dot and a short name) and one card. The result needs room for
        a long war's result on two lines (a battle's on one); where the full names
        leave too little, the results name the seats as the headers do ("C1 takes 4
        cards."; the tool tip says it in full). What is left widens the seats, up to a
        war's cards on one line."""
        players = self._players
        if not players:
            return
        metrics = self.log.fontMetrics()
        bold = QFont(self.log.font())
        bold.setBold(True)  # war rows are bold: the widest texts are theirs
        strong = QFontMetrics(bold)
        header = self.log.horizontalHeader()
        number = max(self.log.header_need(0), metrics.horizontalAdvance("00000") + 8)
        header.resizeSection(0, number)
        war = strong.horizontalAdvance("10♥ · ▢ 10♠") + CELL_MARGIN
        card = strong.horizontalAdvance("10♥ ·") + CELL_MARGIN
        base = [max(card, self.log.header_need(seat + 1)) for seat in range(players)]
        model = self.log_model

        def need(names: Sequence[str], slack: float) -> int:
            """A battle's result on one line, a long war's on two (with `slack` for
            where the words break)."""
            widest = strong.horizontalAdvance(widest_summary(names)) + RESULT_PADDING
            battle = metrics.horizontalAdvance(battle_summary(
                sample_battle(names, self._you), names, players, self._you))
            return max(metrics.horizontalAdvance("0" * RESULT_DIGITS),
                       battle + RESULT_PADDING, int(widest * slack / 2) + 2 * players)

        # Not viewport(): its first call is slow at start (PySide looks up the plain
        # QWidget's type). Room for the scroll bar is kept whether it shows or not,
        # so the columns do not jump when the log grows long enough for one.
        inside = (self.log.maximumViewportSize().width()
                  - self.log.verticalScrollBar().sizeHint().width())
        # Full names unless even the tightest fit of them leaves no room; the seats
        # widen only past the result's room with slack.
        brief = inside - number - sum(base) < need(model.names(), 1.0)
        model.set_brief(brief)
        result = need(model.short_names() if brief else model.names(), WRAP_SLACK)
        room = (inside - number - result) // players
        for seat in range(players):
            header.resizeSection(seat + 1, max(base[seat], min(war, room)))

    def start_width(self) -> int:
        """Wider on a wide window or screen, so a war's words fit (about a third of
        it, within bounds); a remembered width wins over this."""
        window = self.window()
        if window is not self and window.width() > 0:
            across = window.width()
        else:
            screen = screen_of(self)  # never self.screen(): see window_fit.screen_of
            across = screen.availableGeometry().width() if screen is not None else 1024
        return min(MAX_START_WIDTH, int(across * START_SHARE))

    def _keep_to_window(self) -> None:
        """A docked log never takes more than its share of a small window: it shrinks
        with the window (the table keeps the rest)."""
        window = self.window()
        if (window is self or self.isFloating() or not self.isVisible()
                or not isinstance(window, QMainWindow)):
            return
        if window.dockWidgetArea(self) == Qt.DockWidgetArea.BottomDockWidgetArea:
            return
        most = int(window.width() * MOST_SHARE)
        if self.width() > most:
            window.resizeDocks([self], [most], Qt.Orientation.Horizontal)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.log and kind == QEvent.Type.Resize:
            self._size_columns()
        elif watched is self.window() and kind == QEvent.Type.Resize:
            self._keep_to_window()
        elif watched is self.log and kind == QEvent.Type.FontChange:
            self._size_columns()
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if window is not self and not self._watching_window:
            window.installEventFilter(self)
            self._watching_window = True
        self._keep_to_window()

    def follow(self) -> None:
        """More battles are reached: the log takes them in (one insertion)."""
        self.log_model.follow()
        self._size_rows()

    def series_grew(self) -> None:
        self.chart.series_grew()
        self._size_rows()

    def set_names(self, names: Sequence[str], short: Sequence[str] | None = None) -> None:
        if self.log_model.columnCount():
            self.log_model.set_names(names, short)
            self._size_columns()  # longer names (another language) may need more room
        self._tell_names(names, short)

    def _open_help(self, _link: str = "") -> None:
        self.helpRequested.emit()  # the window opens the help (the room above)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Battle Log"))
        self.log.setAccessibleName(self.tr("Battle log"))
        # Qt names the toggle action after the title, which has no mnemonic: set after it.
        self.toggleViewAction().setText(self.tr("Battle Lo&g"))
        link = self.tr("How to read the log and the charts")
        self.help_link.setText(f'<a href="help:story">{link}</a>')
        self.toggleViewAction().setStatusTip(
            self.tr("Show every battle, a chart of the card counts and your chance to win"))
