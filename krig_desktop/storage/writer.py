"""One writer thread: the work a window hands off the GUI thread, one job at a time, in
the order it was handed over.

What the window keeps as play goes on (the resume file, the game put away for Undo,
next the history's rows) takes longer to write than a frame lasts: encoding, the checks
of loading, an atomic write with its fsyncs. So it is written here.

A window has one writer, and every part of it that writes uses that one (`SaveFlow`
makes it and hands it over): one order of writes for the config folder. No part then
asks whether another's write is still under way, nothing written for one part can
overtake what was handed over before it, and the quit waits once, for all of it
(`settle`).

A job is a function of no arguments that returns whether it did its work (a write that
failed, and said so, returns False). It runs on the writer's thread: it touches no Qt
object there, it emits signals (they reach the GUI thread queued), and it does not
import what Qt makes on first use (its caller loads that first, on the GUI thread). A
job that raises is logged, and the next one runs. The thread starts with the first
job and ends when none is left, so an idle window holds none; a job must not count on
the thread the one before it ran on. It is not a daemon: a write under way when the
program ends is finished, not cut off.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable

log = logging.getLogger(__name__)

WAIT_SECONDS = 10.0  # a write hung on a dead disk does not hold the window for good


class Job:
    """One job handed to the writer: wait for it; then `ok` says whether it did its work."""

    def __init__(self, work: Callable[[], bool]) -> None:
        self._work = work
        self._ran = threading.Event()
        self.ok = False

    def run(self) -> None:
        """On the writer's thread: the work, and then the news that it ran."""
        try:
            self.ok = self._work()
        except Exception:  # a bug in one job: told, and the next job runs
            log.exception("a job of the writer thread failed")
        finally:
            self._ran.set()

    def done(self) -> bool:
        return self._ran.is_set()

    def wait(self, timeout: float = WAIT_SECONDS) -> bool:
        """Wait until the job has run, at most `timeout` seconds; whether it has."""
        return self._ran.wait(timeout)


class SerialWriter:
    """Runs the jobs handed to it on a thread of its own, one at a time, in order (see
    the module)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._jobs: deque[Job] = deque()
        self._thread: threading.Thread | None = None  # working through `_jobs`
        self._last: Job | None = None  # the job handed over last

    def run(self, work: Callable[[], bool]) -> Job:
        """Hand `work` over: it runs after every job handed over before it."""
        job = Job(work)
        with self._lock:
            self._jobs.append(job)
            self._last = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._work_through, name="krig-writer")
                self._thread.start()
        return job

    def _work_through(self) -> None:
        while True:
            with self._lock:
                if not self._jobs:
                    self._thread = None
                    return
                job = self._jobs.popleft()
            job.run()

    def settle(self, timeout: float = WAIT_SECONDS) -> bool:
        """Wait until every job handed over so far has run, at most `timeout` seconds in
        all; whether they have."""
        with self._lock:
            last = self._last
        return last is None or last.wait(timeout)
