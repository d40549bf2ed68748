"""The card-count chart: one line per seat over the battles, wars marked along the
bottom, the present battle and a looked-at battle, drawn with QPainter.

It renders a `CountSeries` (model/count_series.py) it is handed and reads nothing else.
The plot asks the series for one column per pixel (`envelope`), so 10,000 or 100,000,000
battles cost the same: where a pixel holds many battles the line becomes a band from
the lowest to the highest count in it.

Painting is cheap because the plot is a picture (chart_plot.py) kept until the size,
pixel ratio, colours, font, names, language or series change; a paint copies it and
draws only the hover line, the marker and the present dots over it. While the series
grows the picture is drawn afresh at most every `refresh_ms` (a coalescing timer):
the first growth after a quiet spell shows at once, a flood (Finish, a fast replay)
costs one redraw per interval instead of one per frame. Extending the old picture
was not an option: the battle axis always spans exactly the battles played, so every
battle rescales every column.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QElapsedTimer, QEvent, QLocale, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QToolTip, QWidget

from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.story.chart_axes import WAR_STRIP, Frame, drawing_order
from krig_desktop.ui.story.chart_plot import PlotPicture, draw_picture
from krig_desktop.ui.table.seat_colours import seat_colour

__all__ = ["REFRESH_MS", "CardChart"]

REFRESH_MS = 100  # while the series grows, redraw the plot at most ten times a second


class CardChart(QWidget):
    """Each seat's cards after every battle. Emits `battleClicked(battle)` when the
    player picks a battle: a click on the chart, or ← → Home End PgUp PgDn with focus."""

    battleClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cardChart")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self._series: CountSeries | None = None
        self._names: list[str] = []
        self._short: list[str] = []  # the legend's names when the full ones do not fit
        self._marked: int | None = None
        self._hover: int | None = None
        self._picture: PlotPicture | None = None
        self._generation = 0  # counts set_series calls: a new series, a new picture
        self._language = 0  # counts language changes: texts in the picture
        self._rebuilds = 0
        self.refresh_ms = REFRESH_MS
        self._since_drawn = QElapsedTimer()
        self._refresh = QTimer(self)
        self._refresh.setObjectName("chartRefresh")
        self._refresh.setSingleShot(True)
        self._refresh.timeout.connect(self.update)
        translate_ui(self, self._retranslate)

    # ----- what it shows

    def set_series(self, series: CountSeries | None) -> None:
        """Show `series` (None: nothing yet), e.g. a new game's or a loaded one's."""
        self._series = series
        self._marked = self._hover = None
        self._generation += 1
        self._picture = None
        self.update()

    def series(self) -> CountSeries | None:
        return self._series

    def series_grew(self) -> None:
        """The series took in more battles: repaint once, at the next frame (the plot
        itself at most every `refresh_ms`)."""
        self.update()

    def set_names(self, names: Sequence[str], short: Sequence[str] | None = None,
                  your_seat: int | None = 0) -> None:
        """Each seat's name, for the legend and the tooltip ("You", "CPU 1", ...), and
        the `short` ones the legend shows when those do not fit ("C1"; None: the names
        are short). Every seat has its own line, so `your_seat` changes nothing here."""
        del your_seat
        self._names = list(names)
        self._short = list(names if short is None else short)
        self.update()

    def set_marked(self, battle: int | None) -> None:
        """Mark the battle being looked at (None: none, the present is shown)."""
        self._marked = battle
        self.update()

    def marked(self) -> int | None:
        return self._marked

    def sizeHint(self) -> QSize:
        return QSize(380, 220)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 130)

    # ----- texts

    def _retranslate(self) -> None:
        """The texts around the chart, and a new picture: the legend speaks too."""
        self.setAccessibleName(self.tr("Card count chart"))
        self.setAccessibleDescription(self.tr(
            "Each player's cards after every battle; wars are ticked along the bottom. "
            "Left and right arrow keys pick a battle to look at."))
        self._language += 1
        self.update()

    def seat_name(self, seat: int) -> str:
        if seat < len(self._names):
            return self._names[seat]
        return self.tr("Player %1").replace("%1", str(seat + 1))

    def short_name(self, seat: int) -> str:
        return self._short[seat] if seat < len(self._short) else self.seat_name(seat)

    def battle_text(self, battle: int) -> str:
        """What hovering over `battle` says: the battle and each seat's cards after it."""
        series = self._series
        if series is None:
            return ""
        shown = series.known(battle)
        counts = ", ".join(
            self.tr("%1: %2").replace("%1", self.seat_name(seat)).replace("%2", str(count))
            for seat, count in enumerate(series.counts_at(shown)))
        if shown == 0:
            return self.tr("The deal — %1").replace("%1", counts)
        return (self.tr("Battle %1 — %2").replace("%1", QLocale().toString(shown))
                .replace("%2", counts))

    # ----- geometry

    def _fresh_frame(self) -> Frame:
        series = self._series
        metrics = QFontMetricsF(self.font())
        if series is None:
            return Frame.fit(self.width(), self.height(), metrics, 0, 52, 2)
        return Frame.fit(self.width(), self.height(), metrics, series.battles, series.total,
                         series.players)

    def _frame(self) -> Frame:
        """The frame of the picture on screen, if it is this size: clicks and the hover
        go by what the player sees, even while a redraw waits."""
        picture = self._picture
        if picture is not None and picture.look == self._look(picture.pixmap.devicePixelRatio()):
            return picture.frame
        return self._fresh_frame()

    def battle_at(self, x: float) -> int | None:
        """The battle under the horizontal position `x` (None: off the plot)."""
        if self._series is None:
            return None
        return self._frame().battle_at(x)

    def position_of(self, battle: float, count: float) -> QPointF:
        """Where (in widget coordinates) the chart draws `count` cards after `battle`."""
        frame = self._frame()
        return QPointF(frame.x(battle), frame.y(count))

    # ----- painting

    @property
    def plot_rebuilds(self) -> int:
        """How many times the plot picture was drawn afresh (for tests and benchmarks)."""
        return self._rebuilds

    def _look(self, ratio: float) -> Hashable:
        palette = self.palette()
        colours = tuple(palette.color(role).rgba() for role in (
            QPalette.ColorRole.Window, QPalette.ColorRole.WindowText,
            QPalette.ColorRole.PlaceholderText))
        names = tuple(self.seat_name(seat) for seat in range(self._players()))
        short = tuple(self.short_name(seat) for seat in range(self._players()))
        return (self.width(), self.height(), ratio, colours, self.font().key(), names,
                short, self._language)

    def _data(self) -> Hashable:
        series = self._series
        if series is None:
            return (self._generation, 0, 0)
        return (self._generation, series.battles, series.bucket_size)

    def _players(self) -> int:
        return self._series.players if self._series is not None else len(self._names)

    def _picture_for(self, ratio: float, throttle: bool) -> PlotPicture:
        """The plot picture, drawn afresh if anything it shows changed; with `throttle`,
        growth alone within `refresh_ms` of the last drawing keeps the old one and
        schedules a repaint for when the interval is up."""
        look, data = self._look(ratio), self._data()
        picture = self._picture
        if picture is not None and picture.look == look:
            if picture.data == data:
                return picture
            wait = self.refresh_ms - self._since_drawn.elapsed()
            if throttle and wait > 0:
                if not self._refresh.isActive():
                    self._refresh.start(wait)
                return picture
        self._refresh.stop()
        self._picture = draw_picture(
            self._fresh_frame(), self._series, look, data, self.size(), ratio,
            self.palette(), self.font(),
            [self.seat_name(seat) for seat in range(self._players())],
            [self.short_name(seat) for seat in range(self._players())],
            self.tr("No battles yet"))
        self._since_drawn.start()
        self._rebuilds += 1
        return self._picture

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter, self._picture_for(self.devicePixelRatioF(), throttle=True))
        finally:
            painter.end()

    def render_into(self, painter: QPainter) -> None:
        """Draw the whole chart, up to the latest battle, with `painter` (a widget's,
        or an image's for a still picture or a test)."""
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        self._paint(painter, self._picture_for(ratio, throttle=False))

    def _paint(self, painter: QPainter, picture: PlotPicture) -> None:
        painter.drawPixmap(0, 0, picture.pixmap)
        if picture.frame.battles == 0 or self._series is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        self._draw_moment(painter, picture.frame, self._hover, palette, hover=True)
        self._draw_moment(painter, picture.frame, self._marked, palette, hover=False)
        in_play = [count if count else None for count in picture.latest]
        self._dots(painter, picture.frame, picture.frame.x(picture.frame.battles), in_play,
                   palette, 4.0)

    def _draw_moment(self, painter: QPainter, frame: Frame, battle: int | None,
                     palette: QPalette, hover: bool) -> None:
        """A vertical line at a battle, with a dot on each seat's line."""
        series = self._series
        if series is None or battle is None or not 0 <= battle <= frame.battles:
            return
        shown = series.known(battle)
        x = frame.x(shown)
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        colour.setAlphaF(0.35 if hover else 0.8)
        painter.setPen(QPen(colour, 1.0 if hover else 1.5,
                            Qt.PenStyle.DotLine if hover else Qt.PenStyle.SolidLine))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawLine(QPointF(x, frame.plot.top()),
                         QPointF(x, frame.plot.bottom() + WAR_STRIP))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        self._dots(painter, frame, x, series.counts_at(shown), palette, 3.0 if hover else 4.0)

    def _dots(self, painter: QPainter, frame: Frame, x: float,
              counts: Sequence[int | None], palette: QPalette, radius: float) -> None:
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Window), 1.5))
        for seat in drawing_order(len(counts)):
            count = counts[seat]
            if count is not None:
                painter.setBrush(seat_colour(seat))
                painter.drawEllipse(QPointF(x, frame.y(count)), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    # ----- input

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            battle = self.battle_at(event.pos().x())
            if battle is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.battle_text(battle), self)
            return True
        return super().event(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        battle = self.battle_at(event.position().x())
        if battle != self._hover:
            self._hover = battle
            self.update()
            if battle is not None and QToolTip.isVisible():
                QToolTip.showText(event.globalPosition().toPoint(), self.battle_text(battle),
                                  self)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        battle = self.battle_at(event.position().x())
        if event.button() == Qt.MouseButton.LeftButton and battle is not None and (
                self._series is not None and self._series.battles > 0):
            self._choose(max(1, battle))
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        series = self._series
        if series is None or series.battles == 0:
            super().keyPressEvent(event)
            return
        last = series.battles
        now = last if self._marked is None else self._marked
        page = max(1, last // 10)
        targets = {Qt.Key.Key_Left: now - 1, Qt.Key.Key_Right: now + 1,
                   Qt.Key.Key_PageUp: now - page, Qt.Key.Key_PageDown: now + page,
                   Qt.Key.Key_Home: 1, Qt.Key.Key_End: last}
        target = targets.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        target = max(1, min(last, target))
        if target != self._marked:
            self._choose(target)
        event.accept()

    def _choose(self, battle: int) -> None:
        self.set_marked(battle)
        self.battleClicked.emit(battle)
