"""The size bound refuses no real save: neither one written now nor one 0.1.0 wrote.

Saves written by 0.1.0 (format 1) kept every position seen with fixed gathering, and
0.1.0 wrote at most 1,000,000 of them (more would not have loaded in 0.1.0 itself); the
fixture of such a game tells how many bytes a battle cost in that format.
"""

from __future__ import annotations

import json

from storage_helpers import FIXTURES

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import MAX_SAVE_BYTES, read_save, write_save

V1_MAX_POSITIONS = 1_000_000  # 0.1.0's engine: serial.MAX_POSITIONS


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
    assert path.stat().st_size < MAX_SAVE_BYTES
    assert read_save(path).game == game


def test_the_bound_covers_the_largest_save_0_1_0_wrote():
    manifest = json.loads((FIXTURES / "manifest.json").read_text())
    long_name, short_name = "v1-fixed-positions.krig", "v1-game-over.krig"
    battles = manifest[long_name]["battles_then"]
    assert manifest[long_name]["gathering"] == "fixed" and battles >= 1000
    long_size = len((FIXTURES / long_name).read_bytes())
    base = len((FIXTURES / short_name).read_bytes())  # a save without positions
    per_battle = (long_size - base) / battles
    largest = base + per_battle * V1_MAX_POSITIONS
    assert 4 < per_battle < 20, per_battle  # the fixture really holds its positions
    assert largest * 2 < MAX_SAVE_BYTES, (per_battle, largest)

