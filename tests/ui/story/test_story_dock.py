"""The battle log dock: its rows are game.history's battles the table has reached, it
starts over with a new game, Finish game fills it with one insertion after catching up
in slices, and the View menu shows it (remembered across runs)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractItemView, QDockWidget

from krig_desktop.app import create_main_window
from krig_desktop.engine import Game, Rules
from krig_desktop.speed import Speed
from krig_desktop.ui.story.battle_log_model import seat_text
from krig_desktop.ui.story.card_chart import CardChart
from krig_desktop.ui.table.result_line import battle_summary

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def rows_match_history(window) -> None:
    model = window.story_dock.log_model
    game = window.controller.game
    texts = window.scene.texts
    # A narrow log names the seats in its results as its headers do (issue 42).
    names = (texts.short_names if model.brief() else texts.names)(game.players)
    assert model.rowCount() == len(game.history)
    if not model.rowCount():
        return
    picks = sorted({0, model.rowCount() // 2, model.rowCount() - 1})
    for row in picks:
        record = game.history[row]
        assert model.index(row, 0).data() == record.number == row + 1
        for seat in range(game.players):
            assert model.index(row, seat + 1).data() == seat_text(record, seat)
        assert model.index(row, game.players + 1).data() == battle_summary(
            record, names, game.players)


def wait_caught_up(qtbot, window) -> None:
    story = window.controller.story
    qtbot.waitUntil(lambda: not window.controller.busy and not story.catching_up,
                    timeout=30_000)


def test_public_names(open_window):
    window = open_window("--game", "7")
    dock = window.findChild(QDockWidget, "battleLogDock")
    assert dock is window.story_dock
    assert isinstance(dock.findChild(QAbstractItemView, "battleLog"), QAbstractItemView)
    assert isinstance(dock.findChild(CardChart, "cardChart"), CardChart)


@pytest.mark.slow
def test_the_log_lists_the_battles_the_table_reached(qtbot, open_window):
    window = open_window("--game", "7", "--players", "3", "--speed", "fast")
    c = window.controller
    inserted = []
    window.story_dock.log_model.rowsInserted.connect(lambda *a: inserted.append(a[1:]))
    for _ in range(6):
        c.request_step()
        # while cards move the engine may be a battle ahead; the log is not
        assert window.story_dock.log_model.rowCount() == c.model.battles
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    assert c.model.battles >= 3
    rows_match_history(window)
    assert inserted and all(first == last for first, last in inserted)  # one row a battle
    assert window.controller.story.series.battles == c.model.battles


def test_finish_fills_the_log_at_once_and_the_chart_catches_up(qtbot, open_window):
    window = open_window("--game", "7", "--speed", "instant")
    c = window.controller
    for _ in range(4):
        c.request_step()
    inserted = []
    window.story_dock.log_model.rowsInserted.connect(lambda *a: inserted.append(a[1:]))
    c.finish_game()
    wait_caught_up(qtbot, window)
    assert c.game.over
    assert inserted == [(4, c.game.battles - 1)]  # one insertion, at the end
    rows_match_history(window)
    assert window.story_dock.chart.series().battles == c.game.battles


def test_a_long_finish_is_caught_up_in_slices(qtbot, open_window):
    window = open_window("--speed", "instant")
    c = window.controller
    c.replace_game(Game.new(2, 26, Rules(gathering="fixed")))  # thousands of battles
    story = c.story
    c.finish_game()
    wait_caught_up(qtbot, window)
    qtbot.waitUntil(lambda: not c.finishing, timeout=60_000)
    wait_caught_up(qtbot, window)
    assert c.model.battles == c.game.battles > 5_000
    assert window.story_dock.log_model.rowCount() == c.game.battles
    assert story.highlights().battles == c.game.battles
    assert story.series.battles == c.game.battles


@pytest.mark.parametrize("how", ["restart", "new", "load"])
def test_the_log_starts_over_with_another_game(qtbot, open_window, how):
    window = open_window("--game", "7", "--speed", "instant")
    c = window.controller
    for _ in range(5):
        c.request_step()
    assert window.story_dock.log_model.rowCount() == c.game.battles > 0
    if how == "restart":
        c.restart()
    elif how == "new":
        c.new_game(2, 9, Rules())
    else:
        other = Game.new(3, 11)
        other.play_to_end(max_battles=12)
        c.replace_game(other)
    wait_caught_up(qtbot, window)
    rows_match_history(window)
    assert window.story_dock.chart.series().battles == c.game.battles


def test_the_view_menu_shows_the_dock_and_it_is_remembered(qtbot, open_window):
    window = open_window("--game", "7")
    menus = [a.menu().objectName() for a in window.menuBar().actions()]
    assert menus.index("menuView") == menus.index("menuGame") + 1  # Game, View, Language
    assert menus.index("menuLanguage") == menus.index("menuView") + 1
    toggle = window.story_dock.toggleViewAction()
    assert toggle in window.view_menu.actions()
    assert not window.story_dock.isVisible()  # off at first
    toggle.trigger()
    assert window.story_dock.isVisible()
    window.close()
    again = create_main_window(["--game", "7"])
    try:
        again.show()
        qtbot.waitExposed(again)
        assert again.story_dock.isVisible()
        again.story_dock.toggleViewAction().trigger()
        assert not again.story_dock.isVisible()
    finally:
        again.close()
    third = create_main_window(["--game", "7"])
    try:
        third.show()
        qtbot.waitExposed(third)
        assert not third.story_dock.isVisible()
    finally:
        third.close()


def test_speed_is_unchanged_by_the_dock(open_window):
    window = open_window("--game", "7", "--speed", "fast")
    assert window.controller.speed is Speed.FAST


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_result_column_stays_in_sight_beside_every_seat(qtbot, open_window, players):
    """Four seats' war-wide columns pushed the result out of a dock of its usual width;
    now the seats share the room and the result column starts inside the log."""
    window = open_window("--game", "12345", "--players", str(players), "--speed", "instant")
    window.story_dock.show()
    qtbot.waitExposed(window.story_dock)
    log, model = window.story_dock.log, window.story_dock.log_model
    header = log.horizontalHeader()
    qtbot.waitUntil(lambda: model.columnCount() == players + 2, timeout=5000)
    for width in (340, 480):
        log.resize(width, log.height())
        qtbot.waitUntil(lambda w=width: log.viewport().width() <= w, timeout=5000)
        result = header.sectionViewportPosition(model.result_column)
        shown = log.viewport().width() - result
        assert shown >= log.fontMetrics().horizontalAdvance("0" * 8), (width, shown)
        card = log.fontMetrics().horizontalAdvance("10♥")
        assert all(header.sectionSize(seat + 1) > card for seat in range(players))
