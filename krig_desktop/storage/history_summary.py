"""Everything the statistics show beyond the sums, in one pass over the history: the
luck over time, today's deal and its days in a row, the results per name, and the
achievements (those stored, and those the rows earn).

The sums and streaks come from SQL (game_history.py); these need each game in the
order it ended, so they are folded from the rows streamed oldest first (about 17
microseconds a row: the window does it off the GUI thread, statistics_worker.py).
`--stats` reads the same summary, so the window and the command never disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from krig_desktop.model.achievements import AchievementFold, Earned
from krig_desktop.model.daily import Daily
from krig_desktop.model.luck_over_time import LuckFold, LuckSeries
from krig_desktop.model.statistics import CallTotals, GroupStatistics, NameFold, NameResult
from krig_desktop.storage.game_history import HistoryReader


@dataclass(frozen=True, slots=True)
class Summary:
    """The statistics window's figures. `earned`: the achievements stored (with the
    moment and game of each), joined by any the rows earn that were not stored yet
    (a history the window has not checked since: `--stats`, a count racing a check)."""

    groups: list[GroupStatistics]
    luck: list[LuckSeries]
    daily: Daily
    names: list[NameResult]
    shared: bool  # two people played at one keyboard at least once
    earned: list[Earned]
    calls: CallTotals


def summarize(reader: HistoryReader, today: date,
              sums: Callable[[list[GroupStatistics]], None] | None = None) -> Summary:
    """The summary of the history `reader` reads, `today` being the player's day.
    `sums` is given the sums as soon as SQL has made them (a fifth of the time: the
    window shows them while the rows are folded)."""
    def count() -> Summary:
        groups = reader.statistics()
        if sums is not None:
            sums(groups)
        luck, names, achievements = LuckFold(), NameFold(), AchievementFold()
        made = right = counter = 0
        for game in reader.records():
            luck.add(game)
            names.add(game.humans, game.outcome, game.winner)
            achievements.add(game)
            made += game.calls_made
            right += game.calls_right
            counter += game.calls_counter_right
        stored = {e.key: e for e in reader.earned()}
        earned = sorted({**achievements.earned, **stored}.values(),
                        key=lambda e: (e.earned_at, e.key))
        return Summary(groups, luck.series(), achievements.daily.daily(today),
                       names.results(), names.shared, earned,
                       CallTotals(made, right, counter))

    return count()
