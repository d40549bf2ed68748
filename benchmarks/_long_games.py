"""The longest game among the first deals: the benchmarks' worst case for a long
history (shared by `history.py` and `save_size.py`)."""

from __future__ import annotations

from krig_desktop.engine import Game


def longest_shuffled(deals: int) -> Game:
    """The 2-player deal with the most battles among game numbers 1 to `deals`."""
    best: Game | None = None
    for seed in range(1, deals + 1):
        game = Game.new(2, seed)
        game.play_to_end()
        if best is None or game.battles > best.battles:
            best = game
    assert best is not None
    return best
