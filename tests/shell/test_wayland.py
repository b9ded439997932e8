# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The game natively on Wayland: Weston's headless compositor, the ``addiction`` command with
``QT_QPA_PLATFORM=wayland``, a card clicked into its gap and the table drawn
(``tests/shell/wayland_player.py``). Only when ADDICTION_WAYLAND=1, as ``.ci/run`` sets it,
where Debian's ``weston`` is installed: a few seconds."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOCKET = "addiction-wayland"
# Weston is up in well under a second; the game's start, move and drawing in a few seconds.
COMPOSITOR_WAIT_S = 10.0
PLAY_TIMEOUT_S = 45.0

pytestmark = pytest.mark.skipif(
    os.environ.get("ADDICTION_WAYLAND") != "1",
    reason="starts Weston's headless compositor; set ADDICTION_WAYLAND=1 to run (.ci/run does)")


@contextlib.contextmanager
def weston(runtime: Path) -> Iterator[Path]:
    """Weston's headless compositor on a 1280x800 output, its socket in ``runtime``; its log
    file. The compositor is ended however the block ends."""
    log = runtime / "weston.log"
    with log.open("w") as out:
        server = subprocess.Popen(
            ["weston", "--backend=headless-backend.so", f"--socket={SOCKET}", "--width=1280",
             "--height=800", "--idle-time=0", "--no-config"],
            env=dict(os.environ, XDG_RUNTIME_DIR=str(runtime)), stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + COMPOSITOR_WAIT_S
        while not (runtime / SOCKET).exists():
            assert server.poll() is None, f"weston ended at start:\n{log.read_text()}"
            assert time.monotonic() < deadline, f"weston made no socket:\n{log.read_text()}"
            time.sleep(0.05)
        yield log
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def test_the_game_plays_a_move_on_wayland(tmp_path: Path) -> None:
    # A short path of its own: the compositor's socket must fit in 107 bytes.
    with tempfile.TemporaryDirectory(prefix="ad-wl-") as folder:
        runtime = Path(folder)
        runtime.chmod(0o700)
        with weston(runtime) as log:
            env = dict(os.environ, QT_QPA_PLATFORM="wayland", WAYLAND_DISPLAY=SOCKET,
                       XDG_RUNTIME_DIR=str(runtime), ADDICTION_DATA_DIR=str(tmp_path / "data"),
                       ADDICTION_SETTINGS=str(tmp_path / "settings.ini"), ADDICTION_LANGUAGE="en")
            played = subprocess.run([sys.executable, "-m", "tests.shell.wayland_player"], cwd=ROOT,
                                    env=env, capture_output=True, text=True, timeout=PLAY_TIMEOUT_S,
                                    check=False)
            said = played.stdout + played.stderr
            print(said)
            assert played.returncode == 0, f"{said}\nweston's log:\n{log.read_text()}"
    assert "platform wayland" in played.stdout and "drawn in the gap" in played.stdout
