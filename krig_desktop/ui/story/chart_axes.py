"""The card-count chart's frame: where battles and counts fall on the widget, the grid
with its labels, and the legend. Kept apart from the widget (card_chart.py) and the plot
(chart_plot.py) so each stays small; nothing here keeps state between paints.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLineF, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPalette, QPen

from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.table.seat_colours import seat_colour

# Mid-light colours: each stands out about 3:1 against both a light and a dark window.
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


class Frame(Frozen):
    """The plot's rectangle and scales: battles 0 .. `battles` across, 0 .. `total`
    cards up. A picture of the plot keeps the frame it was drawn in, so what is drawn
    over it (and where a click lands) matches it even while the series has grown."""

    plot: QRectF
    battles: int
    total: int
    players: int

    @classmethod
    def fit(cls, width: float, height: float, metrics: QFontMetricsF, battles: int,
            total: int, players: int) -> Frame:
        """The frame of a widget `width` x `height` whose texts use `metrics`."""
        left = metrics.horizontalAdvance(str(total)) + 2 * PAD
        top = metrics.height() + 2 * PAD  # under the legend
        bottom = height - WAR_STRIP - metrics.height() - PAD
        right = width - 2 * PAD - metrics.horizontalAdvance("0" * 3) / 2
        plot = QRectF(left, top, max(1.0, right - left), max(1.0, bottom - top))
        return cls(plot, battles, total, players)

    @property
    def span(self) -> int:
        return max(1, self.battles)

    @property
    def scale(self) -> float:
        """Pixels per battle."""
        return self.plot.width() / self.span

    def x(self, battle: float) -> float:
        return self.plot.left() + battle * self.scale

    @property
    def step(self) -> float:
        """Pixels per card."""
        return self.plot.height() / max(1, self.total)

    def y(self, count: float) -> float:
        return self.plot.bottom() - count * self.step

    @property
    def ys(self) -> list[float]:
        """The height of each whole count 0 .. total: a lookup for a whole line's
        points, not a call per point."""
        bottom, step = self.plot.bottom(), self.step
        return [bottom - count * step for count in range(self.total + 1)]

    def battle_at(self, x: float) -> int | None:
        """The battle under the horizontal position `x` (None: off the plot)."""
        if not self.plot.left() - PAD <= x <= self.plot.right() + PAD:
            return None
        battle = round((x - self.plot.left()) / self.scale)
        return max(0, min(self.battles, battle))


def draw_axes(painter: QPainter, frame: Frame, palette: QPalette,
              metrics: QFontMetricsF, width: float) -> None:
    """The fair-share grid (where everyone starts, and its multiples), the battle
    grid at round numbers, and their labels."""
    text = palette.color(QPalette.ColorRole.WindowText)
    grid = QColor(text)
    grid.setAlphaF(0.14)
    faint = QColor(text)
    faint.setAlphaF(0.6)
    plot, players = frame.plot, frame.players
    share = frame.total / players
    height = metrics.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    for k in range(players + 1):
        y = frame.y(share * k)
        painter.setPen(QPen(grid, 1.0, Qt.PenStyle.SolidLine if k in (0, players)
                            else Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(faint)
        painter.drawText(QRectF(0, y - height / 2, plot.left() - PAD, height),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         str(round(share * k)))
    span = frame.span
    locale = QLocale()
    widest = metrics.horizontalAdvance(locale.toString(span)) + 3 * PAD
    step = nice_step(span, max(1, int(plot.width() / widest)))
    battles = range(0, span + 1, step)
    painter.setPen(QPen(grid, 1.0))
    painter.drawLines([QLineF(frame.x(b), plot.top(), frame.x(b), plot.bottom())
                       for b in battles])
    painter.setPen(faint)
    label_top = plot.bottom() + WAR_STRIP + 2
    for battle in battles:
        x = frame.x(battle)
        label = locale.toString(battle)
        w = metrics.horizontalAdvance(label)
        painter.drawText(QRectF(min(x - w / 2, width - w - 1), label_top, w + 1, height),
                         Qt.AlignmentFlag.AlignCenter, label)
    painter.restore()


def drawing_order(players: int) -> list[int]:
    """The seats in the order their lines and dots are drawn: yours last, on top, so a
    CPU player with the same counts never hides your line."""
    return [*range(1, players), 0] if players > 0 else []


def fitted_names(widths: Sequence[float], room: float) -> list[float]:
    """How wide each name (of `widths`) may be drawn so that together they take at most
    `room`: a name narrower than an even share keeps its width, the rest share what is
    left evenly (three "Комп’ютер N" beside "Ви" on a narrow chart)."""
    allowed = list(widths)
    if sum(widths) <= room:
        return allowed
    left, waiting = room, sorted(range(len(widths)), key=lambda i: widths[i])
    while waiting:
        share = left / len(waiting)
        if widths[waiting[0]] > share:  # every name still waiting is wider: share evenly
            for i in waiting:
                allowed[i] = share
            break
        i = waiting.pop(0)
        left -= widths[i]
    return [max(0.0, w) for w in allowed]


def legend_room(frame: Frame, seats: int) -> float:
    """The width the names of `seats` legend entries share, beside their swatches."""
    return frame.plot.right() - frame.plot.left() - (seats * (19 + 2 * PAD) - 2 * PAD)


def legend_names(metrics: QFontMetricsF, room: float, names: Sequence[str],
                 short: Sequence[str]) -> list[str]:
    """The names a legend shows in `room`: the full ones when they all fit, else the
    short ones ("C1", the log's headers); only when even those do not fit are they cut
    short in the middle, so "…ер 3" still tells them apart."""
    for chosen in (names, short):
        if sum(metrics.horizontalAdvance(name) for name in chosen) <= room:
            return list(chosen)
    natural = [metrics.horizontalAdvance(name) for name in short]
    widths = fitted_names(natural, room)
    return [name if need <= width else
            metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, width)
            for name, need, width in zip(short, natural, widths, strict=True)]


def draw_legend(painter: QPainter, frame: Frame, palette: QPalette,
                metrics: QFontMetricsF, names: Sequence[str],
                short: Sequence[str] | None = None) -> None:
    """A swatch and a name per seat, in a row above the plot (`legend_names`; no
    `short` names: the names are cut when they do not fit)."""
    x, y, h = frame.plot.left(), PAD / 2, metrics.height()
    shown = legend_names(metrics, legend_room(frame, len(names)), names,
                         names if short is None else short)
    text = palette.color(QPalette.ColorRole.WindowText)
    for seat, name in enumerate(shown):
        swatch = QPen(seat_colour(seat), 3.0)
        swatch.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(swatch)
        painter.drawLine(QPointF(x, y + h / 2), QPointF(x + 14, y + h / 2))
        painter.setPen(text)
        w = metrics.horizontalAdvance(name)
        painter.drawText(QRectF(x + 19, y, w + 1, h), Qt.AlignmentFlag.AlignVCenter, name)
        x += 19 + w + 2 * PAD
