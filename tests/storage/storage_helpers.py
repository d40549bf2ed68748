"""Games at interesting moments, and saves of them, shared by the storage tests.

The "game" object inside a save is the engine's business and its fields change with the
engine's data version; the few tests that must damage it do so only through
GAME_DAMAGE here, so there is one place to adjust when the engine's data changes.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.json_codec import encode

FIXTURES = Path(__file__).parent / "fixtures"


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


def document_of(game: Game) -> dict[str, Any]:
    return json.loads(encode(build_document(game)))


def write_document(path: Path, document: Any) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def card_counts(game: Game) -> dict[str, int]:
    """How often each card appears in the game: hands, table and the set-aside card."""
    cards = [str(card) for hand in game.hands for card in hand]
    cards += [str(card) for card in game.table]
    if game.set_aside is not None:
        cards.append(str(game.set_aside))
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


# --- the only pokes inside "game" (engine data) -----------------------------------------
def _card_twice(document: dict[str, Any]) -> None:
    hands = document["game"]["hands"]
    hands[0][0] = hands[1][0]


def _card_missing(document: dict[str, Any]) -> None:
    document["game"]["hands"][0].pop()


def _not_a_game(document: dict[str, Any]) -> None:
    document["game"] = {"format": "something else"}


def _loser_holds_a_card(document: dict[str, Any]) -> None:
    """The loser of a finished 2-player game holds a card (the envelope kept in step)."""
    hands = document["game"]["hands"]
    winner = 0 if hands[0] else 1
    hands[1 - winner].append(hands[winner].pop())
    document["statistics"]["cards"] = [len(hand) for hand in hands]


def _claims_not_over(document: dict[str, Any]) -> None:
    document["game"].update(outcome=None, winner=None)


# Damage to a game in play (seats 0 and 1 hold cards) ...
GAME_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "a card twice": _card_twice,
    "a card missing": _card_missing,
    "not the engine's data": _not_a_game,
}
# ... and to a finished 2-player game.
FINISHED_GAME_DAMAGE: dict[str, Callable[[dict[str, Any]], None]] = {
    "the loser holds a card": _loser_holds_a_card,
    "the outcome is gone": _claims_not_over,
}



class FifoWatch:
    """A FIFO at `path` that tells whether anything opened it, and never hangs a test.

    A thread waits to open the write end. A reader opening the FIFO the blocking way
    (as QSettings would) lets it through and sees the end of the file at once, so it
    returns instead of hanging, and the thread ends: `close()` reports that. If nobody
    came, `close()` releases the thread by opening the FIFO itself, without blocking.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        os.mkfifo(path)
        self._thread = threading.Thread(target=self._wait_for_a_reader, daemon=True)
        self._thread.start()

    def _wait_for_a_reader(self) -> None:
        os.close(os.open(self.path, os.O_WRONLY))  # returns once someone opens it to read

    def close(self) -> bool:
        """Release the waiting thread; True if something else had opened the FIFO."""
        # A reader that came already woke the thread; give it a moment to finish.
        self._thread.join(timeout=0.2)
        opened = not self._thread.is_alive()
        if not opened:
            fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
            self._thread.join(timeout=10)
            os.close(fd)
        return opened
