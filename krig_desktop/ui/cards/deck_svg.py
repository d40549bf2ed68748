"""Drawing cards from a system SVG deck: read, check, parse once, render at device pixels.

Reading and parsing a deck is the slow part (a large KDE .svgz is felt), so it happens
on first use, on the deck loader's worker thread in the window
(`loader()`), and the parsed renderer is kept for the few most recent decks.
`prepare` is the whole of it: the file read bounded and checked to be self-contained
(`deck_check`), parsed from those bytes (never from the path, so QtSvg opens no file
itself), and checked for its 53 elements and their shape. A deck that fails any step is
rejected through `decks.reject`: logged, left out of `available_decks()`, and never an
error for the player. Qt's `qt.svg` warnings about unsupported SVG features are silenced
while a deck is parsed.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import (
    Q_ARG,
    QByteArray,
    QCoreApplication,
    QLoggingCategory,
    QMetaObject,
    QObject,
    QRectF,
    Qt,
    QThread,
    Signal,
    Slot,
)
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from shiboken6 import isValid

from krig_desktop.ui.cards.deck_check import DeckRefused, checked_svg
from krig_desktop.ui.cards.decks import Deck, reject, rejection

log = logging.getLogger(__name__)

MIN_ASPECT = 1.2  # height / width below this is not a playing card
MAX_ASPECT = 2.0
KEEP_DECKS = 3


class DeckRenderer:
    """A parsed, checked deck that draws any of its elements at any pixel size."""

    def __init__(self, deck: Deck, renderer: QSvgRenderer) -> None:
        self.deck = deck
        self._svg = renderer

    def render(self, element: str, width_px: int, height_px: int) -> QImage:
        """The element stretched to exactly width_px x height_px, on transparency."""
        image = QImage(max(1, width_px), max(1, height_px),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform)
        try:
            self._svg.render(painter, element, QRectF(0, 0, image.width(), image.height()))
        finally:
            painter.end()
        return image

    def face(self, rank: int, suit: str, width_px: int, height_px: int) -> QImage:
        return self.render(self.deck.element(rank, suit), width_px, height_px)

    def back(self, width_px: int, height_px: int) -> QImage:
        return self.render("back", width_px, height_px)


_quiet_lock = threading.Lock()


@contextmanager
def _quiet_svg() -> Iterator[None]:
    """Silence `qt.svg` while parsing: real decks use features QtSvg does not draw."""
    with _quiet_lock:
        QLoggingCategory.setFilterRules("qt.svg*=false")
        try:
            yield
        finally:
            QLoggingCategory.setFilterRules("")


def _bounds(svg: QSvgRenderer, element: str) -> QRectF:
    return svg.transformForElement(element).mapRect(svg.boundsOnElement(element))


def _problem(deck: Deck, svg: QSvgRenderer) -> str | None:
    if not svg.isValid():
        return "not a readable SVG file"
    missing = [e for e in deck.elements() if not svg.elementExists(e)]
    if missing:
        shown = ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else "")
        return f"{len(missing)} of its 53 cards missing ({shown})"
    for element in ("back", deck.element(12, "H")):
        box = _bounds(svg, element)
        if box.width() <= 0 or not MIN_ASPECT <= box.height() / box.width() <= MAX_ASPECT:
            return (f"{element} is {box.width():.0f} x {box.height():.0f}, "
                    "not the shape of a playing card")
    return None


def prepare(deck: Deck) -> tuple[QSvgRenderer | None, str]:
    """Read, check and parse `deck` (any thread): the renderer, or None and the reason.

    Touches no shared state, so the loader runs it on its worker thread; the renderer
    then belongs to that thread until moved (`QObject.moveToThread`).
    """
    if deck.path is None:
        return None, "our own deck has no file"
    try:
        data = checked_svg(deck.path)
    except DeckRefused as refused:
        return None, str(refused)
    with _quiet_svg():
        svg = QSvgRenderer(QByteArray(data))
        del data
        problem = _problem(deck, svg)
    if problem is not None:
        return None, problem
    return svg, ""


_loaded: OrderedDict[str, DeckRenderer] = OrderedDict()


def cached_deck(deck: Deck) -> DeckRenderer | None:
    """The parsed deck if it is among the recent ones (never parses: GUI thread safe)."""
    cached = _loaded.get(deck.key)
    if cached is not None:
        _loaded.move_to_end(deck.key)
    return cached


def accept(deck: Deck, svg: QSvgRenderer | None, reason: str) -> DeckRenderer | None:
    """Keep what `prepare` made of `deck` (GUI thread): the renderer, or the rejection."""
    if svg is None:
        reject(deck, reason)
        return None
    loaded = DeckRenderer(deck, svg)
    _loaded[deck.key] = loaded
    while len(_loaded) > KEEP_DECKS:
        _loaded.popitem(last=False)
    return loaded


def load_deck(deck: Deck) -> DeckRenderer | None:
    """The parsed deck (cached), or None if it is our own, broken, or rejected before.

    Reads and parses on the calling thread when the deck is not cached yet: bounded (see
    `deck_check`), but up to a few seconds for the largest deck allowed. The window asks
    the loader instead (`loader().request`); this is for tests, tools and the chooser's
    answer when it has none parsed.
    """
    if deck.path is None or rejection(deck) is not None:
        return None
    cached = cached_deck(deck)
    if cached is not None:
        return cached
    return accept(deck, *prepare(deck))


def forget_loaded() -> None:
    """Drop every parsed deck, after stopping the loader (tests; memory)."""
    stop_loading()
    _loaded.clear()


# ----------------------------------------------------------------- off the GUI thread
Done = Callable[[DeckRenderer | None], None]


class _Worker(QObject):
    """Lives on the loader's thread: reads and checks a deck, then has Qt parse it.

    The parse is handed to QSvgRenderer.load as a queued call, so it runs in C++ on this
    thread's event loop without Python's lock: a parse called from Python holds that
    lock throughout (PySide does not release it), and the GUI thread would stand still
    for it as if it ran there.
    """

    finished = Signal(object, object, str, int)  # deck, QSvgRenderer or None, reason, round

    def __init__(self, gui: QThread) -> None:
        super().__init__()
        self._gui = gui
        # Parses handed to Qt, in the order their load and finish calls were queued.
        self._parsing: deque[tuple[Deck, QSvgRenderer, int]] = deque()

    @Slot(object, int)
    def read(self, deck: Deck, round_: int) -> None:
        try:
            if deck.path is None:
                raise DeckRefused("our own deck has no file")
            data = checked_svg(deck.path)
        except DeckRefused as refused:
            self.finished.emit(deck, None, str(refused), round_)
            return
        except Exception as error:  # a bug must not leave the callers waiting
            self.finished.emit(deck, None, f"{type(error).__name__}: {error}", round_)
            return
        svg = QSvgRenderer()
        svg.setAnimationEnabled(False)  # no timer on this thread
        self._parsing.append((deck, svg, round_))
        QLoggingCategory.setFilterRules("qt.svg*=false")
        queued = Qt.ConnectionType.QueuedConnection
        QMetaObject.invokeMethod(svg, "load", queued, Q_ARG(QByteArray, QByteArray(data)))
        QMetaObject.invokeMethod(self, "finish", queued)

    @Slot()
    def finish(self) -> None:
        deck, svg, round_ = self._parsing.popleft()
        if not self._parsing:
            QLoggingCategory.setFilterRules("")
        problem = _problem(deck, svg)
        if problem is None:
            svg.moveToThread(self._gui)  # it is drawn, and deleted, on the GUI thread
        self.finished.emit(deck, svg if problem is None else None, problem or "", round_)


class DeckLoader(QObject):
    """Reads, checks and parses decks on one worker thread, one deck at a time.

    The thread runs only while there is work, and `stop()` (at quit, at exit, and when
    the tests forget their decks) empties the queue and waits for the deck being
    parsed: a thread still running at exit would abort the process. A parse cannot be
    interrupted, but the deck's size is bounded, so the wait is too. Results come back
    on the GUI thread, where they enter the cache (or the rejections) and the callers
    hear them.
    """

    _ask = Signal(object, int)

    def __init__(self) -> None:
        super().__init__()
        app = QCoreApplication.instance()
        assert app is not None, "the deck loader needs the application"
        self._thread = QThread()
        self._thread.setObjectName("deck loader")
        self._worker = _Worker(app.thread())
        self._worker.moveToThread(self._thread)
        self._ask.connect(self._worker.read)
        self._worker.finished.connect(self._deliver)
        self._queue: list[Deck] = []
        self._current: Deck | None = None
        self._waiting: dict[str, list[tuple[Done, QObject | None]]] = {}
        self._round = 0  # stop() starts a new one: results of an older one are dropped
        app.aboutToQuit.connect(self.stop)

    def request(self, deck: Deck, done: Done, context: QObject | None = None,
                first: bool = False) -> None:
        """Call `done(renderer or None)` on the GUI thread once `deck` is ready.

        At once (inside this call) if it is cached, rejected or our own; otherwise after
        the worker has read and parsed it; `first`: before the decks already queued (the
        one the player is looking at, ahead of the list's icons). Not called if
        `context` is deleted first, or if the loader is stopped meanwhile.
        """
        if deck.path is None or rejection(deck) is not None:
            done(None)
            return
        cached = cached_deck(deck)
        if cached is not None:
            done(cached)
            return
        waiting = self._waiting.setdefault(deck.key, [])
        waiting.append((done, context))
        if deck in self._queue and first:
            self._queue.remove(deck)
        elif len(waiting) > 1:
            return  # already on its way
        if first:
            self._queue.insert(0, deck)
        else:
            self._queue.append(deck)
        self._next()

    def busy(self) -> bool:
        """True while a deck is queued or being read."""
        return self._current is not None or bool(self._queue)

    def _next(self) -> None:
        if self._current is not None:
            return
        if not self._queue:
            self._end_thread()
            return
        self._current = self._queue.pop(0)
        if not self._thread.isRunning():
            self._thread.start()
        self._ask.emit(self._current, self._round)

    @Slot(object, object, str, int)
    def _deliver(self, deck: Deck, svg: QSvgRenderer | None, reason: str, round_: int) -> None:
        if round_ != self._round:
            return
        self._current = None
        try:
            loaded = accept(deck, svg, reason)
            for done, context in self._waiting.pop(deck.key, []):
                if context is None or isValid(context):
                    try:
                        done(loaded)
                    except Exception:  # one caller's bug must not stop the others
                        log.exception("Card deck %r: a caller failed", deck.name)
        finally:
            self._next()

    def _end_thread(self) -> None:
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()  # an idle loop: it ends at once

    def stop(self) -> None:
        """Drop the queue and every waiting caller, and wait for the worker to end."""
        self._round += 1
        self._queue.clear()
        self._waiting.clear()
        self._current = None
        self._end_thread()
        QLoggingCategory.setFilterRules("")


_the_loader: DeckLoader | None = None


def loader() -> DeckLoader:
    """The one deck loader (made on first use, on the GUI thread)."""
    global _the_loader
    if _the_loader is None:
        _the_loader = DeckLoader()
        atexit.register(stop_loading)  # before PySide's own clean-up, which runs later
    return _the_loader


def stop_loading() -> None:
    """Stop the loader if there is one (the window's close, the application's end)."""
    if _the_loader is not None and isValid(_the_loader):
        _the_loader.stop()
