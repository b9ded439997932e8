# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The start screen: a miniature of each game's table, chosen by mouse or keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from addiction.ui.cardart import CardArt
from addiction.ui.start_screen import StartScreen


@pytest.fixture
def art() -> CardArt:
    return CardArt()


@pytest.fixture
def screen(qtbot: QtBot, art: CardArt) -> StartScreen:
    widget = StartScreen(art)
    qtbot.addWidget(widget)
    widget.resize(1000, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def colours(image: QImage, rect: QRect) -> set[int]:
    return {image.pixel(x, y) for x in range(rect.left(), rect.right(), 7)
            for y in range(rect.top(), rect.bottom(), 7)}


def test_each_tile_shows_its_game(screen: StartScreen) -> None:
    assert [tile.title for tile in screen.tiles.values()] == ["Addiction", "Pyramid"]
    assert all(tile.description for tile in screen.tiles.values())
    image = screen.grab().toImage()
    for tile in screen.tiles.values():
        picture = tile.picture_rect().toRect().translated(tile.pos())
        # Card faces, suit colours and the felt between them: many colours, not a blank box.
        assert len(colours(image, picture)) > 30, tile.name
    addiction, pyramid = (tile.picture_rect() for tile in screen.tiles.values())
    assert addiction.size() == pyramid.size()


def test_a_click_or_enter_chooses(qtbot: QtBot, screen: StartScreen) -> None:
    with qtbot.waitSignal(screen.chosen) as chosen:
        qtbot.mouseClick(screen.tiles["pyramid"], Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert chosen.args == ["pyramid"]
    screen.offer("addiction")
    assert screen.tiles["addiction"].hasFocus()
    with qtbot.waitSignal(screen.chosen) as chosen:
        qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert chosen.args == ["addiction"]


def test_tiles_are_no_taller_than_their_picture_needs(qtbot: QtBot, screen: StartScreen) -> None:
    narrow = {name: tile.width() for name, tile in screen.tiles.items()}
    screen.resize(1400, 1000)
    # The layout has taken the new size once every tile has grown with the screen.
    qtbot.waitUntil(lambda: all(tile.width() > narrow[name]
                                for name, tile in screen.tiles.items()))
    for tile in screen.tiles.values():
        assert tile.height() <= tile.heightForWidth(tile.width()) + 1
        assert tile.height() < screen.height() * 0.8


def test_the_four_colour_deck_redraws_the_miniatures(screen: StartScreen, art: CardArt) -> None:
    tile = screen.tiles["addiction"]
    before = screen.grab().toImage()
    art.four_colour = True
    screen.refresh_cards()
    after = screen.grab().toImage()
    picture = tile.picture_rect().toRect().translated(tile.pos())
    assert colours(before, picture) != colours(after, picture)
