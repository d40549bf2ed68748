"""Opening the window: the QApplication (which takes Qt's own options first), the
translators, the main window, Ctrl+C. `app.py` loads this only when a window opens, so
the console commands never pay for Qt."""

from __future__ import annotations

import gc
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSocketNotifier, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from krig_desktop.commands.wake_up import WakeUpPipe
from krig_desktop.i18n import apply_startup_language
from krig_desktop.options import (
    INTERRUPTED_EXIT,
    GameSetup,
    Options,
    parse_options,
    resolve_options,
)
from krig_desktop.storage.folder_lock import FolderLock
from krig_desktop.storage.paths import config_dir
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.fonts import add_bundled_font_if_needed
from krig_desktop.ui.desktop.identity import APP_ID, ICON_FILE
from krig_desktop.ui.window.main_window import MainWindow


def set_app_icon() -> None:
    """Give every window the game's icon, and tell the desktop which .desktop file is ours.

    Set on the application rather than one window so dialogs carry it too; the SVG ships
    inside the package (resources/icons), so a non-editable install finds it as well.
    """
    QGuiApplication.setWindowIcon(QIcon(str(ICON_FILE)))
    set_desktop_file_name()


def set_desktop_file_name() -> None:
    """Tell the desktop which .desktop file is ours (before the window shows: Wayland
    takes its app id from it)."""
    QGuiApplication.setDesktopFileName(APP_ID)


def game_setup(options: Options) -> GameSetup:
    """What a window starts with: the command line, then the remembered settings, then
    the defaults. The command line's choices of the deal are remembered: the next plain
    start deals them, whatever becomes of this game."""
    settings = Settings()
    settings.remember_chosen(options)
    return resolve_options(settings.apply_to(options))


def build_window(options: Options, *, staged: bool = False,
                 folder: FolderLock | None = None) -> MainWindow:
    """The window for parsed `options`: icon, language (--lang, else the remembered one,
    else the system's) before any window sets its texts, then the window (`staged`:
    what the first frame does not show is built after it, see `MainWindow`; the icon
    too, as no window manager needs it sooner; and SIGTERM's and SIGHUP's handling:
    until then they end the program as in any program, and what it had to keep was
    kept on disk already, the game just dealt or resumed; and the socket a second start
    hands over to). `folder`: the config folder's lock, taken already or not (None: the
    window takes it; another window holding it, this one keeps nothing). It never
    hands over and never exits."""
    add_bundled_font_if_needed()
    if staged:
        set_desktop_file_name()
    else:
        set_app_icon()
    apply_startup_language(options.lang)
    window = MainWindow(options, game_setup(options), staged=staged, folder=folder)
    if staged:
        window.later.also(set_app_icon)
        window.later.also(lambda: _close_on_termination(window))
        window.later.also(lambda: _take_hand_overs(window))
        window.later.also(lambda: _readable_indicators(window))
    else:
        _close_on_termination(window)
        _take_hand_overs(window)
        _readable_indicators(window)
    return window


def _readable_indicators(window: MainWindow) -> None:
    """Check boxes whose unchecked state can be seen in every look (Fusion's border is
    1.1:1 on the dark window)."""
    # Function-local: the proxy style makes PySide build QStyle's enums, 12-15 ms, no
    # part of the first frame.
    from krig_desktop.ui.desktop.indicator_style import use_readable_indicators

    use_readable_indicators(window.desktop.appearance)


def _take_hand_overs(window: MainWindow) -> None:
    """The window owning the config folder takes the command lines of later starts."""
    if not window.folder.held:
        return
    # Function-local: QtNetwork costs 5-6 ms, no part of the first frame.
    from krig_desktop.ui.desktop.hand_over import HandOverServer

    server = HandOverServer(window.folder.folder, lambda: window.folder.held, window)
    server.received.connect(window.take_hand_over)


def _handed_over(argv: list[str], options: Options, folder: FolderLock) -> bool:
    """Whether another window owns the config folder and took this start's `argv` (its
    FILE made absolute: that window's folder is not this one's)."""
    if options.smoke is not None or folder.take() or not folder.held_elsewhere:
        return False  # (a --smoke run never hands over: it checks a start of its own)
    # Function-local: a start that hands over only (QtNetwork).
    from krig_desktop.ui.desktop.hand_over import send_hand_over

    sent = list(argv)
    if options.file is not None:
        for i in reversed(range(len(sent))):
            if not sent[i].startswith("-") and Path(sent[i]) == options.file:
                sent[i] = str(options.file.absolute())
                break
    return send_hand_over(folder.folder, sent)


def _close_on_termination(window: MainWindow) -> None:
    """SIGTERM and SIGHUP close `window` as File → Quit does (see `quit_signals`)."""
    # Function-local: start-up time (the staged start does it after the first frame;
    # the module and the socket module it needs are no part of that frame).
    from krig_desktop.commands import quit_signals

    quit_signals.close_on_termination(window)


def quit_on_interrupt(window: MainWindow, *, close_first: bool = True) -> Callable[[], bool]:
    """Let Ctrl+C in the terminal end the program cleanly, never with a traceback.

    The first Ctrl+C closes `window` the way File → Quit does (keeping the game for the
    next start) when `close_first`, else ends the event loop with exit code 130; a second
    one ends it at once. Python runs a signal handler only when it next runs Python code,
    and an idle Qt event loop runs none: Ctrl+C would wait for the next repaint and then
    raise KeyboardInterrupt inside whatever slot ran, leaving the window half-way. So a
    wake-up pipe makes Qt notice the signal at once, and the handler only asks for the
    close, which then runs between events. Returns a function that puts the previous
    handling back and says whether Ctrl+C was pressed.
    """
    pressed: list[int] = []
    wake_up = WakeUpPipe()

    def on_interrupt(signum: int, _frame: object) -> None:
        pressed.append(signum)
        if close_first and len(pressed) == 1:
            QTimer.singleShot(0, window.close)
        else:
            QTimer.singleShot(0, lambda: QApplication.exit(INTERRUPTED_EXIT))

    notifier = QSocketNotifier(wake_up.reader, QSocketNotifier.Type.Read, window)
    # Python code runs in drain, so the handler below runs then too.
    notifier.activated.connect(wake_up.drain)
    previous_fd = signal.set_wakeup_fd(wake_up.writer, warn_on_full_buffer=False)
    previous_handler = signal.signal(signal.SIGINT, on_interrupt)

    def restore() -> bool:
        signal.signal(signal.SIGINT, previous_handler)
        signal.set_wakeup_fd(previous_fd)
        notifier.setEnabled(False)
        wake_up.close()
        return bool(pressed)

    return restore


def collect_after_the_first_frame() -> None:
    """The garbage collector back on (app.py turned it off for the start), with what the
    start made frozen out of its work.

    Off for the start, it would have gone again and again through objects nearly all of
    which live on (modules, classes, Qt's types); the few it would have found in cycles
    now stay. Frozen, the window and its code are not gone through again by every full
    collection, which made a stutter when the collector's oldest generation came round
    during play (benchmarks/collector.py).
    """
    gc.freeze()
    gc.enable()


def freeze_the_later_parts() -> None:
    """The later parts are built: what of them lives on leaves the collector's work too,
    once what their building left in cycles is collected (a short collection: it goes
    through the objects made since the first frame only)."""
    gc.collect()
    gc.freeze()


def run_window(argv: list[str]) -> int:
    """Open the window for `argv` (Qt's options and ours) and run until it closes.

    QApplication takes the options it knows (-platform, -style, -reverse, ...) out of
    its copy of the command line, as in every Qt program; ours are parsed from what is
    left, so "-platform xcb" is never read as a FILE named "xcb".
    """
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0], *argv])
        argv = app.arguments()[1:]
    assert isinstance(app, QApplication)
    options = parse_options(argv)
    folder = FolderLock(config_dir(create=False))
    if _handed_over(argv, options, folder):
        return 0  # the window that owns the folder took it, and comes to the front
    window = build_window(options, staged=True, folder=folder)
    window.later.also(collect_after_the_first_frame, "first")
    window.later.also(freeze_the_later_parts, "last")
    window.show()
    if options.smoke is not None:
        # Function-local: CI's start-up check is a command of its own (as in app.py).
        from krig_desktop.commands.smoke import start_smoke

        start_smoke(window, options.smoke)  # plays N steps, then quits with its verdict
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        return app.exec()  # started with Ctrl+C ignored (in the background): keep it so
    # A smoke run keeps nothing: Ctrl+C simply ends it.
    restore = quit_on_interrupt(window, close_first=options.smoke is None)
    code = app.exec()
    return INTERRUPTED_EXIT if restore() else code
