"""Each seat's deck as a widget of its own, so a screen reader finds it and presses it.

A deck is a graphics item, and graphics items are no accessible objects: measured on
PySide 6.11, an accessible interface written in Python gave items their names but no
action, and adding an action crashed. So each deck gets a flat push button over it,
a child of the view's viewport: the mouse passes through it to the deck item below
(`WA_TransparentForMouseEvents`), it paints nothing but a focus ring, and it carries
what the tree needs: the role Button, the name ("Your deck, 26 cards"), and the
"Press" action every button has, which plays as a click on that deck does. The table
places them on the decks at every layout (`DeckButtons.place`) and names them at every
moment shown (`DeckButtons.rename`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QPushButton, QWidget

PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
RING = 3.0  # the focus ring's width, pixels
RING_DARK = QColor(20, 20, 20, 200)  # under the light ring: it reads on any felt


def paint_ring(painter: QPainter, rect: QRectF, light: QColor, radius: float) -> None:
    """A focus ring on the felt: a light line over a dark one, so it shows on a green,
    red or blue cloth, light or dark, and on a card's back."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(RING_DARK, RING + 2))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(light, RING))
    painter.drawRoundedRect(rect, radius, radius)


class DeckButton(QPushButton):
    """Seat `seat`'s deck in the accessibility tree: a press is a click on the deck.

    Space and Enter with focus press it (its own seat, with two people), not the
    window's Play; the mouse never meets it."""

    def __init__(self, seat: int, press: Callable[[int], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"deck{seat}")
        self.setFlat(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.clicked.connect(lambda: press(self.seat))

    def event(self, event: QEvent) -> bool:
        # The window's Play takes Space and Enter as shortcuts; with focus here they
        # press this deck (with two people, a person's own turn).
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() in PRESS_KEYS and not event.modifiers():
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in PRESS_KEYS and not event.modifiers():
            if not event.isAutoRepeat():
                self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() in PRESS_KEYS and not event.modifiers():
            event.accept()  # (pressed already: a button clicks again on the release)
            return
        super().keyReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.hasFocus():
            return
        painter = QPainter(self)
        inset = RING / 2 + 1
        rect = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        paint_ring(painter, rect, self.palette().highlight().color().lighter(140),
                   rect.width() * 0.08)
        painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()


class DeckButtons:
    """The deck buttons of one table, over `viewport`; `press(seat)` plays that deck."""

    def __init__(self, viewport: QWidget, press: Callable[[int], None]) -> None:
        self._viewport = viewport
        self._press = press
        self.buttons: list[DeckButton] = []

    def place(self, zones: list[QRect]) -> None:
        """One button per deck, each over its deck's zone (viewport pixels), in seat
        order: made or dropped as the player count changes."""
        while len(self.buttons) > len(zones):
            button = self.buttons.pop()
            button.hide()
            button.deleteLater()
        while len(self.buttons) < len(zones):
            button = DeckButton(len(self.buttons), self._press, self._viewport)
            self.buttons.append(button)
        for button, zone in zip(self.buttons, zones, strict=True):
            button.setGeometry(zone)
            button.show()

    def rename(self, names: list[str], description: str) -> None:
        """Each deck's name ("Your deck, 25 cards") and what the table says now."""
        for button, name in zip(self.buttons, names, strict=False):
            if button.accessibleName() != name:
                button.setAccessibleName(name)
            if button.accessibleDescription() != description:
                button.setAccessibleDescription(description)
