"""One retranslation mechanism: no module but retranslate.py (and i18n.py, which delivers
the events) handles QEvent.LanguageChange itself. (mech: add as
tests/ui/desktop/test_one_retranslation_mechanism.py once mech_apply_translate_ui.py
is applied; it fails before, naming the nine files.)"""

from __future__ import annotations

from pathlib import Path

import krig_desktop

PACKAGE = Path(krig_desktop.__file__).parent
ALLOWED = {"ui/desktop/retranslate.py", "i18n.py"}


def test_only_translate_ui_handles_language_changes():
    handlers = sorted(
        str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
        if "QEvent.Type.LanguageChange" in path.read_text(encoding="utf-8")
        and str(path.relative_to(PACKAGE)) not in ALLOWED)
    assert handlers == []
