# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The one-copy socket against others: another user's socket or folder is never trusted, a
flood of idle clients cannot take the running game down, and only well-formed requests get
through. Another user is played by making the checks see another user id."""

from __future__ import annotations

import json
import os
import socket
import stat
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir
from pytestqt.qtbot import QtBot

from addiction.program import instance
from addiction.program.app import MAX_DEAL, MIN_DEAL
from addiction.program.instance import (
    MAX_CLIENTS,
    InstanceServer,
    _parsed,
    hand_over,
    server_name,
    socket_path,
)

# Another user, as the checks are made to see it.
STRANGER = os.getuid() + 4242
FLOOD = 200


@pytest.fixture
def tmp_path(short_tmp_path: Path) -> Path:
    """The test's folder, short enough for the sockets made in it (see conftest's
    ``short_tmp_path``: under pytest's own, the fallback folder's socket did not fit)."""
    return short_tmp_path


@pytest.fixture(autouse=True)
def private_runtime_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Sockets go to the test's own folders, never to the player's."""
    run = tmp_path / "run"
    run.mkdir(mode=0o700)
    (tmp_path / "tmp").mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    return run


@pytest.fixture
def name(qtbot: QtBot, tmp_path: Path) -> str:
    del qtbot  # for the QApplication the sockets need
    return server_name(tmp_path / "data")


@pytest.fixture
def make_server(name: str) -> Iterator[Callable[..., InstanceServer]]:
    """Running games' ends of the socket, closed after the test."""
    made: list[InstanceServer] = []

    def make(**options: int) -> InstanceServer:
        made.append(InstanceServer(name, **options))
        return made[-1]

    yield make
    for server in made:
        server.close()


def received_by(server: InstanceServer) -> list[dict[str, object]]:
    """The requests ``server`` will emit from now on."""
    requests: list[dict[str, object]] = []
    server.requested.connect(requests.append)
    return requests


def exchange(qtbot: QtBot, path: Path, raw: bytes) -> bytes:
    """Sends ``raw`` to ``path`` from another thread (this one runs the server's events) and
    returns what came back before the server hung up."""
    answers: list[bytes] = []

    def run() -> None:
        answer = b""
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
                client.settimeout(5)
                client.connect(str(path))
                client.sendall(raw)
                while chunk := client.recv(64):
                    answer += chunk
        except OSError:  # hung up on before or while sending: what came back still tells
            pass
        answers.append(answer)

    threading.Thread(target=run, daemon=True).start()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    return answers[0]


def handed_over(qtbot: QtBot, name: str, request: dict[str, object]) -> bool:
    """hand_over from another thread, as a second launch would."""
    result: list[bool] = []
    threading.Thread(target=lambda: result.append(hand_over(name, request, 5000)), daemon=True).start()
    qtbot.waitUntil(lambda: bool(result), timeout=8000)
    return result[0]


# --- Finding 1: the socket's place and whom it talks to ----------------------------------------


def test_the_socket_lies_in_the_players_runtime_folder(
    make_server: Callable[..., InstanceServer], name: str, private_runtime_folder: Path,
) -> None:
    assert make_server().listening
    path = socket_path(name)
    assert path.parent == private_runtime_folder
    assert stat.S_ISSOCK(path.lstat().st_mode) and stat.S_IMODE(path.lstat().st_mode) == 0o600


def test_without_a_runtime_folder_the_game_makes_a_private_one(
    make_server: Callable[..., InstanceServer], name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    assert make_server().listening
    folder = tmp_path / "tmp" / f"addiction-{os.getuid()}"
    info = folder.lstat()
    assert stat.S_ISDIR(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o700
    assert socket_path(name) == folder / name and socket_path(name).exists()


@pytest.mark.parametrize("spoil", ["open to others", "a link", "another user's"])
def test_a_runtime_folder_that_is_not_private_is_passed_over(
    make_server: Callable[..., InstanceServer], name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    spoil: str,
) -> None:
    private_runtime_folder = tmp_path / "run"
    if spoil == "open to others":
        private_runtime_folder.chmod(0o755)
    elif spoil == "a link":
        target = tmp_path / "elsewhere"
        target.mkdir(mode=0o700)
        monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "link"))
        (tmp_path / "link").symlink_to(target)
    else:
        monkeypatch.setattr(os, "getuid", lambda: STRANGER)
    # The game's own folder in the temporary folder is used instead ...
    expected = tmp_path / "tmp" / f"addiction-{os.getuid()}" / name
    assert socket_path(name) == expected
    # ... (which, made by the real user, is another user's too when the checks see a stranger).
    assert make_server().listening == (spoil != "another user's")
    assert expected.exists() == (spoil != "another user's")
    assert not any(private_runtime_folder.iterdir())
    if spoil == "a link":
        assert not any((tmp_path / "elsewhere").iterdir())


@pytest.mark.parametrize("spoil", ["open to others", "a link", "another user's"])
def test_the_game_runs_alone_rather_than_use_a_folder_not_its_own(
    make_server: Callable[..., InstanceServer], name: str, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, spoil: str,
) -> None:
    """Someone made the game's folder in the temporary folder first: it is never used."""
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    uid = STRANGER if spoil == "another user's" else os.getuid()
    folder = tmp_path / "tmp" / f"addiction-{uid}"
    attackers = tmp_path / "attackers"
    attackers.mkdir(mode=0o700)
    if spoil == "open to others":
        folder.mkdir(mode=0o700)
        folder.chmod(0o777)
    elif spoil == "a link":
        folder.symlink_to(attackers)
    else:
        folder.mkdir(mode=0o700)  # made by the real user, which the checks now see as someone else
        monkeypatch.setattr(os, "getuid", lambda: STRANGER)
    server = make_server()
    assert not server.listening
    assert not hand_over(name, {"deal": 3}, timeout_ms=300)
    assert not any(attackers.iterdir())
    if folder.is_dir() and not folder.is_symlink():
        assert not any(folder.iterdir())
        assert stat.S_IMODE(folder.lstat().st_mode) == (0o777 if spoil == "open to others" else 0o700)


def test_a_socket_at_the_old_shared_place_is_never_used(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str,
) -> None:
    """Another user bound the name older versions used in the shared temporary folder."""
    old_place = Path(QDir.tempPath()) / name
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as squatter:
        squatter.bind(str(old_place))
        squatter.listen(8)
        squatter.setblocking(False)

        assert not hand_over(name, {"position": "the player's file"}, timeout_ms=300)
        with pytest.raises(BlockingIOError):  # nobody ever knocked
            squatter.accept()

        server = make_server()
        assert server.listening and socket_path(name) != old_place
        requests = received_by(server)
        assert handed_over(qtbot, name, {"deal": 9})
        assert requests == [{"game": None, "deal": 9, "position": None, "rules": None}]
        with pytest.raises(BlockingIOError):
            squatter.accept()


def test_a_second_launch_tells_nothing_to_a_socket_of_another_user(
    name: str, private_runtime_folder: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as listener:
        listener.bind(str(socket_path(name)))
        listener.listen(8)
        listener.settimeout(5)
        request = {"position": "the player's file"}
        with monkeypatch.context() as stranger:
            stranger.setattr(instance, "_peer_uid", lambda _sock: STRANGER)
            assert not hand_over(name, request, timeout_ms=300)
        connection, _ = listener.accept()
        with connection:
            assert connection.recv(1 << 16) == b""  # connected, saw who listens, sent nothing
        # The same listener run by the player gets the line: only the user id made the difference.
        assert not hand_over(name, request, timeout_ms=300)  # (it never answers)
        connection, _ = listener.accept()
        with connection:
            connection.settimeout(5)
            assert json.loads(connection.recv(1 << 16)) == request


def test_the_running_game_hangs_up_on_a_client_of_another_user(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    server = make_server()
    requests = received_by(server)
    with monkeypatch.context() as stranger:
        stranger.setattr(instance, "_peer_uid", lambda _sock: STRANGER)
        assert exchange(qtbot, socket_path(name), b'{"deal": 9}\n') == b""
    assert requests == []
    assert not server._clients
    assert exchange(qtbot, socket_path(name), b'{"deal": 9}\n') == b"ok\n"
    assert requests == [{"game": None, "deal": 9, "position": None, "rules": None}]


@pytest.mark.skipif(not hasattr(socket, "SO_PEERCRED"), reason="the system does not name a socket's peer")
def test_the_system_names_the_user_at_the_other_end() -> None:
    left, right = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with left, right:
        assert instance._peer_uid(left) == os.getuid()


def test_without_peer_credentials_the_private_folder_alone_decides(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(instance, "_PEERCRED", False)
    requests = received_by(make_server())
    assert handed_over(qtbot, name, {"deal": 4})
    assert requests == [{"game": None, "deal": 4, "position": None, "rules": None}]


# --- Finding 2: a flood of clients ----------------------------------------------------------


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="counts open files in /proc")
def test_a_flood_of_idle_clients_is_capped_then_timed_out(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str,
) -> None:
    server = make_server(idle_ms=500)
    before = open_fds()
    flood: list[socket.socket] = []
    failed: list[OSError] = []

    def connect_all() -> None:
        deadline = time.monotonic() + 15
        for _ in range(FLOOD):
            client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            client.setblocking(False)
            while True:
                try:
                    client.connect(str(socket_path(name)))
                except BlockingIOError:  # the backlog is full until the game accepts: knock again
                    if time.monotonic() < deadline:
                        time.sleep(0.001)
                        continue
                    failed.append(TimeoutError())
                    client.close()
                except OSError as exc:
                    failed.append(exc)
                    client.close()
                else:
                    flood.append(client)  # connected and then idle: never a byte sent
                break

    most = 0

    def done() -> bool:
        nonlocal most
        most = max(most, len(server._clients))
        return len(flood) + len(failed) == FLOOD

    flooder = threading.Thread(target=connect_all, daemon=True)
    flooder.start()
    try:
        qtbot.waitUntil(done, timeout=20_000)
        flooder.join(5)
        qtbot.wait(50)  # let the game take whatever still waits
        assert not failed
        assert most <= MAX_CLIENTS and len(server._clients) <= MAX_CLIENTS
        # What the game holds open, besides the flood's own ends.
        assert open_fds() - before - FLOOD <= MAX_CLIENTS
        # The idle ones are let go once their time is up ...
        qtbot.waitUntil(lambda: not server._clients, timeout=5000)
        assert open_fds() - before - FLOOD <= 0
        for client in flood:  # ... and every end the flood holds has been hung up on
            client.settimeout(5)
            assert client.recv(16) == b""
        # ... and a second launch gets through.
        requests = received_by(server)
        assert handed_over(qtbot, name, {"deal": 7})
        assert requests == [{"game": None, "deal": 7, "position": None, "rules": None}]
    finally:
        for client in flood:
            client.close()


def test_a_client_dripping_its_line_is_dropped_when_its_time_is_up(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str,
) -> None:
    server = make_server(idle_ms=300)
    requests = received_by(server)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.connect(str(socket_path(name)))
        client.setblocking(False)
        client.send(b'{"deal":')
        hung_up = False
        for _ in range(60):  # a byte every 50 ms: active, but never finishing (3 s at most)
            qtbot.wait(50)
            try:
                client.send(b" ")
                hung_up = client.recv(16) == b""
            except BlockingIOError:
                continue
            except OSError:
                hung_up = True
            if hung_up:
                break
        assert hung_up
    assert requests == [] and not server._clients


# --- Finding 3: what a request may hold ------------------------------------------------------


def test_the_deal_bounds_are_the_games() -> None:
    assert (MIN_DEAL, MAX_DEAL) == (1, instance.MAX_DEAL)


BAD_REQUESTS = {
    "deal -1": {"deal": -1},
    "deal 0": {"deal": 0},
    "deal 2**31": {"deal": 2**31},
    "deal 2**63": {"deal": 2**63},
    "deal 1.5": {"deal": 1.5},
    "deal text": {"deal": "9"},
    "deal true": {"deal": True},
    "game empty": {"game": ""},
    "game capitals": {"game": "Pyramid"},
    "game path": {"game": "../pyramid"},
    "game space": {"game": "py ramid"},
    "game newline": {"game": "pyramid\n"},
    "game accented": {"game": "pyramidé"},
    "game long": {"game": "a" * 65},
    "game number": {"game": 7},
    "game list": {"game": ["pyramid"]},
    "position number": {"position": 7},
    "position long": {"position": "x" * (64 * 1024 + 1)},
    "position long in UTF-8": {"position": "é" * (32 * 1024 + 1)},
    "position lone surrogate": {"position": "\ud800"},
    "rules number": {"rules": 2},
    "rules long": {"rules": "r" * 1025},
    "rules object": {"rules": {"redeals": 2}},
    "rules lone surrogate": {"rules": "\udfff"},
    "unknown key": {"deal": 9, "size": "1x1"},
}


@pytest.mark.parametrize("request_", BAD_REQUESTS.values(), ids=BAD_REQUESTS.keys())
def test_a_bad_field_drops_the_whole_request(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str, request_: dict[str, object],
) -> None:
    line = json.dumps(request_).encode() + b"\n"
    assert _parsed(line[:-1]) is None
    requests = received_by(make_server())
    assert exchange(qtbot, socket_path(name), line) == b"ok\n"  # taken, so the sender leaves ...
    assert requests == []  # ... but never acted on


@pytest.mark.parametrize("raw", [
    b'{"deal": 1' + b"0" * 5000 + b"}\n",  # more digits than Python reads
    b'{"deal": 9, "deal": 0}\n',  # the last one counts
    b'{"deal": NaN}\n',
    b'{"position": "\xff\xfe"}\n',  # not UTF-8
    b'{"position": "\xed\xa0\x80"}\n',  # a lone surrogate, written raw
    b"null\n",
    b'"deal"\n',
])
def test_lines_that_are_not_requests_are_dropped(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str, raw: bytes,
) -> None:
    requests = received_by(make_server())
    assert exchange(qtbot, socket_path(name), raw) == b"ok\n"
    assert requests == []


GOOD_REQUESTS = [
    {"game": "pyramid", "deal": 2, "position": None, "rules": "relaxed"},
    {"game": "addiction", "deal": None, "position": None, "rules": "redeals=2,gaps=random,redeal_when=any"},
    {"game": None, "deal": 1, "position": None, "rules": None},
    {"game": None, "deal": 2**31 - 1, "position": None, "rules": None},
    {"game": "a" * 64, "deal": None, "position": "p" * (64 * 1024), "rules": "r" * 1024},
    {"game": None, "deal": None, "position": "♠" * 100 + "\n", "rules": None},
]


@pytest.mark.parametrize("request_", GOOD_REQUESTS)
def test_a_good_request_arrives_whole(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str, request_: dict[str, object],
) -> None:
    requests = received_by(make_server())
    assert handed_over(qtbot, name, request_)
    assert requests == [request_]


def test_what_a_second_launch_leaves_out_arrives_as_none(
    qtbot: QtBot, make_server: Callable[..., InstanceServer], name: str,
) -> None:
    requests = received_by(make_server())
    assert exchange(qtbot, socket_path(name), b"{}\n") == b"ok\n"
    assert requests == [{"game": None, "deal": None, "position": None, "rules": None}]
