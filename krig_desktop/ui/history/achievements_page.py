"""The Achievements tab: each one earned, with the date and the game it was earned in,
then the ones still to earn, greyed, each with what it takes. A click (or Enter) on an
earned one asks for Watch Replay of that game (`replayRequested(game id)`)."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from krig_desktop.model.achievements import ACHIEVEMENTS, CONTEXT, Earned
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.history.history_texts import HistoryTexts

GAME_ROLE = Qt.ItemDataRole.UserRole


class AchievementsPage(QWidget):
    replayRequested = Signal(int)  # the row id of the game an achievement was earned in

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("achievementsPage")
        self._texts = HistoryTexts(self)
        self._earned: list[Earned] = []
        self._asked: int | None = None  # a replay asked for in this turn of the loop
        self.count = QLabel()
        self.count.setObjectName("achievementsCount")
        self.list = QTreeWidget()
        self.list.setObjectName("achievementsList")
        self.list.setColumnCount(3)
        self.list.setRootIsDecorated(False)
        self.list.setUniformRowHeights(True)
        self.list.setAlternatingRowColors(True)
        header = self.list.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.list.itemClicked.connect(self._on_item)
        self.list.itemActivated.connect(self._on_item)  # Enter (and a double click)
        layout = QVBoxLayout(self)
        layout.addWidget(self.count)
        layout.addWidget(self.list, 1)
        translate_ui(self, self.retranslate)

    def show_earned(self, earned: list[Earned]) -> None:
        self._earned = list(earned)
        self._render()

    def _render(self) -> None:
        earned = {e.key: e for e in self._earned}
        self.list.clear()
        faint = self.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        known = [a for a in ACHIEVEMENTS if a.key in earned]
        known.sort(key=lambda a: earned[a.key].earned_at)
        for achievement in [*known, *(a for a in ACHIEVEMENTS if a.key not in earned)]:
            got = earned.get(achievement.key)
            title = QCoreApplication.translate(CONTEXT, achievement.title)
            how = QCoreApplication.translate(CONTEXT, achievement.how)
            item = QTreeWidgetItem([("✓ " if got else "") + title, how,
                                    self._when(got) if got else self.tr("still to earn")])
            item.setData(0, Qt.ItemDataRole.UserRole + 1, achievement.key)
            if got is not None and got.game_id is not None:
                item.setData(0, GAME_ROLE, got.game_id)
                item.setToolTip(0, self.tr("Click to watch the game it was earned in"))
            if got is None:
                for column in range(3):
                    item.setForeground(column, faint)
            else:
                font = item.font(0)
                font.setBold(True)
                item.setFont(0, font)
            self.list.addTopLevelItem(item)
        self.count.setText(self.tr("%1 of %2 earned").replace(
            "%1", str(len(known))).replace("%2", str(len(ACHIEVEMENTS))))

    def _when(self, got: Earned) -> str:
        moment: datetime = got.earned_at
        if got.game_number is None:  # (the row id is no number a player knows)
            return self._texts.date(moment)
        return self.tr("%1, game #%2").replace("%1", self._texts.date(moment)).replace(
            "%2", str(got.game_number))

    def _on_item(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        game = item.data(0, GAME_ROLE)
        if not isinstance(game, int) or self._asked is not None:
            return
        self._asked = game  # (a double click is a click and an activation: one replay)
        QTimer.singleShot(0, self, self._ask)

    def _ask(self) -> None:
        game, self._asked = self._asked, None
        if game is not None:
            self.replayRequested.emit(game)

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Achievements"))
        self.list.setHeaderLabels([self.tr("Achievement"), self.tr("What it takes"),
                                   self.tr("Earned")])
        self._render()
