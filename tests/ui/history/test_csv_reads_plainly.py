"""The CSV as a person reads it (ux-2 N18): `humans` holds plain names ("Ada; Bo",
empty for the one unnamed player), not the database's JSON; `start_chance` is rounded
for every row, finished or not; the file still imports back as it was; and Export says
where it wrote and how many games."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from krig_desktop.storage.game_history import GameRecord, open_history_read_only
from krig_desktop.storage.history_import import import_history
from krig_desktop.ui.history.history_export import csv_text
from tests.storage.test_history_import import fill as fill_at
from tests.storage.test_history_import import game, key, stored
from tests.ui.history.test_statistics_dialog import fill, made_up_games, open_dialog

IGNORED = "This plugin does not support propagateSizeHints()"


def named(n: int, humans: tuple[str, ...], chance: float | None) -> GameRecord:
    record = game(n, key(n))
    fields = {name: getattr(record, name) for name in GameRecord.FIELDS}
    return GameRecord(**{**fields, "humans": humans, "start_chance": chance})


def rows_of(records: list[GameRecord]) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(csv_text(records))))


def test_humans_are_plain_names_and_the_chance_is_rounded():
    lines = rows_of([named(1, ("Ada", "Bo"), 0.6666666666666666),
                     named(2, ("",), 0.26166666666666666), named(3, ("Åse",), None)])
    assert [line["humans"] for line in lines] == ["Ada; Bo", "", "Åse"]
    assert [line["start_chance"] for line in lines] == ["0.6667", "0.2617", ""]


def test_plain_names_import_back_as_they_were(tmp_path: Path):
    theirs = fill_at(tmp_path / "theirs.sqlite3",
                     [named(1, ("Ada", "Bo"), 0.5), named(2, ("",), 0.25),
                      named(3, ("Åse", ""), 0.125)])
    with open_history_read_only(theirs) as reader:
        text = csv_text(reader.records())
    assert "[" not in text  # the control: no JSON left in the file
    export = tmp_path / "export.csv"
    export.write_text(text, encoding="utf-8")
    fresh = tmp_path / "fresh" / "history.sqlite3"
    assert import_history(export, fresh).imported == 3
    assert stored(fresh) == stored(theirs)


def test_an_older_export_with_json_names_still_imports(tmp_path: Path):
    text = csv_text([named(4, ("Ada", "Bo"), 0.5)]).replace("Ada; Bo", '"[""Ada"", ""Bo""]"')
    export = tmp_path / "old.csv"
    export.write_text(text, encoding="utf-8")
    fresh = tmp_path / "fresh" / "history.sqlite3"
    assert import_history(export, fresh).imported == 1
    with open_history_read_only(fresh) as reader:
        assert [record.humans for record in reader.records()] == [("Ada", "Bo")]


@pytest.mark.qt_log_ignore(IGNORED)
def test_export_says_where_it_wrote_and_how_many(qtbot, open_window, tmp_path, monkeypatch):
    fill(made_up_games(12))
    _window, dialog = open_dialog(qtbot, open_window)
    target = tmp_path / "krig-history.csv"
    monkeypatch.setattr(dialog, "choose_export_path", lambda: target)
    qtbot.waitUntil(dialog.history_page.export_button.isEnabled, timeout=10_000)
    dialog.history_page.export_button.click()
    qtbot.waitUntil(lambda: dialog.findChild(QMessageBox, "historyExported") is not None,
                    timeout=10_000)
    box = dialog.findChild(QMessageBox, "historyExported")
    assert target.is_file()
    assert str(target) in box.text()
    assert "12 game" in box.text()  # ("12 games" once English is built)
    assert box.icon() is QMessageBox.Icon.Information
    box.close()
