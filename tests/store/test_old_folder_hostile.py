# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The move out of the old data folder writes nothing through a link and waits on nothing."""

from __future__ import annotations

import faulthandler
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from addiction.store.keeper import LOCK_FILE
from addiction.store.old_folder import NOTE_FILE, move_old_folder


@pytest.fixture(autouse=True)
def never_hang() -> Iterator[None]:
    faulthandler.dump_traceback_later(15, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def folders(tmp_path: Path) -> tuple[Path, Path]:
    old, new = tmp_path / "old", tmp_path / "new"
    old.mkdir()
    new.mkdir()
    # The new folder has a saved game already: the old one's stays, and a note says why.
    for folder in (old, new):
        (folder / "addiction-in-progress.json").write_text(folder.name)
    return old, new


def test_the_note_is_never_written_through_a_link(tmp_path: Path) -> None:
    old, new = folders(tmp_path)
    player_file = tmp_path / "player-file"
    (old / NOTE_FILE).symlink_to(player_file)  # a link to a file not there yet
    move = move_old_folder(old, new)
    assert move.outcome == "kept"
    assert not player_file.exists()
    assert (old / NOTE_FILE).is_symlink()


def test_a_named_pipe_at_the_note_or_the_lock_holds_nothing(tmp_path: Path) -> None:
    old, new = folders(tmp_path)
    os.mkfifo(old / NOTE_FILE)
    os.mkfifo(old / LOCK_FILE)
    move = move_old_folder(old, new)
    assert move.outcome in ("kept", "moved") and move.folder == new
    assert stat.S_ISFIFO(os.lstat(old / NOTE_FILE).st_mode)
    # The pipe at the lock's name was set aside (and moved on with the rest, like any file).
    [lock] = [*old.glob(f"{LOCK_FILE}.damaged-*"), *new.glob(f"{LOCK_FILE}.damaged-*")]
    assert stat.S_ISFIFO(os.lstat(lock).st_mode)
