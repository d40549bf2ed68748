"""The read-only quit (issue 41): a game finished while the config folder cannot be
written is never lost.

    .venv/bin/python scripts/readonly_quit.py [--speed instant]

Three runs of the real program (`--smoke`, offscreen, each playing one game to its
end and quitting), in a config folder and a temp folder of its own:

1. the folder writable: the history is made and the game recorded;
2. the folder and its files made read-only (555 and 444, as a read-only mount): the
   game cannot be recorded, nor kept in the folder; it must be kept in the spare file
   in the temp folder (TMPDIR);
3. the folder writable again: that game is recorded (once) and the spare file goes.

Root ignores permissions, so as root the program runs as another user (`setpriv
--reuid 65534`), who owns the folders. It prints one line per failed check and exits
with 1 if any failed. Nothing is written outside its own temporary folder.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOBODY = 65534
RUN_GUARD = 300.0  # seconds a smoke run may take
SHORT_DEAL = "2269"  # a deal for two that ends in 36 battles: each run is quick


def as_player(command: list[str]) -> list[str]:
    """`command` as a user whom permissions bind (root: nobody)."""
    if os.geteuid() != 0:
        return command
    return ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups",
            *command]


@contextmanager
def open_to_nobody(*places: Path) -> Iterator[None]:
    """As root, while the runs last: every folder above `places` lets another user
    through (o+x), put back after. A clone made in a 0700 temp folder (as `mktemp -d`
    makes one) would otherwise keep the program itself from that user."""
    changed: dict[Path, int] = {}
    if os.geteuid() == 0:
        for place in places:
            for folder in (place.resolve(), *place.resolve().parents):
                mode = stat.S_IMODE(folder.stat().st_mode)
                if not mode & stat.S_IXOTH and folder not in changed:
                    changed[folder] = mode
                    folder.chmod(mode | stat.S_IXOTH)
    try:
        yield
    finally:
        for folder, mode in changed.items():
            folder.chmod(mode)


def own(path: Path) -> None:
    """`path` belongs to the user the program runs as."""
    if os.geteuid() == 0:
        os.chown(path, NOBODY, NOBODY)


def read_only(config: Path) -> None:
    """The folder and everything in it read-only, as on a read-only mount."""
    for path in config.iterdir():
        path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    config.chmod(0o555)


def writable(config: Path) -> None:
    config.chmod(0o755)
    for path in config.iterdir():
        path.chmod(0o644)


def rows(db: Path) -> list[tuple[str, str]]:
    if not db.exists():
        return []
    with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
        return [(str(key), str(outcome)) for key, outcome
                in conn.execute("SELECT game_key, outcome FROM games ORDER BY id")]


def spare_files(temp: Path) -> list[Path]:
    return sorted(temp.glob("krig-desktop-*/history-pending-*.json"))


def run(env: dict[str, str], speed: str, failures: list[str], name: str) -> None:
    command = as_player([sys.executable, "-m", "krig_desktop", "--smoke", "100000000",
                         "--speed", speed, "--players", "2", "--game", SHORT_DEAL])
    done = subprocess.run(command, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, timeout=RUN_GUARD, check=False)
    text = done.stderr.decode("utf-8", "replace")
    if done.returncode != 0 or "smoke: ok" not in text:
        failures.append(f"{name}: the run failed (rc {done.returncode}): {text[-600:]}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--speed", default="instant")
    parser.add_argument("--keep-folder", action="store_true")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="krig-readonly-"))
    base.chmod(0o755)
    home, temp = base / "home", base / "temp"
    for folder in (home, temp):
        folder.mkdir()
        own(folder)
    config = home / "krig-desktop"
    db = config / "history.sqlite3"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home),
               TMPDIR=str(temp), HOME=str(home),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    failures: list[str] = []
    try:
        with open_to_nobody(ROOT, Path(sys.prefix)):
            check(env, args.speed, db, config, temp, failures)
    finally:
        if args.keep_folder:
            print(f"folder kept: {base}")
        else:
            shutil.rmtree(base, ignore_errors=True)
    for failure in failures:
        print(f"FAIL {failure}")
    print(f"read-only quit: {'ok' if not failures else f'{len(failures)} failed'}")
    return 1 if failures else 0


def check(env: dict[str, str], speed: str, db: Path, config: Path, temp: Path,
          failures: list[str]) -> None:
    """The three runs, each checked (`failures` gets one line per failed check)."""
    run(env, speed, failures, "writable")
    first = rows(db)
    if len(first) != 1:
        failures.append(f"writable: {len(first)} rows recorded, not 1")
    read_only(config)
    run(env, speed, failures, "read-only")
    if rows(db) != first:
        failures.append("read-only: the history changed in a read-only folder")
    spares = spare_files(temp)
    if len(spares) != 1:
        failures.append(f"read-only: {len(spares)} spare files in the temp folder, not 1")
    writable(config)
    run(env, speed, failures, "writable again")
    after = rows(db)
    if len(after) != 3 or len({key for key, _ in after}) != 3:  # (the deal thrice)
        failures.append(f"writable again: {len(after)} rows, not 3 different games")
    if spare_files(temp):
        failures.append("writable again: the spare file is still there")


if __name__ == "__main__":
    sys.exit(main())
