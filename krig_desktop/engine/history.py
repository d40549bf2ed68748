"""`game.history`: one record per completed battle, recomputed from the game's origin.

The live game records nothing: its fast path (`play_to_end`, `play_battle`, the
simulator) stays exactly as fast as before, and a save holds only the present. Instead
the history replays the game from its origin (`replay.py`):

- A *cursor* plays the game again on the fast path up to the live game's battle count,
  in slices the caller drives (`prepare(budget)`), laying a checkpoint every `every`
  battles (`checkpoints.py`: about 70 bytes each, 2.6 kB with shuffled gathering). On
  arrival it must be the live game (`replay.mismatch`): hands at the start of the live
  battle, counters, generator, and the battle on the table. If not, the save was made up
  or edited, and the history says so (`broken`, `HistoryUnavailable`) instead of telling
  the story of another game. With fixed gathering the cursor also runs Brent's search
  for a repetition, so a save claiming more battles than the game can last is refused
  after at most a few times the game's real length, never a replay without end.
- Reading battle i replays from the checkpoint before it: at most `every` battles on
  the fast path to the start of its window of WINDOW battles, then the slower
  event-producing path records them.
  The last two windows are kept, so a log reading ~30 rows in a row, or following the
  live game, pays for each battle once.

Costs: nothing at load or in play. Reading before `prepare` has caught up first
finishes the cursor synchronously: one fast-path battle per battle not yet prepared
(seconds for millions of battles; drive `prepare` in slices for long games).
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Iterator, Sequence
from typing import Final, overload

from krig_desktop.engine.checkpoints import Checkpoints
from krig_desktop.engine.records import BattleRecord, HistoryUnavailable
from krig_desktop.engine.replay import Replay, mismatch
from krig_desktop.engine.state import GameState

CHECKPOINT_EVERY: Final = 512  # battles between checkpoints at first (benchmarks/history.py)
CHECKPOINT_BUDGET: Final = 2 * 1024 * 1024  # bytes of checkpoints before they thin out
WINDOW: Final = 64  # battles recorded together when one is read
WINDOWS_KEPT: Final = 2


class _Window:
    """Records `start` + 1 ... of consecutive battles, and the replay that goes on."""

    __slots__ = ("records", "replay", "start")

    def __init__(self, start: int, replay: Replay) -> None:
        self.start = start  # battles before the first record
        self.records: list[BattleRecord] = []
        self.replay: Replay | None = replay  # at battle start + len(records)


class History(Sequence[BattleRecord]):
    """The completed battles of one live game, in order: `len(history) == game.battles`.

    Index 0 is battle 1. Reading may replay (see the module's costs); `prepare` does
    the replay in slices beforehand.
    """

    __slots__ = ("_broken", "_checked", "_cursor", "_game", "_jump_at", "_points",
                 "_tortoise", "_windows")

    def __init__(self, game: GameState, every: int = CHECKPOINT_EVERY,
                 budget: int = CHECKPOINT_BUDGET) -> None:
        origin = game._origin
        self._game = game
        self._cursor = cursor = Replay.at(origin)
        cards = sum(map(len, cursor._hands))
        self._points = Checkpoints(origin.players, cards, not origin.rules.fixed, every,
                                   budget, wars=cursor._wars_won is not None)
        self._points.add(cursor)
        self._broken: str | None = None
        self._checked = -1  # the live battle count the cursor last agreed with
        # Fixed gathering: Brent's tortoise, at battle 2**k - 1 of the cursor (not under
        # "battles:N", where a position may come back: the game ends at battle N).
        self._tortoise = cursor.position().hands if (
            origin.rules.fixed and origin.rules.end_battles is None) else None
        self._jump_at = 1
        self._windows: list[_Window] = []

    # ----- preparing

    @property
    def prepared(self) -> int:
        """How many battles the replay has covered so far (checkpoints up to there)."""
        return self._cursor._battles

    @property
    def broken(self) -> str | None:
        """Why the history cannot be told, once the replay found it; else None."""
        return self._broken

    @property
    def every(self) -> int:
        """Battles between checkpoints now (doubles when they pass their budget)."""
        return self._points.every

    def prepare(self, budget: int | None = None) -> bool:
        """Replay at most `budget` more battles (all that are left when None) towards
        the live game. True once the replay has reached it: every completed battle is
        then cheap to read, or `broken` says why none can be."""
        if budget is not None and budget < 0:
            raise ValueError(f"budget must be 0 or more battles, not {budget}")
        if self._broken is not None:
            return True
        target = self._game._battles
        cursor = self._cursor
        if cursor._battles < target:
            until = target if budget is None else min(target, cursor._battles + budget)
            self._run(until, target)
            if self._broken is not None or cursor._battles < target:
                return self._broken is not None
        if self._checked != target:
            self._fail(mismatch(self._game, cursor))
            self._checked = target
        return True

    def _fail(self, reason: str | None) -> None:
        if reason is not None:
            self._broken = reason
            self._windows.clear()

    def _run(self, until: int, target: int) -> None:
        """Move the cursor to battle `until` on the fast path, laying checkpoints."""
        cursor, points = self._cursor, self._points
        battle, hands = cursor._fast_battle, cursor._hands
        while cursor._battles < until and self._broken is None:
            stop = min(until, points.next_at)
            if self._tortoise is not None:
                stop = min(stop, self._jump_at)
            tortoise = self._tortoise
            for _ in range(stop - cursor._battles):
                if cursor._outcome is not None:
                    self._fail(f"its origin plays only {cursor._battles} battles, not "
                               f"{target}")
                    return
                battle()
                if hands == tortoise and cursor._battles < target:
                    self._fail(f"its origin repeats a position by battle "
                               f"{cursor._battles}, where the game ends, not {target}")
                    return
            if cursor._battles == points.next_at:
                points.add(cursor)
            if tortoise is not None and cursor._battles == self._jump_at:
                self._tortoise = cursor.position().hands
                self._jump_at = 2 * self._jump_at + 1

    def _ready(self) -> None:
        """Finish the replay if need be; raise if the history cannot be told."""
        self.prepare()
        if self._broken is not None:
            raise HistoryUnavailable(self._broken)

    # ----- reading

    def __len__(self) -> int:
        # len() cannot pass sys.maxsize; only made-up data claims that many battles.
        return min(self._game._battles, sys.maxsize)

    @overload
    def __getitem__(self, index: int) -> BattleRecord: ...

    @overload
    def __getitem__(self, index: slice) -> list[BattleRecord]: ...

    def __getitem__(self, index: int | slice) -> BattleRecord | list[BattleRecord]:
        count = self._game._battles
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(count))]
        i = operator.index(index)
        if i < 0:
            i += count
        if not 0 <= i < count:
            raise IndexError(f"battle index {index} out of range for {count} battles")
        self._ready()
        start = i - i % WINDOW
        window = self._window(start)
        records = window.records
        while len(records) <= i - start:
            assert window.replay is not None
            record = window.replay.record()
            assert record is not None  # a completed battle of a verified replay
            records.append(record)
        return records[i - start]

    def _window(self, start: int) -> _Window:
        """The window of records from battle `start` + 1, kept or begun."""
        windows = self._windows
        for window in windows:
            if window.start == start:
                windows.remove(window)
                windows.append(window)
                return window
        replay = None
        for window in windows:  # the window just before, full, goes on into this one
            if (window.start + WINDOW == start and len(window.records) == WINDOW
                    and window.replay is not None):
                replay, window.replay = window.replay, None
        if replay is None:
            replay = self._replay_at(start)
        if len(windows) >= WINDOWS_KEPT:
            del windows[0]
        windows.append(_Window(start, replay))
        return windows[-1]

    def _replay_at(self, battles: int) -> Replay:
        """A replay at the start of battle `battles` + 1: from the checkpoint before it."""
        points = self._points
        index = battles // points.every
        position, rng = points.get(index)
        replay = Replay.at(self._game._origin, position, rng)
        battle = replay._fast_battle
        for _ in range(battles - position.battles):
            battle()
        return replay

    def __iter__(self) -> Iterator[BattleRecord]:
        return self.scan()

    def scan(self, first: int = 1) -> Iterator[BattleRecord]:
        """The records of battles `first`, `first` + 1, ... (numbers from 1) up to the
        last completed one, replayed in one go: no seeking after the first, so reading
        the whole game costs one replay of it. Follows the live game if it goes on."""
        count = self._game._battles
        if type(first) is not int or not 1 <= first <= count + 1:
            raise IndexError(f"battle {first!r} is not from 1 to {count + 1}")
        self._ready()
        return self._scan(self._replay_at(first - 1))

    def _scan(self, replay: Replay) -> Iterator[BattleRecord]:
        game = self._game
        while replay._battles < game._battles:
            record = replay.record()
            assert record is not None
            yield record
