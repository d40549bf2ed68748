"""One seat at the table: its deck, name plate, battle slot and the cards it has laid.

libkcardgame's pile, for War: the seat knows where its parts sit (a SeatGeometry from
seat_layout), fans the cards it lays, and renders its share of a TableModel: the plate
("CPU 2", "25 cards" or "Out"), the deck's depth and tool tip, the glow of the seat that
takes the pile or won the game, the mark of a tied card. While a step animates, only
what is drawn follows each card (`card_leaves`, `card_arrives`); its words change when
the next model is shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from krig_desktop.model import TableModel
from krig_desktop.ui.table.card_sprite import TIED, CardSprite, rest_angle
from krig_desktop.ui.table.deck_item import Back, DeckItem, SeatLabel, SlotMarker
from krig_desktop.ui.table.seat_colours import seat_colour
from krig_desktop.ui.table.seat_layout import THICK, SeatGeometry, fan_offsets
from krig_desktop.ui.table.table_texts import TableTexts


class Seat:
    """Seat `index` (0 is You): owns its deck item, plate, slot marker and pile."""

    def __init__(self, index: int) -> None:
        self.index = index
        self.deck = DeckItem(index)
        self.label = SeatLabel()
        self.label.set_colour(seat_colour(index))  # as in the charts and the meter
        self.slot = SlotMarker()
        self._pile: list[tuple[CardSprite, bool]] = []  # laid here, oldest first; face up?
        self._geometry: SeatGeometry | None = None
        self._card_w = 1.0
        self._card_h = 1.0

    def items(self) -> tuple[QGraphicsItem, ...]:
        """The seat's own items, for the scene to add or remove (not the pile's cards)."""
        return self.deck, self.label, self.slot

    @property
    def pile(self) -> list[CardSprite]:
        """The cards this seat has laid on the table, oldest first."""
        return [sprite for sprite, _up in self._pile]

    # ----------------------------------------------------------------- geometry
    def set_geometry(self, geo: SeatGeometry, card_w: float, card_h: float,
                     back: Back) -> None:
        """Where the seat's parts sit for one table size; cards `card_w` wide."""
        self._geometry = geo
        self._card_w, self._card_h = card_w, card_h
        self.deck.set_size(card_w, THICK * card_w, back)
        self.deck.setPos(geo.deck)
        self.label.set_geometry(geo.label, geo.label_align, card_w)
        self.slot.set_size(card_w)
        self.slot.setPos(geo.slot)

    @property
    def geometry(self) -> SeatGeometry:
        assert self._geometry is not None, "the seat has not been laid out yet"
        return self._geometry

    def fan(self, faces: Sequence[bool]) -> list[QPointF]:
        """Where each card of a pile with these faces lies, oldest first."""
        geo = self.geometry
        return [geo.slot + offset for offset in
                fan_offsets(list(faces), self._card_w, self._card_h, geo.fan, geo.fan_max)]

    # ----------------------------------------------------------------- at rest
    def render(self, model: TableModel, texts: TableTexts) -> None:
        """Show this seat as `model` has it: plate, deck, tool tip, glow."""
        seat = self.index
        out = seat in model.out
        detail = texts.seat_detail(model, seat)
        ready = seat in model.pressed
        if ready:  # two people: this one has turned for the next step
            detail = f"✓ {texts.ready_mark()} · {detail}"
        self.label.set_text(texts.seat_name(seat), detail)
        self.label.set_key(texts.keys.get(seat, "") if len(model.people) > 1 else "")
        self.label.set_ready(ready)
        self.label.set_dim(out)
        self.deck.set_playable(seat < len(model.people))
        self.label.set_glow(seat in (model.taker, model.winner) or seat in model.winners)
        self.deck.set_count(model.counts[seat])
        self.deck.set_out(out, texts.out_mark(seat))
        self.deck.setToolTip(texts.deck_tip(model, seat))

    def lay_at_rest(self, cards: Sequence[tuple[CardSprite, bool]], z: float) -> float:
        """Put `cards` (sprite, face up) in this seat's fan at once, stacked from `z` up;
        returns the z of the topmost."""
        self._pile = list(cards)
        for (sprite, up), pos in zip(self._pile, self.fan([up for _s, up in cards]),
                                     strict=True):
            z += 1
            sprite.place(pos, z, up, rest_angle(sprite.card))
            sprite.set_highlight(False)
            sprite.setVisible(True)
        return z

    def mark_tied(self) -> None:
        """Outline the seat's last face-up card: it ties, a war follows."""
        top = self._top_face_up()
        if top is not None:
            top.set_highlight(True, TIED)

    def mark_taker(self) -> None:
        """The seat takes the pile: its winning card and its plate glow."""
        top = self._top_face_up()
        if top is not None:
            top.set_highlight(True)
        self.label.set_glow(True)

    def _top_face_up(self) -> CardSprite | None:
        ups = [sprite for sprite, up in self._pile if up]
        return ups[-1] if ups else None

    # ----------------------------------------------------------------- moving
    def add_to_pile(self, cards: Sequence[tuple[CardSprite, bool]]) -> list[QPointF]:
        """Lay `cards` (sprite, face up) on this seat's pile; where every card of the pile
        goes now, oldest first (the fan may close up to make room)."""
        self._pile.extend(cards)
        return self.fan([up for _sprite, up in self._pile])

    def card_leaves(self) -> QPointF:
        """A card leaves the top of the deck: the deck is drawn one card thinner.
        Returns where the card starts from."""
        self.deck.set_count(max(0, self.deck.count - 1))
        return self.deck.pos()

    def card_arrives(self) -> None:
        """A card of a won pile reaches the deck: drawn one card thicker."""
        self.deck.set_count(self.deck.count + 1)

    def pile_gathered(self) -> None:
        """The pile has gone to its taker: nothing lies here, nothing glows."""
        self._pile = []
        self.label.set_glow(False)
