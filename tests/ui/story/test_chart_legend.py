"""The charts' legend fits over the plot: long seat names (Ukrainian "Комп’ютер 1-3")
share the room, short ones keep theirs, and the cut names still tell the seats apart."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from krig_desktop.ui.story.chart_axes import fitted_names, legend_names, legend_room

widths = st.lists(st.floats(min_value=0, max_value=400), min_size=1, max_size=4)


@settings(derandomize=True, max_examples=300, deadline=None)
@given(widths, st.floats(min_value=0, max_value=800))
def test_the_names_take_no_more_than_the_room(natural, room):
    allowed = fitted_names(natural, room)
    assert len(allowed) == len(natural)
    assert all(0 <= a <= n + 1e-9 for a, n in zip(allowed, natural, strict=True))
    if sum(natural) <= room:
        assert allowed == natural  # all fit: nothing is cut
    else:
        assert sum(allowed) <= room + 1e-6
        cut = [a for a, n in zip(allowed, natural, strict=True) if a < n]
        assert cut and max(cut) - min(cut) < 1e-6  # the cut ones share evenly
        kept = [n for a, n in zip(allowed, natural, strict=True) if a >= n]
        assert all(n <= min(cut) + 1e-6 for n in kept)  # only the widest are cut


def test_four_ukrainian_seats_stay_distinct_on_a_narrow_chart(qapp):
    metrics = QFontMetricsF(QFont())
    names = ["Ви", "Комп’ютер 1", "Комп’ютер 2", "Комп’ютер 3"]
    natural = [metrics.horizontalAdvance(name) for name in names]
    allowed = fitted_names(natural, sum(natural) * 0.6)
    assert allowed[0] == natural[0]  # "Ви" is whole
    shown = [metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, width)
             for name, width in zip(names[1:], allowed[1:], strict=True)]
    assert len(set(shown)) == 3 and all(text.endswith(name[-1])
                                        for text, name in zip(shown, names[1:], strict=True))


def test_the_legend_goes_short_before_it_cuts(qapp):
    """Issue 42: the legend cut "Комп’ютер 1" to "Ком…р 1"; now it shows the short
    names ("К1", the log's headers) when the full ones do not fit, and cuts only when
    even those do not."""
    metrics = QFontMetricsF(QFont())
    names = ["Ви", "Комп’ютер 1", "Комп’ютер 2", "Комп’ютер 3"]
    short = ["Ви", "К1", "К2", "К3"]
    full = sum(metrics.horizontalAdvance(name) for name in names)
    brief = sum(metrics.horizontalAdvance(name) for name in short)
    assert legend_names(metrics, full, names, short) == names
    assert legend_names(metrics, full - 1, names, short) == short
    cut = legend_names(metrics, brief - 1, names, short)
    assert any("…" in name for name in cut)


@pytest.mark.parametrize("code", ["en", "uk", "fil", "nb"])
def test_four_names_whole_in_the_dock_legend(qtbot, open_window, code):
    from krig_desktop import i18n

    try:
        window = open_window("--game", "12345", "--players", "4", "--speed", "instant",
                             "--lang", code, size=(1280, 800))
        window.story_dock.show()
        qtbot.waitExposed(window.story_dock)
        chart = window.story_dock.chart
        qtbot.waitUntil(lambda: chart.series() is not None, timeout=5000)
        texts = window.scene.texts
        frame = chart._fresh_frame()
        shown = legend_names(QFontMetricsF(chart.font()), legend_room(frame, 4),
                             [chart.seat_name(s) for s in range(4)],
                             [chart.short_name(s) for s in range(4)])
        assert shown in (texts.names(4), texts.short_names(4)), shown
    finally:
        i18n.reset_language()
