"""The odds in the window: the meter shows the feed's numbers, the View menu toggle is
remembered, Reveal Fate tells `fate(game)` without touching the game, asks first unless
told not to, and a long search can be cancelled; the luck line reaches the game-over panel.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QMessageBox,
    QProgressDialog,
    QPushButton,
)

from krig_desktop.engine import Rules
from krig_desktop.engine.odds import fate
from krig_desktop.model.luck import luck_of
from krig_desktop.model.odds_model import OddsModel
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.odds.odds_meter import OddsMeter
from krig_desktop.ui.odds.odds_texts import OddsTexts

pytestmark = pytest.mark.usefixtures("small_odds_target")


def test_the_meter_shows_the_models_numbers(qtbot):
    meter = OddsMeter(OddsTexts(lambda seat: f"Seat {seat}"))
    qtbot.addWidget(meter)
    assert meter.shown_texts() == ["–"]
    meter.render_odds(OddsModel(3, 4, (0.62, 0.2749, 0.1051), 0.0, 900, 0.0162, False,
                                False))
    assert meter.shown_texts() == ["62%", "27%", "11%", "±1.6"]
    assert "Seat 1: 27%" in meter.toolTip() and "perfect card counter" in meter.toolTip()
    meter.render_odds(OddsModel(2, 9, (1.0, 0.0), 0.0, 0, 0.0, True, True))
    assert meter.shown_texts() == ["100%", "0%"]  # exact: no margin
    meter.render_odds(OddsModel(2, 9, (0.001, 0.999), 0.0, 2000, 0.001, False, True))
    assert meter.shown_texts()[:2] == ["<1%", ">99%"]


def test_the_window_meter_follows_the_feed_and_the_toggle_is_remembered(open_window, qtbot):
    window = open_window("--game", "12", "--speed", "instant")
    meter = window.findChild(OddsMeter, "oddsMeter")
    feed = window.odds.feed
    assert meter is not None and meter.isVisible()
    window.controller.request_step()
    qtbot.waitUntil(lambda: not feed.refining, timeout=30_000)
    assert meter.odds() == feed.odds and meter.odds().battle == 1
    texts = OddsTexts(lambda s: "")
    assert meter.shown_texts()[:2] == [texts.percent(c) for c in feed.odds.win]
    chart = window.findChild(type(window.odds.chart), "chanceChart")
    assert chart.odds() == feed.odds and chart.enabled_odds()
    assert window.story_dock.isAncestorOf(chart)  # under the card chart, no dock of its own
    assert window.findChild(QDockWidget, "oddsDock") is None
    action = window.game_actions.show_odds_meter
    assert action.objectName() == "actionShowOddsMeter" and action.isChecked()
    assert action in window.findChild(type(window.view_menu), "menuView").actions()
    action.setChecked(False)
    assert not meter.isVisible() and Settings().odds_meter is False
    assert not chart.enabled_odds() and "off" in chart.placeholder()
    battle = feed.odds.battle
    window.controller.request_step()  # the odds are off: nothing is estimated
    qtbot.wait(200)
    assert not feed.refining and (feed.odds.battle == battle or feed.odds.pending)
    action.setChecked(True)
    qtbot.waitUntil(lambda: not feed.refining and feed.odds.battle == battle + 1,
                    timeout=30_000)
    assert chart.enabled_odds()


def reveal(window, qtbot):
    window.odds.settings.ask_before_fate = False
    window.findChild(type(window.game_actions.reveal_fate), "actionRevealFate").trigger()


def test_reveal_fate_tells_the_games_fate_and_leaves_it_alone(open_window, qtbot):
    window = open_window("--game", "31", "--speed", "instant")
    for _ in range(5):
        window.controller.request_step()
    game = window.controller.game
    before, twin = game.to_dict(), game.copy()
    expected = fate(game.copy())
    reveal(window, qtbot)
    told = window.odds.fate.last_fate
    assert (told.outcome, told.winner, told.battles) == (expected.outcome, expected.winner,
                                                         expected.battles)
    assert game.to_dict() == before and game == twin and window.controller.game is game
    box = window.odds.fate.answer
    assert box.objectName() == "fateBox" and box.isVisible()
    assert f"{expected.battles}" in box.text().replace(",", "").replace("\u00a0", "")
    box.close()


def test_reveal_fate_is_written_one_way_in_the_menu_and_the_box(open_window):
    """T4-E5: the menu item and the box's title name it alike ("(spoiler)", one case)."""
    window = open_window("--game", "31")
    item = window.game_actions.reveal_fate.text().replace("&", "").removesuffix("…")
    assert item == window.odds.fate.title() == "Reveal Fate (spoiler)"


def test_a_long_search_shows_progress_and_can_be_cancelled(open_window, qtbot):
    window = open_window("--players", "4", "--game", "6", "--face-down", "2",
                         "--gathering", "fixed", "--speed", "instant")
    flow = window.odds.fate
    flow.runner.chunk = 2_000  # a first slice that cannot reach this deal's end
    before = window.controller.game.to_dict()
    with qtbot.waitSignal(flow.runner.progressed, timeout=10_000):
        reveal(window, qtbot)
    assert flow.runner.running and isinstance(flow.progress, QProgressDialog)
    assert flow.progress.objectName() == "fateProgress"
    flow.progress.findChild(QPushButton).click()  # Cancel
    assert not flow.runner.running and flow.progress is None
    qtbot.wait(100)
    assert flow.last_fate is None and window.controller.game.to_dict() == before


def test_reveal_fate_asks_first_and_no_reveals_nothing(open_window, qtbot):
    window = open_window("--game", "31")
    assert window.odds.settings.ask_before_fate

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox) and box.objectName() == "fateConfirm"
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, answer_no)
    window.game_actions.reveal_fate.trigger()
    assert window.odds.fate.last_fate is None and not window.odds.fate.runner.running


def test_the_luck_line_reaches_the_game_over_panel(open_window, qtbot):
    window = open_window("--game", "5", "--speed", "instant")
    feed = window.odds.feed
    qtbot.waitUntil(lambda: not feed.refining, timeout=30_000)
    window.controller.finish_game()
    qtbot.waitUntil(lambda: not feed.refining, timeout=30_000)
    luck = window.view.panel.findChild(type(window.view.panel.title), "gameOverLuck")
    start = window.odds.texts.percent(feed.history[0].chance)
    won = window.controller.game.winner == 0
    verb = "won" if won else "lost"
    assert luck.isVisible()
    assert luck.text().splitlines()[0] == (
        f"You {verb} a deal in which your chance to win was {start}.")
    # Finish Game skipped from the deal to the end: no two battles in a row were seen,
    # so there is no swing to name or mark (the jump is not one)
    assert window.odds.chart.swing() is None and "swing" not in luck.text()
    window.controller.new_game(2, 6, Rules())
    assert luck.text() == "" and not luck.isVisible()


def test_the_biggest_swing_is_named_and_marked_alike(open_window, qtbot):
    # game 3: your chance goes from 52 % to 73 % in battle 4 (±3.5 each, 200 play-outs)
    window = open_window("--game", "3", "--speed", "instant")
    feed, chart = window.odds.feed, window.odds.chart
    for _ in range(8):
        window.controller.request_step()
        qtbot.waitUntil(lambda: not feed.refining, timeout=30_000)
    window.controller.finish_game()
    qtbot.waitUntil(lambda: window.controller.game.over and not feed.refining,
                    timeout=30_000)
    swing = luck_of(feed.history, window.controller.game.outcome,
                    window.controller.game.winner).swing
    assert swing is not None and 1 <= swing.battle <= 8 and chart.swing() == swing
    luck = window.view.panel.findChild(type(window.view.panel.title), "gameOverLuck")
    assert f"Biggest swing: battle {swing.battle}," in luck.text()
    window.controller.new_game(2, 6, Rules())
    assert chart.swing() is None
