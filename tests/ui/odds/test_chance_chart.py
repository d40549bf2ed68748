"""The chance chart draws only the chances it was given: a stretch of battles without
estimates is a gap (no area filled under it), a long history is thinned per run, the
biggest swing is marked at its battle, and with the odds off it says so instead."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from krig_desktop.model.luck import luck_of
from krig_desktop.model.odds_model import ChancePoint, OddsModel
from krig_desktop.ui.odds.chance_chart import ChanceChart, pieces
from krig_desktop.ui.odds.odds_texts import OddsTexts


def model(history: list[ChancePoint]) -> OddsModel:
    last = history[-1]
    return OddsModel(2, last.battle, (last.chance, 1 - last.chance), 0.0, 400, 0.02,
                     False, True, tuple(history))


def chart_of(qtbot, history: list[ChancePoint]) -> ChanceChart:
    chart = ChanceChart(OddsTexts(lambda seat: f"Seat {seat}"))
    qtbot.addWidget(chart)
    chart.resize(400, 200)
    chart.render_odds(model(history))
    return chart


def image_of(chart: ChanceChart) -> QImage:
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        chart.render_into(painter)
    finally:
        painter.end()
    return image


def column_has_ink(image: QImage, x: float, top: float, bottom: float) -> bool:
    """Anything but white strictly between `top` and `bottom` in column `x`."""
    return any(image.pixelColor(round(x), y) != QColor("white")
               for y in range(round(top) + 2, round(bottom) - 1))


def blue_pixels(image: QImage, frame) -> int:
    """Pixels of the plot in your (blue) colour: the line and its area."""
    plot = frame.plot
    count = 0
    for x in range(round(plot.left()) + 1, round(plot.right())):
        for y in range(round(plot.top()) + 1, round(plot.bottom())):
            c = image.pixelColor(x, y)
            count += c.blue() > c.red() + 40
    return count


def test_pieces_split_where_battles_were_skipped():
    points = [ChancePoint(b, 0.5) for b in (0, 1, 2, 7, 8, 20)]
    split = pieces(points, 10.0)  # 10 px a battle: every skip is seen
    assert [[p.battle for p in piece] for piece in split] == [[0, 1, 2], [7, 8], [20]]
    assert pieces([], 10.0) == []
    # a skip narrower than a pixel column draws nothing unseen: no break
    assert len(pieces(points, 0.05)) == 1


def test_a_long_history_is_thinned_to_one_point_a_column():
    points = [ChancePoint(b, (b % 7) / 7) for b in range(1_000)]
    (kept,) = pieces(points, 0.1)  # 100 columns
    assert kept[0] == points[0] and kept[-1] == points[-1]
    assert 90 <= len(kept) <= 102


def test_refining_the_present_redraws_only_the_last_step(qtbot):
    history = [ChancePoint(b, 0.4 + b / 100) for b in range(12)]
    chart = chart_of(qtbot, history)
    first = image_of(chart)
    rebuilds = chart.plot_rebuilds
    refined = [*history[:-1], ChancePoint(11, 0.9)]
    chart.render_odds(model(refined))
    again = image_of(chart)
    assert chart.plot_rebuilds == rebuilds and again != first  # the same picture, new end
    fresh = chart_of(qtbot, refined)
    assert image_of(fresh) == again  # and what a full drawing shows
    chart.render_odds(model([*refined, ChancePoint(12, 0.5)]))
    image_of(chart)
    assert chart.plot_rebuilds == rebuilds + 1  # a new battle: drawn afresh


def test_a_skipped_stretch_is_a_gap_not_a_filled_line(qtbot):
    high = 0.9
    history = ([ChancePoint(b, high) for b in range(0, 11)]
               + [ChancePoint(b, high) for b in range(30, 41)])
    chart = chart_of(qtbot, history)
    frame = chart.frame()
    image = image_of(chart)
    middle, line = frame.y(50), frame.y(high * 100)
    assert column_has_ink(image, frame.x(5), line, middle)  # filled where estimated
    assert column_has_ink(image, frame.x(35), line, middle)
    assert not column_has_ink(image, frame.x(21), line, middle)  # the gap: nothing


def test_the_biggest_swing_is_marked_where_the_panel_says(qtbot):
    history = [ChancePoint(0, 0.5), ChancePoint(1, 0.45), ChancePoint(2, 0.5),
               ChancePoint(3, 0.52), ChancePoint(4, 0.2), ChancePoint(5, 0.25),
               ChancePoint(30, 0.95), ChancePoint(31, 0.9)]
    swing = luck_of(history, None, None).swing
    assert swing is not None and swing.battle == 4  # 5 -> 30 is a jump, not a swing
    chart = chart_of(qtbot, history)
    before = image_of(chart)
    chart.set_swing(swing)
    after = image_of(chart)
    frame = chart.frame()
    x = round(frame.x(4))
    changed = [x0 for x0 in range(chart.width())
               if any(before.pixelColor(x0, y) != after.pixelColor(x0, y)
                      for y in range(round(frame.plot.top()), round(frame.plot.bottom())))]
    assert changed and min(changed) >= x - 8 and x in changed  # the mark sits at battle 4
    chart.set_swing(None)
    assert image_of(chart) == before


def test_a_tiny_move_is_not_a_swing():
    history = [ChancePoint(0, 0.5), ChancePoint(1, 0.503), ChancePoint(2, 0.501)]
    assert luck_of(history, None, None).swing is None


def test_with_the_odds_off_the_chart_says_so(qtbot):
    chart = chart_of(qtbot, [ChancePoint(b, 0.3) for b in range(5)])
    drawn = image_of(chart)
    chart.set_enabled_odds(False)
    assert "off" in chart.placeholder()
    off = image_of(chart)
    frame = chart.frame()
    assert off != drawn
    assert blue_pixels(drawn, frame) > 100 and blue_pixels(off, frame) == 0  # no line
    chart.set_enabled_odds(True)
    assert image_of(chart) == drawn
