# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""What the command loads before its first frame: nothing a dialog, the records' chart or the
solver needs (they load when first used, after the window is up)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

# Runs the command's main as a player's start does, until the window is on screen and has
# painted once; prints the modules then loaded.
PROBE = """
import sys
from addiction.program.launch import spare_module_sources
spare_module_sources()
from PySide6.QtWidgets import QApplication
import addiction.program.app as app

def first_frame():
    qt = QApplication.instance()
    window = next(w for w in qt.topLevelWidgets() if isinstance(w, app.MainWindow))
    while not (window.windowHandle() is not None and window.windowHandle().isExposed()):
        qt.processEvents()
    window.repaint()
    qt.processEvents()
    print(" ".join(sorted(sys.modules)))
    return 0

QApplication.exec = staticmethod(first_frame)
sys.exit(app.main(sys.argv[1:]))
"""

# Loaded when first used: the dialogs, Statistics and its chart, About, the solvers, the
# decks, the replay and the demo with their bar.
LATER = (
    "addiction.table.dialogs",
    "addiction.table.showing",
    "addiction.shell.show_bar",
    "addiction.shell.statistics",
    "addiction.shell.score_chart",
    "addiction.shell.about",
    "addiction.games.gaps.solver",
    "addiction.games.pyramid.solver",
    # Sound: the library and the files, on the first sound played, even with sound on.
    "miniaudio",
    "_miniaudio",
    "_cffi_backend",
    "wave",
    # The desktop's card decks, their chooser and QtSvg: only when another deck is chosen.
    "addiction.cardart.decks",
    "addiction.cardart.deck_drawer",
    "addiction.table.look_dialog",
    "addiction.cardart.table_look",
    "PySide6.QtSvg",
    # Never, not even later: the build's version rule asks git (the program reads its result).
    "addiction.versioning",
)


def loaded_at_start(home: Path, *arguments: str, settings: str = "") -> set[str]:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "ADDICTION_"))}
    if settings:
        ini = home / "settings.ini"
        ini.write_text(settings, encoding="utf-8")
        env["ADDICTION_SETTINGS"] = str(ini)
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_RUNTIME_DIR=str(home / "runtime"),
               QT_QPA_PLATFORM="offscreen")
    (home / "runtime").mkdir(mode=0o700)
    done = subprocess.run([sys.executable, "-c", PROBE, *arguments], capture_output=True,
                          text=True, timeout=120, check=False, env=env)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


@pytest.mark.parametrize("arguments", [("--deal", "5"), (), ("--game", "double-montana")],
                         ids=["deal", "start-screen", "relative"])
def test_the_first_frame_loads_no_dialog_chart_or_solver(
    short_tmp_path: Path, arguments: tuple[str, ...]
) -> None:
    # A short home: the game's one-copy socket is made in its runtime folder.
    loaded = loaded_at_start(short_tmp_path, *arguments)
    assert "addiction.shell.window" in loaded  # the probe did reach the window
    early = sorted(name for name in loaded if name.startswith(LATER))
    assert early == []
    if arguments:
        # A game asked for opens without the start screen.
        assert "addiction.shell.start_screen" not in loaded


def test_sound_turned_on_loads_nothing_of_it_before_the_first_sound(short_tmp_path: Path) -> None:
    loaded = loaded_at_start(short_tmp_path, "--deal", "5",
                             settings="[sound]\non=true\nvolume=80\n")
    assert "addiction.table.sound" in loaded  # the window's player is there, idle
    assert sorted(name for name in loaded if name.startswith(LATER)) == []
