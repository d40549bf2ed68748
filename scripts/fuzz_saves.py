#!/usr/bin/env python3
"""Fuzz the save loader: whatever the bytes, a checked game or a LoadError, quickly.

    .venv/bin/python scripts/fuzz_saves.py N [--seed S] [--family NAME ...]

Tries N files (spread over the families below), each given to storage's `decode` (what
File→Load does after reading the bytes), and prints how many were tried, refused (by
message key, and for an invalid game by the field the engine named) and accepted. An
accepted file must hold a game the engine round-trips and that agrees with the file.
Anything else is a failure, and so (here, not in CI) is a case slower than SLOW_SECONDS:
the script then exits 1. Memory is capped (MEMORY_LIMIT) so a memory bomb ends as a MemoryError here
instead of exhausting the machine. tests/storage/test_save_fuzz.py runs `fuzz` on a
small fixed budget in CI.

Families: "bytes" (random bytes), "json" (random JSON), "envelope" (the right top-level
names, random values), "mutate" (valid saves, 1-4 changes in their JSON structure),
"flip" (valid saves, 1-4 changes in their bytes), "attacks" (crafted: huge counters,
over-long numbers, compression bombs, deep nesting, padding up to the size limit,
long lists and texts), "war-bomb" (issue 9's crafted save: a war with `round` and
`war_steps` of 10**12 and no `table_seats`; the engine of 0.1.0 allocates without end).
"""

from __future__ import annotations

import argparse
import base64
import copy
import json
import os
import random
import re
import resource
import signal
import sys
import time
import traceback
import zlib
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from krig_desktop.engine import Game, Rules  # noqa: E402
from krig_desktop.storage import errors  # noqa: E402
from krig_desktop.storage.envelope import build_document, rules_of, statistics_of  # noqa: E402
from krig_desktop.storage.errors import LoadError  # noqa: E402
from krig_desktop.storage.json_codec import encode  # noqa: E402
from krig_desktop.storage.save_format import MAX_SAVE_BYTES, decode  # noqa: E402

FAMILIES = ("bytes", "json", "envelope", "mutate", "flip", "attacks", "war-bomb")
PATH = Path("/fuzz/save.krig")
FIXTURES = ROOT / "tests" / "storage" / "fixtures"
SLOW_SECONDS = 2.0  # slower than this is a failure; the alarm stops a case at 5x
MEMORY_LIMIT = 2 * 1024**3
KEY_NAMES = {value: name for name, value in vars(errors).items()
             if name.isupper() and isinstance(value, str)}
NUMBERS = (-1, 0, 1, 2, 3, 4, 5, 51, 52, 53, 624, 625, 2**31, 2**32, 2**63, 10**12, 10**18,
           10**4299)
CARDS = [rank + suit for suit in "SHDC" for rank in "23456789TJQKA"]


@dataclass
class Report:
    tried: int = 0
    accepted: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    by_family: Counter[str] = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)  # crashes, disagreeing files
    slow: list[str] = field(default_factory=list)  # over SLOW_SECONDS (not for CI)
    slowest: tuple[float, str] = (0.0, "")

    @property
    def ok(self) -> bool:
        return not self.failures


def seed_documents() -> list[dict[str, Any]]:
    """Valid saves to mutate: moments of several deals, and 0.1.0's own files."""
    documents = []
    for players, seed, rules, steps in ((2, 3, Rules(), 7), (3, 4, Rules(face_down=2), 40),
                                        (4, 6, Rules(gathering="fixed"), 90),
                                        (2, 5, Rules(face_down=3, gathering="fixed"), 25)):
        game = Game.new(players, seed, rules)
        for _ in range(steps):
            game.step()
        documents.append(build_document(game))
    finished = Game.new(2, 8)
    finished.play_to_end()
    documents.append(build_document(finished))
    for path in sorted(FIXTURES.glob("v1-*.krig")):
        documents.append(json.loads(path.read_text(encoding="utf-8")))
    return [json.loads(encode(document)) for document in documents]


# --- making cases -------------------------------------------------------------------------
def json_value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.choice(NUMBERS) if rng.random() < 0.5 else rng.randint(-(2**70), 2**70)
    if kind == 3:
        return rng.uniform(-1e6, 1e6)
    if kind == 4:
        return "".join(rng.choice("abcTSHDC0129 \u00e9\u2603") for _ in range(rng.randrange(12)))
    if kind == 5:
        return rng.choice(CARDS)
    if kind in (6, 7):
        return [json_value(rng, depth + 1) for _ in range(rng.randrange(6))]
    return {f"k{rng.randrange(20)}": json_value(rng, depth + 1) for _ in range(rng.randrange(6))}


def places(node: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place inside a JSON document, as a tuple of keys and indexes."""
    if prefix:
        yield prefix
    if isinstance(node, dict):
        for key, child in node.items():
            yield from places(child, (*prefix, key))
    elif isinstance(node, list) and len(node) < 100:
        for index, child in enumerate(node):
            yield from places(child, (*prefix, index))


def parent_of(document: Any, where: tuple[Any, ...]) -> Any:
    node = document
    for step in where[:-1]:
        node = node[step]
    return node


def mutate(rng: random.Random, document: dict[str, Any]) -> dict[str, Any]:
    document = copy.deepcopy(document)
    for _ in range(rng.randint(1, 4)):
        spots = list(places(document))
        if not spots:
            break
        where = rng.choice(spots)
        try:
            node = parent_of(document, where)
            last = where[-1]
            action = rng.randrange(7)
            if action == 0:
                node[last] = json_value(rng)
            elif action == 1:
                del node[last]
            elif action == 2:
                node[last] = rng.choice(CARDS)
            elif action == 3:
                node[last] = rng.choice(NUMBERS)
            elif action == 4 and isinstance(node[last], int) and not isinstance(node[last], bool):
                node[last] += rng.choice((-1, 1))
            elif action == 5 and isinstance(node[last], list) and node[last]:
                node[last].append(rng.choice(node[last]))
            elif isinstance(node, dict):
                node[f"extra{rng.randrange(3)}"] = json_value(rng)
        except (KeyError, IndexError, TypeError):
            pass  # an earlier change removed or replaced that place
    return document


def flip(rng: random.Random, data: bytes) -> bytes:
    raw = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not raw:
            break
        at = rng.randrange(len(raw))
        kind = rng.randrange(4)
        if kind == 0:
            raw[at] = rng.randrange(256)
        elif kind == 1:
            del raw[at:at + rng.randint(1, 50)]
        elif kind == 2:  # cut off, as by a full disk or a killed copy
            del raw[at:]
        else:
            raw[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 10)))
    return bytes(raw)


def war_bomb(rng: random.Random, documents: list[dict[str, Any]]) -> bytes:
    """Issue 9's crafted save: a war, huge round and war steps, no table_seats."""
    document = copy.deepcopy(rng.choice(documents))
    big = rng.choice((10**12, 10**15))
    document["game"].update(phase="war", round=big, war_steps=big)
    document["game"].pop("table_seats", None)
    document["statistics"]["war_steps"] = big
    return json.dumps(document).encode()


def attack(rng: random.Random, documents: list[dict[str, Any]]) -> bytes:
    """A crafted file: each aims at work proportional to a number read from the file."""
    document = copy.deepcopy(rng.choice(documents))
    game = document["game"]
    kind = rng.randrange(1, 10)
    if kind == 8:  # what JSON allows and no save holds: an entry twice, NaN, Infinity
        players = document["players"]
        trick = rng.choice((f'"players": {players}, "players": ', '"players": NaN, "x": ',
                            '"players": Infinity, "x": ', '"players": -Infinity, "x": '))
        return json.dumps(document).replace('"players": ', trick, 1).encode()
    if kind == 9:  # a number past Python's digit limit where a small one belongs
        return json.dumps(document).replace(
            '"battles": ', '"battles": ' + "7" * rng.choice((4301, 10**5)) + ', "x": ', 1
        ).encode()
    if kind == 1:  # every counter at a huge value, consistently
        big = rng.choice((10**12, 10**18, 10**4299))
        for key in ("battles", "war_steps", "war_battles", "round"):
            if key in game:
                game[key] = big
        document["statistics"].update(battles=big, war_steps=big)
    elif kind == 2:  # a compression bomb where compressed data is read
        bomb = base64.b64encode(zlib.compress(b"\0" * rng.choice((10**6, 10**8)), 9))
        for key, value in game.items():
            if isinstance(value, str) and len(value) > 20:
                game[key] = bomb.decode()
    elif kind == 3:  # a number of 4300 digits in every whole-number place
        for where in places(document):
            node = parent_of(document, where)
            value = node[where[-1]]
            if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.3:
                node[where[-1]] = 10**4299
    elif kind == 4:  # nesting at the edge of the recursion limit
        depth = rng.choice((900, 990, 5000, 100_000))
        return b"[" * depth + b"]" * depth
    elif kind == 5:  # padded with whitespace, up to just below the size limit
        data = encode(document)
        return data + b" " * rng.choice((10**5, 10**6, MAX_SAVE_BYTES - len(data) - 1))
    elif kind == 6:  # long lists where short ones belong
        document["statistics"]["cards"] = [0] * rng.choice((5, 10**5))
        game["hands"] = [[rng.choice(CARDS)] * 60] * 4
    else:  # long text where short text belongs
        document["program"]["version"] = "9" * rng.choice((101, 10**6))
    return json.dumps(document).encode()


def make_case(rng: random.Random, family: str, documents: list[dict[str, Any]]) -> bytes:
    if family == "bytes":
        return bytes(rng.randrange(256) for _ in range(rng.randrange(2000)))
    if family == "json":
        return json.dumps(json_value(rng)).encode()
    if family == "envelope":
        names = ("format", "version", "program", "saved_at", "game_number", "players",
                 "rules", "statistics", "game")
        value = {name: json_value(rng) for name in names if rng.random() < 0.8}
        value["format"] = "krig-desktop-save"
        return json.dumps(value).encode()
    if family == "mutate":
        return json.dumps(mutate(rng, rng.choice(documents))).encode()
    if family == "flip":
        return flip(rng, encode(rng.choice(documents)))
    if family == "war-bomb":
        return war_bomb(rng, documents)
    return attack(rng, documents)


# --- judging ------------------------------------------------------------------------------
def check_accepted(data: bytes) -> str | None:
    """Why an accepted file is wrong (None: it is a whole game that agrees with the file)."""
    loaded = decode(data, PATH)
    game = loaded.game
    if Game.from_dict(game.to_dict()) != game:
        return "the game does not round-trip through the engine"
    document = json.loads(data)
    if document.get("statistics") != statistics_of(game) or \
            document.get("rules") != rules_of(game) or document.get("game_number") != game.seed:
        return "the file does not agree with its game"
    return None


def _timeout(signum: int, frame: object) -> None:
    raise TimeoutError(f"stopped after {SLOW_SECONDS * 5:g} s")


def judge(report: Report, family: str, number: int, data: bytes) -> None:
    label = f"{family} #{number}"
    started = time.perf_counter()
    guarded = signal.getsignal(signal.SIGALRM) is _timeout  # main() installs it
    if guarded:
        signal.alarm(int(SLOW_SECONDS * 5))
    try:
        problem = check_accepted(data)
        report.accepted += 1
        if problem:
            report.failures.append(f"{label}: accepted, but {problem}")
    except LoadError as error:
        name = KEY_NAMES.get(error.key, error.key[:40])
        if error.key == errors.BAD_GAME:  # which part of the game the engine named
            reason = str(error.params.get("reason", ""))
            part = reason.split(":")[0] if ":" in reason else " ".join(reason.split()[:4])
            name += " (" + re.sub(r"\[\d+\]", "[]", part)[:40] + ")"
        report.refused[name] += 1
    except Exception as exc:  # a crash: the loader let something else out
        report.failures.append(f"{label}: {type(exc).__name__}: {str(exc)[:200]}\n"
                               + "".join(traceback.format_exc(limit=-4)))
    finally:
        if guarded:
            signal.alarm(0)
    elapsed = time.perf_counter() - started
    if elapsed > report.slowest[0]:
        report.slowest = (elapsed, label)
    if elapsed > SLOW_SECONDS:
        report.slow.append(f"{label}: took {elapsed:.1f} s")
    report.tried += 1
    report.by_family[family] += 1


def fuzz(cases: int, seed: int, families: tuple[str, ...] = FAMILIES,
         progress: Callable[[Report], None] | None = None) -> Report:
    """Try `cases` files, the same ones for the same seed and families."""
    rng = random.Random(seed)
    documents = seed_documents()
    report = Report()
    for number in range(cases):
        family = families[number % len(families)]
        judge(report, family, number, make_case(rng, family, documents))
        if progress and (number + 1) % 1000 == 0:
            progress(report)
    return report


def print_report(report: Report, seconds: float) -> None:
    print(f"files tried: {report.tried} in {seconds:.1f} s "
          f"({', '.join(f'{k} {v}' for k, v in sorted(report.by_family.items()))})")
    print(f"accepted: {report.accepted}")
    print(f"refused: {sum(report.refused.values())}")
    for name, count in report.refused.most_common():
        print(f"  {count:7d}  {name}")
    print(f"slowest: {report.slowest[0] * 1000:.0f} ms ({report.slowest[1]})")
    print(f"slower than {SLOW_SECONDS:g} s: {len(report.slow)}")
    for slow in report.slow[:20]:
        print("  " + slow)
    print(f"failures: {len(report.failures)}")
    for failure in report.failures[:20]:
        print("  " + failure.replace("\n", "\n    "))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", type=int)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--family", action="append", choices=FAMILIES)
    args = parser.parse_args(argv)
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    signal.signal(signal.SIGALRM, _timeout)
    started = time.perf_counter()
    report = fuzz(args.cases, args.seed, tuple(args.family or FAMILIES),
                  progress=lambda r: print(f"... {r.tried}", file=sys.stderr, flush=True))
    print_report(report, time.perf_counter() - started)
    return 0 if report.ok and not report.slow else 1


if __name__ == "__main__":
    sys.exit(main())
