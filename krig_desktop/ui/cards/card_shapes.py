"""Suit symbols as vector paths, and the deck's colours.

The suits are drawn as QPainterPaths rather than font glyphs: glyph coverage and
shapes differ between fonts (and PySide6's ``inFont`` misreports the suit symbols),
while a path looks the same everywhere and scales to any size.

Every path lives in a unit box centred on the origin (x and y in -0.5..0.5, y down),
pointing "up" the way the symbol stands on an upright card.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

RED_SUITS = frozenset({"H", "D"})

RED = QColor(196, 18, 40)
BLACK = QColor(24, 24, 28)
GOLD = QColor(226, 178, 52)
GOLD_DARK = QColor(150, 108, 20)
BLUE = QColor(36, 82, 160)
SKIN = QColor(250, 222, 190)
IVORY = QColor(255, 253, 246)
BORDER = QColor(120, 120, 120)


def suit_color(suit: str) -> QColor:
    """Red for hearts and diamonds, near-black for spades and clubs."""
    return QColor(RED) if suit in RED_SUITS else QColor(BLACK)


def _heart() -> QPainterPath:
    p = QPainterPath(QPointF(0.0, 0.5))
    p.cubicTo(-0.1, 0.36, -0.5, 0.12, -0.5, -0.16)
    p.cubicTo(-0.5, -0.38, -0.36, -0.48, -0.25, -0.48)
    p.cubicTo(-0.11, -0.48, -0.03, -0.4, 0.0, -0.28)
    p.cubicTo(0.03, -0.4, 0.11, -0.48, 0.25, -0.48)
    p.cubicTo(0.36, -0.48, 0.5, -0.38, 0.5, -0.16)
    p.cubicTo(0.5, 0.12, 0.1, 0.36, 0.0, 0.5)
    p.closeSubpath()
    return p


def _stem(top: float, flare: float) -> QPainterPath:
    """A stem that widens into a curved foot at the bottom of the box."""
    p = QPainterPath(QPointF(-0.035, top))
    p.quadTo(-0.03, 0.4, -flare, 0.5)
    p.lineTo(flare, 0.5)
    p.quadTo(0.03, 0.4, 0.035, top)
    p.closeSubpath()
    return p


def spade_body() -> QPainterPath:
    """The spade without its stem (the ace of spades outlines it as an ornament)."""
    body = QPainterPath(QPointF(0.0, -0.5))
    body.cubicTo(0.1, -0.34, 0.48, -0.14, 0.48, 0.1)
    body.cubicTo(0.48, 0.28, 0.36, 0.36, 0.24, 0.36)
    body.cubicTo(0.12, 0.36, 0.04, 0.3, 0.0, 0.22)
    body.cubicTo(-0.04, 0.3, -0.12, 0.36, -0.24, 0.36)
    body.cubicTo(-0.36, 0.36, -0.48, 0.28, -0.48, 0.1)
    body.cubicTo(-0.48, -0.14, -0.1, -0.34, 0.0, -0.5)
    body.closeSubpath()
    return body


def _spade() -> QPainterPath:
    return spade_body().united(_stem(0.1, 0.19))


def _club() -> QPainterPath:
    r = 0.215
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    for cx, cy in ((0.0, -0.27), (-0.25, 0.07), (0.25, 0.07)):
        p.addEllipse(QPointF(cx, cy), r, r)
    core = QPainterPath(QPointF(0.0, -0.2))
    core.lineTo(-0.16, 0.12)
    core.lineTo(0.16, 0.12)
    core.closeSubpath()
    p.addPath(core)
    return p.simplified().united(_stem(0.0, 0.19))


def _diamond() -> QPainterPath:
    w, h, bow = 0.4, 0.5, 0.035
    p = QPainterPath(QPointF(0.0, -h))
    p.quadTo(w / 2 - bow, -h / 2 - bow, w, 0.0)
    p.quadTo(w / 2 - bow, h / 2 + bow, 0.0, h)
    p.quadTo(-w / 2 + bow, h / 2 + bow, -w, 0.0)
    p.quadTo(-w / 2 + bow, -h / 2 - bow, 0.0, -h)
    p.closeSubpath()
    return p


@cache
def suit_path(suit: str) -> QPainterPath:
    """The unit-box outline of a suit ("S", "H", "D" or "C"); built once, then shared."""
    makers = {"S": _spade, "H": _heart, "D": _diamond, "C": _club}
    try:
        return makers[suit]()
    except KeyError:
        raise ValueError(f"unknown suit {suit!r}") from None


def draw_suit(
    painter: QPainter, suit: str, center: QPointF, size: float, upside_down: bool = False
) -> None:
    """Fill the suit symbol `size` units tall, centred on `center`, in the suit colour."""
    draw_suit_colored(painter, suit, center, size, suit_color(suit), upside_down)


def draw_suit_colored(
    painter: QPainter,
    suit: str,
    center: QPointF,
    size: float,
    color: QColor,
    upside_down: bool = False,
) -> None:
    """Like draw_suit, in any colour (the court frames use gold outlines, for example)."""
    painter.save()
    painter.translate(center)
    if upside_down:
        painter.rotate(180.0)
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(suit_path(suit))
    painter.restore()
