# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Qt model of one Pyramid game: the UI changes the engine only here, told back as signals."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from addiction.core.cards import Card
from addiction.games.pyramid.engine import DRAW, RECYCLE, Action, Mode, PyramidGame
from addiction.table.model import GameModel, StateValues


class PyramidModel(GameModel[PyramidGame]):
    """Owns one engine ``PyramidGame``; every change goes through here and is announced after.

    Event signals say what happened, in the past tense; an undo is announced as
    ``action_undone`` with the action taken back, a redo like the action itself. State
    signals fire when their value changes, and all of them once after ``game_started``.
    ``game_started``, ``won``, ``game_over`` (the cards removed from the pyramid, whether
    won or lost), ``moves_changed``, ``elapsed_changed``, ``undo_available``,
    ``redo_available``, ``action_undone`` and ``assisted_changed`` come from ``GameModel``,
    with the clock and the verbs every engine answers.
    """

    cards_removed = Signal(object)  # tuple[Card, ...]: a pair, or a King alone
    card_drawn = Signal(object)  # Card: turned from the stock onto the waste
    recycled = Signal()  # the waste went back as the stock for the next pass
    lost = Signal()

    passes_changed = Signal(int)  # the pass under way, from 1
    stock_count_changed = Signal(int)
    pyramid_count_changed = Signal(int)

    def __init__(self, game: PyramidGame | None = None, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(game if game is not None else PyramidGame.new(self.random_deal()),
                         parent, clock)

    # --- reading ---------------------------------------------------------------------------

    @property
    def mode(self) -> Mode:
        return self._game.mode

    @property
    def score(self) -> int:
        """Cards removed from the pyramid so far (28 is a win)."""
        return self._game.score

    @property
    def given_up(self) -> bool:
        return self._game.is_given_up

    @property
    def is_over(self) -> bool:
        """Won, lost or given up: nothing more can be played."""
        return self._game.is_over

    # --- starting games --------------------------------------------------------------------

    def new_game(self, deal: int | None = None, mode: Mode | None = None) -> None:
        """Deal ``deal`` (a random one when None) in ``mode`` (the current one when None)."""
        number = self.random_deal() if deal is None else deal
        self._start(PyramidGame.new(number, mode or self._game.mode))

    # --- actions ---------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Play one action; ``IllegalAction`` when it is not legal now (nothing changes)."""
        super().play(action)

    def draw(self) -> None:
        self.play(DRAW)

    def recycle(self) -> None:
        self.play(RECYCLE)

    # --- how its table hears of them ---------------------------------------------------------

    def _announce(self, action: Action) -> None:
        if action.is_removal:
            self.cards_removed.emit(action.cards)
        elif action.kind == "draw":
            top: Card | None = self._game.waste_top
            self.card_drawn.emit(top)
        else:
            self.recycled.emit()

    def _moves_table(self, action: Action) -> bool:
        return action.kind == "recycle"

    def _ended(self) -> None:
        (self.won if self._game.is_won else self.lost).emit()

    def _own_state_values(self) -> StateValues:
        game = self._game
        return (
            ("passes", game.pass_number, self.passes_changed),
            ("stock", game.stock_count, self.stock_count_changed),
            ("pyramid", game.pyramid_count, self.pyramid_count_changed),
        )
