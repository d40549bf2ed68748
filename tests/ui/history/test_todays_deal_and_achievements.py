"""Through a real window: Game → Today's Deal deals the day's game; the row of a game
holds the people's names and the calls; an older history earns its achievements on the
first open with one note; a game recorded twice earns nothing twice; Copy Result in two
languages; the luck's sentence; an earned achievement clicked replays its game."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest
from history_rows import rows
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel

from krig_desktop.controller import achievement_check
from krig_desktop.controller.achievement_check import AchievementCheck
from krig_desktop.engine import Game, Rules
from krig_desktop.model.daily import Daily, TodaysResult
from krig_desktop.model.luck_over_time import LuckSeries
from krig_desktop.model.war_call import WarCall
from krig_desktop.storage.game_history import GameRecord, open_history
from krig_desktop.storage.paths import history_path
from krig_desktop.today import local_day
from krig_desktop.ui.history.daily_box import DailyBox
from krig_desktop.ui.history.luck_page import LuckPage

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)
T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)


@pytest.fixture
def window(open_window):
    return open_window("--game", "18", "--speed", "instant", "--players", "3",
                       "--face-down", "2")


def test_todays_deal_is_the_dates_game_for_two_with_default_rules(qtbot, window) -> None:
    deal = window.todays_deal
    deal.today = lambda: date(2026, 12, 1)
    action = window.findChild(type(deal.action), "actionTodaysDeal")
    assert action is deal.action and action.text() and action.statusTip()
    action.trigger()
    game = window.controller.game
    assert (game.seed, game.players, game.rules) == (20261201, 2, Rules())
    assert game.battles == 0


def test_a_rows_names_and_calls_are_the_games(qtbot, window, monkeypatch) -> None:
    c = window.controller
    monkeypatch.setattr(type(c), "human_names", property(lambda _self: ("Ana", "Ben")))
    recorder = window.history.recorder
    calls = [WarCall(3, 1, 1, 0), WarCall(9, 0, 0, 0), WarCall(20, 1, 0, 0)]
    recorder.calls_of = lambda: tuple(calls)
    c.new_game(2, 18, Rules())
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    (row,) = rows()
    assert row.humans == ("Ana", "Ben")
    assert (row.calls_made, row.calls_right, row.calls_counter_right, row.calls_run) == (
        3, 2, 2, 2)
    assert row.fewest_cards is not None and 1 <= row.fewest_cards <= 52


def _old_history(count: int) -> None:
    """A history of `count` games you won in 40 battles (each earns Blitz, ...)."""
    with open_history(history_path()).history as history:
        for k in range(count):
            history.put(GameRecord(
                started_at=T0 + timedelta(hours=k), ended_at=T0 + timedelta(hours=k, minutes=3),
                players=2, game_number=100 + k, face_down=1, gathering="shuffled",
                outcome="win", winner=0, your_place=1, battles=40, war_steps=3,
                deepest_war=3, biggest_pile=8, lead_changes=1, seconds_played=60,
                game_key=f"{k:032x}"))


def _medals(window) -> list[str]:
    """The medals on the game-over panel (the achievements its game earned)."""
    panel = window.view.panel
    return [m.objectName().removeprefix("medal:") for m in
            panel.findChildren(QLabel) if m.objectName().startswith("medal:")]


def _earned() -> list[str]:
    with open_history(history_path()).history as history:
        return [e.key for e in history.earned()]


def test_an_older_history_earns_on_first_open_with_one_note(qtbot, open_window) -> None:
    _old_history(12)
    notes: list[str] = []
    check = AchievementCheck(history_path(), lambda: opened.history)
    opened = open_history(history_path())
    check.notify = notes.append
    with qtbot.waitSignal(check.awarded, timeout=10_000) as blocker:
        check.check(catch_up=True)
    added = blocker.args[0]
    assert {e.key for e in added} == {"first_win", "games_10", "war_x3", "quick_win",
                                      "hot_streak"}
    assert len(notes) == 1 and "5" in notes[0]
    assert {e.key: e.game_id for e in added}["games_10"] == 10
    # Checked again: nothing new, nothing said.
    check.check()
    qtbot.waitUntil(lambda: not check.busy, timeout=10_000)
    assert len(notes) == 1
    check.stop()
    opened.history.close()


def test_a_game_recorded_twice_earns_nothing_twice(qtbot, window) -> None:
    history = window.history
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    notes: list[str] = []
    history.notify = notes.append
    c = window.controller
    drawn = [["AS", "9H", "9S"], ["3H", "KH", "2H", "KS", "3S", "4H", "2S"]]  # a draw
    c.replace_game(Game.from_hands(drawn, Rules(gathering="fixed")))
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=10_000)
    qtbot.waitUntil(lambda: not history.achievements.busy and bool(_earned()),
                    timeout=10_000)
    first = _earned()
    # Told on the game-over panel, as a medal, never in a note under it.
    assert first == ["stalemate"] and _medals(window) == ["stalemate"] and notes == []
    (row,) = rows()
    history.recorder.history.put(row._replace(id=None))  # the same game's key again
    history.achievements.check()
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    assert _earned() == first and notes == [] and _medals(window) == ["stalemate"]


class Words(QTranslator):
    """A catalogue of a few of these words (one and many forms), as the shipped ones
    have them once this work's words are in (/work/notes/tr/record.json)."""

    def __init__(self, words: dict[str, tuple[str, str]]) -> None:
        super().__init__()
        self.words = words

    def translate(self, context, source, disambiguation=None, n=-1):
        forms = self.words.get(source)
        if forms is None:
            return None  # (not "": an empty text is a translation, None is none)
        return forms[0] if n == 1 else forms[1]  # (Qt puts the number for %Ln)


ENGLISH = {
    "Krig %1: won in %Ln battle(s) from a %2 % chance": (
        "Krig %1: won in %Ln battle from a %2 % chance",
        "Krig %1: won in %Ln battles from a %2 % chance"),
    "Krig %1: lost in %Ln battle(s)": ("Krig %1: lost in %Ln battle",
                                       "Krig %1: lost in %Ln battles"),
    "Krig %1: a draw after %Ln battle(s) from a %2 % chance": (
        "Krig %1: a draw after %Ln battle from a %2 % chance",
        "Krig %1: a draw after %Ln battles from a %2 % chance"),
    "You won %Ln game(s) where a card counter expected %1": (
        "You won %Ln game where a card counter expected %1",
        "You won %Ln games where a card counter expected %1"),
    "%1: %Ln game(s), %2 won": ("%1: %Ln game, %2 won", "%1: %Ln games, %2 won"),
    "Days in a row: %Ln.": ("Days in a row: %Ln.", "Days in a row: %Ln."),
    "Wars called: %Ln, %1 right (a card counter would have got %2 right).": (
        "Wars called: %Ln, %1 right (a card counter would have got %2 right).",) * 2,
}
FILIPINO = {
    "Krig %1: won in %Ln battle(s) from a %2 % chance": (
        "Krig %1: nanalo sa %Ln laban mula sa %2% na tsansa",) * 2,
    "Krig %1: lost in %Ln battle(s)": ("Krig %1: natalo sa %Ln laban",) * 2,
}


@pytest.fixture
def words():
    """Install a catalogue for the test; removed when it ends."""
    installed: list[QTranslator] = []

    def install(catalogue: dict[str, tuple[str, str]]) -> None:
        translator = Words(catalogue)
        QCoreApplication.installTranslator(translator)
        installed.append(translator)

    yield install
    for translator in installed:
        QCoreApplication.removeTranslator(translator)


def test_copy_result_puts_one_line_in_the_players_language(qtbot, words) -> None:
    words(ENGLISH)
    box = DailyBox()
    qtbot.addWidget(box)
    won = TodaysResult(date(2026, 12, 1), "win", 0, 412, 0.31, 7)
    assert box.result_line(won) == "Krig 2026-12-01: won in 412 battles from a 31\u00a0% chance"
    lost = TodaysResult(date(2026, 12, 1), "win", 1, 1, None, 7)
    assert box.result_line(lost) == "Krig 2026-12-01: lost in 1 battle"
    draw = TodaysResult(date(2026, 12, 2), "draw", None, 90, 0.5, 8)
    assert box.result_line(draw) == ("Krig 2026-12-02: a draw after 90 battles from a "
                                     "50\u00a0% chance")

    box.show_daily(Daily(3, won, 3))
    assert box.copy_button.isEnabled()
    box.copy_button.click()
    assert QGuiApplication.clipboard().text() == box.result_line(won)
    assert box.copy_button.text() == "Copied"  # said on screen (issue 40)
    words(FILIPINO)  # (installed last: asked first)
    assert box.result_line(won) == "Krig 2026-12-01: nanalo sa 412 laban mula sa 31% na tsansa"
    assert box.result_line(lost) == "Krig 2026-12-01: natalo sa 1 laban"
    box.show_daily(Daily(0, None, 0))
    assert not box.copy_button.isEnabled()
    words(ENGLISH)
    assert box.text.text() == ("No run of days yet: play today's deal "
                               "(Game → Today's Deal).")  # said once (T4-E7)
    box.show_daily(Daily(2, None, 2))
    assert box.text.text() == "Days in a row: 2. Today's deal is still to play."


def test_the_luck_sentence_says_how_lucky_in_words_and_numbers(qtbot, words) -> None:
    words(ENGLISH)
    page = LuckPage()
    qtbot.addWidget(page)
    lucky = LuckSeries(2, 80, 41, 36.2, ((80, 41, 36.2),))
    assert page.sentence_of(lucky) == ("You won 41 games where a card counter expected "
                                      "36.2: 13\u00a0% luckier than expected.")
    unlucky = LuckSeries(2, 20, 1, 2.0, ((20, 1, 2.0),))
    assert page.sentence_of(unlucky) == ("You won 1 game where a card counter expected "
                                        "2.0: 50\u00a0% unluckier than expected.")
    even = LuckSeries(2, 30, 2, 2.004, ((30, 2, 2.004),))
    assert page.sentence_of(even).endswith(": just as lucky as expected.")
    page.show_luck([LuckSeries(3, 1, 0, 0.3, ((1, 0, 0.3),)), lucky])
    assert page.choice.count() == 2 and page.current() is lucky
    assert page.chart.series is lucky


def test_an_earned_achievement_clicked_replays_its_game(qtbot, window) -> None:
    _old_history(1)
    history = window.history
    history.achievements.check(catch_up=True)
    qtbot.waitUntil(lambda: bool(_earned()), timeout=10_000)
    dialog = history.show_statistics()
    page = dialog.achievements_page
    qtbot.waitUntil(lambda: page.list.topLevelItemCount() > 0
                    and page.list.topLevelItem(0).data(0, 256) is not None, timeout=10_000)
    watched: list[GameRecord] = []
    dialog.watch_replay = watched.append
    first = page.list.topLevelItem(0)
    page.list.setCurrentItem(first)
    with qtbot.waitSignal(page.replayRequested):
        page.list.itemActivated.emit(first, 0)
        page.list.itemClicked.emit(first, 0)  # (a double click: one replay)
    assert [r.game_number for r in watched] == [100]
    assert first.text(2).endswith("game #100")  # its number, not its history row (T4-E4)
    last = page.list.topLevelItem(page.list.topLevelItemCount() - 1)
    assert last.data(0, 256) is None  # still to earn: nothing to replay


def test_results_per_name_count_blank_names_as_the_table_names_them(qtbot, window) -> None:
    """One game alone, one for two with default names and one for two put away: the
    History lists two ended games, and the names say one each (§7 of translations-2)."""
    now = datetime.now(UTC)
    with open_history(history_path()).history as history:
        for k, (humans, outcome, winner) in enumerate(
                [(("",), "win", 0), (("", ""), "win", 1), (("", ""), "abandoned", None)]):
            history.put(GameRecord(
                started_at=now - timedelta(minutes=10 - k), ended_at=now - timedelta(
                    minutes=9 - k), players=2, game_number=500 + k, face_down=1,
                gathering="shuffled", outcome=outcome, winner=winner,
                your_place=None if outcome == "abandoned" else 1, battles=40, war_steps=2,
                deepest_war=1, biggest_pile=6, lead_changes=1, seconds_played=60,
                humans=humans, game_key=f"{k + 7:032x}"))
    dialog = window.history.show_statistics()
    page = dialog.statistics_page
    qtbot.waitUntil(lambda: page.names_label.isVisible(), timeout=10_000)
    assert page.names_label.text().splitlines() == [
        "Results per name:", "You: 1 game, 1 won", "Player 1: 1 game, 0 won",
        "Player 2: 1 game, 1 won"]


def test_the_statistics_show_todays_run_the_names_and_the_luck(qtbot, window, words) -> None:
    words(ENGLISH)
    now = datetime.now(UTC)
    today = now.astimezone().date()
    with open_history(history_path()).history as history:
        for back in (2, 1, 0):  # today's deal three days running, today's won
            day = today - timedelta(days=back)
            history.put(GameRecord(
                started_at=now - timedelta(days=back, minutes=1),
                ended_at=now - timedelta(days=back), players=2,
                game_number=day.year * 10_000 + day.month * 100 + day.day, face_down=1,
                gathering="shuffled", outcome="win", winner=0, your_place=1, battles=412,
                war_steps=9, deepest_war=1, biggest_pile=6, lead_changes=1,
                seconds_played=60, start_chance=0.31, humans=("Ana", "Ben"),
                game_key=f"{back:032x}", calls_made=2, calls_right=1, calls_counter_right=2,
                calls_run=1))
    dialog = window.history.show_statistics()
    page = dialog.statistics_page
    qtbot.waitUntil(lambda: page.names_label.isVisible(), timeout=10_000)
    assert page.names_label.text().splitlines() == [
        "Results per name:", "Ana: 3 games, 3 won", "Ben: 3 games, 0 won"]
    assert page.calls_label.text() == ("Wars called: 6, 3 right (a card counter would have "
                                       "got 6 right).")
    text = page.daily.text.text()
    assert text.startswith("Days in a row: 3.")
    assert (f"Today: Krig {today.isoformat()}: won in 412 battles from a 31\u00a0% chance."
            in text)
    # (under one win expected: too few to say how lucky)
    # (3 games with the odds on: no percentage before LUCK_MIN_GAMES)
    assert dialog.luck_page.sentence.text().startswith(
        "You won 3 games where a card counter expected 0.9. Your luck shows here after 20")
    assert dialog.luck_page.sentence.text().endswith(" with the odds on; 3 so far.")


def test_a_game_recorded_is_added_to_the_fold_without_reading_the_history(
        qtbot, window, monkeypatch) -> None:
    history = window.history
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    reads: list[object] = []
    monkeypatch.setattr(achievement_check, "open_history_read_only",
                        lambda *a, **k: reads.append(a))
    notes: list[str] = []
    history.notify = notes.append
    c = window.controller
    drawn = [["AS", "9H", "9S"], ["3H", "KH", "2H", "KS", "3S", "4H", "2S"]]  # a draw
    c.replace_game(Game.from_hands(drawn, Rules(gathering="fixed")))
    with qtbot.waitSignal(history.recorder.recorded, timeout=10_000):
        c.finish_game()
    assert _medals(window) == ["stalemate"] and notes == [] and _earned() == ["stalemate"]
    assert reads == [] and not history.achievements.busy


def test_after_a_reset_an_achievement_can_be_earned_anew(qtbot, window, monkeypatch) -> None:
    history = window.history
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    notes: list[str] = []
    history.notify = notes.append
    c = window.controller
    drawn = [["AS", "9H", "9S"], ["3H", "KH", "2H", "KS", "3S", "4H", "2S"]]  # a draw

    def draw() -> None:
        c.replace_game(Game.from_hands(drawn, Rules(gathering="fixed")))
        with qtbot.waitSignal(history.recorder.recorded, timeout=10_000):
            c.finish_game()

    draw()
    dialog = history.show_statistics()
    monkeypatch.setattr(dialog, "confirm_reset", lambda: True)
    with qtbot.waitSignal(dialog.forgotten):
        dialog.ask_reset()
    qtbot.waitUntil(lambda: not history.achievements.busy, timeout=10_000)
    assert _earned() == [] and rows() == []
    draw()
    assert _earned() == ["stalemate"] and _medals(window) == ["stalemate"]


def test_todays_deal_played_to_its_end_offers_copy_result_on_its_panel(
        qtbot, window, words) -> None:
    """The line the statistics share, offered where the game ends (once its row is
    written); any other game's panel has no such button."""
    words(ENGLISH)
    c = window.controller
    panel = window.view.panel
    c.new_game(2, 18, Rules())  # not today's deal
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over and len(rows()) == 1, timeout=20_000)
    assert panel.isVisible() and panel.copy_result.isHidden()

    window.todays_deal.deal()
    c.finish_game()
    qtbot.waitUntil(lambda: not panel.copy_result.isHidden(), timeout=20_000)
    assert c.game.over and panel.isVisible()
    assert panel.copy_result.text() and panel.copy_result.toolTip()
    panel.copy_result.click()
    line = QGuiApplication.clipboard().text()
    battles = f"{c.game.battles} battle{'' if c.game.battles == 1 else 's'}"
    assert line.startswith(f"Krig {local_day().isoformat()}: ") and battles in line
    assert panel.copy_result.text() == "Copied"
    c.new_game(2, 19, Rules())  # the next game: no line of the last one to copy
    assert panel.copy_result.isHidden()
