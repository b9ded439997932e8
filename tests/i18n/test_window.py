"""Each language on the real window: no string the player sees stays in English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMenu
from pytestqt.qtbot import QtBot

from addiction.engine import Game
from addiction.i18n import (
    LANGUAGE_ENV,
    LANGUAGES,
    TRANSLATED,
    build_language_menu,
    install_translators,
)
from addiction.model import GameModel
from addiction.store import DATA_DIR_ENV
from addiction.ui.dialogs import RulesDialog
from addiction.ui.main_window import MainWindow
from addiction.ui.settings import SETTINGS_ENV, Settings

# Strings that are rightly the same in a language as in English: the game's name, digits,
# words the language shares with English, and each language's own name in the Language menu.
SAME_AS_ENGLISH: dict[str, set[str]] = {
    "pt_BR": {"Addiction", "1", "2", "3", "Normal", "&Auto", "Auto", *LANGUAGES.values()},
    "es": {"Addiction", "1", "2", "3", "Normal", *LANGUAGES.values()},
    "pl": {"Addiction", "1", "2", "3", *LANGUAGES.values()},
}


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    locale = QLocale()
    yield
    QLocale.setDefault(locale)


def visible_strings(window: MainWindow) -> list[tuple[str, str]]:
    """(where, text) for every string of the window, in an order that does not depend on language."""
    found = [("window title", window.windowTitle())]

    def walk(menu: QMenu, where: str) -> None:
        found.append((f"{where} title", menu.title()))
        for action in menu.actions():
            if action.isSeparator():
                continue
            if action.menu() is not None:
                submenu = action.menu()
                assert isinstance(submenu, QMenu)
                walk(submenu, f"{where} > {submenu.title()}")
                continue
            found.append((f"{where}: action", action.text()))
            found.append((f"{where}: {action.text()} tooltip", action.toolTip()))
            if action.statusTip():
                found.append((f"{where}: {action.text()} status tip", action.statusTip()))

    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        walk(menu, "menu")
    found.append(("toolbar title", window.toolbar.windowTitle()))
    for action in window.toolbar.actions():
        if not action.isSeparator():
            found.append(("toolbar button", action.text()))
            found.append(("toolbar tooltip", action.toolTip()))
    for label in window.statusBar().findChildren(QLabel):
        if label.text():
            found.append(("status bar label", label.text()))
        if label.toolTip():
            found.append(("status bar tooltip", label.toolTip()))
    found.append(("notice bar close", window.notice.close_button.toolTip()))
    return found


def rules_strings(dialog: RulesDialog) -> list[tuple[str, str]]:
    found = [("rules title", dialog.windowTitle())]
    # One entry per paragraph of the help, so a single untranslated one is caught.
    found += [("rules text", line) for line in dialog.text.toPlainText().splitlines() if line]
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    found += [("rules button", button.text()) for button in buttons.buttons()]
    return found


def open_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    window = MainWindow(GameModel(Game.new(1)), settings)
    qtbot.addWidget(window)
    if window.findChild(QMenu, "language_menu") is None:
        # Where the window will have it: in the menu that holds the other display options.
        settings_menu = next(
            menu for action in window.menuBar().actions()
            if isinstance(menu := action.menu(), QMenu)
            and window.action_four_colour in menu.actions()
        )
        build_language_menu(settings_menu, settings)
    return window


def everything(qtbot: QtBot, tmp_path: Path) -> list[tuple[str, str]]:
    window = open_window(qtbot, tmp_path)
    window.show_rules()
    assert window.rules_dialog is not None
    strings = visible_strings(window) + rules_strings(window.rules_dialog)
    window.rules_dialog.close()
    window.model.deleteLater()
    return strings


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_string_of_the_window_stays_in_english(
    code: str, qapp: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    english = everything(qtbot, tmp_path)
    translators = install_translators(qapp, code)
    try:
        assert len(translators) == 2  # Addiction's own catalogue and Qt's
        translated = everything(qtbot, tmp_path)
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert len(english) > 100
    untranslated = [
        (where, text)
        for (where, text), (_, source) in zip(translated, english, strict=True)
        if text == source and text not in SAME_AS_ENGLISH[code]
    ]
    assert untranslated == []
    blank = [
        where for (where, text), (_, source) in zip(translated, english, strict=True)
        if source and not text
    ]
    assert blank == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_allowed_exceptions_are_really_used(
    code: str, qapp: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    """Each word let through as the same in English does appear in the window, untouched."""
    translators = install_translators(qapp, code)
    try:
        texts = {text for _, text in everything(qtbot, tmp_path)}
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    assert SAME_AS_ENGLISH[code] - {"Auto"} <= texts
    system_default = {"pt_BR": "Idioma do sistema", "es": "Idioma del sistema", "pl": "Język systemu"}
    assert any(text.startswith(system_default[code]) for text in texts)
