"""The controller in parts (house rule: modules under ~400 lines): its files, its
replays, Finish Game, the story and looking back are small classes of their own
(game_files.py, watching.py, finish_game.py, story.py, looking_back.py) that the
`Controller` owns and hands what they use, not mixins sharing its private members
(DESIGN.md), and `Controller` keeps every name it had, the same things by them.

Before, game_controller.py held all of it in 472 lines, and grew with each feature.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

import krig_desktop.controller as controller_package
from krig_desktop.controller import Controller
from krig_desktop.controller.finish_game import FinishGame
from krig_desktop.controller.game_files import GameFiles
from krig_desktop.controller.looking_back import LookingBack
from krig_desktop.controller.story import Story
from krig_desktop.controller.watching import Watching
from krig_desktop.engine import Rules
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed

HOUSE_LIMIT = 400
PARTS = ("game_controller.py", "game_files.py", "watching.py", "finish_game.py", "story.py",
         "looking_back.py")
# Every public name of Controller before the split (the surface DESIGN.md and the
# window use), class attributes and signals ...
CLASS_NAMES = (
    "autoplay", "autoplayChanged", "busy", "errorOccurred", "error_text", "finishProgress",
    "finish_chunk", "finish_game", "finishing", "gameOver", "gameStarted", "game_key",
    "history", "human_names", "load", "looking_back", "model", "modelChanged", "new_game",
    "pause", "pause_finishing", "pause_on_wars", "press", "pressed", "progress_text",
    "real_game", "replace_game", "replayChanged", "replaying", "request_step", "restart", "running",
    "runningChanged", "save_to", "saved_calls", "saved_chances", "set_autoplay",
    "set_pause_on_wars", "set_speed", "speed", "speedChanged", "stepFinished", "stepPlayed",
    "stop_replay", "take_loaded_calls", "take_loaded_chances", "watch_game", "watch_replay",
)
# ... and those set on each controller.
INSTANCE_NAMES = ("table", "game", "story", "looking", "chance_keeper", "calls_keeper")


@pytest.mark.parametrize("name", PARTS)
def test_each_part_of_the_controller_is_under_the_house_limit(name):
    path = Path(controller_package.__file__).parent / name
    assert len(path.read_text(encoding="utf-8").splitlines()) <= HOUSE_LIMIT


class StillTable(QObject):
    """A Table that shows nothing and never moves."""

    animationsDone = Signal()
    deckClicked = Signal(int)
    busy = False

    def sync(self, model) -> None: ...

    def play(self, events, speed, final) -> None: ...

    def abort(self) -> None: ...


def test_the_controller_keeps_every_name_it_had(qapp):
    missing = [name for name in CLASS_NAMES if not hasattr(Controller, name)]
    assert missing == []
    c = Controller(StillTable(), GameSetup(2, 5, Speed.INSTANT, Rules()))
    assert [name for name in INSTANCE_NAMES if not hasattr(c, name)] == []
    assert c.chance_keeper is None and c.calls_keeper is None and c.game.battles == 0


def test_pause_on_wars_is_set_one_way(qapp):
    c = Controller(StillTable(), GameSetup(2, 5, Speed.INSTANT, Rules()))
    assert not c.pause_on_wars
    c.set_pause_on_wars(True)
    assert c.pause_on_wars
    with pytest.raises(AttributeError):
        c.pause_on_wars = False  # type: ignore[misc]


def test_the_parts_are_owned_not_inherited(qapp):
    assert Controller.__bases__ == (QObject,)  # no mixin: nothing shares its privates
    c = Controller(StillTable(), GameSetup(2, 5, Speed.INSTANT, Rules()))
    parts = {GameFiles, FinishGame, Watching, Story, LookingBack}
    assert parts <= {type(value) for value in vars(c).values()}
    assert not c.finishing and not c.replaying and c.looking_back is None
    assert c.real_game is c.game and c.human_names == c.model.people
    c.watch_replay()  # no battle yet: nothing to replay
    assert c.finish_chunk > 0 and not c.replaying and c.story.shown == 0
    assert c.real_game is c.game and c.human_names == c.model.people


def test_game_keys_are_random_version_4_uuids_in_hex():
    """One way to mint them (storage/game_key.py), for the controller and the files."""
    import uuid

    from krig_desktop.storage.envelope import GAME_KEY
    from krig_desktop.storage.game_key import new_game_key

    keys = {new_game_key() for _ in range(200)}
    assert len(keys) == 200
    for key in keys:
        assert GAME_KEY.fullmatch(key)
        assert uuid.UUID(hex=key).version == 4 and uuid.UUID(hex=key).hex == key
        assert uuid.UUID(hex=key).variant == uuid.RFC_4122
