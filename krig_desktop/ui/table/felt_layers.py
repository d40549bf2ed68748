"""The layers over the felt, as the one layout (felt_layout.py) sees them.

Each layer (an item in the scene, or a widget over the view: the view's top-left is the
scene's) says what it would show, as the sizes it can take for the cards of this
table (`layer_sizes`, best first; none when it has nothing to say), and is put where
the layout says (`put`: a rectangle and the shape it fits, or None: no room, hidden).
A layer that would rather be somewhere else than the layout's own choice says where
(`layer_anchor`, optional: the notes, by the seat they speak of).
No layer places itself; the scene arranges them all whenever the table, the mode or a
layer's words change.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from krig_desktop.ui.table.felt_layout import FeltPlan, Size, plan_felt
from krig_desktop.ui.table.seat_layout import TableLayout


class FeltLayer(Protocol):
    def layer_name(self) -> str: ...

    def layer_sizes(self, card_w: float) -> list[Size]: ...

    def put(self, rect: QRectF | None, shape: int) -> None: ...


class FeltLayers:
    """The layers of one table, arranged together (`arrange`)."""

    def __init__(self) -> None:
        self._layers: list[FeltLayer] = []
        self._arranging = False
        self._again = False  # asked again while arranging
        self.plan: FeltPlan | None = None  # the last arrangement (for tests and tools)

    def add(self, layer: FeltLayer) -> None:
        if layer not in self._layers:
            self._layers.append(layer)

    def arrange(self, layout: TableLayout, mode: str, out: frozenset[int],
                laid: frozenset[int] | None = None) -> None:
        """Place every layer that has something to show; the others keep still. A
        layer that asks again while they are placed (its words changed meanwhile) has
        them placed once more."""
        if self._arranging:
            self._again = True
            return
        self._arranging = True
        try:
            for _ in range(3):  # a layer that changed while it was put: once more
                self._again = False
                self._arrange(layout, mode, out, laid)
                if not self._again:
                    break
        finally:
            self._arranging = False

    def _arrange(self, layout: TableLayout, mode: str, out: frozenset[int],
                 laid: frozenset[int] | None) -> None:
        sizes: dict[str, list[Size]] = {}
        anchors: dict[str, QPointF] = {}
        wanting: list[FeltLayer] = []
        for layer in self._layers:
            shapes = layer.layer_sizes(layout.card_w)
            name = layer.layer_name()
            if shapes and name not in sizes:
                sizes[name] = shapes
                wanting.append(layer)
                anchor = getattr(layer, "layer_anchor", None)
                if anchor is not None and (point := anchor(layout)) is not None:
                    anchors[name] = point
        plan = plan_felt(layout, mode, out, sizes, anchors, laid)
        self.plan = plan
        for layer in wanting:
            name = layer.layer_name()
            layer.put(plan.rect(name), plan.shape(name))
