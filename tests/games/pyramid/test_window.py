# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Pyramid in the main window: switching games, a win by clicking, records, resume, mode, hints."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.cardart.items import CardItem, Highlight
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.engine import DRAW, Action, PyramidGame
from addiction.games.pyramid.keeper import GAME_NAME as PYRAMID_NAME
from addiction.games.pyramid.keeper import rules_key as pyramid_rules_key
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidHinter, PyramidPage
from addiction.games.pyramid.solver import solve
from addiction.games.pyramid.view import PyramidView
from addiction.shell.window import MainWindow
from addiction.store import GameRecord, RecordsStore
from addiction.table.dialogs import EndOfGameDialog
from addiction.table.page import GamePage, PageContext
from tests.conftest import OpenWindow

OpenGame = Callable[..., MainWindow]
# Deal 2 clears in Classic (tests/pyramid checks the solver's line for it).
WINNING_DEAL = 2
PYRAMID_SAVE = f"{PYRAMID_NAME}-in-progress.json"


@pytest.fixture
def open_game(open_window: OpenWindow) -> OpenGame:
    """Open the window as the command does, over the test's own data and settings.

    ``pyramid`` is a game for the Pyramid page to play in place of the one it would resume
    or deal; ``advisor_factory`` its solver.
    """

    def open_(
        start: str | None = None,
        *,
        pyramid: PyramidGame | None = None,
        advisor_factory: Callable[[], Any] | None = None,
    ) -> MainWindow:
        factories: dict[str, Callable[[PageContext], GamePage]] = {}
        if pyramid is not None or advisor_factory is not None:
            def make(context: PageContext) -> GamePage:
                return PyramidPage(
                    context,
                    model=PyramidModel(pyramid) if pyramid is not None else None,
                    advisor_factory=advisor_factory or PyramidHinter,
                )
            factories["pyramid"] = make
        return open_window(start, factories=factories, size=(1000, 700))

    return open_


def pyramid_of(window: MainWindow) -> PyramidPage:
    page = window.pages["pyramid"]
    assert isinstance(page, PyramidPage)
    return page


def table_of(window: MainWindow) -> PyramidView:
    view = pyramid_of(window).view
    assert isinstance(view, PyramidView)
    return view


def addiction_of(window: MainWindow) -> GapsPage:
    page = window.pages["addiction"]
    assert isinstance(page, GapsPage)
    return page


def records_of(window: MainWindow) -> RecordsStore:
    assert window.storage is not None
    return window.storage.records


def showing(window: MainWindow, page: GamePage) -> bool:
    """Whether ``page`` is the one on show, its table in front."""
    return window.page is page and window.stack.currentWidget() is page.view


def click(qtbot: QtBot, window: MainWindow, item: QGraphicsItem) -> None:
    """A left click in the middle of a card's face (or the empty stock), through the view."""
    view = table_of(window)
    if isinstance(item, CardItem):
        centre = view.card_rect(item.card).center()
    else:
        centre = item.sceneBoundingRect().center()
    point: QPoint = view.mapFromScene(centre)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]


def play_by_clicking(qtbot: QtBot, window: MainWindow, action: Action) -> None:
    view = table_of(window)
    if action.kind in ("draw", "recycle"):
        click(qtbot, window, view.stock_item())
    else:
        for card in action.cards:
            click(qtbot, window, view.card_item(card))


def answer(box: QMessageBox | None, button: QMessageBox.StandardButton) -> None:
    assert box is not None and box.isVisible()
    box.button(button).click()


class FakeHinter:
    """Answers with the first legal action and notes the thread it was asked on."""

    def __init__(self, release: threading.Event | None = None) -> None:
        self.threads: list[threading.Thread] = []
        self.answers: list[Action | None] = []
        self.release = release
        self.answered = threading.Event()

    def choose(self, game: PyramidGame) -> Action | None:
        self.threads.append(threading.current_thread())
        if self.release is not None:
            assert self.release.wait(10)
        actions = game.actions()
        self.answers.append(actions[0] if actions else None)
        self.answered.set()
        return actions[0] if actions else None


# --- choosing the game ---------------------------------------------------------------------


def test_the_game_menu_switches_games_and_what_applies(open_game: OpenGame) -> None:
    window = open_game("addiction")
    addiction = addiction_of(window)
    assert showing(window, addiction)
    assert window.menus.game_actions["addiction"].isChecked()
    window.menus.game_actions["pyramid"].trigger()
    pyramid = pyramid_of(window)
    assert showing(window, pyramid)
    assert window.windowTitle() == "Pyramid" and window.settings.game == "pyramid"
    # Each game's own actions and options are in the menus and toolbar only while it is on show.
    assert addiction.action_redeal not in window.menus.play_menu.actions()
    assert addiction.action_redeal not in window.menus.toolbar.actions()
    settings_menu = window.menus.settings_menu.actions()
    assert all(a in settings_menu for a in pyramid.settings_actions())
    assert not any(a in settings_menu for a in addiction.settings_actions())
    assert pyramid.status.isVisibleTo(window)
    assert not addiction.status.isVisibleTo(window)
    labels = [label.text() for label in pyramid.status.findChildren(QLabel)
              if label.isVisibleTo(window)]
    deal = pyramid.game.deal
    assert labels == ["Pyramid", "Pass: 1/3", "Stock: 24", "Cleared: 0/28", "Moves: 0", "Time: 0:00",
                      f"Deal {deal}"]
    window.menus.game_actions["addiction"].trigger()
    assert showing(window, addiction)
    assert addiction.action_redeal in window.menus.play_menu.actions()
    assert addiction.action_redeal in window.menus.toolbar.actions()
    assert addiction.status.isVisibleTo(window)
    settings_menu = window.menus.settings_menu.actions()
    assert not any(a in settings_menu for a in pyramid.settings_actions())
    assert all(a in settings_menu for a in addiction.settings_actions())


def test_the_start_screen_starts_the_game_clicked(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game("choose")
    assert window.stack.currentWidget() is window.start_screen
    assert window.page is None and window.menus.games_group.checkedAction() is None
    assert not window.menus.action_new.isEnabled() and not window.menus.action_undo.isEnabled()
    tile = window.start_screen.tiles["pyramid"]
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert showing(window, pyramid_of(window))
    assert window.menus.action_new.isEnabled()
    window.menus.action_choose_game.trigger()
    assert window.stack.currentWidget() is window.start_screen and window.page is None
    qtbot.keyClick(window.start_screen.tiles["addiction"], Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert showing(window, addiction_of(window))
    assert window.menus.game_actions["addiction"].isChecked()


def test_the_last_game_is_remembered_across_windows(open_game: OpenGame) -> None:
    first = open_game()
    # Never chosen before: the start screen.
    assert first.stack.currentWidget() is first.start_screen
    first.close()
    # Nothing is dealt behind the start screen, so nothing skips it next time.
    first = open_game()
    assert first.stack.currentWidget() is first.start_screen and first.pages == {}
    first.play_game("pyramid")
    first.close()
    again = open_game()
    assert showing(again, pyramid_of(again))
    again.play_game("addiction")
    again.close()
    third = open_game()
    assert showing(third, addiction_of(third))


def test_an_addiction_game_saved_before_the_choice_existed_comes_back(
    open_game: OpenGame, data_dir: Path
) -> None:
    first = open_game("addiction")
    model = addiction_of(first).model
    model.play(model.game.moves()[0])
    first.close()
    first.settings.store.remove("game/game")
    first.settings.sync()
    # No game chosen yet: the window opens on the start screen (``opening_page`` reads only
    # the game played last), and the saved game comes back as soon as Addiction is chosen.
    again = open_game()
    assert again.stack.currentWidget() is again.start_screen
    again.menus.game_actions["addiction"].trigger()
    page = addiction_of(again)
    assert showing(again, page) and page.resumed
    assert page.model.game.moves_played == 1


def test_addiction_plays_on_after_switching_back_and_forth(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game("addiction")
    model = addiction_of(window).model
    model.play(model.game.moves()[0])
    window.menus.game_actions["pyramid"].trigger()
    pyramid = pyramid_of(window)
    # The Pyramid game has its own undo history: none yet.
    assert not window.menus.action_undo.isEnabled()
    pyramid.model.draw()
    assert window.menus.action_undo.isEnabled()
    window.menus.game_actions["addiction"].trigger()
    assert window.menus.action_undo.isEnabled() and not window.menus.action_redo.isEnabled()
    with qtbot.waitSignal(model.card_moved):
        window.menus.action_undo.trigger()
    assert model.game.moves_played == 0 and window.menus.action_redo.isEnabled()
    assert pyramid.game.waste_count == 1  # Pyramid untouched by Addiction's undo
    window.menus.action_new.trigger()
    assert model.game.moves_played == 0 and pyramid.game.waste_count == 1


# --- playing Pyramid in the window ---------------------------------------------------------


def test_a_deal_won_by_clicking_lands_in_the_records(
    qtbot: QtBot, open_game: OpenGame, data_dir: Path
) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    page = pyramid_of(window)
    records = records_of(window)
    # An earlier game of the mode, given up with 10 cards cleared: the win beats its score.
    records.record_game(GameRecord(
        game="pyramid", rules_key="pyramid:classic", deal=5, score=10, won=False, moves=30,
        redeals_used=0, seconds=60, started=datetime.now(UTC), given_up=True))
    verdict, line = solve(page.game.copy(), 30)
    assert verdict == "winnable" and line
    for action in line:
        play_by_clicking(qtbot, window, action)
        assert page.game.history[-1] == action
    assert page.game.is_won
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert f"Score: 28/28\nMoves: {len(line)}" in dialog.summary()
    assert f"Deal: {WINNING_DEAL}" in dialog.summary()
    note = dialog.findChild(QLabel, "records")
    assert isinstance(note, QLabel) and note.text() == "New best: score!"
    record, _ = records.recent()
    assert (record.game, record.rules_key, record.deal, record.score, record.won) == (
        "pyramid", "pyramid:classic", WINNING_DEAL, 28, True)
    assert record.moves == len(line) and not record.assisted
    assert not window.menus.action_undo.isEnabled() and not window.menus.action_hint.isEnabled()
    # The finished game is recorded, not saved: a new window deals afresh.
    assert page.keeper is not None and page.keeper.saves.flush()
    assert not (data_dir / PYRAMID_SAVE).exists()
    window.menus.action_statistics.trigger()
    stats = window.dialogs.stats_dialog
    assert stats is not None and stats.rules_key == pyramid_rules_key("classic")
    assert len(stats.chart.counts) == 29
    assert stats.chart.counts[28] == 1 and stats.chart.counts[10] == 1
    dialog.new_button.click()
    assert page.game.moves_played == 0 and window.dialogs.end_dialog is None


def test_pyramid_comes_back_exactly_in_a_new_window(qtbot: QtBot, open_game: OpenGame) -> None:
    first = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    model = pyramid_of(first).model
    _, line = solve(model.game.copy(), 30)
    assert line
    for action in line[:6]:
        model.play(action)
    model.undo()
    left = model.game.to_dict()
    first.close()
    again = open_game()
    page = pyramid_of(again)
    game = page.game
    assert showing(again, page)
    assert game.to_dict() == left and game.can_redo
    # The command says so in the status bar when the page brought its game back.
    assert page.resumed
    assert again.menus.action_redo.isEnabled()
    assert page.cleared_label.text() == f"Cleared: {28 - game.pyramid_count}/28"


def test_give_up_records_the_cards_cleared(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    model = pyramid_of(window).model
    king = next(a for a in model.game.actions() if a.kind == "king")
    model.play(king)
    window.menus.action_give_up.trigger()
    answer(window.dialogs.question, QMessageBox.StandardButton.Yes)
    assert model.given_up and window.dialogs.end_dialog is not None
    assert window.dialogs.end_dialog.windowTitle() == "Game ended"
    [record] = records_of(window).recent(pyramid_rules_key("classic"))
    assert record.given_up and record.score == 1 and not record.won
    before = model.game.to_text()
    window.dialogs.end_dialog.close_button.click()
    click(qtbot, window, table_of(window).stock_item())
    assert model.game.to_text() == before  # nothing moves in a game given up


def test_copy_and_paste_a_pyramid_position(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    page = pyramid_of(window)
    page.model.draw()
    window.menus.action_copy.trigger()
    text = QGuiApplication.clipboard().text()
    assert text == page.game.to_text()
    page.model.new_game(9)
    window.menus.action_paste.trigger()
    dialog = window.dialogs.position_dialog
    assert dialog is not None and dialog.edit.toPlainText() == text
    dialog.accept()
    game = page.game
    assert game.to_text() == text and game.deal == 0
    assert page.deal_label.text() == "Pasted position"


def test_choose_deal_and_restart_act_on_pyramid(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game("pyramid")
    page = pyramid_of(window)
    window.menus.action_choose_deal.trigger()
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    dialog.edit.setText("77")
    dialog.accept()
    # Addiction is not even made: only the game on show was dealt.
    assert page.game.deal == 77 and "addiction" not in window.pages
    start = page.game.to_text()
    page.model.draw()
    window.menus.action_restart.trigger()
    # The card drawn would be lost: the player is asked first.
    assert window.dialogs.question is not None
    window.dialogs.question.button(QMessageBox.StandardButton.Yes).click()
    assert page.game.to_text() == start


@pytest.mark.parametrize("agree", [False, True])
def test_a_new_mode_starts_a_new_game_once_the_player_agrees(
    open_game: OpenGame, agree: bool
) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    page = pyramid_of(window)
    page.model.draw()
    before = page.game.to_text()
    relaxed = next(a for a in page.mode_group.actions() if a.data() == "relaxed")
    relaxed.trigger()
    button = QMessageBox.StandardButton.Yes if agree else QMessageBox.StandardButton.No
    answer(page.mode_box, button)
    checked = page.mode_group.checkedAction()
    game = page.game
    if agree:
        assert game.mode == "relaxed" and game.moves_played == 0
        assert window.settings.value("game/pyramid_mode") == "relaxed" and checked.data() == "relaxed"
        assert page.pass_label.text() == "Pass: 1"
    else:
        assert game.mode == "classic" and game.to_text() == before
        assert window.settings.value("game/pyramid_mode") == "classic" and checked.data() == "classic"


def test_a_mode_change_before_any_play_asks_nothing(open_game: OpenGame) -> None:
    window = open_game("pyramid")
    page = pyramid_of(window)
    relaxed = next(a for a in page.mode_group.actions() if a.data() == "relaxed")
    relaxed.trigger()
    assert page.mode_box is None and page.game.mode == "relaxed"


# --- the solver, off the UI thread ---------------------------------------------------------


def test_hint_is_worked_out_off_the_ui_thread(qtbot: QtBot, open_game: OpenGame) -> None:
    hinter = FakeHinter()
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL),
                         advisor_factory=lambda: hinter)
    page = pyramid_of(window)
    expected = page.game.actions()[0]
    window.menus.action_hint.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"))
    assert hinter.threads and threading.main_thread() not in hinter.threads
    assert page.model.assisted
    hinted = [table_of(window).card_item(card) for card in expected.cards]
    assert hinted and all(item.highlight is Highlight.HINT for item in hinted)


def test_a_stale_hint_is_dropped(qtbot: QtBot, open_game: OpenGame) -> None:
    release = threading.Event()
    hinter = FakeHinter(release)
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL),
                         advisor_factory=lambda: hinter)
    page = pyramid_of(window)
    asked: list[object] = []
    page.solver.decided.connect(lambda purpose, action: asked.append(action))
    window.menus.action_hint.trigger()
    qtbot.waitUntil(lambda: bool(hinter.threads))
    page.model.play(DRAW)  # the position the hint was for is gone
    release.set()
    assert hinter.answered.wait(10)
    # A fresh question for the new position. The solver answers one question at a time, in
    # order, so by the time its answer is delivered the stale one has been delivered too.
    window.menus.action_hint.trigger()
    assert page.solver.busy
    qtbot.waitUntil(lambda: not page.solver.busy)
    assert len(hinter.answers) == 2
    # Only the fresh answer was told: the stale one was dropped, and helped nobody.
    assert asked == [hinter.answers[1]] and asked[0] in page.game.actions()
    assert page.model.assisted


def test_auto_plays_the_solvers_choice(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL),
                         advisor_factory=FakeHinter)
    page = pyramid_of(window)
    expected = page.game.actions()[0]
    window.menus.action_auto.trigger()
    qtbot.waitUntil(lambda: page.game.moves_played == 1)
    assert page.game.history == (expected,) and page.model.assisted


def test_statistics_replays_a_pyramid_deal_in_its_mode(open_game: OpenGame) -> None:
    window = open_game("addiction")
    window.menus.action_statistics.trigger()
    stats = window.dialogs.stats_dialog
    assert stats is not None
    stats.replay_requested.emit(31, pyramid_rules_key("relaxed"))
    page = pyramid_of(window)
    game = page.game
    assert showing(window, page)
    assert (game.deal, game.mode, game.moves_played) == (31, "relaxed", 0)
    assert window.settings.value("game/pyramid_mode") == "relaxed"
    assert page.mode_group.checkedAction().data() == "relaxed"


def test_the_rules_shown_are_those_of_the_game_on_show(open_game: OpenGame) -> None:
    window = open_game("pyramid")
    window.dialogs.show_rules()
    assert window.dialogs.rules_dialog is not None
    assert window.dialogs.rules_dialog.windowTitle() == "Rules of Pyramid"
    assert "13" in window.dialogs.rules_dialog.text.toPlainText()
    window.play_game("addiction")
    window.dialogs.show_rules()
    assert window.dialogs.rules_dialog.windowTitle() == "Rules of Addiction"


def test_a_pyramid_game_never_shown_is_not_saved(open_game: OpenGame, data_dir: Path) -> None:
    window = open_game("addiction")
    window.close()  # the saves are flushed as the window closes
    assert "pyramid" not in window.pages
    assert not (data_dir / PYRAMID_SAVE).exists()
    again = open_game("pyramid")
    page = pyramid_of(again)
    assert not page.resumed and again.statusBar().currentMessage() == ""
    assert page.keeper is not None and page.keeper.saves.flush()
    assert (data_dir / PYRAMID_SAVE).exists()  # dealt when shown, and saved at once


# Only the apex is left; two turns of the last pass bring nothing that pairs with it.
TWO_TURNS_FROM_LOST = "\n".join(
    ["5C", *("--" + " --" * row for row in range(1, 7)),
     "stock: JD 2D", "waste: 8H 8S 5D", "pass: 3/3"]) + "\n"


def test_a_lost_game_says_so_and_a_pasted_one_sets_no_record(
    qtbot: QtBot, open_game: OpenGame
) -> None:
    window = open_game("pyramid")
    page = pyramid_of(window)
    page.model.load_position(TWO_TURNS_FROM_LOST)
    for _ in range(2):
        click(qtbot, window, table_of(window).stock_item())
    assert page.game.is_lost
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.windowTitle() == "Game over"
    assert "Score: 27/28" in dialog.summary()
    note = dialog.findChild(QLabel, "records")
    assert isinstance(note, QLabel) and note.text() == "A pasted position sets no record."
    [record] = records_of(window).recent()
    # Played without help: not assisted; being deal 0 keeps it out of the bests.
    assert (record.deal, record.score, record.won, record.assisted) == (0, 27, False, False)


def test_a_pasted_relaxed_position_sets_the_mode(open_game: OpenGame) -> None:
    window = open_game("pyramid")
    page = pyramid_of(window)
    relaxed = PyramidGame.new(12, "relaxed").to_text()
    page.load_position(relaxed)
    assert page.mode_group.checkedAction().data() == "relaxed"
    assert window.settings.value("game/pyramid_mode") == "relaxed"
    window.menus.action_new.trigger()
    assert page.game.mode == "relaxed" and page.game.deal != 0


# --- the end: the dialog every game ends with, after a win's celebration ---------------------


def table_texts(window: MainWindow) -> list[str]:
    """The words written on the Pyramid table."""
    return [item.text() for item in table_of(window).scene().items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()]


@pytest.mark.parametrize("end", ["won", "lost", "given-up"])
def test_pyramid_ends_with_the_shared_dialog_and_no_banner(
    qtbot: QtBot, open_game: OpenGame, end: str
) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    page = pyramid_of(window)
    if end == "won":
        _, line = solve(page.game.copy(), 30)
        for action in line:
            page.model.play(action)
    elif end == "lost":
        page.model.load_position(TWO_TURNS_FROM_LOST)
        for _ in range(2):
            click(qtbot, window, table_of(window).stock_item())
    else:
        page.model.play(next(a for a in page.game.actions() if a.kind == "king"))
        window.menus.action_give_up.trigger()
        answer(window.dialogs.question, QMessageBox.StandardButton.Yes)
    assert page.game.status == end
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=2000)
    dialog = window.dialogs.end_dialog
    assert isinstance(dialog, EndOfGameDialog) and dialog.isVisible()
    title = {"won": "You won!", "lost": "Game over", "given-up": "Game ended"}[end]
    assert dialog.windowTitle() == title
    assert "Time: " in dialog.summary() and "Moves: " in dialog.summary()
    # The dialog says how it ended: the table keeps only its own counts, its cards in view.
    texts = table_texts(window)
    assert not any(words in text for text in texts
                   for words in ("cleared!", "No moves left", "given up"))
    assert any(text.endswith("/28 cleared") for text in texts)


def test_the_end_dialog_waits_for_the_celebration(qtbot: QtBot, open_game: OpenGame) -> None:
    window = open_game("pyramid", pyramid=PyramidGame.new(WINNING_DEAL))
    page = pyramid_of(window)
    view = table_of(window)
    _, line = solve(page.game.copy(), 30)
    for action in line[:-1]:
        page.model.play(action)
    page.set_speed("fast")
    play_by_clicking(qtbot, window, line[-1])
    assert page.game.is_won
    qtbot.waitUntil(lambda: view.celebrating, timeout=3000)
    assert window.dialogs.end_dialog is None
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=8000)
    assert not view.animating
    dialog = window.dialogs.end_dialog
    assert isinstance(dialog, EndOfGameDialog) and dialog.windowTitle() == "You won!"
