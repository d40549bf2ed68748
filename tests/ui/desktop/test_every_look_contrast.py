"""Every look reads at WCAG AA, measured from what the window really uses: the
application's palette after each look is applied (System: the palette the offscreen
platform gives), the style sheets the package sets over the felt, a check box's border
as drawn, and a link in a label after the look changes under it."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFormLayout,
    QLabel,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from krig_desktop.ui.desktop.appearance import (
    AA,
    STATE,
    Appearance,
    Mode,
    apply_appearance,
    contrast,
    felt_colours,
    over,
)
from krig_desktop.ui.desktop.indicator_style import (
    ReadableIndicators,
    use_readable_indicators,
    wrap,
)
from krig_desktop.ui.help.help_window import HelpWindow
from krig_desktop.ui.table import game_over_panel, replay_bar, today_card
from krig_desktop.ui.window.people_fields import PeopleFields

R = QPalette.ColorRole
G = QPalette.ColorGroup
# Each text and the ground it is drawn on (the list; written out here, not read
# from the module, so that shortening the module's list cannot pass unnoticed).
PAIRS = (
    (R.WindowText, R.Window), (R.Text, R.Base), (R.ButtonText, R.Button),
    (R.Link, R.Base), (R.Link, R.Window), (R.LinkVisited, R.Base), (R.LinkVisited, R.Window),
    (R.HighlightedText, R.Highlight), (R.ToolTipText, R.ToolTipBase),
    (R.PlaceholderText, R.Base), (R.PlaceholderText, R.Window),
)
MODES = (Mode.LIGHT, Mode.DARK, Mode.SYSTEM)


@pytest.fixture(params=MODES, ids=lambda mode: mode.value)
def look(request, qapp):
    apply_appearance(qapp, request.param, high_contrast=False)
    yield request.param
    apply_appearance(qapp, Mode.SYSTEM, high_contrast=False)


def test_every_text_of_the_applied_palette_reads_at_aa(look):
    palette = QApplication.palette()
    for group in (G.Active, G.Inactive):
        for text, back in PAIRS:
            ratio = contrast(palette.color(group, text), palette.color(group, back))
            assert ratio >= AA, (f"{look.value} {group.name}: {text.name} on {back.name}"
                                 f" is {ratio:.2f}")


def test_the_system_look_mends_the_platform_palette_where_it_fails(qapp):
    """The control: offscreen Fusion's own palette has white on pale blue (3.7:1) and
    magenta visited links (3.1:1), so the System look has something to mend."""
    style = QApplication.style()
    assert style is not None
    platform = style.standardPalette()  # what Fusion gives, before the look mends it
    assert contrast(platform.color(R.HighlightedText), platform.color(R.Highlight)) < AA
    assert contrast(platform.color(R.LinkVisited), platform.color(R.Base)) < AA


# ----------------------------------------------------------------- style sheets
COLOUR = r"(rgba?\([^)]*\)|#[0-9a-fA-F]{3,8}|[a-z]+)"


def parse_colour(text: str) -> QColor | None:
    if text == "transparent":
        return None
    numbers = re.findall(r"\d+", text)
    if text.startswith("rgb"):
        return QColor(*(int(n) for n in numbers))
    return QColor(text)


def rules(style: str) -> dict[str, dict[str, QColor | None]]:
    """selector -> {"color": ..., "background": ...} as the style sheet sets them."""
    found: dict[str, dict[str, QColor | None]] = {}
    for selector, body in re.findall(r"([^{}]+)\{([^}]*)\}", style):
        properties = dict(re.findall(rf"(?<![-\w])(color|background)\s*:\s*{COLOUR}", body))
        found[" ".join(selector.split())] = {
            name: parse_colour(value) for name, value in properties.items()}
    return found


def sheet_pairs(style: str, panel: str, ground: QColor) -> list[tuple[str, QColor, QColor]]:
    """Each (selector, text, background) a style sheet draws, its translucent panel laid
    over `ground` (the felt); disabled states are exempt from WCAG's contrast."""
    found = rules(style)
    panel_back = found[panel]["background"]
    assert panel_back is not None
    behind = over(panel_back, ground)
    pairs = []
    for selector, properties in found.items():
        if ":disabled" in selector or selector == panel:
            continue
        plain = selector.split(":")[0]
        text = properties.get("color") or found.get(plain, {}).get("color")
        if text is None:
            continue
        back = properties.get("background") or found.get(plain, {}).get("background")
        pairs.append((selector, text, behind if back is None else over(back, behind)))
    return pairs


SHEETS = {
    "game over": (game_over_panel.STYLE, "QFrame#gameOverPanel"),
    "today": (today_card.STYLE, "QFrame#todayCard"),
    "replay bar": (replay_bar.STYLE, "QFrame#replayBar"),
}


@pytest.mark.parametrize("name", SHEETS)
def test_the_style_sheets_over_the_felt_read_at_aa(look, name):
    style, panel = SHEETS[name]
    felt = felt_colours(QApplication.palette())
    pairs = [pair for ground in (felt.centre, felt.middle, felt.edge)
             for pair in sheet_pairs(style, panel, ground)]
    assert len(pairs) >= 3  # the control: the sheet was read
    for selector, text, back in pairs:
        ratio = contrast(text, back)
        assert ratio >= AA, f"{name} {selector}: {text.name()} on {back.name()} is {ratio:.2f}"


def test_a_problem_in_the_new_game_dialog_reads_in_every_look(qtbot, look):
    holder = QWidget()
    qtbot.addWidget(holder)
    fields = PeopleFields(QFormLayout(holder), ("Ada", "Ada"), None)
    fields.humans.setCurrentIndex(fields.humans.findData(2))
    assert fields.problem.text()  # the control: two people of one name is a problem
    colour = fields.problem.palette().color(R.WindowText)
    window = fields.problem.palette().color(R.Window)
    assert contrast(colour, window) >= AA, (colour.name(), window.name())
    assert colour.red() > colour.green()  # still a warning's red


# ----------------------------------------------------------------- drawn
def border_contrast(box: QCheckBox) -> float:
    """The strongest contrast, against the window, of the pixels on the outline of the
    box's indicator (as the style draws it)."""
    image: QImage = box.grab().toImage()
    style = box.style()
    assert style is not None
    from_style = QStyle.SubElement.SE_CheckBoxIndicator
    option_rect: QRect = style.subElementRect(from_style, _option(box), box)
    window = box.palette().color(R.Window)
    ring = [(x, option_rect.top()) for x in range(option_rect.left(), option_rect.right() + 1)]
    ring += [(option_rect.left(), y) for y in range(option_rect.top(), option_rect.bottom() + 1)]
    scale = image.devicePixelRatio()
    return max(contrast(QColor(image.pixel(int(x * scale), int(y * scale))), window)
               for x, y in ring)


def _option(box: QCheckBox) -> QStyleOptionButton:
    option = QStyleOptionButton()
    option.initFrom(box)
    return option


@pytest.mark.parametrize("checked", [False, True], ids=["unchecked", "checked"])
def test_a_check_box_border_shows_its_state_at_3_to_1(qtbot, look, checked):
    plain = QCheckBox("Look Back")
    plain.setStyle(QApplication.style())  # Fusion as it comes: the control
    qtbot.addWidget(plain)
    plain.setChecked(checked)
    wrap()
    try:
        box = QCheckBox("Look Back")
        qtbot.addWidget(box)
        box.setChecked(checked)
        box.show()
        qtbot.waitExposed(box)
        assert isinstance(QApplication.style(), ReadableIndicators)
        assert border_contrast(box) >= STATE
    finally:
        QApplication.setStyle("Fusion")


def test_fusion_alone_hides_an_unchecked_box(qtbot, qapp):
    """The control for the test above: Fusion's own border is about 1.6:1 (light)."""
    apply_appearance(qapp, Mode.LIGHT, high_contrast=False)
    box = QCheckBox("Look Back")
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    assert not isinstance(QApplication.style(), ReadableIndicators)
    assert border_contrast(box) < STATE


def link_ink(label: QLabel) -> QColor:
    """The colour of the label's text that differs most from its window."""
    image = label.grab().toImage()
    window = label.palette().color(R.Window)
    colours = {image.pixel(x, y) for y in range(image.height()) for x in range(image.width())}
    return max((QColor(rgb) for rgb in colours), key=lambda c: contrast(c, window))


def test_a_link_shown_before_a_switch_to_dark_is_light_after_it(qtbot, qapp):
    apply_appearance(qapp, Mode.LIGHT, high_contrast=False)
    label = QLabel('<a href="help:story">How to read the log and the charts</a>')
    label.setObjectName("battleLogHelpLink")
    qtbot.addWidget(label)
    label.show()
    qtbot.waitExposed(label)
    try:
        apply_appearance(qapp, Mode.DARK, high_contrast=False)
        qtbot.waitUntil(lambda: label.palette().color(R.Window).lightness() < 100)
        ink = link_ink(label)
        assert ink.name() == QApplication.palette().color(R.Link).name()
        assert contrast(ink, label.palette().color(R.Window)) >= AA
    finally:
        apply_appearance(qapp, Mode.SYSTEM, high_contrast=False)


def test_the_indicators_stay_readable_after_a_look_replaces_the_style(qtbot, qapp):
    """use_readable_indicators (called after the first frame) wraps the style at once,
    and again when a change of look put Fusion in its place (Windows, macOS)."""
    window = QWidget()
    qtbot.addWidget(window)
    appearance = Appearance(qapp, None, window)
    try:
        use_readable_indicators(appearance)
        assert isinstance(QApplication.style(), ReadableIndicators)
        QApplication.setStyle("Fusion")  # as apply_appearance does under a palette-blind style
        appearance.set_mode(Mode.DARK)
        assert isinstance(QApplication.style(), ReadableIndicators)
    finally:
        QApplication.setStyle("Fusion")
        apply_appearance(qapp, Mode.SYSTEM, high_contrast=False)


def test_the_help_title_reads_on_its_felt_banner(qtbot, look):
    window = HelpWindow()
    qtbot.addWidget(window)
    title = window.findChild(QLabel, "helpTitle")
    assert title is not None
    (text,) = [colour for name, colour in rules(title.styleSheet())["QLabel"].items()
               if name == "color"]
    assert text is not None
    banner = felt_colours(title.palette()).middle  # what _SuitBanner fills with
    assert contrast(text, banner) >= AA, (text.name(), banner.name())
