"""Kill the real program at random moments and check that no game is lost or doubled.

    .venv/bin/python scripts/chaos_kill.py [--kills 300] [--seed 1] [--players 2]
        [--speed instant] [--history-share 0.2] [--keep-folder] [--doors]

It starts `python -m krig_desktop --smoke 100000000` offscreen (the smoke run plays
step after step through the controller, as a click does, until the game ends, then
quits) in a config folder of its own, and ends it with SIGKILL after a random time
(seeded), or, for --history-share of the kills, the moment the history database is
being written. A run that ends by itself (its game over) counts as a clean end. After
every end, and after every start, it checks:

- the history: `PRAGMA integrity_check` is "ok"; no game is recorded twice (by its
  game_key where the database has one, else by its deal and result); every game the
  resume file showed finished is recorded, finished, once a start has run after it (a
  kill between the finished game's keep and its row leaves that row to the next start);
  no game it holds as finished is
  resumed (where it has keys);
- the start: the game the program keeps first is the one that was kept when the
  process ended (same game_key, and the same game: the kept moment played on to the
  new one gives exactly the new one), or, if that game had ended, a new deal with a
  new key; all 52 cards are accounted for in both.

With --doors it runs scripts/chaos_doors.py instead, the window driven at random
through every door (New Game…, Restart, Today's Deal, Play This Deal Again, Load…, Load
Recent, Revert to Saved, Undo, Watch Replay from the history) beside steps, Autoplay,
Finish Game and saves, and ends each run by kill -9, SIGTERM or SIGHUP (6:3:1) after a
random time. After the last run a plain start resumes and quits; then every game seen
played must be kept (`resume.krig`, `left.krig`) or recorded, none recorded twice (a
game first seen in the last LAST_SECOND before its kill may be gone: counted apart).

It prints one line per failed check and a summary line with the counts; exit code 1 if
any check failed. Nothing is written outside its own temporary folder.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from krig_desktop.engine import Game  # noqa: E402  (the checkout's own package)
from krig_desktop.storage.envelope import LoadedSave  # noqa: E402
from krig_desktop.storage.errors import LoadError  # noqa: E402
from krig_desktop.storage.save_format import read_save  # noqa: E402

START_GUARD = 60.0  # seconds a start may take to keep its first game
RUN_GUARD = 600.0  # seconds a smoke run may take to end by itself
POLL = 0.005
OPENED_AFTER = 0.7  # seconds after the first keep: the history is open by then
MAX_CATCH_UP = 200_000  # steps: the kept moment played on to the next start's


@dataclass
class Tally:
    kills: int = 0
    history_kills: int = 0
    clean_ends: int = 0
    starts: int = 0
    resumed: int = 0
    new_deals: int = 0
    finished: set[str] = field(default_factory=set)
    failures: Counter[str] = field(default_factory=Counter)
    told: set[tuple[str, str]] = field(default_factory=set)

    def fail(self, check: str, detail: str) -> None:
        """Count a failed check; one found again at a later check counts once."""
        if (check, detail) in self.told:
            return
        self.told.add((check, detail))
        self.failures[check] += 1
        print(f"FAILED {check}: {detail}", flush=True)


def read_kept(path: Path) -> LoadedSave | None:
    try:
        return read_save(path)
    except LoadError:
        return None


def card_problem(game: Game) -> str | None:
    cards = [str(card) for hand in game.hands for card in hand]
    cards += [str(card) for card in game.table]
    if game.set_aside is not None:
        cards.append(str(game.set_aside))
    if len(cards) != 52 or len(set(cards)) != 52:
        return f"{len(cards)} cards, {len(set(cards))} different"
    return None


def continues(before: Game, after: Game) -> bool:
    """`after` is `before` played on (the engine's future is exact)."""
    game = Game.from_dict(before.to_dict())
    for _ in range(MAX_CATCH_UP):
        if (game.battles, game.war_steps, len(game.table)) == (
                after.battles, after.war_steps, len(after.table)):
            return game.to_dict() == after.to_dict()
        if game.over or game.battles > after.battles:
            return False
        game.step()
    return False


def history_checks(db: Path, tally: Tally) -> set[str]:
    """Check the history; the keys of the games it holds as finished (where it has
    keys)."""
    if not db.exists():
        if tally.finished:
            tally.fail("finished game missing", f"no history, {len(tally.finished)} ended")
        return set()
    ended: set[str] = set()
    conn = sqlite3.connect(db)
    try:
        verdict = conn.execute("PRAGMA integrity_check").fetchone()[0]
        if verdict != "ok":
            tally.fail("integrity_check", str(verdict))
            return ended
        columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
        if "game_key" in columns:
            rows = conn.execute(
                "SELECT game_key, outcome FROM games WHERE game_key IS NOT NULL").fetchall()
            keys = Counter(key for key, _ in rows)
            for key in sorted(key for key, count in keys.items() if count > 1):
                tally.fail("recorded twice", key)
            ended = {key for key, outcome in rows if outcome != "abandoned"}
            missing = tally.finished - ended
            keyed = ended
        else:  # before games had keys: a deal and its result
            rows = conn.execute(
                "SELECT players, game_number, face_down, gathering, outcome, battles,"
                " war_steps FROM games WHERE outcome != 'abandoned'").fetchall()
            deals = Counter(rows)
            for deal in sorted(str(deal) for deal, count in deals.items() if count > 1):
                tally.fail("recorded twice", deal)
            ended = {str(deal) for deal in deals}
            missing = {deal for deal in tally.finished if deal not in ended}
            keyed = set()
        for game in sorted(missing):
            tally.fail("finished game missing", game)
    finally:
        conn.close()
    return keyed


def finished_id(kept: LoadedSave, has_keys: bool) -> str:
    game = kept.game
    if has_keys:
        return kept.game_key
    rules = game.rules
    return str((game.players, game.seed, rules.face_down, str(rules.gathering),
                str(game.outcome), game.battles, game.war_steps))


def db_has_keys(db: Path) -> bool:
    if not db.exists():
        return False
    conn = sqlite3.connect(db)
    try:
        return any(row[1] == "game_key" for row in conn.execute("PRAGMA table_info(games)"))
    finally:
        conn.close()


def stamp(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_ino, info.st_mtime_ns


def first_keep(child: subprocess.Popen[bytes], resume: Path,
               before: tuple[int, int] | None) -> LoadedSave | None:
    """The first game this start keeps (the resume file replaced), or None if it ended
    first."""
    deadline = time.monotonic() + START_GUARD
    while time.monotonic() < deadline:
        now = stamp(resume)
        if now is not None and now != before:
            kept = read_kept(resume)
            if kept is not None:
                return kept
        if child.poll() is not None:
            return None
        time.sleep(POLL)
    return None


def check_start(before: LoadedSave | None, after: LoadedSave, tally: Tally,
                recorded: set[str]) -> None:
    problem = card_problem(after.game)
    if problem:
        tally.fail("cards", f"kept at start: {problem}")
    if before is None or before.game.over:
        tally.new_deals += 1
        if before is not None and after.game_key == before.game_key:
            tally.fail("finished game resumed", before.game_key)
        elif after.game.battles > 5_000:
            tally.fail("new deal", f"a new game kept at battle {after.game.battles}")
        return
    tally.resumed += 1
    if before.game_key in recorded:  # kept a moment before its end, recorded finished
        tally.fail("finished game resumed", f"{before.game_key} (recorded as ended)")
    if after.game_key != before.game_key:
        tally.fail("resumed the game playing", f"key {after.game_key} != {before.game_key}")
    elif not continues(before.game, after.game):
        tally.fail("resumed the game playing", "not the kept game played on")


def run(args: argparse.Namespace) -> int:
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="krig-chaos-"))
    config = folder / "krig-desktop"
    resume, db = config / "resume.krig", config / "history.sqlite3"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    tally = Tally()
    first = ["--players", str(args.players)]
    began = time.monotonic()
    try:
        while tally.kills < args.kills:
            before = read_kept(resume)
            if before is not None and (problem := card_problem(before.game)):
                tally.fail("cards", f"kept at the end: {problem}")
            recorded = history_checks(db, tally)
            # A game kept finished may still lack its row (the kill came between the two):
            # the next start records it, so it is owed from the check after that start on.
            if before is not None and before.game.over:
                tally.finished.add(finished_id(before, db_has_keys(db)))
            command = [sys.executable, "-m", "krig_desktop", "--smoke", "100000000",
                       "--speed", args.speed, *first]
            first = []  # only the first start deals: later ones resume what was kept
            child = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            try:
                tally.starts += 1
                after = first_keep(child, resume, stamp(resume))
                if after is None and child.poll() is None:
                    tally.fail("start", "nothing kept within the guard")
                elif after is not None:
                    check_start(before, after, tally, recorded)
                end_run(child, rng, args, db, tally)
            finally:
                if child.poll() is None:
                    child.kill()
                child.wait()
            done = tally.kills + tally.clean_ends
            if args.progress and done % args.progress == 0:
                print(f"... {summary(tally, began)}", flush=True)
        history_checks(db, tally)
    finally:
        if args.keep_folder:
            print(f"(config folder kept: {folder})")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    print(summary(tally, began))
    return 1 if tally.failures else 0


def end_run(child: subprocess.Popen[bytes], rng: random.Random,
            args: argparse.Namespace, db: Path, tally: Tally) -> None:
    """Kill `child` at a random moment, or while the history is written; or let it end."""
    at_history = rng.random() < args.history_share
    deadline = time.monotonic() + (RUN_GUARD if at_history
                                   else rng.uniform(args.least, args.most))
    wal = db.with_name(db.name + "-wal")
    if at_history:  # past the start's opening of the history (after the first paint)
        time.sleep(OPENED_AFTER)
    seen = (stamp(db), stamp(wal))
    while time.monotonic() < deadline:
        if child.poll() is not None:
            break
        if at_history and (stamp(db), stamp(wal)) != seen:
            break  # the history is being written now
        time.sleep(POLL / 5 if at_history else POLL)
    if child.poll() is None:
        child.send_signal(signal.SIGKILL)
        child.wait()
        tally.kills += 1
        tally.history_kills += at_history
        return
    _, err = child.communicate()
    text = err.decode(errors="replace")
    if child.returncode != 0 or "smoke: ok" not in text:
        tally.fail("clean end", f"exit {child.returncode}: {text.strip()[-300:]}")
    tally.clean_ends += 1


def summary(tally: Tally, began: float) -> str:
    failed = ", ".join(f"{name} {count}" for name, count in sorted(tally.failures.items()))
    return (f"chaos: {tally.kills} kills ({tally.history_kills} while the history was "
            f"written), {tally.clean_ends} clean ends, {tally.starts} starts: "
            f"{tally.resumed} resumed, {tally.new_deals} new deals; "
            f"{len(tally.finished)} finished games; failed checks: {failed or 'none'}; "
            f"{time.monotonic() - began:.0f} s")


# ----------------------------------------------------------------- --doors
LAST_SECOND = 1.5  # a game first seen this close to its kill may not be kept yet


@dataclass
class Doors:
    """What the door loop saw: each game played (its key: first seen, battles), the
    doors opened, and how each run ended."""

    first_seen: dict[str, float] = field(default_factory=dict)
    battles: dict[str, int] = field(default_factory=dict)
    late: set[str] = field(default_factory=set)  # first seen in the last second of a run
    # Played on in the last run that showed it (a battle more than when it was first
    # shown there): a game only shown again (resumed, loaded) and left is recorded only
    # once a game back from disk counts as played.
    grew: dict[str, bool] = field(default_factory=dict)
    doors: Counter[str] = field(default_factory=Counter)
    kills: Counter[str] = field(default_factory=Counter)

    def read(self, log: Path, ended_at: float, keep: bool = False) -> None:
        """Take in one run's log (ended by a signal at `ended_at`)."""
        shown: dict[str, int] = {}  # the battle each game was first seen at in this run
        for line in log.read_text(encoding="utf-8", errors="replace").splitlines():
            words = line.split()
            if words[:1] == ["DOOR"] and len(words) == 3:
                self.doors[words[1]] += 1
            elif words[:1] == ["GAME"] and len(words) == 5:
                key, battles, at = words[1], int(words[3]), float(words[4])
                self.grew[key] = self.grew.get(key, False) if key in shown else False
                if battles > shown.setdefault(key, battles):
                    self.grew[key] = True
                if battles == 0:
                    continue
                if key not in self.first_seen:
                    self.first_seen[key] = at
                    if ended_at - at < LAST_SECOND:
                        self.late.add(key)
                self.battles[key] = max(battles, self.battles.get(key, 0))
        if not keep:
            log.unlink()


def kept_keys(config: Path) -> set[str]:
    keys = set()
    for name in ("resume.krig", "left.krig", "left-swap.krig"):
        kept = read_kept(config / name)
        if kept is not None:
            keys.add(kept.game_key)
    return keys


def recorded_keys(db: Path) -> Counter[str]:
    if not db.exists():
        return Counter()
    conn = sqlite3.connect(db)
    try:
        return Counter(key for (key,) in conn.execute(
            "SELECT game_key FROM games WHERE game_key IS NOT NULL"))
    finally:
        conn.close()


def _default_signals() -> None:
    for number in (signal.SIGHUP, signal.SIGTERM, signal.SIGINT):
        signal.signal(number, signal.SIG_DFL)


def run_doors(args: argparse.Namespace) -> int:
    """The signal loop through every door (scripts/chaos_doors.py drives the window):
    kill -9, SIGTERM or SIGHUP at a random moment, then start again; at the end a plain
    start and quit, and every game played must be kept or recorded, and recorded once."""
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="krig-chaos-doors-"))
    config = folder / "krig-desktop"
    db = config / "history.sqlite3"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder),
               PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    tally, seen = Tally(), Doors()
    kept_after: set[str] = set()  # the games found kept after a signal
    driver = ROOT / "scripts" / "chaos_doors.py"
    began = time.monotonic()
    signals = [signal.SIGKILL] * 6 + [signal.SIGTERM] * 3 + [signal.SIGHUP]
    try:
        for number in range(args.kills):
            log = folder / f"run-{number}.log"
            child = subprocess.Popen(
                [sys.executable, str(driver), str(log), str(rng.randrange(1 << 30)),
                 "--speed", args.speed], env=env, stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                preexec_fn=_default_signals)  # (a loop started under nohup: SIGHUP too)
            tally.starts += 1
            chosen = rng.choice(signals)
            try:
                time.sleep(rng.uniform(args.least, args.most))
                ended_at = time.time()
                child.send_signal(chosen)
                child.wait(timeout=30)
            except subprocess.TimeoutExpired:
                tally.fail("quit", f"no end within 30 s of {chosen.name}")
            finally:
                if child.poll() is None:
                    child.kill()
                child.wait()
            seen.kills[chosen.name] += 1
            tally.kills += 1
            if log.exists():
                seen.read(log, ended_at, args.keep_folder)
            history_checks(db, tally)
            kept_after |= kept_keys(config)
            if args.progress and tally.kills % args.progress == 0:
                print(f"... {tally.kills} signals, {len(seen.battles)} games played",
                      flush=True)
        last = subprocess.run([sys.executable, "-m", "krig_desktop", "--smoke", "1",
                               "--speed", "instant"], env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=START_GUARD, check=False)
        if last.returncode != 0:
            tally.fail("last start", last.stderr.decode(errors="replace")[-300:])
        history_checks(db, tally)
        kept, recorded = kept_keys(config), recorded_keys(db)
        for key, count in recorded.items():
            if count > 1:
                tally.fail("recorded twice", key)
        lost = {key for key in seen.battles if key not in kept and key not in recorded}
        for key in sorted(lost - seen.late):
            how = "" if seen.grew.get(key) else " (only shown again, never played on)"
            tally.fail("game lost", f"{key} at battle {seen.battles[key]}{how}")
        played = set(seen.battles)
        print(f"doors: {sum(seen.doors.values())} doors opened "
              f"({', '.join(f'{n} {c}' for n, c in sorted(seen.doors.items()))}); "
              f"signals: {', '.join(f'{n} {c}' for n, c in sorted(seen.kills.items()))}")
        print(f"doors: {len(played)} games played: {len(kept_after & played)} found kept "
              f"after a signal, {len((kept | kept_after) & played - set(recorded))} kept "
              f"and not recorded yet, {len(set(recorded) & played)} recorded (each once: "
              f"{max(recorded.values(), default=0) <= 1}), "
              f"{len(lost & seen.late)} lost in their last second, "
              f"{len(lost - seen.late)} lost otherwise")
    finally:
        if args.keep_folder:
            print(f"(config folder kept: {folder})")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    print(summary(tally, began))
    return 1 if tally.failures else 0


def _stop(number: int, _frame: object) -> None:
    raise SystemExit(128 + number)  # the finally blocks kill the program running


def main(argv: list[str] | None = None) -> int:
    signal.signal(signal.SIGTERM, _stop)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--speed", default="instant",
                        choices=("slow", "normal", "fast", "instant"))
    parser.add_argument("--least", type=float, default=0.3, help="seconds before a kill")
    parser.add_argument("--most", type=float, default=4.0, help="seconds before a kill")
    parser.add_argument("--history-share", type=float, default=0.2,
                        help="share of the kills made while the history is written")
    parser.add_argument("--progress", type=int, default=25, help="a line every N ends")
    parser.add_argument("--keep-folder", action="store_true")
    parser.add_argument("--doors", action="store_true",
                        help="drive the window through every door (scripts/chaos_doors.py) "
                        "and end it by kill -9, SIGTERM or SIGHUP")
    args = parser.parse_args(argv)
    return run_doors(args) if args.doors else run(args)


if __name__ == "__main__":
    sys.exit(main())
