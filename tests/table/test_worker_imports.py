# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Worker threads never import: the solver and the deal judge are imported on the window's
thread before a search starts, so the "still winnable" search, a hint and the deal judge,
started together, cannot race in one half-made module."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

# Starts the real window offscreen in a fresh interpreter (so nothing is imported yet), sets
# the deal judge, the "still winnable" search and a hint going at the same moment, waits for
# the three answers, and prints them with every module a thread other than the main one
# imported (a finder first in sys.meta_path is asked only when a module is really imported).
PROBE = """
import json, sys, threading, time
if len(sys.argv) > 2:
    sys.setswitchinterval(float(sys.argv[2]))
on_workers = []

class Watch:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if threading.current_thread() is not threading.main_thread():
            on_workers.append(name)
        return None

sys.meta_path.insert(0, Watch)
from PySide6.QtWidgets import QApplication
import addiction.program.app as app
from addiction.registry import game_spec

GAME = sys.argv[1]

def run():
    qt = QApplication.instance()
    window = next(w for w in qt.topLevelWidgets() if isinstance(w, app.MainWindow))
    page = window.page
    answers = set()
    window.judging.judged.connect(lambda judgement: answers.add("judged"))
    page.solver.judged.connect(lambda verdict: answers.add("winnable"))
    page.solver.decided.connect(lambda purpose, decision: answers.add("hint"))
    expected = {"judged", "hint"}
    window.judging.ask(game_spec(GAME), 7, None)
    if GAME != "pyramid":
        expected.add("winnable")
        page.solver.judge(page.model.game.cells, 0.3)
    page.solver.ask("hint")
    deadline = time.monotonic() + 120
    while answers != expected and time.monotonic() < deadline:
        qt.processEvents()
        time.sleep(0.005)
    window.close()
    print(json.dumps({"answers": sorted(answers), "expected": sorted(expected),
                      "imported": on_workers}))
    return 0

QApplication.exec = staticmethod(run)
sys.exit(app.main(["--game", GAME, "--deal", "5"]))
"""


def _start(tmp_path: Path, game: str, *switch: str) -> tuple[dict[str, list[str]], str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               ADDICTION_DATA_DIR=str(tmp_path / "data"),
               ADDICTION_SETTINGS=str(tmp_path / "settings.ini"))
    done = subprocess.run([sys.executable, "-c", PROBE, game, *switch], env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


@pytest.mark.parametrize("game", ["addiction", "pyramid"])
def test_no_worker_thread_imports_a_module(tmp_path: Path, game: str) -> None:
    found, _ = _start(tmp_path, game)
    assert found["answers"] == found["expected"]
    assert found["imported"] == []


def test_many_starts_with_a_tiny_switch_interval_raise_no_import_error(tmp_path: Path) -> None:
    # Before the fix about one start in six failed here with "cannot import name ... from
    # partially initialized module": the threads changed hands between every few bytecodes.
    starts = 20

    def one(number: int) -> tuple[dict[str, list[str]], str]:
        folder = tmp_path / str(number)
        folder.mkdir()
        return _start(folder, "addiction", "1e-6")

    # Two at a time: the machine's two cores.
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, range(starts)))
    for found, errors in results:
        assert "ImportError" not in errors and "partially initialized" not in errors, errors
        assert found["answers"] == found["expected"]
        assert found["imported"] == []
