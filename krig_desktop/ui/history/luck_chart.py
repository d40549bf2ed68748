"""The luck chart: your wins and the wins the deals' chances predicted, game after game
(model/luck_over_time.py), drawn with QPainter in the frame the story's charts use
(ui/story/chart_axes.py: the same grid, labels and legend), games across, wins up.

Two lines: the wins you had (seat 0's colour) and the wins expected (the next seat's
colour, dashed). Where yours runs above, you were luckier than the chances said. The
picture is small (at most 2,000 pairs), so it is drawn at each paint.
"""

from __future__ import annotations

from math import ceil

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPaintEvent, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from krig_desktop.model.luck_over_time import LuckSeries
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.story.chart_axes import LINE_WIDTH, Frame, draw_axes, draw_legend
from krig_desktop.ui.table.seat_colours import seat_colour

GRID = 4  # horizontal grid lines: quarters of the highest count


class LuckChart(QWidget):
    """The chart of one player count's luck series (None: nothing to show)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("luckChart")
        self.series: LuckSeries | None = None
        self.setMinimumHeight(160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._names = ("", "")
        translate_ui(self, self.retranslate)

    def sizeHint(self) -> QSize:
        return QSize(560, 260)

    def show_series(self, series: LuckSeries | None) -> None:
        self.series = series
        self.update()

    def frame(self) -> Frame:
        series = self.series
        games = series.games if series is not None else 0
        top = max(series.wins, ceil(series.expected)) if series is not None else 0
        top = max(GRID, ceil(top / GRID) * GRID)  # the grid's lines fall on whole wins
        return Frame.fit(self.width(), self.height(), QFontMetricsF(self.font()),
                         max(games, 1), top, GRID)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            palette, metrics = self.palette(), QFontMetricsF(self.font())
            frame = self.frame()
            draw_axes(painter, frame, palette, metrics, self.width())
            series = self.series
            if series is None or series.games == 0:
                painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
                flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
                painter.drawText(frame.plot, flags, self.tr(
                    "No game with a known chance at the deal yet."))
            else:
                self._line(painter, frame, [(0, 0.0)] + [(g, e) for g, _w, e in series.points],
                           1, Qt.PenStyle.DashLine)
                self._line(painter, frame,
                           [(0, 0.0)] + [(g, float(w)) for g, w, _e in series.points],
                           0, Qt.PenStyle.SolidLine)
            draw_legend(painter, frame, palette, metrics, self._names)
        finally:
            painter.end()

    def _line(self, painter: QPainter, frame: Frame, points: list[tuple[int, float]],
              colour: int, style: Qt.PenStyle) -> None:
        pen = QPen(seat_colour(colour), LINE_WIDTH, style)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPolyline(QPolygonF([QPointF(frame.x(g), frame.y(v)) for g, v in points]))

    def retranslate(self) -> None:
        self._names = (self.tr("Your wins"), self.tr("Expected wins"))
        self.setAccessibleName(self.tr("Luck over time"))
        self.update()
