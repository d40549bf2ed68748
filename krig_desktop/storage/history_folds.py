"""The folds beyond the sums (the achievements, the luck, the results per name, the
calls, today's deals), worked out by SQL over the few columns each needs.

Folding every row as a GameRecord is slow on a long history (each row built and
checked in Python). Here SQL does the counting: an aggregate
pass gives the counts, the calls' sums and, for each achievement a single game earns,
the first moment one did (then its row); the habits' achievements come from an
`OFFSET` (the tenth game played to its end) and from one ordered scan of three small
columns (your wins in a row, per rule set); the luck reads three columns of the games
with a chance; today's deals read only the rows whose number can be their day's.

The rows are the ones `records()` gives, exactly: a row SQL finds sound
(history_rows.SOUND) and whose every value is one GameRecord accepts (`_STRICT`, a
stricter test in SQL), or, for the few sound rows that test doubts (a game number
of many digits, a name with an escape, a time written another way), whose full
GameRecord can be built in Python: a doubted row that cannot is left out of every
query by id. A value too big to read, or a name SQLite reads otherwise than Python,
raises NeedsRows: the caller folds the rows in Python as before.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping
from itertools import combinations
from typing import Final

from krig_desktop.engine.frozen import Frozen
from krig_desktop.engine.rules import END_BATTLES_RANGE, END_OUT, END_WARS_RANGE
from krig_desktop.model import achievements as a
from krig_desktop.model.achievements import AchievementFold, Earned, WinRun
from krig_desktop.model.daily import (
    DEFAULT_END,
    DEFAULT_FACE_DOWN,
    DEFAULT_GATHERING,
    DailyFold,
    run_through,
)
from krig_desktop.model.luck_over_time import LuckFold, LuckSeries
from krig_desktop.model.statistics import (
    CallTotals,
    NameFold,
    NameResult,
    RuleSet,
    sorted_names,
)
from krig_desktop.storage import history_rows as rows
from krig_desktop.storage import history_schema as schema
from krig_desktop.storage.history_record import (
    HUMANS_MAX,
    KEY_LENGTH,
    NAME_LENGTH,
    OUTCOMES,
    GameRecord,
    from_text,
)
from krig_desktop.today import TODAYS_PLAYERS


class NeedsRows(Exception):
    """SQL cannot fold these rows as Python would: fold them as GameRecords."""


class Folded(Frozen):
    """What the folds found: the achievement fold (to be fed later games), the luck,
    the results per name, whether two people ever shared a keyboard, and the calls."""

    fold: AchievementFold
    luck: list[LuckSeries]
    names: list[NameResult]
    shared: bool
    calls: CallTotals


_DIGIT = "[0-9]"
_TIME_GLOB: Final = (f"{_DIGIT * 4}-[01]{_DIGIT}-[0-3]{_DIGIT}T[012]{_DIGIT}:[0-5]{_DIGIT}:"
                     f"[0-5]{_DIGIT}.{_DIGIT * 3}Z")


def _time(x: str) -> str:
    """`x` is a time as to_text writes it, and a real one (from_text reads it)."""
    return (f"typeof({x}) = 'text' AND {x} GLOB '{_TIME_GLOB}' AND {x} >= '0001'"
            f" AND substr({x}, 6, 5) BETWEEN '01-01' AND '12-31'"
            f" AND substr({x}, 12, 2) < '24' AND (substr({x}, 9, 2) <= '28'"
            f" OR date(substr({x}, 1, 10), '+0 days') = substr({x}, 1, 10))")


def _count(x: str, nullable: bool = False, most: int | None = None) -> str:
    sound = f"typeof({x}) = 'integer' AND {x} >= 0" + (f" AND {x} <= {most}" if most else "")
    return f"(typeof({x}) = 'null' OR {sound})" if nullable else sound


def _names_are_text(h: str) -> str:
    """Each of the (at most HUMANS_MAX) names in the JSON list `h` is text of at most
    NAME_LENGTH characters: without a subquery (json_each), which a partial index
    cannot hold."""
    return "".join(f" AND (json_array_length({h}) <= {k} OR json_type({h}, '$[{k}]') = 'text'"
                   f" AND length(json_extract({h}, '$[{k}]')) <= {NAME_LENGTH})"
                   for k in range(HUMANS_MAX))


# The partial index of the doubted rows. Its WHERE is `_Query.doubt` of a current file,
# which the query must repeat term for term to use it: a change to the strict test
# needs a new name here (the old index is then dropped).
DOUBTED_INDEX: Final = "games_doubted_2"
_OLDER_DOUBTED_INDEXES: Final[tuple[str, ...]] = ("games_doubted_1",)


def _end_of(kind: str, most: int) -> str:
    """`ending` is "<kind>:N", N written as parse_end takes it (no leading 0), 1..most."""
    at = len(kind) + 2
    return (f"ending GLOB '{kind}:[1-9]*' AND length(ending) <= {at - 1 + len(str(most))}"
            f" AND substr(ending, {at}) NOT GLOB '*[^0-9]*'"
            f" AND CAST(substr(ending, {at}) AS INTEGER) <= {most}")


# The end is one parse_end takes (engine/rules.py).
_ENDING: Final = (f"typeof(ending) = 'text' AND (ending = '{END_OUT}'"
                  f" OR {_end_of('battles', END_BATTLES_RANGE[1])}"
                  f" OR {_end_of('wars', END_WARS_RANGE[1])})")


def _sharer_lists(players: int) -> str:
    seats = range(players)
    return ", ".join(f"'{rows.seats_text(group)}'" for size in range(2, players + 1)
                     for group in combinations(seats, size))


# The sharers are seats of the table, ascending, two or more, exactly for "shared".
_SHARERS: Final = (
    "CASE WHEN outcome = 'shared' THEN typeof(sharers) = 'text' AND CASE players "
    + " ".join(f"WHEN {p} THEN sharers IN ({_sharer_lists(p)})" for p in range(2, 5))
    + " ELSE 0 END ELSE typeof(sharers) = 'null' END")


def make_doubted_index(conn: sqlite3.Connection) -> None:
    """Index the rows the strict test doubts, in a file of today's columns, if it is
    not there yet: then the folds read those few rows through it, instead of testing
    every row. Outside the schema's version: an older Krig Desktop keeps it up to date
    without knowing it (SQLite does), and a file without it is read as before. Making
    it tests every row once, which takes a while on a long history: so the history
    makes it as it opens only while small, and the window's achievements check at
    start on its thread otherwise (history_file.index_doubted_rows)."""
    present = frozenset(schema.column_names(conn))
    indexes = {str(name) for (name,) in conn.execute(
        "SELECT name FROM sqlite_schema WHERE type = 'index'")}
    if not present >= schema.COLUMNS or DOUBTED_INDEX in indexes:
        return  # (nothing written: another window may be recording)
    try:
        for name in indexes & set(_OLDER_DOUBTED_INDEXES):
            conn.execute(f"DROP INDEX {name}")
        conn.execute(f"CREATE INDEX IF NOT EXISTS {DOUBTED_INDEX} ON {schema.TABLE} (id)"
                     f" WHERE {_Query(present, frozenset()).doubt}")
    except sqlite3.OperationalError:  # busy now (another window): made at a next opening
        return


def indexed_doubt(conn: sqlite3.Connection, present: frozenset[str] | None) -> str | None:
    """The doubted rows' test as their index has it, if the file has that index (else
    None): a query with this term reads only the rows the index holds. Every row the
    statistics cannot count is among them (the strict test asks all COUNTABLE does)."""
    if present is None or not present >= schema.COLUMNS:
        return None
    found = conn.execute("SELECT 1 FROM sqlite_schema WHERE type = 'index' AND name = ?",
                         (DOUBTED_INDEX,)).fetchone()
    return None if found is None else _Query(present, frozenset()).doubt


def doubt(present: frozenset[str] | None) -> str:
    """The strict test's doubted rows (`_Query.doubt`): every row `from_row` refuses is
    among them (history_reader's one definition of a countable row reads them)."""
    return _Query(present, frozenset()).doubt


class _Query:
    """The SQL of one file's table (its columns: an older file lacks the later ones)
    over the rows left in (the damaged ones out)."""

    def __init__(self, present: frozenset[str] | None, left_out: frozenset[int]) -> None:
        c = {name: rows.cell(name, present) for name in rows.DB_COLUMNS}
        self.c, self.select = c, rows.select(present)
        h = c["humans"]
        self.unnamed = f"({h} IS NULL OR {h} = '[\"\"]')"  # one player, "You"
        self.humans = f"(CASE WHEN {self.unnamed} THEN 1 ELSE json_array_length({h}) END)"
        self.left_out = left_out
        self.counted = rows.counted(present)
        later = {name for name, cell in c.items() if cell != "NULL"}
        calls = ["typeof(calls_made) = 'integer'",  # (each >= 0 by the order below)
                 "calls_run >= 0", "calls_run <= calls_right", "calls_right <= calls_made",
                 "calls_counter_right >= 0", "calls_counter_right <= calls_made",
                 "typeof(calls_right) = 'integer'", "typeof(calls_run) = 'integer'",
                 "typeof(calls_counter_right) = 'integer'"] if "calls_made" in later else []
        # (a shared win needs its sharers: a file without them has none)
        outcomes = ", ".join(f"'{o}'" for o in OUTCOMES if o != "shared" or "sharers" in later)
        # Every row passing this is one `from_row` makes a GameRecord of (SOUND and
        # GameRecord's own checks, in SQL); the rest are read in Python to tell.
        self.clean = " AND ".join(f"({term})" for term in (
            "typeof(players) = 'integer' AND players BETWEEN 2 AND 4",
            "typeof(face_down) = 'integer' AND face_down BETWEEN 1 AND 3",
            "typeof(gathering) = 'text' AND gathering IN ('shuffled', 'fixed')",
            f"typeof(outcome) = 'text' AND outcome IN ({outcomes})",
            "CASE WHEN outcome = 'win' THEN typeof(winner) = 'integer' AND winner >= 0"
            " AND winner < players ELSE typeof(winner) = 'null' END",
            "typeof(your_place) = 'null'"
            " OR typeof(your_place) = 'integer' AND your_place BETWEEN 1 AND players",
            _count("battles"), _count("war_steps"), _count("seconds_played"),
            _count("deepest_war", True), _count("biggest_pile", True),
            _count("lead_changes", True),
            "typeof(game_number_digits) = 'null' AND (typeof(game_number) = 'null'"
            " OR typeof(game_number) = 'integer' AND game_number >= 1)",
            "typeof(start_chance) = 'null' OR typeof(start_chance) IN ('real', 'integer')"
            " AND start_chance BETWEEN 0 AND 1",
            _time("started_at"), _time("ended_at"),
            *(["typeof(game_key) = 'null' OR typeof(game_key) = 'text'"
                f" AND length(game_key) BETWEEN 1 AND {KEY_LENGTH}"]
              if "game_key" in later else []),
            *([_count("fewest_cards", True, 52)] if "fewest_cards" in later else []),
            *([_ENDING] if "ending" in later else []),
            *([_SHARERS] if "sharers" in later else []),
            *calls,
            *([f"typeof({h}) = 'null' OR {h} = '[\"\"]' AND typeof({h}) = 'text'"
               f" OR typeof({h}) = 'text' AND length({h}) <= {rows.HUMANS_TEXT_LIMIT}"
               f" AND instr({h}, '\\') = 0 AND CASE WHEN json_valid({h}) THEN"  # (CASE: in
               f" json_type({h}) = 'array'"  # this order, never JSON that is not)
               f" AND json_array_length({h}) BETWEEN 1 AND min({HUMANS_MAX}, players)"
               f"{_names_are_text(h)} ELSE 0 END"] if "humans" in later else []),
        ))
        # The rows the strict test doubts: few, so a partial index holds them (made by
        # `make_doubted_index` in a current file), found without testing every row.
        self.doubt = f"NOT coalesce(({self.clean}), 0)"

    def where(self) -> str:
        """The rows folded: those counted (no repeat), but those left out (checked
        once, by `_doubted`)."""
        return " AND ".join((rows.exclusion(self.left_out) or "1", self.counted))

    def tests(self) -> dict[str, str]:
        """Each achievement a single game earns, as SQL (model/achievements.py's tests)."""
        c, n = self.c, self.humans
        ended = "outcome <> 'abandoned'"
        you = "outcome = 'win' AND winner = 0"
        person = f"outcome = 'win' AND winner < {n}"
        deepest = "coalesce(deepest_war, 0)"
        ending = f"coalesce({c['ending']}, 'out')"
        return {
            "first_win": person,
            "long_odds": f"{you} AND start_chance < {a.LONG_ODDS!r}",
            "war_x3": f"{ended} AND {deepest} >= {a.DEEP_WAR}",
            "war_x4": f"{ended} AND {deepest} >= {a.DEEP_WAR + 1}",
            "single_card": f"{you} AND {c['fewest_cards']} = 1",
            "beat_three": f"{you} AND players = 4 AND {n} = 1",
            # (a win by every card: to the end, or before battle N; achievements.py)
            "quick_win": f"{person} AND battles < {a.QUICK} AND ({ending} = 'out' OR "
                         f"{ending} LIKE 'battles:%' AND battles < "
                         f"CAST(substr({ending}, 9) AS INTEGER))",
            "marathon": f"{ended} AND battles > {a.MARATHON}",
            "three_down": f"{person} AND face_down = 3",
            "fixed_win": f"{person} AND gathering = 'fixed'",
            "stalemate": "outcome IN ('draw', 'repetition')",
            "called_it": f"coalesce({c['calls_right']}, 0) >= 1",
            "five_calls": f"coalesce({c['calls_run']}, 0) >= {a.CALL_RUN}",
            "kitchen_table": f"{ended} AND {n} = 2",
        }


_NUMBER = ("CASE WHEN typeof(game_number_digits) = 'text' THEN game_number_digits"
           " WHEN typeof(game_number) = 'integer' AND game_number > 0 THEN game_number END")


def game_number(cell: object) -> int | None:
    """A game's number from the `_NUMBER` cell, as GameRecord reads it (a number too
    big for SQLite is kept as its digits); None when there is none."""
    if isinstance(cell, str) and cell.isascii() and cell.isdigit():
        return int(cell) or None
    return cell if isinstance(cell, int) and cell > 0 else None


def fold_rows(conn: sqlite3.Connection, present: frozenset[str] | None,
              left_out: frozenset[int], stored: Mapping[str, Earned] | None = None,
              whole: bool = True) -> Folded:
    """The folds of the rows, inside the caller's read transaction. Raises NeedsRows
    (see the module), or sqlite3.Error.

    `stored`: the achievements the history holds already (its table): they are taken
    as they are, not searched for again (every reader puts the stored one first), so
    a history that earned most of them is folded in a fraction of the time. Without
    `whole`, only the achievements' fold is made (the check at start: no luck, no
    names; those are left empty)."""
    try:
        return _fold(conn, present, left_out, stored or {}, whole)
    except sqlite3.DataError as exc:  # a value too big to read
        raise NeedsRows from exc


def _fold(conn: sqlite3.Connection, present: frozenset[str] | None,
          left_out: frozenset[int], stored: Mapping[str, Earned], whole: bool) -> Folded:
    q = _Query(present, left_out)
    doubted = _doubted(conn, q)
    q.left_out = left_out | frozenset(row_id for row_id, game in doubted.items()
                                      if game is None)
    where, c = q.where(), q.c
    tests = {key: sql for key, sql in q.tests().items() if key not in stored}
    firsts = "".join(f", min(CASE WHEN {sql} THEN ended_at END)" for sql in tests.values())
    ended, made, right, counter, most, alone, alone_won, *moments = conn.execute(
        f"SELECT count(CASE WHEN outcome <> 'abandoned' THEN 1 END),"
        f" sum(coalesce({c['calls_made']}, 0)), sum(coalesce({c['calls_right']}, 0)),"
        f" sum(coalesce({c['calls_counter_right']}, 0)),"
        f" max(CASE WHEN outcome <> 'abandoned' THEN {q.humans} END),"
        f" count(CASE WHEN outcome <> 'abandoned' AND {q.unnamed} THEN 1 END),"
        f" count(CASE WHEN outcome = 'win' AND winner = 0 AND {q.unnamed} THEN 1 END)"
        f"{firsts} FROM games WHERE {where}").fetchone()
    earned: dict[str, Earned] = dict(stored)
    for (key, sql), moment in zip(tests.items(), moments, strict=True):
        if moment is not None:
            row_id, number = conn.execute(
                f"SELECT id, {_NUMBER} FROM games WHERE {where} AND ended_at = ?"
                f" AND ({sql}) ORDER BY id LIMIT 1", (moment,)).fetchone()
            earned[key] = Earned(key, from_text(str(moment)), row_id, game_number(number))
    for count in (10, 100, 1000):
        if ended >= count and f"games_{count}" not in earned:
            found = conn.execute(f"SELECT ended_at, id, {_NUMBER} FROM games WHERE {where}"
                                 " AND outcome <> 'abandoned' ORDER BY ended_at, id"
                                 " LIMIT 1 OFFSET ?", (count - 1,)).fetchone()
            earned[f"games_{count}"] = Earned(f"games_{count}", from_text(found[0]),
                                              found[1], game_number(found[2]))
    wins = _wins(conn, where, earned, c["ending"].replace("NULL", f"'{END_OUT}'"))
    daily = _daily(conn, q, doubted, earned)
    left = {row_id for (row_id,) in conn.execute(
        f"SELECT id FROM games WHERE {where} AND outcome = 'abandoned'")}
    (last,) = conn.execute("SELECT coalesce(max(id), 0) FROM games").fetchone()
    fold = AchievementFold.resumed(earned, ended, wins, daily, left, last, q.left_out)
    if not whole:
        return Folded(fold, [], [], False, CallTotals())
    return Folded(fold, _luck(conn, where),
                  _names(conn, q, alone, alone_won), (most or 0) > 1,
                  CallTotals(made or 0, right or 0, counter or 0))


def _doubted(conn: sqlite3.Connection, q: _Query) -> dict[int, GameRecord | None]:
    """The sound rows SQL's strict test doubts, as Python reads them (None: damaged)."""
    found: dict[int, GameRecord | None] = {}
    for row in conn.execute(f"{q.select} WHERE {q.where()} AND {q.doubt}"):
        game = rows.from_row(row)
        humans = row[2 + rows.DB_COLUMNS.index("humans")]
        if isinstance(game, GameRecord) and humans is not None:
            (valid,) = conn.execute("SELECT json_valid(?)", (humans,)).fetchone()
            if not valid:
                raise NeedsRows
        found[int(str(row[0]))] = game if isinstance(game, GameRecord) else None
    return found


_CODE: Final = ("CASE WHEN outcome = 'abandoned' THEN 3 WHEN outcome <> 'win' THEN 0"
                " WHEN winner = 0 THEN 1 ELSE 2 END")
_BY_RULES: Final = "players = ? AND face_down = ? AND gathering = ? AND {ending} = ?"


def _wins(conn: sqlite3.Connection, where: str, earned: dict[str, Earned], ending: str
          ) -> dict[RuleSet, WinRun]:
    """Your wins in a row each rule set ends with (with the games left since its last
    loss, draw or repetition), and Hot Streak at the first fifth win in a row: each
    rule set's results in time order as one text of digits (1: you won, 3: left; SQL
    joins them in the index's order), searched by Python's string methods. `ending`:
    the end column as the file has it (an older file: every game "out")."""
    found: dict[RuleSet, WinRun] = {}
    fifth: list[int] = []
    by_rules = _BY_RULES.format(ending=ending)
    sets = conn.execute(f"SELECT DISTINCT players, face_down, gathering, {ending} FROM games"
                        f" WHERE {where}").fetchall()
    for players, face_down, gathering, end in sets:
        rules = (players, face_down, gathering, end)
        (codes,) = conn.execute(
            f"SELECT group_concat(code, '') FROM (SELECT {_CODE} AS code FROM games"
            f" WHERE {where} AND {by_rules} ORDER BY ended_at, id)", rules).fetchone()
        codes = str(codes or "")
        at = -1 if "hot_streak" in earned else codes.replace("3", "0").find(
            "1" * a.WIN_STREAK)
        if at >= 0:
            (row_id,) = conn.execute(
                f"SELECT id FROM games WHERE {where} AND {by_rules} ORDER BY ended_at, id"
                " LIMIT 1 OFFSET ?", (*rules, at + a.WIN_STREAK - 1)).fetchone()
            fifth.append(row_id)
        since = max(codes.rfind("0"), codes.rfind("2")) + 1  # the last loss or draw
        tail = codes[since:]
        breaks: list[int | None] = []
        if "3" in tail:
            breaks = [row_id for (row_id,) in conn.execute(
                f"SELECT id FROM (SELECT id, {_CODE} AS code FROM games WHERE {where}"
                f" AND {by_rules} ORDER BY ended_at, id LIMIT -1 OFFSET ?) WHERE code = 3",
                (*rules, since))]
        found[RuleSet(*rules)] = WinRun([len(run) for run in tail.split("3")], breaks)
    if fifth:
        marks = ", ".join("?" * len(fifth))
        moment, row_id, number = conn.execute(
            f"SELECT ended_at, id, {_NUMBER} FROM games WHERE id IN ({marks})"
            " ORDER BY ended_at, id LIMIT 1", fifth).fetchone()
        earned["hot_streak"] = Earned("hot_streak", from_text(moment), row_id,
                                      game_number(number))
    return found


def _daily(conn: sqlite3.Connection, q: _Query, doubted: dict[int, GameRecord | None],
           earned: dict[str, Earned]) -> DailyFold:
    """Today's deals: only the rows whose number is a day near their start or end
    (a day's deal is played on its day in the player's time: within a day of UTC's)."""
    near = " OR ".join(  # (a day before the 1st of January: 8870 less as YYYYMMDD)
        f"abs(game_number - CAST(replace(substr({x}, 1, 10), '-', '') AS INTEGER)) <= 8870"
        for x in ("started_at", "ended_at"))
    games: dict[int, tuple[str, GameRecord]] = {}
    for row in conn.execute(
            f"{q.select}"
            f" WHERE {q.where()} AND players = {TODAYS_PLAYERS}"
            f" AND face_down = {DEFAULT_FACE_DOWN} AND gathering = '{DEFAULT_GATHERING}'"
            f" AND coalesce({q.c['ending']}, '{DEFAULT_END}') = '{DEFAULT_END}'"
            f" AND outcome <> 'abandoned' AND game_number BETWEEN 10101 AND 99991231"
            f" AND ({near})"):
        game = rows.from_row(row)
        if isinstance(game, GameRecord) and game.id is not None:
            games[game.id] = (str(row[2 + rows.DB_COLUMNS.index("ended_at")]), game)
    for row_id, doubt in doubted.items():
        if doubt is not None and row_id not in games:
            (moment,) = conn.execute("SELECT ended_at FROM games WHERE id = ?",
                                     (row_id,)).fetchone()
            games[row_id] = (str(moment), doubt)
    daily = DailyFold()
    for _moment, game in sorted(games.values(), key=lambda pair: (pair[0], pair[1].id)):
        day = daily.add(game)
        if day is None:
            continue
        days = run_through(daily.days, day)
        for key, needed in (("todays_deal", 1), ("deal_week", a.DEAL_WEEK)):
            if days >= needed and key not in earned:
                earned[key] = Earned(key, game.ended_at, game.id, game.game_number)
    return daily


def fold_records(games: Iterable[GameRecord]) -> Folded:
    """The same folds, from every game as a GameRecord (oldest first): where SQL
    cannot make them (NeedsRows)."""
    luck, names, fold = LuckFold(), NameFold(), AchievementFold()
    made = right = counter = 0
    for game in games:
        if not game.counted:
            continue
        luck.add(game)
        names.add(game.humans, game.outcome, game.winner)
        fold.add(game)
        made += game.calls_made
        right += game.calls_right
        counter += game.calls_counter_right
    return Folded(fold, luck.series(), names.results(), names.shared,
                  CallTotals(made, right, counter))


def _luck(conn: sqlite3.Connection, where: str) -> list[LuckSeries]:
    luck = LuckFold()
    add = luck.add_chance
    for players, won, chance in conn.execute(
            "SELECT players, outcome = 'win' AND winner = 0, start_chance FROM games"
            f" WHERE {where} AND outcome <> 'abandoned' AND start_chance IS NOT NULL"
            " ORDER BY ended_at, id"):
        add(players, bool(won), float(chance))
    return luck.series()


def _names(conn: sqlite3.Connection, q: _Query, alone: int, alone_won: int
           ) -> list[NameResult]:
    """Each person's games played to the end and wins: the games of the one unnamed
    player (`alone`, counted with the sums) and each name of the others' rows."""
    found: dict[tuple[str, int], list[int]] = {("", 0): [alone, alone_won]} if alone else {}
    for name, player, games, wins in conn.execute(  # (as NameFold counts: a blank name
            # among two is "Player N", the seat's number)
            "SELECT j.value, CASE WHEN j.value = '' AND json_array_length(g.humans) > 1"
            " THEN j.key + 1 ELSE 0 END, count(*),"
            " sum(g.outcome = 'win' AND g.winner = j.key)"
            f" FROM (SELECT {q.c['humans']} AS humans, outcome, winner FROM games"
            f" WHERE {q.where()} AND outcome <> 'abandoned' AND NOT {q.unnamed}) AS g,"
            " json_each(g.humans) AS j GROUP BY 1, 2"):
        counts = found.setdefault((str(name), int(player)), [0, 0])
        counts[0] += games
        counts[1] += wins
    return sorted_names(found)
