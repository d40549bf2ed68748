"""Light and dark: the program's palettes, which one applies, and the colours the table
and the help read from the palette of the moment.

The mode is System, Light or Dark. System follows `QStyleHints.colorScheme()` and its
change signal; explicit modes ask the platform for that scheme (`setColorScheme`, Qt
6.8+). Both are only requests: on bare xcb and offscreen the scheme stays Unknown and
the platform palette stays whatever it is, so whenever the palette Qt ends up with is
not the scheme wanted, the program's own palette for Fusion is set instead. Qt's
contrast preference (Qt 6.10+) swaps in a high-contrast palette whose every text is at
WCAG AA or better. Widgets hear of the new palette through `ApplicationPaletteChange`.

The felt and the banners darken with a dark palette; card faces never change.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QStyleFactory, QWidget

from krig_desktop.engine.frozen import Frozen
from krig_desktop.storage.settings import APPEARANCES, Settings
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

AA = 4.5  # WCAG AA for normal text
STATE = 3.0  # WCAG AA for a control's state (a check box's border against its background)

# Each text role and the background it is drawn on: every pair must read at AA.
TEXT_ON: tuple[tuple[Role, Role], ...] = (
    (Role.WindowText, Role.Window), (Role.Text, Role.Base), (Role.Text, Role.AlternateBase),
    (Role.ButtonText, Role.Button), (Role.HighlightedText, Role.Highlight),
    (Role.ToolTipText, Role.ToolTipBase), (Role.PlaceholderText, Role.Base),
    (Role.Link, Role.Base), (Role.Link, Role.Window),
    (Role.LinkVisited, Role.Base), (Role.LinkVisited, Role.Window),
)
# Styles that draw with the platform's own colours and ignore a palette: the program's
# palette needs Fusion there.
_PALETTE_BLIND_STYLES = ("windowsvista", "macos")


def palette_blind_style_possible() -> bool:
    """Whether this Qt has a style that ignores palettes (Windows's and macOS's).

    Asked of the style names, not of the style in use: the style as a Python object
    (`app.style()`) makes PySide build QStyle's hundreds of enum members, before the
    first frame of a player whose mode is not the system's (Dark on a light desktop).
    """
    names = QStyleFactory.keys()  # a list of str (not a dict's keys)
    return any(name.lower() in _PALETTE_BLIND_STYLES for name in names)


class Mode(StrEnum):
    """What the player chose in View → Appearance."""

    SYSTEM = APPEARANCES[0]
    LIGHT = APPEARANCES[1]
    DARK = APPEARANCES[2]


# ----------------------------------------------------------------- contrast
def luminance(colour: QColor) -> float:
    """WCAG relative luminance of an opaque colour (0 black .. 1 white)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two opaque colours, 1 to 21."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def over(top: QColor, below: QColor) -> QColor:
    """`top` (with its alpha) laid over the opaque `below`."""
    alpha = top.alphaF()
    return QColor.fromRgbF(*(alpha * t + (1 - alpha) * b for t, b in (
        (top.redF(), below.redF()), (top.greenF(), below.greenF()),
        (top.blueF(), below.blueF()))))


def readable(colour: QColor, background: QColor, minimum: float = AA) -> QColor:
    """`colour`, made lighter or darker in steps (hue kept) until it reads on
    `background` at `minimum` contrast; black or white if no shade of it does."""
    if contrast(colour, background) >= minimum:
        return QColor(colour)
    towards_light = luminance(background) < 0.18
    hue, saturation, lightness = colour.hslHueF(), colour.hslSaturationF(), colour.lightnessF()
    for step in range(1, 21):
        shade = lightness + (1 - lightness) * step / 20 if towards_light else (
            lightness * (1 - step / 20))
        candidate = QColor.fromHslF(max(hue, 0.0), saturation, shade)
        if contrast(candidate, background) >= minimum:
            return candidate
    return QColor(255, 255, 255) if towards_light else QColor(0, 0, 0)


def is_dark(palette: QPalette) -> bool:
    """Whether `palette` is a dark one (its window darker than its text)."""
    return luminance(palette.color(Role.Window)) < luminance(palette.color(Role.WindowText))


def mended(palette: QPalette) -> QPalette:
    """`palette` with every text pair of TEXT_ON brought to AA (active and inactive).

    A platform's palette is kept as it is where it reads; Fusion's own (offscreen, bare
    xcb) has pale-blue selections under white text (3.7:1) and magenta visited links
    (3.1:1). A selection is darkened or lightened itself (its text stays white), any other
    text is shaded against its background."""
    result = QPalette(palette)
    for group in (Group.Active, Group.Inactive):
        for text, back in TEXT_ON:
            fore, ground = result.color(group, text), result.color(group, back)
            if contrast(fore, ground) >= AA:
                continue
            if back is Role.Highlight:
                result.setColor(group, back, readable(ground, fore))
            else:
                result.setColor(group, text, readable(fore, ground))
    return result


# ----------------------------------------------------------------- palettes
# (role, light, dark): the program's own palettes, tried against AA in the tests.
_COLOURS: tuple[tuple[Role, str, str], ...] = (
    (Role.Window, "#efede6", "#2b2d30"),
    (Role.WindowText, "#1b1e24", "#e8e6e1"),
    (Role.Base, "#ffffff", "#1f2124"),
    (Role.AlternateBase, "#f4f2ec", "#26282b"),
    (Role.Text, "#1b1e24", "#e8e6e1"),
    (Role.PlaceholderText, "#5f636b", "#a3a7ad"),
    (Role.Button, "#e4e1d8", "#3a3d41"),
    (Role.ButtonText, "#1b1e24", "#eeece7"),
    (Role.BrightText, "#ffffff", "#ffffff"),
    (Role.ToolTipBase, "#fffbe6", "#3d4045"),
    (Role.ToolTipText, "#1b1e24", "#f2f0ea"),
    (Role.Highlight, "#1f5e3a", "#2f6f48"),
    (Role.HighlightedText, "#ffffff", "#ffffff"),
    (Role.Link, "#1a5a9e", "#8cc0f5"),
    (Role.LinkVisited, "#6a3d9a", "#c5a5ef"),
    (Role.Light, "#ffffff", "#4a4d52"),
    (Role.Midlight, "#f2f0ea", "#3f4247"),
    (Role.Mid, "#b9b5aa", "#2f3134"),
    (Role.Dark, "#8c887e", "#18191b"),
    (Role.Shadow, "#4a4740", "#0b0b0c"),
)
_HIGH_CONTRAST: tuple[tuple[Role, str, str], ...] = (
    (Role.Window, "#ffffff", "#000000"),
    (Role.WindowText, "#000000", "#ffffff"),
    (Role.Base, "#ffffff", "#000000"),
    (Role.AlternateBase, "#f0f0f0", "#1a1a1a"),
    (Role.Text, "#000000", "#ffffff"),
    (Role.PlaceholderText, "#404040", "#c0c0c0"),
    (Role.Button, "#ffffff", "#000000"),
    (Role.ButtonText, "#000000", "#ffffff"),
    (Role.ToolTipBase, "#ffffe0", "#000000"),
    (Role.ToolTipText, "#000000", "#ffff00"),
    (Role.Highlight, "#00007a", "#ffff00"),
    (Role.HighlightedText, "#ffffff", "#000000"),
    (Role.Link, "#00007a", "#80d0ff"),
    (Role.LinkVisited, "#500070", "#e0a0ff"),
)
# Roles whose disabled shade is dimmed (disabled controls are exempt from AA).
_DIMMED = (Role.WindowText, Role.Text, Role.ButtonText, Role.PlaceholderText)


def own_palette(dark: bool, high_contrast: bool = False) -> QPalette:
    """The program's palette for Fusion: light or dark, plain or high contrast."""
    palette = QPalette()
    for role, light, night in _COLOURS:
        palette.setColor(role, QColor(night if dark else light))
    if high_contrast:
        for role, light, night in _HIGH_CONTRAST:
            palette.setColor(role, QColor(night if dark else light))
    for role in _DIMMED:
        text, window = palette.color(role), palette.color(Role.Window)
        mixed = QColor.fromRgbF(*((a + b) / 2 for a, b in (
            (text.redF(), window.redF()), (text.greenF(), window.greenF()),
            (text.blueF(), window.blueF()))))
        palette.setColor(Group.Disabled, role, mixed)
    return palette


# ----------------------------------------------------------------- the table's colours
class FeltColours(Frozen):
    """The felt's radial gradient, lightest in the centre."""

    centre: QColor
    middle: QColor
    edge: QColor


class BannerColours(Frozen):
    """The "War!" ribbon: its fill (translucent), rim and text."""

    ribbon: QColor
    rim: QColor
    text: QColor


TABLE_TEXT = QColor(250, 248, 240)  # names and counts on the felt (deck_item.py)


def felt_colours(palette: QPalette) -> FeltColours:
    """The felt for `palette`: green baize, a night-time shade of it with a dark one."""
    if is_dark(palette):
        return FeltColours(QColor(30, 86, 50), QColor(19, 62, 36), QColor(8, 32, 18))
    return FeltColours(QColor(46, 128, 72), QColor(28, 96, 52), QColor(12, 52, 28))


def banner_colours(palette: QPalette) -> BannerColours:
    """The banner for `palette`: deep red with a gold rim, deeper still when dark."""
    if is_dark(palette):
        return BannerColours(QColor(112, 18, 24, 240), QColor(214, 172, 70),
                             QColor(255, 246, 228))
    return BannerColours(QColor(150, 24, 30, 235), QColor(255, 214, 90),
                         QColor(255, 250, 235))


# ----------------------------------------------------------------- applying a mode
def wants_dark(mode: Mode) -> bool:
    """Whether `mode` means a dark palette now (System: the platform's scheme, or its
    palette when the scheme is Unknown)."""
    if mode is Mode.DARK:
        return True
    if mode is Mode.LIGHT:
        return False
    hints = QGuiApplication.styleHints()  # kept in a variable: see DESIGN.md
    scheme = hints.colorScheme()
    if scheme == scheme.Dark:
        return True
    if scheme == scheme.Light:
        return False
    return is_dark(QGuiApplication.palette())


def high_contrast_wanted() -> bool:
    """Qt's contrast preference (Qt 6.10+; older Qt: never)."""
    hints = QGuiApplication.styleHints()
    if not hasattr(hints, "accessibility"):
        return False
    accessibility = hints.accessibility()
    preference = accessibility.contrastPreference()
    return bool(preference == preference.HighContrast)


def apply_appearance(app: QApplication, mode: Mode, high_contrast: bool | None = None) -> bool:
    """Give `app` the palette of `mode`; True if it is the program's own (the platform
    had none to match). `high_contrast` None: as the system prefers."""
    if high_contrast is None:
        high_contrast = high_contrast_wanted()
    hints = app.styleHints()
    if hasattr(hints, "setColorScheme"):
        if mode is Mode.SYSTEM:
            hints.unsetColorScheme()
        else:
            scheme = hints.colorScheme()
            hints.setColorScheme(scheme.Dark if mode is Mode.DARK else scheme.Light)
    app.setPalette(QPalette())  # the platform's palette, for the scheme asked for
    dark = wants_dark(mode)
    own = high_contrast or is_dark(app.palette()) != dark
    if own and palette_blind_style_possible():
        style = app.style()
        if style is not None and style.name().lower() in _PALETTE_BLIND_STYLES:
            app.setStyle("Fusion")
    app.setPalette(own_palette(dark, high_contrast) if own else mended(app.palette()))
    _deliver_now()
    return own


def _deliver_now() -> None:
    """Hand the new palette to every widget at once. Qt posts ApplicationPaletteChange,
    so until the event loop turns, a widget still says (and a window built meanwhile
    reads from its parent) the old palette: a help window or toolbar icons drawn then
    would keep the old colours."""
    QApplication.sendPostedEvents(None, QEvent.Type.ApplicationPaletteChange)
    relink_labels()


def relink_labels() -> None:
    """Parse again every label's rich text that holds a link. Qt colours a link when the
    text is set, from the palette of that moment, and never again: after a switch to
    Dark the battle log's help link stayed pure blue on dark grey (about 2:1)."""
    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel) and "<a " in (text := widget.text()):
            widget.setText("")  # setText with the same text changes nothing
            widget.setText(text)


class Appearance(QObject):
    """The mode in force: applies it, remembers it, and follows the system's scheme and
    contrast preference while the mode is System."""

    changed = Signal(str)  # the mode, after its palette is set

    def __init__(self, app: QApplication, settings: Settings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._app = app
        self._settings = settings
        self._applying = False
        self._mode = remembered_appearance(settings) if settings is not None else Mode.SYSTEM
        hints = app.styleHints()
        hints.colorSchemeChanged.connect(self._system_changed)
        if hasattr(hints, "accessibility"):
            accessibility = hints.accessibility()
            accessibility.contrastPreferenceChanged.connect(self._system_changed)
        apply_appearance(app, self._mode)

    @property
    def mode(self) -> Mode:
        return self._mode

    def set_mode(self, mode: Mode | str) -> None:
        """Apply `mode` and remember it."""
        self._mode = Mode(mode)
        if self._settings is not None:
            remember_appearance(self._settings, self._mode)
        self._apply()

    def _apply(self) -> None:
        if self._applying:  # asking for a scheme can signal a change at once
            return
        self._applying = True
        try:
            apply_appearance(self._app, self._mode)
        finally:
            self._applying = False
        self.changed.emit(self._mode.value)

    def _system_changed(self, *_: object) -> None:
        """The desktop's scheme or contrast preference changed: apply the mode again."""
        self._apply()


def remembered_appearance(settings: Settings) -> Mode:
    """The mode the player chose last (System if none, or if the file says nonsense)."""
    value = settings.appearance
    return Mode(value) if value is not None else Mode.SYSTEM


def remember_appearance(settings: Settings, mode: Mode) -> None:
    settings.appearance = mode.value
    settings.sync()


class AppearanceActions(QObject):
    """View → Appearance: System, Light, Dark, one checked, wired to `appearance`.

    The actions are children of `window` (add them to a menu: `actions.all()`); their
    texts follow the language by themselves (`translate_ui`: this object is the window's
    child, so it hears of each switch from it).
    """

    def __init__(self, window: QWidget, appearance: Appearance) -> None:
        super().__init__(window)
        self.group = QActionGroup(window)
        self.group.setExclusive(True)
        self.actions: dict[Mode, QAction] = {}
        for mode in Mode:
            action = make_action(window, f"actionAppearance{mode.value.capitalize()}",
                                 checkable=True)
            action.setData(mode.value)
            action.triggered.connect(lambda _=False, m=mode: appearance.set_mode(m))
            self.group.addAction(action)
            self.actions[mode] = action
        self.actions[appearance.mode].setChecked(True)
        appearance.changed.connect(self._check)
        translate_ui(self, self.retranslate)

    def all(self) -> list[QAction]:
        """The three actions, in menu order."""
        return list(self.actions.values())

    def _check(self, mode: str) -> None:
        self.actions[Mode(mode)].setChecked(True)

    def retranslate(self) -> None:
        system = self.tr("&System", "appearance: as the desktop is")
        light = self.tr("&Light")
        dark = self.tr("&Dark")
        texts = {Mode.SYSTEM: system, Mode.LIGHT: light, Mode.DARK: dark}
        system_tip = self.tr("Light or dark as the desktop is")
        light_tip = self.tr("Light windows, whatever the desktop")
        dark_tip = self.tr("Dark windows and a darker table, whatever the desktop")
        tips = {Mode.SYSTEM: system_tip, Mode.LIGHT: light_tip, Mode.DARK: dark_tip}
        for mode, action in self.actions.items():
            action.setText(texts[mode])
            action.setStatusTip(tips[mode])
            action.setToolTip(tips[mode])

    def menu_title(self) -> str:
        """The submenu's title ("Appearance"), in the language of the moment."""
        return self.tr("&Appearance")
