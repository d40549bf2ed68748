"""Watch Replay: the game played again from battle 1, the real game set aside untouched.

The controller plays a fresh game from the same origin (`game.origin_game()`) with
autoplay at the chosen speed; the log and the chart build up with it as in play. The
real game object is only held here, never stepped, and comes back as it was when the
replay reaches it, ends, or is stopped.
"""

from __future__ import annotations

from krig_desktop.engine import Game
from krig_desktop.engine.frozen import Frozen


class SetAside(Frozen):
    """The real game while a replay runs."""

    game: Game

    @property
    def end(self) -> int:
        """The replay stops once it has played this many battles: the real game's."""
        return self.game.battles

    def reached(self, replay: Game) -> bool:
        """The replay has caught up with the real game (or ended)."""
        return replay.over or replay.battles >= self.end
