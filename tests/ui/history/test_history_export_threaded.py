"""Issue 28 point 5: Export as CSV, Watch Replay of a long recorded game and closing the
statistics never hold the GUI thread. The export runs on its own thread, a slice at a
time, with progress and Cancel (the old file stays as it was); a long game is dealt
again in slices; closing interrupts a count in progress."""

from __future__ import annotations

import threading
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtWidgets import QPushButton
from recorder_fakes import FakeController

from krig_desktop.controller import past_replay
from krig_desktop.controller.past_replay import watch_game
from krig_desktop.engine import Game, Rules
from krig_desktop.storage import game_history
from krig_desktop.storage.game_history import GameRecord, HistoryReader, open_history
from krig_desktop.storage.paths import history_path
from krig_desktop.ui.history import history_export
from krig_desktop.ui.history.history_export import ExportResult
from krig_desktop.ui.history.statistics_dialog import StatisticsDialog

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
T0 = datetime(2026, 1, 1, tzinfo=UTC)
GAMES = 3_000


def fill(count: int) -> None:
    opened = open_history(history_path())
    rows = (game_history._to_row(GameRecord(
        started_at=T0 + timedelta(minutes=k), ended_at=T0 + timedelta(minutes=k, seconds=9),
        players=2, game_number=k + 1, face_down=1, gathering="shuffled", outcome="win",
        winner=k % 2, your_place=1 + k % 2, battles=100 + k, war_steps=5, deepest_war=1,
        biggest_pile=8, lead_changes=3, seconds_played=9)) for k in range(count))
    conn = opened.history._conn
    conn.execute("BEGIN")
    conn.executemany(game_history._INSERT, rows)
    conn.execute("COMMIT")
    opened.history.close()


@pytest.fixture
def dialog(qtbot, tmp_path, monkeypatch):
    fill(GAMES)
    shown = StatisticsDialog(history_path(), str)
    qtbot.addWidget(shown)
    qtbot.waitUntil(lambda: not shown.counter.busy)
    # The button is enabled once the list has read its first page (later under load).
    qtbot.waitUntil(shown.history_page.export_button.isEnabled, timeout=10_000)
    target = tmp_path / "out.csv"
    target.write_text("the old export\n")
    monkeypatch.setattr(shown, "choose_export_path", lambda: target)
    yield shown
    shown.stop_work()


@pytest.fixture
def gate(monkeypatch):
    """Holds the export's first read until the test opens it (or 10 s pass)."""
    opened = threading.Event()
    reads = HistoryReader.rows

    def held(self, *args, **kwargs):
        opened.wait(10)
        return reads(self, *args, **kwargs)

    monkeypatch.setattr(HistoryReader, "rows", held)
    yield opened
    opened.set()


def test_the_export_runs_off_the_gui_thread_and_cancel_keeps_the_old_file(
        qtbot, dialog, gate, tmp_path) -> None:
    dialog.history_page.export_button.click()
    # Back in the event loop while the export is held: it is not on this thread.
    assert dialog.exporting is not None and dialog.exporting.running
    assert dialog.export_progress is not None
    assert (tmp_path / "out.csv").read_text() == "the old export\n"
    dialog.export_progress.findChild(QPushButton).click()  # its Cancel
    gate.set()
    qtbot.waitUntil(lambda: dialog.exporting is None, timeout=10_000)
    assert (tmp_path / "out.csv").read_text() == "the old export\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["config", "out.csv"]


def test_the_export_reports_progress_slice_by_slice(qtbot, dialog, tmp_path,
                                                   monkeypatch) -> None:
    monkeypatch.setattr(history_export, "SLICE", 500)
    seen: list[int] = []
    dialog.history_page.export_button.click()
    dialog.exporting.progressed.connect(seen.append)
    with qtbot.waitSignal(dialog.exporting.done, timeout=20_000) as done:
        pass
    assert isinstance(done.args[0], ExportResult) and done.args[0].games == GAMES
    assert len((tmp_path / "out.csv").read_text().splitlines()) == GAMES + 1
    assert len(seen) >= 2 and seen == sorted(seen)


def test_closing_interrupts_a_count_in_progress(qtbot, dialog, monkeypatch) -> None:
    started, closed = threading.Event(), threading.Event()
    totals = HistoryReader.totals

    def endless(self):
        started.set()  # a count that would never end by itself, begun after the close
        assert closed.wait(10)  # (sqlite3_interrupt alone misses a query not yet begun)
        self._query("WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) "
                    "SELECT count(*) FROM n")
        return totals(self)

    interrupt = HistoryReader.interrupt

    def interrupted(self):
        interrupt(self)
        closed.set()  # the close's interrupt came before the query: it must stop it too

    monkeypatch.setattr(HistoryReader, "totals", endless)
    monkeypatch.setattr(HistoryReader, "interrupt", interrupted)
    dialog.refresh()
    assert started.wait(10)
    dialog.close()  # returns: the count was interrupted, not waited for
    assert not dialog.counter.busy


def test_a_long_recorded_game_is_dealt_again_in_slices(qtbot) -> None:
    game = Game.new(2, 21, Rules(face_down=2, gathering="fixed"))
    game.play_to_end(60_000)
    record = GameRecord(started_at=T0, ended_at=T0, players=2, game_number=21,
                        face_down=2, gathering="fixed", outcome="abandoned", winner=None,
                        your_place=None, battles=game.battles, war_steps=game.war_steps,
                        deepest_war=None, biggest_pile=None, lead_changes=None,
                        seconds_played=0)
    preparing = past_replay.ReplayPreparation(record)
    seen: list[int] = []
    preparing.progressed.connect(seen.append)
    with qtbot.waitSignal(preparing.finished, timeout=20_000) as done:
        preparing.start()
    dealt = done.args[0]
    assert isinstance(dealt, Game) and dealt.battles == game.battles
    assert dealt.hands == game.hands
    assert len(seen) >= 2  # the window drew between slices


def test_watch_replay_of_a_long_game_does_not_replace_the_game_at_once(qtbot) -> None:
    controller = FakeController(Game.new(2, 5))
    watched: list[Game] = []

    def watch(game: Game) -> None:  # as the controller's: the game in play set aside
        watched.append(game)
        controller.begin_replay()

    controller.watch_game = watch  # type: ignore[attr-defined]
    shown = controller.game
    record = GameRecord(started_at=T0, ended_at=T0, players=2, game_number=21,
                        face_down=2, gathering="fixed", outcome="abandoned", winner=None,
                        your_place=None, battles=40_000, war_steps=0, deepest_war=None,
                        biggest_pile=None, lead_changes=None, seconds_played=0)
    preparing = past_replay.ReplayPreparation(record)
    preparing.start()
    assert controller.game is shown and preparing.running  # nothing dealt yet
    with qtbot.waitSignal(preparing.finished, timeout=20_000) as done:
        pass
    assert watch_game(controller, done.args[0]) is None  # type: ignore[arg-type]
    assert controller.replaying and watched == [done.args[0]]
