# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""PyramidModel: every change goes through it and is announced after the engine changed."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from addiction.core.cards import Card, parse_card
from addiction.core.errors import IllegalAction
from addiction.games.pyramid.engine import DRAW, RECYCLE, Action, PyramidGame
from addiction.games.pyramid.model import PyramidModel


def c(token: str) -> Card:
    card = parse_card(token)
    assert card is not None
    return card


def rows(*present: str) -> list[str]:
    return [*present, *("--" + " --" * r for r in range(len(present), 7))]


def position(top: list[str], stock: str, waste: str = "", passes: str = "1/3") -> str:
    return "\n".join([*top, f"stock: {stock}".rstrip(), f"waste: {waste}".rstrip(),
                      f"pass: {passes}"]) + "\n"


class Recorder:
    """Collects every signal of a model as (name, value) in order."""

    def __init__(self, model: PyramidModel) -> None:
        self.events: list[tuple[str, object]] = []
        for name in ("game_started", "cards_removed", "card_drawn", "recycled", "action_undone",
                     "won", "lost", "game_over", "passes_changed", "stock_count_changed",
                     "pyramid_count_changed", "moves_changed", "undo_available",
                     "redo_available", "assisted_changed"):
            getattr(model, name).connect(
                lambda *args, name=name: self.events.append((name, args[0] if args else None)))

    def first(self) -> tuple[str, object]:
        return self.events[0]

    def names(self) -> list[str]:
        return [n for n, _ in self.events]

    def clear(self) -> None:
        self.events.clear()


@pytest.fixture
def small(qtbot: QtBot) -> PyramidModel:
    del qtbot  # the QApplication must exist first
    return PyramidModel(PyramidGame.from_text(
        position(rows("5C", "7C 7H", "KH AC 6S"), stock="8D 6D QS JD 2D")))


def test_draw_removal_undo_redo_signals(small: PyramidModel) -> None:
    seen = Recorder(small)
    small.draw()
    assert seen.first() == ("card_drawn", c("2D"))
    assert ("stock_count_changed", 4) in seen.events and ("undo_available", True) in seen.events
    seen.clear()
    small.play(Action.king(c("KH")))
    assert seen.first() == ("cards_removed", (c("KH"),))
    assert ("pyramid_count_changed", 5) in seen.events
    seen.clear()
    small.undo()
    assert seen.first() == ("action_undone", Action.king(c("KH")))
    assert ("redo_available", True) in seen.events
    seen.clear()
    small.redo()
    assert seen.first() == ("cards_removed", (c("KH"),))


def test_illegal_action_changes_nothing_and_says_nothing(small: PyramidModel) -> None:
    seen = Recorder(small)
    with pytest.raises(IllegalAction):
        small.play(Action.pair(c("7C"), c("6S")))
    with pytest.raises(IllegalAction):
        small.recycle()
    assert seen.events == []


def test_passes_and_loss(qtbot: QtBot) -> None:
    del qtbot
    model = PyramidModel(PyramidGame.from_text(position(rows("5C", "8D --"), stock="TD 3D")))
    seen = Recorder(model)
    for _ in range(2):
        model.draw()
        model.draw()
        model.recycle()
    assert [v for n, v in seen.events if n == "passes_changed"] == [2, 3]
    seen.clear()
    model.draw()
    model.draw()
    assert seen.names()[-2:] == ["lost", "game_over"]
    assert ("game_over", 26) in seen.events  # two pyramid cards were left
    assert ("undo_available", False) in seen.events


def test_win_and_new_game(qtbot: QtBot) -> None:
    del qtbot
    model = PyramidModel(PyramidGame.from_text(position(rows("KH"), stock="QS AD")))
    seen = Recorder(model)
    model.play(Action.king(c("KH")))
    assert seen.names()[-2:] == ["won", "game_over"] and seen.events[-1] == ("game_over", 28)
    seen.clear()
    model.new_game(7, "relaxed")
    assert seen.names()[0] == "game_started"
    assert model.game.deal == 7 and model.mode == "relaxed"
    assert ("pyramid_count_changed", 28) in seen.events
    model.restart()
    assert model.game.to_text() == PyramidGame.new(7, "relaxed").to_text()


def test_load_position_refuses_bad_text(small: PyramidModel) -> None:
    before = small.game
    with pytest.raises(ValueError):
        small.load_position("nonsense")
    assert small.game is before


def test_clock_counts_from_the_first_action(qtbot: QtBot) -> None:
    del qtbot
    now = [100.0]
    model = PyramidModel(PyramidGame.new(3), clock=lambda: now[0])
    now[0] += 50
    assert model.elapsed == 0
    model.play(DRAW)
    now[0] += 7.5
    assert model.elapsed == 7
    model.set_paused(True)
    now[0] += 100
    assert model.elapsed == 7
    model.set_paused(False)
    now[0] += 1
    assert model.elapsed == 8
    assert RECYCLE not in model.game.actions()


def test_unpausing_a_running_clock_keeps_its_time(qtbot: QtBot) -> None:
    # The window says "not paused" on every window-state change (maximise, full screen), not
    # only after a minimise; the seconds played so far must survive it.
    del qtbot
    now = [0.0]
    model = PyramidModel(PyramidGame.new(3), clock=lambda: now[0])
    model.play(DRAW)
    now[0] += 5
    model.set_paused(False)
    now[0] += 2
    assert model.elapsed == 7
