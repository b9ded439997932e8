# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Practice games (played on from a position of an analysed game) in the record book: kept
apart from every total, record and streak; and schema 4, which let the book hold them, built
from a schema-3 book with every row, id and kept move, or setting a damaged one aside."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from addiction.core import SaveError
from addiction.store import RECORDS_FILE, SCHEMA_VERSION, DealKind, GameRecord, RecordsStore, records_file
from addiction.store.keeper import kind_of
from tests.store.test_damage import kept_aside, overwrite_inside_the_games_table

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"
START = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def played(won: bool, *, kind: DealKind = "normal", assisted: bool = False,
           score: int = 30, day: date | None = None) -> GameRecord:
    return GameRecord(
        game="addiction", rules_key=KEY, deal=7, score=48 if won else score, won=won,
        moves=90, redeals_used=1, seconds=200, started=START,
        finished=START + timedelta(seconds=200), assisted=assisted, kind=kind, day=day)


def test_practice_games_count_in_nothing_but_their_own_totals(tmp_path: Path) -> None:
    with RecordsStore.open(tmp_path) as store:
        store.record_game(played(True))
        store.record_game(played(True))
        store.record_game(played(False, kind="daily", day=date(2026, 12, 1)))
        before = store.summary(KEY), store.summary(KEY, "normal"), store.distribution(KEY)
        # Lost and won, even unassisted (as a hand-made record could say): nothing moves.
        assert store.record_game(played(False, kind="practice", assisted=True)) == frozenset()
        assert store.record_game(played(True, kind="practice")) == frozenset()
        assert (store.summary(KEY), store.summary(KEY, "normal"),
                store.distribution(KEY)) == before
        assert (before[0].current_streak, before[0].current_loss_streak) == (0, 1)
        practice = store.summary(KEY, "practice")
        assert (practice.games, practice.wins) == (2, 1)
        assert practice.best_score is None and practice.longest_streak == 0
        assert practice.longest_loss_streak == 0
        assert sum(store.distribution(KEY, "practice")) == 2
        assert [r.kind for r in store.recent(KEY)] == ["daily", "normal", "normal"]
        assert [r.kind for r in store.recent(None, kind="practice")] == ["practice"] * 2
        assert store.daily_results("addiction") == {date(2026, 12, 1): False}
        assert store.rule_sets() == [KEY]


def schema_3_book(path: Path) -> None:
    """A book as schema 3 wrote it (its SQL is released and never edited): games of every
    kind of its day, with gaps in the ids, kept moves, and one row breaking a CHECK."""
    with closing(sqlite3.connect(path)) as db:
        for statements in records_file.MIGRATIONS[:3]:
            for statement in statements:
                db.execute(statement)
        columns = ("id, game, rules, deal, score, won, moves, redeals, seconds, started,"
                   " finished, assisted, given_up, kind, day")
        rows: list[tuple[Any, ...]] = [
            (3, 5, 20, 0, "normal", None), (4, 9, 48, 1, "winnable", None),
            (8, 11, 40, 0, "daily", "2026-11-30"), (12, 0, 12, 0, "normal", None)]
        for row_id, deal, score, won, kind, day in rows:
            db.execute(f"INSERT INTO games ({columns}) VALUES (?, 'addiction', ?, ?, ?, ?, 40,"
                       " 1, 90, '2026-01-02T03:04:05Z', '2026-01-02T03:09:05Z', 0, 0, ?, ?)",
                       (row_id, KEY, deal, score, won, kind, day))
        db.execute("INSERT INTO game_moves (game_id, moves, analysis) VALUES"
                   " (4, '{\"deal\":9}', '{\"verdicts\":[]}'), (8, '{\"deal\":11}', NULL)")
        db.execute("PRAGMA ignore_check_constraints = ON")
        db.execute(f"INSERT INTO games ({columns}) VALUES (20, 'addiction', ?, 7, -1, 0, 3, 0,"
                   " 5, '2026-01-02T03:04:05Z', '2026-01-02T03:09:05Z', 0, 0, 'normal', NULL)",
                   (KEY,))
        db.execute(f"PRAGMA application_id = {records_file.APPLICATION_ID}")
        db.execute("PRAGMA user_version = 3")
        db.commit()


def contents(path: Path) -> tuple[list[Any], list[Any]]:
    with closing(sqlite3.connect(path)) as db:
        return (db.execute("SELECT * FROM games ORDER BY id").fetchall(),
                db.execute("SELECT * FROM game_moves ORDER BY game_id").fetchall())


def test_a_schema_3_book_is_rebuilt_with_every_row_id_and_move(tmp_path: Path) -> None:
    path = tmp_path / RECORDS_FILE
    schema_3_book(path)
    games_before, moves_before = contents(path)
    with RecordsStore.open(tmp_path) as store:
        assert store.problem is None and store.persistent and store.path == path
        assert [r.record_id for r in store.recent()] == [12, 8, 4, 3]
        assert store.moves_of(4) == {"deal": 9} and store.analysis_of(4) == '{"verdicts":[]}'
        store.record_game(played(False, kind="practice", assisted=True), {"deal": 7})
        assert store.last_recorded == 21 and store.moves_of(21) == {"deal": 7}
        # The checks guard every write after the rebuild.
        with pytest.raises(sqlite3.IntegrityError):
            store._db.execute("UPDATE games SET kind = 'lucky' WHERE id = 3")
    games_after, moves_after = contents(path)
    assert games_after[:-1] == games_before and games_after[-1][-2:] == ("practice", None)
    assert moves_after[:len(moves_before)] == moves_before
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
        assert records_file._schema_of(db) == records_file._schema_at(SCHEMA_VERSION)
        assert db.execute("PRAGMA integrity_check").fetchone()[0].startswith("CHECK constraint")
    assert kept_aside(tmp_path) == []


def test_a_rebuild_that_fails_leaves_the_book_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / RECORDS_FILE
    schema_3_book(path)
    with closing(sqlite3.connect(path)) as db:
        # The name the rebuild needs, taken: its first statement fails.
        db.execute("CREATE TABLE games_rebuilt (x)")
        db.commit()
    before = contents(path)
    with RecordsStore.open(tmp_path) as store:
        assert store.problem is not None and not store.persistent
    assert contents(path) == before
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 3


def test_a_damaged_schema_3_book_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / RECORDS_FILE
    schema_3_book(path)
    overwrite_inside_the_games_table(path)
    damaged = path.read_bytes()
    with RecordsStore.open(tmp_path) as store:
        [aside] = kept_aside(tmp_path)
        assert aside.read_bytes() == damaged
        assert store.problem is not None and "damaged" in store.problem
        assert store.persistent and store.summary(KEY).games == 0
        store.record_game(played(True, kind="practice"))
        assert store.summary(KEY, "practice").games == 1


def test_a_saved_practice_game_keeps_its_kind_and_must_be_assisted() -> None:
    assert kind_of({"kind": "practice", "assisted": True}) == ("practice", None)
    assert kind_of({"kind": "practice", "assisted": True, "day": "2026-12-01"}) == (
        "practice", None)
    with pytest.raises(SaveError, match="assisted"):
        kind_of({"kind": "practice", "assisted": False})
