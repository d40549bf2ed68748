"""Issue 27, point 3: saves carry the wars called (format 4, "calls").

A game's calls come back with it from its file; a version 3 save (from before calls)
loads with none; a crafted file with calls the game could not have had is refused as
damaged, the field named, since a call counts in the history.
"""

from __future__ import annotations

import json

import pytest

from krig_desktop.engine import Game
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage import errors
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import read_save, write_save

CALLS = (WarCall(2, 0, 0, 1), WarCall(5, 1, 0, None), WarCall(9, 2, 1, 2))


def played(players: int = 3, battles: int = 10) -> Game:
    game = Game.new(players, 77)
    for _ in range(battles):
        game.play_battle()
    return game


def test_a_save_keeps_its_calls(tmp_path):
    path = tmp_path / "called.krig"
    write_save(path, played(), calls=CALLS)
    assert json.loads(path.read_text())["calls"] == [[2, 0, 0, 1], [5, 1, 0, None],
                                                     [9, 2, 1, 2]]
    assert read_save(path).calls == CALLS


def test_a_save_without_calls_has_none(tmp_path):
    path = tmp_path / "none.krig"
    write_save(path, played())
    assert read_save(path).calls == ()


def test_a_version_3_save_migrates_to_no_calls(tmp_path):
    document = build_document(played(), calls=CALLS)
    del document["people"], document["calls"]
    document["version"] = 3
    path = tmp_path / "v3.krig"
    path.write_bytes(encode(document))
    assert read_save(path).calls == ()


def test_the_war_that_ended_a_game_in_a_draw_can_have_a_call_nobody_took(tmp_path):
    game = Game.from_hands([["KS", "2C"], ["KH", "3C"]], seed=4)
    while not game.over:
        game.step()
    assert game.battles == 0  # the war was never decided: battle 1 never finished
    path = tmp_path / "draw.krig"
    write_save(path, game, calls=(WarCall(1, 0, None, None),))
    assert read_save(path).calls == (WarCall(1, 0, None, None),)


@pytest.mark.parametrize("calls", [
    [[0, 0, 0, 0]],  # battle 0: none
    [[11, 0, 0, 0]],  # a battle not played yet (10 played)
    [[3, 0, 0, 0], [3, 1, 1, 1]],  # two calls for one battle
    [[5, 0, 0, 0], [3, 1, 1, 1]],  # not oldest first
    [[i, 0, 0, 0] for i in range(1, 12)],  # more calls than battles
    [[2, 3, 0, 0]],  # seat 3 of three players
    [[2, 0, -1, 0]],
    [[2, 0, 0, 3]],
    [[2, None, 0, 0]],  # a call names a seat
    [[2, True, 0, 0]],
    [[2.0, 0, 0, 0]],
    [[2, 0, 0]],
    [[2, 0, 0, 0, 0]],
    [{"battle": 2}],
    {"2": [0, 0, 0]},
    "calls",
    None,
])
def test_a_crafted_save_with_impossible_calls_is_refused(tmp_path, calls):
    document = build_document(played())
    document["calls"] = calls
    path = tmp_path / "crafted.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError) as caught:
        read_save(path)
    assert caught.value.key == errors.BAD_VALUE and "damaged" in str(caught.value)
    assert '"calls"' in str(caught.value)


def test_a_taker_for_the_war_nobody_took_is_refused(tmp_path):
    game = Game.from_hands([["KS", "2C"], ["KH", "3C"]], seed=4)
    while not game.over:
        game.step()
    document = build_document(game, calls=(WarCall(1, 0, 0, None),))
    path = tmp_path / "draw.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError, match='"calls"'):
        read_save(path)


def test_a_save_of_this_session_without_calls_is_refused_as_damaged(tmp_path):
    document = build_document(played())
    del document["calls"]
    path = tmp_path / "old4.krig"
    path.write_bytes(encode(document))
    with pytest.raises(LoadError, match='"calls"'):
        read_save(path)
