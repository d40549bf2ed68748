"""A long name never cuts a plate, a header or a legend: what is drawn is measured with
QFontMetrics against the room it is drawn in, with two people and four players, in each
language; where the name is cut, it ends in "…" and the whole is in the tool tip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from krig_desktop.app import create_main_window
from krig_desktop.people import MAX_NAME_CHARS
from krig_desktop.ui.story.chart_axes import legend_names, legend_room

LANGUAGES = ["en", "uk", "fil", "nb"]
WHOLE = "Alexandrina-Konstantyna Ivanenko-Shevche"  # 40 characters
ANA, ANB = "W" * MAX_NAME_CHARS, "M" * (MAX_NAME_CHARS - 1) + "W"  # the widest allowed


@pytest.fixture(params=LANGUAGES)
def window(request, qtbot):
    window = create_main_window(["--lang", request.param, "--players", "4", "--humans", "2",
                                 "--names", f"{ANA},{ANB}", "--speed", "instant"])
    qtbot.addWidget(window)
    window.resize(800, 600)
    window.show()
    qtbot.waitExposed(window)
    window.story_dock.show()
    QApplication.processEvents()
    return window


def test_a_plate_cuts_a_long_name_and_draws_it_inside(window) -> None:
    assert len(WHOLE) == 40
    for seat in window.scene.seats:
        label = seat.label
        for name in (label.text()[0], WHOLE):
            label.set_text(name, label.text()[1])
            shown = label.shown_name()
            name_font, _detail, pad = label.fitted_fonts()
            drawn = QFontMetricsF(name_font).horizontalAdvance(shown) + 2 * pad
            assert drawn <= label.boundingRect().width() - 6 + 0.5, (name, shown)
            assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1]))
        assert label.shown_name() != WHOLE  # (a plate is narrower than 40 characters)
        assert label.toolTip() == WHOLE


def test_the_log_headers_and_the_chart_legend_hold_their_names(window) -> None:
    dock = window.story_dock
    view, model = dock.log, dock.log_model
    names = model.names()
    assert names[:2] == (ANA, ANB)
    header = view.horizontalHeader()
    for seat in range(4):
        section = seat + 1
        assert view.header_need(section) <= header.sectionSize(section), model.short_names()
        assert model.headerData(section, Qt.Orientation.Horizontal,
                                Qt.ItemDataRole.ToolTipRole) == names[seat]
    chart = dock.chart
    metrics = QFontMetricsF(chart.font())
    frame = chart._fresh_frame()
    room = legend_room(frame, 4)
    shown = legend_names(metrics, room, names, model.short_names())
    assert sum(metrics.horizontalAdvance(name) for name in shown) <= room + 0.5, shown
