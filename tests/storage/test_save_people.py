"""Issue 27, point 2: saves carry the people at the computer (format 4).

A game two people played at one keyboard loads with both of them, named; a version 3
save (from before) loads with one unnamed person; a crafted file with impossible
people is refused with the field named.
"""

from __future__ import annotations

import json

import pytest

from krig_desktop.engine import Game
from krig_desktop.storage import errors
from krig_desktop.storage.envelope import FORMAT_VERSION, build_document
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import read_save, write_save


def played(players: int = 3) -> Game:
    game = Game.new(players, 77)
    for _ in range(10):
        game.play_battle()
    return game


def test_a_two_person_save_loads_with_both_names(tmp_path):
    path = tmp_path / "two.krig"
    write_save(path, played(), people=("Ada", "Bo"))
    assert json.loads(path.read_text())["people"] == ["Ada", "Bo"]
    loaded = read_save(path)
    assert loaded.people == ("Ada", "Bo") and loaded.format_version == FORMAT_VERSION == 5


def test_a_save_of_one_person_keeps_one_unnamed_person(tmp_path):
    path = tmp_path / "one.krig"
    write_save(path, played())
    assert read_save(path).people == ("",)


def test_a_version_3_save_migrates_to_one_unnamed_person(tmp_path):
    document = build_document(played(), people=("Ada", "Bo"))
    del document["people"]
    document["version"] = 3
    path = tmp_path / "v3.krig"
    path.write_bytes(encode(document))
    loaded = read_save(path)
    assert loaded.format_version == 3 and loaded.people == ("",)
    assert loaded.game.battles == 10


@pytest.mark.parametrize("people", [
    [], ["Ada", "Bo", "Cy"], ["A" * 41], ["Ada\nBo"], ["Ada", "\x1b[31m"], [" Ada"],
    [3], "Ada", None,
])
def test_a_crafted_save_with_impossible_people_is_refused(tmp_path, people):
    document = build_document(played())
    document["people"] = people
    path = tmp_path / "crafted.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError) as info:
        read_save(path)
    assert info.value.key in (errors.BAD_VALUE, errors.BAD_FIELD)
    assert '"people"' in str(info.value)


def test_two_people_need_two_seats_and_a_two_player_game_has_them(tmp_path):
    path = tmp_path / "two-players.krig"
    write_save(path, played(players=2), people=("Ada", "Bo"))
    assert read_save(path).people == ("Ada", "Bo")


def test_a_save_missing_its_people_is_damage(tmp_path):
    document = build_document(played())
    del document["people"]
    path = tmp_path / "no-people.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError):
        read_save(path)
