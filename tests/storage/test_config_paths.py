"""Every path the program writes is inside the per-user config folder."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap

import platformdirs

from krig_desktop.storage import paths


def test_config_folder_follows_xdg_and_is_made_on_demand(_fresh_config_home):
    folder = _fresh_config_home / "krig-desktop"
    assert not folder.exists()
    assert paths.config_dir(create=False) == folder
    assert not folder.exists()
    assert paths.config_dir() == folder and folder.is_dir()
    assert platformdirs.user_config_path("krig-desktop") == folder


def test_every_file_is_inside_the_folder(_fresh_config_home):
    folder = paths.config_dir()
    for path in (paths.saves_dir(), paths.standard_save_path(), paths.resume_path(),
                 paths.settings_path(), paths.qt_settings_dir()):
        assert path.is_relative_to(folder)
    assert paths.saves_dir().is_dir()
    assert paths.standard_save_path().suffix == paths.resume_path().suffix == ".krig"
    assert paths.standard_save_path() != paths.resume_path()


def test_qt_user_settings_are_pointed_into_our_folder(qapp, _fresh_config_home):
    from PySide6.QtCore import QSettings

    paths.contain_qt_settings()
    qt = QSettings(QSettings.Scope.UserScope, "QtProject")
    assert qt.fileName().startswith(str(paths.config_dir(create=False)))
    qt.setValue("probe", 1)
    qt.sync()
    assert sorted(p.name for p in _fresh_config_home.iterdir()) == ["krig-desktop"]



def test_a_fifo_as_qt_settings_file_sends_qt_to_a_temp_folder(qapp):
    """Qt opens QtProject.conf blindly: with a FIFO there, its settings go elsewhere."""
    from PySide6.QtCore import QSettings
    from storage_helpers import FifoWatch

    conf = paths.qt_settings_dir() / paths.QT_SETTINGS_FILE
    conf.parent.mkdir(parents=True)
    watch = FifoWatch(conf)
    try:
        folder = paths.contain_qt_settings()
        qt = QSettings(QSettings.Scope.UserScope, "QtProject")
        qt.value("probe")
    finally:
        opened = watch.close()
    assert not opened, "the FIFO was opened"
    assert folder.is_relative_to(tempfile.gettempdir()) and folder != conf.parent
    assert qt.fileName().startswith(str(folder))
    assert conf.is_fifo()  # the player's file is left as it is
    assert paths.contain_qt_settings() == folder  # one folder for the whole session
    conf.unlink()
    assert paths.contain_qt_settings() == paths.qt_settings_dir()  # back once it is gone


FILE_DIALOG = textwrap.dedent(
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication(["krig-desktop"])
    from krig_desktop.app import create_main_window
    window = create_main_window(["--speed", "instant"])
    dialog = window.save_flow.make_file_dialog(saving=False)  # File>Load From
    QTimer.singleShot(100, dialog.reject)
    dialog.exec()
    dialog.deleteLater()
    app.processEvents()
    print("DIALOG CLOSED")
    """
)


def test_the_file_dialog_opens_and_closes_with_a_fifo_as_qt_settings_file(tmp_path):
    """For real, in a fresh process: before, the dialog hung for good (a hang here is a
    TimeoutExpired, so the test fails)."""
    conf = paths.qt_settings_dir() / paths.QT_SETTINGS_FILE
    conf.parent.mkdir(parents=True)
    os.mkfifo(conf)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", FILE_DIALOG], env=env, capture_output=True,
                            text=True, timeout=60, cwd=tmp_path)
    assert "DIALOG CLOSED" in result.stdout, result.stderr
    assert conf.is_fifo()
