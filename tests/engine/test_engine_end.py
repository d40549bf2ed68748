"""The end option (RULES.md "Ending early") on hand-built games: when the game ends,
who wins, the shared win, and that both paths, saves and the history follow it."""

from __future__ import annotations

import json

import pytest
from engine_helpers import FIXED, step_until_gathered

from krig_desktop.engine import Game, GameDataError, GameOver, Outcome, Rules

ENDS = ("out", "battles:1", "battles:30", "wars:1", "wars:3")


def through_json(game: Game) -> Game:
    return Game.from_dict(json.loads(json.dumps(game.to_dict())))


def test_battle_n_ends_mid_war_only_once_the_pile_is_gathered():
    # Battle 1 is a war (5 against 5); the king takes it.
    game = Game.from_hands([["5S", "2S", "KS", "3S"], ["5H", "2H", "QH", "4H"]],
                           Rules(end="battles:1"))
    game.step()  # the flip: a tie
    assert game.phase == "war" and not game.over
    game.step()  # the war step: decided
    assert game.phase == "gather" and not game.over and game.battles == 0
    events = game.step()  # the gathering ends battle 1, and the game
    assert game.over and game.battles == 1
    assert game.outcome is Outcome.WIN and game.winner == 0 and game.winners == (0,)
    assert game.in_play == [0, 1] and game.hand_sizes == [7, 1]
    assert events[-1] == GameOver(Outcome.WIN, 0, None, (0,))


def test_the_most_cards_win_and_equals_share():
    # The ace takes 2 cards: 3 against 3 after battle 1.
    game = Game.from_hands([["AS", "2S"], ["KH", "3H", "4H", "5H"]], Rules(end="battles:1"))
    events = step_until_gathered(game)
    assert game.over and game.outcome is Outcome.SHARED and game.outcome == "shared"
    assert game.winner is None and game.winners == (0, 1)
    assert events[-1] == GameOver(Outcome.SHARED, None, None, (0, 1))


def test_the_set_aside_card_counts_for_nobody_and_a_seat_out_shares_nothing():
    # Seat 2 turns its last card and loses it: out after battle 1. Seats 0 and 1 then
    # hold 5 each; the set-aside card belongs to nobody.
    game = Game.from_hands([["AS", "2S", "3S"], ["KH", "3H", "4H", "5H", "6H", "7H"], ["QD"]],
                           Rules(end="battles:1"), set_aside="2C")
    game.play_battle()
    assert game.in_play == [0, 1] and game.hand_sizes == [5, 5, 0]
    assert game.outcome is Outcome.SHARED and game.winners == (0, 1)


def test_a_game_that_ends_before_battle_n_ends_as_the_rules_say():
    game = Game.from_hands([["AS", "KS"], ["2H"]], Rules(end="battles:50"))
    assert game.play_to_end() is Outcome.WIN
    assert game.battles == 1 and game.winners == (0,) and game.in_play == [0]


def test_no_repetition_under_battles_n():
    # A deal that repeats under fixed gathering is played to battle N instead.
    repeating = Game.new(2, 13, Rules(**FIXED))
    assert repeating.play_to_end() is Outcome.REPETITION
    length = repeating.battles
    game = Game.new(2, 13, Rules(**FIXED, end=f"battles:{length + 100}"))
    game.play_to_end()
    assert game.battles == length + 100
    assert game.outcome in (Outcome.WIN, Outcome.SHARED)
    assert game._watch is None


def test_the_first_to_k_wars_wins_when_that_pile_is_gathered():
    game = Game.from_hands([["5S", "2S", "KS", "3S"], ["5H", "2H", "QH", "4H"]],
                           Rules(end="wars:1"))
    game.step()
    game.step()
    assert game.phase == "gather" and not game.over and game.wars_won == (0, 0)
    events = game.step()
    assert game.over and game.outcome is Outcome.WIN and game.winners == (0,)
    assert game.wars_won == (1, 0) and game.in_play == [0, 1]
    assert events[-1] == GameOver(Outcome.WIN, 0, None, (0,))


def test_wars_k_still_ends_by_repetition_when_it_comes_first():
    # Game 13 with fixed gathering repeats at battle 221 with only 3 wars won.
    out = Game.new(2, 13, Rules(**FIXED))
    out.play_to_end()
    game = Game.new(2, 13, Rules(**FIXED, end="wars:3"))
    assert game.play_to_end() is Outcome.REPETITION
    assert game.battles == out.battles == 221
    assert game.wars_won == (2, 1) and sum(game.wars_won) == game.battles_with_war
    assert game.winners == ()
    # With one war to win, the game ends long before the repetition.
    early = Game.new(2, 13, Rules(**FIXED, end="wars:1"))
    assert early.play_to_end() is Outcome.WIN and early.battles < 221


@pytest.mark.parametrize("end", ENDS)
@pytest.mark.parametrize("gathering", ["shuffled", "fixed"])
def test_the_step_path_and_the_fast_path_agree(end, gathering):
    for number in range(1, 25):
        rules = Rules(gathering=gathering, end=end)
        fast, slow = Game.new(3, number, rules), Game.new(3, number, rules)
        fast.play_to_end()
        last: list = []
        while not slow.over:
            last = slow.step()
        assert fast == slow
        over = [e for e in last if isinstance(e, GameOver)]
        assert over == [GameOver(slow.outcome, slow.winner, slow.set_aside, slow.winners)]


@pytest.mark.parametrize("end", ENDS)
def test_saves_round_trip_mid_game_with_the_same_future(end):
    for gathering in ("shuffled", "fixed"):
        for number in range(1, 8):
            game = Game.new(2, number, Rules(gathering=gathering, end=end))
            for _step in range(3 * number + 20):
                if game.over:
                    break
                game.step()
            loaded = through_json(game)
            assert loaded == game and loaded.wars_won == game.wars_won
            loaded.play_to_end()
            game.play_to_end()
            assert loaded == game and loaded.winners == game.winners
            assert through_json(game) == game


def test_the_history_and_a_copy_follow_the_end():
    game = Game.new(4, 5, Rules(end="wars:2"))
    twin = game.copy()
    game.play_to_end()
    assert twin.wars_won == (0, 0, 0, 0) and not twin.over
    records = list(game.history)
    assert len(records) == game.battles and records[-1].war_steps > 0
    assert records[-1].taker == game.winner
    assert game.origin_game().play_to_end() is game.outcome


def test_rules_without_an_end_write_the_saves_they_always_wrote():
    data = Game.new(2, 1).to_dict()
    assert "wars_won" not in data and data["rules"] == {"face_down": 1, "gathering": "shuffled"}
    data = Game.new(2, 1, Rules(end="wars:5")).to_dict()
    assert data["wars_won"] == [0, 0] and data["rules"]["end"] == "wars:5"


def _wars_game() -> dict:
    game = Game.new(2, 2, Rules(end="wars:3"))
    while game.battles_with_war < 2:
        game.play_battle()
    return game.to_dict()


def _battles_game() -> dict:
    game = Game.new(2, 2, Rules(end="battles:20"))
    game.play_to_end(max_battles=10)
    return game.to_dict()


@pytest.mark.parametrize(("make", "change", "words"), [
    (_wars_game, {"wars_won": [0, 0]}, "add up"),
    (_wars_game, {"wars_won": [2]}, "list of 2"),
    (_wars_game, {"wars_won": [-1, 3]}, "wars_won[0]"),
    (_wars_game, {"wars_won": [10**30, 0]}, "wars_won[0]"),
    (_wars_game, {"wars_won": "2,0"}, "list of 2"),
    (_wars_game, {"wars_won": None}, "list of 2"),
    (_battles_game, {"wars_won": [0, 0]}, "only a game that ends at K wars"),
    (_battles_game, {"battles": 25}, "over by then"),
    (_battles_game, {"rules": {"face_down": 1, "gathering": "shuffled", "end": "battles:0"}},
     "end must be"),
    (_battles_game, {"rules": {"face_down": 1, "gathering": "shuffled", "end": 20}},
     "end must be a string"),
    (_battles_game, {"outcome": "shared"}, "outcome"),
])
def test_corrupt_end_data_is_refused(make, change, words):
    data = make()
    data.update(change)
    with pytest.raises(GameDataError, match=words.replace("[", r"\[")):
        Game.from_dict(data)


def test_missing_wars_and_a_wars_count_that_wins_unseen_are_refused():
    data = _wars_game()
    del data["wars_won"]
    with pytest.raises(GameDataError, match="counts each seat's wars"):
        Game.from_dict(data)
    data = _wars_game()
    data["wars_won"] = [3, 0]
    data["war_battles"] = 3
    with pytest.raises(GameDataError):
        Game.from_dict(data)


def test_an_early_win_or_share_must_agree_with_the_count():
    game = Game.from_hands([["AS", "2S"], ["KH", "3H", "4H", "5H"]], Rules(end="battles:1"))
    game.play_to_end()
    data = game.to_dict()
    assert Game.from_dict(data) == game
    won = dict(data, outcome="win", winner=0)
    with pytest.raises(GameDataError, match="the most cards win"):
        Game.from_dict(won)
    out = dict(data, rules={"face_down": 1, "gathering": "shuffled"})
    with pytest.raises(GameDataError, match="shared win"):
        Game.from_dict(out)


def test_a_draw_after_battle_n_is_refused():
    game = Game.from_hands([["9S", "2S"], ["9H"]], Rules(end="battles:2"))
    game.play_to_end()
    data = game.to_dict()
    assert game.outcome == "draw" and Game.from_dict(data) == game
    data["battles"] = 2
    with pytest.raises(GameDataError, match="plays no more"):
        Game.from_dict(data)


def test_a_watch_under_battles_n_is_refused():
    data = Game.new(2, 13, Rules(**FIXED)).to_dict()
    assert data["watch"] is not None
    data["rules"]["end"] = "battles:300"
    with pytest.raises(GameDataError, match="watch"):
        Game.from_dict(data)


def test_the_end_never_changes_the_deal():
    for end in ENDS:
        assert Game.new(3, 77, Rules(end=end)).hands == Game.new(3, 77).hands
