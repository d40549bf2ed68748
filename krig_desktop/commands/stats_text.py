"""`krig-desktop --stats [--json]`: the recorded games' statistics, with no window.

Console output like `--simulate`, so plain English, its numbers grouped as the window
groups them in English ("1,930"; Python's own grouping: a console command loads no Qt).
Reads the history read-only: it never creates, migrates or changes the database, and
works while a window records. With no history yet it prints zeros. JSON: one object
whose `games` is the number of recorded games that ended (games left unfinished are in
`recorded` and per group; each group is one rule set, its `end` among them, with its
`shared` wins and those `you_shared`), and `unreadable` the rows skipped because a
counted value in them is wrong (damaged by hand or by another program): they are
reported, never a traceback. `achievements` lists the keys of the achievements earned
(model/achievements.py; `[]` with no games), `luck` your wins and the wins your chances
at the deals predicted, over the games whose chance was recorded (zeros with none),
`todays_deal` the days of today's deal played in a row (`in_a_row`), today's `date`
("YYYY-MM-DD"), whether today's deal was `played` to its end today, and its `result`
(null until it was: then the first play's `outcome`, `winner`, `battles` and
`start_chance`; a repeat changes nothing), and `calls` the wars called (Call the War):
made, right, and right by a card counter's odds.
"""

from __future__ import annotations

import json as json_module
import os
import sys
from datetime import date
from pathlib import Path

from krig_desktop.engine.rules import parse_end
from krig_desktop.model.achievements import BY_KEY
from krig_desktop.model.daily import Daily
from krig_desktop.model.luck_over_time import total
from krig_desktop.model.statistics import CallTotals, GroupStatistics
from krig_desktop.storage.game_history import HistoryError, open_history_read_only
from krig_desktop.storage.history_summary import Summary, summarize

_MOVED = ("Krig Desktop moves it aside and starts a new one the next time its window "
          "opens")
_REASONS = {
    "read-only": ("its folder cannot be written to, and reading the changes its log "
                  "holds needs that"),
    "read-only-file": "the file is read-only, and reading the changes its log holds "
                      "needs it writable",
    "not-a-folder": "a file stands where its folder should be",
    "no-access": "its folder cannot be opened (no permission)",
    "busy": "another program kept it locked",
    "damaged": f"it is damaged ({_MOVED})",
    "newer-version": "a newer version of Krig Desktop wrote it",
    "not-history": f"it is not a Krig Desktop history ({_MOVED})",
    "not-a-file": f"it is not a file (a folder, a pipe or a link loop; {_MOVED})",
}


def group_report(group: GroupStatistics) -> dict[str, object]:
    t, s = group.totals, group.streaks
    rate = group.win_rate
    return {
        "players": t.rules.players, "face_down": t.rules.face_down,
        "gathering": t.rules.gathering, "end": t.rules.end,
        "games": group.ended, "recorded": t.games,
        "your_wins": t.your_wins, "cpu_wins": t.cpu_wins, "draws": t.draws,
        "repetitions": t.repetitions, "shared": t.shared, "you_shared": t.you_shared,
        "abandoned": t.abandoned,
        "win_rate": None if rate is None else round(rate, 4),
        "fair_share": None if group.fair_share is None else round(group.fair_share, 4),
        "current_win_streak": s.current_wins, "current_loss_streak": s.current_losses,
        "longest_win_streak": s.longest_wins, "longest_loss_streak": s.longest_losses,
        "shortest_game": t.shortest_game, "longest_game": t.longest_game,
        "deepest_war": t.deepest_war, "total_battles": t.total_battles,
        "seconds_played": t.seconds_played,
    }


def todays_report(daily: Daily | None, today: date) -> dict[str, object]:
    """Today's deal: the days in a row, the day, and how its first play went."""
    result = None if daily is None else daily.today
    return {
        "in_a_row": 0 if daily is None else daily.in_a_row,
        "date": today.isoformat(),
        "played": result is not None,
        "result": None if result is None else {
            "outcome": result.outcome, "winner": result.winner,
            "battles": result.battles, "start_chance": result.start_chance},
    }


def stats_report(db_path: Path | None = None) -> dict[str, object]:
    """The statistics as JSON-safe data (zeros when there is no history).

    Raises HistoryError when a file is there but cannot be read as a history.
    """
    reader = open_history_read_only(db_path)
    summary: Summary | None = None
    unreadable = 0
    today = date.today()
    if reader is not None:
        with reader:
            summary = summarize(reader, today)
            unreadable = reader.counted(reader.uncountable)
    groups = [] if summary is None else summary.groups
    wins, expected = (0, 0.0) if summary is None else total(summary.luck)
    calls = CallTotals() if summary is None else summary.calls
    return {
        "games": sum(group.ended for group in groups),
        "unreadable": unreadable,
        "recorded": sum(group.totals.games for group in groups),
        "seconds_played": sum(group.totals.seconds_played for group in groups),
        "groups": [group_report(group) for group in groups],
        "achievements": [] if summary is None else [e.key for e in summary.earned],
        "luck": {"wins": wins, "expected_wins": round(expected, 2)},
        "todays_deal": todays_report(None if summary is None else summary.daily, today),
        "calls": {"made": calls.made, "right": calls.right,
                  "counter_right": calls.counter_right},
    }


def _number(n: int) -> str:
    """A whole number grouped as the window's QLocale groups it in English ("1,930")."""
    return f"{n:,}"


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{_number(n)} {one if n == 1 else many or one + 's'}"


def _duration(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{_number(hours)} h {minutes:02d} min {secs:02d} s"
    return f"{minutes} min {secs:02d} s"


def _streak(wins: int, losses: int) -> str:
    if wins:
        return _count(wins, "win")
    return _count(losses, "loss", "losses") if losses else "none"


def end_text(end: str) -> str:
    """The rule option "end" in words, as the statistics window names it."""
    kind, count = parse_end(end)
    if kind == "battles":
        return f"most cards after {_count(count, 'battle')}"
    if kind == "wars":
        return f"first to win {_count(count, 'war')}"
    return "to the end"


def _group_text(g: dict[str, object]) -> list[str]:
    def n(key: str) -> int:
        value = g[key]
        return value if isinstance(value, int) else 0

    rate = g["win_rate"]
    rate_text = "no game ended yet" if not isinstance(rate, float) else f"{100 * rate:.1f} %"
    fair = g["fair_share"]  # None: a win can be shared and nothing was measured
    fair_text = f" (fair share {100 * fair:.1f} %)" if isinstance(fair, float) else ""
    lines = [
        f"{g['players']} players, {g['face_down']} face down per war, "
        f"{g['gathering']} gathering, {end_text(str(g['end']))}: "
        f"{_count(n('games'), 'game')} played to the end",
        f"  you won {_number(n('your_wins'))}, computers won {_number(n('cpu_wins'))}, "
        f"draws {_number(n('draws'))}, repetitions {_number(n('repetitions'))}, "
        + (f"shared wins {_number(n('shared'))} (with you {_number(n('you_shared'))}), "
           if n("shared") else "")
        + f"left unfinished {_number(n('abandoned'))}",
        f"  your win rate: {rate_text}{fair_text}",
        f"  streaks: current {_streak(n('current_win_streak'), n('current_loss_streak'))}; "
        f"longest {_count(n('longest_win_streak'), 'win')}, "
        f"{_count(n('longest_loss_streak'), 'loss', 'losses')}",
    ]
    if g["shortest_game"] is not None:
        lines.append(f"  shortest game {_count(n('shortest_game'), 'battle')}, "
                     f"longest {_count(n('longest_game'), 'battle')}")
    longest = ("war not known" if g["deepest_war"] is None  # every game too long to measure
               else f"war ×{_number(n('deepest_war'))}")  # as the window writes a war
    lines.append(f"  longest {longest}, "
                 f"{_count(n('total_battles'), 'battle')} in all, "
                 f"time played {_duration(n('seconds_played'))}")
    return lines


def format_text(report: dict[str, object]) -> str:
    games, recorded = report["games"], report["recorded"]
    assert isinstance(games, int) and isinstance(recorded, int)
    left = recorded - games
    head = f"{_count(games, 'game')} played to the end"
    if left:
        head += f", {_number(left)} left unfinished"
    groups = report["groups"]
    assert isinstance(groups, list)
    unreadable = report.get("unreadable", 0)
    note = []
    if isinstance(unreadable, int) and unreadable:
        verb = "is" if unreadable == 1 else "are"
        note = [f"({_count(unreadable, 'damaged row')} of the history could not be read "
                f"and {verb} not counted)"]
    if not groups:
        return "\n".join([head + " (no games recorded yet)", *note])
    seconds = report["seconds_played"]
    assert isinstance(seconds, int)
    lines = [head + f"; time played {_duration(seconds)}"]
    lines += note
    lines += _extras_text(report)
    for group in groups:
        lines += ["", *_group_text(group)]
    return "\n".join(lines)


def _extras_text(report: dict[str, object]) -> list[str]:
    """The luck, today's deal and the achievements, a line each."""
    luck, keys = report.get("luck"), report.get("achievements")
    lines = []
    if isinstance(luck, dict) and luck.get("expected_wins"):
        lines.append(f"luck: you won {_count(int(luck['wins']), 'game')} where the chances "
                     f"at the deal expected {float(luck['expected_wins']):.1f}")
    calls = report.get("calls")
    if isinstance(calls, dict) and calls.get("made"):
        lines.append(f"wars called: {_number(int(calls['made']))}, "
                     f"{_number(int(calls['right']))} right (a card counter would have got "
                     f"{_number(int(calls['counter_right']))} right)")
    daily = report.get("todays_deal")
    if isinstance(daily, dict) and daily.get("in_a_row"):
        lines.append(f"today's deal: {_count(int(daily['in_a_row']), 'day')} in a row")
    if isinstance(keys, list):
        titles = ", ".join(BY_KEY[key].title for key in keys if key in BY_KEY)
        lines.append(f"achievements: {_number(len(keys))} of {_number(len(BY_KEY))}"
                     + (f" ({titles})" if titles else ""))
    return lines


def run_stats(json: bool) -> int:
    """Run the --stats command; the exit code (1 when a history is there but unreadable)."""
    try:
        report = stats_report()
    except HistoryError as exc:
        why = _REASONS.get(exc.reason.value, f"it cannot be read ({exc.detail})")
        print(f"krig-desktop: the game history {exc.path} cannot be shown: {why}",
              file=sys.stderr)
        return 1
    try:
        print(json_module.dumps(report) if json else format_text(report))
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (`| head -0`), as in --simulate
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


__all__ = ["format_text", "run_stats", "stats_report"]
