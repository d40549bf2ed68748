"""The simulator's Ctrl+C and SIGTERM handling, in this process: once one came, both are
ignored to the end, so a second Ctrl+C while it stops and exits changes nothing.

A second Ctrl+C a few ms after the first used to reach the simulator after it had given
the handlers back and printed its line: Python's exit had set SIGINT to its default and
the process died of it (exit -2, not 130).
"""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest

from krig_desktop.commands.simulate import Terminated, _stopped_once

SIGNALS = (signal.SIGINT, signal.SIGTERM)


@pytest.fixture
def handlers_kept() -> Iterator[None]:
    """The handlers before the test, put back after it, whatever it left; Ctrl+C as
    Python's own handler has it meanwhile."""
    before = {sig: signal.getsignal(sig) for sig in SIGNALS}
    signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    for sig, handler in before.items():
        signal.signal(sig, handler)  # type: ignore[arg-type]


@pytest.mark.usefixtures("handlers_kept")
@pytest.mark.parametrize(("sig", "raised"), [(signal.SIGINT, KeyboardInterrupt),
                                             (signal.SIGTERM, Terminated)])
def test_after_the_first_signal_both_stay_ignored(sig, raised):
    with pytest.raises(raised), _stopped_once():
        signal.raise_signal(sig)  # its handler runs before raise_signal returns
        pytest.fail("the signal raised nothing")
    assert [signal.getsignal(s) for s in SIGNALS] == [signal.SIG_IGN, signal.SIG_IGN]
    signal.raise_signal(signal.SIGINT)  # would raise (or kill) if it were not ignored
    signal.raise_signal(signal.SIGTERM)


@pytest.mark.usefixtures("handlers_kept")
def test_a_run_that_ends_by_itself_gives_the_handlers_back():
    sentinel = signal.getsignal(signal.SIGTERM)
    with _stopped_once():
        assert signal.getsignal(signal.SIGTERM) is not sentinel
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    assert signal.getsignal(signal.SIGTERM) is sentinel


@pytest.mark.usefixtures("handlers_kept")
def test_an_ignored_ctrl_c_stays_ignored():
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # a shell's background job
    with _stopped_once():
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
        signal.raise_signal(signal.SIGINT)
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
