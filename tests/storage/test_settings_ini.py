"""Remembered settings: an INI file in our folder; bad values are ignored, never fatal."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from storage_helpers import FifoWatch

from krig_desktop.options import Options
from krig_desktop.speed import Speed
from krig_desktop.storage import file_check, paths
from krig_desktop.storage import settings as settings_module
from krig_desktop.storage.errors import StorageError, describe
from krig_desktop.storage.settings import Settings


def test_nothing_remembered_at_first():
    settings = Settings()
    assert (settings.speed, settings.players, settings.face_down, settings.gathering,
            settings.language, settings.geometry, settings.window_state) == (None,) * 7
    assert settings.resume_at_start is True  # on unless the player turned it off


def test_values_survive_a_restart_in_an_ini_file_in_our_folder():
    first = Settings()
    first.remember(speed=Speed.FAST, players=3, face_down=2, gathering="fixed", lang="uk",
                   resume_at_start=False)
    first.geometry = QByteArray(b"\x01\x02geometry")
    assert first.sync()
    assert first.path == paths.settings_path()
    assert first.path.parent == paths.config_dir()
    text = first.path.read_text()
    assert "[game]" in text and "speed=fast" in text
    again = Settings()
    assert (again.speed, again.players, again.face_down, again.gathering, again.language) == (
        Speed.FAST, 3, 2, "fixed", "uk")
    assert again.resume_at_start is False  # turned off, and remembered so
    assert bytes(again.geometry) == b"\x01\x02geometry"


def test_hand_edited_nonsense_is_ignored():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "[game]\nspeed=warp\nplayers=9\nresume_at_start=maybe\n"
        "[rules]\nface_down=x\ngathering=1\n[ui]\nlanguage=klingon\n"
        "[window]\ngeometry=not bytes\n"
    )
    settings = Settings()
    assert (settings.speed, settings.players, settings.face_down, settings.gathering,
            settings.language, settings.geometry) == (None,) * 6
    assert settings.resume_at_start is True  # "maybe": the default


def test_wrong_values_are_not_stored():
    settings = Settings()
    settings.remember(players=7, speed="warp")  # a name, not a Speed: not stored
    assert settings.players is None and settings.speed is None


def test_command_line_wins_and_fills_only_what_is_missing():
    Settings().remember(speed=Speed.SLOW, players=4, face_down=3, gathering="fixed", lang="nb")
    options = Settings().apply_to(Options(players=2, gathering="shuffled"))
    assert options.players == 2 and options.gathering == "shuffled"
    assert (options.speed, options.face_down, options.lang) == (Speed.SLOW, 3, "nb")
    assert options.game is None


def test_a_config_home_that_is_a_file_is_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    settings = Settings()
    settings.remember(speed=Speed.FAST)  # cannot be written: quietly not remembered
    assert Settings().speed is None
    assert blocker.read_text() == "x"


@pytest.mark.parametrize("kind", ["fifo", "folder", "device", "too large", "unreadable"])
def test_a_settings_file_that_cannot_be_used_is_left_alone(kind, monkeypatch):
    """QSettings would block on a FIFO forever, or read a device without end: the file
    is looked at first, and this session keeps its settings in memory instead."""
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    watch = None
    if kind == "fifo":
        watch = FifoWatch(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "too large":
        with open(path, "wb") as f:  # sparse: no disk space used
            f.truncate(settings_module.MAX_SETTINGS_BYTES + 1)
    else:  # root reads anything: the permission error is simulated where it is met
        def denied(target, *args, **kwargs):
            if Path(target) == path:
                raise PermissionError(13, "Permission denied", str(target))
            return real_stat(target, *args, **kwargs)

        real_stat = file_check.os.stat
        path.write_text("[game]\nspeed=fast\n")
        monkeypatch.setattr(file_check.os, "stat", denied)
    try:
        settings = Settings()
        assert settings.speed is None and settings.resume_at_start is True
        settings.remember(speed=Speed.FAST, players=3)  # kept for this session only
        assert (settings.speed, settings.players) == (Speed.FAST, 3)
        assert settings.sync() is False
        problem = settings.problem
    finally:
        opened = watch.close() if watch else False
    assert not opened, "the FIFO was opened"
    assert isinstance(problem, StorageError)
    message = describe(problem)
    assert str(path) in message and "usual settings" in message
    if kind == "unreadable":
        assert "Permission denied" in message
    monkeypatch.undo()
    assert path.exists() or path.is_symlink()  # never deleted or replaced
    assert kind != "device" or path.is_symlink()


def test_a_missing_or_ordinary_settings_file_has_no_problem():
    assert Settings().problem is None
    Settings().remember(speed=Speed.SLOW)
    assert Settings().problem is None and Settings().speed is Speed.SLOW
