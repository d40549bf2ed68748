"""The court cards' figures: a framed, double-headed jack, queen and king.

Each figure is drawn once for the top half of the frame and again turned 180 degrees
for the bottom half, like printed court cards, so the card reads the same either way
up. Coordinates here are card units with the origin at the centre of the frame; the
top half spans y from -rect.height()/2 to 0.

Jack, queen and king differ in headwear (cap with feather, tiara, crown), in what
they hold (halberd, flower, sword) and in details (the king's beard, the queen's
long hair), so they are told apart at a glance even without the corner index.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from .card_shapes import (
    BLACK,
    BLUE,
    GOLD,
    GOLD_DARK,
    SKIN,
    draw_suit,
    draw_suit_colored,
    suit_color,
)

INK = QColor(30, 28, 36)
HAIR = {11: QColor(120, 72, 32), 12: QColor(178, 112, 46), 13: QColor(170, 170, 176)}
STEEL = QColor(214, 220, 228)
PANEL = QColor(252, 248, 236)


def _pen(width: float = 1.1, color: QColor = INK) -> QPen:
    pen = QPen(color, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _fill(painter: QPainter, path: QPainterPath, color: QColor, outline: float = 1.1) -> None:
    painter.setBrush(color)
    painter.setPen(_pen(outline) if outline > 0 else Qt.PenStyle.NoPen)
    painter.drawPath(path)


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for p in points[1:]:
        path.lineTo(*p)
    path.closeSubpath()
    return path


# ------------------------------------------------------------------------ the figure


def _robe(painter: QPainter, rank: int, suit: str, main: QColor) -> None:
    robe = QPainterPath(QPointF(-62.0, 2.0))
    robe.lineTo(-62.0, -20.0)
    robe.cubicTo(-60.0, -34.0, -42.0, -42.0, -15.0, -45.0)
    robe.lineTo(15.0, -45.0)
    robe.cubicTo(42.0, -42.0, 60.0, -34.0, 62.0, -20.0)
    robe.lineTo(62.0, 2.0)
    robe.closeSubpath()
    _fill(painter, robe, main)
    # Sleeve (blue, with a gold cuff) of the arm that holds the emblem.
    sleeve = QPainterPath(QPointF(30.0, 2.0))
    sleeve.cubicTo(26.0, -14.0, 30.0, -26.0, 38.0, -30.0)
    sleeve.lineTo(50.0, -26.0)
    sleeve.cubicTo(48.0, -14.0, 50.0, -4.0, 52.0, 2.0)
    sleeve.closeSubpath()
    _fill(painter, sleeve, BLUE)
    # Tunic: a gold band down the middle with a row of blue lozenges.
    tunic = _poly((-13.0, -44.0), (13.0, -44.0), (10.0, 2.0), (-10.0, 2.0))
    _fill(painter, tunic, GOLD)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BLUE if main != BLUE else QColor(196, 18, 40))
    for y in (-34.0, -22.0, -10.0):
        painter.drawPath(_poly((0.0, y - 5.0), (4.5, y), (0.0, y + 5.0), (-4.5, y)))
    # Brocade: small gold suit marks woven into the robe, and a gold trim on top.
    painter.save()
    painter.setClipPath(robe, Qt.ClipOperation.IntersectClip)
    for row, y in enumerate((-30.0, -19.0, -8.0)):
        for x in (-52.0, -40.0, -28.0, 18.0, 30.0):
            if x > 0 and y < -20.0:
                continue
            draw_suit_colored(painter, suit, QPointF(x + 6.0 * (row % 2), y), 6.5, GOLD)
    painter.restore()
    trim = QPainterPath(QPointF(-61.0, -20.0))
    trim.cubicTo(-59.0, -32.0, -42.0, -39.5, -15.0, -42.5)
    trim.moveTo(15.0, -42.5)
    trim.cubicTo(42.0, -39.5, 59.0, -32.0, 61.0, -20.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(2.2, GOLD))
    painter.drawPath(trim)
    _collar(painter, rank)


def _collar(painter: QPainter, rank: int) -> None:
    if rank == 13:  # ermine: white fur with black tails
        fur = QPainterPath(QPointF(-40.0, -38.0))
        fur.cubicTo(-20.0, -52.0, 20.0, -52.0, 40.0, -38.0)
        fur.cubicTo(20.0, -30.0, -20.0, -30.0, -40.0, -38.0)
        _fill(painter, fur, QColor(250, 250, 250))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BLACK)
        for x in (-28.0, -14.0, 14.0, 28.0):
            painter.drawPath(_poly((x, -41.0), (x + 1.8, -36.5), (x - 1.8, -36.5)))
    elif rank == 12:  # lace: a scalloped white collar
        lace = QPainterPath(QPointF(-30.0, -44.0))
        for i in range(6):
            x0 = -30.0 + i * 10.0
            lace.quadTo(x0 + 5.0, -32.0, x0 + 10.0, -44.0)
        lace.closeSubpath()
        _fill(painter, lace, QColor(255, 255, 255), 0.9)
    else:  # a plain blue collar with a gold edge
        collar = _poly((-22.0, -45.0), (22.0, -45.0), (14.0, -36.0), (-14.0, -36.0))
        _fill(painter, collar, BLUE)
        painter.setPen(_pen(1.6, GOLD))
        painter.drawLine(QPointF(-14.0, -36.0), QPointF(14.0, -36.0))


def _head(painter: QPainter, rank: int) -> None:
    hair = HAIR[rank]
    if rank == 12:  # long hair falling to the shoulders, behind the face
        locks = QPainterPath(QPointF(-13.0, -72.0))
        locks.cubicTo(-20.0, -62.0, -16.0, -52.0, -21.0, -40.0)
        locks.cubicTo(-12.0, -42.0, 12.0, -42.0, 21.0, -40.0)
        locks.cubicTo(16.0, -52.0, 20.0, -62.0, 13.0, -72.0)
        locks.closeSubpath()
        _fill(painter, locks, hair)
        painter.setPen(_pen(0.6, hair.darker(140)))
        for side in (-1.0, 1.0):
            strand = QPainterPath(QPointF(side * 13.0, -66.0))
            strand.cubicTo(side * 17.0, -58.0, side * 13.0, -50.0, side * 17.0, -42.0)
            painter.drawPath(strand)
    elif rank == 11:  # a page-boy bob framing the face down to the jaw
        bob = QPainterPath(QPointF(-12.0, -74.0))
        bob.cubicTo(-19.0, -68.0, -18.0, -58.0, -15.5, -51.0)
        bob.cubicTo(-13.0, -49.0, -10.0, -50.0, -9.0, -52.0)
        bob.lineTo(9.0, -52.0)
        bob.cubicTo(10.0, -50.0, 13.0, -49.0, 15.5, -51.0)
        bob.cubicTo(18.0, -58.0, 19.0, -68.0, 12.0, -74.0)
        bob.closeSubpath()
        _fill(painter, bob, hair)
    neck = QRectF(-5.5, -50.0, 11.0, 10.0)
    painter.setBrush(SKIN)
    painter.setPen(_pen(0.9))
    painter.drawRect(neck)
    face = QPainterPath()
    face.addEllipse(QPointF(0.0, -63.0), 12.5, 15.5)
    _fill(painter, face, SKIN)
    # Eyes, brows, nose, mouth: a few strokes, readable at small sizes.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for x in (-4.8, 4.8):
        painter.drawEllipse(QPointF(x, -64.0), 1.4, 1.1)
    painter.setPen(_pen(0.9))
    painter.drawLine(QPointF(-7.5, -68.0), QPointF(-2.5, -68.5))
    painter.drawLine(QPointF(7.5, -68.0), QPointF(2.5, -68.5))
    painter.drawLine(QPointF(0.0, -64.0), QPointF(-1.2, -58.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(190, 40, 50))
    painter.drawEllipse(QPointF(0.0, -54.5), 3.0, 1.3)
    if rank == 13:
        _beard(painter, hair)


def _beard(painter: QPainter, color: QColor) -> None:
    beard = QPainterPath(QPointF(-12.0, -60.0))
    beard.cubicTo(-12.0, -48.0, -8.0, -40.0, 0.0, -37.0)
    beard.cubicTo(8.0, -40.0, 12.0, -48.0, 12.0, -60.0)
    beard.cubicTo(8.0, -53.0, 4.0, -51.0, 0.0, -51.0)
    beard.cubicTo(-4.0, -51.0, -8.0, -53.0, -12.0, -60.0)
    beard.closeSubpath()
    _fill(painter, beard, color, 0.8)
    tache = QPainterPath(QPointF(0.0, -57.5))
    tache.cubicTo(-4.0, -59.5, -8.0, -57.0, -9.0, -54.0)
    tache.cubicTo(-6.0, -56.0, -3.0, -56.0, 0.0, -55.5)
    tache.cubicTo(3.0, -56.0, 6.0, -56.0, 9.0, -54.0)
    tache.cubicTo(8.0, -57.0, 4.0, -59.5, 0.0, -57.5)
    _fill(painter, tache, color, 0.6)


def _headwear(painter: QPainter, rank: int, main: QColor) -> None:
    if rank == 13:
        _crown(painter, main)
    elif rank == 12:
        _tiara(painter, main)
    else:
        _cap(painter, main)


def _gold_gradient(top: float, bottom: float) -> QBrush:
    grad = QLinearGradient(0.0, top, 0.0, bottom)
    grad.setColorAt(0.0, GOLD.lighter(125))
    grad.setColorAt(1.0, GOLD_DARK)
    return QBrush(grad)


def _crown(painter: QPainter, main: QColor) -> None:
    band_top, band_bottom = -82.0, -74.0
    crown = QPainterPath(QPointF(-16.0, band_bottom))
    crown.lineTo(-17.0, -93.0)
    points = ((-8.5, -85.0), (0.0, -96.0), (8.5, -85.0), (17.0, -93.0))
    for p in points:
        crown.lineTo(*p)
    crown.lineTo(16.0, band_bottom)
    crown.closeSubpath()
    painter.setBrush(_gold_gradient(-96.0, band_bottom))
    painter.setPen(_pen(1.0, GOLD_DARK.darker(130)))
    painter.drawPath(crown)
    painter.setBrush(main)
    painter.setPen(_pen(0.7))
    painter.drawRect(QRectF(-16.0, band_top, 32.0, band_bottom - band_top))
    for x, color in ((-9.0, BLUE), (0.0, GOLD), (9.0, BLUE)):
        painter.setBrush(color)
        painter.drawEllipse(QPointF(x, (band_top + band_bottom) / 2), 2.2, 2.2)
    painter.setBrush(GOLD.lighter(120))
    for x, y in ((-17.0, -93.0), (0.0, -96.0), (17.0, -93.0)):
        painter.drawEllipse(QPointF(x, y), 2.4, 2.4)


def _tiara(painter: QPainter, main: QColor) -> None:
    tiara = QPainterPath(QPointF(-14.0, -75.0))
    tiara.cubicTo(-14.0, -82.0, -10.0, -86.0, -7.0, -84.0)
    tiara.cubicTo(-5.0, -90.0, -2.0, -93.0, 0.0, -93.0)
    tiara.cubicTo(2.0, -93.0, 5.0, -90.0, 7.0, -84.0)
    tiara.cubicTo(10.0, -86.0, 14.0, -82.0, 14.0, -75.0)
    tiara.cubicTo(5.0, -79.0, -5.0, -79.0, -14.0, -75.0)
    tiara.closeSubpath()
    painter.setBrush(_gold_gradient(-93.0, -75.0))
    painter.setPen(_pen(0.9, GOLD_DARK.darker(130)))
    painter.drawPath(tiara)
    painter.setBrush(main)
    painter.setPen(_pen(0.6))
    painter.drawEllipse(QPointF(0.0, -84.0), 2.8, 3.4)
    painter.setBrush(QColor(255, 255, 255))
    for x, y in ((-9.0, -80.0), (9.0, -80.0), (0.0, -93.0)):
        painter.drawEllipse(QPointF(x, y), 1.6, 1.6)


def _cap(painter: QPainter, main: QColor) -> None:
    feather = QPainterPath(QPointF(10.0, -82.0))
    feather.cubicTo(18.0, -90.0, 26.0, -95.0, 34.0, -96.0)
    feather.cubicTo(30.0, -94.0, 22.0, -84.0, 13.0, -78.0)
    feather.closeSubpath()
    _fill(painter, feather, GOLD, 0.8)
    cap = QPainterPath(QPointF(-16.0, -73.0))
    cap.cubicTo(-22.0, -80.0, -16.0, -92.0, 0.0, -92.0)
    cap.cubicTo(14.0, -92.0, 20.0, -84.0, 18.0, -74.0)
    cap.cubicTo(8.0, -78.0, -6.0, -78.0, -16.0, -73.0)
    cap.closeSubpath()
    _fill(painter, cap, main)
    band = QPainterPath(QPointF(-16.0, -73.0))
    band.cubicTo(-6.0, -78.0, 8.0, -78.0, 18.0, -74.0)
    band.lineTo(18.0, -78.5)
    band.cubicTo(8.0, -82.0, -6.0, -82.0, -16.5, -77.5)
    band.closeSubpath()
    _fill(painter, band, BLUE, 0.7)


def _emblem(painter: QPainter, rank: int, main: QColor) -> None:
    hand = QPointF(42.0, -30.0)
    if rank == 13:  # a sword, point up
        blade = _poly((40.0, -38.0), (40.0, -94.0), (42.0, -100.0), (44.0, -94.0), (44.0, -38.0))
        _fill(painter, blade, STEEL, 0.9)
        painter.setPen(_pen(0.6, QColor(150, 156, 168)))
        painter.drawLine(QPointF(42.0, -40.0), QPointF(42.0, -94.0))
        guard = QRectF(33.0, -40.0, 18.0, 4.0)
        painter.setBrush(_gold_gradient(-40.0, -36.0))
        painter.setPen(_pen(0.8))
        painter.drawRoundedRect(guard, 1.5, 1.5)
    elif rank == 12:  # a flower on a curving stem
        painter.setPen(_pen(1.8, QColor(60, 120, 60)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        stem = QPainterPath(hand)
        stem.cubicTo(46.0, -50.0, 36.0, -62.0, 40.0, -78.0)
        painter.drawPath(stem)
        leaf = QPainterPath(QPointF(42.0, -52.0))
        leaf.quadTo(54.0, -58.0, 54.0, -66.0)
        leaf.quadTo(46.0, -62.0, 42.0, -52.0)
        _fill(painter, leaf, QColor(80, 150, 70), 0.7)
        centre = QPointF(40.0, -80.0)
        for i in range(5):
            petal = QPainterPath()
            petal.addEllipse(QPointF(0.0, -6.0), 4.0, 6.0)
            painter.save()
            painter.translate(centre)
            painter.rotate(i * 72.0)
            _fill(painter, petal, main, 0.7)
            painter.restore()
        painter.setBrush(GOLD)
        painter.setPen(_pen(0.6))
        painter.drawEllipse(centre, 3.2, 3.2)
    else:  # a halberd: staff with an axe blade and spike
        painter.setPen(_pen(3.0, QColor(120, 80, 40)))
        painter.drawLine(QPointF(42.0, -8.0), QPointF(42.0, -90.0))
        spike = _poly((40.0, -88.0), (42.0, -102.0), (44.0, -88.0))
        _fill(painter, spike, STEEL, 0.8)
        axe = QPainterPath(QPointF(43.0, -86.0))
        axe.cubicTo(52.0, -88.0, 56.0, -82.0, 56.0, -76.0)
        axe.cubicTo(52.0, -78.0, 47.0, -76.0, 43.0, -72.0)
        axe.closeSubpath()
        _fill(painter, axe, STEEL, 0.8)
        hook = _poly((41.0, -82.0), (34.0, -84.0), (41.0, -78.0))
        _fill(painter, hook, STEEL, 0.7)
    fist = QPainterPath()
    fist.addEllipse(hand, 5.5, 5.0)
    _fill(painter, fist, SKIN, 0.9)


def _figure(painter: QPainter, rank: int, suit: str) -> None:
    main = suit_color(suit)
    painter.save()
    painter.translate(0.0, 5.0)
    _robe(painter, rank, suit, main)
    _emblem(painter, rank, main)
    # The head is drawn a little larger than life, as on printed court cards.
    painter.translate(0.0, -45.0)
    painter.scale(1.12, 1.12)
    painter.translate(0.0, 45.0)
    _head(painter, rank)
    _headwear(painter, rank, main)
    painter.restore()


# ------------------------------------------------------------------------ the frame


def draw_court(painter: QPainter, rank: int, suit: str, rect: QRectF, px: float) -> None:
    """Paint the framed double-headed figure for rank 11, 12 or 13 inside `rect`."""
    if rank not in (11, 12, 13):
        raise ValueError(f"not a court rank: {rank!r}")
    main = suit_color(suit)
    painter.save()
    frame = QPainterPath()
    frame.addRoundedRect(rect, 4.0, 4.0)
    painter.setBrush(PANEL)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(frame)
    half = rect.height() / 2
    centre = rect.center()
    for turn in (0.0, 180.0):
        painter.save()
        painter.setClipPath(frame)
        painter.translate(centre)
        painter.rotate(turn)
        painter.setClipRect(QRectF(-rect.width() / 2, -half, rect.width(), half),
                            Qt.ClipOperation.IntersectClip)
        # Scale the figure (designed for a 120 x 212 frame) to whatever frame we got.
        painter.scale(rect.width() / 120.0, half / 106.0)
        _figure(painter, rank, suit)
        draw_suit(painter, suit, QPointF(-47.0, -92.0), 15.0)
        painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(1.0, main))
    painter.drawLine(QPointF(rect.left(), centre.y()), QPointF(rect.right(), centre.y()))
    painter.setPen(_pen(2.2, main))
    painter.drawPath(frame)
    painter.setPen(_pen(0.9, GOLD_DARK))
    painter.drawRoundedRect(rect.adjusted(2.6, 2.6, -2.6, -2.6), 2.5, 2.5)
    painter.restore()
