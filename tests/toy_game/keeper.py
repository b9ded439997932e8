# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How a Tens game is kept: saved as ``toy``, recorded under ``toy:standard`` with the cards
removed (0 to 18) as its score."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Final

from PySide6.QtCore import QObject

from addiction.store.keeper import Keeper, Storage
from addiction.store.records import GameRecord
from tests.toy_game.engine import ToyGame
from tests.toy_game.model import ToyModel

GAME_NAME: Final = "toy"
# Tens has one rule set.
RULES: Final = "standard"
RULES_KEY: Final = f"{GAME_NAME}:{RULES}"


class ToyKeeper(Keeper[ToyGame]):
    game_name = GAME_NAME

    def __init__(self, model: ToyModel, storage: Storage, parent: QObject | None = None) -> None:
        super().__init__(model, storage, (model.pair_removed, model.pair_undone), parent)

    @property
    def rules_key(self) -> str:
        return RULES_KEY

    def _rebuilt(self, data: Any) -> ToyGame:
        return ToyGame.from_dict(data)

    def _given_up(self) -> bool:
        return bool(self._model.game.is_given_up)

    def _record(
        self, game: ToyGame, *, seconds: int, assisted: bool, started: datetime, given_up: bool
    ) -> GameRecord:
        return GameRecord(
            game=GAME_NAME, rules_key=RULES_KEY, deal=game.deal, score=game.score,
            won=game.is_won, moves=game.moves_played, redeals_used=0, seconds=seconds,
            started=started,
            assisted=assisted, given_up=given_up,
        )
