# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A page that is left keeps its game but gives back what can be drawn again: its cards'
pictures, its felt's picture, and the card art's faces of its size; coming back draws them
again exactly as they were, and Auto plays on as if the page had never been left."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.solver.advisor import Advisor
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow
from addiction.table.items import CardItem
from addiction.table.page import GamePage, PageContext
from addiction.table.settings import Settings
from addiction.table.view import CardTableView

OpenWindow = Callable[[], MainWindow]
DEAL = 5
# Auto's searches bounded by positions, not time: the same decisions on every run.
NODES = 3000


@pytest.fixture
def open_window(qtbot: QtBot, tmp_path: Path, data_dir: Path) -> Iterator[OpenWindow]:
    """A shown window on Addiction deal 5 (a node-bounded Auto) with Pyramid beside it."""
    made: list[MainWindow] = []

    def open_() -> MainWindow:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.winnable_indicator = False

        def addiction(context: PageContext) -> GamePage:
            return GapsPage(context, model=GapsModel(GapsGame.new(DEAL)),
                            advisor_factory=lambda: Advisor(nodes=NODES))

        def pyramid(context: PageContext) -> GamePage:
            return PyramidPage(context, model=PyramidModel(PyramidGame.new(DEAL)))

        window = MainWindow(settings, start="addiction",
                            factories={"addiction": addiction, "pyramid": pyramid})
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield open_
    for window in made:
        window.close()


def cards(view: CardTableView) -> list[CardItem]:
    return [item for item in view.scene().items() if isinstance(item, CardItem)]


def picture(view: CardTableView) -> QImage:
    return view.grab().toImage()


def test_a_page_left_gives_back_its_pictures_and_draws_them_again_on_return(
    open_window: OpenWindow,
) -> None:
    window = open_window()
    window.play_game("pyramid")  # made once, and laid out at its size
    page = window.play_game("addiction")
    view = page.view
    before = picture(view)
    faces = {item.card: item.face_pixels for item in cards(view)}
    assert faces and all(item.has_sprite for item in cards(view)) and view.felt_cached
    assert window.art.cached > 0

    pyramid = window.play_game("pyramid")
    picture(pyramid.view)
    assert view.pictures_released and not view.felt_cached
    assert not any(item.has_sprite for item in cards(view))
    # The art keeps Pyramid's faces (52 and the back at most), not Addiction's as well.
    assert 0 < window.art.cached <= 53

    window.choose_game()  # no table on show: no face is kept, no page holds a picture
    assert window.art.cached == 0
    assert pyramid.view.pictures_released and not any(item.has_sprite for item in cards(pyramid.view))

    window.play_game("addiction")
    assert not view.pictures_released
    assert {item.card: item.face_pixels for item in cards(view)} == faces
    assert all(item.has_sprite for item in cards(view))
    assert picture(view) == before


def auto(page: GamePage, qtbot: QtBot, times: int) -> None:
    for _ in range(times):
        played = len(page.game.history)
        assert page.ask("auto")
        qtbot.waitUntil(lambda played=played: len(page.game.history) > played, timeout=20000)


def test_auto_plays_on_after_a_page_was_left_as_if_it_never_was(
    open_window: OpenWindow, qtbot: QtBot
) -> None:
    stayed = open_window()
    left = open_window()
    for window in (stayed, left):
        assert window.page is not None
        auto(window.page, qtbot, 3)
    kept = left.page
    assert kept is not None
    left.play_game("pyramid")
    left.choose_game()
    assert left.play_game("addiction") is kept
    for window in (stayed, left):
        assert window.page is not None
        auto(window.page, qtbot, 3)
    assert stayed.page is not None
    assert kept.game.history == stayed.page.game.history
    assert kept.game.to_text() == stayed.page.game.to_text()
