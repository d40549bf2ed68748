"""The panel that covers the middle of the table when a game ends.

It renders a finished game's TableModel (who won or why it is a draw, how long it
took) and retranslates itself, the last model included, when the language changes.
It is where the game's payoff is: the achievements the game earned are shown on it as
a row of named medals (`add_medals`, children named `medal:<key>`), and it offers Next
Game (the default: deals at once with the same players and rules), Play This Deal
Again and Watch Replay. After today's deal it also offers Copy Result: one line to
share (`set_share`), confirmed on the button itself ("Copied").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from krig_desktop.engine import Outcome
from krig_desktop.model import TableModel
from krig_desktop.model.achievements import BY_KEY, CONTEXT
from krig_desktop.model.highlights import Highlights
from krig_desktop.ui.desktop.counts import plural_n, with_count
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.table.end_texts import EndTexts
from krig_desktop.ui.table.felt_widget import FeltWidget
from krig_desktop.ui.table.panel_style import panel_style
from krig_desktop.ui.table.today_card import TodayCard

__all__ = ["GameOverPanel", "SeatName", "TodayCard"]  # (the card comes with the panel)

SeatName = Callable[[int], str]
W = TypeVar("W", bound=QWidget)

STYLE = panel_style("gameOverPanel", "rgba(16, 34, 22, 228)", "rgb(222, 186, 84)")


# The panel's width: at least MIN_WIDTH; wider for a long line, up to MAX_WIDTH (then
# the line wraps), never wider than the table.
MIN_WIDTH, MAX_WIDTH = 360, 640


class GameOverPanel(FeltWidget):
    """Who won (or why it is a draw), how long it took, and what to do next."""

    nextGameRequested = Signal()  # Next Game: deal at once, same players and rules
    playAgainRequested = Signal()  # Play This Deal Again: the same deal
    watchReplayRequested = Signal()  # Watch Replay: the game just played

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("gameOver", parent)
        self.setObjectName("gameOverPanel")
        self.setStyleSheet(STYLE)
        self.replay_note = _named(QLabel(), "replayEndedNote")  # set_replay_ended
        self.replay_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.replay_note.setWordWrap(True)
        self.replay_note.hide()
        self._replay_ended_at: TableModel | None = None
        self.title = _named(QLabel(), "gameOverTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason = _named(QLabel(), "gameOverReason")
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.stats = _named(QLabel(), "gameOverStats")
        self.stats.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.highlights = _named(QLabel(), "gameOverHighlights")
        self.highlights.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.highlights.setWordWrap(True)
        self.highlights.hide()
        self._highlights: Highlights | None = None
        self._compact = False  # the highlights left out: a small felt has no room
        self._looks: list[tuple[bool, bool]] = []  # (compact, stacked) of each shape
        self.luck = _named(QLabel(), "gameOverLuck")  # set_luck: how likely it was
        self.luck.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.luck.setWordWrap(True)
        self.luck.hide()
        self.medal_row = _named(QWidget(), "gameOverMedals")  # add_medals: what it earned
        self.medals = QHBoxLayout(self.medal_row)
        self.medals.setContentsMargins(0, 4, 0, 0)
        self.medals.setSpacing(8)
        self.medal_row.hide()
        self._medal_keys: list[str] = []
        self.next_game = _named(QPushButton(), "panelNewGame")
        self.next_game.setDefault(True)
        self.play_again = _named(QPushButton(), "panelPlayAgain")
        self.watch_replay = _named(QPushButton(), "panelWatchReplay")
        self.next_game.clicked.connect(self.nextGameRequested)
        self.play_again.clicked.connect(self.playAgainRequested)
        self.watch_replay.clicked.connect(self.watchReplayRequested)
        self.copy_result = _named(QPushButton(), "copyResultButton")  # see set_share
        self.copy_result.clicked.connect(self._copy)
        self.copy_result.hide()
        self._share: Callable[[], str] | None = None
        self._shown: tuple[TableModel, SeatName] | None = None
        self._ends = EndTexts(self)
        buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self._buttons = buttons
        buttons.addStretch(1)
        buttons.addWidget(self.next_game)
        buttons.addWidget(self.play_again)
        buttons.addWidget(self.watch_replay)
        buttons.addWidget(self.copy_result)
        buttons.addStretch(1)
        box = QVBoxLayout(self)
        self._box = box
        box.setContentsMargins(28, 20, 28, 20)
        box.setSpacing(10)
        box.addWidget(self.replay_note)
        box.addWidget(self.title)
        box.addWidget(self.reason)
        box.addWidget(self.stats)
        box.addWidget(self.highlights)
        box.addWidget(self.luck)
        box.addWidget(self.medal_row, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addSpacing(6)
        box.addLayout(buttons)
        self._scale(1.0)
        self.hide()
        translate_ui(self, self.retranslate)

    def _scale(self, factor: float) -> None:
        font = self.title.font()
        font.setPixelSize(max(20, int(34 * factor)))
        font.setBold(True)
        self.title.setFont(font)
        body = self.reason.font()
        body.setPixelSize(max(12, int(16 * factor)))
        self.reason.setFont(body)
        self.stats.setFont(body)
        self.replay_note.setFont(body)
        small = self.highlights.font()
        small.setPixelSize(max(11, int(14 * factor)))
        self.highlights.setFont(small)
        self.luck.setFont(body)

    def retranslate(self) -> None:
        self.next_game.setText(self.tr("&Next Game"))
        self.next_game.setToolTip(self.tr("Deal a new game at once, with the same players "
                                          "and rules"))
        self.play_again.setText(self.tr("Play This Deal &Again"))
        self.play_again.setToolTip(self.tr("The same deal once more: it ends as before, "
                                           "and counts in no statistic"))
        self.watch_replay.setText(self.tr("&Watch Replay"))
        self.watch_replay.setToolTip(self.tr("Watch this game again from its first battle"))
        self.copy_result.setText(self.tr("Cop&y Result"))
        self.copy_result.setToolTip(self.tr(
            "Put one line about today's deal on the clipboard, to send to someone who "
            "played it too"))
        for key in self._medal_keys:
            self._label_medal(key)
        if self._shown is not None and self.isVisible():
            self.show_model(*self._shown)

    def add_medals(self, keys: list[str]) -> None:
        """Achievements the game shown earned: one medal each, on the panel itself
        (never a note under it), until the panel is hidden (`clear_medals`)."""
        for key in keys:
            if key in BY_KEY and key not in self._medal_keys:
                self._medal_keys.append(key)
                medal = _named(QLabel(), f"medal:{key}")
                medal.setProperty("medal", True)
                medal.setAlignment(Qt.AlignmentFlag.AlignCenter)
                medal.setTextFormat(Qt.TextFormat.PlainText)
                medal.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # read by a screen reader
                self.medals.addWidget(medal)
                self._label_medal(key)
        self.medal_row.setVisible(bool(self._medal_keys))
        if self.isVisible():
            self.wantsPlace.emit()

    def medal(self, key: str) -> QLabel | None:
        return self.findChild(QLabel, f"medal:{key}")

    def _label_medal(self, key: str) -> None:
        medal = self.medal(key)
        if medal is None:
            return
        title = QCoreApplication.translate(CONTEXT, BY_KEY[key].title)
        medal.setText("\N{BLACK STAR} " + title)  # (in the fonts every desktop has)
        how = QCoreApplication.translate(CONTEXT, BY_KEY[key].how)
        medal.setToolTip(how)
        medal.setAccessibleName(self.tr("Achievement: %1").replace("%1", title))
        medal.setAccessibleDescription(how)

    def clear_medals(self) -> None:
        """A new game: the medals were the last one's."""
        self._medal_keys = []
        self.medal_row.hide()
        while (item := self.medals.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
                widget.setParent(None)

    def show_model(self, model: TableModel, seat_name: SeatName) -> None:
        """Say how the game of `model` (one that is over) ended; `seat_name` names a seat
        in the language of the moment."""
        self._shown = (model, seat_name)
        ended = model is self._replay_ended_at
        self.replay_note.setText(self.tr("The replay ended. This is your own game, as it "
                                         "was before the replay.") if ended else "")
        self.replay_note.setVisible(ended)
        early = self._ends.panel(model, [seat_name(seat) for seat in range(model.players)],
                                 model.you)
        if early is not None:  # the end option ended it: the most cards, K wars, shared
            title, reason = early
        elif model.outcome is Outcome.WIN and model.you is not None and model.winner == model.you:
            title = self.tr("You win!")
            reason = self.tr("You took every card.")
        elif model.outcome is Outcome.WIN and model.winner is not None:
            title = self.tr("%1 wins").replace("%1", seat_name(model.winner))
            reason = self.tr("You ran out of cards.") if model.you in model.out else ""
        elif model.outcome is Outcome.DRAW:
            title = self.tr("Draw")
            reason = self.tr("Everyone ran out of cards in a war, so nobody could take "
                             "the pile.")
        else:
            title = self.tr("Draw by repetition")
            reason = self.tr("This position came back: with fixed gathering the game "
                             "would go round forever.")
        stats = "   ·   ".join((self.tr("Game #%1").replace("%1", str(model.game_number)),
                                with_count(self.tr("%n battle(s)", "",
                                                   plural_n(model.battles)), model.battles),
                                with_count(self.tr("%n war(s)", "",
                                                   plural_n(model.battles_with_war)),
                                           model.battles_with_war)))
        self._render_highlights()
        self.show_result(title, reason, stats)

    def set_replay_ended(self, model: TableModel | None) -> None:
        """A replay just ended on the moment `model` of your game: if that moment is a
        game over, the panel says first that the replay ended (it looked like the
        replay's own game over, offering a new deal)."""
        self._replay_ended_at = model

    def set_highlights(self, highlights: Highlights | None) -> None:
        """The game's highlights, once counted (they may come after the panel)."""
        self._highlights = highlights
        if self._shown is not None and self.isVisible():
            self._render_highlights()
            self.wantsPlace.emit()

    def _render_highlights(self) -> None:
        shown, highlights = self._shown, self._highlights
        lines = []
        if shown is not None and highlights is not None and (
                highlights.battles == shown[0].battles):
            lines = self.highlight_lines(highlights, *shown)
        self.highlights.setText("\n".join(lines))
        self.highlights.setVisible(bool(lines) and not self._compact)

    def highlight_lines(self, h: Highlights, model: TableModel,
                        seat_name: SeatName) -> list[str]:
        """The highlights in words, one line each: the longest war, the biggest pile,
        the lead changes, the longest streak and the winner's comeback."""
        lines = []
        if h.deepest_war is None:
            lines.append(self.tr("No war in this game."))
        elif h.deepest_war.war_steps == 1:  # "war ×1" read as a bug
            lines.append(self.tr("Longest war: a single war in battle %1.")
                         .replace("%1", str(h.deepest_war.battle)))
        else:
            lines.append(self.tr("Longest war: war ×%1 in battle %2.")
                         .replace("%1", str(h.deepest_war.war_steps))
                         .replace("%2", str(h.deepest_war.battle)))
        pile = h.biggest_pile
        if pile is not None and pile.taker is not None:
            text = (self.tr("Biggest pile: you took %n card(s) in battle %2.", "", pile.cards)
                    if pile.taker == model.you else
                    self.tr("Biggest pile: %1 took %n card(s) in battle %2.", "", pile.cards))
            lines.append(text.replace("%1", seat_name(pile.taker))
                         .replace("%2", str(pile.battle)))
        if h.lead_changes:
            lines.append(self.tr("The lead changed hands %n time(s).", "", h.lead_changes))
        elif h.battles:
            lines.append(self.tr("The lead never changed hands."))
        streak = h.longest_streak
        if streak is not None:
            length = plural_n(streak.length)
            text = (self.tr("Longest streak: you took %n battle(s) in a row.", "",
                            length) if streak.seat == model.you else
                    self.tr("Longest streak: %1 took %n battle(s) in a row.", "",
                            length))
            lines.append(with_count(text, streak.length).replace("%1",
                                                                 seat_name(streak.seat)))
        low = h.comeback(model.winner)
        if low is not None and model.winner is not None and (
                low.cards * 2 * model.players < sum(model.counts)):
            text = (self.tr("Comeback: you came back from only %n card(s) in battle %2.", "",
                            low.cards) if model.winner == model.you else
                    self.tr("Comeback: %1 came back from only %n card(s) in battle %2.", "",
                            low.cards))
            lines.append(text.replace("%1", seat_name(model.winner))
                         .replace("%2", str(low.battle)))
        return lines

    def show_result(self, title: str, reason: str, stats: str) -> None:
        self.title.setText(title)
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason))
        self.stats.setText(stats)
        self.show()
        # Enter and Space go to Next Game (the default button), not to the table behind,
        # whose Play has nothing left to play.
        self.next_game.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_share(self, line: Callable[[], str] | None) -> None:
        """Today's deal, just played to its end: Copy Result puts `line()` (made in the
        language of the moment) on the clipboard. None: no such button (any other game,
        or today's deal before its row is written)."""
        self._share = line
        self.copy_result.setVisible(line is not None)
        self.retranslate()  # its words again, not "Copied"
        if self.isVisible():
            self.wantsPlace.emit()

    def _copy(self) -> None:
        if self._share is not None:
            QGuiApplication.clipboard().setText(self._share())
            self.copy_result.setText(self.tr("Copied"))
            self.copy_result.setAccessibleDescription(self.tr("Copied"))

    def set_luck(self, text: str) -> None:
        """A line on the game's luck, already translated ("" hides it)."""
        self.luck.setText(text)
        self.luck.setVisible(bool(text))
        if self.isVisible():
            self.wantsPlace.emit()

    def shapes(self) -> list[tuple[float, float]]:
        """Its sizes for the felt of now: wide enough for each line whole where the
        table has room, then narrower, then wide and short; the same again without the
        highlights; last, without them and with its buttons one under another (a small
        felt shows the rest)."""
        parent = self.parentWidget()
        if parent is None:
            return super().shapes()
        self._scale(min(1.3, max(0.8, parent.height() / 700)))
        shapes: list[tuple[float, float]] = []
        self._looks = []
        looks = [(False, False), (True, False), (True, True)]
        if not self.highlights.text():
            looks = [(False, False), (False, True)]
        for look in looks:
            self._set_look(*look)
            found = self._shapes_for(parent.width(), squeeze=look[1])
            shapes += found
            self._looks += [look] * len(found)
        self._set_look(False, False)  # (put says which it is)
        return shapes

    def _set_look(self, compact: bool, stacked: bool) -> None:
        self._compact = compact
        self.highlights.setVisible(bool(self.highlights.text()) and not compact)
        self._buttons.setDirection(QBoxLayout.Direction.TopToBottom if stacked
                                   else QBoxLayout.Direction.LeftToRight)

    def _shapes_for(self, room: int, squeeze: bool) -> list[tuple[float, float]]:
        self.adjustSize()
        # Wide enough for each line of text whole where the table has room (a wrapped
        # label's own size hint is a guess that left "to win." alone on a line).
        margins = self._box.contentsMargins()
        lines = max((label.fontMetrics().horizontalAdvance(line)
                     for label in (self.reason, self.highlights, self.luck)
                     if not label.isHidden() for line in label.text().split("\n")),
                    default=0)
        wanted = max(self.sizeHint().width(), MIN_WIDTH,
                     min(lines + margins.left() + margins.right()
                         + 2 * self.frameWidth() + 1, MAX_WIDTH))  # + its border, rounding
        least = self.minimumSizeHint().width()  # its buttons whole
        widest = room - 40
        shapes = []
        widths = [min(widest, max(wanted, least)), min(widest, max(MIN_WIDTH, least)),
                  widest]
        if squeeze:  # the last resort squeezes its buttons: nothing else fits
            widths.append(min(widest, MIN_WIDTH))
        for width in dict.fromkeys(widths):
            height = self.heightForWidth(width) if self.hasHeightForWidth() else -1
            shapes.append((float(width), float(height if height > 0
                                               else self.sizeHint().height())))
        return shapes

    def put(self, rect: QRectF | None, shape: int) -> None:
        if rect is not None and shape < len(self._looks):
            self._set_look(*self._looks[shape])
        super().put(rect, shape)


def _named(widget: W, name: str) -> W:
    widget.setObjectName(name)
    return widget
