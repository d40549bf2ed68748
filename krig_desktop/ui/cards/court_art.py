"""The court cards' figures: a framed, double-headed jack, queen and king for each suit.

Each figure is drawn once for the top half of the frame and again turned 180 degrees
for the bottom half, like printed court cards, so the card reads the same either way
up. Coordinates here are card units with the origin at the centre of the frame; the
top half spans y from -rect.height()/2 to 0.

Rank shows in the headwear (cap with feather, tiara, crown) and in the collar; each of
the twelve figures then has its own dress, hair, pose and emblem (`court_styles`,
`court_emblems`), so no two court cards look alike even without the corner index.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath

from krig_desktop.ui.cards.card_shapes import (
    BLACK,
    GOLD,
    GOLD_DARK,
    SKIN,
    draw_suit,
    draw_suit_colored,
    suit_color,
)
from krig_desktop.ui.cards.court_emblems import INK, draw_emblem, fill, pen, poly
from krig_desktop.ui.cards.court_styles import CourtStyle, court_style

PANEL = QColor(252, 248, 236)
WHITE = QColor(255, 255, 255)


def _trim_color(style: CourtStyle) -> QColor:
    """Gold trim, except on a gold robe, which gets the second colour."""
    return style.second if style.robe == GOLD else GOLD


# ------------------------------------------------------------------------ the robe


def _robe_path() -> QPainterPath:
    robe = QPainterPath(QPointF(-62.0, 2.0))
    robe.lineTo(-62.0, -20.0)
    robe.cubicTo(-60.0, -34.0, -42.0, -42.0, -15.0, -45.0)
    robe.lineTo(15.0, -45.0)
    robe.cubicTo(42.0, -42.0, 60.0, -34.0, 62.0, -20.0)
    robe.lineTo(62.0, 2.0)
    robe.closeSubpath()
    return robe


def _brocade(painter: QPainter, style: CourtStyle, suit: str, robe: QPainterPath) -> None:
    """The robe's woven pattern, different for each figure of a suit."""
    ink = _trim_color(style)
    painter.save()
    painter.setClipPath(robe, Qt.ClipOperation.IntersectClip)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    kind = style.pattern
    if kind == "stripes":
        for i in range(14):
            painter.drawRect(QRectF(-60.0 + 9.0 * i, -48.0, 3.0, 52.0))
    elif kind == "chequer":
        for row in range(6):
            for col in range(14):
                if (row + col) % 2 == 0:
                    painter.drawRect(QRectF(-63.0 + col * 9.0, -46.0 + row * 9.0, 9.0, 9.0))
    elif kind == "dots":
        for row, y in enumerate((-34.0, -25.0, -16.0, -7.0)):
            for i in range(12):
                painter.drawEllipse(QPointF(-58.0 + 10.0 * i + 5.0 * (row % 2), y), 2.0, 2.0)
    elif kind == "lozenges":
        for y in (-32.0, -18.0, -4.0):
            for i in range(9):
                x = -56.0 + 14.0 * i
                painter.drawPath(poly((x, y - 6.0), (x + 5.0, y), (x, y + 6.0), (x - 5.0, y)))
    else:  # small suit marks woven into the cloth
        for row, y in enumerate((-30.0, -19.0, -8.0)):
            for x in (-52.0, -40.0, -28.0, 18.0, 30.0, 42.0):
                draw_suit_colored(painter, suit, QPointF(x + 6.0 * (row % 2), y), 6.5, ink)
    painter.restore()


def _robe(painter: QPainter, rank: int, suit: str, style: CourtStyle) -> None:
    robe = _robe_path()
    fill(painter, robe, style.robe)
    _brocade(painter, style, suit, robe)
    trim = _trim_color(style)
    # Sleeve of the arm that holds the emblem, in the second colour with a cuff.
    sleeve = QPainterPath(QPointF(30.0, 2.0))
    sleeve.cubicTo(26.0, -14.0, 30.0, -26.0, 38.0, -30.0)
    sleeve.lineTo(50.0, -26.0)
    sleeve.cubicTo(48.0, -14.0, 50.0, -4.0, 52.0, 2.0)
    sleeve.closeSubpath()
    fill(painter, sleeve, style.second)
    painter.setPen(pen(2.0, trim))
    painter.drawLine(QPointF(37.0, -27.0), QPointF(49.0, -23.5))
    # Tunic: a band down the middle with a row of buttons or lozenges.
    tunic = poly((-13.0, -44.0), (13.0, -44.0), (10.0, 2.0), (-10.0, 2.0))
    fill(painter, tunic, trim)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(style.second if trim != style.second else style.robe)
    for y in (-34.0, -22.0, -10.0):
        if rank == 12:
            painter.drawEllipse(QPointF(0.0, y), 3.2, 3.2)
        else:
            painter.drawPath(poly((0.0, y - 5.0), (4.5, y), (0.0, y + 5.0), (-4.5, y)))
    edge = QPainterPath(QPointF(-61.0, -20.0))
    edge.cubicTo(-59.0, -32.0, -42.0, -39.5, -15.0, -42.5)
    edge.moveTo(15.0, -42.5)
    edge.cubicTo(42.0, -39.5, 59.0, -32.0, 61.0, -20.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen(2.2, trim))
    painter.drawPath(edge)
    _collar(painter, rank, style)


def _collar(painter: QPainter, rank: int, style: CourtStyle) -> None:
    if rank == 13:  # ermine: white fur with black tails
        fur = QPainterPath(QPointF(-40.0, -38.0))
        fur.cubicTo(-20.0, -52.0, 20.0, -52.0, 40.0, -38.0)
        fur.cubicTo(20.0, -30.0, -20.0, -30.0, -40.0, -38.0)
        fill(painter, fur, QColor(250, 250, 250))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BLACK)
        for x in (-28.0, -14.0, 14.0, 28.0):
            painter.drawPath(poly((x, -41.0), (x + 1.8, -36.5), (x - 1.8, -36.5)))
    elif rank == 12:  # lace: a scalloped white collar
        lace = QPainterPath(QPointF(-30.0, -44.0))
        for i in range(6):
            x0 = -30.0 + i * 10.0
            lace.quadTo(x0 + 5.0, -32.0, x0 + 10.0, -44.0)
        lace.closeSubpath()
        fill(painter, lace, WHITE, 0.9)
    else:  # a plain collar in the second colour with a trimmed edge
        collar = poly((-22.0, -45.0), (22.0, -45.0), (14.0, -36.0), (-14.0, -36.0))
        fill(painter, collar, style.second)
        painter.setPen(pen(1.6, _trim_color(style)))
        painter.drawLine(QPointF(-14.0, -36.0), QPointF(14.0, -36.0))


# ------------------------------------------------------------------------ the head


def _hair(painter: QPainter, rank: int, style: CourtStyle) -> None:
    hair, lean = style.hair, -3.0 * style.turn  # hair falls behind a turned head
    if rank == 12:  # long hair falling to the shoulders, behind the face
        locks = QPainterPath(QPointF(-13.0, -72.0))
        locks.cubicTo(-20.0 + lean, -62.0, -16.0 + lean, -52.0, -21.0 + lean, -40.0)
        locks.cubicTo(-12.0, -42.0, 12.0, -42.0, 21.0 + lean, -40.0)
        locks.cubicTo(16.0 + lean, -52.0, 20.0 + lean, -62.0, 13.0, -72.0)
        locks.closeSubpath()
        fill(painter, locks, hair)
        painter.setPen(pen(0.6, hair.darker(140)))
        for side in (-1.0, 1.0):
            strand = QPainterPath(QPointF(side * 13.0, -66.0))
            strand.cubicTo(side * 17.0 + lean, -58.0, side * 13.0 + lean, -50.0,
                           side * 17.0 + lean, -42.0)
            painter.drawPath(strand)
    else:  # a bob (jack) or short locks (king) framing the face
        low = -51.0 if rank == 11 else -56.0
        bob = QPainterPath(QPointF(-12.0, -74.0))
        bob.cubicTo(-19.0 + lean, -68.0, -18.0 + lean, -58.0, -15.5 + lean, low)
        bob.cubicTo(-13.0, low + 2.0, -10.0, low + 1.0, -9.0, low - 1.0)
        bob.lineTo(9.0, low - 1.0)
        bob.cubicTo(10.0, low + 1.0, 13.0, low + 2.0, 15.5 + lean, low)
        bob.cubicTo(18.0 + lean, -58.0, 19.0 + lean, -68.0, 12.0, -74.0)
        bob.closeSubpath()
        fill(painter, bob, hair)


def _face(painter: QPainter, style: CourtStyle) -> None:
    """Eyes, brows, nose, mouth: a few strokes, shifted the way the figure looks."""
    dx = 3.2 * style.turn
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    for x in (-4.8, 4.8):
        painter.drawEllipse(QPointF(x + dx, -64.0), 1.4, 1.1)
    painter.setPen(pen(0.9))
    painter.drawLine(QPointF(-7.5 + dx, -68.0), QPointF(-2.5 + dx, -68.5))
    painter.drawLine(QPointF(7.5 + dx, -68.0), QPointF(2.5 + dx, -68.5))
    painter.drawLine(QPointF(dx * 1.2, -64.0), QPointF(dx * 1.6 - 1.2 * (style.turn or 1), -58.5))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(190, 40, 50))
    painter.drawEllipse(QPointF(dx, -54.5), 3.0, 1.3)


def _beard(painter: QPainter, style: CourtStyle) -> None:
    color, kind = style.hair, style.beard
    if kind == "short":  # a trimmed beard along the jaw, no moustache
        beard = QPainterPath(QPointF(-12.0, -58.0))
        beard.cubicTo(-11.0, -50.0, -6.0, -46.0, 0.0, -45.5)
        beard.cubicTo(6.0, -46.0, 11.0, -50.0, 12.0, -58.0)
        beard.cubicTo(8.0, -52.0, 4.0, -50.5, 0.0, -50.5)
        beard.cubicTo(-4.0, -50.5, -8.0, -52.0, -12.0, -58.0)
        fill(painter, beard, color, 0.8)
        return
    tip = {"long": -34.0, "forked": -38.0, "full": -41.0}.get(kind, -40.0)
    beard = QPainterPath(QPointF(-12.0, -60.0))
    beard.cubicTo(-13.0, -50.0, -9.0, tip + 4.0, -3.0 if kind == "forked" else 0.0, tip)
    if kind == "forked":
        beard.lineTo(0.0, tip + 5.0)
        beard.lineTo(3.0, tip)
    beard.cubicTo(9.0, tip + 4.0, 13.0, -50.0, 12.0, -60.0)
    beard.cubicTo(8.0, -53.0, 4.0, -51.0, 0.0, -51.0)
    beard.cubicTo(-4.0, -51.0, -8.0, -53.0, -12.0, -60.0)
    beard.closeSubpath()
    fill(painter, beard, color, 0.8)
    tache = QPainterPath(QPointF(0.0, -57.5))
    tache.cubicTo(-4.0, -59.5, -8.0, -57.0, -9.0, -54.0)
    tache.cubicTo(-6.0, -56.0, -3.0, -56.0, 0.0, -55.5)
    tache.cubicTo(3.0, -56.0, 6.0, -56.0, 9.0, -54.0)
    tache.cubicTo(8.0, -57.0, 4.0, -59.5, 0.0, -57.5)
    fill(painter, tache, color, 0.6)


def _head(painter: QPainter, rank: int, style: CourtStyle) -> None:
    _hair(painter, rank, style)
    painter.setBrush(SKIN)
    painter.setPen(pen(0.9))
    painter.drawRect(QRectF(-5.5, -50.0, 11.0, 10.0))
    face = QPainterPath()
    face.addEllipse(QPointF(0.0, -63.0), 12.5, 15.5)
    fill(painter, face, SKIN)
    _face(painter, style)
    if style.beard:
        _beard(painter, style)


# ------------------------------------------------------------------------ headwear


def _gold_gradient(top: float, bottom: float) -> QBrush:
    grad = QLinearGradient(0.0, top, 0.0, bottom)
    grad.setColorAt(0.0, GOLD.lighter(125))
    grad.setColorAt(1.0, GOLD_DARK)
    return QBrush(grad)


def _crown(painter: QPainter, style: CourtStyle) -> None:
    band_top, band_bottom = -82.0, -74.0
    crown = QPainterPath(QPointF(-16.0, band_bottom))
    crown.lineTo(-17.0, -93.0)
    for p in ((-8.5, -85.0), (0.0, -96.0), (8.5, -85.0), (17.0, -93.0)):
        crown.lineTo(*p)
    crown.lineTo(16.0, band_bottom)
    crown.closeSubpath()
    painter.setBrush(_gold_gradient(-96.0, band_bottom))
    painter.setPen(pen(1.0, GOLD_DARK.darker(130)))
    painter.drawPath(crown)
    painter.setBrush(style.second)
    painter.setPen(pen(0.7))
    painter.drawRect(QRectF(-16.0, band_top, 32.0, band_bottom - band_top))
    for x in (-9.0, 0.0, 9.0):
        painter.setBrush(style.robe if x else GOLD)
        painter.drawEllipse(QPointF(x, (band_top + band_bottom) / 2), 2.2, 2.2)
    painter.setBrush(GOLD.lighter(120))
    for x, y in ((-17.0, -93.0), (0.0, -96.0), (17.0, -93.0)):
        painter.drawEllipse(QPointF(x, y), 2.4, 2.4)


def _tiara(painter: QPainter, style: CourtStyle) -> None:
    tiara = QPainterPath(QPointF(-14.0, -75.0))
    tiara.cubicTo(-14.0, -82.0, -10.0, -86.0, -7.0, -84.0)
    tiara.cubicTo(-5.0, -90.0, -2.0, -93.0, 0.0, -93.0)
    tiara.cubicTo(2.0, -93.0, 5.0, -90.0, 7.0, -84.0)
    tiara.cubicTo(10.0, -86.0, 14.0, -82.0, 14.0, -75.0)
    tiara.cubicTo(5.0, -79.0, -5.0, -79.0, -14.0, -75.0)
    tiara.closeSubpath()
    painter.setBrush(_gold_gradient(-93.0, -75.0))
    painter.setPen(pen(0.9, GOLD_DARK.darker(130)))
    painter.drawPath(tiara)
    painter.setBrush(style.second)
    painter.setPen(pen(0.6))
    painter.drawEllipse(QPointF(0.0, -84.0), 2.8, 3.4)
    painter.setBrush(WHITE)
    for x, y in ((-9.0, -80.0), (9.0, -80.0), (0.0, -93.0)):
        painter.drawEllipse(QPointF(x, y), 1.6, 1.6)


def _cap(painter: QPainter, style: CourtStyle) -> None:
    side = -1.0 if style.turn > 0 else 1.0  # the feather sweeps back from the face
    feather = QPainterPath(QPointF(side * 10.0, -82.0))
    feather.cubicTo(side * 18.0, -90.0, side * 26.0, -95.0, side * 34.0, -96.0)
    feather.cubicTo(side * 30.0, -94.0, side * 22.0, -84.0, side * 13.0, -78.0)
    feather.closeSubpath()
    fill(painter, feather, WHITE if style.second == GOLD else GOLD, 0.8)
    cap = QPainterPath(QPointF(-16.0, -73.0))
    cap.cubicTo(-22.0, -80.0, -16.0, -92.0, 0.0, -92.0)
    cap.cubicTo(14.0, -92.0, 20.0, -84.0, 18.0, -74.0)
    cap.cubicTo(8.0, -78.0, -6.0, -78.0, -16.0, -73.0)
    cap.closeSubpath()
    fill(painter, cap, style.second)
    band = QPainterPath(QPointF(-16.0, -73.0))
    band.cubicTo(-6.0, -78.0, 8.0, -78.0, 18.0, -74.0)
    band.lineTo(18.0, -78.5)
    band.cubicTo(8.0, -82.0, -6.0, -82.0, -16.5, -77.5)
    band.closeSubpath()
    fill(painter, band, _trim_color(style) if style.robe != GOLD else style.robe, 0.7)


def _figure(painter: QPainter, rank: int, suit: str) -> None:
    style = court_style(rank, suit)
    painter.save()
    painter.translate(0.0, 5.0)
    _robe(painter, rank, suit, style)
    draw_emblem(painter, style, suit)
    # The head is drawn a little larger than life, as on printed court cards.
    painter.translate(0.0, -45.0)
    painter.scale(1.12, 1.12)
    painter.translate(0.0, 45.0)
    _head(painter, rank, style)
    {13: _crown, 12: _tiara}.get(rank, _cap)(painter, style)
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
    painter.setPen(pen(1.0, main))
    painter.drawLine(QPointF(rect.left(), centre.y()), QPointF(rect.right(), centre.y()))
    painter.setPen(pen(2.2, main))
    painter.drawPath(frame)
    painter.setPen(pen(0.9, GOLD_DARK))
    painter.drawRoundedRect(rect.adjusted(2.6, 2.6, -2.6, -2.6), 2.5, 2.5)
    painter.restore()
