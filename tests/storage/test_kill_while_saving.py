"""Kill a process in the middle of saving, for real, many times: the save is always whole.

A child process writes two big saves (about a megabyte each) in turn, announcing the
start and end of each write on stdout; the parent SIGKILLs it at random moments. After
each kill the save file must be byte for byte one of the two complete saves (and load),
never a mix or a partial file, and no leftover may pass for a save.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from krig_desktop.engine import Game, Rules
from krig_desktop.storage.envelope import build_document
from krig_desktop.storage.json_codec import encode
from krig_desktop.storage.save_format import read_save

KILLS = 40

CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from krig_desktop.storage.atomic import write_atomic
    target, first, second = (Path(a) for a in sys.argv[1:4])
    payloads = [first.read_bytes(), second.read_bytes()]
    n = 0
    while True:
        print("begin", n, flush=True)
        write_atomic(target, payloads[n % 2])
        print("end", n, flush=True)
        n += 1
    """
)


PADDING = 1024 * 1024  # bytes of JSON whitespace: big saves, so writes take time


@pytest.fixture(scope="module")
def payloads(tmp_path_factory):
    """Two valid saves of different games, each padded to over a megabyte.

    Trailing whitespace keeps them valid JSON whatever size the engine's data has.
    """
    folder = tmp_path_factory.mktemp("payloads")
    files = []
    for seed, battles, pad in ((1, 1500, b" "), (4, 900, b"\n")):
        game = Game.new(2, seed, Rules(face_down=2, gathering="fixed"))
        game.play_to_end(max_battles=battles)
        path = folder / f"payload{seed}.krig"
        path.write_bytes(encode(build_document(game)) + pad * PADDING)
        files.append(path)
    return files


@pytest.mark.slow
def test_killing_a_writer_never_leaves_a_partial_save(tmp_path, payloads):
    folder = tmp_path / "saves"
    folder.mkdir()
    target = folder / "game.krig"
    contents = [p.read_bytes() for p in payloads]
    assert min(len(c) for c in contents) > 500_000
    target.write_bytes(contents[0])
    rng = random.Random(20261130)
    mid_write = 0
    for _ in range(KILLS):
        child = subprocess.Popen(
            [sys.executable, "-u", "-c", CHILD, str(target), *map(str, payloads)],
            stdout=subprocess.PIPE, text=True,
        )
        try:
            assert child.stdout.readline().startswith("begin")  # it is running
            time.sleep(rng.uniform(0.0, 0.08))
        finally:
            os.kill(child.pid, signal.SIGKILL)
            child.wait(timeout=30)
        lines = child.stdout.read().split("\n")
        child.stdout.close()
        last = [line for line in lines if line][-1:] or ["begin"]
        mid_write += last[0].startswith("begin")
        data = target.read_bytes()
        assert data in contents, f"partial save of {len(data)} bytes"
        read_save(target)  # and it loads
        for leftover in folder.iterdir():
            assert leftover == target or not leftover.name.endswith(".krig")
    # The kills really landed inside writes (not only between them).
    assert mid_write >= KILLS // 4, f"only {mid_write} of {KILLS} kills hit a write"
