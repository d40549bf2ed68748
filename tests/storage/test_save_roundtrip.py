"""A saved game comes back exactly: same moment, same future, same statistics."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest
from storage_helpers import game_after_steps, game_at

import krig_desktop
from krig_desktop.engine import Game, Rules
from krig_desktop.storage.envelope import FORMAT_NAME, FORMAT_VERSION
from krig_desktop.storage.save_format import read_save, write_save


def _future(game: Game, steps: int) -> list:
    events = []
    for _ in range(steps):
        if game.over:
            break
        events.append(game.step())
    return events


@pytest.mark.parametrize(
    ("phase", "players", "rules"),
    [
        ("war", 2, Rules()),
        ("war", 3, Rules(face_down=2)),
        ("war", 4, Rules(gathering="fixed")),
        ("gather", 2, Rules()),
        ("gather", 3, Rules(face_down=3, gathering="fixed")),
    ],
)
def test_round_trip_mid_battle_has_the_same_future(tmp_path, phase, players, rules):
    game = game_at(phase, players=players, rules=rules)
    assert not game.over and game.phase == phase
    path = tmp_path / "mid.krig"
    write_save(path, game)
    loaded = read_save(path).game
    assert loaded == game
    assert loaded.phase == phase
    assert _future(loaded, 400) == _future(game, 400)
    assert loaded == game


def test_round_trip_of_a_whole_game_to_its_end(tmp_path):
    game = game_after_steps(31, players=4, seed=11)
    path = tmp_path / "g.krig"
    write_save(path, game)
    loaded = read_save(path).game
    assert loaded.play_to_end() == game.play_to_end()
    assert (loaded.battles, loaded.war_steps, loaded.winner) == (
        game.battles, game.war_steps, game.winner
    )


def test_round_trip_of_a_finished_game(tmp_path):
    game = Game.new(2, 8)
    game.play_to_end()
    path = tmp_path / "over.krig"
    write_save(path, game)
    loaded = read_save(path)
    assert loaded.game.over and loaded.game == game


def test_document_has_every_required_part(tmp_path):
    game = game_at("war", players=3, seed=4, rules=Rules(face_down=2))
    path = tmp_path / "doc.krig"
    write_save(path, game)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == FORMAT_NAME
    assert document["version"] == FORMAT_VERSION
    assert document["program"]["version"] == krig_desktop.__version__
    saved = datetime.fromisoformat(document["saved_at"].replace("Z", "+00:00"))
    assert saved.utcoffset().total_seconds() == 0
    assert document["saved_at"].endswith("Z")
    assert abs(saved - datetime.now(UTC)) < timedelta(minutes=5)  # now, in UTC
    assert document["game_number"] == 4
    assert document["players"] == 3
    assert document["rules"] == {"face_down": 2, "gathering": "shuffled"}
    stats = document["statistics"]
    assert stats["battles"] == game.battles and stats["war_steps"] == game.war_steps
    assert stats["cards"] == [len(h) for h in game.hands]
    assert stats["in_play"] == list(game.in_play) and stats["over"] is False
    assert document["game"] == game.to_dict()
    # cards in their two-character notation ("TS")
    assert all(isinstance(c, str) and len(c) == 2 for h in document["game"]["hands"] for c in h)


def test_loaded_save_reports_what_the_file_said(tmp_path):
    game = game_after_steps(9, seed=21)
    path = tmp_path / "x.krig"
    write_save(path, game)
    loaded = read_save(path)
    assert loaded.game_number == 21
    assert loaded.program_version == krig_desktop.__version__
    assert loaded.format_version == FORMAT_VERSION


def test_saving_twice_replaces_the_file(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "twice.krig"
    first = game_after_steps(3)
    second = game_after_steps(40)
    write_save(path, first)
    write_save(path, second)
    assert read_save(path).game == second
    assert [p.name for p in folder.iterdir()] == ["twice.krig"]  # no temporary litter


def test_a_huge_game_number_from_the_command_line_round_trips(tmp_path):
    game = Game.new(2, 10**40)
    path = tmp_path / "big.krig"
    write_save(path, game)
    assert read_save(path).game_number == 10**40


# One short deal for every player count and rule (the shortest of games 1-40), and a
# deal built to end in a draw: every moment of each goes through the save file.
EVERY_RULE = [
    (2, 1, "shuffled", 11), (2, 1, "fixed", 17), (2, 2, "shuffled", 3), (2, 2, "fixed", 7),
    (2, 3, "shuffled", 36), (2, 3, "fixed", 20), (3, 1, "shuffled", 21), (3, 1, "fixed", 36),
    (3, 2, "shuffled", 10), (3, 2, "fixed", 6), (3, 3, "shuffled", 25), (3, 3, "fixed", 8),
    (4, 1, "shuffled", 28), (4, 1, "fixed", 23), (4, 2, "shuffled", 35), (4, 2, "fixed", 13),
    (4, 3, "shuffled", 28), (4, 3, "fixed", 26),
]


def _deals():
    for players, face_down, gathering, seed in EVERY_RULE:
        yield Game.new(players, seed, Rules(face_down=face_down, gathering=gathering))
    # Equal ranks in the same order: every war ties until both run short together.
    spades_hearts = [r + s for s in "SH" for r in "23456789TJQKA"]
    diamonds_clubs = [r + s for s in "DC" for r in "23456789TJQKA"]
    yield Game.from_hands([spades_hearts, diamonds_clubs], seed=1)


@pytest.mark.slow
def test_every_moment_the_engine_reaches_is_saved_and_loaded(tmp_path, monkeypatch):
    """Every state `game.step()` reaches (flip, war, gather, the decisive war with one
    seat left, game over by win, draw and repetition) survives write_save/read_save."""
    from pathlib import Path

    from krig_desktop.storage import atomic

    # Durability is test_atomic_write's subject; here only what is written matters
    # (save_format takes write_atomic from its module when it writes).
    monkeypatch.setattr(atomic, "write_atomic", lambda path, data: Path(path)
                        .write_bytes(data))
    path = tmp_path / "every.krig"
    seen_phases, outcomes, decisive = set(), set(), 0
    for game in _deals():
        for _ in range(2000):
            write_save(path, game)
            loaded = read_save(path).game
            assert loaded == game, (game, loaded)
            seen_phases.add(game.phase)
            decisive += game.phase == "gather" and len(game.in_play) == 1
            if game.over:
                outcomes.add(str(game.outcome))
                break
            game.step()
        assert game.over, f"{game} did not end within 2000 steps"
    assert seen_phases == {"flip", "war", "gather", "over"}
    assert outcomes == {"win", "draw", "repetition"}
    assert decisive > 0
