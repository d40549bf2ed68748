"""Choosing and applying a language: locale mapping, translators, Qt's own buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtWidgets import QMessageBox

from krig_desktop import i18n
from krig_desktop.ui.cards.card_names import card_name, face_down_name, table_summary


def test_available_languages_are_named_in_themselves():
    assert i18n.available_languages() == [
        ("en", "English"), ("uk", "Українська"), ("fil", "Filipino"), ("nb", "Norsk bokmål"),
    ]


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("uk_UA", "uk"), ("tl_PH", "fil"), ("tl", "fil"), ("fil_PH", "fil"),
        ("nb_NO", "nb"), ("no", "nb"), ("nn_NO", "nb"), ("en_GB", "en"),
        ("de_DE", "en"), ("C", "en"),
    ],
)
def test_locale_maps_to_a_shipped_language(name, code):
    assert i18n.language_for_locale(QLocale(name)) == code


def test_every_shipped_language_has_a_compiled_catalogue():
    for code, _ in i18n.available_languages():
        if code != "en":
            assert (i18n.translations_dir() / f"krig_{code}.qm").stat().st_size > 1000


@pytest.mark.parametrize(
    ("code", "queen_of_hearts", "ten_of_spades"),
    [
        ("en", "Queen of hearts", "Ten of spades"),
        ("uk", "Дама чирв", "Десятка пік"),
        ("fil", "Reyna ng puso", "Diyes ng ispada"),
        ("nb", "Hjerter dame", "Spar ti"),
    ],
)
def test_apply_language_translates_card_names(code, queen_of_hearts, ten_of_spades):
    assert i18n.apply_language(code) == code
    assert i18n.current_language() == code
    assert card_name("QH") == queen_of_hearts
    assert card_name("TS") == ten_of_spades
    assert QLocale().name().startswith({"fil": "fil", "nb": "nb", "uk": "uk"}.get(code, "en"))


def test_switching_removes_the_previous_language():
    i18n.apply_language("nb")
    assert face_down_name() == "Kort med bildesiden ned"
    i18n.apply_language("fil")
    assert face_down_name() == "Barahang nakataob"
    i18n.apply_language("en")
    assert face_down_name() == "Face-down card"


def test_unknown_or_missing_code_falls_back_to_the_system_language(monkeypatch):
    monkeypatch.setattr(i18n, "system_language", lambda: "nb")
    assert i18n.apply_language(None) == "nb"
    assert i18n.apply_language("xx") == "nb"
    assert i18n.apply_language("tl") == "fil"


def test_other_translators_survive_a_switch(translators):
    """A switch removes only what i18n installed (a test's own translator stays)."""
    class Marker(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return "marked" if context == "MarkerTest" else None

        def isEmpty(self):
            return False

    translators.install(Marker())
    i18n.apply_language("uk")
    i18n.apply_language("en")
    assert QCoreApplication.translate("MarkerTest", "x") == "marked"


@pytest.mark.parametrize(
    ("code", "texts"),
    [
        ("nb", {"Lagre", "Forkast", "Avbryt"}),
        ("fil", {"I-save", "Huwag i-save", "Kanselahin"}),
        ("uk", {"Зберегти", "Скасувати"}),
    ],
)
def test_standard_buttons_of_a_message_box_are_translated(qtbot, code, texts):
    """Qt ships no Bokmål or Filipino: our .qm answers for QPlatformTheme."""
    i18n.apply_language(code)
    box = QMessageBox()
    qtbot.addWidget(box)
    box.setStandardButtons(
        QMessageBox.StandardButton.Save
        | QMessageBox.StandardButton.Discard
        | QMessageBox.StandardButton.Cancel
    )
    shown = {button.text().replace("&", "") for button in box.buttons()}
    assert texts <= shown, shown
    assert not shown & {"Save", "Discard", "Cancel"}


def test_yes_no_buttons_in_bokmaal(qtbot):
    i18n.apply_language("nb")
    box = QMessageBox()
    qtbot.addWidget(box)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
                           | QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Close)
    shown = {button.text().replace("&", "") for button in box.buttons()}
    assert shown == {"Ja", "Nei", "OK", "Lukk"}


def test_table_summary_for_screen_readers():
    assert table_summary([("You", "QH"), ("CPU 1", None)]) == (
        "You: Queen of hearts. CPU 1: no card."
    )
    i18n.apply_language("uk")
    assert table_summary([("Ви", "AS"), ("Комп’ютер 1", "2C")]) == (
        "Ви: Туз пік. Комп’ютер 1: Двійка треф."
    )


def test_every_card_has_a_distinct_name_in_every_language():
    ranks = "23456789TJQKA"
    for code in ("en", "uk", "fil", "nb"):
        i18n.apply_language(code)
        names = {card_name(r + s) for r in ranks for s in "SHDC"}
        assert len(names) == 52, code
