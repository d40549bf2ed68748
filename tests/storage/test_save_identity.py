"""Save format 3: every save carries its game's identity (`game_key`) and the chances
worked out as it went; formats 1 and 2, which had neither, still load (a key minted,
no chances).

Before, a save said nothing of which game it was: loading the save of the game in play,
or resuming it, made a game of its own, recorded a second time in the history.
"""

from __future__ import annotations

import json

import pytest
from storage_helpers import FIXTURES, write_document

from krig_desktop.engine import Game
from krig_desktop.storage import errors
from krig_desktop.storage.envelope import FORMAT_VERSION, GAME_KEY, build_document
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.save_format import read_save, write_save
from krig_desktop.storage.story_format import ChanceMark, SavedChances

KEY = "0123456789abcdef0123456789abcdef"


def played(battles: int = 12) -> Game:
    game = Game.new(3, 41)
    game.play_to_end(max_battles=battles)
    return game


def test_the_key_and_the_chances_come_back(tmp_path):
    game = played()
    chances = SavedChances((ChanceMark(0, 0.33, False), ChanceMark(5, 0.5, True),
                            ChanceMark(12, 0.25, False)))
    path = tmp_path / "a.krig"
    write_save(path, game, KEY, chances)
    loaded = read_save(path)
    assert FORMAT_VERSION == 5 and loaded.format_version == 5
    assert loaded.game_key == KEY
    assert loaded.chances == chances
    assert loaded.game.to_dict() == game.to_dict()


def test_a_save_without_a_key_is_a_game_of_its_own(tmp_path):
    path = tmp_path / "a.krig"
    write_save(path, played())
    first = read_save(path).game_key
    write_save(path, played())
    assert GAME_KEY.fullmatch(first) and first != read_save(path).game_key
    assert read_save(path).chances == SavedChances()


def test_a_version_2_save_loads_with_a_key_minted(tmp_path):
    document = build_document(played(), game_key=KEY)
    del document["game_key"], document["chances"]
    document["version"] = 2
    path = write_document(tmp_path / "v2.krig", document)
    one, two = read_save(path), read_save(path)
    assert one.format_version == 2 and one.game.to_dict() == played().to_dict()
    assert GAME_KEY.fullmatch(one.game_key) and one.game_key != two.game_key
    assert one.chances == SavedChances()


def test_a_version_1_save_from_0_1_0_loads_with_a_key():
    loaded = read_save(FIXTURES / "v1-shuffled-mid-war.krig")
    assert loaded.format_version == 1 and GAME_KEY.fullmatch(loaded.game_key)
    assert loaded.chances == SavedChances()


@pytest.mark.parametrize("key", ["", "X" * 32, KEY.upper(), KEY + "0", 12, None])
def test_a_bad_key_is_refused(tmp_path, key):
    document = build_document(played(), game_key=KEY)
    document["game_key"] = key
    with pytest.raises(LoadError) as info:
        read_save(write_document(tmp_path / "bad.krig", document))
    assert info.value.key in (errors.BAD_FIELD, errors.BAD_VALUE)
    assert "game_key" in str(info.value)


@pytest.mark.parametrize("chances", [{}, [[0, 1.5, False]], [[13, 0.5, False]],
                                     [[3, 0.5, False], [2, 0.5, False]], [[0, 0.5]]])
def test_bad_chances_are_refused(tmp_path, chances):
    document = build_document(played(), game_key=KEY)
    document["chances"] = chances
    with pytest.raises(LoadError) as info:
        read_save(write_document(tmp_path / "bad.krig", document))
    assert "chances" in str(info.value)


def test_a_missing_key_in_a_current_save_is_damage(tmp_path):
    document = build_document(played(), game_key=KEY)
    del document["game_key"]
    with pytest.raises(LoadError):
        read_save(write_document(tmp_path / "bad.krig", document))
    assert json.loads((tmp_path / "bad.krig").read_text())["version"] == 5
