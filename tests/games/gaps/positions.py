# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Hand-made positions near the end of a game, shared by the model and window tests."""

from __future__ import annotations

from addiction.core import parse_card
from addiction.core.cards import Card
from addiction.games.gaps.engine import Move

RANKS = "23456789TJQK"


def row(suit: str, tail: str = "--") -> str:
    """A row in order from 2 to King of one suit, then ``tail``."""
    return " ".join(r + suit for r in RANKS) + " " + tail


def card(text: str) -> Card:
    c = parse_card(text)
    assert c is not None
    return c


# Three rows complete; the clubs row needs only its King moved left to win.
ONE_FROM_WIN = "\n".join(
    [row("S"), row("H"), row("D"), " ".join(r + "C" for r in RANKS[:-1]) + " -- KC"]
)
# The fives of spades and hearts swapped and every gap after a King: nothing can move.
STUCK = "\n".join(
    [row("S").replace("5S", "5H"), row("H").replace("5H", "5S"), row("D"), row("C")]
)
# The same, one move (the King of clubs, left) before being stuck.
ONE_FROM_STUCK = STUCK.replace("KC --", "-- KC")
KING_LEFT = Move(card("KC"), (3, 12), (3, 11))
