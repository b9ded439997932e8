# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""A monkey at the window: hundreds of random clicks, keys, page switches and Auto or Hint
mid-animation, with a fixed seed. Any Python exception in a slot or any Qt warning fails it."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from addiction.games.gaps.model import GapsModel
from addiction.games.gaps.page import GapsPage
from addiction.games.pyramid.model import PyramidModel
from addiction.games.pyramid.page import PyramidPage
from addiction.shell.window import MainWindow
from addiction.store import DATA_DIR_ENV
from addiction.store.keeper import Storage
from addiction.table.page import PageContext
from addiction.table.settings import SETTINGS_ENV, Settings

EVENTS = 400
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Return,
        Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_R, Qt.Key.Key_H, Qt.Key.Key_A]


class RandomAdvisor:
    """Answers at once with any legal action, from the solver's thread, as the real one would."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)
        self._lock = threading.Lock()

    def choose(self, game: Any) -> Any:
        actions = game.actions()
        with self._lock:
            return self._random.choice(actions) if actions else None


def judge(cells: object, budget: float, cancelled: Callable[[], bool]) -> str:
    del cells, budget, cancelled
    return "unknown"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    monkeypatch.setenv(SETTINGS_ENV, str(tmp_path / "settings.ini"))
    settings = Settings()
    # Fast animations: long enough that the monkey acts while cards still move.
    settings.animation_speed = "fast"
    settings.winnable_indicator = True

    def addiction(context: PageContext) -> GapsPage:
        return GapsPage(context, advisor_factory=lambda: RandomAdvisor(1), judge=judge)

    def pyramid(context: PageContext) -> PyramidPage:
        return PyramidPage(context, advisor_factory=lambda: RandomAdvisor(2))

    made = MainWindow(settings, storage=Storage.open(), start="addiction",
                      factories={"addiction": addiction, "pyramid": pyramid})
    qtbot.addWidget(made)
    made.resize(1000, 700)
    made.show()
    qtbot.waitExposed(made)
    yield made
    made.close()


def answer_questions(window: MainWindow, rng: random.Random) -> None:
    """Close whatever dialog the monkey opened, one way or the other."""
    dialogs = window.dialogs
    if dialogs.question is not None:
        dialogs.question.done(rng.choice([QMessageBox.StandardButton.Yes,
                                          QMessageBox.StandardButton.No]))
    for dialog in (dialogs.end_dialog, dialogs.deal_dialog, dialogs.position_dialog):
        if dialog is not None and rng.random() < 0.5:
            dialog.reject()
    for page in window.pages.values():
        box = getattr(page, "mode_box", None)
        if box is not None:
            box.done(QMessageBox.StandardButton.No)


@pytest.mark.qt_log_level_fail("WARNING")
@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")
def test_the_window_survives_a_monkey(qtbot: QtBot, window: MainWindow) -> None:
    rng = random.Random(2026)
    played = {"addiction": 0, "pyramid": 0}

    def count(game_id: str) -> Callable[..., None]:
        def counted(*_: object) -> None:
            played[game_id] += 1
        return counted

    addiction = window.pages["addiction"].model
    assert isinstance(addiction, GapsModel)
    addiction.card_moved.connect(count("addiction"))
    pyramid = window.page_for("pyramid").model
    assert isinstance(pyramid, PyramidModel)
    for signal in (pyramid.cards_removed, pyramid.card_drawn):
        signal.connect(count("pyramid"))
    menus = window.menus
    commands = [menus.action_undo, menus.action_redo, menus.action_hint, menus.action_auto,
                menus.action_play_to_end,
                menus.action_new, menus.action_restart, menus.action_give_up]
    for _ in range(EVENTS):
        page = window.page
        roll = rng.random()
        if page is None:
            window.play_game(rng.choice(["addiction", "pyramid"]))
        elif roll < 0.45:
            view: QWidget = page.view.viewport()
            point = QPoint(rng.randrange(view.width()), rng.randrange(view.height()))
            qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=point)  # type: ignore[no-untyped-call]
        elif roll < 0.7:
            qtbot.keyClick(page.view, rng.choice(KEYS))  # type: ignore[no-untyped-call]
        elif roll < 0.9:
            action = rng.choice(commands + page.play_actions())
            if action.isEnabled():
                action.trigger()
        elif roll < 0.97:
            window.play_game(rng.choice(["addiction", "pyramid"]))
        else:
            window.choose_game()
        answer_questions(window, rng)
        QApplication.processEvents()
        if rng.random() < 0.1:
            qtbot.wait(rng.randrange(1, 40))
    for page in window.pages.values():
        page.view.finish_animations()
        game = page.game
        # Whatever happened, each game is still one its own rules can rebuild from its save.
        rebuilt = type(game).from_dict(game.to_dict())
        assert rebuilt.to_text() == game.to_text()
    # The monkey really played both games, not only pressed at nothing.
    assert played["addiction"] >= 5 and played["pyramid"] >= 5, played
