"""The one-time tip: shown the first time, dismissed in one click or Esc, never again;
a panel inside the window, so it takes no input from the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from krig_desktop.storage.settings import Settings
from krig_desktop.ui.help import first_tip
from krig_desktop.ui.help.first_tip import maybe_show_story_tip
from krig_desktop.ui.help.help_story import STORY_ANCHOR
from krig_desktop.ui.help.help_window import help_window


def _window(qtbot) -> QWidget:
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_tip_shows_once_and_never_again(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    settings = Settings(tmp_path / "settings.ini")
    window = _window(qtbot)
    tip = maybe_show_story_tip(window, settings=settings)
    assert tip is not None and tip.isVisible()
    with qtbot.waitSignal(tip.dismissed):
        qtbot.mouseClick(tip.ok, Qt.MouseButton.LeftButton)
    assert maybe_show_story_tip(window, settings=settings) is None


def test_esc_dismisses_it(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    settings = Settings(tmp_path / "settings.ini")
    tip = maybe_show_story_tip(_window(qtbot), settings=settings)
    with qtbot.waitSignal(tip.dismissed):
        qtbot.keyClick(tip, Qt.Key.Key_Escape)
    assert first_tip.tip_seen(settings)


def test_read_more_opens_the_help_at_the_story(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    window = _window(qtbot)
    tip = maybe_show_story_tip(window, settings=Settings(tmp_path / "settings.ini"))
    qtbot.mouseClick(tip.more, Qt.MouseButton.LeftButton)
    help_ = help_window(window)
    assert help_ is not None
    assert help_._sections[help_._contents.currentRow()].anchor == STORY_ANCHOR
    help_.close()


def test_seen_is_kept_in_the_settings_file_for_the_next_start(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    path = tmp_path / "settings.ini"
    tip = maybe_show_story_tip(_window(qtbot), settings=Settings(path))
    with qtbot.waitSignal(tip.dismissed):
        tip.close()
    monkeypatch.setattr(first_tip, "_seen_this_run", [])  # a new run of the program
    assert first_tip.tip_seen(Settings(path))


def test_the_tip_grabs_nothing_from_the_game(qtbot, tmp_path, monkeypatch):
    """A popup would take the mouse and keyboard from every window test; this is a child."""
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    window = _window(qtbot)
    tip = maybe_show_story_tip(window, settings=Settings(tmp_path / "settings.ini"))
    assert tip.parentWidget() is window and not tip.isWindow()


def test_the_tip_goes_by_itself_after_a_while(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    settings = Settings(tmp_path / "settings.ini")
    tip = maybe_show_story_tip(_window(qtbot), settings=settings)
    assert tip is not None and tip.timer.isActive()
    assert tip.timer.interval() == first_tip.LIFE_MS
    with qtbot.waitSignal(tip.dismissed):
        tip.timer.timeout.emit()  # (its while, without waiting twenty seconds)
    assert not tip.isVisible() and first_tip.tip_seen(settings)


def test_show_the_battle_log_shows_it_and_every_button_is_named(qtbot, tmp_path,
                                                                  monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    shown: list[bool] = []
    tip = maybe_show_story_tip(_window(qtbot), Settings(tmp_path / "settings.ini"),
                               lambda: shown.append(True))
    assert tip is not None and tip.property("layer") == "tip"
    for button in (tip.log, tip.more, tip.ok):
        assert button.accessibleName() == button.text() != ""
    with qtbot.waitSignal(tip.dismissed):
        qtbot.mouseClick(tip.log, Qt.MouseButton.LeftButton)
    assert shown == [True]


def test_no_log_no_log_button(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(first_tip, "_seen_this_run", [])
    tip = maybe_show_story_tip(_window(qtbot), Settings(tmp_path / "settings.ini"))
    assert tip is not None and tip.log.isHidden()
