# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The player's records and saved games are the player's alone: folders the game makes are
0700 and files it makes 0600, whatever the umask; a folder the player already has keeps its mode."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from addiction.store import RECORDS_FILE, GameRecord, RecordsStore, SavedGames, set_aside
from addiction.store import saved_game as saved_game_module
from addiction.store.keeper import LOCK_FILE, OTHER_COPIES, Storage

KEY = "addiction:redeals=3,gaps=after-sequence,redeal_when=stuck"

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


@pytest.fixture(autouse=True)
def open_umask() -> Iterator[None]:
    """The loosest umask: whatever relies on it instead of setting a mode comes out 0666/0777."""
    previous = os.umask(0)
    yield
    os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def a_game(score: int = 10) -> GameRecord:
    return GameRecord(game="addiction", rules_key=KEY, deal=9, score=score, won=False, moves=40,
                      redeals_used=0, seconds=90, started=datetime(2026, 11, 29, tzinfo=UTC))


def test_a_new_data_folder_and_everything_in_it_is_private(tmp_path: Path) -> None:
    folder = tmp_path / "share" / "data"
    storage = Storage.open(folder)
    storage.records.record_game(a_game())
    storage.saves.save("addiction", {"elapsed": 3})
    assert storage.saves.flush()
    assert mode(folder) == 0o700
    assert mode(folder.parent) == 0o700  # made by the game too
    book = folder / RECORDS_FILE
    # The book is open: its WAL companions exist now, and take the book's mode.
    for path in (book, book.with_name(RECORDS_FILE + "-wal"), book.with_name(RECORDS_FILE + "-shm"),
                 storage.saves.path("addiction"), folder / LOCK_FILE):
        assert mode(path) == 0o600, path.name
    storage.close()


def test_a_folder_the_player_has_keeps_its_mode(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    os.chmod(folder, 0o755)
    with RecordsStore.open(folder) as store:
        store.record_game(a_game())
    saves = SavedGames(folder)
    saves.save("addiction", {"elapsed": 3})
    assert saves.flush()
    assert mode(folder) == 0o755
    assert mode(folder / RECORDS_FILE) == 0o600
    assert mode(saves.path("addiction")) == 0o600


def test_the_folders_of_another_copy_are_private(tmp_path: Path) -> None:
    first = Storage.open(tmp_path)
    second = Storage.open(tmp_path)
    second.saves.save("addiction", {"elapsed": 3})
    assert second.saves.flush()
    own = second.saves.directory
    assert own.parent == tmp_path / OTHER_COPIES
    assert (mode(tmp_path / OTHER_COPIES), mode(own)) == (0o700, 0o700)
    assert (mode(own / LOCK_FILE), mode(second.saves.path("addiction"))) == (0o600, 0o600)
    second.close()
    first.close()


def test_the_temporary_save_is_private_while_it_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The content is in the temporary file before the rename: it must not be readable then.
    seen: list[int] = []
    real_fsync = os.fsync

    def noting_fsync(descriptor: int) -> None:
        seen.append(stat.S_IMODE(os.fstat(descriptor).st_mode))
        real_fsync(descriptor)

    monkeypatch.setattr(saved_game_module.os, "fsync", noting_fsync)
    saves = SavedGames(tmp_path / "data")
    saves.save("addiction", {"elapsed": 3})
    assert saves.flush()
    assert seen == [0o600]


def test_files_kept_aside_are_private(tmp_path: Path) -> None:
    # Written by a version that left them readable by all, then damaged.
    folder = tmp_path / "data"
    folder.mkdir()
    saves = SavedGames(folder)
    saves.path("addiction").write_bytes(b"{ cut short")
    book = folder / RECORDS_FILE
    book.write_bytes(os.urandom(4096))
    for path in folder.iterdir():
        os.chmod(path, 0o644)
    assert saves.load("addiction") is None
    store = RecordsStore.open(folder)
    assert store.problem is not None and "damaged" in store.problem
    store.close()
    other = folder / "other.sqlite"
    other.write_bytes(b"main")
    other.with_name(other.name + "-wal").write_bytes(b"journal")
    for path in (other, other.with_name(other.name + "-wal")):
        os.chmod(path, 0o644)
    assert set_aside(other) is not None
    kept = sorted(folder.glob("*.damaged-*"))
    assert len(kept) == 4  # the saved game, the book, and a file with its journal
    assert {path.name: mode(path) for path in kept} == {path.name: 0o600 for path in kept}
    # The fresh book that replaces the damaged one is private from the start.
    assert mode(book) == 0o600
