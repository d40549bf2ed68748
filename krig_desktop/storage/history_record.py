"""One recorded game, as the program knows it: `GameRecord`, and how its times are written.

Kept apart from the database code (game_history.py, which re-exports it) so that the
rows' conversion (history_rows.py) and the file of games waiting to be written
(history_pending.py) can use it without the connection's code.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Final

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.rules import END_OUT, parse_end
from krig_desktop.model.statistics import RuleSet

OUTCOMES: Final = ("win", "draw", "repetition", "shared", "abandoned")
GATHERINGS: Final = ("shuffled", "fixed")
KEY_LENGTH: Final = 64  # a game key is a uuid4 hex (32); anything longer is not ours
NAME_LENGTH: Final = 40  # a person's name at the table, at most
HUMANS_MAX: Final = 2  # people at one keyboard, at most


def to_text(moment: datetime) -> str:
    """ISO-8601 UTC with milliseconds and "Z": fixed width, so text order is time order."""
    utc = moment.astimezone(UTC)
    return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"


def from_text(text: str) -> datetime:
    """The moment `to_text` wrote; ValueError for any other text. (`fromisoformat`,
    far quicker than `strptime`: a page of the list reads 200 rows.)"""
    if len(text) != 24 or text[10] != "T" or text[-1] != "Z":
        raise ValueError(f"not a recorded time: {text!r}")
    return datetime.fromisoformat(text).astimezone(UTC)


class GameRecord(Frozen):
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

    `humans` names the people at the table, one per human seat from seat 0 ("": the
    one unnamed player, shown as "You"; a row recorded before names has `("",)`).
    `fewest_cards` is the fewest cards seat 0 held after a battle it was still in
    (None: not measured, as the highlights). The calls (issue 27, "Call the war"):
    `calls_made`, `calls_right` (the seat called took the war), `calls_counter_right`
    (a card counter's favourite took it) and `calls_run` (the longest run of calls
    right in a row in this game); 0 before calls were recorded.

    `repeat`: the game (game number, players, face-down count, gathering, end) had
    been recorded as finished by another game before this one was: War has no
    decisions, so it ends as before, and it counts in no statistic (`counted`).
    Decided by the history as the row is written (history_rows.REPEAT_OF).

    `ending`: the rule option "end" the game was played under ("out", "battles:N",
    "wars:K"; RULES.md, "Ending early"; rows from before it: "out"). `sharers`: the
    seats that shared the win (ascending, two or more) exactly when the outcome is
    "shared" (the most cards after N battles held by more than one); () otherwise.
    A shared win is no win: `winner` is None, and your place is 1 if you shared it.
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
    humans: tuple[str, ...] = ("",)
    fewest_cards: int | None = None
    calls_made: int = 0
    calls_right: int = 0
    calls_counter_right: int = 0
    calls_run: int = 0
    repeat: bool = False  # a game already recorded as finished, played again
    ending: str = END_OUT  # the rule option "end"
    sharers: tuple[int, ...] = ()  # the seats that shared the win (outcome "shared")
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
            (not _names_fit(self.humans, self.players), "humans"),
            (self.fewest_cards is not None and not 0 <= self.fewest_cards <= 52,
             "fewest_cards"),
            (not 0 <= self.calls_run <= self.calls_right <= self.calls_made
             or not 0 <= self.calls_counter_right <= self.calls_made, "calls"),
            (not _is_end(self.ending), "ending"),
            (not _sharers_fit(self.sharers, self.players, self.outcome), "sharers"),
        ]
        wrong = [name for bad, name in problems if bad]
        if wrong:
            raise ValueError(f"impossible game record ({', '.join(wrong)}): {self!r}")

    @property
    def counted(self) -> bool:
        """Whether the game counts in the statistics: the one Python test, beside
        SQL's (history_rows.COUNTED)."""
        return not self.repeat

    @property
    def rules(self) -> RuleSet:
        return RuleSet(self.players, self.face_down, self.gathering, self.ending)


def _is_end(end: object) -> bool:
    try:
        parse_end(end)
    except ValueError:
        return False
    return True


def _sharers_fit(sharers: object, players: int, outcome: str) -> bool:
    """Two or more distinct seats of the table, ascending, exactly for a shared win."""
    if not isinstance(sharers, tuple) or not all(type(s) is int for s in sharers):
        return False
    if outcome != "shared":
        return sharers == ()
    return (2 <= len(sharers) <= players and list(sharers) == sorted(set(sharers))
            and sharers[0] >= 0 and sharers[-1] < players)


def _names_fit(names: object, players: int) -> bool:
    """One or two names (fewer than the players), each a short text."""
    return (isinstance(names, tuple) and 1 <= len(names) <= min(HUMANS_MAX, players)
            and all(isinstance(name, str) and len(name) <= NAME_LENGTH for name in names))
