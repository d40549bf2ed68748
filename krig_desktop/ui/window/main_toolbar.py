"""The toolbar `mainToolbar`: Play, Autoplay, Pause, Finish Game, New Game and the speed.

Icons come from the desktop's icon theme where it has them, else the program draws
its own with QPainter in the palette's text colour (no copied art), redrawn when the
palette changes (light or dark). Autoplay is a checkable button, pressed while it runs;
Pause is the menu's own action, so both are enabled together, only while something runs.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QAction,
    QColor,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QAbstractButton, QMenu, QToolBar, QToolButton, QWidget

from krig_desktop.speed import Speed
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui
from krig_desktop.ui.window.actions import Actions

ICON_PX = 32

Painter = Callable[[QPainter, QColor], None]


def _triangle(x: float) -> QPainterPath:
    path = QPainterPath(QPointF(x, 6))
    path.lineTo(x + 13, 16)
    path.lineTo(x, 26)
    path.closeSubpath()
    return path


def _play(p: QPainter, ink: QColor) -> None:
    p.fillPath(_triangle(10), ink)


def _autoplay(p: QPainter, ink: QColor) -> None:
    p.fillPath(_triangle(4), ink)
    p.fillPath(_triangle(16), ink)


def _pause(p: QPainter, ink: QColor) -> None:
    p.fillRect(QRectF(9, 7, 5, 18), ink)
    p.fillRect(QRectF(18, 7, 5, 18), ink)


def _finish(p: QPainter, ink: QColor) -> None:
    p.fillPath(_triangle(4), ink)
    p.fillPath(_triangle(14), ink)
    p.fillRect(QRectF(25, 6, 3, 20), ink)


def _new(p: QPainter, ink: QColor) -> None:
    p.setPen(QPen(ink, 2.2))
    p.drawRoundedRect(QRectF(7, 3, 17, 25), 3, 3)
    p.drawLine(QPointF(15.5, 10), QPointF(15.5, 21))
    p.drawLine(QPointF(10, 15.5), QPointF(21, 15.5))


def _speed(p: QPainter, ink: QColor) -> None:
    p.setPen(QPen(ink, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawArc(QRectF(4, 6, 24, 24), 20 * 16, 140 * 16)
    p.drawLine(QPointF(16, 18), QPointF(23, 10))


def drawn_icon(draw: Painter, ink: QColor, scales: tuple[int, ...] = (1, 2)) -> QIcon:
    """One of the program's own icons, in `ink`, at each of `scales` (1x and 2x)."""
    icon = QIcon()
    for scale in scales:
        pixmap = QPixmap(ICON_PX * scale, ICON_PX * scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(scale, scale)
        draw(painter, ink)
        painter.end()
        icon.addPixmap(pixmap)
    return icon


# theme name (freedesktop icon naming), then the program's drawing
ICONS: dict[str, tuple[str, Painter]] = {
    "play": ("media-playback-start", _play),
    "autoplay": ("media-seek-forward", _autoplay),
    "pause": ("media-playback-pause", _pause),
    "finish": ("media-skip-forward", _finish),
    "new": ("document-new", _new),
    "speed": ("speedometer", _speed),
}


def themed_icon(kind: str, ink: QColor, themed: bool = True,
                scales: tuple[int, ...] = (1, 2)) -> QIcon:
    """The theme's icon for `kind`, else (or when not `themed`) the program's drawing
    (at `scales`)."""
    name, draw = ICONS[kind]
    drawn = drawn_icon(draw, ink, scales)
    return QIcon.fromTheme(name, drawn) if themed else drawn


class MainToolbar(QToolBar):
    """The six controls; the speed is a button whose menu is the Game → Speed menu."""

    def __init__(self, parent: QWidget, actions: Actions, speed_menu: QMenu) -> None:
        super().__init__(parent)
        self.setObjectName("mainToolbar")
        # No window title: QToolBar would copy it into the View menu's "Show Toolbar".
        self.setFloatable(False)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.setIconSize(QSize(22, 22))
        self._actions = actions
        # The Autoplay button: the menu's action, but "Replay" while a replay plays (the
        # replay is played by autoplay; the button said "Autoplay" pressed).
        self.autoplay = make_action(self, "toolbarAutoplay", checkable=True)
        self.autoplay.triggered.connect(lambda _checked=False: actions.autoplay.trigger())
        actions.autoplay.changed.connect(self._show_autoplay)
        self._replaying = False
        self.addActions([actions.play, self.autoplay, actions.pause, actions.finish])
        self.addSeparator()
        self.addAction(actions.new)
        self.addSeparator()
        self.speed_button = QToolButton(self)
        self.speed_button.setObjectName("speedButton")
        self.speed_button.setMenu(speed_menu)
        self.speed_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.speed_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.addWidget(self.speed_button)
        for speed_action in actions.speeds.values():  # checked or renamed: the button says so
            speed_action.changed.connect(self._show_speed)
        # The drawn icons first; the theme's, where it has them, from `use_theme_icons`
        # (the command's window: after its first frame; under X, the icon theme's first
        # look-up is slow).
        self._themed = False
        self._draw_icons()
        translate_ui(self, self.retranslate)

    def use_theme_icons(self) -> None:
        """From now on the desktop's icon theme gives the icons it has (once)."""
        if not self._themed:
            self._themed = True
            self._draw_icons()

    def buttons(self) -> list[QToolButton]:
        """The tool buttons in order (the speed's last)."""
        found = [self.widgetForAction(action) for action in self.actions()]
        return [b for b in found if isinstance(b, QToolButton)]

    def _draw_icons(self) -> None:
        ink = self.palette().color(QPalette.ColorRole.ButtonText)
        # Before the theme's are looked up (the first frame), drawn at the screen's scale
        # alone: the other one, for a window moved to another screen, comes with them.
        scales = (1, 2) if self._themed else (max(1, round(self.devicePixelRatioF())),)
        a = self._actions
        for kind, action in (("play", a.play), ("autoplay", a.autoplay), ("pause", a.pause),
                             ("finish", a.finish), ("new", a.new)):
            action.setIcon(themed_icon(kind, ink, self._themed, scales))
        self.autoplay.setIcon(a.autoplay.icon())
        self.speed_button.setIcon(themed_icon("speed", ink, self._themed, scales))

    def set_replaying(self, on: bool) -> None:
        """A replay runs (True) or the real game is back: the Autoplay button says so."""
        self._replaying = on
        self._show_autoplay()

    def _show_autoplay(self) -> None:
        """The button follows the menu's Autoplay: its state, and its words but in a
        replay ("Replay", pressed while the replay plays)."""
        real = self._actions.autoplay
        self.autoplay.setEnabled(real.isEnabled())
        self.autoplay.setChecked(real.isChecked())
        if self._replaying:
            self.autoplay.setText(self.tr("Replay"))
            self.autoplay.setToolTip(self.tr("The replay plays on by itself: press to pause "
                                             "it, Esc leaves it"))
        else:
            self.autoplay.setText(real.text())
            self.autoplay.setToolTip(real.toolTip())

    def _current_speed(self) -> QAction | None:
        return next((action for action in self._actions.speeds.values()
                     if action.isChecked()), self._actions.speeds.get(Speed.NORMAL))

    def _show_speed(self) -> None:
        current = self._current_speed()
        name = current.text().replace("&", "") if current is not None else ""
        self.speed_button.setText(self.tr("Speed: %1").replace("%1", name))

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Toolbar"))
        # Qt's own button that shows the tools a narrow window has no room for.
        more = self.findChild(QAbstractButton, "qt_toolbar_ext_button")
        if more is not None:
            more.setAccessibleName(self.tr("More Tools"))
        a = self._actions
        tips = ((a.play, self.tr("Turn the next cards")),
                (a.autoplay, self.tr("Play on by itself until you stop it")),
                (a.pause, self.tr("Stop autoplay, a replay or Finish Game where it is")),
                (a.finish, self.tr("Play the game to its end at once")),
                (a.new, self.tr("Deal a new game")))
        for action, tip in tips:
            key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            with_key = self.tr("%1 (%2)", "a tool tip, then the action's shortcut key")
            action.setToolTip(with_key.replace("%1", tip).replace("%2", key) if key else tip)
        self._show_autoplay()
        self._show_speed()
        self.speed_button.setToolTip(self.tr("How fast the cards move"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._draw_icons()
