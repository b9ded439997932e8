# SPDX-FileCopyrightText: 2026 The Addiction team
# SPDX-License-Identifier: GPL-3.0-or-later

"""Cards and places in words, for screen readers: "Seven of hearts", "row 2, column 3"."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication

from addiction.engine import Card

CONTEXT: Final = "Spoken"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def rank_name(rank: int) -> str:
    """The rank's name (1 ace .. 13 king), capitalised as at the start of a sentence."""
    names = (
        _tr("Ace"), _tr("Two"), _tr("Three"), _tr("Four"), _tr("Five"), _tr("Six"),
        _tr("Seven"), _tr("Eight"), _tr("Nine"), _tr("Ten"), _tr("Jack"), _tr("Queen"),
        _tr("King"),
    )
    return names[rank - 1]


def suit_name(suit: int) -> str:
    """The suit's name (0 spades, 1 hearts, 2 diamonds, 3 clubs) as it follows a rank."""
    return (_tr("spades"), _tr("hearts"), _tr("diamonds"), _tr("clubs"))[suit]


def card_name(card: Card) -> str:
    """"Seven of hearts": both copies of a two-deck game's card sound alike."""
    return _tr("{rank} of {suit}").format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def either(phrases: list[str]) -> str:
    """Alternatives in one phrase: "row 1, column 8 or row 3, column 2" (repeats said once)."""
    unique = list(dict.fromkeys(phrases))
    if len(unique) <= 1:
        return "".join(unique)
    return _tr("{some} or {last}").format(some="; ".join(unique[:-1]), last=unique[-1])


def card_names(cards: list[Card]) -> str:
    """Several cards in one phrase: "Eight of spades or Eight of clubs"."""
    return either([card_name(c) for c in cards])


def place_name(row: int, col: int) -> str:
    """A place of a table, counted from 1 as a player counts: "row 2, column 3"."""
    return _tr("row {row}, column {col}").format(row=row + 1, col=col + 1)
