"""Sound, optional: a snap for each flip, drums for a war, a swoosh for the pile.

QtMultimedia is in PySide6-Addons (large: it bundles FFmpeg), so it comes only with
`pip install 'krig-desktop[sound]'`. Without it, or without an audio device, the game is
silent, and the Mute item says so in its own text ("Sounds Unavailable": Qt shows no
status tip for a disabled item, so a greyed "Mute Sounds" gave no reason), with the
reason in its tool tip and in the help.

The sounds are synthesised (sound_synth.py) at start-up, written as WAV files into a
private folder in the temp folder (removed when the program ends), and each loaded into
a QSoundEffect then, so the first one played does not stall a frame.
"""

from __future__ import annotations

import logging
import tempfile
from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path
from types import ModuleType
from typing import Any

from PySide6.QtCore import QObject, QUrl
from PySide6.QtWidgets import QWidget

from krig_desktop.engine import Event, Gathered, Laid, Tie
from krig_desktop.storage.atomic import write_atomic
from krig_desktop.storage.errors import SaveError
from krig_desktop.storage.settings import Settings
from krig_desktop.ui.desktop.action_maker import make_action
from krig_desktop.ui.desktop.retranslate import translate_ui

log = logging.getLogger(__name__)

VOLUME = 0.6
INSTALL_HINT = "pip install 'krig-desktop[sound]'"


class SoundKind(StrEnum):
    FLIP = "flip"
    WAR = "war"
    SWEEP = "sweep"


def multimedia() -> ModuleType | None:
    """PySide6.QtMultimedia, or None when the sound extra is not installed."""
    try:
        from PySide6 import QtMultimedia
    except ImportError:
        return None
    return QtMultimedia


def sound_for(events: Iterable[Event]) -> SoundKind | None:
    """The sound of one step's events: a war when the cards tie, a swoosh when the pile
    is gathered, a snap when cards are laid, else none."""
    kinds = {type(event) for event in events}
    if Tie in kinds:
        return SoundKind.WAR
    if Gathered in kinds:
        return SoundKind.SWEEP
    if Laid in kinds:
        return SoundKind.FLIP
    return None


class Sound(QObject):
    """The three sounds, loaded and ready; `available` False means silence for good
    (no QtMultimedia, or no audio device), and `why_silent` says which."""

    def __init__(self, parent: QObject | None = None, *, muted: bool = False,
                 backend: Any = True) -> None:
        """`backend`: the QtMultimedia module to use (True: import it; None: there is
        none; tests pass a stand-in with `QMediaDevices` and `QSoundEffect`)."""
        super().__init__(parent)
        self._muted = muted
        self._effects: dict[SoundKind, Any] = {}
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self.why_silent: str | None = None
        module = multimedia() if backend is True else backend
        if module is None:
            self.why_silent = "extra"
            log.debug("QtMultimedia is not installed: the game is silent (%s)", INSTALL_HINT)
            return
        if not module.QMediaDevices.audioOutputs():
            self.why_silent = "device"
            log.debug("no audio output device: the game is silent")
            return
        try:
            self._load(module)
        except (OSError, SaveError) as exc:
            self.why_silent = "files"
            self._effects.clear()
            log.debug("the sounds could not be written: the game is silent (%s)", exc)

    def _load(self, module: Any) -> None:
        # Imported here, not at the top: only a machine with sound needs it.
        from krig_desktop.ui.desktop.sound_synth import sound_wav

        self._folder = tempfile.TemporaryDirectory(prefix="krig-desktop-sounds-")
        folder = Path(self._folder.name)
        for kind in SoundKind:
            path = folder / f"{kind.value}.wav"
            write_atomic(path, sound_wav(kind.value))
            effect = module.QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))  # loads now, not at play()
            effect.setVolume(VOLUME)
            self._effects[kind] = effect

    @property
    def available(self) -> bool:
        return bool(self._effects)

    @property
    def muted(self) -> bool:
        return self._muted

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)

    def play(self, kind: SoundKind | str) -> None:
        """Play `kind` now, unless muted or silent (a sound that failed to load, as
        with a device gone away, is skipped quietly)."""
        if self._muted or not self._effects:
            return
        effect = self._effects[SoundKind(kind)]
        if effect.status() == effect.Status.Error:
            return
        effect.play()

    def play_for(self, events: Iterable[Event]) -> None:
        """Play the sound of one step's events, if it has one."""
        kind = sound_for(events)
        if kind is not None:
            self.play(kind)

    def close(self) -> None:
        """Stop the sounds and remove their files (also done when the program ends)."""
        for effect in self._effects.values():
            effect.stop()
        self._effects.clear()
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None


class SoundActions(QObject):
    """The checkable Mute action (`actionMute`), remembered in the settings; disabled,
    with a tool tip saying why, when the game cannot make sound."""

    def __init__(self, window: QWidget, sound: Sound, settings: Settings | None = None) -> None:
        super().__init__(window)
        self._sound = sound
        self._settings = settings
        self.mute = make_action(window, "actionMute", checkable=True, add_to=window)
        muted = settings.muted if settings is not None else sound.muted
        sound.set_muted(muted)
        self.mute.setChecked(muted)
        self.mute.setEnabled(sound.available)
        self.mute.toggled.connect(self._toggled)
        translate_ui(self, self.retranslate)  # the window's child: it hears each switch

    def _toggled(self, muted: bool) -> None:
        self._sound.set_muted(muted)
        if self._settings is not None:
            self._settings.muted = muted
            self._settings.sync()

    def retranslate(self) -> None:
        if self._sound.available:
            self.mute.setText(self.tr("&Mute Sounds"))
        else:
            self.mute.setText(self.tr("Sounds Unavailable"))
        why = self._sound.why_silent
        if why == "extra":
            tip = self.tr("Sound needs the optional sound package: %1").replace(
                "%1", INSTALL_HINT)
        elif why == "device":
            tip = self.tr("No sound: no audio output was found.")
        elif why == "files":
            tip = self.tr("No sound: the sounds could not be prepared.")
        else:
            tip = self.tr("Silence the sounds of the cards")
        self.mute.setToolTip(tip)
        self.mute.setStatusTip(tip)
