# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The command's start: PySide6 no longer reads the text of every module the game imports."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# The game's window modules, imported after PySide6 as at a start; prints how many files'
# text linecache then holds, and whether a function's source can still be had.
PROBE = """
import sys
if sys.argv[1] == "spared":
    from addiction.program.launch import spare_module_sources
    spare_module_sources()
import inspect, linecache
import PySide6.QtWidgets
import addiction.program.app, addiction.shell.window, addiction.games.gaps.page, addiction.games.gaps.solver
from addiction.games.gaps.engine import GapsGame
print(len(linecache.cache), "def new" in inspect.getsource(GapsGame.new))
"""


def probe(mode: str) -> tuple[int, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], capture_output=True, text=True, timeout=60,
        check=False, env=env,
    )
    assert done.returncode == 0, done.stderr
    count, source = done.stdout.split()
    return int(count), source


def test_pyside_reads_every_module_unless_spared() -> None:
    read, _ = probe("plain")
    assert read > 50  # PySide6's import hook read the window's modules and the stdlib's
    spared, function_source = probe("spared")
    assert spared == 0
    assert function_source == "True"  # functions and classes keep their source


def test_only_modules_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    import inspect  # noqa: PLC0415

    from addiction.program import launch  # noqa: PLC0415

    monkeypatch.setattr(inspect, "getsource", inspect.getsource)  # restored after the test
    launch.spare_module_sources()
    with pytest.raises(OSError, match=r"addiction\.program\.launch: this process reads no module"):
        inspect.getsource(launch)
    assert "def main" in inspect.getsource(launch.main)
