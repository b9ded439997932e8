# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Qt model of one Addiction game: the UI changes the engine only here, told back as signals."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from addiction.core.cards import Card
from addiction.games.gaps.engine import GapsGame, Move, Place, Redeal, Rules
from addiction.table.model import PlayModel, StateValues

Relocation = tuple[Card, Place, Place]


class GapsModel(PlayModel):
    """Owns one engine ``GapsGame``; every change goes through here and is announced afterwards.

    Signals are emitted after the engine changed, so a slot may read ``model.game`` and see
    the new state. State signals fire only when their value changes, and all of them once
    after ``game_started``. The clock, the assisted flag and the signals both games share
    (``game_started``, ``won``, ``game_over``, ``moves_changed``, ``elapsed_changed``,
    ``undo_available``, ``redo_available``, ``assisted_changed``) come from ``PlayModel``.
    """

    card_moved = Signal(object, object, object)
    redealt = Signal(object)

    score_changed = Signal(int)
    redeals_left_changed = Signal(int)
    redeal_available = Signal(bool)
    stuck_changed = Signal(bool)

    def __init__(
        self,
        game: GapsGame | None = None,
        parent: QObject | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent, clock)
        self._game = game if game is not None else GapsGame.new(self.random_deal())
        # Nobody listens yet; this records the values that later changes are compared with.
        self._emit_state(force=True)

    # --- reading ---------------------------------------------------------------------------

    @property
    def game(self) -> GapsGame:
        """The game in play. Read it; change it only through the model's methods."""
        return self._game

    # --- starting games --------------------------------------------------------------------

    def new_game(self, deal: int | None = None, rules: Rules | None = None) -> None:
        """Deal ``deal`` (a random one when None) under ``rules`` (the current ones when None)."""
        number = self.random_deal() if deal is None else deal
        self._start(GapsGame.new(number, rules or self._game.rules))

    def restart(self) -> None:
        """The same deal and rules again from the first card."""
        self._start(self._game.restarted())

    def load_position(self, text: str, rules: Rules | None = None) -> None:
        """Play on from a position in the notation; a bad one raises and changes nothing."""
        game = GapsGame.from_text(text, rules or self._game.rules, deal=0)
        self._start(game)

    def show_game(self, game: GapsGame, *, elapsed: int = 0, assisted: bool = False) -> None:
        """Take over a game built elsewhere (a restored save, a test position).

        A restored game brings the seconds already played and whether it was assisted; its
        clock runs on from ``elapsed`` if the game was under way.
        """
        if isinstance(elapsed, bool) or not isinstance(elapsed, int) or elapsed < 0:
            raise ValueError(f"elapsed must be a whole number of seconds, not {elapsed!r}")
        self._start(game, elapsed, assisted)

    def _start(self, game: GapsGame, elapsed: int = 0, assisted: bool = False) -> None:
        self._game = game
        self._begin(elapsed, assisted)
        # Under way: something was played (perhaps all taken back since) or time has passed.
        if elapsed or game.history or game.can_redo:
            self._start_clock()

    # --- actions ---------------------------------------------------------------------------

    def play(self, move: Move) -> None:
        """Play one move; ``IllegalAction`` when it is not legal now (nothing changes then)."""
        self._game.play(move)
        self._start_clock()
        self.card_moved.emit(move.card, move.src, move.dst)
        self.played.emit(False)
        self._after_action()

    def redeal(self) -> None:
        record = self._game.redeal()
        self._start_clock()
        self.redealt.emit(record.relocations())
        self.played.emit(True)
        self._after_action()

    def undo(self) -> None:
        action = self._game.undo()
        if isinstance(action, Move):
            self.card_moved.emit(action.card, action.dst, action.src)
        else:
            self.redealt.emit(_reversed(action))
        self.played.emit(not isinstance(action, Move))
        self._after_action()

    def redo(self) -> None:
        action = self._game.redo()
        if isinstance(action, Move):
            self.card_moved.emit(action.card, action.src, action.dst)
        else:
            self.redealt.emit(action.relocations())
        self.played.emit(not isinstance(action, Move))
        self._after_action()

    def give_up(self) -> None:
        """End the game as it stands; its score is final."""
        self._game.give_up()
        self._after_action()

    # --- internals -------------------------------------------------------------------------

    def _after_action(self) -> None:
        game = self._game
        if game.is_over:
            self._disarm_clock()
        self._emit_state(force=False)
        if game.is_over:
            if game.is_won:
                self.won.emit()
            self.game_over.emit(game.score)

    def _state_values(self) -> StateValues:
        game = self._game
        return (
            ("score", game.score, self.score_changed),
            ("redeals_left", game.redeals_left, self.redeals_left_changed),
            ("moves", game.moves_played, self.moves_changed),
            ("elapsed", self.elapsed, self.elapsed_changed),
            ("undo", game.can_undo, self.undo_available),
            ("redo", game.can_redo, self.redo_available),
            ("redeal", game.can_redeal, self.redeal_available),
            ("stuck", game.is_stuck, self.stuck_changed),
        )

    def _start_clock(self) -> None:
        if not self._game.is_over:
            self._arm_clock()


def _reversed(record: Redeal) -> list[Relocation]:
    """The relocations that take a redeal back: every card from its new place to its old."""
    return [(card, new, old) for card, old, new in record.relocations()]
