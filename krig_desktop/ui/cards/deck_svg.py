"""Drawing cards from a system SVG deck: parse once, check, render at device pixels.

Parsing a deck is the slow part (a KDE .svgz takes up to half a second), so it
happens on first use and the parsed renderer is kept for the few most recent decks.
A deck that cannot be parsed, misses any of its 53 elements or is not card-shaped
(landscape or square cards) is rejected through `decks.reject`: logged, left out of
`available_decks()`, and never an error for the player. Qt's `qt.svg` warnings about
unsupported SVG features are silenced while a deck loads.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLoggingCategory, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from krig_desktop.ui.cards.decks import Deck, reject, rejection

MIN_ASPECT = 1.2  # height / width below this is not a playing card
MAX_ASPECT = 2.0
KEEP_DECKS = 3


class DeckRenderer:
    """A parsed, checked deck that draws any of its elements at any pixel size."""

    def __init__(self, deck: Deck, renderer: QSvgRenderer) -> None:
        self.deck = deck
        self._svg = renderer

    def render(self, element: str, width_px: int, height_px: int) -> QImage:
        """The element stretched to exactly width_px x height_px, on transparency."""
        image = QImage(max(1, width_px), max(1, height_px),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        try:
            self._svg.render(painter, element, QRectF(0, 0, image.width(), image.height()))
        finally:
            painter.end()
        return image

    def face(self, rank: int, suit: str, width_px: int, height_px: int) -> QImage:
        return self.render(self.deck.element(rank, suit), width_px, height_px)

    def back(self, width_px: int, height_px: int) -> QImage:
        return self.render("back", width_px, height_px)


@contextmanager
def _quiet_svg() -> Iterator[None]:
    """Silence `qt.svg` while parsing: real decks use features QtSvg does not draw."""
    QLoggingCategory.setFilterRules("qt.svg*=false")
    try:
        yield
    finally:
        QLoggingCategory.setFilterRules("")


def _bounds(svg: QSvgRenderer, element: str) -> QRectF:
    return svg.transformForElement(element).mapRect(svg.boundsOnElement(element))


def _problem(deck: Deck, svg: QSvgRenderer) -> str | None:
    if not svg.isValid():
        return "not a readable SVG file"
    missing = [e for e in deck.elements() if not svg.elementExists(e)]
    if missing:
        shown = ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else "")
        return f"{len(missing)} of its 53 cards missing ({shown})"
    for element in ("back", deck.element(12, "H")):
        box = _bounds(svg, element)
        if box.width() <= 0 or not MIN_ASPECT <= box.height() / box.width() <= MAX_ASPECT:
            return (f"{element} is {box.width():.0f} x {box.height():.0f}, "
                    "not the shape of a playing card")
    return None


_loaded: OrderedDict[str, DeckRenderer] = OrderedDict()


def load_deck(deck: Deck) -> DeckRenderer | None:
    """The parsed deck (cached), or None if it is our own, broken, or rejected before."""
    if deck.path is None or rejection(deck) is not None:
        return None
    cached = _loaded.get(deck.key)
    if cached is not None:
        _loaded.move_to_end(deck.key)
        return cached
    with _quiet_svg():
        svg = QSvgRenderer(str(deck.path))
        problem = _problem(deck, svg)
    if problem is not None:
        reject(deck, problem)
        return None
    loaded = DeckRenderer(deck, svg)
    _loaded[deck.key] = loaded
    while len(_loaded) > KEEP_DECKS:
        _loaded.popitem(last=False)
    return loaded


def forget_loaded() -> None:
    """Drop every parsed deck (tests; memory)."""
    _loaded.clear()
