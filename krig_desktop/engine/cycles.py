"""Fixed gathering in constant memory: Brent's cycle finding, for simulations.

With fixed gathering a game is a pure function of its position, so the positions at
battle starts p0, p1, ... run into a cycle unless someone wins first. The first
repetition is at battle mu + lam (mu: battles before the cycle, lam: its length).
`Game.play_to_end` finds it by remembering every position (about 130 bytes a battle),
which is what a saved game needs. Some games run for millions of battles (2 face-down
cards, 2 players: about 1 in 12 games passes a million), so the simulator, which only
wants the numbers, uses this instead: the same answer, a few times the work, and no
memory to speak of.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from krig_desktop.engine.events import Outcome
from krig_desktop.engine.game import Game
from krig_desktop.engine.state import GameState, Phase, position_key


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended and what it took."""

    battles: int
    war_steps: int
    battles_with_war: int
    outcome: Outcome
    winner: int | None

    @classmethod
    def of(cls, game: Game) -> Result:
        assert game.outcome is not None
        return cls(game.battles, game.war_steps, game.battles_with_war, game.outcome,
                   game.winner)


def _untracked(game: Game) -> Game:
    """A copy that keeps no positions (it never checks for repetition itself)."""
    twin = Game._blank()
    for name in GameState.__slots__:
        setattr(twin, name, getattr(game, name))
    twin._hands = [deque(h) for h in game._hands]
    twin._table = list(game._table)
    twin._in_play = list(game._in_play)
    twin._battle_out = list(game._battle_out)
    twin._seen = None
    return twin


def play_out_light(game: Game) -> Result:
    """The result `game.play_to_end()` would give, in constant memory; `game` is unchanged.

    For a fixed-gathering game at the start of a battle; any other game is simply
    played to its end on a copy.
    """
    if not game.rules.fixed or game._phase is not Phase.FLIP or len(game._seen or ()) != 1:
        # Not a fresh fixed-gathering game: play a copy the ordinary way.
        copy = Game.from_dict(game.to_dict())
        copy.play_to_end()
        return Result.of(copy)

    # Phase 1 (Brent): the hare runs ahead; the tortoise jumps to it at powers of two.
    hare = _untracked(game)
    tortoise = position_key(hare._hands)
    power = lam = 1
    while True:
        hare._fast_battle()
        if hare.over:  # someone won (or a draw) before any position came back
            return Result.of(hare)
        key = position_key(hare._hands)
        if key == tortoise:
            break  # lam is the length of the cycle
        if power == lam:
            tortoise, power, lam = key, power * 2, 0
        lam += 1

    # Phase 2: a hare lam battles ahead and a tortoise from the start meet at p_mu;
    # the hare is then at battle mu + lam, the first repetition.
    tort, hare = _untracked(game), _untracked(game)
    for _ in range(lam):
        hare._fast_battle()
    while position_key(tort._hands) != position_key(hare._hands):
        tort._fast_battle()
        hare._fast_battle()
    return Result(hare.battles, hare.war_steps, hare.battles_with_war, Outcome.REPETITION,
                  None)
