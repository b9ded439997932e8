# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A page that is left keeps its game but gives back what can be drawn again: its cards'
pictures, its felt's picture, and the card art's faces of its size; coming back draws them
again exactly as they were, and Auto plays on as if the page had never been left."""

from __future__ import annotations

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from addiction.cardart.items import CardItem
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.solver.advisor import Advisor
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.table.page import GamePage, PageContext
from addiction.table.view import CardTableView
from tests.conftest import OpenWindow

DEAL = 5
# Auto's searches bounded by positions, not time: the same decisions on every run.
NODES = 3000
WINDOW = (1000, 700)


def addiction(context: PageContext) -> GamePage:
    """Addiction deal 5, with a node-bounded Auto."""
    return GapsPage(context, model=GapsModel(GapsGame.new(DEAL)),
                    advisor_factory=lambda: Advisor(nodes=NODES))


def pyramid(context: PageContext) -> GamePage:
    return PyramidPage(context, model=PyramidModel(PyramidGame.new(DEAL)))


# A shown window on Addiction deal 5 with Pyramid beside it, without a record book.
PAGES = {"addiction": addiction, "pyramid": pyramid}


def cards(view: CardTableView) -> list[CardItem]:
    return [item for item in view.scene().items() if isinstance(item, CardItem)]


def picture(view: CardTableView) -> QImage:
    return view.grab().toImage()


def test_a_page_left_gives_back_its_pictures_and_draws_them_again_on_return(
    open_window: OpenWindow,
) -> None:
    window = open_window("addiction", storage=None, factories=PAGES, size=WINDOW)
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
    stayed = open_window("addiction", storage=None, factories=PAGES, size=WINDOW)
    left = open_window("addiction", storage=None, factories=PAGES, size=WINDOW)
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
