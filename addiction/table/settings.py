# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's options, kept in QSettings behind a table of defaults and validators."""

from __future__ import annotations

import os
import re
import sys
import tempfile
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QGuiApplication, QStyleHints

from addiction.cardart.animation import SPEEDS, Speed
from addiction.cardart.style import BACKS, DECK_BACK, DECK_ID, OUR_DECK
from addiction.core.errors import shown
from addiction.core.options import Option, as_bool, as_int, one_of
from addiction.i18n import LANGUAGES, SYSTEM
from addiction.registry import game_ids, games
from addiction.store.files import Reason, Unreadable, clear_for_lock, read_own_text, set_aside

# Point this at an .ini file to keep the player's real settings out of tests and screenshots.
SETTINGS_ENV: Final = "ADDICTION_SETTINGS"
# A settings file holds a few dozen short values; one far larger is not one, and reading it
# would only stall the start.
MAX_SETTINGS_BYTES: Final = 4 * 2**20

ANIMATION_SPEEDS: Final[tuple[str, ...]] = SPEEDS
# "system" follows the system locale; a language code overrides it from the next start.
LANGUAGE_CHOICES: Final[tuple[str, ...]] = (SYSTEM, *LANGUAGES)
# The game the player last chose ("" before the first choice: the start screen shows).
LAST_GAME: Final = "game/game"
# High contrast and reduced motion: "system" follows the desktop's accessibility settings
# until the player turns the option on or off.
FOLLOW_DESKTOP: Final = SYSTEM
DESKTOP_CHOICES: Final[tuple[str, ...]] = (FOLLOW_DESKTOP, "on", "off")
# Sound: off until the player turns it on (as in KPatience: a card game is often played where
# others work or sleep); the volume from 0 to 100.
SOUND_ON: Final = "sound/on"
SOUND_VOLUME: Final = "sound/volume"
# Whether the player has been told that no sound device could be opened (and no device has
# opened since): later starts stay quiet about it.
SOUND_MISSING_SAID: Final = "sound/missing_said"


def _as_bytes(raw: Any) -> QByteArray:
    if isinstance(raw, QByteArray):
        return raw
    if isinstance(raw, bytes):
        return QByteArray(raw)
    raise ValueError(f"{shown(raw)} is not bytes")


# --- the cards and the table's cloth (see ``addiction.cardart.table_look``) -----------------

_COLOUR: Final = re.compile(r"#[0-9a-fA-F]{6}")


def _deck_id(raw: Any) -> str:
    if not isinstance(raw, str) or not DECK_ID.fullmatch(raw):
        raise ValueError(f"{shown(raw)} is not a card deck's id")
    return raw


def _felt_colour(raw: Any) -> str:
    if not isinstance(raw, str) or not (raw == "" or _COLOUR.fullmatch(raw)):
        raise ValueError(f"{shown(raw)} is not a colour written #rrggbb")
    return raw


def _felt_image(raw: Any) -> str:
    # Where the player's image was: checked again (and read with care) when it is used.
    if not isinstance(raw, str) or len(raw) > 4096 or "\0" in raw or (
            raw and not os.path.isabs(raw)):
        raise ValueError(f"{shown(raw)} is not the full path of an image file")
    return raw


TABLE_LOOK_OPTIONS: Final = (
    Option("view/card_deck", OUR_DECK, _deck_id),
    Option("view/card_back", DECK_BACK, one_of(BACKS)),
    Option("view/felt_colour", "", _felt_colour),
    Option("view/felt_image", "", _felt_image),
)

# The window's own settings; each game declares its own (``GameSpec.options``).
OPTIONS: Final[dict[str, Option]] = {
    option.key: option
    for option in (
        Option("view/animation_speed", "normal", one_of(ANIMATION_SPEEDS)),
        Option("view/four_colour", False, as_bool),
        Option("view/large_print", False, as_bool),
        Option("view/high_contrast", FOLLOW_DESKTOP, one_of(DESKTOP_CHOICES)),
        Option("view/reduced_motion", FOLLOW_DESKTOP, one_of(DESKTOP_CHOICES)),
        Option("view/winnable_indicator", True, as_bool),
        Option("view/confirm_leave", True, as_bool),
        Option("view/language", SYSTEM, one_of(LANGUAGE_CHOICES)),
        Option("window/geometry", QByteArray(), _as_bytes),
        Option(SOUND_ON, False, as_bool),
        Option(SOUND_VOLUME, 60, as_int(0, 100)),
        Option(SOUND_MISSING_SAID, False, as_bool),
        *TABLE_LOOK_OPTIONS,
    )
}


def options() -> dict[str, Option]:
    """Every setting by key: the window's own, the game last played, and each game's own."""
    found = dict(OPTIONS)
    found[LAST_GAME] = Option(LAST_GAME, "", one_of(("", *game_ids())))
    for spec in games():
        found.update((declared.key, declared) for declared in spec.options)
        # Every game's own choice of Winnable Deals Only, beside its rules.
        key = winnable_only_key(spec.id)
        found[key] = Option(key, False, as_bool)
    return found


def winnable_only_key(game_id: str) -> str:
    """The setting that says whether New Game deals only winnable deals of ``game_id``."""
    return f"{game_id}/winnable_only"


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


def _unreadable_kept_in_place(path: Path, reason: Reason, error: str) -> str:
    return QCoreApplication.translate(
        "Settings",
        "Your settings file {path} could not be read ({reason}) nor moved aside ({error}), so "
        "Addiction starts with its default settings and forgets your choices when you quit.",
    ).format(path=path, reason=reason(), error=error)


def _follow(choice: str, desktop_says: bool) -> bool:
    return choice == "on" or (choice == FOLLOW_DESKTOP and desktop_says)


def settings_file() -> Path | None:
    """The file the player's settings are kept in: ``ADDICTION_SETTINGS``, else the one Qt's
    QSettings chooses for the application on a Unix desktop
    (``$XDG_CONFIG_HOME/<organisation>/<application>.conf``); None where the settings are not a
    file of their own (Windows' registry, macOS's preferences)."""
    path = os.environ.get(SETTINGS_ENV)
    if path:
        return Path(path)
    if os.name != "posix" or sys.platform == "darwin":
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    if not folder:
        return None
    organisation = QCoreApplication.organizationName() or "Unknown Organization"
    return Path(folder) / organisation / f"{QCoreApplication.applicationName()}.conf"


class Settings:
    """Typed access to the stored options; anything missing or invalid reads as its default.

    ``desktop`` returns the desktop's accessibility hints (by default Qt's), which high
    contrast and reduced motion follow until the player chooses for themselves.

    Without a ``store`` the player's own settings file is used, looked at before QSettings
    reads it: QSettings waits for ever on a named pipe and reads a device without end. A file
    that cannot be read is kept aside, the defaults are used, and ``problem`` says so.
    """

    def __init__(self, store: QSettings | None = None, *,
                 desktop: Callable[[], object | None] = desktop_hints) -> None:
        self._problem: Callable[[], str] | None = None
        if store is None:
            path = settings_file()
            if path is None:
                store = QSettings()
            else:
                # The file itself only, without Qt's fallbacks (the organisation's file beside
                # it, the system's in /etc/xdg), which the game never writes.
                store = QSettings(str(self._guarded(path)), QSettings.Format.IniFormat)
        self._store = store
        self._desktop = desktop

    def _guarded(self, path: Path) -> Path:
        """``path``, once checked to be a regular file of a settings file's size (or none);
        what is there otherwise is kept aside. A folder that refuses that gets a scratch file."""
        # QSettings locks the file with QLockFile (``<file>.lock``) to write it, reading a lock
        # that is there already: a named pipe there would hold every save, and Quit, for ever.
        clear_for_lock(path.with_name(path.name + ".lock"))
        try:
            # Followed if a link: the player may keep the file with their dotfiles. Qt writes
            # it as UTF-8: other bytes are damage, which Qt would read as something else.
            read_own_text(path, MAX_SETTINGS_BYTES, follow_links=True)
            return path
        except Unreadable as exc:
            reason = exc.say
        try:
            kept = set_aside(path)
        except OSError as exc:
            error = exc.strerror or str(exc)
            self._problem = lambda: _unreadable_kept_in_place(path, reason, error)
            return Path(tempfile.mkdtemp(prefix="addiction-settings-")) / "settings.ini"
        name = kept.name if kept is not None else path.name
        self._problem = lambda: QCoreApplication.translate(
            "Settings",
            "Your settings file could not be read ({reason}), so it was kept aside as {name} and "
            "Addiction starts with its default settings.",
        ).format(reason=reason(), name=name)
        return path

    def problem(self) -> str | None:
        """One sentence for the player about a settings file that could not be read, in the
        language loaded now; None when all was well."""
        return self._problem() if self._problem is not None else None

    def desktop(self) -> object | None:
        """The desktop's accessibility hints these settings follow (None: none known)."""
        return self._desktop()

    @property
    def store(self) -> QSettings:
        return self._store

    def value(self, key: str) -> Any:
        """The stored value of ``key``, or its default when it is missing, of a wrong type or
        out of range: a settings file is read at every start, so nothing in it may stop one."""
        declared = options()[key]
        try:
            raw = self._store.value(key)
            if raw is None:
                return declared.default
            return declared.parse(raw)
        except Exception:  # whatever Qt made of another program's value, or a parser refusal
            return declared.default

    def set_value(self, key: str, value: Any) -> None:
        # Refuse to store what could not be read back: a bug, not a player's doing.
        options()[key].parse(value)
        self._store.setValue(key, value)

    def sync(self) -> None:
        self._store.sync()

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

    def winnable_only(self, game_id: str) -> bool:
        """Whether New Game deals only deals of ``game_id`` the computer has won."""
        return bool(self.value(winnable_only_key(game_id)))

    def set_winnable_only(self, game_id: str, on: bool) -> None:
        self.set_value(winnable_only_key(game_id), on)

    @property
    def confirm_leave(self) -> bool:
        """Whether to ask before a new game, another deal or a pasted position ends the game
        in play (which then counts as given up)."""
        return bool(self.value("view/confirm_leave"))

    @confirm_leave.setter
    def confirm_leave(self, on: bool) -> None:
        self.set_value("view/confirm_leave", on)

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
        """The id of the game last played, or ``""`` before any."""
        game: str = self.value(LAST_GAME)
        return game

    @game.setter
    def game(self, game: str) -> None:
        self.set_value(LAST_GAME, game)

    @property
    def geometry(self) -> QByteArray:
        geometry: QByteArray = self.value("window/geometry")
        return geometry

    @geometry.setter
    def geometry(self, geometry: QByteArray) -> None:
        self.set_value("window/geometry", geometry)

    @property
    def sound(self) -> bool:
        """Whether the tables make their sounds."""
        return bool(self.value(SOUND_ON))

    @sound.setter
    def sound(self, on: bool) -> None:
        self.set_value(SOUND_ON, on)

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, from 0 to 100."""
        volume: int = self.value(SOUND_VOLUME)
        return volume

    @sound_volume.setter
    def sound_volume(self, volume: int) -> None:
        self.set_value(SOUND_VOLUME, volume)

    @property
    def sound_missing_said(self) -> bool:
        """Whether "no sound device" was said, with no device opened since."""
        return bool(self.value(SOUND_MISSING_SAID))

    @sound_missing_said.setter
    def sound_missing_said(self, said: bool) -> None:
        self.set_value(SOUND_MISSING_SAID, said)

    # --- the cards and the table's cloth -----------------------------------------------------

    @property
    def card_deck(self) -> str:
        """``"ours"`` or the id of one of the desktop's decks (``kde/svg-oxygen``)."""
        deck: str = self.value("view/card_deck")
        return deck

    @card_deck.setter
    def card_deck(self, deck: str) -> None:
        self.set_value("view/card_deck", deck)

    @property
    def card_back(self) -> str:
        """``"deck"`` (the deck's own) or one of the app's own backs."""
        back: str = self.value("view/card_back")
        return back

    @card_back.setter
    def card_back(self, back: str) -> None:
        self.set_value("view/card_back", back)

    @property
    def felt_colour(self) -> str:
        """The felt's colour, ``#rrggbb`` (``""``: the green of old)."""
        colour: str = self.value("view/felt_colour")
        return colour

    @felt_colour.setter
    def felt_colour(self, colour: str) -> None:
        self.set_value("view/felt_colour", colour)

    @property
    def felt_image(self) -> str:
        """The player's own image on the table, a full path (``""``: none)."""
        path: str = self.value("view/felt_image")
        return path

    @felt_image.setter
    def felt_image(self, path: str) -> None:
        self.set_value("view/felt_image", path)
