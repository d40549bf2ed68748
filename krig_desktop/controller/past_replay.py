"""Watch Replay of a recorded game: its deal played again on the table from battle 1.

A deal is decided by its players, game number, face-down count and gathering (RULES.md),
and the rule option "end" it was played under decides where it stops, so the engine
plays a recorded game again exactly (a shared win shared by the same seats). The game is
first played out of sight to the recorded number of battles (the engine's fast path),
then put on the table as the game in play (`replace_game`: the game that was there is
left as for any new game: kept for resume, recorded as abandoned if it was under way),
and the controller's own Watch Replay plays it from battle 1 at the chosen speed and
gives it back, ended, at the end. Only the controller's public methods are used.

The window plays a long game out of sight in slices (`ReplayPreparation`, SLICE_SECONDS
each, with progress and Cancel), so a long game no longer freezes it; `replayed_game`
does it in one go, for short games and tests.

A game of more than REPLAY_LIMIT battles (fixed gathering can run to millions) is not
replayed: playing it out of sight would freeze the window for seconds and watching it
would take days; the caller says so instead. A game built from given hands has no
number and cannot be dealt again.
"""

from __future__ import annotations

import time
from enum import StrEnum
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game, Rules
from krig_desktop.storage.game_history import GameRecord

REPLAY_LIMIT: Final = 250_000  # battles (at most a few seconds to play out of sight)
SLICE_SECONDS: Final = 0.02  # one slice of playing it out of sight
MAX_CHUNK: Final = 5_000  # battles in one slice at most (a frame or so)


class Unreplayable(StrEnum):
    """Why a recorded game cannot be watched again; the window words it."""

    NO_NUMBER = "no-number"  # built from given hands: no deal to play again
    NO_BATTLES = "no-battles"  # left before its first battle: nothing to watch
    TOO_LONG = "too-long"  # more than REPLAY_LIMIT battles
    DIFFERENT = "different"  # the deal does not play out as recorded


def replayed_game(record: GameRecord) -> Game | Unreplayable:
    """The recorded game played again to where it ended or was left, or why not (in
    one go: see ReplayPreparation for the window's way)."""
    problem = _why_not(record)
    if problem is not None:
        return problem
    assert record.game_number is not None
    rules = Rules(face_down=record.face_down, gathering=record.gathering, end=record.ending)
    game = Game.new(record.players, record.game_number, rules)
    game.play_to_end(record.battles)
    return game if _same(game, record) else Unreplayable.DIFFERENT


def watch_game(controller: Controller, game: Game) -> Unreplayable | None:
    """Replay a recorded game played out (`replayed_game`, ReplayPreparation) from
    battle 1, the game in play set aside meanwhile; None when it runs, else why not."""
    controller.watch_game(game)  # the game in play set aside, given back at the end
    return None if controller.replaying else Unreplayable.NO_BATTLES


def watch_recorded_game(controller: Controller, record: GameRecord) -> Unreplayable | None:
    """Show the recorded game and replay it from battle 1; None when it runs, else why
    it cannot (and nothing changed)."""
    game = replayed_game(record)
    return game if isinstance(game, Unreplayable) else watch_game(controller, game)


def _same(game: Game, record: GameRecord) -> bool:
    ended = record.outcome != "abandoned"
    return (game.battles == record.battles and game.over == ended
            and (not ended or (str(game.outcome), game.winner)
                 == (record.outcome, record.winner))
            and (record.outcome != "shared" or tuple(game.winners) == record.sharers))


def _why_not(record: GameRecord) -> Unreplayable | None:
    if record.game_number is None:
        return Unreplayable.NO_NUMBER
    if record.battles == 0:
        return Unreplayable.NO_BATTLES
    if record.battles > REPLAY_LIMIT:
        return Unreplayable.TOO_LONG
    return None


class ReplayPreparation(QObject):
    """The recorded game played out of sight in slices of about SLICE_SECONDS, so the
    window keeps drawing (a 250,000-battle game takes about a second in all).

    `progressed(battles)` after each slice; `finished(result)` once: the Game, ready to
    watch, or Unreplayable; nothing after `cancel()`.
    """

    progressed = Signal(int)
    finished = Signal(object)  # Game or Unreplayable

    def __init__(self, record: GameRecord, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self._game: Game | None = None
        self._chunk = 2_000
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        problem = _why_not(self.record)
        if problem is not None:
            QTimer.singleShot(0, self, lambda: self.finished.emit(problem))
            return
        rules = Rules(face_down=self.record.face_down, gathering=self.record.gathering,
                      end=self.record.ending)
        assert self.record.game_number is not None
        self._game = Game.new(self.record.players, self.record.game_number, rules)
        self._timer.start()

    def cancel(self) -> None:
        self._timer.stop()
        self._game = None

    def _slice(self) -> None:
        game = self._game
        if game is None:
            self._timer.stop()
            return
        began = time.perf_counter()
        left = self.record.battles - game.battles
        game.play_to_end(min(self._chunk, left))
        spent = time.perf_counter() - began
        if spent > 0:  # aim at SLICE_SECONDS a slice, changing by at most half or double
            wanted = int(self._chunk * SLICE_SECONDS / spent)
            self._chunk = max(100, min(MAX_CHUNK, self._chunk * 2, max(self._chunk // 2,
                                                                       wanted)))
        if game.over or game.battles >= self.record.battles:
            self._timer.stop()
            self._game = None
            self.finished.emit(game if _same(game, self.record) else Unreplayable.DIFFERENT)
        else:
            self.progressed.emit(game.battles)
