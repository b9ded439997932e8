# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Which language the player gets, the Settings override, and the Language menu."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.i18n import (
    LANGUAGE_ENV,
    LANGUAGES,
    CatalogueTranslator,
    catalogue_data,
    choose_language,
    install_translators,
    system_language,
)
from addiction.shell.language_menu import build_language_menu
from addiction.table.settings import Settings


@pytest.fixture(autouse=True)
def no_forced_language(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    locale = QLocale()
    yield
    QLocale.setDefault(locale)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_the_four_languages_are_named_in_their_own_words() -> None:
    assert LANGUAGES == {
        "en": "English", "pt_BR": "Português (Brasil)", "es": "Español", "pl": "Polski"
    }


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        ("pt_BR", "pt_BR"), ("pt_PT", "pt_BR"), ("pt", "pt_BR"),
        ("es_ES", "es"), ("es_MX", "es"), ("es_AR.UTF-8", "es"),
        ("pl_PL", "pl"), ("pl-PL", "pl"),
        ("en_US", "en"), ("en_GB", "en"), ("de_DE", "en"), ("fr_CA", "en"), ("C", "en"), ("", "en"),
    ],
)
def test_the_system_locale_picks_the_language(system: str, expected: str) -> None:
    assert choose_language("system", system) == expected
    assert choose_language("system", QLocale(system)) == expected


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_language_chosen_in_settings_wins_over_the_system(code: str) -> None:
    assert choose_language(code, "pl_PL") == code
    assert choose_language(code, "de_DE") == code


def test_an_unknown_setting_follows_the_system() -> None:
    assert choose_language("klingon", "es_CL") == "es"
    assert choose_language("", "pl_PL") == "pl"


def test_the_system_language_ignores_the_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LANGUAGE_ENV, "pl")
    assert system_language("es_ES") == "es"
    monkeypatch.delenv(LANGUAGE_ENV)
    assert system_language() == choose_language("system")


def test_the_environment_overrides_setting_and_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LANGUAGE_ENV, "pl")
    assert choose_language("es", "pt_BR") == "pl"
    monkeypatch.setenv(LANGUAGE_ENV, "system")
    assert choose_language("es", "pt_BR") == "pt_BR"
    monkeypatch.setenv(LANGUAGE_ENV, "xx")
    assert choose_language("es", "pt_BR") == "es"


def test_the_language_setting_defaults_to_the_system(settings: Settings) -> None:
    assert settings.language == "system"
    settings.language = "pl"
    assert settings.language == "pl"


@pytest.mark.parametrize("stored", ["klingon", "PL", "", "pt-BR", "1"])
def test_an_invalid_stored_language_reads_as_system(
    settings: Settings, stored: str, tmp_path: Path
) -> None:
    settings.store.setValue("view/language", stored)
    settings.sync()
    reopened = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert reopened.language == "system"
    assert choose_language(reopened.language, "pl_PL") == "pl"


def test_an_invalid_language_is_never_stored(settings: Settings) -> None:
    with pytest.raises(ValueError, match="klingon"):
        settings.language = "klingon"


def test_english_gets_only_its_plural_forms(qapp: QApplication) -> None:
    locale = QLocale()
    translators = install_translators(qapp, "en")
    try:
        assert len(translators) == 1  # Addiction's own: Qt's buttons are English already
        assert QLocale() == locale
        assert QCoreApplication.translate("ScoreChart", "%n game(s)", "", 1) == "1 game"
        assert QCoreApplication.translate("ScoreChart", "%n game(s)", "", 2) == "2 games"
        assert QCoreApplication.translate("WindowMenus", "&Quit") == "&Quit"
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)


def test_an_unknown_language_cannot_be_installed(qapp: QApplication) -> None:
    with pytest.raises(ValueError, match="unknown language"):
        install_translators(qapp, "de")


def test_a_forced_language_brings_its_number_formats(qapp: QApplication) -> None:
    translators = install_translators(qapp, "pl")
    try:
        assert QLocale().language() == QLocale.Language.Polish
        assert QCoreApplication.translate("WindowMenus", "&Quit") == "Zak&ończ"
        # Qt's own catalogue: the standard buttons of dialogs.
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Anuluj"
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert QCoreApplication.translate("WindowMenus", "&Quit") == "&Quit"


def test_the_catalogue_finds_strings_under_the_context_the_code_asks_with(
    qapp: QApplication,
) -> None:
    data = catalogue_data("es")
    assert data is not None
    translator = CatalogueTranslator(data)
    # Module-level text through QCoreApplication.translate("Rules", ...).
    assert translator.translate("Rules", "<h3>Goal</h3>") == "<h3>Objetivo</h3>"
    assert translator.translate("StatisticsDialog", "fastest win") == "victoria más rápida"
    # Plurals pick their form by the count.
    assert translator.translate("ScoreChart", "%n game(s)", "", 1) == "%n partida"
    assert translator.translate("ScoreChart", "%n game(s)", "", 5) == "%n partidas"
    assert not translator.translate("MainWindow", "not a string of the game")


def test_a_damaged_catalogue_is_refused() -> None:
    with pytest.raises(ValueError, match="not a Qt translation"):
        CatalogueTranslator(b"not a catalogue")


def language_actions(menu: QMenu) -> list[QAction]:
    submenu = menu.findChild(QMenu, "language_menu")
    assert isinstance(submenu, QMenu)
    return [action for action in submenu.actions() if not action.isSeparator()]


def test_the_language_menu_offers_system_and_each_language(
    qtbot: QtBot, settings: Settings
) -> None:
    settings.language = "es"
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("Settings")
    build_language_menu(menu, settings)
    actions = language_actions(menu)
    assert [action.data() for action in actions] == ["system", "en", "pt_BR", "es", "pl"]
    assert [action.text() for action in actions][1:] == list(LANGUAGES.values())
    assert actions[0].text() == f"System Default ({LANGUAGES[system_language()]})"
    assert all(action.isCheckable() for action in actions)
    assert [action.isChecked() for action in actions] == [False, False, False, True, False]


def test_choosing_a_language_stores_it_and_says_when_it_applies(
    qtbot: QtBot, settings: Settings, tmp_path: Path
) -> None:
    told: list[str] = []
    menu = QMenu()
    build_language_menu(menu, settings, told.append)
    language_actions(menu)[4].trigger()
    assert settings.language == "pl"
    assert told == ["The language changes the next time you start Addiction."]
    reopened = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert reopened.language == "pl"
    language_actions(menu)[0].trigger()
    assert settings.language == "system"
    assert len(told) == 2


def test_without_a_callback_a_note_opens_beside_the_window(
    qtbot: QtBot, settings: Settings
) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("Settings")
    build_language_menu(menu, settings)
    language_actions(menu)[2].trigger()
    assert settings.language == "pt_BR"
    notes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert len(notes) == 1
    assert notes[0].parentWidget() is window
    assert "next time" in notes[0].text()
    # Play goes on while it is open: it does not block the window.
    assert notes[0].windowModality() == Qt.WindowModality.NonModal
    notes[0].close()
