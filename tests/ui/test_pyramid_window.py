"""Pyramid in the main window: switching games, a win by clicking, records, resume, mode, hints."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGraphicsItem, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from addiction.engine.pyramid import DRAW, Action, PyramidGame
from addiction.model import GameModel
from addiction.model.pyramid_model import PyramidModel
from addiction.solver.pyramid import solve
from addiction.store import DATA_DIR_ENV, GameRecord, pyramid_rules_key
from addiction.ui.board_items import CardItem, Highlight
from addiction.ui.game_keeper import GameKeeper
from addiction.ui.main_window import MainWindow, Start, opening_page
from addiction.ui.settings import SETTINGS_ENV, Settings

OpenWindow = Callable[..., MainWindow]
# Deal 2 clears in Classic (tests/pyramid checks the solver's line for it).
WINNING_DEAL = 2


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    return folder


@pytest.fixture
def open_window(qtbot: QtBot, data_dir: Path) -> Iterator[OpenWindow]:
    """Open the window as the command does, over the test's own data and settings."""
    made: list[MainWindow] = []

    def open_(start: Start | None = None, **extra: Any) -> MainWindow:
        settings = Settings()
        settings.animation_speed = "off"
        settings.winnable_indicator = False
        model = GameModel()
        keeper = GameKeeper.open(model)
        resumed = keeper.resume()
        if not resumed:
            model.new_game(1, settings.rules())
        opening = opening_page(settings, model.game if resumed else None)
        window = MainWindow(model, settings, keeper=keeper, start=start or opening, **extra)
        qtbot.addWidget(window)
        window.resize(1000, 700)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield open_
    for window in made:
        window.close()
        assert window.keeper is not None
        window.keeper.records.close()


def click(qtbot: QtBot, window: MainWindow, item: QGraphicsItem) -> None:
    """A left click in the middle of a card's face (or the empty stock), through the view."""
    view = window.pyramid.view
    if isinstance(item, CardItem):
        centre = view.card_rect(item.card).center()
    else:
        centre = item.sceneBoundingRect().center()
    point: QPoint = view.mapFromScene(centre)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]


def play_by_clicking(qtbot: QtBot, window: MainWindow, action: Action) -> None:
    view = window.pyramid.view
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
        self.release = release
        self.answered = threading.Event()

    def choose(self, game: PyramidGame) -> Action | None:
        self.threads.append(threading.current_thread())
        if self.release is not None:
            assert self.release.wait(10)
        actions = game.actions()
        self.answered.set()
        return actions[0] if actions else None


# --- choosing the game ---------------------------------------------------------------------


def test_the_game_menu_switches_games_and_what_applies(open_window: OpenWindow) -> None:
    window = open_window("addiction")
    assert window.pages.currentWidget() is window.board_view
    assert window.game_actions["addiction"].isChecked()
    window.game_actions["pyramid"].trigger()
    assert window.pages.currentWidget() is window.pyramid.view
    assert window.windowTitle() == "Pyramid" and window.settings.game == "pyramid"
    assert not window.action_redeal.isVisible()
    assert all(a.isVisible() for a in window.pyramid_settings)
    assert not any(a.isVisible() for a in window.addiction_settings)
    assert window.pyramid.status.isVisibleTo(window)
    assert not window.addiction_status.isVisibleTo(window)
    labels = [label.text() for label in window.pyramid.status.findChildren(QLabel)
              if label.isVisibleTo(window)]
    deal = window.pyramid.game.deal
    assert labels == ["Pass: 1/3", "Stock: 24", "Cleared: 0/28", "Moves: 0", "Time: 0:00",
                      f"Deal {deal}"]
    window.game_actions["addiction"].trigger()
    assert window.pages.currentWidget() is window.board_view
    assert window.action_redeal.isVisible() and window.addiction_status.isVisibleTo(window)
    assert not any(a.isVisible() for a in window.pyramid_settings)


def test_the_start_screen_starts_the_game_clicked(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("choose")
    assert window.pages.currentWidget() is window.start_screen
    assert window.game_name is None and window.games_group.checkedAction() is None
    assert not window.action_new.isEnabled() and not window.action_undo.isEnabled()
    tile = window.start_screen.tiles["pyramid"]
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert window.pages.currentWidget() is window.pyramid.view
    assert window.action_new.isEnabled()
    window.action_choose_game.trigger()
    assert window.pages.currentWidget() is window.start_screen
    qtbot.keyClick(window.start_screen.tiles["addiction"], Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert window.pages.currentWidget() is window.board_view
    assert window.game_actions["addiction"].isChecked()


def test_the_last_game_is_remembered_across_windows(open_window: OpenWindow) -> None:
    first = open_window()
    # Never chosen before, and no game from an earlier version: the start screen.
    assert first.pages.currentWidget() is first.start_screen
    first.close()
    # The deal saved behind the start screen is no reason to skip it next time.
    first = open_window()
    assert first.pages.currentWidget() is first.start_screen
    first.play_game("pyramid")
    first.close()
    again = open_window()
    assert again.pages.currentWidget() is again.pyramid.view
    again.play_game("addiction")
    again.close()
    third = open_window()
    assert third.pages.currentWidget() is third.board_view


def test_an_addiction_game_saved_before_the_choice_existed_comes_back(
    open_window: OpenWindow, data_dir: Path
) -> None:
    first = open_window("addiction")
    first.model.play(first.model.game.moves()[0])
    first.close()
    first.settings.store.remove("game/game")
    first.settings.sync()
    again = open_window()
    assert again.pages.currentWidget() is again.board_view
    assert again.model.game.moves_played == 1


def test_addiction_plays_on_after_switching_back_and_forth(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction")
    model = window.model
    model.play(model.game.moves()[0])
    window.game_actions["pyramid"].trigger()
    # The Pyramid game has its own undo history: none yet.
    assert not window.action_undo.isEnabled()
    window.pyramid.model.draw()
    assert window.action_undo.isEnabled()
    window.game_actions["addiction"].trigger()
    assert window.action_undo.isEnabled() and not window.action_redo.isEnabled()
    with qtbot.waitSignal(model.card_moved):
        window.action_undo.trigger()
    assert model.game.moves_played == 0 and window.action_redo.isEnabled()
    assert window.pyramid.game.waste_count == 1  # Pyramid untouched by Addiction's undo
    window.action_new.trigger()
    assert window.model.game.moves_played == 0 and window.pyramid.game.waste_count == 1


# --- playing Pyramid in the window ---------------------------------------------------------


def test_a_deal_won_by_clicking_lands_in_the_records(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)))
    assert window.keeper is not None
    # An earlier game of the mode, given up with 10 cards cleared: the win beats its score.
    window.keeper.records.record_game(GameRecord(
        game="pyramid", rules_key="pyramid:classic", deal=5, score=10, won=False, moves=30,
        redeals_used=0, seconds=60, started=datetime.now(UTC), given_up=True))
    verdict, line = solve(window.pyramid.game.copy(), 30)
    assert verdict == "winnable" and line
    for action in line:
        play_by_clicking(qtbot, window, action)
        assert window.pyramid.game.history[-1] == action
    assert window.pyramid.game.is_won
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert f"Score: 28/28\nMoves: {len(line)}" in dialog.summary()
    assert f"Deal: {WINNING_DEAL}" in dialog.summary()
    note = dialog.findChild(QLabel, "records")
    assert isinstance(note, QLabel) and note.text() == "New best: score!"
    record, _ = window.keeper.records.recent()
    assert (record.game, record.rules_key, record.deal, record.score, record.won) == (
        "pyramid", "pyramid:classic", WINNING_DEAL, 28, True)
    assert record.moves == len(line) and not record.assisted
    assert not window.action_undo.isEnabled() and not window.action_hint.isEnabled()
    # The finished game is recorded, not saved: a new window deals afresh.
    assert not window.keeper.saves.path("pyramid").exists()
    window.action_statistics.trigger()
    stats = window.stats_dialog
    assert stats is not None and stats.rules_key == pyramid_rules_key("classic")
    assert len(stats.chart.counts) == 29
    assert stats.chart.counts[28] == 1 and stats.chart.counts[10] == 1
    dialog.new_button.click()
    assert window.pyramid.game.actions_played == 0 and window.end_dialog is None


def test_pyramid_comes_back_exactly_in_a_new_window(qtbot: QtBot, open_window: OpenWindow) -> None:
    first = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)))
    model = first.pyramid.model
    _, line = solve(model.game.copy(), 30)
    assert line
    for action in line[:6]:
        model.play(action)
    model.undo()
    left = model.game.to_dict()
    first.close()
    again = open_window()
    game = again.pyramid.game
    assert again.pages.currentWidget() is again.pyramid.view
    assert game.to_dict() == left and game.can_redo
    assert again.statusBar().currentMessage() == "Your unfinished game is back, as you left it."
    assert again.action_redo.isEnabled()
    assert again.pyramid.cleared_label.text() == (
        f"Cleared: {28 - game.pyramid_count}/28")


def test_give_up_records_the_cards_cleared(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)))
    model = window.pyramid.model
    king = next(a for a in model.game.actions() if a.kind == "king")
    model.play(king)
    window.action_give_up.trigger()
    answer(window.give_up_box, QMessageBox.StandardButton.Yes)
    assert model.given_up and window.end_dialog is not None
    assert window.end_dialog.windowTitle() == "Game ended"
    assert window.keeper is not None
    [record] = window.keeper.records.recent(pyramid_rules_key("classic"))
    assert record.given_up and record.score == 1 and not record.won
    before = model.game.to_text()
    window.end_dialog.close_button.click()
    click(qtbot, window, window.pyramid.view.stock_item())
    assert model.game.to_text() == before  # nothing moves in a game given up


def test_copy_and_paste_a_pyramid_position(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)))
    window.pyramid.model.draw()
    window.action_copy.trigger()
    text = QGuiApplication.clipboard().text()
    assert text == window.pyramid.game.to_text()
    window.pyramid.model.new_game(9)
    window.action_paste.trigger()
    dialog = window.position_dialog
    assert dialog is not None and dialog.edit.toPlainText() == text
    dialog.accept()
    game = window.pyramid.game
    assert game.to_text() == text and game.deal == 0
    assert window.pyramid.deal_label.text() == "Pasted position"


def test_choose_deal_and_restart_act_on_pyramid(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    window.action_choose_deal.trigger()
    dialog = window.deal_dialog
    assert dialog is not None
    dialog.edit.setText("77")
    dialog.accept()
    assert window.pyramid.game.deal == 77 and window.model.game.deal == 1
    start = window.pyramid.game.to_text()
    window.pyramid.model.draw()
    window.action_restart.trigger()
    assert window.pyramid.game.to_text() == start


@pytest.mark.parametrize("agree", [False, True])
def test_a_new_mode_starts_a_new_game_once_the_player_agrees(
    open_window: OpenWindow, agree: bool
) -> None:
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)))
    window.pyramid.model.draw()
    before = window.pyramid.game.to_text()
    relaxed = next(a for a in window.pyramid_mode_group.actions() if a.data() == "relaxed")
    relaxed.trigger()
    button = QMessageBox.StandardButton.Yes if agree else QMessageBox.StandardButton.No
    answer(window.mode_box, button)
    checked = window.pyramid_mode_group.checkedAction()
    game = window.pyramid.game
    if agree:
        assert game.mode == "relaxed" and game.actions_played == 0
        assert window.settings.pyramid_mode == "relaxed" and checked.data() == "relaxed"
        assert window.pyramid.pass_label.text() == "Pass: 1"
    else:
        assert game.mode == "classic" and game.to_text() == before
        assert window.settings.pyramid_mode == "classic" and checked.data() == "classic"


def test_a_mode_change_before_any_play_asks_nothing(open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    relaxed = next(a for a in window.pyramid_mode_group.actions() if a.data() == "relaxed")
    relaxed.trigger()
    assert window.mode_box is None and window.pyramid.game.mode == "relaxed"


# --- the solver, off the UI thread ---------------------------------------------------------


def test_hint_is_worked_out_off_the_ui_thread(qtbot: QtBot, open_window: OpenWindow) -> None:
    hinter = FakeHinter()
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)),
                         pyramid_advisor_factory=lambda: hinter)
    expected = window.pyramid.game.actions()[0]
    window.action_hint.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"))
    assert hinter.threads and threading.main_thread() not in hinter.threads
    assert window.pyramid.model.assisted
    hinted = [window.pyramid.view.card_item(card) for card in expected.cards]
    assert hinted and all(item.highlight is Highlight.HINT for item in hinted)


def test_a_stale_hint_is_dropped(qtbot: QtBot, open_window: OpenWindow) -> None:
    release = threading.Event()
    hinter = FakeHinter(release)
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)),
                         pyramid_advisor_factory=lambda: hinter)
    asked: list[object] = []
    window.pyramid.advice.connect(lambda purpose, action: asked.append(action))
    window.action_hint.trigger()
    qtbot.waitUntil(lambda: bool(hinter.threads))
    window.pyramid.model.play(DRAW)  # the position the hint was for is gone
    release.set()
    assert hinter.answered.wait(10)
    qtbot.wait(50)  # the answer's queued signal is delivered, and dropped
    assert asked == [] and not window.pyramid.model.assisted
    window.action_hint.trigger()  # a fresh question for the new position is answered
    qtbot.waitUntil(lambda: len(asked) == 1)
    assert asked[0] in window.pyramid.game.actions()


def test_auto_plays_the_solvers_choice(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid", pyramid=PyramidModel(PyramidGame.new(WINNING_DEAL)),
                         pyramid_advisor_factory=FakeHinter)
    expected = window.pyramid.game.actions()[0]
    window.action_auto.trigger()
    qtbot.waitUntil(lambda: window.pyramid.game.actions_played == 1)
    assert window.pyramid.game.history == (expected,) and window.pyramid.model.assisted


def test_statistics_replays_a_pyramid_deal_in_its_mode(open_window: OpenWindow) -> None:
    window = open_window("addiction")
    window.action_statistics.trigger()
    stats = window.stats_dialog
    assert stats is not None
    stats.replay_requested.emit(31, pyramid_rules_key("relaxed"))
    game = window.pyramid.game
    assert window.pages.currentWidget() is window.pyramid.view
    assert (game.deal, game.mode, game.actions_played) == (31, "relaxed", 0)
    assert window.settings.pyramid_mode == "relaxed"
    assert window.pyramid_mode_group.checkedAction().data() == "relaxed"


def test_the_rules_shown_are_those_of_the_game_on_show(open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    window.show_rules()
    assert window.rules_dialog is not None
    assert window.rules_dialog.windowTitle() == "Rules of Pyramid"
    assert "13" in window.rules_dialog.text.toPlainText()
    window.play_game("addiction")
    window.show_rules()
    assert window.rules_dialog.windowTitle() == "Rules of Addiction"


def test_a_pyramid_game_never_shown_is_not_saved(open_window: OpenWindow) -> None:
    window = open_window("addiction")
    window.close()
    assert window.keeper is not None and window.keeper.saves.flush()
    assert not window.keeper.saves.path("pyramid").exists()
    again = open_window("pyramid")
    assert again.statusBar().currentMessage() == ""
    keeper = again.pyramid.keeper
    assert keeper is not None and keeper.saves.flush()
    assert keeper.saves.path("pyramid").exists()  # dealt when shown, and saved at once


# Only the apex is left; two turns of the last pass bring nothing that pairs with it.
TWO_TURNS_FROM_LOST = "\n".join(
    ["5C", *("--" + " --" * row for row in range(1, 7)),
     "stock: JD 2D", "waste: 8H 8S 5D", "pass: 3/3"]) + "\n"


def test_a_lost_game_says_so_and_a_pasted_one_sets_no_record(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid")
    window.pyramid.model.load_position(TWO_TURNS_FROM_LOST)
    for _ in range(2):
        click(qtbot, window, window.pyramid.view.stock_item())
    assert window.pyramid.game.is_lost
    dialog = window.end_dialog
    assert dialog is not None and dialog.windowTitle() == "Game over"
    assert "Score: 27/28" in dialog.summary()
    note = dialog.findChild(QLabel, "records")
    assert isinstance(note, QLabel) and note.text() == "A pasted position sets no record."
    assert window.keeper is not None
    [record] = window.keeper.records.recent()
    assert (record.deal, record.score, record.won, record.assisted) == (0, 27, False, True)


def test_a_pasted_relaxed_position_sets_the_mode(open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    relaxed = PyramidGame.new(12, "relaxed").to_text()
    window.pyramid.load_position(relaxed)
    assert window.pyramid_mode_group.checkedAction().data() == "relaxed"
    assert window.settings.pyramid_mode == "relaxed"
    window.action_new.trigger()
    assert window.pyramid.game.mode == "relaxed" and window.pyramid.game.deal != 0
