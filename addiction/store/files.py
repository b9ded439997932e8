# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where the player's data lives, and how a damaged file is kept aside instead of deleted."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

DATA_DIR_ENV: Final = "ADDICTION_DATA_DIR"

# SQLite keeps a database's unfinished writes in files beside it; they belong to that file
# and must travel with it, or a fresh database could pick up a stranger's journal.
_COMPANIONS: Final = ("-wal", "-shm", "-journal")


def default_data_dir() -> Path:
    """The folder for records and saved games.

    ``ADDICTION_DATA_DIR`` wins (tests, portable installs); otherwise Qt's application-data
    folder, which depends on the application name, so call this after ``QApplication`` exists.
    """
    override = os.environ.get(DATA_DIR_ENV, "").strip()
    if override:
        return Path(override).expanduser()
    # Imported here so that the store works in scripts and tests that never load Qt.
    from PySide6.QtCore import QStandardPaths  # noqa: PLC0415

    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".addiction"


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
    for suffix in _COMPANIONS:
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            os.replace(companion, target.with_name(target.name + suffix))
    return target
