"""Finish game: play a game to its end in slices of about 50 ms, the window live between.

A deal under fixed gathering can go on for millions of battles; played in one call it
would freeze the window. So whole battles are played in chunks sized to take about
FINISH_SLICE_MS, and a zero-length single-shot timer runs the next chunk after the event
loop has had its turn (a click, Pause, a repaint). The first slice runs at once, and an
ordinary game ends inside it, with a single redraw.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from krig_desktop.engine import Game

FINISH_SLICE_MS = 50.0
FINISH_FIRST_CHUNK = 20_000  # battles; adapted to FINISH_SLICE_MS after every slice
FINISH_CHUNK_RANGE = (200, 2_000_000)


class FinishSlices(QObject):
    """Plays one game to its end, slice by slice, until it ends or `stop()`.

    It only plays; the controller decides what the table and the window show. Every
    exception from the engine is caught and handed over through `failed` (Qt would only
    print one raised in a timer's slot, and "Finishing…" would stay for good).
    """

    sliced = Signal(int)  # a slice ended with the game still going: battles played so far
    ended = Signal()  # the game is over
    failed = Signal(object)  # the exception that stopped it

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.chunk = FINISH_FIRST_CHUNK
        self._game: Game | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    @property
    def running(self) -> bool:
        return self._game is not None

    def start(self, game: Game) -> None:
        """Play `game` on; its first slice runs before this returns."""
        self._game = game
        self._slice()

    def stop(self) -> None:
        """Play no further (the slice in progress, if any, has already returned)."""
        self._game = None
        self._timer.stop()

    def _slice(self) -> None:
        game = self._game
        if game is None:
            return
        try:
            self._play(game)
        except Exception as error:  # e.g. MemoryError deep in a long game
            self._last(self.failed, game, error)
            return
        if game.over:
            self._last(self.ended, game)
            return
        self.sliced.emit(game.battles)
        if self._game is game:  # not stopped meanwhile
            self._timer.start()

    def _last(self, signal: SignalInstance, game: Game, *args: object) -> None:
        """Say how the run ended while still `running` (the receiver may stop it and
        clear what it showed), then stop, unless something else began meanwhile."""
        signal.emit(*args)
        if self._game is game:
            self.stop()

    def _play(self, game: Game) -> None:
        chunk = self.chunk
        began = time.perf_counter()
        game.play_to_end(max_battles=chunk)
        spent = (time.perf_counter() - began) * 1000.0
        low, high = FINISH_CHUNK_RANGE
        wanted = chunk * FINISH_SLICE_MS / max(spent, 1.0)
        self.chunk = int(max(low, min(high, wanted, chunk * 4)))
