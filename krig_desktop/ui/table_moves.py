"""The moving half of the table: one engine step's events turned into animations.

A mixin of TableScene, kept apart so each file stays readable. Everything a step does
is one QSequentialAnimationGroup (cards fly in parallel lanes, pauses are
QPauseAnimation, bookkeeping happens in zero-length `Call` steps), so the whole step
can be stopped, and its end is one `finished` signal: the table's "all animations
done".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPauseAnimation,
    QSequentialAnimationGroup,
)

from krig_desktop.engine import Card
from krig_desktop.engine.events import Event, GameOver, Gathered, Laid, Out, Tie, Won
from krig_desktop.model import TableModel
from krig_desktop.speed import Speed
from krig_desktop.ui.card_sprite import TIED, Call, CardSprite, rest_angle

SWEEP_Z = 5_000.0


@dataclass(frozen=True)
class Timing:
    """How long things take, in milliseconds, at normal speed; `for_speed` scales them."""

    fly: int = 380  # a card from deck to slot (turning over on the way)
    stagger: int = 70  # between cards laid by the same seat
    look: int = 700  # pause to see the battle cards before the pile goes
    pop: int = 220  # the War! banner growing
    hold: int = 500  # the banner staying
    fade: int = 200  # the banner going
    sweep: int = 450  # the pile flying to the winner
    sweep_stagger: int = 30

    @classmethod
    def for_speed(cls, speed: Speed) -> Timing:
        """Every duration times the speed's factor (instant has none: nothing animates)."""
        factor = speed.factor
        if factor is None:
            raise ValueError(f"{speed.value} speed has no animation timing")
        normal = cls()
        return cls(*(max(1, round(v * factor)) for v in (
            normal.fly, normal.stagger, normal.look, normal.pop, normal.hold, normal.fade,
            normal.sweep, normal.sweep_stagger)))


class TableMoves:
    """Animation methods of TableScene (uses its seats, piles and counts)."""

    @property
    def busy(self) -> bool:
        return self._group is not None

    def abort(self) -> None:
        """Stop whatever moves (the caller snaps the table to a state next)."""
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._on_done)
            group.stop()
            group.deleteLater()
        self.banner.setVisible(False)

    def finish_now(self) -> None:
        """Jump the running step to its end (its end state is shown, signals sent)."""
        if self._group is not None:
            self._group.setCurrentTime(self._group.totalDuration())

    def play(self, events: Sequence[Event], speed: Speed, final: TableModel) -> None:
        """Animate one step's events; ends showing `final` and emitting animationsDone."""
        timing = Timing.for_speed(speed)
        self.abort()
        self.hint.setVisible(False)
        seq = QSequentialAnimationGroup(self)
        batch: list[tuple[int, Card, bool]] = []
        gone_in_war: list[int] = []

        def flush() -> None:
            if batch:
                seq.addAnimation(self._lay_animation(list(batch), timing))
                batch.clear()
            for seat in gone_in_war:
                seq.addAnimation(Call(lambda s=seat: self._mark_out(s)))
            gone_in_war.clear()

        for ev in events:
            if isinstance(ev, Laid):
                batch.append((ev.seat, ev.card, ev.face_up))
            elif isinstance(ev, Out):
                if ev.cards:
                    batch.extend((ev.seat, card, False) for card in ev.cards)
                    gone_in_war.append(ev.seat)
                else:
                    flush()
                    seq.addAnimation(Call(lambda s=ev.seat: self._mark_out(s)))
            elif isinstance(ev, Tie):
                flush()
                seq.addAnimation(Call(lambda seats=ev.tied: self._mark_tied(seats)))
                seq.addAnimation(Call(lambda k=ev.step: self.show_banner_text(self.war_text(k))))
                seq.addAnimation(QPauseAnimation(timing.look // 2))
                seq.addAnimation(self.banner.pop_animation(timing.pop, timing.hold,
                                                           timing.fade))
            elif isinstance(ev, Won):
                flush()
                seq.addAnimation(Call(lambda s=ev.seat: self._highlight(s)))
                seq.addAnimation(QPauseAnimation(timing.look))
            elif isinstance(ev, Gathered):
                flush()
                seq.addAnimation(self._sweep_animation(ev.seat, ev.cards, timing))
            elif isinstance(ev, GameOver):
                flush()
                if ev.set_aside is not None and ev.set_aside in self._sprites:
                    aside = self._sprites[ev.set_aside]
                    seq.addAnimation(aside.turn_animation(True, timing.fly))
        flush()
        self._final = final
        self._group = seq
        seq.finished.connect(self._on_done)
        seq.start()

    def _on_done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._on_done)
            group.deleteLater()
        if self._final is not None:
            final, self._final = self._final, None
            self.sync(final)
        self.animationsDone.emit()

    def _mark_tied(self, seats: Sequence[int]) -> None:
        for seat in seats:
            ups = [s for s in self._piles.get(seat, []) if s.face_up]
            if ups:
                ups[-1].set_highlight(True, TIED)

    def _mark_out(self, seat: int) -> None:
        self._out.add(seat)
        self._refresh_seat(seat)

    def _appear(self, sprite: CardSprite, seat: int) -> None:
        """A card leaves the top of `seat`'s deck: it shows there, the count drops."""
        self._counts[seat] = max(0, self._counts[seat] - 1)
        self._refresh_seat(seat)
        sprite.place(self._decks[seat].pos(), sprite.zValue(), False)
        sprite.setVisible(True)

    def _lay_animation(self, batch: list[tuple[int, Card, bool]],
                       timing: Timing) -> QAbstractAnimation:
        """Cards from decks to their slots: seats at once, each seat's cards in turn."""
        group = QParallelAnimationGroup()
        by_seat: dict[int, list[tuple[Card, bool]]] = {}
        for seat, card, up in batch:
            by_seat.setdefault(seat, []).append((card, up))
        for seat, cards in by_seat.items():
            pile = self._piles.setdefault(seat, [])
            old = len(pile)
            new = [self.sprite(card) for card, _ in cards]
            for sprite in new:
                sprite.setVisible(False)
                sprite.set_face_up(False)
                sprite.set_highlight(False)
            pile.extend(new)
            faces = [s.face_up for s in pile[:old]] + [up for _, up in cards]
            targets = self._pile_targets(seat, faces)
            for sprite, pos in zip(pile[:old], targets, strict=False):
                if sprite.pos() != pos:
                    group.addAnimation(sprite.animation(pos, sprite.zValue(), sprite.face_up,
                                                        timing.fly, sprite.rotation(),
                                                        lift=False))
            for i, (sprite, (_card, up)) in enumerate(zip(new, cards, strict=True)):
                self._z += 1
                lane = QSequentialAnimationGroup(group)
                if i:
                    lane.addAnimation(QPauseAnimation(i * timing.stagger))
                sprite.setZValue(self._z)
                lane.addAnimation(Call(lambda s=sprite, seat=seat: self._appear(s, seat)))
                lane.addAnimation(sprite.animation(targets[old + i], self._z, up, timing.fly,
                                                   rest_angle(sprite.card)))
        return group

    def _sweep_animation(self, seat: int, cards: Sequence[Card],
                         timing: Timing) -> QAbstractAnimation:
        """The whole pile flies to the winner's deck, top cards first."""
        seq = QSequentialAnimationGroup()
        group = QParallelAnimationGroup(seq)
        sprites = sorted((self.sprite(c) for c in cards), key=lambda s: -s.zValue())
        target = self._decks[seat].pos()
        for i, sprite in enumerate(sprites):
            lane = QSequentialAnimationGroup(group)
            if i:
                lane.addAnimation(QPauseAnimation(i * timing.sweep_stagger))
            lane.addAnimation(sprite.animation(target, SWEEP_Z + i, False, timing.sweep, 0.0,
                                               lift=False))
            lane.addAnimation(Call(lambda s=sprite: self._arrive(s, seat)))
        seq.addAnimation(Call(self._end_gather))
        return seq

    def _arrive(self, sprite: CardSprite, seat: int) -> None:
        sprite.setVisible(False)
        sprite.set_highlight(False)
        self._counts[seat] += 1
        self._refresh_seat(seat)

    def _end_gather(self) -> None:
        self._piles = {}
        old, self._taker = self._taker, None
        if old is not None and old < len(self._labels):
            self._labels[old].set_glow(False)
