"""What the table shows at one moment, as frozen values: the view model.

The controller builds one (`build.table_model`, the only code that reads a Game for the
view) whenever the table *reaches* a moment: after a step's animation, after a snap, at
game over. Every panel (the table, the status bar, the window title, the game-over
panel; later the battle log, the chart, the odds meter) renders only the model it is
given, so nothing on screen can disagree with anything else. No Qt in here.
"""

from __future__ import annotations

from enum import StrEnum

from krig_desktop.engine import BattleRecord, Card, Outcome, Phase, Rules, battle_on_table
from krig_desktop.engine.frozen import Frozen


class PileCard(Frozen):
    """One card on the table: who laid it and whether it lies face up."""

    seat: int
    card: Card
    face_up: bool


class Hint(StrEnum):
    """A line of help the table shows when there is nothing else to say."""

    START = "start"  # no battle played yet: how to play
    WATCH = "watch"  # you are out: the others play on at a click


class TableModel(Frozen):
    """Everything visible on the table when nothing moves."""

    players: int
    game_number: int
    rules: Rules
    counts: tuple[int, ...]  # cards in each seat's hand
    out: frozenset[int]  # seats that have left the game
    pile: tuple[PileCard, ...]  # the cards on the table, in the order they were laid
    set_aside: Card | None  # the unseen 3-player card
    phase: Phase  # what the next step does
    battles: int  # battles completed
    war_steps: int  # war steps played in the whole game
    battles_with_war: int  # completed battles that had a war
    war_depth: int  # war steps laid in the battle on the table
    tied: tuple[int, ...]  # seats whose face-up cards tie, while the war they call is due
    war_seats: tuple[int, ...]  # who lays war cards next: everyone still in the battle
    taker: int | None  # the pile is decided and goes to this seat next
    outcome: Outcome | None  # how the game ended (None while playing)
    winner: int | None  # the seat that won the game, once it is over
    hint: Hint | None
    # The last completed battle (number `battles`), for the result line; None before
    # the first, or when reading it would mean replaying a long game (after a load or
    # Finish game, until the history has caught up). A past model holds its own battle.
    last_battle: BattleRecord | None = None
    # The people at the computer: one name per human seat from seat 0 ("": unnamed).
    # One person is "You" on the table; two are named, each turning with a key.
    people: tuple[str, ...] = ("",)
    # Two people: the human seats the next step waits for (each presses their key),
    # and those of them who have pressed already. Empty with one person.
    waiting: tuple[int, ...] = ()
    pressed: frozenset[int] = frozenset()
    # The seats that won: (winner,) for a win, the sharers (ascending) for a shared win
    # under "battles:N", () for a draw or a repetition and while playing.
    winners: tuple[int, ...] = ()
    # Under "wars:K": the wars each seat has won so far (all zeros under other ends).
    wars_won: tuple[int, ...] = ()

    @property
    def you(self) -> int | None:
        """The seat the table calls "you": seat 0 with one person at the computer;
        None with two, each of whom is called by name."""
        return 0 if len(self.people) == 1 else None

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """The human seats the table still waits for (their key not yet pressed)."""
        return tuple(seat for seat in self.waiting if seat not in self.pressed)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def battle(self) -> int:
        """The battle on the table, counting from 1 (the last one once the game is over:
        the engine's `battle_on_table`, the one number the player reads)."""
        return battle_on_table(self.battles, self.over)

    @property
    def in_play(self) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if seat not in self.out)

    @property
    def at_stake(self) -> int:
        """Cards on the table: what the battle's winner will take."""
        return len(self.pile)

    @property
    def set_aside_shown(self) -> bool:
        """The set-aside card is turned over when the game ends."""
        return self.set_aside is not None and self.over
