"""The "War!" banner that pops up over the table when the battle cards tie.

It places itself where it hides no card (near the centre, shrunk a little if that lets
it stay close; far out at full size only if nothing else fits), for its text and the
table's layout, when it pops, and remembers each place it found: a search is slow.
Its colours follow the palette (appearance.banner_colours: deeper with a dark one).

It is drawn once into a picture at the screen's pixels and put down from it, except
while the pop overshoots its size: its text is big enough at 4K that Qt fills every
glyph as a path instead of taking it from its glyph cache, in every frame it pops and
fades in, where a blit is cheap.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from krig_desktop.ui.desktop.appearance import banner_colours
from krig_desktop.ui.table.animation_steps import Call
from krig_desktop.ui.table.seat_layout import TableLayout, free_spot

# (factor, reach in card widths): the sizes and distances from the centre tried in turn
# (None: anywhere on the table). The last, smallest sizes are for a big war's longer
# words ("War ×3 — 10 cards at stake!"), which else had no place and hid the cards.
PLACES: tuple[tuple[float, float | None], ...] = (
    (1.0, 1.3), (0.85, 1.6), (0.7, 2.0), (1.0, None), (0.6, None), (0.5, None),
    (0.4, None))
POP_FROM = 0.5  # the scale the pop starts at; it overshoots 1.0 on its way up
POP_CURVE = QEasingCurve.Type.OutBack


def _pop_peak() -> float:
    """The largest scale the pop reaches: its place must stay clear at that size too."""
    curve = QEasingCurve(POP_CURVE)
    top = max(curve.valueForProgress(i / 400) for i in range(401))
    return POP_FROM + (1.0 - POP_FROM) * top


POP_PEAK = _pop_peak()


class Banner(QGraphicsObject):
    """A ribbon of text centred on its position; pops in, holds, fades out."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._px = 40
        self._card_w = 95.0
        self._layout: TableLayout | None = None
        self._spots: dict[tuple[float, float, int, str], tuple[float, QPointF]] = {}
        self._pictures: dict[tuple[object, ...], QPixmap] = {}  # see paint
        self.setVisible(False)
        self.setZValue(10_000)

    def set_text(self, text: str) -> None:
        """The text of the next pop, placed clear of the cards when it shows."""
        self.prepareGeometryChange()
        self._text = text
        self.update()
        if self.isVisible():
            self._place()

    def set_layout(self, layout: TableLayout) -> None:
        """The table was laid out again: the banner finds its place anew when it shows
        (at once if it is showing). A hidden banner searches nothing: the table lays
        itself out at start and on every resize, and a search was most of that."""
        self._layout = layout
        if self.isVisible():
            self._place()

    def _place(self) -> None:
        layout = self._layout
        if layout is None:
            return
        factor, spot = self._spot(layout, self._text)
        self.set_card_width(layout.card_w, factor)
        self.setPos(spot)

    def prepare(self, text: str) -> None:
        """Find now the place of a pop with `text`, so the pop itself searches nothing
        (a search at 4K with four seats takes longer than a frame)."""
        if self._layout is not None:
            self._spot(self._layout, text)

    def _spot(self, layout: TableLayout, text: str) -> tuple[float, QPointF]:
        """The size factor and centre of the banner saying `text` (remembered)."""
        w = layout.card_w
        key = (layout.width, layout.height, len(layout.seats), text)
        if key not in self._spots:
            found = (1.0, layout.centre)
            for factor, reach in PLACES:
                box = self._box(text, self._px_for(w, factor))
                spot = free_spot(layout, box.width() * POP_PEAK, box.height() * POP_PEAK,
                                 None if reach is None else reach * w)
                if spot is not None:
                    found = (factor, spot)
                    break
            if len(self._spots) > 32:  # sizes met while resizing: keep it small
                self._spots.clear()
            self._spots[key] = found
        return self._spots[key]

    def text(self) -> str:
        return self._text

    def set_card_width(self, card_w: float, factor: float = 1.0) -> None:
        """Size the text for cards `card_w` wide; `factor` < 1 shrinks it to fit a gap."""
        self.prepareGeometryChange()
        self._card_w = card_w
        self._px = self._px_for(card_w, factor)

    @staticmethod
    def _px_for(card_w: float, factor: float) -> int:
        return max(16, int(card_w * 0.42 * factor))

    def _font(self, px: int | None = None) -> QFont:
        font = QFont()
        font.setPixelSize(self._px if px is None else px)
        font.setBold(True)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        return font

    def _box(self, text: str, px: int) -> QRectF:
        metrics = QFontMetricsF(self._font(px))
        w = metrics.horizontalAdvance(text) + px * 1.6
        h = metrics.height() + px * 0.6
        return QRectF(-w / 2, -h / 2, w, h).adjusted(-4, -4, 4, 4)

    def boundingRect(self) -> QRectF:
        return self._box(self._text, self._px)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        device = painter.deviceTransform()
        target = painter.device()
        dpr = target.devicePixelRatioF() if target is not None else 1.0
        scale = math.hypot(device.m11(), device.m12()) / dpr
        if device.m12() or device.m21() or scale > 1.0 + 1e-6:
            self._draw(painter, option.palette)  # overshooting: drawn afresh, crisp
            return
        smooth = QPainter.RenderHint.SmoothPixmapTransform
        was_smooth = painter.testRenderHint(smooth)
        corner = self.boundingRect().topLeft()
        if scale < 1.0 - 1e-6:  # popping up: scaled down smoothly
            picture = self._picture_for(option.palette, dpr, 0.0, 0.0)
            painter.setRenderHint(smooth, True)
            painter.drawPixmap(QRectF(corner.x(), corner.y(), picture.width() / dpr,
                                      picture.height() / dpr), picture,
                               QRectF(picture.rect()))
        else:  # its own size: drawn where it lies within a device pixel, put down whole
            at = device.map(corner)
            x, y = math.floor(at.x()), math.floor(at.y())
            picture = self._picture_for(option.palette, dpr, at.x() - x, at.y() - y)
            world = painter.worldTransform()
            to_device = world.inverted()[0] * device
            painter.setRenderHint(smooth, False)
            painter.setWorldTransform(QTransform.fromTranslate(x, y) * to_device.inverted()[0])
            painter.drawPixmap(QPointF(0, 0), picture)
            painter.setWorldTransform(world)
        painter.setRenderHint(smooth, was_smooth)

    def _picture_for(self, palette: QPalette, dpr: float, dx: float,
                     dy: float) -> QPixmap:
        """The banner drawn in device pixels (`dpr` of them a unit) for its text, size
        and palette, its corner `dx`, `dy` pixels into the first one: the one it pops
        from and the one it stays as are kept until its words or size change."""
        colours = banner_colours(palette)
        key = (self._text, self._px, dpr, round(dx, 3), round(dy, 3), colours.rim.rgba(),
               colours.ribbon.rgba(), colours.text.rgba())
        picture = self._pictures.get(key)
        if picture is None:
            box = self.boundingRect()
            picture = QPixmap(math.ceil(box.width() * dpr) + 1,
                              math.ceil(box.height() * dpr) + 1)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            painter.translate(dx, dy)
            painter.scale(dpr, dpr)
            painter.translate(-box.left(), -box.top())
            self._draw(painter, palette)
            painter.end()
            if len(self._pictures) >= 2:
                self._pictures.clear()
            self._pictures[key] = picture
        return picture

    def _draw(self, painter: QPainter, palette: QPalette) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.boundingRect().adjusted(4, 4, -4, -4)
        colours = banner_colours(palette)
        painter.setPen(QPen(colours.rim, max(2.0, self._px * 0.07)))
        painter.setBrush(colours.ribbon)
        painter.drawRoundedRect(body, body.height() * 0.3, body.height() * 0.3)
        painter.setFont(self._font())
        painter.setPen(QColor(0, 0, 0, 110))
        painter.drawText(body.translated(2, 2), Qt.AlignmentFlag.AlignCenter, self._text)
        painter.setPen(colours.text)
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self._text)

    def pop_animation(self, pop: int, hold: int, fade: int) -> QAbstractAnimation:
        """Appear with a little overshoot, stay `hold` ms, fade away."""
        seq = QSequentialAnimationGroup()

        def begin() -> None:
            self._place()  # for the text and the table of this moment
            self.setOpacity(0.0)
            self.setScale(POP_FROM)
            self.setVisible(True)

        seq.addAnimation(Call(begin))
        grow = QParallelAnimationGroup(seq)
        size = QPropertyAnimation(self, b"scale", grow)
        size.setStartValue(POP_FROM)
        size.setEndValue(1.0)
        size.setDuration(pop)
        size.setEasingCurve(POP_CURVE)
        shown = QPropertyAnimation(self, b"opacity", grow)
        shown.setStartValue(0.0)
        shown.setEndValue(1.0)
        shown.setDuration(pop)
        seq.addAnimation(QPauseAnimation(hold))
        gone = QPropertyAnimation(self, b"opacity", seq)
        gone.setEndValue(0.0)
        gone.setDuration(fade)
        seq.addAnimation(Call(lambda: self.setVisible(False)))
        return seq
