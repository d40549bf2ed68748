"""Our Ukrainian wording wins over Qt's own catalogue (qtbase_uk.qm).

Qt asks the translator installed last first. Installed the other way round, Qt's
catalogue shadowed every entry we keep for Qt's own contexts: the Space key showed as
«Пропуск» ("skip a turn", in a card game) and the OK button stayed in Latin letters.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence

from krig_desktop import i18n


def test_space_is_named_probil_in_ukrainian(qapp):
    i18n.apply_language("uk")
    name = QKeySequence(Qt.Key.Key_Space).toString(QKeySequence.SequenceFormat.NativeText)
    assert name == "Пробіл"


def test_ok_button_is_in_cyrillic(qapp):
    i18n.apply_language("uk")
    assert QCoreApplication.translate("QPlatformTheme", "OK") == "Гаразд"


def test_qt_still_translates_what_we_do_not(qapp):
    """Qt's catalogue stays installed under ours: a Qt text we carry no entry for
    (the colour dialog's "Red") is still Ukrainian, not English."""
    i18n.apply_language("uk")
    assert QCoreApplication.translate("QColorDialog", "&Red:") == "&Червоний:"
