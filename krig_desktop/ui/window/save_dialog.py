"""The file dialog of Save As… and Load…: Qt's own (not native), in the saves folder.

Out of save_flow.py so that the flow stays about what saving and loading mean; Save As
suggests a name that says which game and where ("Krig game 1234, battle 7.krig"), so a
folder of saves reads as a list of games.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView, QWidget

from krig_desktop.storage import paths
from krig_desktop.ui.desktop.window_fit import screen_of
from krig_desktop.ui.window.save_preview import add_preview

# The file dialog's size: room for the detail view's columns, within the screen.
FILE_DIALOG_SIZE = (880, 540)
SCREEN_SHARE = 0.9
# The translations' context is "SaveFlow" (the strings were SaveFlow's), written out in
# each QCoreApplication.translate call so that lupdate finds them.


def suggested_name(game_number: int, battle: int) -> str:
    """"Krig game 1234, battle 7.krig": what Save As offers, in the player's language."""
    name = (QCoreApplication.translate("SaveFlow", "Krig game %1, battle %2")
            .replace("%1", str(game_number)).replace("%2", str(battle)))
    return name.replace("/", "-") + paths.SAVE_SUFFIX


def file_dialog_size(window: QWidget) -> tuple[int, int]:
    """FILE_DIALOG_SIZE, made smaller to fit the screen of `window` if need be."""
    width, height = FILE_DIALOG_SIZE
    screen = screen_of(window)  # never window.screen(): see window_fit.screen_of
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, int(room.width() * SCREEN_SHARE))
        height = min(height, int(room.height() * SCREEN_SHARE))
    return width, height


def fit_detail_columns(dialog: QFileDialog) -> None:
    """Size, Type and Date as wide as their contents, the name taking the rest.

    Qt gives each column a fixed default width, which cut a save's size to "11....KiB"
    however wide the dialog was."""
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is None:  # a Qt whose dialog is built otherwise: keep its own layout
        return
    header = tree.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, header.count()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)


def make_file_dialog(window: QWidget, saving: bool, suggested: str = "") -> QFileDialog:
    """A Qt (not native) file dialog in the saves folder, for .krig files; when saving,
    with `suggested` as the file's name; when loading, `suggested` (a path) selected."""
    paths.contain_qt_settings()
    try:
        folder = str(paths.saves_dir())
    except OSError:
        folder = str(paths.config_dir(create=False))
    dialog = QFileDialog(window)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setDirectory(folder)
    dialog.setNameFilter(QCoreApplication.translate("SaveFlow", "Krig saves (*.krig)"))
    dialog.setDefaultSuffix(paths.SAVE_SUFFIX.lstrip("."))
    if saving:
        dialog.setWindowTitle(QCoreApplication.translate("SaveFlow", "Save the game as"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        if suggested:
            dialog.selectFile(suggested)
    else:
        dialog.setWindowTitle(QCoreApplication.translate("SaveFlow", "Load a saved game"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        preview = add_preview(dialog)  # what each save holds, beside the list
        if suggested:  # the game's own file, selected and described at once
            dialog.selectFile(suggested)
            if preview is not None:
                preview.show_file(suggested)
    dialog.resize(*file_dialog_size(window))
    fit_detail_columns(dialog)
    return dialog


def run_file_dialog(dialog: QFileDialog, saving: bool) -> Path | None:
    """Run `dialog`; the chosen path (with .krig when saving) or None."""
    try:
        if dialog.exec() != dialog.DialogCode.Accepted:
            return None
        chosen = dialog.selectedFiles()
    finally:
        dialog.deleteLater()
    if not chosen:
        return None
    path = Path(chosen[0])
    if saving and path.suffix != paths.SAVE_SUFFIX:
        path = path.with_name(path.name + paths.SAVE_SUFFIX)
    return path
