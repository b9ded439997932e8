# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Kinds of deal in the record book (normal, winnable, daily), win and loss streaks, and the
daily results with their streak of days: kept apart, surviving a restart and an old book."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

import pytest

from addiction.store import RECORDS_FILE, SCHEMA_VERSION, DealKind, GameRecord, RecordsStore

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"
DATA = Path(__file__).resolve().parents[1] / "data"
START = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def played(won: bool, *, kind: DealKind = "normal", day: date | None = None,
           assisted: bool = False, given_up: bool = False, deal: int = 7, score: int = 30,
           finished: datetime | None = None) -> GameRecord:
    return GameRecord(
        game="addiction", rules_key=KEY, deal=deal, score=48 if won else score, won=won,
        moves=90, redeals_used=1, seconds=200, started=START,
        finished=finished or START + timedelta(seconds=200), assisted=assisted,
        given_up=given_up, kind=kind, day=day)


@pytest.fixture
def store(tmp_path: Path) -> RecordsStore:
    return RecordsStore.open(tmp_path)


@pytest.mark.parametrize("book", [
    DATA / "records-written-by-release-1.sqlite",
    DATA / "release-0.1.0" / RECORDS_FILE,
    DATA / "release-pre-move" / RECORDS_FILE,
])
def test_an_old_book_keeps_every_game_as_a_normal_deal(tmp_path: Path, book: Path) -> None:
    path = tmp_path / RECORDS_FILE
    shutil.copyfile(book, path)
    with closing(sqlite3.connect(path)) as db:
        before = db.execute("SELECT * FROM games ORDER BY id").fetchall()
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert before
    with RecordsStore.open(tmp_path) as store:
        assert store.path == path and store.problem is None
        found = store.recent(limit=100)
        assert len(found) == len(before)
        assert {(r.kind, r.day) for r in found} == {("normal", None)}
        for key in store.rule_sets():
            assert store.summary(key, "normal") == store.summary(key)
            assert store.summary(key, "winnable").games == 0
    with closing(sqlite3.connect(path)) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        # Every column of every old row is as it was, the new ones after them.
        after = db.execute("SELECT * FROM games ORDER BY id").fetchall()
        assert [row[:len(before[0])] for row in after] == before
        assert {row[len(before[0]):] for row in after} == {("normal", None)}


def test_kinds_are_kept_apart(store: RecordsStore) -> None:
    store.record_game(played(True, score=48))
    store.record_game(played(False, kind="winnable", score=40))
    store.record_game(played(True, kind="daily", day=date(2026, 12, 1)))
    assert store.summary(KEY).games == 3
    assert (store.summary(KEY, "normal").games, store.summary(KEY, "normal").wins) == (1, 1)
    assert (store.summary(KEY, "winnable").games, store.summary(KEY, "winnable").wins) == (1, 0)
    assert store.summary(KEY, "winnable").best_score == 40
    assert store.summary(KEY, "daily").wins == 1
    assert [r.kind for r in store.recent(KEY)] == ["daily", "winnable", "normal"]
    assert [r.day for r in store.recent(KEY, kind="daily")] == [date(2026, 12, 1)]
    assert sum(store.distribution(KEY, "winnable")) == 1
    # A record falls against earlier games of its own kind only.
    assert store.record_game(played(False, kind="winnable", score=44)) == {"score"}
    assert store.record_game(played(False, score=47)) == frozenset()


def test_a_daily_deal_and_only_a_daily_deal_carries_its_day() -> None:
    with pytest.raises(ValueError, match="daily"):
        played(True, kind="daily")
    with pytest.raises(ValueError, match="daily"):
        played(True, kind="winnable", day=date(2026, 12, 1))
    with pytest.raises(ValueError, match="kind"):
        played(True, kind="lucky")  # type: ignore[arg-type]


def test_streaks_after_wins_and_losses(store: RecordsStore) -> None:
    sequence = [
        played(True), played(True), played(True),        # three wins
        played(False),                                    # a loss ends them
        played(False, given_up=True),                     # giving up is a loss
        played(True, assisted=True),                      # help: counts in no streak,
        played(False, assisted=True),                     # won or lost
        played(True), played(True),
        played(False, kind="winnable"),                   # another kind, another count
    ]
    for record in sequence:
        store.record_game(record)
    normal = store.summary(KEY, "normal")
    assert (normal.current_streak, normal.longest_streak) == (2, 3)
    assert (normal.current_loss_streak, normal.longest_loss_streak) == (0, 2)
    everything = store.summary(KEY)
    assert (everything.current_streak, everything.current_loss_streak) == (0, 1)
    store.record_game(played(False))
    store.record_game(played(False, deal=0))              # a pasted position: no count
    normal = store.summary(KEY, "normal")
    assert (normal.current_streak, normal.longest_streak) == (0, 3)
    assert (normal.current_loss_streak, normal.longest_loss_streak) == (1, 2)


def test_the_daily_streak_across_midnight_survives_a_restart(tmp_path: Path) -> None:
    first = date(2026, 11, 29)
    with RecordsStore.open(tmp_path) as store:
        for offset in range(3):
            day = first + timedelta(days=offset)
            store.record_game(played(True, kind="daily", day=day))
        # The deal of 1 December, played late that evening, won ten minutes past midnight:
        # it counts for its own day, not the day it ended.
        late = datetime(2026, 12, 1, 23, 50, tzinfo=UTC)
        store.record_game(replace(played(False, kind="daily", day=date(2026, 12, 2)),
                                  finished=late))
        store.record_game(replace(played(True, kind="daily", day=date(2026, 12, 2)),
                                  finished=late + timedelta(minutes=20)))
        assert store.daily_streak("addiction", date(2026, 12, 2)) == (4, 4)
    with RecordsStore.open(tmp_path) as store:
        results = store.daily_results("addiction")
        assert results == {first + timedelta(days=n): True for n in range(4)}
        # Just after midnight the streak lives on while today's deal is still to be won…
        assert store.daily_streak("addiction", date(2026, 12, 3)) == (4, 4)
        # …and a lost try of today's deal does not end it either, until the day is over.
        store.record_game(played(False, kind="daily", day=date(2026, 12, 3)))
        assert store.daily_results("addiction")[date(2026, 12, 3)] is False
        assert store.daily_streak("addiction", date(2026, 12, 3)) == (4, 4)
        assert store.daily_streak("addiction", date(2026, 12, 4)) == (0, 4)
        store.record_game(played(True, kind="daily", day=date(2026, 12, 4)))
        assert store.daily_streak("addiction", date(2026, 12, 4)) == (1, 4)
        assert store.daily_results("pyramid") == {}
