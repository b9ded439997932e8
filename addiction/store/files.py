# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Where the player's data lives, how it is kept from other users, and how a damaged file is
kept aside instead of deleted."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from addiction.store.messages import translate

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
# Every guarded read opens with these: a named pipe must not make open() wait for a writer, a
# terminal must not become the game's, and no child process inherits the descriptor.
_READING: Final = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
                   | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
# A lock file says which process on which machine holds it: a few lines.
MAX_LOCK_BYTES: Final = 64 * 1024
# How much of a damaged file's start a sentence quotes.
EXCERPT_CHARS: Final = 24

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


# --- the one guarded read --------------------------------------------------------------------
#
# Every file the game reads in place of its own (the record book, the saved games, the settings
# file, whatever lies in the data, config and cache folders) is opened here first: only a
# regular file, never waiting (a named pipe), never larger than its kind may be, and its text
# decoded with the errors caught. What fails raises ``Unreadable``, whose ``reason`` says why in
# a few words for the player's sentence; the caller sets the file aside and plays on.


# Why a file cannot be read, in the words of the language loaded when it is asked: a file read
# before the translators are loaded (the settings file, which chooses the language) is told of
# once they are.
Reason = Callable[[], str]


class Unreadable(Exception):
    """A file that cannot be read as the game's own; ``reason`` says why, for a sentence."""

    def __init__(self, path: Path, say: Reason) -> None:
        super().__init__(str(path))
        self.path = path
        self.say = say

    @property
    def reason(self) -> str:
        return self.say()


def excerpt(raw: bytes) -> str:
    """The first characters of ``raw`` as text in quotes, its control characters and bytes that
    are not UTF-8 escaped, so that a sentence can quote a damaged file without harm."""
    head = raw[:EXCERPT_CHARS * 4].decode("utf-8", "backslashreplace")
    shown = "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii")
                    for c in head[:EXCERPT_CHARS])
    cut = len(head) > EXCERPT_CHARS or len(raw) > EXCERPT_CHARS * 4
    return f"\u201c{shown}{'…' if cut else ''}\u201d"


def _kind(mode: int) -> Reason | None:
    """What a file of ``mode`` is in a few words, when it is not a regular file."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return lambda: translate("Files", "it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return lambda: translate("Files", "it is a named pipe, not a regular file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return lambda: translate("Files", "it is a device, not a regular file")
    if stat.S_ISLNK(mode):
        return _a_link
    return lambda: translate("Files", "it is not a regular file")


def _a_link() -> str:
    return translate("Files", "it is a symbolic link, not a regular file")


def _too_large(limit: int) -> Reason:
    if limit >= 2**20:
        return lambda: translate("Files", "it is larger than {size} MB").format(
            size=limit // 2**20)
    return lambda: translate("Files", "it is larger than {size} kB").format(
        size=max(1, limit // 2**10))


def _failed(exc: OSError, *, follow_links: bool = True) -> Reason:
    if exc.errno == errno.ELOOP:
        if not follow_links:  # O_NOFOLLOW met a link put there after the look
            return _a_link
        return lambda: translate("Files", "it is a loop of symbolic links")
    said = exc.strerror or type(exc).__name__
    return lambda: said


def open_own(path: Path, limit: int, *, follow_links: bool = False) -> int | None:
    """A descriptor of ``path`` for reading, checked to be a regular file of at most ``limit``
    bytes; None when there is no file. Raises ``Unreadable`` for anything else.

    Files the game writes itself (records, saved games) are never read through a symbolic
    link (``follow_links`` False); a link the player made to a file of theirs (a settings file
    kept with their dotfiles) is followed, to a regular file only. The path is looked at
    before it is opened, so a device is never opened at all; the open itself does not wait
    (O_NONBLOCK), and what was opened is looked at again, should the path have changed.
    """
    try:
        before = os.stat(path) if follow_links else os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Unreadable(path, _failed(exc)) from None
    refused = _kind(before.st_mode)
    if refused is not None:
        raise Unreadable(path, refused)
    try:
        descriptor = os.open(path, _READING | (0 if follow_links else _NO_FOLLOW))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise Unreadable(path, _failed(exc, follow_links=follow_links)) from None
    try:
        status = os.fstat(descriptor)
        refused = _kind(status.st_mode)
        if refused is None and status.st_size > limit:
            refused = _too_large(limit)
        if refused is not None:
            raise Unreadable(path, refused)
        # Reading a regular file never waits anyway; blocking again keeps reads whole.
        os.set_blocking(descriptor, True)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def read_own(path: Path, limit: int, *, follow_links: bool = False) -> bytes | None:
    """The bytes of ``path`` read through ``open_own``; None when there is no file.

    Raises ``Unreadable`` for a file that is not a regular one, larger than ``limit`` (even one
    that grows while it is read), or that fails to read.
    """
    descriptor = open_own(path, limit, follow_links=follow_links)
    if descriptor is None:
        return None
    with open(descriptor, "rb") as file:
        try:
            # One byte more than allowed tells a file that grew past the limit.
            raw = file.read(limit + 1)
        except OSError as exc:
            raise Unreadable(path, _failed(exc)) from None
    if len(raw) > limit:
        raise Unreadable(path, _too_large(limit))
    return raw


def read_own_text(path: Path, limit: int, *, follow_links: bool = False) -> str | None:
    """The UTF-8 text of ``path`` read through ``read_own``; None when there is no file.
    ``Unreadable`` also for text that is not UTF-8, quoting the file's start."""
    raw = read_own(path, limit, follow_links=follow_links)
    if raw is None:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable(path, lambda: not_text(raw)) from None


def not_text(raw: bytes) -> str:
    """Why ``raw`` cannot be read, for a file that should be UTF-8 text and is not: quoting
    it from a few characters before its first byte that is not."""
    try:
        raw.decode("utf-8")
        start = 0
    except UnicodeDecodeError as exc:
        start = max(0, exc.start - EXCERPT_CHARS // 2)
        # Back to the start of a character, so the excerpt does not open on half of one.
        while start > 0 and raw[start] & 0xC0 == 0x80:
            start -= 1
    return translate("Files", "it is not UTF-8 text: {excerpt}").format(
        excerpt=excerpt(raw[start:]))


def check_own(path: Path, limit: int, *, follow_links: bool = False) -> bool:
    """Whether a file is at ``path`` that another reader (SQLite, Qt) may open: checked as
    ``open_own`` checks it. False when there is none; ``Unreadable`` when it must not be read."""
    descriptor = open_own(path, limit, follow_links=follow_links)
    if descriptor is None:
        return False
    os.close(descriptor)
    return True


def clear_for_lock(path: Path, limit: int | None = MAX_LOCK_BYTES) -> None:
    """Set aside whatever stands at a lock file's name that is not a regular file of a lock's
    size (Qt's lock reads an existing lock to see whether its owner is alive: a named pipe
    there would hold the start for ever, a huge file be read whole). A lock holds no player
    data: nothing to tell."""
    with contextlib.suppress(OSError):
        status = os.lstat(path)
        if not stat.S_ISREG(status.st_mode) or (limit is not None and status.st_size > limit):
            set_aside(path)


def clear_companions(path: Path) -> None:
    """Set aside whatever stands at the name of one of a database's companion files (its
    journal, its -wal and -shm) that is not a regular file: SQLite opens a journal it finds,
    and a named pipe there would hold the start for ever. SQLite makes them only as regular
    files, which hold unfinished writes and stay where they are."""
    for suffix in _COMPANIONS:
        clear_for_lock(path.with_name(path.name + suffix), limit=None)
