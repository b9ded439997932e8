# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The checks every saved game passes, whichever game it holds: envelope, history, replay."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, Final, TypeVar

from addiction.core.errors import SaveError, shown

T = TypeVar("T")

# Far more actions than a player makes in a lifetime of one deal, few enough to replay at once.
MAX_ACTIONS: Final = 100_000


def restore(read: Callable[[Any], T], data: Any) -> T:
    """``read(data)``, with anything it trips over on damaged data reported as ``SaveError``.

    This is the one door saved data comes in by, so every failure is turned into the one error
    the callers set a file aside for: a damaged file must never stop the game from starting.
    """
    try:
        return read(data)
    except SaveError:
        raise
    except (RecursionError, MemoryError):
        raise SaveError("the saved game is damaged: it is nested too deeply or too large") from None
    except Exception as exc:
        raise SaveError(f"the saved game is damaged: {exc}") from None


def is_count(value: Any) -> bool:
    """Whether ``value`` is a whole number from JSON (``true`` is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_envelope(data: Any, save_format: str, version: int, game: str,
                   fields: Collection[str]) -> dict[str, Any]:
    """``data`` as a mapping once it is a save of ``game`` in this version with these fields."""
    if not isinstance(data, dict):
        raise SaveError("a saved game is a mapping")
    if data.get("format") != save_format:
        raise SaveError(f"this is not a saved {game} game")
    if not is_count(data.get("version")) or data.get("version") != version:
        raise SaveError(f"saved game version {shown(data.get('version'))} is not supported")
    if set(data) != set(fields):
        raise SaveError("the saved game has missing or unknown fields")
    return data


def check_history(data: dict[str, Any]) -> tuple[list[Any], int]:
    """The saved actions and how many of them are applied (the rest can be redone)."""
    actions, applied = data["actions"], data["applied"]
    if not isinstance(actions, list):
        raise SaveError("actions must be a list")
    if len(actions) > MAX_ACTIONS:
        raise SaveError(f"{len(actions)} saved actions are more than any game holds")
    if not is_count(applied) or not 0 <= applied <= len(actions):
        raise SaveError("the count of applied actions does not fit the action list")
    return actions, applied


def check_text(value: Any, name: str) -> str:
    """A saved position, which must be text before the notation parser sees it."""
    if not isinstance(value, str):
        raise SaveError(f"the saved {name} is not text")
    return value


def replay(actions: list[Any], play: Callable[[Any], object]) -> None:
    """Play every saved action in turn; the first that cannot be played is a ``SaveError``."""
    for n, item in enumerate(actions, start=1):
        try:
            play(item)
        except ValueError as exc:
            raise SaveError(f"saved action {n} cannot be replayed: {exc}") from None
