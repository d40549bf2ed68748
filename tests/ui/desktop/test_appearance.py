"""Light, dark and high contrast: every text the program draws reads at WCAG AA (4.5:1)
in each, computed from the palettes; the table's felt and banner darken with a dark
palette; the help window is readable on a dark desktop (rendered and measured); the
mode is remembered; the View → Appearance actions switch it."""

from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QTextBrowser, QWidget

from krig_desktop.app import create_main_window
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.cards import felt as felt_module
from krig_desktop.ui.cards.felt import FELTS
from krig_desktop.ui.desktop import appearance
from krig_desktop.ui.desktop.appearance import (
    AA,
    TABLE_TEXT,
    Appearance,
    AppearanceActions,
    Mode,
    apply_appearance,
    banner_colours,
    contrast,
    felt_colours,
    is_dark,
    luminance,
    over,
    own_palette,
    readable,
    remembered_appearance,
)
from krig_desktop.ui.help.help_style import help_colours
from krig_desktop.ui.help.help_window import HelpWindow

R = QPalette.ColorRole
G = QPalette.ColorGroup
TEXT_PAIRS = (
    (R.WindowText, R.Window), (R.Text, R.Base), (R.Text, R.AlternateBase),
    (R.ButtonText, R.Button), (R.HighlightedText, R.Highlight),
    (R.ToolTipText, R.ToolTipBase), (R.Link, R.Base), (R.LinkVisited, R.Base),
    (R.PlaceholderText, R.Base),
)
PALETTES = {
    "light": own_palette(dark=False),
    "dark": own_palette(dark=True),
    "light high contrast": own_palette(dark=False, high_contrast=True),
    "dark high contrast": own_palette(dark=True, high_contrast=True),
}


def platform_dark() -> QPalette:
    """A dark desktop's palette as GTK's Adwaita dark gives it (the issue's case)."""
    palette = QPalette(QColor("#353535"))
    for role, colour in ((R.Base, "#2d2d2d"), (R.Text, "#ffffff"),
                         (R.AlternateBase, "#323232"), (R.WindowText, "#ffffff")):
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def system_afterwards(qapp):
    yield qapp
    apply_appearance(qapp, Mode.SYSTEM, high_contrast=False)


def test_contrast_is_the_wcag_ratio():
    assert contrast(QColor("black"), QColor("white")) == pytest.approx(21.0)
    assert contrast(QColor("#777777"), QColor("#777777")) == pytest.approx(1.0)
    # A published pair: #767676 on white is the lightest grey at 4.5:1.
    assert contrast(QColor("#767676"), QColor("white")) == pytest.approx(4.54, abs=0.01)


@pytest.mark.parametrize("name", PALETTES)
@pytest.mark.parametrize("group", [G.Active, G.Inactive])
def test_every_text_of_our_palettes_reads_at_aa(name, group):
    palette = PALETTES[name]
    for text, back in TEXT_PAIRS:
        ratio = contrast(palette.color(group, text), palette.color(group, back))
        assert ratio >= AA, (name, text, back, ratio)


def test_high_contrast_goes_further_than_aa():
    for dark in (False, True):
        palette = own_palette(dark, high_contrast=True)
        assert contrast(palette.color(R.Text), palette.color(R.Base)) >= 15
        assert contrast(palette.color(R.WindowText), palette.color(R.Window)) >= 15


def test_dark_palette_is_dark_and_light_is_light():
    assert is_dark(PALETTES["dark"]) and is_dark(PALETTES["dark high contrast"])
    assert not is_dark(PALETTES["light"]) and not is_dark(PALETTES["light high contrast"])


@pytest.mark.parametrize("name", [*PALETTES, "platform dark"])
def test_table_and_banner_texts_read_on_the_felt(name):
    palette = PALETTES.get(name) or platform_dark()
    felt, banner = felt_colours(palette), banner_colours(palette)
    for ground in (felt.centre, felt.middle, felt.edge):  # the centre is the lightest
        assert contrast(TABLE_TEXT, ground) >= AA, (name, ground.name())
        ribbon = over(banner.ribbon, ground)
        assert contrast(banner.text, ribbon) >= AA, (name, ground.name())


def test_felt_and_banner_darken_with_a_dark_palette():
    light, dark = PALETTES["light"], PALETTES["dark"]
    for part in ("centre", "middle", "edge"):
        assert luminance(getattr(felt_colours(dark), part)) < luminance(
            getattr(felt_colours(light), part))
    assert luminance(banner_colours(dark).ribbon) < luminance(banner_colours(light).ribbon)


def test_readable_shades_a_colour_until_it_reads():
    navy, dark_grey = QColor("#1d2330"), QColor("#2d2d2d")
    assert contrast(navy, dark_grey) < 2  # the bug: navy help text on a dark desktop
    fixed = readable(navy, dark_grey)
    assert contrast(fixed, dark_grey) >= AA
    assert readable(navy, QColor("white")) == navy  # already fine: left alone


@pytest.mark.parametrize("name", [*PALETTES, "platform dark"])
def test_help_colours_read_at_aa(name):
    palette = PALETTES.get(name) or platform_dark()
    c = help_colours(palette)
    pairs = {"body": (c.text, c.page), "heading": (c.heading, c.page),
             "question": (c.question, c.page), "key": (c.text, c.key_back),
             "contents": (c.contents_text, c.contents_back),
             "selected": (c.selected_text, c.selected_back)}
    for part, (text, back) in pairs.items():
        assert contrast(text, back) >= AA, (name, part, text.name(), back.name())


def _ink_contrast(image: QImage) -> float:
    """The contrast between an image's commonest colour (its page) and the pixel
    furthest from it in luminance (its darkest or lightest ink)."""
    counts: dict[int, int] = {}
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            rgb = image.pixel(x, y)
            counts[rgb] = counts.get(rgb, 0) + 1
    page = QColor.fromRgb(max(counts, key=counts.__getitem__))
    return max(contrast(QColor.fromRgb(rgb), page) for rgb in counts)


def test_help_window_is_readable_rendered_on_a_dark_desktop(qtbot, system_afterwards):
    window = HelpWindow()
    qtbot.addWidget(window)
    window.resize(700, 500)
    window.show()
    qtbot.waitExposed(window)
    QApplication.setPalette(platform_dark())  # the desktop's palette, not ours
    qtbot.waitUntil(lambda: is_dark(window.palette()))
    browser = window.findChild(QTextBrowser, "helpBrowser")
    css = browser.document().defaultStyleSheet()
    assert "#1d2330" not in css and help_colours(window.palette()).text.name() in css
    # Body text alone (no headings, no card pictures), in the help's own style sheet.
    sentence = html.escape(max(window.plain_text().split("\n"), key=len)[:120])
    for markup in (f"<p>{sentence}</p>" * 12, f'<p class="q">{sentence}</p>' * 12,
                   f'<span class="key">{sentence}</span><br>' * 12):
        browser.setHtml(f"<html><body>{markup}</body></html>")
        image = browser.viewport().grab().toImage()
        page = QColor(image.pixel(QPoint(image.width() - 30, image.height() - 6)))
        assert luminance(page) < 0.1, markup[:30]  # a dark page...
        assert _ink_contrast(image) >= AA, markup[:30]  # ...with text that reads on it


def test_apply_appearance_sets_the_mode_asked_for(system_afterwards):
    app = system_afterwards
    apply_appearance(app, Mode.DARK, high_contrast=False)
    assert is_dark(app.palette())
    apply_appearance(app, Mode.LIGHT, high_contrast=False)
    assert not is_dark(app.palette())
    apply_appearance(app, Mode.DARK, high_contrast=True)
    assert app.palette().color(R.Window) == QColor("black")
    apply_appearance(app, Mode.SYSTEM, high_contrast=False)
    assert app.palette().color(R.Window) == app.style().standardPalette().color(R.Window)


def test_a_palette_blind_style_still_gives_way_to_fusion(system_afterwards, monkeypatch):
    """Under Windows's or macOS's own style (which ignore palettes) the program's
    palette still comes with Fusion (the style's names are asked first, see
    tests/app/test_first_frame.py)."""
    app = system_afterwards
    monkeypatch.setattr(QStyleFactory, "keys", lambda: ["windowsvista", "Fusion"])
    assert appearance.palette_blind_style_possible()
    asked: list[str] = []
    monkeypatch.setattr(app, "style", lambda: type("Vista", (), {
        "name": lambda self: "windowsvista"})())
    monkeypatch.setattr(app, "setStyle", asked.append)
    appearance.apply_appearance(app, appearance.Mode.DARK, high_contrast=False)
    assert asked == ["Fusion"]
    assert appearance.is_dark(app.palette())


def test_the_table_felt_darkens_on_screen(qtbot, system_afterwards):
    window = create_main_window(["--speed", "instant"])
    qtbot.addWidget(window)
    window.resize(900, 640)
    window.show()
    qtbot.waitExposed(window)

    def corner() -> QColor:
        window.view.viewport().repaint()
        return QColor(window.view.viewport().grab().toImage().pixel(4, 4))

    light = corner()
    apply_appearance(system_afterwards, Mode.DARK, high_contrast=False)
    qtbot.waitUntil(lambda: luminance(corner()) < luminance(light))
    assert luminance(corner()) < luminance(light)


def test_mode_is_remembered_and_nonsense_ignored(qapp, tmp_path, system_afterwards):
    path = tmp_path / "settings.ini"
    appearance = Appearance(qapp, Settings(path))
    assert appearance.mode is Mode.SYSTEM
    appearance.set_mode(Mode.DARK)
    assert remembered_appearance(Settings(path)) is Mode.DARK
    assert Appearance(qapp, Settings(path)).mode is Mode.DARK
    path.write_text("[ui]\nappearance=purple\n", encoding="utf-8")
    assert remembered_appearance(Settings(path)) is Mode.SYSTEM


def test_appearance_actions_switch_and_show_the_mode(qtbot, tmp_path, system_afterwards):
    window = QWidget()
    qtbot.addWidget(window)
    appearance = Appearance(system_afterwards, Settings(tmp_path / "settings.ini"))
    actions = AppearanceActions(window, appearance)
    names = [a.objectName() for a in actions.all()]
    assert names == ["actionAppearanceSystem", "actionAppearanceLight", "actionAppearanceDark"]
    assert actions.group.isExclusive() and all(a.text() for a in actions.all())
    assert window.findChild(type(actions.all()[0]), "actionAppearanceDark") is not None
    assert actions.actions[Mode.SYSTEM].isChecked()
    actions.actions[Mode.DARK].trigger()
    assert is_dark(QGuiApplication.palette()) and actions.actions[Mode.DARK].isChecked()
    appearance.set_mode(Mode.LIGHT)  # from elsewhere: the menu follows
    assert actions.actions[Mode.LIGHT].isChecked()
    assert not is_dark(QGuiApplication.palette())


@pytest.mark.parametrize("key", [felt.key for felt in FELTS])
def test_table_text_reads_on_every_felt_the_table_draws(key):
    """Every cloth in the chooser, at its lit centre (the lightest shade the table view
    paints), keeps the names and counts at WCAG AA (teal was 3.69)."""
    for ground in felt_module.felt_colours(key):
        assert contrast(TABLE_TEXT, ground) >= AA, (key, ground.name())
