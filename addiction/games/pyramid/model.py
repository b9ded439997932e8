# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Qt model of one Pyramid game: the UI changes the engine only here, told back as signals."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from addiction.core.cards import Card
from addiction.games.pyramid.engine import DRAW, RECYCLE, Action, Mode, PyramidGame
from addiction.table.model import PlayModel, StateValues


class PyramidModel(PlayModel):
    """Owns one engine ``PyramidGame``; every change goes through here and is announced after.

    Event signals say what happened, in the past tense; an undo is announced as
    ``action_undone`` with the action taken back, a redo like the action itself. State
    signals fire when their value changes, and all of them once after ``game_started``.
    ``game_started``, ``won``, ``game_over`` (the cards removed from the pyramid, whether
    won or lost), ``moves_changed``, ``elapsed_changed``, ``undo_available``,
    ``redo_available`` and ``assisted_changed`` come from ``PlayModel``, with the clock.
    """

    cards_removed = Signal(object)  # tuple[Card, ...]: a pair, or a King alone
    card_drawn = Signal(object)  # Card: turned from the stock onto the waste
    recycled = Signal()  # the waste went back as the stock for the next pass
    action_undone = Signal(object)  # Action taken back
    lost = Signal()

    passes_changed = Signal(int)  # the pass under way, from 1
    stock_count_changed = Signal(int)
    pyramid_count_changed = Signal(int)

    def __init__(self, game: PyramidGame | None = None, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent, clock)
        self._game = game if game is not None else PyramidGame.new(self.random_deal())
        self._emit_state(force=True)

    # --- reading ---------------------------------------------------------------------------

    @property
    def game(self) -> PyramidGame:
        """The game in play. Read it; change it only through the model's methods."""
        return self._game

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

    def restart(self) -> None:
        self._start(self._game.restarted())

    def load_position(self, text: str) -> None:
        """Play on from a position in the notation; a bad one raises and changes nothing."""
        self._start(PyramidGame.from_text(text))

    def show_game(self, game: PyramidGame, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over a game built elsewhere (a restored save, a test position)."""
        self._start(game, elapsed, assisted)

    def _start(self, game: PyramidGame, elapsed: int = 0, assisted: bool = False) -> None:
        self._game = game
        self._begin(elapsed, assisted)
        if (elapsed or game.history or game.can_redo) and not game.is_over:
            self._arm_clock()

    # --- actions ---------------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Play one action; ``IllegalAction`` when it is not legal now (nothing changes)."""
        self._game.play(action)
        self._announce(action)

    def draw(self) -> None:
        self.play(DRAW)

    def recycle(self) -> None:
        self.play(RECYCLE)

    def undo(self) -> None:
        action = self._game.undo()
        self.action_undone.emit(action)
        self.played.emit(action.kind == "recycle")
        self._after_action()

    def redo(self) -> None:
        self._announce(self._game.redo())

    def give_up(self) -> None:
        """End the game as it stands: the cards removed so far are its final score."""
        self._game.give_up()
        self._disarm_clock()
        self._emit_state(force=False)
        self.game_over.emit(self.score)

    # --- internals -------------------------------------------------------------------------

    def _announce(self, action: Action) -> None:
        self._arm_clock()
        if action.is_removal:
            self.cards_removed.emit(action.cards)
        elif action.kind == "draw":
            top: Card | None = self._game.waste_top
            self.card_drawn.emit(top)
        else:
            self.recycled.emit()
        self.played.emit(action.kind == "recycle")
        self._after_action()

    def _after_action(self) -> None:
        game = self._game
        if game.is_over:
            self._disarm_clock()
        self._emit_state(force=False)
        if game.is_over:
            (self.won if game.is_won else self.lost).emit()
            self.game_over.emit(self.score)

    def _state_values(self) -> StateValues:
        game = self._game
        return (
            ("passes", game.pass_number, self.passes_changed),
            ("stock", game.stock_count, self.stock_count_changed),
            ("pyramid", game.pyramid_count, self.pyramid_count_changed),
            ("moves", game.moves_played, self.moves_changed),
            ("elapsed", self.elapsed, self.elapsed_changed),
            ("undo", game.can_undo, self.undo_available),
            ("redo", game.can_redo, self.redo_available),
        )
