"""Play Krig Desktop through AT-SPI alone, as a screen reader sees it, and report.

Run by scripts/atspi_session.sh (Xvfb and the AT-SPI bus already up) under the system's
/usr/bin/python3, because pyatspi is Debian's and not on PyPI. For each language it starts
the installed program and, touching nothing but the accessibility tree:

- audits the main window and every dialog it opens from the menus (New Game, Statistics
  with each tab, How to Play, About, Cards and Table) for focusable or actionable objects
  without a name;
- presses your deck (the Play button while no deck object exists) and follows the status
  bar, the card table's description and the announcements, one per battle;
- reads a Statistics value with its caption;
- finishes the game and reads the game-over text.

It prints a report and writes every finding as JSON (--json); tests/a11y/test_atspi.py
decides what passes. A check whose feature is not built yet is reported as "missing"
with its id, so the test can list the ones still expected.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pyatspi
from gi.repository import Atspi, GLib

# The lead sets these to True once the deck objects (branch i43-table) have landed: then a
# missing deck object is a failure, not a fallback to the Play button.
STRICT_DECK = True

LANGUAGES = ("en", "uk", "fil", "nb")
TRANSLATIONS = Path(__file__).resolve().parent.parent / "krig_desktop/resources/translations"
# The dialogs opened from the menus: a language-independent key and the menu item's text.
DIALOGS = (
    ("New Game", "New Game…"),
    ("Statistics", "Statistics…"),
    ("How to Play", "How to Play"),
    ("About", "About Krig"),
    ("Cards and Table", "Cards and Table…"),
)
CLOSE_BUTTONS = ("Close", "Cancel", "OK")
# How long a call on the bus may wait for the program's answer: long, for a loaded CI
# machine; but short for an action, which a menu item opening a modal dialog answers only
# when the dialog closes (libatspi's own default is 0.8 s).
CALL_TIMEOUT_MS = 10_000
ACTION_TIMEOUT_MS = 1_000
CARD = re.compile(r"(10|[2-9TJQKA])[♠♥♦♣]")
MAX_CHILDREN = 200  # a long table's rows add nothing to the audit but time
Acc = Any  # a pyatspi Accessible (Debian's, untyped)


class Probe:
    """One language's run: the program's process, its tree, and what was found."""

    def __init__(self, program: str, lang: str, game: int, battles: int) -> None:
        self.lang = lang
        self.battles = battles
        self.names = translations(lang)
        self.home = tempfile.mkdtemp(prefix="krig-atspi-config-")
        env = dict(os.environ, XDG_CONFIG_HOME=self.home, QT_ACCESSIBILITY="1",
                   QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")
        self.log = open(Path(self.home) / "krig.log", "w+b")  # noqa: SIM115 (closed in stop)
        self.process = subprocess.Popen(
            [program, "--lang", lang, "--speed", "instant", "--players", "2", "--game", str(game)],
            env=env, stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT,
            cwd=self.home)
        self.audits: list[dict[str, Any]] = []
        self.checks: list[dict[str, str]] = []
        self.announcements: list[str] = []

    def stop(self) -> None:
        """End the program whatever state it is in."""
        self.process.kill()
        self.process.wait()
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)

    # --- results ----------------------------------------------------------------------

    def check(self, check_id: str, status: str, detail: str) -> None:
        """Record one check: status is "pass", "fail" or "missing" (feature not built)."""
        self.checks.append({"id": check_id, "status": status, "detail": detail})
        print(f"  [{self.lang}] {status.upper():7} {check_id}: {detail}", flush=True)

    def tr(self, source: str) -> set[str]:
        """Every text the program may show for this English source text."""
        return self.names.get(source, set()) | {source}

    # --- the tree ---------------------------------------------------------------------

    def application(self, timeout: float = 30) -> Acc:
        """The program's application object, once its main window is in the tree."""
        def found() -> Acc:
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.get_process_id() == self.process.pid \
                        and app.childCount > 0:
                    return app
            return None
        app = wait_for(found, timeout)
        if app is None:
            self.process.kill()
            output = Path(self.home, "krig.log").read_text(errors="replace")[-2000:]
            raise RuntimeError(f"[{self.lang}] the program never appeared on the bus:\n{output}")
        return app

    def frame(self) -> Acc:
        """The main window: the first frame of the application."""
        return next(c for c in self.application() if c is not None and role(c) == "frame")

    def audit(self, window: str, root: Acc, showing_only: bool = False) -> None:
        """Record every focusable or actionable object in root and the unnamed ones (a
        combo box's own popup list, which its combo box names, aside)."""
        objects = 0
        interactive = 0
        unnamed: list[dict[str, Any]] = []
        for acc, path in walk(root):
            states = acc.getState()
            if showing_only and not states.contains(pyatspi.STATE_SHOWING):
                continue
            objects += 1
            if role(acc) == "list" and path.rsplit("/", 2)[-2].startswith("combo box["):
                continue
            if not (states.contains(pyatspi.STATE_FOCUSABLE) or actions(acc)):
                continue
            interactive += 1
            if not (acc.name or "").strip() and not labelled(acc):
                unnamed.append({"window": window, "role": role(acc), "path": path,
                                "showing": states.contains(pyatspi.STATE_SHOWING)})
        self.audits.append({"window": window, "objects": objects, "interactive": interactive,
                            "unnamed": unnamed})
        print(f"  [{self.lang}] audit {window}: {objects} objects, {interactive} focusable or "
              f"actionable, {len(unnamed)} unnamed", flush=True)
        for gap in unnamed:
            print(f"      unnamed {gap['role']} at {gap['path']}"
                  f"{'' if gap['showing'] else ' (not showing)'}", flush=True)

    # --- the steps --------------------------------------------------------------------

    def menu_item(self, source: str) -> Acc:
        """The menu bar's item with this (English source) text, in this language."""
        texts = self.tr(source)
        menubar = find(self.frame(), lambda a: role(a) == "menu bar")
        return find(menubar, lambda a: role(a) == "menu item" and a.name in texts)

    def dialogs(self) -> None:
        """Open each dialog from its menu item, audit it, close it again."""
        for key, source in DIALOGS:
            item = self.menu_item(source)
            if item is None:
                self.check(f"dialog-{key}", "fail", f"no menu item {source!r}")
                continue
            before = {id_of(c) for c in top_levels(self.application())}
            press(item)
            dialog = wait_for(partial(self.new_window, before), 10)
            if dialog is None:
                self.check(f"dialog-{key}", "fail", f"{source!r} opened no window")
                continue
            opened = f"{role(dialog)} {dialog.name!r}"
            if key == "Statistics":
                self.statistics(dialog)
            else:
                self.audit(key, dialog)
            closed = self.close(dialog)
            self.check(f"dialog-{key}", "pass" if closed else "fail", f"opened {opened}"
                       + (", closed again" if closed else ", but it would not close"))

    def new_window(self, before: set[str]) -> Acc:
        """A showing window of the program's that is not among before, or None."""
        return next((c for c in top_levels(self.application()) if id_of(c) not in before
                     and c.getState().contains(pyatspi.STATE_SHOWING)), None)

    def statistics(self, dialog: Acc) -> None:
        """Audit each tab of Statistics; read one value with its caption on the first."""
        tabs = find(dialog, lambda a: role(a) == "page tab list")
        count = sum(1 for c in tabs if c is not None and role(c) == "page tab") if tabs else 0
        for index in range(count):
            tabs.querySelection().selectChild(index)
            wait_for(partial(selected, tabs[index]), 5)
            wait_for(partial(page_showing, dialog, index), 5)
            pump(0.2)
            self.audit(f"Statistics tab {index}", dialog, showing_only=True)
            if index == 0:
                self.caption(dialog)
        if count == 0:
            self.audit("Statistics", dialog)

    def caption(self, dialog: Acc) -> None:
        """A value is read with its caption: labelled by a caption ("Games recorded:"),
        or named "caption: value" itself."""
        labels = [a for a, _ in walk(dialog) if role(a) == "label"
                  and a.getState().contains(pyatspi.STATE_SHOWING)]
        for label in labels:
            captions = [t.name.strip() for t in
                        relation_targets(label, pyatspi.RELATION_LABELLED_BY)
                        if (t.name or "").strip().endswith(":")]
            if captions and label.name:
                self.check("statistics-caption", "pass",
                           f"value {label.name!r} labelled by {captions[0]!r}")
                return
            if re.fullmatch(r"[^:\n]+:\s*\S[^\n]{0,40}", label.name or ""):
                self.check("statistics-caption", "pass", f"value read as {label.name!r}")
                return
        values = [a.name for a in labels if a.getState().contains(pyatspi.STATE_FOCUSABLE)]
        self.check("statistics-caption", "missing",
                   "no value label has a caption (a labelled-by relation to 'caption:' or "
                   f"'caption: value' as its name); the focusable labels read {values[:8]!r}")

    def close(self, dialog: Acc) -> bool:
        """Close a dialog with its own Close/Cancel/OK button, found by name."""
        texts = set().union(*(self.tr(s) for s in CLOSE_BUTTONS))
        buttons = [a for a, _ in walk(dialog) if role(a) == "push button"
                   and a.getState().contains(pyatspi.STATE_SHOWING)]
        for text in (t for s in CLOSE_BUTTONS for t in self.tr(s)):
            button = next((b for b in buttons if b.name.replace("&", "") == text), None)
            if button is not None:
                press(button)
                break
        else:
            print(f"  [{self.lang}] no button named {sorted(texts)} among "
                  f"{[b.name for b in buttons]}", flush=True)
            return False
        return bool(wait_for(lambda: not dialog.getState().contains(pyatspi.STATE_SHOWING)
                             or id_of(dialog) not in {id_of(c) for c in
                                                      top_levels(self.application())}, 10))

    def deck(self) -> tuple[Acc, str]:
        """Your deck's object under the card table, or (not strict) the Play button.

        A deck is a showing, focusable or actionable object under the table whose name
        holds its card count; yours is the one named like "Your deck, N cards" in this
        language, else the first (seat 0 comes first)."""
        table = self.table()
        decks = [a for a, _ in walk(table) if a is not table and re.search(r"\d", a.name or "")
                 and a.getState().contains(pyatspi.STATE_SHOWING)
                 and (a.getState().contains(pyatspi.STATE_FOCUSABLE) or actions(a))]
        if decks:
            yours = [d for d in decks if any(d.name.startswith(p) for p in self.your_deck())]
            return (yours or decks)[0], "deck"
        if STRICT_DECK:
            return None, "none"
        toolbar = find(self.frame(), lambda a: role(a) == "tool bar")
        texts = self.tr("Play")
        return find(toolbar, lambda a: role(a) == "push button" and a.name in texts), "play"

    def your_deck(self) -> set[str]:
        """How your deck's name begins in this language ("Your deck")."""
        sources = [s for s in self.names if s.startswith("Your deck")] or ["Your deck"]
        return {re.split(r"[,%(]", text)[0].strip() for s in sources for text in self.tr(s)}

    def table(self) -> Acc:
        """The card table, by its (translated) name."""
        texts = self.tr("Card table")
        return find(self.frame(), lambda a: a.name in texts)

    def status(self) -> str:
        """The status bar's text: its first named label."""
        bar = find(self.frame(), lambda a: role(a) == "status bar")
        label = find(bar, lambda a: role(a) == "label" and bool(a.name))
        return str(label.name) if label is not None else ""

    def play(self) -> None:
        """Press your deck battle by battle; one announcement per battle, with its sentence."""
        self.announcements.clear()
        target, kind = self.deck()
        if kind == "deck" and "Press" not in actions(target):
            self.check("deck-object", "fail", f"your deck {role(target)} {target.name!r} has "
                       f"no Press action (its actions: {actions(target)})")
            return
        if kind == "deck":
            self.check("deck-object", "pass", f"your deck is {role(target)} {target.name!r}")
        elif kind == "play":
            self.check("deck-object", "missing",
                       "no deck object under the card table: pressed the Play button instead "
                       "(STRICT_DECK is False)")
        if target is None:
            self.check("press", "fail", "nothing to press: no deck object and no Play button")
            return
        start = battle_number(self.status())
        for step in range(self.battles):
            target, _ = self.deck()
            status = self.status()
            description = self.table().description
            press(target)
            changed = wait_for(partial(differs, self.status, status), 10)
            pump(0.3)
            if not changed:
                self.check("press", "fail", f"press {step + 1}: the status stayed {status!r}")
                return
            if self.table().description == description:
                self.check("press", "fail",
                           f"press {step + 1}: the table's description stayed {description!r}")
                return
        played = battle_number(self.status()) - start
        wait_for(lambda: len(self.announcements) >= played, 5)
        self.check("press", "pass", f"{self.battles} presses: status now {self.status()!r}; "
                   f"table description now {self.table().description!r}")
        sentences = [a for a in self.announcements if CARD.search(a)]
        self.check("announcements", "pass" if len(sentences) == played and played > 0 else "fail",
                   f"{played} battles, {len(sentences)} announced sentences "
                   f"({len(self.announcements)} announcements): {self.announcements!r}")
        description = self.table().description or ""
        if sentences and description.startswith(sentences[-1]):
            self.check("table-sentence-first", "pass",
                       "the table's description begins with the last battle's sentence")
        else:
            self.check("table-sentence-first", "missing",
                       f"the table's description {description!r} does not begin with the "
                       f"last sentence {sentences[-1] if sentences else None!r}")

    def finish(self) -> None:
        """Finish Game's action plays to the end; the game-over panel then shows its text."""
        toolbar = find(self.frame(), lambda a: role(a) == "tool bar")
        texts = self.tr("Finish Game")
        button = find(toolbar, lambda a: a.name in texts and "Press" in actions(a)) \
            or self.menu_item("Finish Game")
        if button is None:
            self.check("game-over", "fail", "no Finish Game button or menu item")
            return
        press(button)

        def over_text() -> str:
            for acc, _ in walk(self.table()):
                if role(acc) == "panel" and acc.getState().contains(pyatspi.STATE_SHOWING):
                    labels = [c.name for c in acc if c is not None and role(c) == "label"
                              and c.name]
                    if labels and any(role(c) == "push button" for c in acc if c is not None):
                        return " | ".join(labels)
            return ""
        text = wait_for(over_text, 60)
        self.check("game-over", "pass" if text else "fail",
                   f"game-over text: {text!r}; status {self.status()!r}" if text
                   else "no game-over panel appeared within 60 s")
        if text:
            self.audit("main window at game over", self.frame())


# --- helpers ---------------------------------------------------------------------------

def role(acc: Acc) -> str:
    """The object's role as AT-SPI names it ("push button")."""
    return str(acc.getRoleName())


def actions(acc: Acc) -> list[str]:
    """The names of the object's actions, bar SetFocus (which every focusable one has)."""
    try:
        action = acc.queryAction()
    except NotImplementedError:
        return []
    names = [str(action.getName(i)) for i in range(action.nActions)]
    return [n for n in names if n != "SetFocus"]


def selected(acc: Acc) -> bool:
    """Whether the object (a page tab) is selected."""
    return bool(acc.getState().contains(pyatspi.STATE_SELECTED))


def page_showing(dialog: Acc, index: int) -> bool:
    """Whether the tab widget's page index (its stack's child) is showing yet."""
    stack = find(dialog, lambda a: role(a) == "layered pane")
    if stack is None or index >= stack.childCount:
        return True  # no stack to wait for
    return bool(stack[index].getState().contains(pyatspi.STATE_SHOWING))


def differs(read: Callable[[], str], before: str) -> bool:
    """Whether read() now gives something other than before."""
    return read() != before


def press(acc: Acc) -> None:
    """Do the object's first action. A menu item that opens a modal dialog answers only
    when the dialog closes, so the bus's "no reply" after its short timeout is expected."""
    action = acc.queryAction()
    Atspi.set_timeout(ACTION_TIMEOUT_MS, CALL_TIMEOUT_MS)
    try:
        action.doAction(0)
    except GLib.Error as error:
        if "Did not receive a reply" not in str(error):
            raise
    finally:
        Atspi.set_timeout(CALL_TIMEOUT_MS, CALL_TIMEOUT_MS)


def relation_targets(acc: Acc, kind: Any) -> list[Acc]:
    """The objects acc has this relation to."""
    return [r.getTarget(i) for r in acc.getRelationSet() if r.getRelationType() == kind
            for i in range(r.getNTargets())]


def labelled(acc: Acc) -> bool:
    """A labelled-by relation to a named label names an object, as Orca reads it."""
    return any((t.name or "").strip() for t in relation_targets(acc, pyatspi.RELATION_LABELLED_BY))


def walk(root: Acc, path: str = "") -> Iterator[tuple[Acc, str]]:
    """Every object under root with a path of roles and indices (stable across languages)."""
    if root is None:
        return
    path = path or role(root)
    yield root, path
    seen: dict[str, int] = {}
    for index in range(min(root.childCount, MAX_CHILDREN)):
        child = root.getChildAtIndex(index)
        if child is None:
            continue
        name = role(child)
        seen[name] = seen.get(name, 0) + 1
        yield from walk(child, f"{path}/{name}[{seen[name] - 1}]")


def find(root: Acc, test: Callable[[Acc], bool]) -> Acc:
    """The first object under root that passes test, or None."""
    return next((acc for acc, _ in walk(root) if test(acc)), None)


def top_levels(app: Acc) -> list[Acc]:
    """The application's windows (frame and dialogs)."""
    return [c for c in app if c is not None]


def id_of(acc: Acc) -> str:
    """An object's identity on the bus, stable while it lives."""
    return f"{acc.get_bus_name()}{acc.get_path()}" if hasattr(acc, "get_path") else str(acc)


def battle_number(status: str) -> int:
    """The battle number: the first number in the status bar's text."""
    match = re.search(r"\d+", status)
    return int(match.group()) if match else 0


def pump(seconds: float) -> None:
    """Let GLib deliver the bus's events for a while."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.02)


def wait_for(test: Callable[[], Any], timeout: float) -> Any:
    """Poll test (delivering events between tries) until it returns something true."""
    end = time.monotonic() + timeout
    while True:
        try:
            result = test()
        except (GLib.Error, LookupError, RuntimeError):  # an object went away mid-look
            result = None
        if result or time.monotonic() > end:
            return result
        pump(0.05)


def translations(lang: str) -> dict[str, set[str]]:
    """English source text -> this language's texts, from the package's .ts files."""
    names: dict[str, set[str]] = {}
    path = TRANSLATIONS / f"krig_{lang}.ts"
    if lang == "en" or not path.exists():
        return names
    for message in ElementTree.parse(path).getroot().iter("message"):
        source = (message.findtext("source") or "").replace("&", "")
        translation = message.find("translation")
        if translation is not None and translation.text:  # menus show no mnemonic "&"
            names.setdefault(source, set()).add(translation.text.replace("&", ""))
    return names


def main(argv: list[str] | None = None) -> int:
    """Probe each language in turn; print a report and write the findings as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", required=True, help="the installed krig-desktop")
    parser.add_argument("--lang", nargs="+", default=list(LANGUAGES))
    parser.add_argument("--game", type=int, default=115,
                        help="the deal (115: 40 battles, two wars in the first ten)")
    parser.add_argument("--battles", type=int, default=5, help="presses of your deck")
    parser.add_argument("--json", help="write the findings here")
    args = parser.parse_args(argv)
    heard: list[str] = []

    def on_announcement(event: Any) -> None:
        heard.append(str(event.any_data))
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    Atspi.set_timeout(CALL_TIMEOUT_MS, CALL_TIMEOUT_MS)
    results: dict[str, Any] = {"strict_deck": STRICT_DECK, "languages": {}}
    for lang in args.lang:
        print(f"=== {lang}", flush=True)
        probe = Probe(args.program, lang, args.game, args.battles)
        probe.announcements = heard
        try:
            probe.application()
            probe.audit("main window", probe.frame())
            probe.dialogs()
            probe.play()
            probe.finish()
        except Exception as error:  # reported; the next language runs
            probe.check("run", "fail", f"{type(error).__name__}: {error}")
        finally:
            probe.stop()
        results["languages"][lang] = {"audits": probe.audits, "checks": probe.checks}
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
