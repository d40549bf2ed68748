"""The card-count chart's plot as a picture: grid, labels, each seat's line and band,
war ticks and legend, drawn once into a pixmap per change of data or look, then only
copied on every paint (hover, marker and the present dots go over it).

Drawing the plot (the envelope, a few hundred points per seat) costs far more than
copying the pixmap. Points are mapped through the
frame's per-count lookup and built in one comprehension per seat, never one method
call per point.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import pairwise
from math import ceil

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
)

from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.count_series import CountSeries, Envelope
from krig_desktop.ui.story.chart_axes import (
    LINE_WIDTH,
    WAR_STRIP,
    Frame,
    draw_axes,
    draw_legend,
    drawing_order,
)
from krig_desktop.ui.table.seat_colours import seat_colour


class PlotPicture(Frozen):
    """The plot drawn for `look` (size, pixel ratio, colours, font, names, language)
    and `data` (which series, how many battles, how coarse), in `frame`; `latest` is
    each seat's count after the last battle drawn."""

    pixmap: QPixmap
    look: Hashable
    data: Hashable
    frame: Frame
    latest: tuple[int, ...]


def draw_picture(frame: Frame, series: CountSeries | None, look: Hashable, data: Hashable,
                 size: QSize, ratio: float, palette: QPalette, font: QFont,
                 names: Sequence[str], short: Sequence[str], empty_text: str) -> PlotPicture:
    """Draw the plot of `series` (None, or no battles: `empty_text`) into a new pixmap
    of `size` logical pixels at device pixel ratio `ratio`."""
    metrics = QFontMetricsF(font)
    pixmap = QPixmap(max(1, ceil(size.width() * ratio)), max(1, ceil(size.height() * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setFont(font)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_axes(painter, frame, palette, metrics, size.width())
        if series is None or series.battles == 0:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(frame.plot, Qt.AlignmentFlag.AlignCenter, empty_text)
        else:
            envelope = series.envelope(0, series.battles, max(1, int(frame.plot.width())))
            draw_wars(painter, frame, envelope, palette)
            for seat in drawing_order(series.players):
                draw_seat(painter, frame, envelope, seat, series.start[seat])
        draw_legend(painter, frame, palette, metrics, names, short)
    finally:
        painter.end()
    latest = series.latest if series is not None else ()
    return PlotPicture(pixmap, look, data, frame, latest)


def draw_wars(painter: QPainter, frame: Frame, envelope: Envelope, palette: QPalette) -> None:
    """A tick under each column that held a war, taller for a deeper one."""
    colour = QColor(palette.color(QPalette.ColorRole.WindowText))
    colour.setAlphaF(0.55)
    bottom = frame.plot.bottom() + WAR_STRIP - 1
    left, half = frame.plot.left(), frame.scale / 2
    bounds = envelope.bounds
    ticks = [QLineF(x, bottom, x, bottom - min(WAR_STRIP - 2, 2.0 + 2.0 * depth))
             for x, depth in zip([left + (a + b - 1) * half for a, b in pairwise(bounds)],
                                 envelope.war, strict=True) if depth]
    if ticks:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(QPen(colour, 1.0))
        painter.drawLines(ticks)
        painter.restore()


def draw_seat(painter: QPainter, frame: Frame, envelope: Envelope, seat: int,
              start: int) -> None:
    """One seat's line through the last count of each column, over a band from the
    column's lowest to its highest count where they differ; it stops where the seat
    went out."""
    colour = seat_colour(seat)
    bounds, ys = envelope.bounds, frame.ys
    scale, left = frame.scale, frame.plot.left()
    xs = [left + (a + b - 1) * scale / 2 for a, b in pairwise(bounds)]
    xs[0], xs[-1] = frame.x(envelope.first), frame.x(envelope.last)
    low, high, end = envelope.low[seat], envelope.high[seat], envelope.end[seat]
    if end[-1] == 0:  # out: the line stops where the seat's last card went
        alive = next((c for c in range(len(high) - 1, -1, -1) if high[c] > 0), -1) + 2
        xs, low, high, end = xs[:alive], low[:alive], high[:alive], end[:alive]
    edges = [left + b * scale for b in bounds]
    rects = [QRectF(edges[c], ys[hi], max(1.0, edges[c + 1] - edges[c]), ys[lo] - ys[hi] + 1)
             for c, (lo, hi) in enumerate(zip(low, high, strict=True)) if lo != hi]
    if rects:
        band = QColor(colour)  # each column: from its lowest to its highest count
        band.setAlphaF(0.3)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRects(rects)
        painter.restore()
    dense = envelope.bounds[-1] - envelope.bounds[0] > 4 * envelope.columns
    # A thick antialiased zigzag is slow to stroke, a 1 px one is not, and the band
    # already gives a dense line its weight.
    pen = QPen(colour, 1.0 if dense else LINE_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    points = [QPointF(frame.x(0), ys[start])]
    points += [QPointF(x, ys[v]) for x, v in zip(xs, end, strict=True)]
    painter.drawPolyline(QPolygonF(points))
