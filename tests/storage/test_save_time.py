"""Issue 40, point 6: a save carries its game's own time (format 5).

When the game was dealt and how long it was played travel with it; a format 4 file
(and older) loads with its "saved_at" as the deal's moment and 0 seconds; a crafted
time is refused with the field named.
"""

from __future__ import annotations

import json

import pytest
from storage_helpers import FIXTURES

from krig_desktop.engine import Game
from krig_desktop.model.game_time import MAX_SECONDS_PLAYED, GameTime
from krig_desktop.storage import errors
from krig_desktop.storage.envelope import FORMAT_VERSION, build_document
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import read_save, write_save

DEALT = 1_796_000_000  # 2026-11-30T00:53:20Z
V1_SAVE = "v1-three-players.krig"


def played() -> Game:
    game = Game.new(2, 4242)
    for _ in range(12):
        game.play_battle()
    return game


def test_the_time_goes_into_the_save_and_comes_back(tmp_path):
    path = tmp_path / "timed.krig"
    write_save(path, played(), game_time=GameTime(DEALT, 754))
    document = json.loads(path.read_text())
    assert FORMAT_VERSION == 5 and document["version"] == 5
    assert document["dealt_at"] == "2026-11-30T00:53:20Z"
    assert document["seconds_played"] == 754
    assert read_save(path).time == GameTime(DEALT, 754)


def test_a_save_given_no_time_was_dealt_now_and_not_played(tmp_path):
    path = tmp_path / "fresh.krig"
    write_save(path, played())
    loaded = read_save(path)
    assert loaded.time.seconds == 0
    document = json.loads(path.read_text())
    assert document["dealt_at"] == document["saved_at"] or loaded.time.dealt_at > DEALT


def test_a_version_4_save_was_dealt_when_it_was_saved_and_played_0_seconds(tmp_path):
    document = build_document(played(), saved_at="2026-11-30T10:00:00Z",
                              game_time=GameTime(DEALT, 99))
    del document["dealt_at"], document["seconds_played"]
    document["version"] = 4
    path = tmp_path / "v4.krig"
    path.write_bytes(encode(document))
    loaded = read_save(path)
    assert loaded.format_version == 4 and loaded.game.battles == 12
    assert loaded.time == GameTime(DEALT + 9 * 3600 + 6 * 60 + 40, 0)  # 10:00:00Z


def test_a_version_1_save_still_loads_with_a_time(tmp_path):
    loaded = read_save(FIXTURES / V1_SAVE)
    assert loaded.format_version == 1 and loaded.time.seconds == 0
    assert loaded.time.dealt_at > 0


@pytest.mark.parametrize(("field", "value"), [
    ("dealt_at", "yesterday"), ("dealt_at", "2026-11-30T10:00:00"), ("dealt_at", 5),
    ("dealt_at", None), ("seconds_played", -1), ("seconds_played", 1.5),
    ("seconds_played", True), ("seconds_played", MAX_SECONDS_PLAYED + 1),
    ("seconds_played", "60"),
])
def test_a_crafted_time_is_refused_with_its_field_named(tmp_path, field, value):
    document = build_document(played())
    document[field] = value
    path = tmp_path / "crafted.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError) as info:
        read_save(path)
    assert info.value.key in (errors.BAD_VALUE, errors.BAD_FIELD)
    assert f'"{field}"' in str(info.value)


@pytest.mark.parametrize("field", ["dealt_at", "seconds_played"])
def test_a_current_save_missing_its_time_is_damage(tmp_path, field):
    document = build_document(played())
    del document[field]
    path = tmp_path / "missing.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError):
        read_save(path)
