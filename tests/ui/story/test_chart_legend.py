"""The charts' legend fits over the plot: long seat names (Ukrainian "Комп’ютер 1-3")
share the room, short ones keep theirs, and the cut names still tell the seats apart."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF

from krig_desktop.ui.story.chart_axes import fitted_names

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
