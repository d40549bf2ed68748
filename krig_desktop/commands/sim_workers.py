"""The worker processes of `--simulate --jobs K`, which never outlive the simulator.

A ProcessPoolExecutor could not be stopped: on Ctrl+C its `with` block waited for the
games being played (minutes on long fixed games), and SIGTERM ended the simulator while
its workers played on for minutes. Here each worker is a plain process with its own
pipe, so stopping is `kill` and `join`, and nothing waits for a game to end.

A worker also dies when the simulator dies without a word (SIGKILL, a crash): it keeps
the reading end of a *lifeline* pipe whose only writing end the simulator holds, and a
thread in the worker blocks on it. When the simulator is gone, however it went, the
kernel closes that end, the read returns, and the worker exits. This was chosen over
prctl(PR_SET_PDEATHSIG) because the workers' parent is the forkserver, not the
simulator, and the forkserver itself lives as long as any worker does (each holds its
"alive" pipe), so the parent-death signal would never come; the lifeline needs no
polling, is not fooled by a reused pid or a zombie, and works with spawn and on any OS.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Generator, Iterable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any


def context() -> Any:
    """forkserver where there is one, else spawn: never a fork of this process."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("forkserver")
    return multiprocessing.get_context("spawn")


def _watch_lifeline(lifeline: Connection) -> None:
    """In the worker: returns only when the simulator is gone; then the worker ends."""
    with contextlib.suppress(EOFError, OSError):
        lifeline.recv_bytes()
    os._exit(1)  # at once: the games being played have nobody to go to


def _serve(tasks: Connection, lifeline: Connection,
           work: Callable[..., Any]) -> None:
    """A worker's loop: `work(*task)` for each task until None (or the end of the pipe)."""
    # Ctrl+C in a terminal reaches the whole process group: the simulator answers it
    # and stops the workers, so a worker must not die of it with a traceback first.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch_lifeline, args=(lifeline,), daemon=True).start()
    while True:
        try:
            task = tasks.recv()
        except EOFError:
            return
        if task is None:
            return
        try:
            tasks.send(("done", work(*task)))
        except Exception as error:  # reported to the simulator, which raises it
            tasks.send(("failed", repr(error)))


class WorkerFailed(RuntimeError):
    """A worker could not play its games (its error, or it died)."""


def run_tasks(work: Callable[..., Any], tasks: Iterable[tuple[Any, ...]],
              jobs: int) -> Generator[Any, None, None]:
    """`work(*task)` for every task in `jobs` processes; the results as they come.

    `work` must be a module-level function (it is pickled by name). However this ends
    (the last result, an exception such as KeyboardInterrupt, or the caller closing the
    generator), every worker is killed and reaped before control leaves it.
    """
    ctx = context()
    lifeline_reader, lifeline_writer = ctx.Pipe(duplex=False)
    workers: list[tuple[multiprocessing.process.BaseProcess, Connection]] = []
    pending = iter(tasks)
    try:
        for _ in range(jobs):
            mine, theirs = ctx.Pipe()
            process = ctx.Process(target=_serve, args=(theirs, lifeline_reader, work),
                                  daemon=True)
            process.start()
            theirs.close()
            workers.append((process, mine))
        busy: dict[Connection, multiprocessing.process.BaseProcess] = {}
        for process, pipe in workers:
            _give(pipe, pending, busy, process)
        while busy:
            for ready in wait(list(busy)):
                assert isinstance(ready, Connection)
                try:
                    status, value = ready.recv()
                except EOFError:
                    raise WorkerFailed("a worker process ended unexpectedly") from None
                if status != "done":
                    raise WorkerFailed(f"a worker process failed: {value}")
                yield value
                _give(ready, pending, busy, busy.pop(ready))
    finally:
        _stop(workers)
        lifeline_writer.close()
        lifeline_reader.close()


def _give(pipe: Connection, pending: Iterator[tuple[Any, ...]],
          busy: dict[Connection, multiprocessing.process.BaseProcess],
          process: multiprocessing.process.BaseProcess) -> None:
    task = next(pending, None)
    pipe.send(task)  # None: no more work, the worker ends
    if task is not None:
        busy[pipe] = process


def _stop(workers: list[tuple[multiprocessing.process.BaseProcess, Connection]]) -> None:
    """Kill and reap every worker, with Ctrl+C and SIGTERM held off meanwhile: a second
    Ctrl+C here used to print a traceback and leave the workers playing."""
    held = {signal.SIGINT, signal.SIGTERM}
    can_hold = hasattr(signal, "pthread_sigmask") and \
        threading.current_thread() is threading.main_thread()
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held) if can_hold else None
    try:
        for process, pipe in workers:
            if process.is_alive():
                process.kill()
            pipe.close()
        for process, _ in workers:
            process.join()
    finally:
        if before is not None:
            # A signal that came meanwhile is delivered now, after the workers are gone.
            signal.pthread_sigmask(signal.SIG_SETMASK, before)
