"""When a program's main window appears on an X display: mapped, then first drawn.

A helper of startup.py --peers. It speaks to the X server itself (libX11 and the
DAMAGE extension through ctypes, no package to install): it asks the server to tell it
of every top-level window created and mapped on the root window, and of the first
drawing into each, then waits on the connection's socket. Each moment is taken as the
server's event arrives, so there is no polling interval to round it (`xdotool search
--sync` looks again every half second). The window counted is the first top-level,
not override-redirect (a menu, a tooltip), whose `_NET_WM_PID` is the launched process:
Qt and GTK both set it before mapping.

"Mapped" is when the server made the window visible; "drawn" is the first drawing into
it after that (DAMAGE, reported once, on a window watched since its creation): the first
frame a player sees, the moment the other children of startup.py time as the first
paint.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import select
import time
from dataclasses import dataclass

CREATE_NOTIFY, MAP_NOTIFY = 16, 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
XA_CARDINAL = 6
DAMAGE_REPORT_NON_EMPTY = 3
DAMAGE_NOTIFY = 0  # added to the extension's first event number

Window = ctypes.c_ulong


class _Any(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong),
                ("send_event", ctypes.c_int), ("display", ctypes.c_void_p)]


class _Create(ctypes.Structure):  # XCreateWindowEvent
    _fields_ = [*_Any._fields_, ("parent", Window), ("window", Window),
                ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("override_redirect", ctypes.c_int)]


class _Map(ctypes.Structure):  # XMapEvent
    _fields_ = [*_Any._fields_, ("event", Window), ("window", Window),
                ("override_redirect", ctypes.c_int)]


class _Damage(ctypes.Structure):  # XDamageNotifyEvent (its head)
    _fields_ = [*_Any._fields_, ("drawable", Window), ("damage", ctypes.c_ulong)]


class _Event(ctypes.Union):
    _fields_ = [("any", _Any), ("create", _Create), ("map", _Map), ("damage", _Damage),
                ("pad", ctypes.c_long * 24)]


_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


def _library(name: str) -> ctypes.CDLL:
    found = ctypes.util.find_library(name)
    if found is None:
        raise OSError(f"lib{name} is not installed")
    return ctypes.CDLL(found)


@dataclass
class Appeared:
    """Seconds from the launch until the window was mapped and first drawn (None: it
    was not drawn before the time ran out)."""

    mapped: float
    drawn: float | None


class WindowWatch:
    """A connection to `display` that sees each top-level window made, mapped and drawn.

    Open it before the program is launched, so no window is made unseen; then
    `appeared(pid, began, timeout)`. One program at a time per display: each call
    forgets the windows of the one before."""

    @staticmethod
    def libraries() -> tuple[ctypes.CDLL, ctypes.CDLL]:
        """libX11 and libXdamage (OSError: one is not installed)."""
        return _library("X11"), _library("Xdamage")

    def __init__(self, display: str) -> None:
        self._x, self._damage_lib = self.libraries()
        x = self._x
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = Window
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, Window, ctypes.c_long]
        x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(_Event)]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, Window, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        # A window gone before it is asked about is no reason to end the benchmark
        # (Xlib's own handler exits the process on any error).
        self._on_error = _ERROR_HANDLER(lambda _display, _error: 0)
        x.XSetErrorHandler(self._on_error)
        d = self._damage_lib
        d.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                            ctypes.POINTER(ctypes.c_int)]
        d.XDamageCreate.restype = ctypes.c_ulong
        d.XDamageCreate.argtypes = [ctypes.c_void_p, Window, ctypes.c_int]
        self._display = x.XOpenDisplay(display.encode())
        if not self._display:
            raise OSError(f"cannot open X display {display}")
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        if not d.XDamageQueryExtension(self._display, ctypes.byref(event_base),
                                       ctypes.byref(error_base)):
            raise OSError(f"X display {display} has no DAMAGE extension")
        self._damage_event = event_base.value + DAMAGE_NOTIFY
        self._pid_atom = x.XInternAtom(self._display, b"_NET_WM_PID", 0)
        x.XSelectInput(self._display, x.XDefaultRootWindow(self._display),
                       SUBSTRUCTURE_NOTIFY_MASK)
        x.XSync(self._display, 0)
        self._fd = x.XConnectionNumber(self._display)

    def close(self) -> None:
        """Close the connection (the damage objects go with it)."""
        self._x.XCloseDisplay(self._display)

    def _pid(self, window: int) -> int | None:
        """The window's _NET_WM_PID, None while it has none."""
        kind, size = ctypes.c_ulong(), ctypes.c_int()
        count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        self._x.XGetWindowProperty(self._display, window, self._pid_atom, 0, 1, 0,
                                   XA_CARDINAL, ctypes.byref(kind), ctypes.byref(size),
                                   ctypes.byref(count), ctypes.byref(after),
                                   ctypes.byref(data))
        if not data.value:
            return None
        pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if count.value else None
        self._x.XFree(data)
        return pid

    def _next(self, deadline: float) -> _Event | None:
        """The next event, waiting on the socket until `deadline` (None: time is up)."""
        while not self._x.XPending(self._display):
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            select.select([self._fd], [], [], left)
        event = _Event()
        self._x.XNextEvent(self._display, ctypes.byref(event))
        return event

    def appeared(self, pid: int, began: float, timeout: float) -> Appeared | None:
        """When the window of process `pid` (launched at perf_counter() `began`) was
        mapped and first drawn, in seconds from `began`; None if it was never mapped."""
        deadline = began + timeout
        damages: dict[int, int] = {}  # damage object -> the window it watches
        mapped: tuple[int, float] | None = None
        while (event := self._next(deadline)) is not None:
            now = time.perf_counter()
            kind = event.any.type
            if kind == CREATE_NOTIFY and not event.create.override_redirect:
                window = event.create.window
                damages[self._damage_lib.XDamageCreate(
                    self._display, window, DAMAGE_REPORT_NON_EMPTY)] = window
                self._x.XFlush(self._display)
            elif (kind == MAP_NOTIFY and mapped is None and not event.map.override_redirect
                  and self._pid(event.map.window) == pid):
                mapped = event.map.window, now - began
            elif (kind == self._damage_event and mapped is not None
                  and damages.get(event.damage.damage) == mapped[0]):
                return Appeared(mapped[1], now - began)
        return None if mapped is None else Appeared(mapped[1], None)
