"""The odds feed: each seat's chance to win at the moment the table has reached,
refined in small slices between frames, then quiet.

When the table reaches the start of a battle (or the end of the game) the feed starts
an `Estimator` for that moment: the controller's `game` is at that very moment when
`modelChanged` arrives (the controller steps on only after publishing), and the
estimator reads it once and never again, so the game in play is never touched. Mid-battle
moments keep the estimate of the battle's start.

The refinement runs in the GUI thread, `advance(SLICE_BATTLES)` (about 0.25 ms) at a time,
from a timer, only while the table is at rest: ~3 ms slices back to back (input, and a
frame of a glow, waits at most one slice). While cards move it only looks every frame
whether they have stopped: 1 ms of play-outs in each 16 ms frame (the earlier design)
still pushed the 99th-percentile frame past 25 ms in half the runs of
`benchmarks/frames.py`; without it, 19-24 ms in every run. It stops at TARGET_SAMPLES
play-outs (or a standard error below TARGET_STDERR, ±1.25 points), about a second of CPU
for a mid-game four-player position, so the process is idle again within two seconds of
the last battle (`benchmarks/frames.py`: 0 % over 2-3 s in every run; with 2,000
play-outs and 6 ms slices it was still 23-72 %). It also stops while Finish Game runs,
while the window is minimised (`set_suspended`) and when the window closes (`stop`).

A process pool was measured and not chosen: on this 2-core machine its start-up and
a game's trip to a worker cost more than the slices, which run only between frames.
"""

from __future__ import annotations

import time
from typing import Final

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game, Phase
from krig_desktop.engine.odds import Estimator, Odds
from krig_desktop.model import TableModel
from krig_desktop.model.odds_model import ChancePoint, OddsModel

TARGET_SAMPLES: Final = 1_200
TARGET_STDERR: Final = 0.0125
MIN_SAMPLES: Final = 400  # before a small stderr may end it (a few play-outs alike say 0)
FIRST_SHOWN: Final = 100  # play-outs before a new moment's chances are shown
KEPT: Final = 20  # play-outs a moment left early needs to count in the history
SLICE_BATTLES: Final = 100
BUSY_INTERVAL_MS: Final = 16
REST_BUDGET_MS: Final = 3.0
PUBLISH_MS: Final = 250.0


class OddsFeed(QObject):
    """Publishes `oddsChanged(OddsModel)` for the moment the table shows; `seed` is the
    estimates' seed (the same seed and play-outs give the same chances)."""

    oddsChanged = Signal(object)  # OddsModel

    def __init__(self, controller: Controller, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.seed = seed
        self._game: Game | None = None  # the game the history belongs to (by identity)
        self._estimator: Estimator | None = None
        self._deal: Estimator | None = None  # the deal's, left before it was shown
        self._battle = -1  # the moment of the estimator: battles completed
        self._wars = 0  # battles with a war, at that moment
        self._war = False  # the battle that led to it had a war
        self._history: list[ChancePoint] = []
        self._odds: OddsModel | None = None
        self._shown_at = 0.0  # perf_counter of the last publication
        self._suspended = False
        self._stopped = False
        self._timer = QTimer(self)
        self._timer.setObjectName("oddsRefine")
        self._timer.timeout.connect(self._tick)
        controller.modelChanged.connect(self._on_model)
        self._on_model(controller.model)

    # ----------------------------------------------------------------- state
    @property
    def odds(self) -> OddsModel | None:
        """The last chances published (None before the first)."""
        return self._odds

    @property
    def refining(self) -> bool:
        """The refinement timer runs: the CPU is not idle."""
        return self._timer.isActive()

    @property
    def history(self) -> tuple[ChancePoint, ...]:
        return tuple(self._history)

    def deal_chance(self, game: Game) -> float | None:
        """Seat 0's chance to win at `game`'s deal (battle 0), when this feed estimated
        that moment for it: the settled figure, else one of at least KEPT play-outs
        still refining; None for a game first seen later (a loaded one) or not yet."""
        if game is not self._game:
            return None
        if self._history and self._history[0].battle == 0:
            return self._history[0].chance
        deal = self._deal if self._deal is not None else (
            self._estimator if self._battle == 0 else None)
        if deal is None or deal.tally.samples < KEPT:
            return None
        result = deal.result()
        return None if result is None else result.win[0]

    def set_suspended(self, on: bool) -> None:
        """Refine nothing while `on` (the window is minimised), carry on after."""
        if self._stopped:
            return
        self._suspended = bool(on)
        if on:
            self._timer.stop()
        else:
            self._resume()

    def stop(self) -> None:
        """Refine nothing more, for good (the window closes)."""
        self._stopped = self._suspended = True
        self._timer.stop()

    # ----------------------------------------------------------------- moments
    def _on_model(self, model: TableModel) -> None:
        game = self.controller.game
        if game is not self._game:  # new, restarted or loaded: a new history
            self._game = game
            self._history = []
            self._estimator = self._deal = None
            self._battle = -1
            self._wars = model.battles_with_war
        if model.phase is not Phase.FLIP and not model.over:
            self._resume()  # mid-battle: the battle's start stands
            return
        if model.battles == self._battle and self._estimator is not None:
            self._resume()
            return
        if game.battles != model.battles or game.phase is not model.phase:
            return  # the table lags the game: wait for the moment it reaches
        self._keep_partial()
        self._war = model.battles == self._battle + 1 and model.battles_with_war > self._wars
        self._wars = model.battles_with_war
        self._battle = model.battles
        self._estimator = Estimator(game, self.seed)
        self._shown_at = 0.0
        if self._estimator.exact:
            self._publish()
        self._resume()

    def _keep_partial(self) -> None:
        """A moment left before its chances were shown still marks the history; the
        deal's chance (the luck line needs it) is refined later, once the present is."""
        estimator = self._estimator
        if estimator is None or (self._history and self._history[-1].battle == self._battle):
            return
        if self._battle == 0:
            self._deal = estimator
        elif estimator.tally.samples >= KEPT:
            result = estimator.result()
            assert result is not None
            self._remember(result)

    def _work(self) -> Estimator | None:
        """What to refine next: the present moment, else the deal left early."""
        estimator = self._estimator
        if estimator is not None and not estimator.exact and not self._enough(estimator):
            return estimator
        return self._deal

    def _resume(self) -> None:
        if not self._suspended and self._work() is not None and not self._timer.isActive():
            self._timer.start(0)

    # ----------------------------------------------------------------- refining
    def _tick(self) -> None:
        estimator = self._work()
        if estimator is None or self._suspended or self.controller.finishing:
            self._timer.stop()  # Finish Game: its end publishes a new moment
            return
        if self.controller.busy:  # cards move: every frame's time is theirs; look again
            self._timer.setInterval(BUSY_INTERVAL_MS)
            return
        budget = REST_BUDGET_MS / 1000.0
        began = time.perf_counter()
        while not self._enough(estimator) and time.perf_counter() - began < budget:
            estimator.advance(SLICE_BATTLES)
        if self._enough(estimator):
            if estimator is self._deal:
                self._deal = None
                result = estimator.result()
                assert result is not None
                self._history.insert(0, ChancePoint(0, result.win[0], False))
            self._publish()
            if self._work() is None and shiboken6.isValid(self._timer):
                self._timer.stop()
            return
        if estimator is self._estimator and estimator.tally.samples >= FIRST_SHOWN and (
                self._odds is None or self._odds.battle != self._battle
                or (time.perf_counter() - self._shown_at) * 1000.0 >= PUBLISH_MS):
            self._publish()
        if shiboken6.isValid(self._timer):  # a receiver may have let the window go
            self._timer.setInterval(0)

    @staticmethod
    def _enough(estimator: Estimator) -> bool:
        tally = estimator.tally
        samples = tally.samples
        if samples >= TARGET_SAMPLES:
            return True
        if samples < MIN_SAMPLES:
            return False
        odds = tally.odds()
        return odds is not None and odds.stderr <= TARGET_STDERR

    def _remember(self, result: Odds) -> None:
        point = ChancePoint(self._battle, result.win[0], self._war)
        if self._history and self._history[-1].battle == self._battle:
            self._history[-1] = point
        else:
            self._history.append(point)

    def _publish(self) -> None:
        estimator = self._estimator
        assert estimator is not None
        result = estimator.result()
        if result is None:
            return
        settled = estimator.exact or self._enough(estimator)
        self._remember(result)
        self._shown_at = time.perf_counter()
        assert self._game is not None
        self._odds = OddsModel(self._game.players, self._battle, result.win, result.draw,
                               result.samples, result.stderr, result.exact, settled,
                               tuple(self._history))
        self.oddsChanged.emit(self._odds)
