# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's options, kept in QSettings behind a table of defaults and validators."""

from __future__ import annotations

import os
import re
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication, QStyleHints

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
# High contrast and reduced motion: "system" follows the desktop's accessibility settings
# until the player turns the option on or off.
FOLLOW_DESKTOP: Final = SYSTEM
DESKTOP_CHOICES: Final[tuple[str, ...]] = (FOLLOW_DESKTOP, "on", "off")


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
        Option("view/large_print", False, _as_bool),
        Option("view/high_contrast", FOLLOW_DESKTOP, _one_of(DESKTOP_CHOICES)),
        Option("view/reduced_motion", FOLLOW_DESKTOP, _one_of(DESKTOP_CHOICES)),
        Option("view/winnable_indicator", True, _as_bool),
        Option("view/language", SYSTEM, _one_of(LANGUAGE_CHOICES)),
        # The game the player last chose ("" before the first choice: the start screen shows).
        Option("game/game", "", _one_of(GAMES)),
        Option("game/pyramid_mode", "classic", _one_of(PYRAMID_MODES)),
        Option("window/geometry", QByteArray(), _as_bytes),
    )
}


# --- what the desktop asks for ------------------------------------------------------------


# The style hints of each application, kept while it lives: PySide 6.11 ties the wrapper of
# the accessibility hints to the style hints' wrapper, and once that is collected the hints
# read as deleted ("Internal C++ object already deleted") and a later call can crash.
_STYLE_HINTS: Final[weakref.WeakKeyDictionary[QCoreApplication, QStyleHints]] = \
    weakref.WeakKeyDictionary()


def desktop_hints() -> object | None:
    """The desktop's accessibility settings as Qt reads them (``QAccessibilityHints``, Qt 6.10
    and later), or None: before the application exists, or with an older Qt."""
    app = QGuiApplication.instance()
    if app is None:
        return None
    style = _STYLE_HINTS.setdefault(app, QGuiApplication.styleHints())
    accessibility = getattr(style, "accessibility", None)
    if not callable(accessibility):
        return None
    hints: object = accessibility()
    return hints


def desktop_high_contrast(hints: object | None) -> bool:
    """Whether the desktop's ``hints`` ask for high contrast (False when they cannot tell)."""
    read = getattr(hints, "contrastPreference", None)
    wanted = getattr(getattr(Qt, "ContrastPreference", None), "HighContrast", None)
    return callable(read) and wanted is not None and read() == wanted


def desktop_reduced_motion(hints: object | None) -> bool:
    """Whether the desktop's ``hints`` ask for less motion (False when they cannot tell).

    Qt says so from 6.12 (``QAccessibilityHints.motionPreference``); before that the player's
    own setting is all there is. The enumeration is matched by name, so that this keeps
    working whatever its members turn out to be called in a given binding.
    """
    read = getattr(hints, "motionPreference", None)
    if not callable(read):
        return False
    preference = read()
    members = getattr(getattr(Qt, "MotionPreference", None), "__members__", {})
    if any(preference == member for name, member in members.items() if "reduce" in name.lower()):
        return True
    name = getattr(preference, "name", None)
    return isinstance(name, str) and "reduce" in name.lower()


def _follow(choice: str, desktop_says: bool) -> bool:
    return choice == "on" or (choice == FOLLOW_DESKTOP and desktop_says)


class Settings:
    """Typed access to the stored options; anything missing or invalid reads as its default.

    ``desktop`` returns the desktop's accessibility hints (by default Qt's), which high
    contrast and reduced motion follow until the player chooses for themselves.
    """

    def __init__(self, store: QSettings | None = None, *,
                 desktop: Callable[[], object | None] = desktop_hints) -> None:
        if store is None:
            path = os.environ.get(SETTINGS_ENV)
            # Without a path, QSettings uses the organisation and application names.
            store = QSettings(path, QSettings.Format.IniFormat) if path else QSettings()
        self._store = store
        self._desktop = desktop

    def desktop(self) -> object | None:
        """The desktop's accessibility hints these settings follow (None: none known)."""
        return self._desktop()

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
    def large_print(self) -> bool:
        return bool(self.value("view/large_print"))

    @large_print.setter
    def large_print(self, on: bool) -> None:
        self.set_value("view/large_print", on)

    @property
    def high_contrast_choice(self) -> str:
        """``"system"`` (as the desktop asks), ``"on"`` or ``"off"``."""
        choice: str = self.value("view/high_contrast")
        return choice

    @high_contrast_choice.setter
    def high_contrast_choice(self, choice: str) -> None:
        self.set_value("view/high_contrast", choice)

    @property
    def high_contrast(self) -> bool:
        """Whether the table is drawn in high contrast now: the player's choice, or the
        desktop's while there is none. Setting it is the player's choice."""
        return _follow(self.high_contrast_choice, desktop_high_contrast(self.desktop()))

    @high_contrast.setter
    def high_contrast(self, on: bool) -> None:
        self.high_contrast_choice = "on" if on else "off"

    @property
    def reduced_motion_choice(self) -> str:
        """``"system"`` (as the desktop asks, where Qt can tell), ``"on"`` or ``"off"``."""
        choice: str = self.value("view/reduced_motion")
        return choice

    @reduced_motion_choice.setter
    def reduced_motion_choice(self, choice: str) -> None:
        self.set_value("view/reduced_motion", choice)

    @property
    def reduced_motion(self) -> bool:
        """Whether cards jump instead of moving, whatever the animation speed: the player's
        choice, or the desktop's while there is none. Setting it is the player's choice."""
        return _follow(self.reduced_motion_choice, desktop_reduced_motion(self.desktop()))

    @reduced_motion.setter
    def reduced_motion(self, on: bool) -> None:
        self.reduced_motion_choice = "on" if on else "off"

    @property
    def effective_speed(self) -> Speed:
        """The speed the tables animate at: "off" under reduced motion, else the chosen one
        (which is kept either way)."""
        return "off" if self.reduced_motion else self.animation_speed

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
