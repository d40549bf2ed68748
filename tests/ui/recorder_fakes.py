"""A stand-in for the controller, as the recorder sees it: the signals it follows, the
game on show, the real game and `game_key` (the game's identity, interface 3 of the
plan). Games are real engine games; the test says which key each one has."""

from __future__ import annotations

import uuid

from PySide6.QtCore import QObject, Signal

from krig_desktop.controller.play_time import PlayTime
from krig_desktop.engine import Game
from krig_desktop.model.game_time import GameTime


class FakeController(QObject):
    gameStarted = Signal()
    gameOver = Signal(object)
    replayChanged = Signal(bool)
    modelChanged = Signal(object)

    def __init__(self, game: Game, key: str | None = None,
                 human_names: tuple[str, ...] = ("",)) -> None:
        super().__init__()
        self.human_names = human_names
        self.game = game
        self.real_game = game
        self.game_key = key or uuid.uuid4().hex
        self.replaying = False
        self.play_time = PlayTime(self)

    def show(self, game: Game, key: str | None = None,
             loaded: GameTime | None = None) -> None:
        """A new game (a fresh key), or one with `key` (a load, a resume; `loaded`: the
        time read with it)."""
        key = key or uuid.uuid4().hex
        self.play_time.show(game, key == self.game_key, loaded)
        self.game = self.real_game = game
        self.game_key = key
        self.gameStarted.emit()
        if game.over:
            self.gameOver.emit(None)

    def play(self, battles: int) -> None:
        self.game.play_to_end(battles)
        if self.game.over:
            self.gameOver.emit(None)

    def begin_replay(self) -> None:
        """As the controller does: the replay shown (same key), then replayChanged."""
        self.game = self.real_game.origin_game()
        self.replaying = True
        self.gameStarted.emit()
        self.replayChanged.emit(True)

    def end_replay(self) -> None:
        self.game = self.real_game
        self.replaying = False
        self.gameStarted.emit()
        self.replayChanged.emit(False)
