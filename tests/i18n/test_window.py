# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Each language on the real window: no string the player sees stays in English."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QLabel, QMenu
from pytestqt.qtbot import QtBot

from addiction.core import MAX_DEAL
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.i18n import LANGUAGE_ENV, LANGUAGES, TRANSLATED, install_translators
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV
from addiction.table.dialogs import DealDialog
from addiction.table.page import PageContext
from addiction.table.settings import SETTINGS_ENV, Settings
from tests.conftest import OpenWindow

# Strings that are rightly the same in a language as in English: the game's name, digits,
# words the language shares with English, and each language's own name in the Language menu.
_EVERYWHERE = {"Addiction", "&Addiction", "1", "2", "3", *LANGUAGES.values()}
# Names of the Gaps family that every language keeps, on their tiles and in the Game menu.
_RELATIVES = {"Montana", "&Montana", "Galary", "&Galary", "Paganini"}
SAME_AS_ENGLISH: dict[str, set[str]] = {
    "pt_BR": {*_EVERYWHERE, *_RELATIVES, "Normal", "&Auto", "Auto"},
    "es": {*_EVERYWHERE, *_RELATIVES, "P&aganini", "Normal"},
    "pl": {*_EVERYWHERE, *_RELATIVES, "P&aganini",
           "Spaces", "&Spaces", "Spaces and Aces", "S&paces and Aces"},
}
SYSTEM_DEFAULT = {"pt_BR": "Idioma do sistema", "es": "Idioma del sistema", "pl": "Język systemu"}
_ACCELERATOR = re.compile(r"(?<!&)&(?!&)(\w)")
# Figures alone (a score, a time, a deal number) read the same in every language.
_WORDS = re.compile(r"[^\W\d_]")

Found = list[tuple[str, str]]


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    locale = QLocale()
    yield
    QLocale.setDefault(locale)


def menus(window: MainWindow) -> Iterator[QMenu]:
    """Every menu of the menu bar, submenus included."""
    pending = [action.menu() for action in window.menuBar().actions()]
    while pending:
        menu = pending.pop(0)
        assert isinstance(menu, QMenu)
        yield menu
        pending += [action.menu() for action in menu.actions() if action.menu() is not None]


def visible_strings(window: MainWindow) -> Found:
    """(where, text) for every string of the window, in an order that does not depend on language."""
    found = [("window title", window.windowTitle())]
    found += [("menu bar", action.text()) for action in window.menuBar().actions()]
    for menu in menus(window):
        where = f"menu {menu.title()}"
        found.append((where, menu.title()))
        for action in menu.actions():
            if action.isSeparator() or action.menu() is not None:
                continue
            found.append((where, action.text()))
            found.append((f"{where} tooltip", action.toolTip()))
            found.append((f"{where} status tip", action.statusTip()))
    found.append(("toolbar title", window.menus.toolbar.windowTitle()))
    # Every label and button in the window, on every page: the start screen's games, the
    # status bar of each game, the toolbar's buttons, the notice bar.
    for label in window.findChildren(QLabel):
        found += [("label", label.text()), ("label tooltip", label.toolTip())]
    for button in window.findChildren(QAbstractButton):
        found += [("button", button.text()), ("button tooltip", button.toolTip())]
    return found


def rules_strings(window: MainWindow) -> Found:
    window.dialogs.show_rules()
    dialog = window.dialogs.rules_dialog
    assert dialog is not None
    found = [("rules title", dialog.windowTitle())]
    # One entry per paragraph of the help, so a single untranslated one is caught.
    found += [("rules text", line) for line in dialog.text.toPlainText().splitlines()]
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    found += [("rules button", button.text()) for button in buttons.buttons()]
    dialog.close()
    return found


def addiction(context: PageContext) -> GapsPage:
    return GapsPage(context, model=GapsModel(GapsGame.new(1)))


def pyramid(context: PageContext) -> PyramidPage:
    return PyramidPage(context, model=PyramidModel(PyramidGame.new(1)))


def open_on(open_window: OpenWindow, tmp_path: Path, start: str) -> MainWindow:
    """The window on ``start`` (deal 1 of either game), not shown, with settings of its own."""
    settings = Settings(QSettings(str(tmp_path / f"{start}.ini"), QSettings.Format.IniFormat))
    window = open_window(start, storage=None, settings=settings, show=False,
                         factories={"addiction": addiction, "pyramid": pyramid})
    # The Language menu sits in the menu that holds the other display options.
    language = window.findChild(QMenu, "language_menu")
    assert language is not None
    assert language.menuAction() in window.menus.settings_menu.actions()
    return window


def everything(open_window: OpenWindow, tmp_path: Path) -> Found:
    """The strings of the window on each game, with each game's rules, and on the start
    screen. A page's own menus and status strip are there only while it is on show."""
    found: Found = []
    for start in ("addiction", "pyramid", "choose"):
        window = open_on(open_window, tmp_path, start)
        found += [(f"{start}: {where}", text) for where, text in visible_strings(window)]
        found += [(f"{start}: {where}", text) for where, text in rules_strings(window)]
        window.close()
    return found


def in_language(code: str, app: QApplication, open_window: OpenWindow, tmp_path: Path) -> Found:
    translators = install_translators(app, code)
    try:
        assert len(translators) == 2  # Addiction's own catalogue and Qt's
        return everything(open_window, tmp_path)
    finally:
        for translator in translators:
            app.removeTranslator(translator)


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_string_of_the_window_stays_in_english(
    code: str, qapp: QApplication, open_window: OpenWindow, tmp_path: Path
) -> None:
    english = everything(open_window, tmp_path)
    translated = in_language(code, qapp, open_window, tmp_path)
    assert len(english) > 300
    pairs = list(zip(translated, english, strict=True))
    untranslated = [
        (where, text) for (where, text), (_, source) in pairs
        if text == source and _WORDS.search(text) and text not in SAME_AS_ENGLISH[code]
    ]
    assert untranslated == []
    blank = [where for (where, text), (_, source) in pairs if source and not text]
    assert blank == []


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_allowed_exceptions_are_really_used(
    code: str, qapp: QApplication, open_window: OpenWindow, tmp_path: Path
) -> None:
    """Each word let through as the same in English does appear in the window, untouched."""
    texts = {text for _, text in in_language(code, qapp, open_window, tmp_path)}
    assert SAME_AS_ENGLISH[code] - {"Auto", "Addiction"} <= texts
    assert any(text.startswith(SYSTEM_DEFAULT[code]) for text in texts)


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_menu_repeats_an_accelerator(
    code: str, qapp: QApplication, open_window: OpenWindow, tmp_path: Path
) -> None:
    translators = install_translators(qapp, code)
    try:
        window = open_on(open_window, tmp_path, "addiction")
        bar = [action.text() for action in window.menuBar().actions()]
        entries = {"menu bar": bar} | {
            menu.title(): [action.text() for action in menu.actions() if not action.isSeparator()]
            for menu in menus(window)
        }
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    for where, texts in entries.items():
        keys = [match.group(1).lower() for text in texts if (match := _ACCELERATOR.search(text))]
        assert len(keys) == len(set(keys)), (where, texts)


def test_messages_with_a_count_or_the_rules_read_in_polish(
    qapp: QApplication, open_window: OpenWindow, tmp_path: Path
) -> None:
    translators = install_translators(qapp, "pl")
    try:
        stuck = [
            QCoreApplication.translate(
                "GapsPage", "No card can move. Redeal (R) to go on: %n left.", "", left
            )
            for left in (1, 2, 5)
        ]
        window = open_on(open_window, tmp_path, "addiction")
        page = window.page
        assert isinstance(page, GapsPage)
        random_gaps = next(a for a in page.gaps_group.actions() if a.data() == "random")
        random_gaps.trigger()
        rules = window.statusBar().currentMessage()
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
    # Polish has three forms: one, a few (2-4, 22-24…) and many.
    assert stuck[0].endswith("zostało 1 tasowanie.")
    assert stuck[1].endswith("zostały 2 tasowania.")
    assert stuck[2].endswith("zostało 5 tasowań.")
    assert rules == "Zasady: 3 tasowania, puste pola losowo. Obowiązują od następnej gry."


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_deal_dialog_takes_the_highest_deal_as_it_writes_it(
    code: str, qapp: QApplication, qtbot: QtBot
) -> None:
    translators = install_translators(qapp, code)
    try:
        dialog = DealDialog(1)
        qtbot.addWidget(dialog)
        written = QLocale().toString(MAX_DEAL)
        prompt = dialog.findChild(QLabel)
        assert prompt is not None and written in prompt.text()
        dialog.edit.setText(written)
        assert dialog.deal() == MAX_DEAL
        dialog.edit.setText(QLocale().toString(MAX_DEAL + 1))
        assert dialog.deal() is None
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
