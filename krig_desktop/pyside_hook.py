"""PySide's hook on Python's imports, taken off: the window's start calls this once, and
so does the test suite (conftest.py); importing the package changes nothing.

Once loaded, PySide puts a function of its own in `builtins.__import__`, for its
`from __feature__ import ...` switches (snake_case names, true properties): every import
statement after that runs two Python functions of PySide's, and the first import of each
module reads its whole source, looking for the word "PySide6". Krig Desktop uses no
feature, so the import PySide kept aside (`builtins.__orig_import__`) goes back. A
PySide that hooks imports another way is left as it is (the start is slower, nothing
breaks); `tests/app/test_first_frame.py` notices.
"""

from __future__ import annotations

import builtins


def take_off_import_hook() -> None:
    """Load PySide (the hook comes with it) and put Python's own import back."""
    # Function-local: importing this module loads no Qt (app.py imports it for every
    # command, and the console commands use none).
    import PySide6.QtCore  # noqa: F401

    hook = getattr(builtins, "__feature_import__", None)
    original = getattr(builtins, "__orig_import__", None)
    if hook is not None and original is not None and builtins.__import__ is hook:
        builtins.__import__ = original
