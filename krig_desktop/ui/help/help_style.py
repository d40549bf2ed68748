"""The help window's colours, taken from the palette of the moment.

The help used to hard-code navy text on its page, which vanished on a dark desktop.
Now the page and text are the palette's Base and Text, and the help's own accents
(green headings, blue questions) are shaded until they read at WCAG AA on that page.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

from krig_desktop.engine.frozen import Frozen
from krig_desktop.ui.desktop.appearance import is_dark, over, readable

Role = QPalette.ColorRole

# The help's own accents, on a light page; on any other page they are shaded until they
# read at WCAG AA (appearance.readable).
_HEADING = QColor("#1f5e3a")
_QUESTION = QColor("#1f3e5e")
_SELECTED_DARK = QColor("#2f6f48")  # the contents' chosen title, on a dark page
_KEY_TINT = 0.09  # how much of the text colour tints the background of keys and paths


class HelpColours(Frozen):
    """The help's colours for one palette: the page, the contents list, the accents."""

    text: QColor
    page: QColor
    heading: QColor
    question: QColor
    key_back: QColor
    contents_text: QColor
    contents_back: QColor
    selected_text: QColor
    selected_back: QColor


def help_colours(palette: QPalette) -> HelpColours:
    """Every colour the help draws text with, and what it draws it on, from `palette`."""
    page, text = palette.color(Role.Base), palette.color(Role.Text)
    key_back = over(QColor(text.red(), text.green(), text.blue(), round(255 * _KEY_TINT)),
                    page)
    contents_back = palette.color(Role.AlternateBase)
    selected_back = _SELECTED_DARK if is_dark(palette) else _HEADING
    return HelpColours(
        text=readable(text, key_back), page=page,
        heading=readable(_HEADING, page), question=readable(_QUESTION, page),
        key_back=key_back,
        contents_text=readable(palette.color(Role.Text), contents_back),
        contents_back=contents_back,
        selected_text=readable(QColor(255, 255, 255), selected_back),
        selected_back=selected_back)


def document_style(c: HelpColours) -> str:
    return f"""
body {{ font-size: 11pt; color: {c.text.name()}; }}
h2 {{ color: {c.heading.name()}; font-size: 15pt; margin-top: 18px; margin-bottom: 6px; }}
p {{ margin-top: 4px; margin-bottom: 8px; line-height: 135%; }}
p.q {{ margin-top: 12px; margin-bottom: 2px; color: {c.question.name()}; }}
p.a {{ margin-left: 14px; }}
span.path {{ font-family: monospace; background-color: {c.key_back.name()}; }}
h3 {{ color: {c.question.name()}; font-size: 12pt; margin-top: 12px; margin-bottom: 2px; }}
td.keys {{ padding-right: 22px; white-space: nowrap; }}
span.key {{ font-family: monospace; background-color: {c.key_back.name()};
           color: {c.text.name()}; }}
td {{ padding-top: 2px; padding-bottom: 2px; }}
"""
