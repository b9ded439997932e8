"""The checks every saved game passes, whichever game it holds: envelope, history, replay."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any, TypeVar

from .errors import AddictionError, SaveError

T = TypeVar("T")


def restore(read: Callable[[Any], T], data: Any) -> T:
    """``read(data)``, with anything it trips over on damaged data reported as ``SaveError``."""
    try:
        return read(data)
    except SaveError:
        raise
    except (AddictionError, KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"the saved game is damaged: {exc}") from None


def check_envelope(data: Any, save_format: str, version: int, game: str,
                   fields: Collection[str]) -> dict[str, Any]:
    """``data`` as a mapping once it is a save of ``game`` in this version with these fields."""
    if not isinstance(data, dict):
        raise SaveError("a saved game is a mapping")
    if data.get("format") != save_format:
        raise SaveError(f"this is not a saved {game} game")
    if data.get("version") != version:
        raise SaveError(f"saved game version {data.get('version')!r} is not supported")
    if set(data) != set(fields):
        raise SaveError("the saved game has missing or unknown fields")
    return data


def check_history(data: dict[str, Any]) -> tuple[list[Any], int]:
    """The saved actions and how many of them are applied (the rest can be redone)."""
    actions, applied = data["actions"], data["applied"]
    if not isinstance(actions, list):
        raise SaveError("actions must be a list")
    if isinstance(applied, bool) or not isinstance(applied, int) or not 0 <= applied <= len(actions):
        raise SaveError("the count of applied actions does not fit the action list")
    return actions, applied


def replay(actions: list[Any], play: Callable[[Any], object]) -> None:
    """Play every saved action in turn; the first that cannot be played is a ``SaveError``."""
    for n, item in enumerate(actions, start=1):
        try:
            play(item)
        except AddictionError as exc:
            raise SaveError(f"saved action {n} cannot be replayed: {exc}") from None
