"""Issue 28, point 2: the remembered system deck is read and parsed off the GUI thread;
the table draws with our own deck until it is ready, then redraws with it."""

from __future__ import annotations

import threading

from krig_desktop.app import create_main_window
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards import deck_svg


def test_the_remembered_deck_is_parsed_off_the_gui_thread_then_drawn(qtbot, deck_folder,
                                                                      monkeypatch):
    where: list[threading.Thread] = []
    real = deck_svg.checked_svg
    monkeypatch.setattr(deck_svg, "checked_svg",
                        lambda path: (where.append(threading.current_thread()), real(path))[1])
    settings = Settings()
    settings.deck = "kde:svg-good"
    settings.sync()
    window = create_main_window(["--speed", "instant"])
    qtbot.addWidget(window)
    refreshed: list[bool] = []
    real_refresh = window.scene.refresh_art
    monkeypatch.setattr(window.scene, "refresh_art",
                        lambda: (refreshed.append(True), real_refresh())[1])
    window.show()
    qtbot.waitUntil(lambda: window.scene.art.deck.key == "kde:svg-good", timeout=10_000)
    qtbot.waitUntil(lambda: bool(refreshed), timeout=10_000)  # the table redrawn with it
    assert where and threading.main_thread() not in where
