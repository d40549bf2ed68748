"""What each court figure holds: arms for the jacks and kings, flowers for the queens.

Drawn in the figure's half-frame coordinates (x -60..60, y -106..0, the waist at y 0)
with the holding hand near (42, -30), before the head, so anything that reaches up
passes behind it, like the king of hearts' sword.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from krig_desktop.ui.cards.card_shapes import GOLD, GOLD_DARK, SKIN, draw_suit_colored
from krig_desktop.ui.cards.court_styles import CourtStyle

INK = QColor(30, 28, 36)
STEEL = QColor(214, 220, 228)
WOOD = QColor(120, 80, 40)
LEAF = QColor(80, 150, 70)
HAND = QPointF(42.0, -30.0)


def pen(width: float = 1.1, color: QColor = INK) -> QPen:
    """A round-jointed outline pen, the one line style of the figures."""
    p = QPen(color, width)
    p.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setCapStyle(Qt.PenCapStyle.RoundCap)
    return p


def fill(painter: QPainter, path: QPainterPath, color: QColor, outline: float = 1.1) -> None:
    """Fill `path` in `color` with an ink outline (none when outline is 0)."""
    painter.setBrush(color)
    painter.setPen(pen(outline) if outline > 0 else Qt.PenStyle.NoPen)
    painter.drawPath(path)


def poly(*points: tuple[float, float]) -> QPainterPath:
    """A closed polygon through `points`."""
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(*p)
    path.closeSubpath()
    return path


def _staff(painter: QPainter, top: float, bottom: float = -8.0, width: float = 3.0) -> None:
    painter.setPen(pen(width, WOOD))
    painter.drawLine(QPointF(42.0, bottom), QPointF(42.0, top))


def _blade(painter: QPainter, length: float) -> None:
    """A sword, point up, its guard at the hand."""
    top = -38.0 - length
    fill(painter, poly((40.0, -38.0), (40.0, top + 6.0), (42.0, top), (44.0, top + 6.0),
                       (44.0, -38.0)), STEEL, 0.9)
    painter.setPen(pen(0.6, QColor(150, 156, 168)))
    painter.drawLine(QPointF(42.0, -40.0), QPointF(42.0, top + 6.0))
    grad = QLinearGradient(0.0, -40.0, 0.0, -36.0)
    grad.setColorAt(0.0, GOLD.lighter(125))
    grad.setColorAt(1.0, GOLD_DARK)
    painter.setBrush(grad)
    painter.setPen(pen(0.8))
    painter.drawRoundedRect(QRectF(33.0, -40.0, 18.0, 4.0), 1.5, 1.5)


def _sword(painter: QPainter, style: CourtStyle, suit: str) -> None:
    _blade(painter, 58.0)


def _sword_behind(painter: QPainter, style: CourtStyle, suit: str) -> None:
    # The king of hearts' sword, raised behind his head from the far shoulder.
    painter.save()
    painter.translate(-6.0, -20.0)
    painter.rotate(-38.0)
    painter.translate(-42.0, 20.0)
    _blade(painter, 84.0)
    painter.restore()


def _spear(painter: QPainter, style: CourtStyle, suit: str) -> None:
    _staff(painter, -88.0)
    fill(painter, poly((38.5, -86.0), (42.0, -104.0), (45.5, -86.0), (42.0, -82.0)), STEEL, 0.8)
    painter.setPen(pen(1.6, style.second))
    for dy in (0.0, 4.0):
        painter.drawLine(QPointF(39.0, -80.0 + dy), QPointF(45.0, -80.0 + dy))


def _halberd(painter: QPainter, style: CourtStyle, suit: str) -> None:
    _staff(painter, -90.0)
    fill(painter, poly((40.0, -88.0), (42.0, -102.0), (44.0, -88.0)), STEEL, 0.8)
    axe = QPainterPath(QPointF(43.0, -86.0))
    axe.cubicTo(52.0, -88.0, 56.0, -82.0, 56.0, -76.0)
    axe.cubicTo(52.0, -78.0, 47.0, -76.0, 43.0, -72.0)
    axe.closeSubpath()
    fill(painter, axe, STEEL, 0.8)
    fill(painter, poly((41.0, -82.0), (34.0, -84.0), (41.0, -78.0)), STEEL, 0.7)


def _axe(painter: QPainter, style: CourtStyle, suit: str) -> None:
    # The king of diamonds' battle-axe: a short haft and a broad crescent blade.
    _staff(painter, -76.0, -14.0, 3.4)
    blade = QPainterPath(QPointF(43.0, -74.0))
    blade.cubicTo(50.0, -80.0, 58.0, -78.0, 60.0, -70.0)
    blade.cubicTo(61.0, -62.0, 56.0, -56.0, 50.0, -56.0)
    blade.cubicTo(48.0, -60.0, 46.0, -62.0, 43.0, -62.0)
    blade.closeSubpath()
    fill(painter, blade, STEEL, 0.9)
    painter.setPen(pen(0.6, QColor(150, 156, 168)))
    painter.drawLine(QPointF(56.0, -73.0), QPointF(54.0, -59.0))


def _sceptre(painter: QPainter, style: CourtStyle, suit: str) -> None:
    painter.setPen(pen(2.6, GOLD_DARK))
    painter.drawLine(QPointF(42.0, -16.0), QPointF(42.0, -84.0))
    painter.setBrush(GOLD)
    painter.setPen(pen(0.8))
    painter.drawEllipse(QPointF(42.0, -88.0), 5.0, 5.0)
    draw_suit_colored(painter, suit, QPointF(42.0, -98.0), 9.0, style.second)


def _orb(painter: QPainter, style: CourtStyle, suit: str) -> None:
    # The king of clubs' orb, held up in front of him, a cross on top.
    centre = QPointF(42.0, -44.0)
    painter.setBrush(GOLD)
    painter.setPen(pen(0.9))
    painter.drawEllipse(centre, 9.0, 9.0)
    painter.setPen(pen(1.4, style.second))
    painter.drawLine(QPointF(33.5, -44.0), QPointF(50.5, -44.0))
    painter.drawLine(QPointF(42.0, -44.0), QPointF(42.0, -35.5))
    painter.setPen(pen(2.0, GOLD_DARK))
    painter.drawLine(QPointF(42.0, -53.0), QPointF(42.0, -62.0))
    painter.drawLine(QPointF(38.5, -58.5), QPointF(45.5, -58.5))


def _arrow(painter: QPainter, style: CourtStyle, suit: str) -> None:
    painter.setPen(pen(1.8, WOOD))
    painter.drawLine(QPointF(42.0, -12.0), QPointF(42.0, -92.0))
    fill(painter, poly((38.5, -90.0), (42.0, -100.0), (45.5, -90.0)), STEEL, 0.7)
    for side in (-1.0, 1.0):
        fill(painter, poly((42.0, -14.0), (42.0 + side * 5.0, -10.0), (42.0 + side * 5.0, -18.0),
                           (42.0, -22.0)), style.second, 0.6)


def _stem(painter: QPainter, head: QPointF) -> None:
    painter.setPen(pen(1.8, QColor(60, 120, 60)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    stem = QPainterPath(HAND)
    stem.cubicTo(46.0, -50.0, head.x() - 4.0, head.y() + 16.0, head.x(), head.y())
    painter.drawPath(stem)
    leaf = QPainterPath(QPointF(42.0, -52.0))
    leaf.quadTo(54.0, -58.0, 54.0, -66.0)
    leaf.quadTo(46.0, -62.0, 42.0, -52.0)
    fill(painter, leaf, LEAF, 0.7)


def _petals(painter: QPainter, centre: QPointF, count: int, length: float, width: float,
            color: QColor) -> None:
    for i in range(count):
        petal = QPainterPath()
        petal.addEllipse(QPointF(0.0, -length), width, length)
        painter.save()
        painter.translate(centre)
        painter.rotate(i * 360.0 / count)
        fill(painter, petal, color, 0.7)
        painter.restore()


def _rose(painter: QPainter, style: CourtStyle, suit: str) -> None:
    centre = QPointF(40.0, -80.0)
    _stem(painter, centre)
    _petals(painter, centre, 5, 6.0, 4.0, QColor(196, 18, 40))
    painter.setBrush(QColor(150, 10, 30))
    painter.setPen(pen(0.6))
    painter.drawEllipse(centre, 3.4, 3.4)


def _daisy(painter: QPainter, style: CourtStyle, suit: str) -> None:
    centre = QPointF(40.0, -80.0)
    _stem(painter, centre)
    _petals(painter, centre, 9, 6.5, 2.2, QColor(255, 255, 255))
    painter.setBrush(GOLD)
    painter.setPen(pen(0.6))
    painter.drawEllipse(centre, 3.2, 3.2)


def _tulip(painter: QPainter, style: CourtStyle, suit: str) -> None:
    top = QPointF(40.0, -78.0)
    _stem(painter, top)
    cup = QPainterPath(QPointF(33.0, -90.0))
    cup.lineTo(36.5, -84.0)
    cup.lineTo(40.0, -92.0)
    cup.lineTo(43.5, -84.0)
    cup.lineTo(47.0, -90.0)
    cup.cubicTo(48.0, -80.0, 45.0, -76.0, 40.0, -76.0)
    cup.cubicTo(35.0, -76.0, 32.0, -80.0, 33.0, -90.0)
    cup.closeSubpath()
    fill(painter, cup, GOLD, 0.8)


def _leaf(painter: QPainter, style: CourtStyle, suit: str) -> None:
    # The jack of hearts' leaf: a long sprig held upright.
    painter.setPen(pen(1.6, QColor(60, 120, 60)))
    painter.drawLine(HAND, QPointF(44.0, -96.0))
    for i, y in enumerate((-50.0, -60.0, -70.0, -80.0, -90.0)):
        side = 1.0 if i % 2 else -1.0
        leaf = QPainterPath(QPointF(43.0, y))
        leaf.quadTo(43.0 + side * 9.0, y - 2.0, 43.0 + side * 11.0, y - 9.0)
        leaf.quadTo(43.0 + side * 3.0, y - 7.0, 43.0, y)
        fill(painter, leaf, LEAF, 0.6)


EMBLEMS: dict[str, Callable[[QPainter, CourtStyle, str], None]] = {
    "sword": _sword, "sword_behind": _sword_behind, "spear": _spear, "halberd": _halberd,
    "axe": _axe, "sceptre": _sceptre, "orb": _orb, "arrow": _arrow, "rose": _rose,
    "daisy": _daisy, "tulip": _tulip, "leaf": _leaf,
}


def draw_emblem(painter: QPainter, style: CourtStyle, suit: str) -> None:
    """Paint what the figure holds, then the hand holding it (not for the orb's cup)."""
    EMBLEMS[style.emblem](painter, style, suit)
    if style.emblem != "sword_behind":
        fist = QPainterPath()
        fist.addEllipse(HAND, 5.5, 5.0)
        fill(painter, fist, SKIN, 0.9)
