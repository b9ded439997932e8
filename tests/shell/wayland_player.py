# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""``python -m tests.shell.wayland_player``: the ``addiction`` command under the Wayland
compositor that ``WAYLAND_DISPLAY`` names, watched from inside by a player that waits for the
window, clicks a card that has one gap to go to, and checks the table drew it there.

Run by ``tests/shell/test_wayland.py`` (which starts Weston); prints one line saying what it
saw and exits 0, or says what went wrong and exits 1.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from addiction.games.gaps.engine import GapsGame, Move
from addiction.games.gaps.view import BoardView
from addiction.program import app as command
from addiction.shell.window import MainWindow

# The longest wait for the window to be shown, and then for the card to land.
WAIT_S = 20.0
POLL_MS = 50


class Player:
    """Plays one move in the command's window once it is on screen; ``failure`` says why not."""

    def __init__(self, app: QApplication) -> None:
        self.app = app
        self.deadline = time.monotonic() + WAIT_S
        self.failure: str | None = "the window never showed"
        self.seen = ""
        self.move: Move | None = None
        QTimer.singleShot(POLL_MS, self.look)

    def window(self) -> MainWindow | None:
        shown = [w for w in self.app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        return shown[0] if shown else None

    def look(self) -> None:
        try:
            done = self.step()
        except Exception as exc:  # said and ended on: the command's event loop must stop
            self.end(f"{type(exc).__name__}: {exc}")
            return
        if done:
            self.end(None)
        elif time.monotonic() > self.deadline:
            self.end(self.failure)
        else:
            QTimer.singleShot(POLL_MS, self.look)

    def step(self) -> bool:
        window = self.window()
        if window is None or window.page is None:
            return False
        handle = window.windowHandle()
        if handle is None or not handle.isExposed():
            self.failure = "the window was never exposed by the compositor"
            return False
        view = window.page.view
        game = window.page.game
        assert isinstance(view, BoardView) and isinstance(game, GapsGame)
        if self.move is None:
            # A card with one gap to go to: a click sends it there.
            self.move = next(m for m in game.moves() if len(game.moves_of(m.card)) == 1)
            layout = view.board_layout
            item = view.card_item(self.move.card)
            middle = item.scenePos() + QPointF(layout.card_width / 2, layout.card_height / 2)
            QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                             pos=view.mapFromScene(middle))
            self.failure = f"the click on {self.move} moved nothing"
            return False
        if game.cell(self.move.dst) != self.move.card:
            return False
        view.finish_animations()
        self.failure = self.check_drawn(window, view)
        return self.failure is None

    def check_drawn(self, window: MainWindow, view: BoardView) -> str | None:
        """Whether the table was drawn: the card, white, where the gap was."""
        assert self.move is not None
        layout = view.board_layout
        item = view.card_item(self.move.card)
        if item.scenePos() != view.board_layout.place_pos(self.move.dst):
            return f"{self.move}: the card's picture is not in the gap"
        middle = item.scenePos() + QPointF(layout.card_width / 2, layout.card_height * 0.9)
        image: QImage = view.viewport().grab().toImage()
        point = view.mapFromScene(middle)
        colour = QColor(image.pixel(point))
        if colour.lightness() < 200:
            return f"{self.move}: {colour.name()} where the card's white face should be"
        screen = QGuiApplication.primaryScreen().geometry()
        self.seen = (f"platform {QGuiApplication.platformName()}, screen {screen.width()}x"
                     f"{screen.height()}, window {window.width()}x{window.height()} exposed, "
                     f"played {self.move}, drawn in the gap")
        return None

    def end(self, failure: str | None) -> None:
        self.failure = failure
        self.app.exit(0 if failure is None else 1)


def main() -> int:
    app = command._application()
    if QGuiApplication.platformName() != "wayland":
        print(f"wayland_player: the platform is {QGuiApplication.platformName()!r}", file=sys.stderr)
        return 1
    player = Player(app)
    status = command.main(["--game", "addiction", "--deal", "1"])
    if player.failure is not None:
        print(f"wayland_player: {player.failure}", file=sys.stderr)
        return 1
    print(f"wayland_player: {player.seen}")
    return status


if __name__ == "__main__":
    sys.exit(main())
