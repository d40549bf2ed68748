"""Looking back lays a past battle out exactly as the live table had it when decided."""

from __future__ import annotations

import pytest

from krig_desktop.engine import Game, Phase, Rules
from krig_desktop.model.build import table_model
from krig_desktop.model.past import counts_before, past_model

GAMES = [
    (2, 7, Rules()),
    (3, 11, Rules()),
    (4, 5, Rules()),
    (4, 12, Rules(face_down=2)),
    (2, 21, Rules(face_down=3, gathering="fixed")),
]


def decided_moments(game: Game, battles: int):
    """(battle number, the live table model) each time a pile is decided."""
    while not game.over and game.battles < battles:
        game.step()
        if game.phase is Phase.GATHER:
            yield game.battles + 1, table_model(game)


@pytest.mark.parametrize(("players", "number", "rules"), GAMES)
def test_past_battles_look_as_the_table_did(players: int, number: int, rules: Rules) -> None:
    game = Game.new(players, number, rules)
    seen = list(decided_moments(game, 300))
    assert seen, "the game decided no pile"
    wars = 0
    for battle, live in seen:
        past = past_model(game.history[battle - 1], live)
        assert past.pile == live.pile
        assert past.counts == live.counts
        assert past.taker == live.taker
        assert past.war_depth == live.war_depth
        assert past.battles == live.battles
        assert past.out >= live.out
        wars += past.war_depth > 0
    assert wars, "no war among these battles: the test would not see war steps"


def test_counts_before_add_up_to_the_cards_in_hands() -> None:
    game = Game.new(3, 4, Rules())
    game.play_to_end(max_battles=200)
    start = sum(counts_before(game.history[0]))
    for record in game.history:
        assert sum(counts_before(record)) == start
        assert sum(record.counts) == start
