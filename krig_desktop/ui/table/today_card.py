"""Today's deal dealt again, once it was played today: until its first card is turned,
the felt shows a card with what you did ("You played today's deal: won in 552 battles
from a 33 % chance"), with Watch Replay and Copy Result (which says "Copied" on the
button itself). The deal is a repeat now, and counts for nothing: the card says how it
went the first time.

A widget over the middle of the felt (`todayCard`, the Qt property `layer` set to
"todayCard"), as the game-over panel; the view shows it (`TableView.show_today_card`)
and hides it at the table's next move. Its module comes with the panel's, one of the
table's later layers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from krig_desktop.model.daily import TodaysResult
from krig_desktop.ui.desktop.counts import plural_n, with_count
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.felt_widget import FeltWidget
from krig_desktop.ui.table.panel_style import panel_style

STYLE = panel_style("todayCard", "rgba(70, 40, 10, 232)", "rgb(255, 214, 90)")
WIDTH = 420  # at most (never wider than the felt)


class TodayCard(FeltWidget):
    """What you did with today's deal, over the felt while it waits for its first card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("todayCard", parent)
        self.setObjectName("todayCard")
        self.setStyleSheet(STYLE)
        self._result: TodaysResult | None = None
        self._share: Callable[[], str] | None = None
        self._watch: Callable[[], object] | None = None
        self.text = QLabel()
        self.text.setObjectName("todayCardText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        font = self.text.font()
        font.setPixelSize(17)
        self.text.setFont(font)
        self.note = QLabel()  # why it counts for nothing
        self.note.setObjectName("todayCardNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.watch_replay = QPushButton()
        self.watch_replay.setObjectName("todayCardWatchReplay")
        self.watch_replay.clicked.connect(self._watch_replay)
        self.copy_result = QPushButton()
        self.copy_result.setObjectName("todayCardCopyResult")
        self.copy_result.clicked.connect(self._copy)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.watch_replay)
        buttons.addWidget(self.copy_result)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 18, 24, 18)
        box.setSpacing(10)
        box.addWidget(self.text)
        box.addWidget(self.note)
        box.addLayout(buttons)
        self.hide()
        translate_ui(self, self.retranslate)

    def show_result(self, result: TodaysResult, share: Callable[[], str] | None,
                    watch: Callable[[], object] | None) -> None:
        """Show what you did with today's deal (`result`, its first play); Copy Result
        puts `share()` on the clipboard, Watch Replay calls `watch()` (the first play
        replayed; None: no such button)."""
        self._result, self._share, self._watch = result, share, watch
        self.retranslate()
        self.copy_result.setVisible(share is not None)
        self.watch_replay.setVisible(watch is not None)
        self.show()

    def retranslate(self) -> None:
        self.watch_replay.setText(self.tr("&Watch Replay"))
        self.watch_replay.setToolTip(self.tr("Watch the game you played today again"))
        self.copy_result.setText(self.tr("Cop&y Result"))
        self.copy_result.setAccessibleDescription("")
        self.note.setText(self.tr("This deal ends as it did: played again, it counts in "
                                  "no statistic."))
        if self._result is not None:
            self.text.setText(self.result_text(self._result))
            self.setAccessibleName(self.text.text())

    def result_text(self, result: TodaysResult) -> str:
        """One sentence: how the first play of today's deal went."""
        n, chance = plural_n(result.battles), result.start_chance
        you_won = result.outcome == "win" and result.winner == 0
        if chance is None:
            if you_won:
                text = self.tr("You played today's deal: won in %Ln battle(s)", "", n)
            elif result.outcome == "win":
                text = self.tr("You played today's deal: lost in %Ln battle(s)", "", n)
            else:
                text = self.tr("You played today's deal: a draw after %Ln battle(s)", "", n)
            return with_count(text, result.battles)
        if you_won:
            text = self.tr("You played today's deal: won in %Ln battle(s) from a %1 % "
                           "chance", "", n)
        elif result.outcome == "win":
            text = self.tr("You played today's deal: lost in %Ln battle(s) from a %1 % "
                           "chance", "", n)
        else:
            text = self.tr("You played today's deal: a draw after %Ln battle(s) from a "
                           "%1 % chance", "", n)
        return with_count(text, result.battles).replace(
            "%1", QLocale().toString(round(100 * chance)))

    def _watch_replay(self) -> None:
        if self._watch is not None:
            self.hide()
            self._watch()

    def _copy(self) -> None:
        if self._share is not None:
            QGuiApplication.clipboard().setText(self._share())
            self.copy_result.setText(self.tr("Copied"))
            self.copy_result.setAccessibleDescription(self.tr("Copied"))

    def shapes(self) -> list[tuple[float, float]]:
        """At most WIDTH wide, never wider than the felt."""
        parent = self.parentWidget()
        if parent is None:
            return super().shapes()
        width = min(WIDTH, parent.width() - 40)
        self.setFixedWidth(width)
        self.adjustSize()
        height = self.heightForWidth(width) if self.hasHeightForWidth() else -1
        return [(float(width), float(max(height, self.sizeHint().height())))]
