"""Today's deal: one game a day, the same for everyone (issue 27).

The game number is the date written as YYYYMMDD, so anyone can check the deal by
hand and the day a game was dealt for is read back from its number alone.

Only today's deal and the history ask for a date: `datetime`, a large module, is loaded
with the first date made (`_date`), no part of the start of any other deal.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import datetime

TODAYS_PLAYERS = 2  # the day's deal: you against one CPU player, default rules


def local_day() -> datetime.date:
    """Today on this computer's clock: whose day the day's deal is."""
    now = time.localtime()  # as datetime.date.today() reads it
    return _date(now.tm_year, now.tm_mon, now.tm_mday)


def todays_number_now() -> int:
    """Today's game number on this computer's clock, made without a date (so a table
    asking whether its deal is today's loads no `datetime`)."""
    now = time.localtime()
    return now.tm_year * 10_000 + now.tm_mon * 100 + now.tm_mday


def is_todays_deal(number: int, players: int, default_rules: bool) -> bool:
    """Whether a deal is today's: today's number, for TODAYS_PLAYERS under the default
    rules (the only way today's deal is dealt)."""
    return (players == TODAYS_PLAYERS and default_rules
            and number == todays_number_now())


def todays_game_number(day: datetime.date) -> int:
    """The day's game number: 2026-12-01 → 20261201."""
    return day.year * 10_000 + day.month * 100 + day.day


def day_of_game_number(number: int) -> datetime.date | None:
    """The day a game number is that day's deal of, or None when it is no date."""
    year, rest = divmod(number, 10_000)
    month, day = divmod(rest, 100)
    if not 1 <= year <= 9999:
        return None
    try:
        return _date(year, month, day)
    except ValueError:
        return None


def _date(year: int, month: int, day: int) -> datetime.date:
    """The date; raises ValueError for a day the calendar has not."""
    # Function-local: `datetime` loads with the first date asked for (see the module).
    import datetime

    return datetime.date(year, month, day)
