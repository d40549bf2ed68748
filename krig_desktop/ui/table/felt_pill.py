"""The one way the felt's words are drawn: a sentence in a rounded, tinted pill.

The result line, the notes and the ribbon each painted their own box in its own way;
they differ only in their colours, the width of the edge and how round the ends are.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from krig_desktop.engine.frozen import Frozen

WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


class PillStyle(Frozen):
    """The colours of a pill: its edge (and how wide), its band, its ink."""

    edge: QColor
    band: QColor
    ink: QColor
    edge_width: float = 1.0


def pill_font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def paint_pill(painter: QPainter, box: QRectF, style: PillStyle, font: QFont, text: str,
               radius: float, inner: QRectF | None = None) -> None:
    """`text` centred (wrapped) in `inner` (else `box`), on a pill filling `box`."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(style.edge, style.edge_width))
    painter.setBrush(style.band)
    painter.drawRoundedRect(box, radius, radius)
    painter.setFont(font)
    painter.setPen(style.ink)
    painter.drawText(inner if inner is not None else box, WRAP, text)
