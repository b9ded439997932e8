# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window's one judge of deals, shared by its pages, and the options each page hands it:
the rules a New Game would use now."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import Rules
from addiction.shell.window import CHOOSE, MainWindow
from addiction.table.settings import Settings


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.winnable_indicator = False
    made = MainWindow(settings, start=CHOOSE)
    qtbot.addWidget(made)
    return made


def test_pages_share_the_windows_judging(window: MainWindow) -> None:
    pages = [window.page_for(game) for game in ("addiction", "pyramid", "spaces")]
    assert all(page.context.judging is window.judging for page in pages)


def test_deal_options_follow_the_players_choice(window: MainWindow) -> None:
    addiction = window.page_for("addiction")
    assert addiction.deal_options() == Rules.of("addiction")
    window.settings.set_value("rules/redeals", 1)
    window.settings.set_value("rules/redeal_when", "any")
    assert addiction.deal_options() == Rules(redeals=1, redeal_when="any")
    assert window.page_for("montana").deal_options() == Rules.of("montana", "any")
    pyramid = window.page_for("pyramid")
    assert pyramid.deal_options() == "classic"
    pyramid.new_game(5, "relaxed")
    assert pyramid.deal_options() == "relaxed"


def test_the_next_deal_as_the_player_would_get_it_is_judged(qtbot: QtBot, window: MainWindow) -> None:
    page = window.page_for("pyramid")
    page.new_game(2, "relaxed")
    with qtbot.waitSignal(window.judging.judged, timeout=30_000) as answer:
        window.judging.ask(page.spec, 2, page.deal_options())
    assert answer.args[0].rules_key == page.rules_key == "pyramid:relaxed"
    line = answer.args[0].line
    # The line plays to a win on the page itself, as D3's replay will play it.
    for action in line:
        page.play_advice(action)
    qtbot.waitUntil(lambda: page.model.game.is_won, timeout=10_000)
