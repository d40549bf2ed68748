"""The program `chaos_kill.py --doors` runs and kills: the real window, driven at random
through every door.

    python scripts/chaos_doors.py LOG SEED [krig-desktop options]

It starts as `krig-desktop` does (`app.main`: the staged start), then every 30-200 ms
(seeded) does one thing a player can: a step, Autoplay, Finish Game, Save, Save As…,
and every door that replaces the game in play, each by its action or the history's
call: New Game… (the dialog accepted as it stands), Restart, Today's Deal, Play This
Deal Again, Load… (a save of the folder chosen), Load Recent, Revert to Saved, Edit →
Undo, Watch Replay from the history, and Esc. Message boxes are not shown (logged).

It writes to LOG with os.write (a kill -9 loses nothing written), each line ending in
the time: `GAME key number battles` for the game in play whenever it starts and every
100 ms, `OVER key` at each game's end, `DOOR name` before each door, `QUIT` when the
window closes.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QAction  # noqa: E402

from krig_desktop import app  # noqa: E402
from krig_desktop.commands import window_start  # noqa: E402
from krig_desktop.options import Options  # noqa: E402
from krig_desktop.storage import paths  # noqa: E402
from krig_desktop.storage.folder_lock import FolderLock  # noqa: E402
from krig_desktop.storage.game_history import GameRecord, open_history_read_only  # noqa: E402
from krig_desktop.ui.window import new_game_dialog, save_flow  # noqa: E402
from krig_desktop.ui.window.main_window import MainWindow  # noqa: E402

DOORS = ("new", "restart", "today", "play_deal", "open", "recent", "revert", "undo",
         "watch")
OTHERS = ("step", "step", "step", "step", "autoplay", "finish", "save", "save_as", "esc")


class Driver:
    def __init__(self, window: MainWindow, log: int, rng: random.Random) -> None:
        self.w, self.log, self.rng = window, log, rng
        self.saves = 0
        w = self.w
        c = w.controller
        c.gameStarted.connect(self.note)
        c.gameOver.connect(lambda _model: self.say("OVER", c.game_key))
        setattr(w.save_flow, "choose_file", self.choose)  # noqa: B010 (a method replaced)
        self.timer = QTimer(w)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.act)
        self.timer.start(self.rng.randint(30, 200))
        self.rest = QTimer(w)
        self.rest.timeout.connect(self.note)
        self.rest.start(100)
        self.note()

    def say(self, *words: object) -> None:
        line = " ".join(str(word) for word in (*words, f"{time.time():.3f}"))
        os.write(self.log, (line + "\n").encode())

    def note(self) -> None:
        c = self.w.controller
        game = c.real_game
        self.say("GAME", c.game_key, game.seed, game.battles)

    def choose(self, saving: bool) -> Path | None:
        folder = paths.saves_dir()
        if saving:
            self.saves += 1
            return folder / f"chaos {os.getpid()} {self.saves}.krig"
        found = sorted(folder.glob("*.krig"))
        return self.rng.choice(found) if found else None

    def action(self, name: str) -> QAction:
        found = self.w.findChild(QAction, name)
        assert isinstance(found, QAction), name
        return found

    def act(self) -> None:
        try:
            self.do(self.rng.choice(DOORS if self.rng.random() < 0.35 else OTHERS))
        finally:
            self.timer.start(self.rng.randint(30, 200))

    def do(self, what: str) -> None:
        w, c = self.w, self.w.controller
        if what in DOORS:
            self.say("DOOR", what)
        if what == "step":
            c.request_step()
        elif what == "autoplay":
            self.action("actionAutoplay").trigger()
        elif what == "finish":
            self.action("actionFinish").trigger()
        elif what == "save":
            self.action("actionSave").trigger()
        elif what == "save_as":
            self.action("actionSaveAs").trigger()
        elif what == "esc":
            w.pause()
        elif what == "new":
            self.action("actionNew").trigger()
        elif what == "restart":
            self.action("actionRestart").trigger()
        elif what == "today":
            self.action("actionTodaysDeal").trigger()
        elif what == "open":
            self.action("actionOpen").trigger()
        elif what == "recent":
            recent = w.save_flow.recent_files()
            if recent:
                w.menus.recent_menu.openRequested.emit(self.rng.choice(recent))
        elif what == "revert":
            self.action("actionRevert").trigger()
        elif what == "undo":
            self.action("actionUndo").trigger()
        else:  # from the history: a recorded game dealt again, or watched
            history = w.history
            reader = open_history_read_only(history.recorder.path, busy_timeout=0)
            records: list[GameRecord] = []
            if reader is not None:
                with reader:
                    records = [r for r in reader.page(0, 20) if isinstance(r, GameRecord)]
            if records:
                record = self.rng.choice(records)
                if what == "play_deal":
                    history.play_deal(record)
                else:
                    history.watch_replay(record)


def main() -> int:
    log = os.open(sys.argv[1], os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    rng = random.Random(int(sys.argv[2]))
    setattr(new_game_dialog.NewGameDialog, "exec", lambda self: 1)  # noqa: B010 (accepted)

    def show_error(parent: object, title: str, text: str) -> None:
        os.write(log, f"BOX {title}: {text}\n".replace("\n", " ").encode() + b"\n")

    save_flow.show_error = show_error
    build = window_start.build_window

    def driven(options: Options, *, staged: bool = False,
               folder: FolderLock | None = None) -> MainWindow:
        window = build(options, staged=staged, folder=folder)
        setattr(window, "driver", Driver(window, log, rng))  # noqa: B010 (kept alive)
        before_quit = window.save_flow.before_quit

        def quitting() -> None:
            before_quit()
            os.write(log, f"QUIT {time.time():.3f}\n".encode())

        setattr(window.save_flow, "before_quit", quitting)  # noqa: B010 (a method replaced)
        return window

    window_start.build_window = driven
    return app.main(sys.argv[3:])


if __name__ == "__main__":
    sys.exit(main())
