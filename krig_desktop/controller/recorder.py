"""Recording every game in the history database the moment it ends or is left.

`GameRecorder` follows the controller: a game that ends (win, draw, repetition) is
written on `gameOver`; a game left unfinished with a battle played (in this window, or
before it came back from disk: resumed, loaded) is written as "abandoned" when another
game replaces it (`gameStarted`: the controller has already swapped games, so the
recorder keeps its own reference to the one that was showing) or when the window closes
without keeping it for the next start.
A game that was already over when it was shown (a finished save loaded) is not
recorded again.

A left game can be brought back (Edit → Undo, put_away.py), so it is written only once
it no longer can: it is put away (`_shelved`) when another game replaces it, and
recorded when the next game is left in its place, or at the quit. A game started with
the key of the one put away is that game brought back: it goes on (its start, clock and
chance kept), and the one it replaced is put away in its stead.

Each game is followed with its identity, `controller.game_key` read at `gameStarted`.
A game started with the key of the one showing is that same game going on (a save of
it loaded, the resume file, the start of Watch Replay): it is not left, and keeps its
start, its clock and its chance at the deal. The database holds one row per key
(history_rows.py), so even a game written twice (after a crash) is one row.

What goes into the columns: see game_rows.py. The people's names are the controller's
`human_names` when the game is first shown; the calls come from `calls_of` (the
window sets it to the calls' `WarCalls.calls`; None: no calls), read at each step of
the game followed and at its end, so a game left keeps the calls made in it.
`started_at` and `seconds_played` are the game's own (the controller's
`play_time.clock`): when it was dealt, and how long it was played in every session, its
saves and resume file carrying them; `ended_at` is when it ended or was left;
`start_chance` comes from the odds feed (`watch_odds`) when it estimated the deal of
this very game.

The history never blocks the window: it is opened with no busy timeout, so a database
another program holds, a full disk or a file that cannot be written fails at once. The
game's row is then kept in `history-pending.json` beside the database (atomically, at
once: a crash loses none; history_pending.py), said once through `failed`, and written
when the history can be had again: tried every RETRY_MS while games wait, and at the
next game's end. Kept games of an earlier session are written at start. A damaged
file moved aside is announced once through `notice`.

The writing runs on the window's one writer thread (`writer`, storage/writer.py; None,
as in tests: at once), so a slow history (a trigger, a slow disk) never holds the
window; the quit waits for it with the keeper's writes. Everything the writing
touches (the connection's opening, `pending`, the files) is touched in its jobs, and
what it tells reaches the GUI thread queued (`_on_gui`).

Where the pending file cannot be written either (a read-only folder, a disk full), the
games go to the spare file in the temp folder (history_pending.spare_path), read at
the next start too; `unrecorded()` says at the quit how many games wait and where they
are (or that they are in no file at all, and why).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from krig_desktop.controller.game_controller import Controller
from krig_desktop.controller.game_rows import HIGHLIGHTS_LIMIT, game_record
from krig_desktop.controller.play_time import GameClock
from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.errors import StorageError, describe
from krig_desktop.storage.game_history import (
    GameHistory,
    GameRecord,
    HistoryError,
    Reason,
    open_history,
)
from krig_desktop.storage.history_pending import (
    load_pending,
    make_spare_folder,
    merge_pending,
    pending_path,
    spare_path,
)
from krig_desktop.storage.paths import history_path
from krig_desktop.storage.writer import SerialWriter

if TYPE_CHECKING:
    from krig_desktop.controller.odds_feed import OddsFeed

__all__ = ["HIGHLIGHTS_LIMIT", "GameRecorder", "game_record"]

log = logging.getLogger(__name__)

RETRY_MS = 5_000  # how often kept games are tried again while the history is unavailable


class Unrecorded(NamedTuple):
    """At the quit: the games the history could not take, the files they wait in for
    the next start, and how many are in none (with why)."""

    games: int
    kept_in: tuple[Path, ...]
    lost: int
    why: str


def _identity(record: GameRecord) -> str:
    """One game, kept anywhere: by its key (a game before keys: all of it)."""
    return record.game_key or repr(record)


@dataclass(slots=True)
class _Followed:
    """The game on show and what its row will need."""

    game: Game
    key: str
    clock: GameClock  # the game's own time (the controller's for the game in play)
    battles_at_start: int
    done: bool  # recorded already, or not to be recorded (a finished save, a replay)
    deal_chance: float | None = None
    played: bool = False  # a battle was played here before the game was shown anew
    humans: tuple[str, ...] = ("",)
    calls: Sequence[WarCall] = field(default=())

    @classmethod
    def of(cls, game: Game, key: str, clock: GameClock,
           humans: tuple[str, ...] = ("",)) -> _Followed:
        """`game` followed from now on. One already under way came back from disk (a
        resume, a load, the game put away before a crash): it counts as played, so
        leaving it before another battle still records it."""
        return cls(game, key, clock, game.battles, game.over,
                   played=not (game.over or game.untouched), humans=humans)

    @property
    def started_at(self) -> datetime:
        """When the game was dealt."""
        return datetime.fromtimestamp(self.clock.dealt_at, UTC)

    def left_unfinished(self) -> bool:
        return not self.done and (self.played or self.game.battles > self.battles_at_start)

    def going_on(self, game: Game, clock: GameClock) -> _Followed:
        """The same game shown anew (loaded, resumed) with its `clock`: its chance kept."""
        return _Followed(game, self.key, clock, game.battles, self.done or game.over,
                         self.deal_chance, self.left_unfinished(), self.humans, self.calls)


class GameRecorder(QObject):
    """Writes one history row per game that ends or is left (see the module).

    Watch Replay sets the real game aside and shows a replay of it, with the same key:
    it is the same game, not left, and the replay is never recorded.
    """

    notice = Signal(str)  # translated: said once (a damaged history moved aside, ...)
    failed = Signal(str)  # translated: the history cannot be written now
    recorded = Signal(object)  # GameRecord, with its id
    _relay = Signal(object)  # a call made on the writer's thread, run on the GUI thread

    def __init__(self, controller: Controller, window: QWidget | None = None,
                 path: Path | None = None) -> None:
        super().__init__(controller)
        self._controller = controller
        self.history: GameHistory | None = None
        self._path = path
        self._told = False
        self._feed: OddsFeed | None = None
        # The calls of the game in play (the window's WarCalls.calls); None: no calls.
        self.calls_of: Callable[[], Sequence[WarCall]] | None = None
        self._now = self._follow(controller.game, controller.game_key)
        self._aside: _Followed | None = None  # the real game while a replay runs
        self._before: _Followed | None = None  # the same game as it was before shown anew
        self._shelved: _Followed | None = None  # the game left last: it can come back
        self.pending: list[GameRecord] = []  # games waiting for the history
        self.keeps = True  # False: a window that keeps nothing (another owns the folder)
        self.writer: SerialWriter | None = None  # the window's (None: written at once)
        self._homes: dict[str, Path | None] = {}  # where each game waiting is kept
        self._why_unkept = ""  # why the last game could be kept in no file
        self._relay.connect(self._run_relayed, Qt.ConnectionType.QueuedConnection)
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._write_pending_later)
        controller.gameStarted.connect(self._on_game_started)
        controller.gameOver.connect(self._on_game_over)
        controller.replayChanged.connect(self._on_replay_changed)
        controller.modelChanged.connect(self._note_calls)
        if window is not None:
            window.installEventFilter(self)

    @property
    def path(self) -> Path:
        return history_path() if self._path is None else self._path

    def open(self) -> None:
        """Open the history (at start), and write the games an earlier session kept
        (in the config folder or, as a last resort, the temp folder)."""
        if self.keeps:  # (else the games kept are another window's to write)
            self.pending = self._load_kept()
        if self._connect():
            self._write_pending_later()
        elif self.pending:
            self._retry.start()

    def _load_kept(self) -> list[GameRecord]:
        """The games an earlier session kept, each once, with the file it is in."""
        kept: list[GameRecord] = []
        for place in (pending_path(self.path), spare_path(self.path)):
            for record in load_pending(place):
                if _identity(record) not in self._homes:
                    self._homes[_identity(record)] = place
                    kept.append(record)
        return kept

    def _in_order(self, work: Callable[[], object]) -> None:
        """`work` on the writer's thread, after what was handed over before it (no
        writer: now)."""
        if self.writer is None:
            work()
            return

        def job() -> bool:
            work()
            return True

        self.writer.run(job)

    def _on_gui(self, call: Callable[[], object]) -> None:
        """`call` on the GUI thread: now if this is it, else queued to it."""
        if threading.current_thread() is threading.main_thread():
            call()
        else:
            self._relay.emit(call)

    def _run_relayed(self, call: object) -> None:
        if callable(call):
            call()

    def _connect(self) -> bool:
        """Open the history if it is not (never waiting on a lock); True when open."""
        if self.history is not None:
            return True
        try:
            opened = open_history(self.path, busy_timeout=0)
        except HistoryError as error:
            self._fail(error)
            return False
        self.history = opened.history
        if opened.moved_aside is not None:
            text = self.tr("The game history was damaged. It was kept as %1, and a new "
                           "one was started.").replace("%1", opened.moved_aside.name)
            self._on_gui(lambda: self.notice.emit(text))
        return True

    def watch_odds(self, feed: OddsFeed) -> None:
        """Take your chance at the deal from `feed` (the odds meter's) for each game."""
        self._feed = feed
        feed.oddsChanged.connect(self._note_deal_chance)
        self._note_deal_chance()

    def _note_deal_chance(self, *_: object) -> None:
        """Keep the feed's latest figure for the deal of the game followed (kept here,
        as the feed starts afresh for a replay and for the game it gives back)."""
        now = self._now
        if self._feed is None or now.done:
            return
        chance = self._feed.deal_chance(now.game)
        if chance is not None:
            now.deal_chance = chance

    def _follow(self, game: Game, key: str, clock: GameClock | None = None) -> _Followed:
        """`game` followed from now, with `clock` (None: the controller's)."""
        return _Followed.of(game, key, clock or self._controller.play_time.clock,
                            tuple(self._controller.human_names))

    def _note_calls(self, *_: object) -> None:
        """Keep the calls of the game followed, as they are now (the calls start
        afresh for the next game: a game left keeps what was called in it)."""
        now = self._now
        if self.calls_of is not None and not now.done and now.game is self._controller.game:
            now.calls = tuple(self.calls_of())

    # ----------------------------------------------------------------- signals
    def _on_game_started(self) -> None:
        game, key = self._controller.game, self._controller.game_key
        if self._aside is not None and game is self._aside.game:  # the replay gave it back
            self._now, self._aside = self._aside, None
            return
        left, self._before = self._now, None
        clock = self._controller.play_time.clock
        if key == left.key:  # the same game going on: loaded again, resumed, replayed
            self._now, self._before = left.going_on(game, clock), left
            return
        shelved = self._shelved
        # Put away, the game left can still come back; a deal left as it was dealt is not
        # put away (`Game.untouched`, as ui/window/put_away.py does): the one before stays.
        # (So it cannot come back, and is left for good now: recorded if battles were
        # played under its key before, e.g. then an earlier save of it loaded.)
        untouched = left.game.untouched
        self._shelved = shelved if untouched else left
        if shelved is not None and key == shelved.key:  # brought back (Undo)
            self._now = shelved.going_on(game, clock)
            if untouched:
                self._shelved = None
                self._leave(left)
            return
        self._now = self._follow(game, key)
        if untouched:
            self._leave(left)
        elif shelved is not None:  # now out of reach: left for good
            self._leave(shelved)

    def shelve(self, game: Game, game_key: str, time: GameTime) -> None:
        """`game`, put away before a crash and kept on disk for Undo with its `time`, is
        the one that can be brought back (recorded when it no longer can, like any game
        put away)."""
        followed = self._follow(game, game_key, GameClock(time, running=False))
        if self._shelved is not None and self._shelved.key != game_key:
            self._leave(self._shelved)
        self._shelved = followed

    def left_for_good(self, game_key: str) -> None:
        """The game put away with `game_key` can no longer be brought back (another took
        its place in the file, or the file went: ui/window/put_away.py): recorded now."""
        shelved = self._shelved
        if shelved is not None and shelved.key == game_key:
            self._shelved = None
            self._leave(shelved)

    def _on_replay_changed(self, on: bool) -> None:
        if on:
            # The replay began as the same game going on (its key): the real one is
            # set aside, and the replay shown is never recorded.
            real = self._before if self._before is not None else self._now
            real.game = self._controller.real_game
            self._aside = real
            self._now = self._follow(self._controller.game, real.key)
            self._now.done = True
        elif self._aside is not None and self._controller.game is not self._aside.game:
            # The real game is dropped for another (a new game while replaying): it is
            # left, as the gameStarted that follows says.
            self._now, self._aside = self._aside, None

    def _on_game_over(self, _model: object) -> None:
        now = self._now
        if now.done or now.game is not self._controller.game:
            return
        self._note_calls()
        now.done = True
        self._note_deal_chance()
        self._write(game_record(now.game, now.started_at, datetime.now(UTC),
                                now.clock.seconds(), deal_chance=now.deal_chance,
                                game_key=now.key, humans=now.humans, calls=now.calls))

    def record_ended(self, game: Game, game_key: str, deal_chance: float | None = None,
                     time: GameTime | None = None) -> None:
        """Record `game`, found finished where it was kept (the resume file at start),
        with its `time` (None: dealt now, unplayed): a kill may have come after it was
        kept finished and before its row was written. Recording is idempotent by key,
        so a game already recorded keeps its one row."""
        if game.over:
            kept = GameClock(time, running=False) if time is not None else None
            followed = self._follow(game, game_key, kept)
            self._write(game_record(game, followed.started_at, datetime.now(UTC),
                                    followed.clock.seconds(), deal_chance=deal_chance,
                                    game_key=game_key, humans=followed.humans))

    def _leave(self, followed: _Followed) -> None:
        if not followed.left_unfinished():
            return
        followed.done = True
        self._write(game_record(followed.game, followed.started_at, datetime.now(UTC),
                                followed.clock.seconds(), abandoned=True,
                                deal_chance=followed.deal_chance, game_key=followed.key,
                                humans=followed.humans, calls=followed.calls))

    def leave(self) -> None:
        """The game in play is left (a new one follows, or the window closes without
        keeping it): recorded as abandoned if a battle was played here."""
        self._leave(self._now if self._aside is None else self._aside)

    def close(self, keep_game: bool) -> None:
        """The window closes; `keep_game`: the game in play is kept for the next start
        (so it is not left, and will be recorded when it ends). Games still waiting
        for the history stay in their file for the next start."""
        if not keep_game:
            self.leave()
        if self._shelved is not None:  # the game put away can no longer come back
            self._leave(self._shelved)
            self._shelved = None
        self._now.done = True
        self._retry.stop()
        if self._feed is not None:
            self._feed.oddsChanged.disconnect(self._note_deal_chance)
            self._feed = None
        self._in_order(self._disconnect)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange and isinstance(watched, QWidget):
            clock = self._controller.play_time.clock
            if watched.windowState() & Qt.WindowState.WindowMinimized:
                clock.pause()
            elif not (self._controller.replaying or self._controller.real_game.over):
                clock.resume()
        return False

    # ----------------------------------------------------------------- writing
    def _disconnect(self) -> None:
        if self.history is not None:
            self.history.close()
            self.history = None

    def _store(self, record: GameRecord) -> bool:
        """Write one game; False (the history closed, the reason told) if it could not."""
        if not self._connect():
            return False
        assert self.history is not None
        try:
            stored = self.history.put(record)
        except HistoryError as error:
            self._disconnect()  # opened afresh next time: the cause may have gone
            self._fail(error)
            return False
        if stored.changed:
            done = record._replace(id=stored.id, repeat=stored.repeat)
            self._on_gui(lambda: self.recorded.emit(done))
        return True

    def _write(self, record: GameRecord) -> None:
        """Record `record`, on the writer's thread (see the module)."""
        self._in_order(lambda: self._write_now(record))

    def _write_now(self, record: GameRecord) -> None:
        if self.pending:  # keep the order: the games kept first
            self._keep(record)
            self.write_pending()
            return
        try:
            written = self._store(record)
        except Exception:  # a bug must not stop play; the traceback goes to the log
            log.exception("a game could not be recorded")
            return
        if not written:
            self._keep(record)

    def _keep(self, record: GameRecord) -> None:
        self.pending.append(record)
        self._merge_pending(kept=[record])
        self._on_gui(self._retry.start)

    def _merge_pending(self, kept: Sequence[GameRecord] = (),
                       written: Sequence[GameRecord] = ()) -> None:
        """The files of kept games follow: merged, as another process may keep its own
        games there (history_pending.py). A game the config folder cannot take goes to
        the spare file in the temp folder; so do the games of a window that keeps
        nothing in the folder (another window owns it, and reads the spare at its next
        start)."""
        home, spare = pending_path(self.path), spare_path(self.path)
        for record in written:
            self._homes.pop(_identity(record), None)
        try:
            if not self.keeps:
                raise PermissionError(f"another window owns {home.parent}")
            merge_pending(home, kept, written)
            place: Path | None = home
        except (StorageError, OSError) as error:  # a read-only folder, a full disk
            log.warning("games waiting for the history could not be kept: %s", error)
            place = self._keep_spare(spare, kept, error)
        for record in kept:
            self._homes[_identity(record)] = place
        if written and spare.is_file():
            try:
                merge_pending(spare, written=written)
            except (StorageError, OSError) as error:
                log.warning("the spare file of kept games could not be updated: %s", error)

    def _keep_spare(self, spare: Path, kept: Sequence[GameRecord],
                    error: Exception) -> Path | None:
        """Keep `kept` in the temp folder's spare file; where they are (None: nowhere,
        why kept for the quit's message)."""
        if not kept:
            return None
        try:
            make_spare_folder(spare)
            merge_pending(spare, kept)
        except (StorageError, OSError) as spare_error:
            log.warning("games waiting for the history are in no file: %s", spare_error)
            self._why_unkept = describe(error) if isinstance(error, StorageError) else str(error)
            return None
        return spare

    def unrecorded(self) -> Unrecorded:
        """The games still waiting for the history (ask after the writer has settled):
        how many, the files they are kept in, and how many are in none, and why."""
        places = {self._homes.get(_identity(record)) for record in self.pending}
        kept_in = tuple(sorted(place for place in places if place is not None))
        lost = sum(self._homes.get(_identity(record)) is None for record in self.pending)
        return Unrecorded(len(self.pending), kept_in, lost, self._why_unkept)

    def _write_pending_later(self) -> None:
        self._in_order(self.write_pending)

    def write_pending(self) -> None:
        """Write the games kept while the history could not be written, oldest first;
        tried again later for those that still cannot be."""
        if not self.pending:
            return
        count = len(self.pending)
        done: list[GameRecord] = []
        while self.pending:
            try:
                written = self._store(self.pending[0])
            except Exception:  # a bug: that game can never be written; the rest can
                log.exception("a kept game could not be recorded; it is dropped")
                written = True
            if not written:
                self._merge_pending(kept=self._not_kept(), written=done)
                self._on_gui(self._retry.start)
                return
            done.append(self.pending.pop(0))
        self._merge_pending(written=done)
        self._told = False  # a later failure is told again
        text = self.tr("The game history can be written again: %Ln kept game(s) recorded.",
                       "", count)
        self._on_gui(lambda: self.notice.emit(text))

    def _not_kept(self) -> list[GameRecord]:
        """The games waiting that no file holds yet (the others stay where they are)."""
        return [record for record in self.pending
                if self._homes.get(_identity(record)) is None]

    def _fail(self, error: HistoryError) -> None:
        log.warning("game history unavailable: %s", error)
        if not self._told:
            self._told = True
            text = self.failure_text(error.reason)
            self._on_gui(lambda: self.failed.emit(text))

    def reason_text(self, reason: Reason) -> str:
        """Why the history cannot be used, in a few words (the real cause)."""
        return {
            Reason.READ_ONLY: self.tr("its folder cannot be written to"),
            Reason.READ_ONLY_FILE: self.tr("the file is read-only"),
            Reason.NO_ACCESS: self.tr("its folder cannot be opened (no permission)"),
            Reason.DISK_FULL: self.tr("the disk is full"),
            Reason.BUSY: self.tr("another program keeps it locked"),
            Reason.DAMAGED: self.tr("it is damaged"),
            Reason.NEWER_VERSION: self.tr("a newer version of Krig Desktop made it"),
            Reason.NOT_HISTORY: self.tr("it is not a Krig Desktop history"),
            Reason.NOT_A_FILE: self.tr("something other than a file is in its place"),
            Reason.NOT_A_FOLDER: self.tr("a file stands where its folder should be"),
        }.get(reason, self.tr("it cannot be opened"))

    def failure_text(self, reason: Reason) -> str:
        """The one message for a history that cannot be written now."""
        return self.tr("The game history cannot be written now, because %1. Games that "
                       "end meanwhile are kept and recorded as soon as it can be written "
                       "again. You can play on as usual.").replace(
            "%1", self.reason_text(reason))
