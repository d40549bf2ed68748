"""The one writer thread: jobs run off the calling thread, one at a time, in the order
they were handed over; `settle` waits for them (bounded); a job that raises is told and
the next one runs."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from krig_desktop.storage.writer import SerialWriter


def test_jobs_run_in_order_one_at_a_time_off_the_calling_thread():
    writer = SerialWriter()
    gate = threading.Event()
    lock = threading.Lock()
    ran: list[int] = []
    at_once: list[int] = []
    threads: set[threading.Thread] = set()
    inside = [0]

    def job(number: int) -> Callable[[], bool]:
        def work() -> bool:
            with lock:
                inside[0] += 1
                at_once.append(inside[0])
            threads.add(threading.current_thread())
            if number == 0:  # the first holds the rest back
                assert gate.wait(10)
            ran.append(number)
            with lock:
                inside[0] -= 1
            return True
        return work

    jobs = [writer.run(job(number)) for number in range(30)]
    assert not jobs[-1].done()  # behind the first, which waits
    gate.set()
    assert writer.settle()
    assert ran == list(range(30))
    assert max(at_once) == 1  # never two at a time
    assert all(job.done() and job.ok for job in jobs)
    assert threads and threading.main_thread() not in threads


def test_settle_waits_for_the_work_in_flight_but_not_for_good():
    writer = SerialWriter()
    assert writer.settle()  # nothing handed over: nothing to wait for
    started, release = threading.Event(), threading.Event()
    written: list[str] = []

    def slow() -> bool:
        started.set()
        assert release.wait(10)
        written.append("slow")
        return True

    def after_it() -> bool:
        written.append("after")
        return True

    job = writer.run(slow)
    after = writer.run(after_it)
    assert started.wait(10)
    assert writer.settle(timeout=0.05) is False  # a hung write holds nobody for good
    assert not job.done() and written == []
    threading.Timer(0.2, release.set).start()
    assert writer.settle() is True  # the quit's wait: everything handed over is done
    assert written == ["slow", "after"] and after.done()


def test_a_job_that_raises_is_logged_and_the_next_one_runs(caplog):
    writer = SerialWriter()

    def broken() -> bool:
        raise RuntimeError("a bug in a job")

    with caplog.at_level(logging.ERROR, logger="krig_desktop.storage.writer"):
        failed = writer.run(broken)
        said_no = writer.run(lambda: False)  # a write that failed and said so
        after = writer.run(lambda: True)
        assert writer.settle()
    assert failed.done() and not failed.ok
    assert said_no.done() and not said_no.ok
    assert after.ok
    assert "a bug in a job" in caplog.text


def test_the_thread_ends_when_idle_and_the_next_job_starts_another():
    writer = SerialWriter()
    threads: list[threading.Thread] = []

    def note() -> bool:
        threads.append(threading.current_thread())
        return True

    writer.run(note)
    assert writer.settle()
    threads[0].join(10)
    assert not threads[0].is_alive()  # an idle window holds no thread
    assert not threads[0].daemon  # a write under way at the program's end is finished
    writer.run(note)
    assert writer.settle()
    assert len(threads) == 2 and threads[1] is not threading.main_thread()
