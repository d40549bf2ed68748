"""The event-producing path: one visible step at a time, for the table to animate.

Each method does exactly what the rules say for one step (the rules as the help window
states them, ui/help/help_text.py) and, when given a list, appends the events the view needs.
With `ev=None` the same code runs silently (used to finish a battle that was left
half-way, e.g. after loading a save).
"""

from __future__ import annotations

from krig_desktop.engine.cards import CARDS
from krig_desktop.engine.events import Event, GameOver, Gathered, Laid, Out, Outcome, Tie, Won
from krig_desktop.engine.state import GameState, Phase


class SteppingGame(GameState):
    __slots__ = ()

    def step(self) -> list[Event]:
        """Play one visible step (a flip, one war step, or the gathering); its events.

        On a finished game this returns [] (the table may keep asking safely).
        """
        events: list[Event] = []
        self._advance(events)
        return events

    def _advance(self, ev: list[Event] | None) -> tuple[int, list[int], int, list[int]] | None:
        """One step; after a gathering, (taker, pile, war steps, seats out) of the battle."""
        phase = self._phase
        if phase is Phase.FLIP:
            self._flip(ev)
        elif phase is Phase.WAR:
            self._war_step(ev)
        elif phase is Phase.GATHER:
            return self._gather(ev)
        return None

    def _flip(self, ev: list[Event] | None) -> None:
        hands, table, seats = self._hands, self._table, self._table_seats
        best, top = -1, []
        for seat in self._in_play:
            card = hands[seat].popleft()
            table.append(card)
            seats.append(seat)
            if ev is not None:
                ev.append(Laid(seat, CARDS[card], True, 0))
            rank = card >> 2
            if rank > best:
                best, top = rank, [seat]
            elif rank == best:
                top.append(seat)
        self._round = 0
        self._decide(top, ev)

    def _war_step(self, ev: list[Event] | None) -> None:
        k = self._round + 1
        self._round = k
        self._war_steps += 1
        hands, table, in_play = self._hands, self._table, self._in_play
        seats = self._table_seats
        face_down = self._origin.rules.face_down
        best, top = -1, []
        for seat in tuple(in_play):
            hand = hands[seat]
            if len(hand) > face_down:
                for _ in range(face_down):
                    card = hand.popleft()
                    table.append(card)
                    if ev is not None:
                        ev.append(Laid(seat, CARDS[card], False, k))
                card = hand.popleft()
                table.append(card)
                seats.extend([seat] * (face_down + 1))
                if ev is not None:
                    ev.append(Laid(seat, CARDS[card], True, k))
                rank = card >> 2
                if rank > best:
                    best, top = rank, [seat]
                elif rank == best:
                    top.append(seat)
            else:
                # Cannot lay them all: out at once, everything held goes onto the pile.
                left = list(hand)
                hand.clear()
                table.extend(left)
                seats.extend([seat] * len(left))
                in_play.remove(seat)
                self._battle_out.append(seat)
                if ev is not None:
                    ev.append(Out(seat, tuple(CARDS[c] for c in left), k))
        if not in_play:
            self._finish(Outcome.DRAW, None)
            if ev is not None:
                ev.append(GameOver(Outcome.DRAW, None, self.set_aside))
        elif len(in_play) == 1:
            self._take(in_play[0], ev)
        else:
            self._decide(top, ev)

    def _decide(self, top: list[int], ev: list[Event] | None) -> None:
        if len(top) == 1:
            self._take(top[0], ev)
        else:
            self._phase = Phase.WAR
            if ev is not None:
                ev.append(Tie(self._round, tuple(top), tuple(self._in_play)))

    def _take(self, seat: int, ev: list[Event] | None) -> None:
        self._taker = seat
        self._phase = Phase.GATHER
        if ev is not None:
            ev.append(Won(seat, self._round))

    def _gather(self, ev: list[Event] | None) -> tuple[int, list[int], int, list[int]]:
        taker, last_round = self._taker, self._round
        assert taker is not None
        out_before = self._battle_out
        self._phase, self._round, self._taker, self._battle_out = Phase.FLIP, 0, None, []
        self._table_seats = []
        pile, gone = self._end_battle(taker, last_round)
        if ev is not None:
            ev.append(Gathered(taker, tuple(CARDS[c] for c in pile)))
            ev.extend(Out(seat, (), last_round) for seat in gone)
            if self._outcome is not None:
                ev.append(GameOver(self._outcome, self._winner, self.set_aside,
                                   self.winners))
        return taker, pile, last_round, [*out_before, *gone]
