"""One way for a widget or an object to follow the language: `translate_ui(obj, method)`.

In the spirit of Frescobaldi's `translateUI`: the object sets its texts in one method,
and one call makes that method run now and again after every language switch, instead
of a `changeEvent` or `eventFilter` written out by hand in each class.

How a switch reaches an object. Installing or removing a translator sends
QEvent.LanguageChange to the application, which posts one to every top-level widget
(compressed: one per switch, however many translators changed), and every widget hands
it on to all its children, plain QObjects included. So a widget, and a QObject whose
parent is a widget (the window's actions, its desktop wiring, the table scene), receive
it themselves: the helper, a child of the object, hears a widget's from the widget
(no filter on it: a filter on a widget sees every event the widget gets) and filters a
plain object's. A QObject with no widget parent gets
none; for those, one filter on the application, installed only while such an object
follows the language (never in the running program, whose objects all have widget
parents: a filter there sees every event), posts it a LanguageChange as Qt does to a
window. It is then compressed the same way and delivered with the windows' own, once
i18n has set the new default QLocale, so numbers follow too.

The helper is a child of the object, deleted with it, and holds a bound method weakly:
no Python reference cycle ties the two wrappers (such a cycle once let the garbage
collector delete a window under its child, a helper that held the window).
"""

from __future__ import annotations

import inspect
import weakref
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget

__all__ = ["followed_objects", "translate_ui", "watching_application"]

_LANGUAGE_CHANGE = QEvent.Type.LanguageChange

Texts = Callable[[], object]


def translate_ui(obj: QObject, method: Texts) -> None:
    """Call `method()` now, and again whenever `obj` hears of a language switch, until
    `obj` is deleted.

    `method` is best a bound method (of `obj` or of an object that lives as long): it is
    held weakly. Any other callable is held as it is, so it must not hold `obj` itself.
    A QObject taken from its widget parent later is not followed any more; one with no
    widget parent now may be given one later.
    """
    _Retranslator(obj, method)
    method()


def followed_objects() -> int:
    """How many objects without a widget parent follow the language through the
    application now. For tests."""
    return _watch[0].count() if watching_application() else 0


def watching_application() -> bool:
    """Whether the filter on the application is there (only while followed_objects()
    has some). For tests."""
    return bool(_watch) and shiboken6.isValid(_watch[0])


class _Retranslator(QObject):
    """Runs an object's texts method on each LanguageChange: as a widget's child, it
    gets the widget's own; on an object, it filters the object's."""

    def __init__(self, target: QObject, method: Texts) -> None:
        super().__init__(target)
        self._method: Callable[[], Texts | None]
        if inspect.ismethod(method):
            self._method = weakref.WeakMethod(method)
        else:
            self._method = lambda: method
        if isinstance(target, QWidget):
            return  # the widget hands each LanguageChange to its children, this one too
        target.installEventFilter(self)  # an object hands nothing on
        if not isinstance(target.parent(), QWidget):
            _application_watch(self)

    def event(self, event: QEvent) -> bool:
        if event.type() == _LANGUAGE_CHANGE:  # from its widget
            self._retranslate()
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == _LANGUAGE_CHANGE:  # to its object
            self._retranslate()
        return False

    def _retranslate(self) -> None:
        method = self._method()
        if method is not None:
            method()


class _ApplicationWatch(QObject):
    """The application's filter for the objects that no widget hands a LanguageChange to.

    It keeps weak references to their filters and takes itself off the application when
    the last of them is gone, so it costs nothing once they are."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self._followers: list[weakref.ReferenceType[_Retranslator]] = []
        app.installEventFilter(self)

    def add(self, follower: _Retranslator) -> None:
        self._followers.append(weakref.ref(follower))
        follower.destroyed.connect(self._forget)

    def count(self) -> int:
        return len(self._live())

    def _live(self) -> list[_Retranslator]:
        live = [f for f in (ref() for ref in self._followers)
                if f is not None and shiboken6.isValid(f)]
        if len(live) != len(self._followers):
            self._followers = [weakref.ref(f) for f in live]
        return live

    def _forget(self) -> None:
        """A follower's object was deleted: stop watching the application with none left."""
        if not self._live():
            self._stop()

    def _stop(self) -> None:
        app = self.parent()
        if app is not None:
            app.removeEventFilter(self)
        _watch.clear()
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == _LANGUAGE_CHANGE and watched is self.parent():
            followers = self._live()
            for follower in followers:
                target = follower.parent()
                if target is not None and not isinstance(target.parent(), QWidget):
                    QCoreApplication.postEvent(target, QEvent(_LANGUAGE_CHANGE))
            if not followers:
                self._stop()
        return False


_watch: list[_ApplicationWatch] = []  # the one watch, while there is one


def _application_watch(follower: _Retranslator) -> None:
    app = QCoreApplication.instance()
    if app is None:  # no application, no translators: nothing will change
        return
    if _watch and not (shiboken6.isValid(_watch[0]) and _watch[0].parent() is app):
        _watch.clear()
    if not _watch:
        _watch.append(_ApplicationWatch(app))
    _watch[0].add(follower)
