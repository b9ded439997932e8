# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where the player's data lives, how it is kept from other users, and how a damaged file is
kept aside instead of deleted."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

DATA_DIR_ENV: Final = "ADDICTION_DATA_DIR"
# The data folder's name in the platform's folder for users' data (``~/.local/share``). Up to
# 0.1.0 it was Qt's application folder, named twice: ``Addiction/Addiction`` (see old_folder).
DATA_FOLDER: Final = "Addiction"

# Records and saved games are the player's own: another user of the machine may neither read
# them (a home folder is often open to all) nor write them. The modes are set outright after
# creation instead of trusting the process's umask, which another thread could change and
# which is often 022 (everything readable by all).
PRIVATE_FOLDER: Final = 0o700
PRIVATE_FILE: Final = 0o600
# O_NOFOLLOW where the system has it: a file of ours is never written through a symbolic link.
_NO_FOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)

# SQLite keeps a database's unfinished writes in files beside it; they belong to that file
# and must travel with it, or a fresh database could pick up a stranger's journal.
_COMPANIONS: Final = ("-wal", "-shm", "-journal")


def default_data_dir() -> Path:
    """The folder for records and saved games.

    ``ADDICTION_DATA_DIR`` wins (tests, portable installs); otherwise ``DATA_FOLDER`` in the
    platform's folder for users' data (``$XDG_DATA_HOME``, ``~/.local/share`` by default).
    """
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    # Imported here so that the store works in scripts and tests that never load Qt.
    from PySide6.QtCore import QStandardPaths  # noqa: PLC0415

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(location) / DATA_FOLDER if location else Path.home() / ".addiction"


def make_private_folder(folder: Path) -> None:
    """Create ``folder`` and any missing folder above it, each open to its owner alone (0700).

    A folder that already exists keeps the mode it has: the player (or an earlier version)
    chose it, and a data folder may be shared on purpose. Raises OSError as ``Path.mkdir``
    does, e.g. when a file stands where a folder should be.
    """
    missing: list[Path] = []
    here = folder
    while not os.path.lexists(here) and here != here.parent:
        missing.append(here)
        here = here.parent
    for path in reversed(missing):
        try:
            os.mkdir(path, PRIVATE_FOLDER)
        except FileExistsError:
            # Another process made it at the same moment: its mode is that process's choice.
            continue
        # The umask can only have taken bits away; this gives the owner back exactly 0700.
        os.chmod(path, PRIVATE_FOLDER)
    if not folder.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder))


def _owner_only(descriptor: int) -> None:
    """Give an open file exactly the private mode (Windows has no POSIX modes to set)."""
    if hasattr(os, "fchmod"):
        os.fchmod(descriptor, PRIVATE_FILE)


def create_private_file(path: Path) -> bool:
    """Create ``path`` empty and owner-only (0600); False, leaving it alone, if it exists."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NO_FOLLOW,
                             PRIVATE_FILE)
    except FileExistsError:
        return False
    try:
        _owner_only(descriptor)
    finally:
        os.close(descriptor)
    return True


def open_private_for_writing(path: Path) -> int:
    """A descriptor of ``path`` emptied for writing, made owner-only before a byte is written.

    For files of the game's own naming (temporary files): one left over from an earlier run
    is reused, and its mode is set again, whatever it was.
    """
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | _NO_FOLLOW, PRIVATE_FILE)
    try:
        _owner_only(descriptor)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _close_to_others(path: Path) -> None:
    """Take the group's and others' permissions off a file kept aside (it holds player data)."""
    with contextlib.suppress(OSError):
        status = os.lstat(path)
        mode = stat.S_IMODE(status.st_mode)
        # A symbolic link is left be: changing a mode through it would change its target's.
        if stat.S_ISREG(status.st_mode) and mode & 0o077:
            os.chmod(path, mode & ~0o077)


def set_aside(path: Path) -> Path | None:
    """Rename a damaged file to ``<name>.damaged-<UTC time>``; None if it is already gone.

    Raises OSError when the folder does not allow the rename.
    """
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    copy = 2
    while target.exists():
        target = path.with_name(f"{path.name}.damaged-{stamp}-{copy}")
        copy += 1
    try:
        os.replace(path, target)
    except FileNotFoundError:
        # Another window noticed the damage first and has already moved the file.
        return None
    _close_to_others(target)
    for suffix in _COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            kept = target.with_name(target.name + suffix)
            os.replace(companion, kept)
            _close_to_others(kept)
    return target
