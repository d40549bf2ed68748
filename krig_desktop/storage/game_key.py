"""A game's identity, `game_key`: a random UUID (version 4) as 32 lowercase hex digits.

Minted here without the uuid module, which brings `platform` with it, on the start's
path: the controller mints the first game's key before the first frame, and a resumed
start reads the save's envelope.
"""

from __future__ import annotations

import os


def new_game_key() -> str:
    """A fresh identity for a game (what `uuid.uuid4().hex` gives)."""
    data = bytearray(os.urandom(16))
    data[6] = data[6] & 0x0F | 0x40  # version 4
    data[8] = data[8] & 0x3F | 0x80  # the RFC 4122 variant
    return data.hex()
