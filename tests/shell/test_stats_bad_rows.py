# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Statistics survive a row whose text is not UTF-8: every other rule set and game shows."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import Rules
from addiction.games.gaps.engine.rules import rules_key
from addiction.shell.statistics import StatisticsDialog
from addiction.store import RECORDS_FILE, GameRecord, RecordsStore

KEY = rules_key(Rules())
OTHER = rules_key(Rules(redeals=1, gaps="random", redeal_when="any"))
START = datetime(2026, 11, 29, 10, 0, tzinfo=UTC)


def record(score: int, key: str) -> GameRecord:
    return GameRecord(game="addiction", rules_key=key, deal=11, score=score, won=False,
                      moves=60, redeals_used=1, seconds=200, started=START,
                      finished=START + timedelta(seconds=200))


def test_a_row_that_is_not_utf8_leaves_the_other_rule_sets_and_games(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with RecordsStore.open(tmp_path) as book:
        book.record_game(record(20, OTHER))
        book.record_game(record(30, KEY))
    with closing(sqlite3.connect(tmp_path / RECORDS_FILE)) as db, db:
        # A copy of the last game whose rule set's text ends in bytes that are not UTF-8.
        db.execute("INSERT INTO games (game, rules, deal, score, won, moves, redeals, seconds,"
                   " started, finished, assisted, given_up, kind, day) SELECT game,"
                   " CAST(rules || CAST(x'fffe' AS TEXT) AS TEXT), deal, score, won, moves,"
                   " redeals, seconds, started, finished, assisted, given_up, kind, day"
                   " FROM games WHERE rules = ?", (KEY,))
    store = RecordsStore.open(tmp_path)
    assert store.problem is None
    assert store.rule_sets() == [KEY, OTHER]
    assert [game.score for game in store.recent()][1:] == [30, 20]
    dialog = StatisticsDialog(store, KEY, confirm=lambda parent, title, question: True)
    qtbot.addWidget(dialog)
    dialog.show()
    combo = dialog.rules_combo
    assert [combo.itemData(i) for i in range(combo.count())] == [KEY, OTHER]
    assert dialog.games_list.topLevelItemCount() == 1
    combo.setCurrentIndex(1)
    assert dialog.games_list.topLevelItemCount() == 1
    store.close()
