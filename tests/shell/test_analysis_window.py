# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where was it lost, in the window: the end-of-game dialog's Analyse This Game runs the
analysis in the background and shows the timeline; the analysis is kept with the record, so
Statistics shows it again at once; a click before the turning point plays on from there as
an assisted game with the computer's move as a hint; Cancel stops a running analysis."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame
from addiction.games.pyramid.engine import PyramidGame
from addiction.games.pyramid.page import PyramidPage
from addiction.registry import game_spec
from addiction.shell.window import MainWindow
from addiction.table.timeline import AnalysisDialog
from tests.conftest import OpenWindow
from tests.games import analysed_games as fixed


def lose_the_blundered_pyramid_game(qtbot: QtBot, window: MainWindow, page: PyramidPage
                                    ) -> tuple[dict[str, Any], PyramidGame]:
    """Play the Pyramid game with a known blunder to its end, in the window, until the
    end-of-game dialog shows; ``fixed.pyramid_blundered``'s game data and position."""
    data, before = fixed.pyramid_blundered()
    page.new_game(fixed.PYRAMID_DEAL, "classic")
    for action in PyramidGame.from_dict(data).history:
        page.model.play(action)
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None
                    and window.dialogs.end_dialog.isVisible())
    return data, before


def test_a_lost_game_is_analysed_kept_and_tried_again_before_its_turning_point(
        qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    page = window.page
    assert isinstance(page, PyramidPage)
    _, before = lose_the_blundered_pyramid_game(qtbot, window, page)
    end = window.dialogs.end_dialog
    assert end is not None
    qtbot.mouseClick(end.analyse_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: window.dialogs.analysis_dialog is not None
                    and window.dialogs.analysis_dialog.analysis is not None, timeout=30_000)
    dialog = window.dialogs.analysis_dialog
    assert dialog is not None and dialog.analysis is not None and dialog.timeline is not None
    turning = dialog.analysis.turning_point
    assert turning == fixed.PYRAMID_BLUNDER_AT + 1
    assert dialog.status.text().startswith(f"Winnable until move {turning}, ")
    assert "Instead, the computer would have played: " in dialog.status.text()
    assert dialog.timeline.accessibleDescription() == dialog.status.text()
    # Kept with the record: asked again from Statistics, it shows at once.
    assert window.storage is not None
    records = window.storage.records
    [record] = records.recent()
    assert record.record_id is not None and records.analysis_of(record.record_id) is not None

    # A click on the mark just before the turning point: the game goes on from there.
    timeline = dialog.timeline
    centre = timeline.mark_rect(turning - 1).center().toPoint()
    qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=centre)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: page.game.to_text() == before.to_text())
    assert page.assisted and not page.is_over
    assert page.game.deal == fixed.PYRAMID_DEAL
    assert window.dialogs.analysis_dialog is None or not window.dialogs.analysis_dialog.isVisible()

    window.dialogs.show_statistics()
    stats = window.dialogs.stats_dialog
    assert stats is not None
    rows = [stats.games_list.topLevelItem(i) for i in range(stats.games_list.topLevelItemCount())]
    item = next(row for row in rows
                if row is not None and row.data(2, Qt.ItemDataRole.UserRole) == record.record_id)
    stats.games_list.setCurrentItem(item)
    assert stats.analyse_button.isEnabled()
    qtbot.mouseClick(stats.analyse_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    again = window.dialogs.analysis_dialog
    assert again is not None and again.run is None  # no search: the kept analysis
    assert again.analysis == dialog.analysis


def test_the_hint_at_the_turning_point_is_the_computers_move(
        qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    page = window.page
    assert isinstance(page, PyramidPage)
    data, before = fixed.pyramid_blundered()
    spec = game_spec("pyramid")
    notes: list[str] = []
    page.note.connect(lambda text, _ms: notes.append(text))
    window.dialogs.analyse_game(spec, data, None)
    qtbot.waitUntil(lambda: window.dialogs.analysis_dialog is not None
                    and window.dialogs.analysis_dialog.analysis is not None, timeout=30_000)
    dialog = window.dialogs.analysis_dialog
    assert dialog is not None and dialog.analysis is not None
    alternative = spec.load("analyst").advice(dialog.analysis.alternative)
    # The last mark is the game's end: nothing to play on from, and the player is told.
    shown = page.game.to_text()
    window.dialogs.try_again(spec, data, dialog, dialog.analysis.steps)
    assert page.game.to_text() == shown
    assert window.statusBar().currentMessage() == (
        "The game had ended there: nothing is left to play.")
    assert dialog.try_button.isVisible()
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: page.game.to_text() == before.to_text())
    assert page.describe_advice(alternative) in notes
    assert page.game.is_legal(alternative)


def test_cancel_stops_a_running_analysis_and_keeps_nothing(
        qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("addiction")
    # A long game a random player lost: its analysis takes seconds.
    chooser = random.Random(5)
    game = GapsGame.new(5)
    while not game.is_over:
        choice = chooser.choice(game.actions())
        game.redeal() if choice == "redeal" else game.play(choice)
    window.dialogs.analyse_game(game_spec("addiction"), game.to_dict(), None)
    dialog = window.dialogs.analysis_dialog
    assert dialog is not None and dialog.run is not None
    with qtbot.waitSignal(dialog.run.cancelled, timeout=30_000):
        qtbot.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert dialog.analysis is None and dialog.timeline is None
    assert dialog.status.text() == "The analysis was cancelled."
    assert dialog.close_button.isVisible() and not dialog.cancel_button.isVisible()


def test_a_practice_game_is_recorded_apart_and_resumed_as_practice(
        qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    page = window.page
    assert isinstance(page, PyramidPage) and window.storage is not None
    data, before = lose_the_blundered_pyramid_game(qtbot, window, page)
    records = window.storage.records
    key = page.rules_key
    normal = records.summary(key, "normal")
    everything = records.summary(key)
    assert normal.games == 1
    window.dialogs.analyse_game(game_spec("pyramid"), data, None)
    qtbot.waitUntil(lambda: window.dialogs.analysis_dialog is not None
                    and window.dialogs.analysis_dialog.analysis is not None, timeout=30_000)
    dialog = window.dialogs.analysis_dialog
    assert dialog is not None and dialog.analysis is not None and dialog.timeline is not None
    timeline = dialog.timeline
    centre = timeline.mark_rect(fixed.PYRAMID_BLUNDER_AT).center().toPoint()
    qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=centre)  # type: ignore[no-untyped-call]
    qtbot.waitUntil(lambda: page.game.to_text() == before.to_text())
    assert page.keeper is not None and page.keeper.kind == "practice" and page.assisted
    # Played a little, then the program is closed and started again: still practice.
    page.model.play(page.game.actions()[0])
    window.close()
    again = open_window("pyramid")
    resumed = again.page
    assert isinstance(resumed, PyramidPage) and resumed.resumed
    assert resumed.keeper is not None and resumed.keeper.kind == "practice" and resumed.assisted
    while not resumed.is_over:
        resumed.model.play(resumed.game.actions()[0])
    qtbot.waitUntil(lambda: again.dialogs.end_dialog is not None)
    assert again.storage is not None
    books = again.storage.records
    [practice] = books.recent(key, kind="practice")
    assert practice.assisted and practice.deal == fixed.PYRAMID_DEAL
    # The normal statistics, and those of all deals, are as they were before the practice.
    assert books.summary(key, "normal") == normal and books.summary(key) == everything
    assert books.summary(key, "practice").games == 1


def shown_buttons(dialog: AnalysisDialog) -> set[str]:
    """The texts of the dialog's buttons a player sees."""
    return {button.text() for button in dialog.buttons.buttons() if button.isVisible()}


def test_only_cancel_shows_while_the_analysis_runs_and_every_button_is_labelled(
        qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid")
    page = window.page
    assert isinstance(page, PyramidPage)
    data, _ = lose_the_blundered_pyramid_game(qtbot, window, page)
    end = window.dialogs.end_dialog
    assert end is not None
    qtbot.mouseClick(end.analyse_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    dialog = window.dialogs.analysis_dialog
    assert dialog is not None and dialog.run is not None
    qtbot.waitExposed(dialog)
    # The answer comes through the event loop, so this is the dialog while it runs.
    assert dialog.analysis is None
    assert shown_buttons(dialog) == {"Cancel"}
    with qtbot.waitSignal(dialog.analysed, timeout=30_000):
        pass
    assert dialog.analysis is not None and dialog.analysis.turning_point is not None
    assert shown_buttons(dialog) == {
        f"Try Again Before Move {dialog.analysis.turning_point}", "Close"}
    # Cancelled: Close alone.
    window.dialogs.analyse_game(game_spec("pyramid"), data, None)
    again = window.dialogs.analysis_dialog
    assert again is not None and again is not dialog and again.run is not None
    qtbot.waitExposed(again)
    assert shown_buttons(again) == {"Cancel"}
    with qtbot.waitSignal(again.run.cancelled, timeout=30_000):
        qtbot.mouseClick(again.cancel_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert shown_buttons(again) == {"Close"}
