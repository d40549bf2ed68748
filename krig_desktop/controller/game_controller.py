"""The controller: the one place that knows both the engine and Qt.

It owns the live Game, asks it for one step at a time, hands the events to the table to
animate (at the step's pace: pace.py) and waits for its one "all animations done"
signal; only then, the table having *reached* the new moment, is its view model
published (`modelChanged`), so every panel changes with the table. A click while cards
move is queued (at most one). Autoplay is a single-shot timer between steps; at rest
nothing ticks. Every game replacing the game in play comes through `open_door`. Its slots
never let an exception out: an unexpected error stops play, told by `errorOccurred`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from krig_desktop.controller import play_texts
from krig_desktop.controller.finish_game import FinishGame
from krig_desktop.controller.game_files import CallsKeeper, ChanceKeeper, GameFiles
from krig_desktop.controller.looking_back import LookingBack
from krig_desktop.controller.pace import Pace
from krig_desktop.controller.play_time import PlayTime
from krig_desktop.controller.running import Running
from krig_desktop.controller.story import Story
from krig_desktop.controller.turns import Press, Turns
from krig_desktop.controller.watching import Watching
from krig_desktop.engine import Game, Phase, Rules
from krig_desktop.model import TableModel
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed
from krig_desktop.storage.game_key import new_game_key

if TYPE_CHECKING:
    from krig_desktop.controller.table import Table
    from krig_desktop.engine import BattleRecord
    from krig_desktop.model.war_call import WarCall
    from krig_desktop.storage.envelope import LoadedSave
    from krig_desktop.storage.story_format import SavedChances

log = logging.getLogger(__name__)


class Controller(QObject):
    """Runs one game on one table: `game` is the live engine Game, `model` what the table
    shows (the last moment it reached). Its parts it owns and hands what they use
    (game_files.py, watching.py, finish_game.py, story.py, looking_back.py, play_time.py)."""

    modelChanged = Signal(object)  # TableModel: the table has reached this moment
    stepFinished = Signal()  # a step (with its gathering) is over and shown
    gameStarted = Signal()  # a new, restarted or loaded game is on the table
    leaving = Signal(object, str)  # a door: this game and key replace the game in play
    gameOver = Signal(object)  # TableModel of the game that has just ended
    autoplayChanged = Signal(bool)
    speedChanged = Signal(object)  # Speed
    finishProgress = Signal(str)  # "Finishing… battle 1,234,567" while it runs; "" at the end
    errorOccurred = Signal(str)  # translated: play stopped on an unexpected error
    replayChanged = Signal(bool)  # a replay began (True) or the real game is back (False)
    stepPlayed = Signal(object)  # one animated step's events (for sound), as it starts
    runningChanged = Signal(bool)  # autoplay or Finish Game began (True) or stopped
    pressed = Signal(int)  # two people: this seat's press counted, the table waits on

    def __init__(self, table: Table, setup: GameSetup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._speed = setup.speed
        self._autoplay = False
        self._queued = False
        self._pending: TableModel | None = None  # where the animating step ends
        self._pause_on_wars = False  # autoplay (and replays) wait for a click at a war
        self._auto = QTimer(self, singleShot=True)
        self._pace = Pace()  # a deep war at Normal pace (pace.py)
        self._auto.timeout.connect(self.request_step)
        table.animationsDone.connect(self._on_animations_done)
        table.deckClicked.connect(self.press)
        self.before_change: list[Callable[[], object]] = []  # run once: see _ready
        self._turns = Turns(setup.people)  # the people at the computer, their presses
        self._finish = FinishGame(self, self, halt=self._halt, show=self._show_game,
                                  go_on=self._after_step, fail=self._fail)
        self._watching = Watching(self, self._turns, self._start)  # the replays
        self.story = Story(self)  # the battles the log lists, the counts, the highlights
        self.looking = LookingBack(self, self)  # the table showing a past battle
        self._running = Running(self)  # what Pause can stop
        self._running.changed.connect(self.runningChanged)
        self._game_key = new_game_key()  # the real game's identity (see game_key)
        self.chance_keeper: ChanceKeeper | None = None  # set by the odds wiring
        self.calls_keeper: CallsKeeper | None = None  # set by WarCalls
        self._files = GameFiles(self)  # what travels with the game
        self.game = Game.new(setup.players, setup.game, setup.rules)
        self.play_time = PlayTime(self)  # the real game's own time: `play_time.clock`
        self._model = self._turns.model_of(self.game)
        self.table.sync(self._model)
        self.story.set_game(self.game)

    # ----------------------------------------------------------------- state
    @property
    def model(self) -> TableModel:
        """What the table shows now: the last moment it reached (not the engine's)."""
        return self._model

    @property
    def history(self) -> Sequence[BattleRecord]:
        """The game's completed battles, one record each (reading may replay)."""
        return self.game.history

    @property
    def looking_back(self) -> int | None:
        """The past battle the table shows while looking back, else None."""
        return self.looking.battle

    @property
    def replaying(self) -> bool:
        """A replay runs; the real game waits aside (`game` is the replay's)."""
        return self._watching.replaying

    @property
    def real_game(self) -> Game:
        """The player's game: the one saved and resumed, also while a replay runs."""
        return self._watching.real_game

    @property
    def game_key(self) -> str:
        """The real game's identity (uuid4 hex), carried by its saves and resume file,
        one history row per key: minted by a new game, Restart and Play This Deal Again,
        the file's for a load or resume, kept by a replay; set before `gameStarted`."""
        return self._game_key

    @property
    def human_names(self) -> tuple[str, ...]:
        """One name per human seat from seat 0 ("": the one player, "You"), the rest CPU."""
        return self._watching.human_names

    @property
    def busy(self) -> bool:
        """True while cards move or Finish game runs."""
        return self.table.busy or self.finishing

    @property
    def finishing(self) -> bool:
        """True while Finish game plays on in slices (Pause stops it)."""
        return self._finish.running

    @property
    def running(self) -> bool:
        """Something plays on by itself: autoplay (a replay too) or Finish game."""
        return self._running.now

    @property
    def finish_chunk(self) -> int:
        """Battles the next Finish game slice plays (adapts itself to ~50 ms)."""
        return self._finish.chunk

    @finish_chunk.setter
    def finish_chunk(self, battles: int) -> None:
        self._finish.chunk = battles

    @property
    def autoplay(self) -> bool:
        return self._autoplay

    @property
    def speed(self) -> Speed:
        return self._speed

    def _publish(self, model: TableModel) -> None:
        dressed = self._turns.dress(model, self.game)
        if dressed != model:  # presses made while the cards moved: the plates say so
            self.table.sync(dressed)
        self._model = dressed
        self.story.reach(dressed)
        self.modelChanged.emit(dressed)

    def _show_game(self) -> None:
        """Snap the table to the game as it stands, and publish that moment."""
        self.looking.forget()
        model = self._turns.model_of(self.game)
        self.table.sync(model)
        self._publish(model)

    # ----------------------------------------------------------------- games
    def _halt(self) -> None:
        """Stop what would go on by itself: Finish game, cards moving, autoplay, a click."""
        self._ready()
        self._finish.stop()
        self.table.abort()
        self._auto.stop()
        self._queued, self._pending = False, None
        self._turns.clear()

    def _ready(self) -> None:
        """Before the first step, Finish Game or other game: build what sees every change."""
        while self.before_change:  # (the history's recorder)
            self.before_change.pop(0)()

    def _start(self, game: Game, game_key: str) -> None:
        self._halt()
        self.play_time.show(game, game_key == self._game_key, self._files.take_loaded_time(game))
        self.game = game
        self._game_key = game_key
        if self._model.people != self._turns.people:  # the log names the seats as the
            self.table.sync(self._turns.model_of(game))  # table's words do: theirs first
        self.story.set_game(game)
        self._show_game()
        self.gameStarted.emit()
        if game.over:
            self.gameOver.emit(self._model)

    def new_game(self, players: int, game_number: int, rules: Rules,
                 people: tuple[str, ...] | None = None) -> None:
        """Deal game `game_number` for `players`; `people` (None: the same as now)."""
        self.open_door(Game.new(players, game_number, rules), new_game_key(), people)

    def restart(self) -> None:  # the same deal again from the first battle
        self.open_door(self.real_game.origin_game(), new_game_key())

    def replace_game(self, game: Game, game_key: str | None = None,
                     people: tuple[str, ...] | None = None) -> None:
        """Show `game` as it stands; no `game_key`: a game of its own."""
        self.open_door(game, game_key or new_game_key(), people)

    def open_door(self, game: Game, game_key: str, people: tuple[str, ...] | None = None) -> None:
        """Every game replacing the one in play comes here: `leaving` first (put away)."""
        self.leaving.emit(game, game_key)
        self._watching.drop()
        if people is not None:
            self._turns.people = people[:game.players]
        self._start(game, game_key)

    # ----------------------------------------------------------------- playing
    def press(self, seat: int) -> None:
        """Seat `seat`'s key or deck: one person plays; two, once both pressed (turns.py)."""
        if self.looking_back is not None or self.game.over or self.finishing:
            self.request_step()  # back to the present, or nothing to play
            return
        press = self._turns.press(self.game, seat, self.busy)
        if press is Press.PLAY:
            self.request_step()
        elif press is Press.WAIT:
            self.pressed.emit(seat)
            if not self.busy:  # the plate says who has turned
                self._model = self._turns.dress(self._model, self.game)
                self.table.sync(self._model)

    def request_step(self) -> None:
        """Click, Space or Enter: the next step (kept while cards move; or the present)."""
        if self.looking_back is not None:
            self.looking.back()
            return
        if self.game.over or self.finishing:
            return
        if self.busy:
            self._queued = True
            return
        self._auto.stop()
        self._step()

    def _step(self) -> None:
        """Play one step (animated or not); an unexpected error stops play (`_fail`)."""
        self._ready()
        self._turns.clear()  # it presses for everyone; presses from now count for the next
        try:
            self._play_step()
        except Exception as error:
            self._fail(error)

    def _play_step(self) -> None:
        events = self.game.step()
        if not events:
            return
        speed = self._pace.step(events, self._speed)
        if speed is Speed.INSTANT:
            while self.game.phase is Phase.GATHER:  # the gathering follows by itself
                self.game.step()
            self._show_game()
            self._after_step()
        else:
            final = self._turns.model_of(self.game)
            self._pending = final
            self.table.play(events, speed, final)
            self.stepPlayed.emit(events)

    def _on_animations_done(self) -> None:
        """The table reached the moment the step led to: publish it, then go on."""
        try:
            final, self._pending = self._pending, None
            if final is not None:
                self._publish(final)
            if self.game.phase is Phase.GATHER:
                self._play_step()  # the pile goes to the winner after the pause shown
            else:
                self._after_step()
        except Exception as error:
            self._fail(error)

    def _after_step(self) -> None:
        self.stepFinished.emit()
        if self._watching.reached(self.game):
            self.stop_replay()
            return
        if self.game.over:
            self._queued = False
            self.set_autoplay(False)  # it ends with the game: the toolbar shows nothing runs
            self.gameOver.emit(self._model)
            return
        if self._queued or self._turns.complete(self.game):  # asked while cards moved
            self._queued = False
            self._step()
        elif self._autoplay and not (self._pause_on_wars and self.game.tied):
            self._auto.start(self._pace.gap_ms(self._speed))  # (at a war: after a click)

    def set_autoplay(self, on: bool) -> None:
        """Play on by itself (True) or stop after the step that is moving (False)."""
        on = bool(on)
        if not on and self.finishing:
            self.pause_finishing()
        if on:
            self.looking.back()
        if on == self._autoplay:
            return
        self._autoplay = self._turns.running = on
        self.autoplayChanged.emit(on)
        if on and not self.busy and not self.game.over:
            self._step()
        elif not on:
            self._auto.stop()
            if not self.busy and self._turns.dress(self._model, self.game) != self._model:
                self._publish(self._model)  # the out hint autoplay left out comes back

    def pause(self) -> None:
        """Stop what runs by itself: autoplay after the step moving, Finish game at once."""
        self.set_autoplay(False)

    def set_speed(self, speed: Speed) -> None:
        if speed is not self._speed:
            self._speed = speed
            self.speedChanged.emit(speed)

    @property
    def pause_on_wars(self) -> bool:
        """Autoplay and replays stop at each war until a click lays it."""
        return self._pause_on_wars

    def set_pause_on_wars(self, on: bool) -> None:
        self._pause_on_wars = bool(on)

    def _fail(self, error: Exception) -> None:
        """Stop what goes on by itself, show the game where it got to, say what happened."""
        log.error("play stopped by an unexpected error", exc_info=error)
        self._halt()
        self.set_autoplay(False)
        try:
            self._show_game()
        except Exception:
            log.exception("the table could not show the game after the error")
        self.errorOccurred.emit(self.error_text(error))

    def error_text(self, error: BaseException) -> str:
        """What the player is told when play stopped on `error`."""
        return play_texts.error_text(error, self.game.battle)

    # ------------------------------------ the parts: their names here, their docstrings
    def finish_game(self) -> None:
        self._finish.finish_game()

    def pause_finishing(self) -> None:
        self._finish.pause_finishing()

    progress_text = staticmethod(play_texts.progress_text)  # Finish game's status line

    def watch_replay(self) -> None:
        self._watching.watch_replay()

    def watch_game(self, game: Game, people: tuple[str, ...] | None = None) -> None:
        self._watching.watch_game(game, people)

    def stop_replay(self) -> None:
        self._watching.stop_replay()

    def load(self, loaded: LoadedSave) -> None:
        self._files.load(loaded)

    def save_to(self, path: Path) -> None:
        self._files.save_to(path)

    def saved_chances(self) -> SavedChances | None:
        return self._files.saved_chances()

    def saved_calls(self, game_key: str | None = None) -> Sequence[WarCall]:
        return self._files.saved_calls(game_key)

    def take_loaded_chances(self, game: Game) -> SavedChances | None:
        return self._files.take_loaded_chances(game)

    def take_loaded_calls(self, game: Game) -> tuple[WarCall, ...] | None:
        return self._files.take_loaded_calls(game)
