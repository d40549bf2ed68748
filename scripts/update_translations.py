#!/usr/bin/env python3
"""Regenerate the translations: lupdate the sources into the .ts files, lrelease to .qm.

    .venv/bin/python scripts/update_translations.py           # update .ts, compile .qm
    .venv/bin/python scripts/update_translations.py --check   # change nothing; exit 1 if
                                                              # anything is stale/unfinished

lupdate keeps every existing translation; new or changed strings arrive "unfinished" and
must be translated (Qt Linguist: `.venv/bin/pyside6-linguist <file>.ts`, or by editing the
XML) before the next run compiles them. Unfinished entries are left out of the .qm files
(-nounfinished), so a half-done guess never ships. Source locations are not stored, so
moving code around does not churn the .ts files.

The functions here are also what tests/i18n uses, so the test and the command agree on
what "up to date" means.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "krig_desktop"
TRANSLATIONS = PACKAGE / "resources" / "translations"
# English needs a file too, for its plural forms only ("%n card(s)" -> "1 card", "5 cards").
LANGUAGES = ("en", "uk", "fil", "nb")


def tool(name: str) -> str:
    """A PySide6 tool from the running interpreter's environment (the venv), else PATH."""
    local = Path(sys.executable).parent / name
    if local.exists():
        return str(local)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials in this environment")
    return found


def source_files(package: Path = PACKAGE) -> list[Path]:
    """Every Python module of the package, in a stable order."""
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"krig_{language}.ts"


def qm_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    return folder / f"krig_{language}.qm"


def run_lupdate(sources: list[Path], ts_files: list[Path], cwd: Path = ROOT) -> None:
    """Merge the sources' strings into each .ts (created if missing), keeping translations."""
    for ts in ts_files:
        language = ts.stem.split("_", 1)[1]
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                "-silent",
                "-no-obsolete",
                "-locations", "none",
                "-source-language", "en",
                "-target-language", language,
                *(["-pluralonly"] if language == "en" else []),
                *[str(s) for s in sources],
                "-ts", str(ts),
            ],
            check=True,
            cwd=cwd,
        )


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile one .ts to .qm, leaving unfinished entries out."""
    subprocess.run(
        [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
    )


@dataclass(frozen=True)
class Entry:
    """One message of a .ts file: its identity, translation(s) and state."""

    context: str
    source: str
    comment: str
    numerus: bool
    translations: tuple[str, ...]
    state: str  # "", "unfinished", "vanished" or "obsolete"

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)


def read_ts(path: Path) -> list[Entry]:
    """Parse a .ts file into its entries."""
    entries = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            state = "" if translation is None else translation.get("type", "")
            if translation is None:
                texts: tuple[str, ...] = ()
            elif message.get("numerus") == "yes":
                texts = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                texts = (translation.text or "",)
            entries.append(
                Entry(
                    context=name,
                    source=message.findtext("source") or "",
                    comment=message.findtext("comment") or "",
                    numerus=message.get("numerus") == "yes",
                    translations=texts,
                    state=state,
                )
            )
    return entries


def problems(path: Path) -> list[str]:
    """Entries of one .ts file that are unfinished, empty or left over."""
    found = []
    for entry in read_ts(path):
        where = f"{path.name}: [{entry.context}] {entry.source[:60]!r}"
        if entry.state:
            found.append(f"{where} is {entry.state}")
        elif not entry.translations or any(not t.strip() for t in entry.translations):
            found.append(f"{where} has an empty translation")
    return found


def stale_report(root: Path = ROOT) -> list[str]:
    """Everything that makes the committed translations out of date; [] when all is well.

    Runs lupdate on temporary copies of the .ts files and compares entries; runs lrelease
    into a temporary folder and compares the .qm bytes.
    """
    report = []
    package = root / "krig_desktop"
    folder = package / "resources" / "translations"
    sources = source_files(package)
    with tempfile.TemporaryDirectory(prefix="krig-ts-") as tmp:
        for language in LANGUAGES:
            committed = ts_path(language, folder)
            if not committed.exists():
                report.append(f"{committed.name} is missing")
                continue
            copy = Path(tmp) / committed.name
            shutil.copy2(committed, copy)
            run_lupdate(sources, [copy], cwd=root)
            before = {e.key for e in read_ts(committed)}
            after = {e.key for e in read_ts(copy)}
            for key in sorted(after - before):
                report.append(f"{committed.name}: new string not in the .ts: [{key[0]}] "
                              f"{key[1][:60]!r}")
            for key in sorted(before - after):
                report.append(f"{committed.name}: string no longer in the code: [{key[0]}] "
                              f"{key[1][:60]!r}")
            report.extend(problems(committed))
            compiled = qm_path(language, folder)
            fresh = Path(tmp) / compiled.name
            run_lrelease(committed, fresh)
            if not compiled.exists():
                report.append(f"{compiled.name} is missing")
            elif compiled.read_bytes() != fresh.read_bytes():
                report.append(f"{compiled.name} differs from what lrelease makes of "
                              f"{committed.name}")
    return report


def update(root: Path = ROOT) -> list[str]:
    """lupdate every .ts file, then lrelease them; returns what is left to translate."""
    package = root / "krig_desktop"
    folder = package / "resources" / "translations"
    folder.mkdir(parents=True, exist_ok=True)
    run_lupdate(source_files(package), [ts_path(lang, folder) for lang in LANGUAGES], root)
    left = []
    for language in LANGUAGES:
        run_lrelease(ts_path(language, folder), qm_path(language, folder))
        left.extend(problems(ts_path(language, folder)))
    return left


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; list stale or unfinished translations")
    args = parser.parse_args(argv)
    if args.check:
        report = stale_report()
        for line in report:
            print(line)
        print("translations up to date" if not report else f"{len(report)} problem(s)")
        return 1 if report else 0
    left = update()
    for line in left:
        print(line)
    print(f"updated {', '.join(ts_path(lang).name for lang in LANGUAGES)}; "
          f"{len(left)} entr{'y' if len(left) == 1 else 'ies'} left to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
