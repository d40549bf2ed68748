"""Card faces drawn by the program, and the cache of card pixmaps per size and deck.

Everything is drawn in one normalised card space, ``UNIT_W`` x ``UNIT_H`` units, and
scaled to the requested pixel size, so the deck looks the same at 40 px and at 300 px
and no image files are needed. The table asks ``CardArt`` for pixmaps at the size it
shows them (times the screen's device pixel ratio); the cache keeps only the most
recent sizes so that resizing the window does not pile up memory.
"""

from __future__ import annotations

import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from krig_desktop.engine.cards import SUITS
from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.cards.card_back import render_back
from krig_desktop.ui.cards.card_canvas import (
    CARD_ASPECT,
    UNIT_H,
    UNIT_W,
    begin,
    new_image,
    paint_blank,
)
from krig_desktop.ui.cards.card_names import CardLike
from krig_desktop.ui.cards.card_shapes import (
    GOLD,
    IVORY,
    draw_suit,
    spade_body,
    suit_color,
    suit_path,
)
from krig_desktop.ui.cards.decks import OWN_DECK, Deck

if TYPE_CHECKING:  # deck_svg is imported where a system deck is first drawn (below)
    from krig_desktop.ui.cards.deck_svg import DeckRenderer

__all__ = [
    "CARD_ASPECT", "PIP_LAYOUT", "RANK_TEXT", "CardArt", "rank_text",
    "render_back", "render_face",
]

RANK_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A", 10: "10"}

# Pip rows as fractions of the pip area (0 top, 1 bottom); columns -1 left, 0 centre,
# 1 right. These are the positions printed on ordinary Anglo-American decks.
_THIRD = 1.0 / 3.0
PIP_LAYOUT: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0),
        (1, 1.0)),
    9: ((-1, 0.0), (1, 0.0), (-1, _THIRD), (1, _THIRD), (0, 0.5), (-1, 2 * _THIRD),
        (1, 2 * _THIRD), (-1, 1.0), (1, 1.0)),
    10: ((-1, 0.0), (1, 0.0), (0, _THIRD / 2), (-1, _THIRD), (1, _THIRD),
         (-1, 2 * _THIRD), (1, 2 * _THIRD), (0, 1 - _THIRD / 2), (-1, 1.0), (1, 1.0)),
}
PIP_SIZE = 36.0
PIP_COLUMNS_X = (UNIT_W / 2 - 38.0, UNIT_W / 2, UNIT_W / 2 + 38.0)
PIP_TOP, PIP_BOTTOM = 56.0, UNIT_H - 56.0

def rank_text(rank: int) -> str:
    """What the corner index shows: 2-9, "10", J, Q, K, A."""
    if not 2 <= rank <= 14:
        raise ValueError(f"rank out of range: {rank!r}")
    return RANK_TEXT.get(rank, str(rank))


# ----------------------------------------------------------------------------- drawing


@cache
def _index_font() -> QFont:
    font = QFont()
    font.setFamilies(["DejaVu Serif", "DejaVu Sans", "Liberation Serif", "serif"])
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(100)
    return font


@cache
def _rank_path(text: str) -> QPainterPath:
    """The rank in the index font, scaled so its cap height is 1 and its baseline y=0.

    Converting the text to a path once keeps the index crisp at every size. "10" is
    set from two glyphs placed tight together and narrowed, like printed cards, so
    it needs little more room than one letter.
    """
    font = _index_font()
    path = QPainterPath()
    x = 0.0
    for ch in text:
        glyph = QPainterPath()
        glyph.addText(0.0, 0.0, font, ch)
        box = glyph.boundingRect()
        path.addPath(glyph.translated(x - box.left(), 0.0))
        x += box.width() + font.pixelSize() * 0.03
    cap = QFontMetricsF(font).capHeight() or 72.0
    squeeze = 0.8 if len(text) > 1 else 1.0
    t = QTransform()
    t.scale(squeeze / cap, 1.0 / cap)
    t.translate(-path.boundingRect().center().x(), 0.0)
    return t.map(path)


def _index_scale(px: float) -> float:
    """Grow the corner index on small cards so it stays readable at 40 px wide."""
    width_px = px * UNIT_W
    return max(1.0, min(1.75, 95.0 / max(width_px, 1.0)))


def _paint_index(painter: QPainter, rank: int, suit: str, px: float) -> None:
    k = _index_scale(px)
    cap = 21.0 * k
    cx = 17.0 + 4.0 * (k - 1.0)
    top = 11.0
    room = 2.0 * (cx - 3.5)  # the index column's width, clear of the card's edge
    color = suit_color(suit)
    glyphs = _rank_path(rank_text(rank))
    narrow = min(1.0, room / (glyphs.boundingRect().width() * cap))
    for upside_down in (False, True):
        painter.save()
        if upside_down:
            painter.translate(UNIT_W, UNIT_H)
            painter.rotate(180.0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(color)
        t = QTransform()
        t.translate(cx, top + cap)
        t.scale(cap * narrow, cap)
        painter.drawPath(t.map(glyphs))
        pip = 17.0 * k
        draw_suit(painter, suit, QPointF(cx, top + cap + 5.0 * k + pip / 2), pip)
        painter.restore()


def _paint_pips(painter: QPainter, rank: int, suit: str) -> None:
    span = PIP_BOTTOM - PIP_TOP
    for col, row in PIP_LAYOUT[rank]:
        center = QPointF(PIP_COLUMNS_X[col + 1], PIP_TOP + row * span)
        draw_suit(painter, suit, center, PIP_SIZE, upside_down=row > 0.5)


def _paint_ace(painter: QPainter, suit: str) -> None:
    center = QPointF(UNIT_W / 2, UNIT_H / 2)
    if suit != "S":
        draw_suit(painter, suit, center, 78.0)
        return
    # The ace of spades traditionally carries the deck's ornament: a big spade on a
    # gold-ringed medallion with a fine inner outline.
    painter.save()
    ring = QRadialGradient(center, 64.0)
    ring.setColorAt(0.0, QColor(255, 250, 230))
    ring.setColorAt(0.85, QColor(250, 236, 190))
    ring.setColorAt(1.0, GOLD)
    painter.setBrush(QBrush(ring))
    painter.setPen(QPen(GOLD.darker(140), 2.0))
    painter.drawEllipse(center, 62.0, 62.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD.darker(120), 1.0))
    painter.drawEllipse(center, 56.0, 56.0)
    painter.restore()
    draw_suit(painter, "S", center, 92.0)
    painter.save()
    painter.translate(center)
    painter.scale(92.0, 92.0)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(IVORY, 1.6 / 92.0))
    inner = QTransform().scale(0.74, 0.74).map(spade_body())
    painter.drawPath(inner.translated(0.0, -0.035))
    painter.restore()


def render_face(card: CardLike, width_px: int, height_px: int) -> QImage:
    """Draw one card face at exactly width_px x height_px device pixels (not cached)."""
    rank, suit = int(card.rank), str(card.suit)
    rank_text(rank)
    suit_path(suit)
    image = new_image(width_px, height_px)
    painter, px = begin(image)
    try:
        paint_blank(painter, px)
        if rank == 14:
            _paint_ace(painter, suit)
        elif rank >= 11:
            # Function-local: the court figures' art is drawn with the first court
            # card's face (a new deal's first frame shows no face).
            from krig_desktop.ui.cards.court_art import draw_court

            court = QRectF(40.0, 34.0, UNIT_W - 80.0, UNIT_H - 68.0)
            draw_court(painter, rank, suit, court, px)
        else:
            _paint_pips(painter, rank, suit)
        _paint_index(painter, rank, suit, px)
    finally:
        painter.end()
    return image


# ----------------------------------------------------------------------------- cache


class _Card(Frozen):
    """A rank and a suit: a card to draw ahead of time, without the engine's Card."""

    rank: int
    suit: str


WARM_SLICE_S = 0.006
WARM_GAP_MS = 12


class CardArt:
    """Renders and caches card pixmaps per (card, width in device pixels), from our
    own deck or from a chosen system SVG deck (`set_deck`).

    Only the ``keep_sizes`` most recently used (width, dpr) pairs stay cached: the
    table asks for one size at a time, so older sizes are garbage after a resize.
    """

    def __init__(self, keep_sizes: int = 2, deck: Deck = OWN_DECK) -> None:
        self._keep = max(1, keep_sizes)
        self._sizes: OrderedDict[tuple[int, float], dict[object, QPixmap]] = OrderedDict()
        self._deck = OWN_DECK
        self._svg: DeckRenderer | None = None
        self._wanted = OWN_DECK.key  # the deck asked for last (set_deck_later)
        self.set_deck(deck)

    @property
    def deck(self) -> Deck:
        """The deck being drawn (our own if the chosen one turned out broken)."""
        return self._deck

    def set_deck(self, deck: Deck, loaded: DeckRenderer | None = None) -> bool:
        """Draw from `deck` from now on; False (and our own deck) if it cannot be used.

        `loaded`: the deck already parsed (the chooser has it in hand). Without it, a
        deck not parsed yet is read and parsed now, on this thread (bounded, but up to
        a few seconds for the largest deck allowed): the window uses `set_deck_later`.
        Drops every cached pixmap: sprites holding old ones must fetch new ones.
        """
        self._wanted = deck.key
        svg = loaded
        if not deck.is_own and svg is None:
            # Here, not at the top: QtSvg and the deck parser are needed only for a
            # system deck, never for our own.
            from krig_desktop.ui.cards.deck_svg import load_deck

            svg = load_deck(deck)
        usable = deck.is_own or svg is not None
        self._deck, self._svg = (deck, svg) if usable else (OWN_DECK, None)
        self.clear()
        return usable

    def set_deck_later(self, deck: Deck, done: Callable[[bool], None] | None = None,
                       context: QObject | None = None) -> None:
        """Draw from `deck` once it is read, checked and parsed off the GUI thread.

        Until then the cards are drawn as before (our own deck at start-up). `done` is
        called on the GUI thread with True once the cards are drawn from `deck` (the
        caller redraws the table then), False if the deck cannot be used; not at all if
        another deck is set meanwhile, this art is gone or `context` is deleted. At
        once for our own deck or one already parsed.
        """
        if deck.is_own:
            self.set_deck(deck)
            if done is not None:
                done(True)
            return
        from krig_desktop.ui.cards.deck_svg import loader  # as in `set_deck`

        self._wanted = deck.key
        me = weakref.ref(self)

        def arrived(svg: DeckRenderer | None) -> None:
            art = me()
            if art is None or art._wanted != deck.key:  # noqa: SLF001 (itself, held weakly)
                return
            usable = svg is not None and art.set_deck(deck, svg)
            if done is not None:
                done(usable)

        loader().request(deck, arrived, context)

    @staticmethod
    def height_for(width: int) -> int:
        """The card height (logical pixels) that goes with `width`."""
        return max(1, round(width * CARD_ASPECT))

    def _bucket(self, width: int, dpr: float) -> dict[object, QPixmap]:
        key = (int(width), float(dpr))
        bucket = self._sizes.get(key)
        if bucket is None:
            bucket = {}
            self._sizes[key] = bucket
            while len(self._sizes) > self._keep:
                self._sizes.popitem(last=False)
            if self._svg is not None:
                self._schedule_warm_up(key)
        else:
            self._sizes.move_to_end(key)
        return bucket

    def _make(self, width: int, dpr: float, draw: Callable[[int, int], QImage]) -> QPixmap:
        if width < 1 or dpr <= 0:
            raise ValueError(f"bad card size: width={width}, dpr={dpr}")
        w = max(1, round(width * dpr))
        h = max(1, round(self.height_for(width) * dpr))
        pixmap = QPixmap.fromImage(draw(w, h))
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def face(self, card: CardLike, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of `card`, `width` logical pixels wide, for a screen of ratio dpr."""
        bucket = self._bucket(width, dpr)
        key = (int(card.rank), str(card.suit))
        pixmap = bucket.get(key)
        if pixmap is None:
            svg = self._svg
            if svg is None:
                pixmap = self._make(width, dpr, lambda w, h: render_face(card, w, h))
            else:
                pixmap = self._make(width, dpr, lambda w, h: svg.face(key[0], key[1], w, h))
            bucket[key] = pixmap
        return pixmap

    def back(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The card back at the given logical width and device pixel ratio."""
        bucket = self._bucket(width, dpr)
        pixmap = bucket.get("back")
        if pixmap is None:
            pixmap = self._make(width, dpr, render_back if self._svg is None else self._svg.back)
            bucket["back"] = pixmap
        return pixmap

    # A system deck's face is slow to draw, and four turn over at once in a battle:
    # drawn on demand they would cost frames. So once a size is asked for, the
    # rest of the deck is drawn ahead in short idle slices, spaced to leave room for
    # the animation's own frames.
    def _schedule_warm_up(self, size: tuple[int, float], delay_ms: int = 0) -> None:
        me = weakref.ref(self)
        QTimer.singleShot(delay_ms, lambda: CardArt._warm_up_if_alive(me, size))

    @staticmethod
    def _warm_up_if_alive(ref: weakref.ref[CardArt], size: tuple[int, float]) -> None:
        art = ref()
        if art is not None:
            art._warm_up(size)  # noqa: SLF001 (itself, held weakly)

    def _warm_up(self, size: tuple[int, float]) -> None:
        bucket, svg = self._sizes.get(size), self._svg
        if bucket is None or svg is None or size != next(reversed(self._sizes)):
            return  # resized or another deck chosen meanwhile: that one warms itself
        started = time.perf_counter()
        for suit in SUITS:
            for rank in range(2, 15):
                if (rank, suit) not in bucket:
                    self.face(_Card(rank, suit), size[0], size[1])
                    if time.perf_counter() - started > WARM_SLICE_S:
                        self._schedule_warm_up(size, WARM_GAP_MS)
                        return

    def cached_count(self, width: int, dpr: float = 1.0) -> int:
        """How many pixmaps (faces and the back) are cached at this size."""
        return len(self._sizes.get((int(width), float(dpr)), {}))

    def cached_sizes(self) -> list[tuple[int, float]]:
        """(width, dpr) pairs currently cached, oldest first."""
        return list(self._sizes)

    def clear(self) -> None:
        """Drop every cached pixmap (e.g. when the table is resized)."""
        self._sizes.clear()
