# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A stored setting as a game or the window declares it: its key, its default, and the check
a stored value passes before it is used (settings files are input like any other)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from addiction.core.errors import shown


@dataclass(frozen=True, slots=True)
class Option:
    """One stored setting: its key, its default, and how a stored value is checked."""

    key: str
    default: Any
    parse: Callable[[Any], Any]


# A whole number as INI files write it: digits only, few enough to be a count.
_INT_TEXT: Final = re.compile(r"[+-]?[0-9]{1,9}")


def as_int(low: int, high: int) -> Callable[[Any], int]:
    def parse(raw: Any) -> int:
        # INI files hand back strings, the native backends ints; a bool is never a count, and
        # a float (2.5, inf) or any other type is a value someone else wrote.
        if isinstance(raw, int) and not isinstance(raw, bool):
            value = int(raw)
        elif isinstance(raw, str) and _INT_TEXT.fullmatch(raw.strip()):
            value = int(raw.strip())
        else:
            raise ValueError(f"{shown(raw)} is not a whole number")
        if not low <= value <= high:
            raise ValueError(f"{value} is not from {low} to {high}")
        return value

    return parse


def one_of(choices: tuple[str, ...]) -> Callable[[Any], str]:
    def parse(raw: Any) -> str:
        if not isinstance(raw, str) or raw not in choices:
            raise ValueError(f"{shown(raw)} is not one of {', '.join(map(repr, choices))}")
        return str(raw)

    return parse


def as_bool(raw: Any) -> bool:
    if isinstance(raw, bool):
        return raw
    # Native backends may keep a flag as 0 or 1; INI files as text.
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    if isinstance(raw, str):
        text = raw.strip().lower()
        if text in ("true", "1"):
            return True
        if text in ("false", "0"):
            return False
    raise ValueError(f"{shown(raw)} is not true or false")
