"""One engine step's events turned into one animation group, and a card's flight.

Everything a step does is one QSequentialAnimationGroup: cards fly in parallel lanes
(`flight`, `turn_over`), pauses are QPauseAnimation, bookkeeping happens in zero-length
`Call` steps. So the whole step can be stopped at any point, and its end is one
`finished` signal: the table's "all animations done". The group talks to the seats only
through their public methods and changes no words: the texts follow the model the table
shows when the step ends.

The table loads this module with its first step (table_scene.play), and with it Qt's
animation framework: no first frame moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from krig_desktop.engine import Card, Event, GameOver, Gathered, Laid, Out, Tie, Won
from krig_desktop.engine.frozen import Frozen
from krig_desktop.speed import BIG_WAR, Speed
from krig_desktop.ui.table.animation_steps import Beat, Call
from krig_desktop.ui.table.banner import Banner
from krig_desktop.ui.table.card_sprite import CardSprite, SpritePool, rest_angle
from krig_desktop.ui.table.seat import Seat
from krig_desktop.ui.table.table_texts import TableTexts

SWEEP_Z = 5_000.0
LEAD_IN_MS = 1  # a step changes nothing on the felt before its first frame (see Beat)
DRAMA_HOLD = 2.5  # a big war's banner stays this much longer
DRAMA_TURN = 2.0  # the deciding card of a big war turns this much slower
MAX_FADE = 120  # ms: Reduce Motion's longest fade


def deciding_card(events: Sequence[Event]) -> Card | None:
    """The card that decides a big war (depth BIG_WAR or more) in this step: the
    winner's face-up card of the last round. The animation turns it last; the rules
    laid it in their own order, which the events keep."""
    won = next((ev for ev in events if isinstance(ev, Won)), None)
    if won is None or won.step < BIG_WAR:
        return None
    laid = [ev.card for ev in events if isinstance(ev, Laid)
            and ev.seat == won.seat and ev.step == won.step and ev.face_up]
    return laid[-1] if laid else None


def flight(sprite: CardSprite, pos: QPointF, z: float, face_up: bool, duration: int,
           rotation: float = 0.0, lift: bool = True) -> QAbstractAnimation:
    """An unstarted animation taking `sprite` to `pos`, turned `face_up`.

    The card is raised to `z` as it starts, so it flies over everything it passes.
    It takes its new tilt `rotation` at an instant, never turning by degrees on the
    way: edge on when it turns over (unseen), else as it sets off, when it moves
    fastest. A tilt held is a picture turned once (card_pictures): turning it by
    degrees each frame cost as much as the rest of the frame at 4K.
    """
    turning = face_up != sprite.face_up

    def set_off() -> None:
        sprite.setZValue(z)
        if not turning:
            sprite.setRotation(rotation)

    group = QParallelAnimationGroup()
    start = QSequentialAnimationGroup(group)
    start.addAnimation(Call(set_off))
    move = QPropertyAnimation(sprite, b"pos")
    move.setEndValue(pos)
    move.setDuration(duration)
    move.setEasingCurve(QEasingCurve.Type.OutCubic)
    start.addAnimation(move)
    if lift:
        grow = QPropertyAnimation(sprite, b"scale", group)
        grow.setDuration(duration)
        grow.setStartValue(1.0)
        grow.setKeyValueAt(0.4, 1.07)
        grow.setEndValue(1.0)
    if turning:
        group.addAnimation(turn_over(sprite, face_up, duration, rotation))
    return group


def turn_over(sprite: CardSprite, face_up: bool, duration: int,
              rotation: float | None = None) -> QAbstractAnimation:
    """Squash `sprite` to zero width, swap face and back (and take the tilt `rotation`,
    if given), widen again."""
    seq = QSequentialAnimationGroup()
    half = max(1, duration // 2)
    shrink = QPropertyAnimation(sprite.turn, b"xScale", seq)
    shrink.setStartValue(1.0)
    shrink.setEndValue(0.0)
    shrink.setDuration(half)
    shrink.setEasingCurve(QEasingCurve.Type.InQuad)

    def edge_on() -> None:
        sprite.set_face_up(face_up)
        if rotation is not None:
            sprite.setRotation(rotation)

    seq.addAnimation(Call(edge_on))
    widen = QPropertyAnimation(sprite.turn, b"xScale", seq)
    widen.setStartValue(0.0)
    widen.setEndValue(1.0)
    widen.setDuration(half)
    widen.setEasingCurve(QEasingCurve.Type.OutQuad)
    return seq


def appear(sprite: CardSprite, pos: QPointF, z: float, face_up: bool, rotation: float,
           fade: int) -> QAbstractAnimation:
    """Reduce Motion's flight: `sprite` is at `pos` at once, turned `face_up`, fading
    in over `fade` ms (0: none); nothing moves, grows or turns by degrees."""
    seq = QSequentialAnimationGroup()

    def land() -> None:
        sprite.setZValue(z)
        sprite.set_face_up(face_up)
        sprite.setRotation(rotation)
        sprite.setPos(pos)
        if fade:
            sprite.setOpacity(0.0)
        sprite.setVisible(True)

    seq.addAnimation(Call(land))
    if fade:
        shown = QPropertyAnimation(sprite, b"opacity", seq)
        shown.setStartValue(0.0)
        shown.setEndValue(1.0)
        shown.setDuration(fade)
    return seq


def turn_at_once(sprite: CardSprite, face_up: bool) -> QAbstractAnimation:
    """Reduce Motion's turn-over: the face shows, with no squash."""
    return Call(partial(sprite.set_face_up, face_up))


class Timing(Frozen):
    """How long things take, in milliseconds, at normal speed; `for_speed` scales them."""

    fly: int = 380  # a card from deck to slot (turning over on the way)
    stagger: int = 70  # between cards laid by the same seat
    look: int = 700  # pause to see the battle cards before the pile goes
    pop: int = 220  # the War! banner growing
    hold: int = 500  # the banner staying
    fade: int = 200  # the banner going
    sweep: int = 450  # the pile flying to the winner
    sweep_stagger: int = 30
    drama: bool = False  # a big war is slowed and framed (Normal and Slow only)
    still: bool = False  # Reduce Motion: cards appear at their places, nothing flies

    @property
    def fade_in(self) -> int:
        """How long a card laid with Reduce Motion fades in (a short fade at most)."""
        return min(self.fly // 3, MAX_FADE)

    @classmethod
    def for_speed(cls, speed: Speed) -> Timing:
        """Every duration times the speed's factor (instant has none: nothing animates)."""
        factor = speed.factor
        if factor is None:
            raise ValueError(f"{speed.value} speed has no animation timing")
        normal = cls()
        fly, stagger, look, pop, hold, fade, sweep, sweep_stagger = (
            max(1, round(v * factor)) for v in (
                normal.fly, normal.stagger, normal.look, normal.pop, normal.hold,
                normal.fade, normal.sweep, normal.sweep_stagger))
        return cls(fly, stagger, look, pop, hold, fade, sweep, sweep_stagger,
                   drama=factor >= 1.0)


class StepAnimation:
    """Builds the animation of one step on a table of `seats` whose pile starts at `z`;
    `banner` gives the War! banner (the table makes it at the first war)."""

    def __init__(self, seats: Sequence[Seat], sprites: SpritePool, banner: Callable[[], Banner],
                 texts: TableTexts, timing: Timing, z: float) -> None:
        self._seats = seats
        self._sprites = sprites
        self._banner = banner
        self._texts = texts
        self._timing = timing
        self._z = z

    def build(self, events: Sequence[Event], parent: QObject,
              set_off: Callable[[], None]) -> QSequentialAnimationGroup:
        """The whole step as one unstarted group (the seats' piles already hold the
        cards it lays). Nothing changes on the felt until the group's first tick, when
        `set_off` runs: the first frame then already moves, instead of a still one
        painted at once and the next one late."""
        timing = self._timing
        seq = QSequentialAnimationGroup(parent)
        seq.addAnimation(Beat(LEAD_IN_MS))
        seq.addAnimation(Call(set_off))
        batch: list[tuple[int, Card, bool]] = []
        decider = deciding_card(events) if timing.drama else None

        def flush() -> None:
            if batch:
                seq.addAnimation(self._lay(list(batch), decider))
                if decider is not None and any(card == decider for _s, card, _u in batch):
                    seq.addAnimation(QPauseAnimation(timing.look // 2))
                    seq.addAnimation(self._turn(self._sprites.get(decider),
                                                round(timing.fly * DRAMA_TURN)))
                batch.clear()

        for ev in events:
            if isinstance(ev, Laid):
                batch.append((ev.seat, ev.card, ev.face_up))
            elif isinstance(ev, Out):  # the seat's last cards go on the pile, hidden
                batch.extend((ev.seat, card, False) for card in ev.cards)
            elif isinstance(ev, Tie):
                flush()
                seq.addAnimation(Call(partial(self._mark_tied, ev.tied)))
                big = timing.drama and ev.step + 1 >= BIG_WAR
                self._banner().prepare(self._banner_text(ev.step, big))
                seq.addAnimation(Call(partial(self._announce, ev.step, big)))
                seq.addAnimation(QPauseAnimation(timing.look // 2))
                hold = round(timing.hold * DRAMA_HOLD) if big else timing.hold
                seq.addAnimation(self._banner().pop_animation(timing.pop, hold, timing.fade,
                                                              still=timing.still))
            elif isinstance(ev, Won):
                flush()
                seq.addAnimation(Call(self._seats[ev.seat].mark_taker))
                seq.addAnimation(QPauseAnimation(timing.look))
            elif isinstance(ev, Gathered):
                flush()
                seq.addAnimation(self._sweep(self._seats[ev.seat], ev.cards))
            elif isinstance(ev, GameOver):
                flush()
                aside = None if ev.set_aside is None else self._sprites.find(ev.set_aside)
                if aside is not None:
                    seq.addAnimation(self._turn(aside, timing.fly))
        flush()
        return seq

    def _turn(self, sprite: CardSprite, duration: int) -> QAbstractAnimation:
        """`sprite` turned face up: squashed and widened, or at once (Reduce Motion)."""
        if self._timing.still:
            return turn_at_once(sprite, True)
        return turn_over(sprite, True, duration)

    def _announce(self, step: int, big: bool) -> None:
        """The banner's words for the tie of round `step`: a big war says how deep it
        goes and how many cards lie on the table (counted when it pops)."""
        self._banner().set_text(self._banner_text(step, big))

    def _banner_text(self, step: int, big: bool) -> str:
        if big:
            stake = sum(len(seat.pile) for seat in self._seats)
            return self._texts.big_war_text(step + 1, stake)
        return self._texts.war_text(step)

    def _mark_tied(self, seats: Sequence[int]) -> None:
        for seat in seats:
            self._seats[seat].mark_tied()

    def _lay(self, batch: list[tuple[int, Card, bool]],
             face_down: Card | None = None) -> QAbstractAnimation:
        """Cards from decks to their slots: seats at once, each seat's cards in turn.
        `face_down` lands hidden even if laid face up (it is turned after)."""
        timing = self._timing
        group = QParallelAnimationGroup()
        by_seat: dict[int, list[tuple[CardSprite, bool]]] = {}
        for index, card, up in batch:
            by_seat.setdefault(index, []).append((self._sprites.get(card), up))
        for index, cards in by_seat.items():
            seat = self._seats[index]
            for sprite, _up in cards:
                sprite.setVisible(False)
                sprite.set_face_up(False)
                sprite.set_highlight(False)
            old = seat.pile
            targets = seat.add_to_pile(cards)
            for sprite, pos in zip(old, targets, strict=False):  # closing up the fan
                if sprite.pos() == pos:
                    continue
                if timing.still:
                    group.addAnimation(Call(partial(sprite.setPos, pos)))
                else:
                    group.addAnimation(flight(sprite, pos, sprite.zValue(), sprite.face_up,
                                              timing.fly, sprite.rotation(), lift=False))
            for i, ((sprite, up), pos) in enumerate(zip(cards, targets[len(old):],
                                                        strict=True)):
                self._z += 1
                lane = QSequentialAnimationGroup(group)
                if i:
                    lane.addAnimation(QPauseAnimation(i * timing.stagger))
                sprite.setZValue(self._z)
                sprite.prepare(up, rest_angle(sprite.card))
                lane.addAnimation(Call(partial(self._leave_deck, sprite, seat)))
                shown = up and sprite.card != face_down
                if timing.still:
                    lane.addAnimation(appear(sprite, pos, self._z, shown,
                                             rest_angle(sprite.card), timing.fade_in))
                else:
                    lane.addAnimation(flight(sprite, pos, self._z, shown, timing.fly,
                                             rest_angle(sprite.card)))
        return group

    @staticmethod
    def _leave_deck(sprite: CardSprite, seat: Seat) -> None:
        """The card shows on top of its seat's deck as it sets off."""
        sprite.place(seat.card_leaves(), sprite.zValue(), False)
        sprite.setVisible(True)

    def _sweep(self, taker: Seat, cards: Sequence[Card]) -> QAbstractAnimation:
        """The whole pile flies to the taker's deck, top cards first."""
        timing = self._timing
        seq = QSequentialAnimationGroup()
        group = QParallelAnimationGroup(seq)
        sprites = sorted((self._sprites.get(c) for c in cards), key=lambda s: -s.zValue())
        target = taker.deck.pos()
        if timing.still:  # Reduce Motion: the pile is under the taker's deck at once
            for sprite in sprites:
                group.addAnimation(Call(partial(self._arrive, sprite, taker)))
            seq.addAnimation(Call(self._gathered))
            return seq
        for i, sprite in enumerate(sprites):
            lane = QSequentialAnimationGroup(group)
            if i:
                lane.addAnimation(QPauseAnimation(i * timing.sweep_stagger))
            lane.addAnimation(flight(sprite, target, SWEEP_Z + i, False, timing.sweep, 0.0,
                                     lift=False))
            lane.addAnimation(Call(partial(self._arrive, sprite, taker)))
        seq.addAnimation(Call(self._gathered))
        return seq

    @staticmethod
    def _arrive(sprite: CardSprite, taker: Seat) -> None:
        sprite.setVisible(False)
        sprite.set_highlight(False)
        taker.card_arrives()

    def _gathered(self) -> None:
        for seat in self._seats:
            seat.pile_gathered()
