"""Check boxes and radio buttons whose state can be seen in every look.

Fusion draws an indicator's border as the window colour a shade darker: 1.6:1 on the
light window and 1.1:1 on the dark one, so an unchecked box (Look Back, Full Screen in
the View menu) all but vanishes. The application style is wrapped in a proxy that draws
that border again in a colour reading at WCAG's 3:1 for a control's state."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleOption, QWidget

from krig_desktop.ui.desktop.appearance import STATE, Appearance, readable

Role = QPalette.ColorRole
_CHECK = QStyle.PrimitiveElement.PE_IndicatorCheckBox
_RADIO = QStyle.PrimitiveElement.PE_IndicatorRadioButton


def indicator_border(palette: QPalette) -> QColor:
    """The indicator's border for `palette`: half way from the window to its text, shaded
    until it reads at STATE on the window and on the base."""
    text, window = palette.color(Role.WindowText), palette.color(Role.Window)
    half = QColor.fromRgbF((text.redF() + window.redF()) / 2,
                           (text.greenF() + window.greenF()) / 2,
                           (text.blueF() + window.blueF()) / 2)
    return readable(readable(half, window, STATE), palette.color(Role.Base), STATE)


class ReadableIndicators(QProxyStyle):
    """The application's style, with an indicator border that reads (enabled ones:
    disabled controls are exempt from WCAG's contrast)."""

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element not in (_CHECK, _RADIO) or not option.state & QStyle.StateFlag.State_Enabled:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, element == _RADIO)
        painter.setPen(QPen(indicator_border(option.palette), 1))
        painter.setBrush(QColor(0, 0, 0, 0))
        box = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
        if element == _RADIO:
            painter.drawEllipse(box)
        else:
            painter.drawRect(box)
        painter.restore()


def use_readable_indicators(appearance: Appearance) -> None:
    """Wrap the application's style in ReadableIndicators now, and again whenever a
    change of look replaces the style (Fusion under Windows's or macOS's own style).

    Meant for the window's later parts (`window.later.also`), after the first frame:
    importing this module makes PySide build QStyle's ~600 enum members, which the first
    frame must not wait for (tests/app/test_first_frame.py)."""
    wrap()
    appearance.changed.connect(wrap)


def wrap(*_: object) -> None:
    """Wrap the application's style in ReadableIndicators, unless it is already."""
    style = QApplication.style()
    if style is None or isinstance(style, ReadableIndicators):
        return
    QApplication.setStyle(ReadableIndicators(style.name()))
