# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""One game per player: a second launch hands its command line to the running one and leaves.

The running game listens on a local socket named after the user and the data folder (so a
test or a second data folder gets a game of its own). A second launch sends what it was asked
to show — a game, a deal, a position, rules — as one line of JSON and exits; the running window
comes to the front and plays it, asking first if that would leave a game in progress.

What the socket trusts: only the player's own user id, never a place others can reach.

* The socket lies in a folder private to the user: ``$XDG_RUNTIME_DIR`` when it is a folder
  of this user that nobody else may enter, otherwise ``addiction-<uid>`` in the temporary
  folder, made by the game with mode 0700 and checked (a real folder, not a link, of this
  user, closed to group and others) before every use. A folder that fails the check is not
  used at all: the game then runs alone rather than talk through a place others control. The
  socket itself is 0600.
* Where the system names the process at the other end (``SO_PEERCRED`` on Linux), both ends
  check it: a second launch sends nothing to a socket held by another user, and the running
  game hangs up on a client of another user. Elsewhere the private folder alone keeps others
  out.
* The running game takes at most ``MAX_CLIENTS`` clients at a time (more are hung up on at
  once), gives each ``IDLE_MS`` to finish its line, and reads at most ``MAX_REQUEST_BYTES``.
* A request is read as data, never run: an object with only the keys ``game`` (a game id:
  lower-case letters, digits, dashes, at most 64), ``deal`` (a deal number, 1 to 2**31 - 1),
  ``position`` (text of at most 64 KiB) and ``rules`` (text of at most 1 KiB), each of them
  possibly null. Anything else is dropped whole, as if it had never come.

Older versions put the socket straight in the shared temporary folder, where another user
could take its name first. This one never looks there, so an older running game and a newer
second launch (or the other way round) no longer find each other: the newer one simply opens
a window of its own.

Where no socket can be had (another copy on another machine sharing the home folder, a
sandbox without local sockets, a private folder that cannot be trusted), the game runs on
alone: the saved games then guard themselves (see ``SavedGames``), never two copies writing
one file unnoticed.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import re
import socket
import stat
import struct
import tempfile
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCryptographicHash, QDir, QObject, QSocketNotifier, QTimer, Signal

# How long a second launch waits for the running game to take its request.
HAND_OVER_MS: Final = 1500
# A request is one short line; anything longer is not from us.
MAX_REQUEST_BYTES: Final = 1 << 20
# Clients served at once: a second launch needs one; more are hung up on at once.
MAX_CLIENTS: Final = 16
# How long a client has, from its connection, to finish its line (a second launch needs a few ms).
IDLE_MS: Final = 2000
# What a request may hold (see the module's docstring).
MAX_DEAL: Final = 2**31 - 1  # the game's own deal numbers run from 1 to this (MIN_DEAL, MAX_DEAL)
MAX_POSITION_BYTES: Final = 64 << 10
MAX_RULES_BYTES: Final = 1 << 10
_GAME_ID: Final = re.compile(r"[a-z0-9-]{1,64}")
_KEYS: Final = ("game", "deal", "position", "rules")
_REPLY: Final = b"ok\n"
_CHUNK: Final = 1 << 16
# Reads and accepts per wake-up: a busy client cannot hold the window; the notifier calls again.
_READS_PER_WAKE: Final = MAX_REQUEST_BYTES // _CHUNK + 2
_ACCEPTS_PER_WAKE: Final = 4 * MAX_CLIENTS
# Python's own sockets rather than Qt's QLocalServer: QtNetwork would add 3.4 MB to every
# start for one line of JSON.
_UNIX: Final = hasattr(socket, "AF_UNIX") and hasattr(os, "getuid")
_PEERCRED: Final = hasattr(socket, "SO_PEERCRED")
# struct ucred: pid_t pid, uid_t uid, gid_t gid (the ids are unsigned).
_UCRED: Final = struct.Struct("iII")


def server_name(data_dir: Path) -> str:
    """The socket's name for this user and data folder."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid: the folder alone still tells players apart
        user = "player"
    # Qt's own hash: Python's hashlib would load OpenSSL's libcrypto (3 MB) at every start.
    digest = QCryptographicHash.hash(f"{user}\0{data_dir}".encode(), QCryptographicHash.Algorithm.Sha256)
    return f"addiction-{bytes(digest.toHex().data()).decode()[:16]}"


def _private(path: Path) -> bool:
    """Whether ``path`` itself (not what a link points at) is a folder of ours closed to others."""
    try:
        info = path.lstat()
    except OSError:
        return False
    return stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid() and info.st_mode & 0o077 == 0


def _runtime_folder() -> Path:
    """The folder the socket belongs in (not yet made or checked)."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime and Path(runtime).is_absolute() and _private(Path(runtime)):
        return Path(runtime)
    return Path(QDir.tempPath()) / f"addiction-{os.getuid()}"


def _private_folder(make: bool) -> Path | None:
    """The socket's folder once checked as private (made first if ``make``), else None."""
    folder = _runtime_folder()
    if make:
        with contextlib.suppress(OSError):  # there already, or not ours to make: checked below
            folder.mkdir(mode=0o700)
    # One found there is never chmod-ed or taken over: what fails the check stays unused.
    return folder if _private(folder) else None


def socket_path(name: str) -> Path:
    """Where the socket called ``name`` lies (its folder is checked before each use)."""
    return _runtime_folder() / name


def _peer_uid(sock: socket.socket) -> int | None:
    """The user id of the process at the other end of ``sock``; None where the system does not tell."""
    if not _PEERCRED:
        return None
    _, uid, _ = _UCRED.unpack(sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, _UCRED.size))
    return int(uid)


def _same_user(sock: socket.socket) -> bool:
    """Whether the other end of ``sock`` runs as this user (as far as the system can tell)."""
    try:
        uid = _peer_uid(sock)
    except OSError:
        return False
    return uid is None or uid == os.getuid()  # None: the private folder alone keeps others out


def hand_over(name: str, request: dict[str, Any], timeout_ms: int = HAND_OVER_MS) -> bool:
    """Give ``request`` to the game running under ``name``; False when none took it."""
    if not _UNIX:
        return False
    folder = _private_folder(make=False)
    if folder is None:  # no folder, or one we cannot trust: nobody of ours listens there
        return False
    reply = b""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(timeout_ms / 1000)
            client.connect(str(folder / name))
            if not _same_user(client):  # never hand a player's command line to somebody else
                return False
            client.sendall(json.dumps(request).encode() + b"\n")
            # The running game answers once it has the whole line: only then is the request safe.
            while len(reply) < len(_REPLY) and (chunk := client.recv(len(_REPLY))):
                reply += chunk
    except OSError:  # no socket, nobody listening, or no answer in time
        return False
    return reply == _REPLY


class _Client:
    """One connection being read: its notifier, its deadline and what it has sent so far."""

    __slots__ = ("buffer", "notifier", "timer")

    def __init__(self, notifier: QSocketNotifier, timer: QTimer) -> None:
        self.notifier = notifier
        self.timer = timer
        self.buffer = bytearray()


class InstanceServer(QObject):
    """The running game's end of the socket: emits ``requested`` for each request received."""

    requested = Signal(dict)

    def __init__(
        self,
        name: str,
        parent: QObject | None = None,
        *,
        max_clients: int = MAX_CLIENTS,
        idle_ms: int = IDLE_MS,
    ) -> None:
        super().__init__(parent)
        self._name = name
        self._path: Path | None = None
        self._socket: socket.socket | None = None
        self._inode = -1
        self._max_clients = max_clients
        self._idle_ms = idle_ms
        self._clients: dict[socket.socket, _Client] = {}
        self.listening = _UNIX and self._listen()

    def _listen(self) -> bool:
        folder = _private_folder(make=True)
        if folder is None:
            return False
        path = folder / self._name
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            # Made under a fresh name, closed to others, then moved into place: the move
            # replaces the socket of a game that did not end cleanly (nobody answered there,
            # or hand_over would have succeeded), and the name is never seen half made.
            with tempfile.TemporaryDirectory(prefix="addiction-", dir=folder) as fresh:
                made = Path(fresh) / "socket"
                server.bind(str(made))
                made.chmod(0o600)
                server.listen(8)
                made.replace(path)
            self._inode = path.stat().st_ino
        except OSError:
            server.close()
            return False
        server.setblocking(False)
        self._socket = server
        self._path = path
        notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        notifier.activated.connect(self._accept)
        self._notifier = notifier
        return True

    def close(self) -> None:
        """Stop listening and take the socket away (unless another game has put its own there)."""
        for client in list(self._clients):
            self._drop(client)
        if self._socket is None or self._path is None:
            return
        self._notifier.setEnabled(False)
        self._socket.close()
        self._socket = None
        with contextlib.suppress(OSError):
            if self._path.stat().st_ino == self._inode:
                self._path.unlink()

    def _accept(self) -> None:
        if self._socket is None:
            return
        for _ in range(_ACCEPTS_PER_WAKE):
            try:
                client, _ = self._socket.accept()
            except OSError:  # none waiting (or a client gone before it was taken)
                return
            if len(self._clients) >= self._max_clients or not _same_user(client):
                client.close()  # a flood, or another user: hung up on before it costs anything
                continue
            client.setblocking(False)
            notifier = QSocketNotifier(client.fileno(), QSocketNotifier.Type.Read, self)
            notifier.activated.connect(lambda *_, client=client: self._read(client))
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda client=client: self._expire(client))
            timer.start(self._idle_ms)
            self._clients[client] = _Client(notifier, timer)

    def _read(self, client: socket.socket) -> None:
        entry = self._clients.get(client)
        if entry is None:  # a signal queued before the client was dropped
            return
        buffer = entry.buffer
        for _ in range(_READS_PER_WAKE):
            try:
                chunk = client.recv(_CHUNK)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            end = chunk.find(b"\n")
            buffer.extend(chunk if end < 0 else chunk[:end])
            if not chunk or len(buffer) > MAX_REQUEST_BYTES:  # gone without its line, or not ours
                self._drop(client)
                return
            if end >= 0:
                break
        else:
            return  # more to come: the notifier calls again
        line = bytes(buffer)
        with contextlib.suppress(OSError):
            client.send(_REPLY)  # three bytes into an empty socket buffer: never partial
        self._drop(client)
        request = _parsed(line)
        if request is not None:
            self.requested.emit(request)

    def _expire(self, client: socket.socket) -> None:
        self._read(client)  # a line already waiting still counts (the window may have been busy)
        if client in self._clients:
            self._drop(client)

    def _drop(self, client: socket.socket) -> None:
        entry = self._clients.pop(client)
        entry.notifier.setEnabled(False)
        entry.notifier.deleteLater()
        entry.timer.stop()
        entry.timer.deleteLater()
        client.close()


def _text(item: object, limit: int) -> bool:
    """Whether ``item`` is text of at most ``limit`` bytes in UTF-8 (a lone surrogate is not)."""
    if not isinstance(item, str) or len(item) > limit:
        return False
    try:
        return len(item.encode()) <= limit
    except UnicodeEncodeError:
        return False


def _valid(key: str, item: object) -> bool:
    if item is None:
        return True
    if key == "game":
        return isinstance(item, str) and _GAME_ID.fullmatch(item) is not None
    if key == "deal":  # bool is an int to Python, never a deal
        return isinstance(item, int) and not isinstance(item, bool) and 1 <= item <= MAX_DEAL
    if key == "position":
        return _text(item, MAX_POSITION_BYTES)
    return _text(item, MAX_RULES_BYTES)


def _parsed(line: bytes) -> dict[str, Any] | None:
    """The request in ``line``, or None for anything that is not one of ours.

    The one place where what comes over the socket is checked: what it returns is safe to act on.
    """
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):  # not JSON, not UTF-8, too deep, too many digits
        return None
    if not isinstance(value, dict) or not value.keys() <= set(_KEYS):
        return None
    request = {key: value.get(key) for key in _KEYS}
    if not all(_valid(key, item) for key, item in request.items()):
        return None
    return request
