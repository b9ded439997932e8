# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The start screen: a miniature of each game's table, chosen by mouse or keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from addiction.cardart.art import CardArt
from addiction.cardart.items import hint_colour
from addiction.registry import families, game_spec, games, members
from addiction.shell.start_screen import GameTile, StartScreen
from tests.pictures import differing, miniature


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


def shown_game(tile_name: str) -> str:
    """The game whose table a tile shows: its own, or for a family its chosen member's."""
    family = next((f for f in families() if f.id == tile_name), None)
    return family.miniature if family is not None else tile_name


def other_game(game: str) -> str:
    """A game whose miniature another page draws: it must not pass for ``game``'s."""
    def drawer(game_id: str) -> object:
        return game_spec(game_id).page_class().paint_miniature.__func__  # type: ignore[attr-defined]

    return next(spec.id for spec in games() if drawer(spec.id) is not drawer(shown_game(game)))


def shows_miniature(image: QImage, screen: StartScreen, tile: GameTile, game: str, art: CardArt) -> bool:
    """Whether ``tile``'s picture in ``image`` (a grab of ``screen``) is ``game``'s miniature,
    drawn straight from its page at the picture's size."""
    where = tile_in(image, screen, tile)
    expected = miniature(game, tile.picture_rect().size(), art)
    return differing(image, expected, at=where.topLeft()) < 0.02


def front_tiles(screen: StartScreen) -> list[GameTile]:
    return [screen.tiles["addiction"], screen.tiles["pyramid"], screen.family_tiles["gaps"]]


def tile_in(image: QImage, screen: StartScreen, tile: GameTile) -> QRect:
    return tile.picture_rect().toRect().translated(tile.mapTo(screen, QPoint(0, 0)))


def test_each_tile_shows_its_game(screen: StartScreen, art: CardArt) -> None:
    # Addiction and Pyramid in front; the relatives together behind one tile.
    assert [tile.title for tile in front_tiles(screen)] == ["Addiction", "Pyramid", "Gaps Family"]
    assert all(tile.isVisible() for tile in front_tiles(screen))
    # A family's chooser is made when first opened: its tiles cost nothing before.
    assert "montana" not in screen.tiles
    image = screen.grab().toImage()
    for tile in front_tiles(screen):
        assert tile.description
        # The game's own table in small, as its page draws it: not another game's, not blank.
        assert shows_miniature(image, screen, tile, shown_game(tile.name), art), tile.name
        assert not shows_miniature(image, screen, tile, other_game(tile.name), art), tile.name
    sizes = {tile.picture_rect().size().toTuple() for tile in front_tiles(screen)}
    assert len(sizes) == 1


def test_the_family_tile_opens_its_chooser_and_back(
    qtbot: QtBot, screen: StartScreen, art: CardArt
) -> None:
    qtbot.mouseClick(screen.family_tiles["gaps"], Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    relatives = [spec.id for spec in members("gaps")]
    assert len(relatives) == 10
    qtbot.waitUntil(screen.tiles["montana"].isVisible)
    assert screen.tiles["montana"].hasFocus()
    assert not screen.tiles["addiction"].isVisible()
    image = screen.grab().toImage()
    for name in relatives:
        tile = screen.tiles[name]
        assert tile.isVisible() and tile.description, name
        assert shows_miniature(image, screen, tile, name, art), name
        assert not shows_miniature(image, screen, tile, other_game(name), art), name
    with qtbot.waitSignal(screen.chosen) as chosen:
        qtbot.mouseClick(screen.tiles["double-montana"], Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert chosen.args == ["double-montana"]
    # Escape goes back to every game, the keyboard on the family's tile.
    qtbot.keyClick(screen.focusWidget(), Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(screen.tiles["addiction"].isVisible)
    assert screen.family_tiles["gaps"].hasFocus()


def test_offering_a_relative_puts_the_keyboard_on_its_family(screen: StartScreen) -> None:
    screen.open_family("gaps")
    screen.offer("blue-moon")
    assert screen.tiles["addiction"].isVisible()
    assert screen.family_tiles["gaps"].hasFocus()


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
    narrow = {tile.name: tile.width() for tile in front_tiles(screen)}
    screen.resize(1400, 1000)
    # The layout has taken the new size once every tile has grown with the screen.
    qtbot.waitUntil(lambda: all(tile.width() > narrow[tile.name] for tile in front_tiles(screen)))
    for tile in front_tiles(screen):
        assert tile.height() <= tile.heightForWidth(tile.width()) + 1
        assert tile.height() < screen.height() * 0.8


def test_the_four_colour_deck_redraws_the_miniatures(screen: StartScreen, art: CardArt) -> None:
    tile = screen.tiles["addiction"]
    before = screen.grab().toImage()
    art.four_colour = True
    screen.refresh_cards()
    after = screen.grab().toImage()
    picture = tile_in(before, screen, tile)
    assert colours(before, picture) != colours(after, picture)


def test_a_tile_lays_its_text_out_again_for_a_new_font_or_text(screen: StartScreen) -> None:
    # A tile keeps its text's layout for each width it was asked about; a larger font or a
    # new title (another language) must not find the old one.
    tile = screen.tiles["addiction"]
    width = tile.width()
    before = tile.text_height(width)
    assert tile.text_height(width) == before
    font = tile.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    tile.setFont(font)
    assert tile.text_height(width) > before
    title = tile.text_layout()[0]
    tile.title = "A much longer title than the game has, to wrap onto more lines"
    assert tile.text_layout()[0].text == tile.title
    assert tile.text_layout()[0].rect.height() > title.rect.height()


def frame_colours(tile: GameTile) -> set[int]:
    """The colours of a tile's frame and the room around its picture and text."""
    image = tile.grab().toImage()
    strip = [QPoint(x, y) for x in range(6, tile.width() - 6, 3) for y in (2, 3, 4, 5)]
    return {image.pixel(point) for point in strip}


def test_the_pointer_and_the_keyboard_light_a_tile_differently(
        qtbot: QtBot, screen: StartScreen) -> None:
    hovered, focused = screen.tiles["pyramid"], screen.tiles["addiction"]
    screen.activateWindow()
    focused.setFocus()
    qtbot.waitUntil(focused.hasFocus)
    # The pointer rests on another tile than the keyboard's.
    qtbot.mouseMove(hovered, hovered.rect().center())  # type: ignore[no-untyped-call]
    qtbot.waitUntil(hovered.underMouse)
    idle = screen.family_tiles["gaps"]
    hover, focus, rest = frame_colours(hovered), frame_colours(focused), frame_colours(idle)
    # Three looks: the two lit tiles are told apart from each other and from a tile at rest.
    assert len({frozenset(hover), frozenset(focus), frozenset(rest)}) == 3
    # The focus frame is the keyboard's colour; the pointer's highlight is not.
    assert keyboard_coloured(focus) and not keyboard_coloured(hover)


def keyboard_coloured(colours: set[int]) -> bool:
    """Whether any of ``colours`` is the keyboard frame's (the hint's) colour, or near it."""
    frame = hint_colour()
    return any(abs(QColor(c).hue() - frame.hue()) < 12 and QColor(c).saturation() > 120
               for c in colours)
