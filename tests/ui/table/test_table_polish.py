"""Finish game in slices, loaded mid-war tables, the War! banner's place, screen readers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QTimer
from test_table import assert_view_matches_engine

from krig_desktop.app import create_main_window
from krig_desktop.engine import Game, Phase, Rules
from krig_desktop.speed import Speed
from krig_desktop.ui.table.seat_layout import card_zones

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

# Fixed gathering with two face-down cards: this deal is still going after millions of
# battles, far more than any one slice of Finish game plays.
ENDLESS = (4, 6, Rules(face_down=2, gathering="fixed"))


@pytest.fixture
def window(open_window, request):
    argv = getattr(request, "param", ["--game", "18", "--speed", "instant"])
    return open_window(*argv, size=(1000, 700))


def mid_war_game() -> Game:
    """Three seats, two face-down cards: 9-9 tie, then K-K tie again: a war is due."""
    return Game.from_hands([
        ["9S", "2C", "3C", "KS", "4C", "5C", "6C", "7C"],
        ["9H", "2D", "3D", "KD", "4D", "5D", "6D", "7D"],
        ["4H", "5H", "6H", "7H", "8H", "TH", "JH", "QH"],
    ], Rules(face_down=2))


# ------------------------------------------------------------------ finish game
def test_finish_on_an_endless_game_plays_in_slices_and_pause_stops_it(qtbot, window):
    c = window.controller
    c.replace_game(Game.new(*ENDLESS))
    # The game left was never played, so nothing is put away, and no news of it can come
    # (from the writer thread) after Pause and stay in the status bar.
    assert window.put_away.offered is None
    c.finish_chunk = 300  # small slices keep the test quick
    messages: list[str] = []
    c.finishProgress.connect(messages.append)
    c.finish_game()
    assert c.finishing and c.busy and not c.game.over
    assert c.game.battles == 300  # only the first slice ran before returning
    assert messages == ["Finishing… battle 301"]  # the battle on the table
    assert window.statusBar().currentMessage() == "Finishing… battle 301"
    qtbot.waitUntil(lambda: c.game.battles > 3000, timeout=20_000)  # slices go on by timer
    c.request_step()  # a click meanwhile is ignored, not queued
    window.game_actions.pause.trigger()
    assert not c.finishing and not c.game.over and not window.view.panel.isVisible()
    battles = c.game.battles
    qtbot.wait(120)
    assert c.game.battles == battles  # stopped for good
    assert messages[-1] == "" and window.statusBar().currentMessage() == ""
    assert "Battle" in window.status_label.text()
    assert_view_matches_engine(window)
    c.request_step()  # one can play on by hand from there
    assert c.game.battles >= battles and not c.finishing


def test_progress_numbers_use_the_locale(window):
    text = window.controller.progress_text(1234567)
    assert text.startswith("Finishing") and "1,234,567" in text


def test_an_ordinary_game_still_finishes_at_once_with_one_redraw(qtbot, window, monkeypatch):
    c = window.controller
    syncs: list[object] = []
    real_sync = window.scene.sync
    monkeypatch.setattr(window.scene, "sync", lambda model: (syncs.append(model),
                                                             real_sync(model)))
    with qtbot.waitSignal(c.gameOver, timeout=5000):
        c.finish_game()
    assert c.game.over and not c.finishing and len(syncs) == 1
    assert_view_matches_engine(window)


def test_instant_autoplay_leaves_the_event_loop_free(qtbot, window):
    """Pause, posted through the event loop while instant autoplay runs, is obeyed."""
    c = window.controller
    c.replace_game(Game.new(*ENDLESS))
    QTimer.singleShot(40, window.game_actions.pause.trigger)
    c.set_autoplay(True)
    qtbot.waitUntil(lambda: not c.autoplay, timeout=10_000)
    battles = c.game.battles
    qtbot.wait(60)
    assert c.game.battles == battles > 0 and not c.game.over


# ------------------------------------------------------------------ loaded mid-war
def test_a_loaded_mid_war_table_looks_as_if_laid_there(window):
    c, scene = window.controller, window.scene
    c.replace_game(mid_war_game())
    c.request_step()  # 9-9: war
    c.request_step()  # K-K: war again
    assert c.game.phase == Phase.WAR and len(c.game.table) == 12
    live = {s.card: (s.pos(), s.face_up, s.zValue()) for s in scene.visible_sprites()}
    loaded = Game.from_dict(c.game.to_dict())
    c.replace_game(loaded)
    assert c.game.table_seats == [0, 1, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2]
    again = {s.card: (s.pos(), s.face_up, s.zValue()) for s in scene.visible_sprites()}
    assert again == live
    layout = scene.table_layout
    ups = []
    for card, seat in zip(c.game.table, c.game.table_seats, strict=True):
        sprite = scene.sprite(card)
        geo = layout.seats[seat]
        reach = QRectF(geo.slot.x() - 1, geo.slot.y() - 1,
                       geo.fan.x() * geo.fan_max + 2, geo.fan.y() * geo.fan_max + 2)
        assert reach.contains(sprite.pos()), (card, seat, sprite.pos(), reach)
        if sprite.face_up:
            ups.append(str(card))
    assert ups == ["9S", "9H", "4H", "KS", "KD", "7H"]
    assert {s.card for s in scene.visible_sprites()} == set(c.game.table)


def test_a_loaded_table_after_a_seat_ran_short_keeps_each_card_with_its_seat(window):
    c = window.controller
    c.replace_game(Game.from_hands([["KS", "2S", "3S", "4S", "5S"], ["KH", "5H"],
                                    ["KC", "6C", "7C", "8C", "9C"]], Rules(face_down=2)))
    c.game.step()
    c.game.step()  # seat 1 runs short: its 5H goes on the pile face down
    c.replace_game(Game.from_dict(c.game.to_dict()))
    pile = c.model.pile
    assert [(pc.seat, str(pc.card), pc.face_up) for pc in pile] == [
        (0, "KS", True), (1, "KH", True), (2, "KC", True),
        (0, "2S", False), (0, "3S", False), (0, "4S", True),
        (1, "5H", False),
        (2, "6C", False), (2, "7C", False), (2, "8C", True)]


# ------------------------------------------------------------------ the War! banner
def double_war_hands(players: int, face_down: int = 2) -> list[list[str]]:
    """Every seat turns a 9 (war), then a K after its face-down cards (war again)."""
    hands = []
    for seat in range(players):
        suit = "SHDC"[seat]
        others = [r + suit for r in "2345678TJQA"]
        hand = ["9" + suit, *others[:face_down], "K" + suit,
                *others[face_down:2 * face_down], others[2 * face_down + seat]]
        hands.append(hand + [c for c in others if c not in hand])
    return hands


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(800, 600), (1100, 760), (1600, 700)])
def test_the_war_banner_hides_no_card(qtbot, players, size):
    win = create_main_window(["--speed", "fast"])
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    try:
        c, scene = win.controller, win.scene
        c.replace_game(Game.from_hands(double_war_hands(players), Rules(face_down=2)))
        seen: list[tuple[str, float, bool, list[object], bool]] = []

        def look() -> None:  # the moment it has grown: it is up for only ~0.4 s
            if not (scene.banner.isVisible() and scene.banner.opacity() == 1.0):
                return
            box = scene.banner.sceneBoundingRect()
            covered = [s.card for s in scene.visible_sprites()
                       if s.sceneBoundingRect().intersects(box)]
            # nor where any card may still come: decks, slots and their longest fans
            zones = any(box.intersects(z) for z in card_zones(scene.table_layout))
            seen.append((scene.banner.text(), scene.banner.scale(),
                         scene.sceneRect().contains(box), covered, zones))

        scene.banner.opacityChanged.connect(look)
        for text in ("War!", "War ×2"):  # a second war: at Normal pace, framed
            with qtbot.waitSignal(scene.banner.opacityChanged, timeout=5000,
                                  check_params_cb=lambda *_: scene.banner.opacity() == 1.0):
                c.request_step()
            assert seen[-1][0].startswith(text) and seen[-1][1:] == (1.0, True, [], False)
            qtbot.waitUntil(lambda: not c.busy, timeout=5000)
        assert c.game.phase == Phase.WAR and len(c.game.table) == players * 4
    finally:
        win.close()


# ------------------------------------------------------------------ screen readers
def test_the_table_speaks_to_screen_readers(window):
    c, scene, view = window.controller, window.scene, window.view
    assert view.accessibleName() == "Card table"
    c.replace_game(mid_war_game())
    assert view.accessibleDescription() == (
        "Battle 1. You: 8 cards. CPU 1: 8 cards. CPU 2: 8 cards.")
    assert scene.deck_item(0).toolTip() == "Your deck: 8 cards — click to play"
    assert scene.deck_item(2).toolTip() == "CPU 2's deck: 8 cards"
    c.request_step()
    # The result line first (as announced: a reader that speaks no announcements hears
    # it on focus), then the table.
    assert view.accessibleDescription() == (
        "War! Click your deck to lay the war cards — 3 cards at stake. Everyone in the "
        "battle lays war cards, not only the players who tied. "
        "Battle 1. You: Nine of spades. CPU 1: Nine of hearts. CPU 2: Four of hearts.")
    assert scene.deck_item(0).toolTip() == "Your deck: 7 cards — click to play"
    c.request_step()
    assert view.accessibleDescription().startswith("War ×2! Click your deck")
    assert ("Battle 1. You: King of spades. CPU 1: King of diamonds. CPU 2: Seven of "
            "hearts.") in view.accessibleDescription()
    tips = {str(s.card): s.toolTip() for s in scene.visible_sprites()}
    assert tips["KS"] == "King of spades" and tips["7H"] == "Seven of hearts"
    assert tips["2C"] == "Face-down card"  # a hidden card's name is not given away
    tied = [str(s.card) for s in scene.visible_sprites() if s.highlighted]
    assert sorted(tied) == ["KD", "KS"]  # the tie stays marked while the war is due
    c.request_step()  # seat 2's jack takes the pile
    assert view.accessibleDescription() == (
        scene.result_line() + " Battle 2. You: 1 card. CPU 1: 1 card. CPU 2: 22 cards.")
    assert "CPU 2's J" in scene.result_line()


def test_a_won_pile_and_a_lost_seat_are_told(window):
    c, view = window.controller, window.view
    c.set_speed(Speed.FAST)
    c.replace_game(Game.from_hands([["2S"], ["5H", "6H"], ["7C", "8C"]]))
    c.finish_game()
    assert c.game.over
    assert view.accessibleDescription().startswith("Game over. CPU 2 wins the game after "
                                                   "2 battles. Battle 2.")
    assert "You: out." in view.accessibleDescription()
    assert window.scene.deck_item(0).toolTip() == "You: out of the game"
