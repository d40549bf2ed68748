"""Remembered settings: an INI file in our folder; bad values are ignored, never fatal."""

from __future__ import annotations

from PySide6.QtCore import QByteArray

from krig_desktop.options import Options
from krig_desktop.storage import paths
from krig_desktop.storage.settings import Settings


def test_nothing_remembered_at_first():
    settings = Settings()
    assert (settings.speed, settings.players, settings.face_down, settings.gathering,
            settings.language, settings.geometry, settings.window_state) == (None,) * 7
    assert settings.resume_at_start is False


def test_values_survive_a_restart_in_an_ini_file_in_our_folder():
    first = Settings()
    first.remember(speed="fast", players=3, face_down=2, gathering="fixed", lang="uk",
                   resume_at_start=True)
    first.geometry = QByteArray(b"\x01\x02geometry")
    assert first.sync()
    assert first.path == paths.settings_path()
    assert first.path.parent == paths.config_dir()
    text = first.path.read_text()
    assert "[game]" in text and "speed=fast" in text
    again = Settings()
    assert (again.speed, again.players, again.face_down, again.gathering, again.language) == (
        "fast", 3, 2, "fixed", "uk")
    assert again.resume_at_start is True
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
    assert settings.resume_at_start is False


def test_wrong_values_are_not_stored():
    settings = Settings()
    settings.remember(players=7, speed="warp")
    assert settings.players is None and settings.speed is None


def test_command_line_wins_and_fills_only_what_is_missing():
    Settings().remember(speed="slow", players=4, face_down=3, gathering="fixed", lang="nb")
    options = Settings().apply_to(Options(players=2, gathering="shuffled"))
    assert options.players == 2 and options.gathering == "shuffled"
    assert (options.speed, options.face_down, options.lang) == ("slow", 3, "nb")
    assert options.game is None


def test_a_config_home_that_is_a_file_is_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(blocker))
    settings = Settings()
    settings.remember(speed="fast")  # cannot be written: quietly not remembered
    assert Settings().speed is None
    assert blocker.read_text() == "x"
