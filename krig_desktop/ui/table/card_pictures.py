"""The pictures a card sprite puts on the felt, and the cheapest way to put each down.

At 4K (benchmarks/frames.py, `QT_SCALE_FACTOR=2`) a card covers many device pixels, and
how it is drawn decides the frame rate: a picture turned with a smooth transform costs
several times a blit, a card a frame, and a war pile under the cards flying in is
repainted every frame. So:

- the card and its shadow are one picture (`shadowed`), with clear pixels all round so
  a smooth transform softens its edge without antialiasing of its own (dearer);
- a card at one of the tilts cards rest at (`REST_TILTS`) is drawn from that picture
  turned once to the tilt at device pixels (`turned`): still, it is put down at a whole
  device pixel, a blit; lifted or squashed as it turns over, the turned picture is only
  scaled along the screen's axes, never turned again each frame (`paint_card`).

A tilt between those (none, now that a flying card changes its tilt only at an instant,
card_sprite.CardSprite.animation) falls back to the one smooth transform of `shadowed`.
"""

from __future__ import annotations

import math
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

from krig_desktop.ui.cards.card_art import CARD_ASPECT
from krig_desktop.ui.cards.card_canvas import CORNER_RATIO

SHADOW = QColor(0, 0, 0, 70)
TILT_STEP = 0.6  # degrees between the tilts a card rests at (card_sprite.rest_angle)
# Every tilt a card rests at, in hundredths of a degree (0: on a deck, gathered).
REST_TILTS = frozenset(round(100 * k * TILT_STEP) for k in range(-4, 5))
EDGE_PX = 2  # clear device pixels around the card, so a turned card's edge is smooth
SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
ANTIALIAS = QPainter.RenderHint.Antialiasing


class Drawn(Enum):
    """How `paint_card` put a card down (what a frame cost, for tests and benchmarks)."""

    BLIT = "blit"  # a turned picture at a whole device pixel
    SCALED = "scaled"  # a turned picture scaled along the screen's axes
    TRANSFORMED = "transformed"  # the picture turned and scaled smoothly this frame
    EDGE_ON = "edge on"  # half way through turning over: no width, nothing to draw


# The soft shadow under a card, drawn once per card size (an antialiased rounded rect
# each frame cost as much as the cards themselves); a few sizes at most are alive.
_shadows: dict[tuple[float, float], QPixmap] = {}
_SHADOWS_KEPT = 8


def card_shadow(width: float, dpr: float) -> QPixmap:
    """The shadow of a card `width` wide, at device pixel ratio `dpr`."""
    key = (width, dpr)
    shadow = _shadows.get(key)
    if shadow is None:
        height = float(round(width * CARD_ASPECT))
        shadow = QPixmap(int(width * dpr) + 2, int(height * dpr) + 2)
        shadow.setDevicePixelRatio(dpr)
        shadow.fill(Qt.GlobalColor.transparent)
        painter = QPainter(shadow)
        painter.setRenderHint(ANTIALIAS)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SHADOW)
        radius = width * CORNER_RATIO
        painter.drawRoundedRect(QRectF(0, 0, width, height), radius, radius)
        painter.end()
        if len(_shadows) >= _SHADOWS_KEPT:
            _shadows.clear()
        _shadows[key] = shadow
    return shadow


# The card and its shadow in one picture: a tilted card drawn smoothly costs by its
# pixels, and the shadow drawn apart doubled them. One per card picture shown, kept
# while the art keeps the picture (its cacheKey).
_shadowed: dict[tuple[int, float, float], QPixmap] = {}
_SHADOWED_KEPT = 128  # every face and back of two sizes


def shadowed(card: QPixmap, width: float, dpr: float) -> QPixmap:
    """`card` (a picture `width` wide at `dpr`) over its shadow, with EDGE_PX clear
    device pixels all round: drawn at (-EDGE_PX / dpr, -EDGE_PX / dpr), the card's top
    left is at (0, 0)."""
    key = (card.cacheKey(), width, dpr)
    both = _shadowed.get(key)
    if both is None:
        shadow = card_shadow(width, dpr)
        off = max(1.0, width * 0.02)
        edge = EDGE_PX / dpr
        both = QPixmap(int((width + off) * dpr) + 3 + 2 * EDGE_PX,
                       int((round(width * CARD_ASPECT) + off * 1.5) * dpr) + 3 + 2 * EDGE_PX)
        both.setDevicePixelRatio(dpr)
        both.fill(Qt.GlobalColor.transparent)
        painter = QPainter(both)
        painter.drawPixmap(QPointF(edge + off, edge + off * 1.5), shadow)
        painter.drawPixmap(QPointF(edge, edge), card)
        painter.end()
        if len(_shadowed) >= _SHADOWED_KEPT:
            _shadowed.clear()
        _shadowed[key] = both
    return both


# `shadowed` turned to a rest tilt at device pixels: large at 4K, so a bounded number kept.
_turned: dict[tuple[int, int, float], tuple[QPixmap, float, float]] = {}
_TURNED_KEPT = 128  # every face at its own tilt and the back at each, of two sizes


def turned(both: QPixmap, hundredths: int, dpr: float) -> tuple[QPixmap, float, float]:
    """`both` (from `shadowed`, at `dpr`) turned by `hundredths` of a degree, at device
    pixels (ratio 1); and where its top left lies from the card's top left turned with
    it, in device pixels."""
    key = (both.cacheKey(), hundredths, dpr)
    found = _turned.get(key)
    if found is None:
        turn = QTransform().rotate(hundredths / 100).scale(dpr, dpr)
        edge = EDGE_PX / dpr
        box = turn.mapRect(QRectF(-edge, -edge, both.width() / dpr, both.height() / dpr))
        left, top = math.floor(box.left()) - 1, math.floor(box.top()) - 1
        picture = QPixmap(math.ceil(box.right()) + 1 - left, math.ceil(box.bottom()) + 1 - top)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(SMOOTH)
        painter.setTransform(turn * QTransform.fromTranslate(-left, -top))
        painter.drawPixmap(QPointF(-edge, -edge), both)
        painter.end()
        if len(_turned) >= _TURNED_KEPT:
            _turned.clear()
        found = _turned[key] = (picture, float(left), float(top))
    return found


def rest_tilt(m: QTransform, dpr: float) -> tuple[int, float, float] | None:
    """If `m` (item to device) turns by a rest tilt, then scales along the device's
    axes: the tilt in hundredths of a degree and the two scales over `dpr` (1, 1: the
    card at its own size). None for any other transform."""
    if m.m13() or m.m23():
        return None
    across, down = math.hypot(m.m11(), m.m21()), math.hypot(m.m12(), m.m22())
    if across < 1e-6 or down < 1e-6:  # edge on, half way through turning over
        return None
    angle = math.atan2(-m.m21(), m.m11())
    if abs(math.remainder(math.atan2(m.m12(), m.m22()) - angle, math.tau)) > 1e-9:
        return None  # sheared: squashed along the card's own axis, not the screen's
    hundredths = 100 * math.degrees(angle)
    tilt = round(hundredths)
    if tilt not in REST_TILTS or abs(hundredths - tilt) > 1e-6:
        return None
    return tilt, across / dpr, down / dpr


def paint_card(painter: QPainter, both: QPixmap, dpr: float) -> Drawn:
    """Put `both` (from `shadowed` at `dpr`) down where the painter's item is, the
    cheapest way its transform allows. The view does not save the painter's state per
    item: the hints changed are put back."""
    device = painter.deviceTransform()
    if math.hypot(device.m11(), device.m21()) < 1e-6:
        return Drawn.EDGE_ON
    tilted = None
    target = painter.device()
    if target is not None and target.devicePixelRatioF() == dpr:
        tilted = rest_tilt(device, dpr)
    smooth, antialiased = painter.testRenderHint(SMOOTH), painter.testRenderHint(ANTIALIAS)
    painter.setRenderHint(ANTIALIAS, False)
    if tilted is None:
        painter.setRenderHint(SMOOTH, True)
        edge = EDGE_PX / dpr
        painter.drawPixmap(QPointF(-edge, -edge), both)
        drawn = Drawn.TRANSFORMED
    else:
        tilt, across, down = tilted
        picture, left, top = turned(both, tilt, dpr)
        world = painter.worldTransform()
        to_device = world.inverted()[0] * device  # the painter's coordinates to the device's
        if abs(across - 1) < 1e-9 and abs(down - 1) < 1e-9:
            # Still: a whole device pixel, so no smooth transform is asked for.
            place = QTransform.fromTranslate(round(device.dx() + left), round(device.dy() + top))
            painter.setRenderHint(SMOOTH, False)
            drawn = Drawn.BLIT
        else:
            place = (QTransform.fromTranslate(left, top) * QTransform.fromScale(across, down)
                     * QTransform.fromTranslate(device.dx(), device.dy()))
            painter.setRenderHint(SMOOTH, True)
            drawn = Drawn.SCALED
        painter.setWorldTransform(place * to_device.inverted()[0])
        painter.drawPixmap(QPointF(0, 0), picture)
        painter.setWorldTransform(world)
    painter.setRenderHint(SMOOTH, smooth)
    painter.setRenderHint(ANTIALIAS, antialiased)
    return drawn
