"""The card-count chart: one line per seat over the battles, wars marked along the
bottom, the present battle and a looked-at battle, drawn with QPainter.

It renders a `CountSeries` (model/count_series.py) it is handed and reads nothing else.
A paint asks the series for one column per pixel (`envelope`), so 10,000 or 100,000,000
battles cost the same: where a pixel holds many battles the line becomes a band from
the lowest to the highest count in it. `series_grew()` only marks the picture stale and
calls `update()`, which Qt folds into one paint per pass of the event loop, so feeding a
thousand battles between two frames (Finish game) paints once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
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
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from krig_desktop.model.count_series import CountSeries, Envelope

# Mid-light colours: each stands out about 3:1 against both a light and a dark window.
SEAT_COLOURS = (QColor("#2f7fd8"), QColor("#e07800"), QColor("#2f9e44"), QColor("#b23fd0"))
LINE_WIDTH = 2.0
WAR_STRIP = 9.0  # px under the plot where wars are ticked
PAD = 6.0


def nice_step(span: float, ticks: int) -> int:
    """A round step (1, 2, 5 times a power of ten) giving about `ticks` ticks over `span`."""
    raw = max(1.0, span / max(1, ticks))
    power = 1
    while power * 10 <= raw:
        power *= 10
    for factor in (1, 2, 5, 10):
        if factor * power >= raw:
            return factor * power
    return 10 * power


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
        self._marked: int | None = None
        self._hover: int | None = None
        self._cache: tuple[tuple[int, int, int], Envelope] | None = None
        self._retranslate()

    # ----- what it shows

    def set_series(self, series: CountSeries | None) -> None:
        """Show `series` (None: nothing yet), e.g. a new game's or a loaded one's."""
        self._series = series
        self._marked = self._hover = None
        self.series_grew()

    def series(self) -> CountSeries | None:
        return self._series

    def series_grew(self) -> None:
        """The series took in more battles: repaint once, at the next frame."""
        self._cache = None
        self.update()

    def set_names(self, names: Sequence[str]) -> None:
        """Each seat's name, for the legend and the tooltip ("You", "CPU 1", ...)."""
        self._names = list(names)
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
        self.setAccessibleName(self.tr("Card count chart"))
        self.setAccessibleDescription(self.tr(
            "Each player's cards after every battle; wars are ticked along the bottom. "
            "Left and right arrow keys pick a battle to look at."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
            self.update()
        super().changeEvent(event)

    def seat_name(self, seat: int) -> str:
        if seat < len(self._names):
            return self._names[seat]
        return self.tr("Player %1").replace("%1", str(seat + 1))

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

    def _legend_height(self) -> float:
        return QFontMetricsF(self.font()).height() + PAD

    def _plot_rect(self) -> QRectF:
        metrics = QFontMetricsF(self.font())
        total = self._series.total if self._series is not None else 52
        left = metrics.horizontalAdvance(str(total)) + 2 * PAD
        top = self._legend_height() + PAD
        bottom = self.height() - WAR_STRIP - metrics.height() - PAD
        right = self.width() - 2 * PAD - metrics.horizontalAdvance("0" * 3) / 2
        return QRectF(left, top, max(1.0, right - left), max(1.0, bottom - top))

    def _span(self) -> int:
        return max(1, self._series.battles) if self._series is not None else 1

    def _x(self, plot: QRectF, battle: float) -> float:
        return plot.left() + battle * plot.width() / self._span()

    def _y(self, plot: QRectF, count: float) -> float:
        total = max(1, self._series.total) if self._series is not None else 1
        return plot.bottom() - count * plot.height() / total

    def battle_at(self, x: float) -> int | None:
        """The battle under the horizontal position `x` (None: off the plot)."""
        if self._series is None:
            return None
        plot = self._plot_rect()
        if not plot.left() - PAD <= x <= plot.right() + PAD:
            return None
        battle = round((x - plot.left()) * self._span() / plot.width())
        return max(0, min(self._series.battles, battle))

    def _envelope(self, plot: QRectF) -> Envelope | None:
        series = self._series
        if series is None or series.battles == 0:
            return None
        columns = max(1, int(plot.width()))
        key = (series.battles, series.bucket_size, columns)
        if self._cache is None or self._cache[0] != key:
            self._cache = key, series.envelope(0, series.battles, columns)
        return self._cache[1]

    # ----- painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self.render_into(painter)
        finally:
            painter.end()

    def render_into(self, painter: QPainter) -> None:
        """Draw the whole chart with `painter` (a widget's, or an image's in tests)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        plot = self._plot_rect()
        self._draw_axes(painter, plot, palette)
        envelope = self._envelope(plot)
        if envelope is None:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No battles yet"))
        else:
            self._draw_wars(painter, plot, envelope, palette)
            for seat in range(len(envelope.end)):
                self._draw_seat(painter, plot, envelope, seat)
            self._draw_moment(painter, plot, self._hover, palette, hover=True)
            self._draw_moment(painter, plot, self._marked, palette, hover=False)
            self._draw_present(painter, plot, palette)
        self._draw_legend(painter, palette)

    def _draw_axes(self, painter: QPainter, plot: QRectF, palette: QPalette) -> None:
        text = palette.color(QPalette.ColorRole.WindowText)
        grid = QColor(text)
        grid.setAlphaF(0.14)
        faint = QColor(text)
        faint.setAlphaF(0.6)
        metrics = QFontMetricsF(self.font())
        series = self._series
        total = series.total if series is not None else 52
        players = series.players if series is not None else 2
        share = total / players  # the fair share: where everyone starts
        for k in range(players + 1):
            y = self._y(plot, share * k) if series is not None else plot.bottom() - (
                plot.height() * k / players)
            painter.setPen(QPen(grid, 1.0, Qt.PenStyle.SolidLine if k in (0, players)
                                else Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            label = str(round(share * k))
            painter.setPen(faint)
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - PAD,
                                    metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        span = self._span()
        locale = QLocale()
        widest = metrics.horizontalAdvance(locale.toString(span)) + 3 * PAD
        step = nice_step(span, max(1, int(plot.width() / widest)))
        label_top = plot.bottom() + WAR_STRIP + 2
        for battle in range(0, span + 1, step):
            x = self._x(plot, battle)
            painter.setPen(QPen(grid, 1.0))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(faint)
            label = locale.toString(battle)
            w = metrics.horizontalAdvance(label)
            painter.drawText(QRectF(min(x - w / 2, self.width() - w - 1), label_top, w + 1,
                                    metrics.height()), Qt.AlignmentFlag.AlignCenter, label)

    def _draw_wars(self, painter: QPainter, plot: QRectF, envelope: Envelope,
                   palette: QPalette) -> None:
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        colour.setAlphaF(0.55)
        painter.setPen(QPen(colour, 1.0))
        bottom = plot.bottom() + WAR_STRIP - 1
        bounds = envelope.bounds
        for column, depth in enumerate(envelope.war):
            if depth:
                x = self._x(plot, (bounds[column] + bounds[column + 1] - 1) / 2)
                height = min(WAR_STRIP - 2, 2.0 + 2.0 * depth)
                painter.drawLine(QPointF(x, bottom), QPointF(x, bottom - height))

    def _draw_seat(self, painter: QPainter, plot: QRectF, envelope: Envelope,
                   seat: int) -> None:
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        bounds = envelope.bounds
        xs = [self._x(plot, (bounds[c] + bounds[c + 1] - 1) / 2)
              for c in range(envelope.columns)]
        xs[0] = self._x(plot, envelope.first)
        xs[-1] = self._x(plot, envelope.last)
        low, high, end = envelope.low[seat], envelope.high[seat], envelope.end[seat]
        if end[-1] == 0:  # out: the line stops where the seat's last card went
            alive = next((c for c in range(len(high) - 1, -1, -1) if high[c] > 0), -1) + 2
            xs, low, high, end = xs[:alive], low[:alive], high[:alive], end[:alive]
        if any(lo != hi for lo, hi in zip(low, high, strict=True)):
            band = QColor(colour)
            band.setAlphaF(0.28)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(band)
            outline = [QPointF(x, self._y(plot, v)) for x, v in zip(xs, high, strict=True)]
            outline += [QPointF(x, self._y(plot, v))
                        for x, v in zip(reversed(xs), reversed(low), strict=True)]
            painter.drawPolygon(QPolygonF(outline))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = QPen(colour, LINE_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        start = self._series.start[seat] if self._series is not None else end[0]
        points = [QPointF(self._x(plot, 0), self._y(plot, start))]
        points += [QPointF(x, self._y(plot, v)) for x, v in zip(xs, end, strict=True)]
        painter.drawPolyline(QPolygonF(points))

    def _draw_moment(self, painter: QPainter, plot: QRectF, battle: int | None,
                     palette: QPalette, hover: bool) -> None:
        """A vertical line at a battle, with a dot on each seat's line."""
        series = self._series
        if series is None or battle is None or not 0 <= battle <= series.battles:
            return
        shown = series.known(battle)
        x = self._x(plot, shown)
        colour = QColor(palette.color(QPalette.ColorRole.WindowText))
        colour.setAlphaF(0.35 if hover else 0.8)
        painter.setPen(QPen(colour, 1.0 if hover else 1.5,
                            Qt.PenStyle.DotLine if hover else Qt.PenStyle.SolidLine))
        painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom() + WAR_STRIP))
        self._dots(painter, plot, x, series.counts_at(shown), palette, 3.0 if hover else 4.0)

    def _draw_present(self, painter: QPainter, plot: QRectF, palette: QPalette) -> None:
        series = self._series
        if series is not None:
            in_play = [count if count else None for count in series.latest]
            self._dots(painter, plot, self._x(plot, series.battles), in_play, palette, 4.0)

    def _dots(self, painter: QPainter, plot: QRectF, x: float,
              counts: Sequence[int | None], palette: QPalette, radius: float) -> None:
        ring = palette.color(QPalette.ColorRole.Window)
        for seat, count in enumerate(counts):
            if count is None:
                continue
            painter.setPen(QPen(ring, 1.5))
            painter.setBrush(SEAT_COLOURS[seat % len(SEAT_COLOURS)])
            painter.drawEllipse(QPointF(x, self._y(plot, count)), radius, radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _draw_legend(self, painter: QPainter, palette: QPalette) -> None:
        metrics = QFontMetricsF(self.font())
        players = self._series.players if self._series is not None else len(self._names)
        x, y = self._plot_rect().left(), PAD / 2
        h = metrics.height()
        for seat in range(players):
            name = self.seat_name(seat)
            swatch = QPen(SEAT_COLOURS[seat % len(SEAT_COLOURS)], 3.0)
            swatch.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(swatch)
            painter.drawLine(QPointF(x, y + h / 2), QPointF(x + 14, y + h / 2))
            painter.setPen(palette.color(QPalette.ColorRole.WindowText))
            w = metrics.horizontalAdvance(name)
            painter.drawText(QRectF(x + 19, y, w + 1, h), Qt.AlignmentFlag.AlignVCenter, name)
            x += 19 + w + 2 * PAD

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

    def position_of(self, battle: float, count: float) -> QPointF:
        """Where (in widget coordinates) the chart draws `count` cards after `battle`."""
        plot = self._plot_rect()
        return QPointF(self._x(plot, battle), self._y(plot, count))
