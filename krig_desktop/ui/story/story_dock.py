"""The battle log dock: the log of every battle above the card-count chart, and under it
the chance chart when the odds add theirs (`add_chart`).

It renders what the controller's story hands it (the battles the table has reached,
the chart's series) and keeps no game state of its own. The window puts its toggle in
the View menu and remembers it with the window's state (`saveState`), so it needs a
stable object name: `battleLogDock`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QShowEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QSplitter, QVBoxLayout, QWidget

from krig_desktop.engine import BattleRecord
from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.desktop.window_fit import screen_of
from krig_desktop.ui.story.battle_log_model import BattleLogModel
from krig_desktop.ui.story.battle_log_view import BattleLogView
from krig_desktop.ui.story.card_chart import CardChart
from krig_desktop.ui.table.result_line import widest_summary

# The result column keeps at least this many digits' width in sight; a seat column
# at least one card and this much padding.
RESULT_DIGITS = 14
RESULT_PADDING = 12
HEADER_MARGIN = 4  # pixels each side of a header's text
SMALLEST_HEADER = 0.75  # of the log's font: the header's smallest, before a name is cut
START_SHARE = 0.34  # of the window's (or screen's) width: the dock's first width
MAX_START_WIDTH = 640
MOST_SHARE = 0.45  # of the window's width: the most a docked log keeps when it shrinks
QWIDGETSIZE_MAX = (1 << 24) - 1
WRAP_SLACK = 1.25  # a text wrapped onto lines needs more than its width / lines


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
        self._watching_window = False
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

    def set_game(self, battles: Sequence[BattleRecord], players: int, names: Sequence[str],
                 series: CountSeries | None, your_seat: int | None = 0) -> None:
        """A new, restarted or loaded game: its battles so far and its count series;
        `your_seat` is called "you" (None: two people, each called by name)."""
        self.log_model.set_game(battles, players, names, your_seat)
        self._players = players
        self._size_columns()
        self.chart.set_series(series)
        self.chart.set_names(names)

    def _size_columns(self) -> None:
        """Narrow number and seat columns, so the result takes the spare width (never
        sized to contents: that would read every row). A seat gets room for a war's
        cards, and for its name, when the log is wide enough; on a narrow log (three or
        four seats) the seats share what is left beside the result, down to one card
        each. Then the rows are made two lines high when a long war result (or a war's
        cards) would not fit on one, and the header fits the names (`_fit_header`)."""
        players = self._players
        if not players:
            return
        metrics = self.log.fontMetrics()
        bold = QFont(self.log.font())
        bold.setBold(True)  # war rows are bold: the widest texts are theirs
        strong = QFontMetrics(bold)
        header = self.log.horizontalHeader()
        title = str(self.log_model.headerData(0, Qt.Orientation.Horizontal) or "")
        number = max(metrics.horizontalAdvance(title) + 20,
                     metrics.horizontalAdvance("0000000"))
        header.resizeSection(0, number)
        war = strong.horizontalAdvance("10♥ · ▢ 10♠ ·") + RESULT_PADDING
        card = strong.horizontalAdvance("10♥ ·") + RESULT_PADDING
        names = self.log_model.names()
        named = max((metrics.horizontalAdvance(name) + 2 * HEADER_MARGIN for name in names),
                    default=0)
        widest = strong.horizontalAdvance(widest_summary(names)) + RESULT_PADDING
        # The result first: room for a long war's result on two lines (with slack for
        # where the words break), at least a fixed width; the seats share the rest.
        result = max(metrics.horizontalAdvance("0" * RESULT_DIGITS),
                     int(widest * WRAP_SLACK / 2) + 2 * players)  # + rounding
        # Not viewport(): its first call is slow at start (PySide looks up the plain
        # QWidget's type). Room for the scroll bar is kept whether it shows or not,
        # so the columns do not jump when the log grows long enough for one.
        inside = (self.log.maximumViewportSize().width()
                  - self.log.verticalScrollBar().sizeHint().width())
        room = (inside - number - result) // players
        # A name's longest word whole when the result keeps room for three lines; on a
        # narrower log the result keeps its width and the header does what it can
        # (wrap, smaller, then cut at the end).
        three = max(result // 2, int(widest * WRAP_SLACK / 3) + 2 * players)
        word = min(self._longest_word(names), (inside - number - three) // players)
        seat_width = max(card, word, min(max(war, named), room))
        for seat in range(players):
            header.resizeSection(seat + 1, seat_width)
        spare = inside - number - players * seat_width
        wide_cards = strong.horizontalAdvance("10♥ · ▢ 10♠ · ▢ 10♦") + RESULT_PADDING
        lines = 1 if widest <= spare else 2 if widest * WRAP_SLACK <= 2 * spare else 3
        self.log.set_lines(max(lines, 2 if wide_cards > seat_width else 1))
        self._fit_header(names, seat_width)

    def _longest_word(self, names: Sequence[str]) -> int:
        """The width of the longest word of a name in the header's smallest font: a
        seat column is never narrower, so no name is cut in a word."""
        font = QFont(self.log.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * SMALLEST_HEADER)
        else:
            font.setPixelSize(max(1, int(font.pixelSize() * SMALLEST_HEADER)))
        metrics = QFontMetrics(font)
        words = [word for name in names for word in name.split()]
        return max((metrics.horizontalAdvance(w) for w in words), default=0) + 2 * HEADER_MARGIN + 2

    def _fit_header(self, names: Sequence[str], width: int) -> None:
        """Seat names whole in their columns: on one line, else wrapped at their spaces
        (the header two lines high), in a smaller font when a word is still too long;
        only a name too long even then is cut, at its end."""
        header = self.log.horizontalHeader()
        font = QFont(self.log.font())
        inner = width - 2 * HEADER_MARGIN
        words = [word for name in names for word in name.split()] or [""]
        base = font.pointSizeF() if font.pointSizeF() > 0 else float(font.pixelSize())
        size = base
        while size > base * SMALLEST_HEADER:
            if max(QFontMetrics(font).horizontalAdvance(w) for w in words) <= inner:
                break
            size -= 0.5
            if font.pointSizeF() > 0:
                font.setPointSizeF(size)
            else:
                font.setPixelSize(int(size))
        header.setFont(font)
        metrics = QFontMetrics(font)
        lines = 2 if any(metrics.horizontalAdvance(name) > inner for name in names) else 1
        height = lines * metrics.height() + 2 * HEADER_MARGIN
        header.setMinimumHeight(height if lines > 1 else 0)
        header.setMaximumHeight(height if lines > 1 else QWIDGETSIZE_MAX)

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

    def series_grew(self) -> None:
        self.chart.series_grew()

    def set_names(self, names: Sequence[str]) -> None:
        if self.log_model.columnCount():
            self.log_model.set_names(names)
            self._size_columns()  # longer names (another language) may need more room
        self.chart.set_names(names)

    def _open_help(self, _link: str = "") -> None:
        self.helpRequested.emit()  # the window opens the help (the room above)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Battle Log"))
        # Qt names the toggle action after the title, which has no mnemonic: set after it.
        self.toggleViewAction().setText(self.tr("Battle Lo&g"))
        link = self.tr("How to read the log and the charts")
        self.help_link.setText(f'<a href="help:story">{link}</a>')
        self.toggleViewAction().setStatusTip(
            self.tr("Show every battle, a chart of the card counts and your chance to win"))
