"""Everything the statistics show beyond the sums, in one pass over the history: the
luck over time, today's deal and its days in a row, the results per name, and the
achievements (those stored, and those the rows earn).

The sums and streaks come from SQL (history_reader.py); these are folded by SQL as
well, over the few columns each needs (history_folds.py: the doubted rows read through
their index and the achievements stored not searched for again, far quicker than
building every row as a GameRecord; the window does it off the GUI thread,
statistics_worker.py).
`--stats` reads the same summary, so the window and the command never disagree.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.achievements import Earned
from krig_desktop.model.daily import Daily
from krig_desktop.model.luck_over_time import LuckSeries
from krig_desktop.model.statistics import CallTotals, GroupStatistics, NameResult
from krig_desktop.storage.game_history import HistoryReader


class Summary(Frozen):
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
        folded = reader.folded()
        stored = {e.key: e for e in reader.earned()}
        earned = sorted({**folded.fold.earned, **stored}.values(),
                        key=lambda e: (e.earned_at, e.key))
        return Summary(groups, folded.luck, folded.fold.daily.daily(today), folded.names,
                       folded.shared, earned, folded.calls)

    return count()
