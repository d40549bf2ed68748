"""A quiet note on the felt: a short sentence that shows for a few seconds and fades.

For what deserves a word but no answer: a called war ("You call CPU 2"), its score
("Called it: CPU 2 takes 14 cards"), an achievement earned. Never modal, never in the
way: it takes no click (a click goes through to whatever lies under it), and it sits
where it hides no card, no name plate, no result line, hint or ribbon, nearest the seat
it speaks of (or the middle of the felt), on a grid of card-width/6 steps. It is placed
again whenever the table is laid out anew (a resize) or the words on the felt change
(the result line moves with each battle), and a few notes at once stack without
covering each other; the oldest goes when more come.

`FeltNote(scene).say(text, near_seat)` is all a caller needs; `said` repeats each text
for whoever reads it aloud.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from krig_desktop.ui.table.seat_layout import TableLayout, card_zones

BOX = QColor(24, 18, 6, 205)
EDGE = QColor(240, 200, 110, 200)  # brass: a word from the game, not the result line
INK = QColor(252, 246, 228)
SIZE = 0.15  # the text, in card widths
MIN_PX, MAX_PX = 11, 19
PAD = 0.55  # of the text size, around the text
WIDE = 3.6  # the widest box, in card widths, before the text wraps
HOLD_MS = 4_000  # shown in full this long
FADE_MS = 700  # then fades out over this
MOST = 3  # notes shown at once; a fourth makes the oldest go
HOLD_TIMER = "feltNoteHold"  # a note's few seconds (it then fades and goes)
FADE = "feltNoteFade"
Z = 7_000  # above the cards and the result line, below the ribbon and the banner


class NoteItem(QGraphicsObject):
    """One note: a sentence in a rounded box, centred on its position."""

    def __init__(self, text: str, near_seat: int | None) -> None:
        super().__init__()
        self.text = text
        self.near_seat = near_seat
        self._px = 14
        self._box = QRectF(0, 0, 10, 10)
        self.placed_in: tuple[float, float] | None = None  # the table size it was placed for
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self._px)
        return font

    def size_for(self, card_w: float, room: float) -> None:
        """Measure the box for cards `card_w` wide, at most `room` wide."""
        self.prepareGeometryChange()
        self._px = min(MAX_PX, max(MIN_PX, int(card_w * SIZE)))
        metrics = QFontMetricsF(self._font())
        pad = PAD * self._px
        width = max(40.0, min(WIDE * card_w, room) - 2 * pad)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        text = metrics.boundingRect(QRectF(0, 0, width, 10_000), flags, self.text)
        w, h = text.width() + 0.3 * self._px + 2 * pad, text.height() + 1.2 * pad
        self._box = QRectF(-w / 2, -h / 2, w, h)

    @property
    def box(self) -> QRectF:
        return QRectF(self._box)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self._box
        radius = min(box.height() / 2, self._px * 0.8)
        painter.setPen(QPen(EDGE, 1.5))
        painter.setBrush(BOX)
        painter.drawRoundedRect(box, radius, radius)
        painter.setFont(self._font())
        painter.setPen(INK)
        pad = PAD * self._px
        painter.drawText(box.adjusted(pad, pad * 0.6, -pad, -pad * 0.6),
                         Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)


def spot_near(layout: TableLayout, box: QRectF, anchor: QPointF,
              avoid: list[QRectF]) -> QPointF | None:
    """The centre nearest `anchor` for a box of `box`'s size that covers no card and
    none of `avoid`, inside the table; None if there is none."""
    w, h = box.width(), box.height()
    area = layout.rect.adjusted(4, 4, -4, -4)
    if w > area.width() or h > area.height():
        return None
    pad = 0.1 * layout.card_w  # card tilt, glow and shadow
    hard = [zone.adjusted(-pad, -pad, pad, pad) for zone in card_zones(layout)]
    hard.extend(rect.adjusted(-3, -3, 3, 3) for rect in avoid)
    step = max(3.0, layout.card_w / 6)
    left, right = area.left() + w / 2, area.right() - w / 2
    top, bottom = area.top() + h / 2, area.bottom() - h / 2
    xs = [left + i * step for i in range(int((right - left) / step) + 1)]
    ys = [top + j * step for j in range(int((bottom - top) / step) + 1)]
    ax, ay = anchor.x(), anchor.y()
    points = sorted(((x, y) for x in xs for y in ys),
                    key=lambda p: (p[0] - ax) ** 2 + (p[1] - ay) ** 2)
    for x, y in points:
        rect = QRectF(x - w / 2, y - h / 2, w, h)
        if not any(rect.intersects(zone) for zone in hard):
            return QPointF(x, y)
    return None


class FeltNote(QObject):
    """The notes on one table scene; `say` shows one."""

    said = Signal(str)  # each text as it is shown (for the screen-reader announcer)

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else scene)
        self._scene = scene
        self._notes: list[NoteItem] = []
        self._fades: dict[NoteItem, tuple[QTimer, QPropertyAnimation]] = {}
        self.hold_ms = HOLD_MS
        self.fade_ms = FADE_MS
        scene.sceneRectChanged.connect(self._replace)
        described = getattr(scene, "descriptionChanged", None)  # the words on the felt moved
        if described is not None:
            described.connect(self._replace)

    def notes(self) -> list[NoteItem]:
        """The notes on the felt now, oldest first."""
        return list(self._notes)

    def texts(self) -> list[str]:
        return [note.text for note in self._notes]

    def say(self, text: str, near_seat: int | None = None) -> None:
        """Show `text` for a few seconds near `near_seat`'s plate (None: the middle of
        the felt), then let it fade; the same text already shown starts again."""
        if not text:
            return
        self.withdraw(text)
        while len(self._notes) >= MOST:
            self._drop(self._notes[0])
        note = NoteItem(text, near_seat)
        self._scene.addItem(note)
        self._notes.append(note)
        self._place_all()
        timer = QTimer(self)
        timer.setObjectName(HOLD_TIMER)
        timer.setSingleShot(True)
        fade = QPropertyAnimation(note, b"opacity", self)
        fade.setObjectName(FADE)
        fade.setDuration(self.fade_ms)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setEasingCurve(QEasingCurve.Type.InQuad)
        fade.finished.connect(lambda n=note: self._drop(n))
        timer.timeout.connect(fade.start)
        self._fades[note] = (timer, fade)
        timer.start(self.hold_ms)
        self.said.emit(text)

    def withdraw(self, text: str) -> None:
        """Take the note saying `text` off the felt now, if it is there (a call its
        score replaces)."""
        for note in self._notes:
            if note.text == text:
                self._drop(note)
                return

    def clear(self) -> None:
        """Take every note off the felt at once (a new game, say)."""
        for note in list(self._notes):
            self._drop(note)

    def _drop(self, note: NoteItem) -> None:
        if note not in self._notes:
            return
        self._notes.remove(note)
        timer, fade = self._fades.pop(note)
        timer.stop()
        fade.stop()
        timer.deleteLater()
        fade.deleteLater()
        if note.scene() is self._scene:
            self._scene.removeItem(note)
        note.deleteLater()

    def _replace(self, *_: object) -> None:
        if self._notes:
            self._place_all()

    def _layout(self) -> TableLayout | None:
        layout = getattr(self._scene, "table_layout", None)
        return layout if isinstance(layout, TableLayout) else None

    def _words(self) -> list[QRectF]:
        """What the notes must not cover besides the cards: the plates, and the other
        words on the felt that show now (result line, hint, ribbon, banner)."""
        scene = self._scene
        rects: list[QRectF] = []
        layout = self._layout()
        if layout is not None:
            rects.extend(geo.label for geo in layout.seats)
            if layout.set_aside_label is not None:
                rects.append(layout.set_aside_label)
        for name in ("caption", "hint", "ribbon", "banner"):
            item = getattr(scene, name, None)
            if isinstance(item, QGraphicsItem) and item.isVisible():
                rects.append(item.sceneBoundingRect())
        return rects

    def _anchor(self, layout: TableLayout, seat: int | None) -> QPointF:
        """Beside the seat's plate, towards the middle; the middle of the felt."""
        if seat is None or not 0 <= seat < len(layout.seats):
            return QPointF(layout.centre)
        plate = layout.seats[seat].label
        centre = layout.centre
        return QPointF(plate.center().x() * 0.7 + centre.x() * 0.3,
                       plate.center().y() * 0.7 + centre.y() * 0.3)

    def _place_all(self) -> None:
        """Place every note: one still clear where it is stays there (a note that
        jumped with every battle's new line would draw the eye); the others go to the
        free spot nearest their seat."""
        layout = self._layout()
        if layout is None:
            for note in self._notes:
                note.setVisible(False)
            return
        taken = self._words()
        size = (layout.width, layout.height)
        pad = 0.1 * layout.card_w
        cards = [zone.adjusted(-pad, -pad, pad, pad) for zone in card_zones(layout)]
        for note in self._notes:
            note.size_for(layout.card_w, layout.width - 16)
            here = note.box.translated(note.pos())
            if note.placed_in != size or any(here.intersects(r) for r in cards + taken):
                spot = spot_near(layout, note.box, self._anchor(layout, note.near_seat),
                                 taken)
                if spot is None:  # a tiny table: over the felt's top edge, not nowhere
                    spot = QPointF(layout.centre.x(), note.box.height() / 2 + 4)
                note.setPos(spot)
                note.placed_in = size
            note.setVisible(True)
            taken.append(note.box.translated(note.pos()))
