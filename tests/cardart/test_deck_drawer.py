# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The drawing thread of the desktop's decks: quitting never waits on it without a bound,
even when QtSvg is held for good inside a renderer."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Hashable
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from addiction.cardart import deck_drawer


class Owner:
    """What asks for pictures (the drawer holds its callback weakly)."""

    def arrived(self, key: Hashable, image: QImage | None) -> None:
        del key, image


def test_stop_returns_while_the_drawing_thread_is_held(qapp: object,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deck_drawer, "STOP_WAIT", 0.2)
    held, release = threading.Event(), threading.Event()

    class BlockingRenderer:
        """A renderer that never finishes parsing (until the test lets it)."""

        def __init__(self, data: bytes) -> None:
            del data
            held.set()
            release.wait()

    owner = Owner()
    drawer = deck_drawer.DeckDrawer(owner.arrived)
    drawer.errand(lambda parse: BlockingRenderer(b"<svg/>"), lambda outcome: None)
    assert held.wait(30)
    stopper = threading.Thread(target=drawer.stop, daemon=True)
    stopper.start()
    stopper.join(30)  # the test's own bound, far beyond the drawer's
    try:
        assert not stopper.is_alive(), "stop() waited on a held renderer"
        assert drawer.running  # left behind, still held
    finally:
        release.set()


QUIT_CHILD = r"""
import sys, time
from PySide6.QtGui import QGuiApplication
from addiction.cardart import deck_drawer
app = QGuiApplication([])
deck_drawer.EXIT_WAIT_MS = 300
deck_drawer.STOP_WAIT = 0.3
fifo = sys.argv[1]
document = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
            f'<g id="back"><image xlink:href="{fifo}" width="9" height="9"/></g></svg>').encode()

class Owner:
    def arrived(self, key, image):
        pass

owner = Owner()
drawer = deck_drawer.DeckDrawer(owner.arrived)
# Past the deck check: QtSvg itself is held opening the FIFO, on its own thread.
drawer.errand(lambda parse: parse(document), lambda outcome: None)
time.sleep(1)
drawer.stop()
print("stopped", flush=True)
"""


def test_quitting_ends_while_qtsvg_is_held_on_a_fifo(tmp_path: Path) -> None:
    """The whole way out (the drawer stopped, then Python's end, which ends QtSvg's thread),
    in a process of its own: it ends, and cleanly."""
    fifo = tmp_path / "fifo.png"
    os.mkfifo(fifo)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run([sys.executable, "-c", QUIT_CHILD, str(fifo)], env=env,
                              capture_output=True, text=True, timeout=60, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail("quitting waited on QtSvg")
    assert done.stdout == "stopped\n"
    assert done.returncode == 0, done.stderr[-2000:]
