"""Today's deal is an occasion (issue 40): a ribbon on the felt while it is played,
in the player's language and the locale's way of writing a day."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QLocale

from krig_desktop.engine import Rules
from krig_desktop.today import todays_number_now
from krig_desktop.ui.table.table_texts import day_format

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)


def _ribbon(window):
    found = [item for item in window.scene.items()
             if getattr(item, "objectName", lambda: "")() == "todayRibbon"]
    return found[0] if found else None


def test_the_ribbon_is_on_the_felt_while_todays_deal_is_played(open_window, qtbot) -> None:
    window = open_window("--today", "--speed", "instant")
    c = window.controller
    assert c.model.game_number == todays_number_now()
    ribbon = _ribbon(window)
    assert ribbon is not None and ribbon.isVisible()
    assert ribbon.data(0) == "layer:ribbon"
    assert ribbon.text().startswith("Today's deal — ")
    assert str(todays_number_now() % 100) in ribbon.text()  # the day of the month
    assert window.view.viewport().rect().contains(
        window.view.mapFromScene(ribbon.sceneBoundingRect()).boundingRect())
    c.request_step()
    qtbot.waitUntil(lambda: c.model.battles >= 1, timeout=10_000)
    assert ribbon.isVisible()  # while it is played
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=20_000)
    assert not ribbon.isVisible()  # the game-over panel says the rest


def test_no_ribbon_for_another_deal(open_window, qtbot) -> None:
    window = open_window("--game", str(todays_number_now()), "--players", "3",
                         "--speed", "instant")  # today's number, not today's deal
    assert _ribbon(window) is None or not _ribbon(window).isVisible()
    c = window.controller
    c.new_game(2, todays_number_now(), Rules(face_down=2))
    assert _ribbon(window) is None or not _ribbon(window).isVisible()
    c.new_game(2, todays_number_now(), Rules())  # today's deal, from anywhere
    assert _ribbon(window).isVisible()
    c.new_game(2, 12, Rules())
    assert not _ribbon(window).isVisible()


def test_the_ribbon_gives_way_to_looking_back(open_window, qtbot) -> None:
    window = open_window("--today", "--speed", "instant")
    c = window.controller
    for _ in range(3):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    qtbot.waitUntil(lambda: c.model.battles >= 1, timeout=10_000)
    window.game_actions.look_back.setChecked(True)
    qtbot.waitUntil(lambda: window.scene.ribbon.isVisible(), timeout=10_000)
    assert not _ribbon(window).isVisible()


@pytest.mark.parametrize(("name", "day"), [
    ("en_GB", "Monday, 7 December"), ("en_US", "Monday, December 7"),
    ("uk_UA", "понеділок, 7 грудня"), ("nb_NO", "mandag 7. desember"),
    ("es_ES", "lunes, 7 de diciembre"), ("ja_JP", "12月7日月曜日")])
def test_the_day_is_written_the_locales_way_without_the_year(name, day) -> None:
    locale = QLocale(name)
    assert locale.toString(QDate(2026, 12, 7), day_format(locale)) == day
