"""Issue 20, point 3: the story travels with the game. A replay (stopped with Esc or
played to its end) gives the game back with its whole chance history, the meter and,
at game over, the luck line as they were; a game saved and read back (quit and resume,
or a save loaded) keeps its chance history, so its game-over panel still says how likely
the result was.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from krig_desktop.engine import Game, Rules
from krig_desktop.model.luck import luck_of
from krig_desktop.storage.save_format import read_save
from krig_desktop.storage.story_format import ChanceMark, SavedChances, decode_chances
from krig_desktop.ui.odds.odds_meter import OddsMeter

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = [pytest.mark.qt_log_ignore(IGNORED),
              pytest.mark.usefixtures("small_odds_target")]


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.odds.feed.refining, timeout=30_000)


def play(qtbot, window, battles: int) -> None:
    """Play `battles` battles one by one, each moment worked out before the next."""
    c = window.controller
    settle(qtbot, window)
    while c.game.battles < battles and not c.game.over:
        c.request_step()
        settle(qtbot, window)


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def luck_label(window) -> QLabel:
    panel = window.findChild(QLabel, "gameOverLuck")
    assert panel is not None
    return panel


def story_of(window):
    feed = window.odds.feed
    meter = window.findChild(OddsMeter, "oddsMeter")
    return feed.history, meter.odds(), window.odds.chart.odds().history


def finish(qtbot, window) -> str:
    c = window.controller
    c.finish_game()
    qtbot.waitUntil(lambda: c.game.over, timeout=30_000)
    settle(qtbot, window)
    return luck_label(window).text()


@pytest.mark.slow
@pytest.mark.parametrize("stop", ["esc", "end"])
def test_a_replay_gives_the_game_back_with_its_whole_story(qtbot, open_window, stop):
    """Watch Replay, then Esc (or the replay to its end): the chance history, the meter
    and the chance chart are as they were, and game over words the same luck line as
    the same game never replayed (before: one dot, no luck line, a swing made from the
    battles that survived)."""
    window = open_window("--game", "771066", "--players", "4", "--speed", "instant")
    twin = open_window("--game", "771066", "--players", "4", "--speed", "instant")
    for each in (window, twin):
        play(qtbot, each, 12)
    c = window.controller
    real = c.game
    before = story_of(window)
    history = before[0]
    assert [p.battle for p in history] == list(range(13))
    kept = c.saved_chances()  # what a save (and the resume file) carries
    assert [mark.battle for mark in kept.marks] == list(range(13))
    action(window, "actionWatchReplay").trigger()
    assert c.replaying and c.game is not real
    assert c.saved_chances() == kept  # the real game's, while the replay plays
    if stop == "esc":
        action(window, "actionEscape").trigger()
    qtbot.waitUntil(lambda: not c.replaying, timeout=30_000)
    assert c.game is real
    assert story_of(window) == before  # the history, the meter and the chart
    settle(qtbot, window)
    assert story_of(window) == before
    line, alone = finish(qtbot, window), finish(qtbot, twin)
    assert window.odds.feed.history == twin.odds.feed.history
    assert line == alone and luck_label(window).isVisible()
    luck = luck_of(window.odds.feed.history, c.game.outcome, c.game.winner)
    assert luck.start == history[0].chance
    assert line.splitlines()[0].endswith(
        f"your chance to win was {window.odds.texts.percent(luck.start)}.")


def test_a_replay_of_a_game_shown_at_its_end_gives_it_the_story_the_replay_saw(
        qtbot, open_window):
    """A game put on the table at its end (as Watch Replay from the history does) has
    no past chances; its replay plays the same moments, so what the replay worked out
    stays with the game: at its end the luck line says your chance at the deal."""
    window = open_window("--game", "3", "--speed", "instant")
    c = window.controller
    game = Game.new(2, 28)
    game.play_to_end()
    c.replace_game(game)
    settle(qtbot, window)
    assert not luck_label(window).text().startswith("You")  # no deal seen: no chance to tell
    c.watch_replay()
    qtbot.waitUntil(lambda: not c.replaying, timeout=30_000)
    settle(qtbot, window)
    assert c.game is game and window.odds.feed.history[0].battle == 0
    assert luck_label(window).text().startswith(("You won a deal", "You lost a deal"))


def test_quit_and_resume_keeps_the_chance_history_for_the_luck_line(qtbot, open_window):
    """Quit mid-game, start again: the game resumed has its chance history (the chart
    draws it, the history's row gets your chance at the deal), and at game over the
    panel says how likely the result was (before: no luck line, a dash in the history)."""
    window = open_window("--game", "9", "--speed", "instant")
    play(qtbot, window, 6)
    before = window.odds.feed.history
    assert [p.battle for p in before] == list(range(7))
    window.close()  # File → Quit: the game is kept in resume.krig

    resumed = open_window("--speed", "instant")
    c = resumed.controller
    assert (c.game.seed, c.game.battles) == (9, 6)  # the game resumed
    settle(qtbot, resumed)
    history = resumed.odds.feed.history
    assert [p.battle for p in history] == list(range(7))
    for read, kept in zip(history[:-1], before[:-1], strict=True):  # the present: anew
        assert (read.battle, read.war, read.stderr is None) == (
            kept.battle, kept.war, kept.stderr is None)
        assert abs(read.chance - kept.chance) <= 0.00005
    assert resumed.odds.chart.odds().history == history
    assert resumed.odds.feed.deal_chance(c.game) == history[0].chance  # the history's row
    line = finish(qtbot, resumed)
    assert line.splitlines()[0].endswith(
        f"your chance to win was {resumed.odds.texts.percent(history[0].chance)}.")


def test_a_game_read_back_from_a_save_keeps_its_chances(qtbot, open_window, tmp_path):
    """Save, then load the save in another window: its chances come with it, as the
    save carries them (thinned, checked), and nothing else's."""
    window = open_window("--game", "9", "--speed", "instant")
    play(qtbot, window, 4)
    c = window.controller
    path = tmp_path / "nine.krig"
    c.save_to(path)
    data = json.loads(path.read_text())
    assert decode_chances(data["chances"], 4) == SavedChances(tuple(
        ChanceMark(p.battle, round(p.chance, 4), p.war,
                   None if p.stderr is None else round(p.stderr, 4))
        for p in window.odds.feed.history))
    other = open_window("--game", "1", "--speed", "instant")
    other.controller.load(read_save(path))
    settle(qtbot, other)
    assert [p.battle for p in other.odds.feed.history] == list(range(5))
    other.controller.new_game(2, 3, Rules())  # another game: a history of its own
    assert other.odds.feed.history in ((), other.odds.feed.history[:1])
    assert all(p.battle == 0 for p in other.odds.feed.history)
