"""translate_ui: the one way to follow the language. A widget, an object with a widget
parent and an object with none each set their texts at once and again once per switch
(in the new language, with its locale); a deleted one is never called again, and the
helper holds no reference cycle that keeps an object (or a filter on the application)
alive."""

from __future__ import annotations

import gc
import weakref

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject
from PySide6.QtWidgets import QWidget

from krig_desktop import i18n
from krig_desktop.ui.desktop.retranslate import (
    followed_objects,
    translate_ui,
    watching_application,
)

FILE = {"en": "&File", "uk": "&Файл", "nb": "&Fil"}


def _text() -> tuple[str, str]:
    """A string our catalogues translate, and the default locale of the moment."""
    return QCoreApplication.translate("MainWindow", "&File"), QLocale().name()[:2]


class Texts(QObject):
    def __init__(self, parent: QObject | None = None, seen: list | None = None) -> None:
        super().__init__(parent)
        self.calls: list[tuple[str, str]] = [] if seen is None else seen
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.calls.append(_text())


class TextsWidget(QWidget):
    def __init__(self, parent: QWidget | None = None, seen: list | None = None) -> None:
        super().__init__(parent)
        self.calls: list[tuple[str, str]] = [] if seen is None else seen
        translate_ui(self, self.retranslate)

    def retranslate(self) -> None:
        self.calls.append(_text())


def _collect() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def english_after(qapp):
    i18n.reset_language()
    _collect()
    yield
    i18n.reset_language()
    _collect()


@pytest.fixture
def before(english_after) -> int:
    """Objects an earlier test in this process may still have following (none, unless
    one outlived its test): the counts below are taken relative to it."""
    return followed_objects()


def _switch(*codes: str) -> None:
    for code in codes:
        i18n.apply_language(code)


def _expected(*codes: str) -> list[tuple[str, str]]:
    return [(FILE["en"], "en"), *((FILE[c], c) for c in codes)]


def test_a_widget_sets_its_texts_now_and_once_per_switch(qtbot):
    window = TextsWidget()
    qtbot.addWidget(window)
    child = TextsWidget(window)
    assert window.calls == [(FILE["en"], "en")]
    _switch("uk", "nb", "en")
    assert window.calls == child.calls == _expected("uk", "nb", "en")


def test_an_object_with_a_widget_parent_hears_it_from_the_parent(qtbot, before):
    window = QWidget()
    qtbot.addWidget(window)
    texts = Texts(window)
    assert followed_objects() == before  # no filter on the application for it
    if not before:
        assert not watching_application()
    _switch("uk", "nb")
    assert texts.calls == _expected("uk", "nb")


def test_an_object_with_no_widget_parent_follows_the_application(qtbot, before):
    window = QWidget()
    qtbot.addWidget(window)
    alone = Texts()
    below_an_object = Texts(Texts(window))  # no widget hands it the event either
    assert followed_objects() == before + 2 and watching_application()
    _switch("uk", "nb")
    # Once per switch however many translators changed, after the new locale is set.
    assert alone.calls == below_an_object.calls == _expected("uk", "nb")


def test_an_object_given_a_widget_parent_later_is_not_told_twice(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    texts = Texts()
    texts.setParent(window)
    _switch("uk")
    assert texts.calls == _expected("uk")


def test_a_deleted_object_is_called_no_more(qtbot, before):
    seen: list[tuple[str, str]] = []
    window = QWidget()
    qtbot.addWidget(window)
    doomed = [TextsWidget(window, seen), Texts(window, seen), Texts(None, seen)]
    assert len(seen) == 3
    for obj in doomed:
        obj.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not any(shiboken6.isValid(obj) for obj in doomed)
    assert followed_objects() == before
    if not before:  # the application's filter went with the last one
        assert not watching_application()
    _switch("uk", "nb")  # no call into a deleted object, no crash
    assert len(seen) == 3


def test_no_reference_cycle_keeps_an_object_alive(qtbot, before):
    """Reference counting alone frees them: the filter (Qt's child) holds the method
    weakly, so the wrappers never form a cycle the garbage collector would have to
    break, and could break in the wrong order."""
    gc.disable()
    try:
        window = TextsWidget()
        alone = Texts()
        refs = [weakref.ref(window), weakref.ref(alone)]
        assert followed_objects() == before + 1
        del window, alone
        assert [ref() for ref in refs] == [None, None]
        assert followed_objects() == before
        if not before:
            assert not watching_application()
    finally:
        gc.enable()
    _switch("uk")  # nothing left to call


def test_a_plain_function_is_called_as_well(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    seen: list[tuple[str, str]] = []
    translate_ui(window, lambda: seen.append(_text()))
    _switch("nb")
    assert seen == _expected("nb")
