"""Awarding the achievements: after each game is recorded, and once at the window's
start (an older history earns what its games had earned, told in one note).

At start (and after an import) the whole history is folded off the GUI thread (by
SQL over the few columns each achievement needs, storage/history_folds.py; only the
achievements' fold, and those already stored are not searched for again), on a pool of
one thread with a read-only connection
of its own, so checks run one after another. The fold is then kept, and each game recorded
afterwards is added to it on the GUI thread (`add`: microseconds), so a game's end
never reads the history again. Games another window records meanwhile are counted at
the next start. What the fold found is then stored on the GUI thread through the
recorder's history (`award`: one short transaction that adds only what is not there
yet), and only what it added is told: through `notify` (the window gives the felt's
quiet note; never a modal box), one note per check, however many were earned at once;
what a game just earned goes first to `medals` (the window: medals on the game-over
panel, where the payoff is), and only when they are not shown there to the note.
A history that cannot be written now keeps nothing and tells nothing: the next check
awards them.
"""

from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from krig_desktop.model.achievements import BY_KEY, CONTEXT, AchievementFold, Earned
from krig_desktop.storage.game_history import (
    GameHistory,
    GameRecord,
    HistoryError,
    HistoryReader,
    Reason,
    open_history_read_only,
)
from krig_desktop.storage.history_file import index_doubted_rows

log = logging.getLogger(__name__)

Notify = Callable[[str], None]
Medals = Callable[[list[str]], bool]  # the keys earned; False: not shown


def title_of(key: str) -> str:
    """The achievement's title in the language chosen."""
    return QCoreApplication.translate(CONTEXT, BY_KEY[key].title)


class _Bridge(QObject):
    done = Signal(object, bool)  # (AchievementFold or None, catch_up)


class _FoldJob(QRunnable):
    def __init__(self, path: Path, catch_up: bool, bridge: _Bridge) -> None:
        super().__init__()
        self._path, self._catch_up, self._bridge = path, catch_up, bridge
        self._lock = threading.Lock()
        self._reader: HistoryReader | None = None
        self.stopped = False

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
            if self._reader is not None:
                with contextlib.suppress(sqlite3.Error):
                    self._reader.interrupt()

    def run(self) -> None:
        found: AchievementFold | None = None
        try:
            if self._catch_up and not self.stopped:  # (at start: made once, off the GUI)
                index_doubted_rows(self._path)
            reader = open_history_read_only(self._path)
            if reader is not None:
                with self._lock:
                    self._reader = reader
                try:
                    if not self.stopped:
                        found = reader.folded(whole=False).fold
                finally:
                    with self._lock:
                        self._reader = None
                    reader.close()
        except HistoryError as error:  # (told by the recorder when it matters)
            log.info("achievements not checked: %s", error)
        except Exception:  # a bug must not stop play
            log.exception("the achievements could not be checked")
        if not self.stopped:
            self._bridge.done.emit(found, self._catch_up)


class AchievementCheck(QObject):
    """Checks the history at `path` for achievements and awards them in `history_of()`
    (the recorder's open history, None while it cannot be written)."""

    awarded = Signal(object)  # list[Earned]: newly stored, after each check that added any

    def __init__(self, path: Path, history_of: Callable[[], GameHistory | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._history_of = history_of
        self.notify: Notify | None = None
        self.medals: Medals | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._bridge = _Bridge(self)
        self._bridge.done.connect(self._on_folded)
        self._jobs: list[_FoldJob] = []
        self._closed = False
        self._fold: AchievementFold | None = None  # every game so far, once folded
        self._waiting: list[GameRecord] = []  # recorded while the fold was being made

    @property
    def busy(self) -> bool:
        return bool(self._jobs)

    def add(self, record: GameRecord) -> None:
        """A game was recorded: fold it in and award what it earned (told as it)."""
        if self._fold is None:
            self._waiting.append(record)
            if not self._jobs:
                self.check()
            return
        self._award(self._fold.add(record), catch_up=False)

    def check(self, catch_up: bool = False) -> None:
        """Fold the whole history again and award what it earned; `catch_up`: what is
        found comes from games recorded earlier (start, an import): told as one summary."""
        if self._closed:
            return
        job = _FoldJob(self._path, catch_up, self._bridge)
        job.setAutoDelete(False)
        self._jobs.append(job)
        self._pool.start(job)

    def stop(self) -> None:
        """The window closes: a fold running is interrupted and waited for."""
        self._closed = True
        self._pool.clear()
        for job in self._jobs:
            job.stop()
        self._pool.waitForDone()
        self._jobs = []

    def _on_folded(self, found: object, catch_up: bool) -> None:
        if self._jobs:
            self._jobs.pop(0)
        if self._closed or not isinstance(found, AchievementFold):
            return
        self._fold = found
        waiting, self._waiting = self._waiting, []
        # (A game recorded while the history was read may be in the fold already: the
        # fold counts a game it has as it ended once, and takes back one it had left.)
        ids = {record.id for record in waiting if record.id is not None}
        fresh = {earned.key for record in waiting for earned in found.add(record)}
        fresh |= {earned.key for earned in found.earned.values() if earned.game_id in ids}
        # What the games recorded meanwhile earned (whether the fold read them or not)
        # is theirs: told as a game's (its panel's medals), not in the past games' summary.
        for theirs in (False, True):
            self._award(sorted((e for e in found.earned.values()
                                if (e.key in fresh) == theirs), key=lambda e: e.earned_at),
                        catch_up and not theirs)

    def _award(self, found: list[Earned], catch_up: bool) -> None:
        if not found:
            return
        history = self._history_of()
        try:
            if history is None:
                raise HistoryError(Reason.UNAVAILABLE, self._path, "not open")
            added = history.award(found)
        except HistoryError as error:  # the next game folds everything again
            log.info("achievements not stored now: %s", error)
            self._fold = None
            return
        if added:
            self.awarded.emit(added)
            self._tell(added, catch_up)

    def note_text(self, added: list[Earned], catch_up: bool) -> str:
        """One note for what one check added."""
        if catch_up:
            return self.tr("Your past games earned %n achievement(s). See them in "
                           "Game → Statistics → Achievements.", "", len(added))
        if len(added) == 1:
            return self.tr("Achievement: %1").replace("%1", title_of(added[0].key))
        titles = ", ".join(title_of(e.key) for e in added)
        return self.tr("Achievements: %1").replace("%1", titles)

    def _tell(self, added: list[Earned], catch_up: bool) -> None:
        if not catch_up and self.medals is not None and self.medals([e.key for e in added]):
            return
        if self.notify is not None:
            self.notify(self.note_text(added, catch_up))
