"""Record what Orca says while Krig Desktop plays battles, from Orca's debug output.

Run by scripts/atspi_session.sh (`--run scripts/orca_record.py`) under the system's Python,
with Debian's `orca` installed. It starts the installed game on deal 115 (two wars in the
first ten battles), then Orca on the same private bus with its debug log on, presses Play
through AT-SPI battle by battle (with --focus-table moving focus to the card table after
each, as the table's key does), then prints Orca's SPEECH OUTPUT lines in order.
Orca's speech goes to speech-dispatcher, which has no sound device here: only the log is
kept.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from functools import partial
from pathlib import Path

import atspi_probe
import pyatspi


def main(argv: list[str] | None = None) -> int:
    """Play --battles battles with Orca listening; print what it said."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", required=True, help="the installed krig-desktop")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--battles", type=int, default=12,
                        help="presses of Play (12: ten battles, two of them with a war)")
    parser.add_argument("--game", type=int, default=115)
    parser.add_argument("--focus-table", action="store_true",
                        help="move focus to the card table after each battle, as its key does")
    parser.add_argument("--output", help="write the recording here as well")
    args = parser.parse_args(argv)
    probe = atspi_probe.Probe(args.program, args.lang, args.game, args.battles)
    pyatspi.Registry.registerEventListener(
        lambda event: probe.announcements.append(str(event.any_data)), "object:announcement")
    home = Path(tempfile.mkdtemp(prefix="krig-orca-"))
    log = home / "orca-debug.out"
    orca = subprocess.Popen(
        ["orca", "--replace", f"--debug-file={log}"],
        env=dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                 XDG_DATA_HOME=str(home / "data")),
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        probe.application()
        atspi_probe.wait_for(lambda: "SPEECH OUTPUT" in log.read_text(errors="replace")
                             if log.exists() else False, 30)
        atspi_probe.pump(2)
        for _ in range(args.battles):
            target, _kind = probe.deck()
            status = probe.status()
            atspi_probe.press(target)
            atspi_probe.wait_for(partial(atspi_probe.differs, probe.status, status), 10)
            atspi_probe.pump(1.5)
            if args.focus_table:
                probe.table().queryComponent().grabFocus()
                atspi_probe.pump(1.5)
        atspi_probe.pump(2)
    finally:
        orca.terminate()
        try:
            orca.wait(5)
        except subprocess.TimeoutExpired:  # Orca 43 may ignore SIGTERM while it talks
            orca.kill()
            orca.wait()
        probe.stop()
    text = log.read_text(errors="replace") if log.exists() else ""
    shutil.rmtree(home, ignore_errors=True)
    spoken = [m.group(1) for m in re.finditer(r"SPEECH OUTPUT: '(.*)'(?:\{.*\})?$", text,
                                               re.MULTILINE)]
    heard = probe.announcements
    focus = "focus moved to the card table after each (as its key does)" \
        if args.focus_table else "focus left where the game put it (the card table)"
    lines = [f"Orca {orca_version()} on deal {args.game} ({args.lang}), {args.battles} presses "
             f"of Play through AT-SPI, {focus}. What Orca spoke (its debug log's SPEECH "
             "OUTPUT lines):", ""]
    lines += [f"  {line}" for line in spoken]
    lines += ["", "The announcements Krig sent meanwhile (object:announcement on the bus):"]
    lines += [f"  {line}" for line in heard]
    report = "\n".join(lines) + "\n"
    print(report)
    if args.output:
        Path(args.output).write_text(report)
    return 0 if spoken else 1


def orca_version() -> str:
    """Orca's version, as it reports it."""
    result = subprocess.run(["orca", "--version"], capture_output=True, text=True)
    return result.stdout.strip().removeprefix("Orca ").strip() or "?"


if __name__ == "__main__":
    sys.exit(main())
