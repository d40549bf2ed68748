"""Issue 24 point 1 and issue 23 point 2: the battle log shows its words. At 1280 wide
every result (war rows, two lines, included) fits its cell whole, the dock starts wider
on a wide window, shrinks with a small one, and choosing a row with the keyboard looks
back at it as a click does (the headers: test_log_rows.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from krig_desktop.speed import Speed

IGNORED = "This plugin does not support propagateSizeHints()"
pytestmark = pytest.mark.qt_log_ignore(IGNORED)

LONG_NAMES = ["Ви", "Комп’ютер 1", "Комп’ютер 2", "Комп’ютер 3"]


def fits(metrics: QFontMetrics, text: str, width: int, height: int) -> bool:
    """`text` wrapped at its spaces in a `width` box is no taller than `height` and no
    word is wider than the box (else Qt would cut it)."""
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
    box = metrics.boundingRect(QRect(0, 0, width, 10_000), flags, text)
    widest = max(metrics.horizontalAdvance(word) for word in text.split())
    return box.height() <= height and widest <= width


def open_log(qtbot, open_window, players: int, size: tuple[int, int], code: str = "en"):
    window = open_window("--game", "12345", "--players", str(players), "--speed", "instant",
                         "--lang", code, size=size)
    window.story_dock.show()
    qtbot.waitExposed(window.story_dock)
    model = window.story_dock.log_model
    qtbot.waitUntil(lambda: model.columnCount() == players + 2, timeout=5000)
    return window


def play_to_a_war(qtbot, window, wars: int = 2) -> None:
    c, model = window.controller, window.story_dock.log_model
    for _ in range(400):
        if sum(1 for row in range(model.rowCount())
               if model.record(row) is not None and model.record(row).war_steps) >= wars:
            return
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    raise AssertionError("no war in 400 battles")


@pytest.fixture
def english_afterwards(qapp):
    from krig_desktop import i18n

    yield
    i18n.reset_language()  # no translator may leak into the next test


@pytest.mark.parametrize("code", ["en", "uk", "fil", "nb"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_result_fits_its_cell_on_a_1280x800_screen(qtbot, open_window,
                                                         english_afterwards, players, code):
    """Whole, on its one line (a war, or a seat out: two): in full, or with the seats'
    short names where the log is too narrow for the full ones (issue 42). The window
    at its first size on a 1280×800 screen (1180×736; a real window there cut
    Filipino results with the dock at 34 % of it)."""
    window = open_log(qtbot, open_window, players, (1180, 736), code)
    play_to_a_war(qtbot, window)
    log, model = window.story_dock.log, window.story_dock.log_model
    header = log.horizontalHeader()
    column = model.result_column
    margin = 2 * (log.style().pixelMetric(log.style().PixelMetric.PM_FocusFrameHMargin,
                                          None, log) + 1)
    width = header.sectionSize(column) - margin
    assert log.horizontalScrollBar().maximum() == 0  # the result column is all in sight
    for row in range(model.rowCount()):
        height = log.rowHeight(row)  # one line, two for a war
        index = model.index(row, column)
        font = index.data(Qt.ItemDataRole.FontRole) or QFont(log.font())
        text = str(index.data())
        assert fits(QFontMetrics(font), text, width, height), (row, text, width, height)


def test_a_war_row_takes_two_lines_and_a_battle_one(qtbot, open_window):
    window = open_log(qtbot, open_window, 2, (1280, 800))
    play_to_a_war(qtbot, window, wars=1)
    log, model = window.story_dock.log, window.story_dock.log_model
    line = log.fontMetrics().height()
    heights = {bool(model.record(row).war_steps): log.rowHeight(row)
               for row in range(model.rowCount())}
    assert line <= heights[False] < 2 * line  # a battle: one line
    assert 2 * line <= heights[True] < 3 * line  # a war: two


def test_the_dock_starts_wider_on_a_wide_window(qtbot, open_window):
    narrow = open_log(qtbot, open_window, 2, (1000, 700))
    wide = open_log(qtbot, open_window, 2, (1920, 1080))
    assert wide.story_dock.width() > narrow.story_dock.width()
    assert wide.story_dock.width() >= 0.28 * 1920


def test_the_dock_shrinks_with_a_small_window(qtbot, open_window):
    window = open_log(qtbot, open_window, 4, (1280, 800))
    window.resizeDocks([window.story_dock], [560], Qt.Orientation.Horizontal)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() <= 800, timeout=5000)
    qtbot.waitUntil(lambda: window.story_dock.width() <= 0.46 * window.width(), timeout=5000)


def test_choosing_a_row_with_the_keyboard_looks_back_at_it(qtbot, open_window):
    window = open_log(qtbot, open_window, 2, (1280, 800))
    c = window.controller
    assert c.speed is Speed.INSTANT
    for _ in range(5):
        c.request_step()
        qtbot.waitUntil(lambda: not c.busy, timeout=10_000)
    log = window.story_dock.log
    log.setFocus()
    log.show_battle(5)
    with qtbot.waitSignal(c.looking.changed, timeout=5000) as seen:
        qtbot.keyClick(log, Qt.Key.Key_Up)
    assert seen.args == [4]
    assert c.looking_back == 4 or c.looking.battle == 4


def test_the_result_is_never_scrolled_out_of_a_narrow_log(qtbot, open_window):
    """At 800×600 with four long names the stretched result column grew past the log
    (Qt kept it at its default 100 px) and a horizontal scroll bar hid it."""
    window = open_log(qtbot, open_window, 4, (800, 600))
    dock = window.story_dock
    dock.set_names(LONG_NAMES, ["Ви", "К1", "К2", "К3"])
    window.resizeDocks([dock], [330], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(dock.width() - 330) < 20, timeout=5000)
    log = dock.log
    qtbot.waitUntil(lambda: log.horizontalScrollBar().maximum() == 0, timeout=5000)
    header = log.horizontalHeader()
    column = dock.log_model.result_column
    assert header.sectionViewportPosition(column) + header.sectionSize(column) \
        <= log.viewport().width()
