# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Qt model of one Tens game: the window changes the engine only here, and hears of it."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from addiction.table.model import PlayModel, StateValues
from tests.toy_game.engine import Pair, ToyGame


class ToyModel(PlayModel):
    """Owns one ``ToyGame``. ``pair_removed`` and ``pair_undone`` say what happened;
    ``left_changed`` (cards in play) and the state signals of ``PlayModel`` follow."""

    pair_removed = Signal(object)  # Pair
    pair_undone = Signal(object)  # Pair taken back
    left_changed = Signal(int)

    def __init__(self, game: ToyGame | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game if game is not None else ToyGame.new(self.random_deal())
        self._emit_state(force=True)

    @property
    def game(self) -> ToyGame:
        return self._game

    def new_game(self, deal: int | None = None) -> None:
        self._start(ToyGame.new(self.random_deal() if deal is None else deal))

    def restart(self) -> None:
        self._start(self._game.restarted())

    def load_position(self, text: str) -> None:
        self._start(ToyGame.from_text(text))

    def show_game(self, game: ToyGame, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over a game built elsewhere (a restored save)."""
        self._start(game, elapsed, assisted)

    def _start(self, game: ToyGame, elapsed: int = 0, assisted: bool = False) -> None:
        self._game = game
        self._begin(elapsed, assisted)
        if (elapsed or game.history or game.can_redo) and not game.is_over:
            self._arm_clock()

    def play(self, pair: Pair) -> None:
        """``IllegalAction`` when the pair cannot be played now (nothing changes)."""
        self._game.play(pair)
        self._arm_clock()
        self.pair_removed.emit(pair)
        self._after_action()

    def undo(self) -> None:
        self.pair_undone.emit(self._game.undo())
        self._after_action()

    def redo(self) -> None:
        self.pair_removed.emit(self._game.redo())
        self._after_action()

    def give_up(self) -> None:
        self._game.give_up()
        self._disarm_clock()
        self._emit_state(force=False)
        self.game_over.emit(self._game.score)

    def _after_action(self) -> None:
        if self._game.is_over:
            self._disarm_clock()
        self._emit_state(force=False)
        if self._game.is_over:
            if self._game.is_won:
                self.won.emit()
            self.game_over.emit(self._game.score)

    def _state_values(self) -> StateValues:
        game = self._game
        return (
            ("left", game.left, self.left_changed),
            ("moves", game.moves_played, self.moves_changed),
            ("elapsed", self.elapsed, self.elapsed_changed),
            ("undo", game.can_undo, self.undo_available),
            ("redo", game.can_redo, self.redo_available),
        )
