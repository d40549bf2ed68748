"""Today's deal in the history: which recorded games were a day's deal played on its
day, the days played in a row, and today's result (issue 27, point 1).

A game is the deal of day D when its number is D written as YYYYMMDD
(krig_desktop.today), with TODAYS_PLAYERS players and the default rules, played to its
end, and started or ended on D in the player's own time (a deal played at 23:55 that
ends after midnight still counts for its day). Playing an old day's number later
(Play This Deal Again) is the same deal, but not that day's: it never fills a day
missed, or "days in a row" would mean nothing.

The run of days: consecutive days each with its deal played, ending today, or
yesterday while today's deal is not played yet (a run is not broken before the day is
over). Pure values, no Qt: the statistics window and the achievements both read it.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Protocol

from krig_desktop.engine.frozen import Frozen
from krig_desktop.today import TODAYS_PLAYERS, day_of_game_number

DEFAULT_FACE_DOWN = 1
DEFAULT_GATHERING = "shuffled"
DEFAULT_END = "out"  # today's deal is always played to the end (RULES.md)


class Played(Protocol):
    """What the history's rows say of a game (storage's GameRecord has it all)."""

    @property
    def players(self) -> int: ...
    @property
    def game_number(self) -> int | None: ...
    @property
    def face_down(self) -> int: ...
    @property
    def gathering(self) -> str: ...
    @property
    def ending(self) -> str: ...
    @property
    def outcome(self) -> str: ...
    @property
    def winner(self) -> int | None: ...
    @property
    def battles(self) -> int: ...
    @property
    def start_chance(self) -> float | None: ...
    @property
    def started_at(self) -> datetime: ...
    @property
    def ended_at(self) -> datetime: ...
    @property
    def id(self) -> int | None: ...


def local_day(moment: datetime) -> date:
    """The day of `moment` in the player's own time zone."""
    return moment.astimezone().date()


def deal_day(game: Played) -> date | None:
    """The day whose deal `game` was, played on that day to its end; else None."""
    if (game.game_number is None or game.players != TODAYS_PLAYERS
            or game.face_down != DEFAULT_FACE_DOWN or game.gathering != DEFAULT_GATHERING
            or game.ending != DEFAULT_END
            or game.outcome == "abandoned"):
        return None
    day = day_of_game_number(game.game_number)
    if day is None or day not in (local_day(game.started_at), local_day(game.ended_at)):
        return None
    return day


def run_through(days: set[date], day: date) -> int:
    """How many days in a row, each in `days`, end on `day` (0 when `day` is not)."""
    length = 0
    while day in days:
        length += 1
        day -= timedelta(days=1)
    return length


class TodaysResult(Frozen):
    """How today's deal went: the first time it was played to its end today."""

    day: date
    outcome: str  # "win" (see winner), "draw" or "repetition"
    winner: int | None
    battles: int
    start_chance: float | None
    game_id: int | None


class Daily(Frozen):
    """The days of today's deal: the run still alive and today's result (None: today's
    deal not played yet)."""

    in_a_row: int
    today: TodaysResult | None
    days_played: int


class DailyFold:
    """The days each day's deal was played, folded from the rows in time order."""

    def __init__(self) -> None:
        self.days: set[date] = set()
        self._results: dict[date, TodaysResult] = {}

    def add(self, game: Played) -> date | None:
        """Take one game; the day it was the deal of, if it was one."""
        day = deal_day(game)
        if day is None:
            return None
        self.days.add(day)
        if day not in self._results:
            self._results[day] = TodaysResult(day, game.outcome, game.winner, game.battles,
                                              game.start_chance, game.id)
        return day

    def daily(self, today: date) -> Daily:
        """The run alive on `today` (through today, or through yesterday while today's
        deal waits), and today's result."""
        yesterday = today - timedelta(days=1)
        run = run_through(self.days, today) or run_through(self.days, yesterday)
        return Daily(run, self._results.get(today), len(self.days))


def daily_of(games: list[Played], today: date) -> Daily:
    fold = DailyFold()
    for game in games:
        fold.add(game)
    return fold.daily(today)
