"""The window's side of the history: the recorder's notices, Game → Statistics, Play
This Deal Again and Watch Replay of a recorded game. One object the main window creates
and closes, so the window itself gains only a menu entry and a few lines.

Your chance at each deal comes from the odds feed it is given (the window's), when
there is one. The achievements are checked after each game is recorded and once at
start (controller/achievement_check.py); what is earned is told through `notify`,
which the window sets to the felt's quiet note (until it does, the status bar says
it).

The recorder writes on the window's one writer thread (`writer`, SaveFlow's); the
close waits for it, and a game the history could not take by then is told: where it
waits for the next start, or that it is in no file at all, and why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox, QProgressDialog

from krig_desktop.controller import Controller
from krig_desktop.controller.achievement_check import AchievementCheck, Notify
from krig_desktop.controller.odds_feed import OddsFeed
from krig_desktop.controller.past_replay import (
    REPLAY_LIMIT,
    ReplayPreparation,
    Unreplayable,
    watch_game,
    watch_recorded_game,
)
from krig_desktop.controller.recorder import GameRecorder, Unrecorded
from krig_desktop.engine import Rules
from krig_desktop.model.daily import TodaysResult, deal_day
from krig_desktop.model.statistics import RuleSet
from krig_desktop.storage.game_history import GameRecord, HistoryError
from krig_desktop.storage.writer import SerialWriter
from krig_desktop.today import is_todays_deal
from krig_desktop.ui.history.daily_box import todays_line

if TYPE_CHECKING:  # imported when the dialog is first opened (show_statistics)
    from krig_desktop.ui.history.statistics_dialog import StatisticsDialog

# The window's today card: how today's deal went, its line to share, its replay.
ShowTodayCard = Callable[[TodaysResult, Callable[[], str] | None,
                          Callable[[], object] | None], None]

NOTICE_MS = 20_000  # how long the status bar says the history was moved aside
# Battles played out of sight in one go for Watch Replay; a longer game is played in
# slices, with progress and Cancel, so the window never freezes.
AT_ONCE_BATTLES = 20_000


class HistoryWindowing(QObject):
    """Records the window's games and shows their statistics and history."""

    def __init__(self, window: QMainWindow, controller: Controller,
                 feed: OddsFeed | None = None, *, keeps: bool = True,
                 writer: SerialWriter | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self.dialog: StatisticsDialog | None = None
        self.preparing: ReplayPreparation | None = None
        self._progress: QProgressDialog | None = None
        self.recorder = GameRecorder(controller, window)
        self.recorder.keeps = keeps  # False: another window owns the folder's pending games
        self.recorder.writer = writer
        self.recorder.notice.connect(self._tell_in_status_bar)
        self.recorder.failed.connect(self._tell_failure)
        self.recorder.recorded.connect(self._on_recorded)
        if feed is not None:
            self.recorder.watch_odds(feed)
        self.achievements = AchievementCheck(self.recorder.path, lambda: self.recorder.history,
                                             self)
        self.achievements.notify = self._tell_in_status_bar
        self.achievements.awarded.connect(self._on_awarded)
        self.recorder.open()
        self.achievements.check(catch_up=True)  # an older history earns what it had
        self._today_card: ShowTodayCard | None = None
        controller.gameStarted.connect(self.offer_today_card)

    def set_today_card(self, show: ShowTodayCard) -> None:
        """Where today's deal dealt again says how it went (the window: the felt's
        card, TableView.show_today_card); asked at once for the game in play (this
        part comes after the first frame, a `--today` deal before it)."""
        self._today_card = show
        self.offer_today_card()

    def offer_today_card(self) -> None:
        """A game was dealt: if it is today's deal, played to its end today already,
        the felt says how that went until its first card is turned (it is a repeat)."""
        model, history = self._controller.model, self.recorder.history
        if (self._today_card is None or history is None or model.battles
                or not is_todays_deal(model.game_number, model.players,
                                      model.rules == Rules())):
            return
        rules = RuleSet(model.players, model.rules.face_down, model.rules.gathering,
                        model.rules.end)
        try:
            first = history.first_play(model.game_number, rules)
        except HistoryError:
            return  # (the recorder tells what is wrong with the file)
        day = None if first is None else deal_day(first)
        if first is None or day is None or first.game_key == self._controller.game_key:
            return
        result = TodaysResult(day, first.outcome, first.winner, first.battles,
                              first.start_chance, first.id)
        self._today_card(result, lambda: todays_line(result),
                         lambda: self.watch_replay(first))

    @property
    def notify(self) -> Notify | None:
        """Where an achievement earned is told (the window: the felt's quiet note)."""
        return self.achievements.notify

    @notify.setter
    def notify(self, say: Notify | None) -> None:
        self.achievements.notify = say

    def _tell_in_status_bar(self, text: str) -> None:
        self._window.statusBar().showMessage(text, NOTICE_MS)

    def _tell_failure(self, text: str) -> None:
        """Once, and open(), not exec(): start and play never wait on it."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Game History"), text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("historyNotice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def failure_text(self, error: HistoryError) -> str:
        """For the statistics window: the history cannot be read (recording is the
        recorder's, told by it)."""
        return self.tr("The game history cannot be read, because %1.").replace(
            "%1", self.recorder.reason_text(error.reason))

    def show_statistics(self) -> StatisticsDialog:
        """Game → Statistics: the dialog, opened at once (counted in the background)."""
        if self.dialog is None:
            # Here, not at the top: the dialog, its pages and their modules load
            # only when it is first opened.
            from krig_desktop.ui.history.statistics_dialog import StatisticsDialog

            self.dialog = StatisticsDialog(self.recorder.path, self.failure_text,
                                           self._window, self.recorder.reason_text)
            self.dialog.history_page.playDealRequested.connect(self.play_deal)
            self.dialog.history_page.set_watch_replay(self.watch_replay)
            self.dialog.watch_replay = self.watch_replay
            # The history changed under the fold: fold it again (after a reset, to
            # nothing: every achievement can be earned anew).
            self.dialog.imported.connect(lambda: self.achievements.check(catch_up=True))
            self.dialog.forgotten.connect(self.achievements.check)
        else:
            self.dialog.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def _on_recorded(self, record: GameRecord) -> None:
        self.achievements.add(record)
        if self.dialog is not None:
            self.dialog.record_added(record)

    def _on_awarded(self, _added: object) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.refresh()

    def play_deal(self, record: GameRecord) -> None:
        """Play This Deal Again: the recorded game's number, players and rules (its end
        too: the same game again)."""
        if record.game_number is None:  # a game built from hands cannot be dealt again
            return
        self._controller.new_game(record.players, record.game_number,
                                  Rules(face_down=record.face_down, gathering=record.gathering,
                                        end=record.ending))
        if self.dialog is not None:
            self.dialog.hide()
        self._window.activateWindow()

    def watch_replay(self, record: GameRecord) -> None:
        """Watch Replay: the recorded game again in the window, from its first battle
        (the game in play is left as for a new game; nothing is asked). A long game is
        first played out of sight in slices, with progress and Cancel."""
        if self.preparing is not None:
            return
        if record.battles <= AT_ONCE_BATTLES or record.battles > REPLAY_LIMIT:
            self._watched(watch_recorded_game(self._controller, record))
            return
        self.preparing = ReplayPreparation(record, self)
        parent = self.dialog if self.dialog is not None else self._window
        progress = QProgressDialog(self.tr("Dealing the game again…"), self.tr("Cancel"),
                                   0, record.battles, parent)
        progress.setObjectName("replayProgress")
        progress.setWindowTitle(self.tr("Watch Replay"))
        progress.setMinimumDuration(300)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setValue(0)
        progress.canceled.connect(self.cancel_replay)
        self._progress = progress
        self.preparing.progressed.connect(progress.setValue)
        self.preparing.finished.connect(self._prepared)
        self.preparing.start()

    def cancel_replay(self) -> None:
        """Cancel playing a recorded game out of sight: the game in play stays."""
        if self.preparing is not None:
            self.preparing.cancel()
        self._end_preparing()

    def _end_preparing(self) -> None:
        self.preparing = None
        if self._progress is not None:
            self._progress.reset()
            self._progress.hide()
            self._progress.deleteLater()
            self._progress = None

    def _prepared(self, result: object) -> None:
        self._end_preparing()
        if isinstance(result, Unreplayable):
            self._watched(result)
        elif result is not None:
            self._watched(watch_game(self._controller, result))  # type: ignore[arg-type]

    def _watched(self, problem: Unreplayable | None) -> None:
        if problem is not None:
            self._tell_unreplayable(problem)
            return
        if self.dialog is not None:
            self.dialog.hide()
        self._window.activateWindow()

    def unreplayable_text(self, problem: Unreplayable) -> str:
        if problem is Unreplayable.TOO_LONG:
            return self.tr("This game ran for more than %1 battles, too long to watch "
                           "again. Play This Deal Again deals it anew.").replace(
                "%1", QLocale().toString(REPLAY_LIMIT))
        if problem is Unreplayable.NO_NUMBER:
            return self.tr("This game was not dealt from a game number, so it cannot be "
                           "played again.")
        if problem is Unreplayable.NO_BATTLES:
            return self.tr("This game was left before its first battle: there is "
                           "nothing to watch.")
        return self.tr("This deal no longer plays out as recorded, so it cannot be "
                       "watched again.")

    def _tell_unreplayable(self, problem: Unreplayable) -> None:
        """Said beside the list, never blocking: the game in play is as it was."""
        parent = self.dialog if self.dialog is not None else self._window
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Watch Replay"),
                          self.unreplayable_text(problem), QMessageBox.StandardButton.Ok,
                          parent)
        box.setObjectName("replayNotice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def close(self, keep_game: bool) -> None:
        """The window closes: no count left running; the game in play recorded as left
        unless `keep_game` (kept for the next start)."""
        self.cancel_replay()
        if self.dialog is not None:
            self.dialog.stop_work()
            self.dialog.close()
        self.achievements.stop()
        self.recorder.close(keep_game)
        writer = self.recorder.writer
        if writer is not None:
            writer.settle()  # the recordings in flight (a hung disk: WAIT_SECONDS at most)
        text = self.unrecorded_text(self.recorder.unrecorded())
        if text:
            self._tell_at_quit(text)

    def unrecorded_text(self, left: Unrecorded) -> str:
        """What the quit says of the games the history could not take ("" for none)."""
        if not left.games:
            return ""
        text = self.tr("%n finished game(s) could not be recorded in the game history.",
                       "", left.games)
        if left.kept_in:
            text += " " + self.tr(
                "They are kept in %1 and will be recorded at the next start.").replace(
                "%1", ", ".join(str(place) for place in left.kept_in))
        if left.lost:
            text += " " + self.tr(
                "%n of them could not be kept in any file and are lost (%1).",
                "", left.lost).replace("%1", left.why or self.tr("nothing can be written"))
        return text

    def _tell_at_quit(self, text: str) -> None:
        """Non-modal, as the other quit notices (save_flow.py): the close goes on, and
        the box keeps the program running until it is read."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Game History"), text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("historyQuitNotice")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
