"""Every path the program writes is inside the per-user config folder."""

from __future__ import annotations

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
