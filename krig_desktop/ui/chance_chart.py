"""The chance chart: your chance to win over the battles, like a sports win-probability
graph. The 50 % line across the middle, the area between it and your line filled in
your colour above and in the other side's below, wars ticked along the bottom, and the
present chance at the right end. It sits under the card-count chart in the battle log
dock.

It never invents a chance: where battles went by without an estimate (Finish Game, the
odds switched off, a fast table that left a moment early) the line breaks, and a faint
dotted joint links the two sides without filling the area under it. At game over the
biggest swing the game-over panel names is marked at its battle.

It renders the history of an `OddsModel` it is handed (`render_odds`) and reads nothing
else; the frame, grid and legend are the card-count chart's (`chart_axes.py`) with a
0-100 scale. A paint maps at most one point per pixel column, so a long game costs the
same as a short one; it repaints only when the odds are published (a few times a
second at most).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QEvent, QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

from krig_desktop.model.luck import Swing
from krig_desktop.model.odds_model import ChancePoint, OddsModel
from krig_desktop.ui.chart_axes import LINE_WIDTH, WAR_STRIP, Frame, draw_axes, seat_colour
from krig_desktop.ui.odds_texts import OddsTexts


def thinned(points: Sequence[ChancePoint], columns: int) -> list[ChancePoint]:
    """At most about `columns` points: the last of each run that shares a column (the
    first and the last point always kept)."""
    if len(points) <= max(2, columns) or not points:
        return list(points)
    first, last = points[0].battle, points[-1].battle
    span = max(1, last - first)
    kept: list[ChancePoint] = []
    column = -1
    for point in points:
        c = (point.battle - first) * columns // span
        if c == column and kept:
            kept[-1] = point
        else:
            kept.append(point)
            column = c
    if kept[0] is not points[0]:
        kept.insert(0, points[0])
    return kept


def runs(points: Sequence[ChancePoint]) -> list[list[ChancePoint]]:
    """The history split where battles were skipped: each run has a chance for every
    battle from its first to its last."""
    found: list[list[ChancePoint]] = []
    for point in points:
        if found and point.battle == found[-1][-1].battle + 1:
            found[-1].append(point)
        else:
            found.append([point])
    return found


class ChanceChart(QWidget):
    """Your chance to win after each battle; objectName `chanceChart`."""

    def __init__(self, texts: OddsTexts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceChart")
        self.texts = texts
        self._odds: OddsModel | None = None
        self._on = True  # the odds are switched on (the meter's View toggle)
        self._swing: Swing | None = None
        self._name = ""
        self._retranslate()

    def render_odds(self, odds: OddsModel | None) -> None:
        self._odds = odds
        self.update()

    def odds(self) -> OddsModel | None:
        return self._odds

    def set_enabled_odds(self, on: bool) -> None:
        """The odds switched on or off: off, the chart says so instead of a line."""
        self._on = on
        self.update()

    def enabled_odds(self) -> bool:
        return self._on

    def set_swing(self, swing: Swing | None) -> None:
        """Mark the game's biggest swing (None: no mark), as the game-over panel says it."""
        self._swing = swing
        self.update()

    def swing(self) -> Swing | None:
        return self._swing

    def set_your_name(self, name: str) -> None:
        self._name = name
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(380, 170)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 110)

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Chance chart"))
        self.setAccessibleDescription(self.tr(
            "Your chance to win after every battle, as a perfect card counter would see "
            "it; wars are ticked along the bottom."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.update()
        super().changeEvent(event)

    # ----------------------------------------------------------------- painting
    def frame(self) -> Frame:
        """The plot's frame: battles 0 .. the last one seen, 0 .. 100 % up (the grid of
        two equal shares draws the 50 % line)."""
        odds = self._odds
        battles = odds.history[-1].battle if odds is not None and odds.history else 0
        metrics = QFontMetricsF(self.font())
        return Frame.fit(self.width(), self.height(), metrics, max(battles, 1), 100, 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self.render_into(painter)
        finally:
            painter.end()

    def render_into(self, painter: QPainter) -> None:
        """Draw the whole chart with `painter` (a widget's or an image's)."""
        palette = self.palette()
        metrics = QFontMetricsF(self.font())
        frame = self.frame()
        painter.setFont(self.font())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_axes(painter, frame, palette, metrics, self.width())
        self._legend(painter, frame, palette, metrics)
        odds = self._odds
        if not self._on or odds is None or not odds.history:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(frame.plot, Qt.AlignmentFlag.AlignCenter
                             | Qt.TextFlag.TextWordWrap, self.placeholder())
            return
        columns = max(2, int(frame.plot.width()))
        pieces = [thinned(run, max(2, int((run[-1].battle - run[0].battle) * frame.scale)))
                  for run in runs(odds.history)]
        shown = sum(len(piece) for piece in pieces)
        self._wars(painter, frame, odds.history, palette)
        self._area(painter, frame, pieces, odds.players)
        self._joints(painter, frame, pieces, palette)
        line = QPainterPath()
        for piece in pieces:
            line.addPolygon(QPolygonF([QPointF(frame.x(p.battle), frame.y(p.chance * 100))
                                       for p in piece]))
        pen = QPen(seat_colour(0), LINE_WIDTH if shown < columns / 3 else 1.2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(line)
        for piece in pieces:  # a lone point (a run of one battle) shows as a dot
            if len(piece) == 1:
                painter.drawPoint(QPointF(frame.x(piece[0].battle),
                                          frame.y(piece[0].chance * 100)))
        self._swing_mark(painter, frame, palette, metrics)
        last = QPointF(frame.x(pieces[-1][-1].battle), frame.y(pieces[-1][-1].chance * 100))
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Window), 1.5))
        painter.setBrush(seat_colour(0))
        painter.drawEllipse(last, 4.0, 4.0)

    def placeholder(self) -> str:
        """What the plot says when it has no line to draw."""
        if not self._on:
            return self.tr("The odds are off: the View menu turns the odds meter on.")
        return self.tr("Working out the odds…")

    def _joints(self, painter: QPainter, frame: Frame, pieces: Sequence[Sequence[ChancePoint]],
                palette: QPalette) -> None:
        """A faint dotted line over each stretch of battles without an estimate."""
        joints = [QLineF(frame.x(a[-1].battle), frame.y(a[-1].chance * 100),
                         frame.x(b[0].battle), frame.y(b[0].chance * 100))
                  for a, b in pairwise(pieces)]
        if joints:
            colour = QColor(palette.color(QPalette.ColorRole.WindowText))
            colour.setAlphaF(0.4)
            painter.setPen(QPen(colour, 1.0, Qt.PenStyle.DotLine))
            painter.drawLines(joints)

    def _swing_mark(self, painter: QPainter, frame: Frame, palette: QPalette,
                    metrics: QFontMetricsF) -> None:
        """The biggest swing: a line down the plot at its battle, a ring where your
        chance landed, and "biggest swing" at the top where there is room."""
        swing = self._swing
        if swing is None or not 0 < swing.battle <= frame.battles:
            return
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        x, y = frame.x(swing.battle), frame.y(swing.after * 100)
        plot = frame.plot
        faint = QColor(colour)
        faint.setAlphaF(0.45)
        painter.setPen(QPen(faint, 1.0, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(x, y), 6.0, 6.0)
        text = self.tr("biggest swing")
        w = metrics.horizontalAdvance(text)
        left = x + 4 if x + 4 + w <= plot.right() else x - 4 - w
        if left >= plot.left():
            painter.setPen(faint)
            painter.drawText(QRectF(left, plot.top() + 1, w + 1, metrics.height()),
                             Qt.AlignmentFlag.AlignVCenter, text)

    def _legend(self, painter: QPainter, frame: Frame, palette: QPalette,
                metrics: QFontMetricsF) -> None:
        """"Your chance to win: 62 %" above the plot, in your colour."""
        odds = self._odds
        text = self.tr("Your chance to win")
        if odds is not None and self._on:
            text = self.tr("%1: %2").replace("%1", text).replace(
                "%2", self.texts.percent(odds.yours))
        h = metrics.height()
        x, y = frame.plot.left(), 3.0
        swatch = QPen(seat_colour(0), 3.0)
        swatch.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(swatch)
        painter.drawLine(QPointF(x, y + h / 2), QPointF(x + 14, y + h / 2))
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(x + 19, y, frame.plot.width(), h),
                         Qt.AlignmentFlag.AlignVCenter, text)

    def _area(self, painter: QPainter, frame: Frame, pieces: Sequence[Sequence[ChancePoint]],
              players: int) -> None:
        """Between the 50 % line and yours: your colour above, the other side's below
        (two players) or grey (more, where under half is not yet losing); nothing under
        a stretch without estimates."""
        middle = frame.y(50)
        path = QPainterPath()
        for points in pieces:
            path.moveTo(frame.x(points[0].battle), middle)
            for point in points:
                path.lineTo(frame.x(point.battle), frame.y(point.chance * 100))
            path.lineTo(frame.x(points[-1].battle), middle)
            path.closeSubpath()
        plot = frame.plot
        above = QColor(seat_colour(0))
        above.setAlphaF(0.22)
        below = QColor(seat_colour(1) if players == 2 else
                       self.palette().color(QPalette.ColorRole.WindowText))
        below.setAlphaF(0.22 if players == 2 else 0.1)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        for colour, clip in ((above, QRectF(plot.left(), plot.top() - 1, plot.width(),
                                            middle - plot.top() + 1)),
                             (below, QRectF(plot.left(), middle, plot.width(),
                                            plot.bottom() - middle + 1))):
            painter.setClipRect(clip)
            painter.setBrush(colour)
            painter.drawPath(path)
        painter.restore()

    def _wars(self, painter: QPainter, frame: Frame, history: Sequence[ChancePoint],
              palette: QPalette) -> None:
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        colour.setAlphaF(0.55)
        bottom = frame.plot.bottom() + WAR_STRIP - 1
        ticks = [QLineF(frame.x(p.battle), bottom, frame.x(p.battle), bottom - 5)
                 for p in history if p.war]
        if ticks:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(QPen(colour, 1.0))
            painter.drawLines(ticks)
            painter.restore()
