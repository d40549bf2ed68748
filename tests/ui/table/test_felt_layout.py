"""Issue 42 item 1: one layout for everything drawn over the felt, walked without a
window over the whole matrix: every window size from 800×600 to 3840×2160 (the log dock
closed, and open from 1280×800 up), at scale 1 and 2 (the logical size halves), 2, 3
and 4 players, every mode, and the layers' sizes measured on the real items and
widgets in each of the four languages (once per language, kept in this module). No
layer covers a deck that holds cards, a battle card, a plate or another layer; at game
over the panel may lie over the out seats' empty decks and slots, never over the
winner's deck or a plate."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import date

import pytest
import shiboken6
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtWidgets import QWidget

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.model.build import table_model
from krig_desktop.model.daily import TodaysResult
from krig_desktop.ui.help.first_tip import StoryTip
from krig_desktop.ui.table.felt_layout import MODES, PRIORITY, plan_felt, zones
from krig_desktop.ui.table.felt_note import FeltNote
from krig_desktop.ui.table.game_over_panel import GameOverPanel
from krig_desktop.ui.table.replay_bar import ReplayBar
from krig_desktop.ui.table.seat_layout import compute_layout
from krig_desktop.ui.table.table_scene import TableScene
from krig_desktop.ui.table.today_card import TodayCard

LANGUAGES = ("en", "uk", "fil", "nb")
CHROME = 110  # the menu bar, the toolbar and the status bar take this much height
DOCK = 380  # the battle log dock's width, when it is open
SCREENS = ((800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440),
           (3840, 2160))
# Which layers each mode shows at once (the most crowded moment of each).
SHOWN: dict[str, tuple[str, ...]] = {
    "play": ("hint", "result", "callNote", "tip", "todayCard"),
    "war": ("warPrompt", "banner", "hint", "callNote", "tip"),
    "call": ("warPrompt", "callNote"),
    "lookBack": ("ribbon", "result", "callNote"),
    "replay": ("ribbon", "replayBar", "result", "banner"),
    "over": ("gameOver", "callNote", "ribbon"),
}


def felts() -> list[tuple[int, int]]:
    """The felt's logical size for every screen, scale and dock."""
    sizes = set()
    for (w, h), scale in itertools.product(SCREENS, (1, 2)):
        lw, lh = w // scale, h // scale
        if lw < 800 or lh < 600:
            continue
        sizes.add((lw, lh - CHROME))
        if lw >= 1280:
            sizes.add((lw - DOCK, lh - CHROME))
    return sorted(sizes)


FELTS = felts()


class Measured:
    """The real layers in one language, measured for each table (kept per card width
    and felt size: measuring is the dear part)."""

    def __init__(self, language: str) -> None:
        i18n.apply_language(language)
        self.scene = TableScene()
        self.parent = QWidget()
        self.sizes: dict[tuple[object, ...], list[tuple[float, float]]] = {}
        self.words: dict[int, dict[str, str]] = {}
        self.over: dict[int, Game] = {}

    def close(self) -> None:
        self.parent.deleteLater()
        shiboken6.delete(self.scene)

    def _words(self, players: int) -> dict[str, str]:
        """The longest result line and war prompt of a game's first battles."""
        if players not in self.words:
            texts = self.scene.texts
            game = Game.new(players, 7)
            result, prompt = "", ""
            for _ in range(120):
                if game.over:
                    break
                game.step()
                model = table_model(game)
                line = texts.names_kept_whole(texts.result_line(model), players)
                if model.tied:
                    prompt = max(prompt, line, key=len)
                else:
                    result = max(result, line, key=len)
            self.words[players] = {"result": result, "warPrompt": prompt}
        return self.words[players]

    def _game_over(self, players: int) -> Game:
        if players not in self.over:
            game = Game.new(players, 7)
            game.play_to_end()
            self.over[players] = game
        return self.over[players]

    def of(self, name: str, players: int, card_w: float,
           felt: tuple[int, int]) -> list[tuple[float, float]]:
        widget = name in ("gameOver", "todayCard", "replayBar", "tip")
        key = (name, players, card_w, felt if widget else None)
        if key not in self.sizes:
            self.sizes[key] = self._measure(name, players, card_w, felt)
        return self.sizes[key]

    def _measure(self, name: str, players: int, card_w: float,
                 felt: tuple[int, int]) -> list[tuple[float, float]]:
        scene, texts = self.scene, self.scene.texts
        self.parent.resize(*felt)
        if name in ("result", "warPrompt"):
            caption = scene.caption
            caption.set_text(self._words(players)[name], name == "warPrompt")
            return caption.layer_sizes(card_w)
        if name == "banner":
            banner = scene.banner
            banner.set_text(texts.big_war_text(3, 18))
            banner._wanted = True  # (as while it pops)
            return banner.layer_sizes(card_w)
        if name == "ribbon":
            scene.ribbon.set_text(texts.mode_ribbon(120, 171, False))
            return scene.ribbon.layer_sizes(card_w)
        if name == "hint":
            model = table_model(Game.new(players, 7))
            scene.hint.set_text(texts.waiting_hint(model) or texts.hint(model.hint))
            scene.hint.show_words(True)
            return scene.hint.layer_sizes(card_w)
        if name == "callNote":
            return _notes(scene, texts.seat_name(players - 1), card_w)
        return _widget(name, self.parent, players, self._game_over, texts.seat_name)


def _notes(scene: TableScene, name: str, card_w: float) -> list[tuple[float, float]]:
    note = FeltNote(scene)
    note.say(QCoreApplication.translate("CallTheWar", "You call %1").replace("%1", name))
    note.say(QCoreApplication.translate("CallTheWar", "Called it: %1 takes %n card(s)", "",
                                        14).replace("%1", name))
    sizes = note.stack.layer_sizes(card_w)
    note.clear()
    return sizes


def _widget(name: str, parent: QWidget, players: int, over: Callable[[int], Game],
            seat_name: Callable[[int], str]) -> list[tuple[float, float]]:
    if name == "gameOver":
        panel = GameOverPanel(parent)
        panel.show_model(table_model(over(players)), seat_name)
        panel.add_medals(["first_win", "war_3", "three_beaten"])
        layer = panel
    elif name == "todayCard":
        card = TodayCard(parent)
        card.show_result(TodaysResult(date(2026, 12, 7), "win", 0, 552, 0.33, None),
                         lambda: "", lambda: None)
        layer = card
    elif name == "replayBar":
        bar = ReplayBar(parent)
        bar.set_replay(True)
        layer = bar
    else:
        layer = StoryTip(parent)
        layer.show()
    sizes = layer.layer_sizes(0.0)
    layer.deleteLater()
    return sizes


@pytest.fixture(scope="module")
def measured(qapp):
    made: dict[str, Measured] = {}

    def get(language: str) -> Measured:
        if language not in made:
            made[language] = Measured(language)
        i18n.apply_language(language)
        return made[language]

    yield get
    for one in made.values():
        one.close()
    i18n.reset_language()


def out_at(mode: str, players: int) -> frozenset[int]:
    """At game over everyone but the winner (seat 1) is out."""
    return frozenset(s for s in range(players) if s != 1) if mode == "over" else frozenset()


def check(measured: Measured, felt: tuple[int, int], players: int, mode: str) -> dict:
    layout = compute_layout(*felt, players)
    out = out_at(mode, players)
    sizes = {name: measured.of(name, players, layout.card_w, felt) for name in SHOWN[mode]}
    # At rest after a battle and at game over the pile is gathered: the slots are empty.
    # Else cards lie in them (or fly to them): no slot is free.
    laid = frozenset() if mode in ("play", "over") else None
    plan = plan_felt(layout, mode, out, sizes, laid=laid)
    rects = plan.rects()
    cards, plates = zones(layout, mode, out, laid)
    where = (felt, players, mode)
    spare = [plates[seat] for seat in out]  # ("Out": the panel's last resort)
    for name, rect in rects.items():
        assert layout.rect.contains(rect), (where, name, rect)
        for zone in [*cards, *plates]:
            if name == "gameOver" and any(zone is p for p in spare):
                continue
            assert not rect.intersects(zone), (where, name, rect, zone)
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersects(rb), (where, a, b)
    if mode == "over":  # never over the winner's deck
        deck = layout.seats[1]
        winner = QRectF(deck.deck.x(), deck.deck.y(), layout.card_w, layout.card_h)
        assert not any(rect.intersects(winner) for rect in rects.values()), where
    return rects


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_layer_covers_a_card_a_plate_or_another_layer(measured, language):
    one = measured(language)
    for felt, players, mode in itertools.product(FELTS, (2, 3, 4), MODES):
        rects = check(one, felt, players, mode)
        if mode == "over":  # the panel always finds room, at 800×600 too
            assert "gameOver" in rects, (felt, players)
        if felt[0] >= 1024 and felt[1] >= 600:  # what matters most always shows
            for name in ("banner", "result", "warPrompt", "gameOver", "ribbon"):
                if name in SHOWN[mode]:
                    assert name in rects, (felt, players, mode, name)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(width=st.integers(800, 3840), height=st.integers(490, 2050),
       players=st.sampled_from((2, 3, 4)), mode=st.sampled_from(MODES),
       language=st.sampled_from(LANGUAGES))
def test_any_felt_size_between_keeps_the_layers_apart(measured, width, height, players,
                                                      mode, language):
    check(measured(language), (width, height), players, mode)


def test_every_layer_has_a_place_in_the_order():
    assert sorted(PRIORITY) == sorted({n for names in SHOWN.values() for n in names}
                                      | {"todayCard", "tip"})
