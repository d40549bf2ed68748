"""Achievements: rare moments of the recorded games, each earned once (issue 27, point 4).

War has no decisions, so nothing here rewards skill: an achievement marks something
that happened (a war ×3, a win from a single card, a week of today's
deals) or a habit (a hundred games). Every one is worked out from the history's rows
alone (storage/history_record.py's columns, the calls included), by one fold over the
games in the order they ended (`AchievementFold`), so the same rows always earn the
same achievements at the same game: the window awards them as each game is recorded,
an older history earns them on its first open, and `--stats` reads them, all from
this one definition.

"You" is seat 0. A game counts once it was played to its end (a game left unfinished
earns nothing). Titles and descriptions are marked here and translated where shown
(context "Achievements").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Protocol

from krig_desktop.engine import parse_end
from krig_desktop.engine.frozen import Frozen
from krig_desktop.model.daily import DailyFold, Played, run_through
from krig_desktop.model.statistics import Result, RuleSet
from krig_desktop.translatable import QT_TRANSLATE_NOOP

CONTEXT = "Achievements"
LONG_ODDS = 0.10  # a chance at the deal below this, and won
QUICK = 50  # battles: a win in fewer
MARATHON = 1_000  # battles: a game of more
DEEP_WAR = 3  # war steps in one battle
CALL_RUN = 5  # calls right in a row, in one game
WIN_STREAK = 5
DEAL_WEEK = 7  # today's deals, days in a row


class Recorded(Played, Protocol):
    """A recorded game as the achievements read it (GameRecord has every field)."""

    @property
    def deepest_war(self) -> int | None: ...
    @property
    def fewest_cards(self) -> int | None: ...
    @property
    def humans(self) -> tuple[str, ...]: ...
    @property
    def calls_right(self) -> int: ...
    @property
    def calls_run(self) -> int: ...


class Tally(Frozen):
    """What the history had reached with a game, for the achievements of habit."""

    ended: int  # games played to their end, this one included
    win_streak: int  # your wins in a row in this game's rule set, ending with it
    deal_days: int  # days in a row of today's deals, ending with this game's day


def _ended(g: Recorded) -> bool:
    return g.outcome != "abandoned"


def _you_won(g: Recorded) -> bool:
    return g.outcome == "win" and g.winner == 0


def _a_person_won(g: Recorded) -> bool:
    """Seat 0 won, or the second person when two played at one keyboard."""
    return g.outcome == "win" and g.winner is not None and g.winner < len(g.humans)


def _won_with_every_card(g: Recorded) -> bool:
    """The win was one player taking every card: always when played to the end; under
    "battles:N" when it came before battle N (at N the most cards win); under "wars:K"
    the row cannot tell a win by cards from a win by wars, so never (RULES.md, "Ending
    early": an early end is a different contest, and Blitz would come cheap)."""
    kind, count = parse_end(g.ending)
    return kind == "out" or (kind == "battles" and g.battles < count)


GameTest = Callable[[Recorded, Tally], bool]


class Achievement(Frozen):
    """One achievement: `key` (stored; never changes), its title and what it takes
    (both marked for translation), and the test a game (with the tally reached with
    it) passes to earn it."""

    key: str
    title: str
    how: str
    test: GameTest


def _a(key: str, title: str, how: str, test: GameTest) -> Achievement:
    return Achievement(key, title, how, test)


ACHIEVEMENTS: tuple[Achievement, ...] = (
    _a("first_win", QT_TRANSLATE_NOOP("Achievements", "First Win"),
       QT_TRANSLATE_NOOP("Achievements", "Win a game."),
       lambda g, _t: _a_person_won(g)),
    _a("games_10", QT_TRANSLATE_NOOP("Achievements", "Ten Games"),
       QT_TRANSLATE_NOOP("Achievements", "Play 10 games to the end."),
       lambda _g, t: t.ended >= 10),
    _a("games_100", QT_TRANSLATE_NOOP("Achievements", "A Hundred Games"),
       QT_TRANSLATE_NOOP("Achievements", "Play 100 games to the end."),
       lambda _g, t: t.ended >= 100),
    _a("games_1000", QT_TRANSLATE_NOOP("Achievements", "A Thousand Games"),
       QT_TRANSLATE_NOOP("Achievements", "Play 1,000 games to the end."),
       lambda _g, t: t.ended >= 1000),
    _a("long_odds", QT_TRANSLATE_NOOP("Achievements", "Against the Odds"),
       QT_TRANSLATE_NOOP("Achievements",
                         "Win a deal you had under a 10 % chance to win."),
       lambda g, _t: _you_won(g) and g.start_chance is not None
       and g.start_chance < LONG_ODDS),
    _a("war_x3", QT_TRANSLATE_NOOP("Achievements", "War ×3"),
       QT_TRANSLATE_NOOP("Achievements", "Reach war ×3 in one battle."),
       lambda g, _t: _ended(g) and (g.deepest_war or 0) >= DEEP_WAR),
    _a("war_x4", QT_TRANSLATE_NOOP("Achievements", "War ×4"),
       QT_TRANSLATE_NOOP("Achievements", "Reach war ×4 in one battle."),
       lambda g, _t: _ended(g) and (g.deepest_war or 0) >= DEEP_WAR + 1),
    _a("single_card", QT_TRANSLATE_NOOP("Achievements", "Down to One Card"),
       QT_TRANSLATE_NOOP("Achievements", "Come back from a single card and win."),
       lambda g, _t: _you_won(g) and g.fewest_cards == 1),
    _a("beat_three", QT_TRANSLATE_NOOP("Achievements", "Three Beaten"),
       QT_TRANSLATE_NOOP("Achievements", "Beat three CPU players in one game."),
       lambda g, _t: _you_won(g) and g.players == 4 and len(g.humans) == 1),
    _a("quick_win", QT_TRANSLATE_NOOP("Achievements", "Blitz"),
       QT_TRANSLATE_NOOP("Achievements", "Win a game in under 50 battles."),
       lambda g, _t: _a_person_won(g) and g.battles < QUICK and _won_with_every_card(g)),
    _a("marathon", QT_TRANSLATE_NOOP("Achievements", "Marathon"),
       QT_TRANSLATE_NOOP("Achievements", "Play a game of more than 1,000 battles."),
       lambda g, _t: _ended(g) and g.battles > MARATHON),
    _a("three_down", QT_TRANSLATE_NOOP("Achievements", "Three Face Down"),
       QT_TRANSLATE_NOOP("Achievements", "Win with three face-down cards per war."),
       lambda g, _t: _a_person_won(g) and g.face_down == 3),
    _a("fixed_win", QT_TRANSLATE_NOOP("Achievements", "In Order"),
       QT_TRANSLATE_NOOP("Achievements", "Win a game with fixed gathering."),
       lambda g, _t: _a_person_won(g) and g.gathering == "fixed"),
    _a("stalemate", QT_TRANSLATE_NOOP("Achievements", "Nobody Wins"),
       QT_TRANSLATE_NOOP("Achievements", "Play a game that ends in a draw or a "
                         "repetition."),
       lambda g, _t: g.outcome in ("draw", "repetition")),
    _a("hot_streak", QT_TRANSLATE_NOOP("Achievements", "Hot Streak"),
       QT_TRANSLATE_NOOP("Achievements", "Win five games in a row (same rules)."),
       lambda _g, t: t.win_streak >= WIN_STREAK),
    _a("todays_deal", QT_TRANSLATE_NOOP("Achievements", "Deal of the Day"),
       QT_TRANSLATE_NOOP("Achievements", "Play today's deal on its day."),
       lambda _g, t: t.deal_days >= 1),
    _a("deal_week", QT_TRANSLATE_NOOP("Achievements", "A Week of Deals"),
       QT_TRANSLATE_NOOP("Achievements", "Play today's deal seven days in a row."),
       lambda _g, t: t.deal_days >= DEAL_WEEK),
    _a("called_it", QT_TRANSLATE_NOOP("Achievements", "Called It"),
       QT_TRANSLATE_NOOP("Achievements", "Call a war right."),
       lambda g, _t: g.calls_right >= 1),
    _a("five_calls", QT_TRANSLATE_NOOP("Achievements", "Five in a Row"),
       QT_TRANSLATE_NOOP("Achievements", "Call five wars right in a row in one game."),
       lambda g, _t: g.calls_run >= CALL_RUN),
    _a("kitchen_table", QT_TRANSLATE_NOOP("Achievements", "Kitchen Table"),
       QT_TRANSLATE_NOOP("Achievements", "Play a game to the end with two people at "
                         "one keyboard."),
       lambda g, _t: _ended(g) and len(g.humans) == 2),
)
BY_KEY: dict[str, Achievement] = {a.key: a for a in ACHIEVEMENTS}


class Earned(Frozen):
    """An achievement earned: when (the game's end) and in which game (its row id, for
    the replay; its game number, the one players see, when known)."""

    key: str
    earned_at: datetime
    game_id: int | None
    game_number: int | None = None


def _code(g: Recorded) -> Result:
    if g.outcome != "win":
        return Result.NEITHER
    return Result.WIN if g.winner == 0 else Result.LOSS


class WinRun:
    """Your wins in a row in one rule set, ending with its last game. A game left
    unfinished ends the run, but it may come back (resumed, and recorded again, its
    row replaced): then the break it made is taken back, as a fold of the rows, where
    it is now a later game, would have it. So the runs between the games left since
    the last loss, draw or repetition are kept, with the ids of those games."""

    __slots__ = ("breaks", "runs")

    def __init__(self, runs: list[int] | None = None,
                 breaks: list[int | None] | None = None) -> None:
        self.runs = runs or [0]
        self.breaks = breaks or []  # the games left between the runs, by row id

    @property
    def current(self) -> int:
        return self.runs[-1]

    def add(self, game: Recorded) -> None:
        if _code(game) == Result.WIN:
            self.runs[-1] += 1
        elif game.outcome == "abandoned":
            self.runs.append(0)
            self.breaks.append(game.id)
        else:
            self.runs, self.breaks = [0], []

    def take_back(self, game_id: int) -> None:
        """The game left `game_id` is recorded again: its break is no more."""
        if game_id in self.breaks:
            at = self.breaks.index(game_id)
            self.runs[at] += self.runs.pop(at + 1)
            self.breaks.pop(at)


class AchievementFold:
    """The achievements the games fed in (oldest first) have earned, each at the first
    game that earned it; constant memory but for the days of today's deals and the
    ids of the games left unfinished.

    Made either by `add`ing every game, or `resumed` from what SQL worked out of the
    rows (storage/history_folds.py: the same figures, far quicker), then fed each game
    recorded afterwards. A game fed again (recorded again: resumed after it was left,
    or recorded while the rows were read) is counted once, as the rows have it: one
    left is taken back and counted anew, one that ended is not counted twice."""

    def __init__(self) -> None:
        self.earned: dict[str, Earned] = {}
        self._ended = 0
        self._runs: dict[RuleSet, WinRun] = {}
        self._daily = DailyFold()
        self._left: set[int] = set()  # ids of the games folded as left unfinished
        self._finished: set[int] = set()  # ids of the others fed one by one
        self._read_up_to = 0  # the rows SQL read: every id up to it...
        self._unread: frozenset[int] = frozenset()  # ...but these (damaged)

    @classmethod
    def resumed(cls, earned: dict[str, Earned], ended: int, runs: dict[RuleSet, WinRun],
                daily: DailyFold, left: set[int], read_up_to: int,
                unread: frozenset[int]) -> AchievementFold:
        """The fold as it stands after the rows SQL read (every id up to `read_up_to`
        but `unread`): what they earned, the games played to the end, the wins in a row
        of each rule set, the deals' days, and the games left unfinished."""
        fold = cls()
        fold.earned, fold._ended, fold._runs, fold._daily = earned, ended, runs, daily
        fold._left, fold._read_up_to, fold._unread = left, read_up_to, unread
        return fold

    def _seen(self, game: Recorded, rules: RuleSet) -> bool:
        """Whether `game` was folded already as it ended; one folded as left is taken
        back (it is folded again now)."""
        game_id = game.id
        if game_id is None:
            return False
        if game_id in self._left:
            self._left.discard(game_id)
            run = self._runs.get(rules)
            if run is not None:
                run.take_back(game_id)
            return False
        return game_id in self._finished or (
            game_id <= self._read_up_to and game_id not in self._unread)

    def add(self, game: Recorded) -> list[Earned]:
        """Take the next game; the achievements it earned first. A repeat (a deal
        played again: storage's GameRecord.counted is False) counts for nothing."""
        if not getattr(game, "counted", True):
            return []
        rules = RuleSet(game.players, game.face_down, game.gathering, game.ending)
        if self._seen(game, rules):
            return []
        run = self._runs.get(rules)
        if run is None:
            run = self._runs[rules] = WinRun()
        run.add(game)
        if game.id is not None:
            (self._finished if _ended(game) else self._left).add(game.id)
        if _ended(game):
            self._ended += 1
        day = self._daily.add(game)
        tally = Tally(self._ended, run.current,
                      0 if day is None else run_through(self._daily.days, day))
        new = [Earned(a.key, game.ended_at, game.id, game.game_number) for a in ACHIEVEMENTS
               if a.key not in self.earned and a.test(game, tally)]
        for earned in new:
            self.earned[earned.key] = earned
        return new

    @property
    def daily(self) -> DailyFold:
        return self._daily

    def wins(self) -> dict[RuleSet, int]:
        """Your wins in a row each rule set ends with."""
        return {rules: run.current for rules, run in self._runs.items()}


def earned_by(games: Iterable[Recorded]) -> dict[str, Earned]:
    """Every achievement the games (oldest first) earned, by key."""
    fold = AchievementFold()
    for game in games:
        fold.add(game)
    return fold.earned
