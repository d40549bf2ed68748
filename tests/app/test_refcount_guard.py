"""Guard against the PySide6 6.12.0 / CPython 3.11 bug that leaks away refs to None.

On that combination every Qt call that returns None drops one reference to None, and
after a few thousand calls the process aborts with "deallocating None" (a 60 fps
animation dies in about 20 s). pyproject pins PySide6 below 6.12 for Python 3.11;
this test fails loudly if a build with the bug ever gets installed anyway.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QGraphicsRectItem

CALLS = 600


def test_qt_calls_returning_none_keep_nones_refcount(qapp):
    obj = QObject()
    item = QGraphicsRectItem(0, 0, 10, 10)
    for i in range(50):  # warm up caches and interned objects first
        obj.setObjectName("warm")
        item.setPos(QPointF(i, i))
    before = sys.getrefcount(None)
    for i in range(CALLS):
        obj.setObjectName(f"n{i % 7}")  # returns None
        item.setPos(QPointF(i, -i))  # returns None
        item.setZValue(i)  # returns None
        item.update()  # returns None
    after = sys.getrefcount(None)
    # A healthy build leaves the count where it was (give or take a few references
    # held by unrelated objects); the broken one loses one per call: 4 * CALLS.
    assert after >= before - 50, (
        f"sys.getrefcount(None) fell from {before} to {after} across {4 * CALLS} Qt "
        "calls: this PySide6 build drops references to None (see DESIGN.md hazards)"
    )
