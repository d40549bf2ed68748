"""Small typed look-ups for untrusted JSON: each wrong thing becomes a LoadError.

JSON gives `true` where a number was expected, numbers where text was expected, and so
on; every reader of a save goes through these so that no KeyError or TypeError can
escape, and `bool` is never taken for an `int`.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from krig_desktop.storage import errors
from krig_desktop.storage.errors import LoadError


def obj(value: Any, name: str, path: Path) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise LoadError(errors.BAD_FIELD, path, field=name)
    return value


def only_keys(value: dict[str, Any], allowed: Iterable[str], name: str, path: Path) -> None:
    """Refuse entries this format does not have (a damaged or hand-edited file)."""
    allowed = set(allowed)
    for key in value:
        if key not in allowed:
            prefix = f"{name}." if name else ""
            raise LoadError(errors.UNKNOWN_FIELD, path, field=f"{prefix}{key}")


def get(value: dict[str, Any], key: str, name: str, path: Path) -> Any:
    if key not in value:
        raise LoadError(errors.BAD_FIELD, path, field=name)
    return value[key]


def integer(value: Any, name: str, path: Path, low: int, high: int | None = None) -> int:
    """A whole number from `low` to `high` (no upper bound when `high` is None)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise LoadError(errors.BAD_FIELD, path, field=name)
    if value < low or (high is not None and value > high):
        raise LoadError(errors.BAD_VALUE, path, field=name)
    return value


def text(value: Any, name: str, path: Path, max_length: int = 100) -> str:
    if not isinstance(value, str):
        raise LoadError(errors.BAD_FIELD, path, field=name)
    if len(value) > max_length:
        raise LoadError(errors.BAD_VALUE, path, field=name)
    return value


def choice(value: Any, name: str, path: Path, options: Iterable[str]) -> str:
    chosen = text(value, name, path)
    if chosen not in tuple(options):
        raise LoadError(errors.BAD_VALUE, path, field=name)
    return chosen


def boolean(value: Any, name: str, path: Path) -> bool:
    if not isinstance(value, bool):
        raise LoadError(errors.BAD_FIELD, path, field=name)
    return value


def int_list(value: Any, name: str, path: Path, low: int, high: int,
             max_length: int) -> list[int]:
    """A list of at most `max_length` whole numbers, each from `low` to `high`."""
    if not isinstance(value, list):
        raise LoadError(errors.BAD_FIELD, path, field=name)
    if len(value) > max_length:
        raise LoadError(errors.BAD_VALUE, path, field=name)
    return [integer(item, name, path, low, high) for item in value]


def timestamp(value: Any, name: str, path: Path) -> str:
    """An ISO 8601 time with a time zone (as written by envelope.utc_iso)."""
    written = text(value, name, path, max_length=40)
    _moment(written, name, path)
    return written


def posix_seconds(value: Any, name: str, path: Path) -> int:
    """An ISO 8601 time with a time zone, as POSIX seconds (whole)."""
    moment = _moment(text(value, name, path, max_length=40), name, path)
    try:
        return int(moment.timestamp())
    except (OverflowError, OSError, ValueError) as exc:  # beyond what the system counts
        raise LoadError(errors.BAD_VALUE, path, field=name) from exc


def _moment(written: str, name: str, path: Path) -> datetime:
    try:
        moment = datetime.fromisoformat(written.replace("Z", "+00:00"))
    except ValueError as exc:
        raise LoadError(errors.BAD_VALUE, path, field=name) from exc
    if moment.tzinfo is None:
        raise LoadError(errors.BAD_VALUE, path, field=name)
    return moment
