# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's language: choose it and install its translations.

The catalogues are kept up to date by a developer command outside the game,
``python -m tools.translations update|compile``.
"""

from __future__ import annotations

import importlib.resources
import os
import re
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

# Each language in its own name, as a player looks for it in a menu.
LANGUAGES: Final[dict[str, str]] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
    "pl": "Polski",
}
SOURCE_LANGUAGE: Final = "en"
TRANSLATED: Final[tuple[str, ...]] = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
# English has a catalogue too, holding only the plural forms of texts with a count ("%n
# game(s)" -> "1 game", "2 games"): Qt shows a missing translation as its source text.
CATALOGUES: Final[tuple[str, ...]] = (SOURCE_LANGUAGE, *TRANSLATED)
SYSTEM: Final = "system"
# Overrides both the setting and the system locale: for screenshots, tests and curious players.
LANGUAGE_ENV: Final = "ADDICTION_LANGUAGE"
# The language a system locale's language code maps to (any Portuguese reads the Brazilian one).
_BY_LOCALE_LANGUAGE: Final[dict[str, str]] = {"pt": "pt_BR", "es": "es", "pl": "pl"}

CATALOGUE: Final = "addiction"


def choose_language(setting: str, system_locale: QLocale | str | None = None) -> str:
    """The language to show: ``ADDICTION_LANGUAGE``, else the setting, else the system's.

    ``setting`` is a code of ``LANGUAGES`` or ``"system"`` (anything else counts as
    ``"system"``); ``system_locale`` defaults to the locale the system reports.
    """
    forced = os.environ.get(LANGUAGE_ENV, "")
    if forced in LANGUAGES:
        return forced
    if forced != SYSTEM and setting in LANGUAGES:
        return setting
    return system_language(system_locale)


def system_language(system_locale: QLocale | str | None = None) -> str:
    """The language of ``LANGUAGES`` that suits a locale (by default the system's)."""
    if system_locale is None:
        system_locale = QLocale.system()
    name = system_locale.name() if isinstance(system_locale, QLocale) else system_locale
    # "pt_BR", "pl-PL", "es_ES.UTF-8", "C": only the language part decides.
    language = re.split(r"[_\-.@]", name, maxsplit=1)[0].lower()
    return _BY_LOCALE_LANGUAGE.get(language, SOURCE_LANGUAGE)


class CatalogueTranslator(QTranslator):
    """Addiction's own catalogue, loaded from the bytes the package ships."""

    def __init__(self, data: bytes, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Qt reads the catalogue in place, so the bytes must live as long as the translator.
        self._data = data
        if not self.load(data):
            raise ValueError("not a Qt translation catalogue")


def catalogue_data(code: str) -> bytes | None:
    """The compiled catalogue of ``code`` shipped in the package, None if there is none."""
    resource = importlib.resources.files("addiction") / "translations" / f"{CATALOGUE}_{code}.qm"
    try:
        return resource.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None


def install_translators(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Install the translations of ``code`` into ``app``: Addiction's own and Qt's (for OK, Cancel…).

    Returns the translators installed, owned by ``app``; remove them with
    ``app.removeTranslator`` to go back to the source texts. English gets only its plural
    forms. Numbers and dates follow a translated language too when it is not the system's;
    English keeps the system's own formats.
    """
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
    installed: list[QTranslator] = []
    data = catalogue_data(code)
    if data is not None:
        installed.append(CatalogueTranslator(data, app))
    if code == SOURCE_LANGUAGE:
        for translator in installed:
            app.installTranslator(translator)
        return installed
    if QLocale.system().language() != QLocale(code).language():
        QLocale.setDefault(QLocale(code))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_translator = QTranslator(app)
    # A build without Qt's catalogues still works: its standard buttons stay in English.
    if qt_translator.load(f"qtbase_{code}", qt_folder):
        installed.append(qt_translator)
    else:
        qt_translator.deleteLater()
    for translator in installed:
        app.installTranslator(translator)
    return installed
