"""Older formats load through one migration step per version; each step is tested."""

from __future__ import annotations

import pytest
from storage_helpers import document_of, game_at, write_document

from krig_desktop.engine import Rules
from krig_desktop.storage import errors, migrations
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.save_format import FORMAT_VERSION, read_save


def v0_document(game) -> dict:
    """A save as the draft format (version 0) wrote it: flat rules, other names, no stats."""
    return {
        "format": "krig-desktop-save",
        "version": 0,
        "app_version": "0.0.1",
        "saved": "2026-11-01T12:00:00+00:00",
        "seed": game.seed,
        "player_count": len(game.hands),
        "face_down_cards": game.rules.face_down,
        "gathering": str(game.rules.gathering),
        "state": game.to_dict(),
    }


def test_every_version_below_the_current_one_has_a_step():
    assert sorted(migrations.STEPS) == list(range(FORMAT_VERSION))


def test_v0_to_v1_step(tmp_path):
    game = game_at("war", players=3, seed=4, rules=Rules(face_down=2, gathering="fixed"))
    expected = document_of(game)
    result = migrations.v0_to_v1(v0_document(game), tmp_path / "old.krig")
    assert result["version"] == 1
    assert result["program"] == {"name": "Krig Desktop", "version": "0.0.1"}
    assert result["saved_at"] == "2026-11-01T12:00:00+00:00"
    for key in ("format", "game_number", "players", "rules", "statistics", "game"):
        assert result[key] == expected[key], key


def test_a_v0_file_loads_as_the_same_game(tmp_path):
    game = game_at("gather", players=2, seed=9)
    path = write_document(tmp_path / "old.krig", v0_document(game))
    before = path.read_bytes()
    loaded = read_save(path)
    assert loaded.game == game
    assert loaded.format_version == 0 and loaded.program_version == "0.0.1"
    assert path.read_bytes() == before  # migrating never rewrites the file


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.pop("state"),
        lambda d: d.update(state=[]),
        lambda d: d.update(seed="4"),
        lambda d: d.update(app_version=3),
        lambda d: d.update(statistics={}),  # v0 had none: an unknown entry
        lambda d: d["state"]["hands"][0].pop(),
    ],
)
def test_a_damaged_v0_file_is_refused(tmp_path, change):
    document = v0_document(game_at("war", seed=3))
    change(document)
    with pytest.raises(LoadError):
        read_save(write_document(tmp_path / "bad0.krig", document))


def test_v0_values_are_checked_after_migration(tmp_path):
    document = v0_document(game_at("war", seed=3))
    document["seed"] += 1  # disagrees with the game inside
    with pytest.raises(LoadError) as info:
        read_save(write_document(tmp_path / "bad0.krig", document))
    assert info.value.key == errors.MISMATCH


def test_migrate_applies_the_steps_in_order(tmp_path, monkeypatch):
    calls = []

    def step(number):
        def run(document, path):
            calls.append(number)
            return {**document, "version": number + 1, f"by{number}": True}

        return run

    monkeypatch.setattr(migrations, "STEPS", {0: step(0), 1: step(1), 2: step(2)})
    result = migrations.migrate({"version": 1}, 1, 3, tmp_path / "x")
    assert calls == [1, 2]
    assert result == {"version": 3, "by1": True, "by2": True}


def test_a_step_that_does_not_advance_the_version_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(migrations, "STEPS", {0: lambda d, p: dict(d)})
    with pytest.raises(LoadError) as info:
        migrations.migrate({"version": 0}, 0, 1, tmp_path / "x")
    assert info.value.key == errors.BAD_VERSION


def test_a_missing_step_is_an_unknown_version(tmp_path, monkeypatch):
    monkeypatch.setattr(migrations, "STEPS", {})
    with pytest.raises(LoadError) as info:
        migrations.migrate({"version": 0}, 0, 1, tmp_path / "x")
    assert info.value.key == errors.BAD_VERSION
