"""The controller: the one place that knows both the engine and Qt.

It owns the live Game, asks it for one step at a time, hands the events to the table
to animate and waits for the table's single "all animations done" signal before doing
anything else. A click that arrives while cards move is queued (at most one), so input
can never re-enter a step half-way. Autoplay is a single-shot timer that only runs
between steps; at rest nothing ticks.

Its slots never let an exception out: Qt would only print it, and the window would stay
half-way (cards frozen mid-move, "Finishing…" for good). An unexpected error, such as a
MemoryError deep in a long game, stops play where the game got to and is reported
through `errorOccurred` instead.
"""

from __future__ import annotations

import logging
import random
import time
from dataclasses import dataclass

from PySide6.QtCore import QLocale, QObject, QTimer, Signal

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.events import Event, Gathered, Laid, Out
from krig_desktop.options import SPEEDS, Options, shorten
from krig_desktop.ui.table_scene import TableScene
from krig_desktop.ui.table_state import PileCard, TableState, pile_from_seats, timing_for

log = logging.getLogger(__name__)

MAX_GAME_NUMBER = 1_000_000
AUTOPLAY_GAP = {"slow": 700, "normal": 350, "fast": 120, "instant": 0}
# Finish game plays whole battles in slices of about this many milliseconds, with the
# event loop running in between, so a deal that goes on for millions of battles never
# freezes the window. The first slice runs at once: ordinary games end inside it.
FINISH_SLICE_MS = 50.0
FINISH_FIRST_CHUNK = 20_000  # battles; adapted to FINISH_SLICE_MS after every slice
FINISH_CHUNK_RANGE = (200, 2_000_000)


@dataclass(frozen=True)
class Settings:
    """The options with every None filled in: what a new window actually starts with."""

    players: int
    game: int
    speed: str
    rules: Rules


def random_game_number() -> int:
    return random.randint(1, MAX_GAME_NUMBER)


def resolve_options(options: Options) -> Settings:
    """Fill in what the command line left open. The one place defaults are decided."""
    rules = Rules(
        face_down=options.face_down if options.face_down is not None else 1,
        gathering=options.gathering if options.gathering is not None else "shuffled",
    )
    return Settings(
        players=options.players if options.players is not None else 2,
        game=options.game if options.game is not None else random_game_number(),
        speed=options.speed if options.speed is not None else "normal",
        rules=rules,
    )


class Controller(QObject):
    """Runs one game on one table. `game` is the live engine Game."""

    stepFinished = Signal()
    gameOver = Signal(object)
    stateChanged = Signal()
    dirtyChanged = Signal(bool)
    autoplayChanged = Signal(bool)
    speedChanged = Signal(str)
    gameStarted = Signal()
    finishProgress = Signal(str)  # "Finishing… battle 1,234,567" while it runs; "" at the end
    errorOccurred = Signal(str)  # translated: play stopped on an unexpected error

    def __init__(self, scene: TableScene, settings: Settings, parent=None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.speed = settings.speed
        self.game_number = settings.game
        self.players = settings.players
        self.rules = settings.rules
        self.dirty = False
        self._autoplay = False
        self._queued = False
        self._pile: list[PileCard] = []
        self._auto = QTimer(self)
        self._auto.setSingleShot(True)
        self._auto.timeout.connect(self.request_step)
        self.finish_chunk = FINISH_FIRST_CHUNK
        self._finishing = False
        self._slice = QTimer(self)
        self._slice.setSingleShot(True)
        self._slice.setInterval(0)
        self._slice.timeout.connect(self._finish_slice)
        scene.animationsDone.connect(self._on_animations_done)
        scene.deckClicked.connect(lambda _seat: self.request_step())
        self.game = Game.new(self.players, self.game_number, self.rules)
        self.scene.sync(self.table_state())

    # ----------------------------------------------------------------- state
    @property
    def busy(self) -> bool:
        """True while cards move or Finish game runs."""
        return self.scene.busy or self._finishing

    @property
    def finishing(self) -> bool:
        """True while Finish game plays on in slices (Pause stops it)."""
        return self._finishing

    @property
    def autoplay(self) -> bool:
        return self._autoplay

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self.dirty:
            self.dirty = dirty
            self.dirtyChanged.emit(dirty)

    def mark_saved(self) -> None:
        self._set_dirty(False)

    def table_state(self) -> TableState:
        """What the table should show for the game as it is now."""
        game = self.game
        table = game.table
        if [pc.card for pc in self._pile] == table:
            pile = tuple(self._pile)
        else:  # e.g. a loaded half-played battle: the engine says who laid what
            pile = pile_from_seats(table, game.table_seats, game.rules.face_down)
            self._pile = list(pile)
        return TableState(
            players=game.players,
            counts=tuple(len(hand) for hand in game.hands),
            out=frozenset(set(range(game.players)) - set(game.in_play)),
            pile=pile,
            set_aside=game.set_aside,
            reveal_set_aside=game.over,
            taker=game.taker,
            over=game.over,
            winner=game.winner,
            hint=self._hint(),
            battle=game.battles if game.over else game.battles + 1,
            tied=self._tied(pile),
            war_round=game.round,
        )

    def _tied(self, pile: tuple[PileCard, ...]) -> tuple[int, ...]:
        """The seats whose last face-up cards tie, while the war they call for is due."""
        game = self.game
        if game.phase != "war":
            return ()
        last: dict[int, int] = {}
        for pc in pile:
            if pc.face_up and pc.seat is not None:
                last[pc.seat] = pc.card.rank
        ranks = {seat: last[seat] for seat in game.in_play if seat in last}
        top = max(ranks.values(), default=0)
        return tuple(seat for seat, rank in ranks.items() if rank == top)

    def _hint(self) -> str | None:
        game = self.game
        if game.over:
            return None
        if 0 not in game.in_play and not game.table:
            return "watch"  # you are out; the CPU players play on when asked
        if game.battles == 0 and not game.table:
            return "start"
        return None

    # ----------------------------------------------------------------- games
    def _start(self, game: Game) -> None:
        self._stop_finishing()
        self.scene.abort()
        self._auto.stop()
        self._queued = False
        self.game = game
        self._pile = []
        self.scene.sync(self.table_state())
        self._set_dirty(False)
        self.gameStarted.emit()
        self.stateChanged.emit()
        if game.over:
            self.gameOver.emit(game)

    def new_game(self, players: int, game_number: int, rules: Rules) -> None:
        """Deal game `game_number` for `players` and show it, without animation."""
        game = Game.new(players, game_number, rules)
        self.players, self.game_number, self.rules = players, game_number, rules
        self._start(game)

    def restart(self) -> None:
        """The same deal again from the first battle."""
        self.new_game(self.players, self.game_number, self.rules)

    def replace_game(self, game: Game) -> None:
        """Show a loaded game as it stands (no animation) and count it as saved."""
        self.players, self.rules = game.players, game.rules
        self.game_number = game.seed
        self._start(game)

    # ----------------------------------------------------------------- playing
    def request_step(self) -> None:
        """What a click on the deck, Space or Enter does: play the next step.

        While cards move, one request is remembered and played when they stop.
        """
        if self.game.over or self._finishing:
            return
        if self.busy:
            self._queued = True
            return
        self._auto.stop()
        self._step()

    def _record(self, events: list[Event]) -> None:
        for ev in events:
            if isinstance(ev, Laid):
                self._pile.append(PileCard(ev.seat, ev.card, ev.face_up))
            elif isinstance(ev, Out) and ev.cards:
                self._pile.extend(PileCard(ev.seat, card, False) for card in ev.cards)
            elif isinstance(ev, Gathered):
                self._pile = []

    def _step(self) -> None:
        """Play one step (animated or not); an unexpected error stops play (`_fail`)."""
        try:
            self._play_step()
        except Exception as error:
            self._fail(error)

    def _play_step(self) -> None:
        timing = timing_for(self.speed)
        events = self.game.step()
        if not events:
            return
        self._record(events)
        self._set_dirty(True)
        if timing is None:
            while self.game.phase == "gather":  # the gathering follows by itself
                self._record(self.game.step())
            self.scene.sync(self.table_state())
            self._after_step()
        else:
            self.scene.play(events, timing, self.table_state())
            self.stateChanged.emit()  # the engine has moved on; the status bar may say so

    def _on_animations_done(self) -> None:
        if self.game.phase == "gather" and not self.game.over:
            self._step()  # the pile goes to the winner after the pause already shown
            return
        self._after_step()

    def _after_step(self) -> None:
        self.stateChanged.emit()
        self.stepFinished.emit()
        if self.game.over:
            self._queued = False
            self._auto.stop()
            self.gameOver.emit(self.game)
            return
        if self._queued:
            self._queued = False
            self._step()
        elif self._autoplay:
            self._auto.start(AUTOPLAY_GAP.get(self.speed, 300))

    def set_autoplay(self, on: bool) -> None:
        """Play on by itself (True) or stop after the step that is moving (False)."""
        on = bool(on)
        if not on and self._finishing:
            self.pause_finishing()
        if on == self._autoplay:
            return
        self._autoplay = on
        self.autoplayChanged.emit(on)
        if not on:
            self._auto.stop()
        elif not self.busy and not self.game.over:
            self._step()

    def set_speed(self, name: str) -> None:
        if name not in SPEEDS:
            raise ValueError(f"unknown speed {name!r}; one of {', '.join(SPEEDS)}")
        if name != self.speed:
            self.speed = name
            self.speedChanged.emit(name)

    def finish_game(self) -> None:
        """Play to the end. Ordinary games end at once (one redraw); a very long one
        plays on in slices between which the window stays live, showing progress,
        until it ends or Pause stops it."""
        if self.game.over or self._finishing:
            return
        self.scene.abort()
        self._auto.stop()
        self._queued = False
        self._finishing = True
        self._finish_slice()

    def _finish_slice(self) -> None:
        if not self._finishing:
            return
        try:
            self._play_slice()
        except Exception as error:  # e.g. MemoryError: never leave "Finishing…" behind
            self._fail(error)

    def _play_slice(self) -> None:
        chunk = self.finish_chunk
        began = time.perf_counter()
        self.game.play_to_end(max_battles=chunk)
        spent = (time.perf_counter() - began) * 1000.0
        low, high = FINISH_CHUNK_RANGE
        wanted = chunk * FINISH_SLICE_MS / max(spent, 1.0)
        self.finish_chunk = int(max(low, min(high, wanted, chunk * 4)))
        self._set_dirty(True)
        if self.game.over:
            self._end_finishing()
            return
        self.finishProgress.emit(self.progress_text(self.game.battles))
        self._slice.start()

    def progress_text(self, battles: int) -> str:
        """The status bar's line while Finish game runs."""
        return self.tr("Finishing… battle %L1").replace(
            "%L1", QLocale().toString(battles))

    def pause_finishing(self) -> None:
        """Stop a running Finish game where it is; the table shows the position reached."""
        if self._finishing:
            self._end_finishing()

    def _stop_finishing(self) -> None:
        """Drop a running Finish game without showing anything (a new game follows)."""
        if self._finishing:
            self._finishing = False
            self._slice.stop()
            self.finishProgress.emit("")

    def _end_finishing(self) -> None:
        self._stop_finishing()
        self._pile = []
        self.scene.sync(self.table_state())
        self._after_step()

    # ----------------------------------------------------------------- errors
    def _fail(self, error: Exception) -> None:
        """Stop everything that would go on by itself, show the game where it got to,
        and say what happened (the traceback goes to the log, for whoever debugs it)."""
        log.error("play stopped by an unexpected error", exc_info=error)
        self._stop_finishing()
        self._auto.stop()
        self._queued = False
        if self._autoplay:
            self._autoplay = False
            self.autoplayChanged.emit(False)
        self._pile = []  # rebuilt from the engine's own record of who laid what
        try:
            self.scene.sync(self.table_state())
        except Exception:
            log.exception("the table could not show the game after the error")
        self.stateChanged.emit()
        self.errorOccurred.emit(self.error_text(error))

    def error_text(self, error: BaseException) -> str:
        """What the player is told when play stopped on `error`."""
        if isinstance(error, MemoryError):
            text = self.tr("The computer ran out of memory, so play stopped at battle %L1. "
                           "The table shows the game where it got to.")
        else:
            text = self.tr("Something unexpected went wrong, so play stopped at battle %L1. "
                           "The table shows the game where it got to.\n\n%2")
        try:
            detail = f"{type(error).__name__}: {error}"
        except Exception:  # an exception whose own text fails
            detail = type(error).__name__
        battle = QLocale().toString(self.game.battles)
        return text.replace("%L1", battle).replace("%2", shorten(detail, 300))
