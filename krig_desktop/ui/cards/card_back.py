"""The back of our own deck: a blue woven lattice with a gold-edged medallion."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from krig_desktop.engine.cards import SUITS
from krig_desktop.ui.cards.card_canvas import CORNER, UNIT_H, UNIT_W, begin, new_image, paint_blank
from krig_desktop.ui.cards.card_shapes import GOLD, suit_path

BACK_FIELD = QColor(28, 62, 128)
BACK_LINE = QColor(86, 128, 196)



def _paint_back_pattern(painter: QPainter, field: QRectF, px: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    glow = QRadialGradient(field.center(), field.height() * 0.62)
    glow.setColorAt(0.0, BACK_FIELD.lighter(135))
    glow.setColorAt(1.0, BACK_FIELD.darker(125))
    painter.setBrush(QBrush(glow))
    painter.drawRoundedRect(field, CORNER * 0.6, CORNER * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(field, CORNER * 0.6, CORNER * 0.6)
    painter.setClipPath(clip)
    step = 12.0
    pen = QPen(BACK_LINE, max(1.2, 0.8 / px))
    painter.setPen(pen)
    n = int((UNIT_W + UNIT_H) / step) + 2
    for i in range(-n, n):
        x = i * step
        painter.drawLine(QPointF(x, 0.0), QPointF(x + UNIT_H, UNIT_H))
        painter.drawLine(QPointF(x, 0.0), QPointF(x - UNIT_H, UNIT_H))
    # A small dot in every lattice diamond gives the back its woven look.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK_LINE.lighter(115))
    for iy in range(int(UNIT_H / step) + 2):
        for ix in range(int(UNIT_W / step) + 2):
            painter.drawEllipse(QPointF(ix * step, iy * step + step / 2), 1.3, 1.3)
    painter.setClipping(False)


def _paint_back_medallion(painter: QPainter) -> None:
    c = QPointF(UNIT_W / 2, UNIT_H / 2)
    rhomb = QPainterPath(QPointF(c.x(), c.y() - 62.0))
    for dx, dy in ((44.0, 0.0), (0.0, 62.0), (-44.0, 0.0), (0.0, -62.0)):
        rhomb.lineTo(c.x() + dx, c.y() + dy)
    painter.setBrush(BACK_FIELD.darker(130))
    painter.setPen(QPen(GOLD, 3.0))
    painter.drawPath(rhomb)
    painter.setPen(QPen(QColor(255, 255, 255, 170), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(QTransform().translate(c.x(), c.y()).scale(0.8, 0.8)
                     .translate(-c.x(), -c.y()).map(rhomb))
    # Four small suit marks, one for each suit, around a gold centre.
    for suit, (dx, dy) in zip(SUITS, ((0, -30), (24, 0), (0, 30), (-24, 0)), strict=True):
        painter.save()
        painter.translate(c.x() + dx, c.y() + dy)
        painter.scale(16.0, 16.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 225))
        painter.drawPath(suit_path(suit))
        painter.restore()
    painter.setBrush(GOLD)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(c, 5.0, 5.0)


def render_back(width_px: int, height_px: int) -> QImage:
    """Draw the card back at exactly width_px x height_px device pixels (not cached)."""
    image = new_image(width_px, height_px)
    painter, px = begin(image)
    try:
        paint_blank(painter, px)
        margin = 9.0
        field = QRectF(margin, margin, UNIT_W - 2 * margin, UNIT_H - 2 * margin)
        _paint_back_pattern(painter, field, px)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 200), 1.5))
        inner = field.adjusted(5.0, 5.0, -5.0, -5.0)
        painter.drawRoundedRect(inner, CORNER * 0.4, CORNER * 0.4)
        _paint_back_medallion(painter)
    finally:
        painter.end()
    return image
