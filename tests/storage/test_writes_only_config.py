"""A whole session writes into the per-user config folder and nowhere else in HOME.

Run in a fresh process with HOME and XDG_CONFIG_HOME pointing at empty folders: open the
window, play, save, save as and load from through the real file dialog, change settings,
switch resume on and quit. Afterwards HOME holds nothing but the config folder, and the
config folder nothing but krig-desktop.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

SESSION = textwrap.dedent(
    """
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit

    app = QApplication(["krig-desktop"])
    from krig_desktop.app import create_main_window
    from krig_desktop.speed import Speed
    from krig_desktop.storage import paths

    window = create_main_window(["--speed", "instant", "--players", "3"])
    window.show()
    for _ in range(30):
        window.controller.request_step()
    assert window.save_flow.save()

    def answer(name):
        def poll():
            for widget in QApplication.topLevelWidgets():
                if isinstance(widget, QFileDialog) and widget.isVisible():
                    widget.findChild(QLineEdit, "fileNameEdit").setText(name)
                    widget.accept()
                    return
            QTimer.singleShot(20, poll)
        QTimer.singleShot(20, poll)
        QTimer.singleShot(8000, lambda: [w.reject() for w in QApplication.topLevelWidgets()
                                         if isinstance(w, QFileDialog)])

    answer("named")
    assert window.save_flow.save_as()
    answer("named.krig")
    assert window.save_flow.open_file()
    window.controller.set_speed(Speed.FAST)
    window.game_actions.resume_at_start.setChecked(True)
    for _ in range(5):
        window.controller.request_step()
    assert window.close()
    app.processEvents()
    print("SESSION OK", paths.config_dir())
    """
)


def test_a_session_writes_only_into_the_config_folder(tmp_path):
    home = tmp_path / "home"
    config = home / ".config"
    config.mkdir(parents=True)
    env = {
        key: value for key, value in os.environ.items()
        if not key.startswith("XDG_") and key != "HOME"
    }
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(config), QT_QPA_PLATFORM="offscreen")
    env["XDG_RUNTIME_DIR"] = str(tmp_path / "runtime")  # Qt's own sockets, not in HOME
    (tmp_path / "runtime").mkdir(mode=0o700)
    result = subprocess.run([sys.executable, "-c", SESSION], env=env, capture_output=True,
                            text=True, timeout=120, cwd=tmp_path)
    assert "SESSION OK" in result.stdout, result.stderr
    written = sorted(
        str(path.relative_to(home)) for path in home.rglob("*")
    )
    assert written, "the session wrote nothing at all?"
    outside = [p for p in written if p != ".config" and not p.startswith(".config/krig-desktop")]
    assert outside == [], outside
    folder = config / "krig-desktop"
    assert (folder / "game.krig").is_file() and (folder / "resume.krig").is_file()
    assert (folder / "saves" / "named.krig").is_file() and (folder / "settings.ini").is_file()
