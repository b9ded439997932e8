# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""The deal of the day: one deal per game per calendar day, the same for every player.

A day's deal starts from a number hashed from the game's id and the date (SHA-256 of
``"<game>/<YYYY-MM-DD>"``: no clock, time zone, language or machine enters it) and is the
first deal from there on that the game's judge finds winnable under the game's default
rules, for a player expects a daily challenge to be winnable. Should ``TRIES`` deals in a
row not be judged winnable, the hashed deal itself is the day's deal. The judges count
positions, not seconds, so the answer is the same everywhere, only slower on a slow machine.
The day is the player's local calendar date, handed in by the caller.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Final

from addiction.core import MAX_DEAL, MIN_DEAL
from addiction.registry import game_spec

# Deals judged from a day's start before giving up on a winnable one.
TRIES: Final = 200


def daily_start(game_id: str, day: datetime.date) -> int:
    """The deal the search for ``day``'s deal of ``game_id`` starts from."""
    digest = hashlib.sha256(f"{game_id}/{day.isoformat()}".encode("ascii")).digest()
    # Room above for the deals tried after it.
    span = MAX_DEAL - MIN_DEAL + 1 - TRIES
    return MIN_DEAL + int.from_bytes(digest[:8], "big") % span


def daily_deal(game_id: str, day: datetime.date) -> int:
    """The deal of the day ``day`` for ``game_id``: the first winnable deal from its start
    (``ValueError`` for a game the registry does not hold)."""
    spec = game_spec(game_id)
    start = daily_start(game_id, day)
    for deal in range(start, start + TRIES):
        if spec.judge_deal(deal).verdict == "winnable":
            return deal
    return start
