"""Reading a file that might be anything: refuse oversize or odd files before reading.

The file is opened without blocking (a FIFO must not wait for a writer), it must be an
ordinary file (fstat on the open descriptor, so a link to /dev/zero counts as the device
it is), its size is checked before any byte is read, and at most `limit + 1` bytes are
ever read, so a huge file, a FIFO or a device cannot make the program hang or eat
memory. Every file the program reads goes through `read_bounded`; gzip data (a KDE
`.svgz` deck) is unpacked through `inflate_bounded`, which stops at its own limit, so a
small file that unpacks to gigabytes costs no more than the limit.
"""

from __future__ import annotations

import errno
import os
import stat
import zlib
from pathlib import Path

from krig_desktop.storage import errors
from krig_desktop.storage.errors import LoadError
from krig_desktop.storage.file_check import Kind, link_target, look_at


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of `path`, or LoadError if it is missing, odd, unreadable or too large."""
    path = Path(path)
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError as exc:
        if look_at(path).kind is Kind.BROKEN_LINK:
            raise LoadError(errors.BROKEN_LINK, path, target=link_target(path)[:300]) from exc
        raise LoadError(errors.NOT_FOUND, path) from exc
    except IsADirectoryError as exc:
        raise LoadError(errors.IS_FOLDER, path) from exc
    except OSError as exc:
        raise LoadError(errors.UNREADABLE, path, reason=exc.strerror or str(exc)) from exc
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise LoadError(errors.IS_FOLDER, path)
        if not stat.S_ISREG(info.st_mode):
            raise LoadError(errors.NOT_REGULAR, path)
        if info.st_size > limit:
            raise LoadError(errors.TOO_LARGE, path, size=info.st_size, limit=limit)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            raise LoadError(errors.IS_FOLDER, path) from exc
        raise LoadError(errors.UNREADABLE, path, reason=exc.strerror or str(exc)) from exc
    finally:
        os.close(fd)
    if total > limit:  # grew while we read it
        raise LoadError(errors.TOO_LARGE, path, size=total, limit=limit)
    data = b"".join(chunks)
    if not data:
        raise LoadError(errors.EMPTY, path)
    return data


GZIP_MAGIC = b"\x1f\x8b"
_INFLATE_CHUNK = 1 << 16


def inflate_bounded(data: bytes, limit: int, path: Path) -> bytes:
    """The gzip `data` unpacked, or LoadError once more than `limit` bytes come out.

    Fed in and let out a chunk at a time (a cap on each step's output, `max_length`),
    so no more than about `limit` bytes are ever held, however well the data compresses,
    and the input is never copied whole per step. Several gzip members one after the
    other (allowed by gzip) are all unpacked.
    """
    out: list[bytes] = []
    total, pos, size = 0, 0, len(data)
    unpacker = zlib.decompressobj(16 + zlib.MAX_WBITS)  # gzip header and trailer
    pending = b""
    while True:
        if not pending:
            if unpacker.eof:  # one member done: the next starts where its data ended
                pos -= len(unpacker.unused_data)
                if pos >= size:
                    break
                unpacker = zlib.decompressobj(16 + zlib.MAX_WBITS)
            pending = data[pos:pos + _INFLATE_CHUNK]
            pos += len(pending)
        try:
            chunk = unpacker.decompress(pending, min(_INFLATE_CHUNK, limit + 1 - total))
        except zlib.error as exc:
            raise LoadError(errors.UNREADABLE, path, reason=f"not gzip data ({exc})") from exc
        total += len(chunk)
        if total > limit:
            raise LoadError(errors.TOO_LARGE, path, size=f"more than {limit}", limit=limit)
        out.append(chunk)
        pending = b"" if unpacker.eof else unpacker.unconsumed_tail
        if not chunk and not pending and not unpacker.eof and pos >= size:
            raise LoadError(errors.TRUNCATED, path)
    unpacked = b"".join(out)
    if not unpacked:
        raise LoadError(errors.EMPTY, path)
    return unpacked
