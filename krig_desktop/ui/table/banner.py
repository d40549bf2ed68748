"""The "War!" banner that pops up over the table when the battle cards tie.

The felt's one layout (felt_layout.py) places it where it hides no card, near the
centre, shrunk a little if that lets it stay close, when it pops; it measures each
text's sizes once.
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
    Signal,
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
from krig_desktop.ui.table.felt_layout import Size

# The sizes offered to the felt's layout, largest first. The last, smallest are for a
# big war's longer words ("War ×3 — 10 cards at stake!"), which else had no place.
FACTORS = (1.0, 0.85, 0.7, 0.6, 0.5, 0.4)
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

    wantsPlace = Signal()  # it pops: the felt's layout places it

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._px = 40
        self._card_w = 95.0
        self._wanted = False  # it pops now
        self._crowded = False  # the layout found no room for it
        self._measured: dict[tuple[str, float], list[Size]] = {}
        self._pictures: dict[tuple[object, ...], QPixmap] = {}  # see paint
        self.setData(0, "layer:banner")
        self.setVisible(False)
        self.setZValue(10_000)

    def set_text(self, text: str) -> None:
        """The text of the next pop, placed clear of the cards when it shows."""
        self.prepareGeometryChange()
        self._text = text
        self.update()
        if self._wanted:
            self.wantsPlace.emit()

    def prepare(self, text: str) -> None:
        """Measure now the shapes of a pop with `text`, so the pop itself measures
        nothing."""
        self._shapes_for(text, self._card_w)

    def _shapes_for(self, text: str, card_w: float) -> list[Size]:
        key = (text, card_w)
        if key not in self._measured:
            if len(self._measured) > 32:
                self._measured.clear()
            boxes = (self._box(text, self._px_for(card_w, f)) for f in FACTORS)
            self._measured[key] = [(b.width() * POP_PEAK, b.height() * POP_PEAK)
                                   for b in boxes]
        return self._measured[key]

    def layer_name(self) -> str:
        return "banner"

    def layer_sizes(self, card_w: float) -> list[Size]:
        """At its peak size, smaller ones after (none but while it pops)."""
        self._card_w = card_w
        return list(self._shapes_for(self._text, card_w)) if self._wanted else []

    def put(self, rect: QRectF | None, shape: int) -> None:
        """Where the felt's layout puts the banner (None: no room: it does not show)."""
        self._crowded = rect is None
        if rect is None:
            self.setVisible(False)
            return
        self.set_card_width(self._card_w, FACTORS[min(shape, len(FACTORS) - 1)])
        self.setPos(rect.center())

    def withdraw(self) -> None:
        """Gone (its pop ended, or the step was stopped)."""
        self._wanted = False
        self.setVisible(False)

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

    def pop_animation(self, pop: int, hold: int, fade: int,
                      still: bool = False) -> QAbstractAnimation:
        """Appear with a little overshoot, stay `hold` ms, fade away. `still` (Reduce
        Motion): no growing, a short fade in at its own size."""
        seq = QSequentialAnimationGroup()

        def begin() -> None:
            self._wanted = True
            self.wantsPlace.emit()  # placed for the text and the table of this moment
            self.setOpacity(0.0)
            self.setScale(1.0 if still else POP_FROM)
            self.setVisible(not self._crowded)

        seq.addAnimation(Call(begin))
        grow = QParallelAnimationGroup(seq)
        if not still:
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
        seq.addAnimation(Call(self.withdraw))
        return seq
