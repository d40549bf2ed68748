"""The card counter of a war: each seat's chance to take the war waiting to be laid.

Calling a war (issue 27) is only a fair guess if the player can tell luck from skill,
so every call is set beside what a card counter would have called. The counter knows
what a player who watched every card could know: which cards each seat holds (the
cards it laid and won, the cards left from the deal), but not their order (gathered
piles go under face down, and with shuffled gathering are shuffled first). So it deals
each hand's cards in a random order, lays the war forward with the engine's own step
code (`SteppingGame._advance`, the very code the table's steps run: the rules are
never written twice) until the pile is decided, and counts who took it; the chances
are the shares of the samples.

- Only the war matters, not the game: a sample stops as soon as the pile is decided
  (phase GATHER) or the war ends the game in a draw (phase OVER, nobody takes it).
  That is one to a few war steps, so a few hundred samples are quick enough for the
  window to ask at the moment of the call, on the GUI thread (`benchmarks/war_odds.py`
  measures it).
- The generator is seeded from what the counter knows (the hands as sets, the table,
  the rules) and `seed`: the same position gives the same answer on every run and
  every machine; the game's own generator is never used (the counter cannot know it).
- The repetition watch of fixed gathering is dropped from the copy: it watches the
  game's future battles, and a sample ends before the battle does.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Final

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.game import Game
from krig_desktop.engine.state import GameState, Phase

__all__ = ["SAMPLES", "WarOdds", "counter_pick", "war_odds"]

SAMPLES: Final = 400  # samples per answer: a standard error of at most 2.5 points
_MAX_SAMPLES: Final = 1_000_000


class WarOdds(Frozen):
    """The chances from one waiting war.

    `take`: one chance per seat (0 for a seat not in the war); `nobody`: the war ends
    the game in a draw (every seat in it runs short at once); together they sum to 1.
    `samples`: the orders dealt; `seats`: the seats in the war (everyone still in the
    battle, not only the tied ones).
    """

    take: tuple[float, ...]
    nobody: float
    samples: int
    seats: tuple[int, ...]

    @property
    def pick(self) -> int | None:
        """The seat most likely to take the war (the lowest of equals); None when
        nobody taking it is likelier than any seat doing so."""
        best = max(self.seats, key=lambda seat: (self.take[seat], -seat))
        return None if self.take[best] < self.nobody else best


def _known(game: Game) -> str:
    """What the counter knows of this moment, as the text its generator is seeded by:
    each hand as a set (sorted), the table in order, the rules and the war's depth."""
    hands = ";".join(",".join(map(str, sorted(hand))) for hand in game._hands)
    table = ",".join(map(str, game._table))
    return (f"{game.players}:{game.rules.face_down}:{game.rules.gathering}:"
            f"{game._round}:{hands}:{table}")


def _twin(moment: Game) -> Game:
    """A copy of `moment` for one sample: `Game.copy` less its generator (seeding a new
    one and copying its state cost more than the rest of the copy; a sample ends
    before the pile is gathered, the only time the game's generator is used)."""
    twin = object.__new__(Game)
    for name in GameState.__slots__:
        setattr(twin, name, getattr(moment, name))
    twin._hands = [deque(hand) for hand in moment._hands]
    twin._table, twin._table_seats = list(moment._table), list(moment._table_seats)
    twin._in_play, twin._battle_out = list(moment._in_play), list(moment._battle_out)
    return twin


def _draw(held: deque[int], cards: int, rng: random.Random) -> None:
    """Put `cards` of `held`, drawn at random, on its top (the rest stays as it is).

    Just what the next war step lays, drawn as it comes: the same as shuffling the whole
    hand first (each card laid is any of those not laid yet, equally likely), for a
    fraction of the draws (shuffling whole hands was half of the time).
    """
    size = len(held)
    if size < 2:
        return
    order = list(held)
    for i in range(min(cards, size - 1)):
        j = i + int(rng.random() * (size - i))
        order[i], order[j] = order[j], order[i]
    held.clear()
    held.extend(order)


def war_odds(game: Game, samples: int = SAMPLES, seed: int = 0) -> WarOdds | None:
    """Each seat's chance to take the war `game` waits to lay (None when no war waits:
    the game's phase is not WAR). `game` is not changed. `samples` orders (1 or more);
    the same position, `samples` and `seed` give the same answer."""
    if type(samples) is not int or not 1 <= samples <= _MAX_SAMPLES:
        raise ValueError(f"samples must be a whole number from 1 to {_MAX_SAMPLES}, "
                         f"not {samples!r}")
    if game.phase is not Phase.WAR:
        return None
    moment = game.copy()
    moment._watch = None  # (see the module's docstring)
    for held in moment._hands:  # the counter knows the cards, not their order: so the
        ordered = sorted(held)  # answer is the same for every order of the same cards
        held.clear()
        held.extend(ordered)
    rng = random.Random(f"krig-war-odds:{seed}:{_known(game)}")
    seats = tuple(game.in_play)
    laid = game.rules.face_down + 1  # cards a seat lays at each war step
    taken = [0] * game.players
    nobody = 0
    for _ in range(samples):
        twin = _twin(moment)
        while twin._phase is Phase.WAR:
            for seat in twin._in_play:
                _draw(twin._hands[seat], laid, rng)
            twin._advance(None)  # one war step, by the engine's rules
        if twin._taker is None:  # a draw in the war: nobody takes the pile
            nobody += 1
        else:
            taken[twin._taker] += 1
    return WarOdds(tuple(n / samples for n in taken), nobody / samples, samples, seats)


def counter_pick(game: Game, samples: int = SAMPLES, seed: int = 0) -> int | None:
    """The seat a card counter would call for the war `game` waits to lay: the one with
    the highest chance to take it (None when no war waits, or a draw is likeliest)."""
    odds = war_odds(game, samples, seed)
    return None if odds is None else odds.pick
