# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Leaving a game in play: New Game, Restart, Choose Deal and Paste ask once before the game
counts as given up; "Don't ask again" and the Settings menu turn the question off; a game left
for another game's page is kept, not given up."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow
from addiction.store.records import GameRecord
from addiction.table.page import NOTE_MS
from addiction.table.settings import Settings
from tests.conftest import OpenWindow
from tests.games.gaps.positions import ONE_FROM_STUCK


def model_of(window: MainWindow) -> GapsModel:
    page = window.page
    assert isinstance(page, GapsPage)
    return page.model


def records(window: MainWindow) -> list[GameRecord]:
    assert window.storage is not None
    return window.storage.records.recent()


def play_a_move(window: MainWindow) -> str:
    """One move of the game on show; the position it leaves, as text."""
    model = model_of(window)
    model.play(model.game.moves()[0])
    return model.game.to_text()


def question(window: MainWindow) -> QMessageBox:
    box = window.dialogs.question
    assert box is not None and box.isVisible()
    return box


def test_new_game_mid_game_asks_and_keep_playing_keeps_the_game(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    played = play_a_move(window)
    window.menus.action_new.trigger()
    box = question(window)
    assert box.text() == "Leave this game unfinished? It will count as given up."
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.No).click()
    assert model.game.to_text() == played and records(window) == []
    assert window.dialogs.question is None

    window.menus.action_new.trigger()
    with qtbot.waitSignal(model.game_started):
        question(window).button(QMessageBox.StandardButton.Yes).click()
    assert model.game.moves_played == 0
    [record] = records(window)
    assert record.given_up


def test_a_game_with_nothing_played_is_left_without_a_question(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    with qtbot.waitSignal(model.game_started):
        window.menus.action_new.trigger()
    assert window.dialogs.question is None


def test_restart_mid_game_asks_first(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    start = model.game.to_text()
    played = play_a_move(window)
    window.menus.action_restart.trigger()
    question(window).button(QMessageBox.StandardButton.No).click()
    assert model.game.to_text() == played
    window.menus.action_restart.trigger()
    box = question(window)
    assert box.button(QMessageBox.StandardButton.Yes).text() == "Restart Deal"
    with qtbot.waitSignal(model.game_started):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert model.game.to_text() == start


def test_choose_deal_asks_once_the_deal_is_chosen(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    played = play_a_move(window)
    window.menus.action_choose_deal.trigger()
    # The number is asked for first: the question comes only when a deal would replace this one.
    assert window.dialogs.question is None
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    dialog.edit.setText("77")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    box = question(window)
    assert box.button(QMessageBox.StandardButton.Yes).text() == "Play Deal 77"
    assert model.game.to_text() == played
    with qtbot.waitSignal(model.game_started):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert model.game.deal == 77 and window.dialogs.question is None


def test_paste_asks_before_the_position_dialog(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    played = play_a_move(window)
    QGuiApplication.clipboard().setText(ONE_FROM_STUCK)
    window.menus.action_paste.trigger()
    assert window.dialogs.position_dialog is None
    question(window).button(QMessageBox.StandardButton.No).click()
    assert window.dialogs.position_dialog is None and model.game.to_text() == played

    window.menus.action_paste.trigger()
    question(window).button(QMessageBox.StandardButton.Yes).click()
    dialog = window.dialogs.position_dialog
    assert dialog is not None and dialog.isVisible()
    with qtbot.waitSignal(model.game_started):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert model.game.deal == 0


def test_pasting_the_position_on_the_table_changes_nothing_and_asks_nothing(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction")
    window.show()
    qtbot.waitExposed(window)
    model = model_of(window)
    played = play_a_move(window)
    moves = model.game.moves_played
    window.menus.action_copy.trigger()
    # However it is written: tens as 10, suits as symbols.
    for text in (QGuiApplication.clipboard().text(),
                 played.replace("T", "10").replace("S", "♠").replace("H", "♥")):
        QGuiApplication.clipboard().setText(text)
        with qtbot.waitSignal(window.page.note, timeout=2000) as said:  # type: ignore[union-attr]
            window.menus.action_paste.trigger()
        assert said.args == ["That position is already on the table.", NOTE_MS]
        assert window.dialogs.question is None and window.dialogs.position_dialog is None
        assert window.statusBar().currentMessage() == "That position is already on the table."
        assert model.game.to_text() == played and model.game.moves_played == moves
        assert records(window) == []
    # Another position still asks first.
    QGuiApplication.clipboard().setText(ONE_FROM_STUCK)
    window.menus.action_paste.trigger()
    question(window).button(QMessageBox.StandardButton.No).click()


def test_dont_ask_again_turns_the_question_off_and_settings_turns_it_on(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    action = window.menus.action_confirm_leave
    assert action.isCheckable() and action.isChecked()
    assert action in window.menus.settings_menu.actions()
    play_a_move(window)
    window.menus.action_new.trigger()
    box = question(window)
    tick = box.checkBox()
    assert isinstance(tick, QCheckBox) and tick.text() == "Don't ask again"
    tick.click()
    with qtbot.waitSignal(model.game_started):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert not window.settings.confirm_leave and not action.isChecked()
    # Kept for the next start too.
    assert not Settings().confirm_leave

    play_a_move(window)
    with qtbot.waitSignal(model.game_started):
        window.menus.action_new.trigger()
    assert window.dialogs.question is None and model.game.moves_played == 0

    action.trigger()
    assert window.settings.confirm_leave and action.isChecked()
    play_a_move(window)
    window.menus.action_new.trigger()
    question(window).button(QMessageBox.StandardButton.No).click()
    assert model.game.moves_played == 1


def test_keep_playing_with_dont_ask_again_ticked_keeps_asking(open_window: OpenWindow) -> None:
    window = open_window("addiction", show=False)
    play_a_move(window)
    window.menus.action_new.trigger()
    box = question(window)
    box.checkBox().click()
    box.button(QMessageBox.StandardButton.No).click()
    assert window.settings.confirm_leave and window.menus.action_confirm_leave.isChecked()


def test_a_game_left_for_another_page_is_kept(open_window: OpenWindow) -> None:
    window = open_window("addiction", show=False)
    played = play_a_move(window)
    window.menus.game_actions["pyramid"].trigger()
    assert window.dialogs.question is None
    assert isinstance(window.page, PyramidPage)
    window.menus.action_choose_game.trigger()
    window.menus.game_actions["addiction"].trigger()
    assert window.dialogs.question is None
    assert model_of(window).game.to_text() == played and records(window) == []


def test_a_new_pyramid_mode_does_not_ask_when_told_not_to(open_window: OpenWindow) -> None:
    window = open_window("addiction", show=False)
    window.menus.game_actions["pyramid"].trigger()
    page = window.page
    assert isinstance(page, PyramidPage)
    page.model.draw()
    window.menus.action_confirm_leave.trigger()
    [relaxed] = [a for a in page.mode_group.actions() if a.data() == "relaxed"]
    relaxed.trigger()
    assert page.mode_box is None
    assert page.game.mode == "relaxed" and page.game.waste_count == 0


def test_a_question_stops_play_to_the_end_so_the_game_stays_as_asked_about(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", show=False)
    model = model_of(window)
    play_a_move(window)
    page = window.page
    assert page is not None
    window.menus.action_play_to_end.trigger()
    assert page.playing_to_end
    window.menus.action_new.trigger()
    box = question(window)
    assert not page.playing_to_end
    assert not window.menus.action_play_to_end.isChecked()
    moves = model.game.moves_played
    qtbot.wait(300)
    assert model.game.moves_played == moves
    box.button(QMessageBox.StandardButton.No).click()
    assert model.game.moves_played == moves
