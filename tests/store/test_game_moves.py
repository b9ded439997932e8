# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The record book keeps each game's moves (schema's ``game_moves`` table) and, once the game
has been analysed, its analysis; books written before keep loading, their games without moves."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.keeper import record_of
from addiction.store import RECORDS_FILE, SCHEMA_VERSION, RecordsStore, records_file

START = datetime(2026, 11, 29, 12, 0, tzinfo=UTC)


def a_finished_game() -> GapsGame:
    game = GapsGame.new(11)
    for _ in range(4):
        game.play(game.moves()[0])
    game.give_up()
    return game


def test_a_game_is_kept_with_its_moves_and_later_its_analysis(tmp_path: Path) -> None:
    game = a_finished_game()
    with RecordsStore.open(tmp_path) as store:
        store.record_game(record_of(game, seconds=30, started=START, assisted=False),
                          game.to_dict())
        record_id = store.last_recorded
        assert record_id is not None
        [kept] = store.recent()
        assert kept.record_id == record_id
        assert store.has_moves([record_id, record_id + 1]) == {record_id}
        assert GapsGame.from_dict(store.moves_of(record_id)).to_text() == game.to_text()
        assert store.analysis_of(record_id) is None
        assert store.keep_analysis(record_id, '{"format": 1}')
    # Read back from the file by another store.
    with RecordsStore.open(tmp_path) as store:
        assert store.analysis_of(record_id) == '{"format": 1}'
        assert store.moves_of(record_id)["actions"] == game.to_dict()["actions"]


def test_a_game_recorded_without_moves_has_none_and_takes_no_analysis(tmp_path: Path) -> None:
    with RecordsStore.open(tmp_path) as store:
        store.record_game(record_of(a_finished_game(), seconds=3, started=START, assisted=False))
        record_id = store.last_recorded
        assert record_id is not None
        assert store.moves_of(record_id) is None and store.has_moves([record_id]) == set()
        assert not store.keep_analysis(record_id, "{}")
        assert store.analysis_of(record_id) is None


def test_reset_forgets_the_moves_with_the_games(tmp_path: Path) -> None:
    game = a_finished_game()
    with RecordsStore.open(tmp_path) as store:
        store.record_game(record_of(game, seconds=3, started=START, assisted=False), game.to_dict())
        first = store.last_recorded
        assert first is not None
        assert store.reset() == 1
        assert store.moves_of(first) is None
        # A new game may take the same row number: it does not inherit the old moves.
        store.record_game(record_of(game, seconds=3, started=START, assisted=False))
        assert store.moves_of(store.last_recorded or 0) is None


def test_a_book_of_the_first_schema_opens_with_its_games_and_no_moves(tmp_path: Path) -> None:
    path = tmp_path / RECORDS_FILE
    with closing(sqlite3.connect(path)) as db:
        for statement in records_file.MIGRATIONS[0]:
            db.execute(statement)
        db.execute(
            "INSERT INTO games (game, rules, deal, score, won, moves, redeals, seconds, started,"
            " finished, assisted, given_up) VALUES ('addiction',"
            " 'addiction:redeals=3,gaps=after-sequence,redeal_when=stuck', 5, 20, 0, 40, 1, 90,"
            " '2026-01-02T03:04:05Z', '2026-01-02T03:09:05Z', 0, 0)")
        db.execute(f"PRAGMA application_id = {records_file.APPLICATION_ID}")
        db.execute("PRAGMA user_version = 1")
        db.commit()
    with RecordsStore.open(tmp_path) as store:
        assert store.problem is None and store.path == path
        [old] = store.recent()
        assert old.deal == 5 and old.record_id is not None
        assert store.moves_of(old.record_id) is None
        assert store.has_moves([old.record_id]) == set()
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert records_file._schema_of(db) == records_file._schema_at(SCHEMA_VERSION)
