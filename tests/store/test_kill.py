# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``kill -9`` in the middle of writing loses at most the write under way, never a whole file."""

from __future__ import annotations

import multiprocessing
import os
import signal
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from addiction.store import GameRecord, RecordsStore, SavedGames

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"
START = datetime(2026, 11, 29, tzinfo=UTC)

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _save_forever(folder: str, report: Connection) -> None:
    saves = SavedGames(folder)
    count = 0
    while True:
        count += 1
        # A few kilobytes, like a real game, so the kill can land inside a write.
        saves.save("addiction", {"count": count, "history": list(range(count % 500, 1000))})
        if saves.flush():
            report.send(count)


def _record_forever(folder: str, report: Connection) -> None:
    store = RecordsStore.open(folder)
    count = 0
    while True:
        count += 1
        store.record_game(
            GameRecord(
                game="addiction", rules_key=KEY, deal=count, score=count % 49, won=False,
                moves=count, redeals_used=0, seconds=count, started=START,
            )
        )
        report.send(count)


def _kill_after(target: object, folder: Path, reports: int) -> int:
    """Start ``target`` in a process, kill it hard after it reported ``reports`` writes."""
    context = multiprocessing.get_context("spawn")
    receiver, sender = context.Pipe(duplex=False)
    process = context.Process(target=target, args=(str(folder), sender))
    process.start()
    last = 0
    try:
        while last < reports:
            assert receiver.poll(30), "the writer never reported"
            last = receiver.recv()
    finally:
        assert process.pid is not None
        os.kill(process.pid, signal.SIGKILL)
        process.join(10)
    while receiver.poll(0):
        last = receiver.recv()
    return int(last)


def test_a_killed_save_leaves_a_whole_saved_game(tmp_path: Path) -> None:
    confirmed = _kill_after(_save_forever, tmp_path, reports=40)
    saves = SavedGames(tmp_path)
    data = saves.load("addiction")
    assert saves.problem is None
    assert data is not None
    assert data["count"] >= confirmed
    assert list(tmp_path.glob("*.damaged-*")) == []
    # A kill inside a write leaves its temporary file; the next load removes it.
    assert list(tmp_path.glob(".*.tmp")) == []


def test_a_killed_recorder_keeps_every_game_it_committed(tmp_path: Path) -> None:
    confirmed = _kill_after(_record_forever, tmp_path, reports=40)
    with RecordsStore.open(tmp_path) as store:
        assert store.problem is None
        games = store.summary(KEY).games
        deals = {record.deal for record in store.recent(KEY, limit=games)}
    assert games >= confirmed
    assert deals == set(range(1, games + 1))
