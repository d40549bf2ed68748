"""Playing a game again from its origin: the records of its battles, and whether the
replay arrives where the live game is.

The live game records nothing (its fast path must stay as fast as a bare loop). What a
battle was is recomputed instead: a `Replay` starts at a position of the game (its
origin, or a checkpoint, `checkpoints.py`) and plays on with the event-producing path,
whose table (`_table`, `_table_seats`) says who laid which card, in order, just before
the pile is gathered. `mismatch` compares a replay with the live game it should have
reached, so a crafted or edited save gets no history of another game.
"""

from __future__ import annotations

from krig_desktop.engine.cards import CARDS, Card
from krig_desktop.engine.fast import FastGame
from krig_desktop.engine.origin import Origin, Position
from krig_desktop.engine.records import BattleRecord
from krig_desktop.engine.state import GameState, Phase
from krig_desktop.engine.steps import SteppingGame


class Replay(SteppingGame, FastGame):
    """A game played again from one of its positions, with no repetition watch.

    Whole battles go by on the fast path (`_fast_battle`, the same state as the
    event-producing path: the engine's tests hold both to it); `record` plays one with
    the event-producing path and says what it was.
    """

    __slots__ = ()

    @classmethod
    def at(cls, origin: Origin, position: Position | None = None,
           rng_state: tuple[object, ...] | None = None) -> Replay:
        """The game of `origin` at `position` (battle 0 when None), its generator set to
        `rng_state` when given (shuffled gathering moves it at every battle)."""
        replay = object.__new__(cls)
        replay._begin(origin, position)
        if rng_state is not None:
            replay._rng.setstate(rng_state)
        return replay

    def position(self) -> Position:
        """This replay between two battles, as a position (a copy)."""
        won = self._wars_won
        return Position(self._battles, self._war_steps, self._war_battles,
                        [hand.copy() for hand in self._hands],
                        None if won is None else tuple(won))

    def copy(self) -> Replay:
        """An independent replay at this same moment (between two battles)."""
        return Replay.at(self._origin, self.position(), self._rng.getstate())

    def record(self) -> BattleRecord | None:
        """Play the next battle with the event-producing path; what it was, or None if
        there is none (the game is over, or this battle ended it in a draw)."""
        advance = self._advance
        while self._phase is Phase.FLIP or self._phase is Phase.WAR:
            advance(None)
        if self._phase is not Phase.GATHER:
            return None
        laid: list[list[Card]] = [[] for _ in self._hands]
        for card, seat in zip(self._table, self._table_seats, strict=True):
            laid[seat].append(CARDS[card])
        gathered = advance(None)
        assert gathered is not None
        taker, _, war_steps, out = gathered
        return BattleRecord(self._battles, tuple(map(tuple, laid)), war_steps, taker,
                            tuple(out), tuple(map(len, self._hands)))


def battle_start(game: GameState) -> list[list[int]]:
    """Each seat's hand at the start of the battle `game` is in: the cards it laid on
    the table, in laying order, then the hand it holds now."""
    hands: list[list[int]] = [[] for _ in game._hands]
    for card, seat in zip(game._table, game._table_seats, strict=True):
        hands[seat].append(card)
    for seat, hand in enumerate(game._hands):
        hands[seat].extend(hand)
    return hands


def _moment(game: GameState) -> tuple[object, ...]:
    return (game._table, game._table_seats, [list(h) for h in game._hands], game._in_play,
            game._battle_out, game._phase, game._round, game._taker, game._outcome,
            game._winner)


def mismatch(live: GameState, replay: Replay) -> str | None:
    """Why `replay`, at the start of `live`'s battle (same battle count), is not the
    game `live` is: None when it is. Compares the hands at the battle's start, the
    counters and the generator, then plays the battle on a copy to the live game's
    step and compares the table, the hands and who is in."""
    number = live._battles + 1
    if [list(h) for h in replay._hands] != battle_start(live):
        return f"the hands at the start of battle {number} do not follow from its origin"
    if (replay._war_steps, replay._war_battles, replay._wars_won) != (
            live._war_steps - live._round, live._war_battles, live._wars_won):
        return f"the war counts before battle {number} do not follow from its origin"
    if replay._set_aside != live._set_aside:
        return "the set-aside card is not the one the game started with"
    if replay._shuffle and replay._rng.getstate() != live._rng.getstate():
        return f"the generator before battle {number} does not follow from its origin"
    if live._phase is Phase.FLIP or (live._phase is Phase.OVER and not live._table):
        return None  # between battles, or over after one: the hands say it all
    ahead = replay.copy()
    target = (live._phase, live._round)
    while (ahead._phase, ahead._round) != target:
        if ahead._phase is Phase.OVER or ahead._battles != live._battles or (
                ahead._round > live._round):
            return f"battle {number} on the table does not follow from its origin"
        ahead._advance(None)
    if _moment(ahead) != _moment(live):
        return f"battle {number} on the table does not follow from its origin"
    return None
