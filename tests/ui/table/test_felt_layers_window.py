"""Issue 42 item 1, in real windows: at 800×600 and 1920×1080, with 2 and 4 players, in
English and Ukrainian, through every mode (play, a war waiting, Call the War, looking
back, a replay, game over with a note), the tagged layers (items with data(0)
"layer:<name>", widgets with the property `layer`) cover no deck that holds cards, no
battle card, no plate and no other layer, one tag per layer."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.ui.help import first_tip
from krig_desktop.ui.table.felt_layout import zones

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = [pytest.mark.qt_log_ignore(IGNORED), pytest.mark.slow]

RANKS = "23456789TJQ"


def tie_at_once(players: int) -> Game:
    """Every seat turns a king first (a war at once), then low cards, seat 0's ace
    taking the war."""
    suits = "SHDC"
    hands = []
    for seat in range(players):
        suit = suits[seat]
        rest = [f"{rank}{suit}" for rank in RANKS[seat * 2:seat * 2 + 6]]
        first = "AS" if seat == 0 else rest.pop()
        hands.append([f"K{suit}", rest[0], first, *rest[1:]])
    return Game.from_hands(hands)


def action(window, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def layers(window) -> Iterator[tuple[str, QRectF]]:
    """Every layer shown now, with its rectangle on the felt."""
    for item in window.scene.items():
        tag = item.data(0)
        if isinstance(tag, str) and tag.startswith("layer:") and item.isVisible():
            yield tag.removeprefix("layer:"), item.sceneBoundingRect().adjusted(2, 2, -2, -2)
    for child in window.view.viewport().findChildren(QWidget):
        name = child.property("layer")
        if name and child.isVisible():
            yield str(name), QRectF(child.geometry())


def check(window, moment: str) -> list[str]:
    scene = window.scene
    layout, model = scene.table_layout, scene.model
    assert layout is not None and model is not None
    mode = "over" if model.over else "play"
    cards, plates = zones(layout, mode, model.out, frozenset(pc.seat for pc in model.pile))
    shown = list(layers(window))
    names = [name for name, _ in shown]
    assert len(names) == len(set(names)), (moment, names)  # one tag per layer
    felt = layout.rect.adjusted(-1, -1, 1, 1)
    spare = [plates[seat] for seat in model.out] if model.over else []
    for name, rect in shown:
        assert felt.contains(rect), (moment, name, rect)
        for zone in [*cards, *plates]:
            if name == "gameOver" and any(zone is p for p in spare):
                continue  # (an out seat's plate: the panel's last resort)
            assert not rect.intersects(zone), (moment, name, rect, zone)
    for (a, ra), (b, rb) in itertools.combinations(shown, 2):
        assert not ra.intersects(rb), (moment, a, ra, b, rb)
    return names


@pytest.fixture(autouse=True)
def _language_reset(monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    yield
    i18n.reset_language()


@pytest.mark.parametrize("language", ["en", "uk"])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_layers_keep_apart_in_every_mode(qtbot, open_window, size, players, language):
    window = open_window("--players", str(players), "--game", "5", "--speed", "instant",
                         "--lang", language, size=size)
    window.later.finish()
    c = window.controller
    tip = first_tip.maybe_show_story_tip(window.view.viewport(), window.save_flow.settings)
    assert tip is not None
    window.view.add_layer(tip)  # (as the window's later parts do at a first start)
    seen: set[str] = set()
    seen.update(check(window, "the first frame"))
    tip.close()
    c.request_step()
    qtbot.waitUntil(lambda: not c.busy)
    seen.update(check(window, "play"))
    c.replace_game(tie_at_once(players))
    c.request_step()  # the flip, which ties: the war waits
    qtbot.waitUntil(lambda: not c.busy and bool(c.model.tied))
    seen.update(check(window, "a war waiting"))
    window.call_the_war.action.setChecked(True)
    window.call_the_war.call_seat(min(1, players - 1))
    seen.update(check(window, "called"))
    window.call_the_war.action.setChecked(False)
    for _ in range(6):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy)
    action(window, "actionLookBack").trigger()
    qtbot.waitUntil(lambda: c.looking_back is not None)
    seen.update(check(window, "looking back"))
    action(window, "actionEscape").trigger()
    qtbot.waitUntil(lambda: c.looking_back is None)
    c.set_autoplay(False)
    action(window, "actionWatchReplay").trigger()
    qtbot.waitUntil(lambda: c.replaying)
    c.set_autoplay(False)  # held still, at its first moment
    seen.update(check(window, "a replay"))
    action(window, "actionEscape").trigger()
    qtbot.waitUntil(lambda: not c.replaying)
    action(window, "actionFinish").trigger()
    qtbot.waitUntil(lambda: c.game.over and not c.busy, timeout=30_000)
    window.call_the_war.note.say("Achievements: First Win, War ×3, Three Beaten")
    seen.update(check(window, "game over"))
    assert {"result", "warPrompt", "callNote", "ribbon", "replayBar", "gameOver"} <= seen
    assert "gameOver" in dict(layers(window))  # it finds room, at 800×600 too
