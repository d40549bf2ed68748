"""Watch Replay of another deal (a game from the history): the game in play is set
aside like the real game of any replay, the other deal plays to the battle it is
watched to, and its end (or a stop) gives the game in play back, not the deal watched.
"""

from __future__ import annotations

from krig_desktop.controller.replay_watch import ReplayWatch
from krig_desktop.engine import Game


def watch() -> tuple[ReplayWatch, list]:
    calls: list = []
    replay = ReplayWatch(lambda game: calls.append(("show", game)),
                         lambda on: calls.append(("autoplay", on)),
                         lambda on: calls.append(("changed", on)))
    return replay, calls


def test_another_deal_plays_to_its_battle_and_gives_the_game_in_play_back():
    in_play = Game.new(2, 40)
    in_play.play_to_end(max_battles=9)
    deal = Game.new(3, 66)
    replay, calls = watch()
    replay.begin_other(in_play, deal, 27)
    assert calls == [("show", deal), ("changed", True), ("autoplay", True)]
    assert replay.active and replay.real(deal) is in_play
    deal.play_to_end(max_battles=9)  # as far as the game in play: not its end
    assert not replay.reached(deal)
    deal.play_to_end(max_battles=27)
    assert replay.reached(deal)
    replay.stop()
    assert calls[-3:] == [("autoplay", False), ("show", in_play), ("changed", False)]
    assert not replay.active and in_play.battles == 9


def test_a_replay_of_the_game_in_play_still_ends_where_it_is():
    game = Game.new(2, 40)
    game.play_to_end(max_battles=9)
    replay, calls = watch()
    replay.begin(game)
    shown = calls[0][1]
    assert shown is not game and shown.battles == 0
    shown.play_to_end(max_battles=9)
    assert replay.reached(shown)
    replay.stop()
    replay.begin_other(game, Game.new(2, 5), 3)
    replay.drop()  # another game replaces it: nothing comes back
    assert not replay.active and calls[-1] == ("changed", False)
    assert not any(call == ("show", game) for call in calls[-3:])
