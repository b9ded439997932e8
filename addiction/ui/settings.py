# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's options, kept in QSettings behind a table of defaults and validators."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QByteArray, QSettings

from addiction.engine import Rules
from addiction.engine.errors import shown
from addiction.engine.pyramid import MODES as PYRAMID_MODES
from addiction.engine.pyramid import Mode
from addiction.engine.rules import GAP_PLACEMENTS, MAX_REDEALS, REDEAL_WHEN
from addiction.engine.variants import ADDICTION_ID
from addiction.games import GAME_IDS
from addiction.i18n import LANGUAGES, SYSTEM
from addiction.ui.animation import SPEEDS, Speed

# Point this at an .ini file to keep the player's real settings out of tests and screenshots.
SETTINGS_ENV: Final = "ADDICTION_SETTINGS"

ANIMATION_SPEEDS: Final[tuple[str, ...]] = SPEEDS
# "system" follows the system locale; a language code overrides it from the next start.
LANGUAGE_CHOICES: Final[tuple[str, ...]] = (SYSTEM, *LANGUAGES)
# The games the window plays; "" stands for none chosen yet.
GAMES: Final[tuple[str, ...]] = ("", *GAME_IDS)


# A whole number as INI files write it: digits only, few enough to be a count.
_INT_TEXT: Final = re.compile(r"[+-]?[0-9]{1,9}")


def _as_int(low: int, high: int) -> Callable[[Any], int]:
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


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], str]:
    def parse(raw: Any) -> str:
        if not isinstance(raw, str) or raw not in choices:
            raise ValueError(f"{shown(raw)} is not one of {', '.join(map(repr, choices))}")
        return str(raw)

    return parse


def _as_bool(raw: Any) -> bool:
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


def _as_bytes(raw: Any) -> QByteArray:
    if isinstance(raw, QByteArray):
        return raw
    if isinstance(raw, bytes):
        return QByteArray(raw)
    raise ValueError(f"{shown(raw)} is not bytes")


@dataclass(frozen=True, slots=True)
class Option:
    """One stored setting: its key, its default, and how a stored value is checked."""

    key: str
    default: Any
    parse: Callable[[Any], Any]


_DEFAULT_RULES: Final = Rules()

OPTIONS: Final[dict[str, Option]] = {
    option.key: option
    for option in (
        Option("rules/redeals", _DEFAULT_RULES.redeals, _as_int(0, MAX_REDEALS)),
        Option("rules/gaps", _DEFAULT_RULES.gaps, _one_of(GAP_PLACEMENTS)),
        Option("rules/redeal_when", _DEFAULT_RULES.redeal_when, _one_of(REDEAL_WHEN)),
        Option("view/animation_speed", "normal", _one_of(ANIMATION_SPEEDS)),
        Option("view/four_colour", False, _as_bool),
        Option("view/winnable_indicator", True, _as_bool),
        Option("view/language", SYSTEM, _one_of(LANGUAGE_CHOICES)),
        # The game the player last chose ("" before the first choice: the start screen shows).
        Option("game/game", "", _one_of(GAMES)),
        Option("game/pyramid_mode", "classic", _one_of(PYRAMID_MODES)),
        Option("window/geometry", QByteArray(), _as_bytes),
    )
}


class Settings:
    """Typed access to the stored options; anything missing or invalid reads as its default."""

    def __init__(self, store: QSettings | None = None) -> None:
        if store is None:
            path = os.environ.get(SETTINGS_ENV)
            # Without a path, QSettings uses the organisation and application names.
            store = QSettings(path, QSettings.Format.IniFormat) if path else QSettings()
        self._store = store

    @property
    def store(self) -> QSettings:
        return self._store

    def value(self, key: str) -> Any:
        """The stored value of ``key``, or its default when it is missing, of a wrong type or
        out of range: a settings file is read at every start, so nothing in it may stop one."""
        option = OPTIONS[key]
        try:
            raw = self._store.value(key)
            if raw is None:
                return option.default
            return option.parse(raw)
        except Exception:  # whatever Qt made of another program's value, or a parser refusal
            return option.default

    def set_value(self, key: str, value: Any) -> None:
        option = OPTIONS[key]
        # Refuse to store what could not be read back: a bug, not a player's doing.
        option.parse(value)
        self._store.setValue(key, value)

    def sync(self) -> None:
        self._store.sync()

    # --- the rules for the next game ------------------------------------------------------

    def rules(self, variant: str = ADDICTION_ID) -> Rules:
        """The rules a new game of ``variant`` (Addiction or a relative) is dealt with. The
        relatives fix their redeals and gaps; when a redeal is allowed is one choice for all."""
        when = self.value("rules/redeal_when")
        if variant != ADDICTION_ID:
            return Rules.of(variant, when)
        return Rules(redeals=self.value("rules/redeals"), gaps=self.value("rules/gaps"),
                     redeal_when=when)

    def set_rules(self, rules: Rules) -> None:
        """Keep ``rules`` for the next games (of a relative, only when a redeal is allowed)."""
        self.set_value("rules/redeal_when", rules.redeal_when)
        if rules.variant == ADDICTION_ID:
            self.set_value("rules/redeals", rules.redeals)
            self.set_value("rules/gaps", rules.gaps)

    # --- the rest, as properties ------------------------------------------------------------

    @property
    def animation_speed(self) -> Speed:
        speed: Speed = self.value("view/animation_speed")
        return speed

    @animation_speed.setter
    def animation_speed(self, speed: Speed) -> None:
        self.set_value("view/animation_speed", speed)

    @property
    def four_colour(self) -> bool:
        return bool(self.value("view/four_colour"))

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self.set_value("view/four_colour", on)

    @property
    def winnable_indicator(self) -> bool:
        return bool(self.value("view/winnable_indicator"))

    @winnable_indicator.setter
    def winnable_indicator(self, on: bool) -> None:
        self.set_value("view/winnable_indicator", on)

    @property
    def language(self) -> str:
        """``"system"`` or a code of ``addiction.i18n.LANGUAGES``; read once, at start-up."""
        language: str = self.value("view/language")
        return language

    @language.setter
    def language(self, language: str) -> None:
        self.set_value("view/language", language)

    @property
    def game(self) -> str:
        """The game last played: ``"addiction"``, ``"pyramid"``, or ``""`` before any."""
        game: str = self.value("game/game")
        return game

    @game.setter
    def game(self, game: str) -> None:
        self.set_value("game/game", game)

    @property
    def pyramid_mode(self) -> Mode:
        mode: Mode = self.value("game/pyramid_mode")
        return mode

    @pyramid_mode.setter
    def pyramid_mode(self, mode: Mode) -> None:
        self.set_value("game/pyramid_mode", mode)

    @property
    def geometry(self) -> QByteArray:
        geometry: QByteArray = self.value("window/geometry")
        return geometry

    @geometry.setter
    def geometry(self, geometry: QByteArray) -> None:
        self.set_value("window/geometry", geometry)
