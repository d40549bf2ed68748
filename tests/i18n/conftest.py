"""Shared fixtures: every test starts and ends in untranslated English.

A translator left installed by one test would translate the next test's window, so each
test's translators are removed when it ends, whatever happened in it.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from krig_desktop import i18n

ROOT = Path(__file__).resolve().parents[2]


def load_update_script():
    """scripts/update_translations.py as a module (it is a script, not part of the package)."""
    path = ROOT / "scripts" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("update_translations", module)
    spec.loader.exec_module(module)
    return module


class TranslatorJar:
    """Installs translators for one test and removes them all at the end."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []

    def install(self, translator: QTranslator) -> QTranslator:
        QCoreApplication.installTranslator(translator)
        self._installed.append(translator)
        return translator

    def remove_all(self) -> None:
        while self._installed:
            QCoreApplication.removeTranslator(self._installed.pop())


@pytest.fixture(autouse=True)
def english_before_and_after(qapp):
    i18n.reset_language()
    yield
    i18n.reset_language()


@pytest.fixture
def translators(qapp):
    jar = TranslatorJar()
    yield jar
    jar.remove_all()


@pytest.fixture(scope="session")
def update_script():
    return load_update_script()
