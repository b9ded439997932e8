# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How a Pyramid game is kept: saved as ``pyramid``, recorded per mode (``pyramid:classic``,
``pyramid:relaxed``) with the cards cleared from the pyramid (0 to 28) as its score."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from PySide6.QtCore import QObject

from addiction.games.pyramid import engine
from addiction.games.pyramid.engine import GAME_ID, PyramidGame, rules_key
from addiction.games.pyramid.model import PyramidModel
from addiction.store.keeper import Keeper, Storage
from addiction.store.records import GameRecord

GAME_NAME: Final = GAME_ID


class PyramidKeeper(Keeper[PyramidGame]):
    """The keeper of Pyramid."""

    game_name = GAME_NAME

    def __init__(self, model: PyramidModel, storage: Storage, parent: QObject | None = None) -> None:
        actions = (model.cards_removed, model.card_drawn, model.recycled, model.action_undone)
        super().__init__(model, storage, actions, parent)
        self._pyramid = model

    @property
    def rules_key(self) -> str:
        return rules_key(self._pyramid.mode)

    def _is_over(self) -> bool:
        return self._pyramid.is_over

    def _rebuilt(self, data: Any) -> PyramidGame:
        return PyramidGame.from_dict(data)

    def _given_up(self) -> bool:
        return self._pyramid.given_up

    def _record(
        self, game: PyramidGame, *, seconds: int, assisted: bool, started: datetime, given_up: bool
    ) -> GameRecord:
        return GameRecord(
            game=GAME_NAME,
            rules_key=rules_key(game.mode),
            deal=game.deal,
            score=engine.SIZE - game.pyramid_count,
            won=game.is_won,
            moves=game.moves_played,
            # Pyramid has no redeals; the passes through the stock are not a penalty.
            redeals_used=0,
            seconds=seconds,
            started=started,
            # A pasted position (deal 0) played without help is not assisted: the records
            # keep it out of the bests by its deal number instead.
            assisted=assisted,
            given_up=given_up,
        )
