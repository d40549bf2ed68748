"""What a save holds, beside Load…'s file dialog (issue 22 point 3 of the issue).

The dialog is Qt's own (not native), so a widget can sit beside its list: each save the
player moves to is read as a load reads it (saves.read_save: the same size bound,
a FIFO or a device never opened, every check), and its game number, players, battle,
rules (with its end, when it ends early) and the time it was saved are shown; a damaged
file is said to be damaged, with the reason a load would give, and is never opened.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QGridLayout, QLabel, QWidget

from krig_desktop.engine import END_OUT
from krig_desktop.storage import paths
from krig_desktop.storage.errors import LoadError, describe, unexpected
from krig_desktop.storage.file_check import Kind, look_at
from krig_desktop.storage.saves import read_save
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.history.history_texts import HistoryTexts
from krig_desktop.ui.table.end_texts import EndTexts

PREVIEW_WIDTH = 240


def saved_when(saved_at: str) -> str:
    """The save's UTC time ("2026-12-01T23:50:00Z") in local time, the locale's way."""
    try:
        moment = datetime.fromisoformat(saved_at.replace("Z", "+00:00"))
    except ValueError:
        return saved_at
    local = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).toLocalTime()
    return QLocale().toString(local, QLocale.FormatType.ShortFormat)


class SavePreview(QLabel):
    """The details of the save selected in a file dialog (empty for anything else)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savePreview")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setFixedWidth(PREVIEW_WIDTH)
        self._texts = HistoryTexts(self)
        self._ends = EndTexts(self)
        self._path: Path | None = None
        self.damaged = False
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.show_file(self._path)

    def show_file(self, path: Path | str | None) -> None:
        """Show what `path` holds (nothing unless it is a .krig file)."""
        self._path = Path(path) if path else None
        self.damaged = False
        path = self._path
        if (path is None or path.suffix != paths.SAVE_SUFFIX
                or look_at(path).kind is not Kind.FILE):
            self.setText("")
            return
        try:
            loaded = read_save(path)
        except LoadError as error:
            self._damaged(describe(error))
            return
        except Exception as exc:  # a bug in a check: said, like a load would say it
            self._damaged(describe(unexpected(LoadError, path, exc)))
            return
        game, t = loaded.game, self._texts
        lines = [
            self.tr("Game %1").replace("%1", str(loaded.game_number)),
            t.players(game.players),
            self.tr("Battle %1").replace("%1", str(game.battle))
            + (" — " + self.tr("finished") if game.over else ""),
            t.rules_only(game.rules.face_down, game.rules.gathering),
            self.tr("Saved %1").replace("%1", saved_when(loaded.saved_at)),
        ]
        if game.rules.end != END_OUT:  # "Most cards after 100 battles", under the rules
            lines.insert(4, self._ends.choice(game.rules.end))
        self.setText("\n".join(lines))

    def _damaged(self, reason: str) -> None:
        self.damaged = True
        self.setText(self.tr("Damaged: this file cannot be opened.") + "\n\n" + reason)


def add_preview(dialog: QFileDialog) -> SavePreview | None:
    """Put a SavePreview beside `dialog`'s list, following the file selected. None if the
    dialog is not laid out as Qt's own is (then it stays as it is)."""
    layout = dialog.layout()
    if not isinstance(layout, QGridLayout):
        return None
    preview = SavePreview(dialog)
    layout.addWidget(preview, 1, layout.columnCount(), max(1, layout.rowCount() - 1), 1)
    dialog.currentChanged.connect(preview.show_file)
    return preview
