"""Issue 42 item 3: a log you can read. At 1280×800, with the dock as it opens, at least
12 battles are in sight in every language with two and four players (rows were 40-54
px tall: 5-7 battles); no row is ever half in view; the headers are a colour dot and a
short name that fits whole in every language, the full name their tool tip and
accessible name; after End the selection follows the present."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QIcon
from window_steps import play

from krig_desktop import i18n

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

LANGUAGES = ["en", "uk", "fil", "nb"]
# The window's first size on a 1280×800 screen (main_window: 1180×820, at most 92 % of
# the screen's available height under a panel-less window manager: 800 → 736).
SIZE = (1180, 736)


@pytest.fixture
def english_afterwards(qapp):
    yield
    i18n.reset_language()  # no translator may leak into the next test


def open_log(qtbot, open_window, players: int, code: str = "en", size=SIZE):
    window = open_window("--game", "12345", "--players", str(players), "--speed", "instant",
                         "--lang", code, size=size)
    window.story_dock.show()
    qtbot.waitExposed(window.story_dock)
    model = window.story_dock.log_model
    qtbot.waitUntil(lambda: model.columnCount() == players + 2, timeout=5000)
    return window


def play_battles(qtbot, window, battles: int) -> None:
    c = window.controller
    while c.story.shown < battles:
        play(qtbot, window, 1)
    model = window.story_dock.log_model
    qtbot.waitUntil(lambda: model.rowCount() == c.story.shown, timeout=5000)


def whole_rows(log) -> list[int]:
    """The rows wholly inside the log's viewport."""
    height = log.viewport().height()
    return [row for row in range(log.model().rowCount())
            if log.rowViewportPosition(row) >= 0
            and log.rowViewportPosition(row) + log.rowHeight(row) <= height]


def test_whole_rows_counts_only_rows_wholly_in_sight(qtbot, open_window):
    """The measure can fail: a log made short shows fewer than 12 whole rows."""
    window = open_log(qtbot, open_window, 2)
    play_battles(qtbot, window, 30)
    log = window.story_dock.log
    log.setFixedHeight(8 * log.rowHeight(0))
    qtbot.waitUntil(lambda: log.height() == 8 * log.rowHeight(0), timeout=5000)
    assert len(whole_rows(log)) < 12


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("code", LANGUAGES)
def test_twelve_battles_in_sight_on_a_1280x800_screen(qtbot, open_window, english_afterwards, code,
                                             players):
    window = open_log(qtbot, open_window, players, code)
    play_battles(qtbot, window, 40)
    log = window.story_dock.log
    qtbot.waitUntil(lambda: log.at_bottom(), timeout=5000)
    rows = whole_rows(log)
    assert len(rows) >= 12, (code, players, len(rows), log.viewport().height())
    assert rows[-1] == log.model().rowCount() - 1  # the newest battle among them
    # Never half in view: the top row starts at the top (one whole row a scroll step).
    top = log.rowAt(0)
    assert log.rowViewportPosition(top) == 0


def test_a_row_chosen_is_scrolled_whole_into_view(qtbot, open_window):
    window = open_log(qtbot, open_window, 2)
    play_battles(qtbot, window, 60)
    log = window.story_dock.log
    for battle in (1, 30, 17, 60):
        log.show_battle(battle)
        assert battle - 1 in whole_rows(log)
        assert log.rowViewportPosition(log.rowAt(0)) == 0


@pytest.mark.parametrize("code", LANGUAGES)
def test_four_headers_fit_whole_in_every_language(qtbot, open_window, english_afterwards,
                                                 code):
    window = open_log(qtbot, open_window, 4, code)
    dock = window.story_dock
    log, model = dock.log, dock.log_model
    header = log.horizontalHeader()
    texts = window.scene.texts
    shown = [model.headerData(seat + 1, Qt.Orientation.Horizontal) for seat in range(4)]
    assert shown == texts.short_names(4)
    assert len(set(shown)) == 4  # four seats, four names ("Комп'ю…" three times was none)
    metrics = QFontMetrics(header.font())
    for seat in range(4):
        section = seat + 1
        # Whole: the section is as wide as the style says its dot and name need, and
        # the name is narrower than the section.
        assert header.sectionSize(section) >= log.header_need(section), (code, seat)
        assert metrics.horizontalAdvance(shown[seat]) < header.sectionSize(section)
        full = texts.seat_name(seat)
        assert model.headerData(section, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.ToolTipRole) == full
        assert model.headerData(section, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.AccessibleTextRole) == full
        dot = model.headerData(section, Qt.Orientation.Horizontal,
                               Qt.ItemDataRole.DecorationRole)
        assert isinstance(dot, QIcon) and not dot.isNull()
    assert log.horizontalScrollBar().maximum() == 0


def test_the_dot_is_the_seats_colour(qtbot, open_window):
    from krig_desktop.ui.table.seat_colours import seat_colour

    window = open_log(qtbot, open_window, 4)
    model = window.story_dock.log_model
    for seat in range(4):
        icon = model.headerData(seat + 1, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.DecorationRole)
        image = icon.pixmap(10, 10).toImage()
        centre = image.pixelColor(image.width() // 2, image.height() // 2)
        assert centre.rgb() == seat_colour(seat).rgb()


def test_after_end_the_selection_follows_the_present(qtbot, open_window):
    """ux-2 D12: after End the log kept the battle looked at selected."""
    window = open_log(qtbot, open_window, 2)
    play_battles(qtbot, window, 20)
    log, look = window.story_dock.log, window.controller.looking
    with qtbot.waitSignal(look.changed, timeout=5000):
        look.look_at(5)
    assert log.currentIndex().row() == 4
    with qtbot.waitSignal(look.changed, timeout=5000):
        look.back()
    newest = window.controller.story.shown
    qtbot.waitUntil(lambda: log.currentIndex().row() == newest - 1, timeout=5000)
    assert newest - 1 in whole_rows(log)
    play(qtbot, window, 1)  # and it stays with the present as battles come
    qtbot.waitUntil(lambda: log.currentIndex().row() == window.controller.story.shown - 1,
                    timeout=5000)
    assert window.controller.story.shown - 1 in whole_rows(log)
