# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The game in progress, saved atomically after every action, so a quit or a crash loses nothing."""

from __future__ import annotations

import contextlib
import json
import os
import re
import threading
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from addiction.store.files import (
    Unreadable,
    default_data_dir,
    excerpt,
    make_private_folder,
    not_text,
    open_private_for_writing,
    read_own,
    set_aside,
)
from addiction.store.messages import translate

SAVE_FORMAT: Final = "addiction.saved-game"
SAVE_VERSION: Final = 1
# Each game's game in progress is ``<game id><IN_PROGRESS>`` in the data folder.
IN_PROGRESS: Final = "-in-progress.json"

# Ten years of play: beyond any real game, and well inside the 32-bit int that Qt's signals
# carry the clock in (a larger value crashed the window the moment it was shown).
MAX_ELAPSED: Final = 10 * 365 * 24 * 3600
# A saved game is a few kilobytes; a file far larger is not one of ours, and reading it all
# would only stall the start.
MAX_FILE_BYTES: Final = 16 * 1024 * 1024

_GAME_NAME: Final = re.compile(r"[a-z][a-z0-9_-]*")
# The writer's temporary file beside a saved game: ``.<game>-in-progress.json.<pid>-<thread>.tmp``.
_TEMPORARY: Final = re.compile(r"\.[a-z][a-z0-9_-]*-in-progress\.json\.(\d+)-\d+\.tmp")
# A write takes milliseconds, so a temporary file this old is left over whatever process its
# name gives: that number may since have gone to another process, or be another machine's.
ORPHAN_AGE_S: Final = 3600.0
# The names of the temporary files this process is writing now, whichever SavedGames writes
# them (a name holds the writing thread, so two at once never share one): the clean-up passes
# them over. The lock is held from before such a file is created, and while one is removed.
_writing_now: set[str] = set()
_writing_now_lock = threading.Lock()


class SavedGames:
    """One JSON file per game (named by the game's id) holding the game in progress.

    The content is whatever JSON-compatible mapping the caller hands over (the game's keeper
    writes its engine's ``to_dict()`` plus the window's extras such as the elapsed seconds). Never raises for
    a damaged file or an unwritable folder: ``problem`` then holds one sentence for the player
    (the window may set it back to None once it has been shown).

    ``load`` checks what it can without knowing the game: the file, its JSON (at any depth),
    the envelope, and the clock kept beside every game (``elapsed``, ``assisted``, ``started``,
    see ``check_clock``); the game itself is the engine's to check (``SaveError``).
    """

    def __init__(self, directory: Path | str) -> None:
        self.directory = Path(directory)
        self.problem: str | None = None
        self._lock = threading.Lock()
        self._idle = threading.Condition(self._lock)
        self._pending: dict[Path, bytes] = {}
        # The file the writer is replacing now (its save is no longer in ``_pending``).
        self._writing: Path | None = None
        self._writer: threading.Thread | None = None
        self._last_write_ok = True

    @classmethod
    def open(cls, directory: Path | str | None = None) -> SavedGames:
        """The saved games in ``directory`` (default: ``default_data_dir()``)."""
        return cls(Path(directory) if directory is not None else default_data_dir())

    def path(self, game: str) -> Path:
        """The file that holds ``game``'s game in progress."""
        if not _GAME_NAME.fullmatch(game):
            raise ValueError(f"{game!r} is not a game name")
        return self.directory / f"{game}{IN_PROGRESS}"

    def save(self, game: str, data: Mapping[str, Any]) -> None:
        """Save ``game``'s data: it is serialised now and reaches the disk in the background.

        The disk write (fsync included) runs on a worker thread because on real disks the
        fsync alone takes several milliseconds, too long for the thread that animates cards.
        A crash at any moment loses at most this save, never the one before: so when the
        previous save of the same game is still waiting or being written, this call first waits
        for it to land. At a player's pace it has long landed and nothing waits; when actions
        come faster than the disk (Auto at full speed), each waits for what is left of one write.
        A failure sets ``problem``. Data that JSON cannot hold is the caller's mistake and
        raises TypeError or ValueError at once.
        """
        path = self.path(game)
        envelope = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game, "data": data}
        # Serialised here, so the caller may change its data as soon as this returns.
        payload = json.dumps(envelope, separators=(",", ":"), allow_nan=False).encode()
        with self._lock:
            # Merging this save into one not yet written (as this store once did) left the disk
            # two or three actions behind during a write: the one in flight, the one merged
            # away, this one. Waiting keeps it at most one behind the newest handed over.
            while path in self._pending or self._writing == path:
                self._idle.wait()
            self._pending[path] = payload
            if self._writer is None:
                # Not a daemon: a normal interpreter exit waits for the last save to land.
                self._writer = threading.Thread(
                    target=self._write_pending, name="saved-games-writer", daemon=False
                )
                self._writer.start()

    def flush(self) -> bool:
        """Wait until every save so far is on disk; False if one of them failed."""
        with self._lock:
            while self._writer is not None:
                self._idle.wait()
            return self._last_write_ok

    def _write_pending(self) -> None:
        finished = False
        try:
            while True:
                with self._lock:
                    if not self._pending:
                        finished = True
                        return
                    path, payload = self._pending.popitem()
                    self._writing = path
                ok = self._write(path, payload)
                with self._lock:
                    self._writing = None
                    self._last_write_ok = ok
                    # A save of the same game may be waiting for this one to land.
                    self._idle.notify_all()
        finally:
            with self._lock:
                if not finished:
                    # An error nobody foresaw: no save may wait for this thread forever, and
                    # the caller of flush learns that something was not written.
                    self._pending.clear()
                    self._last_write_ok = False
                self._writing = None
                self._writer = None
                self._idle.notify_all()

    def _write(self, path: Path, payload: bytes) -> bool:
        """Replace ``path`` in one step: a complete old file or a complete new one, never half."""
        # Each writer has its own temporary file, so two windows never write into one.
        temporary = path.with_name(f".{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
        with _writing_now_lock:
            _writing_now.add(temporary.name)
        try:
            make_private_folder(self.directory)
            # Owner-only before the first byte: the file becomes the saved game by its rename.
            with open(open_private_for_writing(temporary), "wb") as file:
                file.write(payload)
                file.flush()
                # Without this a power cut after the rename could leave an empty file behind.
                os.fsync(file.fileno())
            os.replace(temporary, path)
        except OSError as exc:
            with contextlib.suppress(OSError):
                temporary.unlink(missing_ok=True)
            if self.problem is None:
                self.problem = translate(
                    "SavedGames",
                    "Your game in progress cannot be saved in {folder} ({error}), so it will not "
                    "be there when you next start.",
                ).format(folder=self.directory, error=exc.strerror or exc)
            return False
        finally:
            with _writing_now_lock:
                _writing_now.discard(temporary.name)
        return True

    def load(self, game: str) -> dict[str, Any] | None:
        """The saved data of ``game``, or None when there is none or it was unreadable."""
        path = self.path(game)
        self.flush()
        self._remove_orphans()
        try:
            raw = read_own(path, MAX_FILE_BYTES)
        except Unreadable as exc:
            # A folder, a named pipe, a device or a link where the file should be, or one far
            # too large: kept aside like damage, so that the next start is not stopped too.
            self.set_aside(game, exc.reason)
            return None
        if raw is None:
            return None
        try:
            data = _unpack(raw, game)
        except NotASavedGame:
            # Not text, or another program's JSON: its start is quoted.
            self.set_aside(game, _damage(raw))
            return None
        except ValueError:
            # Our envelope around data that is damaged: no excerpt would say more.
            self.set_aside(game)
            return None
        return data

    def set_aside(self, game: str, reason: str | None = None) -> None:
        """Keep an unusable saved game aside under a timestamped name and tell the player,
        with ``reason`` (a few words, quoting the file's start where it has one) when known.

        ``load`` does this for a file it cannot read; the window calls it when the content
        reads but does not make a game (its engine's ``from_dict`` raising ``SaveError``).
        """
        self._forget_pending(game)
        try:
            kept = set_aside(self.path(game))
        except OSError as exc:
            self.problem = translate(
                "SavedGames",
                "Your saved game was damaged and could not be moved aside ({error}), so a new "
                "game begins.",
            ).format(error=exc.strerror or exc)
            return
        if kept is None:
            return
        if reason is None:
            self.problem = translate(
                "SavedGames",
                "Your saved game was damaged, so it was kept aside as {name} and a new game "
                "begins.",
            ).format(name=kept.name)
            return
        self.problem = translate(
            "SavedGames",
            "Your saved game could not be read ({reason}), so it was kept aside as {name} and "
            "a new game begins.",
        ).format(reason=reason, name=kept.name)

    def clear(self, game: str) -> None:
        """Forget the game in progress (it ended, or the player started another)."""
        self._forget_pending(game)
        try:
            self.path(game).unlink(missing_ok=True)
        except OSError as exc:
            if self.problem is None:
                self.problem = translate(
                    "SavedGames", "Your finished game could not be removed from disk ({error})."
                ).format(error=exc.strerror or exc)

    def _remove_orphans(self) -> None:
        """Delete what writes cut short by a crash or a kill left: their temporary files.

        Only names of the writer's own pattern are touched. One named after this process is
        an orphan unless it is being written now (its number may be an earlier process's);
        another process's once that process is gone, or once the file is an hour old.
        """
        try:
            entries = list(os.scandir(self.directory))
        except OSError:
            return
        now = time.time()
        for entry in entries:
            found = _TEMPORARY.fullmatch(entry.name)
            if found is None:
                continue
            pid = int(found.group(1))
            with _writing_now_lock, contextlib.suppress(OSError):
                if entry.name in _writing_now:
                    continue
                age = now - entry.stat(follow_symlinks=False).st_mtime
                if pid == os.getpid() or not _process_alive(pid) or age > ORPHAN_AGE_S:
                    os.unlink(entry.path)

    def _forget_pending(self, game: str) -> None:
        """Drop a save not yet written and wait for one being written, so it cannot return."""
        with self._lock:
            self._pending.pop(self.path(game), None)
        self.flush()


def _process_alive(pid: int) -> bool:
    """Whether process ``pid`` may still be running on this machine (True when unsure)."""
    if os.name != "posix":
        # Elsewhere os.kill would not just ask: only a file's age tells there.
        return True
    if pid <= 0:
        return False  # no process has such a number (0 would ask about our own group)
    try:
        os.kill(pid, 0)  # signal 0: asks whether the process exists, sends nothing
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:
        return True  # it exists, and belongs to another user
    return True


def _damage(raw: bytes) -> str:
    """Why a saved game's bytes are no saved game, in a few words quoting their start."""
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return not_text(raw)
    return translate("SavedGames", "it is not a saved game: {excerpt}").format(
        excerpt=excerpt(raw))


class NotASavedGame(ValueError):
    """The bytes are no saved game at all (not UTF-8 text, or JSON that is not our envelope),
    as opposed to a saved game that is damaged (a plain ValueError)."""


def _unpack(raw: bytes, game: str) -> dict[str, Any]:
    """The data inside a saved-game file's bytes; ``NotASavedGame`` for bytes that are none,
    ValueError for a saved game whose data is damaged."""
    if len(raw) > MAX_FILE_BYTES:
        raise NotASavedGame("the file is too large to be a saved game")
    try:
        # Written as UTF-8; decoded here, or json would guess UTF-16 from a zero byte.
        envelope = json.loads(raw.decode("utf-8"))
    except RecursionError:
        # JSON nested thousands deep exhausts the parser's stack: damage, like any other.
        raise ValueError("the file is nested too deeply") from None
    except UnicodeDecodeError:
        raise NotASavedGame("the file is not UTF-8 text") from None
    except ValueError:
        # Cut short or garbled: damage, like any other.
        raise ValueError("the file is not JSON") from None
    if (
        not isinstance(envelope, dict)
        or envelope.get("format") != SAVE_FORMAT
        or type(envelope.get("version")) is not int
        or envelope.get("version") != SAVE_VERSION
        or envelope.get("game") != game
        or not isinstance(envelope.get("data"), dict)
    ):
        raise NotASavedGame("the file is not a saved game")
    data: dict[str, Any] = envelope["data"]
    check_clock(data)
    return data


def check_clock(data: Mapping[str, Any]) -> None:
    """Raise ValueError unless the clock fields kept beside a game are sound where present.

    ``elapsed`` is whole seconds from 0 to ``MAX_ELAPSED``, ``assisted`` true or false, and
    ``started`` an ISO 8601 moment with its offset that can be told in UTC.
    """
    if "elapsed" in data:
        elapsed = data["elapsed"]
        if type(elapsed) is not int or not 0 <= elapsed <= MAX_ELAPSED:
            raise ValueError("the saved time is not a number of seconds in range")
    if "assisted" in data and not isinstance(data["assisted"], bool):
        raise ValueError("the saved game does not say whether it was assisted")
    if "started" in data:
        started = data["started"]
        if not isinstance(started, str) or len(started) > 64:
            raise ValueError("the saved start time is not a moment")
        try:
            moment = datetime.fromisoformat(started)
            # Near the ends of the calendar the move to UTC overflows.
            moment = moment.astimezone(UTC) if moment.tzinfo is not None else moment
        except (ValueError, OverflowError):
            raise ValueError("the saved start time is not a moment") from None
        if moment.tzinfo is None:
            raise ValueError("the saved start time does not say its time zone")
