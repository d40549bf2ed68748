"""An announcer for tests: offscreen has no accessibility bridge, so the window's
announcements are checked through this fake, which keeps what it was asked to say."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Announcement:
    text: str
    assertive: bool


@dataclass
class RecordingAnnouncer:
    """Keeps every non-empty announcement, in order."""

    said: list[Announcement] = field(default_factory=list)

    def announce(self, text: str, assertive: bool = False) -> None:
        if text:
            self.said.append(Announcement(text, assertive))

    def texts(self) -> list[str]:
        return [a.text for a in self.said]
