"""Game → Statistics: the figures of a filled history, the paged list, its sorting and
filters, Play This Deal Again, CSV export and Reset."""

from __future__ import annotations

import csv
import random
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog

from krig_desktop.model.fair_share import first_seat_share, win_rate_shares
from krig_desktop.model.statistics import Result, streaks_of
from krig_desktop.storage.game_history import (
    GameRecord,
    HistoryReader,
    open_history,
    open_history_read_only,
)
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.history import statistics_dialog
from krig_desktop.ui.history.history_export import CSV_COLUMNS
from krig_desktop.ui.history.history_list_model import PAGE

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
START = datetime(2026, 1, 5, 9, 30, tzinfo=UTC)


def made_up_games(count: int, seed: int = 3) -> list[GameRecord]:
    rng = random.Random(seed)
    games = []
    for k in range(count):
        players = rng.choice((2, 2, 3, 4))
        outcome = rng.choice(("win", "win", "win", "draw", "repetition", "abandoned"))
        when = START + timedelta(minutes=7 * k)
        winner = rng.randrange(players) if outcome == "win" else None
        games.append(GameRecord(
            started_at=when, ended_at=when + timedelta(minutes=5), players=players,
            game_number=1000 + k, face_down=rng.choice((1, 2)),
            gathering=rng.choice(("shuffled", "fixed")), outcome=outcome, winner=winner,
            your_place=None, battles=rng.randrange(1, 900), war_steps=rng.randrange(60),
            deepest_war=rng.randrange(5), biggest_pile=rng.randrange(2, 30),
            lead_changes=rng.randrange(20), seconds_played=rng.randrange(400)))
    return games


def fill(games: list[GameRecord]) -> None:
    history = open_history(history_path()).history
    with history:
        for game in games:
            history.record(game)


def open_dialog(qtbot, open_window):
    window = open_window("--game", "18", "--speed", "instant")
    window.game_actions.statistics.trigger()
    dialog = window.findChild(QDialog, "statisticsDialog")
    assert dialog is not None and dialog.isVisible()
    return window, dialog


def wait_counted(qtbot, dialog):
    qtbot.waitUntil(lambda: not dialog.statistics_page.state.text().endswith("…"),
                    timeout=10_000)


def test_the_figures_are_those_of_the_history(qtbot, open_window):
    games = made_up_games(120)
    fill(games)
    _window, dialog = open_dialog(qtbot, open_window)
    wait_counted(qtbot, dialog)
    page = dialog.statistics_page
    shown_rules = set()
    for index in range(page.choice.count()):
        page.choice.setCurrentIndex(index)
        group = page.current_group()
        rules = group.rules
        shown_rules.add(rules)
        mine = [g for g in games if g.rules == rules]
        ended = [g for g in mine if g.outcome != "abandoned"]
        you = sum(g.outcome == "win" and g.winner == 0 for g in mine)
        streaks = streaks_of(Result.NEITHER if g.outcome != "win" else
                             Result.WIN if g.winner == 0 else Result.LOSS for g in mine)

        def shown(key):
            return page.values[key].text()

        assert shown("games") == str(len(mine))
        assert shown("your_wins") == str(you)
        assert shown("cpu_wins") == str(sum(g.outcome == "win" and g.winner != 0
                                            for g in mine))
        assert shown("draws") == str(sum(g.outcome == "draw" for g in mine))
        assert shown("abandoned") == str(sum(g.outcome == "abandoned" for g in mine))
        rate = f"{100 * you / len(ended):.1f}" if ended else "—"
        assert shown("win_rate").startswith(rate)
        # (the measured share of ended games under fixed gathering, else 1/N)
        share = win_rate_shares(rules.players, rules.rules)[0]
        assert f"{100 * share:.1f}" in shown("win_rate")
        if rules.gathering == "shuffled":
            assert share == 1 / rules.players
        assert dialog.statistics_page.fair_note.isVisibleTo(dialog) == (
            first_seat_share(rules.players, rules.rules) is not None)
        assert shown("longest_wins").startswith(str(streaks.longest_wins))
        assert shown("longest_losses").startswith(str(streaks.longest_losses))
        if ended:
            assert shown("longest").startswith(str(max(g.battles for g in ended)))
            assert shown("shortest").startswith(str(min(g.battles for g in ended)))
        assert shown("deepest_war") == f"war ×{max(g.deepest_war for g in mine)}"
        total = sum(g.battles for g in mine)
        assert shown("total_battles").replace("\u00a0", "").replace(",", "") == str(total)
    assert shown_rules == {g.rules for g in games}


def test_the_list_reads_pages_not_the_whole_history(qtbot, open_window):
    games = made_up_games(1000)
    fill(games)
    _window, dialog = open_dialog(qtbot, open_window)
    model = dialog.history_page.model
    assert model.total == 1000
    assert model.rowCount() == PAGE < 1000
    assert model.canFetchMore()
    model.fetchMore()
    assert model.rowCount() == 2 * PAGE
    newest = max(games, key=lambda g: g.ended_at)
    assert model.record(0).game_number == newest.game_number


def test_the_list_sorts_and_filters(qtbot, open_window):
    games = made_up_games(300)
    fill(games)
    _window, dialog = open_dialog(qtbot, open_window)
    page = dialog.history_page
    page.view.sortByColumn(5, Qt.SortOrder.AscendingOrder)  # battles
    assert page.model.record(0).battles == min(g.battles for g in games)
    page.view.sortByColumn(5, Qt.SortOrder.DescendingOrder)
    assert page.model.record(0).battles == max(g.battles for g in games)
    page.players_filter.setCurrentIndex(page.players_filter.findData(3))
    page.result_filter.setCurrentIndex(page.result_filter.findData("draw"))
    expected = [g for g in games if g.players == 3 and g.outcome == "draw"]
    assert page.model.total == len(expected) > 0
    while page.model.canFetchMore():
        page.model.fetchMore()
    shown = [page.model.record(row) for row in range(page.model.rowCount())]
    assert {g.game_number for g in shown} == {g.game_number for g in expected}
    assert all(page.model.data(page.model.index(row, 4)) == "Draw"
               for row in range(len(shown)))


def test_play_this_deal_again_deals_that_game(qtbot, open_window):
    games = made_up_games(20)
    fill(games)
    window, dialog = open_dialog(qtbot, open_window)
    page = dialog.history_page
    page.view.selectRow(3)
    chosen = page.selected_record()
    assert page.play_button.isEnabled() and page.replay_button.isEnabled()
    page.play_button.click()
    game = window.controller.game
    assert (game.seed, game.players, game.rules.face_down, game.rules.gathering) == (
        chosen.game_number, chosen.players, chosen.face_down, chosen.gathering)
    assert game.battles == 0


def test_export_as_csv_round_trips(qtbot, open_window, tmp_path, monkeypatch):
    games = made_up_games(50)
    fill(games)
    _window, dialog = open_dialog(qtbot, open_window)
    target = tmp_path / "out.csv"
    monkeypatch.setattr(dialog, "choose_export_path", lambda: target)
    # The button is enabled once the list has read its first page (later under load):
    # a click before that does nothing, and there would be no file to read.
    qtbot.waitUntil(dialog.history_page.export_button.isEnabled, timeout=10_000)
    dialog.history_page.export_button.click()
    assert dialog.exporting is not None
    qtbot.waitUntil(lambda: dialog.exporting is None, timeout=10_000)
    with target.open(newline="", encoding="utf-8") as handle:
        lines = list(csv.DictReader(handle))
    assert tuple(lines[0]) == CSV_COLUMNS
    with open_history_read_only(history_path()) as reader:
        stored = list(reader.records())
    assert len(lines) == len(stored) == 50
    for line, record in zip(lines, stored, strict=True):
        assert int(line["game_number"]) == record.game_number
        assert int(line["battles"]) == record.battles
        assert line["outcome"] == record.outcome
        assert line["winner"] == ("" if record.winner is None else str(record.winner))
        assert datetime.fromisoformat(line["ended_at"]) == record.ended_at


@pytest.mark.parametrize("answer", [True, False])
def test_reset_forgets_every_game_only_when_confirmed(qtbot, open_window, monkeypatch,
                                                     answer):
    fill(made_up_games(30))
    _window, dialog = open_dialog(qtbot, open_window)
    asked = []
    monkeypatch.setattr(dialog, "confirm_reset", lambda: asked.append(1) or answer)
    dialog.reset_button.click()
    assert asked
    with open_history_read_only(history_path()) as reader:
        assert reader.count() == (0 if answer else 30)
    wait_counted(qtbot, dialog)
    assert dialog.history_page.model.total == (0 if answer else 30)


def test_the_reset_question_has_clear_buttons(qtbot, open_window, monkeypatch):
    _window, dialog = open_dialog(qtbot, open_window)
    seen = []

    def answer(box):
        seen.extend(button.text() for button in box.buttons())
        next(b for b in box.buttons() if b.text() == "&Keep Them").click()

    monkeypatch.setattr(statistics_dialog.QMessageBox, "exec", answer)
    assert dialog.confirm_reset() is False
    monkeypatch.setattr(statistics_dialog.QMessageBox, "exec", lambda box: next(
        b for b in box.buttons() if b.text() == "&Forget All Games").click())
    assert dialog.confirm_reset() is True
    assert "&Forget All Games" in seen and "&Keep Them" in seen


def test_an_empty_history_says_so(qtbot, open_window):
    _window, dialog = open_dialog(qtbot, open_window)
    wait_counted(qtbot, dialog)
    assert "No games recorded yet" in dialog.statistics_page.state.text()
    assert not dialog.history_page.export_button.isEnabled()


def test_a_game_that_ends_shows_up_in_the_open_dialog(qtbot, open_window):
    window, dialog = open_dialog(qtbot, open_window)
    wait_counted(qtbot, dialog)
    with qtbot.waitSignal(window.history.recorder.recorded, timeout=10_000):
        window.controller.finish_game()
    wait_counted(qtbot, dialog)
    assert dialog.history_page.model.total == 1
    assert dialog.statistics_page.values["games"].text() == "1"


def test_the_dialog_reads_the_list_once_when_it_opens(qtbot, open_window, monkeypatch):
    fill(made_up_games(30))
    reads = []
    counted = HistoryReader.count  # (the list reads through its own read-only reader)
    monkeypatch.setattr(HistoryReader, "count",
                        lambda self, *a, **k: reads.append(1) or counted(self, *a, **k))
    _window, dialog = open_dialog(qtbot, open_window)
    # At once, or a moment later when the count's thread had the file open just then
    # (the dialog tries again: seen in a suite run on a loaded machine).
    qtbot.waitUntil(lambda: dialog.history_page.model.rowCount() == 30, timeout=5_000)
    assert len(reads) == 1  # not once per sort order the view sets while built
    dialog.history_page.view.sortByColumn(5, Qt.SortOrder.AscendingOrder)
    assert len(reads) == 2


def test_the_dialog_fits_the_screen_it_opens_on(qtbot, open_window):
    """880x540 where there is room; never past the screen's edge (it was a fixed
    880x540, wider than an 800x600 screen)."""
    _window, dialog = open_dialog(qtbot, open_window)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert dialog.width() <= area.width() and dialog.height() <= area.height()
    assert dialog.width() <= 880 and dialog.height() <= 540
