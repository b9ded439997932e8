# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The Qt model of one Addiction game: the UI changes the engine only here, told back as signals."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from addiction.core.cards import Card
from addiction.games.gaps.engine import GapsGame, Move, Place, Redeal, Rules
from addiction.table.model import GameModel, StateValues

Relocation = tuple[Card, Place, Place]


class GapsModel(GameModel[GapsGame]):
    """Owns one engine ``GapsGame``; every change goes through here and is announced afterwards.

    Signals are emitted after the engine changed, so a slot may read ``model.game`` and see
    the new state. State signals fire only when their value changes, and all of them once
    after ``game_started``. The clock, the assisted flag, the verbs every engine answers and
    the signals every game shares (``game_started``, ``won``, ``game_over``, ``score_changed``,
    ``moves_changed``, ``elapsed_changed``, ``undo_available``, ``redo_available``,
    ``assisted_changed``) come from ``GameModel``; a move is announced as ``card_moved``, a
    redeal as ``redealt``.
    """

    card_moved = Signal(object, object, object)
    redealt = Signal(object)

    redeals_left_changed = Signal(int)
    redeal_available = Signal(bool)
    stuck_changed = Signal(bool)

    def __init__(
        self,
        game: GapsGame | None = None,
        parent: QObject | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(game if game is not None else GapsGame.new(self.random_deal()), parent,
                         clock)

    # --- starting games --------------------------------------------------------------------

    def new_game(self, deal: int | None = None, rules: Rules | None = None) -> None:
        """Deal ``deal`` (a random one when None) under ``rules`` (the current ones when None)."""
        number = self.random_deal() if deal is None else deal
        self._start(GapsGame.new(number, rules or self._game.rules))

    def load_position(self, text: str, rules: Rules | None = None) -> None:
        """Play on from a position in the notation; a bad one raises and changes nothing."""
        game = GapsGame.from_text(text, rules or self._game.rules, deal=0)
        self._start(game)

    # --- actions ---------------------------------------------------------------------------

    def play(self, move: Move) -> None:
        """Play one move; ``IllegalAction`` when it is not legal now (nothing changes then)."""
        super().play(move)

    def redeal(self) -> None:
        self._played(self._game.redeal())

    # --- how its table hears of them ---------------------------------------------------------

    def _announce(self, action: Move | Redeal) -> None:
        if isinstance(action, Move):
            self.card_moved.emit(action.card, action.src, action.dst)
        else:
            self.redealt.emit(action.relocations())

    def _announce_undone(self, action: Move | Redeal) -> None:
        if isinstance(action, Move):
            self.card_moved.emit(action.card, action.dst, action.src)
        else:
            self.redealt.emit(_reversed(action))

    def _moves_table(self, action: Move | Redeal) -> bool:
        return not isinstance(action, Move)

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


def _reversed(record: Redeal) -> list[Relocation]:
    """The relocations that take a redeal back: every card from its new place to its old."""
    return [(card, new, old) for card, old, new in record.relocations()]
