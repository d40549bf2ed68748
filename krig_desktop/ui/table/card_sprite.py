"""A card on the table: a sprite painting a cached pixmap, moved by Qt's animations.

Modelled on libkcardgame's KCard: one flight (`step_animation.flight(sprite, pos, z,
face_up, duration)`) does everything a card ever does (fly, turn over, settle), so the
table only says where a card should end up. Turning over squashes the card to zero
width with its QGraphicsScale (`turn`, centred on it), swaps face and back, and widens
it again. The flights are built with the step they belong to, in step_animation.py:
no first frame moves a card. `SpritePool` keeps the one sprite of each card.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QVector3D
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsScale,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from krig_desktop.engine import Card
from krig_desktop.ui.cards.card_art import CARD_ASPECT, CardArt
from krig_desktop.ui.cards.card_canvas import CORNER_RATIO
from krig_desktop.ui.table.card_pictures import (
    ANTIALIAS,
    REST_TILTS,
    TILT_STEP,
    Drawn,
    paint_card,
    shadowed,
    turned,
)

GLOW = QColor(255, 214, 90)  # the card that takes the pile
TIED = QColor(235, 70, 60)  # cards that tie: a war follows


def rest_angle(card: Card) -> float:
    """A small, fixed tilt per card, so a pile on the table looks laid by hand."""
    suit_place = card.index % 4  # the card's index counts the suits within each rank
    return ((card.rank * 7 + suit_place * 5) % 9 - 4) * TILT_STEP



class CardSprite(QGraphicsObject):
    """One card. Its position is its top-left corner; it turns about its centre."""

    def __init__(self, card: Card, art: CardArt, width: float, dpr: float) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._face_up = False
        self._highlight: QColor | None = None
        self.drawn: Counter[Drawn] = Counter()  # how each paint put the card down
        self._w = 0.0
        self._h = 0.0
        self._dpr = dpr
        self._face: QPixmap | None = None
        self._back: QPixmap | None = None
        self.turn = QGraphicsScale(self)  # turns it over, edge on at an xScale of 0
        self.setTransformations([self.turn])
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)
        self.set_size(width, dpr)

    # ----- state
    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, up: bool) -> None:
        if up != self._face_up:
            self._face_up = up
            self.update()

    def set_highlight(self, on: bool, colour: QColor = GLOW) -> None:
        """Outline the card (gold: it wins the pile; TIED: it ties for a war)."""
        new = QColor(colour) if on else None
        if new != self._highlight:
            self._highlight = new
            self.update()

    @property
    def highlighted(self) -> bool:
        return self._highlight is not None

    @property
    def highlight(self) -> QColor | None:
        """The outline's colour, if the card has one."""
        return self._highlight

    def set_size(self, width: float, dpr: float) -> None:
        """New card size or screen: drop the pixmaps, fetch fresh ones when painted."""
        if width == self._w and dpr == self._dpr and self._back is not None:
            return
        self.prepareGeometryChange()
        self._w, self._dpr = width, dpr
        self._h = float(round(width * CARD_ASPECT))
        self._face = self._back = None
        self.turn.setOrigin(QVector3D(self._w / 2, self._h / 2, 0))
        self.setTransformOriginPoint(self._w / 2, self._h / 2)
        self._back = self._art.back(int(self._w), self._dpr)

    def refresh(self) -> None:
        """Another deck: drop the face and back held, fetch new ones when painted."""
        self._face = self._back = None
        self.update()

    def _pixmap(self, face_up: bool | None = None) -> QPixmap:
        if self._face_up if face_up is None else face_up:
            if self._face is None:
                self._face = self._art.face(self.card, int(self._w), self._dpr)
            return self._face
        if self._back is None:
            self._back = self._art.back(int(self._w), self._dpr)
        return self._back

    def prepare(self, face_up: bool, rotation: float) -> None:
        """Draw now the pictures a flight ending `face_up` at `rotation` shows, so that
        no frame of it waits for one: a face first drawn at 4K is slow, four turn over
        at once, and the picture turned to the tilt it lands at costs more."""
        for up in {face_up, self._face_up}:
            both = shadowed(self._pixmap(up), self._w, self._dpr)
            tilt = round(100 * rotation)
            if tilt in REST_TILTS:
                turned(both, tilt, self._dpr)

    # ----- painting
    def boundingRect(self) -> QRectF:
        pad = max(3.0, self._w * 0.05)
        return QRectF(-pad, -pad, self._w + 2 * pad, self._h + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        radius = self._w * CORNER_RATIO
        self.drawn[paint_card(painter, shadowed(self._pixmap(), self._w, self._dpr),
                              self._dpr)] += 1
        if self._highlight is not None:
            antialiased = painter.testRenderHint(ANTIALIAS)
            painter.setRenderHint(ANTIALIAS, True)
            pen = QPen(self._highlight, max(2.0, self._w * 0.035))
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self._w, self._h), radius, radius)
            painter.setRenderHint(ANTIALIAS, antialiased)

    # ----- movement
    def place(self, pos: QPointF, z: float, face_up: bool, rotation: float = 0.0) -> None:
        """Put the card somewhere at once (instant speed, resizing, loading)."""
        self.setPos(pos)
        self.setZValue(z)
        self.setRotation(rotation)
        self.turn.setXScale(1.0)
        self.setScale(1.0)
        self.set_face_up(face_up)


class SpritePool:
    """The one sprite of each card in a scene, made on first use and hidden until placed.

    Reusing a card's sprite for the whole game keeps its cached pixmaps, and "which
    cards are on the table" is simply "which sprites are visible".
    """

    def __init__(self, scene: QGraphicsScene, art: CardArt) -> None:
        self._scene = scene
        self._art = art
        self._sprites: dict[Card, CardSprite] = {}
        self._width = 80.0
        self._dpr = 1.0

    def get(self, card: Card) -> CardSprite:
        sprite = self._sprites.get(card)
        if sprite is None:
            sprite = CardSprite(card, self._art, self._width, self._dpr)
            sprite.setVisible(False)
            self._scene.addItem(sprite)
            self._sprites[card] = sprite
        return sprite

    def find(self, card: Card) -> CardSprite | None:
        """The card's sprite if it was ever shown."""
        return self._sprites.get(card)

    def all(self) -> list[CardSprite]:
        return list(self._sprites.values())

    def visible(self) -> list[CardSprite]:
        return [s for s in self._sprites.values() if s.isVisible()]

    def set_size(self, width: float, dpr: float) -> None:
        """New card size or screen: every sprite, made or to be made, is drawn afresh."""
        self._width, self._dpr = width, dpr
        for sprite in self._sprites.values():
            sprite.set_size(width, dpr)

    def refresh(self) -> None:
        """Another deck, same size: every sprite draws its card afresh."""
        for sprite in self._sprites.values():
            sprite.refresh()
