"""`Game.untouched`: the deal as dealt, nothing played (a game left so puts nothing away)."""

from __future__ import annotations

from krig_desktop.engine import Game, Phase, Rules


def test_a_deal_is_untouched_until_its_first_card_is_laid():
    game = Game.new(2, 60, Rules())
    assert game.untouched
    assert Game.from_dict(game.to_dict()).untouched
    game.step()
    assert not game.untouched  # cards on the table, or a battle done
    assert game.table or game.battles == 1


def test_a_war_under_way_at_battle_0_is_not_untouched():
    game = Game.from_hands([["9S", "2C", "3C", "4C"], ["9H", "2D", "3D", "4D"]], Rules())
    game.step()  # 9-9: a tie, the war due
    assert game.battles == 0 and game.phase is Phase.WAR and game.table
    assert not game.untouched


def test_a_game_played_on_is_never_untouched_again():
    game = Game.new(2, 61, Rules())
    game.play_battle()
    while game.table:
        game.step()
    assert game.battles >= 1 and not game.table and not game.untouched
