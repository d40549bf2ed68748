"""A widget over the felt (the game-over panel, today's card, the replay's bar, the
first-time tip) that the felt's one layout places (felt_layers.py).

Shown or hidden by its owner as before (`show`, `hide`): that is what it wants; the
layout then puts it where it covers no card, plate or other layer, or keeps it hidden
while there is no room (and shows it again once a resize makes some).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Signal
from PySide6.QtWidgets import QFrame, QWidget


class FeltWidget(QFrame):
    """A frame over the view's viewport, tagged with its layer's name (the Qt property
    `layer`), placed by the felt's layout."""

    wantsPlace = Signal()  # shown, hidden or resized: the layout places the layers again

    def __init__(self, layer: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layer = layer
        self._wanted = False
        self.setProperty("layer", layer)

    @property
    def wanted(self) -> bool:
        """Its owner shows it (the layout may still keep it hidden, for want of room)."""
        return self._wanted

    def setVisible(self, visible: bool) -> None:
        changed = visible != self._wanted
        self._wanted = visible
        super().setVisible(visible)
        if changed or visible:
            self.wantsPlace.emit()

    def layer_name(self) -> str:
        return self._layer

    def layer_sizes(self, card_w: float) -> list[tuple[float, float]]:
        """Its sizes, best first (none while its owner hides it)."""
        if not self._wanted:
            return []
        return self.shapes()

    def shapes(self) -> list[tuple[float, float]]:
        """Its sizes for the felt of now, best first: its size hint, by default."""
        self.adjustSize()
        return [(float(self.width()), float(self.height()))]

    def put(self, rect: QRectF | None, shape: int) -> None:
        """Where the layout puts it (None: no room, hidden until there is)."""
        if rect is None:
            QFrame.setVisible(self, False)
            return
        self.setGeometry(QRect(round(rect.x()), round(rect.y()), round(rect.width()),
                               round(rect.height())))
        QFrame.setVisible(self, True)
        self.raise_()
