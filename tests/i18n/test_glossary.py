"""One name per thing: wherever the English names a glossary term, each translation uses
that language's one word for it (glossary.tsv), so a player never meets two names for
the pile, the deal or Call the War. A stem or regular expression per language lets
inflection and affixes pass; the few messages that rightly say it otherwise are listed
below, each with its reason."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

GLOSSARY = (Path(__file__).resolve().parents[2]
            / "krig_desktop" / "resources" / "translations" / "glossary.tsv")
LANGUAGES = ("uk", "fil", "nb")
TERMS = ("deck", "pile", "battle", "war", "deal", "today's deal", "call the war",
         "face down", "face up", "round", "player", "CPU", "recorded", "saved")

# (context, English source, language): why this message rightly does without the word.
EXCEPTIONS: dict[tuple[str, str, str], str] = {
    ("HelpText", "<b>A battle:</b> every player still in the game turns the top card of their "
     "hand face up, all at the same time. The highest rank takes every card on the table. "
     "The ace is highest and the 2 lowest; suits never matter.", "fil"):
        "«ibinabaligtad» (turns over) is the one verb for turning a card (fil3) and already "
        "says the card ends face up; «nang nakabukas» beside it would say it twice",
}


@dataclass(frozen=True)
class Term:
    """One glossary row: the English term's pattern and each language's word."""

    name: str
    english: re.Pattern[str]
    words: dict[str, re.Pattern[str]]


def read_glossary(path: Path = GLOSSARY) -> list[Term]:
    with path.open(encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file, delimiter="\t", quoting=csv.QUOTE_NONE))
    return [Term(name=row["term"], english=re.compile(row["en"], re.IGNORECASE),
                 words={code: re.compile(row[code], re.IGNORECASE) for code in LANGUAGES})
            for row in rows]


def plain(text: str) -> str:
    """The text as read: accelerator ampersands and markup gone."""
    return re.sub(r"<[^>]+>", "", re.sub(r"&(?!&)", "", text)).replace("&&", "&")


def misses(terms, entries, language: str) -> list[tuple[str, str, str, str]]:
    """(context, source, term, translation) for each finished message whose English names
    a term and whose translation lacks the language's word for it."""
    found = []
    for entry in entries:
        if entry.state or not entry.translations:
            continue  # unfinished: the staleness test reports those
        source = plain(entry.source)
        for term in terms:
            if not term.english.search(source):
                continue
            for text in entry.translations:
                if not term.words[language].search(plain(text)):
                    found.append((entry.context, entry.source, term.name, text))
                    break
    return found


@pytest.fixture(scope="module")
def terms():
    return read_glossary()


@pytest.fixture(scope="module")
def catalogues(update_script):
    return {code: update_script.read_ts(update_script.ts_path(code)) for code in LANGUAGES}


def test_the_glossary_names_every_term_once(terms):
    names = [term.name for term in terms]
    assert len(names) == len(set(names))
    assert set(TERMS) <= set(names)


def test_every_term_names_something(terms, catalogues):
    """A pattern that matches no English source guards nothing (a typo in the .tsv)."""
    sources = [plain(entry.source) for entry in catalogues["uk"]]
    unused = [term.name for term in terms
              if not any(term.english.search(source) for source in sources)]
    assert unused == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_uses_the_glossary_word(terms, catalogues, language):
    wrong = [f"[{context}] {source[:70]!r} — {term}: {text[:90]!r}"
             for context, source, term, text in misses(terms, catalogues[language], language)
             if (context, source, language) not in EXCEPTIONS]
    assert wrong == [], "not the glossary's word:\n" + "\n".join(wrong)


def test_every_exception_is_still_needed(terms, catalogues):
    """An exception whose message now uses the word (or is gone) is removed, not kept."""
    needed = {(context, source, language)
              for language in LANGUAGES
              for context, source, _, _ in misses(terms, catalogues[language], language)}
    assert [key for key in EXCEPTIONS if key not in needed] == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_word_is_caught(terms, catalogues, language):
    """The test of the test: a pile message given a translation without the pile's
    word (the deck's word in its place) is reported."""
    pile = next(term for term in terms if term.name == "pile")
    entry = next(e for e in catalogues[language]
                 if not e.numerus and pile.english.search(e.source)
                 and (e.context, e.source, language) not in EXCEPTIONS)
    deck_word = {"uk": "колоду", "fil": "salansan", "nb": "bunken"}[language]
    wrong = replace(entry, translations=(deck_word,))
    assert [(entry.context, entry.source, "pile", deck_word)] == [
        miss for miss in misses(terms, [wrong], language) if miss[2] == "pile"]
    assert [miss for miss in misses(terms, [entry], language) if miss[2] == "pile"] == []
