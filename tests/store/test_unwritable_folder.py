# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A record book on a read-only file system or a full disk still shows its games, read-only,
and says that new ones cannot be saved. Real file systems (a small tmpfs), since the tests run
as root, whom no folder's mode stops: skipped where mounting one is not allowed."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from addiction.store import RECORDS_FILE, GameRecord, RecordsStore

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"


def game(score: int) -> GameRecord:
    return GameRecord(game="addiction", rules_key=KEY, deal=9, score=score, won=False, moves=40,
                      redeals_used=0, seconds=90, started=datetime(2026, 11, 29, tzinfo=UTC))


def _mount(*arguments: str) -> bool:
    done = subprocess.run(["mount", *arguments], capture_output=True, timeout=30, check=False)
    return done.returncode == 0


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 256 kB tmpfs of the test's own, holding a record book of three games."""
    folder = tmp_path / "disk"
    folder.mkdir()
    if os.geteuid() != 0 or not _mount("-t", "tmpfs", "-o", "size=256k", "tmpfs", str(folder)):
        pytest.skip("mounting a file system needs root and a system that allows it")
    try:
        with RecordsStore.open(folder) as book:
            for score in (10, 20, 30):
                book.record_game(game(score))
        yield folder
    finally:
        subprocess.run(["umount", "--lazy", str(folder)], capture_output=True, timeout=30,
                       check=False)


def assert_shown_read_only(folder: Path) -> None:
    before = (folder / RECORDS_FILE).read_bytes()
    store = RecordsStore.open(folder)
    assert not store.persistent and store.read_only_copy
    assert store.problem is not None and "cannot be saved" in store.problem
    assert "shown as they are" in store.problem
    assert store.summary(KEY).games == 3
    assert [record.score for record in store.recent(KEY)] == [30, 20, 10]
    # The session plays on in memory; the file is left as it was.
    store.record_game(game(40))
    assert store.summary(KEY).games == 4
    store.close()
    assert (folder / RECORDS_FILE).read_bytes() == before


def test_a_read_only_file_system_shows_the_old_games(small_disk: Path) -> None:
    assert _mount("-o", "remount,ro", str(small_disk))
    assert_shown_read_only(small_disk)


def test_a_full_disk_shows_the_old_games(small_disk: Path) -> None:
    filler = os.open(small_disk / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        while os.write(filler, b"\0" * 4096):
            pass
    except OSError:
        pass  # the disk is full
    finally:
        os.close(filler)
    assert_shown_read_only(small_disk)
