# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A card table's viewport costs PySide6 no search through the widget classes.

PySide6 makes a Qt class (and every enum in it) only when Python first meets it. Asked for a
C++ widget it has no wrapper of, such as the viewport ``QGraphicsView`` makes for itself, it
tries the widget classes of QtWidgets one after another to learn its type, making dozens of
them (some 20 ms before the first frame). The tables make their viewport themselves, so it
is known from the start. Run in a fresh interpreter: the test session has long made them all.
"""

from __future__ import annotations

import os
import subprocess
import sys

PROBE = """
from PySide6 import QtWidgets
from PySide6.QtWidgets import QApplication
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.view import BoardView
from addiction.cardart.art import CardArt

app = QApplication([])
view = BoardView(GapsModel(GapsGame.new(5)), CardArt())
view.resize(800, 500)
view.show()
app.processEvents()
viewport = view.viewport()
assert viewport is view.viewport() and viewport.parent() is view
assert viewport.hasMouseTracking()  # what the Gaps table asks of its viewport
made = sorted(name for name in ("QWizard", "QFileDialog", "QTabBar", "QCalendarWidget")
              if name in vars(QtWidgets))
print(" ".join(made) or "none")
"""


def test_a_table_view_has_pyside6_make_no_unrelated_widget_class() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          timeout=120, check=False, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["none"]
