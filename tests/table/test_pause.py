# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The desktop's standard game keys: F5 restarts the deal, P pauses. Paused, the clock stands
(and the status strip says so), the table is covered (no card in sight) and nothing can be
played; P again, a click on the cover or its Resume button resumes. Pausing stops Play to the
End; a finished game has nothing to pause. Both games: the Gaps family's and Pyramid's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QColor, QImage, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow
from addiction.table.page import GamePage, PageContext
from addiction.table.settings import Settings

Key = Qt.Key
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


class FakeClock:
    """A monotonic clock the test moves on by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def open_window(qtbot: QtBot, tmp_path: Path, game_id: str,
                factory: Callable[[PageContext], GamePage]) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    settings.confirm_leave = False
    made = MainWindow(settings, start=game_id, factories={game_id: factory})
    qtbot.addWidget(made)
    made.resize(1000, 700)
    with qtbot.waitActive(made):
        made.show()
        made.activateWindow()
    return made


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, clock: FakeClock) -> MainWindow:
    """Addiction's deal 9 in the window, its clock the test's, the keyboard on its table."""
    def addiction(context: PageContext) -> GamePage:
        return GapsPage(context, model=GapsModel(GapsGame.new(9), clock=clock))

    return open_window(qtbot, tmp_path, "addiction", addiction)


@pytest.fixture
def pyramid_window(qtbot: QtBot, tmp_path: Path, clock: FakeClock) -> MainWindow:
    """Pyramid's deal 2 in the window, its clock the test's."""
    def pyramid(context: PageContext) -> GamePage:
        return PyramidPage(context, model=PyramidModel(PyramidGame.new(2), clock=clock))

    return open_window(qtbot, tmp_path, "pyramid", pyramid)


def page_of(window: MainWindow) -> GapsPage:
    page = window.page
    assert isinstance(page, GapsPage)
    return page


def key(qtbot: QtBot, window: MainWindow, code: Qt.Key,
        modifier: Qt.KeyboardModifier = NO_MODIFIER) -> None:
    """A key pressed where the keyboard is, as a player presses it."""
    target = QApplication.focusWidget() or window
    assert target.window() is window or target.window().isModal()
    qtbot.keyClick(target, code, modifier)  # type: ignore[no-untyped-call]


def card_pixels(image: QImage, area: QRect) -> int:
    """How many sampled pixels of ``area`` are card-face white (the felt is green)."""
    count = 0
    for x in range(area.left(), area.right(), 4):
        for y in range(area.top(), area.bottom(), 4):
            colour = QColor(image.pixel(x, y))
            if colour.lightness() > 200 and colour.saturation() < 60:
                count += 1
    return count


def table_area(window: MainWindow) -> QRect:
    assert window.page is not None
    view = window.page.view
    return QRect(view.mapTo(window, QPoint(0, 0)), view.size())


def cover_of(page: GamePage) -> QWidget:
    cover = page.view.findChild(QWidget, "pause_cover")
    assert cover is not None
    return cover


def time_shown(page: GamePage) -> str:
    return page.time_label.text()


def test_f5_restarts_the_deal_and_the_menu_shows_it(qtbot: QtBot, window: MainWindow) -> None:
    page = page_of(window)
    restart = window.menus.action_restart
    # The menu shows F5; Ctrl+R, the game's key before, still works.
    assert restart.shortcut() == QKeySequence("F5")
    assert QKeySequence("Ctrl+R") in restart.shortcuts()
    dealt = page.game.to_text()
    for code, modifier in ((Key.Key_F5, NO_MODIFIER), (Key.Key_R, Qt.KeyboardModifier.ControlModifier)):
        page.model.play(page.model.game.moves()[0])
        assert page.game.to_text() != dealt
        with qtbot.waitSignal(page.started):
            key(qtbot, window, code, modifier)
        assert page.game.to_text() == dealt and page.game.deal == 9 and not page.game.history


def test_the_game_menu_offers_pause_with_its_key(window: MainWindow) -> None:
    game_menu = window.menuBar().actions()[0].menu()
    assert isinstance(game_menu, QMenu)
    entries = game_menu.actions()
    pause, restart = window.menus.action_pause, window.menus.action_restart
    assert pause in entries and restart in entries
    assert pause.shortcut() == QKeySequence("P") and pause.isCheckable()
    assert pause.isEnabled() and not pause.isChecked()


def test_p_stops_the_clock_covers_the_table_and_p_again_resumes(
        qtbot: QtBot, window: MainWindow, clock: FakeClock) -> None:
    page = page_of(window)
    page.model.play(page.model.game.moves()[0])
    clock.now += 5
    assert page.elapsed == 5
    shown = card_pixels(window.grab().toImage(), table_area(window))
    assert shown > 1000
    key(qtbot, window, Key.Key_P)
    assert page.held and window.menus.action_pause.isChecked()
    clock.now += 100
    assert page.elapsed == 5
    # The status strip says why the clock stands.
    assert time_shown(page) == "Time: 0:05 (paused)"
    # The table is covered: the felt, the sign and a few words, no card.
    assert card_pixels(window.grab().toImage(), table_area(window)) < shown / 20
    cover = cover_of(page)
    assert cover.isVisible() and cover.geometry() == page.view.rect()
    sentence = cover.findChild(QLabel, "paused")
    assert sentence is not None and sentence.isVisible() and sentence.text() == "Paused"
    resume = cover.findChild(QPushButton, "resume")
    assert resume is not None and resume.hasFocus()
    # Nothing can be played meanwhile: not a hint, Auto, an undo, a redeal, the arrows, nor a
    # copy of the cards; nor a key or a click sent to the table under the cover.
    position, moves = page.game.to_text(), page.game.moves_played
    for code, modifier in ((Key.Key_H, NO_MODIFIER), (Key.Key_A, NO_MODIFIER),
                           (Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
                           (Key.Key_R, NO_MODIFIER), (Key.Key_Right, NO_MODIFIER),
                           (Key.Key_Tab, NO_MODIFIER), (Key.Key_Down, NO_MODIFIER)):
        key(qtbot, window, code, modifier)
    assert resume.hasFocus()
    qtbot.keyClick(page.view, Key.Key_Return)  # type: ignore[no-untyped-call]
    card = page.model.game.moves()[0].card
    point = page.view.mapFromScene(page.view.card_item(card).sceneBoundingRect().center())
    qtbot.mouseClick(page.view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=point)
    qtbot.wait(100)
    assert (page.game.to_text(), page.game.moves_played) == (position, moves)
    assert page.held and not page.solver.busy and not page.assisted
    menus = window.menus
    for action in (menus.action_hint, menus.action_auto, menus.action_undo, menus.action_copy,
                   menus.action_play_to_end, menus.action_give_up, menus.action_demo,
                   page.action_redeal):
        assert not action.isEnabled(), action.text()
    # P again: the clock runs on from where it stood, the cards are back.
    key(qtbot, window, Key.Key_P)
    assert not page.held and not cover.isVisible() and not menus.action_pause.isChecked()
    assert time_shown(page) == "Time: 0:05"
    clock.now += 3
    assert page.elapsed == 8
    assert card_pixels(window.grab().toImage(), table_area(window)) > shown * 0.9
    assert menus.action_hint.isEnabled() and menus.action_undo.isEnabled()
    # The keyboard is back on the table: the arrows and Enter play again.
    assert page.view.hasFocus()


def test_a_click_on_the_cover_resumes_without_playing(
        qtbot: QtBot, window: MainWindow, clock: FakeClock) -> None:
    page = page_of(window)
    page.model.play(page.model.game.moves()[0])
    window.menus.action_pause.trigger()
    assert page.held
    position = page.game.to_text()
    # Where a card that can move lies, under the cover.
    card = page.model.game.moves()[0].card
    point = page.view.mapFromScene(page.view.card_item(card).sceneBoundingRect().center())
    cover = cover_of(page)
    target = page.view.childAt(point)
    assert target is not None
    assert target is cover or cover.isAncestorOf(target)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=target.mapFrom(page.view, point))
    assert not page.held and page.game.to_text() == position
    clock.now += 2
    assert page.elapsed == 2


def test_enter_on_the_resume_button_resumes(qtbot: QtBot, window: MainWindow) -> None:
    page = page_of(window)
    key(qtbot, window, Key.Key_P)
    assert page.held
    position = page.game.to_text()
    key(qtbot, window, Key.Key_Return)
    assert not page.held and not cover_of(page).isVisible()
    assert page.game.to_text() == position


def test_pausing_stops_play_to_the_end_and_says_so(
        qtbot: QtBot, window: MainWindow, clock: FakeClock) -> None:
    page = page_of(window)
    page.model.play(page.model.game.moves()[0])
    window.menus.action_play_to_end.trigger()
    assert page.playing_to_end
    key(qtbot, window, Key.Key_P)
    assert page.held and not page.playing_to_end
    assert window.statusBar().currentMessage() == "Play to the End stopped."
    assert not window.menus.action_play_to_end.isChecked()
    # Nothing of it is played under the cover.
    moves = page.game.moves_played
    qtbot.wait(300)
    assert page.game.moves_played == moves and page.held
    clock.now += 30
    key(qtbot, window, Key.Key_P)
    assert not page.held and not page.playing_to_end and page.game.moves_played == moves


def test_a_finished_game_has_nothing_to_pause(qtbot: QtBot, window: MainWindow,
                                              clock: FakeClock) -> None:
    page = page_of(window)
    page.model.play(page.model.game.moves()[0])
    clock.now += 7
    page.model.give_up()
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None
                    and window.dialogs.end_dialog.isVisible())
    assert not window.menus.action_pause.isEnabled()
    # P, whether on the end dialog or on the table once it is closed, changes nothing.
    key(qtbot, window, Key.Key_P)
    assert not page.held and not cover_of_shown(page)
    end_dialog = window.dialogs.end_dialog
    assert end_dialog is not None
    end_dialog.reject()
    qtbot.waitUntil(lambda: not end_dialog.isVisible())
    page.view.setFocus()
    key(qtbot, window, Key.Key_P)
    assert not page.held and not cover_of_shown(page)
    assert time_shown(page) == "Time: 0:07"


def cover_of_shown(page: GamePage) -> bool:
    cover = page.view.findChild(QWidget, "pause_cover")
    return cover is not None and cover.isVisible()


def test_f5_while_paused_deals_again_and_ends_the_pause(
        qtbot: QtBot, window: MainWindow, clock: FakeClock) -> None:
    page = page_of(window)
    dealt = page.game.to_text()
    page.model.play(page.model.game.moves()[0])
    key(qtbot, window, Key.Key_P)
    assert page.held and window.menus.action_restart.isEnabled()
    with qtbot.waitSignal(page.started):
        key(qtbot, window, Key.Key_F5)
    assert not page.held and not cover_of(page).isVisible() and page.game.to_text() == dealt
    assert not window.menus.action_pause.isChecked() and window.menus.action_hint.isEnabled()
    assert page.action_redeal.isEnabled() == page.model.game.can_redeal


def test_the_game_waits_paused_while_the_player_chooses_a_game(
        qtbot: QtBot, window: MainWindow, clock: FakeClock) -> None:
    page = page_of(window)
    page.model.play(page.model.game.moves()[0])
    key(qtbot, window, Key.Key_P)
    key(qtbot, window, Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert window.page is None and not window.menus.action_pause.isEnabled()
    key(qtbot, window, Key.Key_Escape)
    assert window.page is page
    clock.now += 40
    assert page.held and cover_of(page).isVisible() and page.elapsed == 0
    assert window.menus.action_pause.isChecked()


def test_minimised_while_paused_stays_paused(qtbot: QtBot, window: MainWindow,
                                             clock: FakeClock) -> None:
    page = page_of(window)
    page.model.play(page.model.game.moves()[0])
    window.menus.action_pause.trigger()
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(window.isMinimized)
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not window.isMinimized())
    clock.now += 50
    assert page.held and page.elapsed == 0


def test_nothing_to_pause_on_the_start_screen(window: MainWindow) -> None:
    window.choose_game()
    assert not window.menus.action_pause.isEnabled()


def test_pyramid_pauses_and_restarts_alike(qtbot: QtBot, pyramid_window: MainWindow,
                                           clock: FakeClock) -> None:
    window = pyramid_window
    page = window.page
    assert isinstance(page, PyramidPage)
    model = page.model
    assert isinstance(model, PyramidModel)
    dealt = page.game.to_text()
    model.draw()
    clock.now += 4
    shown = card_pixels(window.grab().toImage(), table_area(window))
    assert shown > 1000
    key(qtbot, window, Key.Key_P)
    assert page.held and cover_of(page).isVisible()
    assert card_pixels(window.grab().toImage(), table_area(window)) < shown / 20
    assert time_shown(page) == "Time: 0:04 (paused)"
    clock.now += 60
    # Space turns the stock on an uncovered table; sent to the covered one, nothing.
    stock = model.game.stock_count
    qtbot.keyClick(page.view, Key.Key_Space)  # type: ignore[no-untyped-call]
    qtbot.keyClick(page.view, Key.Key_Return)  # type: ignore[no-untyped-call]
    assert model.game.stock_count == stock and page.held
    for action in (window.menus.action_hint, window.menus.action_undo):
        assert not action.isEnabled()
    key(qtbot, window, Key.Key_P)
    assert not page.held and page.elapsed == 4 and time_shown(page) == "Time: 0:04"
    key(qtbot, window, Key.Key_Space)
    assert model.game.stock_count == stock - 1
    # F5: the deal again from its start.
    with qtbot.waitSignal(page.started):
        key(qtbot, window, Key.Key_F5)
    assert page.game.to_text() == dealt
