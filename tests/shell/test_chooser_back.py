# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Choose Game (Ctrl+G) from a game in play has a way back: Escape, or the button under the
tiles, returns to the game as it was left."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from addiction.games.gaps.page import GapsPage
from addiction.shell.window import CHOOSE, MainWindow
from addiction.table.settings import Settings


def open_window(qtbot: QtBot, tmp_path: Path, start: str) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    window = MainWindow(settings, start=start)
    qtbot.addWidget(window)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    return window


def test_escape_or_back_returns_to_the_game_as_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, "addiction")
    page = window.page
    assert isinstance(page, GapsPage)
    page.new_game(3)
    page.model.play(page.model.game.moves()[0])
    as_left = (page.game.to_text(), page.game.moves_played, len(page.game.history),
               page.elapsed, page.assisted)
    screen = window.start_screen
    for back in ("escape", "button"):
        qtbot.keyClick(page.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)  # type: ignore[no-untyped-call]
        qtbot.waitUntil(screen.isVisible)
        assert window.page is None
        assert screen.back_button.isVisible() and "Addiction" in screen.back_button.text()
        if back == "escape":
            qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
        else:
            qtbot.mouseClick(screen.back_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
        qtbot.waitUntil(page.view.isVisible)
        assert window.page is page
        assert (page.game.to_text(), page.game.moves_played, len(page.game.history),
                page.elapsed, page.assisted) == as_left
        # The game's commands are offered again.
        assert window.menus.action_undo.isEnabled()


def test_a_family_chooser_escapes_to_the_games_first(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, "pyramid")
    page = window.page
    assert page is not None
    window.menus.action_choose_game.trigger()
    screen = window.start_screen
    screen.open_family("gaps")
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert window.page is None and screen.current_page() is screen.games_page
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert window.page is page


def test_at_the_first_start_there_is_no_game_to_go_back_to(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, CHOOSE)
    screen = window.start_screen
    assert screen.isVisible() and not screen.back_button.isVisible()
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert window.page is None and screen.isVisible()
