"""The card canvas shared by faces and backs: card units, the blank card, a painter.

Everything is drawn in one normalised card space, ``UNIT_W`` x ``UNIT_H`` units, and
scaled to the requested pixel size, so a card looks the same at 40 px and at 300 px.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPen

from krig_desktop.ui.cards.card_shapes import BORDER, IVORY

CARD_ASPECT: float = 1.4  # height / width: poker size, 88.9 mm / 63.5 mm

UNIT_W = 200.0
UNIT_H = UNIT_W * CARD_ASPECT
CORNER = 13.0  # corner radius in card units
CORNER_RATIO: float = CORNER / UNIT_W  # corner radius / card width, for shadows and glows


def begin(image: QImage) -> tuple[QPainter, float]:
    """A painter on `image` mapping card units onto its pixels; returns (painter, px/unit)."""
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    sx = image.width() / UNIT_W
    sy = image.height() / UNIT_H
    painter.scale(sx, sy)
    return painter, min(sx, sy)


def new_image(width_px: int, height_px: int) -> QImage:
    """A transparent image of the card's size; a size below 1 px is a ValueError."""
    if width_px < 1 or height_px < 1:
        raise ValueError(f"card size must be positive, got {width_px}x{height_px}")
    image = QImage(width_px, height_px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    return image


def paint_blank(painter: QPainter, px: float) -> None:
    """Ivory card with a hairline border, inset so the border is never clipped."""
    line = 1.0 / px  # one device pixel
    radius = corner_radius(px)
    rect = QRectF(0.0, 0.0, UNIT_W, UNIT_H).adjusted(line / 2, line / 2, -line / 2, -line / 2)
    grad = QLinearGradient(0.0, 0.0, UNIT_W, UNIT_H)
    grad.setColorAt(0.0, QColor(255, 255, 252))
    grad.setColorAt(1.0, IVORY.darker(103))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(BORDER, line))
    painter.drawRoundedRect(rect, radius, radius)


def corner_radius(px: float) -> float:
    """Card units for the corner: never under 3 device pixels, so tiny cards stay round."""
    return max(CORNER, 3.0 / px)
