"""Which language the program speaks, and switching it while windows are open.

Qt does the real work: installing or removing a QTranslator sends every widget a
QEvent.LanguageChange, and each widget's retranslate() sets its texts again (hooked up by
`translate_ui` in ui/desktop/retranslate.py, which also reaches objects that are no
widgets). This module
only decides which .qm files to load and keeps track of the ones it installed, so that a
switch removes exactly those (and never a translator somebody else installed, such as a
test's pseudo-translator).

Qt calls Tagalog "Filipino" (tl maps to fil), so our file is krig_fil.qm; a krig_tl.qm
would never be found. Qt ships qtbase_uk.qm for its own dialog texts, but nothing for
Bokmål or Filipino: those standard button texts live in our own .ts files (see
ui/window/qt_button_texts.py).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from krig_desktop.options import LANGUAGES, normalise_language
from krig_desktop.storage.settings import Settings

DEFAULT_LANGUAGE = "en"

# Each language named in itself, as a speaker would look for it in a menu. Not translated:
# a person who cannot read the current language must still find their own.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "uk": "Українська",
    "fil": "Filipino",
    "nb": "Norsk bokmål",
}

# Qt's own translation catalogues worth loading for a language (only Ukrainian has any).
_QT_CATALOGUES: dict[str, tuple[str, ...]] = {"uk": ("qtbase",)}

_installed: list[QTranslator] = []
_current: str = DEFAULT_LANGUAGE


def translations_dir() -> Path:
    """The folder holding krig_<code>.ts and the compiled krig_<code>.qm files."""
    return Path(__file__).resolve().parent / "resources" / "translations"


def available_languages() -> list[tuple[str, str]]:
    """(code, native name) for every language the program ships, English first."""
    return [(code, NATIVE_NAMES[code]) for code in LANGUAGES]


def language_for_locale(locale: QLocale) -> str:
    """Map a QLocale to one of our languages, English when we do not ship it."""
    language = locale.language()
    if language == QLocale.Language.Ukrainian:
        return "uk"
    # Qt turns "tl" into Filipino and "no" into Bokmål; both land here.
    if language == QLocale.Language.Filipino:
        return "fil"
    if language in (QLocale.Language.NorwegianBokmal, QLocale.Language.NorwegianNynorsk):
        return "nb"
    for name in locale.uiLanguages():
        code = normalise_language(name)
        if code is not None:
            return code
    return DEFAULT_LANGUAGE


def system_language() -> str:
    """The system's language if we ship it, else English."""
    return language_for_locale(QLocale.system())


def current_language() -> str:
    """The code last applied with apply_language() (English until then)."""
    return _current


def _remove_installed() -> None:
    while _installed:
        QCoreApplication.removeTranslator(_installed.pop())


def _load(translator: QTranslator, name: str, folder: Path | str) -> bool:
    return translator.load(name, str(folder))


def apply_language(code: str | None) -> str:
    """Switch the program to `code` (None or unknown: the system's language).

    Removes the translators this module installed before, installs Qt's qtbase_<code>.qm
    where Qt ships one and then krig_<code>.qm (ours wins where both have a text), and
    sets the default QLocale so numbers and dates follow. Open windows retranslate
    through QEvent.LanguageChange. Returns the language actually applied.
    """
    global _current
    wanted = normalise_language(code) if code else None
    if wanted is None:
        wanted = system_language()
    app = QCoreApplication.instance()
    _remove_installed()
    if app is not None:
        # Qt asks the translator installed LAST first, so Qt's catalogue goes in first and
        # ours after it: where both translate a text (QShortcut's "Space", QPlatformTheme's
        # "OK"), our wording wins («Пробіл», «Гаразд»), and Qt's fills in the rest.
        catalogues = _QT_CATALOGUES.get(wanted, ())
        if catalogues:  # Qt's folder asked for only then
            qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for catalogue in catalogues:
            theirs = QTranslator(app)
            if _load(theirs, f"{catalogue}_{wanted}.qm", qt_folder):
                QCoreApplication.installTranslator(theirs)
                _installed.append(theirs)
        # English too: krig_en.qm holds only the plural forms ("1 card", "5 cards").
        ours = QTranslator(app)
        if _load(ours, f"krig_{wanted}.qm", translations_dir()):
            QCoreApplication.installTranslator(ours)
            _installed.append(ours)
    locale = QLocale(wanted)
    QLocale.setDefault(locale)  # Qt itself sets the layout direction on the language
    # change (from the translation, reversed by Qt's -reverse option), so none is set here
    _current = wanted
    _deliver_language_change()
    return wanted


def _deliver_language_change() -> None:
    """Qt posts LanguageChange to each window; deliver them now, so that when
    apply_language() returns every open window already speaks the new language."""
    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def reset_language() -> None:
    """Back to untranslated English, removing our translators (tests use this)."""
    global _current
    _remove_installed()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    _current = DEFAULT_LANGUAGE
    _deliver_language_change()


def remembered_language() -> str | None:
    """The language chosen in the Language menu last time, if any (None: never chosen)."""
    return Settings().language


def remember_language(code: str) -> None:
    """Keep the choice for the next start (settings are a convenience: failures are quiet)."""
    settings = Settings()
    settings.language = code
    settings.sync()


def apply_startup_language(requested: str | None) -> str:
    """At start-up, before any window sets its texts: --lang, else the remembered choice,
    else the system's language."""
    return apply_language(requested or remembered_language() or system_language())
