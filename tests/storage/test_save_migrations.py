"""Older formats load through one migration step per version; each step is tested.

The format-1 files in fixtures/ were written by Krig Desktop 0.1.0 itself (see
fixtures/make_v1_saves.py); manifest.json says how each game was played, so the same
moment can be replayed with today's engine and compared.
"""

from __future__ import annotations

import json

import pytest
from storage_helpers import FIXTURES, write_document

from krig_desktop.engine import Game, Rules
from krig_desktop.storage import errors, migrations, validate
from krig_desktop.storage.envelope import FORMAT_VERSION
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.save_format import read_save

MANIFEST = json.loads((FIXTURES / "manifest.json").read_text())


def replayed(recipe: dict) -> Game:
    """The moment a fixture holds, played again from its deal with today's engine."""
    rules = Rules(face_down=recipe["face_down"], gathering=recipe["gathering"])
    game = Game.new(recipe["players"], recipe["game"], rules)
    game.play_to_end(max_battles=recipe["battles"])
    for _ in range(recipe["steps"]):
        game.step()
    return game


def visible(game: Game) -> tuple:
    """Everything a player can see of a moment (not how the engine keeps it)."""
    return (
        [[str(c) for c in hand] for hand in game.hands], [str(c) for c in game.table],
        game.set_aside and str(game.set_aside), game.in_play, game.battles,
        game.war_steps, game.phase, game.over, game.winner, game.outcome,
    )


def test_every_version_below_the_current_one_has_a_step():
    assert sorted(migrations.STEPS) == list(range(1, FORMAT_VERSION))


def test_the_fixtures_cover_what_matters():
    kinds = {(r["players"], r["gathering"], r["phase"]) for r in MANIFEST.values()}
    assert {phase for _, _, phase in kinds} >= {"war", "gather", "over"}
    assert {players for players, _, _ in kinds} >= {2, 3, 4}
    assert "fixed" in {gathering for _, gathering, _ in kinds}


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_a_save_written_by_0_1_0_loads_as_the_same_moment(name):
    recipe = MANIFEST[name]
    path = FIXTURES / name
    before = path.read_bytes()
    assert json.loads(before)["version"] == 1
    loaded = read_save(path)
    assert loaded.format_version == 1 and loaded.program_version == "0.1.0"
    assert loaded.game_number == recipe["game"]
    game, twin = loaded.game, replayed(recipe)
    assert game.phase == recipe["phase"] and game.battles == recipe["battles_then"]
    assert visible(game) == visible(twin)
    for _ in range(300):  # the same future, step by step
        if twin.over:
            break
        assert game.step() == twin.step()
    assert visible(game) == visible(twin)
    assert path.read_bytes() == before  # migrating never rewrites the file


def test_v1_to_v2_changes_only_the_version(tmp_path):
    document = json.loads((FIXTURES / "v1-three-players.krig").read_text())
    result = migrations.v1_to_v2(document, tmp_path / "old.krig")
    assert result == {**document, "version": 2}
    assert document["version"] == 1  # the input is left as it was


def test_a_damaged_v1_file_is_still_refused(tmp_path):
    document = json.loads((FIXTURES / "v1-shuffled-mid-war.krig").read_text())
    document["game_number"] += 1  # disagrees with the game inside
    with pytest.raises(LoadError) as info:
        read_save(write_document(tmp_path / "bad1.krig", document))
    assert info.value.key == errors.MISMATCH


def test_steps_chain_through_a_later_version(tmp_path, monkeypatch):
    """A fake version 6 registered for this test: a v1 file goes 1 -> 2 -> 3 -> 4 -> 5
    -> 6 and loads."""
    calls = []

    def recorded(step, number):
        def run(document, path):
            calls.append(number)
            return step(document, path)

        return run

    def v5_to_v6(document, path):
        return {**document, "version": 6}

    monkeypatch.setattr(migrations, "STEPS", {1: recorded(migrations.v1_to_v2, 1),
                                              2: recorded(migrations.v2_to_v3, 2),
                                              3: recorded(migrations.v3_to_v4, 3),
                                              4: recorded(migrations.v4_to_v5, 4),
                                              5: recorded(v5_to_v6, 5)})
    monkeypatch.setattr(validate, "FORMAT_VERSION", 6)
    loaded = read_save(FIXTURES / "v1-game-over.krig")
    assert calls == [1, 2, 3, 4, 5]
    assert loaded.format_version == 1 and loaded.game.over


def test_migrate_applies_the_steps_in_order(tmp_path, monkeypatch):
    calls = []

    def step(number):
        def run(document, path):
            calls.append(number)
            return {**document, "version": number + 1, f"by{number}": True}

        return run

    monkeypatch.setattr(migrations, "STEPS", {1: step(1), 2: step(2), 3: step(3)})
    result = migrations.migrate({"version": 2}, 2, 4, tmp_path / "x")
    assert calls == [2, 3]
    assert result == {"version": 4, "by2": True, "by3": True}


def test_a_step_that_does_not_advance_the_version_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(migrations, "STEPS", {1: lambda d, p: dict(d)})
    with pytest.raises(LoadError) as info:
        migrations.migrate({"version": 1}, 1, 2, tmp_path / "x")
    assert info.value.key == errors.BAD_VERSION


def test_a_missing_step_is_an_unknown_version(tmp_path, monkeypatch):
    monkeypatch.setattr(migrations, "STEPS", {})
    with pytest.raises(LoadError) as info:
        migrations.migrate({"version": 1}, 1, 2, tmp_path / "x")
    assert info.value.key == errors.BAD_VERSION
