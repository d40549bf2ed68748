"""A legal deal that runs for hundreds of millions of battles plays in flat memory.

Game 21 (2 players, 2 face-down cards, fixed gathering) was the attack of issue 9: the
old repetition check kept every position, ~128 bytes a battle (384 MB by 3,000,000
battles), until MemoryError. Played as Finish game plays it, in slices, the memory in
use now stays where it was after the first half million battles. Bound checks, no
timing: Python's count of allocated memory blocks over 3,000,000 battles, and
tracemalloc (which makes each battle about thirteen times slower) over a window early
and a window late in the game.
"""

from __future__ import annotations

import json
import sys
import tracemalloc

import pytest

from krig_desktop.engine import Game, Rules

SLICE = 100_000


def play_to(game: Game, battles: int, size: int = SLICE) -> None:
    while game.battles < battles:
        assert game.play_to_end(max_battles=min(size, battles - game.battles)) is None


def traced_growth(game: Game, battles: int) -> int:
    """Bytes still allocated after `battles` more battles that were not before."""
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    play_to(game, game.battles + battles, 10_000)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return after - before


@pytest.mark.slow
def test_game_21_plays_three_million_battles_in_flat_memory():
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))
    play_to(game, 500_000)
    early_blocks = sys.getallocatedblocks()
    early = traced_growth(game, 40_000)
    play_to(game, 3_000_000)
    late_blocks = sys.getallocatedblocks()
    late = traced_growth(game, 40_000)
    # The old way: +5,000,000 blocks and +5 MB per window. A few hundred blocks and a
    # few KB of slack cover the watch's positions being replaced, never accumulated.
    assert late_blocks - early_blocks < 500, (early_blocks, late_blocks)
    assert early < 16_384 and late < 16_384, (early, late)
    assert len(json.dumps(game.to_dict())) < 3_000  # and the save stays small
