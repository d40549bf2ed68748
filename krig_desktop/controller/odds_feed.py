"""The odds feed: each seat's chance to win at the moment the table has reached,
refined in small slices between frames, then quiet.

When the table reaches the start of a battle (or the end of the game) the feed starts
an `Estimator` for that moment: the controller's `game` is at that very moment when
`modelChanged` arrives (the controller steps on only after publishing), and the
estimator reads it once and never again, so the game in play is never touched. Mid-battle
moments keep the estimate of the battle's start.

The refinement runs in the GUI thread, `advance(SLICE_BATTLES)` at a time, from a timer,
only while the table is at rest or in one of a step's pauses (`table.still`: nothing
moves and no frame is due): short slices back to back (input, and a frame of a glow,
waits at most one slice). While cards move it only looks every frame whether they
have stopped: play-outs between the frames of an animation (the earlier design) still
made frames late (`benchmarks/frames.py`). It stops at TARGET_SAMPLES play-outs (or a
standard error below TARGET_STDERR, ±1.25 points), so the process is idle again soon
after the last battle. It also stops while Finish Game runs, while the window is
minimised (`set_suspended`) and when the window closes (`stop`).

Until the chances of the moment on the table are worked out (FIRST_SHOWN play-outs), the
meter is told so (`OddsModel.pending`) instead of keeping a chance of a battle gone by.
Only what the table decides is given then: a seat that is out has no chance. While the
cards move (every speed but Instant) a battle or two behind is watchable, so a moment's
work is never thrown away before it is shown: the newest moment waits (`_Track.later`)
until the one in hand has FIRST_SHOWN play-outs, and the figures shown stay up while the
next are worked out, as long as they are at most MAX_LAG battles old and nobody has gone
out since. (Taking up every new moment at once, as before, left the meter blank all
the time at Fast: the pause between two battles is shorter than FIRST_SHOWN play-outs.)
At Instant every moment flashes by: it is worked out or pending, never a battle gone by.

The history is the game's story: it lasts as long as the game. It is kept per game (by
identity): the real game's is set aside while a replay plays (its own history builds up
as in play) and comes back with it, filled in where the replay worked out battles the
game had skipped; a game loaded or resumed starts from the chances its file carried
(`controller.take_loaded_chances`), and `chances_of` gives what a save carries.

A process pool was measured and not chosen: on this 2-core machine its start-up and
a game's trip to a worker cost more than the slices, which run only between frames.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Final

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game, Phase
from krig_desktop.engine.odds import Estimator, Odds
from krig_desktop.model import TableModel
from krig_desktop.model.luck import biggest_swing
from krig_desktop.model.odds_model import ChancePoint, OddsModel
from krig_desktop.storage.story_format import ChanceMark, SavedChances, thin

TARGET_SAMPLES: Final = 1_200
TARGET_STDERR: Final = 0.0125
MIN_SAMPLES: Final = 400  # before a small stderr may end it (a few play-outs alike say 0)
FIRST_SHOWN: Final = 100  # play-outs before a new moment's chances are shown
KEPT: Final = 20  # play-outs a moment left early needs to count in the history
SLICE_BATTLES: Final = 100
BUSY_INTERVAL_MS: Final = 16
REST_BUDGET_MS: Final = 3.0
PUBLISH_MS: Final = 250.0
MAX_LAG: Final = 2  # battles the figures shown may lag the table while the cards move
LIVE_MARKS: Final = 4_000  # a longer history is thinned to half (a chart column holds one)


@dataclass(eq=False)
class _Track:
    """One game's estimates: its history and the moment being refined."""

    game: Game | None
    history: list[ChancePoint] = field(default_factory=list)
    estimator: Estimator | None = None
    deal: Estimator | None = None  # the deal's, left before it was worked out
    battle: int = -1  # the moment of the estimator: battles completed
    wars: int = 0  # battles with a war, at that moment
    war: bool = False  # the battle that led to it had a war
    out: tuple[int, ...] = ()  # the seats out of the game at that moment
    odds: OddsModel | None = None  # the last published for this game
    saved: tuple[object, SavedChances] | None = None  # chances_of's last answer, and for what
    later: tuple[TableModel, Estimator] | None = None  # the newest moment, waiting its turn


class OddsFeed(QObject):
    """Publishes `oddsChanged(OddsModel)` for the moment the table shows; `seed` is the
    estimates' seed (the same seed and play-outs give the same chances)."""

    oddsChanged = Signal(object)  # OddsModel

    def __init__(self, controller: Controller, seed: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.seed = seed
        self._t = _Track(None)  # the game on the table
        self._aside: _Track | None = None  # the one before it: a replay gives it back
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
        return self._t.odds

    @property
    def refining(self) -> bool:
        """The refinement timer runs: the CPU is not idle."""
        return self._timer.isActive()

    @property
    def history(self) -> tuple[ChancePoint, ...]:
        return tuple(self._t.history)

    def _track(self, game: Game) -> _Track | None:
        if game is self._t.game:
            return self._t
        aside = self._aside
        return aside if aside is not None and aside.game is game else None

    def deal_chance(self, game: Game) -> float | None:
        """Seat 0's chance to win at `game`'s deal (battle 0), when this feed knows it
        for that game (the one in play, or the real one while a replay runs): estimated
        here (the settled figure, else one of at least KEPT play-outs still refining) or
        read with the game from its file; None otherwise."""
        track = self._track(game)
        if track is None:
            return None
        point = self._deal_point(track)
        return None if point is None else point.chance

    def chances_of(self, game: Game) -> SavedChances | None:
        """What a save of `game` carries of its story (`controller.chance_keeper`): its
        chances so far, thinned to what a save holds, the ends of the biggest swing
        kept; None for a game this feed does not know."""
        track = self._track(game)
        if track is None:
            return None
        history = track.history
        deal = self._deal_point(track)
        present = self._partial(track)
        # asked once a second while a game is kept as it goes: made again only when changed
        key = (len(history), history[0] if history else None, history[-1] if history else None,
               deal, present)
        if track.saved is not None and track.saved[0] == key:
            return track.saved[1]
        points = list(history)
        if deal is not None and (not points or points[0].battle != 0):
            points.insert(0, deal)
        if present is not None and (not points or points[-1].battle < present.battle):
            points.append(present)
        swing = biggest_swing(points)
        keep = () if swing is None else (swing.battle - 1, swing.battle)
        saved = SavedChances(thin([ChanceMark(p.battle, p.chance, p.war, p.stderr)
                                   for p in points], keep=keep))
        track.saved = (key, saved)
        return saved

    def _deal_point(self, track: _Track) -> ChancePoint | None:
        if track.history and track.history[0].battle == 0:
            return track.history[0]
        deal = track.deal if track.deal is not None else (
            track.estimator if track.battle == 0 else None)
        if deal is None or deal.tally.samples < KEPT:
            return None
        result = deal.result()
        return None if result is None else ChancePoint(0, result.win[0], False, None)

    def _partial(self, track: _Track) -> ChancePoint | None:
        """The moment being refined as a mark not yet worked out, if it has KEPT
        play-outs (or is exact)."""
        estimator = track.estimator
        if estimator is None or (not estimator.exact and estimator.tally.samples < KEPT):
            return None
        result = estimator.result()
        assert result is not None
        settled = estimator.exact or self._enough(estimator)
        return ChancePoint(track.battle, result.win[0], track.war,
                           result.stderr if settled else None)

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

    # ----------------------------------------------------------------- games
    def _switch(self, game: Game, model: TableModel) -> None:
        """Another game on the table: the real one back from a replay, or a new one."""
        left = self._t
        self._keep_partial()
        aside = self._aside
        if aside is not None and aside.game is game:  # back from a replay, as it was
            self._aside = None
            self._t = aside
            self._fill(aside, left)
            if aside.odds is not None:
                aside.odds = aside.odds._replace(history=tuple(aside.history))
                self.oddsChanged.emit(aside.odds)
            return
        self._aside = left if left.game is not None else None
        track = self._t = _Track(game, wars=model.battles_with_war)
        loaded = self.controller.take_loaded_chances(game)
        if loaded is not None:
            track.history = [ChancePoint(m.battle, m.chance, m.war, m.stderr)
                             for m in loaded.marks if m.battle <= game.battles]

    @staticmethod
    def _fill(real: _Track, replay: _Track) -> None:
        """The battles the replay of the same deal (so of the same moments) worked out
        that the real game's history lacks, added to it; never one it has. A replay of
        another deal (a game from the history) adds nothing."""
        if (real.game is None or replay.game is None
                or real.game.origin_game() != replay.game.origin_game()):
            return
        known = {point.battle for point in real.history}
        extra = [point for point in replay.history
                 if point.battle not in known and point.battle <= real.game.battles]
        if extra:
            real.history = sorted((*real.history, *extra), key=lambda point: point.battle)
        if 0 not in known and real.deal is None and replay.deal is not None:
            real.deal = replay.deal

    # ----------------------------------------------------------------- moments
    def _on_model(self, model: TableModel) -> None:
        game = self.controller.game
        if game is not self._t.game:  # new, restarted, loaded, or back from a replay
            self._switch(game, model)
        t = self._t
        if model.phase is not Phase.FLIP and not model.over:
            self._resume()  # mid-battle: the battle's start stands
            return
        if model.battles == t.battle and t.estimator is not None:
            self._resume()
            return
        if game.battles != model.battles or game.phase is not model.phase:
            return  # the table lags the game: wait for the moment it reaches
        estimator = Estimator(game, self.seed)
        if not estimator.exact and self._unshown() and self._may_lag():
            t.later = (model, estimator)  # the moment in hand is shown first
            self._resume()
            return
        self._begin(model, estimator)

    def _begin(self, model: TableModel, estimator: Estimator) -> None:
        """Refine `estimator`, of the moment `model`, from now on."""
        t = self._t
        t.later = None
        self._keep_partial()
        t.war = model.battles == t.battle + 1 and model.battles_with_war > t.wars
        t.wars = model.battles_with_war
        t.battle = model.battles
        t.out = tuple(sorted(model.out))
        t.estimator = estimator
        self._shown_at = 0.0
        if estimator.exact:
            self._publish()
        elif not self._still_holds(t.odds, model):
            self._publish_pending(model)
        self._resume()

    def _unshown(self) -> bool:
        """The moment in hand has not had its chances shown yet."""
        estimator = self._t.estimator
        return (estimator is not None and not estimator.exact
                and estimator.tally.samples < FIRST_SHOWN)

    def _may_lag(self) -> bool:
        """The cards move (every speed but Instant): a battle or two behind is watchable."""
        return self.controller.speed.factor is not None

    def _still_holds(self, shown: OddsModel | None, model: TableModel) -> bool:
        """The figures `shown` may stay up while the moment `model` is worked out."""
        return (shown is not None and not shown.pending and not shown.exact
                and self._may_lag() and shown.out == tuple(sorted(model.out))
                and 0 <= model.battles - shown.battle <= MAX_LAG)

    def _keep_partial(self) -> None:
        """A moment left before it was worked out still marks the history (with at
        least KEPT play-outs), as not worked out; the deal's estimate (the luck line
        needs it) is refined later, once the present is."""
        t = self._t
        estimator = t.estimator
        if estimator is None:
            return
        if t.battle == 0 and not estimator.exact and not self._enough(estimator):
            t.deal = estimator
        point = self._partial(t)
        if point is None or point.worked_out:
            return
        if t.history and t.history[-1].battle == t.battle:
            t.history[-1] = point
        elif not t.history or t.history[-1].battle < t.battle:
            self._append(t, point)

    def _work(self) -> Estimator | None:
        """What to refine next: the present moment, else the deal left early."""
        estimator = self._t.estimator
        if estimator is not None and not estimator.exact and not self._enough(estimator):
            return estimator
        return self._t.deal

    def _resume(self) -> None:
        """Refine from the next turn of the event loop (a timer looking every frame
        whether the cards have stopped is brought forward: they just have)."""
        if not self._suspended and self._work() is not None:
            self._timer.start(0)

    # ----------------------------------------------------------------- refining
    def _tick(self) -> None:
        t = self._t
        estimator = self._work()
        if estimator is None or self._suspended or self.controller.finishing:
            self._timer.stop()  # Finish Game: its end publishes a new moment
            return
        if self.controller.busy and not self.controller.table.still:
            # cards move: every frame's time is theirs; look again (a pause is rest)
            self._timer.setInterval(BUSY_INTERVAL_MS)
            return
        budget = REST_BUDGET_MS / 1000.0
        began = time.perf_counter()
        while not self._enough(estimator) and time.perf_counter() - began < budget:
            estimator.advance(SLICE_BATTLES)
        if self._enough(estimator):
            if estimator is t.deal:
                t.deal = None
                result = estimator.result()
                assert result is not None
                point = ChancePoint(0, result.win[0], False, result.stderr)
                if t.history and t.history[0].battle == 0:
                    t.history[0] = point
                else:
                    t.history.insert(0, point)
            self._publish()
            if t.later is not None and estimator is t.estimator:  # on to the newest moment
                self._begin(*t.later)
            if self._work() is None and shiboken6.isValid(self._timer):
                self._timer.stop()
            return
        if estimator is t.estimator and estimator.tally.samples >= FIRST_SHOWN and (
                t.odds is None or t.odds.battle != t.battle or t.odds.pending
                or (time.perf_counter() - self._shown_at) * 1000.0 >= PUBLISH_MS):
            self._publish()
        if t.later is not None and not self._unshown():  # shown: on to the newest moment
            self._begin(*t.later)
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

    def _remember(self, result: Odds, settled: bool) -> None:
        t = self._t
        point = ChancePoint(t.battle, result.win[0], t.war,
                            result.stderr if settled else None)
        if t.history and t.history[-1].battle == t.battle:
            t.history[-1] = point
        else:
            self._append(t, point)

    @staticmethod
    def _append(t: _Track, point: ChancePoint) -> None:
        """The next point of the history, which stays under LIVE_MARKS (hours of play
        battle by battle): thinned as a save thins it, the biggest swing kept."""
        t.history.append(point)
        if len(t.history) > LIVE_MARKS:
            swing = biggest_swing(t.history)
            keep = () if swing is None else (swing.battle - 1, swing.battle)
            t.history = [ChancePoint(m.battle, m.chance, m.war, m.stderr) for m in thin(
                [ChanceMark(p.battle, p.chance, p.war, p.stderr) for p in t.history],
                LIVE_MARKS // 2, keep)]

    def _publish_pending(self, model: TableModel) -> None:
        """The moment's chances are not worked out yet: say so, with only what the table
        decides (a seat that is out has none), and the history as it stands."""
        t = self._t
        self._emit(OddsModel(model.players, t.battle, (0.0,) * model.players, 0.0, 0, 0.0,
                             False, False, tuple(t.history), pending=True, out=t.out,
                             end=model.rules.end))

    def _publish(self) -> None:
        t = self._t
        estimator = t.estimator
        assert estimator is not None
        result = estimator.result()
        if result is None:
            return
        settled = estimator.exact or self._enough(estimator)
        self._remember(result, settled)
        assert t.game is not None
        self._emit(OddsModel(t.game.players, t.battle, result.win, result.draw,
                             result.samples, result.stderr, result.exact, settled,
                             tuple(t.history), out=t.out, end=t.game.rules.end))

    def _emit(self, odds: OddsModel) -> None:
        self._shown_at = time.perf_counter()
        self._t.odds = odds
        self.oddsChanged.emit(odds)
