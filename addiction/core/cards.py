# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Cards as small integers, and the text form players type and read (rank then suit)."""

from __future__ import annotations

from typing import Final

SUITS: Final = "SHDC"
RANKS: Final = "A23456789TJQK"
SUIT_SYMBOLS: Final = "♠♥♦♣"
SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES: Final = (
    "ace", "two", "three", "four", "five", "six", "seven",
    "eight", "nine", "ten", "jack", "queen", "king",
)

ACE: Final = 1
KING: Final = 13

GAP_TOKEN: Final = "--"

_SUIT_INPUT: Final = {
    **{s: i for i, s in enumerate(SUITS)},
    **{s: i for i, s in enumerate(SUIT_SYMBOLS)},
}


class Card(int):
    """A card, numbered ``suit * 13 + rank - 1`` (0 = ace of spades, 51 = king of clubs).

    It is an ``int`` so that the engine can index tables with it directly; the instances are
    made once (``CARDS``), so hot paths never construct one. A game with two decks numbers the
    second deck's cards 52–103 (``TWO_DECKS``): the same faces, told apart by number.
    """

    __slots__ = ()

    @property
    def suit(self) -> int:
        """0 spades, 1 hearts, 2 diamonds, 3 clubs."""
        return int(self) % 52 // 13

    @property
    def rank(self) -> int:
        """1 (ace) to 13 (king)."""
        return int(self) % 13 + 1

    @property
    def name(self) -> str:
        return f"{RANK_NAMES[self.rank - 1]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        return RANKS[self.rank - 1] + SUITS[self.suit]

    def __repr__(self) -> str:
        return f"Card({self})"

    @property
    def symbol(self) -> str:
        """Rank and suit symbol, as shown to players: ``"10♥"``."""
        rank = "10" if self.rank == 10 else RANKS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]


TWO_DECKS: Final[tuple[Card, ...]] = tuple(Card(i) for i in range(104))
CARDS: Final[tuple[Card, ...]] = TWO_DECKS[:52]
TWOS: Final[tuple[Card, ...]] = tuple(CARDS[s * 13 + 1] for s in range(4))
ACES: Final[tuple[Card, ...]] = tuple(CARDS[s * 13] for s in range(4))


def card(rank: int, suit: int) -> Card:
    """The card of that rank (1–13) and suit (0–3)."""
    if not (1 <= rank <= 13 and 0 <= suit <= 3):
        raise ValueError(f"no card has rank {rank} and suit {suit}")
    return CARDS[suit * 13 + rank - 1]


def parse_card(token: str) -> Card | None:
    """The card a token names, or None if it names none.

    Ranks ``A 2-9 T J Q K`` (``10`` too), suits ``S H D C`` or ``♠ ♥ ♦ ♣``, either case.
    """
    text = token.strip()
    if len(text) < 2:
        return None
    rank_text, suit_text = text[:-1].upper(), text[-1].upper()
    suit = _SUIT_INPUT.get(suit_text)
    if rank_text == "10":
        rank_text = "T"
    if suit is None or len(rank_text) != 1 or rank_text not in RANKS:
        return None
    return CARDS[suit * 13 + RANKS.index(rank_text)]
