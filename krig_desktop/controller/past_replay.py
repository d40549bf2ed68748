"""Watch Replay of a recorded game: its deal played again on the table from battle 1.

A deal is decided by its players, game number, face-down count and gathering
(RULES.md), so the engine plays a recorded game again exactly. The game is first played
out of sight to the recorded number of battles (about 2 microseconds a battle), then put
on the table as the game in play (`replace_game`: the game that was there is left as for
any new game: kept for resume, recorded as abandoned if it was under way), and the
controller's own Watch Replay plays it from battle 1 at the chosen speed and gives it
back, ended, at the end. Only the controller's public methods are used.

A game of more than REPLAY_LIMIT battles (fixed gathering can run to millions) is not
replayed: playing it out of sight would freeze the window for seconds and watching it
would take days; the caller says so instead. A game built from given hands has no
number and cannot be dealt again.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from krig_desktop.controller.game_controller import Controller
from krig_desktop.engine import Game, Rules
from krig_desktop.storage.game_history import GameRecord

REPLAY_LIMIT: Final = 250_000  # battles (about half a second to play out of sight)


class Unreplayable(StrEnum):
    """Why a recorded game cannot be watched again; the window words it."""

    NO_NUMBER = "no-number"  # built from given hands: no deal to play again
    NO_BATTLES = "no-battles"  # left before its first battle: nothing to watch
    TOO_LONG = "too-long"  # more than REPLAY_LIMIT battles
    DIFFERENT = "different"  # the deal does not play out as recorded


def replayed_game(record: GameRecord) -> Game | Unreplayable:
    """The recorded game played again to where it ended or was left, or why not."""
    if record.game_number is None:
        return Unreplayable.NO_NUMBER
    if record.battles == 0:
        return Unreplayable.NO_BATTLES
    if record.battles > REPLAY_LIMIT:
        return Unreplayable.TOO_LONG
    rules = Rules(face_down=record.face_down, gathering=record.gathering)
    game = Game.new(record.players, record.game_number, rules)
    game.play_to_end(record.battles)
    ended = record.outcome != "abandoned"
    same = (game.battles == record.battles and game.over == ended
            and (not ended or (str(game.outcome), game.winner)
                 == (record.outcome, record.winner)))
    return game if same else Unreplayable.DIFFERENT


def watch_recorded_game(controller: Controller, record: GameRecord) -> Unreplayable | None:
    """Show the recorded game and replay it from battle 1; None when it runs, else why
    it cannot (and nothing changed)."""
    game = replayed_game(record)
    if isinstance(game, Unreplayable):
        return game
    controller.replace_game(game)
    controller.watch_replay()
    return None if controller.replaying else Unreplayable.NO_BATTLES
