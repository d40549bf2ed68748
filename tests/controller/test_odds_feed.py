"""The odds feed (controller/odds_feed.py) on a controller with a fake table, and the
luck read from its history (model/luck.py, ui/odds/odds_texts.py).

It publishes exactly what `estimate` gives for the same play-outs and seed at the moment
the table shows (not the engine's, while cards move), stops refining at its target,
never changes the game, pauses when told, and knows the end of a game exactly.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal

from krig_desktop.controller import Controller, odds_feed
from krig_desktop.controller.odds_feed import OddsFeed
from krig_desktop.engine import Game, Rules
from krig_desktop.engine.odds import estimate
from krig_desktop.model.luck import luck_of
from krig_desktop.model.odds_model import ChancePoint
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed
from krig_desktop.ui.odds.odds_texts import OddsTexts


class FakeTable(QObject):
    """A Table that moves nothing: `play` stays busy until `arrive()`."""

    animationsDone = Signal()
    deckClicked = Signal(int)
    still = False  # never in a step's pause

    def __init__(self) -> None:
        super().__init__()
        self._moving = None

    @property
    def busy(self) -> bool:
        return self._moving is not None

    def sync(self, model) -> None:
        self._moving = None

    def play(self, events, speed, final) -> None:
        self._moving = final

    def abort(self) -> None:
        self._moving = None

    def arrive(self) -> None:
        self._moving = None
        self.animationsDone.emit()


pytestmark = pytest.mark.usefixtures("small_odds_target")


def make(speed: Speed = Speed.INSTANT, game: int = 18, players: int = 2,
         rules: Rules = Rules()) -> tuple[Controller, FakeTable, OddsFeed, list]:  # noqa: B008
    table = FakeTable()
    controller = Controller(table, GameSetup(players, game, speed, rules))
    feed = OddsFeed(controller, seed=7)
    published: list = []
    feed.oddsChanged.connect(published.append)
    return controller, table, feed, published


def settle(qtbot, feed: OddsFeed) -> None:
    qtbot.waitUntil(lambda: not feed.refining, timeout=30_000)


def test_the_feed_publishes_the_estimate_of_the_moment_shown(qtbot):
    controller, _, feed, published = make()
    for _ in range(3):
        controller.request_step()
    moment = controller.game.copy()
    battle = controller.model.battles
    settle(qtbot, feed)
    mine = [odds for odds in published if odds.battle == battle and not odds.pending]
    assert mine and mine[-1].settled and mine[-1].samples >= odds_feed.TARGET_SAMPLES
    for odds in (mine[0], mine[-1]):  # a refinement on the way and the last
        expected = estimate(moment, odds.samples, feed.seed)
        assert (odds.win, odds.draw, odds.stderr) == (expected.win, expected.draw,
                                                      expected.stderr)
    assert feed.history[-1] == ChancePoint(battle, mine[-1].win[0], False, mine[-1].stderr)


def test_refining_stops_at_the_target_and_nothing_more_is_published(qtbot):
    controller, _, feed, published = make(game=3)
    controller.request_step()
    assert feed.refining
    settle(qtbot, feed)
    count = len(published)
    qtbot.wait(150)
    assert not feed.refining and len(published) == count
    assert published[-1].settled and published[-1].samples == odds_feed.TARGET_SAMPLES


def test_the_feed_never_changes_the_game(qtbot):
    controller, _, feed, _ = make(game=11)
    controller.request_step()
    before = controller.game.to_dict()
    twin = controller.game.copy()
    settle(qtbot, feed)
    assert controller.game.to_dict() == before and controller.game == twin


def test_while_cards_move_the_odds_stay_at_the_moment_the_table_shows(qtbot):
    controller, table, feed, published = make(speed=Speed.NORMAL)
    settle(qtbot, feed)
    shown = published[-1]
    controller.request_step()  # the engine moves on; the table has not arrived
    assert controller.game.battles > controller.model.battles or table.busy
    qtbot.wait(50)
    assert all(odds.battle == shown.battle for odds in published)
    while controller.model.battles == 0:  # game 18 opens with a war: several steps
        if table.busy:
            table.arrive()
        else:
            controller.request_step()
        # mid-battle: no new moment (the next one, once reached, is told not worked out)
        assert {odds.battle for odds in published} <= {0, controller.model.battles}
    settle(qtbot, feed)
    assert published[-1].battle == 1 == controller.game.battles


def test_a_finished_game_is_exact_and_nothing_runs(qtbot):
    controller, _, feed, published = make(game=5)
    controller.finish_game()
    assert controller.game.over
    last = published[-1]
    assert last.exact and last.settled and last.samples == 0
    assert last.win[controller.game.winner] == 1.0
    settle(qtbot, feed)  # the deal, left at once, is refined afterwards for the luck line
    assert published[-1].win == last.win and published[-1].exact
    assert [p.battle for p in feed.history] == [0, controller.game.battles]


def test_suspended_it_refines_nothing_and_goes_on_after(qtbot):
    controller, _, feed, _ = make(game=9)
    controller.request_step()
    feed.set_suspended(True)
    assert not feed.refining
    feed.set_suspended(False)
    assert feed.refining
    settle(qtbot, feed)


def test_a_new_game_starts_a_new_history(qtbot):
    controller, _, feed, _ = make(game=9)
    controller.request_step()
    settle(qtbot, feed)
    assert [p.battle for p in feed.history] == [0, 1]
    controller.restart()
    assert feed.history == () or [p.battle for p in feed.history] == [0]
    settle(qtbot, feed)
    assert [p.battle for p in feed.history] == [0]


# ----- luck

def test_the_biggest_swing_is_one_battle_and_skips_jumps():
    history = [ChancePoint(0, 0.22), ChancePoint(1, 0.30), ChancePoint(2, 0.80),
               ChancePoint(40, 0.0), ChancePoint(41, 1.0)]
    luck = luck_of(history[:3], None, None)
    assert luck.start == 0.22 and luck.swing is not None
    assert (luck.swing.battle, luck.swing.before, luck.swing.after) == (2, 0.30, 0.80)
    assert luck_of(history, None, None).swing.battle == 41  # 40 is a jump, not a swing
    assert luck_of(history[1:], None, None).start is None  # the deal was not seen


def test_the_luck_sentence_of_a_small_game(qtbot):
    """AS 3S against 3H 2C: you win 3 times in 4 (see the engine's test); this deal you
    win, and the sentence gives the chance the feed saw at the deal."""
    controller, _, feed, _ = make()
    deal = Game.from_hands([["AS", "3S"], ["3H", "2C"]])
    controller.replace_game(deal.copy())
    settle(qtbot, feed)
    start = feed.history[0]
    expected = estimate(deal, feed.odds.samples, feed.seed).win[0]
    assert start.battle == 0 and start.chance == expected
    while not controller.game.over:
        controller.request_step()
    luck = luck_of(feed.history, controller.game.outcome, controller.game.winner)
    text = OddsTexts(lambda seat: f"Seat {seat}").luck_text(luck)
    assert controller.game.winner == 0
    assert text.splitlines()[0] == ("You won a deal in which your chance to win was "
                                    f"{round(expected * 100)}%.")
    assert "Biggest swing: battle 1, your chance went from" in text


def test_a_long_live_history_is_thinned_keeping_the_deal_and_the_swing(monkeypatch):
    monkeypatch.setattr(odds_feed, "LIVE_MARKS", 60)
    track = odds_feed._Track(None)
    points = [ChancePoint(battle, 0.9 if battle == 57 else 0.5 + 0.01 * (battle % 3),
                          False, 0.01) for battle in range(200)]
    for point in points:
        OddsFeed._append(track, point)
    swing = luck_of(points, None, None).swing
    assert swing is not None and swing.battle == 58  # 90 % to 51 %
    battles = [point.battle for point in track.history]
    assert len(battles) <= 60 and battles == sorted(battles)
    assert battles[0] == 0 and battles[-1] == 199
    assert {57, 58} <= set(battles)  # the biggest swing's two ends
    assert luck_of(track.history, None, None).swing == swing
