"""Issue 41 point 7: `--simulate N --jobs K` makes its chunks as the workers ask for
them, so its work list never grows with N (it was a list of every chunk: 1.9 GB after
5 s for N = 10^23, then out of memory)."""

from __future__ import annotations

from collections.abc import Generator, Iterable
from typing import Any

import pytest

from krig_desktop.commands import simulate as simulate_module
from krig_desktop.commands.sim_workers import run_tasks
from krig_desktop.commands.simulate import play_range, simulate
from krig_desktop.engine import Rules


def test_the_workers_are_fed_from_a_generator_not_a_list(monkeypatch):
    seen: dict[str, Any] = {}

    def two_chunks(work: Any, tasks: Iterable[tuple[Any, ...]],
                   jobs: int) -> Generator[Any, None, None]:
        seen["tasks"], seen["jobs"] = tasks, jobs
        pending = iter(tasks)
        for _ in range(2):  # the first two chunks, played here: enough to see them
            yield work(*next(pending))

    monkeypatch.setattr(simulate_module, "run_tasks", two_chunks)
    # 10^7 games: 10,000 chunks, which the old list still made quickly (so this fails
    # there instead of running out of memory).
    summary = simulate(2, Rules(), 1, 10**7, jobs=2)
    assert not isinstance(seen["tasks"], list | tuple)
    assert seen["jobs"] == 2
    assert summary["games"] == 2000 and summary["first_game"] == 1


def test_the_chunks_cover_the_games_once_in_order():
    chunks = list(simulate_module._chunks(7, 2503, 1000))
    assert chunks == [(7, 1000), (1007, 1000), (2007, 503)]


@pytest.mark.parametrize(("count", "jobs", "workers"), [(3, 4, 3), (10**6, 2, 2)])
def test_no_more_workers_than_chunks(monkeypatch, count, jobs, workers):
    seen: list[int] = []

    def none(work: Any, tasks: Iterable[tuple[Any, ...]],
             jobs: int) -> Generator[Any, None, None]:
        seen.append(jobs)
        yield from ()

    monkeypatch.setattr(simulate_module, "run_tasks", none)
    result = simulate(2, Rules(), 1, count, jobs=jobs)
    assert result["games"] == 0 and result["max_battles"] is None  # no game played
    assert seen == [workers]


def test_run_tasks_draws_a_task_only_when_a_worker_is_free():
    drawn = 0

    def tasks() -> Generator[tuple[Any, ...], None, None]:
        nonlocal drawn
        for number in range(1, 41):
            drawn += 1
            yield 2, Rules(), number, 1

    done = 0
    for _ in run_tasks(play_range, tasks(), 2):
        done += 1
        # in flight: at most one per worker, besides the results already given
        assert drawn <= done + 2
    assert done == 40
