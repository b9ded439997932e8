# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the memory benchmarks do inside the game's window process: run its event loop for a
while, and press Auto once as a player would. Imported only there, after the environment is set,
since it imports Qt."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QTimer

from addiction.table.page import GamePage


def wait(seconds: float, done: Callable[[], bool] = lambda: False) -> None:
    """Run the event loop for ``seconds`` or until ``done()``."""
    deadline = time.monotonic() + seconds
    loop = QEventLoop()
    while not done() and (left := deadline - time.monotonic()) > 0:
        QTimer.singleShot(min(int(left * 1000) + 1, 20), loop.quit)
        loop.exec()


def press_auto(page: GamePage, timeout: float) -> None:
    """One press of Auto on ``page``: wait for its decision (at most ``timeout`` seconds) while
    the window goes on with its events."""
    answered: list[object] = []

    def heard(_purpose: str, advice: object) -> None:
        answered.append(advice)

    page.solver.decided.connect(heard)
    try:
        if page.ask("auto") or page.solver.busy:
            wait(timeout, lambda: bool(answered))
    finally:
        page.solver.decided.disconnect(heard)
