# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Deals made for the player, in the window: Winnable Deals Only played to a win and recorded
as such, the deal of the day from the Game menu and the start screen recorded for its day, a
new game of a chosen level, and the level of the deal in the status strip and Choose Deal."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from addiction.contract import Judgement
from addiction.dealing.daily import daily_deal
from addiction.dealing.window import deal_finder
from addiction.dealing.window.deal_finder import READY_AHEAD, Wish
from addiction.shell.window import MainWindow
from addiction.store.records import GameRecord
from addiction.table.page import GamePage
from tests.conftest import OpenWindow

# Waits for the judge on its worker thread: a few deals of judging at most.
JUDGED_MS = 60_000
DAY = date(2026, 12, 2)


def page_of(window: MainWindow) -> GamePage:
    assert window.page is not None
    return window.page


def records(window: MainWindow) -> list[GameRecord]:
    assert window.storage is not None
    return window.storage.records.recent()


def judgement_of(page: GamePage) -> Judgement:
    found = page.context.judging.known(page.spec.id, page.game.deal, page.rules_key)
    assert found is not None
    return found


def play_line(qtbot: QtBot, page: GamePage, line: tuple[object, ...]) -> None:
    """Play the judge's winning line from the deal's start, as Play to the End would."""
    for advice in line:
        qtbot.waitUntil(lambda: not page.view.animating)
        page.play_advice(advice)


@pytest.mark.parametrize("game", ["pyramid", "addiction"])
def test_a_winnable_only_deal_is_won_and_recorded_as_winnable(
    qtbot: QtBot, open_window: OpenWindow, game: str
) -> None:
    window = open_window(game, show=False, confirm_leave=False)
    page = page_of(window)
    first = page.game.deal
    assert page.deals.action_winnable_only in window.menus.settings_menu.actions()
    page.deals.action_winnable_only.trigger()
    assert window.settings.winnable_only(game) and not window.settings.winnable_only("montana")
    window.menus.action_new.trigger()
    # While the judge looks, the status bar says so and the table waits.
    if page.deals.searching:
        assert not page.view.isInteractive()
        assert "winnable deal" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: page.game.deal != first and not page.deals.searching,
                    timeout=JUDGED_MS)
    assert page.view.isInteractive()
    assert page.keeper is not None and page.keeper.kind == "winnable"
    # The strip tells the deal's level, and that it is winnable (the deal was found by its
    # verdict alone; its level comes after).
    qtbot.waitUntil(lambda: page.status.is_shown(page.level_label), timeout=JUDGED_MS)
    judgement = judgement_of(page)
    assert judgement.verdict == "winnable" and judgement.line
    assert page.level_label.text().endswith(", winnable")
    assert page.level_label.text() in page.status_text()
    play_line(qtbot, page, judgement.line)
    qtbot.waitUntil(lambda: bool(records(window)), timeout=JUDGED_MS)
    [record] = records(window)
    assert record.won and record.kind == "winnable" and record.deal == judgement.deal
    assert window.storage is not None
    assert window.storage.records.summary(record.rules_key, "winnable").wins == 1
    assert window.storage.records.summary(record.rules_key, "normal").games == 0


def test_the_deal_of_the_day_from_the_menu_is_recorded_for_its_day(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    page = page_of(window)
    page.deals.today = lambda: DAY
    window.menus.action_daily.trigger()
    expected = daily_deal("pyramid", DAY)
    qtbot.waitUntil(lambda: page.game.deal == expected, timeout=JUDGED_MS)
    assert page.keeper is not None and (page.keeper.kind, page.keeper.day) == ("daily", DAY)
    assert str(expected) in window.statusBar().currentMessage()
    # A restart is the same deal of the same day.
    page.play_advice(judgement_line(qtbot, page)[0])
    window.restart()
    assert page.keeper.kind == "daily" and page.game.deal == expected
    page.give_up()
    qtbot.waitUntil(lambda: bool(records(window)))
    last = records(window)[0]
    assert (last.kind, last.day, last.deal, last.won) == ("daily", DAY, expected, False)
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None)
    assert window.dialogs.end_dialog is not None
    note = window.dialogs.end_dialog.findChild(QLabel, "daily")
    assert note is not None and "not won yet" in note.text()
    assert window.storage is not None
    assert window.storage.records.daily_results("pyramid") == {DAY: False}
    # A deal chosen by its number afterwards is a normal deal.
    window.new_game(expected + 1)
    assert page.keeper.kind == "normal"


def rated_judgement(qtbot: QtBot, page: GamePage) -> Judgement:
    """The deal's judgement once it is rated (a deal found for its verdict alone is rated after
    it is dealt)."""
    qtbot.waitUntil(
        lambda: page.context.judging.known(page.spec.id, page.game.deal, page.rules_key)
        is not None, timeout=JUDGED_MS)
    return judgement_of(page)


def judgement_line(qtbot: QtBot, page: GamePage) -> tuple[object, ...]:
    return rated_judgement(qtbot, page).line


def test_the_start_screen_offers_the_deal_of_the_day(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    window.choose_game()
    screen = window.start_screen
    button = screen.daily_button
    assert button.isVisibleTo(window) and "Pyramid" in button.text()
    window.pages["pyramid"].deals.today = lambda: DAY
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    page = page_of(window)
    assert page.spec.id == "pyramid"
    qtbot.waitUntil(lambda: page.game.deal == daily_deal("pyramid", DAY), timeout=JUDGED_MS)
    assert page.keeper is not None and page.keeper.kind == "daily"
    # Won with the judge's line: the end says so, with the run of days.
    play_line(qtbot, page, judgement_line(qtbot, page))
    qtbot.waitUntil(lambda: window.dialogs.end_dialog is not None, timeout=JUDGED_MS)
    assert window.dialogs.end_dialog is not None
    note = window.dialogs.end_dialog.findChild(QLabel, "daily")
    # English comes from the source text or, once a test has loaded it, the English catalogue.
    assert note is not None and note.text() in (
        "Deal of the day won: 1 day in a row.", "Deal of the day won: 1 day(s) in a row.")
    [record] = records(window)
    assert (record.kind, record.day, record.won) == ("daily", DAY, True)


def test_a_new_game_of_a_chosen_level(qtbot: QtBot, open_window: OpenWindow) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    page = page_of(window)
    first = page.game.deal
    assert [a.text().replace("&", "") for a in window.menus.level_menu.actions()] == [
        "Easy", "Medium", "Hard", "Expert"]
    window.menus.level_actions["easy"].trigger()
    qtbot.waitUntil(lambda: page.game.deal != first and not page.deals.searching,
                    timeout=JUDGED_MS)
    assert judgement_of(page).level == "easy"
    assert page.keeper is not None and page.keeper.kind == "normal"
    qtbot.waitUntil(lambda: page.status.is_shown(page.level_label), timeout=JUDGED_MS)
    assert page.level_label.text().startswith("Easy")


def test_a_level_asked_with_nothing_ready_starts_from_the_games_list(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("montana", show=False, confirm_leave=False)
    page = page_of(window)
    finder = page.deals.finder
    finder.stop()
    finder.forget_ready()
    known = page.spec.deals_of_level("hard", page.deal_options())
    assert known
    asked: list[int] = []
    page.context.judging.judged.connect(lambda judgement: asked.append(judgement.deal))
    window.menus.level_actions["hard"].trigger()
    qtbot.waitUntil(lambda: page.game.deal in known and not page.deals.searching,
                    timeout=JUDGED_MS)
    assert judgement_of(page).level == "hard"
    # One judgement found it: the deal dealt is the first one judged.
    assert asked[0] == page.game.deal


def test_a_levels_list_never_deals_the_deal_on_the_table_nor_one_dealt_before(
    qtbot: QtBot, open_window: OpenWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window("montana", show=False, confirm_leave=False)
    page = page_of(window)
    known = page.spec.deals_of_level("easy", page.deal_options())
    # The list's choice made plain: always its first deal still allowed.
    monkeypatch.setattr(deal_finder.random, "choice", lambda deals: deals[0])
    page.new_game(known[0])
    for expected in (known[1], known[2]):
        page.deals.finder.stop()
        page.deals.finder.forget_ready()
        window.menus.level_actions["easy"].trigger()
        qtbot.waitUntil(lambda: page.game.deal != known[0] and not page.deals.searching,
                        timeout=JUDGED_MS)
        qtbot.waitUntil(lambda expected=expected: page.game.deal == expected, timeout=JUDGED_MS)
        page.new_game(known[0])


def test_choose_deal_tells_the_level_of_the_number_typed(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    page = page_of(window)
    window.menus.action_choose_deal.trigger()
    dialog = window.dialogs.deal_dialog
    assert dialog is not None and dialog.level.isVisibleTo(dialog)
    dialog.edit.setText("1234")
    qtbot.waitUntil(lambda: dialog.level.text().startswith("Level: "), timeout=JUDGED_MS)
    judged = page.context.judging.known("pyramid", 1234, page.rules_key)
    assert judged is not None
    assert dialog.level.text() == f"Level: {page.deals.describe(judged)}"
    # A number that is not a deal says nothing of a level.
    dialog.edit.setText("x")
    assert dialog.level.text() == "" and dialog.error.text()
    dialog.edit.setText("1234")
    qtbot.waitUntil(lambda: dialog.level.text().startswith("Level: "), timeout=JUDGED_MS)
    dialog.accept()
    assert page.game.deal == 1234
    # Chosen by its number: a normal deal, and its level shows in the strip as soon as judged.
    assert page.keeper is not None and page.keeper.kind == "normal"
    qtbot.waitUntil(lambda: page.status.is_shown(page.level_label), timeout=JUDGED_MS)
    assert page.level_label.text() == page.deals.describe(judged)


def test_a_deal_nobody_has_won_says_so_beside_its_level(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    # Paganini's deal 620003: the judge's search does not win it, and no search proves it lost.
    window = open_window("paganini", show=False, confirm_leave=False)
    page = page_of(window)
    window.menus.action_choose_deal.trigger()
    dialog = window.dialogs.deal_dialog
    assert dialog is not None
    dialog.edit.setText("620003")
    qtbot.waitUntil(lambda: dialog.level.text().startswith("Level: "), timeout=JUDGED_MS)
    assert dialog.level.text() == "Level: Expert, not known to be winnable"
    dialog.accept()
    qtbot.waitUntil(lambda: page.status.is_shown(page.level_label), timeout=JUDGED_MS)
    assert page.level_label.text() == "Expert, not known to be winnable"


def test_a_daily_deal_left_unfinished_is_still_daily_after_a_restart(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    page = page_of(window)
    page.deals.today = lambda: DAY
    window.deal_of_the_day()
    expected = daily_deal("pyramid", DAY)
    qtbot.waitUntil(lambda: page.game.deal == expected, timeout=JUDGED_MS)
    page.play_advice(judgement_line(qtbot, page)[0])
    window.close()
    # The program starts again (on another day: the game keeps the day it was dealt for).
    again = open_window("pyramid", show=False, confirm_leave=False)
    resumed = page_of(again)
    assert resumed.resumed and resumed.game.deal == expected
    assert resumed.keeper is not None and (resumed.keeper.kind, resumed.keeper.day) == (
        "daily", DAY)
    resumed.give_up()
    qtbot.waitUntil(lambda: bool(records(again)))
    assert (records(again)[0].kind, records(again)[0].day) == ("daily", DAY)


def test_winnable_deals_are_found_ahead_while_the_player_plays(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    page = page_of(window)
    page.deals.set_winnable_only(True)
    finder = page.deals.finder
    wish = Wish(None, True)
    # Found in the background from the moment the choice is made, a few ahead.
    qtbot.waitUntil(lambda: finder.ready(wish) == READY_AHEAD, timeout=JUDGED_MS)
    for _ in range(READY_AHEAD):
        before = page.game.deal
        window.new_game(None)
        # No search: the deal comes with the next turn of the event loop.
        assert not page.deals.searching and page.view.isInteractive()
        qtbot.waitUntil(lambda: page.game.deal != before)  # noqa: B023
        assert rated_judgement(qtbot, page).verdict == "winnable"
        assert page.keeper is not None and page.keeper.kind == "winnable"
    # Turned off, New Game deals any deal at once.
    page.deals.set_winnable_only(False)
    before = page.game.deal
    window.new_game(None)
    assert page.game.deal != before and page.keeper is not None
    assert page.keeper.kind == "normal"


def test_waiting_for_a_deal_of_a_level_is_said_over_the_table_and_can_be_cancelled(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("addiction", confirm_leave=False)
    page = page_of(window)
    first = page.game.deal
    # The game under way: its clock runs from the first move.
    page.play_advice(page.game.actions()[0])
    assert page.model.clock_running
    finder = page.deals.finder
    # Nothing found ahead yet: the player waits for a search.
    finder.stop()
    finder.forget_ready()
    window.menus.level_actions["easy"].trigger()
    assert page.deals.searching
    panel = page.deals.panel
    assert panel is not None and panel.isVisible()
    assert panel.label.text() == "Looking for an Easy deal…"
    assert not page.model.clock_running and not page.view.isInteractive()
    # Escape cancels.
    qtbot.keyClick(page.view, Qt.Key.Key_Escape)  # type: ignore[no-untyped-call]
    assert not page.deals.searching and not panel.isVisible()
    assert page.game.deal == first and page.view.isInteractive() and page.model.clock_running
    assert window.statusBar().currentMessage() == "No new deal: the game goes on."
    # So does the panel's Cancel.
    finder.forget_ready()
    window.menus.level_actions["expert"].trigger()
    assert panel.isVisible() and panel.label.text() == "Looking for an Expert deal…"
    assert not page.model.clock_running
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)  # type: ignore[no-untyped-call]
    assert not page.deals.searching and not panel.isVisible()
    assert page.game.deal == first and page.model.clock_running


def test_deals_of_each_level_are_kept_ready_and_refilled(
    qtbot: QtBot, open_window: OpenWindow
) -> None:
    window = open_window("pyramid", show=False, confirm_leave=False)
    page = page_of(window)
    finder = page.deals.finder
    wishes = [Wish(level, False) for level in ("easy", "medium", "hard", "expert")]
    # Found in the background while the player plays, a few of each level.
    qtbot.waitUntil(lambda: all(finder.ready(wish) == READY_AHEAD for wish in wishes),
                    timeout=4 * JUDGED_MS)
    for wish in wishes:
        before = page.game.deal
        assert wish.level is not None
        window.menus.level_actions[wish.level].trigger()
        # No search: the deal comes with the next turn of the event loop.
        assert not page.deals.searching
        qtbot.waitUntil(lambda: page.game.deal != before)  # noqa: B023
        assert rated_judgement(qtbot, page).level == wish.level
        assert page.deals.panel is None
    # Each level used is found again in the background.
    qtbot.waitUntil(lambda: all(finder.ready(wish) == READY_AHEAD for wish in wishes),
                    timeout=4 * JUDGED_MS)
