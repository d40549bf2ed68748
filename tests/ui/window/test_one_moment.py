"""The status bar, the seat labels and the screen-reader description tell one moment.

Sampled at every frame the table draws (each `QGraphicsScene.changed`) while a battle's
flip, its war and the sweep of the pile play at normal speed: at each frame the three
must be exactly what one published model says, the same model for all three. A status
bar that read the live game, or labels that moved ahead of the description, match no
single model and fail.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from krig_desktop.engine import Event, Game, Gathered, Rules, Tie, Won
from krig_desktop.model import TableModel

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

# 9-9 ties; the war lays 2S/3H face down, then KS beats 5H; the pile goes to seat 0.
HANDS = [["9S", "2S", "KS", "4S", "6S"], ["9H", "3H", "5H", "7H", "8H"]]


@dataclass(frozen=True)
class Sample:
    play: int  # which animation was running (0: none)
    status: str
    labels: tuple[tuple[str, str], ...]
    description: str


def shown(window, play: int) -> Sample:
    scene = window.scene
    return Sample(play, window.status_label.text(),
                  tuple(scene.seat_label(seat).text() for seat in range(len(scene.seats))),
                  window.view.accessibleDescription())


def told(window, model: TableModel) -> tuple[str, tuple[tuple[str, str], ...], str]:
    """What the three say for `model`, built the way each renders it."""
    texts = window.scene.texts
    labels = tuple((texts.seat_name(seat), texts.seat_detail(model, seat))
                   for seat in range(model.players))
    return (window.status_text(model), labels,
            texts.description(model, texts.result_line(model)))


def test_status_bar_labels_and_description_agree_at_every_frame(qtbot, open_window,
                                                                monkeypatch):
    window = open_window("--game", "5", "--speed", "normal")
    c, scene = window.controller, window.scene
    c.replace_game(Game.from_hands(HANDS, Rules(face_down=1)))
    models = [c.model]
    c.modelChanged.connect(models.append)

    plays: list[list[Event]] = []
    real_play = scene.play

    def play(events, speed, final):
        plays.append(list(events))
        real_play(events, speed, final)

    monkeypatch.setattr(scene, "play", play)
    samples: list[Sample] = []
    scene.changed.connect(
        lambda _: samples.append(shown(window, len(plays) if scene.busy else 0)))

    c.request_step()  # the flip: 9 against 9, War!
    qtbot.waitUntil(lambda: not c.busy, timeout=30_000)
    c.request_step()  # the war: KS takes it, then the sweep follows by itself
    qtbot.waitUntil(lambda: not c.busy and len(plays) == 3, timeout=30_000)
    samples.append(shown(window, 0))

    assert [type(ev) for ev in plays[0] if isinstance(ev, Tie | Won | Gathered)] == [Tie]
    assert [type(ev) for ev in plays[1] if isinstance(ev, Tie | Won | Gathered)] == [Won]
    assert [type(ev) for ev in plays[2] if isinstance(ev, Tie | Won | Gathered)] == [
        Gathered]
    during = {s.play for s in samples if s.play}
    assert during == {1, 2, 3}  # frames sampled inside the flip, the war and the sweep

    moments = {told(window, m): i for i, m in enumerate(models)}
    assert len(moments) == 4  # the deal, after the flip, after the war, after the sweep
    seen = []
    for sample in samples:
        key = (sample.status, sample.labels, sample.description)
        assert key in moments, sample  # all three from one model, none mixed
        seen.append(moments[key])
    assert seen == sorted(seen)  # never back to an older moment
    assert seen[-1] == len(models) - 1
    # While cards move, the texts still tell the moment before the animation.
    for sample, index in zip(samples, seen, strict=True):
        if sample.play:
            assert index == sample.play - 1
    assert "You: 8 cards" in samples[-1].status and samples[-1].labels[0][1] == "8 cards"
