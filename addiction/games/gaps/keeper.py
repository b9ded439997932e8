# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""How a game of the Gaps family is kept: its saved game, its record, and the key of its rules
in the record book (``addiction:redeals=3,gaps=after-sequence,redeal_when=stuck`` for
Addiction, ``montana:redeal_when=stuck`` for a relative)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QObject

from addiction.core import SaveError
from addiction.games.gaps.engine import VARIANT_IDS, GapsGame, Rules
from addiction.games.gaps.engine.rules import rules_key
from addiction.games.gaps.engine.variants import ADDICTION_ID
from addiction.games.gaps.model import GapsModel
from addiction.store.keeper import GameKeeper, Storage
from addiction.store.records import GameRecord


def rules_from_key(key: str) -> Rules:
    """The rules a key names (to replay a deal from the history); ``ValueError`` otherwise."""
    game, _, options = key.partition(":")
    if game not in VARIANT_IDS:
        raise ValueError(f"{key[:80]!r} is not a Gaps family rule set")
    return Rules.parse(f"variant={game},{options}")


def record_of(game: GapsGame, *, seconds: int, started: datetime, assisted: bool,
              given_up: bool | None = None, finished: datetime | None = None) -> GameRecord:
    """The record of a finished game (given up as the game says, unless told otherwise)."""
    return GameRecord(
        game=game.rules.variant,
        rules_key=rules_key(game.rules),
        deal=game.deal,
        score=game.score,
        won=game.is_won,
        moves=game.moves_played,
        redeals_used=game.redeals_used,
        seconds=seconds,
        started=started,
        finished=finished if finished is not None else datetime.now(UTC),
        # A pasted position (deal 0) played without help is not assisted: the records
        # keep it out of the bests by its deal number instead.
        assisted=assisted,
        given_up=game.is_given_up if given_up is None else given_up,
    )


class GapsKeeper(GameKeeper[GapsGame]):
    """The keeper of one game of the family: saved under the game's id (``addiction``,
    ``montana``, …), recorded under its rule set with the redeals it used."""

    def __init__(self, model: GapsModel, storage: Storage, parent: QObject | None = None,
                 *, game_name: str = ADDICTION_ID) -> None:
        super().__init__(model, storage, (model.card_moved, model.redealt), parent,
                         game_name=game_name)

    def rules_key_of(self, game: GapsGame) -> str:
        return rules_key(game.rules)

    def _rebuilt(self, data: Any) -> GapsGame:
        game = GapsGame.from_dict(data)
        if game.rules.variant != self.game_name:
            raise SaveError(f"the saved {self.game_name} game holds a game of {game.rules.variant}")
        return game

    def _record(
        self, game: GapsGame, *, seconds: int, assisted: bool, started: datetime, given_up: bool
    ) -> GameRecord:
        return record_of(game, seconds=seconds, started=started, assisted=assisted, given_up=given_up)
