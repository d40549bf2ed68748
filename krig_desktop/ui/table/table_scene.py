"""The table: the seats, the card sprites, the War! banner and the hint, in one scene.

The scene implements the controller's `Table`: it snaps to a TableModel (`sync`) or
animates the events of one engine step (`play`), ending at the model the controller
says the step leads to. It emits `animationsDone` once per `play`, the libkcardgame way,
and `deckClicked` when a deck is clicked; it never reads the engine.

It composes the parts and owns no state they keep: each `Seat` renders its share of a
model, `StepAnimation` builds a step's one animation group, `TableTexts` says every
word. The words on the table come from the last model shown, so they change at a
`sync` (also the one that ends each `play`), never half-way through a step.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, QPauseAnimation, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from krig_desktop.engine import Card, Event, Rules
from krig_desktop.model import TableModel
from krig_desktop.speed import Speed
from krig_desktop.today import is_todays_deal
from krig_desktop.ui.cards.card_art import CardArt
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.card_sprite import CardSprite, SpritePool
from krig_desktop.ui.table.deck_item import DeckItem, HintText, SeatLabel
from krig_desktop.ui.table.felt_layers import FeltLayer, FeltLayers
from krig_desktop.ui.table.seat import Seat
from krig_desktop.ui.table.seat_layout import TableLayout, compute_layout
from krig_desktop.ui.table.table_texts import TableTexts

if TYPE_CHECKING:
    from PySide6.QtCore import QSequentialAnimationGroup

    from krig_desktop.ui.table.banner import Banner
    from krig_desktop.ui.table.result_caption import ResultCaption
    from krig_desktop.ui.table.ribbon import Ribbon, TodayRibbon

PILE_Z = 100.0


class TableScene(QGraphicsScene):
    """Everything on the felt. Seats are 0..players-1; seat 0 is You."""

    deckClicked = Signal(int)
    plateClicked = Signal(int)  # a seat's name plate was clicked (not a play click)
    animationsDone = Signal()
    replayEnded = Signal()  # a replay stopped (its end, or Esc): your game is back
    modeShown = Signal(bool)  # the ribbon was placed anew; True while a replay runs
    descriptionChanged = Signal(str)  # for screen readers: what lies on the table now
    moved = Signal(object)  # a step began or another moment was shown: the model
    decksPlaced = Signal()  # the decks were laid out anew (a size, a player count)

    def __init__(self, art: CardArt | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art or CardArt(keep_sizes=2)
        self.texts = TableTexts(self)
        self.sprites = SpritePool(self, self.art)
        self.seats: list[Seat] = []
        self._banner: Banner | None = None  # see banner
        self.layers = FeltLayers()  # every layer over the felt, placed by one layout
        self._held = 0  # see _arranged_once
        self._arrange_due = False
        self.hint = HintText()
        self.hint.setVisible(False)
        self._add_layer(self.hint)
        self._caption: ResultCaption | None = None  # see caption
        self._ribbon: Ribbon | None = None  # see ribbon
        self._today: TodayRibbon | None = None  # see today_ribbon
        self._mode: tuple[int | None, int, bool] = (None, 0, False)
        # The moment shown when a replay ended: the ribbon says so while it stays.
        self._ended_at: TableModel | None = None
        self._autoplay = False
        self.reduce_motion = False  # View → Reduce Motion: cards appear, nothing flies
        self._war_hint = ""  # what the line of a waiting war adds (Call the War's keys)
        self._aside_label = SeatLabel()
        self._aside_label.setVisible(False)
        self.addItem(self._aside_label)
        self._size = (1024.0, 700.0)
        self._dpr = 1.0
        self._layout: TableLayout | None = None
        self._model: TableModel | None = None  # what the table shows (or ends a step at)
        self._final: TableModel | None = None
        self._group: QSequentialAnimationGroup | None = None
        self._z = PILE_Z
        # A scene is no widget: it hears of a switch from its parent widget (the window),
        # or, with none, from the application (see retranslate.py).
        translate_ui(self, self._retranslate)

    # ----------------------------------------------------------------- parts
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def banner(self) -> Banner:
        """The War! banner, made at the first war (no first frame of a deal shows it)."""
        if self._banner is None:
            # Function-local: as the step's animation (see `play`).
            from krig_desktop.ui.table.banner import Banner

            banner = Banner()
            banner.set_text(self.texts.war_text(0))
            self._add_layer(banner)
            banner.wantsPlace.connect(self.arrange_layers)
            self._banner = banner
        return self._banner

    @property
    def caption(self) -> ResultCaption:
        """The result line near the pile, made when it first has words (a new deal's
        first frame has none)."""
        if self._caption is None:
            # Function-local: the layers over the felt come when first shown (`play`).
            from krig_desktop.ui.table.result_caption import ResultCaption

            caption = ResultCaption()
            self._add_layer(caption)
            caption.wantsPlace.connect(self.arrange_layers)
            self._caption = caption
        return self._caption

    @property
    def ribbon(self) -> Ribbon:
        """The mode on the felt (looking back, a replay), made when it first has words
        (as the result line)."""
        if self._ribbon is None:
            # Function-local: as the result line's.
            from krig_desktop.ui.table.ribbon import Ribbon

            ribbon = Ribbon()
            self._add_layer(ribbon)
            ribbon.wantsPlace.connect(self.arrange_layers)
            self._ribbon = ribbon
        return self._ribbon

    @property
    def today_ribbon(self) -> TodayRibbon:
        """Today's deal's ribbon, made when first shown (as the mode's)."""
        if self._today is None:
            # Function-local: as the result line's.
            from krig_desktop.ui.table.ribbon import TodayRibbon

            ribbon = TodayRibbon()
            self._add_layer(ribbon)
            ribbon.wantsPlace.connect(self.arrange_layers)
            self._today = ribbon
        return self._today

    def _hide_banner(self) -> None:
        if self._banner is not None:
            self._banner.withdraw()

    def _add_layer(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self.layers.add(cast(FeltLayer, item))

    @contextmanager
    def _arranged_once(self) -> Iterator[None]:
        """The layers arranged once at the end, however many of them changed within."""
        self._held += 1
        try:
            yield
        finally:
            self._held -= 1
        if not self._held and self._arrange_due:
            self.arrange_layers()

    def arrange_layers(self) -> None:
        """Place every layer over the felt by the one layout (felt_layout.py): after a
        resize, a new moment, a new mode, or a layer's new words."""
        self._arrange_due = bool(self._held)
        if self._held:
            return
        layout, model = self._layout, self._model
        views = self.views()
        if layout is None or (views and not any(view.isVisible() for view in views)):
            # Laid out before its view has its size (a game resumed at start), or in a
            # hidden window: the layers are placed when the view shows (view_shown).
            return
        looking_at, _, replay = self._mode
        if model is not None and model.over:
            mode = "over"
        elif replay:
            mode = "replay"
        elif looking_at is not None:
            mode = "lookBack"
        elif model is not None and model.tied:
            mode = "war"
        else:
            mode = "play"
        if model is None:
            self.layers.arrange(layout, mode, frozenset())
        else:  # (while cards move, any slot may get one: none is free)
            laid = None if self.busy else frozenset(pc.seat for pc in model.pile)
            self.layers.arrange(layout, mode, model.out, laid)

    @property
    def table_layout(self) -> TableLayout | None:
        return self._layout

    def deck_item(self, seat: int) -> DeckItem:
        return self.seats[seat].deck

    def deck_names(self) -> list[str]:
        """Each deck as a screen reader names it, for the model shown ([] before one)."""
        model = self._model
        if model is None or model.players != len(self.seats):
            return []
        return [self.texts.deck_name(model, seat) for seat in range(model.players)]

    def seat_label(self, seat: int) -> SeatLabel:
        return self.seats[seat].label

    def sprite(self, card: Card) -> CardSprite:
        """The one sprite of `card` (made on first use, hidden until placed)."""
        return self.sprites.get(card)

    def visible_sprites(self) -> list[CardSprite]:
        return self.sprites.visible()

    @property
    def model(self) -> TableModel | None:
        """The moment the table shows (or ends the moving step at)."""
        return self._model

    def description(self) -> str:
        """The table in words, for screen readers ("" before the first model)."""
        model = self._model
        return "" if model is None else self._describe(model, self._line(model))

    def _describe(self, model: TableModel, line: str) -> str:
        """The description of `model` with its result `line`: the mode on the felt
        (a replay, looking back) and whom two people's table waits for come next."""
        texts = self.texts
        looking_at, battles, replay = self._mode
        if self._ended_at is not None and self._ended_at is model:
            mode = texts.replay_ended()
        else:
            mode = texts.mode_ribbon(looking_at, battles, replay)
        return texts.description(model, line, (mode, texts.waiting_hint(model)))

    def result_line(self) -> str:
        """The result line of the moment shown ("" when there is none). At game over the
        panel says it, so the felt does not; screen readers get it either way."""
        model = self._model
        return "" if model is None else self._line(model)

    def _line(self, model: TableModel) -> str:
        line = self.texts.result_line(model, self._autoplay)
        if model.tied and self._war_hint:  # Call the War's keys after a waiting war's line
            line = f"{line} {self._war_hint}"
        return line

    def set_seat_keys(self, keys: dict[int, str]) -> None:
        """The keys the people turn with, as shown by their seats ({0: "Z", 1: "M"});
        the plates show them while two people play."""
        if keys != self.texts.keys:
            self.texts.keys = dict(keys)
            if not self.busy:
                self._render_texts()

    def set_autoplay(self, on: bool) -> None:
        """Autoplay lays a waiting war by itself: the result line asks for no click."""
        if on != self._autoplay:
            self._autoplay = on
            if not self.busy:
                self._render_texts()

    def set_war_hint(self, text: str) -> None:
        """A sentence the line of a waiting war adds ("": none): how to call it."""
        if text != self._war_hint:
            self._war_hint = text
            if not self.busy:
                self._render_texts()

    # ----------------------------------------------------------------- layout
    def show_mode(self, looking_at: int | None, battles: int, replay: bool) -> None:
        """What the window is in: looking back at battle `looking_at` of `battles`
        (None: the present), a replay running. The ribbon on the felt says so."""
        ended = self._mode[2] and not replay
        self._mode = (looking_at, battles, replay)
        if replay or looking_at is not None:
            self._ended_at = None
        elif ended:  # said on the felt until the next step is played
            self._ended_at = self._model
        self._render_ribbon()
        if self._model is not None and not self.busy:  # a reader hears the mode too
            self.descriptionChanged.emit(self.description())
        self.arrange_layers()  # (the mode decides what the layers may lie over)
        self.modeShown.emit(replay)
        if ended:
            self.replayEnded.emit()

    def _render_ribbon(self) -> None:
        looking_at, battles, replay = self._mode
        if self._ended_at is not None and self._ended_at is self._model:
            self.ribbon.set_text(self.texts.replay_ended(), True)
            return
        text = self.texts.mode_ribbon(looking_at, battles, replay)
        if text or self._ribbon is not None:  # none made yet is none shown
            self.ribbon.set_text(text, replay)
        self._render_today()

    def _render_today(self) -> None:
        """Today's deal is an occasion: its ribbon while it is played, giving way to
        the mode's (looking back, a replay)."""
        model = self._model
        mode = self._ribbon is not None and self._ribbon.isVisible()
        today = (model is not None and not model.over and not mode  # (the rules last:
                 and is_todays_deal(model.game_number, model.players, True)  # the dearest)
                 and model.rules == Rules())
        text = self.texts.todays_ribbon(model.game_number) if today and model else ""
        if text or self._today is not None:
            self.today_ribbon.set_text(text)

    def _set_players(self, players: int) -> None:
        """Build the seats for a new player count (the model to show comes next)."""
        self._model = None
        for seat in self.seats:
            for item in seat.items():
                self.removeItem(item)
        self.seats = [Seat(index) for index in range(players)]
        for seat in self.seats:
            for item in seat.items():
                self.addItem(item)
        self._relayout()

    def resize_table(self, width: float, height: float, dpr: float) -> None:
        """The view changed size or screen: new card size, crisp pixmaps, new places."""
        if (width, height, dpr) == (*self._size, self._dpr) and self._layout is not None:
            return
        self._size, self._dpr = (float(width), float(height)), float(dpr)
        self._relayout()

    def _relayout(self) -> None:
        if not self.seats:
            return
        with self._arranged_once():
            self._lay_out()

    def _lay_out(self) -> None:
        width, height = self._size
        layout = compute_layout(width, height, len(self.seats))
        self._layout = layout
        self.setSceneRect(layout.rect)
        w = layout.card_w
        # Drawn when a deck is first painted: the table is laid out once before the view
        # has its size, and a back drawn for that size would never be shown.
        back = partial(self.art.back, int(w), self._dpr)
        for seat, geo in zip(self.seats, layout.seats, strict=True):
            seat.set_geometry(geo, w, layout.card_h, back)
        if layout.set_aside_label is not None:
            self._aside_label.set_geometry(layout.set_aside_label, "left", w)
        self.sprites.set_size(w, self._dpr)
        self.decksPlaced.emit()
        if self._model is not None and not self.busy:
            self.sync(self._model)
        self.arrange_layers()

    def refresh_art(self) -> None:
        """The art draws from another deck: the sprites and the decks' backs are drawn
        afresh (same size, so `set_size` alone would keep the old pixmaps)."""
        self.sprites.refresh()
        layout = self._layout
        if layout is not None:
            back = partial(self.art.back, int(layout.card_w), self._dpr)
            for seat, geo in zip(self.seats, layout.seats, strict=True):
                seat.set_geometry(geo, layout.card_w, layout.card_h, back)
        self.update()

    # ----------------------------------------------------------------- at rest
    def sync(self, model: TableModel) -> None:
        """Show `model` at once, stopping anything that moves (no animationsDone)."""
        with self._arranged_once():
            self._sync(model)

    def _sync(self, model: TableModel) -> None:
        self.abort()
        if model is not self._model:
            self.moved.emit(model)
        if model.players != len(self.seats):
            self._set_players(model.players)
        self._model = model
        layout = self._layout
        assert layout is not None
        by_seat: dict[int, list[tuple[CardSprite, bool]]] = {}
        for pc in model.pile:
            by_seat.setdefault(pc.seat, []).append((self.sprites.get(pc.card), pc.face_up))
        self._z = PILE_Z
        for seat in self.seats:
            self._z = seat.lay_at_rest(by_seat.get(seat.index, []), self._z)
        if model.taker is not None:
            self.seats[model.taker].mark_taker()
        for index in model.tied:  # the tie stays marked until the war is laid
            self.seats[index].mark_tied()
        shown = {pc.card for pc in model.pile}
        if model.set_aside is not None and layout.set_aside is not None:
            aside = self.sprites.get(model.set_aside)
            aside.place(layout.set_aside, PILE_Z, model.set_aside_shown)
            aside.set_highlight(False)
            aside.setVisible(True)
            shown.add(model.set_aside)
        self._aside_label.setVisible(model.set_aside is not None)
        for sprite in self.sprites.all():
            if sprite.card not in shown:
                sprite.setVisible(False)
        self._hide_banner()
        if self._ended_at is not None and self._ended_at is not model:
            self._ended_at = None
        self._render_texts()
        self._render_ribbon()

    def _render_texts(self) -> None:
        """Every word on the table, from the model shown (at a sync or a new language)."""
        model, texts = self._model, self.texts
        if model is None:
            return
        texts.people = model.people  # every seat's name follows the game on the table
        for seat in self.seats:
            seat.render(model, texts)
        faces = {pc.card: pc.face_up for pc in model.pile}
        if model.set_aside is not None:
            faces[model.set_aside] = model.set_aside_shown
        for sprite in self.sprites.all():  # hidden ones too: a card laid next gives nothing away
            sprite.setToolTip(texts.card_tip(sprite.card, faces.get(sprite.card, False)))
        hint = texts.waiting_hint(model) or texts.hint(model.hint)
        self.hint.set_text(hint)
        self.hint.show_words(bool(hint))
        line = self._line(model)
        caption = "" if model.over else texts.names_kept_whole(line, model.players)
        if caption or self._caption is not None:  # none made yet is none shown
            self.caption.set_text(caption, bool(model.tied))
        self.arrange_layers()
        self.descriptionChanged.emit(self._describe(model, line))  # (the decks' names too)

    def view_shown(self) -> None:
        """The view shows the table (its first show: it has its size now)."""
        self.arrange_layers()

    # ----------------------------------------------------------------- moving
    @property
    def busy(self) -> bool:
        """True while a play() is animating."""
        return self._group is not None

    @property
    def still(self) -> bool:
        """A step's pause: nothing moves and Qt's animation timer rests till it ends."""
        group = self._group
        return group is not None and type(group.currentAnimation()) is QPauseAnimation

    def play(self, events: Sequence[Event], speed: Speed, final: TableModel) -> None:
        """Animate one step's `events` at `speed` (never INSTANT), end showing `final`,
        then emit animationsDone."""
        # Function-local: the step's animation, and Qt's animation framework with it,
        # load with the first step, as the other layers over the felt with their first
        # showing (no first frame of a new deal moves or shows them).
        from krig_desktop.ui.table.step_animation import StepAnimation, Timing

        timing = Timing.for_speed(speed)
        if self.reduce_motion:
            timing = timing._replace(still=True)
        self.abort()
        self.moved.emit(final)
        step = StepAnimation(self.seats, self.sprites, lambda: self.banner, self.texts,
                             timing, self._z)
        group = step.build(events, self, self._set_off)
        self._final = final
        self._group = group
        group.finished.connect(self._on_done)
        group.start()

    def _set_off(self) -> None:
        """The step's first frame: the next battle is laid, the last one's line goes."""
        self.hint.show_words(False)
        if self._caption is not None:
            self._caption.show_words(False)
        self.arrange_layers()

    def abort(self) -> None:
        """Stop whatever moves, without emitting animationsDone (a sync follows)."""
        group, self._group = self._group, None
        self._final = None
        if group is not None:
            group.finished.disconnect(self._on_done)
            group.stop()
            group.deleteLater()
        self._hide_banner()

    def _on_done(self) -> None:
        final = self._final
        self.abort()
        if final is not None:
            self.sync(final)
        self.animationsDone.emit()

    # ----------------------------------------------------------------- events
    def _retranslate(self) -> None:
        if self._banner is not None:
            self._banner.set_text(self.texts.war_text(0))
        self._aside_label.set_text(*self.texts.set_aside())
        self._render_texts()
        self._render_ribbon()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        for item in self.items(event.scenePos()):
            if isinstance(item, DeckItem):
                self.deckClicked.emit(item.seat)
                event.accept()
                return
            plate = next((seat.index for seat in self.seats if seat.label is item), None)
            if plate is not None:
                self.plateClicked.emit(plate)
                event.accept()
                return
        super().mousePressEvent(event)
