"""Save data to bytes and back: UTF-8 JSON, strict, with a clear message for each fault."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from krig_desktop.storage import errors
from krig_desktop.storage.errors import LoadError


def encode(document: dict[str, Any]) -> bytes:
    """UTF-8 JSON, indented so a person can read it; NaN and the like are refused."""
    return (json.dumps(document, indent=1, ensure_ascii=False, allow_nan=False) + "\n").encode()


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def parse_json(data: bytes, path: Path) -> Any:
    """Bytes to JSON data, or LoadError saying exactly what is wrong with them."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LoadError(errors.NOT_UTF8, path) from exc
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip():
        raise LoadError(errors.EMPTY, path)
    try:
        return json.loads(
            text, object_pairs_hook=_no_duplicate_keys, parse_constant=_refuse_constant
        )
    except json.JSONDecodeError as exc:
        # Cut off: the parser ran out of text (a string still open runs to the end too).
        if not text[exc.pos:].strip() or exc.msg.startswith("Unterminated string"):
            raise LoadError(errors.TRUNCATED, path) from exc
        raise LoadError(errors.NOT_JSON, path, line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise LoadError(errors.TOO_DEEP, path) from exc
    except ValueError as exc:  # duplicate keys, NaN, numbers too long to convert
        raise LoadError(errors.NOT_JSON, path, line="?", column="?") from exc
