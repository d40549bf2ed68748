"""The size bound refuses no real save: measured on the longest kind of game there is.

Shuffled games keep no history, so their saves stay small. Fixed gathering keeps every
position seen (compressed) and games with 2 face-down cards often run for hundreds of
thousands of battles; the engine loads at most serial.MAX_POSITIONS of them.
"""

from __future__ import annotations

from krig_desktop.engine import Game, Rules
from krig_desktop.engine.serial import MAX_POSITIONS
from krig_desktop.storage.save_format import (
    MAX_SAVE_BYTES,
    build_document,
    encode,
    read_save,
    write_save,
)


def test_a_shuffled_game_save_is_small():
    game = Game.new(4, 2)
    game.play_to_end()
    assert len(encode(build_document(game))) < 64 * 1024


def test_a_long_fixed_game_is_saved_and_read_back(tmp_path):
    # 2 players, 2 face-down cards, game 1: ends by repetition after 233,419 battles.
    game = Game.new(2, 1, Rules(face_down=2, gathering="fixed"))
    game.play_to_end()
    assert game.battles > 200_000
    path = tmp_path / "long.krig"
    write_save(path, game)
    size = path.stat().st_size
    assert 1024 * 1024 < size < MAX_SAVE_BYTES  # more than 1 MiB: a 1 MiB bound would fail
    assert read_save(path).game == game


def test_the_bound_covers_the_longest_history_the_engine_loads():
    game = Game.new(4, 6, Rules(face_down=2, gathering="fixed"))
    game.play_to_end(max_battles=100_000)
    assert not game.over
    base = len(encode(build_document(Game.new(4, 6, Rules(face_down=2, gathering="fixed")))))
    per_battle = (len(encode(build_document(game))) - base) / game.battles
    largest_loadable = base + per_battle * MAX_POSITIONS
    assert largest_loadable * 2 < MAX_SAVE_BYTES, (per_battle, largest_loadable)
