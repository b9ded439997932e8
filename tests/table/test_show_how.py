# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Show How It Could Be Won: after a loss or a give-up, the window's judge (``Judging``) finds
the computer's winning line and the deal is replayed from its start with it, move by move,
with Pause (Space), Step (→ or N) and Stop (Esc) on a bar; the finished game stays recorded as
it was, the replay is neither saved nor recorded, and Stop brings the lost game back. When
the computer finds no win, or proves there is none, the player is told so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from addiction.registry import games
from addiction.shell.window import MainWindow
from addiction.table import showing
from addiction.table.page import GamePage
from tests.conftest import OpenWindow

# Deals the judge answers quickly (tests/dealing/test_judges.py and the judge's own runs):
# Addiction's deal 3 is won in 108 moves, Pyramid's deal 2 cleared in 52 actions and its deal
# 1 proven lost; the judge finds no win for Spaces and Aces' deal 1 within its budget.
ADDICTION_WINNABLE = 3
PYRAMID_WINNABLE = 2
PYRAMID_LOST = 1
SPACES_AND_ACES_UNKNOWN = 3  # the judge finds no win within its positions
WINDOW = (1000, 700)


@pytest.fixture
def brisk(monkeypatch: pytest.MonkeyPatch) -> None:
    """No pause between replayed moves beyond the cards' own flight."""
    monkeypatch.setattr(showing, "STEP_PAUSE_MS", {})


def page_of(window: MainWindow) -> GamePage:
    page = window.page
    assert page is not None
    return page


def count_records(window: MainWindow) -> int:
    assert window.storage is not None
    return len(window.storage.records.recent(limit=1000))


def give_up_after_a_move(qtbot: QtBot, window: MainWindow, deal: int) -> object:
    """Deal ``deal``, play its first legal action as a player might, give up; the lost game,
    once its end dialog is up."""
    page = page_of(window)
    page.new_game(deal)
    page.play_advice(page.game.actions()[0])  # type: ignore[attr-defined]
    assert page.game.history
    page.give_up()
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=10_000)
    return page.game


def replay_of(page: GamePage) -> showing.LineReplay:
    show = page.show
    assert isinstance(show, showing.LineReplay)
    return show


def test_the_replay_pauses_steps_and_stops_and_the_record_stays(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", animation_speed="fast", size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, ADDICTION_WINNABLE)
    records = count_records(window)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.show_how_button is not None
    assert dialog.show_how_button.isVisible()
    assert window.menus.action_show_how.isEnabled()
    heard: list[str] = []
    page.view.announce = heard.append  # type: ignore[method-assign]

    qtbot.mouseClick(dialog.show_how_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    replay = replay_of(page)
    bar = window.menus.show_bar
    assert bar is not None and bar.isVisible()
    assert replay.state == "thinking"
    assert bar.label.text() == "Looking for a way to win deal 3…"
    assert bar.action_stop.text() == "Cancel"
    assert heard == ["Looking for a way to win deal 3. Press Escape to cancel."]
    # The judge's line is played on a fresh deal, one landed move after another.
    qtbot.waitUntil(lambda: replay.played >= 3, timeout=20_000)
    assert window.dialogs.end_dialog is None
    assert page.game is not lost and page.game.deal == ADDICTION_WINNABLE
    assert replay.verdict == "winnable" and len(replay.line) > 50
    assert heard[1].startswith("Replaying deal 3 as the computer won it")
    assert bar.action_stop.text() == "Back to Your Game"
    # While it plays, the page's commands rest, so nothing is dealt or taken back under it.
    assert not window.menus.action_new.isEnabled() and not window.menus.action_undo.isEnabled()

    # The player's window is the active one: the bar's keys are its shortcuts.
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    with qtbot.waitSignal(bar.action_pause.triggered, timeout=1000):  # the bar's own key
        qtbot.keyClick(page.view, Qt.Key.Key_Space)  # type: ignore[no-untyped-call]
    assert replay.state == "paused" and bar.action_pause.text() == "Resume"
    qtbot.waitUntil(lambda: not page.view.animating, timeout=5000)
    held, history = replay.played, len(page.game.history)
    with qtbot.assertNotEmitted(page.model.moves_changed, wait=500):
        pass
    assert replay.played == held and bar.label.text() == (
        f"Replay of deal 3 paused at move {held} of {len(replay.line)}")
    qtbot.keyClick(page.view, Qt.Key.Key_Right)  # type: ignore[no-untyped-call]
    assert replay.played == held + 1 and len(page.game.history) == history + 1
    qtbot.keyClick(page.view, Qt.Key.Key_N)  # type: ignore[no-untyped-call]
    assert replay.played == held + 2 and len(page.game.history) == history + 2
    bar.action_step.trigger()  # the bar's button, as a mouse user has it
    assert replay.played == held + 3
    with qtbot.assertNotEmitted(page.model.moves_changed, wait=400):
        pass
    # A click on the table plays on; a second holds again.
    view = page.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=view.viewport().rect().center())
    assert replay.state == "playing"
    qtbot.waitUntil(lambda: replay.played > held + 3, timeout=10_000)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,  # type: ignore[no-untyped-call]
                     pos=view.viewport().rect().center())
    assert replay.state == "paused"

    qtbot.keyClick(page.view, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    # The lost game is back as it ended, recorded once, and nothing else was recorded.
    assert page.show is None and not bar.isVisible()
    assert page.game is lost and page.game.is_given_up
    assert count_records(window) == records
    assert window.statusBar().currentMessage() == "Back to your game as it ended."
    assert heard[-1] == "Back to your game as it ended."
    assert window.dialogs.end_dialog is None
    assert window.menus.action_new.isEnabled() and window.menus.action_show_how.isEnabled()
    assert window.storage is not None and window.storage.saves.load("addiction") is None


def test_a_lost_gaps_deal_is_replayed_to_a_win_and_nothing_is_recorded_or_saved(
    qtbot: QtBot, open_window: OpenWindow, brisk: None
) -> None:
    window = open_window("addiction", size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, ADDICTION_WINNABLE)
    records = count_records(window)
    window.dialogs.close_end_dialog()
    window.menus.action_show_how.trigger()  # from the Play menu this time
    replay = replay_of(page)
    qtbot.waitUntil(lambda: replay.state == "done", timeout=30_000)
    assert page.game.is_won and replay.played == len(replay.line)
    bar = window.menus.show_bar
    assert bar is not None and bar.isVisible()
    assert bar.label.text() == f"The computer won deal 3 in {len(replay.line)} moves."
    assert not bar.action_pause.isEnabled() and not bar.action_step.isEnabled()
    # A win on the table, but no end dialog and no record for it.
    with qtbot.assertNotEmitted(page.ended, wait=300):
        pass
    assert window.dialogs.end_dialog is None
    assert count_records(window) == records
    bar.action_stop.trigger()
    assert page.game is lost and page.show is None
    assert count_records(window) == records
    # Closed and opened again: no game of the replay comes back, the record book is the same.
    assert window.storage is not None
    window.close()
    again = open_window("addiction", size=WINDOW, active=True)
    assert not page_of(again).resumed
    assert count_records(again) == records


def test_a_pyramid_deal_is_replayed_to_a_cleared_pyramid(
    qtbot: QtBot, open_window: OpenWindow, brisk: None
) -> None:
    window = open_window("pyramid", size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, PYRAMID_WINNABLE)
    records = count_records(window)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.show_how_button is not None
    dialog.show_how_button.click()
    replay = replay_of(page)
    qtbot.waitUntil(lambda: replay.state == "done", timeout=30_000)
    assert page.game.is_won and page.game.deal == PYRAMID_WINNABLE
    assert window.dialogs.end_dialog is None and count_records(window) == records
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert page.game is lost and count_records(window) == records


@pytest.mark.parametrize(("game_id", "deal", "sentence"), [
    ("spaces-and-aces", SPACES_AND_ACES_UNKNOWN,
     "The computer could not find a win for this deal either."),
    ("pyramid", PYRAMID_LOST, "No play can win this deal: it was lost from the start."),
])
def test_a_deal_without_a_line_is_told_as_the_judge_found_it(
    qtbot: QtBot, open_window: OpenWindow, game_id: str, deal: int, sentence: str
) -> None:
    window = open_window(game_id, size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, deal)
    records = count_records(window)
    position = page.game.to_text()
    heard: list[str] = []
    page.view.announce = heard.append  # type: ignore[method-assign]
    window.dialogs.close_end_dialog()
    window.menus.action_show_how.trigger()
    qtbot.waitUntil(lambda: page.show is None, timeout=30_000)
    assert window.statusBar().currentMessage() == sentence and heard[-1] == sentence
    assert page.game is lost and page.game.to_text() == position
    assert count_records(window) == records
    assert window.menus.show_bar is not None and not window.menus.show_bar.isVisible()


def test_escape_while_the_computer_thinks_cancels(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("spaces-and-aces", size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, 2)
    window.dialogs.close_end_dialog()
    window.menus.action_show_how.trigger()
    assert replay_of(page).state == "thinking"
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert page.show is None and page.game is lost
    assert window.statusBar().currentMessage() == "Show How It Could Be Won cancelled."
    # The answer that comes later changes nothing.
    window.judging.shutdown()
    QApplication.processEvents()
    assert page.show is None and page.game is lost


def test_it_is_offered_only_for_a_deal_lost_or_given_up(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", size=WINDOW, active=True)
    page = page_of(window)
    page.new_game(ADDICTION_WINNABLE)
    # In play: nothing to show yet.
    assert not window.menus.action_show_how.isEnabled() and not page.can_show_how
    page.show_how()
    assert page.show is None
    # Won: nothing to show either.
    for advice in page.spec.judge_deal(ADDICTION_WINNABLE, page.game_options()).line:
        page.play_advice(advice)
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=10_000)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.windowTitle() == "You won!"
    assert dialog.show_how_button is None and not window.menus.action_show_how.isEnabled()
    window.dialogs.close_end_dialog()
    give_up_after_a_move(qtbot, window, ADDICTION_WINNABLE)
    assert window.menus.action_show_how.isEnabled()
    # A pasted position has no deal to replay.
    window.dialogs.close_end_dialog()
    page.load_position(page.game.to_text())
    page.give_up()
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=10_000)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.show_how_button is None
    assert not window.menus.action_show_how.isEnabled()


# A deal of each game that its judge finds winnable quickly (tests/dealing/test_judges.py).
WINNABLE = {
    "addiction": 3, "pyramid": 2, "montana": 3, "spaces": 3, "blue-moon": 2, "red-moon": 2,
    "galary": 2, "moonlight": 4, "jungle": 2, "spaces-and-aces": 4, "paganini": 1,
    "double-montana": 12,
}


@pytest.mark.parametrize("game_id", [spec.id for spec in games()])
def test_every_game_replays_a_lost_deal_and_gives_it_back(
    qtbot: QtBot, open_window: OpenWindow, game_id: str
) -> None:
    assert set(WINNABLE) == {spec.id for spec in games()}
    window = open_window(game_id, size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, WINNABLE[game_id])
    records = count_records(window)
    dialog = window.dialogs.end_dialog
    assert dialog is not None and dialog.show_how_button is not None
    dialog.show_how_button.click()
    replay = replay_of(page)
    qtbot.waitUntil(lambda: replay.played >= 3, timeout=30_000)
    assert page.game.deal == WINNABLE[game_id] and page.game is not lost
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert page.show is None and page.game is lost and count_records(window) == records


def test_choosing_another_game_ends_the_replay_and_the_lost_game_waits(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", size=WINDOW, active=True)
    page = page_of(window)
    lost = give_up_after_a_move(qtbot, window, ADDICTION_WINNABLE)
    records = count_records(window)
    window.dialogs.close_end_dialog()
    window.menus.action_show_how.trigger()
    replay = replay_of(page)
    qtbot.waitUntil(lambda: replay.played >= 2, timeout=20_000)
    # The game list stays open to the player while the computer plays.
    choice = window.menus.game_actions["pyramid"]
    assert choice.isEnabled()
    choice.trigger()
    assert window.page is not page and page.show is None and page.game is lost
    window.play_game("addiction")
    assert window.page is page and page.game is lost and page.game.is_given_up
    assert window.menus.show_bar is not None and not window.menus.show_bar.isVisible()
    assert count_records(window) == records
