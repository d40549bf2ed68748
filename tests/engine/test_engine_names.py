"""The engine's public names are its modules' objects, and a new game with shuffled
gathering loads neither the save format nor the repetition watch."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import krig_desktop.engine as engine

ROOT = Path(__file__).resolve().parents[2]


def test_every_public_name_is_its_modules_object():
    for name in engine.__all__:
        value = getattr(engine, name)
        if isinstance(value, type) or callable(value):
            home = value.__module__
            assert home.startswith("krig_desktop.engine."), name
            assert getattr(sys.modules[home], name) is value, name


def test_a_name_the_engine_does_not_have_is_an_attribute_error():
    with pytest.raises(AttributeError, match="no attribute 'Gmae'"):
        engine.Gmae  # noqa: B018
    with pytest.raises(ImportError):
        from krig_desktop.engine import Gmae  # noqa: F401


LOADED = """
import json, sys
from krig_desktop.engine import Game, Rules
game = Game.new(2, 7)
game.play_battle()
shuffled = sorted(n for n in sys.modules if n.startswith("krig_desktop.engine."))
Game.new(2, 7, Rules(gathering="fixed"))
fixed = sorted(n for n in sys.modules if n.startswith("krig_desktop.engine."))
again = Game.from_dict(game.to_dict())
saved = sorted(n for n in sys.modules if n.startswith("krig_desktop.engine."))
print(json.dumps([shuffled, fixed, saved, again == game]))
"""


def test_a_new_game_loads_only_what_it_plays_with():
    result = subprocess.run([sys.executable, "-c", LOADED], capture_output=True, text=True,
                            env={"PYTHONPATH": str(ROOT)}, timeout=60,
                            stdin=subprocess.DEVNULL, check=True)
    shuffled, fixed, saved, same = json.loads(result.stdout.splitlines()[-1])
    assert "krig_desktop.engine.game" in shuffled
    late = {"krig_desktop.engine.serial", "krig_desktop.engine.watch"}
    assert late.isdisjoint(shuffled)
    assert "krig_desktop.engine.watch" in fixed  # fixed gathering: the watch, at once
    assert late <= set(saved) and same  # saving and loading: all there, and it works
