"""The game's sounds, synthesised: a card's snap, a war's two drum beats, a pile's swoosh.

Made by the program rather than shipped or downloaded, so there is no licence to track
and nothing to fetch. Pure Python (no Qt): samples are floats in -1..1, then 16-bit mono
PCM in a WAV file. Each sound comes from a fixed seed, so it is the same every time.
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from collections.abc import Callable, Sequence

RATE = 22_050  # samples per second: plenty for short percussive sounds
PEAK = 0.8  # loudest sample, of full scale: headroom against clipping in the mixer


def _noise(count: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(count)]


def _low_pass(samples: Sequence[float], cutoffs: Sequence[float]) -> list[float]:
    """A one-pole low-pass filter whose cutoff (Hz) may change sample by sample."""
    out, level = [], 0.0
    for sample, cutoff in zip(samples, cutoffs, strict=True):
        alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
        level += alpha * (sample - level)
        out.append(level)
    return out


def _high_pass(samples: Sequence[float], cutoff: float) -> list[float]:
    low = _low_pass(samples, [cutoff] * len(samples))
    return [s - lo for s, lo in zip(samples, low, strict=True)]


def _normalised(samples: Sequence[float]) -> list[float]:
    loudest = max((abs(s) for s in samples), default=0.0) or 1.0
    return [PEAK * s / loudest for s in samples]


def flip() -> list[float]:
    """A card turned over onto the table: a short, bright snap (about 70 ms)."""
    count = int(RATE * 0.07)
    noise = _high_pass(_noise(count, 1), 900.0)
    body = _low_pass(noise, [5_000.0] * count)
    return _normalised([s * math.exp(-i / (RATE * 0.012)) for i, s in enumerate(body)])


def _drum(count: int, pitch: float, seed: int) -> list[float]:
    """A low drum: a sine that drops in pitch, with a touch of noise for the skin."""
    noise = _low_pass(_noise(count, seed), [1_200.0] * count)
    out, phase = [], 0.0
    for i in range(count):
        t = i / RATE
        phase += 2.0 * math.pi * pitch * (1.0 + 0.6 * math.exp(-t / 0.03)) / RATE
        tone = math.sin(phase) * math.exp(-t / 0.09)
        fade = min(1.0, (count - i) / (RATE * 0.01))  # no click where it is cut off
        out.append(fade * (tone + 0.35 * noise[i] * math.exp(-t / 0.02)))
    return out


def war() -> list[float]:
    """A war is declared: two drum beats, the second lower (about 420 ms)."""
    gap = int(RATE * 0.16)
    first, second = _drum(int(RATE * 0.2), 130.0, 2), _drum(int(RATE * 0.26), 98.0, 3)
    samples = first + [0.0] * (gap + len(second) - len(first))
    for i, sample in enumerate(second):  # the second beat rings over the first's tail
        samples[gap + i] += sample
    return _normalised(samples)


def sweep() -> list[float]:
    """The pile swept to its taker: a swoosh of noise that opens and closes (300 ms)."""
    count = int(RATE * 0.3)
    cutoffs = [300.0 + 3_200.0 * math.sin(math.pi * i / count) ** 2 for i in range(count)]
    body = _low_pass(_noise(count, 4), cutoffs)
    envelope = [math.sin(math.pi * i / count) ** 1.5 for i in range(count)]
    return _normalised([s * e for s, e in zip(body, envelope, strict=True)])


SOUNDS: dict[str, Callable[[], list[float]]] = {"flip": flip, "war": war, "sweep": sweep}


def wav_bytes(samples: Sequence[float], rate: int = RATE) -> bytes:
    """`samples` (-1..1) as a 16-bit mono PCM WAV file."""
    pcm = array("h", (max(-32_767, min(32_767, round(s * 32_767))) for s in samples))
    if pcm.itemsize != 2:
        raise RuntimeError("this platform has no 16-bit short")
    if array("h", [1]).tobytes() != b"\x01\x00":  # WAV is little-endian
        pcm.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def sound_wav(name: str) -> bytes:
    """The WAV file of the sound called `name` ("flip", "war" or "sweep")."""
    return wav_bytes(SOUNDS[name]())
