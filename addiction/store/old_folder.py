# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The one-time move of the player's data out of the folder earlier versions used.

Up to 0.1.0 the data folder was Qt's ``AppDataLocation``, which names both the organisation and
the application, each "Addiction": ``~/.local/share/Addiction/Addiction``. It is now
``~/.local/share/Addiction`` (``default_data_dir``), and the first start that finds the old folder
moves its contents up into the new one before anything opens either.

What a player can count on:

- Nothing is overwritten. A file (or folder) the new folder already has stays as it is, and the
  old folder's copy stays where it was, beside a note saying why; the player is told once, in
  one sentence. A records database moves together with its journal files or not at all.
- A copy of the game still running from the old folder (it holds the old folder's lock) keeps
  it: this start uses the old folder too, and the move waits for a later start.
- Nothing here stops a start: a folder that cannot be read or written is told in one sentence,
  what could not move stays where it was, and the game carries on with the new folder.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final, Literal

from PySide6.QtCore import QLockFile, QStandardPaths

from addiction.store.files import (
    DATA_DIR_ENV,
    clear_for_lock,
    create_private_file,
    default_data_dir,
    make_private_folder,
)
from addiction.store.keeper import LOCK_FILE
from addiction.store.messages import translate

# Left in the old folder when files stay there; its presence also means the player was told.
NOTE_FILE: Final = "ABOUT-THIS-FOLDER.txt"
# SQLite keeps a database's unfinished writes beside it: they move with it or not at all.
_COMPANIONS: Final = ("-wal", "-shm", "-journal")
# How long to wait for the old folder's lock: another start of this version moving the same
# folder holds it for a few renames; a copy still running from the old folder holds it for good.
LOCK_WAIT_MS: Final = 1000
_NO_FOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)

Outcome = Literal["none", "moved", "kept", "failed", "in use"]


@dataclass
class Move:
    """What the move did: the folder to use for this start and what to tell the player."""

    folder: Path
    outcome: Outcome = "none"
    old: Path | None = None
    moved: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    reason: str = ""

    def sentence(self) -> str | None:
        """One sentence for the player (translated if Qt's translators are loaded), or None."""
        if self.outcome == "kept":
            return translate(
                "DataFolder",
                "Addiction now keeps your records and saved games in {new}; the files of the old "
                "folder {old} that it already had are left there, untouched, so you can look "
                "through them or delete them.",
            ).format(new=self.folder, old=self.old)
        if self.outcome == "failed":
            return translate(
                "DataFolder",
                "Some of your data could not be moved from the old folder {old} to {new} "
                "({reason}), so it is left where it was and this game starts without it.",
            ).format(old=self.old, new=self.folder, reason=self.reason)
        if self.outcome == "in use":
            return translate(
                "DataFolder",
                "Another copy of Addiction is still using the old data folder {old}, so this one "
                "uses it too; it moves to its new place the next time Addiction starts.",
            ).format(old=self.old)
        return None


def old_data_dir() -> Path | None:
    """Where versions up to 0.1.0 kept the data (Qt's ``AppDataLocation``); None when the
    folder is not Qt's choice (``ADDICTION_DATA_DIR`` names it) or Qt has none.

    Depends on the application's and organisation's names: call it after they are set.
    """
    if os.environ.get(DATA_DIR_ENV, "").strip():
        return None
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else None


def settle_data_folder() -> Move:
    """Move the old data folder's contents into the new one if it is still there; the folder
    to use for this start. Call it before anything opens the data folder."""
    new = default_data_dir()
    old = old_data_dir()
    if old is None or old == new:
        return Move(new)
    return move_old_folder(old, new)


def move_old_folder(old: Path, new: Path) -> Move:
    """Move what ``old`` holds into ``new`` without overwriting anything; see the module."""
    try:
        if not stat.S_ISDIR(os.stat(old).st_mode):
            return Move(new)  # a file where the old folder was is not ours: left alone
    except (FileNotFoundError, NotADirectoryError):
        # The usual case: moved at an earlier start, or never there (nor a folder above it).
        return Move(new)
    except OSError as exc:
        return Move(new, "failed", old, reason=_reason(exc))
    clear_for_lock(old / LOCK_FILE)
    lock = QLockFile(str(old / LOCK_FILE))
    lock.setStaleLockTime(0)  # a lock whose owner is gone (a crash) is taken over at once
    if not lock.tryLock(LOCK_WAIT_MS) and lock.error() == QLockFile.LockError.LockFailedError:
        return Move(old, "in use", old)
    # Any other error (a folder not writable) leaves the lock untaken: the move goes on and
    # tells what it could not do.
    try:
        return _move(old, new)
    finally:
        lock.unlock()  # the lock file goes with it (nothing, if it was never taken)
        with contextlib.suppress(OSError):
            old.rmdir()  # only once empty


def _move(old: Path, new: Path) -> Move:
    try:
        make_private_folder(new)
    except OSError as exc:
        return Move(new, "failed", old, reason=_reason(exc))
    move = Move(new, "none", old)
    failure = _merge(old, new, move, top=True)
    if failure is not None:
        move.outcome, move.reason = "failed", failure
    elif move.kept and not (old / NOTE_FILE).exists():
        _leave_note(old, new)
        move.outcome = "kept"
    elif move.moved:
        # Files left at an earlier start were told of then, by the note left with them.
        move.outcome = "moved"
    if failure is None and not move.kept:
        # The player has deleted what was left: the note goes too, and then the folder.
        with contextlib.suppress(OSError):
            (old / NOTE_FILE).unlink(missing_ok=True)
    if move.moved:
        print(f"addiction: moved {len(move.moved)} files and folders from {old} to {new}",
              file=sys.stderr)
    return move


def _merge(old: Path, new: Path, move: Move, *, top: bool) -> str | None:
    """Move each entry of ``old`` that ``new`` lacks; recurse into folders both have. Names
    what stays in ``move.kept``; the first reason a move failed, or None."""
    try:
        names = sorted(os.listdir(old))
    except FileNotFoundError:
        return None  # another start of the game has just moved it all
    except OSError as exc:
        return _reason(exc)
    failure: str | None = None
    for group in _groups(names):
        if top and group[0] in (LOCK_FILE, NOTE_FILE):
            continue
        sources = [old / name for name in group]
        if any(new == source or new.is_relative_to(source) for source in sources):
            move.kept += [str(source) for source in sources]  # new lies inside it: cannot move
            continue
        targets = [new / name for name in group]
        try:
            if any(os.path.lexists(target) for target in targets):
                if len(group) == 1 and _real_folder(sources[0]) and _real_folder(targets[0]):
                    failure = _merge(sources[0], targets[0], move, top=False) or failure
                    with contextlib.suppress(OSError):
                        sources[0].rmdir()  # emptied by the merge
                else:
                    move.kept += [str(source) for source in sources]
                continue
            for source, target in zip(sources, targets, strict=True):
                _move_without_overwriting(source, target)
                move.moved.append(str(source))
        except OSError as exc:
            move.kept += [str(source) for source in sources if os.path.lexists(source)]
            failure = failure or _reason(exc)
    return failure


def _groups(names: list[str]) -> list[list[str]]:
    """``names`` in groups that move together: a database file with its journal files."""
    present = set(names)
    groups: dict[str, list[str]] = {}
    for name in names:
        base = next((name.removesuffix(s) for s in _COMPANIONS
                     if name.endswith(s) and name.removesuffix(s) in present), name)
        groups.setdefault(base, []).append(name)
    # The database first, so that its journal never arrives before it.
    return [sorted(group, key=lambda name: (name != base, name)) for base, group in groups.items()]


def _real_folder(path: Path) -> bool:
    """A folder, not a symbolic link to one (a link is moved as the link it is)."""
    return stat.S_ISDIR(os.lstat(path).st_mode)


def _move_without_overwriting(source: Path, target: Path) -> None:
    """Move ``source`` to ``target``, which must not exist; never replaces anything there.

    A file is linked in and then unlinked, since a link refuses an existing name where a rename
    would replace it; a folder is renamed (which refuses a folder that is not empty). Where
    links are not allowed, or the two are on different file systems, it is renamed or copied.
    """
    if not _real_folder(source):
        try:
            os.link(source, target, follow_symlinks=False)
        except FileExistsError:
            raise
        except OSError as exc:
            if exc.errno not in (errno.EPERM, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK,
                                 errno.ENOSYS):
                raise
        else:
            os.unlink(source)
            return
    if os.path.lexists(target):
        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), str(target))
    try:
        os.rename(source, target)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        # Another file system: copied, regular files only (a named pipe would wait for a
        # writer, a device be read without end); what cannot be copied stays where it was.
        shutil.move(source, target, copy_function=_copy_regular)


def _copy_regular(source: str, target: str) -> object:
    """``shutil.copy2`` for a regular file; OSError, copying nothing, for anything else."""
    if not stat.S_ISREG(os.lstat(source).st_mode):
        raise OSError(errno.EINVAL, "not a regular file", source)
    return shutil.copy2(source, target, follow_symlinks=False)


def _leave_note(old: Path, new: Path) -> None:
    """Write, once, what the files left in ``old`` are, for a player who finds the folder."""
    text = (
        f"Addiction now keeps its records and saved games in {new}.\n\n"
        "The files left in this folder are from before the move: the new folder already had\n"
        "files of the same names, so these were not moved, and nothing reads them any more.\n"
        "Look through them, keep them, or delete this folder when you no longer need them.\n"
    )
    with contextlib.suppress(OSError):
        # A new file only, never through a link or into something already there (a named
        # pipe would hold the start): whatever stands at the note's name is left alone.
        if create_private_file(old / NOTE_FILE):
            with open(os.open(old / NOTE_FILE, os.O_WRONLY | _NO_FOLLOW | os.O_NONBLOCK),
                      "w", encoding="utf-8") as note:
                note.write(text)


def _reason(exc: OSError) -> str:
    """An OSError in a few words for the player: its message and the file it concerns."""
    where = exc.filename if exc.filename is not None else ""
    text = exc.strerror or str(exc)
    return f"{text}: {where}" if where else text
