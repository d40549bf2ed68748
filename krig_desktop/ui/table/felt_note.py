"""A quiet note on the felt: a short sentence that shows for a few seconds and fades.

For what deserves a word but no answer: a called war ("You call CPU 2"), its score
("Called it: CPU 2 takes 14 cards"), an achievement earned. Never modal, never in the
way: it takes no click (a click goes through to whatever lies under it). The notes
shown at once stack one under another (the oldest goes when more come), and the stack
is one layer, `callNote`, that the felt's one layout places with the others: it hides
no card, plate or other layer (the game-over panel included).

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
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from krig_desktop.ui.table.felt_pill import PillStyle, paint_pill
from krig_desktop.ui.table.seat_layout import TableLayout

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
GAP = 6.0  # pixels between two notes of the stack (each draws 2 beyond its box)
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
        box = self._box
        pad = PAD * self._px
        paint_pill(painter, box, PillStyle(EDGE, BOX, INK, 1.5), self._font(), self.text,
                   min(box.height() / 2, self._px * 0.8),
                   box.adjusted(pad, pad * 0.6, -pad, -pad * 0.6))


class NoteStack(QGraphicsObject):
    """The notes shown at once, one under another: the layer `callNote`, which the
    felt's one layout places as one box (so no note lies under another layer)."""

    wantsPlace = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.notes: list[NoteItem] = []
        self._size = (0.0, 0.0)
        self._wide = (WIDE, WIDE * 0.7)  # the widths offered, in card widths
        self._card_w = 95.0
        self.setData(0, "layer:callNote")
        self.setZValue(Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.setVisible(False)

    def layer_name(self) -> str:
        return "callNote"

    def layer_sizes(self, card_w: float) -> list[tuple[float, float]]:
        """The notes stacked, at most WIDE card widths wide; narrower after."""
        if not self.notes:
            return []
        sizes = []
        for wide in self._wide:
            for note in self.notes:
                note.size_for(card_w, wide * card_w)
            sizes.append((max(n.box.width() for n in self.notes),
                          sum(n.box.height() for n in self.notes)
                          + GAP * (len(self.notes) - 1)))
        self._card_w = card_w
        return sizes

    def layer_anchor(self, layout: TableLayout) -> QPointF | None:
        """Beside the plate of the seat the newest note speaks of, towards the middle."""
        seat = self.notes[-1].near_seat if self.notes else None
        if seat is None or not 0 <= seat < len(layout.seats):
            return None
        plate, centre = layout.seats[seat].label, layout.centre
        return QPointF(plate.center().x() * 0.7 + centre.x() * 0.3,
                       plate.center().y() * 0.7 + centre.y() * 0.3)

    def put(self, rect: QRectF | None, shape: int) -> None:
        self.setVisible(rect is not None)
        if rect is None:
            return
        self.prepareGeometryChange()
        for note in self.notes:
            note.size_for(self._card_w, self._wide[shape] * self._card_w)
        self.setPos(rect.topLeft())
        self._size = (rect.width(), rect.height())
        y = 0.0
        for note in self.notes:
            note.setPos(rect.width() / 2, y + note.box.height() / 2)
            y += note.box.height() + GAP

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, *self._size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass  # (its notes paint themselves)


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
        self.stack = NoteStack()
        scene.addItem(self.stack)
        layers = getattr(scene, "layers", None)  # a table's scene: its one layout
        if layers is not None:
            layers.add(self.stack)
        arrange = getattr(scene, "arrange_layers", None)
        if arrange is not None:
            self.stack.wantsPlace.connect(arrange)

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
        note.setParentItem(self.stack)
        self._notes.append(note)
        self._changed()
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
        self._changed()

    def _changed(self) -> None:
        self.stack.notes = list(self._notes)
        self.stack.setVisible(bool(self._notes))
        self.stack.wantsPlace.emit()

