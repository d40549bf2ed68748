"""The .ts/.qm files: in step with the code, complete, and faithful to their sources."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

LANGUAGES = ("en", "uk", "fil", "nb")
# %1..%99, %n, and Python-format fields such as {file}.
PLACEHOLDER = re.compile(r"%(?:L?\d{1,2}|n)|\{[A-Za-z_]\w*\}")
TAG = re.compile(r"</?([a-zA-Z0-9]+)[^>]*>")


def test_translations_are_up_to_date_complete_and_compiled(update_script):
    """lupdate on a temporary copy adds/removes nothing, nothing is unfinished or empty,
    and every .qm is byte for byte what lrelease makes of its .ts."""
    report = update_script.stale_report()
    assert report == [], (
        "translations are stale; run `.venv/bin/python scripts/update_translations.py`, "
        "translate what it lists, and run it again:\n" + "\n".join(report)
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_and_markup_are_kept(update_script, language):
    bad = []
    for entry in update_script.read_ts(update_script.ts_path(language)):
        wanted = Counter(PLACEHOLDER.findall(entry.source))
        wanted_tags = Counter(TAG.findall(entry.source))
        amps = entry.source.replace("&&", "").count("&") - entry.source.count("&amp;")
        for text in entry.translations:
            if not text:
                continue  # unfinished: the staleness test reports those
            if Counter(PLACEHOLDER.findall(text)) != wanted:
                bad.append(f"placeholders differ: {entry.source!r} -> {text!r}")
            if Counter(TAG.findall(text)) != wanted_tags:
                bad.append(f"HTML tags differ: {entry.source!r} -> {text!r}")
            has_amp = text.replace("&&", "").count("&") - text.count("&amp;")
            if (amps > 0) != (has_amp > 0):
                bad.append(f"keyboard accelerator (&) lost or added: {entry.source!r} -> "
                           f"{text!r}")
    assert bad == []


def test_no_wrong_card_terms(update_script):
    """The seed's machine translations used "necktie" for a tie and "costume" for a suit."""
    forbidden = {
        "uk": ("краватк", "костюм"),
        "fil": ("kurbata",),
        "nb": ("slips", "drakt"),
    }
    found = []
    for language, words in forbidden.items():
        text = update_script.ts_path(language).read_text(encoding="utf-8").lower()
        found += [f"{language}: {word}" for word in words if word in text]
    assert found == []


def test_ts_files_declare_their_language(update_script):
    for language in LANGUAGES:
        root = ET.parse(update_script.ts_path(language)).getroot()
        assert root.get("language", "").split("_")[0] == language
        assert root.get("sourcelanguage", "").startswith("en")


def test_numerus_entries_have_the_languages_plural_forms(update_script):
    """Ukrainian needs three forms (1, 2-4, 5+); Bokmål and Filipino two."""
    forms = {"uk": 3, "fil": 2, "nb": 2}
    for language, count in forms.items():
        entries = [e for e in update_script.read_ts(update_script.ts_path(language))
                   if e.numerus]
        assert entries, "no plural entries found: the code's %n strings went missing"
        for entry in entries:
            assert len(entry.translations) == count, entry
