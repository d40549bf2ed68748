"""The odds the window shows, as frozen values: the meter's chances, the chance chart's
history, and a revealed fate. No Qt in here.

The odds feed (controller/odds_feed.py) builds an `OddsModel` for the moment the table
has reached and publishes it again as the estimate is refined; the meter and the chance
chart render it and read nothing else.
"""

from __future__ import annotations

from krig_desktop.engine import Outcome
from krig_desktop.engine.frozen import Frozen


class ChancePoint(Frozen):
    """Your chance to win (seat 0) after `battle` battles, and whether that battle had a
    war (battle 0, the deal, never has). `stderr`: the estimate's standard error, the
    "±" the meter showed (0: exact); None: the table moved on before the estimate was
    worked out (the chart draws the point, the luck line names no swing from it)."""

    battle: int
    chance: float
    war: bool = False
    stderr: float | None = 0.0

    @property
    def worked_out(self) -> bool:
        return self.stderr is not None


class OddsModel(Frozen):
    """Each seat's chance to win from the moment after `battle` battles, as a perfect
    card counter sees it, with the chance of a draw (or repetition, or undecided).

    `samples` play-outs so far (0 when `exact`); `stderr` bounds the standard error of
    every chance; `settled`: the refinement has stopped (target reached, or exact).
    `history`: your chance at each battle the table showed, oldest first.
    `pending`: the chances of this moment are not worked out yet: `win` holds only
    what the table already decides (0 for a seat that is out, 1 for a winner, else 0)
    and the meter says it is working them out.
    """

    players: int
    battle: int
    win: tuple[float, ...]
    draw: float
    samples: int
    stderr: float
    exact: bool
    settled: bool
    history: tuple[ChancePoint, ...] = ()
    pending: bool = False
    out: tuple[int, ...] = ()  # seats out of the game at this moment
    # The game's end option (Rules.end): under "battles:N" a chance is the chance to
    # lead after battle N, under "wars:K" to win K wars first (a shared lead counts
    # 1/k to each of its k sharers).
    end: str = "out"

    @property
    def yours(self) -> float:
        """Your chance to win (seat 0)."""
        return self.win[0] if self.win else 0.0


class FateModel(Frozen):
    """How the game in play WILL end: `outcome`, the `winner` (a seat or None) and the
    battle count then (`battles`, counted from the deal); `now`: battles played when it
    was read."""

    outcome: Outcome
    winner: int | None
    battles: int
    now: int

    @property
    def ahead(self) -> int:
        """Battles still to play until the end."""
        return max(0, self.battles - self.now)
