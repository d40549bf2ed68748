"""The card-count chart: lines where the counts are, hover text, clicks and keys that
pick a battle, growth painted once per frame, retranslation, and the plot picture:
reused by hover and marker repaints, drawn afresh when what it shows changes, at most
once per refresh interval while the series grows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QHelpEvent, QImage, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import QToolTip

from krig_desktop import i18n
from krig_desktop.engine import Game
from krig_desktop.model.count_series import CountSeries
from krig_desktop.ui.story.card_chart import CardChart
from krig_desktop.ui.table.seat_colours import SEAT_COLOURS

NAMES = ["You", "CPU 1", "CPU 2", "CPU 3"]


def game_series(players: int, seed: int, battles: int | None = None):
    game = Game.new(players, seed)
    start = [len(hand) for hand in game.hands]
    game.play_to_end(max_battles=battles)
    return game, CountSeries.of(start, game.history.scan())


@pytest.fixture
def chart(qtbot):
    widget = CardChart()
    qtbot.addWidget(widget)
    widget.resize(400, 200)
    widget.set_names(NAMES)
    return widget


def rendered(chart: CardChart, dark: bool = False) -> QImage:
    if dark:
        palette = QPalette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#2b2d30"))
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#e6e6e6"))
        chart.setPalette(palette)
    image = QImage(chart.size(), QImage.Format.Format_ARGB32)
    image.fill(chart.palette().color(QPalette.ColorRole.Window))
    painter = QPainter(image)
    chart.render_into(painter)
    painter.end()
    return image


def near(image: QImage, x: float, y: float, colour: QColor, reach: int = 2) -> bool:
    """Some pixel within `reach` of (x, y) is close to `colour`."""
    for dx in range(-reach, reach + 1):
        for dy in range(-reach, reach + 1):
            px = image.pixelColor(round(x) + dx, round(y) + dy)
            if (abs(px.red() - colour.red()) + abs(px.green() - colour.green())
                    + abs(px.blue() - colour.blue())) < 60:
                return True
    return False


def test_object_name_size_and_accessible_texts(chart):
    assert chart.objectName() == "cardChart"
    assert chart.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert 250 <= chart.sizeHint().width() <= 500 and chart.sizeHint().height() >= 150
    assert chart.accessibleName() == "Card count chart"
    assert "arrow keys" in chart.accessibleDescription()


@pytest.mark.parametrize("dark", [False, True])
def test_each_seat_colour_is_drawn_where_its_line_is(chart, dark):
    _, series = game_series(4, 7, battles=60)
    chart.set_series(series)
    image = rendered(chart, dark)
    for battle in (5, 20, 35, 50):
        counts = series.counts_at(battle)
        for seat, count in enumerate(counts):
            if count == 0 or any(abs(count - other) < 4
                                 for s, other in enumerate(counts) if s != seat):
                continue  # lines that meet or lie on the axis may hide each other
            point = chart.position_of(battle, count)
            assert near(image, point.x(), point.y(), SEAT_COLOURS[seat]), (battle, seat)
    # and no seat colour where no seat was, near battle 30
    nearby = [count for b in range(26, 35) for count in series.counts_at(b)]
    empty = next(c for c in range(52, 0, -1) if all(abs(c - n) > 6 for n in nearby))
    point = chart.position_of(30, empty)
    for seat in range(4):
        assert not near(image, point.x(), point.y(), SEAT_COLOURS[seat])


def test_your_line_is_on_top_where_a_cpu_players_counts_are_the_same(chart):
    """Game 972852, four seats: you and CPU 2 lose a card each battle alike for eight
    battles; your line was hidden under CPU 2's."""
    _, series = game_series(4, 972852, battles=8)
    same = [battle for battle in range(1, 9)
            if series.counts_at(battle)[0] == series.counts_at(battle)[2]]
    assert len(same) >= 6  # the control: the two lines do lie on each other
    chart.set_series(series)
    image = rendered(chart)
    for battle in same[1:-1]:
        point = chart.position_of(battle, series.counts_at(battle)[0])
        assert near(image, point.x(), point.y(), SEAT_COLOURS[0], reach=1), battle


def test_a_coarsened_long_series_draws_its_band(chart):
    series = CountSeries((26, 26), cap=64)
    for battle in range(1, 5001):
        count = 35 + (5 if battle % 2 else -5)  # seat 0 swings 30..40, seat 1 12..22
        series.add_counts((count, 52 - count), battle % 13 == 0)
    chart.set_series(series)
    assert not series.exact
    image = rendered(chart)
    window = chart.palette().color(QPalette.ColorRole.Window)
    colour = SEAT_COLOURS[0]
    band = QColor(*(round(0.3 * c + 0.7 * w) for c, w in zip(
        colour.getRgb()[:3], window.getRgb()[:3], strict=True)))
    inside, outside = chart.position_of(2500, 35), chart.position_of(2500, 46)
    assert near(image, inside.x(), inside.y(), band, reach=1)
    assert not near(image, outside.x(), outside.y(), band, reach=1)


def test_hover_names_the_battle_under_the_pointer_and_its_counts(chart, qtbot):
    game, series = game_series(2, 5, battles=120)
    chart.set_series(series)
    chart.show()
    qtbot.waitExposed(chart)
    x = chart.position_of(37, 0).x()
    assert chart.battle_at(x) == 37
    you, cpu = game.history[36].counts
    assert chart.battle_text(37) == f"Battle 37 — You: {you}, CPU 1: {cpu}"
    assert chart.battle_text(0) == "The deal — You: 26, CPU 1: 26"
    assert chart.battle_at(chart.width() + 50) is None
    qtbot.mouseMove(chart, QPoint(round(x), chart.height() // 2))

    pos = QPoint(round(x), chart.height() // 2)
    chart.event(QHelpEvent(QEvent.Type.ToolTip, pos, chart.mapToGlobal(pos)))
    assert QToolTip.text() == chart.battle_text(37)
    QToolTip.hideText()


def test_a_click_emits_the_battle_under_it_and_marks_it(chart, qtbot):
    _, series = game_series(3, 2, battles=80)
    chart.set_series(series)
    chart.show()
    point = chart.position_of(42, 10).toPoint()
    with qtbot.waitSignal(chart.battleClicked) as blocker:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [42]
    assert chart.marked() == 42


def test_arrow_keys_move_the_marker_and_emit_it(chart, qtbot):
    _, series = game_series(2, 9, battles=30)
    chart.set_series(series)
    chart.show()
    chart.setFocus()
    picked: list[int] = []
    chart.battleClicked.connect(picked.append)
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home,
                Qt.Key.Key_Left, Qt.Key.Key_End, Qt.Key.Key_Right):
        qtbot.keyClick(chart, key)
    # from the present (30): 29, 28, 29, then battle 1, nothing before it, 30, nothing after
    assert picked == [29, 28, 29, 1, 30]
    assert chart.marked() == 30
    chart.set_marked(None)
    assert chart.marked() is None


class PaintCounter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.paints = 0

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
        return False


def test_it_grows_battle_by_battle_and_paints_once_per_frame(chart, qtbot):
    game = Game.new(4, 3)
    series = CountSeries([len(hand) for hand in game.hands])
    chart.set_series(series)
    chart.refresh_ms = 3_600_000  # no throttled catch-up redraw: only the coalesced one
    chart.show()
    qtbot.waitExposed(chart)
    counter = PaintCounter()
    chart.installEventFilter(counter)
    qtbot.wait(20)
    counter.paints = 0
    while not game.over and game.battles < 300:
        game.play_battle()
        series.add(game.history[game.battles - 1])
        chart.series_grew()
    qtbot.waitUntil(lambda: counter.paints >= 1)
    qtbot.wait(20)
    assert counter.paints == 1  # 300 battles between two frames: one paint
    image = rendered(chart)
    last = chart.position_of(series.battles, max(series.latest))
    leader = series.latest.index(max(series.latest))
    assert near(image, last.x(), last.y(), SEAT_COLOURS[leader], reach=4)


def test_it_retranslates_when_the_language_changes(chart, qtbot):
    _, series = game_series(2, 4, battles=20)
    chart.set_series(series)
    english = chart.battle_text(12), chart.accessibleName()
    try:
        i18n.apply_language("uk")
        qtbot.waitUntil(lambda: chart.accessibleName() != english[1])
        assert chart.battle_text(12) != english[0]
        assert "12" in chart.battle_text(12)
    finally:
        i18n.reset_language()
    qtbot.waitUntil(lambda: chart.accessibleName() == english[1])
    assert chart.battle_text(12) == english[0]


def test_an_empty_chart_paints_without_a_series(chart):
    image = rendered(chart)
    assert not image.isNull()
    assert chart.battle_at(100) is None and chart.battle_text(3) == ""


# ----- the plot picture: drawn once per change, copied on every other paint


def test_hover_and_marker_repaints_reuse_the_plot_picture(chart, qtbot):
    _, series = game_series(2, 5, battles=120)
    chart.set_series(series)
    first = rendered(chart)
    drawn = chart.plot_rebuilds
    assert drawn >= 1
    assert rendered(chart) == first and chart.plot_rebuilds == drawn
    x = chart.position_of(60, 0).x()
    chart.mouseMoveEvent(QMouseEvent(QEvent.Type.MouseMove, QPointF(x, 100),
                                     chart.mapToGlobal(QPointF(x, 100)),
                                     Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                                     Qt.KeyboardModifier.NoModifier))
    hovered = rendered(chart)
    chart.set_marked(30)
    marked = rendered(chart)
    assert chart.plot_rebuilds == drawn  # the picture was only copied
    assert hovered != first and marked != hovered  # yet the overlays were drawn on it
    dot = chart.position_of(30, series.counts_at(30)[0])
    assert near(marked, dot.x(), dot.y(), SEAT_COLOURS[0], reach=1)


def dark_palette() -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#2b2d30"))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#e6e6e6"))
    return palette


CHANGES = {
    "size": lambda chart, series: chart.resize(500, 260),
    "palette": lambda chart, series: chart.setPalette(dark_palette()),
    "font": lambda chart, series: chart.setFont(QFont("Sans", 15)),
    "names": lambda chart, series: chart.set_names(["Ann", "Bo"]),
    "growth": lambda chart, series: (series.add_counts((30, 22)), chart.series_grew()),
    "series": lambda chart, series: chart.set_series(CountSeries.of(
        series.start, [], cap=64)),
    "language": lambda chart, series: QCoreApplication.sendEvent(
        chart, QEvent(QEvent.Type.LanguageChange)),
}


@pytest.mark.parametrize("change", CHANGES)
def test_the_plot_is_drawn_afresh_when_what_it_shows_changes(chart, change):
    series = CountSeries((26, 26))
    for count in (27, 28, 26, 25, 29):
        series.add_counts((count, 52 - count))
    chart.set_series(series)
    before = rendered(chart)
    drawn = chart.plot_rebuilds
    CHANGES[change](chart, series)
    after = rendered(chart)
    assert chart.plot_rebuilds == drawn + 1
    if change != "language":  # (English to English: the same texts)
        assert after != before
    assert rendered(chart) == after and chart.plot_rebuilds == drawn + 1


def shown_with_paint_counter(chart, qtbot, series, refresh_ms):
    chart.set_series(series)
    chart.refresh_ms = refresh_ms
    counter = PaintCounter()
    chart.installEventFilter(counter)
    chart.show()
    qtbot.waitExposed(chart)
    qtbot.waitUntil(lambda: counter.paints >= 1 and chart.plot_rebuilds >= 1)
    return counter


def test_growth_within_the_refresh_interval_keeps_the_shown_picture(chart, qtbot):
    _, series = game_series(2, 5, battles=100)
    counter = shown_with_paint_counter(chart, qtbot, series, 3_600_000)
    drawn, paints = chart.plot_rebuilds, counter.paints
    right = chart.position_of(100, 0).x()
    for _ in range(20):
        series.add_counts(series.latest, 0)
        chart.series_grew()
    qtbot.waitUntil(lambda: counter.paints > paints)
    assert chart.plot_rebuilds == drawn  # the old picture, and a redraw scheduled
    refresh = chart.findChild(QTimer, "chartRefresh")
    assert refresh is not None and refresh.isActive()
    assert chart.battle_at(right) == 100  # clicks go by the picture on screen
    rendered(chart)  # a still picture always shows the latest battle
    assert chart.plot_rebuilds == drawn + 1
    assert chart.battle_at(right) == 120


def test_growth_is_drawn_once_the_refresh_interval_is_up(chart, qtbot):
    _, series = game_series(2, 5, battles=100)
    shown_with_paint_counter(chart, qtbot, series, 40)
    drawn = chart.plot_rebuilds
    right = chart.position_of(100, 0).x()
    for _ in range(20):
        series.add_counts(series.latest, 0)
    chart.series_grew()
    qtbot.waitUntil(lambda: chart.battle_at(right) == 120)  # the timer's redraw
    assert chart.plot_rebuilds > drawn
    assert not chart.findChild(QTimer, "chartRefresh").isActive()
