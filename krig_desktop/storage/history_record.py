"""One recorded game, as the program knows it: `GameRecord`, and how its times are written.

Kept apart from the database code (game_history.py, which re-exports it) so that the
rows' conversion (history_rows.py) and the file of games waiting to be written
(history_pending.py) can use it without the connection's code.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Final

from krig_desktop.model.statistics import RuleSet

OUTCOMES: Final = ("win", "draw", "repetition", "abandoned")
GATHERINGS: Final = ("shuffled", "fixed")
KEY_LENGTH: Final = 64  # a game key is a uuid4 hex (32); anything longer is not ours


def to_text(moment: datetime) -> str:
    """ISO-8601 UTC with milliseconds and "Z": fixed width, so text order is time order."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def from_text(text: str) -> datetime:
    """The moment `to_text` wrote; ValueError for any other text. (`fromisoformat` is
    about 20 times quicker than `strptime`: a page of the list reads 200 rows.)"""
    if len(text) != 24 or text[10] != "T" or text[-1] != "Z":
        raise ValueError(f"not a recorded time: {text!r}")
    return datetime.fromisoformat(text).astimezone(UTC)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRecord:
    """One game as recorded. Seat 0 is you.

    `game_number` is None for a game not dealt from a number (built from given hands),
    which cannot be dealt again. `winner` is set exactly when the outcome is "win".
    `your_place`: 1 for the winner; a seat that went out is placed after every seat that
    stayed in longer, seats going out in the same battle sharing a place; in a draw or a
    repetition every seat still in shares place 1; None for a game left unfinished.
    `game_key` is the game's identity (the controller's; its saves carry it): the
    history holds at most one row per key. `deepest_war`, `biggest_pile` and
    `lead_changes` are None when not known (a game too long for the recorder to
    measure). `seconds_played` counts whole seconds of
    play; `start_chance` is your chance of winning at the deal (0 to 1) when the odds
    were seen at the deal, else None.
    """

    started_at: datetime
    ended_at: datetime
    players: int
    game_number: int | None
    face_down: int
    gathering: str
    outcome: str
    winner: int | None
    your_place: int | None
    battles: int
    war_steps: int
    deepest_war: int | None
    biggest_pile: int | None
    lead_changes: int | None
    seconds_played: int
    start_chance: float | None = None
    game_key: str | None = None  # the game's identity (None: recorded before keys)
    id: int | None = None  # the row's id once recorded

    def __post_init__(self) -> None:
        problems = [
            (not 2 <= self.players <= 4, "players"),
            (not 1 <= self.face_down <= 3, "face_down"),
            (self.gathering not in GATHERINGS, "gathering"),
            (self.outcome not in OUTCOMES, "outcome"),
            ((self.outcome == "win") != (self.winner is not None), "winner"),
            (self.winner is not None and not 0 <= self.winner < self.players, "winner"),
            (self.your_place is not None and not 1 <= self.your_place <= self.players,
             "your_place"),
            (self.game_number is not None and self.game_number < 1, "game_number"),
            (min(self.battles, self.war_steps, self.seconds_played,
                 *(n for n in (self.deepest_war, self.biggest_pile, self.lead_changes)
                   if n is not None)) < 0, "counts"),
            (self.start_chance is not None and not 0 <= self.start_chance <= 1,
             "start_chance"),
            (self.started_at.tzinfo is None or self.ended_at.tzinfo is None, "times"),
            (self.game_key is not None and not (isinstance(self.game_key, str)
                                                and 0 < len(self.game_key) <= KEY_LENGTH),
             "game_key"),
        ]
        wrong = [name for bad, name in problems if bad]
        if wrong:
            raise ValueError(f"impossible game record ({', '.join(wrong)}): {self!r}")

    @property
    def rules(self) -> RuleSet:
        return RuleSet(self.players, self.face_down, self.gathering)
