"""Krig Desktop: the card game Krig (War) for the desktop."""

from __future__ import annotations

import sys

__version__ = "0.1.0"
APP_NAME = "krig-desktop"
_PYSIDE_CHECK = "_mod_uses_pyside"  # in shibokensupport.feature (PySide 6.4 to 6.11 at least)


def quicken_qt_imports() -> None:
    """Spare PySide the reading of every module's source as it is imported (start-up time).

    Once PySide is loaded, it checks each module imported after it, once, for the word
    "PySide6" in its source (`inspect.getsource`: the whole file read and split into
    lines), to know which modules its `__feature__` switches apply to: ~0.15 ms a module,
    ~25 ms for the ~190 a window's start imports (the least window of our kind imports
    none). Ours all use PySide without features, the standard library never uses it:
    answered here without reading them; any other module is still read. A PySide
    without that check (another version) is left as it is.
    """
    import PySide6.QtCore  # noqa: F401  (the check comes with it)

    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, _PYSIDE_CHECK, None)
    if check is None or getattr(check, "krig_knows", False):
        return

    def uses_pyside(module: object) -> bool:
        name = str(getattr(module, "__name__", ""))
        if name == __name__ or name.startswith(__name__ + "."):
            return True
        if name.partition(".")[0] in sys.stdlib_module_names:
            return False
        return bool(check(module))

    uses_pyside.krig_knows = True  # type: ignore[attr-defined]
    setattr(feature, _PYSIDE_CHECK, uses_pyside)


if "shibokensupport.feature" in sys.modules:  # PySide came first (a test, a benchmark)
    quicken_qt_imports()
