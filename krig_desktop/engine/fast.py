"""The fast path: whole battles with no events, for play_battle, play_to_end and simulation.

Same rules as `steps.py`, written as one tight loop over local variables; tests check
that both paths reach identical states (random generator included).
"""

from __future__ import annotations

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.state import GameState, Phase, lay_order

# What a finished copy hands over to the game it ran ahead for (all but origin, generator
# and watch: fixed gathering never uses the generator after the deal).
_PLAYED = ("_battle_out", "_battles", "_hands", "_in_play", "_outcome", "_phase", "_round",
           "_table", "_table_seats", "_taker", "_war_battles", "_war_steps", "_winner")


class FastGame(GameState):
    __slots__ = ()

    def _fast_battle(self) -> tuple[int | None, list[int], int, list[int], tuple[int, ...]]:
        """Play one whole battle from its flip (phase FLIP, game not over).

        Returns (taker or None for a draw, the pile as gathered, war steps, seats out
        in a war, seats out after the battle).
        """
        hands, in_play = self._hands, self._in_play
        table = self._table
        best = -1
        top = -1
        tie = False
        for seat in in_play:
            card = hands[seat].popleft()
            table.append(card)
            rank = card >> 2
            if rank > best:
                best, top, tie = rank, seat, False
            elif rank == best:
                tie = True
        wars = 0
        out: list[int] = []
        if tie:
            face_down = self._origin.rules.face_down
            start = list(in_play)
            short: dict[int, tuple[int, int]] = {}
            while tie:
                wars += 1
                best, top, tie = -1, -1, False
                for seat in tuple(in_play):
                    hand = hands[seat]
                    if len(hand) > face_down:
                        for _ in range(face_down):
                            table.append(hand.popleft())
                        card = hand.popleft()
                        table.append(card)
                        rank = card >> 2
                        if rank > best:
                            best, top, tie = rank, seat, False
                        elif rank == best:
                            tie = True
                    else:
                        short[seat] = (wars, len(hand))
                        table.extend(hand)
                        hand.clear()
                        in_play.remove(seat)
                        out.append(seat)
                if len(in_play) < 2:
                    tie = False
            self._war_steps += wars
            if not in_play:
                self._round = wars
                self._battle_out = out
                self._table_seats = lay_order(start, wars, face_down, short)
                self._finish(Outcome.DRAW, None)
                return None, [], wars, out, ()
            if len(in_play) == 1:
                top = in_play[0]
        pile, gone = self._end_battle(top, wars)
        return top, pile, wars, out, gone

    def _fast_run(self, limit: int | None) -> int:
        """Play whole battles until the game ends or `limit` battles were played.

        Under "wars:K" the watch's copies do not count wars, so the game is not handed
        over to them: it plays its own battles (a few hundred: K wars come soon)."""
        if (limit is None and self._watch is not None and self._phase is Phase.FLIP
                and self._wars_won is None):
            self._run_out()
        played = 0
        battle = self._fast_battle
        while self._outcome is None and (limit is None or played < limit):
            battle()
            played += 1
        return played

    def _run_out(self) -> None:
        """Playing to the end under fixed gathering: let the watch run to its end and take
        over the state it ends in (its scout is this game, further on), rather than play
        the same battles twice. Once only R is known, the plain loop plays to it."""
        watch = self._watch
        assert watch is not None
        end = watch.run_out()
        if end is not None and end._battles >= self._battles:
            for name in _PLAYED:
                setattr(self, name, getattr(end, name))
            if end._outcome is None:  # the meeting copy, at the first repeated position
                self._finish(Outcome.REPETITION, None)
            self._watch = None
            return
        self._aim()
