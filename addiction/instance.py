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

import getpass
import json
from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import QCryptographicHash, QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

# How long a second launch waits for the running game to take its request.
HAND_OVER_MS: Final = 1500
# A request is one short line; anything longer is not from us.
MAX_REQUEST_BYTES: Final = 1 << 20
_REPLY: Final = b"ok\n"


def server_name(data_dir: Path) -> str:
    """The socket's name for this user and data folder."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no name for this uid: the folder alone still tells players apart
        user = "player"
    # Qt's own hash: Python's hashlib would load OpenSSL's libcrypto (3 MB) at every start.
    digest = QCryptographicHash.hash(f"{user}\0{data_dir}".encode(), QCryptographicHash.Algorithm.Sha256)
    return f"addiction-{bytes(digest.toHex().data()).decode()[:16]}"


def hand_over(name: str, request: dict[str, Any], timeout_ms: int = HAND_OVER_MS) -> bool:
    """Give ``request`` to the game running under ``name``; False when none took it."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(json.dumps(request).encode() + b"\n")
    delivered = socket.waitForBytesWritten(timeout_ms)
    # The running game answers once it has the whole line: only then is the request safe.
    while delivered and socket.bytesAvailable() < len(_REPLY):
        if not socket.waitForReadyRead(timeout_ms):
            delivered = False
    answered = delivered and bytes(socket.readAll().data()) == _REPLY
    socket.disconnectFromServer()
    return answered


class InstanceServer(QObject):
    """The running game's end of the socket: emits ``requested`` for each request received."""

    requested = Signal(dict)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self.listening = self._server.listen(name)
        if not self.listening and self._server.serverError() == (
            QAbstractSocket.SocketError.AddressInUseError
        ):
            # Nobody answered on it (hand_over failed), so it is the stale socket of a game
            # that did not end cleanly: take it over.
            QLocalServer.removeServer(name)
            self.listening = self._server.listen(name)

    def close(self) -> None:
        self._server.close()

    def _accept(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            buffer = bytearray()

            def read(socket: QLocalSocket = socket, buffer: bytearray = buffer) -> None:
                buffer.extend(bytes(socket.readAll().data()))
                if len(buffer) > MAX_REQUEST_BYTES:
                    socket.abort()
                    return
                line, newline, _ = bytes(buffer).partition(b"\n")
                if not newline:
                    return
                socket.write(_REPLY)
                socket.flush()
                socket.disconnectFromServer()
                request = _parsed(line)
                if request is not None:
                    self.requested.emit(request)

            socket.readyRead.connect(read)
            socket.disconnected.connect(socket.deleteLater)


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
