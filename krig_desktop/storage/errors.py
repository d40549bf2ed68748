"""Storage errors that carry a translatable message key and its arguments.

The storage layer knows no widgets: it raises these, and whoever shows them calls
`describe()` (QCoreApplication.translate) so the message appears in the chosen language.
Keys are English source texts with {named} fields, marked for lupdate with
QT_TRANSLATE_NOOP under the context "Storage".
"""

from __future__ import annotations

import traceback
from pathlib import Path

from krig_desktop.translatable import QT_TRANSLATE_NOOP

CONTEXT = "Storage"

# --- reading -------------------------------------------------------------------------
NOT_FOUND = QT_TRANSLATE_NOOP("Storage", "The file {file} does not exist.")
BROKEN_LINK = QT_TRANSLATE_NOOP(
    "Storage",
    "{file} is a link to something that no longer exists ({target}), so there is no "
    "saved game to open.",
)
FOLDER_UNREACHABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "Krig Desktop cannot look into the folder {folder}, so {file} cannot be opened: {reason}",
)
IS_FOLDER = QT_TRANSLATE_NOOP("Storage", "{file} is a folder, not a saved game.")
NOT_REGULAR = QT_TRANSLATE_NOOP(
    "Storage", "{file} is not an ordinary file, so it is not a saved game."
)
UNREADABLE = QT_TRANSLATE_NOOP("Storage", "The file {file} cannot be read: {reason}")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {file} is too large to be a saved game ({size} bytes; a save is never "
    "more than {limit} bytes).",
)
EMPTY = QT_TRANSLATE_NOOP("Storage", "The file {file} is empty.")
NOT_UTF8 = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is not a Krig Desktop save: it is not UTF-8 text."
)
NOT_JSON = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {file} is not a Krig Desktop save: it is not valid JSON "
    "(line {line}, column {column}).",
)
DUPLICATE_ENTRY = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is damaged: the entry \"{field}\" appears twice."
)
NOT_A_NUMBER = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {file} is damaged: it holds {value}, which is not a number a save may hold.",
)
NUMBER_TOO_LONG = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {file} is damaged: it holds a number too long or too large to read "
    "({length} characters).",
)
TRUNCATED = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is incomplete: it ends too early (it may have been cut off)."
)
TOO_DEEP = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is not a Krig Desktop save: its data is nested too deeply."
)
NOT_A_SAVE = QT_TRANSLATE_NOOP("Storage", "The file {file} is not a Krig Desktop save.")
NEWER_VERSION = QT_TRANSLATE_NOOP(
    "Storage",
    "The file {file} was made by a newer version of Krig Desktop (save format {version}; "
    "this version reads formats up to {current}). Update Krig Desktop to open it.",
)
BAD_VERSION = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} has an unknown save format version: {version}."
)
BAD_FIELD = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is damaged: \"{field}\" is missing or has the wrong type."
)
BAD_VALUE = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is damaged: \"{field}\" has an impossible value."
)
UNKNOWN_FIELD = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is damaged: it has an unknown entry \"{field}\"."
)
BAD_GAME = QT_TRANSLATE_NOOP("Storage", "The file {file} holds an invalid game: {reason}")
MISMATCH = QT_TRANSLATE_NOOP(
    "Storage", "The file {file} is damaged: \"{field}\" does not agree with the game in it."
)

# --- writing -------------------------------------------------------------------------
WRITE_FAILED = QT_TRANSLATE_NOOP("Storage", "The game could not be saved to {file}: {reason}")
DISK_FULL = QT_TRANSLATE_NOOP(
    "Storage", "The game could not be saved to {file}: the disk is full."
)
NO_FOLDER = QT_TRANSLATE_NOOP(
    "Storage", "The game could not be saved to {file}: the folder cannot be made ({reason})."
)
TARGET_IS_FOLDER = QT_TRANSLATE_NOOP(
    "Storage", "The game could not be saved to {file}: that is a folder."
)
SAVE_TOO_LARGE = QT_TRANSLATE_NOOP(
    "Storage",
    "The game could not be saved to {file}: the save would be {size} bytes, more than the "
    "{limit} bytes a save may have.",
)
WOULD_NOT_LOAD = QT_TRANSLATE_NOOP(
    "Storage",
    "The game could not be saved to {file}: the save would not load again ({reason}).",
)
# --- settings ------------------------------------------------------------------------
SETTINGS_NOT_REGULAR = QT_TRANSLATE_NOOP(
    "Storage",
    "The settings file {file} is not an ordinary file, so it was not read. Until you quit, "
    "Krig Desktop uses its usual settings and leaves that file alone.",
)
SETTINGS_TOO_LARGE = QT_TRANSLATE_NOOP(
    "Storage",
    "The settings file {file} is too large to be a settings file ({size} bytes), so it was "
    "not read. Until you quit, Krig Desktop uses its usual settings and leaves that file "
    "alone.",
)
SETTINGS_UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage",
    "The settings file {file} cannot be read: {reason}. Until you quit, Krig Desktop uses "
    "its usual settings and leaves that file alone.",
)

UNEXPECTED = QT_TRANSLATE_NOOP(
    "Storage", "Something unexpected went wrong with {file}: {reason}"
)


class StorageError(Exception):
    """A problem with a save file: `key` (English source text) plus `params`."""

    def __init__(self, key: str, path: Path | str, **params: object) -> None:
        self.key = key
        self.path = Path(path)
        self.params = {"file": str(path), **params}
        try:
            text = key.format(**self.params)
        except (KeyError, IndexError, ValueError):
            text = f"{key} {self.params}"
        super().__init__(text)


class LoadError(StorageError):
    """The file cannot be turned into a game; nothing was changed."""


class NewerVersionError(LoadError):
    """The file was written by a newer Krig Desktop whose format this one does not know."""


class SaveError(StorageError):
    """The game could not be written; the previous file on disk is as it was."""


class SettingsError(StorageError):
    """The settings file cannot be used; this session keeps its settings in memory."""


def unexpected(kind: type[StorageError], path: Path | str, exc: BaseException) -> StorageError:
    """A last-resort error for a bug, so the person gets a message, not a crash.

    The traceback goes to stderr, where a bug report can pick it up.
    """
    traceback.print_exception(exc)
    return kind(UNEXPECTED, path, reason=f"{type(exc).__name__}: {exc}"[:300])


def describe(error: StorageError) -> str:
    """The error's message in the current language (falls back to English)."""
    from PySide6.QtCore import QCoreApplication  # (here: `--stats` never loads Qt)

    text = QCoreApplication.translate(CONTEXT, error.key)
    try:
        return text.format(**error.params)
    except (KeyError, IndexError, ValueError):
        # A broken translation must not hide the message: use the English one.
        return str(error)
