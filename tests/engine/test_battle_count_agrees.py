"""Issue 41 point 3: a save's battle count must agree with its hands. The review's save
held battle 28's hands with a count far past it, and the origin check let it through.
A game short enough is replayed at load; a longer one (up to the line a save is opened
at) loads, and its history, as it is prepared, says it does not follow."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game
from krig_desktop.engine.game import CHECKED_AT_LOAD
from krig_desktop.engine.serial import GameDataError


def battle_28(claimed: int) -> dict:
    game = Game.new(2, 14)
    game.play_to_end(max_battles=28)
    data = game.to_dict()
    data["battles"] = claimed
    return data


def test_a_short_game_whose_count_is_not_its_hands_is_refused_at_load():
    with pytest.raises(GameDataError, match="does not follow from its origin"):
        Game.from_dict(battle_28(CHECKED_AT_LOAD))


def test_a_longer_one_is_found_by_its_history():
    game = Game.from_dict(battle_28(CHECKED_AT_LOAD + 1))
    assert game.battles == CHECKED_AT_LOAD + 1  # too long to replay at load
    assert game.history.prepare(CHECKED_AT_LOAD)  # a bounded replay finds it out
    assert game.history.broken is not None
