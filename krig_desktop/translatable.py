"""Marking text for translation where it is defined, apart from where it is shown.

PySide6 types its `QT_TRANSLATE_NOOP` as taking and returning `object`, so every message
key made with it would need a cast before it could be used as text. This typed stand-in
does the same (returns the source text unchanged); lupdate finds the strings by the
function's name, so the .ts files see no difference. Text marked here is translated
where it is shown, with `QCoreApplication.translate(context, text)`.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source_text: str) -> str:  # the name lupdate looks for
    """Return `source_text` as it is; lupdate records it under `context`."""
    return source_text
