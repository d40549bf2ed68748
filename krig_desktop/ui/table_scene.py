"""The table: decks, name plates, card sprites and the War! banner, in one scene.

The scene can do two things: snap to a TableModel (`sync`) and animate the events of
one engine step (`play`), ending at the model the controller says the step leads to.
It emits `animationsDone` once per `play`, the libkcardgame way, and `deckClicked`
when a deck is clicked; it never calls the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEvent, QLocale, QPointF, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from krig_desktop.engine import Card
from krig_desktop.model import Hint, TableModel
from krig_desktop.ui.banner import Banner
from krig_desktop.ui.card_art import CardArt
from krig_desktop.ui.card_names import table_summary
from krig_desktop.ui.card_sprite import CardSprite, rest_angle
from krig_desktop.ui.deck_item import DeckItem, HintText, SeatLabel, SlotMarker
from krig_desktop.ui.seat_layout import TableLayout, compute_layout, fan_offsets, free_spot
from krig_desktop.ui.table_moves import TableMoves

PILE_Z = 100.0


class TableScene(TableMoves, QGraphicsScene):
    """Everything on the felt. Seats are 0..players-1; seat 0 is You."""

    deckClicked = Signal(int)
    animationsDone = Signal()
    descriptionChanged = Signal(str)  # for screen readers: what lies on the table now

    def __init__(self, art: CardArt | None = None, parent=None) -> None:
        super().__init__(parent)
        self.art = art or CardArt(keep_sizes=2)
        self._size = (1024.0, 700.0)
        self._dpr = 1.0
        self._layout: TableLayout | None = None
        self._banner_spots: dict[tuple[float, float, int, str], tuple[float, QPointF]] = {}
        self._decks: list[DeckItem] = []
        self._labels: list[SeatLabel] = []
        self._slots: list[SlotMarker] = []
        self._sprites: dict[Card, CardSprite] = {}
        self._piles: dict[int, list[CardSprite]] = {}
        self._counts: list[int] = []
        self._out: set[int] = set()
        self._taker: int | None = None
        self._state: TableModel | None = None
        self._final: TableModel | None = None
        self._group: QAbstractAnimation | None = None
        self._z = PILE_Z
        self.banner = Banner()
        self.addItem(self.banner)
        self._aside_label = SeatLabel()
        self.addItem(self._aside_label)
        self._aside_label.setVisible(False)
        self.hint = HintText()
        self.hint.setVisible(False)
        self.addItem(self.hint)
        self._winner: int | None = None
        self._hint: Hint | None = None
        self.retranslate()

    # ----------------------------------------------------------------- set-up
    @property
    def players(self) -> int:
        return len(self._decks)

    @property
    def table_layout(self) -> TableLayout | None:
        return self._layout

    def deck_item(self, seat: int) -> DeckItem:
        return self._decks[seat]

    def seat_label(self, seat: int) -> SeatLabel:
        return self._labels[seat]

    def set_players(self, players: int) -> None:
        """Build the seats for a new player count (idempotent for the same count)."""
        if players == len(self._decks):
            return
        self.abort()
        for item in (*self._decks, *self._labels, *self._slots):
            self.removeItem(item)
        self._decks = [DeckItem(seat) for seat in range(players)]
        self._labels = [SeatLabel() for _ in range(players)]
        self._slots = [SlotMarker() for _ in range(players)]
        for item in (*self._decks, *self._labels, *self._slots):
            self.addItem(item)
        self._counts = [0] * players
        self._state = None
        self._relayout()

    def resize_table(self, width: float, height: float, dpr: float) -> None:
        """The view changed size or screen: new card size, crisp pixmaps, new places."""
        if (width, height, dpr) == (*self._size, self._dpr) and self._layout is not None:
            return
        self._size, self._dpr = (float(width), float(height)), float(dpr)
        self._relayout()

    def _relayout(self) -> None:
        if not self._decks:
            return
        width, height = self._size
        layout = compute_layout(width, height, len(self._decks))
        self._layout = layout
        self.setSceneRect(layout.rect)
        w = layout.card_w
        back = self.art.back(int(w), self._dpr)
        for seat, geo in enumerate(layout.seats):
            self._decks[seat].set_size(w, 0.12 * w, back)
            self._decks[seat].setPos(geo.deck)
            self._labels[seat].set_geometry(geo.label, geo.label_align, w)
            self._slots[seat].set_size(w)
            self._slots[seat].setPos(geo.slot)
        self.hint.set_geometry(layout.hint, w)
        if layout.set_aside_label is not None:
            self._aside_label.set_geometry(layout.set_aside_label, "left", w)
        for sprite in self._sprites.values():
            sprite.set_size(w, self._dpr)
        self._place_banner()
        if self._state is not None and not self.busy:
            self.sync(self._state)

    def _place_banner(self) -> None:
        """Put the banner where it hides no card: near the centre, shrunk a little if
        that lets it stay close; far out at full size only if nothing else fits."""
        layout = self._layout
        if layout is None:
            return
        w = layout.card_w
        key = (layout.width, layout.height, len(layout.seats), self.banner.text())
        if key not in self._banner_spots:  # a search takes ~10 ms: once per text and size
            found = (1.0, layout.centre)
            for factor, reach in ((1.0, 1.3 * w), (0.85, 1.6 * w), (0.7, 2.0 * w),
                                  (1.0, None), (0.6, None)):
                self.banner.set_card_width(w, factor)
                box = self.banner.boundingRect()
                spot = free_spot(layout, box.width(), box.height(), reach)
                if spot is not None:
                    found = (factor, spot)
                    break
            if len(self._banner_spots) > 32:  # sizes met while resizing: keep it small
                self._banner_spots.clear()
            self._banner_spots[key] = found
        factor, spot = self._banner_spots[key]
        self.banner.set_card_width(w, factor)
        self.banner.setPos(spot)

    def show_banner_text(self, text: str) -> None:
        """The banner's text for the next pop, placed clear of the cards."""
        self.banner.set_text(text)
        self._place_banner()

    def sprite(self, card: Card) -> CardSprite:
        """The one sprite of `card` (made on first use, hidden until placed)."""
        sprite = self._sprites.get(card)
        if sprite is None:
            w = self._layout.card_w if self._layout else 80.0
            sprite = CardSprite(card, self.art, w, self._dpr)
            sprite.setVisible(False)
            self.addItem(sprite)
            self._sprites[card] = sprite
        return sprite

    def visible_sprites(self) -> list[CardSprite]:
        return [s for s in self._sprites.values() if s.isVisible()]

    # ----------------------------------------------------------------- texts
    def seat_name(self, seat: int) -> str:
        if seat == 0:
            return self.tr("You")
        return self.tr("CPU %1").replace("%1", str(seat))

    def war_text(self, step: int) -> str:
        """The banner for a tie in round `step` (0: the battle's own flip)."""
        return self.tr("War!") if step == 0 else self.tr("War again!")

    def retranslate(self) -> None:
        self.show_banner_text(self.war_text(0))
        self._aside_label.set_text(self.tr("Set aside"), self.tr("out of play"))
        if self.hint.isVisible():
            self._show_hint()
        for seat in range(len(self._decks)):
            self._refresh_seat(seat)
        for sprite in self._sprites.values():
            sprite.retranslate()
        self._describe()

    def description(self) -> str:
        """The table in words, for screen readers: "Battle 12. You: Queen of hearts.
        CPU 1: Ten of spades. War!" (between battles, how many cards each seat holds)."""
        state = self._state
        if state is None:
            return ""
        parts = [self.tr("Battle %1.").replace("%1", QLocale().toString(state.battle))]
        last: dict[int, object] = {}
        for pc in state.pile:
            if pc.face_up:
                last[pc.seat] = pc.card
        if last:
            parts.append(table_summary([(self.seat_name(seat), last.get(seat))
                                        for seat in range(state.players)
                                        if seat in last or seat not in state.out]))
        else:
            for seat in range(state.players):
                if seat in state.out:
                    text = self.tr("%1: out.")
                else:
                    text = self.tr("%1: %n card(s).", "", state.counts[seat])
                parts.append(text.replace("%1", self.seat_name(seat)))
        if state.tied:
            parts.append(self.war_text(state.war_depth))
        elif state.taker is not None:
            parts.append(self.tr("%1 takes the pile.").replace(
                "%1", self.seat_name(state.taker)))
        if state.over:
            parts.append(self.tr("Game over."))
        return " ".join(parts)

    def _describe(self) -> None:
        self.descriptionChanged.emit(self.description())

    def _show_hint(self) -> None:
        if self._hint is Hint.START:
            self.hint.set_text(self.tr("Click your deck or press Space to play"))
        elif self._hint is Hint.WATCH:
            self.hint.set_text(self.tr("You are out. Click a deck or press Space to "
                                       "watch the others play on"))
        self.hint.setVisible(self._hint is not None)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().event(event)

    def _refresh_seat(self, seat: int) -> None:
        out = seat in self._out
        count = self._counts[seat] if seat < len(self._counts) else 0
        detail = self.tr("Out") if out else self.tr("%n card(s)", "", count)
        self._labels[seat].set_text(self.seat_name(seat), detail)
        self._labels[seat].set_dim(out)
        self._labels[seat].set_glow(seat in (self._taker, self._winner))
        self._decks[seat].set_count(count)
        self._decks[seat].set_out(out, self.tr("Out"))
        if out:
            tip = self.tr("%1: out of the game").replace("%1", self.seat_name(seat))
        elif seat == 0:
            tip = self.tr("Your deck: %n card(s) — click to play", "", count)
        else:
            tip = self.tr("%1's deck: %n card(s)", "", count).replace(
                "%1", self.seat_name(seat))
        self._decks[seat].setToolTip(tip)

    # ----------------------------------------------------------------- at rest
    def _pile_targets(self, seat: int, faces: list[bool]) -> list[QPointF]:
        layout = self._layout
        assert layout is not None
        w, h = layout.card_w, layout.card_h
        geo = layout.seats[seat]
        return [geo.slot + o for o in fan_offsets(faces, w, h, geo.fan, geo.fan_max)]

    def sync(self, state: TableModel) -> None:
        """Snap everything to `state`, without animation."""
        self.abort()
        if state.players != len(self._decks):
            self.set_players(state.players)
        self._state = state
        self._counts = list(state.counts)
        self._out = set(state.out)
        self._taker = state.taker
        self._winner = state.winner if state.over else None
        self._hint = state.hint
        self._show_hint()
        self._piles = {}
        shown: set[Card] = set()
        for pc in state.pile:
            sprite = self.sprite(pc.card)
            sprite.set_face_up(pc.face_up)
            self._piles.setdefault(pc.seat, []).append(sprite)
        self._z = PILE_Z
        for seat, sprites in self._piles.items():
            targets = self._pile_targets(seat, [s.face_up for s in sprites])
            for sprite, pos in zip(sprites, targets, strict=True):
                self._z += 1
                sprite.place(pos, self._z, sprite.face_up, rest_angle(sprite.card))
                sprite.set_highlight(False)
                sprite.setVisible(True)
                shown.add(sprite.card)
        if state.taker is not None:
            self._highlight(state.taker)
        self._mark_tied(state.tied)  # the tie stays marked until the war is laid
        layout = self._layout
        if state.set_aside is not None and layout and layout.set_aside is not None:
            aside = self.sprite(state.set_aside)
            aside.place(layout.set_aside, PILE_Z, state.set_aside_shown)
            aside.set_highlight(False)
            aside.setVisible(True)
            shown.add(state.set_aside)
            self._aside_label.setVisible(True)
        else:
            self._aside_label.setVisible(False)
        for card, sprite in self._sprites.items():
            if card not in shown:
                sprite.setVisible(False)
        self.banner.setVisible(False)
        for seat in range(len(self._decks)):
            self._refresh_seat(seat)
        self._describe()

    def _highlight(self, seat: int) -> None:
        self._taker = seat
        ups = [s for s in self._piles.get(seat, []) if s.face_up]
        if ups:
            ups[-1].set_highlight(True)
        if seat < len(self._labels):
            self._labels[seat].set_glow(True)

    # ----------------------------------------------------------------- input
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        for item in self.items(event.scenePos()):
            if isinstance(item, DeckItem):
                self.deckClicked.emit(item.seat)
                event.accept()
                return
        super().mousePressEvent(event)
