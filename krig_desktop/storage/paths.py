"""Where the program writes: one per-user config folder, and nothing anywhere else.

Every path is computed on each call (not cached) so that tests, which point
XDG_CONFIG_HOME somewhere new for every test, always get their own folder.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from krig_desktop import APP_NAME
from krig_desktop.storage.config_home import user_config_path
from krig_desktop.storage.file_check import Kind, look_at

SAVE_SUFFIX = ".krig"
STANDARD_SAVE_NAME = "game" + SAVE_SUFFIX
RESUME_SAVE_NAME = "resume" + SAVE_SUFFIX
LEFT_SAVE_NAME = "left" + SAVE_SUFFIX
SETTINGS_NAME = "settings.ini"
HISTORY_NAME = "history.sqlite3"
# Qt's own settings (the file dialog's QtProject.conf) are kept in here, inside our folder.
QT_SETTINGS_DIR = "qt"
QT_SETTINGS_FILE = "QtProject.conf"
# Qt reads its settings file whole; a real one is a few hundred bytes.
MAX_QT_SETTINGS_BYTES = 1024 * 1024


def config_dir(create: bool = True) -> Path:
    """The per-user config folder, made on demand (raises OSError if it cannot be made)."""
    path = user_config_path(APP_NAME)
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir(create: bool = True) -> Path:
    """Folder for named saves (Save As… / Load…), inside the config folder."""
    path = config_dir(create) / "saves"
    if create:
        path.mkdir(exist_ok=True)
    return path


def standard_save_path() -> Path:
    """The file File→Save writes and File→Revert to Saved reads (the folder is not created here)."""
    return config_dir(create=False) / STANDARD_SAVE_NAME


def resume_path() -> Path:
    """The file the game in play goes to on quit when "resume at start" is on."""
    return config_dir(create=False) / RESUME_SAVE_NAME


def left_path() -> Path:
    """The game last left (New Game, a load...), kept while Edit → Undo can bring it back."""
    return config_dir(create=False) / LEFT_SAVE_NAME


def settings_path() -> Path:
    """The INI file of remembered settings."""
    return config_dir(create=False) / SETTINGS_NAME


def history_path() -> Path:
    """The SQLite database of every game that ended or was left (the folder is not made)."""
    return config_dir(create=False) / HISTORY_NAME


def qt_settings_dir() -> Path:
    """Where Qt's own user-scope settings go instead of ~/.config/QtProject.conf."""
    return config_dir(create=False) / QT_SETTINGS_DIR


def contain_qt_settings() -> Path:
    """Point Qt's user-scope QSettings (used by QFileDialog) into our own folder.

    Qt's file dialog otherwise writes QtProject.conf next to our folder, outside it.
    Qt opens that file blindly, so a FIFO there would hang every file dialog: if the
    file is anything but missing or an ordinary file, Qt's settings go to a fresh
    folder in the temp folder for this session instead (the player's file is left as
    it is). Cheap; called at start-up and again before each file dialog, so a changed
    XDG_CONFIG_HOME (tests) is followed too. Returns the folder Qt now uses.
    """
    target = qt_settings_dir()
    found = look_at(target / QT_SETTINGS_FILE)
    usable = found.kind in (Kind.MISSING, Kind.BROKEN_LINK) or (
        found.kind is Kind.FILE and found.size <= MAX_QT_SETTINGS_BYTES
    )
    if not usable:
        target = _session_qt_settings_dir()
    from PySide6.QtCore import QSettings  # (here: `--stats` never loads Qt)

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(target))
    return target


_session_dirs: list[Path] = []


def _session_qt_settings_dir() -> Path:
    """A fresh folder in the temp folder, made once per process, removed at exit."""
    if not _session_dirs:
        folder = Path(tempfile.mkdtemp(prefix="krig-desktop-qt-"))
        _session_dirs.append(folder)
        atexit.register(shutil.rmtree, folder, True)
    return _session_dirs[0]
