"""Save data to bytes and back: UTF-8 JSON, strict, with a clear message for each fault.

Python's json module accepts what no save holds (NaN, Infinity, an entry twice, numbers
of any length up to its digit limit); each of those is refused here with its own message.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from krig_desktop.storage import errors
from krig_desktop.storage.errors import LoadError


def encode(document: dict[str, Any]) -> bytes:
    """UTF-8 JSON, indented so a person can read it; NaN and the like are refused."""
    return (json.dumps(document, indent=1, ensure_ascii=False, allow_nan=False) + "\n").encode()


class _Refused(ValueError):
    """Raised from inside the parser's hooks; becomes a LoadError with this key."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise _Refused(errors.DUPLICATE_ENTRY, field=key[:60])
        result[key] = value
    return result


def _refuse_constant(name: str) -> Any:
    raise _Refused(errors.NOT_A_NUMBER, value=name)


def _whole_number(text: str) -> int:
    try:
        return int(text)
    except ValueError:  # past the interpreter's digit limit (4300 by default)
        raise _Refused(errors.NUMBER_TOO_LONG, length=len(text)) from None


def _number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # "1e999" reads as infinity
        raise _Refused(errors.NUMBER_TOO_LONG, length=len(text))
    return value


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
            text, object_pairs_hook=_no_duplicate_keys, parse_constant=_refuse_constant,
            parse_int=_whole_number, parse_float=_number,
        )
    except json.JSONDecodeError as exc:
        # Cut off: the parser ran out of text (a string still open runs to the end too).
        if not text[exc.pos:].strip() or exc.msg.startswith("Unterminated string"):
            raise LoadError(errors.TRUNCATED, path) from exc
        raise LoadError(errors.NOT_JSON, path, line=exc.lineno, column=exc.colno) from exc
    except RecursionError as exc:
        raise LoadError(errors.TOO_DEEP, path) from exc
    except _Refused as exc:
        raise LoadError(exc.key, path, **exc.params) from exc
