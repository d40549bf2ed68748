"""Issue 41 point 8: a name may hold the format characters emoji are made of, never the
bidirectional overrides and isolates or other controls."""

from __future__ import annotations

import pytest

from krig_desktop.people import name_problem


@pytest.mark.parametrize("name", [
    "\U0001f469\U0001f3fd\u200d\U0001f680",          # woman astronaut, medium skin tone
    "\U0001f468\u200d\U0001f469\u200d\U0001f467",    # family: man, woman, girl
    "\u2764\ufe0f Ada",                               # red heart, emoji presentation
    "\u2764\ufe0e Bo",                                # red heart, text presentation
    "\U0001f44d\U0001f3ff",                           # thumbs up, dark skin tone
    "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",  # Scotland
])
def test_emoji_names_are_names(name):
    assert name_problem(name) is None


@pytest.mark.parametrize("char", [
    *(chr(code) for code in range(0x202A, 0x202F)),   # embeddings and overrides
    *(chr(code) for code in range(0x2066, 0x206A)),   # isolates
    "\u200e", "\u200f", "\u061c",                     # direction marks
    "\u200b", "\ufeff", "\u00ad",                     # zero width space, BOM, soft hyphen
    "\x07", "\x1b", "\t", "\n", "\u2028", "\u2029",
    "\U000e0001",                                     # the language tag
])
def test_bidi_and_other_controls_are_still_refused(char):
    assert name_problem(f"Ad{char}a") == "a name cannot hold control characters"
