"""Issue 41 point 3: a save is opened only with battles left to play.

A save at 2,147,483,647 battles (the most a game can count) loaded, and then its next
battle could not be kept ("the save would not load again") and Finish Game stopped with
an OverflowError box. Now a save past MAX_BATTLES_TO_GO_ON is refused when opened, with
the reason; one below it plays on and is kept, also past that line.
"""

from __future__ import annotations

from typing import Any

import pytest

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.serial_checks import MAX_BATTLES, MAX_BATTLES_TO_GO_ON
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.save_format import read_save, write_save


def game_at(battles: int) -> Game:
    """A fixed-gathering game between two battles, its counters moved to `battles`
    (too many to replay at load: the history checks those as it is prepared)."""
    game = Game.new(2, 5, Rules(1, "fixed"))
    game.play_to_end(max_battles=3)
    data: dict[str, Any] = game.to_dict()
    far = battles - data["battles"]
    data.update(battles=battles, war_steps=data["war_steps"] + far,
                war_battles=data["war_battles"] + far)
    data["watch"] = {"stage": "found", "repeats_at": MAX_BATTLES + 1}
    return Game.from_dict(data)


@pytest.mark.parametrize("battles", [MAX_BATTLES, MAX_BATTLES - 1, MAX_BATTLES_TO_GO_ON + 1])
def test_a_save_at_the_edge_is_refused_with_the_reason(tmp_path, battles):
    path = tmp_path / "edge.krig"
    write_save(path, game_at(battles))  # a game played on past the line is still kept
    with pytest.raises(LoadError) as refused:
        read_save(path)
    assert "too near the most a game can count" in str(refused.value)
    assert f"{battles:,}" in str(refused.value)


def test_a_save_at_the_line_plays_on_and_is_kept(tmp_path):
    path = tmp_path / "line.krig"
    write_save(path, game_at(MAX_BATTLES_TO_GO_ON))
    game = read_save(path).game
    game.play_to_end(max_battles=1000)
    write_save(path, game)  # the keeper's write: checked as loading, less the room
    assert game.battles > MAX_BATTLES_TO_GO_ON


def test_the_line_leaves_room_below_what_qt_can_count():
    assert MAX_BATTLES_TO_GO_ON < MAX_BATTLES < 2**31
    assert MAX_BATTLES - MAX_BATTLES_TO_GO_ON > 100_000_000
