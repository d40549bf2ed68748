"""Reveal Fate's search: the game in play played out on a private copy, in slices.

An ordinary deal's fate is found inside the first slice (a few milliseconds), so it is
told at once. A rare fixed-gathering deal runs for millions of battles before it
repeats; then the search goes on in slices of about SLICE_MS from a zero-length timer,
as Finish Game does, reporting the battles looked at, until it is found or cancelled.
The live game is only copied (`FateSearch` copies it), never played.
"""

from __future__ import annotations

import time
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine.odds import FateSearch
from krig_desktop.model.odds_model import FateModel

SLICE_MS: Final = 40.0
FIRST_CHUNK: Final = 20_000  # battles; adapted to SLICE_MS after every slice
CHUNK_RANGE: Final = (500, 5_000_000)


class FateRunner(QObject):
    """Finds the fate of the controller's game; `found(FateModel)` when it is known,
    `progressed(battles)` after each slice that did not find it."""

    found = Signal(object)  # FateModel
    progressed = Signal(int)  # battles looked at so far

    def __init__(self, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.chunk = FIRST_CHUNK
        self._search: FateSearch | None = None
        self._now = 0
        self._timer = QTimer(self)
        self._timer.setObjectName("fateSearch")
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)
        controller.gameStarted.connect(self.cancel)  # another game: not its fate

    @property
    def running(self) -> bool:
        return self._search is not None

    def start(self) -> FateModel | None:
        """Look for the fate of the game in play; its first slice runs at once. The fate
        if that found it (also emitted as `found`), else None: it goes on in slices."""
        self.cancel()
        self._search = FateSearch(self.controller.game)
        self._now = self.controller.model.battles
        return self._slice()

    def cancel(self) -> None:
        """Look no further; nothing is emitted."""
        self._search = None
        self._timer.stop()

    def _slice(self) -> FateModel | None:
        search = self._search
        if search is None:
            return None
        began = time.perf_counter()
        result = search.advance(self.chunk)
        spent = (time.perf_counter() - began) * 1000.0
        low, high = CHUNK_RANGE
        wanted = self.chunk * SLICE_MS / max(spent, 1.0)
        self.chunk = int(max(low, min(high, wanted, self.chunk * 4)))
        if result is None:
            self.progressed.emit(search.progress)
            if self._search is search:  # not cancelled by a receiver
                self._timer.start()
            return None
        self._search = None
        fate = FateModel(result.outcome, result.winner, result.battles, self._now)
        self.found.emit(fate)
        return fate
