"""Memory of `--simulate N` as N grows (run by hand, never in CI).

    .venv/bin/python benchmarks/sim_memory.py [--sizes 10000,1000000] [--jobs 1]

Each size runs in a fresh process of its own (so one run's peak cannot hide another's),
which plays games 1..N with the default rules through `simulate()` and reports its peak
resident set (ru_maxrss) and the entries its tally holds. The simulator keeps histograms,
not a number per game, so the peak should not grow with N: the last line gives the
largest size's peak over the smallest's (goal: within 10 %, issue 44).
The smallest run (the smoke test's): `--sizes 100,1000`.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

import _temp_config  # noqa: F401  (first: a temporary config folder)

CHILD = """
import json, resource, sys
from krig_desktop.commands.simulate import simulate
from krig_desktop.engine import Rules
count, jobs = int(sys.argv[1]), int(sys.argv[2])
result = simulate(2, Rules(), 1, count, jobs=jobs)
entries = sum(len(result[f"{u}_histogram"]) for u in ("battles", "plays", "turns"))
peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"games": result["games"], "entries": entries, "peak_kib": peak_kib}))
"""


def run(count: int, jobs: int) -> dict[str, int]:
    """One size in its own process: its games, tally entries and peak RSS (KiB)."""
    done = subprocess.run([sys.executable, "-c", CHILD, str(count), str(jobs)],
                          capture_output=True, text=True, check=True)
    figures: dict[str, int] = json.loads(done.stdout)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,1000000",
                        help="comma-separated game counts (default 10000,1000000)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes per run")
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    peaks = []
    for count in sizes:
        began = time.perf_counter()
        figures = run(count, args.jobs)
        seconds = time.perf_counter() - began
        assert figures["games"] == count
        peaks.append(figures["peak_kib"])
        print(f"{count:>10} games: peak RSS {figures['peak_kib'] / 1024:.1f} MiB, "
              f"tally entries {figures['entries']}, {seconds:.1f} s")
    print(f"peak ratio largest/smallest: {peaks[-1] / peaks[0]:.3f} (goal: at most 1.10)")


if __name__ == "__main__":
    main()
