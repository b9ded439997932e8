# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Cards and places in words, for screen readers: "Seven of hearts", "row 2, column 3".

Every string is a literal ``translate`` call, so that lupdate finds it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from addiction.core import Card

translate = QCoreApplication.translate


def rank_name(rank: int) -> str:
    """The rank's name (1 ace .. 13 king), capitalised as at the start of a sentence."""
    names = (
        translate("Spoken", "Ace"), translate("Spoken", "Two"), translate("Spoken", "Three"),
        translate("Spoken", "Four"), translate("Spoken", "Five"), translate("Spoken", "Six"),
        translate("Spoken", "Seven"), translate("Spoken", "Eight"), translate("Spoken", "Nine"),
        translate("Spoken", "Ten"), translate("Spoken", "Jack"), translate("Spoken", "Queen"),
        translate("Spoken", "King"),
    )
    return names[rank - 1]


def suit_name(suit: int) -> str:
    """The suit's name (0 spades, 1 hearts, 2 diamonds, 3 clubs) as it follows a rank."""
    names = (translate("Spoken", "spades"), translate("Spoken", "hearts"), translate("Spoken", "diamonds"),
             translate("Spoken", "clubs"))
    return names[suit]


def card_name(card: Card) -> str:
    """"Seven of hearts": both copies of a two-deck game's card sound alike."""
    return translate("Spoken", "{rank} of {suit}").format(
        rank=rank_name(card.rank), suit=suit_name(card.suit))


def either(phrases: list[str]) -> str:
    """Alternatives in one phrase: "row 1, column 8 or row 3, column 2" (repeats said once)."""
    unique = list(dict.fromkeys(phrases))
    if len(unique) <= 1:
        return "".join(unique)
    return translate("Spoken", "{some} or {last}").format(some="; ".join(unique[:-1]), last=unique[-1])


def card_names(cards: list[Card]) -> str:
    """Several cards in one phrase: "Eight of spades or Eight of clubs"."""
    return either([card_name(c) for c in cards])


def place_name(row: int, col: int) -> str:
    """A place of a table, counted from 1 as a player counts: "row 2, column 3"."""
    return translate("Spoken", "row {row}, column {col}").format(row=row + 1, col=col + 1)
