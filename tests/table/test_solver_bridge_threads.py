# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The solver bridge's threads live only while they search.

Every page has a bridge with two pools; a thread left idle would keep a malloc arena of its
own, with the freed tables of its searches, for each of them (benchmarks/memory_rounds.py).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal, SignalInstance
from pytestqt.qtbot import QtBot

from addiction.table.solver_bridge import SolverBridge

TASKS = Path(f"/proc/{os.getpid()}/task")

pytestmark = pytest.mark.skipif(not TASKS.is_dir(), reason="threads are counted in /proc")


def threads() -> set[str]:
    return {entry.name for entry in TASKS.iterdir()}


class Game:
    is_over = False

    def copy(self) -> Game:
        return self


class Model(QObject):
    started = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._game = Game()

    @property
    def game(self) -> Game:
        return self._game

    @property
    def game_started(self) -> SignalInstance:
        return self.started


class Advisor:
    def choose(self, game: object) -> object | None:
        return "move"


def judge(position: object, budget: float, stale: Callable[[], bool]) -> str:
    return "winnable"


def test_no_thread_stays_once_the_searches_are_answered(qtbot: QtBot) -> None:
    model = Model()
    bridge = SolverBridge(model, Advisor, (), judge)
    before = threads()
    with qtbot.waitSignal(bridge.decided, timeout=5000) as decided:
        assert bridge.ask("auto")
    assert decided.args == ["auto", "move"]
    with qtbot.waitSignal(bridge.judged, timeout=5000) as judged:
        bridge.judge(model.game, 1.0)
    assert judged.args == ["winnable"]
    # Qt's default would keep both threads for 30 idle seconds.
    qtbot.waitUntil(lambda: not threads() - before, timeout=5000)
    bridge.shutdown()
