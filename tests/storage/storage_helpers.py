"""Games at interesting moments, and saves of them, shared by the storage tests."""

from __future__ import annotations

import json
from pathlib import Path

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.save_format import build_document, encode


def game_at(phase: str, players: int = 2, seed: int = 3, rules: Rules | None = None) -> Game:
    """A dealt game stepped forward until its next step is `phase` ("war", "gather")."""
    game = Game.new(players, seed, rules or Rules())
    for _ in range(100_000):
        if game.phase == phase:
            return game
        assert not game.over, f"game {seed} ended before reaching {phase}"
        game.step()
    raise AssertionError(f"no {phase} in game {seed}")


def game_after_steps(steps: int, players: int = 2, seed: int = 5) -> Game:
    game = Game.new(players, seed)
    for _ in range(steps):
        game.step()
    return game


def document_of(game: Game) -> dict:
    return json.loads(encode(build_document(game)))


def write_document(path: Path, document: dict) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path

