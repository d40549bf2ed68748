"""Recording every game in the history database the moment it ends or is left.

`GameRecorder` follows the controller: a game that ends (win, draw, repetition) is
written on `gameOver`; a game left unfinished with at least one battle played in this
window is written as "abandoned" when another game replaces it (`gameStarted`: the
controller has already swapped games, so the recorder keeps its own reference to the
one that was showing) or when the window closes without keeping it for the next start.
A game that was already over when it was shown (a finished save loaded) is not
recorded again.

What goes into the columns:
- `started_at`: when the game was first shown in this window (a resumed or loaded game
  starts when it is shown again); `ended_at`: when it ended or was left.
- `seconds_played`: wall time this window showed the game, not counting time it was
  minimized (followed through the window's WindowStateChange events).
- `your_place` (seat 0): 1 when you won; in a draw or repetition 1 if you were still
  in; otherwise 1 + the seats that stayed in longer than you (still in, or out in a
  later battle; seats out in the same battle share a place). None for a game left
  unfinished, and for a game too long to replay (below) unless it is plain: with two
  players a loss is place 2.
- `deepest_war`, `biggest_pile`, `lead_changes` come from replaying `game.history`
  through HighlightsTracker. That costs about 9 microseconds a battle, so it is done
  only for games of at most HIGHLIGHTS_LIMIT battles (under about 50 ms; nearly every
  game); for longer ones (fixed gathering can run to millions) the three columns are
  NULL, "not known", rather than stalling the window at the end of the game.
- `battles` and `war_steps` are the engine's own counters, whatever the length.
- `start_chance`: your chance to win at the deal, from the odds feed (`watch_odds`)
  when it estimated the deal of this very game; NULL for a game first shown after
  its deal (a loaded save) or when there is no feed.

Opening the history (`open_history()`) happens once, here; a damaged file moved aside
is announced once through `notice`, a history that cannot be used (read-only, full
disk, newer version) through `failed`, after which nothing more is recorded and the
game plays on.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game
from krig_desktop.model.highlights import HighlightsTracker
from krig_desktop.storage.game_history import (
    GameHistory,
    GameRecord,
    HistoryError,
    Reason,
    open_history,
)

if TYPE_CHECKING:
    from krig_desktop.controller.odds_feed import OddsFeed

log = logging.getLogger(__name__)

HIGHLIGHTS_LIMIT = 5_000  # battles replayed at most when a game is recorded


class PlayClock:
    """Seconds a game was on screen, paused while the window is minimized."""

    def __init__(self) -> None:
        self._total = 0.0
        self._since: float | None = time.monotonic()

    def pause(self) -> None:
        if self._since is not None:
            self._total += time.monotonic() - self._since
            self._since = None

    def resume(self) -> None:
        if self._since is None:
            self._since = time.monotonic()

    def seconds(self) -> int:
        running = 0.0 if self._since is None else time.monotonic() - self._since
        return int(self._total + running)


def _place_of_you(game: Game, outs: list[tuple[int, ...]] | None) -> int | None:
    """Seat 0's place in a finished game (see the module's docstring)."""
    if game.outcome == "win" and game.winner == 0:
        return 1
    if 0 in game.in_play:
        return 1  # a draw or repetition with you still in
    if outs is None:
        return game.players if game.players == 2 else None
    for battle, seats in enumerate(outs):
        if 0 in seats:
            later = sum(len(out) for out in outs[battle + 1:])
            return 1 + len(game.in_play) + later
    return None


def _measured(game: Game) -> tuple[int | None, int | None, int | None,
                                   list[tuple[int, ...]] | None]:
    """(deepest war, biggest pile, lead changes, seats out per battle with any),
    replayed from the history when the game is short enough; else not known (None)."""
    if game.battles > HIGHLIGHTS_LIMIT:
        return None, None, None, None
    tracker = HighlightsTracker(game.players, tuple(game.origin_game().hand_sizes))
    outs: list[tuple[int, ...]] = []
    for battle in game.history.scan():
        tracker.add(battle)
        if battle.out:
            outs.append(battle.out)
    seen = tracker.snapshot()
    deepest = 0 if seen.deepest_war is None else seen.deepest_war.war_steps
    biggest = 0 if seen.biggest_pile is None else seen.biggest_pile.cards
    return deepest, biggest, seen.lead_changes, outs


def game_record(game: Game, started_at: datetime, ended_at: datetime,
                seconds_played: int, abandoned: bool = False,
                deal_chance: float | None = None) -> GameRecord:
    """The row for `game`, ended (or left, with `abandoned`); `deal_chance`: your chance
    to win at its deal, when the odds were seen then."""
    deepest, biggest, changes, outs = _measured(game)
    ended = not abandoned and game.over
    outcome = str(game.outcome) if ended else "abandoned"
    return GameRecord(
        started_at=started_at, ended_at=ended_at, players=game.players,
        game_number=game.seed if game.origin.kind == "new" else None,
        face_down=game.rules.face_down, gathering=str(game.rules.gathering),
        outcome=outcome, winner=game.winner if outcome == "win" else None,
        your_place=_place_of_you(game, outs) if ended else None,
        battles=game.battles, war_steps=game.war_steps, deepest_war=deepest,
        biggest_pile=biggest, lead_changes=changes, seconds_played=seconds_played,
        start_chance=deal_chance)


@dataclass(slots=True)
class _Followed:
    """The game on show and what its row will need."""

    game: Game
    started_at: datetime
    clock: PlayClock
    battles_at_start: int
    done: bool  # recorded already, or not to be recorded (a finished save, a replay)
    deal_chance: float | None = None

    @classmethod
    def of(cls, game: Game) -> _Followed:
        return cls(game, datetime.now(UTC), PlayClock(), game.battles, game.over)


def _same_deal_from_the_start(left: Game, shown: Game) -> bool:
    """What Restart and the start of Watch Replay both show: the game left, at battle 0."""
    return shown.battles == 0 and shown.origin == left.origin


class GameRecorder(QObject):
    """Writes one history row per game that ends or is left (see the module).

    Watch Replay sets the real game aside and shows a replay: neither is left, and the
    replay is never recorded. The controller says a replay began only after it showed
    the replay (`gameStarted`, then `replayChanged(True)`), exactly as Restart shows the
    same deal from its start; so a game left for its own deal at battle 0 is written one
    event-loop turn later (or at the next signal), unless `replayChanged(True)` says it
    was only set aside.
    """

    notice = Signal(str)  # translated: said once (a damaged history was moved aside)
    failed = Signal(str)  # translated: the history cannot be used; nothing is recorded
    recorded = Signal(object)  # GameRecord, with its id

    def __init__(self, controller: Controller, window: QWidget | None = None,
                 path: Path | None = None) -> None:
        super().__init__(controller)
        self._controller = controller
        self.history: GameHistory | None = None
        self._path = path
        self._told = False
        self._feed: OddsFeed | None = None
        self._now = _Followed.of(controller.game)
        self._aside: _Followed | None = None  # the real game while a replay runs
        self._maybe_left: _Followed | None = None  # restart, or a replay beginning
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self._flush)
        controller.gameStarted.connect(self._on_game_started)
        controller.gameOver.connect(self._on_game_over)
        controller.replayChanged.connect(self._on_replay_changed)
        if window is not None:
            window.installEventFilter(self)

    def open(self) -> None:
        """Open the history (once, at start); emits `notice` or `failed` if need be."""
        try:
            opened = open_history(self._path)
        except HistoryError as error:
            self._fail(error)
            return
        self.history = opened.history
        if opened.moved_aside is not None:
            self.notice.emit(self.tr(
                "The game history was damaged. It was kept as %1, and a new one was "
                "started.").replace("%1", opened.moved_aside.name))

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

    # ----------------------------------------------------------------- signals
    def _on_game_started(self) -> None:
        self._flush()
        game = self._controller.game
        if self._aside is not None and game is self._aside.game:  # the replay gave it back
            self._now, self._aside = self._aside, None
            self._now.clock.resume()
            return
        left, self._now = self._now, _Followed.of(game)
        if _same_deal_from_the_start(left.game, game):
            self._maybe_left = left
            self._later.start()
        else:
            self._leave(left)

    def _on_replay_changed(self, on: bool) -> None:
        if on:
            aside = self._maybe_left  # it was set aside, not left
            if aside is None:  # (never so: a replay begins at its game's deal)
                aside = _Followed.of(self._controller.real_game)
            self._aside, self._maybe_left = aside, None
            self._later.stop()
            aside.clock.pause()
            self._now.done = True  # a replay is never recorded
        elif self._aside is not None and self._controller.game is not self._aside.game:
            # The real game is dropped for another (a new game while replaying): it is
            # left, as the gameStarted that follows says.
            self._now, self._aside = self._aside, None

    def _on_game_over(self, _model: object) -> None:
        self._flush()
        now = self._now
        if now.done or now.game is not self._controller.game:
            return
        now.done = True
        self._note_deal_chance()
        self._write(game_record(now.game, now.started_at, datetime.now(UTC),
                                now.clock.seconds(), deal_chance=now.deal_chance))

    def _flush(self) -> None:
        """Write the game left for its own deal, now that it was not a replay."""
        self._later.stop()
        left, self._maybe_left = self._maybe_left, None
        if left is not None:
            self._leave(left)

    @staticmethod
    def _left_unfinished(followed: _Followed) -> bool:
        return not followed.done and followed.game.battles > followed.battles_at_start

    def _leave(self, followed: _Followed) -> None:
        if not self._left_unfinished(followed):
            return
        followed.done = True
        self._write(game_record(followed.game, followed.started_at, datetime.now(UTC),
                                followed.clock.seconds(), abandoned=True,
                                deal_chance=followed.deal_chance))

    def leave(self) -> None:
        """The game in play is left (a new one follows, or the window closes without
        keeping it): recorded as abandoned if a battle was played here."""
        self._flush()
        self._leave(self._now if self._aside is None else self._aside)

    def close(self, keep_game: bool) -> None:
        """The window closes; `keep_game`: the game in play is kept for the next start
        (so it is not left, and will be recorded when it ends)."""
        self._flush()
        if not keep_game:
            self.leave()
        self._now.done = True
        if self._feed is not None:
            self._feed.oddsChanged.disconnect(self._note_deal_chance)
            self._feed = None
        if self.history is not None:
            self.history.close()
            self.history = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.WindowStateChange and isinstance(watched, QWidget):
            if watched.windowState() & Qt.WindowState.WindowMinimized:
                self._now.clock.pause()
            elif self._aside is None:  # (a replay's game is not played)
                self._now.clock.resume()
        return False

    # ----------------------------------------------------------------- writing
    def _write(self, record: GameRecord) -> None:
        if self.history is None:
            return
        try:
            row_id = self.history.record(record)
        except HistoryError as error:
            self._fail(error)
            self.history.close()
            self.history = None
            return
        except Exception:  # a bug must not stop play; the traceback goes to the log
            log.exception("a game could not be recorded")
            return
        self.recorded.emit(replace(record, id=row_id))

    def _fail(self, error: HistoryError) -> None:
        log.warning("game history unavailable: %s", error)
        if not self._told:
            self._told = True
            self.failed.emit(self.failure_text(error.reason))

    def failure_text(self, reason: Reason) -> str:
        """The one message for a history that cannot be used."""
        why = {
            Reason.READ_ONLY: self.tr("its folder cannot be written to"),
            Reason.DISK_FULL: self.tr("the disk is full"),
            Reason.BUSY: self.tr("another program keeps it locked"),
            Reason.NEWER_VERSION: self.tr("a newer version of Krig Desktop made it"),
        }.get(reason, self.tr("it cannot be opened"))
        return self.tr("Games are not being recorded in the history, because %1. "
                       "You can play on as usual.").replace("%1", why)

