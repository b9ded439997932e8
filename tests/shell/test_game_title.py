# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The table names its game: Addiction, Montana, Spaces and Moonlight lay out alike, so the
status strip of every game's page starts with the game's title, read aloud with the rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from addiction.registry import games
from addiction.shell.window import MainWindow
from addiction.table.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    shown = MainWindow(settings)
    qtbot.addWidget(shown)
    shown.resize(800, 600)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.mark.parametrize("game_id", [spec.id for spec in games()])
def test_every_game_names_itself_in_the_status_strip(window: MainWindow, game_id: str) -> None:
    window.menus.game_actions[game_id].trigger()
    page = window.page
    assert page is not None and page.spec.id == game_id
    label = page.status.findChild(QLabel, "game_title")
    assert label is page.title_label
    assert label.text() == page.spec.title and label.isVisible()
    assert label.font().bold() and label.toolTip() == page.spec.description
    # First in the strip, so S reads it first, and laid out whole at 800×600.
    assert page.status_text().startswith(f"{page.spec.title}. ")
    assert label.width() >= label.sizeHint().width()


def test_the_titles_of_look_alike_games_differ(window: MainWindow) -> None:
    shown = set()
    for game_id in ("addiction", "montana", "spaces", "moonlight"):
        window.menus.game_actions[game_id].trigger()
        assert window.page is not None
        shown.add(window.page.title_label.text())
    assert len(shown) == 4
