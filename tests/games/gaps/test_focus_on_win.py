# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A game won from the keyboard: the focus frame leaves the table to the win's wave of cards
and to the dialog after it; the next arrow key brings it back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from addiction.cardart.items import FocusItem
from addiction.games.gaps.engine import GapsGame
from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.gaps.view import BoardView
from addiction.shell.window import MainWindow
from addiction.table.page import GamePage, PageContext
from addiction.table.settings import Settings
from tests.games.gaps.positions import ONE_FROM_WIN


def focus_frame(view: BoardView) -> FocusItem:
    frames = [item for item in view.scene().items() if isinstance(item, FocusItem)]
    assert len(frames) == 1
    return frames[0]


def test_the_focus_frame_is_not_drawn_over_the_win(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    # Cards move, so the win has its wave.
    settings.animation_speed = "fast"
    settings.winnable_indicator = False
    game = GapsGame.from_text(ONE_FROM_WIN)

    def page(context: PageContext) -> GamePage:
        return GapsPage(context, model=GapsModel(game))

    window = MainWindow(settings, start="addiction", factories={"addiction": page})
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    shown = window.page
    assert isinstance(shown, GapsPage)
    view = shown.view
    frame = focus_frame(view)
    # The arrow keys bring the frame to the King of clubs (last row, last column), which
    # Enter plays into the gap beside it: the game is won.
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Left):
        qtbot.keyClick(view, key)  # type: ignore[no-untyped-call]
    assert frame.isVisible() and view.focus_place == (3, 12)
    with qtbot.waitSignal(shown.model.won):
        qtbot.keyClick(view, Qt.Key.Key_Return)  # type: ignore[no-untyped-call]
    assert game.is_won
    qtbot.waitUntil(lambda: view.animating)
    assert not frame.isVisible()
    with qtbot.waitSignal(shown.ended, timeout=20_000):
        pass
    assert not frame.isVisible()
    window.dialogs.close_end_dialog()
    qtbot.keyClick(view, Qt.Key.Key_Left)  # type: ignore[no-untyped-call]
    assert frame.isVisible()
