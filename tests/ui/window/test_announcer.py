"""Spoken results, through a recording announcer: in normal play every battle's result
sentence politely; in autoplay only wars, players going out and a count now and then;
game over assertively, once; the card counts on request. The real announcer is safe
where no screen reader listens (offscreen has no accessibility bridge)."""

from __future__ import annotations

import pytest
from announcer_fakes import Announcement, RecordingAnnouncer
from PySide6 import QtCore, QtGui
from PySide6.QtWidgets import QWidget
from table_models import table_model as hand_model

from krig_desktop.engine import Game, Outcome, Rules
from krig_desktop.model.build import table_model
from krig_desktop.ui.table.result_line import battle_result, battle_summary, game_over
from krig_desktop.ui.window.announcer import COUNTS_KEY, AccessibleAnnouncer, Announcements

PLAYERS, SEED = 4, 12  # a short game with wars and three players going out


def seat_name(seat: int) -> str:
    return "You" if seat == 0 else f"CPU {seat}"


NAMES = [seat_name(s) for s in range(PLAYERS)]


def play_through(announcements: Announcements, autoplay: bool) -> Game:
    """Step a whole game as the controller does, handing each moment to the policy."""
    game = Game.new(PLAYERS, SEED)
    announcements.model_reached(table_model(game), autoplay)
    while not game.over:
        game.step()
        announcements.model_reached(table_model(game), autoplay)
    return game


def test_normal_play_says_every_battle_politely_and_the_end_assertively(qapp):
    fake = RecordingAnnouncer()
    game = play_through(Announcements(fake, seat_name), autoplay=False)
    records = list(game.history)
    expected = [Announcement(battle_result(r, NAMES, PLAYERS, 0), False) for r in records]
    final = table_model(game)
    expected.append(Announcement(game_over(final, NAMES, 0), True))
    assert fake.said == expected
    assert len(records) == game.battles > 50


def test_autoplay_says_only_wars_outs_and_a_count_now_and_then(qapp):
    fake = RecordingAnnouncer()
    every = 10
    policy = Announcements(fake, seat_name, summary_every=every)
    game = play_through(policy, autoplay=True)
    records = list(game.history)
    wars = [r for r in records if r.war_steps]
    plain = [r for r in records if not r.war_steps and not r.out]
    assert wars and plain
    texts = fake.texts()
    for record in wars:
        assert battle_summary(record, NAMES, PLAYERS, 0) in texts
    spoken = {battle_summary(r, NAMES, PLAYERS, 0) for r in plain}
    assert not spoken & set(texts)  # a plain battle is never read out in autoplay
    counts = [t for t in texts if t.startswith("Battle ")]
    assert len(counts) == sum(1 for r in plain if r.number % every == 0) > 0
    assert len(fake.said) < len(records) // 2  # far fewer than one per battle
    assert [a.assertive for a in fake.said].count(True) == 1 and fake.said[-1].assertive
    assert fake.said[-1].text == game_over(table_model(game), NAMES, 0)


def test_game_over_is_said_once_and_a_loaded_finished_game_is_not_read(qapp):
    fake = RecordingAnnouncer()
    policy = Announcements(fake, seat_name)
    game = Game.new(PLAYERS, SEED)
    game.play_to_end()
    model = table_model(game)
    policy.model_reached(model, False)  # first moment seen: a load
    assert fake.said == []
    policy.game_started()
    policy.game_ended(model)
    policy.game_ended(model)
    assert fake.said == [Announcement(game_over(model, NAMES, 0), True)]


def test_a_jump_of_many_battles_is_not_read_out(qapp):
    fake = RecordingAnnouncer()
    policy = Announcements(fake, seat_name)
    game = Game.new(PLAYERS, SEED)
    policy.model_reached(table_model(game), False)
    for _ in range(10):
        game.play_battle()  # as Finish Game does, in one go
    policy.model_reached(table_model(game), False)
    assert fake.said == []


def test_the_card_counts_on_request(qapp):
    fake = RecordingAnnouncer()
    policy = Announcements(fake, seat_name)
    game = Game.new(PLAYERS, SEED)
    while len(game.in_play) == PLAYERS:
        game.play_battle()
    model = table_model(game)
    policy.speak_counts(model)
    [said] = fake.said
    assert said.assertive and said.text.startswith(f"Battle {model.battle}. ")
    for seat in range(PLAYERS):
        part = f"{NAMES[seat]}: out" if seat in model.out else (
            f"{NAMES[seat]}: {model.counts[seat]} card")
        assert part in said.text
    assert COUNTS_KEY and len(COUNTS_KEY) == 1


def test_the_real_announcer_is_guarded(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    announcer = AccessibleAnnouncer(widget)
    major, minor = (int(p) for p in QtCore.qVersion().split(".")[:2])
    assert announcer.supported == ((major, minor) >= (6, 8))
    assert not QtGui.QAccessible.isActive()  # offscreen: nobody listens...
    announcer.announce("War: CPU 1 takes 6 cards.", assertive=True)  # ...and nothing breaks
    announcer.announce("")


@pytest.mark.skipif(not AccessibleAnnouncer.supported, reason="Qt before 6.8")
def test_the_real_announcer_posts_an_event_when_a_reader_listens(qtbot, monkeypatch):
    widget = QWidget()
    qtbot.addWidget(widget)
    posted = []
    monkeypatch.setattr(QtGui.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QtGui.QAccessible, "updateAccessibility",
                        staticmethod(lambda event: posted.append(
                            (event.message(), event.politeness()))))
    AccessibleAnnouncer(widget).announce("You win!", assertive=True)
    assertive = QtGui.QAccessible.AnnouncementPoliteness.Assertive
    assert posted == [("You win!", assertive)]


def test_a_shared_win_is_announced_as_one(qapp):
    """The end option's end (issue 44): a shared win, said assertively, with the sharers."""
    fake = RecordingAnnouncer()
    policy = Announcements(fake, seat_name)
    model = hand_model(3, (19, 14, 19), outcome=Outcome.SHARED, battles=100,
                       rules=Rules(end="battles:100"))._replace(winners=(0, 2))
    policy.game_ended(model)
    [said] = fake.said
    assert said.assertive and said.text.startswith("A shared win: ")
    assert said.text == game_over(model, [seat_name(seat) for seat in range(3)], 0)
