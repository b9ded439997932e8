# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""One game per player: a second launch hands its deal to the running game, which asks before
leaving a game in progress; requests that are not ours are ignored."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.program.app import follow_request
from addiction.program.instance import (
    MAX_REQUEST_BYTES,
    InstanceServer,
    _parsed,
    hand_over,
    server_name,
    socket_path,
)
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV
from addiction.table.page import PageContext
from addiction.table.settings import SETTINGS_ENV, Settings

# Far longer than a start takes on a loaded machine; the test waits for the real event.
START_WAIT_S = 60.0


@pytest.fixture
def tmp_path(short_tmp_path: Path) -> Path:
    """The test's folder, short enough for the sockets made in it (see conftest's
    ``short_tmp_path``: under pytest's own, the fallback folder's socket did not fit)."""
    return short_tmp_path


@pytest.fixture(autouse=True)
def private_runtime_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Sockets go to the test's own folders, never to the player's (a game started here inherits them)."""
    run = tmp_path / "run"
    run.mkdir(mode=0o700)
    (tmp_path / "tmp").mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(run))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    return run


def saved_deal(data: Path) -> int | None:
    """The deal of the Addiction game saved in ``data`` (None while there is none)."""
    try:
        saved = json.loads((data / "addiction-in-progress.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    deal = saved["data"]["game"]["deal"]
    assert isinstance(deal, int)
    return deal


def wait_for_deal(data: Path, deal: int) -> None:
    deadline = time.monotonic() + START_WAIT_S
    while saved_deal(data) != deal:
        assert time.monotonic() < deadline, f"deal {deal} was never saved in {data}"
        time.sleep(0.05)


@pytest.fixture
def first_game(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[bytes], dict[str, str], Path]]:
    """A real game process on deal 5, over the test's own data folder."""
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env[DATA_DIR_ENV] = str(data)
    env[SETTINGS_ENV] = str(tmp_path / "settings.ini")
    process = subprocess.Popen([sys.executable, "-m", "addiction", "--deal", "5"], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_deal(data, 5)
        yield process, env, data
    finally:
        process.kill()
        process.wait()


def test_a_second_launch_hands_its_deal_to_the_running_game(
    first_game: tuple[subprocess.Popen[bytes], dict[str, str], Path],
) -> None:
    process, env, data = first_game
    second = subprocess.run([sys.executable, "-m", "addiction", "--deal", "9"], env=env,
                            capture_output=True, timeout=START_WAIT_S, check=False)

    assert second.returncode == 0, second.stderr
    # The first game, with nothing played, simply deals what the second launch asked for.
    wait_for_deal(data, 9)
    assert process.poll() is None


def test_nothing_answers_where_no_game_runs(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot  # for the QApplication the sockets need
    assert not hand_over(server_name(tmp_path), {"deal": 3}, timeout_ms=200)


@pytest.fixture
def server(qtbot: QtBot, tmp_path: Path) -> Iterator[InstanceServer]:
    """A running game's end of the socket, under a name of the test's own."""
    del qtbot  # for the QApplication the socket notifiers need
    listening = InstanceServer(server_name(tmp_path))
    assert listening.listening
    yield listening
    listening.close()


def handed_over(name: str, request: dict[str, object]) -> list[bool]:
    """Hands ``request`` over from another thread (it waits for the answer that this thread's
    event loop gives); the list gets hand_over's result."""
    result: list[bool] = []
    threading.Thread(target=lambda: result.append(hand_over(name, request, 5000)), daemon=True).start()
    return result


def test_the_running_game_takes_a_request_and_answers(
    qtbot: QtBot, server: InstanceServer, tmp_path: Path,
) -> None:
    name = server_name(tmp_path)
    with qtbot.waitSignal(server.requested, timeout=5000) as received:
        result = handed_over(name, {"deal": 9})
    assert received.args == [{"game": None, "deal": 9, "position": None, "rules": None}]
    qtbot.waitUntil(lambda: result == [True], timeout=5000)


def test_only_the_player_may_use_the_socket(server: InstanceServer, tmp_path: Path) -> None:
    mode = socket_path(server_name(tmp_path)).stat().st_mode
    assert stat.S_ISSOCK(mode) and stat.S_IMODE(mode) == 0o600


def test_a_socket_left_by_a_game_that_crashed_is_taken_over(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    name = server_name(tmp_path)
    left = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    left.bind(str(socket_path(name)))
    left.close()  # the file stays, with nobody listening
    assert not hand_over(name, {"deal": 3}, timeout_ms=200)
    taken = InstanceServer(name)
    try:
        assert taken.listening
    finally:
        taken.close()
    assert not socket_path(name).exists()  # closing takes the socket away


def test_closing_leaves_another_games_socket_alone(qtbot: QtBot, tmp_path: Path) -> None:
    del qtbot
    name = server_name(tmp_path)
    first = InstanceServer(name)
    second = InstanceServer(name)  # e.g. started while the first one hung
    first.close()
    assert socket_path(name).exists()
    second.close()
    assert not socket_path(name).exists()


@pytest.mark.parametrize("sent", [b'{"deal": 9}', b"x" * (MAX_REQUEST_BYTES + 70_000)])
def test_a_line_never_finished_is_dropped(
    qtbot: QtBot, server: InstanceServer, tmp_path: Path, sent: bytes,
) -> None:
    with qtbot.assertNotEmitted(server.requested, wait=300), \
            socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.connect(str(socket_path(server_name(tmp_path))))
        client.setblocking(False)
        with contextlib.suppress(BlockingIOError):  # the game may stop reading: that is the point
            client.sendall(sent)
        client.shutdown(socket.SHUT_WR)  # the sender gives up without a newline
        qtbot.waitUntil(lambda: not server._clients, timeout=5000)


def test_each_data_folder_has_its_own_game(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a")


@pytest.mark.parametrize("line", [
    b"", b"[1, 2]", b"not json", b'{"deal": "9"}', b'{"deal": true}', b'{"position": 7}',
    b"[" * 5000 + b"]" * 5000, b'{"deal": 9, "other": 1}',
])
def test_requests_that_are_not_ours_are_ignored(line: bytes) -> None:
    assert _parsed(line) is None


def test_what_a_request_leaves_out_is_none() -> None:
    assert _parsed(b'{"deal": 9}') == {"game": None, "deal": 9, "position": None, "rules": None}


def window_on(qtbot: QtBot, tmp_path: Path, game: GapsGame) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False

    def page(context: PageContext) -> GapsPage:
        return GapsPage(context, model=GapsModel(game))

    window = MainWindow(settings, start="addiction", factories={"addiction": page})
    qtbot.addWidget(window)
    return window


def test_a_request_asks_before_leaving_a_game_in_progress(qtbot: QtBot, tmp_path: Path) -> None:
    game = GapsGame.new(5)
    game.play(game.moves()[0])
    window = window_on(qtbot, tmp_path, game)
    assert window.page is not None

    follow_request(window, {"game": None, "deal": 9, "position": None, "rules": None})

    box = window.dialogs.question
    assert box is not None and window.page.game.deal == 5
    box.done(QMessageBox.StandardButton.No)
    assert window.page.game.deal == 5
    follow_request(window, {"game": None, "deal": 9, "position": None, "rules": None})
    box = window.dialogs.question
    assert box is not None
    box.done(QMessageBox.StandardButton.Yes)
    assert window.page.game.deal == 9


def test_a_request_does_not_ask_when_the_player_said_not_to(
    qtbot: QtBot, tmp_path: Path
) -> None:
    game = GapsGame.new(5)
    game.play(game.moves()[0])
    window = window_on(qtbot, tmp_path, game)
    assert window.page is not None
    window.menus.action_confirm_leave.trigger()

    follow_request(window, {"game": None, "deal": 9, "position": None, "rules": None})

    assert window.dialogs.question is None and window.page.game.deal == 9


def test_a_request_for_an_untouched_game_plays_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = window_on(qtbot, tmp_path, GapsGame.new(5))

    follow_request(window, {"game": "pyramid", "deal": 2, "position": None, "rules": "relaxed"})

    assert window.dialogs.question is None
    assert window.page is window.pages["pyramid"]
    assert (window.page.game.deal, window.page.game.mode) == (2, "relaxed")


# Second launches while a game is in progress, as many as a script that loops would make.
FLOOD = 1000


@pytest.fixture
def questions_asked(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    """Every keep-playing question made from now on (each one the window opens)."""
    from addiction.table import dialogs  # noqa: PLC0415 - the module the window asks through

    made: list[QMessageBox] = []
    make = dialogs.keep_playing_question

    def counted(*args: Any) -> QMessageBox:
        made.append(make(*args))
        return made[-1]

    monkeypatch.setattr(dialogs, "keep_playing_question", counted)
    return made


def test_a_thousand_requests_ask_one_question_which_plays_the_newest(
    qtbot: QtBot, server: InstanceServer, tmp_path: Path, questions_asked: list[QMessageBox],
) -> None:
    game = GapsGame.new(5)
    game.play(game.moves()[0])
    window = window_on(qtbot, tmp_path, game)
    server.requested.connect(lambda request: follow_request(window, request))
    answered: list[bool] = []

    def launches() -> None:
        for deal in range(101, 101 + FLOOD):
            answered.append(hand_over(server_name(tmp_path), {"deal": deal}, 5000))

    threading.Thread(target=launches, daemon=True).start()
    qtbot.waitUntil(lambda: len(answered) == FLOOD, timeout=300_000)
    assert all(answered)  # each launch handed its deal over, none was hung up on

    assert len(questions_asked) == 1
    box = questions_asked[0]
    assert window.dialogs.question is box and window.dialogs.hand_over_question is box
    assert box.isVisible() and window.page is not None and window.page.game.deal == 5
    box.done(QMessageBox.StandardButton.Yes)
    assert window.page.game.deal == 100 + FLOOD  # the newest launch's deal
    assert window.dialogs.question is None and window.dialogs.hand_over_question is None

    # Answered, the question is gone: the next launch into the new game asks anew.
    window.page.game.play(window.page.game.moves()[0])
    follow_request(window, {"game": None, "deal": 7, "position": None, "rules": None})
    assert len(questions_asked) == 2 and window.dialogs.hand_over_question is questions_asked[1]


def test_keep_playing_answers_every_request_folded_into_the_question(
    qtbot: QtBot, tmp_path: Path, questions_asked: list[QMessageBox],
) -> None:
    game = GapsGame.new(5)
    game.play(game.moves()[0])
    window = window_on(qtbot, tmp_path, game)
    for deal in (9, 10, 11):
        follow_request(window, {"game": None, "deal": deal, "position": None, "rules": None})
    assert len(questions_asked) == 1
    questions_asked[0].done(QMessageBox.StandardButton.No)
    assert window.page is not None and window.page.game.deal == 5
    assert window.dialogs.hand_over_question is None


def test_a_newer_request_that_needs_no_question_closes_the_pending_one(
    qtbot: QtBot, tmp_path: Path, questions_asked: list[QMessageBox],
) -> None:
    game = GapsGame.new(5)
    game.play(game.moves()[0])
    window = window_on(qtbot, tmp_path, game)
    follow_request(window, {"game": None, "deal": 9, "position": None, "rules": None})
    assert len(questions_asked) == 1 and questions_asked[0].isVisible()

    # The Pyramid page has no game in play: nothing to leave, so it is played at once.
    follow_request(window, {"game": "pyramid", "deal": 2, "position": None, "rules": None})

    assert not questions_asked[0].isVisible() and window.dialogs.hand_over_question is None
    assert window.dialogs.question is None
    assert window.page is window.pages["pyramid"] and window.page.game.deal == 2
    assert window.pages["addiction"].game.deal == 5  # the game the question was about stays
