"""inflate_bounded: gzip unpacked exactly, or refused at its limit, never past it.

Issue 28, point 2: a deck's .svgz is unpacked through it, so a gzip bomb costs no more
than the limit. Properties over random data, members and limits (derandomized)."""

from __future__ import annotations

import gzip
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from krig_desktop.storage import errors
from krig_desktop.storage.bounded_read import inflate_bounded
from krig_desktop.storage.errors import LoadError

PATH = Path("deck.svgz")
pieces = st.lists(st.one_of(st.binary(max_size=3000),
                            st.integers(1, 300_000).map(lambda n: b"x" * n)),
                  min_size=1, max_size=4)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(members=pieces, slack=st.integers(-70_000, 70_000))
def test_unpacked_exactly_or_refused_as_too_large(members, slack):
    whole = b"".join(members)
    packed = b"".join(gzip.compress(member) for member in members)
    limit = max(0, len(whole) + slack)
    if not whole:
        with pytest.raises(LoadError) as empty:
            inflate_bounded(packed, limit, PATH)
        assert empty.value.key in (errors.EMPTY, errors.TOO_LARGE)
    elif len(whole) <= limit:
        assert inflate_bounded(packed, limit, PATH) == whole
    else:
        with pytest.raises(LoadError) as refused:
            inflate_bounded(packed, limit, PATH)
        assert refused.value.key == errors.TOO_LARGE


@settings(derandomize=True, max_examples=100, deadline=None)
@given(data=st.binary(min_size=1, max_size=5000), cut=st.integers(1, 40))
def test_a_cut_off_file_is_refused_not_returned_short(data, cut):
    packed = gzip.compress(data)
    with pytest.raises(LoadError) as refused:
        inflate_bounded(packed[:-cut], 10 * len(data) + 100, PATH)
    assert refused.value.key in (errors.TRUNCATED, errors.UNREADABLE)


def test_never_more_than_the_limit_held_however_well_it_packs(monkeypatch):
    packer = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    bomb = b"".join(packer.compress(b"\0" * (1 << 20)) for _ in range(64)) + packer.flush()
    let_out: list[int] = []
    real = zlib.decompressobj

    class Watched:
        def __init__(self, *args) -> None:
            self._inner = real(*args)

        def decompress(self, data, max_length=0):
            out = self._inner.decompress(data, max_length)
            let_out.append(len(out))
            return out

        def __getattr__(self, name):
            return getattr(self._inner, name)

    monkeypatch.setattr(zlib, "decompressobj", Watched)
    with pytest.raises(LoadError) as refused:
        inflate_bounded(bomb, 1 << 20, PATH)
    assert refused.value.key == errors.TOO_LARGE
    assert sum(let_out) <= (1 << 20) + (1 << 16)  # stopped within a chunk of the limit
