# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Help › Rules: every game's rules under a picture of its table, drawn with the player's
cards, in a window sized for reading that still fits a small screen."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRect, QSettings, QSize
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from addiction.contract import TITLES_CONTEXT, GameSpec
from addiction.registry import game_spec, games
from addiction.shell.start_screen import paint_miniature
from addiction.shell.window import CHOOSE, MainWindow
from addiction.table.dialogs import RulesDialog, TablePicture
from addiction.table.settings import Settings
from tests.pictures import differing

SMALL_SCREEN = QSize(800, 600)
BIG_SCREEN = QSize(1920, 1080)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.winnable_indicator = False
    made = MainWindow(settings, start=CHOOSE)
    qtbot.addWidget(made)
    return made


def shown_rules(qtbot: QtBot, window: MainWindow, spec: GameSpec, room: QSize) -> RulesDialog:
    dialog = window.dialogs.rules_for(spec)
    qtbot.addWidget(dialog)
    dialog.fit_to(room)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def picture_of(dialog: RulesDialog) -> TablePicture:
    assert dialog.picture is not None
    return dialog.picture


def card_faces(image: QImage) -> float:
    """The share of the picture that is near white: the cards' faces on the green felt."""
    light = total = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            total += 1
            light += QColor(image.pixel(x, y)).lightness() > 200
    return light / total


def table_picture(window: MainWindow, game: str, like: TablePicture) -> QImage:
    """Game ``game``'s table on the felt, drawn straight from its page's miniature with the
    window's cards, at the size and pixel ratio of ``like``."""
    picture = TablePicture(partial(paint_miniature, game_spec(game)), window.art, "", "")
    return picture.picture_at(like.size(), like.devicePixelRatioF()).toImage()


def other_game(spec: GameSpec) -> str:
    """A game whose table another page draws: its picture must not pass for ``spec``'s."""
    def drawer(game: GameSpec) -> object:
        return game.page_class().paint_miniature.__func__  # type: ignore[attr-defined]

    return next(other.id for other in games() if drawer(other) is not drawer(spec))


@pytest.mark.parametrize("spec", games(), ids=lambda spec: spec.id)
def test_every_game_s_rules_show_a_picture_of_its_table(
    qtbot: QtBot, window: MainWindow, spec: GameSpec
) -> None:
    dialog = shown_rules(qtbot, window, spec, SMALL_SCREEN)
    picture = picture_of(dialog)
    assert picture.isVisible() and picture.width() > 400 and picture.height() >= 150
    image = picture.grab().toImage()
    # Cards on the felt: a good part of it card faces, and the game's own table as its page
    # draws it, not another game's.
    assert card_faces(image) > 0.08
    assert differing(image, table_picture(window, spec.id, picture)) < 0.02
    assert differing(image, table_picture(window, other_game(spec), picture)) > 0.1
    # Told to a screen reader too, naming the game.
    title = QCoreApplication.translate(TITLES_CONTEXT, spec.title)
    assert picture.accessibleName() and title in picture.accessibleDescription()


@pytest.mark.parametrize("spec", games(), ids=lambda spec: spec.id)
def test_the_picture_is_drawn_with_the_player_s_cards(window: MainWindow, spec: GameSpec) -> None:
    dialog = window.dialogs.rules_for(spec)
    picture = picture_of(dialog)
    size = QSize(420, 180)
    plain = picture.picture_at(size, 1.0).toImage()
    window.art.four_colour = True
    four = picture.picture_at(size, 1.0).toImage()
    window.art.high_contrast = True
    stark = picture.picture_at(size, 1.0).toImage()
    assert four != plain  # the four-colour deck's blue diamonds and green clubs
    assert stark not in (plain, four)  # high contrast's plain felt and black edges
    # Sharp on a high-density screen: drawn with twice the pixels, not scaled up.
    sharp = picture.picture_at(size, 2.0)
    assert sharp.size() == size * 2 and sharp.devicePixelRatio() == 2.0
    dialog.deleteLater()


@pytest.mark.parametrize("spec", games(), ids=lambda spec: spec.id)
def test_on_an_800_by_600_screen_the_rules_fit_and_read_comfortably(
    qtbot: QtBot, window: MainWindow, spec: GameSpec
) -> None:
    dialog = shown_rules(qtbot, window, spec, SMALL_SCREEN)
    # Room left for the title bar: the whole window on the screen.
    assert dialog.width() <= SMALL_SCREEN.width() - 16
    assert dialog.height() <= SMALL_SCREEN.height() - 40
    assert dialog.minimumSizeHint().height() <= dialog.height()
    # Wider than the old box, and a good many lines to read at once.
    assert dialog.width() >= 540
    lines = dialog.text.viewport().height() / dialog.text.fontMetrics().lineSpacing()
    assert lines >= 14
    # Picture, text and buttons each whole inside the window, one under the other.
    inside = QRect(0, 0, dialog.width(), dialog.height())
    picture = picture_of(dialog)
    for part in (picture, dialog.text, dialog.buttons):
        assert inside.contains(part.geometry()), part
    assert picture.geometry().bottom() < dialog.text.geometry().top()
    # No line is cut off at the side.
    assert dialog.text.document().idealWidth() <= dialog.text.viewport().width()


@pytest.mark.parametrize("spec", games(), ids=lambda spec: spec.id)
def test_on_a_big_screen_the_whole_text_shows_without_scrolling(
    qtbot: QtBot, window: MainWindow, spec: GameSpec
) -> None:
    dialog = shown_rules(qtbot, window, spec, BIG_SCREEN)
    assert dialog.text.verticalScrollBar().maximum() == 0
    assert dialog.text.document().idealWidth() <= dialog.text.viewport().width()
    # Sized to its text and picture, not to the screen.
    assert dialog.height() < BIG_SCREEN.height() - 100
    assert dialog.width() < BIG_SCREEN.width() / 2


def test_the_rules_window_fits_its_screen_and_can_be_resized(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.resize(760, 560)
    window.show()
    qtbot.waitExposed(window)
    window.dialogs.show_rules()
    dialog = window.dialogs.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.screen().availableGeometry().contains(dialog.frameGeometry())
    assert picture_of(dialog).isVisible()
    wider = dialog.size() + QSize(120, 60)
    dialog.resize(wider)
    assert dialog.size() == wider


def test_the_picture_follows_a_change_of_the_cards_look(qtbot: QtBot, window: MainWindow) -> None:
    window.show()
    window.dialogs.show_rules()
    dialog = window.dialogs.rules_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    before = picture_of(dialog).grab().toImage()
    window.menus.action_high_contrast.trigger()
    assert picture_of(dialog).grab().toImage() != before
