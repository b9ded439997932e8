# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A window on any game whose computer player thinks briefly, animations and the
still-winnable indicator off: for tests that let the computer play every game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings

from addiction.games.gaps.solver.family import advisor_for
from addiction.games.pyramid.page import PyramidHinter, PyramidPage
from addiction.registry import game_spec
from addiction.shell.window import MainWindow
from addiction.table.page import GamePage, PageContext
from addiction.table.settings import Settings


def quick_window(tmp_path: Path, game_id: str) -> MainWindow:
    """A window opened on ``game_id`` (not shown), with settings of its own in ``tmp_path``."""
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    settings.winnable_indicator = False
    spec = game_spec(game_id)

    def quick(context: PageContext) -> GamePage:
        # The registry's page, with a computer player that thinks briefly.
        advisor: Callable[[], object] = (
            (lambda: PyramidHinter(0.1)) if spec.page_class() is PyramidPage
            else (lambda: advisor_for(game_id, time_budget=0.1)))
        return spec.page_class()(context, advisor_factory=advisor)  # type: ignore[call-arg]

    return MainWindow(settings, start=game_id, factories={game_id: quick})
