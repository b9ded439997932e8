# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""One game per player: a second launch hands its command line to the running one and leaves.

The running game listens on a local socket named after the user and the data folder (so a
test or a second data folder gets a game of its own). A second launch sends what it was asked
to show — a game, a deal, a position — as one line of JSON and exits; the running window comes
to the front and plays it, asking first if that would leave a game in progress.

Where no socket can be had (another copy on another machine sharing the home folder, a
sandbox without local sockets), the game runs on alone: the saved games then guard
themselves (see ``SavedGames``), never two copies writing one file unnoticed.
"""

from __future__ import annotations

import contextlib
import getpass
import json
import socket
import tempfile
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCryptographicHash, QDir, QObject, QSocketNotifier, Signal

# How long a second launch waits for the running game to take its request.
HAND_OVER_MS: Final = 1500
# A request is one short line; anything longer is not from us.
MAX_REQUEST_BYTES: Final = 1 << 20
_REPLY: Final = b"ok\n"
_CHUNK: Final = 1 << 16
# Python's own sockets rather than Qt's QLocalServer: QtNetwork would add 3.4 MB to every
# start for one line of JSON. The socket lies where QLocalServer would put it (the temporary
# folder, under the same name), so either kind of game can hand over to the other.
_UNIX: Final = hasattr(socket, "AF_UNIX")


def server_name(data_dir: Path) -> str:
    """The socket's name for this user and data folder."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid: the folder alone still tells players apart
        user = "player"
    # Qt's own hash: Python's hashlib would load OpenSSL's libcrypto (3 MB) at every start.
    digest = QCryptographicHash.hash(f"{user}\0{data_dir}".encode(), QCryptographicHash.Algorithm.Sha256)
    return f"addiction-{bytes(digest.toHex().data()).decode()[:16]}"


def socket_path(name: str) -> Path:
    """Where the socket called ``name`` lies."""
    return Path(QDir.tempPath()) / name


def hand_over(name: str, request: dict[str, Any], timeout_ms: int = HAND_OVER_MS) -> bool:
    """Give ``request`` to the game running under ``name``; False when none took it."""
    if not _UNIX:
        return False
    reply = b""
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
            client.settimeout(timeout_ms / 1000)
            client.connect(str(socket_path(name)))
            client.sendall(json.dumps(request).encode() + b"\n")
            # The running game answers once it has the whole line: only then is the request safe.
            while len(reply) < len(_REPLY) and (chunk := client.recv(len(_REPLY))):
                reply += chunk
    except OSError:  # no socket, nobody listening, or no answer in time
        return False
    return reply == _REPLY


class InstanceServer(QObject):
    """The running game's end of the socket: emits ``requested`` for each request received."""

    requested = Signal(dict)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = socket_path(name)
        self._socket: socket.socket | None = None
        self._inode = -1
        self._clients: dict[socket.socket, tuple[QSocketNotifier, bytearray]] = {}
        self.listening = _UNIX and self._listen()

    def _listen(self) -> bool:
        server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            # Made in a folder only this user can enter, then moved into place: nobody else can
            # ever connect to it. Moving it replaces the socket of a game that did not end
            # cleanly (nobody answered there, or hand_over would have succeeded).
            # (The folder sits beside the socket, so the move never crosses file systems.)
            with tempfile.TemporaryDirectory(prefix="addiction-", dir=self._path.parent) as private:
                made = Path(private) / "socket"
                server.bind(str(made))
                made.chmod(0o600)
                server.listen(8)
                made.replace(self._path)
            self._inode = self._path.stat().st_ino
        except OSError:
            server.close()
            return False
        server.setblocking(False)
        self._socket = server
        notifier = QSocketNotifier(server.fileno(), QSocketNotifier.Type.Read, self)
        notifier.activated.connect(self._accept)
        self._notifier = notifier
        return True

    def close(self) -> None:
        """Stop listening and take the socket away (unless another game has put its own there)."""
        for client in list(self._clients):
            self._drop(client)
        if self._socket is None:
            return
        self._notifier.setEnabled(False)
        self._socket.close()
        self._socket = None
        with contextlib.suppress(OSError):
            if self._path.stat().st_ino == self._inode:
                self._path.unlink()

    def _accept(self) -> None:
        assert self._socket is not None
        while True:
            try:
                client, _ = self._socket.accept()
            except OSError:  # none waiting (or a client gone before it was taken)
                return
            client.setblocking(False)
            notifier = QSocketNotifier(client.fileno(), QSocketNotifier.Type.Read, self)
            notifier.activated.connect(lambda *_, client=client: self._read(client))
            self._clients[client] = (notifier, bytearray())

    def _read(self, client: socket.socket) -> None:
        _, buffer = self._clients[client]
        try:
            chunk = client.recv(_CHUNK)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        buffer.extend(chunk)
        line, newline, _ = bytes(buffer).partition(b"\n")
        if not newline:
            if not chunk or len(buffer) > MAX_REQUEST_BYTES:  # gone, or not one of ours
                self._drop(client)
            return
        with contextlib.suppress(OSError):
            client.send(_REPLY)  # three bytes into an empty socket buffer: never partial
        self._drop(client)
        request = _parsed(line)
        if request is not None:
            self.requested.emit(request)

    def _drop(self, client: socket.socket) -> None:
        notifier, _ = self._clients.pop(client)
        notifier.setEnabled(False)
        notifier.deleteLater()
        client.close()


def _parsed(line: bytes) -> dict[str, Any] | None:
    """The request in ``line``, or None for anything that is not one of ours."""
    try:
        value = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, dict):
        return None
    request: dict[str, Any] = {}
    for key, kind in (("game", str), ("deal", int), ("position", str)):
        item = value.get(key)
        if item is not None and (not isinstance(item, kind) or isinstance(item, bool)):
            return None
        request[key] = item
    return request
