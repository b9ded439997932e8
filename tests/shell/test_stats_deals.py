# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Statistics dialog's kinds of deal, win and loss streaks, and the calendar of the deals
of the day: marks, words for a screen reader, and the streak of days counted from today."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate
from PySide6.QtGui import QFont
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import Rules
from addiction.games.gaps.keeper import rules_key as addiction_rules_key
from addiction.shell.statistics import PLAYED_DAY, WON_DAY, StatisticsDialog
from addiction.store import DealKind, GameRecord, RecordsStore

KEY = addiction_rules_key(Rules())
START = datetime(2026, 11, 20, 10, 0, tzinfo=UTC)


def played(won: bool, kind: DealKind = "normal", day: date | None = None, *,
           deal: int = 11, given_up: bool = False) -> GameRecord:
    return GameRecord(
        game="addiction", rules_key=KEY, deal=deal, score=48 if won else 30, won=won,
        moves=70, redeals_used=1, seconds=100, started=START,
        finished=START + timedelta(seconds=100), given_up=given_up, kind=kind, day=day)


@pytest.fixture
def store(tmp_path: Path) -> RecordsStore:
    return RecordsStore.open(tmp_path)


def make(qtbot: QtBot, store: RecordsStore, today: date) -> StatisticsDialog:
    dialog = StatisticsDialog(store, KEY, today=lambda: today)
    qtbot.addWidget(dialog)
    return dialog


def test_streaks_and_kinds_are_shown_apart(qtbot: QtBot, store: RecordsStore) -> None:
    for won in (True, True, True, False):
        store.record_game(played(won))
    store.record_game(played(False, given_up=True))
    store.record_game(played(True, "winnable", deal=500))
    store.record_game(played(True, "winnable", deal=501))
    dialog = make(qtbot, store, date(2026, 11, 20))
    values = {key: label.text() for key, label in dialog.values.items()}
    assert values["games"] == "7"
    assert (values["current_streak"], values["longest_streak"]) == ("2", "3")
    assert (values["current_loss_streak"], values["longest_loss_streak"]) == ("0", "2")
    dialog.show_kind("normal")
    values = {key: label.text() for key, label in dialog.values.items()}
    assert (values["games"], values["wins"]) == ("5", "3")
    assert (values["current_streak"], values["current_loss_streak"]) == ("0", "2")
    assert dialog.games_list.topLevelItemCount() == 5
    dialog.show_kind("winnable")
    values = {key: label.text() for key, label in dialog.values.items()}
    assert (values["games"], values["wins"], values["current_streak"]) == ("2", "2", "2")
    assert {dialog.games_list.topLevelItem(i).text(0) for i in range(2)} == {"500", "501"}
    assert dialog.games_list.topLevelItem(0).text(2) == "Won, winnable deal"
    dialog.show_kind("daily")
    assert dialog.values["games"].text() == "0"
    # A practice game is shown apart, and only there.
    store.record_game(GameRecord(
        game="addiction", rules_key=KEY, deal=12, score=48, won=True, moves=70,
        redeals_used=1, seconds=100, started=START, finished=START + timedelta(seconds=100),
        assisted=True, kind="practice"))
    dialog.refresh()
    dialog.show_kind(None)
    assert dialog.values["games"].text() == "7"
    assert dialog.games_list.topLevelItemCount() == 7
    dialog.show_kind("practice")
    assert dialog.kind == "practice" and dialog.kind_combo.currentText() == "Practice games"
    values = {key: label.text() for key, label in dialog.values.items()}
    assert (values["games"], values["wins"], values["current_streak"]) == ("1", "1", "0")
    assert dialog.games_list.topLevelItem(0).text(2) == "Won, assisted, practice"
    # A reset still forgets the whole rule set, whatever kind is on show.
    assert dialog.reset_button.isEnabled()


def test_the_calendar_marks_days_played_and_won(qtbot: QtBot, store: RecordsStore) -> None:
    for day, won in ((date(2026, 11, 28), True), (date(2026, 11, 29), False),
                     (date(2026, 11, 30), True), (date(2026, 12, 1), True)):
        store.record_game(played(won, "daily", day, deal=day.day))
    dialog = make(qtbot, store, date(2026, 12, 2))
    dialog.calendar.setCurrentPage(2026, 11)
    formats = {d: dialog.calendar.dateTextFormat(QDate(2026, 11, d)) for d in (27, 28, 29, 30)}
    assert formats[28].background().color() == WON_DAY
    assert formats[28].fontWeight() == QFont.Weight.Bold
    assert formats[29].background().color() == PLAYED_DAY and formats[29].fontItalic()
    assert formats[30].toolTip() == "Deal of the day won"
    assert formats[27].background().style().name == "NoBrush"
    text = dialog.daily_text()
    assert "Daily deals won in a row: 2 (longest 2)." in text
    assert "November 2026: 3 played, 2 won." in text
    assert "Won: 28, 30." in text and "Played, not won: 29." in text
    assert dialog.calendar.accessibleDescription() == text
    dialog.calendar.setCurrentPage(2026, 12)
    assert "December 2026: 1 played, 1 won." in dialog.daily_text()
    # A day later with nothing played, the run of days is over.
    later = make(qtbot, store, date(2026, 12, 3))
    assert "won in a row: 0 (longest 2)" in later.daily_text()
    # The marks follow the store when a game ends on the day.
    store.record_game(played(True, "daily", date(2026, 12, 3), deal=3))
    later.refresh()
    assert later.calendar.dateTextFormat(QDate(2026, 12, 3)).background().color() == WON_DAY
    # (2 December was not played: the run starts again.)
    assert "won in a row: 1 (longest 2)" in later.daily_text()
