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
same as a short one. The history up to the battle before the present one is a picture
drawn once per battle; the refinements published in between (a few times a second)
only copy it and draw the last step, the dot and the legend.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import pairwise
from math import ceil

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

from krig_desktop.engine import END_OUT
from krig_desktop.model.luck import Swing
from krig_desktop.model.odds_model import ChancePoint, OddsModel
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.odds.odds_texts import OddsTexts
from krig_desktop.ui.story.chart_axes import LINE_WIDTH, WAR_STRIP, Frame, draw_axes
from krig_desktop.ui.table.seat_colours import seat_colour


def pieces(points: Sequence[ChancePoint], scale: float) -> list[list[ChancePoint]]:
    """The history as the plot draws it, `scale` pixels per battle: split where battles
    went by without an estimate over at least one whole pixel column (a narrower skip
    draws nothing that was not seen), each piece thinned to its last point per column
    (its first point kept), so a long game costs the same as a short one."""
    found: list[list[ChancePoint]] = []
    previous: ChancePoint | None = None
    previous_column = -2
    for point in points:
        column = int(point.battle * scale)
        if previous is None or (point.battle > previous.battle + 1
                                and column - previous_column >= 2):
            found.append([point])
        elif column == previous_column and len(found[-1]) > 1:
            found[-1][-1] = point
        else:
            found[-1].append(point)
        previous, previous_column = point, column
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
        self._marked: int | None = None  # the battle looked at (set_marked)
        self._person: tuple[str, str] | None = None  # two people: seat 0's name, short
        self._language = 0  # counts language changes: texts in the picture
        self._picture: tuple[Hashable, QPixmap] | None = None
        self._rebuilds = 0
        translate_ui(self, self._retranslate)

    def render_odds(self, odds: OddsModel | None) -> None:
        end = None if self._odds is None else self._odds.end
        self._odds = odds
        if (None if odds is None else odds.end) != end:
            self._retranslate()  # its name says what the chance is of
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

    def set_marked(self, battle: int | None) -> None:
        """Mark the battle being looked at (None: the present), as the card chart
        does: both charts follow the table."""
        self._marked = battle
        self.update()

    def marked(self) -> int | None:
        return self._marked

    def set_names(self, names: Sequence[str], short: Sequence[str] | None = None,
                  your_seat: int | None = 0) -> None:
        """The seats' names, from the battle log dock: with two people (no `your_seat`)
        the chance drawn, seat 0's, is named ("Ada's chance to win"), never "your"."""
        if your_seat == 0 or not names:
            self._person = None
        else:
            self._person = (names[0], (names if short is None else short)[0])
        self._retranslate()

    def title(self, short: bool = False) -> str:
        """What the line is: "Your chance to win", or "Ada's chance to win"."""
        end = "out" if self._odds is None else self._odds.end
        if end != END_OUT:  # to lead after N battles, to win K wars first
            return (self.texts.your_chance(end) if self._person is None else
                    self.texts.persons_chance(end, self._person[1 if short else 0]))
        if self._person is None:
            return self.tr("Your chance to win")
        return self.tr("%1's chance to win", "two people: the first person's chance").replace(
            "%1", self._person[1 if short else 0])

    def sizeHint(self) -> QSize:
        return QSize(380, 170)

    def minimumSizeHint(self) -> QSize:
        return QSize(220, 110)

    def _retranslate(self) -> None:
        self.setAccessibleName(self.tr("Chance chart"))
        self.setAccessibleDescription(self.tr(
            "%1 after every battle, as a perfect card counter would see it; wars are "
            "ticked along the bottom.", "%1 is the line's name: Your chance to win").replace(
            "%1", self.title()))
        self._language += 1  # the picture's texts too
        self.update()

    # ----------------------------------------------------------------- painting
    def frame(self) -> Frame:
        """The plot's frame: battles 0 .. the last one seen, 0 .. 100 % up (the grid of
        two equal shares draws the 50 % line)."""
        odds = self._odds
        battles = odds.history[-1].battle if odds is not None and odds.history else 0
        metrics = QFontMetricsF(self.font())
        return Frame.fit(self.width(), self.height(), metrics, max(battles, 1), 100, 2)

    @property
    def plot_rebuilds(self) -> int:
        """How many times the plot picture was drawn afresh (for tests and benchmarks)."""
        return self._rebuilds

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter, self.devicePixelRatioF())
        finally:
            painter.end()

    def render_into(self, painter: QPainter) -> None:
        """Draw the whole chart with `painter` (a widget's, or an image's for a still
        picture or a test)."""
        device = painter.device()
        self._paint(painter, device.devicePixelRatioF() if device is not None else 1.0)

    def _history(self) -> tuple[ChancePoint, ...]:
        odds = self._odds
        return odds.history if self._on and odds is not None else ()

    def _key(self, frame: Frame, ratio: float) -> Hashable:
        """All the picture shows: the history but its last point (refined in place
        until the next battle), the look, the swing."""
        history = self._history()
        palette = self.palette()
        colours = tuple(palette.color(role).rgba() for role in (
            QPalette.ColorRole.Window, QPalette.ColorRole.WindowText,
            QPalette.ColorRole.PlaceholderText))
        players = self._odds.players if self._odds is not None else 2
        return (self.width(), self.height(), ratio, colours, self.font().key(),
                self._language, self._on, players, frame.battles, len(history),
                history[0] if history else None, history[-2] if len(history) > 1 else None)

    def _paint(self, painter: QPainter, ratio: float) -> None:
        frame = self.frame()
        key = self._key(frame, ratio)
        if self._picture is None or self._picture[0] != key:
            self._picture = (key, self._draw_picture(frame, ratio))
            self._rebuilds += 1
        palette = self.palette()
        metrics = QFontMetricsF(self.font())
        painter.drawPixmap(0, 0, self._picture[1])
        painter.setFont(self.font())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._legend(painter, frame, palette, metrics)
        history = self._history()
        if not history:
            return
        odds = self._odds
        assert odds is not None
        self._present(painter, frame, history, odds.players)
        self._swing_mark(painter, frame, palette, metrics)
        self._look_mark(painter, frame, history, palette)
        last = QPointF(frame.x(history[-1].battle), frame.y(history[-1].chance * 100))
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Window), 1.5))
        painter.setBrush(seat_colour(0))
        painter.drawEllipse(last, 4.0, 4.0)

    def _look_mark(self, painter: QPainter, frame: Frame,
                   history: Sequence[ChancePoint], palette: QPalette) -> None:
        """A vertical line at the battle looked at, with a dot on the line's chance
        there (the latest point at or before it)."""
        battle = self._marked
        if battle is None or not 0 <= battle <= frame.battles:
            return
        x = frame.x(battle)
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        colour.setAlphaF(0.8)
        painter.setPen(QPen(colour, 1.5))
        painter.drawLine(QPointF(x, frame.plot.top()), QPointF(x, frame.plot.bottom()))
        before = [point for point in history if point.battle <= battle]
        if before:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Window), 1.5))
            painter.setBrush(seat_colour(0))
            painter.drawEllipse(QPointF(x, frame.y(before[-1].chance * 100)), 3.5, 3.5)

    def _draw_picture(self, frame: Frame, ratio: float) -> QPixmap:
        """The grid, the wars and the line up to the battle before the present one."""
        pixmap = QPixmap(max(1, ceil(self.width() * ratio)), max(1, ceil(self.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            palette = self.palette()
            painter.setFont(self.font())
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw_axes(painter, frame, palette, QFontMetricsF(self.font()), self.width())
            history = self._history()
            if not history:
                painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
                painter.drawText(frame.plot, Qt.AlignmentFlag.AlignCenter
                                 | Qt.TextFlag.TextWordWrap, self.placeholder())
                return pixmap
            drawn = pieces(history[:-1], frame.scale)
            self._wars(painter, frame, history, palette)
            if drawn:
                self._area(painter, frame, drawn, self._odds.players if self._odds else 2)
                self._joints(painter, frame, drawn, palette)
                painter.setPen(self._line_pen(frame))
                for piece in drawn:  # a lone point (one battle between skips): a dot
                    line = [QPointF(frame.x(p.battle), frame.y(p.chance * 100)) for p in piece]
                    if len(line) == 1:
                        painter.drawPoint(line[0])
                    else:
                        painter.drawPolyline(QPolygonF(line))
        finally:
            painter.end()
        return pixmap

    def _line_pen(self, frame: Frame) -> QPen:
        """Thick while the points are few; 1 px when dense (a thick antialiased zigzag
        costs tens of milliseconds to stroke, a 1 px one well under one)."""
        dense = len(self._history()) > frame.plot.width() / 8
        pen = QPen(seat_colour(0), 1.0 if dense else LINE_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        return pen

    def _present(self, painter: QPainter, frame: Frame, history: Sequence[ChancePoint],
                 players: int) -> None:
        """The last step, from the battle before to the present chance (still being
        refined): a line, or a dotted joint if battles between went unestimated."""
        if len(history) < 2:
            return
        before, now = history[-2], history[-1]
        step = pieces((before, now), frame.scale)
        if len(step) == 2:
            self._joints(painter, frame, step, self.palette())
            return
        self._area(painter, frame, step, players)
        painter.setPen(self._line_pen(frame))
        painter.drawLine(QPointF(frame.x(before.battle), frame.y(before.chance * 100)),
                         QPointF(frame.x(now.battle), frame.y(now.chance * 100)))

    def placeholder(self) -> str:
        """What the plot says when it has no line to draw."""
        if not self._on:
            return self.tr("The odds are off: the View menu turns the odds meter on.")
        return self.tr("Working out the odds…")

    def _joints(self, painter: QPainter, frame: Frame, drawn: Sequence[Sequence[ChancePoint]],
                palette: QPalette) -> None:
        """A faint dotted line over each stretch of battles without an estimate."""
        joints = [QLineF(frame.x(a[-1].battle), frame.y(a[-1].chance * 100),
                         frame.x(b[0].battle), frame.y(b[0].chance * 100))
                  for a, b in pairwise(drawn)]
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
        """"Your chance to win: 62 %" above the plot, in your colour ("Ada's" with two
        people; her short name when the whole does not fit)."""
        text = self.legend(frame, metrics)
        h = metrics.height()
        x, y = frame.plot.left(), 3.0
        swatch = QPen(seat_colour(0), 3.0)
        swatch.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(swatch)
        painter.drawLine(QPointF(x, y + h / 2), QPointF(x + 14, y + h / 2))
        painter.setPen(palette.color(QPalette.ColorRole.WindowText))
        painter.drawText(QRectF(x + 19, y, frame.plot.width(), h),
                         Qt.AlignmentFlag.AlignVCenter, text)

    def legend(self, frame: Frame | None = None, metrics: QFontMetricsF | None = None) -> str:
        """The legend as drawn in this size: the whole name, or the short one when
        the whole does not fit over the plot."""
        frame = self.frame() if frame is None else frame
        metrics = QFontMetricsF(self.font()) if metrics is None else metrics
        text = self.legend_text(short=False)
        if metrics.horizontalAdvance(text) > frame.plot.width() - 19:
            text = self.legend_text(short=True)
        return text

    def legend_text(self, short: bool) -> str:
        odds = self._odds
        text = self.title(short)
        if odds is not None and self._on:
            yours = (self.texts.percent(odds.yours) if not odds.pending else
                     self.texts.percent(0.0) if 0 in odds.out else self.texts.unknown())
            text = self.tr("%1: %2").replace("%1", text).replace("%2", yours)
        return text

    def _area(self, painter: QPainter, frame: Frame, drawn: Sequence[Sequence[ChancePoint]],
              players: int) -> None:
        """Between the fair-share line (50 %; 1/3 or 1/4 with more players) and yours:
        your colour above, the other side's below (two players) or grey (more); nothing
        under a stretch without estimates. Not antialiased (far cheaper): the line covers
        its edge."""
        middle = frame.y(100 / max(2, players))
        path = QPainterPath()
        for points in drawn:
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
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        if players > 2:  # the grid draws 50 %; the fair share gets its own dashed line
            reference = QColor(self.palette().color(QPalette.ColorRole.WindowText))
            reference.setAlphaF(0.5)
            painter.setPen(QPen(reference, 1.0, Qt.PenStyle.DashLine))
            painter.drawLine(QLineF(plot.left(), middle, plot.right(), middle))
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
        columns = {round(frame.x(p.battle)) for p in history if p.war}  # one per pixel
        ticks = [QLineF(x, bottom, x, bottom - 5) for x in sorted(columns)]
        if ticks:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(QPen(colour, 1.0))
            painter.drawLines(ticks)
            painter.restore()
