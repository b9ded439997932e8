# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How a Pyramid game is kept: saved as ``pyramid``, recorded per mode (``pyramid:classic``,
``pyramid:relaxed``) with the cards cleared from the pyramid (0 to 28) as its score."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QObject

from addiction.games.pyramid.engine import GAME_ID, PyramidGame, rules_key
from addiction.games.pyramid.model import PyramidModel
from addiction.store.keeper import GameKeeper, Storage

GAME_NAME: Final = GAME_ID


class PyramidKeeper(GameKeeper[PyramidGame]):
    """The keeper of Pyramid: the engine's save, score and moves, recorded under its mode."""

    game_name = GAME_NAME

    def __init__(self, model: PyramidModel, storage: Storage, parent: QObject | None = None) -> None:
        actions = (model.cards_removed, model.card_drawn, model.recycled, model.action_undone)
        super().__init__(model, storage, actions, parent)

    def rules_key_of(self, game: PyramidGame) -> str:
        return rules_key(game.mode)
