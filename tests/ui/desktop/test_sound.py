"""Sound: the generated WAV files are valid, distinct and not silent; without the sound
extra (or an audio device) the game is silent, Mute is disabled with a tool tip saying
why, and play() does nothing; with a backend the sounds are loaded before the first one
plays, muting silences them, and Mute is remembered."""

from __future__ import annotations

import io
import math
import struct
import wave
from array import array
from pathlib import Path
from types import SimpleNamespace
from typing import ClassVar

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QWidget

from krig_desktop.engine import Card, Gathered, Laid, Tie
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop import sound as sound_module
from krig_desktop.ui.desktop.sound import INSTALL_HINT, Sound, SoundActions, SoundKind, sound_for
from krig_desktop.ui.desktop.sound_synth import RATE, SOUNDS, sound_wav, wav_bytes


def _read(data: bytes) -> tuple[wave._wave_params, list[int]]:
    with wave.open(io.BytesIO(data), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(params.nframes)
    samples = array("h")
    samples.frombytes(frames)
    if array("h", [1]).tobytes() != b"\x01\x00":
        samples.byteswap()
    return params, list(samples)


@pytest.mark.parametrize("kind", list(SoundKind))
def test_each_sound_is_a_valid_short_audible_wav(kind):
    data = sound_wav(kind.value)
    assert data[:4] == b"RIFF" and data[8:16] == b"WAVEfmt "
    assert struct.unpack("<I", data[4:8])[0] == len(data) - 8  # RIFF length is right
    params, samples = _read(data)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, RATE)
    assert len(samples) == params.nframes
    assert len(data) == 44 + 2 * params.nframes  # header + the PCM, nothing else
    assert 0.03 <= params.nframes / RATE <= 0.6  # short
    peak = max(abs(s) for s in samples)
    rms = math.sqrt(sum(s * s for s in samples) / len(samples))
    assert 16_000 <= peak <= 32_767 and rms > 1_000  # heard, not clipped flat
    assert abs(samples[-1]) < 2_000  # ends quietly: no click
    assert sound_wav(kind.value) == data  # the same every time


def test_the_three_sounds_differ():
    assert len({sound_wav(name) for name in SOUNDS}) == len(SOUNDS) == len(SoundKind)


def test_wav_bytes_keep_the_samples():
    params, samples = _read(wav_bytes([0.0, 0.5, -0.5, 1.0, -1.0, 2.0]))
    assert samples == [0, 16384, -16384, 32767, -32767, 32767]  # clamped, not wrapped
    assert params.nframes == 6


def test_a_step_sounds_like_what_happens():
    card = Card.parse("9S")
    laid = Laid(seat=0, card=card, face_up=True, step=0)
    assert sound_for([laid]) is SoundKind.FLIP
    assert sound_for([laid, Tie(step=0, tied=(0, 1), seats=(0, 1))]) is SoundKind.WAR
    assert sound_for([Gathered(seat=1, cards=(card,))]) is SoundKind.SWEEP
    assert sound_for([]) is None


@pytest.fixture
def window(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def test_without_the_extra_the_game_is_silent_and_says_why(window, monkeypatch, tmp_path):
    monkeypatch.setattr(sound_module, "multimedia", lambda: None)
    sound = Sound(window)
    assert not sound.available and sound.why_silent == "extra"
    sound.play(SoundKind.WAR)  # nothing happens, nothing raises
    sound.play_for([Tie(step=0, tied=(0, 1), seats=(0, 1))])
    actions = SoundActions(window, sound, Settings(tmp_path / "settings.ini"))
    assert window.findChild(type(actions.mute), "actionMute") is actions.mute
    assert not actions.mute.isEnabled() and actions.mute.isCheckable()
    assert INSTALL_HINT in actions.mute.toolTip() and actions.mute.text()


class FakeEffect:
    """QSoundEffect's part Sound uses; records what it was asked."""

    made: ClassVar[list[FakeEffect]] = []
    Status = SimpleNamespace(Error="error", Ready="ready")

    def __init__(self, parent: object) -> None:
        self.source: QUrl | None = None
        self.played = 0
        self.volume = 1.0
        FakeEffect.made.append(self)

    def setSource(self, url: QUrl) -> None:
        self.source = url

    def setVolume(self, volume: float) -> None:
        self.volume = volume

    def status(self) -> str:
        return self.Status.Ready

    def play(self) -> None:
        self.played += 1

    def stop(self) -> None:
        pass


def fake_backend(outputs: list[str]) -> SimpleNamespace:
    FakeEffect.made = []
    devices = SimpleNamespace(audioOutputs=lambda: outputs)
    return SimpleNamespace(QMediaDevices=devices, QSoundEffect=FakeEffect)


def test_without_an_audio_device_the_game_is_silent(window):
    sound = Sound(window, backend=fake_backend([]))
    assert not sound.available and sound.why_silent == "device"
    assert FakeEffect.made == []
    actions = SoundActions(window, sound)
    assert not actions.mute.isEnabled() and actions.mute.toolTip()


def test_sounds_are_loaded_before_the_first_plays_and_mute_silences(window):
    sound = Sound(window, backend=fake_backend(["speakers"]))
    assert sound.available and sound.why_silent is None
    assert len(FakeEffect.made) == len(SoundKind)
    files = [Path(effect.source.toLocalFile()) for effect in FakeEffect.made]
    for kind, path in zip(SoundKind, files, strict=True):  # all written and set up front
        assert path.read_bytes() == sound_wav(kind.value)
    assert all(effect.played == 0 for effect in FakeEffect.made)
    sound.play(SoundKind.WAR)
    assert [effect.played for effect in FakeEffect.made] == [0, 1, 0]
    sound.set_muted(True)
    sound.play(SoundKind.WAR)
    assert FakeEffect.made[1].played == 1
    sound.close()
    assert not files[0].parent.exists()  # nothing left in the temp folder


def test_mute_is_remembered(window, tmp_path):
    path = tmp_path / "settings.ini"
    sound = Sound(window, backend=fake_backend(["speakers"]))
    actions = SoundActions(window, sound, Settings(path))
    assert actions.mute.isEnabled() and not actions.mute.isChecked()  # sound on at first
    actions.mute.setChecked(True)
    assert sound.muted and Settings(path).muted
    again = Sound(window, backend=fake_backend(["speakers"]))
    assert SoundActions(window, again, Settings(path)).mute.isChecked() and again.muted
    sound.close()
    again.close()


@pytest.mark.skipif(sound_module.multimedia() is None, reason="the sound extra is absent")
def test_the_real_backend_starts_quietly(window):
    sound = Sound(window)
    sound.play(SoundKind.FLIP)  # with or without a device: no exception
    sound.close()
