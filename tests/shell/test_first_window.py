# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The window fits the screen it opens on: the first start on a small screen, and a place
kept on a bigger screen, open with the whole window, frame and all, in the screen's free
room. The small screen is a real one: Qt's offscreen platform told, by its configuration
file, of one 800×600 screen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QByteArray, QRect, QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from addiction.shell.window import MainWindow
from addiction.table.settings import Settings

# Shows a window on the one screen there is and prints that screen's free room and the
# window's frame, as [x, y, width, height] each: first with no place kept, then with the
# place in the hex bytes of argv[2].
_OPEN = """
import json, sys
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication
from addiction.shell.window import MainWindow
from addiction.table.settings import Settings
app = QApplication([])
room = app.primaryScreen().availableGeometry()
seen = []
for kept in (QByteArray(), QByteArray.fromHex(sys.argv[2].encode())):
    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.geometry = kept
    window = MainWindow(settings)
    window.show()
    for _ in range(5):
        app.processEvents()
    seen.append(window.frameGeometry().getRect())
    window.close()
print(json.dumps({"room": room.getRect(), "frames": seen}))
"""


def _on_a_screen_of(tmp_path: Path, width: int, height: int, kept: QByteArray
                    ) -> tuple[QRect, list[QRect]]:
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{
        "name": "small", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run(
        [sys.executable, "-c", _OPEN, str(tmp_path / "settings.ini"), bytes(kept.toHex().data()).decode()],
        env=env, capture_output=True, text=True, timeout=300, check=True)
    said = json.loads(done.stdout.splitlines()[-1])
    return QRect(*said["room"]), [QRect(*frame) for frame in said["frames"]]


def _kept_place(qtbot: QtBot, rect: QRect) -> QByteArray:
    """What a window at ``rect`` keeps of its place when it closes."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setGeometry(rect)
    return widget.saveGeometry()


def test_on_an_800x600_screen_the_window_fits_first_and_after_a_bigger_screen(
        qtbot: QtBot, tmp_path: Path) -> None:
    big = _kept_place(qtbot, QRect(0, 0, 1920, 1080))
    room, (first, after_big) = _on_a_screen_of(tmp_path, 800, 600, big)
    assert room == QRect(0, 0, 800, 600)
    for frame in (first, after_big):
        assert room.contains(frame), frame
        # Not a stamp in a corner either: most of the screen is the game's.
        assert frame.width() >= room.width() * 0.8 and frame.height() >= room.height() * 0.8


def test_a_place_that_fits_the_screen_is_kept(qtbot: QtBot, tmp_path: Path) -> None:
    kept = QRect(60, 70, 600, 500)
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.geometry = _kept_place(qtbot, kept)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.geometry() == kept
