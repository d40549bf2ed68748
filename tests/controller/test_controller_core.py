"""The controller on its own, driving a fake table: no window, no scene, no animation.

The fake records what it is asked (sync, play, abort) and says "all animations done"
only when a test lets it, so every moment of the pacing can be looked at: what is
published when, what is queued, what autoplay and Finish game do, and how an error
leaves things.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

from krig_desktop.controller import Controller
from krig_desktop.engine import Game, Gathered, Laid, Phase, Rules
from krig_desktop.model import TableModel
from krig_desktop.model.build import table_model
from krig_desktop.options import GameSetup
from krig_desktop.speed import Speed
from krig_desktop.storage.save_format import read_save

# Fixed gathering with two face-down cards: this deal is still going after millions of
# battles, far more than any one slice of Finish game plays.
ENDLESS = (4, 6, Rules(face_down=2, gathering="fixed"))


class FakeTable(QObject):
    """A Table that moves nothing: `play` stays "busy" until `arrive()`."""

    animationsDone = Signal()
    deckClicked = Signal(int)
    still = False  # never in a step's pause

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[tuple] = []
        self.shown: TableModel | None = None
        self._moving: TableModel | None = None
        self.fail_on_play: Exception | None = None

    @property
    def busy(self) -> bool:
        return self._moving is not None

    def sync(self, model: TableModel) -> None:
        self.calls.append(("sync", model))
        self._moving = None
        self.shown = model

    def play(self, events, speed: Speed, final: TableModel) -> None:
        assert speed is not Speed.INSTANT
        if self.fail_on_play is not None:
            raise self.fail_on_play
        self.calls.append(("play", list(events), speed, final))
        self._moving = final

    def abort(self) -> None:
        self.calls.append(("abort",))
        self._moving = None

    def arrive(self) -> None:
        """The running animation ends where it was told to."""
        assert self._moving is not None, "nothing is moving"
        self.shown, self._moving = self._moving, None
        self.animationsDone.emit()

    def plays(self) -> list[tuple]:
        return [call for call in self.calls if call[0] == "play"]


@pytest.fixture
def table(qapp) -> FakeTable:
    return FakeTable()


def make(table: FakeTable, game: int = 18, speed: Speed = Speed.NORMAL, players: int = 2,
         rules: Rules = Rules()) -> tuple[Controller, list[TableModel]]:  # noqa: B008
    controller = Controller(table, GameSetup(players, game, speed, rules))
    published: list[TableModel] = []
    controller.modelChanged.connect(published.append)
    return controller, published


def test_the_first_deal_is_synced_and_is_the_model(table):
    c, _ = make(table, game=4242, players=3)
    assert table.calls == [("sync", c.model)]
    assert c.model == table_model(Game.new(3, 4242)) and c.model.game_number == 4242
    assert not c.busy


def test_the_model_is_published_only_when_the_table_has_arrived(table):
    c, published = make(table)  # game 18 opens with a tie
    start = c.model
    c.request_step()
    (_, events, speed, final), = table.plays()
    assert speed is Speed.NORMAL and all(isinstance(ev, Laid) for ev in events[:2])
    assert c.busy and published == [] and c.model is start  # cards still moving
    assert c.game.phase is Phase.WAR  # the engine has moved on already
    table.arrive()
    assert published == [final] and c.model is final and not c.busy
    assert final.phase is Phase.WAR and final.tied == (0, 1) and final.at_stake == 2


def test_the_gathering_follows_by_itself_and_is_published_in_its_turn(table, qtbot):
    c, published = make(table, game=3)  # game 3's first flip is decided at once
    finished: list[int] = []
    c.stepFinished.connect(lambda: finished.append(len(published)))
    c.request_step()
    table.arrive()  # the flip and the winner shown; the sweep starts by itself
    assert len(table.plays()) == 2 and published[0].taker is not None
    assert finished == []
    _, events, _, final = table.plays()[1]
    assert any(isinstance(ev, Gathered) for ev in events)
    table.arrive()
    assert published == [published[0], final] and final.battles == 1 and final.pile == ()
    assert finished == [2]  # once, after the gathering was published


def test_one_click_is_kept_while_cards_move_the_rest_are_dropped(table):
    c, published = make(table)
    c.request_step()
    for _ in range(5):
        c.request_step()
    table.deckClicked.emit(1)  # a deck click is a request too
    assert len(table.plays()) == 1
    table.arrive()  # the tie is shown; the queued request plays the war step
    assert len(table.plays()) == 2
    table.arrive()  # the war step decided it: the gathering follows by itself
    table.arrive()
    assert len(table.plays()) == 3 and not c.busy
    assert c.game.battles == 1 and c.game.war_steps == 1 and len(published) == 3


def test_a_deck_click_plays_a_step(table):
    make(table)
    table.deckClicked.emit(0)
    assert len(table.plays()) == 1


def test_autoplay_waits_for_the_table_then_the_gap(table, qtbot):
    c, _ = make(table, game=3, speed=Speed.FAST)
    changes: list[bool] = []
    c.autoplayChanged.connect(changes.append)
    c.set_autoplay(True)
    assert changes == [True] and len(table.plays()) == 1
    table.arrive()
    table.arrive()  # flip and gathering: the first battle is over
    assert len(table.plays()) == 2 and not c.busy  # nothing yet: the gap runs first
    qtbot.waitUntil(lambda: len(table.plays()) == 3, timeout=5000)
    c.set_autoplay(False)  # the step that moves finishes; nothing follows it
    assert changes == [True, False]
    while c.busy:
        table.arrive()
    plays = len(table.plays())
    qtbot.wait(3 * Speed.FAST.autoplay_gap_ms)
    assert len(table.plays()) == plays


def test_instant_speed_never_animates_and_includes_the_gathering(table):
    c, published = make(table, speed=Speed.INSTANT)
    c.request_step()  # the tie
    c.request_step()  # the war step, and its gathering
    assert table.plays() == [] and not c.busy
    assert [m.phase for m in published] == [Phase.WAR, Phase.FLIP]
    assert published[-1] == table_model(c.game) and c.game.battles == 1
    assert table.shown is published[-1]


def test_autoplay_at_instant_speed_plays_to_the_end(table, qtbot):
    c, published = make(table, game=3, speed=Speed.INSTANT)
    ended: list[TableModel] = []
    c.gameOver.connect(ended.append)
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: bool(ended), timeout=60_000)
    assert c.game.over and ended == [published[-1]] and ended[0].over
    assert not c.autoplay and not c.busy


def test_finish_plays_an_ordinary_game_at_once_with_one_sync(table, qtbot):
    c, published = make(table, game=11, players=3)
    c.request_step()  # cards are moving when Finish is chosen
    table.calls.clear()
    with qtbot.waitSignal(c.gameOver, timeout=5000) as over:
        c.finish_game()
    assert c.game.over and not c.finishing and not c.busy
    syncs = [call for call in table.calls if call[0] == "sync"]
    assert table.calls[0] == ("abort",) and len(syncs) == 1
    assert published == [syncs[0][1]] == [over.args[0]] and over.args[0].set_aside_shown


def test_finish_in_slices_reports_progress_and_pause_stops_it(table, qtbot):
    c, published = make(table, speed=Speed.INSTANT)
    c.replace_game(Game.new(*ENDLESS))
    published.clear()
    c.finish_chunk = 300
    progress: list[str] = []
    c.finishProgress.connect(progress.append)
    c.finish_game()
    assert c.finishing and c.busy and c.game.battles == 300
    assert progress == ["Finishing… battle 301"] and published == []
    qtbot.waitUntil(lambda: c.game.battles > 1500, timeout=20_000)
    c.request_step()  # ignored while finishing, not queued
    assert published == []  # the table is not redrawn between slices
    c.set_autoplay(False)  # Pause
    battles = c.game.battles
    assert not c.finishing and progress[-1] == ""
    # The history had not caught up when the model was built, so it went without the
    # last battle's record (reading it then would replay the game); the rest is now's.
    now = table_model(c.game)
    assert published == [now._replace(last_battle=None)] and table.shown == published[0]
    qtbot.wait(60)
    assert c.game.battles == battles and not c.game.over


def test_a_new_game_during_finish_drops_it(table, qtbot):
    c, _ = make(table)
    c.replace_game(Game.new(*ENDLESS))
    c.finish_chunk = 200
    c.finish_game()
    assert c.finishing
    c.new_game(2, 5, Rules())
    assert not c.finishing and c.game.battles == 0
    qtbot.wait(50)
    assert c.game.battles == 0


def test_an_error_in_a_step_stops_play_and_shows_the_game(table, monkeypatch, qtbot):
    c, published = make(table, game=3, speed=Speed.INSTANT)
    errors: list[str] = []
    c.errorOccurred.connect(errors.append)
    real = Game.step

    def step(self):
        if self.battles >= 2:
            raise RuntimeError("the engine broke")
        return real(self)

    monkeypatch.setattr(Game, "step", step)
    with qtbot.waitSignal(c.errorOccurred, timeout=10_000):
        c.set_autoplay(True)
    qtbot.wait(20)  # nothing plays on by itself
    assert len(errors) == 1 and "RuntimeError: the engine broke" in errors[0]
    assert "battle 3" in errors[0]  # the battle on the table: 2 played, the 3rd's turn
    assert not c.autoplay and not c.busy
    assert table.calls[-1] == ("sync", published[-1]) == ("sync", table_model(c.game))


def test_an_error_after_the_animation_is_caught(table, monkeypatch):
    """The gathering is played from the table's animationsDone, not from a click."""
    c, published = make(table, game=3)
    errors: list[str] = []
    c.errorOccurred.connect(errors.append)
    real = Game.step

    def step(self):
        if self.phase is Phase.GATHER:
            raise MemoryError
        return real(self)

    monkeypatch.setattr(Game, "step", step)
    c.request_step()
    table.arrive()
    assert len(errors) == 1 and "memory" in errors[0]
    assert not c.busy and c.game.phase is Phase.GATHER
    assert published[-1] == table_model(c.game) and table.shown == published[-1]


def test_an_error_in_the_table_is_caught(table):
    c, published = make(table)
    errors: list[str] = []
    c.errorOccurred.connect(errors.append)
    table.fail_on_play = RuntimeError("the table broke")
    c.request_step()
    assert len(errors) == 1 and "the table broke" in errors[0]
    assert table.shown == published[-1] == table_model(c.game) and not c.busy


def test_an_error_in_a_later_finish_slice_clears_the_progress(table, monkeypatch, qtbot):
    c, _ = make(table, speed=Speed.INSTANT)
    real = Game.play_to_end
    calls: list[int | None] = []

    def play_to_end(self, max_battles=None):
        calls.append(max_battles)
        if len(calls) == 1:
            return real(self, max_battles=5)
        raise MemoryError

    monkeypatch.setattr(Game, "play_to_end", play_to_end)
    progress: list[str] = []
    errors: list[str] = []
    c.finishProgress.connect(progress.append)
    c.errorOccurred.connect(errors.append)
    with qtbot.waitSignal(c.errorOccurred, timeout=10_000):
        c.finish_game()
        assert progress == ["Finishing… battle 6"]  # the first slice (5) ran at once
    assert progress[-1] == "" and len(errors) == 1 and "memory" in errors[0]
    assert not c.finishing and not c.busy and c.game.battles == 5


def test_speed_changes_are_told_once(table):
    c, _ = make(table)
    told: list[Speed] = []
    c.speedChanged.connect(told.append)
    c.set_speed(Speed.SLOW)
    c.set_speed(Speed.SLOW)
    assert told == [Speed.SLOW] and c.speed is Speed.SLOW
    c.request_step()
    assert table.plays()[0][2] is Speed.SLOW


def test_restart_replays_any_game_from_its_start(table):
    c, _ = make(table, speed=Speed.INSTANT)
    hands = [["AS", "KS", "3D"], ["2H", "3H", "4C"]]
    c.replace_game(Game.from_hands(hands))  # no game number: restarts from its hands
    c.request_step()
    c.restart()
    assert c.game == Game.from_hands(hands)


def test_a_game_that_is_over_is_announced_when_shown(table):
    c, _ = make(table)
    order: list[str] = []
    c.gameStarted.connect(lambda: order.append("started"))
    c.gameOver.connect(lambda model: order.append(f"over {model.outcome}"))
    c.modelChanged.connect(lambda model: order.append("model"))
    game = Game.from_hands([["5S"], ["5H"]])
    game.play_to_end()
    c.replace_game(game)
    assert order == ["model", "started", "over draw"]


def test_save_and_load_are_controller_commands(table, tmp_path: Path):
    c, published = make(table, game=12, speed=Speed.INSTANT)
    for _ in range(6):
        c.request_step()
    kept = tmp_path / "kept.krig"
    c.save_to(kept)
    path = tmp_path / "game.krig"
    c.save_to(path)
    loaded = read_save(path)
    c.new_game(2, 5, Rules())
    c.load(loaded)
    assert c.game == loaded.game and published[-1] == table_model(loaded.game)
    assert read_save(kept).game == loaded.game

