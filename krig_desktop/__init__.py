"""Krig Desktop: the card game Krig (War) for the desktop."""

from __future__ import annotations

import sys

__version__ = "0.1.0"
APP_NAME = "krig-desktop"


def quicken_qt_imports() -> None:
    """Take PySide's hook off Python's imports (start-up time).

    Once loaded, PySide puts a function of its own in `builtins.__import__`, for its
    `from __feature__ import ...` switches (snake_case names, true properties): every
    import statement run after that calls two Python functions of PySide's, and the
    first import of each module reads its whole source for the word "PySide6"
    (`inspect.getsource`: ~0.15 ms a module, ~25 ms over a window's ~190; the least
    window of our kind imports none). A window's start runs ~670 import statements after
    PySide's, whose calls alone cost 7.3 M instructions before the first frame
    (benchmarks/startup.py --instructions). Krig Desktop uses no feature, so the import
    PySide kept aside (`builtins.__orig_import__`) goes back; a PySide that hooks
    imports another way is left as it is.
    """
    import builtins

    import PySide6.QtCore  # noqa: F401  (the hook comes with it)

    hook = getattr(builtins, "__feature_import__", None)
    original = getattr(builtins, "__orig_import__", None)
    if hook is not None and original is not None and builtins.__import__ is hook:
        builtins.__import__ = original


if "shibokensupport.feature" in sys.modules:  # PySide came first (a test, a benchmark)
    quicken_qt_imports()
