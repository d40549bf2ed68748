"""The Language menu: one checkable entry per shipped language, switching live.

Each language is listed by its own name ("Українська", "Norsk bokmål"), never translated,
so a person who cannot read the current language still finds theirs. Choosing one
installs its translators at once (every open window retranslates on LanguageChange) and
remembers it for the next start.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from krig_desktop import i18n
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui


class LanguageMenu(QMenu):
    """Menu of languages; the current one is checked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("menuLanguage")
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self._actions: dict[str, QAction] = {}
        self.remembers = True  # False: a window that keeps nothing (another owns the folder)
        for code, native in i18n.available_languages():
            action = make_action(self, f"actionLanguage_{code}", checkable=True)
            action.setText(native)
            action.setData(code)
            # The native name is a proper noun: screen readers get it with its language.
            action.triggered.connect(lambda _=False, c=code: self.choose(c))
            self._group.addAction(action)
            self.addAction(action)
            self._actions[code] = action
        translate_ui(self, self.retranslate)

    def choose(self, code: str) -> None:
        """Switch to `code` now and remember it (if this window keeps its settings)."""
        applied = i18n.apply_language(code)
        if self.remembers:
            i18n.remember_language(applied)
        self._check_current()

    def action_for(self, code: str) -> QAction:
        return self._actions[code]

    def _check_current(self) -> None:
        action = self._actions.get(i18n.current_language())
        if action is not None:
            action.setChecked(True)

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Language"))
        for code, action in self._actions.items():
            action.setStatusTip(
                self.tr("Show the game in %1").replace("%1", i18n.NATIVE_NAMES[code])
            )
        self._check_current()
