# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A new language shows from the next start, and the player is asked plainly: "Restart Now"
saves the game in progress, ends the program and starts it again (once the one-copy socket
is gone); "Later" says when the language changes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.program import app
from addiction.program.instance import hand_over, server_name
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV, default_data_dir
from addiction.table.settings import Settings


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ADDICTION_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))


def language_action(window: MainWindow, code: str) -> QAction:
    submenu = window.findChild(QMenu, "language_menu")
    assert isinstance(submenu, QMenu)
    return next(action for action in submenu.actions() if action.data() == code)


def question(window: MainWindow) -> QMessageBox:
    boxes = [box for box in window.findChildren(QMessageBox, "restart_question")
             if box.isVisible()]
    assert len(boxes) == 1
    return boxes[0]


def answer(box: QMessageBox, text: str) -> None:
    button = next(b for b in box.buttons() if b.text() == text)
    button.click()


def test_later_keeps_playing_and_says_when_the_language_changes(
        qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings, start="addiction")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    language_action(window, "pl").trigger()
    assert settings.language == "pl"
    box = question(window)
    assert box.isModal() and "starts again" in box.text()
    assert {b.text() for b in box.buttons()} == {"Restart Now", "Later"}
    answer(box, "Later")
    assert window.isVisible() and not window.restart_requested
    assert window.statusBar().currentMessage() == \
        "The language changes the next time you start Addiction."


def test_restart_now_saves_the_game_ends_and_starts_again(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[tuple[list[str], bool]] = []

    def relaunch(command: list[str]) -> bool:
        # By now nothing answers on the one-copy socket: the new start will be the game.
        taken = hand_over(server_name(default_data_dir()), {"game": None, "deal": None,
                                                           "position": None, "rules": None})
        started.append((command, taken))
        return True

    monkeypatch.setattr(app, "relaunch", relaunch)
    windows: list[MainWindow] = []

    def choose() -> None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        windows.append(window)
        page = window.page
        assert page is not None
        page.model.play(page.model.game.moves()[0])  # type: ignore[attr-defined]
        language_action(window, "es").trigger()
        QTimer.singleShot(0, lambda: answer(question(window), "Restart Now"))

    QTimer.singleShot(0, choose)
    assert app.main(["--deal", "12"]) == 0
    [window] = windows
    qtbot.addWidget(window)
    assert window.restart_requested and not window.isVisible()
    # Started again without this start's arguments (no --deal): the game left comes back.
    assert started == [([sys.executable, "-m", "addiction"], False)]
    assert app.restart_command() == [sys.executable, "-m", "addiction"]

    again: list[tuple[int, int, str]] = []

    def look() -> None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        page = window.page
        assert page is not None
        again.append((page.game.deal, page.game.moves_played, window.settings.language))
        window.close()

    QTimer.singleShot(0, look)
    assert app.main([]) == 0
    assert again == [(12, 1, "es")]
    assert started == [([sys.executable, "-m", "addiction"], False)]


def test_a_frozen_build_starts_its_own_program_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert app.restart_command() == [sys.executable]
